//===- SimplifyRegions.cpp - genx-simplify-regions ------------------------===//

#include "passes/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXSIMPLIFYREGIONS
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

void mlir::genx::populateRegionSimplificationPatterns(
    RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  RdRegionOp::getCanonicalizationPatterns(patterns, context);
  WrRegionOp::getCanonicalizationPatterns(patterns, context);
}

GreedyRewriteConfig mlir::genx::getConversionRewriteConfig() {
  GreedyRewriteConfig config;
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  return config;
}

namespace {
struct GenXSimplifyRegions
    : genx::impl::GenXSimplifyRegionsBase<GenXSimplifyRegions> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateRegionSimplificationPatterns(patterns);
    // The greedy driver also applies the ops' folders (identity rdregion).
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
