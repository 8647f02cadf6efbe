// A bounds-checked 5-point stencil, one work item per output: out[i] =
// 4 b[i+2] + 2 (b[i+1] + b[i+3]) + b[i] + b[i+4] for i < n = 70, over 3
// groups of 64 work items (genx-lower packs them, and reads each thread's
// five shifted taps as one masked load of the elements they span: the
// second thread has 6 work items below n, the third none). b[j] =
// j^2 mod 23 - 7 for j < 74 = n + 4; out is -1 past n. Integer: exact.
// CHECK: ( -18, 9, 33, 8, 26, 18, 53, 39, 22, 2, 2, 22, 39, 53, 18, 26, 8, 33, 9, -18, -48, -58, -48, -18, 9, 33, 8, 26, 18, 53, 39, 22, 2, 2, 22, 39, 53, 18, 26, 8, 33, 9, -18, -48, -58, -48, -18, 9, 33, 8, 26, 18, 53, 39, 22, 2, 2, 22, 39, 53, 18, 26, 8, 33, 9, -18, -48, -58, -48, -18, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1 )
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s < %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stencil(%b: memref<?xi32>, %out: memref<?xi32>, %n: index) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        %c3 = arith.constant 3 : index
        %c4 = arith.constant 4 : index
        %two = arith.constant 2 : i32
        %four = arith.constant 4 : i32
        %i1 = arith.addi %i, %c1 : index
        %i2 = arith.addi %i, %c2 : index
        %i3 = arith.addi %i, %c3 : index
        %i4 = arith.addi %i, %c4 : index
        %x0 = memref.load %b[%i] : memref<?xi32>
        %x1 = memref.load %b[%i1] : memref<?xi32>
        %x2 = memref.load %b[%i2] : memref<?xi32>
        %x3 = memref.load %b[%i3] : memref<?xi32>
        %x4 = memref.load %b[%i4] : memref<?xi32>
        %near = arith.addi %x1, %x3 : i32
        %far = arith.addi %x0, %x4 : i32
        %m = arith.muli %x2, %four : i32
        %nn = arith.muli %near, %two : i32
        %s = arith.addi %m, %nn : i32
        %y = arith.addi %s, %far : i32
        memref.store %y, %out[%i] : memref<?xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c64 = arith.constant 64 : index
    %n = arith.constant 70 : index
    %c74 = arith.constant 74 : index
    %c80 = arith.constant 80 : index
    %c23 = arith.constant 23 : i32
    %c7 = arith.constant 7 : i32
    %minus1 = arith.constant -1 : i32
    %b = memref.alloc(%c74) : memref<?xi32>
    %out = memref.alloc(%c80) : memref<?xi32>
    scf.for %j = %c0 to %c74 step %c1 {
      %jj = arith.index_cast %j : index to i32
      %sq = arith.muli %jj, %jj : i32
      %r = arith.remsi %sq, %c23 : i32
      %v = arith.subi %r, %c7 : i32
      memref.store %v, %b[%j] : memref<?xi32>
    }
    scf.for %j = %c0 to %c80 step %c1 {
      memref.store %minus1, %out[%j] : memref<?xi32>
    }
    gpu.launch_func @kernels::@stencil blocks in (%c3, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%b : memref<?xi32>, %out : memref<?xi32>, %n : index)
    %cast = memref.cast %out : memref<?xi32> to memref<80xi32>
    %v = vector.load %cast[%c0] : memref<80xi32>, vector<80xi32>
    vector.print %v : vector<80xi32>
    return
  }
}
