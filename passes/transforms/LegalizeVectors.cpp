//===- LegalizeVectors.cpp - genx-legalize-vectors ------------------------===//
//
// Brings upstream vector code into the form the GenX conversions map: 1-D
// vectors, and among the vector ops only those with a direct GenX meaning
// (shuffles and strided slices become regions, 1-D loads and stores become
// messages, 1-D reductions become region trees). Everything here is upstream
// MLIR's own pattern sets, applied in stages: high-level ops (contractions,
// multi-reductions, transposes, broadcasts, masks, gathers) are lowered,
// transfers are flattened or unrolled to 1-D rows with their out-of-bounds
// masks made explicit, and the rest is linearized.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <algorithm>

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXLEGALIZEVECTORS
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// A multi-reduction of every dimension: one 1-D `vector.reduction` of the
/// flattened vector, which convert-vector-to-genx turns into a region tree
/// (upstream's own lowering would reduce element by element).
struct MultiReductionToReduction
    : OpRewritePattern<vector::MultiDimReductionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::MultiDimReductionOp op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getSourceVectorType();
    if (isa<VectorType>(op.getType()) || type.isScalable())
      return rewriter.notifyMatchFailure(op, "not a full reduction");
    Location loc = op.getLoc();
    auto flatType = VectorType::get({type.getNumElements()},
                                    type.getElementType());
    Value flat = op.getSource();
    if (type.getRank() != 1)
      flat = vector::ShapeCastOp::create(rewriter, loc, flatType, flat);
    rewriter.replaceOpWithNewOp<vector::ReductionOp>(
        op, op.getKind(), flat, op.getAcc());
    return success();
  }
};

/// Whether reducing with `kind` on `elt` elements gives the same result in
/// every order: integer arithmetic wraps, and float minima and maxima pick
/// an element.
static bool isReassociable(vector::CombiningKind kind, Type elt) {
  using K = vector::CombiningKind;
  if (elt.isIntOrIndex())
    return true;
  return llvm::is_contained({K::MINNUMF, K::MAXNUMF, K::MINIMUMF, K::MAXIMUMF},
                            kind);
}

/// A multi-reduction of only the innermost dimension whose order does not
/// matter, as a tree over the whole vector: each level combines the low
/// and high halves of every row at once (one wide instruction per level,
/// the halves regions), a column left over by an odd width joins at the
/// end. Upstream's exact lowering transposes the vector and combines its
/// columns one by one, at the rows' width.
struct InnerReductionTree : OpRewritePattern<vector::MultiDimReductionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::MultiDimReductionOp op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getSourceVectorType();
    int64_t rank = type.getRank();
    if (rank < 2 || type.isScalable() ||
        op.getReductionDims() != ArrayRef<int64_t>{rank - 1} ||
        !isReassociable(op.getKind(), type.getElementType()) ||
        isa_and_nonnull<vector::MaskingOpInterface>(op->getParentOp()))
      return rewriter.notifyMatchFailure(
          op, "not an unmasked reassociable reduction of the inner dimension");
    Location loc = op.getLoc();
    auto columns = [&](Value v, int64_t first, int64_t count) -> Value {
      SmallVector<int64_t> offsets(rank, 0), sizes(type.getShape());
      offsets.back() = first;
      sizes.back() = count;
      return vector::ExtractStridedSliceOp::create(
          rewriter, loc, v, offsets, sizes, SmallVector<int64_t>(rank, 1));
    };
    Value v = op.getSource();
    SmallVector<Value> leftOver;
    for (int64_t width = type.getShape().back(); width > 1; width /= 2) {
      int64_t half = width / 2;
      if (width % 2)
        leftOver.push_back(columns(v, width - 1, 1));
      v = vector::makeArithReduction(rewriter, loc, op.getKind(),
                                     columns(v, 0, half),
                                     columns(v, half, half));
    }
    for (Value column : leftOver)
      v = vector::makeArithReduction(rewriter, loc, op.getKind(), v, column);
    Value rows =
        vector::ShapeCastOp::create(rewriter, loc, op.getDestType(), v);
    rewriter.replaceOp(op, vector::makeArithReduction(
                               rewriter, loc, op.getKind(), rows, op.getAcc()));
    return success();
  }
};

/// An integer matrix-vector product whose rows run along the reduction
/// (`(i, k) x (k) -> (i)`, either operand the matrix) as the elementwise
/// product with the vector repeated for every row (a region of vertical
/// stride 0), reduced along the rows (InnerReductionTree). Upstream's
/// outer-product lowering transposes the matrix and accumulates one
/// narrow column at a time. Floats keep that lowering: it is upstream's
/// order of the sum.
struct IntegerMatvecToRowReductions : OpRewritePattern<vector::ContractionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ContractionOp op,
                                PatternRewriter &rewriter) const override {
    auto accType = dyn_cast<VectorType>(op.getAccType());
    VectorType lhsType = op.getLhsType(), rhsType = op.getRhsType();
    Type elt = lhsType.getElementType();
    if (!accType || !elt.isInteger() || rhsType.getElementType() != elt ||
        accType.getElementType() != elt ||
        op.getKind() != vector::CombiningKind::ADD ||
        isa_and_nonnull<vector::MaskingOpInterface>(op->getParentOp()))
      return rewriter.notifyMatchFailure(op, "not an unmasked integer sum");
    SmallVector<vector::IteratorType> iterators = op.getIteratorTypesArray();
    if (iterators !=
        ArrayRef<vector::IteratorType>{vector::IteratorType::parallel,
                                       vector::IteratorType::reduction})
      return rewriter.notifyMatchFailure(op, "not (parallel, reduction)");
    MLIRContext *context = op.getContext();
    AffineMap rowsMap = AffineMap::getMultiDimIdentityMap(2, context);
    AffineMap vectorMap =
        AffineMap::get(2, 0, getAffineDimExpr(1, context), context);
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    if (maps[2] != AffineMap::get(2, 0, getAffineDimExpr(0, context), context))
      return rewriter.notifyMatchFailure(op, "result not indexed by rows");
    Value matrix, repeated;
    if (maps[0] == rowsMap && maps[1] == vectorMap)
      matrix = op.getLhs(), repeated = op.getRhs();
    else if (maps[1] == rowsMap && maps[0] == vectorMap)
      matrix = op.getRhs(), repeated = op.getLhs();
    else
      return rewriter.notifyMatchFailure(op, "not a matrix-vector product");
    Location loc = op.getLoc();
    auto matrixType = cast<VectorType>(matrix.getType());
    // One shuffle (a region), not upstream's broadcast row by row.
    int64_t rows = matrixType.getDimSize(0), k = matrixType.getDimSize(1);
    SmallVector<int64_t> lanes;
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t c = 0; c < k; ++c)
        lanes.push_back(c);
    Value flat =
        vector::ShuffleOp::create(rewriter, loc, repeated, repeated, lanes);
    Value broadcast =
        vector::ShapeCastOp::create(rewriter, loc, matrixType, flat);
    Value product = arith::MulIOp::create(rewriter, loc, matrix, broadcast);
    rewriter.replaceOpWithNewOp<vector::MultiDimReductionOp>(
        op, product, op.getAcc(), ArrayRef<bool>{false, true},
        vector::CombiningKind::ADD);
    return success();
  }
};

/// A reduction of index elements as the same reduction in i64: GenX
/// vectors hold no index, and the LLVM lowering would leave an
/// llvm.vector.reduce intrinsic. Exact for every kind whatever the index
/// width: sign extension keeps both the signed and the unsigned order, and
/// the low bits of sums, products and bitwise results.
struct IndexReductionToI64 : OpRewritePattern<vector::ReductionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ReductionOp op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getSourceVectorType();
    if (!type.getElementType().isIndex() ||
        isa_and_nonnull<vector::MaskingOpInterface>(op->getParentOp()))
      return rewriter.notifyMatchFailure(op, "not an unmasked index reduction");
    Location loc = op.getLoc();
    Type i64 = rewriter.getI64Type();
    Value vector = arith::IndexCastOp::create(rewriter, loc, type.clone(i64),
                                              op.getVector());
    Value acc = op.getAcc();
    if (acc)
      acc = arith::IndexCastOp::create(rewriter, loc, i64, acc);
    Value result = vector::ReductionOp::create(rewriter, loc, op.getKind(),
                                               vector, acc, op.getFastmath());
    rewriter.replaceOpWithNewOp<arith::IndexCastOp>(op, op.getType(), result);
    return success();
  }
};

/// A transpose of a broadcast as the broadcast of the source in the
/// transposed place (`broadcast vector<4> to 64x4`, transposed, is
/// `broadcast (shape_cast vector<4> to 4x1) to 4x64`, as upstream's
/// vectorizer writes a row-wise scale), when the transpose keeps the order
/// of the source's own dimensions: the broadcast is a region then, where
/// the transposed register copy is moved element by element.
struct TransposeOfBroadcast : OpRewritePattern<vector::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    auto broadcast = op.getVector().getDefiningOp<vector::BroadcastOp>();
    auto source = broadcast ? dyn_cast<VectorType>(broadcast.getSourceType())
                            : VectorType();
    VectorType wide = op.getSourceVectorType();
    if (!source || wide.isScalable() || source.isScalable())
      return rewriter.notifyMatchFailure(op, "not a broadcast of a vector");
    // The broadcast's dimensions that are the source's own (not new, not
    // stretched from 1), in the order the transpose puts them.
    int64_t added = wide.getRank() - source.getRank();
    auto isOwn = [&](int64_t dim) {
      return dim >= added && source.getDimSize(dim - added) != 1;
    };
    SmallVector<int64_t> shape;
    int64_t last = -1;
    for (int64_t from : op.getPermutation()) {
      if (!isOwn(from)) {
        shape.push_back(1);
        continue;
      }
      if (from < last)
        return rewriter.notifyMatchFailure(op, "reorders the source");
      last = from;
      shape.push_back(wide.getDimSize(from));
    }
    Location loc = op.getLoc();
    Value placed = vector::ShapeCastOp::create(
        rewriter, loc, VectorType::get(shape, source.getElementType()),
        broadcast.getSource());
    rewriter.replaceOpWithNewOp<vector::BroadcastOp>(
        op, op.getResultVectorType(), placed);
    return success();
  }
};

/// Lanes of one multiply-add of an outer product: a group of rows of an
/// MxN result up to this many elements (16 GRFs of f32), so that IGC's
/// split into native widths stays within the register file.
constexpr int64_t kOuterProductLanes = 128;

/// An MxN vector.outerproduct as a few flat multiply-adds over whole groups
/// of rows: the lhs element of each row broadcast along it (a region with
/// horizontal stride 0) times the rhs repeated for every row (vertical
/// stride 0). Upstream's lowering makes one row at a time from an extracted
/// scalar, M small multiply-adds and 2M extracts and inserts; IGC cannot
/// merge them into wider instructions.
struct OuterProductToFlatFMA : OpRewritePattern<vector::OuterProductOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::OuterProductOp op,
                                PatternRewriter &rewriter) const override {
    auto rhsType = dyn_cast<VectorType>(op.getOperandTypeRHS());
    VectorType resultType = op.getResultVectorType();
    if (!rhsType || resultType.isScalable() ||
        isa_and_nonnull<vector::MaskingOpInterface>(op->getParentOp()))
      return rewriter.notifyMatchFailure(op, "not an unmasked MxN product");
    Location loc = op.getLoc();
    int64_t rows = resultType.getDimSize(0), cols = resultType.getDimSize(1);
    int64_t groupRows = std::clamp<int64_t>(kOuterProductLanes / cols, 1, rows);
    Type elt = resultType.getElementType();
    auto flatType = VectorType::get({rows * cols}, elt);
    Value acc = op.getAcc();
    Value flatAcc =
        acc ? vector::ShapeCastOp::create(rewriter, loc, flatType, acc)
            : Value();
    // Groups are inserted into a vector; one group is the result itself.
    Value result =
        groupRows < rows
            ? arith::ConstantOp::create(rewriter, loc, flatType,
                                        rewriter.getZeroAttr(flatType))
                  .getResult()
            : Value();
    for (int64_t first = 0; first < rows; first += groupRows) {
      int64_t count = std::min(groupRows, rows - first);
      SmallVector<int64_t> lhsLanes, rhsLanes;
      for (int64_t r = 0; r < count; ++r)
        for (int64_t c = 0; c < cols; ++c) {
          lhsLanes.push_back(first + r);
          rhsLanes.push_back(c);
        }
      Value lhs = vector::ShuffleOp::create(rewriter, loc, op.getLhs(),
                                            op.getLhs(), lhsLanes);
      Value rhs = vector::ShuffleOp::create(rewriter, loc, op.getRhs(),
                                            op.getRhs(), rhsLanes);
      Value part;
      if (flatAcc)
        part = vector::ExtractStridedSliceOp::create(
            rewriter, loc, flatAcc, ArrayRef<int64_t>{first * cols},
            ArrayRef<int64_t>{count * cols}, ArrayRef<int64_t>{1});
      part = multiplyAdd(rewriter, loc, op.getKind(), lhs, rhs, part);
      result = count == rows
                   ? part
                   : vector::InsertStridedSliceOp::create(
                         rewriter, loc, part, result,
                         ArrayRef<int64_t>{first * cols}, ArrayRef<int64_t>{1})
                         .getResult();
    }
    rewriter.replaceOpWithNewOp<vector::ShapeCastOp>(op, resultType, result);
    return success();
  }

private:
  /// `acc` combined with `lhs * rhs` by `kind`, as upstream's outer product
  /// lowering does it: a fused multiply-add for a float sum.
  static Value multiplyAdd(PatternRewriter &rewriter, Location loc,
                           vector::CombiningKind kind, Value lhs, Value rhs,
                           Value acc) {
    bool isFloat = isa<FloatType>(getElementTypeOrSelf(lhs.getType()));
    if (acc && isFloat && kind == vector::CombiningKind::ADD)
      return vector::FMAOp::create(rewriter, loc, lhs, rhs, acc);
    Value product =
        isFloat ? arith::MulFOp::create(rewriter, loc, lhs, rhs).getResult()
                : arith::MulIOp::create(rewriter, loc, lhs, rhs).getResult();
    if (!acc)
      return product;
    return vector::makeArithReduction(rewriter, loc, kind, product, acc);
  }
};

/// The memref dimension a 1-D transfer reads along, when it is not the
/// innermost one (a column of a row-major matrix, say).
static std::optional<unsigned> getStridedDim(AffineMap map, unsigned rank) {
  if (map.getNumResults() != 1)
    return std::nullopt;
  auto dim = dyn_cast<AffineDimExpr>(map.getResult(0));
  if (!dim || dim.getPosition() == rank - 1)
    return std::nullopt;
  return dim.getPosition();
}

/// The per-lane element offsets of a strided 1-D transfer (lane i at i times
/// the dimension's stride) and its in-bounds mask.
static std::pair<Value, Value>
getStridedOffsets(PatternRewriter &rewriter, Location loc, Value memref,
                  ValueRange indices, unsigned dim, VectorType type,
                  bool inBounds, Value mask) {
  auto memrefType = cast<MemRefType>(memref.getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  (void)memrefType.getStridesAndOffset(strides, offset);
  int64_t n = type.getNumElements();
  auto indexType = VectorType::get({n}, rewriter.getIndexType());
  Value stride =
      ShapedType::isDynamic(strides[dim])
          ? memref::ExtractStridedMetadataOp::create(rewriter, loc, memref)
                .getStrides()[dim]
          : arith::ConstantIndexOp::create(rewriter, loc, strides[dim])
                .getResult();
  Value lanes = vector::StepOp::create(rewriter, loc, indexType);
  Value offsets = arith::MulIOp::create(
      rewriter, loc, lanes,
      vector::BroadcastOp::create(rewriter, loc, indexType, stride));
  if (!inBounds) {
    // Lanes past the dimension's end are masked off.
    Value size = memref::DimOp::create(rewriter, loc, memref, dim);
    Value left = arith::SubIOp::create(rewriter, loc, size, indices[dim]);
    Value inside = vector::CreateMaskOp::create(
        rewriter, loc, VectorType::get({n}, rewriter.getI1Type()), left);
    mask = mask ? arith::AndIOp::create(rewriter, loc, mask, inside).getResult()
                : inside;
  }
  if (!mask)
    mask = arith::ConstantOp::create(
        rewriter, loc,
        DenseElementsAttr::get(VectorType::get({n}, rewriter.getI1Type()),
                               true));
  return {offsets, mask};
}

/// A 1-D transfer_read along a dimension other than the innermost one: a
/// gather of elements one stride apart.
struct StridedTransferReadToGather
    : OpRewritePattern<vector::TransferReadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::TransferReadOp op,
                                PatternRewriter &rewriter) const override {
    auto memrefType = dyn_cast<MemRefType>(op.getShapedType());
    VectorType type = op.getVectorType();
    if (!memrefType || type.getRank() != 1)
      return rewriter.notifyMatchFailure(op, "not a 1-D read of a memref");
    std::optional<unsigned> dim =
        getStridedDim(op.getPermutationMap(), memrefType.getRank());
    if (!dim)
      return rewriter.notifyMatchFailure(op, "not along an outer dimension");
    Location loc = op.getLoc();
    auto [offsets, mask] =
        getStridedOffsets(rewriter, loc, op.getBase(), op.getIndices(), *dim,
                          type, op.isDimInBounds(0), op.getMask());
    Value padding = vector::BroadcastOp::create(rewriter, loc, type,
                                                op.getPadding());
    rewriter.replaceOpWithNewOp<vector::GatherOp>(
        op, type, op.getBase(), op.getIndices(), offsets, mask, padding);
    return success();
  }
};

struct StridedTransferWriteToScatter
    : OpRewritePattern<vector::TransferWriteOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::TransferWriteOp op,
                                PatternRewriter &rewriter) const override {
    auto memrefType = dyn_cast<MemRefType>(op.getShapedType());
    VectorType type = op.getVectorType();
    if (!memrefType || type.getRank() != 1)
      return rewriter.notifyMatchFailure(op, "not a 1-D write to a memref");
    std::optional<unsigned> dim =
        getStridedDim(op.getPermutationMap(), memrefType.getRank());
    if (!dim)
      return rewriter.notifyMatchFailure(op, "not along an outer dimension");
    auto [offsets, mask] = getStridedOffsets(
        rewriter, op.getLoc(), op.getBase(), op.getIndices(), *dim, type,
        op.isDimInBounds(0), op.getMask());
    rewriter.replaceOpWithNewOp<vector::ScatterOp>(
        op, /*resultType=*/Type(), op.getBase(), op.getIndices(), offsets,
        mask, op.getVector());
    return success();
  }
};

/// Most elements of a tile that TransposedReadToGathers reads by columns:
/// a column's gather costs a message per 16 lanes, where the block
/// messages of its rows cost one per 32 or 64 elements.
constexpr int64_t kMostTransposedElements = 256;

/// The bytes one operand of a Gen instruction may span (two 32-byte GRFs):
/// a column of a tile within them is one region.
constexpr int64_t kOperandBytes = 64;

/// A 2-D tile of dwords read only to be transposed (the lhs of a
/// matrix-vector contraction, which the outer-product lowering takes by
/// columns): one gather per column of the rows' elements, a row stride
/// apart, instead of rows read as blocks and then moved element by element
/// (a column is a row apart in registers, a region no Gen instruction
/// encodes unless the tile fits in one operand). The columns' lanes differ
/// by a constant, so convert-memory-to-genx sends up to 4 columns as one
/// message of channels per 16 lanes, which leaves each column in registers
/// of its own.
struct TransposedReadToGathers : OpRewritePattern<vector::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    VectorType tile = op.getSourceVectorType();
    if (tile.getRank() != 2 || tile.isScalable() ||
        op.getPermutation() != ArrayRef<int64_t>{1, 0} ||
        tile.getNumElements() > kMostTransposedElements ||
        elementBits(tile) != 32 || !op.getVector().hasOneUse())
      return rewriter.notifyMatchFailure(op, "not a 2-D tile of dwords");
    int64_t rows = tile.getDimSize(0), cols = tile.getDimSize(1);
    if ((rows - 1) * cols * 4 + 4 <= kOperandBytes)
      return rewriter.notifyMatchFailure(op, "its columns are regions");
    auto [memref, indices] = unmaskedRead(op.getVector());
    if (!memref)
      return rewriter.notifyMatchFailure(op, "not read whole from a memref");
    auto memrefType = cast<MemRefType>(memref.getType());
    unsigned rowDim = memrefType.getRank() - 2;
    Location loc = op.getLoc();
    auto column = VectorType::get({rows}, tile.getElementType());
    auto [offsets, mask] =
        getStridedOffsets(rewriter, loc, memref, indices, rowDim, column,
                          /*inBounds=*/true, /*mask=*/Value());
    Value padding = arith::ConstantOp::create(rewriter, loc, column,
                                              rewriter.getZeroAttr(column));
    Value result =
        ub::PoisonOp::create(rewriter, loc, op.getResultVectorType());
    auto indexType = cast<VectorType>(offsets.getType());
    for (int64_t c = 0; c < cols; ++c) {
      Value lanes = offsets;
      if (c)
        lanes = arith::AddIOp::create(
            rewriter, loc, offsets,
            arith::ConstantOp::create(
                rewriter, loc,
                DenseElementsAttr::get(indexType, rewriter.getIndexAttr(c))));
      Value gathered = vector::GatherOp::create(rewriter, loc, column, memref,
                                                indices, lanes, mask, padding);
      result = vector::InsertOp::create(rewriter, loc, gathered, result,
                                        ArrayRef<int64_t>{c});
    }
    rewriter.replaceOp(op, result);
    return success();
  }

private:
  static unsigned elementBits(VectorType type) {
    Type elt = type.getElementType();
    return elt.isIntOrFloat() ? elt.getIntOrFloatBitWidth() : 0;
  }

  /// The memref and indices `tile` is read whole from: a vector.load, or an
  /// unmasked in-bounds transfer_read of the innermost two dimensions; a
  /// null memref otherwise.
  static std::pair<Value, ValueRange> unmaskedRead(Value tile) {
    Value memref;
    ValueRange indices;
    if (auto load = tile.getDefiningOp<vector::LoadOp>()) {
      memref = load.getBase();
      indices = load.getIndices();
    } else if (auto read = tile.getDefiningOp<vector::TransferReadOp>()) {
      if (read.getMask() || !read.getPermutationMap().isMinorIdentity() ||
          llvm::any_of(read.getInBoundsValues(), [](bool b) { return !b; }))
        return {};
      memref = read.getBase();
      indices = read.getIndices();
    }
    auto memrefType =
        dyn_cast_or_null<MemRefType>(memref ? memref.getType() : Type());
    if (!memrefType || memrefType.getRank() < 2 ||
        !memrefType.isLastDimUnitStride())
      return {};
    return {memref, indices};
  }
};

/// The minor-identity map and all-in-bounds flags of a transfer that moves
/// `type` at the indices of a masked load or store on `memrefType` (whose
/// unmasked lanes are in bounds by definition).
static std::pair<AffineMapAttr, ArrayAttr>
getMaskedAccessLayout(PatternRewriter &rewriter, MemRefType memrefType,
                      VectorType type) {
  AffineMap map = AffineMap::getMinorIdentityMap(
      memrefType.getRank(), type.getRank(), rewriter.getContext());
  SmallVector<bool> inBounds(type.getRank(), true);
  return {AffineMapAttr::get(map), rewriter.getBoolArrayAttr(inBounds)};
}

/// The value a lane masked off a reduction of `kind` contributes: one that
/// leaves the others' result unchanged (-0 for a float sum, so that a sum of
/// negative zeros stays -0; +-inf for the float minima and maxima). Not
/// upstream's arith::getIdentityValueAttr: it gives +0 for a float sum and
/// has no xor.
static TypedAttr reductionNeutral(vector::CombiningKind kind, Type elt) {
  using K = vector::CombiningKind;
  if (auto floatType = dyn_cast<FloatType>(elt)) {
    const llvm::fltSemantics &sem = floatType.getFloatSemantics();
    switch (kind) {
    case K::ADD:
      return FloatAttr::get(elt, APFloat::getZero(sem, /*Negative=*/true));
    case K::MUL:
      return FloatAttr::get(elt, 1.0);
    case K::MINNUMF:
    case K::MINIMUMF:
      return FloatAttr::get(elt, APFloat::getInf(sem));
    case K::MAXNUMF:
    case K::MAXIMUMF:
      return FloatAttr::get(elt, APFloat::getInf(sem, /*Negative=*/true));
    default:
      return {};
    }
  }
  unsigned width = elt.getIntOrFloatBitWidth();
  switch (kind) {
  case K::ADD:
  case K::OR:
  case K::XOR:
  case K::MAXUI:
    return IntegerAttr::get(elt, 0);
  case K::MUL:
    return IntegerAttr::get(elt, 1);
  case K::AND:
  case K::MINUI:
    return IntegerAttr::get(elt, APInt::getAllOnes(width));
  case K::MINSI:
    return IntegerAttr::get(elt, APInt::getSignedMaxValue(width));
  case K::MAXSI:
    return IntegerAttr::get(elt, APInt::getSignedMinValue(width));
  default:
    return {};
  }
}

/// A masked 1-D vector.reduction as the reduction of the vector with the
/// masked-off lanes replaced by the kind's neutral value (upstream lowers
/// masked reductions only to LLVM's vp intrinsics, which GenX lacks).
struct MaskedReductionToSelect : OpRewritePattern<vector::MaskOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::MaskOp mask,
                                PatternRewriter &rewriter) const override {
    auto reduction =
        dyn_cast_or_null<vector::ReductionOp>(mask.getMaskableOp());
    if (!reduction || mask.hasPassthru())
      return failure();
    VectorType type = reduction.getSourceVectorType();
    TypedAttr neutral =
        reductionNeutral(reduction.getKind(), type.getElementType());
    if (!neutral || type.getRank() != 1 || type.isScalable())
      return failure();
    Location loc = reduction.getLoc();
    Value fill = arith::ConstantOp::create(
        rewriter, loc, type, SplatElementsAttr::get(type, neutral));
    Value kept = arith::SelectOp::create(rewriter, loc, mask.getMask(),
                                         reduction.getVector(), fill);
    rewriter.replaceOpWithNewOp<vector::ReductionOp>(
        mask, reduction.getType(), reduction.getKind(), kept,
        reduction.getAcc(), reduction.getFastmath());
    return success();
  }
};

/// An n-D vector.maskedload as the masked n-D transfer_read it is (masked-off
/// lanes are not read) and a select of the pass-through values: upstream
/// unrolls transfers, not masked loads.
struct NDMaskedLoadToTransfer : OpRewritePattern<vector::MaskedLoadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::MaskedLoadOp op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getVectorType();
    if (type.getRank() < 2)
      return rewriter.notifyMatchFailure(op, "1-D: lowered as it is");
    Location loc = op.getLoc();
    Type elementType = type.getElementType();
    Value padding = arith::ConstantOp::create(
        rewriter, loc, elementType, rewriter.getZeroAttr(elementType));
    auto [map, inBounds] =
        getMaskedAccessLayout(rewriter, op.getMemRefType(), type);
    Value read = vector::TransferReadOp::create(
        rewriter, loc, type, op.getBase(), op.getIndices(), map, padding,
        op.getMask(), inBounds);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, op.getMask(), read,
                                                 op.getPassThru());
    return success();
  }
};

/// An n-D vector.maskedstore as the masked n-D transfer_write it is.
struct NDMaskedStoreToTransfer : OpRewritePattern<vector::MaskedStoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::MaskedStoreOp op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getVectorType();
    if (type.getRank() < 2)
      return rewriter.notifyMatchFailure(op, "1-D: lowered as it is");
    auto [map, inBounds] =
        getMaskedAccessLayout(rewriter, op.getMemRefType(), type);
    rewriter.replaceOpWithNewOp<vector::TransferWriteOp>(
        op, op.getValueToStore(), op.getBase(), op.getIndices(), map,
        op.getMask(), inBounds);
    return success();
  }
};

/// The position in memory of each lane of an expanding load or compressing
/// store: how many enabled lanes come before it (an exclusive add scan of
/// the mask), as vector<Nxindex>.
static Value getCompressedOffsets(PatternRewriter &rewriter, Location loc,
                                  Value mask) {
  auto maskType = cast<VectorType>(mask.getType());
  auto countType = maskType.clone(rewriter.getI32Type());
  Value counts = arith::ExtUIOp::create(rewriter, loc, countType, mask);
  Value zero = arith::ConstantOp::create(
      rewriter, loc,
      DenseElementsAttr::get(VectorType::get({}, rewriter.getI32Type()),
                             rewriter.getI32IntegerAttr(0).getValue()));
  auto scan = vector::ScanOp::create(
      rewriter, loc,
      vector::CombiningKindAttr::get(rewriter.getContext(),
                                     vector::CombiningKind::ADD),
      counts, zero, rewriter.getI64IntegerAttr(0),
      rewriter.getBoolAttr(false));
  return arith::IndexCastOp::create(
      rewriter, loc, maskType.clone(rewriter.getIndexType()), scan.getDest());
}

/// vector.expandload as the gather it is: enabled lane k reads the element
/// after the enabled lanes before it.
struct ExpandLoadToGather : OpRewritePattern<vector::ExpandLoadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ExpandLoadOp op,
                                PatternRewriter &rewriter) const override {
    Value offsets = getCompressedOffsets(rewriter, op.getLoc(), op.getMask());
    rewriter.replaceOpWithNewOp<vector::GatherOp>(
        op, op.getVectorType(), op.getBase(), op.getIndices(), offsets,
        op.getMask(), op.getPassThru());
    return success();
  }
};

/// vector.compressstore as the scatter it is.
struct CompressStoreToScatter : OpRewritePattern<vector::CompressStoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::CompressStoreOp op,
                                PatternRewriter &rewriter) const override {
    Value offsets = getCompressedOffsets(rewriter, op.getLoc(), op.getMask());
    rewriter.replaceOpWithNewOp<vector::ScatterOp>(
        op, /*resultType=*/Type(), op.getBase(), op.getIndices(), offsets,
        op.getMask(), op.getValueToStore());
    return success();
  }
};

/// The shape an n-D load or store is unrolled to: its innermost dimension
/// (transfers are VectorToSCF's).
std::optional<SmallVector<int64_t>> getRowShape(Operation *op) {
  VectorType type;
  if (auto load = dyn_cast<vector::LoadOp>(op))
    type = load.getVectorType();
  else if (auto store = dyn_cast<vector::StoreOp>(op))
    type = store.getVectorType();
  if (!type || type.getRank() < 2)
    return std::nullopt;
  SmallVector<int64_t> shape(type.getRank(), 1);
  shape.back() = type.getShape().back();
  return shape;
}

/// memref.dim at an index known only at run time: a select among the
/// dimensions (each a memref.dim at a constant, which folds when static).
/// Kernel arguments carry no shape to index at run time.
struct DynamicDimToSelect : OpRewritePattern<memref::DimOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::DimOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<MemRefType>(op.getSource().getType());
    if (!type || type.getRank() == 0 || op.getConstantIndex())
      return rewriter.notifyMatchFailure(op, "constant or unranked");
    Location loc = op.getLoc();
    int64_t rank = type.getRank();
    // An index past the rank is undefined behaviour: the last dimension.
    Value result = memref::DimOp::create(rewriter, loc, op.getSource(),
                                         rank - 1);
    for (int64_t d = rank - 2; d >= 0; --d) {
      Value isD = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, op.getIndex(),
          arith::ConstantIndexOp::create(rewriter, loc, d));
      result = arith::SelectOp::create(
          rewriter, loc, isD,
          memref::DimOp::create(rewriter, loc, op.getSource(), d), result);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// memref.dim of a view (collapse_shape, expand_shape, subview...) at a
/// constant index as the size its strided metadata gives:
/// expand-strided-metadata resolves that through the views, while a dim of
/// the reinterpret_cast it makes of them folds nowhere.
struct ViewDimToMetadata : OpRewritePattern<memref::DimOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::DimOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<MemRefType>(op.getSource().getType());
    std::optional<int64_t> index = op.getConstantIndex();
    Operation *view = op.getSource().getDefiningOp();
    if (!type || !index || *index < 0 || *index >= type.getRank() ||
        !type.isStrided() ||
        !isa_and_nonnull<ViewLikeOpInterface>(view))
      return rewriter.notifyMatchFailure(op, "not a dimension of a view");
    auto meta = memref::ExtractStridedMetadataOp::create(
        rewriter, op.getLoc(), op.getSource());
    rewriter.replaceOp(op, meta.getSizes()[*index]);
    return success();
  }
};

/// memref.transpose as the reinterpret_cast of its source's buffer with the
/// sizes and strides permuted: expand-strided-metadata and the memory
/// conversion know the view that way (upstream lowers transpose only to
/// LLVM descriptors).
struct TransposeToReinterpretCast : OpRewritePattern<memref::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    MemRefType type = op.getType();
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(type.getStridesAndOffset(strides, offset)))
      return rewriter.notifyMatchFailure(op, "not strided");
    Location loc = op.getLoc();
    auto meta =
        memref::ExtractStridedMetadataOp::create(rewriter, loc, op.getIn());
    AffineMap permutation = op.getPermutation();
    // A static entry of the result type must be an attribute.
    auto fold = [&](int64_t known, Value value) -> OpFoldResult {
      if (ShapedType::isDynamic(known))
        return value;
      return rewriter.getIndexAttr(known);
    };
    SmallVector<OpFoldResult> sizes, newStrides;
    for (auto [dim, expr] : llvm::enumerate(permutation.getResults())) {
      unsigned from = cast<AffineDimExpr>(expr).getPosition();
      sizes.push_back(fold(type.getDimSize(dim), meta.getSizes()[from]));
      newStrides.push_back(fold(strides[dim], meta.getStrides()[from]));
    }
    rewriter.replaceOpWithNewOp<memref::ReinterpretCastOp>(
        op, type, meta.getBaseBuffer(), fold(offset, meta.getOffset()),
        sizes, newStrides);
    return success();
  }
};

/// memref.copy as a loop nest of 1-D transfers along the innermost
/// dimension: a whole row when it is static and at most kCopyRow elements,
/// else chunks of kCopyChunk whose last one is masked by the transfer's
/// bounds check. The transfers then become block messages or gathers like
/// any other.
struct CopyToTransfers : OpRewritePattern<memref::CopyOp> {
  using OpRewritePattern::OpRewritePattern;
  static constexpr int64_t kCopyRow = 64;
  static constexpr int64_t kCopyChunk = 16;

  LogicalResult matchAndRewrite(memref::CopyOp op,
                                PatternRewriter &rewriter) const override {
    auto sourceType = dyn_cast<MemRefType>(op.getSource().getType());
    auto targetType = dyn_cast<MemRefType>(op.getTarget().getType());
    if (!sourceType || !targetType ||
        !sourceType.getElementType().isIntOrFloat() ||
        sourceType.getElementType().isInteger(1))
      return rewriter.notifyMatchFailure(op, "not a copy of numbers");
    Location loc = op.getLoc();
    int64_t rank = sourceType.getRank();
    if (rank == 0) {
      Value value = memref::LoadOp::create(rewriter, loc, op.getSource());
      memref::StoreOp::create(rewriter, loc, value, op.getTarget());
      rewriter.eraseOp(op);
      return success();
    }
    int64_t inner = sourceType.getDimSize(rank - 1);
    if (ShapedType::isDynamic(inner))
      inner = targetType.getDimSize(rank - 1);
    bool wholeRow = !ShapedType::isDynamic(inner) && inner <= kCopyRow;
    int64_t chunk = wholeRow ? inner : kCopyChunk;
    bool inBounds = !ShapedType::isDynamic(inner) && inner % chunk == 0;
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value oneIndex = arith::ConstantIndexOp::create(rewriter, loc, 1);
    SmallVector<Value> upper;
    for (int64_t d = 0; d < rank; ++d)
      upper.push_back(
          memref::DimOp::create(rewriter, loc, op.getSource(), d).getResult());
    SmallVector<Value> steps(rank, oneIndex);
    steps.back() = arith::ConstantIndexOp::create(rewriter, loc, chunk);
    SmallVector<Value> lower(rank, zero);
    auto vectorType = VectorType::get({chunk}, sourceType.getElementType());
    Value padding = arith::ConstantOp::create(
        rewriter, loc, rewriter.getZeroAttr(sourceType.getElementType()));
    scf::buildLoopNest(
        rewriter, loc, lower, upper, steps,
        [&](OpBuilder &b, Location nestedLoc, ValueRange indices) {
          Value row = vector::TransferReadOp::create(
              b, nestedLoc, vectorType, op.getSource(), indices, padding,
              ArrayRef<bool>{inBounds});
          vector::TransferWriteOp::create(b, nestedLoc, row, op.getTarget(),
                                          indices,
                                          ArrayRef<bool>{inBounds});
        });
    rewriter.eraseOp(op);
    return success();
  }
};

struct GenXLegalizeVectors
    : genx::impl::GenXLegalizeVectorsBase<GenXLegalizeVectors> {
  /// The pattern sets are built once: the pass runs on every function of a
  /// module, and building upstream's sets costs more than applying them to
  /// a small kernel.
  LogicalResult initialize(MLIRContext *context) override {
    highLevel = highLevelPatterns(context);
    transferSteps = {flattenTransferPatterns(context),
                     unrollTransferPatterns(context),
                     lowerTransferPatterns(context)};
    linearizeTypes = std::make_shared<TypeConverter>();
    linearizeTarget = std::make_shared<ConversionTarget>(*context);
    linearizePatterns =
        linearizePatternSet(context, *linearizeTypes, *linearizeTarget);
    RewritePatternSet finish(context);
    vector::populateVectorShuffleLoweringPatterns(finish);
    vector::ShapeCastOp::getCanonicalizationPatterns(finish, context);
    finishPatterns = std::move(finish);
    return success();
  }

  void runOnOperation() override {
    Operation *root = getOperation();
    auto greedy = [&](const FrozenRewritePatternSet &patterns) {
      return applyPatternsGreedily(root, patterns,
                                   getConversionRewriteConfig());
    };
    if (failed(greedy(highLevel)) ||
        llvm::any_of(transferSteps,
                     [&](const FrozenRewritePatternSet &patterns) {
                       return failed(greedy(patterns));
                     }) ||
        failed(applyPartialConversion(root, *linearizeTarget,
                                      linearizePatterns)) ||
        failed(greedy(finishPatterns)))
      signalPassFailure();
  }

private:
  /// Contractions, reductions, transposes, broadcasts, masks, gathers and
  /// the other ops that have no 1-D form of their own.
  static RewritePatternSet highLevelPatterns(MLIRContext *context) {
    RewritePatternSet patterns(context);
    // Before the permutation-map lowering turns a strided 1-D write into an
    // n-D one.
    patterns.add<StridedTransferReadToGather, StridedTransferWriteToScatter,
                 TransposedReadToGathers>(context, /*benefit=*/2);
    memref::populateFoldMemRefAliasOpPatterns(patterns);
    patterns.add<CopyToTransfers, DynamicDimToSelect, ViewDimToMetadata,
                 TransposeToReinterpretCast>(context);
    vector::populateVectorTransferPermutationMapLoweringPatterns(patterns);
    vector::populateVectorContractLoweringPatterns(
        patterns, vector::VectorContractLowering::OuterProduct);
    vector::populateVectorOuterProductLoweringPatterns(patterns);
    patterns.add<MultiReductionToReduction, OuterProductToFlatFMA,
                 IndexReductionToI64, TransposeOfBroadcast, InnerReductionTree,
                 IntegerMatvecToRowReductions>(context, /*benefit=*/2);
    patterns.add<NDMaskedLoadToTransfer, NDMaskedStoreToTransfer,
                 ExpandLoadToGather, CompressStoreToScatter,
                 MaskedReductionToSelect>(context);
    // Along the parallel dimensions, in the order upstream reduces: exact
    // for floats too.
    vector::populateVectorMultiReductionLoweringPatterns(
        patterns, vector::VectorMultiReductionLowering::InnerParallel);
    vector::populateVectorTransposeLoweringPatterns(
        patterns, vector::VectorTransposeLowering::Shuffle1D);
    vector::populateVectorBroadcastLoweringPatterns(patterns);
    vector::populateVectorMaskOpLoweringPatterns(patterns);
    vector::populateVectorMaskLoweringPatternsForSideEffectingOps(patterns);
    vector::populateVectorGatherLoweringPatterns(patterns);
    vector::populateVectorStepLoweringPatterns(patterns);
    vector::populateVectorInterleaveLoweringPatterns(patterns);
    vector::populateVectorInterleaveToShufflePatterns(patterns);
    vector::populateVectorScanLoweringPatterns(patterns);
    vector::populateVectorRankReducingFMAPattern(patterns);
    return patterns;
  }

  // Transfers and n-D loads/stores, in three steps: contiguous ones
  // flattened to one 1-D access, the others unrolled to rows;
  // out-of-bounds accesses become masked ones; plain transfers become
  // loads and stores.
  static RewritePatternSet flattenTransferPatterns(MLIRContext *context) {
    RewritePatternSet patterns(context);
    vector::populateFlattenVectorTransferPatterns(patterns);
    vector::populateVectorTransferDropUnitDimsPatterns(patterns);
    return patterns;
  }

  /// n-D transfers (masked or not) become 1-D ones, fully unrolled; n-D
  /// loads and stores their rows. A 1-D transfer along an outer dimension
  /// is one gather or scatter, not VectorToSCF's loop of scalar accesses.
  static RewritePatternSet unrollTransferPatterns(MLIRContext *context) {
    RewritePatternSet patterns(context);
    patterns.add<StridedTransferReadToGather, StridedTransferWriteToScatter>(
        context, /*benefit=*/2);
    populateVectorToSCFConversionPatterns(
        patterns,
        VectorTransferToSCFOptions().enableFullUnroll().setTargetRank(1));
    vector::UnrollVectorOptions options;
    options.setNativeShapeFn(getRowShape);
    vector::populateVectorUnrollPatterns(patterns, options);
    return patterns;
  }

  static RewritePatternSet lowerTransferPatterns(MLIRContext *context) {
    RewritePatternSet patterns(context);
    patterns.add<StridedTransferReadToGather, StridedTransferWriteToScatter>(
        context, /*benefit=*/2);
    vector::populateCastAwayVectorLeadingOneDimPatterns(patterns);
    vector::populateVectorTransferDropUnitDimsPatterns(patterns);
    vector::populateVectorTransferPermutationMapLoweringPatterns(patterns);
    vector::populateVectorMaskMaterializationPatterns(
        patterns, /*force32BitVectorIndices=*/true);
    // Reads of one element (a broadcast read's, left 0-D by the
    // permutation-map lowering) are scalar loads: no message takes a 0-D
    // vector. Only reads with one use: a row whose elements are extracted
    // one by one (an outer product's) stays one block read.
    vector::populateScalarVectorTransferLoweringPatterns(
        patterns, /*benefit=*/2, /*allowMultipleUses=*/false);
    vector::populateVectorTransferLoweringPatterns(patterns,
                                                   /*maxTransferRank=*/1);
    vector::populateVectorMaskOpLoweringPatterns(patterns);
    return patterns;
  }

  /// Every remaining n-D vector becomes 1-D: elementwise ops, shape casts,
  /// extracts and inserts of rows, strided slices, bitcasts, constants, and
  /// the vectors that loops and functions carry.
  static RewritePatternSet linearizePatternSet(MLIRContext *context,
                                               TypeConverter &converter,
                                               ConversionTarget &target) {
    RewritePatternSet patterns(context);
    vector::populateForVectorLinearize(converter, target);
    vector::populateVectorLinearizeBasePatterns(converter, target, patterns);
    vector::populateVectorLinearizeShuffleLikeOpsPatterns(converter, target,
                                                          patterns);
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
      return converter.isSignatureLegal(op.getFunctionType());
    });
    target.addDynamicallyLegalOp<func::CallOp, func::ReturnOp>(
        [&](Operation *op) { return converter.isLegal(op); });
    return patterns;
  }

  FrozenRewritePatternSet highLevel;
  SmallVector<FrozenRewritePatternSet, 3> transferSteps;
  // Shared by the copies the pass manager makes for its threads: the
  // patterns and the target hold references to them.
  std::shared_ptr<TypeConverter> linearizeTypes;
  std::shared_ptr<ConversionTarget> linearizeTarget;
  FrozenRewritePatternSet linearizePatterns;
  FrozenRewritePatternSet finishPatterns;
};
} // namespace
