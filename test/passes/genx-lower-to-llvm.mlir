// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(gpu.module(genx-lower-to-llvm))' | FileCheck %s --check-prefixes=CHECK,I64
// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(gpu.module(genx-lower-to-llvm{index-bitwidth=64}))' | FileCheck %s --check-prefixes=CHECK,I64
// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(gpu.module(genx-lower-to-llvm{index-bitwidth=32}))' | FileCheck %s --check-prefixes=CHECK,I32
// RUN: not %genx-opt %s -split-input-file -p 'builtin.module(gpu.module(genx-lower-to-llvm{index-bitwidth=16}))' 2>&1 | FileCheck %s --check-prefix=WIDTH

// The option is checked, with the value named and the location of the op
// the pass runs on (one error per gpu.module).
// WIDTH: genx-lower-to-llvm.mlir:[[@LINE+14]]:1: error: genx-lower-to-llvm: index-bitwidth must be 32 or 64, not 16
// WIDTH: genx-lower-to-llvm.mlir:[[@LINE+76]]:1: error: genx-lower-to-llvm: index-bitwidth must be 32 or 64, not 16

// func, cf, arith, math, vector, ub inside a gpu.module (where the upstream
// module passes cannot run) become the LLVM dialect; index is i64 or i32;
// genx ops stay, with their converted operands; a private helper becomes an
// internal llvm.func (GenX subroutines must be internal), a public function
// keeps external linkage.

// CHECK-LABEL: gpu.module @m
// CHECK: llvm.func internal @helper(%[[X:.*]]: f32, %[[V:.*]]: vector<8xf32>) -> f32
// CHECK: %[[R:.*]] = "llvm.intr.vector.reduce.fadd"(%[[X]], %[[V]])
// CHECK: %[[F:.*]] = llvm.intr.fma(%[[X]], %[[X]], %[[R]]) : (f32, f32, f32) -> f32
// CHECK: llvm.return %[[F]] : f32
gpu.module @m {
  func.func private @helper(%x: f32, %v: vector<8xf32>) -> f32 {
    %r = vector.reduction <add>, %v, %x : vector<8xf32> into f32
    %m = math.fma %x, %x, %r : f32
    return %m : f32
  }
  // I64: llvm.func @f(%[[A:.*]]: i64, %[[V:.*]]: vector<8xf32>, %[[X:.*]]: f32) -> !llvm.struct<(i64, f32, vector<4xi64>, vector<8xi32>, f32)> {
  // I32: llvm.func @f(%[[A:.*]]: i32, %[[V:.*]]: vector<8xf32>, %[[X:.*]]: f32) -> !llvm.struct<(i32, f32, vector<4xi32>, vector<8xi32>, f32)> {
  // I64-DAG: %[[STEP:.*]] = llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xindex>) : vector<4xi64>
  // I32-DAG: %[[STEP:.*]] = llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xindex>) : vector<4xi32>
  // CHECK-DAG: %[[POISON:.*]] = llvm.mlir.poison : vector<8xi32>
  // I64-DAG: %[[C4:.*]] = llvm.mlir.constant(4 : index) : i64
  // I32-DAG: %[[C4:.*]] = llvm.mlir.constant(4 : index) : i32
  // I64: %[[MUL:.*]] = llvm.mul %[[A]], %[[C4]] : i64
  // I32: %[[MUL:.*]] = llvm.mul %[[A]], %[[C4]] : i32
  // CHECK: %[[G:.*]] = genx.group.id.x : i32
  // I64: %[[GI:.*]] = llvm.sext %[[G]] : i32 to i64
  // I64: %[[ADD:.*]] = llvm.add %[[MUL]], %[[GI]] : i64
  // I32-NOT: llvm.sext
  // I32: %[[ADD:.*]] = llvm.add %[[MUL]], %[[G]] : i32
  // I64: %[[OFF:.*]] = llvm.trunc %[[ADD]] : i64 to i16
  // I32: %[[OFF:.*]] = llvm.trunc %[[ADD]] : i32 to i16
  // CHECK: %[[E:.*]] = genx.rdregion %[[V]][%[[OFF]]] <0, 1, 1> parent_width 0 : vector<8xf32>, i16 -> f32
  // CHECK: %[[H:.*]] = llvm.call @helper(%[[X]], %[[V]]) : (f32, vector<8xf32>) -> f32
  // CHECK: llvm.cond_br %{{.*}}, ^[[BB1:.*]], ^[[BB1]]
  // CHECK: ^[[BB1]]:
  // CHECK: llvm.insertvalue %[[ADD]], %{{.*}}[0]
  // CHECK: llvm.insertvalue %[[H]], %{{.*}}[1]
  // CHECK: llvm.insertvalue %[[STEP]], %{{.*}}[2]
  // CHECK: llvm.insertvalue %[[POISON]], %{{.*}}[3]
  // CHECK: llvm.insertvalue %[[E]], %{{.*}}[4]
  // CHECK: llvm.return
  // CHECK-NOT: unrealized_conversion_cast
  func.func @f(%a: index, %v: vector<8xf32>, %x: f32) -> (index, f32, vector<4xindex>, vector<8xi32>, f32) {
    %c4 = arith.constant 4 : index
    %0 = arith.muli %a, %c4 : index
    %g = genx.group.id.x : i32
    %gi = arith.index_cast %g : i32 to index
    %1 = arith.addi %0, %gi : index
    %off = arith.index_cast %1 : index to i16
    %e = genx.rdregion %v[%off] <0, 1, 1> parent_width 0 : vector<8xf32>, i16 -> f32
    %s = vector.step : vector<4xindex>
    %p = ub.poison : vector<8xi32>
    %h = func.call @helper(%x, %v) : (f32, vector<8xf32>) -> f32
    %cond = arith.cmpf olt, %h, %x : f32
    cf.cond_br %cond, ^bb1, ^bb1
  ^bb1:
    return %1, %h, %s, %p, %e : index, f32, vector<4xindex>, vector<8xi32>, f32
  }
}

// -----

// A kernel (genx.kernel) keeps its attribute and external linkage; a block
// argument carried around a loop changes type with index.
// CHECK-LABEL: gpu.module @kernels
// I64: llvm.func @k(%[[N:.*]]: i64) attributes {genx.kernel = #genx.kernel<>}
// I32: llvm.func @k(%[[N:.*]]: i32) attributes {genx.kernel = #genx.kernel<>}
// I64: llvm.br ^[[HEAD:.*]](%{{.*}} : i64)
// I32: llvm.br ^[[HEAD:.*]](%{{.*}} : i32)
// I64: ^[[HEAD]](%[[I:.*]]: i64):
// I32: ^[[HEAD]](%[[I:.*]]: i32):
// CHECK: llvm.icmp "slt" %[[I]], %[[N]]
gpu.module @kernels {
  func.func @k(%n: index) attributes {genx.kernel = #genx.kernel<>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^head(%c0 : index)
  ^head(%i: index):
    %lt = arith.cmpi slt, %i, %n : index
    cf.cond_br %lt, ^body, ^exit
  ^body:
    %next = arith.addi %i, %c1 : index
    cf.br ^head(%next : index)
  ^exit:
    return
  }
}

// -----

// Floor and ceiling divisions (which arith-to-llvm has no lowering for, and
// which memref lowering makes from collapse_shape indices) become plain
// divisions and selects, on index and on vectors.
// CHECK-LABEL: llvm.func @floor_ceil
// CHECK-NOT: arith.
// CHECK: llvm.sdiv
// CHECK: llvm.select
// CHECK: llvm.udiv
gpu.module @kernels {
  func.func @floor_ceil(%a: index, %b: index, %v: vector<8xi32>, %w: vector<8xi32>) -> (index, vector<8xi32>, vector<8xi32>) {
    %0 = arith.floordivsi %a, %b : index
    %1 = arith.ceildivsi %v, %w : vector<8xi32>
    %2 = arith.ceildivui %v, %w : vector<8xi32>
    return %0, %1, %2 : index, vector<8xi32>, vector<8xi32>
  }
}

// -----

// No scalar bf16 (IGC cannot compile one): a bf16 element taken out as its
// bits is taken out of the vector's bits, and bits put in as a bf16 are put
// into the vector's bits.
// CHECK-LABEL: llvm.func @bf16_scalar
// CHECK-SAME: (%[[V:.*]]: vector<4xbf16>)
// CHECK: %[[BITS:.*]] = llvm.bitcast %[[V]] : vector<4xbf16> to vector<4xi16>
// CHECK: %[[E:.*]] = llvm.extractelement %[[BITS]][%{{.*}} : {{.*}}] : vector<4xi16>
// CHECK: %[[S:.*]] = llvm.add %[[E]], %[[E]] : i16
// CHECK: %[[BITS2:.*]] = llvm.bitcast %[[V]] : vector<4xbf16> to vector<4xi16>
// CHECK: %[[I:.*]] = llvm.insertelement %[[S]], %[[BITS2]][%{{.*}} : {{.*}}] : vector<4xi16>
// CHECK: %[[R:.*]] = llvm.bitcast %[[I]] : vector<4xi16> to vector<4xbf16>
// CHECK: llvm.return %[[R]]
// CHECK-NOT: : bf16
gpu.module @m {
  func.func @bf16_scalar(%v: vector<4xbf16>) -> vector<4xbf16> {
    %e = vector.extract %v[1] : bf16 from vector<4xbf16>
    %b = arith.bitcast %e : bf16 to i16
    %b2 = arith.addi %b, %b : i16
    %e2 = arith.bitcast %b2 : i16 to bf16
    %r = vector.insert %e2, %v[2] : bf16 into vector<4xbf16>
    return %r : vector<4xbf16>
  }
}
