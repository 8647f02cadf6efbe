//===- GenXExport.cpp - MLIR (LLVM dialect + genx) -> LLVM IR -------------===//
//
// The export of --genx-mlir-to-llvmir: the stock LLVM IR translation, with
// the genx dialect's translation interface doing the genx ops and the
// kernel ABI, over the device code of the input; then what the import
// recorded beyond the dialects (named metadata, unnamed globals) is given
// back (finalizeGenXModule).
//
//===----------------------------------------------------------------------===//

#include "translation/GenXExport.h"

#include "translation/GenXToLLVMIRTranslation.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/Module.h"

using namespace mlir;

/// The stock translation of `op`, finalized for the GenX backend.
static std::unique_ptr<llvm::Module> translate(Operation *op,
                                               llvm::LLVMContext &context) {
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(op, context);
  if (!llvmModule || failed(genx::finalizeGenXModule(op, *llvmModule)))
    return nullptr;
  return llvmModule;
}

std::unique_ptr<llvm::Module>
mlir::genx::translateGenXToLLVMIR(Operation *op, llvm::LLVMContext &context) {
  auto module = dyn_cast<ModuleOp>(op);
  if (!module || module.getOps<gpu::GPUModuleOp>().empty())
    return translate(op, context);
  // A whole program: its device code is what the GenX backend compiles.
  OpBuilder b(module.getContext());
  OwningOpRef<ModuleOp> device = ModuleOp::create(b, module.getLoc());
  b.setInsertionPointToEnd(device->getBody());
  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>())
    for (Operation &inner : gpuModule.getBodyRegion().front()) {
      Operation *copy = b.clone(inner);
      // The launch marker has no LLVM IR form.
      copy->removeAttr(gpu::GPUDialect::getKernelFuncAttrName());
    }
  return translate(*device, context);
}
