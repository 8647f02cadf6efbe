#!/usr/bin/env bash
# Installs, builds, and runs the benchmarks (scripts/bench.py): export,
# import, the conversion passes and plugin loading, each as a ratio to a
# baseline measured in the same run. Arguments go to bench.py, e.g.
#   scripts/bench.sh --sizes 10000,100000 --repeat 5
# With `codequality` first, runs the generated-code benchmark instead
# (scripts/codequality.py: genx-lower vs OpenCL C through the same IGC):
#   scripts/bench.sh codequality [--device tgllp] [KERNEL.mlir ...]
set -euo pipefail
source "$(dirname "$0")/common.sh"

genx_install
genx_build
if [ "${1:-}" = codequality ]; then
  shift
  exec python3 "$GENX_ROOT/scripts/codequality.py" \
    --plugin "$GENX_BUILD/lib/GenXPlugin.so" "$@"
fi
python3 "$GENX_ROOT/scripts/bench.py" --plugin "$GENX_BUILD/lib/GenXPlugin.so" "$@"
