// genx-attach-target: every gpu.module (or those whose whole name matches
// `module`) gets #genx.target in its targets, once.
// RUN: %genx-opt %s -p 'builtin.module(genx-attach-target)' | FileCheck %s --check-prefix=ALL
// ALL: gpu.module @kernels [#genx.target<"dg2">]
// ALL: gpu.module @kernels_extra [#nvvm.target, #genx.target<"dg2">]
// ALL: gpu.module @other [#genx.target<"dg2">]

// RUN: %genx-opt %s -p 'builtin.module(genx-attach-target{module=kernels.* chip=tgllp options="-doubleGRF"})' | FileCheck %s --check-prefix=MATCH
// MATCH: gpu.module @kernels [#genx.target<"tgllp", options = "-doubleGRF">]
// MATCH: gpu.module @kernels_extra [#nvvm.target, #genx.target<"tgllp", options = "-doubleGRF">]
// MATCH: gpu.module @other {

// Twice is once; a different chip is a second target.
// RUN: %genx-opt %s -p 'builtin.module(genx-attach-target{module=other}, genx-attach-target{module=other}, genx-attach-target{module=other chip=pvc})' | FileCheck %s --check-prefix=TWICE
// TWICE: gpu.module @other [#genx.target<"dg2">, #genx.target<"pvc">]

// The regex matches whole names.
// RUN: %genx-opt %s -p 'builtin.module(genx-attach-target{module=kern})' | FileCheck %s --check-prefix=WHOLE
// WHOLE-NOT: #genx.target

// RUN: not %genx-opt %s -p 'builtin.module(genx-attach-target{chip=gen42})' 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: error: unknown GenX device 'gen42'
// RUN: not %genx-opt %s -p 'builtin.module(genx-attach-target{module=[})' 2>&1 | FileCheck %s --check-prefix=REGEX
// REGEX: error: genx-attach-target: invalid module regex '[':
module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
  gpu.module @kernels_extra [#nvvm.target] {
  }
  gpu.module @other {
  }
}
