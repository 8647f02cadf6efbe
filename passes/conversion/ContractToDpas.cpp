//===- ContractToDpas.cpp - genx-contract-to-dpas -------------------------===//
//
// Matrix products of f16, bf16 or 8-bit integer operands with an f32 (i32)
// accumulator, as vector.contract spells them, on the matrix engine of the
// devices that have one: genx.dpas2 over tiles of at most 8 rows, 8 columns
// and one systolic depth (16 f16/bf16 or 32 i8 elements of k).
//
// Operand layouts (see Matrix.td): A is row-major with consecutive k in a
// dword, which a row-major tile already is; B packs consecutive k of one
// column in a dword (VNNI), so each group of rows k..k+per of a row-major B
// tile is interleaved by a region read <1, per, 8>.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXCONTRACTTODPAS
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// Columns of a dpas result row on the devices this pass targets (XeHP,
/// XeHPG: execution size 8), and the systolic depth in dwords.
constexpr int64_t kColumns = 8;
constexpr int64_t kDepth = 8;
constexpr int64_t kMaxRepeat = 8;

/// One contract operand as the matrix engine reads it: the narrow value
/// (before its extension to the accumulator type) and its precision.
struct DpasOperand {
  Value value;
  DPASPrecision precision;
};

/// The narrow source of a contract operand, if the matrix engine takes it:
/// f16/bf16 (possibly through arith.extf) into f32, i8 (through extsi or
/// extui, or directly, which contract sign-extends) into i32.
std::optional<DpasOperand> getDpasOperand(Value operand, Type accElement) {
  Value narrow = operand;
  bool isUnsigned = false;
  if (auto ext = operand.getDefiningOp<arith::ExtFOp>())
    narrow = ext.getIn();
  else if (auto ext = operand.getDefiningOp<arith::ExtSIOp>())
    narrow = ext.getIn();
  else if (auto ext = operand.getDefiningOp<arith::ExtUIOp>()) {
    narrow = ext.getIn();
    isUnsigned = true;
  }
  Type element = getElementTypeOrSelf(narrow.getType());
  if (accElement.isF32() && element.isF16())
    return DpasOperand{narrow, DPASPrecision::hf16};
  if (accElement.isF32() && element.isBF16())
    return DpasOperand{narrow, DPASPrecision::bf16};
  if (accElement.isInteger(32) && element.isInteger(8))
    return DpasOperand{narrow,
                       isUnsigned ? DPASPrecision::u8 : DPASPrecision::s8};
  return std::nullopt;
}

/// Elements of `type` one dword holds.
int64_t getPerDword(Value value) {
  return 32 / getElementTypeOrSelf(value.getType()).getIntOrFloatBitWidth();
}

/// The rows x cols tile at (row, col) of a 2-D vector, as a 1-D vector.
Value extractTile(PatternRewriter &rewriter, Location loc, Value matrix,
                  int64_t row, int64_t col, int64_t rows, int64_t cols) {
  auto type = cast<VectorType>(matrix.getType());
  Value tile = matrix;
  if (type.getDimSize(0) != rows || type.getDimSize(1) != cols)
    tile = vector::ExtractStridedSliceOp::create(
        rewriter, loc, matrix, ArrayRef<int64_t>{row, col},
        ArrayRef<int64_t>{rows, cols}, ArrayRef<int64_t>{1, 1});
  return vector::ShapeCastOp::create(
      rewriter, loc, VectorType::get({rows * cols}, type.getElementType()),
      tile);
}

/// `flat` (a 1-D vector) as dwords.
Value asDwords(PatternRewriter &rewriter, Location loc, Value flat) {
  auto type = cast<VectorType>(flat.getType());
  int64_t dwords = type.getNumElements() / getPerDword(flat);
  return vector::BitCastOp::create(
      rewriter, loc, VectorType::get({dwords}, rewriter.getI32Type()), flat);
}

/// A tile of B (flattened) in VNNI order: dword (d, j) packs elements
/// d * per + p of column j. From a row-major depthK x kColumns tile, group
/// d is region <1, per, kColumns> at row d * per; from a transposed one
/// (kColumns x depthK, B stored as N x K), region <depthK, per, 1> at
/// column d * per. Each group is a shuffle that convert-vector-to-genx maps
/// to one rdregion.
Value toVNNI(PatternRewriter &rewriter, Location loc, Value flat,
             bool transposed) {
  auto type = cast<VectorType>(flat.getType());
  int64_t per = getPerDword(flat);
  int64_t group = per * kColumns;
  int64_t depthK = per * kDepth;
  Value result = arith::ConstantOp::create(rewriter, loc, type,
                                           rewriter.getZeroAttr(type));
  for (int64_t d = 0; d < kDepth; ++d) {
    SmallVector<int64_t> mask;
    for (int64_t j = 0; j < kColumns; ++j)
      for (int64_t p = 0; p < per; ++p)
        mask.push_back(transposed ? j * depthK + d * per + p
                                  : (d * per + p) * kColumns + j);
    Value rows = vector::ShuffleOp::create(rewriter, loc, flat, flat, mask);
    result = vector::InsertStridedSliceOp::create(
        rewriter, loc, rows, result, ArrayRef<int64_t>{d * group},
        ArrayRef<int64_t>{1});
  }
  return result;
}

/// Whether `op` computes C(i, j) += A(i, k) * B(k, j) with A and C
/// row-major; `transposed` tells whether B is stored as B(j, k).
bool isMatmul(vector::ContractionOp op, bool &transposed) {
  if (op.getKind() != vector::CombiningKind::ADD)
    return false;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  MLIRContext *context = op.getContext();
  AffineExpr i, j, k;
  bindDims(context, i, j, k);
  auto map = [&](AffineExpr a, AffineExpr b) {
    return AffineMap::get(3, 0, {a, b}, context);
  };
  using vector::IteratorType;
  SmallVector<IteratorType> iterators = op.getIteratorTypesArray();
  if (iterators != ArrayRef<IteratorType>{IteratorType::parallel,
                                          IteratorType::parallel,
                                          IteratorType::reduction} ||
      maps[0] != map(i, k) || maps[2] != map(i, j))
    return false;
  transposed = maps[1] == map(j, k);
  return transposed || maps[1] == map(k, j);
}

struct ContractToDpas : OpRewritePattern<vector::ContractionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ContractionOp op,
                                PatternRewriter &rewriter) const override {
    bool transposed = false;
    if (!isMatmul(op, transposed))
      return rewriter.notifyMatchFailure(op, "not a matrix product");
    if (isa<vector::MaskingOpInterface>(op->getParentOp()))
      return rewriter.notifyMatchFailure(op, "masked");
    auto accType = dyn_cast<VectorType>(op.getAccType());
    if (!accType)
      return rewriter.notifyMatchFailure(op, "scalar accumulator");
    Type accElement = accType.getElementType();
    std::optional<DpasOperand> a = getDpasOperand(op.getLhs(), accElement);
    std::optional<DpasOperand> b = getDpasOperand(op.getRhs(), accElement);
    if (!a || !b || getPerDword(a->value) != getPerDword(b->value))
      return rewriter.notifyMatchFailure(op, "no dpas precision");
    int64_t m = accType.getDimSize(0), n = accType.getDimSize(1);
    int64_t k = op.getLhsType().getDimSize(1);
    int64_t depthK = kDepth * getPerDword(a->value);
    if (n % kColumns != 0 || k % depthK != 0)
      return rewriter.notifyMatchFailure(op, "not whole dpas tiles");
    bool isInteger = isa<IntegerType>(accElement);
    Location loc = op.getLoc();
    Value result = op.getAcc();
    for (int64_t row = 0; row < m; row += kMaxRepeat) {
      int64_t repeat = std::min(kMaxRepeat, m - row);
      for (int64_t col = 0; col < n; col += kColumns) {
        Value acc = extractTile(rewriter, loc, op.getAcc(), row, col, repeat,
                                kColumns);
        for (int64_t kk = 0; kk < k; kk += depthK) {
          Value src2 = asDwords(rewriter, loc,
                                extractTile(rewriter, loc, a->value, row, kk,
                                            repeat, depthK));
          Value bTile =
              transposed ? extractTile(rewriter, loc, b->value, col, kk,
                                       kColumns, depthK)
                         : extractTile(rewriter, loc, b->value, kk, col,
                                       depthK, kColumns);
          Value src1 =
              asDwords(rewriter, loc, toVNNI(rewriter, loc, bTile, transposed));
          acc = Dpas2Op::create(rewriter, loc, acc.getType(), acc, src1, src2,
                                b->precision, a->precision, kDepth, repeat,
                                /*dst_signed=*/isInteger ? 1 : 0,
                                /*src0_signed=*/isInteger ? 1 : 0);
        }
        Value tile = vector::ShapeCastOp::create(
            rewriter, loc, VectorType::get({repeat, kColumns}, accElement),
            acc);
        result = vector::InsertStridedSliceOp::create(
            rewriter, loc, tile, result, ArrayRef<int64_t>{row, col},
            ArrayRef<int64_t>{1, 1});
      }
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct GenXContractToDpas
    : genx::impl::GenXContractToDpasBase<GenXContractToDpas> {
  using Base::Base;

  void runOnOperation() override {
    if (failed(checkDeviceOption(getOperation(), "genx-contract-to-dpas", device)))
      return signalPassFailure();
    std::optional<Platform> platform =
        getTargetPlatform(getOperation(), device);
    // Execution size 8: the XeHP-class devices with a matrix engine.
    if (!platform ||
        !Dpas2Op::getIntrinsicInfo().isAvailableOn(*platform) ||
        *platform >= Platform::XeHPC)
      return;
    RewritePatternSet patterns(&getContext());
    patterns.add<ContractToDpas>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
