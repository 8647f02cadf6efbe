//===- LocalRange.cpp - Integer ranges from a value's defining ops -------===//
//
// A bounded walk up the use-def chain through InferIntRangeInterface: what a
// rewrite needs to know of one value without running the dataflow solver
// over the whole function.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Interfaces/InferIntRangeInterface.h"

using namespace mlir;

ConstantIntRanges mlir::genx::inferLocalRange(Value value, unsigned depth) {
  unsigned width = ConstantIntRanges::getStorageBitwidth(value.getType());
  ConstantIntRanges range = ConstantIntRanges::maxRange(width);
  auto infer = value.getDefiningOp<InferIntRangeInterface>();
  if (!infer || depth == 0)
    return range;
  SmallVector<ConstantIntRanges> operands;
  for (Value operand : infer->getOperands()) {
    if (!getElementTypeOrSelf(operand.getType()).isIntOrIndex())
      return range;
    operands.push_back(inferLocalRange(operand, depth - 1));
  }
  infer.inferResultRanges(operands,
                          [&](Value result, const ConstantIntRanges &found) {
                            if (result == value)
                              range = found;
                          });
  return range;
}
