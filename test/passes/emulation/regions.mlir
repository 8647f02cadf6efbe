// Region semantics, executed on the host. Expected values are worked out
// from the language reference: element i of a region is
// offset/size + (i / width) * vstride + (i % width) * stride.
// RUN: %genx-run %s | FileCheck %s

func.func @read_at(%v: vector<16xi32>, %off: i16) -> vector<4xi32> {
  %r = genx.rdregion %v[%off] <0, 4, 1> parent_width 0 : vector<16xi32>, i16 -> vector<4xi32>
  return %r : vector<4xi32>
}

func.func @write_at(%v: vector<8xi32>, %s: vector<2xi32>, %off: i16) -> vector<8xi32> {
  %t = arith.constant true
  %r = genx.wrregion %s into %v[%off] <0, 2, 1> parent_width 0 mask %t : vector<2xi32>, vector<8xi32>, i16, i1
  return %r : vector<8xi32>
}

func.func @main() {
  %v = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>

  // Offset 4 bytes = element 1; rows of 4 with stride 2, next row 8 later.
  // CHECK: ( 1, 3, 5, 7, 9, 11, 13, 15 )
  %o4 = arith.constant 4 : i16
  %r0 = genx.rdregion %v[%o4] <8, 4, 2> parent_width 0 : vector<16xi32>, i16 -> vector<8xi32>
  vector.print %r0 : vector<8xi32>

  // The 4x4 transpose: <1, 4, 4>.
  // CHECK: ( 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15 )
  %o0 = arith.constant 0 : i16
  %r1 = genx.rdregion %v[%o0] <1, 4, 4> parent_width 0 : vector<16xi32>, i16 -> vector<16xi32>
  vector.print %r1 : vector<16xi32>

  // Stride 0 broadcasts element 2 (byte offset 8).
  // CHECK: ( 2, 2, 2, 2 )
  %o8 = arith.constant 8 : i16
  %r2 = genx.rdregion %v[%o8] <0, 4, 0> parent_width 0 : vector<16xi32>, i16 -> vector<4xi32>
  vector.print %r2 : vector<4xi32>

  // A one-element region reads a scalar: element 5 (byte offset 20).
  // CHECK: 5
  %o20 = arith.constant 20 : i16
  %s = genx.rdregion %v[%o20] <0, 1, 0> parent_width 0 : vector<16xi32>, i16 -> i32
  vector.print %s : i32

  // Indirect: the offset is a run-time value (12 bytes = element 3).
  // CHECK: ( 3, 4, 5, 6 )
  %o12 = arith.constant 12 : i16
  %r3 = func.call @read_at(%v, %o12) : (vector<16xi32>, i16) -> vector<4xi32>
  vector.print %r3 : vector<4xi32>

  // Multi-indirect: one byte offset per row (elements 0 and 8).
  // CHECK: ( 0, 1, 2, 3, 8, 9, 10, 11 )
  %rows = arith.constant dense<[0, 32]> : vector<2xi16>
  %r4 = genx.rdregion %v[%rows] <0, 4, 1> parent_width 0 : vector<16xi32>, vector<2xi16> -> vector<8xi32>
  vector.print %r4 : vector<8xi32>

  // Write 4 elements at 1, 3, 5, 7.
  // CHECK: ( 0, 100, 2, 101, 4, 102, 6, 103 )
  %d = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
  %n = arith.constant dense<[100, 101, 102, 103]> : vector<4xi32>
  %t = arith.constant true
  %w0 = genx.wrregion %n into %d[%o4] <0, 4, 2> parent_width 0 mask %t : vector<4xi32>, vector<8xi32>, i16, i1
  vector.print %w0 : vector<8xi32>

  // A mask keeps the old elements where it is off.
  // CHECK: ( 0, 100, 2, 3, 4, 102, 6, 7 )
  %m = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %w1 = genx.wrregion %n into %d[%o4] <0, 4, 2> parent_width 0 mask %m : vector<4xi32>, vector<8xi32>, i16, vector<4xi1>
  vector.print %w1 : vector<8xi32>

  // Indirect write at a run-time offset (8 bytes = element 2).
  // CHECK: ( 0, 1, 70, 80, 4, 5, 6, 7 )
  %two = arith.constant dense<[70, 80]> : vector<2xi32>
  %w2 = func.call @write_at(%d, %two, %o8) : (vector<8xi32>, vector<2xi32>, i16) -> vector<8xi32>
  vector.print %w2 : vector<8xi32>

  // Float regions behave alike: offset 8 bytes of f32 = element 2.
  // CHECK: ( 2.5, 4.5 )
  %f = arith.constant dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5]> : vector<6xf32>
  %rf = genx.rdregion %f[%o8] <0, 2, 2> parent_width 0 : vector<6xf32>, i16 -> vector<2xf32>
  vector.print %rf : vector<2xf32>

  // As GenX producers write them (IGC 1.0.12504 compiles these): no
  // parent_width; width 0 with vstride 0 is one row (elements 1 to 4).
  // CHECK: ( 1, 2, 3, 4 )
  %rz = genx.rdregion %v[%o4] <0, 0, 1> : vector<16xi32>, i16 -> vector<4xi32>
  vector.print %rz : vector<4xi32>
  // A constant false mask writes nothing.
  // CHECK: ( 0, 1, 2, 3, 4, 5, 6, 7 )
  %false = arith.constant false
  %wf = genx.wrregion %two into %d[%o8] <0, 2, 1> mask %false : vector<2xi32>, vector<8xi32>, i16, i1
  vector.print %wf : vector<8xi32>
  // A scalar destination is a one-element region.
  // CHECK: 42
  %x = arith.constant 7 : i32
  %fortytwo = arith.constant 42 : i32
  %true = arith.constant true
  %ws = genx.wrregion %fortytwo into %x[%o0] <1, 1, 0> parent_width 1 mask %true : i32, i32, i16, i1
  vector.print %ws : i32
  return
}
