//===- ImportCalls.cpp - llvm.genx.* calls -> genx ops --------------------===//
//
// The LLVM import dialect interface of genx. `llvm.genx.*` functions have no
// LLVM intrinsic ID, so the stock import hands every call to such a function
// to the interface that claims intrinsic ID 0; this one builds the genx op
// right there, from the call instruction itself: its types select the op's
// overload, constant arguments become the op's immediates, and what the op
// does not model (an unusual spelling of the name, the tail marker,
// call-site attributes) is kept in `genx.*` attributes for the export.
//
// The interface also claims every metadata kind the LLVM dialect does not
// import, and keeps such attachments as text (`genx.metadata`).
//
//===----------------------------------------------------------------------===//

#include "translation/ImportSession.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Target/LLVMIR/LLVMImportInterface.h"
#include "mlir/Target/LLVMIR/ModuleImport.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

using namespace mlir;
using namespace mlir::genx;

static constexpr llvm::StringLiteral kKeepUnknownNote =
    "pass --genx-keep-unknown-intrinsics to keep such calls as plain "
    "llvm.call";

/// Splits an intrinsic's return type into result types.
static SmallVector<Type> getResultTypes(Type returnType) {
  if (!returnType || isa<LLVM::LLVMVoidType>(returnType))
    return {};
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(returnType))
    return llvm::to_vector(structType.getBody());
  return {returnType};
}

/// Checks arity and "same type as slot N"; explains a mismatch in `why`.
static bool matchesSignature(const IntrinsicInfo &info, TypeRange resultTypes,
                             TypeRange argTypes, SmallVectorImpl<Type> &slots,
                             std::string &why) {
  size_t numFixed = info.getArguments().size() - (info.hasVarArgs() ? 1 : 0);
  if (resultTypes.size() != info.getResults().size()) {
    why = "it has " + std::to_string(resultTypes.size()) + " results, not " +
          std::to_string(info.getResults().size());
    return false;
  }
  if (info.hasVarArgs() ? argTypes.size() < numFixed
                        : argTypes.size() != numFixed) {
    why = "it has " + std::to_string(argTypes.size()) + " arguments, not " +
          std::to_string(numFixed);
    return false;
  }
  return succeeded(info.getOverloadTypes(resultTypes, argTypes, slots, why));
}

namespace {
/// Imports one `llvm.genx.*` call.
class CallImporter {
public:
  CallImporter(ImportSession &session, OpBuilder &builder,
               LLVM::ModuleImport &moduleImport, llvm::CallInst &call)
      : session(session), builder(builder), moduleImport(moduleImport),
        call(call), callee(*call.getCalledFunction()) {}

  /// Fails only to stop the import (error limit reached).
  LogicalResult run();

private:
  LogicalResult importAsOp(const CalleeInfo &calleeInfo);
  /// Keeps the call as a plain `llvm.call` (--genx-keep-unknown-intrinsics).
  LogicalResult importAsCall();
  /// After an error: maps the call to a placeholder so that the import goes
  /// on and reports the next error.
  LogicalResult skip();
  void setGenXCallAttrs(Operation *op, const CalleeInfo &calleeInfo);
  void mapResults(Operation *op, Type returnType);

  ImportSession &session;
  OpBuilder &builder;
  LLVM::ModuleImport &moduleImport;
  llvm::CallInst &call;
  llvm::Function &callee;
};
} // namespace

/// Matches `fn` against the intrinsic its name selects.
static std::unique_ptr<CalleeInfo> analyzeCallee(ImportSession &session,
                                                 LLVM::ModuleImport &import,
                                                 const llvm::Function &fn) {
  auto callee = std::make_unique<CalleeInfo>();
  callee->info = session.lookupIntrinsic(fn);
  if (!callee->info)
    return callee;
  const IntrinsicInfo &info = *callee->info;
  callee->opName = session.getOperationName(info);
  callee->returnType = import.convertType(fn.getReturnType());
  callee->resultTypes = getResultTypes(callee->returnType);
  SmallVector<Type> argTypes;
  for (llvm::Type *param : fn.getFunctionType()->params())
    argTypes.push_back(import.convertType(param));
  SmallVector<Type> slots;
  if (!matchesSignature(info, callee->resultTypes, argTypes, slots,
                        callee->mismatch)) {
    if (callee->mismatch.empty())
      callee->mismatch = "type mismatch";
    return callee;
  }
  if (fn.getName() != info.getMangledName(slots))
    callee->calleeAttr = StringAttr::get(session.getContext(), fn.getName());
  return callee;
}

LogicalResult CallImporter::run() {
  std::unique_ptr<CalleeInfo> &known = session.callees[&callee];
  if (!known)
    known = analyzeCallee(session, moduleImport, callee);
  const CalleeInfo &calleeInfo = *known;
  const IntrinsicInfo *info = calleeInfo.info;
  if (!info) {
    if (session.getOptions().keepUnknownIntrinsics)
      return importAsCall();
    if (!session.reportError(call,
                             "unknown GenX intrinsic '" + callee.getName() +
                                 "'",
                             kKeepUnknownNote))
      return failure();
    return skip();
  }
  if (call.hasOperandBundles()) {
    if (!session.reportError(call, "call to '" + callee.getName() +
                                       "' has operand bundles, which genx "
                                       "ops do not model"))
      return failure();
    return skip();
  }
  if (!calleeInfo.mismatch.empty()) {
    if (session.getOptions().keepUnknownIntrinsics)
      return importAsCall();
    if (!session.reportError(call, "call to '" + callee.getName() +
                                       "' does not match the signature of " +
                                       info->getIntrinsicName() + ": " +
                                       info->getSignatureString() + " (" +
                                       calleeInfo.mismatch + ")",
                             kKeepUnknownNote))
      return failure();
    return skip();
  }
  if (info->isCMRuntimeOnly() && !session.getOptions().cmRuntime) {
    if (!session.reportError(call,
                             "'" + callee.getName() +
                                 "' is supported only by the CM runtime; "
                                 "IGC refuses it under the OpenCL runtime "
                                 "(ocloc)",
                             "pass --genx-cm-runtime for IR that targets the "
                             "CM runtime"))
      return failure();
    return skip();
  }
  return importAsOp(calleeInfo);
}

LogicalResult CallImporter::importAsOp(const CalleeInfo &calleeInfo) {
  const IntrinsicInfo &info = *calleeInfo.info;
  Location loc = moduleImport.translateLoc(call.getDebugLoc());
  OperationState state(loc, *calleeInfo.opName);
  unsigned index = 0;
  for (const SignatureSlot &slot : info.getArguments()) {
    if (slot.kind == SignatureSlot::Kind::VarArgs) {
      SmallVector<llvm::Value *> rest(llvm::drop_begin(call.args(), index));
      FailureOr<SmallVector<Value>> values = moduleImport.convertValues(rest);
      if (failed(values))
        return skip();
      state.addOperands(*values);
      break;
    }
    llvm::Value *arg = call.getArgOperand(index++);
    if (!slot.immediate) {
      FailureOr<Value> value = moduleImport.convertValue(arg);
      if (failed(value))
        return skip();
      state.addOperands(*value);
      continue;
    }
    if (auto *constant = dyn_cast<llvm::ConstantInt>(arg)) {
      int64_t value = constant->getValue().getSExtValue();
      if (!slot.enumCases.empty() && slot.getEnumKeyword(value).empty()) {
        // Backend lit tests use values the reference does not list; such a
        // call can still travel verbatim.
        if (session.getOptions().keepUnknownIntrinsics)
          return importAsCall();
        if (!session.reportError(call,
                                 "argument " + Twine(index - 1) + " (" +
                                     slot.name + ") of '" + callee.getName() +
                                     "' is " + Twine(value) +
                                     ", which is none of " +
                                     slot.describeEnumCases(),
                                 kKeepUnknownNote))
          return failure();
        return skip();
      }
      state.addAttribute(
          slot.name,
          builder.getIntegerAttr(moduleImport.convertType(arg->getType()),
                                 constant->getValue()));
      continue;
    }
    // An optional immediate left undef is absent, and exports as undef.
    if (slot.optional && isa<llvm::UndefValue>(arg) &&
        !isa<llvm::PoisonValue>(arg))
      continue;
    if (!session.reportError(call, "argument " + Twine(index - 1) + " (" +
                                       slot.name + ") of '" +
                                       callee.getName() +
                                       "' must be a constant integer"))
      return failure();
    return skip();
  }
  state.addTypes(calleeInfo.resultTypes);
  if (session.getOptions().locateCalls && isa<UnknownLoc>(state.location))
    state.location = session.getLocator().locate(call);
  Operation *op = builder.create(state);
  setGenXCallAttrs(op, calleeInfo);
  // The op verifier's diagnostics are placed at the call by the driver.
  session.currentInst = &call;
  LogicalResult verified = verify(op, /*verifyRecursively=*/false);
  session.currentInst = nullptr;
  if (failed(verified)) {
    op->erase();
    if (session.hasStopped())
      return failure();
    return skip();
  }
  mapResults(op, calleeInfo.returnType);
  return success();
}

/// Records on `op` what the call says beyond the genx op itself.
void CallImporter::setGenXCallAttrs(Operation *op,
                                    const CalleeInfo &calleeInfo) {
  MLIRContext *context = op->getContext();
  // IGC finds intrinsics by name prefix: any overload suffix is valid.
  if (calleeInfo.calleeAttr)
    op->setAttr(GenXAttrNames::kCallee, calleeInfo.calleeAttr);
  switch (call.getTailCallKind()) {
  case llvm::CallInst::TCK_Tail:
    op->setAttr(GenXAttrNames::kTailCall, StringAttr::get(context, "tail"));
    break;
  case llvm::CallInst::TCK_MustTail:
    op->setAttr(GenXAttrNames::kTailCall,
                StringAttr::get(context, "musttail"));
    break;
  case llvm::CallInst::TCK_NoTail:
    op->setAttr(GenXAttrNames::kTailCall, StringAttr::get(context, "notail"));
    break;
  case llvm::CallInst::TCK_None:
    break;
  }
  if (DictionaryAttr attrs = getCallAttrsAttr(context, call))
    op->setAttr(GenXAttrNames::kCallAttrs, attrs);
  if (auto *fpOp = dyn_cast<llvm::FPMathOperator>(&call);
      fpOp && fpOp->getFastMathFlags().any())
    op->setAttr(GenXAttrNames::kFastMath,
                getFastmathAttr(context, fpOp->getFastMathFlags()));
}

/// Maps the call's value to the op's results; a struct is rebuilt from
/// them, and the driver folds its extractvalues after the import.
void CallImporter::mapResults(Operation *op, Type returnType) {
  if (op->getNumResults() == 0) {
    moduleImport.mapNoResultOp(&call, op);
    return;
  }
  if (!isa<LLVM::LLVMStructType>(returnType)) {
    moduleImport.mapValue(&call, op->getResult(0));
    return;
  }
  Location loc = op->getLoc();
  // The undef comes where the stock import puts constants, as it would for
  // the exported insertvalues: export -> import -> export is a fixed point.
  FailureOr<Value> undef =
      moduleImport.convertValue(llvm::UndefValue::get(call.getType()));
  Value aggregate = succeeded(undef)
                        ? *undef
                        : LLVM::UndefOp::create(builder, loc, returnType);
  for (auto [index, value] : llvm::enumerate(op->getResults()))
    aggregate =
        LLVM::InsertValueOp::create(builder, loc, aggregate, value, index);
  moduleImport.mapValue(&call, aggregate);
  session.structResults.push_back({op, aggregate});
  session.structResultOps[aggregate.getDefiningOp()] = op;
}

LogicalResult CallImporter::importAsCall() {
  Operation *&decl = session.keptDeclarations[callee.getName()];
  auto fnType = cast<LLVM::LLVMFunctionType>(
      moduleImport.convertType(callee.getFunctionType()));
  if (!decl) {
    OpBuilder::InsertionGuard guard(builder);
    auto module = builder.getBlock()->getParentOp()->getParentOfType<ModuleOp>();
    builder.setInsertionPointToEnd(module.getBody());
    auto fn = LLVM::LLVMFuncOp::create(builder, module.getLoc(),
                                       callee.getName(), fnType);
    moduleImport.processFunctionAttributes(&callee, fn);
    decl = fn;
  }
  FailureOr<SmallVector<Value>> args =
      moduleImport.convertValues(SmallVector<llvm::Value *>(call.args()));
  if (failed(args))
    return skip();
  auto op = LLVM::CallOp::create(
      builder, moduleImport.translateLoc(call.getDebugLoc()),
      cast<LLVM::LLVMFuncOp>(decl), *args);
  if (DictionaryAttr attrs = getCallAttrsAttr(op.getContext(), call))
    op->setAttr(GenXAttrNames::kCallAttrs, attrs);
  if (call.isTailCall())
    op.setTailCallKind(call.isMustTailCall() ? LLVM::TailCallKind::MustTail
                                             : LLVM::TailCallKind::Tail);
  moduleImport.setFastmathFlagsAttr(&call, op);
  if (call.getType()->isVoidTy())
    moduleImport.mapNoResultOp(&call, op);
  else
    moduleImport.mapValue(&call, op.getResult());
  return success();
}

LogicalResult CallImporter::skip() {
  if (session.hasStopped())
    return failure();
  if (!call.getType()->isVoidTy())
    moduleImport.mapValue(
        &call, LLVM::PoisonOp::create(
                   builder, moduleImport.translateLoc(call.getDebugLoc()),
                   moduleImport.convertType(call.getType())));
  return success();
}

//===----------------------------------------------------------------------===//
// The interface
//===----------------------------------------------------------------------===//

/// Records on the op of a marked call what the stock import does not keep
/// of it: the tail marker of an intrinsic call, and the exact call-site
/// attributes (the stock import adds the callee's memory effects).
static LogicalResult setCallSiteAttrs(ImportSession &session,
                                      llvm::MDNode *marker, Operation *op) {
  auto *index = llvm::mdconst::extract<llvm::ConstantInt>(marker->getOperand(0));
  const llvm::CallBase &call = *session.markedCalls[index->getZExtValue()];
  MLIRContext *context = op->getContext();
  bool isIntrinsic = call.getIntrinsicID() != llvm::Intrinsic::not_intrinsic;
  if (auto *callInst = dyn_cast<llvm::CallInst>(&call);
      isIntrinsic && callInst && callInst->getTailCallKind() !=
                                     llvm::CallInst::TCK_None) {
    StringRef kind = callInst->isMustTailCall() ? "musttail"
                     : callInst->isNoTailCall() ? "notail"
                                                : "tail";
    op->setAttr(GenXAttrNames::kTailCall, StringAttr::get(context, kind));
  }
  if (DictionaryAttr attrs =
          getCallAttrsAttr(context, call, /*always=*/!isIntrinsic))
    op->setAttr(GenXAttrNames::kCallAttrs, attrs);
  return success();
}

namespace {
class GenXImportInterface : public LLVMImportDialectInterface {
public:
  using LLVMImportDialectInterface::LLVMImportDialectInterface;

  /// `llvm.genx.*` and every other `llvm.*` name LLVM does not know share
  /// the ID not_intrinsic; the driver renames the others before the import
  /// (they stay plain calls), so only genx calls arrive here.
  ArrayRef<unsigned> getSupportedIntrinsics() const final {
    static const unsigned ids[] = {llvm::Intrinsic::not_intrinsic};
    return ids;
  }

  LogicalResult convertIntrinsic(OpBuilder &builder, llvm::CallInst *inst,
                                 LLVM::ModuleImport &moduleImport) const final {
    ImportSession *session = ImportSession::getCurrent();
    if (!session || session->hasStopped())
      return failure();
    return CallImporter(*session, builder, moduleImport, *inst).run();
  }

  /// Every kind but `!dbg` and those the LLVM dialect imports.
  SmallVector<unsigned>
  getSupportedMetadata(llvm::LLVMContext &llvmContext) const final {
    llvm::DenseSet<unsigned> taken;
    taken.insert(llvm::LLVMContext::MD_dbg);
    if (auto *llvmDialect = getContext()->getLoadedDialect<LLVM::LLVMDialect>())
      if (auto *iface =
              llvmDialect->getRegisteredInterface<LLVMImportDialectInterface>())
        for (unsigned kind : iface->getSupportedMetadata(llvmContext))
          taken.insert(kind);
    SmallVector<StringRef> names;
    llvmContext.getMDKindNames(names);
    SmallVector<unsigned> kinds;
    for (unsigned kind = 0, e = names.size(); kind < e; ++kind)
      if (!taken.contains(kind))
        kinds.push_back(kind);
    return kinds;
  }

  LogicalResult setMetadataAttrs(OpBuilder &builder, unsigned kind,
                                 llvm::MDNode *node, Operation *op,
                                 LLVM::ModuleImport &moduleImport) const final {
    ImportSession *session = ImportSession::getCurrent();
    if (!session)
      return failure();
    if (kind == session->functionMarkerKind) {
      auto fn = cast<LLVM::LLVMFuncOp>(op);
      session->currentFunction =
          session->getModule()->getFunction(fn.getName());
      return success();
    }
    if (kind == session->callMarkerKind)
      return setCallSiteAttrs(*session, node, op);
    // A struct-returning genx call maps to the struct rebuilt after it.
    if (Operation *genxOp = session->structResultOps.lookup(op))
      op = genxOp;
    SmallVector<StringRef> names;
    node->getContext().getMDKindNames(names);
    NamedAttrList attrs;
    if (auto existing = op->getAttrOfType<DictionaryAttr>(
            GenXAttrNames::kMetadata))
      attrs.assign(existing.getValue());
    attrs.set(names[kind], builder.getStringAttr(
                               session->getMetadataPrinter().print(*node)));
    op->setAttr(GenXAttrNames::kMetadata,
                attrs.getDictionary(builder.getContext()));
    return success();
  }
};
} // namespace

void mlir::genx::registerGenXImportInterface(DialectRegistry &registry) {
  registry.insert<GenXDialect>();
  registry.addExtension(+[](MLIRContext *context, GenXDialect *dialect) {
    dialect->addInterfaces<GenXImportInterface>();
  });
}
