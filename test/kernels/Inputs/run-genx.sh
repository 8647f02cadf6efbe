#!/bin/sh
# Runs an upstream MLIR GPU program with its kernels compiled by genx-lower:
# the genx ops are emulated on the CPU (scripts/genx-run).
#   run-genx.sh PLUGIN SRC_ROOT PROGRAM.mlir     prints the program's output
# GENX_LOWER_OPTIONS, if set, are genx-lower's options (e.g. device=dg2).
set -eu
plugin=$1 root=$2 program=$3
bin=${LLVM_TOOLS_DIR:-/usr/lib/llvm-22/bin}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin/mlir-opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin" \
  "$program" -p "builtin.module(genx-lower{${GENX_LOWER_OPTIONS:-}})" -o "$tmp/genx.mlir"
GENX_PLUGIN="$plugin" "$root/scripts/genx-run" "$tmp/genx.mlir"
