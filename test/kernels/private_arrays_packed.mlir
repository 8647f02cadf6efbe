// A private array per work item (memref.alloca) in a kernel whose work
// items are packed into a thread's lanes: a median of 5 with clamped
// edges, the window copied into the array, a partial selection sort (3
// passes of compare-and-swap under lane-dependent branches), and a read at
// each work item's own position.
//   @median5: under i < n, w[k] = in[clamp(i + k - 2, 0, n - 1)] for k < 5,
//     sorted enough that w[2] is the median: med[i] = w[2]; pick[i] =
//     w[(3 i) mod 5] of the partly sorted window.
// 2 groups of 64 work items, n = 100, in[j] = ((37 j) mod 23) - 11 (ties
// included). Printed: med and pick at [0..8), [92..100) and [100..108)
// (past n: kept -1).
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// LOWER-LABEL: llvm.func @median5
// LOWER-SAME: genx.work_items_per_thread = 32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @median5(%in: memref<?xf32>, %med: memref<?xf32>, %pick: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        %c3 = arith.constant 3 : index
        %c5 = arith.constant 5 : index
        %last = arith.subi %n, %c1 : index
        %w = memref.alloca() : memref<5xf32>
        scf.for %k = %c0 to %c5 step %c1 {
          %p = arith.addi %i, %k : index
          %lo = arith.maxui %p, %c2 : index
          %q = arith.subi %lo, %c2 : index
          %j = arith.minui %q, %last : index
          %v = memref.load %in[%j] : memref<?xf32>
          memref.store %v, %w[%k] : memref<5xf32>
        }
        scf.for %a = %c0 to %c3 step %c1 {
          %a1 = arith.addi %a, %c1 : index
          scf.for %b = %a1 to %c5 step %c1 {
            %va = memref.load %w[%a] : memref<5xf32>
            %vb = memref.load %w[%b] : memref<5xf32>
            %less = arith.cmpf olt, %vb, %va : f32
            scf.if %less {
              memref.store %vb, %w[%a] : memref<5xf32>
              memref.store %va, %w[%b] : memref<5xf32>
            }
          }
        }
        %m = memref.load %w[%c2] : memref<5xf32>
        memref.store %m, %med[%i] : memref<?xf32>
        %i3 = arith.muli %i, %c3 : index
        %at = arith.remui %i3, %c5 : index
        %o = memref.load %w[%at] : memref<5xf32>
        memref.store %o, %pick[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
  func.func @show(%out: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c92 = arith.constant 92 : index
    %c100 = arith.constant 100 : index
    %v0 = vector.load %out[%c0] : memref<?xf32>, vector<8xf32>
    vector.print %v0 : vector<8xf32>
    %v1 = vector.load %out[%c92] : memref<?xf32>, vector<8xf32>
    vector.print %v1 : vector<8xf32>
    %v2 = vector.load %out[%c100] : memref<?xf32>, vector<8xf32>
    vector.print %v2 : vector<8xf32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c11 = arith.constant 11 : index
    %c23 = arith.constant 23 : index
    %c37 = arith.constant 37 : index
    %c64 = arith.constant 64 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %in = memref.alloc(%c100) : memref<?xf32>
    %med = memref.alloc(%c128) : memref<?xf32>
    %pick = memref.alloc(%c128) : memref<?xf32>
    %none = arith.constant -1.0 : f32
    scf.for %j = %c0 to %c100 step %c1 {
      %m = arith.muli %j, %c37 : index
      %r = arith.remui %m, %c23 : index
      %s = arith.subi %r, %c11 : index
      %si = arith.index_cast %s : index to i32
      %f = arith.sitofp %si : i32 to f32
      memref.store %f, %in[%j] : memref<?xf32>
    }
    scf.for %j = %c0 to %c128 step %c1 {
      memref.store %none, %med[%j] : memref<?xf32>
      memref.store %none, %pick[%j] : memref<?xf32>
    }
    gpu.launch_func @kernels::@median5 blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<?xf32>, %med : memref<?xf32>, %pick : memref<?xf32>, %c100 : index)
    func.call @show(%med) : (memref<?xf32>) -> ()
    func.call @show(%pick) : (memref<?xf32>) -> ()
    memref.dealloc %in : memref<?xf32>
    memref.dealloc %med : memref<?xf32>
    memref.dealloc %pick : memref<?xf32>
    return
  }
}
