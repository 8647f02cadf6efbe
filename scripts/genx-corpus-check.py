#!/usr/bin/env python3
"""Round-trips a directory of GenX LLVM IR modules through the plugin.

For each `.ll` file: `mlir-translate --genx-import-llvm`, `mlir-opt` parses
the printed MLIR back, `mlir-translate --genx-mlir-to-llvmir`, and the result
is compared with the input (both normalized by `llvm-as | llvm-dis`):

  calls      every call site: callee, types, operands (constants as written,
             SSA values by what defines them), tail marker, call-site
             attributes and metadata; as a multiset per function, since the
             import orders blocks by dominance
  kernels    the `!genx.kernels` entries, fully resolved
  metadata   every other named metadata, fully resolved; data layout, triple
  functions  each function's and declaration's signature, linkage,
             calling convention, DLL storage and attributes; globals
  debug      debug records and `!dbg` attachments, counted per function

A file is `same` when calls, kernels, metadata and functions match; `debug`
differences are reported but do not count against it. A refusal of a
negative test (all its RUN lines expect the backend to fail) is expected.
Prints one line per file and a summary line; `--details` shows what differs.
"""

import argparse
import concurrent.futures
import hashlib
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter

LLVM_BIN = "/usr/lib/llvm-22/bin"
CATEGORIES = ("calls", "kernels", "metadata", "functions", "debug")
CORE = ("calls", "kernels", "metadata", "functions")


# ---------------------------------------------------------------------------
# LLVM IR text model (of llvm-dis output)
# ---------------------------------------------------------------------------

def split_top(text, sep=","):
    """Splits at `sep` outside brackets, braces, parentheses and quotes."""
    parts, depth, cur, quote = [], 0, [], False
    for ch in text:
        if quote:
            cur.append(ch)
            if ch == '"':
                quote = False
            continue
        if ch == '"':
            quote = True
        elif ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def matching_paren(text, start):
    """Index of the parenthesis closing the one at `start`."""
    depth, quote = 0, False
    for i in range(start, len(text)):
        ch = text[i]
        if quote:
            quote = ch != '"'
            continue
        if ch == '"':
            quote = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i
    return len(text) - 1


LOCAL = re.compile(r'%(?:[-a-zA-Z$._0-9]+|"[^"]*")')
ATTR_REF = re.compile(r"#(\d+)\b")
MD_REF = re.compile(r"!(\d+)\b")
DBG_ATTACH = re.compile(r",?\s*!dbg !\d+")


class Module:
    def __init__(self, text):
        self.attr_groups = {}
        self.metadata = {}
        self.named = {}
        self.header = {}
        self.globals = {}
        self.functions = {}  # name -> (header, body lines or None)
        self._md_cache = {}
        self._parse(text)

    def _parse(self, text):
        lines = text.splitlines()
        i = 0
        while i < len(lines):
            line = lines[i]
            if line.startswith("define "):
                body = []
                i += 1
                while i < len(lines) and lines[i] != "}":
                    body.append(lines[i])
                    i += 1
                self._add_function(line[len("define "):].rstrip(" {"), body)
            elif line.startswith("declare "):
                self._add_function(line[len("declare "):], None)
            elif m := re.match(r"attributes #(\d+) = \{ (.*) \}$", line):
                self.attr_groups[m.group(1)] = m.group(2)
            elif m := re.match(r"!(\d+) = (.*)$", line):
                self.metadata[m.group(1)] = m.group(2)
            elif m := re.match(r"!([-a-zA-Z$._][-a-zA-Z$._0-9]*) = !\{(.*)\}$",
                               line):
                self.named[m.group(1)] = split_top(m.group(2))
            elif m := re.match(r"(target datalayout|target triple|source_filename)"
                               r" = (.*)$", line):
                self.header[m.group(1)] = m.group(2)
            elif m := re.match(r'(@(?:[-a-zA-Z$._0-9]+|"[^"]*")) = (.*)$', line):
                self.globals[m.group(1)] = m.group(2)
            i += 1

    def _add_function(self, header, body):
        m = re.search(r'@(?:[-a-zA-Z$._0-9]+|"[^"]*")\(', header)
        name = m.group(0)[:-1] if m else header
        self.functions[name] = (header, body)

    # Attributes and metadata, resolved so that numbering does not matter.
    def attrs(self, text):
        return ATTR_REF.sub(
            lambda m: "{" + self.attr_groups.get(m.group(1), "?") + "}", text)

    def md(self, ref, stack=()):
        """A structural digest of metadata node `ref` (without `!`)."""
        if ref in self._md_cache:
            return self._md_cache[ref]
        if ref in stack:
            return "<cycle>"
        content = self.metadata.get(ref, "<missing>")
        resolved = MD_REF.sub(
            lambda m: self.md(m.group(1), stack + (ref,)), content)
        digest = resolved if len(resolved) < 200 else (
            "<" + hashlib.sha1(resolved.encode()).hexdigest()[:16] + ">")
        if not stack or "<cycle>" not in resolved:
            self._md_cache[ref] = digest
        return digest

    def resolve_md(self, text):
        return MD_REF.sub(lambda m: self.md(m.group(1)), text)

    def show_md(self, text):
        """Like resolve_md, but shows the nodes one level deep in full."""
        return MD_REF.sub(lambda m: self.resolve_md(
            self.metadata.get(m.group(1), "?")), text)


ATTACHMENT = re.compile(r"(?:,\s*)?!([A-Za-z_$.][-A-Za-z0-9_$.]*) (!\d+)")
CALL = re.compile(r"^(?:(?:tail|musttail|notail) )?call ")


def sort_attachments(text):
    """Metadata attachments in a canonical order (LLVM prints them by kind
    number, which depends on the order kinds were first seen)."""
    attachments = sorted(ATTACHMENT.findall(text))
    text = ATTACHMENT.sub("", text)
    return text + "".join(" !%s %s" % a for a in attachments)


def call_sites(module, name, header, body):
    """The call sites of a function, canonicalized."""
    defs = {}
    m = re.search(r"\((.*)\)", header)
    if m:
        for index, arg in enumerate(split_top(m.group(1))):
            for local in LOCAL.findall(arg):
                defs[local] = "arg%d" % index
    for line in body:
        d = re.match(r"\s+(%[^ ]+) = (?:tail |musttail |notail )?(\S+)", line)
        if not d:
            continue
        what = d.group(2)
        if what == "call":
            callee = re.search(r'@(?:[-a-zA-Z$._0-9]+|"[^"]*")\(', line)
            what = "call:" + (callee.group(0)[1:-1] if callee else "indirect")
        defs[d.group(1)] = what
    sites = []
    for line in body:
        text = re.sub(r"^%[^ ]+ = ", "", line.strip())
        if not CALL.match(text):
            continue
        text = sort_attachments(DBG_ATTACH.sub("", text))
        text = LOCAL.sub(lambda m: "%" + defs.get(m.group(0), "?"), text)
        sites.append(module.resolve_md(module.attrs(text)))
    return Counter(sites)


def function_header(module, header):
    text = sort_attachments(DBG_ATTACH.sub("", header))
    m = re.search(r"\((.*)\)", text)
    if m:
        start = text.index("(")
        end = matching_paren(text, start)
        args = [LOCAL.sub("", a).strip() for a in split_top(text[start + 1:end])]
        text = text[:start] + "(" + ", ".join(args) + ")" + text[end + 1:]
    return module.resolve_md(module.attrs(text))


def debug_counts(body):
    records = sum(1 for l in body if "#dbg_" in l)
    attached = sum(1 for l in body if re.search(r"!dbg !\d+", l))
    return records, attached


def compare(orig, back):
    """Differences between two modules, by category."""
    diffs = {c: [] for c in CATEGORIES}

    def diff_counter(category, where, a, b):
        for site in (a - b):
            diffs[category].append("%s: lost     %s" % (where, site))
        for site in (b - a):
            diffs[category].append("%s: gained   %s" % (where, site))

    for name in sorted(set(orig.functions) | set(back.functions)):
        if name not in back.functions:
            diffs["functions"].append("lost function " + name)
            continue
        if name not in orig.functions:
            diffs["functions"].append("gained function " + name)
            continue
        (h1, b1), (h2, b2) = orig.functions[name], back.functions[name]
        f1, f2 = function_header(orig, h1), function_header(back, h2)
        if f1 != f2:
            diffs["functions"].append("%s:\n    was %s\n    now %s" %
                                      (name, f1, f2))
        if (b1 is None) != (b2 is None):
            diffs["functions"].append(name + ": definition/declaration")
            continue
        if b1 is None:
            continue
        diff_counter("calls", name, call_sites(orig, name, h1, b1),
                     call_sites(back, name, h2, b2))
        d1, d2 = debug_counts(b1), debug_counts(b2)
        if d1 != d2:
            diffs["debug"].append("%s: debug records/attachments %s -> %s" %
                                  (name, d1, d2))

    for gname in sorted(set(orig.globals) | set(back.globals)):
        g1 = orig.resolve_md(orig.attrs(orig.globals.get(gname, "<none>")))
        g2 = back.resolve_md(back.attrs(back.globals.get(gname, "<none>")))
        if g1 != g2:
            diffs["functions"].append("global %s:\n    was %s\n    now %s" %
                                      (gname, g1, g2))

    for key in ("target datalayout", "target triple"):
        if orig.header.get(key) != back.header.get(key):
            diffs["metadata"].append("%s: %s -> %s" %
                                     (key, orig.header.get(key),
                                      back.header.get(key)))

    for mdname in sorted(set(orig.named) | set(back.named)):
        category = "kernels" if mdname == "genx.kernels" else "metadata"
        if mdname == "llvm.dbg.cu":
            category = "debug"
        a = [orig.resolve_md(x) for x in orig.named.get(mdname, [])]
        b = [back.resolve_md(x) for x in back.named.get(mdname, [])]
        if a != b:
            shown_a = [orig.show_md(x) for x in orig.named.get(mdname, [])]
            shown_b = [back.show_md(x) for x in back.named.get(mdname, [])]
            diffs[category].append("!%s:\n    was %s\n    now %s" %
                                   (mdname, shown_a if mdname in orig.named
                                    else "<none>",
                                    shown_b if mdname in back.named
                                    else "<none>"))
    return diffs


# ---------------------------------------------------------------------------
# Running the tools
# ---------------------------------------------------------------------------

def run(cmd, timeout, env=None, stdin=None):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, env=env,
                           timeout=timeout, input=stdin, errors="replace")
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def crashed(rc, stderr):
    return rc == "timeout" or (isinstance(rc, int) and (rc < 0 or rc >= 128)) \
        or "Stack dump" in stderr or "LLVM ERROR" in stderr \
        or "PLEASE submit a bug report" in stderr


def is_negative_test(path):
    """Whether every RUN line of a backend lit test expects a failure."""
    runs = []
    with open(path, errors="replace") as f:
        lines = [l.strip() for l in f if l.lstrip().startswith(";")]
    command = ""
    for line in lines:
        m = re.match(r";\s*RUN:\s*(.*)$", line)
        if not m:
            continue
        command += m.group(1)
        if command.endswith("\\"):
            command = command[:-1]
            continue
        runs.append(command)
        command = ""
    tools = [r for r in runs if not re.match(r"(FileCheck|\|)", r)]
    return bool(tools) and all(re.match(r"(not\b|%not_)", r) for r in tools)


def normalized_text(path, timeout, workdir, fold=False):
    """`llvm-as | llvm-dis` of a file: opaque pointers, canonical numbering.
    With `fold`, instructions of constants are folded first (`opt
    -passes=instsimplify`), as the export's IRBuilder folds them."""
    bc = os.path.join(workdir, os.path.basename(path) + ".bc")
    if fold:
        rc, _, err = run([LLVM_BIN + "/opt", "-passes=instsimplify", path,
                          "-o", bc], timeout)
    else:
        rc, _, err = run([LLVM_BIN + "/llvm-as", path, "-o", bc], timeout)
    if rc != 0:
        return None, err
    rc, out, err = run([LLVM_BIN + "/llvm-dis", bc, "-o", "-"], timeout)
    if rc != 0:
        return None, err
    return out, ""


def first_error(stderr):
    for line in stderr.splitlines():
        if "error:" in line:
            return line.strip()
    lines = [l for l in stderr.splitlines() if l.strip()]
    return lines[0].strip() if lines else ""


def check_file(path, args):
    name = os.path.basename(path)
    negative = is_negative_test(path)
    env = dict(os.environ, LD_PRELOAD=args.plugin)
    result = {"name": name, "negative": negative, "details": []}
    with tempfile.TemporaryDirectory() as work:
        mlir = os.path.join(work, "m.mlir")
        back = os.path.join(work, "back.ll")
        rc, _, err = run([LLVM_BIN + "/mlir-translate", "--genx-import-llvm",
                          "--mlir-print-debuginfo", path, "-o", mlir],
                         args.timeout, env)
        result["error_lines"] = sum(1 for l in err.splitlines()
                                    if "error:" in l)
        if crashed(rc, err):
            result["status"] = "crash"
            result["details"].append("import: %s %s" % (rc, first_error(err)))
            return result
        if rc != 0:
            result["status"] = "refused"
            result["details"].append(first_error(err))
            if result["error_lines"] > args.max_errors:
                result["status"] = "flood"
            return result
        rc, _, err = run([LLVM_BIN + "/mlir-opt", "--load-dialect-plugin=" +
                          args.plugin, "--mlir-print-debuginfo", mlir, "-o",
                          os.devnull], args.timeout)
        if rc != 0:
            result["status"] = "crash" if crashed(rc, err) else "unparsable"
            result["details"].append("mlir-opt: " + first_error(err))
            return result
        rc, _, err = run([LLVM_BIN + "/mlir-translate", "--genx-mlir-to-llvmir",
                          mlir, "-o", back], args.timeout, env)
        if rc != 0:
            result["status"] = "crash" if crashed(rc, err) else "export-failed"
            result["details"].append("export: " + first_error(err))
            return result
        orig_text, err1 = normalized_text(path, args.timeout, work)
        back_text, err2 = normalized_text(back, args.timeout, work)
        if orig_text is None:
            result["status"] = "accepted-invalid"
            result["details"].append("input is not valid LLVM IR: " +
                                     first_error(err1))
            return result
        if back_text is None:
            result["status"] = "export-invalid"
            result["details"].append("output is not valid LLVM IR: " +
                                     first_error(err2))
            return result
        diffs = compare(Module(orig_text), Module(back_text))
        if diffs["calls"]:
            # Compare call sites again with constant instructions folded on
            # both sides.
            orig_folded, _ = normalized_text(path, args.timeout, work, True)
            back_folded, _ = normalized_text(back, args.timeout, work, True)
            if orig_folded and back_folded:
                diffs["calls"] = compare(Module(orig_folded),
                                         Module(back_folded))["calls"]
    differing = [c for c in CORE if diffs[c]]
    result["status"] = "same" if not differing else "differs"
    result["differs"] = differing
    result["debug"] = bool(diffs["debug"])
    for c in CATEGORIES:
        for d in diffs[c][:args.max_details]:
            result["details"].append("[%s] %s" % (c, d))
    return result


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("paths", nargs="+", help=".ll files or directories")
    parser.add_argument("--plugin", default=os.path.join(
        root, "build", "lib", "GenXPlugin.so"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--max-errors", type=int, default=100,
                        help="more error lines than this from one import is "
                             "a flood")
    parser.add_argument("--details", action="store_true",
                        help="print what differs or why a file was refused")
    parser.add_argument("--max-details", type=int, default=8)
    parser.add_argument("--min-same", type=float, default=0,
                        help="exit 1 when fewer than this percentage of the "
                             "files round-trip unchanged")
    args = parser.parse_args()

    files = []
    for p in args.paths:
        if os.path.isdir(p):
            files += sorted(os.path.join(p, f) for f in os.listdir(p)
                            if f.endswith(".ll"))
        else:
            files.append(p)
    with concurrent.futures.ThreadPoolExecutor(max(1, min(args.jobs, 2))) as ex:
        results = list(ex.map(lambda f: check_file(f, args), files))

    counts = Counter()
    for r in results:
        status = r["status"]
        label = status
        if status == "refused":
            label = "refused (negative test)" if r["negative"] else "refused"
        extra = ""
        if status == "differs":
            extra = " " + ",".join(r["differs"])
        if r.get("debug"):
            extra += " (debug info differs)"
        print("%-24s %s%s" % (label, r["name"], extra))
        if args.details or status not in ("same", "differs"):
            for d in r["details"]:
                print("    " + d.replace("\n", "\n    "))
        counts[status] += 1
        if status == "refused" and r["negative"]:
            counts["refused-negative"] += 1
        if r.get("debug"):
            counts["debug-differs"] += 1
    total = len(results)
    same = counts["same"]
    print("SUMMARY: %d files: %d round-trip unchanged (%.1f%%), %d differ, "
          "%d refused (%d negative tests), %d flooded, %d unparsable output, "
          "%d export failures, %d crashes; debug info differs in %d" %
          (total, same, 100.0 * same / max(total, 1), counts["differs"],
           counts["refused"] + counts["flood"], counts["refused-negative"],
           counts["flood"], counts["unparsable"],
           counts["export-failed"] + counts["export-invalid"] +
           counts["accepted-invalid"], counts["crash"],
           counts["debug-differs"]))
    if counts["crash"]:
        return 1
    if 100.0 * same / max(total, 1) < args.min_same:
        print("genx-corpus-check: fewer than %g%% round-trip unchanged"
              % args.min_same)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
