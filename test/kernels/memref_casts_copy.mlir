// Memref views and copies inside a kernel, 4 threads of one block, thread t
// owning row t of each output: memref.cast of a static 8x12 f16 matrix to
// memref<?x?xf16> and memref.dim of it, a strided memref.subview of the
// dynamic view ([1, 2] sizes [3, 5] strides [2, 2]), memref.collapse_shape
// to 96 elements, memref.expand_shape of an i8 buffer to 4x2x12,
// memref.reinterpret_cast of the i8 buffer to 8x12 and to a strided 4x4
// window (offset 5, strides [12, 3]), scalar memref.load / store of f16 and
// i8 through all of them, and memref.copy (thread 0) of a contiguous 2x12
// row pair and of a strided 2x3 subview into 2x12 / 2x3 outputs.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @views(%a: memref<8x12xf16>, %bytes: memref<96xi8>, %of: memref<4x16xf16>, %oi: memref<4x16xi8>,
                    %dims: memref<4xindex>, %cp: memref<2x12xf16>, %cs: memref<2x3xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %t = gpu.thread_id x
      %d = memref.cast %a : memref<8x12xf16> to memref<?x?xf16>
      %rows = memref.dim %d, %c0 : memref<?x?xf16>
      %cols = memref.dim %d, %c1 : memref<?x?xf16>
      %is0 = arith.cmpi eq, %t, %c0 : index
      scf.if %is0 {
        memref.store %rows, %dims[%c0] : memref<4xindex>
        memref.store %cols, %dims[%c1] : memref<4xindex>
      }
      // strided window of the dynamic view: rows 1, 3, 5, columns 2, 4, .., 10
      %sv = memref.subview %d[1, 2] [3, 5] [2, 2] : memref<?x?xf16> to memref<3x5xf16, strided<[?, 2], offset: ?>>
      %tm = arith.remui %t, %c3 : index
      %zf = arith.constant 0.0 : f16
      %s = scf.for %j = %c0 to %c5 step %c1 iter_args(%acc = %zf) -> (f16) {
        %e = memref.load %sv[%tm, %j] : memref<3x5xf16, strided<[?, 2], offset: ?>>
        %n = arith.addf %acc, %e : f16
        memref.store %e, %of[%t, %j] : memref<4x16xf16>
        scf.yield %n : f16
      }
      memref.store %s, %of[%t, %c5] : memref<4x16xf16>
      // flat view: elements 12 t + 7 .. (every fifth)
      %flat = memref.collapse_shape %a [[0, 1]] : memref<8x12xf16> into memref<96xf16>
      %c6 = arith.constant 6 : index
      %c16 = arith.constant 16 : index
      %c12 = arith.constant 12 : index
      %c7 = arith.constant 7 : index
      %base = arith.muli %t, %c12 : index
      %base7 = arith.addi %base, %c7 : index
      scf.for %j = %c6 to %c16 step %c1 {
        %jj = arith.subi %j, %c6 : index
        %k5 = arith.muli %jj, %c5 : index
        %k = arith.addi %base7, %k5 : index
        %e = memref.load %flat[%k] : memref<96xf16>
        %neg = arith.negf %e : f16
        memref.store %neg, %of[%t, %j] : memref<4x16xf16>
      }
      // i8: expand to 4x2x12, reinterpret as 8x12 and as a strided 4x4 window
      %x3 = memref.expand_shape %bytes [[0, 1, 2]] output_shape [4, 2, 12] : memref<96xi8> into memref<4x2x12xi8>
      %r2 = memref.reinterpret_cast %bytes to offset: [0], sizes: [8, 12], strides: [12, 1] : memref<96xi8> to memref<8x12xi8>
      %win = memref.reinterpret_cast %bytes to offset: [5], sizes: [4, 4], strides: [12, 3] : memref<96xi8> to memref<4x4xi8, strided<[12, 3], offset: 5>>
      %c8 = arith.constant 8 : index
      scf.for %j = %c0 to %c4 step %c1 {
        %e1 = memref.load %x3[%t, %c1, %j] : memref<4x2x12xi8>
        %r = arith.subi %c12, %j : index
        %r1 = arith.subi %r, %c1 : index
        %e2 = memref.load %r2[%t, %r1] : memref<8x12xi8>
        %e3 = memref.load %win[%t, %j] : memref<4x4xi8, strided<[12, 3], offset: 5>>
        %sum = arith.addi %e1, %e2 : i8
        %j4 = arith.addi %j, %c4 : index
        %j8 = arith.addi %j, %c8 : index
        memref.store %sum, %oi[%t, %j] : memref<4x16xi8>
        memref.store %e3, %oi[%t, %j4] : memref<4x16xi8>
        %mx = arith.maxsi %e1, %e3 : i8
        memref.store %mx, %oi[%t, %j8] : memref<4x16xi8>
        %j12 = arith.addi %j, %c12 : index
        %sh = arith.constant 2 : i8
        %q = arith.shrsi %e2, %sh : i8
        memref.store %q, %oi[%t, %j12] : memref<4x16xi8>
      }
      scf.if %is0 {
        %rows2 = memref.subview %a[3, 0] [2, 12] [1, 1] : memref<8x12xf16> to memref<2x12xf16, strided<[12, 1], offset: 36>>
        memref.copy %rows2, %cp : memref<2x12xf16, strided<[12, 1], offset: 36>> to memref<2x12xf16>
        %blk = memref.subview %d[5, 1] [2, 3] [2, 4] : memref<?x?xf16> to memref<2x3xf16, strided<[?, 4], offset: ?>>
        memref.copy %blk, %cs : memref<2x3xf16, strided<[?, 4], offset: ?>> to memref<2x3xf16>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %c96 = arith.constant 96 : index
    %a = memref.alloc() : memref<8x12xf16>
    %bytes = memref.alloc() : memref<96xi8>
    %of = memref.alloc() : memref<4x16xf16>
    %oi = memref.alloc() : memref<4x16xi8>
    %dims = memref.alloc() : memref<4xindex>
    %cp = memref.alloc() : memref<2x12xf16>
    %cs = memref.alloc() : memref<2x3xf16>
    // a[i][j] = (12 i + j) * 0.75 - 30 (exact in f16; -0 at (2, 3), 65504 at
    // (6, 9)); bytes[k] = k * 37 + 11 wrapped to i8 (-128 at k = 69 ... all
    // residues of 37 k mod 256 appear once).
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c12 step %c1 {
        %p = arith.muli %i, %c12 : index
        %q = arith.addi %p, %j : index
        %qi = arith.index_cast %q : index to i32
        %qf = arith.sitofp %qi : i32 to f16
        %k = arith.constant 0.75 : f16
        %s = arith.constant 30.0 : f16
        %m = arith.mulf %qf, %k : f16
        %v = arith.subf %m, %s : f16
        memref.store %v, %a[%i, %j] : memref<8x12xf16>
      }
    }
    scf.for %k = %c0 to %c96 step %c1 {
      %ki = arith.index_cast %k : index to i32
      %c37 = arith.constant 37 : i32
      %c11 = arith.constant 11 : i32
      %m = arith.muli %ki, %c37 : i32
      %v = arith.addi %m, %c11 : i32
      %t = arith.trunci %v : i32 to i8
      memref.store %t, %bytes[%k] : memref<96xi8>
    }
    %c3 = arith.constant 3 : index
    %c6 = arith.constant 6 : index
    %c9 = arith.constant 9 : index
    %nz = arith.constant -0.0 : f16
    %big = arith.constant 65504.0 : f16
    memref.store %nz, %a[%c2, %c3] : memref<8x12xf16>
    memref.store %big, %a[%c6, %c9] : memref<8x12xf16>
    %m1 = arith.constant -1 : index
    scf.for %k = %c0 to %c4 step %c1 {
      memref.store %m1, %dims[%k] : memref<4xindex>
    }
    gpu.launch_func @kernels::@views blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%a : memref<8x12xf16>, %bytes : memref<96xi8>, %of : memref<4x16xf16>, %oi : memref<4x16xi8>,
             %dims : memref<4xindex>, %cp : memref<2x12xf16>, %cs : memref<2x3xf16>)
    scf.for %i = %c0 to %c4 step %c1 {
      %v = vector.load %of[%i, %c0] : memref<4x16xf16>, vector<16xf16>
      vector.print str "f16: "
      vector.print %v : vector<16xf16>
      %bits = vector.bitcast %v : vector<16xf16> to vector<16xi16>
      vector.print str "bits f16: "
      vector.print %bits : vector<16xi16>
      %w = vector.load %oi[%i, %c0] : memref<4x16xi8>, vector<16xi8>
      vector.print str "i8: "
      vector.print %w : vector<16xi8>
    }
    %dv = vector.load %dims[%c0] : memref<4xindex>, vector<4xindex>
    vector.print str "dims: "
    vector.print %dv : vector<4xindex>
    scf.for %i = %c0 to %c2 step %c1 {
      %v = vector.load %cp[%i, %c0] : memref<2x12xf16>, vector<12xf16>
      vector.print str "copy rows: "
      vector.print %v : vector<12xf16>
      %w = vector.load %cs[%i, %c0] : memref<2x3xf16>, vector<3xf16>
      vector.print str "copy strided: "
      vector.print %w : vector<3xf16>
    }
    return
  }
}
