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

// -----

// An unsigned minimum of a value that fits 32 bits and a bound that may
// not is computed in i32, the bound saturated to 2^32 - 1: a bound the
// lanes share (a broadcast index argument) once as a scalar, a constant
// bound at compile time (2^40 saturates to 2^32 - 1, a minimum with it
// folds away).
// CHECK-LABEL: func.func @clamp_to_bound
// CHECK-SAME: (%[[X:.*]]: i32, %[[L:.*]]: vector<8xi32>, %[[W:.*]]: index)
// CHECK: %[[XW:.*]] = arith.index_castui %[[X]] : i32 to index
// CHECK: %[[MAX:.*]] = arith.constant 4294967295 : index
// CHECK: %[[SAT:.*]] = arith.minui %[[W]], %[[MAX]] : index
// CHECK: %[[WV:.*]] = arith.index_castui %[[SAT]] : index to i32
// CHECK: %[[B:.*]] = vector.broadcast %[[WV]] : i32 to vector<8xi32>
// CHECK: %[[MINV:.*]] = arith.minui %{{.*}}, %[[B]] : vector<8xi32>
// CHECK: %[[R:.*]] = arith.index_castui %[[MINV]] : vector<8xi32> to vector<8xindex>
// CHECK: return %[[XW]], %[[R]]
func.func @clamp_to_bound(%x: i32, %lanes: vector<8xi32>, %w: index) -> (index, vector<8xindex>) {
  %xw = arith.index_castui %x : i32 to index
  %big = arith.constant 1099511627776 : index
  %low = arith.minui %xw, %big : index
  %lw = arith.index_castui %lanes : vector<8xi32> to vector<8xindex>
  %wv = vector.broadcast %w : index to vector<8xindex>
  %lowv = arith.minui %wv, %lw : vector<8xindex>
  return %low, %lowv : index, vector<8xindex>
}

// -----

// The neighbour of a value that fits, x + c with the sum not wrapping
// (x + 1 reaches 2^32, one past 32 bits), is clamped as
// bound < c ? bound : min(x, bound - c) + c, the minimum in i32 and the
// comparison and subtraction on the broadcast scalar.
// CHECK-LABEL: func.func @clamp_neighbour
// CHECK-SAME: (%[[L:.*]]: vector<8xi32>, %[[W:.*]]: index)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[ONES:.*]] = arith.constant dense<1> : vector<8xindex>
// CHECK: %[[BELOW:.*]] = arith.cmpi ult, %[[W]], %[[C1]] : index
// CHECK: %[[REDUCED:.*]] = arith.subi %[[W]], %[[C1]] : index
// CHECK: %[[SAT:.*]] = arith.minui %[[REDUCED]], %{{.*}} : index
// CHECK: %[[N:.*]] = arith.index_castui %[[SAT]] : index to i32
// CHECK: %[[B:.*]] = vector.broadcast %[[N]] : i32 to vector<8xi32>
// CHECK: %[[MIN:.*]] = arith.minui %{{.*}}, %[[B]] : vector<8xi32>
// CHECK: %[[MINW:.*]] = arith.index_castui %[[MIN]] : vector<8xi32> to vector<8xindex>
// CHECK: %[[UP:.*]] = arith.addi %[[MINW]], %[[ONES]] : vector<8xindex>
// CHECK: %[[R:.*]] = arith.select %[[BELOW]], %{{.*}}, %[[UP]] : vector<8xindex>
// CHECK: return %[[R]]
func.func @clamp_neighbour(%lanes: vector<8xi32>, %w: index) -> vector<8xindex> {
  %ones = arith.constant dense<1> : vector<8xindex>
  %lw = arith.index_castui %lanes : vector<8xi32> to vector<8xindex>
  %next = arith.addi %lw, %ones : vector<8xindex>
  %wv = vector.broadcast %w : index to vector<8xindex>
  %clamped = arith.minui %next, %wv : vector<8xindex>
  return %clamped : vector<8xindex>
}

// -----

// Minimums stay wide when nothing fits 32 bits, when the sum may wrap
// (x - 1, which is x + 2^64 - 1, wraps at 0), and when the bound is a
// wide scalar only that minimum reads or a vector of wide bounds
// (saturating it would be a wide minimum of its own). A signed minimum is
// not narrowed this way: a negative bound would be its result.
// CHECK-LABEL: func.func @clamp_kept
// CHECK-NOT: arith.minui {{.*}} : i32
// CHECK: arith.minui %{{.*}}, %{{.*}} : index
// CHECK-NOT: arith.minui {{.*}} : i32
// CHECK: arith.minui %{{.*}}, %{{.*}} : index
// CHECK: arith.minui %{{.*}}, %{{.*}} : vector<4xindex>
// CHECK: arith.minui %{{.*}}, %{{.*}} : i64
// CHECK: arith.minsi %{{.*}}, %{{.*}} : index
// CHECK-NOT: i32
func.func @clamp_kept(%a: index, %w: index, %x: i32, %b: i64, %v: vector<4xi32>, %vw: vector<4xindex>, %w2: index) -> (index, index, vector<4xindex>, i64, index) {
  %wide = arith.minui %a, %w : index
  %xs = arith.index_castui %x : i32 to index
  %scalar = arith.minui %xs, %w2 : index
  %vx = arith.index_castui %v : vector<4xi32> to vector<4xindex>
  %lanes = arith.minui %vx, %vw : vector<4xindex>
  %xw = arith.extui %x : i32 to i64
  %c = arith.constant -1 : i64
  %far = arith.addi %xw, %c : i64
  %farmin = arith.minui %far, %b : i64
  %xi = arith.index_castui %x : i32 to index
  %signed = arith.minsi %xi, %w : index
  return %wide, %scalar, %lanes, %farmin, %signed : index, index, vector<4xindex>, i64, index
}

// -----

// A wide scalar bound that several minimums share (a thread's rows clamped
// to a memref's size) is saturated for each, the same saturation, which CSE
// makes one for all of them; the minimums are i32.
// CHECK-LABEL: func.func @clamp_shared_bound
// CHECK-SAME: (%[[X:.*]]: i32, %[[Y:.*]]: i32, %[[W:.*]]: index)
// CHECK: arith.minui %[[W]], %{{.*}} : index
// CHECK: arith.minui %[[X]], %{{.*}} : i32
// CHECK: arith.minui %[[W]], %{{.*}} : index
// CHECK: arith.minui %[[Y]], %{{.*}} : i32
func.func @clamp_shared_bound(%x: i32, %y: i32, %w: index) -> (index, index) {
  %xs = arith.index_castui %x : i32 to index
  %ys = arith.index_castui %y : i32 to index
  %a = arith.minui %xs, %w : index
  %b = arith.minui %ys, %w : index
  return %a, %b : index, index
}

// -----

// A sum of values below 2^32 compared with a bound that, plus the second
// addend, stays below 2^32 (a group's first row plus a row against an
// image's height): the first addend against the bound, and the sum taken in
// i32, where the first is below the bound it does not wrap. Either way round,
// `<` or `<=`. Not where the bound plus the addend may reach 2^32.
// CHECK-LABEL: func.func @offset_compare
// CHECK-SAME: (%[[A:.*]]: i32, %[[R:.*]]: i32, %[[H:.*]]: i32, %{{.*}}: index)
// CHECK: %[[H30:.*]] = arith.andi %[[H]], %{{.*}} : i32
// CHECK: %[[SUM:.*]] = arith.addi %[[A]], %{{.*}} : i32
// CHECK: %[[FIRST:.*]] = arith.cmpi ult, %[[A]], %{{.*}} : i32
// CHECK: %[[SECOND:.*]] = arith.cmpi ult, %[[SUM]], %{{.*}} : i32
// CHECK: arith.andi %[[FIRST]], %[[SECOND]] : i1
// CHECK: arith.cmpi ule, %{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi ule, %{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : index
func.func @offset_compare(%a: i32, %r: i32, %h: i32, %any: index) -> (i1, i1, i1) {
  %mask = arith.constant 1073741823 : i32
  %h30 = arith.andi %h, %mask : i32
  %r15 = arith.andi %r, %mask : i32
  %rs = arith.constant 15 : i32
  %r4 = arith.andi %r, %rs : i32
  %ai = arith.index_castui %a : i32 to index
  %ri = arith.index_castui %r4 : i32 to index
  %hi = arith.index_castui %h30 : i32 to index
  %sum = arith.addi %ai, %ri : index
  %below = arith.cmpi ult, %sum, %hi : index
  %atmost = arith.cmpi uge, %hi, %sum : index
  %far = arith.cmpi ult, %sum, %any : index
  return %below, %atmost, %far : i1, i1, i1
}

// -----

// A clamp to the edges of a value below 2^32 plus small terms (a group's
// first row plus a tile row minus 1) to bounds that fit i32 (0 and an
// image's last row): in i32, the bound where the wide value is past
// 2^31 - 1 less the terms' largest (the wide sum is then past the bound),
// else the clamp of the i32 sum. Not when the upper bound may come within
// 2^17 of 2^31, nor when two values are wide.
// CHECK-LABEL: func.func @clamp_offset
// CHECK-SAME: (%[[A:.*]]: i32, %[[R:.*]]: i32, %[[H:.*]]: i32, %[[B:.*]]: i32, %[[HW:.*]]: index)
// CHECK: %[[SUM:.*]] = arith.addi %[[A]], %{{.*}} : i32
// CHECK: %[[LESS:.*]] = arith.subi %[[SUM]], %{{.*}} : i32
// The row below 15 plus 1 less: 2^31 - 1 - 14.
// CHECK: %[[MOST:.*]] = arith.constant 2147483633 : i32
// CHECK: %[[FAR:.*]] = arith.cmpi ugt, %[[A]], %[[MOST]] : i32
// CHECK: %[[HI:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[LOW:.*]] = arith.maxsi %[[LESS]], %{{.*}} : i32
// CHECK: %[[CLAMP:.*]] = arith.minsi %[[LOW]], %[[HI]] : i32
// CHECK: arith.select %[[FAR]], %[[HI]], %[[CLAMP]] : i32
// CHECK: arith.minsi %{{.*}}, %{{.*}} : index
// CHECK: arith.minsi %{{.*}}, %{{.*}} : index
func.func @clamp_offset(%a: i32, %r: i32, %h: i32, %b: i32, %hw: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m15 = arith.constant 15 : i32
  %m30 = arith.constant 1073741823 : i32
  %r4 = arith.andi %r, %m15 : i32
  %h30 = arith.andi %h, %m30 : i32
  %ai = arith.index_castui %a : i32 to index
  %bi = arith.index_castui %b : i32 to index
  %ri = arith.index_castui %r4 : i32 to index
  %hi = arith.index_castui %h30 : i32 to index
  %row = arith.addi %ai, %ri : index
  %above = arith.subi %row, %c1 : index
  %low = arith.maxsi %above, %c0 : index
  %clamped = arith.minsi %low, %hi : index
  %hwlow = arith.maxsi %above, %c0 : index
  %far = arith.minsi %hwlow, %hw : index
  %two = arith.addi %ai, %bi : index
  %twolow = arith.maxsi %two, %c0 : index
  %twice = arith.minsi %twolow, %hi : index
  return %clamped, %far, %twice : index, index, index
}
