// Backend failures in gpu-module-to-binary are errors on the gpu.module,
// never crashes.
// REQUIRES: genx-backend

// A device the plugin knows (Xe2's bmg) but Debian's ocloc does not; dg2
// compiles.
// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(gpu-module-to-binary{format=bin})' -o /dev/null

// A missing tool.
// RUN: not env PATH=%t.nonexistent %genx-opt %s -split-input-file -p 'builtin.module(gpu-module-to-binary{format=bin})' 2>&1 | FileCheck %s --check-prefix=NOTOOL
// NOTOOL: error: cannot find `llvm-as-14` in PATH (Debian: apt-get install intel-opencl-icd libigc-tools llvm-14)

// Options IGC rejects: ocloc's log is in the error.
// RUN: not %genx-opt %s -split-input-file -p 'builtin.module(gpu-module-to-binary{format=bin opts=-no-such-option})' 2>&1 | FileCheck %s --check-prefix=OPTS
// OPTS: error: ocloc failed (exit {{[0-9]+}}):
// OPTS: invalid api option: -no-such-option

module attributes {gpu.container_module} {
  // expected-error @below {{ocloc failed (exit 223):}}
  // expected-error @below {{An error happened while serializing the module.}}
  gpu.module @k [#genx.target<"bmg">] {
    llvm.func @k(%a: i64) attributes {genx.kernel = #genx.kernel<arg_descs = ["svmptr_t"]>} {
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k [#genx.target<"dg2">] {
    llvm.func @k(%a: i64) attributes {genx.kernel = #genx.kernel<arg_descs = ["svmptr_t"]>} {
      llvm.return
    }
  }
}
