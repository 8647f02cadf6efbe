//===- LaunchOnHost.cpp - genx-launch-on-host -----------------------------===//
//
// Runs a whole GPU program on the host: each `gpu.launch_func` of a kernel
// that genx-lower lowered becomes loops over the grid and the group that set
// the dispatch globals genx-emulate reads and call the kernel with its GenX
// ABI (memrefs as their aligned pointers or surface indices, the metadata
// the kernel asked for appended); device buffers become host memrefs; the
// kernels leave their gpu.module.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "llvm/ADT/StringSet.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXLAUNCHONHOST
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// Builds the host side of one launch.
class LaunchBuilder {
public:
  LaunchBuilder(ModuleOp module, OpBuilder &b, Location loc)
      : module(module), b(b), loc(loc) {}

  /// The memref global `name` of `count` elements of `elt`, created once
  /// (the same globals genx-emulate reads).
  Value global(StringRef name, Type elt, int64_t count) {
    auto type = MemRefType::get({count}, elt);
    if (!module.lookupSymbol(name)) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(module.getBody());
      memref::GlobalOp::create(
          b, loc, name, b.getStringAttr("public"), type,
          b.getZeroAttr(RankedTensorType::get({count}, elt)),
          /*constant=*/false, /*alignment=*/nullptr);
    }
    return memref::GetGlobalOp::create(b, loc, type, name);
  }

  void storeAt(Value memref, int64_t index, Value value) {
    memref::StoreOp::create(b, loc, value, memref,
                            ValueRange{arith::ConstantIndexOp::create(b, loc,
                                                                      index)});
  }

  /// Stores the three index values of `dims` as i32 into id global `name`.
  void storeDims(StringRef name, ArrayRef<Value> dims) {
    Value ids = global(name, b.getI32Type(), 3);
    for (auto [i, dim] : llvm::enumerate(dims))
      storeAt(ids, i,
              arith::IndexCastOp::create(b, loc, b.getI32Type(), dim));
  }

  Value pointerOf(Value memref) {
    Value index = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
    return arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
  }

  /// Metadata `kind` (0 size, 1 stride, 2 offset) of dimension `dim` of a
  /// host memref, as `type`.
  Value metadata(Value memref, int64_t kind, int64_t dim, Type type) {
    auto meta = memref::ExtractStridedMetadataOp::create(b, loc, memref);
    Value value = kind == 0   ? Value(meta.getSizes()[dim])
                  : kind == 1 ? Value(meta.getStrides()[dim])
                              : Value(meta.getOffset());
    return arith::IndexCastOp::create(b, loc, type, value);
  }

  ModuleOp module;
  OpBuilder &b;
  Location loc;
};

/// Global names of the dispatch convention (see genx-emulate).
constexpr llvm::StringLiteral kGroupId = "__genx_group_id";
constexpr llvm::StringLiteral kLocalId = "__genx_local_id";
constexpr llvm::StringLiteral kLocalSize = "__genx_local_size";
constexpr llvm::StringLiteral kGroupCount = "__genx_group_count";
constexpr llvm::StringLiteral kSurfaces = "__genx_surfaces";
constexpr int64_t kNumSurfaces = 256;
constexpr int64_t kSLMSurface = 254;

struct GenXLaunchOnHost
    : genx::impl::GenXLaunchOnHostBase<GenXLaunchOnHost> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Kernels leave their modules: @m::@k becomes @k, renamed (with the
    // uses in its module) if a host symbol or a symbol that left another
    // module has that name. The gpu.modules' own names do not count: they
    // go away.
    llvm::StringMap<LLVM::LLVMFuncOp> kernels;
    llvm::StringSet<> taken;
    for (Operation &op : module.getOps())
      if (auto symbol = dyn_cast<SymbolOpInterface>(op))
        if (!isa<gpu::GPUModuleOp>(op))
          taken.insert(symbol.getName());
    for (auto gpuModule :
         llvm::make_early_inc_range(module.getOps<gpu::GPUModuleOp>())) {
      for (Operation &op : llvm::make_early_inc_range(
               gpuModule.getBodyRegion().front().getOperations())) {
        if (auto func = dyn_cast<LLVM::LLVMFuncOp>(op))
          kernels[(gpuModule.getName() + "::@" + func.getName()).str()] = func;
        if (auto symbol = dyn_cast<SymbolOpInterface>(op)) {
          std::string name = symbol.getName().str();
          if (taken.contains(name)) {
            unsigned counter = 0;
            name = SymbolTable::generateSymbolName<64>(
                       (gpuModule.getName() + "_" + name).str(),
                       [&](StringRef n) { return taken.contains(n); },
                       counter)
                       .str()
                       .str();
          }
          if (name != symbol.getName()) {
            auto newName = StringAttr::get(module.getContext(), name);
            if (failed(SymbolTable::replaceAllSymbolUses(symbol, newName,
                                                         gpuModule))) {
              op.emitOpError() << "cannot be renamed to @" << name;
              return signalPassFailure();
            }
            SymbolTable::setSymbolName(symbol, newName);
          }
          taken.insert(name);
        }
        op.moveBefore(gpuModule);
      }
      gpuModule.erase();
    }
    module->removeAttr(gpu::GPUDialect::getContainerModuleAttrName());

    SmallVector<Operation *> hostOps;
    module.walk([&](Operation *op) {
      if (isa<gpu::LaunchFuncOp, gpu::AllocOp, gpu::DeallocOp, gpu::MemcpyOp,
              gpu::MemsetOp, gpu::WaitOp, gpu::HostRegisterOp,
              gpu::HostUnregisterOp>(op))
        hostOps.push_back(op);
    });
    for (Operation *op : hostOps)
      if (failed(lowerHostOp(module, op, kernels)))
        return signalPassFailure();
  }

  LogicalResult lowerHostOp(ModuleOp module, Operation *op,
                            const llvm::StringMap<LLVM::LLVMFuncOp> &kernels) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    if (op->getNumResults() &&
        isa<gpu::AsyncTokenType>(op->getResults().back().getType()) &&
        !op->getResults().back().use_empty())
      return op->emitOpError()
             << "is asynchronous; on the host, launches run synchronously: "
                "use the synchronous form";
    if (auto alloc = dyn_cast<gpu::AllocOp>(op)) {
      Value memref = memref::AllocOp::create(
          b, loc, alloc.getMemref().getType(), alloc.getDynamicSizes(),
          alloc.getSymbolOperands(), b.getI64IntegerAttr(64));
      alloc.getMemref().replaceAllUsesWith(memref);
    } else if (auto dealloc = dyn_cast<gpu::DeallocOp>(op)) {
      memref::DeallocOp::create(b, loc, dealloc.getMemref());
    } else if (auto copy = dyn_cast<gpu::MemcpyOp>(op)) {
      memref::CopyOp::create(b, loc, copy.getSrc(), copy.getDst());
    } else if (auto set = dyn_cast<gpu::MemsetOp>(op)) {
      return set.emitOpError() << "is not supported on the host; fill the "
                                  "buffer with a loop";
    } else if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op)) {
      if (failed(lowerLaunch(module, launch, kernels)))
        return failure();
    }
    // gpu.wait, host register/unregister: nothing to do on the host.
    for (Value result : op->getResults())
      if (!result.use_empty())
        return op->emitOpError() << "has results the host lowering cannot "
                                    "give";
    op->erase();
    return success();
  }

  LogicalResult lowerLaunch(ModuleOp module, gpu::LaunchFuncOp launch,
                            const llvm::StringMap<LLVM::LLVMFuncOp> &kernels) {
    std::string name = (launch.getKernelModuleName().getValue() +
                        "::@" + launch.getKernelName().getValue())
                           .str();
    LLVM::LLVMFuncOp kernel = kernels.lookup(name);
    if (!kernel)
      return launch.emitOpError()
             << "launches @" << name
             << ", which is not a kernel genx-lower lowered (run genx-lower "
                "on the program first)";
    auto abi =
        kernel->getAttrOfType<KernelAttr>(GenXDialect::getKernelAttrName());
    if (!abi)
      return launch.emitOpError() << "launches @" << name
                                  << ", which has no genx.kernel attribute";
    OpBuilder b(launch);
    Location loc = launch.getLoc();
    LaunchBuilder host(module, b, loc);
    Value surfaces = host.global(kSurfaces, b.getI64Type(), kNumSurfaces);
    // Shared local memory: one buffer, reused by every group (they run one
    // after another).
    Value slm;
    if (abi.getSlmSize() > 0) {
      slm = memref::AllocOp::create(
          b, loc, MemRefType::get({abi.getSlmSize()}, b.getI8Type()),
          b.getI64IntegerAttr(64));
      host.storeAt(surfaces, kSLMSurface, host.pointerOf(slm));
    }
    // Arguments with the kernel ABI.
    ArrayRef<Type> params = kernel.getFunctionType().getParams();
    ValueRange operands = launch.getKernelOperands();
    ArrayRef<int32_t> kinds = abi.getArgKinds().value_or(ArrayRef<int32_t>());
    SmallVector<Value> args;
    for (auto [index, operand] : llvm::enumerate(operands)) {
      if (index >= params.size())
        return launch.emitOpError() << "passes more arguments than @" << name
                                    << " takes";
      Type param = params[index];
      if (isa<MemRefType>(operand.getType())) {
        Value pointer = host.pointerOf(operand);
        bool isSurface = !kinds.empty() && (kinds[index] & 7) == 2;
        if (isSurface) {
          // A surface: its binding-table index is the argument's position.
          host.storeAt(surfaces, index, pointer);
          args.push_back(arith::ConstantIntOp::create(b, loc, param, index));
        } else {
          args.push_back(pointer);
        }
        continue;
      }
      if (operand.getType().isIndex())
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
        // The entry must name a memref operand of the launch and, for a
        // size or a stride, one of its dimensions.
        auto memrefType =
            triple[0] >= 0 && triple[0] < static_cast<int64_t>(operands.size())
                ? dyn_cast<MemRefType>(operands[triple[0]].getType())
                : MemRefType();
        if (!memrefType ||
            (triple[1] != 2 &&
             (triple[2] < 0 || triple[2] >= memrefType.getRank())))
          return launch.emitOpError()
                 << "cannot pass the metadata [" << triple[0] << ", "
                 << triple[1] << ", " << triple[2] << "] @" << name
                 << " takes: no such memref operand or dimension";
        args.push_back(host.metadata(operands[triple[0]], triple[1], triple[2],
                                     params[args.size()]));
      }
    if (args.size() != params.size())
      return launch.emitOpError()
             << "passes " << args.size() << " arguments after the GenX ABI, but @"
             << name << " takes " << params.size();

    // Grid and group sizes, then loops over both.
    gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
    gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
    host.storeDims(kGroupCount, {grid.x, grid.y, grid.z});
    host.storeDims(kLocalSize, {block.x, block.y, block.z});
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    auto nest = [&](ArrayRef<Value> bounds, StringRef global,
                    function_ref<void()> body) {
      // z outermost, x innermost.
      SmallVector<Value> ivs(3);
      std::function<void(int)> loop = [&](int dim) {
        if (dim < 0) {
          host.storeDims(global, ivs);
          body();
          return;
        }
        auto forOp = scf::ForOp::create(b, loc, zero, bounds[dim], one);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(forOp.getBody());
        ivs[dim] = forOp.getInductionVar();
        loop(dim - 1);
      };
      loop(2);
    };
    nest({grid.x, grid.y, grid.z}, kGroupId, [&] {
      nest({block.x, block.y, block.z}, kLocalId, [&] {
        LLVM::CallOp::create(b, loc, kernel, args);
      });
    });
    // The launch's shared local memory ends with it.
    if (slm)
      memref::DeallocOp::create(b, loc, slm);
    return success();
  }
};
} // namespace
