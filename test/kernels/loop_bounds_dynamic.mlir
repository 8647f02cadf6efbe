// Loops whose bounds and step are kernel arguments (index) and whose every
// trip reads a buffer at the induction variable, which genx-lower runs on
// i32 (genx-bound-memref-sizes bounds them by the buffer, genx-narrow-loops
// narrows them): out[t] = sum of b[k] * (t + 1), k = lo, lo + s, ... < hi,
// for (lo, hi, s) = (0, 40, 1), (3, 37, 4), (5, 5, 1) and (9, 2, 3) (no
// trip), (7, 40, 100) and (0, 40, 2^40) (one trip: the step is clamped,
// which changes no trip), (39, 40, 1) (the last element). Integer sums:
// exact.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sums(%b: memref<?xi32>, %out: memref<?xi32>, %lo: index, %hi: index, %s: index) kernel {
      %t = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0 : i32
      %t1 = arith.addi %t, %c1 : index
      %w = arith.index_cast %t1 : index to i32
      %sum = scf.for %k = %lo to %hi step %s iter_args(%acc = %zero) -> (i32) {
        %v = memref.load %b[%k] : memref<?xi32>
        %p = arith.muli %v, %w : i32
        %a = arith.addi %acc, %p : i32
        scf.yield %a : i32
      }
      memref.store %sum, %out[%t] : memref<?xi32>
      gpu.return
    }
  }
  func.func @run(%b: memref<?xi32>, %out: memref<?xi32>, %lo: index, %hi: index, %s: index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@sums blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%b : memref<?xi32>, %out : memref<?xi32>, %lo : index, %hi : index, %s : index)
    %c0 = arith.constant 0 : index
    %cast = memref.cast %out : memref<?xi32> to memref<4xi32>
    %v = vector.load %cast[%c0] : memref<4xi32>, vector<4xi32>
    vector.print %v : vector<4xi32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c9 = arith.constant 9 : index
    %c37 = arith.constant 37 : index
    %c39 = arith.constant 39 : index
    %c40 = arith.constant 40 : index
    %c100 = arith.constant 100 : index
    %huge = arith.constant 1099511627776 : index
    %b = memref.alloc(%c40) : memref<?xi32>
    %out = memref.alloc(%c4) : memref<?xi32>
    scf.for %i = %c0 to %c40 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %sq = arith.muli %ii, %ii : i32
      %c11 = arith.constant 11 : i32
      %v = arith.subi %sq, %c11 : i32
      memref.store %v, %b[%i] : memref<?xi32>
    }
    func.call @run(%b, %out, %c0, %c40, %c1) : (memref<?xi32>, memref<?xi32>, index, index, index) -> ()
    func.call @run(%b, %out, %c3, %c37, %c4) : (memref<?xi32>, memref<?xi32>, index, index, index) -> ()
    func.call @run(%b, %out, %c5, %c5, %c1) : (memref<?xi32>, memref<?xi32>, index, index, index) -> ()
    func.call @run(%b, %out, %c9, %c2, %c3) : (memref<?xi32>, memref<?xi32>, index, index, index) -> ()
    func.call @run(%b, %out, %c7, %c40, %c100) : (memref<?xi32>, memref<?xi32>, index, index, index) -> ()
    func.call @run(%b, %out, %c0, %c40, %huge) : (memref<?xi32>, memref<?xi32>, index, index, index) -> ()
    func.call @run(%b, %out, %c39, %c40, %c1) : (memref<?xi32>, memref<?xi32>, index, index, index) -> ()
    return
  }
}
