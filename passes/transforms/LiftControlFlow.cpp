//===- LiftControlFlow.cpp - genx-lift-control-flow -----------------------===//
//
// Kernels written with blocks and branches (cf.cond_br around a bounds
// check, as code generators and hand-written gpu tests often emit) become
// structured: scf.if and scf.while, which genx-vectorize-work-items packs.
// Upstream's lift-cf-to-scf does the lifting but visits func.func only; here
// the same transformation runs on gpu.func bodies as well, whose
// unreachable paths end in gpu.return.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Conversion/ControlFlowToSCF/ControlFlowToSCF.h"
#include "mlir/IR/Dominance.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXLIFTCONTROLFLOW
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// Upstream's cf-to-scf lifting, with gpu.return as the terminator of
/// paths that never reach a return (a kernel returns nothing).
struct KernelControlFlowToSCF : ControlFlowToSCFTransformation {
  FailureOr<Operation *> createUnreachableTerminator(Location loc,
                                                     OpBuilder &builder,
                                                     Region &region) override {
    if (isa<gpu::GPUFuncOp>(region.getParentOp()))
      return gpu::ReturnOp::create(builder, loc).getOperation();
    return ControlFlowToSCFTransformation::createUnreachableTerminator(
        loc, builder, region);
  }
};

struct GenXLiftControlFlow
    : genx::impl::GenXLiftControlFlowBase<GenXLiftControlFlow> {
  void runOnOperation() override {
    Operation *func = getOperation();
    if (!isa<gpu::GPUFuncOp, func::FuncOp>(func) ||
        func->getRegion(0).hasOneBlock() || func->getRegion(0).empty())
      return;
    // The transformation may fail half way (the IR is then unspecified): it
    // works on a copy, which replaces the body only when it succeeded.
    Operation *copy = func->clone();
    OpBuilder(func).insert(copy);
    DominanceInfo dominance(copy);
    KernelControlFlowToSCF transformation;
    FailureOr<bool> lifted =
        transformCFGToSCF(copy->getRegion(0), transformation, dominance);
    if (failed(lifted) || !*lifted) {
      copy->erase();
      return;
    }
    func->getRegion(0).takeBody(copy->getRegion(0));
    copy->erase();
  }
};
} // namespace
