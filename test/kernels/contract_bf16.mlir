// bf16 matmul C(8x8, f32) = A(8x16, bf16) * B(16x8, bf16) with vector.contract
// on f32 after arith.extf, K tiled by 4 in an scf.for carrying the 8x8
// accumulator; bias added with vector.fma (C * alpha + bias row broadcast);
// each of 2 blocks computes one 8x8 output (batch index = block id).
// Values are small integers / halves: exact.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
#mA = affine_map<(i, j, k) -> (i, k)>
#mB = affine_map<(i, j, k) -> (k, j)>
#mC = affine_map<(i, j, k) -> (i, j)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mm(%a: memref<2x8x16xbf16>, %b: memref<2x16x8xbf16>, %bias: memref<8xf32>, %c: memref<2x8x8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %bt = gpu.block_id x
      %pad = arith.constant 0.0 : bf16
      %init = arith.constant dense<0.0> : vector<8x8xf32>
      %acc = scf.for %k = %c0 to %c16 step %c4 iter_args(%acc0 = %init) -> vector<8x8xf32> {
        %va = vector.transfer_read %a[%bt, %c0, %k], %pad {in_bounds = [true, true]} : memref<2x8x16xbf16>, vector<8x4xbf16>
        %vb = vector.transfer_read %b[%bt, %k, %c0], %pad {in_bounds = [true, true]} : memref<2x16x8xbf16>, vector<4x8xbf16>
        %fa = arith.extf %va : vector<8x4xbf16> to vector<8x4xf32>
        %fb = arith.extf %vb : vector<4x8xbf16> to vector<4x8xf32>
        %r = vector.contract {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %fa, %fb, %acc0 : vector<8x4xf32>, vector<4x8xf32> into vector<8x8xf32>
        scf.yield %r : vector<8x8xf32>
      }
      %bv = vector.load %bias[%c0] : memref<8xf32>, vector<8xf32>
      %bb = vector.broadcast %bv : vector<8xf32> to vector<8x8xf32>
      %alpha = arith.constant dense<0.5> : vector<8x8xf32>
      %res = vector.fma %acc, %alpha, %bb : vector<8x8xf32>
      vector.transfer_write %res, %c[%bt, %c0, %c0] {in_bounds = [true, true]} : vector<8x8xf32>, memref<2x8x8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %a = memref.alloc() : memref<2x8x16xbf16>
    %b = memref.alloc() : memref<2x16x8xbf16>
    %bias = memref.alloc() : memref<8xf32>
    %c = memref.alloc() : memref<2x8x8xf32>
    scf.for %t = %c0 to %c2 step %c1 {
      scf.for %i = %c0 to %c8 step %c1 {
        scf.for %k = %c0 to %c16 step %c1 {
          // a = ((i + 3k + t) mod 5) - 2 ; b = ((2k + j + t) mod 7) * 0.5 - 1
          %k3 = arith.muli %k, %c2 : index
          %s0 = arith.addi %i, %k3 : index
          %s1 = arith.addi %s0, %k : index
          %s2 = arith.addi %s1, %t : index
          %m = arith.remui %s2, %c5 : index
          %mi = arith.index_cast %m : index to i32
          %mf = arith.sitofp %mi : i32 to f32
          %two = arith.constant 2.0 : f32
          %av = arith.subf %mf, %two : f32
          %ab = arith.truncf %av : f32 to bf16
          memref.store %ab, %a[%t, %i, %k] : memref<2x8x16xbf16>
          %s3 = arith.addi %k3, %i : index
          %s4 = arith.addi %s3, %t : index
          %m2 = arith.remui %s4, %c7 : index
          %m2i = arith.index_cast %m2 : index to i32
          %m2f = arith.sitofp %m2i : i32 to f32
          %half = arith.constant 0.5 : f32
          %one = arith.constant 1.0 : f32
          %bv0 = arith.mulf %m2f, %half : f32
          %bv = arith.subf %bv0, %one : f32
          %bb = arith.truncf %bv : f32 to bf16
          memref.store %bb, %b[%t, %k, %i] : memref<2x16x8xbf16>
        }
      }
    }
    %bv = arith.constant dense<[0.0, 1.0, -1.0, 0.25, 100.0, -3.5, 2.0, 0.125]> : vector<8xf32>
    vector.store %bv, %bias[%c0] : memref<8xf32>, vector<8xf32>
    gpu.launch_func @kernels::@mm blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<2x8x16xbf16>, %b : memref<2x16x8xbf16>, %bias : memref<8xf32>, %c : memref<2x8x8xf32>)
    scf.for %t = %c0 to %c2 step %c1 {
      scf.for %i = %c0 to %c8 step %c1 {
        %v = vector.load %c[%t, %i, %c0] : memref<2x8x8xf32>, vector<8xf32>
        vector.print %v : vector<8xf32>
      }
    }
    return
  }
}
