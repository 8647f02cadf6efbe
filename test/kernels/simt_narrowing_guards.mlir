// Index arithmetic that fits 32 bits but that LLVM 22's integer range
// narrowing would compute wrongly in 32 bits (genx-narrow-int-ranges leaves
// it 64-bit):
//   @causal: for j in [0, 40), when j < x (signed, a loop value against the
//     work item's id: a causal mask) add j + 1; the lane count's clamp of j
//     to 32 bits is signed over a value only the range analysis knows is
//     not negative;
//   @last_row: x <= m (signed), m the last index of a loop over a memref's
//     size (5), guarding a load of that memref;
//   @shifts: (x mod 2^16 + 2^31) >> (x mod 64) and 3 >> (x mod 64) on i64: values
//     that fit 32 bits shifted by up to 63;
// each for 64 work items in one group.
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @causal(%out: memref<64xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c40 = arith.constant 40 : index
      %zero = arith.constant 0 : i32
      %x = gpu.global_id x
      %sum = scf.for %j = %c0 to %c40 step %c1 iter_args(%acc = %zero) -> (i32) {
        %before = arith.cmpi slt, %j, %x : index
        %next = scf.if %before -> (i32) {
          %j1 = arith.addi %j, %c1 : index
          %w = arith.index_cast %j1 : index to i32
          %a = arith.addi %acc, %w : i32
          scf.yield %a : i32
        } else {
          scf.yield %acc : i32
        }
        scf.yield %next : i32
      }
      memref.store %sum, %out[%x] : memref<64xi32>
      gpu.return
    }
    gpu.func @last_row(%in: memref<?xi32>, %out: memref<64xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = memref.dim %in, %c0 : memref<?xi32>
      %x = gpu.global_id x
      %m = scf.for %k = %c0 to %n step %c1 iter_args(%last = %c0) -> (index) {
        scf.yield %k : index
      }
      %inside = arith.cmpi sle, %x, %m : index
      %r = scf.if %inside -> (i32) {
        %v = memref.load %in[%x] : memref<?xi32>
        scf.yield %v : i32
      } else {
        %none = arith.constant -6 : i32
        scf.yield %none : i32
      }
      memref.store %r, %out[%x] : memref<64xi32>
      gpu.return
    }
    gpu.func @shifts(%out: memref<2x64xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %x = gpu.global_id x
      %v = arith.index_cast %x : index to i64
      %c63 = arith.constant 63 : i64
      %amount = arith.andi %v, %c63 : i64
      %low = arith.constant 65535 : i64
      %part = arith.andi %v, %low : i64
      %half = arith.constant 2147483648 : i64
      %big = arith.addi %part, %half : i64
      %s1 = arith.shrui %big, %amount : i64
      %c3 = arith.constant 3 : i64
      %s2 = arith.shrsi %c3, %amount : i64
      memref.store %s1, %out[%c0, %x] : memref<2x64xi64>
      memref.store %s2, %out[%c1, %x] : memref<2x64xi64>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c64 = arith.constant 64 : index
    %sums = memref.alloc() : memref<64xi32>
    gpu.launch_func @kernels::@causal blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%sums : memref<64xi32>)
    %s = vector.load %sums[%c0] : memref<64xi32>, vector<64xi32>
    vector.print %s : vector<64xi32>
    %in = memref.alloc(%c5) : memref<?xi32>
    scf.for %i = %c0 to %c5 step %c1 {
      %v = arith.index_cast %i : index to i32
      %t = arith.constant 10 : i32
      %w = arith.addi %v, %t : i32
      memref.store %w, %in[%i] : memref<?xi32>
    }
    %rows = memref.alloc() : memref<64xi32>
    gpu.launch_func @kernels::@last_row blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<?xi32>, %rows : memref<64xi32>)
    %r = vector.load %rows[%c0] : memref<64xi32>, vector<64xi32>
    vector.print %r : vector<64xi32>
    %shifted = memref.alloc() : memref<2x64xi64>
    gpu.launch_func @kernels::@shifts blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%shifted : memref<2x64xi64>)
    %a = vector.load %shifted[%c0, %c0] : memref<2x64xi64>, vector<64xi64>
    %b = vector.load %shifted[%c1, %c0] : memref<2x64xi64>, vector<64xi64>
    vector.print %a : vector<64xi64>
    vector.print %b : vector<64xi64>
    memref.dealloc %sums : memref<64xi32>
    memref.dealloc %in : memref<?xi32>
    memref.dealloc %rows : memref<64xi32>
    memref.dealloc %shifted : memref<2x64xi64>
    return
  }
}
