//===- GenXOps.cpp - Verifiers and folders of the refined genx ops --------===//

#include "dialect/GenXDialect.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::genx;

//===----------------------------------------------------------------------===//
// RegionLayout
//===----------------------------------------------------------------------===//

int64_t RegionLayout::getMaxIndex() const {
  // The last row may be partial (IGC reads a region of 8 elements in rows
  // of 7 as 7 + 1).
  int64_t most = start;
  for (int64_t i = 0; i < numElements; ++i)
    most = std::max(most, getIndex(i));
  return most;
}

bool RegionLayout::isIdentity(int64_t n) const {
  if (numElements != n || start != 0)
    return false;
  for (int64_t i = 0; i < n; ++i)
    if (getIndex(i) != i)
      return false;
  return true;
}

std::optional<RegionLayout>
mlir::genx::matchRegionLayout(ArrayRef<int64_t> indices) {
  int64_t n = indices.size();
  if (n == 0 || indices.front() < 0)
    return std::nullopt;
  for (int64_t width = n; width >= 1; --width) {
    if (n % width != 0)
      continue;
    RegionLayout layout;
    layout.start = indices[0];
    layout.numElements = n;
    layout.width = width;
    layout.stride = width > 1 ? indices[1] - indices[0] : 0;
    layout.vstride = n > width ? indices[width] - indices[0] : 0;
    if (layout.stride < 0 || layout.vstride < 0)
      continue;
    bool matches = true;
    for (int64_t i = 0; i < n && matches; ++i)
      matches = layout.getIndex(i) == indices[i];
    if (matches)
      return layout;
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Region verification
//===----------------------------------------------------------------------===//

/// The constant byte offsets of an offset operand (one per row), if any.
static std::optional<SmallVector<int64_t>> getConstantOffsets(Value offset) {
  Attribute attr;
  if (!matchPattern(offset, m_Constant(&attr)))
    return std::nullopt;
  SmallVector<int64_t> offsets;
  if (auto intAttr = dyn_cast<IntegerAttr>(attr)) {
    offsets.push_back(intAttr.getValue().getSExtValue());
  } else if (auto dense = dyn_cast<DenseIntElementsAttr>(attr)) {
    for (const APInt &value : dense.getValues<APInt>())
      offsets.push_back(value.getSExtValue());
  } else {
    return std::nullopt;
  }
  return offsets;
}

/// The bytes of a region's element: a pointer's are 8 (GenX's 64-bit
/// addresses), which IGC's regions of pointer vectors take.
static int64_t getRegionElementBytes(Type elt) {
  if (isa<LLVM::LLVMPointerType>(elt))
    return 8;
  return elt.getIntOrFloatBitWidth() / 8;
}

/// Rules shared by rdregion and wrregion. `vec` is the vector read or
/// written, `region` the value read or written into it. A write region is no
/// larger than its vector; a read region may be (stride-0 broadcasts).
static LogicalResult verifyRegion(Operation *op, Type vecType, Type regionType,
                                  int64_t vstride, int64_t width,
                                  int64_t stride, Value offset, bool isWrite) {
  Type elt = getElementTypeOrSelf(vecType);
  if (elt.isInteger(1))
    return op->emitOpError()
           << "element type must be i8, i16, i32, i64, f16, f32 or f64, not i1";
  if (getElementTypeOrSelf(regionType) != elt)
    return op->emitOpError()
           << "region element type " << getElementTypeOrSelf(regionType)
           << " differs from vector element type " << elt;
  int64_t numElements = getNumElements(regionType);
  if (isWrite && numElements > getNumElements(vecType))
    return op->emitOpError()
           << "region of " << numElements << " elements is larger than the "
           << getNumElements(vecType) << "-element vector";
  if (width < 0)
    return op->emitOpError() << "width must be non-negative, got " << width;
  if (width == 0 && numElements != 1 && vstride != 0)
    return op->emitOpError()
           << "a width-0 region is one row (IGC's reading) and needs vstride "
              "0, got "
           << vstride;
  width = getRegionWidth(width, numElements);
  if (vstride < 0 || stride < 0)
    return op->emitOpError() << "vstride and stride must be non-negative";
  // A last row shorter than the width is what is left (IGC's positive
  // tests have them; its legalization splits such regions).
  int64_t rows = llvm::divideCeil(numElements, width);
  Type offsetType = offset.getType();
  if (!getElementTypeOrSelf(offsetType).isInteger(16))
    return op->emitOpError()
           << "offset must be i16 or a vector of i16, got " << offsetType;
  if (isa<VectorType>(offsetType) && getNumElements(offsetType) != rows)
    return op->emitOpError()
           << "a vector offset needs one i16 per row: " << rows
           << " rows, but the offset has " << getNumElements(offsetType)
           << " elements";

  std::optional<SmallVector<int64_t>> offsets = getConstantOffsets(offset);
  if (!offsets)
    return success();
  int64_t eltBytes = getRegionElementBytes(elt);
  for (int64_t byteOffset : *offsets) {
    if (byteOffset < 0 || byteOffset % eltBytes != 0)
      return op->emitOpError()
             << "offset " << byteOffset
             << " must be a non-negative multiple of the element size ("
             << eltBytes << " bytes)";
    RegionLayout layout{byteOffset / eltBytes, vstride, width, stride,
                        // A vector offset gives the start of each row.
                        offsets->size() > 1 ? width : numElements};
    if (layout.getMaxIndex() >= getNumElements(vecType))
      return op->emitOpError()
             << "region at byte offset " << byteOffset << " reaches element "
             << layout.getMaxIndex() << ", outside the "
             << getNumElements(vecType) << "-element vector";
  }
  return success();
}

int64_t mlir::genx::getRegionWidth(int64_t width, int64_t numElements) {
  return width == 0 ? numElements : width;
}

/// The region of a direct rdregion/wrregion with a constant scalar offset.
template <typename OpTy>
static std::optional<RegionLayout> getConstantLayout(OpTy op, Type regionType) {
  std::optional<SmallVector<int64_t>> offsets =
      getConstantOffsets(op.getOffset());
  if (!offsets || offsets->size() != 1 ||
      isa<VectorType>(op.getOffset().getType()))
    return std::nullopt;
  int64_t eltBytes = getRegionElementBytes(getElementTypeOrSelf(regionType));
  int64_t numElements = getNumElements(regionType);
  return RegionLayout{offsets->front() / eltBytes,
                      static_cast<int64_t>(op.getVstride()),
                      getRegionWidth(op.getWidth(), numElements),
                      static_cast<int64_t>(op.getStride()), numElements};
}

std::optional<RegionLayout> mlir::genx::getConstantRegionLayout(RdRegionOp op) {
  return getConstantLayout(op, op.getType());
}

LogicalResult RdRegionOp::verify() {
  return verifyRegion(*this, getSrc().getType(), getType(), getVstride(),
                      getWidth(), getStride(), getOffset(), /*isWrite=*/false);
}

LogicalResult WrRegionOp::verify() {
  if (failed(verifyRegion(*this, getDst().getType(), getSrc().getType(),
                          getVstride(), getWidth(), getStride(), getOffset(),
                          /*isWrite=*/true)))
    return failure();
  Type maskType = getMask().getType();
  if (!getElementTypeOrSelf(maskType).isInteger(1))
    return emitOpError() << "mask must be i1 or a vector of i1, got "
                         << maskType;
  if (auto maskVec = dyn_cast<VectorType>(maskType)) {
    if (maskVec.getNumElements() != getNumElements(getSrc().getType()))
      return emitOpError() << "mask has " << maskVec.getNumElements()
                           << " elements but the region has "
                           << getNumElements(getSrc().getType());
    return success();
  }
  if (!matchPattern(getMask(), m_Constant()))
    return emitOpError() << "a scalar mask must be a constant (true: write, "
                            "false: no write); use a vector<"
                         << getNumElements(getSrc().getType())
                         << "xi1> mask for a predicated write";
  return success();
}

//===----------------------------------------------------------------------===//
// Region folding
//===----------------------------------------------------------------------===//

OpFoldResult RdRegionOp::fold(FoldAdaptor) {
  // Reading the whole vector in order is the vector itself.
  if (getType() != getSrc().getType())
    return {};
  std::optional<RegionLayout> layout = getConstantLayout(*this, getType());
  if (layout && layout->isIdentity(getNumElements(getSrc().getType())))
    return getSrc();
  return {};
}

namespace {
/// rdregion(rdregion(x)) -> rdregion(x) when the composed element indices
/// form a region.
struct ComposeRdRegions : OpRewritePattern<RdRegionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(RdRegionOp outer,
                                PatternRewriter &rewriter) const override {
    auto inner = outer.getSrc().getDefiningOp<RdRegionOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(outer, "source is not a rdregion");
    std::optional<RegionLayout> outerLayout =
        getConstantLayout(outer, outer.getType());
    std::optional<RegionLayout> innerLayout =
        getConstantLayout(inner, inner.getType());
    if (!outerLayout || !innerLayout)
      return rewriter.notifyMatchFailure(outer, "offsets are not constant");
    SmallVector<int64_t> indices;
    for (int64_t i = 0; i < outerLayout->numElements; ++i)
      indices.push_back(innerLayout->getIndex(outerLayout->getIndex(i)));
    std::optional<RegionLayout> composed = matchRegionLayout(indices);
    Type elt = getElementTypeOrSelf(outer.getType());
    int64_t byteOffset =
        composed ? composed->start * (elt.getIntOrFloatBitWidth() / 8) : 0;
    if (!composed || byteOffset > std::numeric_limits<int16_t>::max())
      return rewriter.notifyMatchFailure(outer, "not a single region");
    Value offset = LLVM::ConstantOp::create(
        rewriter, outer.getLoc(), rewriter.getI16Type(),
        rewriter.getI16IntegerAttr(byteOffset));
    rewriter.replaceOpWithNewOp<RdRegionOp>(
        outer, outer.getType(), inner.getSrc(), composed->vstride,
        composed->width, composed->stride, offset,
        /*parent_width=*/rewriter.getI32IntegerAttr(0));
    return success();
  }
};

/// wrregion(dst, rdregion(dst, R), R) -> dst: writing back what was read.
struct FoldWriteOfReadRegion : OpRewritePattern<WrRegionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(WrRegionOp op,
                                PatternRewriter &rewriter) const override {
    auto read = op.getSrc().getDefiningOp<RdRegionOp>();
    if (!read || read.getSrc() != op.getDst() ||
        read.getOffset() != op.getOffset() ||
        read.getVstride() != op.getVstride() ||
        read.getWidth() != op.getWidth() || read.getStride() != op.getStride())
      return rewriter.notifyMatchFailure(op, "not a write of the same region");
    rewriter.replaceOp(op, op.getDst());
    return success();
  }
};

/// An unconditional write of every element in order is its source.
struct FoldFullOverwrite : OpRewritePattern<WrRegionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(WrRegionOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getSrc().getType() != op.getType() ||
        !matchPattern(op.getMask(), m_One()))
      return rewriter.notifyMatchFailure(op, "not a full unconditional write");
    std::optional<RegionLayout> layout =
        getConstantLayout(op, op.getSrc().getType());
    if (!layout || !layout->isIdentity(getNumElements(op.getType())))
      return rewriter.notifyMatchFailure(op, "not the identity region");
    rewriter.replaceOp(op, op.getSrc());
    return success();
  }
};
} // namespace

void RdRegionOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                             MLIRContext *context) {
  results.add<ComposeRdRegions>(context);
}

void WrRegionOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                             MLIRContext *context) {
  results.add<FoldWriteOfReadRegion, FoldFullOverwrite>(context);
}

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

/// Mixed-width ops: result and operands may differ in element width only.
static LogicalResult verifySameShape(Operation *op, Type operandType) {
  Type resultType = op->getResult(0).getType();
  if (isa<VectorType>(resultType) != isa<VectorType>(operandType) ||
      getNumElements(resultType) != getNumElements(operandType))
    return op->emitOpError()
           << "result " << resultType << " and operands " << operandType
           << " must have the same number of elements";
  return success();
}

#define GENX_VERIFY_SAME_SHAPE(OpTy)                                           \
  LogicalResult OpTy::verify() {                                               \
    return verifySameShape(*this, getLhs().getType());                         \
  }
GENX_VERIFY_SAME_SHAPE(SSAddSatOp)
GENX_VERIFY_SAME_SHAPE(SUAddSatOp)
GENX_VERIFY_SAME_SHAPE(USAddSatOp)
GENX_VERIFY_SAME_SHAPE(UUAddSatOp)
GENX_VERIFY_SAME_SHAPE(SMinOp)
GENX_VERIFY_SAME_SHAPE(SMaxOp)
GENX_VERIFY_SAME_SHAPE(UMinOp)
GENX_VERIFY_SAME_SHAPE(UMaxOp)
GENX_VERIFY_SAME_SHAPE(FMinOp)
GENX_VERIFY_SAME_SHAPE(FMaxOp)
#undef GENX_VERIFY_SAME_SHAPE

//===----------------------------------------------------------------------===//
// Ids
//===----------------------------------------------------------------------===//

LogicalResult LocalIdOp::verify() {
  auto type = cast<VectorType>(getType());
  if (type.getNumElements() != 3 || !type.getElementType().isInteger(32))
    return emitOpError() << "result must be vector<3xi32> (x, y, z), got "
                         << type;
  return success();
}

//===----------------------------------------------------------------------===//
// Block memory messages
//===----------------------------------------------------------------------===//

LogicalResult mlir::genx::verifyOWordBlock(Operation *op, Type dataType,
                                           StringRef what) {
  int64_t bytes = getSizeInBytes(dataType);
  if (bytes != 16 && bytes != 32 && bytes != 64 && bytes != 128)
    return op->emitOpError() << what << " " << dataType << " is " << bytes
                             << " bytes; an oword block message moves 16, "
                                "32, 64 or 128 bytes";
  return success();
}

/// SVM block messages move a power of two of 16 to 128 bytes, at an i32 or
/// i64 address.
static LogicalResult verifySVMBlock(Operation *op, Type dataType,
                                    Type addressType, StringRef what) {
  if (isa<VectorType>(addressType) ||
      !(addressType.isInteger(32) || addressType.isInteger(64)))
    return op->emitOpError()
           << "address must be i32 or i64, got " << addressType;
  return verifyOWordBlock(op, dataType, what);
}

LogicalResult mlir::genx::verifySurfaceOWordBlock(Operation *op, Type dataType,
                                                  StringRef what) {
  // IGC compiles these (its own tests store masks and single elements):
  // the message still moves one oword. (getSizeInBytes is 0 for a mask.)
  if (getSizeInBytes(dataType) < 16)
    return success();
  return verifyOWordBlock(op, dataType, what);
}

LogicalResult OWordLdOp::verify() {
  if (getIsModified() < 0 || getIsModified() > 1)
    return emitOpError() << "is_modified must be 0 or 1, got "
                         << getIsModified();
  return verifySurfaceOWordBlock(*this, getType(), "result");
}

LogicalResult OWordStOp::verify() {
  return verifySurfaceOWordBlock(*this, getData().getType(), "data");
}

LogicalResult SVMBlockLdOp::verify() {
  return verifySVMBlock(*this, getType(), getAddress().getType(), "result");
}

LogicalResult SVMBlockStOp::verify() {
  return verifySVMBlock(*this, getData().getType(), getAddress().getType(),
                        "data");
}

//===----------------------------------------------------------------------===//
// LSC messages
//===----------------------------------------------------------------------===//

/// Reads the enum immediate `name` of an op (its attribute constraint has
/// been checked already).
template <typename EnumT>
static EnumT getEnumImmediate(Operation *op, StringRef name) {
  std::optional<Attribute> attr = op->getInherentAttr(name);
  auto intAttr = attr ? dyn_cast_or_null<IntegerAttr>(*attr) : nullptr;
  return static_cast<EnumT>(intAttr ? intAttr.getValue().getZExtValue() : 0);
}

/// The L1/L3 combinations of the reference's tables (pre-Xe2 and Xe2).
static bool isValidCacheCombination(LSCCache l1, LSCCache l3, bool isStore) {
  using C = LSCCache;
  static const std::pair<C, C> loads[] = {
      {C::default_, C::default_},     {C::uncached, C::uncached},
      {C::streaming, C::uncached},    {C::uncached, C::cached},
      {C::cached, C::uncached},       {C::cached, C::cached},
      {C::streaming, C::cached},      {C::read_invalidate, C::cached},
      {C::cached, C::const_cached},   {C::uncached, C::const_cached},
      {C::read_invalidate, C::read_invalidate}};
  static const std::pair<C, C> stores[] = {
      {C::default_, C::default_},      {C::uncached, C::uncached},
      {C::streaming, C::uncached},     {C::uncached, C::writeback},
      {C::writethrough, C::uncached},  {C::writethrough, C::writeback},
      {C::streaming, C::writeback},    {C::writeback, C::writeback}};
  ArrayRef<std::pair<C, C>> valid = isStore ? ArrayRef(stores) : ArrayRef(loads);
  return llvm::is_contained(valid, std::make_pair(l1, l3));
}

/// The elements per address a vector-size encoding stands for.
static int64_t getLSCVectorLength(LSCVectorSize size) {
  switch (size) {
  case LSCVectorSize::v1:
    return 1;
  case LSCVectorSize::v2:
    return 2;
  case LSCVectorSize::v3:
    return 3;
  case LSCVectorSize::v4:
    return 4;
  case LSCVectorSize::v8:
    return 8;
  case LSCVectorSize::v16:
    return 16;
  case LSCVectorSize::v32:
    return 32;
  case LSCVectorSize::v64:
    return 64;
  }
  return 0;
}

/// Whether a register element of `bits` holds data of `size`: the
/// widening sizes and u32 in 32 bits, u64 in 64, u8 and u16 in their own
/// width or widened to 32.
static bool fitsLSCDataSize(LSCDataSize size, unsigned bits) {
  switch (size) {
  case LSCDataSize::u8:
    return bits == 8 || bits == 32;
  case LSCDataSize::u16:
    return bits == 16 || bits == 32;
  case LSCDataSize::u64:
    return bits == 64;
  default:
    return bits == 32;
  }
}

/// The encoded sizes of an untyped message against its value types: one
/// address per lane, and lanes x vector_size elements of data (vector_size
/// for a transposed message). The backend trusts the encoding and writes
/// as many registers as it says (measured: a v2 load of 16 lanes into 16
/// elements writes 4 registers into a 2-register value).
static LogicalResult verifyLSCSizes(Operation *op, bool isStore,
                                    int64_t lanes, LSCDataSize dataSize,
                                    bool transposed) {
  auto vectorSize = getEnumImmediate<LSCVectorSize>(op, "vector_size");
  Type addresses = op->getOperand(1).getType();
  if (!transposed && getNumElements(addresses) != lanes)
    return op->emitOpError()
           << "has " << lanes << " predicate lanes but "
           << getNumElements(addresses)
           << " addresses: give one address per lane";
  Type data;
  if (isStore)
    data = op->getOperand(2).getType();
  else if (op->getNumResults() == 1)
    data = op->getResult(0).getType();
  if (!data)
    return success();
  int64_t perLane = getLSCVectorLength(vectorSize);
  int64_t expected = transposed ? perLane : lanes * perLane;
  if (getNumElements(data) != expected) {
    InFlightDiagnostic diag = op->emitOpError();
    diag << "vector_size = " << stringifyLSCVectorSize(vectorSize);
    if (!transposed)
      diag << " with " << lanes << " lanes";
    return diag << " moves " << expected << " elements, but the "
                << (isStore ? "data" : "result") << " " << data << " has "
                << getNumElements(data) << ": make them agree";
  }
  unsigned bits = getElementTypeOrSelf(data).getIntOrFloatBitWidth();
  if (!fitsLSCDataSize(dataSize, bits))
    return op->emitOpError()
           << "data_size = " << stringifyLSCDataSize(dataSize) << " does not fit "
           << bits << "-bit elements of " << data
           << " (u8/u16: 8/16 or 32 bits, u64: 64 bits, others: 32 bits)";
  return success();
}

LogicalResult mlir::genx::verifyLSCMessage(Operation *op, bool isStore) {
  auto subopcode = getEnumImmediate<LSCOpcode>(op, "subopcode");
  auto l1 = getEnumImmediate<LSCCache>(op, "l1_cache");
  auto l3 = getEnumImmediate<LSCCache>(op, "l3_cache");
  auto dataSize = getEnumImmediate<LSCDataSize>(op, "data_size");
  auto order = getEnumImmediate<LSCDataOrder>(op, "data_order");
  // The subopcode is vISA's LSC_OP, and IGC emits whatever it says
  // (measured: a store with `load` becomes a load).
  LSCOpcode expected = isStore ? LSCOpcode::store : LSCOpcode::load;
  if (subopcode != expected)
    return op->emitOpError()
           << "subopcode must be " << stringifyLSCOpcode(expected) << ", got "
           << stringifyLSCOpcode(subopcode);
  if (!isValidCacheCombination(l1, l3, isStore))
    return op->emitOpError()
           << "cache controls l1_cache = " << stringifyLSCCache(l1)
           << ", l3_cache = " << stringifyLSCCache(l3)
           << " are not a combination the hardware has for "
           << (isStore ? "stores" : "loads");
  bool transposed = order == LSCDataOrder::transposed;
  if (transposed && dataSize != LSCDataSize::u32 &&
      dataSize != LSCDataSize::u64)
    return op->emitOpError()
           << "a transposed message moves u32 or u64 data, not "
           << stringifyLSCDataSize(dataSize);
  Type predicate = op->getOperand(0).getType();
  if (!getElementTypeOrSelf(predicate).isInteger(1))
    return op->emitOpError()
           << "predicate must be i1 or a vector of i1, got " << predicate;
  int64_t lanes = getNumElements(predicate);
  if (lanes > 32)
    return op->emitOpError() << "predicate has " << lanes
                              << " lanes; LSC messages have at most 32";
  if (transposed && lanes != 1)
    return op->emitOpError() << "a transposed message has one lane: the "
                                "predicate must have 1 element";
  return verifyLSCSizes(op, isStore, lanes, dataSize, transposed);
}

LogicalResult mlir::genx::verifyLSCLaneData(Operation *op, Value predicate,
                                           Value addresses, Type data,
                                           bool quad) {
  int64_t lanes = getNumElements(predicate.getType());
  if (getNumElements(addresses.getType()) != lanes)
    return op->emitOpError()
           << "has " << lanes << " predicate lanes but "
           << getNumElements(addresses.getType())
           << " addresses: give one address per lane";
  int64_t perLane = 1;
  if (quad) {
    auto mask = getEnumImmediate<LSCChannelMask>(op, "channel_mask");
    perLane = llvm::popcount(static_cast<uint8_t>(mask));
    if (perLane == 0)
      return op->emitOpError() << "channel_mask = none moves no data: "
                                   "enable at least one of x, y, z, w";
  } else if (getEnumImmediate<LSCVectorSize>(op, "vector_size") !=
             LSCVectorSize::v1) {
    return op->emitOpError()
           << "an atomic operates on one element per address: vector_size "
              "must be v1";
  }
  if (getNumElements(data) != lanes * perLane)
    return op->emitOpError()
           << lanes << " lanes x " << perLane
           << (quad ? " enabled channels" : " element") << " move "
           << lanes * perLane << " elements, but the data " << data << " has "
           << getNumElements(data) << ": make them agree";
  return success();
}

LogicalResult mlir::genx::verifyScaledLaneData(Operation *op, Value offsets,
                                              Type data, Value predicate) {
  int64_t lanes = getNumElements(offsets.getType());
  int64_t perLane = 1;
  if (op->getInherentAttr("channel_mask")) {
    auto bits = getEnumImmediate<RGBAChannelMask>(op, "channel_mask");
    perLane = llvm::popcount(static_cast<uint32_t>(bits));
  } else {
    auto log2Blocks = op->getAttrOfType<IntegerAttr>("log2_num_blocks");
    if (log2Blocks && log2Blocks.getValue().getZExtValue() > 2)
      return op->emitOpError()
             << "log2_num_blocks must be 0, 1 or 2 (1, 2 or 4 bytes per "
                "lane), got "
             << log2Blocks.getValue().getZExtValue();
  }
  if (getElementTypeOrSelf(data).getIntOrFloatBitWidth() != 32)
    return op->emitOpError() << "moves dwords: its data " << data
                             << " must have 32-bit elements (i32 or f32)";
  if (getNumElements(data) != lanes * perLane)
    return op->emitOpError()
           << lanes << " lanes x " << perLane
           << (perLane == 1 ? " element" : " enabled channels") << " move "
           << lanes * perLane << " elements, but the data " << data
           << " has " << getNumElements(data) << ": make them agree";
  if (predicate && getNumElements(predicate.getType()) != lanes)
    return op->emitOpError()
           << "has " << getNumElements(predicate.getType())
           << " predicate lanes but the message has " << lanes
           << " lanes: give one predicate bit per lane";
  return success();
}

LogicalResult mlir::genx::verifyLSCAddressScale(Operation *op) {
  std::optional<Attribute> attr = op->getInherentAttr("addr_scale");
  auto scale = attr ? dyn_cast_or_null<IntegerAttr>(*attr) : nullptr;
  if (!scale || scale.getValue().getSExtValue() == 1)
    return success();
  return op->emitOpError()
         << "addr_scale must be 1, got " << scale.getValue().getSExtValue()
         << " (the backend has no scaled LSC addresses: multiply the "
            "addresses instead)";
}

//===----------------------------------------------------------------------===//
// dpas2
//===----------------------------------------------------------------------===//

LogicalResult Dpas2Op::verify() {
  // The precisions are checked by their enum; the rest by the reference.
  if (getSystolicDepth() != 8)
    return emitOpError() << "systolic_depth must be 8, got "
                         << getSystolicDepth();
  if (getRepeatCount() < 1 || getRepeatCount() > 8)
    return emitOpError() << "repeat_count must be in [1, 8], got "
                         << getRepeatCount();
  if (getDstSigned() > 1 || getSrc0Signed() > 1)
    return emitOpError() << "dst_signed and src0_signed must be 0 or 1";
  // Shapes: the result is repeat x E elements (E = 8 or 16 columns); A
  // (src2) packs repeat rows of depth dwords, B (src1) depth rows of E
  // dwords.
  auto dwords = [](Type type) { return getSizeInBytes(type) / 4; };
  int64_t repeat = getRepeatCount(), depth = getSystolicDepth();
  int64_t total = getNumElements(getType());
  int64_t columns = total / repeat;
  if (total % repeat != 0 || (columns != 8 && columns != 16))
    return emitOpError() << "result has " << total << " elements: it must be "
                         << repeat << " (repeat_count) rows of 8 or 16";
  if (dwords(getSrc2().getType()) != repeat * depth)
    return emitOpError() << "src2 (A) must hold " << repeat * depth
                         << " dwords (repeat_count x systolic_depth), got "
                         << getSrc2().getType();
  if (dwords(getSrc1().getType()) != depth * columns)
    return emitOpError() << "src1 (B) must hold " << depth * columns
                         << " dwords (systolic_depth x " << columns
                         << " columns), got " << getSrc1().getType();
  return success();
}

//===----------------------------------------------------------------------===//
// SVM gather / scatter
//===----------------------------------------------------------------------===//

/// svm.gather/scatter. Measured on IGC 1.0.12504: any number of lanes
/// (split into 8/4/2/1), i32 or i64 addresses, 1-, 2-, 4- or 8-byte
/// elements; 1- and 2-byte elements are moved as byte blocks, at least 4
/// bytes per lane.
static LogicalResult verifySVMGatherScatter(Operation *op, Value predicate,
                                            int64_t log2Blocks, Value address,
                                            Type data) {
  auto addressType = dyn_cast<VectorType>(address.getType());
  Type elt = addressType ? addressType.getElementType() : Type();
  if (!elt || !(elt.isInteger(64) || elt.isInteger(32) ||
                isa<LLVM::LLVMPointerType>(elt)))
    return op->emitOpError()
           << "addresses must be a vector of i64, i32 or pointers, got "
           << address.getType();
  int64_t lanes = addressType.getNumElements();
  Type predType = predicate.getType();
  if (!getElementTypeOrSelf(predType).isInteger(1) ||
      getNumElements(predType) != lanes)
    return op->emitOpError() << "predicate must be vector<" << lanes
                             << "xi1>, got " << predType;
  if (log2Blocks < 0 || log2Blocks > 3)
    return op->emitOpError() << "log2_num_blocks must be 0 to 3, got "
                             << log2Blocks;
  int64_t bytes = getSizeInBytes(getElementTypeOrSelf(data));
  if (bytes != 1 && bytes != 2 && bytes != 4 && bytes != 8)
    return op->emitOpError() << "data elements must be 1, 2, 4 or 8 bytes, got "
                             << getElementTypeOrSelf(data);
  int64_t blocks = int64_t(1) << log2Blocks;
  int64_t perLane =
      bytes <= 2 ? std::max<int64_t>(4, blocks * bytes) / bytes : blocks;
  if (getNumElements(data) != lanes * perLane)
    return op->emitOpError() << "data must have " << lanes * perLane
                             << " elements (" << lanes << " addresses x "
                             << perLane << " per address), got " << data;
  return success();
}

LogicalResult SvmGatherOp::verify() {
  return verifySVMGatherScatter(*this, getPred(), getLog2NumBlocks(),
                                getAddresses(), getType());
}

LogicalResult SvmScatterOp::verify() {
  return verifySVMGatherScatter(*this, getPred(), getLog2NumBlocks(),
                                getAddresses(), getData().getType());
}

//===----------------------------------------------------------------------===//
// Media block messages
//===----------------------------------------------------------------------===//

/// media.ld/media.st: immediates in the ranges IGC 1.0.12504 accepts
/// (measured: it aborts with "VISA builder API call failed" outside them)
/// and the reference's block shape: rows padded to a power of two of at least
/// 4 bytes, at most 256 bytes in all.
static LogicalResult verifyMediaBlock(Operation *op, int64_t modifier,
                                      ArrayRef<int64_t> modifiers,
                                      int64_t plane, int64_t blockWidth,
                                      Type data, StringRef what) {
  if (!llvm::is_contained(modifiers, modifier)) {
    InFlightDiagnostic diag = op->emitOpError();
    diag << "modifier must be one of ";
    llvm::interleaveComma(modifiers, diag);
    return diag << ", got " << modifier;
  }
  if (plane < 0 || plane > 3)
    return op->emitOpError() << "plane must be 0 to 3, got " << plane;
  if (blockWidth < 1 || blockWidth > 64)
    return op->emitOpError()
           << "block_width must be 1 to 64 bytes, got " << blockWidth;
  int64_t bytes = getSizeInBytes(data);
  int64_t rowBytes = std::max<int64_t>(4, llvm::PowerOf2Ceil(blockWidth));
  if (bytes > 256 || bytes % rowBytes != 0)
    return op->emitOpError()
           << what << " " << data << " is " << bytes
           << " bytes; a block of " << blockWidth << "-byte rows takes "
           << rowBytes << " bytes per row, at most 256 bytes (use a multiple "
           << "of " << rowBytes << " up to 256, or split the block)";
  return success();
}

LogicalResult MediaLdOp::verify() {
  static const int64_t modifiers[] = {0, 1, 2, 3, 4, 5};
  return verifyMediaBlock(*this, getModifier(), modifiers, getPlane(),
                          getBlockWidth(), getType(), "result");
}

LogicalResult MediaStOp::verify() {
  static const int64_t modifiers[] = {0, 2, 3};
  return verifyMediaBlock(*this, getModifier(), modifiers, getPlane(),
                          getBlockWidth(), getData().getType(), "data");
}
