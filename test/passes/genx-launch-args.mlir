// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(genx-launch-args)' | FileCheck %s

// An SVM kernel: the memref becomes its aligned pointer as an i64, the index
// operand is cast to the kernel's i32, and the size the kernel's
// genx.memref_metadata asks for is appended; grid, group and the async
// dependencies stay; the kernels stay in their gpu.module.
// CHECK-LABEL: func.func @svm_launch(
// CHECK-SAME: %[[BUF:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK: %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[BUF]]
// CHECK: %[[P64:.*]] = arith.index_cast %[[PTR]] : index to i64
// CHECK: %[[N32:.*]] = arith.index_cast %[[N]] : index to i32
// CHECK: %{{.*}}, %{{.*}}, %[[SIZE:.*]], %{{.*}} = memref.extract_strided_metadata %[[BUF]]
// CHECK: %[[SIZE64:.*]] = arith.index_cast %[[SIZE]] : index to i64
// CHECK: gpu.launch_func async [%{{.*}}] @kernels::@svm blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}}) args(%[[P64]] : i64, %[[N32]] : i32, %[[SIZE64]] : i64)
// CHECK: gpu.module @kernels
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @svm(%p: i64, %n: i32, %d0: i64) attributes {gpu.kernel, genx.kernel = #genx.kernel<arg_kinds = [0, 0, 0], arg_descs = ["svmptr_t", "", ""]>, genx.memref_metadata = [array<i64: 0, 0, 0>]} {
      llvm.return
    }
  }
  func.func @svm_launch(%buf: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %t = gpu.wait async
    %done = gpu.launch_func async [%t] @kernels::@svm blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>, %n : index)
    gpu.wait [%done]
    return
  }
}

// -----

// Surfaces too are passed as pointers (the runtime binds the surface from
// the pointer); scalars other than index pass unchanged.
// CHECK-LABEL: func.func @surface_launch(
// CHECK-SAME: %[[A:.*]]: memref<8xi32>, %[[X:.*]]: f32)
// CHECK: %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK: %[[P64:.*]] = arith.index_cast %[[PTR]] : index to i64
// CHECK: gpu.launch_func  @kernels::@surf {{.*}} args(%[[P64]] : i64, %[[X]] : f32)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @surf(%a: i32, %x: f32) attributes {gpu.kernel, genx.kernel = #genx.kernel<arg_kinds = [2, 0], arg_descs = ["buffer_t", ""]>} {
      llvm.return
    }
  }
  func.func @surface_launch(%a: memref<8xi32>, %x: f32) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@surf blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<8xi32>, %x : f32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%p: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @main(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op launches @kernels::@k, which is not a kernel genx-lower lowered (run genx-lower on the program first, and genx-launch-args before gpu-module-to-binary)}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @k(%p: i64) attributes {gpu.kernel, genx.kernel = #genx.kernel<arg_kinds = [0], arg_descs = ["svmptr_t"]>} {
      llvm.return
    }
  }
  func.func @main(%a: memref<4xf32>, %b: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op passes more arguments than @kernels::@k takes}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>, %b : memref<4xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @k(%p: i64, %q: i64) attributes {gpu.kernel, genx.kernel = #genx.kernel<arg_kinds = [0, 0], arg_descs = ["svmptr_t", "svmptr_t"]>} {
      llvm.return
    }
  }
  func.func @main(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op passes 1 arguments after the GenX ABI, but @kernels::@k takes 2}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @k(%p: i64, %d: i64) attributes {gpu.kernel, genx.kernel = #genx.kernel<arg_kinds = [0, 0], arg_descs = ["svmptr_t", ""]>, genx.memref_metadata = [array<i64: 0, 0, 3>]} {
      llvm.return
    }
  }
  func.func @main(%a: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op cannot pass the metadata [0, 0, 3] @kernels::@k takes: no such memref operand or dimension}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<?xf32>)
    return
  }
}
