// RUN: %genx-opt %s -p 'builtin.module(convert-arith-to-genx)' | FileCheck %s
// RUN: %genx-opt %s -p 'builtin.module(convert-arith-to-genx{device=dg2})' | FileCheck %s --check-prefix=DG2
// RUN: %genx-opt %s -p 'builtin.module(convert-arith-to-genx{device=tgllp})' | FileCheck %s --check-prefix=TGLLP
// RUN: %genx-opt %s -p 'builtin.module(convert-arith-to-genx{device=dg2},cse)' | FileCheck %s --check-prefix=DG2CSE
// RUN: not %genx-opt %s -p 'builtin.module(convert-arith-to-genx{device=nope})' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: convert-arith-to-genx: unknown device 'nope' (use an ocloc device name such as dg2)

// CHECK-LABEL: func.func @min_max
func.func @min_max(%a: vector<8xi32>, %b: vector<8xi32>, %x: vector<8xf32>, %y: vector<8xf32>) -> (vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  // CHECK: genx.smin %{{.*}}, %{{.*}} : vector<8xi32> -> vector<8xi32>
  %0 = arith.minsi %a, %b : vector<8xi32>
  // CHECK: genx.smax
  %1 = arith.maxsi %a, %b : vector<8xi32>
  // CHECK: genx.umin
  %2 = arith.minui %a, %b : vector<8xi32>
  // CHECK: genx.umax
  %3 = arith.maxui %a, %b : vector<8xi32>
  // maxnumf/minnumf return the non-NaN operand, as GenX does.
  // CHECK: genx.fmin %{{.*}}, %{{.*}} : vector<8xf32> -> vector<8xf32>
  %4 = arith.minnumf %x, %y : vector<8xf32>
  // CHECK: genx.fmax
  %5 = arith.maxnumf %x, %y : vector<8xf32>
  // maximumf propagates NaN and orders -0 < +0: compares and selects.
  // CHECK: %[[ORD:.*]] = arith.cmpf ord, %[[X:.*]], %[[Y:.*]] : vector<8xf32>
  // CHECK: %[[GT:.*]] = arith.cmpf ogt, %[[X]], %[[Y]]
  // CHECK: %[[PICK:.*]] = arith.select %[[GT]], %[[X]], %[[Y]]
  // CHECK: %[[EQ:.*]] = arith.cmpf oeq, %[[X]], %[[Y]]
  // CHECK: %[[XB:.*]] = arith.bitcast %[[X]] : vector<8xf32> to vector<8xi32>
  // CHECK: %[[YB:.*]] = arith.bitcast %[[Y]]
  // CHECK: %[[AND:.*]] = arith.andi %[[XB]], %[[YB]]
  // CHECK: %[[ZEROS:.*]] = arith.bitcast %[[AND]] : vector<8xi32> to vector<8xf32>
  // CHECK: %[[EXACT:.*]] = arith.select %[[EQ]], %[[ZEROS]], %[[PICK]]
  // CHECK: %[[NAN:.*]] = arith.addf %[[X]], %[[Y]]
  // CHECK: arith.select %[[ORD]], %[[EXACT]], %[[NAN]]
  // CHECK-NOT: arith.maximumf
  %6 = arith.maximumf %x, %y : vector<8xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xf32>, vector<8xf32>, vector<8xf32>
}

// Min/max of booleans: true is -1 signed, 1 unsigned.
// CHECK-LABEL: func.func @boolean_min_max
// CHECK-SAME: (%[[A:.*]]: i1, %[[B:.*]]: i1, %[[V:.*]]: vector<8xi1>, %[[W:.*]]: vector<8xi1>)
// CHECK: %[[R0:.*]] = arith.andi %[[A]], %[[B]] : i1
// CHECK: %[[R1:.*]] = arith.ori %[[A]], %[[B]] : i1
// CHECK: %[[R2:.*]] = arith.ori %[[V]], %[[W]] : vector<8xi1>
// CHECK: %[[R3:.*]] = arith.andi %[[V]], %[[W]] : vector<8xi1>
// CHECK: return %[[R0]], %[[R1]], %[[R2]], %[[R3]]
func.func @boolean_min_max(%a: i1, %b: i1, %v: vector<8xi1>, %w: vector<8xi1>) -> (i1, i1, vector<8xi1>, vector<8xi1>) {
  %0 = arith.maxsi %a, %b : i1
  %1 = arith.minsi %a, %b : i1
  %2 = arith.maxui %v, %w : vector<8xi1>
  %3 = arith.minui %v, %w : vector<8xi1>
  return %0, %1, %2, %3 : i1, i1, vector<8xi1>, vector<8xi1>
}

// Integers to bf16 by integer code, rounded once: the magnitude's leading
// one (ctlz), its 8 bits from there shifted into place, the dropped bits
// rounding to nearest even, exponent and significand added so that a carry
// moves the exponent; i16 extended to 32 bits first, i64 done in 64.
// CHECK-LABEL: func.func @int_to_bf16
// CHECK-SAME: (%[[X:.*]]: vector<8xi32>, %[[H:.*]]: i16, %[[L:.*]]: i64)
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[X]], %{{.*}} : vector<8xi32>
// CHECK: math.ctlz %{{.*}} : vector<8xi32>
// CHECK: arith.shrui
// CHECK: arith.cmpi ugt
// CHECK: arith.trunci %{{.*}} : vector<8xi32> to vector<8xi16>
// CHECK: arith.bitcast %{{.*}} : vector<8xi16> to vector<8xbf16>
// CHECK: arith.extui %[[H]] : i16 to i32
// CHECK: math.ctlz %{{.*}} : i32
// CHECK: math.ctlz %{{.*}} : i64
// CHECK-NOT: tofp
// CHECK: return
func.func @int_to_bf16(%x: vector<8xi32>, %h: i16, %l: i64) -> (vector<8xbf16>, bf16, bf16) {
  %0 = arith.sitofp %x : vector<8xi32> to vector<8xbf16>
  %1 = arith.uitofp %h : i16 to bf16
  %2 = arith.sitofp %l : i64 to bf16
  return %0, %1, %2 : vector<8xbf16>, bf16, bf16
}

// CHECK-LABEL: func.func @minimumf
// CHECK: arith.cmpf olt
// CHECK: arith.ori
// CHECK-NOT: arith.minimumf
func.func @minimumf(%x: f16, %y: f16) -> f16 {
  %0 = arith.minimumf %x, %y : f16
  return %0 : f16
}

// Against a constant that is neither a NaN nor the zero that loses a tie
// (-0 in a max, +0 in a min): one unordered compare and one select, the
// other operand where it wins or is a NaN (the constant may come first);
// a max with -0 keeps the general rules.
// CHECK-LABEL: func.func @minmax_constant
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-DAG: %[[SIX:.*]] = arith.constant dense<6.000000e+00> : vector<8xf32>
// CHECK: %[[POS:.*]] = arith.cmpf ugt, %[[X]], %[[ZERO]] : vector<8xf32>
// CHECK: %[[RELU:.*]] = arith.select %[[POS]], %[[X]], %[[ZERO]] : vector<8xi1>, vector<8xf32>
// CHECK: %[[LOW:.*]] = arith.cmpf ult, %[[RELU]], %[[SIX]] : vector<8xf32>
// CHECK: %[[CLAMP:.*]] = arith.select %[[LOW]], %[[RELU]], %[[SIX]] : vector<8xi1>, vector<8xf32>
// CHECK: arith.cmpf ord
// CHECK-NOT: arith.maximumf
// CHECK: return %[[CLAMP]]
func.func @minmax_constant(%x: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>) {
  %zero = arith.constant dense<0.0> : vector<8xf32>
  %six = arith.constant dense<6.0> : vector<8xf32>
  %negzero = arith.constant dense<-0.0> : vector<8xf32>
  %0 = arith.maximumf %x, %zero : vector<8xf32>
  %1 = arith.minimumf %six, %0 : vector<8xf32>
  %2 = arith.maximumf %x, %negzero : vector<8xf32>
  return %1, %2 : vector<8xf32>, vector<8xf32>
}

// CHECK-LABEL: func.func @saturating_truncation
// CHECK-SAME: (%[[X:.*]]: vector<8xi32>)
func.func @saturating_truncation(%x: vector<8xi32>) -> (vector<8xi16>, vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>) {
  // CHECK: genx.sstrunc.sat %[[X]] : (vector<8xi32>) -> vector<8xi16>
  %lo = arith.constant dense<-32768> : vector<8xi32>
  %hi = arith.constant dense<32767> : vector<8xi32>
  %0 = arith.minsi %x, %hi : vector<8xi32>
  %1 = arith.maxsi %0, %lo : vector<8xi32>
  %2 = arith.trunci %1 : vector<8xi32> to vector<8xi16>
  // The other clamp order.
  // CHECK: genx.sstrunc.sat %[[X]] : (vector<8xi32>) -> vector<8xi8>
  %blo = arith.constant dense<-128> : vector<8xi32>
  %bhi = arith.constant dense<127> : vector<8xi32>
  %3 = arith.maxsi %x, %blo : vector<8xi32>
  %4 = arith.minsi %3, %bhi : vector<8xi32>
  %5 = arith.trunci %4 : vector<8xi32> to vector<8xi8>
  // CHECK: genx.uutrunc.sat %[[X]] : (vector<8xi32>) -> vector<8xi8>
  %uhi = arith.constant dense<255> : vector<8xi32>
  %6 = arith.minui %x, %uhi : vector<8xi32>
  %7 = arith.trunci %6 : vector<8xi32> to vector<8xi8>
  // A signed clamp to the unsigned range: signed operand, unsigned result.
  // CHECK: genx.ustrunc.sat %[[X]] : (vector<8xi32>) -> vector<8xi8>
  %zero = arith.constant dense<0> : vector<8xi32>
  %8 = arith.maxsi %x, %zero : vector<8xi32>
  %9 = arith.minsi %8, %uhi : vector<8xi32>
  %10 = arith.trunci %9 : vector<8xi32> to vector<8xi8>
  // The same with its upper bound unsigned (x is not negative below it).
  // CHECK: genx.ustrunc.sat %[[X]] : (vector<8xi32>) -> vector<8xi8>
  %11 = arith.maxsi %x, %zero : vector<8xi32>
  %12 = arith.minui %11, %uhi : vector<8xi32>
  %13 = arith.trunci %12 : vector<8xi32> to vector<8xi8>
  return %2, %5, %7, %10, %13 : vector<8xi16>, vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>
}

// CHECK-LABEL: func.func @saturating_add
// CHECK-SAME: (%[[A:.*]]: vector<16xi8>, %[[B:.*]]: vector<16xi8>)
func.func @saturating_add(%a: vector<16xi8>, %b: vector<16xi8>) -> (vector<16xi8>, vector<16xi8>) {
  // CHECK: genx.ssadd.sat %[[A]], %[[B]] : vector<16xi8> -> vector<16xi8>
  %ea = arith.extsi %a : vector<16xi8> to vector<16xi16>
  %eb = arith.extsi %b : vector<16xi8> to vector<16xi16>
  %s = arith.addi %ea, %eb : vector<16xi16>
  %lo = arith.constant dense<-128> : vector<16xi16>
  %hi = arith.constant dense<127> : vector<16xi16>
  %c = arith.minsi %s, %hi : vector<16xi16>
  %d = arith.maxsi %c, %lo : vector<16xi16>
  %r = arith.trunci %d : vector<16xi16> to vector<16xi8>
  // CHECK: genx.uuadd.sat %[[A]], %[[B]] : vector<16xi8> -> vector<16xi8>
  %ua = arith.extui %a : vector<16xi8> to vector<16xi16>
  %ub = arith.extui %b : vector<16xi8> to vector<16xi16>
  %us = arith.addi %ua, %ub : vector<16xi16>
  %uhi = arith.constant dense<255> : vector<16xi16>
  %uc = arith.minui %us, %uhi : vector<16xi16>
  %ur = arith.trunci %uc : vector<16xi16> to vector<16xi8>
  return %r, %ur : vector<16xi8>, vector<16xi8>
}

// A float clamp to the integer type's range, or past it, before a conversion
// is the conversion's saturation.
// CHECK-LABEL: func.func @saturating_conversion
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>, %[[H:.*]]: f16)
func.func @saturating_conversion(%x: vector<8xf32>, %h: f16) -> (vector<8xi8>, vector<8xi8>, i16, vector<8xi32>) {
  // CHECK: %[[S:.*]] = genx.fptosi.sat %[[X]] : (vector<8xf32>) -> vector<8xi8>
  %lo = arith.constant dense<-128.0> : vector<8xf32>
  %hi = arith.constant dense<127.0> : vector<8xf32>
  %0 = arith.maximumf %x, %lo : vector<8xf32>
  %1 = arith.minimumf %hi, %0 : vector<8xf32>
  %2 = arith.fptosi %1 : vector<8xf32> to vector<8xi8>
  // Unsigned, the other order, bounds past the range.
  // CHECK: %[[U:.*]] = genx.fptoui.sat %[[X]] : (vector<8xf32>) -> vector<8xi8>
  %ulo = arith.constant dense<-1.0> : vector<8xf32>
  %uhi = arith.constant dense<300.0> : vector<8xf32>
  %3 = arith.minimumf %x, %uhi : vector<8xf32>
  %4 = arith.maximumf %3, %ulo : vector<8xf32>
  %5 = arith.fptoui %4 : vector<8xf32> to vector<8xi8>
  // One bound is enough; f16's 32768 is past i16's 32767.
  // CHECK: %[[T:.*]] = genx.fptosi.sat %[[H]] : (f16) -> i16
  %top = arith.constant 32767.0 : f16
  %6 = arith.minimumf %h, %top : f16
  %7 = arith.fptosi %6 : f16 to i16
  // A bound inside the range stays a clamp: only the bound past it goes.
  // CHECK: %[[IN:.*]] = arith.select
  // CHECK: %[[I:.*]] = genx.fptosi.sat %[[IN]] : (vector<8xf32>) -> vector<8xi32>
  // CHECK: return %[[S]], %[[U]], %[[T]], %[[I]]
  %big = arith.constant dense<3.0e9> : vector<8xf32>
  %ten = arith.constant dense<10.0> : vector<8xf32>
  %8 = arith.maximumf %x, %ten : vector<8xf32>
  %9 = arith.minimumf %8, %big : vector<8xf32>
  %10 = arith.fptosi %9 : vector<8xf32> to vector<8xi32>
  return %2, %5, %7, %10 : vector<8xi8>, vector<8xi8>, i16, vector<8xi32>
}

// maxnumf turns a NaN into its bound, which the saturation would not.
// CHECK-LABEL: func.func @not_saturating_conversion
// CHECK: genx.fmax
// CHECK: arith.fptosi
// CHECK-NOT: genx.fptosi.sat
func.func @not_saturating_conversion(%x: vector<8xf32>) -> vector<8xi8> {
  %lo = arith.constant dense<-128.0> : vector<8xf32>
  %0 = arith.maxnumf %x, %lo : vector<8xf32>
  %1 = arith.fptosi %0 : vector<8xf32> to vector<8xi8>
  return %1 : vector<8xi8>
}

// A clamp to another range is a plain min/max and a truncation.
// CHECK-LABEL: func.func @not_saturating
// CHECK: genx.smin
// CHECK: genx.smax
// CHECK: arith.trunci
// CHECK-NOT: trunc.sat
func.func @not_saturating(%x: vector<8xi32>) -> vector<8xi16> {
  %lo = arith.constant dense<-100> : vector<8xi32>
  %hi = arith.constant dense<100> : vector<8xi32>
  %0 = arith.minsi %x, %hi : vector<8xi32>
  %1 = arith.maxsi %0, %lo : vector<8xi32>
  %2 = arith.trunci %1 : vector<8xi32> to vector<8xi16>
  return %2 : vector<8xi16>
}

// Index and i128 values stay with upstream.
// CHECK-LABEL: func.func @not_genx_types
// CHECK: arith.maxsi %{{.*}} : index
// CHECK: arith.minsi %{{.*}} : i128
func.func @not_genx_types(%i: index, %j: index, %w: i128, %v: i128) -> (index, i128) {
  %0 = arith.maxsi %i, %j : index
  %1 = arith.minsi %w, %v : i128
  return %0, %1 : index, i128
}

// 64-bit extended multiplications from 32-bit halves (no i128 on GenX); the
// signed high half subtracts the other operand where one is negative.
// CHECK-LABEL: func.func @mul_extended_i64
// CHECK-NOT: i128
// CHECK: arith.shrui %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK: arith.cmpi slt
// CHECK: arith.select
// CHECK-NOT: arith.mulsi_extended
// CHECK-NOT: arith.mului_extended
func.func @mul_extended_i64(%a: vector<4xi64>, %b: vector<4xi64>, %c: i64, %d: i64) -> (vector<4xi64>, vector<4xi64>, i64, i64) {
  %lo, %hi = arith.mulsi_extended %a, %b : vector<4xi64>
  %ulo, %uhi = arith.mului_extended %c, %d : i64
  return %lo, %hi, %ulo, %uhi : vector<4xi64>, vector<4xi64>, i64, i64
}

// 32-bit ones stay for arith-to-llvm (i64 products).
// CHECK-LABEL: func.func @mul_extended_i32
// CHECK: arith.mulsi_extended
func.func @mul_extended_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %lo, %hi = arith.mulsi_extended %a, %b : vector<4xi32>
  return %lo, %hi : vector<4xi32>, vector<4xi32>
}

// addui_extended: the sum and its carry (sum < lhs), not the
// llvm.uadd.with.overflow the backend does not implement.
// CHECK-LABEL: func.func @add_extended
// CHECK-SAME: (%[[A:.*]]: vector<8xi32>, %[[B:.*]]: vector<8xi32>)
// CHECK: %[[S:.*]] = arith.addi %[[A]], %[[B]] : vector<8xi32>
// CHECK: %[[C:.*]] = arith.cmpi ult, %[[S]], %[[A]] : vector<8xi32>
// CHECK: return %[[S]], %[[C]]
func.func @add_extended(%a: vector<8xi32>, %b: vector<8xi32>) -> (vector<8xi32>, vector<8xi1>) {
  %s, %c = arith.addui_extended %a, %b : vector<8xi32>, vector<8xi1>
  return %s, %c : vector<8xi32>, vector<8xi1>
}

// A division of an index known to fit in 32 bits (here a 32-bit id widened
// unsigned) is done in 32 bits; a divisor that does not fit in 32 bits gives
// 0 (the remainder: the dividend), and its lanes divide by 1.
// CHECK-LABEL: func.func @divide_ids
// CHECK-SAME: (%[[ID:.*]]: vector<16xi32>, %[[D:.*]]: index)
// CHECK-DAG: %[[MOST:.*]] = arith.constant 4294967295 : index
// CHECK-DAG: %[[ONE:.*]] = arith.constant dense<1> : vector<16xi32>
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0> : vector<16xindex>
// CHECK: %[[X:.*]] = arith.index_castui %[[ID]] : vector<16xi32> to vector<16xindex>
// CHECK: %[[FITS:.*]] = arith.cmpi ule, %[[D]], %[[MOST]] : index
// CHECK: %[[D32:.*]] = arith.index_castui %{{.*}} : vector<16xindex> to vector<16xi32>
// CHECK: %[[SAFE:.*]] = arith.select %[[FITS]], %[[D32]], %[[ONE]] : vector<16xi32>
// CHECK: %[[Q32:.*]] = arith.divui %{{.*}}, %[[SAFE]] : vector<16xi32>
// CHECK: %[[Q:.*]] = arith.index_castui %[[Q32]] : vector<16xi32> to vector<16xindex>
// CHECK: arith.select %[[FITS]], %[[Q]], %[[ZERO]] : vector<16xindex>
// CHECK: %[[R32:.*]] = arith.remui %{{.*}}, %{{.*}} : vector<16xi32>
// CHECK: %[[R:.*]] = arith.index_castui %[[R32]] : vector<16xi32> to vector<16xindex>
// CHECK: arith.select %{{.*}}, %[[R]], %[[X]] : vector<16xindex>
func.func @divide_ids(%id: vector<16xi32>, %d: index) -> (vector<16xindex>, vector<16xindex>) {
  %x = arith.index_castui %id : vector<16xi32> to vector<16xindex>
  %dv = vector.broadcast %d : index to vector<16xindex>
  %q = arith.divui %x, %dv : vector<16xindex>
  %r = arith.remui %x, %dv : vector<16xindex>
  return %q, %r : vector<16xindex>, vector<16xindex>
}

// Signed: a dividend in [0, 2^31) and a divisor tested for [-2^31, 2^31).
// CHECK-LABEL: func.func @divide_signed
// CHECK-DAG: %[[LOW:.*]] = arith.constant -2147483648 : i64
// CHECK-DAG: %[[HIGH:.*]] = arith.constant 2147483647 : i64
// CHECK: arith.cmpi sge, %{{.*}}, %[[LOW]] : i64
// CHECK: arith.cmpi sle, %{{.*}}, %[[HIGH]] : i64
// CHECK: arith.divsi %{{.*}}, %{{.*}} : i32
// CHECK: arith.extsi %{{.*}} : i32 to i64
// CHECK: arith.remsi %{{.*}}, %{{.*}} : i32
func.func @divide_signed(%id: i16, %d: i64) -> (i64, i64) {
  %x = arith.extui %id : i16 to i64
  %q = arith.divsi %x, %d : i64
  %r = arith.remsi %x, %d : i64
  return %q, %r : i64, i64
}

// Dividends that may not fit stay 64-bit divisions.
// CHECK-LABEL: func.func @divide_wide
// CHECK: arith.divui %{{.*}}, %{{.*}} : i64
// CHECK: arith.divsi %{{.*}}, %{{.*}} : i64
// CHECK-NOT: i32
func.func @divide_wide(%x: i64, %id: i32, %d: i64) -> (i64, i64) {
  %q = arith.divui %x, %d : i64
  %s = arith.extsi %id : i32 to i64
  %r = arith.divsi %s, %d : i64
  return %q, %r : i64, i64
}

// Divisions by constants on a device without an integer divide unit (dg2):
// the high half of the product with the magic number, corrected and
// shifted; a remainder subtracts the quotient times the divisor. Signed 7:
// 0x92492493 (negative: the dividend added back), shift 2, plus the sign
// bit. Unsigned 7: a 33-bit magic number (0x24924925 and the halved
// difference added back), shift 2. Unsigned 10: 0xCCCCCCCD, shift 3. A
// power of two unsigned (shifts) and a divisor that is not a constant stay
// divisions, and so does everything on tgllp, which divides in its math
// unit.
// CHECK-LABEL: func.func @by_constants
// CHECK-NOT: genx.smulh
// CHECK-NOT: genx.umulh
// CHECK: return
// TGLLP-LABEL: func.func @by_constants
// TGLLP-NOT: mulh
// TGLLP: return
// DG2-LABEL: func.func @by_constants
// DG2-SAME: (%[[X:.*]]: vector<16xi32>, %[[S:.*]]: i32)
// DG2-DAG: %[[M7:.*]] = arith.constant dense<-1840700269> : vector<16xi32>
// DG2-DAG: %[[U7:.*]] = arith.constant dense<613566757> : vector<16xi32>
// DG2-DAG: %[[U10:.*]] = arith.constant dense<-858993459> : vector<16xi32>
// DG2-DAG: %[[SM7:.*]] = arith.constant -1840700269 : i32
// DG2: %[[H:.*]] = genx.smulh %[[X]], %[[M7]] : (vector<16xi32>, vector<16xi32>) -> vector<16xi32>
// DG2: %[[A:.*]] = arith.addi %[[H]], %[[X]] : vector<16xi32>
// DG2: %[[SH:.*]] = arith.shrsi %[[A]], %{{.*}} : vector<16xi32>
// DG2: %[[SIGN:.*]] = arith.shrui %[[SH]], %{{.*}} : vector<16xi32>
// DG2: %[[Q:.*]] = arith.addi %[[SH]], %[[SIGN]] : vector<16xi32>
// DG2: %[[UH:.*]] = genx.umulh %[[X]], %[[U7]]
// DG2: %[[D:.*]] = arith.subi %[[X]], %[[UH]] : vector<16xi32>
// DG2: %[[HALF:.*]] = arith.shrui %[[D]], %{{.*}} : vector<16xi32>
// DG2: %[[SUM:.*]] = arith.addi %[[HALF]], %[[UH]] : vector<16xi32>
// DG2: %[[U:.*]] = arith.shrui %[[SUM]], %{{.*}} : vector<16xi32>
// DG2: %[[TH:.*]] = genx.umulh %[[X]], %[[U10]]
// DG2: %[[TQ:.*]] = arith.shrui %[[TH]], %{{.*}} : vector<16xi32>
// DG2: %[[TM:.*]] = arith.muli %[[TQ]], %{{.*}} : vector<16xi32>
// DG2: %[[R:.*]] = arith.subi %[[X]], %[[TM]] : vector<16xi32>
// DG2: genx.smulh %[[S]], %[[SM7]] : (i32, i32) -> i32
// DG2: %[[P:.*]] = arith.divui %[[X]], %{{.*}} : vector<16xi32>
// DG2: %[[V:.*]] = arith.divsi %[[X]], %[[X]] : vector<16xi32>
// DG2: return %[[Q]], %[[U]], %[[R]], %{{.*}}, %[[P]], %[[V]]
func.func @by_constants(%x: vector<16xi32>, %s: i32) -> (vector<16xi32>, vector<16xi32>, vector<16xi32>, i32, vector<16xi32>, vector<16xi32>) {
  %c7 = arith.constant dense<7> : vector<16xi32>
  %c10 = arith.constant dense<10> : vector<16xi32>
  %c8 = arith.constant dense<8> : vector<16xi32>
  %s7 = arith.constant 7 : i32
  %q = arith.divsi %x, %c7 : vector<16xi32>
  %u = arith.divui %x, %c7 : vector<16xi32>
  %r = arith.remui %x, %c10 : vector<16xi32>
  %t = arith.remsi %s, %s7 : i32
  %p = arith.divui %x, %c8 : vector<16xi32>
  %v = arith.divsi %x, %x : vector<16xi32>
  return %q, %u, %r, %t, %p, %v : vector<16xi32>, vector<16xi32>, vector<16xi32>, i32, vector<16xi32>, vector<16xi32>
}

// Divisions of vectors by a variable all lanes share on dg2: the scalar's
// reciprocal once (genx.inv, scaled just below 1 / d), each lane's quotient
// in two float steps and one compare; the division and the remainder of
// the same operands share every step (one genx.inv after CSE). Signed ones
// divide the magnitudes ((x ^ s) - s with s = x >> 31) and restore the
// signs. A divisor that differs between lanes stays a division, and so
// does everything on tgllp.
// TGLLP-LABEL: func.func @by_shared_value
// TGLLP-NOT: genx.inv
// TGLLP: arith.divui
// TGLLP: return
// DG2CSE-LABEL: func.func @by_shared_value
// DG2CSE-SAME: (%[[X:.*]]: vector<16xi32>, %[[D:.*]]: i32, %[[E:.*]]: vector<16xi32>)
// DG2CSE: %[[FD:.*]] = arith.uitofp %[[D]] : i32 to f32
// DG2CSE: %[[INV:.*]] = genx.inv %[[FD]] : (f32) -> f32
// DG2CSE: %[[Y:.*]] = arith.mulf %[[INV]], %{{.*}} : f32
// DG2CSE: %[[YS:.*]] = vector.broadcast %[[Y]] : f32 to vector<16xf32>
// DG2CSE: %[[DS:.*]] = vector.broadcast %[[D]] : i32 to vector<16xi32>
// DG2CSE: %[[FX:.*]] = arith.uitofp %[[X]] : vector<16xi32> to vector<16xf32>
// DG2CSE: %[[P0:.*]] = arith.mulf %[[FX]], %[[YS]] : vector<16xf32>
// DG2CSE: %[[Q0:.*]] = genx.fptoui.sat %[[P0]] : (vector<16xf32>) -> vector<16xi32>
// DG2CSE: %[[M0:.*]] = arith.muli %[[Q0]], %[[DS]] : vector<16xi32>
// DG2CSE: %[[R0:.*]] = arith.subi %[[X]], %[[M0]] : vector<16xi32>
// DG2CSE: %[[F1:.*]] = arith.uitofp %[[R0]] : vector<16xi32> to vector<16xf32>
// DG2CSE: %[[P1:.*]] = arith.mulf %[[F1]], %[[YS]] : vector<16xf32>
// DG2CSE: %[[Q1:.*]] = genx.fptoui.sat %[[P1]] : (vector<16xf32>) -> vector<16xi32>
// DG2CSE: %[[Q:.*]] = arith.addi %[[Q0]], %[[Q1]] : vector<16xi32>
// DG2CSE: %[[M1:.*]] = arith.muli %[[Q1]], %[[DS]] : vector<16xi32>
// DG2CSE: %[[R:.*]] = arith.subi %[[R0]], %[[M1]] : vector<16xi32>
// DG2CSE: %[[OVER:.*]] = arith.cmpi uge, %[[R]], %[[DS]] : vector<16xi32>
// DG2CSE: %[[Q2:.*]] = arith.addi %[[Q]], %{{.*}} : vector<16xi32>
// DG2CSE: %[[QF:.*]] = arith.select %[[OVER]], %[[Q2]], %[[Q]] : vector<16xi1>, vector<16xi32>
// DG2CSE: %[[R2:.*]] = arith.subi %[[R]], %[[DS]] : vector<16xi32>
// DG2CSE: %[[RF:.*]] = arith.select %[[OVER]], %[[R2]], %[[R]] : vector<16xi1>, vector<16xi32>
// DG2CSE: %[[XS:.*]] = arith.shrsi %[[X]], %{{.*}} : vector<16xi32>
// DG2CSE: %[[XM:.*]] = arith.xori %[[X]], %[[XS]] : vector<16xi32>
// DG2CSE: %[[XA:.*]] = arith.subi %[[XM]], %[[XS]] : vector<16xi32>
// DG2CSE: %[[DSG:.*]] = arith.shrsi %[[D]], %{{.*}} : i32
// DG2CSE: %[[DM:.*]] = arith.xori %[[D]], %[[DSG]] : i32
// DG2CSE: %[[DA:.*]] = arith.subi %[[DM]], %[[DSG]] : i32
// DG2CSE: genx.inv
// DG2CSE: %[[SQ:.*]] = arith.xori %[[XS]], %{{.*}} : vector<16xi32>
// DG2CSE: %[[SQX:.*]] = arith.xori %{{.*}}, %[[SQ]] : vector<16xi32>
// DG2CSE: %[[SQR:.*]] = arith.subi %[[SQX]], %[[SQ]] : vector<16xi32>
// DG2CSE: %[[V:.*]] = arith.divui %[[X]], %[[E]] : vector<16xi32>
// DG2CSE: return %[[QF]], %[[RF]], %[[SQR]], %[[V]]
func.func @by_shared_value(%x: vector<16xi32>, %d: i32, %e: vector<16xi32>) -> (vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>) {
  %ds = vector.broadcast %d : i32 to vector<16xi32>
  %q = arith.divui %x, %ds : vector<16xi32>
  %r = arith.remui %x, %ds : vector<16xi32>
  %s = arith.divsi %x, %ds : vector<16xi32>
  %v = arith.divui %x, %e : vector<16xi32>
  return %q, %r, %s, %v : vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>
}

// A divisor that repeats one element of a vector through regions (a work
// item's vector<4> read 4 rows of 16 and its first row): that element,
// read as one, is the shared scalar.
// DG2CSE-LABEL: func.func @by_repeated_element
// DG2CSE-SAME: (%[[X:.*]]: vector<16xi32>, %[[E:.*]]: vector<4xi32>)
// DG2CSE: %[[ONE:.*]] = genx.rdregion %[[E]][%c4_i16] <0, 1, 0> parent_width 0 : vector<4xi32>, i16 -> vector<1xi32>
// DG2CSE: %[[D:.*]] = vector.extract %[[ONE]][0] : i32 from vector<1xi32>
// DG2CSE: %[[FD:.*]] = arith.uitofp %[[D]] : i32 to f32
// DG2CSE: genx.inv %[[FD]] : (f32) -> f32
// DG2CSE-NOT: arith.divui
// DG2CSE: return
func.func @by_repeated_element(%x: vector<16xi32>, %e: vector<4xi32>) -> vector<16xi32> {
  %c0 = arith.constant 0 : i16
  %c4 = arith.constant 4 : i16
  %rows = genx.rdregion %e[%c4] <1, 16, 0> parent_width 0 : vector<4xi32>, i16 -> vector<48xi32>
  %row = genx.rdregion %rows[%c0] <0, 16, 1> parent_width 0 : vector<48xi32>, i16 -> vector<16xi32>
  %q = arith.divui %x, %row : vector<16xi32>
  return %q : vector<16xi32>
}

// f32 -> bf16 in integer code, rounded to nearest even (0x7FFF plus the
// lowest kept bit), a NaN the quiet NaN of its sign (so that a bf16
// negation computed in f32 flips a NaN's sign).
// CHECK-LABEL: func.func @truncf_bf16
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>)
// CHECK: %[[BITS:.*]] = arith.bitcast %[[X]] : vector<8xf32> to vector<8xi32>
// CHECK: %[[HIGH:.*]] = arith.shrui %[[BITS]], %{{.*}} : vector<8xi32>
// CHECK: %[[ODD:.*]] = arith.andi %[[HIGH]], %{{.*}} : vector<8xi32>
// CHECK: %[[BIAS:.*]] = arith.addi %[[ODD]], %{{.*}} : vector<8xi32>
// CHECK: %[[SUM:.*]] = arith.addi %[[BITS]], %[[BIAS]] : vector<8xi32>
// CHECK: %[[ROUNDED:.*]] = arith.shrui %[[SUM]], %{{.*}} : vector<8xi32>
// CHECK: %[[SIGN:.*]] = arith.andi %[[HIGH]], %{{.*}} : vector<8xi32>
// CHECK: %[[QUIET:.*]] = arith.ori %[[SIGN]], %{{.*}} : vector<8xi32>
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : vector<8xf32>
// CHECK: %[[WORD:.*]] = arith.select %[[NAN]], %[[QUIET]], %[[ROUNDED]]
// CHECK: %[[HALF:.*]] = arith.trunci %[[WORD]] : vector<8xi32> to vector<8xi16>
// CHECK: arith.bitcast %[[HALF]] : vector<8xi16> to vector<8xbf16>
func.func @truncf_bf16(%x: vector<8xf32>) -> vector<8xbf16> {
  %0 = arith.truncf %x : vector<8xf32> to vector<8xbf16>
  return %0 : vector<8xbf16>
}
