// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(gpu.module(genx-all-reduce-to-workgroup))' | FileCheck %s

// An all_reduce with an operation, in a kernel that declares its block size
// (4x2x1): a workgroup buffer of 8 slots; the thread stores at its linear
// id (x fastest), the group meets, each thread folds slots 0..7 in order
// from the sum's identity -0.0 (which changes nothing, bit for bit), the
// group meets again.
// CHECK-LABEL: gpu.func @sum
// CHECK-SAME: workgroup(%[[BUF:.*]] : memref<8xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[TZ:.*]] = gpu.thread_id z
// CHECK: %[[TY:.*]] = gpu.thread_id y
// CHECK: %[[DY:.*]] = gpu.block_dim y
// CHECK: %[[ZY:.*]] = arith.muli %[[TZ]], %[[DY]]
// CHECK: %[[ZYY:.*]] = arith.addi %[[ZY]], %[[TY]]
// CHECK: %[[TX:.*]] = gpu.thread_id x
// CHECK: %[[DX:.*]] = gpu.block_dim x
// CHECK: %[[ZYX:.*]] = arith.muli %[[ZYY]], %[[DX]]
// CHECK: %[[LIN:.*]] = arith.addi %[[ZYX]], %[[TX]]
// CHECK: memref.store %arg0, %[[BUF]][%[[LIN]]]
// CHECK-NEXT: gpu.barrier
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[ID:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NOT: vector.load
// CHECK: %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[C8]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[ID]]) -> (f32)
// CHECK-NEXT: %[[V:.*]] = memref.load %[[BUF]][%[[I]]]
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[V]] : f32
// CHECK-NEXT: scf.yield %[[S]]
// CHECK: gpu.barrier
// CHECK: memref.store %[[R]], %arg1[
gpu.module @kernels {
  gpu.func @sum(%x: f32, %out: memref<8xf32>) kernel
      attributes {known_block_size = array<i32: 4, 2, 1>} {
    %r = gpu.all_reduce add %x uniform {} : (f32) -> f32
    %t = gpu.thread_id x
    memref.store %r, %out[%t] : memref<8xf32>
    gpu.return
  }
}

// -----

// A reduction region (here an integer max with a select), with neither a
// known block size nor launches: 1024 slots; the two i32 reductions share
// the buffer, the f32 one has its own.
// CHECK-LABEL: gpu.func @region
// CHECK-SAME: workgroup(%[[B0:.*]] : memref<1024xi32, #gpu.address_space<workgroup>>, %[[B1:.*]] : memref<1024xf32, #gpu.address_space<workgroup>>)
// CHECK: memref.store %arg0, %[[B0]]
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (i32)
// CHECK-NEXT: %[[V:.*]] = memref.load %[[B0]]
// CHECK-NEXT: %[[GT:.*]] = arith.cmpi sgt, %[[ACC]], %[[V]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.select %[[GT]], %[[ACC]], %[[V]] : i32
// CHECK-NEXT: scf.yield %[[M]]
// CHECK: memref.store %{{.*}}, %[[B1]]
// CHECK: arith.minnumf
// CHECK: memref.store %{{.*}}, %[[B0]]
// CHECK: arith.xori
gpu.module @kernels {
  gpu.func @region(%x: i32, %out: memref<2xi32>) kernel {
    %m = gpu.all_reduce %x {
    ^bb0(%lhs: i32, %rhs: i32):
      %gt = arith.cmpi sgt, %lhs, %rhs : i32
      %max = arith.select %gt, %lhs, %rhs : i32
      gpu.yield %max : i32
    } : (i32) -> i32
    %f = arith.sitofp %m : i32 to f32
    %mf = gpu.all_reduce minnumf %f {} : (f32) -> f32
    %x2 = gpu.all_reduce xor %m {} : (i32) -> i32
    %c0 = arith.constant 0 : index
    memref.store %x2, %out[%c0] : memref<2xi32>
    gpu.return
  }
}

// -----

// Without known_block_size, the largest group of the program's launches
// (6x4 and 8x2x1 threads): 24 slots.
// CHECK-LABEL: gpu.func @launched
// CHECK-SAME: workgroup(%{{.*}} : memref<24xi64, #gpu.address_space<workgroup>>)
// CHECK: arith.muli
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @launched(%x: i64) kernel {
      %r = gpu.all_reduce mul %x {} : (i64) -> i64
      gpu.return
    }
  }
  func.func @host(%x: i64) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @kernels::@launched blocks in (%c1, %c1, %c1) threads in (%c6, %c4, %c1) args(%x : i64)
    gpu.launch_func @kernels::@launched blocks in (%c2, %c1, %c1) threads in (%c8, %c2, %c1) args(%x : i64)
    return
  }
}

// -----

gpu.module @kernels {
  func.func @helper(%x: f32) -> f32 {
    // expected-error @+1 {{'gpu.all_reduce' op is outside a gpu.func: the workgroup buffer it needs belongs to a kernel}}
    %r = gpu.all_reduce add %x uniform {} : (f32) -> f32
    return %r : f32
  }
}

// -----

gpu.module @kernels {
  gpu.func @blocks(%x: f32) kernel {
    // expected-error @+1 {{'gpu.all_reduce' op has a reduction region of several blocks; genx-lower takes a single-block region}}
    %r = gpu.all_reduce %x {
    ^bb0(%lhs: f32, %rhs: f32):
      cf.br ^bb1
    ^bb1:
      gpu.yield %lhs : f32
    } : (f32) -> f32
    gpu.return
  }
}

// -----

// 40 slots: two chunks of 16 read by one vector load each and folded
// element by element in slot order, then slots 32..39 one by one.
// CHECK-LABEL: gpu.func @chunks
// CHECK-SAME: workgroup(%[[BUF:.*]] : memref<40xi32, #gpu.address_space<workgroup>>)
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C40:.*]] = arith.constant 40 : index
// CHECK-DAG: %[[MAX:.*]] = arith.constant 2147483647 : i32
// CHECK: %[[CH:.*]] = scf.for %[[J:.*]] = %{{.*}} to %[[C32]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[MAX]]) -> (i32)
// CHECK-NEXT: %[[SLOTS:.*]] = vector.load %[[BUF]][%[[J]]] : memref<40xi32, #gpu.address_space<workgroup>>, vector<16xi32>
// CHECK-NEXT: %[[E0:.*]] = vector.extract %[[SLOTS]][0]
// CHECK-NEXT: %[[M0:.*]] = arith.minsi %[[ACC]], %[[E0]] : i32
// CHECK-NEXT: %[[E1:.*]] = vector.extract %[[SLOTS]][1]
// CHECK-NEXT: arith.minsi %[[M0]], %[[E1]] : i32
// CHECK: vector.extract %[[SLOTS]][15]
// CHECK: scf.for %{{.*}} = %[[C32]] to %[[C40]] step %{{.*}} iter_args(%{{.*}} = %[[CH]]) -> (i32)
// CHECK: memref.load %[[BUF]]
// CHECK: arith.minsi
gpu.module @kernels {
  gpu.func @chunks(%x: i32, %out: memref<40xi32>) kernel
      attributes {known_block_size = array<i32: 40, 1, 1>} {
    %r = gpu.all_reduce minsi %x uniform {} : (i32) -> i32
    %t = gpu.thread_id x
    memref.store %r, %out[%t] : memref<40xi32>
    gpu.return
  }
}
