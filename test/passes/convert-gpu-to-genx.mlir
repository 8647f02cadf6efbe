// RUN: %genx-opt %s -p 'builtin.module(convert-gpu-to-genx{memory=svm})' -split-input-file -verify-diagnostics | FileCheck %s
// RUN: %genx-opt %s -p 'builtin.module(convert-gpu-to-genx)' -split-input-file -verify-diagnostics | FileCheck %s --check-prefix=SURFACE

// gpu.func kernels become func.func in place with the GenX kernel ABI.
// CHECK-LABEL: func.func @k
// CHECK-SAME: (%[[A:.*]]: i64, %[[S:.*]]: f32)
// CHECK-SAME: genx.kernel = #genx.kernel<arg_kinds = [0, 0], arg_descs = ["svmptr_t", ""]>
// SURFACE-LABEL: func.func @k
// SURFACE-SAME: (%{{.*}}: i32, %{{.*}}: f32)
// SURFACE-SAME: genx.kernel = #genx.kernel<arg_kinds = [2, 0], arg_descs = ["buffer_t", ""]>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<?xf32>, %s: f32) kernel {
      // The memref's pointer is the argument.
      // CHECK: %[[P:.*]] = arith.index_cast %[[A]] : i64 to index
      // CHECK: arith.index_cast %[[P]] : index to i64
      %p = memref.extract_aligned_pointer_as_index %a : memref<?xf32> -> index
      %q = arith.index_cast %p : index to i64
      // CHECK: %[[LID:.*]] = genx.local.id : vector<3xi32>
      // CHECK: vector.extract %[[LID]][1] : i32 from vector<3xi32>
      %t = gpu.thread_id y
      // CHECK: genx.group.id.z : i32
      %b = gpu.block_id z
      // CHECK: %[[LS:.*]] = genx.local.size : () -> vector<3xi32>
      // CHECK: vector.extract %[[LS]][0]
      %d = gpu.block_dim x
      // CHECK: %[[GC:.*]] = genx.group.count : () -> vector<3xi32>
      // CHECK: vector.extract %[[GC]][2]
      %g = gpu.grid_dim z
      // CHECK: genx.barrier
      gpu.barrier
      // CHECK: return
      gpu.return
    }
    // Non-kernel functions become private.
    // CHECK-LABEL: func.func private @helper
    gpu.func @helper(%x: f32) {
      gpu.return
    }
  }
}

// -----

// func.func kernels: the given lists win, missing ones are computed.
// CHECK-LABEL: func.func @f
// CHECK-SAME: (%{{.*}}: i64, %{{.*}}: i64)
// CHECK-SAME: genx.kernel = #genx.kernel<arg_kinds = [0, 0], arg_descs = ["svmptr_t", "svmptr_t"], slm_size = 256>
func.func @f(%a: memref<16xi32>, %b: memref<?xi32>) attributes {genx.kernel = #genx.kernel<slm_size = 256>} {
  return
}

// -----

func.func @direct_use(%a: memref<?xf32>, %i: index) attributes {genx.kernel = #genx.kernel<>} {
  // expected-error @+1 {{'memref.load' op uses memref kernel argument #0, which has no memref form on GenX after this pass: convert-memory-to-genx and expand-strided-metadata must turn its accesses into GenX messages first}}
  %0 = memref.load %a[%i] : memref<?xf32>
  return
}

// -----

// func.func kernels must return nothing.
// expected-error @+1 {{'func.func' op is a kernel and must return nothing}}
func.func @returns(%x: f32) -> f32 attributes {genx.kernel = #genx.kernel<>} {
  return %x : f32
}

// -----

// Workgroup attributions become offsets into shared local memory, and the
// kernel ABI carries its size; the barrier fences SLM first.
// CHECK-LABEL: func.func @wg
// CHECK-SAME: slm_size = 192
// CHECK: %[[OFF1:.*]] = arith.constant 128 : index
// CHECK: genx.fence {mask = 33} : () -> ()
// CHECK-NEXT: genx.barrier
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @wg(%a: memref<8xf32>) workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>, %v: memref<16xf32, #gpu.address_space<workgroup>>) kernel {
      %p = memref.extract_aligned_pointer_as_index %v : memref<16xf32, #gpu.address_space<workgroup>> -> index
      %q = arith.index_cast %p : index to i64
      gpu.barrier
      gpu.return
    }
  }
}

// -----

// Workgroup memory must have a static size.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @dyn(%n: index) kernel {
      // expected-error @+1 {{'memref.alloc' op allocates workgroup memory of dynamic size}}
      %w = memref.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}

// -----

// Host code is left for the host's lowering, including gpu.launch bodies
// (genx-lower outlines them first).
// CHECK-LABEL: func.func @host
// CHECK: gpu.launch
// CHECK: gpu.terminator
func.func @host(%a: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}

// -----

// The dynamic sizes the kernel reads are index arguments after all the
// others, and so are their kinds and descriptors: the second memref's
// surface or pointer keeps its own.
// CHECK-LABEL: func.func @metadata
// CHECK-SAME: (%{{.*}}: i64, %{{.*}}: i64, %{{.*}}: f32, %[[N0:.*]]: index, %[[N1:.*]]: index)
// CHECK-SAME: genx.kernel = #genx.kernel<arg_kinds = [0, 0, 0, 0, 0], arg_descs = ["svmptr_t", "svmptr_t", "", "", ""]>
// CHECK-SAME: genx.memref_metadata = [array<i64: 0, 0, 0>, array<i64: 1, 0, 0>]
// CHECK: arith.addi %[[N0]], %[[N1]] : index
// SURFACE-LABEL: func.func @metadata
// SURFACE-SAME: (%{{.*}}: i32, %{{.*}}: i32, %{{.*}}: f32, %{{.*}}: index, %{{.*}}: index)
// SURFACE-SAME: genx.kernel = #genx.kernel<arg_kinds = [2, 2, 0, 0, 0], arg_descs = ["buffer_t", "buffer_t", "", "", ""]>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @metadata(%a: memref<?xf32>, %b: memref<?xf32>, %s: f32) kernel {
      %c0 = arith.constant 0 : index
      %n0 = memref.dim %a, %c0 : memref<?xf32>
      %n1 = memref.dim %b, %c0 : memref<?xf32>
      %n = arith.addi %n0, %n1 : index
      gpu.return
    }
  }
}

// -----

// A subgroup is one work item: a shuffle from lane 0 (offset 0), or over a
// width of 1, gives the thread's own value; a whole-subgroup reduction is
// its operand.
// CHECK-LABEL: func.func private @subgroup_of_one
// CHECK-SAME: (%[[X:.*]]: f32, %[[OFF:.*]]: i32)
// CHECK: %[[SELF:.*]] = arith.cmpi eq, %[[OFF]], %{{.*}} : i32
// CHECK: arith.andi %[[SELF]], %{{.*}} : i1
// CHECK: arith.addf %[[X]], %[[X]] : f32
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @subgroup_of_one(%x: f32, %off: i32) -> f32 {
      %c1 = arith.constant 1 : i32
      %s, %v = gpu.shuffle down %x, %off, %c1 : f32
      %r = gpu.subgroup_reduce add %x : (f32) -> f32
      %t = arith.addf %s, %r : f32
      gpu.return %t : f32
    }
  }
}

// -----

// A shuffle from another lane of a wider subgroup: the kernel was not packed
// into subgroups that wide.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @warp(%x: f32) -> f32 {
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-error @+1 {{'gpu.shuffle' op reads other lanes of a subgroup of 32, but this kernel runs one work item per GenX thread (a subgroup of one): genx-vectorize-work-items did not pack it at least that many work items per thread}}
      %s, %v = gpu.shuffle xor %x, %c16, %c32 : f32
      gpu.return %s : f32
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @runtime_width(%x: f32, %w: i32) -> f32 {
      %c1 = arith.constant 1 : i32
      // expected-error @+1 {{'gpu.shuffle' op reads other lanes of a subgroup of a run-time width}}
      %s, %v = gpu.shuffle down %x, %c1, %w : f32
      gpu.return %s : f32
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @clusters(%x: f32) -> f32 {
      // expected-error @+1 {{'gpu.subgroup_reduce' op reduces clusters of 4 lanes, but this kernel runs one work item per GenX thread (a subgroup of one)}}
      %r = gpu.subgroup_reduce add %x cluster(size = 4) : (f32) -> f32
      gpu.return %r : f32
    }
  }
}
