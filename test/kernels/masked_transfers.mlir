// Work items of 8 floats of their own read and written by transfers that
// may run out of bounds (genx-vectorize-work-items keeps them element by
// element: each field's lanes are those whose element is inside the memref
// and inside the branch's bound, one compare per field):
//   @axpy8: under `8i < m`, y[8i..8i+8) = a * x[8i..] + y[8i..], x padded
//     with 0 past its 613 elements, y written up to its 650 only;
// 2 groups of 64 work items, m = 700 (lanes 0-87 inside). x[j] = j / 4 - 30,
// y[j] = 5 - j / 16. Printed (read padded with -1 past y's end): records 0,
// 45, 75, 76 (x ends inside it), 80, 81 (y ends inside it), 87 and 88.
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// LOWER-LABEL: llvm.func @axpy8
// LOWER-SAME: genx.work_items_per_thread = 32
// LOWER-COUNT-16: genx.gather.scaled
// LOWER-COUNT-16: genx.scatter.scaled
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @axpy8(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32, %m: index) kernel {
      %i = gpu.global_id x
      %c8 = arith.constant 8 : index
      %at = arith.muli %i, %c8 : index
      %inside = arith.cmpi ult, %at, %m : index
      scf.if %inside {
        %pad = arith.constant 0.0 : f32
        %u = vector.transfer_read %x[%at], %pad : memref<?xf32>, vector<8xf32>
        %v = vector.transfer_read %y[%at], %pad : memref<?xf32>, vector<8xf32>
        %s = vector.broadcast %a : f32 to vector<8xf32>
        %p = arith.mulf %s, %u : vector<8xf32>
        %r = arith.addf %p, %v : vector<8xf32>
        vector.transfer_write %r, %y[%at] : vector<8xf32>, memref<?xf32>
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
    %c700 = arith.constant 700 : index
    %xs = arith.constant 613 : index
    %ys = arith.constant 650 : index
    %x = memref.alloc(%xs) : memref<?xf32>
    %y = memref.alloc(%ys) : memref<?xf32>
    %quarter = arith.constant 0.25 : f32
    %thirty = arith.constant 30.0 : f32
    %sixteenth = arith.constant 0.0625 : f32
    %five = arith.constant 5.0 : f32
    scf.for %j = %c0 to %xs step %c1 {
      %ji = arith.index_cast %j : index to i32
      %jf = arith.sitofp %ji : i32 to f32
      %s = arith.mulf %jf, %quarter : f32
      %v = arith.subf %s, %thirty : f32
      memref.store %v, %x[%j] : memref<?xf32>
    }
    scf.for %j = %c0 to %ys step %c1 {
      %ji = arith.index_cast %j : index to i32
      %jf = arith.sitofp %ji : i32 to f32
      %t = arith.mulf %jf, %sixteenth : f32
      %w = arith.subf %five, %t : f32
      memref.store %w, %y[%j] : memref<?xf32>
    }
    %a = arith.constant 1.5 : f32
    gpu.launch_func @kernels::@axpy8 blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<?xf32>, %y : memref<?xf32>, %a : f32, %c700 : index)
    %records = memref.alloc() : memref<8xindex>
    %list = arith.constant dense<[0, 45, 75, 76, 80, 81, 87, 88]> : vector<8xindex>
    vector.store %list, %records[%c0] : memref<8xindex>, vector<8xindex>
    %none = arith.constant -1.0 : f32
    scf.for %k = %c0 to %c8 step %c1 {
      %r = memref.load %records[%k] : memref<8xindex>
      %at = arith.muli %r, %c8 : index
      %v = vector.transfer_read %y[%at], %none : memref<?xf32>, vector<8xf32>
      vector.print %v : vector<8xf32>
    }
    memref.dealloc %records : memref<8xindex>
    memref.dealloc %x : memref<?xf32>
    memref.dealloc %y : memref<?xf32>
    return
  }
}
