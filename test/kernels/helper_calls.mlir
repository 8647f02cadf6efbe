// A kernel factored into private helper functions of its gpu.module (no
// recursion): @axpb (vector<16xf32>, f32, f32) -> vector<16xf32>,
// @minmax (two vector<8xi32>) -> two results, @sort4 calling @minmax three
// times, @lerp2d taking and returning vector<2x8xf16>; called from the
// kernel directly, inside an scf.for (carried vector through the call) and
// inside an scf.if. 2 blocks x 2 threads, one row per thread.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func private @axpb(%x: vector<16xf32>, %a: f32, %b: f32) -> vector<16xf32> {
      %av = vector.broadcast %a : f32 to vector<16xf32>
      %bv = vector.broadcast %b : f32 to vector<16xf32>
      %m = arith.mulf %x, %av : vector<16xf32>
      %r = arith.addf %m, %bv : vector<16xf32>
      return %r : vector<16xf32>
    }
    func.func private @minmax(%a: vector<8xi32>, %b: vector<8xi32>) -> (vector<8xi32>, vector<8xi32>) {
      %lo = arith.minsi %a, %b : vector<8xi32>
      %hi = arith.maxsi %a, %b : vector<8xi32>
      return %lo, %hi : vector<8xi32>, vector<8xi32>
    }
    // sorts 4 values lane-wise with a 5-comparator network
    func.func private @sort4(%a: vector<8xi32>, %b: vector<8xi32>, %c: vector<8xi32>, %d: vector<8xi32>)
        -> (vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>) {
      %a1, %b1 = func.call @minmax(%a, %b) : (vector<8xi32>, vector<8xi32>) -> (vector<8xi32>, vector<8xi32>)
      %c1, %d1 = func.call @minmax(%c, %d) : (vector<8xi32>, vector<8xi32>) -> (vector<8xi32>, vector<8xi32>)
      %a2, %c2 = func.call @minmax(%a1, %c1) : (vector<8xi32>, vector<8xi32>) -> (vector<8xi32>, vector<8xi32>)
      %b2, %d2 = func.call @minmax(%b1, %d1) : (vector<8xi32>, vector<8xi32>) -> (vector<8xi32>, vector<8xi32>)
      %b3, %c3 = func.call @minmax(%b2, %c2) : (vector<8xi32>, vector<8xi32>) -> (vector<8xi32>, vector<8xi32>)
      return %a2, %b3, %c3, %d2 : vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>
    }
    func.func private @lerp2d(%p: vector<2x8xf16>, %q: vector<2x8xf16>, %t: f16) -> vector<2x8xf16> {
      %tv = vector.broadcast %t : f16 to vector<2x8xf16>
      %d = arith.subf %q, %p : vector<2x8xf16>
      %r = vector.fma %d, %tv, %p : vector<2x8xf16>
      return %r : vector<2x8xf16>
    }
    gpu.func @calls(%x: memref<4x16xf32>, %n: memref<4x4x8xi32>, %h: memref<4x2x8xf16>,
                    %of: memref<4x16xf32>, %on: memref<4x4x8xi32>, %oh: memref<4x2x8xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %r0 = arith.muli %b, %bd : index
      %row = arith.addi %r0, %t : index
      %v = vector.load %x[%row, %c0] : memref<4x16xf32>, vector<16xf32>
      // three steps of x -> x * 0.5 + (k - 1), the call inside the loop
      %fin = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %v) -> (vector<16xf32>) {
        %ki = arith.index_cast %k : index to i32
        %kf = arith.sitofp %ki : i32 to f32
        %one = arith.constant 1.0 : f32
        %bb = arith.subf %kf, %one : f32
        %half = arith.constant 0.5 : f32
        %nx = func.call @axpb(%acc, %half, %bb) : (vector<16xf32>, f32, f32) -> vector<16xf32>
        scf.yield %nx : vector<16xf32>
      }
      vector.store %fin, %of[%row, %c0] : memref<4x16xf32>, vector<16xf32>
      %a = vector.load %n[%row, %c0, %c0] : memref<4x4x8xi32>, vector<8xi32>
      %bq = vector.load %n[%row, %c1, %c0] : memref<4x4x8xi32>, vector<8xi32>
      %c = vector.load %n[%row, %c2, %c0] : memref<4x4x8xi32>, vector<8xi32>
      %d = vector.load %n[%row, %c3, %c0] : memref<4x4x8xi32>, vector<8xi32>
      %s:4 = func.call @sort4(%a, %bq, %c, %d) : (vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>)
          -> (vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>)
      vector.store %s#0, %on[%row, %c0, %c0] : memref<4x4x8xi32>, vector<8xi32>
      vector.store %s#1, %on[%row, %c1, %c0] : memref<4x4x8xi32>, vector<8xi32>
      vector.store %s#2, %on[%row, %c2, %c0] : memref<4x4x8xi32>, vector<8xi32>
      vector.store %s#3, %on[%row, %c3, %c0] : memref<4x4x8xi32>, vector<8xi32>
      %zh = arith.constant 0.0 : f16
      %p = vector.transfer_read %h[%row, %c0, %c0], %zh {in_bounds = [true, true]} : memref<4x2x8xf16>, vector<2x8xf16>
      %odd = arith.andi %row, %c1 : index
      %isodd = arith.cmpi ne, %odd, %c0 : index
      %res = scf.if %isodd -> (vector<2x8xf16>) {
        %q = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [-1.0, -2.0, -3.0, -4.0, -5.0, -6.0, -7.0, -8.0]]> : vector<2x8xf16>
        %tt = arith.constant 0.25 : f16
        %l = func.call @lerp2d(%p, %q, %tt) : (vector<2x8xf16>, vector<2x8xf16>, f16) -> vector<2x8xf16>
        scf.yield %l : vector<2x8xf16>
      } else {
        %p2 = arith.addf %p, %p : vector<2x8xf16>
        %tt = arith.constant 0.75 : f16
        %l = func.call @lerp2d(%p2, %p, %tt) : (vector<2x8xf16>, vector<2x8xf16>, f16) -> vector<2x8xf16>
        scf.yield %l : vector<2x8xf16>
      }
      vector.transfer_write %res, %oh[%row, %c0, %c0] {in_bounds = [true, true]} : vector<2x8xf16>, memref<4x2x8xf16>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %x = memref.alloc() : memref<4x16xf32>
    %n = memref.alloc() : memref<4x4x8xi32>
    %h = memref.alloc() : memref<4x2x8xf16>
    %of = memref.alloc() : memref<4x16xf32>
    %on = memref.alloc() : memref<4x4x8xi32>
    %oh = memref.alloc() : memref<4x2x8xf16>
    // x[i][j] = 4 j - 30 i; n[i][k][j] = ((i * 32 + k * 8 + j) * 2654435761)
    // >> 7 as i32 (scrambled, both signs; the sort sees equal values where
    // j = 0, k = 0); h[i][r][j] = (8 r + j) / 4 - i
    scf.for %i = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      scf.for %j = %c0 to %c16 step %c1 {
        %ji = arith.index_cast %j : index to i32
        %c4i = arith.constant 4 : i32
        %c30 = arith.constant 30 : i32
        %a = arith.muli %ji, %c4i : i32
        %b = arith.muli %ii, %c30 : i32
        %v = arith.subi %a, %b : i32
        %vf = arith.sitofp %v : i32 to f32
        memref.store %vf, %x[%i, %j] : memref<4x16xf32>
      }
      scf.for %k = %c0 to %c4 step %c1 {
        scf.for %j = %c0 to %c8 step %c1 {
          %p0 = arith.muli %i, %c16 : index
          %p1 = arith.addi %p0, %p0 : index
          %p2 = arith.muli %k, %c8 : index
          %p3 = arith.addi %p1, %p2 : index
          %p4 = arith.addi %p3, %j : index
          %pi = arith.index_cast %p4 : index to i32
          %m = arith.constant -1640531535 : i32
          %mm = arith.muli %pi, %m : i32
          %s7 = arith.constant 7 : i32
          %v = arith.shrsi %mm, %s7 : i32
          memref.store %v, %n[%i, %k, %j] : memref<4x4x8xi32>
        }
      }
      scf.for %r = %c0 to %c2 step %c1 {
        scf.for %j = %c0 to %c8 step %c1 {
          %q0 = arith.muli %r, %c8 : index
          %q1 = arith.addi %q0, %j : index
          %qi = arith.index_cast %q1 : index to i32
          %qf = arith.sitofp %qi : i32 to f16
          %quarter = arith.constant 0.25 : f16
          %if = arith.sitofp %ii : i32 to f16
          %m = arith.mulf %qf, %quarter : f16
          %v = arith.subf %m, %if : f16
          memref.store %v, %h[%i, %r, %j] : memref<4x2x8xf16>
        }
      }
    }
    gpu.launch_func @kernels::@calls blocks in (%c2, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%x : memref<4x16xf32>, %n : memref<4x4x8xi32>, %h : memref<4x2x8xf16>,
             %of : memref<4x16xf32>, %on : memref<4x4x8xi32>, %oh : memref<4x2x8xf16>)
    scf.for %i = %c0 to %c4 step %c1 {
      %v = vector.load %of[%i, %c0] : memref<4x16xf32>, vector<16xf32>
      vector.print str "axpb: "
      vector.print %v : vector<16xf32>
      scf.for %k = %c0 to %c4 step %c1 {
        %s = vector.load %on[%i, %k, %c0] : memref<4x4x8xi32>, vector<8xi32>
        vector.print str "sorted: "
        vector.print %s : vector<8xi32>
      }
      scf.for %r = %c0 to %c2 step %c1 {
        %l = vector.load %oh[%i, %r, %c0] : memref<4x2x8xf16>, vector<8xf16>
        %lb = vector.bitcast %l : vector<8xf16> to vector<8xi16>
        vector.print str "bits f16: lerp "
        vector.print %lb : vector<8xi16>
      }
    }
    return
  }
}
