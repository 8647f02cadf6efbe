//===- GenXToLLVMIRTranslation.h - genx -> LLVM IR --------------*- C++ -*-===//

#ifndef GENX_TRANSLATION_GENXTOLLVMIRTRANSLATION_H
#define GENX_TRANSLATION_GENXTOLLVMIRTRANSLATION_H

#include "mlir/Support/LLVM.h"
#include "llvm/IR/Attributes.h"

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace mlir {
class DialectRegistry;
class MLIRContext;
class Operation;
namespace genx {

class IntrinsicInfo;

/// Registers the genx dialect and its LLVMTranslationDialectInterface: every
/// genx op becomes a call to its declared `llvm.genx.*` function,
/// `genx.kernel` makes an `llvm.func` a GenX kernel (dllexport, spir_kernel,
/// `!genx.kernels`), and the `genx.*` attributes the import sets give back
/// what they carry.
void registerGenXDialectTranslation(DialectRegistry &registry);

/// Same, directly in a context.
void registerGenXDialectTranslation(MLIRContext &context);

/// The attributes the export gives the declaration of an intrinsic:
/// nounwind, its memory effects and, if the reference says so, convergent.
llvm::AttributeList getIntrinsicDeclarationAttrs(llvm::LLVMContext &context,
                                                 const IntrinsicInfo &info);

/// What the export does once translateModuleToLLVMIR has built `llvmModule`
/// from `module`: adds the named metadata of `genx.named_metadata`, takes
/// the names of `genx.unnamed` globals away, and drops the debug-info
/// version flag the translation adds when the module has no debug info and
/// did not ask for it.
LogicalResult finalizeGenXModule(Operation *module, llvm::Module &llvmModule);

} // namespace genx
} // namespace mlir

#endif // GENX_TRANSLATION_GENXTOLLVMIRTRANSLATION_H
