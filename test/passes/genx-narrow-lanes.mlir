// RUN: %genx-opt %s -split-input-file -p 'builtin.module(func.func(genx-narrow-lanes))' | FileCheck %s

// A butterfly of xor shuffles within segments of 8 lanes whose sums lane 0
// of each segment stores: each add computes only the lanes the next step
// reads (8, 4, then 2 lanes: two segments' halves, then their quarters),
// in the butterfly's order of additions; the scatter over consecutive
// elements is a store of lanes 0 and 8.
// CHECK-LABEL: func.func @butterfly
// CHECK-SAME: (%[[IN:.*]]: vector<16xf32>, %[[OUT:.*]]: memref<?xf32>, %[[BASE:.*]]: index)
// CHECK: %[[HI:.*]] = vector.shuffle %[[IN]], %[[IN]] [4, 5, 6, 7, 12, 13, 14, 15] : vector<16xf32>, vector<16xf32>
// CHECK: %[[LO:.*]] = vector.shuffle %[[IN]], %[[IN]] [0, 1, 2, 3, 8, 9, 10, 11] : vector<16xf32>, vector<16xf32>
// CHECK: %[[A4:.*]] = arith.addf %[[LO]], %[[HI]] : vector<8xf32>
// CHECK: %[[HI2:.*]] = vector.shuffle %[[A4]], %[[A4]] [2, 3, 6, 7] : vector<8xf32>, vector<8xf32>
// CHECK: %[[LO2:.*]] = vector.shuffle %[[A4]], %[[A4]] [0, 1, 4, 5] : vector<8xf32>, vector<8xf32>
// CHECK: %[[A2:.*]] = arith.addf %[[LO2]], %[[HI2]] : vector<4xf32>
// CHECK: %[[HI3:.*]] = vector.shuffle %[[A2]], %[[A2]] [1, 3] : vector<4xf32>, vector<4xf32>
// CHECK: %[[LO3:.*]] = vector.shuffle %[[A2]], %[[A2]] [0, 2] : vector<4xf32>, vector<4xf32>
// CHECK: %[[A1:.*]] = arith.addf %[[LO3]], %[[HI3]] : vector<2xf32>
// CHECK: vector.store %[[A1]], %[[OUT]][%[[BASE]]] : memref<?xf32>, vector<2xf32>
// CHECK-NOT: vector.scatter
func.func @butterfly(%v: vector<16xf32>, %out: memref<?xf32>, %base: index) {
  %c0 = arith.constant 0 : index
  %s4 = vector.shuffle %v, %v [4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9, 10, 11] : vector<16xf32>, vector<16xf32>
  %a4 = arith.addf %v, %s4 : vector<16xf32>
  %s2 = vector.shuffle %a4, %a4 [2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13] : vector<16xf32>, vector<16xf32>
  %a2 = arith.addf %a4, %s2 : vector<16xf32>
  %s1 = vector.shuffle %a2, %a2 [1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14] : vector<16xf32>, vector<16xf32>
  %a1 = arith.addf %a2, %s1 : vector<16xf32>
  %mask = arith.constant dense<[true, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false]> : vector<16xi1>
  %segments = arith.constant dense<[0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1]> : vector<16xindex>
  %b = vector.broadcast %base : index to vector<16xindex>
  %idx = arith.addi %b, %segments : vector<16xindex>
  vector.scatter %out[%c0] [%idx], %mask, %a1 : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  return
}

// -----

// Lanes observed through extracts and a strided slice; a constant and a
// broadcast operand are rebuilt as narrow ones. A masked store observes
// all lanes (a scatter or gather of fewer is a store or load by then).
// CHECK-LABEL: func.func @observers
// CHECK-SAME: (%[[V:.*]]: vector<8xi32>, %[[S:.*]]: i32, %[[M:.*]]: memref<8xi32>)
// CHECK-DAG: %[[C:.*]] = arith.constant dense<[1, 2, 3]> : vector<3xi32>
// CHECK: %[[EV:.*]] = vector.shuffle %[[V]], %[[V]] [0, 1, 2] : vector<8xi32>, vector<8xi32>
// CHECK: %[[E:.*]] = arith.addi %[[EV]], %[[C]] : vector<3xi32>
// CHECK: vector.extract %[[E]][0] : i32 from vector<3xi32>
// CHECK: vector.extract %[[E]][2] : i32 from vector<3xi32>
// CHECK: %[[SL:.*]] = vector.shuffle %[[V]], %[[V]] [4, 5, 6, 7] : vector<8xi32>, vector<8xi32>
// CHECK: %[[SB:.*]] = vector.broadcast %[[S]] : i32 to vector<4xi32>
// CHECK: %[[SM:.*]] = arith.muli %[[SL]], %[[SB]] : vector<4xi32>
// CHECK: %[[D:.*]] = arith.subi %[[V]], %{{.*}} : vector<8xi32>
// CHECK: vector.maskedstore %[[M]][%{{.*}}], %{{.*}}, %[[D]]
// CHECK: %[[ONE:.*]] = vector.extract %[[E]][1] : i32 from vector<3xi32>
// CHECK: return %{{.*}}, %[[ONE]], %[[SM]]
func.func @observers(%v: vector<8xi32>, %s: i32, %m: memref<8xi32>) -> (i32, i32, vector<4xi32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : vector<8xi32>
  %a = arith.addi %v, %cst : vector<8xi32>
  %e0 = vector.extract %a[0] : i32 from vector<8xi32>
  %e2 = vector.extract %a[2] : i32 from vector<8xi32>
  %sum = arith.addi %e0, %e2 : i32
  %sb = vector.broadcast %s : i32 to vector<8xi32>
  %b = arith.muli %v, %sb : vector<8xi32>
  %slice = vector.extract_strided_slice %b {offsets = [4], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
  %d = arith.subi %v, %sb : vector<8xi32>
  %mask = arith.constant dense<[false, true, false, true, false, true, false, true]> : vector<8xi1>
  vector.maskedstore %m[%c0], %mask, %d : memref<8xi32>, vector<8xi1>, vector<8xi32>
  %one = vector.extract %a[1] : i32 from vector<8xi32>
  return %sum, %one, %slice : i32, i32, vector<4xi32>
}

// -----

// Lanes that are not a region (0, 1 and 5) are computed as they are; so is
// a value with a use that observes all lanes, or one in a nested region.
// CHECK-LABEL: func.func @kept
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK: arith.subf %{{.*}}, %{{.*}} : vector<8xf32>
func.func @kept(%v: vector<8xf32>, %c: i1) -> (f32, f32, f32, vector<8xf32>) {
  %a = arith.addf %v, %v : vector<8xf32>
  %a0 = vector.extract %a[0] : f32 from vector<8xf32>
  %a1 = vector.extract %a[1] : f32 from vector<8xf32>
  %a5 = vector.extract %a[5] : f32 from vector<8xf32>
  %m = arith.mulf %v, %v : vector<8xf32>
  %m0 = vector.extract %m[0] : f32 from vector<8xf32>
  %s = arith.subf %v, %v : vector<8xf32>
  %r = scf.if %c -> f32 {
    %s0 = vector.extract %s[0] : f32 from vector<8xf32>
    scf.yield %s0 : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  %x = arith.addf %a0, %a1 : f32
  %y = arith.addf %x, %a5 : f32
  return %y, %m0, %r, %m : f32, f32, f32, vector<8xf32>
}

// -----

// An op whose lanes a user computed on all lanes reads is computed on all
// of them (the user would read them spread out by a shuffle): the add's
// lanes 0-3 are observed, through the multiply's shuffle, and by the
// subtraction, whose lanes (0, 1 and 3) are no region.
// CHECK-LABEL: func.func @user_kept
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK: arith.subf %{{.*}}, %{{.*}} : vector<8xf32>
func.func @user_kept(%v: vector<8xf32>) -> (vector<4xf32>, f32, f32, f32) {
  %a = arith.addf %v, %v : vector<8xf32>
  %lo = vector.shuffle %a, %a [0, 1, 2, 3] : vector<8xf32>, vector<8xf32>
  %s = arith.subf %a, %v : vector<8xf32>
  %s0 = vector.extract %s[0] : f32 from vector<8xf32>
  %s1 = vector.extract %s[1] : f32 from vector<8xf32>
  %s3 = vector.extract %s[3] : f32 from vector<8xf32>
  return %lo, %s0, %s1, %s3 : vector<4xf32>, f32, f32, f32
}

// -----

// Compares make predicates, which GenX shuffles as bytes: not narrowed.
// CHECK-LABEL: func.func @predicates
// CHECK: arith.cmpf olt, %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<8xi1>, vector<8xf32>
func.func @predicates(%v: vector<8xf32>, %w: vector<8xf32>) -> f32 {
  %c = arith.cmpf olt, %v, %w : vector<8xf32>
  %s = arith.select %c, %v, %w : vector<8xi1>, vector<8xf32>
  %e = vector.extract %s[3] : f32 from vector<8xf32>
  return %e : f32
}

// -----

// A scatter whose enabled lanes store to consecutive elements in another
// order than theirs: a store of the lanes in element order (3, 1, 0).
// CHECK-LABEL: func.func @scatter_reordered
// CHECK-SAME: (%[[V:.*]]: vector<4xi32>, %[[M:.*]]: memref<?xi32>, %[[I:.*]]: index, %[[X:.*]]: i32)
// CHECK: %[[X64:.*]] = arith.index_cast %[[X]] : i32 to index
// CHECK: %[[A:.*]] = arith.addi %[[I]], %[[X64]] : index
// CHECK: %[[B:.*]] = arith.addi %[[A]], %c2 : index
// CHECK: %[[L:.*]] = vector.shuffle %[[V]], %[[V]] [3, 1, 0] : vector<4xi32>, vector<4xi32>
// CHECK: vector.store %[[L]], %[[M]][%[[B]]] : memref<?xi32>, vector<3xi32>
func.func @scatter_reordered(%v: vector<4xi32>, %m: memref<?xi32>, %i: index, %x: i32) {
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %offsets = arith.constant dense<[4, 3, 9, 2]> : vector<4xi32>
  %b = vector.broadcast %x : i32 to vector<4xi32>
  %idx = arith.addi %offsets, %b : vector<4xi32>
  vector.scatter %m[%i] [%idx], %mask, %v : memref<?xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>
  return
}

// -----

// Scatters that stay: two enabled lanes to one element, a gap between the
// elements, indices no broadcast plus constant, a mask that is not a
// constant, a 2-D memref, a memref whose elements are 2 apart.
// CHECK-LABEL: func.func @scatters_kept
// CHECK-COUNT-6: vector.scatter
// CHECK-NOT: vector.store
func.func @scatters_kept(%v: vector<4xi32>, %m: memref<?xi32>, %m2: memref<4x4xi32>, %i: index, %iv: vector<4xindex>, %k: vector<4xi1>, %ms: memref<?xi32, strided<[2]>>) {
  %all = arith.constant dense<true> : vector<4xi1>
  %same = arith.constant dense<[0, 1, 1, 2]> : vector<4xindex>
  vector.scatter %m[%i] [%same], %all, %v : memref<?xi32>, vector<4xindex>, vector<4xi1>, vector<4xi32>
  %gap = arith.constant dense<[0, 1, 3, 4]> : vector<4xindex>
  vector.scatter %m[%i] [%gap], %all, %v : memref<?xi32>, vector<4xindex>, vector<4xi1>, vector<4xi32>
  vector.scatter %m[%i] [%iv], %all, %v : memref<?xi32>, vector<4xindex>, vector<4xi1>, vector<4xi32>
  %step = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  vector.scatter %m[%i] [%step], %k, %v : memref<?xi32>, vector<4xindex>, vector<4xi1>, vector<4xi32>
  vector.scatter %m2[%i, %i] [%step], %all, %v : memref<4x4xi32>, vector<4xindex>, vector<4xi1>, vector<4xi32>
  vector.scatter %ms[%i] [%step], %all, %v : memref<?xi32, strided<[2]>>, vector<4xindex>, vector<4xi1>, vector<4xi32>
  return
}

// -----

// A gather whose enabled lanes read each element of [x + 5, x + 6], two
// lanes the same, one lane disabled: a load of the 2 elements, shuffled to
// the lanes, the pass-through selected where the mask disables them.
// CHECK-LABEL: func.func @gather_range
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[X:.*]]: index, %[[P:.*]]: vector<4xf32>)
// CHECK-DAG: %[[MASK:.*]] = arith.constant dense<[true, true, false, true]> : vector<4xi1>
// CHECK: %[[B:.*]] = arith.addi %[[X]], %c5 : index
// CHECK: %[[R:.*]] = vector.load %[[M]][%[[B]]] : memref<?xf32>, vector<2xf32>
// CHECK: %[[S:.*]] = vector.shuffle %[[R]], %[[R]] [1, 0, -1, 0] : vector<2xf32>, vector<2xf32>
// CHECK: %[[SEL:.*]] = arith.select %[[MASK]], %[[S]], %[[P]] : vector<4xi1>, vector<4xf32>
// CHECK: return %[[SEL]]
func.func @gather_range(%m: memref<?xf32>, %x: index, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %offsets = arith.constant dense<[6, 5, 100, 5]> : vector<4xindex>
  %b = vector.broadcast %x : index to vector<4xindex>
  %idx = arith.addi %b, %offsets : vector<4xindex>
  %g = vector.gather %m[%c0] [%idx], %mask, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %g : vector<4xf32>
}

// -----

// A gather that stays: an element of the range no lane reads.
// CHECK-LABEL: func.func @gather_kept
// CHECK: vector.gather
// CHECK-NOT: vector.load
func.func @gather_kept(%m: memref<?xf32>, %x: index, %pass: vector<4xf32>) -> vector<4xf32> {
  %all = arith.constant dense<true> : vector<4xi1>
  %hole = arith.constant dense<[0, 1, 3, 3]> : vector<4xindex>
  %g = vector.gather %m[%x] [%hole], %all, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %g : vector<4xf32>
}

// -----

// A shuffle of two vectors of different lengths of which 4 lanes are
// observed is computed on those lanes from its own operands (it once read
// its own result before it was defined: a crash in the fold after).
// CHECK-LABEL: func.func @uneven_shuffle
// CHECK-SAME: (%[[A:.*]]: vector<8xi64>, %[[B:.*]]: vector<2xi64>, %[[C:.*]]: vector<8xi64>)
// CHECK: %[[S:.*]] = vector.shuffle %[[A]], %[[B]] [0, 1, 8, 3] : vector<8xi64>, vector<2xi64>
// CHECK: %[[C4:.*]] = vector.shuffle %[[C]], %[[C]] [0, 1, 2, 3] : vector<8xi64>, vector<8xi64>
// CHECK: %[[SUM:.*]] = arith.addi %[[S]], %[[C4]] : vector<4xi64>
// CHECK: return %[[SUM]]
func.func @uneven_shuffle(%a: vector<8xi64>, %b: vector<2xi64>, %c: vector<8xi64>) -> vector<4xi64> {
  %s = vector.shuffle %a, %b [0, 1, 8, 3, 4, 5, 9, 7] : vector<8xi64>, vector<2xi64>
  %t = arith.addi %s, %c : vector<8xi64>
  %u = vector.extract_strided_slice %t {offsets = [0], sizes = [4], strides = [1]} : vector<8xi64> to vector<4xi64>
  return %u : vector<4xi64>
}
