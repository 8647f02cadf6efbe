; !genx.kernels in another order than the kernels are defined: the import
; records the order, the export writes the entries in it again.
; RUN: %genx-translate --genx-import-llvm %s -o %t.mlir
; RUN: FileCheck %s --check-prefix=MLIR --input-file %t.mlir
; RUN: %genx-translate --genx-mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=LLVM
; RUN: %genx-opt %t.mlir | %genx-translate --genx-mlir-to-llvmir | FileCheck %s --check-prefix=LLVM

; MLIR: module attributes {genx.kernel_order = [@a, @c, @b]
; LLVM: !genx.kernels = !{![[A:[0-9]+]], ![[C:[0-9]+]], ![[B:[0-9]+]]}
; LLVM-DAG: ![[A]] = !{ptr @a, !"a",
; LLVM-DAG: ![[B]] = !{ptr @b, !"b",
; LLVM-DAG: ![[C]] = !{ptr @c, !"c",

define dllexport spir_kernel void @a(i32 %buf) #0 {
  ret void
}

define dllexport spir_kernel void @b(i32 %buf) #0 {
  ret void
}

define dllexport spir_kernel void @c(i32 %buf) #0 {
  ret void
}

attributes #0 = { "CMGenxMain" }

!genx.kernels = !{!0, !5, !4}
!0 = !{ptr @a, !"a", !1, i32 0, !2, !3, !6, i32 0}
!1 = !{i32 2}
!2 = !{i32 64}
!3 = !{i32 0}
!4 = !{ptr @b, !"b", !1, i32 0, !2, !3, !6, i32 0}
!5 = !{ptr @c, !"c", !1, i32 0, !2, !3, !6, i32 0}
!6 = !{!"buffer_t"}
