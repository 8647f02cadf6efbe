//===- ConvertVectorToGenX.cpp - convert-vector-to-genx -------------------===//
//
// Register-level vector ops become regions; vector memory accesses become
// SVM or surface messages addressed from the memref's aligned pointer.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
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

static Value constIndex(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
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
                            /*parent_width=*/0);
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
        /*parent_width=*/0, mask);
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
    rewriter.replaceOpWithNewOp<RdRegionOp>(op, op.getType(), op.getSource(),
                                            /*vstride=*/0, /*width=*/1,
                                            /*stride=*/0, offset,
                                            /*parent_width=*/0);
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
        /*width=*/1, /*stride=*/0, offset, /*parent_width=*/0, mask);
    return success();
  }
};

/// A shuffle that reads one operand in a region pattern.
struct ShuffleToRegion : OpRewritePattern<vector::ShuffleOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ShuffleOp op,
                                PatternRewriter &rewriter) const override {
    VectorType v1Type = op.getV1VectorType();
    if (!isRegionVector(v1Type) || !isRegionVector(op.getResultVectorType()))
      return rewriter.notifyMatchFailure(op, "not 1-D GenX vectors");
    int64_t n1 = v1Type.getNumElements();
    ArrayRef<int64_t> mask = op.getMask();
    bool fromV1 =
        llvm::all_of(mask, [&](int64_t i) { return i >= 0 && i < n1; });
    bool fromV2 = llvm::all_of(mask, [&](int64_t i) { return i >= n1; });
    if (!fromV1 && !fromV2)
      return rewriter.notifyMatchFailure(op, "mixes both operands");
    SmallVector<int64_t> indices(mask);
    if (fromV2)
      for (int64_t &i : indices)
        i -= n1;
    std::optional<RegionLayout> layout = matchRegionLayout(indices);
    Value src = fromV1 ? op.getV1() : op.getV2();
    if (!layout || !fitsI16(layout->start * elementBytes(v1Type)))
      return rewriter.notifyMatchFailure(op, "not a region");
    rewriter.replaceOp(
        op, createRead(rewriter, op.getLoc(), op.getType(), src, *layout));
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
// Memory
//===----------------------------------------------------------------------===//

namespace {
enum class Memory { SVM, Surface };

/// What an access reads or writes: where, how many bytes, how aligned.
struct Access {
  Value base;      // SVM: i64 address of element 0; surface: i32 index.
  Value offset;    // Byte offset from the base: index.
  VectorType type; // The vector moved.
  int64_t alignment;
};

/// Shared by the load and store patterns.
class MemoryLowering {
public:
  explicit MemoryLowering(Memory memory) : memory(memory) {}

  /// The access of `vector.load`-like `op` on `memref` at `indices`, if its
  /// strides are static.
  /// Whether a 1-D `type` access of `memrefType` can be addressed: static
  /// strides, contiguous innermost dimension, same element type.
  static bool isAddressable(MemRefType memrefType, VectorType type) {
    SmallVector<int64_t> strides;
    int64_t offset;
    return type.getRank() == 1 && isGenXVector(type) &&
           !type.getElementType().isInteger(1) &&
           type.getElementType() == memrefType.getElementType() &&
           succeeded(memrefType.getStridesAndOffset(strides, offset)) &&
           !ShapedType::isDynamic(offset) && !strides.empty() &&
           strides.back() == 1 && !llvm::any_of(strides, ShapedType::isDynamic);
  }

  /// Whether some message loads (or stores) `type` at this alignment.
  bool canLower(VectorType type, int64_t alignment, bool isStore) const {
    int64_t bytes = getSizeInBytes(type);
    bool block = bytes == 16 || bytes == 32 || bytes == 64 || bytes == 128;
    if (block && (isStore ? alignment >= 16
                          : alignment >= 16 || elementBytes(type) >= 4))
      return true;
    return canGatherScatter(type);
  }

  /// Builds the address of a checked access.
  Access getAccess(OpBuilder &b, Location loc, Value memref, ValueRange indices,
                   VectorType type, int64_t alignment) const {
    auto memrefType = cast<MemRefType>(memref.getType());
    SmallVector<int64_t> strides;
    int64_t offset;
    (void)memrefType.getStridesAndOffset(strides, offset);
    int64_t eltBytes = elementBytes(type);
    // Linear element index, then bytes.
    Value linear = constIndex(b, loc, offset);
    for (auto [index, stride] : llvm::zip(indices, strides)) {
      Value term = stride == 1 ? index
                               : arith::MulIOp::create(
                                     b, loc, index, constIndex(b, loc, stride));
      linear = arith::AddIOp::create(b, loc, linear, term);
    }
    Value bytes =
        arith::MulIOp::create(b, loc, linear, constIndex(b, loc, eltBytes));
    Value pointer =
        memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
    Type baseType = memory == Memory::SVM ? b.getI64Type() : b.getI32Type();
    Value base = arith::IndexCastOp::create(b, loc, baseType, pointer);
    return Access{base, bytes, type, alignment};
  }

  /// Emits the load of a checked access.
  Value load(OpBuilder &b, Location loc, const Access &access) const {
    int64_t bytes = getSizeInBytes(access.type);
    int64_t eltBytes = elementBytes(access.type);
    bool block = bytes == 16 || bytes == 32 || bytes == 64 || bytes == 128;
    if (memory == Memory::SVM) {
      // The unaligned block load needs dword alignment.
      if (block && (access.alignment >= 16 || eltBytes >= 4)) {
        Value address = svmAddress(b, loc, access.base, access.offset);
        if (access.alignment >= 16)
          return SVMBlockLdOp::create(b, loc, access.type, address);
        return SvmBlockLdUnalignedOp::create(b, loc, access.type, address);
      }
      return gatherScatter(b, loc, access, Value());
    }
    if (block && (access.alignment >= 16 || eltBytes >= 4)) {
      Value offset =
          arith::IndexCastOp::create(b, loc, b.getI32Type(), access.offset);
      return OwordLdUnalignedOp::create(b, loc, access.type, /*arg0=*/0,
                                        access.base, offset);
    }
    return gatherScatter(b, loc, access, Value());
  }

  /// Emits the store of `value` for a checked access.
  void store(OpBuilder &b, Location loc, const Access &access,
             Value value) const {
    int64_t bytes = getSizeInBytes(access.type);
    bool block = bytes == 16 || bytes == 32 || bytes == 64 || bytes == 128;
    // Block stores need oword alignment.
    if (block && access.alignment >= 16) {
      if (memory == Memory::SVM) {
        SVMBlockStOp::create(
            b, loc, svmAddress(b, loc, access.base, access.offset), value);
      } else {
        Value owords = arith::DivUIOp::create(b, loc, access.offset,
                                              constIndex(b, loc, 16));
        OWordStOp::create(
            b, loc, access.base,
            arith::IndexCastOp::create(b, loc, b.getI32Type(), owords), value);
      }
      return;
    }
    gatherScatter(b, loc, access, value);
  }

private:
  static Value svmAddress(OpBuilder &b, Location loc, Value base,
                          Value offset) {
    Value offset64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), offset);
    return arith::AddIOp::create(b, loc, base, offset64);
  }

  /// Gathers/scatters take 8 or 16 lanes of 4-byte (SVM: or 8-byte)
  /// elements.
  bool canGatherScatter(VectorType type) const {
    int64_t n = type.getNumElements();
    int64_t eltBytes = elementBytes(type);
    return n % 8 == 0 &&
           (eltBytes == 4 || (eltBytes == 8 && memory == Memory::SVM));
  }

  /// Splits the access into 16- (or 8-) lane gathers or scatters. For a
  /// load returns the loaded vector; for a store (`value` set) returns
  /// null after emitting the scatters.
  Value gatherScatter(OpBuilder &b, Location loc, const Access &access,
                      Value value) const {
    int64_t n = access.type.getNumElements();
    int64_t eltBytes = elementBytes(access.type);
    int64_t lanes = n % 16 == 0 ? 16 : 8;
    Type elt = access.type.getElementType();
    auto chunkType = VectorType::get({lanes}, elt);
    Value result;
    if (!value)
      result = LLVM::UndefOp::create(b, loc, access.type);
    Value all = LLVM::ConstantOp::create(
        b, loc, VectorType::get({lanes}, b.getI1Type()),
        DenseElementsAttr::get(VectorType::get({lanes}, b.getI1Type()), true));
    Value trueMask = constInt(b, loc, b.getI1Type(), 1);
    for (int64_t first = 0; first < n; first += lanes) {
      // Byte offsets of the chunk's elements from the access's start.
      SmallVector<int64_t> laneOffsets;
      for (int64_t i = 0; i < lanes; ++i)
        laneOffsets.push_back((first + i) * eltBytes);
      Value regionOffset = constInt(b, loc, b.getI16Type(), first * eltBytes);
      Value chunkValue;
      if (value)
        chunkValue = RdRegionOp::create(b, loc, chunkType, value, 0, lanes, 1,
                                        regionOffset, 0);
      Value chunk;
      if (memory == Memory::SVM) {
        auto addrType = VectorType::get({lanes}, b.getI64Type());
        Value start = svmAddress(b, loc, access.base, access.offset);
        Value starts = vector::BroadcastOp::create(b, loc, addrType, start);
        Value steps = arith::ConstantOp::create(
            b, loc, addrType,
            DenseElementsAttr::get(addrType, ArrayRef<int64_t>(laneOffsets)));
        Value addresses = arith::AddIOp::create(b, loc, starts, steps);
        if (value) {
          SvmScatterOp::create(b, loc, all, /*arg1=*/0, addresses, chunkValue);
        } else {
          Value old = LLVM::UndefOp::create(b, loc, chunkType);
          chunk = SvmGatherOp::create(b, loc, chunkType, all, /*arg1=*/0,
                                      addresses, old);
        }
      } else {
        auto offType = VectorType::get({lanes}, b.getI32Type());
        SmallVector<int32_t> offsets32(laneOffsets.begin(), laneOffsets.end());
        Value offsets = arith::ConstantOp::create(
            b, loc, offType,
            DenseElementsAttr::get(offType, ArrayRef<int32_t>(offsets32)));
        Value globalOffset =
            arith::IndexCastOp::create(b, loc, b.getI32Type(), access.offset);
        // 4 blocks of 1 byte: one dword per lane, in scaled byte offsets.
        if (value) {
          ScatterScaledOp::create(b, loc, all, /*arg1=*/2, /*arg2=*/0,
                                  access.base, globalOffset, offsets,
                                  chunkValue);
        } else {
          Value old = LLVM::UndefOp::create(b, loc, chunkType);
          chunk = GatherScaledOp::create(b, loc, chunkType, all, /*arg1=*/2,
                                         /*arg2=*/0, access.base, globalOffset,
                                         offsets, old);
        }
      }
      if (!value)
        result = WrRegionOp::create(b, loc, access.type, result, chunk, 0,
                                    lanes, 1, regionOffset, 0, trueMask);
    }
    return result;
  }

  Memory memory;
};

/// Alignment of a load/store, 0 if unknown.
template <typename OpTy> static int64_t getAlignment(OpTy op) {
  return op.getAlignment() ? int64_t(*op.getAlignment()) : 0;
}

/// vector.load / vector.store to the GenX message that fits, if any.
template <typename OpTy, bool isStore>
struct MemoryToGenX : OpRewritePattern<OpTy> {
  MemoryToGenX(MLIRContext *context, const MemoryLowering &lowering)
      : OpRewritePattern<OpTy>(context), lowering(lowering) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getVectorType();
    int64_t alignment = getAlignment(op);
    if (!MemoryLowering::isAddressable(op.getMemRefType(), type) ||
        !lowering.canLower(type, alignment, isStore))
      return rewriter.notifyMatchFailure(op, "no GenX message fits");
    Access access = lowering.getAccess(rewriter, op.getLoc(), op.getBase(),
                                       op.getIndices(), type, alignment);
    if constexpr (isStore) {
      lowering.store(rewriter, op.getLoc(), access, op.getValueToStore());
      rewriter.eraseOp(op);
    } else {
      rewriter.replaceOp(op, lowering.load(rewriter, op.getLoc(), access));
    }
    return success();
  }

  const MemoryLowering &lowering;
};

using LoadToGenX = MemoryToGenX<vector::LoadOp, /*isStore=*/false>;
using StoreToGenX = MemoryToGenX<vector::StoreOp, /*isStore=*/true>;

/// In-bounds, unmasked, minor-identity transfers are plain loads/stores.
template <typename TransferOp> static bool isPlainTransfer(TransferOp op) {
  return !op.getMask() && op.getPermutationMap().isMinorIdentity() &&
         op.getVectorType().getRank() == 1 &&
         isa<MemRefType>(op.getShapedType()) &&
         llvm::all_of(op.getInBoundsValues(), [](bool b) { return b; });
}

struct TransferReadToLoad : OpRewritePattern<vector::TransferReadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::TransferReadOp op,
                                PatternRewriter &rewriter) const override {
    if (!isPlainTransfer(op))
      return rewriter.notifyMatchFailure(op, "not a plain transfer");
    rewriter.replaceOpWithNewOp<vector::LoadOp>(op, op.getVectorType(),
                                                op.getBase(), op.getIndices());
    return success();
  }
};

struct TransferWriteToStore : OpRewritePattern<vector::TransferWriteOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::TransferWriteOp op,
                                PatternRewriter &rewriter) const override {
    if (!isPlainTransfer(op))
      return rewriter.notifyMatchFailure(op, "not a plain transfer");
    rewriter.replaceOpWithNewOp<vector::StoreOp>(op, op.getVector(),
                                                 op.getBase(), op.getIndices());
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

  void runOnOperation() override {
    if (memory != "svm" && memory != "surface") {
      getOperation()->emitError()
          << "convert-vector-to-genx: memory must be svm or surface, not '"
          << memory << "'";
      return signalPassFailure();
    }
    MemoryLowering lowering(memory == "svm" ? Memory::SVM : Memory::Surface);
    RewritePatternSet patterns(&getContext());
    populateVectorRegionToGenXPatterns(patterns);
    patterns.add<TransferReadToLoad, TransferWriteToStore>(&getContext());
    patterns.add<LoadToGenX, StoreToGenX>(&getContext(), lowering);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     getConversionRewriteConfig())))
      signalPassFailure();
  }
};
} // namespace

void mlir::genx::populateVectorRegionToGenXPatterns(
    RewritePatternSet &patterns) {
  patterns.add<ExtractStridedSliceToRegion, InsertStridedSliceToRegion,
               DynamicExtractToRegion, DynamicInsertToRegion, ShuffleToRegion,
               BroadcastToRegion>(patterns.getContext());
}
