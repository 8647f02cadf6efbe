; --genx-import-locations: every genx op and function defined in the text
; gets its position in the .ll file (without it, and without debug info,
; the stock import leaves them unknown), so that checks after the import
; (genx-ocloc's pre-check) point at the user's line.
; RUN: %genx-translate --genx-import-llvm --genx-import-locations --mlir-print-debuginfo %s | FileCheck %s
; RUN: %genx-translate --genx-import-llvm --mlir-print-debuginfo %s | FileCheck %s --check-prefix=DEFAULT

; CHECK-LABEL: @helper(
; CHECK: genx.oword.ld {{.*}} loc(#[[LD:loc[0-9]*]])
; CHECK: } loc(#[[HELPER:loc[0-9]*]])
; CHECK-LABEL: @k(
; CHECK: genx.oword.st {{.*}} loc(#[[ST:loc[0-9]*]])
; CHECK-DAG: #[[LD]] = loc("{{.*}}import-locations.ll":[[@LINE+6]]:3)
; CHECK-DAG: #[[HELPER]] = loc("{{.*}}import-locations.ll":[[@LINE+4]]:1)
; CHECK-DAG: #[[ST]] = loc("{{.*}}import-locations.ll":[[@LINE+10]]:3)
; DEFAULT: #[[UNKNOWN:loc[0-9]*]] = loc(unknown)
; DEFAULT: genx.oword.ld {{.*}} loc(#[[UNKNOWN]])
define internal <8 x i32> @helper(i32 %s) {
  %x = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %s, i32 0)
  ret <8 x i32> %x
}

define dllexport spir_kernel void @k(i32 %a, i32 %b) #0 {
  %x = call <8 x i32> @helper(i32 %a)
  call void @llvm.genx.oword.st.v8i32(i32 %b, i32 0, <8 x i32> %x)
  ret void
}

declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32) nounwind memory(read)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>) nounwind
attributes #0 = { "CMGenxMain" }
!genx.kernels = !{!0}
!0 = !{ptr @k, !"k", !1, i32 0, !2, !2, !3, i32 0}
!1 = !{i32 2, i32 2}
!2 = !{i32 0, i32 0}
!3 = !{!"buffer_t", !"buffer_t"}
