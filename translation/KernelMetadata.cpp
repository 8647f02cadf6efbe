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
#include "llvm/ADT/StringSet.h"
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

/// An i32 operand.
static FailureOr<uint32_t> readInt(const llvm::MDOperand &op) {
  auto *value = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(op);
  if (!value || !value->getType()->isIntegerTy(32))
    return failure();
  return static_cast<uint32_t>(value->getZExtValue());
}

/// A tuple of i32 whose values satisfy `inRange`.
static FailureOr<SmallVector<int32_t>>
readIntList(const llvm::MDOperand &op,
            function_ref<bool(int32_t)> inRange = [](int32_t) { return true; }) {
  auto *list = dyn_cast_or_null<llvm::MDTuple>(op.get());
  if (!list)
    return failure();
  SmallVector<int32_t> values;
  for (const llvm::MDOperand &item : list->operands()) {
    auto *value = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(item);
    if (!value || !value->getType()->isIntegerTy(32) ||
        !inRange(static_cast<int32_t>(value->getSExtValue())))
      return failure();
    values.push_back(static_cast<int32_t>(value->getSExtValue()));
  }
  return values;
}

static FailureOr<SmallVector<StringAttr>>
readStringList(const llvm::MDOperand &op, MLIRContext *context) {
  auto *list = dyn_cast_or_null<llvm::MDTuple>(op.get());
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
/// Reads one entry: each field the attribute models when the operand has
/// its shape and range, else the operand as it is (raw_operands).
class EntryReader {
public:
  EntryReader(const llvm::MDNode &entry, unsigned index, MLIRContext *context,
              SourceLocator &locator, MetadataPrinter &printer)
      : entry(entry), index(index), context(context), locator(locator),
        printer(printer) {}

  FailureOr<ImportedKernel> read();

private:
  InFlightDiagnostic fail() {
    InFlightDiagnostic diag = emitError(locator.locateLine("!genx.kernels"))
                              << "!genx.kernels entry #" << index;
    if (fn)
      diag << " (kernel @" << fn->getName() << ")";
    diag << ": ";
    return diag;
  }
  /// Keeps operand `i` as it is.
  void keepRaw(unsigned i) {
    llvm::Metadata *op = entry.getOperand(i).get();
    raw.set(std::to_string(i),
            StringAttr::get(context, printer.print(*llvm::MDTuple::get(
                                         entry.getContext(), {op}))));
  }
  /// Operand `i` read by `read`, or kept raw.
  template <typename T>
  FailureOr<T> field(unsigned i, FailureOr<T> value) {
    if (failed(value))
      keepRaw(i);
    return value;
  }

  const llvm::MDNode &entry;
  unsigned index;
  MLIRContext *context;
  SourceLocator &locator;
  MetadataPrinter &printer;
  llvm::Function *fn = nullptr;
  NamedAttrList raw;
};
} // namespace

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
  StringAttr kernelName;
  if (auto *name = dyn_cast_or_null<llvm::MDString>(entry.getOperand(kName)))
    kernelName = name->getString() == fn->getName()
                     ? StringAttr()
                     : StringAttr::get(context, name->getString());
  else
    keepRaw(kName);
  auto kinds = field(kArgKinds, readIntList(entry.getOperand(kArgKinds),
                                            [](int32_t v) { return v >= 0; }));
  auto slmSize = field(kSlmSize, readInt(entry.getOperand(kSlmSize)));
  auto offsets = field(kArgOffsets, readIntList(entry.getOperand(kArgOffsets)));
  auto ioKinds = field(kArgIOKinds,
                       readIntList(entry.getOperand(kArgIOKinds), [](int32_t v) {
                         return v >= 0 && v <= 4;
                       }));
  auto descs =
      field(kArgDescs, readStringList(entry.getOperand(kArgDescs), context));
  auto nbarriers = field(kNBarrierCount,
                         readInt(entry.getOperand(kNBarrierCount)));
  std::optional<uint32_t> barriers;
  if (entry.getNumOperands() > kBarrierCount)
    if (auto value = field(kBarrierCount,
                           readInt(entry.getOperand(kBarrierCount)));
        succeeded(value))
      barriers = *value;
  for (unsigned i = kNumModeled, e = entry.getNumOperands(); i < e; ++i)
    keepRaw(i);

  size_t numArgs = fn->arg_size();
  auto list = [&](auto &value, auto defaultValue) {
    using T = decltype(defaultValue);
    return succeeded(value)
               ? orAbsent<T>(*value, numArgs, defaultValue)
               : std::optional<ArrayRef<T>>();
  };
  KernelAttr attr = KernelAttr::getChecked(
      [&] { return fail(); }, context, list(kinds, int32_t(0)),
      list(ioKinds, int32_t(0)), list(descs, StringAttr::get(context, "")),
      succeeded(slmSize) ? *slmSize : 0,
      succeeded(nbarriers) ? *nbarriers : 0, list(offsets, int32_t(0)),
      barriers, kernelName, !hasCanonicalABI(*fn),
      raw.empty() ? DictionaryAttr() : raw.getDictionary(context));
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
  llvm::StringSet<> seen;
  for (auto [index, entry] : llvm::enumerate(named->operands())) {
    FailureOr<ImportedKernel> kernel =
        EntryReader(*entry, index, context, locator, printer).read();
    if (failed(kernel))
      return failure();
    // IGC aborts on a kernel listed twice (measured with ocloc).
    if (!seen.insert(kernel->name).second)
      return emitError(locator.locateLine("!genx.kernels"))
             << "!genx.kernels entry #" << index << " (kernel @"
             << kernel->name
             << "): the kernel has an earlier entry; IGC aborts on a kernel "
                "listed twice: keep one";
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

/// Sets the module's kernel order when `!genx.kernels` lists the kernels in
/// another order than the module defines them (the export writes the
/// entries in definition order otherwise).
static void recordKernelOrder(ModuleOp module,
                              ArrayRef<ImportedKernel> kernels) {
  SmallVector<StringRef> defined;
  for (auto func : module.getOps<LLVM::LLVMFuncOp>())
    if (func->hasAttr(GenXDialect::getKernelAttrName()))
      defined.push_back(func.getName());
  auto listed =
      llvm::map_range(kernels, [](const ImportedKernel &kernel) -> StringRef {
        return kernel.name;
      });
  if (llvm::equal(defined, listed))
    return;
  SmallVector<Attribute> order;
  for (StringRef name : listed)
    order.push_back(FlatSymbolRefAttr::get(module.getContext(), name));
  module->setAttr(GenXDialect::getKernelOrderAttrName(),
                  ArrayAttr::get(module.getContext(), order));
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
  recordKernelOrder(module, kernels);
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
  if (DictionaryAttr raw = kernel.getRawOperands()) {
    for (NamedAttribute operand : raw) {
      unsigned index = 0;
      (void)operand.getName().getValue().getAsInteger(10, index);
      FailureOr<llvm::MDNode *> tuple = parser.parseNode(
          cast<StringAttr>(operand.getValue()).getValue(), error);
      if (failed(tuple) || (*tuple)->getNumOperands() != 1)
        return failure();
      if (index >= entry.size())
        entry.resize(index + 1, nullptr);
      entry[index] = (*tuple)->getOperand(0).get();
    }
  }
  return llvm::MDNode::get(context, entry);
}
