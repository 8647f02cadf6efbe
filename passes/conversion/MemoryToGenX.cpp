//===- MemoryToGenX.cpp - convert-memory-to-genx --------------------------===//
//
// Memory accesses on memrefs become GenX messages. Every access is first
// described the same way (a base, a byte offset, what divides the address,
// and which elements it moves under which mask); a planner then cuts it into
// the messages the memory has: the largest block messages that size and
// alignment allow, and gathers/scatters of 8 or 16 lanes for the rest, for
// masked accesses and for arbitrary offsets. Global memory is reached through
// SVM (64-bit addresses) or binding-table surfaces, workgroup memory through
// the shared-local-memory surface.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/MathExtras.h"

#include <map>
#include <numeric>

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_CONVERTMEMORYTOGENX
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

/// The binding-table index of shared local memory.
static constexpr int32_t kSLMSurface = 254;

//===----------------------------------------------------------------------===//
// Small builders
//===----------------------------------------------------------------------===//

static Value constIndex(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

static Value constInt(OpBuilder &b, Location loc, Type type, int64_t value) {
  Type elt = getElementTypeOrSelf(type);
  TypedAttr attr = b.getIntegerAttr(elt, value);
  if (auto vec = dyn_cast<VectorType>(type))
    attr = DenseElementsAttr::get(vec, attr);
  return arith::ConstantOp::create(b, loc, attr);
}

/// A constant vector of `lanes` integers of type `elt`.
static Value constVector(OpBuilder &b, Location loc, Type elt,
                         ArrayRef<int64_t> values) {
  auto type = VectorType::get({static_cast<int64_t>(values.size())}, elt);
  unsigned width = elt.isIndex() ? IndexType::kInternalStorageBitWidth
                                 : elt.getIntOrFloatBitWidth();
  SmallVector<APInt> ints;
  for (int64_t v : values)
    ints.push_back(APInt(width, v, /*isSigned=*/true));
  return arith::ConstantOp::create(b, loc, DenseElementsAttr::get(type, ints));
}

static Value constMask(OpBuilder &b, Location loc, ArrayRef<bool> bits) {
  auto type =
      VectorType::get({static_cast<int64_t>(bits.size())}, b.getI1Type());
  return arith::ConstantOp::create(b, loc, DenseElementsAttr::get(type, bits));
}

/// Bytes of an element in memory; index values are stored as i64.
static int64_t elementBytes(Type type) {
  Type elt = getElementTypeOrSelf(type);
  if (elt.isIndex())
    return 8;
  // Booleans are a byte each in memory, as LLVM stores i1.
  if (elt.isInteger(1))
    return 1;
  return elt.getIntOrFloatBitWidth() / 8;
}

/// A constant vector of `count` zeros of `elt`.
static Value zerosOf(OpBuilder &b, Location loc, Type elt, int64_t count) {
  auto type = VectorType::get({count}, elt);
  return arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
}

/// Whether the message predicate `pred` disables every lane.
static bool isNever(Value pred) { return matchPattern(pred, m_Zero()); }

/// Whether the constant predicate `pred` enables each of its first `count`
/// lanes (the lanes past them pad a message).
static bool enablesFirst(Value pred, int64_t count) {
  DenseElementsAttr bits;
  if (!matchPattern(pred, m_Constant(&bits)))
    return false;
  auto values = bits.getValues<bool>();
  return std::all_of(values.begin(), values.begin() + count,
                     [](bool bit) { return bit; });
}

static bool isPoison(Value value) {
  return value && value.getDefiningOp<ub::PoisonOp>();
}

/// Whether no lane of `value` that `mask` disables is ever observed: each
/// use stores it under `mask` (vector.maskedstore, vector.scatter), indexes
/// a gather or scatter under `mask`, is the true side of a select on
/// `mask`, or is a lane-wise op that cannot trap whose results are in turn
/// unobserved in those lanes.
static bool disabledLanesUnobserved(Value value, Value mask) {
  SmallVector<Value> worklist{value};
  DenseSet<Value> seen{value};
  while (!worklist.empty()) {
    for (OpOperand &use : worklist.pop_back_val().getUses()) {
      Operation *user = use.getOwner();
      if (auto store = dyn_cast<vector::MaskedStoreOp>(user)) {
        if (store.getMask() != mask || &use != &store.getValueToStoreMutable())
          return false;
        continue;
      }
      if (auto scatter = dyn_cast<vector::ScatterOp>(user)) {
        if (scatter.getMask() != mask ||
            (&use != &scatter.getValueToStoreMutable() &&
             &use != &scatter.getIndicesMutable()))
          return false;
        continue;
      }
      if (auto gather = dyn_cast<vector::GatherOp>(user)) {
        if (gather.getMask() != mask || &use != &gather.getIndicesMutable())
          return false;
        continue;
      }
      if (auto select = dyn_cast<arith::SelectOp>(user);
          select && select.getCondition() == mask &&
          &use == &select.getTrueValueMutable())
        continue;
      if (!OpTrait::hasElementwiseMappableTraits(user) || !isPure(user))
        return false;
      for (Value result : user->getResults()) {
        if (!isa<VectorType>(result.getType()))
          return false;
        if (seen.insert(result).second)
          worklist.push_back(result);
      }
    }
  }
  return true;
}

namespace {
/// One side of a lane range: the lanes below a bound, or at or above it (a
/// comparison the other way round, or a negated one).
struct LaneEdge {
  Value bound;
  int64_t scale = 1;
  bool isSigned = false;
  int64_t lanes = 0;
  bool atOrAbove = false;

  static std::optional<LaneEdge> match(Value mask) {
    using P = arith::CmpIPredicate;
    if (auto negated = mask.getDefiningOp<arith::XOrIOp>()) {
      Value other = matchPattern(negated.getRhs(), m_One())   ? negated.getLhs()
                    : matchPattern(negated.getLhs(), m_One()) ? negated.getRhs()
                                                              : Value();
      std::optional<LaneEdge> edge =
          other ? LaneEdge::match(other) : std::optional<LaneEdge>();
      if (!edge || edge->atOrAbove)
        return std::nullopt;
      edge->atOrAbove = true;
      return edge;
    }
    auto cmp = mask.getDefiningOp<arith::CmpIOp>();
    if (!cmp)
      return std::nullopt;
    // The lane numbers on the left: below on <, at or above on >=; on the
    // right the other way round.
    P pred = cmp.getPredicate();
    bool stepsLeft = matchPattern(cmp.getLhs(), m_Constant());
    bool below = stepsLeft ? pred == P::slt || pred == P::ult
                           : pred == P::sgt || pred == P::ugt;
    bool above = stepsLeft ? pred == P::sge || pred == P::uge
                           : pred == P::sle || pred == P::ule;
    if (!below && !above)
      return std::nullopt;
    auto broadcast = (stepsLeft ? cmp.getRhs() : cmp.getLhs())
                         .getDefiningOp<vector::BroadcastOp>();
    DenseIntElementsAttr numbers;
    if (!broadcast || isa<VectorType>(broadcast.getSourceType()) ||
        !matchPattern(stepsLeft ? cmp.getLhs() : cmp.getRhs(),
                      m_Constant(&numbers)) ||
        numbers.getType().getRank() != 1)
      return std::nullopt;
    auto values = llvm::to_vector(numbers.getValues<APInt>());
    int64_t scale = values.size() > 1 ? values[1].getSExtValue() : 1;
    if (scale < 1)
      return std::nullopt;
    for (auto [lane, number] : llvm::enumerate(values))
      if (number.getSExtValue() != static_cast<int64_t>(lane) * scale)
        return std::nullopt;
    bool isSigned =
        pred == P::slt || pred == P::sgt || pred == P::sge || pred == P::sle;
    return LaneEdge{broadcast.getSource(), scale, isSigned,
                    static_cast<int64_t>(values.size()), above};
  }
};

/// A lane-range mask: lane l is on where l * scale is below `bound` and,
/// when `lower` is set (then scale is 1), at or above `lower`: the lane
/// numbers, or their bytes, compared with broadcast bounds, as
/// vector.create_mask and the bounds checks of packed work items (a
/// stencil's interior, between two bounds) lower.
struct LaneRange {
  Value bound;
  Value lower;
  /// The masks of the two sides: the lanes below `bound`, and (null
  /// without `lower`) those at or above `lower`.
  Value below, atOrAbove;
  int64_t scale = 1;
  bool isSigned = false;
  /// The mask's lanes.
  int64_t lanes = 0;

  static std::optional<LaneRange> match(Value mask) {
    if (auto both = mask.getDefiningOp<arith::AndIOp>()) {
      for (auto [first, second] : {std::pair(both.getLhs(), both.getRhs()),
                                   std::pair(both.getRhs(), both.getLhs())}) {
        std::optional<LaneEdge> low = LaneEdge::match(first);
        std::optional<LaneEdge> high = LaneEdge::match(second);
        if (low && high && low->atOrAbove && !high->atOrAbove &&
            low->scale == 1 && high->scale == 1 &&
            low->isSigned == high->isSigned && low->lanes == high->lanes &&
            low->bound.getType() == high->bound.getType())
          return LaneRange{high->bound, low->bound,     second,     first,
                           1,           high->isSigned, high->lanes};
      }
      return std::nullopt;
    }
    std::optional<LaneEdge> edge = LaneEdge::match(mask);
    if (!edge || edge->atOrAbove)
      return std::nullopt;
    return LaneRange{edge->bound, Value(),        mask,       Value(),
                     edge->scale, edge->isSigned, edge->lanes};
  }

  /// Whether the range starts and ends on a multiple of `k` lanes: a mask
  /// of whole groups of `k` lanes.
  bool isWholeGroups(int64_t k) const {
    int64_t unit = k * scale;
    return llvm::isPowerOf2_64(unit) && lanes % k == 0 &&
           genx::knownPowerOfTwoDivisor(bound) % unit == 0 &&
           (!lower || genx::knownPowerOfTwoDivisor(lower) % unit == 0);
  }

  /// The mask of the groups of `k` lanes, one lane each, that this mask
  /// turns on, when isWholeGroups(k).
  Value groups(OpBuilder &b, Location loc, int64_t k) const {
    using P = arith::CmpIPredicate;
    Type type = bound.getType();
    Value log2k = constInt(b, loc, type, llvm::Log2_64(k * scale));
    auto divided = [&](Value edge) -> Value {
      return isSigned ? arith::ShRSIOp::create(b, loc, edge, log2k).getResult()
                      : arith::ShRUIOp::create(b, loc, edge, log2k).getResult();
    };
    int64_t count = lanes / k;
    auto groupsType = VectorType::get({count}, type);
    Value numbers = steps(b, loc, count, /*step=*/1);
    Value mask = arith::CmpIOp::create(
        b, loc, isSigned ? P::slt : P::ult, numbers,
        vector::BroadcastOp::create(b, loc, groupsType, divided(bound)));
    if (!lower)
      return mask;
    Value from = arith::CmpIOp::create(
        b, loc, isSigned ? P::sge : P::uge, numbers,
        vector::BroadcastOp::create(b, loc, groupsType, divided(lower)));
    return arith::AndIOp::create(b, loc, from, mask);
  }

  /// The mask of `lanes` lanes that is on from the first lane this mask
  /// turns on among its `n` up to the last plus `lanes - n`; off
  /// everywhere when this one is.
  Value widen(OpBuilder &b, Location loc, int64_t n, int64_t lanes) const {
    return lower ? widenBetween(b, loc, n, lanes)
                 : widenBelow(b, loc, n, lanes);
  }

private:
  /// widen() of the lanes below a bound.
  Value widenBelow(OpBuilder &b, Location loc, int64_t n, int64_t lanes) const {
    using P = arith::CmpIPredicate;
    Type type = bound.getType();
    Value zero = constInt(b, loc, type, 0);
    Value most = constInt(b, loc, type, n * scale);
    Value clamped =
        isSigned ? arith::MinSIOp::create(b, loc, bound, most).getResult()
                 : arith::MinUIOp::create(b, loc, bound, most).getResult();
    Value end = arith::SelectOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, isSigned ? P::sgt : P::ugt, bound, zero),
        arith::AddIOp::create(b, loc, clamped,
                              constInt(b, loc, type, (lanes - n) * scale)),
        zero);
    return arith::CmpIOp::create(
        b, loc, isSigned ? P::slt : P::ult, steps(b, loc, lanes),
        vector::BroadcastOp::create(b, loc, VectorType::get({lanes}, type),
                                    end));
  }

  /// The numbers of `count` lanes times `step` (the mask's scale unless
  /// given), in the bounds' type.
  Value steps(OpBuilder &b, Location loc, int64_t count,
              int64_t step = 0) const {
    SmallVector<int64_t> numbers;
    for (int64_t lane = 0; lane < count; ++lane)
      numbers.push_back(lane * (step ? step : scale));
    return constVector(b, loc, bound.getType(), numbers);
  }

  /// widen() of a range between two bounds: both are clamped to the mask's
  /// `n` lanes first, so that an empty range stays empty.
  Value widenBetween(OpBuilder &b, Location loc, int64_t n,
                     int64_t lanes) const {
    using P = arith::CmpIPredicate;
    Type type = bound.getType();
    Value zero = constInt(b, loc, type, 0);
    Value most = constInt(b, loc, type, n);
    auto clamp = [&](Value edge) -> Value {
      if (!isSigned)
        return arith::MinUIOp::create(b, loc, edge, most);
      return arith::MaxSIOp::create(
          b, loc, arith::MinSIOp::create(b, loc, edge, most), zero);
    };
    Value first = clamp(lower), last = clamp(bound);
    Value end = arith::SelectOp::create(
        b, loc, arith::CmpIOp::create(b, loc, P::ugt, last, first),
        arith::AddIOp::create(b, loc, last, constInt(b, loc, type, lanes - n)),
        zero);
    // Signed: both ends are small and not negative, and each message's part
    // then compares moved ends with one constant (shiftedComparison).
    auto type1 = VectorType::get({lanes}, type);
    Value lanesFrom = arith::CmpIOp::create(
        b, loc, P::sge, steps(b, loc, lanes),
        vector::BroadcastOp::create(b, loc, type1, first));
    Value lanesTo =
        arith::CmpIOp::create(b, loc, P::slt, steps(b, loc, lanes),
                              vector::BroadcastOp::create(b, loc, type1, end));
    return arith::AndIOp::create(b, loc, lanesFrom, lanesTo);
  }
};
} // namespace

/// `edge`, a comparison of the lane numbers with a broadcast bound (the
/// lanes below it), with `bound` in place of its bound.
static Value withBound(OpBuilder &b, Location loc, Value edge, Value bound,
                       int64_t lanes) {
  Value bounds = vector::BroadcastOp::create(
      b, loc, VectorType::get({lanes}, bound.getType()), bound);
  auto cmp = edge.getDefiningOp<arith::CmpIOp>();
  bool boundLeft = !matchPattern(cmp.getLhs(), m_Constant());
  return arith::CmpIOp::create(b, loc, cmp.getPredicate(),
                               boundLeft ? bounds : cmp.getLhs(),
                               boundLeft ? cmp.getRhs() : bounds);
}

/// The and of a lane range with `other` as one lane range, or null: with a
/// condition the whole thread shares (a bound of another dimension,
/// broadcast), the range with its upper bound 0 where the condition fails;
/// with a second upper bound (a chunk's and a buffer's), the range below
/// the lower of the two.
static Value foldIntoRange(OpBuilder &b, Location loc, Value mask,
                           Value other) {
  std::optional<LaneRange> range = LaneRange::match(mask);
  if (!range)
    return Value();
  Value bound;
  Type type = range->bound.getType();
  if (auto broadcast = other.getDefiningOp<vector::BroadcastOp>();
      broadcast && !isa<VectorType>(broadcast.getSourceType())) {
    bound = arith::SelectOp::create(b, loc, broadcast.getSource(), range->bound,
                                    constInt(b, loc, type, 0));
  } else if (std::optional<LaneEdge> edge = LaneEdge::match(other);
             edge && !edge->atOrAbove && edge->scale == range->scale &&
             edge->isSigned == range->isSigned &&
             edge->bound.getType() == type) {
    bound = range->isSigned
                ? arith::MinSIOp::create(b, loc, range->bound, edge->bound)
                      .getResult()
                : arith::MinUIOp::create(b, loc, range->bound, edge->bound)
                      .getResult();
  } else {
    return Value();
  }
  Value below = withBound(b, loc, range->below, bound, range->lanes);
  if (!range->atOrAbove)
    return below;
  return arith::AndIOp::create(b, loc, range->atOrAbove, below);
}

/// Lane masks and-ed into one lane range where they are one (foldIntoRange).
/// Each message's predicate is then the range's comparisons alone, which a
/// window widens and a chunk's whole messages decide, not the and of two
/// predicates or of a broadcast flag (that IGC moves through words).
static void foldLaneRanges(Operation *scope) {
  scope->walk([](arith::AndIOp both) {
    if (!isa<VectorType>(both.getType()))
      return;
    OpBuilder b(both);
    for (auto [first, second] : {std::pair(both.getLhs(), both.getRhs()),
                                 std::pair(both.getRhs(), both.getLhs())}) {
      if (Value range = foldIntoRange(b, both.getLoc(), second, first)) {
        both.replaceAllUsesWith(range);
        both.erase();
        return;
      }
    }
  });
}

/// A lane-range mask (the lane numbers compared with a broadcast bound, as
/// vector.create_mask lowers) that masks accesses of consecutive elements of
/// `s` bytes, compared as bytes instead: lane * s against bound * s. Its
/// 8- and 16-lane parts are then the constants the accesses' offsets add,
/// and IGC builds one constant vector for both, not two. Only where the
/// bound is known to be small enough for the product.
static void scaleLaneRangeMasks(Operation *scope) {
  using arith::CmpIPredicate;
  scope->walk([](arith::CmpIOp cmp) {
    std::optional<LaneRange> lanes = LaneRange::match(cmp.getResult());
    if (!lanes || lanes->scale != 1 || lanes->lower)
      return;
    // The element size of the consecutive accesses, if they agree on one.
    int64_t scale = 0;
    for (Operation *user : cmp->getUsers()) {
      int64_t bytes = 0;
      if (auto load = dyn_cast<vector::MaskedLoadOp>(user))
        bytes = elementBytes(load.getVectorType());
      else if (auto store = dyn_cast<vector::MaskedStoreOp>(user))
        bytes = elementBytes(store.getVectorType());
      else
        continue;
      if (scale && scale != bytes)
        return;
      scale = bytes;
    }
    constexpr int64_t kLimit = int64_t(1) << 24;
    Value bound = lanes->bound;
    ConstantIntRanges known = inferLocalRange(bound);
    bool isSigned = lanes->isSigned;
    if (scale < 2 || (isSigned ? known.smin().getSExtValue() < -kLimit ||
                                     known.smax().getSExtValue() > kLimit
                               : known.umax().getZExtValue() > kLimit))
      return;
    OpBuilder b(cmp);
    Location loc = cmp.getLoc();
    Type i32 = b.getI32Type();
    unsigned width = bound.getType().isIndex()
                         ? IndexType::kInternalStorageBitWidth
                         : bound.getType().getIntOrFloatBitWidth();
    if (bound.getType().isIndex())
      bound = arith::IndexCastOp::create(b, loc, i32, bound);
    else if (width > 32)
      bound = arith::TruncIOp::create(b, loc, i32, bound);
    else if (width < 32)
      bound = isSigned ? arith::ExtSIOp::create(b, loc, i32, bound).getResult()
                       : arith::ExtUIOp::create(b, loc, i32, bound).getResult();
    Value end =
        arith::MulIOp::create(b, loc, bound, constInt(b, loc, i32, scale));
    SmallVector<int64_t> steps;
    for (int64_t lane = 0; lane < lanes->lanes; ++lane)
      steps.push_back(lane * scale);
    Value scaled = arith::CmpIOp::create(
        b, loc, CmpIPredicate::slt, constVector(b, loc, i32, steps),
        vector::BroadcastOp::create(b, loc,
                                    VectorType::get({lanes->lanes}, i32), end));
    cmp.replaceAllUsesWith(scaled);
    cmp.erase();
  });
}

/// `indices` as a vector X plus a splat constant c (c = 0 when it is not
/// such a sum).
static std::pair<Value, int64_t> splitSplatOffset(Value indices) {
  // Through chains of them: upstream folds sums of scalar constants only,
  // and a lane's vector at X + k read a field at a time is (X + k) + i.
  int64_t sum = 0;
  for (;;) {
    auto add = indices.getDefiningOp<arith::AddIOp>();
    if (!add)
      return {indices, sum};
    SplatElementsAttr splat;
    if (matchPattern(add.getRhs(), m_Constant(&splat)))
      indices = add.getLhs();
    else if (matchPattern(add.getLhs(), m_Constant(&splat)))
      indices = add.getRhs();
    else
      return {indices, sum};
    sum += splat.getSplatValue<APInt>().getSExtValue();
  }
}

/// A gather's or scatter's lane indices as lanes X that several accesses
/// share plus a constant c of their own: X a value (indices X + c), or, for
/// constant indices (which the folders make of X + c when X is one), the
/// constant's lanes less its first lane, with c that first lane.
struct LaneOffsets {
  Value root;
  DenseIntElementsAttr pattern;
  int64_t c = 0;

  explicit LaneOffsets(Value indices) {
    DenseIntElementsAttr constant;
    if (!matchPattern(indices, m_Constant(&constant))) {
      std::tie(root, c) = splitSplatOffset(indices);
      return;
    }
    c = (*constant.getValues<APInt>().begin()).getSExtValue();
    pattern = cast<DenseIntElementsAttr>(
        constant.mapValues(constant.getElementType(), [&](const APInt &lane) {
          return lane - APInt(lane.getBitWidth(), c, /*isSigned=*/true);
        }));
  }

  /// Whether `other` has the same lanes X (its c may differ).
  bool sharesLanes(const LaneOffsets &other) const {
    return root == other.root && pattern == other.pattern;
  }

  /// Whether X is there before `op`: it is a value defined before it, or
  /// a constant (built where it is needed).
  bool isAvailableAt(Operation *op) const {
    Operation *def = root ? root.getDefiningOp() : nullptr;
    return !def || def->getBlock() != op->getBlock() ||
           def->isBeforeInBlock(op);
  }

  /// X + `at`, built at `b`'s insertion point.
  Value build(OpBuilder &b, Location loc, int64_t at) const {
    if (!root)
      return arith::ConstantOp::create(
          b, loc,
          cast<DenseIntElementsAttr>(pattern.mapValues(
              pattern.getElementType(), [&](const APInt &lane) {
                return lane + APInt(lane.getBitWidth(), at,
                                    /*isSigned=*/true);
              })));
    if (at == 0)
      return root;
    return arith::AddIOp::create(b, loc, root,
                                 constInt(b, loc, root.getType(), at));
  }
};

/// Whether the lanes' indices X + c that `indices` is serve only as
/// addresses (of gathers and scatters, of X or X plus a constant), all in
/// one message per 16 lanes (fields c within 4): only then is a constant
/// per lane cheaper than scaling X, which the lanes compute anyway or
/// which more messages share.
static bool addressedOnce(Value indices) {
  Value root = splitSplatOffset(indices).first;
  SmallVector<int64_t> fields;
  auto isAccess = [&](Operation *user, int64_t c) {
    if (!isa<vector::GatherOp, vector::ScatterOp>(user))
      return false;
    fields.push_back(c);
    return true;
  };
  bool onlyAddresses = llvm::all_of(root.getUsers(), [&](Operation *user) {
    if (isAccess(user, 0))
      return true;
    auto add = dyn_cast<arith::AddIOp>(user);
    if (!add)
      return false;
    int64_t c = splitSplatOffset(add.getResult()).second;
    return splitSplatOffset(add.getResult()).first == root &&
           llvm::all_of(add->getUsers(),
                        [&](Operation *next) { return isAccess(next, c); });
  });
  if (!onlyAddresses || fields.empty())
    return onlyAddresses;
  auto [low, high] = std::minmax_element(fields.begin(), fields.end());
  return *high - *low < 4;
}

/// The attribute that marks gathers and scatters whose offsets are split
/// into a shared scalar and a constant per lane (see addressedOnce), decided
/// before any access is rewritten.
static constexpr StringLiteral kSplitOffsets = "genx.split_offsets";

static void markSplitOffsets(Operation *scope) {
  scope->walk([](Operation *op) {
    if (auto gather = dyn_cast<vector::GatherOp>(op)) {
      if (addressedOnce(gather.getIndices()))
        op->setAttr(kSplitOffsets, UnitAttr::get(op->getContext()));
    } else if (auto scatter = dyn_cast<vector::ScatterOp>(op)) {
      if (addressedOnce(scatter.getIndices()))
        op->setAttr(kSplitOffsets, UnitAttr::get(op->getContext()));
    }
  });
}

/// Masked loads whose disabled lanes nobody reads get a poison pass-through:
/// a gather then leaves those lanes as they are, where a defined
/// pass-through costs a move per register for what is never read (the usual
/// shape of a bounds-checked kernel: masked loads, lane-wise math, a store
/// under the same mask).
static void dropUnobservedPassThrus(Operation *scope) {
  scope->walk([](Operation *op) {
    auto replace = [&](OpOperand &passthru, Value result, Value mask) {
      if (isPoison(passthru.get()) || !disabledLanesUnobserved(result, mask))
        return;
      OpBuilder b(op);
      passthru.set(
          ub::PoisonOp::create(b, op->getLoc(), passthru.get().getType()));
    };
    if (auto load = dyn_cast<vector::MaskedLoadOp>(op))
      replace(load.getPassThruMutable(), load.getResult(), load.getMask());
    else if (auto gather = dyn_cast<vector::GatherOp>(op))
      replace(gather.getPassThruMutable(), gather.getResult(),
              gather.getMask());
  });
}

/// The integer type of the same width as `elt` (i64 for index).
static Type bitsType(Type elt) {
  return IntegerType::get(elt.getContext(), 8 * elementBytes(elt));
}

/// Whether `elt` is a float type GenX computes nothing in.
static bool isStorageOnlyFloat(Type elt) {
  auto f = dyn_cast<FloatType>(elt);
  return f && !f.isF16() && !f.isF32() && !f.isF64();
}

/// `value` (a vector or a scalar) reinterpreted as a vector of `elt`.
static Value bitcastTo(OpBuilder &b, Location loc, Value value, Type elt) {
  auto type = dyn_cast<VectorType>(value.getType());
  if (!type)
    value = vector::BroadcastOp::create(
        b, loc, VectorType::get({1}, value.getType()), value);
  type = cast<VectorType>(value.getType());
  if (type.getElementType() == elt)
    return value;
  // Booleans are bytes of 0 or 1 in memory.
  if (type.getElementType().isInteger(1))
    return bitcastTo(
        b, loc,
        arith::ExtUIOp::create(b, loc, type.clone(b.getI8Type()), value), elt);
  if (elt.isInteger(1)) {
    Value bytes = bitcastTo(b, loc, value, b.getI8Type());
    return arith::TruncIOp::create(
        b, loc, cast<VectorType>(bytes.getType()).clone(elt), bytes);
  }
  // Index values are i64 in memory; they convert by value.
  if (type.getElementType().isIndex() || elt.isIndex())
    return arith::IndexCastOp::create(
        b, loc, VectorType::get(type.getShape(), elt), value);
  // Floats GenX only stores (bf16, f8 types) pass through integers of their
  // width with arith.bitcast, which folds with the bf16 expansions' casts.
  if (isStorageOnlyFloat(type.getElementType())) {
    value = arith::BitcastOp::create(
        b, loc, type.clone(bitsType(type.getElementType())), value);
    return bitcastTo(b, loc, value, elt);
  }
  if (isStorageOnlyFloat(elt)) {
    Value bits = bitcastTo(b, loc, value, bitsType(elt));
    return arith::BitcastOp::create(
        b, loc, cast<VectorType>(bits.getType()).clone(elt), bits);
  }
  int64_t bits = type.getNumElements() *
                 type.getElementType().getIntOrFloatBitWidth();
  auto target = VectorType::get({bits / elt.getIntOrFloatBitWidth()}, elt);
  return vector::BitCastOp::create(b, loc, target, value);
}

/// Elements [first, first + count) of a 1-D vector.
static Value slice(OpBuilder &b, Location loc, Value vec, int64_t first,
                   int64_t count) {
  if (first == 0 && cast<VectorType>(vec.getType()).getNumElements() == count)
    return vec;
  return vector::ExtractStridedSliceOp::create(b, loc, vec, first, count, 1);
}

static Value insertSlice(OpBuilder &b, Location loc, Value part, Value into,
                         int64_t first) {
  if (part.getType() == into.getType())
    return part;
  return vector::InsertStridedSliceOp::create(b, loc, part, into, first, 1);
}

//===----------------------------------------------------------------------===//
// Addresses
//===----------------------------------------------------------------------===//

namespace {
/// Which memory a memref lives in.
enum class Space { Global, Workgroup };

/// Where an access starts.
struct Address {
  Space space = Space::Global;
  /// The memref's aligned pointer, as index: convert-gpu-to-genx replaces it
  /// by the kernel argument (an SVM address or a binding-table index) or, in
  /// workgroup memory, by the buffer's offset in SLM.
  Value pointer;
  /// Bytes from the aligned pointer: index.
  Value byteOffset;
  /// A power of two known to divide the address.
  int64_t alignment = 1;
};
} // namespace

static std::optional<Space> getSpace(MemRefType type) {
  Attribute space = type.getMemorySpace();
  if (!space)
    return Space::Global;
  if (auto gpuSpace = dyn_cast<gpu::AddressSpaceAttr>(space)) {
    switch (gpuSpace.getValue()) {
    case gpu::AddressSpace::Global:
      return Space::Global;
    case gpu::AddressSpace::Workgroup:
      return Space::Workgroup;
    case gpu::AddressSpace::Private:
      return std::nullopt;
    }
  }
  if (auto intSpace = dyn_cast<IntegerAttr>(space)) {
    if (intSpace.getInt() == 1)
      return Space::Global;
    if (intSpace.getInt() == 3)
      return Space::Workgroup;
  }
  return std::nullopt;
}

/// Whether accesses to `type` can be addressed: a memory GenX reaches, a
/// strided layout, element types GenX moves.
static bool isAddressable(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  Type elt = type.getElementType();
  return getSpace(type) && (elt.isIntOrFloat() || elt.isIndex()) &&
         llvm::is_contained({1, 2, 4, 8}, elementBytes(elt)) &&
         succeeded(type.getStridesAndOffset(strides, offset));
}

/// The memref whose buffer `memref` views with the same aligned pointer
/// (through casts, subviews, reinterpret casts, reshapes and transposes,
/// whose offsets the address counts): a kernel argument's is its surface
/// or base address.
static Value viewedBuffer(Value memref) {
  while (Operation *view = memref.getDefiningOp()) {
    if (!isa<memref::CastOp, memref::SubViewOp, memref::ReinterpretCastOp,
             memref::ExpandShapeOp, memref::CollapseShapeOp,
             memref::TransposeOp>(view))
      break;
    memref = cast<ViewLikeOpInterface>(view).getViewSource();
  }
  return memref;
}

/// `v` as a base plus a constant: (v, 0) when it is no such sum, (null, c)
/// for a constant c.
static std::pair<Value, int64_t> splitConstantOffset(Value v) {
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return {Value(), c.getSExtValue()};
  if (auto add = v.getDefiningOp<arith::AddIOp>()) {
    if (matchPattern(add.getRhs(), m_ConstantInt(&c)))
      return {add.getLhs(), c.getSExtValue()};
    if (matchPattern(add.getLhs(), m_ConstantInt(&c)))
      return {add.getRhs(), c.getSExtValue()};
  }
  if (auto sub = v.getDefiningOp<arith::SubIOp>())
    if (matchPattern(sub.getRhs(), m_ConstantInt(&c)))
      return {sub.getLhs(), -c.getSExtValue()};
  return {v, 0};
}

/// `index * stride`, as `base * stride + c * stride` where `index` is `base`
/// plus or minus a constant c: the rows next to a row (a stencil's y - 1,
/// y + 1) then share its product, which costs two instructions when the
/// stride is dynamic, and add the stride.
static Value scaledIndex(OpBuilder &b, Location loc, Value index,
                         Value stride) {
  auto [base, c] = splitConstantOffset(index);
  if (!base || c == 0 || matchPattern(base, m_Constant()))
    return arith::MulIOp::create(b, loc, index, stride);
  Value product = arith::MulIOp::create(b, loc, base, stride);
  Value step =
      arith::MulIOp::create(b, loc, constIndex(b, loc, std::abs(c)), stride);
  if (c < 0)
    return arith::SubIOp::create(b, loc, product, step);
  return arith::AddIOp::create(b, loc, product, step);
}

/// The address of element `indices` of `memref`. Static strides and offsets
/// come from the type, dynamic ones from the memref's metadata (which
/// convert-gpu-to-genx maps to kernel arguments).
static Address getAddress(OpBuilder &b, Location loc, Value memref,
                          ValueRange indices, int64_t bufferAlignment) {
  auto type = cast<MemRefType>(memref.getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  (void)type.getStridesAndOffset(strides, offset);
  int64_t eltBytes = elementBytes(type);
  memref::ExtractStridedMetadataOp metadata;
  auto getMetadata = [&]() {
    if (!metadata)
      metadata = memref::ExtractStridedMetadataOp::create(b, loc, memref);
    return metadata;
  };

  Value linear;
  int64_t divisor;
  if (ShapedType::isDynamic(offset)) {
    linear = getMetadata().getOffset();
    divisor = 1;
  } else {
    linear = constIndex(b, loc, offset);
    divisor = knownPowerOfTwoDivisor(linear);
  }
  for (auto [dim, index] : llvm::enumerate(indices)) {
    int64_t stride = strides[dim];
    Value strideValue = ShapedType::isDynamic(stride)
                            ? getMetadata().getStrides()[dim]
                            : constIndex(b, loc, stride);
    Value term = stride == 1 ? index : scaledIndex(b, loc, index, strideValue);
    divisor = std::min(divisor, ShapedType::isDynamic(stride)
                                    ? knownPowerOfTwoDivisor(index)
                                    : knownPowerOfTwoDivisor(term));
    linear = arith::AddIOp::create(b, loc, linear, term);
  }
  Address address;
  address.space = *getSpace(type);
  address.pointer = memref::ExtractAlignedPointerAsIndexOp::create(
      b, loc, viewedBuffer(memref));
  address.byteOffset =
      eltBytes == 1
          ? linear
          : arith::MulIOp::create(b, loc, linear, constIndex(b, loc, eltBytes))
                .getResult();
  address.alignment =
      std::min<int64_t>(bufferAlignment, std::min<int64_t>(4096, divisor) *
                                             eltBytes);
  return address;
}

//===----------------------------------------------------------------------===//
// Messages
//===----------------------------------------------------------------------===//

/// One lane of an atomic message: the predicate, the operand vectors and
/// the old-value vector of one element.
struct AtomicLane {
  Value pred, src, passthru;
  VectorType type;

  AtomicLane(OpBuilder &b, Location loc, Value value) {
    type = VectorType::get({1}, value.getType());
    pred = constMask(b, loc, {true});
    src = vector::BroadcastOp::create(b, loc, type, value);
    passthru = ub::PoisonOp::create(b, loc, type);
  }
  Value lane(OpBuilder &b, Location loc, Value vec) const {
    return vector::ExtractOp::create(b, loc, vec, ArrayRef<int64_t>{0});
  }
};

namespace {
/// The messages of one kind of memory. Offsets are in bytes from the
/// memory's base; gathers and scatters take 8 or 16 lanes.
class Messages {
public:
  virtual ~Messages() = default;

  /// Whether a block message moves `bytes` at this alignment.
  virtual bool hasBlockLoad(int64_t bytes, int64_t alignment) const = 0;
  virtual bool hasBlockStore(int64_t bytes, int64_t alignment) const = 0;
  /// Loads `bytes` bytes as a vector of i32 (or i8 for fewer than 4).
  virtual Value blockLoad(OpBuilder &b, Location loc, Value base, Value offset,
                          int64_t bytes, int64_t alignment) const = 0;
  virtual void blockStore(OpBuilder &b, Location loc, Value base, Value offset,
                          Value data, int64_t alignment) const = 0;
  /// Reads one element of `eltBytes` per enabled lane at `offsets`
  /// (vector<Nxindex>), as a vector<Nxi{8*eltBytes}>; disabled lanes are
  /// undefined.
  virtual Value gather(OpBuilder &b, Location loc, Value base, Value offsets,
                       Value pred, int64_t eltBytes) const = 0;
  virtual void scatter(OpBuilder &b, Location loc, Value base, Value offsets,
                       Value pred, Value data) const = 0;
  /// Reads `channels` (1 to 4) consecutive dwords per enabled lane at
  /// `offsets` plus the lanes' shared `shift` (index bytes), as a
  /// vector<channels*Nxi32> laid out channel by channel (every lane's first
  /// dword, then every lane's second...).
  virtual Value gatherChannels(OpBuilder &b, Location loc, Value base,
                               Value shift, Value offsets, Value pred,
                               int64_t channels) const = 0;
  /// Writes consecutive dwords per enabled lane at `offsets` from `data`
  /// (vector<channels*Nxi32>, channel by channel as gatherChannels reads).
  virtual void scatterChannels(OpBuilder &b, Location loc, Value base,
                               Value offsets, Value pred, Value data,
                               int64_t channels) const = 0;
  /// Whether the memory has an atomic message for `kind` on `type`.
  virtual bool hasAtomic(arith::AtomicRMWKind kind, Type type) const = 0;
  /// The atomic update `kind` of each enabled lane's element at `offsets`
  /// (bytes, as gather takes them) with the lane's element of `values`,
  /// returning the lanes' old values (undefined in disabled lanes); lanes
  /// of one address update it one after another. Only for what hasAtomic
  /// accepts.
  virtual Value atomicLanes(OpBuilder &b, Location loc, Value base,
                            Value offsets, Value pred,
                            arith::AtomicRMWKind kind, Value values) const = 0;
  /// The atomic update `kind` of the element at `offset` with `value`,
  /// returning the element's old value; null if the memory has no such
  /// message for this type.
  Value atomic(OpBuilder &b, Location loc, Value base, Value offset,
               arith::AtomicRMWKind kind, Value value) const {
    if (!hasAtomic(kind, value.getType()))
      return Value();
    auto one = [&](Value scalar) -> Value {
      return vector::BroadcastOp::create(
          b, loc, VectorType::get({1}, scalar.getType()), scalar);
    };
    Value old = atomicLanes(b, loc, base, one(offset),
                            constMask(b, loc, {true}), kind, one(value));
    return vector::ExtractOp::create(b, loc, old, ArrayRef<int64_t>{0});
  }
  /// Compare-and-swap: the element becomes `desired` where it equals
  /// `expected` (integers of 32 or 64 bits); returns the old value, or
  /// null if the memory has no such message for this type.
  Value compareExchange(OpBuilder &b, Location loc, Value base, Value offset,
                        Value expected, Value desired) const {
    if (!hasCompareExchange(desired.getType().getIntOrFloatBitWidth()))
      return Value();
    AtomicLane lane(b, loc, desired);
    Value offsets = vector::BroadcastOp::create(
        b, loc, VectorType::get({1}, offset.getType()), offset);
    Value compare = vector::BroadcastOp::create(b, loc, lane.type, expected);
    return lane.lane(b, loc,
                     compareExchangeLanes(b, loc, base, offsets, lane.pred,
                                          compare, lane.src));
  }
  /// Compare-and-swap of each enabled lane's element at `offsets` (bytes,
  /// as gather takes them): it becomes the lane's `desired` where it equals
  /// the lane's `expected` (integers of a width hasCompareExchange takes);
  /// returns the lanes' old values, and `expected` in lanes `pred`
  /// disables. Lanes of one address go one after another, so of lanes that
  /// expect the same value one succeeds.
  virtual Value compareExchangeLanes(OpBuilder &b, Location loc, Value base,
                                     Value offsets, Value pred, Value expected,
                                     Value desired) const = 0;
  /// Whether compareExchange has a message for elements of `bits`.
  virtual bool hasCompareExchange(unsigned bits) const { return true; }

protected:
  /// The gather4/scatter4 mask of the first `channels` channels.
  static RGBAChannelMask firstChannels(int64_t channels) {
    return static_cast<RGBAChannelMask>((1 << channels) - 1);
  }
  /// The low `eltBytes` bytes of each dword of `words` (vector<Nxi32>), as
  /// vector<Nxi{8*eltBytes}>.
  static Value lowBytes(OpBuilder &b, Location loc, Value words,
                        int64_t eltBytes) {
    if (eltBytes == 4)
      return words;
    auto type = VectorType::get({getNumElements(words.getType())},
                                b.getIntegerType(8 * eltBytes));
    return arith::TruncIOp::create(b, loc, type, words);
  }
  /// `data` (vector<Nxi8|i16>) zero-extended to one dword per lane.
  static Value widenToWords(OpBuilder &b, Location loc, Value data) {
    auto type = VectorType::get({getNumElements(data.getType())},
                                b.getI32Type());
    if (elementBytes(data.getType()) == 4)
      return data;
    return arith::ExtUIOp::create(b, loc, type, data);
  }
};

/// The position of the message for `kind` on `type` elements in the op
/// lists of AtomicFamily (add, sub, min, max, imin, imax, xchg, and, or,
/// xor, fmin, fmax), or -1 when the memory messages have none.
static int getAtomicIndex(arith::AtomicRMWKind kind, Type type) {
  using K = arith::AtomicRMWKind;
  if (isa<FloatType>(type)) {
    if (!type.isF32())
      return -1;
    return kind == K::minnumf ? 10 : kind == K::maxnumf ? 11 : -1;
  }
  switch (kind) {
  case K::addi:
    return 0;
  case K::minu:
    return 2;
  case K::maxu:
    return 3;
  case K::mins:
    return 4;
  case K::maxs:
    return 5;
  case K::assign:
    return 6;
  case K::andi:
    return 7;
  case K::ori:
    return 8;
  case K::xori:
    return 9;
  default:
    return -1;
  }
}

template <typename T> struct OpTag {
  using type = T;
};

/// The atomic ops of one memory, in the order getAtomicIndex numbers them.
template <typename... Ops> struct AtomicFamily {
  /// Builds the op at `index` with `build(OpTag<Op>)`, or returns null.
  template <typename Build> static Value build(int index, Build &&build) {
    Value result;
    int position = 0;
    (void)std::initializer_list<int>{
        (position++ == index ? (result = build(OpTag<Ops>()), 0) : 0)...};
    return result;
  }
};

using SVMAtomics =
    AtomicFamily<SvmAtomicAddOp, SvmAtomicSubOp, SvmAtomicMinOp,
                 SvmAtomicMaxOp, SvmAtomicIminOp, SvmAtomicImaxOp,
                 SvmAtomicXchgOp, SvmAtomicAndOp, SvmAtomicOrOp,
                 SvmAtomicXorOp, SvmAtomicFminOp, SvmAtomicFmaxOp>;
using DwordAtomics =
    AtomicFamily<DwordAtomicAddOp, DwordAtomicSubOp, DwordAtomicMinOp,
                 DwordAtomicMaxOp, DwordAtomicIminOp, DwordAtomicImaxOp,
                 DwordAtomicXchgOp, DwordAtomicAndOp, DwordAtomicOrOp,
                 DwordAtomicXorOp, DwordAtomicFminOp, DwordAtomicFmaxOp>;

/// Shared virtual memory: 64-bit addresses (A64 messages).
class SVMMessages : public Messages {
public:
  bool hasBlockLoad(int64_t bytes, int64_t alignment) const override {
    return llvm::is_contained({16, 32, 64, 128}, bytes) && alignment >= 4;
  }
  bool hasBlockStore(int64_t bytes, int64_t alignment) const override {
    return llvm::is_contained({16, 32, 64, 128}, bytes) && alignment >= 16;
  }
  Value blockLoad(OpBuilder &b, Location loc, Value base, Value offset,
                  int64_t bytes, int64_t alignment) const override {
    auto type = VectorType::get({bytes / 4}, b.getI32Type());
    Value address = addressOf(b, loc, base, offset);
    if (alignment >= 16)
      return SVMBlockLdOp::create(b, loc, type, address);
    return SvmBlockLdUnalignedOp::create(b, loc, type, address);
  }
  void blockStore(OpBuilder &b, Location loc, Value base, Value offset,
                  Value data, int64_t alignment) const override {
    SVMBlockStOp::create(b, loc, addressOf(b, loc, base, offset), data);
  }
  Value gather(OpBuilder &b, Location loc, Value base, Value offsets,
               Value pred, int64_t eltBytes) const override {
    int64_t lanes = getNumElements(offsets.getType());
    Value addresses = laneAddresses(b, loc, base, offsets);
    if (eltBytes >= 4) {
      auto type = VectorType::get({lanes}, b.getIntegerType(8 * eltBytes));
      Value old = ub::PoisonOp::create(b, loc, type);
      return SvmGatherOp::create(b, loc, type, pred, /*log2_num_blocks=*/0,
                                 addresses, old);
    }
    // One or two one-byte blocks, in the low bytes of a dword per lane.
    auto bytesType = VectorType::get({lanes * 4}, b.getI8Type());
    Value old = ub::PoisonOp::create(b, loc, bytesType);
    Value bytes = SvmGatherOp::create(b, loc, bytesType, pred,
                                      /*log2_num_blocks=*/eltBytes / 2,
                                      addresses, old);
    return lowBytes(b, loc, bitcastTo(b, loc, bytes, b.getI32Type()),
                    eltBytes);
  }
  Value gatherChannels(OpBuilder &b, Location loc, Value base, Value shift,
                       Value offsets, Value pred,
                       int64_t channels) const override {
    int64_t lanes = getNumElements(offsets.getType());
    auto type = VectorType::get({channels * lanes}, b.getI32Type());
    auto offsetsType = VectorType::get({lanes}, b.getI64Type());
    return SvmGather4ScaledOp::create(
        b, loc, type, pred, firstChannels(channels), /*scale=*/0,
        arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                   arith::AddIOp::create(b, loc, base, shift)),
        arith::IndexCastOp::create(b, loc, offsetsType, offsets),
        ub::PoisonOp::create(b, loc, type));
  }
  void scatterChannels(OpBuilder &b, Location loc, Value base, Value offsets,
                       Value pred, Value data,
                       int64_t channels) const override {
    int64_t lanes = getNumElements(offsets.getType());
    auto offsetsType = VectorType::get({lanes}, b.getI64Type());
    SvmScatter4ScaledOp::create(
        b, loc, pred, firstChannels(channels), /*scale=*/0,
        arith::IndexCastOp::create(b, loc, b.getI64Type(), base),
        arith::IndexCastOp::create(b, loc, offsetsType, offsets), data);
  }
  void scatter(OpBuilder &b, Location loc, Value base, Value offsets,
               Value pred, Value data) const override {
    int64_t eltBytes = elementBytes(data.getType());
    Value addresses = laneAddresses(b, loc, base, offsets);
    if (eltBytes >= 4) {
      SvmScatterOp::create(b, loc, pred, /*log2_num_blocks=*/0, addresses,
                           data);
      return;
    }
    Value bytes = bitcastTo(b, loc, widenToWords(b, loc, data), b.getI8Type());
    SvmScatterOp::create(b, loc, pred, /*log2_num_blocks=*/eltBytes / 2,
                         addresses, bytes);
  }

  bool hasAtomic(arith::AtomicRMWKind kind, Type type) const override {
    return (type.isInteger(32) || type.isInteger(64) || type.isF32()) &&
           getAtomicIndex(kind, type) >= 0;
  }

  Value atomicLanes(OpBuilder &b, Location loc, Value base, Value offsets,
                    Value pred, arith::AtomicRMWKind kind,
                    Value values) const override {
    Type type = values.getType();
    Value addresses = laneAddresses(b, loc, base, offsets);
    Value passthru = ub::PoisonOp::create(b, loc, type);
    return SVMAtomics::build(
        getAtomicIndex(kind, getElementTypeOrSelf(type)), [&](auto tag) {
          using OpT = typename decltype(tag)::type;
          return OpT::create(b, loc, type, pred, addresses, values, passthru);
        });
  }

  Value compareExchangeLanes(OpBuilder &b, Location loc, Value base,
                             Value offsets, Value pred, Value expected,
                             Value desired) const override {
    Type type = desired.getType();
    return SvmAtomicCmpxchgOp::create(b, loc, type, pred,
                                      laneAddresses(b, loc, base, offsets),
                                      desired, expected, expected);
  }

private:
  static Value addressOf(OpBuilder &b, Location loc, Value base,
                         Value offset) {
    Value base64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), base);
    Value offset64 =
        arith::IndexCastOp::create(b, loc, b.getI64Type(), offset);
    return arith::AddIOp::create(b, loc, base64, offset64);
  }
  static Value laneAddresses(OpBuilder &b, Location loc, Value base,
                             Value offsets) {
    auto type =
        VectorType::get({getNumElements(offsets.getType())}, b.getI64Type());
    Value base64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), base);
    Value bases = vector::BroadcastOp::create(b, loc, type, base64);
    Value offsets64 = arith::IndexCastOp::create(b, loc, type, offsets);
    return arith::AddIOp::create(b, loc, bases, offsets64);
  }
};

/// A binding-table surface (global memory passed as a buffer, or shared
/// local memory, index 254): 32-bit byte offsets.
class SurfaceMessages : public Messages {
public:
  explicit SurfaceMessages(bool isSLM) : isSLM(isSLM) {}

  bool hasBlockLoad(int64_t bytes, int64_t alignment) const override {
    // SLM has only the aligned oword block read.
    return llvm::is_contained({16, 32, 64, 128}, bytes) &&
           alignment >= (isSLM ? 16 : 4);
  }
  bool hasBlockStore(int64_t bytes, int64_t alignment) const override {
    return llvm::is_contained({16, 32, 64, 128}, bytes) && alignment >= 16;
  }
  Value blockLoad(OpBuilder &b, Location loc, Value base, Value offset,
                  int64_t bytes, int64_t alignment) const override {
    auto type = VectorType::get({bytes / 4}, b.getI32Type());
    Value surface = surfaceOf(b, loc, base);
    if (alignment >= 16)
      return OWordLdOp::create(b, loc, type, /*is_modified=*/0, surface,
                               owords(b, loc, base, offset));
    return OwordLdUnalignedOp::create(b, loc, type, /*is_modified=*/0,
                                      surface, bytesFrom(b, loc, base, offset));
  }
  void blockStore(OpBuilder &b, Location loc, Value base, Value offset,
                  Value data, int64_t alignment) const override {
    OWordStOp::create(b, loc, surfaceOf(b, loc, base),
                      owords(b, loc, base, offset), data);
  }
  Value gather(OpBuilder &b, Location loc, Value base, Value offsets,
               Value pred, int64_t eltBytes) const override {
    int64_t lanes = getNumElements(offsets.getType());
    Value laneOffsets = laneOffsets32(b, loc, offsets);
    Value global = bytesFrom(b, loc, base, constIndex(b, loc, 0));
    if (eltBytes == 8) {
      // Two dword channels per lane, channel by channel.
      auto type = VectorType::get({2 * lanes}, b.getI32Type());
      Value old = ub::PoisonOp::create(b, loc, type);
      Value channels = Gather4ScaledOp::create(
          b, loc, type, pred, RGBAChannelMask::mask_rg, /*scale=*/0,
          surfaceOf(b, loc, base), global, laneOffsets, old);
      // Channel by channel (all low dwords, then all high ones) to lane by
      // lane.
      SmallVector<int64_t> order;
      for (int64_t i = 0; i < lanes; ++i)
        order.append({i, lanes + i});
      Value interleaved =
          vector::ShuffleOp::create(b, loc, channels, channels, order);
      return bitcastTo(b, loc, interleaved, b.getI64Type());
    }
    auto type = VectorType::get({lanes}, b.getI32Type());
    Value old = ub::PoisonOp::create(b, loc, type);
    Value words = GatherScaledOp::create(
        b, loc, type, pred, /*log2_num_blocks=*/llvm::Log2_64(eltBytes),
        /*scale=*/0, surfaceOf(b, loc, base), global, laneOffsets, old);
    return lowBytes(b, loc, words, eltBytes);
  }
  Value gatherChannels(OpBuilder &b, Location loc, Value base, Value shift,
                       Value offsets, Value pred,
                       int64_t channels) const override {
    int64_t lanes = getNumElements(offsets.getType());
    auto type = VectorType::get({channels * lanes}, b.getI32Type());
    return Gather4ScaledOp::create(
        b, loc, type, pred, firstChannels(channels), /*scale=*/0,
        surfaceOf(b, loc, base), bytesFrom(b, loc, base, shift),
        laneOffsets32(b, loc, offsets), ub::PoisonOp::create(b, loc, type));
  }
  void scatterChannels(OpBuilder &b, Location loc, Value base, Value offsets,
                       Value pred, Value data,
                       int64_t channels) const override {
    Scatter4ScaledOp::create(b, loc, pred, firstChannels(channels),
                             /*scale=*/0, surfaceOf(b, loc, base),
                             bytesFrom(b, loc, base, constIndex(b, loc, 0)),
                             laneOffsets32(b, loc, offsets), data);
  }
  void scatter(OpBuilder &b, Location loc, Value base, Value offsets,
               Value pred, Value data) const override {
    int64_t eltBytes = elementBytes(data.getType());
    int64_t lanes = getNumElements(data.getType());
    Value laneOffsets = laneOffsets32(b, loc, offsets);
    Value global = bytesFrom(b, loc, base, constIndex(b, loc, 0));
    if (eltBytes == 8) {
      // Lane by lane to channel by channel.
      Value words = bitcastTo(b, loc, data, b.getI32Type());
      SmallVector<int64_t> order;
      for (int64_t channel = 0; channel < 2; ++channel)
        for (int64_t i = 0; i < lanes; ++i)
          order.push_back(2 * i + channel);
      Value channels = vector::ShuffleOp::create(b, loc, words, words, order);
      Scatter4ScaledOp::create(b, loc, pred, RGBAChannelMask::mask_rg, /*scale=*/0,
                               surfaceOf(b, loc, base), global, laneOffsets,
                               channels);
      return;
    }
    ScatterScaledOp::create(b, loc, pred,
                            /*log2_num_blocks=*/llvm::Log2_64(eltBytes),
                            /*scale=*/0, surfaceOf(b, loc, base), global,
                            laneOffsets, widenToWords(b, loc, data));
  }

  bool hasAtomic(arith::AtomicRMWKind kind, Type type) const override {
    return (type.isInteger(32) || type.isF32()) &&
           getAtomicIndex(kind, type) >= 0;
  }

  Value atomicLanes(OpBuilder &b, Location loc, Value base, Value offsets,
                    Value pred, arith::AtomicRMWKind kind,
                    Value values) const override {
    Type type = values.getType();
    Value laneBytes = surfaceLaneBytes(b, loc, base, offsets);
    Value surface = surfaceOf(b, loc, base);
    Value passthru = ub::PoisonOp::create(b, loc, type);
    return DwordAtomics::build(
        getAtomicIndex(kind, getElementTypeOrSelf(type)), [&](auto tag) {
          using OpT = typename decltype(tag)::type;
          return OpT::create(b, loc, type, pred, surface, laneBytes, values,
                             passthru);
        });
  }

  /// The lanes' byte offsets in the surface: in SLM from its start (the
  /// buffer's offset added).
  Value surfaceLaneBytes(OpBuilder &b, Location loc, Value base,
                         Value offsets) const {
    Value laneBytes = laneOffsets32(b, loc, offsets);
    if (!isSLM)
      return laneBytes;
    return arith::AddIOp::create(
        b, loc, laneBytes,
        vector::BroadcastOp::create(
            b, loc, laneBytes.getType(),
            bytesFrom(b, loc, base, constIndex(b, loc, 0))));
  }

  bool hasCompareExchange(unsigned bits) const override { return bits == 32; }

  Value compareExchangeLanes(OpBuilder &b, Location loc, Value base,
                             Value offsets, Value pred, Value expected,
                             Value desired) const override {
    Type type = desired.getType();
    return DwordAtomicCmpxchgOp::create(
        b, loc, type, pred, surfaceOf(b, loc, base),
        surfaceLaneBytes(b, loc, base, offsets), desired, expected, expected);
  }

private:
  /// The binding-table index: SLM's, or the buffer's (the aligned pointer
  /// of a buffer argument).
  Value surfaceOf(OpBuilder &b, Location loc, Value base) const {
    if (isSLM)
      return constInt(b, loc, b.getI32Type(), kSLMSurface);
    return arith::IndexCastOp::create(b, loc, b.getI32Type(), base);
  }
  /// Bytes from the surface start: in SLM the buffer's offset plus the
  /// access's; in a buffer the access's.
  Value bytesFrom(OpBuilder &b, Location loc, Value base, Value offset) const {
    Value total = isSLM ? arith::AddIOp::create(b, loc, base, offset).getResult()
                        : offset;
    return arith::IndexCastOp::create(b, loc, b.getI32Type(), total);
  }
  Value owords(OpBuilder &b, Location loc, Value base, Value offset) const {
    Value bytes = bytesFrom(b, loc, base, offset);
    return arith::ShRUIOp::create(b, loc, bytes,
                                  constInt(b, loc, b.getI32Type(), 4));
  }
  static Value laneOffsets32(OpBuilder &b, Location loc, Value offsets) {
    auto type =
        VectorType::get({getNumElements(offsets.getType())}, b.getI32Type());
    return arith::IndexCastOp::create(b, loc, type, offsets);
  }

  bool isSLM;
};
} // namespace

//===----------------------------------------------------------------------===//
// Planning
//===----------------------------------------------------------------------===//

namespace {
/// Cuts accesses into messages.
class Planner {
public:
  Planner(const Messages &messages, OpBuilder &b, Location loc)
      : messages(messages), b(b), loc(loc) {}

  /// Whether lane offsets are built as a shared scalar plus a constant per
  /// lane where they are one (markSplitOffsets).
  bool splitOffsets = false;

  /// Loads `type` at `address`; lanes `mask` disables (if any) take
  /// `passthru`.
  Value load(const Address &address, VectorType type, Value mask,
             Value passthru) {
    if (std::optional<Dwords> words = asDwords(address, type, mask)) {
      Value wordsPassthru =
          passthru && !isPoison(passthru)
              ? vector::BitCastOp::create(b, loc, words->type, passthru)
                    .getResult()
              : Value();
      Value loaded = load(address, words->type, words->mask, wordsPassthru);
      return vector::BitCastOp::create(b, loc, type, loaded);
    }
    int64_t n = type.getNumElements(), eltBytes = elementBytes(type);
    Type bits = bitsType(type.getElementType());
    Value result = passthru ? bitcastTo(b, loc, passthru, bits)
                            : ub::PoisonOp::create(
                                  b, loc, VectorType::get({n}, bits))
                                  .getResult();
    int64_t first = 0;
    while (first < n) {
      int64_t offsetBytes = first * eltBytes;
      int64_t alignment = alignmentAt(address.alignment, offsetBytes);
      int64_t block = mask ? 0 : blockBytes((n - first) * eltBytes, alignment,
                                            /*isStore=*/false);
      if (block) {
        Value words = messages.blockLoad(
            b, loc, address.pointer, offsetOf(address, offsetBytes), block,
            alignment);
        result = insertSlice(b, loc, bitcastTo(b, loc, words, bits), result,
                             first);
        first += block / eltBytes;
        continue;
      }
      int64_t count = std::min<int64_t>(16, n - first);
      int64_t lanes = count > 8 ? 16 : 8;
      Value pred = lanePredicate(mask, first, count, lanes);
      if (isNever(pred)) {
        result = zerosUnread(result, passthru, first, count);
        first += count;
        continue;
      }
      Value offsets =
          contiguousOffsets(address, offsetBytes, eltBytes, count, lanes);
      Value loaded = messages.gather(b, loc, address.pointer, offsets, pred,
                                     eltBytes);
      if (mask && passthru && !isPoison(passthru))
        loaded = keepDisabled(pred, loaded, result, first, count, lanes);
      result = insertSlice(b, loc, slice(b, loc, loaded, 0, count), result,
                           first);
      first += count;
    }
    return bitcastTo(b, loc, result, type.getElementType());
  }

  /// Stores `value` at `address`, in the lanes `mask` enables (all if none).
  void store(const Address &address, Value value, Value mask) {
    auto type = cast<VectorType>(value.getType());
    if (std::optional<Dwords> words = asDwords(address, type, mask))
      return store(address,
                   vector::BitCastOp::create(b, loc, words->type, value),
                   words->mask);
    int64_t n = type.getNumElements(), eltBytes = elementBytes(type);
    Value data = bitcastTo(b, loc, value, bitsType(type.getElementType()));
    int64_t first = 0;
    while (first < n) {
      int64_t offsetBytes = first * eltBytes;
      int64_t alignment = alignmentAt(address.alignment, offsetBytes);
      int64_t block = mask ? 0 : blockBytes((n - first) * eltBytes, alignment,
                                            /*isStore=*/true);
      if (block) {
        Value part = slice(b, loc, data, first, block / eltBytes);
        messages.blockStore(b, loc, address.pointer,
                            offsetOf(address, offsetBytes),
                            bitcastTo(b, loc, part, b.getI32Type()), alignment);
        first += block / eltBytes;
        continue;
      }
      int64_t count = std::min<int64_t>(16, n - first);
      int64_t lanes = count > 8 ? 16 : 8;
      Value pred = lanePredicate(mask, first, count, lanes);
      if (isNever(pred)) {
        first += count;
        continue;
      }
      Value offsets =
          contiguousOffsets(address, offsetBytes, eltBytes, count, lanes);
      messages.scatter(b, loc, address.pointer, offsets, pred,
                       padded(slice(b, loc, data, first, count), lanes));
      first += count;
    }
  }

  /// Loads element `indices[i]` (relative to `address`, vector of index) of
  /// each lane the mask enables; the others take `passthru`.
  Value gather(const Address &address, Value indices, VectorType type,
               Value mask, Value passthru) {
    int64_t n = type.getNumElements(), eltBytes = elementBytes(type);
    Type bits = bitsType(type.getElementType());
    Value result = bitcastTo(b, loc, passthru, bits);
    forEachMessage(
        address, indices, mask, n, eltBytes,
        [&](const Lanes &m) {
          Value loaded = messages.gather(b, loc, address.pointer, m.offsets,
                                         m.pred, eltBytes);
          if (!isPoison(passthru))
            loaded =
                keepDisabled(m.pred, loaded, result, m.first, m.count, m.lanes);
          result = insertSlice(b, loc, slice(b, loc, loaded, 0, m.count),
                               result, m.first);
        },
        [&](int64_t first, int64_t count) {
          result = zerosUnread(result, passthru, first, count);
        });
    return bitcastTo(b, loc, result, type.getElementType());
  }

  /// Loads, for each lane the mask enables, the `passthrus.size()` (1 to 4)
  /// consecutive dword elements from element `indices[i]` + `shift`
  /// (relative to `address`) with one gather of channels per 16 lanes:
  /// result j holds element indices[i] + shift + j, or passthrus[j] in
  /// disabled lanes. The shift goes to the message's scalar offset, so the
  /// runs of fields of one record share their lanes' offsets. `indexBytes`
  /// is what an index (and the shift) counts: 2 for the dwords of a record
  /// of halves.
  SmallVector<Value> gatherChannels(const Address &address, Value indices,
                                    int64_t shift, VectorType type, Value mask,
                                    ArrayRef<Value> passthrus,
                                    int64_t indexBytes = 4) {
    int64_t n = type.getNumElements();
    auto channels = static_cast<int64_t>(passthrus.size());
    Type bits = bitsType(type.getElementType());
    SmallVector<Value> results;
    for (Value passthru : passthrus)
      results.push_back(bitcastTo(b, loc, passthru, bits));
    forEachMessage(
        address, indices, mask, n, indexBytes,
        [&](const Lanes &m) {
          Value loaded = messages.gatherChannels(
              b, loc, address.pointer, constIndex(b, loc, shift * indexBytes),
              m.offsets, m.pred, channels);
          for (int64_t j = 0; j < channels; ++j) {
            Value part = bitcastTo(
                b, loc, slice(b, loc, loaded, j * m.lanes, m.lanes), bits);
            if (!isPoison(passthrus[j]))
              part = keepDisabled(m.pred, part, results[j], m.first, m.count,
                                  m.lanes);
            results[j] = insertSlice(b, loc, slice(b, loc, part, 0, m.count),
                                     results[j], m.first);
          }
        },
        [&](int64_t first, int64_t count) {
          for (auto [result, passthru] : llvm::zip(results, passthrus))
            result = zerosUnread(result, passthru, first, count);
        });
    for (Value &result : results)
      result = bitcastTo(b, loc, result, type.getElementType());
    return results;
  }

  /// Stores `values` (1 to 4 vectors of dwords) at dwords `indices[i]`,
  /// `indices[i]` + 1... of each lane the mask enables, one scatter of
  /// channels per 16 lanes; an index counts `indexBytes` (as in
  /// gatherChannels).
  void scatterChannels(const Address &address, Value indices,
                       ArrayRef<Value> values, Value mask,
                       int64_t indexBytes = 4) {
    auto type = cast<VectorType>(values.front().getType());
    int64_t n = type.getNumElements();
    auto channels = static_cast<int64_t>(values.size());
    SmallVector<Value> words;
    for (Value value : values)
      words.push_back(bitcastTo(b, loc, value, b.getI32Type()));
    forEachMessage(
        address, indices, mask, n, indexBytes, [&](const Lanes &m) {
          Value data = ub::PoisonOp::create(
              b, loc, VectorType::get({channels * m.lanes}, b.getI32Type()));
          for (int64_t j = 0; j < channels; ++j)
            data = vector::InsertStridedSliceOp::create(
                b, loc,
                padded(slice(b, loc, words[j], m.first, m.count), m.lanes),
                data, j * m.lanes, 1);
          messages.scatterChannels(b, loc, address.pointer, m.offsets, m.pred,
                                   data, channels);
        });
  }

  void scatter(const Address &address, Value indices, Value value,
               Value mask) {
    auto type = cast<VectorType>(value.getType());
    int64_t n = type.getNumElements(), eltBytes = elementBytes(type);
    Value data = bitcastTo(b, loc, value, bitsType(type.getElementType()));
    forEachMessage(address, indices, mask, n, eltBytes, [&](const Lanes &m) {
      messages.scatter(b, loc, address.pointer, m.offsets, m.pred,
                       padded(slice(b, loc, data, m.first, m.count), m.lanes));
    });
  }

  /// The atomic update `kind` of each enabled lane's element `indices`
  /// (relative to `address`) with the lane's element of `values`: one
  /// message per 16 lanes, in lane order. Returns the lanes' old values
  /// (undefined where disabled).
  Value atomicLanes(const Address &address, Value indices, Value mask,
                    arith::AtomicRMWKind kind, Value values) {
    auto type = cast<VectorType>(values.getType());
    int64_t n = type.getNumElements(), eltBytes = elementBytes(type);
    Value result = ub::PoisonOp::create(b, loc, type);
    forEachMessage(address, indices, mask, n, eltBytes, [&](const Lanes &m) {
      Value old = messages.atomicLanes(
          b, loc, address.pointer, m.offsets, m.pred, kind,
          padded(slice(b, loc, values, m.first, m.count), m.lanes));
      result =
          insertSlice(b, loc, slice(b, loc, old, 0, m.count), result, m.first);
    });
    return result;
  }

  /// Compare-and-swap of each enabled lane's element `indices` (relative
  /// to `address`): it becomes the lane's `desired` where it is the lane's
  /// `expected` (integers); one message per 16 lanes, in lane order, but
  /// none for lanes that `within` (a mask known when the loop of swaps is
  /// built, or null) never enables. Returns the lanes' old values, and
  /// `expected` where disabled: a retry loop then compares defined values.
  Value compareExchangeLanes(const Address &address, Value indices, Value mask,
                             Value within, Value expected, Value desired) {
    auto type = cast<VectorType>(desired.getType());
    int64_t n = type.getNumElements(), eltBytes = elementBytes(type);
    Value result = expected;
    forEachMessage(address, indices, mask, n, eltBytes, [&](const Lanes &m) {
      if (within && isNever(lanePredicate(within, m.first, m.count, m.lanes)))
        return;
      auto part = [&](Value v) {
        return padded(slice(b, loc, v, m.first, m.count), m.lanes);
      };
      Value old =
          messages.compareExchangeLanes(b, loc, address.pointer, m.offsets,
                                        m.pred, part(expected), part(desired));
      result =
          insertSlice(b, loc, slice(b, loc, old, 0, m.count), result, m.first);
    });
    return result;
  }

private:
  /// The lanes of one gather or scatter message: [first, first + count) of
  /// the access, in a message of `lanes` (8 or 16), with its predicate and
  /// byte offsets.
  struct Lanes {
    int64_t first, count, lanes;
    Value pred, offsets;
  };

  /// Calls `fn` for each message of 8 or 16 lanes of an access of `n` lanes
  /// at elements `indices` (of `eltBytes`, relative to `address`) under
  /// `mask`, in lane order.
  void forEachMessage(
      const Address &address, Value indices, Value mask, int64_t n,
      int64_t eltBytes, function_ref<void(const Lanes &)> fn,
      function_ref<void(int64_t first, int64_t count)> skipped = nullptr) {
    for (int64_t first = 0; first < n; first += 16) {
      int64_t count = std::min<int64_t>(16, n - first);
      int64_t lanes = count > 8 ? 16 : 8;
      Value pred = lanePredicate(mask, first, count, lanes);
      if (isNever(pred)) {
        if (skipped)
          skipped(first, count);
        continue;
      }
      Value offsets =
          indexedOffsets(address, indices, first, count, lanes, eltBytes);
      fn(Lanes{first, count, lanes, pred, offsets});
    }
  }

  /// `result` with elements [first, first + count), which no message reads,
  /// zeros where the pass-through is poison (or missing): IGC warns of an
  /// undefined value where they meet defined lanes in a register.
  Value zerosUnread(Value result, Value passthru, int64_t first,
                    int64_t count) {
    if (passthru && !isPoison(passthru))
      return result;
    Type bits = cast<VectorType>(result.getType()).getElementType();
    return insertSlice(b, loc, zerosOf(b, loc, bits, count), result, first);
  }

  /// A masked access of elements narrower than a dword as dwords.
  struct Dwords {
    VectorType type;
    Value mask;
  };

  /// An access of 8- or 16-bit elements, dword aligned, whose mask is a
  /// lane range of whole dwords (a chunk of bytes per work item, bounds
  /// checked per chunk) as the same access of dwords under the range of
  /// dwords: a half or a quarter of the messages, the same lanes each.
  std::optional<Dwords> asDwords(const Address &address, VectorType type,
                                 Value mask) {
    if (!mask || address.alignment < 4)
      return std::nullopt;
    Type elt = type.getElementType();
    if (!elt.isIntOrFloat() ||
        (elt.getIntOrFloatBitWidth() != 8 && elt.getIntOrFloatBitWidth() != 16))
      return std::nullopt;
    int64_t k = 32 / elt.getIntOrFloatBitWidth();
    std::optional<LaneRange> range = LaneRange::match(mask);
    if (!range || !range->isWholeGroups(k))
      return std::nullopt;
    return Dwords{VectorType::get({type.getNumElements() / k}, b.getI32Type()),
                  range->groups(b, loc, k)};
  }

  /// The alignment of the byte at `offsetBytes` from an address aligned to
  /// `alignment` (a power of two).
  static int64_t alignmentAt(int64_t alignment, int64_t offsetBytes) {
    if (offsetBytes == 0)
      return alignment;
    return std::min<int64_t>(alignment, offsetBytes & -offsetBytes);
  }

  /// The largest block message for the next `remaining` bytes, or 0.
  int64_t blockBytes(int64_t remaining, int64_t alignment,
                     bool isStore) const {
    for (int64_t bytes : {128, 64, 32, 16})
      if (bytes <= remaining &&
          (isStore ? messages.hasBlockStore(bytes, alignment)
                   : messages.hasBlockLoad(bytes, alignment)))
        return bytes;
    return 0;
  }

  Value offsetOf(const Address &address, int64_t offsetBytes) {
    if (offsetBytes == 0)
      return address.byteOffset;
    return arith::AddIOp::create(b, loc, address.byteOffset,
                                 constIndex(b, loc, offsetBytes));
  }

  /// Lanes [first, first + count) of `value` when they cost nothing to
  /// cut: of a constant or a broadcast (null otherwise).
  Value freePart(Value value, int64_t first, int64_t count) {
    auto type = cast<VectorType>(value.getType());
    auto partType = VectorType::get({count}, type.getElementType());
    DenseElementsAttr constant;
    if (matchPattern(value, m_Constant(&constant))) {
      auto values = llvm::to_vector(constant.getValues<Attribute>());
      return arith::ConstantOp::create(
          b, loc,
          DenseElementsAttr::get(partType,
                                 ArrayRef(values).slice(first, count)));
    }
    if (auto broadcast = value.getDefiningOp<vector::BroadcastOp>())
      if (!isa<VectorType>(broadcast.getSourceType()))
        return vector::BroadcastOp::create(b, loc, partType,
                                           broadcast.getSource());
    return Value();
  }

  /// Lanes [first, first + count) of a `mask` that compares constants or
  /// broadcasts (a lane range, a bound), or of an and, or, xor of such masks
  /// and constants (a range of lanes between two bounds), as the same
  /// computation of their lanes, not cut from the whole predicate, which
  /// moves through bytes (null otherwise).
  Value comparedPart(Value mask, int64_t first, int64_t count, int depth = 0) {
    // Deeper chains are cut as bytes.
    constexpr int kMostDepth = 4;
    Operation *def = mask.getDefiningOp();
    if (auto cmp = dyn_cast_or_null<arith::CmpIOp>(def)) {
      if (Value shifted = shiftedComparison(cmp, first, count))
        return shifted;
      Value lhs = freePart(cmp.getLhs(), first, count);
      Value rhs = lhs ? freePart(cmp.getRhs(), first, count) : Value();
      if (!rhs)
        return Value();
      return arith::CmpIOp::create(b, loc, cmp.getPredicate(), lhs, rhs);
    }
    if (!isa_and_nonnull<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(def) ||
        depth >= kMostDepth)
      return Value();
    SmallVector<Value, 2> parts;
    for (Value operand : def->getOperands()) {
      Value part = freePart(operand, first, count);
      if (!part)
        part = comparedPart(operand, first, count, depth + 1);
      if (!part)
        return Value();
      parts.push_back(part);
    }
    OperationState state(loc, def->getName(), parts, {parts[0].getType()},
                         def->getAttrs());
    return b.create(state)->getResult(0);
  }

  /// Lanes [first, first + count) of a lane range whose bounds are whole
  /// numbers of such parts (a chunk per work item, bounds checked per
  /// chunk): all on or all off, one comparison of the bounds with `first`
  /// (IGC compares a scalar with an immediate), not of the lanes with moved
  /// bounds (null otherwise).
  Value wholePart(Value mask, int64_t first, int64_t count) {
    using P = arith::CmpIPredicate;
    std::optional<LaneRange> range = LaneRange::match(mask);
    if (!range || first % count != 0 || range->scale != 1 ||
        !range->isWholeGroups(count))
      return Value();
    Type type = range->bound.getType();
    auto partType = VectorType::get({count}, type);
    Value at = arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(partType, b.getIntegerAttr(type, first)));
    auto side = [&](P predicate, Value edge) -> Value {
      return arith::CmpIOp::create(
          b, loc, predicate,
          vector::BroadcastOp::create(b, loc, partType, edge), at);
    };
    Value part = side(range->isSigned ? P::sgt : P::ugt, range->bound);
    if (!range->lower)
      return part;
    return arith::AndIOp::create(
        b, loc, side(range->isSigned ? P::sle : P::ule, range->lower), part);
  }

  /// Lanes [first, first + count) of `cmp`, a comparison of a broadcast
  /// scalar `s` with constants `c` whose lanes there are those of its first
  /// lanes plus one `d` (a lane index), as `s - d` against the first lanes:
  /// every part then compares with the same constant, which IGC builds once,
  /// when the ranges show `s - d` and `c + d` do not wrap (null otherwise).
  Value shiftedComparison(arith::CmpIOp cmp, int64_t first, int64_t count) {
    if (first == 0)
      return Value();
    Value scalarSide = cmp.getLhs(), constantSide = cmp.getRhs();
    DenseIntElementsAttr constant;
    if (!matchPattern(constantSide, m_Constant(&constant)))
      std::swap(scalarSide, constantSide);
    auto broadcast = scalarSide.getDefiningOp<vector::BroadcastOp>();
    if (!broadcast || isa<VectorType>(broadcast.getSourceType()) ||
        !matchPattern(constantSide, m_Constant(&constant)))
      return Value();
    Type elt = constant.getElementType();
    if (!elt.isInteger() || elt.getIntOrFloatBitWidth() > 32)
      return Value();
    unsigned bits = elt.getIntOrFloatBitWidth();
    auto values = llvm::to_vector(constant.getValues<APInt>());
    APInt d = values[first] - values[0];
    using Predicate = arith::CmpIPredicate;
    Predicate predicate = cmp.getPredicate();
    bool isSigned = predicate != Predicate::ult &&
                    predicate != Predicate::ule &&
                    predicate != Predicate::ugt && predicate != Predicate::uge;
    for (int64_t i = 0; i < count; ++i) {
      bool overflow = false;
      APInt sum = isSigned ? values[i].sadd_ov(d, overflow)
                           : values[i].uadd_ov(d, overflow);
      if (overflow || sum != values[first + i])
        return Value();
    }
    // s - d must not wrap either, in the comparison's sense.
    Value s = broadcast.getSource();
    ConstantIntRanges known = inferLocalRange(s, /*depth=*/10);
    if (known.smin().getBitWidth() != bits)
      return Value();
    bool wraps = false;
    if (isSigned) {
      (void)known.smin().ssub_ov(d, wraps);
      bool high = false;
      (void)known.smax().ssub_ov(d, high);
      wraps |= high;
    } else {
      (void)known.umin().usub_ov(d, wraps);
    }
    if (wraps)
      return Value();
    Value moved = arith::SubIOp::create(
        b, loc, s, arith::ConstantOp::create(b, loc, IntegerAttr::get(elt, d)));
    auto partType = VectorType::get({count}, elt);
    Value lanes = vector::BroadcastOp::create(b, loc, partType, moved);
    Value base = freePart(constantSide, 0, count);
    bool scalarOnLeft = scalarSide == cmp.getLhs();
    return arith::CmpIOp::create(b, loc, cmp.getPredicate(),
                                 scalarOnLeft ? lanes : base,
                                 scalarOnLeft ? base : lanes);
  }

  /// Lanes [first, first + count) of `mask` padded with disabled lanes to
  /// `lanes`, or a constant when there is no mask.
  Value lanePredicate(Value mask, int64_t first, int64_t count,
                      int64_t lanes) {
    SmallVector<bool> bits(lanes, false);
    DenseElementsAttr constant;
    if (!mask || matchPattern(mask, m_Constant(&constant))) {
      for (int64_t i = 0; i < count; ++i)
        bits[i] = !mask || constant.getValues<bool>()[first + i];
      return constMask(b, loc, bits);
    }
    if (count == lanes)
      if (Value part = wholePart(mask, first, count)
                           ?: comparedPart(mask, first, count)) {
        // A part the ranges decide (lanes past a bound the tree level of a
        // reduction never reaches) is a constant, and a message it
        // disables entirely is not sent.
        ConstantIntRanges known = inferLocalRange(part, /*depth=*/10);
        if (known.umax().isZero() || known.umin().isOne())
          return constMask(b, loc,
                           SmallVector<bool>(lanes, known.umin().isOne()));
        return part;
      }
    // Predicates of odd widths cannot be shuffled on GenX (IGC aborts):
    // the lanes are cut and padded as bytes, then compared.
    auto maskType = cast<VectorType>(mask.getType());
    Value asBytes = arith::ExtUIOp::create(
        b, loc, VectorType::get(maskType.getShape(), b.getI8Type()), mask);
    Value part = slice(b, loc, asBytes, first, count);
    auto wide = VectorType::get({lanes}, b.getI8Type());
    Value zeros = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(wide, b.getI8IntegerAttr(0)));
    Value lanesBytes =
        count == lanes ? part
                       : vector::InsertStridedSliceOp::create(b, loc, part,
                                                              zeros, 0, 1)
                             .getResult();
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, lanesBytes,
                                 zeros);
  }

  /// The `lanes` elements `loaded` by a gather of elements [first, first +
  /// count) of `result`, with the disabled lanes taking `result`'s (none
  /// when a constant predicate enables all `count`).
  Value keepDisabled(Value pred, Value loaded, Value result, int64_t first,
                     int64_t count, int64_t lanes) {
    if (enablesFirst(pred, count))
      return loaded;
    Value old = padded(slice(b, loc, result, first, count), lanes);
    return arith::SelectOp::create(b, loc, pred, loaded, old);
  }

  /// `part` extended to `lanes` elements (the extra ones undefined, or
  /// false for masks).
  Value padded(Value part, int64_t lanes) {
    auto type = cast<VectorType>(part.getType());
    if (type.getNumElements() == lanes)
      return part;
    auto wide = VectorType::get({lanes}, type.getElementType());
    Value fill = ub::PoisonOp::create(b, loc, wide);
    return vector::InsertStridedSliceOp::create(b, loc, part, fill, 0, 1);
  }

  /// Byte offsets of `lanes` consecutive elements starting `offsetBytes`
  /// after the access's start, of which the message accesses `count`.
  Value contiguousOffsets(const Address &address, int64_t offsetBytes,
                          int64_t eltBytes, int64_t count, int64_t lanes) {
    auto type = VectorType::get({lanes}, b.getIndexType());
    // One element: the disabled lanes that pad it share its address, a
    // broadcast rather than a vector of steps the thread computes.
    if (count == 1)
      eltBytes = 0;
    // The message's start is a scalar add, its steps one constant all the
    // messages of the access share (IGC builds each vector constant with
    // an instruction per 8 lanes).
    SmallVector<int64_t> steps;
    for (int64_t i = 0; i < lanes; ++i)
      steps.push_back(i * eltBytes);
    Value start = vector::BroadcastOp::create(b, loc, type,
                                              offsetOf(address, offsetBytes));
    return arith::AddIOp::create(b, loc, start,
                                 constVector(b, loc, b.getIndexType(), steps));
  }

  /// Byte offsets of elements `indices[first..first+count)`, padded.
  /// The step between consecutive elements of the first `count` of
  /// `values`, when they are that far apart and do not start from 0.
  static std::optional<int64_t> commonStep(ArrayRef<int64_t> values,
                                           int64_t count) {
    if (count < 2 || values.front() == 0)
      return std::nullopt;
    int64_t step = values[1] - values[0];
    for (int64_t i = 2; i < count; ++i)
      if (values[i] - values[i - 1] != step)
        return std::nullopt;
    return step;
  }

  Value indexedOffsets(const Address &address, Value indices, int64_t first,
                       int64_t count, int64_t lanes, int64_t eltBytes) {
    auto type = VectorType::get({lanes}, b.getIndexType());
    std::optional<UniformPlusConstant> split;
    if (splitOffsets)
      split = genx::splitUniform(indices, /*depth=*/6);
    if (split) {
      // One scalar for what the lanes share, the rest a constant vector.
      SmallVector<int64_t> steps(lanes, 0);
      for (int64_t i = 0; i < count; ++i)
        steps[i] = split->lanes[first + i] * eltBytes;
      Value start = address.byteOffset;
      if (split->uniform)
        start = arith::AddIOp::create(
            b, loc, start,
            arith::MulIOp::create(b, loc, indexOf(split->uniform(b, loc)),
                                  constIndex(b, loc, eltBytes)));
      // Lanes a constant apart from a first one (every message of a strided
      // access, every field of a struct): the first in the scalar, so that
      // the messages share one constant vector (IGC builds each constant
      // vector with several instructions).
      if (std::optional<int64_t> stride = commonStep(steps, count)) {
        start = arith::AddIOp::create(b, loc, start,
                                      constIndex(b, loc, steps.front()));
        for (int64_t i = 0; i < lanes; ++i)
          steps[i] = i * *stride;
      }
      return arith::AddIOp::create(
          b, loc, vector::BroadcastOp::create(b, loc, type, start),
          constVector(b, loc, b.getIndexType(), steps));
    }
    Value shared = address.byteOffset;
    if (auto [step, invariant] = splitLoopStep(indices); step) {
      // (s + v) * e as s * e + v * e: in a loop over s, v * e is hoisted
      // and each trip scales a scalar instead of every lane.
      Value scaledStep = arith::MulIOp::create(
          b, loc, arith::IndexCastOp::create(b, loc, b.getIndexType(), step),
          constIndex(b, loc, eltBytes));
      shared = arith::AddIOp::create(b, loc, shared, scaledStep);
      indices = invariant;
    }
    // (X + c) * e as X * e + c * e (index: no narrower wrap): the fields of
    // the lanes' records share X * e and each adds a scalar.
    if (getElementTypeOrSelf(indices.getType()).isIndex()) {
      auto [root, c] = splitSplatOffset(indices);
      if (c != 0) {
        shared = arith::AddIOp::create(b, loc, shared,
                                       constIndex(b, loc, c * eltBytes));
        indices = root;
      }
    }
    Value part = padded(slice(b, loc, indices, first, count), lanes);
    Value idx = arith::IndexCastOp::create(b, loc, type, part);
    Value scaled =
        arith::MulIOp::create(b, loc, idx,
                              vector::BroadcastOp::create(
                                  b, loc, type, constIndex(b, loc, eltBytes)));
    Value start = vector::BroadcastOp::create(b, loc, type, shared);
    return arith::AddIOp::create(b, loc, start, scaled);
  }

  /// `indices` (of index: their sum does not wrap in a narrower type) as a
  /// scalar every lane adds that changes in the innermost loop around the
  /// access (a column the lanes' rows are read at) and a vector the loop
  /// does not change, when it is their sum; nulls otherwise.
  std::pair<Value, Value> splitLoopStep(Value indices) {
    if (!getElementTypeOrSelf(indices.getType()).isIndex())
      return {};
    auto add = indices.getDefiningOp<arith::AddIOp>();
    Operation *parent = b.getInsertionBlock()->getParentOp();
    auto loop = dyn_cast<LoopLikeOpInterface>(parent);
    if (!loop)
      loop = parent->getParentOfType<LoopLikeOpInterface>();
    if (!add || !loop)
      return {};
    for (auto [lhs, rhs] : {std::pair(add.getLhs(), add.getRhs()),
                            std::pair(add.getRhs(), add.getLhs())}) {
      auto broadcast = lhs.getDefiningOp<vector::BroadcastOp>();
      if (broadcast && !isa<VectorType>(broadcast.getSourceType()) &&
          !loop.isDefinedOutsideOfLoop(broadcast.getSource()) &&
          isInvariantIn(loop, rhs))
        return {broadcast.getSource(), rhs};
    }
    return {};
  }

  /// Whether `value` is defined outside `loop` or computed in it from such
  /// values alone (by ops without memory effects, a few ops up), so that
  /// loop-invariant code motion hoists it.
  static bool isInvariantIn(LoopLikeOpInterface loop, Value value,
                            int depth = 4) {
    if (loop.isDefinedOutsideOfLoop(value))
      return true;
    Operation *def = value.getDefiningOp();
    if (!def || depth == 0 || def->getNumRegions() != 0 ||
        !isMemoryEffectFree(def))
      return false;
    return llvm::all_of(def->getOperands(), [&](Value operand) {
      return isInvariantIn(loop, operand, depth - 1);
    });
  }

  /// The integer scalar `value` as an index (zero-extended).
  Value indexOf(Value value) { return zextToIndex(b, loc, value); }

  const Messages &messages;
  OpBuilder &b;
  Location loc;
};
} // namespace

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

namespace {
/// What the patterns share: how global memory is reached, what alignment
/// buffers have.
struct MemoryOptions {
  bool svm = true;
  int64_t bufferAlignment = 64;

  const Messages &messagesFor(Space space) const {
    static const SVMMessages svmMessages;
    static const SurfaceMessages bufferMessages(/*isSLM=*/false);
    static const SurfaceMessages slmMessages(/*isSLM=*/true);
    if (space == Space::Workgroup)
      return slmMessages;
    return svm ? static_cast<const Messages &>(svmMessages) : bufferMessages;
  }
};

template <typename OpTy>
struct MemoryPattern : OpRewritePattern<OpTy> {
  MemoryPattern(MLIRContext *context, MemoryOptions options)
      : OpRewritePattern<OpTy>(context), options(options) {}

  /// Whether an atomic on `memref` can be lowered, decided before any IR
  /// is built: every atomic can fall back on a compare-and-swap loop, so
  /// the memory needs one for the element's width.
  bool canLowerAtomic(Value memref, Type elementType) const {
    std::optional<Space> space = getSpace(cast<MemRefType>(memref.getType()));
    unsigned bits = elementType.getIntOrFloatBitWidth();
    return space && (bits == 32 || bits == 64) &&
           options.messagesFor(*space).hasCompareExchange(bits);
  }

  /// The access's address, or failure if GenX cannot reach the memref.
  FailureOr<Address> getAccessAddress(PatternRewriter &rewriter, OpTy op,
                                      Value memref, ValueRange indices,
                                      int64_t alignmentAttr) const {
    auto type = dyn_cast<MemRefType>(memref.getType());
    if (!type || !isAddressable(type))
      return rewriter.notifyMatchFailure(op, "memref GenX cannot address");
    Address address = getAddress(rewriter, op.getLoc(), memref, indices,
                                 options.bufferAlignment);
    if (alignmentAttr > address.alignment)
      address.alignment = std::min<int64_t>(alignmentAttr, 4096);
    return address;
  }

  MemoryOptions options;
};

/// 1-D vectors only: the rest is genx-legalize-vectors' job.
static bool isMovable(VectorType type) {
  Type elt = type.getElementType();
  return type.getRank() == 1 && !type.isScalable() &&
         (elt.isIntOrFloat() || elt.isIndex()) &&
         (elt.isIndex() || elt.isInteger(1) ||
          elt.getIntOrFloatBitWidth() % 8 == 0) &&
         llvm::is_contained({1, 2, 4, 8}, elementBytes(elt));
}

template <typename OpTy> static int64_t getAlignmentAttr(OpTy op) {
  return op.getAlignment() ? int64_t(*op.getAlignment()) : 0;
}

//===----------------------------------------------------------------------===//
// Loads lowered with their siblings
//===----------------------------------------------------------------------===//

/// Whether `op` may write memory: the siblings a load is lowered with are
/// looked for only as far as the nearest such op on either side.
static bool mayWriteMemory(Operation *op) {
  return !isMemoryEffectFree(op) && !hasSingleEffect<MemoryEffects::Read>(op);
}

/// The earliest op before `op` in its block, with no write to memory
/// between them, that `isSibling` accepts; `op` itself if there is none.
static Operation *firstSibling(Operation *op,
                               function_ref<bool(Operation *)> isSibling) {
  Operation *first = op;
  for (Operation *prev = op->getPrevNode(); prev && !mayWriteMemory(prev);
       prev = prev->getPrevNode())
    if (isSibling(prev))
      first = prev;
  return first;
}

/// Calls `fn` on `first` and on each op after it up to the next write to
/// memory.
static void forEachUpToWrite(Operation *first,
                             function_ref<void(Operation *)> fn) {
  for (Operation *it = first; it && (it == first || !mayWriteMemory(it));
       it = it->getNextNode())
    fn(it);
}

/// Whether a replacement built before `first` may use `value` (a
/// pass-through): defined in another block or before `first`, or poison.
static bool isAvailableBefore(Value value, Operation *first) {
  Operation *def = value ? value.getDefiningOp() : nullptr;
  return !def || def->getBlock() != first->getBlock() ||
         def->isBeforeInBlock(first) || isPoison(value);
}

//===----------------------------------------------------------------------===//
// Loads of one element, with their neighbours
//===----------------------------------------------------------------------===//

/// `a - b` for indices that differ by a constant: equal values, two
/// constants, or one of them the other plus a constant.
static std::optional<int64_t> constantDifference(Value a, Value b) {
  auto [baseA, offsetA] = splitConstantOffset(a);
  auto [baseB, offsetB] = splitConstantOffset(b);
  if (baseA != baseB)
    return std::nullopt;
  return offsetA - offsetB;
}

namespace {
/// A load of one element: memref.load, or vector.load / vector.maskedload
/// of a one-element vector (what genx-vectorize-work-items makes of a
/// uniform load under a lane mask).
struct ElementLoad {
  Operation *op = nullptr;
  Value memref;
  ValueRange indices;
  Type type;
  /// Null when unmasked.
  Value mask, passThru;
  int64_t alignment = 0;

  static std::optional<ElementLoad> get(Operation *op) {
    if (auto load = dyn_cast<memref::LoadOp>(op))
      return make(load, load.getMemRef(), load.getType());
    auto isElement = [](VectorType type) {
      return isMovable(type) && type.getNumElements() == 1;
    };
    if (auto load = dyn_cast<vector::LoadOp>(op);
        load && isElement(load.getVectorType()))
      return make(load, load.getBase(), load.getVectorType().getElementType());
    auto load = dyn_cast<vector::MaskedLoadOp>(op);
    if (!load || !isElement(load.getVectorType()))
      return std::nullopt;
    ElementLoad element =
        make(load, load.getBase(), load.getVectorType().getElementType());
    if (!matchPattern(load.getMask(), m_One())) {
      element.mask = load.getMask();
      element.passThru = load.getPassThru();
    }
    return element;
  }

  template <typename OpTy>
  static ElementLoad make(OpTy op, Value memref, Type type) {
    ElementLoad load;
    load.op = op;
    load.memref = memref;
    load.indices = op.getIndices();
    load.type = type;
    load.alignment = getAlignmentAttr(op);
    return load;
  }

  /// Whether `other` loads the same memref under the same mask, an
  /// element of the same type.
  bool isSibling(const ElementLoad &other) const {
    return memref == other.memref && type == other.type && mask == other.mask;
  }
};
} // namespace

/// Elements from `from`'s to `to`'s, if the two loads of one memref are a
/// constant number apart in memory.
static std::optional<int64_t> elementsApart(const ElementLoad &from,
                                            const ElementLoad &to) {
  auto type = dyn_cast<MemRefType>(from.memref.getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!type || failed(type.getStridesAndOffset(strides, offset)))
    return std::nullopt;
  int64_t apart = 0;
  for (auto [dim, indices] :
       llvm::enumerate(llvm::zip(from.indices, to.indices))) {
    std::optional<int64_t> diff =
        constantDifference(std::get<1>(indices), std::get<0>(indices));
    if (!diff || (*diff && ShapedType::isDynamic(strides[dim])))
      return std::nullopt;
    apart += *diff * strides[dim];
  }
  return apart;
}

/// Most elements one load of neighbouring elements spans: one message of
/// 16 lanes.
static constexpr int64_t kNeighbourSpan = 16;

/// The lowest and highest of `offsets` (which hold 0) in the window that
/// holds 0, windows cut from the lowest offset up, each at most `spread`
/// from its first: the same window whichever member the search starts from.
static std::pair<int64_t, int64_t>
windowAroundZero(SmallVector<int64_t> offsets, int64_t spread) {
  llvm::sort(offsets);
  size_t begin = 0, end = 0;
  while (true) {
    while (end < offsets.size() && offsets[end] <= offsets[begin] + spread)
      ++end;
    if (offsets[end - 1] >= 0)
      return {offsets[begin], offsets[end - 1]};
    begin = end;
  }
}

namespace {
/// Element loads lowered as one vector load: `span` elements from the
/// lead's plus `start` on; `loads[i]` reads element `apart[i]` (from the
/// lead's). The lead, `loads[0]`, comes first in its block.
struct NeighbourLoads {
  SmallVector<ElementLoad> loads;
  SmallVector<int64_t> apart;
  int64_t start = 0, span = 1;
};
} // namespace

/// The element loads `load` is lowered with: in its block, between the
/// writes to memory before and after it, siblings a constant number of
/// elements apart. Sorted by address, they are cut into windows of
/// kNeighbourSpan elements from the lowest address up, the same way
/// whichever of them the driver visits first. Every element of a window
/// lies between two that are read, so its load stays in the buffer.
static NeighbourLoads getNeighbourLoads(const ElementLoad &load) {
  auto sibling = [&](Operation *other) -> std::optional<ElementLoad> {
    std::optional<ElementLoad> candidate = ElementLoad::get(other);
    if (candidate && load.isSibling(*candidate) &&
        elementsApart(load, *candidate))
      return candidate;
    return std::nullopt;
  };
  Operation *first = firstSibling(
      load.op, [&](Operation *other) { return sibling(other).has_value(); });
  // The pass-through values are needed where the first load is.
  if (!isAvailableBefore(load.passThru, first))
    return NeighbourLoads{{load}, {0}, 0, 1};
  // In block order, with the elements from `load`'s.
  SmallVector<std::pair<int64_t, ElementLoad>> stretch;
  forEachUpToWrite(first, [&](Operation *it) {
    if (std::optional<ElementLoad> other = sibling(it))
      if (isAvailableBefore(other->passThru, first))
        stretch.push_back({*elementsApart(load, *other), *other});
  });
  auto [low, high] = windowAroundZero(
      llvm::map_to_vector(stretch,
                          [](const auto &member) { return member.first; }),
      kNeighbourSpan - 1);
  NeighbourLoads group;
  for (auto &[apart, other] : stretch)
    if (low <= apart && apart <= high) {
      group.loads.push_back(other);
      group.apart.push_back(apart);
    }
  int64_t lead = group.apart.front();
  for (int64_t &apart : group.apart)
    apart -= lead;
  group.start = low - lead;
  group.span = high - low + 1;
  return group;
}

/// Lowers the element load `op` with its neighbours (uniform filter taps,
/// the fields of a record) as one load of the elements they span.
static LogicalResult lowerNeighbourLoads(Operation *op,
                                         PatternRewriter &rewriter,
                                         const MemoryOptions &options) {
  std::optional<ElementLoad> load = ElementLoad::get(op);
  auto memrefType =
      load ? dyn_cast<MemRefType>(load->memref.getType()) : MemRefType();
  if (!memrefType || !isAddressable(memrefType))
    return rewriter.notifyMatchFailure(op, "memref GenX cannot address");
  NeighbourLoads group = getNeighbourLoads(*load);
  const ElementLoad &lead = group.loads.front();
  Location loc = lead.op->getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(lead.op);
  Address address = getAddress(rewriter, loc, lead.memref, lead.indices,
                               options.bufferAlignment);
  if (lead.alignment > address.alignment)
    address.alignment = std::min<int64_t>(lead.alignment, 4096);
  if (int64_t shift = group.start * elementBytes(lead.type)) {
    address.byteOffset = arith::AddIOp::create(
        rewriter, loc, address.byteOffset, constIndex(rewriter, loc, shift));
    address.alignment = std::min<int64_t>(address.alignment, shift & -shift);
  }
  auto type = VectorType::get({group.span}, lead.type);
  Value mask = lead.mask, passThru = lead.passThru;
  if (lead.mask && group.span > 1) {
    mask = vector::BroadcastOp::create(
        rewriter, loc, VectorType::get({group.span}, rewriter.getI1Type()),
        lead.mask);
    passThru = ub::PoisonOp::create(rewriter, loc, type);
    for (auto [other, apart] : llvm::zip(group.loads, group.apart))
      if (!isPoison(other.passThru))
        passThru = insertSlice(rewriter, loc, other.passThru, passThru,
                               apart - group.start);
  }
  Planner planner(options.messagesFor(address.space), rewriter, loc);
  Value all = planner.load(address, type, mask, passThru);
  for (auto [other, apart] : llvm::zip(group.loads, group.apart)) {
    int64_t element = apart - group.start;
    if (isa<VectorType>(other.op->getResult(0).getType()))
      rewriter.replaceOp(other.op, slice(rewriter, loc, all, element, 1));
    else
      rewriter.replaceOpWithNewOp<vector::ExtractOp>(
          other.op, all, ArrayRef<int64_t>{element});
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Masked loads of one lane range, a few elements apart
//===----------------------------------------------------------------------===//

/// Most elements apart the loads of one window start.
static constexpr int64_t kWindowShift = 16;

/// Elements from `from`'s first to `to`'s, for masked loads of the same
/// lanes of one memref whose indices differ by a constant in the last
/// dimension only; both pass-throughs poison.
static std::optional<int64_t> lanesApart(vector::MaskedLoadOp from,
                                         vector::MaskedLoadOp to) {
  if (from.getBase() != to.getBase() || from.getMask() != to.getMask() ||
      from.getVectorType() != to.getVectorType() ||
      !isPoison(from.getPassThru()) || !isPoison(to.getPassThru()))
    return std::nullopt;
  ValueRange a = from.getIndices(), b = to.getIndices();
  if (a.drop_back() != b.drop_back())
    return std::nullopt;
  return constantDifference(b.back(), a.back());
}

/// Masked loads lowered as one: in `load`'s block, between the writes to
/// memory before and after it, loads of the same lane range of its memref
/// (its last dimension contiguous) a constant number of elements apart (a
/// stencil's shifted rows, packed work items' neighbours), in a window of
/// at most kWindowShift elements from the lowest, the same whichever the
/// driver visits first. The pairs are (elements from the window's start,
/// load), in block order.
static SmallVector<std::pair<int64_t, vector::MaskedLoadOp>>
getWindowLoads(vector::MaskedLoadOp load) {
  auto memref = dyn_cast<MemRefType>(load.getBase().getType());
  std::optional<LaneRange> range = LaneRange::match(load.getMask());
  if (!memref || !memref.isLastDimUnitStride() ||
      !isPoison(load.getPassThru()) || !range)
    return {{0, load}};
  // The widened range's numbers, up to (n + kWindowShift) * scale, must
  // not wrap in the bound's type.
  Type boundType = range->bound.getType();
  unsigned bits = boundType.isIndex() ? 64 : boundType.getIntOrFloatBitWidth();
  int64_t widest =
      (load.getVectorType().getNumElements() + kWindowShift) * range->scale;
  if (bits < 64 && widest >= (int64_t(1) << (bits - 1)))
    return {{0, load}};
  auto apart = [&](Operation *other) -> std::optional<int64_t> {
    auto sibling = dyn_cast<vector::MaskedLoadOp>(other);
    return sibling ? lanesApart(load, sibling) : std::nullopt;
  };
  Operation *first = firstSibling(
      load, [&](Operation *other) { return apart(other).has_value(); });
  SmallVector<std::pair<int64_t, vector::MaskedLoadOp>> stretch;
  forEachUpToWrite(first, [&](Operation *it) {
    if (std::optional<int64_t> elements = apart(it))
      stretch.push_back({*elements, cast<vector::MaskedLoadOp>(it)});
  });
  auto [low, high] = windowAroundZero(
      llvm::map_to_vector(stretch,
                          [](const auto &member) { return member.first; }),
      kWindowShift);
  SmallVector<std::pair<int64_t, vector::MaskedLoadOp>> window;
  for (auto &[elements, member] : stretch)
    if (low <= elements && elements <= high)
      window.push_back({elements - low, member});
  // A range between two bounds costs more to widen (both ends clamped) and
  // each message two comparisons: it pays only where the window saves more
  // messages than it has members.
  int64_t n = load.getVectorType().getNumElements();
  auto messages = [](int64_t elements) -> int64_t {
    return (elements + kNeighbourSpan - 1) / kNeighbourSpan;
  };
  if (range->lower &&
      int64_t(window.size()) * messages(n) - messages(n + high - low) <=
          int64_t(window.size()))
    return {{0, load}};
  return window;
}

/// Lowers masked loads of one lane range a few elements apart as one
/// masked load of the elements they span, under the range widened by
/// their spread: every element it reads one of them reads, or lies
/// between two that are read.
static void
lowerWindowLoads(PatternRewriter &rewriter,
                 ArrayRef<std::pair<int64_t, vector::MaskedLoadOp>> window) {
  vector::MaskedLoadOp lead = window.front().second;
  VectorType type = lead.getVectorType();
  int64_t n = type.getNumElements(), span = n;
  for (auto &member : window)
    span = std::max(span, member.first + n);
  Location loc = lead.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(lead);
  SmallVector<Value> indices(lead.getIndices());
  if (int64_t shift = window.front().first)
    indices.back() = arith::SubIOp::create(rewriter, loc, indices.back(),
                                           constIndex(rewriter, loc, shift));
  Value mask = LaneRange::match(lead.getMask())->widen(rewriter, loc, n, span);
  auto spanType = VectorType::get({span}, type.getElementType());
  Value all = vector::MaskedLoadOp::create(
      rewriter, loc, spanType, lead.getBase(), indices, mask,
      ub::PoisonOp::create(rewriter, loc, spanType));
  for (auto &[elements, member] : window)
    rewriter.replaceOp(member, vector::ExtractStridedSliceOp::create(
                                   rewriter, loc, all, elements, n, 1));
}

struct LoadToGenX : MemoryPattern<vector::LoadOp> {
  using MemoryPattern::MemoryPattern;
  LogicalResult matchAndRewrite(vector::LoadOp op,
                                PatternRewriter &rewriter) const override {
    if (!isMovable(op.getVectorType()))
      return rewriter.notifyMatchFailure(op, "not a 1-D vector");
    if (ElementLoad::get(op))
      return lowerNeighbourLoads(op, rewriter, options);
    FailureOr<Address> address = getAccessAddress(
        rewriter, op, op.getBase(), op.getIndices(), getAlignmentAttr(op));
    if (failed(address))
      return failure();
    Planner planner(options.messagesFor(address->space), rewriter,
                    op.getLoc());
    rewriter.replaceOp(
        op, planner.load(*address, op.getVectorType(), Value(), Value()));
    return success();
  }
};

struct MaskedLoadToGenX : MemoryPattern<vector::MaskedLoadOp> {
  using MemoryPattern::MemoryPattern;
  LogicalResult matchAndRewrite(vector::MaskedLoadOp op,
                                PatternRewriter &rewriter) const override {
    if (!isMovable(op.getVectorType()))
      return rewriter.notifyMatchFailure(op, "not a 1-D vector");
    if (ElementLoad::get(op))
      return lowerNeighbourLoads(op, rewriter, options);
    if (auto window = getWindowLoads(op); window.size() > 1) {
      lowerWindowLoads(rewriter, window);
      return success();
    }
    FailureOr<Address> address = getAccessAddress(
        rewriter, op, op.getBase(), op.getIndices(), getAlignmentAttr(op));
    if (failed(address))
      return failure();
    Planner planner(options.messagesFor(address->space), rewriter,
                    op.getLoc());
    Value mask = op.getMask();
    if (matchPattern(mask, m_One()))
      mask = Value();
    rewriter.replaceOp(op, planner.load(*address, op.getVectorType(), mask,
                                        op.getPassThru()));
    return success();
  }
};

struct StoreToGenX : MemoryPattern<vector::StoreOp> {
  using MemoryPattern::MemoryPattern;
  LogicalResult matchAndRewrite(vector::StoreOp op,
                                PatternRewriter &rewriter) const override {
    if (!isMovable(op.getVectorType()))
      return rewriter.notifyMatchFailure(op, "not a 1-D vector");
    FailureOr<Address> address = getAccessAddress(
        rewriter, op, op.getBase(), op.getIndices(), getAlignmentAttr(op));
    if (failed(address))
      return failure();
    Planner planner(options.messagesFor(address->space), rewriter,
                    op.getLoc());
    planner.store(*address, op.getValueToStore(), Value());
    rewriter.eraseOp(op);
    return success();
  }
};

struct MaskedStoreToGenX : MemoryPattern<vector::MaskedStoreOp> {
  using MemoryPattern::MemoryPattern;
  LogicalResult matchAndRewrite(vector::MaskedStoreOp op,
                                PatternRewriter &rewriter) const override {
    if (!isMovable(op.getVectorType()))
      return rewriter.notifyMatchFailure(op, "not a 1-D vector");
    FailureOr<Address> address = getAccessAddress(
        rewriter, op, op.getBase(), op.getIndices(), getAlignmentAttr(op));
    if (failed(address))
      return failure();
    Planner planner(options.messagesFor(address->space), rewriter,
                    op.getLoc());
    Value mask = op.getMask();
    if (matchPattern(mask, m_One()))
      mask = Value();
    planner.store(*address, op.getValueToStore(), mask);
    rewriter.eraseOp(op);
    return success();
  }
};

/// The elements a gather or scatter on `memref` reaches from its base, in
/// the buffer's elements: `indices` (its index vector, in the memref's
/// innermost dimension) times that dimension's stride.
static Value bufferIndices(OpBuilder &b, Location loc, Value memref,
                           Value indices) {
  auto type = cast<MemRefType>(memref.getType());
  if (type.isLastDimUnitStride())
    return indices;
  SmallVector<int64_t> strides;
  int64_t offset;
  (void)type.getStridesAndOffset(strides, offset);
  Value stride = ShapedType::isDynamic(strides.back())
                     ? memref::ExtractStridedMetadataOp::create(b, loc, memref)
                           .getStrides()
                           .back()
                     : constIndex(b, loc, strides.back());
  auto vectorType = cast<VectorType>(indices.getType());
  if (!vectorType.getElementType().isIndex())
    stride =
        arith::IndexCastOp::create(b, loc, vectorType.getElementType(), stride);
  return arith::MulIOp::create(
      b, loc, indices, vector::BroadcastOp::create(b, loc, vectorType, stride));
}

/// Whether gathers `a` and `b` read the same memref from the same base
/// under the same mask, elements of the same 32-bit type.
static bool areSiblingGathers(vector::GatherOp a, vector::GatherOp b) {
  return a.getBase() == b.getBase() && a.getOffsets() == b.getOffsets() &&
         a.getMask() == b.getMask() && a.getVectorType() == b.getVectorType();
}

/// Whether the lanes' fields X + c of elements `per` to a dword (2 halves,
/// 4 bytes) make whole dwords at `address`: `per` divides X in every lane
/// and the address is dword aligned, so that each c that `per` divides
/// starts a dword.
static bool fillsDwords(const LaneOffsets &lanes, const Address &address,
                        int64_t per) {
  if (address.alignment < 4)
    return false;
  if (lanes.root)
    return knownPowerOfTwoDivisor(lanes.root) % per == 0;
  return llvm::all_of(lanes.pattern.getValues<APInt>(), [&](const APInt &x) {
    return x.getSExtValue() % per == 0;
  });
}

/// Whether the fields c .. c + per - 1 of `fields` (by their c) are all
/// there and c starts a dword (`per` divides it).
template <typename T>
static bool startsWholeDword(const std::map<int64_t, T> &fields, int64_t c,
                             int64_t per) {
  if (c % per != 0)
    return false;
  for (int64_t j = 0; j < per; ++j)
    if (!fields.count(c + j))
      return false;
  return true;
}

/// The gathers of dwords (or of halves or bytes, which make dwords) X + c
/// that `op` (X + c') belongs with: in its block, between the writes to memory
/// before and after it, from the same memref under the same mask, in block
/// order. They are lowered together, before the first of them, whichever
/// of them the driver visits first (a gather whose pass-through is defined
/// after the first goes alone).
static SmallVector<vector::GatherOp> fieldGathers(vector::GatherOp op) {
  int64_t bytes = elementBytes(op.getVectorType());
  if ((bytes != 4 && bytes != 2 && bytes != 1) ||
      !cast<MemRefType>(op.getBaseType()).isLastDimUnitStride())
    return {op};
  LaneOffsets lanes(op.getIndices());
  auto sibling = [&](Operation *other) -> vector::GatherOp {
    auto gather = dyn_cast<vector::GatherOp>(other);
    if (gather && areSiblingGathers(op, gather) &&
        LaneOffsets(gather.getIndices()).sharesLanes(lanes))
      return gather;
    return {};
  };
  Operation *first =
      firstSibling(op, [&](Operation *other) { return bool(sibling(other)); });
  // The messages read X + c from the first's place.
  if (!lanes.isAvailableAt(first) ||
      !isAvailableBefore(op.getPassThru(), first))
    return {op};
  SmallVector<vector::GatherOp> group;
  forEachUpToWrite(first, [&](Operation *it) {
    if (vector::GatherOp gather = sibling(it))
      if (isAvailableBefore(gather.getPassThru(), first))
        group.push_back(gather);
  });
  return group;
}

struct GatherToGenX : MemoryPattern<vector::GatherOp> {
  using MemoryPattern::MemoryPattern;
  LogicalResult matchAndRewrite(vector::GatherOp op,
                                PatternRewriter &rewriter) const override {
    if (!isMovable(op.getVectorType()) || !isa<MemRefType>(op.getBaseType()))
      return rewriter.notifyMatchFailure(op, "not a 1-D gather on a memref");
    SmallVector<vector::GatherOp> group = fieldGathers(op);
    rewriter.setInsertionPoint(group.front());
    FailureOr<Address> address = getAccessAddress(
        rewriter, op, op.getBase(), op.getOffsets(), getAlignmentAttr(op));
    if (failed(address))
      return failure();
    Planner planner(options.messagesFor(address->space), rewriter,
                    op.getLoc());
    planner.splitOffsets = op->hasAttr(kSplitOffsets);
    if (group.size() > 1 && elementBytes(op.getVectorType()) < 4)
      return gatherNarrow(rewriter, planner, *address, group);
    if (group.size() > 1)
      return gatherChannels(rewriter, planner, *address, group);
    rewriter.replaceOp(
        op, planner.gather(*address,
                           bufferIndices(rewriter, op.getLoc(), op.getBase(),
                                         op.getIndices()),
                           op.getVectorType(), op.getMask(), op.getPassThru()));
    return success();
  }

  /// What the gathers of one field X + c share, read before any of them is
  /// replaced.
  struct Field {
    Value indices, passthru;
    SmallVector<vector::GatherOp> gathers;
  };

  /// The fields of `group` by their c, with their indices X + c built where
  /// X is (the gathers' own sums may come later).
  static std::map<int64_t, Field>
  collectFields(PatternRewriter &rewriter, ArrayRef<vector::GatherOp> group) {
    std::map<int64_t, Field> fields;
    vector::GatherOp front = group.front();
    LaneOffsets lanes(front.getIndices());
    for (vector::GatherOp gather : group) {
      Field &field = fields[LaneOffsets(gather.getIndices()).c];
      if (field.gathers.empty())
        field.passthru = gather.getPassThru();
      field.gathers.push_back(gather);
    }
    Location at = lanes.root ? lanes.root.getLoc() : front.getLoc();
    for (auto &[c, field] : fields)
      field.indices = lanes.build(rewriter, at, c);
    return fields;
  }

  /// Where a run of fields is read: where the first of its gathers was
  /// (the group's runs all read at its first gather would keep every field
  /// in registers at once: the columns of a contraction, spilled).
  static void setAtEarliest(PatternRewriter &rewriter, ArrayRef<Field *> run) {
    Operation *earliest = run.front()->gathers.front();
    for (Field *field : run)
      for (vector::GatherOp gather : field->gathers)
        if (gather->isBeforeInBlock(earliest))
          earliest = gather;
    rewriter.setInsertionPoint(earliest);
  }

  /// Gathers of 16- or 8-bit fields X + c, `per` to a dword: where X
  /// starts dwords (fillsDwords) under poison pass-throughs, the fields of
  /// one dword are read as that dword (its other elements too: an aligned
  /// dword holding an element in bounds is in bounds, surfaces being sized
  /// in whole dwords), runs of up to 4 consecutive dwords holding two fields
  /// or more one gather of channels per 16 lanes, each dword split into its
  /// elements (every per-th element of the channel, a region the backend
  /// reads in place); any other field is a gather of its own.
  LogicalResult gatherNarrow(PatternRewriter &rewriter, Planner &planner,
                             const Address &address,
                             ArrayRef<vector::GatherOp> group) const {
    std::map<int64_t, Field> fields = collectFields(rewriter, group);
    vector::GatherOp first = group.front();
    VectorType type = first.getVectorType();
    int64_t per = 4 / elementBytes(type);
    LaneOffsets lanes(first.getIndices());
    bool fills = fillsDwords(lanes, address, per) &&
                 llvm::all_of(group, [](vector::GatherOp gather) {
                   return isPoison(gather.getPassThru());
                 });
    int64_t n = type.getNumElements();
    Value mask = first.getMask();
    Location loc = first.getLoc();
    auto words = VectorType::get({n}, rewriter.getI32Type());
    auto replace = [&](Field &field, Value value) {
      for (vector::GatherOp gather : field.gathers)
        rewriter.replaceOp(gather, value);
    };
    // The fields of the dword starting at c (c a multiple of per).
    auto fieldsOf = [&](int64_t c) {
      return std::distance(fields.lower_bound(c), fields.lower_bound(c + per));
    };
    for (auto it = fields.begin(); it != fields.end();) {
      // The run of dwords with fields from the dword of it->first, at most 4.
      int64_t c = it->first - ((it->first % per) + per) % per;
      int64_t dwords = 0, count = 0;
      for (; fills && dwords < 4; ++dwords) {
        int64_t held = fieldsOf(c + per * dwords);
        if (held == 0)
          break;
        count += held;
      }
      if (count < 2) {
        setAtEarliest(rewriter, {&it->second});
        replace(it->second, planner.gather(address, it->second.indices, type,
                                           mask, it->second.passthru));
        ++it;
        continue;
      }
      SmallVector<Field *> run;
      for (auto field = it; field != fields.lower_bound(c + per * dwords);
           ++field)
        run.push_back(&field->second);
      setAtEarliest(rewriter, run);
      SmallVector<Value> passthrus(dwords,
                                   ub::PoisonOp::create(rewriter, loc, words));
      // X + c, c the first dword's start, where X is.
      Value indices =
          fields.count(c)
              ? fields.at(c).indices
              : lanes.build(rewriter, fields.begin()->second.indices.getLoc(),
                            c);
      SmallVector<Value> loaded = planner.gatherChannels(
          address, indices, /*shift=*/0, words, mask, passthrus,
          /*indexBytes=*/elementBytes(type));
      for (auto [d, channel] : llvm::enumerate(loaded)) {
        Value elements = vector::BitCastOp::create(
            rewriter, loc, VectorType::get({per * n}, type.getElementType()),
            channel);
        for (int64_t j = 0; j < per; ++j) {
          auto field = fields.find(c + per * static_cast<int64_t>(d) + j);
          if (field == fields.end())
            continue;
          SmallVector<int64_t> order;
          for (int64_t i = 0; i < n; ++i)
            order.push_back(per * i + j);
          replace(field->second, vector::ShuffleOp::create(
                                     rewriter, loc, elements, elements, order));
        }
      }
      it = fields.lower_bound(c + per * dwords);
    }
    return success();
  }

  /// Gathers of X + c for several c (the fields of the lanes' structs):
  /// runs of up to 4 consecutive c are one gather of channels per 16 lanes
  /// (a message per run instead of one per field).
  LogicalResult gatherChannels(PatternRewriter &rewriter, Planner &planner,
                               const Address &address,
                               ArrayRef<vector::GatherOp> group) const {
    std::map<int64_t, Field> fields = collectFields(rewriter, group);
    vector::GatherOp first = group.front();
    VectorType type = first.getVectorType();
    Value mask = first.getMask();
    Location loc = first.getLoc();
    // A poison pass-through may be defined after the first gather: a new
    // one.
    auto passThruOf = [&](Value passthru) -> Value {
      if (isPoison(passthru))
        return ub::PoisonOp::create(rewriter, loc, type);
      return passthru;
    };
    auto samePassThru = [](Value a, Value b) {
      return a == b || (isPoison(a) && isPoison(b));
    };
    for (auto it = fields.begin(); it != fields.end();) {
      // The run of consecutive offsets from it->first, at most 4.
      SmallVector<Field *> run{&it->second};
      int64_t start = it->first;
      for (++it; it != fields.end() &&
                 it->first == start + static_cast<int64_t>(run.size()) &&
                 run.size() < 4;
           ++it)
        run.push_back(&it->second);
      setAtEarliest(rewriter, run);
      SmallVector<Value> passthrus;
      for (Field *field : run)
        passthrus.push_back(passThruOf(field->passthru));
      // A field alone is an ordinary gather.
      // The run's lanes X, its start a shift of the messages' offset.
      SmallVector<Value> loaded =
          run.size() > 1
              ? planner.gatherChannels(address, fields.begin()->second.indices,
                                       start - fields.begin()->first, type,
                                       mask, passthrus)
              : SmallVector<Value>{planner.gather(address, run.front()->indices,
                                                  type, mask,
                                                  passthrus.front())};
      for (auto [field, value] : llvm::zip(run, loaded))
        for (vector::GatherOp gather : field->gathers) {
          Value passthru = gather.getPassThru();
          rewriter.replaceOp(gather,
                             samePassThru(passthru, field->passthru)
                                 ? value
                                 : planner.gather(address, field->indices, type,
                                                  mask, passThruOf(passthru)));
        }
    }
    return success();
  }
};

/// Whether `value` is the same in every lane: a splat or a broadcast
/// scalar.
static bool isUniformVector(Value value) {
  SplatElementsAttr splat;
  if (matchPattern(value, m_Constant(&splat)))
    return true;
  auto broadcast = value.getDefiningOp<vector::BroadcastOp>();
  return broadcast && !isa<VectorType>(broadcast.getSourceType());
}

/// How far apart the lanes of the integer vector `value` are at least, from
/// the arithmetic that computes it (0: they may meet). Index arithmetic is
/// taken not to wrap around.
static int64_t lanesApart(DenseIntElementsAttr constant) {
  SmallVector<int64_t> lanes;
  for (const APInt &lane : constant.getValues<APInt>())
    lanes.push_back(lane.getSExtValue());
  llvm::sort(lanes);
  int64_t least = std::numeric_limits<int64_t>::max();
  for (size_t i = 1; i < lanes.size(); ++i)
    least = std::min(least, lanes[i] - lanes[i - 1]);
  return lanes.size() < 2 ? 0 : least;
}

static int64_t lanesApart(Value value, int depth = 6) {
  if (depth == 0)
    return 0;
  DenseIntElementsAttr constant;
  if (matchPattern(value, m_Constant(&constant)))
    return lanesApart(constant);
  Operation *def = value.getDefiningOp();
  if (!def)
    return 0;
  if (isa<vector::StepOp>(def))
    return 1;
  // Extensions keep lanes apart; a truncation may make them meet.
  if (isa<arith::ExtSIOp, arith::ExtUIOp>(def))
    return lanesApart(def->getOperand(0), depth - 1);
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(def) &&
      getElementTypeOrSelf(def->getResult(0).getType()).isIndex())
    return lanesApart(def->getOperand(0), depth - 1);
  if (auto add = dyn_cast<arith::AddIOp>(def)) {
    if (isUniformVector(add.getLhs()))
      return lanesApart(add.getRhs(), depth - 1);
    if (isUniformVector(add.getRhs()))
      return lanesApart(add.getLhs(), depth - 1);
    return 0;
  }
  if (auto mul = dyn_cast<arith::MulIOp>(def))
    for (auto [x, factor] : {std::pair(mul.getLhs(), mul.getRhs()),
                             std::pair(mul.getRhs(), mul.getLhs())}) {
      SplatElementsAttr splat;
      if (matchPattern(factor, m_Constant(&splat))) {
        int64_t m = std::abs(splat.getSplatValue<APInt>().getSExtValue());
        return std::min<int64_t>(lanesApart(x, depth - 1) * m, 1 << 20);
      }
    }
  return 0;
}

/// The scatters of dwords (or of halves or bytes) X + c that `op` (X + c')
/// belongs with: a run of scatters to the same memref under the same mask
/// with nothing between them that touches memory, whose lanes write places
/// no other lane of them writes (X's lanes at least as far apart as the c
/// span), so they may be written in any order. They are lowered together,
/// at the last of them; otherwise just `op`.
static SmallVector<vector::ScatterOp> fieldScatters(vector::ScatterOp op) {
  int64_t bytes = elementBytes(op.getVectorType());
  if ((bytes != 4 && bytes != 2 && bytes != 1) ||
      !cast<MemRefType>(op.getBaseType()).isLastDimUnitStride())
    return {op};
  LaneOffsets lanes(op.getIndices());
  auto sibling = [&](Operation *other) -> vector::ScatterOp {
    auto scatter = dyn_cast<vector::ScatterOp>(other);
    if (scatter && scatter.getBase() == op.getBase() &&
        scatter.getOffsets() == op.getOffsets() &&
        scatter.getMask() == op.getMask() &&
        scatter.getVectorType() == op.getVectorType() &&
        LaneOffsets(scatter.getIndices()).sharesLanes(lanes))
      return scatter;
    return {};
  };
  auto inRun = [&](Operation *other) {
    return isMemoryEffectFree(other) || sibling(other);
  };
  Operation *first = op;
  while (first->getPrevNode() && inRun(first->getPrevNode()))
    first = first->getPrevNode();
  SmallVector<vector::ScatterOp> group;
  int64_t low = std::numeric_limits<int64_t>::max(), high = 0;
  for (Operation *it = first; it && inRun(it); it = it->getNextNode())
    if (vector::ScatterOp scatter = sibling(it)) {
      group.push_back(scatter);
      int64_t c = LaneOffsets(scatter.getIndices()).c;
      low = std::min(low, c);
      high = std::max(high, c);
    }
  int64_t apart =
      lanes.root ? lanesApart(lanes.root) : lanesApart(lanes.pattern);
  if (group.size() < 2 || apart <= high - low)
    return {op};
  return group;
}

struct ScatterToGenX : MemoryPattern<vector::ScatterOp> {
  using MemoryPattern::MemoryPattern;
  LogicalResult matchAndRewrite(vector::ScatterOp op,
                                PatternRewriter &rewriter) const override {
    if (!isMovable(op.getVectorType()) || !isa<MemRefType>(op.getBaseType()))
      return rewriter.notifyMatchFailure(op, "not a 1-D scatter on a memref");
    SmallVector<vector::ScatterOp> group = fieldScatters(op);
    rewriter.setInsertionPoint(group.back());
    FailureOr<Address> address = getAccessAddress(
        rewriter, op, op.getBase(), op.getOffsets(), getAlignmentAttr(op));
    if (failed(address))
      return failure();
    Planner planner(options.messagesFor(address->space), rewriter,
                    op.getLoc());
    planner.splitOffsets = op->hasAttr(kSplitOffsets);
    if (group.size() > 1)
      return scatterChannels(rewriter, planner, *address, group);
    planner.scatter(
        *address,
        bufferIndices(rewriter, op.getLoc(), op.getBase(), op.getIndices()),
        op.getValueToStore(), op.getMask());
    rewriter.eraseOp(op);
    return success();
  }

  /// Scatters of X + c for several c whose lanes do not meet: runs of up to
  /// 4 consecutive c are one scatter of channels per 16 lanes; of two
  /// scatters to the same c the later one is what memory keeps.
  LogicalResult scatterChannels(PatternRewriter &rewriter, Planner &planner,
                                const Address &address,
                                ArrayRef<vector::ScatterOp> group) const {
    std::map<int64_t, Value> fields;
    vector::ScatterOp front = group.front();
    LaneOffsets lanes(front.getIndices());
    for (vector::ScatterOp scatter : group)
      fields[LaneOffsets(scatter.getIndices()).c] = scatter.getValueToStore();
    vector::ScatterOp last = group.back();
    Value mask = last.getMask();
    Location at = lanes.root ? lanes.root.getLoc() : last.getLoc();
    if (elementBytes(last.getVectorType()) < 4) {
      scatterNarrow(rewriter, planner, address, lanes, fields, mask, at);
      for (vector::ScatterOp scatter : group)
        rewriter.eraseOp(scatter);
      return success();
    }
    for (auto it = fields.begin(); it != fields.end();) {
      int64_t start = it->first;
      SmallVector<Value> run{it->second};
      for (++it; it != fields.end() &&
                 it->first == start + static_cast<int64_t>(run.size()) &&
                 run.size() < 4;
           ++it)
        run.push_back(it->second);
      Value indices = lanes.build(rewriter, at, start);
      if (run.size() > 1)
        planner.scatterChannels(address, indices, run, mask);
      else
        planner.scatter(address, indices, run.front(), mask);
    }
    for (vector::ScatterOp scatter : group)
      rewriter.eraseOp(scatter);
    return success();
  }

  /// Scatters of 16- or 8-bit fields X + c (`fields`, by c), `per` to a
  /// dword: where they make whole dwords (fillsDwords), the fields c .. c +
  /// per - 1 of a c that `per` divides are a dword field, their elements
  /// interleaved, runs of up to 4 of them one scatter of channels per 16
  /// lanes; a field whose dword is not whole is a scatter of its own.
  static void scatterNarrow(PatternRewriter &rewriter, Planner &planner,
                            const Address &address, const LaneOffsets &lanes,
                            const std::map<int64_t, Value> &fields, Value mask,
                            Location at) {
    auto type = cast<VectorType>(fields.begin()->second.getType());
    int64_t bytes = elementBytes(type), per = 4 / bytes;
    int64_t n = type.getNumElements();
    bool fills = fillsDwords(lanes, address, per);
    auto whole = [&](int64_t c) {
      return fills && startsWholeDword(fields, c, per);
    };
    // Interleaves two vectors of `m` elements, `k` at a time from each.
    auto interleave = [&](Value a, Value b, int64_t m, int64_t k) -> Value {
      SmallVector<int64_t> order;
      for (int64_t i = 0; i < m; i += k)
        for (int64_t from : {i, m + i})
          for (int64_t j = 0; j < k; ++j)
            order.push_back(from + j);
      return vector::ShuffleOp::create(rewriter, a.getLoc(), a, b, order);
    };
    for (auto it = fields.begin(); it != fields.end();) {
      int64_t c = it->first;
      if (!whole(c)) {
        planner.scatter(address, lanes.build(rewriter, at, c), it->second,
                        mask);
        ++it;
        continue;
      }
      SmallVector<Value> words;
      for (int64_t low = c; words.size() < 4 && whole(low); low += per) {
        // Elements 0 and 1 (and 2 and 3) of each lane's dword side by side,
        // then those pairs.
        Value dword = interleave(fields.at(low), fields.at(low + 1), n, 1);
        if (per == 4)
          dword = interleave(
              dword, interleave(fields.at(low + 2), fields.at(low + 3), n, 1),
              2 * n, 2);
        words.push_back(vector::BitCastOp::create(
            rewriter, dword.getLoc(),
            VectorType::get({n}, rewriter.getI32Type()), dword));
      }
      planner.scatterChannels(address, lanes.build(rewriter, at, c), words,
                              mask, /*indexBytes=*/bytes);
      it = fields.lower_bound(c + per * static_cast<int64_t>(words.size()));
    }
  }
};

/// A scalar load is a one-element load, lowered with its neighbours.
struct ScalarLoadToGenX : MemoryPattern<memref::LoadOp> {
  using MemoryPattern::MemoryPattern;
  LogicalResult matchAndRewrite(memref::LoadOp op,
                                PatternRewriter &rewriter) const override {
    return lowerNeighbourLoads(op, rewriter, options);
  }
};

struct ScalarStoreToGenX : MemoryPattern<memref::StoreOp> {
  using MemoryPattern::MemoryPattern;
  LogicalResult matchAndRewrite(memref::StoreOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<Address> address = getAccessAddress(
        rewriter, op, op.getMemRef(), op.getIndices(), getAlignmentAttr(op));
    if (failed(address))
      return failure();
    Planner planner(options.messagesFor(address->space), rewriter,
                    op.getLoc());
    Value one = vector::BroadcastOp::create(
        rewriter, op.getLoc(), VectorType::get({1}, op.getValueToStore().getType()),
        op.getValueToStore());
    planner.store(*address, one, Value());
    rewriter.eraseOp(op);
    return success();
  }
};
/// Loads the element, then retries `update` + compare-and-swap until no
/// other thread changed the element in between; returns the value the
/// update started from.
template <typename OpTy>
static FailureOr<Value>
compareExchangeLoop(PatternRewriter &rewriter, OpTy op,
                    const Messages &messages, const Address &address,
                    function_ref<Value(OpBuilder &, Value)> update) {
  Location loc = op.getLoc();
  Type type = op.getResult().getType();
  unsigned bits = type.getIntOrFloatBitWidth();
  if (bits != 32 && bits != 64)
    return rewriter.notifyMatchFailure(op, "not a 32- or 64-bit element");
  // Checked before any IR is built: a failing pattern must leave none.
  if (!messages.hasCompareExchange(bits))
    return rewriter.notifyMatchFailure(
        op, "the memory has no compare-and-swap for this element type");
  Type intType = rewriter.getIntegerType(bits);
  Planner planner(messages, rewriter, loc);
  Value first = vector::ExtractOp::create(
      rewriter, loc,
      planner.load(address, VectorType::get({1}, type), Value(), Value()),
      ArrayRef<int64_t>{0});
  auto asInt = [&](OpBuilder &b, Value v) -> Value {
    return v.getType() == intType
               ? v
               : arith::BitcastOp::create(b, loc, intType, v).getResult();
  };
  auto loop = scf::WhileOp::create(
      rewriter, loc, TypeRange{type}, ValueRange{first},
      [&](OpBuilder &b, Location, ValueRange args) {
        Value current = args[0];
        Value desired = update(b, current);
        Value seen = messages.compareExchange(b, loc, address.pointer,
                                              address.byteOffset,
                                              asInt(b, current),
                                              asInt(b, desired));
        Value retry = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                            seen, asInt(b, current));
        Value seenValue =
            type == intType
                ? seen
                : arith::BitcastOp::create(b, loc, type, seen).getResult();
        scf::ConditionOp::create(b, loc, retry, seenValue);
      },
      [&](OpBuilder &b, Location, ValueRange args) {
        scf::YieldOp::create(b, loc, args);
      });
  return loop.getResult(0);
}
/// memref.atomic_rmw: the atomic message of the kind where the memory has
/// one, else a compare-and-swap loop on the element's bits.
struct AtomicRMWToGenX : MemoryPattern<memref::AtomicRMWOp> {
  using MemoryPattern::MemoryPattern;
  LogicalResult matchAndRewrite(memref::AtomicRMWOp op,
                                PatternRewriter &rewriter) const override {
    if (!canLowerAtomic(op.getMemref(), op.getType()))
      return rewriter.notifyMatchFailure(op, "no atomic for this element");
    FailureOr<Address> address = getAccessAddress(
        rewriter, op, op.getMemref(), op.getIndices(), /*alignment=*/0);
    if (failed(address))
      return failure();
    const Messages &messages = options.messagesFor(address->space);
    Location loc = op.getLoc();
    if (Value old = messages.atomic(rewriter, loc, address->pointer,
                                    address->byteOffset, op.getKind(),
                                    op.getValue()))
      return rewriter.replaceOp(op, old), success();
    FailureOr<Value> old = compareExchangeLoop(
        rewriter, op, messages, *address, [&](OpBuilder &b, Value current) {
          // assign (an exchange) has no reduction op: the new value is the
          // operand.
          if (op.getKind() == arith::AtomicRMWKind::assign)
            return op.getValue();
          return arith::getReductionOp(op.getKind(), b, loc, current,
                                       op.getValue());
        });
    if (failed(old))
      return failure();
    rewriter.replaceOp(op, *old);
    return success();
  }
};

/// The lanes' atomic update `kind` with `values` where the memory has no
/// message for it (a float add): a loop of compare-and-swap messages of all
/// lanes still pending, each from the value it last saw, until every lane
/// (under `mask`, else all) has swapped. Of lanes on one address one swaps
/// per message and the others see its sum. Returns the lanes' old values
/// (0 in lanes off the mask).
static Value swapLanes(OpBuilder &b, Location loc, Planner &planner,
                       const Address &address, Value indices, Value mask,
                       arith::AtomicRMWKind kind, Value values) {
  auto type = cast<VectorType>(values.getType());
  int64_t lanes = type.getNumElements();
  Type elt = type.getElementType();
  auto intType =
      VectorType::get({lanes}, b.getIntegerType(elt.getIntOrFloatBitWidth()));
  auto asInt = [&](Value v) -> Value {
    return v.getType() == intType
               ? v
               : arith::BitcastOp::create(b, loc, intType, v).getResult();
  };
  auto bitsType = VectorType::get({lanes}, b.getI1Type());
  Value all =
      arith::ConstantOp::create(b, loc, DenseElementsAttr::get(bitsType, true));
  Value pending = mask ? mask : all;
  // Lanes off the mask start from 0, not poison: the loop compares them.
  Value none = arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
  Value first = planner.gather(address, indices, type, pending, none);
  SmallVector<Type> types{type, bitsType, type};
  auto loop =
      scf::WhileOp::create(b, loc, types, ValueRange{first, pending, none});
  SmallVector<Location> locs(types.size(), loc);
  // Built in place (the planner's messages look at the enclosing loops).
  OpBuilder::InsertionGuard guard(b);
  Block *before = b.createBlock(&loop.getBefore(), {}, types, locs);
  Value any = vector::ReductionOp::create(b, loc, vector::CombiningKind::OR,
                                          before->getArgument(1));
  scf::ConditionOp::create(b, loc, any, before->getArguments());
  Block *after = b.createBlock(&loop.getAfter(), {}, types, locs);
  Value current = after->getArgument(0), waiting = after->getArgument(1),
        result = after->getArgument(2);
  Value desired = kind == arith::AtomicRMWKind::assign
                      ? values
                      : arith::getReductionOp(kind, b, loc, current, values);
  Value seen = planner.compareExchangeLanes(address, indices, waiting, mask,
                                            asInt(current), asInt(desired));
  Value swapped = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, seen,
                                        asInt(current));
  Value done = arith::AndIOp::create(b, loc, waiting, swapped);
  Value stillWaiting = arith::AndIOp::create(
      b, loc, waiting, arith::XOrIOp::create(b, loc, swapped, all));
  Value seenValue =
      seen.getType() == type
          ? seen
          : arith::BitcastOp::create(b, loc, type, seen).getResult();
  scf::YieldOp::create(
      b, loc,
      ValueRange{arith::SelectOp::create(b, loc, swapped, current, seenValue),
                 stillWaiting,
                 arith::SelectOp::create(b, loc, done, current, result)});
  return loop.getResult(2);
}

/// The loop over the lanes that genx-vectorize-work-items leaves for an
/// atomic update of W work items (marked GenXAttrNames::kLaneAtomics): lane l
/// updates element idx[l] with values[l] where mask[l], one lane after
/// another, and the loop returns the lanes' old values (0 where masked).
/// Where the memory has a message for the update, it is one message per
/// 16 lanes, which updates an address several lanes share one lane after
/// another as well. The loop must be exactly that: one atomic whose
/// operands are the lanes' elements (extracts at the lane) or the same for
/// all lanes, under at most a branch on the lane's mask element.
struct LaneAtomicsToGenX : MemoryPattern<scf::ForOp> {
  using MemoryPattern::MemoryPattern;
  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    if (!loop->hasAttr(GenXAttrNames::kLaneAtomics))
      return rewriter.notifyMatchFailure(loop, "not a loop over lanes");
    SmallVector<memref::AtomicRMWOp> atomics;
    bool others = false;
    loop.getBody()->walk([&](Operation *op) {
      if (auto atomic = dyn_cast<memref::AtomicRMWOp>(op))
        atomics.push_back(atomic);
      else if (op->getNumRegions() == 0 && !isMemoryEffectFree(op))
        others = true;
    });
    std::optional<int64_t> lanes = getConstantIntValue(loop.getUpperBound());
    if (atomics.size() != 1 || others || !lanes ||
        getConstantIntValue(loop.getLowerBound()) != 0 ||
        getConstantIntValue(loop.getStep()) != 1 || loop.getNumResults() > 1)
      return rewriter.notifyMatchFailure(loop, "not one atomic over lanes");
    memref::AtomicRMWOp atomic = atomics.front();
    Type type = atomic.getType();
    auto memrefType = cast<MemRefType>(atomic.getMemRefType());
    std::optional<Space> space = getSpace(memrefType);
    if (!space || !isAddressable(memrefType) ||
        !loop.isDefinedOutsideOfLoop(atomic.getMemref()))
      return rewriter.notifyMatchFailure(loop, "not an addressable memref");
    const Messages &messages = options.messagesFor(*space);
    bool message = messages.hasAtomic(atomic.getKind(), type);
    unsigned bits = type.getIntOrFloatBitWidth();
    if (!message && !messages.hasCompareExchange(bits))
      return rewriter.notifyMatchFailure(loop, "no message for the update");
    // The vector a lane's value is an element of (at the lane).
    Value lane = loop.getInductionVar();
    auto laneVector = [&](Value value) -> Value {
      auto extract = value.getDefiningOp<vector::ExtractOp>();
      if (!extract || extract.getNumIndices() != 1 ||
          !extract.hasDynamicPosition() ||
          !loop.isDefinedOutsideOfLoop(extract.getSource()) ||
          getNumElements(extract.getSource().getType()) != *lanes)
        return Value();
      Value at = extract.getDynamicPosition()[0];
      while (Operation *cast = at.getDefiningOp())
        if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(cast))
          at = cast->getOperand(0);
        else
          break;
      return at == lane ? extract.getSource() : Value();
    };
    auto isLanes = [&](Value value) {
      return laneVector(value) || loop.isDefinedOutsideOfLoop(value);
    };
    // The lanes' values of `value`, a lane's or the same for all.
    auto allLanes = [&](Value value) -> Value {
      if (Value vector = laneVector(value))
        return vector;
      return vector::BroadcastOp::create(
          rewriter, loop.getLoc(), VectorType::get({*lanes}, value.getType()),
          value);
    };
    Value mask;
    if (auto branch = dyn_cast<scf::IfOp>(atomic->getParentOp())) {
      mask = laneVector(branch.getCondition());
      if (!mask || branch->getParentOp() != loop)
        return rewriter.notifyMatchFailure(loop, "not a branch on the mask");
    } else if (atomic->getParentOp() != loop) {
      return rewriter.notifyMatchFailure(loop, "atomic nested elsewhere");
    }
    ValueRange indices = atomic.getIndices();
    if (indices.empty() || !llvm::all_of(indices.drop_back(), [&](Value index) {
          return loop.isDefinedOutsideOfLoop(index);
        }))
      return rewriter.notifyMatchFailure(loop, "lanes in an outer dimension");
    if (!isLanes(atomic.getValue()) || !isLanes(indices.back()))
      return rewriter.notifyMatchFailure(loop, "not the lanes' operands");
    auto lanesType = VectorType::get({*lanes}, type);
    if (loop.getNumResults() == 1 && loop.getResult(0).getType() != lanesType)
      return rewriter.notifyMatchFailure(loop, "not the lanes' old values");
    // Built only now: every check above leaves the IR as it was.
    rewriter.setInsertionPoint(loop);
    Location loc = loop.getLoc();
    Value values = allLanes(atomic.getValue());
    Value last = allLanes(indices.back());
    SmallVector<Value> base(indices.drop_back());
    base.push_back(constIndex(rewriter, loc, 0));
    FailureOr<Address> address =
        getAccessAddress(rewriter, loop, atomic.getMemref(), base, 0);
    if (failed(address))
      return failure();
    Planner planner(options.messagesFor(address->space), rewriter, loc);
    Value laneIndices = bufferIndices(rewriter, loc, atomic.getMemref(), last);
    Value old = message
                    ? planner.atomicLanes(*address, laneIndices, mask,
                                          atomic.getKind(), values)
                    : swapLanes(rewriter, loc, planner, *address, laneIndices,
                                mask, atomic.getKind(), values);
    if (loop.getNumResults() == 0)
      return rewriter.eraseOp(loop), success();
    if (mask) {
      Value zeros = arith::ConstantOp::create(
          rewriter, loc, lanesType,
          DenseElementsAttr::get(lanesType, rewriter.getZeroAttr(type)));
      old = arith::SelectOp::create(rewriter, loc, mask, old, zeros);
    }
    rewriter.replaceOp(loop, old);
    return success();
  }
};

/// memref.generic_atomic_rmw: its region in a compare-and-swap loop.
struct GenericAtomicRMWToGenX : MemoryPattern<memref::GenericAtomicRMWOp> {
  using MemoryPattern::MemoryPattern;
  LogicalResult matchAndRewrite(memref::GenericAtomicRMWOp op,
                                PatternRewriter &rewriter) const override {
    if (!canLowerAtomic(op.getMemref(), op.getResult().getType()))
      return rewriter.notifyMatchFailure(op, "no atomic for this element");
    FailureOr<Address> address = getAccessAddress(
        rewriter, op, op.getMemref(), op.getIndices(), /*alignment=*/0);
    if (failed(address))
      return failure();
    const Messages &messages = options.messagesFor(address->space);
    FailureOr<Value> old = compareExchangeLoop(
        rewriter, op, messages, *address, [&](OpBuilder &b, Value current) {
          IRMapping mapping;
          mapping.map(op.getCurrentValue(), current);
          for (Operation &inner : op.getBody()->without_terminator())
            b.clone(inner, mapping);
          return mapping.lookup(op.getBody()->getTerminator()->getOperand(0));
        });
    if (failed(old))
      return failure();
    rewriter.replaceOp(op, *old);
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct ConvertMemoryToGenX
    : genx::impl::ConvertMemoryToGenXBase<ConvertMemoryToGenX> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<StringRef> resolved =
        resolveMemoryOption(getOperation(), memory);
    if (failed(resolved)) {
      getOperation()->emitError()
          << "convert-memory-to-genx: memory must be svm, surface or auto, "
             "not '"
          << memory << "'";
      return signalPassFailure();
    }
    if (memory == "auto")
      getOperation()->setAttr(GenXDialect::getMemoryAttrName(),
                              StringAttr::get(&getContext(), *resolved));
    int64_t alignment = bufferAlignment;
    if (alignment < 1 || !llvm::isPowerOf2_64(alignment)) {
      getOperation()->emitError()
          << "convert-memory-to-genx: buffer-alignment must be a power of "
             "two, not "
          << alignment;
      return signalPassFailure();
    }
    RewritePatternSet patterns(&getContext());
    populateMemoryToGenXPatterns(patterns, *resolved == "svm",
                                 bufferAlignment);
    // The memory choice is the module's; the rewrites are each function's,
    // in parallel.
    FrozenRewritePatternSet frozen(std::move(patterns));
    // The lanes' atomic loops first, before their atomics are lowered one
    // lane at a time; the loops no message takes stay as they are.
    RewritePatternSet laneAtomics(&getContext());
    laneAtomics.add<LaneAtomicsToGenX>(
        &getContext(), MemoryOptions{*resolved == "svm", bufferAlignment});
    FrozenRewritePatternSet frozenLaneAtomics(std::move(laneAtomics));
    if (failed(forEachFunction(getOperation(), [&](Operation *function) {
          dropUnobservedPassThrus(function);
          foldLaneRanges(function);
          scaleLaneRangeMasks(function);
          markSplitOffsets(function);
          (void)applyPatternsGreedily(
              function, frozenLaneAtomics,
              GreedyRewriteConfig()
                  .enableFolding(false)
                  .setRegionSimplificationLevel(
                      GreedySimplifyRegionLevel::Disabled));
          function->walk([](scf::ForOp loop) {
            loop->removeAttr(GenXAttrNames::kLaneAtomics);
          });
          return applyPatternsGreedily(function, frozen,
                                       getConversionRewriteConfig());
        })))
      return signalPassFailure();
    if (failed(reportUnconvertedAtomics()))
      signalPassFailure();
  }

  /// Atomics are the accesses without a fallback: what remains has no
  /// message for its element type in its memory.
  LogicalResult reportUnconvertedAtomics() {
    bool failed = false;
    getOperation()->walk([&](Operation *op) {
      if (!isa<memref::AtomicRMWOp, memref::GenericAtomicRMWOp>(op))
        return;
      Type type = op->getResult(0).getType();
      InFlightDiagnostic diag = op->emitOpError() << "on " << type;
      unsigned bits = type.getIntOrFloatBitWidth();
      Value base = isa<memref::AtomicRMWOp>(op)
                       ? cast<memref::AtomicRMWOp>(op).getMemref()
                       : cast<memref::GenericAtomicRMWOp>(op).getMemref();
      auto memref = cast<MemRefType>(base.getType());
      if (bits != 32 && bits != 64)
        diag << " elements has no GenX message: GenX atomics take 32- or "
                "64-bit elements";
      else if (getSpace(memref) == Space::Workgroup)
        diag << " elements has no GenX message: workgroup memory (SLM) has "
                "32-bit atomics only; use 32-bit elements";
      else
        diag << " elements has no GenX message here: buffers "
                "(memory=surface) have 32-bit atomics only; use 32-bit "
                "elements, or memory=auto or memory=svm for 64-bit atomics "
                "on global memory";
      failed = true;
    });
    return failure(failed);
  }
};
} // namespace

FailureOr<StringRef> mlir::genx::resolveMemoryOption(Operation *scope,
                                                    StringRef memory) {
  if (memory == "svm" || memory == "surface")
    return memory;
  if (memory != "auto")
    return failure();
  if (auto recorded =
          scope->getAttrOfType<StringAttr>(GenXDialect::getMemoryAttrName()))
    return recorded.getValue();
  WalkResult result = scope->walk([](Operation *op) {
    Value memref;
    if (auto rmw = dyn_cast<memref::AtomicRMWOp>(op))
      memref = rmw.getMemref();
    else if (auto generic = dyn_cast<memref::GenericAtomicRMWOp>(op))
      memref = generic.getMemref();
    else
      return WalkResult::advance();
    auto type = cast<MemRefType>(memref.getType());
    bool global = getSpace(type) == Space::Global;
    return global && type.getElementType().getIntOrFloatBitWidth() == 64
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  return StringRef(result.wasInterrupted() ? "svm" : "surface");
}

void mlir::genx::populateMemoryToGenXPatterns(RewritePatternSet &patterns,
                                              bool svm,
                                              int64_t bufferAlignment) {
  MemoryOptions options;
  options.svm = svm;
  options.bufferAlignment = bufferAlignment;
  patterns.add<LoadToGenX, MaskedLoadToGenX, StoreToGenX, MaskedStoreToGenX,
               GatherToGenX, ScatterToGenX, ScalarLoadToGenX,
               ScalarStoreToGenX, AtomicRMWToGenX, GenericAtomicRMWToGenX>(
      patterns.getContext(), options);
}
