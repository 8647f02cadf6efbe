//===- NarrowLoops.cpp - genx-narrow-loops --------------------------------===//
//
// An `scf.for` over `index` whose bounds and step are known to be small
// runs on an i32 induction variable: GenX computes 64-bit integers in two
// halves (tgllp has no 64-bit integer unit), so a 64-bit loop counter costs
// several instructions a trip and makes all arithmetic on it 64-bit.
// Upstream's arith-int-range-narrowing narrows arithmetic, not loops.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/IR/PatternMatch.h"

#include <limits>

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXNARROWLOOPS
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// 2^31: the loop's last induction variable plus the step must stay below.
constexpr int64_t kEnd = int64_t(1) << 31;
/// 2^32: the same for an unsigned counter.
constexpr int64_t kUnsignedEnd = int64_t(1) << 32;

/// Rewrites `loop` on an i32 induction variable if its values provably fit:
/// bounds within [-2^31, 2^31) (unsigned: [0, 2^31)), a positive step,
/// and the upper bound's largest value plus the step's at most 2^31, so
/// that the last increment does not wrap around. A lower bound that may be
/// larger than the upper bound's largest value is clamped to the upper
/// bound, and a step that may be too large to the upper bound's largest
/// value (for a lower bound known not to be negative): neither changes an
/// iteration, since a loop from above its upper bound runs none and a step
/// of at least the upper bound leaves the loop after one trip. A signed
/// loop from at least 0 whose last increment would pass 2^31 counts
/// unsigned instead, to an upper bound of at least 0, where it has up to
/// 2^32.
LogicalResult narrow(RewriterBase &rewriter, scf::ForOp loop) {
  if (!loop.getInductionVar().getType().isIndex())
    return failure();
  bool isUnsigned = loop.getUnsignedCmp();
  ConstantIntRanges lower = inferLocalRange(loop.getLowerBound());
  ConstantIntRanges upper = inferLocalRange(loop.getUpperBound());
  ConstantIntRanges step = inferLocalRange(loop.getStep());
  // The smallest and largest values (signed, or unsigned for an unsigned
  // loop, where they are below 2^63).
  auto least = [&](const ConstantIntRanges &range) {
    return isUnsigned ? (range.umin().isSignBitSet()
                             ? std::numeric_limits<int64_t>::max()
                             : range.umin().getSExtValue())
                      : range.smin().getSExtValue();
  };
  auto most = [&](const ConstantIntRanges &range) {
    return isUnsigned ? (range.umax().isSignBitSet()
                             ? std::numeric_limits<int64_t>::max()
                             : range.umax().getSExtValue())
                      : range.smax().getSExtValue();
  };
  // scf.for's step is positive: a smaller one is not a loop the op
  // defines.
  int64_t high = most(upper);
  if (least(upper) < -kEnd || high >= kEnd || least(lower) < -kEnd)
    return failure();
  bool lowerFits = most(lower) <= high;
  int64_t stepMost = most(step);
  bool stepFits = high + std::min(stepMost, kEnd) <= kEnd;
  // From a lower bound of at least 0, an unsigned i32 counter runs the same
  // trips below an upper bound clamped to 0, and its last increment has up
  // to 2^32 before it wraps (`for j = 0 to %n step 16` with an i32 `%n`).
  bool toUnsigned = !isUnsigned && !stepFits && least(lower) >= 0 &&
                    high + std::min(stepMost, kUnsignedEnd) <= kUnsignedEnd;
  if (toUnsigned)
    stepFits = true;
  if (!stepFits) {
    stepMost = std::max<int64_t>(high, 1);
    if (least(lower) < 0 || high + stepMost > kEnd)
      return failure();
  }

  Location loc = loop.getLoc();
  rewriter.setInsertionPoint(loop);
  Type i32 = rewriter.getI32Type();
  auto clampTo = [&](Value value, Value most) -> Value {
    return isUnsigned
               ? arith::MinUIOp::create(rewriter, loc, value, most).getResult()
               : arith::MinSIOp::create(rewriter, loc, value, most).getResult();
  };
  auto toI32 = [&](Value value) -> Value {
    return arith::IndexCastOp::create(rewriter, loc, i32, value);
  };
  Value lowerValue = loop.getLowerBound();
  if (!lowerFits)
    lowerValue = clampTo(lowerValue, loop.getUpperBound());
  Value stepValue = loop.getStep();
  if (!stepFits)
    stepValue = clampTo(
        stepValue, arith::ConstantIndexOp::create(rewriter, loc, stepMost));
  Value upperValue = loop.getUpperBound();
  if (toUnsigned && least(upper) < 0)
    upperValue = arith::MaxSIOp::create(
        rewriter, loc, upperValue,
        arith::ConstantIndexOp::create(rewriter, loc, 0));
  Value lower32 = toI32(lowerValue);
  Value upper32 = toI32(upperValue);
  Value step32 = toI32(stepValue);
  isUnsigned |= toUnsigned;
  auto narrowed = scf::ForOp::create(
      rewriter, loc, lower32, upper32, step32, loop.getInitArgs(),
      [](OpBuilder &, Location, Value, ValueRange) {}, isUnsigned);
  // What other passes marked the loop with (genx.lane_atomics) stays.
  narrowed->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
  Block *body = narrowed.getBody();
  rewriter.setInsertionPointToStart(body);
  Value index =
      isUnsigned
          ? arith::IndexCastUIOp::create(rewriter, loc, rewriter.getIndexType(),
                                         body->getArgument(0))
                .getResult()
          : arith::IndexCastOp::create(rewriter, loc, rewriter.getIndexType(),
                                       body->getArgument(0))
                .getResult();
  SmallVector<Value> arguments = {index};
  llvm::append_range(arguments, body->getArguments().drop_front());
  rewriter.mergeBlocks(loop.getBody(), body, arguments);
  rewriter.replaceOp(loop, narrowed.getResults());
  return success();
}

struct GenXNarrowLoops : genx::impl::GenXNarrowLoopsBase<GenXNarrowLoops> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) { loops.push_back(loop); });
    IRRewriter rewriter(&getContext());
    for (scf::ForOp loop : loops)
      (void)narrow(rewriter, loop);
  }
};
} // namespace
