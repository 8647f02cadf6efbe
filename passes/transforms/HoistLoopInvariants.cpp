//===- HoistLoopInvariants.cpp - genx-hoist-loop-invariants ---------------===//
//
// Address arithmetic in a loop mixes what changes per iteration with what
// does not: the row of B a k-loop reads is (k + r) * n + j, and upstream's
// loop-invariant code motion can hoist none of it, since every operation
// has the induction variable among its operands. Neither does the backend.
// Integer addition and multiplication wrap modulo 2^n, so they distribute
// and reassociate exactly; this pass rewrites them so that the invariant
// parts are operations of their own (r * n + j), then hoists those. What
// stays in the loop (k * n) is the same for every row, which CSE merges.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXHOISTLOOPINVARIANTS
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// The innermost loop around `op` and whether `value` is defined outside of
/// it. Only scalar integers: vectors are data, not addresses.
struct LoopContext {
  LoopLikeOpInterface loop;

  static std::optional<LoopContext> get(Operation *op) {
    if (!op->getResult(0).getType().isIntOrIndex())
      return std::nullopt;
    auto loop = op->getParentOfType<LoopLikeOpInterface>();
    if (!loop)
      return std::nullopt;
    return LoopContext{loop};
  }

  bool isInvariant(Value value) { return loop.isDefinedOutsideOfLoop(value); }

  /// `lhs op rhs`, both invariant, created before the loop (where they
  /// are defined), so that the next rewrite sees an invariant value.
  template <typename OpTy>
  Value createOutside(PatternRewriter &rewriter, Location loc, Value lhs,
                      Value rhs) {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(loop);
    return OpTy::create(rewriter, loc, lhs, rhs);
  }

  /// `value` as `variant + invariant` when it is an addition of one
  /// operand that changes in the loop and one that does not.
  std::optional<std::pair<Value, Value>> splitSum(Value value) {
    auto sum = value.getDefiningOp<arith::AddIOp>();
    if (!sum || isInvariant(value))
      return std::nullopt;
    Value lhs = sum.getLhs(), rhs = sum.getRhs();
    if (isInvariant(lhs) == isInvariant(rhs))
      return std::nullopt;
    return isInvariant(rhs) ? std::make_pair(lhs, rhs)
                            : std::make_pair(rhs, lhs);
  }
};

/// `(v + i) op c` for v variant and i, c invariant, with `i op c` computed
/// before the loop:
///   (v + i) * c   ->  v * c + (i * c)
///   (v + i) + c   ->  v + (i + c)
template <typename OpTy> struct SplitInvariant : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    std::optional<LoopContext> context = LoopContext::get(op);
    if (!context)
      return failure();
    for (auto [sum, other] : {std::make_pair(op.getLhs(), op.getRhs()),
                              std::make_pair(op.getRhs(), op.getLhs())}) {
      std::optional<std::pair<Value, Value>> parts;
      if (!context->isInvariant(other) || !(parts = context->splitSum(sum)))
        continue;
      Location loc = op.getLoc();
      Value outside =
          context->createOutside<OpTy>(rewriter, loc, parts->second, other);
      Value variant = parts->first;
      if constexpr (std::is_same_v<OpTy, arith::MulIOp>)
        variant = arith::MulIOp::create(rewriter, loc, variant, other);
      rewriter.replaceOpWithNewOp<arith::AddIOp>(op, variant, outside);
      return success();
    }
    return rewriter.notifyMatchFailure(op, "no invariant part to split off");
  }
};

struct GenXHoistLoopInvariants
    : genx::impl::GenXHoistLoopInvariantsBase<GenXHoistLoopInvariants> {
  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    set.add<SplitInvariant<arith::MulIOp>, SplitInvariant<arith::AddIOp>>(
        context);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    // Innermost loops first: what leaves an inner loop may be invariant in
    // the outer one too, and is split and hoisted again there.
    getOperation()->walk([&](LoopLikeOpInterface loop) {
      // What is invariant as it stands leaves first, so that the patterns
      // see it as defined outside.
      moveLoopInvariantCode(loop);
      GreedyRewriteConfig config;
      config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
      for (Region *region : loop.getLoopRegions())
        (void)applyPatternsGreedily(*region, patterns, config);
      moveLoopInvariantCode(loop);
    });
  }

private:
  FrozenRewritePatternSet patterns;
};
} // namespace
