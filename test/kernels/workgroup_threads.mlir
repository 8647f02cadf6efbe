// Work groups of many threads that meet at gpu.barrier, written the way
// CUDA-style kernels are: a tree reduction with one element per thread (64
// threads per block, the live half shrinking 32, 16, ..., 1 in an scf.while
// with a barrier per step) and a 32x32 transpose in 16x16 tiles through a
// padded workgroup tile (16x16 threads per block, one element each). Both
// CPU runs need the threads of a block to meet at each barrier (the host
// runtime's fibers): run one after another, thread 0 would read partial sums
// and elements no thread has written yet.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: in[i] = i, block b sums i = 64 b .. 64 b + 63, which is
// 4096 b + 2016; a[i][j] = 32 i + j, so row r of the transpose is
// r, 32 + r, ..., 992 + r.
// CHECK: ( 2016, 6112, 10208, 14304 )
// CHECK-NEXT: ( 0, 32, 64, 96, 128, {{.*}}, 960, 992 )
// CHECK-NEXT: ( 16, 48, 80, {{.*}}, 976, 1008 )
// CHECK-NEXT: ( 1, 33, 65, {{.*}}, 961, 993 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @block_sum(%in: memref<256xf32>, %out: memref<4xf32>)
        workgroup(%buf: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c32 = arith.constant 32 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %g = arith.addi %base, %tid : index
      %v = memref.load %in[%g] : memref<256xf32>
      memref.store %v, %buf[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %s = scf.while (%stride = %c32) : (index) -> index {
        %go = arith.cmpi ugt, %stride, %c0 : index
        scf.condition(%go) %stride : index
      } do {
      ^bb0(%stride: index):
        %active = arith.cmpi ult, %tid, %stride : index
        scf.if %active {
          %o = arith.addi %tid, %stride : index
          %a = memref.load %buf[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
          %b = memref.load %buf[%o] : memref<64xf32, #gpu.address_space<workgroup>>
          %sum = arith.addf %a, %b : f32
          memref.store %sum, %buf[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %next = arith.divui %stride, %c2 : index
        scf.yield %next : index
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %r = memref.load %buf[%c0] : memref<64xf32, #gpu.address_space<workgroup>>
        memref.store %r, %out[%bid] : memref<4xf32>
      }
      gpu.return
    }

    gpu.func @transpose(%in: memref<32x32xi32>, %out: memref<32x32xi32>)
        workgroup(%tile: memref<16x17xi32, #gpu.address_space<workgroup>>) kernel {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %c16 = arith.constant 16 : index
      %r0 = arith.muli %by, %c16 : index
      %c0 = arith.muli %bx, %c16 : index
      %r = arith.addi %r0, %ty : index
      %c = arith.addi %c0, %tx : index
      %v = memref.load %in[%r, %c] : memref<32x32xi32>
      memref.store %v, %tile[%ty, %tx] : memref<16x17xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %tile[%tx, %ty] : memref<16x17xi32, #gpu.address_space<workgroup>>
      %orow = arith.addi %c0, %ty : index
      %ocol = arith.addi %r0, %tx : index
      memref.store %w, %out[%orow, %ocol] : memref<32x32xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %in = memref.alloc() : memref<256xf32>
    %out = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c256 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %in[%i] : memref<256xf32>
    }
    gpu.launch_func @kernels::@block_sum blocks in (%c4, %c1, %c1)
        threads in (%c64, %c1, %c1) args(%in : memref<256xf32>, %out : memref<4xf32>)
    %fz = arith.constant 0.0 : f32
    %sums = vector.transfer_read %out[%c0], %fz : memref<4xf32>, vector<4xf32>
    vector.print %sums : vector<4xf32>

    %a = memref.alloc() : memref<32x32xi32>
    %t = memref.alloc() : memref<32x32xi32>
    scf.for %i = %c0 to %c32 step %c1 {
      scf.for %j = %c0 to %c32 step %c1 {
        %k = arith.muli %i, %c32 : index
        %l = arith.addi %k, %j : index
        %v = arith.index_cast %l : index to i32
        memref.store %v, %a[%i, %j] : memref<32x32xi32>
      }
    }
    gpu.launch_func @kernels::@transpose blocks in (%c2, %c2, %c1)
        threads in (%c16, %c16, %c1) args(%a : memref<32x32xi32>, %t : memref<32x32xi32>)
    %z = arith.constant 0 : i32
    scf.for %i = %c0 to %c32 step %c16 {
      %row = vector.transfer_read %t[%i, %c0], %z : memref<32x32xi32>, vector<32xi32>
      vector.print %row : vector<32xi32>
    }
    %row1 = vector.transfer_read %t[%c1, %c0], %z : memref<32x32xi32>, vector<32xi32>
    vector.print %row1 : vector<32xi32>
    memref.dealloc %in : memref<256xf32>
    memref.dealloc %out : memref<4xf32>
    memref.dealloc %a : memref<32x32xi32>
    memref.dealloc %t : memref<32x32xi32>
    return
  }
}
