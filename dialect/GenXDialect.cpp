//===- GenXDialect.cpp - GenX dialect, attributes and ABI rules -----------===//

#include "dialect/GenXDialect.h"

#include "mlir/Dialect/GPU/IR/CompilationInterfaces.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::genx;

#include "dialect/GenXDialect.cpp.inc"
#include "dialect/GenXEnums.cpp.inc"
#include "dialect/GenXInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "dialect/GenXAttrs.cpp.inc"

void GenXDialect::initialize() {
  registerGenXDialectOperations(this);
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialect/GenXAttrs.cpp.inc"
      >();
  // #genx.target is a GPU compilation target; the model lives with the
  // export (translation/GenXTarget.cpp).
  declarePromisedInterface<gpu::TargetAttrInterface, TargetAttr>();

  // Index every intrinsic op by the intrinsic names it exports to, for the
  // import.
  for (RegisteredOperationName name : getContext()->getRegisteredOperations()) {
    if (&name.getDialect() != this)
      continue;
    auto *iface = name.getInterface<IntrinsicOpInterface>();
    if (!iface)
      continue;
    const IntrinsicInfo &info = iface->getIntrinsicInfo();
    intrinsics.push_back(&info);
    intrinsicsByName[info.getIntrinsicName()] = &info;
    if (!info.getFloatIntrinsicName().empty())
      intrinsicsByName[info.getFloatIntrinsicName()] = &info;
  }
}

const IntrinsicInfo *GenXDialect::lookupIntrinsic(StringRef name) const {
  return intrinsicsByName.lookup(name);
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

LogicalResult KernelAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<int32_t> argKinds,
                                 ArrayRef<int32_t> ioKinds,
                                 ArrayRef<StringAttr> argDescs,
                                 uint32_t slmSize, uint32_t nbarrierCount) {
  for (int32_t kind : argKinds)
    if (kind < 0)
      return emitError() << "argument kind must be non-negative, got " << kind;
  for (int32_t kind : ioKinds)
    if (kind < 0 || kind > 4)
      return emitError() << "argument I/O kind must be 0 (normal), 1 (input), "
                            "2 (output), 3 (in/out) or 4 (fixed), got "
                         << kind;
  for (StringAttr desc : argDescs)
    if (!desc)
      return emitError() << "argument descriptors must be strings";
  return success();
}

LogicalResult TargetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef device, StringRef options) {
  if (!getDevicePlatform(device))
    return emitError() << "unknown GenX device '" << device
                       << "' (expected an ocloc device name such as skl, "
                          "icllp, tgllp, dg2, acm-g10, pvc, lnl, bmg)";
  return success();
}

Platform TargetAttr::getPlatform() const {
  return *getDevicePlatform(getDevice());
}

//===----------------------------------------------------------------------===//
// Kernel ABI rules
//===----------------------------------------------------------------------===//

/// Checks the types of a kernel's signature and body against what the GenX
/// backend accepts.
static LogicalResult verifyKernelTypes(LLVM::LLVMFuncOp func) {
  for (auto [index, type] : llvm::enumerate(func.getFunctionType().getParams()))
    if (!isGenXType(type))
      return func.emitOpError()
             << "kernel argument #" << index << " has type " << type
             << ", which GenX does not support (i1, i8, i16, i32, i64, f16, "
                "f32, f64, vectors of them, or !llvm.ptr)";
  WalkResult result = func.getBody().walk([](Operation *op) {
    // Dialect conversion leaves casts to types that are about to disappear;
    // genx-check-legality reports any that survive.
    if (isa<UnrealizedConversionCastOp>(op))
      return WalkResult::advance();
    for (Type type : op->getResultTypes()) {
      if (isGenXType(type) || isa<LLVM::LLVMVoidType>(type))
        continue;
      op->emitOpError() << "produces a value of type " << type
                        << ", which GenX does not support in kernels";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// Rules for the whole module of a kernel: no globals, subroutines internal.
/// Checked once, when the first kernel of the module is verified.
static LogicalResult verifyKernelModule(LLVM::LLVMFuncOp kernel) {
  auto module = kernel->getParentOfType<ModuleOp>();
  if (!module)
    return success();
  LLVM::LLVMFuncOp firstKernel;
  for (auto func : module.getOps<LLVM::LLVMFuncOp>())
    if (func->hasAttr(GenXDialect::getKernelAttrName())) {
      firstKernel = func;
      break;
    }
  if (firstKernel != kernel)
    return success();
  for (Operation &op : *module.getBody()) {
    if (isa<LLVM::GlobalOp>(op))
      return op.emitOpError()
             << "is not allowed in a module with GenX kernels: the GenX "
                "backend supports no global variables";
    auto func = dyn_cast<LLVM::LLVMFuncOp>(op);
    if (!func || func.isExternal() ||
        func->hasAttr(GenXDialect::getKernelAttrName()))
      continue;
    LLVM::Linkage linkage = func.getLinkage();
    if (linkage != LLVM::Linkage::Internal && linkage != LLVM::Linkage::Private)
      return func.emitOpError()
             << "is a subroutine of a module with GenX kernels and must have "
                "internal or private linkage, not "
             << LLVM::linkage::stringifyLinkage(linkage);
  }
  return success();
}

LogicalResult GenXDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  if (attr.getName() == getKernelAttrName()) {
    auto kernel = dyn_cast<KernelAttr>(attr.getValue());
    if (!kernel)
      return op->emitError() << "'" << getKernelAttrName()
                             << "' must be a #genx.kernel attribute";
    auto func = dyn_cast<LLVM::LLVMFuncOp>(op);
    if (!func) {
      // Before lowering, a function-like op may carry the attribute for
      // convert-gpu-to-genx; only its argument lists can be checked there.
      auto fn = dyn_cast<FunctionOpInterface>(op);
      if (!fn)
        return op->emitError()
               << "'" << getKernelAttrName()
               << "' is only valid on an llvm.func (or, before lowering, a "
                  "function)";
      unsigned numArgs = fn.getNumArguments();
      for (size_t count :
           {kernel.getArgKinds().size(), kernel.getIoKinds().size(),
            kernel.getArgDescs().size()})
        if (count != 0 && count != numArgs)
          return op->emitError() << "has " << numArgs << " arguments but its "
                                 << getKernelAttrName() << " lists " << count;
      return success();
    }
    if (func.isExternal())
      return func.emitOpError() << "is a GenX kernel and must have a body";
    if (!isa<LLVM::LLVMVoidType>(func.getFunctionType().getReturnType()))
      return func.emitOpError() << "is a GenX kernel and must return void";
    if (func.getFunctionType().isVarArg())
      return func.emitOpError() << "is a GenX kernel and cannot be variadic";
    if (func.getLinkage() != LLVM::Linkage::External)
      return func.emitOpError()
             << "is a GenX kernel and must have external linkage to be "
                "exported, not "
             << LLVM::linkage::stringifyLinkage(func.getLinkage());
    unsigned numArgs = func.getNumArguments();
    auto checkCount = [&](size_t count, StringRef what) -> LogicalResult {
      if (count == 0 || count == numArgs)
        return success();
      return func.emitOpError()
             << "has " << numArgs << " arguments but its "
             << getKernelAttrName() << " gives " << count << " " << what;
    };
    if (failed(checkCount(kernel.getArgKinds().size(), "arg_kinds")) ||
        failed(checkCount(kernel.getIoKinds().size(), "io_kinds")) ||
        failed(checkCount(kernel.getArgDescs().size(), "arg_descs")))
      return failure();
    if (failed(verifyKernelTypes(func)))
      return failure();
    return verifyKernelModule(func);
  }
  if (attr.getName() == getMemRefMetadataAttrName()) {
    auto list = dyn_cast<ArrayAttr>(attr.getValue());
    if (!list || !llvm::all_of(list, [](Attribute entry) {
          auto triple = dyn_cast<DenseI64ArrayAttr>(entry);
          return triple && triple.size() == 3 && triple[1] >= 0 &&
                 triple[1] <= 2;
        }))
      return op->emitError()
             << "'" << getMemRefMetadataAttrName()
             << "' must be an array of [argument, kind (0 size, 1 stride, 2 "
                "offset), dimension] arrays";
    return success();
  }
  if (attr.getName() == getTargetAttrName()) {
    if (!isa<TargetAttr>(attr.getValue()))
      return op->emitError() << "'" << getTargetAttrName()
                             << "' must be a #genx.target attribute";
    if (!isa<ModuleOp>(op))
      return op->emitError() << "'" << getTargetAttrName()
                             << "' is only valid on a builtin.module";
    return success();
  }
  return op->emitError() << "unknown GenX attribute '"
                         << attr.getName().getValue() << "'";
}
