#!/usr/bin/env python3
"""Counts the ops of a table dump (--genx-dump-intrinsic-table) whose
arguments or results carry positional names (argN, resN, res) instead of
names of their own, and the immediates whose enum cases are listed."""
import json
import re
import sys

table = json.load(open(sys.argv[1]))
positional = re.compile(r"^(arg|res)\d*$")
bad = []
enums = 0
for entry in table:
    names = entry["argument_names"] + entry["result_names"]
    bad += ["%s: %s" % (entry["op"], n) for n in names if positional.match(n)]
    if len(set(names)) != len(names):
        bad.append("%s: duplicate names %s" % (entry["op"], names))
    enums += sum(1 for i in entry["immediates"] if "cases" in i)
for line in bad:
    print("POSITIONAL " + line)
print("%d intrinsics, %d positional names, %d enum immediates"
      % (len(table), len(bad), enums))
