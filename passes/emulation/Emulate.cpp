//===- Emulate.cpp - genx-emulate -----------------------------------------===//
//
// Gives genx ops an executable meaning on the host: a dialect conversion in
// which every genx op is illegal and one pattern per op family (the files
// of this folder) replaces it by upstream vector/arith/math/scf ops and LLVM
// loads and stores, following the GenX language reference and the host
// conventions of EmulationPatterns.h. An op no pattern covers is reported
// by name before anything changes; a form a pattern cannot emulate is
// reported by the pattern, and the conversion fails without changing the
// module.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/emulation/EmulationPatterns.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXEMULATE
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;
using namespace mlir::genx::emulation;

namespace {
struct GenXEmulate : genx::impl::GenXEmulateBase<GenXEmulate> {
  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    populateRegionEmulationPatterns(set);
    populateArithmeticEmulationPatterns(set);
    populateBitEmulationPatterns(set);
    populateMathEmulationPatterns(set);
    populateConversionEmulationPatterns(set);
    populateMemoryEmulationPatterns(set);
    populateLSCEmulationPatterns(set);
    populateLSC2DEmulationPatterns(set);
    populateAtomicEmulationPatterns(set);
    populateMatrixEmulationPatterns(set);
    populateControlEmulationPatterns(set);
    for (const std::unique_ptr<RewritePattern> &pattern :
         set.getNativePatterns())
      if (std::optional<OperationName> root = pattern->getRootKind())
        emulated.insert(*root);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Report every op without an emulation, not only the first.
    bool missing = false;
    module.walk([&](Operation *op) {
      if (isa<GenXDialect>(op->getDialect()) &&
          !emulated.contains(op->getName())) {
        op->emitError() << "'" << op->getName()
                        << "' has no host emulation (genx-emulate)";
        missing = true;
      }
    });
    if (missing)
      return signalPassFailure();

    ConversionTarget target(getContext());
    target.addIllegalDialect<GenXDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(module, target, patterns)))
      return signalPassFailure();

    // Emulated kernels are host functions now: the GenX kernel ABI (and its
    // rules on types and globals) no longer applies.
    module.walk([](Operation *op) {
      op->removeAttr(GenXDialect::getKernelAttrName());
    });
    module->removeAttr(GenXDialect::getTargetAttrName());
  }

  FrozenRewritePatternSet patterns;
  llvm::DenseSet<OperationName> emulated;
};
} // namespace
