// RUN: %genx-opt %s -split-input-file -p 'builtin.module(func.func(genx-unsigned-when-nonnegative))' | FileCheck %s
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(func.func(genx-unsigned-when-nonnegative,genx-narrow-int-ranges,canonicalize))' | FileCheck %s --check-prefix=NARROW

// Signed ops on values not below 0 (a mask, a zero-extension, a maximum
// with 0, a constant) take their unsigned forms, along a chain: each op's
// operands are looked at after the ops before it are rewritten. Narrowed
// to 32 bits afterwards (genx-narrow-int-ranges), the clamp of a small
// value to 2^32 - 1 is the value and the chain is 32-bit (the signed form
// of the clamp would stay 64-bit).
// CHECK-LABEL: func.func @chain
// CHECK: %[[M:.*]] = arith.andi
// CHECK: %[[A:.*]] = arith.maxui %[[M]], %c0 : index
// CHECK: %[[B:.*]] = arith.minui %[[A]], %c4294967295 : index
// CHECK: %[[Q:.*]] = arith.divui %[[B]], %c3 : index
// CHECK: %[[R:.*]] = arith.remui %[[Q]], %c3 : index
// CHECK: %[[S:.*]] = arith.shrui %[[R]], %c1 : index
// CHECK: %[[C:.*]] = arith.ceildivui %[[S]], %c3 : index
// CHECK: %[[F:.*]] = arith.divui %[[C]], %c3 : index
// CHECK: arith.cmpi ult, %[[F]], %c3 : index
// CHECK: arith.extui %{{.*}} : i32 to i64
// NARROW-LABEL: func.func @chain
// NARROW: %[[M:.*]] = arith.andi %{{.*}}, %c65535 : index
// NARROW: %[[M32:.*]] = arith.index_castui %[[M]] : index to i32
// NARROW-NOT: -1
// NARROW: arith.divui %[[M32]], %c3_i32 : i32
func.func @chain(%n: index, %w: i16) -> (index, i1, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %mask = arith.constant 65535 : index
  %big = arith.constant 4294967295 : index
  %m = arith.andi %n, %mask : index
  %a = arith.maxsi %m, %c0 : index
  %b = arith.minsi %a, %big : index
  %q = arith.divsi %b, %c3 : index
  %r = arith.remsi %q, %c3 : index
  %s = arith.shrsi %r, %c1 : index
  %c = arith.ceildivsi %s, %c3 : index
  %f = arith.floordivsi %c, %c3 : index
  %lt = arith.cmpi slt, %f, %c3 : index
  %wide = arith.extui %w : i16 to i32
  %e = arith.extsi %wide : i32 to i64
  return %f, %lt, %e : index, i1, i64
}

// -----

// A value that may be negative keeps the signed op; so do comparisons for
// equality and unsigned ones.
// CHECK-LABEL: func.func @maybe_negative
// CHECK: arith.minsi %{{.*}}, %c4294967295 : index
// CHECK: arith.divsi
// CHECK: arith.cmpi sgt
// CHECK: arith.cmpi eq
// CHECK: arith.cmpi ult
// NARROW-LABEL: func.func @maybe_negative
// NARROW-NOT: arith.minsi %{{.*}} : i32
func.func @maybe_negative(%n: index, %k: index) -> (index, index, i1, i1, i1) {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %mask = arith.constant 65535 : index
  %big = arith.constant 4294967295 : index
  %m = arith.andi %n, %mask : index
  %d = arith.subi %m, %c7 : index
  %b = arith.minsi %d, %big : index
  %q = arith.divsi %k, %c3 : index
  %gt = arith.cmpi sgt, %d, %c3 : index
  %eq = arith.cmpi eq, %m, %c3 : index
  %lt = arith.cmpi ult, %m, %c3 : index
  return %b, %q, %gt, %eq, %lt : index, index, i1, i1, i1
}
