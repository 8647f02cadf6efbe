//===- UnrollSmallLoops.cpp - genx-unroll-small-loops ---------------------===//
//
// Loops with a few iterations known at compile time are unrolled, as IGC
// unrolls them in OpenCL C: the levels of a tree reduction or a scan over
// workgroup memory, say. Each copy then works with constants (the level's
// distance, how many work items take part), which fold; and the loop's
// control (a 64-bit induction variable and, for IGC, divergent control flow
// around barriers) goes.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/SCF/Utils/Utils.h"

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
      if (!trips || trips->getActiveBits() > 32)
        continue;
      int64_t count = trips->getZExtValue();
      if (count < 2 || count > maxTripCount || count * bodyCost(loop) > maxOps)
        continue;
      // Failure leaves the loop as it was.
      (void)loopUnrollFull(loop);
    }
  }
};
} // namespace
