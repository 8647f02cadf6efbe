// gpu.all_reduce with every built-in operation over a 3-D block of 5x3x2
// threads (2 blocks, data depending on the block): add, mul, minui, maxui,
// minsi, maxsi, and, or, xor on i32 (INT_MIN / INT_MAX among the values,
// wrapping sums and products); add, mul, minimumf, maximumf, minnumf,
// maxnumf on f32 with signed zeros (minimumf gives -0, maximumf +0), a NaN
// (minimumf / maximumf propagate it, minnumf / maxnumf skip it) and
// infinities; region-form reductions: f64 add, i64 maxui written as
// cmpi + select (two ops in the region), plus i64 add with the built-in op.
// Mixed uniform / non-uniform forms. Every thread stores what it received;
// the host prints thread 0's values and how many threads disagree with it.
// (minnumf / maxnumf are only used where no +0 / -0 tie can decide the
// result, which would be unspecified.)
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// lin = tx + 5 ty + 15 tz (0..29), b = block: i32 v = ((37 lin^2 + 11 b) mod
// 101) - 50 except v(13) = INT_MIN + b, v(22) = INT_MAX - b; m = lin + 1 + b
// for mul. f32: f = 0.25 lin - 3 (add); p = 2 at lin % 7 == 0, -0.5 at
// lin % 7 == 3, -1 at lin 29 when b = 1, else 1 (mul); a = 0.5 (lin + 1)
// with a(7) = -0, a(11) = +0 (minimumf, maximumf; also of -a); n = lin -
// 10.5 + b with NaN at lin 4 (all four kinds); c = lin with -inf at 20, inf
// at 21 (minnumf / maxnumf). f64 d = 1e10 lin + 0.5 b; i64 e = lin 2^40 +
// b, and e(5) = -1 for maxui. Expected values by a few lines of Python over
// the same formulas:
// CHECK: block 0 i32: ( -8, 1409286144, 4, -3, -2147483648, 2147483647, 0, -1, -56 )
// CHECK-NEXT: block 0 f32: ( 18.75, 2, -0, 15, 0, -15, -10.5, 18.5, nan, nan, -inf, inf, -8, 1.40929e+09 )
// CHECK-NEXT: block 0 i64/f64: ( 478287558082560, -1, 4796235203894837248 )
// CHECK-NEXT: block 0 disagree: 0
// CHECK: block 1 i32: ( 98, 738197504, 4, -2, -2147483647, 2147483646, 0, -1, 48 )
// CHECK-NEXT: block 1 f32: ( 18.75, -2, -0, 15, 0, -15, -9.5, 19.5, nan, nan, -inf, inf, 98, 7.38198e+08 )
// CHECK-NEXT: block 1 i64/f64: ( 478287558082590, -1, 4796235203894867968 )
// CHECK-NEXT: block 1 disagree: 0

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kinds(%oi: memref<2x30x9xi32>, %of: memref<2x30x14xf32>, %ol: memref<2x30x3xi64>) kernel {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %b = gpu.block_id x
      %c5 = arith.constant 5 : index
      %c15 = arith.constant 15 : index
      %y5 = arith.muli %ty, %c5 : index
      %z15 = arith.muli %tz, %c15 : index
      %l0 = arith.addi %tx, %y5 : index
      %lin = arith.addi %l0, %z15 : index
      %li = arith.index_cast %lin : index to i32
      %bi = arith.index_cast %b : index to i32
      %c0i = arith.constant 0 : i32
      %c1i = arith.constant 1 : i32
      %c3i = arith.constant 3 : i32
      %c4i = arith.constant 4 : i32
      %c7i = arith.constant 7 : i32
      %c11i = arith.constant 11 : i32
      %c13i = arith.constant 13 : i32
      %c20i = arith.constant 20 : i32
      %c21i = arith.constant 21 : i32
      %c22i = arith.constant 22 : i32
      %c29i = arith.constant 29 : i32
      %c37i = arith.constant 37 : i32
      %c50i = arith.constant 50 : i32
      %c101i = arith.constant 101 : i32
      %imin = arith.constant -2147483648 : i32
      %imax = arith.constant 2147483647 : i32
      // i32 data
      %sq = arith.muli %li, %li : i32
      %s37 = arith.muli %sq, %c37i : i32
      %b11 = arith.muli %bi, %c11i : i32
      %s = arith.addi %s37, %b11 : i32
      %r = arith.remui %s, %c101i : i32
      %v0 = arith.subi %r, %c50i : i32
      %is13 = arith.cmpi eq, %li, %c13i : i32
      %is22 = arith.cmpi eq, %li, %c22i : i32
      %vmin = arith.addi %imin, %bi : i32
      %vmax = arith.subi %imax, %bi : i32
      %v1 = arith.select %is13, %vmin, %v0 : i32
      %v = arith.select %is22, %vmax, %v1 : i32
      %m0 = arith.addi %li, %c1i : i32
      %m = arith.addi %m0, %bi : i32
      %radd = gpu.all_reduce add %v uniform {} : (i32) -> (i32)
      %rmul = gpu.all_reduce mul %m {} : (i32) -> (i32)
      %rminui = gpu.all_reduce minui %v uniform {} : (i32) -> (i32)
      %rmaxui = gpu.all_reduce maxui %v {} : (i32) -> (i32)
      %rminsi = gpu.all_reduce minsi %v uniform {} : (i32) -> (i32)
      %rmaxsi = gpu.all_reduce maxsi %v {} : (i32) -> (i32)
      %rand = gpu.all_reduce and %v uniform {} : (i32) -> (i32)
      %ror = gpu.all_reduce or %v {} : (i32) -> (i32)
      %rxor = gpu.all_reduce xor %v uniform {} : (i32) -> (i32)
      %ci0 = arith.constant 0 : index
      %ci1 = arith.constant 1 : index
      %ci2 = arith.constant 2 : index
      %ci3 = arith.constant 3 : index
      %ci4 = arith.constant 4 : index
      %ci5 = arith.constant 5 : index
      %ci6 = arith.constant 6 : index
      %ci7 = arith.constant 7 : index
      %ci8 = arith.constant 8 : index
      %ci9 = arith.constant 9 : index
      %ci10 = arith.constant 10 : index
      %ci11 = arith.constant 11 : index
      %ci12 = arith.constant 12 : index
      %ci13 = arith.constant 13 : index
      memref.store %radd, %oi[%b, %lin, %ci0] : memref<2x30x9xi32>
      memref.store %rmul, %oi[%b, %lin, %ci1] : memref<2x30x9xi32>
      memref.store %rminui, %oi[%b, %lin, %ci2] : memref<2x30x9xi32>
      memref.store %rmaxui, %oi[%b, %lin, %ci3] : memref<2x30x9xi32>
      memref.store %rminsi, %oi[%b, %lin, %ci4] : memref<2x30x9xi32>
      memref.store %rmaxsi, %oi[%b, %lin, %ci5] : memref<2x30x9xi32>
      memref.store %rand, %oi[%b, %lin, %ci6] : memref<2x30x9xi32>
      memref.store %ror, %oi[%b, %lin, %ci7] : memref<2x30x9xi32>
      memref.store %rxor, %oi[%b, %lin, %ci8] : memref<2x30x9xi32>

      // f32 data
      %lf = arith.sitofp %li : i32 to f32
      %bf = arith.sitofp %bi : i32 to f32
      %q = arith.constant 0.25 : f32
      %f3 = arith.constant 3.0 : f32
      %fq = arith.mulf %lf, %q : f32
      %f = arith.subf %fq, %f3 : f32
      %mod7 = arith.remui %li, %c7i : i32
      %m70 = arith.cmpi eq, %mod7, %c0i : i32
      %m73 = arith.cmpi eq, %mod7, %c3i : i32
      %is29 = arith.cmpi eq, %li, %c29i : i32
      %b1 = arith.cmpi eq, %bi, %c1i : i32
      %neg29 = arith.andi %is29, %b1 : i1
      %one = arith.constant 1.0 : f32
      %mone = arith.constant -1.0 : f32
      %two = arith.constant 2.0 : f32
      %mhalf = arith.constant -0.5 : f32
      %half = arith.constant 0.5 : f32
      %p0 = arith.select %neg29, %mone, %one : f32
      %p1 = arith.select %m73, %mhalf, %p0 : f32
      %p = arith.select %m70, %two, %p1 : f32
      %fadd = gpu.all_reduce add %f uniform {} : (f32) -> (f32)
      %fmul = gpu.all_reduce mul %p {} : (f32) -> (f32)
      %pz = arith.constant 0.0 : f32
      %nz = arith.constant -0.0 : f32
      %is7 = arith.cmpi eq, %li, %c7i : i32
      %is11 = arith.cmpi eq, %li, %c11i : i32
      %l1 = arith.addf %lf, %one : f32
      %a0 = arith.mulf %l1, %half : f32
      %a1 = arith.select %is11, %pz, %a0 : f32
      %a = arith.select %is7, %nz, %a1 : f32
      %na = arith.negf %a : f32
      %amin = gpu.all_reduce minimumf %a uniform {} : (f32) -> (f32)
      %amax = gpu.all_reduce maximumf %a {} : (f32) -> (f32)
      %namax = gpu.all_reduce maximumf %na uniform {} : (f32) -> (f32)
      %namin = gpu.all_reduce minimumf %na {} : (f32) -> (f32)
      %nan = arith.constant 0x7FC00000 : f32
      %tenh = arith.constant 10.5 : f32
      %is4 = arith.cmpi eq, %li, %c4i : i32
      %n0 = arith.subf %lf, %tenh : f32
      %n1 = arith.addf %n0, %bf : f32
      %n = arith.select %is4, %nan, %n1 : f32
      %nminnum = gpu.all_reduce minnumf %n uniform {} : (f32) -> (f32)
      %nmaxnum = gpu.all_reduce maxnumf %n {} : (f32) -> (f32)
      %nmin = gpu.all_reduce minimumf %n uniform {} : (f32) -> (f32)
      %nmax = gpu.all_reduce maximumf %n {} : (f32) -> (f32)
      %ninf = arith.constant 0xFF800000 : f32
      %pinf = arith.constant 0x7F800000 : f32
      %is20 = arith.cmpi eq, %li, %c20i : i32
      %is21 = arith.cmpi eq, %li, %c21i : i32
      %cc0 = arith.select %is20, %ninf, %lf : f32
      %cc = arith.select %is21, %pinf, %cc0 : f32
      %cmin = gpu.all_reduce minnumf %cc uniform {} : (f32) -> (f32)
      %cmax = gpu.all_reduce maxnumf %cc {} : (f32) -> (f32)
      memref.store %fadd, %of[%b, %lin, %ci0] : memref<2x30x14xf32>
      memref.store %fmul, %of[%b, %lin, %ci1] : memref<2x30x14xf32>
      memref.store %amin, %of[%b, %lin, %ci2] : memref<2x30x14xf32>
      memref.store %amax, %of[%b, %lin, %ci3] : memref<2x30x14xf32>
      memref.store %namax, %of[%b, %lin, %ci4] : memref<2x30x14xf32>
      memref.store %namin, %of[%b, %lin, %ci5] : memref<2x30x14xf32>
      memref.store %nminnum, %of[%b, %lin, %ci6] : memref<2x30x14xf32>
      memref.store %nmaxnum, %of[%b, %lin, %ci7] : memref<2x30x14xf32>
      memref.store %nmin, %of[%b, %lin, %ci8] : memref<2x30x14xf32>
      memref.store %nmax, %of[%b, %lin, %ci9] : memref<2x30x14xf32>
      memref.store %cmin, %of[%b, %lin, %ci10] : memref<2x30x14xf32>
      memref.store %cmax, %of[%b, %lin, %ci11] : memref<2x30x14xf32>
      // Two spare slots: the i32 all_reduce results converted, as a check
      // that a value received from an all_reduce feeds further arithmetic.
      %raddf = arith.sitofp %radd : i32 to f32
      %rmulf = arith.uitofp %rmul : i32 to f32
      memref.store %raddf, %of[%b, %lin, %ci12] : memref<2x30x14xf32>
      memref.store %rmulf, %of[%b, %lin, %ci13] : memref<2x30x14xf32>

      // 64-bit data, region forms
      %l64 = arith.index_cast %lin : index to i64
      %b64 = arith.index_cast %b : index to i64
      %sh40 = arith.constant 40 : i64
      %e0 = arith.shli %l64, %sh40 : i64
      %e = arith.addi %e0, %b64 : i64
      %five = arith.constant 5 : i64
      %is5 = arith.cmpi eq, %l64, %five : i64
      %allones = arith.constant -1 : i64
      %eu = arith.select %is5, %allones, %e : i64
      %eadd = gpu.all_reduce add %e uniform {} : (i64) -> (i64)
      %emax = gpu.all_reduce %eu {
      ^bb0(%lhs: i64, %rhs: i64):
        %gt = arith.cmpi ugt, %lhs, %rhs : i64
        %sel = arith.select %gt, %lhs, %rhs : i64
        gpu.yield %sel : i64
      } : (i64) -> (i64)
      %lf64 = arith.sitofp %l64 : i64 to f64
      %bf64 = arith.sitofp %b64 : i64 to f64
      %e10 = arith.constant 1.0e10 : f64
      %h64 = arith.constant 0.5 : f64
      %d0 = arith.mulf %lf64, %e10 : f64
      %d1 = arith.mulf %bf64, %h64 : f64
      %d = arith.addf %d0, %d1 : f64
      %dsum = gpu.all_reduce %d uniform {
      ^bb0(%lhs: f64, %rhs: f64):
        %sum = arith.addf %lhs, %rhs : f64
        gpu.yield %sum : f64
      } : (f64) -> (f64)
      %dbits = arith.bitcast %dsum : f64 to i64
      memref.store %eadd, %ol[%b, %lin, %ci0] : memref<2x30x3xi64>
      memref.store %emax, %ol[%b, %lin, %ci1] : memref<2x30x3xi64>
      memref.store %dbits, %ol[%b, %lin, %ci2] : memref<2x30x3xi64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c30 = arith.constant 30 : index
    %oi = memref.alloc() : memref<2x30x9xi32>
    %of = memref.alloc() : memref<2x30x14xf32>
    %ol = memref.alloc() : memref<2x30x3xi64>
    gpu.launch_func @kernels::@kinds blocks in (%c2, %c1, %c1) threads in (%c5, %c3, %c2)
        args(%oi : memref<2x30x9xi32>, %of : memref<2x30x14xf32>, %ol : memref<2x30x3xi64>)
    scf.for %b = %c0 to %c2 step %c1 {
      %bb = arith.index_cast %b : index to i64
      %vi = vector.load %oi[%b, %c0, %c0] : memref<2x30x9xi32>, vector<9xi32>
      %vf = vector.load %of[%b, %c0, %c0] : memref<2x30x14xf32>, vector<14xf32>
      %vl = vector.load %ol[%b, %c0, %c0] : memref<2x30x3xi64>, vector<3xi64>
      vector.print str "block "
      vector.print %bb : i64 punctuation <no_punctuation>
      vector.print str " i32: "
      vector.print %vi : vector<9xi32>
      vector.print str "block "
      vector.print %bb : i64 punctuation <no_punctuation>
      vector.print str " f32: "
      vector.print %vf : vector<14xf32>
      vector.print str "block "
      vector.print %bb : i64 punctuation <no_punctuation>
      vector.print str " i64/f64: "
      vector.print %vl : vector<3xi64>
      %fb = vector.bitcast %vf : vector<14xf32> to vector<14xi32>
      %zero = arith.constant 0 : i64
      %bad = scf.for %t = %c1 to %c30 step %c1 iter_args(%acc = %zero) -> (i64) {
        %wi = vector.load %oi[%b, %t, %c0] : memref<2x30x9xi32>, vector<9xi32>
        %wf = vector.load %of[%b, %t, %c0] : memref<2x30x14xf32>, vector<14xf32>
        %wl = vector.load %ol[%b, %t, %c0] : memref<2x30x3xi64>, vector<3xi64>
        %wfb = vector.bitcast %wf : vector<14xf32> to vector<14xi32>
        %ni = arith.cmpi ne, %wi, %vi : vector<9xi32>
        %nf = arith.cmpi ne, %wfb, %fb : vector<14xi32>
        %nl = arith.cmpi ne, %wl, %vl : vector<3xi64>
        %ai = vector.reduction <or>, %ni : vector<9xi1> into i1
        %af = vector.reduction <or>, %nf : vector<14xi1> into i1
        %al = vector.reduction <or>, %nl : vector<3xi1> into i1
        %a1 = arith.ori %ai, %af : i1
        %a2 = arith.ori %a1, %al : i1
        %inc = arith.extui %a2 : i1 to i64
        %n = arith.addi %acc, %inc : i64
        scf.yield %n : i64
      }
      vector.print str "block "
      vector.print %bb : i64 punctuation <no_punctuation>
      vector.print str " disagree: "
      vector.print %bad : i64
      vector.print str "bits f32: "
      vector.print %fb : vector<14xi32>
    }
    memref.dealloc %oi : memref<2x30x9xi32>
    memref.dealloc %of : memref<2x30x14xf32>
    memref.dealloc %ol : memref<2x30x3xi64>
    return
  }
}
