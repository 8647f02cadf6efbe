// genx-check-legality on the gpu.modules of a whole program (as genx-lower
// runs it) or on each of their functions: the host code around them is not
// checked, each gpu.module must hold a kernel, and what a function holds is
// checked wherever the pass is anchored. In a gpu.module, the dialect's
// verifier (which checks builtin modules of kernels) leaves the globals and
// subroutines to the pass.
module attributes {gpu.container_module} {
  gpu.module @dev {
    llvm.func @k(%a: i64, %i: i32) attributes {gpu.kernel, genx.kernel = #genx.kernel<>} {
      // expected-error @+1 {{'arith.addi' is not lowered: the GenX backend takes only the LLVM dialect and genx}}
      %0 = arith.addi %i, %i : i32
      llvm.return
    }
    // expected-error @+1 {{is a global variable: GenX supports none}}
    llvm.mlir.global internal @g(0 : i32) : i32
    // expected-error @+1 {{is a subroutine and must be internal or private}}
    llvm.func @helper() {
      // expected-error @+1 {{produces 'vector<4xi128>', which GenX does not support}}
      %0 = llvm.mlir.poison : vector<4xi128>
      llvm.return
    }
    llvm.func private @private_helper() {
      llvm.return
    }
  }
  // expected-error @+1 {{the module has no GenX kernel (an llvm.func with genx.kernel)}}
  gpu.module @no_kernel {
    llvm.func internal @f(%p: !llvm.ptr) {
      // expected-error @+1 {{loads through a pointer that is not a static llvm.alloca; use genx memory messages}}
      %0 = llvm.load %p : !llvm.ptr -> i32
      llvm.return
    }
  }
  func.func @host(%m: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i64
    gpu.launch_func @dev::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%c3 : i64, %c2 : i32)
    return
  }
}
