//===- ConvertGPUToGenX.cpp - convert-gpu-to-genx -------------------------===//
//
// Kernels get the GenX ABI: memrefs become SVM pointers or surfaces, the
// genx.kernel attribute describes the arguments; gpu ids and barriers become
// genx intrinsics.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_CONVERTGPUTOGENX
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// How a memref argument is passed.
struct MemoryABI {
  Type type;            // i64 or i32.
  int32_t kind;         // argument kind: 0 general, 2 surface.
  StringRef descriptor; // "svmptr_t" or "buffer_t".
};

class KernelLowering {
public:
  KernelLowering(ModuleOp module, MemoryABI abi) : module(module), abi(abi) {}

  /// Lowers the ids and barriers of `root`.
  LogicalResult lowerBuiltins(Operation *root) {
    IRRewriter rewriter(root->getContext());
    WalkResult result = root->walk([&](Operation *op) {
      rewriter.setInsertionPoint(op);
      Location loc = op->getLoc();
      Value replacement;
      if (auto tid = dyn_cast<gpu::ThreadIdOp>(op)) {
        replacement = extractDim(
            rewriter, loc, LocalIdOp::create(rewriter, loc, vec3(rewriter)),
            tid.getDimension());
      } else if (auto bid = dyn_cast<gpu::BlockIdOp>(op)) {
        replacement = groupId(rewriter, loc, bid.getDimension());
      } else if (auto dim = dyn_cast<gpu::BlockDimOp>(op)) {
        replacement = extractDim(
            rewriter, loc, LocalSizeOp::create(rewriter, loc, vec3(rewriter)),
            dim.getDimension());
      } else if (auto grid = dyn_cast<gpu::GridDimOp>(op)) {
        replacement = extractDim(
            rewriter, loc, GroupCountOp::create(rewriter, loc, vec3(rewriter)),
            grid.getDimension());
      } else if (isa<gpu::BarrierOp>(op)) {
        BarrierOp::create(rewriter, loc);
        rewriter.eraseOp(op);
        return WalkResult::advance();
      } else if (isa<gpu::LaunchFuncOp, gpu::LaunchOp>(op)) {
        op->emitOpError() << "is host code: convert-gpu-to-genx lowers "
                             "device code only";
        return WalkResult::interrupt();
      } else {
        return WalkResult::advance();
      }
      rewriter.replaceOp(op, arith::IndexCastOp::create(rewriter, loc,
                                                        rewriter.getIndexType(),
                                                        replacement));
      return WalkResult::advance();
    });
    return failure(result.wasInterrupted());
  }

  /// Gives `func` the kernel ABI.
  LogicalResult lowerKernel(func::FuncOp func, KernelAttr given) {
    SmallVector<Type> argTypes;
    SmallVector<int32_t> kinds;
    SmallVector<StringAttr> descs;
    MLIRContext *context = func.getContext();
    Block *entry = func.isExternal() ? nullptr : &func.front();
    for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
      auto memref = dyn_cast<MemRefType>(type);
      if (!memref) {
        argTypes.push_back(type);
        kinds.push_back(0);
        descs.push_back(StringAttr::get(context, ""));
        continue;
      }
      argTypes.push_back(abi.type);
      kinds.push_back(abi.kind);
      descs.push_back(StringAttr::get(context, abi.descriptor));
      if (entry && failed(replaceMemRefArgument(entry->getArgument(index))))
        return failure();
    }
    if (!func.getResultTypes().empty())
      return func.emitOpError() << "is a kernel and must return nothing";
    func.setType(FunctionType::get(context, argTypes, {}));
    // The user's lists win where given.
    auto pick = [](ArrayRef<int32_t> given, ArrayRef<int32_t> computed) {
      return given.empty() ? computed : given;
    };
    ArrayRef<StringAttr> givenDescs =
        given ? given.getArgDescs() : ArrayRef<StringAttr>();
    func->setAttr(
        GenXDialect::getKernelAttrName(),
        KernelAttr::get(
            context,
            pick(given ? given.getArgKinds() : ArrayRef<int32_t>(), kinds),
            given ? given.getIoKinds() : ArrayRef<int32_t>(),
            givenDescs.empty() ? ArrayRef<StringAttr>(descs) : givenDescs,
            given ? given.getSlmSize() : 0,
            given ? given.getNbarrierCount() : 0));
    return success();
  }

  /// Moves the functions of `gpuModule` into the module as func.func; kernels
  /// are returned in `kernels`.
  LogicalResult unwrap(gpu::GPUModuleOp gpuModule,
                       SmallVectorImpl<func::FuncOp> &kernels) {
    IRRewriter rewriter(gpuModule.getContext());
    for (Operation &op :
         llvm::make_early_inc_range(gpuModule.getBody()->getOperations())) {
      auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(&op);
      if (!gpuFunc) {
        if (isa<func::FuncOp>(op)) {
          op.moveBefore(gpuModule);
          continue;
        }
        return op.emitOpError()
               << "cannot be lowered by convert-gpu-to-genx (only gpu.func "
                  "and func.func in a gpu.module)";
      }
      if (!gpuFunc.getWorkgroupAttributions().empty() ||
          !gpuFunc.getPrivateAttributions().empty())
        return gpuFunc.emitOpError()
               << "has workgroup or private attributions, which "
                  "convert-gpu-to-genx does not lower";
      rewriter.setInsertionPoint(gpuModule);
      auto func =
          func::FuncOp::create(rewriter, gpuFunc.getLoc(), gpuFunc.getName(),
                               gpuFunc.getFunctionType());
      if (!gpuFunc.isKernel())
        func.setPrivate();
      rewriter.inlineRegionBefore(gpuFunc.getBody(), func.getBody(),
                                  func.end());
      for (Block &block : func.getBody())
        if (auto ret = dyn_cast<gpu::ReturnOp>(block.getTerminator())) {
          rewriter.setInsertionPoint(ret);
          rewriter.replaceOpWithNewOp<func::ReturnOp>(ret, ret.getOperands());
        }
      if (gpuFunc.isKernel())
        kernels.push_back(func);
      rewriter.eraseOp(gpuFunc);
    }
    rewriter.eraseOp(gpuModule);
    return success();
  }

private:
  /// A memref argument becomes the pointer (or surface) argument; only
  /// `memref.extract_aligned_pointer_as_index` may use it.
  LogicalResult replaceMemRefArgument(BlockArgument arg) {
    for (Operation *user : llvm::make_early_inc_range(arg.getUsers())) {
      auto extract = dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(user);
      if (!extract)
        return user->emitOpError()
               << "uses a memref kernel argument in a way convert-gpu-to-genx "
                  "cannot lower; run convert-vector-to-genx first, and "
                  "access kernel memory with vector loads and stores that "
                  "map to GenX messages";
      OpBuilder b(extract);
      extract.getResult().replaceAllUsesWith(arith::IndexCastOp::create(
          b, extract.getLoc(), b.getIndexType(), arg));
      extract.erase();
    }
    arg.setType(abi.type);
    return success();
  }

  static VectorType vec3(OpBuilder &b) {
    return VectorType::get({3}, b.getI32Type());
  }

  static Value extractDim(OpBuilder &b, Location loc, Value vec,
                          gpu::Dimension dim) {
    return vector::ExtractOp::create(b, loc, vec,
                                     ArrayRef<int64_t>{int64_t(dim)});
  }

  static Value groupId(OpBuilder &b, Location loc, gpu::Dimension dim) {
    switch (dim) {
    case gpu::Dimension::x:
      return GroupIdXOp::create(b, loc, b.getI32Type());
    case gpu::Dimension::y:
      return GroupIdYOp::create(b, loc, b.getI32Type());
    case gpu::Dimension::z:
      return GroupIdZOp::create(b, loc, b.getI32Type());
    }
    llvm_unreachable("unknown dimension");
  }

  ModuleOp module;
  MemoryABI abi;
};

struct ConvertGPUToGenX : genx::impl::ConvertGPUToGenXBase<ConvertGPUToGenX> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    Builder b(&getContext());
    MemoryABI abi;
    if (memory == "svm") {
      abi = {b.getI64Type(), 0, "svmptr_t"};
    } else if (memory == "surface") {
      abi = {b.getI32Type(), 2, "buffer_t"};
    } else {
      module.emitError() << "convert-gpu-to-genx: memory must be svm or "
                            "surface, not '"
                         << memory << "'";
      return signalPassFailure();
    }
    KernelLowering lowering(module, abi);
    SmallVector<func::FuncOp> kernels;
    for (auto gpuModule :
         llvm::make_early_inc_range(module.getOps<gpu::GPUModuleOp>()))
      if (failed(lowering.unwrap(gpuModule, kernels)))
        return signalPassFailure();
    SmallVector<std::pair<func::FuncOp, KernelAttr>> all;
    for (func::FuncOp kernel : kernels)
      all.push_back({kernel, KernelAttr()});
    for (auto func : module.getOps<func::FuncOp>())
      if (auto attr =
              func->getAttrOfType<KernelAttr>(GenXDialect::getKernelAttrName()))
        all.push_back({func, attr});
    for (auto [func, attr] : all)
      if (failed(lowering.lowerKernel(func, attr)))
        return signalPassFailure();
    if (failed(lowering.lowerBuiltins(module)))
      return signalPassFailure();
    module->removeAttr(gpu::GPUDialect::getContainerModuleAttrName());
  }
};
} // namespace
