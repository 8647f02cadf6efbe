// Defaults of the kernel attribute, a module that names its own triple, and
// a module without kernels.
// RUN: %genx-translate --genx-mlir-to-llvmir %s -split-input-file | FileCheck %s

// CHECK: target triple = "genx64-unknown-unknown"
// CHECK-LABEL: define dllexport spir_kernel void @defaults(i32 %0, <4 x float> %1)
// CHECK: !genx.kernels = !{![[E:[0-9]+]]}
// CHECK: ![[E]] = !{ptr @defaults, !"defaults", ![[Z:[0-9]+]], i32 0, ![[Z]], ![[Z]], ![[D:[0-9]+]], i32 0}
// CHECK-DAG: ![[Z]] = !{i32 0, i32 0}
// CHECK-DAG: ![[D]] = !{!"", !""}
llvm.func @defaults(%a: i32, %b: vector<4xf32>) attributes {genx.kernel = #genx.kernel<>} {
  llvm.return
}

// -----

// CHECK: target triple = "genx64-pc-unknown"
// CHECK: define dllexport spir_kernel void @no_args()
// CHECK: !{ptr @no_args, !"no_args", ![[EMPTY:[0-9]+]], i32 0, ![[EMPTY]], ![[EMPTY]], ![[EMPTY]], i32 0}
// CHECK: ![[EMPTY]] = !{}
module attributes {llvm.target_triple = "genx64-pc-unknown"} {
  llvm.func @no_args() attributes {genx.kernel = #genx.kernel<>} {
    llvm.return
  }
}

// -----

// CHECK-NOT: genx.kernels
// CHECK-NOT: dllexport
// CHECK-LABEL: define <4 x i32> @no_kernel
llvm.func @no_kernel(%a: vector<4xi32>) -> vector<4xi32> {
  // CHECK: call <4 x i32> @llvm.genx.absi.v4i32(<4 x i32> %0)
  %0 = genx.absi %a : (vector<4xi32>) -> vector<4xi32>
  llvm.return %0 : vector<4xi32>
}
