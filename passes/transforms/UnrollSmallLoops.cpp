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
/// The operations in the body of `loop`, nested ones included.
int64_t countBodyOps(scf::ForOp loop) {
  int64_t count = 0;
  loop.getBody()->walk([&](Operation *) { ++count; });
  return count;
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
      if (count < 2 || count > maxTripCount ||
          count * countBodyOps(loop) > maxOps)
        continue;
      // Failure leaves the loop as it was.
      (void)loopUnrollFull(loop);
    }
  }
};
} // namespace
