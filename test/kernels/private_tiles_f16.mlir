// (1) Collatz step counts with scf.while on i64 (per thread 4 seeds, scalar
// memref loads, scf.if on parity inside the loop), the peak value tracked
// with arith.maxui, the count stored as i16 via trunci; (2) native f16 math
// (no extension): math.exp, math.sqrt, math.log1p, math.powf, math.erf,
// math.absf, arith.minnumf on vector<8xf16>, and uitofp/fptoui round trips
// on i8; private scratch via memref.alloca.
// TOLERANCE: rel 4e-3 abs 1e-3
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @collatz(%seeds: memref<32xi64>, %steps: memref<32xi16>, %peak: memref<32xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %g0 = arith.muli %b, %bd : index
      %g = arith.addi %g0, %t : index
      %base = arith.muli %g, %c4 : index
      scf.for %k = %c0 to %c4 step %c1 {
        %i = arith.addi %base, %k : index
        %s = memref.load %seeds[%i] : memref<32xi64>
        %z = arith.constant 0 : i64
        %one = arith.constant 1 : i64
        %r:3 = scf.while (%x = %s, %n = %z, %p = %s) : (i64, i64, i64) -> (i64, i64, i64) {
          %gt = arith.cmpi ugt, %x, %one : i64
          scf.condition(%gt) %x, %n, %p : i64, i64, i64
        } do {
        ^bb0(%x: i64, %n: i64, %p: i64):
          %lsb = arith.andi %x, %one : i64
          %odd = arith.cmpi eq, %lsb, %one : i64
          %nx = scf.if %odd -> i64 {
            %three = arith.constant 3 : i64
            %m = arith.muli %x, %three : i64
            %a = arith.addi %m, %one : i64
            scf.yield %a : i64
          } else {
            %h = arith.shrui %x, %one : i64
            scf.yield %h : i64
          }
          %n1 = arith.addi %n, %one : i64
          %p1 = arith.maxui %p, %nx : i64
          scf.yield %nx, %n1, %p1 : i64, i64, i64
        }
        %n16 = arith.trunci %r#1 : i64 to i16
        memref.store %n16, %steps[%i] : memref<32xi16>
        memref.store %r#2, %peak[%i] : memref<32xi64>
      }
      gpu.return
    }
    gpu.func @hmath(%x: memref<32xf16>, %o: memref<8x32xf16>, %q: memref<32xi8>) kernel {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %t = gpu.thread_id x
      %i = arith.muli %t, %c8 : index
      %scratch = memref.alloca() : memref<8x8xf16>
      %v = vector.load %x[%i] : memref<32xf16>, vector<8xf16>
      %a = math.absf %v : vector<8xf16>
      %e = math.exp %v : vector<8xf16>
      %s = math.sqrt %a : vector<8xf16>
      %l = math.log1p %a : vector<8xf16>
      %p2 = arith.constant dense<2.5> : vector<8xf16>
      %pw = math.powf %a, %p2 : vector<8xf16>
      %er = math.erf %v : vector<8xf16>
      %cap = arith.constant dense<4.0> : vector<8xf16>
      %mn = arith.minnumf %e, %cap : vector<8xf16>
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      vector.store %e, %scratch[%c0, %c0] : memref<8x8xf16>, vector<8xf16>
      vector.store %s, %scratch[%c1, %c0] : memref<8x8xf16>, vector<8xf16>
      vector.store %l, %scratch[%c2, %c0] : memref<8x8xf16>, vector<8xf16>
      vector.store %pw, %scratch[%c3, %c0] : memref<8x8xf16>, vector<8xf16>
      vector.store %er, %scratch[%c4, %c0] : memref<8x8xf16>, vector<8xf16>
      vector.store %mn, %scratch[%c5, %c0] : memref<8x8xf16>, vector<8xf16>
      vector.store %a, %scratch[%c6, %c0] : memref<8x8xf16>, vector<8xf16>
      %sum = arith.addf %e, %er : vector<8xf16>
      vector.store %sum, %scratch[%c7, %c0] : memref<8x8xf16>, vector<8xf16>
      %padh = arith.constant 0.0 : f16
      %all = vector.transfer_read %scratch[%c0, %c0], %padh {in_bounds = [true, true]} : memref<8x8xf16>, vector<8x8xf16>
      vector.transfer_write %all, %o[%c0, %i] {in_bounds = [true, true]} : vector<8x8xf16>, memref<8x32xf16>
      %sc = arith.constant dense<20.0> : vector<8xf16>
      %y = arith.mulf %mn, %sc : vector<8xf16>
      %u = arith.fptoui %y : vector<8xf16> to vector<8xi8>
      %back = arith.uitofp %u : vector<8xi8> to vector<8xf16>
      %d = arith.subf %y, %back : vector<8xf16>
      %hun = arith.constant dense<100.0> : vector<8xf16>
      %dd = arith.mulf %d, %hun : vector<8xf16>
      %di = arith.fptosi %dd : vector<8xf16> to vector<8xi8>
      %r = arith.xori %u, %di : vector<8xi8>
      vector.store %r, %q[%i] : memref<32xi8>, vector<8xi8>
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
    %c32 = arith.constant 32 : index
    %seeds = memref.alloc() : memref<32xi64>
    %steps = memref.alloc() : memref<32xi16>
    %peak = memref.alloc() : memref<32xi64>
    scf.for %i = %c0 to %c32 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %m = arith.constant 977 : i64
      %v = arith.muli %ii, %m : i64
      %one = arith.constant 1 : i64
      %w = arith.addi %v, %one : i64
      memref.store %w, %seeds[%i] : memref<32xi64>
    }
    %big = arith.constant 837799 : i64
    memref.store %big, %seeds[%c4] : memref<32xi64>
    gpu.launch_func @kernels::@collatz blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%seeds : memref<32xi64>, %steps : memref<32xi16>, %peak : memref<32xi64>)
    scf.for %i = %c0 to %c32 step %c16 {
      %s = vector.load %steps[%i] : memref<32xi16>, vector<16xi16>
      vector.print str "steps: "
      vector.print %s : vector<16xi16>
      %p = vector.load %peak[%i] : memref<32xi64>, vector<16xi64>
      vector.print str "peak: "
      vector.print %p : vector<16xi64>
    }
    %x = memref.alloc() : memref<32xf16>
    %o = memref.alloc() : memref<8x32xf16>
    %q = memref.alloc() : memref<32xi8>
    scf.for %i = %c0 to %c32 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %c12 = arith.constant 12.0 : f32
      %d = arith.subf %f, %c12 : f32
      %s = arith.constant 0.1875 : f32
      %v = arith.mulf %d, %s : f32
      %h = arith.truncf %v : f32 to f16
      memref.store %h, %x[%i] : memref<32xf16>
    }
    gpu.launch_func @kernels::@hmath blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%x : memref<32xf16>, %o : memref<8x32xf16>, %q : memref<32xi8>)
    scf.for %r = %c0 to %c8 step %c1 {
      scf.for %i = %c0 to %c32 step %c16 {
        %v = vector.load %o[%r, %i] : memref<8x32xf16>, vector<16xf16>
        vector.print str "h: "
        vector.print %v : vector<16xf16>
      }
    }
    scf.for %i = %c0 to %c32 step %c16 {
      %v = vector.load %q[%i] : memref<32xi8>, vector<16xi8>
      vector.print str "q: "
      vector.print %v : vector<16xi8>
    }
    return
  }
}
