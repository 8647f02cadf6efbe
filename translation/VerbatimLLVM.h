//===- VerbatimLLVM.h - LLVM IR kept as text across MLIR --------*- C++ -*-===//
//
// What neither the LLVM dialect nor genx models (named metadata, metadata
// attachments of unknown kinds, call-site attributes of genx calls) travels
// through MLIR as LLVM assembly text in `genx.*` attributes, so that the
// export gives it back as it came in.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_TRANSLATION_VERBATIMLLVM_H
#define GENX_TRANSLATION_VERBATIMLLVM_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/FMF.h"

#include <memory>
#include <string>

namespace llvm {
class CallBase;
class MDNode;
class Metadata;
class Module;
class ModuleSlotTracker;
class NamedMDNode;
} // namespace llvm

namespace mlir {
namespace genx {

/// Prints LLVM metadata as self-contained LLVM assembly: `node` first, then
/// every node it reaches, as `!N = ...` definitions separated by spaces.
/// Plain tuples are numbered locally; a node graph with debug-info nodes is
/// printed with the module's own numbering.
class MetadataPrinter {
public:
  explicit MetadataPrinter(const llvm::Module &module);
  ~MetadataPrinter();

  std::string print(const llvm::MDNode &node);
  /// `!name = !{!1, !2} !1 = ... !2 = ...`.
  std::string print(const llvm::NamedMDNode &named);

private:
  bool printTuples(ArrayRef<const llvm::MDNode *> roots, llvm::raw_ostream &os);
  void printWithModuleSlots(ArrayRef<const llvm::MDNode *> roots,
                            llvm::raw_ostream &os);

  const llvm::Module &module;
  std::unique_ptr<llvm::ModuleSlotTracker> slots;
};

/// The attribute list of a call site as the `genx.call_attrs` dictionary;
/// null if the call has no attributes and the C calling convention, unless
/// `always` (then an empty dictionary says "no attributes").
DictionaryAttr getCallAttrsAttr(MLIRContext *context,
                                const llvm::CallBase &call,
                                bool always = false);

/// Fast-math flags of LLVM IR as the LLVM dialect's attribute, and back.
Attribute getFastmathAttr(MLIRContext *context, llvm::FastMathFlags flags);
llvm::FastMathFlags getLLVMFastMathFlags(Attribute attr);

/// Parses verbatim text back into a module under construction; references
/// to globals resolve to the module's globals of the same name.
class VerbatimParser {
public:
  explicit VerbatimParser(llvm::Module &module);
  ~VerbatimParser();

  /// A metadata node printed by MetadataPrinter::print(MDNode).
  FailureOr<llvm::MDNode *> parseNode(StringRef text, std::string &error);
  /// Adds a named metadata printed by MetadataPrinter::print(NamedMDNode),
  /// appending its operands if the module has one of that name already.
  LogicalResult addNamedMetadata(StringRef text, std::string &error);
  /// Applies a `genx.call_attrs` dictionary to a call.
  LogicalResult applyCallAttrs(DictionaryAttr attrs, llvm::CallBase &call,
                               std::string &error);

private:
  /// Parses `text` into a scratch module that declares the module's globals
  /// `text` names, and maps those declarations to the module's globals.
  FailureOr<std::unique_ptr<llvm::Module>>
  parseScratch(StringRef text, std::string &error);
  llvm::Metadata *mapIntoModule(llvm::Metadata *md, llvm::Module &scratch);

  llvm::Module &module;
  llvm::StringMap<llvm::MDNode *> nodes;
  llvm::StringMap<llvm::AttributeList> attributeLists;
};

} // namespace genx
} // namespace mlir

#endif // GENX_TRANSLATION_VERBATIMLLVM_H
