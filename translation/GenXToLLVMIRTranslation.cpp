//===- GenXToLLVMIRTranslation.cpp - genx -> LLVM IR ----------------------===//
//
// One generic routine exports every genx op from its IntrinsicInfo: the
// mangled name, the declaration with the intrinsic's attributes, and the
// call. The kernel ABI lives in amendOperation on `genx.kernel`, as ROCDL
// does for `rocdl.kernel`; so does what the import kept verbatim in
// `genx.*` attributes (call-site attributes, metadata, DLL storage).
//
//===----------------------------------------------------------------------===//

#include "translation/GenXToLLVMIRTranslation.h"

#include "dialect/GenXDialect.h"
#include "translation/KernelMetadata.h"
#include "translation/VerbatimLLVM.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Operation.h"
#include "mlir/Target/LLVMIR/LLVMTranslationInterface.h"
#include "mlir/Target/LLVMIR/ModuleTranslation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

#include <atomic>

using namespace mlir;
using namespace mlir::genx;

/// Triple the GenX backend expects when the module names none.
static constexpr llvm::StringLiteral kGenXTriple = "genx64-unknown-unknown";

llvm::AttributeList
mlir::genx::getIntrinsicDeclarationAttrs(llvm::LLVMContext &context,
                                         const IntrinsicInfo &info) {
  llvm::AttrBuilder attrs(context);
  attrs.addAttribute(llvm::Attribute::NoUnwind);
  switch (info.getMemory()) {
  case IntrinsicMemory::None:
    attrs.addMemoryAttr(llvm::MemoryEffects::none());
    break;
  case IntrinsicMemory::Read:
    attrs.addMemoryAttr(llvm::MemoryEffects::readOnly());
    break;
  case IntrinsicMemory::Write:
    attrs.addMemoryAttr(llvm::MemoryEffects::writeOnly());
    break;
  case IntrinsicMemory::Unknown:
    break;
  }
  if (info.isConvergent())
    attrs.addAttribute(llvm::Attribute::Convergent);
  return llvm::AttributeList::get(context, llvm::AttributeList::FunctionIndex,
                                  attrs);
}

/// Declares `name` with the intrinsic's attributes, or checks an existing
/// declaration (one the module states itself) against the expected type.
static FailureOr<llvm::Function *>
getOrDeclareIntrinsic(Operation *op, llvm::Module &module, StringRef name,
                      llvm::FunctionType *type, const IntrinsicInfo &info) {
  if (llvm::Function *existing = module.getFunction(name)) {
    if (existing->getFunctionType() == type)
      return existing;
    std::string expected, actual;
    llvm::raw_string_ostream(expected) << *type;
    llvm::raw_string_ostream(actual) << *existing->getFunctionType();
    return op->emitOpError() << "needs " << name << " of type " << expected
                             << ", but the module declares it as " << actual;
  }
  auto *fn = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage,
                                    name, module);
  fn->setAttributes(getIntrinsicDeclarationAttrs(module.getContext(), info));
  return fn;
}

/// The LLVM type of an absent optional immediate, from its fixed code.
static llvm::Type *getImmediateType(const SignatureSlot &slot,
                                    llvm::LLVMContext &context) {
  unsigned width = llvm::StringSwitch<unsigned>(slot.code)
                       .Case("bool", 1)
                       .Case("char", 8)
                       .Case("short", 16)
                       .Case("long", 64)
                       .Default(32);
  return llvm::IntegerType::get(context, width);
}

/// The call's arguments in intrinsic order: operands, immediates as
/// constants (undef for an absent optional one).
static LogicalResult
collectArguments(IntrinsicOpInterface op, const IntrinsicInfo &info,
                 LLVM::ModuleTranslation &translation,
                 SmallVectorImpl<llvm::Value *> &args,
                 SmallVectorImpl<llvm::Type *> &paramTypes, bool &isVarArg) {
  llvm::LLVMContext &context = translation.getLLVMContext();
  unsigned nextOperand = 0;
  for (const SignatureSlot &slot : info.getArguments()) {
    if (slot.kind == SignatureSlot::Kind::VarArgs) {
      isVarArg = true;
      for (; nextOperand < op->getNumOperands(); ++nextOperand)
        args.push_back(translation.lookupValue(op->getOperand(nextOperand)));
      break;
    }
    if (slot.immediate) {
      std::optional<Attribute> attr = op->getInherentAttr(slot.name);
      auto value = attr ? dyn_cast_or_null<IntegerAttr>(*attr) : nullptr;
      if (!value && slot.optional) {
        llvm::Type *type = getImmediateType(slot, context);
        args.push_back(llvm::UndefValue::get(type));
        paramTypes.push_back(type);
        continue;
      }
      if (!value)
        return op->emitOpError()
               << "missing immediate '" << slot.name << "'";
      llvm::Type *type = translation.convertType(value.getType());
      args.push_back(llvm::ConstantInt::get(type, value.getValue()));
      paramTypes.push_back(type);
      continue;
    }
    llvm::Value *value = translation.lookupValue(op->getOperand(nextOperand++));
    args.push_back(value);
    paramTypes.push_back(value->getType());
  }
  return success();
}

/// Applies the call-site properties the import recorded on the op.
static void setCallProperties(Operation *op, llvm::CallInst &call) {
  if (auto tail = op->getAttrOfType<StringAttr>(GenXAttrNames::kTailCall))
    call.setTailCallKind(llvm::StringSwitch<llvm::CallInst::TailCallKind>(
                             tail.getValue())
                             .Case("tail", llvm::CallInst::TCK_Tail)
                             .Case("musttail", llvm::CallInst::TCK_MustTail)
                             .Case("notail", llvm::CallInst::TCK_NoTail)
                             .Default(llvm::CallInst::TCK_None));
  if (Attribute fmf = op->getAttr(GenXAttrNames::kFastMath))
    if (isa<llvm::FPMathOperator>(call))
      call.setFastMathFlags(getLLVMFastMathFlags(fmf));
}

static LogicalResult convertIntrinsicOp(IntrinsicOpInterface op,
                                        llvm::IRBuilderBase &builder,
                                        LLVM::ModuleTranslation &translation) {
  const IntrinsicInfo &info = op.getIntrinsicInfo();
  SmallVector<Type> resultTypes, argTypes, slotTypes;
  info.getCallTypes(op, resultTypes, argTypes);
  std::string error;
  if (failed(info.getOverloadTypes(resultTypes, argTypes, slotTypes, error)))
    return op->emitOpError() << error;

  SmallVector<llvm::Value *> args;
  SmallVector<llvm::Type *> paramTypes;
  bool isVarArg = false;
  if (failed(collectArguments(op, info, translation, args, paramTypes,
                              isVarArg)))
    return failure();

  llvm::LLVMContext &context = builder.getContext();
  llvm::Type *returnType;
  if (op->getNumResults() == 0) {
    returnType = llvm::Type::getVoidTy(context);
  } else if (op->getNumResults() == 1) {
    returnType = translation.convertType(op->getResult(0).getType());
  } else {
    SmallVector<llvm::Type *> elements;
    for (Type type : op->getResultTypes())
      elements.push_back(translation.convertType(type));
    returnType = llvm::StructType::get(context, elements);
  }

  llvm::Module &module = *builder.GetInsertBlock()->getModule();
  auto *fnType = llvm::FunctionType::get(returnType, paramTypes, isVarArg);
  auto callee = op->getAttrOfType<StringAttr>(GenXAttrNames::kCallee);
  FailureOr<llvm::Function *> fn = getOrDeclareIntrinsic(
      op, module,
      callee ? callee.getValue().str() : info.getMangledName(slotTypes), fnType,
      info);
  if (failed(fn))
    return failure();
  llvm::CallInst *call = builder.CreateCall(*fn, args);
  setCallProperties(op, *call);

  if (op->getNumResults() == 1) {
    translation.mapValue(op->getResult(0), call);
  } else {
    for (auto [index, result] : llvm::enumerate(op->getResults()))
      translation.mapValue(result, builder.CreateExtractValue(call, index));
  }
  return success();
}

/// Where `genx.kernel_order` puts the kernel `name`: its index there, or
/// after every listed kernel.
static size_t kernelRank(ArrayAttr order, StringRef name) {
  auto *it = llvm::find_if(order, [&](Attribute symbol) {
    return cast<FlatSymbolRefAttr>(symbol).getValue() == name;
  });
  return it - order.begin();
}

/// Appends `entry` to `!genx.kernels`, or with the module's
/// `genx.kernel_order`, inserts it before the first entry ranked after it
/// (kernels are translated in definition order).
static void addKernelEntry(llvm::NamedMDNode *kernels, llvm::MDNode *entry,
                           ModuleOp module) {
  auto order = module ? module->getAttrOfType<ArrayAttr>(
                            GenXDialect::getKernelOrderAttrName())
                      : ArrayAttr();
  if (!order)
    return kernels->addOperand(entry);
  auto rankOf = [&](llvm::MDNode *node) {
    auto *fn =
        llvm::mdconst::dyn_extract_or_null<llvm::Function>(node->getOperand(0));
    return kernelRank(order, fn ? fn->getName() : StringRef());
  };
  SmallVector<llvm::MDNode *> entries(kernels->operands());
  size_t rank = rankOf(entry);
  auto *at = llvm::find_if(
      entries, [&](llvm::MDNode *node) { return rankOf(node) > rank; });
  entries.insert(at, entry);
  kernels->clearOperands();
  for (llvm::MDNode *node : entries)
    kernels->addOperand(node);
}

/// Gives `fn` the GenX kernel ABI (unless the attribute says the function
/// states its own) and its `!genx.kernels` entry.
static LogicalResult emitKernel(LLVM::LLVMFuncOp func, llvm::Function *fn,
                                KernelAttr kernel, VerbatimParser &parser) {
  if (!kernel.getExplicitAbi()) {
    fn->setDLLStorageClass(llvm::GlobalValue::DLLExportStorageClass);
    fn->setCallingConv(llvm::CallingConv::SPIR_KERNEL);
    fn->addFnAttr("CMGenxMain");
  }
  llvm::Module &module = *fn->getParent();
  auto mlirModule = func->getParentOfType<ModuleOp>();
  if (module.getTargetTriple().empty() &&
      !(mlirModule &&
        mlirModule->hasAttr(LLVM::LLVMDialect::getTargetTripleAttrName())))
    module.setTargetTriple(llvm::Triple(kGenXTriple));
  std::string error;
  FailureOr<llvm::MDNode *> entry =
      buildKernelEntry(*fn, kernel, parser, error);
  if (failed(entry))
    return func.emitOpError() << "raw_operands of its "
                              << GenXDialect::getKernelAttrName()
                              << " are not one-operand LLVM metadata tuples"
                              << (error.empty() ? "" : ": ") << error;
  addKernelEntry(module.getOrInsertNamedMetadata("genx.kernels"), *entry,
                 mlirModule);
  return success();
}

/// The LLVM global an `llvm.func` or `llvm.mlir.global` became.
static llvm::GlobalObject *lookupGlobal(Operation *op,
                                        LLVM::ModuleTranslation &translation) {
  if (auto func = dyn_cast<LLVM::LLVMFuncOp>(op))
    return translation.lookupFunction(func.getName());
  if (auto global = dyn_cast<LLVM::GlobalOp>(op))
    return dyn_cast_or_null<llvm::GlobalObject>(translation.lookupGlobal(global));
  return nullptr;
}

/// The instruction of `instructions` that carries an op's call-site
/// properties and metadata: its call if it has one, else its last one.
static llvm::Instruction *
getMainInstruction(ArrayRef<llvm::Instruction *> instructions) {
  for (llvm::Instruction *inst : instructions)
    if (isa<llvm::CallBase>(inst))
      return inst;
  return instructions.empty() ? nullptr : instructions.back();
}

/// Attaches `genx.metadata` to a global object or an instruction.
static LogicalResult applyMetadata(Operation *op, DictionaryAttr kinds,
                                   llvm::GlobalObject *global,
                                   llvm::Instruction *inst,
                                   VerbatimParser &parser,
                                   llvm::LLVMContext &context) {
  for (NamedAttribute entry : kinds) {
    std::string error;
    auto text = dyn_cast<StringAttr>(entry.getValue());
    FailureOr<llvm::MDNode *> node = failure();
    if (text)
      node = parser.parseNode(text.getValue(), error);
    if (failed(node))
      return op->emitOpError()
             << "has " << GenXAttrNames::kMetadata << " '"
             << entry.getName().getValue() << "' that is not LLVM metadata"
             << (error.empty() ? "" : ": ") << error;
    unsigned kind = context.getMDKindID(entry.getName().getValue());
    if (global)
      global->setMetadata(kind, *node);
    else if (inst)
      inst->setMetadata(kind, *node);
  }
  return success();
}

namespace {
class GenXDialectLLVMIRTranslationInterface
    : public LLVMTranslationDialectInterface {
public:
  using LLVMTranslationDialectInterface::LLVMTranslationDialectInterface;

  LogicalResult
  convertOperation(Operation *op, llvm::IRBuilderBase &builder,
                   LLVM::ModuleTranslation &translation) const final {
    if (auto intrinsic = dyn_cast<IntrinsicOpInterface>(op))
      return convertIntrinsicOp(intrinsic, builder, translation);
    return op->emitError() << "no LLVM IR translation for " << op->getName();
  }

  LogicalResult
  amendOperation(Operation *op, ArrayRef<llvm::Instruction *> instructions,
                 NamedAttribute attribute,
                 LLVM::ModuleTranslation &translation) const final {
    StringRef name = attribute.getName().getValue();
    llvm::Module &module = *translation.getLLVMModule();
    if (name == GenXDialect::getKernelAttrName()) {
      auto func = dyn_cast<LLVM::LLVMFuncOp>(op);
      auto kernel = dyn_cast<KernelAttr>(attribute.getValue());
      if (!func || !kernel)
        return op->emitError() << "'" << name
                               << "' must be a #genx.kernel on an llvm.func";
      return emitKernel(func, translation.lookupFunction(func.getName()),
                        kernel, getParser(module));
    }
    if (name == GenXAttrNames::kDllStorage) {
      if (llvm::GlobalObject *global = lookupGlobal(op, translation))
        global->setDLLStorageClass(
            cast<StringAttr>(attribute.getValue()).getValue() == "dllimport"
                ? llvm::GlobalValue::DLLImportStorageClass
                : llvm::GlobalValue::DLLExportStorageClass);
      return success();
    }
    if (name == GenXAttrNames::kAddrSpace) {
      // The translation creates functions in the program address space; the
      // pointer type of the function is its address space. Its users so far
      // are calls and casts, which take a pointer of any address space.
      if (llvm::GlobalObject *fn = lookupGlobal(op, translation))
        fn->mutateType(llvm::PointerType::get(
            module.getContext(),
            cast<IntegerAttr>(attribute.getValue()).getInt()));
      return success();
    }
    if (name == GenXAttrNames::kMetadata) {
      llvm::GlobalObject *global = lookupGlobal(op, translation);
      return applyMetadata(op, cast<DictionaryAttr>(attribute.getValue()),
                           global, global ? nullptr : getMainInstruction(instructions),
                           getParser(module), module.getContext());
    }
    if (name == GenXAttrNames::kTailCall && !isa<IntrinsicOpInterface>(op)) {
      if (auto *call = dyn_cast_or_null<llvm::CallInst>(
              getMainInstruction(instructions)))
        setCallProperties(op, *call);
      return success();
    }
    if (name == GenXAttrNames::kCallAttrs) {
      auto *call = dyn_cast_or_null<llvm::CallBase>(
          getMainInstruction(instructions));
      std::string error;
      if (call && failed(getParser(module).applyCallAttrs(
                      cast<DictionaryAttr>(attribute.getValue()), *call,
                      error)))
        return op->emitOpError() << "has " << name
                                 << " that LLVM does not parse: " << error;
      return success();
    }
    // genx.target is read by passes, genx.kernel_order by emitKernel; the
    // callee, tail and fast-math flags of genx ops are read by
    // convertOperation; unnamed globals and named metadata are
    // finalizeGenXModule's.
    return success();
  }

private:
  /// The parser of verbatim text for `module`, made anew for each module.
  VerbatimParser &getParser(llvm::Module &module) const {
    llvm::LLVMContext &context = module.getContext();
    // A module and context may reuse the addresses of an earlier
    // translation's; a metadata kind registered for this parser tells.
    bool current = parser && parserModule == &module &&
                   parserContext == &context;
    if (current) {
      SmallVector<StringRef> kinds;
      context.getMDKindNames(kinds);
      current = parserKind < kinds.size() && kinds[parserKind] == parserTag;
    }
    if (!current) {
      static std::atomic<unsigned> generation{0};
      parser = std::make_unique<VerbatimParser>(module);
      parserModule = &module;
      parserContext = &context;
      parserTag = "genx.verbatim." + std::to_string(generation++);
      parserKind = context.getMDKindID(parserTag);
    }
    return *parser;
  }

  mutable std::unique_ptr<VerbatimParser> parser;
  mutable llvm::Module *parserModule = nullptr;
  mutable llvm::LLVMContext *parserContext = nullptr;
  mutable std::string parserTag;
  mutable unsigned parserKind = 0;
};
} // namespace

/// Whether `module` has debug info for which the version flag matters.
static bool hasDebugInfo(const llvm::Module &module) {
  if (module.getNamedMetadata("llvm.dbg.cu"))
    return true;
  return llvm::any_of(module, [](const llvm::Function &fn) {
    return fn.getSubprogram() != nullptr;
  });
}

/// Drops the "Debug Info Version" flag the translation adds on its own.
static void dropAddedDebugInfoFlag(Operation *module,
                                   llvm::Module &llvmModule) {
  bool asked = false;
  module->walk([&](LLVM::ModuleFlagsOp flags) {
    for (Attribute flag : flags.getFlags())
      if (auto entry = dyn_cast<LLVM::ModuleFlagAttr>(flag))
        asked |= entry.getKey() == "Debug Info Version";
  });
  if (asked || hasDebugInfo(llvmModule))
    return;
  llvm::NamedMDNode *flags = llvmModule.getModuleFlagsMetadata();
  if (!flags)
    return;
  SmallVector<llvm::MDNode *> kept;
  for (llvm::MDNode *flag : flags->operands()) {
    auto *key = flag->getNumOperands() > 1
                    ? dyn_cast_or_null<llvm::MDString>(flag->getOperand(1))
                    : nullptr;
    if (!key || key->getString() != "Debug Info Version")
      kept.push_back(flag);
  }
  flags->clearOperands();
  for (llvm::MDNode *flag : kept)
    flags->addOperand(flag);
  if (kept.empty())
    llvmModule.eraseNamedMetadata(flags);
}

LogicalResult mlir::genx::finalizeGenXModule(Operation *module,
                                             llvm::Module &llvmModule) {
  if (auto texts = module->getAttrOfType<ArrayAttr>(
          GenXAttrNames::kNamedMetadata)) {
    VerbatimParser parser(llvmModule);
    for (Attribute text : texts) {
      std::string error;
      if (failed(parser.addNamedMetadata(cast<StringAttr>(text).getValue(),
                                         error)))
        return module->emitError()
               << GenXAttrNames::kNamedMetadata
               << " holds text that is not LLVM named metadata: " << error;
    }
  }
  // Unnamed globals lose the names the import gave them, last: metadata
  // text refers to them by those names.
  for (Operation &op : module->getRegion(0).front()) {
    if (!op.hasAttr(GenXAttrNames::kUnnamed))
      continue;
    auto symbol = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    if (llvm::GlobalValue *global =
            symbol ? llvmModule.getNamedValue(symbol.getValue()) : nullptr)
      global->setName("");
  }
  dropAddedDebugInfoFlag(module, llvmModule);
  return success();
}

void mlir::genx::registerGenXDialectTranslation(DialectRegistry &registry) {
  registry.insert<GenXDialect>();
  registry.addExtension(+[](MLIRContext *context, GenXDialect *dialect) {
    dialect->addInterfaces<GenXDialectLLVMIRTranslationInterface>();
  });
}

void mlir::genx::registerGenXDialectTranslation(MLIRContext &context) {
  DialectRegistry registry;
  registerGenXDialectTranslation(registry);
  context.appendDialectRegistry(registry);
}
