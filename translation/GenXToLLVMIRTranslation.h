//===- GenXToLLVMIRTranslation.h - genx -> LLVM IR --------------*- C++ -*-===//

#ifndef GENX_TRANSLATION_GENXTOLLVMIRTRANSLATION_H
#define GENX_TRANSLATION_GENXTOLLVMIRTRANSLATION_H

namespace mlir {
class DialectRegistry;
class MLIRContext;
namespace genx {

/// Registers the genx dialect and its LLVMTranslationDialectInterface: every
/// genx op becomes a call to its declared `llvm.genx.*` function, and
/// `genx.kernel` makes an `llvm.func` a GenX kernel (dllexport, spir_kernel,
/// `!genx.kernels`).
void registerGenXDialectTranslation(DialectRegistry &registry);

/// Same, directly in a context.
void registerGenXDialectTranslation(MLIRContext &context);

} // namespace genx
} // namespace mlir

#endif // GENX_TRANSLATION_GENXTOLLVMIRTRANSLATION_H
