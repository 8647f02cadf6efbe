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

def GenXLegalizeVectors : Pass<"genx-legalize-vectors"> {
  let summary = "Lower upstream vector code to the 1-D ops GenX maps";
  let description = [{
    Applies upstream MLIR's vector pattern sets in stages so that only 1-D
    vectors and the vector ops convert-vector-to-genx maps remain:
    - `vector.contract` and `vector.outerproduct` become multiply-adds of
      broadcasts; `vector.multi_reduction` becomes elementwise chains along
      the parallel dimensions (the order upstream reduces in, so float
      results are identical), or a `vector.reduction` when every dimension
      is reduced; `vector.transpose` becomes a `vector.shuffle`; n-D
      broadcasts, masks, gathers, steps, interleaves and scans are lowered;
      memref subviews are folded into the accesses;
    - transfers and loads/stores of n-D vectors are flattened when they are
      contiguous in memory and otherwise unrolled to rows; out-of-bounds
      transfers get explicit masks; transfers become `vector.load`,
      `vector.store`, `vector.maskedload` and `vector.maskedstore`;
    - every remaining n-D vector is linearized (shape casts vanish, rows and
      slices become shuffles), including those that loops and functions
      carry.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::ub::UBDialect",
                           "::mlir::vector::VectorDialect"];
}

def ConvertVectorToGenX : Pass<"convert-vector-to-genx"> {
  let summary = "Lower vector ops to genx regions and memory messages";
  let description = [{
    Register ops (1-D vectors):
    - `vector.extract_strided_slice` -> `genx.rdregion`,
      `vector.insert_strided_slice` -> `genx.wrregion`;
    - `vector.extract` / `vector.insert` at a dynamic position -> indirect
      regions with a byte offset computed from the position;
    - `vector.shuffle` whose mask reads one operand in a region pattern
      (strided slices, 2-D tiles, transposes of tiles) -> `genx.rdregion`;
      other shuffles are left alone;
    - scalar `vector.broadcast` -> a stride-0 `genx.rdregion`.

    Memory (`vector.load` / `vector.store`, and in-bounds, unmasked,
    minor-identity `vector.transfer_read` / `vector.transfer_write`) on
    memrefs with static strides: the address is the memref's aligned
    pointer (`memref.extract_aligned_pointer_as_index`, which
    convert-gpu-to-genx maps to the kernel argument) plus the linearized
    index. With `memory=svm`: 16, 32, 64 or 128 bytes become an SVM block
    load (oword-aligned if `alignment` >= 16, else dword-aligned) or an SVM
    block store (`alignment` >= 16); otherwise 4- and 8-byte elements in
    multiples of 8 become SVM gathers/scatters of up to 16 lanes. With
    `memory=surface` the pointer is a binding-table index: unaligned oword
    block loads, oword block stores (`alignment` >= 16) or scaled
    gathers/scatters of 4-byte elements. Accesses that fit none of these
    are left alone (genx-check-legality reports them).
  }];
  let options = [
    Option<"memory", "memory", "std::string", /*default=*/"\"svm\"",
           "How kernel memory is addressed: svm (64-bit pointers) or "
           "surface (binding-table indices)">,
  ];
  let dependentDialects = ["::mlir::genx::GenXDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::vector::VectorDialect"];
}

def ConvertArithToGenX : Pass<"convert-arith-to-genx"> {
  let summary = "Lower min/max and saturating arith patterns to genx";
  let description = [{
    - `arith.minsi/maxsi/minui/maxui` -> `genx.smin/smax/umin/umax`;
    - `arith.minnumf/maxnumf` -> `genx.fmin/fmax` (both return the other
      operand for a NaN, as GenX does);
    - a clamp to the range of a narrower integer type followed by
      `arith.trunci` -> `genx.sstrunc.sat` / `genx.uutrunc.sat`, and when the
      clamped value is an add of two extended operands of the same width ->
      `genx.ssadd.sat` / `genx.uuadd.sat` with the narrow result.
    Everything else is left to upstream.
  }];
  let dependentDialects = ["::mlir::genx::GenXDialect"];
}

def ConvertMathToGenX : Pass<"convert-math-to-genx"> {
  let summary = "Lower math functions that GenX has natively";
  let description = [{
    Exact: `math.floor/ceil/trunc/roundeven` -> `genx.rndd/rndu/rndz/rnde`,
    `math.sqrt` -> `genx.ieee.sqrt` (correctly rounded), `math.absf` ->
    `genx.absf`, `arith.divf` is left to upstream.
    Approximate (the hardware math unit: not correctly rounded, and for
    sin/cos/exp/log/pow only accurate within the ranges the GenX reference
    gives): `math.sqrt` -> `genx.sqrt`, `math.rsqrt`
    -> `genx.rsqrt`, `math.exp2/log2` -> `genx.exp/log`, `math.sin/cos`
    -> `genx.sin/cos`, `math.powf` -> `genx.pow`, for ops with the `afn`
    fastmath flag or everywhere with `allow-approximate`. f32 and f16
    only; other types are left to upstream.
  }];
  let options = [
    Option<"allowApproximate", "allow-approximate", "bool", /*default=*/"false",
           "Use the hardware's approximate math for every matching op">,
  ];
  let dependentDialects = ["::mlir::genx::GenXDialect"];
}

def ConvertGPUToGenX : Pass<"convert-gpu-to-genx", "::mlir::ModuleOp"> {
  let summary = "Lower gpu kernels and ids to the GenX kernel ABI";
  let description = [{
    `gpu.func` kernels (moved out of their `gpu.module`) and `func.func`s
    with a `genx.kernel` attribute become `func.func` kernels with the
    GenX ABI: each memref argument becomes an SVM pointer (`i64`,
    `svmptr_t`, with `memory=svm`) or a surface (`i32` binding-table index,
    kind 2, `buffer_t`, with `memory=surface`); its only allowed uses are
    `memref.extract_aligned_pointer_as_index`, as convert-vector-to-genx
    produces. Scalars stay as they are. The `genx.kernel` attribute gets the
    argument kinds and descriptors. `gpu.thread_id`, `gpu.block_id`,
    `gpu.block_dim`, `gpu.grid_dim` and `gpu.barrier` become `genx.local.id`,
    `genx.group.id.*`, `genx.local.size`, `genx.group.count` and
    `genx.barrier`. Other uses of memrefs, host-side gpu ops and non-kernel
    gpu functions with memref arguments are errors.
  }];
  let options = [
    Option<"memory", "memory", "std::string", /*default=*/"\"svm\"",
           "How memref arguments are passed: svm or surface">,
  ];
  let dependentDialects = ["::mlir::genx::GenXDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::vector::VectorDialect"];
}

def GenXCheckLegality : Pass<"genx-check-legality", "::mlir::ModuleOp"> {
  let summary = "Report every construct the GenX backend does not accept";
  let description = [{
    Run on LLVM dialect + genx, just before --genx-mlir-to-llvmir. Reports,
    each with the op that causes it: ops of dialects other than llvm and
    genx; types GenX lacks; kernels that are not exportable and
    subroutines that are not internal; globals; `llvm.load` / `llvm.store`
    whose address is not a static `llvm.alloca` of the same function;
    calls to LLVM intrinsics other than the documented exceptions (`fabs`,
    `fma`, `fmuladd`, `sqrt`, `ctpop`, `ctlz`, `cttz`, `bitreverse`,
    `smax`, `smin`, `umax`, `umin`, `minnum`, `maxnum`, `floor`, `ceil`,
    `trunc`, `roundeven`); indirect calls.
  }];
}

def GenXEmulate : Pass<"genx-emulate", "::mlir::ModuleOp"> {
  let summary = "Lower genx ops to portable MLIR that runs on the host";
  let description = [{
    Gives the genx dialect an executable meaning: every emulated op becomes
    upstream vector/arith/math ops (and LLVM dialect loads and stores for
    memory), following the GenX language reference, so that a module runs on
    the host with stock `mlir-runner` (see the `genx-emulate-host` pipeline
    and `scripts/genx-run`).

    Emulated: regions (constant, indirect and multi-indirect offsets; masks),
    saturating and mixed-signedness adds and truncations, float-to-int
    saturation, float `sat`, min/max (computed in the operand type, then
    converted to the result type), abs, add3, cbit, lzd, fbl, bfrev,
    rol/ror, addc/subb, rounding, sqrt/rsqrt/inv/div/exp/log/sin/cos/pow
    (host precision), any/all, ids, barrier/fence (no-ops: one thread runs
    at a time), SVM block loads/stores and gathers/scatters of one block
    (addresses are host addresses), oword loads/stores (surface N is the
    host address in element N of the memref global `__genx_surfaces`).

    Dispatch convention: thread ids come from the memref globals
    `__genx_group_id`, `__genx_local_id`, `__genx_local_size` and
    `__genx_group_count` (memref<3xi32> each), created by this pass and set
    by the host loop before each call of the kernel.

    Kernels lose their `genx.kernel` attribute: they are host functions
    now. Any other genx op is an error naming it.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

#endif // GENX_PASSES_TD
