#!/usr/bin/env python3
"""Randomized differential test of genx-emulate's ALU, conversion, math and
region ops against a model written here from the GenX language reference.

  differential_ops.py gen SEED PROGRAM.mlir EXPECTED.txt [--rounds N] [--fold]
  differential_ops.py check EXPECTED.txt OUTPUT.txt
  differential_ops.py ops        (the ops the generator covers, one per line)

`gen` draws operand types and values (edge values first: 0, +-1, the type's
minimum and maximum, NaN, infinities, signed zeros, denormals; then random
ones) with a fixed seed and writes a program that applies each op to them
and prints every result with vector.print (floats as their bits), and the
values the model expects, one line per printed vector. `check` compares the
printed lines with the expected ones and names every disagreeing case.

The model follows the reference; where the reference is silent it follows
the conventions genx-emulate documents (README, "Emulation conventions"):
- XYop: X is the result's signedness, Y the operands'; the plain (not .sat)
  mul names src0's then src1's signedness instead. Values are computed
  exactly, then clamped to the result (.sat) or wrapped (low bits kept);
- shl shifts by the count's low 5 bits (6 for 64-bit operands);
- sad2 / sad2add: the sum over bytes 2i and 2i+1 goes to element 2i, odd
  elements get 0;
- dp4a: byte k of src1 times byte k of src2, k < 4, plus src0;
- fmin/fmax: a NaN operand yields the other, -0 < +0;
- float results are IEEE single/half rounded to nearest even after every
  step (no fused multiply-add); exp/log are base 2; sqrt, rsqrt, inv, exp,
  log, sin, cos and pow are compared within a relative 2^-20.
"""
import math
import random
import struct
import sys

LANES = 16

# ---------------------------------------------------------------------------
# Number formats
# ---------------------------------------------------------------------------


def wrap(v, w):
    return v & ((1 << w) - 1)


def signed(v, w):
    v = wrap(v, w)
    return v - (1 << w) if v >> (w - 1) else v


def read(v, w, is_signed):
    return signed(v, w) if is_signed else wrap(v, w)


def clamp(v, w, is_signed):
    lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if is_signed else (0, (1 << w) - 1)
    return min(max(v, lo), hi)


def f32_bits(x):
    return struct.unpack('<I', struct.pack('<f', x))[0]


def f32_value(bits):
    return struct.unpack('<f', struct.pack('<I', bits & 0xFFFFFFFF))[0]


def f16_bits(x):
    return struct.unpack('<H', struct.pack('<e', x))[0]


def f16_value(bits):
    return struct.unpack('<e', struct.pack('<H', bits & 0xFFFF))[0]


def r32(x):
    """x rounded to single precision (overflow gives an infinity)."""
    if math.isnan(x) or math.isinf(x):
        return x
    try:
        return struct.unpack('<f', struct.pack('<f', x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


FLOAT = {32: (f32_bits, f32_value), 16: (f16_bits, f16_value)}


def is_nan_bits(bits, w):
    exp_mask, man_mask = ((0x7F800000, 0x7FFFFF) if w == 32 else (0x7C00, 0x3FF))
    return bits & exp_mask == exp_mask and bits & man_mask != 0


# ---------------------------------------------------------------------------
# Values
# ---------------------------------------------------------------------------


class Gen:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def ints(self, w, n=LANES):
        edges = [0, 1, wrap(-1, w), 1 << (w - 1), (1 << (w - 1)) - 1,
                 (1 << (w - 1)) + 1, 2, wrap(-2, w)]
        self.rng.shuffle(edges)
        out = edges[:self.rng.randint(2, 6)]
        while len(out) < n:
            kind = self.rng.random()
            if kind < 0.5:
                out.append(self.rng.getrandbits(w))
            else:
                out.append(wrap(self.rng.randint(-40, 40), w))
        self.rng.shuffle(out)
        return out[:n]

    def small(self, lo, hi, n=LANES):
        return [self.rng.randint(lo, hi) for _ in range(n)]

    def floats(self, w=32, n=LANES, edges=True):
        to_bits, _ = FLOAT[w]
        special = ([0x7FC00000, 0x7FA00001, 0x7F800000, 0xFF800000, 0x80000000, 0,
                    0x00000001, 0x807FFFFF, 0x7F7FFFFF, 0x3F800000]
                   if w == 32 else
                   [0x7E00, 0x7D01, 0x7C00, 0xFC00, 0x8000, 0, 1, 0x83FF, 0x7BFF, 0x3C00])
        out = []
        if edges:
            self.rng.shuffle(special)
            out = special[:self.rng.randint(2, 6)]
        while len(out) < n:
            kind = self.rng.random()
            if kind < 0.3:
                out.append(self.rng.getrandbits(w))
            elif kind < 0.6:
                out.append(to_bits(self.rng.choice([0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.0,
                                                    -7.0, 0.25, 1e-3, -123.75])))
            else:
                out.append(to_bits(self.rng.uniform(-1000, 1000)))
        self.rng.shuffle(out)
        return [wrap(v, w) for v in out[:n]]

    def positive_floats(self, lo, hi, n=LANES):
        return [f32_bits(self.rng.uniform(lo, hi)) for _ in range(n)]


# ---------------------------------------------------------------------------
# Program text
# ---------------------------------------------------------------------------


class Program:
    """The program; vector operands are constants (`opaque` False), which
    the pipeline may fold, or loads from mutable globals, which it cannot."""

    def __init__(self, opaque):
        self.opaque = opaque
        self.globals = []
        self.lines = []
        self.expected = []
        self.count = 0

    def name(self):
        self.count += 1
        return '%%v%d' % self.count

    def const(self, bits, ty, w, is_float=False):
        """A dense constant from raw bit patterns."""
        v = self.name()
        if is_float:
            elems = ', '.join('0x%X' % b for b in bits)
        elif w == 1:
            elems = ', '.join('true' if b else 'false' for b in bits)
        else:
            elems = ', '.join(str(signed(b, w)) for b in bits)
        if ty.startswith('vector') and self.opaque:
            # i1 memory holds bytes: masks are stored as i8 and truncated.
            lty = ty.replace('xi1>', 'xi8>') if w == 1 else ty
            if w == 1:
                elems = ', '.join(str(b) for b in bits)
            mem = 'memref<%s>' % lty[len('vector<'):-1]
            self.globals.append('memref.global "private" @g%d : %s = dense<[%s]>' % (
                self.count, mem, elems))
            m = self.name()
            self.lines.append('  %s = memref.get_global @g%d : %s' % (m, self.count - 1, mem))
            loaded = self.name() if w == 1 else v
            self.lines.append('  %s = vector.load %s[%%zero] : %s, %s' % (loaded, m, mem, lty))
            if w == 1:
                self.lines.append('  %s = arith.trunci %s : %s to %s' % (v, loaded, lty, ty))
        elif ty.startswith('vector'):
            self.lines.append('  %s = arith.constant dense<[%s]> : %s' % (v, elems, ty))
        elif w == 1:
            self.lines.append('  %s = arith.constant %s' % (v, elems))
        else:
            self.lines.append('  %s = arith.constant %s : %s' % (v, elems, ty))
        return v

    def op(self, text):
        v = self.name()
        self.lines.append('  %s = %s' % (v, text))
        return v

    def print_int(self, value, n, w, expected, label):
        """Prints an integer vector; expected: raw bits."""
        self.lines.append('  vector.print %s : %s' % (value, vec(n, 'i%d' % w)))
        self.expected.append('%s|int|%d|%s' % (label, w, ' '.join(str(wrap(e, w)) for e in expected)))

    def print_float(self, value, n, w, expected, label, tolerance=False):
        """Prints a float vector as its bits; expected: bits, or None for
        any NaN."""
        ity = vec(n, 'i%d' % w)
        b = self.op('arith.bitcast %s : %s to %s' % (value, vec(n, 'f%d' % w), ity))
        self.lines.append('  vector.print %s : %s' % (b, ity))
        self.expected.append('%s|%s|%d|%s' % (label, 'approx' if tolerance else 'float', w,
                                               ' '.join('nan' if e is None else str(e)
                                                        for e in expected)))

    def text(self):
        return '%s\nfunc.func @main() {\n  %%zero = arith.constant 0 : index\n%s\n  return\n}\n' % (
            '\n'.join(self.globals), '\n'.join(self.lines))


def vec(n, elt):
    return 'vector<%dx%s>' % (n, elt)


def itype(w, n=LANES):
    return vec(n, 'i%d' % w)


# ---------------------------------------------------------------------------
# Integer ALU families
# ---------------------------------------------------------------------------

SIGNS = {'ss': (True, True), 'su': (True, False), 'us': (False, True), 'uu': (False, False)}


def mixed(p, g, xy, stem, sat):
    rs, os_ = SIGNS[xy]
    ow = g.rng.choice([16, 32] if stem == 'add3' else ([8, 16, 32, 64] if stem == 'shl' else [8, 16, 32]))
    rw = g.rng.choice([8, 16, 32] if stem == 'avg' else [8, 16, 32, 64])
    a, b = g.ints(ow), g.ints(ow)
    s0 = s1 = os_
    if stem == 'mul' and not sat:
        s0, s1 = SIGNS[xy]
    srcs = [a, b]
    if stem == 'mad':
        c = g.ints(rw)
        srcs.append(c)
    if stem == 'add3':
        srcs.append(g.ints(ow))
    exp = []
    for i in range(LANES):
        x, y = read(a[i], ow, s0), read(b[i], ow, s1)
        if stem == 'mul':
            v = x * y
        elif stem == 'mad':
            v = x * y + read(srcs[2][i], rw, rs)
        elif stem == 'avg':
            v = (x + y + 1) >> 1
        elif stem == 'shl':
            v = x << (wrap(b[i], ow) & (63 if ow == 64 else 31))
        else:  # add3
            v = x + y + read(srcs[2][i], ow, os_)
        exp.append(clamp(v, rw, rs) if sat else v)
    types = [itype(ow), itype(ow)] + ([itype(rw)] if stem == 'mad' else []) + (
        [itype(ow)] if stem == 'add3' else [])
    names = [p.const(s, t, ow if t == itype(ow) else rw) for s, t in zip(srcs, types)]
    name = 'genx.%s%s%s' % (xy, stem, '.sat' if sat else '')
    r = p.op('%s %s : (%s) -> %s' % (name, ', '.join(names), ', '.join(types), itype(rw)))
    p.print_int(r, LANES, rw, exp, name)


def add_sat(p, g, xy):
    rs, os_ = SIGNS[xy]
    ow, rw = g.rng.choice([8, 16, 32, 64]), g.rng.choice([8, 16, 32, 64])
    a, b = g.ints(ow), g.ints(ow)
    exp = [clamp(read(x, ow, os_) + read(y, ow, os_), rw, rs) for x, y in zip(a, b)]
    name = 'genx.%sadd.sat' % xy
    r = p.op('%s %s, %s : %s -> %s' % (name, p.const(a, itype(ow), ow), p.const(b, itype(ow), ow),
                                       itype(ow), itype(rw)))
    p.print_int(r, LANES, rw, exp, name)


def add3(p, g):
    ow, rw = g.rng.choice([16, 32]), g.rng.choice([8, 16, 32, 64])
    a, b, c = g.ints(ow), g.ints(ow), g.ints(ow)
    exp = [signed(x, ow) + signed(y, ow) + signed(z, ow) for x, y, z in zip(a, b, c)]
    names = [p.const(s, itype(ow), ow) for s in (a, b, c)]
    r = p.op('genx.add3 %s : (%s) -> %s' % (', '.join(names), ', '.join([itype(ow)] * 3), itype(rw)))
    p.print_int(r, LANES, rw, exp, 'genx.add3')


def pair_sums(a, b, is_signed):
    out = []
    for i in range(0, len(a), 2):
        out.append(abs(read(a[i], 8, is_signed) - read(b[i], 8, is_signed)) +
                   abs(read(a[i + 1], 8, is_signed) - read(b[i + 1], 8, is_signed)))
        out.append(0)
    return out


def sad2(p, g, s):
    a, b = g.ints(8), g.ints(8)
    exp = pair_sums(a, b, s == 's')
    name = 'genx.%ssad2' % s
    r = p.op('%s %s, %s : (%s, %s) -> %s' % (name, p.const(a, itype(8), 8), p.const(b, itype(8), 8),
                                             itype(8), itype(8), itype(16)))
    p.print_int(r, LANES, 16, exp, name)


def sad2add(p, g, xy, sat):
    rs, os_ = SIGNS[xy]
    a, b, c = g.ints(8), g.ints(8), g.ints(16)
    sums = pair_sums(a, b, os_)
    exp = []
    for i in range(LANES):
        v = sums[i] + read(c[i], 16, rs)
        exp.append(clamp(v, 16, rs) if sat else v)
    name = 'genx.%ssad2add%s' % (xy, '.sat' if sat else '')
    r = p.op('%s %s, %s, %s : (%s, %s, %s) -> %s' % (
        name, p.const(a, itype(8), 8), p.const(b, itype(8), 8), p.const(c, itype(16), 16),
        itype(8), itype(8), itype(16), itype(16)))
    p.print_int(r, LANES, 16, exp, name)


def dp4a(p, g, xy, sat):
    rs, os_ = SIGNS[xy]
    acc, x, y = g.ints(32), g.ints(32), g.ints(32)
    exp = []
    for i in range(LANES):
        v = read(acc[i], 32, rs)
        for k in range(4):
            v += read(x[i] >> (8 * k), 8, os_) * read(y[i] >> (8 * k), 8, os_)
        exp.append(clamp(v, 32, rs) if sat else v)
    name = 'genx.%sdp4a%s' % (xy, '.sat' if sat else '')
    names = [p.const(s, itype(32), 32) for s in (acc, x, y)]
    r = p.op('%s %s : (%s) -> %s' % (name, ', '.join(names), ', '.join([itype(32)] * 3), itype(32)))
    p.print_int(r, LANES, 32, exp, name)


def minmax(p, g, name):
    w = g.rng.choice([8, 16, 32, 64])
    s = name[0] == 's'
    a, b = g.ints(w), g.ints(w)
    pick = max if name.endswith('max') else min
    exp = [pick(read(x, w, s), read(y, w, s)) for x, y in zip(a, b)]
    r = p.op('genx.%s %s, %s : %s -> %s' % (name, p.const(a, itype(w), w), p.const(b, itype(w), w),
                                            itype(w), itype(w)))
    p.print_int(r, LANES, w, exp, 'genx.' + name)


def absi(p, g):
    w = g.rng.choice([8, 16, 32, 64])
    a = g.ints(w)
    exp = [abs(signed(x, w)) for x in a]
    r = p.op('genx.absi %s : (%s) -> %s' % (p.const(a, itype(w), w), itype(w), itype(w)))
    p.print_int(r, LANES, w, exp, 'genx.absi')


def carry(p, g, name):
    a, b = g.ints(32), g.ints(32)
    if name == 'addc':
        flag = [int(x + y >= 1 << 32) for x, y in zip(a, b)]
        val = [x + y for x, y in zip(a, b)]
    else:
        flag = [int(x < y) for x, y in zip(a, b)]
        val = [x - y for x, y in zip(a, b)]
    t = itype(32)
    v = p.name()
    p.lines.append('  %s:2 = genx.%s %s, %s : (%s, %s) -> (%s, %s)' % (
        v, name, p.const(a, t, 32), p.const(b, t, 32), t, t, t, t))
    p.print_int(v + '#0', LANES, 32, flag, 'genx.%s carry' % name)
    p.print_int(v + '#1', LANES, 32, val, 'genx.%s value' % name)


def mulh(p, g, s):
    a, b = g.ints(32), g.ints(32)
    exp = [(read(x, 32, s == 's') * read(y, 32, s == 's')) >> 32 for x, y in zip(a, b)]
    t = itype(32)
    r = p.op('genx.%smulh %s, %s : (%s, %s) -> %s' % (s, p.const(a, t, 32), p.const(b, t, 32), t, t, t))
    p.print_int(r, LANES, 32, exp, 'genx.%smulh' % s)


def imad(p, g, s):
    a, b, c = g.ints(32), g.ints(32), g.ints(32)
    sg = s == 's'
    full = [read(x, 32, sg) * read(y, 32, sg) + read(z, 32, sg) for x, y, z in zip(a, b, c)]
    t = itype(32)
    v = p.name()
    p.lines.append('  %s:2 = genx.%simad %s, %s, %s : (%s, %s, %s) -> (%s, %s)' % (
        v, s, p.const(a, t, 32), p.const(b, t, 32), p.const(c, t, 32), t, t, t, t, t))
    p.print_int(v + '#0', LANES, 32, [f >> 32 for f in full], 'genx.%simad hi' % s)
    p.print_int(v + '#1', LANES, 32, full, 'genx.%simad lo' % s)


def madw(p, g, s):
    n = 8
    a, b, c = g.ints(32, n), g.ints(32, n), g.ints(32, n)
    sg = s == 's'
    full = [read(x, 32, sg) * read(y, 32, sg) + read(z, 32, sg) for x, y, z in zip(a, b, c)]
    t = itype(32, n)
    r = p.op('genx.%smadw %s, %s, %s : (%s, %s, %s) -> %s' % (
        s, p.const(a, t, 32), p.const(b, t, 32), p.const(c, t, 32), t, t, t, itype(32)))
    p.print_int(r, 16, 32, full + [f >> 32 for f in full], 'genx.%smadw' % s)


# ---------------------------------------------------------------------------
# Bit operations (i32)
# ---------------------------------------------------------------------------


def unary32(p, g, name, model, values=None):
    a = values or g.ints(32)
    t = itype(32)
    r = p.op('genx.%s %s : (%s) -> %s' % (name, p.const(a, t, 32), t, t))
    p.print_int(r, LANES, 32, [model(x) for x in a], 'genx.' + name)


def highest_bit(x):
    return x.bit_length() - 1


def bitops(p, g):
    ones = 0xFFFFFFFF
    unary32(p, g, 'cbit', lambda x: bin(x).count('1'))
    unary32(p, g, 'lzd', lambda x: 32 - x.bit_length())
    unary32(p, g, 'bfrev', lambda x: int('{:032b}'.format(x)[::-1], 2))
    unary32(p, g, 'fbl', lambda x: ones if x == 0 else highest_bit(x & -x))
    unary32(p, g, 'ufbh', lambda x: ones if x == 0 else 31 - highest_bit(x))
    unary32(p, g, 'sfbh', lambda x: ones if x in (0, ones) else
            31 - highest_bit(x if not x >> 31 else x ^ ones))
    # Rotates in the operand's width.
    for name in ('rol', 'ror'):
        w = g.rng.choice([16, 32, 64])
        a, n = g.ints(w), g.ints(w)
        exp = []
        for x, k in zip(a, n):
            k %= w
            if name == 'ror':
                k = (w - k) % w
            exp.append((x << k | x >> (w - k)) if k else x)
        t = itype(w)
        r = p.op('genx.%s %s, %s : (%s, %s) -> %s' % (name, p.const(a, t, w), p.const(n, t, w), t, t, t))
        p.print_int(r, LANES, w, exp, 'genx.' + name)
    t = itype(32)
    # Bit-field extract and insert: width and offset take their low 5 bits.
    for name in ('ubfe', 'sbfe'):
        width, offset, value = g.small(0, 40), g.small(0, 40), g.ints(32)
        exp = []
        for wd, of, v in zip(width, offset, value):
            wd, of = wd & 31, of & 31
            if wd == 0:
                exp.append(0)
            elif wd + of < 32:
                field = (v >> of) & ((1 << wd) - 1)
                exp.append(signed(field, wd) if name == 'sbfe' else field)
            else:
                exp.append(signed(v, 32) >> of if name == 'sbfe' else v >> of)
        r = p.op('genx.%s %s, %s, %s : (%s, %s, %s) -> %s' % (
            name, p.const(width, t, 32), p.const(offset, t, 32), p.const(value, t, 32), t, t, t, t))
        p.print_int(r, LANES, 32, exp, 'genx.' + name)
    width, offset, value, base = g.small(0, 40), g.small(0, 40), g.ints(32), g.ints(32)
    exp = []
    for wd, of, v, bs in zip(width, offset, value, base):
        mask = (((1 << (wd & 31)) - 1) << (of & 31)) & ones
        exp.append(((v << (of & 31)) & mask) | (bs & ~mask & ones))
    r = p.op('genx.bfi %s, %s, %s, %s : (%s, %s, %s, %s) -> %s' % (
        p.const(width, t, 32), p.const(offset, t, 32), p.const(value, t, 32),
        p.const(base, t, 32), t, t, t, t, t))
    p.print_int(r, LANES, 32, exp, 'genx.bfi')
    lut = g.rng.randint(0, 255)
    s0, s1, s2 = g.ints(32), g.ints(32), g.ints(32)
    exp = []
    for x, y, z in zip(s0, s1, s2):
        exp.append(sum(((lut >> (((x >> i) & 1) + 2 * ((y >> i) & 1) + 4 * ((z >> i) & 1))) & 1) << i
                       for i in range(32)))
    r = p.op('genx.bfn %s, %s, %s {lut = %d} : (%s, %s, %s) -> %s' % (
        p.const(s0, t, 32), p.const(s1, t, 32), p.const(s2, t, 32), lut, t, t, t, t))
    p.print_int(r, LANES, 32, exp, 'genx.bfn')


# ---------------------------------------------------------------------------
# Conversions
# ---------------------------------------------------------------------------


def trunc_sat(p, g, xy):
    rs, os_ = SIGNS[xy]
    ow, rw = g.rng.choice([16, 32, 64]), g.rng.choice([8, 16, 32])
    a = g.ints(ow)
    name = 'genx.%strunc.sat' % xy
    r = p.op('%s %s : (%s) -> %s' % (name, p.const(a, itype(ow), ow), itype(ow), itype(rw)))
    p.print_int(r, LANES, rw, [clamp(read(x, ow, os_), rw, rs) for x in a], name)


def float_to_int_sat(p, g, s):
    fw, rw = g.rng.choice([16, 32]), g.rng.choice([8, 16, 32])
    bits = g.floats(fw)
    _, val = FLOAT[fw]
    # Rounded toward zero and clamped (an infinity clamps too); NaN gives 0.
    exp = [0 if math.isnan(val(b)) else
           clamp(val(b) if math.isinf(val(b)) else int(val(b)), rw, s == 's')
           for b in bits]
    name = 'genx.fpto%si.sat' % s
    ft = vec(LANES, 'f%d' % fw)
    r = p.op('%s %s : (%s) -> %s' % (name, p.const(bits, ft, fw, True), ft, itype(rw)))
    p.print_int(r, LANES, rw, exp, name)


def round_drop(bits, w, drop, quiet_bit):
    """bits with `drop` low bits rounded off to nearest even; a NaN gets its
    narrow quiet bit. Returns the kept high part."""
    if is_nan_bits(bits, w):
        return (bits | quiet_bit) >> drop
    lowest_kept = (bits >> drop) & 1
    return wrap(bits + (1 << (drop - 1)) - 1 + lowest_kept, w) >> drop


def conversions(p, g):
    # float -> bfloat16 (carried in f16) and back.
    f = g.floats(32)
    ft, ht = vec(LANES, 'f32'), vec(LANES, 'f16')
    r = p.op('genx.bf.cvt %s : (%s) -> %s' % (p.const(f, ft, 32, True), ft, ht))
    p.print_float(r, LANES, 16, [round_drop(b, 32, 16, 1 << 22) for b in f], 'genx.bf.cvt f32->bf16')
    h = g.ints(16)
    r = p.op('genx.bf.cvt %s : (%s) -> %s' % (p.const(h, ht, 16, True), ht, ft))
    p.print_float(r, LANES, 32, [x << 16 for x in h], 'genx.bf.cvt bf16->f32')
    # float -> tf32 (the low 13 mantissa bits rounded off, kept in place).
    f = g.floats(32)
    r = p.op('genx.tf32.cvt %s : (%s) -> %s' % (p.const(f, ft, 32, True), ft, itype(32)))
    p.print_int(r, LANES, 32, [round_drop(b, 32, 13, 1 << 22) << 13 for b in f], 'genx.tf32.cvt')
    # half -> bf8 (e5m2: the top byte of a half) and back.
    h = g.floats(16)
    r = p.op('genx.qf.cvt %s : (%s) -> %s' % (p.const(h, ht, 16, True), ht, itype(8)))
    p.print_int(r, LANES, 8, [round_drop(b, 16, 8, 1 << 9) for b in h], 'genx.qf.cvt f16->bf8')
    q = g.ints(8)
    r = p.op('genx.qf.cvt %s : (%s) -> %s' % (p.const(q, itype(8), 8), itype(8), ht))
    p.print_float(r, LANES, 16, [x << 8 for x in q], 'genx.qf.cvt bf8->f16')
    # Identities.
    a = g.ints(32)
    for name in ('constanti', 'convert'):
        r = p.op('genx.%s %s : (%s) -> %s' % (name, p.const(a, itype(32), 32), itype(32), itype(32)))
        p.print_int(r, LANES, 32, a, 'genx.' + name)
    r = p.op('genx.constantf %s : (%s) -> %s' % (p.const(f, ft, 32, True), ft, ft))
    p.print_float(r, LANES, 32, f, 'genx.constantf')
    m = g.small(0, 1)
    r = p.op('genx.constantpred %s : (%s) -> %s' % (p.const(m, itype(1), 1), itype(1), itype(1)))
    p.print_int(r, LANES, 1, m, 'genx.constantpred')
    # Address registers: i16 sums.
    a, o = g.ints(16), g.ints(16)
    imm = g.rng.randint(-300, 300)
    r = p.op('genx.convert.addr %s {offset = %d} : (%s) -> %s' % (
        p.const(a, itype(16), 16), imm, itype(16), itype(16)))
    p.print_int(r, LANES, 16, [x + imm for x in a], 'genx.convert.addr')
    r = p.op('genx.add.addr %s, %s : (%s, %s) -> %s' % (
        p.const(a, itype(16), 16), p.const(o, itype(16), 16), itype(16), itype(16), itype(16)))
    p.print_int(r, LANES, 16, [x + y for x, y in zip(a, o)], 'genx.add.addr')


# ---------------------------------------------------------------------------
# Float math
# ---------------------------------------------------------------------------


def fbits(x):
    """Expected bits of an f32 result: None for any NaN."""
    return None if math.isnan(x) else f32_bits(x)


def funary(p, g, name, model, bits=None, approx=False):
    bits = bits or g.floats(32)
    ft = vec(LANES, 'f32')
    arg = p.const(bits, ft, 32, True)
    # sat names only its result type.
    types = ft if name == 'sat' else '(%s) -> %s' % (ft, ft)
    r = p.op('genx.%s %s : %s' % (name, arg, types))
    p.print_float(r, LANES, 32, [fbits(model(f32_value(b))) for b in bits], 'genx.' + name, approx)


def fbinary(p, g, name, model, a=None, b=None, approx=False):
    a, b = a or g.floats(32), b or g.floats(32)
    ft = vec(LANES, 'f32')
    r = p.op('genx.%s %s, %s : (%s, %s) -> %s' % (name, p.const(a, ft, 32, True),
                                                  p.const(b, ft, 32, True), ft, ft, ft))
    p.print_float(r, LANES, 32, [fbits(model(f32_value(x), f32_value(y))) for x, y in zip(a, b)],
                  'genx.' + name, approx)


def fdiv(x, y):
    if y == 0:
        if x == 0 or math.isnan(x):
            return math.nan
        return math.copysign(math.inf, x) * math.copysign(1, y)
    if math.isinf(x) and math.isinf(y):
        return math.nan
    return r32(x / y)


def fmin_max(x, y, is_max):
    if math.isnan(x):
        return y
    if math.isnan(y):
        return x
    if x == y:  # -0 < +0
        neg_x = math.copysign(1, x) < 0
        return y if neg_x == is_max else x
    return max(x, y) if is_max else min(x, y)


def safe(f):
    def g(*args):
        try:
            return f(*args)
        except (ValueError, OverflowError):
            return math.nan
    return g


def math_ops(p, g):
    funary(p, g, 'absf', abs)
    funary(p, g, 'rndd', lambda x: x if not math.isfinite(x) else math.copysign(math.floor(x), x))
    funary(p, g, 'rndu', lambda x: x if not math.isfinite(x) else math.copysign(math.ceil(x), x))
    funary(p, g, 'rndz', lambda x: x if not math.isfinite(x) else math.copysign(math.trunc(x), x))
    funary(p, g, 'rnde', lambda x: x if not math.isfinite(x) else math.copysign(round(x), x))
    funary(p, g, 'frc', lambda x: math.nan if not math.isfinite(x) else r32(x - math.copysign(math.floor(x), x)))
    funary(p, g, 'sat', lambda x: 0.0 if math.isnan(x) or x <= 0 else min(x, 1.0))
    funary(p, g, 'ieee.sqrt', lambda x: math.nan if x < 0 or math.isnan(x) else r32(math.sqrt(x)))
    fbinary(p, g, 'ieee.div', fdiv)
    for name, is_max in (('fmin', False), ('fmax', True)):
        a, b = g.floats(32), g.floats(32)
        ft = vec(LANES, 'f32')
        r = p.op('genx.%s %s, %s : %s -> %s' % (name, p.const(a, ft, 32, True),
                                                p.const(b, ft, 32, True), ft, ft))
        p.print_float(r, LANES, 32, [fbits(fmin_max(f32_value(x), f32_value(y), is_max))
                                     for x, y in zip(a, b)], 'genx.' + name)
    pos = g.positive_floats(1e-3, 1e3)
    funary(p, g, 'sqrt', math.sqrt, pos, approx=True)
    funary(p, g, 'rsqrt', lambda x: 1 / math.sqrt(x), pos, approx=True)
    funary(p, g, 'inv', lambda x: 1 / x, pos, approx=True)
    funary(p, g, 'log', math.log2, pos, approx=True)
    funary(p, g, 'exp', lambda x: 2.0 ** x, g.positive_floats(-20, 20), approx=True)
    funary(p, g, 'sin', math.sin, g.positive_floats(-10, 10), approx=True)
    funary(p, g, 'cos', math.cos, g.positive_floats(-10, 10), approx=True)
    fbinary(p, g, 'pow', safe(math.pow), g.positive_floats(0.1, 4), g.positive_floats(-3, 3),
            approx=True)
    dots(p, g)


def dots(p, g):
    ft = vec(LANES, 'f32')
    for name, terms, homogeneous in (('dp2', 2, False), ('dp3', 3, False), ('dp4', 4, False),
                                     ('dph', 3, True)):
        a, b = g.floats(32, edges=False), g.floats(32, edges=False)
        x, y = [f32_value(v) for v in a], [f32_value(v) for v in b]
        exp = []
        for grp in range(0, LANES, 4):
            d = r32(x[grp] * y[grp])
            for k in range(1, terms):
                d = r32(d + r32(x[grp + k] * y[grp + k]))
            if homogeneous:
                d = r32(d + y[grp + 3])
            exp += [fbits(d)] * 4
        r = p.op('genx.%s %s, %s : (%s, %s) -> %s' % (name, p.const(a, ft, 32, True),
                                                      p.const(b, ft, 32, True), ft, ft, ft))
        p.print_float(r, LANES, 32, exp, 'genx.' + name)
    # line: src0[0] * src1 + src0[3].
    c, s = g.floats(32, 4, edges=False), g.floats(32, edges=False)
    pc, qc = f32_value(c[0]), f32_value(c[3])
    exp = [fbits(r32(r32(pc * f32_value(v)) + qc)) for v in s]
    r = p.op('genx.line %s, %s : (%s, %s) -> %s' % (p.const(c, vec(4, 'f32'), 32, True),
                                                    p.const(s, ft, 32, True), vec(4, 'f32'), ft, ft))
    p.print_float(r, LANES, 32, exp, 'genx.line')
    # lrp: src0 * src1 + (1 - src0) * src2.
    w, s1, s2 = (g.floats(32, edges=False) for _ in range(3))
    exp = []
    for i in range(LANES):
        wv = f32_value(w[i])
        exp.append(fbits(r32(r32(wv * f32_value(s1[i])) +
                             r32(r32(1.0 - wv) * f32_value(s2[i])))))
    r = p.op('genx.lrp %s, %s, %s : (%s, %s, %s) -> %s' % (
        p.const(w, ft, 32, True), p.const(s1, ft, 32, True), p.const(s2, ft, 32, True), ft, ft, ft, ft))
    p.print_float(r, LANES, 32, exp, 'genx.lrp')
    # pln: a * u + b * v + c, (a, b, _, c) = src0; u, v the halves of each
    # group of 16 elements of src1.
    c = g.floats(32, 4, edges=False)
    uv = g.floats(32, 32, edges=False)
    a_, b_, c_ = f32_value(c[0]), f32_value(c[1]), f32_value(c[3])
    exp = []
    for grp in range(0, 32, 16):
        for j in range(8):
            u, v = f32_value(uv[grp + j]), f32_value(uv[grp + 8 + j])
            exp.append(fbits(r32(r32(r32(a_ * u) + r32(b_ * v)) + c_)))
    r = p.op('genx.pln %s, %s : (%s, %s) -> %s' % (
        p.const(c, vec(4, 'f32'), 32, True), p.const(uv, vec(32, 'f32'), 32, True),
        vec(4, 'f32'), vec(32, 'f32'), vec(16, 'f32')))
    p.print_float(r, 16, 32, exp, 'genx.pln')


# ---------------------------------------------------------------------------
# Regions
# ---------------------------------------------------------------------------


def region_shape(g, parent):
    """A random region (vstride, width, stride, rows, first element) that
    stays inside `parent` elements."""
    while True:
        width = g.rng.choice([1, 2, 4, 8])
        rows = g.rng.choice([1, 2, 4])
        stride = g.rng.choice([0, 1, 2])
        vstride = g.rng.choice([0, 1, 2, 4, 8])
        last = (rows - 1) * vstride + (width - 1) * stride
        if last < parent and (rows * width) > 1:
            first = g.rng.randint(0, parent - 1 - last)
            return vstride, width, stride, rows, first


def region_elements(vstride, width, stride, rows, first):
    return [first + r * vstride + c * stride for r in range(rows) for c in range(width)]


def regions(p, g):
    for w, is_float in ((32, False), (16, False), (8, False), (32, True)):
        elt = ('f%d' if is_float else 'i%d') % w
        n = 32
        src = g.floats(32, n) if is_float else g.ints(w, n)
        st = vec(n, elt)
        sv = p.const(src, st, w, is_float)
        vs, wd, sd, rows, first = region_shape(g, n)
        idx = region_elements(vs, wd, sd, rows, first)
        off = p.const([first * w // 8], 'i16', 16)
        rt = vec(len(idx), elt)
        r = p.op('genx.rdregion %s[%s] <%d, %d, %d> parent_width 0 : %s, i16 -> %s' % (
            sv, off, vs, wd, sd, st, rt))
        out = [src[i] for i in idx]
        if is_float:
            p.print_float(r, len(idx), w, out, 'genx.rdregion')
        else:
            p.print_int(r, len(idx), w, out, 'genx.rdregion')
        # wrregion of a region without repeated elements, under a lane mask.
        while True:
            vs, wd, sd, rows, first = region_shape(g, n)
            idx = region_elements(vs, wd, sd, rows, first)
            if len(set(idx)) == len(idx):
                break
        new = g.floats(32, len(idx)) if is_float else g.ints(w, len(idx))
        mask = g.small(0, 1, len(idx))
        off = p.const([first * w // 8], 'i16', 16)
        nt = vec(len(idx), elt)
        mv = p.const(mask, vec(len(idx), 'i1'), 1)
        r = p.op('genx.wrregion %s into %s[%s] <%d, %d, %d> parent_width 0 mask %s : %s, %s, i16, %s' % (
            p.const(new, nt, w, is_float), sv, off, vs, wd, sd, mv, nt, st, vec(len(idx), 'i1')))
        out = list(src)
        for k, i in enumerate(idx):
            if mask[k]:
                out[i] = new[k]
        if is_float:
            p.print_float(r, n, w, out, 'genx.wrregion')
        else:
            p.print_int(r, n, w, out, 'genx.wrregion')
        if w == 32 and not is_float:
            r = p.op('genx.wrconstregion %s, %s, %s, %s {vstride = %d, width = %d, stride = %d, '
                     'parent_width = 0} : (%s, %s, i16, i1) -> %s' % (
                         sv, p.const(new, nt, w), off, p.const([1], 'i1', 1), vs, wd, sd, st, nt, st))
            out = list(src)
            for k, i in enumerate(idx):
                out[i] = new[k]
            p.print_int(r, n, w, out, 'genx.wrconstregion')
    # Predicate regions: consecutive i1 elements.
    pred = g.small(0, 1, 32)
    pt = vec(32, 'i1')
    pv = p.const(pred, pt, 1)
    count = g.rng.choice([4, 8, 16])
    offset = g.rng.choice(range(0, 32 - count + 1, 4))
    r = p.op('genx.rdpredregion %s {offset = %d} : (%s) -> %s' % (pv, offset, pt, vec(count, 'i1')))
    p.print_int(r, count, 1, pred[offset:offset + count], 'genx.rdpredregion')
    new = g.small(0, 1, count)
    nv = p.const(new, vec(count, 'i1'), 1)
    r = p.op('genx.wrpredregion %s, %s {offset = %d} : (%s, %s) -> %s' % (
        pv, nv, offset, pt, vec(count, 'i1'), pt))
    p.print_int(r, 32, 1, pred[:offset] + new + pred[offset + count:], 'genx.wrpredregion')
    mask = g.small(0, 1, 32)
    r = p.op('genx.wrpredpredregion %s, %s, %s {offset = %d} : (%s, %s, %s) -> %s' % (
        pv, nv, p.const(mask, pt, 1), offset, pt, vec(count, 'i1'), pt, pt))
    out = list(pred)
    for k in range(count):
        if mask[offset + k]:
            out[offset + k] = new[k]
    p.print_int(r, 32, 1, out, 'genx.wrpredpredregion')


# ---------------------------------------------------------------------------
# Driver
# ---------------------------------------------------------------------------


def generate(seed, rounds, opaque):
    g, p = Gen(seed), Program(opaque)
    for _ in range(rounds):
        for xy in SIGNS:
            add_sat(p, g, xy)
            trunc_sat(p, g, xy)
            for stem in ('mul', 'mad', 'avg', 'shl'):
                for sat in (False, True):
                    mixed(p, g, xy, stem, sat)
            mixed(p, g, xy, 'add3', True)
            for sat in (False, True):
                sad2add(p, g, xy, sat)
                dp4a(p, g, xy, sat)
        add3(p, g)
        for s in 'su':
            sad2(p, g, s)
            mulh(p, g, s)
            imad(p, g, s)
            madw(p, g, s)
            float_to_int_sat(p, g, s)
        for name in ('smin', 'smax', 'umin', 'umax'):
            minmax(p, g, name)
        absi(p, g)
        carry(p, g, 'addc')
        carry(p, g, 'subb')
        bitops(p, g)
        conversions(p, g)
        math_ops(p, g)
        regions(p, g)
    return p


def parse_printed(line):
    line = line.strip()
    assert line.startswith('(') and line.endswith(')'), line
    return [int(v) for v in line[1:-1].replace(',', ' ').split()]


def agrees(kind, w, want, got):
    got = wrap(got, w)
    if kind == 'int':
        return int(want) == got
    if want == 'nan':
        return is_nan_bits(got, w)
    want = int(want)
    if kind == 'float':
        return want == got
    x, y = FLOAT[w][1](want), FLOAT[w][1](got)
    if math.isinf(x) or x == 0:
        return x == y
    return abs(x - y) <= abs(x) * 2 ** -20


def check(expected_path, output_path):
    expected = [l.rstrip('\n') for l in open(expected_path) if l.strip()]
    printed = [l for l in open(output_path) if l.startswith('(')]
    if len(printed) != len(expected):
        print('expected %d printed vectors, got %d' % (len(expected), len(printed)))
        return 1
    failures, cases, ops = 0, 0, set()
    for n, (exp, line) in enumerate(zip(expected, printed)):
        label, kind, w, values = exp.split('|')
        ops.add(label.split()[0])
        want, got = values.split(), parse_printed(line)
        for lane, (a, b) in enumerate(zip(want, got)):
            cases += 1
            if not agrees(kind, int(w), a, b):
                failures += 1
                if failures <= 20:
                    print('MISMATCH %s (vector %d, lane %d): model %s, emulator %d' % (
                        label, n, lane, a, wrap(b, int(w))))
        if len(want) != len(got):
            failures += 1
            print('MISMATCH %s (vector %d): %d lanes printed, %d expected' % (
                label, n, len(got), len(want)))
    print('%d ops, %d cases, %d disagree' % (len(ops), cases, failures))
    return 1 if failures else 0


def main(argv):
    if len(argv) >= 2 and argv[1] == 'check':
        return check(argv[2], argv[3])
    if len(argv) >= 2 and argv[1] == 'ops':
        p = generate(1, 1, False)
        print('\n'.join(sorted({e.split('|')[0].split()[0] for e in p.expected})))
        return 0
    if len(argv) >= 5 and argv[1] == 'gen':
        options = argv[5:]
        rounds = int(options[options.index('--rounds') + 1]) if '--rounds' in options else 1
        p = generate(int(argv[2]), rounds, '--fold' not in options)
        open(argv[3], 'w').write(p.text())
        open(argv[4], 'w').write('\n'.join(p.expected) + '\n')
        return 0
    print(__doc__)
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv))
