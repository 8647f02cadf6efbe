// Saturation at both edges for every signedness pair, float-to-int
// saturation, float sat, min/max with NaN, carries and bit ops, executed on
// the host. Expected values follow the language reference; unsigned results
// are zero-extended before printing.
// RUN: %genx-run %s | FileCheck %s

func.func @main() {
  // ss: signed result, signed operands. 100+100, -100-100, 100-100.
  // CHECK: ( 127, -128, 0 )
  %a = arith.constant dense<[100, -100, 100]> : vector<3xi8>
  %b = arith.constant dense<[100, -100, -100]> : vector<3xi8>
  %ss = genx.ssadd.sat %a, %b : vector<3xi8> -> vector<3xi8>
  vector.print %ss : vector<3xi8>

  // su: signed result, unsigned operands: 200 (0xC8) + 100 = 300 -> 127;
  // 5 + 0 = 5.
  // CHECK: ( 127, 5 )
  %ua = arith.constant dense<[-56, 5]> : vector<2xi8>
  %ub = arith.constant dense<[100, 0]> : vector<2xi8>
  %su = genx.suadd.sat %ua, %ub : vector<2xi8> -> vector<2xi8>
  vector.print %su : vector<2xi8>

  // us: unsigned result, signed operands: -100-50 -> 0; 127+127 = 254.
  // CHECK: ( 0, 254 )
  %sa = arith.constant dense<[-100, 127]> : vector<2xi8>
  %sb = arith.constant dense<[-50, 127]> : vector<2xi8>
  %us = genx.usadd.sat %sa, %sb : vector<2xi8> -> vector<2xi8>
  %us32 = arith.extui %us : vector<2xi8> to vector<2xi32>
  vector.print %us32 : vector<2xi32>

  // uu: 200 + 100 -> 255; 10 + 20 = 30.
  // CHECK: ( 255, 30 )
  %va = arith.constant dense<[-56, 10]> : vector<2xi8>
  %vb = arith.constant dense<[100, 20]> : vector<2xi8>
  %uu = genx.uuadd.sat %va, %vb : vector<2xi8> -> vector<2xi8>
  %uu32 = arith.extui %uu : vector<2xi8> to vector<2xi32>
  vector.print %uu32 : vector<2xi32>

  // Mixed widths: i8 operands, i16 result, no saturation needed.
  // CHECK: ( 200, -200 )
  %wide = genx.ssadd.sat %a, %b : vector<3xi8> -> vector<3xi16>
  %w2 = vector.extract_strided_slice %wide {offsets = [0], sizes = [2], strides = [1]} : vector<3xi16> to vector<2xi16>
  vector.print %w2 : vector<2xi16>

  // Saturating truncation i32 -> i8, every signedness pair.
  %t = arith.constant dense<[300, -300, 5, -1]> : vector<4xi32>
  // CHECK: ( 127, -128, 5, -1 )
  %t0 = genx.sstrunc.sat %t : (vector<4xi32>) -> vector<4xi8>
  vector.print %t0 : vector<4xi8>
  // Unsigned operand: -1 is 4294967295, -300 is huge.
  // CHECK: ( 127, 127, 5, 127 )
  %t1 = genx.sutrunc.sat %t : (vector<4xi32>) -> vector<4xi8>
  vector.print %t1 : vector<4xi8>
  // CHECK: ( 255, 0, 5, 0 )
  %t2 = genx.ustrunc.sat %t : (vector<4xi32>) -> vector<4xi8>
  %t2w = arith.extui %t2 : vector<4xi8> to vector<4xi32>
  vector.print %t2w : vector<4xi32>
  // CHECK: ( 255, 255, 5, 255 )
  %t3 = genx.uutrunc.sat %t : (vector<4xi32>) -> vector<4xi8>
  %t3w = arith.extui %t3 : vector<4xi8> to vector<4xi32>
  vector.print %t3w : vector<4xi32>

  // Float to integer with saturation; NaN gives 0; rounding toward zero.
  %f = arith.constant dense<[1.0e10, -1.0e10, 0x7FC00000, 3.7, -3.7]> : vector<5xf32>
  // CHECK: ( 127, -128, 0, 3, -3 )
  %fs = genx.fptosi.sat %f : (vector<5xf32>) -> vector<5xi8>
  vector.print %fs : vector<5xi8>
  // CHECK: ( 255, 0, 0, 3, 0 )
  %fu = genx.fptoui.sat %f : (vector<5xf32>) -> vector<5xi8>
  %fuw = arith.extui %fu : vector<5xi8> to vector<5xi32>
  vector.print %fuw : vector<5xi32>

  // Float saturation to [0, 1]; NaN gives 0.
  // CHECK: ( 0, 0.25, 1, 0 )
  %g = arith.constant dense<[-0.5, 0.25, 1.5, 0x7FC00000]> : vector<4xf32>
  %sat = genx.sat %g : vector<4xf32>
  vector.print %sat : vector<4xf32>

  // fmin/fmax return the other operand for a NaN.
  %x = arith.constant dense<[1.0, 0x7FC00000, 3.0]> : vector<3xf32>
  %y = arith.constant dense<[2.0, 5.0, 0x7FC00000]> : vector<3xf32>
  // CHECK: ( 1, 5, 3 )
  %mn = genx.fmin %x, %y : vector<3xf32> -> vector<3xf32>
  vector.print %mn : vector<3xf32>
  // CHECK: ( 2, 5, 3 )
  %mx = genx.fmax %x, %y : vector<3xf32> -> vector<3xf32>
  vector.print %mx : vector<3xf32>

  // Signed and unsigned minimum differ on -1.
  %p = arith.constant dense<[-1, 5]> : vector<2xi32>
  %q = arith.constant dense<[3, 2]> : vector<2xi32>
  // CHECK: ( -1, 2 )
  %smin = genx.smin %p, %q : vector<2xi32> -> vector<2xi32>
  vector.print %smin : vector<2xi32>
  // CHECK: ( 3, 2 )
  %umin = genx.umin %p, %q : vector<2xi32> -> vector<2xi32>
  vector.print %umin : vector<2xi32>

  // addc returns {carry, add} (the reference's order, which export,
  // import and IGC follow): 0xFFFFFFFF + 1 = 0 carry 1; 5 + 6 = 11 carry 0.
  %c0 = arith.constant dense<[-1, 5]> : vector<2xi32>
  %c1 = arith.constant dense<[1, 6]> : vector<2xi32>
  // CHECK: ( 1, 0 )
  // CHECK: ( 0, 11 )
  %carry, %sum = genx.addc %c0, %c1 : (vector<2xi32>, vector<2xi32>) -> (vector<2xi32>, vector<2xi32>)
  vector.print %carry : vector<2xi32>
  vector.print %sum : vector<2xi32>
  // subb returns {borrow, sub}: 3 - 5 = -2 borrow 1; 5 - 3 = 2 borrow 0.
  %d0 = arith.constant dense<[3, 5]> : vector<2xi32>
  %d1 = arith.constant dense<[5, 3]> : vector<2xi32>
  // CHECK: ( 1, 0 )
  // CHECK: ( -2, 2 )
  %borrow, %diff = genx.subb %d0, %d1 : (vector<2xi32>, vector<2xi32>) -> (vector<2xi32>, vector<2xi32>)
  vector.print %borrow : vector<2xi32>
  vector.print %diff : vector<2xi32>

  // Bit ops: cbit(0xF0) = 4, lzd(1) = 31, fbl(8) = 3, fbl(0) = -1,
  // bfrev(1) = 0x80000000, rol(0x80000001, 1) = 3, ror(3, 1) = 0x80000001.
  %bits = arith.constant dense<[240, 1, 8, 0]> : vector<4xi32>
  // CHECK: ( 4, 1, 1, 0 )
  %cb = genx.cbit %bits : (vector<4xi32>) -> vector<4xi32>
  vector.print %cb : vector<4xi32>
  // CHECK: ( 24, 31, 28, 32 )
  %lz = genx.lzd %bits : (vector<4xi32>) -> vector<4xi32>
  vector.print %lz : vector<4xi32>
  // CHECK: ( 4, 0, 3, -1 )
  %fb = genx.fbl %bits : (vector<4xi32>) -> vector<4xi32>
  vector.print %fb : vector<4xi32>
  %one = arith.constant dense<[1]> : vector<1xi32>
  // CHECK: ( -2147483648 )
  %rev = genx.bfrev %one : (vector<1xi32>) -> vector<1xi32>
  vector.print %rev : vector<1xi32>
  %r = arith.constant dense<[-2147483647]> : vector<1xi32>
  // CHECK: ( 3 )
  %rol = genx.rol %r, %one : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
  vector.print %rol : vector<1xi32>
  // CHECK: ( -2147483647 )
  %ror = genx.ror %rol, %one : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
  vector.print %ror : vector<1xi32>
  // CHECK: ( 6 )
  %two = arith.constant dense<[2]> : vector<1xi32>
  %three = arith.constant dense<[3]> : vector<1xi32>
  %a3 = genx.add3 %one, %two, %three : (vector<1xi32>, vector<1xi32>, vector<1xi32>) -> vector<1xi32>
  vector.print %a3 : vector<1xi32>

  // Predicates.
  %pred = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  // CHECK: 1
  // CHECK: 0
  %any = genx.any %pred : (vector<4xi1>) -> i1
  %all = genx.all %pred : (vector<4xi1>) -> i1
  vector.print %any : i1
  vector.print %all : i1

  // Rounding: floor, ceil, toward zero, to even.
  %h = arith.constant dense<[-1.5, 2.5]> : vector<2xf32>
  // CHECK: ( -2, 2 )
  // CHECK: ( -1, 3 )
  // CHECK: ( -1, 2 )
  // CHECK: ( -2, 2 )
  %rd = genx.rndd %h : (vector<2xf32>) -> vector<2xf32>
  %ru = genx.rndu %h : (vector<2xf32>) -> vector<2xf32>
  %rz = genx.rndz %h : (vector<2xf32>) -> vector<2xf32>
  %re = genx.rnde %h : (vector<2xf32>) -> vector<2xf32>
  vector.print %rd : vector<2xf32>
  vector.print %ru : vector<2xf32>
  vector.print %rz : vector<2xf32>
  vector.print %re : vector<2xf32>

  // Math at exactly representable points: sqrt(4), exp2(3), log2(8),
  // pow(2, 3), inv(4), sin(0), cos(0).
  %four = arith.constant dense<[4.0]> : vector<1xf32>
  %eight = arith.constant dense<[8.0]> : vector<1xf32>
  %twof = arith.constant dense<[2.0]> : vector<1xf32>
  %threef = arith.constant dense<[3.0]> : vector<1xf32>
  %zero = arith.constant dense<[0.0]> : vector<1xf32>
  // CHECK: ( 2 )
  // CHECK: ( 8 )
  // CHECK: ( 3 )
  // CHECK: ( 8 )
  // CHECK: ( 0.25 )
  // CHECK: ( 0 )
  // CHECK: ( 1 )
  %m0 = genx.sqrt %four : (vector<1xf32>) -> vector<1xf32>
  %m1 = genx.exp %threef : (vector<1xf32>) -> vector<1xf32>
  %m2 = genx.log %eight : (vector<1xf32>) -> vector<1xf32>
  %m3 = genx.pow %twof, %threef : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
  %m4 = genx.inv %four : (vector<1xf32>) -> vector<1xf32>
  %m5 = genx.sin %zero : (vector<1xf32>) -> vector<1xf32>
  %m6 = genx.cos %zero : (vector<1xf32>) -> vector<1xf32>
  vector.print %m0 : vector<1xf32>
  vector.print %m1 : vector<1xf32>
  vector.print %m2 : vector<1xf32>
  vector.print %m3 : vector<1xf32>
  vector.print %m4 : vector<1xf32>
  vector.print %m5 : vector<1xf32>
  vector.print %m6 : vector<1xf32>
  return
}
