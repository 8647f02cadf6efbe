//===- Passes.h - GenX passes -----------------------------------*- C++ -*-===//

#ifndef GENX_PASSES_PASSES_H
#define GENX_PASSES_PASSES_H

#include "dialect/GenXDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <functional>

namespace mlir {
class RewritePatternSet;
namespace genx {

#define GEN_PASS_DECL
#include "passes/Passes.h.inc"

/// Reports every genx op under `root` whose intrinsic is not available on
/// the ocloc device `device` (or an unknown device), as genx-verify-target
/// does.
LogicalResult verifyAvailability(Operation *root, StringRef device);

/// Reports the first genx op under `root` that vc-intrinsics 0.11 (Debian's
/// IGC 1.0.12504) does not know.
LogicalResult verifyLegacyBackend(Operation *root);

/// Reports what IGC needs of the kernels under `root` and would otherwise
/// abort or miscompile on: at least one `llvm.func` with `genx.kernel`, no
/// `spir_kernel` function without it, and (unless `allowIoKinds`) argument
/// I/O kinds 0, without which IGC emits no end-of-thread.
LogicalResult verifyKernels(Operation *root, bool allowIoKinds);

/// Reports the kernels under `root` that exceed what the ocloc device
/// `device` holds (argument kinds, SLM size, argument bytes).
LogicalResult verifyKernelLimits(Operation *root, StringRef device);

/// Adds the region folds of genx.rdregion / genx.wrregion to `patterns`.
void populateRegionSimplificationPatterns(RewritePatternSet &patterns);

/// Adds the patterns of genx-narrow-truncated-math: integer arithmetic
/// whose result is truncated, done in the narrow type.
void populateNarrowTruncatedMathPatterns(RewritePatternSet &patterns);

/// Patterns that compute f64 math functions (exp, log, sin, tanh, ...)
/// from f64 arithmetic, which genx-soft-f64 then emulates.
void populateSoftFloat64MathPatterns(RewritePatternSet &patterns);

/// Whether populateSoftFloat64MathPatterns computes `op` (on f64).
bool isSoftFloat64MathOp(Operation *op);

/// Adds the patterns of convert-vector-to-genx (strided slices, dynamic
/// extract/insert, shuffles, scalar broadcasts, reductions).
void populateVectorRegionToGenXPatterns(RewritePatternSet &patterns);

/// How global memory under `scope` is addressed for the `memory` option of
/// convert-memory-to-genx / convert-gpu-to-genx: "svm" or "surface" as
/// given; for "auto", what convert-memory-to-genx recorded on `scope`
/// (genx.memory), else "svm" if a 64-bit atomic works on global memory
/// (buffers have 32-bit atomics only) and "surface" otherwise. Fails on
/// another value.
FailureOr<StringRef> resolveMemoryOption(Operation *scope, StringRef memory);

/// Adds the patterns of convert-memory-to-genx: global memory through SVM
/// (`svm`) or binding-table surfaces, kernel buffers aligned to
/// `bufferAlignment` bytes.
void populateMemoryToGenXPatterns(RewritePatternSet &patterns, bool svm,
                                  int64_t bufferAlignment);

/// Adds the patterns of convert-arith-to-genx.
void populateArithToGenXPatterns(RewritePatternSet &patterns);

/// Adds the patterns of convert-math-to-genx; approximate hardware math is
/// used for ops with the `afn` flag, or for all if `allowApproximate`.
void populateMathToGenXPatterns(RewritePatternSet &patterns,
                                bool allowApproximate);

/// `type` (a scalar or a vector) with `element` as its element type.
inline Type withElementType(Type type, Type element) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(element);
  return element;
}

/// Greedy-driver settings of the conversion passes: they rewrite ops one
/// for one, so the driver's region simplification (block merging, dead-code
/// sweeps over whole regions) is skipped to keep them linear.
GreedyRewriteConfig getConversionRewriteConfig();

/// Runs `fn` on each isolated-from-above op (function) of `root`, a module
/// (a symbol table), in parallel, as a pass nested on them would; on `root`
/// itself otherwise. For the module-level passes whose rewrites of a body do
/// not look outside its function.
LogicalResult forEachFunction(Operation *root,
                              function_ref<LogicalResult(Operation *)> fn);

/// Applies `patterns` greedily to each function of `root` (forEachFunction).
LogicalResult applyPatternsPerFunction(
    Operation *root, const FrozenRewritePatternSet &patterns,
    GreedyRewriteConfig config = GreedyRewriteConfig());

/// The platform of the device `root` is compiled for: the ocloc device
/// `device` when given (none if unknown), else the `#genx.target` of the
/// gpu.module `root` is or is in, else none.
std::optional<Platform> getTargetPlatform(Operation *root, StringRef device);

/// Reports a `device` option that is not an ocloc device name on `root`,
/// naming `pass`; success when it is empty or known.
LogicalResult checkDeviceOption(Operation *root, StringRef pass,
                                StringRef device);

/// Whether `op` is a math function that lowers to a polynomial or a
/// sequence of them (math.erf, exp, log, tanh, sin...), not to one
/// instruction (math.fma, absf, sqrt, floor...).
bool isMathFunction(Operation *op);

/// The range of the integer `value` (scalar, or every element of a vector)
/// that its defining ops prove through InferIntRangeInterface, looking at
/// most `depth` ops up; the full range of its width where they prove
/// nothing. `known`, if given, is asked first for each value on the way
/// (what a caller assumes of some values, such as ids).
ConstantIntRanges inferLocalRange(
    Value value, unsigned depth = 6,
    function_ref<std::optional<ConstantIntRanges>(Value)> known = {});

/// Whether the values of `range` are those of a `width`-bit integer, read
/// as signed or as unsigned.
bool fitsInBits(const ConstantIntRanges &range, unsigned width, bool isSigned);

/// The value reduction `kind` leaves every value of `type` unchanged, bit
/// for bit: -0.0 for float sums (-0 + -0 = -0), NaN for minnumf/maxnumf
/// (which return the other operand), infinities for minimumf/maximumf, the
/// extreme integers for min/max; none for a kind `type` lacks.
std::optional<TypedAttr> reductionIdentity(gpu::AllReduceOperation kind,
                                           Type type);

/// Splits each vector.reduction under `root` that `filter` picks, of a
/// vector computed element-wise from contiguous loads used by nothing else,
/// into a chain of reductions of chunks of `chunkBits` of its narrowest
/// load's elements (when that splits it evenly), each the accumulator of
/// the next, with the loads and element-wise ops a chunk at a time: only a
/// chunk is then live. Bit for bit the same where the order is fixed (an
/// ordered float sum keeps its order). Returns whether any was split.
bool streamLoadedReductions(Operation *root, int64_t chunkBits,
                            function_ref<bool(vector::ReductionOp)> filter);

/// The largest power of two (up to 2^12) known to divide the integer
/// `value`, from the arithmetic that computes it (constants, sums, products,
/// shifts, casts, a loop's induction variable from its start and step).
int64_t knownPowerOfTwoDivisor(Value value, int depth = 0);

/// A vector of integers or indices as a scalar every lane adds plus a
/// constant per lane (splitUniform).
struct UniformPlusConstant {
  /// Builds the scalar as an integer or index, as the vector's arithmetic
  /// computes it (null: the scalar is 0).
  std::function<Value(OpBuilder &, Location)> uniform;
  SmallVector<int64_t> lanes;
};

/// `value` as UniformPlusConstant, from the arithmetic that computes it
/// (at most `depth` ops up): constants, steps, broadcasts, shuffles of one
/// vector, sums, products by a splat, and widenings of 32-bit ids whose
/// constant part is small (ids are below 2^32 - 2^16). Builds nothing: the
/// caller builds the scalar when it uses the split.
std::optional<UniformPlusConstant> splitUniform(Value value, int depth = 6);

/// The integer scalar `value` as an index (zero-extended).
Value zextToIndex(OpBuilder &b, Location loc, Value value);

/// Options of the genx-lower pipeline.
struct GenXLowerOptions : public PassPipelineOptions<GenXLowerOptions> {
  PassOptions::Option<std::string> memory{
      *this, "memory",
      llvm::cl::desc("Kernel memory: surface (binding-table indices and "
                     "32-bit offsets, as OpenCL does for buffers under "
                     "4 GB), svm (64-bit pointers), or auto (surface unless "
                     "a 64-bit atomic needs svm)"),
      llvm::cl::init("auto")};
  PassOptions::Option<int64_t> bufferAlignment{
      *this, "buffer-alignment",
      llvm::cl::desc("Alignment in bytes of the buffers kernel memref "
                     "arguments point to"),
      llvm::cl::init(64)};
  PassOptions::Option<unsigned> indexBitwidth{
      *this, "index-bitwidth",
      llvm::cl::desc("Width of index values in kernels: 32 or 64"),
      llvm::cl::init(64)};
  PassOptions::Option<bool> allowApproximate{
      *this, "allow-approximate",
      llvm::cl::desc("Use the hardware's approximate math everywhere"),
      llvm::cl::init(false)};
  PassOptions::Option<std::string> device{
      *this, "device",
      llvm::cl::desc("ocloc device the kernels are for, enabling its own "
                     "instructions (dpas on dg2); default: the gpu.module's "
                     "#genx.target, else none"),
      llvm::cl::init("")};
  PassOptions::Option<int64_t> workItemsPerThread{
      *this, "work-items-per-thread",
      llvm::cl::desc("Most work items of x one hardware thread runs, for "
                     "kernels written per work item "
                     "(genx-vectorize-work-items; 0: one per thread)"),
      llvm::cl::init(128)};
  PassOptions::Option<bool> packUnknownGroups{
      *this, "pack-unknown-groups",
      llvm::cl::desc("Also pack kernels only launched from outside the "
                     "module: the launcher divides the group size x by their "
                     "genx.work_items_per_thread"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> wideIds{
      *this, "wide-ids",
      llvm::cl::desc("Compute the work-item ids of packed kernels in 64 bits "
                     "(default: 32, as IGC does for OpenCL C)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> softF64{
      *this, "soft-f64",
      llvm::cl::desc("Emulate f64 in integer arithmetic (genx-soft-f64): "
                     "IGC has no double precision on tgllp and dg2"),
      llvm::cl::init(true)};
};

/// Builds genx-lower: upstream func/gpu/vector/arith/math/memref/scf kernels
/// to LLVM dialect + genx, ready for --genx-mlir-to-llvmir.
void buildGenXLowerPipeline(OpPassManager &pm, const GenXLowerOptions &options);

/// Registers genx-lower, genx-emulate-host and genx-gpu-host.
void registerGenXLowerPipeline();

/// Builds genx-emulate-host: genx-emulate, then upstream lowering of
/// everything to the LLVM dialect, for stock mlir-runner.
void buildGenXEmulateHostPipeline(OpPassManager &pm);

/// Options of the genx-gpu-host pipeline.
struct GenXGPUHostOptions : public PassPipelineOptions<GenXGPUHostOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("ocloc device the binary is for"),
      llvm::cl::init("dg2")};
  PassOptions::Option<std::string> backendOptions{
      *this, "options",
      llvm::cl::desc("Extra backend options, appended to ocloc's -options "
                     "after -vc-codegen"),
      llvm::cl::init("")};
};

/// Builds genx-gpu-host: for a program whose kernels genx-lower lowered,
/// the launches in the kernels' ABI (genx-launch-args), the gpu.modules as
/// gpu.binary of Gen binaries for `chip` (genx-attach-target,
/// gpu-module-to-binary), and upstream's lowering of the host code to the
/// LLVM dialect with the launches and GPU memory ops as mgpu* calls
/// (genx-async-gpu-ops, gpu-to-llvm), which the GenXGPURuntime library
/// implements.
void buildGenXGPUHostPipeline(OpPassManager &pm,
                              const GenXGPUHostOptions &options);

#define GEN_PASS_REGISTRATION
#include "passes/Passes.h.inc"

} // namespace genx
} // namespace mlir

#endif // GENX_PASSES_PASSES_H
