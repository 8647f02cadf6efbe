//===- KernelMetadata.h - !genx.kernels <-> #genx.kernel --------*- C++ -*-===//

#ifndef GENX_TRANSLATION_KERNELMETADATA_H
#define GENX_TRANSLATION_KERNELMETADATA_H

#include "dialect/GenXDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"

#include <string>

namespace llvm {
class Function;
class MDNode;
class Module;
} // namespace llvm

namespace mlir {
class SymbolTable;
namespace genx {

class MetadataPrinter;
class SourceLocator;
class VerbatimParser;

/// One `!genx.kernels` entry, read.
struct ImportedKernel {
  std::string name;
  KernelAttr attr;
};

/// Reads `!genx.kernels` as IGC reads it (vc-intrinsics' KernelMDOp
/// layout, 8 or 9 operands; lists may be shorter than the arguments), into
/// the attributes that give each entry back exactly. Lists that equal what
/// the export writes by default are left out.
FailureOr<SmallVector<ImportedKernel>> readKernels(llvm::Module &module,
                                                   MLIRContext *context,
                                                   SourceLocator &locator,
                                                   MetadataPrinter &printer);

/// Attaches each kernel attribute to its function. A kernel with the
/// canonical ABI (dllexport, spir_kernel, "CMGenxMain") loses those three,
/// which the attribute implies; the others keep them as they are.
LogicalResult attachKernels(ModuleOp module, SymbolTable &symbols,
                            ArrayRef<ImportedKernel> kernels,
                            SourceLocator &locator);

/// The `!genx.kernels` entry of `kernel` on `fn`.
FailureOr<llvm::MDNode *> buildKernelEntry(llvm::Function &fn,
                                           KernelAttr kernel,
                                           VerbatimParser &parser,
                                           std::string &error);

} // namespace genx
} // namespace mlir

#endif // GENX_TRANSLATION_KERNELMETADATA_H
