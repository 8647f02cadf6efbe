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
    Option<"kernels", "kernels", "bool", /*default=*/"false",
           "Also require what IGC needs of kernels: at least one, every "
           "spir_kernel with a genx.kernel ABI, argument I/O kinds 0">,
    Option<"allowIoKinds", "allow-io-kinds", "bool", /*default=*/"false",
           "With kernels=true, accept non-zero argument I/O kinds">,
  ];
}

def GenXAttachTarget : Pass<"genx-attach-target", "::mlir::ModuleOp"> {
  let summary = "Attach a #genx.target to gpu.modules, for gpu-module-to-binary";
  let description = [{
    Appends `#genx.target<chip, options = ...>` to the `targets` of every
    `gpu.module` whose name matches `module` (a regular expression, the
    whole name; empty matches all), unless an equal target is there
    already. Stock `gpu-module-to-binary` then serializes those modules
    with the GenX export and `ocloc`, as upstream's `xevm-attach-target` /
    `nvvm-attach-target` do for their targets:

    ```
    mlir-opt ... -p 'builtin.module(genx-lower, genx-attach-target{chip=dg2},
                     gpu-module-to-binary{format=bin})'
    ```
  }];
  let options = [
    Option<"moduleMatcher", "module", "std::string", /*default=*/"",
           "Regular expression the gpu.module names must match (all when "
           "empty)">,
    Option<"chip", "chip", "std::string", /*default=*/"\"dg2\"",
           "ocloc device name (tgllp, dg2, pvc, ...)">,
    Option<"backendOptions", "options", "std::string", /*default=*/"",
           "Extra backend options, appended to ocloc's -options after "
           "-vc-codegen">,
  ];
  let dependentDialects = ["::mlir::genx::GenXDialect",
                           "::mlir::gpu::GPUDialect"];
}

def GenXContractToDpas : Pass<"genx-contract-to-dpas"> {
  let summary = "Matrix products of f16, bf16 and i8 on the matrix engine";
  let description = [{
    On a device with DPAS of execution size 8 (XeHP, XeHPG: `dg2`,
    `acm-g10`...), rewrites `vector.contract` ops that are row-major matrix
    products `C += A x B` (kind add) of f16 or bf16 operands into an f32
    accumulator, or of i8 operands (sign- or zero-extended, as their
    `arith.extsi`/`extui` says) into an i32 accumulator, into `genx.dpas2`
    over tiles of at most 8 rows of C, 8 columns and one systolic depth of k
    (16 f16/bf16 or 32 i8 elements): N must be a multiple of 8 and K of the
    depth; M is any. The operands may be the extended values or the narrow
    ones. A tile of A is passed as it is (row-major, consecutive k in a
    dword); a tile of B is interleaved into VNNI order by region reads.

    The device is the `device` option (an ocloc device name) or else the
    `#genx.target` of the enclosing `gpu.module`; without either, or on a
    device without DPAS, the pass changes nothing (the contraction is then
    lowered to multiply-adds by `genx-legalize-vectors`).
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "ocloc device name the code is for (default: the gpu.module's "
           "#genx.target)">,
  ];
  let dependentDialects = ["::mlir::genx::GenXDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect"];
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

def GenXNarrowLanes : Pass<"genx-narrow-lanes"> {
  let summary = "Compute only the lanes of 1-D vectors that are observed";
  let description = [{
    Finds, block by block, which lanes of each 1-D vector result something
    observes: all lanes for most uses; the lanes a `vector.shuffle` reads
    for the lanes of its result that are observed; the same lanes for a
    lane-wise op (elementwise, without side effects, not on `i1`); the
    position of a `vector.extract` or the lanes of a
    `vector.extract_strided_slice`; the lanes a constant mask enables in a
    `vector.scatter` or `vector.maskedstore`. A lane-wise op or shuffle
    whose observed lanes are fewer than its result's and form a region
    (a 1-D or 2-D pattern of lanes, what a GenX operand reads) is then
    computed on those lanes alone, its operands read as regions; shuffles
    of shuffles are composed. A butterfly of `gpu.shuffle` xor steps that
    genx-vectorize-work-items has made lanes of one thread, whose sum one
    lane of each segment stores, becomes a tree that halves its vectors at
    each step.

    Before and after, a `vector.scatter` to a 1-D memref whose constant mask
    enables lanes that store to consecutive elements (lane indices a
    broadcast plus a constant, different in each enabled lane) becomes a
    `vector.store` of those lanes in the order of their elements; a
    `vector.gather` whose enabled lanes read each element of a range no
    longer than the vector (some lanes alike) becomes a `vector.load` of
    the range and a shuffle, `arith.select`ed with the pass-through where
    lanes are disabled.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect"];
}

def ConvertVectorToGenX : Pass<"convert-vector-to-genx"> {
  let summary = "Lower 1-D vector register ops to genx regions";
  let description = [{
    On 1-D vectors (genx-legalize-vectors makes them so):
    - `vector.extract_strided_slice` -> `genx.rdregion`,
      `vector.insert_strided_slice` -> `genx.wrregion`;
    - `vector.extract` / `vector.insert` at a dynamic position -> indirect
      regions with a byte offset computed from the position;
    - `vector.shuffle`: one `genx.rdregion` when the mask reads one operand
      in a 2-D region pattern (strided slices, tiles, transposes of tiles),
      otherwise one rdregion per run of the mask that reads one operand
      with a constant stride, written in place by `genx.wrregion`s;
    - scalar `vector.broadcast` -> a stride-0 `genx.rdregion`;
    - `vector.reduction` -> a tree of region halves combined elementwise
      (log2 steps), or, for float sums and products without the `reassoc`
      flag, element by element in order so that the result is the one
      upstream's sequential reduction gives; `<maximumf>` and `<minimumf>`
      of f16 and f32 reduce integer keys that order as the floats do (the
      bits, magnitude flipped where negative, NaN the extreme key) with
      `maxsi`/`minsi`, one instruction per step;
    - an elementwise op of one instruction (add, sub, mul, min/max, bitwise;
      32 bits at most) whose operand is a shuffle of several runs, and which
      is the shuffle's only kind of use: one op per run, reading its
      operands as regions and writing its part of the result in place,
      instead of copying the runs into one vector first. A select under a
      constant mask between such a shuffle and a splat (the vacated lanes
      of a shifted vector zeroed) joins the shuffle first. From XeHP on,
      whose instructions other than moves do not move data across a
      register, only runs read at the offset they are written to (modulo 64
      bytes) are split.
    - before any of that, an elementwise op or conversion (32 bits at
      most; an extension only of pieces that are not truncations, whose
      pairs the backend would mask) an operand of which is assembled from
      pieces of other vectors (insert_strided_slice chains, shuffles that
      are not one region, the fields of gather4 messages) becomes one op
      per 64 bytes of its widest type when
      each such part of every operand is one region of the one vector that
      computes it (followed through slices, shuffles and bitcasts): the
      instructions read those regions, where the assembled vector would be
      copied first; the parts are written in place, so that ops on the
      result split the same way.
    Other 1-D vector ops are left to upstream's LLVM lowering.
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "ocloc device the kernels are for (default: the gpu.module's "
           "#genx.target, else none: runs are then split only where they "
           "stay at their register offset)">,
  ];
  let dependentDialects = ["::mlir::genx::GenXDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect"];
}

def ConvertMemoryToGenX : Pass<"convert-memory-to-genx"> {
  let summary = "Lower memref and vector memory accesses to GenX messages";
  let description = [{
    `vector.load`, `vector.store`, `vector.maskedload`, `vector.maskedstore`,
    `vector.gather`, `vector.scatter` (1-D vectors), `memref.load` and
    `memref.store` on memrefs in global or workgroup memory become GenX
    messages. The address is the memref's aligned pointer
    (`memref.extract_aligned_pointer_as_index`, which convert-gpu-to-genx
    maps to the kernel argument or the workgroup buffer's SLM offset) plus
    the byte offset of the indexed element, from the memref's strides and
    offset (static ones from its type, dynamic ones from its metadata).

    Each access is planned: unmasked contiguous accesses take the largest
    block messages their size and known alignment allow (oword blocks of 16
    to 128 bytes; SVM loads need 4-byte, stores 16-byte alignment), the rest
    and every masked or indexed access take gathers/scatters of 8 or 16
    lanes (1-, 2-, 4- and 8-byte elements), with the mask as predicate.
    Alignment comes from the `alignment` attribute, the assumed alignment
    of kernel buffers (`buffer-alignment`) and what divides the index
    arithmetic. Global memory is reached through binding-table surfaces
    (`memory=surface`: 32-bit offsets, buffers under 4 GB, 32-bit atomics) or
    SVM (`memory=svm`, 64-bit addresses); `memory=auto`, the default, takes
    surfaces unless a 64-bit atomic works on global memory; workgroup memory
    through the SLM surface (254). An atomic without a message for its
    element in its memory is reported. The loop over the lanes of an atomic
    update that genx-vectorize-work-items marks (`genx.lane_atomics`) is
    one atomic message per 16 lanes where the memory has one for the
    update. A gather or scatter indexes its memref's innermost dimension:
    through a view whose innermost stride is not 1, its index vector is
    scaled by that stride. Loads of one element (`memref.load`, or a
    one-element `vector.load` / `vector.maskedload`, as uniform loads of a
    packed kernel are) of the same memref under the same mask, a constant
    number of elements apart and with no write to memory between them,
    share their messages: one load of the elements from the lowest to the
    highest (at most 16) they read (the taps of a filter, a record's
    fields). Masked loads of one lane range (lanes below a count, or
    between two bounds, as a bounds check of packed work items gives) of the
    same memref, at most 16 elements apart in its innermost dimension with no
    write between them and poison pass-throughs, are one masked load of the
    elements they span, its lanes on from the first bound up to the second
    plus their spread (none when the range is empty): every element it
    reads is read by one of them or lies between two that are. A range
    between two bounds is widened only where that saves more messages than
    it has members. 8- and 16-bit elements, dword aligned, under a lane
    range of whole dwords (a chunk per work item, bounds checked per chunk)
    move as dwords. Gathers of a lane's neighbouring dwords X + c (the
    fields of its record, no write between them) are gathers of up to 4
    channels per 16 lanes, scatters likewise where the lanes' records do
    not meet; neighbouring halves or bytes that make whole dwords (X a
    multiple of the elements a dword holds, a dword-aligned address,
    poison pass-throughs) move so as those dwords, each dword's elements
    its regions. An index that is a base plus a constant is scaled as
    base * stride plus constant * stride, so neighbouring rows share their
    product. Booleans (`i1`) are a byte each in
    memory, 0 or 1, as `memref.load`/`memref.store` of `i1` are on the CPU
    (upstream's CPU lowering packs a `vector.load` of `i1` elements into
    bits instead: an LLVM layout of `<N x i1>`, not followed here).

    Three rewrites come first, for what IGC would otherwise spend moves on:
    a lane range and-ed with a condition of the whole thread (broadcast) or
    with a second upper bound is one lane range (its bound 0 where the
    condition fails, or the lower of the two); a
    masked load or gather whose disabled lanes nothing observes (only
    lane-wise ops that cannot trap, stores, gather indices and selects under
    the same mask read them) gets a poison pass-through, so no fill value is
    moved in; and a lane-range mask (lane numbers compared with a bound
    known to be small) over accesses of consecutive elements compares the
    offsets' byte steps with bound * element size, so that the predicate
    and the offsets share one constant vector.

    A message's predicate is computed from its own lanes where the mask
    allows: a comparison of constants and broadcasts, and an and, or, xor of
    such masks (lanes between two bounds), is computed again on the lanes
    the message takes instead of cut from the whole mask (through bytes).
    A comparison of a broadcast bound with constants whose lanes in a
    message are its first lanes plus one amount compares the bound less
    that amount with the first lanes, when the bound's range shows neither
    wraps; and the offsets of consecutive elements are the message's start,
    a scalar, plus steps from 0. Every message of an access then shares one
    constant vector, which IGC builds with an instruction per 8 lanes. A
    lane range whose bounds are whole numbers of a message's lanes turns
    each message all on or all off: one comparison of the bounds with the
    message's first lane.
  }];
  let options = [
    Option<"memory", "memory", "std::string", /*default=*/"\"auto\"",
           "How global memory is addressed: svm (64-bit pointers), surface "
           "(binding-table indices), or auto (surface unless a 64-bit "
           "atomic on global memory needs svm)">,
    Option<"bufferAlignment", "buffer-alignment", "int64_t", /*default=*/"64",
           "Alignment in bytes of the memory kernel memref arguments point to "
           "(OpenCL and Level Zero allocations give at least 64)">,
  ];
  // scf: the compare-and-swap loops of atomics without a message.
  let dependentDialects = ["::mlir::genx::GenXDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def ConvertArithToGenX : Pass<"convert-arith-to-genx"> {
  let summary = "Lower min/max and saturating arith patterns to genx";
  let description = [{
    - `arith.minsi/maxsi/minui/maxui` -> `genx.smin/smax/umin/umax`;
    - `arith.minnumf/maxnumf` -> `genx.fmin/fmax` (both return the other
      operand for a NaN, as GenX does);
    - a clamp to the range of a narrower integer type followed by
      `arith.trunci` -> `genx.sstrunc.sat` / `genx.uutrunc.sat` (a signed
      clamp to the unsigned range, also as `minui(maxsi(x, 0), hi)`:
      `genx.ustrunc.sat`), and when the clamped value is an add of two
      extended operands of the same width -> `genx.ssadd.sat` /
      `genx.uuadd.sat` with the narrow result;
    - `arith.fptosi/fptoui` of `maximumf`/`minimumf` with bounds at or past
      the integer type's range -> `genx.fptosi.sat` / `genx.fptoui.sat`
      (out of range the conversion is poison, so it may saturate; a NaN
      stays a NaN through those clamps, while `maxnumf`/`minnumf` would
      make it a bound and are kept);
    - `arith.maximumf/minimumf` (NaN-propagating, -0 < +0, which GenX's
      min/max are not) -> compares and selects, with the sign of equal
      zeros merged in their bits;
    - `arith.divui/remui/divsi/remsi` on i64 or index whose dividend is
      known (from its defining ops' integer ranges) to fit in 32 bits, a
      work-item id say -> the same in i32, with a divisor beyond 32 bits
      giving quotient 0 and remainder the dividend (IGC calls a bit-serial
      routine for 64-bit division);
    - on devices without an integer divide unit (XeHP and later: `device`,
      or the gpu.module's `#genx.target`), `arith.divui/remui/divsi/remsi`
      of i32 by a constant (not 0, +-1, nor an unsigned power of two) -> a
      multiplication by its magic number (`genx.umulh`/`genx.smulh`, a
      correction, shifts; a remainder subtracts the quotient times the
      divisor), where IGC would call a division subroutine; and on i32
      vectors by a value all lanes share (a broadcast, a splat, a region
      repeating one element) -> that scalar's float reciprocal
      (`genx.inv`, scaled just below 1 / d) once, two float estimates and
      one integer correction per lane (magnitudes for signed ones), shared
      by a division and a remainder of the same operands after CSE;
    - `arith.minsi/maxsi/minui/maxui` of booleans -> `arith.andi/ori`;
    - `arith.sitofp/uitofp` to bf16 -> integer code rounding once to nearest
      even (leading one by `math.ctlz`), where IGC aborts on a scalar
      conversion and going through f32 would round twice.
    Everything else is left to upstream.
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "ocloc device the kernels are for (default: the gpu.module's "
           "#genx.target, else none)">,
  ];
  // math: the leading-zero counts of the bf16 conversions.
  let dependentDialects = ["::mlir::genx::GenXDialect",
                           "::mlir::math::MathDialect"];
}

def ConvertMathToGenX : Pass<"convert-math-to-genx"> {
  let summary = "Lower math to GenX natives, approximations and expansions";
  let description = [{
    Exact natives: `math.floor/ceil/trunc/roundeven` ->
    `genx.rndd/rndu/rndz/rnde`, `math.absf` -> `genx.absf`,
    `math.copysign` -> bit operations.
    Hardware math unit (not correctly rounded; sin/cos/exp/log/pow are only
    accurate within the ranges the GenX reference gives), for ops with the
    `afn` fastmath flag or everywhere with `allow-approximate`:
    `math.sqrt` -> `genx.sqrt`, `math.rsqrt` -> `genx.rsqrt`,
    `math.exp/exp2/log/log2` -> `genx.exp/log` (natural bases scaled),
    `math.sin/cos` -> `genx.sin/cos`, `math.powf` -> `genx.pow`.
    `math.exp` on f32 without `afn`: as IGC computes OpenCL C's `exp`,
    2^k 2^(r log2 e) on the hardware unit with k = trunc(x log2 e) and
    r = x - k ln 2 (ln 2 in two parts, so r is nearly exact), 0 below -105
    and inf above 105: OpenCL's accuracy in a third of the polynomial's
    instructions.
    Everything else: upstream's f32 polynomial approximations (f16/bf16
    computed in f32) and math expansions (tan, sinh, cosh, powf, rsqrt,
    round, ...), so that no `llvm.*` math intrinsic the backend lacks
    remains. `math.sqrt` without `afn` stays for `llvm.sqrt` (measured:
    IGC's `genx.ieee.sqrt` fails on XeLP and XeHPG). f64 is left to
    `genx-soft-f64`.
  }];
  let options = [
    Option<"allowApproximate", "allow-approximate", "bool", /*default=*/"false",
           "Use the hardware's approximate math for every matching op">,
  ];
  // scf and vector: the branch around Payne-Hanek's reduction and the
  // reduction of the lanes that need it.
  let dependentDialects = ["::mlir::genx::GenXDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def ConvertGPUToGenX : Pass<"convert-gpu-to-genx"> {
  let summary = "Give kernels the GenX ABI and gpu ops their GenX meaning";
  let description = [{
    A GenX thread runs one gpu "thread" on whole vectors: a subgroup of one
    work item, in SYCL ESIMD terms. In the op it runs on (a `gpu.module`, or
    a module of `func.func` kernels):
    - `gpu.func`s become `func.func`s in place (non-kernels private);
      kernels (`gpu.func ... kernel`, or `func.func` with `genx.kernel`) get
      the GenX ABI: each memref argument becomes an SVM pointer (`i64`,
      `svmptr_t`, with `memory=svm`) or a surface (`i32` binding-table
      index, kind 2, `buffer_t`, with `memory=surface`; `memory=auto` follows
      convert-memory-to-genx's choice), whose aligned
      pointer it is; the dynamic sizes, strides and offsets of memref
      arguments the kernel reads (`memref.dim`, strided metadata) become
      `index` arguments appended after the others, listed by the
      `genx.memref_metadata` attribute as [argument, kind (0 size, 1
      stride, 2 offset), dimension]; the `genx.kernel` attribute gets the
      argument kinds and descriptors;
    - workgroup attributions and workgroup-memory allocations become
      buffers in shared local memory, 64-byte aligned, whose total size the
      kernel attribute's `slm_size` carries; private attributions become
      `memref.alloca`s;
    - `gpu.thread_id`, `gpu.block_id`, `gpu.global_id`, `gpu.block_dim`,
      `gpu.grid_dim` become `genx.local.id`, `genx.group.id.*`,
      `genx.local.size`, `genx.group.count`; `gpu.barrier` becomes a fence
      on shared local memory and `genx.barrier`;
    - subgroup ops take their meaning in a subgroup of one work item:
      `gpu.subgroup_size` is 1, `gpu.lane_id` 0, `gpu.subgroup_id` the
      thread's linear id in its group, `gpu.num_subgroups` the group's
      thread count, `gpu.subgroup_reduce` its operand, `gpu.shuffle` the
      thread's own value, valid when the offset is 0 and the width
      positive.
    Memrefs of kernel arguments and workgroup memory may only be used
    through their aligned pointer and metadata (convert-memory-to-genx
    leaves only those); other uses are errors. Host-side gpu ops are left
    alone.
  }];
  let options = [
    Option<"memory", "memory", "std::string", /*default=*/"\"auto\"",
           "How memref arguments are passed: svm, surface, or auto (what "
           "convert-memory-to-genx chose)">,
  ];
  let dependentDialects = ["::mlir::genx::GenXDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::vector::VectorDialect"];
}

def GenXOutlineKernels : Pass<"genx-outline-kernels", "::mlir::ModuleOp"> {
  let summary = "Put top-level func.func kernels in a gpu.module";
  let description = [{
    genx-lower lowers device code inside `gpu.module`s. A module whose
    kernels are top-level `func.func`s with `genx.kernel` gets one,
    `gpu.module @genx_kernels`, holding all its functions.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def GenXUnwrapKernels : Pass<"genx-unwrap-kernels", "::mlir::ModuleOp"> {
  let summary = "Move lowered kernels out of gpu.modules nothing launches";
  let description = [{
    When no host code launches kernels (`gpu.launch_func`), the contents of
    every `gpu.module` move to the top-level module, which is then what
    `--genx-mlir-to-llvmir` translates. A whole program keeps its
    `gpu.module`s for the host's lowering.
  }];
}

def GenXInlineIntoKernels
    : Pass<"genx-inline-into-kernels", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Inline the calls in gpu.func kernel bodies";
  let description = [{
    Upstream's inliner leaves a call directly in a `gpu.func` body alone
    (the gpu dialect does not declare its functions legal destinations),
    though it inlines calls nested in scf regions. This pass inlines every
    call of a defined `func.func` in a `gpu.func`, round after round for the
    calls the inlined bodies bring (at most 32 rounds: deeper recursion is
    left to the legality check), with upstream's `inlineCall` and the
    legality hooks of the inlined ops. The upstream inliner then handles
    the other functions.
  }];
}

def GenXAllReduceToWorkgroup
    : Pass<"genx-all-reduce-to-workgroup", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Reduce across the work group through workgroup memory";
  let description = [{
    A GenX thread is one work item (a subgroup of one), so `gpu.all_reduce`
    goes through shared local memory: the kernel gets a workgroup
    attribution per element type with a slot per thread (the product of
    its `known_block_size`, else the largest group of the program's
    launches of it when all have constant sizes, else 1024 slots), which
    all its reductions of that type share; each thread stores its value at
    its linear id (x fastest), the group meets at `gpu.barrier`, each
    thread combines slots 0 .. n-1 in that order with the reduction's
    operation (upstream's `vector::makeArithReduction`) or its region, and
    the group meets again so that the next reduction may reuse the slots.
    Every thread gets the same value, bit for bit. An all_reduce outside a
    `gpu.func`, or with a region of several blocks, is an error.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def GenXPromotePrivate : Pass<"genx-promote-private"> {
  let summary = "Keep private arrays in registers";
  let description = [{
    A private array (`memref.alloca`, a `gpu.func` private attribution) of a
    static shape and at most `max-bytes` bytes becomes one vector value:
    an `llvm.alloca` slot of that vector type, read whole and written whole,
    which `mem2reg` turns into SSA values once control flow is unstructured.
    `memref.load`/`memref.store` and 1-D `vector.load`/`vector.store` of the
    array become `genx.rdregion`/`genx.wrregion` at the (possibly dynamic)
    byte offset of the element; a 1-D `vector.gather` from it (the lanes of
    a packed kernel reading it at their own positions) one `genx.rdregion`
    with a start per element (multi-indirect; masked-off elements read
    element 0 and take the pass-through). Larger arrays, dynamic shapes and
    other uses are errors at the array, saying what to use instead. A read
    of a constant `memref.global` (a lookup table; GenX has no global
    variables) first becomes such an array, initialized with the global's
    value; a table over `max-bytes` is an error at the read. Private
    globals nothing reads are erased.
  }];
  let options = [
    Option<"maxBytes", "max-bytes", "int64_t", /*default=*/"1024",
           "Largest private array kept in registers, in bytes">,
  ];
  let dependentDialects = ["::mlir::genx::GenXDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::vector::VectorDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def GenXLowerToLLVM : Pass<"genx-lower-to-llvm"> {
  let summary = "Lower device code to the LLVM dialect";
  let description = [{
    Upstream's func, cf, arith, math, vector, index, ub and memref
    conversions to the LLVM dialect, in one partial conversion over the op
    it runs on (typically a `gpu.module`), with `index` as `index-bitwidth`
    bit integers. genx ops are left as they are.
  }];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "unsigned", /*default=*/"64",
           "Width of index values in kernels: 32 or 64">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def GenXHoistLoopInvariants : Pass<"genx-hoist-loop-invariants"> {
  let summary = "Separate the loop-invariant parts of integer address "
                "arithmetic and hoist them out of loops";
  let description = [{
    Upstream's loop-invariant code motion, after two exact rewrites of
    scalar integer `arith.muli` and `arith.addi` inside a loop (integer
    arithmetic wraps, so both hold for every value):
    `(v + i) * c` becomes `v * c + i * c` and `(v + i1) + i2` becomes
    `v + (i1 + i2)`, where `v` changes in the loop and `i`, `c`, `i1`, `i2`
    do not. The invariant parts are then hoisted. The new operations carry
    no overflow flags.

    An n-D access in a loop computes `(k + r) * stride + j` for each row `r`
    of a tile; afterwards each row costs one addition in the loop, and the
    `k * stride` all rows share is computed once. Loops are visited
    innermost first. Only scalars are rewritten.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def GenXLiftControlFlow : Pass<"genx-lift-control-flow"> {
  let summary = "Make kernels written with blocks and branches structured";
  let description = [{
    A `gpu.func` or `func.func` of several blocks (`cf.cond_br` around a
    bounds check, loops of branches) is lifted to `scf.if`, `scf.while` and
    `scf.index_switch` by upstream's `transformCFGToSCF`, the lifting of
    `lift-cf-to-scf` (which visits `func.func` only); paths that never
    return end in `gpu.return`. The lifting works on a copy: where it fails,
    the function stays as it was. Structured kernels are what
    `genx-vectorize-work-items` packs; a kernel of branches stayed one work
    item per thread (about 30x OpenCL's instructions per element).
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::ub::UBDialect"];
}

def GenXBoundMemRefSizes : Pass<"genx-bound-memref-sizes"> {
  let summary = "State the bound that surface addressing puts on memref "
                "sizes";
  let description = [{
    When global memory is addressed through surfaces (`memory=surface`, or
    `auto` resolving to it, as convert-memory-to-genx resolves it; `auto`
    is then recorded as `genx.memory` on the operation), a buffer spans at
    most 4 GB, so no memref size reaches 2^32 bytes: each dynamic size that
    `memref.dim` reads is at most (2^32 - 1) / element bytes. This pass
    writes that bound out as `arith.andi` of the size with the mask of the
    bits it can have (2^30 - 1 for 4-byte elements), which integer range
    analysis reads and which changes no size that fits. Loops and index
    arithmetic bounded by memref sizes can then be done in 32 bits
    (genx-narrow-loops, genx-narrow-int-ranges), as OpenCL C does them
    with `int`. Memrefs whose layout may repeat elements (a zero or
    dynamic stride) are left alone; so is everything under `memory=svm`.
    The sizes of a memref are taken to describe its buffer: each at most
    what the buffer holds.

    A loop whose every trip loads or stores (memref or vector load/store in
    the loop's own body) at an index that is its induction variable runs
    below that memref's size and at or above 0, or the access would be out
    of bounds: its bounds are clamped to [0, the bound] (a kernel argument
    `%n` becomes `min(max(%n, 0), 2^30 - 1)`), which changes only
    iterations that could not run without undefined behaviour.
  }];
  let options = [
    Option<"memory", "memory", "std::string", /*default=*/"\"auto\"",
           "How global memory is addressed: svm, surface or auto (as "
           "convert-memory-to-genx)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def GenXNarrowLoops : Pass<"genx-narrow-loops"> {
  let summary = "Run index loops whose bounds are small on i32";
  let description = [{
    An `scf.for` over `index` whose bounds are known (through
    InferIntRangeInterface, looking a few ops up) to lie within
    [-2^31, 2^31) ([0, 2^31) for `unsignedCmp` loops) and whose upper
    bound's largest value plus the step's (positive, as scf.for requires) is at
    most 2^31, is rewritten on an i32 induction variable; its uses see it
    through `arith.index_cast`. A lower bound that may exceed the upper
    bound's largest value is clamped to the upper bound first, and a step
    that may be too large to that largest value (when the lower bound is
    known not to be negative): neither changes an iteration. The induction
    variable plus the step then stays within i32. A loop from at least 0
    whose last increment could pass 2^31 (`0 to %n step 16`, `%n` from an
    i32) counts unsigned, up to the upper bound clamped to at least 0,
    where its increment has up to 2^32. GenX computes 64-bit
    integers in two halves, so a 64-bit loop counter costs several
    instructions a trip and makes the arithmetic on it 64-bit. The bound of a loop over a memref
    size comes from genx-bound-memref-sizes.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def GenXNarrowIntRanges : Pass<"genx-narrow-int-ranges"> {
  let summary = "Upstream's integer range narrowing to 32 bits, without the "
                "ops LLVM 22 narrows wrongly";
  let description = [{
    Integer and index ops whose operands and results are known (upstream's
    IntegerRangeAnalysis) to fit 32 bits are computed in i32 by upstream's
    `arith-int-range-narrowing` patterns (`populateIntRangeNarrowingPatterns`),
    except for the ops those patterns narrow wrongly in LLVM 22, which keep
    their width:
    - ops that read their operands as signed (`minsi/maxsi/divsi/remsi/
      ceildivsi/floordivsi/shrsi`, signed `cmpi`) when a value only fits
      32 bits unsigned: zero-extended from 2^31 up, it reads as negative
      (upstream requires signed casts for signed ops since, after 22);
    - unsigned divisions, remainders and right shifts when a value only
      fits 32 bits signed (a negative value sign-extended is another
      number);
    - shifts whose amount may be 32 or more, which fits 32 bits but shifts
      past the narrow width.
    GenX computes 64-bit integers in two halves, so what fits is computed
    in 32 bits, as OpenCL C computes it.

    An unsigned minimum of lanes that fit 32 bits and a bound that may not
    (`min(x, w - 1)` of an index argument `w`), which upstream keeps wide,
    is computed in i32 with the bound saturated to 2^32 - 1, when the bound
    is a constant or a broadcast scalar (saturated once for all lanes).
    Lanes that fit once a constant is subtracted, `x + c` with the sum not
    wrapping (the right neighbour of a clamped stencil), are clamped as
    `w < c ? w : min(x, w - c) + c`, the comparison and the subtraction on
    the scalar.

    Upstream narrows ops, not the values loops carry: first, each index or
    wider integer value an `scf.for` or `scf.while` carries (an iter_arg,
    a value a while passes from its condition to its body, and the result
    it leaves as) whose range fits 32 bits signed is carried in i32, cast
    where it is defined and where it flows in (the index of a running
    minimum, per lane). Upstream's analysis gives a carried value whose
    range still changes on its second trip any value, so counters keep
    their width here; genx-narrow-loops narrows induction variables.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def GenXUnsignedWhenNonNegative : Pass<"genx-unsigned-when-nonnegative"> {
  let summary = "Use the unsigned form of signed integer ops on values not "
                "below 0";
  let description = [{
    `arith.minsi/maxsi/divsi/remsi/shrsi/ceildivsi/floordivsi/extsi` and
    signed `arith.cmpi` predicates whose operands are known (through
    InferIntRangeInterface, looking a few ops up) not to be negative become
    their unsigned forms, which compute the same there. genx-lower runs it
    before genx-narrow-int-ranges, which leaves a signed op 64-bit when its
    values fit 32 bits only unsigned (from 2^31 up they would read as
    negative): in its unsigned form it is narrowed (a lane count's
    `min(n, 2^32 - 1)` for a memref size n). Upstream's
    `arith-unsigned-when-equivalent` reads ranges from a solver that the
    ops it rewrites leave behind, so it converts only the first op of a
    chain; the ranges here are inferred again for each op, in order.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def GenXUnrollSmallLoops : Pass<"genx-unroll-small-loops"> {
  let summary = "Unroll loops of a few iterations known at compile time, "
                "or bounded by the ranges of their bounds";
  let description = [{
    Every `scf.for` whose trip count is a constant from 2 to
    `max-trip-count`, and whose body, copied that many times, stays within
    `max-ops` operations (nested ones counted; a math function counts 16, an
    operation on f64, emulated, 32), is unrolled fully (upstream's
    `loopUnrollFull`), innermost loops first. IGC unrolls such loops in
    OpenCL C; here each copy's constants (the distance of a tree level, how
    many work items take part) fold, and the loop's 64-bit induction
    variable and the divergent control flow IGC builds around barriers in a
    loop go. Measured (tgllp, OpenCL's instructions per element = 1): a
    scan through workgroup memory 1.76x -> 1.02x, a 32-column row loop
    2.59x -> 1.11x.

    A loop whose trip count is not a constant but bounded, by the ranges of
    its bounds (thread ids under a known block size, constants), by at most
    `max-guarded-trips`, becomes that many copies of its body in turn, each
    under an `scf.if` of its induction variable (lower bound plus its steps)
    against the upper bound, yielding the carried values unchanged where it
    does not run: a cooperative load of a tile, `for i = tid to 324 step
    256`, is two guarded copies whose indices have known ranges (IGC
    unrolls it so in OpenCL C). Loops with a `gpu.barrier` inside are left.
  }];
  let options = [
    Option<"maxTripCount", "max-trip-count", "int64_t", /*default=*/"32",
           "Most iterations of a loop that is unrolled">,
    Option<"maxGuardedTrips", "max-guarded-trips", "int64_t",
           /*default=*/"4",
           "Most trips, by its bounds' ranges, of a loop of unknown trip "
           "count that is unrolled into guarded copies">,
    Option<"maxOps", "max-ops", "int64_t", /*default=*/"512",
           "Most operations the unrolled copies of a body may have together "
           "(math functions count 16, f64 operations 32)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def GenXVectorizeWorkItems
    : Pass<"genx-vectorize-work-items", "::mlir::ModuleOp"> {
  let summary = "Run several work items of a per-work-item kernel in one "
                "GenX thread, as the lanes of vectors";
  let description = [{
    A gpu.func kernel written per work item (scalar code indexed by
    `gpu.thread_id x` or `gpu.global_id x`) is rebuilt so that each GenX
    hardware thread runs `width` consecutive work items of x, one per vector
    lane, the way IGC's SIMT compiler packs OpenCL work items:
    - values that do not depend on the lane stay scalar;
    - the lane-0 work item id is computed in 32 bits, as IGC computes
      OpenCL C's global ids (at most 2^32 work items in x; `wide-ids`
      computes it in 64); `block_id x * block_dim x + thread_id x` written
      out (also with the known group size as a constant) is the global id;
      the global ids of y and z (also written out) are computed in 32 bits
      too (at most 2^32 work items in each);
    - a comparison of an id (plus a shared offset) with a bound the lanes
      share holds in a run of consecutive lanes: it becomes a
      `vector.create_mask` of a count computed once, not W comparisons
      (signed, index arithmetic is taken not to overflow; unsigned, only
      for an index that cannot be negative: a difference such as CUDA's
      `(unsigned)(i - lo) < len` wraps around from lane to lane and is
      compared lane by lane);
    - where a branch on `x < n` (`<=`, either way round, in conjunctions)
      runs, a 64-bit x below an n of at most 2^31 - 1 (a memref size under
      genx-bound-memref-sizes) is computed as its minimum with n: the same
      value in the lanes that run, whose range lets
      genx-narrow-int-ranges compute on it in 32 bits (clamps to the
      edge);
    - `memref.load`/`store` whose last index is the lane plus a value the
      lanes share become `vector.load`/`store` (`maskedload`/`maskedstore`
      under a branch); other lane-dependent accesses `vector.gather`/
      `scatter`;
    - `scf.if` on a lane-dependent condition runs both sides with their
      memory accesses masked and selects the results; a masked-off lane
      divides (and takes remainders) by 1;
    - `scf.for` with bounds the lanes share stays a loop (lane-dependent
      values it carries become vectors); one whose bounds depend on the
      lane (a grid-stride loop, a CSR row) becomes an `scf.while` that runs
      while any lane is in range, lanes that are done masked off;
    - `scf.while` with a condition the lanes share stays a loop; one whose
      condition differs between lanes runs while any lane does, each lane
      masked off when its condition fails, its results what its condition
      passed then;
    - `memref.atomic_rmw` runs once per lane that reaches it, in lane order
      (each lane gets its own old value), in a loop over the lanes marked
      `genx.lane_atomics` for convert-memory-to-genx;
    - through a view whose innermost stride is not 1 (a column of a
      matrix), consecutive lanes gather and scatter, and a work item's own
      vector down such a view leaves the kernel unpacked;
    - workgroup memory stays shared by the group; a `gpu.barrier` outside
      lane-dependent control flow stays a barrier of the threads;
    - a work item's own 1-D vectors (float4 style) become k consecutive
      elements per lane of one vector of W * k (W * k at most 256, 128
      with math functions or float divisions, 32 for 64-bit elements, and
      W times the bytes of such vectors live at once at most 4 KB, the
      registers): their `vector.load`/`store`,
      `maskedload`/`maskedstore` and 1-D
      `transfer_read`/`write` are one access when the lanes' vectors are
      consecutive, also when each lane's vector is its own row (`m[i, 0]`
      of k elements a row) (a gather or scatter otherwise; a transfer's
      elements past the memref's end, or off under a 1-D `create_mask` or
      `constant_mask` of the work item's vector, read its padding or the
      pass-through and are not written; a tail mask `n - first` of
      consecutive vectors is one count of all lanes' elements),
      elementwise ops stay elementwise, `vector.reduction`,
      single-element `vector.extract`/`insert` (at a run-time position of
      up to 16 elements: a compare and a select per element) and scalar
      `vector.broadcast` work lane by lane. A reduction of a vector too
      long for 8 lanes element by element (over 32 elements, 8 with math
      functions) whose kind takes any order in one instruction a step
      (integers, `maxnumf`/`minnumf`, float add/mul under `reassoc`) keeps
      the lanes so (W * k at most 256), and is one tree of halves over all
      lanes' vectors at once. A reduction of 32-bit values of a work item's
      contiguous loads and element-wise ops on them (a row sum, a dot
      product) streams: loads, ops and reduction 256 bits of the narrowest
      load at a time (8 floats, 16 halves), each chunk's reduction the
      accumulator of the next (in order), when nothing between the loads
      and the reduction writes memory; only a chunk is live, so a row of 64
      floats packs 32 lanes, not 8;
    - a kernel whose n-D vectors, contractions, multi-reductions, outer
      products, scans or `vector.mask` regions are all that keeps it from
      being packed (a work item's own tile, such as a `vector.contract` of 4
      rows; a dot product of its own 1-D vectors, a product and a
      reduction once lowered) is lowered to 1-D first
      (`genx-legalize-vectors`, `lower-affine`, `canonicalize`), its reads
      moved down to their first use and its tail masks (compares of i32
      positions with a count) `vector.create_mask` again; a
      `vector.gather` or `vector.scatter` of a work item's own vector with
      an index vector and mask the lanes share becomes one of each
      element. A contraction of operands narrower than 32 bits stays whole
      for `genx-contract-to-dpas`;
    - a constant table (`memref.get_global`) read at the lanes' own
      positions is a `vector.gather` from it (genx-promote-private reads it
      from registers); workgroup memory from a `memref.alloc` in the kernel
      stays the group's, as an attribution does; a private array
      (`memref.alloca` of a static shape that `memref.load`/`store` access)
      becomes one array of all lanes' elements, element e of lane l at
      e * W + l: a read or write at a position the lanes share one vector
      (a write under a lane branch keeps the excluded lanes' elements), a
      read at their own positions a gather; W keeps the arrays within the
      1 KB genx-promote-private keeps in registers;
    - a subgroup is the W lanes of a thread, or each 32 of them when W is
      more (S lanes): `gpu.lane_id` is the lane within it,
      `gpu.subgroup_size` is S, `gpu.subgroup_id` and `gpu.num_subgroups`
      count threads (kernels with them take at most 32 lanes);
      `gpu.shuffle` of a scalar by a constant offset over a constant width
      up to S is a permutation of the lanes (with a constant mask of the
      valid ones), each segment of `width` lanes shuffled on its own as
      CUDA's are (the op leaves the values past the first segment of a
      subgroup unspecified), by an offset the lanes share known only at
      run time (a loop halving it; S = W) the permutations by each of its
      bits, selected; `gpu.subgroup_reduce` of a scalar outside
      lane-dependent branches is a `vector.reduction` (reassoc for
      floats: the op leaves the order open), for several subgroups one
      tree of halves of all of them at once, each lane taking its
      subgroup's value, or for clusters (`cluster(size = c, stride = s)`,
      c * s up to S) a butterfly of lane permutations;
    - a branch on `id < s` (or `>=`) whose lane-0 id and bound are
      multiples of W holds in all lanes of a thread or none: a branch of
      the thread, its accesses unmasked (a tree level of a reduction);
    - `x % d`, `x & (d - 1)`, `x / d` and `x >> log2(d)` of an index linear
      in the lane (not negative) whose lane-0 value the power of two d
      divides are constants per lane, plus the lane-0 quotient: a
      segment's first lane (`id % 16 == 0`) is a constant mask and its
      number (`id / 16`) one division of the thread.

    The group then has W times fewer threads in x: the kernel's
    `known_block_size` becomes the thread count and every
    `gpu.launch_func` of it in the module divides its block size x by
    `width`; the kernel carries `genx.work_items_per_thread`. A launcher
    outside the module must do the same.

    A group of known size narrower in x than the lanes a thread may take
    (16x16: 16 lanes) also runs R consecutive work items of y in each
    thread, so that W * R makes up those lanes (R a power of two dividing
    the group's height; not for kernels with subgroup ops or barriers
    below the kernel's top level, whose work items would see the order):
    the body once per row, op by op (one barrier for all rows), each row's
    y id the thread's times R plus the row (a stencil's rows above and
    below are its neighbours' rows: one load).
    The group has R times fewer threads in y, the launches divide y by R,
    and the kernel carries `genx.rows_per_thread = R`, which a launcher
    outside the module divides y by.

    A kernel that reduces vectors of its own of more than 8 elements
    (without subgroup ops) is not packed below 8 lanes: kept element by
    element, its reductions would add fields of less than a register.
    A kernel whose vectors of its own are of dwords, halves or bytes and
    shuffled (`vector.shuffle`, such as the broadcasts of rows and columns
    a `vector.contract` of a work item's own tile lowers to) keeps them
    element by element too, where a shuffle only renames fields; lane by
    lane it would copy every lane's elements. So does one that accesses
    them under a lane mask (the bounds check `if (i < n)`): lane by lane a
    masked access is dword gathers of 16 elements a message, element by
    element messages of up to 4 fields of 16 lanes, fields of halves and
    bytes moved as whole dwords (convert-memory-to-genx). Not when a
    bitcast between element widths regroups a lane's bits. Kept element by
    element, W * k
    is at most 256, or 512 without math functions when W times the bytes
    of the vectors live at once are at most 2 KB, half the registers (a
    reduction of 32 floats takes 16 lanes; two vectors of 16 floats stay
    at 16 lanes, which 32 would spill).

    W is the largest power of two up to `width` that divides every
    constant group size in x: the kernel's `known_block_size` (which
    `gpu-kernel-outlining` sets for constant `gpu.launch` sizes) or the
    constant sizes of its launches in the module. Where no size is
    constant, W is `width`:
    - a launch in the module whose size in x is known only when it runs
      launches the packed kernel with x / W threads when W divides x, and
      otherwise a copy of the kernel left one work item per thread
      (`<kernel>_per_work_item`); W is 16 at most here for a kernel that
      reads y or z ids, whose groups tend to be narrower in x; a kernel
      whose subgroups exchange lanes (shuffles, reductions of clusters) has
      no such copy, and the launch asserts (`cf.assert`) that W divides x;
    - a kernel without any launch in the module is packed when
      `pack-unknown-groups` is set (the default): its launcher must launch
      a multiple of W work items in x and divide x by W, which the
      kernel's `genx.work_items_per_thread` says.
    Kernels with anything else (private memory, other subgroup uses,
    calls, barriers under lane-dependent control flow, loops with
    lane-dependent steps, n-D vectors that do not lower to 1-D or other
    vector ops) stay one work item per thread.
  }];
  let options = [
    Option<"width", "width", "int64_t", /*default=*/"32",
           "Most work items per hardware thread: the largest power of two "
           "up to it that divides the group size x is taken, at most 32 for "
           "kernels with gpu.subgroup_id, gpu.num_subgroups, shuffles by "
           "offsets known only at run time or launches of sizes known only "
           "then, y or z ids, vectors of a work item's "
           "own, while loops the lanes leave apart or more than 64 memory "
           "accesses, at most 64 for kernels with math functions, vectors "
           "or 64-bit values of a work item's own or more than 16 memory "
           "accesses (0 or 1: none packed)">,
    Option<"packUnknownGroups", "pack-unknown-groups", "bool",
           /*default=*/"true",
           "Also pack kernels launched only from outside the module, whose "
           "group size is unknown: their launcher divides x by "
           "genx.work_items_per_thread">,
    Option<"wideIds", "wide-ids", "bool", /*default=*/"false",
           "Compute work-item ids in 64 bits (default: in 32 bits, as IGC "
           "does for OpenCL C, for at most 2^32 work items in each "
           "dimension)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect",
                           "::mlir::ub::UBDialect"];
}

def GenXNarrowTruncatedMath : Pass<"genx-narrow-truncated-math"> {
  let summary = "Do integer arithmetic whose result is truncated in the "
                "narrow type";
  let description = [{
    Rewrites `llvm.trunc` of `llvm.add`, `sub`, `mul`, `and`, `or`, `xor`,
    `shl` by a constant below the narrow width, `select`, `insertelement`,
    `shufflevector`, `zext`, `sext`, constants, `poison` and `undef` into the
    same computation on truncated operands: the low bits of these results
    depend only on the low bits of their operands, so the result is exactly
    the same. The narrow operations carry no overflow flags.

    Surface offsets are 32-bit while `index` arithmetic is 64-bit by
    default, and XeLP/XeHPG have no 64-bit integer ALU: the backend emulates
    each i64 add with two or three instructions and each i64 multiply with
    three mul/mach pairs. After this pass, an index computed only to become
    a surface offset costs what the same computation in i32 costs. Wide
    values with other uses stay as they are.

    A truncation of a clamp to the narrow type's range (`umin(x, H)`, or
    `smin(smax(x, L), H)` with L = 0 or -1, of a value twice as wide) is
    decided on the high half of x: one compare and a select on 32-bit
    words, where a 64-bit min or max is emulated in several instructions.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def GenXSoftFloat64 : Pass<"genx-soft-f64"> {
  let summary = "Emulate f64 in integer arithmetic (no f64 values remain)";
  let description = [{
    The GenX backend of Debian's IGC has no double precision on tgllp
    (XeLP) and dg2 (XeHPG): any `double` value aborts it. This pass rewrites
    every value of type `f64` (scalar, vector, or memref element) in the op
    it runs on to an `i64` holding the same IEEE-754 binary64 bits, with a
    dialect conversion (function signatures, calls and returns, `scf` and
    `cf` block arguments and results included), and every op on `f64` to
    integer code that computes the bit pattern a CPU computes with native
    doubles:
    - bit moves: vector loads/stores (plain, masked, gathers, scatters,
      transfers), `memref.load/store`, allocations, globals and views,
      broadcasts, shuffles, extracts, inserts, strided slices,
      `from_elements`, shape casts, bitcasts, `arith.select`,
      `arith.constant` (the bits), `arith.bitcast` (a no-op);
    - correctly rounded arithmetic (round to nearest even; subnormals,
      signed zeros, infinities and NaNs): `arith.addf/subf/mulf/divf/negf`,
      `arith.remf` (fmod, exact; also of f32 and f16, computed in f64:
      widening is exact and so is the remainder's narrowing), `math.fma` and `vector.fma` (one
      rounding), `math.sqrt`, `math.rsqrt` (1 / sqrt, as upstream's
      expansion), `math.absf`, `math.copysign`,
      `arith.maximumf/minimumf/maxnumf/minnumf`, `arith.cmpf` (all
      predicates), `math.floor/ceil/trunc/round/roundeven`,
      `math.isnan/isinf/isfinite/isnormal`, `vector.reduction` (add, mul
      and the four min/max kinds; upstream's order and start values);
    - conversions: `arith.sitofp/uitofp` (any integer width up to 64),
      `arith.fptosi/fptoui` (saturating out of range, NaN to 0; LLVM's
      result for every value in range), `arith.extf` from f32/f16/bf16,
      `arith.truncf` to f32/f16/bf16 (correctly rounded to nearest even,
      the default rounding mode).
    The code is lane-wise on `vector<N x i64>` (selects, no per-lane
    branches); division, square root and fmod loop over vectors of partial
    results. Any other op on `f64`, or a variant not listed here (another
    rounding mode, integers wider than 64 bits, other float formats, masked
    reductions), is an error naming it. `math.exp/exp2/expm1/log/log2/
    log10/log1p/sin/cos/tan/tanh/sinh/cosh/erf` on f64 are first computed in
    f64 arithmetic (range reduction and polynomials, within a few ulps),
    on vectors wider than 8 lanes in a loop over 8-lane pieces (one copy of
    the code: IGC holds 4096 predicates a kernel). Other math functions on
    f64 are computed in f32 when they carry `fastmath<afn>` (a truncf
    before, an extf after, both emulated), and are an error otherwise.

    `genx-lower` runs this pass on its `gpu.module`s after
    genx-legalize-vectors and before the memory conversion (so that f64
    loads and stores are planned as i64 ones), unless its option
    `soft-f64=false` is given: Debian's IGC has no f64 for tgllp and dg2.

    `filter-attr` restricts the rewrite to the functions carrying that
    attribute (the tests compare a native and a softened copy of the same
    code this way); calls between filtered and unfiltered functions must not
    pass f64 values, since only one side changes. Run the pass on a
    `gpu.module` or `module` so that calls and callees change together.
  }];
  let options = [
    Option<"filterAttr", "filter-attr", "std::string", /*default=*/"",
           "Only rewrite functions carrying this attribute">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def GenXCheckInput : Pass<"genx-check-input"> {
  let summary = "Refuse, at the user's op, what genx-lower cannot compile";
  let description = [{
    The first step of genx-lower on device code (a `gpu.module`, or any op):
    every op genx-lower cannot compile is reported where the user wrote it,
    with what to do instead, before anything is rewritten:
    - ops of dialects genx-lower does not lower (tensor, linalg, complex,
      ...), with the upstream pass that lowers them;
    - types GenX lacks: integers other than 1/8/16/32/64 bits, floats wider
      than 64 bits, tensors, scalable vectors, unranked or non-strided
      memrefs;
    - `arith.remf` when f64 is not emulated (`soft-f64=false`: IGC fails
      on frem; genx-soft-f64 computes it exactly); f64 transcendental
      functions without `afn` (GenX has none; they would lose half their
      digits in f32) that genx-soft-f64 does not compute, or any when
      `soft-f64=false`; `gpu.printf` and `vector.print`; `gpu.all_reduce`; subgroup MMA
      ops; dynamic shared memory; device allocation of
      global memory; calls to functions without a body.
    At most `max-errors` are reported, then their count.
  }];
  let options = [
    Option<"maxErrors", "max-errors", "unsigned", /*default=*/"20",
           "Report at most this many constructs">,
    Option<"softF64", "soft-f64", "bool", /*default=*/"true",
           "Whether genx-soft-f64 follows (it computes arith.remf)">,
  ];
}

def GenXCheckLegality : Pass<"genx-check-legality"> {
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

def GenXLegalizeRegions : Pass<"genx-legalize-regions"> {
  let summary = "Rewrite region reads the device's backend cannot compile";
  let description = [{
    Runs on LLVM dialect + genx, after the last canonicalization (whose
    region folds would undo it). On Gen11 and XeLP devices (`icllp`,
    `tgllp`, `dg1`, `adl-p`...), which have no 64-bit integer ALU, IGC
    aborts when a 2-D `genx.rdregion` of 64-bit elements feeds an operation
    it emulates in 32-bit halves; each such read becomes one 1-D read per
    row, written into the rows of the result with `genx.wrregion`.

    The device is the `device` option (an ocloc device name) or else the
    `#genx.target` of the enclosing `gpu.module`. Without either the code
    may run on any device, so the rewrite applies too (it costs one move
    per row where it is not needed).
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "ocloc device name the code is for (default: the gpu.module's "
           "#genx.target)">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def GenXLaunchOnHost : Pass<"genx-launch-on-host", "::mlir::ModuleOp"> {
  let summary = "Run the kernel launches of a GPU program on the host";
  let description = [{
    For a whole program (host code with `gpu.launch_func`, kernels in
    `gpu.module`s lowered by genx-lower): kernels move to the top level;
    each launch becomes loops over the grid and the group (z outermost, x
    innermost) that store the ids into the dispatch globals genx-emulate
    reads (`__genx_group_id`, `__genx_local_id`; `__genx_local_size` and
    `__genx_group_count` once) and call the kernel with its ABI: a memref
    is its aligned pointer (SVM) or, for a surface argument, the index of
    the argument's position with its pointer stored in `__genx_surfaces`;
    `index` operands are cast to the kernel's integer type; the metadata
    listed by `genx.memref_metadata` follow. A kernel with shared local
    memory gets a host buffer as surface 254. `gpu.alloc`, `gpu.dealloc`
    and `gpu.memcpy` become their memref counterparts and `gpu.wait`
    nothing; asynchronous forms run in program order too (their tokens go,
    since nothing runs concurrently on the host). The threads of a group run
    one after another, except for a kernel that waits at a group barrier
    (`genx.barrier`, `genx.sbarrier wait`, in it or a function it calls):
    its launch packs the arguments into a stack slot and calls
    `genx_host_run_group` per group, which runs the group's threads as
    fibers of one host thread that meet at each barrier (its barriers call
    `genx_host_barrier`); such a program needs the GenXHostRuntime library
    (`scripts/genx-run` passes it to mlir-runner).
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def GenXAsyncGPUOps : Pass<"genx-async-gpu-ops"> {
  let summary = "Give synchronous GPU memory ops the form gpu-to-llvm lowers";
  let description = [{
    Upstream `gpu-to-llvm` lowers `gpu.dealloc`, `gpu.memcpy`, `gpu.memset`
    and a device `gpu.alloc` only when asynchronous with one dependency,
    and a `gpu.alloc host_shared` only when synchronous (so upstream's
    `gpu-async-region`, which makes both asynchronous, does not fit a
    program with both). Each synchronous op of the first kind becomes
    `%t = gpu.wait async`, the op depending on `%t`, and `gpu.wait` on its
    token: the same order of effects. Part of `genx-gpu-host`.
  }];
}

def GenXLaunchArgs : Pass<"genx-launch-args", "::mlir::ModuleOp"> {
  let summary = "Pass each gpu.launch_func the GenX ABI of its kernel";
  let description = [{
    For a whole program whose kernels genx-lower lowered, on its way to a
    GPU: a kernel takes its GenX ABI, not its gpu.func's operands, so each
    `gpu.launch_func` is rewritten to pass that list: a memref becomes its
    aligned pointer as an i64 (for a surface argument too: the runtime
    binds the surface from the pointer), `index` operands are cast to the
    kernel's integer type, and the sizes, strides and offsets listed by
    `genx.memref_metadata` follow. Run it after genx-lower and before
    `gpu-module-to-binary` (which drops the kernels' signatures); upstream
    `gpu-to-llvm` then lowers the launches to the `mgpu*` calls that the
    GenXGPURuntime library implements with Level Zero.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def GenXEmulate : Pass<"genx-emulate", "::mlir::ModuleOp"> {
  let summary = "Lower genx ops to portable MLIR that runs on the host";
  let description = [{
    Gives the genx dialect an executable meaning: every emulated op becomes
    upstream vector/arith/math ops (and LLVM dialect loads and stores for
    memory), following the GenX language reference, so that a module runs on
    the host with stock `mlir-runner` (see the `genx-emulate-host` pipeline
    and `scripts/genx-run`).

    A dialect conversion: every genx op is illegal, and one pattern set per
    op family (passes/emulation/: regions, integer arithmetic, bit ops,
    math, conversions, memory messages, LSC, 2D block LSC, atomics, matrix,
    control)
    replaces the ops it covers, reading operands and immediates by their
    names in the op table. Memory: SVM and stateless addresses are host
    addresses; surface N is the host address in element N of the memref
    global `__genx_surfaces` (254 is shared local memory; a predefined
    surface variable or a bindless surface-state offset holding N names
    surface N); a typed surface is a one-dimensional image of 32-bit
    pixels (pixel u at byte 4u; other rows, slices and mip levels are
    outside it). Atomics run lane by lane in lane order; barriers and fences
    are no-ops (one thread runs at a time). A dynamic region offset that is
    not a multiple of the element size or leaves the vector stops the
    program with a message (cf.assert).

    Dispatch convention: thread ids come from the memref globals
    `__genx_group_id`, `__genx_local_id`, `__genx_local_size` and
    `__genx_group_count` (memref<3xi32> each), created by this pass and set
    by the host loop before each call of the kernel.

    Kernels lose their `genx.kernel` attribute: they are host functions
    now. An op without an emulation is an error naming it, reported for
    every such op before anything changes; a form an emulated op's
    pattern cannot handle is an error naming the op and the rule.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

#endif // GENX_PASSES_TD
