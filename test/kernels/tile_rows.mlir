// n-D vector manipulation of 8x16 tiles: a bias row broadcast into 8x16, a
// 2-D vector.fma, rows swapped with vector.extract / vector.insert, a scalar
// extracted and inserted, and vector.shape_cast (8x16 -> 128 -> 4x32) before
// the store. Two element types: f32 (threads x of a 2-thread block work on
// tiles 2b, 2b+1) and f64 (a 4x8 version).
// Values are small multiples of 1/4: the fma is exact (fused or not).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed for tile 0, y[i][j] = (16 i + j)(j - i) / 4 - j: out row 0 =
// y row 0 with y[2][7] = 39 * 5 / 4 - 7 = 41.75 at [0], then y row 1
// (y[1][0] = -4); out row 1 = y row 2 (y[2][0] = -16), then y row 5 in place
// of row 3 (y[5][0] = 80 * -5 / 4 = -100). f64: x / 2 + 1000 j, row 3 := row 0.
// CHECK: f32: ( 41.75, -0.75, -1, -0.75, 0, 1.25, {{.*}}, 41.25, -4, -1, 2.5,
// CHECK-NEXT: f32: ( -16, -9.25, {{.*}}, 137.75, -100, -82,
// CHECK: f64: ( -1.75, 998.75, 1999.25, 2999.75, 4000.25, 5000.75, 6001.25, 7001.75, 2.25,
// CHECK-NEXT: f64: ( 6.25, {{.*}}, 7009.75, -1.75, 998.75, 1999.25, 2999.75, 4000.25, 5000.75, 6001.25, 7001.75 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rows_f32(%x: memref<4x8x16xf32>, %s: memref<8x16xf32>, %bias: memref<16xf32>,
                       %out: memref<4x4x32xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %pad = arith.constant 0.0 : f32
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %b2 = arith.muli %b, %c2 : index
      %tile = arith.addi %b2, %t : index
      %row = vector.transfer_read %bias[%c0], %pad {in_bounds = [true]} : memref<16xf32>, vector<16xf32>
      %rows = vector.broadcast %row : vector<16xf32> to vector<8x16xf32>
      %vx = vector.transfer_read %x[%tile, %c0, %c0], %pad {in_bounds = [true, true]}
          : memref<4x8x16xf32>, vector<8x16xf32>
      %vs = vector.transfer_read %s[%c0, %c0], %pad {in_bounds = [true, true]}
          : memref<8x16xf32>, vector<8x16xf32>
      %y = vector.fma %vx, %vs, %rows : vector<8x16xf32>
      // swap rows 3 and 5
      %r3 = vector.extract %y[3] : vector<16xf32> from vector<8x16xf32>
      %r5 = vector.extract %y[5] : vector<16xf32> from vector<8x16xf32>
      %y1 = vector.insert %r3, %y[5] : vector<16xf32> into vector<8x16xf32>
      %y2 = vector.insert %r5, %y1[3] : vector<16xf32> into vector<8x16xf32>
      // element [2][7] copied to [0][0]
      %e = vector.extract %y2[2, 7] : f32 from vector<8x16xf32>
      %y3 = vector.insert %e, %y2[0, 0] : f32 into vector<8x16xf32>
      %flat = vector.shape_cast %y3 : vector<8x16xf32> to vector<128xf32>
      %o = vector.shape_cast %flat : vector<128xf32> to vector<4x32xf32>
      vector.transfer_write %o, %out[%tile, %c0, %c0] {in_bounds = [true, true]}
          : vector<4x32xf32>, memref<4x4x32xf32>
      gpu.return
    }
    gpu.func @rows_f64(%x: memref<4x8xf64>, %bias: memref<8xf64>, %out: memref<2x16xf64>) kernel {
      %c0 = arith.constant 0 : index
      %v = vector.load %x[%c0, %c0] : memref<4x8xf64>, vector<8xf64>
      %pad = arith.constant 0.0 : f64
      %t = vector.transfer_read %x[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x8xf64>, vector<4x8xf64>
      %brow = vector.load %bias[%c0] : memref<8xf64>, vector<8xf64>
      %bb = vector.broadcast %brow : vector<8xf64> to vector<4x8xf64>
      %half = arith.constant dense<0.5> : vector<4x8xf64>
      %y = vector.fma %t, %half, %bb : vector<4x8xf64>
      %r0 = vector.extract %y[0] : vector<8xf64> from vector<4x8xf64>
      %y1 = vector.insert %r0, %y[3] : vector<8xf64> into vector<4x8xf64>
      %o = vector.shape_cast %y1 : vector<4x8xf64> to vector<2x16xf64>
      vector.transfer_write %o, %out[%c0, %c0] {in_bounds = [true, true]} : vector<2x16xf64>, memref<2x16xf64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %quarter = arith.constant 0.25 : f32
    %x = memref.alloc() : memref<4x8x16xf32>
    %s = memref.alloc() : memref<8x16xf32>
    %bias = memref.alloc() : memref<16xf32>
    %out = memref.alloc() : memref<4x4x32xf32>
    // x[t][i][j] = 100 t + 16 i + j; s[i][j] = (j - i) / 4; bias[j] = -j
    scf.for %t = %c0 to %c4 step %c1 {
      scf.for %i = %c0 to %c8 step %c1 {
        scf.for %j = %c0 to %c16 step %c1 {
          %c100 = arith.constant 100 : index
          %a = arith.muli %t, %c100 : index
          %bb = arith.muli %i, %c16 : index
          %ab = arith.addi %a, %bb : index
          %v = arith.addi %ab, %j : index
          %vi = arith.index_cast %v : index to i32
          %vf = arith.sitofp %vi : i32 to f32
          memref.store %vf, %x[%t, %i, %j] : memref<4x8x16xf32>
        }
      }
    }
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        %d = arith.subi %j, %i : index
        %di = arith.index_cast %d : index to i32
        %df = arith.sitofp %di : i32 to f32
        %v = arith.mulf %df, %quarter : f32
        memref.store %v, %s[%i, %j] : memref<8x16xf32>
      }
    }
    scf.for %j = %c0 to %c16 step %c1 {
      %ji = arith.index_cast %j : index to i32
      %jf = arith.sitofp %ji : i32 to f32
      %n = arith.negf %jf : f32
      memref.store %n, %bias[%j] : memref<16xf32>
    }
    gpu.launch_func @kernels::@rows_f32 blocks in (%c2, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%x : memref<4x8x16xf32>, %s : memref<8x16xf32>, %bias : memref<16xf32>,
             %out : memref<4x4x32xf32>)
    scf.for %t = %c0 to %c4 step %c1 {
      scf.for %i = %c0 to %c4 step %c1 {
        %v = vector.load %out[%t, %i, %c0] : memref<4x4x32xf32>, vector<32xf32>
        vector.print str "f32: "
        vector.print %v : vector<32xf32>
      }
    }
    %x64 = memref.alloc() : memref<4x8xf64>
    %b64 = memref.alloc() : memref<8xf64>
    %o64 = memref.alloc() : memref<2x16xf64>
    // x64[i][j] = 8 i + j - 3.5; b64[j] = 1000 j
    %f35 = arith.constant 3.5 : f64
    %f1000 = arith.constant 1000.0 : f64
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %a = arith.muli %i, %c8 : index
        %v = arith.addi %a, %j : index
        %vi = arith.index_cast %v : index to i32
        %vf = arith.sitofp %vi : i32 to f64
        %w = arith.subf %vf, %f35 : f64
        memref.store %w, %x64[%i, %j] : memref<4x8xf64>
      }
    }
    scf.for %j = %c0 to %c8 step %c1 {
      %ji = arith.index_cast %j : index to i32
      %jf = arith.sitofp %ji : i32 to f64
      %v = arith.mulf %jf, %f1000 : f64
      memref.store %v, %b64[%j] : memref<8xf64>
    }
    gpu.launch_func @kernels::@rows_f64 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x64 : memref<4x8xf64>, %b64 : memref<8xf64>, %o64 : memref<2x16xf64>)
    scf.for %i = %c0 to %c2 step %c1 {
      %v = vector.load %o64[%i, %c0] : memref<2x16xf64>, vector<16xf64>
      vector.print str "f64: "
      vector.print %v : vector<16xf64>
    }
    return
  }
}
