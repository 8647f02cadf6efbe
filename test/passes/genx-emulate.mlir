// RUN: %genx-opt %s -p 'builtin.module(genx-emulate)' -split-input-file -verify-diagnostics | FileCheck %s

// A constant region picks its elements; saturation widens, clamps and
// truncates.
// CHECK-LABEL: func.func @lowering
// CHECK-NOT: genx.
// CHECK: vector.extract %{{.*}}[1] : i32 from vector<16xi32>
// CHECK: vector.extract %{{.*}}[3] : i32 from vector<16xi32>
// CHECK: vector.extract %{{.*}}[5] : i32 from vector<16xi32>
// CHECK: vector.extract %{{.*}}[7] : i32 from vector<16xi32>
// CHECK: vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: arith.extsi %{{.*}} : vector<4xi8> to vector<4xi{{[0-9]+}}>
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.trunci %{{.*}} : vector<4xi{{[0-9]+}}> to vector<4xi8>
func.func @lowering(%v: vector<16xi32>, %a: vector<4xi8>) -> (vector<4xi32>, vector<4xi8>) {
  %o = arith.constant 4 : i16
  %r = genx.rdregion %v[%o] <0, 4, 2> parent_width 0 : vector<16xi32>, i16 -> vector<4xi32>
  %s = genx.ssadd.sat %a, %a : vector<4xi8> -> vector<4xi8>
  return %r, %s : vector<4xi32>, vector<4xi8>
}

// -----

// Ids read the dispatch globals, created on first use.
// CHECK: memref.global "public" @__genx_group_id : memref<3xi32> = dense<0>
// CHECK-LABEL: func.func @ids
// CHECK: %[[G:.*]] = memref.get_global @__genx_group_id : memref<3xi32>
// CHECK: memref.load %[[G]][%{{.*}}] : memref<3xi32>
// SVM addresses are host addresses.
// CHECK: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK: llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> vector<4xi32>
func.func @ids(%addr: i64) -> (i32, vector<4xi32>) {
  %g = genx.group.id.y : i32
  %v = genx.svm.block.ld %addr : i64 -> vector<4xi32>
  return %g, %v : i32, vector<4xi32>
}

// -----

// What has no emulation is an error naming the op, never dropped.
func.func @not_emulable(%a: vector<8xi32>, %s: i32) -> vector<8xi32> {
  // expected-error @+1 {{'genx.dpasw' has no host emulation (genx-emulate)}}
  %0 = genx.dpasw %a, %a, %a {info = 0} : (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  // expected-error @+1 {{'genx.media.ld' has no host emulation (genx-emulate)}}
  %1 = genx.media.ld %s, %s, %s {modifier = 0, plane = 0, block_width = 32} : (i32, i32, i32) -> vector<8xi32>
  return %0 : vector<8xi32>
}
