#!/bin/sh
# Runs an upstream MLIR GPU program on the CPU: reference.py turns it into a
# host-only program, stock mlir-opt lowers it, stock mlir-runner runs it.
#   run-reference.sh PROGRAM.mlir          prints the program's output
# LLVM_TOOLS_DIR (default /usr/lib/llvm-22/bin) and LLVM_LIB_DIR (default
# /usr/lib/llvm-22/lib) locate the stock tools and the runner libraries.
# KEEP=DIR keeps the intermediate files (DIR/NAME.cpu.mlir, DIR/NAME.llvm.mlir).
# A program whose threads meet at gpu.barrier needs the project's host
# runtime: GENX_HOST_RUNTIME (default build/lib/libGenXHostRuntime.so).
set -eu
[ $# -eq 1 ] || { echo "usage: $0 PROGRAM.mlir" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
bin=${LLVM_TOOLS_DIR:-/usr/lib/llvm-22/bin}
lib=${LLVM_LIB_DIR:-/usr/lib/llvm-22/lib}
# The pipeline is upstream's reference lowering (test-lower-to-llvm's list)
# with two additions: math ops without an LLVM intrinsic (erf, tanh, ...)
# become libm calls first (f16/bf16 through f32), and vector.contract lowers
# through vector.outerproduct, the one upstream strategy that also takes
# mixed-precision contractions (f16 x f16 -> f32, i8 x i8 -> i32). rsqrt
# (no libm function) is expanded to 1 / sqrt first; math ops with an LLVM
# intrinsic (ctlz, cttz, ctpop, absi, ...) convert before the libm step,
# which refuses them.
pipeline='builtin.module(func.func(math-expand-ops{ops=rsqrt},convert-math-to-llvm),convert-math-to-libm,func.func(lower-vector-multi-reduction,convert-vector-to-scf),lower-affine,convert-scf-to-cf,canonicalize,cse,convert-vector-to-llvm{vector-contract-lowering=outerproduct},convert-ub-to-llvm,func.func(convert-math-to-llvm),expand-strided-metadata,lower-affine,finalize-memref-to-llvm,convert-func-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-index-to-llvm,reconcile-unrealized-casts)'
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
libs="$lib/libmlir_runner_utils.so,$lib/libmlir_c_runner_utils.so"
if grep -q genx_host_ "$tmp/cpu.mlir"; then
  runtime=${GENX_HOST_RUNTIME:-$here/../../../build/lib/libGenXHostRuntime.so}
  [ -f "$runtime" ] || { echo "$0: $1 needs $runtime (build the project)" >&2; exit 1; }
  libs="$libs,$runtime"
fi
"$bin/mlir-runner" "$tmp/llvm.mlir" -e main -entry-point-result=void \
  -shared-libs="$libs"
