//===- GenXOpBase.td - Base class of GenX intrinsic ops ----*- tablegen -*-===//

#ifndef GENX_OPBASE_TD
#define GENX_OPBASE_TD

include "dialect/GenXDialect.td"
include "dialect/GenXInterfaces.td"

/// Verifies operands and results against the op's intrinsic signature
/// ("same type as slot N", vector widths of immediates...).
def GenX_IntrinsicSignature : NativeOpTrait<"IntrinsicSignature"> {
  let cppNamespace = "::mlir::genx";
}

/// LSC untyped messages with the common argument layout: arg0 predicate,
/// arg1 subopcode, arg2/arg3 L1/L3 cache controls, arg6 data size, arg7
/// vector size, arg8 data order (1 non-transposed, 2 transposed). Verifies the encodings and the cache-control
/// combinations the hardware has, for loads (and prefetches) or stores.
def GenX_LSCLoadMessage : NativeOpTrait<"LSCLoadMessage"> {
  let cppNamespace = "::mlir::genx";
}
def GenX_LSCStoreMessage : NativeOpTrait<"LSCStoreMessage"> {
  let cppNamespace = "::mlir::genx";
}

/// Traits implied by an intrinsic's memory attribute in the reference.
class GenX_MemoryTraits<string memory> {
  list<Trait> traits = !cond(
    !eq(memory, "NoMem") : [Pure],
    !eq(memory, "ReadMem") : [MemoryEffects<[MemRead]>],
    !eq(memory, "WriteMem") : [MemoryEffects<[MemWrite]>],
    // None, SideEffects, NoWillReturn, Convergent: unknown effects.
    true : []);
}

/// One `llvm.genx.<mnemonic>` intrinsic.
///
/// `memory` is the reference's attribute set ("NoMem", "ReadMem",
/// "WriteMem,SideEffects", ...), `platformList` its platform restriction
/// ("-Xe2", "XeHP+,~XeLPG", ... or empty). Operands, attributes and results
/// must follow the intrinsic's arguments and results in order.
class GenX_IntrinsicOp<string mnemonic, string memory,
                       string platformList = "", list<Trait> traits = []>
    : Op<GenX_Dialect, mnemonic,
         !listconcat(traits, GenX_MemoryTraits<memory>.traits,
                     [GenX_IntrinsicOpInterface, GenX_IntrinsicSignature])> {
  /// Intrinsic name; for int/float pairs the integer one.
  string intrinsicName = "llvm.genx." # mnemonic;
  /// For int/float pairs, the float intrinsic chosen when the element type of
  /// the first `anyint|anyfloat` slot is a float.
  string floatIntrinsicName = "";
  string memoryAttrs = memory;
  string platforms = platformList;
  /// A restriction measured on the GenX backend where the reference gives
  /// none (same syntax as `platforms`).
  string backendPlatforms = "";
  /// Whether vc-intrinsics 0.11, which Debian's IGC 1.0.12504 is built
  /// with, knows this intrinsic with this signature.
  bit inVCIntrinsics011 = 1;
  /// Whether only the CM runtime supports the intrinsic: IGC refuses it
  /// under the OpenCL runtime ocloc uses (measured: "scoreboarding
  /// intrinsics are supported only for CM RT").
  bit cmRuntimeOnly = 0;
  /// Extra C++ declarations for hand-refined ops.
  code extraDecls = "";

  // Signature in reference notation, derived from the ODS lists; immediates
  // are written `$code=attrName`, those that may be undef `$?code=attrName`.
  string resultSig = !interleave(
      !foreach(i, !range(!size(results)),
               !getdagarg<GenX_Sig>(results, i).sigCode), ",");
  string argumentSig = !interleave(
      !foreach(i, !range(!size(arguments)),
               !if(!isa<Attr>(!getdagarg<GenX_Sig>(arguments, i)),
                   "$" # !if(!getdagarg<Attr>(arguments, i).isOptional, "?", "")
                       # !getdagarg<GenX_Sig>(arguments, i).sigCode # "="
                       # !getdagname(arguments, i),
                   !getdagarg<GenX_Sig>(arguments, i).sigCode)), ",");

  let summary = "`" # intrinsicName # "`"
                # !if(!empty(floatIntrinsicName), "",
                      " / `" # floatIntrinsicName # "`");
  let description = "Exports to `" # intrinsicName # "`"
      # !if(!empty(floatIntrinsicName), "",
            " (integers) or `" # floatIntrinsicName # "` (floats)")
      # ". Operands follow the intrinsic's arguments in order; arguments that "
      # "must be constants are the attributes named after them.";
  let assemblyFormat =
      "operands attr-dict `:` functional-type(operands, results)";
  let extraClassDeclaration = [{
    /// The intrinsic facts of this op, parsed once from its definition.
    static const ::mlir::genx::IntrinsicInfo &getIntrinsicInfo() {
      static const ::mlir::genx::IntrinsicInfo info(
          getOperationName(), "}] # intrinsicName # [{", "}]
          # floatIntrinsicName # [{", "}] # resultSig # [{", "}]
          # argumentSig # [{", "}] # memoryAttrs # [{", "}] # platforms
          # [{", "}] # backendPlatforms # [{", }]
          # !if(inVCIntrinsics011, "true", "false") # [{, }]
          # !if(cmRuntimeOnly, "true", "false") # [{);
      return info;
    }
  }] # extraDecls;
}

#endif // GENX_OPBASE_TD
