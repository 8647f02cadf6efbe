#!/usr/bin/env bash
# Installs the dependencies, builds the plugin and runs the whole lit suite
# (dialect, passes, translation, plugin loading, and the e2e tests on IGC).
#   scripts/test.sh [lit options...]
set -euo pipefail
source "$(dirname "$0")/common.sh"

genx_install
genx_build
genx_log "Running the lit suite"
"$LLVM_BIN/lit" -sv "$GENX_BUILD/test" "$@"
