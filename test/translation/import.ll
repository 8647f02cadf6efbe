; LLVM IR from any GenX producer back to genx ops and the kernel attribute.
; RUN: %genx-translate --genx-import-llvm %s | FileCheck %s
; The result is valid input of stock mlir-opt with the plugin.
; RUN: %genx-translate --genx-import-llvm %s | %genx-opt | FileCheck %s

; CHECK: module attributes {{{.*}}llvm.target_triple = "genx64-unknown-unknown"
; CHECK-NOT: dlti.dl_spec
target triple = "genx64-unknown-unknown"

declare i32 @llvm.genx.group.id.x() nounwind readnone
declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32) nounwind readonly
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>) nounwind
declare <16 x ptr addrspace(1)> @llvm.genx.wrregioni.v16p1.p1.i16.i1(<16 x ptr addrspace(1)>, ptr addrspace(1), i32, i32, i32, i16, i32, i1) nounwind readnone
declare <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32>, i32, i32, i32, i16, i32) nounwind readnone
declare { <4 x i64>, <4 x i64> } @llvm.genx.addc.v4i64.v4i64(<4 x i64>, <4 x i64>) nounwind readnone
declare <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32>, i32, i32, i32, i16, i32) nounwind readnone
declare <8 x float> @llvm.genx.rdregionf.v8f32.v16f32.i16(<16 x float>, i32, i32, i32, i16, i32) nounwind readnone
declare <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32>, <4 x i32>, i32, i32, i32, i16, i32, i1) nounwind readnone
declare <8 x i16> @llvm.genx.ssadd.sat.v8i16.v8i32(<8 x i32>, <8 x i32>) nounwind readnone
declare { <8 x i32>, <8 x i32> } @llvm.genx.addc.v8i32.v8i32(<8 x i32>, <8 x i32>) nounwind readnone
declare <16 x float> @llvm.genx.svm.block.ld.v16f32.i64(i64) nounwind readonly
declare <16 x i32> @llvm.genx.lsc.load.slm.v16i32.v16i1.v16i32(<16 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <16 x i32>, i32) nounwind readonly
declare void @llvm.genx.barrier() convergent nounwind

; CHECK-LABEL: llvm.func @vadd
; CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i64)
; CHECK-SAME: genx.kernel = #genx.kernel<arg_kinds = [2, 2, 0], io_kinds = [1, 2, 0], arg_descs = ["buffer_t", "buffer_t", "svmptr_t"], slm_size = 128>
; The import drops what genx.kernel implies.
; CHECK-NOT: passthrough
; CHECK-NOT: spir_kernelcc
define dllexport spir_kernel void @vadd(i32 %a, i32 %b, i64 %c) #0 {
  ; CHECK: %[[G:.*]] = genx.group.id.x : i32
  %g = call i32 @llvm.genx.group.id.x()
  ; CHECK: %[[X:.*]] = genx.oword.ld %[[A]][%[[G]]] modified 0 : vector<8xi32>
  %x = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %a, i32 %g)
  ; CHECK: %[[R:.*]] = genx.rdregion %[[X]][%{{.*}}] <0, 4, 2> parent_width 0 : vector<8xi32>, i16 -> vector<4xi32>
  %r = call <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32> %x, i32 0, i32 4, i32 2, i16 0, i32 0)
  ; CHECK: %[[W:.*]] = genx.wrregion %[[R]] into %[[X]][%{{.*}}] <0, 4, 1> parent_width 0 mask %{{.*}} : vector<4xi32>, vector<8xi32>, i16, i1
  %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> %x, <4 x i32> %r, i32 0, i32 4, i32 1, i16 16, i32 0, i1 true)
  ; CHECK: genx.ssadd.sat %[[W]], %[[W]] : vector<8xi32> -> vector<8xi16>
  %s = call <8 x i16> @llvm.genx.ssadd.sat.v8i16.v8i32(<8 x i32> %w, <8 x i32> %w)
  ; A struct return becomes two results; its extractvalues disappear.
  ; CHECK: %[[SUM:.*]], %[[CARRY:.*]] = genx.addc %[[W]], %[[W]] : (vector<8xi32>, vector<8xi32>) -> (vector<8xi32>, vector<8xi32>)
  ; CHECK-NOT: llvm.extractvalue
  %ac = call { <8 x i32>, <8 x i32> } @llvm.genx.addc.v8i32.v8i32(<8 x i32> %w, <8 x i32> %w)
  %sum = extractvalue { <8 x i32>, <8 x i32> } %ac, 0
  %carry = extractvalue { <8 x i32>, <8 x i32> } %ac, 1
  %both = add <8 x i32> %sum, %carry
  ; CHECK: llvm.add %[[SUM]], %[[CARRY]]
  ; CHECK: genx.oword.st %{{.*}}, %[[B]][%[[G]]] : vector<8xi32>
  call void @llvm.genx.oword.st.v8i32(i32 %b, i32 %g, <8 x i32> %both)
  ; CHECK: genx.svm.block.ld %[[C]] : i64 -> vector<16xf32>
  %f = call <16 x float> @llvm.genx.svm.block.ld.v16f32.i64(i64 %c)
  ; CHECK: genx.rdregion %{{.*}} <2, 4, 1> parent_width 0 : vector<16xf32>, i16 -> vector<8xf32>
  %rf = call <8 x float> @llvm.genx.rdregionf.v8f32.v16f32.i16(<16 x float> %f, i32 2, i32 4, i32 1, i16 0, i32 0)
  ; Longest matching name wins: lsc.load.slm, not lsc.load.
  ; CHECK: genx.lsc.load.slm %{{.*}}, %{{.*}}, %{{.*}} {subopcode = load, l1_cache = uncached, l3_cache = cached, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<16xi1>, vector<16xi32>, i32) -> vector<16xi32>
  %l = call <16 x i32> @llvm.genx.lsc.load.slm.v16i32.v16i1.v16i32(<16 x i1> splat (i1 true), i8 0, i8 1, i8 2, i16 1, i32 0, i8 3, i8 1, i8 1, i8 0, <16 x i32> zeroinitializer, i32 0)
  ; CHECK: genx.barrier
  call void @llvm.genx.barrier()
  ret void
}

; A struct result used whole is rebuilt from the op's results.
; CHECK-LABEL: llvm.func internal @whole_struct
; CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(vector<8xi32>, vector<8xi32>)>
; CHECK: %[[S0:.*]], %[[S1:.*]] = genx.addc
; CHECK: %[[I0:.*]] = llvm.insertvalue %[[S0]], %[[U]][0]
; CHECK: %[[I1:.*]] = llvm.insertvalue %[[S1]], %[[I0]][1]
; CHECK: llvm.return %[[I1]]
define internal { <8 x i32>, <8 x i32> } @whole_struct(<8 x i32> %v) {
  %ac = call { <8 x i32>, <8 x i32> } @llvm.genx.addc.v8i32.v8i32(<8 x i32> %v, <8 x i32> %v)
  ret { <8 x i32>, <8 x i32> } %ac
}

; What IGC's own passes and tests take beyond the reference's types:
; regions of pointer vectors, a region whose last row is shorter than its
; width, carries of 64-bit integers.
; CHECK-LABEL: llvm.func internal @beyond_reference
; CHECK: genx.wrregion %{{.*}} into %{{.*}}[%{{.*}}] <0, 1, 0> mask %{{.*}} : !llvm.ptr<1>, vector<16x!llvm.ptr<1>>, i16, i1
; CHECK: genx.rdregion %{{.*}}[%{{.*}}] <7, 7, 1> parent_width 0 : vector<16xi32>, i16 -> vector<8xi32>
; CHECK: genx.addc %{{.*}}, %{{.*}} : (vector<4xi64>, vector<4xi64>) -> (vector<4xi64>, vector<4xi64>)
define internal <16 x ptr addrspace(1)> @beyond_reference(ptr addrspace(1) %p, <16 x i32> %v, <4 x i64> %w, i16 %o) {
  %b = call <16 x ptr addrspace(1)> @llvm.genx.wrregioni.v16p1.p1.i16.i1(<16 x ptr addrspace(1)> undef, ptr addrspace(1) %p, i32 0, i32 1, i32 0, i16 0, i32 undef, i1 true)
  %r = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v, i32 7, i32 7, i32 1, i16 %o, i32 0)
  %c = call { <4 x i64>, <4 x i64> } @llvm.genx.addc.v4i64.v4i64(<4 x i64> %w, <4 x i64> %w)
  ret <16 x ptr addrspace(1)> %b
}

; The genx declarations are gone; calls do not need them.
; CHECK-NOT: llvm.func @llvm.genx

attributes #0 = { "CMGenxMain" }

!genx.kernels = !{!0}
!0 = !{ptr @vadd, !"vadd", !1, i32 128, !2, !3, !4, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 0, i32 0, i32 0}
!3 = !{i32 1, i32 2, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !"svmptr_t"}
