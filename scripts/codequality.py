#!/usr/bin/env python3
"""Code quality of genx-lower against OpenCL C through the same IGC.

    codequality.py [--plugin build/lib/GenXPlugin.so] [--device tgllp]
                   [--device dg2] [--keep DIR] [--lower-options 'memory=surface']
                   [KERNEL.mlir ...]

For each kernel, two versions are compiled to Gen assembly by Debian's IGC:
  genx    KERNEL.mlir (upstream dialects) -> mlir-opt genx-lower{device=D} ->
          mlir-translate --genx-mlir-to-llvmir -> scripts/genx-ocloc --disasm
          (ocloc -vc-codegen, then ocloc disasm + iga64);
  opencl  KERNEL.cl, the same computation in OpenCL C written the natural way
          (one work item per element or row, no vendor extensions), found next
          to the .mlir file or in examples/bench/: `ocloc compile -file
          KERNEL.cl -device D`, then `ocloc disasm` + iga64.
Without arguments the kernels are examples/upstream/*.mlir (the five
examples) and examples/bench/*.mlir.

Each file states what one thread or work item does in a comment line
    // codequality: elements-per-thread=N [trips=T]
    //              [sweep=N2,N3,... literals=E1,E2,...]       (in the .mlir)
    // codequality: elements-per-item=N [trips=T] [options=...]  (in the .cl)
`options` are extra ocloc -options (e.g. -cl-std=CL2.0).

Work per thread is a parameter of a genx kernel that gives `sweep`: the
kernel is also compiled with each of those elements-per-thread settings,
and the table reports the best one (fewest instructions per element) per
device; the last column lists every setting measured. `literals` are the
integer literals of the kernel text that follow the setting, as
expressions in N (e.g. `N,N+8` for a kernel with N = 16 whose vectors are
16 and 24 elements long): every literal equal to an expression's value at
the file's own N (not part of a longer number or a name such as %c16) is
replaced by its value at the swept N.

What is measured, per kernel and device, from the assembly:
  insts      instructions in the kernel: every line IGA prints as an
             instruction, including nops, sync.nops, the dg2 prologue that
             loads the per-thread payload and the end of thread; not the
             `illegal` padding nor the nops after the last end of thread;
  loop       how many of them are inside loops (a loop is the range from a
             label to a later branch back to it: while, jmpi, goto, brc, brd);
  sends      send instructions (memory messages, fences, barriers, EOT);
  scratch    messages to scratch memory (spills and fills, or private memory
             placed there): sends whose IGA comment names scratch or the
             scratch surface (`.ss[`), plus the per-thread scratch size of the
             binary when its patch tokens report one (token 18);
  elem/thr   elements one hardware thread processes: for genx the kernel's
             elements-per-thread, times the work items genx-lower packed
             into one thread (`genx.work_items_per_thread` of a kernel
             written per work item, genx-vectorize-work-items, times its
             `genx.rows_per_thread` work items of y); for OpenCL
             the SIMD width IGC chose (the execution environment patch
             token's largest compiled SIMD size, else the widest non-(W)
             execution mask in the assembly, e.g. (16|M16) -> 32) times the
             kernel's elements-per-item;
  dyn        instructions one thread executes, estimated statically: every
             instruction counts once (as if every branch were taken), an
             instruction of a subroutine (IGC's emulation routines, placed
             after the end of thread and reached by `call`) once per call
             site, an instruction inside L nested loops trips^L times, with
             `trips` the iteration count the kernel's comment gives for the
             benchmark's problem size (loops are not unrolled by IGC for the
             runtime trip counts used here; a compiler that unrolled would
             need a different figure);
  insts/elem dyn / elem/thr;
  ratio      genx insts/elem / OpenCL insts/elem (below 1: genx-lower wins).
The last rows give the geometric mean of the ratios per device. Counting
instructions is a proxy for time: it weighs a send like an add and ignores
latency, bandwidth and the cost of many threads per work-group.
"""

import argparse
import glob
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(SCRIPT_DIR)
BIN = "/usr/lib/llvm-22/bin"
IGA_PLATFORM = {"tgllp": "12p1", "dg1": "12p1", "dg2": "xehpg",
                "acm-g10": "xehpg", "pvc": "xehpc", "icllp": "11", "skl": "9"}
BRANCHES = {"while", "jmpi", "goto", "brc", "brd"}


class Failure(Exception):
    pass


def run(cmd, env=None, what=None):
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise Failure("%s failed (exit %d):\n%s%s" % (
            what or os.path.basename(cmd[0]), proc.returncode,
            proc.stdout[-3000:], proc.stderr[-3000:]))
    return proc


def header(path, key_prefix="codequality:"):
    """The `// codequality: k=v ...` settings of a kernel file."""
    settings = {}
    with open(path) as f:
        for line in f:
            m = re.match(r"\s*//\s*" + re.escape(key_prefix) + r"(.*)$", line)
            if m:
                for k, v in re.findall(r"([a-z][\w-]*)=(\S+)", m.group(1)):
                    settings[k] = v
    return settings


# --- assembly ----------------------------------------------------------------

INSTR = re.compile(r"^\s*(?:\(([^)]*)\)\s*)?([a-z][\w.]*)\b(.*)$")


def parse_asm(text):
    """Instructions of an iga64 listing as (opcode, W, exec, moff, line)."""
    insts, labels = [], {}
    for line in text.splitlines():
        s = line.strip()
        if not s:
            continue
        m = re.match(r"^(L\d+):$", s)
        if m:
            labels[m.group(1)] = len(insts)
            continue
        m = INSTR.match(s)
        if not m:
            continue
        pred, op, rest = m.group(1) or "", m.group(2), m.group(3)
        if op == "illegal":
            continue
        em = re.match(r"\s*(?:\(\s*\w+\s*\)\w*\.?\d*\s*)?\((\d+)\|M(\d+)\)", rest)
        insts.append({"op": op, "W": "W" in pred.split("&")[0],
                      "exec": int(em.group(1)) if em else 1,
                      "moff": int(em.group(2)) if em else 0,
                      "text": s})
    # Padding after the last end of thread: the nops that follow it (what
    # is placed after it and called, such as IGC's division routines, is
    # code).
    last_eot = max([i for i, x in enumerate(insts) if "EOT" in x["text"]],
                   default=len(insts) - 1)
    end = max([i for i, x in enumerate(insts)
               if i <= last_eot or x["op"] not in ("nop", "sync.nop")],
              default=len(insts) - 1)
    insts = insts[:end + 1]
    return insts, labels


def subroutine_weights(insts, labels, depth, trips):
    """How many times each instruction runs per run of the kernel body's
    straight-line code, for code reached by `call`: a subroutine (from the
    call's label to its `ret`) runs once per call site, weighted by the
    loops around that call. 1 for the kernel body."""
    weight = [1] * len(insts)
    ranges = {}
    for i, x in enumerate(insts):
        if x["op"] != "call":
            continue
        target = next((labels[t] for t in re.findall(r"\b(L\d+)\b", x["text"])
                       if t in labels), None)
        if target is None:
            continue
        end = next((j for j in range(target, len(insts))
                    if insts[j]["op"] == "ret"), len(insts) - 1)
        ranges.setdefault((target, end), []).append(i)
    for (start, end), calls in ranges.items():
        runs = sum(trips ** depth[c] for c in calls)
        for j in range(start, end + 1):
            weight[j] = runs
    return weight


def analyse(asm_path, trips, ptm_path=None):
    with open(asm_path) as f:
        insts, labels = parse_asm(f.read())
    if not insts:
        raise Failure("no instructions in %s" % asm_path)
    depth = [0] * len(insts)
    for i, x in enumerate(insts):
        if x["op"].split(".")[0] not in BRANCHES:
            continue
        for target in re.findall(r"\b(L\d+)\b", x["text"]):
            start = labels.get(target)
            if start is not None and start <= i:
                for j in range(start, i + 1):
                    depth[j] += 1
                break
    sends = [x for x in insts if x["op"].startswith("send")]
    scratch = [x for x in sends
               if re.search(r"//.*(scratch|\.ss\[)", x["text"], re.I)]
    simd = max([x["exec"] + x["moff"] for x in insts if not x["W"]], default=1)
    tokens = read_patch_tokens(ptm_path) if ptm_path else {}
    if tokens.get("simd"):
        simd = tokens["simd"]
    return {"insts": len(insts),
            "loop": sum(1 for d in depth if d),
            "sends": len(sends),
            "scratch": len(scratch),
            "scratch_bytes": tokens.get("scratch", 0),
            "dyn": sum(w * trips ** d for w, d in
                       zip(subroutine_weights(insts, labels, depth, trips),
                           depth)),
            "simd": simd}


def read_patch_tokens(path):
    """Largest compiled SIMD size (token 23, execution environment) and
    per-thread scratch size (token 18, media VFE state) from ocloc disasm's
    PTM.txt, when present."""
    out = {}
    if not path or not os.path.exists(path):
        return out
    with open(path) as f:
        text = f.read()
    for token, hexs in re.findall(r"Token (\d+)\n\s*4 Size \d+\n\s*Hex ([0-9a-f ]+)",
                                  text):
        data = [int(b, 16) for b in hexs.split()]
        words = [int.from_bytes(bytes(data[i:i + 4]), "little")
                 for i in range(0, len(data) - 3, 4)]
        if token == "23" and len(words) > 3:
            out["simd"] = words[3]
        elif token == "18" and len(words) > 1:
            out["scratch"] = words[1]
    return out


# --- compiling -----------------------------------------------------------------

def eval_literal(expr, n):
    """An expression of `literals` (N, integers, + - * /) at N = n."""
    if not re.fullmatch(r"[N0-9+*/ -]+", expr):
        raise Failure("literals: '%s' is not an expression in N" % expr)
    return int(eval(expr, {"__builtins__": {}}, {"N": n}))


def sweep_variants(mlir, name, g_hdr, work):
    """(elements per thread, kernel file) for the file's own setting and
    each `sweep` setting, the swept ones written into `work`."""
    base = int(g_hdr["elements-per-thread"])
    variants = [(base, mlir)]
    if "sweep" not in g_hdr:
        return variants
    exprs = g_hdr.get("literals", "N").split(",")
    with open(mlir) as f:
        text = f.read()
    for n in sorted({int(v) for v in g_hdr["sweep"].split(",")} - {base}):
        pairs = {str(eval_literal(e, base)): str(eval_literal(e, n))
                 for e in exprs}
        pattern = re.compile(r"(?<![\w.])(%s)(?!\d)" %
                             "|".join(sorted(pairs, key=len, reverse=True)))
        variant = os.path.join(work, "%s.%d.mlir" % (name, n))
        with open(variant, "w") as f:
            f.write(pattern.sub(lambda m: pairs[m.group(1)], text))
        variants.append((n, variant))
    return variants


def compile_genx(mlir, name, devices, plugin, lower_options, work):
    """Lowers `mlir` for each device (genx-lower's `device` option: the
    device's own instructions, such as dpas on dg2) and compiles it."""
    opt = [BIN + "/mlir-opt", "--load-dialect-plugin=" + plugin,
           "--load-pass-plugin=" + plugin]
    result = {}
    for d in devices:
        options = " ".join(o for o in (lower_options, "device=" + d) if o)
        lowered = os.path.join(work, "%s.%s.genx.mlir" % (name, d))
        ll = os.path.join(work, "%s.%s.ll" % (name, d))
        run(opt + [mlir, "-p", "builtin.module(genx-lower{%s})" % options,
                   "-o", lowered], what="genx-lower")
        run([BIN + "/mlir-translate", "--genx-mlir-to-llvmir", lowered,
             "-o", ll], env=dict(os.environ, LD_PRELOAD=plugin),
            what="mlir-translate")
        outdir = os.path.join(work, "genx")
        run([sys.executable, os.path.join(SCRIPT_DIR, "genx-ocloc"),
             "--plugin", plugin, ll, "-o", outdir, "--disasm", "--name", name,
             "--device", d], what="genx-ocloc")
        with open(lowered) as f:
            text = f.read()
        packed = re.search(r"genx\.work_items_per_thread = (\d+)", text)
        rows = re.search(r"genx\.rows_per_thread = (\d+)", text)
        result[d] = (kernel_asm(os.path.join(outdir, d), name), None,
                     (int(packed.group(1)) if packed else 1) *
                     (int(rows.group(1)) if rows else 1))
    return result


def compile_opencl(cl, name, devices, options, work):
    result = {}
    for d in devices:
        outdir = os.path.join(work, "opencl", d)
        os.makedirs(outdir, exist_ok=True)
        cmd = ["ocloc", "compile", "-file", cl, "-device", d, "-out_dir", outdir,
               "-output", name, "-output_no_suffix"]
        if options:
            cmd += ["-options", options]
        proc = run(cmd, what="ocloc compile (%s)" % d)
        if "Build succeeded." not in proc.stdout + proc.stderr:
            raise Failure("ocloc compile (%s): %s" % (d, proc.stdout + proc.stderr))
        dump = os.path.join(outdir, "dump")
        run(["ocloc", "disasm", "-file", os.path.join(outdir, name), "-device",
             d, "-dump", dump], what="ocloc disasm")
        heaps = glob.glob(os.path.join(dump, "*_KernelHeap.dat")) + \
            glob.glob(os.path.join(dump, "*_KernelHeap.bin"))
        if not heaps:
            raise Failure("ocloc disasm found no kernel for %s" % cl)
        for heap in heaps:
            kernel = re.sub(r"_KernelHeap\.(dat|bin)$", "", os.path.basename(heap))
            asm = run(["iga64", "-d", "-p=" + IGA_PLATFORM[d], heap],
                      what="iga64").stdout
            with open(os.path.join(outdir, kernel + ".asm"), "w") as f:
                f.write(asm)
        result[d] = (kernel_asm(outdir, name), os.path.join(dump, "PTM.txt"))
    return result


def kernel_asm(directory, name):
    path = os.path.join(directory, name + ".asm")
    if os.path.exists(path):
        return path
    found = glob.glob(os.path.join(directory, "*.asm"))
    if len(found) == 1:
        return found[0]
    raise Failure("no assembly of kernel %s in %s" % (name, directory))


def find_opencl(mlir, name):
    for d in (os.path.dirname(mlir), os.path.join(ROOT, "examples", "bench")):
        path = os.path.join(d, name + ".cl")
        if os.path.exists(path):
            return path
    raise Failure("no OpenCL C version %s.cl next to %s or in examples/bench"
                  % (name, mlir))


# --- the table -------------------------------------------------------------------

def fmt(x):
    return "%.2f" % x if x < 100 else "%.0f" % x


def scratch_text(r):
    s = str(r["scratch"])
    return s + (" (%d B)" % r["scratch_bytes"] if r["scratch_bytes"] else "")


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kernels", nargs="*", help="kernel .mlir files")
    parser.add_argument("--plugin", default=os.path.join(ROOT, "build", "lib",
                                                         "GenXPlugin.so"))
    parser.add_argument("--device", action="append", default=[],
                        help="ocloc device; repeatable (default: tgllp, dg2)")
    parser.add_argument("--lower-options", default="",
                        help="genx-lower options, e.g. 'memory=surface'")
    parser.add_argument("--keep", help="keep the IR, binaries and assembly here")
    args = parser.parse_args()
    devices = args.device or ["tgllp", "dg2"]
    plugin = os.path.abspath(args.plugin)
    if not os.path.exists(plugin):
        sys.exit("codequality: plugin not found: %s (--plugin)" % plugin)
    # By default, the example kernels that declare what they process (whole
    # programs such as vadd-program.mlir have no OpenCL twin and are left out).
    kernels = args.kernels or [
        path for path in
        sorted(glob.glob(os.path.join(ROOT, "examples", "upstream", "*.mlir")))
        + sorted(glob.glob(os.path.join(ROOT, "examples", "bench", "*.mlir")))
        if "codequality:" in open(path).read()]
    work_root = os.path.abspath(args.keep) if args.keep else \
        tempfile.mkdtemp(prefix="genx-codequality-")

    rows, failures = [], []
    for mlir in kernels:
        name = os.path.splitext(os.path.basename(mlir))[0]
        work = os.path.join(work_root, name)
        os.makedirs(work, exist_ok=True)
        try:
            g_hdr = header(mlir)
            if "elements-per-thread" not in g_hdr:
                raise Failure("%s has no '// codequality: elements-per-thread=N'"
                              % mlir)
            cl = find_opencl(mlir, name)
            o_hdr = header(cl)
            ocl = compile_opencl(cl, name, devices, o_hdr.get("options"), work)
            genx = []
            for n, variant in sweep_variants(os.path.abspath(mlir), name,
                                             g_hdr, work):
                vwork = work if n == int(g_hdr["elements-per-thread"]) else \
                    os.path.join(work, str(n))
                os.makedirs(vwork, exist_ok=True)
                genx.append((n, compile_genx(variant, name, devices, plugin,
                                             args.lower_options, vwork)))
        except Failure as e:
            failures.append((name, str(e)))
            continue
        for d in devices:
            o = analyse(ocl[d][0], int(o_hdr.get("trips", 1)), ocl[d][1])
            o["elems"] = o["simd"] * int(o_hdr.get("elements-per-item", 1))
            o["simd_text"] = "%dx%s" % (o["simd"], o_hdr.get("elements-per-item", 1))
            o["per_elem"] = o["dyn"] / o["elems"]
            measured = []
            for n, asm in genx:
                g = analyse(asm[d][0], int(g_hdr.get("trips", 1)))
                # A kernel written per work item runs several per thread.
                g["elems"] = n * asm[d][2]
                g["per_elem"] = g["dyn"] / g["elems"]
                measured.append(g)
            best = min(measured, key=lambda g: g["per_elem"])
            best["sweep"] = ", ".join(
                "%d: %s" % (g["elems"], fmt(g["per_elem"])) for g in measured) \
                if len(measured) > 1 else "-"
            rows.append((name, d, best, o, best["per_elem"] / o["per_elem"]))

    print("| kernel | device | genx insts (loop) | sends | scratch | elem/thr "
          "| dyn | insts/elem | OpenCL insts (loop) | sends | scratch "
          "| SIMD x elem/item | dyn | insts/elem | ratio genx/OpenCL "
          "| genx elem/thr: insts/elem |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:"
          "|---:|---|")
    for name, d, g, o, ratio in rows:
        print("| %s | %s | %d (%d) | %d | %s | %d | %d | %s | %d (%d) | %d | %s "
              "| %s | %d | %s | %.2fx | %s |" % (
                  name, d, g["insts"], g["loop"], g["sends"], scratch_text(g),
                  g["elems"], g["dyn"], fmt(g["per_elem"]), o["insts"],
                  o["loop"], o["sends"], scratch_text(o), o["simd_text"],
                  o["dyn"], fmt(o["per_elem"]), ratio, g["sweep"]))
    for d in devices:
        ratios = [r for _, dev, _, _, r in rows if dev == d]
        if ratios:
            gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
            print("| geometric mean | %s |  |  |  |  |  |  |  |  |  |  |  |  "
                  "| %.2fx |  |" % (d, gm))
    for name, message in failures:
        print("\ncodequality: %s failed: %s" % (name, message.strip()),
              file=sys.stderr)
    if not args.keep:
        shutil.rmtree(work_root, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
