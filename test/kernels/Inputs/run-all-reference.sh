#!/bin/sh
# Runs every program of test/kernels through the CPU reference route and
# checks its hand-verified CHECK lines with FileCheck (what the lit RUN lines
# do, without lit).  run-all-reference.sh [OUTDIR]  (outputs kept in OUTDIR,
# default a temporary directory). Exits 1 if any program fails.
set -u
here=$(cd "$(dirname "$0")" && pwd)
dir=$(dirname "$here")
bin=${LLVM_TOOLS_DIR:-/usr/lib/llvm-22/bin}
out=${1:-$(mktemp -d)}
mkdir -p "$out"
pass=0 fail=0 failed=""
start=$(date +%s.%N)
for prog in "$dir"/*.mlir; do
  name=$(basename "$prog" .mlir)
  if sh "$here/run-reference.sh" "$prog" > "$out/$name.ref.out" 2> "$out/$name.err" &&
     "$bin/FileCheck" "$prog" --input-file="$out/$name.ref.out" 2>> "$out/$name.err"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1)); failed="$failed $name"
    echo "FAIL: $name (see $out/$name.err)"
  fi
done
end=$(date +%s.%N)
echo "passed: $pass, failed: $fail, time: $(echo "$end - $start" | bc 2>/dev/null || echo "?") s, outputs in $out"
[ "$fail" -eq 0 ] || { echo "failed:$failed"; exit 1; }
