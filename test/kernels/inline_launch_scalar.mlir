// Host code in the style of llvm-project's mlir/test/Integration/GPU tests:
// kernels written inline as `gpu.launch blocks(..) threads(..)` regions in
// @main (no gpu.module), one element per thread with scalar memref.load /
// memref.store behind an `scf.if` bounds check. Three launches:
//  - saxpy-like y[i] = a * x[i] + y[i] + i on n = 100 f32 elements with
//    4 x 32 threads (28 threads idle), a captured host scalar `a`;
//  - a 2-D launch (grid 3 x 2, block 8 x 8) over a 13 x 21 i32 matrix:
//    out[r][c] = (r * 21 + c) * (r - c) from the region's block/thread ids
//    and block sizes, with both bounds checked;
//  - a 1-D launch writing i64 prefix flags from its grid size (%gx) and
//    the block id, all with `gpu.terminator`.
// The reference cannot take gpu.launch: stock mlir-opt's
// gpu-kernel-outlining outlines it first (the GenX route takes the source).
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %mlir-opt --gpu-kernel-outlining %s -o %t.outlined.mlir
// RUN: %kernel-reference %t.outlined.mlir > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c13 = arith.constant 13 : index
    %c21 = arith.constant 21 : index
    %c32 = arith.constant 32 : index
    %c100 = arith.constant 100 : index
    %x = memref.alloc() : memref<100xf32>
    %y = memref.alloc() : memref<100xf32>
    %m = memref.alloc() : memref<13x21xi32>
    %fl = memref.alloc() : memref<5x3xi64>
    // x[i] = (i mod 17) * 0.25 - 2, y[i] = 3 - i / 8 (exact in f32)
    scf.for %i = %c0 to %c100 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %c17 = arith.constant 17 : i32
      %r = arith.remui %ii, %c17 : i32
      %rf = arith.sitofp %r : i32 to f32
      %q = arith.constant 0.25 : f32
      %two = arith.constant 2.0 : f32
      %xv0 = arith.mulf %rf, %q : f32
      %xv = arith.subf %xv0, %two : f32
      memref.store %xv, %x[%i] : memref<100xf32>
      %if = arith.sitofp %ii : i32 to f32
      %e = arith.constant 0.125 : f32
      %three = arith.constant 3.0 : f32
      %yv0 = arith.mulf %if, %e : f32
      %yv = arith.subf %three, %yv0 : f32
      memref.store %yv, %y[%i] : memref<100xf32>
    }
    // sentinels: out of bounds writes would show
    %sent = arith.constant -7 : i32
    scf.for %r = %c0 to %c13 step %c1 {
      scf.for %c = %c0 to %c21 step %c1 {
        memref.store %sent, %m[%r, %c] : memref<13x21xi32>
      }
    }
    %s64 = arith.constant -1 : i64
    scf.for %r = %c0 to %c5 step %c1 {
      scf.for %c = %c0 to %c3 step %c1 {
        memref.store %s64, %fl[%r, %c] : memref<5x3xi64>
      }
    }
    %a = arith.constant -1.5 : f32
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %sx : index
      %i = arith.addi %base, %tx : index
      %n = memref.dim %x, %c0 : memref<100xf32>
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %xv = memref.load %x[%i] : memref<100xf32>
        %yv = memref.load %y[%i] : memref<100xf32>
        %p = arith.mulf %a, %xv : f32
        %s = arith.addf %p, %yv : f32
        %ii = arith.index_cast %i : index to i32
        %if = arith.sitofp %ii : i32 to f32
        %r = arith.addf %s, %if : f32
        memref.store %r, %y[%i] : memref<100xf32>
      }
      gpu.terminator
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c2, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c8, %sz = %c1) {
      %c0_ = arith.constant 0 : index
      %c1_ = arith.constant 1 : index
      %col0 = arith.muli %bx, %sx : index
      %col = arith.addi %col0, %tx : index
      %row0 = arith.muli %by, %sy : index
      %row = arith.addi %row0, %ty : index
      %nr = memref.dim %m, %c0_ : memref<13x21xi32>
      %nc = memref.dim %m, %c1_ : memref<13x21xi32>
      %okr = arith.cmpi slt, %row, %nr : index
      %okc = arith.cmpi slt, %col, %nc : index
      %ok = arith.andi %okr, %okc : i1
      scf.if %ok {
        %lin0 = arith.muli %row, %nc : index
        %lin = arith.addi %lin0, %col : index
        %d = arith.subi %row, %col : index
        %v = arith.muli %lin, %d : index
        %vi = arith.index_cast %v : index to i32
        memref.store %vi, %m[%row, %col] : memref<13x21xi32>
      }
      gpu.terminator
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c5, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c3, %sy = %c1, %sz = %c1) {
      %le = arith.cmpi ule, %tx, %bx : index
      %f = scf.if %le -> (i64) {
        %g = arith.index_cast %gx : index to i64
        %b = arith.index_cast %bx : index to i64
        %t = arith.index_cast %tx : index to i64
        %k = arith.constant 1000 : i64
        %v0 = arith.muli %g, %k : i64
        %v1 = arith.muli %b, %b : i64
        %v2 = arith.addi %v0, %v1 : i64
        %v = arith.subi %v2, %t : i64
        scf.yield %v : i64
      } else {
        %z = arith.constant 0 : i64
        scf.yield %z : i64
      }
      memref.store %f, %fl[%bx, %tx] : memref<5x3xi64>
      gpu.terminator
    }
    %yv = vector.load %y[%c0] : memref<100xf32>, vector<100xf32>
    vector.print str "y: "
    vector.print %yv : vector<100xf32>
    %yb = vector.bitcast %yv : vector<100xf32> to vector<100xi32>
    vector.print str "bits f32: y: "
    vector.print %yb : vector<100xi32>
    scf.for %r = %c0 to %c13 step %c1 {
      %row = vector.load %m[%r, %c0] : memref<13x21xi32>, vector<21xi32>
      vector.print str "m row: "
      vector.print %row : vector<21xi32>
    }
    scf.for %r = %c0 to %c5 step %c1 {
      %row = vector.load %fl[%r, %c0] : memref<5x3xi64>, vector<3xi64>
      vector.print str "flags: "
      vector.print %row : vector<3xi64>
    }
    memref.dealloc %x : memref<100xf32>
    memref.dealloc %y : memref<100xf32>
    memref.dealloc %m : memref<13x21xi32>
    memref.dealloc %fl : memref<5x3xi64>
    return
  }
}
