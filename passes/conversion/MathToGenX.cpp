//===- ConvertMathToGenX.cpp - convert-math-to-genx -----------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Math/IR/Math.h"
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

struct ConvertMathToGenX
    : genx::impl::ConvertMathToGenXBase<ConvertMathToGenX> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateMathToGenXPatterns(patterns, allowApproximate);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     getConversionRewriteConfig())))
      signalPassFailure();
  }
};
} // namespace

void mlir::genx::populateMathToGenXPatterns(RewritePatternSet &patterns,
                                            bool allowApproximate) {
  MLIRContext *context = patterns.getContext();
  // Approximate first: under afn, sqrt uses the fast unit.
  patterns.add<MathToGenX<math::SqrtOp, SqrtOp, true>>(context,
                                                       allowApproximate, 2);
  patterns.add<MathToGenX<math::FloorOp, RnddOp, false>,
               MathToGenX<math::CeilOp, RnduOp, false>,
               MathToGenX<math::TruncOp, RndzOp, false>,
               MathToGenX<math::RoundEvenOp, RndeOp, false>,
               MathToGenX<math::SqrtOp, IeeeSqrtOp, false>,
               MathToGenX<math::AbsFOp, AbsfOp, false>,
               MathToGenX<math::RsqrtOp, RsqrtOp, true>,
               MathToGenX<math::Exp2Op, ExpOp, true>,
               MathToGenX<math::Log2Op, LogOp, true>,
               MathToGenX<math::SinOp, SinOp, true>,
               MathToGenX<math::CosOp, CosOp, true>,
               MathToGenX<math::PowFOp, PowOp, true>>(context,
                                                      allowApproximate);
}
