// Naive kernels as first written by hand: an sgemm C = A * B + C with one
// thread per output element (2-D grid 3 x 5 of 2-D blocks 8 x 4 over a
// 19 x 23 output, K = 17), scalar memref.load of A and B in an scf.for
// k-loop carrying the f32 accumulator, bounds checked with scf.if; a naive
// matvec y = A x (one thread per row, 1-D, 2 x 16 threads, 19 rows live);
// a dot product of 64 elements as four vector.contract of kind add
// (vector<16xf32>, vector<16xf32> into f32, iterator_types ["reduction"])
// chained through the accumulator, and a matrix-vector vector.contract
// (8x16 * 16 -> 8, maps (i, k) -> (i, k), (k), (i)) over a 16 x 32 matrix
// (two row tiles, two k tiles). Values are small integers and multiples of
// 1/4: every sum is exact in any order.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
#dot_a = affine_map<(k) -> (k)>
#dot_c = affine_map<(k) -> ()>
#mv_a = affine_map<(i, k) -> (i, k)>
#mv_x = affine_map<(i, k) -> (k)>
#mv_y = affine_map<(i, k) -> (i)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sgemm(%a: memref<19x17xf32>, %b: memref<17x23xf32>, %c: memref<19x23xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c17 = arith.constant 17 : index
      %c19 = arith.constant 19 : index
      %c23 = arith.constant 23 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %col0 = arith.muli %bx, %dx : index
      %col = arith.addi %col0, %tx : index
      %row0 = arith.muli %by, %dy : index
      %row = arith.addi %row0, %ty : index
      %okr = arith.cmpi ult, %row, %c19 : index
      %okc = arith.cmpi ult, %col, %c23 : index
      %ok = arith.andi %okr, %okc : i1
      scf.if %ok {
        %init = memref.load %c[%row, %col] : memref<19x23xf32>
        %acc = scf.for %k = %c0 to %c17 step %c1 iter_args(%s = %init) -> (f32) {
          %av = memref.load %a[%row, %k] : memref<19x17xf32>
          %bv = memref.load %b[%k, %col] : memref<17x23xf32>
          %p = arith.mulf %av, %bv : f32
          %s2 = arith.addf %s, %p : f32
          scf.yield %s2 : f32
        }
        memref.store %acc, %c[%row, %col] : memref<19x23xf32>
      }
      gpu.return
    }
    gpu.func @matvec(%a: memref<19x17xf32>, %x: memref<17xf32>, %y: memref<19xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %g = gpu.global_id x
      %m = memref.dim %y, %c0 : memref<19xf32>
      %n = memref.dim %x, %c0 : memref<17xf32>
      %ok = arith.cmpi ult, %g, %m : index
      scf.if %ok {
        %z = arith.constant 0.0 : f32
        %acc = scf.for %k = %c0 to %n step %c1 iter_args(%s = %z) -> (f32) {
          %av = memref.load %a[%g, %k] : memref<19x17xf32>
          %xv = memref.load %x[%k] : memref<17xf32>
          %s2 = math.fma %av, %xv, %s : f32
          scf.yield %s2 : f32
        }
        memref.store %acc, %y[%g] : memref<19xf32>
      }
      gpu.return
    }
    gpu.func @dot(%u: memref<2x64xf32>, %v: memref<2x64xf32>, %out: memref<2xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %b = gpu.block_id x
      %z = arith.constant 0.0 : f32
      %d = scf.for %k = %c0 to %c64 step %c16 iter_args(%s = %z) -> (f32) {
        %uv = vector.load %u[%b, %k] : memref<2x64xf32>, vector<16xf32>
        %vv = vector.load %v[%b, %k] : memref<2x64xf32>, vector<16xf32>
        %s2 = vector.contract {indexing_maps = [#dot_a, #dot_a, #dot_c], iterator_types = ["reduction"], kind = #vector.kind<add>}
              %uv, %vv, %s : vector<16xf32>, vector<16xf32> into f32
        scf.yield %s2 : f32
      }
      memref.store %d, %out[%b] : memref<2xf32>
      gpu.return
    }
    gpu.func @mv(%a: memref<16x32xf32>, %x: memref<32xf32>, %y: memref<16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %b = gpu.block_id x
      %r0 = arith.muli %b, %c8 : index
      %z = arith.constant dense<0.0> : vector<8xf32>
      %acc = scf.for %k = %c0 to %c32 step %c16 iter_args(%s = %z) -> (vector<8xf32>) {
        %pad = arith.constant 0.0 : f32
        %at = vector.transfer_read %a[%r0, %k], %pad {in_bounds = [true, true]} : memref<16x32xf32>, vector<8x16xf32>
        %xv = vector.load %x[%k] : memref<32xf32>, vector<16xf32>
        %s2 = vector.contract {indexing_maps = [#mv_a, #mv_x, #mv_y], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>}
              %at, %xv, %s : vector<8x16xf32>, vector<16xf32> into vector<8xf32>
        scf.yield %s2 : vector<8xf32>
      }
      vector.store %acc, %y[%r0] : memref<16xf32>, vector<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c17 = arith.constant 17 : index
    %c19 = arith.constant 19 : index
    %c23 = arith.constant 23 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %a = memref.alloc() : memref<19x17xf32>
    %b = memref.alloc() : memref<17x23xf32>
    %c = memref.alloc() : memref<19x23xf32>
    %x = memref.alloc() : memref<17xf32>
    %y = memref.alloc() : memref<19xf32>
    %u = memref.alloc() : memref<2x64xf32>
    %v = memref.alloc() : memref<2x64xf32>
    %dots = memref.alloc() : memref<2xf32>
    %ma = memref.alloc() : memref<16x32xf32>
    %mx = memref.alloc() : memref<32xf32>
    %my = memref.alloc() : memref<16xf32>
    %c7i = arith.constant 7 : i32
    %c9i = arith.constant 9 : i32
    %c11i = arith.constant 11 : i32
    %c4i = arith.constant 4 : i32
    %c5i = arith.constant 5 : i32
    %quarter = arith.constant 0.25 : f32
    // A[i][k] = ((3 i + 5 k) mod 11) - 5, B[k][j] = ((k * j) mod 7 - 3) / 4,
    // C[i][j] = i - j (the accumulator), x[k] = k mod 5 - 2
    scf.for %i = %c0 to %c19 step %c1 {
      scf.for %k = %c0 to %c17 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %ki = arith.index_cast %k : index to i32
        %three = arith.constant 3 : i32
        %t0 = arith.muli %ii, %three : i32
        %t1 = arith.muli %ki, %c5i : i32
        %t2 = arith.addi %t0, %t1 : i32
        %t3 = arith.remui %t2, %c11i : i32
        %t4 = arith.subi %t3, %c5i : i32
        %f = arith.sitofp %t4 : i32 to f32
        memref.store %f, %a[%i, %k] : memref<19x17xf32>
      }
      scf.for %j = %c0 to %c23 step %c1 {
        %d = arith.subi %i, %j : index
        %di = arith.index_cast %d : index to i32
        %f = arith.sitofp %di : i32 to f32
        memref.store %f, %c[%i, %j] : memref<19x23xf32>
      }
    }
    scf.for %k = %c0 to %c17 step %c1 {
      %ki = arith.index_cast %k : index to i32
      scf.for %j = %c0 to %c23 step %c1 {
        %ji = arith.index_cast %j : index to i32
        %p = arith.muli %ki, %ji : i32
        %r = arith.remui %p, %c7i : i32
        %three = arith.constant 3 : i32
        %s = arith.subi %r, %three : i32
        %f = arith.sitofp %s : i32 to f32
        %g = arith.mulf %f, %quarter : f32
        memref.store %g, %b[%k, %j] : memref<17x23xf32>
      }
      %r = arith.remui %ki, %c5i : i32
      %two = arith.constant 2 : i32
      %s = arith.subi %r, %two : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %x[%k] : memref<17xf32>
    }
    // u[r][i] = (i mod 9) - 4 + r, v[r][i] = ((7 i) mod 11 - 5) / 4 (row 1
    // negated); the 16 x 32 matrix M[i][k] = (i + 2 k) mod 9 - 4,
    // mx[k] = (k mod 4) - 1.5
    scf.for %r = %c0 to %c2 step %c1 {
      scf.for %i = %c0 to %c64 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %ri = arith.index_cast %r : index to i32
        %m9 = arith.remui %ii, %c9i : i32
        %m9b = arith.subi %m9, %c4i : i32
        %uu = arith.addi %m9b, %ri : i32
        %uf = arith.sitofp %uu : i32 to f32
        memref.store %uf, %u[%r, %i] : memref<2x64xf32>
        %p7 = arith.muli %ii, %c7i : i32
        %m11 = arith.remui %p7, %c11i : i32
        %vv = arith.subi %m11, %c5i : i32
        %vf = arith.sitofp %vv : i32 to f32
        %vq = arith.mulf %vf, %quarter : f32
        %one = arith.constant 1 : i32
        %isone = arith.cmpi eq, %ri, %one : i32
        %vn = arith.negf %vq : f32
        %vs = arith.select %isone, %vn, %vq : f32
        memref.store %vs, %v[%r, %i] : memref<2x64xf32>
      }
    }
    scf.for %i = %c0 to %c16 step %c1 {
      scf.for %k = %c0 to %c32 step %c1 {
        %k2 = arith.muli %k, %c2 : index
        %s = arith.addi %i, %k2 : index
        %si = arith.index_cast %s : index to i32
        %m = arith.remui %si, %c9i : i32
        %w = arith.subi %m, %c4i : i32
        %f = arith.sitofp %w : i32 to f32
        memref.store %f, %ma[%i, %k] : memref<16x32xf32>
      }
    }
    scf.for %k = %c0 to %c32 step %c1 {
      %ki = arith.index_cast %k : index to i32
      %m = arith.remui %ki, %c4i : i32
      %f = arith.sitofp %m : i32 to f32
      %h = arith.constant 1.5 : f32
      %g = arith.subf %f, %h : f32
      memref.store %g, %mx[%k] : memref<32xf32>
    }
    gpu.launch_func @kernels::@sgemm blocks in (%c3, %c5, %c1) threads in (%c8, %c4, %c1)
        args(%a : memref<19x17xf32>, %b : memref<17x23xf32>, %c : memref<19x23xf32>)
    gpu.launch_func @kernels::@matvec blocks in (%c2, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%a : memref<19x17xf32>, %x : memref<17xf32>, %y : memref<19xf32>)
    gpu.launch_func @kernels::@dot blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%u : memref<2x64xf32>, %v : memref<2x64xf32>, %dots : memref<2xf32>)
    gpu.launch_func @kernels::@mv blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%ma : memref<16x32xf32>, %mx : memref<32xf32>, %my : memref<16xf32>)
    scf.for %i = %c0 to %c19 step %c1 {
      %row = vector.load %c[%i, %c0] : memref<19x23xf32>, vector<23xf32>
      vector.print str "C row: "
      vector.print %row : vector<23xf32>
    }
    %yv = vector.load %y[%c0] : memref<19xf32>, vector<19xf32>
    vector.print str "matvec: "
    vector.print %yv : vector<19xf32>
    %dv = vector.load %dots[%c0] : memref<2xf32>, vector<2xf32>
    vector.print str "dots: "
    vector.print %dv : vector<2xf32>
    %mv = vector.load %my[%c0] : memref<16xf32>, vector<16xf32>
    vector.print str "contract mv: "
    vector.print %mv : vector<16xf32>
    return
  }
}
