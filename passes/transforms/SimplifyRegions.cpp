//===- SimplifyRegions.cpp - genx-simplify-regions ------------------------===//

#include "passes/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Threading.h"
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

LogicalResult
mlir::genx::forEachFunction(Operation *root,
                            function_ref<LogicalResult(Operation *)> fn) {
  if (!root->hasTrait<OpTrait::SymbolTable>())
    return fn(root);
  SmallVector<Operation *> functions;
  for (Region &region : root->getRegions())
    for (Operation &op : region.getOps())
      if (op.getNumRegions() && op.hasTrait<OpTrait::IsIsolatedFromAbove>())
        functions.push_back(&op);
  return failableParallelForEach(root->getContext(), functions, fn);
}

LogicalResult
mlir::genx::applyPatternsPerFunction(Operation *root,
                                     const FrozenRewritePatternSet &patterns,
                                     GreedyRewriteConfig config) {
  return forEachFunction(root, [&](Operation *function) {
    return applyPatternsGreedily(function, patterns, config);
  });
}

namespace {
struct GenXSimplifyRegions
    : genx::impl::GenXSimplifyRegionsBase<GenXSimplifyRegions> {
  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    populateRegionSimplificationPatterns(set);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    // The greedy driver also applies the ops' folders (identity rdregion);
    // canonicalize follows, so the driver's region simplification is not
    // needed.
    if (failed(applyPatternsGreedily(getOperation(), patterns,
                                     getConversionRewriteConfig())))
      signalPassFailure();
  }

private:
  FrozenRewritePatternSet patterns;
};
} // namespace
