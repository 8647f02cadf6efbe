// vector.contract with several indexing maps and iterator types, in one
// thread: matvec (4x8 * 8 + acc), vecmat (4 * 4x8), dot product into a
// scalar with an accumulator, transposed-A matmul ((i,j,k) -> (k,i)),
// batched 2x(3x4 * 4x2) with a batch dim (operands made by shape_cast /
// extract_strided_slice of the loaded tiles), and a matvec with kind maxnumf;
// i32: matvec add, matvec minsi, vecmat, dot of two rows into a scalar.
// A[i][k] = ((3i + 5k) mod 7) - 3, x[k] = k - 3, Bm[k][j] = ((2k + j) mod 5) - 2
// Ai[i][k] = ((37i + 29k^2 + 5) mod 201) - 100, xi[k] = ((53k) mod 17) - 8.
// Small integers in f32: all sums are exact in any order.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Computed by a few lines of Python over the same formulas:
// CHECK: matvec: ( -4.5, -1, 0, 10 )
// CHECK-NEXT: vecmat: ( 7, 12, -11, -13, 13, 4, -12, 7 )
// CHECK-NEXT: dot: 54
// CHECK-NEXT: maxmv: ( 9, 6, 12, 6 )
// CHECK-NEXT: batched: ( 2, 9, -12, 3, 2, -1, -1, 2, 3, -12, 9, 2 )
// CHECK-NEXT: trA0: ( 13, -3, -4, -5, 1, -6, -8, 0, -4, 5, 9, -2, -2, 9, 5, -4 )
// CHECK-NEXT: trA1: ( 0, -8, -6, 1, -5, -4, -3, 13, -3, 7, 7, -3, 13, -3, -4, -5 )
// CHECK-NEXT: imatvec: ( 1486, -810, -501, 0 )
// CHECK-NEXT: iminmv: ( -486, -1000, -380, -270 )
// CHECK-NEXT: ivecmat: ( -349, -378, 540, -409, -411, 132, -388, -363 )
// CHECK-NEXT: idot: -18384

#mv_a = affine_map<(i, k) -> (i, k)>
#mv_x = affine_map<(i, k) -> (k)>
#mv_y = affine_map<(i, k) -> (i)>
#vm_w = affine_map<(j, k) -> (k)>
#vm_a = affine_map<(j, k) -> (k, j)>
#vm_z = affine_map<(j, k) -> (j)>
#dt = affine_map<(k) -> (k)>
#ds = affine_map<(k) -> ()>
#ta_a = affine_map<(i, j, k) -> (k, i)>
#ta_b = affine_map<(i, j, k) -> (k, j)>
#ta_c = affine_map<(i, j, k) -> (i, j)>
#bm_l = affine_map<(b, i, j, k) -> (b, i, k)>
#bm_r = affine_map<(b, i, j, k) -> (b, k, j)>
#bm_c = affine_map<(b, i, j, k) -> (b, i, j)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @contract_f32(%A: memref<4x8xf32>, %x: memref<8xf32>, %B: memref<4x4xf32>,
                           %out: memref<64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c12 = arith.constant 12 : index
      %c16 = arith.constant 16 : index
      %c20 = arith.constant 20 : index
      %c32 = arith.constant 32 : index
      %pad = arith.constant 0.0 : f32
      %a = vector.transfer_read %A[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
      %xv = vector.load %x[%c0] : memref<8xf32>, vector<8xf32>
      %b = vector.transfer_read %B[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x4xf32>, vector<4x4xf32>
      // matvec
      %acc = arith.constant dense<[0.5, -1.0, 2.0, 0.0]> : vector<4xf32>
      %y = vector.contract {indexing_maps = [#mv_a, #mv_x, #mv_y], iterator_types = ["parallel", "reduction"],
                            kind = #vector.kind<add>} %a, %xv, %acc : vector<4x8xf32>, vector<8xf32> into vector<4xf32>
      vector.store %y, %out[%c0] : memref<64xf32>, vector<4xf32>
      // vecmat
      %w = arith.constant dense<[1.0, -2.0, 3.0, -1.0]> : vector<4xf32>
      %z0 = arith.constant dense<0.0> : vector<8xf32>
      %z = vector.contract {indexing_maps = [#vm_w, #vm_a, #vm_z], iterator_types = ["parallel", "reduction"],
                            kind = #vector.kind<add>} %w, %a, %z0 : vector<4xf32>, vector<4x8xf32> into vector<8xf32>
      vector.store %z, %out[%c4] : memref<64xf32>, vector<8xf32>
      // dot product into a scalar
      %ten = arith.constant 10.0 : f32
      %d = vector.contract {indexing_maps = [#dt, #dt, #ds], iterator_types = ["reduction"],
                            kind = #vector.kind<add>} %xv, %xv, %ten : vector<8xf32>, vector<8xf32> into f32
      memref.store %d, %out[%c12] : memref<64xf32>
      // max-times matvec
      %accm = arith.constant dense<[-100.0, 5.0, -100.0, 0.0]> : vector<4xf32>
      %ym = vector.contract {indexing_maps = [#mv_a, #mv_x, #mv_y], iterator_types = ["parallel", "reduction"],
                             kind = #vector.kind<maxnumf>} %a, %xv, %accm : vector<4x8xf32>, vector<8xf32> into vector<4xf32>
      vector.store %ym, %out[%c16] : memref<64xf32>, vector<4xf32>
      // batched: L = first 24 elements of A as 2x3x4, R = B as 2x4x2
      %af = vector.shape_cast %a : vector<4x8xf32> to vector<32xf32>
      %a24 = vector.extract_strided_slice %af {offsets = [0], sizes = [24], strides = [1]} : vector<32xf32> to vector<24xf32>
      %l = vector.shape_cast %a24 : vector<24xf32> to vector<2x3x4xf32>
      %r = vector.shape_cast %b : vector<4x4xf32> to vector<2x4x2xf32>
      %cb0 = arith.constant dense<0.0> : vector<2x3x2xf32>
      %cb = vector.contract {indexing_maps = [#bm_l, #bm_r, #bm_c],
                             iterator_types = ["parallel", "parallel", "parallel", "reduction"],
                             kind = #vector.kind<add>} %l, %r, %cb0 : vector<2x3x4xf32>, vector<2x4x2xf32> into vector<2x3x2xf32>
      %cbf = vector.shape_cast %cb : vector<2x3x2xf32> to vector<12xf32>
      vector.store %cbf, %out[%c20] : memref<64xf32>, vector<12xf32>
      // transposed A: C(8x4) = A^T(8x4) * B(4x4)
      %ct0 = arith.constant dense<0.0> : vector<8x4xf32>
      %ct = vector.contract {indexing_maps = [#ta_a, #ta_b, #ta_c],
                             iterator_types = ["parallel", "parallel", "reduction"],
                             kind = #vector.kind<add>} %a, %b, %ct0 : vector<4x8xf32>, vector<4x4xf32> into vector<8x4xf32>
      %ctf = vector.shape_cast %ct : vector<8x4xf32> to vector<32xf32>
      vector.store %ctf, %out[%c32] : memref<64xf32>, vector<32xf32>
      gpu.return
    }

    gpu.func @contract_i32(%A: memref<4x8xi32>, %x: memref<8xi32>, %out: memref<32xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %pad = arith.constant 0 : i32
      %a = vector.transfer_read %A[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x8xi32>, vector<4x8xi32>
      %xv = vector.load %x[%c0] : memref<8xi32>, vector<8xi32>
      %acc = arith.constant dense<[1000, -1000, 7, 0]> : vector<4xi32>
      %y = vector.contract {indexing_maps = [#mv_a, #mv_x, #mv_y], iterator_types = ["parallel", "reduction"],
                            kind = #vector.kind<add>} %a, %xv, %acc : vector<4x8xi32>, vector<8xi32> into vector<4xi32>
      vector.store %y, %out[%c0] : memref<32xi32>, vector<4xi32>
      %ym = vector.contract {indexing_maps = [#mv_a, #mv_x, #mv_y], iterator_types = ["parallel", "reduction"],
                             kind = #vector.kind<minsi>} %a, %xv, %acc : vector<4x8xi32>, vector<8xi32> into vector<4xi32>
      vector.store %ym, %out[%c4] : memref<32xi32>, vector<4xi32>
      %w = arith.constant dense<[3, -1, 2, -5]> : vector<4xi32>
      %z0 = arith.constant dense<0> : vector<8xi32>
      %z = vector.contract {indexing_maps = [#vm_w, #vm_a, #vm_z], iterator_types = ["parallel", "reduction"],
                            kind = #vector.kind<add>} %w, %a, %z0 : vector<4xi32>, vector<4x8xi32> into vector<8xi32>
      vector.store %z, %out[%c8] : memref<32xi32>, vector<8xi32>
      %r0 = vector.extract %a[0] : vector<8xi32> from vector<4x8xi32>
      %r3 = vector.extract %a[3] : vector<8xi32> from vector<4x8xi32>
      %d = vector.contract {indexing_maps = [#dt, #dt, #ds], iterator_types = ["reduction"],
                            kind = #vector.kind<add>} %r0, %r3, %pad : vector<8xi32>, vector<8xi32> into i32
      memref.store %d, %out[%c16] : memref<32xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %c20 = arith.constant 20 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c3i = arith.constant 3 : i32
    %c5i = arith.constant 5 : i32
    %c7i = arith.constant 7 : i32
    %c2i = arith.constant 2 : i32
    %A = memref.alloc() : memref<4x8xf32>
    %x = memref.alloc() : memref<8xf32>
    %B = memref.alloc() : memref<4x4xf32>
    %out = memref.alloc() : memref<64xf32>
    %Ai = memref.alloc() : memref<4x8xi32>
    %xi = memref.alloc() : memref<8xi32>
    %outi = memref.alloc() : memref<32xi32>
    scf.for %i = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      scf.for %k = %c0 to %c8 step %c1 {
        %ki = arith.index_cast %k : index to i32
        %t0 = arith.muli %ii, %c3i : i32
        %t1 = arith.muli %ki, %c5i : i32
        %t2 = arith.addi %t0, %t1 : i32
        %t3 = arith.remsi %t2, %c7i : i32
        %t4 = arith.subi %t3, %c3i : i32
        %f = arith.sitofp %t4 : i32 to f32
        memref.store %f, %A[%i, %k] : memref<4x8xf32>
        // Ai = ((37 i + 29 k^2 + 5) mod 201) - 100
        %c37 = arith.constant 37 : i32
        %c29 = arith.constant 29 : i32
        %c201 = arith.constant 201 : i32
        %c100 = arith.constant 100 : i32
        %u0 = arith.muli %ii, %c37 : i32
        %u1 = arith.muli %ki, %ki : i32
        %u2 = arith.muli %u1, %c29 : i32
        %u3 = arith.addi %u0, %u2 : i32
        %u4 = arith.addi %u3, %c5i : i32
        %u5 = arith.remsi %u4, %c201 : i32
        %u6 = arith.subi %u5, %c100 : i32
        memref.store %u6, %Ai[%i, %k] : memref<4x8xi32>
      }
      scf.for %j = %c0 to %c4 step %c1 {
        %ji = arith.index_cast %j : index to i32
        %t0 = arith.muli %ii, %c2i : i32
        %t1 = arith.addi %t0, %ji : i32
        %t2 = arith.remsi %t1, %c5i : i32
        %t3 = arith.subi %t2, %c2i : i32
        %f = arith.sitofp %t3 : i32 to f32
        memref.store %f, %B[%i, %j] : memref<4x4xf32>
      }
    }
    scf.for %k = %c0 to %c8 step %c1 {
      %ki = arith.index_cast %k : index to i32
      %t0 = arith.subi %ki, %c3i : i32
      %f = arith.sitofp %t0 : i32 to f32
      memref.store %f, %x[%k] : memref<8xf32>
      %c53 = arith.constant 53 : i32
      %c17 = arith.constant 17 : i32
      %c8i = arith.constant 8 : i32
      %u0 = arith.muli %ki, %c53 : i32
      %u1 = arith.remsi %u0, %c17 : i32
      %u2 = arith.subi %u1, %c8i : i32
      memref.store %u2, %xi[%k] : memref<8xi32>
    }
    gpu.launch_func @kernels::@contract_f32 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%A : memref<4x8xf32>, %x : memref<8xf32>, %B : memref<4x4xf32>, %out : memref<64xf32>)
    gpu.launch_func @kernels::@contract_i32 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%Ai : memref<4x8xi32>, %xi : memref<8xi32>, %outi : memref<32xi32>)
    %y = vector.load %out[%c0] : memref<64xf32>, vector<4xf32>
    vector.print str "matvec: "
    vector.print %y : vector<4xf32>
    %z = vector.load %out[%c4] : memref<64xf32>, vector<8xf32>
    vector.print str "vecmat: "
    vector.print %z : vector<8xf32>
    %d = memref.load %out[%c12] : memref<64xf32>
    vector.print str "dot: "
    vector.print %d : f32
    %ym = vector.load %out[%c16] : memref<64xf32>, vector<4xf32>
    vector.print str "maxmv: "
    vector.print %ym : vector<4xf32>
    %cb = vector.load %out[%c20] : memref<64xf32>, vector<12xf32>
    vector.print str "batched: "
    vector.print %cb : vector<12xf32>
    %t0 = vector.load %out[%c32] : memref<64xf32>, vector<16xf32>
    vector.print str "trA0: "
    vector.print %t0 : vector<16xf32>
    %t1 = vector.load %out[%c48] : memref<64xf32>, vector<16xf32>
    vector.print str "trA1: "
    vector.print %t1 : vector<16xf32>
    %iy = vector.load %outi[%c0] : memref<32xi32>, vector<4xi32>
    vector.print str "imatvec: "
    vector.print %iy : vector<4xi32>
    %im = vector.load %outi[%c4] : memref<32xi32>, vector<4xi32>
    vector.print str "iminmv: "
    vector.print %im : vector<4xi32>
    %iz = vector.load %outi[%c8] : memref<32xi32>, vector<8xi32>
    vector.print str "ivecmat: "
    vector.print %iz : vector<8xi32>
    %idot = memref.load %outi[%c16] : memref<32xi32>
    vector.print str "idot: "
    vector.print %idot : i32
    memref.dealloc %A : memref<4x8xf32>
    memref.dealloc %x : memref<8xf32>
    memref.dealloc %B : memref<4x4xf32>
    memref.dealloc %out : memref<64xf32>
    memref.dealloc %Ai : memref<4x8xi32>
    memref.dealloc %xi : memref<8xi32>
    memref.dealloc %outi : memref<32xi32>
    return
  }
}
