// RUN: %genx-opt %s -p 'builtin.module(convert-gpu-to-genx)' -split-input-file -verify-diagnostics | FileCheck %s
// RUN: %genx-opt %s -p 'builtin.module(convert-gpu-to-genx{memory=surface})' -split-input-file -verify-diagnostics | FileCheck %s --check-prefix=SURFACE

// gpu.module kernels move out as func.func with the GenX kernel ABI.
// CHECK-NOT: gpu.module
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

func.func @direct_use(%a: memref<?xf32>, %i: index) -> f32 attributes {genx.kernel = #genx.kernel<>} {
  // expected-error @+1 {{'memref.load' op uses a memref kernel argument in a way convert-gpu-to-genx cannot lower; run convert-vector-to-genx first}}
  %0 = memref.load %a[%i] : memref<?xf32>
  return %0 : f32
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-error @+1 {{'gpu.func' op has workgroup or private attributions, which convert-gpu-to-genx does not lower}}
    gpu.func @k() workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      gpu.return
    }
  }
}

// -----

func.func @host(%a: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'gpu.launch' op is host code: convert-gpu-to-genx lowers device code only}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}
