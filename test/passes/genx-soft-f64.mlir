// genx-soft-f64: every f64 becomes an i64 of the same bits; arithmetic
// becomes integer code (its results are checked bit for bit against the CPU
// in soft-f64-exec.test). Here: the structure, and the errors.
// RUN: %genx-opt %s -p 'builtin.module(genx-soft-f64)' | FileCheck %s --implicit-check-not=f64 --implicit-check-not=arith.addf --implicit-check-not=arith.mulf
// RUN: %genx-opt %s -p 'builtin.module(genx-soft-f64{filter-attr=soft})' | FileCheck %s --check-prefix=FILTER
// RUN: %genx-opt %S/Inputs/soft-f64-errors.mlir -p 'builtin.module(genx-soft-f64)' -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Arithmetic: integer code only; division and square root loop over
// partial results (the same steps in every lane), fmod until no lane has
// bits left.
// CHECK-LABEL: func.func @arith(
// CHECK-SAME: %{{.*}}: i64, %{{.*}}: vector<4xi64>) -> (i64, vector<4xi64>, vector<4xi64>, vector<4xi64>)
// CHECK: math.ctlz %{{.*}} : i32
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (vector<4xi64>, vector<4xi64>)
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (vector<4xi64>, vector<4xi64>, vector<4xi64>, vector<4xi64>)
// CHECK: scf.while {{.*}} : (vector<4xi32>, vector<4xi64>) -> (vector<4xi32>, vector<4xi64>)
// CHECK: vector.reduction <or>, %{{.*}} : vector<4xi1> into i1
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i64, vector<4xi64>, vector<4xi64>, vector<4xi64>
func.func @arith(%a: f64, %v: vector<4xf64>) -> (f64, vector<4xf64>, vector<4xf64>, vector<4xf64>) {
  %s = arith.addf %a, %a : f64
  %m = arith.mulf %s, %a : f64
  %b = vector.broadcast %m : f64 to vector<4xf64>
  %d = arith.divf %b, %v : vector<4xf64>
  %q = math.sqrt %d : vector<4xf64>
  %r = arith.remf %q, %v : vector<4xf64>
  return %m, %d, %q, %r : f64, vector<4xf64>, vector<4xf64>, vector<4xf64>
}

// Comparisons and classification: integer compares on the bits.
// CHECK-LABEL: func.func @compare(
// CHECK-SAME: %{{.*}}: vector<4xi64>, %{{.*}}: vector<4xi64>) -> (vector<4xi1>, vector<4xi1>)
// CHECK: arith.cmpi slt
// CHECK: return %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xi1>
func.func @compare(%a: vector<4xf64>, %b: vector<4xf64>) -> (vector<4xi1>, vector<4xi1>) attributes {soft} {
  %lt = arith.cmpf ult, %a, %b : vector<4xf64>
  %n = math.isnan %a : vector<4xf64>
  return %lt, %n : vector<4xi1>, vector<4xi1>
}

// Constants are their bits; arith.bitcast disappears.
// CHECK-LABEL: func.func @constants(
// CHECK-SAME: %[[X:.*]]: i64) -> (i64, vector<2xi64>, i64)
// CHECK-DAG: %[[C:.*]] = arith.constant 4609434218613702656 : i64
// CHECK-DAG: %[[D:.*]] = arith.constant dense<[-9223372036854775808, 9218868437227405312]> : vector<2xi64>
// CHECK: return %[[C]], %[[D]], %[[X]] : i64, vector<2xi64>, i64
func.func @constants(%x: i64) -> (f64, vector<2xf64>, i64) {
  %c = arith.constant 1.5 : f64
  %d = arith.constant dense<[-0.0, 0x7FF0000000000000]> : vector<2xf64>
  %f = arith.bitcast %x : i64 to f64
  %i = arith.bitcast %f : f64 to i64
  return %c, %d, %i : f64, vector<2xf64>, i64
}

// Conversions: narrow formats through their integer bits.
// CHECK-LABEL: func.func @conversions(
// CHECK-SAME: %{{.*}}: f32, %{{.*}}: i32, %{{.*}}: i64) -> (f16, i64, i8, i64)
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.extsi %{{.*}} : i32 to i64
// CHECK: arith.trunci %{{.*}} : i64 to i16
// CHECK: arith.bitcast %{{.*}} : i16 to f16
// CHECK: arith.trunci %{{.*}} : i64 to i8
func.func @conversions(%f: f32, %i: i32, %x: f64) -> (f16, f64, i8, f64) {
  %e = arith.extf %f : f32 to f64
  %s = arith.sitofp %i : i32 to f64
  %h = arith.truncf %x : f64 to f16
  %t = arith.fptoui %x : f64 to i8
  %sum = arith.addf %e, %s : f64
  return %h, %sum, %t, %e : f16, f64, i8, f64
}

// Reductions: element after element, in upstream's order.
// CHECK-LABEL: func.func @reduction(
// CHECK-SAME: %[[V:.*]]: vector<4xi64>, %[[ACC:.*]]: i64) -> i64
// CHECK: vector.extract %[[V]][0] : i64 from vector<4xi64>
// CHECK: vector.extract %[[V]][1] : i64 from vector<4xi64>
// CHECK: vector.extract %[[V]][2] : i64 from vector<4xi64>
// CHECK: vector.extract %[[V]][3] : i64 from vector<4xi64>
func.func @reduction(%v: vector<4xf64>, %acc: f64) -> f64 {
  %r = vector.reduction <add>, %v, %acc : vector<4xf64> into f64
  return %r : f64
}

// Bit moves keep their op with i64 types.
// CHECK-LABEL: func.func @moves(
// CHECK-SAME: %[[M:.*]]: memref<16xi64>, %[[V:.*]]: vector<4xi64>, %[[C:.*]]: vector<4xi1>, %{{.*}}: index) -> vector<4xi64>
// CHECK: vector.load %[[M]][%{{.*}}] : memref<16xi64>, vector<4xi64>
// CHECK: vector.maskedload %[[M]][%{{.*}}], %[[C]], %{{.*}} : memref<16xi64>, vector<4xi1>, vector<4xi64> into vector<4xi64>
// CHECK: vector.gather %[[M]][%{{.*}}] [%{{.*}}], %[[C]], %{{.*}} : memref<16xi64>, vector<4xindex>, vector<4xi1>, vector<4xi64> into vector<4xi64>
// CHECK: vector.transfer_read %[[M]][%{{.*}}], %{{.*}} {in_bounds = [true]} : memref<16xi64>, vector<4xi64>
// CHECK: vector.scatter %[[M]][%{{.*}}] [%{{.*}}], %[[C]], %{{.*}} : memref<16xi64>, vector<4xindex>, vector<4xi1>, vector<4xi64>
// CHECK: vector.transfer_write %{{.*}}, %[[M]][%{{.*}}] {in_bounds = [true]} : vector<4xi64>, memref<16xi64>
// CHECK: memref.load %[[M]][%{{.*}}] : memref<16xi64>
// CHECK: memref.subview %[[M]][4] [8] [1] : memref<16xi64> to memref<8xi64, strided<[1], offset: 4>>
// CHECK: memref.alloca() : memref<4x2xi64>
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 5, 2, 7] : vector<4xi64>, vector<4xi64>
// CHECK: vector.broadcast %{{.*}} : i64 to vector<4xi64>
// CHECK: vector.insert %{{.*}}, %{{.*}} [1] : i64 into vector<4xi64>
// CHECK: vector.extract_strided_slice %{{.*}} {offsets = [1], sizes = [2], strides = [1]} : vector<4xi64> to vector<2xi64>
// CHECK: vector.insert_strided_slice %{{.*}}, %{{.*}} {offsets = [2], strides = [1]} : vector<2xi64> into vector<4xi64>
// CHECK: vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK: vector.shape_cast %{{.*}} : vector<4xi64> to vector<2x2xi64>
// CHECK: vector.bitcast %{{.*}} : vector<2x2xi64> to vector<2x4xi32>
// CHECK: arith.select %[[C]], %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xi64>
// CHECK: memref.store %{{.*}}, %[[M]][%{{.*}}] : memref<16xi64>
// CHECK: vector.store %{{.*}}, %[[M]][%{{.*}}] : memref<16xi64>, vector<4xi64>
func.func @moves(%m: memref<16xf64>, %v: vector<4xf64>, %c: vector<4xi1>, %i: index) -> vector<4xf64> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f64
  %idx = arith.constant dense<[1, 3, 5, 7]> : vector<4xindex>
  %l = vector.load %m[%i] : memref<16xf64>, vector<4xf64>
  %ml = vector.maskedload %m[%c0], %c, %v : memref<16xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  %g = vector.gather %m[%c0][%idx], %c, %v : memref<16xf64>, vector<4xindex>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  %t = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<16xf64>, vector<4xf64>
  vector.scatter %m[%c0][%idx], %c, %g : memref<16xf64>, vector<4xindex>, vector<4xi1>, vector<4xf64>
  vector.transfer_write %t, %m[%c0] {in_bounds = [true]} : vector<4xf64>, memref<16xf64>
  %s = memref.load %m[%i] : memref<16xf64>
  %sub = memref.subview %m[4] [8] [1] : memref<16xf64> to memref<8xf64, strided<[1], offset: 4>>
  %s2 = memref.load %sub[%i] : memref<8xf64, strided<[1], offset: 4>>
  %a = memref.alloca() : memref<4x2xf64>
  memref.store %s2, %a[%c0, %c0] : memref<4x2xf64>
  %sh = vector.shuffle %l, %ml [0, 5, 2, 7] : vector<4xf64>, vector<4xf64>
  %b = vector.broadcast %s : f64 to vector<4xf64>
  %ins = vector.insert %s2, %b[1] : f64 into vector<4xf64>
  %e = vector.extract %sh[3] : f64 from vector<4xf64>
  %sl = vector.extract_strided_slice %t {offsets = [1], sizes = [2], strides = [1]} : vector<4xf64> to vector<2xf64>
  %is = vector.insert_strided_slice %sl, %ins {offsets = [2], strides = [1]} : vector<2xf64> into vector<4xf64>
  %fe = vector.from_elements %e, %s, %s2, %e : vector<4xf64>
  %sc = vector.shape_cast %fe : vector<4xf64> to vector<2x2xf64>
  %bc = vector.bitcast %sc : vector<2x2xf64> to vector<2x4xi32>
  %bc2 = vector.bitcast %bc : vector<2x4xi32> to vector<2x2xf64>
  %back = vector.shape_cast %bc2 : vector<2x2xf64> to vector<4xf64>
  %sel = arith.select %c, %is, %back : vector<4xi1>, vector<4xf64>
  memref.store %e, %m[%c0] : memref<16xf64>
  vector.store %sel, %m[%c0] : memref<16xf64>, vector<4xf64>
  return %sel : vector<4xf64>
}

// Math functions under afn: in f32, between an emulated truncf and extf.
// CHECK-LABEL: func.func @approximate(
// CHECK-SAME: %{{.*}}: vector<4xi64>) -> vector<4xi64>
// CHECK: arith.bitcast %{{.*}} : vector<4xi32> to vector<4xf32>
// CHECK: math.exp %{{.*}} fastmath<afn> : vector<4xf32>
// CHECK: arith.bitcast %{{.*}} : vector<4xf32> to vector<4xi32>
func.func @approximate(%x: vector<4xf64>) -> vector<4xf64> {
  %y = math.exp %x fastmath<afn> : vector<4xf64>
  return %y : vector<4xf64>
}

// Remainders of narrower floats: exact in f64, so emulated like it.
// CHECK-LABEL: func.func @narrow_remainder(
// CHECK-SAME: %{{.*}}: vector<4xf32>, %{{.*}}: vector<4xf32>) -> vector<4xf32>
// CHECK-NOT: arith.remf
// CHECK: arith.bitcast %{{.*}} : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: return
func.func @narrow_remainder(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = arith.remf %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}

// Wider f64 vectors, and widths that are not powers of two, are computed in
// pieces of a power of two up to 8 lanes.
// CHECK-LABEL: func.func @wide(
// CHECK-SAME: %[[A:.*]]: vector<16xi64>, %[[B:.*]]: vector<6xi64>) -> (vector<16xi64>, vector<6xi64>)
// CHECK: vector.extract_strided_slice %[[A]] {offsets = [0], sizes = [8], strides = [1]} : vector<16xi64> to vector<8xi64>
// CHECK: vector.insert_strided_slice %{{.*}}, %{{.*}} {offsets = [0], strides = [1]} : vector<8xi64> into vector<16xi64>
// CHECK: vector.extract_strided_slice %[[A]] {offsets = [8], sizes = [8], strides = [1]} : vector<16xi64> to vector<8xi64>
// CHECK: %[[R:.*]] = vector.insert_strided_slice %{{.*}}, %{{.*}} {offsets = [8], strides = [1]} : vector<8xi64> into vector<16xi64>
// CHECK: vector.extract_strided_slice %[[B]] {offsets = [0], sizes = [2], strides = [1]} : vector<6xi64> to vector<2xi64>
// CHECK: vector.extract_strided_slice %[[B]] {offsets = [2], sizes = [2], strides = [1]} : vector<6xi64> to vector<2xi64>
// CHECK: vector.extract_strided_slice %[[B]] {offsets = [4], sizes = [2], strides = [1]} : vector<6xi64> to vector<2xi64>
// CHECK: %[[S:.*]] = vector.insert_strided_slice %{{.*}}, %{{.*}} {offsets = [4], strides = [1]} : vector<2xi64> into vector<6xi64>
// CHECK: return %[[R]], %[[S]]
func.func @wide(%a: vector<16xf64>, %b: vector<6xf64>) -> (vector<16xf64>, vector<6xf64>) {
  %r = arith.addf %a, %a : vector<16xf64>
  %s = arith.negf %b : vector<6xf64>
  return %r, %s : vector<16xf64>, vector<6xf64>
}

// Math functions without afn: computed in f64 arithmetic, then emulated. On
// a wide vector, one copy of that code in a loop over the pieces, which are
// picked and stored back by selects on the loop index.
// CHECK-LABEL: func.func @functions(
// CHECK-SAME: %{{.*}}: vector<4xi64>, %[[W:.*]]: vector<16xi64>) -> (vector<4xi64>, vector<16xi64>)
// CHECK-NOT: math.exp
// CHECK: %[[LO:.*]] = vector.extract_strided_slice %[[W]] {offsets = [0], sizes = [8], strides = [1]} : vector<16xi64> to vector<8xi64>
// CHECK: %[[HI:.*]] = vector.extract_strided_slice %[[W]] {offsets = [8], sizes = [8], strides = [1]} : vector<16xi64> to vector<8xi64>
// CHECK: %[[PIECES:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[R0:.*]] = %{{.*}}, %[[R1:.*]] = %{{.*}}) -> (vector<8xi64>, vector<8xi64>)
// CHECK: arith.cmpi eq, %[[I]], %{{.*}} : index
// CHECK: %[[IS1:.*]] = arith.cmpi eq, %[[I]], %{{.*}} : index
// CHECK-NEXT: arith.select %[[IS1]], %[[HI]], %[[LO]] : vector<8xi64>
// CHECK-NOT: math.sin
// CHECK: scf.yield
// CHECK: %[[LOW:.*]] = vector.insert_strided_slice %[[PIECES]]#0, %{{.*}} {offsets = [0], strides = [1]} : vector<8xi64> into vector<16xi64>
// CHECK: vector.insert_strided_slice %[[PIECES]]#1, %[[LOW]] {offsets = [8], strides = [1]} : vector<8xi64> into vector<16xi64>
func.func @functions(%x: vector<4xf64>, %w: vector<16xf64>) -> (vector<4xf64>, vector<16xf64>) {
  %e = math.exp %x : vector<4xf64>
  %s = math.sin %w : vector<16xf64>
  return %e, %s : vector<4xf64>, vector<16xf64>
}

// Globals: i64 elements, the initial value's bits.
// CHECK-LABEL: memref.global "private" @table : memref<2xi64> = dense<[4607182418800017408, -9223372036854775808]>
// CHECK-LABEL: func.func @global(
// CHECK: memref.get_global @table : memref<2xi64>
memref.global "private" @table : memref<2xf64> = dense<[1.0, -0.0]>
func.func @global(%i: index) -> f64 {
  %g = memref.get_global @table : memref<2xf64>
  %x = memref.load %g[%i] : memref<2xf64>
  return %x : f64
}

// Structure: loops, branches, blocks and calls.
// CHECK-LABEL: func.func @control(
// CHECK-SAME: %{{.*}}: i64, %{{.*}}: index) -> i64
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i64)
// CHECK: func.call @callee(%{{.*}}) : (i64) -> i64
// CHECK: scf.if %{{.*}} -> (i64)
// CHECK: cf.br ^bb1(%{{.*}} : i64)
// CHECK: ^bb1(%{{.*}}: i64):
// CHECK-LABEL: func.func private @callee(
// CHECK-SAME: %{{.*}}: i64) -> i64
func.func @control(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f64 {
    %y = func.call @callee(%acc) : (f64) -> f64
    scf.yield %y : f64
  }
  %neg = arith.cmpf olt, %r, %x : f64
  %pick = scf.if %neg -> f64 {
    scf.yield %r : f64
  } else {
    %z = arith.negf %r : f64
    scf.yield %z : f64
  }
  cf.br ^next(%pick : f64)
^next(%v : f64):
  return %v : f64
}
func.func private @callee(%x: f64) -> f64 {
  %y = math.fma %x, %x, %x : f64
  return %y : f64
}

// Kernels: arguments and workgroup attributions.
// CHECK-LABEL: gpu.module @kernels
// CHECK: gpu.func @kernel(%{{.*}}: memref<64xi64>, %{{.*}}: i64) workgroup(%{{.*}} : memref<16xi64, #gpu.address_space<workgroup>>) kernel
// CHECK: gpu.return
gpu.module @kernels {
  gpu.func @kernel(%m: memref<64xf64>, %s: f64) workgroup(%w: memref<16xf64, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %x = memref.load %m[%c0] : memref<64xf64>
    %y = arith.mulf %x, %s : f64
    memref.store %y, %w[%c0] : memref<16xf64, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// With filter-attr, only the functions carrying the attribute change (a
// function called from others must not be filtered alone: the calls would
// no longer match).
// FILTER-LABEL: func.func @arith(%{{.*}}: f64, %{{.*}}: vector<4xf64>)
// FILTER: arith.addf
// FILTER-LABEL: func.func @compare(
// FILTER-SAME: %{{.*}}: vector<4xi64>, %{{.*}}: vector<4xi64>) -> (vector<4xi1>, vector<4xi1>)
// FILTER-NOT: arith.cmpf
// FILTER-LABEL: func.func @constants(%{{.*}}: i64) -> (f64, vector<2xf64>, i64)
