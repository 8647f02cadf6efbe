//===- InlineIntoKernels.cpp - genx-inline-into-kernels -------------------===//
//
// Upstream's inliner asks the dialect of the op that would receive a callee's
// body whether inlining there is legal, and the gpu dialect does not answer
// for gpu.func: a call directly in a kernel's body stays a call (calls inside
// an scf region of the kernel are inlined). genx-lower needs device helpers
// inlined (a helper taking a memref has no GenX calling convention), so this
// pass inlines the calls in gpu.func bodies itself, with upstream's
// inlineCall and each op's own legality, before the upstream inliner does
// the rest.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/Inliner.h"
#include "mlir/Transforms/InliningUtils.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXINLINEINTOKERNELS
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// Upstream's dialect hooks, with a gpu.func body accepted as a destination.
struct KernelInliner : InlinerInterface {
  using InlinerInterface::InlinerInterface;

  bool isLegalToInline(Region *dest, Region *src, bool wouldBeCloned,
                       IRMapping &mapping) const override {
    if (isa<gpu::GPUFuncOp>(dest->getParentOp()))
      return true;
    return InlinerInterface::isLegalToInline(dest, src, wouldBeCloned,
                                             mapping);
  }
};

/// Rounds of inlining: a callee's calls land in the kernel and are inlined
/// in the next round.
constexpr unsigned kMaxDepth = 32;

/// Whether `func` can reach itself through calls (it is not inlined: the
/// later stages say what to do with the call).
bool isRecursive(func::FuncOp func, SymbolTableCollection &symbols) {
  SmallVector<func::FuncOp> work{func};
  llvm::SmallPtrSet<Operation *, 8> seen;
  while (!work.empty()) {
    func::FuncOp current = work.pop_back_val();
    WalkResult result = current.walk([&](func::CallOp call) {
      auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (callee == func)
        return WalkResult::interrupt();
      if (callee && seen.insert(callee).second)
        work.push_back(callee);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return true;
  }
  return false;
}

struct GenXInlineIntoKernels
    : genx::impl::GenXInlineIntoKernelsBase<GenXInlineIntoKernels> {
  void runOnOperation() override {
    KernelInliner inliner(&getContext());
    SymbolTableCollection symbols;
    // Upstream's own way of placing the inlined blocks.
    InlinerConfig config;
    for (unsigned round = 0; round < kMaxDepth; ++round) {
      SmallVector<func::CallOp> calls;
      getOperation().walk([&](gpu::GPUFuncOp kernel) {
        for (Block &block : kernel.getBody())
          for (auto call : block.getOps<func::CallOp>())
            calls.push_back(call);
      });
      bool changed = false;
      for (func::CallOp call : calls) {
        auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
            call, call.getCalleeAttr());
        if (!callee || callee.isExternal() || isRecursive(callee, symbols))
          continue;
        if (succeeded(inlineCall(inliner, config.getCloneCallback(), call,
                                 callee, &callee.getBody()))) {
          call.erase();
          changed = true;
        }
      }
      if (!changed)
        return;
    }
  }
};
} // namespace
