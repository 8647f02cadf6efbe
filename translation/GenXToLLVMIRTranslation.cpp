//===- GenXToLLVMIRTranslation.cpp - genx -> LLVM IR ----------------------===//
//
// One generic routine exports every genx op from its IntrinsicInfo: the
// mangled name, the declaration with the intrinsic's attributes, and the
// call. The kernel ABI lives in amendOperation on `genx.kernel`, as ROCDL
// does for `rocdl.kernel`.
//
//===----------------------------------------------------------------------===//

#include "translation/GenXToLLVMIRTranslation.h"

#include "dialect/GenXDialect.h"

#include "mlir/IR/Operation.h"
#include "mlir/Target/LLVMIR/LLVMTranslationInterface.h"
#include "mlir/Target/LLVMIR/ModuleTranslation.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir;
using namespace mlir::genx;

/// Triple the GenX backend expects when the module names none.
static constexpr llvm::StringLiteral kGenXTriple = "genx64-unknown-unknown";

/// Declares `name` with the intrinsic's attributes, or checks an existing
/// declaration against the expected type.
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
  fn->setDoesNotThrow();
  switch (info.getMemory()) {
  case IntrinsicMemory::None:
    fn->setDoesNotAccessMemory();
    break;
  case IntrinsicMemory::Read:
    fn->setOnlyReadsMemory();
    break;
  case IntrinsicMemory::Write:
    fn->setOnlyWritesMemory();
    break;
  case IntrinsicMemory::Unknown:
    break;
  }
  if (info.isConvergent())
    fn->setConvergent();
  return fn;
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

  // Arguments in intrinsic order: operands, immediates as constants.
  SmallVector<llvm::Value *> args;
  SmallVector<llvm::Type *> paramTypes;
  bool isVarArg = false;
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
  FailureOr<llvm::Function *> fn = getOrDeclareIntrinsic(
      op, module, info.getMangledName(slotTypes), fnType, info);
  if (failed(fn))
    return failure();
  llvm::CallInst *call = builder.CreateCall(*fn, args);

  if (op->getNumResults() == 1) {
    translation.mapValue(op->getResult(0), call);
  } else {
    for (auto [index, result] : llvm::enumerate(op->getResults()))
      translation.mapValue(result, builder.CreateExtractValue(call, index));
  }
  return success();
}

/// Gives `fn` the GenX kernel ABI and its `!genx.kernels` entry, in the
/// 8-operand layout of vc-intrinsics' KernelMDOp.
static void emitKernel(llvm::Function *fn, KernelAttr kernel) {
  fn->setDLLStorageClass(llvm::GlobalValue::DLLExportStorageClass);
  fn->setCallingConv(llvm::CallingConv::SPIR_KERNEL);
  fn->addFnAttr("CMGenxMain");

  llvm::Module &module = *fn->getParent();
  if (module.getTargetTriple().empty())
    module.setTargetTriple(llvm::Triple(kGenXTriple));

  llvm::LLVMContext &context = module.getContext();
  auto i32 = [&](uint32_t value) -> llvm::Metadata * {
    return llvm::ConstantAsMetadata::get(
        llvm::ConstantInt::get(llvm::Type::getInt32Ty(context), value));
  };
  auto orDefault = [](ArrayRef<int32_t> values, unsigned index) {
    return values.empty() ? 0 : values[index];
  };
  SmallVector<llvm::Metadata *> kinds, offsets, ioKinds, descs;
  for (unsigned i = 0, e = fn->arg_size(); i < e; ++i) {
    kinds.push_back(i32(orDefault(kernel.getArgKinds(), i)));
    offsets.push_back(i32(0));
    ioKinds.push_back(i32(orDefault(kernel.getIoKinds(), i)));
    StringRef desc =
        kernel.getArgDescs().empty() ? "" : kernel.getArgDescs()[i].getValue();
    descs.push_back(llvm::MDString::get(context, desc));
  }
  llvm::Metadata *entry[] = {
      llvm::ValueAsMetadata::get(fn),
      llvm::MDString::get(context, fn->getName()),
      llvm::MDNode::get(context, kinds),
      i32(kernel.getSlmSize()),
      llvm::MDNode::get(context, offsets),
      llvm::MDNode::get(context, ioKinds),
      llvm::MDNode::get(context, descs),
      i32(kernel.getNbarrierCount()),
  };
  module.getOrInsertNamedMetadata("genx.kernels")
      ->addOperand(llvm::MDNode::get(context, entry));
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
    if (attribute.getName() == GenXDialect::getKernelAttrName()) {
      auto func = dyn_cast<LLVM::LLVMFuncOp>(op);
      auto kernel = dyn_cast<KernelAttr>(attribute.getValue());
      if (!func || !kernel)
        return op->emitError() << "'" << attribute.getName().getValue()
                               << "' must be a #genx.kernel on an llvm.func";
      emitKernel(translation.lookupFunction(func.getName()), kernel);
    }
    // genx.target is read by passes; it has no LLVM IR form.
    return success();
  }
};
} // namespace

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
