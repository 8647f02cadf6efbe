; LLVM IR as GenX producers emit it (CM, IGC's own passes), minimized from
; what ../shared/corpus/igc-vc revealed: it imports to genx ops and exports
; back to the same calls, declarations, kernels and metadata.
; RUN: %genx-translate --genx-import-llvm %s -o %t.mlir
; RUN: FileCheck %s --check-prefix=MLIR --input-file %t.mlir
; RUN: %genx-translate --genx-mlir-to-llvmir %t.mlir -o %t.ll
; RUN: FileCheck %s --check-prefix=LLVM --input-file %t.ll
; RUN: %genx-translate --genx-import-llvm %t.ll | %genx-translate --genx-mlir-to-llvmir | diff %t.ll -
; What is printed parses back.
; RUN: %genx-opt %t.mlir | %genx-opt > /dev/null

target datalayout = "e-p:64:64-i64:64-n8:16:32:64-G1"
target triple = "genx64-unknown-unknown"

declare <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32>, i32, i32, i32, i16, i32)
declare <32 x i32> @llvm.genx.wrregioni.v32i32.v8i32.i16.i1(<32 x i32>, <8 x i32>, i32, i32, i32, i16, i32, i1)
declare i32 @llvm.genx.wrregioni.i32.i32.i16.i1(i32, i32, i32, i32, i32, i16, i32, i1)
declare <8 x bfloat> @llvm.genx.rdregionf.v8bf16.v16bf16.i16(<16 x bfloat>, i32, i32, i32, i16, i32)
declare { <8 x i1>, <8 x i32> } @llvm.genx.add3c.v8i1.v8i32(<8 x i32>, <8 x i32>, <8 x i32>)
declare <16 x i16> @llvm.vc.internal.cast.to.bf16.v16i16.v16f32(<16 x float>)

; Kernels listed in definition order need no recorded order.
; MLIR-NOT: genx.kernel_order
; MLIR-LABEL: llvm.func @k(
; LLVM-LABEL: define dllexport spir_kernel void @k(
define dllexport spir_kernel void @k(<32 x i32> %v, i16 %off, i32 %x, <16 x bfloat> %bf, <16 x float> %f) #0 {
  ; An undef parent width (CM emits it) is a left-out immediate.
  ; MLIR: genx.rdregion %{{.*}}[%{{.*}}] <8, 4, 1> : vector<32xi32>, i16 -> vector<8xi32>
  ; LLVM: call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %{{.*}}, i32 8, i32 4, i32 1, i16 %{{.*}}, i32 undef)
  %r = call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %v, i32 8, i32 4, i32 1, i16 %off, i32 undef)
  ; Width 0: one row (IGC's reading).
  ; MLIR: genx.rdregion %{{.*}}[%{{.*}}] <0, 0, 1> parent_width 0 : vector<32xi32>, i16 -> vector<8xi32>
  ; LLVM: call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %{{.*}}, i32 0, i32 0, i32 1, i16 %{{.*}}, i32 0)
  %z = call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %v, i32 0, i32 0, i32 1, i16 %off, i32 0)
  ; A constant false mask, and the tail marker.
  ; MLIR: genx.wrregion %{{.*}} into %{{.*}}[%{{.*}}] <0, 8, 1> mask %{{.*}} {genx.tail_call = "tail"} : vector<8xi32>, vector<32xi32>, i16, i1
  ; LLVM: tail call <32 x i32> @llvm.genx.wrregioni.v32i32.v8i32.i16.i1(<32 x i32> %{{.*}}, <8 x i32> %{{.*}}, i32 0, i32 8, i32 1, i16 %{{.*}}, i32 undef, i1 false)
  %w = tail call <32 x i32> @llvm.genx.wrregioni.v32i32.v8i32.i16.i1(<32 x i32> %v, <8 x i32> %z, i32 0, i32 8, i32 1, i16 %off, i32 undef, i1 false)
  ; A scalar destination.
  ; MLIR: genx.wrregion %{{.*}} into %{{.*}}[%{{.*}}] <1, 1, 0> parent_width 1 mask %{{.*}} : i32, i32, i16, i1
  ; LLVM: call i32 @llvm.genx.wrregioni.i32.i32.i16.i1(i32 %{{.*}}, i32 %{{.*}}, i32 1, i32 1, i32 0, i16 0, i32 1, i1 true)
  %s = call i32 @llvm.genx.wrregioni.i32.i32.i16.i1(i32 %x, i32 %x, i32 1, i32 1, i32 0, i16 0, i32 1, i1 true)
  ; bf16 elements.
  ; MLIR: genx.rdregion %{{.*}}[%{{.*}}] <0, 8, 1> : vector<16xbf16>, i16 -> vector<8xbf16>
  ; LLVM: call <8 x bfloat> @llvm.genx.rdregionf.v8bf16.v16bf16.i16(<16 x bfloat> %{{.*}}, i32 0, i32 8, i32 1, i16 0, i32 undef)
  %b = call <8 x bfloat> @llvm.genx.rdregionf.v8bf16.v16bf16.i16(<16 x bfloat> %bf, i32 0, i32 8, i32 1, i16 0, i32 undef)
  ; add3c: three addends.
  ; MLIR: %carry, %sum = genx.add3c %{{.*}}, %{{.*}}, %{{.*}} : (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> (vector<8xi1>, vector<8xi32>)
  ; LLVM: call { <8 x i1>, <8 x i32> } @llvm.genx.add3c.v8i1.v8i32(<8 x i32> %{{.*}}, <8 x i32> %{{.*}}, <8 x i32> %{{.*}})
  %c = call { <8 x i1>, <8 x i32> } @llvm.genx.add3c.v8i1.v8i32(<8 x i32> %r, <8 x i32> %z, <8 x i32> %r)
  ; Other llvm.* intrinsics stay calls to declared functions.
  ; MLIR: llvm.call tail @llvm.vc.internal.cast.to.bf16.v16i16.v16f32(%{{.*}}) : (vector<16xf32>) -> vector<16xi16>
  ; LLVM: tail call <16 x i16> @llvm.vc.internal.cast.to.bf16.v16i16.v16f32(<16 x float> %{{.*}})
  %i = tail call <16 x i16> @llvm.vc.internal.cast.to.bf16.v16i16.v16f32(<16 x float> %f)
  ret void
}

; SVM addresses as a vector of pointers (IGC's packetizer).
; MLIR-LABEL: llvm.func @scatter_pointers(
; MLIR: genx.svm.scatter %{{.*}}, %{{.*}}, %{{.*}} {log2_num_blocks = 0} : (vector<1xi1>, vector<1x!llvm.ptr>, vector<1xf32>) -> ()
; LLVM-LABEL: define void @scatter_pointers(
; LLVM: call void @llvm.genx.svm.scatter.v1i1.v1p0.v1f32(<1 x i1> splat (i1 true), i32 0, <1 x ptr> %{{.*}}, <1 x float> %{{.*}})
define void @scatter_pointers(ptr %p, <1 x float> %v) {
  %pv = insertelement <1 x ptr> poison, ptr %p, i32 0
  call void @llvm.genx.svm.scatter.v1i1.v1p0.v1f32(<1 x i1> <i1 true>, i32 0, <1 x ptr> %pv, <1 x float> %v)
  ret void
}
declare void @llvm.genx.svm.scatter.v1i1.v1p0.v1f32(<1 x i1>, i32, <1 x ptr>, <1 x float>)

; A stack-call function in address space 9.
; MLIR: llvm.func internal spir_funccc @stack(%{{.*}}: i32) attributes {dso_local, genx.addrspace = 9 : i32, passthrough = ["CMStackCall"]}
; LLVM: define internal spir_func void @stack(i32 %0) addrspace(9) #1
define internal spir_func void @stack(i32 %a) addrspace(9) #1 {
  ret void
}

attributes #0 = { "CMGenxMain" }
attributes #1 = { "CMStackCall" }

; The kernel entry with its offsets and 9th field; other named metadata.
; LLVM-DAG: !genx.kernels = !{![[K:[0-9]+]]}
; LLVM-DAG: ![[K]] = !{ptr @k, !"k", !{{[0-9]+}}, i32 0, ![[OFF:[0-9]+]], !{{[0-9]+}}, !{{[0-9]+}}, i32 0, i32 0}
; LLVM-DAG: ![[OFF]] = !{i32 64, i32 192, i32 196, i32 200, i32 240}
; LLVM-DAG: !genx.kernel.internal = !{![[I:[0-9]+]]}
; LLVM-DAG: ![[I]] = !{ptr @k, null, null, null, null}
; LLVM-DAG: !llvm.ident = !{![[ID:[0-9]+]]}
; LLVM-DAG: ![[ID]] = !{!"clang version 14"}
!genx.kernels = !{!0}
!genx.kernel.internal = !{!4}
!llvm.ident = !{!5}
!0 = !{ptr @k, !"k", !1, i32 0, !2, !1, !3, i32 0, i32 0}
!1 = !{i32 0, i32 0, i32 0, i32 0, i32 0}
!2 = !{i32 64, i32 192, i32 196, i32 200, i32 240}
!3 = !{!"", !"", !"", !"", !""}
!4 = !{ptr @k, null, null, null, null}
!5 = !{!"clang version 14"}
