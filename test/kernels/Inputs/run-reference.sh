#!/bin/sh
# Runs an upstream MLIR GPU program on the CPU: reference.py turns it into a
# host-only program, stock mlir-opt lowers it, stock mlir-runner runs it.
#   run-reference.sh PROGRAM.mlir          prints the program's output
# LLVM_TOOLS_DIR (default /usr/lib/llvm-22/bin) and LLVM_LIB_DIR (default
# /usr/lib/llvm-22/lib) locate the stock tools and the runner libraries.
# KEEP=DIR keeps the intermediate files (DIR/NAME.cpu.mlir, DIR/NAME.llvm.mlir).
set -eu
[ $# -eq 1 ] || { echo "usage: $0 PROGRAM.mlir" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
bin=${LLVM_TOOLS_DIR:-/usr/lib/llvm-22/bin}
lib=${LLVM_LIB_DIR:-/usr/lib/llvm-22/lib}
# math ops without an LLVM intrinsic (erf, tanh, ...) become libm calls first
# (f16/bf16 through f32); test-lower-to-llvm is upstream's reference lowering
# of vector (contract, multi_reduction, transpose, transfers, gathers, masks),
# affine, scf, memref, math, arith, func and index to LLVM.
pipeline='builtin.module(convert-math-to-libm,test-lower-to-llvm)'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 "$here/reference.py" "$1" > "$tmp/cpu.mlir"
"$bin/mlir-opt" "$tmp/cpu.mlir" -pass-pipeline="$pipeline" -o "$tmp/llvm.mlir"
if [ -n "${KEEP:-}" ]; then
  name=$(basename "$1" .mlir)
  mkdir -p "$KEEP"
  cp "$tmp/cpu.mlir" "$KEEP/$name.cpu.mlir"
  cp "$tmp/llvm.mlir" "$KEEP/$name.llvm.mlir"
fi
"$bin/mlir-runner" "$tmp/llvm.mlir" -e main -entry-point-result=void \
  -shared-libs="$lib/libmlir_runner_utils.so,$lib/libmlir_c_runner_utils.so"
