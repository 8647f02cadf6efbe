// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(genx-outline-kernels)' | FileCheck %s

// Top-level func.func kernels go to one gpu.module @genx_kernels with every
// function of the module (their helpers and declarations too); the module
// becomes a gpu.container_module. Helpers become private, so that genx-lower
// drops them once inlined and keeps the others internal (GenX subroutines
// must be); kernels stay public.
// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK-NEXT: gpu.module @genx_kernels {
// CHECK-NEXT: func.func private @helper(%{{.*}}: i32) -> i32
// CHECK: func.func private @decl()
// CHECK: func.func @k(%{{.*}}: memref<8xi32>) attributes {genx.kernel = #genx.kernel<>}
// CHECK: func.func @k2() attributes {genx.kernel = #genx.kernel<>}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @helper(%x: i32) -> i32 {
  return %x : i32
}
func.func private @decl()
func.func @k(%a: memref<8xi32>) attributes {genx.kernel = #genx.kernel<>} {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<8xi32>
  %y = func.call @helper(%x) : (i32) -> i32
  memref.store %y, %a[%c0] : memref<8xi32>
  return
}
func.func @k2() attributes {genx.kernel = #genx.kernel<>} {
  return
}

// -----

// Device code already in a gpu.module stays where it is; its helpers
// become private, its kernels (gpu.func kernel or genx.kernel) do not; host
// code without genx.kernel is not outlined.
// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK-NEXT: gpu.module @dev {
// CHECK-NEXT: func.func private @h()
// CHECK: gpu.func @gk() kernel
// CHECK: func.func @fk() attributes {genx.kernel = #genx.kernel<>}
// CHECK: }
// CHECK-NEXT: }
// CHECK-NEXT: func.func @host()
// CHECK-NOT: gpu.module @genx_kernels
module attributes {gpu.container_module} {
  gpu.module @dev {
    func.func @h() {
      return
    }
    gpu.func @gk() kernel {
      gpu.return
    }
    func.func @fk() attributes {genx.kernel = #genx.kernel<>} {
      return
    }
  }
  func.func @host() {
    return
  }
}

// -----

// No kernel: nothing moves.
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @f()
// CHECK-NOT: gpu.module
module {
  func.func @f() {
    return
  }
}

// -----

// expected-error @+1 {{has func.func kernels (genx.kernel) next to host code that launches kernels; put the kernels in a gpu.module as gpu.func ... kernel}}
module attributes {gpu.container_module} {
  gpu.module @dev {
    gpu.func @gk() kernel {
      gpu.return
    }
  }
  func.func @k() attributes {genx.kernel = #genx.kernel<>} {
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @dev::@gk blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// gpu-kernel-outlining names the kernel of every gpu.launch of @main
// @main_kernel (in @main_kernel, @main_kernel_0, ...): kernels share one
// GenX binary, so a repeated name becomes its module's; launches follow.
// CHECK-LABEL: gpu.module @main_kernel
// CHECK: gpu.func @main_kernel()
// CHECK-LABEL: gpu.module @main_kernel_0
// CHECK: gpu.func @main_kernel_0()
// CHECK-LABEL: gpu.module @main_kernel_1
// CHECK: gpu.func @main_kernel_1()
// CHECK: gpu.launch_func @main_kernel::@main_kernel
// CHECK: gpu.launch_func @main_kernel_0::@main_kernel_0
// CHECK: gpu.launch_func @main_kernel_1::@main_kernel_1
module attributes {gpu.container_module} {
  gpu.module @main_kernel {
    gpu.func @main_kernel() kernel { gpu.return }
  }
  gpu.module @main_kernel_0 {
    gpu.func @main_kernel() kernel { gpu.return }
  }
  gpu.module @main_kernel_1 {
    gpu.func @main_kernel() kernel { gpu.return }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @main_kernel::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @main_kernel_1::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
