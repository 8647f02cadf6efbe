//===- GenXOpBase.td - Base class of GenX intrinsic ops ----*- tablegen -*-===//
//
// How an entry of the intrinsic table becomes an op. An entry names every
// argument and result of its intrinsic, in the intrinsic's order, as an
// `Arg`/`Res` whose constraint is a type of the signature vocabulary
// (GenXDialect.td) and whose description says what the value means. From
// that, this class derives the signature string the C++ side reads, the
// readable assembly format and the operand table of the documentation.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_OPBASE_TD
#define GENX_OPBASE_TD

include "dialect/GenXDialect.td"
include "dialect/GenXInterfaces.td"

/// Verifies operands and results against the op's intrinsic signature
/// ("same type as slot N", vector widths of immediates...).
def GenX_IntrinsicSignature : NativeOpTrait<"IntrinsicSignature"> {
  let cppNamespace = "::mlir::genx";
}

/// LSC untyped messages with the common argument layout (predicate,
/// subopcode, L1/L3 cache controls, ..., data size, vector size, data
/// order). Verifies the cache-control combinations the hardware has, for
/// loads (and prefetches) or stores, and the shapes the encodings imply.
def GenX_LSCLoadMessage : NativeOpTrait<"LSCLoadMessage"> {
  let cppNamespace = "::mlir::genx";
}
def GenX_LSCStoreMessage : NativeOpTrait<"LSCStoreMessage"> {
  let cppNamespace = "::mlir::genx";
}

/// LSC messages: an `addr_scale` immediate, where the op has one, is 1
/// (measured: IGC 1.0.12504 aborts on any other scale).
def GenX_LSCAddressScale : NativeOpTrait<"LSCAddressScale"> {
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
/// ("-Xe2", "XeHP+,~XeLPG", ... or empty). `arguments` and `results` follow
/// the intrinsic's arguments and results in order; each is an `Arg`/`Res`
/// with a description. Arguments the intrinsic needs as constants are
/// attributes (immediates).
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
  /// What the op does, in a paragraph or two, as a `[{ }]` block indented by
  /// 4 spaces; the documentation adds the table of operands, immediates and
  /// results and the intrinsic's name.
  string doc = "";
  assert !eq(!substr(doc, 0, 5), "\n    "),
         mnemonic # ": write `doc` as a [{ }] block indented by 4 spaces";

  // The entry's variables, results first: the order of the reference's
  // overload slots.
  list<OpVariable> resultVars = !foreach(i, !range(!size(results)),
      !getdagarg<OpVariable>(results, i));
  list<OpVariable> argumentVars = !foreach(i, !range(!size(arguments)),
      !getdagarg<OpVariable>(arguments, i));
  list<string> resultNames = !foreach(i, !range(!size(results)),
      !getdagname(results, i));
  list<string> argumentNames = !foreach(i, !range(!size(arguments)),
      !getdagname(arguments, i));
  list<OpVariable> allVars = !listconcat(resultVars, argumentVars);
  list<string> allNames = !listconcat(resultNames, argumentNames);
  list<string> allCodes = !foreach(v, allVars,
      !cast<GenX_Sig>(v.constraint).sigCode);
  list<bit> isImmediate = !foreach(v, argumentVars, !isa<Attr>(v.constraint));
  assert !foldl(1, allVars, ok, v, !and(ok, !not(!empty(v.summary)))),
         mnemonic # ": every argument and result needs a meaning";
  /// Names of the overload slots, in slot order.
  list<string> overloadNames = !foreach(i,
      !filter(i, !range(!size(allCodes)), !eq(!substr(allCodes[i], 0, 3), "any")),
      allNames[i]);

  /// Immediates that LLVM IR may leave undef (GenX_OptionalImm).
  list<bit> isOptionalImmediate = !foreach(v, argumentVars,
      !if(!isa<Attr>(v.constraint), !cast<Attr>(v.constraint).isOptional, 0));

  // Signature in reference notation, read by IntrinsicInfo: one
  // `code=name` per argument, `$` before an immediate (`$?` before one that
  // may be undef), and after an enum immediate its cases as
  // `:keyword=value|keyword=value...`.
  string resultSig = !interleave(!foreach(i, !range(!size(resultVars)),
      allCodes[i] # "=" # resultNames[i]), ",");
  string argumentSig = !interleave(!foreach(i, !range(!size(argumentVars)),
      !if(isImmediate[i], "$", "") # !if(isOptionalImmediate[i], "?", "")
      # allCodes[!add(i, !size(resultVars))]
      # "=" # argumentNames[i]
      # !if(!isa<EnumAttrInfo>(argumentVars[i].constraint),
            ":" # !interleave(!foreach(e,
                !cast<EnumAttrInfo>(argumentVars[i].constraint).enumerants,
                e.str # "=" # e.value), "|"),
            "")), ",");

  // The readable form: value operands in order, then the immediates by name
  // in braces, then the types. `genx.x %a, %b {depth = 8} : (...) -> ...`.
  list<int> operandIndices = !filter(i, !range(!size(argumentVars)),
                                     !not(isImmediate[i]));
  list<int> immediateIndices = !filter(i, !range(!size(argumentVars)),
                                       isImmediate[i]);
  string operandFormat = !interleave(!foreach(i, operandIndices,
      "$" # argumentNames[i]), " `,` ");
  // An immediate that may be undef is printed only when present; it may not
  // come first, as its group starts with the comma.
  string immediateFormat = !if(!empty(immediateIndices), "",
      " ` ` `{` " # !interleave(!foreach(k, !range(!size(immediateIndices)),
          !if(isOptionalImmediate[immediateIndices[k]],
              "(`,` `" # argumentNames[immediateIndices[k]] # "` `=` $"
                  # argumentNames[immediateIndices[k]] # "^)?",
              !if(!eq(k, 0), "", "`,` ")
                  # "`" # argumentNames[immediateIndices[k]] # "` `=` $"
                  # argumentNames[immediateIndices[k]])), " ")
      # " `}`");
  assert !not(!foldl(0, !range(!size(immediateIndices)), first, k,
                     !or(first, !and(!eq(k, 0),
                         isOptionalImmediate[immediateIndices[k]])))),
         mnemonic # ": the first immediate may not be optional";

  // The documentation's table: one row per result, operand and immediate.
  // Written with the 4-space indentation of `doc` blocks, which the
  // documentation generator strips.
  string variableTable = !if(!empty(allVars), "", "\n\n"
      # "    | name | kind | type | meaning |\n"
      # "    | :--- | :--- | :--- | :--- |\n"
      # !interleave(!foreach(i, !range(!size(allVars)),
          "    | `" # allNames[i] # "` | "
          # !cond(!lt(i, !size(resultVars)) : "result",
                  isImmediate[!sub(i, !size(resultVars))] : "immediate",
                  true : "operand")
          # " | "
          # !if(!isa<GenX_SameAs>(allVars[i].constraint),
                "same type as `" # overloadNames[
                    !cast<GenX_SameAs>(allVars[i].constraint).slot] # "`",
                allVars[i].constraint.summary)
          # " | " # allVars[i].summary # " |"), "\n"));

  let summary = "`" # intrinsicName # "`"
                # !if(!empty(floatIntrinsicName), "",
                      " / `" # floatIntrinsicName # "`");
  let description = doc # variableTable # "\n\n    Exports to `" # intrinsicName
      # "`" # !if(!empty(floatIntrinsicName), "",
                  " (integers) or `" # floatIntrinsicName # "` (floats)")
      # ".";
  let assemblyFormat = operandFormat # immediateFormat
      # " attr-dict `:` functional-type(operands, results)";
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
