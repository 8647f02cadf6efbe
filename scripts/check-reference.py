#!/usr/bin/env python3
"""Compare the plugin's intrinsic table with the vc-intrinsics references.

    mlir-translate --genx-dump-intrinsic-table (with the plugin preloaded) > table.json
    check-reference.py table.json REFERENCE_DIR

REFERENCE_DIR holds genx_intrinsics.json (all intrinsics, newest
definitions) and vc-intrinsics-0.11-table.txt (what Debian's IGC knows).
Checks, for every intrinsic: it exists, its result and argument codes,
overload slots and memory attributes equal the reference's, its platform
restriction equals the reference's; and that the table's "known to
vc-intrinsics 0.11" flag is exactly the set of 0.11 intrinsics whose
signature is unchanged. Prints the counts by family; exits 1 on any
difference.
"""

import collections
import json
import os
import re
import sys


def as_list(value):
    if value == "void":
        return []
    return value if isinstance(value, list) else [value]


def platforms_string(value):
    if value is None:
        return ""
    return ",".join(value) if isinstance(value, list) else value


def parse_v011_signature(sig):
    """'{ anyint#0, anyint#1 } (anyint#1, anyint#1)' -> (results, args) in
    the reference notation (a repeated #N is "same as slot N")."""
    m = re.match(r"(.*?) \((.*)\)$", sig)
    seen = set()

    def convert(item):
        item = item.strip()
        t = re.match(r"(\w+)#(\d+)$", item)
        names = {"i1": "bool", "i8": "char", "i16": "short", "i32": "int",
                 "i64": "long", "float": "float", "half": "half",
                 "double": "double", "void": "void", "...": "vararg"}
        vector = re.match(r"<(\d+) x (\w+)>$", item)
        if vector:
            return names[vector.group(2)] + vector.group(1)
        if not t:
            return names.get(item, item)
        slot = int(t.group(2))
        if slot in seen:
            return slot
        seen.add(slot)
        return t.group(1)

    result = m.group(1).strip()
    results = ([convert(x) for x in result.strip("{} ").split(",")]
               if result.startswith("{") else [convert(result)])
    args = [convert(x) for x in m.group(2).split(",")] if m.group(2).strip() else []
    return [r for r in results if r != "void"], args


def family(name):
    short = name[len("llvm.genx."):]
    rules = [
        (r"(rd|wr)(pred)*region|wrconstregion|rdpredregion", "regions and predicate regions"),
        (r"lsc\.", "LSC"),
        (r"(dword|typed|untyped|svm)\.atomic", "legacy dataport and SVM atomics"),
        (r"svm\.", "SVM"),
        (r"(oword|media|gather|scatter|transpose)", "oword/media/gather/scatter"),
        (r".*predef\.surface|predefined\.surface|write\.predef", "predefined surfaces"),
        (r"(3d|sample|avs|load$)", "sampler/3D/AVS"),
        (r"raw\.send", "raw send"),
        (r"(barrier|nbarrier|sbarrier|fence|lsc\.fence|wait|yield|cache\.flush)", "barriers and fences"),
        (r"simdcf|unmask|any$|all$|constantpred", "SIMD control flow and predicates"),
        (r"(group|local|thread|lane)\.|r0|sr0|ce0|timestamp|get\.|read\.predef|set\.|print|dummy", "ids and special registers"),
        (r"va\.", "video analytics"),
        (r"dpas|bdpas|dp[234h]|mxfp", "dpas/matrix and dot products"),
        (r"(ss|su|us|uu)(add|add3|avg|dp4a|mad|mul|sad2add|shl|trunc)|sat$|[su]mulh|[su]madw|simad|uimad|addc|subb|add3|fpto[su]i", "saturating and mixed-type integer arithmetic"),
        (r"(sin|cos|exp|log|pow|sqrt|rsqrt|inv|ieee|frc|rnd[deuz]|lrp|line|pln|[fsu](min|max))", "math and min/max"),
        (r"(bf|hf8|qf|tf32|srnd|biased|4bit|packed|convert|bf\.cvt)", "conversions"),
    ]
    for pattern, fam in rules:
        if re.match(pattern, short):
            return fam
    return "ALU, bit ops and other"


# Where the reference's definitions are wrong, the signature the table has
# instead, and why.
ERRATA = {
    # The definition generator drops the word `intvector` of add3c's
    # result and reads a fourth operand; vc-intrinsics 0.11 and IGC's own
    # tests have { anyint, anyint } (1, 1, 1).
    "llvm.genx.add3c": (["anyint", "anyint"], [1, 1, 1]),
}


def main():
    table_path, ref_dir = sys.argv[1], sys.argv[2]
    table = {e["llvm_name"]: e for e in json.load(open(table_path))}
    ref = {v["llvm_name"]: v for v in json.load(open(os.path.join(ref_dir, "genx_intrinsics.json"))).values()}
    v011 = {}
    for line in open(os.path.join(ref_dir, "vc-intrinsics-0.11-table.txt")):
        if line.startswith("llvm."):
            fields = line.rstrip("\n").split("\t")
            v011[fields[0]] = fields[2]

    errors = []
    for name, r in sorted(ref.items()):
        t = table.get(name)
        if not t:
            errors.append("%s: missing from the table" % name)
            continue
        want = ERRATA.get(name, (as_list(r["result"]), r["arguments"]))
        have = (t["results"], t["arguments"])
        if want != have:
            errors.append("%s: signature %s, reference %s" % (name, have, want))
        if t["attributes"] != r.get("attributes", "None"):
            errors.append("%s: attributes %s, reference %s" % (name, t["attributes"], r.get("attributes")))
        if t["platforms"] != platforms_string(r.get("platforms")):
            errors.append("%s: platforms '%s', reference '%s'" % (name, t["platforms"], platforms_string(r.get("platforms"))))
        # vc-intrinsics 0.11: known with the same signature?
        same_in_v011 = name in v011 and parse_v011_signature(v011[name]) == (
            list(want[0]), want[1])
        if t["vc_intrinsics_0_11"] != same_in_v011:
            errors.append("%s: vc_intrinsics_0_11 is %s, but the 0.11 table says %s"
                          % (name, t["vc_intrinsics_0_11"], same_in_v011))
    for name in sorted(set(table) - set(ref)):
        errors.append("%s: in the table but not in the reference" % name)

    families = collections.Counter(family(n) for n in table)
    for fam, count in sorted(families.items(), key=lambda x: -x[1]):
        print("%4d  %s" % (count, fam))
    print("%d/%d reference intrinsics in the table; %d known to vc-intrinsics 0.11 "
          "with the same signature" % (len(set(ref) & set(table)), len(ref),
                                       sum(1 for t in table.values() if t["vc_intrinsics_0_11"])))
    for e in errors:
        print("MISMATCH " + e)
    if errors:
        print("%d differences" % len(errors))
        return 1
    print("no differences")
    return 0


if __name__ == "__main__":
    sys.exit(main())
