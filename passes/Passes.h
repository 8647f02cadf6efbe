//===- Passes.h - GenX passes -----------------------------------*- C++ -*-===//

#ifndef GENX_PASSES_PASSES_H
#define GENX_PASSES_PASSES_H

#include "dialect/GenXDialect.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
namespace genx {

#define GEN_PASS_DECL
#include "passes/Passes.h.inc"

/// Adds the region folds of genx.rdregion / genx.wrregion to `patterns`.
void populateRegionSimplificationPatterns(RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "passes/Passes.h.inc"

} // namespace genx
} // namespace mlir

#endif // GENX_PASSES_PASSES_H
