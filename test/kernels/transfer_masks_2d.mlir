// 2-D vector transfers on dynamically shaped f16 and i16 matrices (13 x 21):
//  - @tiles: 8x16 tiles on a 2x2 grid, out = 2 * in + 1, the tiles at the
//    bottom and right edges out of bounds in one or both dimensions (reads
//    padded, writes masked);
//  - @masked: an explicit vector.create_mask (5 rows x 9 columns) on a read
//    with padding 100 and on a write (only that corner is written);
//  - @transposed: an i16 read with a transposing permutation_map, out of
//    bounds in both dimensions (padding -1), written to a 4x8 result.
// in[r][c] = r + c / 32 (f16), 100 r + c (i16).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: out row 0 = 2 (c / 32) + 1 = 1, 1.0625, ..., 2.25 (c = 20);
// row 12 = 25 + c / 16 (the untouched element 0 of the masked output is
// in[0][0] = 0 and the element [4][8] = 4.25; beyond the mask the output
// keeps its initial -3); transposed [i][j] = in[9 + j][18 + i] = 918 + 100 j
// + i while 9 + j < 13 and 18 + i < 21, else -1.
// CHECK: out: ( 1, 1.0625, 1.125, {{.*}}, 2.25 )
// CHECK-COUNT-11: out:
// CHECK-NEXT: out: ( 25, 25.0625, {{.*}}, 26.25 )
// CHECK-NEXT: masked: ( 0, 0.03125, 0.0625, 0.09375, 0.125, 0.15625, 0.1875, 0.21875, 0.25, -3, -3, -3, -3, -3, -3, -3 )
// CHECK-COUNT-3: masked:
// CHECK-NEXT: masked: ( 4, 4.03125, 4.0625, 4.09375, 4.125, 4.15625, 4.1875, 4.21875, 4.25, -3,
// CHECK-NEXT: masked: ( -3, -3,
// CHECK: transposed: ( ( 918, 1018, 1118, 1218, -1, -1, -1, -1 ), ( 919, 1019, 1119, 1219, -1, -1, -1, -1 ), ( 920, 1020, 1120, 1220, -1, -1, -1, -1 ), ( -1, -1, -1, -1, -1, -1, -1, -1 ) )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tiles(%in: memref<?x?xf16>, %out: memref<?x?xf16>) kernel {
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %r = arith.muli %by, %c8 : index
      %c = arith.muli %bx, %c16 : index
      %pad = arith.constant 0.0 : f16
      %t = vector.transfer_read %in[%r, %c], %pad : memref<?x?xf16>, vector<8x16xf16>
      %two = arith.constant dense<2.0> : vector<8x16xf16>
      %one = arith.constant dense<1.0> : vector<8x16xf16>
      %y = math.fma %t, %two, %one : vector<8x16xf16>
      vector.transfer_write %y, %out[%r, %c] : vector<8x16xf16>, memref<?x?xf16>
      gpu.return
    }
    gpu.func @masked(%in: memref<?x?xf16>, %out: memref<8x16xf16>, %rows: index, %cols: index) kernel {
      %c0 = arith.constant 0 : index
      %pad = arith.constant 100.0 : f16
      %mask = vector.create_mask %rows, %cols : vector<8x16xi1>
      %t = vector.transfer_read %in[%c0, %c0], %pad, %mask : memref<?x?xf16>, vector<8x16xf16>
      vector.transfer_write %t, %out[%c0, %c0], %mask {in_bounds = [true, true]} : vector<8x16xf16>, memref<8x16xf16>
      gpu.return
    }
    gpu.func @transposed(%in: memref<?x?xi16>, %out: memref<4x8xi16>) kernel {
      %c0 = arith.constant 0 : index
      %c9 = arith.constant 9 : index
      %c18 = arith.constant 18 : index
      %pad = arith.constant -1 : i16
      %t = vector.transfer_read %in[%c9, %c18], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>}
          : memref<?x?xi16>, vector<4x8xi16>
      vector.transfer_write %t, %out[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xi16>, memref<4x8xi16>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c13 = arith.constant 13 : index
    %c16 = arith.constant 16 : index
    %c21 = arith.constant 21 : index
    %c100 = arith.constant 100 : index
    %f32th = arith.constant 0.03125 : f16
    %in = memref.alloc(%c13, %c21) : memref<?x?xf16>
    %out = memref.alloc(%c13, %c21) : memref<?x?xf16>
    %ini = memref.alloc(%c13, %c21) : memref<?x?xi16>
    scf.for %r = %c0 to %c13 step %c1 {
      scf.for %c = %c0 to %c21 step %c1 {
        %ri = arith.index_cast %r : index to i32
        %ci = arith.index_cast %c : index to i32
        %rf = arith.sitofp %ri : i32 to f16
        %cf = arith.sitofp %ci : i32 to f16
        %cs = arith.mulf %cf, %f32th : f16
        %v = arith.addf %rf, %cs : f16
        memref.store %v, %in[%r, %c] : memref<?x?xf16>
        %r100 = arith.muli %r, %c100 : index
        %iv = arith.addi %r100, %c : index
        %iv32 = arith.index_cast %iv : index to i32
        %iv16 = arith.trunci %iv32 : i32 to i16
        memref.store %iv16, %ini[%r, %c] : memref<?x?xi16>
      }
    }
    %out2 = memref.alloc() : memref<8x16xf16>
    %m3 = arith.constant -3.0 : f16
    scf.for %r = %c0 to %c8 step %c1 {
      scf.for %c = %c0 to %c16 step %c1 {
        memref.store %m3, %out2[%r, %c] : memref<8x16xf16>
      }
    }
    %out3 = memref.alloc() : memref<4x8xi16>
    gpu.launch_func @kernels::@tiles blocks in (%c2, %c2, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<?x?xf16>, %out : memref<?x?xf16>)
    gpu.launch_func @kernels::@masked blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<?x?xf16>, %out2 : memref<8x16xf16>, %c5 : index, %c9 : index)
    gpu.launch_func @kernels::@transposed blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%ini : memref<?x?xi16>, %out3 : memref<4x8xi16>)
    %pad = arith.constant 0.0 : f16
    scf.for %r = %c0 to %c13 step %c1 {
      %v = vector.transfer_read %out[%r, %c0], %pad {in_bounds = [true]} : memref<?x?xf16>, vector<21xf16>
      vector.print str "out: "
      vector.print %v : vector<21xf16>
    }
    scf.for %r = %c0 to %c8 step %c1 {
      %v = vector.load %out2[%r, %c0] : memref<8x16xf16>, vector<16xf16>
      vector.print str "masked: "
      vector.print %v : vector<16xf16>
    }
    %padi = arith.constant 0 : i16
    %t = vector.transfer_read %out3[%c0, %c0], %padi : memref<4x8xi16>, vector<4x8xi16>
    vector.print str "transposed: "
    vector.print %t : vector<4x8xi16>
    return
  }
}
