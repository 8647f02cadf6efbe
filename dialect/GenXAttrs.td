//===- GenXAttrs.td - GenX attributes ----------------------*- tablegen -*-===//

#ifndef GENX_ATTRS_TD
#define GENX_ATTRS_TD

include "dialect/GenXDialect.td"
include "mlir/IR/AttrTypeBase.td"

class GenX_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<GenX_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

/// A list parameter written `[a, b, c]` that may be absent (the default)
/// or present and empty: `!genx.kernels` distinguishes the two.
class GenX_OptionalListParameter<string elt>
    : AttrOrTypeParameter<"::std::optional<::llvm::ArrayRef<" # elt # ">>",
                          "list, absent by default"> {
  let cppStorageType = "::std::optional<::llvm::SmallVector<" # elt # ">>";
  let allocator = [{
    if ($_self)
      $_dst = $_allocator.copyInto(*$_self);
  }];
  let defaultValue = "::std::nullopt";
  let parser = [{
    [&]() -> ::mlir::FailureOr<::std::optional<::llvm::SmallVector<}] # elt # [{>>> {
      ::llvm::SmallVector<}] # elt # [{> values;
      if (failed($_parser.parseCommaSeparatedList(
              ::mlir::AsmParser::Delimiter::Square, [&]() -> ::mlir::ParseResult {
                auto value = ::mlir::FieldParser<}] # elt # [{>::parse($_parser);
                if (failed(value))
                  return ::mlir::failure();
                values.push_back(*value);
                return ::mlir::success();
              })))
        return ::mlir::failure();
      return ::std::optional<::llvm::SmallVector<}] # elt # [{>>(std::move(values));
    }()
  }];
  let printer = [{
    $_printer << '[';
    ::llvm::interleaveComma(*$_self, $_printer);
    $_printer << ']';
  }];
}

/// An integer that may be absent.
def GenX_OptionalUInt : OptionalParameter<"::std::optional<uint32_t>"> {
  let printer = [{ $_printer << *$_self; }];
}

def GenX_KernelAttr : GenX_Attr<"Kernel", "kernel"> {
  let summary = "GenX kernel ABI of an `llvm.func`";
  let description = [{
    Attached to an `llvm.func` as the discardable attribute `genx.kernel`,
    it makes the function a GenX kernel: the export gives the function
    `dllexport` storage, the `spir_kernel` calling convention and the
    `CMGenxMain` attribute, and appends its entry to `!genx.kernels`
    (vc-intrinsics' KernelMDOp layout): function, name, argument kinds, SLM
    size, argument offsets, argument I/O kinds, argument type descriptors,
    named-barrier count and, when given, barrier count.

    Every list is one element per argument; an absent list exports as
    IGC's default for every argument (0, or `""` for descriptors). A list
    may be shorter than the argument list, or empty (`[]`): IGC then uses
    its default for the arguments it does not cover, and the export gives
    the list back as written.

    - `arg_kinds`: low 3 bits the category (0 general, 1 sampler, 2
      surface, 3 VME); the bits above identify an implicit argument the
      backend fills in (0 for an explicit argument), e.g. 8 local size,
      16 group count, 24 local id, 88 print buffer, 96 private base.
    - `io_kinds`: 0 normal, 1 input, 2 output, 3 in/out, 4 fixed.
      Measured: with any non-zero I/O kind, IGC 1.0.12504 emits the kernel
      without an end-of-thread, which only a runtime that passes arguments
      through the thread payload expects; OpenCL and Level Zero kernels keep 0.
    - `arg_descs`: type descriptors, e.g. `"buffer_t"`, `"svmptr_t"`,
      `"sampler_t"`, `"image2d_t read_write"`, or `""`.
    - `slm_size`: shared local memory in bytes.
    - `nbarrier_count`: number of named barriers.
    - `arg_offsets`: argument offsets in the thread payload; absent means
      zeros, which the backend recomputes.
    - `barrier_count`: the 9th entry operand of newer vc-intrinsics; absent
      means the entry has 8 operands.
    - `name`: the kernel name, when it is not the function's name.
    - `explicit_abi`: the function's own calling convention, attributes
      and `genx.dll_storage` are its ABI; the export adds nothing. Set by
      the import for kernels that lack some of the three.
    - `raw_operands`: entry operands the fields above do not model (past
      operand 8, or not of the shape or range a field has, which IGC reads
      as it can), by operand index, each as LLVM metadata text of a
      one-operand tuple; the export writes them back as they are.

    Example:
    ```mlir
    llvm.func @vadd(%a: i32, %b: i32, %c: i32) attributes {
      genx.kernel = #genx.kernel<arg_kinds = [2, 2, 2],
                                 arg_descs = ["buffer_t", "buffer_t", "buffer_t"]>}
    ```
  }];
  let parameters = (ins
    GenX_OptionalListParameter<"int32_t">:$arg_kinds,
    GenX_OptionalListParameter<"int32_t">:$io_kinds,
    GenX_OptionalListParameter<"::mlir::StringAttr">:$arg_descs,
    DefaultValuedParameter<"uint32_t", "0">:$slm_size,
    DefaultValuedParameter<"uint32_t", "0">:$nbarrier_count,
    GenX_OptionalListParameter<"int32_t">:$arg_offsets,
    GenX_OptionalUInt:$barrier_count,
    OptionalParameter<"::mlir::StringAttr">:$name,
    DefaultValuedParameter<"bool", "false">:$explicit_abi,
    OptionalParameter<"::mlir::DictionaryAttr">:$raw_operands
  );
  let builders = [
    AttrBuilder<(ins "::llvm::ArrayRef<int32_t>":$argKinds,
                     "::llvm::ArrayRef<int32_t>":$ioKinds,
                     "::llvm::ArrayRef<::mlir::StringAttr>":$argDescs,
                     "uint32_t":$slmSize, "uint32_t":$nbarrierCount), [{
      auto orAbsent = [](auto list) {
        return list.empty() ? std::nullopt : std::make_optional(list);
      };
      return $_get($_ctxt, orAbsent(argKinds), orAbsent(ioKinds),
                   orAbsent(argDescs), slmSize, nbarrierCount, std::nullopt,
                   std::nullopt, ::mlir::StringAttr(), false,
                   ::mlir::DictionaryAttr());
    }]>
  ];
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The bits of an argument kind that give its category (general,
    /// sampler, surface, VME); the bits above mark IGC's implicit
    /// arguments.
    static constexpr int32_t kArgCategoryMask = 7;
    /// Whether an argument kind marks an implicit argument, which IGC
    /// provides itself and ocloc does not accept.
    static bool isImplicitArgKind(int32_t kind) {
      return kind > kArgCategoryMask;
    }
    /// Element `index` of a list, or the default when the list does not
    /// reach it.
    static int32_t getOrDefault(std::optional<::llvm::ArrayRef<int32_t>> list,
                                unsigned index) {
      return list && index < list->size() ? (*list)[index] : 0;
    }
    /// Checks the lists against a function of `numArgs` arguments.
    ::mlir::LogicalResult
    verifyArgumentCount(::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError,
                        unsigned numArgs) const;
  }];
}

def GenX_TargetAttr : GenX_Attr<"Target", "target"> {
  let summary = "GenX target device, and GPU compilation target";
  let description = [{
    Names the device a module is compiled for, as `ocloc -device` spells it
    (`skl`, `icllp`, `tgllp`, `dg2`, `acm-g10`, `pvc`, ...), and optionally
    extra options for the backend (appended to ocloc's `-options` after
    `-vc-codegen`).

    Placed on a builtin module as `genx.target`, it lets
    `genx-verify-target` reject intrinsics the device does not have.

    In the `targets` of a `gpu.module` (`genx-attach-target` puts it there),
    it is a GPU compilation target (`gpu::TargetAttrInterface`): stock
    `gpu-module-to-binary` then serializes the module, lowered by
    `genx-lower`, with the plugin's export and IGC's `ocloc`:

    | format | object |
    |---|---|
    | `llvm` / `offloading` | the GenX LLVM IR (text), as `--genx-mlir-to-llvmir` prints it |
    | `assembly` / `isa` | Gen assembly of every kernel (`ocloc disasm` + `iga64`) |
    | `binary` / `bin`, `fatbinary` / `fatbin` | the binary `ocloc -vc-codegen` writes |

    Before ocloc runs, the module is checked as `genx-ocloc` checks it:
    every intrinsic must exist in Debian's IGC and on the device, and there
    must be a kernel. Failures are errors on the `gpu.module`.

    ```mlir
    module attributes {genx.target = #genx.target<"tgllp">} { ... }
    gpu.module @kernels [#genx.target<"dg2", options = "-doubleGRF">] { ... }
    ```
  }];
  let parameters = (ins
    StringRefParameter<"ocloc device name">:$device,
    StringRefParameter<"extra backend options", "\"\"">:$options
  );
  let assemblyFormat = "`<` $device (`,` `options` `=` $options^)? `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The GenX platform generation of the device.
    ::mlir::genx::Platform getPlatform() const;
  }];
}

#endif // GENX_ATTRS_TD
