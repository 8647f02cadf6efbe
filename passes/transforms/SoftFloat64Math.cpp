//===- SoftFloat64Math.cpp - f64 math functions in f64 arithmetic ---------===//
//
// GenX has no double-precision math functions, and genx-soft-f64 emulates
// f64 arithmetic, not functions. These patterns compute exp, log, sin, erf,
// ... of f64 from that arithmetic: a range reduction, then a polynomial or
// rational function whose own error is below 2^-55 of the result (Taylor
// series, Chebyshev-economized for e^x; fdlibm's minimax polynomials for
// sin and cos and its rational approximations for erf), by Horner's rule.
// Results are within 4 ulps of the C library's (soft-f64-exec.test);
// sin/cos/tan for |x| < 2^51 2 pi (1.4e16), beyond which the reduction (by
// 2 pi in two parts, then pi/2 in four, not Payne-Hanek) loses accuracy.
//
// Constants are facts of the functions (ln 2, pi/2 and 2 pi split so that
// the leading part times a small integer is exact, fdlibm's coefficients).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace {
/// ln 2 = kLn2Hi + kLn2Lo; kLn2Hi has 21 trailing zero bits, so n * kLn2Hi
/// is exact for |n| < 2^21.
constexpr double kLn2Hi = 6.93147180369123816490e-01;
constexpr double kLn2Lo = 1.90821492927058770002e-10;
constexpr double kLog2E = 1.44269504088896338700e+00;
/// log10(2) in two parts, as ln 2 above.
constexpr double kLog10Of2Hi = 3.01029995663611771306e-01;
constexpr double kLog10Of2Lo = 3.69423907715893078616e-13;
constexpr double kLog10E = 4.34294481903251827651e-01;
/// pi/2 in three parts of 33 bits each and the rest.
constexpr double kPiOver2Part1 = 1.57079632673412561417e+00;
constexpr double kPiOver2Part2 = 6.07710050630396597660e-11;
constexpr double kPiOver2Part3 = 2.02226624871116645580e-21;
constexpr double kPiOver2Part4 = 8.47842766036889956997e-32;
/// 2 pi in two parts.
constexpr double k2PiHi = 6.28318530717958623200e+00;
constexpr double k2PiLo = 2.44929359829470635445e-16;
/// Where k pi/2 stops being exact in the parts above (k < 2^20).
constexpr double kLargeTrigArgument = 0x1p20 * 1.57079632679489661923;
constexpr double k2OverPi = 6.36619772367581382433e-01;
/// Beyond these exp overflows to infinity and underflows to zero.
constexpr double kExpMax = 7.09782712893383973096e+02;
constexpr double kExpMin = -7.45133219101941108420e+02;

/// f64 arithmetic of one shape (f64 or a vector of f64), and the i64 of the
/// same shape for bit manipulation.
class F64Builder {
public:
  F64Builder(ImplicitLocOpBuilder &b, Type type) : b(b), type(type) {
    intType = b.getI64Type();
    if (auto vector = dyn_cast<VectorType>(type))
      intType = vector.cloneWith(std::nullopt, intType);
  }

  Value constant(double value) {
    return arith::ConstantOp::create(b, type,
                                     splat(type, b.getF64FloatAttr(value)));
  }
  Value intConstant(int64_t value) {
    return arith::ConstantOp::create(
        b, intType, splat(intType, b.getI64IntegerAttr(value)));
  }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, x, y); }
  Value div(Value x, Value y) { return arith::DivFOp::create(b, x, y); }
  Value mul(Value x, double c) { return mul(x, constant(c)); }
  Value add(Value x, double c) { return add(x, constant(c)); }
  Value cmp(arith::CmpFPredicate predicate, Value x, Value y) {
    return arith::CmpFOp::create(b, predicate, x, y);
  }
  Value cmp(arith::CmpFPredicate predicate, Value x, double c) {
    return cmp(predicate, x, constant(c));
  }
  Value select(Value condition, Value x, Value y) {
    return arith::SelectOp::create(b, condition, x, y);
  }
  Value select(Value condition, double c, Value y) {
    return select(condition, constant(c), y);
  }
  Value abs(Value x) { return math::AbsFOp::create(b, x); }
  Value copySign(Value x, Value sign) {
    return math::CopySignOp::create(b, x, sign);
  }
  Value roundEven(Value x) { return math::RoundEvenOp::create(b, x); }
  Value floor(Value x) { return math::FloorOp::create(b, x); }
  Value isNaN(Value x) { return cmp(arith::CmpFPredicate::UNO, x, x); }
  Value isInf(Value x) {
    return cmp(arith::CmpFPredicate::OEQ, abs(x), constant(INFINITY));
  }
  Value bits(Value x) { return arith::BitcastOp::create(b, intType, x); }
  Value fromBits(Value i) { return arith::BitcastOp::create(b, type, i); }
  Value toInt(Value x) { return arith::FPToSIOp::create(b, intType, x); }
  Value toFloat(Value i) { return arith::SIToFPOp::create(b, type, i); }

  /// c[0] + x * (c[1] + x * (c[2] + ...)), with coefficients per lane.
  Value horner(Value x, ArrayRef<Value> c) {
    Value sum = c.back();
    for (Value coefficient : llvm::reverse(c.drop_back()))
      sum = add(mul(sum, x), coefficient);
    return sum;
  }

  /// c[0] + x * (c[1] + x * (c[2] + ...)).
  Value horner(Value x, ArrayRef<double> c) {
    Value sum = constant(c.back());
    for (double coefficient : llvm::reverse(c.drop_back()))
      sum = add(mul(sum, x), coefficient);
    return sum;
  }

  /// x * 2^n for an integral f64 n in [-1100, 1100], in two exact steps so
  /// that neither power overflows; only the last product rounds (into
  /// denormals or infinity).
  Value scaleByPowerOf2(Value x, Value n) {
    Value k = toInt(n);
    Value half = arith::ShRSIOp::create(b, k, intConstant(1));
    Value rest = arith::SubIOp::create(b, k, half);
    return mul(mul(x, powerOf2(half)), powerOf2(rest));
  }

  ImplicitLocOpBuilder &b;

private:
  static TypedAttr splat(Type type, TypedAttr value) {
    if (auto vector = dyn_cast<VectorType>(type))
      return DenseElementsAttr::get(vector, value);
    return value;
  }
  /// 2^k for k in [-1022, 1023]: the biased exponent alone.
  Value powerOf2(Value k) {
    Value biased = arith::AddIOp::create(b, k, intConstant(1023));
    return fromBits(arith::ShLIOp::create(b, biased, intConstant(52)));
  }

  Type type, intType;
};

/// e^r for |r| <= ln2/2: the Taylor series to r^16, Chebyshev-economized to
/// degree 11 (relative error below 2e-17; the first two stay exactly 1).
constexpr double kExpSeries[] = {
    1.0,
    1.0,
    5.00000000000001887379e-01,
    1.66666666666667018237e-01,
    4.16666666664880780413e-02,
    8.33333333330952587270e-03,
    1.38888889523180450100e-03,
    1.98412699092197404322e-04,
    2.48014854792165117820e-05,
    2.75572249562273661788e-06,
    2.76326406753913611855e-07,
    2.51148701677069170743e-08,
};

/// sin r = r + r z S(z) and cos r = 1 + z C(z), z = r^2, |r| <= pi/4: the
/// minimax coefficients of fdlibm's kernels (C after its -1/2).
constexpr double kSinPolynomial[] = {
    -1.66666666666666324348e-01, 8.33333333332248946124e-03,
    -1.98412698298579493134e-04, 2.75573137070700676789e-06,
    -2.50507602534068634195e-08, 1.58969099521155010221e-10};
constexpr double kCosPolynomial[] = {-0.5,
                                     4.16666666666666019037e-02,
                                     -1.38888888888741095749e-03,
                                     2.48015872894767294178e-05,
                                     -2.75573143513906633035e-07,
                                     2.08757232129817482790e-09,
                                     -1.13596475577881948265e-11};

/// e^x 2^scale for x whose n below is in scaleByPowerOf2's range: x = n ln2
/// + r with |r| <= ln2/2, e^x = 2^n e^r. The final scaling overflows to
/// infinity and underflows to zero where the result does.
Value expCore(F64Builder &f, Value x, int scale) {
  Value n = f.roundEven(f.mul(x, kLog2E));
  Value r = f.sub(f.sub(x, f.mul(n, kLn2Hi)), f.mul(n, kLn2Lo));
  return f.scaleByPowerOf2(f.horner(r, kExpSeries), f.add(n, double(scale)));
}

/// e^x 2^scale for every x.
Value expTimesPowerOf2(F64Builder &f, Value x, int scale) {
  Value clamped = arith::MinimumFOp::create(
      f.b, arith::MaximumFOp::create(f.b, x, f.constant(kExpMin - 1)),
      f.constant(kExpMax + 2));
  return f.select(f.isNaN(x), x, expCore(f, clamped, scale));
}

Value exp(F64Builder &f, Value x) { return expTimesPowerOf2(f, x, 0); }

/// 2^x: x = n + r with |r| <= 1/2 (exact), 2^x = 2^n e^(r ln2).
Value exp2(F64Builder &f, Value x) {
  Value clamped = arith::MinimumFOp::create(
      f.b, arith::MaximumFOp::create(f.b, x, f.constant(-1100.0)),
      f.constant(1100.0));
  Value n = f.roundEven(clamped);
  Value r = f.mul(f.sub(clamped, n), kLn2Hi + kLn2Lo);
  Value result = f.scaleByPowerOf2(f.horner(r, kExpSeries), n);
  return f.select(f.isNaN(x), x, result);
}

/// e^x - 1: near 0 the series without its constant term (no cancellation),
/// elsewhere e^x - 1 (which then loses at most a bit).
Value expm1(F64Builder &f, Value x) {
  Value series = f.mul(x, f.horner(x, ArrayRef(kExpSeries).drop_front()));
  Value small = f.cmp(arith::CmpFPredicate::OLE, f.abs(x), 0.5 * kLn2Hi);
  return f.select(small, series, f.add(exp(f, x), -1.0));
}

/// x = 2^e m with m in [sqrt(1/2), sqrt(2)); returns e (as f64) and
/// ln(m). ln(m) = ln(1+g) = g - s (g - R(s^2)) where s = g / (2 + g) and
/// R is the atanh series 2s^2/3 + 2s^4/5 + ... (|s| <= 0.172).
std::pair<Value, Value> logParts(F64Builder &f, Value x) {
  // Denormals are scaled into the normal range first.
  Value denormal = f.cmp(arith::CmpFPredicate::OLT, x, 0x1p-1022);
  Value scaled = f.select(denormal, f.mul(x, 0x1p54), x);
  Value bits = f.bits(scaled);
  Value exponent = arith::SubIOp::create(
      f.b, arith::ShRUIOp::create(f.b, bits, f.intConstant(52)),
      f.intConstant(1023));
  Value mantissa = f.fromBits(arith::OrIOp::create(
      f.b,
      arith::AndIOp::create(f.b, bits, f.intConstant((int64_t(1) << 52) - 1)),
      f.intConstant(int64_t(1023) << 52)));
  Value e =
      f.add(f.toFloat(exponent), f.select(denormal, -54.0, f.constant(0.0)));
  Value big = f.cmp(arith::CmpFPredicate::OGT, mantissa, M_SQRT2);
  Value m = f.select(big, f.mul(mantissa, 0.5), mantissa);
  e = f.select(big, f.add(e, 1.0), e);
  Value g = f.add(m, -1.0);
  Value s = f.div(g, f.add(g, 2.0));
  Value z = f.mul(s, s);
  SmallVector<double> atanhSeries;
  for (int k = 1; k <= 11; ++k)
    atanhSeries.push_back(2.0 / (2 * k + 1));
  Value r = f.mul(z, f.horner(z, atanhSeries));
  Value lnM = f.sub(g, f.mul(s, f.sub(g, r)));
  return {e, lnM};
}

/// The special values of a logarithm: -inf at zero, NaN below zero and for
/// NaN, +inf at +inf.
Value logSpecials(F64Builder &f, Value x, Value result) {
  result =
      f.select(f.cmp(arith::CmpFPredicate::OEQ, x, INFINITY), INFINITY, result);
  result =
      f.select(f.cmp(arith::CmpFPredicate::OEQ, x, 0.0), -INFINITY, result);
  return f.select(f.cmp(arith::CmpFPredicate::ULT, x, 0.0), NAN, result);
}

Value log(F64Builder &f, Value x) {
  auto [e, lnM] = logParts(f, x);
  Value result = f.add(f.mul(e, kLn2Hi), f.add(lnM, f.mul(e, kLn2Lo)));
  return logSpecials(f, x, result);
}

/// Exact at powers of two (ln(m) is 0 there).
Value log2(F64Builder &f, Value x) {
  auto [e, lnM] = logParts(f, x);
  return logSpecials(f, x, f.add(e, f.mul(lnM, kLog2E)));
}

Value log10(F64Builder &f, Value x) {
  auto [e, lnM] = logParts(f, x);
  Value result = f.add(f.mul(e, kLog10Of2Hi),
                       f.add(f.mul(lnM, kLog10E), f.mul(e, kLog10Of2Lo)));
  return logSpecials(f, x, result);
}

/// ln(1 + x) = ln(u) * x / (u - 1) with u = 1 + x rounded: the quotient
/// corrects for the rounding of u.
Value log1p(F64Builder &f, Value x) {
  Value u = f.add(x, 1.0);
  Value ratio = f.div(x, f.add(u, -1.0));
  Value result = f.mul(log(f, u), ratio);
  result = f.select(f.cmp(arith::CmpFPredicate::OEQ, u, 1.0), x, result);
  result =
      f.select(f.cmp(arith::CmpFPredicate::OEQ, x, INFINITY), INFINITY, result);
  return f.select(f.cmp(arith::CmpFPredicate::OEQ, x, -1.0), -INFINITY, result);
}

/// sin and cos of x = k pi/2 + r, |r| <= pi/4, and k mod 4 (as f64).
struct Reduced {
  Value sin, cos, quadrant;
};

Reduced reduceAndApproximate(F64Builder &f, Value x) {
  // Beyond 2^20 pi/2, k times the parts is no longer exact: such x are
  // first reduced modulo 2 pi in two parts, rem = x - q 2pi_hi exactly
  // (fmod; q is exact while |x| < 2^51 2 pi), and the correction -q 2pi_lo,
  // added only once rem's leading bits are gone.
  Value large = f.cmp(arith::CmpFPredicate::OGT, f.abs(x), kLargeTrigArgument);
  Value twoPi = f.constant(k2PiHi);
  Value rem = arith::RemFOp::create(f.b, x, twoPi);
  Value q = f.roundEven(f.div(f.sub(x, rem), twoPi));
  Value reduced = f.select(large, rem, x);
  Value correction = f.select(large, f.mul(q, -k2PiLo), f.constant(0.0));
  Value k = f.roundEven(f.mul(f.add(reduced, correction), k2OverPi));
  Value r = f.add(f.sub(reduced, f.mul(k, kPiOver2Part1)), correction);
  for (double part : {kPiOver2Part2, kPiOver2Part3, kPiOver2Part4})
    r = f.sub(r, f.mul(k, part));
  // x itself near 0: the subtractions would turn -0 into +0.
  r = f.select(f.cmp(arith::CmpFPredicate::OEQ, k, 0.0), f.select(large, r, x),
               r);
  Value z = f.mul(r, r);
  Value sin = f.add(r, f.mul(f.mul(r, z), f.horner(z, kSinPolynomial)));
  Value cos = f.add(f.mul(z, f.horner(z, kCosPolynomial)), 1.0);
  // k - 4 floor(k / 4) is exact for the k of any finite x.
  Value quadrant = f.sub(k, f.mul(f.floor(f.mul(k, 0.25)), 4.0));
  return {sin, cos, quadrant};
}

Value quadrantIs(F64Builder &f, Value quadrant, double q) {
  return f.cmp(arith::CmpFPredicate::OEQ, quadrant, q);
}

/// NaN for infinities (whose reduction is meaningless); NaN stays NaN.
Value trigSpecials(F64Builder &f, Value x, Value result) {
  return f.select(f.isInf(x), NAN, result);
}

Value sin(F64Builder &f, Value x) {
  Reduced t = reduceAndApproximate(f, x);
  Value negSin = arith::NegFOp::create(f.b, t.sin);
  Value negCos = arith::NegFOp::create(f.b, t.cos);
  Value result = f.select(quadrantIs(f, t.quadrant, 1.0), t.cos, t.sin);
  result = f.select(quadrantIs(f, t.quadrant, 2.0), negSin, result);
  result = f.select(quadrantIs(f, t.quadrant, 3.0), negCos, result);
  return trigSpecials(f, x, result);
}

Value cos(F64Builder &f, Value x) {
  Reduced t = reduceAndApproximate(f, x);
  Value negSin = arith::NegFOp::create(f.b, t.sin);
  Value negCos = arith::NegFOp::create(f.b, t.cos);
  Value result = f.select(quadrantIs(f, t.quadrant, 1.0), negSin, t.cos);
  result = f.select(quadrantIs(f, t.quadrant, 2.0), negCos, result);
  result = f.select(quadrantIs(f, t.quadrant, 3.0), t.sin, result);
  return trigSpecials(f, x, result);
}

/// sin/cos in even quadrants, -cos/sin in odd ones.
Value tan(F64Builder &f, Value x) {
  Reduced t = reduceAndApproximate(f, x);
  Value odd = f.cmp(
      arith::CmpFPredicate::OEQ,
      f.sub(t.quadrant, f.mul(f.floor(f.mul(t.quadrant, 0.5)), 2.0)), 1.0);
  Value result = f.select(odd, arith::NegFOp::create(f.b, f.div(t.cos, t.sin)),
                          f.div(t.sin, t.cos));
  return trigSpecials(f, x, result);
}

/// tanh |x| = -m / (2 + m) with m = e^(-2|x|) - 1; 1 from 22 on.
Value tanh(F64Builder &f, Value x) {
  Value a = f.abs(x);
  Value m = expm1(f, f.mul(a, -2.0));
  Value t = f.div(arith::NegFOp::create(f.b, m), f.add(m, 2.0));
  t = f.select(f.cmp(arith::CmpFPredicate::OGT, a, 22.0), 1.0, t);
  return f.copySign(t, x);
}

/// sinh r = r + r z (1/3! + z/5! + ...), z = r^2, for |r| <= ln2/2.
constexpr double kSinhSeries[] = {
    1.0 / 6,        1.0 / 120,          1.0 / 5040,           1.0 / 362880,
    1.0 / 39916800, 1.0 / 6227020800.0, 1.0 / 1307674368000.0};

/// sinh |x|: the odd series near 0, else h - 1/(4h) with h = e^|x| / 2
/// (which stays finite up to where sinh does).
Value sinh(F64Builder &f, Value x) {
  Value a = f.abs(x);
  Value z = f.mul(a, a);
  Value series = f.add(a, f.mul(f.mul(a, z), f.horner(z, kSinhSeries)));
  Value h = expTimesPowerOf2(f, a, -1);
  Value result = f.sub(h, f.div(f.constant(0.25), h));
  Value small = f.cmp(arith::CmpFPredicate::OLE, a, 0.5 * kLn2Hi);
  return f.copySign(f.select(small, series, result), x);
}

/// cosh x = h + 1/(4h) with h = e^|x| / 2.
Value cosh(F64Builder &f, Value x) {
  Value h = expTimesPowerOf2(f, f.abs(x), -1);
  return f.add(h, f.div(f.constant(0.25), h));
}

/// erf's four intervals of |x| (fdlibm's): below 0.84375, x + x P(x^2) /
/// Q(x^2); below 1.25, erx + P(|x| - 1) / Q(|x| - 1); below 1/0.35 and below
/// 6 (with their own coefficients), 1 - e^(-x^2 - 0.5625 + P(1/x^2) /
/// Q(1/x^2)) / |x|; 1 from 6 on. (fdlibm computes -x^2 in two parts, which
/// erfc needs; erf does not, as e^(...) / |x| < 0.08 there.) Coefficients from
/// s_erf.c, padded to the longest (8 for P, 9 for Q with Q[0] = 1), picked per
/// lane, so that one rational function serves every lane.
constexpr double kErfIntervalEnds[] = {0.84375, 1.25, 1 / 0.35};
constexpr double kErfP[4][8] = {
    {1.28379167095512558561e-01, -3.25042107247001499370e-01,
     -2.84817495755985104766e-02, -5.77027029648944159157e-03,
     -2.37630166566501626084e-05, 0, 0, 0},
    {-2.36211856075265944077e-03, 4.14856118683748331666e-01,
     -3.72207876035701323847e-01, 3.18346619901161753674e-01,
     -1.10894694282396677476e-01, 3.54783043256182359371e-02,
     -2.16637559486879084300e-03, 0},
    {-9.86494403484714822705e-03, -6.93858572707181764372e-01,
     -1.05586262253232909814e+01, -6.23753324503260060396e+01,
     -1.62396669462573470355e+02, -1.84605092906711035994e+02,
     -8.12874355063065934246e+01, -9.81432934416914548592e+00},
    {-9.86494292470009928597e-03, -7.99283237680523006574e-01,
     -1.77579549177547519889e+01, -1.60636384855821916062e+02,
     -6.37566443368389627722e+02, -1.02509513161107724954e+03,
     -4.83519191608651397019e+02, 0}};
constexpr double kErfQ[4][9] = {
    {1, 3.97917223959155352819e-01, 6.50222499887672944485e-02,
     5.08130628187576562776e-03, 1.32494738004321644526e-04,
     -3.96022827877536812320e-06, 0, 0, 0},
    {1, 1.06420880400844228286e-01, 5.40397917702171048937e-01,
     7.18286544141962662868e-02, 1.26171219808761642112e-01,
     1.36370839120290507362e-02, 1.19844998467991074170e-02, 0, 0},
    {1, 1.96512716674392571292e+01, 1.37657754143519042600e+02,
     4.34565877475229228821e+02, 6.45387271733267880336e+02,
     4.29008140027567833386e+02, 1.08635005541779435134e+02,
     6.57024977031928170135e+00, -6.04244152148580987438e-02},
    {1, 3.03380607434824582924e+01, 3.25792512996573918826e+02,
     1.53672958608443695994e+03, 3.19985821950859553908e+03,
     2.55305040643316442583e+03, 4.74528541206955367215e+02,
     -2.24409524465858183362e+01, 0}};
/// erf(1) rounded to 24 bits (fdlibm's erx).
constexpr double kErfAtOne = 8.45062911510467529297e-01;

Value erf(F64Builder &f, Value x) {
  Value a = f.abs(x);
  SmallVector<Value> below;
  for (double end : kErfIntervalEnds)
    below.push_back(f.cmp(arith::CmpFPredicate::OLT, a, end));
  // The value of the interval a lane is in.
  auto perInterval = [&](ArrayRef<Value> values) {
    Value result = values[3];
    for (int i = 2; i >= 0; --i)
      result = f.select(below[i], values[i], result);
    return result;
  };
  // The last two intervals' P(1/s) / Q(1/s), s = x^2, as s P'(s) / Q'(s)
  // with the coefficients reversed: no 1/s to divide out.
  auto coefficients = [&](auto &table, size_t n) {
    SmallVector<Value> picked;
    for (size_t j = 0; j < n; ++j)
      picked.push_back(perInterval(
          {f.constant(table[0][j]), f.constant(table[1][j]),
           f.constant(table[2][n - 1 - j]), f.constant(table[3][n - 1 - j])}));
    return picked;
  };
  Value square = f.mul(a, a);
  Value one = f.constant(1.0);
  Value t = perInterval({square, f.add(a, -1.0), square, square});
  Value ratio = f.mul(f.div(f.horner(t, coefficients(kErfP, 8)),
                            f.horner(t, coefficients(kErfQ, 9))),
                      perInterval({one, one, square, square}));
  // The exponent is in [-37, -2] where it is used (expCore's range).
  Value exponent = f.sub(f.add(ratio, -0.5625), square);
  Value far = f.sub(one, f.div(expCore(f, exponent, 0), a));
  Value result = perInterval(
      {f.add(a, f.mul(a, ratio)), f.add(ratio, kErfAtOne), far, far});
  // NaN stays NaN through `far`.
  result = f.select(f.cmp(arith::CmpFPredicate::OGE, a, 6.0), 1.0, result);
  return f.copySign(result, x);
}

/// One pattern for every function: `compute` builds it from f64 arithmetic.
template <typename Op, Value (*compute)(F64Builder &, Value)>
struct F64Function : OpRewritePattern<Op> {
  using OpRewritePattern<Op>::OpRewritePattern;
  using MathOp = Op;

  LogicalResult matchAndRewrite(Op op,
                                PatternRewriter &rewriter) const override {
    if (!getElementTypeOrSelf(op.getType()).isF64())
      return rewriter.notifyMatchFailure(op, "not f64");
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    F64Builder f(b, op.getType());
    rewriter.replaceOp(op, compute(f, op.getOperand()));
    return success();
  }
};

/// The functions computed, each once.
template <typename... Functions> struct FunctionTable {
  static void populate(RewritePatternSet &patterns) {
    patterns.add<Functions...>(patterns.getContext());
  }
  static bool contains(Operation *op) {
    return isa<typename Functions::MathOp...>(op);
  }
};
using SoftFloat64Functions = FunctionTable<
    F64Function<math::ExpOp, exp>, F64Function<math::Exp2Op, exp2>,
    F64Function<math::ExpM1Op, expm1>, F64Function<math::LogOp, log>,
    F64Function<math::Log2Op, log2>, F64Function<math::Log10Op, log10>,
    F64Function<math::Log1pOp, log1p>, F64Function<math::SinOp, sin>,
    F64Function<math::CosOp, cos>, F64Function<math::TanOp, tan>,
    F64Function<math::TanhOp, tanh>, F64Function<math::SinhOp, sinh>,
    F64Function<math::CoshOp, cosh>, F64Function<math::ErfOp, erf>>;
} // namespace

void mlir::genx::populateSoftFloat64MathPatterns(RewritePatternSet &patterns) {
  SoftFloat64Functions::populate(patterns);
}

bool mlir::genx::isSoftFloat64MathOp(Operation *op) {
  return SoftFloat64Functions::contains(op);
}
