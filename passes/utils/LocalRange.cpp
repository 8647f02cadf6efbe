//===- LocalRange.cpp - What a value's defining ops prove of it ----------===//
//
// Bounded walks up the use-def chain: the integer range (through
// InferIntRangeInterface) and the power-of-two divisor of one value, what a
// rewrite needs to know of it without running the dataflow solver over the
// whole function.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"

using namespace mlir;

ConstantIntRanges mlir::genx::inferLocalRange(
    Value value, unsigned depth,
    function_ref<std::optional<ConstantIntRanges>(Value)> known) {
  if (known)
    if (std::optional<ConstantIntRanges> assumed = known(value))
      return *assumed;
  unsigned width = ConstantIntRanges::getStorageBitwidth(value.getType());
  ConstantIntRanges range = ConstantIntRanges::maxRange(width);
  auto infer = value.getDefiningOp<InferIntRangeInterface>();
  // A constant costs no depth: the last op of a chain is often a min with
  // one.
  if (!infer || (depth == 0 && infer->getNumOperands() != 0))
    return range;
  SmallVector<ConstantIntRanges> operands;
  for (Value operand : infer->getOperands()) {
    if (!getElementTypeOrSelf(operand.getType()).isIntOrIndex())
      return range;
    operands.push_back(inferLocalRange(operand, depth - 1, known));
  }
  infer.inferResultRanges(operands,
                          [&](Value result, const ConstantIntRanges &found) {
                            if (result == value)
                              range = found;
                          });
  return range;
}

/// The power of two that divides `expr` of `apply`'s operands (dims, then
/// symbols), at most `most`.
static int64_t affineDivisor(AffineExpr expr, affine::AffineApplyOp apply,
                             int64_t most, int depth) {
  auto bounded = [&](int64_t divisor) { return std::min(most, divisor); };
  if (auto constant = dyn_cast<AffineConstantExpr>(expr)) {
    int64_t v = constant.getValue();
    return v == 0 ? most
                  : bounded(int64_t(1) << std::min<unsigned>(
                                12, llvm::countr_zero(uint64_t(v))));
  }
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return genx::knownPowerOfTwoDivisor(
        apply.getMapOperands()[dim.getPosition()], depth + 1);
  if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
    return genx::knownPowerOfTwoDivisor(
        apply.getMapOperands()[apply.getAffineMap().getNumDims() +
                               symbol.getPosition()],
        depth + 1);
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return 1;
  int64_t lhs = affineDivisor(binary.getLHS(), apply, most, depth);
  int64_t rhs = affineDivisor(binary.getRHS(), apply, most, depth);
  switch (binary.getKind()) {
  case AffineExprKind::Add:
    return std::min(lhs, rhs);
  case AffineExprKind::Mul:
    return bounded(lhs * rhs);
  default: // floordiv, ceildiv, mod
    return 1;
  }
}

int64_t mlir::genx::knownPowerOfTwoDivisor(Value value, int depth) {
  constexpr int64_t kMax = 4096;
  if (depth > 16)
    return 1;
  auto divisorOf = [&](const APInt &constant) {
    return std::min<int64_t>(kMax, int64_t(1)
                                       << std::min<unsigned>(
                                              12, constant.countTrailingZeros()));
  };
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return divisorOf(constant);
  Operation *def = value.getDefiningOp();
  if (!def) {
    // The induction variable of a loop: what divides its start and step.
    auto arg = cast<BlockArgument>(value);
    if (auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp()))
      if (arg == loop.getInductionVar())
        return std::min(knownPowerOfTwoDivisor(loop.getLowerBound(), depth + 1),
                        knownPowerOfTwoDivisor(loop.getStep(), depth + 1));
    return 1;
  }
  auto operandDivisor = [&](unsigned i) {
    return knownPowerOfTwoDivisor(def->getOperand(i), depth + 1);
  };
  if (isa<arith::AddIOp, arith::SubIOp>(def))
    return std::min(operandDivisor(0), operandDivisor(1));
  if (isa<arith::MulIOp>(def))
    return std::min(kMax, operandDivisor(0) * operandDivisor(1));
  if (isa<arith::ShLIOp>(def)) {
    APInt shift;
    if (matchPattern(def->getOperand(1), m_ConstantInt(&shift)) &&
        shift.getZExtValue() < 13)
      return std::min(kMax, operandDivisor(0) << shift.getZExtValue());
    return operandDivisor(0);
  }
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp>(def))
    return operandDivisor(0);
  // A quotient by a power of two that divides the dividend is exact: the
  // rest of the dividend's power of two divides it (a segment's number).
  if (isa<arith::DivUIOp, arith::DivSIOp, arith::ShRUIOp, arith::ShRSIOp>(
          def)) {
    APInt divisor;
    if (matchPattern(def->getOperand(1), m_ConstantInt(&divisor)) &&
        !divisor.isNegative() && divisor.getZExtValue() < 4096) {
      uint64_t by = divisor.getZExtValue();
      if (isa<arith::ShRUIOp, arith::ShRSIOp>(def))
        by = by < 13 ? uint64_t(1) << by : 0;
      if (by != 0 && llvm::isPowerOf2_64(by))
        return std::max<int64_t>(1, operandDivisor(0) / by);
    }
    return 1;
  }
  // The row start a flattened n-D transfer reads at (i * 64).
  if (auto apply = dyn_cast<affine::AffineApplyOp>(def))
    return affineDivisor(apply.getAffineMap().getResult(0), apply, kMax, depth);
  if (isa<arith::AndIOp>(def))
    return std::max(operandDivisor(0), operandDivisor(1));
  // The result is one of the operands.
  if (isa<arith::MinSIOp, arith::MinUIOp, arith::MaxSIOp, arith::MaxUIOp>(def))
    return std::min(operandDivisor(0), operandDivisor(1));
  if (isa<arith::SelectOp>(def))
    return std::min(operandDivisor(1), operandDivisor(2));
  // A constant the ops compute (a group size halved).
  if (std::optional<APInt> known =
          inferLocalRange(value).getConstantValue())
    return divisorOf(*known);
  return 1;
}

Value mlir::genx::zextToIndex(OpBuilder &b, Location loc, Value value) {
  if (value.getType().isIndex())
    return value;
  return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), value);
}

std::optional<genx::UniformPlusConstant> mlir::genx::splitUniform(Value value,
                                                                  int depth) {
  auto n =
      static_cast<size_t>(cast<VectorType>(value.getType()).getNumElements());
  DenseIntElementsAttr constant;
  if (matchPattern(value, m_Constant(&constant))) {
    genx::UniformPlusConstant split;
    for (const APInt &lane : constant.getValues<APInt>())
      split.lanes.push_back(lane.getSExtValue());
    return split;
  }
  if (value.getDefiningOp<vector::StepOp>())
    return UniformPlusConstant{nullptr,
                               llvm::to_vector(llvm::seq<int64_t>(0, n))};
  if (depth == 0)
    return std::nullopt;
  // Lanes picked from one vector: its scalar, its constants permuted.
  if (auto shuffle = value.getDefiningOp<vector::ShuffleOp>()) {
    int64_t from = shuffle.getV1VectorType().getNumElements();
    ArrayRef<int64_t> mask = shuffle.getMask();
    bool second = llvm::any_of(mask, [&](int64_t pick) { return pick >= from; });
    if (shuffle.getV1VectorType().getRank() != 1 ||
        (second && shuffle.getV2() != shuffle.getV1()) ||
        llvm::is_contained(mask, vector::ShuffleOp::kPoisonIndex))
      return std::nullopt;
    auto split = splitUniform(shuffle.getV1(), depth - 1);
    if (!split)
      return std::nullopt;
    SmallVector<int64_t> lanes;
    for (int64_t pick : mask)
      lanes.push_back(split->lanes[pick % from]);
    split->lanes = std::move(lanes);
    return split;
  }
  if (auto broadcast = value.getDefiningOp<vector::BroadcastOp>()) {
    if (isa<VectorType>(broadcast.getSourceType()))
      return std::nullopt;
    Value source = broadcast.getSource();
    return UniformPlusConstant{
        [source](OpBuilder &, Location) { return source; },
        SmallVector<int64_t>(n, 0)};
  }
  if (auto add = value.getDefiningOp<arith::AddIOp>()) {
    auto lhs = splitUniform(add.getLhs(), depth - 1);
    auto rhs = lhs ? splitUniform(add.getRhs(), depth - 1) : std::nullopt;
    if (!rhs)
      return std::nullopt;
    for (size_t i = 0; i < n; ++i)
      lhs->lanes[i] += rhs->lanes[i];
    if (lhs->uniform && rhs->uniform)
      lhs->uniform = [l = lhs->uniform, r = rhs->uniform](OpBuilder &b,
                                                          Location loc) {
        return arith::AddIOp::create(b, loc, zextToIndex(b, loc, l(b, loc)),
                                     zextToIndex(b, loc, r(b, loc)))
            .getResult();
      };
    else if (rhs->uniform)
      lhs->uniform = rhs->uniform;
    return lhs;
  }
  if (auto mul = value.getDefiningOp<arith::MulIOp>()) {
    SplatElementsAttr splat;
    Value other = mul.getLhs();
    if (!matchPattern(mul.getRhs(), m_Constant(&splat))) {
      other = mul.getRhs();
      if (!matchPattern(mul.getLhs(), m_Constant(&splat)))
        return std::nullopt;
    }
    int64_t factor = splat.getSplatValue<APInt>().getSExtValue();
    auto split = splitUniform(other, depth - 1);
    if (!split)
      return std::nullopt;
    for (int64_t &lane : split->lanes)
      lane *= factor;
    if (split->uniform)
      split->uniform = [u = split->uniform, factor](OpBuilder &b,
                                                    Location loc) {
        return arith::MulIOp::create(
                   b, loc, zextToIndex(b, loc, u(b, loc)),
                   arith::ConstantIndexOp::create(b, loc, factor))
            .getResult();
      };
    return split;
  }
  if (auto widen = value.getDefiningOp<arith::IndexCastUIOp>()) {
    auto split = splitUniform(widen.getIn(), depth - 1);
    if (!split || llvm::any_of(split->lanes, [](int64_t lane) {
          return lane < 0 || lane >= (1 << 16);
        }))
      return std::nullopt;
    return split;
  }
  return std::nullopt;
}

bool mlir::genx::fitsInBits(const ConstantIntRanges &range, unsigned width,
                            bool isSigned) {
  unsigned bits = range.smin().getBitWidth();
  if (bits <= width)
    return true;
  if (isSigned)
    return range.smin().getSignificantBits() <= width &&
           range.smax().getSignificantBits() <= width;
  return range.umax().getActiveBits() <= width;
}
