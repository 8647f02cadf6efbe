//===- GenXImport.cpp - LLVM IR with llvm.genx.* -> genx ------------------===//
//
// The stock import turns calls to `llvm.genx.*` into `llvm.call_intrinsic`
// (they have no LLVM intrinsic ID). This import runs it, then maps each such
// call back to its genx op through the dialect's name-keyed intrinsic table,
// and restores the kernel ABI from `!genx.kernels`, read from the
// llvm::Module before the stock import drops it.
//
//===----------------------------------------------------------------------===//

#include "translation/GenXImport.h"

#include "dialect/GenXDialect.h"
#include "translation/GenXToLLVMIRTranslation.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Import.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::genx;

static constexpr llvm::StringLiteral kGenXPrefix = "llvm.genx.";

//===----------------------------------------------------------------------===//
// !genx.kernels
//===----------------------------------------------------------------------===//

namespace {
struct ImportedKernel {
  std::string name;
  KernelAttr attr;
};
} // namespace

/// Reads the i32 list operand `index` of a kernel entry.
static FailureOr<SmallVector<int32_t>> readIntList(const llvm::MDNode *entry,
                                                   unsigned index) {
  auto *list = dyn_cast_or_null<llvm::MDNode>(entry->getOperand(index).get());
  if (!list)
    return failure();
  SmallVector<int32_t> values;
  for (const llvm::MDOperand &op : list->operands()) {
    auto *value = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(op);
    if (!value)
      return failure();
    values.push_back(value->getSExtValue());
  }
  return values;
}

static FailureOr<uint32_t> readInt(const llvm::MDNode *entry, unsigned index) {
  auto *value = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(
      entry->getOperand(index));
  if (!value)
    return failure();
  return value->getZExtValue();
}

/// Decodes `!genx.kernels` (vc-intrinsics' KernelMDOp layout, 8 or more
/// operands) and removes it from the module.
static FailureOr<SmallVector<ImportedKernel>>
readKernels(llvm::Module &module, MLIRContext *context, Location loc) {
  SmallVector<ImportedKernel> kernels;
  llvm::NamedMDNode *named = module.getNamedMetadata("genx.kernels");
  if (!named)
    return kernels;
  for (auto [index, entry] : llvm::enumerate(named->operands())) {
    auto fail = [&, index = index](const Twine &what) {
      return emitError(loc) << "!genx.kernels entry #" << index << ": " << what;
    };
    if (entry->getNumOperands() < 8)
      return fail("has " + Twine(entry->getNumOperands()) +
                  " operands; the GenX backend needs 8 (function, name, arg "
                  "kinds, SLM size, arg offsets, arg I/O kinds, arg "
                  "descriptors, named-barrier count)");
    auto *fn = llvm::mdconst::dyn_extract_or_null<llvm::Function>(
        entry->getOperand(0));
    if (!fn)
      return fail("operand 0 is not a function");
    FailureOr<SmallVector<int32_t>> kinds = readIntList(entry, 2);
    FailureOr<SmallVector<int32_t>> ioKinds = readIntList(entry, 5);
    FailureOr<uint32_t> slmSize = readInt(entry, 3);
    FailureOr<uint32_t> nbarriers = readInt(entry, 7);
    auto *descList = dyn_cast_or_null<llvm::MDNode>(entry->getOperand(6).get());
    if (failed(kinds) || failed(ioKinds) || failed(slmSize) ||
        failed(nbarriers) || !descList)
      return fail("malformed operands for kernel @" + fn->getName());
    SmallVector<StringAttr> descs;
    for (const llvm::MDOperand &op : descList->operands()) {
      auto *str = dyn_cast_or_null<llvm::MDString>(op.get());
      if (!str)
        return fail("argument descriptor of @" + fn->getName() +
                    " is not a string");
      descs.push_back(StringAttr::get(context, str->getString()));
    }
    size_t numArgs = fn->arg_size();
    if (kinds->size() != numArgs || ioKinds->size() != numArgs ||
        descs.size() != numArgs)
      return fail("argument lists of @" + fn->getName() + " do not match its " +
                  Twine(numArgs) + " arguments");
    // Canonical form: all-default lists are omitted.
    auto orEmpty = [](SmallVector<int32_t> &values) -> ArrayRef<int32_t> {
      return llvm::all_of(values, [](int32_t v) { return v == 0; })
                 ? ArrayRef<int32_t>()
                 : ArrayRef<int32_t>(values);
    };
    ArrayRef<StringAttr> descRef = descs;
    if (llvm::all_of(descs, [](StringAttr s) { return s.getValue().empty(); }))
      descRef = {};
    kernels.push_back(
        {fn->getName().str(),
         KernelAttr::get(context, orEmpty(*kinds), orEmpty(*ioKinds), descRef,
                         *slmSize, *nbarriers)});
  }
  module.eraseNamedMetadata(named);
  return kernels;
}

static LogicalResult attachKernels(ModuleOp module,
                                   ArrayRef<ImportedKernel> kernels) {
  for (const ImportedKernel &kernel : kernels) {
    auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(kernel.name);
    if (!func)
      return module.emitError() << "!genx.kernels names @" << kernel.name
                                << ", which the module does not define";
    func->setAttr(GenXDialect::getKernelAttrName(), kernel.attr);
    // These are implied by genx.kernel and re-emitted by the export.
    func.setCConv(LLVM::CConv::C);
    if (ArrayAttr passthrough = func.getPassthroughAttr()) {
      SmallVector<Attribute> kept;
      for (Attribute attr : passthrough)
        if (auto str = dyn_cast<StringAttr>(attr);
            !str || str.getValue() != "CMGenxMain")
          kept.push_back(attr);
      if (kept.empty())
        func.removePassthroughAttr();
      else
        func.setPassthroughAttr(ArrayAttr::get(module.getContext(), kept));
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// llvm.genx.* calls
//===----------------------------------------------------------------------===//

/// Splits an intrinsic's return type into result types.
static SmallVector<Type> getResultTypes(Type returnType) {
  if (!returnType || isa<LLVM::LLVMVoidType>(returnType))
    return {};
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(returnType))
    return llvm::to_vector(structType.getBody());
  return {returnType};
}

/// Whether `info` describes a call with these types whose mangled name is
/// `callee`.
static bool matchesCall(const IntrinsicInfo &info, StringRef callee,
                        TypeRange resultTypes, TypeRange argTypes) {
  size_t numFixed = info.getArguments().size() - (info.hasVarArgs() ? 1 : 0);
  if (resultTypes.size() != info.getResults().size() ||
      (info.hasVarArgs() ? argTypes.size() < numFixed
                         : argTypes.size() != numFixed))
    return false;
  SmallVector<Type> slotTypes;
  std::string error;
  if (failed(info.getOverloadTypes(resultTypes, argTypes, slotTypes, error)))
    return false;
  return info.getMangledName(slotTypes) == callee;
}

namespace {
/// Replaces the calls of one module.
class CallImporter {
public:
  CallImporter(ModuleOp module, const GenXImportOptions &options)
      : module(module), options(options),
        dialect(module.getContext()->getLoadedDialect<GenXDialect>()) {}

  LogicalResult run() {
    SmallVector<Operation *> calls;
    module.walk([&](Operation *op) {
      if (!getGenXCallee(op).empty())
        calls.push_back(op);
    });
    bool failedAny = false;
    for (Operation *call : calls)
      failedAny |= failed(importCall(call));
    eraseUnusedDeclarations();
    return failure(failedAny);
  }

private:
  /// The `llvm.genx.*` callee of a call_intrinsic or direct call.
  static StringRef getGenXCallee(Operation *op) {
    StringRef callee;
    if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op))
      callee = call.getIntrin();
    else if (auto call = dyn_cast<LLVM::CallOp>(op))
      callee = call.getCallee().value_or("");
    return callee.starts_with(kGenXPrefix) ? callee : StringRef();
  }

  LogicalResult importCall(Operation *call) {
    StringRef callee = getGenXCallee(call);
    SmallVector<Type> resultTypes = getResultTypes(
        call->getNumResults() ? call->getResult(0).getType() : Type());
    SmallVector<Type> argTypes = llvm::to_vector(call->getOperandTypes());

    // Longest known base name first: `llvm.genx.lsc.load.slm` before
    // `llvm.genx.lsc.load`.
    const IntrinsicInfo *known = nullptr;
    StringRef base = callee;
    while (base.size() > kGenXPrefix.size()) {
      if (const IntrinsicInfo *info = dialect->lookupIntrinsic(base)) {
        known = known ? known : info;
        if (matchesCall(*info, callee, resultTypes, argTypes))
          return replaceCall(call, *info, resultTypes);
      }
      base = base.take_front(base.rfind('.'));
    }
    if (options.keepUnknownIntrinsics)
      return keepAsCall(call, callee);
    InFlightDiagnostic diag = call->emitError();
    if (known)
      diag << "call to '" << callee << "' does not match the signature of "
           << known->getIntrinsicName() << ": " << known->getSignatureString()
           << ", mangled by its overloaded "
           << "types";
    else
      diag << "unknown GenX intrinsic '" << callee << "'";
    diag.attachNote() << "pass --genx-keep-unknown-intrinsics to keep such "
                         "calls as plain llvm.call";
    return failure();
  }

  LogicalResult replaceCall(Operation *call, const IntrinsicInfo &info,
                            ArrayRef<Type> resultTypes) {
    OpBuilder builder(call);
    OperationState state(call->getLoc(), info.getOperationName());
    unsigned index = 0;
    for (const SignatureSlot &slot : info.getArguments()) {
      if (slot.kind == SignatureSlot::Kind::VarArgs) {
        state.addOperands(call->getOperands().drop_front(index));
        break;
      }
      Value operand = call->getOperand(index++);
      if (!slot.immediate) {
        state.addOperands(operand);
        continue;
      }
      APInt value;
      if (!matchPattern(operand, m_ConstantInt(&value)))
        return call->emitError()
               << "argument " << index - 1 << " (" << slot.name << ") of '"
               << getGenXCallee(call) << "' must be a constant";
      if (!slot.enumCases.empty() &&
          slot.getEnumKeyword(value.getSExtValue()).empty())
        return call->emitError()
               << "argument " << index - 1 << " (" << slot.name << ") of '"
               << getGenXCallee(call) << "' is " << value.getSExtValue()
               << ", which is none of " << slot.describeEnumCases();
      state.addAttribute(slot.name,
                         builder.getIntegerAttr(operand.getType(), value));
    }
    state.addTypes(resultTypes);
    Operation *op = builder.create(state);
    if (failed(verify(op))) {
      op->erase();
      return failure();
    }
    llvm::SetVector<Value> operands(llvm::from_range, call->getOperands());
    replaceResults(call, op);
    // Constants that became immediates may now be dead.
    for (Value operand : operands)
      if (Operation *def = operand.getDefiningOp();
          def && isa<LLVM::ConstantOp>(def) && def->use_empty())
        def->erase();
    return success();
  }

  /// Maps the call's (possibly struct) result onto the op's results.
  void replaceResults(Operation *call, Operation *op) {
    if (call->getNumResults() == 0) {
      call->erase();
      return;
    }
    Value result = call->getResult(0);
    if (op->getNumResults() == 1) {
      result.replaceAllUsesWith(op->getResult(0));
      call->erase();
      return;
    }
    for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
      auto extract = dyn_cast<LLVM::ExtractValueOp>(use.getOwner());
      if (!extract || extract.getPosition().size() != 1)
        continue;
      extract.getResult().replaceAllUsesWith(
          op->getResult(extract.getPosition()[0]));
      extract.erase();
    }
    if (!result.use_empty()) {
      // Other users see the struct, rebuilt from the results. The undef goes
      // where the stock import puts constants: first in the entry block.
      OpBuilder builder(call);
      Block &entry = call->getParentRegion()->front();
      builder.setInsertionPointToStart(&entry);
      Value aggregate =
          LLVM::UndefOp::create(builder, call->getLoc(), result.getType());
      builder.setInsertionPoint(call);
      for (auto [index, value] : llvm::enumerate(op->getResults()))
        aggregate = LLVM::InsertValueOp::create(builder, call->getLoc(),
                                                aggregate, value, index);
      result.replaceAllUsesWith(aggregate);
    }
    call->erase();
  }

  LogicalResult keepAsCall(Operation *call, StringRef callee) {
    if (isa<LLVM::CallOp>(call))
      return success();
    OpBuilder builder(call);
    auto fn = module.lookupSymbol<LLVM::LLVMFuncOp>(callee);
    if (!fn) {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToStart(module.getBody());
      Type returnType = call->getNumResults()
                            ? call->getResult(0).getType()
                            : LLVM::LLVMVoidType::get(module.getContext());
      fn = LLVM::LLVMFuncOp::create(
          builder, call->getLoc(), callee,
          LLVM::LLVMFunctionType::get(
              returnType, llvm::to_vector(call->getOperandTypes())));
    }
    auto newCall =
        LLVM::CallOp::create(builder, call->getLoc(), fn, call->getOperands());
    call->replaceAllUsesWith(newCall);
    call->erase();
    return success();
  }

  /// Drops the `llvm.genx.*` declarations the stock import left, once no
  /// call refers to them.
  void eraseUnusedDeclarations() {
    for (auto fn :
         llvm::make_early_inc_range(module.getOps<LLVM::LLVMFuncOp>()))
      if (fn.isExternal() && fn.getName().starts_with(kGenXPrefix) &&
          SymbolTable::symbolKnownUseEmpty(fn, module))
        fn.erase();
  }

  ModuleOp module;
  const GenXImportOptions &options;
  GenXDialect *dialect;
};
} // namespace

OwningOpRef<ModuleOp> mlir::genx::translateGenXLLVMIRToModule(
    std::unique_ptr<llvm::Module> llvmModule, MLIRContext *context,
    const GenXImportOptions &options) {
  context->getOrLoadDialect<GenXDialect>();
  Location loc = FileLineColLoc::get(context, llvmModule->getSourceFileName(),
                                     /*line=*/0, /*column=*/0);
  FailureOr<SmallVector<ImportedKernel>> kernels =
      readKernels(*llvmModule, context, loc);
  if (failed(kernels))
    return {};
  // What the export adds by itself is not imported, so that export ->
  // import -> export is a fixed point: the default data layout the stock
  // import spells out, and the debug-info version flag.
  bool hasDataLayout = !llvmModule->getDataLayoutStr().empty();
  bool onlyDebugInfoFlag = false;
  if (llvm::NamedMDNode *flags = llvmModule->getModuleFlagsMetadata())
    onlyDebugInfoFlag = flags->getNumOperands() == 1 &&
                        llvmModule->getModuleFlag("Debug Info Version");
  OwningOpRef<ModuleOp> module =
      translateLLVMIRToModule(std::move(llvmModule), context,
                              /*emitExpensiveWarnings=*/false);
  if (!module)
    return {};
  if (!hasDataLayout)
    (*module)->removeAttr(DLTIDialect::kDataLayoutAttrName);
  if (onlyDebugInfoFlag)
    for (auto flags :
         llvm::make_early_inc_range(module->getOps<LLVM::ModuleFlagsOp>()))
      flags.erase();
  if (failed(CallImporter(*module, options).run()) ||
      failed(attachKernels(*module, *kernels)) || failed(verify(*module)))
    return {};
  return module;
}

OwningOpRef<ModuleOp>
mlir::genx::translateGenXLLVMIRFile(llvm::SourceMgr &sourceMgr,
                                    MLIRContext *context,
                                    const GenXImportOptions &options) {
  llvm::SMDiagnostic error;
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> module =
      llvm::parseIR(*sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID()),
                    error, llvmContext);
  if (!module) {
    std::string message;
    llvm::raw_string_ostream os(message);
    error.print(/*ProgName=*/"", os);
    emitError(UnknownLoc::get(context)) << message;
    return {};
  }
  return translateGenXLLVMIRToModule(std::move(module), context, options);
}

void mlir::genx::registerGenXImportDialects(DialectRegistry &registry) {
  registry.insert<DLTIDialect, LLVM::LLVMDialect>();
  registerGenXDialectTranslation(registry);
}
