#!/usr/bin/env python3
"""The CPU reference of an upstream MLIR GPU program.

    reference.py PROGRAM.mlir > CPU.mlir

PROGRAM is a module with `gpu.container_module`, one or more `gpu.module`s
holding `gpu.func ... kernel`s (and helper `func.func`s / `memref.global`s),
and host code that runs them with `gpu.launch_func`. The output is the same
program for the host only, in upstream dialects, which stock `mlir-opt` lowers
and stock `mlir-runner` runs (see run-reference.sh):

  - every symbol of `gpu.module @m` moves to the top level as `@m__NAME`
    (references inside the module and `@m::@NAME` outside follow);
  - a kernel `gpu.func @k(ARGS) workgroup(W) private(P) kernel` becomes
    `func.func @m__k(ARGS, W, BLOCK_ID x3, THREAD_ID x3, BLOCK_DIM x3,
    GRID_DIM x3)`: the workgroup buffers are allocated by the launch loop once
    per block and passed to each thread; the private ones are `memref.alloca`s
    at the function's entry; `#gpu.address_space<...>` is dropped from every
    type;
  - `gpu.block_id`, `gpu.thread_id`, `gpu.block_dim`, `gpu.grid_dim`,
    `gpu.global_id` read those arguments; the threads of a block run one after
    another, so `gpu.barrier` is dropped; a subgroup is one work item:
    `gpu.subgroup_size` = 1, `gpu.lane_id` = 0, `gpu.subgroup_id` = the
    linear thread id, `gpu.num_subgroups` = the block's size,
    `gpu.subgroup_reduce` = its operand, `gpu.shuffle` gives its own value,
    valid only when the source lane is lane 0 (offset 0) and width > 0;
  - `gpu.launch_func @m::@k blocks in (..) threads in (..) args(..)` becomes
    an `scf.for` nest (z, y, x over the grid; per block the workgroup
    buffers; z, y, x over the block) calling `@m__k`;
  - host `gpu.alloc` / `gpu.dealloc` / `gpu.memcpy` / `gpu.memset` /
    `gpu.wait` (synchronous forms) become memref ops (or nothing);
  - the `gpu.container_module` attribute goes away.

The transform is textual (MLIR's own text as input); it only assumes the
pretty (custom) syntax of the gpu ops it rewrites. Comments are removed.
"""
import re
import sys

VALUE = r"%[\w$.#-]+"


def strip_comments(text):
    """Removes // comments outside string literals; keeps line structure."""
    out = []
    for line in text.split("\n"):
        in_str = False
        cut = len(line)
        i = 0
        while i < len(line):
            ch = line[i]
            if ch == "\\" and in_str:
                i += 2
                continue
            if ch == '"':
                in_str = not in_str
            elif not in_str and line.startswith("//", i):
                cut = i
                break
            i += 1
        out.append(line[:cut].rstrip())
    return "\n".join(out)


def match_close(text, pos):
    """Index just past the bracket that closes the one at text[pos]."""
    pairs = {"(": ")", "{": "}", "[": "]", "<": ">"}
    opener = text[pos]
    closer = pairs[opener]
    depth = 0
    in_str = False
    i = pos
    while i < len(text):
        ch = text[i]
        if in_str:
            if ch == "\\":
                i += 2
                continue
            if ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch == opener:
            depth += 1
        elif ch == closer:
            # '->' is not a closing angle bracket.
            if not (closer == ">" and i > 0 and text[i - 1] == "-"):
                depth -= 1
                if depth == 0:
                    return i + 1
        i += 1
    raise SystemExit("reference.py: unbalanced %r at offset %d" % (opener, pos))


def split_top(text, sep=","):
    """Splits at `sep` outside (), [], {}, <> and strings."""
    parts, depth, cur, in_str = [], 0, [], False
    i = 0
    while i < len(text):
        ch = text[i]
        if in_str:
            if ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch in "([{<":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == ">" and not (i > 0 and text[i - 1] == "-"):
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
            i += 1
            continue
        cur.append(ch)
        i += 1
    if "".join(cur).strip():
        parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def drop_address_spaces(text):
    return re.sub(r",\s*#gpu\.address_space<\w+>", "", text)


class Counter:
    n = 0

    @classmethod
    def next(cls):
        cls.n += 1
        return cls.n


# Kernel-side rewriting ------------------------------------------------------

IDS = ["bid", "tid", "bdim", "gdim"]
DIMS = ["x", "y", "z"]


def id_args():
    return ", ".join("%%__gpu_%s_%s: index" % (k, d) for k in IDS for d in DIMS)


def rewrite_kernel_ops(body):
    """Rewrites the gpu ops inside a kernel body (text)."""
    names = {"block_id": "bid", "thread_id": "tid", "block_dim": "bdim",
             "grid_dim": "gdim"}

    def ident(m):
        res, op, dim = m.group(1), m.group(2), m.group(3)
        arg = "%%__gpu_%s_%s" % (names[op], dim)
        return "%s = arith.ori %s, %s : index" % (res, arg, arg)

    body = re.sub(r"(%s)\s*=\s*gpu\.(block_id|thread_id|block_dim|grid_dim)\s+(x|y|z)"
                  r"(?:\s+upper_bound\s+\d+)?" % VALUE, ident, body)

    def global_id(m):
        res, dim = m.group(1), m.group(2)
        t = "%%__gpu_gid_%d" % Counter.next()
        return ("%s = arith.muli %%__gpu_bid_%s, %%__gpu_bdim_%s : index\n"
                "    %s = arith.addi %s, %%__gpu_tid_%s : index"
                % (t, dim, dim, res, t, dim))

    body = re.sub(r"(%s)\s*=\s*gpu\.global_id\s+(x|y|z)(?:\s+upper_bound\s+\d+)?"
                  % VALUE, global_id, body)
    body = re.sub(r"(%s)\s*=\s*gpu\.subgroup_size(?:\s+upper_bound\s+\d+)?\s*:\s*index"
                  % VALUE, r"\1 = arith.constant 1 : index", body)
    body = re.sub(r"(%s)\s*=\s*gpu\.lane_id(?:\s+upper_bound\s+\d+)?"
                  % VALUE, r"\1 = arith.constant 0 : index", body)

    def subgroup_id(m):
        n = Counter.next()
        return ("%%__gpu_sg%d_a = arith.muli %%__gpu_tid_z, %%__gpu_bdim_y : index\n"
                "    %%__gpu_sg%d_b = arith.addi %%__gpu_sg%d_a, %%__gpu_tid_y : index\n"
                "    %%__gpu_sg%d_c = arith.muli %%__gpu_sg%d_b, %%__gpu_bdim_x : index\n"
                "    %s = arith.addi %%__gpu_sg%d_c, %%__gpu_tid_x : index"
                % (n, n, n, n, n, m.group(1), n))

    body = re.sub(r"(%s)\s*=\s*gpu\.subgroup_id(?:\s+upper_bound\s+\d+)?\s*:\s*index"
                  % VALUE, subgroup_id, body)

    def num_subgroups(m):
        n = Counter.next()
        return ("%%__gpu_ns%d = arith.muli %%__gpu_bdim_x, %%__gpu_bdim_y : index\n"
                "    %s = arith.muli %%__gpu_ns%d, %%__gpu_bdim_z : index"
                % (n, m.group(1), n))

    body = re.sub(r"(%s)\s*=\s*gpu\.num_subgroups(?:\s+upper_bound\s+\d+)?\s*:\s*index"
                  % VALUE, num_subgroups, body)

    # gpu.subgroup_reduce KIND %x [uniform] [cluster(...)] : (T) -> T
    def subgroup_reduce(m):
        res, x, ty = m.group(1), m.group(2), m.group(3).strip()
        return "%s = arith.select %%__gpu_true, %s, %s : %s" % (res, x, x, ty)

    body = re.sub(r"(%s)\s*=\s*gpu\.subgroup_reduce\s+\w+\s+(%s)[^:\n]*:\s*\(([^)]*)\)\s*->\s*[^\n]+"
                  % (VALUE, VALUE), subgroup_reduce, body)

    # %r, %valid = gpu.shuffle MODE %x, %offset, %width : T
    def shuffle(m):
        res, valid, x, off, width, ty = (m.group(i) for i in range(1, 7))
        n = Counter.next()
        return ("%s = arith.select %%__gpu_true, %s, %s : %s\n"
                "    %%__gpu_sh%d_z = arith.constant 0 : i32\n"
                "    %%__gpu_sh%d_a = arith.cmpi eq, %s, %%__gpu_sh%d_z : i32\n"
                "    %%__gpu_sh%d_b = arith.cmpi sgt, %s, %%__gpu_sh%d_z : i32\n"
                "    %s = arith.andi %%__gpu_sh%d_a, %%__gpu_sh%d_b : i1"
                % (res, x, x, ty.strip(), n, n, off, n, n, width, n, valid, n, n))

    body = re.sub(r"(%s)\s*,\s*(%s)\s*=\s*gpu\.shuffle\s+\w+\s+(%s)\s*,\s*(%s)\s*,\s*(%s)\s*:\s*([^\n]+)"
                  % (VALUE, VALUE, VALUE, VALUE, VALUE), shuffle, body)
    body = re.sub(r"\n[ \t]*gpu\.barrier\b[^\n]*", "", body)
    body = re.sub(r"\bgpu\.return\b", "return", body)
    if re.search(r"\bgpu\.(?!address_space)\w+", body):
        op = re.search(r"\bgpu\.(?!address_space)\w+", body).group(0)
        raise SystemExit("reference.py: %s inside a kernel is not supported" % op)
    return body


def convert_gpu_module(name, text):
    """Returns (top-level text, kernels) for the body of `gpu.module @name`."""
    symbols = re.findall(r"(?:gpu\.func|func\.func|memref\.global)\s+"
                         r"(?:\"?(?:public|private|nested)\"?\s+)?@([\w$.-]+)", text)
    for s in symbols:
        text = re.sub(r"@%s\b(?![\w$.-])" % re.escape(s), "@%s__%s" % (name, s), text)
    kernels = {}
    out = []
    pos = 0
    for m in re.finditer(r"gpu\.func\s+@([\w$.-]+)\s*\(", text):
        if m.start() < pos:
            continue
        out.append(text[pos:m.start()])
        sym = m.group(1)
        args_end = match_close(text, m.end() - 1)
        args = text[m.end():args_end - 1]
        i = args_end
        workgroup, private, is_kernel, result = [], [], False, ""
        while True:
            rest = text[i:]
            ws = len(rest) - len(rest.lstrip())
            rest = rest.lstrip()
            i += ws
            if rest.startswith("workgroup("):
                e = match_close(text, i + len("workgroup"))
                workgroup = split_top(text[i + len("workgroup("):e - 1])
                i = e
            elif rest.startswith("private("):
                e = match_close(text, i + len("private"))
                private = split_top(text[i + len("private("):e - 1])
                i = e
            elif re.match(r"kernel\b", rest):
                is_kernel = True
                i += len("kernel")
            elif rest.startswith("->"):
                j = text.index("{", i) if "attributes" not in text[i:text.index("{", i)] \
                    else text.index("attributes", i)
                result = text[i:j].strip()
                i = j
            elif rest.startswith("attributes"):
                j = text.index("{", i)
                i = match_close(text, j)
            elif rest.startswith("{"):
                break
            else:
                raise SystemExit("reference.py: cannot parse gpu.func @%s near %r"
                                 % (sym, rest[:40]))
        body_end = match_close(text, i)
        body = text[i + 1:body_end - 1]
        pos = body_end
        wg_args = []
        for w in workgroup:
            wname, wtype = [s.strip() for s in w.split(":", 1)]
            wg_args.append((wname, drop_address_spaces(wtype)))
        prologue = "\n    %__gpu_true = arith.constant true"
        for p in private:
            pname, ptype = [s.strip() for s in p.split(":", 1)]
            prologue += "\n    %s = memref.alloca() : %s" % (pname, drop_address_spaces(ptype))
        all_args = [a for a in split_top(args)]
        all_args += ["%s: %s" % w for w in wg_args]
        if is_kernel:
            all_args.append(id_args())
            kernels[sym[len(name) + 2:]] = [t for _, t in wg_args]
        sig = "func.func @%s(%s)%s" % (sym, ",\n      ".join(all_args),
                                          (" " + result) if result else "")
        out.append("%s {%s%s}" % (sig, prologue, rewrite_kernel_ops(body)))
    out.append(text[pos:])
    return drop_address_spaces("".join(out)), kernels


# Host-side rewriting --------------------------------------------------------

def convert_launch(text, start, kernels):
    """Converts the gpu.launch_func at `start`; returns (replacement, end)."""
    i = start + len("gpu.launch_func")

    def skip_ws(i):
        while i < len(text) and text[i] in " \t\n":
            i += 1
        return i

    i = skip_ws(i)
    if text.startswith("async", i) or text.startswith("[", i) or text.startswith("<", i):
        raise SystemExit("reference.py: async/streamed gpu.launch_func is not supported")
    m = re.compile(r"@([\w$.-]+)::@([\w$.-]+)").match(text, i)
    if not m:
        raise SystemExit("reference.py: cannot parse gpu.launch_func near %r" % text[i:i + 40])
    mod, sym = m.group(1), m.group(2)
    i = skip_ws(m.end())
    sizes = {}
    for key in ("clusters", "blocks", "threads"):
        mm = re.compile(r"%s\s+in\s*\(" % key).match(text, i)
        if mm:
            e = match_close(text, mm.end() - 1)
            sizes[key] = split_top(text[mm.end():e - 1])
            i = skip_ws(e)
    if "clusters" in sizes:
        raise SystemExit("reference.py: clusters are not supported")
    size_type = "index"
    mm = re.compile(r":\s*(i32|i64|index)\b").match(text, i)
    if mm:
        size_type = mm.group(1)
        i = skip_ws(mm.end())
    mm = re.compile(r"dynamic_shared_memory_size\s+(%s)" % VALUE).match(text, i)
    if mm:
        i = skip_ws(mm.end())
    args = []
    if text.startswith("args(", i):
        e = match_close(text, i + 4)
        args = split_top(text[i + 5:e - 1])
        i = e
    n = Counter.next()
    p = "%%__l%d" % n
    lines = []

    def size(v):
        if size_type == "index":
            return v
        t = "%s_s%d" % (p, Counter.next())
        lines.append("%s = arith.index_cast %s : %s to index" % (t, v, size_type))
        return t

    grid = [size(v) for v in sizes["blocks"]]
    block = [size(v) for v in sizes["threads"]]
    lines.append("%s_c0 = arith.constant 0 : index" % p)
    lines.append("%s_c1 = arith.constant 1 : index" % p)
    bid = ["%s_bid_%s" % (p, d) for d in DIMS]
    tid = ["%s_tid_%s" % (p, d) for d in DIMS]
    for k in (2, 1, 0):
        lines.append("scf.for %s = %s_c0 to %s step %s_c1 {" % (bid[k], p, grid[k], p))
    wg = []
    for j, t in enumerate(kernels.get((mod, sym), [])):
        w = "%s_wg%d" % (p, j)
        wg.append("%s : %s" % (w, t))
        lines.append("%s = memref.alloc() : %s" % (w, t))
    for k in (2, 1, 0):
        lines.append("scf.for %s = %s_c0 to %s step %s_c1 {" % (tid[k], p, block[k], p))
    call_args = [a.split(":", 1)[0].strip() for a in args] + [w.split(":")[0].strip() for w in wg]
    call_args += bid + tid + block + grid
    call_types = [a.split(":", 1)[1].strip() for a in args] + [w.split(":", 1)[1].strip() for w in wg]
    call_types += ["index"] * 12
    lines.append("func.call @%s__%s(%s) : (%s) -> ()"
                 % (mod, sym, ", ".join(call_args), ", ".join(call_types)))
    lines += ["}"] * 3
    for w in wg:
        lines.append("memref.dealloc %s : %s" % tuple(s.strip() for s in w.split(":", 1)))
    lines += ["}"] * 3
    return "\n    ".join(lines), i


def convert_host(text, kernels):
    out, pos = [], 0
    for m in re.finditer(r"gpu\.launch_func\b", text):
        if m.start() < pos:
            continue
        out.append(text[pos:m.start()])
        rep, pos = convert_launch(text, m.start(), kernels)
        out.append(rep)
    out.append(text[pos:])
    text = "".join(out)
    text = re.sub(r"(%s)\s*=\s*gpu\.alloc\s*(?:host_shared\s*)?\(([^)]*)\)\s*:\s*([^\n]+)"
                  % VALUE, r"\1 = memref.alloc(\2) : \3", text)
    text = re.sub(r"\bgpu\.dealloc\s+(%s)\s*:\s*([^\n]+)" % VALUE,
                  r"memref.dealloc \1 : \2", text)
    text = re.sub(r"\bgpu\.memcpy\s+(%s)\s*,\s*(%s)\s*:\s*([^,\n]+?)\s*,\s*([^\n]+)"
                  % (VALUE, VALUE), r"memref.copy \2, \1 : \4 to \3", text)

    def memset(m):
        dst, val, mty, ety = m.group(1), m.group(2), m.group(3), m.group(4)
        return "linalg.fill ins(%s : %s) outs(%s : %s)" % (val, ety, dst, mty)

    text = re.sub(r"\bgpu\.memset\s+(%s)\s*,\s*(%s)\s*:\s*([^,\n]+?)\s*,\s*([^\n]+)"
                  % (VALUE, VALUE), memset, text)
    text = re.sub(r"\n[ \t]*gpu\.wait\b[^\n]*", "", text)
    if re.search(r"\bgpu\.(?!address_space)\w+", text):
        op = re.search(r"\bgpu\.(?!address_space)\w+", text).group(0)
        raise SystemExit("reference.py: %s in host code is not supported" % op)
    return text


def convert(text):
    text = strip_comments(text)
    # The container attribute goes away (alone or within a dictionary).
    text = re.sub(r"attributes\s*\{\s*gpu\.container_module\s*\}", "", text, count=1)
    text = re.sub(r"gpu\.container_module\s*,\s*|,\s*gpu\.container_module\b", "", text, count=1)
    out, pos, kernels = [], 0, {}
    for m in re.finditer(r"gpu\.module\s+@([\w$.-]+)[^{]*\{", text):
        if m.start() < pos:
            continue
        out.append(text[pos:m.start()])
        end = match_close(text, m.end() - 1)
        top, ks = convert_gpu_module(m.group(1), text[m.end():end - 1])
        for k, v in ks.items():
            kernels[(m.group(1), k)] = v
        out.append(top)
        pos = end
    out.append(text[pos:])
    return convert_host("".join(out), kernels)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    with open(sys.argv[1]) as f:
        sys.stdout.write(convert(f.read()))
