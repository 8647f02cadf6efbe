// Vector shapes one thread works on (grid 2 x 1, one thread per block):
//  - vector.transfer_read with broadcast dimensions in the permutation map:
//    (d0, d1, d2) -> (0, d2) reads a row of a 3-D memref and repeats it over
//    the 4 rows of a 4x8 vector, (d0, d1, d2) -> (d1, 0) a column repeated
//    over 8 lanes; (d0, d1) -> (0, d1) on a 2-D memref; a 3-D memref read
//    as 2-D vectors (minor identity (d0, d1, d2) -> (d1, d2)) at a dynamic
//    outer index and as (d0, d1, d2) -> (d0, d2) (one row of each of the
//    two planes), written back through minor identity maps;
//  - vector.shape_cast 4x8 -> 32 -> 8x4 and 2x16 -> 32 -> 4x8;
//  - vector.transpose of a 4x8 f16 tile and of an 8x4 i8 tile, stored;
//  - vector.broadcast of a vector<8xf32> to vector<3x4x8xf32> (plus a 3-D
//    arith), then vector.extract of a 2-D slice [1] and of a row [2, 3].
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
#rowb3 = affine_map<(d0, d1, d2) -> (0, d2)>
#colb3 = affine_map<(d0, d1, d2) -> (d1, 0)>
#rowb2 = affine_map<(d0, d1) -> (0, d1)>
#minor3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#outer3 = affine_map<(d0, d1, d2) -> (d0, d2)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bcast(%a: memref<2x6x8xf32>, %m: memref<5x8xf32>, %o: memref<2x6x4x8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %b = gpu.block_id x
      %pad = arith.constant 0.0 : f32
      // row b+1 of plane b repeated over 4 rows
      %b1 = arith.addi %b, %c1 : index
      %r = vector.transfer_read %a[%b, %b1, %c0], %pad {permutation_map = #rowb3, in_bounds = [true, true]} : memref<2x6x8xf32>, vector<4x8xf32>
      vector.transfer_write %r, %o[%b, %c0, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<2x6x4x8xf32>
      // column of plane b starting at row 2: a[b][2 + i][3] over 8 lanes
      %cb = vector.transfer_read %a[%b, %c2, %c3], %pad {permutation_map = #colb3, in_bounds = [true, true]} : memref<2x6x8xf32>, vector<4x8xf32>
      vector.transfer_write %cb, %o[%b, %c1, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<2x6x4x8xf32>
      // row (2 b + 1) of the 2-D memref, repeated
      %mr = arith.muli %b, %c2 : index
      %mr1 = arith.addi %mr, %c1 : index
      %r2 = vector.transfer_read %m[%mr1, %c0], %pad {permutation_map = #rowb2, in_bounds = [true, true]} : memref<5x8xf32>, vector<4x8xf32>
      vector.transfer_write %r2, %o[%b, %c2, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<2x6x4x8xf32>
      // 4x8 block of plane b at rows 1..4 (minor identity of dims 1, 2)
      %t = vector.transfer_read %a[%b, %c1, %c0], %pad {permutation_map = #minor3, in_bounds = [true, true]} : memref<2x6x8xf32>, vector<4x8xf32>
      %tn = arith.negf %t : vector<4x8xf32>
      vector.transfer_write %tn, %o[%b, %c3, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<2x6x4x8xf32>
      // rows 4 of both planes as a 2x8 vector (map (d0, d2)), written into
      // rows 0 and 1 of slice 4 of %o
      %pl = vector.transfer_read %a[%c0, %c4, %c0], %pad {permutation_map = #outer3, in_bounds = [true, true]} : memref<2x6x8xf32>, vector<2x8xf32>
      %two = arith.constant dense<2.0> : vector<2x8xf32>
      %pl2 = arith.mulf %pl, %two : vector<2x8xf32>
      vector.transfer_write %pl2, %o[%b, %c4, %c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, memref<2x6x4x8xf32>
      // shape casts: 4x8 -> 32 -> 8x4 (transposed view of the flat data,
      // re-read as 4x8 rows of the 8x4 result), 2x16 -> 32 -> 4x8
      %flat = vector.shape_cast %t : vector<4x8xf32> to vector<32xf32>
      %rev = vector.shuffle %flat, %flat [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] : vector<32xf32>, vector<32xf32>
      %e84 = vector.shape_cast %rev : vector<32xf32> to vector<8x4xf32>
      %e84t = vector.transpose %e84, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
      %w16 = vector.shape_cast %e84t : vector<4x8xf32> to vector<2x16xf32>
      %w16b = vector.shape_cast %w16 : vector<2x16xf32> to vector<32xf32>
      %w48 = vector.shape_cast %w16b : vector<32xf32> to vector<4x8xf32>
      vector.transfer_write %w48, %o[%b, %c5, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<2x6x4x8xf32>
      gpu.return
    }
    gpu.func @tr(%h: memref<2x4x8xf16>, %q: memref<2x8x4xi8>, %ht: memref<2x8x4xf16>, %qt: memref<2x4x8xi8>,
                 %s: memref<2x8xf32>, %bo: memref<2x5x8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %b = gpu.block_id x
      %ph = arith.constant 0.0 : f16
      %pq = arith.constant 0 : i8
      %hv = vector.transfer_read %h[%b, %c0, %c0], %ph {in_bounds = [true, true]} : memref<2x4x8xf16>, vector<4x8xf16>
      %htv = vector.transpose %hv, [1, 0] : vector<4x8xf16> to vector<8x4xf16>
      vector.transfer_write %htv, %ht[%b, %c0, %c0] {in_bounds = [true, true]} : vector<8x4xf16>, memref<2x8x4xf16>
      %qv = vector.transfer_read %q[%b, %c0, %c0], %pq {in_bounds = [true, true]} : memref<2x8x4xi8>, vector<8x4xi8>
      %qtv = vector.transpose %qv, [1, 0] : vector<8x4xi8> to vector<4x8xi8>
      vector.transfer_write %qtv, %qt[%b, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xi8>, memref<2x4x8xi8>
      // broadcast 8 -> 3x4x8, scaled by a 3-D iota-like constant, then a 2-D
      // slice [1] (4x8) and a row [2, 3]
      %sv = vector.load %s[%b, %c0] : memref<2x8xf32>, vector<8xf32>
      %b3 = vector.broadcast %sv : vector<8xf32> to vector<3x4x8xf32>
      %k = arith.constant dense<[[[1.0], [2.0], [3.0], [4.0]], [[5.0], [6.0], [7.0], [8.0]], [[9.0], [10.0], [11.0], [12.0]]]> : vector<3x4x1xf32>
      %kb = vector.broadcast %k : vector<3x4x1xf32> to vector<3x4x8xf32>
      %p = arith.mulf %b3, %kb : vector<3x4x8xf32>
      %sl = vector.extract %p[1] : vector<4x8xf32> from vector<3x4x8xf32>
      vector.transfer_write %sl, %bo[%b, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<2x5x8xf32>
      %row = vector.extract %p[2, 3] : vector<8xf32> from vector<3x4x8xf32>
      vector.store %row, %bo[%b, %c4, %c0] : memref<2x5x8xf32>, vector<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %a = memref.alloc() : memref<2x6x8xf32>
    %m = memref.alloc() : memref<5x8xf32>
    %o = memref.alloc() : memref<2x6x4x8xf32>
    %h = memref.alloc() : memref<2x4x8xf16>
    %q = memref.alloc() : memref<2x8x4xi8>
    %ht = memref.alloc() : memref<2x8x4xf16>
    %qt = memref.alloc() : memref<2x4x8xi8>
    %s = memref.alloc() : memref<2x8xf32>
    %bo = memref.alloc() : memref<2x5x8xf32>
    // a[p][i][j] = 100 p + 10 i + j; m[i][j] = -(8 i + j) / 4;
    // h[p][i][j] = (32 p + 8 i + j) / 8 - 3 (f16, exact), q[p][i][j] =
    // (37 (16 p + 4 i + j)) mod 256 as i8 (both signs); s[p][j] = j - 3.5 + p
    scf.for %p = %c0 to %c2 step %c1 {
      scf.for %i = %c0 to %c6 step %c1 {
        scf.for %j = %c0 to %c8 step %c1 {
          %pi = arith.index_cast %p : index to i32
          %ii = arith.index_cast %i : index to i32
          %ji = arith.index_cast %j : index to i32
          %c100 = arith.constant 100 : i32
          %c10 = arith.constant 10 : i32
          %x0 = arith.muli %pi, %c100 : i32
          %x1 = arith.muli %ii, %c10 : i32
          %x2 = arith.addi %x0, %x1 : i32
          %x3 = arith.addi %x2, %ji : i32
          %xf = arith.sitofp %x3 : i32 to f32
          memref.store %xf, %a[%p, %i, %j] : memref<2x6x8xf32>
        }
      }
      scf.for %i = %c0 to %c4 step %c1 {
        scf.for %j = %c0 to %c8 step %c1 {
          %p32 = arith.muli %p, %c8 : index
          %p32b = arith.muli %p32, %c4 : index
          %i8 = arith.muli %i, %c8 : index
          %l0 = arith.addi %p32b, %i8 : index
          %l = arith.addi %l0, %j : index
          %li = arith.index_cast %l : index to i32
          %lf = arith.sitofp %li : i32 to f16
          %e = arith.constant 0.125 : f16
          %t3 = arith.constant 3.0 : f16
          %v0 = arith.mulf %lf, %e : f16
          %v = arith.subf %v0, %t3 : f16
          memref.store %v, %h[%p, %i, %j] : memref<2x4x8xf16>
        }
      }
      scf.for %i = %c0 to %c8 step %c1 {
        scf.for %j = %c0 to %c4 step %c1 {
          %p16 = arith.muli %p, %c8 : index
          %p16b = arith.muli %p16, %c2 : index
          %i4 = arith.muli %i, %c4 : index
          %l0 = arith.addi %p16b, %i4 : index
          %l = arith.addi %l0, %j : index
          %li = arith.index_cast %l : index to i32
          %c37 = arith.constant 37 : i32
          %x = arith.muli %li, %c37 : i32
          %x8 = arith.trunci %x : i32 to i8
          memref.store %x8, %q[%p, %i, %j] : memref<2x8x4xi8>
        }
      }
      scf.for %j = %c0 to %c8 step %c1 {
        %pi = arith.index_cast %p : index to i32
        %ji = arith.index_cast %j : index to i32
        %s0 = arith.addi %pi, %ji : i32
        %sf = arith.sitofp %s0 : i32 to f32
        %h35 = arith.constant 3.5 : f32
        %sv = arith.subf %sf, %h35 : f32
        memref.store %sv, %s[%p, %j] : memref<2x8xf32>
      }
    }
    scf.for %i = %c0 to %c5 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %i8 = arith.muli %i, %c8 : index
        %l = arith.addi %i8, %j : index
        %li = arith.index_cast %l : index to i32
        %lf = arith.sitofp %li : i32 to f32
        %k = arith.constant -0.25 : f32
        %v = arith.mulf %lf, %k : f32
        memref.store %v, %m[%i, %j] : memref<5x8xf32>
      }
    }
    // %o starts at 1000 (rows 2, 3 of slice 4 keep it)
    %big = arith.constant 1000.0 : f32
    scf.for %p = %c0 to %c2 step %c1 {
      scf.for %k = %c0 to %c6 step %c1 {
        scf.for %i = %c0 to %c4 step %c1 {
          scf.for %j = %c0 to %c8 step %c1 {
            memref.store %big, %o[%p, %k, %i, %j] : memref<2x6x4x8xf32>
          }
        }
      }
    }
    gpu.launch_func @kernels::@bcast blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<2x6x8xf32>, %m : memref<5x8xf32>, %o : memref<2x6x4x8xf32>)
    gpu.launch_func @kernels::@tr blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%h : memref<2x4x8xf16>, %q : memref<2x8x4xi8>, %ht : memref<2x8x4xf16>, %qt : memref<2x4x8xi8>,
             %s : memref<2x8xf32>, %bo : memref<2x5x8xf32>)
    scf.for %p = %c0 to %c2 step %c1 {
      scf.for %k = %c0 to %c6 step %c1 {
        %pad = arith.constant 0.0 : f32
        %v = vector.transfer_read %o[%p, %k, %c0, %c0], %pad {in_bounds = [true, true]} : memref<2x6x4x8xf32>, vector<4x8xf32>
        vector.print str "bcast out: "
        vector.print %v : vector<4x8xf32>
      }
      %ph = arith.constant 0.0 : f16
      %hv = vector.transfer_read %ht[%p, %c0, %c0], %ph {in_bounds = [true, true]} : memref<2x8x4xf16>, vector<8x4xf16>
      %hf = vector.shape_cast %hv : vector<8x4xf16> to vector<32xf16>
      %hb = vector.bitcast %hf : vector<32xf16> to vector<32xi16>
      vector.print str "bits f16: transposed 4x8: "
      vector.print %hb : vector<32xi16>
      %pq = arith.constant 0 : i8
      %qv = vector.transfer_read %qt[%p, %c0, %c0], %pq {in_bounds = [true, true]} : memref<2x4x8xi8>, vector<4x8xi8>
      vector.print str "i8 transposed 8x4: "
      vector.print %qv : vector<4x8xi8>
      %pad = arith.constant 0.0 : f32
      %bv = vector.transfer_read %bo[%p, %c0, %c0], %pad {in_bounds = [true, true]} : memref<2x5x8xf32>, vector<5x8xf32>
      vector.print str "broadcast slices: "
      vector.print %bv : vector<5x8xf32>
    }
    return
  }
}
