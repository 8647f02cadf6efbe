// Packed work items that loop to bounds of their own, read as i32:
//   @spmv: y[r] = sum over k in [row_ptr[r], row_ptr[r + 1]) of
//     val[k] * x[col[k]] (CSR, i32 row pointers and columns), under r < rows:
//     each lane leaves its row's loop at its own trip.
//   @signed_spans: out[r] = sum over k in [lo[r], hi[r]) of 2 k, with lo and
//     hi i32 and lo negative for the first rows: the lanes count in i32,
//     signed.
// 2 groups of 64 work items, rows = 100; row r has (7 r) mod 9 entries (0 to
// 8), col[k] = (13 k) mod 64, val[k] = (k mod 7) - 3, x[c] = c / 2;
// lo[r] = r - 50, hi[r] = lo[r] + (r mod 5). y and out past 100 keep -1.
// Printed: y[0..8), y[92..100), y[100..108), then out[0..8), out[96..104).
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: env GENX_LOWER_OPTIONS=device=dg2 %kernel-genx %s > %t.dg2.out
// RUN: %kernel-compare %s %t.ref.out %t.dg2.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// The loops of lanes apart run at most 32 lanes a thread, counting in i32.
// LOWER-LABEL: llvm.func @spmv
// LOWER-SAME: genx.work_items_per_thread = 32
// LOWER-NOT: llvm.func
// LOWER: llvm.icmp "slt" %{{.*}}, %{{.*}} : vector<32xi32>
// LOWER-LABEL: llvm.func @signed_spans
// LOWER-SAME: genx.work_items_per_thread = 32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @spmv(%row_ptr: memref<?xi32>, %col: memref<?xi32>, %val: memref<?xf32>,
                   %x: memref<?xf32>, %y: memref<?xf32>, %rows: index) kernel {
      %r = gpu.global_id x
      %ok = arith.cmpi ult, %r, %rows : index
      scf.if %ok {
        %c1 = arith.constant 1 : index
        %zero = arith.constant 0.0 : f32
        %r1 = arith.addi %r, %c1 : index
        %b32 = memref.load %row_ptr[%r] : memref<?xi32>
        %e32 = memref.load %row_ptr[%r1] : memref<?xi32>
        %b = arith.index_cast %b32 : i32 to index
        %e = arith.index_cast %e32 : i32 to index
        %sum = scf.for %k = %b to %e step %c1 iter_args(%acc = %zero) -> (f32) {
          %c32 = memref.load %col[%k] : memref<?xi32>
          %c = arith.index_cast %c32 : i32 to index
          %a = memref.load %val[%k] : memref<?xf32>
          %xv = memref.load %x[%c] : memref<?xf32>
          %p = arith.mulf %a, %xv : f32
          %acc2 = arith.addf %acc, %p : f32
          scf.yield %acc2 : f32
        }
        memref.store %sum, %y[%r] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @signed_spans(%lo: memref<?xi32>, %hi: memref<?xi32>, %out: memref<?xi32>, %rows: index) kernel {
      %r = gpu.global_id x
      %ok = arith.cmpi ult, %r, %rows : index
      scf.if %ok {
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : i32
        %l32 = memref.load %lo[%r] : memref<?xi32>
        %h32 = memref.load %hi[%r] : memref<?xi32>
        %l = arith.index_cast %l32 : i32 to index
        %h = arith.index_cast %h32 : i32 to index
        %sum = scf.for %k = %l to %h step %c1 iter_args(%acc = %c0) -> (i32) {
          %k32 = arith.index_cast %k : index to i32
          %twice = arith.addi %k32, %k32 : i32
          %acc2 = arith.addi %acc, %twice : i32
          scf.yield %acc2 : i32
        }
        memref.store %sum, %out[%r] : memref<?xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c9 = arith.constant 9 : index
    %c13 = arith.constant 13 : index
    %c50 = arith.constant 50 : index
    %c64 = arith.constant 64 : index
    %c92 = arith.constant 92 : index
    %c96 = arith.constant 96 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %half = arith.constant 0.5 : f32
    %none = arith.constant -1.0 : f32
    %inone = arith.constant -1 : i32
    %row_ptr = memref.alloc(%c128) : memref<?xi32>
    %col = memref.alloc(%c1024) : memref<?xi32>
    %val = memref.alloc(%c1024) : memref<?xf32>
    %x = memref.alloc(%c64) : memref<?xf32>
    %y = memref.alloc(%c128) : memref<?xf32>
    %lo = memref.alloc(%c128) : memref<?xi32>
    %hi = memref.alloc(%c128) : memref<?xi32>
    %out = memref.alloc(%c128) : memref<?xi32>
    %total = scf.for %r = %c0 to %c128 step %c1 iter_args(%at = %c0) -> (index) {
      %at32 = arith.index_cast %at : index to i32
      memref.store %at32, %row_ptr[%r] : memref<?xi32>
      memref.store %none, %y[%r] : memref<?xf32>
      memref.store %inone, %out[%r] : memref<?xi32>
      %l = arith.subi %r, %c50 : index
      %span = arith.remui %r, %c5 : index
      %h = arith.addi %l, %span : index
      %l32 = arith.index_cast %l : index to i32
      %h32 = arith.index_cast %h : index to i32
      memref.store %l32, %lo[%r] : memref<?xi32>
      memref.store %h32, %hi[%r] : memref<?xi32>
      %r7 = arith.muli %r, %c7 : index
      %len = arith.remui %r7, %c9 : index
      %inside = arith.cmpi ult, %r, %c100 : index
      %add = arith.select %inside, %len, %c0 : index
      %next = arith.addi %at, %add : index
      scf.yield %next : index
    }
    scf.for %k = %c0 to %c1024 step %c1 {
      %k13 = arith.muli %k, %c13 : index
      %c = arith.remui %k13, %c64 : index
      %c32 = arith.index_cast %c : index to i32
      memref.store %c32, %col[%k] : memref<?xi32>
      %m = arith.remui %k, %c7 : index
      %m32 = arith.index_cast %m : index to i32
      %mf = arith.sitofp %m32 : i32 to f32
      %three = arith.constant 3.0 : f32
      %v = arith.subf %mf, %three : f32
      memref.store %v, %val[%k] : memref<?xf32>
    }
    scf.for %j = %c0 to %c64 step %c1 {
      %j32 = arith.index_cast %j : index to i32
      %jf = arith.sitofp %j32 : i32 to f32
      %xv = arith.mulf %jf, %half : f32
      memref.store %xv, %x[%j] : memref<?xf32>
    }
    gpu.launch_func @kernels::@spmv blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%row_ptr : memref<?xi32>, %col : memref<?xi32>, %val : memref<?xf32>,
             %x : memref<?xf32>, %y : memref<?xf32>, %c100 : index)
    %y0 = vector.load %y[%c0] : memref<?xf32>, vector<8xf32>
    vector.print %y0 : vector<8xf32>
    %y1 = vector.load %y[%c92] : memref<?xf32>, vector<8xf32>
    vector.print %y1 : vector<8xf32>
    %y2 = vector.load %y[%c100] : memref<?xf32>, vector<8xf32>
    vector.print %y2 : vector<8xf32>
    gpu.launch_func @kernels::@signed_spans blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%lo : memref<?xi32>, %hi : memref<?xi32>, %out : memref<?xi32>, %c100 : index)
    %o0 = vector.load %out[%c0] : memref<?xi32>, vector<8xi32>
    vector.print %o0 : vector<8xi32>
    %o1 = vector.load %out[%c96] : memref<?xi32>, vector<8xi32>
    vector.print %o1 : vector<8xi32>
    memref.dealloc %row_ptr : memref<?xi32>
    memref.dealloc %col : memref<?xi32>
    memref.dealloc %val : memref<?xf32>
    memref.dealloc %x : memref<?xf32>
    memref.dealloc %y : memref<?xf32>
    memref.dealloc %lo : memref<?xi32>
    memref.dealloc %hi : memref<?xi32>
    memref.dealloc %out : memref<?xi32>
    return
  }
}
