// 3x3 box filter of an 18x18 f32 image into its 16x16 interior, with
// memref.subview of 2-D memrefs on both sides: the host passes the interior
// of the output buffer (memref<16x16xf32, strided<[18, 1], offset: 19>>) and
// each block (2x2 grid, 8x8 tile) takes a 10x10 window of the input with a
// dynamic-offset subview, then sums the nine shifted 8x8 tiles of it.
// The border of the output buffer keeps its -1.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: in[i][j] = 18 i + j is linear, so the box sum is 9 times the
// centre: out[i][j] = 9 (18 i + j) for 1 <= i, j <= 16: row 1 = -1, 171,
// 180, ..., 306, -1; row 16 = -1, 2601, ..., 2736, -1.
// CHECK: row: ( -1, -1, -1,
// CHECK-NEXT: row: ( -1, 171, 180, 189, {{.*}}, 306, -1 )
// CHECK-COUNT-14: row: ( -1,
// CHECK-NEXT: row: ( -1, 2601, 2610, {{.*}}, 2736, -1 )
// CHECK-NEXT: row: ( -1, -1, -1,

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @box(%in: memref<18x18xf32>, %out: memref<16x16xf32, strided<[18, 1], offset: 19>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %r = arith.muli %by, %c8 : index
      %c = arith.muli %bx, %c8 : index
      %win = memref.subview %in[%r, %c] [10, 10] [1, 1]
          : memref<18x18xf32> to memref<10x10xf32, strided<[18, 1], offset: ?>>
      %pad = arith.constant 0.0 : f32
      %zero = arith.constant dense<0.0> : vector<8x8xf32>
      %sum = scf.for %dy = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (vector<8x8xf32>) {
        %row = scf.for %dx = %c0 to %c3 step %c1 iter_args(%a = %acc) -> (vector<8x8xf32>) {
          %t = vector.transfer_read %win[%dy, %dx], %pad {in_bounds = [true, true]}
              : memref<10x10xf32, strided<[18, 1], offset: ?>>, vector<8x8xf32>
          %n = arith.addf %a, %t : vector<8x8xf32>
          scf.yield %n : vector<8x8xf32>
        }
        scf.yield %row : vector<8x8xf32>
      }
      vector.transfer_write %sum, %out[%r, %c] {in_bounds = [true, true]}
          : vector<8x8xf32>, memref<16x16xf32, strided<[18, 1], offset: 19>>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c18 = arith.constant 18 : index
    %m1 = arith.constant -1.0 : f32
    %in = memref.alloc() : memref<18x18xf32>
    %obuf = memref.alloc() : memref<18x18xf32>
    scf.for %i = %c0 to %c18 step %c1 {
      scf.for %j = %c0 to %c18 step %c1 {
        %p = arith.muli %i, %c18 : index
        %v = arith.addi %p, %j : index
        %vi = arith.index_cast %v : index to i32
        %vf = arith.sitofp %vi : i32 to f32
        memref.store %vf, %in[%i, %j] : memref<18x18xf32>
        memref.store %m1, %obuf[%i, %j] : memref<18x18xf32>
      }
    }
    %out = memref.subview %obuf[1, 1] [16, 16] [1, 1]
        : memref<18x18xf32> to memref<16x16xf32, strided<[18, 1], offset: 19>>
    gpu.launch_func @kernels::@box blocks in (%c2, %c2, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<18x18xf32>, %out : memref<16x16xf32, strided<[18, 1], offset: 19>>)
    scf.for %i = %c0 to %c18 step %c1 {
      %v = vector.load %obuf[%i, %c0] : memref<18x18xf32>, vector<18xf32>
      vector.print str "row: "
      vector.print %v : vector<18xf32>
    }
    return
  }
}
