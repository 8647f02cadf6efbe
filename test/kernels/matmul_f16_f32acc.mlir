// Mixed-precision matmul tile: f16 inputs, f32 accumulation. C (16x16, f32)
// = A (16x32, f16) * B^T where B is stored transposed (16x32, "NT" layout:
// the indexing map of B reads (j, k)). One block per 16-column half of K: the
// two blocks write separate partial products, the host adds them.
// Row 15 of A and row 15 of B are 250.0: their products (62500) would
// overflow f16 (max 65504) after two terms, f32 holds the 2000000 total.
// A[i][k] = ((i * k) mod 9 - 4) / 2, B[j][k] = ((i + 3k) mod 5 - 2) / 4:
// exact in f16, every f32 sum exact.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// For dg2 (genx-lower{device=dg2}) the contraction runs on the matrix
// engine (genx-contract-to-dpas): the same output, and dpas in the assembly.
// RUN: env GENX_LOWER_OPTIONS=device=dg2 %kernel-genx %s > %t.dpas.out
// RUN: %kernel-compare %s %t.ref.out %t.dpas.out
// RUN: %if genx-backend %{ rm -rf %t.d && env GENX_LOWER_OPTIONS=device=dg2 %kernel-compile %s %t.d dg2 && %kernel-check-asm %t.d dg2 && cat %t.d/bin/dg2/*.asm | FileCheck %s --check-prefix=DPAS-ASM %}
// DPAS-ASM: dpas.8x8
// TOLERANCE: 0
// Hand-computed: row 0 of A is -2, and B's columns sum over a whole number
// of 5-cycles (zero) plus k = 30, 31: C[0][j] = -((j mod 5 - 2) +
// ((j + 3) mod 5 - 2)) / 2 = 0.5 -0.5 1 0 -1 ..., C[0][15] = -2 * 250 * 32;
// C[15][15] = 32 * 250 * 250 = 2e6 (an f16 accumulator would overflow).
// CHECK: C row: ( 0.5, -0.5, 1, 0, -1, 0.5, -0.5, 1, 0, -1, 0.5, -0.5, 1, 0, -1, -16000 )
// CHECK: C row: ( -62.5, 62.5, -125, {{.*}}, 2e+06 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul_nt(%a: memref<16x32xf16>, %b: memref<16x32xf16>, %c: memref<2x16x16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %padh = arith.constant 0.0 : f16
      %blk = gpu.block_id x
      %k0 = arith.muli %blk, %c16 : index
      %ta = vector.transfer_read %a[%c0, %k0], %padh {in_bounds = [true, true]}
          : memref<16x32xf16>, vector<16x16xf16>
      %tb = vector.transfer_read %b[%c0, %k0], %padh {in_bounds = [true, true]}
          : memref<16x32xf16>, vector<16x16xf16>
      %zero = arith.constant dense<0.0> : vector<16x16xf32>
      %p = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                             affine_map<(i, j, k) -> (j, k)>,
                                             affine_map<(i, j, k) -> (i, j)>],
                            iterator_types = ["parallel", "parallel", "reduction"],
                            kind = #vector.kind<add>}
          %ta, %tb, %zero : vector<16x16xf16>, vector<16x16xf16> into vector<16x16xf32>
      vector.transfer_write %p, %c[%blk, %c0, %c0] {in_bounds = [true, true]}
          : vector<16x16xf32>, memref<2x16x16xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %i2 = arith.constant 2 : i32
    %i3 = arith.constant 3 : i32
    %i4 = arith.constant 4 : i32
    %i5 = arith.constant 5 : i32
    %i9 = arith.constant 9 : i32
    %half = arith.constant 0.5 : f16
    %quarter = arith.constant 0.25 : f16
    %big = arith.constant 250.0 : f16
    %a = memref.alloc() : memref<16x32xf16>
    %b = memref.alloc() : memref<16x32xf16>
    %c = memref.alloc() : memref<2x16x16xf32>
    scf.for %i = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %last = arith.cmpi eq, %i, %c15 : index
      scf.for %k = %c0 to %c32 step %c1 {
        %ki = arith.index_cast %k : index to i32
        %p = arith.muli %ii, %ki : i32
        %m = arith.remsi %p, %i9 : i32
        %s = arith.subi %m, %i4 : i32
        %f = arith.sitofp %s : i32 to f16
        %va = arith.mulf %f, %half : f16
        %wa = arith.select %last, %big, %va : f16
        memref.store %wa, %a[%i, %k] : memref<16x32xf16>
        %k3 = arith.muli %ki, %i3 : i32
        %q = arith.addi %ii, %k3 : i32
        %n = arith.remsi %q, %i5 : i32
        %t = arith.subi %n, %i2 : i32
        %g = arith.sitofp %t : i32 to f16
        %vb = arith.mulf %g, %quarter : f16
        %wb = arith.select %last, %big, %vb : f16
        memref.store %wb, %b[%i, %k] : memref<16x32xf16>
      }
    }
    gpu.launch_func @kernels::@matmul_nt blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<16x32xf16>, %b : memref<16x32xf16>, %c : memref<2x16x16xf32>)
    scf.for %i = %c0 to %c16 step %c1 {
      %r0 = vector.load %c[%c0, %i, %c0] : memref<2x16x16xf32>, vector<16xf32>
      %r1 = vector.load %c[%c1, %i, %c0] : memref<2x16x16xf32>, vector<16xf32>
      %r = arith.addf %r0, %r1 : vector<16xf32>
      vector.print str "C row: "
      vector.print %r : vector<16xf32>
    }
    return
  }
}
