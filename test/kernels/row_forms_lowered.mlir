// Work items whose vector code is in forms upstream lowers first: a
// vector.multi_reduction of a work item's row, and a dot product of rows of
// runtime length read 8 columns a step by out-of-bounds 2-D
// vector.transfer_read (the tail masked) and reduced by vector.contract.
// Both are packed into the lanes of a thread; the tail's mask stays a
// count (no compares of positions), so each column is one gather of all
// lanes.
//   @rowdot: under r < rows, dot[r] = sum over c < cols of a[r, c] * b[r, c].
//   @rowstats: under r < rows, with v = x[16r..16r+16), sum[r] = the sum of
//     v (multi_reduction <add>) and top[r] = its maximum (<maxnumf>).
// rows = 40, cols = 21 (two full steps and a tail of 5), one group of 64
// work items; a[r, c] = (7r + 3c) mod 11 - 5, b[r, c] = (r + 2c) mod 5 - 2,
// x[j] = (5j) mod 13 - 6: every sum is exact.
// Printed: dot[0..8), dot[32..40), dot[40..48) (past the rows, kept -1),
// and the same of sum and top.
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// LOWER-LABEL: llvm.func @rowdot
// LOWER-SAME: genx.work_items_per_thread = 32
// LOWER-LABEL: llvm.func @rowstats
// LOWER-SAME: genx.work_items_per_thread = 32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rowdot(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %dot: memref<?xf32>) kernel {
      %r = gpu.global_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %rows = memref.dim %a, %c0 : memref<?x?xf32>
      %cols = memref.dim %a, %c1 : memref<?x?xf32>
      %inside = arith.cmpi ult, %r, %rows : index
      scf.if %inside {
        %pad = arith.constant 0.0 : f32
        %s = scf.for %k = %c0 to %cols step %c8 iter_args(%acc = %pad) -> (f32) {
          %va = vector.transfer_read %a[%r, %k], %pad : memref<?x?xf32>, vector<8xf32>
          %vb = vector.transfer_read %b[%r, %k], %pad : memref<?x?xf32>, vector<8xf32>
          %d = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                                iterator_types = ["reduction"], kind = #vector.kind<add>}
               %va, %vb, %acc : vector<8xf32>, vector<8xf32> into f32
          scf.yield %d : f32
        }
        memref.store %s, %dot[%r] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @rowstats(%x: memref<?xf32>, %sum: memref<?xf32>, %top: memref<?xf32>, %rows: index) kernel {
      %r = gpu.global_id x
      %inside = arith.cmpi ult, %r, %rows : index
      scf.if %inside {
        %c16 = arith.constant 16 : index
        %zero = arith.constant 0.0 : f32
        %low = arith.constant -100.0 : f32
        %base = arith.muli %r, %c16 : index
        %v = vector.load %x[%base] : memref<?xf32>, vector<16xf32>
        %s = vector.multi_reduction <add>, %v, %zero [0] : vector<16xf32> to f32
        %m = vector.multi_reduction <maxnumf>, %v, %low [0] : vector<16xf32> to f32
        memref.store %s, %sum[%r] : memref<?xf32>
        memref.store %m, %top[%r] : memref<?xf32>
      }
      gpu.return
    }
  }
  func.func @fill(%out: memref<?xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %none = arith.constant -1.0 : f32
    scf.for %j = %c0 to %n step %c1 {
      memref.store %none, %out[%j] : memref<?xf32>
    }
    return
  }
  func.func @show(%out: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c40 = arith.constant 40 : index
    %v0 = vector.load %out[%c0] : memref<?xf32>, vector<8xf32>
    vector.print %v0 : vector<8xf32>
    %v1 = vector.load %out[%c32] : memref<?xf32>, vector<8xf32>
    vector.print %v1 : vector<8xf32>
    %v2 = vector.load %out[%c40] : memref<?xf32>, vector<8xf32>
    vector.print %v2 : vector<8xf32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %c13 = arith.constant 13 : index
    %c21 = arith.constant 21 : index
    %c40 = arith.constant 40 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c640 = arith.constant 640 : index
    %a = memref.alloc(%c40, %c21) : memref<?x?xf32>
    %b = memref.alloc(%c40, %c21) : memref<?x?xf32>
    %x = memref.alloc(%c640) : memref<?xf32>
    %dot = memref.alloc(%c48) : memref<?xf32>
    %sum = memref.alloc(%c48) : memref<?xf32>
    %top = memref.alloc(%c48) : memref<?xf32>
    scf.for %r = %c0 to %c40 step %c1 {
      scf.for %c = %c0 to %c21 step %c1 {
        %r7 = arith.muli %r, %c7 : index
        %c3c = arith.muli %c, %c3 : index
        %p = arith.addi %r7, %c3c : index
        %pm = arith.remui %p, %c11 : index
        %pa = arith.subi %pm, %c5 : index
        %c2c = arith.muli %c, %c2 : index
        %q = arith.addi %r, %c2c : index
        %qm = arith.remui %q, %c5 : index
        %qa = arith.subi %qm, %c2 : index
        %pi = arith.index_cast %pa : index to i32
        %qi = arith.index_cast %qa : index to i32
        %pf = arith.sitofp %pi : i32 to f32
        %qf = arith.sitofp %qi : i32 to f32
        memref.store %pf, %a[%r, %c] : memref<?x?xf32>
        memref.store %qf, %b[%r, %c] : memref<?x?xf32>
      }
    }
    scf.for %j = %c0 to %c640 step %c1 {
      %j5 = arith.muli %j, %c5 : index
      %m = arith.remui %j5, %c13 : index
      %v = arith.subi %m, %c6 : index
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      memref.store %vf, %x[%j] : memref<?xf32>
    }
    call @fill(%dot, %c48) : (memref<?xf32>, index) -> ()
    call @fill(%sum, %c48) : (memref<?xf32>, index) -> ()
    call @fill(%top, %c48) : (memref<?xf32>, index) -> ()
    gpu.launch_func @kernels::@rowdot blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<?x?xf32>, %b : memref<?x?xf32>, %dot : memref<?xf32>)
    gpu.launch_func @kernels::@rowstats blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<?xf32>, %sum : memref<?xf32>, %top : memref<?xf32>, %c40 : index)
    call @show(%dot) : (memref<?xf32>) -> ()
    call @show(%sum) : (memref<?xf32>) -> ()
    call @show(%top) : (memref<?xf32>) -> ()
    memref.dealloc %a : memref<?x?xf32>
    memref.dealloc %b : memref<?x?xf32>
    memref.dealloc %x : memref<?xf32>
    memref.dealloc %dot : memref<?xf32>
    memref.dealloc %sum : memref<?xf32>
    memref.dealloc %top : memref<?xf32>
    return
  }
}
