//===- Regions.cpp - Emulation of region reads and writes -----------------===//
//
// Element i of a region is element offset / size + (i / width) * vstride +
// (i % width) * stride of the vector (with a vector offset, row r starts at
// offset[r] / size). A constant offset becomes constant indices (the
// verifier has checked them); a variable one is checked when the program
// runs: an offset that is not a multiple of the element size, or a region
// leaving the vector, stops it with an assertion naming the op, since the
// hardware gives such regions no meaning. A width of 0 is one row (IGC's
// reading); a scalar wrregion destination is a one-element region. Also
// the predicate regions and the constant region write.
//
//===----------------------------------------------------------------------===//

#include "passes/emulation/EmulationPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::genx;
using namespace mlir::genx::emulation;

namespace {

/// The shape of a region: rows of `width` elements `stride` apart, rows
/// `vstride` apart, `count` elements.
struct Shape {
  int64_t vstride, width, stride, count;

  /// Element `i`'s distance from its row's start, and its row's start from
  /// the region's (0 with one offset per row).
  int64_t inRow(int64_t i) const { return (i % width) * stride; }
  int64_t rowStart(int64_t i, bool perRowOffsets) const {
    return perRowOffsets ? 0 : (i / width) * vstride;
  }
};

/// The constant byte offsets of `offset` (one per row, or one), if any.
std::optional<SmallVector<int64_t>> constantOffsets(Value offset) {
  Attribute attr;
  if (!matchPattern(offset, m_Constant(&attr)))
    return std::nullopt;
  SmallVector<int64_t> offsets;
  if (auto scalar = dyn_cast<IntegerAttr>(attr))
    offsets.push_back(scalar.getValue().getSExtValue());
  else if (auto dense = dyn_cast<DenseIntElementsAttr>(attr))
    for (const APInt &value : dense.getValues<APInt>())
      offsets.push_back(value.getSExtValue());
  else
    return std::nullopt;
  return offsets;
}

/// Element `i`'s index in a vector of `size`-byte elements: constant when
/// the offset is, else built, with the run-time check of the file comment
/// emitted once per row start.
class RegionIndexer {
public:
  RegionIndexer(Emitter &e, Operation *op, Value offset, Type vecType,
                Shape shape)
      : e(e), op(op), offset(offset), shape(shape),
        // An i1 vector (a predicate) counts one "byte" per element.
        size(std::max<int64_t>(1, Emitter::widthOf(vecType) / 8)),
        length(getNumElements(vecType)),
        perRow(isa<VectorType>(offset.getType())),
        constants(constantOffsets(offset)) {}

  OpFoldResult index(int64_t i) {
    int64_t row = i / shape.width;
    int64_t rel = shape.rowStart(i, perRow) + shape.inRow(i);
    if (constants)
      return e.b.getIndexAttr((*constants)[perRow ? row : 0] / size + rel);
    Value start = rowStart(perRow ? row : 0);
    return arith::AddIOp::create(e.b, e.loc, start, e.constIndex(rel))
        .getResult();
  }

private:
  /// The element index a row (or the region) starts at, checked.
  Value rowStart(int64_t row) {
    if (Value known = starts.lookup(row))
      return known;
    OpBuilder &b = e.b;
    Value bytes = e.castInt(e.lane(offset, row), b.getI64Type(), true);
    Value sizeValue = e.constInt(b.getI64Type(), size);
    Value start = arith::DivSIOp::create(b, e.loc, bytes, sizeValue);
    // The elements the region (or the row) reaches from its start.
    int64_t last = perRow ? shape.inRow(shape.width - 1)
                          : shape.rowStart(shape.count - 1, false) +
                                shape.inRow(shape.width - 1);
    auto check = [&](arith::CmpIPredicate predicate, Value lhs, int64_t rhs) {
      return arith::CmpIOp::create(b, e.loc, predicate, lhs,
                                   e.constInt(b.getI64Type(), rhs));
    };
    Value aligned = check(arith::CmpIPredicate::eq,
                          arith::RemSIOp::create(b, e.loc, bytes, sizeValue),
                          0);
    Value inside = arith::AndIOp::create(
        b, e.loc, check(arith::CmpIPredicate::sge, start, 0),
        check(arith::CmpIPredicate::slt,
              arith::AddIOp::create(b, e.loc, start,
                                    e.constInt(b.getI64Type(), last)),
              length));
    cf::AssertOp::create(
        b, e.loc, arith::AndIOp::create(b, e.loc, aligned, inside),
        (op->getName().getStringRef() +
         ": region offset not a multiple of the element size, or region "
         "outside the vector")
            .str());
    Value index = arith::IndexCastOp::create(b, e.loc, b.getIndexType(), start);
    starts[row] = index;
    return index;
  }

  Emitter &e;
  Operation *op;
  Value offset;
  Shape shape;
  int64_t size, length;
  bool perRow;
  std::optional<SmallVector<int64_t>> constants;
  llvm::DenseMap<int64_t, Value> starts;
};

/// The region of `src` as `resultType` (a vector, or a scalar for one
/// element).
Value readRegion(Emitter &e, Operation *op, Value src, Value offset,
                 Shape shape, Type resultType) {
  RegionIndexer indexer(e, op, offset, src.getType(), shape);
  SmallVector<Value> elements;
  for (int64_t i = 0; i < shape.count; ++i)
    elements.push_back(vector::ExtractOp::create(
        e.b, e.loc, src, ArrayRef<OpFoldResult>{indexer.index(i)}));
  return e.fromLanes(resultType, elements);
}

/// `dst` with the region replaced by `src` where `mask` (an i1 vector, or
/// null for all) is set.
Value writeRegion(Emitter &e, Operation *op, Value dst, Value src,
                  Value offset, Shape shape, Value mask) {
  RegionIndexer indexer(e, op, offset, dst.getType(), shape);
  Value result = dst;
  for (int64_t i = 0; i < shape.count; ++i) {
    OpFoldResult index = indexer.index(i);
    Value element = e.lane(src, i);
    if (mask) {
      Value old = vector::ExtractOp::create(e.b, e.loc, result,
                                            ArrayRef<OpFoldResult>{index});
      element =
          arith::SelectOp::create(e.b, e.loc, e.lane(mask, i), element, old);
    }
    result = vector::InsertOp::create(e.b, e.loc, element, result,
                                      ArrayRef<OpFoldResult>{index});
  }
  return result;
}

struct RdRegionPattern : EmulationPattern<RdRegionOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(RdRegionOp op, Adaptor adaptor,
                                        Emitter &e) const override {
    int64_t count = getNumElements(op.getType());
    Shape shape{op.getVstride(), getRegionWidth(op.getWidth(), count),
                op.getStride(), count};
    return SmallVector<Value>{readRegion(e, op, adaptor.getSrc(),
                                         adaptor.getOffset(), shape,
                                         op.getType())};
  }
};

/// wrregion and wrconstregion (whose mask is the constant true).
template <typename OpTy>
struct WrRegionPattern : EmulationPattern<OpTy> {
  using EmulationPattern<OpTy>::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value src = adaptor.getSrc(), dst = adaptor.getDst();
    // A scalar mask is a constant (the verifier): false writes nothing.
    if (matchPattern(op.getMask(), m_Zero()))
      return SmallVector<Value>{dst};
    // A scalar destination is a one-element region: the new value.
    if (!isa<VectorType>(dst.getType()))
      return SmallVector<Value>{e.lane(src, 0)};
    int64_t count = getNumElements(src.getType());
    Shape shape{op.getVstride(), getRegionWidth(op.getWidth(), count),
                op.getStride(), count};
    Value mask = adaptor.getMask();
    if (!isa<VectorType>(mask.getType()))
      mask = Value();
    return SmallVector<Value>{
        writeRegion(e, op, dst, src, adaptor.getOffset(), shape, mask)};
  }
};

/// The constant offset of a predicate region as an i16 byte offset of an
/// i1 vector (one "byte" per element).
Value predicateOffset(Emitter &e, int64_t offset) {
  return e.constInt(e.b.getI16Type(), offset);
}

/// A predicate region: `count` consecutive elements.
Shape predicateShape(int64_t count) { return {count, count, 1, count}; }

struct RdPredRegionPattern : EmulationPattern<RdpredregionOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(RdpredregionOp op, Adaptor adaptor,
                                        Emitter &e) const override {
    int64_t count = getNumElements(op.getType());
    if (!isa<VectorType>(adaptor.getSrc().getType()))
      return notEmulable(op, "the source must be a vector of i1");
    return SmallVector<Value>{readRegion(
        e, op, adaptor.getSrc(), predicateOffset(e, op.getOffset()),
        predicateShape(count), op.getType())};
  }
};

/// wrpredregion and wrpredpredregion (which writes only where `mask`, read
/// at the same offset as the destination, is set).
template <typename OpTy>
struct WrPredRegionPattern : EmulationPattern<OpTy> {
  using EmulationPattern<OpTy>::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value src = adaptor.getSrc(), dst = adaptor.getDst();
    int64_t count = getNumElements(src.getType());
    if (!isa<VectorType>(dst.getType()))
      return notEmulable(op, "the destination must be a vector of i1");
    Value offset = predicateOffset(e, op.getOffset());
    Value mask;
    if constexpr (std::is_same_v<OpTy, WrpredpredregionOp>)
      mask = readRegion(e, op, adaptor.getMask(), offset,
                        predicateShape(count), src.getType());
    return SmallVector<Value>{
        writeRegion(e, op, dst, src, offset, predicateShape(count), mask)};
  }
};

} // namespace

void emulation::populateRegionEmulationPatterns(RewritePatternSet &patterns) {
  patterns.add<RdRegionPattern, RdPredRegionPattern>(patterns.getContext());
  addPatterns<WrRegionPattern, WrRegionOp, WrconstregionOp>(patterns);
  addPatterns<WrPredRegionPattern, WrpredregionOp, WrpredpredregionOp>(
      patterns);
}
