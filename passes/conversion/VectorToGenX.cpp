//===- ConvertVectorToGenX.cpp - convert-vector-to-genx -------------------===//
//
// 1-D register-level vector ops become regions: strided slices, dynamic
// extracts and inserts, shuffles (one region when the mask is one, else one
// per piece), scalar broadcasts, and reductions (trees of region halves).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_CONVERTVECTORTOGENX
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static Value constInt(OpBuilder &b, Location loc, Type type, int64_t value) {
  return arith::ConstantOp::create(b, loc, type, b.getIntegerAttr(type, value));
}

static int64_t elementBytes(Type type) {
  return getElementTypeOrSelf(type).getIntOrFloatBitWidth() / 8;
}

/// A 1-D vector of GenX elements (not i1, which has no byte layout).
static bool isRegionVector(VectorType type) {
  return type && type.getRank() == 1 && !type.isScalable() &&
         isGenXVector(type) && elementBytes(type) >= 1;
}

/// Reads `layout` (a region with a constant start) of `src`.
static Value createRead(OpBuilder &b, Location loc, Type resultType, Value src,
                        const RegionLayout &layout) {
  int64_t byteOffset = layout.start * elementBytes(src.getType());
  Value offset = constInt(b, loc, b.getI16Type(), byteOffset);
  return RdRegionOp::create(b, loc, resultType, src, layout.vstride,
                            layout.width, layout.stride, offset,
                            /*parent_width=*/b.getI32IntegerAttr(0));
}

/// The byte offset of dynamic element `index`, as the i16 region offsets
/// take.
static Value byteOffsetOf(OpBuilder &b, Location loc, Value index,
                          int64_t eltBytes) {
  Value i16 = arith::IndexCastOp::create(b, loc, b.getI16Type(), index);
  return arith::MulIOp::create(b, loc, i16,
                               constInt(b, loc, b.getI16Type(), eltBytes));
}

/// Region byte offsets are i16: the region must start below 32 KiB.
static bool fitsI16(int64_t byteOffset) {
  return byteOffset >= 0 && byteOffset <= std::numeric_limits<int16_t>::max();
}

//===----------------------------------------------------------------------===//
// Register ops
//===----------------------------------------------------------------------===//

namespace {
struct ExtractStridedSliceToRegion
    : OpRewritePattern<vector::ExtractStridedSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ExtractStridedSliceOp op,
                                PatternRewriter &rewriter) const override {
    VectorType srcType = op.getSourceVectorType();
    if (!isRegionVector(srcType))
      return rewriter.notifyMatchFailure(op, "not a 1-D GenX vector");
    int64_t offset = cast<IntegerAttr>(op.getOffsets()[0]).getInt();
    int64_t size = cast<IntegerAttr>(op.getSizes()[0]).getInt();
    int64_t stride = cast<IntegerAttr>(op.getStrides()[0]).getInt();
    if (!fitsI16(offset * elementBytes(srcType)))
      return rewriter.notifyMatchFailure(op, "offset beyond 32 KiB");
    RegionLayout layout{offset, 0, size, stride, size};
    rewriter.replaceOp(op, createRead(rewriter, op.getLoc(), op.getType(),
                                      op.getSource(), layout));
    return success();
  }
};

struct InsertStridedSliceToRegion
    : OpRewritePattern<vector::InsertStridedSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::InsertStridedSliceOp op,
                                PatternRewriter &rewriter) const override {
    VectorType destType = op.getDestVectorType();
    if (!isRegionVector(destType) || op.getSourceVectorType().getRank() != 1)
      return rewriter.notifyMatchFailure(op, "not a 1-D GenX vector");
    int64_t offset = cast<IntegerAttr>(op.getOffsets()[0]).getInt();
    int64_t stride = cast<IntegerAttr>(op.getStrides()[0]).getInt();
    int64_t byteOffset = offset * elementBytes(destType);
    if (!fitsI16(byteOffset))
      return rewriter.notifyMatchFailure(op, "offset beyond 32 KiB");
    Location loc = op.getLoc();
    int64_t size = op.getSourceVectorType().getNumElements();
    Value mask = constInt(rewriter, loc, rewriter.getI1Type(), 1);
    rewriter.replaceOpWithNewOp<WrRegionOp>(
        op, destType, op.getDest(), op.getValueToStore(), /*vstride=*/0, size,
        stride, constInt(rewriter, loc, rewriter.getI16Type(), byteOffset),
        /*parent_width=*/rewriter.getI32IntegerAttr(0), mask);
    return success();
  }
};

/// vector.extract %v[%i] with a dynamic %i: an indirect one-element region.
struct DynamicExtractToRegion : OpRewritePattern<vector::ExtractOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ExtractOp op,
                                PatternRewriter &rewriter) const override {
    auto srcType = dyn_cast<VectorType>(op.getSource().getType());
    if (!isRegionVector(srcType) || op.getNumIndices() != 1 ||
        !op.hasDynamicPosition())
      return rewriter.notifyMatchFailure(op, "not a dynamic 1-D extract");
    Location loc = op.getLoc();
    Value index = getValueOrCreateConstantIndexOp(rewriter, loc,
                                                  op.getMixedPosition()[0]);
    Value offset = byteOffsetOf(rewriter, loc, index, elementBytes(srcType));
    rewriter.replaceOpWithNewOp<RdRegionOp>(
        op, op.getType(), op.getSource(), /*vstride=*/0, /*width=*/1,
        /*stride=*/0, offset, /*parent_width=*/rewriter.getI32IntegerAttr(0));
    return success();
  }
};

/// vector.insert %s, %v[%i] with a dynamic %i: an indirect write.
struct DynamicInsertToRegion : OpRewritePattern<vector::InsertOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::InsertOp op,
                                PatternRewriter &rewriter) const override {
    auto destType = op.getDestVectorType();
    if (!isRegionVector(destType) || op.getNumIndices() != 1 ||
        !op.hasDynamicPosition() || isa<VectorType>(op.getValueToStoreType()))
      return rewriter.notifyMatchFailure(op, "not a dynamic 1-D insert");
    Location loc = op.getLoc();
    Value index = getValueOrCreateConstantIndexOp(rewriter, loc,
                                                  op.getMixedPosition()[0]);
    Value offset = byteOffsetOf(rewriter, loc, index, elementBytes(destType));
    Value mask = constInt(rewriter, loc, rewriter.getI1Type(), 1);
    rewriter.replaceOpWithNewOp<WrRegionOp>(
        op, destType, op.getDest(), op.getValueToStore(), /*vstride=*/0,
        /*width=*/1, /*stride=*/0, offset,
        /*parent_width=*/rewriter.getI32IntegerAttr(0), mask);
    return success();
  }
};

/// One piece of a shuffle: `length` result elements from `first` on, every
/// `step`-th, read from `source` at `start` with `stride`.
struct ShufflePiece {
  Value source;
  int64_t first, length, start, stride, step = 1;
};

/// Cuts a shuffle's mask into pieces, each a 1-D region of one operand
/// written to consecutive result elements. Undefined elements (-1) join any
/// piece.
static SmallVector<ShufflePiece> getShufflePieces(Value v1, Value v2,
                                                  ArrayRef<int64_t> mask) {
  int64_t n1 = cast<VectorType>(v1.getType()).getNumElements();
  SmallVector<ShufflePiece> pieces;
  for (int64_t i = 0, e = mask.size(); i < e; ++i) {
    int64_t index = mask[i];
    if (index < 0)
      continue;
    Value source = index < n1 ? v1 : v2;
    int64_t element = index < n1 ? index : index - n1;
    if (!pieces.empty()) {
      ShufflePiece &last = pieces.back();
      int64_t step = i - last.first;
      bool contiguous = last.first + last.length == i ||
                        llvm::all_of(mask.slice(last.first + last.length,
                                                i - last.first - last.length),
                                     [](int64_t m) { return m < 0; });
      if (last.source == source && contiguous) {
        int64_t stride = last.length == 1 && step > 0
                             ? (element - last.start) / step
                             : last.stride;
        if (step > 0 && stride >= 0 &&
            last.start + step * stride == element &&
            (last.length == 1 || (element - last.start) == step * stride)) {
          last.stride = stride;
          last.length = i - last.first + 1;
          continue;
        }
      }
    }
    pieces.push_back({source, i, 1, element, 0});
  }
  return pieces;
}

/// Whether Gen's instructions encode `stride` as a horizontal stride.
static bool isEncodableStride(int64_t stride) {
  return llvm::is_contained({0, 1, 2, 4}, stride);
}

/// Cuts a shuffle's mask into strided pieces, greedily in result order: from
/// each result element not yet written, the longest run of result elements
/// 1, 2 or 4 apart (the strides a destination encodes) that one region of
/// one operand reads with a stride a source encodes (a butterfly's
/// exchange of neighbours is two pieces, not one per element). Undefined
/// elements (-1) join any piece.
static SmallVector<ShufflePiece> getStridedPieces(Value v1, Value v2,
                                                  ArrayRef<int64_t> mask) {
  int64_t n1 = cast<VectorType>(v1.getType()).getNumElements();
  auto n = static_cast<int64_t>(mask.size());
  SmallVector<bool> written(n, false);
  SmallVector<ShufflePiece> pieces;
  for (int64_t i = 0; i < n; ++i) {
    if (written[i] || mask[i] < 0)
      continue;
    bool fromV1 = mask[i] < n1;
    int64_t size =
        fromV1 ? n1 : cast<VectorType>(v2.getType()).getNumElements();
    auto element = [&](int64_t at) -> std::optional<int64_t> {
      if (mask[at] < 0)
        return std::nullopt;
      if ((mask[at] < n1) != fromV1)
        return -1;
      return fromV1 ? mask[at] : mask[at] - n1;
    };
    ShufflePiece best{fromV1 ? v1 : v2, i, 1, *element(i), 0};
    for (int64_t step : {1, 2, 4}) {
      ShufflePiece piece = best;
      piece.step = step;
      piece.length = 1;
      std::optional<int64_t> stride;
      for (int64_t at = i + step; at < n && !written[at]; at += step) {
        std::optional<int64_t> e = element(at);
        int64_t k = piece.length;
        if (e && !stride) {
          if (*e < piece.start || (*e - piece.start) % k ||
              !isEncodableStride((*e - piece.start) / k))
            break;
          stride = (*e - piece.start) / k;
        }
        int64_t expected = piece.start + k * stride.value_or(0);
        if ((e && *e != expected) || expected >= size)
          break;
        ++piece.length;
      }
      piece.stride = stride.value_or(0);
      // Trailing undefined elements add nothing.
      while (piece.length > 1 && mask[i + (piece.length - 1) * step] < 0)
        --piece.length;
      if (piece.length > best.length)
        best = piece;
    }
    for (int64_t k = 0; k < best.length; ++k)
      written[i + k * best.step] = true;
    pieces.push_back(best);
  }
  return pieces;
}

/// The pieces of a shuffle's mask: consecutive or strided, whichever are
/// fewer.
static SmallVector<ShufflePiece> getFewestPieces(Value v1, Value v2,
                                                 ArrayRef<int64_t> mask) {
  SmallVector<ShufflePiece> pieces = getShufflePieces(v1, v2, mask);
  SmallVector<ShufflePiece> strided = getStridedPieces(v1, v2, mask);
  return strided.size() < pieces.size() ? strided : pieces;
}

/// Cuts a shuffle's mask into `step` columns (result elements c, c + step,
/// ...), if each is a 1-D region of one operand with a stride instructions
/// encode: an interleave of two vectors, or of the channels of one.
static std::optional<SmallVector<ShufflePiece>>
getColumnPieces(vector::ShuffleOp op, int64_t step) {
  int64_t n1 = op.getV1VectorType().getNumElements();
  ArrayRef<int64_t> mask = op.getMask();
  int64_t n = mask.size();
  if (n % step != 0 || n / step < 2 ||
      llvm::any_of(mask, [](int64_t i) { return i < 0; }))
    return std::nullopt;
  SmallVector<ShufflePiece> pieces;
  for (int64_t c = 0; c < step; ++c) {
    bool fromV1 = mask[c] < n1;
    auto element = [&](int64_t k) {
      int64_t index = mask[c + k * step];
      return fromV1 ? index : index - n1;
    };
    ShufflePiece piece{fromV1 ? op.getV1() : op.getV2(), c, n / step,
                       element(0), element(1) - element(0), step};
    for (int64_t k = 0; k < piece.length; ++k)
      if ((mask[c + k * step] < n1) != fromV1 ||
          element(k) != piece.start + k * piece.stride)
        return std::nullopt;
    if (!isEncodableStride(piece.stride))
      return std::nullopt;
    pieces.push_back(piece);
  }
  return pieces;
}

/// A shuffle that reads one operand in a 2-D region pattern (strided slices,
/// tiles, transposes) is one rdregion, unless its rows are 2 or 4 elements
/// apart by a stride no instruction encodes (the backend would move it
/// element by element): then, as any interleave of 2 or 4 columns, one
/// strided write per column. Any other shuffle is one rdregion per piece,
/// written in place by wrregions.
struct ShuffleToRegions : OpRewritePattern<vector::ShuffleOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ShuffleOp op,
                                PatternRewriter &rewriter) const override {
    VectorType v1Type = op.getV1VectorType();
    VectorType resultType = op.getResultVectorType();
    if (!isRegionVector(v1Type) || !isRegionVector(resultType) ||
        op.getV1VectorType() != op.getV2VectorType())
      return rewriter.notifyMatchFailure(op, "not 1-D GenX vectors of one type");
    int64_t eltBytes = elementBytes(v1Type);
    Location loc = op.getLoc();
    std::optional<SingleRegion> single = asSingleRegion(op);
    if (single && !isTransposingRead(single->layout))
      return rewriter.replaceOp(op, createRead(rewriter, loc, resultType,
                                               single->source, single->layout)),
             success();
    std::optional<SmallVector<ShufflePiece>> pieces = getColumnPieces(op, 2);
    if (!pieces)
      pieces = getColumnPieces(op, 4);
    if (!pieces && single)
      return rewriter.replaceOp(op, createRead(rewriter, loc, resultType,
                                               single->source, single->layout)),
             success();
    if (!pieces)
      pieces = getFewestPieces(op.getV1(), op.getV2(), op.getMask());
    for (const ShufflePiece &piece : *pieces)
      if (!fitsI16((piece.start + (piece.length - 1) * piece.stride) *
                   eltBytes) ||
          !fitsI16(piece.first * eltBytes))
        return rewriter.notifyMatchFailure(op, "offset beyond 32 KiB");
    Value result = LLVM::UndefOp::create(rewriter, loc, resultType);
    Value mask = constInt(rewriter, loc, rewriter.getI1Type(), 1);
    for (const ShufflePiece &piece : *pieces) {
      Type pieceType =
          VectorType::get({piece.length}, resultType.getElementType());
      RegionLayout read{piece.start, 0, piece.length, piece.stride,
                        piece.length};
      Value part = createRead(rewriter, loc, pieceType, piece.source, read);
      result = WrRegionOp::create(
          rewriter, loc, resultType, result, part, /*vstride=*/0,
          piece.length, piece.step,
          constInt(rewriter, loc, rewriter.getI16Type(),
                   piece.first * eltBytes),
          /*parent_width=*/rewriter.getI32IntegerAttr(0), mask);
    }
    rewriter.replaceOp(op, result);
    return success();
  }

private:
  struct SingleRegion {
    Value source;
    RegionLayout layout;
  };

  /// The shuffle as one region of one operand, if its mask is a region.
  static std::optional<SingleRegion> asSingleRegion(vector::ShuffleOp op) {
    int64_t n1 = op.getV1VectorType().getNumElements();
    ArrayRef<int64_t> mask = op.getMask();
    if (llvm::any_of(mask, [](int64_t i) { return i < 0; }))
      return std::nullopt;
    bool fromV1 = llvm::all_of(mask, [&](int64_t i) { return i < n1; });
    bool fromV2 = llvm::all_of(mask, [&](int64_t i) { return i >= n1; });
    if (!fromV1 && !fromV2)
      return std::nullopt;
    SmallVector<int64_t> indices(mask);
    if (fromV2)
      for (int64_t &i : indices)
        i -= n1;
    std::optional<RegionLayout> layout = matchRegionLayout(indices);
    if (!layout || !fitsI16(layout->start * elementBytes(op.getV1VectorType())))
      return std::nullopt;
    return SingleRegion{fromV1 ? op.getV1() : op.getV2(), *layout};
  }

  /// Whether a region's rows step by a stride no instruction encodes.
  static bool isTransposingRead(const RegionLayout &layout) {
    return layout.width > 1 && layout.numElements > layout.width &&
           !isEncodableStride(layout.stride);
  }
};

/// The splat a value is, if it is a constant splat.
static std::optional<Attribute> getSplat(Value value) {
  DenseElementsAttr constant;
  if (!matchPattern(value, m_Constant(&constant)) || !constant.isSplat())
    return std::nullopt;
  return constant.getSplatValue<Attribute>();
}

/// Elementwise ops one instruction computes at any width: splitting them
/// across a shuffle's pieces costs no more instructions than the whole.
static bool isOneInstructionElementwise(Operation *op) {
  if (!isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::MaxNumFOp,
           arith::MinNumFOp, arith::NegFOp, arith::AddIOp, arith::SubIOp,
           arith::MulIOp, arith::AndIOp, arith::OrIOp, arith::XOrIOp,
           arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp, arith::MinUIOp>(op))
    return false;
  auto type = dyn_cast<VectorType>(op->getResult(0).getType());
  return isRegionVector(type) && elementBytes(type) <= 4;
}

/// An elementwise op one of whose operands is a shuffle of several pieces
/// becomes one op per piece, reading its operands as regions (the backend
/// folds those into the instruction) and writing its piece of the result
/// in place: the shuffle would copy every piece first. A select under a
/// constant mask between the shuffle and a splat (a shifted vector with its
/// vacated lanes zeroed) first joins the shuffle, whose lanes the select
/// drops then read the splat. Only when every use of the shuffle goes: a
/// shuffle that stays copies its pieces anyway. XeHP and later move data
/// across a register only in moves: there, only pieces read from where
/// they are written in the register (64-byte steps, the larger register).
struct ShuffleIntoElementwiseUsers : OpRewritePattern<vector::ShuffleOp> {
  ShuffleIntoElementwiseUsers(MLIRContext *context, bool anyOffsets)
      : OpRewritePattern(context, /*benefit=*/2), anyOffsets(anyOffsets) {}

  LogicalResult matchAndRewrite(vector::ShuffleOp op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getResultVectorType();
    if (!isRegionVector(type) || op.getV1VectorType() != type ||
        op.getV2VectorType() != type || op->use_empty())
      return rewriter.notifyMatchFailure(op, "not a shuffle of one type");
    SmallVector<ShufflePiece> pieces =
        getFewestPieces(op.getV1(), op.getV2(), op.getMask());
    for (Operation *user : op->getUsers())
      if (auto select = dyn_cast<arith::SelectOp>(user))
        if (succeeded(joinSelect(op, pieces.size(), select, rewriter)))
          return success();
    // One piece is one region already; many short ones would split the op
    // into more instructions than the copies cost.
    if (pieces.size() < 2 ||
        static_cast<int64_t>(pieces.size()) * 4 > type.getNumElements())
      return rewriter.notifyMatchFailure(op, "one piece or too many");
    int64_t eltBytes = elementBytes(type);
    for (const ShufflePiece &piece : pieces)
      if (!fitsI16((piece.start + (piece.length - 1) * piece.stride) *
                   eltBytes) ||
          !fitsI16((piece.first + (piece.length - 1) * piece.step) * eltBytes))
        return rewriter.notifyMatchFailure(op, "offset beyond 32 KiB");
    if (!anyOffsets && !llvm::all_of(pieces, [&](const ShufflePiece &piece) {
          return getSplat(piece.source) ||
                 (piece.stride == 1 && piece.step == 1 &&
                  (piece.first - piece.start) * eltBytes % 64 == 0);
        }))
      return rewriter.notifyMatchFailure(op, "pieces move across registers");
    if (!llvm::all_of(op->getUsers(), [&](Operation *user) {
          return isOneInstructionElementwise(user) &&
                 llvm::all_of(user->getOperandTypes(),
                              [&](Type t) { return t == type; });
        }))
      return rewriter.notifyMatchFailure(op, "a use is not elementwise");
    for (Operation *user : llvm::make_early_inc_range(op->getUsers()))
      splitAcrossPieces(op, user, pieces, rewriter);
    return success();
  }

private:
  bool anyOffsets;

  /// `select(mask, shuffle, splat)` (either way round) under a constant
  /// mask as one shuffle of the shuffle's one source and the splat, if it
  /// has no more pieces than the shuffle's `numPieces`.
  static LogicalResult joinSelect(vector::ShuffleOp op, size_t numPieces,
                                  arith::SelectOp select,
                                  PatternRewriter &rewriter) {
    DenseElementsAttr condition;
    bool shuffleIfTrue = select.getTrueValue() == op;
    Value other =
        shuffleIfTrue ? select.getFalseValue() : select.getTrueValue();
    int64_t n = op.getResultVectorType().getNumElements();
    ArrayRef<int64_t> mask = op.getMask();
    bool fromV1 = llvm::all_of(mask, [&](int64_t i) { return i < n; });
    bool fromV2 =
        llvm::all_of(mask, [&](int64_t i) { return i < 0 || i >= n; });
    if (select.getType() != op.getType() || other == op.getResult() ||
        !getSplat(other) || (!fromV1 && !fromV2 && op.getV1() != op.getV2()) ||
        !matchPattern(select.getCondition(), m_Constant(&condition)))
      return failure();
    SmallVector<int64_t> joined;
    for (auto [i, keep] : llvm::enumerate(condition.getValues<bool>())) {
      int64_t index = mask[i];
      if (keep != shuffleIfTrue)
        joined.push_back(n + i);
      else
        joined.push_back(index < 0 ? index : index % n);
    }
    Value source = fromV2 ? op.getV2() : op.getV1();
    if (getFewestPieces(source, other, joined).size() > numPieces)
      return failure();
    rewriter.setInsertionPoint(select);
    rewriter.replaceOpWithNewOp<vector::ShuffleOp>(select, source, other,
                                                   joined);
    return success();
  }

  /// Replaces `user` by one op per piece of `shuffle`.
  static void splitAcrossPieces(vector::ShuffleOp shuffle, Operation *user,
                                ArrayRef<ShufflePiece> pieces,
                                PatternRewriter &rewriter) {
    Location loc = user->getLoc();
    rewriter.setInsertionPoint(user);
    auto type = cast<VectorType>(user->getResult(0).getType());
    int64_t eltBytes = elementBytes(type);
    Value mask = constInt(rewriter, loc, rewriter.getI1Type(), 1);
    Value result = LLVM::UndefOp::create(rewriter, loc, type);
    for (const ShufflePiece &piece : pieces) {
      auto pieceType = VectorType::get({piece.length}, type.getElementType());
      auto read = [&](Value value, const RegionLayout &layout) -> Value {
        if (std::optional<Attribute> splat = getSplat(value))
          return arith::ConstantOp::create(
              rewriter, loc, DenseElementsAttr::get(pieceType, *splat));
        return createRead(rewriter, loc, pieceType, value, layout);
      };
      RegionLayout own{piece.first, 0, piece.length, piece.step, piece.length};
      RegionLayout shuffled{piece.start, 0, piece.length, piece.stride,
                            piece.length};
      SmallVector<Value> operands;
      for (Value operand : user->getOperands())
        operands.push_back(operand == shuffle.getResult()
                               ? read(piece.source, shuffled)
                               : read(operand, own));
      OperationState state(loc, user->getName(), operands, {pieceType},
                           user->getAttrs());
      Value part = rewriter.create(state)->getResult(0);
      result = WrRegionOp::create(
          rewriter, loc, type, result, part, /*vstride=*/0, piece.length,
          piece.step,
          constInt(rewriter, loc, rewriter.getI16Type(),
                   piece.first * eltBytes),
          /*parent_width=*/rewriter.getI32IntegerAttr(0), mask);
    }
    rewriter.replaceOp(user, result);
  }
};

/// The most ops traceElement and isAssembled follow back from a value;
/// deeper chains are left as they are.
static constexpr int kMostTraceSteps = 64;

/// Where element `index` of `value` is computed: followed through 1-D
/// unit-stride slices, shuffles and bitcasts that keep the element width, the
/// value that computes it and its index there. Nothing for a poison lane.
static std::optional<std::pair<Value, int64_t>> traceElement(Value value,
                                                             int64_t index) {
  for (int step = 0; step < kMostTraceSteps; ++step) {
    Operation *def = value.getDefiningOp();
    if (auto insert = dyn_cast_or_null<vector::InsertStridedSliceOp>(def)) {
      if (insert.getDestVectorType().getRank() != 1 ||
          insert.hasNonUnitStrides())
        break;
      int64_t offset = cast<IntegerAttr>(insert.getOffsets()[0]).getInt();
      int64_t length = insert.getSourceVectorType().getNumElements();
      bool inside = index >= offset && index < offset + length;
      value = inside ? insert.getValueToStore() : insert.getDest();
      index = inside ? index - offset : index;
    } else if (auto extract =
                   dyn_cast_or_null<vector::ExtractStridedSliceOp>(def)) {
      if (extract.getSourceVectorType().getRank() != 1 ||
          extract.hasNonUnitStrides())
        break;
      index += cast<IntegerAttr>(extract.getOffsets()[0]).getInt();
      value = extract.getSource();
    } else if (auto shuffle = dyn_cast_or_null<vector::ShuffleOp>(def)) {
      if (shuffle.getV1VectorType().getRank() != 1)
        break;
      int64_t n1 = shuffle.getV1VectorType().getNumElements();
      int64_t picked = shuffle.getMask()[index];
      if (picked < 0)
        return std::nullopt;
      value = picked < n1 ? shuffle.getV1() : shuffle.getV2();
      index = picked < n1 ? picked : picked - n1;
    } else if (auto bitcast = dyn_cast_or_null<vector::BitCastOp>(def)) {
      VectorType from = bitcast.getSourceVectorType();
      if (from.getRank() != 1 ||
          from.getNumElements() !=
              bitcast.getResultVectorType().getNumElements())
        break;
      value = bitcast.getSource();
    } else {
      break;
    }
  }
  return std::make_pair(value, index);
}

/// Whether `value` is assembled from pieces of other vectors: an
/// insert_strided_slice or a shuffle that is not one region of one operand,
/// or a region (slice, shuffle) or bitcast of such a vector.
static bool isAssembled(Value value, int depth = 0) {
  if (depth > kMostTraceSteps)
    return false;
  Operation *def = value.getDefiningOp();
  if (isa_and_nonnull<vector::InsertStridedSliceOp>(def))
    return true;
  if (auto extract = dyn_cast_or_null<vector::ExtractStridedSliceOp>(def))
    return isAssembled(extract.getSource(), depth + 1);
  if (auto bitcast = dyn_cast_or_null<vector::BitCastOp>(def))
    return isAssembled(bitcast.getSource(), depth + 1);
  auto shuffle = dyn_cast_or_null<vector::ShuffleOp>(def);
  if (!shuffle || shuffle.getV1VectorType().getRank() != 1)
    return false;
  int64_t n1 = shuffle.getV1VectorType().getNumElements();
  ArrayRef<int64_t> mask = shuffle.getMask();
  if (llvm::all_of(mask, [&](int64_t i) { return i >= 0 && i < n1; }) &&
      matchRegionLayout(mask))
    return isAssembled(shuffle.getV1(), depth + 1);
  return true;
}

/// An elementwise op or conversion (32 bits at most; an extension only of
/// pieces that are not truncations) an operand of which is assembled from
/// pieces (isAssembled) becomes one op per 64 bytes of its widest type, each
/// reading its part of every operand as one region of the vector that computed
/// it (traceElement): the backend folds those regions into the instructions,
/// where the assembled vector would first be copied piece by piece. The parts
/// of the result are written in place, so that an op using them splits the same
/// way. The backend splits an op into instructions of 64 bytes anyway, so this
/// adds none; an op whose parts are not each one region stays whole.
struct ElementwiseOfAssembledOperands
    : OpTraitRewritePattern<OpTrait::Elementwise> {
  ElementwiseOfAssembledOperands(MLIRContext *context)
      : OpTraitRewritePattern(context, /*benefit=*/3) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (op->getNumResults() != 1 || op->getNumRegions() != 0)
      return failure();
    auto type = dyn_cast<VectorType>(op->getResult(0).getType());
    if (!isRegionVector(type) || elementBytes(type) > 4)
      return rewriter.notifyMatchFailure(op, "not 1-D of a GenX type");
    // A conversion splits too, in pieces as long as 64 bytes of its wider
    // type hold (predicates, not regions, keep their own patterns).
    int64_t widest = elementBytes(type);
    bool extends = false;
    for (Type t : op->getOperandTypes()) {
      auto operand = dyn_cast<VectorType>(t);
      if (!isRegionVector(operand) || elementBytes(operand) > 4 ||
          operand.getNumElements() != type.getNumElements())
        return rewriter.notifyMatchFailure(op, "not 1-D of GenX types");
      widest = std::max(widest, elementBytes(operand));
      extends |= elementBytes(operand) < elementBytes(type);
    }
    int64_t n = type.getNumElements();
    int64_t pieceLength = std::min<int64_t>(32, 64 / widest);
    auto assembled = llvm::map_to_vector(
        op->getOperands(), [](Value v) { return isAssembled(v); });
    if (n <= pieceLength || n % pieceLength != 0 ||
        llvm::none_of(assembled, [](bool a) { return a; }))
      return rewriter.notifyMatchFailure(op, "no assembled operand to split");
    // The region of its source each assembled operand's piece reads.
    SmallVector<SmallVector<std::pair<Value, RegionLayout>>> reads;
    for (int64_t first = 0; first < n; first += pieceLength) {
      SmallVector<std::pair<Value, RegionLayout>> &piece = reads.emplace_back();
      for (auto [operand, isPieces] : llvm::zip(op->getOperands(), assembled)) {
        if (!isPieces) {
          piece.push_back({Value(), RegionLayout()});
          continue;
        }
        std::optional<std::pair<Value, RegionLayout>> read =
            tracePiece(operand, first, pieceLength);
        if (!read)
          return rewriter.notifyMatchFailure(op, "a piece is not one region");
        // An extension of truncated pieces (bytes gathered in dwords) stays
        // whole: split, the backend sees each piece's truncation and
        // extension and masks them, where whole it converts from the narrow
        // elements' region.
        if (extends && read->first.getDefiningOp<arith::TruncIOp>())
          return rewriter.notifyMatchFailure(op, "extends truncations");
        piece.push_back(*read);
      }
    }
    Location loc = op->getLoc();
    auto pieceType = VectorType::get({pieceLength}, type.getElementType());
    Value result = LLVM::UndefOp::create(rewriter, loc, type);
    for (auto [k, piece] : llvm::enumerate(reads)) {
      int64_t first = static_cast<int64_t>(k) * pieceLength;
      SmallVector<Value> operands;
      for (auto [operand, read] : llvm::zip(op->getOperands(), piece)) {
        auto operandPiece = VectorType::get(
            {pieceLength}, getElementTypeOrSelf(operand.getType()));
        operands.push_back(
            read.first ? readPiece(rewriter, loc, operandPiece, read.first,
                                   read.second)
                       : vector::ExtractStridedSliceOp::create(
                             rewriter, loc, operand, first, pieceLength, 1));
      }
      OperationState state(loc, op->getName(), operands, {pieceType},
                           op->getAttrs());
      result = vector::InsertStridedSliceOp::create(
          rewriter, loc, rewriter.create(state)->getResult(0), result, first,
          1);
    }
    rewriter.replaceOp(op, result);
    return success();
  }

private:
  /// Elements [first, first + length) of `operand` as one region of the
  /// one vector that computes them all, if they are.
  static std::optional<std::pair<Value, RegionLayout>>
  tracePiece(Value operand, int64_t first, int64_t length) {
    Value source;
    SmallVector<int64_t> indices;
    for (int64_t i = first; i < first + length; ++i) {
      std::optional<std::pair<Value, int64_t>> element =
          traceElement(operand, i);
      if (!element || (source && element->first != source))
        return std::nullopt;
      source = element->first;
      indices.push_back(element->second);
    }
    auto sourceType = dyn_cast<VectorType>(source.getType());
    std::optional<RegionLayout> layout = matchRegionLayout(indices);
    if (!sourceType || !isRegionVector(sourceType) || !layout ||
        !fitsI16(layout->getMaxIndex() * elementBytes(sourceType)))
      return std::nullopt;
    return std::make_pair(source, *layout);
  }

  /// The region `layout` of `source` as a vector of `type`, through a shuffle
  /// (one rdregion once converted) and a bitcast where the element types
  /// differ.
  static Value readPiece(PatternRewriter &rewriter, Location loc,
                         VectorType type, Value source,
                         const RegionLayout &layout) {
    SmallVector<int64_t> mask;
    for (int64_t i = 0; i < type.getNumElements(); ++i)
      mask.push_back(layout.getIndex(i));
    Value piece =
        vector::ShuffleOp::create(rewriter, loc, source, source, mask);
    if (cast<VectorType>(piece.getType()) != type)
      piece = vector::BitCastOp::create(rewriter, loc, type, piece);
    return piece;
  }
};

/// Shuffles and strided slices of predicates (i1 vectors) move bytes
/// instead: GenX regions do not take i1, and IGC aborts on shuffles of
/// predicates whose width is not a power of two. The bytes go through the
/// region patterns; a compare turns them back into a predicate.
template <typename OpTy>
struct PredicateViaBytes : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<VectorType>(op->getResult(0).getType());
    if (!type || type.getRank() != 1 || !type.getElementType().isInteger(1))
      return rewriter.notifyMatchFailure(op, "not a 1-D predicate");
    Location loc = op.getLoc();
    auto toBytes = [&](Value v) -> Value {
      auto t = cast<VectorType>(v.getType());
      return arith::ExtUIOp::create(
          rewriter, loc, VectorType::get(t.getShape(), rewriter.getI8Type()),
          v);
    };
    SmallVector<Value> operands;
    for (Value operand : op->getOperands())
      operands.push_back(toBytes(operand));
    auto bytesType = VectorType::get(type.getShape(), rewriter.getI8Type());
    OperationState state(loc, op->getName().getStringRef(), operands,
                         {bytesType}, op->getAttrs());
    Value bytes = rewriter.create(state)->getResult(0);
    Value zeros = arith::ConstantOp::create(
        rewriter, loc,
        DenseElementsAttr::get(bytesType, rewriter.getI8IntegerAttr(0)));
    rewriter.replaceOpWithNewOp<arith::CmpIOp>(op, arith::CmpIPredicate::ne,
                                               bytes, zeros);
    return success();
  }
};

/// A scalar broadcast: a stride-0 region of a one-element vector.
struct BroadcastToRegion : OpRewritePattern<vector::BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::BroadcastOp op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getResultVectorType();
    if (!isRegionVector(type) || isa<VectorType>(op.getSourceType()) ||
        type.getNumElements() == 1)
      return rewriter.notifyMatchFailure(op, "not a scalar broadcast");
    Location loc = op.getLoc();
    Value one = vector::FromElementsOp::create(
        rewriter, loc, VectorType::get({1}, type.getElementType()),
        ValueRange{op.getSource()});
    RegionLayout layout{0, 0, type.getNumElements(), 0, type.getNumElements()};
    rewriter.replaceOp(op, createRead(rewriter, loc, type, one, layout));
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

namespace {
/// Whether a reduction may combine elements in any order and still give the
/// result upstream's sequential reduction gives: integer, bitwise and
/// min/max kinds always, float sums and products only under `reassoc`.
static bool isReorderable(vector::ReductionOp op) {
  if (!isa<FloatType>(op.getDest().getType()))
    return true;
  switch (op.getKind()) {
  case vector::CombiningKind::ADD:
  case vector::CombiningKind::MUL:
    return arith::bitEnumContainsAll(op.getFastmath(),
                                     arith::FastMathFlags::reassoc);
  default:
    return true;
  }
}

/// vector.reduction: a tree of region halves, the GenX way, or, for float
/// sums and products without `reassoc`, element by element in order (the
/// result upstream gives, bit for bit).
struct ReductionToRegions : OpRewritePattern<vector::ReductionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ReductionOp op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getSourceVectorType();
    if (!isRegionVector(type) || op.isMasked())
      return rewriter.notifyMatchFailure(op, "not a 1-D GenX vector");
    Location loc = op.getLoc();
    vector::CombiningKind kind = op.getKind();
    arith::FastMathFlagsAttr fastmath = op.getFastmathAttr();
    Value vec = op.getVector();
    int64_t n = type.getNumElements();
    Type elt = type.getElementType();
    auto element = [&](Value v, int64_t i) -> Value {
      return createRead(rewriter, loc, elt, v, RegionLayout{i, 0, 1, 0, 1});
    };
    Value result;
    if (isReorderable(op)) {
      // Halve until one element is left; an odd element out joins at the
      // end.
      SmallVector<Value> leftovers;
      while (n > 1) {
        int64_t half = n / 2;
        if (n % 2)
          leftovers.push_back(element(vec, n - 1));
        auto halfType = VectorType::get({half}, elt);
        Value lo = createRead(rewriter, loc, halfType, vec,
                              RegionLayout{0, 0, half, 1, half});
        Value hi = createRead(rewriter, loc, halfType, vec,
                              RegionLayout{half, 0, half, 1, half});
        vec = vector::makeArithReduction(rewriter, loc, kind, lo, hi, fastmath);
        n = half;
      }
      result = element(vec, 0);
      for (Value leftover : llvm::reverse(leftovers))
        result = vector::makeArithReduction(rewriter, loc, kind, result,
                                            leftover, fastmath);
      if (Value acc = op.getAcc())
        result = vector::makeArithReduction(rewriter, loc, kind, result, acc,
                                            fastmath);
    } else {
      // ((acc op v0) op v1) ...: the accumulator first.
      result = op.getAcc();
      for (int64_t i = 0; i < n; ++i) {
        Value next = element(vec, i);
        result = result ? vector::makeArithReduction(rewriter, loc, kind,
                                                     result, next, fastmath)
                        : next;
      }
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// vector.reduction <maximumf> / <minimumf> of f16 or f32 as the same
/// reduction of integer keys that order as the floats do (-0 below +0):
/// each key is the float's bits, the magnitude bits flipped for negative
/// ones, a NaN the largest (smallest) key, whose bits are a NaN again. The
/// tree is then one integer max per step, where a NaN-propagating float
/// max is eight (compares for NaNs and zeros, selects).
struct OrderedFloatMinMaxReduction : OpRewritePattern<vector::ReductionOp> {
  OrderedFloatMinMaxReduction(MLIRContext *context)
      : OpRewritePattern<vector::ReductionOp>(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(vector::ReductionOp op,
                                PatternRewriter &rewriter) const override {
    vector::CombiningKind kind = op.getKind();
    bool isMax = kind == vector::CombiningKind::MAXIMUMF;
    VectorType type = op.getSourceVectorType();
    Type elt = type.getElementType();
    if ((!isMax && kind != vector::CombiningKind::MINIMUMF) ||
        !(elt.isF32() || elt.isF16()) || !isRegionVector(type) ||
        op.isMasked() || type.getNumElements() < 2)
      return rewriter.notifyMatchFailure(op, "not a min/max of f16 or f32");
    Location loc = op.getLoc();
    unsigned bits = elt.getIntOrFloatBitWidth();
    Type word = rewriter.getIntegerType(bits);
    auto words = VectorType::get(type.getShape(), word);
    auto constant = [&](Type t, const APInt &value) -> Value {
      if (auto vec = dyn_cast<VectorType>(t))
        return arith::ConstantOp::create(rewriter, loc,
                                         DenseElementsAttr::get(vec, value));
      return arith::ConstantOp::create(rewriter, loc,
                                       rewriter.getIntegerAttr(t, value));
    };
    // Self-inverse: the sign bit stays, so it says which keys to flip back.
    auto flip = [&](Value x) -> Value {
      Type t = x.getType();
      Value sign = arith::ShRSIOp::create(rewriter, loc, x,
                                          constant(t, APInt(bits, bits - 1)));
      Value magnitude = arith::ShRUIOp::create(rewriter, loc, sign,
                                               constant(t, APInt(bits, 1)));
      return arith::XOrIOp::create(rewriter, loc, x, magnitude);
    };
    Value keys =
        flip(arith::BitcastOp::create(rewriter, loc, words, op.getVector()));
    if (!arith::bitEnumContainsAll(op.getFastmath(),
                                   arith::FastMathFlags::nnan)) {
      Value nan =
          arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UNO,
                                op.getVector(), op.getVector());
      APInt extreme = isMax ? APInt::getSignedMaxValue(bits)
                            : APInt::getSignedMinValue(bits);
      keys = arith::SelectOp::create(rewriter, loc, nan,
                                     constant(words, extreme), keys);
    }
    Value key = vector::ReductionOp::create(
        rewriter, loc,
        isMax ? vector::CombiningKind::MAXSI : vector::CombiningKind::MINSI,
        keys);
    Value result = arith::BitcastOp::create(rewriter, loc, elt, flip(key));
    if (Value acc = op.getAcc())
      result = vector::makeArithReduction(rewriter, loc, kind, result, acc,
                                          op.getFastmathAttr());
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// vector.reduction of a predicate (i1 vector), which regions cannot read:
/// GenX's any/all instructions for the kinds that mean "some" or "every"
/// bit (a predicate holds at most 32 bits), otherwise a reduction of bytes
/// whose low bit is the result.
struct PredicateReduction : OpRewritePattern<vector::ReductionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ReductionOp op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getSourceVectorType();
    if (type.getRank() != 1 || !type.getElementType().isInteger(1) ||
        op.isMasked())
      return rewriter.notifyMatchFailure(op, "not a 1-D predicate");
    using Kind = vector::CombiningKind;
    // As i1, true is 1 unsigned and -1 signed.
    Kind kind = op.getKind();
    bool some = kind == Kind::OR || kind == Kind::MAXUI || kind == Kind::MINSI;
    bool every = kind == Kind::AND || kind == Kind::MUL ||
                 kind == Kind::MINUI || kind == Kind::MAXSI;
    Location loc = op.getLoc();
    Value result;
    if ((some || every) && type.getNumElements() <= 32) {
      result = some ? AnyOp::create(rewriter, loc, rewriter.getI1Type(),
                                    op.getVector())
                          .getResult()
                    : AllOp::create(rewriter, loc, rewriter.getI1Type(),
                                    op.getVector())
                          .getResult();
    } else {
      Type i8 = rewriter.getI8Type();
      Value bytes = arith::ExtUIOp::create(
          rewriter, loc, VectorType::get(type.getShape(), i8), op.getVector());
      Kind byteKind = some ? Kind::MAXUI : every ? Kind::MINUI : Kind::XOR;
      Value reduced =
          vector::ReductionOp::create(rewriter, loc, byteKind, bytes);
      result =
          arith::TruncIOp::create(rewriter, loc, rewriter.getI1Type(), reduced);
    }
    if (Value acc = op.getAcc())
      result = vector::makeArithReduction(rewriter, loc, kind, result, acc);
    rewriter.replaceOp(op, result);
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct ConvertVectorToGenX
    : genx::impl::ConvertVectorToGenXBase<ConvertVectorToGenX> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    auto build = [&](bool anyOffsets) {
      RewritePatternSet set(context);
      populateVectorRegionToGenXPatterns(set);
      set.add<ShuffleIntoElementwiseUsers>(context, anyOffsets);
      return FrozenRewritePatternSet(std::move(set));
    };
    patterns = build(/*anyOffsets=*/false);
    patternsAnyOffsets = build(/*anyOffsets=*/true);
    RewritePatternSet split(context);
    split.add<ElementwiseOfAssembledOperands>(context);
    splitPatterns = FrozenRewritePatternSet(std::move(split));
    return success();
  }

  void runOnOperation() override {
    if (failed(checkDeviceOption(getOperation(), "convert-vector-to-genx",
                                 device)))
      return signalPassFailure();
    // XeLP and older read an instruction's operands at any offset in their
    // registers; unknown devices are taken as later ones.
    std::optional<Platform> platform =
        getTargetPlatform(getOperation(), device);
    bool anyOffsets = platform && *platform < Platform::XeHP;
    // Before any shuffle becomes regions, which the split reads through.
    if (failed(applyPatternsGreedily(getOperation(), splitPatterns,
                                     getConversionRewriteConfig())))
      return signalPassFailure();
    if (failed(applyPatternsGreedily(getOperation(),
                                     anyOffsets ? patternsAnyOffsets : patterns,
                                     getConversionRewriteConfig())))
      signalPassFailure();
  }

private:
  FrozenRewritePatternSet patterns;
  /// With elementwise ops split across shuffles at any register offset.
  FrozenRewritePatternSet patternsAnyOffsets;
  /// Elementwise ops split along their assembled operands' pieces.
  FrozenRewritePatternSet splitPatterns;
};
} // namespace

void mlir::genx::populateVectorRegionToGenXPatterns(
    RewritePatternSet &patterns) {
  patterns
      .add<ExtractStridedSliceToRegion, InsertStridedSliceToRegion,
           DynamicExtractToRegion, DynamicInsertToRegion, ShuffleToRegions,
           BroadcastToRegion, ReductionToRegions, OrderedFloatMinMaxReduction,
           PredicateReduction, PredicateViaBytes<vector::ShuffleOp>,
           PredicateViaBytes<vector::ExtractStridedSliceOp>,
           PredicateViaBytes<vector::InsertStridedSliceOp>>(
          patterns.getContext());
  vector::populateVectorInterleaveToShufflePatterns(patterns);
}
