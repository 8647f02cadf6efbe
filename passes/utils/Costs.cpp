//===- Costs.cpp - What ops cost once lowered ----------------------------===//
//
// Facts about the size of lowered code that several passes weigh (how far
// to unroll, how many work items to pack).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;

bool mlir::genx::isMathFunction(Operation *op) {
  return isa<math::MathDialect>(op->getDialect()) &&
         !isa<math::FmaOp, math::AbsFOp, math::AbsIOp, math::CopySignOp,
              math::CountLeadingZerosOp, math::CountTrailingZerosOp,
              math::CtPopOp, math::SqrtOp, math::RsqrtOp, math::FloorOp,
              math::CeilOp, math::RoundOp, math::RoundEvenOp, math::TruncOp>(
             op);
}
