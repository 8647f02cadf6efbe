// RUN: %genx-opt %s -split-input-file -p 'builtin.module(gpu.module(genx-legalize-regions{device=tgllp}))' | FileCheck %s
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(gpu.module(genx-legalize-regions))' | FileCheck %s --check-prefixes=CHECK,TARGET
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(gpu.module(genx-legalize-regions{device=dg2}))' | FileCheck %s --check-prefix=DG2
// RUN: not %genx-opt %s -split-input-file -p 'builtin.module(gpu.module(genx-legalize-regions{device=gen99}))' 2>&1 | FileCheck %s --check-prefix=BADDEVICE

// BADDEVICE: genx-legalize-regions: unknown device 'gen99' (use an ocloc device name such as dg2)

// On XeLP (and for no particular device) a 2-D read of i64 becomes a 1-D
// read per row: rows start vstride elements (4 x 8 bytes) apart and fill
// consecutive elements of the result.
// CHECK-LABEL: llvm.func @rows_i64
// CHECK-SAME: (%[[V:.*]]: vector<16xi64>)
// CHECK-DAG: %[[O0:.*]] = llvm.mlir.constant(8 : i16) : i16
// CHECK-DAG: %[[O1:.*]] = llvm.mlir.constant(40 : i16) : i16
// CHECK-DAG: %[[W1:.*]] = llvm.mlir.constant(16 : i16) : i16
// CHECK-DAG: %[[Z:.*]] = llvm.mlir.constant(0 : i16) : i16
// CHECK-DAG: %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
// CHECK-DAG: %[[U:.*]] = llvm.mlir.undef : vector<4xi64>
// CHECK: %[[R0:.*]] = genx.rdregion %[[V]][%[[O0]]] <0, 2, 1> parent_width 0 : vector<16xi64>, i16 -> vector<2xi64>
// CHECK: %[[A:.*]] = genx.wrregion %[[R0]] into %[[U]][%[[Z]]] <0, 2, 1> parent_width 0 mask %[[TRUE]]
// CHECK: %[[R1:.*]] = genx.rdregion %[[V]][%[[O1]]] <0, 2, 1> parent_width 0 : vector<16xi64>, i16 -> vector<2xi64>
// CHECK: %[[B:.*]] = genx.wrregion %[[R1]] into %[[A]][%[[W1]]] <0, 2, 1> parent_width 0 mask %[[TRUE]]
// CHECK: llvm.add %[[B]], %[[B]] : vector<4xi64>
// DG2-LABEL: llvm.func @rows_i64
// DG2: genx.rdregion %{{.*}} <4, 2, 1> parent_width 0 : vector<16xi64>, i16 -> vector<4xi64>
// DG2-NOT: genx.wrregion
gpu.module @m {
  llvm.func @rows_i64(%v: vector<16xi64>) -> vector<4xi64> {
    %off = llvm.mlir.constant(8 : i16) : i16
    %r = genx.rdregion %v[%off] <4, 2, 1> parent_width 0 : vector<16xi64>, i16 -> vector<4xi64>
    %s = llvm.add %r, %r : vector<4xi64>
    llvm.return %s : vector<4xi64>
  }
}

// -----

// A dynamic offset: the rows' offsets are added to it; strides within a
// row are kept. f64 and pointers are 64-bit elements too.
// CHECK-LABEL: llvm.func @rows_dynamic_f64
// CHECK-SAME: (%[[V:.*]]: vector<16xf64>, %[[OFF:.*]]: i16)
// CHECK-DAG: %[[D:.*]] = llvm.mlir.constant(64 : i16) : i16
// CHECK: genx.rdregion %[[V]][%[[OFF]]] <0, 3, 2> parent_width 0 : vector<16xf64>, i16 -> vector<3xf64>
// CHECK: genx.wrregion
// CHECK: %[[O1:.*]] = llvm.add %[[OFF]], %[[D]] : i16
// CHECK: genx.rdregion %[[V]][%[[O1]]] <0, 3, 2> parent_width 0 : vector<16xf64>, i16 -> vector<3xf64>
// CHECK: genx.wrregion
// DG2-LABEL: llvm.func @rows_dynamic_f64
// DG2-NOT: genx.wrregion
gpu.module @m {
  llvm.func @rows_dynamic_f64(%v: vector<16xf64>, %off: i16) -> vector<6xf64> {
    %r = genx.rdregion %v[%off] <8, 3, 2> parent_width 0 : vector<16xf64>, i16 -> vector<6xf64>
    llvm.return %r : vector<6xf64>
  }
}

// -----

// 1-D regions of 64-bit elements (one row, or rows of one element) and 2-D
// regions of narrower elements compile: unchanged.
// CHECK-LABEL: llvm.func @unchanged
// CHECK-NOT: genx.wrregion
// CHECK: genx.rdregion %{{.*}} <0, 8, 2> parent_width 0 : vector<16xi64>, i16 -> vector<8xi64>
// CHECK-NOT: genx.wrregion
// CHECK: genx.rdregion %{{.*}} <2, 1, 0> parent_width 0 : vector<16xi64>, i16 -> vector<8xi64>
// CHECK-NOT: genx.wrregion
// CHECK: genx.rdregion %{{.*}} <4, 2, 1> parent_width 0 : vector<16xi32>, i16 -> vector<8xi32>
// CHECK-NOT: genx.wrregion
// CHECK: llvm.return
gpu.module @m {
  llvm.func @unchanged(%v: vector<16xi64>, %w: vector<16xi32>) -> !llvm.struct<(vector<8xi64>, vector<8xi32>)> {
    %off = llvm.mlir.constant(0 : i16) : i16
    %a = genx.rdregion %v[%off] <0, 8, 2> parent_width 0 : vector<16xi64>, i16 -> vector<8xi64>
    %b = genx.rdregion %v[%off] <2, 1, 0> parent_width 0 : vector<16xi64>, i16 -> vector<8xi64>
    %c = llvm.add %a, %b : vector<8xi64>
    %d = genx.rdregion %w[%off] <4, 2, 1> parent_width 0 : vector<16xi32>, i16 -> vector<8xi32>
    %u = llvm.mlir.undef : !llvm.struct<(vector<8xi64>, vector<8xi32>)>
    %s0 = llvm.insertvalue %c, %u[0] : !llvm.struct<(vector<8xi64>, vector<8xi32>)>
    %s1 = llvm.insertvalue %d, %s0[1] : !llvm.struct<(vector<8xi64>, vector<8xi32>)>
    llvm.return %s1 : !llvm.struct<(vector<8xi64>, vector<8xi32>)>
  }
}

// -----

// Without the option the device is the gpu.module's target.
// TARGET-LABEL: llvm.func @from_target
// TARGET-NOT: genx.wrregion
// TARGET: genx.rdregion %{{.*}} <4, 2, 1>
// TARGET-NOT: genx.wrregion
// TARGET: llvm.return
// DG2-LABEL: llvm.func @from_target
gpu.module @m [#genx.target<"dg2">] {
  llvm.func @from_target(%v: vector<16xi64>) -> vector<4xi64> {
    %off = llvm.mlir.constant(0 : i16) : i16
    %r = genx.rdregion %v[%off] <4, 2, 1> parent_width 0 : vector<16xi64>, i16 -> vector<4xi64>
    llvm.return %r : vector<4xi64>
  }
}
