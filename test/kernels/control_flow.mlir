// Control flow inside a kernel as scf-to-cf or a front end leaves it: the
// kernel body is a CFG of blocks with arguments (cf.br / cf.cond_br): an
// element loop written as blocks, a Euclid gcd loop (back edge carrying two
// i32), a branch on the thread's parity whose targets take vector block
// arguments; inside a block an scf.while (Collatz step count, data-dependent
// trip count up to 118), an scf.for carrying two vectors in iter_args
// (Horner polynomial and a running max), and scf.index_switch on the thread
// id yielding a vector. Grid 4 x 4 threads, 4 elements per thread.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @flow(%x: memref<64xi32>, %y: memref<64xi32>, %steps: memref<64xi32>, %gcd: memref<64xi32>,
                   %poly: memref<16x16xf32>, %mx: memref<16x16xi32>, %sw: memref<16x16xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %g = gpu.global_id x
      %base = arith.muli %g, %c4 : index
      cf.br ^elt(%c0 : index)
    ^elt(%k: index):
      %more = arith.cmpi ult, %k, %c4 : index
      cf.cond_br %more, ^work, ^after
    ^work:
      %i = arith.addi %base, %k : index
      %a = memref.load %x[%i] : memref<64xi32>
      %b = memref.load %y[%i] : memref<64xi32>
      %one = arith.constant 1 : i32
      %zero = arith.constant 0 : i32
      %res:2 = scf.while (%n = %a, %cnt = %zero) : (i32, i32) -> (i32, i32) {
        %go = arith.cmpi ne, %n, %one : i32
        scf.condition(%go) %n, %cnt : i32, i32
      } do {
      ^bb0(%n: i32, %cnt: i32):
        %odd = arith.andi %n, %one : i32
        %isodd = arith.cmpi ne, %odd, %zero : i32
        %three = arith.constant 3 : i32
        %t3 = arith.muli %n, %three : i32
        %t31 = arith.addi %t3, %one : i32
        %half = arith.shrui %n, %one : i32
        %nn = arith.select %isodd, %t31, %half : i32
        %c2 = arith.addi %cnt, %one : i32
        scf.yield %nn, %c2 : i32, i32
      }
      memref.store %res#1, %steps[%i] : memref<64xi32>
      cf.br ^gcd(%a, %b : i32, i32)
    ^gcd(%p: i32, %q: i32):
      %qz = arith.cmpi eq, %q, %zero : i32
      cf.cond_br %qz, ^gdone(%p : i32), ^gstep
    ^gstep:
      %r = arith.remui %p, %q : i32
      cf.br ^gcd(%q, %r : i32, i32)
    ^gdone(%gv: i32):
      memref.store %gv, %gcd[%i] : memref<64xi32>
      %k1 = arith.addi %k, %c1 : index
      cf.br ^elt(%k1 : index)
    ^after:
      // Horner: p(x) = ((((6x + 5)x + 4)x + 3)x + 2)x + 1, x = j/2 - 4 + g/8
      %step = vector.step : vector<16xindex>
      %gi = vector.broadcast %g : index to vector<16xindex>
      %s8 = arith.constant dense<8> : vector<16xindex>
      %gs = arith.muli %gi, %s8 : vector<16xindex>
      %s4 = arith.constant dense<4> : vector<16xindex>
      %ix = arith.addi %step, %step : vector<16xindex>
      %ix2 = arith.addi %ix, %ix : vector<16xindex>
      %ixg = arith.addi %ix2, %gi : vector<16xindex>
      %ixi = arith.index_cast %ixg : vector<16xindex> to vector<16xi32>
      %xf = arith.sitofp %ixi : vector<16xi32> to vector<16xf32>
      %eighth = arith.constant dense<0.125> : vector<16xf32>
      %four = arith.constant dense<4.0> : vector<16xf32>
      %x0 = arith.mulf %xf, %eighth : vector<16xf32>
      %xv = arith.subf %x0, %four : vector<16xf32>
      %init = arith.constant dense<6.0> : vector<16xf32>
      %m0 = arith.constant dense<-2147483648> : vector<16xi32>
      %c6 = arith.constant 6 : index
      %hv:2 = scf.for %d = %c1 to %c6 step %c1 iter_args(%acc = %init, %m = %m0) -> (vector<16xf32>, vector<16xi32>) {
        %mul = arith.mulf %acc, %xv : vector<16xf32>
        %ci = arith.subi %c6, %d : index
        %cii = arith.index_cast %ci : index to i32
        %cf = arith.sitofp %cii : i32 to f32
        %cv = vector.broadcast %cf : f32 to vector<16xf32>
        %acc2 = arith.addf %mul, %cv : vector<16xf32>
        %ai = arith.fptosi %acc2 : vector<16xf32> to vector<16xi32>
        %m2 = arith.maxsi %m, %ai : vector<16xi32>
        scf.yield %acc2, %m2 : vector<16xf32>, vector<16xi32>
      }
      vector.store %hv#0, %poly[%g, %c0] : memref<16x16xf32>, vector<16xf32>
      %t = gpu.thread_id x
      %sv = scf.index_switch %t -> vector<16xi32>
      case 0 {
        scf.yield %hv#1 : vector<16xi32>
      }
      case 2 {
        %neg = arith.constant dense<0> : vector<16xi32>
        %n = arith.subi %neg, %hv#1 : vector<16xi32>
        scf.yield %n : vector<16xi32>
      }
      case 3 {
        %sv3 = arith.index_cast %ixg : vector<16xindex> to vector<16xi32>
        scf.yield %sv3 : vector<16xi32>
      }
      default {
        %d = arith.constant dense<7> : vector<16xi32>
        scf.yield %d : vector<16xi32>
      }
      %gi32 = arith.index_cast %g : index to i32
      %three = arith.constant 3 : i32
      %gm3 = arith.remui %gi32, %three : i32
      %zz = arith.constant 0 : i32
      %isz = arith.cmpi eq, %gm3, %zz : i32
      cf.cond_br %isz, ^even(%sv, %hv#1 : vector<16xi32>, vector<16xi32>), ^odd(%hv#1 : vector<16xi32>)
    ^even(%e1: vector<16xi32>, %e2: vector<16xi32>):
      %xr = arith.xori %e1, %e2 : vector<16xi32>
      cf.br ^end(%xr : vector<16xi32>)
    ^odd(%o1: vector<16xi32>):
      vector.store %sv, %sw[%g, %c0] : memref<16x16xi32>, vector<16xi32>
      cf.br ^end(%o1 : vector<16xi32>)
    ^end(%fin: vector<16xi32>):
      vector.store %fin, %mx[%g, %c0] : memref<16x16xi32>, vector<16xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %x = memref.alloc() : memref<64xi32>
    %y = memref.alloc() : memref<64xi32>
    %steps = memref.alloc() : memref<64xi32>
    %gcd = memref.alloc() : memref<64xi32>
    %poly = memref.alloc() : memref<16x16xf32>
    %mx = memref.alloc() : memref<16x16xi32>
    %sw = memref.alloc() : memref<16x16xi32>
    // x[i] = (37 i + 5) mod 97 + 1 (1..97; x[3] = 27, x[4] = 64 a power of 2),
    // y[i] = 12 i mod 60 (0 every fifth element: gcd(a, 0) = a)
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %c37 = arith.constant 37 : i32
      %c5 = arith.constant 5 : i32
      %c97 = arith.constant 97 : i32
      %one = arith.constant 1 : i32
      %m = arith.muli %ii, %c37 : i32
      %m5 = arith.addi %m, %c5 : i32
      %r = arith.remui %m5, %c97 : i32
      %v = arith.addi %r, %one : i32
      memref.store %v, %x[%i] : memref<64xi32>
      %c12 = arith.constant 12 : i32
      %c60 = arith.constant 60 : i32
      %m12 = arith.muli %ii, %c12 : i32
      %w = arith.remui %m12, %c60 : i32
      memref.store %w, %y[%i] : memref<64xi32>
      %m1 = arith.constant -1 : i32
      scf.for %j = %c0 to %c16 step %c1 {
        %cond = arith.cmpi ult, %i, %c16 : index
        scf.if %cond {
          memref.store %m1, %sw[%i, %j] : memref<16x16xi32>
        }
      }
    }
    %c3 = arith.constant 3 : index
    %c27 = arith.constant 27 : i32
    %c64i = arith.constant 64 : i32
    memref.store %c27, %x[%c3] : memref<64xi32>
    memref.store %c64i, %x[%c4] : memref<64xi32>
    gpu.launch_func @kernels::@flow blocks in (%c4, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%x : memref<64xi32>, %y : memref<64xi32>, %steps : memref<64xi32>, %gcd : memref<64xi32>,
             %poly : memref<16x16xf32>, %mx : memref<16x16xi32>, %sw : memref<16x16xi32>)
    scf.for %i = %c0 to %c64 step %c16 {
      %v = vector.load %steps[%i] : memref<64xi32>, vector<16xi32>
      vector.print str "steps: "
      vector.print %v : vector<16xi32>
      %w = vector.load %gcd[%i] : memref<64xi32>, vector<16xi32>
      vector.print str "gcd: "
      vector.print %w : vector<16xi32>
    }
    scf.for %i = %c0 to %c16 step %c1 {
      %p = vector.load %poly[%i, %c0] : memref<16x16xf32>, vector<16xf32>
      vector.print str "poly: "
      vector.print %p : vector<16xf32>
      %m = vector.load %mx[%i, %c0] : memref<16x16xi32>, vector<16xi32>
      vector.print str "mx: "
      vector.print %m : vector<16xi32>
      %s = vector.load %sw[%i, %c0] : memref<16x16xi32>, vector<16xi32>
      vector.print str "sw: "
      vector.print %s : vector<16xi32>
    }
    return
  }
}
