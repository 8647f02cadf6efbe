#!/usr/bin/env bash
# Installs the dependencies, builds the plugin, and takes the examples all
# the way to Gen binaries for tgllp and dg2 with the stock tools:
#   mlir-opt (verify; genx-lower for examples/upstream) ->
#   mlir-translate --genx-mlir-to-llvmir -> genx-ocloc
set -euo pipefail
source "$(dirname "$0")/common.sh"

genx_install
genx_build

plugin=$GENX_BUILD/lib/GenXPlugin.so
out=$GENX_BUILD/demo
rm -rf "$out"
mkdir -p "$out"
for example in vadd saxpy; do
  src=$GENX_ROOT/examples/$example.mlir
  genx_log "$example: verify with stock mlir-opt"
  "$LLVM_BIN/mlir-opt" --load-dialect-plugin="$plugin" \
    --load-pass-plugin="$plugin" "$src" \
    -p 'builtin.module(genx-verify-target,genx-simplify-regions)' \
    -o "$out/$example.mlir"
  genx_log "$example: LLVM IR with stock mlir-translate"
  LD_PRELOAD=$plugin "$LLVM_BIN/mlir-translate" --genx-mlir-to-llvmir \
    "$out/$example.mlir" -o "$out/$example.ll"
  genx_log "$example: Gen binaries with ocloc"
  python3 "$GENX_ROOT/scripts/genx-ocloc" --plugin "$plugin" \
    "$out/$example.ll" --device tgllp --device dg2 -o "$out" --disasm
done

# Kernels written only in upstream dialects, through the genx-lower pipeline.
for example in vadd saxpy transpose blur matmul; do
  src=$GENX_ROOT/examples/upstream/$example.mlir
  genx_log "upstream/$example: genx-lower, mlir-translate, ocloc"
  "$LLVM_BIN/mlir-opt" --load-dialect-plugin="$plugin" \
    --load-pass-plugin="$plugin" "$src" -p 'builtin.module(genx-lower)' \
    -o "$out/upstream-$example.mlir"
  LD_PRELOAD=$plugin "$LLVM_BIN/mlir-translate" --genx-mlir-to-llvmir \
    "$out/upstream-$example.mlir" -o "$out/upstream-$example.ll"
  python3 "$GENX_ROOT/scripts/genx-ocloc" --plugin "$plugin" \
    "$out/upstream-$example.ll" --device tgllp --device dg2 -o "$out/upstream" \
    --disasm
done

genx_log "upstream/matmul on dg2: the k loop's float multiply-add"
grep -m2 -E 'mad \(16' "$out/upstream/dg2/matmul.asm" | sed 's/  */ /g'
for device in tgllp dg2; do
  genx_log "vadd on $device (Gen assembly excerpt)"
  grep -E 'oword block|add \(16|EOT' "$out/$device/vadd.asm" | sed 's/  */ /g'
done
genx_log "Gen binaries:"
ls -l "$out"/tgllp/*.bin "$out"/dg2/*.bin "$out"/upstream/*/*.bin
