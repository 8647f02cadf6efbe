// Affine dialect inside a kernel, as affine-level tiling leaves it: one block
// (one thread) per row of a 4x37 f32 matrix. The row is processed in chunks
// of 16 (affine.for step 16); affine.if on the chunk (full or tail) chooses
// affine.vector_load/affine.vector_store or a scalar affine.for whose upper
// bound is a min map, and affine.min gives the chunk length (16, 16, 5);
// affine.if on the block id chooses square or double. Also: a reversed copy
// through affine.apply, a 3-point window with affine index expressions in
// affine.load, a transposed affine.store, and an affine.for with iter_args.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
#tail = affine_map<(d0) -> (16, -d0 + 37)>
#ub = affine_map<(d0) -> (d0 + 16, 37)>
#id = affine_map<(d0) -> (d0)>
#rev = affine_map<(d0) -> (36 - d0)>
#chunk = affine_map<(d0) -> (d0 floordiv 16)>
#full = affine_set<(d0) : (21 - d0 >= 0)>
#hi = affine_set<(d0) : (d0 - 2 >= 0)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @affine_rows(%x: memref<4x37xf32>, %y: memref<4x37xf32>, %rv: memref<4x37xf32>,
                          %w: memref<4x35xf32>, %t: memref<37x4xf32>, %cnt: memref<4x3xi32>,
                          %sums: memref<4xf32>) kernel {
      %b = gpu.block_id x
      affine.for %j = 0 to 37 step 16 {
        %n = affine.min #tail(%j)
        %ni = arith.index_cast %n : index to i32
        %ci = affine.apply #chunk(%j)
        affine.store %ni, %cnt[%b, %ci] : memref<4x3xi32>
        affine.if #full(%j) {
          %v = affine.vector_load %x[%b, %j] : memref<4x37xf32>, vector<16xf32>
          %r = affine.if #hi(%b) -> vector<16xf32> {
            %sq = arith.mulf %v, %v : vector<16xf32>
            affine.yield %sq : vector<16xf32>
          } else {
            %db = arith.addf %v, %v : vector<16xf32>
            affine.yield %db : vector<16xf32>
          }
          affine.vector_store %r, %y[%b, %j] : memref<4x37xf32>, vector<16xf32>
        } else {
          affine.for %k = #id(%j) to min #ub(%j) {
            %s = affine.load %x[%b, %k] : memref<4x37xf32>
            %r = affine.if #hi(%b) -> f32 {
              %sq = arith.mulf %s, %s : f32
              affine.yield %sq : f32
            } else {
              %db = arith.addf %s, %s : f32
              affine.yield %db : f32
            }
            affine.store %r, %y[%b, %k] : memref<4x37xf32>
          }
        }
      }
      affine.for %k = 0 to 37 {
        %r = affine.apply #rev(%k)
        %v = affine.load %x[%b, %r] : memref<4x37xf32>
        affine.store %v, %rv[%b, %k] : memref<4x37xf32>
        affine.store %v, %t[%r, %b] : memref<37x4xf32>
      }
      %two = arith.constant 2.0 : f32
      affine.for %k = 0 to 35 {
        %a0 = affine.load %x[%b, %k] : memref<4x37xf32>
        %a1 = affine.load %x[%b, %k + 1] : memref<4x37xf32>
        %a2 = affine.load %x[%b, %k + 2] : memref<4x37xf32>
        %m = arith.mulf %a1, %two : f32
        %s0 = arith.addf %a0, %m : f32
        %s1 = arith.subf %s0, %a2 : f32
        affine.store %s1, %w[%b, %k] : memref<4x35xf32>
      }
      %z = arith.constant 0.0 : f32
      %sum = affine.for %k = 0 to 37 step 2 iter_args(%acc = %z) -> (f32) {
        %v = affine.load %x[%b, %k] : memref<4x37xf32>
        %a = arith.addf %acc, %v : f32
        affine.yield %a : f32
      }
      affine.store %sum, %sums[%b] : memref<4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c35 = arith.constant 35 : index
    %c37 = arith.constant 37 : index
    %x = memref.alloc() : memref<4x37xf32>
    %y = memref.alloc() : memref<4x37xf32>
    %rv = memref.alloc() : memref<4x37xf32>
    %w = memref.alloc() : memref<4x35xf32>
    %t = memref.alloc() : memref<37x4xf32>
    %cnt = memref.alloc() : memref<4x3xi32>
    %sums = memref.alloc() : memref<4xf32>
    // x[i][j] = (37 i + j) / 4 - 10, with -0.0 at (0, 5), 1e20 at (1, 33)
    // and -3.5e-38 (tiny, squares to 0) at (3, 36).
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c37 step %c1 {
        %p = arith.muli %i, %c37 : index
        %q = arith.addi %p, %j : index
        %qi = arith.index_cast %q : index to i32
        %qf = arith.sitofp %qi : i32 to f32
        %quarter = arith.constant 0.25 : f32
        %ten = arith.constant 10.0 : f32
        %a = arith.mulf %qf, %quarter : f32
        %v = arith.subf %a, %ten : f32
        memref.store %v, %x[%i, %j] : memref<4x37xf32>
      }
    }
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c33 = arith.constant 33 : index
    %c36 = arith.constant 36 : index
    %nz = arith.constant -0.0 : f32
    %big = arith.constant 1.0e20 : f32
    %tiny = arith.constant -3.5e-38 : f32
    memref.store %nz, %x[%c0, %c5] : memref<4x37xf32>
    memref.store %big, %x[%c1, %c33] : memref<4x37xf32>
    memref.store %tiny, %x[%c3, %c36] : memref<4x37xf32>
    gpu.launch_func @kernels::@affine_rows blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<4x37xf32>, %y : memref<4x37xf32>, %rv : memref<4x37xf32>, %w : memref<4x35xf32>,
             %t : memref<37x4xf32>, %cnt : memref<4x3xi32>, %sums : memref<4xf32>)
    scf.for %i = %c0 to %c4 step %c1 {
      %vy = vector.load %y[%i, %c0] : memref<4x37xf32>, vector<37xf32>
      vector.print str "y: "
      vector.print %vy : vector<37xf32>
      %vr = vector.load %rv[%i, %c0] : memref<4x37xf32>, vector<37xf32>
      vector.print str "rev: "
      vector.print %vr : vector<37xf32>
      %vw = vector.load %w[%i, %c0] : memref<4x35xf32>, vector<35xf32>
      vector.print str "win: "
      vector.print %vw : vector<35xf32>
      %vc = vector.load %cnt[%i, %c0] : memref<4x3xi32>, vector<3xi32>
      vector.print str "cnt: "
      vector.print %vc : vector<3xi32>
    }
    scf.for %k = %c0 to %c37 step %c1 {
      %vt = vector.load %t[%k, %c0] : memref<37x4xf32>, vector<4xf32>
      vector.print str "t: "
      vector.print %vt : vector<4xf32>
    }
    %vs = vector.load %sums[%c0] : memref<4xf32>, vector<4xf32>
    vector.print str "sums: "
    vector.print %vs : vector<4xf32>
    return
  }
}
