//===- AllReduceToWorkgroup.cpp - genx-all-reduce-to-workgroup ------------===//
//
// A GenX thread is one work item with no lanes to shuffle with, so a
// reduction across the work group goes through shared local memory: each
// thread writes its value to its slot of a workgroup buffer, the group meets
// at a barrier, every thread combines all slots in the same order (so all
// get the same result, bit for bit; 16 slots a message when the reduction
// has an identity to start from) and the group meets again before the
// buffer can be written by the next reduction.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Utils/GPUUtils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXALLREDUCETOWORKGROUP
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// Slots of the buffer when neither the kernel (known_block_size) nor its
/// launches say how large its groups are: the most threads a gpu block may
/// have.
constexpr int64_t kMaxGroupSize = 1024;

/// The number of threads the buffer must hold for `func`'s groups: its
/// known block size, else the largest group of the launches in the program
/// when they all have constant sizes.
int64_t groupCapacity(gpu::GPUFuncOp func) {
  if (std::optional<ArrayRef<int32_t>> known = func.getKnownBlockSize()) {
    int64_t product = 1;
    for (int32_t size : *known)
      product *= size;
    return product;
  }
  auto gpuModule = func->getParentOfType<gpu::GPUModuleOp>();
  auto program = gpuModule ? gpuModule->getParentOfType<ModuleOp>() : nullptr;
  if (!program)
    return kMaxGroupSize;
  int64_t largest = 0;
  WalkResult result = program.walk([&](gpu::LaunchFuncOp launch) {
    if (launch.getKernelModuleName() != gpuModule.getNameAttr() ||
        launch.getKernelName() != func.getNameAttr())
      return WalkResult::advance();
    gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
    int64_t product = 1;
    for (Value size : {block.x, block.y, block.z}) {
      std::optional<int64_t> constant = getConstantIntValue(size);
      if (!constant)
        return WalkResult::interrupt();
      product *= *constant;
    }
    largest = std::max(largest, product);
    return WalkResult::advance();
  });
  if (result.wasInterrupted() || largest == 0 || largest > kMaxGroupSize)
    return kMaxGroupSize;
  return largest;
}

/// `lhs` combined with `rhs` by the reduction of `op`: its operation or its
/// region (cloned with the two values as the block arguments).
FailureOr<Value> combine(OpBuilder &b, gpu::AllReduceOp op, Value lhs,
                         Value rhs) {
  if (std::optional<gpu::AllReduceOperation> kind = op.getOp())
    return vector::makeArithReduction(b, op.getLoc(),
                                      gpu::convertReductionKind(*kind), lhs,
                                      rhs);
  Region &body = op.getBody();
  if (!body.hasOneBlock())
    return op.emitOpError()
           << "has a reduction region of several blocks; genx-lower takes "
              "a single-block region (use scf.if inside it)";
  IRMapping mapping;
  mapping.map(body.getArgument(0), lhs);
  mapping.map(body.getArgument(1), rhs);
  for (Operation &inner : body.front().without_terminator())
    b.clone(inner, mapping);
  auto yield = cast<gpu::YieldOp>(body.front().getTerminator());
  return mapping.lookup(yield.getValues().front());
}

/// Slots read with one message when the fold reads them in chunks.
constexpr int64_t kChunk = 16;

/// The fold of the first `count` slots of `buffer` by `op`'s reduction, in
/// slot order: from the identity, chunks of kChunk slots read by one
/// vector load each and folded element by element, then the slots past the
/// last whole chunk one by one. The same sequence of operations as folding
/// slot 0 with slot 1 and so on (the identity changes nothing), in one
/// message per chunk instead of one per slot. Null when the reduction has
/// no identity (a region, or a kind the element type lacks).
Value foldInChunks(OpBuilder &b, Location loc, gpu::AllReduceOp op,
                   Value buffer, Value count) {
  std::optional<gpu::AllReduceOperation> kind = op.getOp();
  Type type = op.getType();
  if (!kind || !type.isIntOrFloat() || type.getIntOrFloatBitWidth() > 32)
    return Value();
  std::optional<TypedAttr> identity = reductionIdentity(*kind, type);
  if (!identity)
    return Value();
  vector::CombiningKind combining = gpu::convertReductionKind(*kind);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value chunk = arith::ConstantIndexOp::create(b, loc, kChunk);
  // Folded here when the count is known: the loops' trip counts are then
  // constants for genx-unroll-small-loops, which runs before any folding.
  Value whole;
  if (std::optional<int64_t> known = getConstantIntValue(count))
    whole = arith::ConstantIndexOp::create(b, loc, *known / kChunk * kChunk);
  else
    whole = arith::MulIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, count, chunk), chunk);
  Value folded = arith::ConstantOp::create(b, loc, *identity);
  // No chunk loop when the count is known to be under one chunk.
  if (!matchPattern(whole, m_Zero())) {
    auto chunks = scf::ForOp::create(
        b, loc, zero, whole, chunk, ValueRange{folded},
        [&](OpBuilder &nested, Location, Value first, ValueRange acc) {
          Value slots = vector::LoadOp::create(
              nested, loc, VectorType::get({kChunk}, type), buffer, first);
          Value sum = acc.front();
          for (int64_t i = 0; i < kChunk; ++i)
            sum = vector::makeArithReduction(
                nested, loc, combining, sum,
                vector::ExtractOp::create(nested, loc, slots, i));
          scf::YieldOp::create(nested, loc, sum);
        });
    folded = chunks.getResult(0);
  }
  auto rest = scf::ForOp::create(
      b, loc, whole, count, one, ValueRange{folded},
      [&](OpBuilder &nested, Location, Value index, ValueRange acc) {
        Value slot = memref::LoadOp::create(nested, loc, buffer, index);
        scf::YieldOp::create(nested, loc,
                             vector::makeArithReduction(nested, loc, combining,
                                                        acc.front(), slot));
      });
  return rest.getResult(0);
}

/// The thread's position in the group, x fastest, and the group's size.
std::pair<Value, Value> linearThread(OpBuilder &b, Location loc) {
  Value linear, count;
  for (gpu::Dimension dim :
       {gpu::Dimension::z, gpu::Dimension::y, gpu::Dimension::x}) {
    Value id = gpu::ThreadIdOp::create(b, loc, dim);
    Value size = gpu::BlockDimOp::create(b, loc, dim);
    linear = linear ? arith::AddIOp::create(
                          b, loc, arith::MulIOp::create(b, loc, linear, size),
                          id)
                    : id;
    count = count ? arith::MulIOp::create(b, loc, count, size) : size;
  }
  return {linear, count};
}

/// The workgroup buffers of a kernel's reductions, one per element type:
/// each reduction ends at a barrier, so the next one may reuse the slots.
using Buffers = DenseMap<std::pair<Operation *, Type>, Value>;

LogicalResult lowerAllReduce(gpu::AllReduceOp op, Buffers &buffers) {
  auto func = op->getParentOfType<gpu::GPUFuncOp>();
  if (!func)
    return op.emitOpError()
           << "is outside a gpu.func: the workgroup buffer it needs belongs "
              "to a kernel (call the function from the kernel so that it is "
              "inlined)";
  Location loc = op.getLoc();
  Type type = op.getType();
  Value &buffer = buffers[{func, type}];
  if (!buffer)
    buffer = func.addWorkgroupAttribution(
        MemRefType::get({groupCapacity(func)}, type,
                        MemRefLayoutAttrInterface(),
                        gpu::AddressSpaceAttr::get(
                            op.getContext(), gpu::AddressSpace::Workgroup)),
        loc);

  OpBuilder b(op);
  auto [self, count] = linearThread(b, loc);
  memref::StoreOp::create(b, loc, op.getValue(), buffer, self);
  gpu::BarrierOp::create(b, loc);
  // A known group size is a constant count: the chunks are then a loop
  // of known trips (unrolled by genx-unroll-small-loops when short).
  Value slots = count;
  if (std::optional<ArrayRef<int32_t>> known = func.getKnownBlockSize())
    slots = arith::ConstantIndexOp::create(b, loc, groupCapacity(func));
  if (Value folded = foldInChunks(b, loc, op, buffer, slots)) {
    gpu::BarrierOp::create(b, loc);
    op.replaceAllUsesWith(folded);
    op.erase();
    return success();
  }
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value first = memref::LoadOp::create(b, loc, buffer, zero);
  LogicalResult status = success();
  auto loop = scf::ForOp::create(
      b, loc, one, count, one, ValueRange{first},
      [&](OpBuilder &nested, Location, Value index, ValueRange acc) {
        Value next = memref::LoadOp::create(nested, loc, buffer, index);
        FailureOr<Value> combined = combine(nested, op, acc.front(), next);
        if (failed(combined)) {
          status = failure();
          combined = acc.front();
        }
        scf::YieldOp::create(nested, loc, *combined);
      });
  if (failed(status))
    return failure();
  gpu::BarrierOp::create(b, loc);
  op.replaceAllUsesWith(loop.getResult(0));
  op.erase();
  return success();
}

struct GenXAllReduceToWorkgroup
    : genx::impl::GenXAllReduceToWorkgroupBase<GenXAllReduceToWorkgroup> {
  void runOnOperation() override {
    SmallVector<gpu::AllReduceOp> reductions;
    getOperation()->walk(
        [&](gpu::AllReduceOp op) { reductions.push_back(op); });
    Buffers buffers;
    for (gpu::AllReduceOp op : reductions)
      if (failed(lowerAllReduce(op, buffers)))
        return signalPassFailure();
  }
};
} // namespace
