// RUN: %genx-opt %s -p 'builtin.module(convert-math-to-genx)' | FileCheck %s
// RUN: %genx-opt %s -p 'builtin.module(convert-math-to-genx{allow-approximate=true})' | FileCheck %s --check-prefix=APPROX

// CHECK-LABEL: func.func @exact
// APPROX-LABEL: func.func @exact
func.func @exact(%x: vector<8xf32>, %h: vector<16xf16>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<16xf16>) {
  // CHECK: genx.rndd %{{.*}} : (vector<8xf32>) -> vector<8xf32>
  %0 = math.floor %x : vector<8xf32>
  // CHECK: genx.rndu
  %1 = math.ceil %x : vector<8xf32>
  // CHECK: genx.rndz
  %2 = math.trunc %x : vector<8xf32>
  // CHECK: genx.rnde
  %3 = math.roundeven %x : vector<8xf32>
  // Left for llvm.sqrt by default (IGC's ieee.sqrt fails on XeLP/XeHPG),
  // the fast unit when approximation is allowed.
  // CHECK: math.sqrt %{{.*}} : vector<8xf32>
  // APPROX: genx.sqrt %{{.*}} : (vector<8xf32>) -> vector<8xf32>
  %4 = math.sqrt %x : vector<8xf32>
  // CHECK: genx.absf %{{.*}} : (vector<16xf16>) -> vector<16xf16>
  %5 = math.absf %h : vector<16xf16>
  return %0, %1, %2, %3, %4, %5 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<16xf16>
}

// CHECK-LABEL: func.func @approximate
// APPROX-LABEL: func.func @approximate
func.func @approximate(%x: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  // Without afn or the option: upstream's polynomial (fma chains).
  // CHECK-NOT: genx.sin
  // CHECK: math.fma
  // APPROX: genx.sin
  %0 = math.sin %x : vector<8xf32>
  // With afn they use the hardware.
  // CHECK: genx.cos
  %1 = math.cos %x fastmath<afn> : vector<8xf32>
  // CHECK: genx.exp
  %2 = math.exp2 %x fastmath<afn> : vector<8xf32>
  // CHECK: genx.log
  %3 = math.log2 %x fastmath<fast> : vector<8xf32>
  // CHECK: genx.rsqrt
  %4 = math.rsqrt %x fastmath<afn> : vector<8xf32>
  // CHECK: genx.pow %{{.*}}, %{{.*}} : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  %5 = math.powf %x, %x fastmath<afn> : vector<8xf32>
  // CHECK: genx.sqrt
  %6 = math.sqrt %x fastmath<afn> : vector<8xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>
}

// f64 is left to genx-soft-f64.
// CHECK-LABEL: func.func @left_alone
// CHECK: math.floor %{{.*}} : vector<4xf64>
// APPROX-LABEL: func.func @left_alone
// APPROX: math.floor %{{.*}} : vector<4xf64>
func.func @left_alone(%d: vector<4xf64>) -> vector<4xf64> {
  %0 = math.floor %d : vector<4xf64>
  return %0 : vector<4xf64>
}

// Without afn, functions the hardware lacks exactly become upstream's
// polynomial approximations or expansions: no math op is left for LLVM.
// CHECK-LABEL: func.func @polynomial
// CHECK-NOT: math.{{(tanh|exp|erf|log|atan)}}
// CHECK: return
// APPROX-LABEL: func.func @polynomial
// APPROX: genx.exp
func.func @polynomial(%x: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  %0 = math.tanh %x : vector<8xf32>
  %1 = math.exp %x : vector<8xf32>
  %2 = math.erf %x : vector<8xf32>
  %3 = math.log %x : vector<8xf32>
  %4 = math.atan %x : vector<8xf32>
  return %0, %1, %2, %3, %4 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>
}

// f32 erf: one rational function of x clamped to [-4, 4], x times an even
// numerator (degree 12) over an even denominator (degree 8) in x^2 by
// Horner's scheme (x last: no subnormal product for a tiny x), no
// coefficients picked per interval; NaN passes through. f16 is computed the
// same way in f32.
// CHECK-LABEL: func.func @erf_rational
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>, %[[H:.*]]: f16)
// CHECK-DAG: %[[FOUR:.*]] = arith.constant dense<4.000000e+00> : vector<8xf32>
// CHECK-DAG: %[[MFOUR:.*]] = arith.constant dense<-4.000000e+00> : vector<8xf32>
// CHECK-DAG: %[[A13:.*]] = arith.constant dense<-2.72614237E-10> : vector<8xf32>
// CHECK-DAG: %[[B8:.*]] = arith.constant dense<-1.45660715E-5> : vector<8xf32>
// CHECK: %[[LO:.*]] = arith.maxnumf %[[X]], %[[MFOUR]] : vector<8xf32>
// CHECK: %[[C:.*]] = arith.minnumf %[[LO]], %[[FOUR]] : vector<8xf32>
// CHECK: %[[SQ:.*]] = arith.mulf %[[C]], %[[C]] : vector<8xf32>
// CHECK: math.fma %[[A13]], %[[SQ]]
// CHECK-COUNT-4: math.fma %{{.*}}, %[[SQ]]
// CHECK: %[[NUM:.*]] = math.fma %{{.*}}, %[[SQ]]
// CHECK: math.fma %[[B8]], %[[SQ]]
// CHECK-COUNT-2: math.fma %{{.*}}, %[[SQ]]
// CHECK: %[[DEN:.*]] = math.fma %{{.*}}, %[[SQ]]
// CHECK: %[[Q:.*]] = arith.divf %[[NUM]], %[[DEN]] : vector<8xf32>
// CHECK: %[[R:.*]] = arith.mulf %[[C]], %[[Q]] : vector<8xf32>
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : vector<8xf32>
// CHECK: %[[ERF:.*]] = arith.select %[[NAN]], %[[X]], %[[R]]
// CHECK: %[[WIDE:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK: arith.maxnumf %[[WIDE]]
// CHECK: %[[HERF:.*]] = arith.select
// CHECK: %[[NARROW:.*]] = arith.truncf %[[HERF]] : f32 to f16
// CHECK: return %[[ERF]], %[[NARROW]]
func.func @erf_rational(%x: vector<8xf32>, %h: f16) -> (vector<8xf32>, f16) {
  %0 = math.erf %x : vector<8xf32>
  %1 = math.erf %h : f16
  return %0, %1 : vector<8xf32>, f16
}

// exp without afn: as IGC computes OpenCL C's exp, 2^k 2^(r log2 e) with
// k = trunc(x log2 e) and r = x - k ln 2 (ln 2 in two parts), 0 below -105
// and inf above 105.
// CHECK-LABEL: func.func @exp_two_parts
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>)
// CHECK-DAG: %[[LOG2E:.*]] = arith.constant dense<1.44269502> : vector<8xf32>
// CHECK-DAG: %[[HI:.*]] = arith.constant dense<-0.693145751> : vector<8xf32>
// CHECK-DAG: %[[LO:.*]] = arith.constant dense<-1.42860677E-6> : vector<8xf32>
// CHECK: %[[T:.*]] = arith.mulf %[[X]], %[[LOG2E]] : vector<8xf32>
// CHECK: %[[K:.*]] = genx.rndz %[[T]]
// CHECK: %[[R0:.*]] = math.fma %[[K]], %[[HI]], %[[X]] : vector<8xf32>
// CHECK: %[[R:.*]] = math.fma %[[K]], %[[LO]], %[[R0]] : vector<8xf32>
// CHECK: %[[F:.*]] = arith.mulf %[[R]], %[[LOG2E]] : vector<8xf32>
// CHECK: %[[EK:.*]] = genx.exp %[[K]]
// CHECK: %[[EF:.*]] = genx.exp %[[F]]
// CHECK: %[[E:.*]] = arith.mulf %[[EK]], %[[EF]] : vector<8xf32>
// CHECK: %[[TINY:.*]] = arith.cmpf olt, %[[X]], %{{.*}} : vector<8xf32>
// CHECK: %[[HUGE:.*]] = arith.cmpf ogt, %[[X]], %{{.*}} : vector<8xf32>
// CHECK: %[[Z:.*]] = arith.select %[[TINY]], %{{.*}}, %[[E]]
// CHECK: arith.select %[[HUGE]], %{{.*}}, %[[Z]]
func.func @exp_two_parts(%x: vector<8xf32>) -> vector<8xf32> {
  %0 = math.exp %x : vector<8xf32>
  return %0 : vector<8xf32>
}

// Half precision is computed in f32 and rounded back once.
// CHECK-LABEL: func.func @half
// CHECK: arith.extf %{{.*}} : vector<16xf16> to vector<16xf32>
// CHECK-NOT: math.tanh
// CHECK: arith.truncf %{{.*}} : vector<16xf32> to vector<16xf16>
func.func @half(%h: vector<16xf16>) -> vector<16xf16> {
  %0 = math.tanh %h : vector<16xf16>
  return %0 : vector<16xf16>
}

// copysign moves the sign bit.
// CHECK-LABEL: func.func @copysign
// CHECK: arith.bitcast %{{.*}} : vector<8xf32> to vector<8xi32>
// CHECK: arith.andi
// CHECK: arith.ori
// CHECK-NOT: math.copysign
func.func @copysign(%x: vector<8xf32>, %y: vector<8xf32>) -> vector<8xf32> {
  %0 = math.copysign %x, %y : vector<8xf32>
  return %0 : vector<8xf32>
}

// Bit counts use GenX's lzd / fbl / cbit (llvm.ctlz and llvm.cttz make IGC
// fail): narrow lanes are widened to 32 bits, 64-bit lanes split in halves.
// CHECK-LABEL: func.func @bit_counts
// CHECK-SAME: (%[[B:.*]]: vector<8xi8>, %[[W:.*]]: vector<8xi32>, %[[L:.*]]: vector<8xi64>)
// i8 ctlz: lzd of the zero-extended lane, minus the 24 added zeros.
// CHECK: %[[BW:.*]] = arith.extui %[[B]] : vector<8xi8> to vector<8xi32>
// CHECK: %[[LZ:.*]] = genx.lzd %[[BW]] : (vector<8xi32>) -> vector<8xi32>
// CHECK: %[[LZ8:.*]] = arith.subi %[[LZ]], %{{.*}} : vector<8xi32>
// CHECK: arith.trunci %[[LZ8]] : vector<8xi32> to vector<8xi8>
// i8 cttz: a marker bit at bit 8 makes a zero lane count 8.
// CHECK: %[[MARK:.*]] = arith.ori %{{.*}}, %{{.*}} : vector<8xi32>
// CHECK: genx.fbl %[[MARK]] : (vector<8xi32>) -> vector<8xi32>
// i32 cttz: the zero lane is selected.
// CHECK: %[[Z:.*]] = arith.cmpi eq, %[[W]], %{{.*}} : vector<8xi32>
// CHECK: %[[F:.*]] = genx.fbl %[[W]]
// CHECK: arith.select %[[Z]], %{{.*}}, %[[F]]
// i64 ctpop: the counts of both halves.
// CHECK: %[[HI:.*]] = arith.trunci %{{.*}} : vector<8xi64> to vector<8xi32>
// CHECK: %[[LO:.*]] = arith.trunci %[[L]] : vector<8xi64> to vector<8xi32>
// CHECK: %[[CL:.*]] = genx.cbit %[[LO]]
// CHECK: %[[CH:.*]] = genx.cbit %[[HI]]
// CHECK: %[[SUM:.*]] = arith.addi %[[CL]], %[[CH]]
// CHECK: arith.extui %[[SUM]] : vector<8xi32> to vector<8xi64>
// i32 ctpop stays for llvm.ctpop; absi is genx.absi.
// CHECK: math.ctpop %[[W]] : vector<8xi32>
// CHECK: genx.absi %[[L]] : (vector<8xi64>) -> vector<8xi64>
func.func @bit_counts(%b: vector<8xi8>, %w: vector<8xi32>, %l: vector<8xi64>) -> (vector<8xi8>, vector<8xi8>, vector<8xi32>, vector<8xi64>, vector<8xi32>, vector<8xi64>) {
  %0 = math.ctlz %b : vector<8xi8>
  %1 = math.cttz %b : vector<8xi8>
  %2 = math.cttz %w : vector<8xi32>
  %3 = math.ctpop %l : vector<8xi64>
  %4 = math.ctpop %w : vector<8xi32>
  %5 = math.absi %l : vector<8xi64>
  return %0, %1, %2, %3, %4, %5 : vector<8xi8>, vector<8xi8>, vector<8xi32>, vector<8xi64>, vector<8xi32>, vector<8xi64>
}

// f64 functions are computed in f32 only under afn.
// CHECK-LABEL: func.func @f64_functions
// CHECK: math.exp %{{.*}} : vector<4xf64>
// CHECK: arith.truncf %{{.*}} : vector<4xf64> to vector<4xf32>
// CHECK-NOT: math.exp
// CHECK: arith.extf %{{.*}} : vector<4xf32> to vector<4xf64>
func.func @f64_functions(%d: vector<4xf64>) -> (vector<4xf64>, vector<4xf64>) {
  %0 = math.exp %d : vector<4xf64>
  %1 = math.exp %d fastmath<afn> : vector<4xf64>
  return %0, %1 : vector<4xf64>, vector<4xf64>
}

// f32 sin and cos without afn: Cody-Waite reduction by pi/2 in three parts
// (fma chains), polynomials of sin and cos on the remainder, the quadrant's
// choice and sign; sin keeps the sign of zero. Inputs beyond 1e5 are first
// reduced by their own k1 against pi/2 in three full f32 parts, k1 mod 4
// joining the quadrant; finite inputs from 2^23 on by Payne-Hanek's
// reduction (x times the bits of 2/pi in 32-bit words, the product's high
// halves by genx.umulh), in a branch taken when any lane has one.
// CHECK-LABEL: func.func @sin_cos_reduced
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>)
// CHECK-DAG: %[[TWO_OVER_PI:.*]] = arith.constant dense<0.636619746> : vector<8xf32>
// CHECK-DAG: %[[P1:.*]] = arith.constant dense<1.5703125> : vector<8xf32>
// CHECK-DAG: %[[Q1:.*]] = arith.constant dense<1.57079637> : vector<8xf32>
// CHECK-DAG: %[[LIMIT:.*]] = arith.constant dense<1.000000e+05> : vector<8xf32>
// CHECK: %[[LARGE:.*]] = arith.cmpf ogt, %{{.*}}, %[[LIMIT]]
// CHECK: %[[K1:.*]] = genx.rnde %{{.*}}
// CHECK: %[[NK1:.*]] = arith.negf %[[K1]]
// CHECK: %[[S1:.*]] = math.fma %[[NK1]], %[[Q1]], %[[X]]
// CHECK: %[[S2:.*]] = math.fma %[[NK1]], %{{.*}}, %[[S1]]
// CHECK: %[[X1:.*]] = math.fma %[[NK1]], %{{.*}}, %[[S2]]
// CHECK: %[[MOD4:.*]] = arith.subf %[[K1]],
// CHECK: %[[QUAD0:.*]] = arith.select %[[LARGE]], %[[MOD4]],
// CHECK: %[[XL:.*]] = arith.select %[[LARGE]], %[[X1]], %[[X]]
// CHECK: %[[AX:.*]] = genx.absf %[[X]]
// CHECK: %[[FROM:.*]] = arith.cmpf oge, %[[AX]], %{{.*}}
// CHECK: %[[FINITE:.*]] = arith.cmpf olt, %[[AX]], %{{.*}}
// CHECK: %[[HUGE:.*]] = arith.andi %[[FROM]], %[[FINITE]]
// CHECK: %[[ANY:.*]] = genx.any %[[HUGE]]
// CHECK: %[[PH:.*]]:2 = scf.if %{{.*}} -> (vector<8xf32>, vector<8xf32>)
// CHECK-COUNT-2: genx.umulh
// CHECK: scf.yield
// CHECK: %[[QUADH:.*]] = arith.select %[[HUGE]], %[[PH]]#0, %[[QUAD0]]
// CHECK: %[[XR:.*]] = arith.select %[[HUGE]], %[[PH]]#1, %[[XL]]
// CHECK: %[[Q:.*]] = arith.mulf %[[XR]], %[[TWO_OVER_PI]]
// CHECK: %[[K:.*]] = genx.rnde %[[Q]]
// CHECK: %[[NK:.*]] = arith.negf %[[K]]
// CHECK: %[[R1:.*]] = math.fma %[[NK]], %[[P1]], %[[XR]]
// CHECK: %[[R2:.*]] = math.fma %[[NK]], %{{.*}}, %[[R1]]
// CHECK: %[[R:.*]] = math.fma %[[NK]], %{{.*}}, %[[R2]]
// CHECK: %[[KQ:.*]] = arith.addf %[[K]], %[[QUADH]]
// CHECK: %[[QUAD:.*]] = arith.fptosi %[[KQ]]
// CHECK: arith.select
// CHECK: arith.negf
// CHECK: arith.select
// CHECK: %[[ZERO:.*]] = arith.cmpf oeq, %[[X]]
// CHECK: %[[SIN:.*]] = arith.select %[[ZERO]], %[[X]],
// CHECK: genx.rnde
// CHECK-NOT: math.sin
// CHECK-NOT: math.cos
// CHECK: return %[[SIN]],
func.func @sin_cos_reduced(%x: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>) {
  %0 = math.sin %x : vector<8xf32>
  %1 = math.cos %x : vector<8xf32>
  return %0, %1 : vector<8xf32>, vector<8xf32>
}

// fpowi with an exponent known only at run time: binary exponentiation
// over the 32 bits of |n| (as the C runtime's __powisf2), 1/r for negative
// n; f16 computed in f32. No exp/log (which gave NaN for negative bases).
// CHECK-LABEL: func.func @fpowi_runtime
// CHECK-SAME: (%[[B:.*]]: f32, %[[N:.*]]: i32, %[[H:.*]]: f16)
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[N]],
// CHECK: %[[ABS:.*]] = arith.select %[[NEG]],
// CHECK: arith.andi %[[ABS]],
// CHECK: %[[SQ:.*]] = arith.mulf %[[B]], %[[B]] : f32
// CHECK: arith.shrui %[[ABS]],
// CHECK-COUNT-30: arith.shrui
// CHECK: %[[INV:.*]] = arith.divf %{{.*}}, %{{.*}} : f32
// CHECK: arith.select %[[NEG]], %[[INV]],
// CHECK: arith.extf %[[H]] : f16 to f32
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK-NOT: math.
// CHECK: return
func.func @fpowi_runtime(%x: f32, %n: i32, %h: f16) -> (f32, f16) {
  %0 = math.fpowi %x, %n : f32, i32
  %1 = math.fpowi %h, %n : f16, i32
  return %0, %1 : f32, f16
}

// f16 functions are computed in f32 before they are expanded: exp2's
// product by ln 2 is not rounded to f16.
// CHECK-LABEL: func.func @exp2_f16
// CHECK: %[[E:.*]] = arith.extf %{{.*}} : vector<16xf16> to vector<16xf32>
// CHECK-NOT: f16>
// CHECK: arith.truncf %{{.*}} : vector<16xf32> to vector<16xf16>
func.func @exp2_f16(%h: vector<16xf16>) -> vector<16xf16> {
  %0 = math.exp2 %h : vector<16xf16>
  return %0 : vector<16xf16>
}

// IGC aborts on half-precision rnd*: f16 is rounded in f32 (exact). round
// is halfway-away-from-zero from trunc: t + copysign(1, x) where
// |x - t| >= 0.5, t itself otherwise (0.49999997 stays 0, -0.4 stays -0).
// CHECK-LABEL: func.func @rounding
// CHECK-SAME: (%[[H:.*]]: vector<16xf16>, %[[X:.*]]: vector<16xf32>)
// CHECK: %[[HE:.*]] = arith.extf %[[H]] : vector<16xf16> to vector<16xf32>
// CHECK: %[[HD:.*]] = genx.rndd %[[HE]] : (vector<16xf32>) -> vector<16xf32>
// CHECK: arith.truncf %[[HD]] : vector<16xf32> to vector<16xf16>
// CHECK: %[[T:.*]] = genx.rndz %[[X]] : (vector<16xf32>) -> vector<16xf32>
// CHECK: %[[D:.*]] = arith.subf %[[X]], %[[T]]
// CHECK: %[[A:.*]] = genx.absf %[[D]]
// CHECK: %[[HALF:.*]] = arith.cmpf oge, %[[A]],
// CHECK: %[[AWAY:.*]] = arith.addf %[[T]],
// CHECK: arith.select %[[HALF]], %[[AWAY]], %[[T]]
// CHECK-NOT: genx.rnd{{.*}}f16>
// CHECK: return
func.func @rounding(%h: vector<16xf16>, %x: vector<16xf32>) -> (vector<16xf16>, vector<16xf32>, vector<16xf16>) {
  %0 = math.floor %h : vector<16xf16>
  %1 = math.round %x : vector<16xf32>
  %2 = math.round %h : vector<16xf16>
  return %0, %1, %2 : vector<16xf16>, vector<16xf32>, vector<16xf16>
}

// f32 cbrt: exp2(log2|x| / 3) (approximated further), one Newton step, the
// sign of x; a subnormal |x| scaled by 2^24 first and its root by 2^-8
// after; zeros and infinities are x itself.
// CHECK-LABEL: func.func @cbrt
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>)
// CHECK-NOT: math.cbrt
// CHECK-DAG: %[[TWO24:.*]] = arith.constant dense<0x4B800000> : vector<8xf32>
// CHECK-DAG: %[[TWOM8:.*]] = arith.constant dense<3.906250e-03> : vector<8xf32>
// CHECK: %[[SUB:.*]] = arith.andi
// CHECK: %[[SCALED:.*]] = arith.mulf %{{.*}}, %[[TWO24]]
// CHECK: arith.select %[[SUB]], %[[SCALED]]
// CHECK: arith.divf
// CHECK: %[[R:.*]] = arith.subf
// CHECK: %[[BACK:.*]] = arith.select %[[SUB]], %[[TWOM8]]
// CHECK: arith.mulf %[[R]], %[[BACK]]
// CHECK: %[[Z:.*]] = arith.cmpf oeq, %{{.*}}, %cst
// CHECK: %[[I:.*]] = arith.cmpf oeq, %{{.*}}, %cst
// CHECK: %[[E:.*]] = arith.ori %[[Z]], %[[I]]
// CHECK: arith.select %[[E]], %[[X]], %{{.*}}
func.func @cbrt(%x: vector<8xf32>) -> vector<8xf32> {
  %0 = math.cbrt %x : vector<8xf32>
  return %0 : vector<8xf32>
}

// atan2 of two infinities: both operands replaced by their signs as +-1
// before the approximation.
// CHECK-LABEL: func.func @atan2_infinities
// CHECK-SAME: (%[[Y:.*]]: f32, %[[X:.*]]: f32)
// CHECK: %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK: %[[AY:.*]] = genx.absf %[[Y]]
// CHECK: %[[IY:.*]] = arith.cmpf oeq, %[[AY]], %[[INF]]
// CHECK: %[[AX:.*]] = genx.absf %[[X]]
// CHECK: %[[IX:.*]] = arith.cmpf oeq, %[[AX]], %[[INF]]
// CHECK: %[[BOTH:.*]] = arith.andi %[[IY]], %[[IX]]
// CHECK: %[[SY:.*]] = arith.select %[[BOTH]], %{{.*}}, %[[Y]]
// CHECK: %[[SX:.*]] = arith.select %[[BOTH]], %{{.*}}, %[[X]]
// CHECK: arith.divf %[[SY]], %[[SX]]
func.func @atan2_infinities(%y: f32, %x: f32) -> f32 {
  %0 = math.atan2 %y, %x : f32
  return %0 : f32
}

// atan2 has y's sign: the approximation's result as a magnitude, +-0 or
// +-pi on the x axis (pi where x's sign bit is set, -0 included; a NaN x
// passes), then y's sign. f16 is computed so in f32.
// CHECK-LABEL: func.func @atan2_signs
// CHECK-SAME: (%[[Y:.*]]: f32, %[[X:.*]]: f32, %[[HY:.*]]: f16, %[[HX:.*]]: f16)
// CHECK-DAG: %[[PI:.*]] = arith.constant 3.14159274 : f32
// CHECK: %[[SY:.*]] = arith.select %{{.*}}, %{{.*}}, %[[Y]] : f32
// CHECK: %[[SX:.*]] = arith.select %{{.*}}, %{{.*}}, %[[X]] : f32
// CHECK: %[[XBITS:.*]] = arith.bitcast %[[SX]] : f32 to i32
// CHECK: %[[XNEG:.*]] = arith.cmpi slt, %[[XBITS]],
// CHECK: %[[YZERO:.*]] = arith.cmpf oeq, %[[SY]],
// CHECK: %[[XORD:.*]] = arith.cmpf ord, %[[SX]], %[[SX]]
// CHECK: %[[AXIS:.*]] = arith.andi %[[YZERO]], %[[XORD]]
// CHECK: %[[ONAXIS:.*]] = arith.select %[[XNEG]], %[[PI]],
// CHECK: %[[ANGLE:.*]] = genx.absf %{{.*}} : (f32) -> f32
// CHECK: %[[MAG:.*]] = arith.select %[[AXIS]], %[[ONAXIS]], %[[ANGLE]]
// CHECK: arith.bitcast %[[MAG]]
// CHECK: arith.bitcast %[[SY]]
// CHECK: arith.extf %[[HY]] : f16 to f32
// CHECK: arith.cmpf ord
// CHECK: arith.truncf %{{.*}} : f32 to f16
func.func @atan2_signs(%y: f32, %x: f32, %hy: f16, %hx: f16) -> (f32, f16) {
  %0 = math.atan2 %y, %x : f32
  %1 = math.atan2 %hy, %hx : f16
  return %0, %1 : f32, f16
}

// f32 powf: exp2(y log2|x|), with log2 of a subnormal |x| taken of |x| 2^23
// less 23; an odd integer y gives a base with its sign bit set its sign
// (-0 and -inf too), a non-integer y of a finite negative base NaN, and
// pow(1, y), pow(x, 0) and pow(-1, +-inf) are 1. Under afn the hardware's
// pow instead.
// CHECK-LABEL: func.func @powf_signs
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f32)
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK: %[[AX:.*]] = genx.absf %[[X]]
// CHECK: %[[SUB:.*]] = arith.andi
// CHECK: %[[SCALED:.*]] = arith.mulf %[[AX]], %{{.*}}
// CHECK: arith.select %[[SUB]], %[[SCALED]], %[[AX]]
// CHECK: %[[FLOOR:.*]] = genx.rndd %[[Y]]
// CHECK: %[[INT:.*]] = arith.cmpf oeq, %[[FLOOR]], %[[Y]]
// CHECK: %[[ODD:.*]] = arith.andi %[[INT]],
// CHECK: %[[BITS:.*]] = arith.bitcast %[[X]] : f32 to i32
// CHECK: %[[SIGN:.*]] = arith.cmpi slt, %[[BITS]],
// CHECK: %[[FLIP:.*]] = arith.andi %[[SIGN]], %[[ODD]]
// CHECK: %[[NEG:.*]] = arith.negf %[[R:.*]] : f32
// CHECK: %[[SIGNED:.*]] = arith.select %[[FLIP]], %[[NEG]], %[[R]]
// CHECK: %[[NOTINT:.*]] = arith.xori %[[INT]],
// CHECK: %[[BAD:.*]] = arith.andi %{{.*}}, %[[NOTINT]]
// CHECK: %[[CHECKED:.*]] = arith.select %[[BAD]], %[[NAN]], %[[SIGNED]]
// CHECK: %[[RESULT:.*]] = arith.select %{{.*}}, %[[ONE]], %[[CHECKED]]
// CHECK: return %[[RESULT]]
func.func @powf_signs(%x: f32, %y: f32) -> f32 {
  %0 = math.powf %x, %y : f32
  return %0 : f32
}

// f32 logarithms of subnormal inputs: the input times 2^23, and 23 (in
// the function's base) less.
// CHECK-LABEL: func.func @log_subnormals
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-DAG: %[[MIN:.*]] = arith.constant 1.17549435E-38 : f32
// CHECK-DAG: %[[LN:.*]] = arith.constant 15.9423847 : f32
// CHECK-DAG: %[[TWENTYTHREE:.*]] = arith.constant 2.300000e+01 : f32
// CHECK: %[[SMALL:.*]] = arith.cmpf olt, %[[X]], %[[MIN]]
// CHECK: %[[SUB:.*]] = arith.andi %[[SMALL]],
// CHECK: %[[SHIFT:.*]] = arith.select %[[SUB]], %[[LN]],
// CHECK: arith.subf %{{.*}}, %[[SHIFT]] : f32
// CHECK: %[[SHIFT2:.*]] = arith.select %{{.*}}, %[[TWENTYTHREE]],
// CHECK: arith.subf %{{.*}}, %[[SHIFT2]] : f32
func.func @log_subnormals(%x: f32) -> (f32, f32) {
  %0 = math.log %x : f32
  %1 = math.log2 %x : f32
  return %0, %1 : f32, f32
}

// f32 log10 (no upstream approximation): log2(x) times log10(2); f16 in f32.
// CHECK-LABEL: func.func @log10
// CHECK-DAG: %[[LOG10_2:.*]] = arith.constant 3.010300e-01 : f32
// CHECK: arith.mulf %{{.*}}, %[[LOG10_2]] : f32
// CHECK: arith.mulf %{{.*}}, %[[LOG10_2]] : f32
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK-NOT: math.log
// CHECK: return
func.func @log10(%x: f32, %h: f16) -> (f32, f16) {
  %0 = math.log10 %x : f32
  %1 = math.log10 %h : f16
  return %0, %1 : f32, f16
}

// Float classes as compares of the value or its magnitude (no
// llvm.is.fpclass): isnan x != x, isinf |x| == inf, isfinite |x| < inf,
// isnormal also |x| >= the smallest normal; bf16 compared in f32.
// CHECK-LABEL: func.func @float_classes
// CHECK-SAME: (%[[X:.*]]: vector<4xf32>, %[[H:.*]]: f16, %[[B:.*]]: bf16)
// CHECK-DAG: %[[INF:.*]] = arith.constant dense<0x7F800000> : vector<4xf32>
// CHECK-DAG: %[[MIN:.*]] = arith.constant dense<1.17549435E-38> : vector<4xf32>
// CHECK-DAG: %[[HINF:.*]] = arith.constant 0x7C00 : f16
// CHECK-DAG: %[[HMIN:.*]] = arith.constant 6.103520e-05 : f16
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : vector<4xf32>
// CHECK: %[[A1:.*]] = genx.absf %[[X]]
// CHECK: %[[ISINF:.*]] = arith.cmpf oeq, %[[A1]], %[[INF]]
// CHECK: %[[A2:.*]] = genx.absf %[[X]]
// CHECK: %[[FIN:.*]] = arith.cmpf olt, %[[A2]], %[[INF]]
// CHECK: %[[A3:.*]] = genx.absf %[[X]]
// CHECK: %[[LT:.*]] = arith.cmpf olt, %[[A3]], %[[INF]]
// CHECK: %[[GE:.*]] = arith.cmpf oge, %[[A3]], %[[MIN]]
// CHECK: %[[NORMAL:.*]] = arith.andi %[[LT]], %[[GE]] : vector<4xi1>
// CHECK: %[[AH:.*]] = genx.absf %[[H]]
// CHECK: arith.cmpf olt, %[[AH]], %[[HINF]] : f16
// CHECK: arith.cmpf oge, %[[AH]], %[[HMIN]] : f16
// CHECK: arith.bitcast %[[B]] : bf16 to i16
// CHECK: arith.cmpf oeq, %{{.*}}, %{{.*}} : f32
// CHECK-NOT: math.is
// CHECK: return %[[NAN]], %[[ISINF]], %[[FIN]], %[[NORMAL]]
func.func @float_classes(%x: vector<4xf32>, %h: f16, %b: bf16) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, i1, i1) {
  %0 = math.isnan %x : vector<4xf32>
  %1 = math.isinf %x : vector<4xf32>
  %2 = math.isfinite %x : vector<4xf32>
  %3 = math.isnormal %x : vector<4xf32>
  %4 = math.isnormal %h : f16
  %5 = math.isinf %b : bf16
  return %0, %1, %2, %3, %4, %5 : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, i1, i1
}

// Hyperbolic functions and their inverses by ranges of |x| (fdlibm's
// formulations, on expm1/exp/log1p/log, which are approximated further):
// sinh and cosh switch to e^(|x|/2) squared from 22, asinh to log|x| + ln 2
// beyond 2^12 and to x itself below 2^-12, acosh beyond 2^12 and to NaN
// below 1; the odd ones take x's sign.
// CHECK-LABEL: func.func @hyperbolic
// CHECK-DAG: arith.constant 2.200000e+01 : f32
// CHECK-DAG: arith.constant 4.096000e+03 : f32
// CHECK-DAG: arith.constant 2.44140625E-4 : f32
// CHECK-DAG: arith.constant 0.693147182 : f32
// CHECK-NOT: math.sinh
// CHECK-NOT: math.cosh
// CHECK-NOT: math.asinh
// CHECK-NOT: math.acosh
// CHECK-NOT: math.atanh
// CHECK: arith.cmpf uge, %{{.*}}, %{{.*}} : f32
// CHECK: return
func.func @hyperbolic(%x: f32) -> (f32, f32, f32, f32, f32) {
  %0 = math.sinh %x : f32
  %1 = math.cosh %x : f32
  %2 = math.asinh %x : f32
  %3 = math.acosh %x : f32
  %4 = math.atanh %x : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}
