#!/usr/bin/env python3
"""Builds the module of a differential test.

    differential.py EXAMPLE.mlir LOWERED.mlir HOST.mlir > RUN.mlir

EXAMPLE is a kernel in upstream dialects, LOWERED its genx-lower output,
HOST a module with @main and the host reference helpers. The result holds:
  - the reference kernel: EXAMPLE renamed @NAME_reference, a plain func.func
    whose gpu.block_id ops read the dispatch global (upstream has no host
    lowering of gpu ids), lowered later by upstream passes only;
  - the GenX kernel: LOWERED's llvm.func @NAME, run through genx-emulate;
  - HOST's functions, which dispatch both over the same grid and compare.
"""
import re
import sys


def body(text):
    """The top-level ops of a module's text."""
    text = re.sub(r"//[^\n]*", "", text)
    start = re.search(r"module(\s+attributes\s*\{[^}]*\})?\s*\{", text).end()
    end = text.rindex("}")
    return text[start:end]


example, lowered, host = (open(p).read() for p in sys.argv[1:4])
ref = body(example)
ref = re.sub(r"gpu\.module @\w+ \{", "", ref, count=1)
if "gpu.module" in example:
    ref = ref[:ref.rindex("}")]
ref = re.sub(r"gpu\.func @(\w+)\((.*?)\) kernel", r"func.func @\1_reference(\2)", ref)
ref = re.sub(r"func\.func @(\w+)\((.*?)\)\s*attributes \{genx\.kernel = #genx\.kernel<>\}",
             r"func.func @\1_reference(\2)", ref, flags=re.S)
ref = ref.replace("gpu.return", "return")
ref = re.sub(r"gpu\.block_id (x|y|z)", r"func.call @host_block_id_\1() : () -> index", ref)
print("module {")
print(body(host))
print(ref)
print(body(lowered))
print("}")
