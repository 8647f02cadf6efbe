//===- KernelModules.cpp - genx-outline-kernels, genx-unwrap-kernels ------===//
//
// genx-lower works on device code in `gpu.module`s, so that host code in the
// same module stays for the host's own lowering. Kernels written as
// top-level `func.func`s with `genx.kernel` are put in one first; at the
// end, a `gpu.module` that no host code launches from is unwrapped, so that
// a file of kernels exports as it is.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXOUTLINEKERNELS
#define GEN_PASS_DEF_GENXUNWRAPKERNELS
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

/// The name of the module outlined kernels go to.
static constexpr llvm::StringLiteral kKernelModuleName = "genx_kernels";

namespace {
struct GenXOutlineKernels
    : genx::impl::GenXOutlineKernelsBase<GenXOutlineKernels> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(outline(module)) || failed(uniquifyKernelNames(module)))
      return signalPassFailure();
    // Device functions other than kernels are the kernels' helpers (those
    // just outlined too): private, so that what inlining leaves unused goes
    // away and the rest is internal, as GenX requires.
    for (auto gpuModule : module.getOps<gpu::GPUModuleOp>())
      for (Operation &op : gpuModule.getBodyRegion().front()) {
        auto func = dyn_cast<FunctionOpInterface>(op);
        if (func && !func.isExternal() &&
            !func->hasAttr(gpu::GPUDialect::getKernelFuncAttrName()) &&
            !func->hasAttr(GenXDialect::getKernelAttrName()))
          SymbolTable::setSymbolVisibility(
              func, SymbolTable::Visibility::Private);
      }
  }

  /// Gives every kernel a name no other gpu.module's kernel has: the GenX
  /// binary (and the host emulation) holds all kernels side by side, while
  /// gpu-kernel-outlining names the kernel of every gpu.launch of a function
  /// after the function (@main_kernel in @main_kernel, @main_kernel_0...).
  /// A kernel that shares its name takes its module's (unique) name, with a
  /// counter if that is taken too; its launches follow.
  LogicalResult uniquifyKernelNames(ModuleOp module) {
    llvm::StringSet<> taken;
    for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
      SmallVector<FunctionOpInterface> kernels;
      for (auto func : gpuModule.getOps<FunctionOpInterface>())
        if (func->hasAttr(gpu::GPUDialect::getKernelFuncAttrName()) ||
            func->hasAttr(GenXDialect::getKernelAttrName()))
          kernels.push_back(func);
      for (FunctionOpInterface kernel : kernels) {
        StringRef name = kernel.getName();
        if (taken.insert(name).second)
          continue;
        auto isTaken = [&](StringRef candidate) {
          return taken.contains(candidate) ||
                 SymbolTable::lookupSymbolIn(gpuModule, candidate);
        };
        std::string unique = gpuModule.getName().str();
        if (isTaken(unique)) {
          unsigned counter = 0;
          unique = SymbolTable::generateSymbolName<64>(unique, isTaken, counter)
                       .str()
                       .str();
        }
        auto newName = StringAttr::get(module.getContext(), unique);
        if (failed(SymbolTable::replaceAllSymbolUses(kernel, newName, module)))
          return kernel.emitError() << "cannot rename kernel @" << name
                                    << " to @" << unique;
        SymbolTable::setSymbolName(kernel, newName);
        taken.insert(unique);
      }
    }
    return success();
  }

  /// Moves top-level func.func kernels and their helpers to a gpu.module.
  LogicalResult outline(ModuleOp module) {
    bool hasKernel = llvm::any_of(module.getOps<func::FuncOp>(), [](auto f) {
      return f->hasAttr(GenXDialect::getKernelAttrName());
    });
    if (!hasKernel)
      return success();
    if (llvm::any_of(module.getOps<func::FuncOp>(), [](func::FuncOp f) {
          WalkResult r = f.walk([](gpu::LaunchFuncOp) {
            return WalkResult::interrupt();
          });
          return r.wasInterrupted();
        })) {
      module.emitError() << "has func.func kernels (genx.kernel) next to host "
                            "code that launches kernels; put the kernels in a "
                            "gpu.module as gpu.func ... kernel";
      return failure();
    }
    // Every function goes: the kernels and what they call.
    OpBuilder b(module.getBodyRegion());
    b.setInsertionPointToEnd(module.getBody());
    auto kernels = gpu::GPUModuleOp::create(b, module.getLoc(),
                                            kKernelModuleName);
    Block &body = kernels.getBodyRegion().front();
    for (Operation &op :
         llvm::make_early_inc_range(module.getBody()->getOperations()))
      if (isa<func::FuncOp>(op))
        op.moveBefore(&body, body.end());
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());
    return success();
  }
};

struct GenXUnwrapKernels
    : genx::impl::GenXUnwrapKernelsBase<GenXUnwrapKernels> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool launches = false;
    module.walk([&](gpu::LaunchFuncOp) { launches = true; });
    if (launches)
      return;
    for (auto gpuModule :
         llvm::make_early_inc_range(module.getOps<gpu::GPUModuleOp>())) {
      for (Operation &op : llvm::make_early_inc_range(
               gpuModule.getBodyRegion().front().getOperations())) {
        if (auto symbol = dyn_cast<SymbolOpInterface>(op))
          if (SymbolTable::lookupSymbolIn(module, symbol.getNameAttr())) {
            op.emitOpError() << "has the name of a symbol outside its "
                                "gpu.module, so it cannot be unwrapped";
            return signalPassFailure();
          }
        // Nothing launches it: the gpu marker has no meaning left.
        op.removeAttr(gpu::GPUDialect::getKernelFuncAttrName());
        op.moveBefore(gpuModule);
      }
      gpuModule.erase();
    }
    module->removeAttr(gpu::GPUDialect::getContainerModuleAttrName());
  }
};
} // namespace
