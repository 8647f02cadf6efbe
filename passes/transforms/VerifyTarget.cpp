//===- VerifyTarget.cpp - genx-verify-target ------------------------------===//

#include "passes/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXVERIFYTARGET
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
struct GenXVerifyTarget : genx::impl::GenXVerifyTargetBase<GenXVerifyTarget> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::string deviceName = device;
    if (deviceName.empty()) {
      auto target =
          module->getAttrOfType<TargetAttr>(GenXDialect::getTargetAttrName());
      // Without a device, legacy-backend alone checks what IGC knows.
      if (!target && legacyBackend) {
        (void)checkLegacyBackend(module);
        return;
      }
      if (!target) {
        module.emitError() << "genx-verify-target needs a device: set the "
                              "module attribute genx.target = "
                              "#genx.target<\"...\"> or the pass option "
                              "device=...";
        return signalPassFailure();
      }
      deviceName = target.getDevice().str();
    }
    std::optional<Platform> platform = getDevicePlatform(deviceName);
    if (!platform) {
      module.emitError() << "unknown GenX device '" << deviceName << "'";
      return signalPassFailure();
    }

    if (legacyBackend && failed(checkLegacyBackend(module)))
      return;
    bool failed = false;
    module.walk([&](IntrinsicOpInterface op) {
      const IntrinsicInfo &info = op.getIntrinsicInfo();
      if (info.isAvailableOn(*platform))
        return;
      InFlightDiagnostic diag = op->emitError();
      diag << "'" << op->getName() << "' (" << info.getIntrinsicName()
           << ") is not available on " << deviceName << " ("
           << stringifyPlatform(*platform) << "); it needs ";
      StringRef restrictions[] = {info.getPlatforms(),
                                  info.getBackendPlatforms()};
      diag << llvm::join(
          llvm::make_filter_range(restrictions,
                                  [](StringRef r) { return !r.empty(); }),
          " and ");
      failed = true;
    });
    module.walk([&](LLVM::LLVMFuncOp func) {
      auto kernel =
          func->getAttrOfType<KernelAttr>(GenXDialect::getKernelAttrName());
      if (kernel && ::failed(checkKernelLimits(func, kernel, *platform,
                                               deviceName)))
        failed = true;
    });
    if (failed)
      signalPassFailure();
  }

  /// Argument kinds as ocloc accepts them; SLM and argument sizes against
  /// the device's limits.
  LogicalResult checkKernelLimits(LLVM::LLVMFuncOp func, KernelAttr kernel,
                                  Platform platform, StringRef deviceName) {
    if (failed(verifyBackendArgumentKinds(func, kernel)))
      return failure();
    DeviceLimits limits = getDeviceLimits(platform);
    if (kernel.getSlmSize() > limits.maxSLMSize)
      return func.emitOpError()
             << "uses " << kernel.getSlmSize() << " bytes of SLM (slm_size), "
             << "over the " << limits.maxSLMSize << " bytes of " << deviceName
             << "; use less shared local memory per work-group";
    int64_t bytes = 0;
    for (Type type : func.getFunctionType().getParams())
      bytes += isa<LLVM::LLVMPointerType>(type) ? 8 : getSizeInBytes(type);
    if (limits.maxArgumentBytes && bytes > limits.maxArgumentBytes)
      return func.emitOpError()
             << "has " << bytes << " bytes of arguments, over the "
             << limits.maxArgumentBytes << " bytes the thread payload of "
             << deviceName
             << " holds; pass large data through memory (a buffer or SVM "
                "pointer)";
    return success();
  }

  /// Reports the ops that vc-intrinsics 0.11 (Debian's IGC) does not know.
  LogicalResult checkLegacyBackend(ModuleOp module) {
    WalkResult result = module.walk([&](IntrinsicOpInterface op) {
      const IntrinsicInfo &info = op.getIntrinsicInfo();
      if (info.isInVCIntrinsics011())
        return WalkResult::advance();
      op->emitError() << "'" << op->getName() << "' ("
                      << info.getIntrinsicName()
                      << ") is not known to vc-intrinsics 0.11, the version "
                         "of Debian's IGC 1.0.12504, or has another "
                         "signature there";
      return WalkResult::interrupt();
    });
    if (!result.wasInterrupted())
      return success();
    signalPassFailure();
    return failure();
  }
};
} // namespace
