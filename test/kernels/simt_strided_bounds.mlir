// Bounds checks on indices several elements apart from work item to work
// item (float4-style work items: `4 * i + 4 <= n`), which
// genx-vectorize-work-items turns into lane ranges computed once:
//   @bounds: for id = global id (64 work items, one group), each check
//     writes a different bit of flags[id]: 4 id + 4 <= n (ule), 3 id + 2 < n
//     (slt), 2 id - 5 > m (sgt, negative for small ids), 5 id >= n (uge),
//     and 4 id + 4 <= k for k = -1 (ule: every id passes, as an unsigned
//     2^64 - 1) with n = 0, 1, 37, 100, 129, 200, 256 and m = -3, 60.
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bounds(%flags: memref<64xi32>, %n: index, %m: index, %k: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %i = gpu.global_id x
      %zero = arith.constant 0 : i32
      %b1 = arith.constant 1 : i32
      %b2 = arith.constant 2 : i32
      %b4 = arith.constant 4 : i32
      %b8 = arith.constant 8 : i32
      %b16 = arith.constant 16 : i32
      %i4 = arith.muli %i, %c4 : index
      %e4 = arith.addi %i4, %c4 : index
      %p1 = arith.cmpi ule, %e4, %n : index
      %i3 = arith.muli %i, %c3 : index
      %e3 = arith.addi %i3, %c2 : index
      %p2 = arith.cmpi slt, %e3, %n : index
      %i2 = arith.muli %c2, %i : index
      %e2 = arith.subi %i2, %c5 : index
      %p3 = arith.cmpi sgt, %e2, %m : index
      %i5 = arith.muli %i, %c5 : index
      %p4 = arith.cmpi uge, %i5, %n : index
      %p5 = arith.cmpi ule, %e4, %k : index
      %f1 = arith.select %p1, %b1, %zero : i32
      %f2 = arith.select %p2, %b2, %zero : i32
      %f3 = arith.select %p3, %b4, %zero : i32
      %f4 = arith.select %p4, %b8, %zero : i32
      %f5 = arith.select %p5, %b16, %zero : i32
      %s1 = arith.ori %f1, %f2 : i32
      %s2 = arith.ori %s1, %f3 : i32
      %s3 = arith.ori %s2, %f4 : i32
      %s4 = arith.ori %s3, %f5 : i32
      memref.store %s4, %flags[%i] : memref<64xi32>
      gpu.return
    }
  }
  func.func @run(%flags: memref<64xi32>, %n: index, %m: index) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %k = arith.constant -1 : index
    gpu.launch_func @kernels::@bounds blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%flags : memref<64xi32>, %n : index, %m : index, %k : index)
    %v = vector.load %flags[%c1] : memref<64xi32>, vector<63xi32>
    %c0 = arith.constant 0 : index
    %first = memref.load %flags[%c0] : memref<64xi32>
    vector.print %first : i32
    vector.print %v : vector<63xi32>
    return
  }
  func.func @main() {
    %flags = memref.alloc() : memref<64xi32>
    %m1 = arith.constant -3 : index
    %m2 = arith.constant 60 : index
    %n0 = arith.constant 0 : index
    %n1 = arith.constant 1 : index
    %n2 = arith.constant 37 : index
    %n3 = arith.constant 100 : index
    %n4 = arith.constant 129 : index
    %n5 = arith.constant 200 : index
    %n6 = arith.constant 256 : index
    func.call @run(%flags, %n0, %m1) : (memref<64xi32>, index, index) -> ()
    func.call @run(%flags, %n1, %m2) : (memref<64xi32>, index, index) -> ()
    func.call @run(%flags, %n2, %m1) : (memref<64xi32>, index, index) -> ()
    func.call @run(%flags, %n3, %m2) : (memref<64xi32>, index, index) -> ()
    func.call @run(%flags, %n4, %m1) : (memref<64xi32>, index, index) -> ()
    func.call @run(%flags, %n5, %m2) : (memref<64xi32>, index, index) -> ()
    func.call @run(%flags, %n6, %m1) : (memref<64xi32>, index, index) -> ()
    return
  }
}
