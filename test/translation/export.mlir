// RUN: %genx-translate --genx-mlir-to-llvmir %s | FileCheck %s

// CHECK: target triple = "genx64-unknown-unknown"

// CHECK-LABEL: define dllexport spir_kernel void @kernel(i32 %0, i64 %1, float %2)
// CHECK-SAME: #[[KERNEL:[0-9]+]]
llvm.func @kernel(%surface: i32, %svm: i64, %x: f32) attributes {
    genx.kernel = #genx.kernel<arg_kinds = [2, 0, 0], io_kinds = [1, 3, 0],
                               arg_descs = ["buffer_t", "svmptr_t", ""],
                               slm_size = 1024, nbarrier_count = 1>} {
  // CHECK: %[[G:.*]] = call i32 @llvm.genx.group.id.x()
  %g = genx.group.id.x : i32
  // CHECK: call i32 @llvm.genx.group.id.y()
  %gy = genx.group.id.y : i32
  // CHECK: call i32 @llvm.genx.group.id.z()
  %gz = genx.group.id.z : i32
  // CHECK: call <3 x i32> @llvm.genx.local.id.v3i32()
  %l = genx.local.id : vector<3xi32>
  // CHECK: %[[LD:.*]] = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 1, i32 %0, i32 %[[G]])
  %v = genx.oword.ld %surface[%g] modified 1 : vector<8xi32>
  // CHECK: call void @llvm.genx.oword.st.v8i32(i32 %0, i32 %[[G]], <8 x i32> %[[LD]])
  genx.oword.st %v, %surface[%g] : vector<8xi32>
  // CHECK: %[[F:.*]] = call <16 x float> @llvm.genx.svm.block.ld.v16f32.i64(i64 %1)
  %f = genx.svm.block.ld %svm : i64 -> vector<16xf32>
  // CHECK: call void @llvm.genx.svm.block.st.i64.v16f32(i64 %1, <16 x float> %[[F]])
  genx.svm.block.st %f, %svm : vector<16xf32>, i64
  // Regions: the element type picks the i or f intrinsic; immediates are
  // constants; mangling is result, then overloaded arguments in order.
  %o = llvm.mlir.constant(8 : i16) : i16
  // CHECK: %[[RI:.*]] = call <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32> %[[LD]], i32 0, i32 4, i32 1, i16 8, i32 0)
  %ri = genx.rdregion %v[%o] <0, 4, 1> parent_width 0 : vector<8xi32>, i16 -> vector<4xi32>
  // CHECK: %[[RF:.*]] = call <8 x float> @llvm.genx.rdregionf.v8f32.v16f32.i16(<16 x float> %[[F]], i32 2, i32 4, i32 1, i16 8, i32 0)
  %rf = genx.rdregion %f[%o] <2, 4, 1> parent_width 0 : vector<16xf32>, i16 -> vector<8xf32>
  // CHECK: call float @llvm.genx.rdregionf.f32.v16f32.i16(<16 x float> %[[F]], i32 0, i32 1, i32 0, i16 8, i32 0)
  %s = genx.rdregion %f[%o] <0, 1, 0> parent_width 0 : vector<16xf32>, i16 -> f32
  %t = llvm.mlir.constant(true) : i1
  // CHECK: call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> %[[LD]], <4 x i32> %[[RI]], i32 0, i32 4, i32 1, i16 8, i32 0, i1 true)
  %wi = genx.wrregion %ri into %v[%o] <0, 4, 1> parent_width 0 mask %t : vector<4xi32>, vector<8xi32>, i16, i1
  %m = llvm.mlir.constant(dense<[true, false, true, false, true, false, true, false]> : vector<8xi1>) : vector<8xi1>
  // CHECK: call <16 x float> @llvm.genx.wrregionf.v16f32.v8f32.i16.v8i1(<16 x float> %[[F]], <8 x float> %[[RF]], i32 2, i32 4, i32 1, i16 8, i32 0, <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>)
  %wf = genx.wrregion %rf into %f[%o] <2, 4, 1> parent_width 0 mask %m : vector<8xf32>, vector<16xf32>, i16, vector<8xi1>
  // Mixed-type arithmetic mangles result and operand types.
  // CHECK: call <8 x i16> @llvm.genx.ssadd.sat.v8i16.v8i32(
  %a0 = genx.ssadd.sat %v, %v : vector<8xi32> -> vector<8xi16>
  // CHECK: call <8 x i8> @llvm.genx.suadd.sat.v8i8.v8i32(
  %a1 = genx.suadd.sat %v, %v : vector<8xi32> -> vector<8xi8>
  // CHECK: call <8 x i32> @llvm.genx.usadd.sat.v8i32.v8i32(
  %a2 = genx.usadd.sat %v, %v : vector<8xi32> -> vector<8xi32>
  // CHECK: call <8 x i16> @llvm.genx.uuadd.sat.v8i16.v8i32(
  %a3 = genx.uuadd.sat %v, %v : vector<8xi32> -> vector<8xi16>
  // CHECK: call <8 x i32> @llvm.genx.smin.v8i32.v8i32(
  %m0 = genx.smin %v, %v : vector<8xi32> -> vector<8xi32>
  // CHECK: call <8 x i32> @llvm.genx.smax.v8i32.v8i32(
  %m1 = genx.smax %v, %v : vector<8xi32> -> vector<8xi32>
  // CHECK: call <8 x i16> @llvm.genx.umin.v8i16.v8i32(
  %m2 = genx.umin %v, %v : vector<8xi32> -> vector<8xi16>
  // CHECK: call <8 x i32> @llvm.genx.umax.v8i32.v8i32(
  %m3 = genx.umax %v, %v : vector<8xi32> -> vector<8xi32>
  // CHECK: call <16 x float> @llvm.genx.fmin.v16f32.v16f32(
  %m4 = genx.fmin %f, %f : vector<16xf32> -> vector<16xf32>
  // CHECK: call <16 x half> @llvm.genx.fmax.v16f16.v16f32(
  %m5 = genx.fmax %f, %f : vector<16xf32> -> vector<16xf16>
  // CHECK: call <16 x float> @llvm.genx.sat.v16f32(<16 x float> %[[F]])
  %sat = genx.sat %f : vector<16xf32>
  // Struct-returning intrinsics: one result per struct element.
  // CHECK: %[[C:.*]] = call { <8 x i32>, <8 x i32> } @llvm.genx.addc.v8i32.v8i32(<8 x i32> %[[LD]], <8 x i32> %[[LD]])
  // CHECK: extractvalue { <8 x i32>, <8 x i32> } %[[C]], 0
  // CHECK: extractvalue { <8 x i32>, <8 x i32> } %[[C]], 1
  %c0, %c1 = genx.addc %v, %v : (vector<8xi32>, vector<8xi32>) -> (vector<8xi32>, vector<8xi32>)
  // CHECK: call void @llvm.genx.barrier()
  genx.barrier
  llvm.return
}

// A second call with the same types reuses the declaration.
// CHECK-LABEL: define internal i32 @helper()
llvm.func internal @helper() -> i32 {
  // CHECK: call i32 @llvm.genx.group.id.x()
  %g = genx.group.id.x : i32
  llvm.return %g : i32
}

// CHECK: declare i32 @llvm.genx.group.id.x() #[[NOMEM:[0-9]+]]
// CHECK-NOT: declare i32 @llvm.genx.group.id.x()
// CHECK: declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32) #[[READ:[0-9]+]]
// CHECK: declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>) #[[UNKNOWN:[0-9]+]]
// CHECK: declare void @llvm.genx.barrier() #[[CONVERGENT:[0-9]+]]

// CHECK-DAG: attributes #[[KERNEL]] = { "CMGenxMain" }
// CHECK-DAG: attributes #[[NOMEM]] = { nounwind memory(none) }
// CHECK-DAG: attributes #[[READ]] = { nounwind memory(read) }
// CHECK-DAG: attributes #[[UNKNOWN]] = { nounwind }
// CHECK-DAG: attributes #[[CONVERGENT]] = { convergent nounwind }

// The 8 operands IGC reads: function, name, arg kinds, SLM size, arg
// offsets, arg I/O kinds, arg descriptors, named barriers.
// CHECK: !genx.kernels = !{![[ENTRY:[0-9]+]]}
// CHECK: ![[ENTRY]] = !{ptr @kernel, !"kernel", ![[KINDS:[0-9]+]], i32 1024, ![[OFFSETS:[0-9]+]], ![[IO:[0-9]+]], ![[DESCS:[0-9]+]], i32 1}
// CHECK-DAG: ![[KINDS]] = !{i32 2, i32 0, i32 0}
// CHECK-DAG: ![[OFFSETS]] = !{i32 0, i32 0, i32 0}
// CHECK-DAG: ![[IO]] = !{i32 1, i32 3, i32 0}
// CHECK-DAG: ![[DESCS]] = !{!"buffer_t", !"svmptr_t", !""}
