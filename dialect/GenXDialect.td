//===- GenXDialect.td - GenX dialect definition ------------*- tablegen -*-===//
//
// The `genx` dialect: Intel GenX vector-compute intrinsics (vc-intrinsics)
// as MLIR operations, plus the type vocabulary the intrinsic table is
// written in.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_DIALECT_TD
#define GENX_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def GenX_Dialect : Dialect {
  let name = "genx";
  let cppNamespace = "::mlir::genx";
  let summary = "Intel GenX vector-compute intrinsics";
  let description = [{
    The `genx` dialect mirrors the `llvm.genx.*` intrinsics of Intel's
    vc-intrinsics, the input language of the GenX backend (IGC's
    VectorCompiler). Every intrinsic is one operation whose operands follow
    the intrinsic's arguments in order (`arg0`, `arg1`, ... as in the GenX
    language reference); arguments that the backend needs as compile-time
    constants are attributes. Overloaded intrinsics are one operation whose
    types select the overload; the translation to LLVM IR mangles the name.

    The dialect also carries the GenX kernel ABI: the `genx.kernel`
    attribute on an `llvm.func` makes it a `dllexport spir_kernel` with a
    `!genx.kernels` entry, and `genx.target` on a module names the device.
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
  let extraClassDeclaration = [{
    /// Name of the discardable attribute that marks an `llvm.func` as a kernel.
    static constexpr ::llvm::StringLiteral getKernelAttrName() {
      return ::llvm::StringLiteral("genx.kernel");
    }
    /// Name of the discardable attribute listing the memref metadata a
    /// lowered kernel takes as appended arguments: one
    /// [memref argument, kind (0 size, 1 stride, 2 offset), dimension]
    /// array each, in argument order.
    static constexpr ::llvm::StringLiteral getMemRefMetadataAttrName() {
      return ::llvm::StringLiteral("genx.memref_metadata");
    }
    /// Name of the discardable i32 attribute of a kernel that
    /// genx-vectorize-work-items made run this many work items of x per
    /// hardware thread (its launches start 1/N as many threads in x).
    static constexpr ::llvm::StringLiteral getWorkItemsPerThreadAttrName() {
      return ::llvm::StringLiteral("genx.work_items_per_thread");
    }
    /// genx-vectorize-work-items made each hardware thread also run this
    /// many consecutive work items of y (its launches start 1/N as many
    /// threads in y).
    static constexpr ::llvm::StringLiteral getRowsPerThreadAttrName() {
      return ::llvm::StringLiteral("genx.rows_per_thread");
    }
    /// Name of the discardable attribute by which convert-memory-to-genx
    /// tells convert-gpu-to-genx how `memory=auto` addressed global memory
    /// ("svm" or "surface").
    static constexpr ::llvm::StringLiteral getMemoryAttrName() {
      return ::llvm::StringLiteral("genx.memory");
    }
    /// Name of the discardable module attribute that orders the
    /// `!genx.kernels` entries: an array of kernel symbols (the import sets
    /// it when the metadata's order is not the definition order, which the
    /// export follows otherwise).
    static constexpr ::llvm::StringLiteral getKernelOrderAttrName() {
      return ::llvm::StringLiteral("genx.kernel_order");
    }
    /// Name of the discardable module attribute naming the target device.
    static constexpr ::llvm::StringLiteral getTargetAttrName() {
      return ::llvm::StringLiteral("genx.target");
    }

    /// The op implementing the intrinsic `name` (an unmangled
    /// `llvm.genx.*` base name), or null.
    const ::mlir::genx::IntrinsicInfo *
    lookupIntrinsic(::llvm::StringRef name) const;
    /// Every intrinsic op of the dialect.
    ::llvm::ArrayRef<const ::mlir::genx::IntrinsicInfo *>
    getIntrinsics() const { return intrinsics; }

  private:
    ::llvm::SmallVector<const ::mlir::genx::IntrinsicInfo *> intrinsics;
    ::llvm::StringMap<const ::mlir::genx::IntrinsicInfo *> intrinsicsByName;

  public:
  }];
}

//===----------------------------------------------------------------------===//
// Types of the intrinsic table.
//
// Each constraint also records the code the reference signature uses for it
// (`sigCode`), so that every op's full signature is derived from its ODS
// arguments and results: the table states each fact once.
//===----------------------------------------------------------------------===//

/// Mixin carrying a slot's code in the reference signature notation:
/// `int`, `anyvector`, `float4`, or a decimal N for "same type as overload
/// slot N".
class GenX_Sig<string sig> {
  string sigCode = sig;
}

/// A fixed, non-overloaded type.
class GenX_FixedType<Type t, string sig>
    : Type<t.predicate, t.summary, t.cppType>, GenX_Sig<sig> {
  let builderCall = t.builderCall;
}

def GenX_Bool : GenX_FixedType<I1, "bool">;
def GenX_Char : GenX_FixedType<I8, "char">;
def GenX_Short : GenX_FixedType<I16, "short">;
def GenX_Int : GenX_FixedType<I32, "int">;
def GenX_Long : GenX_FixedType<I64, "long">;
def GenX_Half : GenX_FixedType<F16, "half">;
def GenX_Float : GenX_FixedType<F32, "float">;
def GenX_Double : GenX_FixedType<F64, "double">;

/// A fixed vector type such as `int4` (vector<4xi32>).
class GenX_Vec<int n, Type elt, string sig>
    : Type<And<[IsVectorOfNonZeroRankTypePred,
                CPred<"::llvm::cast<::mlir::VectorType>($_self).getRank() == 1">,
                CPred<"::llvm::cast<::mlir::VectorType>($_self).getNumElements() == " # n>,
                SubstLeaves<"$_self",
                            "::llvm::cast<::mlir::VectorType>($_self).getElementType()",
                            elt.predicate>]>,
           "vector<" # n # "x" # elt.summary # ">", "::mlir::VectorType">,
      GenX_Sig<sig>;

/// Overloaded slots: the type is chosen by the user and mangled into the
/// intrinsic's name.
class GenX_OverloadedType<string pred, string summary, string sig>
    : Type<CPred<pred>, summary>, GenX_Sig<sig>;

def GenX_AnyInt : GenX_OverloadedType<"::mlir::genx::isIntOrIntVector($_self)",
    "GenX integer or vector of GenX integers", "anyint">;
def GenX_AnyFloat : GenX_OverloadedType<"::mlir::genx::isFloatOrFloatVector($_self)",
    "GenX float or vector of GenX floats", "anyfloat">;
/// The reference's `float` element type alone: measured, IGC 1.0.12504
/// aborts ("VISA builder API call failed") on half-precision rounding.
def GenX_AnyF32 : GenX_OverloadedType<
    "::mlir::genx::isFloatOrFloatVector($_self) && "
    "::mlir::getElementTypeOrSelf($_self).isF32()",
    "f32 or vector of f32", "anyfloat">;
/// A scalar i1 is a one-lane predicate: IGC emits e.g. lsc.fence.i1.
def GenX_AnyVector : GenX_OverloadedType<
    "::mlir::genx::isGenXVector($_self) || $_self.isInteger(1)",
    "vector of GenX elements, or i1", "anyvector">;
def GenX_AnyType : GenX_OverloadedType<"::mlir::genx::isGenXType($_self)",
    "GenX scalar, vector or pointer", "any">;
def GenX_AnyPtr : GenX_OverloadedType<"::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)",
    "LLVM pointer", "anyptr">;
/// An overloaded integer slot whose elements have one of `widths` bits: the
/// reference's "not i64", "i16/i32" and "i32" rules.
class GenX_AnyIntOf<list<int> widths>
    : GenX_OverloadedType<
          "::mlir::genx::isIntOrIntVector($_self) && ::llvm::is_contained({"
          # !interleave(widths, ", ") # "}, ::mlir::getElementTypeOrSelf("
          "$_self).getIntOrFloatBitWidth())",
          "GenX integer or vector of integers of "
          # !interleave(widths, ", ") # " bits", "anyint">;
def GenX_AnyIntTo32 : GenX_AnyIntOf<[8, 16, 32]>;

/// A vector of integers whose type is implied by another slot (not mangled).
def GenX_IntVector : GenX_OverloadedType<"::mlir::genx::isIntVector($_self)",
    "vector of GenX integers", "intvector">;

/// "Same type as overload slot N"; checked by the generic signature verifier.
class GenX_SameAs<int slotIndex>
    : Type<CPred<"::mlir::genx::isGenXType($_self)">,
           "same type as overload slot " # slotIndex>,
      GenX_Sig<"" # slotIndex> {
  int slot = slotIndex;
}

/// Trailing variadic arguments.
def GenX_VarArgs : Variadic<GenX_AnyType>, GenX_Sig<"vararg">;

/// Immediates: arguments that must be compile-time constants. They are
/// attributes in MLIR and constants in the intrinsic call.
class GenX_Imm<I intType, string cppType, string sig>
    : TypedSignlessIntegerAttrBase<intType, cppType,
                                   intType.bitwidth # "-bit immediate">,
      GenX_Sig<sig>;

def GenX_ImmBool : GenX_Imm<I1, "bool", "bool">;
def GenX_ImmChar : GenX_Imm<I8, "int8_t", "char">;
def GenX_ImmShort : GenX_Imm<I16, "int16_t", "short">;
def GenX_ImmInt : GenX_Imm<I32, "int32_t", "int">;
def GenX_ImmLong : GenX_Imm<I64, "int64_t", "long">;

/// An immediate that LLVM IR may leave undef: the attribute is then absent,
/// and the export passes undef.
class GenX_OptionalImm<GenX_Imm imm> : OptionalAttr<imm>, GenX_Sig<imm.sigCode>;

/// Enumerated immediates: a constant argument whose values have names. The
/// attribute is an IntegerAttr of the immediate's type (export and import
/// see the integer), printed and parsed by case name, and verified against
/// the cases; the constraint's summary lists them, so a verifier error names
/// the allowed set.
class GenX_EnumCase<I intType, string sym, int val, string str>
    : IntEnumAttrCaseBase<intType, sym, str, val>;
class GenX_I8Case<string sym, int val, string str = sym>
    : GenX_EnumCase<I8, sym, val, str>;
class GenX_I16Case<string sym, int val, string str = sym>
    : GenX_EnumCase<I16, sym, val, str>;
class GenX_I32Case<string sym, int val, string str = sym>
    : GenX_EnumCase<I32, sym, val, str>;

class GenX_EnumImm<I intType, string cppUnderlying, string sig, string name,
                   string meaning, list<IntEnumAttrCaseBase> cases>
    : IntEnumAttr<intType, name,
                  meaning # " (" # !interleave(!foreach(c, cases,
                                   c.str # " = " # c.value), ", ") # ")",
                  cases>,
      GenX_Sig<sig> {
  let cppNamespace = "::mlir::genx";
  let underlyingType = cppUnderlying;
  // Stored as a plain IntegerAttr, so that any value parses (generic form,
  // import) and the verifier, not the parser, rejects a value outside the
  // cases, naming them; the accessor still returns the enum.
  let genSpecializedAttr = 0;
  let returnType = cppNamespace # "::" # name;
  let convertFromStorage = "static_cast<" # returnType
                           # ">($_self.getValue().getZExtValue())";
  let constBuilderCall = "$_builder.getIntegerAttr($_builder.getIntegerType("
                         # intType.bitwidth # "), static_cast<int64_t>($0))";
}
class GenX_I8EnumImm<string name, string meaning, list<GenX_I8Case> cases>
    : GenX_EnumImm<I8, "uint8_t", "char", name, meaning, cases>;
class GenX_I16EnumImm<string name, string meaning, list<GenX_I16Case> cases>
    : GenX_EnumImm<I16, "uint16_t", "short", name, meaning, cases>;
class GenX_I32EnumImm<string name, string meaning, list<GenX_I32Case> cases>
    : GenX_EnumImm<I32, "uint32_t", "int", name, meaning, cases>;

#endif // GENX_DIALECT_TD
