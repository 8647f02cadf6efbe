#!/usr/bin/env python3
"""Writes the differential test of genx-soft-f64 (soft-f64-exec.test).

Every op the pass emulates gets two copies of the same function: @native_*
and @soft_* (which carries the `soft` attribute, so that
`genx-soft-f64{filter-attr=soft}` rewrites only it). Both take and return
i64 bit patterns (vectors of 4 or scalars), so that calls between them and
the native harness keep their types. The harness runs both copies over
tables of edge and random inputs and counts the results whose bits differ
(for the math functions: that are more than 4 ulps apart); two NaNs count as equal (LLVM leaves the payload unspecified), and so do
two zeros for maxnum/minnum (LLVM allows either for +0 and -0). Each op
prints "<op> <shape> mismatches: N", and the first mismatches are printed
with their inputs.

Usage: soft-f64-differential.py [--quick] > test.mlir
"""

import math
import random
import struct
import sys

# ---------------------------------------------------------------------------
# Inputs
# ---------------------------------------------------------------------------

rng = random.Random(20240611)
MASK = (1 << 64) - 1


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def value(b):
    return struct.unpack("<d", struct.pack("<Q", b & MASK))[0]


def make(sign, exp, frac):
    return (sign << 63) | (exp << 52) | frac


def signed(u):
    """The i64 spelling of a 64-bit pattern (MLIR dense literals are signed)."""
    return u - (1 << 64) if u >= 1 << 63 else u


SPECIAL = [
    0, 1 << 63,                                   # +-0
    1, 2, 0x000FFFFFFFFFFFFF, 0x0008000000000000,  # subnormals
    0x0010000000000000, 0x0010000000000001,       # smallest normals
    bits(1.0), bits(1.5), bits(2.0), bits(3.0), bits(0.5), bits(0.75),
    bits(0.1), bits(1 / 3), bits(math.pi), bits(10.0), bits(2.5),
    bits(3.5), 0x3FF0000000000001, 0x3FEFFFFFFFFFFFFF,  # 1 +- ulp
    bits(2.0 ** 52), bits(2.0 ** 52 + 1), bits(2.0 ** 53), bits(2.0 ** 63),
    bits(2.0 ** 64), bits(0.49999999999999994), bits(4503599627370495.5),
    bits(1e300), bits(1e-300), bits(1e-310), bits(2.0 ** 1023),
    0x7FEFFFFFFFFFFFFF, 0x7FEFFFFFFFFFFFFE,        # largest finite
    0x7FF0000000000000,                           # +inf
    0x7FF8000000000000, 0x7FF0000000000001,       # quiet, signalling NaN
    0x7FFC00000000ABCD,                           # NaN with a payload
]
SPECIAL += [x | (1 << 63) for x in SPECIAL if x != 0 and x != 1 << 63]
SPECIAL = list(dict.fromkeys(SPECIAL))

# A small set for all triples of fma.
SPECIAL_SMALL = [0, 1 << 63, 1, 0x800FFFFFFFFFFFFF, bits(1.0), bits(-1.5),
                 bits(0.1), 0x3FF0000000000001, bits(-2.0 ** 52), bits(1e300),
                 bits(-1e-300), 0x7FEFFFFFFFFFFFFF, 0x7FF0000000000000,
                 0xFFF0000000000000, 0x7FF8000000000000, 0x7FF0000000000001]


def random_normal(lo=1, hi=2046, frac_bits=52):
    frac = rng.getrandbits(52)
    if frac_bits < 52:
        frac &= ~((1 << (52 - frac_bits)) - 1) & ((1 << 52) - 1)
    return make(rng.getrandbits(1), rng.randint(lo, hi), frac)


def random_pair():
    mode = rng.randrange(8)
    if mode == 0:
        return rng.getrandbits(64), rng.getrandbits(64)
    if mode == 1:  # nearby exponents: cancellation, alignment, carries
        a = random_normal(900, 1150)
        e = (a >> 52) & 0x7FF
        return a, random_normal(e - 3, e + 3)
    if mode == 2:  # far apart exponents: sticky bits, ties of addition
        a = random_normal(900, 1150)
        e = (a >> 52) & 0x7FF
        return a, random_normal(e - 60, e - 50)
    if mode == 3:  # around the subnormal range
        return random_normal(0, 60), random_normal(0, 60)
    if mode == 4:  # around overflow and underflow of products, quotients
        return random_normal(1800, 2046), random_normal(
            rng.choice([1, 200, 1000, 1800]), 2046)
    if mode == 5:  # short significands: exact products, ties
        return (random_normal(1000, 1050, 27), random_normal(1000, 1050, 27))
    if mode == 6:  # exact ties of addition: b is half an ulp of a, or 3/2
        a = random_normal(1000, 1100)
        b = math.ldexp(value(a), -rng.choice([53, 54]))
        b *= rng.choice([1, 3, -1, -3])
        return a, bits(b)
    # mode 7: exact quotients and fmod-friendly values
    b = random_normal(1000, 1050, 20)
    q = rng.randint(1, 1 << 30) * rng.choice([1, -1])
    return bits(value(b) * q), b


def random_unary():
    mode = rng.randrange(6)
    if mode == 0:
        return rng.getrandbits(64)
    if mode == 1:  # around integers, halves: rounding to integral values
        k = rng.randint(-(1 << 20), 1 << 20)
        return bits(k + rng.choice([0.5, -0.5, 0.25, 0.0, 0.75]))
    if mode == 2:  # exact squares, and their neighbours
        s = value(random_normal(800, 1200, 26)) ** 2
        return bits(s) + rng.choice([-1, 0, 0, 1])
    if mode == 3:
        return random_normal(0, 60)
    if mode == 4:  # near 2^52: the last fractional bits
        return random_normal(1070, 1080)
    return random_normal()


def narrow_cases(exp_bits, frac_bits):
    """Bit patterns of a narrow float (f32, f16, bf16) over all its classes."""
    width = 1 + exp_bits + frac_bits
    top = (1 << exp_bits) - 1
    out = [0, 1, (1 << frac_bits) - 1, 1 << frac_bits, top << frac_bits,
           (top << frac_bits) | 1, (top << frac_bits) | (1 << (frac_bits - 1)),
           (top << frac_bits) | 3, ((top - 1) << frac_bits) | ((1 << frac_bits) - 1)]
    out += [x | (1 << (width - 1)) for x in out]
    out += [rng.getrandbits(width) for _ in range(400)]
    return out


def narrow_boundaries(exp_bits, frac_bits):
    """Doubles that round to a narrow format at ties, overflow, subnormals."""
    bias = (1 << (exp_bits - 1)) - 1
    drop = 52 - frac_bits
    out = []
    for _ in range(300):
        exp = rng.choice([rng.randint(1023 - bias - frac_bits - 3,
                                      1023 - bias + 2),   # subnormal range
                          rng.randint(1023 + bias - 2, 1023 + bias + 1),
                          rng.randint(1023 - 20, 1023 + 20)])
        frac = rng.getrandbits(52)
        low = rng.choice([1 << (drop - 1), (1 << (drop - 1)) - 1,
                          (1 << (drop - 1)) + 1, 0, rng.getrandbits(drop)])
        frac = (frac & ~((1 << drop) - 1)) | low
        out.append(make(rng.getrandbits(1), exp, frac & ((1 << 52) - 1)))
    # The largest finite value and the overflow threshold.
    maxf = make(0, 1023 + bias, ((1 << frac_bits) - 1) << drop)
    out += [maxf, maxf + (1 << (drop - 1)), maxf + (1 << (drop - 1)) - 1]
    return out


def int_cases():
    out = [0, 1, MASK, 127, 128, 255, 256, 32767, 32768, 65535, 2**31 - 1,
           2**31, 2**32 - 1, 2**53, 2**53 + 1, 2**53 + 3, 2**63 - 1, 2**63,
           2**63 + 1, 2**64 - 1025, 2**64 - 1024]
    out += [(-x) & MASK for x in out]
    for _ in range(1500):
        out.append(rng.getrandbits(rng.choice([8, 16, 32, 54, 60, 64])))
    return out


def to_int_cases():
    out = list(SPECIAL)
    for edge in [2.0 ** 7, 2.0 ** 8, 2.0 ** 15, 2.0 ** 16, 2.0 ** 31,
                 2.0 ** 32, 2.0 ** 63, 2.0 ** 64, 1.0]:
        for x in [edge, -edge]:
            out += [bits(x), bits(x) - 1, bits(x) + 1, bits(x - 0.5),
                    bits(x - 1), bits(x + 0.5), bits(x - 1.5)]
    for _ in range(1500):
        out.append(random_normal(1000, 1090))
    return out


def pad(values, quad):
    while len(values) % quad:
        values.append(0)
    return values


def build_tables(quick):
    scale = 1 if not quick else 0.1
    pairs = [(a, b) for a in SPECIAL for b in SPECIAL]
    pairs += [random_pair() for _ in range(int(12000 * scale))]
    unary = list(SPECIAL) + [random_unary() for _ in range(int(6000 * scale))]
    triples = [(a, b, c) for a in SPECIAL_SMALL for b in SPECIAL_SMALL
               for c in SPECIAL_SMALL]
    for _ in range(int(10000 * scale)):
        a, b = random_pair()
        mode = rng.randrange(3)
        if mode == 0:    # c cancels the rounded product: fma's exactness
            p = value(a) * value(b)
            c = bits(-p) if math.isfinite(p) else rng.getrandbits(64)
        elif mode == 1:  # c near the product, either sign
            e = ((a >> 52) & 0x7FF) + ((b >> 52) & 0x7FF) - 1023
            lo = min(max(e - 60, 0), 2040)
            c = random_normal(lo, min(max(e + 3, lo), 2046))
        else:
            c = rng.choice([rng.getrandbits(64), random_pair()[0]])
        triples.append((a, b, c))
    narrow = {
        "f32": narrow_cases(8, 23), "f16": narrow_cases(5, 10),
        "bf16": narrow_cases(8, 7)}
    narrow_all = narrow["f32"] + narrow["f16"] + narrow["bf16"]
    trunc = unary + narrow_boundaries(8, 23) + narrow_boundaries(5, 10) + \
        narrow_boundaries(8, 7)
    # Arguments of the math functions: where their reductions and intervals
    # change, and up to 1e15 (sin/cos/tan reduce exactly below 1.4e16).
    math_args = [x for x in SPECIAL
                 if not math.isfinite(value(x)) or abs(value(x)) <= 1e15]
    for _ in range(int(1500 * scale)):
        mode = rng.randrange(4)
        if mode == 0:
            x = rng.uniform(-1, 1)
        elif mode == 1:
            x = rng.uniform(-8, 8)
        elif mode == 2:
            x = rng.uniform(-760, 760)
        else:
            x = rng.choice([1, -1]) * 10.0 ** rng.uniform(-300, 15)
        math_args.append(bits(x))
    a_of = lambda rows, k: pad([r[k] for r in rows], 4)
    return {
        "pairs": (a_of(pairs, 0), a_of(pairs, 1), a_of(pairs, 1)),
        "unary": (pad(unary, 4),) * 3,
        "triples": (a_of(triples, 0), a_of(triples, 1), a_of(triples, 2)),
        "narrow": (pad(narrow_all, 4),) * 3,
        "trunc": (pad(trunc, 4),) * 3,
        "math": (pad(math_args, 4),) * 3,
        "ints": (pad(int_cases(), 4),) * 3,
        "toint": (pad(to_int_cases(), 4),) * 3,
    }


# ---------------------------------------------------------------------------
# The functions under test
# ---------------------------------------------------------------------------

class Shape:
    def __init__(self, lanes):
        self.lanes = lanes

    def __call__(self, elt):
        return "vector<%dx%s>" % (self.lanes, elt) if self.lanes else elt

    @property
    def suffix(self):
        return "v" if self.lanes else "s"


def binary(op):
    return "%r = {op} %fa, %fb : {F}".replace("{op}", op)


def unary(op):
    return "%r = {op} %fa : {F}".replace("{op}", op)


def cmpf(pred):
    return ("%cc = arith.cmpf {p}, %fa, %fb : {F}\n"
            "%i = arith.extui %cc : {I1} to {I}").replace("{p}", pred)


def fpclass(mask):
    return ('%cc = "llvm.intr.is.fpclass"(%fa) <{bit = ' + str(mask) +
            ' : i32}> : ({F}) -> {I1}\n%i = arith.extui %cc : {I1} to {I}')


def from_int(op, width):
    if width == 64:
        return "%r = " + op + " %a : {I} to {F}"
    return ("%n = arith.trunci %a : {I} to {IW}\n"
            "%r = " + op + " %n : {IW} to {F}").replace("{IW}", "{I%d}" % width)


def to_int(op, width, native=False):
    ext = "arith.extsi" if op == "arith.fptosi" else "arith.extui"
    if native:
        intr = op.replace("arith.", "llvm.") + ".sat.{MW}.{MF}"
        body = '%n = llvm.call_intrinsic "' + intr + '"(%fa) : ({F}) -> {IW}'
    else:
        body = "%n = " + op + " %fa : {F} to {IW}"
    if width == 64:
        return body.replace("%n =", "%i =").replace("{IW}", "{I}").replace(
            "{MW}", "{M64}")
    body += "\n%i = " + ext + " %n : {IW} to {I}"
    return body.replace("{IW}", "{I%d}" % width).replace(
        "{MW}", "{M%d}" % width)


def extf(narrow):
    width = {"f32": 32, "f16": 16, "bf16": 16}[narrow]
    return ("%n = arith.trunci %a : {I} to {IW}\n"
            "%h = arith.bitcast %n : {IW} to {N}\n"
            "%r = arith.extf %h : {N} to {F}").replace(
                "{IW}", "{I%d}" % width).replace("{N}", "{%s}" % narrow.upper())


def truncf(narrow):
    width = {"f32": 32, "f16": 16, "bf16": 16}[narrow]
    return ("%h = arith.truncf %fa : {F} to {N}\n"
            "%n = arith.bitcast %h : {N} to {IW}\n"
            "%i = arith.extui %n : {IW} to {I}").replace(
                "{IW}", "{I%d}" % width).replace("{N}", "{%s}" % narrow.upper())


# LLVM truncates f64 to bf16 through f32, rounding twice (wrong at the ties
# the first rounding makes), and the host's f32 -> bf16 instruction may
# flush subnormals. The reference rounds to odd in f32 (the nearest f32,
# moved one unit toward zero when it is above, the last bit set when
# inexact), then to nearest even on the f32 bits (bits + 0x7FFF + the last
# kept bit): that second rounding is then the correct one. NaNs are only
# compared as NaNs.
TRUNCF_BF16_NATIVE = """
%z = arith.truncf %fa : {F} to {F32}
%back = arith.extf %z : {F32} to {F}
%ab = math.absf %back : {F}
%ax = math.absf %fa : {F}
%over = arith.cmpf ogt, %ab, %ax : {F}
%inexact = arith.cmpf une, %back, %fa : {F}
%zb = arith.bitcast %z : {F32} to {I32}
%one = {C32_1}
%down = arith.subi %zb, %one : {I32}
%tz = arith.select %over, %down, %zb : {SEL32}
%odd = arith.ori %tz, %one : {I32}
%sel = arith.select %inexact, %odd, %tz : {SEL32}
%c16 = {C32_16}
%bias = {C32_7FFF}
%keep = arith.shrui %sel, %c16 : {I32}
%last = arith.andi %keep, %one : {I32}
%up0 = arith.addi %sel, %bias : {I32}
%up = arith.addi %up0, %last : {I32}
%h = arith.shrui %up, %c16 : {I32}
%i = arith.extui %h : {I32} to {I}
"""


def reduction(kind, acc):
    tail = ", %fb0" if acc else ""
    return ("%fb0 = vector.extract %fb[0] : f64 from {F}\n"
            "%s = vector.reduction <" + kind + ">, %fa" + tail +
            " : {F} into f64\n"
            "%r = vector.broadcast %s : f64 to {F}")


# Bit moves: memory (a private array: plain, masked, gather, scatter,
# transfer; memref views), constants, selects and vector shuffles.
MOVES = """
%c0 = arith.constant 0 : index
%c2 = arith.constant 2 : index
%c4 = arith.constant 4 : index
%k = arith.constant dense<[1.5, -0.0, 0x7FF0000000000001, 0x1]> : vector<4xf64>
%one = arith.constant -2.25 : f64
%m = memref.alloca() : memref<16xf64>
vector.store %fa, %m[%c0] : memref<16xf64>, vector<4xf64>
vector.store %fb, %m[%c4] : memref<16xf64>, vector<4xf64>
vector.transfer_write %k, %m[%c2] {in_bounds = [true]} : vector<4xf64>, memref<16xf64>
memref.store %one, %m[%c4] : memref<16xf64>
%mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
%l0 = vector.maskedload %m[%c2], %mask, %fb : memref<16xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
%idx = arith.constant dense<[7, 0, 3, 5]> : vector<4xindex>
%l1 = vector.gather %m[%c0][%idx], %mask, %fa : memref<16xf64>, vector<4xindex>, vector<4xi1>, vector<4xf64> into vector<4xf64>
%sidx = arith.constant dense<[9, 11, 13, 15]> : vector<4xindex>
vector.scatter %m[%c0][%sidx], %mask, %l1 : memref<16xf64>, vector<4xindex>, vector<4xi1>, vector<4xf64>
vector.maskedstore %m[%c4], %mask, %l0 : memref<16xf64>, vector<4xi1>, vector<4xf64>
%pad = arith.constant 0.0 : f64
%l2 = vector.transfer_read %m[%c2], %pad {in_bounds = [true]} : memref<16xf64>, vector<4xf64>
%sub = memref.subview %m[8] [8] [1] : memref<16xf64> to memref<8xf64, strided<[1], offset: 8>>
%l3 = vector.load %sub[%c2] : memref<8xf64, strided<[1], offset: 8>>, vector<4xf64>
%x3 = memref.load %m[%c4] : memref<16xf64>
%e2 = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf64> into memref<4x4xf64>
%x4 = memref.load %e2[%c2, %c2] : memref<4x4xf64>
%sh = vector.shuffle %l0, %l1 [7, 0, 2, 5] : vector<4xf64>, vector<4xf64>
%s0 = vector.extract %l2[1] : f64 from vector<4xf64>
%b0 = vector.broadcast %s0 : f64 to vector<4xf64>
%i0 = vector.insert %x3, %b0[2] : f64 into vector<4xf64>
%sl = vector.extract_strided_slice %sh {offsets = [1], sizes = [2], strides = [1]} : vector<4xf64> to vector<2xf64>
%i1 = vector.insert_strided_slice %sl, %i0 {offsets = [0], strides = [1]} : vector<2xf64> into vector<4xf64>
%fe = vector.from_elements %x3, %x4, %s0, %one : vector<4xf64>
%sq = vector.shape_cast %fe : vector<4xf64> to vector<2x2xf64>
%fl = vector.shape_cast %sq : vector<2x2xf64> to vector<4xf64>
%vb = vector.bitcast %l3 : vector<4xf64> to vector<8xi32>
%vc = vector.bitcast %vb : vector<8xi32> to vector<4xf64>
%t = arith.constant dense<[true, false, false, true]> : vector<4xi1>
%sel = arith.select %t, %i1, %fl : vector<4xi1>, vector<4xf64>
%sel2 = arith.select %t, %vc, %k : vector<4xi1>, vector<4xf64>
%x5 = vector.extract %sel2[3] : f64 from vector<4xf64>
%x6 = vector.extract %sel[0] : f64 from vector<4xf64>
%true = arith.constant true
%x7 = arith.select %true, %x5, %x6 : f64
%r = vector.insert %x7, %sel[1] : f64 into vector<4xf64>
"""

# Structure: a loop carrying f64, branches yielding f64, calls, cf blocks.
CONTROL = """
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%c3 = arith.constant 3 : index
%init = arith.constant dense<0.0> : vector<4xf64>
%sum = scf.for %iv = %c0 to %c3 step %c1 iter_args(%acc = %init) -> vector<4xf64> {
  %p = func.call @{KIND}_helper(%acc, %fa) : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
  scf.yield %p : vector<4xf64>
}
%s0 = vector.extract %sum[0] : f64 from vector<4xf64>
%b0 = vector.extract %fb[0] : f64 from vector<4xf64>
%lt = arith.cmpf olt, %s0, %b0 : f64
%pick = scf.if %lt -> f64 {
  scf.yield %s0 : f64
} else {
  %d = arith.subf %s0, %b0 : f64
  scf.yield %d : f64
}
cf.br ^next(%pick : f64)
^next(%arg : f64):
%r = vector.insert %arg, %sum[3] : f64 into vector<4xf64>
"""

HELPER = """
func.func private @{KIND}_helper(%x: vector<4xf64>, %y: vector<4xf64>) -> vector<4xf64>{ATTR} {
  %s = arith.mulf %x, %y : vector<4xf64>
  %t = arith.addf %s, %y : vector<4xf64>
  return %t : vector<4xf64>
}
"""

PREDICATES = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq",
              "ugt", "uge", "ult", "ule", "une", "uno", "true"]


def ops():
    """(name, table, compare, body, native body or None, vector only)."""
    out = []
    for op in ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf"]:
        out.append((op, "pairs", "f64", binary("arith." + op), None, False))
    for op in ["maxnumf", "minnumf"]:
        out.append((op, "pairs", "f64-zeros", binary("arith." + op), None,
                    False))
    out.append(("copysign", "pairs", "f64", binary("math.copysign"), None,
                False))
    out.append(("negf", "unary", "f64", unary("arith.negf"), None, False))
    for op in ["sqrt", "rsqrt", "absf", "floor", "ceil", "trunc", "round",
               "roundeven"]:
        out.append((op, "unary", "f64", unary("math." + op), None, False))
    out.append(("fma", "triples", "f64",
                "%r = math.fma %fa, %fb, %fc : {F}", None, False))
    out.append(("vector.fma", "triples", "f64",
                "%r = vector.fma %fa, %fb, %fc : {F}", None, True))
    for p in PREDICATES:
        out.append(("cmpf." + p, "pairs", "exact", cmpf(p), None, False))
    out.append(("isnan", "unary", "exact",
                "%cc = math.isnan %fa : {F}\n%i = arith.extui %cc : {I1} to {I}",
                None, False))
    out.append(("isfinite", "unary", "exact",
                "%cc = math.isfinite %fa : {F}\n"
                "%i = arith.extui %cc : {I1} to {I}", None, False))
    # Upstream has no CPU lowering of isinf/isnormal: LLVM's is.fpclass is
    # the reference (negative and positive infinities; normals).
    out.append(("isinf", "unary", "exact",
                "%cc = math.isinf %fa : {F}\n%i = arith.extui %cc : {I1} to {I}",
                fpclass(0x204), False))
    out.append(("isnormal", "unary", "exact",
                "%cc = math.isnormal %fa : {F}\n"
                "%i = arith.extui %cc : {I1} to {I}", fpclass(0x108), False))
    for op in ["sitofp", "uitofp"]:
        for w in [8, 16, 32, 64]:
            out.append(("%s.i%d" % (op, w), "ints", "f64",
                        from_int("arith." + op, w), None, False))
    # Out of range and NaN, the soft conversions saturate as LLVM's
    # fpto[su]i.sat do (plain fpto[su]i is poison there).
    for op in ["fptosi", "fptoui"]:
        for w in [8, 16, 32, 64]:
            out.append(("%s.i%d" % (op, w), "toint", "exact",
                        to_int("arith." + op, w),
                        to_int("arith." + op, w, True), False))
    for n in ["f32", "f16", "bf16"]:
        out.append(("extf." + n, "narrow", "f64", extf(n), None, False))
    for n in ["f32", "f16", "bf16"]:
        out.append(("truncf." + n, "trunc", n, truncf(n),
                    TRUNCF_BF16_NATIVE if n == "bf16" else None, False))
    for kind in ["add", "mul", "minimumf", "maximumf"]:
        out.append(("reduction." + kind, "pairs", "f64", reduction(kind, False),
                    None, True))
        out.append(("reduction.acc." + kind, "pairs", "f64",
                    reduction(kind, True), None, True))
    for kind in ["minnumf", "maxnumf"]:
        out.append(("reduction." + kind, "pairs", "f64-zeros",
                    reduction(kind, False), None, True))
    out.append(("moves", "pairs", "f64", MOVES, None, True))
    out.append(("control", "pairs", "f64", CONTROL, None, True))
    # Math functions (computed in f64 arithmetic first): within 4 ulps of
    # the C library's. (Not expm1 and log1p: the CPU lowering computes them
    # as exp(x) - 1 and log(1 + x), inexact near 0.)
    for op in ["exp", "exp2", "log", "log2", "log10", "sin", "cos", "tan",
               "tanh", "sinh", "cosh", "erf"]:
        out.append((op, "math", "f64-ulp4", unary("math." + op), None, False))
    return out


def mangle(name):
    return name.replace(".", "_")


def types(shape):
    t = {"{F}": shape("f64"), "{I}": shape("i64"), "{I1}": shape("i1"),
         "{F32}": shape("f32"), "{F16}": shape("f16"), "{BF16}": shape("bf16")}
    for w in [8, 16, 32, 64]:
        t["{I%d}" % w] = shape("i%d" % w)
        t["{M%d}" % w] = ("v%di%d" % (shape.lanes, w)) if shape.lanes else \
            "i%d" % w
    for name, c in [("1", 1), ("16", 16), ("7FFF", 0x7FFF)]:
        t["{C32_%s}" % name] = ("arith.constant dense<%d> : %s" % (
            c, shape("i32"))) if shape.lanes else "arith.constant %d : i32" % c
    t["{SEL32}"] = (shape("i1") + ", " + shape("i32")) if shape.lanes else \
        "i32"
    t["{MF}"] = ("v%df64" % shape.lanes) if shape.lanes else "f64"
    return t


def function(kind, name, body, shape):
    t = types(shape)
    lines = ["%fa = arith.bitcast %a : {I} to {F}",
             "%fb = arith.bitcast %b : {I} to {F}",
             "%fc = arith.bitcast %c : {I} to {F}"]
    lines += body.strip().split("\n")
    if "%i =" in body:
        result = "%i"
    else:
        lines.append("%ri = arith.bitcast %r : {F} to {I}")
        result = "%ri"
    attr = " attributes {soft}" if kind == "soft" else ""
    text = "func.func @%s_%s_%s(%%a: {I}, %%b: {I}, %%c: {I}) -> {I}%s {\n" % (
        kind, mangle(name), shape.suffix, attr)
    text += "".join("  " + l + "\n" for l in lines)
    text += "  return %s : {I}\n}\n" % result
    text = text.replace("{KIND}", kind)
    for k, v in t.items():
        text = text.replace(k, v)
    return text


# ---------------------------------------------------------------------------
# The harness (native integer code)
# ---------------------------------------------------------------------------

SAME = """
// Whether two results count as equal: the same bits, two NaNs of the format
// (exponent field all ones, fraction not zero), or two zeros when allowed.
func.func @same(%x: i64, %y: i64, %absmask: i64, %inf: i64, %zeros: i1) -> i1 {
  %eq = arith.cmpi eq, %x, %y : i64
  %ax = arith.andi %x, %absmask : i64
  %ay = arith.andi %y, %absmask : i64
  %nx = arith.cmpi ugt, %ax, %inf : i64
  %ny = arith.cmpi ugt, %ay, %inf : i64
  %nan = arith.andi %nx, %ny : i1
  %c0 = arith.constant 0 : i64
  %zx = arith.cmpi eq, %ax, %c0 : i64
  %zy = arith.cmpi eq, %ay, %c0 : i64
  %z = arith.andi %zx, %zy : i1
  %zok = arith.andi %z, %zeros : i1
  %r0 = arith.ori %eq, %nan : i1
  %r = arith.ori %r0, %zok : i1
  return %r : i1
}
"""

NEAR = """
// Whether two f64 results are at most 4 ulps apart (or the same by @same).
func.func @near(%x: i64, %y: i64, %absmask: i64, %inf: i64, %zeros: i1) -> i1 {
  %same = func.call @same(%x, %y, %absmask, %inf, %zeros) : (i64, i64, i64, i64, i1) -> i1
  %c0 = arith.constant 0 : i64
  %ax = arith.andi %x, %absmask : i64
  %ay = arith.andi %y, %absmask : i64
  %nx = arith.subi %c0, %ax : i64
  %ny = arith.subi %c0, %ay : i64
  %sx = arith.cmpi slt, %x, %c0 : i64
  %sy = arith.cmpi slt, %y, %c0 : i64
  %kx = arith.select %sx, %nx, %x : i64
  %ky = arith.select %sy, %ny, %y : i64
  %d = arith.subi %kx, %ky : i64
  %m4 = arith.constant -4 : i64
  %p4 = arith.constant 4 : i64
  %lo = arith.cmpi sge, %d, %m4 : i64
  %hi = arith.cmpi sle, %d, %p4 : i64
  %in = arith.andi %lo, %hi : i1
  %r = arith.ori %same, %in : i1
  return %r : i1
}
"""

COMPARE = {  # absmask, inf, zeros allowed
    "f64": ((1 << 63) - 1, 0x7FF << 52, 0),
    "f64-ulp4": ((1 << 63) - 1, 0x7FF << 52, 0),
    "f64-zeros": ((1 << 63) - 1, 0x7FF << 52, 1),
    "f32": ((1 << 31) - 1, 0xFF << 23, 0),
    "f16": ((1 << 15) - 1, 0x1F << 10, 0),
    "bf16": ((1 << 15) - 1, 0xFF << 7, 0),
    "exact": (MASK, MASK, 0),  # no NaN: ugt MASK never holds
}


def check(name, table, compare, shape, size):
    f = mangle(name) + "_" + shape.suffix
    absmask, inf, zeros = COMPARE[compare]
    lanes = shape.lanes or 1
    t = "vector<%dxi64>" % lanes if shape.lanes else "i64"
    text = "func.func @check_%s() {\n" % f
    text += """  %A = memref.get_global @{T}_a : memref<{N}xi64>
  %B = memref.get_global @{T}_b : memref<{N}xi64>
  %C = memref.get_global @{T}_c : memref<{N}xi64>
  %c0 = arith.constant 0 : index
  %cN = arith.constant {N} : index
  %step = arith.constant {L} : index
  %absmask = arith.constant {ABS} : i64
  %inf = arith.constant {INF} : i64
  %zeros = arith.constant {Z} : i1
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %five = arith.constant 5 : i64
  %bad = scf.for %i = %c0 to %cN step %step iter_args(%n = %zero) -> i64 {
""".replace("{T}", table).replace("{N}", str(size)).replace(
        "{L}", str(lanes)).replace("{ABS}", str(signed(absmask))).replace(
        "{INF}", str(signed(inf))).replace("{Z}", str(zeros))
    if shape.lanes:
        load = "vector.load %{M}[%i] : memref<{N}xi64>, {T}"
    else:
        load = "memref.load %{M}[%i] : memref<{N}xi64>"
    for m in "ABC":
        text += "    %%%s = %s\n" % (m.lower(), load.replace("{M}", m).replace(
            "{N}", str(size)).replace("{T}", t))
    text += "    %%x = func.call @native_%s(%%a, %%b, %%c) : (%s, %s, %s) -> %s\n" \
        % (f, t, t, t, t)
    text += "    %%y = func.call @soft_%s(%%a, %%b, %%c) : (%s, %s, %s) -> %s\n" \
        % (f, t, t, t, t)
    text += "    %n0 = arith.addi %n, %zero : i64\n"
    for l in range(lanes):
        if shape.lanes:
            text += "    %%x%d = vector.extract %%x[%d] : i64 from %s\n" % (l, l, t)
            text += "    %%y%d = vector.extract %%y[%d] : i64 from %s\n" % (l, l, t)
        else:
            text += "    %x0 = arith.addi %x, %zero : i64\n"
            text += "    %y0 = arith.addi %y, %zero : i64\n"
        text += ("    %%ok%d = func.call @%s(%%x%d, %%y%d, %%absmask, %%inf, "
                 "%%zeros) : (i64, i64, i64, i64, i1) -> i1\n"
                 % (l, "near" if compare == "f64-ulp4" else "same", l, l))
        text += "    %%n%d = scf.if %%ok%d -> i64 {\n" % (l + 1, l)
        text += "      scf.yield %%n%d : i64\n    } else {\n" % l
        text += "      %%few = arith.cmpi ult, %%n%d, %%five : i64\n" % l
        text += "      scf.if %few {\n"
        text += '        vector.print str "MISMATCH %s lane %d: "\n' % (
            name + " " + shape.suffix, l)
        for m in "abc":
            text += "        vector.print %%%s : %s\n" % (m, t)
        text += "        vector.print %%x%d : i64\n" % l
        text += "        vector.print %%y%d : i64\n      }\n" % l
        text += "      %%m = arith.addi %%n%d, %%one : i64\n" % l
        text += "      scf.yield %m : i64\n    }\n"
    text += "    scf.yield %%n%d : i64\n  }\n" % lanes
    text += '  vector.print str "%s %s mismatches: "\n' % (
        name, "vector" if shape.lanes else "scalar")
    text += "  vector.print %bad : i64\n  return\n}\n"
    return text


def main():
    quick = "--quick" in sys.argv
    tables = build_tables(quick)
    out = ["// Generated by soft-f64-differential.py: do not edit.",
           "module {"]
    for name, cols in tables.items():
        for suffix, col in zip("abc", cols):
            out.append("memref.global @%s_%s : memref<%dxi64> = dense<[%s]>" % (
                name, suffix, len(col), ", ".join(str(signed(x)) for x in col)))
    out.append(SAME)
    out.append(NEAR)
    for kind in ["native", "soft"]:
        out.append(HELPER.replace("{KIND}", kind).replace(
            "{ATTR}", " attributes {soft}" if kind == "soft" else ""))
    calls = []
    for name, table, compare, body, native, vector_only in ops():
        for shape in [Shape(4)] + ([] if vector_only else [Shape(0)]):
            out.append(function("native", name, native or body, shape))
            out.append(function("soft", name, body, shape))
            out.append(check(name, table, compare, shape,
                             len(tables[table][0])))
            calls.append("check_%s_%s" % (mangle(name), shape.suffix))
    out.append("func.func @main() {")
    out += ["  func.call @%s() : () -> ()" % c for c in calls]
    out.append("  return\n}")
    out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
