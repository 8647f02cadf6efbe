//===- GenXPlugin.cpp - Entry points of the GenX plugin -------------------===//
//
// The plugin's only logic-free file: the dialect and pass plugin entry
// points that stock mlir-opt calls, and the translations that stock
// mlir-translate picks up when the library is LD_PRELOADed.
//
//===----------------------------------------------------------------------===//

#include "dialect/GenXDialect.h"
#include "passes/Passes.h"
#include "translation/GenXExport.h"
#include "translation/GenXImport.h"
#include "translation/GenXIntrinsicTable.h"
#include "translation/GenXTarget.h"
#include "translation/GenXToLLVMIRTranslation.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

//===----------------------------------------------------------------------===//
// mlir-opt
//===----------------------------------------------------------------------===//

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "GenX", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) {
            genx::registerGenXDialectTranslation(*registry);
            genx::registerGenXTargetInterfaceExternalModels(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "GenXPasses", LLVM_VERSION_STRING, []() {
            genx::registerGenXPasses();
            genx::registerGenXLowerPipeline();
          }};
}

//===----------------------------------------------------------------------===//
// mlir-translate (LD_PRELOAD)
//===----------------------------------------------------------------------===//

static llvm::cl::opt<bool> keepUnknownIntrinsics(
    "genx-keep-unknown-intrinsics",
    llvm::cl::desc("--genx-import-llvm: keep calls to unknown or mistyped "
                   "llvm.genx.* functions as plain llvm.call"),
    llvm::cl::init(false));

static llvm::cl::opt<bool> cmRuntime(
    "genx-cm-runtime",
    llvm::cl::desc("--genx-import-llvm: the IR targets the CM runtime; "
                   "accept intrinsics only it supports"),
    llvm::cl::init(false));

static llvm::cl::opt<bool> locateCalls(
    "genx-import-locations",
    llvm::cl::desc("--genx-import-llvm: give each genx op the position of its "
                   "call in the LLVM IR text (parses the text twice), so "
                   "that later checks point at the user's line"),
    llvm::cl::init(false));

static void registerExportDialects(DialectRegistry &registry) {
  // A whole program's gpu.modules hold the device code; its host code, in
  // upstream dialects, is only parsed.
  registry.insert<DLTIDialect, LLVM::LLVMDialect, gpu::GPUDialect,
                  arith::ArithDialect, cf::ControlFlowDialect,
                  func::FuncDialect, index::IndexDialect, math::MathDialect,
                  memref::MemRefDialect, scf::SCFDialect, ub::UBDialect,
                  vector::VectorDialect>();
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  genx::registerGenXDialectTranslation(registry);
}

static TranslateFromMLIRRegistration exportRegistration(
    "genx-mlir-to-llvmir",
    "Translate MLIR (LLVM dialect + genx) to LLVM IR for the GenX backend",
    [](Operation *op, llvm::raw_ostream &output) {
      llvm::LLVMContext llvmContext;
      std::unique_ptr<llvm::Module> module =
          genx::translateGenXToLLVMIR(op, llvmContext);
      if (!module)
        return failure();
      module->print(output, /*AAW=*/nullptr);
      return success();
    },
    registerExportDialects);

// A host program after gpu-module-to-binary and gpu-to-llvm: stock
// --mlir-to-llvmir, but its gpu.binary objects name #genx.target, which only
// a context with the genx dialect parses.
static TranslateFromMLIRRegistration hostExportRegistration(
    "genx-host-to-llvmir",
    "Translate a host program (LLVM dialect, gpu.binary of #genx.target "
    "objects, gpu.launch_func) to LLVM IR that calls the mgpu* runtime",
    [](Operation *op, llvm::raw_ostream &output) {
      llvm::LLVMContext llvmContext;
      std::unique_ptr<llvm::Module> module =
          translateModuleToLLVMIR(op, llvmContext);
      if (!module)
        return failure();
      module->print(output, /*AAW=*/nullptr);
      return success();
    },
    [](DialectRegistry &registry) {
      registry.insert<DLTIDialect, LLVM::LLVMDialect, gpu::GPUDialect,
                      genx::GenXDialect>();
      registerBuiltinDialectTranslation(registry);
      registerLLVMDialectTranslation(registry);
      registerGPUDialectTranslation(registry);
      gpu::registerOffloadingLLVMTranslationInterfaceExternalModels(registry);
      genx::registerGenXTargetInterfaceExternalModels(registry);
    });

static TranslateToMLIRRegistration importRegistration(
    "genx-import-llvm",
    "Translate LLVM IR with llvm.genx.* calls and !genx.kernels to MLIR "
    "(LLVM dialect + genx)",
    [](llvm::SourceMgr &sourceMgr,
       MLIRContext *context) -> OwningOpRef<Operation *> {
      genx::GenXImportOptions options;
      options.keepUnknownIntrinsics = keepUnknownIntrinsics;
      options.cmRuntime = cmRuntime;
      options.locateCalls = locateCalls;
      return genx::translateGenXLLVMIRFile(sourceMgr, context, options);
    },
    genx::registerGenXImportDialects);

static TranslateFromMLIRRegistration tableRegistration(
    "genx-dump-intrinsic-table",
    "Print the genx dialect's intrinsic table as JSON (the input is ignored)",
    [](Operation *op, llvm::raw_ostream &output) {
      genx::printIntrinsicTable(op->getContext(), output);
      return success();
    },
    [](DialectRegistry &registry) { registry.insert<genx::GenXDialect>(); });
