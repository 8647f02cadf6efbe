#!/usr/bin/env python3
"""Write an MLIR module with one use of every intrinsic of the table.

    gen-intrinsic-samples.py table.json [--vc-intrinsics-0.11] > all.mlir

table.json is `mlir-translate --genx-dump-intrinsic-table` output. Each
intrinsic gets a function whose arguments feed the op (generic syntax);
overloaded slots get a representative type, immediates the value 0. The ops
whose verifiers ask more (regions, block messages, ids) have hand-picked
operands. --vc-intrinsics-0.11 keeps the intrinsics Debian's IGC knows.
"""

import json
import re
import sys

FIXED = {"bool": "i1", "char": "i8", "short": "i16", "int": "i32", "long": "i64",
         "half": "f16", "float": "f32", "double": "f64"}
OVERLOADED = {"anyint": "vector<8xi32>", "anyfloat": "vector<8xf32>",
              "anyvector": "vector<8xi32>", "any": "vector<8xi32>",
              "anyptr": "!llvm.ptr", "intvector": "vector<8xi32>"}

# Ops with verifier rules beyond their types: (argument types, result types,
# immediates) overrides by llvm name; None keeps the default.
OVERRIDES = {
    "llvm.genx.rdregioni": (["vector<16xi32>", None, None, None, "i16", None], ["vector<8xi32>"]),
    "llvm.genx.rdregionf": (["vector<16xf32>", None, None, None, "i16", None], ["vector<8xf32>"]),
    "llvm.genx.wrregioni": (["vector<16xi32>", "vector<8xi32>", None, None, None, "i16", None, "vector<8xi1>"], ["vector<16xi32>"]),
    "llvm.genx.wrregionf": (["vector<16xf32>", "vector<8xf32>", None, None, None, "i16", None, "vector<8xi1>"], ["vector<16xf32>"]),
    "llvm.genx.local.id": ([], ["vector<3xi32>"]),
    "llvm.genx.local.size": ([], ["vector<3xi32>"]),
    # 8 columns, repeat count 1, depth 8: B has 8 x 8 dwords, A 8 dwords.
    "llvm.genx.dpas2": (["vector<8xi32>", "vector<64xi32>", "vector<8xi32>"], ["vector<8xi32>"]),
    "llvm.genx.group.count": ([], ["vector<3xi32>"]),
    "llvm.genx.svm.block.ld": (["i64"], ["vector<8xi32>"]),
    "llvm.genx.svm.block.st": (["i64", "vector<8xi32>"], []),
}
for kind in ("slm", "bti", "stateless", "bindless"):
    for op in ("load", "load.merge", "prefetch", "store"):
        # LSC: an i1 predicate per lane.
        OVERRIDES["llvm.genx.lsc.%s.%s" % (op, kind)] = (["vector<8xi1>"], None)
# Sums of byte differences: i8 operands, i16 sums and accumulators.
for sign in ("s", "u"):
    OVERRIDES["llvm.genx.%ssad2" % sign] = (["vector<8xi8>", "vector<8xi8>"], ["vector<8xi16>"])
for xy in ("ss", "su", "us", "uu"):
    for sat in ("", ".sat"):
        OVERRIDES["llvm.genx.%ssad2add%s" % (xy, sat)] = (
            ["vector<8xi8>", "vector<8xi8>", "vector<8xi16>"], ["vector<8xi16>"])
OVERRIDES["llvm.genx.svm.gather"] = (["vector<8xi1>", None, "vector<8xi64>", "vector<8xi32>"], ["vector<8xi32>"])
OVERRIDES["llvm.genx.svm.scatter"] = (["vector<8xi1>", None, "vector<8xi64>", "vector<8xi32>"], [])

# Immediates other than 0 (or, for an enumerated immediate, its first case):
# regions <vstride, width, stride> = <0, 8, 1>; LSC u32 data, one element
# per lane, channel x for quad messages; dpas2 u8 x u8, depth 8, repeat 1.
IMMEDIATES = {
    "region": {"vstride": 0, "width": 8, "stride": 1, "parent_width": 0},
    "lsc": {"data_size": 3, "vector_size": 1, "data_order": 1,
            "addr_scale": 1},
    "quad": {"channel_mask": 1},
    "media": {"block_width": 4},
    "dpas2": {"src1_precision": 8, "src2_precision": 8, "systolic_depth": 8,
              "repeat_count": 1},
}


def immediate_value(op, immediate):
    name = immediate["name"]
    if "lsc.store" in op and name == "subopcode":
        return immediate["cases"]["store"]
    for key, values in IMMEDIATES.items():
        if key in op and name in values:
            return values[name]
    cases = immediate.get("cases")
    if cases and 0 not in cases.values():
        return min(cases.values())
    return 0


def type_of(code, slots):
    if isinstance(code, int):
        return slots[code]
    if code in FIXED:
        return FIXED[code]
    if code in OVERLOADED:
        return OVERLOADED[code]
    m = re.match(r"(bool|char|short|int|long|half|float|double)(\d+)$", code)
    if m:
        return "vector<%sx%s>" % (m.group(2), FIXED[m.group(1)])
    raise ValueError(code)


def sample(index, entry):
    slots = []

    def resolve(code):
        t = type_of(code, slots)
        if isinstance(code, str) and code.startswith("any"):
            slots.append(t)
        return t

    results = [resolve(c) for c in entry["results"]]
    args = [None if c == "vararg" else resolve(c) for c in entry["arguments"]]
    override = OVERRIDES.get(entry["llvm_name"])
    if override:
        if override[0]:
            args = [o or a for o, a in zip(override[0] + [None] * len(args), args)]
        if override[1] is not None:
            results = override[1]
    immediates = {i["index"]: i for i in entry["immediates"]}

    params, operands, operand_types, props = [], [], [], []
    for position, (code, t) in enumerate(zip(entry["arguments"], args)):
        if code == "vararg":
            params.append("%v: i32")
            operands.append("%v")
            operand_types.append("i32")
        elif position in immediates:
            immediate = immediates[position]
            value = immediate_value(entry["op"], immediate)
            props.append("%s = %d : %s" % (immediate["name"], value, t))
        else:
            params.append("%%a%d: %s" % (position, t))
            operands.append("%%a%d" % position)
            operand_types.append(t)

    body = []
    results_def = ""
    if len(results) == 1:
        results_def = "%r = "
    elif results:
        results_def = "%%r:%d = " % len(results)
    result_types = ("(%s)" % ", ".join(results)) if len(results) != 1 else results[0]
    prop_dict = " <{%s}>" % ", ".join(props) if props else ""
    body.append('  %s"%s"(%s)%s : (%s) -> %s' % (
        results_def, entry["op"], ", ".join(operands), prop_dict,
        ", ".join(operand_types), result_types))
    name = "f%d_%s" % (index, re.sub(r"\W", "_", entry["llvm_name"][len("llvm.genx."):]))
    return "llvm.func @%s(%s) {\n%s\n  llvm.return\n}\n" % (
        name, ", ".join(params), "\n".join(body))


def main():
    table = json.load(open(sys.argv[1]))
    only_v011 = "--vc-intrinsics-0.11" in sys.argv[2:]
    # --ocl-runtime: leave out what IGC supports only under the CM runtime.
    ocl_runtime = "--ocl-runtime" in sys.argv[2:]
    entries = [e for e in sorted(table, key=lambda e: e["llvm_name"])
               if (not only_v011 or e["vc_intrinsics_0_11"]) and
               not (ocl_runtime and e.get("cm_runtime_only"))]
    print("// One use of each of %d intrinsics (generated by gen-intrinsic-samples.py)."
          % len(entries))
    for index, entry in enumerate(entries):
        print(sample(index, entry))


if __name__ == "__main__":
    main()
