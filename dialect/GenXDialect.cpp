//===- GenXDialect.cpp - GenX dialect, attributes and ABI rules -----------===//

#include "dialect/GenXDialect.h"

#include "mlir/Dialect/GPU/IR/CompilationInterfaces.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringSet.h"
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

/// The argument kinds the backend accepts: IGC's VectorCompiler
/// (vc::KernelMetadata, AK_NORMAL/AK_SAMPLER/AK_SURFACE/AK_VME) reads the
/// low 3 bits as these and the higher bits as implicit arguments, which it
/// provides itself. The dialect models implicit-argument kinds, as IGC's
/// own passes write them (e.g. 96, the private base);
/// verifyBackendArgumentKinds refuses them, since through ocloc they abort
/// (measured on IGC 1.0.12504: kinds 8 to 136 on an i32 argument abort
/// with "VISA builder API call failed").
static const char *getArgKindName(int32_t kind) {
  if (kind < 0)
    return nullptr;
  switch (kind & KernelAttr::kArgCategoryMask) {
  case 0:
    return "general";
  case 1:
    return "sampler";
  case 2:
    return "surface";
  case 3:
    return "VME";
  default:
    return nullptr;
  }
}

LogicalResult mlir::genx::verifyBackendArgumentKinds(LLVM::LLVMFuncOp func,
                                                    KernelAttr kernel) {
  ArrayRef<Type> params = func.getFunctionType().getParams();
  ArrayRef<StringAttr> descs =
      kernel.getArgDescs().value_or(ArrayRef<StringAttr>());
  for (auto [index, type] : llvm::enumerate(params)) {
    // Lists shorter than the arguments give the rest IGC's defaults
    // (general, no descriptor).
    int32_t kind = KernelAttr::getOrDefault(kernel.getArgKinds(), index);
    StringRef desc = index < descs.size() && descs[index]
                         ? descs[index].getValue()
                         : StringRef();
    // An attribute built without its verifier may hold any kind.
    const char *kindName = getArgKindName(kind);
    if (!kindName)
      return func.emitOpError()
             << "kernel argument #" << index << " has kind " << kind
             << "; the backend accepts 0 (general), 1 (sampler), 2 (surface) "
                "and 3 (VME)";
    if (KernelAttr::isImplicitArgKind(kind))
      return func.emitOpError()
             << "kernel argument #" << index << " has kind " << kind
             << ", an implicit-argument kind: IGC provides implicit "
                "arguments itself and aborts on them here; pass the value "
                "as a general argument (kind 0)";
    if (kind != 0 && !type.isInteger(32))
      return func.emitOpError()
             << "kernel argument #" << index << " has kind " << kind << " ("
             << kindName << ") and type " << type << "; a " << kindName
             << " is an i32 index: change the argument to i32";
    if (desc.starts_with("svmptr_t")) {
      if (kind != 0)
        return func.emitOpError()
               << "kernel argument #" << index
               << " is an svmptr_t of kind " << kind
               << "; an SVM pointer is a general argument (kind 0)";
      if (!type.isInteger(64) && !isa<LLVM::LLVMPointerType>(type))
        return func.emitOpError()
               << "kernel argument #" << index << " is an svmptr_t of type "
               << type << "; an SVM pointer is i64 or !llvm.ptr";
    }
  }
  return success();
}

LogicalResult
KernelAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                   std::optional<ArrayRef<int32_t>> argKinds,
                   std::optional<ArrayRef<int32_t>> ioKinds,
                   std::optional<ArrayRef<StringAttr>> argDescs,
                   uint32_t slmSize, uint32_t nbarrierCount,
                   std::optional<ArrayRef<int32_t>> argOffsets,
                   std::optional<uint32_t> barrierCount, StringAttr name,
                   bool explicitAbi, DictionaryAttr rawOperands) {
  for (int32_t kind : argKinds.value_or(ArrayRef<int32_t>()))
    if (!getArgKindName(kind))
      return emitError()
             << "argument kind must be 0 (general), 1 (sampler), 2 (surface) "
                "or 3 (VME), got "
             << kind
             << " (bits above the low 3 mark IGC's implicit arguments)";
  for (int32_t kind : ioKinds.value_or(ArrayRef<int32_t>()))
    if (kind < 0 || kind > 4)
      return emitError() << "argument I/O kind must be 0 (normal), 1 (input), "
                            "2 (output), 3 (in/out) or 4 (fixed), got "
                         << kind;
  for (StringAttr desc : argDescs.value_or(ArrayRef<StringAttr>()))
    if (!desc)
      return emitError() << "argument descriptors must be strings";
  for (NamedAttribute entry : rawOperands ? rawOperands.getValue()
                                           : ArrayRef<NamedAttribute>()) {
    unsigned index;
    auto text = dyn_cast<StringAttr>(entry.getValue());
    if (entry.getName().getValue().getAsInteger(10, index) || index == 0 ||
        !text || !text.getValue().starts_with("!"))
      return emitError() << "raw_operands must map entry operand indices "
                            "(1 and up) to LLVM metadata text";
  }
  return success();
}

LogicalResult KernelAttr::verifyArgumentCount(
    function_ref<InFlightDiagnostic()> emitError, unsigned numArgs) const {
  auto check = [&](size_t count, StringRef what) -> LogicalResult {
    if (count <= numArgs)
      return success();
    return emitError() << "lists " << count << " " << what
                       << ", more than the " << numArgs << " arguments";
  };
  auto size = [](auto list) { return list ? list->size() : 0; };
  return success(succeeded(check(size(getArgKinds()), "arg_kinds")) &&
                 succeeded(check(size(getIoKinds()), "io_kinds")) &&
                 succeeded(check(size(getArgDescs()), "arg_descs")) &&
                 succeeded(check(size(getArgOffsets()), "arg_offsets")));
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

/// Whether the GenX backend compiles values of `type` in a kernel: GenX
/// scalars and vectors (bf16 included, i1 vectors as predicates), pointers,
/// structs and arrays of them (the backend splits aggregates), and target
/// extension types (`spirv.Image` and other opaque argument types).
static bool isKernelValueType(Type type) {
  if (isa<LLVM::LLVMPointerType, LLVM::LLVMTargetExtType>(type))
    return true;
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type))
    return structType.isOpaque() ||
           llvm::all_of(structType.getBody(), isKernelValueType);
  if (auto arrayType = dyn_cast<LLVM::LLVMArrayType>(type))
    return isKernelValueType(arrayType.getElementType());
  if (auto vecType = dyn_cast<VectorType>(type))
    return vecType.getRank() == 1 && !vecType.isScalable() &&
           isKernelValueType(vecType.getElementType());
  if (auto intType = dyn_cast<IntegerType>(type))
    return intType.isSignless() && intType.getWidth() <= 64;
  return type.isBF16() || isGenXFloatType(type);
}

/// Checks the types of a kernel's signature and body against what the GenX
/// backend accepts.
static LogicalResult verifyKernelTypes(LLVM::LLVMFuncOp func) {
  for (auto [index, type] : llvm::enumerate(func.getFunctionType().getParams()))
    if (!isKernelValueType(type))
      return func.emitOpError()
             << "kernel argument #" << index << " has type " << type
             << ", which GenX does not support (integers up to 64 bits, "
                "bf16, f16, f32, f64, vectors, structs and arrays of them, "
                "pointers, or target extension types)";
  WalkResult result = func.getBody().walk([](Operation *op) {
    // Dialect conversion leaves casts to types that are about to disappear;
    // genx-check-legality reports any that survive.
    if (isa<UnrealizedConversionCastOp>(op))
      return WalkResult::advance();
    for (Type type : op->getResultTypes()) {
      if (isKernelValueType(type) ||
          isa<LLVM::LLVMVoidType, LLVM::LLVMTokenType,
              LLVM::LLVMMetadataType>(type))
        continue;
      op->emitOpError() << "produces a value of type " << type
                        << ", which GenX does not support in kernels";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// `genx.kernel_order`: each kernel of the module once.
static LogicalResult verifyKernelOrder(Operation *op, Attribute value) {
  auto order = dyn_cast<ArrayAttr>(value);
  if (!isa<ModuleOp>(op) || !order ||
      !llvm::all_of(order, llvm::IsaPred<FlatSymbolRefAttr>))
    return op->emitError() << "'" << GenXDialect::getKernelOrderAttrName()
                           << "' must be an array of kernel symbols on a "
                              "builtin.module";
  llvm::StringSet<> seen;
  for (auto symbol : order.getAsRange<FlatSymbolRefAttr>()) {
    auto func = dyn_cast_or_null<LLVM::LLVMFuncOp>(
        SymbolTable::lookupSymbolIn(op, symbol.getAttr()));
    if (!func || !func->hasAttr(GenXDialect::getKernelAttrName()))
      return op->emitError()
             << "'" << GenXDialect::getKernelOrderAttrName() << "' names "
             << symbol << ", which is not a kernel of the module";
    if (!seen.insert(symbol.getValue()).second)
      return op->emitError() << "'" << GenXDialect::getKernelOrderAttrName()
                             << "' names " << symbol << " twice";
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
      return kernel.verifyArgumentCount(
          [&] {
            return op->emitError()
                   << "has a " << getKernelAttrName() << " that ";
          },
          fn.getNumArguments());
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
    if (failed(kernel.verifyArgumentCount(
            [&] {
              return func.emitOpError()
                     << "has a " << getKernelAttrName() << " that ";
            },
            func.getNumArguments())))
      return failure();
    // The module-wide rules (no globals, internal subroutines) are gone:
    // IGC compiles globals and external functions. What ocloc accepts of
    // the argument kinds is genx-verify-target's (IGC's own IR has more).
    return verifyKernelTypes(func);
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
  if (attr.getName() == getWorkItemsPerThreadAttrName() ||
      attr.getName() == getRowsPerThreadAttrName()) {
    auto count = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<FunctionOpInterface>(op) || !count ||
        !count.getType().isInteger(32) || count.getInt() < 1)
      return op->emitError() << "'" << attr.getName().getValue()
                             << "' must be a positive i32 on a kernel function";
    return success();
  }
  if (attr.getName() == getMemoryAttrName()) {
    auto memory = dyn_cast<StringAttr>(attr.getValue());
    if (!memory || (memory != "svm" && memory != "surface"))
      return op->emitError() << "'" << getMemoryAttrName()
                             << "' must be \"svm\" or \"surface\"";
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
  if (attr.getName() == getKernelOrderAttrName())
    return verifyKernelOrder(op, attr.getValue());
  if (succeeded(verifyGenXPassthroughAttr(op, attr)))
    return success();
  return failure();
}

//===----------------------------------------------------------------------===//
// Attributes that carry LLVM IR the dialects do not model
//===----------------------------------------------------------------------===//

/// Whether `attr` is a dictionary of strings.
static bool isStringDictionary(Attribute attr) {
  auto dict = dyn_cast<DictionaryAttr>(attr);
  return dict && llvm::all_of(dict, [](NamedAttribute entry) {
           return isa<StringAttr>(entry.getValue());
         });
}

/// Whether `attr` is a valid genx.call_attrs dictionary.
static bool isCallAttrsDictionary(Attribute attr) {
  auto dict = dyn_cast<DictionaryAttr>(attr);
  if (!dict)
    return false;
  return llvm::all_of(dict, [](NamedAttribute entry) {
    StringRef key = entry.getName().getValue();
    Attribute value = entry.getValue();
    if (key == "fn" || key == "ret")
      return isa<StringAttr>(value);
    if (key == "cconv")
      return isa<IntegerAttr>(value);
    auto args = dyn_cast<ArrayAttr>(value);
    return key == "args" && args &&
           llvm::all_of(args, [](Attribute a) { return isa<StringAttr>(a); });
  });
}

LogicalResult mlir::genx::verifyGenXPassthroughAttr(Operation *op,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  Attribute value = attr.getValue();
  auto fail = [&](const Twine &expected) {
    return op->emitError() << "'" << name << "' must be " << expected;
  };
  bool isGlobal = isa<LLVM::LLVMFuncOp, LLVM::GlobalOp>(op);
  if (name == GenXAttrNames::kCallee) {
    auto str = dyn_cast<StringAttr>(value);
    if (!isa<IntrinsicOpInterface>(op) || !str ||
        !str.getValue().starts_with("llvm.genx."))
      return fail("an llvm.genx.* name on a genx op");
    return success();
  }
  if (name == GenXAttrNames::kTailCall) {
    auto str = dyn_cast<StringAttr>(value);
    if (!str ||
        !llvm::is_contained({"tail", "musttail", "notail"}, str.getValue()))
      return fail("\"tail\", \"musttail\" or \"notail\"");
    return success();
  }
  if (name == GenXAttrNames::kFastMath) {
    if (!isa<IntrinsicOpInterface>(op) || !isa<LLVM::FastmathFlagsAttr>(value))
      return fail("#llvm.fastmath flags on a genx op");
    return success();
  }
  if (name == GenXAttrNames::kCallAttrs) {
    if (!isCallAttrsDictionary(value))
      return fail("a dictionary of LLVM attribute text: {fn = \"...\", ret = "
                  "\"...\", args = [\"...\"], cconv = N}");
    return success();
  }
  if (name == GenXAttrNames::kMetadata) {
    if (!isStringDictionary(value))
      return fail("a dictionary from metadata kinds to LLVM metadata text");
    return success();
  }
  if (name == GenXAttrNames::kNamedMetadata) {
    auto texts = dyn_cast<ArrayAttr>(value);
    if (!isa<ModuleOp>(op) || !texts ||
        !llvm::all_of(texts, [](Attribute t) { return isa<StringAttr>(t); }))
      return fail("an array of LLVM named metadata text on a module");
    return success();
  }
  if (name == GenXAttrNames::kDllStorage) {
    auto str = dyn_cast<StringAttr>(value);
    if (!isGlobal || !str ||
        !llvm::is_contained({"dllexport", "dllimport"}, str.getValue()))
      return fail("\"dllexport\" or \"dllimport\" on a function or global");
    return success();
  }
  if (name == GenXAttrNames::kAddrSpace) {
    auto space = dyn_cast<IntegerAttr>(value);
    if (!isa<LLVM::LLVMFuncOp>(op) || !space || space.getInt() < 0)
      return fail("a non-negative integer on a function");
    return success();
  }
  if (name == GenXAttrNames::kUnnamed) {
    if (!isGlobal || !isa<UnitAttr>(value))
      return fail("a unit attribute on a function or global");
    return success();
  }
  if (name == GenXAttrNames::kLaneAtomics) {
    if (op->getName().getStringRef() != "scf.for" || !isa<UnitAttr>(value))
      return fail("a unit attribute on an scf.for");
    return success();
  }
  return op->emitError() << "unknown GenX attribute '" << name << "'";
}
