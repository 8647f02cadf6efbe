// RUN: %genx-opt %s -split-input-file -p 'builtin.module(func.func(genx-narrow-int-ranges))' | FileCheck %s

// What fits 32 bits is computed in i32, as upstream's
// arith-int-range-narrowing does: a sum, a signed minimum of values that
// fit signed, an unsigned division of values that fit unsigned, a shift by
// less than 32.
// CHECK-LABEL: func.func @narrowed
// CHECK: arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: arith.minsi %{{.*}}, %{{.*}} : i32
// CHECK: arith.divui %{{.*}}, %{{.*}} : i32
// CHECK: arith.shrui %{{.*}}, %{{.*}} : i32
func.func @narrowed(%a: index, %b: index) -> (index, index, index, index) {
  %mask = arith.constant 65535 : index
  %c7 = arith.constant 7 : index
  %c31 = arith.constant 31 : index
  %x = arith.andi %a, %mask : index
  %y = arith.andi %b, %mask : index
  %sum = arith.addi %x, %y : index
  %low = arith.minsi %x, %c7 : index
  %q = arith.divui %x, %c7 : index
  %amount = arith.andi %b, %c31 : index
  %s = arith.shrui %x, %amount : index
  return %sum, %low, %q, %s : index, index, index, index
}

// -----

// Ops LLVM 22's patterns would narrow wrongly keep their width: a signed
// minimum of a value that fits 32 bits only unsigned (2^32 - 1 would read
// as -1), an unsigned remainder of a value that fits only signed (-5 is
// another number in 32 bits), shifts by amounts that may reach 32. The
// ops around them are still narrowed.
// CHECK-LABEL: func.func @kept
// CHECK: arith.minsi %{{.*}}, %{{.*}} : index
// CHECK: arith.remui %{{.*}}, %{{.*}} : index
// CHECK: arith.shrui %{{.*}}, %{{.*}} : i64
// CHECK: arith.shrsi %{{.*}}, %{{.*}} : i64
// CHECK: arith.shli %{{.*}}, %{{.*}} : i64
// CHECK: arith.addi %{{.*}}, %{{.*}} : i32
func.func @kept(%a: index, %b: i64, %c: i64) -> (index, index, i64, i64, i64, index) {
  %mask = arith.constant 65535 : index
  %big = arith.constant 4294967295 : index
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %x = arith.andi %a, %mask : index
  %low = arith.minsi %x, %big : index
  %neg = arith.subi %x, %c5 : index
  %r = arith.remui %neg, %c3 : index
  %words = arith.constant 4294967295 : i64
  %w = arith.andi %b, %words : i64
  %c33 = arith.constant 33 : i64
  %hi = arith.shrui %w, %c33 : i64
  %c63 = arith.constant 63 : i64
  %amount = arith.andi %c, %c63 : i64
  %c4 = arith.constant 4 : i64
  %s = arith.shrsi %c4, %amount : i64
  %c0 = arith.constant 0 : i64
  %z = arith.shli %c0, %amount : i64
  %sum = arith.addi %x, %c5 : index
  return %low, %r, %hi, %s, %z, %sum : index, index, i64, i64, i64, index
}

// -----

// Values a loop carries are carried in i32 when their ranges fit: the
// index of a running minimum (from the induction variable, below 1000),
// per lane, and a position a while loop moves to 4096 or keeps. A value
// that may not fit (a sum of unbounded arguments) keeps its width, and so
// does one whose range changes from trip to trip (upstream's analysis then
// takes any value).
// CHECK-LABEL: func.func @carried
// CHECK: %[[R:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[BEST:.*]] = %{{.*}}) -> (f32, vector<4xi32>)
// CHECK: scf.yield %{{.*}}, %{{.*}} : f32, vector<4xi32>
// CHECK: arith.index_cast %[[R]]#1 : vector<4xi32> to vector<4xindex>
// CHECK: scf.while (%{{.*}} = %{{.*}}) : (i32) -> i32
// CHECK: scf.condition(%{{.*}}) %{{.*}} : i32
// CHECK: ^bb0(%{{.*}}: i32):
// CHECK: scf.yield %{{.*}} : i32
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i64)
func.func @carried(%x: memref<?xf32>, %v: vector<4xindex>, %a: i64) -> (vector<4xindex>, index, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %c4096 = arith.constant 4096 : index
  %zeros = arith.constant dense<0> : vector<4xindex>
  %inf = arith.constant 0x7F800000 : f32
  %r:2 = scf.for %j = %c0 to %c1000 step %c1 iter_args(%b = %inf, %bi = %zeros) -> (f32, vector<4xindex>) {
    %e = memref.load %x[%j] : memref<?xf32>
    %lt = arith.cmpf olt, %e, %b : f32
    %nb = arith.select %lt, %e, %b : f32
    %jv = vector.broadcast %j : index to vector<4xindex>
    %nbi = arith.select %lt, %jv, %bi : vector<4xindex>
    scf.yield %nb, %nbi : f32, vector<4xindex>
  }
  %w = scf.while (%lo = %c0) : (index) -> (index) {
    %go = arith.cmpi ult, %lo, %c4096 : index
    scf.condition(%go) %lo : index
  } do {
  ^bb0(%l: index):
    %e = memref.load %x[%l] : memref<?xf32>
    %lt = arith.cmpf olt, %e, %inf : f32
    %nl = arith.select %lt, %c4096, %l : index
    scf.yield %nl : index
  }
  %c0_i64 = arith.constant 0 : i64
  %sum = scf.for %j = %c0 to %c1000 step %c1 iter_args(%acc = %c0_i64) -> (i64) {
    %n = arith.addi %acc, %a : i64
    scf.yield %n : i64
  }
  return %r#1, %w, %sum : vector<4xindex>, index, i64
}
