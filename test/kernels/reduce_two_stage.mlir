// Sum of a large array in two launches of the same CUDA-style kernel:
// a grid-stride loop accumulates each thread's share in a register, the
// block reduces the 128 (then 32) partial sums as a tree in a workgroup
// buffer: an scf.for over the strides (s = blockDim / 2, / 4, ..., with a
// gpu.barrier after each step, the strides past 1 doing nothing), thread 0
// writes the block's sum. Launch 1: 24 blocks x 128 threads over
// n = 100003 elements; launch 2: 1 block x 32 threads over the 24 block
// sums (threads 24..31 contribute 0). A second pair of launches sums an i32
// array the same way (wrapping). f32 values are multiples of 0.5 whose
// partial sums stay far below 2^23: exact in any order.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// x[i] = (((7919 i) mod 17) - 8) / 2, y[i] = 40000 i + 1 (i32, wrapping).
// By a few lines of Python over the same formulas:
// CHECK: f32 block sums: ( -4, 7, -7.5, 3.5, -2.5, 0, 2.5, -3.5, 7.5, -7, 4, -2, 0.5, 6.5, -6.5, 7, -5, 0, 5, -7, 6.5, -5.5, -0.5, 4.5 )
// CHECK-NEXT: f32 sum: 3.5
// CHECK-NEXT: i32 sum: 1963179875

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce_f32(%in: memref<?xf32>, %out: memref<?xf32>)
        workgroup(%sdata: memref<128xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c7 = arith.constant 7 : index
      %n = memref.dim %in, %c0 : memref<?xf32>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim x
      %base = arith.muli %bid, %bdim : index
      %start = arith.addi %base, %tid : index
      %stride = arith.muli %gdim, %bdim : index
      %zero = arith.constant 0.0 : f32
      %mine = scf.for %i = %start to %n step %stride iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %in[%i] : memref<?xf32>
        %s = arith.addf %acc, %v : f32
        scf.yield %s : f32
      }
      memref.store %mine, %sdata[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %half = arith.divui %bdim, %c2 : index
      scf.for %k = %c0 to %c7 step %c1 {
        %s = arith.shrui %half, %k : index
        %active = arith.cmpi ult, %tid, %s : index
        scf.if %active {
          %o = arith.addi %tid, %s : index
          %a = memref.load %sdata[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
          %b = memref.load %sdata[%o] : memref<128xf32, #gpu.address_space<workgroup>>
          %sum = arith.addf %a, %b : f32
          memref.store %sum, %sdata[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %r = memref.load %sdata[%c0] : memref<128xf32, #gpu.address_space<workgroup>>
        memref.store %r, %out[%bid] : memref<?xf32>
      }
      gpu.return
    }

    gpu.func @reduce_i32(%in: memref<?xi32>, %out: memref<?xi32>)
        workgroup(%sdata: memref<128xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c7 = arith.constant 7 : index
      %n = memref.dim %in, %c0 : memref<?xi32>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim x
      %base = arith.muli %bid, %bdim : index
      %start = arith.addi %base, %tid : index
      %stride = arith.muli %gdim, %bdim : index
      %zero = arith.constant 0 : i32
      %mine = scf.for %i = %start to %n step %stride iter_args(%acc = %zero) -> (i32) {
        %v = memref.load %in[%i] : memref<?xi32>
        %s = arith.addi %acc, %v : i32
        scf.yield %s : i32
      }
      memref.store %mine, %sdata[%tid] : memref<128xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %half = arith.divui %bdim, %c2 : index
      scf.for %k = %c0 to %c7 step %c1 {
        %s = arith.shrui %half, %k : index
        %active = arith.cmpi ult, %tid, %s : index
        scf.if %active {
          %o = arith.addi %tid, %s : index
          %a = memref.load %sdata[%tid] : memref<128xi32, #gpu.address_space<workgroup>>
          %b = memref.load %sdata[%o] : memref<128xi32, #gpu.address_space<workgroup>>
          %sum = arith.addi %a, %b : i32
          memref.store %sum, %sdata[%tid] : memref<128xi32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %r = memref.load %sdata[%c0] : memref<128xi32, #gpu.address_space<workgroup>>
        memref.store %r, %out[%bid] : memref<?xi32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c17 = arith.constant 17 : index
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c7919 = arith.constant 7919 : index
    %n = arith.constant 100003 : index
    %x = memref.alloc(%n) : memref<?xf32>
    %y = memref.alloc(%n) : memref<?xi32>
    %fpart = memref.alloc(%c24) : memref<?xf32>
    %ipart = memref.alloc(%c24) : memref<?xi32>
    %fres = memref.alloc(%c1) : memref<?xf32>
    %ires = memref.alloc(%c1) : memref<?xi32>
    %i8 = arith.constant 8 : i32
    %i40000 = arith.constant 40000 : i32
    %i1 = arith.constant 1 : i32
    %fhalf = arith.constant 0.5 : f32
    scf.for %i = %c0 to %n step %c1 {
      %p = arith.muli %i, %c7919 : index
      %m = arith.remui %p, %c17 : index
      %mi = arith.index_cast %m : index to i32
      %d = arith.subi %mi, %i8 : i32
      %df = arith.sitofp %d : i32 to f32
      %v = arith.mulf %df, %fhalf : f32
      memref.store %v, %x[%i] : memref<?xf32>
      %ii = arith.index_cast %i : index to i32
      %w0 = arith.muli %ii, %i40000 : i32
      %w = arith.addi %w0, %i1 : i32
      memref.store %w, %y[%i] : memref<?xi32>
    }
    gpu.launch_func @kernels::@reduce_f32 blocks in (%c24, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%x : memref<?xf32>, %fpart : memref<?xf32>)
    gpu.launch_func @kernels::@reduce_f32 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%fpart : memref<?xf32>, %fres : memref<?xf32>)
    gpu.launch_func @kernels::@reduce_i32 blocks in (%c24, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%y : memref<?xi32>, %ipart : memref<?xi32>)
    gpu.launch_func @kernels::@reduce_i32 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%ipart : memref<?xi32>, %ires : memref<?xi32>)
    %pad = arith.constant 0.0 : f32
    %fb = vector.transfer_read %fpart[%c0], %pad {in_bounds = [true]} : memref<?xf32>, vector<24xf32>
    vector.print str "f32 block sums: "
    vector.print %fb : vector<24xf32>
    %fs = memref.load %fres[%c0] : memref<?xf32>
    vector.print str "f32 sum: "
    vector.print %fs : f32
    %is = memref.load %ires[%c0] : memref<?xi32>
    vector.print str "i32 sum: "
    vector.print %is : i32
    %zi = arith.constant 0 : i32
    %ib = vector.transfer_read %ipart[%c0], %zi {in_bounds = [true]} : memref<?xi32>, vector<24xi32>
    vector.print str "i32 block sums: "
    vector.print %ib : vector<24xi32>
    memref.dealloc %x : memref<?xf32>
    memref.dealloc %y : memref<?xi32>
    memref.dealloc %fpart : memref<?xf32>
    memref.dealloc %ipart : memref<?xi32>
    memref.dealloc %fres : memref<?xf32>
    memref.dealloc %ires : memref<?xi32>
    return
  }
}
