#!/usr/bin/env python3
"""Compares two outputs of the same kernel program, line by line.

    compare.py PROGRAM.mlir EXPECTED.out ACTUAL.out [--tolerance SPEC]

EXPECTED is usually the CPU reference's output (run-reference.sh), ACTUAL
another route's. The float tolerance is the program's comment line
`// TOLERANCE: SPEC` (or --tolerance), SPEC being one of
    0 | exact          bit-exact floats (NaN matches any NaN; -0 != +0)
    ulp N              at most N units in the last place apart
    rel X              |a - b| <= X * max(|a|, |b|)
    abs X              |a - b| <= X
or several of ulp/rel/abs together (`rel 1e-5 abs 1e-7`): a pair matches if
any of them holds. Infinities must be equal, NaN matches NaN only.

Tokens: every number on a line is compared, the text between numbers must be
equal (whitespace aside). Addresses (`base@ = 0x...`) are ignored.
  - A line that starts with `bits f32:`, `bits f16:`, `bits bf16:` or
    `bits f64:` holds integers that are bit patterns of floats of that type
    (printed signed or unsigned): they are decoded and compared as floats,
    with the tolerance (exact: equal bits, or both NaN).
  - Elsewhere two integer-looking tokens (no '.', 'e', nan, inf) must be
    equal as integers; with an exact tolerance any two tokens must be equal
    as text (so -0 != 0), except that nan and -nan match.
  - Other numeric tokens are decimal floats (vector.print uses %g, 6
    significant digits): under a non-exact tolerance they match when
    |a - b| <= max(tolerance, 1e-5 relative) (ulp N counts as rel N * 2^-23).
    Print bit patterns where precision matters.
Prints "mismatches: N" and the first mismatching lines; exits 1 if N > 0.
"""
import math
import re
import struct
import sys

NUM = re.compile(r"[-+]?(?:nan|inf|(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)", re.I)
BITS = re.compile(r"^\s*bits (f16|bf16|f32|f64):")
WIDTH = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}


class Tolerance:
    def __init__(self, spec):
        self.spec = spec.strip()
        self.exact = self.spec in ("0", "exact", "")
        self.ulp = self.rel = self.abs = None
        if self.exact:
            return
        words = self.spec.split()
        if len(words) % 2:
            raise SystemExit("compare.py: bad tolerance %r" % spec)
        for key, val in zip(words[::2], words[1::2]):
            if key == "ulp":
                self.ulp = int(val)
            elif key == "rel":
                self.rel = float(val)
            elif key == "abs":
                self.abs = float(val)
            else:
                raise SystemExit("compare.py: bad tolerance %r" % spec)


def tolerance_of(program):
    with open(program) as f:
        for line in f:
            m = re.match(r"\s*//\s*TOLERANCE:\s*(.*)$", line)
            if m:
                return m.group(1)
    raise SystemExit("compare.py: %s has no '// TOLERANCE:' line" % program)


def decode(token, ty):
    v = int(token) & ((1 << WIDTH[ty]) - 1)
    if ty == "f64":
        x = struct.unpack("<d", struct.pack("<Q", v))[0]
    elif ty == "f32":
        x = struct.unpack("<f", struct.pack("<I", v))[0]
    elif ty == "f16":
        x = struct.unpack("<e", struct.pack("<H", v))[0]
    else:
        x = struct.unpack("<f", struct.pack("<I", v << 16))[0]
    return v, x


def ordered(bits, ty):
    """Integers whose distance is the ulp distance (-0 and +0 coincide)."""
    sign = 1 << (WIDTH[ty] - 1)
    return -(bits & (sign - 1)) if bits & sign else bits


def close(a, b, tol, rel_floor=0.0, eps=2.0 ** -23, use_ulp=True):
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    if math.isinf(a) or math.isinf(b):
        return a == b
    d = abs(a - b)
    m = max(abs(a), abs(b))
    if d <= rel_floor * m:
        return True
    if tol.rel is not None and d <= tol.rel * m:
        return True
    if tol.abs is not None and d <= tol.abs:
        return True
    if use_ulp and tol.ulp is not None and d <= tol.ulp * eps * m:
        return True
    return d == 0


def same_bits(ta, tb, ty, tol):
    ba, a = decode(ta, ty)
    bb, b = decode(tb, ty)
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    if tol.exact:
        return ba == bb
    if tol.ulp is not None and not (math.isinf(a) or math.isinf(b)):
        if abs(ordered(ba, ty) - ordered(bb, ty)) <= tol.ulp:
            return True
    # ulp counted exactly above; rel / abs on the decoded values
    return close(a, b, tol, use_ulp=False)


def is_int(t):
    return re.fullmatch(r"[-+]?\d+", t) is not None


def same_token(ta, tb, tol):
    if ta == tb:
        return True
    la, lb = ta.lower().lstrip("+-"), tb.lower().lstrip("+-")
    if la == "nan" and lb == "nan":
        return True
    if is_int(ta) and is_int(tb):
        return int(ta) == int(tb) and not tol.exact
    if tol.exact:
        return False
    return close(float(ta), float(tb), tol, rel_floor=1e-5)


def split(line):
    line = re.sub(r"base@\s*=\s*0x[0-9a-fA-F]+", "base@ = ?", line)
    nums = NUM.findall(line)
    text = re.sub(r"\s+", " ", NUM.sub("#", line)).strip()
    return text, nums


def compare_lines(la, lb, tol):
    ta, na = split(la)
    tb, nb = split(lb)
    if ta != tb or len(na) != len(nb):
        return False
    m = BITS.match(la)
    for x, y in zip(na, nb):
        if m and is_int(x) and is_int(y):
            if not same_bits(x, y, m.group(1), tol):
                return False
        elif not same_token(x, y, tol):
            return False
    return True


def main(argv):
    args = [a for a in argv if not a.startswith("--tolerance")]
    spec = None
    for i, a in enumerate(argv):
        if a.startswith("--tolerance="):
            spec = a.split("=", 1)[1]
        elif a == "--tolerance":
            spec = argv[i + 1]
            args.remove(spec)
    if len(args) != 3:
        raise SystemExit(__doc__)
    program, expected, actual = args
    tol = Tolerance(spec if spec is not None else tolerance_of(program))
    with open(expected) as f:
        ea = f.read().splitlines()
    with open(actual) as f:
        eb = f.read().splitlines()
    bad = []
    for i in range(max(len(ea), len(eb))):
        la = ea[i] if i < len(ea) else "<missing>"
        lb = eb[i] if i < len(eb) else "<missing>"
        if i >= len(ea) or i >= len(eb) or not compare_lines(la, lb, tol):
            bad.append((i + 1, la, lb))
    print("tolerance: %s" % (tol.spec or "0"))
    print("mismatches: %d" % len(bad))
    for n, la, lb in bad[:5]:
        print("line %d:\n  expected: %s\n  actual:   %s" % (n, la[:300], lb[:300]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
