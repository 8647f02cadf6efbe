// C += A * B (32x48 times 48x32, f32) in 16x16 tiles: block (x, y) computes
// the tile at rows 16y, columns 16x with an scf.for k-loop over 16x8 tiles of
// A and 8x16 tiles of B (vector.transfer_read of 2-D tiles) combined by
// vector.contract into a 16x16 accumulator.
// A[i][k] = (i + 2k) mod 7 - 3, B[k][j] = (3k + j) mod 5 - 2, C[i][j] = i - j
// before: small integers, so every float sum is exact in any order.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed (sum over k of A[i][k] B[k][j], plus i - j):
// C[0][0..5] = 5 -8 -6 -4 3 0, C[0][31] = -38, C[31][0..3] = 30 26 22 33,
// C[31][31] = -4.
// CHECK: C row: ( 5, -8, -6, -4, 3, 0, {{.*}}, -38 )
// CHECK-COUNT-30: C row:
// CHECK-NEXT: C row: ( 30, 26, 22, 33, {{.*}}, -4 )

#map_a = affine_map<(i, j, k) -> (i, k)>
#map_b = affine_map<(i, j, k) -> (k, j)>
#map_c = affine_map<(i, j, k) -> (i, j)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul(%a: memref<32x48xf32>, %b: memref<48x32xf32>, %c: memref<32x32xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c48 = arith.constant 48 : index
      %pad = arith.constant 0.0 : f32
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %row = arith.muli %by, %c16 : index
      %col = arith.muli %bx, %c16 : index
      %init = vector.transfer_read %c[%row, %col], %pad {in_bounds = [true, true]}
          : memref<32x32xf32>, vector<16x16xf32>
      %acc = scf.for %k = %c0 to %c48 step %c8 iter_args(%sum = %init) -> (vector<16x16xf32>) {
        %ta = vector.transfer_read %a[%row, %k], %pad {in_bounds = [true, true]}
            : memref<32x48xf32>, vector<16x8xf32>
        %tb = vector.transfer_read %b[%k, %col], %pad {in_bounds = [true, true]}
            : memref<48x32xf32>, vector<8x16xf32>
        %p = vector.contract {indexing_maps = [#map_a, #map_b, #map_c],
                              iterator_types = ["parallel", "parallel", "reduction"],
                              kind = #vector.kind<add>}
            %ta, %tb, %sum : vector<16x8xf32>, vector<8x16xf32> into vector<16x16xf32>
        scf.yield %p : vector<16x16xf32>
      }
      vector.transfer_write %acc, %c[%row, %col] {in_bounds = [true, true]}
          : vector<16x16xf32>, memref<32x32xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %i2 = arith.constant 2 : i32
    %i3 = arith.constant 3 : i32
    %i5 = arith.constant 5 : i32
    %i7 = arith.constant 7 : i32
    %a = memref.alloc() : memref<32x48xf32>
    %b = memref.alloc() : memref<48x32xf32>
    %c = memref.alloc() : memref<32x32xf32>
    scf.for %i = %c0 to %c32 step %c1 {
      %ii = arith.index_cast %i : index to i32
      scf.for %k = %c0 to %c48 step %c1 {
        %ki = arith.index_cast %k : index to i32
        %k2 = arith.muli %ki, %i2 : i32
        %s = arith.addi %ii, %k2 : i32
        %m = arith.remsi %s, %i7 : i32
        %v = arith.subi %m, %i3 : i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %a[%i, %k] : memref<32x48xf32>
      }
    }
    scf.for %k = %c0 to %c48 step %c1 {
      %ki = arith.index_cast %k : index to i32
      %k3 = arith.muli %ki, %i3 : i32
      scf.for %j = %c0 to %c32 step %c1 {
        %ji = arith.index_cast %j : index to i32
        %s = arith.addi %k3, %ji : i32
        %m = arith.remsi %s, %i5 : i32
        %v = arith.subi %m, %i2 : i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %b[%k, %j] : memref<48x32xf32>
      }
    }
    scf.for %i = %c0 to %c32 step %c1 {
      %ii = arith.index_cast %i : index to i32
      scf.for %j = %c0 to %c32 step %c1 {
        %ji = arith.index_cast %j : index to i32
        %v = arith.subi %ii, %ji : i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %c[%i, %j] : memref<32x32xf32>
      }
    }
    gpu.launch_func @kernels::@matmul blocks in (%c2, %c2, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<32x48xf32>, %b : memref<48x32xf32>, %c : memref<32x32xf32>)
    scf.for %i = %c0 to %c32 step %c1 {
      %row = vector.load %c[%i, %c0] : memref<32x32xf32>, vector<32xf32>
      vector.print str "C row: "
      vector.print %row : vector<32xf32>
    }
    return
  }
}
