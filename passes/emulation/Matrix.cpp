//===- Matrix.cpp - Emulation of dpas -------------------------------------===//
//
// dst[r][c] = acc[r][c] + the sum over d < depth and k < OPC of
// A[r][d * OPC + k] * B[d * OPC + k][c], OPC = 32 / precision bits: A
// (src2) packs `repeat` rows of `depth` dwords, B (src1) `depth` dword rows
// of N columns (VNNI), the result `repeat` rows of N. Integer precisions
// accumulate in i32, float ones in f32 (exact products, sums in order).
// Precisions are read through the DPASPrecision enum (vISA's numbering);
// dpas and dpas.nosrc0 unpack theirs from the info word as documented
// (precisions in bits 0-7 and 8-15, depth 16-23, repeat 24-31).
//
//===----------------------------------------------------------------------===//

#include "passes/emulation/EmulationPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::genx;
using namespace mlir::genx::emulation;

namespace {

/// An element format of a dpas source.
struct Format {
  unsigned bits = 0;
  bool isSigned = false;
  /// The float type of float formats, null for integers.
  Type floatType;
};

std::optional<Format> formatOf(MLIRContext *context, DPASPrecision p) {
  Builder b(context);
  switch (p) {
  case DPASPrecision::u2:
  case DPASPrecision::s2:
    return Format{2, p == DPASPrecision::s2, {}};
  case DPASPrecision::u4:
  case DPASPrecision::s4:
    return Format{4, p == DPASPrecision::s4, {}};
  case DPASPrecision::u8:
  case DPASPrecision::s8:
    return Format{8, p == DPASPrecision::s8, {}};
  case DPASPrecision::bf16:
    return Format{16, false, b.getBF16Type()};
  case DPASPrecision::hf16:
    return Format{16, false, b.getF16Type()};
  case DPASPrecision::tf32:
    return Format{32, false, b.getF32Type()};
  default:
    return std::nullopt;
  }
}

/// What a dpas computes, however its op spells it.
struct DpasInfo {
  DPASPrecision src1, src2;
  int64_t depth, repeat;
};

class DpasBuilder {
public:
  DpasBuilder(Emitter &e, Format a, Format b) : e(e), a(a), b(b) {}

  /// Element `k` of a packed dword, in the accumulation type.
  Value element(Value word, int64_t k, Format f) {
    OpBuilder &builder = e.b;
    Value shifted = arith::ShRUIOp::create(
        builder, e.loc, word, e.constInt(builder.getI32Type(), k * f.bits));
    if (!f.floatType) {
      Value narrow = arith::TruncIOp::create(
          builder, e.loc, builder.getIntegerType(f.bits), shifted);
      return e.castInt(narrow, builder.getI32Type(), f.isSigned);
    }
    if (f.bits == 32)
      return arith::BitcastOp::create(builder, e.loc, f.floatType, shifted);
    Value half = arith::TruncIOp::create(builder, e.loc,
                                         builder.getI16Type(), shifted);
    return arith::ExtFOp::create(
        builder, e.loc, builder.getF32Type(),
        arith::BitcastOp::create(builder, e.loc, f.floatType, half)
            .getResult());
  }

  /// The dpas result: `acc` (or 0) plus A x B.
  Value build(Value acc, Value bMatrix, Value aMatrix, DpasInfo info,
              Type resultType) {
    OpBuilder &builder = e.b;
    bool isFloat = bool(a.floatType);
    int64_t opc = 32 / a.bits;
    int64_t columns = getNumElements(resultType) / info.repeat;
    Value aWords = dwords(aMatrix), bWords = dwords(bMatrix);
    Type outElt = getElementTypeOrSelf(resultType);
    SmallVector<Value> out;
    for (int64_t r = 0; r < info.repeat; ++r)
      for (int64_t c = 0; c < columns; ++c) {
        Value sum = isFloat ? e.constFloat(builder.getF32Type(), 0.0)
                            : e.constInt(builder.getI32Type(), 0);
        if (acc) {
          Value start = e.lane(acc, r * columns + c);
          sum = isFloat ? e.castFloat(start, builder.getF32Type())
                        : e.castInt(start, builder.getI32Type(), true);
        }
        for (int64_t d = 0; d < info.depth; ++d) {
          Value aWord = e.lane(aWords, r * info.depth + d);
          Value bWord = e.lane(bWords, d * columns + c);
          for (int64_t k = 0; k < opc; ++k) {
            Value x = element(aWord, k, a), y = element(bWord, k, b);
            sum = isFloat ? arith::AddFOp::create(
                                builder, e.loc, sum,
                                arith::MulFOp::create(builder, e.loc, x, y))
                                .getResult()
                          : arith::AddIOp::create(
                                builder, e.loc, sum,
                                arith::MulIOp::create(builder, e.loc, x, y))
                                .getResult();
          }
        }
        out.push_back(isFloat ? e.castFloat(sum, outElt)
                              : e.castInt(sum, outElt, true));
      }
    return e.fromLanes(resultType, out);
  }

private:
  /// A vector's bits as dwords.
  Value dwords(Value v) {
    int64_t bits = getNumElements(v.getType()) * Emitter::widthOf(v.getType());
    return vector::BitCastOp::create(
        e.b, e.loc, VectorType::get({bits / 32}, e.b.getI32Type()), v);
  }

  Emitter &e;
  Format a, b;
};

/// Checks what the emulation relies on and builds the result.
FailureOr<SmallVector<Value>> emulateDpas(Operation *op, Emitter &e,
                                          Value acc, Value b, Value a,
                                          DpasInfo info, Type resultType) {
  MLIRContext *context = op->getContext();
  std::optional<Format> bFormat = formatOf(context, info.src1);
  std::optional<Format> aFormat = formatOf(context, info.src2);
  if (!aFormat || !bFormat || aFormat->bits != bFormat->bits ||
      bool(aFormat->floatType) != bool(bFormat->floatType) ||
      (aFormat->floatType && aFormat->floatType != bFormat->floatType))
    return notEmulable(op, "the precisions must be integer ones of one size, "
                           "or one of bf16, hf16, tf32 for both sources");
  int64_t total = getNumElements(resultType);
  int64_t columns = info.repeat > 0 ? total / info.repeat : 0;
  auto dwords = [](Value v) { return getSizeInBytes(v.getType()) / 4; };
  if (info.repeat < 1 || info.repeat > 8 || total % info.repeat != 0 ||
      (columns != 8 && columns != 16) ||
      dwords(a) != info.repeat * info.depth ||
      dwords(b) != info.depth * columns)
    return notEmulable(op, "A must hold repeat x depth dwords, B depth x N "
                           "and the result repeat x N elements, N 8 or 16");
  DpasBuilder builder(e, *aFormat, *bFormat);
  return SmallVector<Value>{builder.build(acc, b, a, info, resultType)};
}

struct Dpas2Pattern : EmulationPattern<Dpas2Op> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(Dpas2Op op, Adaptor adaptor,
                                        Emitter &e) const override {
    DpasInfo info{op.getSrc1Precision(), op.getSrc2Precision(),
                  op.getSystolicDepth(), op.getRepeatCount()};
    return emulateDpas(op, e, adaptor.getAcc(), adaptor.getSrc1(),
                       adaptor.getSrc2(), info, op.getType());
  }
};

/// The accumulator of dpas (none for dpas.nosrc0).
template <typename A>
auto accumulatorOf(A adaptor, int)
    -> decltype(adaptor.getAcc(), Value()) {
  return adaptor.getAcc();
}
template <typename A> Value accumulatorOf(A, long) { return Value(); }

/// dpas, dpas.nosrc0: the operation packed in `info`.
template <typename OpTy>
struct PackedDpasPattern : EmulationPattern<OpTy> {
  using EmulationPattern<OpTy>::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    auto word = static_cast<uint32_t>(op.getInfo());
    auto precision = [](uint32_t bits) {
      return static_cast<DPASPrecision>(bits & 0xff);
    };
    DpasInfo info{precision(word), precision(word >> 8),
                  (word >> 16) & 0xff, (word >> 24) & 0xff};
    return emulateDpas(op, e, accumulatorOf(adaptor, 0), adaptor.getSrc1(),
                       adaptor.getSrc2(), info, op.getType());
  }
};

} // namespace

void emulation::populateMatrixEmulationPatterns(RewritePatternSet &patterns) {
  patterns.add<Dpas2Pattern>(patterns.getContext());
  addPatterns<PackedDpasPattern, DpasOp, DpasNosrc0Op>(patterns);
}
