//===- LaunchArgs.cpp - genx-launch-args ----------------------------------===//
//
// A kernel that genx-lower lowered takes its GenX ABI (see LaunchABI.h), not
// the operands its gpu.func had. On a GPU, upstream's gpu-to-llvm passes the
// launch's operands as they are, so this pass first rewrites each launch
// into the kernel's ABI: a memref becomes its aligned device pointer (the
// runtime binds surface arguments from that pointer too), and the metadata
// the kernel reads are appended.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/transforms/LaunchABI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXLAUNCHARGS
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

Value genx::alignedPointerAsI64(OpBuilder &b, Location loc, Value memref) {
  Value index = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
  return arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
}

/// Metadata `kind` (0 size, 1 stride, 2 offset) of dimension `dim` of
/// `memref`, as `type`.
static Value memrefMetadata(OpBuilder &b, Location loc, Value memref,
                            int64_t kind, int64_t dim, Type type) {
  auto meta = memref::ExtractStridedMetadataOp::create(b, loc, memref);
  Value value = kind == 0   ? Value(meta.getSizes()[dim])
                : kind == 1 ? Value(meta.getStrides()[dim])
                            : Value(meta.getOffset());
  return arith::IndexCastOp::create(b, loc, type, value);
}

FailureOr<SmallVector<Value>> genx::buildLaunchArguments(
    OpBuilder &b, gpu::LaunchFuncOp launch, LLVM::LLVMFuncOp kernel,
    StringRef name, function_ref<Value(unsigned, Value, Type)> memrefArgument) {
  Location loc = launch.getLoc();
  ArrayRef<Type> params = kernel.getFunctionType().getParams();
  ValueRange operands = launch.getKernelOperands();
  SmallVector<Value> args;
  for (auto [index, operand] : llvm::enumerate(operands)) {
    if (index >= params.size()) {
      launch.emitOpError() << "passes more arguments than @" << name
                           << " takes";
      return failure();
    }
    Type param = params[index];
    if (isa<MemRefType>(operand.getType()))
      args.push_back(memrefArgument(index, operand, param));
    else if (operand.getType().isIndex())
      args.push_back(arith::IndexCastOp::create(b, loc, param, operand));
    else
      args.push_back(operand);
  }
  if (auto metadata = kernel->getAttrOfType<ArrayAttr>(
          GenXDialect::getMemRefMetadataAttrName()))
    for (Attribute entry : metadata) {
      auto triple = cast<DenseI64ArrayAttr>(entry);
      if (args.size() >= params.size())
        break;
      // The entry must name a memref operand of the launch and, for a size
      // or a stride, one of its dimensions.
      auto memrefType =
          triple[0] >= 0 && triple[0] < static_cast<int64_t>(operands.size())
              ? dyn_cast<MemRefType>(operands[triple[0]].getType())
              : MemRefType();
      if (!memrefType ||
          (triple[1] != 2 &&
           (triple[2] < 0 || triple[2] >= memrefType.getRank()))) {
        launch.emitOpError()
            << "cannot pass the metadata [" << triple[0] << ", " << triple[1]
            << ", " << triple[2] << "] @" << name
            << " takes: no such memref operand or dimension";
        return failure();
      }
      args.push_back(memrefMetadata(b, loc, operands[triple[0]], triple[1],
                                    triple[2], params[args.size()]));
    }
  if (args.size() != params.size()) {
    launch.emitOpError() << "passes " << args.size()
                         << " arguments after the GenX ABI, but @" << name
                         << " takes " << params.size();
    return failure();
  }
  return args;
}

namespace {
struct GenXLaunchArgs : genx::impl::GenXLaunchArgsBase<GenXLaunchArgs> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<gpu::LaunchFuncOp> launches;
    module.walk([&](gpu::LaunchFuncOp launch) { launches.push_back(launch); });
    for (gpu::LaunchFuncOp launch : launches)
      if (failed(rewrite(module, launch)))
        return signalPassFailure();
  }

  LogicalResult rewrite(ModuleOp module, gpu::LaunchFuncOp launch) {
    std::string name = (launch.getKernelModuleName().getValue() + "::@" +
                        launch.getKernelName().getValue())
                           .str();
    auto kernel = dyn_cast_or_null<LLVM::LLVMFuncOp>(
        SymbolTable::lookupSymbolIn(module, launch.getKernel()));
    if (!kernel || !kernel->hasAttr(GenXDialect::getKernelAttrName()))
      return launch.emitOpError()
             << "launches @" << name
             << ", which is not a kernel genx-lower lowered (run genx-lower "
                "on the program first, and genx-launch-args before "
                "gpu-module-to-binary)";
    OpBuilder b(launch);
    Location loc = launch.getLoc();
    FailureOr<SmallVector<Value>> args = buildLaunchArguments(
        b, launch, kernel, name, [&](unsigned, Value memref, Type) {
          return alignedPointerAsI64(b, loc, memref);
        });
    if (failed(args))
      return failure();
    launch.getKernelOperandsMutable().assign(*args);
    return success();
  }
};
} // namespace
