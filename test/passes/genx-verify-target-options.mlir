// An unknown device given as option.
// RUN: not %genx-opt %s -p 'builtin.module(genx-verify-target{device=gen42})' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: unknown GenX device 'gen42'

// legacy-backend: intrinsics newer than Debian's IGC (vc-intrinsics 0.11).
// RUN: not %genx-opt %s -p 'builtin.module(genx-verify-target{device=dg2 legacy-backend=true})' 2>&1 | FileCheck %s --check-prefix=LEGACY
// LEGACY: error: 'genx.lfsr' (llvm.genx.lfsr) is not known to vc-intrinsics 0.11, the version of Debian's IGC 1.0.12504, or has another signature there
// RUN: %genx-opt %s -p 'builtin.module(genx-verify-target{device=cri})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEWEST --allow-empty
// NEWEST-NOT: lfsr
// The device option overrides the module's target: on dg2 add3 is fine,
// lfsr (Xe3P+) is not.
// RUN: not %genx-opt %s -p 'builtin.module(genx-verify-target{device=dg2})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OVERRIDE
// OVERRIDE-NOT: add3
// OVERRIDE: error: 'genx.lfsr' (llvm.genx.lfsr) is not available on dg2 (XeHPG); it needs Xe3P+
// OVERRIDE-NOT: add3
// RUN: not %genx-opt %s -p 'builtin.module(genx-verify-target)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// TARGET: error: 'genx.add3' (llvm.genx.add3) is not available on tgllp (XeLP); it needs XeHP+
module attributes {genx.target = #genx.target<"tgllp">} {
  llvm.func @g(%a: vector<8xi32>) -> vector<8xi32> {
    %0 = genx.add3 %a, %a, %a : (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    llvm.return %0 : vector<8xi32>
  }
  llvm.func @f(%a: vector<8xi32>) -> vector<8xi32> {
    %0 = genx.lfsr %a, %a {mode = b32} : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    llvm.return %0 : vector<8xi32>
  }
}
