//===- GenXImport.cpp - LLVM IR with llvm.genx.* -> genx ------------------===//
//
// The stock LLVM IR import (translateLLVMIRToModule) does the work, with the
// genx import interface (ImportCalls.cpp) turning `llvm.genx.*` calls into
// genx ops as it meets them. Around it:
//
// before: the module is parsed without the debug-info upgrade that aborts on
//   a broken module, and checked; `!genx.kernels` is read; and what the
//   stock import would refuse or lose is prepared: `llvm.*` functions that
//   LLVM and genx do not know get names the stock import keeps as plain
//   functions, genx declarations whose attributes are not the table's get
//   a shadow copy it keeps, unnamed globals get names, and unmodeled named
//   metadata, DLL storage and global metadata are recorded;
// after: names are given back, struct results of genx calls folded into
//   the ops' results, and the kernel ABI and what was recorded attached.
//
// Diagnostics carry the LLVM IR text position of the instruction or
// function they are about, and stop after ImportSession::kMaxErrors.
//
//===----------------------------------------------------------------------===//

#include "translation/GenXImport.h"

#include "translation/GenXToLLVMIRTranslation.h"
#include "translation/ImportSession.h"
#include "translation/KernelMetadata.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMIRToLLVMTranslation.h"
#include "mlir/Target/LLVMIR/Import.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/AsmParser/AsmParserContext.h"
#include "llvm/AsmParser/LLParser.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::genx;

static constexpr llvm::StringLiteral kGenXPrefix = "llvm.genx.";
/// Prefixes of the names the import gives for the stock import's sake.
static constexpr llvm::StringLiteral kRenamedPrefix = "__genx_import.";
static constexpr llvm::StringLiteral kUnnamedPrefix = "__genx_unnamed.";

//===----------------------------------------------------------------------===//
// SourceLocator
//===----------------------------------------------------------------------===//

struct SourceLocator::Index {
  llvm::LLVMContext context;
  llvm::AsmParserContext positions;
  std::unique_ptr<llvm::Module> module;
  SmallVector<llvm::Function *> functions;
};

SourceLocator::SourceLocator(MLIRContext *context, StringRef fileName,
                             const llvm::MemoryBuffer *text)
    : context(context), fileName(fileName), text(text) {}
SourceLocator::~SourceLocator() = default;

SourceLocator::Index *SourceLocator::getIndex() {
  if (index || indexFailed || !text)
    return index.get();
  auto built = std::make_unique<Index>();
  built->module = std::make_unique<llvm::Module>(fileName, built->context);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(text->getMemBufferRef(), false),
      llvm::SMLoc());
  llvm::SMDiagnostic diag;
  if (llvm::LLParser(text->getBuffer(), sourceMgr, diag, built->module.get(),
                     nullptr, built->context, nullptr, &built->positions)
          .Run(/*UpgradeDebugInfo=*/false)) {
    indexFailed = true;
    return nullptr;
  }
  for (llvm::Function &fn : *built->module)
    built->functions.push_back(&fn);
  index = std::move(built);
  return index.get();
}

Location SourceLocator::getFileLoc() {
  return FileLineColLoc::get(context, fileName, 0, 0);
}

/// The ordinal of `fn` among the functions of its module.
static std::optional<unsigned> getFunctionOrdinal(const llvm::Function &fn) {
  unsigned ordinal = 0;
  for (const llvm::Function &other : *fn.getParent()) {
    if (&other == &fn)
      return ordinal;
    ++ordinal;
  }
  return std::nullopt;
}

Location SourceLocator::locate(const llvm::Function &fn) {
  Index *idx = getIndex();
  std::optional<unsigned> ordinal = getFunctionOrdinal(fn);
  if (!idx || !ordinal || *ordinal >= idx->functions.size())
    return getFileLoc();
  std::optional<llvm::FileLocRange> range =
      idx->positions.getFunctionLocation(idx->functions[*ordinal]);
  if (!range)
    return getFileLoc();
  return FileLineColLoc::get(context, fileName, range->Start.Line + 1,
                             range->Start.Col + 1);
}

Location SourceLocator::locate(const llvm::Instruction &inst) {
  const llvm::Function &fn = *inst.getFunction();
  Index *idx = getIndex();
  std::optional<unsigned> ordinal = getFunctionOrdinal(fn);
  if (!idx || !ordinal || *ordinal >= idx->functions.size()) {
    if (const llvm::DebugLoc &debugLoc = inst.getDebugLoc())
      return FileLineColLoc::get(context, debugLoc->getFilename(),
                                 debugLoc.getLine(), debugLoc.getCol());
    return getFileLoc();
  }
  // The instruction at the same ordinal in the function's twin, which the
  // parser context knows.
  if (!ordinals.contains(&inst)) {
    unsigned ordinal = 0;
    for (const llvm::Instruction &other : llvm::instructions(fn))
      ordinals[&other] = ordinal++;
  }
  unsigned position = ordinals.lookup(&inst);
  llvm::Function *twin = idx->functions[*ordinal];
  std::vector<llvm::Instruction *> &twinOrder = twinInstructions[twin];
  if (twinOrder.empty())
    for (llvm::Instruction &other : llvm::instructions(*twin))
      twinOrder.push_back(&other);
  if (position < twinOrder.size())
    if (std::optional<llvm::FileLocRange> range =
            idx->positions.getInstructionLocation(twinOrder[position]))
      return FileLineColLoc::get(context, fileName, range->Start.Line + 1,
                                 range->Start.Col + 1);
  return locate(fn);
}

/// Calls `visit(line, number)` on each line of `text` (numbered from 1) until
/// it returns true.
static void forEachLine(StringRef text,
                        function_ref<bool(StringRef, unsigned)> visit) {
  unsigned number = 1;
  while (!text.empty()) {
    size_t end = text.find('\n');
    if (visit(text.take_front(end), number))
      return;
    if (end == StringRef::npos)
      return;
    text = text.drop_front(end + 1);
    ++number;
  }
}

Location SourceLocator::locateLine(StringRef prefix) {
  if (!text)
    return getFileLoc();
  Location loc = getFileLoc();
  forEachLine(text->getBuffer(), [&](StringRef line, unsigned number) {
    if (!line.ltrim().starts_with(prefix))
      return false;
    loc = FileLineColLoc::get(context, fileName, number, 1);
    return true;
  });
  return loc;
}

Location SourceLocator::locateDefinition(StringRef name) {
  if (!text)
    return getFileLoc();
  if (!definitions) {
    // One pass over the text for every definition, on first use.
    definitions.emplace();
    forEachLine(text->getBuffer(), [&](StringRef line, unsigned number) {
      if (!line.starts_with("define "))
        return false;
      size_t at = line.find('@');
      if (at == StringRef::npos)
        return false;
      StringRef rest = line.drop_front(at + 1);
      StringRef defined = rest.consume_front("\"")
                              ? rest.take_until([](char c) { return c == '"'; })
                              : rest.take_until([](char c) { return c == '('; });
      definitions->try_emplace(defined, number);
      return false;
    });
  }
  auto it = definitions->find(name);
  if (it == definitions->end())
    return getFileLoc();
  return FileLineColLoc::get(context, fileName, it->second, 1);
}

//===----------------------------------------------------------------------===//
// ImportSession
//===----------------------------------------------------------------------===//

static thread_local ImportSession *currentSession = nullptr;

ImportSession::ImportSession(MLIRContext *context,
                             const GenXImportOptions &options,
                             SourceLocator &locator)
    : context(context), options(options),
      dialect(context->getOrLoadDialect<GenXDialect>()), locator(locator) {}
ImportSession::~ImportSession() = default;

ImportSession *ImportSession::getCurrent() { return currentSession; }

ImportSession::Activation::Activation(ImportSession &session)
    : previous(currentSession) {
  currentSession = &session;
}
ImportSession::Activation::~Activation() { currentSession = previous; }

void ImportSession::setModule(llvm::Module *m) {
  module = m;
  printer.reset();
}

bool ImportSession::reportError(Location loc, const Twine &message,
                                const Twine &note) {
  if (hasStopped())
    return false;
  ++numErrors;
  reporting = true;
  {
    InFlightDiagnostic diag = emitError(loc) << message;
    if (!note.isTriviallyEmpty())
      diag.attachNote() << note;
    if (hasStopped())
      diag.attachNote() << "stopping after " << kMaxErrors << " errors";
  }
  reporting = false;
  return !hasStopped();
}

bool ImportSession::reportError(const llvm::Instruction &inst,
                                const Twine &message, const Twine &note) {
  return reportError(locator.locate(inst),
                     message + " (in function @" +
                         inst.getFunction()->getName() + ")",
                     note);
}

const IntrinsicInfo *ImportSession::lookupIntrinsic(const llvm::Function &fn) {
  auto [it, inserted] = intrinsics.try_emplace(&fn, nullptr);
  if (!inserted)
    return it->second;
  // IGC's rule: the longest intrinsic name that is the function's name or
  // a prefix of it ending before a '.'.
  StringRef name = fn.getName();
  while (name.size() > kGenXPrefix.size()) {
    if (const IntrinsicInfo *info = dialect->lookupIntrinsic(name))
      return it->second = info;
    size_t dot = name.rfind('.');
    if (dot == StringRef::npos)
      break;
    name = name.take_front(dot);
  }
  return nullptr;
}

OperationName ImportSession::getOperationName(const IntrinsicInfo &info) {
  auto it = opNames.find(&info);
  if (it == opNames.end())
    it = opNames.try_emplace(&info, info.getOperationName(), context).first;
  return it->second;
}

MetadataPrinter &ImportSession::getMetadataPrinter() {
  if (!printer)
    printer = std::make_unique<MetadataPrinter>(*module);
  return *printer;
}

//===----------------------------------------------------------------------===//
// Parsing and checking the LLVM module
//===----------------------------------------------------------------------===//

/// Parses LLVM IR text without the debug-info upgrade, whose verifier
/// aborts on a broken module; bitcode the stock way.
static std::unique_ptr<llvm::Module>
parseModule(const llvm::MemoryBuffer &buffer, llvm::LLVMContext &llvmContext,
            SourceLocator &locator, MLIRContext *context, bool isText) {
  llvm::SMDiagnostic diag;
  if (!isText) {
    std::unique_ptr<llvm::Module> module =
        llvm::parseIR(buffer.getMemBufferRef(), diag, llvmContext);
    if (!module)
      emitError(locator.getFileLoc()) << diag.getMessage();
    return module;
  }
  auto module = std::make_unique<llvm::Module>(buffer.getBufferIdentifier(),
                                               llvmContext);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(buffer.getMemBufferRef(), false),
      llvm::SMLoc());
  if (llvm::LLParser(buffer.getBuffer(), sourceMgr, diag, module.get(),
                     nullptr, llvmContext)
          .Run(/*UpgradeDebugInfo=*/false)) {
    emitError(FileLineColLoc::get(context, buffer.getBufferIdentifier(),
                                  diag.getLineNo(), diag.getColumnNo() + 1))
        << diag.getMessage();
    return nullptr;
  }
  return module;
}

/// Calls to `llvm.*` functions must have the function's type: LLVM's
/// verifier otherwise rejects the module, and IGC crashes on it.
static void checkIntrinsicCalls(llvm::Module &module, ImportSession &session) {
  for (llvm::Function &fn : module) {
    if (!fn.isIntrinsic() || session.hasStopped())
      continue;
    for (llvm::User *user : fn.users()) {
      auto *call = dyn_cast<llvm::CallBase>(user);
      if (!call || call->getCalledOperand() != &fn) {
        auto *inst = dyn_cast<llvm::Instruction>(user);
        std::string message = "intrinsic '" + fn.getName().str() +
                              "' is used other than as a callee";
        if (!(inst ? session.reportError(*inst, message)
                   : session.reportError(session.getLocator().locate(fn),
                                         message)))
          return;
        continue;
      }
      if (call->getFunctionType() == fn.getFunctionType())
        continue;
      std::string called, declared;
      llvm::raw_string_ostream(called) << *call->getFunctionType();
      llvm::raw_string_ostream(declared) << *fn.getFunctionType();
      if (!session.reportError(*call, "call to '" + fn.getName() +
                                          "' has type '" + called +
                                          "', but it is declared '" +
                                          declared + "'"))
        return;
    }
  }
}

/// Reports what LLVM's verifier finds wrong with `module`, function by
/// function where it can.
static void reportInvalidModule(llvm::Module &module, StringRef moduleMessage,
                                ImportSession &session) {
  bool reported = false;
  for (llvm::Function &fn : module) {
    std::string message;
    llvm::raw_string_ostream os(message);
    if (fn.isDeclaration() || !llvm::verifyFunction(fn, &os))
      continue;
    reported = true;
    if (!session.reportError(session.getLocator().locate(fn),
                             "invalid LLVM IR in function @" + fn.getName() +
                                 ": " +
                                 StringRef(message).trim().take_front(2000)))
      return;
  }
  if (!reported)
    session.reportError(session.getLocator().getFileLoc(),
                        "invalid LLVM IR: " +
                            moduleMessage.trim().take_front(2000));
}

/// LLVM's verifier, which the stock import relies on and LLVM's parser runs
/// only with current debug info (where it aborts on a broken module), and
/// the parser's debug-info upgrade: broken debug info, or debug info of
/// another version, is dropped.
static LogicalResult verifyAndUpgrade(llvm::Module &module,
                                      ImportSession &session) {
  bool brokenDebugInfo = false;
  std::string message;
  llvm::raw_string_ostream os(message);
  if (llvm::verifyModule(module, &os, &brokenDebugInfo)) {
    reportInvalidModule(module, message, session);
    return failure();
  }
  unsigned version = llvm::getDebugMetadataVersionFromModule(module);
  Location fileLoc = session.getLocator().getFileLoc();
  if (version == llvm::DEBUG_METADATA_VERSION && !brokenDebugInfo)
    return success();
  if (version == llvm::DEBUG_METADATA_VERSION)
    emitWarning(fileLoc) << "ignoring invalid debug info";
  if (llvm::StripDebugInfo(module) && version != llvm::DEBUG_METADATA_VERSION)
    emitWarning(fileLoc) << "ignoring debug info with an invalid version ("
                         << version << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// Preparing the LLVM module for the stock import
//===----------------------------------------------------------------------===//

namespace {
/// What the import records before the stock import and applies after it.
struct Prepared {
  SmallVector<ImportedKernel> kernels;
  /// Named metadata the stock import drops, as text, in module order.
  SmallVector<std::string> namedMetadata;
  /// Name given for the stock import -> the LLVM name.
  llvm::StringMap<std::string> renamed;
  /// Functions that call renamed functions.
  llvm::StringSet<> callers;
  /// Global name -> "dllexport" / "dllimport".
  llvm::StringMap<StringRef> dllStorage;
  llvm::StringSet<> unnamed;
  /// Global variable name -> its metadata other than !dbg.
  llvm::StringMap<DictionaryAttr> globalMetadata;
  /// Function name -> its address space, when not the program's.
  llvm::StringMap<unsigned> addrSpaces;
  std::string dataLayout;
};

class Preparer {
public:
  Preparer(llvm::Module &module, ImportSession &session, Prepared &prepared)
      : module(module), session(session), prepared(prepared) {}

  LogicalResult run();

private:
  void nameUnnamedGlobals();
  void recordGlobals();
  void recordNamedMetadata();
  void prepareIntrinsicFunctions();
  std::string getFreshName(StringRef prefix, StringRef name);
  void renameForStockImport(llvm::Function &fn);
  void prepareLLVMIntrinsic(llvm::Function &fn);
  void addShadowDeclaration(llvm::Function &fn);
  void markFunctions();
  void markCalls();

  llvm::Module &module;
  ImportSession &session;
  Prepared &prepared;
};
} // namespace

std::string Preparer::getFreshName(StringRef prefix, StringRef name) {
  std::string fresh = (prefix + name).str();
  for (unsigned i = 0; module.getNamedValue(fresh); ++i)
    fresh = (prefix + Twine(i) + "." + name).str();
  return fresh;
}

void Preparer::nameUnnamedGlobals() {
  unsigned next = 0;
  for (llvm::GlobalValue &global : module.global_values()) {
    if (global.hasName())
      continue;
    std::string name = getFreshName(kUnnamedPrefix, Twine(next++).str());
    global.setName(name);
    prepared.unnamed.insert(name);
  }
}

/// DLL storage (not in the LLVM dialect) and metadata of global variables
/// (which the stock import drops).
void Preparer::recordGlobals() {
  for (llvm::GlobalValue &global : module.global_values()) {
    if (global.hasDLLExportStorageClass())
      prepared.dllStorage[global.getName()] = "dllexport";
    else if (global.hasDLLImportStorageClass())
      prepared.dllStorage[global.getName()] = "dllimport";
  }
  unsigned programSpace = module.getDataLayout().getProgramAddressSpace();
  for (llvm::Function &fn : module)
    if (fn.getAddressSpace() != programSpace)
      prepared.addrSpaces[fn.getName()] = fn.getAddressSpace();
  SmallVector<StringRef> kindNames;
  module.getContext().getMDKindNames(kindNames);
  for (llvm::GlobalVariable &global : module.globals()) {
    SmallVector<std::pair<unsigned, llvm::MDNode *>> attachments;
    global.getAllMetadata(attachments);
    NamedAttrList entries;
    for (auto [kind, node] : attachments)
      if (kind != llvm::LLVMContext::MD_dbg)
        entries.set(kindNames[kind],
                    StringAttr::get(session.getContext(),
                                    session.getMetadataPrinter().print(*node)));
    if (!entries.empty())
      prepared.globalMetadata[global.getName()] =
          entries.getDictionary(session.getContext());
  }
}

/// Whether the stock import keeps `named` (it reads llvm.ident and
/// llvm.commandline only as one tuple of one string).
static bool isStockImported(const llvm::NamedMDNode &named) {
  static constexpr llvm::StringLiteral stockImported[] = {
      "llvm.module.flags", "llvm.dbg.cu", "llvm.linker.options",
      "llvm.dependent-libraries"};
  StringRef name = named.getName();
  if (llvm::is_contained(stockImported, name))
    return true;
  if (name != "llvm.ident" && name != "llvm.commandline")
    return false;
  const llvm::MDNode *node =
      named.getNumOperands() == 1 ? named.getOperand(0) : nullptr;
  return node && node->getNumOperands() == 1 &&
         isa_and_nonnull<llvm::MDString>(node->getOperand(0).get());
}

/// Named metadata that neither the stock import nor the kernel ABI models.
void Preparer::recordNamedMetadata() {
  SmallVector<llvm::NamedMDNode *> taken;
  for (llvm::NamedMDNode &named : module.named_metadata()) {
    StringRef name = named.getName();
    if (isStockImported(named))
      continue;
    // The stock import would take the parts it understands of these too.
    if (name == "llvm.ident" || name == "llvm.commandline")
      taken.push_back(&named);
    // Kernel entries become genx.kernel attributes; an empty
    // !genx.kernels is kept as it is.
    if (name == "genx.kernels" && named.getNumOperands() != 0)
      continue;
    prepared.namedMetadata.push_back(
        session.getMetadataPrinter().print(named));
  }
  for (llvm::NamedMDNode *named : taken)
    module.eraseNamedMetadata(named);
}

void Preparer::renameForStockImport(llvm::Function &fn) {
  std::string original = fn.getName().str();
  std::string name = getFreshName(kRenamedPrefix, original);
  for (llvm::User *user : fn.users())
    if (auto *inst = dyn_cast<llvm::Instruction>(user))
      prepared.callers.insert(inst->getFunction()->getName());
  fn.setName(name);
  prepared.renamed[name] = original;
}

void Preparer::addShadowDeclaration(llvm::Function &fn) {
  std::string name = getFreshName(kRenamedPrefix, fn.getName());
  llvm::Function *shadow =
      llvm::Function::Create(fn.getFunctionType(), fn.getLinkage(),
                             fn.getAddressSpace(), name, &module);
  shadow->copyAttributesFrom(&fn);
  SmallVector<std::pair<unsigned, llvm::MDNode *>> attachments;
  fn.getAllMetadata(attachments);
  for (auto [kind, node] : attachments)
    shadow->setMetadata(kind, node);
  prepared.renamed[name] = fn.getName().str();
}

/// Whether the export, given only the op, recreates `fn` as it is.
static bool isDefaultDeclaration(const llvm::Function &fn,
                                 const IntrinsicInfo &info) {
  return !fn.use_empty() && !fn.hasMetadata() &&
         fn.getCallingConv() == llvm::CallingConv::C &&
         fn.getLinkage() == llvm::GlobalValue::ExternalLinkage &&
         fn.hasDefaultVisibility() && !fn.hasDLLExportStorageClass() &&
         !fn.hasDLLImportStorageClass() && !fn.hasSection() &&
         !fn.getAlign() && !fn.hasComdat() &&
         fn.getUnnamedAddr() == llvm::GlobalValue::UnnamedAddr::None &&
         fn.getAttributes() ==
             getIntrinsicDeclarationAttrs(fn.getContext(), info);
}

/// `llvm.*` functions LLVM does not know all share intrinsic ID 0, which
/// the genx interface claims: genx calls become ops there. Every other such
/// function is renamed, so that the stock import keeps it as a plain
/// function; a genx declaration that the export would not recreate as it
/// is gets a shadow copy that the stock import keeps.
void Preparer::prepareIntrinsicFunctions() {
  SmallVector<llvm::Function *> functions;
  for (llvm::Function &fn : module)
    if (fn.isIntrinsic())
      functions.push_back(&fn);
  for (llvm::Function *fn : functions) {
    if (fn->getIntrinsicID() != llvm::Intrinsic::not_intrinsic) {
      prepareLLVMIntrinsic(*fn);
      continue;
    }
    if (!fn->getName().starts_with(kGenXPrefix)) {
      renameForStockImport(*fn);
      continue;
    }
    const IntrinsicInfo *info = session.lookupIntrinsic(*fn);
    if (!info && (fn->use_empty() ||
                  session.getOptions().keepUnknownIntrinsics)) {
      renameForStockImport(*fn);
      continue;
    }
    if (info && !isDefaultDeclaration(*fn, *info))
      addShadowDeclaration(*fn);
  }
}

/// The stock import drops the declarations of the LLVM intrinsics it turns
/// into ops, and the export declares them anew with LLVM's attributes: an
/// unused declaration, or one with other attributes, gets a shadow copy.
void Preparer::prepareLLVMIntrinsic(llvm::Function &fn) {
  if (fn.getName().starts_with("llvm.dbg."))
    return;
  if (fn.use_empty() ||
      fn.getAttributes() != llvm::Intrinsic::getAttributes(
                                fn.getContext(), fn.getIntrinsicID(),
                                fn.getFunctionType()))
    addShadowDeclaration(fn);
}

/// Lets the genx interface know which function the stock import is in, for
/// diagnostics: the stock import hands function metadata to it first.
void Preparer::markFunctions() {
  llvm::LLVMContext &llvmContext = module.getContext();
  session.functionMarkerKind = llvmContext.getMDKindID("genx.import.function");
  llvm::MDNode *marker = llvm::MDTuple::get(llvmContext, {});
  for (llvm::Function &fn : module)
    if (!fn.isDeclaration())
      fn.setMetadata(session.functionMarkerKind, marker);
}

/// Whether the stock import of `call` loses or changes call-site
/// properties: the tail marker and attributes of an intrinsic call (which
/// becomes an op without them), the attributes of a plain call (to which it
/// adds the callee's memory effects). Calls of genx intrinsics are the
/// genx interface's.
static bool needsCallMarker(const llvm::CallBase &call) {
  const llvm::Function *callee = call.getCalledFunction();
  if (callee && callee->isIntrinsic()) {
    if (callee->getIntrinsicID() == llvm::Intrinsic::not_intrinsic)
      return false;
    auto *callInst = dyn_cast<llvm::CallInst>(&call);
    return !call.getAttributes().isEmpty() ||
           (callInst && callInst->getTailCallKind() != llvm::CallInst::TCK_None);
  }
  return !call.getAttributes().isEmpty() ||
         (callee && callee->getMemoryEffects() != llvm::MemoryEffects::unknown());
}

/// Marks the calls needsCallMarker selects, for the genx interface, which
/// the stock import hands each instruction's metadata.
void Preparer::markCalls() {
  llvm::LLVMContext &llvmContext = module.getContext();
  session.callMarkerKind = llvmContext.getMDKindID("genx.import.call");
  llvm::Type *i64 = llvm::Type::getInt64Ty(llvmContext);
  for (llvm::Function &fn : module) {
    for (llvm::Instruction &inst : llvm::instructions(fn)) {
      auto *call = dyn_cast<llvm::CallBase>(&inst);
      if (!call || !needsCallMarker(*call))
        continue;
      llvm::Metadata *index = llvm::ConstantAsMetadata::get(
          llvm::ConstantInt::get(i64, session.markedCalls.size()));
      session.markedCalls.push_back(call);
      call->setMetadata(session.callMarkerKind,
                        llvm::MDTuple::get(llvmContext, index));
    }
  }
}

LogicalResult Preparer::run() {
  nameUnnamedGlobals();
  FailureOr<SmallVector<ImportedKernel>> kernels =
      readKernels(module, session.getContext(), session.getLocator(),
                  session.getMetadataPrinter());
  if (failed(kernels))
    return failure();
  prepared.kernels = std::move(*kernels);
  recordGlobals();
  for (const ImportedKernel &kernel : prepared.kernels)
    if (!kernel.attr.getExplicitAbi())
      prepared.dllStorage.erase(kernel.name);
  recordNamedMetadata();
  prepared.dataLayout = module.getDataLayoutStr();
  prepareIntrinsicFunctions();
  markFunctions();
  markCalls();
  return success();
}

//===----------------------------------------------------------------------===//
// After the stock import
//===----------------------------------------------------------------------===//

/// Replaces the extractvalues of rebuilt structs with the ops' results and
/// erases the rebuilt structs nothing else uses.
static void foldStructResults(ArrayRef<StructResult> results) {
  for (const StructResult &result : results) {
    for (OpOperand &use :
         llvm::make_early_inc_range(result.aggregate.getUses())) {
      auto extract = dyn_cast<LLVM::ExtractValueOp>(use.getOwner());
      if (!extract || extract.getPosition().size() != 1)
        continue;
      extract.getResult().replaceAllUsesWith(
          result.op->getResult(extract.getPosition()[0]));
      extract.erase();
    }
    Value value = result.aggregate;
    while (value && value.use_empty()) {
      Operation *def = value.getDefiningOp();
      auto insert = dyn_cast<LLVM::InsertValueOp>(def);
      value = insert ? insert.getContainer() : Value();
      def->erase();
    }
  }
}

/// Gives renamed functions their LLVM names back, in the functions that
/// call them and in their declarations.
static void restoreNames(ModuleOp module, SymbolTable &symbols,
                         const Prepared &prepared,
                         ImportSession &session) {
  MLIRContext *context = module.getContext();
  auto restored = [&](StringRef name) -> FlatSymbolRefAttr {
    auto it = prepared.renamed.find(name);
    return it == prepared.renamed.end()
               ? FlatSymbolRefAttr()
               : FlatSymbolRefAttr::get(context, it->second);
  };
  for (const auto &caller : prepared.callers) {
    auto fn = symbols.lookup<LLVM::LLVMFuncOp>(caller.getKey());
    if (!fn)
      continue;
    fn.walk([&](Operation *op) {
      if (auto call = dyn_cast<LLVM::CallOp>(op)) {
        if (FlatSymbolRefAttr name =
                call.getCallee() ? restored(*call.getCallee()) : nullptr)
          call.setCalleeAttr(name);
      } else if (auto invoke = dyn_cast<LLVM::InvokeOp>(op)) {
        if (FlatSymbolRefAttr name =
                invoke.getCallee() ? restored(*invoke.getCallee()) : nullptr)
          invoke.setCalleeAttr(name);
      } else if (auto address = dyn_cast<LLVM::AddressOfOp>(op)) {
        if (FlatSymbolRefAttr name = restored(address.getGlobalName()))
          address.setGlobalNameAttr(name);
      }
    });
  }
  for (const auto &entry : prepared.renamed) {
    auto fn = symbols.lookup<LLVM::LLVMFuncOp>(entry.getKey());
    if (!fn)
      continue;
    // A declaration made for a call kept as it is wins over the shadow.
    if (session.keptDeclarations.count(entry.getValue())) {
      fn.erase();
      continue;
    }
    fn.setSymName(entry.getValue());
  }
}

/// Attaches what Prepared recorded for globals and the module.
static void attachRecorded(ModuleOp module, SymbolTable &symbols,
                           const Prepared &prepared) {
  MLIRContext *context = module.getContext();
  for (const auto &entry : prepared.dllStorage)
    if (Operation *op = symbols.lookup(entry.getKey()))
      op->setAttr(GenXAttrNames::kDllStorage,
                  StringAttr::get(context, entry.getValue()));
  for (const auto &entry : prepared.unnamed)
    if (Operation *op = symbols.lookup(entry.getKey()))
      op->setAttr(GenXAttrNames::kUnnamed, UnitAttr::get(context));
  for (const auto &entry : prepared.globalMetadata)
    if (Operation *op = symbols.lookup(entry.getKey()))
      op->setAttr(GenXAttrNames::kMetadata, entry.getValue());
  for (const auto &entry : prepared.addrSpaces)
    if (Operation *op = symbols.lookup(entry.getKey()))
      op->setAttr(GenXAttrNames::kAddrSpace,
                  IntegerAttr::get(IntegerType::get(context, 32),
                                   entry.getValue()));
  if (!prepared.namedMetadata.empty()) {
    SmallVector<Attribute> texts;
    for (const std::string &text : prepared.namedMetadata)
      texts.push_back(StringAttr::get(context, text));
    module->setAttr(GenXAttrNames::kNamedMetadata,
                    ArrayAttr::get(context, texts));
  }
  // The exact layout string: the DLTI spec does not carry all of it. A
  // module without one gets none (not the default the stock import spells).
  if (prepared.dataLayout.empty())
    module->removeAttr(DLTIDialect::kDataLayoutAttrName);
  else
    module->setAttr(LLVM::LLVMDialect::getDataLayoutAttrName(),
                    StringAttr::get(context, prepared.dataLayout));
}

//===----------------------------------------------------------------------===//
// The import
//===----------------------------------------------------------------------===//

/// Places diagnostics of the stock import and of genx op verifiers at the
/// LLVM IR position they are about, names the function, and stops after
/// ImportSession::kMaxErrors errors.
static LogicalResult relocateDiagnostic(Diagnostic &diag,
                                        ImportSession &session) {
  if (session.isReporting() || diag.getSeverity() != DiagnosticSeverity::Error)
    return failure();
  if (session.hasStopped())
    return success();
  const llvm::Function *fn = session.currentInst
                                 ? session.currentInst->getFunction()
                                 : session.currentFunction;
  if (!fn)
    return failure();
  Location loc = diag.getLocation();
  if (session.currentInst)
    loc = session.getLocator().locate(*session.currentInst);
  else if (isa<UnknownLoc>(loc))
    loc = session.getLocator().locate(*fn);
  session.reportError(loc,
                      diag.str() + " (in function @" + fn->getName() + ")");
  return success();
}

static OwningOpRef<ModuleOp>
importModule(std::unique_ptr<llvm::Module> llvmModule, MLIRContext *context,
             const GenXImportOptions &options, SourceLocator &locator) {
  context->getOrLoadDialect<GenXDialect>();
  ImportSession session(context, options, locator);
  ImportSession::Activation active(session);
  session.setModule(llvmModule.get());

  checkIntrinsicCalls(*llvmModule, session);
  if (session.getNumErrors() || failed(verifyAndUpgrade(*llvmModule, session)))
    return {};
  Prepared prepared;
  if (failed(Preparer(*llvmModule, session, prepared).run()))
    return {};

  OwningOpRef<ModuleOp> module;
  {
    ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
      return relocateDiagnostic(diag, session);
    });
    module = translateLLVMIRToModule(std::move(llvmModule), context,
                                     /*emitExpensiveWarnings=*/false);
    session.setModule(nullptr);
  }
  if (!module || session.getNumErrors())
    return {};

  foldStructResults(session.structResults);
  SymbolTable symbols(*module);
  restoreNames(*module, symbols, prepared, session);
  attachRecorded(*module, symbols, prepared);
  if (failed(attachKernels(*module, symbols, prepared.kernels, locator)))
    return {};
  if (options.locateCalls)
    for (auto func : module->getOps<LLVM::LLVMFuncOp>())
      if (!func.isExternal() && isa<UnknownLoc>(func.getLoc()))
        func->setLoc(locator.locateDefinition(func.getName()));
  return module;
}

OwningOpRef<ModuleOp> mlir::genx::translateGenXLLVMIRToModule(
    std::unique_ptr<llvm::Module> llvmModule, MLIRContext *context,
    const GenXImportOptions &options) {
  SourceLocator locator(context, llvmModule->getSourceFileName(), nullptr);
  return importModule(std::move(llvmModule), context, options, locator);
}

OwningOpRef<ModuleOp>
mlir::genx::translateGenXLLVMIRFile(llvm::SourceMgr &sourceMgr,
                                    MLIRContext *context,
                                    const GenXImportOptions &options) {
  const llvm::MemoryBuffer &buffer =
      *sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  bool isText = !llvm::isBitcode(
      reinterpret_cast<const unsigned char *>(buffer.getBufferStart()),
      reinterpret_cast<const unsigned char *>(buffer.getBufferEnd()));
  SourceLocator locator(context, buffer.getBufferIdentifier(),
                        isText ? &buffer : nullptr);
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> module =
      parseModule(buffer, llvmContext, locator, context, isText);
  if (!module)
    return {};
  return importModule(std::move(module), context, options, locator);
}

void mlir::genx::registerGenXImportDialects(DialectRegistry &registry) {
  registry.insert<DLTIDialect, LLVM::LLVMDialect>();
  registerLLVMDialectImport(registry);
  registerGenXDialectTranslation(registry);
  registerGenXImportInterface(registry);
}
