// The mixed-signedness integer family (result, operands: s/u) and the
// high-half multiplies, executed on the host; expected values by hand.
// RUN: %genx-run %s | FileCheck %s

func.func @main() {
  %a = arith.constant dense<[100, -7, 7]> : vector<3xi8>
  %b = arith.constant dense<[2, -8, 8]> : vector<3xi8>
  // 200 -> 127; 56; 56.
  // CHECK: ( 127, 56, 56 )
  %m0 = genx.ssmul.sat %a, %b : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
  vector.print %m0 : vector<3xi8>
  // Without saturation 200 wraps to -56.
  // CHECK: ( -56, 56, 56 )
  %m1 = genx.ssmul %a, %b : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
  vector.print %m1 : vector<3xi8>
  // Unsigned operands: -7 is 249, -8 is 248: 249 * 248 = 61752 -> 127.
  // CHECK: ( 127, 127, 56 )
  %m2 = genx.sumul.sat %a, %b : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
  vector.print %m2 : vector<3xi8>
  // A wider result holds the exact product: 200, 56, 56.
  // CHECK: ( 200, 56, 56 )
  %m3 = genx.ssmul %a, %b : (vector<3xi8>, vector<3xi8>) -> vector<3xi16>
  vector.print %m3 : vector<3xi16>
  // mad: a * b + c, c of the result type: signed, 200 + 100 -> 127 and
  // 56 - 100 = -44; unsigned result, c = -100 reads 156: 300 -> 255 and
  // 56 + 156 = 212.
  %c = arith.constant dense<[100, -100, 0]> : vector<3xi8>
  // CHECK: ( 127, -44, 56 )
  %d0 = genx.ssmad.sat %a, %b, %c : (vector<3xi8>, vector<3xi8>, vector<3xi8>) -> vector<3xi8>
  vector.print %d0 : vector<3xi8>
  // CHECK: ( 255, 212, 56 )
  %d1 = genx.usmad.sat %a, %b, %c : (vector<3xi8>, vector<3xi8>, vector<3xi8>) -> vector<3xi8>
  %d1w = arith.extui %d1 : vector<3xi8> to vector<3xi32>
  vector.print %d1w : vector<3xi32>
  // avg rounds half up: (100 + 2 + 1) >> 1 = 51, (-15 + 1) >> 1 = -7, 8.
  // CHECK: ( 51, -7, 8 )
  %v0 = genx.ssavg %a, %b : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
  vector.print %v0 : vector<3xi8>
  // shl takes the count's low 5 bits (Gen's rule; decided here, the
  // reference is silent) and shifts exactly: 100 << 2 = 400 -> 127
  // saturated; -7 << (-8 & 31 = 24) -> -128; 7 << 8 = 1792 -> 127.
  // CHECK: ( 127, -128, 127 )
  %s0 = genx.ssshl.sat %a, %b : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
  vector.print %s0 : vector<3xi8>
  // A wider result holds the exact shift: 7 << 8 = 1792; 1 << 33 keeps
  // 33 & 31 = 1: 2.
  %sa = arith.constant dense<[7, 1]> : vector<2xi8>
  %sb = arith.constant dense<[8, 33]> : vector<2xi8>
  // CHECK: ( 1792, 2 )
  %s1 = genx.ssshl %sa, %sb : (vector<2xi8>, vector<2xi8>) -> vector<2xi32>
  vector.print %s1 : vector<2xi32>
  // A 64-bit operand keeps 6 bits of the count: 1 << 40, 1 << (65 & 63).
  %la = arith.constant dense<[1, 1]> : vector<2xi64>
  %lb = arith.constant dense<[40, 65]> : vector<2xi64>
  // CHECK: ( 1099511627776, 2 )
  %s2 = genx.uushl %la, %lb : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
  vector.print %s2 : vector<2xi64>

  // Plain mul names its operands' signedness (src0, src1) in the
  // reference: sumul reads -7 signed and -8 (248) unsigned: -1736; usmul
  // reads -2 as 254 and 23 signed: 5842 (and -7 as 249, times -8: -1992);
  // sumul of (-2, 23) is -46. A wider result keeps all of it.
  %ma = arith.constant dense<[-7, -2]> : vector<2xi8>
  %mb = arith.constant dense<[-8, 23]> : vector<2xi8>
  // CHECK: ( -1736, -46 )
  %m4 = genx.sumul %ma, %mb : (vector<2xi8>, vector<2xi8>) -> vector<2xi16>
  vector.print %m4 : vector<2xi16>
  // CHECK: ( -1992, 5842 )
  %m5 = genx.usmul %ma, %mb : (vector<2xi8>, vector<2xi8>) -> vector<2xi16>
  vector.print %m5 : vector<2xi16>

  // add3 (i16 operands): .sat clamps 30000 * 3 to 32767; without .sat
  // the exact sum reaches a wider result: 90000 (decided: the reference
  // only says the sum wraps to the result type), and wraps in a narrow
  // one: 90000 - 65536 = 24464.
  %p3 = arith.constant dense<[30000, -7]> : vector<2xi16>
  %q3 = arith.constant dense<[30000, -8]> : vector<2xi16>
  %r3 = arith.constant dense<[30000, -100]> : vector<2xi16>
  // CHECK: ( 32767, -115 )
  %t0 = genx.ssadd3.sat %p3, %q3, %r3 : (vector<2xi16>, vector<2xi16>, vector<2xi16>) -> vector<2xi16>
  vector.print %t0 : vector<2xi16>
  // CHECK: ( 90000, -115 )
  %t1 = genx.add3 %p3, %q3, %r3 : (vector<2xi16>, vector<2xi16>, vector<2xi16>) -> vector<2xi32>
  vector.print %t1 : vector<2xi32>
  // CHECK: ( 24464, -115 )
  %t2 = genx.add3 %p3, %q3, %r3 : (vector<2xi16>, vector<2xi16>, vector<2xi16>) -> vector<2xi16>
  vector.print %t2 : vector<2xi16>

  // High halves: 0x40000000 * 4 = 2^32 -> 1; unsigned 0xFFFFFFFF * 2 ->
  // 1; signed -1 * 2 = -2 -> high -1.
  %x = arith.constant dense<[1073741824, -1]> : vector<2xi32>
  %y = arith.constant dense<[4, 2]> : vector<2xi32>
  // CHECK: ( 1, -1 )
  %h0 = genx.smulh %x, %y : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
  vector.print %h0 : vector<2xi32>
  // CHECK: ( 1, 1 )
  %h1 = genx.umulh %x, %y : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
  vector.print %h1 : vector<2xi32>

  // frc: 2.75 -> 0.75, -1.25 -> 0.75.
  %f = arith.constant dense<[2.75, -1.25]> : vector<2xf32>
  // CHECK: ( 0.75, 0.75 )
  %fr = genx.frc %f : (vector<2xf32>) -> vector<2xf32>
  vector.print %fr : vector<2xf32>
  // Materialization markers are the value itself.
  // CHECK: ( 1, -1 )
  %k = genx.constanti %h0 : (vector<2xi32>) -> vector<2xi32>
  %k2 = genx.convert %k : (vector<2xi32>) -> vector<2xi32>
  vector.print %k2 : vector<2xi32>
  return
}
