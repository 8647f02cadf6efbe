//===- LaunchOnHost.cpp - genx-launch-on-host -----------------------------===//
//
// Runs a whole GPU program on the host: each `gpu.launch_func` of a kernel
// that genx-lower lowered becomes loops over the grid and the group that set
// the dispatch globals genx-emulate reads and call the kernel with its GenX
// ABI (memrefs as their aligned pointers or surface indices, the metadata
// the kernel asked for appended); device buffers become host memrefs; the
// kernels leave their gpu.module. The groups of a kernel that waits at a
// barrier run through the host runtime (runtime/HostRuntime.cpp), whose
// fibers let the group's threads meet there.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/emulation/EmulationPatterns.h"
#include "passes/transforms/LaunchABI.h"

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
using namespace mlir::genx::emulation;

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

  Value pointerOf(Value memref) { return alignedPointerAsI64(b, loc, memref); }

  ModuleOp module;
  OpBuilder &b;
  Location loc;
};

/// The host runtime's entry points (passes/emulation/runtime).
constexpr llvm::StringLiteral kRunGroup = "genx_host_run_group";
constexpr llvm::StringLiteral kBarrier = "genx_host_barrier";

/// Whether `op` makes its thread wait for the rest of the group.
bool isGroupWait(Operation *op) {
  auto split = dyn_cast<SbarrierOp>(op);
  return isa<BarrierOp>(op) || (split && split.getMode() == BarrierMode::wait);
}

/// Whether `func`, or a function it calls, waits at a group barrier.
bool waitsAtBarrier(LLVM::LLVMFuncOp func, ModuleOp module,
                    DenseMap<Operation *, bool> &memo) {
  auto [it, inserted] = memo.try_emplace(func, false);
  if (!inserted)
    return it->second;
  bool waits = false;
  func.walk([&](Operation *op) {
    if (isGroupWait(op)) {
      waits = true;
      return WalkResult::interrupt();
    }
    if (auto call = dyn_cast<LLVM::CallOp>(op))
      if (auto callee = call.getCalleeAttr())
        if (auto target = module.lookupSymbol<LLVM::LLVMFuncOp>(callee))
          if (waitsAtBarrier(target, module, memo)) {
            waits = true;
            return WalkResult::interrupt();
          }
    return WalkResult::advance();
  });
  return memo[func] = waits;
}

/// The external function `name` of `type`, declared once.
LLVM::LLVMFuncOp runtimeFunction(ModuleOp module, StringRef name,
                                 LLVM::LLVMFunctionType type) {
  if (auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return func;
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  return LLVM::LLVMFuncOp::create(b, module.getLoc(), name, type);
}

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
    // Everything ran in program order, so the async tokens order nothing:
    // they go with the ops, which must be their only users.
    llvm::SmallPtrSet<Operation *, 16> lowered(hostOps.begin(), hostOps.end());
    for (Operation *op : hostOps)
      for (Value result : op->getResults())
        for (Operation *user : result.getUsers())
          if (!lowered.contains(user)) {
            user->emitOpError()
                << "uses a GPU async token, which has no meaning once "
                   "launches run on the host";
            return signalPassFailure();
          }
    for (Operation *op : hostOps)
      op->dropAllUses();
    for (Operation *op : hostOps)
      op->erase();
    if (usesRuntime)
      callRuntimeBarriers(module);
  }

  /// Group barriers wait in the host runtime (which returns at once when no
  /// group runs: a kernel called directly).
  void callRuntimeBarriers(ModuleOp module) {
    auto type = LLVM::LLVMFunctionType::get(
        LLVM::LLVMVoidType::get(module.getContext()), {});
    LLVM::LLVMFuncOp barrier = runtimeFunction(module, kBarrier, type);
    module.walk([&](Operation *op) {
      if (!isGroupWait(op))
        return;
      OpBuilder b(op);
      LLVM::CallOp::create(b, op->getLoc(), barrier, ValueRange{});
      op->erase();
    });
  }

  LLVM::LLVMFuncOp runGroupFunction(ModuleOp module) {
    MLIRContext *context = module.getContext();
    auto ptr = LLVM::LLVMPointerType::get(context);
    auto i64 = IntegerType::get(context, 64);
    auto type = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context),
                                            {ptr, ptr, i64, i64, i64, ptr});
    return runtimeFunction(module, kRunGroup, type);
  }

  /// `void @NAME.item(ptr context, i64 x, i64 y, i64 z)`: calls `kernel`
  /// with the arguments packed at `context` (the id is in the dispatch
  /// global, which the runtime sets).
  LLVM::LLVMFuncOp itemFunction(ModuleOp module, LLVM::LLVMFuncOp kernel) {
    LLVM::LLVMFuncOp &item = items[kernel];
    if (item)
      return item;
    MLIRContext *context = module.getContext();
    auto ptr = LLVM::LLVMPointerType::get(context);
    auto i64 = IntegerType::get(context, 64);
    auto type = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context),
                                            {ptr, i64, i64, i64});
    OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
    Location loc = kernel.getLoc();
    auto taken = [&](StringRef candidate) {
      return module.lookupSymbol(candidate) != nullptr;
    };
    SmallString<64> name((kernel.getName() + ".item").str());
    unsigned counter = 0;
    if (taken(name))
      name = SymbolTable::generateSymbolName<64>(name, taken, counter);
    item = LLVM::LLVMFuncOp::create(b, loc, name, type);
    b.setInsertionPointToStart(item.addEntryBlock(b));
    ArrayRef<Type> params = kernel.getFunctionType().getParams();
    auto packed = LLVM::LLVMStructType::getLiteral(context, params);
    SmallVector<Value> args;
    for (auto [index, param] : llvm::enumerate(params)) {
      Value field = LLVM::GEPOp::create(
          b, loc, ptr, packed, item.getArgument(0),
          ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(index)});
      args.push_back(LLVM::LoadOp::create(b, loc, param, field));
    }
    LLVM::CallOp::create(b, loc, kernel, args);
    LLVM::ReturnOp::create(b, loc, ValueRange{});
    return item;
  }

  /// The launch's arguments in a stack slot of the host function, in the
  /// layout itemFunction reads.
  Value packArguments(gpu::LaunchFuncOp launch, LLVM::LLVMFuncOp kernel,
                      ValueRange args) {
    MLIRContext *context = launch.getContext();
    Location loc = launch.getLoc();
    auto ptr = LLVM::LLVMPointerType::get(context);
    auto packed = LLVM::LLVMStructType::getLiteral(
        context, kernel.getFunctionType().getParams());
    auto function = launch->getParentOfType<FunctionOpInterface>();
    OpBuilder entry(context);
    entry.setInsertionPointToStart(&function.getFunctionBody().front());
    Value one = LLVM::ConstantOp::create(entry, loc, entry.getI64Type(), 1);
    Value slot = LLVM::AllocaOp::create(entry, loc, ptr, packed, one);
    OpBuilder b(launch);
    for (auto [index, arg] : llvm::enumerate(args)) {
      Value field =
          LLVM::GEPOp::create(b, loc, ptr, packed, slot,
                              ArrayRef<LLVM::GEPArg>{
                                  0, static_cast<int32_t>(index)});
      LLVM::StoreOp::create(b, loc, arg, field);
    }
    return slot;
  }

  DenseMap<Operation *, bool> barrierMemo;
  DenseMap<Operation *, LLVM::LLVMFuncOp> items;
  bool usesRuntime = false;

  LogicalResult lowerHostOp(ModuleOp module, Operation *op,
                            const llvm::StringMap<LLVM::LLVMFuncOp> &kernels) {
    OpBuilder b(op);
    Location loc = op->getLoc();
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
    // gpu.wait, host register/unregister: nothing to do on the host. The
    // caller erases the op (its async token may still have users).
    for (Value result : op->getResults())
      if (!isa<gpu::AsyncTokenType>(result.getType()) && !result.use_empty())
        return op->emitOpError() << "has results the host lowering cannot "
                                    "give";
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
    Value surfaces = host.global(kSurfacesGlobal, b.getI64Type(), kNumSurfaces);
    // Shared local memory: one buffer, reused by every group (they run one
    // after another).
    Value slm;
    if (abi.getSlmSize() > 0) {
      slm = memref::AllocOp::create(
          b, loc, MemRefType::get({abi.getSlmSize()}, b.getI8Type()),
          b.getI64IntegerAttr(64));
      host.storeAt(surfaces, kSLMSurface, host.pointerOf(slm));
    }
    // Arguments with the kernel ABI: a surface is the index of the
    // argument's position, its pointer stored in the surfaces global.
    ArrayRef<int32_t> kinds = abi.getArgKinds().value_or(ArrayRef<int32_t>());
    FailureOr<SmallVector<Value>> args = buildLaunchArguments(
        b, launch, kernel, name,
        [&](unsigned index, Value memref, Type param) -> Value {
          Value pointer = host.pointerOf(memref);
          if (index >= kinds.size() || (kinds[index] & 7) != 2)
            return pointer;
          host.storeAt(surfaces, index, pointer);
          return arith::ConstantIntOp::create(b, loc, param, index);
        });
    if (failed(args))
      return failure();

    // Grid and group sizes, then loops over both.
    gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
    gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
    host.storeDims(kGroupCountGlobal, {grid.x, grid.y, grid.z});
    host.storeDims(kLocalSizeGlobal, {block.x, block.y, block.z});
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
    if (waitsAtBarrier(kernel, module, barrierMemo)) {
      // The items of a group wait for each other: the host runtime runs
      // them as fibers.
      LLVM::LLVMFuncOp item = itemFunction(module, kernel);
      Value context = packArguments(launch, kernel, *args);
      Value itemPtr = LLVM::AddressOfOp::create(b, loc, item);
      Value localId = LLVM::IntToPtrOp::create(
          b, loc, LLVM::LLVMPointerType::get(b.getContext()),
          host.pointerOf(
              host.global(kLocalIdGlobal, b.getI32Type(), 3)));
      SmallVector<Value> sizes;
      for (Value size : {block.x, block.y, block.z})
        sizes.push_back(
            arith::IndexCastOp::create(b, loc, b.getI64Type(), size));
      nest({grid.x, grid.y, grid.z}, kGroupIdGlobal, [&] {
        LLVM::CallOp::create(b, loc, runGroupFunction(module),
                             ValueRange{itemPtr, context, sizes[0],
                                        sizes[1], sizes[2], localId});
      });
      usesRuntime = true;
    } else {
      nest({grid.x, grid.y, grid.z}, kGroupIdGlobal, [&] {
        nest({block.x, block.y, block.z}, kLocalIdGlobal,
             [&] { LLVM::CallOp::create(b, loc, kernel, *args); });
      });
    }
    // The launch's shared local memory ends with it.
    if (slm)
      memref::DeallocOp::create(b, loc, slm);
    return success();
  }
};
} // namespace
