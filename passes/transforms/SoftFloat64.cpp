//===- SoftFloat64.cpp - genx-soft-f64 ------------------------------------===//
//
// IEEE-754 binary64 emulated in integer arithmetic, for GenX devices without
// double precision (Debian's IGC aborts on any `double` for tgllp and dg2).
//
// Every f64 value becomes an i64 holding its bits (a dialect conversion with
// a TypeConverter: signatures, block arguments, loop-carried values and
// memref element types follow). Data movement keeps its op with the new
// types; every float operation becomes integer code in the style of Berkeley
// SoftFloat and compiler-rt, written without per-lane branches so that it
// runs lane-wise on vector<N x i64>: both sides of a branch are computed and
// the lane's result is selected.
//
// Conventions of the helpers (SoftFloat's):
// - `Parts`: the fields of a binary64, sign in place (bit 63), biased
//   exponent (i32), fraction (52 bits);
// - a "normalized" finite non-zero value is sig * 2^(exp - 1075) with the
//   leading one of `sig` at bit 52 (subnormals get an exponent below 1);
// - `roundPack(fmt, sign, exp, sig)` rounds sig * 2^(exp - bias - 61) to
//   the nearest even value of format `fmt`: `sig` carries its leading one
//   at bit 62 and everything below the format's last bit as round bits,
//   with bit 0 sticky (ORed with every bit shifted out).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/ControlFlow/Transforms/StructuralTypeConversions.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXSOFTFLOAT64
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;

//===----------------------------------------------------------------------===//
// Binary64 constants and formats
//===----------------------------------------------------------------------===//

static constexpr uint64_t kSignBit = 1ull << 63;
static constexpr uint64_t kExpMask = 0x7FFull << 52;
static constexpr uint64_t kFracMask = (1ull << 52) - 1;
static constexpr uint64_t kHiddenBit = 1ull << 52;
static constexpr uint64_t kQuietBit = 1ull << 51;
/// The NaN x86 produces for invalid operations (any NaN would do: results
/// are compared NaN for NaN, but this one matches the host more often).
static constexpr uint64_t kDefaultNaN = 0xFFF8000000000000ull;
static constexpr uint64_t kOne = 0x3FF0000000000000ull;

namespace {
/// An IEEE binary interchange format: binary64 and the narrower formats
/// truncf/extf convert to and from.
struct FloatFormat {
  unsigned expBits, fracBits;
  int bias() const { return (1 << (expBits - 1)) - 1; }
  /// The exponent field of infinities and NaNs.
  int maxField() const { return (1 << expBits) - 1; }
  unsigned width() const { return 1 + expBits + fracBits; }
};
} // namespace

static constexpr FloatFormat kF64{11, 52};
static constexpr FloatFormat kF32{8, 23};
static constexpr FloatFormat kF16{5, 10};
static constexpr FloatFormat kBF16{8, 7};

/// The format of a narrow float type, if it has one here.
static std::optional<FloatFormat> formatOf(Type type) {
  if (type.isF32())
    return kF32;
  if (type.isF16())
    return kF16;
  if (type.isBF16())
    return kBF16;
  return std::nullopt;
}

/// Whether `type` is or contains f64 (vectors, memrefs, functions).
static bool containsF64(Type type) {
  if (type.isF64())
    return true;
  if (auto shaped = dyn_cast<ShapedType>(type))
    return containsF64(shaped.getElementType());
  if (auto unranked = dyn_cast<UnrankedMemRefType>(type))
    return containsF64(unranked.getElementType());
  if (auto function = dyn_cast<FunctionType>(type))
    return llvm::any_of(function.getInputs(), containsF64) ||
           llvm::any_of(function.getResults(), containsF64);
  return false;
}

/// f64 or a vector of f64: the values the arithmetic patterns rewrite.
static bool isF64OrVector(Type type) {
  return getElementTypeOrSelf(type).isF64() &&
         (type.isF64() || isa<VectorType>(type));
}

//===----------------------------------------------------------------------===//
// Emitter: integer ops on one lane shape
//===----------------------------------------------------------------------===//

namespace {
/// Builds integer code on scalars or on vectors of one shape: every value a
/// helper takes or returns has that shape, with element type i64, i32 or i1.
class Emitter {
public:
  Emitter(OpBuilder &b, Location loc, Type like)
      : b(b), loc(loc), shape(dyn_cast<VectorType>(like)) {
    i64 = typeOf(b.getI64Type());
    i32 = typeOf(b.getI32Type());
    i1 = typeOf(b.getI1Type());
  }

  OpBuilder &b;
  Location loc;
  VectorType shape; // null for scalars
  Type i64, i32, i1;

  /// `elt`, or a vector of `elt` of this shape.
  Type typeOf(Type elt) const {
    return shape ? VectorType::get(shape.getShape(), elt,
                                   shape.getScalableDims())
                 : elt;
  }

  Value constant(Type type, uint64_t value) {
    Type elt = getElementTypeOrSelf(type);
    // Truncated explicitly: APInt keeps bits above its width otherwise
    // (all ones for i1 true, negative i32), which constants then carry.
    APInt bits(elt.getIntOrFloatBitWidth(), value, /*isSigned=*/false,
               /*implicitTrunc=*/true);
    TypedAttr attr = shape ? TypedAttr(DenseElementsAttr::get(
                                 cast<ShapedType>(type), bits))
                           : TypedAttr(b.getIntegerAttr(elt, bits));
    return arith::ConstantOp::create(b, loc, attr);
  }
  Value c64(uint64_t value) { return constant(i64, value); }
  Value c32(int64_t value) { return constant(i32, uint64_t(value)); }
  Value cBool(bool value) { return constant(i1, value); }

  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, loc, x, y); }
  Value orI(Value x, Value y) { return arith::OrIOp::create(b, loc, x, y); }
  Value xorI(Value x, Value y) { return arith::XOrIOp::create(b, loc, x, y); }
  Value notI(Value x) {
    return xorI(x, constant(x.getType(), ~0ull));
  }
  /// Shifts by an amount below the width (arith shifts are poison beyond).
  Value shl(Value x, Value n) { return arith::ShLIOp::create(b, loc, x, n); }
  Value shrU(Value x, Value n) { return arith::ShRUIOp::create(b, loc, x, n); }
  Value shrS(Value x, Value n) { return arith::ShRSIOp::create(b, loc, x, n); }
  Value shl(Value x, uint64_t n) { return shl(x, constant(x.getType(), n)); }
  Value shrU(Value x, uint64_t n) {
    return shrU(x, constant(x.getType(), n));
  }
  Value shrS(Value x, uint64_t n) {
    return shrS(x, constant(x.getType(), n));
  }
  Value select(Value c, Value x, Value y) {
    return arith::SelectOp::create(b, loc, c, x, y);
  }
  Value cmp(arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y);
  }
  Value eq(Value x, Value y) { return cmp(arith::CmpIPredicate::eq, x, y); }
  Value ne(Value x, Value y) { return cmp(arith::CmpIPredicate::ne, x, y); }
  Value ult(Value x, Value y) { return cmp(arith::CmpIPredicate::ult, x, y); }
  Value ugt(Value x, Value y) { return cmp(arith::CmpIPredicate::ugt, x, y); }
  Value uge(Value x, Value y) { return cmp(arith::CmpIPredicate::uge, x, y); }
  Value slt(Value x, Value y) { return cmp(arith::CmpIPredicate::slt, x, y); }
  Value sle(Value x, Value y) { return cmp(arith::CmpIPredicate::sle, x, y); }
  Value sgt(Value x, Value y) { return cmp(arith::CmpIPredicate::sgt, x, y); }
  Value sge(Value x, Value y) { return cmp(arith::CmpIPredicate::sge, x, y); }
  Value minU(Value x, Value y) { return arith::MinUIOp::create(b, loc, x, y); }
  Value minS(Value x, Value y) { return arith::MinSIOp::create(b, loc, x, y); }
  Value maxS(Value x, Value y) { return arith::MaxSIOp::create(b, loc, x, y); }

  Value ext64(Value x) { return arith::ExtUIOp::create(b, loc, i64, x); }
  Value sext64(Value x) { return arith::ExtSIOp::create(b, loc, i64, x); }
  Value trunc32(Value x) { return arith::TruncIOp::create(b, loc, i32, x); }
  Value truncTo(Type elt, Value x) {
    return arith::TruncIOp::create(b, loc, typeOf(elt), x);
  }

  /// x << n for any n >= 0 (i64): 0 from 64 on.
  Value shlAny(Value x, Value n) {
    Value shifted = shl(x, minU(n, c64(63)));
    return select(uge(n, c64(64)), c64(0), shifted);
  }
  /// x >> n (logical) for any n >= 0 (i64): 0 from 64 on.
  Value shrAny(Value x, Value n) {
    Value shifted = shrU(x, minU(n, c64(63)));
    return select(uge(n, c64(64)), c64(0), shifted);
  }
  /// The n low bits set, for any n >= 0 (i64).
  Value lowMask(Value n) {
    return select(uge(n, c64(64)), c64(~0ull),
                  sub(shl(c64(1), minU(n, c64(63))), c64(1)));
  }
  /// x >> n with every bit shifted out ORed into bit 0 ("jamming"), for any
  /// n >= 0 (i64).
  Value shiftRightJam(Value x, Value n) {
    Value lost = ne(andI(x, lowMask(n)), c64(0));
    return orI(shrAny(x, n), ext64(lost));
  }
  /// The number of leading zeros of an i64, as i32 (64 for 0), from two
  /// 32-bit counts (the GenX instruction is 32-bit).
  Value clz64(Value x) {
    Value hi = trunc32(shrU(x, 32));
    Value lo = trunc32(x);
    Value clzHi = math::CountLeadingZerosOp::create(b, loc, hi);
    Value clzLo = math::CountLeadingZerosOp::create(b, loc, lo);
    return select(eq(hi, c32(0)), add(clzLo, c32(32)), clzHi);
  }
  /// Whether `cond` holds in any lane (an i1 scalar).
  Value anyLane(Value cond) {
    if (!shape)
      return cond;
    if (shape.getRank() != 1)
      cond = vector::ShapeCastOp::create(
          b, loc, VectorType::get({shape.getNumElements()}, b.getI1Type()),
          cond);
    return vector::ReductionOp::create(b, loc, vector::CombiningKind::OR,
                                       cond);
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Fields, classification, rounding
//===----------------------------------------------------------------------===//

namespace {
/// The fields of a binary64.
struct Parts {
  Value sign; // i64, the sign bit in place
  Value exp;  // i32, biased exponent field (0..2047)
  Value frac; // i64, 52-bit fraction
};
/// A finite non-zero binary64 as sig * 2^(exp - 1075), sig in [2^52, 2^53).
struct Normalized {
  Value exp; // i32
  Value sig; // i64
};
/// A 128-bit unsigned integer per lane.
struct U128 {
  Value hi, lo;
};
} // namespace

static Parts unpack(Emitter &e, Value x) {
  return {e.andI(x, e.c64(kSignBit)),
          e.andI(e.trunc32(e.shrU(x, 52)), e.c32(0x7FF)),
          e.andI(x, e.c64(kFracMask))};
}

static Value magnitude(Emitter &e, Value x) {
  return e.andI(x, e.c64(~kSignBit));
}
static Value isNaN(Emitter &e, Value x) {
  return e.ugt(magnitude(e, x), e.c64(kExpMask));
}
static Value isInf(Emitter &e, Value x) {
  return e.eq(magnitude(e, x), e.c64(kExpMask));
}
static Value isZero(Emitter &e, Value x) {
  return e.eq(magnitude(e, x), e.c64(0));
}
static Value isNegative(Emitter &e, Value x) { return e.slt(x, e.c64(0)); }
static Value quiet(Emitter &e, Value x) {
  return e.orI(x, e.c64(kQuietBit));
}
/// The NaN an operation with NaN operands returns: the first NaN operand,
/// quieted (as x86 does when the operands stay in order).
static Value propagateNaN(Emitter &e, ArrayRef<Value> operands) {
  Value result = quiet(e, operands.back());
  for (Value x : llvm::reverse(operands.drop_back()))
    result = e.select(isNaN(e, x), quiet(e, x), result);
  return result;
}
static Value anyNaN(Emitter &e, ArrayRef<Value> operands) {
  Value any = isNaN(e, operands.front());
  for (Value x : operands.drop_front())
    any = e.orI(any, isNaN(e, x));
  return any;
}

/// The significand with its leading one at bit 52 and the matching exponent
/// (subnormals shifted up, their exponent below 1). Meaningless for 0.
static Normalized normalize(Emitter &e, const Parts &p) {
  Value subnormal = e.eq(p.exp, e.c32(0));
  Value shift = e.sub(e.clz64(p.frac), e.c32(11));
  Value sigSub = e.shl(p.frac, e.ext64(shift));
  Value expSub = e.sub(e.c32(1), shift);
  return {e.select(subnormal, expSub, p.exp),
          e.select(subnormal, sigSub, e.orI(p.frac, e.c64(kHiddenBit)))};
}

/// Rounds sig * 2^(exp - bias - 61) to nearest even in format `fmt` and
/// packs it (the bits in the low `fmt.width()` bits of an i64). `sign` is
/// the sign bit at bit 63; `sig` has its leading one at bit 62 (or lower
/// when the value is below the normal range), bit 0 sticky; `exp` is i32
/// and may be out of range in either direction (overflow gives infinity,
/// underflow a subnormal or zero).
static Value roundPack(Emitter &e, FloatFormat fmt, Value sign, Value exp,
                       Value sig) {
  unsigned dropped = 62 - fmt.fracBits;
  uint64_t half = 1ull << (dropped - 1);
  int maxExp = fmt.maxField() - 1; // of normal numbers
  // Below the normal range: shift to the subnormal position first, so that
  // the value is rounded once.
  Value tiny = e.slt(exp, e.c32(0));
  Value dist = e.ext64(e.select(tiny, e.sub(e.c32(0), exp), e.c32(0)));
  sig = e.select(tiny, e.shiftRightJam(sig, dist), sig);
  exp = e.select(tiny, e.c32(0), exp);
  // Rounding up may carry into the exponent: that is how the significand
  // overflow of 1.111...1 is handled, and why the fields are added.
  Value overflow =
      e.orI(e.sgt(exp, e.c32(maxExp - 1)),
            e.andI(e.eq(exp, e.c32(maxExp - 1)),
                   e.uge(e.add(sig, e.c64(half)), e.c64(kSignBit))));
  Value roundBits = e.andI(sig, e.c64((1ull << dropped) - 1));
  Value rounded = e.shrU(e.add(sig, e.c64(half)), dropped);
  // A tie rounds to even: clear the last bit.
  Value tie = e.eq(roundBits, e.c64(half));
  rounded = e.andI(rounded, e.select(tie, e.c64(~1ull), e.c64(~0ull)));
  exp = e.select(e.eq(rounded, e.c64(0)), e.c32(0), exp);
  Value signOut = e.shrU(sign, 63 - fmt.expBits - fmt.fracBits);
  Value packed =
      e.orI(signOut, e.add(e.shl(e.ext64(exp), fmt.fracBits), rounded));
  Value inf = e.orI(signOut, e.c64(uint64_t(fmt.maxField()) << fmt.fracBits));
  return e.select(overflow, inf, packed);
}

/// roundPack to binary64 for a significand below 2^63 with its leading one
/// anywhere (or 0): shifts it to bit 62 first.
static Value normalizeRoundPack(Emitter &e, Value sign, Value exp,
                                Value sig) {
  Value shift = e.sub(e.clz64(sig), e.c32(1)); // 63 for 0: still a shift
  return roundPack(e, kF64, sign, e.sub(exp, shift),
                   e.shl(sig, e.ext64(shift)));
}

//===----------------------------------------------------------------------===//
// 128-bit helpers (fma)
//===----------------------------------------------------------------------===//

/// The full product of two 64-bit integers, from 32-bit halves.
static U128 mul64To128(Emitter &e, Value a, Value b) {
  Value mask = e.c64(0xFFFFFFFFull);
  Value a32 = e.shrU(a, 32), a0 = e.andI(a, mask);
  Value b32 = e.shrU(b, 32), b0 = e.andI(b, mask);
  Value lo = e.mul(a0, b0);
  Value mid1 = e.mul(a32, b0);
  Value mid = e.add(mid1, e.mul(a0, b32));
  Value hi = e.mul(a32, b32);
  hi = e.add(hi, e.shl(e.ext64(e.ult(mid, mid1)), 32)); // carry of mid
  hi = e.add(hi, e.shrU(mid, 32));
  Value midLo = e.shl(mid, 32);
  lo = e.add(lo, midLo);
  hi = e.add(hi, e.ext64(e.ult(lo, midLo)));
  return {hi, lo};
}

static U128 add128(Emitter &e, U128 x, U128 y) {
  Value lo = e.add(x.lo, y.lo);
  return {e.add(e.add(x.hi, y.hi), e.ext64(e.ult(lo, x.lo))), lo};
}
static U128 sub128(Emitter &e, U128 x, U128 y) {
  return {e.sub(e.sub(x.hi, y.hi), e.ext64(e.ult(x.lo, y.lo))),
          e.sub(x.lo, y.lo)};
}
static Value ult128(Emitter &e, U128 x, U128 y) {
  return e.orI(e.ult(x.hi, y.hi),
               e.andI(e.eq(x.hi, y.hi), e.ult(x.lo, y.lo)));
}
static U128 select128(Emitter &e, Value c, U128 x, U128 y) {
  return {e.select(c, x.hi, y.hi), e.select(c, x.lo, y.lo)};
}
/// x << n for n in [0, 127] (i64).
static U128 shl128(Emitter &e, U128 x, Value n) {
  Value big = e.uge(n, e.c64(64));
  Value nLow = e.andI(n, e.c64(63));
  Value hiSmall =
      e.orI(e.shl(x.hi, nLow), e.shrAny(x.lo, e.sub(e.c64(64), nLow)));
  return {e.select(big, e.shl(x.lo, nLow), hiSmall),
          e.select(big, e.c64(0), e.shl(x.lo, nLow))};
}
/// x >> n with the bits shifted out jammed into bit 0, for any n >= 0.
static U128 shiftRightJam128(Emitter &e, U128 x, Value n) {
  n = e.minU(n, e.c64(128));
  // n < 64: the low word takes bits of the high word.
  Value loA = e.orI(e.shrAny(x.lo, n), e.shlAny(x.hi, e.sub(e.c64(64), n)));
  Value hiA = e.shrAny(x.hi, n);
  Value lostA = e.ne(e.andI(x.lo, e.lowMask(n)), e.c64(0));
  // n >= 64: only (part of) the high word is left.
  Value m = e.sub(n, e.c64(64));
  Value loB = e.shrAny(x.hi, m);
  Value lostB = e.orI(e.ne(x.lo, e.c64(0)),
                      e.ne(e.andI(x.hi, e.lowMask(m)), e.c64(0)));
  Value small = e.ult(n, e.c64(64));
  Value lo = e.select(small, loA, loB);
  Value lost = e.select(small, lostA, lostB);
  return {e.select(small, hiA, e.c64(0)), e.orI(lo, e.ext64(lost))};
}
/// Leading zeros of a 128-bit value, as i32 (128 for 0).
static Value clz128(Emitter &e, U128 x) {
  return e.select(e.eq(x.hi, e.c64(0)), e.add(e.clz64(x.lo), e.c32(64)),
                  e.clz64(x.hi));
}

//===----------------------------------------------------------------------===//
// Loops over vectors of partial results
//===----------------------------------------------------------------------===//

/// Runs `body` `count` times on `init` (an scf.for carrying the values):
/// the same steps for every lane.
static SmallVector<Value>
countedLoop(Emitter &e, int64_t count, ValueRange init,
            function_ref<SmallVector<Value>(Emitter &, ValueRange)> body) {
  Value lb = arith::ConstantIndexOp::create(e.b, e.loc, 0);
  Value ub = arith::ConstantIndexOp::create(e.b, e.loc, count);
  Value step = arith::ConstantIndexOp::create(e.b, e.loc, 1);
  auto loop = scf::ForOp::create(
      e.b, e.loc, lb, ub, step, init,
      [&](OpBuilder &b, Location loc, Value, ValueRange args) {
        Emitter inner(b, loc, e.i64);
        scf::YieldOp::create(b, loc, body(inner, args));
      });
  return SmallVector<Value>(loop.getResults());
}

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

/// a + b. The operand of larger magnitude is x; y is aligned to it (the bits
/// shifted out jammed: they only matter as "something below"), added or
/// subtracted, and the sum normalized and rounded once.
static Value emitAdd(Emitter &e, Value a, Value b) {
  Value swap = e.ugt(magnitude(e, b), magnitude(e, a));
  Value x = e.select(swap, b, a), y = e.select(swap, a, b);
  Parts px = unpack(e, x), py = unpack(e, y);
  Value sameSign = e.sge(e.xorI(a, b), e.c64(0));
  // Subnormals have the exponent of the smallest normals, no hidden bit.
  auto significand = [&](const Parts &p) {
    return e.select(e.eq(p.exp, e.c32(0)), p.frac,
                    e.orI(p.frac, e.c64(kHiddenBit)));
  };
  Value ex = e.maxS(px.exp, e.c32(1)), ey = e.maxS(py.exp, e.c32(1));
  // 9 guard bits: the leading one at 61, room for the carry at 62.
  Value mx = e.shl(significand(px), 9);
  Value my = e.shiftRightJam(e.shl(significand(py), 9), e.ext64(e.sub(ex, ey)));
  Value sum = e.select(sameSign, e.add(mx, my), e.sub(mx, my));
  // An exact zero difference is +0; -0 + -0 keeps its sign.
  Value sign = e.select(e.andI(e.eq(sum, e.c64(0)), e.notI(sameSign)),
                        e.c64(0), px.sign);
  Value result = normalizeRoundPack(e, sign, ex, sum);
  // Infinity and NaN: x is the one of larger magnitude.
  Value infMinusInf = e.andI(isInf(e, y), e.notI(sameSign));
  Value special = e.select(infMinusInf, e.c64(kDefaultNaN), x);
  result = e.select(e.eq(px.exp, e.c32(0x7FF)), special, result);
  return e.select(anyNaN(e, {a, b}), propagateNaN(e, {a, b}), result);
}

static Value emitSub(Emitter &e, Value a, Value b) {
  // The NaN of a - b is a's or b's: flipping b's sign changes no NaN-ness.
  return emitAdd(e, a, e.xorI(b, e.c64(kSignBit)));
}

/// a * b: the 106-bit product of the significands, its high 64 bits with
/// the rest jammed, rounded once.
static Value emitMul(Emitter &e, Value a, Value b) {
  Parts pa = unpack(e, a), pb = unpack(e, b);
  Value sign = e.xorI(pa.sign, pb.sign);
  Normalized na = normalize(e, pa), nb = normalize(e, pb);
  // sigA at bits 62, sigB at 63: the product's leading one at 125 or 126.
  U128 product = mul64To128(e, e.shl(na.sig, 10), e.shl(nb.sig, 11));
  Value sig = e.orI(product.hi, e.ext64(e.ne(product.lo, e.c64(0))));
  Value exp = e.sub(e.add(na.exp, nb.exp), e.c32(0x3FF));
  Value low = e.ult(sig, e.c64(1ull << 62));
  sig = e.select(low, e.shl(sig, 1), sig);
  exp = e.select(low, e.sub(exp, e.c32(1)), exp);
  Value result = roundPack(e, kF64, sign, exp, sig);
  // 0 and infinity; 0 * inf is invalid.
  Value zero = e.orI(isZero(e, a), isZero(e, b));
  Value inf = e.orI(isInf(e, a), isInf(e, b));
  result = e.select(zero, sign, result);
  result = e.select(inf, e.select(zero, e.c64(kDefaultNaN),
                                  e.orI(sign, e.c64(kExpMask))),
                    result);
  return e.select(anyNaN(e, {a, b}), propagateNaN(e, {a, b}), result);
}

/// a / b: 54 quotient bits by restoring division (one bit per step, the
/// same steps for every lane), the remainder as sticky bit.
static Value emitDiv(Emitter &e, Value a, Value b) {
  Parts pa = unpack(e, a), pb = unpack(e, b);
  Value sign = e.xorI(pa.sign, pb.sign);
  Normalized na = normalize(e, pa), nb = normalize(e, pb);
  // sigA in [sigB, 2 sigB): the first quotient bit is 1.
  Value less = e.ult(na.sig, nb.sig);
  Value rem = e.select(less, e.shl(na.sig, 1), na.sig);
  Value exp = e.add(e.sub(e.select(less, e.sub(na.exp, e.c32(1)), na.exp),
                          nb.exp),
                    e.c32(0x3FE));
  Value divisor = nb.sig;
  auto step = [&](Emitter &s, Value &q, Value &r) {
    Value ge = s.uge(r, divisor);
    r = s.shl(s.select(ge, s.sub(r, divisor), r), 1);
    q = s.orI(s.shl(q, 1), s.ext64(ge));
  };
  SmallVector<Value> qr = countedLoop(
      e, 27, {e.c64(0), rem}, [&](Emitter &s, ValueRange args) {
        Value q = args[0], r = args[1];
        step(s, q, r);
        step(s, q, r);
        return SmallVector<Value>{q, r};
      });
  // 54 bits, the leading one at 53: move it to 62, the remainder sticky.
  Value sig = e.orI(e.shl(qr[0], 9), e.ext64(e.ne(qr[1], e.c64(0))));
  Value result = roundPack(e, kF64, sign, exp, sig);
  Value zeroA = isZero(e, a), zeroB = isZero(e, b);
  Value infA = isInf(e, a), infB = isInf(e, b);
  Value inf = e.orI(sign, e.c64(kExpMask));
  result = e.select(e.orI(zeroA, infB), sign, result);
  result = e.select(e.orI(infA, zeroB), inf, result);
  Value invalid = e.orI(e.andI(zeroA, zeroB), e.andI(infA, infB));
  result = e.select(invalid, e.c64(kDefaultNaN), result);
  return e.select(anyNaN(e, {a, b}), propagateNaN(e, {a, b}), result);
}

/// sqrt(a): 54 root bits digit by digit (fdlibm's e_sqrt loop on one
/// 64-bit word), the remainder as sticky bit. A square root is never a tie.
static Value emitSqrt(Emitter &e, Value a) {
  Parts p = unpack(e, a);
  Normalized n = normalize(e, p);
  // a = m * 2^E with E even and m in [2^52, 2^54).
  Value odd = e.eq(e.andI(n.exp, e.c32(1)), e.c32(0)); // exp - 1075 odd
  Value m = e.select(odd, e.shl(n.sig, 1), n.sig);
  Value unbiased = e.sub(e.sub(n.exp, e.c32(1075)),
                         e.select(odd, e.c32(1), e.c32(0)));
  // sqrt(m * 2^54) has 54 bits; ix = (m * 2^54 - q^2) / 2^bit.
  Value exp = e.add(e.shrS(unbiased, 1), e.c32(1048));
  auto step = [&](Emitter &s, Value &q, Value &ix, Value &sum, Value &bit) {
    Value t = s.add(sum, bit);
    Value ge = s.uge(ix, t);
    sum = s.select(ge, s.add(t, bit), sum);
    ix = s.shl(s.select(ge, s.sub(ix, t), ix), 1);
    q = s.select(ge, s.orI(q, bit), q);
    bit = s.shrU(bit, 1);
  };
  SmallVector<Value> state = countedLoop(
      e, 27, {e.c64(0), e.shl(m, 1), e.c64(0), e.c64(1ull << 53)},
      [&](Emitter &s, ValueRange args) {
        Value q = args[0], ix = args[1], sum = args[2], bit = args[3];
        step(s, q, ix, sum, bit);
        step(s, q, ix, sum, bit);
        return SmallVector<Value>{q, ix, sum, bit};
      });
  Value sig = e.orI(e.shl(state[0], 9), e.ext64(e.ne(state[1], e.c64(0))));
  Value result = roundPack(e, kF64, e.c64(0), exp, sig);
  // +inf and +-0 are their own roots; below zero is invalid.
  Value self = e.orI(isZero(e, a), e.eq(a, e.c64(kExpMask)));
  result = e.select(isNegative(e, a), e.c64(kDefaultNaN), result);
  result = e.select(self, a, result);
  return e.select(isNaN(e, a), quiet(e, a), result);
}

/// a * b + c with one rounding: the exact 106-bit product and c aligned in
/// 128 bits (leading ones at bit 124/125), the one of smaller weight
/// shifted right with jamming, added or subtracted, normalized, rounded.
static Value emitFma(Emitter &e, Value a, Value b, Value c) {
  Parts pa = unpack(e, a), pb = unpack(e, b), pc = unpack(e, c);
  Value signP = e.xorI(pa.sign, pb.sign);
  Normalized na = normalize(e, pa), nb = normalize(e, pb),
             nc = normalize(e, pc);
  // Bit 0 of the product weighs 2^eP, bit 0 of c's significand 2^eC.
  U128 product =
      shl128(e, mul64To128(e, na.sig, nb.sig), e.c64(20));
  Value eP = e.sub(e.add(na.exp, nb.exp), e.c32(2170));
  Value zeroC = isZero(e, c);
  U128 addend{e.select(zeroC, e.c64(0), e.shl(nc.sig, 8)), e.c64(0)};
  // c = 0: aligned with the product, so that it shifts nothing out of it.
  Value eC = e.select(zeroC, eP, e.sub(nc.exp, e.c32(1147)));
  Value productFirst = e.sge(eP, eC);
  U128 x = select128(e, productFirst, product, addend);
  U128 y = select128(e, productFirst, addend, product);
  Value signX = e.select(productFirst, signP, pc.sign);
  Value signY = e.select(productFirst, pc.sign, signP);
  Value weight = e.maxS(eP, eC);
  Value dist = e.ext64(e.select(productFirst, e.sub(eP, eC), e.sub(eC, eP)));
  // Whatever is shifted out lies far below the rounding position: when
  // more than one bit is, y is the smaller by far and the difference
  // cancels at most one bit.
  y = shiftRightJam128(e, y, dist);
  Value same = e.eq(signP, pc.sign);
  U128 sum = select128(e, same, add128(e, x, y), sub128(e, x, y));
  // y can exceed x only when they were at most one bit apart (exactly).
  Value borrow = e.andI(e.notI(same), ult128(e, x, y));
  U128 zero128{e.c64(0), e.c64(0)};
  sum = select128(e, borrow, sub128(e, zero128, sum), sum);
  Value sign = e.select(borrow, signY, signX);
  Value zeroSum = e.andI(e.eq(sum.hi, e.c64(0)), e.eq(sum.lo, e.c64(0)));
  // Normalize to bit 127, keep 63 bits (leading one at 62) and a sticky bit.
  Value lz = clz128(e, sum);
  U128 norm = shl128(e, sum, e.ext64(e.minS(lz, e.c32(127))));
  Value sticky = e.orI(e.ne(e.andI(norm.hi, e.c64(1)), e.c64(0)),
                       e.ne(norm.lo, e.c64(0)));
  Value sig = e.orI(e.shrU(norm.hi, 1), e.ext64(sticky));
  Value exp = e.add(e.sub(weight, lz), e.c32(1149));
  Value result = roundPack(e, kF64, sign, exp, sig);
  // An exact zero is +0, unless both terms are -0.
  result = e.select(zeroSum, e.select(same, signX, e.c64(0)), result);
  // Special operands, from the weakest rule to the strongest.
  Value zeroA = isZero(e, a), zeroB = isZero(e, b);
  Value infA = isInf(e, a), infB = isInf(e, b), infC = isInf(e, c);
  Value productZero = e.orI(zeroA, zeroB);
  Value productInf = e.orI(infA, infB);
  Value inf = e.orI(signP, e.c64(kExpMask));
  result = e.select(productZero,
                    e.select(zeroC, e.andI(signP, pc.sign), c), result);
  result = e.select(infC, c, result);
  Value infMinusInf = e.andI(infC, e.notI(same));
  result = e.select(productInf,
                    e.select(infMinusInf, e.c64(kDefaultNaN), inf), result);
  Value invalid = e.orI(e.andI(infA, zeroB), e.andI(zeroA, infB));
  result = e.select(invalid, e.c64(kDefaultNaN), result);
  return e.select(anyNaN(e, {a, b, c}), propagateNaN(e, {a, b, c}), result);
}

/// fmod(a, b), exact: the significand of a reduced modulo b's one bit at a
/// time while its exponent is above b's (musl's fmod), in a loop that runs
/// until no lane has bits left to reduce.
static Value emitRem(Emitter &e, Value a, Value b) {
  Parts pa = unpack(e, a), pb = unpack(e, b);
  Normalized na = normalize(e, pa), nb = normalize(e, pb);
  Value aSmaller = e.ult(magnitude(e, a), magnitude(e, b));
  Value invalid = e.orI(e.eq(pa.exp, e.c32(0x7FF)), isZero(e, b));
  Value bInf = isInf(e, b);
  Value passThrough = e.orI(e.orI(aSmaller, bInf), anyNaN(e, {a, b}));
  // Lanes whose result is not computed take no step.
  Value expY = nb.exp, sigY = nb.sig;
  Value expX = e.select(e.orI(passThrough, invalid), expY, na.exp);
  Type i32 = e.i32, i64 = e.i64;
  auto loop = scf::WhileOp::create(
      e.b, e.loc, TypeRange{i32, i64}, ValueRange{expX, na.sig},
      [&](OpBuilder &b, Location loc, ValueRange args) {
        Emitter s(b, loc, i64);
        scf::ConditionOp::create(b, loc, s.anyLane(s.sgt(args[0], expY)),
                                 args);
      },
      [&](OpBuilder &b, Location loc, ValueRange args) {
        Emitter s(b, loc, i64);
        Value ex = args[0], mx = args[1];
        for (int i = 0; i < 4; ++i) {
          Value active = s.sgt(ex, expY);
          Value ge = s.uge(mx, sigY);
          Value next = s.shl(s.select(ge, s.sub(mx, sigY), mx), 1);
          mx = s.select(active, next, mx);
          ex = s.select(active, s.sub(ex, s.c32(1)), ex);
        }
        scf::YieldOp::create(b, loc, ValueRange{ex, mx});
      });
  Value mx = loop.getResult(1);
  mx = e.select(e.uge(mx, sigY), e.sub(mx, sigY), mx);
  // The remainder is below b and exactly representable: normalize, pack
  // (a subnormal by an exact right shift).
  Value shift = e.sub(e.clz64(mx), e.c32(11));
  Value sig = e.shl(mx, e.ext64(e.minS(shift, e.c32(63))));
  Value exp = e.sub(expY, shift);
  Value normal =
      e.add(e.shl(e.ext64(e.sub(exp, e.c32(1))), 52), sig);
  Value subnormal = e.shrAny(sig, e.ext64(e.sub(e.c32(1), exp)));
  Value result = e.orI(pa.sign, e.select(e.sge(exp, e.c32(1)), normal,
                                         subnormal));
  result = e.select(e.eq(mx, e.c64(0)), pa.sign, result);
  result = e.select(e.orI(aSmaller, bInf), a, result);
  result = e.select(invalid, e.c64(kDefaultNaN), result);
  return e.select(anyNaN(e, {a, b}), propagateNaN(e, {a, b}), result);
}

/// 1 / sqrt(a), rounded twice: what upstream's expansion of math.rsqrt
/// computes (math-expand-ops), so that both give the same bits.
static Value emitRsqrt(Emitter &e, Value a) {
  return emitDiv(e, e.c64(kOne), emitSqrt(e, a));
}

static Value emitNeg(Emitter &e, Value a) {
  return e.xorI(a, e.c64(kSignBit));
}
static Value emitAbs(Emitter &e, Value a) { return magnitude(e, a); }
static Value emitCopySign(Emitter &e, Value a, Value b) {
  return e.orI(magnitude(e, a), e.andI(b, e.c64(kSignBit)));
}

//===----------------------------------------------------------------------===//
// Comparisons, min/max
//===----------------------------------------------------------------------===//

/// A signed integer ordered as the non-NaN value, with -0 == +0.
static Value orderedKey(Emitter &e, Value x) {
  return e.select(isNegative(e, x), e.sub(e.c64(0), magnitude(e, x)), x);
}
/// A signed integer ordered as the non-NaN value, with -0 < +0.
static Value totalKey(Emitter &e, Value x) {
  return e.select(isNegative(e, x), e.xorI(x, e.c64(~kSignBit)), x);
}

/// arith.cmpf: unordered when either is NaN; ordered by orderedKey.
static Value emitCmp(Emitter &e, arith::CmpFPredicate predicate, Value a,
                     Value b) {
  using P = arith::CmpFPredicate;
  Value unordered = anyNaN(e, {a, b});
  Value ordered = e.notI(unordered);
  Value ka = orderedKey(e, a), kb = orderedKey(e, b);
  auto o = [&](Value c) { return e.andI(ordered, c); };
  auto u = [&](Value c) { return e.orI(unordered, c); };
  switch (predicate) {
  case P::AlwaysFalse:
    return e.cBool(false);
  case P::AlwaysTrue:
    return e.cBool(true);
  case P::ORD:
    return ordered;
  case P::UNO:
    return unordered;
  case P::OEQ:
    return o(e.eq(ka, kb));
  case P::ONE:
    return o(e.ne(ka, kb));
  case P::OGT:
    return o(e.sgt(ka, kb));
  case P::OGE:
    return o(e.sge(ka, kb));
  case P::OLT:
    return o(e.slt(ka, kb));
  case P::OLE:
    return o(e.sle(ka, kb));
  case P::UEQ:
    return u(e.eq(ka, kb));
  case P::UNE:
    return u(e.ne(ka, kb));
  case P::UGT:
    return u(e.sgt(ka, kb));
  case P::UGE:
    return u(e.sge(ka, kb));
  case P::ULT:
    return u(e.slt(ka, kb));
  case P::ULE:
    return u(e.sle(ka, kb));
  }
  llvm_unreachable("unknown cmpf predicate");
}

/// arith.maximumf / minimumf: NaN if either is, -0 < +0.
template <bool isMax>
static Value emitMinMaxIEEE(Emitter &e, Value a, Value b) {
  Value ka = totalKey(e, a), kb = totalKey(e, b);
  Value takeB = isMax ? e.sgt(kb, ka) : e.slt(kb, ka);
  Value result = e.select(takeB, b, a);
  return e.select(anyNaN(e, {a, b}), propagateNaN(e, {a, b}), result);
}

/// arith.maxnumf / minnumf: the other operand when one is NaN. Equal
/// operands (+0 and -0) give the first, as x86 does (LLVM allows either).
template <bool isMax>
static Value emitMinMaxNum(Emitter &e, Value a, Value b) {
  Value ka = orderedKey(e, a), kb = orderedKey(e, b);
  Value takeB = isMax ? e.sgt(kb, ka) : e.slt(kb, ka);
  Value result = e.select(takeB, b, a);
  result = e.select(isNaN(e, b), a, result);
  return e.select(isNaN(e, a), b, result);
}

static Value emitIsNaN(Emitter &e, Value a) { return isNaN(e, a); }
static Value emitIsInf(Emitter &e, Value a) { return isInf(e, a); }
static Value emitIsFinite(Emitter &e, Value a) {
  return e.ult(magnitude(e, a), e.c64(kExpMask));
}
static Value emitIsNormal(Emitter &e, Value a) {
  Value exp = unpack(e, a).exp;
  return e.andI(e.ne(exp, e.c32(0)), e.ne(exp, e.c32(0x7FF)));
}

//===----------------------------------------------------------------------===//
// Rounding to integral values
//===----------------------------------------------------------------------===//

namespace {
enum class RoundKind { Floor, Ceil, Trunc, Round, RoundEven };
} // namespace

/// floor/ceil/trunc/round/roundeven in the bit pattern: below 1 the result
/// is +-0 or +-1; from 2^52 on (and inf, NaN) the value is integral; in
/// between, the fraction bits are cleared and one unit of the integer part
/// added to the magnitude when rounding away from zero (a carry into the
/// exponent is the right result).
template <RoundKind kind>
static Value emitRoundToIntegral(Emitter &e, Value x) {
  Parts p = unpack(e, x);
  Value mag = magnitude(e, x);
  Value negative = e.ne(p.sign, e.c64(0));
  Value integral = e.sge(p.exp, e.c32(1075));
  Value belowOne = e.slt(p.exp, e.c32(1023));
  Value fracBits = e.select(e.orI(integral, belowOne), e.c32(0),
                            e.sub(e.c32(1075), p.exp));
  Value unit = e.shl(e.c64(1), e.ext64(fracBits)); // weight of 1 in bits
  Value fracMask = e.sub(unit, e.c64(1));
  Value fraction = e.andI(mag, fracMask);
  Value truncated = e.andI(mag, e.notI(fracMask));
  Value hasFraction = e.ne(fraction, e.c64(0));
  Value halfUnit = e.shrU(unit, 1);
  Value zero = isZero(e, x);
  Value one = e.orI(p.sign, e.c64(kOne));
  Value up, small;
  switch (kind) {
  case RoundKind::Floor:
    up = e.andI(negative, hasFraction);
    small = e.select(e.andI(negative, e.notI(zero)), one, p.sign);
    break;
  case RoundKind::Ceil:
    up = e.andI(e.notI(negative), hasFraction);
    small = e.select(e.andI(e.notI(negative), e.notI(zero)), one, p.sign);
    break;
  case RoundKind::Trunc:
    up = e.cBool(false);
    small = p.sign;
    break;
  case RoundKind::Round: // halfway cases away from zero
    up = e.uge(fraction, halfUnit);
    small = e.select(e.eq(p.exp, e.c32(1022)), one, p.sign);
    break;
  case RoundKind::RoundEven: {
    Value odd = e.ne(e.andI(mag, unit), e.c64(0));
    up = e.orI(e.ugt(fraction, halfUnit),
               e.andI(e.eq(fraction, halfUnit), odd));
    // Above one half: 0.5 itself goes to 0.
    small = e.select(e.andI(e.eq(p.exp, e.c32(1022)),
                            e.ne(mag, e.c64(0x3FE0000000000000ull))),
                     one, p.sign);
    break;
  }
  }
  Value middle =
      e.orI(p.sign, e.select(up, e.add(truncated, unit), truncated));
  Value result = e.select(belowOne, small, middle);
  Value self = e.select(isNaN(e, x), quiet(e, x), x);
  return e.select(integral, self, result);
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

/// sitofp/uitofp of an i64 (the source sign- or zero-extended).
static Value emitFromInt(Emitter &e, Value v, bool isSigned) {
  Value negative = isSigned ? e.slt(v, e.c64(0)) : e.cBool(false);
  // |INT64_MIN| is 2^63 as unsigned: still right.
  Value abs = e.select(negative, e.sub(e.c64(0), v), v);
  Value lz = e.clz64(abs);
  Value shifted = e.shl(abs, e.ext64(e.minS(lz, e.c32(63))));
  // Leading one at 63: halve, keeping the lost bit as sticky.
  Value sig = e.orI(e.shrU(shifted, 1), e.andI(shifted, e.c64(1)));
  Value sign = e.select(negative, e.c64(kSignBit), e.c64(0));
  return roundPack(e, kF64, sign, e.sub(e.c32(1085), lz), sig);
}

/// fptosi/fptoui to a `width`-bit integer, in an i64: truncation toward
/// zero, exact for every value in range (what LLVM defines); out of range
/// the result saturates and NaN gives 0 (LLVM's result is poison there).
static Value emitToInt(Emitter &e, Value x, unsigned width, bool isSigned) {
  Parts p = unpack(e, x);
  Value negative = e.ne(p.sign, e.c64(0));
  Value sig = e.orI(p.frac, e.c64(kHiddenBit));
  Value up = e.sge(p.exp, e.c32(1075));
  Value magnitudeInt =
      e.select(up, e.shlAny(sig, e.ext64(e.sub(p.exp, e.c32(1075)))),
               e.shrAny(sig, e.ext64(e.maxS(e.sub(e.c32(1075), p.exp),
                                            e.c32(0)))));
  Value nan = isNaN(e, x);
  Value result;
  if (isSigned) {
    Value big = e.sge(p.exp, e.c32(1023 + 63)); // |x| >= 2^63
    Value saturated = e.select(negative, e.c64(kSignBit), e.c64(~kSignBit));
    result = e.select(negative, e.sub(e.c64(0), magnitudeInt), magnitudeInt);
    result = e.select(big, saturated, result);
    if (width < 64) {
      result = e.maxS(result, e.c64(-(1ull << (width - 1))));
      result = e.minS(result, e.c64((1ull << (width - 1)) - 1));
    }
  } else {
    Value big = e.sge(p.exp, e.c32(1023 + 64)); // x >= 2^64
    result = e.select(big, e.c64(~0ull), magnitudeInt);
    result = e.select(negative, e.c64(0), result);
    if (width < 64)
      result = e.minU(result, e.c64((1ull << width) - 1));
  }
  return e.select(nan, e.c64(0), result);
}

/// extf from a narrow format (its bits zero-extended in an i64): exact.
/// NaNs keep their payload and get the quiet bit, as x86 does.
static Value emitExtend(Emitter &e, Value v, FloatFormat fmt) {
  unsigned f = fmt.fracBits;
  Value sign = e.shl(e.shrU(v, fmt.expBits + f), 63);
  Value exp = e.andI(e.trunc32(e.shrU(v, f)), e.c32(fmt.maxField()));
  Value frac = e.andI(v, e.c64((1ull << f) - 1));
  Value fracHere = e.shl(frac, 52 - f);
  int rebias = 1023 - fmt.bias();
  Value normal = e.orI(
      sign, e.orI(e.shl(e.ext64(e.add(exp, e.c32(rebias))), 52), fracHere));
  Value special = e.orI(
      e.orI(sign, e.c64(kExpMask)),
      e.orI(fracHere, e.select(e.ne(frac, e.c64(0)), e.c64(kQuietBit),
                               e.c64(0))));
  // Subnormals of the narrow format are normal binary64 numbers.
  Value shift = e.sub(e.clz64(frac), e.c32(63 - f));
  Value fracNorm = e.andI(e.shl(frac, e.ext64(e.minS(shift, e.c32(63)))),
                          e.c64((1ull << f) - 1));
  Value expNorm = e.sub(e.c32(rebias + 1), shift);
  Value subnormal = e.orI(
      sign, e.orI(e.shl(e.ext64(expNorm), 52), e.shl(fracNorm, 52 - f)));
  Value expZero = e.eq(exp, e.c32(0));
  Value result = e.select(
      expZero, e.select(e.eq(frac, e.c64(0)), sign, subnormal), normal);
  return e.select(e.eq(exp, e.c32(fmt.maxField())), special, result);
}

/// truncf to a narrow format: one rounding to nearest even (subnormals,
/// overflow to infinity); NaNs keep the top of their payload, quieted.
/// The narrow bits are returned in the low bits of an i64.
static Value emitTruncate(Emitter &e, Value x, FloatFormat fmt) {
  Parts p = unpack(e, x);
  unsigned f = fmt.fracBits;
  Value signOut = e.shrU(p.sign, 63 - fmt.expBits - f);
  Value inf = e.orI(signOut, e.c64(uint64_t(fmt.maxField()) << f));
  Value nan = e.orI(inf, e.orI(e.c64(1ull << (f - 1)),
                               e.shrU(p.frac, 52 - f)));
  // Binary64 subnormals are far below every narrow format: no need to
  // normalize them, they round to 0.
  Value sig = e.shl(e.select(e.eq(p.exp, e.c32(0)), p.frac,
                             e.orI(p.frac, e.c64(kHiddenBit))),
                    10);
  Value exp = e.add(e.maxS(p.exp, e.c32(1)), e.c32(fmt.bias() - 1024));
  Value result = roundPack(e, fmt, p.sign, exp, sig);
  result = e.select(isInf(e, x), inf, result);
  return e.select(isNaN(e, x), nan, result);
}

//===----------------------------------------------------------------------===//
// Type conversion and patterns
//===----------------------------------------------------------------------===//

namespace {
/// f64 -> i64, in vectors, tensors and memrefs too.
struct SoftFloat64TypeConverter : TypeConverter {
  SoftFloat64TypeConverter(MLIRContext *context) {
    addConversion([](Type type) { return type; });
    addConversion([context](FloatType type) -> Type {
      return type.isF64() ? IntegerType::get(context, 64) : Type(type);
    });
    addConversion([this](VectorType type) -> Type {
      return type.cloneWith(std::nullopt,
                            convertType(type.getElementType()));
    });
    addConversion([this](RankedTensorType type) -> Type {
      return type.clone(convertType(type.getElementType()));
    });
    addConversion([this](MemRefType type) -> Type {
      return MemRefType::get(type.getShape(),
                             convertType(type.getElementType()),
                             type.getLayout(), type.getMemorySpace());
    });
    addConversion([this](UnrankedMemRefType type) -> Type {
      return UnrankedMemRefType::get(convertType(type.getElementType()),
                                     type.getMemorySpace());
    });
  }
};

/// Ops that only move bits: they keep their name and attributes and take
/// the converted types.
static bool isBitMove(Operation *op) {
  return isa<
      // vector
      vector::LoadOp, vector::StoreOp, vector::MaskedLoadOp,
      vector::MaskedStoreOp, vector::GatherOp, vector::ScatterOp,
      vector::ExpandLoadOp, vector::CompressStoreOp, vector::TransferReadOp,
      vector::TransferWriteOp, vector::BroadcastOp, vector::ShuffleOp,
      vector::ExtractOp, vector::InsertOp, vector::ExtractStridedSliceOp,
      vector::InsertStridedSliceOp, vector::FromElementsOp,
      vector::ToElementsOp, vector::ShapeCastOp, vector::BitCastOp,
      vector::TransposeOp, vector::InterleaveOp, vector::DeinterleaveOp,
      vector::TypeCastOp,
      // memref
      memref::LoadOp, memref::StoreOp, memref::AllocOp, memref::AllocaOp,
      memref::DeallocOp, memref::CastOp, memref::SubViewOp, memref::ViewOp,
      memref::ReinterpretCastOp, memref::CollapseShapeOp,
      memref::ExpandShapeOp, memref::TransposeOp, memref::ReshapeOp,
      memref::GetGlobalOp, memref::ExtractAlignedPointerAsIndexOp,
      memref::ExtractStridedMetadataOp, memref::DimOp, memref::RankOp,
      memref::CopyOp, memref::MemorySpaceCastOp, memref::AssumeAlignmentOp,
      // others
      arith::SelectOp, ub::PoisonOp, gpu::ReturnOp>(op);
}

/// A bit move with the converted types.
struct RetypeBitMove : ConversionPattern {
  RetypeBitMove(const TypeConverter &converter, MLIRContext *context)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1,
                          context) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isBitMove(op) || op->getNumRegions() != 0)
      return failure();
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(), types)))
      return failure();
    OperationState state(op->getLoc(), op->getName(), operands, types,
                         op->getAttrs(), op->getSuccessors());
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

/// f64 constants: their bits.
struct ConstantF64 : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    Type i64 = rewriter.getI64Type();
    TypedAttr bits;
    if (auto scalar = dyn_cast<FloatAttr>(op.getValue()))
      bits = rewriter.getIntegerAttr(i64, scalar.getValue().bitcastToAPInt());
    else if (auto dense = dyn_cast<DenseFPElementsAttr>(op.getValue()))
      bits = dense.bitcast(i64);
    if (!bits)
      return rewriter.notifyMatchFailure(op, "not a float or dense constant");
    (void)type;
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, bits);
    return success();
  }
};

/// arith.bitcast between f64 and i64 (or their vectors): nothing left.
struct BitcastF64 : OpConversionPattern<arith::BitcastOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::BitcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (type != adaptor.getIn().getType())
      return rewriter.notifyMatchFailure(op, "not a 64-bit bitcast");
    rewriter.replaceOp(op, adaptor.getIn());
    return success();
  }
};

/// memref.global of f64: i64 elements, the initial value's bits.
struct GlobalF64 : OpConversionPattern<memref::GlobalOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(memref::GlobalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type =
        cast<MemRefType>(getTypeConverter()->convertType(op.getType()));
    Attribute initial = op.getInitialValueAttr();
    if (auto dense = dyn_cast_or_null<DenseFPElementsAttr>(initial))
      initial = dense.bitcast(rewriter.getI64Type());
    else if (initial && !isa<UnitAttr>(initial))
      return rewriter.notifyMatchFailure(op, "initial value not dense");
    rewriter.modifyOpInPlace(op, [&] {
      op.setType(type);
      if (initial)
        op.setInitialValueAttr(initial);
    });
    return success();
  }
};

/// Functions (func.func, gpu.func): the signature, and the arguments of
/// every block (for gpu.func the entry block also holds the attributions).
/// Upstream's function pattern leaves the body alone when the signature has
/// no f64, so a non-entry block argument of type f64 would stay.
struct FunctionSignature
    : OpInterfaceConversionPattern<FunctionOpInterface> {
  using OpInterfaceConversionPattern::OpInterfaceConversionPattern;

  LogicalResult
  matchAndRewrite(FunctionOpInterface op, ArrayRef<Value>,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<FunctionType>(op.getFunctionType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "not a FunctionType");
    const TypeConverter &converter = *getTypeConverter();
    SmallVector<Type> inputs, results;
    if (failed(converter.convertTypes(type.getInputs(), inputs)) ||
        failed(converter.convertTypes(type.getResults(), results)))
      return failure();
    Region &body = op.getFunctionBody();
    if (!body.empty()) {
      Block &entry = body.front();
      TypeConverter::SignatureConversion signature(entry.getNumArguments());
      for (BlockArgument arg : entry.getArguments())
        signature.addInputs(arg.getArgNumber(),
                            converter.convertType(arg.getType()));
      if (failed(rewriter.convertRegionTypes(&body, converter, &signature)))
        return failure();
    }
    rewriter.modifyOpInPlace(op, [&] {
      op.setType(FunctionType::get(op.getContext(), inputs, results));
    });
    return success();
  }
};

/// An elementwise op on f64 values (`arity` operands) computed by `emit`.
template <typename Op, unsigned arity>
struct SoftElementwise : OpConversionPattern<Op> {
  using EmitFn = Value (*)(Emitter &, ArrayRef<Value>);
  SoftElementwise(const TypeConverter &converter, MLIRContext *context,
                  EmitFn emit)
      : OpConversionPattern<Op>(converter, context), emit(emit) {}

  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange operands = adaptor.getOperands();
    if (operands.size() != arity ||
        !isF64OrVector(op->getOperand(0).getType()))
      return rewriter.notifyMatchFailure(op, "not on f64");
    Emitter e(rewriter, op.getLoc(), operands[0].getType());
    rewriter.replaceOp(op, emit(e, SmallVector<Value>(operands)));
    return success();
  }

  EmitFn emit;
};

template <typename Op, unsigned arity>
static void addElementwise(RewritePatternSet &patterns,
                           const TypeConverter &converter,
                           Value (*emit)(Emitter &, ArrayRef<Value>)) {
  patterns.add<SoftElementwise<Op, arity>>(converter, patterns.getContext(),
                                           emit);
}

/// arith.cmpf on f64.
struct CmpF64 : OpConversionPattern<arith::CmpFOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::CmpFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isF64OrVector(op.getLhs().getType()))
      return rewriter.notifyMatchFailure(op, "not on f64");
    Emitter e(rewriter, op.getLoc(), adaptor.getLhs().getType());
    rewriter.replaceOp(op, emitCmp(e, op.getPredicate(), adaptor.getLhs(),
                                   adaptor.getRhs()));
    return success();
  }
};

/// sitofp/uitofp to f64.
template <typename Op, bool isSigned>
struct IntToF64 : OpConversionPattern<Op> {
  using OpConversionPattern<Op>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value in = adaptor.getIn();
    if (!isF64OrVector(op.getType()) ||
        getElementTypeOrSelf(in.getType()).getIntOrFloatBitWidth() > 64)
      return rewriter.notifyMatchFailure(op, "not to f64 from <= 64 bits");
    Emitter e(rewriter, op.getLoc(), in.getType());
    if (getElementTypeOrSelf(in.getType()).getIntOrFloatBitWidth() < 64)
      in = isSigned ? e.sext64(in) : e.ext64(in);
    rewriter.replaceOp(op, emitFromInt(e, in, isSigned));
    return success();
  }
};

/// fptosi/fptoui from f64.
template <typename Op, bool isSigned>
struct F64ToInt : OpConversionPattern<Op> {
  using OpConversionPattern<Op>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type elt = getElementTypeOrSelf(op.getType());
    if (!isF64OrVector(op.getIn().getType()) ||
        elt.getIntOrFloatBitWidth() > 64)
      return rewriter.notifyMatchFailure(op, "not from f64 to <= 64 bits");
    Emitter e(rewriter, op.getLoc(), adaptor.getIn().getType());
    unsigned width = elt.getIntOrFloatBitWidth();
    Value result = emitToInt(e, adaptor.getIn(), width, isSigned);
    if (width < 64)
      result = e.truncTo(elt, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// extf from f32/f16/bf16 to f64.
struct ExtendToF64 : OpConversionPattern<arith::ExtFOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::ExtFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type srcElt = getElementTypeOrSelf(op.getIn().getType());
    std::optional<FloatFormat> fmt = formatOf(srcElt);
    if (!isF64OrVector(op.getType()) || !fmt)
      return rewriter.notifyMatchFailure(op, "not f32/f16/bf16 to f64");
    Emitter e(rewriter, op.getLoc(), adaptor.getIn().getType());
    Type bitsType = e.typeOf(rewriter.getIntegerType(fmt->width()));
    Value bits =
        arith::BitcastOp::create(rewriter, op.getLoc(), bitsType,
                                 adaptor.getIn());
    rewriter.replaceOp(op, emitExtend(e, e.ext64(bits), *fmt));
    return success();
  }
};

/// truncf from f64 to f32/f16/bf16 (rounding to nearest even only).
struct TruncateF64 : OpConversionPattern<arith::TruncFOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::TruncFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type dstElt = getElementTypeOrSelf(op.getType());
    std::optional<FloatFormat> fmt = formatOf(dstElt);
    if (!isF64OrVector(op.getIn().getType()) || !fmt)
      return rewriter.notifyMatchFailure(op, "not f64 to f32/f16/bf16");
    if (auto mode = op.getRoundingmode();
        mode && *mode != arith::RoundingMode::to_nearest_even)
      return rewriter.notifyMatchFailure(op, "not to nearest even");
    Emitter e(rewriter, op.getLoc(), adaptor.getIn().getType());
    Value bits = emitTruncate(e, adaptor.getIn(), *fmt);
    bits = e.truncTo(rewriter.getIntegerType(fmt->width()), bits);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, op.getType(), bits);
    return success();
  }
};

/// vector.reduction on f64: element after element from the accumulator,
/// the order and start values of upstream's LLVM lowering (sums and
/// products are not reassociated).
struct ReductionF64 : OpConversionPattern<vector::ReductionOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(vector::ReductionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.getType().isF64() || op.isMasked())
      return rewriter.notifyMatchFailure(op, "not an unmasked f64 reduction");
    using Kind = vector::CombiningKind;
    Value (*combine)(Emitter &, Value, Value) = nullptr;
    switch (op.getKind()) {
    case Kind::ADD:
      combine = emitAdd;
      break;
    case Kind::MUL:
      combine = emitMul;
      break;
    case Kind::MINIMUMF:
      combine = emitMinMaxIEEE<false>;
      break;
    case Kind::MAXIMUMF:
      combine = emitMinMaxIEEE<true>;
      break;
    case Kind::MINNUMF:
      combine = emitMinMaxNum<false>;
      break;
    case Kind::MAXNUMF:
      combine = emitMinMaxNum<true>;
      break;
    default:
      return rewriter.notifyMatchFailure(op, "not a float reduction");
    }
    Location loc = op.getLoc();
    Emitter e(rewriter, loc, rewriter.getI64Type());
    Value result = adaptor.getAcc();
    // Without an accumulator, sums start from +0 and products from 1, as
    // upstream's lowering does: a sum of -0s is +0.
    if (!result && op.getKind() == Kind::ADD)
      result = e.c64(0);
    if (!result && op.getKind() == Kind::MUL)
      result = e.c64(kOne);
    int64_t n = op.getSourceVectorType().getNumElements();
    for (int64_t i = 0; i < n; ++i) {
      Value element =
          vector::ExtractOp::create(rewriter, loc, adaptor.getVector(), i);
      result = result ? combine(e, result, element) : element;
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};
} // namespace

// Adapters from the operand list to the emit functions.
static Value emitAddN(Emitter &e, ArrayRef<Value> v) {
  return emitAdd(e, v[0], v[1]);
}
static Value emitSubN(Emitter &e, ArrayRef<Value> v) {
  return emitSub(e, v[0], v[1]);
}
static Value emitMulN(Emitter &e, ArrayRef<Value> v) {
  return emitMul(e, v[0], v[1]);
}
static Value emitDivN(Emitter &e, ArrayRef<Value> v) {
  return emitDiv(e, v[0], v[1]);
}
static Value emitRemN(Emitter &e, ArrayRef<Value> v) {
  return emitRem(e, v[0], v[1]);
}
static Value emitFmaN(Emitter &e, ArrayRef<Value> v) {
  return emitFma(e, v[0], v[1], v[2]);
}
static Value emitSqrtN(Emitter &e, ArrayRef<Value> v) {
  return emitSqrt(e, v[0]);
}
static Value emitRsqrtN(Emitter &e, ArrayRef<Value> v) {
  return emitRsqrt(e, v[0]);
}
static Value emitNegN(Emitter &e, ArrayRef<Value> v) { return emitNeg(e, v[0]); }
static Value emitAbsN(Emitter &e, ArrayRef<Value> v) { return emitAbs(e, v[0]); }
static Value emitCopySignN(Emitter &e, ArrayRef<Value> v) {
  return emitCopySign(e, v[0], v[1]);
}
template <bool isMax>
static Value emitMinMaxIEEEN(Emitter &e, ArrayRef<Value> v) {
  return emitMinMaxIEEE<isMax>(e, v[0], v[1]);
}
template <bool isMax>
static Value emitMinMaxNumN(Emitter &e, ArrayRef<Value> v) {
  return emitMinMaxNum<isMax>(e, v[0], v[1]);
}
template <RoundKind kind>
static Value emitRoundN(Emitter &e, ArrayRef<Value> v) {
  return emitRoundToIntegral<kind>(e, v[0]);
}
template <Value (*fn)(Emitter &, Value)>
static Value emitUnaryN(Emitter &e, ArrayRef<Value> v) {
  return fn(e, v[0]);
}

static void populateSoftFloat64Patterns(const TypeConverter &converter,
                                        RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<RetypeBitMove>(converter, context);
  patterns.add<ConstantF64, BitcastF64, GlobalF64, CmpF64,
               IntToF64<arith::SIToFPOp, true>,
               IntToF64<arith::UIToFPOp, false>,
               F64ToInt<arith::FPToSIOp, true>,
               F64ToInt<arith::FPToUIOp, false>, ExtendToF64, TruncateF64,
               ReductionF64>(converter, context);
  addElementwise<arith::AddFOp, 2>(patterns, converter, emitAddN);
  addElementwise<arith::SubFOp, 2>(patterns, converter, emitSubN);
  addElementwise<arith::MulFOp, 2>(patterns, converter, emitMulN);
  addElementwise<arith::DivFOp, 2>(patterns, converter, emitDivN);
  addElementwise<arith::RemFOp, 2>(patterns, converter, emitRemN);
  addElementwise<arith::NegFOp, 1>(patterns, converter, emitNegN);
  addElementwise<math::FmaOp, 3>(patterns, converter, emitFmaN);
  addElementwise<vector::FMAOp, 3>(patterns, converter, emitFmaN);
  addElementwise<math::SqrtOp, 1>(patterns, converter, emitSqrtN);
  addElementwise<math::RsqrtOp, 1>(patterns, converter, emitRsqrtN);
  addElementwise<math::AbsFOp, 1>(patterns, converter, emitAbsN);
  addElementwise<math::CopySignOp, 2>(patterns, converter, emitCopySignN);
  addElementwise<arith::MaximumFOp, 2>(patterns, converter,
                                       emitMinMaxIEEEN<true>);
  addElementwise<arith::MinimumFOp, 2>(patterns, converter,
                                       emitMinMaxIEEEN<false>);
  addElementwise<arith::MaxNumFOp, 2>(patterns, converter,
                                      emitMinMaxNumN<true>);
  addElementwise<arith::MinNumFOp, 2>(patterns, converter,
                                      emitMinMaxNumN<false>);
  addElementwise<math::FloorOp, 1>(patterns, converter,
                                   emitRoundN<RoundKind::Floor>);
  addElementwise<math::CeilOp, 1>(patterns, converter,
                                  emitRoundN<RoundKind::Ceil>);
  addElementwise<math::TruncOp, 1>(patterns, converter,
                                   emitRoundN<RoundKind::Trunc>);
  addElementwise<math::RoundOp, 1>(patterns, converter,
                                   emitRoundN<RoundKind::Round>);
  addElementwise<math::RoundEvenOp, 1>(patterns, converter,
                                       emitRoundN<RoundKind::RoundEven>);
  addElementwise<math::IsNaNOp, 1>(patterns, converter,
                                   emitUnaryN<emitIsNaN>);
  addElementwise<math::IsInfOp, 1>(patterns, converter,
                                   emitUnaryN<emitIsInf>);
  addElementwise<math::IsFiniteOp, 1>(patterns, converter,
                                      emitUnaryN<emitIsFinite>);
  addElementwise<math::IsNormalOp, 1>(patterns, converter,
                                      emitUnaryN<emitIsNormal>);
  // Structure: functions, calls, returns, scf and cf block arguments.
  patterns.add<FunctionSignature>(converter, context);
  populateCallOpTypeConversionPattern(patterns, converter);
  populateReturnOpTypeConversionPattern(patterns, converter);
  scf::populateSCFStructuralTypeConversions(converter, patterns);
  cf::populateCFStructuralTypeConversions(converter, patterns);
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

/// Whether `op` has an f64 anywhere in its interface: operands, results,
/// the type of a global or a function, the arguments of its blocks.
static bool usesF64(Operation *op) {
  auto hasF64 = [](TypeRange types) {
    return llvm::any_of(types, containsF64);
  };
  if (hasF64(op->getOperandTypes()) || hasF64(op->getResultTypes()))
    return true;
  if (auto global = dyn_cast<memref::GlobalOp>(op))
    return containsF64(global.getType());
  if (auto function = dyn_cast<FunctionOpInterface>(op)) {
    if (containsF64(function.getFunctionType()))
      return true;
  }
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (hasF64(block.getArgumentTypes()))
        return true;
  return false;
}

/// Whether the integer type of `type` (or its elements) has at most 64 bits.
static bool atMost64Bits(Type type) {
  return getElementTypeOrSelf(type).getIntOrFloatBitWidth() <= 64;
}

/// Whether the pass rewrites `op` when it uses f64: the variants the
/// patterns take, so that everything else is reported by name up front
/// rather than as a failed legalization.
static bool isHandled(Operation *op) {
  if (isBitMove(op))
    return true;
  if (auto truncf = dyn_cast<arith::TruncFOp>(op)) {
    auto mode = truncf.getRoundingmode();
    return formatOf(getElementTypeOrSelf(truncf.getType())) &&
           (!mode || *mode == arith::RoundingMode::to_nearest_even);
  }
  if (auto extf = dyn_cast<arith::ExtFOp>(op))
    return formatOf(getElementTypeOrSelf(extf.getIn().getType())).has_value();
  if (isa<arith::SIToFPOp, arith::UIToFPOp>(op))
    return atMost64Bits(op->getOperand(0).getType());
  if (isa<arith::FPToSIOp, arith::FPToUIOp>(op))
    return atMost64Bits(op->getResult(0).getType());
  if (auto reduction = dyn_cast<vector::ReductionOp>(op)) {
    using Kind = vector::CombiningKind;
    Kind kind = reduction.getKind();
    return !reduction.isMasked() &&
           (kind == Kind::ADD || kind == Kind::MUL ||
            kind == Kind::MINIMUMF || kind == Kind::MAXIMUMF ||
            kind == Kind::MINNUMF || kind == Kind::MAXNUMF);
  }
  return isa<arith::ConstantOp, arith::BitcastOp, memref::GlobalOp,
             gpu::GPUFuncOp, func::FuncOp, func::CallOp, func::ReturnOp,
             arith::CmpFOp, arith::AddFOp, arith::SubFOp, arith::MulFOp,
             arith::DivFOp, arith::RemFOp, arith::NegFOp, math::FmaOp,
             vector::FMAOp, math::SqrtOp, math::RsqrtOp, math::AbsFOp,
             math::CopySignOp,
             arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
             arith::MinNumFOp, math::FloorOp, math::CeilOp, math::TruncOp,
             math::RoundOp, math::RoundEvenOp, math::IsNaNOp, math::IsInfOp,
             math::IsFiniteOp, math::IsNormalOp>(op) ||
         isa_and_nonnull<scf::SCFDialect, cf::ControlFlowDialect>(
             op->getDialect());
}

/// f64 math functions under `afn` (accuracy waived), the ones the patterns
/// do not emulate: computed in f32 between a truncf and an extf (as
/// convert-math-to-genx does), so that only the conversions are emulated.
static void narrowApproximateMath(Operation *root) {
  SmallVector<Operation *> functions;
  root->walk([&](Operation *op) {
    auto fastmath = dyn_cast<arith::ArithFastMathInterface>(op);
    if (!isa_and_nonnull<math::MathDialect>(op->getDialect()) || !fastmath ||
        isHandled(op) || op->getNumResults() != 1 ||
        !isF64OrVector(op->getResult(0).getType()) ||
        !arith::bitEnumContainsAll(fastmath.getFastMathFlagsAttr().getValue(),
                                   arith::FastMathFlags::afn))
      return;
    functions.push_back(op);
  });
  for (Operation *op : functions) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    auto narrow = [&](Type type) -> Type {
      Type f32 = b.getF32Type();
      if (auto vector = dyn_cast<VectorType>(type))
        return vector.cloneWith(std::nullopt, f32);
      return f32;
    };
    // The truncations first: the clone goes after them.
    IRMapping mapping;
    for (Value operand : op->getOperands())
      if (isF64OrVector(operand.getType()))
        mapping.map(operand, arith::TruncFOp::create(
                                 b, loc, narrow(operand.getType()), operand));
    Operation *narrowOp = b.clone(*op, mapping);
    Value result = narrowOp->getResult(0);
    result.setType(narrow(result.getType()));
    op->getResult(0).replaceAllUsesWith(arith::ExtFOp::create(
        b, loc, op->getResult(0).getType(), result));
    op->erase();
  }
}

/// `arith.remf` of f32, f16 and bf16 (which GenX cannot compute either:
/// IGC fails on frem) as the f64 remainder the patterns emulate: widening
/// is exact, and the remainder of two narrow values is representable in
/// their type, so the truncation is exact too.
static void widenRemainders(Operation *root) {
  SmallVector<arith::RemFOp> remainders;
  root->walk([&](arith::RemFOp op) {
    Type elt = getElementTypeOrSelf(op.getType());
    if (!elt.isF64() && formatOf(elt))
      remainders.push_back(op);
  });
  for (arith::RemFOp op : remainders) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    Type wide = b.getF64Type();
    if (auto vector = dyn_cast<VectorType>(op.getType()))
      wide = vector.cloneWith(std::nullopt, wide);
    Value lhs = arith::ExtFOp::create(b, loc, wide, op.getLhs());
    Value rhs = arith::ExtFOp::create(b, loc, wide, op.getRhs());
    Value rem = arith::RemFOp::create(b, loc, lhs, rhs, op.getFastmath());
    op.replaceAllUsesWith(
        arith::TruncFOp::create(b, loc, op.getType(), rem).getResult());
    op.erase();
  }
}

/// The most lanes of emulated f64 code in one op: two registers of i64.
/// IGC's decomposition of wider integer code (vector<16xi64> and up), or
/// of widths that are not powers of two (vector<5xi64>), reads parts it
/// never wrote ("undefined value is referenced after decomposition").
static constexpr int64_t kMaxF64Lanes = 8;

/// The 1-D width an elementwise f64 op is split into, or none when its width
/// is already a power of two no wider than kMaxF64Lanes.
static std::optional<SmallVector<int64_t>> f64PieceShape(Operation *op) {
  if (!OpTrait::hasElementwiseMappableTraits(op) || op->getNumResults() != 1 ||
      !usesF64(op))
    return std::nullopt;
  auto type = dyn_cast<VectorType>(op->getResult(0).getType());
  if (!type || type.getRank() != 1)
    return std::nullopt;
  int64_t n = type.getNumElements();
  if (n <= kMaxF64Lanes && llvm::isPowerOf2_64(n))
    return std::nullopt;
  int64_t lanes = kMaxF64Lanes;
  while (n % lanes)
    lanes /= 2;
  return SmallVector<int64_t>{lanes};
}

/// A math function on a wide f64 vector, in a loop over its pieces: one copy
/// of its large code, where unrolling would make one a piece and overflow
/// IGC's 4096 predicates a kernel. The pieces are picked and stored back by
/// selects on the loop index.
static void loopOverPieces(Operation *op, int64_t lanes) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  auto type = cast<VectorType>(op->getResult(0).getType());
  int64_t count = type.getNumElements() / lanes;
  auto pieceType = VectorType::get({lanes}, type.getElementType());
  auto pieceOf = [&](Value whole, int64_t i) -> Value {
    return vector::ExtractStridedSliceOp::create(b, loc, whole, {i * lanes},
                                                 {lanes}, {1});
  };
  SmallVector<SmallVector<Value>> operandPieces;
  for (Value operand : op->getOperands()) {
    operandPieces.emplace_back();
    for (int64_t i = 0; i < count; ++i)
      operandPieces.back().push_back(pieceOf(operand, i));
  }
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(pieceType));
  auto index = [&](int64_t i) -> Value {
    return arith::ConstantIndexOp::create(b, loc, i);
  };
  auto loop = scf::ForOp::create(
      b, loc, index(0), index(count), index(1), SmallVector<Value>(count, zero),
      [&](OpBuilder &body, Location loc, Value iv, ValueRange results) {
        SmallVector<Value> isPiece;
        for (int64_t i = 0; i < count; ++i)
          isPiece.push_back(arith::CmpIOp::create(
              body, loc, arith::CmpIPredicate::eq, iv,
              arith::ConstantIndexOp::create(body, loc, i)));
        IRMapping mapping;
        for (auto [operand, pieces] :
             llvm::zip(op->getOperands(), operandPieces)) {
          Value piece = pieces[0];
          for (int64_t i = 1; i < count; ++i)
            piece = arith::SelectOp::create(body, loc, isPiece[i], pieces[i],
                                            piece);
          mapping.map(operand, piece);
        }
        Operation *clone = body.clone(*op, mapping);
        clone->getResult(0).setType(pieceType);
        SmallVector<Value> next;
        for (int64_t i = 0; i < count; ++i)
          next.push_back(arith::SelectOp::create(
              body, loc, isPiece[i], clone->getResult(0), results[i]));
        scf::YieldOp::create(body, loc, next);
      });
  Value whole = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
  for (int64_t i = 0; i < count; ++i)
    whole = vector::InsertStridedSliceOp::create(b, loc, loop.getResult(i),
                                                 whole, {i * lanes}, {1});
  op->getResult(0).replaceAllUsesWith(whole);
  op->erase();
}

/// Elementwise ops on other f64 vectors in equal pieces of a power of two
/// up to kMaxF64Lanes lanes (upstream's unrolling, which needs a divisor:
/// strided slices, which are bit moves here); math functions in a loop.
static void unrollWideF64(Operation *root) {
  SmallVector<Operation *> wide, functions;
  root->walk([&](Operation *op) {
    if (f64PieceShape(op))
      (genx::isSoftFloat64MathOp(op) ? functions : wide).push_back(op);
  });
  for (Operation *op : functions)
    loopOverPieces(op, (*f64PieceShape(op))[0]);
  if (wide.empty())
    return;
  vector::UnrollVectorOptions options;
  options.setNativeShapeFn(f64PieceShape);
  RewritePatternSet patterns(root->getContext());
  vector::populateVectorUnrollPatterns(patterns, options);
  // Only the wide ops and the pieces they become: the rest of the input keeps
  // its form (no folding, no region simplification).
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps)
      .enableFolding(false)
      .enableConstantCSE(false);
  (void)applyOpPatternsGreedily(wide, std::move(patterns), config);
}

/// f64 math functions without `afn` in f64 arithmetic (SoftFloat64Math.cpp),
/// which the patterns below then emulate. After unrollWideF64, so that the
/// functions' own code is on narrow vectors too.
static void expandMathFunctions(Operation *root) {
  SmallVector<Operation *> functions;
  root->walk([&](Operation *op) {
    if (genx::isSoftFloat64MathOp(op) && usesF64(op))
      functions.push_back(op);
  });
  if (functions.empty())
    return;
  RewritePatternSet patterns(root->getContext());
  genx::populateSoftFloat64MathPatterns(patterns);
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingOps)
      .enableFolding(false)
      .enableConstantCSE(false);
  (void)applyOpPatternsGreedily(functions, std::move(patterns), config);
}

namespace {
struct GenXSoftFloat64Pass
    : genx::impl::GenXSoftFloat64Base<GenXSoftFloat64Pass> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // The ops to rewrite: everything, or the functions carrying the filter
    // attribute.
    SmallVector<Operation *> roots;
    if (filterAttr.empty())
      roots.push_back(getOperation());
    else
      getOperation()->walk([&](FunctionOpInterface function) {
        if (function->hasAttr(filterAttr))
          roots.push_back(function);
      });

    for (Operation *root : roots) {
      narrowApproximateMath(root);
      widenRemainders(root);
      unrollWideF64(root);
      expandMathFunctions(root);
    }

    // Unsupported ops are reported by name, not as a failed legalization;
    // once for a construct (not again for the ops in its regions).
    bool unsupported = false;
    for (Operation *root : roots)
      root->walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (!usesF64(op) || isHandled(op))
          return WalkResult::advance();
        op->emitOpError("on f64 is not emulated by genx-soft-f64")
            << (isa_and_nonnull<math::MathDialect>(op->getDialect())
                    ? " (compute it in f32, or add fastmath<afn> to "
                      "accept f32 accuracy)"
                    : "");
        unsupported = true;
        return WalkResult::skip();
      });
    if (unsupported)
      return signalPassFailure();

    SoftFloat64TypeConverter converter(context);
    ConversionTarget target(*context);
    target.markUnknownOpDynamicallyLegal(
        [](Operation *op) { return !usesF64(op); });
    RewritePatternSet patterns(context);
    populateSoftFloat64Patterns(converter, patterns);
    if (failed(applyPartialConversion(roots, target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
