//===- Passes.td - GenX passes -----------------------------*- tablegen -*-===//

#ifndef GENX_PASSES_TD
#define GENX_PASSES_TD

include "mlir/Pass/PassBase.td"

def GenXSimplifyRegions : Pass<"genx-simplify-regions"> {
  let summary = "Fold and combine genx region reads and writes";
  let description = [{
    Applies the region folds of the `genx` dialect until a fixed point:
    a `genx.rdregion` reading the whole vector in order folds to the vector,
    a `genx.rdregion` of a `genx.rdregion` with constant offsets becomes one
    region when the composed element indices form a region, a
    `genx.wrregion` that writes back the value read from the same region is
    a no-op, and an unconditional write of the whole vector in order is its
    source. The same patterns run under `canonicalize`; this pass runs only
    them.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def GenXVerifyTarget : Pass<"genx-verify-target", "::mlir::ModuleOp"> {
  let summary = "Reject genx ops the target device does not have";
  let description = [{
    Reads the device from the module's `genx.target` attribute (or the
    `device` option, which overrides it) and reports every genx op whose
    intrinsic is not available on that device's platform, naming the op,
    the intrinsic, the device and the platforms that have it. This catches
    what the GenX backend would otherwise miscompile silently, such as
    `llvm.genx.add3` compiled for tgllp.
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"",
           "ocloc device name (tgllp, dg2, ...); overrides genx.target">,
    Option<"legacyBackend", "legacy-backend", "bool", /*default=*/"false",
           "Also reject intrinsics that vc-intrinsics 0.11 (Debian's IGC "
           "1.0.12504) does not know">,
  ];
}

#endif // GENX_PASSES_TD
