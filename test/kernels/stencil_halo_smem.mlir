// 2-D 5-point stencil (out = 4 c - n - s - w - e, zero outside the domain)
// on a 20x28 f32 grid, CUDA style: 8x8 threads per block on a 3x4 grid (the
// last block row and column only partly inside the domain), each block
// stages its 8x8 tile plus a one-element halo in a 10x10 workgroup tile:
// every thread loads its centre element (0 outside the domain), the threads
// on the block's edges (tx = 0, tx = 7, ty = 0, ty = 7) also load the halo
// element beyond their edge (0 outside the domain), barrier, then each thread
// inside the domain computes its output from the workgroup tile. Values are
// small integers: exact.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// in[i][j] = ((i^2 + 3 j) mod 13) - 6. Rows 0, 7, 8 and 19 of the output,
// computed by a few lines of Python over the same formulas:
// CHECK: row 0: ( -16, -4, -1, 2, 31, -18, -2, 1, 17, -19, -3, 0, 16, -20, -4, -1, 2, 31, -18, -2, 1, 17, -19, -3, 0, 16, -20, -4 )
// CHECK: row 7: ( 12, -15, -2, -2, -2, 24, -15, -2, -2, 24, -15, -2, -2, 11, -15, -2, -2, -2, 24, -15, -2, -2, 24, -15, -2, -2, 11, -18 )
// CHECK-NEXT: row 8: ( 27, -15, -2, -2, 24, -28, -2, -2, 24, -28, -2, -2, 11, 24, -15, -2, -2, 24, -28, -2, -2, 24, -28, -2, -2, 11, 24, -16 )
// CHECK: row 19: ( 16, -21, -5, -2, 1, 30, -19, -3, 0, 29, -20, -4, -1, 15, -21, -5, -2, 1, 30, -19, -3, 0, 29, -20, -4, -1, 15, -24 )
// CHECK-NEXT: sum: -35

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @laplace(%in: memref<20x28xf32>, %out: memref<20x28xf32>)
        workgroup(%tile: memref<10x10xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %c20 = arith.constant 20 : index
      %c28 = arith.constant 28 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %r0 = arith.muli %by, %c8 : index
      %q0 = arith.muli %bx, %c8 : index
      %r = arith.addi %r0, %ty : index
      %q = arith.addi %q0, %tx : index
      %lr = arith.addi %ty, %c1 : index
      %lq = arith.addi %tx, %c1 : index
      // Centre.
      %v = func.call @load_or_zero(%in, %r, %q) : (memref<20x28xf32>, index, index) -> f32
      memref.store %v, %tile[%lr, %lq] : memref<10x10xf32, #gpu.address_space<workgroup>>
      // Halo: left, right, top, bottom (index -1 wraps to a huge unsigned
      // value and is rejected by the bounds check like any index past the end).
      %left = arith.cmpi eq, %tx, %c0 : index
      scf.if %left {
        %qq = arith.subi %q, %c1 : index
        %h = func.call @load_or_zero(%in, %r, %qq) : (memref<20x28xf32>, index, index) -> f32
        memref.store %h, %tile[%lr, %c0] : memref<10x10xf32, #gpu.address_space<workgroup>>
      }
      %right = arith.cmpi eq, %tx, %c7 : index
      scf.if %right {
        %qq = arith.addi %q, %c1 : index
        %h = func.call @load_or_zero(%in, %r, %qq) : (memref<20x28xf32>, index, index) -> f32
        memref.store %h, %tile[%lr, %c9] : memref<10x10xf32, #gpu.address_space<workgroup>>
      }
      %top = arith.cmpi eq, %ty, %c0 : index
      scf.if %top {
        %rr = arith.subi %r, %c1 : index
        %h = func.call @load_or_zero(%in, %rr, %q) : (memref<20x28xf32>, index, index) -> f32
        memref.store %h, %tile[%c0, %lq] : memref<10x10xf32, #gpu.address_space<workgroup>>
      }
      %bottom = arith.cmpi eq, %ty, %c7 : index
      scf.if %bottom {
        %rr = arith.addi %r, %c1 : index
        %h = func.call @load_or_zero(%in, %rr, %q) : (memref<20x28xf32>, index, index) -> f32
        memref.store %h, %tile[%c9, %lq] : memref<10x10xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %rin = arith.cmpi ult, %r, %c20 : index
      %qin = arith.cmpi ult, %q, %c28 : index
      %inside = arith.andi %rin, %qin : i1
      scf.if %inside {
        %up = arith.subi %lr, %c1 : index
        %dn = arith.addi %lr, %c1 : index
        %lf = arith.subi %lq, %c1 : index
        %rt = arith.addi %lq, %c1 : index
        %c = memref.load %tile[%lr, %lq] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %n = memref.load %tile[%up, %lq] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %s = memref.load %tile[%dn, %lq] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %w = memref.load %tile[%lr, %lf] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %e = memref.load %tile[%lr, %rt] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %four = arith.constant 4.0 : f32
        %c4 = arith.mulf %c, %four : f32
        %a1 = arith.subf %c4, %n : f32
        %a2 = arith.subf %a1, %s : f32
        %a3 = arith.subf %a2, %w : f32
        %a4 = arith.subf %a3, %e : f32
        memref.store %a4, %out[%r, %q] : memref<20x28xf32>
      }
      gpu.return
    }

    func.func @load_or_zero(%in: memref<20x28xf32>, %r: index, %q: index) -> f32 {
      %c20 = arith.constant 20 : index
      %c28 = arith.constant 28 : index
      %rin = arith.cmpi ult, %r, %c20 : index
      %qin = arith.cmpi ult, %q, %c28 : index
      %ok = arith.andi %rin, %qin : i1
      %v = scf.if %ok -> (f32) {
        %l = memref.load %in[%r, %q] : memref<20x28xf32>
        scf.yield %l : f32
      } else {
        %z = arith.constant 0.0 : f32
        scf.yield %z : f32
      }
      return %v : f32
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c13 = arith.constant 13 : index
    %c20 = arith.constant 20 : index
    %c28 = arith.constant 28 : index
    %in = memref.alloc() : memref<20x28xf32>
    %out = memref.alloc() : memref<20x28xf32>
    %i6 = arith.constant 6 : i32
    scf.for %i = %c0 to %c20 step %c1 {
      scf.for %j = %c0 to %c28 step %c1 {
        %sq = arith.muli %i, %i : index
        %j3 = arith.muli %j, %c3 : index
        %s = arith.addi %sq, %j3 : index
        %m = arith.remui %s, %c13 : index
        %mi = arith.index_cast %m : index to i32
        %v = arith.subi %mi, %i6 : i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %in[%i, %j] : memref<20x28xf32>
      }
    }
    gpu.launch_func @kernels::@laplace blocks in (%c4, %c3, %c1) threads in (%c8, %c8, %c1)
        args(%in : memref<20x28xf32>, %out : memref<20x28xf32>)
    %fz = arith.constant 0.0 : f32
    %sum = scf.for %i = %c0 to %c20 step %c1 iter_args(%acc = %fz) -> (f32) {
      %row = vector.load %out[%i, %c0] : memref<20x28xf32>, vector<28xf32>
      %ii = arith.index_cast %i : index to i64
      vector.print str "row "
      vector.print %ii : i64 punctuation <no_punctuation>
      vector.print str ": "
      vector.print %row : vector<28xf32>
      %rs = vector.reduction <add>, %row, %acc : vector<28xf32> into f32
      scf.yield %rs : f32
    }
    vector.print str "sum: "
    vector.print %sum : f32
    memref.dealloc %in : memref<20x28xf32>
    memref.dealloc %out : memref<20x28xf32>
    return
  }
}
