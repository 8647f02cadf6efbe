//===- LowerPipeline.cpp - genx-lower -------------------------------------===//
//
// From upstream dialects to LLVM dialect + genx: the GenX conversions first
// (they need the vector/arith/math/gpu ops), then upstream's own lowering to
// the LLVM dialect, then the legality check.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::genx;

/// Upstream's lowering of vector/math/arith/func/cf to the LLVM dialect,
/// shared by both pipelines.
static void addLLVMLowering(OpPassManager &pm) {
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::genx::buildGenXLowerPipeline(OpPassManager &pm,
                                        const GenXLowerOptions &options) {
  // Upstream simplification first, so the patterns see canonical IR.
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createGenXLegalizeVectors());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createConvertVectorToGenX({options.memory}));
  pm.addPass(createConvertArithToGenX());
  pm.addPass(createConvertMathToGenX({options.allowApproximate}));
  pm.addPass(createConvertGPUToGenX({options.memory}));
  pm.addPass(createGenXSimplifyRegions());
  pm.addPass(createCSEPass());
  // Upstream lowering to the LLVM dialect.
  pm.addPass(createSCFToControlFlowPass());
  addLLVMLowering(pm);
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createGenXCheckLegality());
}

void mlir::genx::buildGenXEmulateHostPipeline(OpPassManager &pm) {
  pm.addPass(createGenXEmulate());
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  addLLVMLowering(pm);
}

void mlir::genx::registerGenXLowerPipeline() {
  PassPipelineRegistration<>(
      "genx-emulate-host",
      "Emulate genx ops and lower everything to the LLVM dialect, for stock "
      "mlir-runner",
      buildGenXEmulateHostPipeline);
  PassPipelineRegistration<GenXLowerOptions>(
      "genx-lower",
      "Lower func/gpu/vector/arith/math/memref/scf kernels to LLVM dialect + "
      "genx, ready for --genx-mlir-to-llvmir",
      buildGenXLowerPipeline);
}
