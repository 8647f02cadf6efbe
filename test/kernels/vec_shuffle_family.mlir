// Lane permutations in one thread: vector.interleave of two halves (1-D i32
// and 2-D f32 rows), vector.deinterleave into even / odd lanes, a 12-lane
// vector.shuffle of x and 10 * vector.step with an arbitrary mask (repeats,
// lanes from both operands), extract_strided_slice of a 2-D 4x4 view
// (offsets [1, 1], sizes [2, 3]) and insert_strided_slice of it into a 4x6
// background at [2, 3] and of a 1-D slice into row 0 at [0, 1],
// vector.to_elements + vector.from_elements (reordered, plus a scalar),
// log-step prefix scans built from vector.shuffle with a fill operand
// (inclusive add with its total; exclusive maxsi with fill -100), a
// leading-dim vector.shuffle of 2-D f32 rows (from x and -x).
// (vector.scan is not here: the reference pipeline leaves it unlowered.)
// x[i] = ((5 i^2 + 3) mod 37) - 18, f[i] = (i mod 5) / 2 - 1 (as 4x4).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Computed by a few lines of Python over the same formulas:
// CHECK: interleave: ( -15, 9, -10, -17, 5, 4, -7, -2, -9, 2, -1, 16, 17, 3, 8, 0 )
// CHECK-NEXT: even: ( -15, 5, -9, 17, 9, 4, 2, 3 )
// CHECK-NEXT: odd: ( -10, -7, -1, 8, -17, -2, 16, 0 )
// CHECK-NEXT: shuffle: ( 150, -15, 10, -1, -1, 0, -7, 140, 2, -17, 90, -10 )
// CHECK-NEXT: elements: ( 17, -15, -9, 5, 77 )
// CHECK-NEXT: strided: ( -1, -15, 5, -9, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17, 8, -1, -1, -1, -17, 4, -2 )
// CHECK-NEXT: scan_inc: ( -15, -25, -20, -27, -36, -37, -20, -12, -3, -20, -16, -18, -16, 0, 3, 3 )
// CHECK-NEXT: total: 3
// CHECK-NEXT: scan_exc: ( -100, -15, -10, 5, 5, 5, 5, 17, 17, 17, 17, 17, 17, 17, 17, 17 )
// CHECK-NEXT: rows: ( 0, 0.5, 1, -1, -1, -0.5, 0, 0.5, -0.5, -1, 1, 0.5, 1, -1, -0.5, 0 )
// CHECK-NEXT: interleave2d: ( -1, 0.5, -0.5, 1, 0, -1, 0.5, -0.5, 1, 0, -1, 0.5, -0.5, 1, 0, -1 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @perm(%in: memref<16xi32>, %fin: memref<16xf32>, %out: memref<128xi32>, %fout: memref<64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c24 = arith.constant 24 : index
      %c32 = arith.constant 32 : index
      %c36 = arith.constant 36 : index
      %c48 = arith.constant 48 : index
      %c56 = arith.constant 56 : index
      %c80 = arith.constant 80 : index
      %c96 = arith.constant 96 : index
      %c100 = arith.constant 100 : index
      %x = vector.load %in[%c0] : memref<16xi32>, vector<16xi32>
      // interleave the two halves
      %lo = vector.extract_strided_slice %x {offsets = [0], sizes = [8], strides = [1]} : vector<16xi32> to vector<8xi32>
      %hi = vector.extract_strided_slice %x {offsets = [8], sizes = [8], strides = [1]} : vector<16xi32> to vector<8xi32>
      %il = vector.interleave %lo, %hi : vector<8xi32> -> vector<16xi32>
      vector.store %il, %out[%c0] : memref<128xi32>, vector<16xi32>
      %ev, %od = vector.deinterleave %x : vector<16xi32> -> vector<8xi32>
      vector.store %ev, %out[%c16] : memref<128xi32>, vector<8xi32>
      vector.store %od, %out[%c24] : memref<128xi32>, vector<8xi32>
      // shuffle with vector.step
      %st = vector.step : vector<16xindex>
      %sti = arith.index_cast %st : vector<16xindex> to vector<16xi32>
      %ten = arith.constant dense<10> : vector<16xi32>
      %s = arith.muli %sti, %ten : vector<16xi32>
      %sh = vector.shuffle %x, %s [31, 0, 17, 5, 5, 16, 3, 30, 12, 9, 25, 1] : vector<16xi32>, vector<16xi32>
      vector.store %sh, %out[%c32] : memref<128xi32>, vector<12xi32>
      // to_elements / from_elements
      %e4 = vector.extract_strided_slice %ev {offsets = [0], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
      %e:4 = vector.to_elements %e4 : vector<4xi32>
      %k77 = arith.constant 77 : i32
      %fe = vector.from_elements %e#3, %e#0, %e#2, %e#1, %k77 : vector<5xi32>
      vector.store %fe, %out[%c48] : memref<128xi32>, vector<5xi32>
      // 2-D strided slices
      %m = vector.shape_cast %x : vector<16xi32> to vector<4x4xi32>
      %ess = vector.extract_strided_slice %m {offsets = [1, 1], sizes = [2, 3], strides = [1, 1]} : vector<4x4xi32> to vector<2x3xi32>
      %bg = arith.constant dense<-1> : vector<4x6xi32>
      %ins1 = vector.insert_strided_slice %ess, %bg {offsets = [2, 3], strides = [1, 1]} : vector<2x3xi32> into vector<4x6xi32>
      %e3 = vector.extract_strided_slice %ev {offsets = [0], sizes = [3], strides = [1]} : vector<8xi32> to vector<3xi32>
      %ins2 = vector.insert_strided_slice %e3, %ins1 {offsets = [0, 1], strides = [1]} : vector<3xi32> into vector<4x6xi32>
      %insf = vector.shape_cast %ins2 : vector<4x6xi32> to vector<24xi32>
      vector.store %insf, %out[%c56] : memref<128xi32>, vector<24xi32>
      // prefix scans by log-step vector.shuffle (lanes shifted in from a fill)
      %zero = arith.constant dense<0> : vector<16xi32>
      %a1s = vector.shuffle %zero, %x [0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30] : vector<16xi32>, vector<16xi32>
      %a1 = arith.addi %x, %a1s : vector<16xi32>
      %a2s = vector.shuffle %zero, %a1 [0, 0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29] : vector<16xi32>, vector<16xi32>
      %a2 = arith.addi %a1, %a2s : vector<16xi32>
      %a4s = vector.shuffle %zero, %a2 [0, 0, 0, 0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27] : vector<16xi32>, vector<16xi32>
      %a4 = arith.addi %a2, %a4s : vector<16xi32>
      %a8s = vector.shuffle %zero, %a4 [0, 0, 0, 0, 0, 0, 0, 0, 16, 17, 18, 19, 20, 21, 22, 23] : vector<16xi32>, vector<16xi32>
      %inc = arith.addi %a4, %a8s : vector<16xi32>
      vector.store %inc, %out[%c80] : memref<128xi32>, vector<16xi32>
      %totv = vector.extract %inc[15] : i32 from vector<16xi32>
      memref.store %totv, %out[%c96] : memref<128xi32>
      %fill = arith.constant dense<-100> : vector<16xi32>
      %m1s = vector.shuffle %fill, %x [0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30] : vector<16xi32>, vector<16xi32>
      %m1 = arith.maxsi %x, %m1s : vector<16xi32>
      %m2s = vector.shuffle %fill, %m1 [0, 0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29] : vector<16xi32>, vector<16xi32>
      %m2 = arith.maxsi %m1, %m2s : vector<16xi32>
      %m4s = vector.shuffle %fill, %m2 [0, 0, 0, 0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27] : vector<16xi32>, vector<16xi32>
      %m4 = arith.maxsi %m2, %m4s : vector<16xi32>
      %m8s = vector.shuffle %fill, %m4 [0, 0, 0, 0, 0, 0, 0, 0, 16, 17, 18, 19, 20, 21, 22, 23] : vector<16xi32>, vector<16xi32>
      %mx = arith.maxsi %m4, %m8s : vector<16xi32>
      %exc = vector.shuffle %fill, %mx [0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30] : vector<16xi32>, vector<16xi32>
      vector.store %exc, %out[%c100] : memref<128xi32>, vector<16xi32>
      // 2-D f32: shuffle of rows, interleave of 2-D halves
      %f = vector.load %fin[%c0] : memref<16xf32>, vector<16xf32>
      %F = vector.shape_cast %f : vector<16xf32> to vector<4x4xf32>
      %neg = arith.negf %F : vector<4x4xf32>
      %rows = vector.shuffle %F, %neg [3, 0, 6, 1] : vector<4x4xf32>, vector<4x4xf32>
      %rowsf = vector.shape_cast %rows : vector<4x4xf32> to vector<16xf32>
      vector.store %rowsf, %fout[%c0] : memref<64xf32>, vector<16xf32>
      %top = vector.extract_strided_slice %F {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<4x4xf32> to vector<2x4xf32>
      %bot = vector.extract_strided_slice %F {offsets = [2, 0], sizes = [2, 4], strides = [1, 1]} : vector<4x4xf32> to vector<2x4xf32>
      %fil = vector.interleave %top, %bot : vector<2x4xf32> -> vector<2x8xf32>
      %filf = vector.shape_cast %fil : vector<2x8xf32> to vector<16xf32>
      vector.store %filf, %fout[%c36] : memref<64xf32>, vector<16xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %c36 = arith.constant 36 : index
    %c48 = arith.constant 48 : index
    %c56 = arith.constant 56 : index
    %c80 = arith.constant 80 : index
    %c96 = arith.constant 96 : index
    %c100 = arith.constant 100 : index
    %in = memref.alloc() : memref<16xi32>
    %fin = memref.alloc() : memref<16xf32>
    %out = memref.alloc() : memref<128xi32>
    %fout = memref.alloc() : memref<64xf32>
    %c3 = arith.constant 3 : i32
    %c5 = arith.constant 5 : i32
    %c18 = arith.constant 18 : i32
    %c37 = arith.constant 37 : i32
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    scf.for %i = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %t0 = arith.muli %ii, %ii : i32
      %t1 = arith.muli %t0, %c5 : i32
      %t2 = arith.addi %t1, %c3 : i32
      %t3 = arith.remsi %t2, %c37 : i32
      %t4 = arith.subi %t3, %c18 : i32
      memref.store %t4, %in[%i] : memref<16xi32>
      %r = arith.remsi %ii, %c5 : i32
      %rf = arith.sitofp %r : i32 to f32
      %g0 = arith.mulf %rf, %half : f32
      %g1 = arith.subf %g0, %one : f32
      memref.store %g1, %fin[%i] : memref<16xf32>
    }
    gpu.launch_func @kernels::@perm blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<16xi32>, %fin : memref<16xf32>, %out : memref<128xi32>, %fout : memref<64xf32>)
    %v0 = vector.load %out[%c0] : memref<128xi32>, vector<16xi32>
    vector.print str "interleave: "
    vector.print %v0 : vector<16xi32>
    %v1 = vector.load %out[%c16] : memref<128xi32>, vector<8xi32>
    vector.print str "even: "
    vector.print %v1 : vector<8xi32>
    %v2 = vector.load %out[%c24] : memref<128xi32>, vector<8xi32>
    vector.print str "odd: "
    vector.print %v2 : vector<8xi32>
    %v3 = vector.load %out[%c32] : memref<128xi32>, vector<12xi32>
    vector.print str "shuffle: "
    vector.print %v3 : vector<12xi32>
    %v4 = vector.load %out[%c48] : memref<128xi32>, vector<5xi32>
    vector.print str "elements: "
    vector.print %v4 : vector<5xi32>
    %v5 = vector.load %out[%c56] : memref<128xi32>, vector<24xi32>
    vector.print str "strided: "
    vector.print %v5 : vector<24xi32>
    %v6 = vector.load %out[%c80] : memref<128xi32>, vector<16xi32>
    vector.print str "scan_inc: "
    vector.print %v6 : vector<16xi32>
    %t = memref.load %out[%c96] : memref<128xi32>
    vector.print str "total: "
    vector.print %t : i32
    %v7 = vector.load %out[%c100] : memref<128xi32>, vector<16xi32>
    vector.print str "scan_exc: "
    vector.print %v7 : vector<16xi32>
    %w0 = vector.load %fout[%c0] : memref<64xf32>, vector<16xf32>
    vector.print str "rows: "
    vector.print %w0 : vector<16xf32>
    %w3 = vector.load %fout[%c36] : memref<64xf32>, vector<16xf32>
    vector.print str "interleave2d: "
    vector.print %w3 : vector<16xf32>
    memref.dealloc %in : memref<16xi32>
    memref.dealloc %fin : memref<16xf32>
    memref.dealloc %out : memref<128xi32>
    memref.dealloc %fout : memref<64xf32>
    return
  }
}
