//===- AsyncGPUOps.cpp - genx-async-gpu-ops -------------------------------===//
//
// Upstream's gpu-to-llvm lowers gpu.dealloc, gpu.memcpy, gpu.memset and
// device gpu.alloc only in their asynchronous form with one dependency, and
// a gpu.alloc host_shared only in its synchronous form; upstream's
// gpu-async-region makes every op asynchronous, host_shared allocations
// included. This pass gives each synchronous op of the first kind the form
// gpu-to-llvm lowers, with the same meaning: a fresh token, the op waiting
// for it, and a wait for the op.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXASYNCGPUOPS
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

/// Whether gpu-to-llvm needs `op` asynchronous and it is not.
static bool needsAsyncForm(Operation *op) {
  auto async = dyn_cast<gpu::AsyncOpInterface>(op);
  if (!async || async.getAsyncToken())
    return false;
  if (auto alloc = dyn_cast<gpu::AllocOp>(op))
    return !alloc.getHostShared();
  return isa<gpu::DeallocOp, gpu::MemcpyOp, gpu::MemsetOp>(op);
}

/// `op` (synchronous) as its asynchronous form waiting for `token`.
static Operation *createAsync(OpBuilder &b, Operation *op, Value token) {
  Type tokenType = token.getType();
  if (auto alloc = dyn_cast<gpu::AllocOp>(op))
    return gpu::AllocOp::create(b, alloc.getLoc(), alloc.getType(), tokenType,
                                ValueRange{token}, alloc.getDynamicSizes(),
                                alloc.getSymbolOperands(),
                                alloc.getHostSharedAttr());
  // gpu.dealloc, gpu.memcpy, gpu.memset: the dependencies come first, the
  // token is the only result.
  OperationState state(op->getLoc(), op->getName());
  state.addOperands(token);
  state.addOperands(op->getOperands());
  state.addAttributes(op->getAttrs());
  state.addTypes(tokenType);
  return b.create(state);
}

namespace {
struct GenXAsyncGPUOps : genx::impl::GenXAsyncGPUOpsBase<GenXAsyncGPUOps> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (needsAsyncForm(op))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      OpBuilder b(op);
      Location loc = op->getLoc();
      auto tokenType = gpu::AsyncTokenType::get(op->getContext());
      Value start =
          gpu::WaitOp::create(b, loc, tokenType, ValueRange{}).getAsyncToken();
      Operation *async = createAsync(b, op, start);
      gpu::WaitOp::create(b, loc, Type(), async->getResults().back());
      op->replaceAllUsesWith(async->getResults().drop_back());
      op->erase();
    }
  }
};
} // namespace
