// memref views in a kernel over a flat memref<96xf32> holding 0..95:
// memref.reinterpret_cast (6x16 row-major; 4x4 with offset 5, strides
// [20, 3]), memref.transpose of the 6x16 view and a subview of it, a
// memref.subview with strides [2, 3], memref.expand_shape to 2x3x16
// (static) and, after a memref.cast to memref<?xf32>, to ?x8 (dynamic
// output_shape), memref.collapse_shape of the ?x8 back to ?, and a
// vector.transfer_read of a strided row of the transposed view. Each 2-D
// view goes through memref.cast to memref<?x?xf32, strided<[?, ?], offset: ?>>
// into a helper func.func (in the gpu.module) that copies it row-major
// with memref.dim bounds. A second kernel takes a host memref.cast
// memref<?x?xf32> (5x7, values 100 r + c) and collapses / re-expands it.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// By hand: element (i, j) of the offset-5 view is 5 + 20 i + 3 j; of the
// transposed subview [3, 1][2, 4] 16 (1 + j) + 3 + i; of the strided
// subview [1, 2][3, 4][2, 3] 16 (1 + 2 i) + 2 + 3 j; rows 10, 11 of the
// ?x8 view are 80..95; expand [1, 2, 5] = 85; collapse dim 96, [95] = 95;
// row 3 of the transpose = 3, 19, .., 83; sum of expand [1, 0, :] = 888.
// CHECK: rc: ( 5, 8, 11, 14, 25, 28, 31, 34, 45, 48, 51, 54, 65, 68, 71, 74 )
// CHECK-NEXT: tsub: ( 19, 35, 51, 67, 20, 36, 52, 68 )
// CHECK-NEXT: strided: ( 18, 21, 24, 27, 50, 53, 56, 59, 82, 85, 88, 91 )
// CHECK-NEXT: dyn_rows: ( 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95 )
// CHECK-NEXT: scalars: ( 85, 96, 95, 888 )
// CHECK-NEXT: trow: ( 3, 19, 35, 51, 67, 83 )
// CHECK-NEXT: host_dyn: ( 5, 7, 35, 406, 302, 303, 304, 305, 402, 403, 404, 405, 7, 5 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @copy2d(%src: memref<?x?xf32, strided<[?, ?], offset: ?>>, %dst: memref<64xf32>, %base: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %rows = memref.dim %src, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %cols = memref.dim %src, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      scf.for %i = %c0 to %rows step %c1 {
        scf.for %j = %c0 to %cols step %c1 {
          %v = memref.load %src[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
          %r = arith.muli %i, %cols : index
          %k0 = arith.addi %base, %r : index
          %k = arith.addi %k0, %j : index
          memref.store %v, %dst[%k] : memref<64xf32>
        }
      }
      return
    }

    gpu.func @views(%flat: memref<96xf32>, %out: memref<64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c5 = arith.constant 5 : index
      %c8 = arith.constant 8 : index
      %c10 = arith.constant 10 : index
      %c16 = arith.constant 16 : index
      %c24 = arith.constant 24 : index
      %c36 = arith.constant 36 : index
      %c52 = arith.constant 52 : index
      %c53 = arith.constant 53 : index
      %c54 = arith.constant 54 : index
      %c55 = arith.constant 55 : index
      %c56 = arith.constant 56 : index
      %c95 = arith.constant 95 : index
      %m = memref.reinterpret_cast %flat to offset: [0], sizes: [6, 16], strides: [16, 1]
          : memref<96xf32> to memref<6x16xf32>
      %rc = memref.reinterpret_cast %flat to offset: [5], sizes: [4, 4], strides: [20, 3]
          : memref<96xf32> to memref<4x4xf32, strided<[20, 3], offset: 5>>
      %rcd = memref.cast %rc : memref<4x4xf32, strided<[20, 3], offset: 5>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
      func.call @copy2d(%rcd, %out, %c0) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<64xf32>, index) -> ()
      %tr = memref.transpose %m (d0, d1) -> (d1, d0) : memref<6x16xf32> to memref<16x6xf32, strided<[1, 16]>>
      %ts = memref.subview %tr[3, 1] [2, 4] [1, 1] : memref<16x6xf32, strided<[1, 16]>> to memref<2x4xf32, strided<[1, 16], offset: 19>>
      %tsd = memref.cast %ts : memref<2x4xf32, strided<[1, 16], offset: 19>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
      func.call @copy2d(%tsd, %out, %c16) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<64xf32>, index) -> ()
      %sv = memref.subview %m[1, 2] [3, 4] [2, 3] : memref<6x16xf32> to memref<3x4xf32, strided<[32, 3], offset: 18>>
      %svd = memref.cast %sv : memref<3x4xf32, strided<[32, 3], offset: 18>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
      func.call @copy2d(%svd, %out, %c24) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<64xf32>, index) -> ()
      // dynamic expand / collapse
      %fd = memref.cast %flat : memref<96xf32> to memref<?xf32>
      %n = memref.dim %fd, %c0 : memref<?xf32>
      %rows = arith.divui %n, %c8 : index
      %e2 = memref.expand_shape %fd [[0, 1]] output_shape [%rows, 8] : memref<?xf32> into memref<?x8xf32>
      %last = memref.subview %e2[10, 0] [2, 8] [1, 1] : memref<?x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 80>>
      %lastd = memref.cast %last : memref<2x8xf32, strided<[8, 1], offset: 80>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
      func.call @copy2d(%lastd, %out, %c36) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<64xf32>, index) -> ()
      %e3 = memref.expand_shape %flat [[0, 1, 2]] output_shape [2, 3, 16] : memref<96xf32> into memref<2x3x16xf32>
      %x85 = memref.load %e3[%c1, %c2, %c5] : memref<2x3x16xf32>
      memref.store %x85, %out[%c52] : memref<64xf32>
      %col = memref.collapse_shape %e2 [[0, 1]] : memref<?x8xf32> into memref<?xf32>
      %cn = memref.dim %col, %c0 : memref<?xf32>
      %cni = arith.index_cast %cn : index to i32
      %cnf = arith.sitofp %cni : i32 to f32
      memref.store %cnf, %out[%c53] : memref<64xf32>
      %x95 = memref.load %col[%c95] : memref<?xf32>
      memref.store %x95, %out[%c54] : memref<64xf32>
      %row = vector.load %e3[%c1, %c0, %c0] : memref<2x3x16xf32>, vector<16xf32>
      %sum = vector.reduction <add>, %row : vector<16xf32> into f32
      memref.store %sum, %out[%c55] : memref<64xf32>
      %pad = arith.constant -1.0 : f32
      %trow = vector.transfer_read %tr[%c3, %c0], %pad {in_bounds = [true]} : memref<16x6xf32, strided<[1, 16]>>, vector<6xf32>
      vector.store %trow, %out[%c56] : memref<64xf32>, vector<6xf32>
      gpu.return
    }

    gpu.func @dyn_arg(%m: memref<?x?xf32>, %out: memref<16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c12 = arith.constant 12 : index
      %c13 = arith.constant 13 : index
      %r = memref.dim %m, %c0 : memref<?x?xf32>
      %c = memref.dim %m, %c1 : memref<?x?xf32>
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      memref.store %rf, %out[%c0] : memref<16xf32>
      %ci = arith.index_cast %c : index to i32
      %cf = arith.sitofp %ci : i32 to f32
      memref.store %cf, %out[%c1] : memref<16xf32>
      %flat = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<?xf32>
      %n = memref.dim %flat, %c0 : memref<?xf32>
      %ni = arith.index_cast %n : index to i32
      %nf = arith.sitofp %ni : i32 to f32
      memref.store %nf, %out[%c2] : memref<16xf32>
      // flat index 34 = row 4, col 6
      %c34 = arith.constant 34 : index
      %x = memref.load %flat[%c34] : memref<?xf32>
      memref.store %x, %out[%c3] : memref<16xf32>
      // re-expand the flat view as ?x7 and copy a 2x4 window at [3, 2]
      %e = memref.expand_shape %flat [[0, 1]] output_shape [%r, 7] : memref<?xf32> into memref<?x7xf32>
      %w = memref.subview %e[%c3, %c2] [2, 4] [1, 1] : memref<?x7xf32> to memref<2x4xf32, strided<[7, 1], offset: ?>>
      %wd = memref.cast %w : memref<2x4xf32, strided<[7, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
      %tmp = memref.alloca() : memref<64xf32>
      func.call @copy2d(%wd, %tmp, %c0) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<64xf32>, index) -> ()
      %wv = vector.load %tmp[%c0] : memref<64xf32>, vector<8xf32>
      vector.store %wv, %out[%c4] : memref<16xf32>, vector<8xf32>
      // transpose of the dynamic memref: dims swap
      %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
      %t0 = memref.dim %t, %c0 : memref<?x?xf32, strided<[1, ?]>>
      %t1 = memref.dim %t, %c1 : memref<?x?xf32, strided<[1, ?]>>
      %t0i = arith.index_cast %t0 : index to i32
      %t0f = arith.sitofp %t0i : i32 to f32
      %t1i = arith.index_cast %t1 : index to i32
      %t1f = arith.sitofp %t1i : i32 to f32
      memref.store %t0f, %out[%c12] : memref<16xf32>
      memref.store %t1f, %out[%c13] : memref<16xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c16 = arith.constant 16 : index
    %c24 = arith.constant 24 : index
    %c36 = arith.constant 36 : index
    %c52 = arith.constant 52 : index
    %c56 = arith.constant 56 : index
    %c64 = arith.constant 64 : index
    %c96 = arith.constant 96 : index
    %flat = memref.alloc() : memref<96xf32>
    %out = memref.alloc() : memref<64xf32>
    %m1 = arith.constant -1.0 : f32
    scf.for %i = %c0 to %c96 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %flat[%i] : memref<96xf32>
    }
    scf.for %i = %c0 to %c64 step %c1 {
      memref.store %m1, %out[%i] : memref<64xf32>
    }
    gpu.launch_func @kernels::@views blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%flat : memref<96xf32>, %out : memref<64xf32>)
    %v0 = vector.load %out[%c0] : memref<64xf32>, vector<16xf32>
    vector.print str "rc: "
    vector.print %v0 : vector<16xf32>
    %v1 = vector.load %out[%c16] : memref<64xf32>, vector<8xf32>
    vector.print str "tsub: "
    vector.print %v1 : vector<8xf32>
    %v2 = vector.load %out[%c24] : memref<64xf32>, vector<12xf32>
    vector.print str "strided: "
    vector.print %v2 : vector<12xf32>
    %v3 = vector.load %out[%c36] : memref<64xf32>, vector<16xf32>
    vector.print str "dyn_rows: "
    vector.print %v3 : vector<16xf32>
    %v4 = vector.load %out[%c52] : memref<64xf32>, vector<4xf32>
    vector.print str "scalars: "
    vector.print %v4 : vector<4xf32>
    %v5 = vector.load %out[%c56] : memref<64xf32>, vector<6xf32>
    vector.print str "trow: "
    vector.print %v5 : vector<6xf32>
    // host 5x7 matrix 100 r + c, passed as memref<?x?xf32>
    %h = memref.alloc() : memref<5x7xf32>
    %k100 = arith.constant 100 : i32
    scf.for %r = %c0 to %c5 step %c1 {
      scf.for %c = %c0 to %c7 step %c1 {
        %ri = arith.index_cast %r : index to i32
        %ci = arith.index_cast %c : index to i32
        %a = arith.muli %ri, %k100 : i32
        %b = arith.addi %a, %ci : i32
        %f = arith.sitofp %b : i32 to f32
        memref.store %f, %h[%r, %c] : memref<5x7xf32>
      }
    }
    %hd = memref.cast %h : memref<5x7xf32> to memref<?x?xf32>
    %o2 = memref.alloc() : memref<16xf32>
    gpu.launch_func @kernels::@dyn_arg blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%hd : memref<?x?xf32>, %o2 : memref<16xf32>)
    %w = vector.load %o2[%c0] : memref<16xf32>, vector<14xf32>
    vector.print str "host_dyn: "
    vector.print %w : vector<14xf32>
    memref.dealloc %flat : memref<96xf32>
    memref.dealloc %out : memref<64xf32>
    memref.dealloc %h : memref<5x7xf32>
    memref.dealloc %o2 : memref<16xf32>
    return
  }
}
