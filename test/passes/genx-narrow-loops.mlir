// RUN: %genx-opt %s -split-input-file -p 'builtin.module(func.func(genx-narrow-loops))' | FileCheck %s

// A loop over a bounded memref size runs on i32; its body sees the
// induction variable as an index, and the carried values stay.
// CHECK-LABEL: func.func @bounded
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>)
// CHECK: %[[N:.*]] = arith.andi
// CHECK-DAG: %[[LOW:.*]] = arith.index_cast %c0{{.*}} : index to i32
// CHECK-DAG: %[[HIGH:.*]] = arith.index_cast %[[N]] : index to i32
// CHECK-DAG: %[[STEP:.*]] = arith.index_cast %c1{{.*}} : index to i32
// CHECK: %[[SUM:.*]] = scf.for %[[I:.*]] = %[[LOW]] to %[[HIGH]] step %[[STEP]] iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) : i32 {
// CHECK:   %[[INDEX:.*]] = arith.index_cast %[[I]] : i32 to index
// CHECK:   memref.load %[[A]][%[[INDEX]]]
// CHECK: return %[[SUM]]
func.func @bounded(%a: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %mask = arith.constant 1073741823 : index
  %zero = arith.constant 0.0 : f32
  %dim = memref.dim %a, %c0 : memref<?xf32>
  %n = arith.andi %dim, %mask : index
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %a[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %sum : f32
}

// -----

// An unbounded upper bound stays 64-bit; so does a bound within 2^31
// whose last increment may pass 2^31 from a lower bound that may be far
// below zero.
// CHECK-LABEL: func.func @unbounded
// CHECK-COUNT-2: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NOT: : i32 {
// CHECK: return
func.func @unbounded(%a: memref<?xf32>, %n: index, %low: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %half = arith.constant 2147483647 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %f, %a[%i] : memref<?xf32>
  }
  %b = arith.andi %k, %half : index
  scf.for %i = %low to %b step %c2 {
    memref.store %f, %a[%i] : memref<?xf32>
  }
  return
}

// -----

// From a lower bound of at least 0, a bound below 2^31 whose last
// increment may pass 2^31 counts unsigned on i32: an i32 kernel argument
// (which may be negative, so clamped to 0 first, where the signed loop runs
// no trip either), or a masked index with a step of 2.
// CHECK-LABEL: func.func @unsigned_counter
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[N:.*]]: i32, %[[K:.*]]: index)
// CHECK: %[[UPPER:.*]] = arith.index_cast %[[N]] : i32 to index
// CHECK: %[[NONNEG:.*]] = arith.maxsi %[[UPPER]], %[[C0:.*]] : index
// CHECK: %[[UPPER32:.*]] = arith.index_cast %[[NONNEG]] : index to i32
// CHECK: scf.for unsigned %[[J:.*]] = %{{.*}} to %[[UPPER32]] step %{{.*}} : i32 {
// CHECK:   %[[INDEX:.*]] = arith.index_castui %[[J]] : i32 to index
// CHECK:   vector.transfer_read %[[A]][%[[INDEX]]]
// CHECK: %[[M:.*]] = arith.andi %[[K]], %c2147483647
// CHECK-NOT: arith.maxsi
// CHECK: scf.for unsigned %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
func.func @unsigned_counter(%a: memref<?xf32>, %n: i32, %k: index) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %half = arith.constant 2147483647 : index
  %f = arith.constant 0.0 : f32
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %upper = arith.index_cast %n : i32 to index
  %sum = scf.for %j = %c0 to %upper step %c16 iter_args(%acc = %zero) -> (vector<16xf32>) {
    %v = vector.transfer_read %a[%j], %f : memref<?xf32>, vector<16xf32>
    %s = arith.addf %acc, %v : vector<16xf32>
    scf.yield %s : vector<16xf32>
  }
  %m = arith.andi %k, %half : index
  scf.for %i = %c0 to %m step %c2 {
    memref.store %f, %a[%i] : memref<?xf32>
  }
  return %sum : vector<16xf32>
}

// -----

// A bound below 2^31 with a step of 1 fits (2-byte elements), unsigned
// comparison stays unsigned, and a lower bound or step that may be larger
// than the bound is clamped: to the bound, and to the bound's largest
// value when the lower bound is not negative.
// CHECK-LABEL: func.func @clamped
// CHECK-SAME: (%[[A:.*]]: memref<?xf16>, %[[K:.*]]: index, %[[LOW:.*]]: index, %[[STEP:.*]]: index)
// CHECK: %[[M:.*]] = arith.andi %[[K]], %c2147483647
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} : i32
// CHECK: %[[B:.*]] = arith.andi %[[K]], %c1073741823
// CHECK: scf.for unsigned %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} : i32
// CHECK: %[[ULOW:.*]] = arith.andi %[[LOW]], %c4294967295
// CHECK: %[[POS:.*]] = arith.maxsi %[[STEP]], %c1
// CHECK: %[[FIRST:.*]] = arith.minsi %[[ULOW]], %[[B]] : index
// CHECK: %[[BY:.*]] = arith.minsi %[[POS]], %c1073741823{{.*}} : index
// CHECK: %[[FIRST32:.*]] = arith.index_cast %[[FIRST]] : index to i32
// CHECK: %[[B32:.*]] = arith.index_cast %[[B]] : index to i32
// CHECK: %[[BY32:.*]] = arith.index_cast %[[BY]] : index to i32
// CHECK: scf.for %{{.*}} = %[[FIRST32]] to %[[B32]] step %[[BY32]] : i32
func.func @clamped(%a: memref<?xf16>, %k: index, %low: index, %step: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant 2147483647 : index
  %mask = arith.constant 1073741823 : index
  %ids = arith.constant 4294967295 : index
  %f = arith.constant 1.0 : f16
  %m = arith.andi %k, %half : index
  scf.for %i = %c0 to %m step %c1 {
    memref.store %f, %a[%i] : memref<?xf16>
  }
  %b = arith.andi %k, %mask : index
  scf.for unsigned %i = %c0 to %b step %c1 {
    memref.store %f, %a[%i] : memref<?xf16>
  }
  %first = arith.andi %low, %ids : index
  %stepPositive = arith.maxsi %step, %c1 : index
  scf.for %i = %first to %b step %stepPositive {
    memref.store %f, %a[%i] : memref<?xf16>
  }
  return
}

// -----

// Loops over i32 are left alone. A step of unknown range is positive, as
// scf.for requires: from 0 it is clamped to the bound's largest value.
// CHECK-LABEL: func.func @left
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
// CHECK: %[[BY:.*]] = arith.minsi %{{.*}}, %c1073741823{{.*}} : index
// CHECK: %[[BY32:.*]] = arith.index_cast %[[BY]] : index to i32
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[BY32]] : i32 {
func.func @left(%a: memref<?xf32>, %n: i32, %step: index) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i0 = arith.constant 0 : index
  %mask = arith.constant 1073741823 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %j = arith.index_cast %i : i32 to index
    memref.store %f, %a[%j] : memref<?xf32>
  }
  %dim = memref.dim %a, %i0 : memref<?xf32>
  %b = arith.andi %dim, %mask : index
  scf.for %i = %i0 to %b step %step {
    memref.store %f, %a[%i] : memref<?xf32>
  }
  return
}

// -----

// What other passes marked a loop with stays on the narrowed loop (the
// loop over the lanes of an atomic update of packed work items).
// CHECK-LABEL: func.func @marked
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
// CHECK: } {genx.lane_atomics}
func.func @marked(%m: memref<64xi32>, %v: vector<32xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.for %l = %c0 to %c32 step %c1 {
    %x = vector.extract %v[%l] : i32 from vector<32xi32>
    %t = memref.atomic_rmw addi %x, %m[%l] : (i32, memref<64xi32>) -> i32
  } {genx.lane_atomics}
  return
}
