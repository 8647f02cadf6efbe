//===- NarrowLanes.cpp - genx-narrow-lanes --------------------------------===//
//
// Lanes of 1-D vectors that nothing observes are not computed. A subgroup's
// butterfly of shuffles, once genx-vectorize-work-items has made it lanes
// of one thread, sums in every lane what the kernel then stores from one
// lane per segment: from the lanes the store reads, each op before it needs
// half of what its result has, and computed on those alone the butterfly
// is a halving tree. A scatter or gather whose constant mask leaves
// consecutive elements is first a store or load of its active lanes, so
// that what it observes is seen (and it is one block message, not a lane
// per address).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/GenXDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/ADT/BitVector.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXNARROWLANES
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// Whether `type` is a vector whose lanes this pass tracks: 1-D, of a fixed
/// length, of integers, indices or floats.
bool isLaneVector(Type type) {
  auto vec = dyn_cast<VectorType>(type);
  return vec && vec.getRank() == 1 && !vec.isScalable() &&
         vec.getElementType().isIntOrIndexOrFloat();
}

/// Whether `lanes` (-1: any lane) reads all `n` lanes of a vector in order.
bool isIdentity(ArrayRef<int64_t> lanes, int64_t n) {
  if (static_cast<int64_t>(lanes.size()) != n)
    return false;
  for (auto [i, lane] : llvm::enumerate(lanes))
    if (lane >= 0 && lane != static_cast<int64_t>(i))
      return false;
  return true;
}

/// Lanes `lanes` of the 1-D vector `vec` (-1: any), as a vector of their
/// own: constants and broadcasts are rebuilt, a shuffle is composed with
/// the one that reads it (a chain of narrowed ops then reads its producers'
/// narrow vectors, not the full ones), anything else is shuffled.
Value extractLanes(OpBuilder &b, Location loc, Value vec,
                   ArrayRef<int64_t> lanes) {
  auto type = cast<VectorType>(vec.getType());
  if (isIdentity(lanes, type.getNumElements()))
    return vec;
  auto narrowType = VectorType::get({static_cast<int64_t>(lanes.size())},
                                    type.getElementType());
  DenseElementsAttr constant;
  if (matchPattern(vec, m_Constant(&constant))) {
    if (constant.isSplat())
      return arith::ConstantOp::create(
          b, loc, constant.resizeSplat(cast<ShapedType>(narrowType)));
    SmallVector<Attribute> all(constant.getValues<Attribute>());
    SmallVector<Attribute> picked;
    for (int64_t lane : lanes)
      picked.push_back(all[std::max<int64_t>(lane, 0)]);
    return arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(narrowType, picked));
  }
  if (auto broadcast = vec.getDefiningOp<vector::BroadcastOp>();
      broadcast && !isa<VectorType>(broadcast.getSourceType()))
    return vector::BroadcastOp::create(b, loc, narrowType,
                                       broadcast.getSource());
  if (auto shuffle = vec.getDefiningOp<vector::ShuffleOp>()) {
    int64_t n1 = shuffle.getV1VectorType().getNumElements();
    ArrayRef<int64_t> mask = shuffle.getMask();
    SmallVector<int64_t> picked;
    bool fromV1 = true, fromV2 = true;
    for (int64_t lane : lanes) {
      int64_t source = lane < 0 ? -1 : mask[lane];
      picked.push_back(source);
      fromV1 &= source < n1;
      fromV2 &= source < 0 || source >= n1;
    }
    if (fromV1)
      return extractLanes(b, loc, shuffle.getV1(), picked);
    if (fromV2) {
      for (int64_t &source : picked)
        if (source >= 0)
          source -= n1;
      return extractLanes(b, loc, shuffle.getV2(), picked);
    }
    // The operands may differ in length: the mask indexes both in turn.
    return vector::ShuffleOp::create(b, loc, shuffle.getV1(), shuffle.getV2(),
                                     picked);
  }
  return vector::ShuffleOp::create(b, loc, vec, vec, lanes);
}

/// The scalar `vec` broadcasts, null if it is no such broadcast.
Value broadcastSource(Value vec) {
  auto broadcast = vec.getDefiningOp<vector::BroadcastOp>();
  if (!broadcast || isa<VectorType>(broadcast.getSourceType()))
    return Value();
  return broadcast.getSource();
}

/// The lanes a constant mask enables, none if it is not a constant.
std::optional<SmallVector<int64_t>> enabledLanes(Value mask) {
  DenseElementsAttr constant;
  if (!matchPattern(mask, m_Constant(&constant)))
    return std::nullopt;
  SmallVector<int64_t> lanes;
  for (auto [i, on] : llvm::enumerate(constant.getValues<bool>()))
    if (on)
      lanes.push_back(i);
  return lanes;
}

/// The memref index `base` plus the scalar part of `indices` plus
/// `offset`. An integer scalar is sign-extended, as a gather's or
/// scatter's indices are.
Value startIndex(OpBuilder &b, Location loc, Value base,
                 const UniformPlusConstant &indices, int64_t offset) {
  Value index = base;
  if (indices.uniform) {
    Value shared = indices.uniform(b, loc);
    if (!shared.getType().isIndex())
      shared = arith::IndexCastOp::create(b, loc, b.getIndexType(), shared);
    index = arith::AddIOp::create(b, loc, index, shared);
  }
  if (offset != 0)
    index = arith::AddIOp::create(
        b, loc, index, arith::ConstantIndexOp::create(b, loc, offset));
  return index;
}

/// The lanes a gather or scatter of 1-D vectors on a 1-D memref of
/// consecutive elements enables (a constant mask, some lane on) and the
/// elements they access (X + c), if it is one.
struct ConstantLanes {
  SmallVector<int64_t> active;
  UniformPlusConstant indices;
};

template <typename OpTy>
std::optional<ConstantLanes> matchConstantLanes(OpTy op) {
  auto memref = dyn_cast<MemRefType>(op.getBase().getType());
  if (!memref || memref.getRank() != 1 || !memref.isLastDimUnitStride() ||
      !isLaneVector(op.getVectorType()))
    return std::nullopt;
  std::optional<SmallVector<int64_t>> active = enabledLanes(op.getMask());
  std::optional<UniformPlusConstant> indices = splitUniform(op.getIndices());
  if (!active || active->empty() || !indices)
    return std::nullopt;
  return ConstantLanes{std::move(*active), std::move(*indices)};
}

/// A scatter (see matchConstantLanes) whose enabled lanes store to
/// consecutive elements (c different in each): a store of those lanes in
/// the order of their elements.
struct CompactScatter : OpRewritePattern<vector::ScatterOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::ScatterOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<ConstantLanes> lanes = matchConstantLanes(op);
    if (!lanes)
      return rewriter.notifyMatchFailure(op, "not constant lanes");
    SmallVector<int64_t> &active = lanes->active;
    UniformPlusConstant &indices = lanes->indices;
    ArrayRef<int64_t> offsets = indices.lanes;
    llvm::sort(active,
               [&](int64_t a, int64_t b) { return offsets[a] < offsets[b]; });
    int64_t first = offsets[active.front()];
    for (auto [k, lane] : llvm::enumerate(active))
      if (offsets[lane] != first + static_cast<int64_t>(k))
        return rewriter.notifyMatchFailure(op, "not consecutive elements");
    Location loc = op.getLoc();
    Value index =
        startIndex(rewriter, loc, op.getOffsets().front(), indices, first);
    Value value = extractLanes(rewriter, loc, op.getValueToStore(), active);
    vector::StoreOp::create(rewriter, loc, value, op.getBase(), index);
    rewriter.eraseOp(op);
    return success();
  }
};

/// A gather (see matchConstantLanes) whose enabled lanes read every
/// element of a range (the c of the lanes covering it, some of them alike;
/// no wider than the lanes, then): a load of the range, its elements then
/// shuffled to the lanes.
struct CompactGather : OpRewritePattern<vector::GatherOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::GatherOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<ConstantLanes> lanes = matchConstantLanes(op);
    if (!lanes)
      return rewriter.notifyMatchFailure(op, "not constant lanes");
    VectorType type = op.getVectorType();
    ArrayRef<int64_t> active = lanes->active;
    UniformPlusConstant &indices = lanes->indices;
    ArrayRef<int64_t> offsets = indices.lanes;
    int64_t lo = offsets[active.front()], hi = lo;
    for (int64_t lane : active) {
      lo = std::min(lo, offsets[lane]);
      hi = std::max(hi, offsets[lane]);
    }
    // Each element read by some lane: the range is at most the lanes.
    llvm::BitVector read(hi - lo + 1);
    for (int64_t lane : active)
      read.set(offsets[lane] - lo);
    if (!read.all())
      return rewriter.notifyMatchFailure(op, "elements no lane reads");
    Location loc = op.getLoc();
    Value index =
        startIndex(rewriter, loc, op.getOffsets().front(), indices, lo);
    auto rangeType = VectorType::get({hi - lo + 1}, type.getElementType());
    Value range =
        vector::LoadOp::create(rewriter, loc, rangeType, op.getBase(), index);
    int64_t n = type.getNumElements();
    SmallVector<int64_t> picks(n, -1);
    for (int64_t lane : active)
      picks[lane] = offsets[lane] - lo;
    Value result = extractLanes(rewriter, loc, range, picks);
    if (static_cast<int64_t>(active.size()) < n)
      result = arith::SelectOp::create(rewriter, loc, op.getMask(), result,
                                       op.getPassThru());
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// A shuffle of lanes that are all of one shuffle, constant or broadcast:
/// one shuffle of what that reads.
struct ComposeShuffles : OpRewritePattern<vector::ShuffleOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::ShuffleOp op,
                                PatternRewriter &rewriter) const override {
    if (!isLaneVector(op.getResultVectorType()) ||
        !isLaneVector(op.getV1VectorType()))
      return rewriter.notifyMatchFailure(op, "not a 1-D shuffle");
    int64_t n1 = op.getV1VectorType().getNumElements();
    ArrayRef<int64_t> mask = op.getMask();
    bool fromV1 = llvm::all_of(mask, [&](int64_t i) { return i < n1; });
    bool fromV2 =
        llvm::all_of(mask, [&](int64_t i) { return i < 0 || i >= n1; });
    Value source = fromV1 ? op.getV1() : fromV2 ? op.getV2() : Value();
    if (!source ||
        !(source.getDefiningOp<vector::ShuffleOp>() ||
          broadcastSource(source) || matchPattern(source, m_Constant())))
      return rewriter.notifyMatchFailure(op, "not lanes of one shuffle");
    SmallVector<int64_t> lanes(mask);
    if (!fromV1)
      for (int64_t &lane : lanes)
        if (lane >= 0)
          lane -= n1;
    rewriter.replaceOp(op, extractLanes(rewriter, op.getLoc(), source, lanes));
    return success();
  }
};

/// A 1-D strided slice of a shuffle, constant or broadcast: one shuffle of
/// what that reads.
struct ComposeSlices : OpRewritePattern<vector::ExtractStridedSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::ExtractStridedSliceOp op,
                                PatternRewriter &rewriter) const override {
    Value source = op.getSource();
    if (!isLaneVector(source.getType()) ||
        !(source.getDefiningOp<vector::ShuffleOp>() ||
          broadcastSource(source) || matchPattern(source, m_Constant())))
      return rewriter.notifyMatchFailure(op, "not a slice of a shuffle");
    auto first = [](ArrayAttr array) {
      return cast<IntegerAttr>(array[0]).getInt();
    };
    int64_t offset = first(op.getOffsets()), stride = first(op.getStrides());
    SmallVector<int64_t> lanes;
    for (int64_t k = 0, e = first(op.getSizes()); k < e; ++k)
      lanes.push_back(offset + k * stride);
    rewriter.replaceOp(op, extractLanes(rewriter, op.getLoc(), source, lanes));
    return success();
  }
};

/// Whether `op` computes each lane of its one 1-D vector result from the
/// same lane of its vector operands, without side effects; predicates
/// (which GenX shuffles as bytes) are neither taken nor made.
bool isLaneWise(Operation *op) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 ||
      !OpTrait::hasElementwiseMappableTraits(op) || !isMemoryEffectFree(op))
    return false;
  Type result = op->getResult(0).getType();
  if (!isLaneVector(result) || getElementTypeOrSelf(result).isInteger(1))
    return false;
  return llvm::all_of(op->getOperandTypes(), [&](Type type) {
    auto vec = dyn_cast<VectorType>(type);
    return !vec || (vec.getShape() == cast<VectorType>(result).getShape() &&
                    !vec.getElementType().isInteger(1));
  });
}

/// Which lanes of each 1-D vector that an op of one block defines are
/// observed: by lane-wise ops, through the masks of shuffles, by extracts
/// and slices; any other use (a store, one in a nested region) observes
/// all lanes. (Scatters and gathers that observe fewer lanes are stores
/// and loads of shuffles by then.) Which ops are computed on fewer lanes:
/// those whose observed lanes are a region, fewer than all, and whose
/// users read the narrow result as it is (shuffles, extracts, slices) or
/// are narrowed too: a user computed on all lanes would read them from a
/// shuffle that spreads them out, moves that cost more than the lanes
/// saved.
class ObservedLanes {
public:
  explicit ObservedLanes(Block &block) {
    for (Operation &op : llvm::reverse(block))
      for (Value result : op.getResults())
        if (isLaneVector(result.getType()))
          observed.try_emplace(result, usesOf(result));
    // Users first: each op's decision looks at its users' ones.
    for (Operation &op : llvm::reverse(block))
      (void)narrowedLanes(&op);
  }

  /// The lanes of `value` observed, none if it is not tracked.
  const llvm::BitVector *lookup(Value value) const {
    auto it = observed.find(value);
    return it == observed.end() ? nullptr : &it->second;
  }

  /// The lanes `op` is computed on, none if all of them.
  std::optional<SmallVector<int64_t>> narrowedLanes(Operation *op) {
    if (auto it = narrowed.find(op); it != narrowed.end())
      return it->second;
    std::optional<SmallVector<int64_t>> lanes = decide(op);
    narrowed[op] = lanes;
    return lanes;
  }

private:
  DenseMap<Value, llvm::BitVector> observed;
  DenseMap<Operation *, std::optional<SmallVector<int64_t>>> narrowed;

  std::optional<SmallVector<int64_t>> decide(Operation *op) {
    if (!isLaneWise(op) && !isa<vector::ShuffleOp>(op))
      return std::nullopt;
    Value result = op->getResult(0);
    const llvm::BitVector *lanes = lookup(result);
    if (!lanes || lanes->all() || lanes->none())
      return std::nullopt;
    SmallVector<int64_t> kept;
    for (unsigned lane : lanes->set_bits())
      kept.push_back(lane);
    if (!matchRegionLayout(kept))
      return std::nullopt;
    for (Operation *user : result.getUsers())
      if (!isa<vector::ShuffleOp, vector::ExtractOp,
               vector::ExtractStridedSliceOp>(user) &&
          !narrowedLanes(user))
        return std::nullopt;
    return kept;
  }

  llvm::BitVector usesOf(Value value) {
    int64_t n = cast<VectorType>(value.getType()).getNumElements();
    llvm::BitVector lanes(n);
    for (OpOperand &use : value.getUses()) {
      if (use.getOwner()->getBlock() != value.getParentBlock())
        return llvm::BitVector(n, true);
      lanes |= observedBy(use, n);
      if (lanes.all())
        break;
    }
    return lanes;
  }

  /// The lanes of `use`'s `n`-lane vector that its op observes.
  llvm::BitVector observedBy(OpOperand &use, int64_t n) {
    Operation *user = use.getOwner();
    llvm::BitVector lanes(n);
    if (isLaneWise(user)) {
      if (const llvm::BitVector *result = lookup(user->getResult(0)))
        return *result;
    } else if (auto shuffle = dyn_cast<vector::ShuffleOp>(user)) {
      const llvm::BitVector *result = lookup(shuffle.getResult());
      if (result && shuffle.getV1VectorType().getRank() == 1) {
        int64_t n1 = shuffle.getV1VectorType().getNumElements();
        bool isV1 = use.getOperandNumber() == 0;
        for (unsigned i : result->set_bits()) {
          int64_t source = shuffle.getMask()[i];
          if (source >= 0 && (source < n1) == isV1)
            lanes.set(isV1 ? source : source - n1);
        }
        return lanes;
      }
    } else if (auto extract = dyn_cast<vector::ExtractOp>(user)) {
      ArrayRef<int64_t> position = extract.getStaticPosition();
      if (position.size() == 1 && position[0] >= 0) {
        lanes.set(position[0]);
        return lanes;
      }
    } else if (auto slice = dyn_cast<vector::ExtractStridedSliceOp>(user)) {
      auto attr = [](ArrayAttr array) {
        return cast<IntegerAttr>(array[0]).getInt();
      };
      int64_t offset = attr(slice.getOffsets()), size = attr(slice.getSizes()),
              stride = attr(slice.getStrides());
      for (int64_t k = 0; k < size; ++k)
        lanes.set(offset + k * stride);
      return lanes;
    }
    return llvm::BitVector(n, true);
  }
};

/// `op` (lane-wise or a shuffle) computed on lanes `kept` of its result
/// only.
Value narrowOp(OpBuilder &b, Operation &op, ArrayRef<int64_t> kept) {
  Location loc = op.getLoc();
  if (auto shuffle = dyn_cast<vector::ShuffleOp>(op))
    return extractLanes(b, loc, shuffle.getResult(), kept);
  SmallVector<Value> operands;
  for (Value operand : op.getOperands())
    operands.push_back(isa<VectorType>(operand.getType())
                           ? extractLanes(b, loc, operand, kept)
                           : operand);
  Operation *copy = b.clone(op);
  copy->setOperands(operands);
  Value result = copy->getResult(0);
  result.setType(VectorType::get({static_cast<int64_t>(kept.size())},
                                 getElementTypeOrSelf(result.getType())));
  return result;
}

/// Computes the lane-wise ops and shuffles of `block` on the lanes of their
/// results that are observed, when those are a region (a 1-D or 2-D
/// pattern that GenX reads as an operand): the full result becomes a
/// shuffle of the narrow one, which the ops that read it compose with.
void narrowBlock(Block &block) {
  ObservedLanes observed(block);
  SmallVector<Operation *> replaced;
  for (Operation &op : block) {
    std::optional<SmallVector<int64_t>> kept = observed.narrowedLanes(&op);
    if (!kept)
      continue;
    OpBuilder b(&op);
    Value narrow = narrowOp(b, op, *kept);
    Value result = op.getResult(0);
    int64_t n = cast<VectorType>(result.getType()).getNumElements();
    SmallVector<int64_t> expand(n, -1);
    for (auto [k, lane] : llvm::enumerate(*kept))
      expand[lane] = k;
    Value full =
        vector::ShuffleOp::create(b, op.getLoc(), narrow, narrow, expand);
    result.replaceAllUsesWith(full);
    replaced.push_back(&op);
  }
  // Erased only now: the observed lanes are keyed by the ops' results.
  for (Operation *op : llvm::reverse(replaced))
    op->erase();
}

struct GenXNarrowLanes
    : public genx::impl::GenXNarrowLanesBase<GenXNarrowLanes> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    patterns.add<CompactScatter, CompactGather, ComposeShuffles, ComposeSlices>(
        context);
    FrozenRewritePatternSet frozen(std::move(patterns));
    (void)applyPatternsGreedily(getOperation(), frozen);
    SmallVector<Block *> blocks;
    getOperation()->walk([&](Block *block) { blocks.push_back(block); });
    for (Block *block : blocks)
      narrowBlock(*block);
    (void)applyPatternsGreedily(getOperation(), frozen);
  }
};
} // namespace
