//===- LegalizeRegions.cpp - genx-legalize-regions ------------------------===//
//
// Region reads the device's backend cannot compile, rewritten into ones it
// can. Gen11 and XeLP have no 64-bit integer ALU: IGC splits 64-bit values
// into halves, and aborts (IGC 1.0.12504) when a 2-D region of 64-bit
// elements feeds an operation it so emulates (measured on icllp, ehl,
// tgllp, rkl, adl-p, dg1; skl, bxt and dg2 compile it).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXLEGALIZEREGIONS
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

/// Whether IGC emulates 64-bit integers on `platform` in a way 2-D regions
/// of them break. Code for no particular device is treated as such: the
/// rewrite only costs a move per row elsewhere.
static bool splits64BitValues(std::optional<Platform> platform) {
  return !platform || *platform == Platform::Gen11 ||
         *platform == Platform::XeLP;
}

namespace {
/// A 2-D read of 64-bit elements as one 1-D read per row, written into
/// consecutive elements of the result.
struct Split64BitRows : OpRewritePattern<RdRegionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(RdRegionOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<VectorType>(op.getType());
    Type offsetType = op.getOffset().getType();
    if (!type || getSizeInBytes(type.getElementType()) != 8 ||
        isa<VectorType>(offsetType))
      return rewriter.notifyMatchFailure(
          op, "not a vector of 64-bit elements at one offset");
    int64_t n = type.getNumElements();
    int64_t width = getRegionWidth(op.getWidth(), n);
    if (width <= 1 || width >= n)
      return rewriter.notifyMatchFailure(op, "a 1-D region");
    Location loc = op.getLoc();
    auto rowType = VectorType::get({width}, type.getElementType());
    auto i16 = [&](int64_t value) -> Value {
      return LLVM::ConstantOp::create(rewriter, loc, offsetType,
                                      rewriter.getIntegerAttr(offsetType,
                                                              value));
    };
    Value trueMask = LLVM::ConstantOp::create(rewriter, loc,
                                              rewriter.getI1Type(),
                                              rewriter.getBoolAttr(true));
    // Rows are vstride elements of 8 bytes apart.
    APInt start;
    bool constantStart = matchPattern(op.getOffset(), m_ConstantInt(&start));
    auto rowOffset = [&](int64_t row) -> Value {
      int64_t bytes = row * op.getVstride() * 8;
      if (constantStart)
        return i16(start.getSExtValue() + bytes);
      if (bytes == 0)
        return op.getOffset();
      return LLVM::AddOp::create(rewriter, loc, op.getOffset(), i16(bytes));
    };
    Value result = LLVM::UndefOp::create(rewriter, loc, type);
    for (int64_t row = 0, rows = n / width; row < rows; ++row) {
      Value offset = rowOffset(row);
      Value part = RdRegionOp::create(rewriter, loc, rowType, op.getSrc(),
                                      /*vstride=*/0, width, op.getStride(),
                                      offset, op.getParentWidthAttr());
      result = WrRegionOp::create(rewriter, loc, type, result, part,
                                  /*vstride=*/0, width, /*stride=*/1,
                                  i16(row * width * 8),
                                  rewriter.getI32IntegerAttr(0), trueMask);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct GenXLegalizeRegions
    : genx::impl::GenXLegalizeRegionsBase<GenXLegalizeRegions> {
  using Base::Base;

  void runOnOperation() override {
    if (failed(checkDeviceOption(getOperation(), "genx-legalize-regions",
                                 device)))
      return signalPassFailure();
    if (!splits64BitValues(getTargetPlatform(getOperation(), device)))
      return;
    RewritePatternSet patterns(&getContext());
    patterns.add<Split64BitRows>(&getContext());
    // No folds: the region folds would compose the rows again.
    GreedyRewriteConfig config = getConversionRewriteConfig();
    config.enableFolding(false);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     config)))
      signalPassFailure();
  }
};
} // namespace
