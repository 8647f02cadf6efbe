// Unsigned comparisons of lane indices that may be negative, which wrap
// around to large unsigned values, so that the lanes that pass are not a
// prefix or a suffix of the lanes (the lane-range shortcut of
// genx-vectorize-work-items does not apply):
//   @window: (i - lo) < len unsigned (CUDA's `(unsigned)(i - lo) < len`),
//     (i + off) <= 2^32 unsigned and (2 i - lo) > m unsigned, each a bit of
//     flags[i], for 64 work items with (lo, len, off, m) = (5, 20, -35, 21),
//     (40, 10, 7, 3) and (0, 64, -64, 200).
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @window(%flags: memref<64xi32>, %lo: index, %len: index,
                     %off: index, %m: index) kernel {
      %c2 = arith.constant 2 : index
      %big = arith.constant 4294967296 : index
      %zero = arith.constant 0 : i32
      %b1 = arith.constant 1 : i32
      %b2 = arith.constant 2 : i32
      %b4 = arith.constant 4 : i32
      %i = gpu.global_id x
      %d = arith.subi %i, %lo : index
      %p1 = arith.cmpi ult, %d, %len : index
      %s = arith.addi %i, %off : index
      %p2 = arith.cmpi ule, %s, %big : index
      %i2 = arith.muli %i, %c2 : index
      %e = arith.subi %i2, %lo : index
      %p3 = arith.cmpi ugt, %e, %m : index
      %f1 = arith.select %p1, %b1, %zero : i32
      %f2 = arith.select %p2, %b2, %zero : i32
      %f3 = arith.select %p3, %b4, %zero : i32
      %s1 = arith.ori %f1, %f2 : i32
      %s2 = arith.ori %s1, %f3 : i32
      memref.store %s2, %flags[%i] : memref<64xi32>
      gpu.return
    }
  }
  func.func @run(%lo: index, %len: index, %off: index, %m: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %flags = memref.alloc() : memref<64xi32>
    gpu.launch_func @kernels::@window blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%flags : memref<64xi32>, %lo : index, %len : index, %off : index, %m : index)
    %v = vector.load %flags[%c0] : memref<64xi32>, vector<64xi32>
    vector.print %v : vector<64xi32>
    memref.dealloc %flags : memref<64xi32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c10 = arith.constant 10 : index
    %c20 = arith.constant 20 : index
    %c21 = arith.constant 21 : index
    %c40 = arith.constant 40 : index
    %c64 = arith.constant 64 : index
    %c200 = arith.constant 200 : index
    %m35 = arith.constant -35 : index
    %m64 = arith.constant -64 : index
    func.call @run(%c5, %c20, %m35, %c21) : (index, index, index, index) -> ()
    func.call @run(%c40, %c10, %c7, %c3) : (index, index, index, index) -> ()
    func.call @run(%c0, %c64, %m64, %c200) : (index, index, index, index) -> ()
    return
  }
}
