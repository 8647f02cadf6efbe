//===- GenXExport.h - MLIR (LLVM dialect + genx) -> LLVM IR -----*- C++ -*-===//

#ifndef GENX_TRANSLATION_GENXEXPORT_H
#define GENX_TRANSLATION_GENXEXPORT_H

#include <memory>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace mlir {
class Operation;
namespace genx {

/// Translates the device code of `op` to LLVM IR for the GenX backend: the
/// module itself, or, when it is a whole program (host code and
/// `gpu.module`s), the contents of its `gpu.module`s. Emits diagnostics
/// and returns null on failure.
std::unique_ptr<llvm::Module> translateGenXToLLVMIR(Operation *op,
                                                    llvm::LLVMContext &context);

} // namespace genx
} // namespace mlir

#endif // GENX_TRANSLATION_GENXEXPORT_H
