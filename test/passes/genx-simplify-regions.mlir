// RUN: %genx-opt %s -p 'builtin.module(genx-simplify-regions)' -split-input-file | FileCheck %s
// The same folds run under the stock canonicalizer.
// RUN: %genx-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: llvm.func @identity_read
// CHECK-SAME: (%[[V:.*]]: vector<16xi32>)
// CHECK-NOT: genx.rdregion
// CHECK: llvm.return %[[V]]
llvm.func @identity_read(%v: vector<16xi32>) -> vector<16xi32> {
  %o = llvm.mlir.constant(0 : i16) : i16
  %r = genx.rdregion %v[%o] <8, 8, 1> parent_width 0 : vector<16xi32>, i16 -> vector<16xi32>
  llvm.return %r : vector<16xi32>
}

// -----

// A full-width read that permutes (evens, then odds) is not the identity.
// CHECK-LABEL: llvm.func @not_identity
// CHECK: genx.rdregion %{{.*}} <1, 8, 2>
llvm.func @not_identity(%v: vector<16xi32>) -> vector<16xi32> {
  %o = llvm.mlir.constant(0 : i16) : i16
  %r = genx.rdregion %v[%o] <1, 8, 2> parent_width 0 : vector<16xi32>, i16 -> vector<16xi32>
  llvm.return %r : vector<16xi32>
}

// -----

// Inner: elements 9, 11, ..., 23. Outer: its elements 0, 1, 4, 5, that is
// 9, 11, 17, 19 = start 9 (36 bytes), rows of 2 with stride 2, vstride 8.
// CHECK-LABEL: llvm.func @compose
// CHECK-SAME: (%[[V:.*]]: vector<32xf32>)
// CHECK: %[[O:.*]] = llvm.mlir.constant(36 : i16) : i16
// CHECK: %[[R:.*]] = genx.rdregion %[[V]][%[[O]]] <8, 2, 2> parent_width 0 : vector<32xf32>, i16 -> vector<4xf32>
// CHECK-NOT: genx.rdregion
// CHECK: llvm.return %[[R]]
llvm.func @compose(%v: vector<32xf32>) -> vector<4xf32> {
  %o1 = llvm.mlir.constant(36 : i16) : i16
  %inner = genx.rdregion %v[%o1] <0, 8, 2> parent_width 0 : vector<32xf32>, i16 -> vector<8xf32>
  %o2 = llvm.mlir.constant(0 : i16) : i16
  %outer = genx.rdregion %inner[%o2] <4, 2, 1> parent_width 0 : vector<8xf32>, i16 -> vector<4xf32>
  llvm.return %outer : vector<4xf32>
}

// -----

// Inner: elements 0, 1, 4, 5; outer: its first three, 0, 1, 4, which no
// region produces: both reads stay.
// CHECK-LABEL: llvm.func @compose_not_representable
// CHECK: genx.rdregion %{{.*}} <4, 2, 1>
// CHECK: genx.rdregion %{{.*}} <0, 3, 1>
llvm.func @compose_not_representable(%v: vector<16xi32>) -> vector<3xi32> {
  %o = llvm.mlir.constant(0 : i16) : i16
  %inner = genx.rdregion %v[%o] <4, 2, 1> parent_width 0 : vector<16xi32>, i16 -> vector<4xi32>
  %outer = genx.rdregion %inner[%o] <0, 3, 1> parent_width 0 : vector<4xi32>, i16 -> vector<3xi32>
  llvm.return %outer : vector<3xi32>
}

// -----

// A variable offset blocks composition.
// CHECK-LABEL: llvm.func @compose_variable_offset
// CHECK: genx.rdregion
// CHECK: genx.rdregion
llvm.func @compose_variable_offset(%v: vector<16xi32>, %o: i16) -> vector<4xi32> {
  %inner = genx.rdregion %v[%o] <0, 8, 1> parent_width 0 : vector<16xi32>, i16 -> vector<8xi32>
  %c = llvm.mlir.constant(0 : i16) : i16
  %outer = genx.rdregion %inner[%c] <0, 4, 2> parent_width 0 : vector<8xi32>, i16 -> vector<4xi32>
  llvm.return %outer : vector<4xi32>
}

// -----

// Writing back the region just read is a no-op, whatever the offset.
// CHECK-LABEL: llvm.func @write_of_read
// CHECK-SAME: (%[[V:.*]]: vector<16xi32>, %{{.*}}: i16)
// CHECK-NOT: genx.wrregion
// CHECK: llvm.return %[[V]]
llvm.func @write_of_read(%v: vector<16xi32>, %o: i16) -> vector<16xi32> {
  %r = genx.rdregion %v[%o] <0, 4, 1> parent_width 0 : vector<16xi32>, i16 -> vector<4xi32>
  %t = llvm.mlir.constant(true) : i1
  %w = genx.wrregion %r into %v[%o] <0, 4, 1> parent_width 0 mask %t : vector<4xi32>, vector<16xi32>, i16, i1
  llvm.return %w : vector<16xi32>
}

// -----

// Writing it elsewhere is not.
// CHECK-LABEL: llvm.func @write_of_read_elsewhere
// CHECK: genx.wrregion
llvm.func @write_of_read_elsewhere(%v: vector<16xi32>, %o: i16, %p: i16) -> vector<16xi32> {
  %r = genx.rdregion %v[%o] <0, 4, 1> parent_width 0 : vector<16xi32>, i16 -> vector<4xi32>
  %t = llvm.mlir.constant(true) : i1
  %w = genx.wrregion %r into %v[%p] <0, 4, 1> parent_width 0 mask %t : vector<4xi32>, vector<16xi32>, i16, i1
  llvm.return %w : vector<16xi32>
}

// -----

// An unconditional write of the whole vector is its source.
// CHECK-LABEL: llvm.func @full_overwrite
// CHECK-SAME: (%{{.*}}: vector<8xf16>, %[[N:.*]]: vector<8xf16>)
// CHECK-NOT: genx.wrregion
// CHECK: llvm.return %[[N]]
llvm.func @full_overwrite(%v: vector<8xf16>, %n: vector<8xf16>) -> vector<8xf16> {
  %o = llvm.mlir.constant(0 : i16) : i16
  %t = llvm.mlir.constant(true) : i1
  %w = genx.wrregion %n into %v[%o] <0, 8, 1> parent_width 0 mask %t : vector<8xf16>, vector<8xf16>, i16, i1
  llvm.return %w : vector<8xf16>
}

// -----

// A predicated full write keeps the old elements where the mask is off.
// CHECK-LABEL: llvm.func @predicated_overwrite
// CHECK: genx.wrregion
llvm.func @predicated_overwrite(%v: vector<8xf16>, %n: vector<8xf16>, %m: vector<8xi1>) -> vector<8xf16> {
  %o = llvm.mlir.constant(0 : i16) : i16
  %w = genx.wrregion %n into %v[%o] <0, 8, 1> parent_width 0 mask %m : vector<8xf16>, vector<8xf16>, i16, vector<8xi1>
  llvm.return %w : vector<8xf16>
}
