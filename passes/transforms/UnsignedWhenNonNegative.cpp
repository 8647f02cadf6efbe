//===- UnsignedWhenNonNegative.cpp - genx-unsigned-when-nonnegative -------===//
//
// A signed integer op whose operands are known not to be negative does what
// its unsigned form does. genx-narrow-int-ranges leaves a signed op 64-bit
// when its values fit 32 bits only unsigned (read as signed, those from
// 2^31 up would be negative); in its unsigned form it is narrowed.
// Upstream's arith-unsigned-when-equivalent takes its ranges from a solver
// that ops it has just rewritten leave without a range, so it stops at the
// first op of a chain; the ranges here are inferred locally, op by op.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"

#include "llvm/ADT/TypeSwitch.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXUNSIGNEDWHENNONNEGATIVE
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// Whether every operand of `op` is known not to be negative.
bool operandsNonNegative(Operation *op) {
  return llvm::all_of(op->getOperands(), [](Value operand) {
    return inferLocalRange(operand).smin().isNonNegative();
  });
}

/// `op` as `UnsignedOp` with the same operands and attributes.
template <typename UnsignedOp>
void toUnsigned(RewriterBase &rewriter, Operation *op) {
  rewriter.setInsertionPoint(op);
  rewriter.replaceOpWithNewOp<UnsignedOp>(op, op->getResultTypes(),
                                          op->getOperands(), op->getAttrs());
}

/// The unsigned predicate that orders values not below 0 as `pred` does.
arith::CmpIPredicate unsignedPredicate(arith::CmpIPredicate pred) {
  using P = arith::CmpIPredicate;
  switch (pred) {
  case P::slt:
    return P::ult;
  case P::sle:
    return P::ule;
  case P::sgt:
    return P::ugt;
  case P::sge:
    return P::uge;
  default:
    return pred;
  }
}

/// Rewrites `op` in its unsigned form if it is a signed op whose operands
/// are not negative.
void rewrite(RewriterBase &rewriter, Operation *op) {
  if (!isa<arith::MinSIOp, arith::MaxSIOp, arith::DivSIOp, arith::RemSIOp,
           arith::ShRSIOp, arith::CeilDivSIOp, arith::FloorDivSIOp,
           arith::ExtSIOp, arith::CmpIOp>(op) ||
      !operandsNonNegative(op))
    return;
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    arith::CmpIPredicate pred = unsignedPredicate(cmp.getPredicate());
    if (pred != cmp.getPredicate())
      rewriter.modifyOpInPlace(cmp, [&] { cmp.setPredicate(pred); });
    return;
  }
  TypeSwitch<Operation *>(op)
      .Case([&](arith::MinSIOp) { toUnsigned<arith::MinUIOp>(rewriter, op); })
      .Case([&](arith::MaxSIOp) { toUnsigned<arith::MaxUIOp>(rewriter, op); })
      .Case([&](arith::DivSIOp) { toUnsigned<arith::DivUIOp>(rewriter, op); })
      .Case([&](arith::RemSIOp) { toUnsigned<arith::RemUIOp>(rewriter, op); })
      .Case([&](arith::ShRSIOp) { toUnsigned<arith::ShRUIOp>(rewriter, op); })
      .Case([&](arith::CeilDivSIOp) {
        toUnsigned<arith::CeilDivUIOp>(rewriter, op);
      })
      // Both round toward zero for operands not below 0.
      .Case([&](arith::FloorDivSIOp) {
        toUnsigned<arith::DivUIOp>(rewriter, op);
      })
      .Case([&](arith::ExtSIOp) { toUnsigned<arith::ExtUIOp>(rewriter, op); });
}

struct GenXUnsignedWhenNonNegative
    : genx::impl::GenXUnsignedWhenNonNegativeBase<GenXUnsignedWhenNonNegative> {
  using Base::Base;

  void runOnOperation() override {
    // Defs before uses: a rewritten op's range is inferred again from its
    // own operands, so chains convert in one pass.
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (Operation *op : ops)
      rewrite(rewriter, op);
  }
};
} // namespace
