#!/usr/bin/env python3
"""Mutation testing of the plugin's stages: no input may abort or crash them.

    genx-import-fuzz.py FILES_OR_DIRS... [--count N] [--seed S] [--keep DIR]

Each round takes an input, applies one to three random textual mutations,
and sends it through every stage that accepts it:
  LLVM IR (.ll)  numbers, immediates made undef or poison, vector widths,
                 types, deleted or duplicated lines, swapped operands,
                 renamed intrinsics, broken kernel metadata; then the import,
                 mlir-opt parsing what the import printed (it must parse), the
                 pre-check (genx-verify-target for dg2) and the export;
  MLIR (.mlir)   the same kinds of line mutations and renamed genx ops; then
                 mlir-opt's parse and verification, the export, and the import
                 of what the export wrote.
A run that ends by a signal, prints "LLVM ERROR", a stack dump or "PLEASE
submit", or takes longer than --timeout is a crash; output of the import
that mlir-opt cannot parse back is a failure too. Crashing inputs are kept
in --keep. Errors (refusals) are expected. Prints a summary line; the exit
status is 1 on any crash or unparsable output. The suite runs a few hundred
rounds over the test inputs (test/translation/mutation.test); longer runs:
    genx-import-fuzz.py ../shared/corpus/igc-vc test/dialect --count 5000
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
GENX_OP = re.compile(r"\bgenx\.[a-z][\w.]*")
MLIR_VECTOR = re.compile(r"vector<(\d+)x")


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
    width = rng.choice([1, 2, 3, 4, 8, 15, 16, 32])
    matches = list(VECTOR.finditer(line))
    if matches:
        m = rng.choice(matches)
        return line[:m.start()] + "<%d x " % width + line[m.end():]
    matches = list(MLIR_VECTOR.finditer(line))
    if matches:
        m = rng.choice(matches)
        return line[:m.start()] + "vector<%dx" % width + line[m.end():]
    return None


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
    matches = list(GENX_NAME.finditer(line)) or list(GENX_OP.finditer(line))
    if not matches or not names:
        return None
    m = rng.choice(matches)
    return line[:m.start()] + rng.choice(names) + line[m.end():]


def mutate(text, rng, names):
    lines = [l for l in text.split("\n")
             if not l.lstrip().startswith(("// RUN", "; RUN", "// CHECK",
                                           "; CHECK"))]
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice(["number", "immediate", "vector", "type", "delete",
                           "duplicate", "swap", "name", "name"])
        candidates = [i for i, l in enumerate(lines) if l.strip() and
                      not l.lstrip().startswith((";", "//"))]
        if not candidates:
            break
        # Most interesting lines: calls, declarations, metadata.
        hot = [i for i in candidates if "genx" in lines[i] or
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


def llvm_stages(ll, mlir, opt, translate):
    """LLVM IR: import, parse back (must succeed), pre-check, export."""
    return [("import", translate + ["--genx-import-llvm", ll, "-o", mlir],
             False),
            ("parse of the import's output", opt + [mlir, "-o", os.devnull],
             True),
            ("pre-check", opt + [mlir, "-o", os.devnull, "-p",
                                 "builtin.module(genx-verify-target{"
                                 "legacy-backend=true device=dg2})"], None),
            ("export", translate + ["--genx-mlir-to-llvmir", mlir, "-o",
                                    os.devnull], None)]


def mlir_stages(mlir, ll, opt, translate):
    """MLIR: parse and verify, export, import of the export's output."""
    return [("parse", opt + [mlir, "-o", os.devnull], False),
            ("export", translate + ["--genx-mlir-to-llvmir", mlir, "-o", ll],
             False),
            ("import", translate + ["--genx-import-llvm", ll, "-o",
                                    os.devnull], None)]


def run_stages(stages, env, timeout):
    """Runs `stages` (name, command, must_succeed) until one refuses the
    input: a refusal by a stage with must_succeed=False ends the run as
    "refused", with must_succeed=True as "bad output"; a refusal by a later
    check (None) is an accepted mutant. Returns (outcome, stage, rc, err)."""
    for name, cmd, must_succeed in stages:
        rc, err = run(cmd, env, timeout)
        if crashed(rc, err):
            return "crash", name, rc, err
        if rc != 0:
            if must_succeed:
                return "bad output", name, rc, err
            if must_succeed is False:
                return "refused", name, rc, err
            break
    return "accepted", None, 0, ""


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
                            if f.endswith((".ll", ".mlir")))
        else:
            files.append(p)
    texts = [open(f, errors="replace").read() for f in files]
    names = {
        ".ll": sorted({n for t in texts for n in GENX_NAME.findall(t)}),
        ".mlir": sorted({n for t in texts for n in GENX_OP.findall(t)}),
    }
    env = dict(os.environ, LD_PRELOAD=args.plugin)
    opt = [LLVM_BIN + "/mlir-opt", "--load-dialect-plugin=" + args.plugin,
           "--load-pass-plugin=" + args.plugin]
    translate = [LLVM_BIN + "/mlir-translate"]
    rng = random.Random(args.seed)
    counts = {"accepted": 0, "refused": 0, "unparsable": 0, "crash": 0,
              "bad output": 0}
    with tempfile.TemporaryDirectory() as work:
        ll = os.path.join(work, "m.ll")
        mlir = os.path.join(work, "m.mlir")
        for round_index in range(args.count):
            source = rng.randrange(len(texts))
            ext = os.path.splitext(files[source])[1]
            text = mutate(texts[source], rng, names[ext])
            stages = llvm_stages(ll, mlir, opt, translate) if ext == ".ll" \
                else mlir_stages(mlir, ll, opt, translate)
            with open(ll if ext == ".ll" else mlir, "w") as f:
                f.write(text)
            outcome, stage, rc, err = run_stages(stages, env, args.timeout)
            if outcome in ("crash", "bad output"):
                counts[outcome] += 1
                print("%s (%s, rc %s) from %s, round %d" %
                      (outcome.upper(), stage, rc,
                       os.path.basename(files[source]), round_index))
                print("    " + "\n    ".join(err.splitlines()[:6]))
                if args.keep:
                    os.makedirs(args.keep, exist_ok=True)
                    with open(os.path.join(args.keep, "crash-%d%s" %
                                           (round_index, ext)), "w") as f:
                        f.write(text)
            elif outcome == "accepted":
                counts["accepted"] += 1
            elif "expected" in err or "error: use of" in err or \
                    "invalid" in err.split("error:")[-1][:40]:
                counts["unparsable"] += 1
            else:
                counts["refused"] += 1
    print("SUMMARY: %d mutants: %d accepted, %d refused, %d not LLVM IR or "
          "parse errors, %d crashes, %d unparsable outputs"
          % (args.count, counts["accepted"], counts["refused"],
             counts["unparsable"], counts["crash"], counts["bad output"]))
    return 1 if counts["crash"] or counts["bad output"] else 0


if __name__ == "__main__":
    sys.exit(main())
