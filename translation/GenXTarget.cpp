//===- GenXTarget.cpp - #genx.target as a GPU compilation target ----------===//
//
// The gpu::TargetAttrInterface model of #genx.target: a gpu.module lowered
// by genx-lower goes through the plugin's export to GenX LLVM IR, then, for
// the binary formats, through the same steps as scripts/genx-ocloc: the
// pre-checks (intrinsics known to Debian's IGC and available on the device,
// kernels with I/O kinds 0), LLVM 14 spelling, `llvm-as-14`, and
// `ocloc compile -llvm_input -options -vc-codegen`; for assembly,
// `ocloc disasm` and `iga64`. Every failure is an error on the gpu.module.
//
//===----------------------------------------------------------------------===//

#include "translation/GenXTarget.h"

#include "dialect/GenXDialect.h"
#include "passes/Passes.h"
#include "translation/GenXExport.h"
#include "translation/LLVM14Writer.h"

#include "mlir/Dialect/GPU/IR/CompilationInterfaces.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::genx;

namespace {
class GenXTargetAttrImpl
    : public gpu::TargetAttrInterface::FallbackModel<GenXTargetAttrImpl> {
public:
  std::optional<SmallVector<char, 0>>
  serializeToObject(Attribute attribute, Operation *module,
                    const gpu::TargetOptions &options) const;

  Attribute createObject(Attribute attribute, Operation *module,
                         const SmallVector<char, 0> &object,
                         const gpu::TargetOptions &options) const;
};

/// One serialization: a scratch directory, the tools, and the diagnostics
/// on the gpu.module.
class Serializer {
public:
  Serializer(gpu::GPUModuleOp module, TargetAttr target,
             const gpu::TargetOptions &options)
      : module(module), target(target), options(options) {}
  ~Serializer() {
    if (!workDir.empty())
      (void)llvm::sys::fs::remove_directories(workDir);
  }

  std::optional<SmallVector<char, 0>> run();

private:
  LogicalResult checkDeviceCode();
  FailureOr<std::string> findTool(StringRef name);
  /// Runs `args` (args[0] is the tool's name), its output into `log`.
  LogicalResult execute(ArrayRef<StringRef> args, StringRef what,
                        std::string &log);
  FailureOr<std::string> compile(llvm::Module &llvmModule);
  FailureOr<std::string> disassemble(StringRef binaryPath);
  FailureOr<std::string> readFile(StringRef path);
  std::string path(const Twine &name) const {
    SmallString<128> result(workDir);
    llvm::sys::path::append(result, name);
    return std::string(result);
  }

  gpu::GPUModuleOp module;
  TargetAttr target;
  const gpu::TargetOptions &options;
  SmallString<128> workDir;
};
} // namespace

/// ocloc's whole output when it succeeds; anything else is a failure (IGC
/// prints warnings such as `INVALID opcode` yet says `Build succeeded.`).
static constexpr StringLiteral kOclocNormalLines[] = {
    "Compilation from IR - skipping loading of FCL", "Build succeeded."};

/// iga64's platform of a GenX platform, empty when iga64 has none.
static StringRef getIgaPlatform(Platform platform) {
  switch (platform) {
  case Platform::Gen8:
    return "8";
  case Platform::Gen9:
  case Platform::Gen9LP:
    return "9";
  case Platform::Gen11:
    return "11";
  case Platform::XeLP:
    return "12p1";
  case Platform::XeHP:
    return "12p5";
  case Platform::XeHPG:
    return "12p71";
  case Platform::XeHPC:
    return "12p72";
  default:
    return "";
  }
}

LogicalResult Serializer::checkDeviceCode() {
  if (!llvm::any_of(module.getOps<LLVM::LLVMFuncOp>(), [](auto func) {
        return func->hasAttr(GenXDialect::getKernelAttrName());
      }))
    return module.emitError()
           << "has no GenX kernel (an llvm.func with genx.kernel): lower it "
              "with genx-lower before gpu-module-to-binary";
  if (failed(verifyKernels(module, /*allowIoKinds=*/false)))
    return module.emitError() << "has kernels IGC cannot compile";
  if (failed(verifyAvailability(module, target.getDevice())) ||
      failed(verifyKernelLimits(module, target.getDevice())))
    return module.emitError() << "cannot be compiled for "
                              << target.getDevice();
  if (options.getCompilationTarget() != gpu::CompilationTarget::Offload &&
      failed(verifyLegacyBackend(module)))
    return module.emitError() << "cannot be compiled by Debian's IGC";
  return success();
}

FailureOr<std::string> Serializer::findTool(StringRef name) {
  // The toolkit path of gpu-module-to-binary first, then PATH.
  StringRef toolkit = options.getToolkitPath();
  if (!toolkit.empty()) {
    SmallString<128> candidate(toolkit);
    llvm::sys::path::append(candidate, "bin", name);
    if (llvm::sys::fs::can_execute(candidate))
      return std::string(candidate);
  }
  if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(name))
    return *found;
  return module.emitError()
         << "cannot find `" << name << "` in PATH"
         << (toolkit.empty() ? "" : " or in the toolkit's bin/")
         << " (Debian: apt-get install intel-opencl-icd libigc-tools llvm-14)";
}

LogicalResult Serializer::execute(ArrayRef<StringRef> args, StringRef what,
                                  std::string &log) {
  FailureOr<std::string> tool = findTool(args.front());
  if (failed(tool))
    return failure();
  std::string logPath = path(args.front() + ".log");
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(logPath),
                                          StringRef(logPath)};
  std::string message;
  int rc = llvm::sys::ExecuteAndWait(*tool, args, /*Env=*/std::nullopt,
                                     redirects, /*SecondsToWait=*/0,
                                     /*MemoryLimit=*/0, &message);
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> output =
      llvm::MemoryBuffer::getFile(logPath);
  log = output ? (*output)->getBuffer().trim().str() : "";
  if (rc == 0)
    return success();
  InFlightDiagnostic diag = module.emitError();
  diag << what << " failed (" << (rc < 0 ? message : "exit " + llvm::itostr(rc))
       << ")";
  if (!log.empty())
    diag << ":\n" << log;
  return diag;
}

FailureOr<std::string> Serializer::readFile(StringRef filePath) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(filePath, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!buffer)
    return module.emitError() << "cannot read " << filePath << ": "
                              << buffer.getError().message();
  return (*buffer)->getBuffer().str();
}

FailureOr<std::string> Serializer::compile(llvm::Module &llvmModule) {
  std::string ll14 = path("kernels.ll"), bc = path("kernels.bc");
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(ll14, ec);
    if (ec)
      return module.emitError() << "cannot write " << ll14 << ": "
                                << ec.message();
    std::string error;
    if (!printModuleForLLVM14(llvmModule, os, error))
      return module.emitError() << error;
  }
  std::string log;
  if (failed(execute({"llvm-as-14", ll14, "-o", bc}, "llvm-as-14", log)))
    return failure();

  std::string outDir = path("out");
  std::string backendOptions = "-vc-codegen";
  for (StringRef extra : {target.getOptions(), options.getCmdOptions()})
    if (!extra.trim().empty())
      backendOptions += (" " + extra.trim()).str();
  if (failed(execute({"ocloc", "compile", "-file", bc, "-llvm_input",
                      "-device", target.getDevice(), "-options",
                      backendOptions, "-out_dir", outDir, "-output",
                      "kernels", "-output_no_suffix"},
                     "ocloc", log)))
    return failure();
  SmallVector<StringRef> lines;
  StringRef(log).split(lines, '\n', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  bool succeeded = llvm::is_contained(lines, "Build succeeded.");
  bool unexpected = llvm::any_of(lines, [](StringRef line) {
    return !llvm::is_contained(kOclocNormalLines, line.trim());
  });
  if (!succeeded || unexpected)
    return module.emitError() << "ocloc failed for " << target.getDevice()
                              << ":\n"
                              << log;
  // With -output_no_suffix, ocloc writes the binary as `kernels`.
  return path("out/kernels");
}

FailureOr<std::string> Serializer::disassemble(StringRef binaryPath) {
  StringRef platform = getIgaPlatform(target.getPlatform());
  if (platform.empty())
    return module.emitError() << "no iga64 platform is known for "
                              << target.getDevice();
  std::string dumpDir = path("disasm"), log;
  if (failed(execute({"ocloc", "disasm", "-file", binaryPath, "-device",
                      target.getDevice(), "-dump", dumpDir},
                     "ocloc disasm", log)))
    return failure();
  // One `<kernel>_KernelHeap.dat` (or .bin) per kernel, in name order.
  std::map<std::string, std::string> heaps;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dumpDir, ec), end;
       it != end && !ec; it.increment(ec)) {
    StringRef file = llvm::sys::path::filename(it->path());
    for (StringRef suffix : {"_KernelHeap.dat", "_KernelHeap.bin"})
      if (file.ends_with(suffix))
        heaps[file.drop_back(suffix.size()).str()] = it->path();
  }
  if (heaps.empty())
    return module.emitError() << "ocloc disasm found no kernel in the binary";
  std::string assembly;
  for (auto &[kernel, heap] : heaps) {
    std::string asmPath = path(kernel + ".asm");
    if (failed(execute({"iga64", "-d", "-p=" + platform.str(), heap, "-o",
                        asmPath},
                       "iga64", log)))
      return failure();
    FailureOr<std::string> text = readFile(asmPath);
    if (failed(text))
      return failure();
    assembly += "// kernel " + kernel + " (" + target.getDevice().str() +
                ")\n" + *text;
  }
  return assembly;
}

std::optional<SmallVector<char, 0>> Serializer::run() {
  auto toChars = [](StringRef bytes) {
    return SmallVector<char, 0>(bytes.begin(), bytes.end());
  };
  if (failed(checkDeviceCode()))
    return std::nullopt;

  // The export takes a builtin module holding the gpu.module.
  OpBuilder builder(module.getContext());
  OwningOpRef<ModuleOp> wrapper = ModuleOp::create(builder, module.getLoc());
  builder.setInsertionPointToEnd(wrapper->getBody());
  builder.clone(*module);
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateGenXToLLVMIR(*wrapper, llvmContext);
  if (!llvmModule) {
    module.emitError() << "cannot be translated to GenX LLVM IR";
    return std::nullopt;
  }
  if (auto callback = options.getInitialLlvmIRCallback())
    callback(*llvmModule);

  gpu::CompilationTarget format = options.getCompilationTarget();
  if (format == gpu::CompilationTarget::Offload) {
    std::string text;
    llvm::raw_string_ostream os(text);
    llvmModule->print(os, /*AAW=*/nullptr);
    return toChars(text);
  }

  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory("genx-target", workDir)) {
    module.emitError() << "cannot create a scratch directory: "
                       << ec.message();
    return std::nullopt;
  }
  FailureOr<std::string> binaryPath = compile(*llvmModule);
  if (failed(binaryPath))
    return std::nullopt;
  if (format == gpu::CompilationTarget::Assembly) {
    FailureOr<std::string> assembly = disassemble(*binaryPath);
    if (failed(assembly))
      return std::nullopt;
    if (auto callback = options.getISACallback())
      callback(*assembly);
    return toChars(*assembly);
  }
  FailureOr<std::string> binary = readFile(*binaryPath);
  if (failed(binary))
    return std::nullopt;
  return toChars(*binary);
}

std::optional<SmallVector<char, 0>>
GenXTargetAttrImpl::serializeToObject(Attribute attribute, Operation *module,
                                      const gpu::TargetOptions &options) const {
  auto gpuModule = dyn_cast_or_null<gpu::GPUModuleOp>(module);
  if (!gpuModule) {
    if (module)
      module->emitError("#genx.target serializes gpu.module ops only");
    return std::nullopt;
  }
  return Serializer(gpuModule, cast<TargetAttr>(attribute), options).run();
}

Attribute
GenXTargetAttrImpl::createObject(Attribute attribute, Operation *module,
                                 const SmallVector<char, 0> &object,
                                 const gpu::TargetOptions &options) const {
  Builder builder(attribute.getContext());
  return gpu::ObjectAttr::get(
      attribute.getContext(), attribute, options.getCompilationTarget(),
      builder.getStringAttr(StringRef(object.data(), object.size())),
      /*properties=*/nullptr, /*kernels=*/nullptr);
}

void mlir::genx::registerGenXTargetInterfaceExternalModels(
    DialectRegistry &registry) {
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registry.addExtension(+[](MLIRContext *context, GenXDialect *dialect) {
    TargetAttr::attachInterface<GenXTargetAttrImpl>(*context);
  });
}
