#!/bin/sh
# Compiles an upstream MLIR GPU program's kernels for GenX devices the way a
# user does: genx-lower, the GenX export, genx-ocloc with disassembly.
#   compile-genx.sh PLUGIN SRC_ROOT PROGRAM.mlir OUTDIR DEVICE...
# GENX_LOWER_OPTIONS, if set, are genx-lower's options (e.g. device=dg2).
# Leaves OUTDIR/genx.mlir, OUTDIR/kernels.ll and OUTDIR/<device>/*.asm.
set -eu
plugin=$1 root=$2 program=$3 out=$4
shift 4
bin=${LLVM_TOOLS_DIR:-/usr/lib/llvm-22/bin}
mkdir -p "$out"
"$bin/mlir-opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin" \
  "$program" -p "builtin.module(genx-lower{${GENX_LOWER_OPTIONS:-}})" -o "$out/genx.mlir"
env LD_PRELOAD="$plugin" "$bin/mlir-translate" --genx-mlir-to-llvmir \
  "$out/genx.mlir" -o "$out/kernels.ll"
devices=""
for d in "$@"; do devices="$devices --device $d"; done
python3 "$root/scripts/genx-ocloc" --plugin "$plugin" "$out/kernels.ll" \
  $devices -o "$out/bin" --disasm
