#!/usr/bin/env python3
"""Benchmarks of the GenX plugin against baselines measured in the same run.

    bench.py --plugin build/lib/GenXPlugin.so [--sizes 10000,100000,1000000]

Prints a Markdown table of ratios (plugin / baseline):
  export  --genx-mlir-to-llvmir on N genx ops vs stock --mlir-to-llvmir on
          the same module written as llvm.call to declared llvm.genx.*
          functions (both give the same LLVM IR): time and peak memory;
  import  --genx-import-llvm vs stock --import-llvm on that LLVM IR;
  import (GenX IR)  the same on LLVM IR shaped like what GenX producers
          emit: kernels with !genx.kernels, loads and stores, regions with
          immediates and undef parent widths, struct-returning calls and
          their extractvalues, plain arithmetic (about half the
          instructions are llvm.genx.* calls); CPU time (user + system) and
          peak memory, the medians of --repeat runs;
  passes  each conversion pass on N matching ops: time per op, its growth
          from the smallest to the largest N, and the pass's time relative
          to parsing + printing the same module;
  lower   genx-lower on a module of --lower-copies kernels (each example
          kernel of examples/upstream and examples/bench, copied under new
          names into one module, as a program with many kernels has them):
          the pipeline's wall time against parsing + printing the same
          module (a plain mlir-opt run), and against parsing + printing
          genx-lower's result (kernels grow several times in ops as they are
          lowered), all from --mlir-timing; and the geometric means;
  load    mlir-opt on a tiny file with the plugin vs without.
Each timing is the median of --repeat runs (one run for the largest size).
"""

import argparse
import glob
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

BIN = "/usr/lib/llvm-22/bin"
CHAIN = 1000  # ops per function


def measure(cmd, env=None, repeat=3, cpu=False):
    """Median seconds (wall, or user + system with `cpu`) and the largest
    peak RSS (MiB) of `cmd`."""
    times, rss = [], []
    for _ in range(repeat):
        # Wall time from here (time(1) rounds to 10 ms); CPU time and peak
        # RSS from time(1).
        start = time.perf_counter()
        proc = subprocess.run(["/usr/bin/time", "-f", "%U %S %M"] + cmd,
                              capture_output=True, text=True, env=env)
        wall = time.perf_counter() - start
        if proc.returncode != 0:
            sys.exit("benchmark command failed: %s\n%s" % (" ".join(cmd),
                                                           proc.stderr[-2000:]))
        user, system, peak = proc.stderr.strip().splitlines()[-1].split()
        times.append(float(user) + float(system) if cpu else wall)
        rss.append(int(peak) / 1024.0)
    return statistics.median(times), max(rss)


def timing_report(cmd, output=os.devnull):
    """{timer name: wall seconds} of the top-level timers of --mlir-timing."""
    proc = subprocess.run(cmd + ["-o", output, "--mlir-timing",
                                 "--mlir-timing-display=list"],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("benchmark command failed:\n" + proc.stderr[-2000:])
    times = {}
    for line in proc.stderr.splitlines():
        # With threads the report has a user-time column before the wall one.
        m = re.match(r"^\s*(?:[\d.]+ \(\s*[\d.]+%\)\s+)?"
                     r"([\d.]+) \(\s*[\d.]+%\)\s+(.*)$", line)
        if m:
            times.setdefault(m.group(2).strip(), float(m.group(1)))
    return times


def pass_timing(opt, path, name):
    """(pass seconds, parser + printer seconds) from --mlir-timing."""
    times = timing_report(opt + [path, "-p", "builtin.module(%s)" % name])
    pass_name = "".join(w.capitalize() if w not in ("gpu",) else "GPU"
                        for w in name.split("-")).replace("Genx", "GenX")
    return times[pass_name], times["Parser"] + times["Output"]


def copy_kernels(text, copies):
    """The module of `text` with its kernels `copies` times, renamed.

    What is copied is the body of the gpu.module (or, without one, of the
    top-level module); every symbol defined there gets a numbered name."""
    lines = [l for l in text.splitlines() if not l.lstrip().startswith("//")]
    opener = next((i for i, l in enumerate(lines) if "gpu.module" in l), None)
    if opener is None:
        opener = next(i for i, l in enumerate(lines)
                      if l.lstrip().startswith("module"))
    depth, closer = 0, None
    for i in range(opener, len(lines)):
        depth += lines[i].count("{") - lines[i].count("}")
        if depth == 0:
            closer = i
            break
    body = "\n".join(lines[opener + 1:closer])
    names = set(re.findall(r"(?:func|global)[^@\n]*@([\w.]+)", body))
    pattern = re.compile(r"@(%s)\b" % "|".join(map(re.escape, names)))
    copied = [pattern.sub(lambda m: "@%s_%d" % (m.group(1), k), body)
              for k in range(copies)]
    return "\n".join(lines[:opener + 1] + copied + lines[closer:]) + "\n"


def lower_ratios(opt, root, copies, repeat):
    """Rows (kernel, pipeline s, parse+print s of the module, parse+print s
    of genx-lower's result) for each example kernel."""
    rows = []
    work = tempfile.mkdtemp(prefix="genx-bench-lower-")
    sources = sorted(glob.glob(os.path.join(root, "examples/upstream/*.mlir"))
                     + glob.glob(os.path.join(root, "examples/bench/*.mlir")))
    for source in sources:
        name = os.path.splitext(os.path.basename(source))[0]
        with open(source) as f:
            text = f.read()
        if "func.func @main" in text:
            continue  # a whole program with a host part, not kernels
        path = os.path.join(work, name + ".mlir")
        with open(path, "w") as f:
            f.write(copy_kernels(text, copies))
        result = os.path.join(work, name + ".lowered.mlir")
        lowered, plain, plain_result = [], [], []
        for _ in range(repeat):
            t = timing_report(opt + [path, "-p", "builtin.module(genx-lower)"],
                              output=result)
            lowered.append(t["root"] - t["Parser"] - t["Output"])
            t = timing_report(opt + [path])
            plain.append(t["Parser"] + t["Output"])
            t = timing_report(opt + [result])
            plain_result.append(t["Parser"] + t["Output"])
        rows.append((name, statistics.median(lowered),
                     statistics.median(plain), statistics.median(plain_result)))
        os.remove(path)
        os.remove(result)
    os.rmdir(work)
    return rows


def write_chain(path, n, header, body, footer):
    """Functions of CHAIN ops each; body(i) is one op line."""
    with open(path, "w") as f:
        f.write(header)
        for start in range(0, n, CHAIN):
            f.write(body(start, min(CHAIN, n - start)))
        f.write(footer)


# --- modules -----------------------------------------------------------------

GENX_IR_DECLS = """\
declare <16 x i32> @llvm.genx.oword.ld.v16i32(i32, i32, i32) #1
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>) #2
declare <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32>, i32, i32, i32, i16, i32) #3
declare <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32>, <8 x i32>, i32, i32, i32, i16, i32, i1) #3
declare { <8 x i32>, <8 x i32> } @llvm.genx.addc.v8i32.v8i32(<8 x i32>, <8 x i32>) #3
declare <8 x i32> @llvm.genx.smin.v8i32.v8i32(<8 x i32>, <8 x i32>) #3
declare <8 x float> @llvm.genx.rdregionf.v8f32.v16f32.i16(<16 x float>, i32, i32, i32, i16, i32) #3
"""

GENX_IR_UNIT = """\
  %{p}.a = tail call <16 x i32> @llvm.genx.oword.ld.v16i32(i32 0, i32 %s, i32 {off})
  %{p}.r = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %{p}.a, i32 0, i32 8, i32 2, i16 0, i32 undef)
  %{p}.f = call <8 x float> @llvm.genx.rdregionf.v8f32.v16f32.i16(<16 x float> %fv, i32 0, i32 8, i32 1, i16 32, i32 undef)
  %{p}.s = add <8 x i32> %{p}.r, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %{p}.c = call {{ <8 x i32>, <8 x i32> }} @llvm.genx.addc.v8i32.v8i32(<8 x i32> %{p}.s, <8 x i32> %{p}.r)
  %{p}.c0 = extractvalue {{ <8 x i32>, <8 x i32> }} %{p}.c, 0
  %{p}.c1 = extractvalue {{ <8 x i32>, <8 x i32> }} %{p}.c, 1
  %{p}.m = call <8 x i32> @llvm.genx.smin.v8i32.v8i32(<8 x i32> %{p}.c0, <8 x i32> %{p}.c1)
  %{p}.x = fmul <8 x float> %{p}.f, %{p}.f
  %{p}.b = fptosi <8 x float> %{p}.x to <8 x i32>
  %{p}.y = xor <8 x i32> %{p}.m, %{p}.b
  %{p}.w = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %{p}.a, <8 x i32> %{p}.y, i32 0, i32 8, i32 2, i16 0, i32 undef, i1 true)
  tail call void @llvm.genx.oword.st.v16i32(i32 %d, i32 {off}, <16 x i32> %{p}.w)
"""
GENX_IR_UNIT_SIZE = 13  # instructions per unit
GENX_IR_UNITS_PER_KERNEL = 100


def write_genx_ir(path, n):
    """About `n` instructions of GenX IR in kernels of 1300 instructions."""
    kernels = max(1, n // (GENX_IR_UNIT_SIZE * GENX_IR_UNITS_PER_KERNEL))
    with open(path, "w") as f:
        f.write('target triple = "genx64-unknown-unknown"\n' + GENX_IR_DECLS)
        for k in range(kernels):
            f.write("define dllexport spir_kernel void @k%d(i32 %%s, i32 %%d, "
                    "<16 x float> %%fv) #0 {\nentry:\n" % k)
            for u in range(GENX_IR_UNITS_PER_KERNEL):
                f.write(GENX_IR_UNIT.format(p="u%d" % u, off=u * 16))
            f.write("  ret void\n}\n")
        f.write('attributes #0 = { noinline nounwind "CMGenxMain" }\n'
                "attributes #1 = { nounwind readonly }\n"
                "attributes #2 = { nounwind }\n"
                "attributes #3 = { nounwind readnone }\n")
        f.write("!genx.kernels = !{%s}\n"
                % ", ".join("!%d" % (k + 10) for k in range(kernels)))
        f.write('!1 = !{i32 2, i32 2, i32 0}\n!2 = !{i32 0, i32 0, i32 0}\n'
                '!3 = !{!"buffer_t", !"buffer_t", !""}\n')
        for k in range(kernels):
            f.write('!%d = !{ptr @k%d, !"k%d", !1, i32 0, !2, !2, !3, i32 0}\n'
                    % (k + 10, k, k))


def genx_function(start, count):
    lines = ["llvm.func @f%d(%%x0: vector<8xi32>) -> vector<8xi32> {" % start]
    for i in range(count):
        lines.append("  %%x%d = genx.absi %%x%d : (vector<8xi32>) -> vector<8xi32>"
                     % (i + 1, i))
    lines.append("  llvm.return %%x%d : vector<8xi32>\n}\n" % count)
    return "\n".join(lines)


STOCK_HEADER = ("llvm.func @llvm.genx.absi.v8i32(vector<8xi32>) -> vector<8xi32> "
                "attributes {memory_effects = #llvm.memory_effects<other = none, "
                "argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, "
                 "targetMem1 = none>, no_unwind}\n")


def stock_function(start, count):
    lines = ["llvm.func @f%d(%%x0: vector<8xi32>) -> vector<8xi32> {" % start]
    for i in range(count):
        lines.append("  %%x%d = llvm.call @llvm.genx.absi.v8i32(%%x%d) : "
                     "(vector<8xi32>) -> vector<8xi32>" % (i + 1, i))
    lines.append("  llvm.return %%x%d : vector<8xi32>\n}\n" % count)
    return "\n".join(lines)


def pass_function(op_line, arg_types, result_type):
    def body(start, count):
        lines = ["func.func @f%d(%s) -> %s {" % (start, arg_types, result_type)]
        for i in range(count):
            lines.append("  " + op_line(i))
        lines.append("  return %%x%d : %s\n}\n" % (count, result_type))
        return "\n".join(lines)
    return body


PASSES = {
    "convert-vector-to-genx": pass_function(
        lambda i: "%%x%d = vector.insert_strided_slice %%s, %%x%d {offsets = [%d], "
                  "strides = [1]} : vector<4xf32> into vector<16xf32>"
                  % (i + 1, i, (i % 3) * 4),
        "%x0: vector<16xf32>, %s: vector<4xf32>", "vector<16xf32>"),
    "convert-arith-to-genx": pass_function(
        lambda i: "%%x%d = arith.maxsi %%x%d, %%y : vector<8xi32>" % (i + 1, i),
        "%x0: vector<8xi32>, %y: vector<8xi32>", "vector<8xi32>"),
    "convert-math-to-genx": pass_function(
        lambda i: "%%x%d = math.%s %%x%d : vector<8xf32>"
                  % (i + 1, ["floor", "ceil", "trunc"][i % 3], i),
        "%x0: vector<8xf32>", "vector<8xf32>"),
    "convert-gpu-to-genx": pass_function(
        lambda i: "%%t%d = gpu.block_id x\n  %%x%d = arith.addi %%x%d, %%t%d : index"
                  % (i, i + 1, i, i),
        "%x0: index", "index"),
}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--lower-copies", type=int, default=200,
                        help="kernels per module in the genx-lower benchmark")
    parser.add_argument("--only", choices=["lower"],
                        help="run just this benchmark")
    args = parser.parse_args()
    plugin = os.path.abspath(args.plugin)
    sizes = [int(s) for s in args.sizes.split(",")]
    preload = dict(os.environ, LD_PRELOAD=plugin)
    opt = [BIN + "/mlir-opt", "--load-dialect-plugin=" + plugin,
           "--load-pass-plugin=" + plugin]
    translate = [BIN + "/mlir-translate"]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    print_lower(opt, root, args.lower_copies, args.repeat)
    if args.only == "lower":
        return
    rows = []
    work = tempfile.mkdtemp(prefix="genx-bench-")

    def reps(n):
        return 1 if n == sizes[-1] and len(sizes) > 1 else args.repeat

    # Export and import.
    for n in sizes:
        genx = os.path.join(work, "genx-%d.mlir" % n)
        stock = os.path.join(work, "stock-%d.mlir" % n)
        write_chain(genx, n, "", genx_function, "")
        write_chain(stock, n, STOCK_HEADER, stock_function, "")
        ll = os.path.join(work, "out-%d.ll" % n)
        t_genx, m_genx = measure(translate + ["--genx-mlir-to-llvmir", genx, "-o", ll],
                                 env=preload, repeat=reps(n))
        t_stock, m_stock = measure(translate + ["--mlir-to-llvmir", stock, "-o", os.devnull],
                                   env=preload, repeat=reps(n))
        rows.append(("export", n, t_genx, t_stock, m_genx, m_stock))
        t_imp, m_imp = measure(translate + ["--genx-import-llvm", ll, "-o", os.devnull],
                               env=preload, repeat=reps(n))
        t_simp, m_simp = measure(translate + ["--import-llvm", ll, "-o", os.devnull],
                                 env=preload, repeat=reps(n))
        rows.append(("import", n, t_imp, t_simp, m_imp, m_simp))
        os.remove(genx), os.remove(stock), os.remove(ll)

    # Import of GenX-shaped LLVM IR, CPU time.
    for n in sizes:
        ll = os.path.join(work, "genx-ir-%d.ll" % n)
        write_genx_ir(ll, n)
        t_imp, m_imp = measure(translate + ["--genx-import-llvm", ll, "-o", os.devnull],
                               env=preload, repeat=reps(n), cpu=True)
        t_simp, m_simp = measure(translate + ["--import-llvm", ll, "-o", os.devnull],
                                 env=preload, repeat=reps(n), cpu=True)
        rows.append(("import (GenX IR, CPU)", n, t_imp, t_simp, m_imp, m_simp))
        os.remove(ll)

    print("| benchmark | ops | plugin (s) | baseline (s) | time ratio | plugin (MiB) | baseline (MiB) | memory ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, n, t, tb, m, mb in rows:
        print("| %s | %d | %.2f | %.2f | %.3f | %.0f | %.0f | %.3f |"
              % (name, n, t, tb, t / tb if tb else float("nan"), m, mb, m / mb))
    print()

    # Conversion passes: their own time from the pass manager's timing
    # report, against the parser and printer of the same run.
    print("| pass | ops | pass (s) | parse+print (s) | pass / parse+print | pass us/op | us/op growth vs %d | parse+print us/op growth |" % sizes[0])
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, body in PASSES.items():
        first = first_base = None
        for n in sizes:
            path = os.path.join(work, "%s-%d.mlir" % (name, n))
            write_chain(path, n, "", body, "")
            samples = [pass_timing(opt, path, name) for _ in range(reps(n))]
            t_pass = statistics.median(s[0] for s in samples)
            t_base = statistics.median(s[1] for s in samples)
            per_op = t_pass / n * 1e6
            base_per_op = t_base / n * 1e6
            first = first or per_op
            first_base = first_base or base_per_op
            print("| %s | %d | %.3f | %.3f | %.2f | %.2f | %.2f | %.2f |"
                  % (name, n, t_pass, t_base, t_pass / t_base, per_op,
                     per_op / first, base_per_op / first_base))
            os.remove(path)
    print()

    # Plugin load overhead.
    tiny = os.path.join(work, "tiny.mlir")
    with open(tiny, "w") as f:
        f.write("func.func @f() { return }\n")
    runs = max(20, args.repeat)
    t_plain, _ = measure([BIN + "/mlir-opt", tiny, "-o", os.devnull], repeat=runs)
    t_plugin, _ = measure(opt + [tiny, "-o", os.devnull], repeat=runs)
    print("| plugin load | without (ms) | with (ms) | overhead (ms) |")
    print("|---|---:|---:|---:|")
    print("| mlir-opt, tiny file, median of %d | %.1f | %.1f | %.1f |"
          % (runs, t_plain * 1e3, t_plugin * 1e3, (t_plugin - t_plain) * 1e3))
    os.rmdir(work) if not os.listdir(work) else None


def print_lower(opt, root, copies, repeat):
    rows = lower_ratios(opt, root, copies, repeat)
    print("| genx-lower, %d kernels a module | pipeline (s) | parse+print (s) "
          "| ratio | parse+print of the result (s) | ratio to it |" % copies)
    print("|---|---:|---:|---:|---:|---:|")
    for name, t, base, result in rows:
        print("| %s | %.3f | %.3f | %.2f | %.3f | %.2f |"
              % (name, t, base, t / base, result, t / result))

    def mean(ratios):
        return math.exp(statistics.mean(math.log(r) for r in ratios))
    print("| geometric mean | | | %.2f | | %.2f |"
          % (mean(t / b for _, t, b, _ in rows),
             mean(t / r for _, t, _, r in rows)))
    print()


if __name__ == "__main__":
    main()
