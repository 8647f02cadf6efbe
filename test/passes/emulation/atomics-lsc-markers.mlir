// The SVM atomics not covered by atomics.mlir, LSC on binding-table
// surfaces, and the identity markers. Memory contents after each atomic
// come from a model of the operation; each atomic returns the old values.
// RUN: %genx-run %s | FileCheck %s

memref.global "public" @__genx_surfaces : memref<256xi64> = dense<0>

func.func @main() {
  %buf = memref.alloc() : memref<8xi32>
  %c0 = arith.constant 0 : index
  %init = arith.constant dense<[10, 20, 30, 40, 50, 60, 70, 80]> : vector<8xi32>
  %src = arith.constant dense<[1, -2, 3, -4, 5, -6, 7, -8]> : vector<8xi32>
  %old = arith.constant dense<0> : vector<8xi32>
  %all = arith.constant dense<true> : vector<8xi1>
  %p = memref.extract_aligned_pointer_as_index %buf : memref<8xi32> -> index
  %p64 = arith.index_cast %p : index to i64
  %base = vector.broadcast %p64 : i64 to vector<8xi64>
  %steps = arith.constant dense<[0, 4, 8, 12, 16, 20, 24, 28]> : vector<8xi64>
  %addr = arith.addi %base, %steps : vector<8xi64>
  // and: returns the old values, memory becomes the update.
  // CHECK: ( 10, 20, 30, 40, 50, 60, 70, 80 )
  // CHECK: ( 0, 20, 2, 40, 0, 56, 6, 80 )
  vector.store %init, %buf[%c0] : memref<8xi32>, vector<8xi32>
  %r0 = genx.svm.atomic.and %all, %addr, %src, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %r0 : vector<8xi32>
  %m0 = vector.load %buf[%c0] : memref<8xi32>, vector<8xi32>
  vector.print %m0 : vector<8xi32>
  // or: returns the old values, memory becomes the update.
  // CHECK: ( 10, 20, 30, 40, 50, 60, 70, 80 )
  // CHECK: ( 11, -2, 31, -4, 55, -2, 71, -8 )
  vector.store %init, %buf[%c0] : memref<8xi32>, vector<8xi32>
  %r1 = genx.svm.atomic.or %all, %addr, %src, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %r1 : vector<8xi32>
  %m1 = vector.load %buf[%c0] : memref<8xi32>, vector<8xi32>
  vector.print %m1 : vector<8xi32>
  // xor: returns the old values, memory becomes the update.
  // CHECK: ( 10, 20, 30, 40, 50, 60, 70, 80 )
  // CHECK: ( 11, -22, 29, -44, 55, -58, 65, -88 )
  vector.store %init, %buf[%c0] : memref<8xi32>, vector<8xi32>
  %r2 = genx.svm.atomic.xor %all, %addr, %src, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %r2 : vector<8xi32>
  %m2 = vector.load %buf[%c0] : memref<8xi32>, vector<8xi32>
  vector.print %m2 : vector<8xi32>
  // sub: returns the old values, memory becomes the update.
  // CHECK: ( 10, 20, 30, 40, 50, 60, 70, 80 )
  // CHECK: ( 9, 22, 27, 44, 45, 66, 63, 88 )
  vector.store %init, %buf[%c0] : memref<8xi32>, vector<8xi32>
  %r3 = genx.svm.atomic.sub %all, %addr, %src, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %r3 : vector<8xi32>
  %m3 = vector.load %buf[%c0] : memref<8xi32>, vector<8xi32>
  vector.print %m3 : vector<8xi32>
  // min: returns the old values, memory becomes the update.
  // CHECK: ( 10, 20, 30, 40, 50, 60, 70, 80 )
  // CHECK: ( 1, 20, 3, 40, 5, 60, 7, 80 )
  vector.store %init, %buf[%c0] : memref<8xi32>, vector<8xi32>
  %r4 = genx.svm.atomic.min %all, %addr, %src, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %r4 : vector<8xi32>
  %m4 = vector.load %buf[%c0] : memref<8xi32>, vector<8xi32>
  vector.print %m4 : vector<8xi32>
  // max: returns the old values, memory becomes the update.
  // CHECK: ( 10, 20, 30, 40, 50, 60, 70, 80 )
  // CHECK: ( 10, -2, 30, -4, 50, -6, 70, -8 )
  vector.store %init, %buf[%c0] : memref<8xi32>, vector<8xi32>
  %r5 = genx.svm.atomic.max %all, %addr, %src, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %r5 : vector<8xi32>
  %m5 = vector.load %buf[%c0] : memref<8xi32>, vector<8xi32>
  vector.print %m5 : vector<8xi32>
  // imin: returns the old values, memory becomes the update.
  // CHECK: ( 10, 20, 30, 40, 50, 60, 70, 80 )
  // CHECK: ( 1, -2, 3, -4, 5, -6, 7, -8 )
  vector.store %init, %buf[%c0] : memref<8xi32>, vector<8xi32>
  %r6 = genx.svm.atomic.imin %all, %addr, %src, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %r6 : vector<8xi32>
  %m6 = vector.load %buf[%c0] : memref<8xi32>, vector<8xi32>
  vector.print %m6 : vector<8xi32>
  // dec: returns the old values, memory becomes the update.
  // CHECK: ( 10, 20, 30, 40, 50, 60, 70, 80 )
  // CHECK: ( 9, 19, 29, 39, 49, 59, 69, 79 )
  vector.store %init, %buf[%c0] : memref<8xi32>, vector<8xi32>
  %r7 = genx.svm.atomic.dec %all, %addr, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  vector.print %r7 : vector<8xi32>
  %m7 = vector.load %buf[%c0] : memref<8xi32>, vector<8xi32>
  vector.print %m7 : vector<8xi32>

  // Float atomics keep the non-NaN operand: min/max of memory and source.
  %fbuf = memref.alloc() : memref<4xf32>
  %finit = arith.constant dense<[1.5, 0x7FC00000, 3.0, -1.0]> : vector<4xf32>
  %fsrc = arith.constant dense<[2.0, 5.0, 0x7FC00000, -2.0]> : vector<4xf32>
  %fold = arith.constant dense<0.0> : vector<4xf32>
  %fall = arith.constant dense<true> : vector<4xi1>
  %fp = memref.extract_aligned_pointer_as_index %fbuf : memref<4xf32> -> index
  %fp64 = arith.index_cast %fp : index to i64
  %fbase = vector.broadcast %fp64 : i64 to vector<4xi64>
  %fsteps = arith.constant dense<[0, 4, 8, 12]> : vector<4xi64>
  %faddr = arith.addi %fbase, %fsteps : vector<4xi64>
  // CHECK: ( 1.5, 5, 3, -2 )
  vector.store %finit, %fbuf[%c0] : memref<4xf32>, vector<4xf32>
  %f0 = genx.svm.atomic.fmin %fall, %faddr, %fsrc, %fold : (vector<4xi1>, vector<4xi64>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %fm0 = vector.load %fbuf[%c0] : memref<4xf32>, vector<4xf32>
  vector.print %fm0 : vector<4xf32>
  // CHECK: ( 2, 5, 3, -1 )
  vector.store %finit, %fbuf[%c0] : memref<4xf32>, vector<4xf32>
  %f1 = genx.svm.atomic.fmax %fall, %faddr, %fsrc, %fold : (vector<4xi1>, vector<4xi64>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %fm1 = vector.load %fbuf[%c0] : memref<4xf32>, vector<4xf32>
  vector.print %fm1 : vector<4xf32>

  // LSC on surface 5 (the i32 buffer): store 7 * lane at byte offsets
  // 4 * lane, merge-load the even lanes over -1, prefetch.
  %table = memref.get_global @__genx_surfaces : memref<256xi64>
  %c5 = arith.constant 5 : index
  memref.store %p64, %table[%c5] : memref<256xi64>
  %s5 = arith.constant 5 : i32
  %offs = arith.constant dense<[0, 4, 8, 12, 16, 20, 24, 28]> : vector<8xi32>
  %sevens = arith.constant dense<[0, 7, 14, 21, 28, 35, 42, 49]> : vector<8xi32>
  genx.lsc.store.bti %all, %offs, %sevens, %s5 {subopcode = store, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, vector<8xi32>, i32) -> ()
  %even = arith.constant dense<[true, false, true, false, true, false, true, false]> : vector<8xi1>
  %minus = arith.constant dense<-1> : vector<8xi32>
  // CHECK: ( 0, -1, 14, -1, 28, -1, 42, -1 )
  %l = genx.lsc.load.merge.bti %even, %offs, %s5, %minus {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32, vector<8xi32>) -> vector<8xi32>
  vector.print %l : vector<8xi32>
  genx.lsc.prefetch.bti %all, %offs, %s5 {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> ()

  // Materialization markers are their operand.
  // CHECK: ( 1.5, 0.25 )
  // CHECK: ( 1, 0 )
  %fc = arith.constant dense<[1.5, 0.25]> : vector<2xf32>
  %k = genx.constantf %fc : (vector<2xf32>) -> vector<2xf32>
  vector.print %k : vector<2xf32>
  %pc = arith.constant dense<[true, false]> : vector<2xi1>
  %kp = genx.constantpred %pc : (vector<2xi1>) -> vector<2xi1>
  vector.print %kp : vector<2xi1>
  memref.dealloc %buf : memref<8xi32>
  memref.dealloc %fbuf : memref<4xf32>
  return
}
