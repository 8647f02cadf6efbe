//===- KernelMetadata.cpp - !genx.kernels <-> #genx.kernel ----------------===//
//
// vc-intrinsics' KernelMDOp layout of a `!genx.kernels` entry: 0 function,
// 1 name, 2 argument kinds, 3 SLM size, 4 argument offsets, 5 argument I/O
// kinds, 6 argument descriptors, 7 named-barrier count, 8 barrier count
// (newer vc-intrinsics only).
//
//===----------------------------------------------------------------------===//

#include "translation/KernelMetadata.h"

#include "translation/ImportSession.h"
#include "translation/VerbatimLLVM.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace mlir;
using namespace mlir::genx;

namespace {
enum KernelMDOp : unsigned {
  kFunction,
  kName,
  kArgKinds,
  kSlmSize,
  kArgOffsets,
  kArgIOKinds,
  kArgDescs,
  kNBarrierCount,
  kBarrierCount,
  kNumModeled,
};
} // namespace

//===----------------------------------------------------------------------===//
// Reading
//===----------------------------------------------------------------------===//

static FailureOr<uint32_t> readInt(const llvm::MDOperand &op) {
  auto *value = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(op);
  if (!value || !value->getValue().isIntN(32))
    return failure();
  return static_cast<uint32_t>(value->getZExtValue());
}

static FailureOr<SmallVector<int32_t>> readIntList(const llvm::MDOperand &op) {
  auto *list = dyn_cast_or_null<llvm::MDNode>(op.get());
  if (!list)
    return failure();
  SmallVector<int32_t> values;
  for (const llvm::MDOperand &item : list->operands()) {
    auto *value = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(item);
    if (!value || (!value->getValue().isSignedIntN(32) &&
                   !value->getValue().isIntN(32)))
      return failure();
    values.push_back(static_cast<int32_t>(value->getSExtValue()));
  }
  return values;
}

static FailureOr<SmallVector<StringAttr>>
readStringList(const llvm::MDOperand &op, MLIRContext *context) {
  auto *list = dyn_cast_or_null<llvm::MDNode>(op.get());
  if (!list)
    return failure();
  SmallVector<StringAttr> values;
  for (const llvm::MDOperand &item : list->operands()) {
    auto *str = dyn_cast_or_null<llvm::MDString>(item.get());
    if (!str)
      return failure();
    values.push_back(StringAttr::get(context, str->getString()));
  }
  return values;
}

/// `list`, or nothing when it is what the export writes by default.
template <typename T>
static std::optional<ArrayRef<T>> orAbsent(ArrayRef<T> list, size_t numArgs,
                                           T defaultValue) {
  if (list.size() == numArgs &&
      llvm::all_of(list, [&](const T &v) { return v == defaultValue; }))
    return std::nullopt;
  return list;
}

/// Whether the function has the kernel ABI the attribute implies.
static bool hasCanonicalABI(const llvm::Function &fn) {
  return fn.hasDLLExportStorageClass() &&
         fn.getCallingConv() == llvm::CallingConv::SPIR_KERNEL &&
         fn.hasFnAttribute("CMGenxMain");
}

namespace {
/// Reads one entry.
class EntryReader {
public:
  EntryReader(const llvm::MDNode &entry, unsigned index, MLIRContext *context,
              Location loc, MetadataPrinter &printer)
      : entry(entry), index(index), context(context), loc(loc),
        printer(printer) {}

  FailureOr<ImportedKernel> read();

private:
  InFlightDiagnostic fail() {
    InFlightDiagnostic diag = emitError(loc)
                              << "!genx.kernels entry #" << index << ": ";
    if (fn)
      diag << "(kernel @" << fn->getName() << ") ";
    return diag;
  }
  StringAttr readExtraOperands();

  const llvm::MDNode &entry;
  unsigned index;
  MLIRContext *context;
  Location loc;
  MetadataPrinter &printer;
  llvm::Function *fn = nullptr;
};
} // namespace

StringAttr EntryReader::readExtraOperands() {
  if (entry.getNumOperands() <= kNumModeled)
    return {};
  SmallVector<llvm::Metadata *> extra;
  for (unsigned i = kNumModeled, e = entry.getNumOperands(); i < e; ++i)
    extra.push_back(entry.getOperand(i).get());
  return StringAttr::get(
      context, printer.print(*llvm::MDTuple::get(entry.getContext(), extra)));
}

FailureOr<ImportedKernel> EntryReader::read() {
  if (entry.getNumOperands() > kFunction)
    fn = llvm::mdconst::dyn_extract_or_null<llvm::Function>(
        entry.getOperand(kFunction));
  if (entry.getNumOperands() < kBarrierCount) {
    fail() << "has " << entry.getNumOperands()
           << " operands; the GenX backend needs 8 (function, name, arg "
              "kinds, SLM size, arg offsets, arg I/O kinds, arg descriptors, "
              "named-barrier count)";
    return failure();
  }
  if (!fn) {
    fail() << "operand 0 is not a function";
    return failure();
  }
  auto *name = dyn_cast_or_null<llvm::MDString>(entry.getOperand(kName).get());
  FailureOr<SmallVector<int32_t>> kinds = readIntList(entry.getOperand(kArgKinds));
  FailureOr<uint32_t> slmSize = readInt(entry.getOperand(kSlmSize));
  FailureOr<SmallVector<int32_t>> offsets =
      readIntList(entry.getOperand(kArgOffsets));
  FailureOr<SmallVector<int32_t>> ioKinds =
      readIntList(entry.getOperand(kArgIOKinds));
  FailureOr<SmallVector<StringAttr>> descs =
      readStringList(entry.getOperand(kArgDescs), context);
  FailureOr<uint32_t> nbarriers = readInt(entry.getOperand(kNBarrierCount));
  std::optional<uint32_t> barriers;
  if (entry.getNumOperands() > kBarrierCount) {
    FailureOr<uint32_t> value = readInt(entry.getOperand(kBarrierCount));
    if (failed(value)) {
      fail() << "operand 8 (barrier count) is not an i32";
      return failure();
    }
    barriers = *value;
  }
  if (!name || failed(kinds) || failed(slmSize) || failed(offsets) ||
      failed(ioKinds) || failed(descs) || failed(nbarriers)) {
    fail() << "malformed operands: expected a name string, i32 lists of "
              "argument kinds, offsets and I/O kinds, a string list of "
              "descriptors, and i32 SLM size and named-barrier count";
    return failure();
  }
  size_t numArgs = fn->arg_size();
  StringAttr kernelName;
  if (name->getString() != fn->getName())
    kernelName = StringAttr::get(context, name->getString());
  KernelAttr attr = KernelAttr::getChecked(
      [&] { return fail(); }, context, orAbsent<int32_t>(*kinds, numArgs, 0),
      orAbsent<int32_t>(*ioKinds, numArgs, 0),
      orAbsent<StringAttr>(*descs, numArgs, StringAttr::get(context, "")),
      *slmSize, *nbarriers, orAbsent<int32_t>(*offsets, numArgs, 0), barriers,
      kernelName, !hasCanonicalABI(*fn), readExtraOperands());
  if (!attr || failed(attr.verifyArgumentCount([&] { return fail(); },
                                               numArgs)))
    return failure();
  return ImportedKernel{fn->getName().str(), attr};
}

FailureOr<SmallVector<ImportedKernel>>
mlir::genx::readKernels(llvm::Module &module, MLIRContext *context,
                        SourceLocator &locator, MetadataPrinter &printer) {
  SmallVector<ImportedKernel> kernels;
  llvm::NamedMDNode *named = module.getNamedMetadata("genx.kernels");
  if (!named)
    return kernels;
  for (auto [index, entry] : llvm::enumerate(named->operands())) {
    FailureOr<ImportedKernel> kernel =
        EntryReader(*entry, index, context, locator.locateLine("!genx.kernels"),
                    printer)
            .read();
    if (failed(kernel))
      return failure();
    kernels.push_back(std::move(*kernel));
  }
  return kernels;
}

//===----------------------------------------------------------------------===//
// Attaching
//===----------------------------------------------------------------------===//

/// Removes "CMGenxMain", which the kernel attribute implies.
static void removeKernelMainAttr(LLVM::LLVMFuncOp func) {
  ArrayAttr passthrough = func.getPassthroughAttr();
  if (!passthrough)
    return;
  SmallVector<Attribute> kept;
  for (Attribute attr : passthrough)
    if (auto str = dyn_cast<StringAttr>(attr);
        !str || str.getValue() != "CMGenxMain")
      kept.push_back(attr);
  if (kept.empty())
    func.removePassthroughAttr();
  else
    func.setPassthroughAttr(ArrayAttr::get(func.getContext(), kept));
}

LogicalResult mlir::genx::attachKernels(ModuleOp module, SymbolTable &symbols,
                                        ArrayRef<ImportedKernel> kernels,
                                        SourceLocator &locator) {
  for (const ImportedKernel &kernel : kernels) {
    auto func = symbols.lookup<LLVM::LLVMFuncOp>(kernel.name);
    if (!func)
      return emitError(locator.locateLine("!genx.kernels"))
             << "!genx.kernels names @" << kernel.name
             << ", which the module does not define";
    // Kernel ABI errors point at the kernel's definition.
    if (isa<UnknownLoc>(func.getLoc()))
      func->setLoc(locator.locateDefinition(kernel.name));
    func->setAttr(GenXDialect::getKernelAttrName(), kernel.attr);
    if (kernel.attr.getExplicitAbi())
      continue;
    func.setCConv(LLVM::CConv::C);
    removeKernelMainAttr(func);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Building
//===----------------------------------------------------------------------===//

FailureOr<llvm::MDNode *> mlir::genx::buildKernelEntry(llvm::Function &fn,
                                                       KernelAttr kernel,
                                                       VerbatimParser &parser,
                                                       std::string &error) {
  llvm::LLVMContext &context = fn.getContext();
  auto i32 = [&](uint32_t value) -> llvm::Metadata * {
    return llvm::ConstantAsMetadata::get(
        llvm::ConstantInt::get(llvm::Type::getInt32Ty(context), value));
  };
  size_t numArgs = fn.arg_size();
  auto intList = [&](std::optional<ArrayRef<int32_t>> list) {
    SmallVector<llvm::Metadata *> items;
    for (size_t i = 0, e = list ? list->size() : numArgs; i < e; ++i)
      items.push_back(i32(KernelAttr::getOrDefault(list, i)));
    return llvm::MDNode::get(context, items);
  };
  SmallVector<llvm::Metadata *> descs;
  std::optional<ArrayRef<StringAttr>> descList = kernel.getArgDescs();
  for (size_t i = 0, e = descList ? descList->size() : numArgs; i < e; ++i)
    descs.push_back(llvm::MDString::get(
        context, descList ? (*descList)[i].getValue() : StringRef()));
  StringRef name = kernel.getName() ? kernel.getName().getValue()
                                    : fn.getName();
  SmallVector<llvm::Metadata *> entry = {
      llvm::ValueAsMetadata::get(&fn),
      llvm::MDString::get(context, name),
      intList(kernel.getArgKinds()),
      i32(kernel.getSlmSize()),
      intList(kernel.getArgOffsets()),
      intList(kernel.getIoKinds()),
      llvm::MDNode::get(context, descs),
      i32(kernel.getNbarrierCount()),
  };
  if (std::optional<uint32_t> barriers = kernel.getBarrierCount())
    entry.push_back(i32(*barriers));
  if (StringAttr extra = kernel.getExtraOperands()) {
    FailureOr<llvm::MDNode *> tuple = parser.parseNode(extra, error);
    if (failed(tuple))
      return failure();
    llvm::append_range(entry, llvm::map_range((*tuple)->operands(),
                                              [](const llvm::MDOperand &op) {
                                                return op.get();
                                              }));
  }
  return llvm::MDNode::get(context, entry);
}
