//===- Math.cpp - Emulation of float ops ----------------------------------===//
//
// Float math with the host's libm (the hardware's extended math unit is an
// approximation, IEEE variants are exact here as there), rounding, the
// saturation modifier, min/max with the GenX NaN rule, and the 3D
// pipeline's group-of-four ops. Group ops multiply and add in source order,
// each step rounded (no fused multiply-add).
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

/// One-input math ops: `MathOp` applied to `src0`.
template <typename OpTy, typename MathOp>
Value buildUnary(Emitter &e, OpTy, typename OpTy::Adaptor adaptor) {
  return MathOp::create(e.b, e.loc, adaptor.getSrc0());
}

/// Two-input ops: `ArithOp` applied to `src0` and `src1`.
template <typename OpTy, typename ArithOp>
Value buildBinary(Emitter &e, OpTy, typename OpTy::Adaptor adaptor) {
  return ArithOp::create(e.b, e.loc, adaptor.getSrc0(), adaptor.getSrc1());
}

Value buildInv(Emitter &e, InvOp op, InvOp::Adaptor adaptor) {
  return arith::DivFOp::create(e.b, e.loc, e.constFloat(op.getType(), 1.0),
                               adaptor.getSrc0());
}

/// frc: src0 - floor(src0).
Value buildFrc(Emitter &e, FrcOp, FrcOp::Adaptor adaptor) {
  Value x = adaptor.getSrc0();
  return arith::SubFOp::create(e.b, e.loc, x,
                               math::FloorOp::create(e.b, e.loc, x));
}

/// sat: clamped to [0, 1]; NaN becomes 0.
Value buildSat(Emitter &e, SatOp, SatOp::Adaptor adaptor) {
  Value x = adaptor.getSrc();
  Type type = x.getType();
  Value positive = arith::CmpFOp::create(e.b, e.loc, arith::CmpFPredicate::OGT,
                                         x, e.constFloat(type, 0.0));
  Value belowOne = arith::CmpFOp::create(e.b, e.loc, arith::CmpFPredicate::OLT,
                                         x, e.constFloat(type, 1.0));
  Value upper = arith::SelectOp::create(e.b, e.loc, belowOne, x,
                                        e.constFloat(type, 1.0));
  return arith::SelectOp::create(e.b, e.loc, positive, upper,
                                 e.constFloat(type, 0.0));
}

/// fmin, fmax: in the operand type, then converted to the result type.
template <typename OpTy, bool IsMax>
Value buildFloatMinMax(Emitter &e, OpTy op, typename OpTy::Adaptor adaptor) {
  return e.castFloat(e.floatMinMax(adaptor.getLhs(), adaptor.getRhs(), IsMax),
                     op.getType());
}

Value add(Emitter &e, Value a, Value b) {
  return arith::AddFOp::create(e.b, e.loc, a, b);
}
Value mul(Emitter &e, Value a, Value b) {
  return arith::MulFOp::create(e.b, e.loc, a, b);
}

/// The number of terms (and whether src1.w is added) of each dot product.
struct DotShape {
  int64_t terms;
  bool homogeneous;
};

/// dp2, dp3, dp4, dph: the dot product of each group of four, in all four
/// of the group's elements.
template <typename OpTy>
struct DotPattern : EmulationPattern<OpTy> {
  DotPattern(MLIRContext *context, DotShape shape)
      : EmulationPattern<OpTy>(context), shape(shape) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value x = adaptor.getSrc0(), y = adaptor.getSrc1();
    int64_t n = getNumElements(op.getType());
    if (n % 4 != 0 || !isa<VectorType>(op.getType()))
      return notEmulable(op, "dot products take groups of four elements");
    SmallVector<Value> elements;
    for (int64_t g = 0; g < n; g += 4) {
      Value dot = mul(e, e.lane(x, g), e.lane(y, g));
      for (int64_t k = 1; k < shape.terms; ++k)
        dot = add(e, dot, mul(e, e.lane(x, g + k), e.lane(y, g + k)));
      if (shape.homogeneous)
        dot = add(e, dot, e.lane(y, g + 3));
      elements.append(4, dot);
    }
    return SmallVector<Value>{e.fromLanes(op.getType(), elements)};
  }

  DotShape shape;
};

/// line: p * x + q, with p = src0[0] and q = src0[3].
Value buildLine(Emitter &e, LineOp op, LineOp::Adaptor adaptor) {
  Type type = op.getType();
  auto splat = [&](int64_t i) -> Value {
    Value v = e.lane(adaptor.getSrc0(), i);
    if (!isa<VectorType>(type))
      return v;
    return vector::BroadcastOp::create(e.b, e.loc, type, v);
  };
  return add(e, mul(e, splat(0), adaptor.getSrc1()), splat(3));
}

/// lrp: src0 * src1 + (1 - src0) * src2.
Value buildLrp(Emitter &e, LrpOp op, LrpOp::Adaptor adaptor) {
  Value w = adaptor.getSrc0();
  Value rest = arith::SubFOp::create(e.b, e.loc,
                                     e.constFloat(op.getType(), 1.0), w);
  return add(e, mul(e, w, adaptor.getSrc1()),
             mul(e, rest, adaptor.getSrc2()));
}

/// pln: a * u + b * v + c per pixel, (a, b, _, c) = src0, u and v the two
/// halves of each group of 16 elements of src1.
Value buildPln(Emitter &e, PlnOp op, PlnOp::Adaptor adaptor) {
  Value coeffs = adaptor.getSrc0(), uv = adaptor.getSrc1();
  int64_t n = getNumElements(uv.getType());
  if (n % 16 != 0 || getNumElements(op.getType()) != n / 2) {
    (void)notEmulable(op, "pln takes groups of 16 coordinates (8 u, 8 v) "
                          "and gives 8 values per group");
    return Value();
  }
  Value a = e.lane(coeffs, 0), b = e.lane(coeffs, 1), c = e.lane(coeffs, 3);
  SmallVector<Value> elements;
  for (int64_t g = 0; g < n; g += 16)
    for (int64_t j = 0; j < 8; ++j)
      elements.push_back(add(e,
                             add(e, mul(e, a, e.lane(uv, g + j)),
                                 mul(e, b, e.lane(uv, g + 8 + j))),
                             c));
  return e.fromLanes(op.getType(), elements);
}

} // namespace

void emulation::populateMathEmulationPatterns(RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<FunctionPattern<AbsfOp>>(context,
                                        buildUnary<AbsfOp, math::AbsFOp>);
  patterns.add<FunctionPattern<RnddOp>>(context,
                                        buildUnary<RnddOp, math::FloorOp>);
  patterns.add<FunctionPattern<RnduOp>>(context,
                                        buildUnary<RnduOp, math::CeilOp>);
  patterns.add<FunctionPattern<RndzOp>>(context,
                                        buildUnary<RndzOp, math::TruncOp>);
  patterns.add<FunctionPattern<RndeOp>>(context,
                                        buildUnary<RndeOp, math::RoundEvenOp>);
  patterns.add<FunctionPattern<SqrtOp>>(context,
                                        buildUnary<SqrtOp, math::SqrtOp>);
  patterns.add<FunctionPattern<IeeeSqrtOp>>(
      context, buildUnary<IeeeSqrtOp, math::SqrtOp>);
  patterns.add<FunctionPattern<RsqrtOp>>(context,
                                         buildUnary<RsqrtOp, math::RsqrtOp>);
  patterns.add<FunctionPattern<ExpOp>>(context,
                                       buildUnary<ExpOp, math::Exp2Op>);
  patterns.add<FunctionPattern<LogOp>>(context,
                                       buildUnary<LogOp, math::Log2Op>);
  patterns.add<FunctionPattern<SinOp>>(context, buildUnary<SinOp, math::SinOp>);
  patterns.add<FunctionPattern<CosOp>>(context, buildUnary<CosOp, math::CosOp>);
  patterns.add<FunctionPattern<InvOp>>(context, buildInv);
  patterns.add<FunctionPattern<FrcOp>>(context, buildFrc);
  patterns.add<FunctionPattern<IeeeDivOp>>(
      context, buildBinary<IeeeDivOp, arith::DivFOp>);
  patterns.add<FunctionPattern<PowOp>>(context,
                                       buildBinary<PowOp, math::PowFOp>);
  patterns.add<FunctionPattern<SatOp>>(context, buildSat);
  patterns.add<FunctionPattern<FMinOp>>(context,
                                        buildFloatMinMax<FMinOp, false>);
  patterns.add<FunctionPattern<FMaxOp>>(context,
                                        buildFloatMinMax<FMaxOp, true>);
  patterns.add<DotPattern<Dp2Op>>(context, DotShape{2, false});
  patterns.add<DotPattern<Dp3Op>>(context, DotShape{3, false});
  patterns.add<DotPattern<Dp4Op>>(context, DotShape{4, false});
  patterns.add<DotPattern<DphOp>>(context, DotShape{3, true});
  patterns.add<FunctionPattern<LineOp>>(context, buildLine);
  patterns.add<FunctionPattern<LrpOp>>(context, buildLrp);
  patterns.add<FunctionPattern<PlnOp>>(context, buildPln);
}
