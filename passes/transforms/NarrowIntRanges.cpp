//===- NarrowIntRanges.cpp - genx-narrow-int-ranges -----------------------===//
//
// Upstream's arith-int-range-narrowing, without the ops LLVM 22 narrows
// wrongly. Its patterns compute an op in fewer bits when the ranges of its
// operands and result fit, through sign- or zero-extending casts, whichever
// fits, and keep the op itself: a signed op on zero-extended values from
// 2^31 up sees them as negative (fixed upstream after LLVM 22 by requiring
// signed casts for signed ops), an unsigned division or remainder of
// sign-extended negative values divides other numbers, and a shift whose
// amount fits 32 bits but reaches 32 shifts by more than the narrow width.
// Those ops keep their width here; everything else is upstream's. Upstream
// narrows ops, not the values loops carry: an scf.for iter_arg whose range
// fits is carried in i32 first (a running index of a minimum). A minimum
// with one operand that fits (a clamp of an id to a bound known only at
// run time) is computed in i32 too, the bound saturated once.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Analysis/DataFlow/IntegerRangeAnalysis.h"
#include "mlir/Analysis/DataFlow/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXNARROWINTRANGES
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// Drops what the solver knows of ops the rewrite erases.
struct ForgetErased : RewriterBase::Listener {
  explicit ForgetErased(DataFlowSolver &solver) : solver(solver) {}

  void notifyOperationErased(Operation *op) override {
    solver.eraseState(solver.getProgramPointAfter(op));
    for (Value result : op->getResults())
      solver.eraseState(result);
  }

  DataFlowSolver &solver;
};

enum class Signedness { None, Signed, Unsigned };

/// How `op` reads the high bits of its operands, where narrowing them
/// through the other extension would change its result.
Signedness signednessOf(Operation *op) {
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    using P = arith::CmpIPredicate;
    switch (cmp.getPredicate()) {
    case P::slt:
    case P::sle:
    case P::sgt:
    case P::sge:
      return Signedness::Signed;
    default:
      // Sign extension keeps the unsigned order: negative values stay
      // above the others.
      return Signedness::None;
    }
  }
  if (isa<arith::MinSIOp, arith::MaxSIOp, arith::DivSIOp, arith::RemSIOp,
          arith::CeilDivSIOp, arith::FloorDivSIOp, arith::ShRSIOp>(op))
    return Signedness::Signed;
  if (isa<arith::DivUIOp, arith::RemUIOp, arith::CeilDivUIOp, arith::ShRUIOp>(
          op))
    return Signedness::Unsigned;
  return Signedness::None;
}

/// The range the solver found for `value`, if any.
std::optional<ConstantIntRanges> rangeOf(DataFlowSolver &solver, Value value) {
  auto *lattice = solver.lookupState<dataflow::IntegerValueRangeLattice>(value);
  if (!lattice || lattice->getValue().isUninitialized())
    return std::nullopt;
  return lattice->getValue().getValue();
}

/// Whether narrowing `op` to `width` bits could change what it computes,
/// from the ranges the solver has: see the file comment.
bool unsafeToNarrow(Operation *op, DataFlowSolver &solver, unsigned width) {
  if (isa<arith::ShLIOp, arith::ShRUIOp, arith::ShRSIOp>(op)) {
    std::optional<ConstantIntRanges> amount =
        rangeOf(solver, op->getOperand(1));
    if (!amount || amount->umax().uge(width))
      return true;
  }
  Signedness signedness = signednessOf(op);
  if (signedness == Signedness::None)
    return false;
  for (Value value : llvm::concat<Value>(op->getOperands(), op->getResults())) {
    if (!getElementTypeOrSelf(value.getType()).isIntOrIndex() ||
        getElementTypeOrSelf(value.getType()).isInteger(1))
      continue;
    std::optional<ConstantIntRanges> range = rangeOf(solver, value);
    if (!range || !fitsInBits(*range, width, signedness == Signedness::Signed))
      return true;
  }
  return false;
}

/// `value` as `type`: an index or a wide integer (or vector) narrowed, or
/// widened back by sign extension (zero extension with `isUnsigned`).
Value castInteger(OpBuilder &b, Location loc, Type type, Value value,
                  bool isUnsigned = false) {
  Type from = getElementTypeOrSelf(value.getType());
  Type to = getElementTypeOrSelf(type);
  if (from.isIndex() || to.isIndex())
    return isUnsigned
               ? arith::IndexCastUIOp::create(b, loc, type, value).getResult()
               : arith::IndexCastOp::create(b, loc, type, value).getResult();
  if (from.getIntOrFloatBitWidth() > to.getIntOrFloatBitWidth())
    return arith::TruncIOp::create(b, loc, type, value);
  if (isUnsigned)
    return arith::ExtUIOp::create(b, loc, type, value);
  return arith::ExtSIOp::create(b, loc, type, value);
}

/// Retypes `value` (a block argument or a result) to `narrow`, widened
/// back for its users where it is defined.
void retype(RewriterBase &rewriter, Value value, Type narrow) {
  Type wide = value.getType();
  value.setType(narrow);
  if (auto arg = dyn_cast<BlockArgument>(value))
    rewriter.setInsertionPointToStart(arg.getOwner());
  else
    rewriter.setInsertionPointAfter(value.getDefiningOp());
  Value back = castInteger(rewriter, value.getLoc(), wide, value);
  rewriter.replaceAllUsesExcept(value, back, back.getDefiningOp());
}

/// Narrows what `operand` passes to a retyped value.
void narrowOperand(RewriterBase &rewriter, OpOperand &operand, Type narrow) {
  rewriter.setInsertionPoint(operand.getOwner());
  operand.set(castInteger(rewriter, operand.getOwner()->getLoc(), narrow,
                          operand.get()));
}

/// `type` (an integer, index or vector of them) with elements of `element`.
Type withElement(Type type, Type element) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(element);
  return element;
}

/// The bits of an integer or index (element) type.
unsigned bitWidthOf(Type type) {
  Type element = getElementTypeOrSelf(type);
  return element.isIndex() ? IndexType::kInternalStorageBitWidth
                           : element.getIntOrFloatBitWidth();
}

/// The scalar a vector of lanes that share one value broadcasts, or null.
Value broadcastScalar(Value value) {
  auto broadcast = value.getDefiningOp<vector::BroadcastOp>();
  if (!broadcast || !broadcast.getSourceType().isIntOrIndex())
    return Value();
  return broadcast.getSource();
}

/// `bound` (wide) as a `width`-bit value whose unsigned minimum with any
/// value below 2^width is the same: saturated, then truncated. A broadcast
/// bound is saturated as the scalar it broadcasts.
Value saturateUnsigned(OpBuilder &b, Location loc, Value bound,
                       unsigned width) {
  Value scalar = broadcastScalar(bound);
  if (!scalar)
    scalar = bound;
  Type wide = getElementTypeOrSelf(scalar.getType());
  TypedAttr max =
      b.getIntegerAttr(wide, APInt::getLowBitsSet(bitWidthOf(wide), width));
  if (auto vector = dyn_cast<VectorType>(scalar.getType()))
    max = DenseElementsAttr::get(vector, max);
  Value saturated = arith::MinUIOp::create(
      b, loc, scalar, arith::ConstantOp::create(b, loc, max));
  Type narrow = withElement(scalar.getType(), b.getIntegerType(width));
  Value result = castInteger(b, loc, narrow, saturated, /*isUnsigned=*/true);
  if (scalar == bound)
    return result;
  return vector::BroadcastOp::create(
      b, loc, withElement(bound.getType(), result.getType()), result);
}

/// A pattern on `OpTy` that narrows to `width` bits from the ranges
/// `solver` found.
template <typename OpTy> struct RangeNarrowingPattern : OpRewritePattern<OpTy> {
  RangeNarrowingPattern(MLIRContext *context, DataFlowSolver &solver,
                        unsigned width)
      : OpRewritePattern<OpTy>(context), solver(solver), width(width) {}

protected:
  /// Whether the values of `range` are below 2^width (unsigned, so not
  /// negative either).
  bool fitsRange(const ConstantIntRanges &range) const {
    return range.umax().getActiveBits() <= width;
  }

  /// Whether `value` is known to be below 2^width.
  bool fits(Value value) const {
    std::optional<ConstantIntRanges> range = rangeOf(solver, value);
    return range && fitsRange(*range);
  }

  /// A wide value as one value below 2^width plus small terms (within
  /// +-2^16 each and together): a group's first row plus a row, minus 1.
  struct Offset {
    Value wide;
    /// Each term, and whether it is subtracted.
    SmallVector<std::pair<Value, bool>> terms;
    /// The smallest and largest sum of the terms.
    int64_t least = 0, most = 0;
  };

  /// `value`, a tree of additions and subtractions, as an Offset; none
  /// where a leaf is neither small nor below 2^width, or two are wide.
  std::optional<Offset> splitOffset(Value value) const {
    Offset offset;
    if (!split(value, /*negated=*/false, offset) || !offset.wide)
      return std::nullopt;
    for (auto [term, negated] : offset.terms) {
      ConstantIntRanges range = *rangeOf(solver, term);
      int64_t low = range.smin().getSExtValue();
      int64_t high = range.smax().getSExtValue();
      offset.least += negated ? -high : low;
      offset.most += negated ? -low : high;
    }
    if (offset.least < -kSmall || offset.most > kSmall)
      return std::nullopt;
    return offset;
  }

  /// The wide value of `offset` and the sum, in `narrow` (width-bit)
  /// arithmetic, which wraps where the wide sum does not fit.
  std::pair<Value, Value> narrowOffset(OpBuilder &b, Location loc,
                                       const Offset &offset,
                                       Type narrow) const {
    Value wide = castInteger(b, loc, narrow, offset.wide, /*isUnsigned=*/true);
    Value sum = wide;
    for (auto [term, negated] : offset.terms) {
      Value t = castInteger(b, loc, narrow, term);
      sum = negated ? arith::SubIOp::create(b, loc, sum, t).getResult()
                    : arith::AddIOp::create(b, loc, sum, t).getResult();
    }
    return {wide, sum};
  }

  DataFlowSolver &solver;
  unsigned width;

private:
  static constexpr int64_t kSmall = int64_t(1) << 16;

  bool split(Value value, bool negated, Offset &offset) const {
    std::optional<ConstantIntRanges> range = rangeOf(solver, value);
    if (!range)
      return false;
    if (range->smin().getSExtValue() >= -kSmall && range->smax().sle(kSmall)) {
      offset.terms.push_back({value, negated});
      return true;
    }
    if (auto add = value.getDefiningOp<arith::AddIOp>())
      return split(add.getLhs(), negated, offset) &&
             split(add.getRhs(), negated, offset);
    if (auto sub = value.getDefiningOp<arith::SubIOp>())
      return split(sub.getLhs(), negated, offset) &&
             split(sub.getRhs(), !negated, offset);
    if (offset.wide || negated || !fits(value))
      return false;
    offset.wide = value;
    return true;
  }
};

/// An unsigned minimum of a value below 2^width (a work item's index) and
/// a bound of any size (`w - 1` of an index argument), which upstream keeps
/// wide because the bound may not fit, in `width` bits: the bound saturated
/// to 2^width - 1 leaves the minimum unchanged. A value that fits only
/// after subtracting a constant, `x + c` with the sum not wrapping (the
/// neighbour of the last work item), is clamped as
/// `bound < c ? bound : min(x, bound - c) + c`.
struct NarrowUnsignedMinimum : RangeNarrowingPattern<arith::MinUIOp> {
  using RangeNarrowingPattern::RangeNarrowingPattern;

  LogicalResult matchAndRewrite(arith::MinUIOp op,
                                PatternRewriter &rewriter) const override {
    if (bitWidthOf(op.getType()) <= width)
      return failure();
    if (fits(op.getLhs()) && fits(op.getRhs()))
      return failure(); // Upstream's patterns narrow it.
    for (unsigned i = 0; i < 2; ++i) {
      Value value = op->getOperand(i), bound = op->getOperand(1 - i);
      if (!cheapToSaturate(bound))
        continue;
      if (fits(value)) {
        rewriter.replaceOp(op, narrowMin(rewriter, op.getLoc(), value, bound));
        return success();
      }
      APInt c;
      auto sum = value.getDefiningOp<arith::AddIOp>();
      if (!sum || !matchPattern(sum.getRhs(), m_ConstantInt(&c)) ||
          c.isZero() || !fits(sum.getLhs()))
        continue;
      std::optional<ConstantIntRanges> range = rangeOf(solver, sum.getLhs());
      bool overflow = false;
      (void)range->umax().uadd_ov(c, overflow);
      if (overflow)
        continue;
      // A broadcast bound is compared and reduced as its scalar.
      Location loc = op.getLoc();
      Value scalar = broadcastScalar(bound);
      if (!scalar)
        scalar = bound;
      TypedAttr offset =
          rewriter.getIntegerAttr(getElementTypeOrSelf(op.getType()), c);
      if (auto vector = dyn_cast<VectorType>(scalar.getType()))
        offset = DenseElementsAttr::get(vector, offset);
      Value offsetValue = arith::ConstantOp::create(rewriter, loc, offset);
      Value below = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::ult, scalar, offsetValue);
      Value reduced = arith::SubIOp::create(rewriter, loc, scalar, offsetValue);
      if (scalar != bound)
        reduced = vector::BroadcastOp::create(rewriter, loc, bound.getType(),
                                              reduced);
      Value clamped = arith::AddIOp::create(
          rewriter, loc, narrowMin(rewriter, loc, sum.getLhs(), reduced),
          sum.getRhs());
      rewriter.replaceOpWithNewOp<arith::SelectOp>(op, below, bound, clamped);
      return success();
    }
    return failure();
  }

private:
  /// Whether saturating `bound` costs less than the wide minimum saves: a
  /// constant (it folds), one scalar for all lanes, or a scalar several
  /// minimums share (the rows of a thread clamped to a memref's size: one
  /// saturation for all). A vector of bounds, or a scalar only this minimum
  /// reads, would be a wide minimum of its own.
  static bool cheapToSaturate(Value bound) {
    return matchPattern(bound, m_Constant()) || broadcastScalar(bound) ||
           (!isa<VectorType>(bound.getType()) && !bound.hasOneUse());
  }

  /// min(value, bound) in `width` bits, zero-extended back, for a value
  /// that fits.
  Value narrowMin(OpBuilder &b, Location loc, Value value, Value bound) const {
    Type narrow = withElement(value.getType(), b.getIntegerType(width));
    Value min = arith::MinUIOp::create(
        b, loc, castInteger(b, loc, narrow, value, /*isUnsigned=*/true),
        saturateUnsigned(b, loc, bound, width));
    return castInteger(b, loc, value.getType(), min, /*isUnsigned=*/true);
  }
};

/// A comparison `s < h` (or `<=`, signed or not, either way round) of wide
/// values none of which is negative, `s` a value below 2^width plus terms
/// that are not negative (splitOffset: a group's first row plus a row, an
/// image's height), whose sum may not fit `width` bits but whose bound, plus
/// the terms' largest sum, does: `a < h` and the sum, taken in `width` bits,
/// `< h`. Where a is below h the narrow sum is exact; where it is not,
/// neither compare holds.
struct NarrowOffsetCompare : RangeNarrowingPattern<arith::CmpIOp> {
  using RangeNarrowingPattern::RangeNarrowingPattern;

  LogicalResult matchAndRewrite(arith::CmpIOp op,
                                PatternRewriter &rewriter) const override {
    using P = arith::CmpIPredicate;
    if (bitWidthOf(op.getLhs().getType()) <= width)
      return failure();
    // As `sum < bound` or `sum <= bound`.
    Value sum = op.getLhs(), bound = op.getRhs();
    P predicate = op.getPredicate();
    switch (predicate) {
    case P::ugt:
    case P::sgt:
      std::swap(sum, bound);
      predicate = P::ult;
      break;
    case P::uge:
    case P::sge:
      std::swap(sum, bound);
      predicate = P::ule;
      break;
    case P::ult:
    case P::slt:
      predicate = P::ult;
      break;
    case P::ule:
    case P::sle:
      predicate = P::ule;
      break;
    default:
      return failure();
    }
    std::optional<ConstantIntRanges> boundRange = rangeOf(solver, bound);
    if (!boundRange || !fitsRange(*boundRange) || fits(sum))
      return failure();
    std::optional<Offset> offset = splitOffset(sum);
    if (!offset || offset->least < 0)
      return failure();
    bool overflow = false;
    APInt most = boundRange->umax().uadd_ov(
        APInt(boundRange->umax().getBitWidth(), offset->most), overflow);
    if (overflow || most.getActiveBits() > width)
      return failure();
    Location loc = op.getLoc();
    Type narrow = withElement(sum.getType(), rewriter.getIntegerType(width));
    auto [a, narrowSum] = narrowOffset(rewriter, loc, *offset, narrow);
    Value h = castInteger(rewriter, loc, narrow, bound, /*isUnsigned=*/true);
    Value first = arith::CmpIOp::create(rewriter, loc, predicate, a, h);
    Value second =
        arith::CmpIOp::create(rewriter, loc, predicate, narrowSum, h);
    rewriter.replaceOpWithNewOp<arith::AndIOp>(op, first, second);
    return success();
  }
};

/// A clamp `min(max(s, lo), hi)` (signed, either operand order) of a wide
/// `s` that is one value below 2^width plus small terms (a group's first
/// row plus a tile row minus 1: `a + d`, d within +-2^16), to bounds that
/// fit `width` bits signed with hi at most 2^(width-1) - 2^17 (an image's
/// last row): in `width` bits, `a > 2^(width-1) - 1 - max(d) ? hi :
/// clamp(a + d, lo, hi)`. Where a is that large the wide s exceeds hi, whose
/// clamp is hi; elsewhere a + d fits, and the narrow clamp is exact.
struct NarrowClampOfOffset : RangeNarrowingPattern<arith::MinSIOp> {
  using RangeNarrowingPattern::RangeNarrowingPattern;

  LogicalResult matchAndRewrite(arith::MinSIOp op,
                                PatternRewriter &rewriter) const override {
    if (bitWidthOf(op.getType()) <= width)
      return failure();
    for (unsigned i = 0; i < 2; ++i) {
      auto max = op->getOperand(i).getDefiningOp<arith::MaxSIOp>();
      Value hi = op->getOperand(1 - i);
      if (!max || !fitsSigned(hi, /*slack=*/int64_t(1) << 17))
        continue;
      for (unsigned j = 0; j < 2; ++j) {
        Value sum = max->getOperand(j), lo = max->getOperand(1 - j);
        if (!fitsSigned(lo, 0))
          continue;
        std::optional<Offset> offset = splitOffset(sum);
        if (!offset)
          continue;
        rewriter.replaceOp(op, narrowClamp(rewriter, op.getLoc(), *offset, lo,
                                           hi, op.getType()));
        return success();
      }
    }
    return failure();
  }

private:
  /// Whether `value`'s range fits `width` bits signed with its largest
  /// value at most 2^(width-1) - 1 - `slack`.
  bool fitsSigned(Value value, int64_t slack) const {
    std::optional<ConstantIntRanges> range = rangeOf(solver, value);
    if (!range || !fitsInBits(*range, width, /*isSigned=*/true))
      return false;
    return range->smax().getSExtValue() <=
           (int64_t(1) << (width - 1)) - 1 - slack;
  }

  Value narrowClamp(OpBuilder &b, Location loc, const Offset &offset, Value lo,
                    Value hi, Type type) const {
    Type narrow = withElement(type, b.getIntegerType(width));
    auto [a, sum] = narrowOffset(b, loc, offset, narrow);
    Value most = createScalarOrSplatConstant(
        b, loc, narrow,
        (int64_t(1) << (width - 1)) - 1 - std::max<int64_t>(offset.most, 0));
    Value far =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, a, most);
    Value h = castInteger(b, loc, narrow, hi);
    Value clamped = arith::MinSIOp::create(
        b, loc,
        arith::MaxSIOp::create(b, loc, sum, castInteger(b, loc, narrow, lo)),
        h);
    Value result = arith::SelectOp::create(b, loc, far, h, clamped);
    return castInteger(b, loc, type, result);
  }
};

/// Carries in `width` bits each index or wider integer value an scf.for or
/// scf.while carries (iter_args, the values passed from a while's
/// condition to its body, and the loop's results) whose ranges, as the
/// solver found them, fit signed. Returns whether a loop changed.
bool narrowLoopCarriedValues(Operation *root, DataFlowSolver &solver,
                             unsigned width) {
  auto narrowType = [&](Value value) -> Type {
    Type element = getElementTypeOrSelf(value.getType());
    if (!element.isIndex() &&
        !(element.isInteger() && element.getIntOrFloatBitWidth() > width))
      return Type();
    auto *lattice =
        solver.lookupState<dataflow::IntegerValueRangeLattice>(value);
    if (!lattice || lattice->getValue().isUninitialized() ||
        !fitsInBits(lattice->getValue().getValue(), width, /*isSigned=*/true))
      return Type();
    Type narrow = IntegerType::get(value.getContext(), width);
    if (auto vector = dyn_cast<VectorType>(value.getType()))
      return vector.clone(narrow);
    return narrow;
  };
  // A carried value: the block argument, what flows into it, and the
  // result it leaves the loop as (if any), narrowed together.
  IRRewriter rewriter(root->getContext());
  bool changed = false;
  auto narrow = [&](BlockArgument arg, ArrayRef<OpOperand *> incoming,
                    Value result) {
    Type type = narrowType(arg);
    if (!type || (result && !narrowType(result)))
      return;
    for (OpOperand *operand : incoming)
      narrowOperand(rewriter, *operand, type);
    retype(rewriter, arg, type);
    if (result)
      retype(rewriter, result, type);
    changed = true;
  };
  root->walk([&](Operation *op) {
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
      for (unsigned i = 0; i < loop.getNumRegionIterArgs(); ++i)
        narrow(loop.getRegionIterArgs()[i],
               {&loop.getInitArgsMutable()[i], &yield->getOpOperand(i)},
               loop.getResult(i));
    } else if (auto loop = dyn_cast<scf::WhileOp>(op)) {
      scf::ConditionOp condition = loop.getConditionOp();
      scf::YieldOp yield = loop.getYieldOp();
      for (unsigned i = 0; i < loop.getBeforeArguments().size(); ++i)
        narrow(loop.getBeforeArguments()[i],
               {&loop->getOpOperand(i), &yield->getOpOperand(i)}, Value());
      for (unsigned i = 0; i < loop.getAfterArguments().size(); ++i)
        narrow(loop.getAfterArguments()[i], {&condition.getArgsMutable()[i]},
               loop.getResult(i));
    }
  });
  return changed;
}

struct GenXNarrowIntRanges
    : genx::impl::GenXNarrowIntRangesBase<GenXNarrowIntRanges> {
  using Base::Base;

  void runOnOperation() override {
    Operation *root = getOperation();
    constexpr unsigned kWidth = 32;
    auto solve = [&](DataFlowSolver &solver) {
      dataflow::loadBaselineAnalyses(solver);
      solver.load<dataflow::IntegerRangeAnalysis>();
      return solver.initializeAndRun(root);
    };
    auto loopSolver = std::make_unique<DataFlowSolver>();
    if (failed(solve(*loopSolver)))
      return signalPassFailure();
    // The loops carrying narrowed values are new ops: the ops are narrowed
    // from ranges solved again.
    if (narrowLoopCarriedValues(root, *loopSolver, kWidth)) {
      loopSolver = std::make_unique<DataFlowSolver>();
      if (failed(solve(*loopSolver)))
        return signalPassFailure();
    }
    DataFlowSolver &solver = *loopSolver;
    SmallVector<Operation *> ops;
    ForgetErased listener(solver);
    // Bottom-up, as upstream: a comparison reads the ranges of its
    // operands as they were. Ops left out stay out when their operands
    // change (the new ops, casts and narrowed copies, are safe).
    GreedyRewriteConfig config;
    config.setUseTopDownTraversal(false).setListener(&listener).setStrictness(
        GreedyRewriteStrictness::ExistingAndNewOps);
    // Clamps of wide values first, on their own: upstream's patterns must
    // not see the signed minimums unsafeToNarrow leaves out.
    SmallVector<Operation *> clamps;
    root->walk([&](arith::MinSIOp op) { clamps.push_back(op); });
    RewritePatternSet clampPatterns(&getContext());
    clampPatterns.add<NarrowClampOfOffset>(&getContext(), solver, kWidth);
    GreedyRewriteConfig clampConfig = config;
    clampConfig.setStrictness(GreedyRewriteStrictness::ExistingOps);
    (void)applyOpPatternsGreedily(clamps, std::move(clampPatterns),
                                  clampConfig);
    root->walk([&](Operation *op) {
      if (op != root && !unsafeToNarrow(op, solver, kWidth))
        ops.push_back(op);
    });
    RewritePatternSet patterns(&getContext());
    arith::populateIntRangeNarrowingPatterns(patterns, solver, {kWidth});
    patterns.add<NarrowUnsignedMinimum, NarrowOffsetCompare>(&getContext(),
                                                             solver, kWidth);
    (void)applyOpPatternsGreedily(ops, std::move(patterns), config);
  }
};
} // namespace
