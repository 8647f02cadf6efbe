//===- AttachTarget.cpp - genx-attach-target ------------------------------===//
//
// Puts a #genx.target in the `targets` of gpu.modules, so that stock
// gpu-module-to-binary serializes them with the GenX export and ocloc.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/Regex.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXATTACHTARGET
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
struct GenXAttachTarget : genx::impl::GenXAttachTargetBase<GenXAttachTarget> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto emitError = [&] { return module.emitError(); };
    TargetAttr target = TargetAttr::getChecked(
        emitError, &getContext(), StringRef(chip), StringRef(backendOptions));
    if (!target)
      return signalPassFailure();
    // The whole name must match, as in upstream's attach-target passes.
    llvm::Regex matcher("^(" + moduleMatcher + ")$");
    std::string error;
    if (!moduleMatcher.empty() && !matcher.isValid(error)) {
      module.emitError() << "genx-attach-target: invalid module regex '"
                         << moduleMatcher << "': " << error;
      return signalPassFailure();
    }
    for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
      if (!moduleMatcher.empty() && !matcher.match(gpuModule.getName()))
        continue;
      SmallVector<Attribute> targets;
      if (ArrayAttr existing = gpuModule.getTargetsAttr())
        targets.append(existing.begin(), existing.end());
      if (llvm::is_contained(targets, target))
        continue;
      targets.push_back(target);
      gpuModule.setTargetsAttr(ArrayAttr::get(&getContext(), targets));
    }
  }
};
} // namespace
