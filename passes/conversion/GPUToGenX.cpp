//===- GPUToGenX.cpp - convert-gpu-to-genx --------------------------------===//
//
// Kernels get the GenX ABI and gpu ops their GenX meaning. A GenX thread
// runs one gpu "thread" (a subgroup of one work item, in SYCL ESIMD terms)
// on whole vectors:
// - kernel memref arguments become SVM pointers or surfaces; the dynamic
//   sizes, strides and offsets a kernel reads are appended arguments;
// - workgroup memory (attributions, allocations) becomes shared local
//   memory, private attributions private allocations;
// - ids and sizes, barriers and subgroup ops become genx ops or constants.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/MathExtras.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_CONVERTGPUTOGENX
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

/// Alignment of every shared-local-memory buffer: room for any block
/// message.
static constexpr int64_t kSLMBufferAlignment = 64;


namespace {
/// How a memref argument is passed.
struct MemoryABI {
  Type type;            // i64 or i32.
  int32_t kind;         // argument kind: 0 general, 2 surface.
  StringRef descriptor; // "svmptr_t" or "buffer_t".
};

/// What of a memref's metadata an appended argument carries.
enum class MetadataKind : int64_t { Size = 0, Stride = 1, Offset = 2 };

/// Assigns shared local memory to workgroup buffers.
class SLMAllocator {
public:
  /// The offset of a new buffer of `type` (a static shape).
  FailureOr<int64_t> allocate(Operation *user, MemRefType type) {
    if (!type.hasStaticShape())
      return user->emitOpError()
             << "allocates workgroup memory of dynamic size " << type
             << "; GenX shared local memory is sized when the kernel is "
                "compiled: use a static shape";
    int64_t bytes = type.getNumElements() *
                    llvm::divideCeil(type.getElementTypeBitWidth(), 8);
    int64_t offset = llvm::alignTo(size, kSLMBufferAlignment);
    size = offset + bytes;
    return offset;
  }
  int64_t getSize() const { return size; }

private:
  int64_t size = 0;
};

bool isWorkgroupMemRef(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.getMemorySpace())
    return false;
  if (auto space = dyn_cast<gpu::AddressSpaceAttr>(memref.getMemorySpace()))
    return space.getValue() == gpu::AddressSpace::Workgroup;
  if (auto space = dyn_cast<IntegerAttr>(memref.getMemorySpace()))
    return space.getInt() == 3;
  return false;
}

/// Replaces the uses of a memref that has no memref form any more: its
/// aligned pointer is `pointer`; its metadata are static or given by
/// `getDynamic` (which may append arguments).
class MemRefReplacer {
public:
  using DynamicFn = function_ref<Value(MetadataKind, int64_t, Location)>;

  static LogicalResult replace(Value memref, Value pointer,
                               DynamicFn getDynamic, StringRef what) {
    auto type = cast<MemRefType>(memref.getType());
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(type.getStridesAndOffset(strides, offset)))
      return emitError(memref.getLoc())
             << what << " has a layout without strides: " << type;
    for (Operation *user : llvm::make_early_inc_range(memref.getUsers())) {
      // The pointer itself may be a cast of the memref's new form.
      if (user == pointer.getDefiningOp())
        continue;
      OpBuilder b(user);
      Location loc = user->getLoc();
      auto metadata = [&](MetadataKind kind, int64_t dim) -> Value {
        int64_t value = kind == MetadataKind::Size     ? type.getDimSize(dim)
                        : kind == MetadataKind::Stride ? strides[dim]
                                                       : offset;
        if (!ShapedType::isDynamic(value))
          return arith::ConstantIndexOp::create(b, loc, value);
        return getDynamic(kind, dim, loc);
      };
      if (auto extract = dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(user)) {
        extract.getResult().replaceAllUsesWith(pointer);
        extract.erase();
        continue;
      }
      if (auto meta = dyn_cast<memref::ExtractStridedMetadataOp>(user)) {
        // The base buffer's only meaning left is its aligned pointer.
        for (Operation *baseUser :
             llvm::make_early_inc_range(meta.getBaseBuffer().getUsers())) {
          auto extract =
              dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(baseUser);
          if (!extract)
            return baseUser->emitOpError()
                   << "uses the base buffer of " << what
                   << ", which has no memref form on GenX";
          extract.getResult().replaceAllUsesWith(pointer);
          extract.erase();
        }
        replaceIfUsed(meta.getOffset(),
                      [&] { return metadata(MetadataKind::Offset, 0); });
        for (auto [dim, size] : llvm::enumerate(meta.getSizes()))
          replaceIfUsed(size,
                        [&] { return metadata(MetadataKind::Size, dim); });
        for (auto [dim, stride] : llvm::enumerate(meta.getStrides()))
          replaceIfUsed(stride,
                        [&] { return metadata(MetadataKind::Stride, dim); });
        meta.erase();
        continue;
      }
      if (auto dim = dyn_cast<memref::DimOp>(user)) {
        std::optional<int64_t> index = dim.getConstantIndex();
        if (!index)
          return dim.emitOpError() << "takes a non-constant dimension of "
                                   << what;
        dim.getResult().replaceAllUsesWith(metadata(MetadataKind::Size,
                                                    *index));
        dim.erase();
        continue;
      }
      return user->emitOpError()
             << "uses " << what
             << ", which has no memref form on GenX after this pass: "
                "convert-memory-to-genx and expand-strided-metadata must "
                "turn its accesses into GenX messages first (genx-lower runs "
                "them; an access left here is one they cannot lower, such "
                "as an element type or vector shape GenX has no message "
                "for)";
    }
    return success();
  }

private:
  static void replaceIfUsed(Value value, function_ref<Value()> make) {
    if (!value.use_empty())
      value.replaceAllUsesWith(make());
  }
};

class KernelLowering {
public:
  explicit KernelLowering(MemoryABI abi) : abi(abi) {}

  /// Gives `func` the kernel ABI. `given` holds what the user stated.
  LogicalResult lowerKernel(func::FuncOp func, KernelAttr given,
                            SLMAllocator &slm) {
    MLIRContext *context = func.getContext();
    if (!func.getResultTypes().empty())
      return func.emitOpError() << "is a kernel and must return nothing";
    if (func.isExternal())
      return func.emitOpError() << "is a kernel and must have a body";
    Block &entry = func.front();
    SmallVector<int32_t> kinds;
    SmallVector<StringAttr> descs;
    SmallVector<Attribute> metadataArgs;
    // The metadata arguments come after all the others: their kinds and
    // descriptors too.
    SmallVector<int32_t> metadataKinds;
    SmallVector<StringAttr> metadataDescs;
    unsigned numArgs = func.getNumArguments();
    for (unsigned index = 0; index < numArgs; ++index) {
      BlockArgument arg = entry.getArgument(index);
      auto memref = dyn_cast<MemRefType>(arg.getType());
      if (!memref) {
        kinds.push_back(0);
        descs.push_back(StringAttr::get(context, ""));
        continue;
      }
      if (isWorkgroupMemRef(memref))
        return func.emitOpError()
               << "takes workgroup memory as argument #" << index
               << "; declare it as a workgroup attribution instead";
      kinds.push_back(abi.kind);
      descs.push_back(StringAttr::get(context, abi.descriptor));
      OpBuilder b(context);
      b.setInsertionPointToStart(&entry);
      Value pointer = arith::IndexCastOp::create(b, arg.getLoc(),
                                                 b.getIndexType(), arg);
      // Dynamic metadata become index arguments at the end, once each.
      llvm::SmallDenseMap<std::pair<int64_t, int64_t>, Value> appended;
      auto getDynamic = [&](MetadataKind kind, int64_t dim,
                            Location loc) -> Value {
        auto key = std::make_pair(static_cast<int64_t>(kind), dim);
        auto it = appended.find(key);
        if (it != appended.end())
          return it->second;
        Value value = entry.addArgument(b.getIndexType(), loc);
        metadataKinds.push_back(0);
        metadataDescs.push_back(StringAttr::get(context, ""));
        metadataArgs.push_back(DenseI64ArrayAttr::get(
            context, {static_cast<int64_t>(index), key.first, dim}));
        appended[key] = value;
        return value;
      };
      if (failed(MemRefReplacer::replace(
              arg, pointer, getDynamic,
              "memref kernel argument #" + std::to_string(index))))
        return failure();
      // The pointer cast was built on the memref; the argument now is the
      // pointer (or surface) it stands for.
      arg.setType(abi.type);
    }
    kinds.append(metadataKinds);
    descs.append(metadataDescs);
    SmallVector<Type> argTypes(entry.getArgumentTypes());
    func.setType(FunctionType::get(context, argTypes, {}));
    if (!metadataArgs.empty())
      func->setAttr(GenXDialect::getMemRefMetadataAttrName(), ArrayAttr::get(context, metadataArgs));
    if (failed(allocateWorkgroupMemory(func, slm)))
      return failure();
    // The user's lists win where given.
    auto pick = [](ArrayRef<int32_t> given, ArrayRef<int32_t> computed) {
      return given.empty() ? computed : given;
    };
    // A list the user left out is absent.
    ArrayRef<StringAttr> givenDescs =
        given ? given.getArgDescs().value_or(ArrayRef<StringAttr>())
              : ArrayRef<StringAttr>();
    ArrayRef<int32_t> givenKinds =
        given ? given.getArgKinds().value_or(ArrayRef<int32_t>())
              : ArrayRef<int32_t>();
    ArrayRef<int32_t> givenIoKinds =
        given ? given.getIoKinds().value_or(ArrayRef<int32_t>())
              : ArrayRef<int32_t>();
    if (!givenKinds.empty() && givenKinds.size() != kinds.size())
      return func.emitOpError()
             << "has " << kinds.size() << " arguments after lowering but its "
             << "genx.kernel lists " << givenKinds.size()
             << " argument kinds";
    uint32_t slmSize = std::max<uint32_t>(given ? given.getSlmSize() : 0,
                                          static_cast<uint32_t>(slm.getSize()));
    func->setAttr(
        GenXDialect::getKernelAttrName(),
        KernelAttr::get(
            context,
            pick(givenKinds, kinds), givenIoKinds,
            givenDescs.empty() ? ArrayRef<StringAttr>(descs) : givenDescs,
            slmSize, given ? given.getNbarrierCount() : 0));
    return success();
  }

  /// Turns a gpu.func into a func.func: workgroup attributions become SLM
  /// buffers, private ones allocations at the entry. Kernels are returned.
  FailureOr<func::FuncOp> convertGPUFunc(gpu::GPUFuncOp gpuFunc,
                                         SLMAllocator &slm) {
    IRRewriter rewriter(gpuFunc.getContext());
    rewriter.setInsertionPoint(gpuFunc);
    auto func =
        func::FuncOp::create(rewriter, gpuFunc.getLoc(), gpuFunc.getName(),
                             gpuFunc.getFunctionType());
    // Kernels keep the gpu.kernel marker that gpu.launch_func checks.
    if (gpuFunc.isKernel())
      func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                    rewriter.getUnitAttr());
    else
      func.setPrivate();
    // How many work items a thread runs stays visible to launchers.
    for (StringRef name : {GenXDialect::getWorkItemsPerThreadAttrName(),
                           GenXDialect::getRowsPerThreadAttrName()})
      if (Attribute perThread = gpuFunc->getAttr(name))
        func->setAttr(name, perThread);
    if (gpuFunc.isExternal()) {
      rewriter.eraseOp(gpuFunc);
      return func;
    }
    Block &entry = gpuFunc.getBody().front();
    rewriter.setInsertionPointToStart(&entry);
    for (BlockArgument arg : gpuFunc.getWorkgroupAttributions()) {
      auto type = cast<MemRefType>(arg.getType());
      FailureOr<int64_t> offset = slm.allocate(gpuFunc, type);
      if (failed(offset))
        return failure();
      Value pointer =
          arith::ConstantIndexOp::create(rewriter, arg.getLoc(), *offset);
      if (failed(MemRefReplacer::replace(arg, pointer, nullptr,
                                         "a workgroup attribution")))
        return failure();
    }
    for (BlockArgument arg : gpuFunc.getPrivateAttributions()) {
      Value alloca = memref::AllocaOp::create(
          rewriter, arg.getLoc(), withoutMemorySpace(arg.getType()));
      if (failed(replaceWithCast(rewriter, arg, alloca)))
        return failure();
    }
    unsigned numArgs = gpuFunc.getNumArguments();
    entry.eraseArguments(numArgs, entry.getNumArguments() - numArgs);
    rewriter.inlineRegionBefore(gpuFunc.getBody(), func.getBody(), func.end());
    for (Block &block : func.getBody())
      if (auto ret = dyn_cast<gpu::ReturnOp>(block.getTerminator())) {
        rewriter.setInsertionPoint(ret);
        rewriter.replaceOpWithNewOp<func::ReturnOp>(ret, ret.getOperands());
      }
    rewriter.eraseOp(gpuFunc);
    return func;
  }

private:
  /// `memref.alloc`s and `memref.alloca`s of workgroup memory in `func`
  /// become SLM buffers.
  LogicalResult allocateWorkgroupMemory(func::FuncOp func, SLMAllocator &slm) {
    SmallVector<Operation *> allocs;
    func.walk([&](Operation *op) {
      if (isa<memref::AllocOp, memref::AllocaOp>(op) &&
          isWorkgroupMemRef(op->getResult(0).getType()))
        allocs.push_back(op);
    });
    for (Operation *alloc : allocs) {
      auto type = cast<MemRefType>(alloc->getResult(0).getType());
      FailureOr<int64_t> offset = slm.allocate(alloc, type);
      if (failed(offset))
        return failure();
      OpBuilder b(alloc);
      Value pointer =
          arith::ConstantIndexOp::create(b, alloc->getLoc(), *offset);
      for (Operation *user :
           llvm::make_early_inc_range(alloc->getResult(0).getUsers()))
        if (isa<memref::DeallocOp>(user))
          user->erase();
      if (failed(MemRefReplacer::replace(alloc->getResult(0), pointer, nullptr,
                                         "workgroup memory")))
        return failure();
      alloc->erase();
    }
    return success();
  }

  static MemRefType withoutMemorySpace(Type type) {
    auto memref = cast<MemRefType>(type);
    return MemRefType::get(memref.getShape(), memref.getElementType(),
                           memref.getLayout());
  }

  /// Replaces `arg` (a private attribution) by `alloca`, which has no
  /// memory space: users whose types name the space are refused.
  static LogicalResult replaceWithCast(IRRewriter &rewriter,
                                       BlockArgument arg, Value alloca) {
    Value cast = memref::MemorySpaceCastOp::create(rewriter, arg.getLoc(),
                                                   arg.getType(), alloca);
    arg.replaceAllUsesWith(cast);
    return success();
  }

  MemoryABI abi;
};

//===----------------------------------------------------------------------===//
// Ids, sizes, barriers, subgroups
//===----------------------------------------------------------------------===//

VectorType vec3(OpBuilder &b) { return VectorType::get({3}, b.getI32Type()); }

Value toIndex(OpBuilder &b, Location loc, Value i32) {
  return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), i32);
}

Value component(OpBuilder &b, Location loc, Value vec, gpu::Dimension dim) {
  return toIndex(b, loc,
                 vector::ExtractOp::create(b, loc, vec,
                                           ArrayRef<int64_t>{int64_t(dim)}));
}

Value groupId(OpBuilder &b, Location loc, gpu::Dimension dim) {
  switch (dim) {
  case gpu::Dimension::x:
    return toIndex(b, loc, GroupIdXOp::create(b, loc, b.getI32Type()));
  case gpu::Dimension::y:
    return toIndex(b, loc, GroupIdYOp::create(b, loc, b.getI32Type()));
  case gpu::Dimension::z:
    return toIndex(b, loc, GroupIdZOp::create(b, loc, b.getI32Type()));
  }
  llvm_unreachable("unknown dimension");
}

Value threadId(OpBuilder &b, Location loc, gpu::Dimension dim) {
  return component(b, loc, LocalIdOp::create(b, loc, vec3(b)), dim);
}

Value blockDim(OpBuilder &b, Location loc, gpu::Dimension dim) {
  return component(b, loc, LocalSizeOp::create(b, loc, vec3(b)), dim);
}

Value gridDim(OpBuilder &b, Location loc, gpu::Dimension dim) {
  return component(b, loc, GroupCountOp::create(b, loc, vec3(b)), dim);
}

/// The linear id of the thread in its group (x fastest).
Value linearThreadId(OpBuilder &b, Location loc) {
  using gpu::Dimension;
  Value x = threadId(b, loc, Dimension::x), y = threadId(b, loc, Dimension::y),
        z = threadId(b, loc, Dimension::z);
  Value dx = blockDim(b, loc, Dimension::x),
        dy = blockDim(b, loc, Dimension::y);
  Value zy = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, z, dy), y);
  return arith::AddIOp::create(b, loc, arith::MulIOp::create(b, loc, zy, dx),
                               x);
}

/// The value of a gpu id or size op, or null for other ops.
Value lowerIdOp(OpBuilder &b, Operation *op) {
  Location loc = op->getLoc();
  using gpu::Dimension;
  if (auto id = dyn_cast<gpu::ThreadIdOp>(op))
    return threadId(b, loc, id.getDimension());
  if (auto id = dyn_cast<gpu::BlockIdOp>(op))
    return groupId(b, loc, id.getDimension());
  if (auto dim = dyn_cast<gpu::BlockDimOp>(op))
    return blockDim(b, loc, dim.getDimension());
  if (auto dim = dyn_cast<gpu::GridDimOp>(op))
    return gridDim(b, loc, dim.getDimension());
  if (auto id = dyn_cast<gpu::GlobalIdOp>(op)) {
    Dimension d = id.getDimension();
    Value block = arith::MulIOp::create(b, loc, groupId(b, loc, d),
                                        blockDim(b, loc, d));
    return arith::AddIOp::create(b, loc, block, threadId(b, loc, d));
  }
  // A subgroup is one work item: one GenX thread.
  if (isa<gpu::SubgroupSizeOp>(op))
    return arith::ConstantIndexOp::create(b, loc, 1);
  if (isa<gpu::LaneIdOp>(op))
    return arith::ConstantIndexOp::create(b, loc, 0);
  if (isa<gpu::SubgroupIdOp>(op))
    return linearThreadId(b, loc);
  if (isa<gpu::NumSubgroupsOp>(op)) {
    Value xy = arith::MulIOp::create(b, loc, blockDim(b, loc, Dimension::x),
                                     blockDim(b, loc, Dimension::y));
    return arith::MulIOp::create(b, loc, xy, blockDim(b, loc, Dimension::z));
  }
  return Value();
}

/// A shuffle in a subgroup of one work item: the only lane is lane 0, so
/// the result is the thread's own value, valid when the source lane is 0
/// (offset 0) and the width is positive. A width above 1 with a source lane
/// other than 0 reads a lane the subgroup does not have: refused, since
/// the kernel was written for wider subgroups.
LogicalResult lowerShuffle(OpBuilder &b, gpu::ShuffleOp shuffle) {
  // The width may be gpu.subgroup_size, lowered to 1 just before.
  std::optional<APInt> width =
      inferLocalRange(shuffle.getWidth()).getConstantValue();
  std::optional<int64_t> offset = getConstantIntValue(shuffle.getOffset());
  if (offset != 0 && (!width || width->sgt(1))) {
    InFlightDiagnostic diag = shuffle.emitOpError("reads other lanes of a ");
    if (width)
      diag << "subgroup of " << width->getSExtValue();
    else
      diag << "subgroup of a run-time width";
    return diag << ", but this kernel runs one work item per GenX thread (a "
                   "subgroup of one): genx-vectorize-work-items did not "
                   "pack it at least that many work items per thread (it "
                   "needs a group size in x that is a multiple of the "
                   "width, a constant width, a scalar value to shuffle, "
                   "and vectors per work item small enough for that many "
                   "lanes; its warning names the op that kept it unpacked)";
  }
  Location loc = shuffle.getLoc();
  Value zero = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0);
  Value fromSelf = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         shuffle.getOffset(), zero);
  Value positive = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt,
                                         shuffle.getWidth(), zero);
  Value valid = arith::AndIOp::create(b, loc, fromSelf, positive);
  shuffle.getShuffleResult().replaceAllUsesWith(shuffle.getValue());
  shuffle.getValid().replaceAllUsesWith(valid);
  return success();
}

/// Lowers the gpu ops of `root` other than functions and returns.
LogicalResult lowerGPUOps(Operation *root) {
  SmallVector<Operation *> ops;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    // A gpu.launch body is device code still inside host code: upstream's
    // gpu-kernel-outlining (the first step of genx-lower) moves it out.
    if (isa<gpu::LaunchOp>(op))
      return WalkResult::skip();
    if (isa<gpu::GPUDialect>(op->getDialect()) &&
        !isa<gpu::GPUModuleOp, gpu::GPUFuncOp, gpu::ReturnOp>(op))
      ops.push_back(op);
    return WalkResult::advance();
  });
  for (Operation *op : ops) {
    OpBuilder b(op);
    if (Value value = lowerIdOp(b, op)) {
      op->getResult(0).replaceAllUsesWith(value);
    } else if (isa<gpu::BarrierOp>(op)) {
      // The barrier orders execution; the fence before it makes the
      // thread's shared-local-memory writes visible to the group.
      FenceOp::create(b, op->getLoc(), /*mask=*/0x21);
      BarrierOp::create(b, op->getLoc());
    } else if (auto reduce = dyn_cast<gpu::SubgroupReduceOp>(op)) {
      if (reduce.getClusterSize().value_or(1) > 1)
        return reduce.emitOpError()
               << "reduces clusters of " << *reduce.getClusterSize()
               << " lanes, but this kernel runs one work item per GenX "
                  "thread (a subgroup of one): genx-vectorize-work-items "
                  "did not pack it at least that many work items per thread "
                  "(it needs a group size in x that is a multiple of the "
                  "clusters' span and the reduction outside lane-dependent "
                  "branches)";
      reduce.getResult().replaceAllUsesWith(reduce.getValue());
    } else if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op)) {
      if (failed(lowerShuffle(b, shuffle)))
        return failure();
    } else if (isa<gpu::LaunchFuncOp, gpu::AllocOp,
                   gpu::MemcpyOp, gpu::DeallocOp, gpu::WaitOp>(op)) {
      // Host code stays for the host's own lowering.
      continue;
    } else {
      return op->emitOpError()
             << "has no GenX lowering (supported: ids and sizes, "
                "gpu.barrier, subgroup ops in a subgroup of one work item)";
    }
    op->erase();
  }
  return success();
}

struct ConvertGPUToGenX : genx::impl::ConvertGPUToGenXBase<ConvertGPUToGenX> {
  using Base::Base;

  void runOnOperation() override {
    Builder b(&getContext());
    MemoryABI abi;
    FailureOr<StringRef> resolved =
        resolveMemoryOption(getOperation(), memory);
    if (failed(resolved)) {
      getOperation()->emitError()
          << "convert-gpu-to-genx: memory must be svm, surface or auto, not '"
          << memory << "'";
      return signalPassFailure();
    }
    getOperation()->removeAttr(GenXDialect::getMemoryAttrName());
    if (*resolved == "svm")
      abi = {b.getI64Type(), 0, "svmptr_t"};
    else
      abi = {b.getI32Type(), 2, "buffer_t"};
    KernelLowering lowering(abi);
    // gpu.func kernels and functions become func.func in place; each kernel
    // gets its own shared local memory.
    SmallVector<gpu::GPUFuncOp> gpuFuncs;
    getOperation()->walk([&](gpu::GPUFuncOp f) { gpuFuncs.push_back(f); });
    SmallVector<std::pair<func::FuncOp, KernelAttr>> kernels;
    llvm::DenseMap<Operation *, SLMAllocator> slm;
    for (gpu::GPUFuncOp gpuFunc : gpuFuncs) {
      bool isKernel = gpuFunc.isKernel();
      auto given = gpuFunc->getAttrOfType<KernelAttr>(
          GenXDialect::getKernelAttrName());
      SLMAllocator allocator;
      FailureOr<func::FuncOp> func = lowering.convertGPUFunc(gpuFunc, allocator);
      if (failed(func))
        return signalPassFailure();
      if (isKernel || given) {
        kernels.push_back({*func, given});
        slm[*func] = allocator;
      }
    }
    getOperation()->walk([&](func::FuncOp func) {
      if (auto attr = func->getAttrOfType<KernelAttr>(
              GenXDialect::getKernelAttrName()))
        if (!slm.count(func))
          kernels.push_back({func, attr});
    });
    for (auto [func, attr] : kernels)
      if (failed(lowering.lowerKernel(func, attr, slm[func])))
        return signalPassFailure();
    if (failed(lowerGPUOps(getOperation())))
      signalPassFailure();
  }
};
} // namespace
