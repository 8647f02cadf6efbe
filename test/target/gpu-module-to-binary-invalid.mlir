// What #genx.target refuses to serialize, as errors on the gpu.module
// (format=llvm: no backend needed).
// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(gpu-module-to-binary{format=llvm})'

module attributes {gpu.container_module} {
  // expected-error @below {{has no GenX kernel (an llvm.func with genx.kernel): lower it with genx-lower before gpu-module-to-binary}}
  // expected-error @below {{An error happened while serializing the module.}}
  gpu.module @not_lowered [#genx.target<"dg2">] {
    gpu.func @k() kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @below {{cannot be compiled for tgllp}}
  // expected-error @below {{An error happened while serializing the module.}}
  gpu.module @add3 [#genx.target<"tgllp">] {
    llvm.func @k(%a: vector<8xi32>) attributes {genx.kernel = #genx.kernel<arg_kinds = [0]>} {
      // expected-error @below {{'genx.add3' (llvm.genx.add3) is not available on tgllp (XeLP); it needs XeHP+}}
      %0 = genx.add3 %a, %a, %a : (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error @below {{has kernels IGC cannot compile}}
  // expected-error @below {{An error happened while serializing the module.}}
  gpu.module @io_kinds [#genx.target<"dg2">] {
    // expected-error @below {{kernel @k has argument I/O kinds 1: IGC then emits no end-of-thread}}
    llvm.func @k(%a: i32) attributes {genx.kernel = #genx.kernel<arg_kinds = [2], io_kinds = [1]>} {
      llvm.return
    }
  }
}

// -----

// expected-error @below {{unknown GenX device 'gen42'}}
gpu.module @bad_chip [#genx.target<"gen42">] {
}
