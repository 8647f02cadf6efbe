//===- LowerPipeline.cpp - genx-lower -------------------------------------===//
//
// From upstream dialects to LLVM dialect + genx: the GenX conversions first
// (they need the vector/arith/math/gpu ops), then upstream's own lowering to
// the LLVM dialect, then the legality check.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/GPUCommon/GPUCommonPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::genx;

void mlir::genx::buildGenXLowerPipeline(OpPassManager &pm,
                                        const GenXLowerOptions &options) {
  // gpu.launch bodies become gpu.func kernels of their own gpu.module.
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(createGenXOutlineKernels());
  OpPassManager *devicePM = &pm.nest<gpu::GPUModuleOp>();
  // Steps that only rewrite the inside of one function run on each
  // function of the gpu.module in parallel (`perFunction`); steps that
  // change symbols, signatures or the module's attributes run on the
  // gpu.module between them.
  auto perFunction = [&devicePM]() -> OpPassManager & {
    return devicePM->nestAny();
  };
  // What cannot be compiled is refused at the user's own ops.
  GenXCheckInputOptions check;
  check.softF64 = options.softF64;
  devicePM->addPass(createGenXCheckInput(check));
  // Helpers inlined and upstream simplification first, so that the
  // patterns see canonical code.
  devicePM->addPass(createGenXInlineIntoKernels());
  // The canonicalizations follow, per function: none inside the inliner.
  devicePM->addPass(createInlinerPass({}, [](OpPassManager &) {}));
  devicePM->addPass(createSymbolDCEPass());
  // Reductions across the group through workgroup memory (helpers are
  // inlined, so each sits in its kernel).
  devicePM->addPass(createGenXAllReduceToWorkgroup());
  // affine loops and accesses as the scf and memref ops the patterns take
  // (the memref lowering makes affine.apply again: lowered once more below).
  perFunction().addPass(createLowerAffinePass());
  // Branches between blocks as scf ops, which the packing takes.
  perFunction().addPass(createGenXLiftControlFlow());
  // Loops of a few iterations (32 at most) as IGC treats them in OpenCL C:
  // unrolled.
  perFunction().addPass(createGenXUnrollSmallLoops());
  // Memref sizes bounded by what a surface addresses, for the ranges the
  // packing and the narrowing below see.
  devicePM->addPass(createGenXBoundMemRefSizes({options.memory}));
  // Kernels written per work item run several work items per thread; their
  // launches in the module change too, so this runs on the whole module.
  pm.addPass(createGenXVectorizeWorkItems({options.workItemsPerThread,
                                           options.packUnknownGroups,
                                           options.wideIds}));
  devicePM = &pm.nest<gpu::GPUModuleOp>();
  OpPassManager &device = *devicePM;
  OpPassManager &vectors = perFunction();
  vectors.addPass(createCanonicalizerPass());
  // A product and a sum that both allow contraction as one mad (IGC does
  // not fuse them, `contract` or not).
  vectors.addPass(math::createMathUpliftToFMA());
  // Lanes no store or later op reads are not computed (a subgroup's
  // butterfly of shuffles whose sum one lane stores: a halving tree);
  // before the narrowing to i32, which hides the lanes' indices in casts.
  vectors.addPass(createGenXNarrowLanes());
  // Loops and index arithmetic whose range fits (thread ids and lanes,
  // under a known group size; memref sizes) in i32: GenX computes 64-bit
  // integers in two halves.
  vectors.addPass(createGenXNarrowLoops());
  vectors.addPass(createGenXUnsignedWhenNonNegative());
  vectors.addPass(createGenXNarrowIntRanges());
  // Matrix products on the matrix engine, where the device has one.
  vectors.addPass(createGenXContractToDpas({options.device}));
  vectors.addPass(createGenXLegalizeVectors());
  // Floats GenX only stores are computed in f32.
  vectors.addPass(arith::createArithEmulateUnsupportedFloats(
      {{"bf16", "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ"}, "f32"}));
  // So are their math functions (IGC has no bf16 sqrt or inv: it aborts).
  vectors.addPass(math::createMathExtendToSupportedTypes({{"f16"}, "f32"}));
  vectors.addPass(createCanonicalizerPass());
  // One value per address computation: accesses of the same lanes' records
  // are then seen to share their base (one message of several fields).
  vectors.addPass(createCSEPass());
  // f64 emulated on legal (1-D) vectors, before the memory conversion, so
  // that f64 loads and stores are planned as i64 ones (signatures change:
  // on the module).
  if (options.softF64)
    device.addPass(createGenXSoftFloat64());
  // Both read and erase module symbols, and the memory choice is the
  // module's.
  device.addPass(createGenXPromotePrivate());
  device.addPass(
      createConvertMemoryToGenX({options.memory, options.bufferAlignment}));
  OpPassManager &compute = perFunction();
  compute.addPass(memref::createExpandStridedMetadataPass());
  compute.addPass(createConvertVectorToGenX({options.device}));
  compute.addPass(createConvertArithToGenX({options.device}));
  compute.addPass(createConvertMathToGenX({options.allowApproximate}));
  // Kernel signatures change: on the module.
  device.addPass(createConvertGPUToGenX({options.memory}));
  OpPassManager &cleanup = perFunction();
  cleanup.addPass(createLowerAffinePass());
  cleanup.addPass(createGenXSimplifyRegions());
  cleanup.addPass(createCanonicalizerPass());
  cleanup.addPass(createCSEPass());
  // Address arithmetic that does not change in a loop leaves it, also the
  // invariant part of what does (neither the backend nor upstream's
  // loop-invariant code motion separates them).
  cleanup.addPass(createGenXHoistLoopInvariants());
  cleanup.addPass(createSCFToControlFlowPass());
  cleanup.addPass(createMem2Reg());
  device.addPass(createGenXLowerToLLVM({options.indexBitwidth}));
  OpPassManager &llvm = perFunction();
  llvm.addPass(createReconcileUnrealizedCastsPass());
  // Index arithmetic that only feeds 32-bit offsets is done in 32 bits.
  llvm.addPass(createGenXNarrowTruncatedMath());
  llvm.addPass(createCanonicalizerPass());
  llvm.addPass(createCSEPass());
  // After the region folds, which would undo it.
  llvm.addPass(createGenXLegalizeRegions({options.device}));
  device.addPass(createGenXCheckLegality());
  pm.addPass(createGenXUnwrapKernels());
}

/// Upstream's lowering of host code to the LLVM dialect, in the order
/// upstream's own CPU pipelines use: memref last but one, since the vector
/// lowering still reads memref sizes. With `gpuRuntime`, GPU launches and
/// memory ops become mgpu* runtime calls (gpu-to-llvm) on the way.
static void addHostToLLVMPasses(OpPassManager &pm, bool gpuRuntime) {
  // Only what convert-math-to-llvm has no intrinsic for: the other
  // expansions are less exact than the host's libm (math.ceil's, for one,
  // turns ceil(-0.5) into +0).
  math::MathExpandOpsPassOptions expand;
  expand.opMnemonics = {"asinh", "acosh", "atanh"};
  pm.addNestedPass<func::FuncOp>(math::createMathExpandOpsPass(expand));
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  if (gpuRuntime)
    pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::genx::buildGenXEmulateHostPipeline(OpPassManager &pm) {
  pm.addPass(createGenXLaunchOnHost());
  pm.addPass(createGenXEmulate());
  addHostToLLVMPasses(pm, /*gpuRuntime=*/false);
}

void mlir::genx::buildGenXGPUHostPipeline(OpPassManager &pm,
                                          const GenXGPUHostOptions &options) {
  pm.addPass(createGenXLaunchArgs());
  GenXAttachTargetOptions target;
  target.chip = options.chip;
  target.backendOptions = options.backendOptions;
  pm.addPass(createGenXAttachTarget(target));
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = "bin";
  pm.addPass(createGpuModuleToBinaryPass(binary));
  pm.addPass(createGenXAsyncGPUOps());
  addHostToLLVMPasses(pm, /*gpuRuntime=*/true);
}

void mlir::genx::registerGenXLowerPipeline() {
  PassPipelineRegistration<>(
      "genx-emulate-host",
      "Emulate genx ops and lower everything to the LLVM dialect, for stock "
      "mlir-runner",
      buildGenXEmulateHostPipeline);
  PassPipelineRegistration<GenXGPUHostOptions>(
      "genx-gpu-host",
      "For a program lowered by genx-lower: Gen binaries in gpu.binary ops "
      "and the host code in the LLVM dialect, its launches as calls into "
      "the GenXGPURuntime library (Level Zero)",
      buildGenXGPUHostPipeline);
  PassPipelineRegistration<GenXLowerOptions>(
      "genx-lower",
      "Lower func/gpu/vector/arith/math/memref/scf kernels to LLVM dialect + "
      "genx, ready for --genx-mlir-to-llvmir; f64 is emulated in integer "
      "arithmetic (genx-soft-f64) unless soft-f64=false",
      buildGenXLowerPipeline);
}
