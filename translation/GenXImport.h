//===- GenXImport.h - LLVM IR with llvm.genx.* -> genx ----------*- C++ -*-===//

#ifndef GENX_TRANSLATION_GENXIMPORT_H
#define GENX_TRANSLATION_GENXIMPORT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <memory>

namespace llvm {
class Module;
class SourceMgr;
} // namespace llvm

namespace mlir {
class DialectRegistry;
class MLIRContext;
namespace genx {

struct GenXImportOptions {
  /// Keep calls to `llvm.genx.*` functions the dialect does not know (or
  /// whose types do not match their intrinsic) as plain `llvm.call`s instead
  /// of failing.
  bool keepUnknownIntrinsics = false;
  /// The IR targets the CM runtime: accept intrinsics only it supports
  /// (by default they are refused, as IGC refuses them under the OpenCL
  /// runtime ocloc uses).
  bool cmRuntime = false;
  /// Give each genx op the text position of its call (without debug info
  /// the stock import leaves locations unknown); costs a second parse.
  bool locateCalls = false;
};

/// Imports an LLVM module produced by any GenX producer: the stock LLVM IR
/// import, then every `llvm.genx.*` call becomes its genx op and every
/// `!genx.kernels` entry becomes a `genx.kernel` attribute on its function.
/// Emits diagnostics and returns null on failure.
OwningOpRef<ModuleOp>
translateGenXLLVMIRToModule(std::unique_ptr<llvm::Module> llvmModule,
                            MLIRContext *context,
                            const GenXImportOptions &options = {});

/// Parses the LLVM IR (text or bitcode) of `sourceMgr`'s main buffer and
/// imports it as translateGenXLLVMIRToModule does; a parse error is a
/// diagnostic.
OwningOpRef<ModuleOp>
translateGenXLLVMIRFile(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                        const GenXImportOptions &options = {});

/// Dialects the import produces.
void registerGenXImportDialects(DialectRegistry &registry);

} // namespace genx
} // namespace mlir

#endif // GENX_TRANSLATION_GENXIMPORT_H
