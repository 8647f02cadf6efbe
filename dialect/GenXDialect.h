//===- GenXDialect.h - GenX dialect -----------------------------*- C++ -*-===//
//
// The `genx` dialect: Intel GenX vc-intrinsics as MLIR operations.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_DIALECT_GENXDIALECT_H
#define GENX_DIALECT_GENXDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>

namespace mlir {
namespace genx {

//===----------------------------------------------------------------------===//
// Types GenX accepts
//===----------------------------------------------------------------------===//

/// i1, i8, i16, i32 or i64.
bool isGenXIntType(Type type);
/// f16, bf16, f32 or f64.
bool isGenXFloatType(Type type);
/// A fixed 1-D vector of GenX integers or floats.
bool isGenXVector(Type type);
/// Any type a GenX intrinsic slot or kernel value may have: a GenX scalar, a
/// GenX vector, or an LLVM pointer.
bool isGenXType(Type type);
/// A GenX integer or a vector of them.
bool isIntOrIntVector(Type type);
/// A vector of GenX integers.
bool isIntVector(Type type);
/// A GenX float or a vector of them.
bool isFloatOrFloatVector(Type type);
/// An LLVM pointer or a GenX vector of them.
bool isPtrOrPtrVector(Type type);
/// Number of elements of a vector type, 1 for a scalar.
int64_t getNumElements(Type type);
/// Size in bytes of a scalar or vector type; 0 if not a GenX value type.
int64_t getSizeInBytes(Type type);

//===----------------------------------------------------------------------===//
// Platforms
//===----------------------------------------------------------------------===//

/// GenX platform generations, oldest first (vc-intrinsics' order).
enum class Platform : uint8_t {
  Gen8,
  Gen9,
  Gen9LP,
  Gen11,
  XeLP,
  XeHP,
  XeHPG,
  XeLPG,
  XeLPGPlus,
  XeHPC,
  XeHPCVG,
  Xe2,
  Xe3,
  Xe3P,
  Xe3PLPG,
};

/// Parses a platform name as vc-intrinsics spells it ("XeHPG").
std::optional<Platform> parsePlatform(StringRef name);
/// The platform of an `ocloc -device` name ("tgllp" -> XeLP).
std::optional<Platform> getDevicePlatform(StringRef device);
StringRef stringifyPlatform(Platform platform);

/// Evaluates a platform restriction of the intrinsic table on `platform`.
/// A restriction is a comma-separated list of terms: `X` (exactly X), `X+`
/// (X and later), `-X` (before X), `~X` (anything but X). Inclusive terms
/// are alternatives; exclusions apply on top. Empty means everywhere.
bool isAvailableOn(StringRef restriction, Platform platform);
/// Checks that a restriction only names known platforms.
LogicalResult verifyPlatformRestriction(StringRef restriction,
                                        std::string &error);

//===----------------------------------------------------------------------===//
// IntrinsicInfo
//===----------------------------------------------------------------------===//

/// One argument or result of an intrinsic signature, in the reference's
/// notation.
struct SignatureSlot {
  enum class Kind {
    /// A fixed type: `int`, `char`, `float4`...
    Fixed,
    /// A new overload slot: `anyint`, `anyvector`...; mangled into the name.
    Overloaded,
    /// Same type as an earlier overload slot.
    SameAs,
    /// Trailing variadic arguments.
    VarArgs,
  };
  Kind kind = Kind::Fixed;
  /// Reference code: `int`, `anyint`, `anyint|anyfloat`, `0`, `vararg`.
  StringRef code;
  /// The op's name for the value: its operand, attribute or result name.
  StringRef name;
  /// Overloaded: its slot number; SameAs: the slot it matches.
  int overloadSlot = -1;
  /// True for an argument that must be a compile-time constant; it is the
  /// attribute `name` of the op.
  bool immediate = false;
  /// True for an immediate that may be undef in LLVM IR: the op's attribute
  /// is then absent, and the export passes undef.
  bool optional = false;
  /// For an enumerated immediate, its cases: keyword and value.
  SmallVector<std::pair<StringRef, int64_t>> enumCases;

  /// The keyword of `value` for an enumerated immediate, or empty.
  StringRef getEnumKeyword(int64_t value) const;
  /// Renders the allowed values of an enumerated immediate:
  /// `uncached (1), cached (2)`.
  std::string describeEnumCases() const;
};

/// Memory behaviour of an intrinsic, from its reference attributes.
enum class IntrinsicMemory { None, Read, Write, Unknown };

/// Everything the translation and the checks need to know about one genx op,
/// parsed from the strings TableGen derives from the op's definition.
class IntrinsicInfo {
public:
  IntrinsicInfo(StringRef opName, StringRef intrinsicName,
                StringRef floatIntrinsicName, StringRef resultSig,
                StringRef argumentSig, StringRef memory, StringRef platforms,
                StringRef backendPlatforms, bool inVCIntrinsics011,
                bool cmRuntimeOnly = false);

  StringRef getOperationName() const { return opName; }
  /// The intrinsic name; for int/float pairs, the integer one.
  StringRef getIntrinsicName() const { return intrinsicName; }
  /// The float intrinsic of an int/float pair, or empty.
  StringRef getFloatIntrinsicName() const { return floatIntrinsicName; }
  ArrayRef<SignatureSlot> getResults() const { return results; }
  ArrayRef<SignatureSlot> getArguments() const { return arguments; }
  unsigned getNumOverloadSlots() const { return numOverloadSlots; }
  /// The reference attribute string ("NoMem", "WriteMem,SideEffects"...).
  StringRef getMemoryAttrs() const { return memoryAttrs; }
  IntrinsicMemory getMemory() const { return memory; }
  bool isConvergent() const { return memoryAttrs.contains("Convergent"); }
  /// The reference's platform restriction.
  StringRef getPlatforms() const { return platforms; }
  /// A restriction measured on the backend, on top of the reference's.
  StringRef getBackendPlatforms() const { return backendPlatforms; }
  /// Whether the intrinsic exists on `platform`.
  bool isAvailableOn(Platform platform) const;
  /// Whether vc-intrinsics 0.11 (Debian's IGC 1.0.12504) knows it.
  bool isInVCIntrinsics011() const { return inVCIntrinsics011; }
  /// Whether only the CM runtime supports it (IGC refuses it under the
  /// OpenCL runtime that ocloc uses).
  bool isCMRuntimeOnly() const { return cmRuntimeOnly; }
  bool hasVarArgs() const {
    return !arguments.empty() &&
           arguments.back().kind == SignatureSlot::Kind::VarArgs;
  }

  /// Renders the signature of one of the op's intrinsics in reference
  /// notation: `anyint(anyvector,int,int,int,anyint,int)`.
  std::string getSignatureString(bool floatVariant = false) const;

  /// The type of every overload slot, given the types of the intrinsic's
  /// results and arguments in order (immediates included). Fails if a
  /// "same type as slot N" does not hold.
  LogicalResult getOverloadTypes(TypeRange resultTypes, TypeRange argTypes,
                                 SmallVectorImpl<Type> &slotTypes,
                                 std::string &error) const;

  /// Whether the overload types select the float intrinsic of a pair.
  bool selectsFloatVariant(ArrayRef<Type> slotTypes) const;

  /// The full mangled name, e.g. `llvm.genx.wrregioni.v8i32.v4i32.i16.i1`.
  std::string getMangledName(ArrayRef<Type> slotTypes) const;

  /// Result and argument types (in intrinsic order) of an op instance.
  void getCallTypes(Operation *op, SmallVectorImpl<Type> &resultTypes,
                    SmallVectorImpl<Type> &argTypes) const;

private:
  StringRef opName, intrinsicName, floatIntrinsicName, memoryAttrs, platforms,
      backendPlatforms;
  bool inVCIntrinsics011, cmRuntimeOnly;
  SmallVector<SignatureSlot> results, arguments;
  unsigned numOverloadSlots = 0;
  IntrinsicMemory memory = IntrinsicMemory::Unknown;
};

/// Appends the LLVM intrinsic mangling of `type` (`v8i32`, `f16`, `p0`).
void appendMangledType(Type type, std::string &out);

//===----------------------------------------------------------------------===//
// What LLVM IR says beyond the dialects
//===----------------------------------------------------------------------===//

/// Discardable attributes the import sets and the export reads, so that
/// LLVM IR that neither the LLVM dialect nor genx ops model comes back out
/// as it came in.
struct GenXAttrNames {
  /// On a genx op: the exact `llvm.genx.*` callee, when it is not the
  /// canonical mangling of the op's types (IGC finds intrinsics by prefix).
  static constexpr llvm::StringLiteral kCallee = "genx.callee";
  /// On a genx op, or an op that exports to a call of an LLVM intrinsic:
  /// "tail", "musttail" or "notail".
  static constexpr llvm::StringLiteral kTailCall = "genx.tail_call";
  /// On a genx op: #llvm.fastmath flags of the call.
  static constexpr llvm::StringLiteral kFastMath = "genx.fastmath";
  /// On a genx op or llvm.call: call-site attributes as LLVM assembly text,
  /// {fn = "...", ret = "...", args = ["...", ...], cconv = N : i32}.
  static constexpr llvm::StringLiteral kCallAttrs = "genx.call_attrs";
  /// On any op, function or global: {kind = "LLVM metadata text"} for
  /// metadata kinds the LLVM dialect does not import.
  static constexpr llvm::StringLiteral kMetadata = "genx.metadata";
  /// On a module: ["LLVM named metadata text"], in module order.
  static constexpr llvm::StringLiteral kNamedMetadata = "genx.named_metadata";
  /// On a function or global: "dllexport" or "dllimport".
  static constexpr llvm::StringLiteral kDllStorage = "genx.dll_storage";
  /// On a function or global: it has no name in LLVM IR (`@0`).
  static constexpr llvm::StringLiteral kUnnamed = "genx.unnamed";
  /// On a function: its address space, when not the data layout's program
  /// address space (`define ... addrspace(9)`).
  static constexpr llvm::StringLiteral kAddrSpace = "genx.addrspace";
  /// On an scf.for (unit): the loop over the lanes of an atomic update of
  /// the work items genx-vectorize-work-items packs, which
  /// convert-memory-to-genx sends as atomic messages of 16 lanes.
  static constexpr llvm::StringLiteral kLaneAtomics = "genx.lane_atomics";
};

/// Verifies one of the attributes above on `op`.
LogicalResult verifyGenXPassthroughAttr(Operation *op, NamedAttribute attr);

//===----------------------------------------------------------------------===//
// Regions
//===----------------------------------------------------------------------===//

/// A region with a known start, in elements: element `i` is at
/// `start + (i / width) * vstride + (i % width) * stride`.
struct RegionLayout {
  int64_t start = 0, vstride = 0, width = 1, stride = 0, numElements = 1;

  int64_t getIndex(int64_t i) const {
    return start + (i / width) * vstride + (i % width) * stride;
  }
  /// The largest element index the region touches.
  int64_t getMaxIndex() const;
  /// Whether reading this region of an `n`-element vector returns it as is.
  bool isIdentity(int64_t n) const;
};

class RdRegionOp;

/// The region `op` reads when its offset is a constant scalar, or nothing.
std::optional<RegionLayout> getConstantRegionLayout(RdRegionOp op);

/// Finds a region (non-negative strides, widest rows first) whose element
/// indices are exactly `indices`, or nothing.
std::optional<RegionLayout> matchRegionLayout(ArrayRef<int64_t> indices);

/// The width IGC uses for a region: a width of 0 reads as one row holding
/// the whole region (IGC 1.0.12504 compiles it so when the vstride is 0, and
/// divides by zero otherwise, which the verifier refuses).
int64_t getRegionWidth(int64_t width, int64_t numElements);

/// Verifies an op against its intrinsic signature.
LogicalResult verifyIntrinsicSignature(Operation *op,
                                       const IntrinsicInfo &info);

/// Native trait running verifyIntrinsicSignature.
template <typename ConcreteOp>
class IntrinsicSignature
    : public OpTrait::TraitBase<ConcreteOp, IntrinsicSignature> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return verifyIntrinsicSignature(op, ConcreteOp::getIntrinsicInfo());
  }
};

/// Verifies an LSC untyped message (see GenX_LSCLoadMessage).
LogicalResult verifyLSCMessage(Operation *op, bool isStore);

template <typename ConcreteOp>
class LSCLoadMessage : public OpTrait::TraitBase<ConcreteOp, LSCLoadMessage> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return verifyLSCMessage(op, /*isStore=*/false);
  }
};

template <typename ConcreteOp>
class LSCStoreMessage : public OpTrait::TraitBase<ConcreteOp, LSCStoreMessage> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return verifyLSCMessage(op, /*isStore=*/true);
  }
};

/// Verifies that an oword block message moves 1, 2, 4 or 8 owords;
/// `what` names the value (`data` or `result`) in the error.
LogicalResult verifyOWordBlock(Operation *op, Type dataType, StringRef what);

/// The same for the oword messages on surfaces, which also take less than
/// one oword (an i1 mask, or 1 to 15 bytes): the message moves the whole
/// oword, of which a load keeps the low bytes and a store writes the rest
/// with undefined values.
LogicalResult verifySurfaceOWordBlock(Operation *op, Type dataType,
                                      StringRef what);

/// Verifies the data of an LSC quad message (lanes x enabled channels
/// elements) or atomic (one element per lane, vector_size v1) against its
/// predicate and addresses: the backend trusts the encoding.
LogicalResult verifyLSCLaneData(Operation *op, Value predicate,
                                Value addresses, Type data, bool quad);

/// Verifies a scaled dataport message (gather/scatter[4].scaled...) against
/// the reference: 1, 2 or 4 bytes or the enabled channels per lane, the
/// data holding that many 32-bit elements per offset, the predicate, if
/// any, one bit per offset. The lane count is free: the backend splits
/// wide messages into legal ones (measured on the corpus: 31 and 32 lanes).
LogicalResult verifyScaledLaneData(Operation *op, Value offsets, Type data,
                                   Value predicate);

/// Verifies that an LSC message's `addr_scale` immediate, if any, is 1.
LogicalResult verifyLSCAddressScale(Operation *op);

template <typename ConcreteOp>
class LSCAddressScale
    : public OpTrait::TraitBase<ConcreteOp, LSCAddressScale> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return verifyLSCAddressScale(op);
  }
};

/// What the GenX backend accepts on a device, beyond its intrinsics.
struct DeviceLimits {
  /// Shared local memory of one work-group, in bytes.
  uint32_t maxSLMSize;
  /// Bytes of kernel arguments the thread payload holds (0: not measured).
  uint32_t maxArgumentBytes;
};

/// The limits of a platform (one table, Platform.cpp).
DeviceLimits getDeviceLimits(Platform platform);

} // namespace genx
} // namespace mlir

#include "dialect/GenXDialect.h.inc"
#include "dialect/GenXEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "dialect/GenXAttrs.h.inc"

namespace mlir {
namespace LLVM {
class LLVMFuncOp;
} // namespace LLVM
namespace genx {
/// What IGC accepts through ocloc of `kernel`'s argument kinds on `func`:
/// no implicit-argument kinds (IGC provides those itself), and kinds that
/// fit the argument types (samplers, surfaces, VME objects are i32
/// indices; an `svmptr_t` is a general i64 or pointer). The dialect
/// models more, as IGC's own IR has it; genx-verify-target checks this.
LogicalResult verifyBackendArgumentKinds(LLVM::LLVMFuncOp func,
                                         KernelAttr kernel);
} // namespace genx
} // namespace mlir

#include "dialect/GenXInterfaces.h.inc"

#define GET_OP_CLASSES
#include "dialect/GenXOps.h.inc"

#endif // GENX_DIALECT_GENXDIALECT_H
