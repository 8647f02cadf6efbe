//===- VerifyTarget.cpp - genx-verify-target ------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/InterleavedRange.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXVERIFYTARGET
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

LogicalResult mlir::genx::verifyLegacyBackend(Operation *root) {
  WalkResult result = root->walk([&](IntrinsicOpInterface op) {
    const IntrinsicInfo &info = op.getIntrinsicInfo();
    if (info.isInVCIntrinsics011())
      return WalkResult::advance();
    op->emitError() << "'" << op->getName() << "' (" << info.getIntrinsicName()
                    << ") is not known to vc-intrinsics 0.11, the version "
                       "of Debian's IGC 1.0.12504, or has another "
                       "signature there";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

LogicalResult mlir::genx::verifyAvailability(Operation *root,
                                             StringRef device) {
  std::optional<Platform> platform = getDevicePlatform(device);
  if (!platform)
    return root->emitError() << "unknown GenX device '" << device << "'";
  bool failed = false;
  root->walk([&](IntrinsicOpInterface op) {
    const IntrinsicInfo &info = op.getIntrinsicInfo();
    if (info.isAvailableOn(*platform))
      return;
    InFlightDiagnostic diag = op->emitError();
    diag << "'" << op->getName() << "' (" << info.getIntrinsicName()
         << ") is not available on " << device << " ("
         << stringifyPlatform(*platform) << "); it needs ";
    StringRef restrictions[] = {info.getPlatforms(),
                                info.getBackendPlatforms()};
    diag << llvm::join(
        llvm::make_filter_range(restrictions,
                                [](StringRef r) { return !r.empty(); }),
        " and ");
    failed = true;
  });
  return failure(failed);
}

LogicalResult mlir::genx::verifyKernels(Operation *root, bool allowIoKinds) {
  bool hasKernel = false;
  WalkResult result = root->walk([&](LLVM::LLVMFuncOp func) {
    auto kernel =
        func->getAttrOfType<KernelAttr>(GenXDialect::getKernelAttrName());
    if (!kernel) {
      if (func.getCConv() != LLVM::CConv::SPIR_KERNEL)
        return WalkResult::advance();
      func.emitError() << "@" << func.getSymName()
                       << " is a spir_kernel without a GenX kernel ABI (a "
                          "!genx.kernels entry): IGC would abort with 'VISA "
                          "builder API call failed'";
      return WalkResult::interrupt();
    }
    hasKernel = true;
    // Absent I/O kinds are all 0.
    ArrayRef<int32_t> ioKinds =
        kernel.getIoKinds().value_or(ArrayRef<int32_t>());
    if (allowIoKinds ||
        llvm::all_of(ioKinds, [](int32_t kind) { return !kind; }))
      return WalkResult::advance();
    func.emitError() << "kernel @" << func.getSymName()
                     << " has argument I/O kinds " << llvm::interleaved(ioKinds)
                     << ": IGC then emits no end-of-thread, and the kernel "
                        "hangs under OpenCL/Level Zero";
    return WalkResult::interrupt();
  });
  if (result.wasInterrupted())
    return failure();
  if (!hasKernel)
    return root->emitError()
           << "no kernel: no function has a GenX kernel ABI (genx.kernel; in "
              "LLVM IR, a dllexport spir_kernel function with a "
              "!genx.kernels entry)";
  return success();
}

/// Argument kinds as ocloc accepts them; SLM and argument sizes against the
/// device's limits.
static LogicalResult checkKernelLimits(LLVM::LLVMFuncOp func, KernelAttr kernel,
                                       Platform platform, StringRef device) {
  if (failed(verifyBackendArgumentKinds(func, kernel)))
    return failure();
  DeviceLimits limits = getDeviceLimits(platform);
  if (kernel.getSlmSize() > limits.maxSLMSize)
    return func.emitOpError()
           << "uses " << kernel.getSlmSize() << " bytes of SLM (slm_size), "
           << "over the " << limits.maxSLMSize << " bytes of " << device
           << "; use less shared local memory per work-group";
  int64_t bytes = 0;
  for (Type type : func.getFunctionType().getParams())
    bytes += isa<LLVM::LLVMPointerType>(type) ? 8 : getSizeInBytes(type);
  if (limits.maxArgumentBytes && bytes > limits.maxArgumentBytes)
    return func.emitOpError()
           << "has " << bytes << " bytes of arguments, over the "
           << limits.maxArgumentBytes << " bytes the thread payload of "
           << device
           << " holds; pass large data through memory (a buffer or SVM "
              "pointer)";
  return success();
}

LogicalResult mlir::genx::verifyKernelLimits(Operation *root,
                                             StringRef device) {
  std::optional<Platform> platform = getDevicePlatform(device);
  if (!platform)
    return root->emitError() << "unknown GenX device '" << device << "'";
  bool failed = false;
  root->walk([&](LLVM::LLVMFuncOp func) {
    auto kernel =
        func->getAttrOfType<KernelAttr>(GenXDialect::getKernelAttrName());
    if (kernel && ::failed(checkKernelLimits(func, kernel, *platform, device)))
      failed = true;
  });
  return failure(failed);
}

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
        if (failed(verifyLegacyBackend(module)))
          signalPassFailure();
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
    if (!getDevicePlatform(deviceName)) {
      module.emitError() << "unknown GenX device '" << deviceName << "'";
      return signalPassFailure();
    }
    if (legacyBackend && failed(verifyLegacyBackend(module)))
      return signalPassFailure();
    if (kernels && failed(verifyKernels(module, allowIoKinds)))
      return signalPassFailure();
    bool failed = ::failed(verifyAvailability(module, deviceName));
    failed |= ::failed(verifyKernelLimits(module, deviceName));
    if (failed)
      signalPassFailure();
  }
};
} // namespace
