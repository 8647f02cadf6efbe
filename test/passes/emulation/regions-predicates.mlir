// Predicate regions (consecutive i1 elements at an element offset),
// wrconstregion (wrregion with a constant source), wrregion with one
// dynamic offset per row. Expected values by hand from the op table's
// descriptions. A dynamic offset that is not a multiple of the element size
// stops the program with a message naming the op (second RUN).
// RUN: sed 's/OFFSET_BYTES/12/' %s | %genx-run - | FileCheck %s
// RUN: sed 's/OFFSET_BYTES/6/' %s | not stdbuf -o0 %genx-run - 2>&1 | FileCheck %s --check-prefix=BAD

func.func @main() {
  %p = arith.constant dense<[true, false, true, true, false, false, true, false, true, true, true, false, false, false, false, true]> : vector<16xi1>
  // rdpredregion: elements 8..11 and 4..11.
  // CHECK: ( 1, 1, 1, 0 )
  %r0 = genx.rdpredregion %p {offset = 8} : (vector<16xi1>) -> vector<4xi1>
  vector.print %r0 : vector<4xi1>
  // CHECK: ( 0, 0, 1, 0, 1, 1, 1, 0 )
  %r1 = genx.rdpredregion %p {offset = 4} : (vector<16xi1>) -> vector<8xi1>
  vector.print %r1 : vector<8xi1>

  // wrpredregion: elements 12..15 become 1, 0, 1, 0.
  %s = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  // CHECK: ( 1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 1, 0, 1, 0, 1, 0 )
  %w0 = genx.wrpredregion %p, %s {offset = 12} : (vector<16xi1>, vector<4xi1>) -> vector<16xi1>
  vector.print %w0 : vector<16xi1>

  // wrpredpredregion: at offset 4, only where mask[4..7] is set (4 and
  // 7): element 4 <- 1, element 7 <- 0 (already 0); 5 and 6 keep 0 and 1.
  %m = arith.constant dense<[false, false, false, false, true, false, false, true, false, false, false, false, false, false, false, false]> : vector<16xi1>
  %s2 = arith.constant dense<[true, true, false, false]> : vector<4xi1>
  // CHECK: ( 1, 0, 1, 1, 1, 0, 1, 0, 1, 1, 1, 0, 0, 0, 0, 1 )
  %w1 = genx.wrpredpredregion %p, %s2, %m {offset = 4} : (vector<16xi1>, vector<4xi1>, vector<16xi1>) -> vector<16xi1>
  vector.print %w1 : vector<16xi1>

  // wrconstregion: <4; 2, 2> at byte 4 of 8 x i32 writes elements 1, 3,
  // 5, 7 with 10, 20, 30, 40.
  %d = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
  %c = arith.constant dense<[10, 20, 30, 40]> : vector<4xi32>
  %o4 = arith.constant 4 : i16
  %one = arith.constant true
  // CHECK: ( 0, 10, 2, 20, 4, 30, 6, 40 )
  %w2 = genx.wrconstregion %d, %c, %o4, %one {vstride = 4, width = 2, stride = 2, parent_width = 0} : (vector<8xi32>, vector<4xi32>, i16, i1) -> vector<8xi32>
  vector.print %w2 : vector<8xi32>

  // wrregion with a dynamic offset per row (bytes 8 and 20 of 8 x i32):
  // rows of 2 land at elements 2, 3 and 5, 6.
  %rows = arith.constant dense<[8, 20]> : vector<2xi16>
  %rowsd = func.call @opaque(%rows) : (vector<2xi16>) -> vector<2xi16>
  // CHECK: ( 0, 1, 10, 20, 4, 30, 40, 7 )
  %w3 = genx.wrregion %c into %d[%rowsd] <0, 2, 1> parent_width 0 mask %one : vector<4xi32>, vector<8xi32>, vector<2xi16>, i1
  vector.print %w3 : vector<8xi32>

  // A dynamic offset of OFFSET_BYTES bytes: 12 here; 6 (not a multiple of
  // 4) in the second RUN.
  %bad = arith.constant OFFSET_BYTES : i16
  %badd = func.call @opaque_scalar(%bad) : (i16) -> i16
  // CHECK: ( 3, 4 )
  // BAD: genx.rdregion: region offset not a multiple of the element size
  %r3 = genx.rdregion %d[%badd] <0, 2, 1> parent_width 0 : vector<8xi32>, i16 -> vector<2xi32>
  vector.print %r3 : vector<2xi32>
  return
}

func.func private @opaque(%v: vector<2xi16>) -> vector<2xi16> {
  return %v : vector<2xi16>
}

func.func private @opaque_scalar(%v: i16) -> i16 {
  return %v : i16
}

