//===- ImportSession.h - State of one GenX import ---------------*- C++ -*-===//
//
// Internal to translation/: what the import driver (GenXImport.cpp) and the
// LLVM import dialect interface of genx (ImportCalls.cpp) share while the
// stock ModuleImport runs.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_TRANSLATION_IMPORTSESSION_H
#define GENX_TRANSLATION_IMPORTSESSION_H

#include "dialect/GenXDialect.h"
#include "translation/GenXImport.h"
#include "translation/VerbatimLLVM.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <memory>
#include <optional>

namespace llvm {
class CallBase;
class Function;
class Instruction;
class MemoryBuffer;
class Module;
} // namespace llvm

namespace mlir {
namespace genx {

/// Finds the LLVM IR text position of instructions and functions of a
/// module parsed from text, by parsing the text again with a parser context
/// (only when a diagnostic needs one).
class SourceLocator {
public:
  SourceLocator(MLIRContext *context, StringRef fileName,
                const llvm::MemoryBuffer *text);
  ~SourceLocator();

  /// The position of `inst` (of the module parsed from the text), or of its
  /// function, or of the file.
  Location locate(const llvm::Instruction &inst);
  Location locate(const llvm::Function &fn);
  /// The position of the first line that starts with `prefix`.
  Location locateLine(StringRef prefix);
  /// The position of the definition of function `name`, found in the text.
  Location locateDefinition(StringRef name);
  /// The file, with no position.
  Location getFileLoc();

private:
  struct Index;
  Index *getIndex();

  MLIRContext *context;
  StringRef fileName;
  const llvm::MemoryBuffer *text;
  std::unique_ptr<Index> index;
  bool indexFailed = false;
  /// Ordinal of each instruction in its function, and the instructions of
  /// each function of the index in order: built per function on first use,
  /// so that locating every call stays linear.
  llvm::DenseMap<const llvm::Instruction *, unsigned> ordinals;
  llvm::DenseMap<const llvm::Function *, std::vector<llvm::Instruction *>>
      twinInstructions;
  /// Line of each function definition, indexed on first use.
  std::optional<llvm::StringMap<unsigned>> definitions;
};

/// A genx op with several results that stands for an LLVM call returning a
/// struct, and the struct the import rebuilt for the call's users.
struct StructResult {
  Operation *op;
  Value aggregate;
};

/// What the import knows of one `llvm.genx.*` function: the same for all its
/// calls, which have its type (checked before the import).
struct CalleeInfo {
  const IntrinsicInfo *info = nullptr;
  std::optional<OperationName> opName;
  Type returnType;
  SmallVector<Type> resultTypes;
  /// Why the function's type does not fit the intrinsic; empty if it does.
  std::string mismatch;
  /// The function's name, when it is not the canonical mangling of its
  /// types (IGC finds intrinsics by name prefix).
  StringAttr calleeAttr;
};

/// The state of one `--genx-import-llvm`.
class ImportSession {
public:
  /// Errors reported before the import stops.
  static constexpr unsigned kMaxErrors = 20;

  ImportSession(MLIRContext *context, const GenXImportOptions &options,
                SourceLocator &locator);
  ~ImportSession();

  /// The session of the import running on this thread, if any.
  static ImportSession *getCurrent();
  /// Makes this the current session while it lives.
  class Activation {
  public:
    explicit Activation(ImportSession &session);
    ~Activation();

  private:
    ImportSession *previous;
  };

  MLIRContext *getContext() const { return context; }
  const GenXImportOptions &getOptions() const { return options; }
  GenXDialect *getDialect() const { return dialect; }
  SourceLocator &getLocator() { return locator; }

  /// The module being imported; set while the stock import runs.
  llvm::Module *getModule() const { return module; }
  void setModule(llvm::Module *m);

  /// Reports an error at the LLVM IR position of `inst`, naming its
  /// function. Returns false once the error limit is reached.
  bool reportError(const llvm::Instruction &inst, const Twine &message,
                   const Twine &note = "");
  bool reportError(Location loc, const Twine &message,
                   const Twine &note = "");
  unsigned getNumErrors() const { return numErrors; }
  bool hasStopped() const { return numErrors >= kMaxErrors; }
  /// Whether reportError is emitting (its diagnostics are final).
  bool isReporting() const { return reporting; }

  /// The instruction whose import is under way, for diagnostics.
  const llvm::Instruction *currentInst = nullptr;
  /// The function whose import is under way, for diagnostics.
  const llvm::Function *currentFunction = nullptr;

  /// The genx op implementing `fn` (an `llvm.genx.*` function), or null.
  const IntrinsicInfo *lookupIntrinsic(const llvm::Function &fn);
  /// The registered name of the op of `info`.
  OperationName getOperationName(const IntrinsicInfo &info);

  /// Metadata as text, for what neither dialect models.
  MetadataPrinter &getMetadataPrinter();
  /// The metadata kind that marks the start of each function's import.
  unsigned functionMarkerKind = ~0u;
  /// The metadata kind that marks calls whose call-site properties the
  /// stock import loses or changes; its node is `!{i64 index}` into
  /// markedCalls.
  unsigned callMarkerKind = ~0u;
  SmallVector<const llvm::CallBase *> markedCalls;

  /// Struct-returning calls imported as multi-result ops.
  SmallVector<StructResult> structResults;
  /// The last op of each rebuilt struct, to its genx op.
  llvm::DenseMap<Operation *, Operation *> structResultOps;

  /// Declarations created for calls kept as plain calls.
  llvm::StringMap<Operation *> keptDeclarations;

  /// The CalleeInfo of each `llvm.genx.*` function met so far.
  llvm::DenseMap<const llvm::Function *, std::unique_ptr<CalleeInfo>> callees;

private:
  MLIRContext *context;
  const GenXImportOptions &options;
  GenXDialect *dialect;
  SourceLocator &locator;
  llvm::Module *module = nullptr;
  unsigned numErrors = 0;
  bool reporting = false;
  llvm::DenseMap<const llvm::Function *, const IntrinsicInfo *> intrinsics;
  llvm::DenseMap<const IntrinsicInfo *, OperationName> opNames;
  std::unique_ptr<MetadataPrinter> printer;
};

/// Registers the LLVM import dialect interface of genx: `llvm.genx.*` calls
/// become genx ops, and metadata no other dialect imports is kept as text.
void registerGenXImportInterface(DialectRegistry &registry);

} // namespace genx
} // namespace mlir

#endif // GENX_TRANSLATION_IMPORTSESSION_H
