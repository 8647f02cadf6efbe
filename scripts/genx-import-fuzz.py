#!/usr/bin/env python3
"""Mutation testing of --genx-import-llvm: no input may abort or crash it.

    genx-import-fuzz.py DIR_OR_FILES... [--count N] [--seed S] [--keep DIR]

Each round takes a module, applies one to three random textual mutations
(numbers, immediates made undef or poison, vector widths, types, deleted or
duplicated lines, swapped operands, renamed intrinsics, broken kernel
metadata), and runs the import on it, then the export on what it accepted.
A run that ends by a signal, prints "LLVM ERROR", a stack dump or "PLEASE
submit", or takes longer than --timeout is a crash; crashing inputs are kept
in --keep. Errors (refusals) are expected. Prints a summary line; the exit
status is 1 if anything crashed.
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

LLVM_BIN = "/usr/lib/llvm-22/bin"
NUMBER = re.compile(r"(?<![\w.%@!])-?\d+(?![\w.])")
VECTOR = re.compile(r"<(\d+) x ")
INT_TYPE = re.compile(r"\bi(1|8|16|32|64)\b")
GENX_NAME = re.compile(r"@llvm\.genx\.[\w.]+")


def mutate_number(line, rng):
    matches = list(NUMBER.finditer(line))
    if not matches:
        return None
    m = rng.choice(matches)
    value = rng.choice(["0", "1", "-1", "3", "7", "16", "255", "65536",
                        "2147483647", "-2147483648", "4294967296"])
    return line[:m.start()] + value + line[m.end():]


def mutate_immediate(line, rng):
    matches = list(re.finditer(r"\b(i8|i16|i32|i64|i1) (-?\d+|true|false)\b",
                               line))
    if not matches:
        return None
    m = rng.choice(matches)
    return (line[:m.start()] + m.group(1) + " " + rng.choice(["undef", "poison"])
            + line[m.end():])


def mutate_vector(line, rng):
    matches = list(VECTOR.finditer(line))
    if not matches:
        return None
    m = rng.choice(matches)
    return (line[:m.start()] + "<%d x " % rng.choice([1, 2, 3, 4, 8, 15, 16, 32])
            + line[m.end():])


def mutate_type(line, rng):
    matches = list(INT_TYPE.finditer(line))
    if not matches:
        return None
    m = rng.choice(matches)
    return line[:m.start()] + rng.choice(["i1", "i8", "i16", "i32", "i64",
                                          "half", "float", "bfloat"]) + line[m.end():]


def mutate_swap(line, rng):
    start = line.find("(")
    end = line.rfind(")")
    if start < 0 or end <= start:
        return None
    args = [a for a in line[start + 1:end].split(", ")]
    if len(args) < 2:
        return None
    i, j = rng.sample(range(len(args)), 2)
    args[i], args[j] = args[j], args[i]
    return line[:start + 1] + ", ".join(args) + line[end:]


def mutate_name(line, rng, names):
    matches = list(GENX_NAME.finditer(line))
    if not matches or not names:
        return None
    m = rng.choice(matches)
    return line[:m.start()] + rng.choice(names) + line[m.end():]


def mutate(text, rng, names):
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice(["number", "immediate", "vector", "type", "delete",
                           "duplicate", "swap", "name", "name"])
        candidates = [i for i, l in enumerate(lines) if l.strip() and
                      not l.lstrip().startswith(";")]
        if not candidates:
            break
        # Most interesting lines: calls, declarations, metadata.
        hot = [i for i in candidates if "llvm.genx" in lines[i] or
               lines[i].startswith("!")]
        index = rng.choice(hot if hot and rng.random() < 0.8 else candidates)
        line = lines[index]
        if kind == "delete":
            del lines[index]
            continue
        if kind == "duplicate":
            lines.insert(index, line)
            continue
        new = {
            "number": mutate_number,
            "immediate": mutate_immediate,
            "vector": mutate_vector,
            "type": mutate_type,
            "swap": mutate_swap,
        }.get(kind, lambda l, r: mutate_name(l, r, names))(line, rng)
        if new is not None:
            lines[index] = new
    return "\n".join(lines)


def crashed(proc_rc, stderr):
    return (proc_rc == "timeout" or proc_rc < 0 or proc_rc >= 128 or
            "LLVM ERROR" in stderr or "Stack dump" in stderr or
            "PLEASE submit" in stderr)


def run(cmd, env, timeout):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, env=env,
                           timeout=timeout, errors="replace")
        return p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", ""


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--plugin", default=os.path.join(
        root, "build", "lib", "GenXPlugin.so"))
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--keep", help="directory for crashing inputs")
    args = parser.parse_args()

    files = []
    for p in args.paths:
        if os.path.isdir(p):
            files += sorted(os.path.join(p, f) for f in os.listdir(p)
                            if f.endswith(".ll"))
        else:
            files.append(p)
    texts = [open(f, errors="replace").read() for f in files]
    names = sorted({n for t in texts for n in GENX_NAME.findall(t)})
    env = dict(os.environ, LD_PRELOAD=args.plugin)
    rng = random.Random(args.seed)
    counts = {"accepted": 0, "refused": 0, "unparsable": 0, "crash": 0}
    with tempfile.TemporaryDirectory() as work:
        ll = os.path.join(work, "m.ll")
        mlir = os.path.join(work, "m.mlir")
        for round_index in range(args.count):
            source = rng.randrange(len(texts))
            text = mutate(texts[source], rng, names)
            with open(ll, "w") as f:
                f.write(text)
            rc, err = run([LLVM_BIN + "/mlir-translate", "--genx-import-llvm",
                           ll, "-o", mlir], env, args.timeout)
            stage = "import"
            if not crashed(rc, err) and rc == 0:
                rc2, err2 = run([LLVM_BIN + "/mlir-translate",
                                 "--genx-mlir-to-llvmir", mlir, "-o",
                                 os.devnull], env, args.timeout)
                if crashed(rc2, err2):
                    rc, err, stage = rc2, err2, "export"
            if crashed(rc, err):
                counts["crash"] += 1
                print("CRASH (%s, rc %s) from %s, round %d" %
                      (stage, rc, os.path.basename(files[source]), round_index))
                print("    " + "\n    ".join(err.splitlines()[:6]))
                if args.keep:
                    os.makedirs(args.keep, exist_ok=True)
                    with open(os.path.join(args.keep, "crash-%d.ll" %
                                           round_index), "w") as f:
                        f.write(text)
            elif rc == 0:
                counts["accepted"] += 1
            elif "expected" in err or "error: use of" in err or \
                    "invalid" in err.split("error:")[-1][:40]:
                counts["unparsable"] += 1
            else:
                counts["refused"] += 1
    print("SUMMARY: %d mutants: %d accepted, %d refused, %d not LLVM IR or "
          "parse errors, %d crashes" % (args.count, counts["accepted"],
                                        counts["refused"], counts["unparsable"],
                                        counts["crash"]))
    return 1 if counts["crash"] else 0


if __name__ == "__main__":
    sys.exit(main())
