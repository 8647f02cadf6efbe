//===- NarrowTruncatedMath.cpp - genx-narrow-truncated-math ---------------===//
//
// Integer arithmetic whose result is truncated is done in the narrow type:
// the low bits of a sum, difference, product, left shift or bitwise
// operation depend only on the low bits of its operands. Surface offsets
// are i32 while index arithmetic is i64, and Gen has no 64-bit integer ALU
// on XeLP/XeHPG (IGC emulates each i64 add with addc, each i64 multiply with
// mul/mach pairs), so an index computed in i64 and truncated costs two to
// four times the instructions of the same computation in i32. A clamp to
// the narrow range, truncated, is decided on the high word for the same
// reason.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXNARROWTRUNCATEDMATH
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// `value` truncated to `type` (a new trunc; the rewrite driver narrows it
/// further when it can).
Value truncTo(PatternRewriter &rewriter, Location loc, Type type,
              Value value) {
  return LLVM::TruncOp::create(rewriter, loc, type, value);
}

/// The one type every user of `op`'s result truncates it to, if every user
/// is a trunc: only then does narrowing `op` remove the wide computation
/// instead of adding a narrow copy (the emulated i64 operation would stay,
/// and both would hold registers).
std::optional<Type> getTruncatedType(Operation *op) {
  Value result = op->getResult(0);
  if (result.use_empty())
    return std::nullopt;
  std::optional<Type> type;
  for (Operation *user : result.getUsers()) {
    auto trunc = dyn_cast<LLVM::TruncOp>(user);
    if (!trunc || (type && *type != trunc.getType()))
      return std::nullopt;
    type = trunc.getType();
  }
  return type;
}

/// The element width of an integer or vector-of-integer type.
unsigned getElementWidth(Type type) {
  return getElementTypeOrSelf(type).getIntOrFloatBitWidth();
}

/// Rewrites an operation all of whose users truncate it to one type: the
/// narrow operation that `build` makes (from truncated operands) replaces
/// every trunc, and the wide one goes. The patterns are rooted at the wide
/// operation so that the rewrite driver revisits it when its users change
/// (its last non-trunc user narrowed, say).
template <typename OpTy>
struct NarrowPattern : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  /// The narrow form of `op` with result type `type`, or null.
  virtual Value buildNarrow(OpTy op, Type type,
                            PatternRewriter &rewriter) const = 0;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    std::optional<Type> type = getTruncatedType(op);
    if (!type)
      return rewriter.notifyMatchFailure(op, "a use is not truncated");
    Value narrow = buildNarrow(op, *type, rewriter);
    if (!narrow)
      return failure();
    for (Operation *user : llvm::make_early_inc_range(op->getUsers()))
      rewriter.replaceOp(user, narrow);
    rewriter.eraseOp(op);
    return success();
  }
};

/// op(a, b) -> op(trunc(a), trunc(b)) for the operations whose low result
/// bits depend only on the operands' low bits. The narrow operation has no
/// overflow flags: it may wrap where the wide one did not.
template <typename OpTy>
struct NarrowBinary : NarrowPattern<OpTy> {
  using NarrowPattern<OpTy>::NarrowPattern;

  Value buildNarrow(OpTy op, Type type,
                    PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    return OpTy::create(rewriter, loc,
                        truncTo(rewriter, loc, type, op.getLhs()),
                        truncTo(rewriter, loc, type, op.getRhs()));
  }
};

/// shl(a, c) -> shl(trunc(a), trunc(c)) when the shift amount is a constant
/// below the narrow width (a larger one is poison in the narrow type).
struct NarrowShiftLeft : NarrowPattern<LLVM::ShlOp> {
  using NarrowPattern::NarrowPattern;

  Value buildNarrow(LLVM::ShlOp op, Type type,
                    PatternRewriter &rewriter) const override {
    APInt amount;
    if (!matchPattern(op.getRhs(), m_ConstantInt(&amount)) ||
        amount.uge(getElementWidth(type)))
      return nullptr;
    Location loc = op.getLoc();
    return LLVM::ShlOp::create(rewriter, loc,
                               truncTo(rewriter, loc, type, op.getLhs()),
                               truncTo(rewriter, loc, type, op.getRhs()));
  }
};

/// select(c, a, b) -> select(c, trunc(a), trunc(b)).
struct NarrowSelect : NarrowPattern<LLVM::SelectOp> {
  using NarrowPattern::NarrowPattern;

  Value buildNarrow(LLVM::SelectOp op, Type type,
                    PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    return LLVM::SelectOp::create(
        rewriter, loc, op.getCondition(),
        truncTo(rewriter, loc, type, op.getTrueValue()),
        truncTo(rewriter, loc, type, op.getFalseValue()));
  }
};

/// Vector moves (splats are insertelement + shufflevector): the elements
/// are truncated before they move.
struct NarrowInsertElement : NarrowPattern<LLVM::InsertElementOp> {
  using NarrowPattern::NarrowPattern;

  Value buildNarrow(LLVM::InsertElementOp op, Type type,
                    PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    return LLVM::InsertElementOp::create(
        rewriter, loc, truncTo(rewriter, loc, type, op.getVector()),
        truncTo(rewriter, loc, getElementTypeOrSelf(type), op.getValue()),
        op.getPosition());
  }
};

struct NarrowShuffleVector : NarrowPattern<LLVM::ShuffleVectorOp> {
  using NarrowPattern::NarrowPattern;

  Value buildNarrow(LLVM::ShuffleVectorOp op, Type type,
                    PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto sourceType = cast<VectorType>(op.getV1().getType());
    auto narrowType =
        VectorType::get(sourceType.getShape(), getElementTypeOrSelf(type));
    return LLVM::ShuffleVectorOp::create(
        rewriter, loc, truncTo(rewriter, loc, narrowType, op.getV1()),
        truncTo(rewriter, loc, narrowType, op.getV2()), op.getMask());
  }
};

/// trunc(zext(x)) and trunc(sext(x)): x itself, a narrower extension of x
/// or a truncation of x, by the width of x.
template <typename ExtTy>
struct NarrowExtension : OpRewritePattern<LLVM::TruncOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LLVM::TruncOp trunc,
                                PatternRewriter &rewriter) const override {
    auto ext = trunc.getArg().getDefiningOp<ExtTy>();
    if (!ext)
      return failure();
    Value source = ext.getArg();
    unsigned from = getElementWidth(source.getType());
    unsigned to = getElementWidth(trunc.getType());
    if (from == to)
      rewriter.replaceOp(trunc, source);
    else if (from < to)
      rewriter.replaceOpWithNewOp<ExtTy>(trunc, trunc.getType(), source);
    else
      rewriter.replaceOpWithNewOp<LLVM::TruncOp>(trunc, trunc.getType(),
                                                 source);
    return success();
  }
};

/// trunc(constant) -> the truncated constant (scalar or dense vector).
struct NarrowConstant : OpRewritePattern<LLVM::TruncOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LLVM::TruncOp trunc,
                                PatternRewriter &rewriter) const override {
    Attribute value;
    if (!matchPattern(trunc.getArg(), m_Constant(&value)))
      return failure();
    Type type = trunc.getType();
    auto elementType = cast<IntegerType>(getElementTypeOrSelf(type));
    unsigned width = elementType.getWidth();
    TypedAttr narrow;
    if (auto integer = dyn_cast<IntegerAttr>(value))
      narrow = IntegerAttr::get(type, integer.getValue().trunc(width));
    else if (auto dense = dyn_cast<DenseIntElementsAttr>(value))
      narrow = dense.mapValues(elementType, [&](const APInt &element) {
        return element.trunc(width);
      });
    if (!narrow || narrow.getType() != type)
      return failure();
    rewriter.replaceOpWithNewOp<LLVM::ConstantOp>(trunc, type, narrow);
    return success();
  }
};

/// trunc(poison) and trunc(undef): the same in the narrow type.
template <typename OpTy>
struct NarrowUndefined : OpRewritePattern<LLVM::TruncOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LLVM::TruncOp trunc,
                                PatternRewriter &rewriter) const override {
    if (!trunc.getArg().getDefiningOp<OpTy>())
      return failure();
    rewriter.replaceOpWithNewOp<OpTy>(trunc, trunc.getType());
    return success();
  }
};

/// trunc(umin(x, H)) and trunc(smin(smax(x, L), H)) of a 2N-bit x to N
/// bits, with L in {-1, 0} and 0 <= H < 2^N: the clamp decided on x's high
/// half, hi == 0 ? umin(lo, H) : (hi < 0 ? L : H) (unsigned: H), so that
/// IGC tests one word instead of emulating a 2N-bit min and max (four or
/// more instructions each on XeLP and XeHPG).
struct NarrowClamp : OpRewritePattern<LLVM::TruncOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LLVM::TruncOp trunc,
                                PatternRewriter &rewriter) const override {
    Type narrow = trunc.getType();
    Value wide = trunc.getArg();
    if (!narrow.isIntOrIndex() ||
        getElementWidth(wide.getType()) != 2 * getElementWidth(narrow))
      return failure();
    unsigned width = getElementWidth(narrow);
    APInt high, low;
    Value x;
    bool isSigned = false;
    if (auto umin = wide.getDefiningOp<LLVM::UMinOp>()) {
      if (!matchPattern(umin.getB(), m_ConstantInt(&high)))
        return failure();
      x = umin.getA();
    } else if (auto smin = wide.getDefiningOp<LLVM::SMinOp>()) {
      auto smax = smin.getA().getDefiningOp<LLVM::SMaxOp>();
      if (!smax || !matchPattern(smin.getB(), m_ConstantInt(&high)) ||
          !matchPattern(smax.getB(), m_ConstantInt(&low)) ||
          !(low.isZero() || low.isAllOnes()) || high.isNegative())
        return failure();
      x = smax.getA();
      isSigned = true;
    } else {
      return failure();
    }
    if (high.getActiveBits() > width)
      return failure();
    Location loc = trunc.getLoc();
    Type wideType = wide.getType();
    auto constant = [&](Type type, const APInt &value) -> Value {
      return LLVM::ConstantOp::create(rewriter, loc, type,
                                      rewriter.getIntegerAttr(type, value));
    };
    Value upper = LLVM::TruncOp::create(
        rewriter, loc, narrow,
        LLVM::LShrOp::create(rewriter, loc, x,
                             constant(wideType, APInt(2 * width, width))));
    Value zero = constant(narrow, APInt(width, 0));
    Value inRange = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq,
                                         upper, zero);
    Value bound = constant(narrow, high.trunc(width));
    Value lower = LLVM::TruncOp::create(rewriter, loc, narrow, x);
    if (!high.trunc(width).isAllOnes())
      lower = LLVM::UMinOp::create(rewriter, loc, lower, bound);
    Value outside = bound;
    if (isSigned) {
      Value negative = LLVM::ICmpOp::create(
          rewriter, loc, LLVM::ICmpPredicate::slt, upper, zero);
      outside = LLVM::SelectOp::create(
          rewriter, loc, negative, constant(narrow, low.trunc(width)), bound);
    }
    rewriter.replaceOpWithNewOp<LLVM::SelectOp>(trunc, inRange, lower, outside);
    return success();
  }
};

struct GenXNarrowTruncatedMath
    : genx::impl::GenXNarrowTruncatedMathBase<GenXNarrowTruncatedMath> {
  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    populateNarrowTruncatedMathPatterns(set);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    if (failed(applyPatternsGreedily(getOperation(), patterns,
                                     getConversionRewriteConfig()))) {
      getOperation()->emitError()
          << "genx-narrow-truncated-math: the rewrite did not converge";
      signalPassFailure();
    }
  }

private:
  FrozenRewritePatternSet patterns;
};
} // namespace

void mlir::genx::populateNarrowTruncatedMathPatterns(
    RewritePatternSet &patterns) {
  patterns
      .add<NarrowBinary<LLVM::AddOp>, NarrowBinary<LLVM::SubOp>,
           NarrowBinary<LLVM::MulOp>, NarrowBinary<LLVM::AndOp>,
           NarrowBinary<LLVM::OrOp>, NarrowBinary<LLVM::XOrOp>, NarrowShiftLeft,
           NarrowExtension<LLVM::ZExtOp>, NarrowExtension<LLVM::SExtOp>,
           NarrowConstant, NarrowUndefined<LLVM::PoisonOp>,
           NarrowUndefined<LLVM::UndefOp>, NarrowInsertElement,
           NarrowShuffleVector, NarrowSelect, NarrowClamp>(
          patterns.getContext());
}
