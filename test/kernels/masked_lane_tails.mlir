// Masked loads and stores of each work item's own vector, packed into the
// lanes of a thread (genx-vectorize-work-items): 32 work items a group, each
// with a tail mask of its own from vector.create_mask (n - first element):
//  - @relu6: 8 floats a work item through vector.maskedload (pass-through 0)
//    and vector.maskedstore, y = min(max(2 x + 1, 0), 6), n = 237 (work
//    item 29 has 5 elements, 30 and 31 none);
//  - @keep: 16 i32 a work item, pass-through the old y (a vector that is
//    not a splat): y = x + 1000 below the tail, y as it was past it;
//  - @transfer: 4 i32 a work item, read under a mask of min(3, n - first)
//    elements (a bound of each lane's, not linear in the lane) and written
//    by a transfer_write that may run out of the memref (not in_bounds)
//    under vector.constant_mask [3]: the memref's end (126 elements) cuts
//    the last work item's vector short.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: x[i] = i / 8 - 3 (floats), so 2 x + 1 = i / 4 - 5 clamped
// to [0, 6]: 0 up to element 20, 6 from element 44 on; elements 237 and
// after keep -9. keep: elements 496-505 are i + 1000, the rest keep -7.
// transfer: each work item writes 3 of its 4 (-5 stays at 4 t + 3); the
// memref has 126 elements, so work item 31 writes only 124 and 125.
// CHECK: relu6 0: ( 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: relu6 8: ( 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: relu6 16: ( 0, 0, 0, 0, 0, 0.25, 0.5, 0.75 )
// CHECK-NEXT: relu6 24: ( 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75 )
// CHECK: relu6 232: ( 6, 6, 6, 6, 6, -9, -9, -9 )
// CHECK-NEXT: relu6 240: ( -9, -9, -9, -9, -9, -9, -9, -9 )
// CHECK: keep 480: ( 1480, 1481, 1482, 1483, 1484, 1485, 1486, 1487, 1488, 1489, 1490, 1491, 1492, 1493, 1494, 1495 )
// CHECK-NEXT: keep 496: ( 1496, 1497, 1498, 1499, 1500, 1501, 1502, 1503, 1504, 1505, -7, -7, -7, -7, -7, -7 )
// CHECK: transfer 0: ( 0, 1, 2, -5, 4, 5, 6, -5 )
// CHECK: transfer 120: ( 120, 121, 122, -5, 124, 125, 0, 0 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @relu6(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel {
      %c8 = arith.constant 8 : index
      %i = gpu.global_id x
      %base = arith.muli %i, %c8 : index
      %active = arith.cmpi slt, %base, %n : index
      scf.if %active {
        %rem = arith.subi %n, %base : index
        %mask = vector.create_mask %rem : vector<8xi1>
        %zero = arith.constant dense<0.0> : vector<8xf32>
        %six = arith.constant dense<6.0> : vector<8xf32>
        %two = arith.constant dense<2.0> : vector<8xf32>
        %one = arith.constant dense<1.0> : vector<8xf32>
        %v = vector.maskedload %x[%base], %mask, %zero : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
        %t = vector.fma %two, %v, %one : vector<8xf32>
        %lo = arith.maxnumf %t, %zero : vector<8xf32>
        %r = arith.minnumf %lo, %six : vector<8xf32>
        vector.maskedstore %y[%base], %mask, %r : memref<?xf32>, vector<8xi1>, vector<8xf32>
      }
      gpu.return
    }
    gpu.func @keep(%x: memref<?xi32>, %y: memref<?xi32>, %n: index) kernel {
      %c16 = arith.constant 16 : index
      %c0 = arith.constant 0 : index
      %i = gpu.global_id x
      %base = arith.muli %i, %c16 : index
      %rem = arith.subi %n, %base : index
      %mask = vector.create_mask %rem : vector<16xi1>
      %old = vector.load %y[%base] : memref<?xi32>, vector<16xi32>
      %v = vector.maskedload %x[%base], %mask, %old : memref<?xi32>, vector<16xi1>, vector<16xi32> into vector<16xi32>
      %k = arith.constant dense<1000> : vector<16xi32>
      %s = arith.addi %v, %k : vector<16xi32>
      %r = arith.select %mask, %s, %old : vector<16xi1>, vector<16xi32>
      vector.store %r, %y[%base] : memref<?xi32>, vector<16xi32>
      gpu.return
    }
    gpu.func @transfer(%x: memref<?xi32>, %y: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c3 = arith.constant 3 : index
      %pad = arith.constant dense<-1> : vector<4xi32>
      %i = gpu.global_id x
      %base = arith.muli %i, %c4 : index
      %n = memref.dim %x, %c0 : memref<?xi32>
      %rem = arith.subi %n, %base : index
      %lim = arith.minsi %rem, %c3 : index
      %in = vector.create_mask %lim : vector<4xi1>
      %v = vector.maskedload %x[%base], %in, %pad : memref<?xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
      %three = vector.constant_mask [3] : vector<4xi1>
      vector.transfer_write %v, %y[%base], %three : vector<4xi32>, memref<?xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %n = arith.constant 237 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c506 = arith.constant 506 : index
    %c128 = arith.constant 128 : index
    %c126 = arith.constant 126 : index
    %x = memref.alloc(%c256) : memref<?xf32>
    %y = memref.alloc(%c256) : memref<?xf32>
    %xi = memref.alloc(%c512) : memref<?xi32>
    %yi = memref.alloc(%c512) : memref<?xi32>
    %xt = memref.alloc(%c126) : memref<?xi32>
    %yt = memref.alloc(%c126) : memref<?xi32>
    %m9 = arith.constant -9.0 : f32
    %m7 = arith.constant -7 : i32
    %m5 = arith.constant -5 : i32
    %eighth = arith.constant 0.125 : f32
    %three = arith.constant 3.0 : f32
    scf.for %i = %c0 to %c256 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %q = arith.mulf %f, %eighth : f32
      %v = arith.subf %q, %three : f32
      memref.store %v, %x[%i] : memref<?xf32>
      memref.store %m9, %y[%i] : memref<?xf32>
    }
    scf.for %i = %c0 to %c512 step %c1 {
      %ii = arith.index_cast %i : index to i32
      memref.store %ii, %xi[%i] : memref<?xi32>
      memref.store %m7, %yi[%i] : memref<?xi32>
    }
    scf.for %i = %c0 to %c126 step %c1 {
      %ii = arith.index_cast %i : index to i32
      memref.store %ii, %xt[%i] : memref<?xi32>
      memref.store %m5, %yt[%i] : memref<?xi32>
    }
    gpu.launch_func @kernels::@relu6 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%x : memref<?xf32>, %y : memref<?xf32>, %n : index)
    gpu.launch_func @kernels::@keep blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%xi : memref<?xi32>, %yi : memref<?xi32>, %c506 : index)
    gpu.launch_func @kernels::@transfer blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%xt : memref<?xi32>, %yt : memref<?xi32>)
    scf.for %i = %c0 to %c256 step %c8 {
      %v = vector.load %y[%i] : memref<?xf32>, vector<8xf32>
      vector.print str "relu6 "
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %v : vector<8xf32>
    }
    scf.for %i = %c0 to %c512 step %c16 {
      %v = vector.load %yi[%i] : memref<?xi32>, vector<16xi32>
      vector.print str "keep "
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %v : vector<16xi32>
    }
    %pt = arith.constant 0 : i32
    scf.for %i = %c0 to %c126 step %c8 {
      %v = vector.transfer_read %yt[%i], %pt : memref<?xi32>, vector<8xi32>
      vector.print str "transfer "
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %v : vector<8xi32>
    }
    return
  }
}
