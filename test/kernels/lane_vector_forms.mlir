// Each work item's own vector in the forms upstream's vector dialect writes
// them, packed into the lanes of a thread (genx-vectorize-work-items), 32
// work items a group, 8 i32 a work item:
//  - @interleave: vector.deinterleave into even and odd elements, then
//    vector.interleave of (odd * 2, even): y = (2 x1, x0, 2 x3, x2, ...);
//  - @slices: vector.extract_strided_slice (4 from element 1, the last 2)
//    and vector.insert_strided_slice of them into a constant (at 2, at 0);
//  - @bytes: vector.bitcast of a work item's 2 words to its 8 bytes, each
//    widened to a word;
//  - @lane_masks: vector.maskedload/maskedstore under a mask that is no
//    vector.create_mask: element positions first + step compared with n
//    (n = 203: work item 25 keeps 3 of its 8), and a constant mask of the
//    even elements, which a transfer_write takes;
//  - @broadcast_read: vector.transfer_read along the map (d0) -> (0) (one
//    coefficient in every element), y = x * h[0] + h[1].
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed from x[j] = j: interleave of work item 0 is
// (2, 0, 6, 2, 10, 4, 14, 6); slices of work item 1 (x = 8..15): 14, 15,
// then 9-12, then the constant -1 twice. bytes: words 0x00010100 * (j + 1) + j are the bytes
// (j, j+1, j+1, 0). lane_masks: below 203, x + 100 at even positions and -3
// at odd ones; from 203 on, -3 at even positions (the constant mask's
// write of the pass-through) and -9 (untouched) at odd ones.
// broadcast_read: 3 x + 4.
// CHECK: interleave 0: ( 2, 0, 6, 2, 10, 4, 14, 6 )
// CHECK: bytes 0: ( 0, 1, 1, 0, 1, 2, 2, 0 )
// CHECK: broadcast_read 0: ( 4, 7, 10, 13, 16, 19, 22, 25 )
// CHECK: slices 8: ( 14, 15, 9, 10, 11, 12, -1, -1 )
// CHECK: bytes 8: ( 2, 3, 3, 0, 3, 4, 4, 0 )
// CHECK: lane_masks 200: ( 300, -3, 302, -9, -3, -9, -3, -9 )
// CHECK: interleave 248: ( 498, 248, 502, 250, 506, 252, 510, 254 )
// LOWER-LABEL: llvm.func @interleave
// LOWER-SAME: genx.work_items_per_thread = 32 : i32
// LOWER-LABEL: llvm.func @slices
// LOWER-SAME: genx.work_items_per_thread = 32 : i32
// LOWER-LABEL: llvm.func @bytes
// LOWER-SAME: genx.work_items_per_thread = 32 : i32
// LOWER-LABEL: llvm.func @lane_masks
// LOWER-SAME: genx.work_items_per_thread = 32 : i32
// LOWER-LABEL: llvm.func @broadcast_read
// LOWER-SAME: genx.work_items_per_thread = 32 : i32

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @interleave(%x: memref<?xi32>, %y: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c8 = arith.constant 8 : index
      %two = arith.constant dense<2> : vector<4xi32>
      %i = gpu.global_id x
      %base = arith.muli %i, %c8 : index
      %v = vector.load %x[%base] : memref<?xi32>, vector<8xi32>
      %even, %odd = vector.deinterleave %v : vector<8xi32> -> vector<4xi32>
      %twice = arith.muli %odd, %two : vector<4xi32>
      %r = vector.interleave %twice, %even : vector<4xi32> -> vector<8xi32>
      vector.store %r, %y[%base] : memref<?xi32>, vector<8xi32>
      gpu.return
    }
    gpu.func @slices(%x: memref<?xi32>, %y: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c8 = arith.constant 8 : index
      %fill = arith.constant dense<-1> : vector<8xi32>
      %i = gpu.global_id x
      %base = arith.muli %i, %c8 : index
      %v = vector.load %x[%base] : memref<?xi32>, vector<8xi32>
      %mid = vector.extract_strided_slice %v {offsets = [1], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
      %last = vector.extract_strided_slice %v {offsets = [6], sizes = [2], strides = [1]} : vector<8xi32> to vector<2xi32>
      %lo = vector.insert_strided_slice %mid, %fill {offsets = [2], strides = [1]} : vector<4xi32> into vector<8xi32>
      %r = vector.insert_strided_slice %last, %lo {offsets = [0], strides = [1]} : vector<2xi32> into vector<8xi32>
      vector.store %r, %y[%base] : memref<?xi32>, vector<8xi32>
      gpu.return
    }
    gpu.func @bytes(%x: memref<?xi32>, %y: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %i = gpu.global_id x
      %from = arith.muli %i, %c2 : index
      %to = arith.muli %i, %c8 : index
      %w = vector.load %x[%from] : memref<?xi32>, vector<2xi32>
      %b = vector.bitcast %w : vector<2xi32> to vector<8xi8>
      %r = arith.extui %b : vector<8xi8> to vector<8xi32>
      vector.store %r, %y[%to] : memref<?xi32>, vector<8xi32>
      gpu.return
    }
    gpu.func @lane_masks(%x: memref<?xi32>, %y: memref<?xi32>, %n: index) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c8 = arith.constant 8 : index
      %pass = arith.constant dense<-3> : vector<8xi32>
      %k = arith.constant dense<100> : vector<8xi32>
      %i = gpu.global_id x
      %base = arith.muli %i, %c8 : index
      %step = vector.step : vector<8xindex>
      %first = vector.broadcast %base : index to vector<8xindex>
      %at = arith.addi %first, %step : vector<8xindex>
      %end = vector.broadcast %n : index to vector<8xindex>
      %in = arith.cmpi ult, %at, %end : vector<8xindex>
      %v = vector.maskedload %x[%base], %in, %pass : memref<?xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
      %s = arith.addi %v, %k : vector<8xi32>
      %even = arith.constant dense<[true, false, true, false, true, false, true, false]> : vector<8xi1>
      %both = arith.andi %in, %even : vector<8xi1>
      %r = arith.select %both, %s, %pass : vector<8xi1>, vector<8xi32>
      vector.maskedstore %y[%base], %in, %r : memref<?xi32>, vector<8xi1>, vector<8xi32>
      vector.transfer_write %pass, %y[%base], %in {in_bounds = [true]} : vector<8xi32>, memref<?xi32>
      vector.transfer_write %r, %y[%base], %even {in_bounds = [true]} : vector<8xi32>, memref<?xi32>
      gpu.return
    }
    gpu.func @broadcast_read(%x: memref<?xi32>, %h: memref<2xi32>, %y: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %pad = arith.constant 0 : i32
      %i = gpu.global_id x
      %base = arith.muli %i, %c8 : index
      %v = vector.load %x[%base] : memref<?xi32>, vector<8xi32>
      %h0 = vector.transfer_read %h[%c0], %pad {permutation_map = affine_map<(d0) -> (0)>, in_bounds = [true]} : memref<2xi32>, vector<8xi32>
      %h1 = vector.transfer_read %h[%c1], %pad {permutation_map = affine_map<(d0) -> (0)>, in_bounds = [true]} : memref<2xi32>, vector<8xi32>
      %m = arith.muli %v, %h0 : vector<8xi32>
      %r = arith.addi %m, %h1 : vector<8xi32>
      vector.store %r, %y[%base] : memref<?xi32>, vector<8xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %n = arith.constant 203 : index
    %x = memref.alloc(%c256) : memref<?xi32>
    %w = memref.alloc(%c64) : memref<?xi32>
    %y1 = memref.alloc(%c256) : memref<?xi32>
    %y2 = memref.alloc(%c256) : memref<?xi32>
    %y3 = memref.alloc(%c256) : memref<?xi32>
    %y4 = memref.alloc(%c256) : memref<?xi32>
    %y5 = memref.alloc(%c256) : memref<?xi32>
    %h = memref.alloc() : memref<2xi32>
    %m9 = arith.constant -9 : i32
    %spread = arith.constant 65792 : i32
    scf.for %i = %c0 to %c256 step %c1 {
      %ii = arith.index_cast %i : index to i32
      memref.store %ii, %x[%i] : memref<?xi32>
      memref.store %m9, %y1[%i] : memref<?xi32>
      memref.store %m9, %y2[%i] : memref<?xi32>
      memref.store %m9, %y3[%i] : memref<?xi32>
      memref.store %m9, %y4[%i] : memref<?xi32>
      memref.store %m9, %y5[%i] : memref<?xi32>
    }
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %one = arith.constant 1 : i32
      %next = arith.addi %ii, %one : i32
      %hi = arith.muli %next, %spread : i32
      %word = arith.addi %hi, %ii : i32
      memref.store %word, %w[%i] : memref<?xi32>
    }
    %three = arith.constant 3 : i32
    %four = arith.constant 4 : i32
    memref.store %three, %h[%c0] : memref<2xi32>
    memref.store %four, %h[%c1] : memref<2xi32>
    gpu.launch_func @kernels::@interleave blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%x : memref<?xi32>, %y1 : memref<?xi32>)
    gpu.launch_func @kernels::@slices blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%x : memref<?xi32>, %y2 : memref<?xi32>)
    gpu.launch_func @kernels::@bytes blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%w : memref<?xi32>, %y3 : memref<?xi32>)
    gpu.launch_func @kernels::@lane_masks blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%x : memref<?xi32>, %y4 : memref<?xi32>, %n : index)
    gpu.launch_func @kernels::@broadcast_read blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%x : memref<?xi32>, %h : memref<2xi32>, %y5 : memref<?xi32>)
    scf.for %i = %c0 to %c256 step %c8 {
      %v1 = vector.load %y1[%i] : memref<?xi32>, vector<8xi32>
      vector.print str "interleave "
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %v1 : vector<8xi32>
      %v2 = vector.load %y2[%i] : memref<?xi32>, vector<8xi32>
      vector.print str "slices "
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %v2 : vector<8xi32>
      %v3 = vector.load %y3[%i] : memref<?xi32>, vector<8xi32>
      vector.print str "bytes "
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %v3 : vector<8xi32>
      %v4 = vector.load %y4[%i] : memref<?xi32>, vector<8xi32>
      vector.print str "lane_masks "
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %v4 : vector<8xi32>
      %v5 = vector.load %y5[%i] : memref<?xi32>, vector<8xi32>
      vector.print str "broadcast_read "
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %v5 : vector<8xi32>
    }
    return
  }
}
