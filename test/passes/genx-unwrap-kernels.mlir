// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(genx-unwrap-kernels)' | FileCheck %s

// Nothing launches the kernels: the contents of every gpu.module move to the
// top level in order (what --genx-mlir-to-llvmir translates), the gpu.kernel
// marker and gpu.container_module go, genx.kernel and linkage stay.
// CHECK-LABEL: module {
// CHECK-NEXT: llvm.func @k1() attributes {genx.kernel = #genx.kernel<>} {
// CHECK: llvm.func internal @h() {
// CHECK: llvm.func @k2(%{{.*}}: i64) attributes {genx.kernel = #genx.kernel<arg_kinds = [0], arg_descs = ["svmptr_t"]>} {
// CHECK-NOT: gpu.module
// CHECK-NOT: gpu.kernel
module attributes {gpu.container_module} {
  gpu.module @a {
    llvm.func @k1() attributes {gpu.kernel, genx.kernel = #genx.kernel<>} {
      llvm.return
    }
    llvm.func internal @h() {
      llvm.return
    }
  }
  gpu.module @b {
    llvm.func @k2(%p: i64) attributes {genx.kernel = #genx.kernel<arg_kinds = [0], arg_descs = ["svmptr_t"]>} {
      llvm.return
    }
  }
}

// -----

// A whole program (host code launches a kernel) keeps its gpu.modules for
// the host's lowering.
// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK-NEXT: gpu.module @a {
// CHECK-NEXT: llvm.func @k1() attributes {genx.kernel = #genx.kernel<>, gpu.kernel}
// CHECK: func.func @main()
// CHECK: gpu.launch_func @a::@k1
module attributes {gpu.container_module} {
  gpu.module @a {
    llvm.func @k1() attributes {gpu.kernel, genx.kernel = #genx.kernel<>} {
      llvm.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @a::@k1 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @a {
    // expected-error @+1 {{'llvm.func' op has the name of a symbol outside its gpu.module, so it cannot be unwrapped}}
    llvm.func @k() attributes {genx.kernel = #genx.kernel<>} {
      llvm.return
    }
  }
  llvm.func @k()
}

// -----

// Two gpu.modules with a kernel of the same name: the second cannot follow
// the first to the top level.
module attributes {gpu.container_module} {
  gpu.module @a {
    llvm.func @k() attributes {genx.kernel = #genx.kernel<>} {
      llvm.return
    }
  }
  gpu.module @b {
    // expected-error @+1 {{'llvm.func' op has the name of a symbol outside its gpu.module, so it cannot be unwrapped}}
    llvm.func @k() attributes {genx.kernel = #genx.kernel<>} {
      llvm.return
    }
  }
}
