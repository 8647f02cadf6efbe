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
    another, except for a kernel that reaches a `gpu.barrier` (in its body or
    a function it calls): its blocks run through the host runtime
    (`genx_host_run_group`, libGenXHostRuntime.so), whose fibers let the
    threads of a block meet at each barrier (`genx_host_barrier`); its
    arguments travel packed in a stack slot (memrefs as their LLVM
    descriptors) to an `llvm.func` per launch that calls the kernel for one
    thread; a subgroup is one work item:
    `gpu.subgroup_size` = 1, `gpu.lane_id` = 0, `gpu.subgroup_id` = the
    linear thread id, `gpu.num_subgroups` = the block's size,
    `gpu.subgroup_reduce` = its operand, `gpu.shuffle` gives its own value,
    valid only when the source lane is lane 0 (offset 0) and width > 0;
    unless the program says `// SUBGROUP-SIZE: S`: then a subgroup is S
    work items of consecutive linear ids (`gpu.lane_id` = linear id mod S,
    `gpu.subgroup_id` = linear id / S, `gpu.num_subgroups` = the block's
    size / S rounded up), and each `gpu.shuffle` and `gpu.subgroup_reduce`
    goes through a workgroup buffer of 1024 slots (an extra workgroup
    argument): store at the linear id, barrier, read the source lane or
    fold the cluster's lanes in lane order, barrier (so every work item of
    the block must reach it, as the kernel then runs through the host
    runtime);
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

# Work items per subgroup (the program's `// SUBGROUP-SIZE: S`, else 1).
SUBGROUP = 1


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
                  % VALUE, r"\1 = arith.constant %d : index" % SUBGROUP, body)

    def lane_id(m):
        p = "%%__gpu_ln%d" % Counter.next()
        return "\n    ".join(linear_id_lines(p) + [
            "%s_s = arith.constant %d : index" % (p, SUBGROUP),
            "%s = arith.remui %s_lin, %s_s : index" % (m.group(1), p, p)])

    body = re.sub(r"(%s)\s*=\s*gpu\.lane_id(?:\s+upper_bound\s+\d+)?"
                  % VALUE, lane_id, body)

    def subgroup_id(m):
        p = "%%__gpu_sg%d" % Counter.next()
        return "\n    ".join(linear_id_lines(p) + [
            "%s_s = arith.constant %d : index" % (p, SUBGROUP),
            "%s = arith.divui %s_lin, %s_s : index" % (m.group(1), p, p)])

    body = re.sub(r"(%s)\s*=\s*gpu\.subgroup_id(?:\s+upper_bound\s+\d+)?\s*:\s*index"
                  % VALUE, subgroup_id, body)

    def num_subgroups(m):
        p = "%%__gpu_ns%d" % Counter.next()
        return "\n    ".join(linear_id_lines(p) + [
            "%s_s = arith.constant %d : index" % (p, SUBGROUP),
            "%s_up = arith.constant %d : index" % (p, SUBGROUP - 1),
            "%s_e = arith.addi %s_cnt, %s_up : index" % (p, p, p),
            "%s = arith.divui %s_e, %s_s : index" % (m.group(1), p, p)])

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
    body = re.sub(r"\bgpu\.barrier\b[^\n]*",
                  "func.call @genx_host_barrier() : () -> ()", body)
    body = re.sub(r"\bgpu\.return\b", "return", body)
    if re.search(r"\bgpu\.(?!address_space)\w+", body):
        op = re.search(r"\bgpu\.(?!address_space)\w+", body).group(0)
        raise SystemExit("reference.py: %s inside a kernel is not supported" % op)
    return body


# gpu.all_reduce operations: (float op, integer op).
COMBINE = {"add": ("arith.addf", "arith.addi"), "mul": ("arith.mulf", "arith.muli"),
           "minui": (None, "arith.minui"), "minsi": (None, "arith.minsi"),
           "maxui": (None, "arith.maxui"), "maxsi": (None, "arith.maxsi"),
           "minnumf": ("arith.minnumf", None), "maxnumf": ("arith.maxnumf", None),
           "minimumf": ("arith.minimumf", None), "maximumf": ("arith.maximumf", None),
           "and": (None, "arith.andi"), "or": (None, "arith.ori"),
           "xor": (None, "arith.xori")}


def linear_id_lines(p):
    """Lines that compute `p`_lin, the linear id of the work item in its
    block, and `p`_cnt, the block's size."""
    return [
        "%s_a = arith.muli %%__gpu_tid_z, %%__gpu_bdim_y : index" % p,
        "%s_b = arith.addi %s_a, %%__gpu_tid_y : index" % (p, p),
        "%s_c = arith.muli %s_b, %%__gpu_bdim_x : index" % (p, p),
        "%s_lin = arith.addi %s_c, %%__gpu_tid_x : index" % (p, p),
        "%s_d = arith.muli %%__gpu_bdim_x, %%__gpu_bdim_y : index" % p,
        "%s_cnt = arith.muli %s_d, %%__gpu_bdim_z : index" % (p, p)]


# The source lane of a gpu.shuffle, from the lane and the offset (i32).
SOURCE = {"xor": "arith.xori %s_own, %s : i32",
          "down": "arith.addi %s_own, %s : i32",
          "up": "arith.subi %s_own, %s : i32",
          "idx": "arith.addi %s_zero, %s : i32"}


def rewrite_subgroup_exchange(body, kernel):
    """With subgroups of SUBGROUP work items, each `gpu.shuffle` and
    `gpu.subgroup_reduce` of a kernel body goes through a workgroup buffer
    of 1024 slots (an extra workgroup argument): store at the linear id,
    barrier, read the source lane (each segment of `width` lanes shuffles
    on its own, as CUDA's do; valid only in the first segment, a lane whose
    source is outside its segment reads itself) or fold the lanes of its cluster
    in lane order, barrier. Returns (body, [(buffer, type)])."""
    buffers = []
    shuffle = re.compile(r"(%s)\s*,\s*(%s)\s*=\s*gpu\.shuffle\s+(\w+)\s+(%s)\s*,\s*(%s)"
                         r"\s*,\s*(%s)\s*:\s*([^\n]+)" % ((VALUE,) * 5))
    reduce = re.compile(r"(%s)\s*=\s*gpu\.subgroup_reduce\s+(\w+)\s+(%s)\s*(?:uniform\s*)?"
                        r"(?:cluster\s*\(\s*size\s*=\s*(\d+)\s*(?:,\s*stride\s*=\s*(\d+)\s*)?\))?"
                        r"\s*:\s*\(([^)]*)\)\s*->\s*[^\n]+" % (VALUE, VALUE))
    while True:
        m = shuffle.search(body) or reduce.search(body)
        if not m:
            return body, buffers
        if kernel is None:
            raise SystemExit("reference.py: subgroup operations outside a kernel")
        p = "%%__sx%d" % Counter.next()
        buf = "%s_buf" % p
        is_shuffle = m.re is shuffle
        ty = (m.group(7) if is_shuffle else m.group(6)).strip()
        x = m.group(4) if is_shuffle else m.group(3)
        buffers.append((buf, "memref<1024x%s>" % ty))
        lines = linear_id_lines(p) + [
            "memref.store %s, %s[%s_lin] : memref<1024x%s>" % (x, buf, p, ty),
            "func.call @genx_host_barrier() : () -> ()",
            "%s_s = arith.constant %d : index" % (p, SUBGROUP),
            "%s_lane = arith.remui %s_lin, %s_s : index" % (p, p, p),
            "%s_base = arith.subi %s_lin, %s_lane : index" % (p, p, p)]
        if is_shuffle:
            res, valid, mode, off, width = (m.group(i) for i in (1, 2, 3, 5, 6))
            lines += [
                "%s_zero = arith.constant 0 : i32" % p,
                "%s_lane32 = arith.index_cast %s_lane : index to i32" % (p, p),
                "%s_own = arith.remui %s_lane32, %s : i32" % (p, p, width),
                "%s_first = arith.subi %s_lane32, %s_own : i32" % (p, p, p),
                "%s_src = %s" % (p, SOURCE[mode] % (p, off)),
                "%s_in = arith.cmpi ult, %s_src, %s : i32" % (p, p, width),
                "%s_abs = arith.addi %s_first, %s_src : i32" % (p, p, p),
                "%s_s32 = arith.constant %d : i32" % (p, SUBGROUP),
                "%s_inside = arith.cmpi ult, %s_abs, %s_s32 : i32" % (p, p, p),
                "%s_ok = arith.andi %s_in, %s_inside : i1" % (p, p, p),
                "%s_me = arith.cmpi ult, %s_lane32, %s : i32" % (p, p, width),
                "%s = arith.andi %s_ok, %s_me : i1" % (valid, p, p),
                "%s_pick = arith.select %s_ok, %s_abs, %s_lane32 : i32" % (p, p, p, p),
                "%s_pickx = arith.index_cast %s_pick : i32 to index" % (p, p),
                "%s_at = arith.addi %s_base, %s_pickx : index" % (p, p, p),
                "%s = memref.load %s[%s_at] : memref<1024x%s>" % (res, buf, p, ty)]
        else:
            res, kind = m.group(1), m.group(2)
            size = int(m.group(4)) if m.group(4) else SUBGROUP
            stride = int(m.group(5)) if m.group(5) else 1
            float_op, int_op = COMBINE[kind]
            op = float_op if re.match(r"(f|bf)\d+$", ty) else int_op
            lines += [
                "%s_span = arith.constant %d : index" % (p, size * stride),
                "%s_step = arith.constant %d : index" % (p, stride),
                "%s_end = arith.constant %d : index" % (p, size),
                "%s_c1 = arith.constant 1 : index" % p,
                "%s_q = arith.divui %s_lane, %s_span : index" % (p, p, p),
                "%s_qs = arith.muli %s_q, %s_span : index" % (p, p, p),
                "%s_r = arith.remui %s_lane, %s_step : index" % (p, p, p),
                "%s_o = arith.addi %s_qs, %s_r : index" % (p, p, p),
                "%s_start = arith.addi %s_base, %s_o : index" % (p, p, p),
                "%s_first = memref.load %s[%s_start] : memref<1024x%s>" % (p, buf, p, ty),
                "%s = scf.for %s_j = %s_c1 to %s_end step %s_c1 iter_args(%s_acc = %s_first) -> (%s) {"
                % (res, p, p, p, p, p, p, ty),
                "%s_js = arith.muli %s_j, %s_step : index" % (p, p, p),
                "%s_at = arith.addi %s_start, %s_js : index" % (p, p, p),
                "%s_e = memref.load %s[%s_at] : memref<1024x%s>" % (p, buf, p, ty),
                "%s_f = %s %s_acc, %s_e : %s" % (p, op, p, p, ty),
                "scf.yield %s_f : %s" % (p, ty),
                "}"]
        lines.append("func.call @genx_host_barrier() : () -> ()")
        body = body[:m.start()] + "\n    ".join(lines) + body[m.end():]


def rewrite_all_reduce(body, kernel):
    """Each `gpu.all_reduce` of a kernel body goes through a workgroup buffer
    of 1024 slots (an extra workgroup argument): store at the linear thread
    id, barrier, fold the slots in order (the operation, or the region with
    its arguments as the fold's accumulator and element), barrier. Returns
    (body, [(buffer, type)])."""
    buffers = []
    head = re.compile(r"(%s)\s*=\s*gpu\.all_reduce\s+(?:(\w+)\s+)?(%s)\s*(uniform\s*)?\{"
                      % (VALUE, VALUE))
    while True:
        m = head.search(body)
        if not m:
            return body, buffers
        if kernel is None:
            raise SystemExit("reference.py: gpu.all_reduce outside a kernel")
        res, kind, x = m.group(1), m.group(2), m.group(3)
        close = match_close(body, m.end() - 1)
        region = body[m.end():close - 1]
        tm = re.compile(r"\s*(?:attributes\s*\{[^}]*\}\s*)?:\s*\(([^)]*)\)\s*->\s*\(?([\w]+)\)?"
                        ).match(body, close)
        ty = tm.group(1).strip()
        n = Counter.next()
        p = "%%__ar%d" % n
        buf = "%s_buf" % p
        buffers.append((buf, "memref<1024x%s>" % ty))
        lines = linear_id_lines(p) + [
            "memref.store %s, %s[%s_lin] : memref<1024x%s>" % (x, buf, p, ty),
            "func.call @genx_host_barrier() : () -> ()",
            "%s_c0 = arith.constant 0 : index" % p,
            "%s_c1 = arith.constant 1 : index" % p,
            "%s_first = memref.load %s[%s_c0] : memref<1024x%s>" % (p, buf, p, ty)]
        if kind:
            float_op, int_op = COMBINE[kind]
            op = float_op if re.match(r"(f|bf)\d+$", ty) else int_op
            acc, elt = "%s_acc" % p, "%s_v" % p
            fold = ["%s_s = %s %s, %s : %s" % (p, op, acc, elt, ty),
                    "scf.yield %s_s : %s" % (p, ty)]
        else:
            bb = re.match(r"\s*\^\w+\s*\(\s*(%s)\s*:[^,]*,\s*(%s)\s*:[^)]*\)\s*:" % (VALUE, VALUE),
                          region)
            if not bb:
                raise SystemExit("reference.py: cannot parse the gpu.all_reduce region")
            acc, elt = bb.group(1), bb.group(2)
            ops = region[bb.end():]
            if re.search(r"\^\w+", ops):
                raise SystemExit("reference.py: gpu.all_reduce regions of several blocks")
            fold = [re.sub(r"\bgpu\.yield\b", "scf.yield", ops.strip())]
        lines.append("%s = scf.for %s_i = %s_c1 to %s_cnt step %s_c1 iter_args(%s = %s_first) -> (%s) {"
                     % (res, p, p, p, p, acc, p, ty))
        lines.append("%s = memref.load %s[%s_i] : memref<1024x%s>" % (elt, buf, p, ty))
        lines += fold + ["}", "func.call @genx_host_barrier() : () -> ()"]
        body = body[:m.start()] + "\n    ".join(lines) + body[tm.end():]


def convert_gpu_module(name, text):
    """Returns (top-level text, kernels) for the body of `gpu.module @name`."""
    symbols = re.findall(r"(?:gpu\.func|func\.func|memref\.global)\s+"
                         r"(?:\"?(?:public|private|nested)\"?\s+)?@([\w$.-]+)", text)
    for s in symbols:
        text = re.sub(r"@%s\b(?![\w$.-])" % re.escape(s), "@%s__%s" % (name, s), text)
    waiting = barrier_functions(text)
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
        body, buffers = rewrite_all_reduce(body, sym if is_kernel else None)
        wg_args += buffers
        if SUBGROUP > 1:
            body, buffers = rewrite_subgroup_exchange(body, sym if is_kernel else None)
            wg_args += buffers
        prologue = "\n    %__gpu_true = arith.constant true"
        for p in private:
            pname, ptype = [s.strip() for s in p.split(":", 1)]
            prologue += "\n    %s = memref.alloca() : %s" % (pname, drop_address_spaces(ptype))
        all_args = [a for a in split_top(args)]
        all_args += ["%s: %s" % w for w in wg_args]
        if is_kernel:
            all_args.append(id_args())
            kernels[sym[len(name) + 2:]] = ([t for _, t in wg_args],
                                            sym in waiting)
        sig = "func.func @%s(%s)%s" % (sym, ",\n      ".join(all_args),
                                          (" " + result) if result else "")
        out.append("%s {%s%s}" % (sig, prologue, rewrite_kernel_ops(body)))
    out.append(text[pos:])
    return drop_address_spaces("".join(out)), kernels


def barrier_functions(text):
    """The functions of a gpu.module (text) that reach a gpu.barrier, in
    their body or through the functions they call."""
    starts = list(re.finditer(r"(?:gpu\.func|func\.func)\s+(?:\"?(?:public|private|nested)"
                              r"\"?\s+)?@([\w$.-]+)", text))
    bodies = {}
    for k, m in enumerate(starts):
        end = starts[k + 1].start() if k + 1 < len(starts) else len(text)
        bodies[m.group(1)] = text[m.end():end]
    waits = r"\bgpu\.(barrier|all_reduce|shuffle|subgroup_reduce)\b" if SUBGROUP > 1 \
        else r"\bgpu\.(barrier|all_reduce)\b"
    waiting = {f for f, b in bodies.items() if re.search(waits, b)}
    grew = True
    while grew:
        grew = False
        for f, b in bodies.items():
            if f not in waiting and any(
                    c in waiting for c in re.findall(r"call\s+@([\w$.-]+)", b)):
                waiting.add(f)
                grew = True
    return waiting


# Host-side rewriting --------------------------------------------------------

# Functions that the launches of kernels with barriers add at the top level.
EXTRA = []


def descriptor(memref_type):
    """The LLVM struct that a memref of `memref_type` lowers to."""
    shape = match_close(memref_type, len("memref"))
    dims = re.findall(r"(?:\d+|\?)x", memref_type[len("memref<"):shape])
    if not dims:
        return "!llvm.struct<(ptr, ptr, i64)>"
    return ("!llvm.struct<(ptr, ptr, i64, array<%d x i64>, array<%d x i64>)>"
            % (len(dims), len(dims)))


def field_type(t):
    if t.startswith("memref<"):
        return descriptor(t)
    return "i64" if t == "index" else t


def group_launch(p, mod, sym, values, types, bid, block, grid):
    """The lines that run one block of a kernel with barriers through the
    host runtime (the slot `{p}_ctx` exists); the item function, which
    unpacks the slot and calls the kernel for one thread, goes to EXTRA."""
    all_types = types + ["index"] * 9
    fields = [field_type(t) for t in all_types]
    packed = "!llvm.struct<(%s)>" % ", ".join(fields)
    item = "@__ref_item%d" % Counter.next()
    lines = []
    for j, (v, t) in enumerate(zip(values + bid + block + grid, all_types)):
        f = v
        if t.startswith("memref<"):
            f = "%s_f%d" % (p, j)
            lines.append("%s = builtin.unrealized_conversion_cast %s : %s to %s"
                         % (f, v, t, fields[j]))
        elif t == "index":
            f = "%s_f%d" % (p, j)
            lines.append("%s = arith.index_cast %s : index to i64" % (f, v))
        lines.append("%s_p%d = llvm.getelementptr %s_ctx[0, %d] : "
                     "(!llvm.ptr) -> !llvm.ptr, %s" % (p, j, p, j, packed))
        lines.append("llvm.store %s, %s_p%d : %s, !llvm.ptr" % (f, p, j, fields[j]))
    lines.append("%s_fn = llvm.mlir.addressof %s : !llvm.ptr" % (p, item))
    lines.append("%s_nolid = llvm.mlir.zero : !llvm.ptr" % p)
    sizes = []
    for k in range(3):
        lines.append("%s_n%d = arith.index_cast %s : index to i64" % (p, k, block[k]))
        sizes.append("%s_n%d" % (p, k))
    lines.append("llvm.call @genx_host_run_group(%s_fn, %s_ctx, %s, %s_nolid) : "
                 "(!llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr) -> ()"
                 % (p, p, ", ".join(sizes), p))
    body, args = [], []
    for j, t in enumerate(all_types):
        body.append("%%p%d = llvm.getelementptr %%ctx[0, %d] : "
                    "(!llvm.ptr) -> !llvm.ptr, %s" % (j, j, packed))
        body.append("%%f%d = llvm.load %%p%d : !llvm.ptr -> %s" % (j, j, fields[j]))
        a = "%%f%d" % j
        if t.startswith("memref<"):
            a = "%%a%d" % j
            body.append("%s = builtin.unrealized_conversion_cast %%f%d : %s to %s"
                        % (a, j, fields[j], t))
        elif t == "index":
            a = "%%a%d" % j
            body.append("%s = arith.index_cast %%f%d : i64 to index" % (a, j))
        args.append(a)
    for d in DIMS:
        body.append("%%t%s = arith.index_cast %%%s : i64 to index" % (d, d))
    n = len(types)
    call_args = args[:n + 3] + ["%tx", "%ty", "%tz"] + args[n + 3:]
    body.append("func.call @%s__%s(%s) : (%s) -> ()"
                % (mod, sym, ", ".join(call_args), ", ".join(types + ["index"] * 12)))
    EXTRA.append("llvm.func %s(%%ctx: !llvm.ptr, %%x: i64, %%y: i64, %%z: i64) {\n"
                 "    %s\n    llvm.return\n  }" % (item, "\n    ".join(body)))
    return lines, packed

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
    wg_types, waits = kernels.get((mod, sym), ([], False))
    wg = []
    for j, t in enumerate(wg_types):
        w = "%s_wg%d" % (p, j)
        wg.append("%s : %s" % (w, t))
        lines.append("%s = memref.alloc() : %s" % (w, t))
    if waits:
        values = ([a.split(":", 1)[0].strip() for a in args]
                  + [w.split(":")[0].strip() for w in wg])
        types = ([a.split(":", 1)[1].strip() for a in args]
                 + [w.split(":", 1)[1].strip() for w in wg])
        group, packed = group_launch(p, mod, sym, values, types, bid, block, grid)
        lines = (["%s_one = llvm.mlir.constant(1 : i64) : i64" % p,
                  "%s_ctx = llvm.alloca %s_one x %s : (i64) -> !llvm.ptr"
                  % (p, p, packed)] + lines + group)
        for w in wg:
            lines.append("memref.dealloc %s : %s"
                         % tuple(x.strip() for x in w.split(":", 1)))
        lines += ["}"] * 3
        return "\n    ".join(lines), i
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


# Bits of +inf and of the smallest normal number per float type.
FLOAT_BITS = {"f16": ("0x7C00", "0x0400"), "bf16": ("0x7F80", "0x0080"),
              "f32": ("0x7F800000", "0x00800000"),
              "f64": ("0x7FF0000000000000", "0x0010000000000000")}


def rewrite_float_classes(text):
    """math.isinf and math.isnormal, which upstream lowers to no dialect the
    runner takes, as compares of the magnitude with +inf and the smallest
    normal number."""
    def rewrite(m):
        res, op, x, ty = m.group(1), m.group(2), m.group(3), m.group(4).strip()
        elt = re.sub(r".*x", "", ty.rstrip(">")) if "vector" in ty else ty
        inf, normal = FLOAT_BITS[elt]
        p = "%%__fc%d" % Counter.next()

        def const(bits):
            return "dense<%s>" % bits if "vector" in ty else bits
        lines = ["%s_a = math.absf %s : %s" % (p, x, ty),
                 "%s_inf = arith.constant %s : %s" % (p, const(inf), ty)]
        if op == "isinf":
            lines.append("%s = arith.cmpf oeq, %s_a, %s_inf : %s" % (res, p, p, ty))
        else:
            lines += ["%s_min = arith.constant %s : %s" % (p, const(normal), ty),
                      "%s_lo = arith.cmpf oge, %s_a, %s_min : %s" % (p, p, p, ty),
                      "%s_hi = arith.cmpf olt, %s_a, %s_inf : %s" % (p, p, p, ty),
                      "%s = arith.andi %s_lo, %s_hi : %s"
                      % (res, p, p, ty.replace(elt, "i1") if "vector" in ty else "i1")]
        return "\n    ".join(lines)

    return re.sub(r"(%s)\s*=\s*math\.(isinf|isnormal)\s+(%s)(?:\s+fastmath<[^>]*>)?"
                  r"\s*:\s*([^\n]+)" % (VALUE, VALUE), rewrite, text)


def convert(text):
    global SUBGROUP
    size = re.search(r"//\s*SUBGROUP-SIZE:\s*(\d+)", text)
    SUBGROUP = int(size.group(1)) if size else 1
    text = rewrite_float_classes(strip_comments(text))
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
    text = convert_host("".join(out), kernels)
    if "genx_host_barrier" in text:
        EXTRA.append("func.func private @genx_host_barrier()")
    if "genx_host_run_group" in text:
        EXTRA.append("llvm.func @genx_host_run_group(!llvm.ptr, !llvm.ptr, "
                     "i64, i64, i64, !llvm.ptr)")
    if EXTRA:
        end = text.rstrip().rfind("}")
        text = text[:end] + "  " + "\n  ".join(EXTRA) + "\n" + text[end:]
    return text


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    with open(sys.argv[1]) as f:
        sys.stdout.write(convert(f.read()))
