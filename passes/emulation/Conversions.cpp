//===- Conversions.cpp - Emulation of conversions and value markers -------===//
//
// Saturating conversions to integers, conversions to and from the matrix
// engines' reduced-precision floats, and the backend's markers, which
// return their value (constants, register-category moves) or add to an
// address-register value.
//
// Reduced precision: the reference names no rounding; the emulation rounds
// to nearest even (the hardware's default mode), keeps NaNs NaN (quieted)
// and lets overflow become infinity, as an IEEE narrowing does. bf16 and
// bf8 values are carried in half and i8 vectors as the reference says.
//
//===----------------------------------------------------------------------===//

#include "passes/emulation/EmulationPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <cmath>

using namespace mlir;
using namespace mlir::genx;
using namespace mlir::genx::emulation;

namespace {

//===----------------------------------------------------------------------===//
// Saturating conversions
//===----------------------------------------------------------------------===//

/// sstrunc.sat and its variants: read with the operand's signedness,
/// clamped to the result's range.
template <typename OpTy>
struct TruncSatPattern : EmulationPattern<OpTy> {
  TruncSatPattern(MLIRContext *context, bool resultSigned,
                  bool operandSigned)
      : EmulationPattern<OpTy>(context), resultSigned(resultSigned),
        operandSigned(operandSigned) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value src = adaptor.getSrc0();
    Value wide = e.castInt(
        src, Emitter::withElement(src.getType(), e.b.getIntegerType(128)),
        operandSigned);
    Value clamped =
        e.clampToRange(wide, Emitter::widthOf(op.getType()), resultSigned);
    return SmallVector<Value>{e.castInt(clamped, op.getType(), resultSigned)};
  }

  bool resultSigned, operandSigned;
};

/// fptosi.sat, fptoui.sat: rounded toward zero, clamped; NaN becomes 0.
template <typename OpTy, bool IsSigned>
Value buildFloatToIntSat(Emitter &e, OpTy op, typename OpTy::Adaptor adaptor) {
  Value value = adaptor.getSrc0();
  Type type = value.getType(), resultType = op.getType();
  unsigned width = Emitter::widthOf(resultType);
  // Bounds as powers of two are exact in every float type with the range.
  double hi = std::ldexp(1.0, IsSigned ? width - 1 : width);
  double lo = IsSigned ? -hi : 0.0;
  auto compare = [&](arith::CmpFPredicate predicate, Value rhs) {
    return arith::CmpFOp::create(e.b, e.loc, predicate, value, rhs);
  };
  Value tooBig = compare(arith::CmpFPredicate::OGE, e.constFloat(type, hi));
  Value tooSmall = compare(arith::CmpFPredicate::OLT, e.constFloat(type, lo));
  Value isNaN = compare(arith::CmpFPredicate::UNO, value);
  // Convert only values known to be in range, so that the conversion is
  // defined.
  Value outside = arith::OrIOp::create(
      e.b, e.loc, arith::OrIOp::create(e.b, e.loc, tooBig, tooSmall), isNaN);
  Value safe = arith::SelectOp::create(e.b, e.loc, outside,
                                       e.constFloat(type, 0.0), value);
  Value converted =
      IsSigned
          ? arith::FPToSIOp::create(e.b, e.loc, resultType, safe).getResult()
          : arith::FPToUIOp::create(e.b, e.loc, resultType, safe).getResult();
  APInt maxValue =
      IsSigned ? APInt::getSignedMaxValue(width) : APInt::getMaxValue(width);
  APInt minValue =
      IsSigned ? APInt::getSignedMinValue(width) : APInt::getZero(width);
  converted = arith::SelectOp::create(
      e.b, e.loc, tooBig, e.constAPInt(resultType, maxValue), converted);
  return arith::SelectOp::create(e.b, e.loc, tooSmall,
                                 e.constAPInt(resultType, minValue),
                                 converted);
}

//===----------------------------------------------------------------------===//
// Reduced precision
//===----------------------------------------------------------------------===//

/// The bits of a float value as an integer of its width.
Value bitsOf(Emitter &e, Value value) {
  Type intType = Emitter::withElement(
      value.getType(), e.b.getIntegerType(Emitter::widthOf(value.getType())));
  return arith::BitcastOp::create(e.b, e.loc, intType, value);
}

/// The bits of a float narrowed by dropping its low `drop` mantissa bits,
/// rounding to nearest even; a NaN keeps its top bits with the narrow
/// format's quiet bit set. Returns the shifted-down bits when `shift`, else
/// the rounded bits in place (low bits cleared).
Value roundMantissa(Emitter &e, Value value, unsigned drop, bool shift) {
  Value bits = bitsOf(e, value);
  Type type = bits.getType();
  auto c = [&](int64_t v) { return e.constInt(type, v); };
  Value lowestKept = arith::AndIOp::create(
      e.b, e.loc, arith::ShRUIOp::create(e.b, e.loc, bits, c(drop)), c(1));
  Value bias = arith::AddIOp::create(e.b, e.loc, c((int64_t(1) << (drop - 1)) - 1),
                                     lowestKept);
  Value rounded = arith::AddIOp::create(e.b, e.loc, bits, bias);
  // The narrow format's quiet bit is the top mantissa bit, which it keeps.
  unsigned mantissa =
      llvm::APFloat::semanticsPrecision(
          cast<FloatType>(getElementTypeOrSelf(value.getType()))
              .getFloatSemantics()) -
      1;
  Value quiet = arith::OrIOp::create(e.b, e.loc, bits,
                                     c(int64_t(1) << (mantissa - 1)));
  Value isNaN = arith::CmpFOp::create(e.b, e.loc, arith::CmpFPredicate::UNO,
                                      value, value);
  Value result = arith::SelectOp::create(e.b, e.loc, isNaN, quiet, rounded);
  if (shift)
    return arith::ShRUIOp::create(e.b, e.loc, result, c(drop));
  return arith::AndIOp::create(e.b, e.loc, result,
                               c(~((int64_t(1) << drop) - 1)));
}

/// The low `bits` bits of `value` as integers of that width.
Value lowBits(Emitter &e, Value value, unsigned bits) {
  return e.castInt(value,
                   Emitter::withElement(value.getType(),
                                        e.b.getIntegerType(bits)),
                   false);
}

/// Narrow float bits (integers) as the wider `floatType`, whose top bits
/// they are.
Value widenBits(Emitter &e, Value narrow, Type floatType) {
  unsigned bits = floatType.getIntOrFloatBitWidth();
  Value wide = lowBits(e, narrow, bits);
  wide = arith::ShLIOp::create(
      e.b, e.loc, wide,
      e.constInt(wide.getType(), bits - Emitter::widthOf(narrow.getType())));
  return arith::BitcastOp::create(
      e.b, e.loc, Emitter::withElement(narrow.getType(), floatType), wide);
}

/// bf.cvt: float to bfloat16 (in a half type), or bfloat16 to float.
Value buildBfCvt(Emitter &e, BfCvtOp op, BfCvtOp::Adaptor adaptor) {
  Value src = adaptor.getSrc0();
  Type resultType = op.getType();
  Type srcElt = getElementTypeOrSelf(src.getType());
  Type resultElt = getElementTypeOrSelf(resultType);
  if (srcElt.isF32() && resultElt.isF16())
    return arith::BitcastOp::create(
        e.b, e.loc, resultType,
        lowBits(e, roundMantissa(e, src, 16, /*shift=*/true), 16));
  if (srcElt.isF16() && resultElt.isF32())
    return widenBits(e, bitsOf(e, src), e.b.getF32Type());
  (void)notEmulable(op, "bf.cvt converts float to half-carried bfloat16 or "
                        "back");
  return Value();
}

/// tf32.cvt: float (or half, widened exactly) rounded to 10 mantissa bits,
/// as i32 bits.
Value buildTf32Cvt(Emitter &e, Tf32CvtOp op, Tf32CvtOp::Adaptor adaptor) {
  Value src = adaptor.getSrc0();
  if (!isa<FloatType>(getElementTypeOrSelf(src.getType())) ||
      failed(checkIntWidth(op, op.getType(), "the result", {32})))
    return Value();
  src = e.castFloat(src, Emitter::withElement(src.getType(),
                                              e.b.getF32Type()));
  return roundMantissa(e, src, 13, /*shift=*/false);
}

/// qf.cvt: half to bf8 (e5m2, the top byte of a half) as i8, or back.
Value buildQfCvt(Emitter &e, QfCvtOp op, QfCvtOp::Adaptor adaptor) {
  Value src = adaptor.getSrc0();
  Type srcElt = getElementTypeOrSelf(src.getType());
  Type resultElt = getElementTypeOrSelf(op.getType());
  if (srcElt.isF16() && resultElt.isInteger(8))
    return lowBits(e, roundMantissa(e, src, 8, /*shift=*/true), 8);
  if (srcElt.isInteger(8) && resultElt.isF16())
    return widenBits(e, src, e.b.getF16Type());
  (void)notEmulable(op, "qf.cvt converts half to i8-carried bf8 or back");
  return Value();
}

//===----------------------------------------------------------------------===//
// Markers
//===----------------------------------------------------------------------===//

/// constanti, constantf, constantpred, convert: the value itself.
template <typename OpTy>
Value buildIdentity(Emitter &, OpTy, typename OpTy::Adaptor adaptor) {
  return adaptor.getOperands().front();
}

Value buildConvertAddr(Emitter &e, ConvertAddrOp op,
                       ConvertAddrOp::Adaptor adaptor) {
  Value src = adaptor.getSrc0();
  return arith::AddIOp::create(e.b, e.loc, src,
                               e.constInt(src.getType(), op.getOffset()));
}

Value buildAddAddr(Emitter &e, AddAddrOp op, AddAddrOp::Adaptor adaptor) {
  Value sum = arith::AddIOp::create(
      e.b, e.loc, adaptor.getAddress(),
      e.castInt(adaptor.getOffset(), adaptor.getAddress().getType(), true));
  return e.castInt(sum, op.getType(), true);
}

} // namespace

void emulation::populateConversionEmulationPatterns(
    RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<TruncSatPattern<SstruncSatOp>>(context, true, true);
  patterns.add<TruncSatPattern<SutruncSatOp>>(context, true, false);
  patterns.add<TruncSatPattern<UstruncSatOp>>(context, false, true);
  patterns.add<TruncSatPattern<UutruncSatOp>>(context, false, false);
  patterns.add<FunctionPattern<FptosiSatOp>>(
      context, buildFloatToIntSat<FptosiSatOp, true>);
  patterns.add<FunctionPattern<FptouiSatOp>>(
      context, buildFloatToIntSat<FptouiSatOp, false>);
  patterns.add<FunctionPattern<BfCvtOp>>(context, buildBfCvt);
  patterns.add<FunctionPattern<Tf32CvtOp>>(context, buildTf32Cvt);
  patterns.add<FunctionPattern<QfCvtOp>>(context, buildQfCvt);
  patterns.add<FunctionPattern<ConstantiOp>>(context,
                                             buildIdentity<ConstantiOp>);
  patterns.add<FunctionPattern<ConstantfOp>>(context,
                                             buildIdentity<ConstantfOp>);
  patterns.add<FunctionPattern<ConstantpredOp>>(context,
                                                buildIdentity<ConstantpredOp>);
  patterns.add<FunctionPattern<ConvertOp>>(context, buildIdentity<ConvertOp>);
  patterns.add<FunctionPattern<ConvertAddrOp>>(context, buildConvertAddr);
  patterns.add<FunctionPattern<AddAddrOp>>(context, buildAddAddr);
}
