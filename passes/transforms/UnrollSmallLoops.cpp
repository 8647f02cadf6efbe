//===- UnrollSmallLoops.cpp - genx-unroll-small-loops ---------------------===//
//
// Loops with a few iterations known at compile time are unrolled, as IGC
// unrolls them in OpenCL C: the levels of a tree reduction or a scan over
// workgroup memory, say. Each copy then works with constants (the level's
// distance, how many work items take part), which fold; and the loop's
// control (a 64-bit induction variable and, for IGC, divergent control flow
// around barriers) goes.
//
// So are loops whose trip count is not known but bounded by a few, from the
// ranges of their bounds: the cooperative load of a tile, where each work
// item of a group steps by the group's size from its own position (at most
// twice for an 18x18 halo tile and 256 work items). Each copy runs under a
// test of its induction variable against the bound; the copies' induction
// variables then have the ranges of their bounds, which the narrowing to
// i32 and the packing see.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/IRMapping.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXUNROLLSMALLLOOPS
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// What the body of `loop` costs once lowered, in operations: one each,
/// but a math function (a polynomial of a dozen or more operations) 16 and
/// an operation on f64 (emulated in integer code, genx-soft-f64) 32, so
/// that the copies stay within what IGC's register allocator takes (an
/// unrolled f64 loop ran out of vISA variables).
int64_t bodyCost(scf::ForOp loop) {
  int64_t cost = 0;
  loop.getBody()->walk([&](Operation *op) {
    bool isF64 = llvm::any_of(
        llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()),
        [](Type type) { return getElementTypeOrSelf(type).isF64(); });
    if (isF64)
      cost += 32;
    else if (isMathFunction(op))
      cost += 16;
    else
      cost += 1;
  });
  return cost;
}

/// The most trips of `loop` its bounds' ranges allow, when its trip count
/// is not a constant: (the upper bound's largest value - the lower bound's
/// smallest) / the step's smallest, rounded up. None where a range is
/// unbounded or the step may be below 1.
std::optional<int64_t> mostTrips(scf::ForOp loop) {
  ConstantIntRanges lower = inferLocalRange(loop.getLowerBound());
  ConstantIntRanges upper = inferLocalRange(loop.getUpperBound());
  ConstantIntRanges step = inferLocalRange(loop.getStep());
  constexpr int64_t kLimit = int64_t(1) << 40;
  auto bounded = [&](const ConstantIntRanges &r) {
    return r.smin().sge(-kLimit) && r.smax().sle(kLimit);
  };
  if (!bounded(lower) || !bounded(upper) || !bounded(step) ||
      step.smin().slt(1) ||
      (loop.getUnsignedCmp() && lower.smin().isNegative()))
    return std::nullopt;
  int64_t span = upper.smax().getSExtValue() - lower.smin().getSExtValue();
  if (span <= 0)
    return 0;
  return llvm::divideCeil(span, step.smin().getSExtValue());
}

/// `loop` as `trips` copies of its body in turn, each under a test of its
/// induction variable (the lower bound plus that many steps) against the
/// upper bound, yielding what the body yields where it runs and what it
/// was given where not: a trip runs where every earlier one did, as the
/// step is positive.
void unrollGuarded(scf::ForOp loop, int64_t trips) {
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  auto predicate = loop.getUnsignedCmp() ? arith::CmpIPredicate::ult
                                         : arith::CmpIPredicate::slt;
  SmallVector<Value> carried(loop.getInitArgs());
  Value iv = loop.getLowerBound();
  Block *body = loop.getBody();
  for (int64_t trip = 0; trip < trips; ++trip) {
    if (trip > 0)
      iv = arith::AddIOp::create(b, loc, iv, loop.getStep());
    Value runs =
        arith::CmpIOp::create(b, loc, predicate, iv, loop.getUpperBound());
    auto thenBuilder = [&](OpBuilder &inner, Location at) {
      IRMapping map;
      map.map(loop.getInductionVar(), iv);
      map.map(loop.getRegionIterArgs(), carried);
      for (Operation &op : body->without_terminator())
        inner.clone(op, map);
      SmallVector<Value> yielded;
      for (Value value : body->getTerminator()->getOperands())
        yielded.push_back(map.lookupOrDefault(value));
      scf::YieldOp::create(inner, at, yielded);
    };
    auto elseBuilder = [&](OpBuilder &inner, Location at) {
      scf::YieldOp::create(inner, at, carried);
    };
    auto guarded =
        carried.empty()
            ? scf::IfOp::create(b, loc, runs, thenBuilder)
            : scf::IfOp::create(b, loc, runs, thenBuilder, elseBuilder);
    carried.assign(guarded.getResults().begin(), guarded.getResults().end());
  }
  loop.replaceAllUsesWith(carried);
  loop.erase();
}

struct GenXUnrollSmallLoops
    : genx::impl::GenXUnrollSmallLoopsBase<GenXUnrollSmallLoops> {
  using Base::Base;

  void runOnOperation() override {
    // Innermost loops first (post-order), so that an outer loop is judged
    // by the size of what its body became.
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) { loops.push_back(loop); });
    for (scf::ForOp loop : loops) {
      std::optional<APInt> trips = loop.getStaticTripCount();
      if (!trips) {
        unrollIfBounded(loop);
        continue;
      }
      if (trips->getActiveBits() > 32)
        continue;
      int64_t count = trips->getZExtValue();
      if (count < 2 || count > maxTripCount || count * bodyCost(loop) > maxOps)
        continue;
      // Failure leaves the loop as it was.
      (void)loopUnrollFull(loop);
    }
  }

  /// Unrolls `loop`, whose trip count is not known, into guarded copies
  /// where its bounds allow at most `max-guarded-trips` trips within the
  /// budget of operations; not around a barrier, which a guard would put
  /// under a condition that may differ between work items.
  void unrollIfBounded(scf::ForOp loop) {
    std::optional<int64_t> most = mostTrips(loop);
    if (!most || *most < 1 || *most > maxGuardedTrips ||
        *most * bodyCost(loop) > maxOps)
      return;
    bool barrier =
        loop.getBody()
            ->walk([](gpu::BarrierOp) { return WalkResult::interrupt(); })
            .wasInterrupted();
    if (!barrier)
      unrollGuarded(loop, *most);
  }
};
} // namespace
