//===- ConvertMathToGenX.cpp - convert-math-to-genx -----------------------===//

#include "passes/Passes.h"

#include <limits>

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_CONVERTMATHTOGENX
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

/// The GenX math ops take f32 and f16 (scalar or vector).
static bool isNativeMathType(Type type) {
  Type elt = getElementTypeOrSelf(type);
  return (elt.isF32() || elt.isF16()) && isGenXType(type);
}

namespace {
/// A math op whose GenX counterpart has the same semantics (exact), or the
/// hardware's approximation of them (only under `afn` or the option).
template <typename MathOp, typename GenXOp, bool isApproximate>
struct MathToGenX : OpRewritePattern<MathOp> {
  MathToGenX(MLIRContext *context, bool allowApproximate,
             PatternBenefit benefit = 1)
      : OpRewritePattern<MathOp>(context, benefit),
        allowApproximate(allowApproximate) {}

  LogicalResult matchAndRewrite(MathOp op,
                                PatternRewriter &rewriter) const override {
    if (!isNativeMathType(op.getType()))
      return rewriter.notifyMatchFailure(op, "not f32/f16");
    // IGC 1.0.12504 aborts on half-precision rnd* (measured on tgllp and
    // dg2): f16 is rounded in f32 (ComputeInF32), which is exact.
    if constexpr (llvm::is_one_of<GenXOp, RnddOp, RnduOp, RndzOp,
                                  RndeOp>::value)
      if (!getElementTypeOrSelf(op.getType()).isF32())
        return rewriter.notifyMatchFailure(op, "half-precision rounding");
    if constexpr (isApproximate) {
      bool afn = arith::bitEnumContainsAll(op.getFastmath(),
                                           arith::FastMathFlags::afn);
      if (!afn && !allowApproximate)
        return rewriter.notifyMatchFailure(op, "needs afn or the option");
    }
    rewriter.replaceOpWithNewOp<GenXOp>(op, op.getType(), op->getOperands());
    return success();
  }

  bool allowApproximate;
};

/// exp(x) = exp2(x log2(e)) and log(x) = log2(x) ln(2) on the hardware's
/// approximate unit, under `afn` or the option.
template <typename MathOp, typename GenXOp>
struct NaturalToBase2 : OpRewritePattern<MathOp> {
  NaturalToBase2(MLIRContext *context, bool allowApproximate, double factor)
      : OpRewritePattern<MathOp>(context, /*benefit=*/3),
        allowApproximate(allowApproximate), factor(factor) {}

  LogicalResult matchAndRewrite(MathOp op,
                                PatternRewriter &rewriter) const override {
    if (!isNativeMathType(op.getType()))
      return rewriter.notifyMatchFailure(op, "not f32/f16");
    bool afn = arith::bitEnumContainsAll(op.getFastmath(),
                                         arith::FastMathFlags::afn);
    if (!afn && !allowApproximate)
      return rewriter.notifyMatchFailure(op, "needs afn or the option");
    Location loc = op.getLoc();
    Value scale = arith::ConstantOp::create(
        rewriter, loc, op.getType(),
        makeSplat(op.getType(), factor));
    bool isExp = std::is_same_v<MathOp, math::ExpOp>;
    if (isExp) {
      Value scaled = arith::MulFOp::create(rewriter, loc, op.getOperand(), scale);
      rewriter.replaceOpWithNewOp<GenXOp>(op, op.getType(), scaled);
    } else {
      Value base2 = GenXOp::create(rewriter, loc, op.getType(), op.getOperand());
      rewriter.replaceOpWithNewOp<arith::MulFOp>(op, base2, scale);
    }
    return success();
  }

  static TypedAttr makeSplat(Type type, double value) {
    auto elt = cast<FloatType>(getElementTypeOrSelf(type));
    FloatAttr scalar = FloatAttr::get(elt, value);
    if (auto vec = dyn_cast<VectorType>(type))
      return DenseElementsAttr::get(vec, scalar.getValue());
    return scalar;
  }

  bool allowApproximate;
  double factor;
};

/// exp(x) on f32 as IGC computes OpenCL C's exp: x = k ln 2 + r with
/// k = trunc(x log2 e) and ln 2 in two parts (so r is nearly exact), then
/// 2^k 2^(r log2 e) on the hardware unit (2^k of an integer is exact, and
/// |r log2 e| < 1 is where the unit is accurate); 0 below -105, inf above.
/// The same instructions as OpenCL's exp through the same IGC, so its
/// accuracy, at about a third of the polynomial's instructions.
struct ExpByTwoExp2 : OpRewritePattern<math::ExpOp> {
  ExpByTwoExp2(MLIRContext *context)
      : OpRewritePattern<math::ExpOp>(context, /*benefit=*/3) {}

  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rewriter.notifyMatchFailure(op, "not f32");
    Location loc = op.getLoc();
    auto constant = [&](uint32_t bits) -> Value {
      APFloat value(APFloat::IEEEsingle(), APInt(32, bits));
      return createScalarOrSplatConstant(rewriter, loc, type, value);
    };
    Value x = op.getOperand();
    Value log2e = constant(0x3FB8AA3B);
    Value k = math::TruncOp::create(
        rewriter, loc, arith::MulFOp::create(rewriter, loc, x, log2e));
    // -ln 2 in two parts: the high one has zero low bits, so k * high is
    // exact for the ks that matter.
    Value r = math::FmaOp::create(rewriter, loc, k, constant(0xBF317200), x);
    r = math::FmaOp::create(rewriter, loc, k, constant(0xB5BFBE8E), r);
    Value fraction = arith::MulFOp::create(rewriter, loc, r, log2e);
    Value result = arith::MulFOp::create(
        rewriter, loc, ExpOp::create(rewriter, loc, type, k),
        ExpOp::create(rewriter, loc, type, fraction));
    Value tiny = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OLT,
                                       x, constant(0xC2D20000)); // -105
    Value huge = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OGT,
                                       x, constant(0x42D20000)); // 105
    result = arith::SelectOp::create(rewriter, loc, tiny, constant(0), result);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, huge, constant(0x7F800000),
                                                 result);
    return success();
  }
};


/// An integer constant of `type` (splat for vectors).
static Value intConstant(OpBuilder &b, Location loc, Type type,
                         int64_t value) {
  return createScalarOrSplatConstant(b, loc, type, value);
}

/// A float constant of `type` (splat for vectors), rounded to its element
/// type.
static Value floatConstant(OpBuilder &b, Location loc, Type type,
                           double value) {
  APFloat number(value);
  bool losesInfo;
  number.convert(
      cast<FloatType>(getElementTypeOrSelf(type)).getFloatSemantics(),
      APFloat::rmNearestTiesToEven, &losesInfo);
  return createScalarOrSplatConstant(b, loc, type, number);
}

/// Builds float code of one type (scalar or vector) at one place: what the
/// approximations and fixes below are written in.
class FloatCode {
public:
  FloatCode(OpBuilder &b, Location loc, Type type)
      : b(b), loc(loc), type(type),
        intType(withElementType(
            type, b.getIntegerType(
                      getElementTypeOrSelf(type).getIntOrFloatBitWidth()))) {}

  Value f(double value) const { return floatConstant(b, loc, type, value); }
  /// An integer constant of the type of the floats' bits.
  Value i(int64_t value) const { return intConstant(b, loc, intType, value); }
  Value inf() const { return f(std::numeric_limits<double>::infinity()); }
  Value nan() const { return f(std::numeric_limits<double>::quiet_NaN()); }

  Value add(Value x, Value y) const { return make<arith::AddFOp>(x, y); }
  Value sub(Value x, Value y) const { return make<arith::SubFOp>(x, y); }
  Value mul(Value x, Value y) const { return make<arith::MulFOp>(x, y); }
  Value div(Value x, Value y) const { return make<arith::DivFOp>(x, y); }
  Value fma(Value x, Value y, Value z) const {
    return make<math::FmaOp>(x, y, z);
  }
  Value neg(Value x) const { return make<arith::NegFOp>(x); }
  Value abs(Value x) const { return make<math::AbsFOp>(x); }
  Value copySign(Value magnitude, Value sign) const {
    return make<math::CopySignOp>(magnitude, sign);
  }
  Value cmp(arith::CmpFPredicate predicate, Value x, Value y) const {
    return arith::CmpFOp::create(b, loc, predicate, x, y);
  }
  Value select(Value cond, Value x, Value y) const {
    return make<arith::SelectOp>(cond, x, y);
  }
  Value both(Value p, Value q) const { return make<arith::AndIOp>(p, q); }
  /// Whether `x` is above 0 and below the smallest normal f32: where the
  /// approximations of logarithms read the smallest normal instead.
  Value isPositiveSubnormal(Value x) const {
    return both(
        cmp(arith::CmpFPredicate::OLT, x, f(std::numeric_limits<float>::min())),
        cmp(arith::CmpFPredicate::OGT, x, f(0)));
  }
  Value either(Value p, Value q) const { return make<arith::OrIOp>(p, q); }
  /// The bits of `x` as integers.
  Value bits(Value x) const {
    return arith::BitcastOp::create(b, loc, intType, x);
  }

  /// An op of `OpTy` on `operands`, its result of the operands' type.
  template <typename OpTy, typename... Values>
  Value make(Values... operands) const {
    return OpTy::create(b, loc, operands...).getResult();
  }

  Type getIntType() const { return intType; }

private:
  OpBuilder &b;
  Location loc;
  Type type, intType;
};

/// Replaces `op` (one float result) by the same op on f32 operands, its
/// result converted back to the op's type; returns the f32 op.
static Operation *computeInF32(RewriterBase &rewriter, Operation *op) {
  Type type = op->getResult(0).getType();
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  auto withF32 = [&](Type t) {
    return withElementType(t, rewriter.getF32Type());
  };
  bool wider = getElementTypeOrSelf(type).getIntOrFloatBitWidth() > 32;
  SmallVector<Value> operands;
  for (Value operand : op->getOperands())
    operands.push_back(
        wider ? arith::TruncFOp::create(rewriter, loc,
                                        withF32(operand.getType()), operand)
                    .getResult()
              : arith::ExtFOp::create(rewriter, loc, withF32(operand.getType()),
                                      operand)
                    .getResult());
  OperationState state(loc, op->getName().getStringRef(), operands,
                       {withF32(type)}, op->getAttrs());
  Operation *f32Op = rewriter.create(state);
  Value result = f32Op->getResult(0);
  if (wider)
    rewriter.replaceOpWithNewOp<arith::ExtFOp>(op, type, result);
  else
    rewriter.replaceOpWithNewOp<arith::TruncFOp>(op, type, result);
  return f32Op;
}

/// Functions GenX has no instruction for, on f64 under `afn` or on f16
/// (which the upstream approximations do not cover): computed in f32, where
/// the polynomial approximations are, and converted back. (In genx-lower,
/// bf16 and f8 math arrives in f32 already: math-extend-to-supported-types
/// runs first.)
struct ComputeInF32 : RewritePattern {
  // Before the expansions, which would compute in the narrow type (exp2
  // as exp(x * ln 2) with the product rounded to f16), after the hardware
  // patterns (benefit 3), which take f16 themselves.
  ComputeInF32(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/2, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isa<math::ExpOp, math::Exp2Op, math::ExpM1Op, math::LogOp,
             math::Log2Op, math::Log10Op, math::Log1pOp, math::TanhOp,
             math::SinhOp, math::CoshOp, math::TanOp, math::AtanOp,
             math::Atan2Op, math::AsinOp, math::AcosOp, math::ErfOp,
             math::ErfcOp, math::SinOp, math::CosOp, math::PowFOp, math::CbrtOp,
             math::AsinhOp, math::AcoshOp, math::AtanhOp, math::FloorOp,
             math::CeilOp, math::TruncOp, math::RoundEvenOp>(op) ||
        op->getNumResults() != 1)
      return failure();
    Type type = op->getResult(0).getType();
    Type elt = getElementTypeOrSelf(type);
    if (elt.isF32() || !isa<FloatType>(elt))
      return rewriter.notifyMatchFailure(op, "already f32");
    // Rounding is exact in f32 only for narrower types.
    bool rounding =
        isa<math::FloorOp, math::CeilOp, math::TruncOp, math::RoundEvenOp>(op);
    if (rounding && elt.getIntOrFloatBitWidth() > 32)
      return rewriter.notifyMatchFailure(op, "f64 rounding");
    // f64 loses half its digits in f32: only when approximation is allowed
    // (genx-check-input refuses the rest at the user's op).
    if (elt.getIntOrFloatBitWidth() > 32) {
      auto fastmath = dyn_cast<arith::ArithFastMathInterface>(op);
      if (!fastmath ||
          !arith::bitEnumContainsAll(fastmath.getFastMathFlagsAttr().getValue(),
                                     arith::FastMathFlags::afn))
        return rewriter.notifyMatchFailure(op, "f64 without afn");
    }
    computeInF32(rewriter, op);
    return success();
  }
};

/// copysign(a, b): a's magnitude bits and b's sign bit.
struct CopySignToBits : OpRewritePattern<math::CopySignOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::CopySignOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    Type elt = getElementTypeOrSelf(type);
    unsigned bits = elt.getIntOrFloatBitWidth();
    Type intElt = rewriter.getIntegerType(bits);
    Type intType = intElt;
    if (auto vec = dyn_cast<VectorType>(type))
      intType = VectorType::get(vec.getShape(), intElt);
    Location loc = op.getLoc();
    auto constant = [&](const APInt &value) -> Value {
      TypedAttr attr = rewriter.getIntegerAttr(intElt, value);
      if (auto vec = dyn_cast<VectorType>(intType))
        attr = DenseElementsAttr::get(vec, attr);
      return arith::ConstantOp::create(rewriter, loc, attr);
    };
    APInt sign = APInt::getSignMask(bits);
    Value a = arith::BitcastOp::create(rewriter, loc, intType, op.getLhs());
    Value b = arith::BitcastOp::create(rewriter, loc, intType, op.getRhs());
    Value magnitude = arith::AndIOp::create(rewriter, loc, a, constant(~sign));
    Value signBit = arith::AndIOp::create(rewriter, loc, b, constant(sign));
    Value result = arith::OrIOp::create(rewriter, loc, magnitude, signBit);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, type, result);
    return success();
  }
};

/// Integer bit counts on GenX's own instructions: llvm.ctlz/cttz make IGC
/// fail at every width, and llvm.ctpop at 64 bits. `lzd` and `fbl` work on
/// 32 bits; narrower lanes are widened, 64-bit lanes split in halves.
template <typename MathOp>
struct BitCountToGenX : OpRewritePattern<MathOp> {
  using OpRewritePattern<MathOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(MathOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    if (!isGenXType(type) || width < 8)
      return rewriter.notifyMatchFailure(op, "not a GenX integer");
    if (std::is_same_v<MathOp, math::CtPopOp> && width != 64)
      return rewriter.notifyMatchFailure(op, "llvm.ctpop works");
    Location loc = op.getLoc();
    Type i32 = withElementType(type, rewriter.getI32Type());
    auto c32 = [&](int64_t v) { return intConstant(rewriter, loc, i32, v); };
    Value x = op.getOperand();
    Value result;
    if (width == 64) {
      Value hi = arith::TruncIOp::create(
          rewriter, loc, i32,
          arith::ShRUIOp::create(rewriter, loc, x,
                                 intConstant(rewriter, loc, type, 32)));
      Value lo = arith::TruncIOp::create(rewriter, loc, i32, x);
      result = combineHalves(rewriter, loc, lo, hi, c32);
      result = arith::ExtUIOp::create(rewriter, loc, type, result);
    } else {
      Value wide = width < 32 ? arith::ExtUIOp::create(rewriter, loc, i32, x)
                              : x;
      result = count32(rewriter, loc, wide, width, c32);
      if (width < 32)
        result = arith::TruncIOp::create(rewriter, loc, type, result);
    }
    rewriter.replaceOp(op, result);
    return success();
  }

private:
  using ConstantFn = function_ref<Value(int64_t)>;

  /// The count of a `width`-bit value zero-extended into 32 bits.
  static Value count32(PatternRewriter &b, Location loc, Value x,
                       unsigned width, ConstantFn c32) {
    Type type = x.getType();
    if constexpr (std::is_same_v<MathOp, math::CountLeadingZerosOp>) {
      // lzd(0) is 32; the widening added 32 - width zeros on top.
      Value lz = LzdOp::create(b, loc, type, x);
      return width == 32 ? lz
                         : arith::SubIOp::create(b, loc, lz, c32(32 - width))
                               .getResult();
    } else {
      // fbl(0) is all ones: a marker bit at `width` makes a zero lane count
      // `width`; at 32 bits the zero lane is selected.
      if (width < 32) {
        Value marked =
            arith::OrIOp::create(b, loc, x, c32(int64_t(1) << width));
        return FblOp::create(b, loc, type, marked);
      }
      Value isZero =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, c32(0));
      return arith::SelectOp::create(b, loc, isZero, c32(32),
                                     FblOp::create(b, loc, type, x));
    }
  }

  /// The 64-bit count from the counts of the 32-bit halves.
  static Value combineHalves(PatternRewriter &b, Location loc, Value lo,
                             Value hi, ConstantFn c32) {
    Type type = lo.getType();
    if constexpr (std::is_same_v<MathOp, math::CtPopOp>) {
      return arith::AddIOp::create(b, loc, CbitOp::create(b, loc, type, lo),
                                   CbitOp::create(b, loc, type, hi));
    } else {
      // The half that is counted first decides unless it is all zeros.
      bool leading = std::is_same_v<MathOp, math::CountLeadingZerosOp>;
      Value first = leading ? hi : lo, second = leading ? lo : hi;
      Value firstZero = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                              first, c32(0));
      Value inFirst = count32(b, loc, first, 32, c32);
      Value inSecond = arith::AddIOp::create(
          b, loc, count32(b, loc, second, 32, c32), c32(32));
      return arith::SelectOp::create(b, loc, firstZero, inSecond, inFirst);
    }
  }
};

/// The bits of 2/pi after two zero bits (the integer bits of 2/pi and of
/// 2/pi times 2), 32 a word, most significant first: bit j of the string is
/// the bit of weight 2^(1 - j) of 2/pi.
constexpr uint32_t kTwoOverPiBits[] = {0x28BE60DB, 0x9391054A, 0x7F09D5F4,
                                       0x7D4D3770, 0x36D8A566, 0x4F10E410,
                                       0x7F9458EA};

/// Payne-Hanek reduction of an f32 |x| >= 2^23 (x = m 2^e, m the 24-bit
/// significand, e >= 0): x 2/pi mod 4 is m times the 96 bits of 2/pi from
/// weight 2^(1 - e) on (the bits before them make multiples of 4), kept
/// mod 2^96 in three i32 words (32x32-bit products, their high halves by
/// genx.umulh); its top two bits are the quadrant, the 94 below the
/// fraction, rounded to the nearest quadrant and taken to r = fraction *
/// pi/2 in two parts. Returns the quadrant (as a float, x's sign applied)
/// and r; other lanes get garbage. Cody-Waite reduction with f32 parts of
/// pi/2 loses r entirely from |x| ~ 1e10 on.
static std::pair<Value, Value> payneHanek(OpBuilder &b, Location loc, Value x) {
  Type type = x.getType();
  FloatCode f(b, loc, type);
  Type intType = f.getIntType();
  auto i = [&](int64_t value) { return f.i(value); };
  auto cmp = [&](arith::CmpIPredicate predicate, Value lhs, Value rhs) {
    return f.make<arith::CmpIOp>(predicate, lhs, rhs);
  };
  using And = arith::AndIOp;
  using Shl = arith::ShLIOp;
  using Shr = arith::ShRUIOp;
  using Add = arith::AddIOp;
  using Sub = arith::SubIOp;
  using Mul = arith::MulIOp;
  Value bits = f.bits(x);
  Value magnitude = f.make<And>(bits, i(0x7fffffff));
  Value m =
      f.make<arith::OrIOp>(f.make<And>(magnitude, i(0x7fffff)), i(0x800000));
  Value e = f.make<arith::MaxSIOp>(
      f.make<Sub>(f.make<Shr>(magnitude, i(23)), i(150)), i(0));
  // The window starts at bit e of kTwoOverPiBits: word e / 32 on (at most
  // 3 for finite floats), shifted by e mod 32.
  Value word = f.make<Shr>(e, i(5));
  Value shift = f.make<And>(e, i(31));
  auto wordAt = [&](int64_t k) {
    Value chosen = i(static_cast<int32_t>(kTwoOverPiBits[k + 3]));
    for (int64_t q = 2; q >= 0; --q)
      chosen = f.select(cmp(arith::CmpIPredicate::eq, word, i(q)),
                        i(static_cast<int32_t>(kTwoOverPiBits[k + q])), chosen);
    return chosen;
  };
  Value words[4] = {wordAt(0), wordAt(1), wordAt(2), wordAt(3)};
  // w_k = words[k] << shift | words[k + 1] >> (32 - shift), the second
  // shift in two steps so that shift 0 shifts by 32 exactly.
  auto window = [&](int64_t k) {
    return f.make<arith::OrIOp>(f.make<Shl>(words[k], shift),
                                f.make<Shr>(f.make<Shr>(words[k + 1], i(1)),
                                            f.make<Sub>(i(31), shift)));
  };
  Value w0 = window(0), w1 = window(1), w2 = window(2);
  auto high = [&](Value lhs, Value rhs) -> Value {
    return UmulhOp::create(b, loc, intType, lhs, rhs);
  };
  // q = m (w0 2^64 + w1 2^32 + w2) mod 2^96, but its lowest word (m w2
  // mod 2^32), which is beyond r's precision.
  Value low1 = f.make<Mul>(m, w1);
  Value q1 = f.make<Add>(high(m, w2), low1);
  Value carry =
      f.make<arith::ExtUIOp>(intType, cmp(arith::CmpIPredicate::ult, q1, low1));
  Value q2 = f.make<Add>(f.make<Add>(high(m, w1), f.make<Mul>(m, w0)), carry);
  // The nearest quadrant n and the rest of q2 in [-2^29, 2^29), in units
  // of 2^-30 quadrants; q1 adds 2^-62 units.
  Value n = f.make<Shr>(f.make<Add>(q2, i(1 << 29)), i(30));
  Value rest = f.make<Sub>(q2, f.make<Shl>(n, i(30)));
  Value restHigh = f.make<arith::SIToFPOp>(type, rest);
  Value restLow = f.make<Sub>(rest, f.make<arith::FPToSIOp>(intType, restHigh));
  Value fracHigh = f.mul(restHigh, f.f(0x1p-30));
  Value fracLow =
      f.add(f.mul(f.make<arith::SIToFPOp>(type, restLow), f.f(0x1p-30)),
            f.mul(f.make<arith::UIToFPOp>(type, q1), f.f(0x1p-62)));
  Value r = f.fma(fracHigh, f.f(1.5707963705062866),
                  f.fma(fracHigh, f.f(-4.371139006309477e-08),
                        f.mul(fracLow, f.f(1.5707963705062866))));
  Value negative = cmp(arith::CmpIPredicate::slt, bits, i(0));
  Value quadrant = f.make<arith::UIToFPOp>(type, f.make<And>(n, i(3)));
  return {f.select(negative, f.neg(quadrant), quadrant),
          f.select(negative, f.neg(r), r)};
}

/// f32 math.sin / math.cos by Cody-Waite reduction to r = x - k pi/2,
/// |r| <= pi/4 (pi/2 in three parts, the first with 8 significant bits so
/// that k * P1 is exact for |k| < 2^16), then minimax polynomials of sin and
/// cos on r (Cephes' coefficients) chosen and negated by k mod 4. Upstream's
/// approximation reduces with one constant and loses hundreds of ulps from
/// |x| = 100 on; this stays within a few ulps to |x| ~ 1e5. sin(-0) is -0.
template <typename OpTy, bool isSin>
struct SinCosByQuadrant : OpRewritePattern<OpTy> {
  SinCosByQuadrant(MLIRContext *context)
      : OpRewritePattern<OpTy>(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rewriter.notifyMatchFailure(op, "not f32");
    Location loc = op.getLoc();
    Type intType = withElementType(type, rewriter.getI32Type());
    auto f = [&](double value) {
      return floatConstant(rewriter, loc, type, value);
    };
    auto i = [&](int32_t value) {
      return intConstant(rewriter, loc, intType, value);
    };
    auto mul = [&](Value a, Value b) {
      return arith::MulFOp::create(rewriter, loc, a, b).getResult();
    };
    auto add = [&](Value a, Value b) {
      return arith::AddFOp::create(rewriter, loc, a, b).getResult();
    };
    auto fma = [&](Value a, Value b, Value c) {
      return math::FmaOp::create(rewriter, loc, a, b, c).getResult();
    };
    // Beyond |x| = 1e5, k no longer fits the exact products, and from 2^24
    // on x 2/pi rounds to a k that is not the nearest (r up to several
    // pi/2, where the polynomials leave [-1, 1]). Such x are first reduced
    // by their own k1 against pi/2 in three full f32 parts (fused products,
    // 72 bits of pi/2: a few ulps of r to |x| ~ 1e9, r within pi/4 always),
    // and k1 mod 4 joins the quadrant.
    Value x = op.getOperand();
    Value large =
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OGT,
                              math::AbsFOp::create(rewriter, loc, x), f(1e5));
    Value k1 = math::RoundEvenOp::create(rewriter, loc,
                                         mul(x, f(0.63661977236758134)));
    Value minusK1 = arith::NegFOp::create(rewriter, loc, k1);
    Value x1 = fma(minusK1, f(1.5707963705062866), x);
    x1 = fma(minusK1, f(-4.371138828673793e-08), x1);
    x1 = fma(minusK1, f(-1.7151245100058819e-15), x1);
    Value k1Mod4 = arith::SubFOp::create(
        rewriter, loc, k1,
        mul(math::FloorOp::create(rewriter, loc, mul(k1, f(0.25))), f(4.0)));
    Value quadrant0 =
        arith::SelectOp::create(rewriter, loc, large, k1Mod4, f(0.0));
    x = arith::SelectOp::create(rewriter, loc, large, x1, x);
    // From 2^23 on, |x| is an integer m 2^e: Payne-Hanek's exact product
    // with the bits of 2/pi (finite x only: infinities and NaN give NaN
    // below).
    Value magnitude = math::AbsFOp::create(rewriter, loc, op.getOperand());
    Value huge = arith::AndIOp::create(
        rewriter, loc,
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OGE,
                              magnitude, f(8388608.0)),
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OLT,
                              magnitude,
                              f(std::numeric_limits<double>::infinity())));
    // Computed only when some lane needs it: it costs more than the rest.
    Value anyHuge = huge;
    if (isa<VectorType>(type))
      anyHuge = vector::ReductionOp::create(rewriter, loc,
                                            vector::CombiningKind::OR, huge);
    auto branch = scf::IfOp::create(rewriter, loc, TypeRange{type, type},
                                    anyHuge, /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(branch.thenBlock());
      auto [hugeQuadrant, hugeR] = payneHanek(rewriter, loc, op.getOperand());
      scf::YieldOp::create(rewriter, loc, ValueRange{hugeQuadrant, hugeR});
      rewriter.setInsertionPointToStart(branch.elseBlock());
      scf::YieldOp::create(rewriter, loc, ValueRange{f(0.0), f(0.0)});
    }
    quadrant0 = arith::SelectOp::create(rewriter, loc, huge,
                                        branch.getResult(0), quadrant0);
    x = arith::SelectOp::create(rewriter, loc, huge, branch.getResult(1), x);
    Value k = math::RoundEvenOp::create(rewriter, loc,
                                        mul(x, f(0.63661977236758134)));
    Value minusK = arith::NegFOp::create(rewriter, loc, k);
    Value r = fma(minusK, f(1.5703125), x);
    r = fma(minusK, f(4.837512969970703125e-4), r);
    r = fma(minusK, f(7.549789954891882e-8), r);
    Value z = mul(r, r);
    // sin r = r + r z (s1 + z (s2 + z s3)), cos r = 1 - z/2 + z^2 (c1 + ...).
    Value sinPoly = fma(f(-1.9515295891e-4), z, f(8.3321608736e-3));
    sinPoly = fma(sinPoly, z, f(-1.6666654611e-1));
    Value sinR = fma(mul(sinPoly, z), r, r);
    Value cosPoly = fma(f(2.443315711809948e-5), z, f(-1.388731625493765e-3));
    cosPoly = fma(cosPoly, z, f(4.166664568298827e-2));
    Value cosR = add(fma(mul(cosPoly, z), z, mul(f(-0.5), z)), f(1.0));
    // Quadrant: sin x = sin r, cos r, -sin r, -cos r for k mod 4 = 0..3;
    // cos x is sin x of the next quadrant.
    Value q = arith::AndIOp::create(
        rewriter, loc,
        arith::FPToSIOp::create(
            rewriter, loc, intType,
            arith::AddFOp::create(rewriter, loc, k, quadrant0)),
        i(3));
    if (!isSin)
      q = arith::AndIOp::create(
          rewriter, loc, arith::AddIOp::create(rewriter, loc, q, i(1)), i(3));
    auto is = [&](Value bits, int32_t value) {
      return arith::CmpIOp::create(
                 rewriter, loc, arith::CmpIPredicate::ne,
                 arith::AndIOp::create(rewriter, loc, bits, i(value)), i(0))
          .getResult();
    };
    Value result =
        arith::SelectOp::create(rewriter, loc, is(q, 1), cosR, sinR);
    result = arith::SelectOp::create(
        rewriter, loc, is(q, 2), arith::NegFOp::create(rewriter, loc, result),
        result);
    if (isSin) {
      Value input = op.getOperand();
      Value isZero = arith::CmpFOp::create(
          rewriter, loc, arith::CmpFPredicate::OEQ, input, f(0));
      result = arith::SelectOp::create(rewriter, loc, isZero, input, result);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// math.round (halfway cases away from zero) exactly: t = trunc(x), and
/// t + copysign(1, x) where |x - t| >= 0.5 (x - t is exact below 2^23).
/// Upstream's expansion adds copysign(0.5, x) first, which rounds
/// 0.49999997 up to 1; it also handles f32 only.
struct RoundAwayFromZero : OpRewritePattern<math::RoundOp> {
  RoundAwayFromZero(MLIRContext *context)
      : OpRewritePattern<math::RoundOp>(context, /*benefit=*/3) {}

  LogicalResult matchAndRewrite(math::RoundOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    auto elt = cast<FloatType>(getElementTypeOrSelf(type));
    if (!elt.isF32() && !elt.isF16())
      return rewriter.notifyMatchFailure(op, "not f16 or f32");
    Location loc = op.getLoc();
    auto constant = [&](double value) {
      return floatConstant(rewriter, loc, type, value);
    };
    Value x = op.getOperand();
    Value t = math::TruncOp::create(rewriter, loc, x);
    Value fraction = math::AbsFOp::create(
        rewriter, loc, arith::SubFOp::create(rewriter, loc, x, t));
    Value half = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OGE,
                                       fraction, constant(0.5));
    Value away = arith::AddFOp::create(
        rewriter, loc, t,
        math::CopySignOp::create(rewriter, loc, constant(1.0), x));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, half, away, t);
    return success();
  }
};

/// f32 math.cbrt as exp2(log2|x| / 3) refined by one Newton step
/// (y -= (y^3 - |x|) / 3y^2, within an ulp of the C library's cbrtf), the
/// sign copied from x, subnormals scaled into the normal range first;
/// zeros and infinities give x itself. Upstream's
/// approximation is 9 ulps off and gives NaN for infinities.
struct CbrtByNewton : OpRewritePattern<math::CbrtOp> {
  CbrtByNewton(MLIRContext *context)
      : OpRewritePattern<math::CbrtOp>(context, /*benefit=*/3) {}

  LogicalResult matchAndRewrite(math::CbrtOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rewriter.notifyMatchFailure(op, "not f32");
    Location loc = op.getLoc();
    auto constant = [&](double value) {
      return floatConstant(rewriter, loc, type, value);
    };
    Value x = op.getOperand();
    Value a = math::AbsFOp::create(rewriter, loc, x);
    // A subnormal |x| scaled by 2^24 first (the logarithm's approximation
    // reads it as the smallest normal), its root by 2^-8 after.
    Value subnormal = FloatCode(rewriter, loc, type).isPositiveSubnormal(a);
    a = arith::SelectOp::create(
        rewriter, loc, subnormal,
        arith::MulFOp::create(rewriter, loc, a, constant(16777216.0)), a);
    Value y = math::Exp2Op::create(
        rewriter, loc,
        arith::MulFOp::create(rewriter, loc,
                              math::Log2Op::create(rewriter, loc, a),
                              constant(1.0 / 3.0)));
    Value y2 = arith::MulFOp::create(rewriter, loc, y, y);
    Value residual = arith::SubFOp::create(
        rewriter, loc, arith::MulFOp::create(rewriter, loc, y2, y), a);
    Value step = arith::DivFOp::create(
        rewriter, loc, residual,
        arith::MulFOp::create(rewriter, loc, y2, constant(3.0)));
    Value refined = arith::MulFOp::create(
        rewriter, loc, arith::SubFOp::create(rewriter, loc, y, step),
        arith::SelectOp::create(rewriter, loc, subnormal, constant(1.0 / 256.0),
                                constant(1.0)));
    Value signed_ = math::CopySignOp::create(rewriter, loc, refined, x);
    Value zero = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OEQ,
                                       a, constant(0.0));
    Value inf = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::OEQ, a,
        constant(std::numeric_limits<double>::infinity()));
    Value itself = arith::OrIOp::create(rewriter, loc, zero, inf);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, itself, x, signed_);
    return success();
  }
};

/// f32 math.erf as one rational function of x on [-4, 4] (odd numerator
/// of degree 13, even denominator of degree 8: the minimax fit XLA and
/// Eigen use; measured within 6.5 ulps of erf), |x| clamped to 4, where
/// erf rounds to 1 in f32; NaN gives NaN. Upstream's approximation picks
/// among three intervals' coefficients per element: twice the
/// instructions on SIMD lanes for a similar error (4.8 ulps).
struct ErfByRational : OpRewritePattern<math::ErfOp> {
  ErfByRational(MLIRContext *context)
      : OpRewritePattern<math::ErfOp>(context, /*benefit=*/3) {}

  LogicalResult matchAndRewrite(math::ErfOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rewriter.notifyMatchFailure(op, "not f32");
    static constexpr double kNumerator[] = {
        -2.72614225801306e-10, 2.77068142495902e-08,  -2.10102402082508e-06,
        -5.69250639462346e-05, -7.34990630326855e-04, -2.95459980854025e-03,
        -1.60960333262415e-02};
    static constexpr double kDenominator[] = {
        -1.45660718464996e-05, -2.13374055278905e-04, -1.68282697438203e-03,
        -7.37332916720468e-03, -1.42647390514189e-02};
    Location loc = op.getLoc();
    auto constant = [&](double value) {
      return floatConstant(rewriter, loc, type, value);
    };
    // Horner's scheme in x^2 with fused multiply-adds.
    auto polynomial = [&](ArrayRef<double> coefficients, Value square) {
      Value sum = constant(coefficients.front());
      for (double coefficient : coefficients.drop_front())
        sum = math::FmaOp::create(rewriter, loc, sum, square,
                                  constant(coefficient));
      return sum;
    };
    Value x = op.getOperand();
    Value clamped = arith::MinNumFOp::create(
        rewriter, loc, arith::MaxNumFOp::create(rewriter, loc, x, constant(-4)),
        constant(4));
    Value square = arith::MulFOp::create(rewriter, loc, clamped, clamped);
    // x times the quotient: the numerator times a tiny x would be a
    // subnormal, which GenX flushes.
    Value quotient =
        arith::DivFOp::create(rewriter, loc, polynomial(kNumerator, square),
                              polynomial(kDenominator, square));
    Value erf = arith::MulFOp::create(rewriter, loc, clamped, quotient);
    Value isNaN =
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UNO, x, x);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, isNaN, x, erf);
    return success();
  }
};

/// math.fpowi by binary exponentiation, as the C runtime's __powisf2 that
/// LLVM calls for a non-constant exponent does it (the same products in the
/// same order, so the same roundings): r = 1, and for each bit of |n| from
/// the lowest, r *= x if the bit is set, then x *= x; 1 / r for negative n.
/// Narrower floats are computed in f32, as LLVM promotes them. Upstream's
/// expansion (powf of the converted exponent, then exp(y log x)) gives NaN
/// for every negative base.
struct FPowIBySquaring : OpRewritePattern<math::FPowIOp> {
  FPowIBySquaring(MLIRContext *context)
      : OpRewritePattern<math::FPowIOp>(context, /*benefit=*/3) {}

  LogicalResult matchAndRewrite(math::FPowIOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = op.getType();
    auto elt = cast<FloatType>(getElementTypeOrSelf(type));
    if (elt.getWidth() > 32)
      return rewriter.notifyMatchFailure(op, "f64");
    Type f32Type = withElementType(type, rewriter.getF32Type());
    Value x = op.getLhs();
    if (f32Type != type)
      x = arith::ExtFOp::create(rewriter, loc, f32Type, x);
    Value n = op.getRhs();
    Type intType = n.getType();
    unsigned bits = getElementTypeOrSelf(intType).getIntOrFloatBitWidth();
    Value zero = intConstant(rewriter, loc, intType, 0);
    Value one = intConstant(rewriter, loc, intType, 1);
    // |n| as an unsigned value (the most negative n included).
    Value negative = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::slt, n, zero);
    Value m = arith::SelectOp::create(
        rewriter, loc, negative, arith::SubIOp::create(rewriter, loc, zero, n),
        n);
    Value r = floatConstant(rewriter, loc, f32Type, 1.0);
    for (unsigned bit = 0; bit < bits; ++bit) {
      Value set = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::ne,
          arith::AndIOp::create(rewriter, loc, m, one), zero);
      r = arith::SelectOp::create(rewriter, loc, set,
                                  arith::MulFOp::create(rewriter, loc, r, x),
                                  r);
      if (bit + 1 == bits)
        break;
      x = arith::MulFOp::create(rewriter, loc, x, x);
      m = arith::ShRUIOp::create(rewriter, loc, m, one);
    }
    Value reciprocal = arith::DivFOp::create(
        rewriter, loc,
        floatConstant(rewriter, loc, f32Type, 1.0),
        r);
    Value result =
        arith::SelectOp::create(rewriter, loc, negative, reciprocal, r);
    if (f32Type != type)
      result = arith::TruncFOp::create(rewriter, loc, type, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// math.absi -> genx.absi (the most negative value stays, as LLVM's abs
/// without the poison flag gives).
struct AbsIToGenX : OpRewritePattern<math::AbsIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::AbsIOp op,
                                PatternRewriter &rewriter) const override {
    if (!isGenXType(op.getType()))
      return rewriter.notifyMatchFailure(op, "not a GenX type");
    rewriter.replaceOpWithNewOp<AbsiOp>(op, op.getType(), op.getOperand());
    return success();
  }
};

/// f32 math.powf as exp2(y log2|x|) with the cases of C's pow that the
/// product misses: a negative base is raised to an integer power only (an
/// odd power keeps its sign, -0 and -inf included; any other power of a
/// finite negative base is NaN), pow(x, 0) and pow(1, y) are 1 (NaN
/// included), and pow(-1, +-inf) is 1. Upstream's expansion computes
/// exp(y log x), NaN for every negative base (pow(-2, 2) = NaN).
struct PowFBySign : OpRewritePattern<math::PowFOp> {
  PowFBySign(MLIRContext *context)
      : OpRewritePattern<math::PowFOp>(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(math::PowFOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rewriter.notifyMatchFailure(op, "not f32");
    Location loc = op.getLoc();
    Value x = op.getLhs(), y = op.getRhs();
    auto f = [&](double value) {
      return floatConstant(rewriter, loc, type, value);
    };
    auto cmp = [&](arith::CmpFPredicate predicate, Value a, Value b) {
      return arith::CmpFOp::create(rewriter, loc, predicate, a, b).getResult();
    };
    auto select = [&](Value c, Value a, Value b) {
      return arith::SelectOp::create(rewriter, loc, c, a, b).getResult();
    };
    auto both = [&](Value a, Value b) {
      return arith::AndIOp::create(rewriter, loc, a, b).getResult();
    };
    using P = arith::CmpFPredicate;
    // log2|x|, of a subnormal |x| as log2(|x| 2^23) - 23 (see
    // logOfSubnormals).
    Value ax = math::AbsFOp::create(rewriter, loc, x);
    Value subnormal = FloatCode(rewriter, loc, type).isPositiveSubnormal(ax);
    Value log2 = arith::SubFOp::create(
        rewriter, loc,
        math::Log2Op::create(
            rewriter, loc,
            select(subnormal,
                   arith::MulFOp::create(rewriter, loc, ax, f(8388608.0)), ax)),
        select(subnormal, f(23), f(0)));
    Value r = math::Exp2Op::create(
        rewriter, loc, arith::MulFOp::create(rewriter, loc, y, log2));
    // An integer y: floor(y) = y (every float from 2^24 on, and the
    // infinities, is even); odd when y / 2 is not an integer.
    Value half = arith::MulFOp::create(rewriter, loc, y, f(0.5));
    Value isInteger = cmp(P::OEQ, math::FloorOp::create(rewriter, loc, y), y);
    Value isOdd =
        both(isInteger,
             cmp(P::ONE, math::FloorOp::create(rewriter, loc, half), half));
    Type intType = withElementType(type, rewriter.getI32Type());
    Value signBit = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::slt,
        arith::BitcastOp::create(rewriter, loc, intType, x),
        intConstant(rewriter, loc, intType, 0));
    r = select(both(signBit, isOdd), arith::NegFOp::create(rewriter, loc, r),
               r);
    Value finiteNegative =
        both(cmp(P::OLT, x, f(0)),
             cmp(P::OGT, x, f(-std::numeric_limits<double>::infinity())));
    Value notInteger = arith::XOrIOp::create(
        rewriter, loc, isInteger,
        arith::ConstantOp::create(
            rewriter, loc,
            rewriter.getOneAttr(withElementType(type, rewriter.getI1Type()))));
    r = select(both(finiteNegative, notInteger),
               f(std::numeric_limits<double>::quiet_NaN()), r);
    Value isOne = arith::OrIOp::create(
        rewriter, loc,
        arith::OrIOp::create(rewriter, loc, cmp(P::OEQ, x, f(1)),
                             cmp(P::OEQ, y, f(0))),
        both(cmp(P::OEQ, x, f(-1)),
             cmp(P::OEQ, math::AbsFOp::create(rewriter, loc, y),
                 f(std::numeric_limits<double>::infinity()))));
    rewriter.replaceOp(op, select(isOne, f(1), r));
    return success();
  }
};

/// f32 math.log10 as log2(x) log10(2): upstream has neither an
/// approximation nor an expansion of it (LLVM's log10 intrinsic, which IGC
/// does not implement, was all that was left).
struct Log10ByLog2 : OpRewritePattern<math::Log10Op> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::Log10Op op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rewriter.notifyMatchFailure(op, "not f32");
    Location loc = op.getLoc();
    Value log2 = math::Log2Op::create(rewriter, loc, op.getOperand());
    rewriter.replaceOpWithNewOp<arith::MulFOp>(
        op, log2, floatConstant(rewriter, loc, type, 0.30102999566398120));
    return success();
  }
};

/// math.isnan, isinf, isfinite and isnormal as compares of the value and
/// its magnitude (MLIR's LLVM lowering makes llvm.is.fpclass, which IGC
/// does not implement). Floats narrower than f16 or f32 are compared in
/// f32, which holds them exactly.
template <typename OpTy> struct FloatClassByCompares : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Value x = op.getOperand();
    Type elt = getElementTypeOrSelf(x.getType());
    if (elt.getIntOrFloatBitWidth() > 32)
      return rewriter.notifyMatchFailure(op, "f64: genx-soft-f64's");
    Location loc = op.getLoc();
    if (!elt.isF32() && !elt.isF16())
      x = arith::ExtFOp::create(
          rewriter, loc, withElementType(x.getType(), rewriter.getF32Type()),
          x);
    FloatCode c(rewriter, loc, x.getType());
    using P = arith::CmpFPredicate;
    Value result;
    if (isa<math::IsNaNOp>(op)) {
      result = c.cmp(P::UNO, x, x);
    } else {
      Value magnitude = c.abs(x);
      if (isa<math::IsInfOp>(op))
        result = c.cmp(P::OEQ, magnitude, c.inf());
      else if (isa<math::IsFiniteOp>(op))
        result = c.cmp(P::OLT, magnitude, c.inf());
      else
        result = c.both(
            c.cmp(P::OLT, magnitude, c.inf()),
            c.cmp(P::OGE, magnitude,
                  c.f(APFloat::getSmallestNormalized(
                          cast<FloatType>(getElementTypeOrSelf(x.getType()))
                              .getFloatSemantics())
                          .convertToDouble())));
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// An f32 op (scalar or vector) rewritten as the float code `build`
/// makes of it, ahead of upstream's expansions and approximations.
template <typename OpTy> struct F32Formula : OpRewritePattern<OpTy> {
  F32Formula(MLIRContext *context)
      : OpRewritePattern<OpTy>(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rewriter.notifyMatchFailure(op, "not f32");
    FloatCode c(rewriter, op.getLoc(), type);
    rewriter.replaceOp(op, build(c, op.getOperand()));
    return success();
  }

  /// The code of the op on `x`.
  virtual Value build(const FloatCode &c, Value x) const = 0;
};

/// e^a / 2 for a >= 22, as (e^(a/2) / 2) e^(a/2), which does not overflow
/// before the result does (e^a alone overflows from 88.7).
static Value halfExpOfLarge(const FloatCode &c, Value a) {
  Value w = c.make<math::ExpOp>(c.mul(c.f(0.5), a));
  return c.mul(c.mul(c.f(0.5), w), w);
}

/// The fdlibm formulations of the hyperbolic functions and their inverses
/// in f32, on exp, expm1, log and log1p (whose approximations keep small
/// arguments' digits): upstream's expansions compute (e^x - e^-x) / 2 and
/// log(x + sqrt(x^2 + 1)), which give 0 for |x| < 1e-8 (sinh 1e-20 = 0),
/// overflow from |x| = 88.7 where the result is below FLT_MAX, and lose
/// asinh of large or negative x (asinh(-3e38) = inf).
struct SinhByExpm1 : F32Formula<math::SinhOp> {
  using F32Formula::F32Formula;

  Value build(const FloatCode &c, Value x) const override {
    using P = arith::CmpFPredicate;
    Value a = c.abs(x);
    // t = e^a - 1: below 1, sinh a = (2t - t^2 / (t + 1)) / 2; below 22,
    // (t + t / (t + 1)) / 2; beyond, e^a / 2.
    Value t = c.make<math::ExpM1Op>(a);
    Value tOverT1 = c.div(t, c.add(t, c.f(1)));
    Value small = c.mul(c.f(0.5), c.sub(c.add(t, t), c.mul(t, tOverT1)));
    Value medium = c.mul(c.f(0.5), c.add(t, tOverT1));
    Value large = halfExpOfLarge(c, a);
    Value r = c.select(c.cmp(P::OLT, a, c.f(1)), small,
                       c.select(c.cmp(P::OLT, a, c.f(22)), medium, large));
    return c.copySign(r, x);
  }
};

/// f32 cosh (see SinhByExpm1): below 0.5, 1 + t^2 / 2(1 + t) with t =
/// e^|x| - 1; below 22, e/2 + 1/2e; beyond, e^|x| / 2.
struct CoshByExp : F32Formula<math::CoshOp> {
  using F32Formula::F32Formula;

  Value build(const FloatCode &c, Value x) const override {
    using P = arith::CmpFPredicate;
    Value a = c.abs(x);
    Value t = c.make<math::ExpM1Op>(a);
    Value w1 = c.add(t, c.f(1));
    Value small = c.add(c.f(1), c.div(c.mul(t, t), c.add(w1, w1)));
    Value e = c.make<math::ExpOp>(a);
    Value medium = c.add(c.mul(c.f(0.5), e), c.div(c.f(0.5), e));
    Value large = halfExpOfLarge(c, a);
    return c.select(c.cmp(P::OLT, a, c.f(0.5)), small,
                    c.select(c.cmp(P::OLT, a, c.f(22)), medium, large));
  }
};

/// ln 2, which log(2a) = log(a) + ln 2 adds where 2a would overflow.
constexpr double kLn2 = 0.69314718055994531;

/// f32 asinh (see SinhByExpm1), on a = |x| and x's sign: a itself below
/// 2^-12; below 2, log1p(a + a^2 / (1 + sqrt(1 + a^2))); below 2^12,
/// log(2a + 1 / (sqrt(a^2 + 1) + a)); beyond, where a^2 + 1 rounds to a^2,
/// log(a) + ln 2.
struct AsinhByLog : F32Formula<math::AsinhOp> {
  using F32Formula::F32Formula;

  Value build(const FloatCode &c, Value x) const override {
    using P = arith::CmpFPredicate;
    Value a = c.abs(x);
    Value a2 = c.mul(a, a);
    Value root = c.make<math::SqrtOp>(c.add(a2, c.f(1)));
    Value small =
        c.make<math::Log1pOp>(c.add(a, c.div(a2, c.add(c.f(1), root))));
    Value medium =
        c.make<math::LogOp>(c.add(c.add(a, a), c.div(c.f(1), c.add(root, a))));
    Value large = c.add(c.make<math::LogOp>(a), c.f(kLn2));
    Value r = c.select(
        c.cmp(P::OGT, a, c.f(4096)), large,
        c.select(c.cmp(P::OGT, a, c.f(2)), medium,
                 c.select(c.cmp(P::OLT, a, c.f(1.0 / 4096)), a, small)));
    return c.copySign(r, x);
  }
};

/// f32 acosh (see SinhByExpm1): NaN below 1; to 2, log1p(t + sqrt(2t +
/// t^2)) with t = x - 1; to 2^12, log(2x - 1 / (x + sqrt(x^2 - 1)));
/// beyond, log(x) + ln 2.
struct AcoshByLog : F32Formula<math::AcoshOp> {
  using F32Formula::F32Formula;

  Value build(const FloatCode &c, Value x) const override {
    using P = arith::CmpFPredicate;
    Value t = c.sub(x, c.f(1));
    Value small = c.make<math::Log1pOp>(
        c.add(t, c.make<math::SqrtOp>(c.add(c.add(t, t), c.mul(t, t)))));
    Value medium = c.make<math::LogOp>(
        c.sub(c.add(x, x), c.div(c.f(1), c.add(x, c.make<math::SqrtOp>(c.sub(
                                                      c.mul(x, x), c.f(1)))))));
    Value large = c.add(c.make<math::LogOp>(x), c.f(kLn2));
    Value r = c.select(c.cmp(P::OGT, x, c.f(4096)), large,
                       c.select(c.cmp(P::OGT, x, c.f(2)), medium, small));
    return c.select(c.cmp(P::UGE, x, c.f(1)), r, c.nan());
  }
};

/// f32 atanh (see SinhByExpm1), on a = |x| and x's sign: below 0.5,
/// log1p(2a + 2a^2 / (1 - a)) / 2, else log1p(2a / (1 - a)) / 2 (infinite
/// at 1, NaN beyond).
struct AtanhByLog1p : F32Formula<math::AtanhOp> {
  using F32Formula::F32Formula;

  Value build(const FloatCode &c, Value x) const override {
    using P = arith::CmpFPredicate;
    Value a = c.abs(x);
    Value twoA = c.add(a, a);
    Value rest = c.sub(c.f(1), a);
    Value small = c.add(twoA, c.div(c.mul(twoA, a), rest));
    Value large = c.div(twoA, rest);
    Value r = c.mul(c.f(0.5), c.make<math::Log1pOp>(c.select(
                                  c.cmp(P::OLT, a, c.f(0.5)), small, large)));
    return c.copySign(r, x);
  }
};

/// f32 logarithms of subnormal inputs: upstream's approximations read
/// every input below the smallest normal float as that float. Such an
/// input is scaled by 2^23 first, and 23 (times ln 2 for log, log10 2 for
/// log10) is subtracted from the result. Done on the operands before the
/// patterns, as atan2OfInfinities.
template <typename LogOp>
static void logOfSubnormals(LogOp op, double log2Unit) {
  Type type = op.getType();
  if (!getElementTypeOrSelf(type).isF32())
    return;
  OpBuilder b(op);
  Location loc = op.getLoc();
  Value x = op.getOperand();
  auto f = [&](double value) { return floatConstant(b, loc, type, value); };
  Value subnormal = FloatCode(b, loc, type).isPositiveSubnormal(x);
  op->setOperand(0, arith::SelectOp::create(
                        b, loc, subnormal,
                        arith::MulFOp::create(b, loc, x, f(8388608.0)), x));
  b.setInsertionPointAfter(op);
  Value shift =
      arith::SelectOp::create(b, loc, subnormal, f(23 * log2Unit), f(0));
  auto result = arith::SubFOp::create(b, loc, op.getResult(), shift);
  op.getResult().replaceAllUsesExcept(result, result);
}

/// atan2(y, x) has y's sign, +-0 or +-pi at y = +-0 (pi when x is negative,
/// -0 included): upstream's approximation gives NaN for two zeros and
/// loses the sign of y at +-pi. Its result is taken as a magnitude and
/// given y's sign, after the patterns.
static void atan2Signs(math::Atan2Op op) {
  Type type = op.getType();
  if (!getElementTypeOrSelf(type).isF32())
    return;
  OpBuilder b(op);
  b.setInsertionPointAfter(op);
  Location loc = op.getLoc();
  Value y = op.getLhs(), x = op.getRhs();
  auto f = [&](double value) { return floatConstant(b, loc, type, value); };
  Type intType = withElementType(type, b.getI32Type());
  Value xNegative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                            arith::BitcastOp::create(b, loc, intType, x),
                            intConstant(b, loc, intType, 0));
  Value yZero = arith::AndIOp::create(
      b, loc, arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, y, f(0)),
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ORD, x, x));
  Value onAxis = arith::SelectOp::create(b, loc, xNegative,
                                         f(3.14159265358979323846), f(0));
  auto angle = math::AbsFOp::create(b, loc, op.getResult());
  Value magnitude = arith::SelectOp::create(b, loc, yZero, onAxis, angle);
  Value result = math::CopySignOp::create(b, loc, magnitude, y);
  op.getResult().replaceAllUsesExcept(result, angle);
}

/// `op` on floats narrower than f32 computed in f32 (computeInF32, as
/// the patterns will), for the fixes below that apply to f32 ops; returns
/// the f32 op (or `op` itself).
template <typename OpTy> static OpTy inF32(OpTy op) {
  Type elt = getElementTypeOrSelf(op->getResult(0).getType());
  if (!isa<FloatType>(elt) || elt.getIntOrFloatBitWidth() >= 32)
    return op;
  IRRewriter rewriter(op->getContext());
  return cast<OpTy>(computeInF32(rewriter, op));
}

/// atan2 of two infinities is the angle of the diagonal, +-pi/4 or +-3pi/4:
/// their signs as +-1 give it (upstream's approximation divides inf by inf
/// and gives NaN). Done on the operands before the patterns, so the
/// approximation then sees finite values.
static void atan2OfInfinities(math::Atan2Op op) {
  Type type = op.getType();
  if (!isa<FloatType>(getElementTypeOrSelf(type)))
    return;
  OpBuilder b(op);
  Location loc = op.getLoc();
  Value inf = floatConstant(b, loc, type,
                            std::numeric_limits<double>::infinity());
  auto isInf = [&](Value v) {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                 math::AbsFOp::create(b, loc, v), inf);
  };
  Value both = arith::AndIOp::create(b, loc, isInf(op.getLhs()),
                                     isInf(op.getRhs()));
  Value one = floatConstant(b, loc, type, 1.0);
  for (OpOperand &operand : op->getOpOperands()) {
    Value unit = math::CopySignOp::create(b, loc, one, operand.get());
    operand.set(arith::SelectOp::create(b, loc, both, unit, operand.get()));
  }
}

struct ConvertMathToGenX
    : genx::impl::ConvertMathToGenXBase<ConvertMathToGenX> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    populateMathToGenXPatterns(set, allowApproximate);
    // The reduction of the lanes that need Payne-Hanek's reduction (sin,
    // cos), as convert-vector-to-genx makes it.
    populateVectorRegionToGenXPatterns(set);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    getOperation()->walk<WalkOrder::PostOrder>([&](Operation *op) {
      if (auto atan2 = dyn_cast<math::Atan2Op>(op)) {
        atan2 = inF32(atan2);
        atan2OfInfinities(atan2);
        atan2Signs(atan2);
      } else if (auto log = dyn_cast<math::LogOp>(op)) {
        logOfSubnormals(log, 0.6931471805599453);
      } else if (auto log2 = dyn_cast<math::Log2Op>(op)) {
        logOfSubnormals(log2, 1.0);
      } else if (auto log10 = dyn_cast<math::Log10Op>(op)) {
        logOfSubnormals(log10, 0.30102999566398120);
      }
    });
    if (failed(applyPatternsGreedily(getOperation(), patterns,
                                     getConversionRewriteConfig())))
      signalPassFailure();
  }

private:
  FrozenRewritePatternSet patterns;
};
} // namespace

void mlir::genx::populateMathToGenXPatterns(RewritePatternSet &patterns,
                                            bool allowApproximate) {
  MLIRContext *context = patterns.getContext();
  // Approximate first: under afn, sqrt, exp and log use the fast unit.
  patterns.add<MathToGenX<math::SqrtOp, SqrtOp, true>>(context,
                                                       allowApproximate, 2);
  patterns.add<NaturalToBase2<math::ExpOp, ExpOp>>(context, allowApproximate,
                                                   1.4426950408889634);
  patterns.add<NaturalToBase2<math::LogOp, LogOp>>(context, allowApproximate,
                                                   0.6931471805599453);
  // exp without afn: as accurate as OpenCL's, from the same unit.
  patterns.add<ExpByTwoExp2>(context);
  patterns.add<MathToGenX<math::FloorOp, RnddOp, false>,
               MathToGenX<math::CeilOp, RnduOp, false>,
               MathToGenX<math::TruncOp, RndzOp, false>,
               MathToGenX<math::RoundEvenOp, RndeOp, false>,
               MathToGenX<math::AbsFOp, AbsfOp, false>,
               MathToGenX<math::RsqrtOp, RsqrtOp, true>,
               MathToGenX<math::Exp2Op, ExpOp, true>,
               MathToGenX<math::Log2Op, LogOp, true>,
               MathToGenX<math::SinOp, SinOp, true>,
               MathToGenX<math::CosOp, CosOp, true>,
               MathToGenX<math::PowFOp, PowOp, true>>(context,
                                                      allowApproximate,
                                                      /*benefit=*/3);
  // Everything else exactly enough: f32 polynomial approximations (other
  // float types computed in f32), and expansions of what has none.
  // bf16 operands reach f32 through integer code (as in the arith pass).
  arith::populateExpandBFloat16Patterns(patterns);
  patterns.add<
      ComputeInF32, CopySignToBits, AbsIToGenX, FPowIBySquaring, PowFBySign,
      Log10ByLog2, RoundAwayFromZero, CbrtByNewton, ErfByRational,
      SinCosByQuadrant<math::SinOp, true>, SinCosByQuadrant<math::CosOp, false>,
      BitCountToGenX<math::CountLeadingZerosOp>,
      BitCountToGenX<math::CountTrailingZerosOp>, BitCountToGenX<math::CtPopOp>,
      SinhByExpm1, CoshByExp, AsinhByLog, AcoshByLog, AtanhByLog1p,
      FloatClassByCompares<math::IsNaNOp>, FloatClassByCompares<math::IsInfOp>,
      FloatClassByCompares<math::IsFiniteOp>,
      FloatClassByCompares<math::IsNormalOp>>(context);
  // rsqrt's approximation is AVX2 code; rsqrt is expanded instead.
  populateMathPolynomialApproximationPatterns(
      patterns, [](StringRef name) {
        return name != math::RsqrtOp::getOperationName();
      });
  math::populateExpansionPatterns(
      patterns, {"exp2", "powf", "fpowi", "ipowi", "rsqrt", "tan", "round"});
}
