//===- IntrinsicInfo.cpp - Intrinsic signatures of genx ops ---------------===//
//
// Parses the signature strings TableGen derives for every genx op, and
// answers what export, import and verification ask of them: overload types,
// mangled names, "same type as slot N".
//
//===----------------------------------------------------------------------===//

#include "dialect/GenXDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::genx;

//===----------------------------------------------------------------------===//
// Type predicates
//===----------------------------------------------------------------------===//

bool mlir::genx::isGenXIntType(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  if (!intType || !intType.isSignless())
    return false;
  switch (intType.getWidth()) {
  case 1:
  case 8:
  case 16:
  case 32:
  case 64:
    return true;
  default:
    return false;
  }
}

bool mlir::genx::isGenXFloatType(Type type) {
  return type.isF16() || type.isBF16() || type.isF32() || type.isF64();
}

bool mlir::genx::isGenXVector(Type type) {
  auto vecType = dyn_cast<VectorType>(type);
  if (!vecType || vecType.getRank() != 1 || vecType.isScalable())
    return false;
  // Vectors of pointers are what IGC's own passes and tests move through
  // regions and predefined registers.
  Type elt = vecType.getElementType();
  return isGenXIntType(elt) || isGenXFloatType(elt) ||
         isa<LLVM::LLVMPointerType>(elt);
}

bool mlir::genx::isGenXType(Type type) {
  return isGenXIntType(type) || isGenXFloatType(type) || isGenXVector(type) ||
         isa<LLVM::LLVMPointerType>(type);
}

bool mlir::genx::isIntOrIntVector(Type type) {
  return isGenXIntType(getElementTypeOrSelf(type)) &&
         (!isa<VectorType>(type) || isGenXVector(type));
}

bool mlir::genx::isIntVector(Type type) {
  return isGenXVector(type) && isIntOrIntVector(type);
}

bool mlir::genx::isFloatOrFloatVector(Type type) {
  return isGenXFloatType(getElementTypeOrSelf(type)) &&
         (!isa<VectorType>(type) || isGenXVector(type));
}

bool mlir::genx::isPtrOrPtrVector(Type type) {
  return isa<LLVM::LLVMPointerType>(getElementTypeOrSelf(type)) &&
         (!isa<VectorType>(type) || isGenXVector(type));
}

int64_t mlir::genx::getNumElements(Type type) {
  if (auto vecType = dyn_cast<VectorType>(type))
    return vecType.getNumElements();
  return 1;
}

int64_t mlir::genx::getSizeInBytes(Type type) {
  Type elt = getElementTypeOrSelf(type);
  if (!elt.isIntOrFloat())
    return 0;
  unsigned bits = elt.getIntOrFloatBitWidth();
  // i1 vectors are masks: no byte layout.
  if (bits < 8)
    return 0;
  return getNumElements(type) * (bits / 8);
}

//===----------------------------------------------------------------------===//
// Mangling
//===----------------------------------------------------------------------===//

// Follows LLVM's intrinsic type mangling for the types GenX uses.
void mlir::genx::appendMangledType(Type type, std::string &out) {
  if (auto vecType = dyn_cast<VectorType>(type)) {
    out += "v" + std::to_string(vecType.getNumElements());
    appendMangledType(vecType.getElementType(), out);
    return;
  }
  if (auto ptrType = dyn_cast<LLVM::LLVMPointerType>(type)) {
    out += "p" + std::to_string(ptrType.getAddressSpace());
    return;
  }
  if (auto intType = dyn_cast<IntegerType>(type)) {
    out += "i" + std::to_string(intType.getWidth());
    return;
  }
  if (type.isF16())
    out += "f16";
  else if (type.isBF16())
    out += "bf16";
  else if (type.isF32())
    out += "f32";
  else if (type.isF64())
    out += "f64";
  else
    out += "unknown";
}

//===----------------------------------------------------------------------===//
// SignatureSlot
//===----------------------------------------------------------------------===//

StringRef SignatureSlot::getEnumKeyword(int64_t value) const {
  for (auto [keyword, caseValue] : enumCases)
    if (caseValue == value)
      return keyword;
  return {};
}

std::string SignatureSlot::describeEnumCases() const {
  std::string out;
  llvm::raw_string_ostream os(out);
  llvm::interleaveComma(enumCases, os, [&](auto entry) {
    os << entry.first << " (" << entry.second << ")";
  });
  return out;
}

//===----------------------------------------------------------------------===//
// IntrinsicInfo
//===----------------------------------------------------------------------===//

static bool isOverloadedCode(StringRef code) { return code.starts_with("any"); }

IntrinsicInfo::IntrinsicInfo(StringRef opName, StringRef intrinsicName,
                             StringRef floatIntrinsicName, StringRef resultSig,
                             StringRef argumentSig, StringRef memory,
                             StringRef platforms, StringRef backendPlatforms,
                             bool inVCIntrinsics011, bool cmRuntimeOnly)
    : opName(opName), intrinsicName(intrinsicName),
      floatIntrinsicName(floatIntrinsicName), memoryAttrs(memory),
      platforms(platforms), backendPlatforms(backendPlatforms),
      inVCIntrinsics011(inVCIntrinsics011), cmRuntimeOnly(cmRuntimeOnly) {
  // Slots are numbered in order of appearance, results first. Each item is
  // `[$[?]]code=name[:keyword=value|...]`.
  auto parseList = [&](StringRef list, SmallVectorImpl<SignatureSlot> &slots) {
    if (list.empty())
      return;
    SmallVector<StringRef> items;
    list.split(items, ',');
    for (StringRef item : items) {
      SignatureSlot slot;
      slot.immediate = item.consume_front("$");
      // `$?`: an immediate that may be undef.
      slot.optional = slot.immediate && item.consume_front("?");
      auto [code, rest] = item.split('=');
      auto [name, cases] = rest.split(':');
      slot.code = code;
      slot.name = name;
      if (!cases.empty()) {
        SmallVector<StringRef> entries;
        cases.split(entries, '|');
        for (StringRef entry : entries) {
          auto [keyword, value] = entry.split('=');
          int64_t number = 0;
          (void)value.getAsInteger(10, number);
          slot.enumCases.push_back({keyword, number});
        }
      }
      unsigned matched;
      if (code == "vararg") {
        slot.kind = SignatureSlot::Kind::VarArgs;
      } else if (!code.getAsInteger(10, matched)) {
        slot.kind = SignatureSlot::Kind::SameAs;
        slot.overloadSlot = matched;
      } else if (isOverloadedCode(code)) {
        slot.kind = SignatureSlot::Kind::Overloaded;
        slot.overloadSlot = numOverloadSlots++;
      }
      slots.push_back(slot);
    }
  };
  parseList(resultSig, results);
  parseList(argumentSig, arguments);

  SmallVector<StringRef> attrs;
  memory.split(attrs, ',');
  if (llvm::is_contained(attrs, "NoMem"))
    this->memory = IntrinsicMemory::None;
  else if (llvm::is_contained(attrs, "ReadMem"))
    this->memory = IntrinsicMemory::Read;
  else if (llvm::is_contained(attrs, "WriteMem") &&
           !llvm::is_contained(attrs, "SideEffects"))
    this->memory = IntrinsicMemory::Write;
}

bool IntrinsicInfo::isAvailableOn(Platform platform) const {
  return genx::isAvailableOn(platforms, platform) &&
         genx::isAvailableOn(backendPlatforms, platform);
}

std::string IntrinsicInfo::getSignatureString(bool floatVariant) const {
  auto render = [&](const SignatureSlot &slot) -> std::string {
    if (slot.code == "anyint|anyfloat")
      return floatVariant ? "anyfloat" : "anyint";
    return slot.code.str();
  };
  std::string out;
  llvm::raw_string_ostream os(out);
  if (results.empty())
    os << "void";
  else if (results.size() == 1)
    os << render(results.front());
  else
    os << "{" << llvm::join(llvm::map_range(results, render), ",") << "}";
  os << "(" << llvm::join(llvm::map_range(arguments, render), ",") << ")";
  return out;
}

LogicalResult IntrinsicInfo::getOverloadTypes(TypeRange resultTypes,
                                              TypeRange argTypes,
                                              SmallVectorImpl<Type> &slotTypes,
                                              std::string &error) const {
  slotTypes.assign(numOverloadSlots, Type());
  auto visit = [&](const SignatureSlot &slot, Type type,
                   StringRef what) -> LogicalResult {
    switch (slot.kind) {
    case SignatureSlot::Kind::Overloaded:
      slotTypes[slot.overloadSlot] = type;
      return success();
    case SignatureSlot::Kind::SameAs: {
      Type expected =
          static_cast<unsigned>(slot.overloadSlot) < slotTypes.size()
              ? slotTypes[slot.overloadSlot]
              : Type();
      if (expected && expected == type)
        return success();
      llvm::raw_string_ostream os(error);
      os << what << " must have the type of overload slot "
         << slot.overloadSlot;
      if (expected)
        os << " (" << expected << ")";
      os << ", but has " << type;
      return failure();
    }
    default:
      return success();
    }
  };
  for (auto [index, slot] : llvm::enumerate(results)) {
    if (index >= resultTypes.size())
      break;
    if (failed(visit(slot, resultTypes[index],
                     "result '" + slot.name.str() + "'")))
      return failure();
  }
  for (auto [index, slot] : llvm::enumerate(arguments)) {
    if (slot.kind == SignatureSlot::Kind::VarArgs || index >= argTypes.size())
      break;
    if (failed(visit(slot, argTypes[index], "'" + slot.name.str() + "'")))
      return failure();
  }
  return success();
}

bool IntrinsicInfo::selectsFloatVariant(ArrayRef<Type> slotTypes) const {
  if (floatIntrinsicName.empty())
    return false;
  for (const SignatureSlot &slot :
       llvm::concat<const SignatureSlot>(results, arguments))
    if (slot.code == "anyint|anyfloat" && slot.overloadSlot >= 0 &&
        static_cast<unsigned>(slot.overloadSlot) < slotTypes.size() &&
        slotTypes[slot.overloadSlot])
      return isa<FloatType>(getElementTypeOrSelf(slotTypes[slot.overloadSlot]));
  return false;
}

std::string IntrinsicInfo::getMangledName(ArrayRef<Type> slotTypes) const {
  std::string name = selectsFloatVariant(slotTypes) ? floatIntrinsicName.str()
                                                    : intrinsicName.str();
  // `intvector` constrains a type without naming it in the mangling.
  for (const SignatureSlot &slot :
       llvm::concat<const SignatureSlot>(results, arguments)) {
    if (slot.kind != SignatureSlot::Kind::Overloaded ||
        slot.code == "intvector")
      continue;
    name += ".";
    appendMangledType(slotTypes[slot.overloadSlot], name);
  }
  return name;
}

void IntrinsicInfo::getCallTypes(Operation *op,
                                 SmallVectorImpl<Type> &resultTypes,
                                 SmallVectorImpl<Type> &argTypes) const {
  llvm::append_range(resultTypes, op->getResultTypes());
  unsigned nextOperand = 0;
  for (const SignatureSlot &slot : arguments) {
    if (slot.kind == SignatureSlot::Kind::VarArgs) {
      for (; nextOperand < op->getNumOperands(); ++nextOperand)
        argTypes.push_back(op->getOperand(nextOperand).getType());
      break;
    }
    if (slot.immediate) {
      std::optional<Attribute> attr = op->getInherentAttr(slot.name);
      auto intAttr = attr ? dyn_cast_or_null<IntegerAttr>(*attr) : nullptr;
      argTypes.push_back(intAttr ? intAttr.getType() : Type());
      continue;
    }
    argTypes.push_back(nextOperand < op->getNumOperands()
                           ? op->getOperand(nextOperand++).getType()
                           : Type());
  }
}

LogicalResult mlir::genx::verifyIntrinsicSignature(Operation *op,
                                                   const IntrinsicInfo &info) {
  SmallVector<Type> resultTypes, argTypes, slotTypes;
  info.getCallTypes(op, resultTypes, argTypes);
  std::string error;
  if (failed(info.getOverloadTypes(resultTypes, argTypes, slotTypes, error)))
    return op->emitOpError() << error;
  // The intvector slot of add3c-like intrinsics carries one element per
  // element of the first overloaded slot.
  for (auto [index, slot] : llvm::enumerate(info.getResults())) {
    if (slot.code == "intvector" && !slotTypes.empty() && slotTypes[0] &&
        getNumElements(op->getResult(index).getType()) !=
            getNumElements(slotTypes[0]))
      return op->emitOpError()
             << "result #" << index << " must have as many elements as "
             << slotTypes[0];
  }
  return success();
}
