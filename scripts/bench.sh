#!/usr/bin/env bash
# Installs, builds, and runs the benchmarks (scripts/bench.py): export,
# import, the conversion passes and plugin loading, each as a ratio to a
# baseline measured in the same run. Arguments go to bench.py, e.g.
#   scripts/bench.sh --sizes 10000,100000 --repeat 5
set -euo pipefail
source "$(dirname "$0")/common.sh"

genx_install
genx_build
python3 "$GENX_ROOT/scripts/bench.py" --plugin "$GENX_BUILD/lib/GenXPlugin.so" "$@"
