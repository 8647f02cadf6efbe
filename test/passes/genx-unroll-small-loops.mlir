// RUN: %genx-opt %s -split-input-file -p 'builtin.module(func.func(genx-unroll-small-loops))' | FileCheck %s
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(func.func(genx-unroll-small-loops{max-trip-count=2}))' | FileCheck %s --check-prefix=TWO
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(func.func(genx-unroll-small-loops{max-ops=100}))' | FileCheck %s --check-prefix=BUDGET
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(func.func(genx-unroll-small-loops{max-guarded-trips=1}))' | FileCheck %s --check-prefix=ONE

// The levels of a tree: three iterations, each with its constant distance.
// CHECK-LABEL: func.func @levels
// CHECK-NOT: scf.for
// CHECK-COUNT-3: arith.shrui
// CHECK-NOT: arith.shrui
// TWO-LABEL: func.func @levels
// TWO: scf.for
func.func @levels(%m: memref<8xf32>, %half: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %level = %c0 to %c3 step %c1 {
    %s = arith.shrui %half, %level : index
    %v = memref.load %m[%s] : memref<8xf32>
    memref.store %v, %m[%c0] : memref<8xf32>
  }
  return
}

// -----

// Results carried from one copy to the next.
// CHECK-LABEL: func.func @carried
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-NOT: scf.for
// CHECK: %[[A:.*]] = arith.addf %[[X]], %[[X]] : f32
// CHECK: %[[B:.*]] = arith.addf %[[A]], %[[A]] : f32
// CHECK: return %[[B]]
func.func @carried(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %x) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// Loops with many iterations or a trip count known only at run time stay
// loops; so does one whose copies would exceed the budget (4 x 42 ops: over
// max-ops=100, within the default 512).
// CHECK-LABEL: func.func @kept
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NOT: scf.for
// CHECK: return
// BUDGET-LABEL: func.func @kept
// BUDGET-COUNT-3: scf.for
func.func @kept(%m: memref<?xf32>, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %a0 = arith.addf %x, %x : f32
    %a1 = arith.addf %a0, %x : f32
    %a2 = arith.addf %a1, %x : f32
    %a3 = arith.addf %a2, %x : f32
    %a4 = arith.addf %a3, %x : f32
    %a5 = arith.addf %a4, %x : f32
    %a6 = arith.addf %a5, %x : f32
    %a7 = arith.addf %a6, %x : f32
    %a8 = arith.addf %a7, %x : f32
    %a9 = arith.addf %a8, %x : f32
    %a10 = arith.addf %a9, %x : f32
    %a11 = arith.addf %a10, %x : f32
    %a12 = arith.addf %a11, %x : f32
    %a13 = arith.addf %a12, %x : f32
    %a14 = arith.addf %a13, %x : f32
    %a15 = arith.addf %a14, %x : f32
    %a16 = arith.addf %a15, %x : f32
    %a17 = arith.addf %a16, %x : f32
    %a18 = arith.addf %a17, %x : f32
    %a19 = arith.addf %a18, %x : f32
    %a20 = arith.addf %a19, %x : f32
    %a21 = arith.addf %a20, %x : f32
    %a22 = arith.addf %a21, %x : f32
    %a23 = arith.addf %a22, %x : f32
    %a24 = arith.addf %a23, %x : f32
    %a25 = arith.addf %a24, %x : f32
    %a26 = arith.addf %a25, %x : f32
    %a27 = arith.addf %a26, %x : f32
    %a28 = arith.addf %a27, %x : f32
    %a29 = arith.addf %a28, %x : f32
    %a30 = arith.addf %a29, %x : f32
    %a31 = arith.addf %a30, %x : f32
    %a32 = arith.addf %a31, %x : f32
    %a33 = arith.addf %a32, %x : f32
    %a34 = arith.addf %a33, %x : f32
    %a35 = arith.addf %a34, %x : f32
    %a36 = arith.addf %a35, %x : f32
    %a37 = arith.addf %a36, %x : f32
    %a38 = arith.addf %a37, %x : f32
    %a39 = arith.addf %a38, %x : f32
    memref.store %a39, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// Operations on f64 (emulated in integer code) count 32 each: 4 copies of
// 5 of them exceed the budget; the same loop on f32 is unrolled.
// CHECK-LABEL: func.func @weighted
// CHECK: scf.for
// CHECK-NOT: scf.for
// CHECK: return
func.func @weighted(%m: memref<4xf64>, %n: memref<4xf32>, %x: f64, %y: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %a = arith.addf %x, %x : f64
    %b = arith.mulf %a, %x : f64
    %c = arith.subf %b, %x : f64
    %d = arith.divf %c, %x : f64
    memref.store %d, %m[%i] : memref<4xf64>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %a = arith.addf %y, %y : f32
    %b = arith.mulf %a, %y : f32
    %c = arith.subf %b, %y : f32
    %d = arith.divf %c, %y : f32
    memref.store %d, %n[%i] : memref<4xf32>
  }
  return
}

// -----

// A cooperative load of a tile: each of 256 work items from its own position
// by 256 to 324, at most two trips by the ids' ranges: two copies in turn,
// each under a test of its induction variable.
// CHECK-LABEL: func.func @cooperative
// CHECK-NOT: scf.for
// CHECK: %[[L:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: %[[GO0:.*]] = arith.cmpi slt, %[[L]], %{{.*}} : index
// CHECK: scf.if %[[GO0]] {
// CHECK: memref.load %{{.*}}[%[[L]]]
// CHECK: %[[I1:.*]] = arith.addi %[[L]], %{{.*}} : index
// CHECK: %[[GO1:.*]] = arith.cmpi slt, %[[I1]], %{{.*}} : index
// CHECK: scf.if %[[GO1]] {
// CHECK: memref.load %{{.*}}[%[[I1]]]
// CHECK-NOT: scf.if
// With at most one guarded trip allowed, the loop stays.
// ONE-LABEL: func.func @cooperative
// ONE: scf.for
func.func @cooperative(%src: memref<324xf32>, %dst: memref<324xf32>) {
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %c324 = arith.constant 324 : index
  %tx = gpu.thread_id x upper_bound 16
  %ty = gpu.thread_id y upper_bound 16
  %row = arith.muli %ty, %c16 : index
  %l = arith.addi %row, %tx : index
  scf.for %i = %l to %c324 step %c256 {
    %v = memref.load %src[%i] : memref<324xf32>
    memref.store %v, %dst[%i] : memref<324xf32>
  }
  return
}

// -----

// Values carried through bounded trips (two: from below 32 to 64 by 32): a
// trip that does not run yields what it was given.
// CHECK-LABEL: func.func @bounded_sum
// CHECK-SAME: (%[[M:.*]]: memref<64xf32>)
// CHECK-NOT: scf.for
// CHECK: %[[S0:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK: %[[V:.*]] = memref.load %[[M]]
// CHECK: %[[A:.*]] = arith.addf %{{.*}}, %[[V]] : f32
// CHECK: scf.yield %[[A]] : f32
// CHECK: } else {
// CHECK: scf.yield %{{.*}} : f32
// CHECK: %[[S1:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK: arith.addf %[[S0]], %{{.*}} : f32
// CHECK: } else {
// CHECK: scf.yield %[[S0]] : f32
// CHECK-NOT: scf.if
// CHECK: memref.store %[[S1]], %[[M]]
func.func @bounded_sum(%m: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %tx = gpu.thread_id x upper_bound 32
  %s = scf.for %i = %tx to %c64 step %c32 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %m[%i] : memref<64xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  memref.store %s, %m[%c0] : memref<64xf32>
  return
}

// -----

// Not unrolled: a bound of any size, more trips than the default allows,
// and a barrier, which a guard would put under a condition.
// CHECK-LABEL: func.func @unbounded
// CHECK-COUNT-3: scf.for
func.func @unbounded(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  %tx = gpu.thread_id x upper_bound 64
  scf.for %i = %tx to %n step %c64 {
    memref.store %zero, %m[%i] : memref<?xf32>
  }
  %t8 = gpu.thread_id y upper_bound 8
  scf.for %i = %t8 to %c64 step %c8 {
    memref.store %zero, %m[%i] : memref<?xf32>
  }
  scf.for %i = %tx to %c256 step %c64 {
    gpu.barrier
    memref.store %zero, %m[%i] : memref<?xf32>
  }
  return
}
