//===- Arithmetic.cpp - Emulation of integer ALU ops ----------------------===//
//
// The integer ALU: saturating adds, the mixed-signedness families (mul,
// mad, avg, shl, add3.sat, sad2add, dp4a; with or without saturation),
// add3, min/max, abs, add with carry and subtract with borrow, high halves
// and double-width multiply-adds, sums of absolute differences of byte
// pairs. Values are computed exactly in a wide integer type, then clamped
// (saturation) or wrapped (low bits kept) to the result type.
//
// Decisions where the reference is silent: shl takes the shift count's low
// 5 bits (low 6 for 64-bit operands), as Gen does, and shifts the operand
// exactly before the result type is applied; a non-saturating add3 is
// computed exactly, so a wider result holds the whole sum; sad2 and
// sad2add write the sum of bytes 2i and 2i + 1 to element 2i and leave odd
// elements with 0 added (the CM emulation writes only even elements); dp4a
// multiplies byte k of `src1` with byte k of `src2`.
//
//===----------------------------------------------------------------------===//

#include "passes/emulation/EmulationPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::genx;
using namespace mlir::genx::emulation;

namespace {

/// The signedness a family reads its values with, and whether it
/// saturates.
struct Signs {
  bool result;
  bool src0;
  bool src1;
  bool saturate;
};

/// `value` in a signed integer type of `bits` bits, shaped like `like`.
Value widen(Emitter &e, Value value, bool isSigned, unsigned bits) {
  return e.castInt(value,
                   Emitter::withElement(value.getType(),
                                        e.b.getIntegerType(bits)),
                   isSigned);
}

/// An exact value (a signed integer of a wide type) as the result type:
/// clamped to its range (`saturate`) or wrapped.
Value toResult(Emitter &e, Value exact, Type resultType, bool resultSigned,
               bool saturate) {
  if (saturate)
    exact = e.clampToRange(exact, Emitter::widthOf(resultType), resultSigned);
  return e.castInt(exact, resultType, resultSigned);
}

//===----------------------------------------------------------------------===//
// Saturating add and the mixed-signedness families
//===----------------------------------------------------------------------===//

template <typename OpTy>
struct AddSatPattern : EmulationPattern<OpTy> {
  AddSatPattern(MLIRContext *context, Signs signs)
      : EmulationPattern<OpTy>(context), signs(signs) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value sum = arith::AddIOp::create(
        e.b, e.loc, widen(e, adaptor.getLhs(), signs.src0, 128),
        widen(e, adaptor.getRhs(), signs.src1, 128));
    return SmallVector<Value>{
        toResult(e, sum, op.getType(), signs.result, /*saturate=*/true)};
  }

  Signs signs;
};

enum class Mixed { Mul, Mad, Avg, Shl, Add3 };

/// mul, mad, avg, shl, add3.sat in every signedness, with or without
/// saturation (the element widths the reference allows each family are the
/// ops' verifiers' to check).
template <typename OpTy>
struct MixedPattern : EmulationPattern<OpTy> {
  MixedPattern(MLIRContext *context, Mixed kind, Signs signs)
      : EmulationPattern<OpTy>(context), kind(kind), signs(signs) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value src0 = adaptor.getSrc0(), src1 = adaptor.getSrc1();
    // 128 bits hold every exact value: a 64-bit operand shifted by up to
    // 63, or a 32 x 32-bit product plus a 64-bit addend.
    Value a = widen(e, src0, signs.src0, 128);
    Value b = widen(e, src1, signs.src1, 128);
    Type wide = a.getType();
    Value v;
    switch (kind) {
    case Mixed::Mul:
      v = arith::MulIOp::create(e.b, e.loc, a, b);
      break;
    case Mixed::Mad:
      v = arith::AddIOp::create(e.b, e.loc,
                                arith::MulIOp::create(e.b, e.loc, a, b),
                                widen(e, extraOperand(adaptor), signs.result,
                                      128));
      break;
    case Mixed::Avg:
      v = arith::ShRSIOp::create(
          e.b, e.loc,
          arith::AddIOp::create(e.b, e.loc,
                                arith::AddIOp::create(e.b, e.loc, a, b),
                                e.constInt(wide, 1)),
          e.constInt(wide, 1));
      break;
    case Mixed::Shl: {
      int64_t countMask = Emitter::widthOf(src0.getType()) == 64 ? 63 : 31;
      Value count = arith::AndIOp::create(e.b, e.loc,
                                          widen(e, src1, false, 128),
                                          e.constInt(wide, countMask));
      v = arith::ShLIOp::create(e.b, e.loc, a, count);
      break;
    }
    case Mixed::Add3:
      v = arith::AddIOp::create(
          e.b, e.loc, arith::AddIOp::create(e.b, e.loc, a, b),
          widen(e, extraOperand(adaptor), signs.src0, 128));
      break;
    }
    return SmallVector<Value>{
        toResult(e, v, op.getType(), signs.result, signs.saturate)};
  }

  /// `src2` of the families that have one.
  template <typename A>
  static auto extraOperand(A adaptor)
      -> decltype(adaptor.getSrc2(), Value()) {
    return adaptor.getSrc2();
  }
  static Value extraOperand(...) { return Value(); }

  Mixed kind;
  Signs signs;
};

/// add3 without saturation: the exact sum, wrapped to the result.
Value buildAdd3(Emitter &e, Add3Op op, Add3Op::Adaptor adaptor) {
  Value sum = arith::AddIOp::create(
      e.b, e.loc,
      arith::AddIOp::create(e.b, e.loc, widen(e, adaptor.getSrc0(), true, 64),
                            widen(e, adaptor.getSrc1(), true, 64)),
      widen(e, adaptor.getSrc2(), true, 64));
  return e.castInt(sum, op.getType(), /*isSigned=*/true);
}

//===----------------------------------------------------------------------===//
// Byte sums of differences and dot products
//===----------------------------------------------------------------------===//

/// Per element of `pairs` (i8): |a - b| summed over bytes 2i and 2i + 1,
/// in element 2i of an i64 vector; odd elements 0.
Value pairDifferences(Emitter &e, Value a, Value b, bool isSigned) {
  Value diff = math::AbsIOp::create(
      e.b, e.loc,
      arith::SubIOp::create(e.b, e.loc, widen(e, a, isSigned, 64),
                            widen(e, b, isSigned, 64)));
  int64_t n = getNumElements(a.getType());
  SmallVector<Value> sums;
  for (int64_t i = 0; i < n; i += 2) {
    sums.push_back(arith::AddIOp::create(e.b, e.loc, e.lane(diff, i),
                                         e.lane(diff, i + 1)));
    sums.push_back(e.constInt(e.b.getI64Type(), 0));
  }
  return e.fromLanes(diff.getType(), sums);
}

/// The shapes of sad2 and sad2add: an even number of bytes, as many
/// results (the verifiers check the i8 and i16 elements).
LogicalResult checkSad2(Operation *op, Type operands, Type result) {
  if (getNumElements(operands) % 2 != 0 || !isa<VectorType>(operands) ||
      getNumElements(result) != getNumElements(operands))
    return op->emitOpError() << "cannot be emulated (genx-emulate): sums of "
                                "pairs need an even number of bytes and as "
                                "many results";
  return success();
}

template <typename OpTy>
struct Sad2Pattern : EmulationPattern<OpTy> {
  Sad2Pattern(MLIRContext *context, bool isSigned)
      : EmulationPattern<OpTy>(context), isSigned(isSigned) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    if (failed(checkSad2(op, adaptor.getSrc0().getType(), op.getType())))
      return failure();
    Value sums = pairDifferences(e, adaptor.getSrc0(), adaptor.getSrc1(),
                                 isSigned);
    return SmallVector<Value>{e.castInt(sums, op.getType(), isSigned)};
  }

  bool isSigned;
};

template <typename OpTy>
struct Sad2AddPattern : EmulationPattern<OpTy> {
  Sad2AddPattern(MLIRContext *context, Signs signs)
      : EmulationPattern<OpTy>(context), signs(signs) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    if (failed(checkSad2(op, adaptor.getSrc0().getType(), op.getType())))
      return failure();
    Value sum = arith::AddIOp::create(
        e.b, e.loc,
        pairDifferences(e, adaptor.getSrc0(), adaptor.getSrc1(), signs.src0),
        widen(e, adaptor.getSrc2(), signs.result, 64));
    return SmallVector<Value>{
        toResult(e, sum, op.getType(), signs.result, signs.saturate)};
  }

  Signs signs;
};

/// dp4a: src0 + the sum over k < 4 of byte k of src1 times byte k of src2.
template <typename OpTy>
struct Dp4aPattern : EmulationPattern<OpTy> {
  Dp4aPattern(MLIRContext *context, Signs signs)
      : EmulationPattern<OpTy>(context), signs(signs) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value acc = adaptor.getSrc0(), x = adaptor.getSrc1(),
          y = adaptor.getSrc2();
    int64_t n = getNumElements(op.getType());
    for (Value v : SmallVector<Value>{acc, x, y, op->getResult(0)})
      if (failed(checkIntWidth(op, v.getType(), "every value", {32})) ||
          getNumElements(v.getType()) != n)
        return notEmulable(op, "dp4a takes and returns one 32-bit element "
                               "per dot product");
    Value sum = widen(e, acc, signs.result, 64);
    for (int64_t k = 0; k < 4; ++k)
      sum = arith::AddIOp::create(
          e.b, e.loc, sum,
          arith::MulIOp::create(e.b, e.loc, byteOf(e, x, k, signs.src0),
                                byteOf(e, y, k, signs.src1)));
    return SmallVector<Value>{
        toResult(e, sum, op.getType(), signs.result, signs.saturate)};
  }

  /// Byte `k` of each element, extended to i64.
  static Value byteOf(Emitter &e, Value v, int64_t k, bool isSigned) {
    Value shifted = arith::ShRUIOp::create(e.b, e.loc, v,
                                           e.constInt(v.getType(), 8 * k));
    Type bytes = Emitter::withElement(v.getType(), e.b.getI8Type());
    return widen(e, arith::TruncIOp::create(e.b, e.loc, bytes, shifted),
                 isSigned, 64);
  }

  Signs signs;
};

//===----------------------------------------------------------------------===//
// Min/max, abs, carries, high halves
//===----------------------------------------------------------------------===//

/// smin, smax, umin, umax: in the operand type, then converted.
template <typename OpTy, typename ArithOp, bool IsSigned>
Value buildIntMinMax(Emitter &e, OpTy op, typename OpTy::Adaptor adaptor) {
  Value v = ArithOp::create(e.b, e.loc, adaptor.getLhs(), adaptor.getRhs());
  return e.castInt(v, op.getType(), IsSigned);
}

/// abs: the most negative value stays as it is.
Value buildAbsi(Emitter &e, AbsiOp, AbsiOp::Adaptor adaptor) {
  return math::AbsIOp::create(e.b, e.loc, adaptor.getSrc0());
}

/// addc and subb: (carry or borrow, wrapped result), on i32 elements.
template <typename OpTy>
struct CarryPattern : EmulationPattern<OpTy> {
  CarryPattern(MLIRContext *context, bool isAdd)
      : EmulationPattern<OpTy>(context), isAdd(isAdd) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value lhs = adaptor.getSrc0(), rhs = adaptor.getSrc1();
    Value value = isAdd ? arith::AddIOp::create(e.b, e.loc, lhs, rhs)
                              .getResult()
                        : arith::SubIOp::create(e.b, e.loc, lhs, rhs)
                              .getResult();
    // Carry: the sum wrapped below lhs; borrow: lhs below rhs.
    Value flag = isAdd ? arith::CmpIOp::create(e.b, e.loc,
                                               arith::CmpIPredicate::ult,
                                               value, lhs)
                       : arith::CmpIOp::create(e.b, e.loc,
                                               arith::CmpIPredicate::ult, lhs,
                                               rhs);
    return SmallVector<Value>{
        arith::ExtUIOp::create(e.b, e.loc, op->getResult(0).getType(), flag),
        value};
  }

  bool isAdd;
};

/// The exact product of two i32 operands plus an optional addend, as i64.
Value wideMulAdd(Emitter &e, Value a, Value b, Value c, bool isSigned) {
  Value v = arith::MulIOp::create(e.b, e.loc, widen(e, a, isSigned, 64),
                                  widen(e, b, isSigned, 64));
  if (c)
    v = arith::AddIOp::create(e.b, e.loc, v, widen(e, c, isSigned, 64));
  return v;
}

/// The high 32 bits of i64 values.
Value highHalf(Emitter &e, Value v) {
  return e.castInt(arith::ShRUIOp::create(e.b, e.loc, v,
                                          e.constInt(v.getType(), 32)),
                   Emitter::withElement(v.getType(), e.b.getI32Type()),
                   false);
}

template <typename OpTy, bool IsSigned>
Value buildMulh(Emitter &e, OpTy, typename OpTy::Adaptor adaptor) {
  return highHalf(
      e, wideMulAdd(e, adaptor.getSrc0(), adaptor.getSrc1(), {}, IsSigned));
}

/// simad, uimad: (high, low) halves of src0 * src1 + src2.
template <typename OpTy>
struct ImadPattern : EmulationPattern<OpTy> {
  ImadPattern(MLIRContext *context, bool isSigned)
      : EmulationPattern<OpTy>(context), isSigned(isSigned) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op, typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value v = wideMulAdd(e, adaptor.getSrc0(), adaptor.getSrc1(),
                         adaptor.getSrc2(), isSigned);
    return SmallVector<Value>{highHalf(e, v),
                              e.castInt(v, op.getHi().getType(), false)};
  }

  bool isSigned;
};

/// smadw, umadw: the low halves in the first half of the result, the high
/// halves from its middle on (the second register); other elements 0.
template <typename OpTy, bool IsSigned>
Value buildMadw(Emitter &e, OpTy op, typename OpTy::Adaptor adaptor) {
  Type resultType = op.getType();
  int64_t n = getNumElements(adaptor.getSrc0().getType());
  int64_t total = getNumElements(resultType);
  if (total % 2 != 0 || total / 2 < n) {
    (void)notEmulable(op, "the result needs two equal halves, each holding "
                          "one i32 per operand element");
    return Value();
  }
  Value v = wideMulAdd(e, adaptor.getSrc0(), adaptor.getSrc1(),
                       adaptor.getSrc2(), IsSigned);
  Value low = e.castInt(v, Emitter::withElement(v.getType(),
                                                e.b.getI32Type()), false);
  Value high = highHalf(e, v);
  SmallVector<Value> elements(total, e.constInt(e.b.getI32Type(), 0));
  for (int64_t i = 0; i < n; ++i) {
    elements[i] = e.lane(low, i);
    elements[total / 2 + i] = e.lane(high, i);
  }
  return e.fromLanes(resultType, elements);
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

/// Registers the ops of one signedness variant of the mixed families.
template <typename Mul, typename MulSat, typename Mad, typename MadSat,
          typename Avg, typename AvgSat, typename Shl, typename ShlSat,
          typename Add3Sat, typename Sad2add, typename Sad2addSat,
          typename Dp4a, typename Dp4aSat>
void addVariant(RewritePatternSet &patterns, bool resultSigned,
                bool operandsSigned, Signs plainMul) {
  Signs plain{resultSigned, operandsSigned, operandsSigned, false};
  Signs sat{resultSigned, operandsSigned, operandsSigned, true};
  MLIRContext *context = patterns.getContext();
  // The reference names the plain mul's letters after its two operands.
  patterns.add<MixedPattern<Mul>>(context, Mixed::Mul, plainMul);
  patterns.add<MixedPattern<MulSat>>(context, Mixed::Mul, sat);
  patterns.add<MixedPattern<Mad>>(context, Mixed::Mad, plain);
  patterns.add<MixedPattern<MadSat>>(context, Mixed::Mad, sat);
  patterns.add<MixedPattern<Avg>>(context, Mixed::Avg, plain);
  patterns.add<MixedPattern<AvgSat>>(context, Mixed::Avg, sat);
  patterns.add<MixedPattern<Shl>>(context, Mixed::Shl, plain);
  patterns.add<MixedPattern<ShlSat>>(context, Mixed::Shl, sat);
  patterns.add<MixedPattern<Add3Sat>>(context, Mixed::Add3, sat);
  patterns.add<Sad2AddPattern<Sad2add>>(context, plain);
  patterns.add<Sad2AddPattern<Sad2addSat>>(context, sat);
  patterns.add<Dp4aPattern<Dp4a>>(context, plain);
  patterns.add<Dp4aPattern<Dp4aSat>>(context, sat);
}

} // namespace

void emulation::populateArithmeticEmulationPatterns(
    RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<AddSatPattern<SSAddSatOp>>(context, Signs{true, true, true, true});
  patterns.add<AddSatPattern<SUAddSatOp>>(context,
                                          Signs{true, false, false, true});
  patterns.add<AddSatPattern<USAddSatOp>>(context,
                                          Signs{false, true, true, true});
  patterns.add<AddSatPattern<UUAddSatOp>>(context,
                                          Signs{false, false, false, true});
  // Plain mul: s/u of src0, then of src1.
  addVariant<SsmulOp, SsmulSatOp, SsmadOp, SsmadSatOp, SsavgOp, SsavgSatOp,
             SsshlOp, SsshlSatOp, Ssadd3SatOp, Sssad2addOp, Sssad2addSatOp,
             Ssdp4aOp, Ssdp4aSatOp>(patterns, true, true,
                                    Signs{true, true, true, false});
  addVariant<SumulOp, SumulSatOp, SumadOp, SumadSatOp, SuavgOp, SuavgSatOp,
             SushlOp, SushlSatOp, Suadd3SatOp, Susad2addOp, Susad2addSatOp,
             Sudp4aOp, Sudp4aSatOp>(patterns, true, false,
                                    Signs{true, true, false, false});
  addVariant<UsmulOp, UsmulSatOp, UsmadOp, UsmadSatOp, UsavgOp, UsavgSatOp,
             UsshlOp, UsshlSatOp, Usadd3SatOp, Ussad2addOp, Ussad2addSatOp,
             Usdp4aOp, Usdp4aSatOp>(patterns, false, true,
                                    Signs{true, false, true, false});
  addVariant<UumulOp, UumulSatOp, UumadOp, UumadSatOp, UuavgOp, UuavgSatOp,
             UushlOp, UushlSatOp, Uuadd3SatOp, Uusad2addOp, Uusad2addSatOp,
             Uudp4aOp, Uudp4aSatOp>(patterns, false, false,
                                    Signs{true, false, false, false});
  patterns.add<FunctionPattern<Add3Op>>(context, buildAdd3);
  patterns.add<Sad2Pattern<Ssad2Op>>(context, true);
  patterns.add<Sad2Pattern<Usad2Op>>(context, false);
  patterns.add<FunctionPattern<SMinOp>>(
      context, buildIntMinMax<SMinOp, arith::MinSIOp, true>);
  patterns.add<FunctionPattern<SMaxOp>>(
      context, buildIntMinMax<SMaxOp, arith::MaxSIOp, true>);
  patterns.add<FunctionPattern<UMinOp>>(
      context, buildIntMinMax<UMinOp, arith::MinUIOp, false>);
  patterns.add<FunctionPattern<UMaxOp>>(
      context, buildIntMinMax<UMaxOp, arith::MaxUIOp, false>);
  patterns.add<FunctionPattern<AbsiOp>>(context, buildAbsi);
  patterns.add<CarryPattern<AddcOp>>(context, true);
  patterns.add<CarryPattern<SubbOp>>(context, false);
  patterns.add<FunctionPattern<SmulhOp>>(context, buildMulh<SmulhOp, true>);
  patterns.add<FunctionPattern<UmulhOp>>(context, buildMulh<UmulhOp, false>);
  patterns.add<ImadPattern<SimadOp>>(context, true);
  patterns.add<ImadPattern<UimadOp>>(context, false);
  patterns.add<FunctionPattern<SmadwOp>>(context, buildMadw<SmadwOp, true>);
  patterns.add<FunctionPattern<UmadwOp>>(context, buildMadw<UmadwOp, false>);
}
