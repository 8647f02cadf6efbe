// Round trip of the refined genx ops: custom form, generic form, bytecode.
// RUN: %genx-opt %s | %genx-opt | FileCheck %s
// RUN: %genx-opt %s --mlir-print-op-generic | %genx-opt | FileCheck %s
// RUN: %genx-opt %s --emit-bytecode | %genx-opt | FileCheck %s

// CHECK-LABEL: llvm.func @regions
llvm.func @regions(%v: vector<32xi32>, %f: vector<16xf32>, %off: i16,
                   %offs: vector<2xi16>, %m: vector<4xi1>) {
  // CHECK: genx.rdregion %{{.*}}[%{{.*}}] <8, 4, 1> parent_width 0 : vector<32xi32>, i16 -> vector<8xi32>
  %r0 = genx.rdregion %v[%off] <8, 4, 1> parent_width 0 : vector<32xi32>, i16 -> vector<8xi32>
  // CHECK: genx.rdregion %{{.*}}[%{{.*}}] <0, 4, 2> parent_width 16 : vector<32xi32>, vector<2xi16> -> vector<8xi32>
  %r1 = genx.rdregion %v[%offs] <0, 4, 2> parent_width 16 : vector<32xi32>, vector<2xi16> -> vector<8xi32>
  // CHECK: genx.rdregion %{{.*}}[%{{.*}}] <0, 1, 0> parent_width 0 : vector<16xf32>, i16 -> f32
  %s = genx.rdregion %f[%off] <0, 1, 0> parent_width 0 : vector<16xf32>, i16 -> f32
  %true = llvm.mlir.constant(true) : i1
  // CHECK: genx.wrregion %{{.*}} into %{{.*}}[%{{.*}}] <0, 8, 1> parent_width 0 mask %{{.*}} : vector<8xi32>, vector<32xi32>, i16, i1
  %w0 = genx.wrregion %r0 into %v[%off] <0, 8, 1> parent_width 0 mask %true : vector<8xi32>, vector<32xi32>, i16, i1
  %sub = genx.rdregion %f[%off] <0, 4, 1> parent_width 0 : vector<16xf32>, i16 -> vector<4xf32>
  // CHECK: genx.wrregion %{{.*}} into %{{.*}}[%{{.*}}] <0, 4, 1> parent_width 0 mask %{{.*}} : vector<4xf32>, vector<16xf32>, i16, vector<4xi1>
  %w1 = genx.wrregion %sub into %f[%off] <0, 4, 1> parent_width 0 mask %m : vector<4xf32>, vector<16xf32>, i16, vector<4xi1>
  llvm.return
}

// What GenX producers emit beyond the reference, as IGC 1.0.12504 compiles it.
// CHECK-LABEL: llvm.func @regions_as_produced
llvm.func @regions_as_produced(%v: vector<32xi32>, %x: i32, %bf: vector<16xbf16>, %off: i16) {
  // parent_width left out (undef in LLVM IR): no promise.
  // CHECK: genx.rdregion %{{.*}}[%{{.*}}] <8, 4, 1> : vector<32xi32>, i16 -> vector<8xi32>
  %r = genx.rdregion %v[%off] <8, 4, 1> : vector<32xi32>, i16 -> vector<8xi32>
  // Width 0 with vstride 0: one row holding the whole region.
  // CHECK: genx.rdregion %{{.*}}[%{{.*}}] <0, 0, 1> parent_width 0 : vector<32xi32>, i16 -> vector<8xi32>
  %z = genx.rdregion %v[%off] <0, 0, 1> parent_width 0 : vector<32xi32>, i16 -> vector<8xi32>
  // CHECK: genx.rdregion %{{.*}}[%{{.*}}] <0, 8, 1> : vector<16xbf16>, i16 -> vector<8xbf16>
  %b = genx.rdregion %bf[%off] <0, 8, 1> : vector<16xbf16>, i16 -> vector<8xbf16>
  %false = llvm.mlir.constant(false) : i1
  // CHECK: genx.wrregion %{{.*}} into %{{.*}}[%{{.*}}] <0, 8, 1> mask %{{.*}} : vector<8xi32>, vector<32xi32>, i16, i1
  %w = genx.wrregion %r into %v[%off] <0, 8, 1> mask %false : vector<8xi32>, vector<32xi32>, i16, i1
  // A scalar destination: a one-element region.
  %true = llvm.mlir.constant(true) : i1
  // CHECK: genx.wrregion %{{.*}} into %{{.*}}[%{{.*}}] <1, 1, 0> parent_width 1 mask %{{.*}} : i32, i32, i16, i1
  %s = genx.wrregion %x into %x[%off] <1, 1, 0> parent_width 1 mask %true : i32, i32, i16, i1
  // A last row shorter than the width (8 elements in rows of 7, which
  // IGC's legalization splits), and a scalar written in rows of 8.
  // CHECK: genx.rdregion %{{.*}}[%{{.*}}] <7, 7, 1> : vector<32xi32>, i16 -> vector<8xi32>
  %p = genx.rdregion %v[%off] <7, 7, 1> : vector<32xi32>, i16 -> vector<8xi32>
  // CHECK: genx.wrregion %{{.*}} into %{{.*}}[%{{.*}}] <0, 8, 1> mask %{{.*}} : i32, vector<32xi32>, i16, i1
  %q = genx.wrregion %x into %v[%off] <0, 8, 1> mask %true : i32, vector<32xi32>, i16, i1
  llvm.return
}

// Vectors of pointers, which IGC's passes move by regions and predefined
// registers; 64-bit carries, which IGC splits.
// CHECK-LABEL: llvm.func @pointers_and_wide_carries
llvm.func @pointers_and_wide_carries(%p: !llvm.ptr<1>, %vp: vector<16x!llvm.ptr<1>>, %off: i16, %a: vector<4xi64>) {
  %true = llvm.mlir.constant(true) : i1
  // CHECK: genx.wrregion %{{.*}} into %{{.*}}[%{{.*}}] <0, 1, 0> mask %{{.*}} : !llvm.ptr<1>, vector<16x!llvm.ptr<1>>, i16, i1
  %w = genx.wrregion %p into %vp[%off] <0, 1, 0> mask %true : !llvm.ptr<1>, vector<16x!llvm.ptr<1>>, i16, i1
  // CHECK: genx.rdregion %{{.*}}[%{{.*}}] <0, 1, 1> : vector<16x!llvm.ptr<1>>, i16 -> !llvm.ptr<1>
  %r = genx.rdregion %w[%off] <0, 1, 1> : vector<16x!llvm.ptr<1>>, i16 -> !llvm.ptr<1>
  // CHECK: genx.addc %{{.*}}, %{{.*}} : (vector<4xi64>, vector<4xi64>) -> (vector<4xi64>, vector<4xi64>)
  %c:2 = genx.addc %a, %a : (vector<4xi64>, vector<4xi64>) -> (vector<4xi64>, vector<4xi64>)
  llvm.return
}

// CHECK-LABEL: llvm.func @arithmetic
llvm.func @arithmetic(%a: vector<8xi32>, %b: vector<8xi32>, %x: vector<8xf32>, %s: i16) {
  // CHECK: genx.sat %{{.*}} : vector<8xf32>
  %0 = genx.sat %x : vector<8xf32>
  // CHECK: genx.ssadd.sat %{{.*}}, %{{.*}} : vector<8xi32> -> vector<8xi16>
  %1 = genx.ssadd.sat %a, %b : vector<8xi32> -> vector<8xi16>
  // CHECK: genx.suadd.sat %{{.*}}, %{{.*}} : vector<8xi32> -> vector<8xi8>
  %2 = genx.suadd.sat %a, %b : vector<8xi32> -> vector<8xi8>
  // CHECK: genx.usadd.sat %{{.*}}, %{{.*}} : vector<8xi32> -> vector<8xi32>
  %3 = genx.usadd.sat %a, %b : vector<8xi32> -> vector<8xi32>
  // CHECK: genx.uuadd.sat %{{.*}}, %{{.*}} : i16 -> i8
  %4 = genx.uuadd.sat %s, %s : i16 -> i8
  // CHECK: genx.smin %{{.*}}, %{{.*}} : vector<8xi32> -> vector<8xi32>
  %5 = genx.smin %a, %b : vector<8xi32> -> vector<8xi32>
  // CHECK: genx.smax %{{.*}}, %{{.*}} : vector<8xi32> -> vector<8xi16>
  %6 = genx.smax %a, %b : vector<8xi32> -> vector<8xi16>
  // CHECK: genx.umin %{{.*}}, %{{.*}} : vector<8xi32> -> vector<8xi32>
  %7 = genx.umin %a, %b : vector<8xi32> -> vector<8xi32>
  // CHECK: genx.umax %{{.*}}, %{{.*}} : vector<8xi32> -> vector<8xi32>
  %8 = genx.umax %a, %b : vector<8xi32> -> vector<8xi32>
  // CHECK: genx.fmin %{{.*}}, %{{.*}} : vector<8xf32> -> vector<8xf32>
  %9 = genx.fmin %x, %x : vector<8xf32> -> vector<8xf32>
  // CHECK: genx.fmax %{{.*}}, %{{.*}} : vector<8xf32> -> vector<8xf16>
  %10 = genx.fmax %x, %x : vector<8xf32> -> vector<8xf16>
  llvm.return
}

// CHECK-LABEL: llvm.func @ids_and_sync
llvm.func @ids_and_sync() {
  // CHECK: genx.group.id.x : i32
  %0 = genx.group.id.x : i32
  // CHECK: genx.group.id.y : i32
  %1 = genx.group.id.y : i32
  // CHECK: genx.group.id.z : i32
  %2 = genx.group.id.z : i32
  // CHECK: genx.local.id : vector<3xi32>
  %3 = genx.local.id : vector<3xi32>
  // CHECK: genx.barrier
  genx.barrier
  llvm.return
}

// CHECK-LABEL: llvm.func @memory
llvm.func @memory(%surface: i32, %offset: i32, %addr: i64, %addr32: i32) {
  // CHECK: genx.oword.ld %{{.*}}[%{{.*}}] modified 0 : vector<4xi32>
  %0 = genx.oword.ld %surface[%offset] modified 0 : vector<4xi32>
  // CHECK: genx.oword.ld %{{.*}}[%{{.*}}] modified 1 : vector<32xf32>
  %1 = genx.oword.ld %surface[%offset] modified 1 : vector<32xf32>
  // CHECK: genx.oword.st %{{.*}}, %{{.*}}[%{{.*}}] : vector<4xi32>
  genx.oword.st %0, %surface[%offset] : vector<4xi32>
  // Less than one oword, as IGC also compiles it.
  // CHECK: genx.oword.ld %{{.*}}[%{{.*}}] modified 0 : vector<1xi16>
  %4 = genx.oword.ld %surface[%offset] modified 0 : vector<1xi16>
  // CHECK: genx.oword.st %{{.*}}, %{{.*}}[%{{.*}}] : vector<1xi16>
  genx.oword.st %4, %surface[%offset] : vector<1xi16>
  // CHECK: genx.oword.st %{{.*}}, %{{.*}}[%{{.*}}] : vector<8xi1>
  %mask = llvm.mlir.constant(dense<true> : vector<8xi1>) : vector<8xi1>
  genx.oword.st %mask, %surface[%offset] : vector<8xi1>
  // CHECK: genx.svm.block.ld %{{.*}} : i64 -> vector<16xf32>
  %2 = genx.svm.block.ld %addr : i64 -> vector<16xf32>
  // CHECK: genx.svm.block.ld %{{.*}} : i32 -> vector<8xi16>
  %3 = genx.svm.block.ld %addr32 : i32 -> vector<8xi16>
  // CHECK: genx.svm.block.st %{{.*}}, %{{.*}} : vector<16xf32>, i64
  genx.svm.block.st %2, %addr : vector<16xf32>, i64
  llvm.return
}
