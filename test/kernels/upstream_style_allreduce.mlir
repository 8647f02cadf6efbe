// llvm-project's mlir/test/Integration/GPU/CUDA/all-reduce-{and,or,xor,
// maxsi,minsi,op,region}.mlir and multiple-all-reduce.mlir, as close as
// possible with outlined kernels: the same 2x6 data (rows 0 1 2 4 8 16 and
// 2 3 6 7 10 11), one block per row, every thread storing the reduced value
// to sum[bx] (all the same value), the 13x4x2-thread add over the linear
// thread id with the block size taken from memref.dim of a dynamically
// shaped destination, and the 35-thread xor region written in the generic
// "gpu.yield"(...) form. Results are printed with vector.print instead of
// printMemref*.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Expected values are upstream's CHECK lines: and [0, 2], or [31, 15],
// xor [31, 1], maxsi [16, 11], minsi [0, 2], add [31, 39], mul [0, 27720];
// op: 0 + 1 + ... + 103 = 5356 everywhere; region: 0 ^ 1 ^ ... ^ 34 = 35.
// CHECK: and: ( 0, 2 )
// CHECK-NEXT: or: ( 31, 15 )
// CHECK-NEXT: xor: ( 31, 1 )
// CHECK-NEXT: maxsi: ( 16, 11 )
// CHECK-NEXT: minsi: ( 0, 2 )
// CHECK-NEXT: add: ( 31, 39 )
// CHECK-NEXT: mul: ( 0, 27720 )
// CHECK-COUNT-8: op: ( 5356, 5356, 5356, 5356, 5356, 5356, 5356, 5356, 5356, 5356, 5356, 5356, 5356 )
// CHECK-NEXT: region: ( 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35, 35 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce_and(%data: memref<2x6xi32>, %sum: memref<2xi32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %val = memref.load %data[%bx, %tx] : memref<2x6xi32>
      %reduced = gpu.all_reduce and %val uniform {} : (i32) -> (i32)
      memref.store %reduced, %sum[%bx] : memref<2xi32>
      gpu.return
    }
    gpu.func @reduce_or(%data: memref<2x6xi32>, %sum: memref<2xi32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %val = memref.load %data[%bx, %tx] : memref<2x6xi32>
      %reduced = gpu.all_reduce or %val uniform {} : (i32) -> (i32)
      memref.store %reduced, %sum[%bx] : memref<2xi32>
      gpu.return
    }
    gpu.func @reduce_xor(%data: memref<2x6xi32>, %sum: memref<2xi32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %val = memref.load %data[%bx, %tx] : memref<2x6xi32>
      %reduced = gpu.all_reduce xor %val uniform {} : (i32) -> (i32)
      memref.store %reduced, %sum[%bx] : memref<2xi32>
      gpu.return
    }
    gpu.func @reduce_maxsi(%data: memref<2x6xi32>, %sum: memref<2xi32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %val = memref.load %data[%bx, %tx] : memref<2x6xi32>
      %reduced = gpu.all_reduce maxsi %val uniform {} : (i32) -> (i32)
      memref.store %reduced, %sum[%bx] : memref<2xi32>
      gpu.return
    }
    gpu.func @reduce_minsi(%data: memref<2x6xi32>, %sum: memref<2xi32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %val = memref.load %data[%bx, %tx] : memref<2x6xi32>
      %reduced = gpu.all_reduce minsi %val uniform {} : (i32) -> (i32)
      memref.store %reduced, %sum[%bx] : memref<2xi32>
      gpu.return
    }
    gpu.func @add_mul(%data: memref<2x6xf32>, %sum: memref<2xf32>, %mul: memref<2xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %val = memref.load %data[%bx, %tx] : memref<2x6xf32>
      %reduced0 = gpu.all_reduce add %val uniform {} : (f32) -> (f32)
      memref.store %reduced0, %sum[%bx] : memref<2xf32>
      %reduced1 = gpu.all_reduce mul %val uniform {} : (f32) -> (f32)
      memref.store %reduced1, %mul[%bx] : memref<2xf32>
      gpu.return
    }
    gpu.func @op(%dst: memref<?x?x?xf32>) kernel {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %block_x = gpu.block_dim x
      %block_y = gpu.block_dim y
      %t0 = arith.muli %tz, %block_y : index
      %t1 = arith.addi %ty, %t0 : index
      %t2 = arith.muli %t1, %block_x : index
      %idx = arith.addi %tx, %t2 : index
      %t3 = arith.index_cast %idx : index to i32
      %val = arith.sitofp %t3 : i32 to f32
      %sum = gpu.all_reduce add %val uniform {} : (f32) -> (f32)
      memref.store %sum, %dst[%tz, %ty, %tx] : memref<?x?x?xf32>
      gpu.return
    }
    gpu.func @region(%dst: memref<?xf32>) kernel {
      %tx = gpu.thread_id x
      %val = arith.index_cast %tx : index to i32
      %xor = gpu.all_reduce %val uniform {
      ^bb(%lhs : i32, %rhs : i32):
        %xor = arith.xori %lhs, %rhs : i32
        "gpu.yield"(%xor) : (i32) -> ()
      } : (i32) -> (i32)
      %res = arith.sitofp %xor : i32 to f32
      memref.store %res, %dst[%tx] : memref<?xf32>
      gpu.return
    }
  }

  func.func @main() {
    %data = memref.alloc() : memref<2x6xi32>
    %sum = memref.alloc() : memref<2xi32>
    %cst0 = arith.constant 0 : i32
    %cst1 = arith.constant 1 : i32
    %cst2 = arith.constant 2 : i32
    %cst4 = arith.constant 4 : i32
    %cst8 = arith.constant 8 : i32
    %cst16 = arith.constant 16 : i32

    %cst3 = arith.constant 3 : i32
    %cst6 = arith.constant 6 : i32
    %cst7 = arith.constant 7 : i32
    %cst10 = arith.constant 10 : i32
    %cst11 = arith.constant 11 : i32

    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index

    memref.store %cst0, %data[%c0, %c0] : memref<2x6xi32>
    memref.store %cst1, %data[%c0, %c1] : memref<2x6xi32>
    memref.store %cst2, %data[%c0, %c2] : memref<2x6xi32>
    memref.store %cst4, %data[%c0, %c3] : memref<2x6xi32>
    memref.store %cst8, %data[%c0, %c4] : memref<2x6xi32>
    memref.store %cst16, %data[%c0, %c5] : memref<2x6xi32>

    memref.store %cst2, %data[%c1, %c0] : memref<2x6xi32>
    memref.store %cst3, %data[%c1, %c1] : memref<2x6xi32>
    memref.store %cst6, %data[%c1, %c2] : memref<2x6xi32>
    memref.store %cst7, %data[%c1, %c3] : memref<2x6xi32>
    memref.store %cst10, %data[%c1, %c4] : memref<2x6xi32>
    memref.store %cst11, %data[%c1, %c5] : memref<2x6xi32>

    // AND
    gpu.launch_func @kernels::@reduce_and blocks in (%c2, %c1, %c1) threads in (%c6, %c1, %c1)
        args(%data : memref<2x6xi32>, %sum : memref<2xi32>)
    %and = vector.load %sum[%c0] : memref<2xi32>, vector<2xi32>
    vector.print str "and: "
    vector.print %and : vector<2xi32>
    // OR
    gpu.launch_func @kernels::@reduce_or blocks in (%c2, %c1, %c1) threads in (%c6, %c1, %c1)
        args(%data : memref<2x6xi32>, %sum : memref<2xi32>)
    %or = vector.load %sum[%c0] : memref<2xi32>, vector<2xi32>
    vector.print str "or: "
    vector.print %or : vector<2xi32>
    // XOR
    gpu.launch_func @kernels::@reduce_xor blocks in (%c2, %c1, %c1) threads in (%c6, %c1, %c1)
        args(%data : memref<2x6xi32>, %sum : memref<2xi32>)
    %xor = vector.load %sum[%c0] : memref<2xi32>, vector<2xi32>
    vector.print str "xor: "
    vector.print %xor : vector<2xi32>
    // MAX
    gpu.launch_func @kernels::@reduce_maxsi blocks in (%c2, %c1, %c1) threads in (%c6, %c1, %c1)
        args(%data : memref<2x6xi32>, %sum : memref<2xi32>)
    %max = vector.load %sum[%c0] : memref<2xi32>, vector<2xi32>
    vector.print str "maxsi: "
    vector.print %max : vector<2xi32>
    // MIN
    gpu.launch_func @kernels::@reduce_minsi blocks in (%c2, %c1, %c1) threads in (%c6, %c1, %c1)
        args(%data : memref<2x6xi32>, %sum : memref<2xi32>)
    %min = vector.load %sum[%c0] : memref<2xi32>, vector<2xi32>
    vector.print str "minsi: "
    vector.print %min : vector<2xi32>

    // ADD + MUL on the same values as f32
    %fdata = memref.alloc() : memref<2x6xf32>
    %fsum = memref.alloc() : memref<2xf32>
    %fmul = memref.alloc() : memref<2xf32>
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c6 step %c1 {
        %v = memref.load %data[%i, %j] : memref<2x6xi32>
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %fdata[%i, %j] : memref<2x6xf32>
      }
    }
    gpu.launch_func @kernels::@add_mul blocks in (%c2, %c1, %c1) threads in (%c6, %c1, %c1)
        args(%fdata : memref<2x6xf32>, %fsum : memref<2xf32>, %fmul : memref<2xf32>)
    %s = vector.load %fsum[%c0] : memref<2xf32>, vector<2xf32>
    vector.print str "add: "
    vector.print %s : vector<2xf32>
    %m = vector.load %fmul[%c0] : memref<2xf32>, vector<2xf32>
    vector.print str "mul: "
    vector.print %m : vector<2xf32>

    // all-reduce-op
    %arg = memref.alloc() : memref<2x4x13xf32>
    %dst = memref.cast %arg : memref<2x4x13xf32> to memref<?x?x?xf32>
    %sx = memref.dim %dst, %c2 : memref<?x?x?xf32>
    %sy = memref.dim %dst, %c1 : memref<?x?x?xf32>
    %sz = memref.dim %dst, %c0 : memref<?x?x?xf32>
    gpu.launch_func @kernels::@op blocks in (%c1, %c1, %c1) threads in (%sx, %sy, %sz)
        args(%dst : memref<?x?x?xf32>)
    scf.for %z = %c0 to %sz step %c1 {
      scf.for %y = %c0 to %sy step %c1 {
        %row = vector.load %arg[%z, %y, %c0] : memref<2x4x13xf32>, vector<13xf32>
        vector.print str "op: "
        vector.print %row : vector<13xf32>
      }
    }

    // all-reduce-region
    %rarg = memref.alloc() : memref<35xf32>
    %rdst = memref.cast %rarg : memref<35xf32> to memref<?xf32>
    %rx = memref.dim %rdst, %c0 : memref<?xf32>
    gpu.launch_func @kernels::@region blocks in (%c1, %c1, %c1) threads in (%rx, %c1, %c1)
        args(%rdst : memref<?xf32>)
    %r = vector.load %rarg[%c0] : memref<35xf32>, vector<35xf32>
    vector.print str "region: "
    vector.print %r : vector<35xf32>

    memref.dealloc %data : memref<2x6xi32>
    memref.dealloc %sum : memref<2xi32>
    memref.dealloc %fdata : memref<2x6xf32>
    memref.dealloc %fsum : memref<2xf32>
    memref.dealloc %fmul : memref<2xf32>
    memref.dealloc %arg : memref<2x4x13xf32>
    memref.dealloc %rarg : memref<35xf32>
    return
  }
}
