// Neighbours clamped to the edge of a buffer whose length is an index
// argument: min(x + 1, n - 1) and min(x + 2, n - 1) of a packed work
// item's id are minimums in 32 bits (genx-narrow-int-ranges: the id fits,
// x + c is clamped as n - 1 < c ? n - 1 : min(x, n - 1 - c) + c), so no
// lane computes a 64-bit minimum; the left neighbour is x > 0 ? x - 1 : 0.
//   @diff: under x < n, out[x] = in[min(x + 2, n - 1)] + in[min(x + 1, n - 1)]
//     - in[x > 0 ? x - 1 : 0].
// 2 groups of 64 work items, n = 100 (lanes 0-99 inside), in[j] = j * j / 8.
// Printed: out[0..8), out[92..100) (the clamps at the right edge), and
// out[100..108), which keeps its -1.
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// LOWER-LABEL: llvm.func @diff
// LOWER-SAME: genx.work_items_per_thread = 64
// LOWER-NOT: umin{{.*}}xi64>
// LOWER-COUNT-2: genx.umin {{.*}} : vector<64xi32> -> vector<64xi32>
// LOWER-NOT: umin{{.*}}xi64>
// LOWER: llvm.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @diff(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) kernel {
      %x = gpu.global_id x
      %inside = arith.cmpi ult, %x, %n : index
      scf.if %inside {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        %last = arith.subi %n, %c1 : index
        %x1 = arith.addi %x, %c1 : index
        %r1 = arith.minui %x1, %last : index
        %x2 = arith.addi %x, %c2 : index
        %r2 = arith.minui %x2, %last : index
        %positive = arith.cmpi ugt, %x, %c0 : index
        %xm = arith.subi %x, %c1 : index
        %l = arith.select %positive, %xm, %c0 : index
        %a = memref.load %in[%r2] : memref<?xf32>
        %b = memref.load %in[%r1] : memref<?xf32>
        %c = memref.load %in[%l] : memref<?xf32>
        %s = arith.addf %a, %b : f32
        %d = arith.subf %s, %c : f32
        memref.store %d, %out[%x] : memref<?xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c92 = arith.constant 92 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %in = memref.alloc(%c100) : memref<?xf32>
    %out = memref.alloc(%c128) : memref<?xf32>
    %eighth = arith.constant 0.125 : f32
    %none = arith.constant -1.0 : f32
    scf.for %j = %c0 to %c100 step %c1 {
      %ji = arith.index_cast %j : index to i32
      %jf = arith.sitofp %ji : i32 to f32
      %sq = arith.mulf %jf, %jf : f32
      %v = arith.mulf %sq, %eighth : f32
      memref.store %v, %in[%j] : memref<?xf32>
    }
    scf.for %j = %c0 to %c128 step %c1 {
      memref.store %none, %out[%j] : memref<?xf32>
    }
    gpu.launch_func @kernels::@diff blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<?xf32>, %out : memref<?xf32>, %c100 : index)
    %v0 = vector.load %out[%c0] : memref<?xf32>, vector<8xf32>
    vector.print %v0 : vector<8xf32>
    %v1 = vector.load %out[%c92] : memref<?xf32>, vector<8xf32>
    vector.print %v1 : vector<8xf32>
    %v2 = vector.load %out[%c100] : memref<?xf32>, vector<8xf32>
    vector.print %v2 : vector<8xf32>
    memref.dealloc %in : memref<?xf32>
    memref.dealloc %out : memref<?xf32>
    return
  }
}
