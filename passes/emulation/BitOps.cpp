//===- BitOps.cpp - Emulation of bit manipulation -------------------------===//
//
// Bit counts and searches, bit reversal, rotates, bit-field insert and
// extract, and the three-input boolean function. Bit-field widths and
// offsets use their low 5 bits; an extract reaching past bit 31 takes the
// bits up to 31 and extends from bit 31, as Gen's bfe does.
//
//===----------------------------------------------------------------------===//

#include "passes/emulation/EmulationPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::genx;
using namespace mlir::genx::emulation;

namespace {

/// `x` where `cond`, else all ones.
Value onesWhere(Emitter &e, Value cond, Value x) {
  return arith::SelectOp::create(e.b, e.loc, cond,
                                 e.constInt(x.getType(), -1), x);
}

Value equalsConst(Emitter &e, Value x, int64_t value) {
  return arith::CmpIOp::create(e.b, e.loc, arith::CmpIPredicate::eq, x,
                               e.constInt(x.getType(), value));
}

/// Checks the i32 operands the reference gives these ops.
bool isDword(Operation *op, Value v) {
  return succeeded(checkIntWidth(op, v.getType(), "operands", {32}));
}

Value buildCbit(Emitter &e, CbitOp op, CbitOp::Adaptor adaptor) {
  return e.castInt(math::CtPopOp::create(e.b, e.loc, adaptor.getSrc0()),
                   op.getType(), /*isSigned=*/false);
}

Value buildLzd(Emitter &e, LzdOp op, LzdOp::Adaptor adaptor) {
  if (!isDword(op, adaptor.getSrc0()))
    return Value();
  return math::CountLeadingZerosOp::create(e.b, e.loc, adaptor.getSrc0());
}

/// fbl: the lowest set bit's index; all ones for 0.
Value buildFbl(Emitter &e, FblOp op, FblOp::Adaptor adaptor) {
  Value x = adaptor.getSrc0();
  if (!isDword(op, x))
    return Value();
  return onesWhere(e, equalsConst(e, x, 0),
                   math::CountTrailingZerosOp::create(e.b, e.loc, x));
}

/// ufbh: zero bits above the highest set bit; all ones for 0.
Value buildUfbh(Emitter &e, UfbhOp op, UfbhOp::Adaptor adaptor) {
  Value x = adaptor.getSrc0();
  if (!isDword(op, x))
    return Value();
  return onesWhere(e, equalsConst(e, x, 0),
                   math::CountLeadingZerosOp::create(e.b, e.loc, x));
}

/// sfbh: leading bits equal to the sign bit; all ones for 0 and -1.
Value buildSfbh(Emitter &e, SfbhOp op, SfbhOp::Adaptor adaptor) {
  Value x = adaptor.getSrc0();
  if (!isDword(op, x))
    return Value();
  Value negative = arith::CmpIOp::create(e.b, e.loc, arith::CmpIPredicate::slt,
                                         x, e.constInt(x.getType(), 0));
  Value magnitude = arith::SelectOp::create(
      e.b, e.loc, negative,
      arith::XOrIOp::create(e.b, e.loc, x, e.constInt(x.getType(), -1)), x);
  return onesWhere(e, equalsConst(e, magnitude, 0),
                   math::CountLeadingZerosOp::create(e.b, e.loc, magnitude));
}

Value buildBfrev(Emitter &e, BfrevOp op, BfrevOp::Adaptor adaptor) {
  Value x = adaptor.getSrc0();
  if (!isDword(op, x))
    return Value();
  return LLVM::BitReverseOp::create(e.b, e.loc, x.getType(), x);
}

/// rol, ror: in the operand's width (amount modulo it), then converted to
/// the result type.
template <typename OpTy, bool IsLeft>
Value buildRotate(Emitter &e, OpTy op, typename OpTy::Adaptor adaptor) {
  Value x = adaptor.getSrc0(), amount = adaptor.getSrc1();
  Value rotated =
      IsLeft ? LLVM::FshlOp::create(e.b, e.loc, x.getType(), x, x, amount)
                   .getResult()
             : LLVM::FshrOp::create(e.b, e.loc, x.getType(), x, x, amount)
                   .getResult();
  return e.castInt(rotated, op.getType(), /*isSigned=*/false);
}

/// The low 5 bits of a field width or offset.
Value low5(Emitter &e, Value v) {
  return arith::AndIOp::create(e.b, e.loc, v, e.constInt(v.getType(), 31));
}

/// bfi: `value`'s low bits into `base` at `offset`.
Value buildBfi(Emitter &e, BfiOp op, BfiOp::Adaptor adaptor) {
  Value base = adaptor.getBase();
  if (!isDword(op, base))
    return Value();
  Type type = base.getType();
  Value width = low5(e, adaptor.getWidth());
  Value offset = low5(e, adaptor.getOffset());
  Value ones = arith::SubIOp::create(
      e.b, e.loc,
      arith::ShLIOp::create(e.b, e.loc, e.constInt(type, 1), width),
      e.constInt(type, 1));
  Value mask = arith::ShLIOp::create(e.b, e.loc, ones, offset);
  Value inserted = arith::AndIOp::create(
      e.b, e.loc, arith::ShLIOp::create(e.b, e.loc, adaptor.getValue(), offset),
      mask);
  Value kept = arith::AndIOp::create(
      e.b, e.loc, base,
      arith::XOrIOp::create(e.b, e.loc, mask, e.constInt(type, -1)));
  return arith::OrIOp::create(e.b, e.loc, inserted, kept);
}

/// sbfe, ubfe: 0 for a width of 0; the field shifted to the top and back
/// when it ends below bit 32; else the value shifted down by the offset.
template <typename OpTy, bool IsSigned>
Value buildBfe(Emitter &e, OpTy op, typename OpTy::Adaptor adaptor) {
  Value x = adaptor.getValue();
  if (!isDword(op, x))
    return Value();
  Type type = x.getType();
  Value width = low5(e, adaptor.getWidth());
  Value offset = low5(e, adaptor.getOffset());
  Value end = arith::AddIOp::create(e.b, e.loc, width, offset);
  auto shiftDown = [&](Value v, Value amount) -> Value {
    if (IsSigned)
      return arith::ShRSIOp::create(e.b, e.loc, v, amount);
    return arith::ShRUIOp::create(e.b, e.loc, v, amount);
  };
  // Shift amounts are kept below 32 in every arm, so each is defined.
  Value thirtyTwo = e.constInt(type, 32);
  Value zeroWidth = equalsConst(e, width, 0);
  Value inBits = arith::CmpIOp::create(e.b, e.loc, arith::CmpIPredicate::ult,
                                       end, thirtyTwo);
  auto below32 = [&](Value amount) -> Value {
    Value valid = arith::AndIOp::create(
        e.b, e.loc, inBits,
        arith::XOrIOp::create(e.b, e.loc, zeroWidth,
                              e.constInt(zeroWidth.getType(), 1)));
    return arith::SelectOp::create(e.b, e.loc, valid, amount,
                                   e.constInt(type, 0));
  };
  Value up = below32(arith::SubIOp::create(e.b, e.loc, thirtyTwo, end));
  Value down = below32(arith::SubIOp::create(e.b, e.loc, thirtyTwo, width));
  Value field = shiftDown(arith::ShLIOp::create(e.b, e.loc, x, up), down);
  Value result = arith::SelectOp::create(e.b, e.loc, inBits, field,
                                         shiftDown(x, offset));
  return arith::SelectOp::create(e.b, e.loc, zeroWidth, e.constInt(type, 0),
                                 result);
}

/// bfn: the or of the truth table's minterms.
Value buildBfn(Emitter &e, BfnOp op, BfnOp::Adaptor adaptor) {
  Value inputs[] = {adaptor.getSrc0(), adaptor.getSrc1(), adaptor.getSrc2()};
  if (failed(checkIntWidth(op, inputs[0].getType(), "operands", {16, 32})))
    return Value();
  Type type = inputs[0].getType();
  auto lut = static_cast<uint8_t>(op.getLut());
  Value result = e.constInt(type, 0);
  for (unsigned n = 0; n < 8; ++n) {
    if (!(lut & (1u << n)))
      continue;
    Value term = e.constInt(type, -1);
    for (unsigned k = 0; k < 3; ++k) {
      Value bit = inputs[k];
      if (!(n & (1u << k)))
        bit = arith::XOrIOp::create(e.b, e.loc, bit, e.constInt(type, -1));
      term = arith::AndIOp::create(e.b, e.loc, term, bit);
    }
    result = arith::OrIOp::create(e.b, e.loc, result, term);
  }
  return result;
}

} // namespace

void emulation::populateBitEmulationPatterns(RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<FunctionPattern<CbitOp>>(context, buildCbit);
  patterns.add<FunctionPattern<LzdOp>>(context, buildLzd);
  patterns.add<FunctionPattern<FblOp>>(context, buildFbl);
  patterns.add<FunctionPattern<UfbhOp>>(context, buildUfbh);
  patterns.add<FunctionPattern<SfbhOp>>(context, buildSfbh);
  patterns.add<FunctionPattern<BfrevOp>>(context, buildBfrev);
  patterns.add<FunctionPattern<RolOp>>(context, buildRotate<RolOp, true>);
  patterns.add<FunctionPattern<RorOp>>(context, buildRotate<RorOp, false>);
  patterns.add<FunctionPattern<BfiOp>>(context, buildBfi);
  patterns.add<FunctionPattern<SbfeOp>>(context, buildBfe<SbfeOp, true>);
  patterns.add<FunctionPattern<UbfeOp>>(context, buildBfe<UbfeOp, false>);
  patterns.add<FunctionPattern<BfnOp>>(context, buildBfn);
}
