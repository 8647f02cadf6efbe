// A tiled elementwise kernel as linalg tiling + vectorization leaves it:
// out[0][i][j] = A[j][i] * s[j] + B[i][j] and out[1][i][j] = B[i][j] - c[i]
// for a 19 x 21 output in 8 x 16 tiles (grid 3 x 2, one thread per tile;
// tails of 3 rows and 5 columns). A (21 x 19) is read through a transposing
// permutation_map with an explicit mask, s (21) through a row broadcast map
// (d0) -> (0, d0) and c (19) through a column broadcast map (d0) -> (d0, 0),
// both out of bounds with padding; B through an in-bounds-false read with a
// mask; the results through masked transfer_writes into two slices of a 3-D
// memref (minor identity map of dims 1, 2).
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
#tr = affine_map<(d0, d1) -> (d1, d0)>
#rowb = affine_map<(d0) -> (0, d0)>
#colb = affine_map<(d0) -> (d0, 0)>
#minor = affine_map<(d0, d1, d2) -> (d1, d2)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tile(%a: memref<21x19xf32>, %s: memref<21xf32>, %c: memref<19xf32>, %b: memref<19x21xf32>,
                   %out: memref<2x19x21xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c19 = arith.constant 19 : index
      %c21 = arith.constant 21 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %i0 = arith.muli %bx, %c8 : index
      %j0 = arith.muli %by, %c16 : index
      %ri = arith.subi %c19, %i0 : index
      %rj = arith.subi %c21, %j0 : index
      %rows = arith.minsi %ri, %c8 : index
      %cols = arith.minsi %rj, %c16 : index
      %pad = arith.constant -1.0 : f32
      %mt = vector.create_mask %cols, %rows : vector<16x8xi1>
      %at = vector.transfer_read %a[%j0, %i0], %pad, %mt {permutation_map = #tr} : memref<21x19xf32>, vector<8x16xf32>
      %sv = vector.transfer_read %s[%j0], %pad {permutation_map = #rowb, in_bounds = [true, false]} : memref<21xf32>, vector<8x16xf32>
      %cv = vector.transfer_read %c[%i0], %pad {permutation_map = #colb, in_bounds = [false, true]} : memref<19xf32>, vector<8x16xf32>
      %m = vector.create_mask %rows, %cols : vector<8x16xi1>
      %bv = vector.transfer_read %b[%i0, %j0], %pad, %m : memref<19x21xf32>, vector<8x16xf32>
      %p = arith.mulf %at, %sv : vector<8x16xf32>
      %r0 = arith.addf %p, %bv : vector<8x16xf32>
      %r1 = arith.subf %bv, %cv : vector<8x16xf32>
      vector.transfer_write %r0, %out[%c0, %i0, %j0], %m {permutation_map = #minor} : vector<8x16xf32>, memref<2x19x21xf32>
      vector.transfer_write %r1, %out[%c1, %i0, %j0], %m {permutation_map = #minor} : vector<8x16xf32>, memref<2x19x21xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c19 = arith.constant 19 : index
    %c21 = arith.constant 21 : index
    %a = memref.alloc() : memref<21x19xf32>
    %s = memref.alloc() : memref<21xf32>
    %c = memref.alloc() : memref<19xf32>
    %b = memref.alloc() : memref<19x21xf32>
    %out = memref.alloc() : memref<2x19x21xf32>
    // A[j][i] = (19 j + i) mod 23 - 11, s[j] = j / 4 - 2, c[i] = 3 i / 8,
    // B[i][j] = i - j / 2; out starts at 1000 (a write outside the masks
    // would show).
    scf.for %j = %c0 to %c21 step %c1 {
      scf.for %i = %c0 to %c19 step %c1 {
        %p = arith.muli %j, %c19 : index
        %q = arith.addi %p, %i : index
        %qi = arith.index_cast %q : index to i32
        %c23 = arith.constant 23 : i32
        %c11 = arith.constant 11 : i32
        %r = arith.remui %qi, %c23 : i32
        %v = arith.subi %r, %c11 : i32
        %vf = arith.sitofp %v : i32 to f32
        memref.store %vf, %a[%j, %i] : memref<21x19xf32>
      }
      %ji = arith.index_cast %j : index to i32
      %jf = arith.sitofp %ji : i32 to f32
      %q4 = arith.constant 0.25 : f32
      %two = arith.constant 2.0 : f32
      %t = arith.mulf %jf, %q4 : f32
      %sv = arith.subf %t, %two : f32
      memref.store %sv, %s[%j] : memref<21xf32>
    }
    %big = arith.constant 1000.0 : f32
    scf.for %i = %c0 to %c19 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %if = arith.sitofp %ii : i32 to f32
      %k = arith.constant 0.375 : f32
      %cv = arith.mulf %if, %k : f32
      memref.store %cv, %c[%i] : memref<19xf32>
      scf.for %j = %c0 to %c21 step %c1 {
        %ji = arith.index_cast %j : index to i32
        %jf = arith.sitofp %ji : i32 to f32
        %h = arith.constant 0.5 : f32
        %jh = arith.mulf %jf, %h : f32
        %bv = arith.subf %if, %jh : f32
        memref.store %bv, %b[%i, %j] : memref<19x21xf32>
        memref.store %big, %out[%c0, %i, %j] : memref<2x19x21xf32>
        memref.store %big, %out[%c1, %i, %j] : memref<2x19x21xf32>
      }
    }
    gpu.launch_func @kernels::@tile blocks in (%c3, %c2, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<21x19xf32>, %s : memref<21xf32>, %c : memref<19xf32>, %b : memref<19x21xf32>,
             %out : memref<2x19x21xf32>)
    scf.for %k = %c0 to %c2 step %c1 {
      scf.for %i = %c0 to %c19 step %c1 {
        %v = vector.load %out[%k, %i, %c0] : memref<2x19x21xf32>, vector<21xf32>
        vector.print str "out: "
        vector.print %v : vector<21xf32>
      }
    }
    return
  }
}
