// Matrix-vector product y = A x, one block per row (CUDA "one block per row"
// gemv): 6 rows of 100 columns, 6 blocks of 32 threads; every thread strides
// over the columns (c = tid, tid + 32, ... < 100) accumulating a partial dot
// product, then the block combines the 32 partials:
//   - @matvec_allreduce: gpu.all_reduce add (f32), thread 0 stores;
//   - @matvec_tree: the partials go to a 32-entry workgroup attribution and
//     a tree halves it (16, 8, 4, 2, 1) with a gpu.barrier per step;
//   - @matvec_i32: the same as the first in i32 with large entries, so the
//     row sums wrap around (addition modulo 2^32).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// A[r][c] = ((7r + 3c) mod 13) - 6, x[c] = (5c mod 9) - 4; the i32 matrix is
// A * 40000000. Computed by a few lines of Python (small integers: the f32
// sums are exact in any order; i32 wrapped):
// CHECK: allreduce: ( 60, 84, 4, 41, -26, -15 )
// CHECK-NEXT: tree: ( 60, 84, 4, 41, -26, -15 )
// CHECK-NEXT: i32: ( -1894967296, -934967296, 160000000, 1640000000, -1040000000, -600000000 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matvec_allreduce(%A: memref<6x100xf32>, %x: memref<100xf32>, %y: memref<6xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c100 = arith.constant 100 : index
      %tid = gpu.thread_id x
      %row = gpu.block_id x
      %bdim = gpu.block_dim x
      %zero = arith.constant 0.0 : f32
      %part = scf.for %c = %tid to %c100 step %bdim iter_args(%a = %zero) -> (f32) {
        %av = memref.load %A[%row, %c] : memref<6x100xf32>
        %xv = memref.load %x[%c] : memref<100xf32>
        %p = arith.mulf %av, %xv : f32
        %n = arith.addf %a, %p : f32
        scf.yield %n : f32
      }
      %sum = gpu.all_reduce add %part uniform {} : (f32) -> (f32)
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        memref.store %sum, %y[%row] : memref<6xf32>
      }
      gpu.return
    }

    gpu.func @matvec_tree(%A: memref<6x100xf32>, %x: memref<100xf32>, %y: memref<6xf32>)
        workgroup(%red: memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c16 = arith.constant 16 : index
      %c100 = arith.constant 100 : index
      %tid = gpu.thread_id x
      %row = gpu.block_id x
      %bdim = gpu.block_dim x
      %zero = arith.constant 0.0 : f32
      %part = scf.for %c = %tid to %c100 step %bdim iter_args(%a = %zero) -> (f32) {
        %av = memref.load %A[%row, %c] : memref<6x100xf32>
        %xv = memref.load %x[%c] : memref<100xf32>
        %p = arith.mulf %av, %xv : f32
        %n = arith.addf %a, %p : f32
        scf.yield %n : f32
      }
      memref.store %part, %red[%tid] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %st = %c0 to %c5 step %c1 {
        %s = arith.shrui %c16, %st : index
        %active = arith.cmpi ult, %tid, %s : index
        scf.if %active {
          %o = arith.addi %tid, %s : index
          %a = memref.load %red[%tid] : memref<32xf32, #gpu.address_space<workgroup>>
          %b = memref.load %red[%o] : memref<32xf32, #gpu.address_space<workgroup>>
          %n = arith.addf %a, %b : f32
          memref.store %n, %red[%tid] : memref<32xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %r = memref.load %red[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
        memref.store %r, %y[%row] : memref<6xf32>
      }
      gpu.return
    }

    gpu.func @matvec_i32(%A: memref<6x100xi32>, %x: memref<100xi32>, %y: memref<6xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c100 = arith.constant 100 : index
      %tid = gpu.thread_id x
      %row = gpu.block_id x
      %bdim = gpu.block_dim x
      %zero = arith.constant 0 : i32
      %part = scf.for %c = %tid to %c100 step %bdim iter_args(%a = %zero) -> (i32) {
        %av = memref.load %A[%row, %c] : memref<6x100xi32>
        %xv = memref.load %x[%c] : memref<100xi32>
        %p = arith.muli %av, %xv : i32
        %n = arith.addi %a, %p : i32
        scf.yield %n : i32
      }
      %sum = gpu.all_reduce add %part uniform {} : (i32) -> (i32)
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        memref.store %sum, %y[%row] : memref<6xi32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c9 = arith.constant 9 : index
    %c13 = arith.constant 13 : index
    %c32 = arith.constant 32 : index
    %c100 = arith.constant 100 : index
    %A = memref.alloc() : memref<6x100xf32>
    %x = memref.alloc() : memref<100xf32>
    %Ai = memref.alloc() : memref<6x100xi32>
    %xi = memref.alloc() : memref<100xi32>
    %y1 = memref.alloc() : memref<6xf32>
    %y2 = memref.alloc() : memref<6xf32>
    %y3 = memref.alloc() : memref<6xi32>
    %i4 = arith.constant 4 : i32
    %i6 = arith.constant 6 : i32
    %big = arith.constant 40000000 : i32
    scf.for %r = %c0 to %c6 step %c1 {
      scf.for %c = %c0 to %c100 step %c1 {
        %r7 = arith.muli %r, %c7 : index
        %c3x = arith.muli %c, %c3 : index
        %s = arith.addi %r7, %c3x : index
        %m = arith.remui %s, %c13 : index
        %mi = arith.index_cast %m : index to i32
        %v = arith.subi %mi, %i6 : i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %A[%r, %c] : memref<6x100xf32>
        %vb = arith.muli %v, %big : i32
        memref.store %vb, %Ai[%r, %c] : memref<6x100xi32>
      }
    }
    scf.for %c = %c0 to %c100 step %c1 {
      %c5x = arith.muli %c, %c5 : index
      %m = arith.remui %c5x, %c9 : index
      %mi = arith.index_cast %m : index to i32
      %v = arith.subi %mi, %i4 : i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %x[%c] : memref<100xf32>
      memref.store %v, %xi[%c] : memref<100xi32>
    }
    gpu.launch_func @kernels::@matvec_allreduce blocks in (%c6, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%A : memref<6x100xf32>, %x : memref<100xf32>, %y1 : memref<6xf32>)
    gpu.launch_func @kernels::@matvec_tree blocks in (%c6, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%A : memref<6x100xf32>, %x : memref<100xf32>, %y2 : memref<6xf32>)
    gpu.launch_func @kernels::@matvec_i32 blocks in (%c6, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%Ai : memref<6x100xi32>, %xi : memref<100xi32>, %y3 : memref<6xi32>)
    %v1 = vector.load %y1[%c0] : memref<6xf32>, vector<6xf32>
    vector.print str "allreduce: "
    vector.print %v1 : vector<6xf32>
    %v2 = vector.load %y2[%c0] : memref<6xf32>, vector<6xf32>
    vector.print str "tree: "
    vector.print %v2 : vector<6xf32>
    %v3 = vector.load %y3[%c0] : memref<6xi32>, vector<6xi32>
    vector.print str "i32: "
    vector.print %v3 : vector<6xi32>
    memref.dealloc %A : memref<6x100xf32>
    memref.dealloc %x : memref<100xf32>
    memref.dealloc %Ai : memref<6x100xi32>
    memref.dealloc %xi : memref<100xi32>
    memref.dealloc %y1 : memref<6xf32>
    memref.dealloc %y2 : memref<6xf32>
    memref.dealloc %y3 : memref<6xi32>
    return
  }
}
