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
  // shl: 100 << 2 = 400 -> 127 saturated; -7 << (-8 mod 8 = 0) = -7;
  // 7 << (8 mod 8 = 0) = 7.
  // CHECK: ( 127, -7, 7 )
  %s0 = genx.ssshl.sat %a, %b : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
  vector.print %s0 : vector<3xi8>
  // add3.sat: 100 + 2 + 100 -> 127; -7 - 8 - 100 -> -115; 15.
  // CHECK: ( 127, -115, 15 )
  %t0 = genx.ssadd3.sat %a, %b, %c : (vector<3xi8>, vector<3xi8>, vector<3xi8>) -> vector<3xi8>
  vector.print %t0 : vector<3xi8>

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
