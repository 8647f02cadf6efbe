// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(genx-bound-memref-sizes)' | FileCheck %s
// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(genx-bound-memref-sizes,genx-bound-memref-sizes)' | FileCheck %s
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(genx-bound-memref-sizes{memory=svm})' | FileCheck %s --check-prefix=SVM
// RUN: not %genx-opt %s -split-input-file -p 'builtin.module(genx-bound-memref-sizes{memory=flat})' 2>&1 | FileCheck %s --check-prefix=BAD

// A dynamic size of a buffer of 4-byte elements is below 2^30; a size of
// 2-byte elements below 2^31; a static size needs no bound. Running the
// pass again adds nothing. `auto` is recorded as the surface it resolves to.
// CHECK: module attributes {genx.memory = "surface"}
// CHECK-LABEL: func.func @sizes
// CHECK-DAG: %[[DIM4:.*]] = memref.dim %arg0, %c0
// CHECK-DAG: %[[DIM2:.*]] = memref.dim %arg1, %c1
// CHECK-DAG: %[[MASK4:.*]] = arith.constant 1073741823 : index
// CHECK-DAG: %[[MASK2:.*]] = arith.constant 2147483647 : index
// CHECK-DAG: %[[B4:.*]] = arith.andi %[[DIM4]], %[[MASK4]] : index
// CHECK-DAG: %[[B2:.*]] = arith.andi %[[DIM2]], %[[MASK2]] : index
// CHECK: arith.addi %[[B4]], %[[B2]]
// CHECK-NOT: arith.andi
// CHECK: return
// SVM-LABEL: func.func @sizes
// SVM-NOT: arith.andi
// BAD: error: genx-bound-memref-sizes: memory must be svm, surface or auto, not 'flat'
func.func @sizes(%a: memref<?xf32>, %b: memref<8x?xf16>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %m = memref.dim %b, %c1 : memref<8x?xf16>
  %s = memref.dim %b, %c0 : memref<8x?xf16>
  %t = arith.addi %n, %m : index
  %u = arith.addi %t, %s : index
  return %u : index
}

// -----

// A 64-bit atomic on global memory makes `auto` choose SVM, with no bound.
// CHECK-LABEL: func.func @svm_atomic
// CHECK-NOT: arith.andi
func.func @svm_atomic(%a: memref<?xi64, #gpu.address_space<global>>, %v: i64) -> index {
  %c0 = arith.constant 0 : index
  %n = memref.dim %a, %c0 : memref<?xi64, #gpu.address_space<global>>
  %old = memref.atomic_rmw addi %v, %a[%c0] : (i64, memref<?xi64, #gpu.address_space<global>>) -> i64
  return %n : index
}

// -----

// A layout that may repeat elements (a dynamic stride) bounds nothing.
// CHECK-LABEL: func.func @strided
// CHECK-NOT: arith.andi
func.func @strided(%a: memref<?xf32, strided<[?], offset: ?>>) -> index {
  %c0 = arith.constant 0 : index
  %n = memref.dim %a, %c0 : memref<?xf32, strided<[?], offset: ?>>
  return %n : index
}

// -----

// A loop whose every trip accesses a buffer at its induction variable runs
// below that buffer's size: its upper bound (a kernel argument) is clamped
// to [0, 2^30 - 1]. The bound already known needs no clamp.
// CHECK-LABEL: func.func @accessed
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[N:.*]]: index, %{{.*}}: index)
// CHECK: %[[LOW:.*]] = arith.maxsi %[[N]], %c0{{.*}} : index
// CHECK: %[[HIGH:.*]] = arith.minsi %[[LOW]], %c1073741823{{.*}} : index
// CHECK: scf.for %{{.*}} = %c0 to %[[HIGH]] step %c1
// CHECK: scf.for %{{.*}} = %c0 to %c100 step %c1
// A lower bound that may be negative starts at 0 (a trip below 0 accesses
// out of bounds).
// CHECK: %[[FROM:.*]] = arith.maxsi %[[LO:.*]], %c0{{.*}} : index
// CHECK: scf.for %{{.*}} = %[[FROM]] to %c100 step %c1
func.func @accessed(%a: memref<?xf32>, %n: index, %lo: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %f, %a[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %c100 step %c1 {
    memref.store %f, %a[%i] : memref<?xf32>
  }
  scf.for %i = %lo to %c100 step %c1 {
    memref.store %f, %a[%i] : memref<?xf32>
  }
  return
}

// -----

// An access under a condition, or at another index, bounds nothing.
// CHECK-LABEL: func.func @not_every_trip
// CHECK-NOT: arith.minsi
// CHECK: return
func.func @not_every_trip(%a: memref<?xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      memref.store %f, %a[%i] : memref<?xf32>
    }
    %j = arith.addi %i, %n : index
    memref.store %f, %a[%j] : memref<?xf32>
  }
  return
}
