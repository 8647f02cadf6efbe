// Integer matmul tile: i8 inputs, i32 accumulation, computed twice by the two
// threads of one block: thread 0 with a mixed-precision vector.contract
// (i8 x i8 -> i32, operands sign-extended), thread 1 as a k-loop of
// vector.outerproduct on sign-extended columns of A (read with a transposing
// permutation_map) and rows of B. Both must agree.
// A (8x32) and B (32x8) wrap through all of i8 (row 0 of A and column 0 of B
// are -128: (-128)^2 * 32 = 524288 needs more than 16 bits).
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
// Hand-computed: C[0][0] = 32 * 16384 = 524288; C[0][1..] and row 7 from the
// wrapped i8 values (a 10-line script over the same formulas).
// CHECK: C row: ( 524288, -100352, -79872, -26624, -6144, 14336, 34816, 55296 )
// CHECK-COUNT-6: C row:
// CHECK-NEXT: C row: ( -227328, 170064, 129952, 65776, 33344, 3984, -22304, -45520 )
// CHECK-NEXT: C row: ( 524288, -100352, -79872, -26624, -6144, 14336, 34816, 55296 )
// CHECK-COUNT-6: C row:
// CHECK-NEXT: C row: ( -227328, 170064, 129952, 65776, 33344, 3984, -22304, -45520 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul(%a: memref<8x32xi8>, %b: memref<32x8xi8>, %c: memref<2x8x8xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %pad = arith.constant 0 : i8
      %zero = arith.constant dense<0> : vector<8x8xi32>
      %t = gpu.thread_id x
      %is_contract = arith.cmpi eq, %t, %c0 : index
      %res = scf.if %is_contract -> (vector<8x8xi32>) {
        %ta = vector.transfer_read %a[%c0, %c0], %pad {in_bounds = [true, true]}
            : memref<8x32xi8>, vector<8x32xi8>
        %tb = vector.transfer_read %b[%c0, %c0], %pad {in_bounds = [true, true]}
            : memref<32x8xi8>, vector<32x8xi8>
        %p = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                               affine_map<(i, j, k) -> (k, j)>,
                                               affine_map<(i, j, k) -> (i, j)>],
                              iterator_types = ["parallel", "parallel", "reduction"],
                              kind = #vector.kind<add>}
            %ta, %tb, %zero : vector<8x32xi8>, vector<32x8xi8> into vector<8x8xi32>
        scf.yield %p : vector<8x8xi32>
      } else {
        %p = scf.for %k = %c0 to %c32 step %c1 iter_args(%acc = %zero) -> (vector<8x8xi32>) {
          %col = vector.transfer_read %a[%c0, %k], %pad
              {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>}
              : memref<8x32xi8>, vector<8xi8>
          %row = vector.transfer_read %b[%k, %c0], %pad {in_bounds = [true]}
              : memref<32x8xi8>, vector<8xi8>
          %col32 = arith.extsi %col : vector<8xi8> to vector<8xi32>
          %row32 = arith.extsi %row : vector<8xi8> to vector<8xi32>
          %next = vector.outerproduct %col32, %row32, %acc : vector<8xi32>, vector<8xi32>
          scf.yield %next : vector<8x8xi32>
        }
        scf.yield %p : vector<8x8xi32>
      }
      vector.transfer_write %res, %c[%t, %c0, %c0] {in_bounds = [true, true]}
          : vector<8x8xi32>, memref<2x8x8xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %i3 = arith.constant 3 : i32
    %i5 = arith.constant 5 : i32
    %i7 = arith.constant 7 : i32
    %i11 = arith.constant 11 : i32
    %min = arith.constant -128 : i8
    %a = memref.alloc() : memref<8x32xi8>
    %b = memref.alloc() : memref<32x8xi8>
    %c = memref.alloc() : memref<2x8x8xi32>
    scf.for %i = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %first = arith.cmpi eq, %i, %c0 : index
      scf.for %k = %c0 to %c32 step %c1 {
        %ki = arith.index_cast %k : index to i32
        // A[i][k] = trunc(7i + 3k), B[k][i] = trunc(5k + 11i)
        %x = arith.muli %ii, %i7 : i32
        %y = arith.muli %ki, %i3 : i32
        %s = arith.addi %x, %y : i32
        %s8 = arith.trunci %s : i32 to i8
        %va = arith.select %first, %min, %s8 : i8
        memref.store %va, %a[%i, %k] : memref<8x32xi8>
        %u = arith.muli %ki, %i5 : i32
        %w = arith.muli %ii, %i11 : i32
        %q = arith.addi %u, %w : i32
        %q8 = arith.trunci %q : i32 to i8
        %vb = arith.select %first, %min, %q8 : i8
        memref.store %vb, %b[%k, %i] : memref<32x8xi8>
      }
    }
    gpu.launch_func @kernels::@matmul blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%a : memref<8x32xi8>, %b : memref<32x8xi8>, %c : memref<2x8x8xi32>)
    scf.for %t = %c0 to %c2 step %c1 {
      scf.for %i = %c0 to %c8 step %c1 {
        %row = vector.load %c[%t, %i, %c0] : memref<2x8x8xi32>, vector<8xi32>
        vector.print str "C row: "
        vector.print %row : vector<8xi32>
      }
    }
    return
  }
}
