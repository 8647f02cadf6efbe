//===- GenXAttrs.td - GenX attributes ----------------------*- tablegen -*-===//

#ifndef GENX_ATTRS_TD
#define GENX_ATTRS_TD

include "dialect/GenXDialect.td"
include "mlir/IR/AttrTypeBase.td"

class GenX_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<GenX_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

/// A list parameter written `[a, b, c]`, omitted when empty.
class GenX_ListParameter<string elt> : OptionalArrayRefParameter<elt> {
  let parser = [{
    [&]() -> ::mlir::FailureOr<::llvm::SmallVector<}] # elt # [{>> {
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
      return values;
    }()
  }];
  let printer = [{
    $_printer << '[';
    ::llvm::interleaveComma($_self, $_printer);
    $_printer << ']';
  }];
}

def GenX_KernelAttr : GenX_Attr<"Kernel", "kernel"> {
  let summary = "GenX kernel ABI of an `llvm.func`";
  let description = [{
    Attached to an `llvm.func` as the discardable attribute `genx.kernel`,
    it makes the function a GenX kernel. The export gives the function
    `dllexport` storage, the `spir_kernel` calling convention and the
    `CMGenxMain` attribute, and appends to `!genx.kernels` the 8-operand
    entry IGC reads: function, name, argument kinds, SLM size, argument
    offsets (zeros; the backend recomputes them), argument I/O kinds,
    argument type descriptors and named-barrier count.

    - `arg_kinds`: one per argument. Low 3 bits: 0 general, 1 sampler,
      2 surface; implicit arguments use the higher bits.
    - `io_kinds`: one per argument: 0 normal, 1 input, 2 output, 3 in/out,
      4 fixed. Defaults to all 0. Measured: with any non-zero I/O kind, IGC
      1.0.12504 emits the kernel without an end-of-thread, which only a
      runtime that passes arguments through the thread payload expects;
      OpenCL and Level Zero kernels keep 0.
    - `arg_descs`: one type descriptor per argument, e.g. `"buffer_t"`,
      `"svmptr_t"`, `"sampler_t"`, `"image2d_t read_write"`, or `""`.
      Defaults to all empty.
    - `slm_size`: shared local memory in bytes.
    - `nbarrier_count`: number of named barriers.

    Example:
    ```mlir
    llvm.func @vadd(%a: i32, %b: i32, %c: i32) attributes {
      genx.kernel = #genx.kernel<arg_kinds = [2, 2, 2],
                                 arg_descs = ["buffer_t", "buffer_t", "buffer_t"]>}
    ```
  }];
  let parameters = (ins
    GenX_ListParameter<"int32_t">:$arg_kinds,
    GenX_ListParameter<"int32_t">:$io_kinds,
    GenX_ListParameter<"::mlir::StringAttr">:$arg_descs,
    DefaultValuedParameter<"uint32_t", "0">:$slm_size,
    DefaultValuedParameter<"uint32_t", "0">:$nbarrier_count
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
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
