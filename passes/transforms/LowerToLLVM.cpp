//===- LowerToLLVM.cpp - genx-lower-to-llvm -------------------------------===//
//
// Upstream's conversions of func, cf, arith, math, vector, index, ub and
// memref to the LLVM dialect, in one partial conversion over device code
// (a gpu.module, where the module-level upstream passes cannot run), with
// the index width the kernels use. genx ops are already LLVM-compatible.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/Threading.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXLOWERTOLLVM
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

/// Upstream's conversions of the ops inside a function to the LLVM dialect.
static void populateBodyPatterns(LLVMTypeConverter &converter,
                                 RewritePatternSet &patterns) {
  cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);
  arith::populateArithToLLVMConversionPatterns(converter, patterns);
  populateMathToLLVMConversionPatterns(converter, patterns);
  populateVectorToLLVMConversionPatterns(converter, patterns);
  index::populateIndexToLLVMConversionPatterns(converter, patterns);
  ub::populateUBToLLVMConversionPatterns(converter, patterns);
  populateFinalizeMemRefToLLVMConversionPatterns(converter, patterns);
}

namespace {
/// The integer vector type of `type`'s shape with `element`.
VectorType withElement(Type type, Type element) {
  return cast<VectorType>(type).clone(element);
}

/// bitcast(extractelement(v, i) : bf16 to i16) as
/// extractelement(bitcast(v to vector<N x i16>), i). IGC's GenX backend of
/// this release fails on scalar bfloat values (it gives them a double's
/// register type), and loads and stores of bf16 scalars make exactly these
/// chains around the conversions to and from f32.
struct ExtractBF16AsInteger : OpRewritePattern<LLVM::BitcastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LLVM::BitcastOp op,
                                PatternRewriter &rewriter) const override {
    auto extract = op.getArg().getDefiningOp<LLVM::ExtractElementOp>();
    if (!extract || !extract.getType().isBF16() || !op.getType().isInteger())
      return rewriter.notifyMatchFailure(op, "not a bf16 element as bits");
    Value bits = LLVM::BitcastOp::create(
        rewriter, op.getLoc(),
        withElement(extract.getVector().getType(), op.getType()),
        extract.getVector());
    rewriter.replaceOpWithNewOp<LLVM::ExtractElementOp>(op, bits,
                                                        extract.getPosition());
    return success();
  }
};

/// insertelement(v, bitcast(s : i16 to bf16), i) as
/// bitcast(insertelement(bitcast(v to vector<N x i16>), s, i)): the same
/// for the other direction.
struct InsertBF16AsInteger : OpRewritePattern<LLVM::InsertElementOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LLVM::InsertElementOp op,
                                PatternRewriter &rewriter) const override {
    auto cast = op.getValue().getDefiningOp<LLVM::BitcastOp>();
    if (!cast || !cast.getType().isBF16() ||
        !cast.getArg().getType().isInteger())
      return rewriter.notifyMatchFailure(op, "not bits inserted as bf16");
    Location loc = op.getLoc();
    Type bitsType = withElement(op.getType(), cast.getArg().getType());
    Value bits =
        LLVM::BitcastOp::create(rewriter, loc, bitsType, op.getVector());
    Value inserted = LLVM::InsertElementOp::create(
        rewriter, loc, bits, cast.getArg(), op.getPosition());
    rewriter.replaceOpWithNewOp<LLVM::BitcastOp>(op, op.getType(), inserted);
    return success();
  }
};

struct GenXLowerToLLVM : genx::impl::GenXLowerToLLVMBase<GenXLowerToLLVM> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    if (indexBitwidth != 32 && indexBitwidth != 64) {
      getOperation()->emitError()
          << "genx-lower-to-llvm: index-bitwidth must be 32 or 64, not "
          << static_cast<unsigned>(indexBitwidth);
      return signalPassFailure();
    }
    // What the vector conversion expects lowered first (as upstream's
    // convert-vector-to-llvm does): strided slices and the like on vectors
    // GenX regions do not take (index, i1).
    {
      RewritePatternSet patterns(context);
      // arith-to-llvm has no floor/ceil divisions; the memref lowering
      // also makes them (collapse_shape indices).
      arith::populateCeilFloorDivExpandOpsPatterns(patterns);
      vector::populateVectorInsertExtractStridedSliceTransforms(patterns);
      vector::populateVectorShapeCastLoweringPatterns(patterns);
      vector::populateVectorBroadcastLoweringPatterns(patterns);
      vector::populateVectorMaskOpLoweringPatterns(patterns);
      vector::populateVectorStepLoweringPatterns(patterns);
      vector::populateVectorInterleaveToShufflePatterns(patterns);
      vector::populateVectorShuffleLoweringPatterns(patterns);
      if (failed(applyPatternsPerFunction(getOperation(), std::move(patterns))))
        return signalPassFailure();
    }
    LowerToLLVMOptions options(context);
    options.overrideIndexBitwidth(indexBitwidth);
    LLVMConversionTarget target(*context);
    target.addLegalDialect<GenXDialect>();
    target.addLegalOp<UnrealizedConversionCastOp>();
    // The bodies first, each function in parallel (their ops do not see
    // other functions); then, on the module, the functions, calls and
    // returns themselves, whose conversion changes symbols.
    // One converter and one frozen pattern set for all functions (both are
    // safe to share between threads): building upstream's sets costs more
    // than converting a small kernel.
    Operation *root = getOperation();
    LLVMTypeConverter converter(context, options);
    RewritePatternSet bodyPatterns(context);
    populateBodyPatterns(converter, bodyPatterns);
    FrozenRewritePatternSet frozenBodyPatterns(std::move(bodyPatterns));
    if (failed(forEachFunction(root, [&](Operation *function) {
          return applyPartialConversion(function, target, frozenBodyPatterns);
        })))
      return signalPassFailure();
    RewritePatternSet patterns(context);
    populateFuncToLLVMConversionPatterns(converter, patterns);
    populateBodyPatterns(converter, patterns);
    if (failed(applyPartialConversion(root, target, std::move(patterns))))
      return signalPassFailure();
    // The two steps meet at the functions' arguments and results through
    // casts to the old types and back: fold those pairs away (with any other
    // foldable chain, as reconcile-unrealized-casts would).
    SmallVector<UnrealizedConversionCastOp> casts;
    root->walk([&](UnrealizedConversionCastOp cast) { casts.push_back(cast); });
    reconcileUnrealizedCasts(casts);
    // No scalar bf16 between the vectors that hold bf16 in memory and the
    // integer code that converts them (bitcast chains fold afterwards).
    RewritePatternSet bf16Patterns(context);
    bf16Patterns.add<ExtractBF16AsInteger, InsertBF16AsInteger>(context);
    if (failed(applyPatternsPerFunction(root, std::move(bf16Patterns),
                                        getConversionRewriteConfig())))
      return signalPassFailure();
    // func-to-llvm keeps a private function's symbol visibility but gives it
    // external linkage; GenX subroutines must be internal.
    getOperation()->walk([](LLVM::LLVMFuncOp func) {
      if (!func.isExternal() &&
          SymbolTable::getSymbolVisibility(func) ==
              SymbolTable::Visibility::Private &&
          func.getLinkage() == LLVM::Linkage::External)
        func.setLinkage(LLVM::Linkage::Internal);
    });
  }
};
} // namespace
