// Transposed copy through workgroup memory: out (48x32) = in (32x48)^T in
// 16x16 tiles, grid 3x2. Each block (ONE thread: the tile is processed whole
// with vector ops; threads of a block would communicate through the
// workgroup buffer) writes its tile row-wise into a workgroup attribution
// padded to 16x17, waits at gpu.barrier, and reads it back column-wise (a
// transposing permutation_map) to the transposed position. A second kernel
// does the same for an i16 matrix with the tile read back as i16 rows and
// transposed with vector.transpose.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: in[i][j] = 100 i + j (f32), 7 i - 3 j (i16): out row j is
// 100 i + j for i = 0 .. 31; i16 out row j = 7 i - 3 j.
// CHECK: f32: ( 0, 100, 200, 300, {{.*}}, 3100 )
// CHECK-NEXT: f32: ( 1, 101, 201,
// CHECK-COUNT-45: f32:
// CHECK-NEXT: f32: ( 47, 147, {{.*}}, 3147 )
// CHECK-NEXT: i16: ( 0, 7, 14, {{.*}}, 217 )
// CHECK-COUNT-46: i16:
// CHECK-NEXT: i16: ( -141, -134, {{.*}}, 76 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose_f32(%in: memref<32x48xf32>, %out: memref<48x32xf32>)
        workgroup(%tile: memref<16x17xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %r = arith.muli %by, %c16 : index
      %c = arith.muli %bx, %c16 : index
      %pad = arith.constant 0.0 : f32
      %v = vector.transfer_read %in[%r, %c], %pad {in_bounds = [true, true]} : memref<32x48xf32>, vector<16x16xf32>
      vector.transfer_write %v, %tile[%c0, %c0] {in_bounds = [true, true]}
          : vector<16x16xf32>, memref<16x17xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t = vector.transfer_read %tile[%c0, %c0], %pad
          {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>}
          : memref<16x17xf32, #gpu.address_space<workgroup>>, vector<16x16xf32>
      vector.transfer_write %t, %out[%c, %r] {in_bounds = [true, true]} : vector<16x16xf32>, memref<48x32xf32>
      gpu.return
    }
    gpu.func @transpose_i16(%in: memref<32x48xi16>, %out: memref<48x32xi16>)
        workgroup(%tile: memref<16x16xi16, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %r = arith.muli %by, %c16 : index
      %c = arith.muli %bx, %c16 : index
      %pad = arith.constant 0 : i16
      %v = vector.transfer_read %in[%r, %c], %pad {in_bounds = [true, true]} : memref<32x48xi16>, vector<16x16xi16>
      vector.transfer_write %v, %tile[%c0, %c0] {in_bounds = [true, true]}
          : vector<16x16xi16>, memref<16x16xi16, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = vector.transfer_read %tile[%c0, %c0], %pad {in_bounds = [true, true]}
          : memref<16x16xi16, #gpu.address_space<workgroup>>, vector<16x16xi16>
      %t = vector.transpose %w, [1, 0] : vector<16x16xi16> to vector<16x16xi16>
      vector.transfer_write %t, %out[%c, %r] {in_bounds = [true, true]} : vector<16x16xi16>, memref<48x32xi16>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c100 = arith.constant 100 : index
    %in = memref.alloc() : memref<32x48xf32>
    %out = memref.alloc() : memref<48x32xf32>
    %ini = memref.alloc() : memref<32x48xi16>
    %outi = memref.alloc() : memref<48x32xi16>
    scf.for %i = %c0 to %c32 step %c1 {
      scf.for %j = %c0 to %c48 step %c1 {
        %p = arith.muli %i, %c100 : index
        %v = arith.addi %p, %j : index
        %vi = arith.index_cast %v : index to i32
        %vf = arith.sitofp %vi : i32 to f32
        memref.store %vf, %in[%i, %j] : memref<32x48xf32>
        %i7 = arith.muli %i, %c7 : index
        %j3 = arith.muli %j, %c3 : index
        %w = arith.subi %i7, %j3 : index
        %wi = arith.index_cast %w : index to i32
        %w16 = arith.trunci %wi : i32 to i16
        memref.store %w16, %ini[%i, %j] : memref<32x48xi16>
      }
    }
    gpu.launch_func @kernels::@transpose_f32 blocks in (%c3, %c2, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<32x48xf32>, %out : memref<48x32xf32>)
    gpu.launch_func @kernels::@transpose_i16 blocks in (%c3, %c2, %c1) threads in (%c1, %c1, %c1)
        args(%ini : memref<32x48xi16>, %outi : memref<48x32xi16>)
    scf.for %i = %c0 to %c48 step %c1 {
      %v = vector.load %out[%i, %c0] : memref<48x32xf32>, vector<32xf32>
      vector.print str "f32: "
      vector.print %v : vector<32xf32>
    }
    scf.for %i = %c0 to %c48 step %c1 {
      %v = vector.load %outi[%i, %c0] : memref<48x32xi16>, vector<32xi16>
      vector.print str "i16: "
      vector.print %v : vector<32xi16>
    }
    return
  }
}
