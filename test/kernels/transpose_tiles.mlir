// vector.transpose of tiles, three kernels and three launches: 8x8 f32,
// 8x8 i32 (one block per tile, 4 tiles in a 16x16 matrix, 2x2 grid) and a
// 16x8 f16 tile to 8x16 (two tiles of a 32x8 matrix).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: out[i][j] = in[j][i]: f32 row i is 16 j + i + 0.25, i32 row
// i is 100 j - i, f16 row i is 8 j + i (inf at [1][0], -0 at [7][31]; bits
// 0x7C00 = 31744 and 0x8000 = -32768 as a signed i16).
// CHECK: f32: ( 0.25, 16.25, 32.25, 48.25, 64.25, 80.25, 96.25, 112.25, 128.25, 144.25, 160.25, 176.25, 192.25, 208.25, 224.25, 240.25 )
// CHECK: f32: ( 15.25, 31.25, {{.*}}, 255.25 )
// CHECK: i32: ( 0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500 )
// CHECK-NEXT: i32: ( -1, 99, 199,
// CHECK: i32: ( -15, 85, {{.*}}, 1485 )
// CHECK-NEXT: f16: ( 0, 8, 16, 24, 32, {{.*}}, 248 )
// CHECK-NEXT: bits f16: ( 0, 18432,
// CHECK-NEXT: f16: ( inf, 9, 17,
// CHECK-NEXT: bits f16: ( 31744, 18560,
// CHECK: f16: ( 7, 15, {{.*}}, 247, -0 )
// CHECK-NEXT: bits f16: ( {{.*}}, -32768 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // out[8bx + j][8by + i] = in[8by + i][8bx + j]: tile (by, bx) goes to (bx, by).
    gpu.func @transpose_f32(%in: memref<16x16xf32>, %out: memref<16x16xf32>) kernel {
      %c8 = arith.constant 8 : index
      %pad = arith.constant 0.0 : f32
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %r = arith.muli %by, %c8 : index
      %c = arith.muli %bx, %c8 : index
      %t = vector.transfer_read %in[%r, %c], %pad {in_bounds = [true, true]} : memref<16x16xf32>, vector<8x8xf32>
      %tt = vector.transpose %t, [1, 0] : vector<8x8xf32> to vector<8x8xf32>
      vector.transfer_write %tt, %out[%c, %r] {in_bounds = [true, true]} : vector<8x8xf32>, memref<16x16xf32>
      gpu.return
    }
    gpu.func @transpose_i32(%in: memref<16x16xi32>, %out: memref<16x16xi32>) kernel {
      %c8 = arith.constant 8 : index
      %pad = arith.constant 0 : i32
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %r = arith.muli %by, %c8 : index
      %c = arith.muli %bx, %c8 : index
      %t = vector.transfer_read %in[%r, %c], %pad {in_bounds = [true, true]} : memref<16x16xi32>, vector<8x8xi32>
      %tt = vector.transpose %t, [1, 0] : vector<8x8xi32> to vector<8x8xi32>
      vector.transfer_write %tt, %out[%c, %r] {in_bounds = [true, true]} : vector<8x8xi32>, memref<16x16xi32>
      gpu.return
    }
    // Tile b of in (rows 16b .. 16b+15) becomes columns 16b .. 16b+15 of out.
    gpu.func @transpose_f16(%in: memref<32x8xf16>, %out: memref<8x32xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %pad = arith.constant 0.0 : f16
      %b = gpu.block_id x
      %r = arith.muli %b, %c16 : index
      %t = vector.transfer_read %in[%r, %c0], %pad {in_bounds = [true, true]} : memref<32x8xf16>, vector<16x8xf16>
      %tt = vector.transpose %t, [1, 0] : vector<16x8xf16> to vector<8x16xf16>
      vector.transfer_write %tt, %out[%c0, %r] {in_bounds = [true, true]} : vector<8x16xf16>, memref<8x32xf16>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %i100 = arith.constant 100 : i32
    %quarter = arith.constant 0.25 : f32
    %inf = arith.constant 0x7C00 : f16
    %negz = arith.constant -0.0 : f16
    %fi = memref.alloc() : memref<16x16xf32>
    %fo = memref.alloc() : memref<16x16xf32>
    %ii = memref.alloc() : memref<16x16xi32>
    %io = memref.alloc() : memref<16x16xi32>
    // f32: in[i][j] = 16 i + j + 0.25; i32: in[i][j] = 100 i - j
    scf.for %i = %c0 to %c16 step %c1 {
      %i32 = arith.index_cast %i : index to i32
      scf.for %j = %c0 to %c16 step %c1 {
        %j32 = arith.index_cast %j : index to i32
        %k = arith.muli %i, %c16 : index
        %l = arith.addi %k, %j : index
        %l32 = arith.index_cast %l : index to i32
        %lf = arith.sitofp %l32 : i32 to f32
        %v = arith.addf %lf, %quarter : f32
        memref.store %v, %fi[%i, %j] : memref<16x16xf32>
        %h = arith.muli %i32, %i100 : i32
        %w = arith.subi %h, %j32 : i32
        memref.store %w, %ii[%i, %j] : memref<16x16xi32>
      }
    }
    // f16: in[i][j] = 8 i + j, except in[0][1] = inf and in[31][7] = -0.
    %hi = memref.alloc() : memref<32x8xf16>
    %ho = memref.alloc() : memref<8x32xf16>
    scf.for %i = %c0 to %c32 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %k = arith.muli %i, %c8 : index
        %l = arith.addi %k, %j : index
        %l32 = arith.index_cast %l : index to i32
        %v = arith.sitofp %l32 : i32 to f16
        memref.store %v, %hi[%i, %j] : memref<32x8xf16>
      }
    }
    %c7 = arith.constant 7 : index
    %c31 = arith.constant 31 : index
    memref.store %inf, %hi[%c0, %c1] : memref<32x8xf16>
    memref.store %negz, %hi[%c31, %c7] : memref<32x8xf16>
    gpu.launch_func @kernels::@transpose_f32 blocks in (%c2, %c2, %c1) threads in (%c1, %c1, %c1)
        args(%fi : memref<16x16xf32>, %fo : memref<16x16xf32>)
    gpu.launch_func @kernels::@transpose_i32 blocks in (%c2, %c2, %c1) threads in (%c1, %c1, %c1)
        args(%ii : memref<16x16xi32>, %io : memref<16x16xi32>)
    gpu.launch_func @kernels::@transpose_f16 blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%hi : memref<32x8xf16>, %ho : memref<8x32xf16>)
    scf.for %i = %c0 to %c16 step %c1 {
      %v = vector.load %fo[%i, %c0] : memref<16x16xf32>, vector<16xf32>
      vector.print str "f32: "
      vector.print %v : vector<16xf32>
    }
    scf.for %i = %c0 to %c16 step %c1 {
      %v = vector.load %io[%i, %c0] : memref<16x16xi32>, vector<16xi32>
      vector.print str "i32: "
      vector.print %v : vector<16xi32>
    }
    scf.for %i = %c0 to %c8 step %c1 {
      %v = vector.load %ho[%i, %c0] : memref<8x32xf16>, vector<32xf16>
      %b = vector.bitcast %v : vector<32xf16> to vector<32xi16>
      vector.print str "f16: "
      vector.print %v : vector<32xf16>
      vector.print str "bits f16: "
      vector.print %b : vector<32xi16>
    }
    return
  }
}
