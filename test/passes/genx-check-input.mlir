// RUN: %genx-opt %s -p 'builtin.module(gpu.module(genx-check-input))' -split-input-file -verify-diagnostics | FileCheck %s

// Everything genx-lower compiles passes untouched.
// CHECK-LABEL: gpu.module @accepted
// CHECK: math.tanh %{{.*}} fastmath<afn> : vector<8xf64>
// CHECK: math.sin %{{.*}} : vector<8xf64>
// CHECK: arith.addf %{{.*}} : vector<8xbf16>
gpu.module @accepted {
  gpu.func @k(%a: memref<?xf32>, %d: vector<8xf64>, %h: vector<8xbf16>,
              %i: i1, %j: index) kernel {
    %0 = math.tanh %d fastmath<afn> : vector<8xf64>
    %sin = math.sin %d : vector<8xf64>
    %1 = arith.addf %h, %h : vector<8xbf16>
    %w = memref.alloc() : memref<16xf32, #gpu.address_space<workgroup>>
    %p = memref.alloca() : memref<16xf32>
    gpu.return
  }
}

// -----

gpu.module @dialects {
  // expected-error @+1 {{'gpu.func' op cannot be compiled for GenX: tensors have no device representation; bufferize first (one-shot-bufferize)}}
  gpu.func @k(%t: tensor<8xf32>) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{'tensor.extract' op cannot be compiled for GenX: the 'tensor' dialect is not lowered by genx-lower: bufferize first (one-shot-bufferize)}}
    %0 = tensor.extract %t[%c0] : tensor<8xf32>
    gpu.return
  }
}

// -----

gpu.module @types {
  gpu.func @k(%a: i32) kernel {
    // expected-error @+1 {{'arith.extsi' op cannot be compiled for GenX: GenX integers are 1, 8, 16, 32 or 64 bits wide}}
    %0 = arith.extsi %a : i32 to i128
    // expected-error @+1 {{'arith.sitofp' op cannot be compiled for GenX: GenX has no floating point wider than 64 bits}}
    %1 = arith.sitofp %a : i32 to f128
    gpu.return
  }
}

// -----

// arith.remf and f64 math functions are computed by genx-soft-f64; without
// it, they are refused.
// RUN: %genx-opt %S/Inputs/soft-f64-off.mlir -p 'builtin.module(gpu.module(genx-check-input{soft-f64=false}))' -split-input-file -verify-diagnostics
// RUN: %genx-opt %S/Inputs/soft-f64-off.mlir -p 'builtin.module(gpu.module(genx-check-input))' -split-input-file | FileCheck %s --check-prefix=SOFTF64
// SOFTF64: arith.remf %{{.*}} : f32
// SOFTF64: math.exp %{{.*}} : vector<4xf64>

gpu.module @f64_math {
  gpu.func @k(%x: vector<4xf64>) kernel {
    // expected-error @+1 {{'math.atan' op cannot be compiled for GenX: GenX has no double-precision transcendental functions and genx-soft-f64 does not compute this one: compute it in f32 (arith.truncf / arith.extf), or add fastmath<afn> to accept f32 accuracy}}
    %0 = math.atan %x : vector<4xf64>
    gpu.return
  }
}

// -----

gpu.module @gpu_ops {
  gpu.func @k(%x: f32) kernel {
    // expected-error @+1 {{'gpu.printf' op cannot be compiled for GenX: GenX kernels cannot print}}
    gpu.printf "%f", %x : f32
    // expected-error @+1 {{'gpu.dynamic_shared_memory' op cannot be compiled for GenX: GenX shared local memory is sized when the kernel is compiled}}
    %1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

gpu.module @mma {
  gpu.func @k(%a: memref<16x16xf16>) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{'gpu.subgroup_mma_load_matrix' op cannot be compiled for GenX: subgroup MMA ops are not lowered}}
    %0 = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    gpu.return
  }
}

// -----

gpu.module @memory {
  gpu.func @k(%a: memref<16xf32>, %v: vector<4xf32>) kernel {
    // expected-error @+1 {{'memref.alloc' op cannot be compiled for GenX: device code cannot allocate global memory}}
    %0 = memref.alloc() : memref<16xf32>
    // memref.copy is lowered (to transfers, by genx-legalize-vectors).
    memref.copy %a, %0 : memref<16xf32> to memref<16xf32>
    // expected-error @+1 {{'vector.print' op cannot be compiled for GenX: GenX kernels cannot print}}
    vector.print %v : vector<4xf32>
    gpu.return
  }
}

// -----

gpu.module @calls {
  func.func private @external(f32) -> f32
  gpu.func @k(%x: f32) kernel {
    // expected-error @+1 {{'func.call' op cannot be compiled for GenX: calls 'external', which has no body: the GenX backend links nothing}}
    %0 = func.call @external(%x) : (f32) -> f32
    gpu.return
  }
}

// -----

gpu.module @vectors {
  // expected-error @+1 {{'gpu.func' op cannot be compiled for GenX: GenX vectors have a fixed length; scalable vectors are not supported}}
  gpu.func @k(%v: vector<[4]xf32>) kernel {
    gpu.return
  }
}

// -----

// The flood is bounded: past max-errors, constructs are counted.
// RUN: not %genx-opt %S/Inputs/many-refusals.mlir -p 'builtin.module(gpu.module(genx-check-input{max-errors=2}))' 2>&1 | FileCheck %s --check-prefix=BOUND
// BOUND: many-refusals.mlir:4:10: error: 'math.atan' op cannot be compiled for GenX
// BOUND: many-refusals.mlir:5:10: error: 'math.atan' op cannot be compiled for GenX
// BOUND-NOT: many-refusals.mlir:6
// BOUND: error: 1 more constructs genx-lower cannot compile are not reported (max-errors=2)

// -----

// A shuffle across 32 work items passes without a diagnostic:
// genx-vectorize-work-items makes 32 work items of a thread its subgroup,
// or convert-gpu-to-genx refuses the shuffle.
// CHECK-LABEL: gpu.module @warp_shuffle
// CHECK: gpu.shuffle xor
// CHECK: gpu.shuffle down
gpu.module @warp_shuffle {
  gpu.func @k(%x: f32) -> f32 {
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c1 = arith.constant 1 : i32
    %s, %v = gpu.shuffle xor %x, %c16, %c32 : f32
    %t, %w = gpu.shuffle down %s, %c1, %c1 : f32
    gpu.return %t : f32
  }
}
