//===- ConvertArithToGenX.cpp - convert-arith-to-genx ---------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/Support/DivisionByConstantInfo.h"

#include <cmath>
#include <numeric>

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_CONVERTARITHTOGENX
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// An arith op with a same-named GenX equivalent of identical semantics.
template <typename ArithOp, typename GenXOp>
struct OneToOne : OpRewritePattern<ArithOp> {
  using OpRewritePattern<ArithOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ArithOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!isGenXType(type) || isa<LLVM::LLVMPointerType>(type) ||
        getElementTypeOrSelf(type).isInteger(1))
      return rewriter.notifyMatchFailure(op, "not a GenX value type");
    rewriter.replaceOpWithNewOp<GenXOp>(op, type, op.getLhs(), op.getRhs());
    return success();
  }
};

/// Integer min/max of booleans as the logic op it is (LLVM's llvm.smax.i1
/// and the like make IGC fail): signed, true is -1, so the maximum is the
/// and and the minimum the or; unsigned the other way round.
template <typename ArithOp, bool IsAnd>
struct BooleanMinMax : OpRewritePattern<ArithOp> {
  using OpRewritePattern<ArithOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ArithOp op,
                                PatternRewriter &rewriter) const override {
    if (!getElementTypeOrSelf(op.getType()).isInteger(1))
      return rewriter.notifyMatchFailure(op, "not on booleans");
    if (IsAnd)
      rewriter.replaceOpWithNewOp<arith::AndIOp>(op, op.getLhs(), op.getRhs());
    else
      rewriter.replaceOpWithNewOp<arith::OrIOp>(op, op.getLhs(), op.getRhs());
    return success();
  }
};

/// Matches `value` against a splat or scalar integer constant.
static std::optional<APInt> getConstantInt(Value value) {
  APInt result;
  if (matchPattern(value, m_ConstantInt(&result)))
    return result;
  return std::nullopt;
}

/// trunci(clamp(x, lo, hi)) where [lo, hi] is the range of the result type:
/// a saturating truncation (from a signed x also to the unsigned range); if
/// x = addi(ext(a), ext(b)) with a, b of the result's width or narrower, a
/// saturating add.
struct SaturatingTruncation : OpRewritePattern<arith::TruncIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::TruncIOp op,
                                PatternRewriter &rewriter) const override {
    Type resultType = op.getType();
    if (!isIntOrIntVector(resultType) ||
        !isIntOrIntVector(op.getIn().getType()))
      return rewriter.notifyMatchFailure(op, "not GenX integers");
    unsigned width = getElementTypeOrSelf(resultType).getIntOrFloatBitWidth();
    unsigned wide =
        getElementTypeOrSelf(op.getIn().getType()).getIntOrFloatBitWidth();
    // Signed: maxsi(minsi(x, smax), smin) in either order.
    Value inner;
    bool isSigned;
    if (matchClamp(op.getIn(), width, wide, /*isSigned=*/true, inner)) {
      isSigned = true;
    } else if (matchClamp(op.getIn(), width, wide, /*isSigned=*/false, inner)) {
      isSigned = false;
    } else if (matchSignedClamp(op.getIn(), APInt::getZero(wide),
                                APInt::getMaxValue(width).zext(wide), inner)) {
      // A signed clamp to the unsigned range (a requantization to u8).
      rewriter.replaceOpWithNewOp<UstruncSatOp>(op, resultType, inner);
      return success();
    } else {
      return rewriter.notifyMatchFailure(op, "not a clamp to the result range");
    }
    // A saturating add of two narrow extended operands.
    if (auto add = inner.getDefiningOp<arith::AddIOp>()) {
      Value lhs = stripExtension(add.getLhs(), isSigned);
      Value rhs = stripExtension(add.getRhs(), isSigned);
      if (lhs && rhs && lhs.getType() == rhs.getType() &&
          getElementTypeOrSelf(lhs.getType()).getIntOrFloatBitWidth() * 2 <=
              wide) {
        if (isSigned)
          rewriter.replaceOpWithNewOp<SSAddSatOp>(op, resultType, lhs, rhs);
        else
          rewriter.replaceOpWithNewOp<UUAddSatOp>(op, resultType, lhs, rhs);
        return success();
      }
    }
    if (isSigned) {
      rewriter.replaceOpWithNewOp<SstruncSatOp>(op, resultType, inner);
      return success();
    }
    // minui(maxsi(x, 0), hi), as genx-unsigned-when-nonnegative leaves the
    // signed clamp: x read as signed.
    Value negative;
    if (auto max = inner.getDefiningOp<arith::MaxSIOp>();
        max && bound(max, negative) == APInt::getZero(wide)) {
      rewriter.replaceOpWithNewOp<UstruncSatOp>(op, resultType, negative);
      return success();
    }
    rewriter.replaceOpWithNewOp<UutruncSatOp>(op, resultType, inner);
    return success();
  }

private:
  /// `value` = clamp(inner) to the signed (or unsigned) range of `width`
  /// bits, computed in `wide` bits.
  static bool matchClamp(Value value, unsigned width, unsigned wide,
                         bool isSigned, Value &inner) {
    if (isSigned)
      return matchSignedClamp(value, APInt::getSignedMinValue(width).sext(wide),
                              APInt::getSignedMaxValue(width).sext(wide),
                              inner);
    // Unsigned: minui(x, hi) (the low bound is implicit).
    Operation *outer = value.getDefiningOp();
    Value x;
    if (isa_and_nonnull<arith::MinUIOp>(outer)) {
      std::optional<APInt> c = bound(outer, x);
      if (c && *c == APInt::getMaxValue(width).zext(wide)) {
        inner = x;
        return true;
      }
    }
    return false;
  }

  /// `value` = maxsi(minsi(inner, hi), lo) or minsi(maxsi(inner, lo), hi).
  static bool matchSignedClamp(Value value, const APInt &lo, const APInt &hi,
                               Value &inner) {
    return matchNested<arith::MaxSIOp, arith::MinSIOp>(value, lo, hi, inner) ||
           matchNested<arith::MinSIOp, arith::MaxSIOp>(value, hi, lo, inner);
  }

  /// `value` = OuterOp(InnerOp(inner, innerBound), outerBound), either
  /// operand order.
  template <typename OuterOp, typename InnerOp>
  static bool matchNested(Value value, const APInt &outerBound,
                          const APInt &innerBound, Value &inner) {
    auto outer = value.getDefiningOp<OuterOp>();
    if (!outer)
      return false;
    Value mid, x;
    std::optional<APInt> c = bound(outer, mid);
    auto nested = mid ? mid.getDefiningOp<InnerOp>() : nullptr;
    std::optional<APInt> d = nested ? bound(nested, x) : std::nullopt;
    if (!c || !d || *c != outerBound || *d != innerBound)
      return false;
    inner = x;
    return true;
  }

  /// The constant operand of the binary `op`, the other one in `rest`.
  static std::optional<APInt> bound(Operation *op, Value &rest) {
    if (op->getNumOperands() != 2)
      return std::nullopt;
    for (int i = 0; i < 2; ++i)
      if (std::optional<APInt> c = getConstantInt(op->getOperand(i))) {
        rest = op->getOperand(1 - i);
        return c;
      }
    return std::nullopt;
  }

  /// The narrow operand of an extension matching the signedness, if any.
  static Value stripExtension(Value value, bool isSigned) {
    if (isSigned) {
      if (auto ext = value.getDefiningOp<arith::ExtSIOp>())
        return ext.getIn();
    } else if (auto ext = value.getDefiningOp<arith::ExtUIOp>()) {
      return ext.getIn();
    }
    return Value();
  }
};

/// fptosi/fptoui(clamp(x, lo, hi)) with lo and hi at or past the result
/// type's range (a quantization's clamp to [-128, 127]): a saturating
/// conversion of x, one instruction with the saturation modifier where the
/// clamp costs two selects. Out of range, the conversion is poison, so it
/// may saturate; maximumf/minimumf keep a NaN, whose conversion is poison
/// too (maxnumf/minnumf would turn it into a bound and are kept).
template <typename ConvertOp, typename SatOp, bool isSigned>
struct SaturatingConversion : OpRewritePattern<ConvertOp> {
  using OpRewritePattern<ConvertOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertOp op,
                                PatternRewriter &rewriter) const override {
    Type resultType = op.getType();
    auto element = dyn_cast<IntegerType>(getElementTypeOrSelf(resultType));
    if (!element || element.getWidth() > 32 ||
        !isGenXType(op.getIn().getType()))
      return rewriter.notifyMatchFailure(op, "not a GenX conversion");
    unsigned width = element.getWidth();
    double lo = isSigned ? -std::ldexp(1.0, width - 1) : 0.0;
    double hi =
        isSigned ? std::ldexp(1.0, width - 1) - 1 : std::ldexp(1.0, width) - 1;
    Value x = op.getIn();
    bool stripped = false;
    while (Operation *clamp = x.getDefiningOp()) {
      bool isMax = isa<arith::MaximumFOp>(clamp);
      if (!isMax && !isa<arith::MinimumFOp>(clamp))
        break;
      std::optional<Value> rest;
      for (int i = 0; i < 2; ++i) {
        APFloat bound(0.0);
        if (!matchPattern(clamp->getOperand(i), m_ConstantFloat(&bound)) ||
            bound.isNaN())
          continue;
        double value = bound.convertToDouble();
        if (isMax ? value <= lo : value >= hi)
          rest = clamp->getOperand(1 - i);
      }
      if (!rest)
        break;
      x = *rest;
      stripped = true;
    }
    if (!stripped)
      return rewriter.notifyMatchFailure(op, "no clamp to the result range");
    rewriter.replaceOpWithNewOp<SatOp>(op, resultType, x);
    return success();
  }
};

/// arith.maximumf / arith.minimumf: NaN when either operand is NaN, and
/// -0 < +0, in compares and selects (GenX's min/max return the other operand
/// for a NaN and leave the sign of zeros open).
template <typename ArithOp, bool isMax>
struct NaNPropagatingMinMax : OpRewritePattern<ArithOp> {
  using OpRewritePattern<ArithOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ArithOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    Type elt = getElementTypeOrSelf(type);
    if (!isa<FloatType>(elt))
      return rewriter.notifyMatchFailure(op, "not a float");
    Location loc = op.getLoc();
    Value a = op.getLhs(), b = op.getRhs();
    using P = arith::CmpFPredicate;
    // Against a constant that is not a NaN, nor the zero whose tie with a
    // zero of the other sign it would lose (-0 in a max, +0 in a min), an
    // unordered compare keeps the other operand where it wins or is a NaN:
    // one compare and one select (a ReLU's max with +0).
    for (auto [x, c] : {std::pair(a, b), std::pair(b, a)}) {
      APFloat value(0.0);
      if (!matchPattern(c, m_ConstantFloat(&value)) || value.isNaN() ||
          (value.isZero() && value.isNegative() == isMax))
        continue;
      Value wins =
          arith::CmpFOp::create(rewriter, loc, isMax ? P::UGT : P::ULT, x, c);
      rewriter.replaceOpWithNewOp<arith::SelectOp>(op, wins, x, c);
      return success();
    }
    Type intType = rewriter.getIntegerType(elt.getIntOrFloatBitWidth());
    if (auto vec = dyn_cast<VectorType>(type))
      intType = VectorType::get(vec.getShape(), intType);
    Value ordered = arith::CmpFOp::create(rewriter, loc, P::ORD, a, b);
    Value greater =
        arith::CmpFOp::create(rewriter, loc, isMax ? P::OGT : P::OLT, a, b);
    Value picked = arith::SelectOp::create(rewriter, loc, greater, a, b);
    // Equal operands differ at most in the sign of zero: +0 wins a max (the
    // sign bits and-ed), -0 a min (or-ed).
    Value equal = arith::CmpFOp::create(rewriter, loc, P::OEQ, a, b);
    Value aBits = arith::BitcastOp::create(rewriter, loc, intType, a);
    Value bBits = arith::BitcastOp::create(rewriter, loc, intType, b);
    Value merged =
        isMax ? arith::AndIOp::create(rewriter, loc, aBits, bBits).getResult()
              : arith::OrIOp::create(rewriter, loc, aBits, bBits).getResult();
    Value zeros = arith::BitcastOp::create(rewriter, loc, type, merged);
    Value exact = arith::SelectOp::create(rewriter, loc, equal, zeros, picked);
    // A NaN operand: the sum is a NaN.
    Value nan = arith::AddFOp::create(rewriter, loc, a, b);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, ordered, exact, nan);
    return success();
  }
};

/// arith.truncf f32 -> bf16 in integer code, rounded to nearest even as
/// upstream's bf16 expansion rounds, but a NaN keeps its sign (the quiet
/// NaN of that sign, as LLVM gives on the host): upstream's makes every
/// NaN +NaN, so that a bf16 negf, computed in f32 and truncated, would not
/// flip a NaN's sign.
struct TruncFToBF16 : OpRewritePattern<arith::TruncFOp> {
  TruncFToBF16(MLIRContext *context)
      : OpRewritePattern<arith::TruncFOp>(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(arith::TruncFOp op,
                                PatternRewriter &rewriter) const override {
    Type source = getElementTypeOrSelf(op.getIn().getType());
    if (!source.isF32() || !getElementTypeOrSelf(op.getType()).isBF16())
      return rewriter.notifyMatchFailure(op, "not f32 to bf16");
    if (std::optional<arith::RoundingMode> mode = op.getRoundingmode();
        mode && *mode != arith::RoundingMode::to_nearest_even)
      return rewriter.notifyMatchFailure(op, "another rounding mode");
    Location loc = op.getLoc();
    auto typeLike = [&](Type element) {
      return withElementType(op.getType(), element);
    };
    Type i32 = typeLike(rewriter.getI32Type());
    auto constant = [&](int64_t value) -> Value {
      TypedAttr attr = rewriter.getI32IntegerAttr(value);
      if (auto vector = dyn_cast<VectorType>(i32))
        attr = DenseElementsAttr::get(vector, attr);
      return arith::ConstantOp::create(rewriter, loc, attr);
    };
    Value bits = arith::BitcastOp::create(rewriter, loc, i32, op.getIn());
    Value high = arith::ShRUIOp::create(rewriter, loc, bits, constant(16));
    // Round to nearest even: add 0x7FFF plus the lowest kept bit.
    Value odd = arith::AndIOp::create(rewriter, loc, high, constant(1));
    Value bias = arith::AddIOp::create(rewriter, loc, odd, constant(0x7FFF));
    Value rounded = arith::ShRUIOp::create(
        rewriter, loc, arith::AddIOp::create(rewriter, loc, bits, bias),
        constant(16));
    Value quietNaN = arith::OrIOp::create(
        rewriter, loc,
        arith::AndIOp::create(rewriter, loc, high, constant(0x8000)),
        constant(0x7FC0));
    Value isNaN = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::UNO, op.getIn(), op.getIn());
    Value word =
        arith::SelectOp::create(rewriter, loc, isNaN, quietNaN, rounded);
    Value half = arith::TruncIOp::create(rewriter, loc,
                                         typeLike(rewriter.getI16Type()), word);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, op.getType(), half);
    return success();
  }
};

/// An integer to bf16 (arith.sitofp/uitofp), rounded once to nearest even
/// with integer code: IGC aborts on a scalar conversion to bfloat, and
/// converting through f32 rounds twice (2^24 + 2^16 + 1 would become 2^24,
/// not 2^24 + 2^17). The magnitude a (in 32 bits, or 64 for i64) has its
/// leading one at p; its 8 bits from there are the significand m, rounded
/// by the bits below; the exponent field 127 + p and the significand's 7
/// bits are ((126 + p) << 7) + m, where a significand rounded up to 256
/// carries into the exponent.
template <typename OpTy, bool IsSigned>
struct IntToBFloat16 : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!getElementTypeOrSelf(op.getType()).isBF16())
      return rewriter.notifyMatchFailure(op, "not to bf16");
    Location loc = op.getLoc();
    Value x = op.getIn();
    unsigned width =
        getElementTypeOrSelf(x.getType()).getIntOrFloatBitWidth() > 32 ? 64
                                                                       : 32;
    auto like = [&](unsigned bits) {
      return withElementType(x.getType(), rewriter.getIntegerType(bits));
    };
    Type type = like(width);
    auto c = [&](int64_t value) {
      return createScalarOrSplatConstant(rewriter, loc, type, value);
    };
    auto cmp = [&](arith::CmpIPredicate predicate, Value lhs, Value rhs) {
      return arith::CmpIOp::create(rewriter, loc, predicate, lhs, rhs)
          .getResult();
    };
    auto select = [&](Value cond, Value lhs, Value rhs) {
      return arith::SelectOp::create(rewriter, loc, cond, lhs, rhs).getResult();
    };
    using P = arith::CmpIPredicate;
    if (x.getType() != type)
      x = IsSigned ? arith::ExtSIOp::create(rewriter, loc, type, x).getResult()
                   : arith::ExtUIOp::create(rewriter, loc, type, x).getResult();
    Value negative = IsSigned ? cmp(P::slt, x, c(0)) : Value();
    Value a = x;
    if (IsSigned)
      a = select(negative, arith::SubIOp::create(rewriter, loc, c(0), x), x);
    Value lead = arith::SubIOp::create(
        rewriter, loc, c(width - 1),
        math::CountLeadingZerosOp::create(rewriter, loc, a));
    // Shifts that put the leading one at bit 7: left for small a, right
    // (dropping the bits that round) for the others.
    Value left = arith::MaxSIOp::create(
        rewriter, loc, arith::SubIOp::create(rewriter, loc, c(7), lead), c(0));
    Value right = arith::MaxSIOp::create(
        rewriter, loc, arith::SubIOp::create(rewriter, loc, lead, c(7)), c(0));
    Value m = arith::ShRUIOp::create(
        rewriter, loc, arith::ShLIOp::create(rewriter, loc, a, left), right);
    Value unit = arith::ShLIOp::create(rewriter, loc, c(1), right);
    Value rest = arith::AndIOp::create(
        rewriter, loc, a, arith::SubIOp::create(rewriter, loc, unit, c(1)));
    Value half = arith::ShRUIOp::create(rewriter, loc, unit, c(1));
    Value odd = cmp(P::ne, arith::AndIOp::create(rewriter, loc, m, c(1)), c(0));
    Value up = arith::AndIOp::create(
        rewriter, loc, cmp(P::ne, right, c(0)),
        arith::OrIOp::create(
            rewriter, loc, cmp(P::ugt, rest, half),
            arith::AndIOp::create(rewriter, loc, cmp(P::eq, rest, half), odd)));
    Value code = arith::AddIOp::create(
        rewriter, loc,
        arith::AddIOp::create(
            rewriter, loc,
            arith::ShLIOp::create(
                rewriter, loc,
                arith::AddIOp::create(rewriter, loc, lead, c(126)), c(7)),
            m),
        arith::ExtUIOp::create(rewriter, loc, type, up));
    code = select(cmp(P::eq, a, c(0)), c(0), code);
    if (IsSigned)
      code = arith::OrIOp::create(rewriter, loc, code,
                                  select(negative, c(0x8000), c(0)));
    Value bits = arith::TruncIOp::create(rewriter, loc, like(16), code);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, op.getType(), bits);
    return success();
  }
};

/// arith.addui_extended as a sum and the carry it implies (sum < lhs):
/// arith-to-llvm makes llvm.uadd.with.overflow, which the GenX backend does
/// not implement.
struct AddUIExtendedToCompare : OpRewritePattern<arith::AddUIExtendedOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::AddUIExtendedOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value sum = arith::AddIOp::create(rewriter, loc, op.getLhs(), op.getRhs());
    Value carry = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ult, sum, op.getLhs());
    rewriter.replaceOp(op, {sum, carry});
    return success();
  }
};

/// The high half of a 64 x 64-bit product, from 32-bit halves (arith-to-llvm
/// would compute it in i128, which GenX does not have):
///   a * b = ah bh 2^64 + (ah bl + al bh) 2^32 + al bl,
/// and the signed high half subtracts b where a < 0 and a where b < 0.
template <typename ArithOp, bool isSigned>
struct WideMulExtended : OpRewritePattern<ArithOp> {
  using OpRewritePattern<ArithOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ArithOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getLhs().getType();
    if (getElementTypeOrSelf(type).getIntOrFloatBitWidth() != 64)
      return rewriter.notifyMatchFailure(op, "not 64-bit");
    Location loc = op.getLoc();
    auto constant = [&](int64_t value) -> Value {
      return arith::ConstantOp::create(
          rewriter, loc, type,
          isa<VectorType>(type)
              ? TypedAttr(DenseElementsAttr::get(
                    cast<ShapedType>(type), rewriter.getI64IntegerAttr(value)
                                                .getValue()))
              : TypedAttr(rewriter.getI64IntegerAttr(value)));
    };
    Value c32 = constant(32), low32 = constant(0xffffffff);
    Value a = op.getLhs(), b = op.getRhs();
    auto lo = [&](Value v) -> Value {
      return arith::AndIOp::create(rewriter, loc, v, low32);
    };
    auto hi = [&](Value v) -> Value {
      return arith::ShRUIOp::create(rewriter, loc, v, c32);
    };
    auto mul = [&](Value x, Value y) -> Value {
      return arith::MulIOp::create(rewriter, loc, x, y);
    };
    auto add = [&](Value x, Value y) -> Value {
      return arith::AddIOp::create(rewriter, loc, x, y);
    };
    Value al = lo(a), ah = hi(a), bl = lo(b), bh = hi(b);
    Value ll = mul(al, bl), lh = mul(al, bh), hl = mul(ah, bl),
          hh = mul(ah, bh);
    // Each term is below 2^64: the carries out of the middle column.
    Value middle = add(add(hi(ll), lo(lh)), lo(hl));
    Value high = add(add(add(hh, hi(lh)), hi(hl)), hi(middle));
    if (isSigned) {
      Value zero = constant(0);
      auto ifNegative = [&](Value sign, Value v) -> Value {
        Value negative = arith::CmpIOp::create(
            rewriter, loc, arith::CmpIPredicate::slt, sign, zero);
        return arith::SelectOp::create(rewriter, loc, negative, v, zero);
      };
      high = arith::SubIOp::create(rewriter, loc, high, ifNegative(a, b));
      high = arith::SubIOp::create(rewriter, loc, high, ifNegative(b, a));
    }
    rewriter.replaceOp(op, {mul(a, b), high});
    return success();
  }
};

/// An integer constant of `type` (a scalar, or a splat vector; index
/// included, which upstream's createScalarOrSplatConstant does not take).
static Value intConstant(OpBuilder &b, Location loc, Type type, int64_t value) {
  TypedAttr attr = b.getIntegerAttr(getElementTypeOrSelf(type), value);
  if (auto vec = dyn_cast<VectorType>(type))
    attr = DenseElementsAttr::get(vec, attr);
  return arith::ConstantOp::create(b, loc, attr);
}

/// A 32-bit division or remainder by a constant (not 0, +-1 or, unsigned, a
/// power of two, which shifts do) as a multiplication by its magic number
/// (Granlund and Montgomery; LLVM's DivisionByConstantInfo gives the
/// numbers): the high half of the product, corrected and shifted. On
/// devices without an integer divide unit (dg2) IGC's vector compiler
/// divides by a subroutine of some 40 instructions.
template <typename ArithOp, bool isRemainder, bool isSigned>
struct DivideByConstant : OpRewritePattern<ArithOp> {
  using OpRewritePattern<ArithOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ArithOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    APInt divisor;
    if (!getElementTypeOrSelf(type).isInteger(32) ||
        !matchPattern(op.getRhs(), m_ConstantInt(&divisor)))
      return rewriter.notifyMatchFailure(op, "not by a 32-bit constant");
    if (divisor.isZero() || divisor.isOne() || divisor.isAllOnes() ||
        (!isSigned && divisor.isPowerOf2()))
      return rewriter.notifyMatchFailure(op, "no magic number needed");
    Location loc = op.getLoc();
    auto constant = [&](const APInt &value) {
      return intConstant(rewriter, loc, type, value.getSExtValue());
    };
    auto shift = [&](Value value, unsigned amount, bool arithmetic) -> Value {
      if (amount == 0)
        return value;
      Value by = constant(APInt(32, amount));
      return arithmetic
                 ? arith::ShRSIOp::create(rewriter, loc, value, by).getResult()
                 : arith::ShRUIOp::create(rewriter, loc, value, by).getResult();
    };
    Value n = op.getLhs(), q;
    if (isSigned) {
      auto magic = llvm::SignedDivisionByConstantInfo::get(divisor);
      q = SmulhOp::create(rewriter, loc, type, n, constant(magic.Magic));
      // A magic number whose sign differs from the divisor's wrapped.
      if (divisor.isStrictlyPositive() && magic.Magic.isNegative())
        q = arith::AddIOp::create(rewriter, loc, q, n);
      else if (divisor.isNegative() && magic.Magic.isStrictlyPositive())
        q = arith::SubIOp::create(rewriter, loc, q, n);
      q = shift(q, magic.ShiftAmount, /*arithmetic=*/true);
      // Rounds toward zero: one more for a negative quotient.
      q = arith::AddIOp::create(rewriter, loc, q,
                                shift(q, 31, /*arithmetic=*/false));
    } else {
      auto magic = llvm::UnsignedDivisionByConstantInfo::get(divisor);
      q = UmulhOp::create(rewriter, loc, type, shift(n, magic.PreShift, false),
                          constant(magic.Magic));
      // A 33-bit magic number: its top bit added back, halved.
      if (magic.IsAdd)
        q = arith::AddIOp::create(
            rewriter, loc,
            shift(arith::SubIOp::create(rewriter, loc, n, q), 1, false), q);
      q = shift(q, magic.PostShift, /*arithmetic=*/false);
    }
    if (isRemainder)
      q = arith::SubIOp::create(
          rewriter, loc, n,
          arith::MulIOp::create(rewriter, loc, q, constant(divisor)));
    rewriter.replaceOp(op, q);
    return success();
  }
};

/// The splat constant `value` is, if it is one.
static SplatElementsAttr splatOf(Value value) {
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return {};
  return dyn_cast<SplatElementsAttr>(attr);
}

/// The vector and the element of it that every lane of `value` repeats, when
/// `value` is read from it through regions with constant offsets (a
/// broadcast of one element of a work item's vector, as
/// convert-vector-to-genx writes it, split into registers).
static std::optional<std::pair<Value, int64_t>> repeatedElement(Value value) {
  auto region = value.getDefiningOp<RdRegionOp>();
  if (!region)
    return std::nullopt;
  SmallVector<int64_t> indices(
      cast<VectorType>(value.getType()).getNumElements());
  std::iota(indices.begin(), indices.end(), 0);
  Value source;
  for (; region; region = source.getDefiningOp<RdRegionOp>()) {
    std::optional<RegionLayout> layout = getConstantRegionLayout(region);
    if (!layout)
      return std::nullopt;
    for (int64_t &index : indices)
      index = layout->getIndex(index);
    source = region.getSrc();
  }
  if (!llvm::all_equal(indices))
    return std::nullopt;
  return std::make_pair(source, indices.front());
}

/// Whether every lane of `value` holds the same scalar: a vector of one
/// element, a broadcast of a scalar, a splat constant, a region that repeats
/// one element, or a region of, a cast of, or a select on a scalar condition
/// of such vectors (what convert-vector-to-genx and DivideIn32Bits make of a
/// broadcast divisor).
static bool isShared(Value value) {
  auto type = dyn_cast<VectorType>(value.getType());
  if (!type)
    return false;
  if (type.getNumElements() == 1 || splatOf(value))
    return true;
  if (auto broadcast = value.getDefiningOp<vector::BroadcastOp>())
    return !isa<VectorType>(broadcast.getSourceType());
  if (auto region = value.getDefiningOp<RdRegionOp>())
    return repeatedElement(value) || isShared(region.getSrc());
  Operation *def = value.getDefiningOp();
  if (isa_and_nonnull<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
                      arith::ExtUIOp, arith::TruncIOp>(def))
    return isShared(def->getOperand(0));
  if (auto select = dyn_cast_or_null<arith::SelectOp>(def))
    return !isa<VectorType>(select.getCondition().getType()) &&
           isShared(select.getTrueValue()) && isShared(select.getFalseValue());
  return false;
}

/// The scalar every lane of `value` holds (isShared), built at `b`.
static Value sharedScalar(OpBuilder &b, Location loc, Value value) {
  Type element = getElementTypeOrSelf(value.getType());
  if (SplatElementsAttr splat = splatOf(value))
    return arith::ConstantOp::create(b, loc, element,
                                     splat.getSplatValue<TypedAttr>());
  if (auto broadcast = value.getDefiningOp<vector::BroadcastOp>())
    return broadcast.getSource();
  if (auto region = value.getDefiningOp<RdRegionOp>()) {
    std::optional<std::pair<Value, int64_t>> repeated = repeatedElement(value);
    if (!repeated)
      return sharedScalar(b, loc, region.getSrc());
    auto [source, index] = *repeated;
    if (isShared(source))
      return sharedScalar(b, loc, source);
    int64_t bytes =
        cast<VectorType>(source.getType()).getElementTypeBitWidth() / 8;
    Value one = RdRegionOp::create(
        b, loc, VectorType::get({1}, element), source, 0, 1, 0,
        intConstant(b, loc, b.getI16Type(), index * bytes),
        /*parent_width=*/b.getI32IntegerAttr(0));
    return vector::ExtractOp::create(b, loc, one, ArrayRef<int64_t>{0});
  }
  if (cast<VectorType>(value.getType()).getNumElements() == 1) {
    if (auto elements = value.getDefiningOp<vector::FromElementsOp>())
      return elements.getElements().front();
    return vector::ExtractOp::create(b, loc, value, ArrayRef<int64_t>{0});
  }
  Operation *def = value.getDefiningOp();
  if (auto select = dyn_cast<arith::SelectOp>(def))
    return arith::SelectOp::create(
        b, loc, select.getCondition(),
        sharedScalar(b, loc, select.getTrueValue()),
        sharedScalar(b, loc, select.getFalseValue()));
  OperationState state(loc, def->getName());
  state.addOperands(sharedScalar(b, loc, def->getOperand(0)));
  state.addTypes(element);
  return b.create(state)->getResult(0);
}

/// A 32-bit vector division or remainder by a value all lanes share, on
/// devices without an integer divide unit (dg2): the divisor's reciprocal
/// once, as a scalar, and each lane's quotient in two float steps and one
/// integer correction, where IGC's vector compiler calls a subroutine of
/// some 45 instructions per 16 lanes, each computing its own reciprocal. A
/// division and a remainder of the same operands expand to the same steps,
/// which CSE shares.
///
/// Unsigned n / d, with y the reciprocal of float(d) scaled by 1 - 2^-18:
/// the hardware's reciprocal and the roundings err by less than 2^-20, so y
/// lies below 1 / d within 2^-17.8 of it. q0 = trunc(float(n) y) is then at
/// most n / d and short of it by under 2^14.3 + 1; r0 = n - q0 d is exact;
/// q1 = trunc(float(r0) y) is floor(r0 / d) or one less; one compare of the
/// remainder n - (q0 + q1) d with d settles the last step. Signed ones
/// divide the magnitudes and restore the signs.
template <typename ArithOp, bool isRemainder, bool isSigned>
struct DivideBySharedValue : OpRewritePattern<ArithOp> {
  using OpRewritePattern<ArithOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ArithOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<VectorType>(op.getType());
    if (!type || !type.getElementType().isInteger(32))
      return rewriter.notifyMatchFailure(op, "not a vector of i32");
    if (matchPattern(op.getRhs(), m_Constant()) || !isShared(op.getRhs()))
      return rewriter.notifyMatchFailure(op, "not by a shared variable");
    Location loc = op.getLoc();
    Value n = op.getLhs();
    Value d = sharedScalar(rewriter, loc, op.getRhs());
    Value nSign, dSign;
    if (isSigned) {
      // |x| = (x ^ s) - s with s = x >> 31; |INT_MIN| is 2^31 unsigned.
      auto magnitude = [&](Value x, Value &sign) -> Value {
        sign = arith::ShRSIOp::create(
            rewriter, loc, x, intConstant(rewriter, loc, x.getType(), 31));
        return arith::SubIOp::create(
            rewriter, loc, arith::XOrIOp::create(rewriter, loc, x, sign), sign);
      };
      n = magnitude(n, nSign);
      d = magnitude(d, dSign);
    }
    auto [q, r] = divideUnsigned(rewriter, loc, n, d);
    Value result = isRemainder ? r : q;
    if (isSigned) {
      // The remainder takes the dividend's sign, the quotient their product's.
      Value sign = nSign;
      if (!isRemainder)
        sign = arith::XOrIOp::create(
            rewriter, loc, nSign,
            vector::BroadcastOp::create(rewriter, loc, type, dSign));
      result = arith::SubIOp::create(
          rewriter, loc, arith::XOrIOp::create(rewriter, loc, result, sign),
          sign);
    }
    rewriter.replaceOp(op, result);
    return success();
  }

  /// The unsigned quotient and remainder of the lanes `n` by the scalar `d`.
  static std::pair<Value, Value>
  divideUnsigned(PatternRewriter &rewriter, Location loc, Value n, Value d) {
    auto type = cast<VectorType>(n.getType());
    Type f32 = rewriter.getF32Type();
    VectorType floats = type.clone(f32);
    Value reciprocal = InvOp::create(
        rewriter, loc, f32, arith::UIToFPOp::create(rewriter, loc, f32, d));
    Value scale = arith::ConstantOp::create(
        rewriter, loc, rewriter.getF32FloatAttr(1.0f - 0x1p-18f));
    Value y = vector::BroadcastOp::create(
        rewriter, loc, floats,
        arith::MulFOp::create(rewriter, loc, reciprocal, scale));
    Value divisor = vector::BroadcastOp::create(rewriter, loc, type, d);
    auto estimate = [&](Value x) -> Value {
      Value product = arith::MulFOp::create(
          rewriter, loc, arith::UIToFPOp::create(rewriter, loc, floats, x), y);
      return FptouiSatOp::create(rewriter, loc, type, product);
    };
    auto less = [&](Value x, Value q) -> Value {
      return arith::SubIOp::create(
          rewriter, loc, x, arith::MulIOp::create(rewriter, loc, q, divisor));
    };
    Value q0 = estimate(n);
    Value r0 = less(n, q0);
    Value q1 = estimate(r0);
    Value q = arith::AddIOp::create(rewriter, loc, q0, q1);
    Value r = less(r0, q1);
    Value over = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::uge,
                                       r, divisor);
    q = arith::SelectOp::create(
        rewriter, loc, over,
        arith::AddIOp::create(rewriter, loc, q,
                              intConstant(rewriter, loc, type, 1)),
        q);
    r = arith::SelectOp::create(
        rewriter, loc, over, arith::SubIOp::create(rewriter, loc, r, divisor),
        r);
    return {q, r};
  }
};

/// A 64-bit (or index) division or remainder whose dividend is known to fit
/// in 32 bits (a work-item id, say; below 2^31 and not negative for signed
/// ones), in 32 bits: a divisor that does not fit in 32 bits exceeds the
/// dividend in magnitude, so the quotient is 0 and the remainder the
/// dividend. IGC emulates 64-bit division with a bit-serial loop in a
/// subroutine, 32-bit division in a few instructions. The divisor is tested
/// on the scalar a vector divisor broadcasts.
template <typename ArithOp, bool isRemainder, bool isSigned>
struct DivideIn32Bits : OpRewritePattern<ArithOp> {
  using OpRewritePattern<ArithOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ArithOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    Type element = getElementTypeOrSelf(type);
    if (!element.isIndex() && !element.isInteger(64))
      return rewriter.notifyMatchFailure(op, "not a 64-bit division");
    ConstantIntRanges dividend = inferLocalRange(op.getLhs());
    if (isSigned ? dividend.smin().isNegative() ||
                       dividend.smax().getActiveBits() > 31
                 : dividend.umax().getActiveBits() > 32)
      return rewriter.notifyMatchFailure(op, "dividend may exceed 32 bits");
    Location loc = op.getLoc();
    Value divisor = op.getRhs();
    if (auto broadcast = divisor.getDefiningOp<vector::BroadcastOp>())
      if (!isa<VectorType>(broadcast.getSourceType()))
        divisor = broadcast.getSource();
    // Whether the divisor fits. index may be 32 bits wide: the bounds are
    // then its own and every divisor fits.
    Type divisorType = divisor.getType();
    auto bound = [&](int64_t value) {
      return intConstant(rewriter, loc, divisorType, value);
    };
    using arith::CmpIPredicate;
    Value fits;
    if (isSigned) {
      Value low = bound(INT32_MIN), high = bound(INT32_MAX);
      fits = arith::AndIOp::create(
          rewriter, loc,
          arith::CmpIOp::create(rewriter, loc, CmpIPredicate::sge, divisor,
                                low),
          arith::CmpIOp::create(rewriter, loc, CmpIPredicate::sle, divisor,
                                high));
    } else {
      fits = arith::CmpIOp::create(rewriter, loc, CmpIPredicate::ule, divisor,
                                   bound(0xFFFFFFFFll));
    }
    Type narrow = rewriter.getI32Type();
    if (auto vec = dyn_cast<VectorType>(type))
      narrow = vec.clone(narrow);
    auto convert = [&](Type to, Value value) -> Value {
      Type from = value.getType();
      if (getElementTypeOrSelf(from).isIndex() ||
          getElementTypeOrSelf(to).isIndex()) {
        if (isSigned)
          return arith::IndexCastOp::create(rewriter, loc, to, value);
        return arith::IndexCastUIOp::create(rewriter, loc, to, value);
      }
      if (getElementTypeOrSelf(to).getIntOrFloatBitWidth() <
          getElementTypeOrSelf(from).getIntOrFloatBitWidth())
        return arith::TruncIOp::create(rewriter, loc, to, value);
      if (isSigned)
        return arith::ExtSIOp::create(rewriter, loc, to, value);
      return arith::ExtUIOp::create(rewriter, loc, to, value);
    };
    // Lanes whose divisor does not fit divide by 1, not by its low bits
    // (which may be 0).
    Value narrowDivisor = convert(narrow, op.getRhs());
    Value one = intConstant(rewriter, loc, narrow, 1);
    narrowDivisor =
        arith::SelectOp::create(rewriter, loc, fits, narrowDivisor, one);
    Value result = convert(type, ArithOp::create(rewriter, loc,
                                                 convert(narrow, op.getLhs()),
                                                 narrowDivisor));
    Value outside =
        isRemainder ? op.getLhs() : intConstant(rewriter, loc, type, 0);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, fits, result, outside);
    return success();
  }
};

struct ConvertArithToGenX
    : genx::impl::ConvertArithToGenXBase<ConvertArithToGenX> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    populateArithToGenXPatterns(set);
    patterns = std::move(set);
    RewritePatternSet withMagic(context);
    populateArithToGenXPatterns(withMagic);
    withMagic.add<DivideByConstant<arith::DivUIOp, false, false>,
                  DivideByConstant<arith::RemUIOp, true, false>,
                  DivideByConstant<arith::DivSIOp, false, true>,
                  DivideByConstant<arith::RemSIOp, true, true>,
                  DivideBySharedValue<arith::DivUIOp, false, false>,
                  DivideBySharedValue<arith::RemUIOp, true, false>,
                  DivideBySharedValue<arith::DivSIOp, false, true>,
                  DivideBySharedValue<arith::RemSIOp, true, true>>(context);
    patternsWithoutDivide = std::move(withMagic);
    return success();
  }

  void runOnOperation() override {
    if (failed(checkDeviceOption(getOperation(), "convert-arith-to-genx", device)))
      return signalPassFailure();
    // XeLP and older divide integers in their math unit.
    std::optional<Platform> platform =
        getTargetPlatform(getOperation(), device);
    bool hasDivide = !platform || *platform < Platform::XeHP;
    if (failed(applyPatternsGreedily(
            getOperation(), hasDivide ? patterns : patternsWithoutDivide,
            getConversionRewriteConfig())))
      signalPassFailure();
  }

private:
  FrozenRewritePatternSet patterns;
  /// With divisions by constants as multiplications.
  FrozenRewritePatternSet patternsWithoutDivide;
};
} // namespace

void mlir::genx::populateArithToGenXPatterns(RewritePatternSet &patterns) {
  patterns
      .add<OneToOne<arith::MinSIOp, SMinOp>, OneToOne<arith::MaxSIOp, SMaxOp>,
           OneToOne<arith::MinUIOp, UMinOp>, OneToOne<arith::MaxUIOp, UMaxOp>,
           OneToOne<arith::MinNumFOp, FMinOp>,
           OneToOne<arith::MaxNumFOp, FMaxOp>>(patterns.getContext());
  patterns.add<BooleanMinMax<arith::MaxSIOp, true>,
               BooleanMinMax<arith::MinSIOp, false>,
               BooleanMinMax<arith::MaxUIOp, false>,
               BooleanMinMax<arith::MinUIOp, true>>(patterns.getContext());
  patterns.add<NaNPropagatingMinMax<arith::MaximumFOp, true>,
               NaNPropagatingMinMax<arith::MinimumFOp, false>>(
      patterns.getContext());
  // bf16 (computed in f32 by arith-emulate-unsupported-floats) converts
  // with integer code: GenX has no bf16 conversions outside dpas.
  arith::populateExpandBFloat16Patterns(patterns);
  patterns.add<TruncFToBF16, IntToBFloat16<arith::SIToFPOp, true>,
               IntToBFloat16<arith::UIToFPOp, false>>(patterns.getContext());
  patterns.add<WideMulExtended<arith::MulUIExtendedOp, false>,
               WideMulExtended<arith::MulSIExtendedOp, true>,
               AddUIExtendedToCompare>(patterns.getContext());
  patterns.add<DivideIn32Bits<arith::DivUIOp, false, false>,
               DivideIn32Bits<arith::RemUIOp, true, false>,
               DivideIn32Bits<arith::DivSIOp, false, true>,
               DivideIn32Bits<arith::RemSIOp, true, true>>(
      patterns.getContext());
  // The clamp must be matched before its min/max become genx ops.
  patterns.add<SaturatingTruncation>(patterns.getContext(), /*benefit=*/2);
  patterns.add<SaturatingConversion<arith::FPToSIOp, FptosiSatOp, true>,
               SaturatingConversion<arith::FPToUIOp, FptouiSatOp, false>>(
      patterns.getContext(), /*benefit=*/2);
}
