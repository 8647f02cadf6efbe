target triple = "genx64-unknown-unknown"
declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32) nounwind memory(read)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>) nounwind
declare <8 x i32> @llvm.genx.add3.v8i32.v8i32(<8 x i32>, <8 x i32>, <8 x i32>) nounwind memory(none)
define dllexport spir_kernel void @k(i32 %a) #0 {
  %x = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %a, i32 0)
  %r = call <8 x i32> @llvm.genx.add3.v8i32.v8i32(<8 x i32> %x, <8 x i32> %x, <8 x i32> %x)
  call void @llvm.genx.oword.st.v8i32(i32 %a, i32 0, <8 x i32> %r)
  ret void
}
attributes #0 = { "CMGenxMain" }
!genx.kernels = !{!0}
!0 = !{ptr @k, !"k", !1, i32 0, !2, !2, !3, i32 0}
!1 = !{i32 2}
!2 = !{i32 0}
!3 = !{!"buffer_t"}
