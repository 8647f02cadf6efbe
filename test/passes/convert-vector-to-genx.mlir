// RUN: %genx-opt %s -p 'builtin.module(convert-vector-to-genx)' -split-input-file | FileCheck %s
// RUN: %genx-opt %s -p 'builtin.module(convert-vector-to-genx{device=tgllp})' -split-input-file | FileCheck %s --check-prefix=XELP
// RUN: not %genx-opt %s -p 'builtin.module(convert-vector-to-genx{device=nope})' -split-input-file 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: convert-vector-to-genx: unknown device 'nope' (use an ocloc device name such as dg2)

// CHECK-LABEL: func.func @strided_slices
// CHECK-SAME: (%[[V:.*]]: vector<16xf32>, %[[S:.*]]: vector<4xf32>)
func.func @strided_slices(%v: vector<16xf32>, %s: vector<4xf32>) -> (vector<4xf32>, vector<16xf32>) {
  // Offset 2 elements = 8 bytes. (Upstream slices have stride 1; strided
  // reads come from shuffles.)
  // CHECK-DAG: %[[O8:.*]] = arith.constant 8 : i16
  // CHECK-DAG: %[[O4:.*]] = arith.constant 4 : i16
  // CHECK: genx.rdregion %[[V]][%[[O8]]] <0, 4, 1> parent_width 0 : vector<16xf32>, i16 -> vector<4xf32>
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [4], strides = [1]} : vector<16xf32> to vector<4xf32>
  // CHECK: genx.wrregion %[[S]] into %[[V]][%[[O4]]] <0, 4, 1> parent_width 0 mask %{{.*}} : vector<4xf32>, vector<16xf32>, i16, i1
  %1 = vector.insert_strided_slice %s, %v {offsets = [1], strides = [1]} : vector<4xf32> into vector<16xf32>
  return %0, %1 : vector<4xf32>, vector<16xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_extract_insert
// CHECK-SAME: (%[[V:.*]]: vector<8xi32>, %[[I:.*]]: index, %[[X:.*]]: i32)
func.func @dynamic_extract_insert(%v: vector<8xi32>, %i: index, %x: i32) -> (i32, vector<8xi32>) {
  // The byte offset is the position times 4.
  // CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i16
  // CHECK: %[[P:.*]] = arith.index_cast %[[I]] : index to i16
  // CHECK: %[[B:.*]] = arith.muli %[[P]], %[[C4]] : i16
  // CHECK: genx.rdregion %[[V]][%[[B]]] <0, 1, 0> parent_width 0 : vector<8xi32>, i16 -> i32
  %0 = vector.extract %v[%i] : i32 from vector<8xi32>
  // CHECK: genx.wrregion %[[X]] into %[[V]][%{{.*}}] <0, 1, 0> parent_width 0 mask %{{.*}} : i32, vector<8xi32>, i16, i1
  %1 = vector.insert %x, %v[%i] : i32 into vector<8xi32>
  return %0, %1 : i32, vector<8xi32>
}

// -----

// Static positions are left to upstream.
// CHECK-LABEL: func.func @static_extract
// CHECK: vector.extract %{{.*}}[3]
// CHECK-NOT: genx.
func.func @static_extract(%v: vector<8xi32>) -> i32 {
  %0 = vector.extract %v[3] : i32 from vector<8xi32>
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @shuffles
// CHECK-SAME: (%[[A:.*]]: vector<16xi32>, %[[B:.*]]: vector<16xi32>)
func.func @shuffles(%a: vector<16xi32>, %b: vector<16xi32>) -> (vector<8xi32>, vector<16xi32>, vector<4xi32>, vector<6xi32>, vector<6xi32>) {
  // Odd elements of the first operand: a strided 1-D region.
  // CHECK: genx.rdregion %[[A]][%{{.*}}] <0, 8, 2> parent_width 0 : vector<16xi32>, i16 -> vector<8xi32>
  %0 = vector.shuffle %a, %b [1, 3, 5, 7, 9, 11, 13, 15] : vector<16xi32>, vector<16xi32>
  // Transpose of a 4x4 tile of the second operand: <1, 4, 4>.
  // CHECK: genx.rdregion %[[B]][%{{.*}}] <1, 4, 4> parent_width 0 : vector<16xi32>, i16 -> vector<16xi32>
  %1 = vector.shuffle %a, %b [16, 20, 24, 28, 17, 21, 25, 29, 18, 22, 26, 30, 19, 23, 27, 31] : vector<16xi32>, vector<16xi32>
  // A 2x2 sub-tile at row 1, column 2 of a 4x4 tile: <4, 2, 1> at element 6
  // (byte offset 24).
  // CHECK: genx.rdregion %[[A]][%{{.*}}] <4, 2, 1> parent_width 0 : vector<16xi32>, i16 -> vector<4xi32>
  %2 = vector.shuffle %a, %b [6, 7, 10, 11] : vector<16xi32>, vector<16xi32>
  // The operands of an outer product's multiply-add: each of 2 elements
  // repeated 3 times (horizontal stride 0), and 3 elements repeated twice
  // (vertical stride 0).
  // CHECK: genx.rdregion %[[A]][%{{.*}}] <1, 3, 0> parent_width 0 : vector<16xi32>, i16 -> vector<6xi32>
  // CHECK: genx.rdregion %[[B]][%{{.*}}] <0, 3, 1> parent_width 0 : vector<16xi32>, i16 -> vector<6xi32>
  %3 = vector.shuffle %a, %b [0, 0, 0, 1, 1, 1] : vector<16xi32>, vector<16xi32>
  %4 = vector.shuffle %a, %b [16, 17, 18, 16, 17, 18] : vector<16xi32>, vector<16xi32>
  return %0, %1, %2, %3, %4 : vector<8xi32>, vector<16xi32>, vector<4xi32>, vector<6xi32>, vector<6xi32>
}

// -----

// Shuffles that are no single region are assembled from region pieces:
// runs of elements that one region reads and one region writes.
// CHECK-LABEL: func.func @not_regions
// CHECK-SAME: (%[[A:.*]]: vector<4xi32>, %[[B:.*]]: vector<4xi32>)
// CHECK: %[[U:.*]] = llvm.mlir.undef : vector<4xi32>
// CHECK: %[[A0:.*]] = genx.rdregion %[[A]][%{{.*}}] <0, 1, 0>
// CHECK: %[[R0:.*]] = genx.wrregion %[[A0]] into %[[U]]
// CHECK: genx.rdregion %[[B]]
// The second one: a 2-element run, then two single elements.
// CHECK: %[[A01:.*]] = genx.rdregion %[[A]][%{{.*}}] <0, 2, 1> parent_width 0 : vector<4xi32>, i16 -> vector<2xi32>
// CHECK: genx.wrregion %[[A01]] into %[[U]]
// CHECK-NOT: vector.shuffle
func.func @not_regions(%a: vector<4xi32>, %b: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %0 = vector.shuffle %a, %b [0, 4, 3, 5] : vector<4xi32>, vector<4xi32>
  %1 = vector.shuffle %a, %b [0, 1, 3, 2] : vector<4xi32>, vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi32>
}

// -----

// A butterfly's exchange of neighbours in the first 16 lanes of 32 (the
// others keep theirs): the even results read the odd elements and the odd
// results the even ones, each one strided piece, and the last 16 one run.
// CHECK-LABEL: func.func @neighbours
// CHECK: %[[ODD:.*]] = genx.rdregion %{{.*}} <0, 8, 2> parent_width 0 : vector<32xf32>, i16 -> vector<8xf32>
// CHECK: %[[W0:.*]] = genx.wrregion %[[ODD]] into %{{.*}} <0, 8, 2> parent_width 0
// CHECK: %[[EVEN:.*]] = genx.rdregion %{{.*}} <0, 8, 2> parent_width 0 : vector<32xf32>, i16 -> vector<8xf32>
// CHECK: %[[W1:.*]] = genx.wrregion %[[EVEN]] into %[[W0]]{{.*}} <0, 8, 2> parent_width 0
// CHECK: %[[HIGH:.*]] = genx.rdregion %{{.*}} <0, 16, 1> parent_width 0 : vector<32xf32>, i16 -> vector<16xf32>
// CHECK: genx.wrregion %[[HIGH]] into %[[W1]]{{.*}} <0, 16, 1> parent_width 0
// CHECK-NOT: genx.wrregion
// CHECK: return
func.func @neighbours(%a: vector<32xf32>) -> vector<32xf32> {
  %0 = vector.shuffle %a, %a [1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<32xf32>, vector<32xf32>
  return %0 : vector<32xf32>
}

// -----

// Interleaves of 2 or 4 columns are one strided write per column: Gen
// encodes horizontal strides 0, 1, 2 and 4 only, and moves the rows of a
// region stepping by any other stride element by element.
// CHECK-LABEL: func.func @interleaves
// CHECK-SAME: (%[[A:.*]]: vector<16xi32>, %[[B:.*]]: vector<16xi32>, %{{.*}}: vector<64xi32>)
// Two vectors, element by element (vector.interleave).
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i16
// CHECK-DAG: %[[U:.*]] = llvm.mlir.undef : vector<32xi32>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i16
// CHECK: %[[W0:.*]] = genx.wrregion %[[A]] into %[[U]][%[[C0]]] <0, 16, 2> parent_width 0 mask
// CHECK: genx.wrregion %[[B]] into %[[W0]][%[[C4]]] <0, 16, 2>
// The low and high halves of one vector (two channels of a gather) to
// 64-bit lanes: columns of 16 elements, the second from byte 32.
// CHECK: %[[LO:.*]] = genx.rdregion %[[A]][%[[C0]]] <0, 8, 1> parent_width 0 : vector<16xi32>, i16 -> vector<8xi32>
// CHECK: %[[W1:.*]] = genx.wrregion %[[LO]] into %{{.*}}[%[[C0]]] <0, 8, 2>
// CHECK: %[[HI:.*]] = genx.rdregion %[[A]][%{{.*}}] <0, 8, 1> parent_width 0 : vector<16xi32>, i16 -> vector<8xi32>
// CHECK: genx.wrregion %[[HI]] into %[[W1]][%[[C4]]] <0, 8, 2>
// Four channels of 8 lanes (a vector<4xi32> per lane).
// CHECK-COUNT-4: genx.wrregion %{{.*}} <0, 8, 4>
// An 8-element-wide transpose stays one region: it has no columns of 2 or 4.
// CHECK: genx.rdregion %{{.*}} <1, 8, 8> parent_width 0 : vector<64xi32>, i16 -> vector<64xi32>
// CHECK-NOT: vector.shuffle
func.func @interleaves(%a: vector<16xi32>, %b: vector<16xi32>, %c: vector<64xi32>) -> (vector<32xi32>, vector<16xi32>, vector<32xi32>, vector<64xi32>) {
  %0 = vector.shuffle %a, %b [0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31] : vector<16xi32>, vector<16xi32>
  %1 = vector.shuffle %a, %a [0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15] : vector<16xi32>, vector<16xi32>
  %2 = vector.shuffle %c, %c [0, 8, 16, 24, 1, 9, 17, 25, 2, 10, 18, 26, 3, 11, 19, 27, 4, 12, 20, 28, 5, 13, 21, 29, 6, 14, 22, 30, 7, 15, 23, 31] : vector<64xi32>, vector<64xi32>
  %3 = vector.shuffle %c, %c [0, 8, 16, 24, 32, 40, 48, 56, 1, 9, 17, 25, 33, 41, 49, 57, 2, 10, 18, 26, 34, 42, 50, 58, 3, 11, 19, 27, 35, 43, 51, 59, 4, 12, 20, 28, 36, 44, 52, 60, 5, 13, 21, 29, 37, 45, 53, 61, 6, 14, 22, 30, 38, 46, 54, 62, 7, 15, 23, 31, 39, 47, 55, 63] : vector<64xi32>, vector<64xi32>
  return %0, %1, %2, %3 : vector<32xi32>, vector<16xi32>, vector<32xi32>, vector<64xi32>
}

// -----

// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: (%[[S:.*]]: f16)
// CHECK: %[[ONE:.*]] = vector.from_elements %[[S]] : vector<1xf16>
// CHECK: genx.rdregion %[[ONE]][%{{.*}}] <0, 32, 0> parent_width 0 : vector<1xf16>, i16 -> vector<32xf16>
func.func @broadcast(%s: f16) -> vector<32xf16> {
  %0 = vector.broadcast %s : f16 to vector<32xf16>
  return %0 : vector<32xf16>
}

// -----

// -----

// A NaN-propagating max or min of floats reduces integer keys: the bits,
// the magnitude flipped for negative floats (shift the sign in, shift right
// by 1, xor), NaNs the largest (smallest) key; one integer max (min) per
// step; the key flipped back is the result. nnan drops the NaN select; an
// accumulator joins the result with the float op.
// CHECK-LABEL: func.func @ordered_min_max
// CHECK-SAME: (%[[V:.*]]: vector<8xf32>, %[[H:.*]]: vector<16xf16>, %[[ACC:.*]]: f32)
// CHECK-DAG: %[[INTMAX:.*]] = arith.constant dense<2147483647> : vector<8xi32>
// CHECK: %[[BITS:.*]] = arith.bitcast %[[V]] : vector<8xf32> to vector<8xi32>
// CHECK: %[[SIGN:.*]] = arith.shrsi %[[BITS]], %{{.*}} : vector<8xi32>
// CHECK: %[[MAG:.*]] = arith.shrui %[[SIGN]], %{{.*}} : vector<8xi32>
// CHECK: %[[KEY:.*]] = arith.xori %[[BITS]], %[[MAG]] : vector<8xi32>
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[V]], %[[V]] : vector<8xf32>
// CHECK: %[[KEYS:.*]] = arith.select %[[NAN]], %[[INTMAX]], %[[KEY]]
// CHECK: genx.rdregion %[[KEYS]]
// CHECK-COUNT-3: arith.maxsi
// CHECK: %[[TOP:.*]] = genx.rdregion %{{.*}} <0, 1, 0> parent_width 0 : vector<1xi32>, i16 -> i32
// CHECK: %[[TS:.*]] = arith.shrsi %[[TOP]]
// CHECK: %[[TM:.*]] = arith.shrui %[[TS]]
// CHECK: %[[TK:.*]] = arith.xori %[[TOP]], %[[TM]] : i32
// CHECK: %[[MAX:.*]] = arith.bitcast %[[TK]] : i32 to f32
// CHECK: arith.bitcast %[[H]] : vector<16xf16> to vector<16xi16>
// CHECK-NOT: arith.cmpf
// CHECK-COUNT-4: arith.minsi %{{.*}} : vector<{{[0-9]+}}xi16>
// CHECK: arith.bitcast %{{.*}} : i16 to f16
// CHECK: arith.cmpf uno
// CHECK: %[[R:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK: arith.maximumf %[[R]], %[[ACC]] : f32
func.func @ordered_min_max(%v: vector<8xf32>, %h: vector<16xf16>, %acc: f32) -> (f32, f16, f32) {
  %max = vector.reduction <maximumf>, %v : vector<8xf32> into f32
  %min = vector.reduction <minimumf>, %h fastmath<nnan> : vector<16xf16> into f16
  %acc_max = vector.reduction <maximumf>, %v, %acc : vector<8xf32> into f32
  return %max, %min, %acc_max : f32, f16, f32
}

// -----

// Reductions of a predicate: GenX's any/all where the kind means "some" or
// "every" lane (true is -1 as a signed i1), otherwise a reduction of bytes.
// CHECK-LABEL: func.func @predicate_reduction
// CHECK-SAME: (%[[P:.*]]: vector<16xi1>, %[[ACC:.*]]: i1)
// CHECK: %[[SOME:.*]] = genx.any %[[P]] : (vector<16xi1>) -> i1
// CHECK: %[[EVERY:.*]] = genx.all %[[P]] : (vector<16xi1>) -> i1
// CHECK: %[[WITHACC:.*]] = arith.andi %[[EVERY]], %[[ACC]] : i1
// CHECK: %[[BYTES:.*]] = arith.extui %[[P]] : vector<16xi1> to vector<16xi8>
// CHECK: genx.rdregion %[[BYTES]]
// CHECK: arith.xori %{{.*}}, %{{.*}} : vector<8xi8>
// CHECK: %[[LOW:.*]] = genx.rdregion %{{.*}}[%{{.*}}] <0, 1, 0> parent_width 0 : vector<1xi8>, i16 -> i8
// CHECK: %[[PARITY:.*]] = arith.trunci %[[LOW]] : i8 to i1
// CHECK: %[[MIN:.*]] = genx.any %[[P]] : (vector<16xi1>) -> i1
// CHECK: return %[[SOME]], %[[WITHACC]], %[[PARITY]], %[[MIN]]
func.func @predicate_reduction(%p: vector<16xi1>, %acc: i1) -> (i1, i1, i1, i1) {
  %some = vector.reduction <or>, %p : vector<16xi1> into i1
  %every = vector.reduction <and>, %p, %acc : vector<16xi1> into i1
  %parity = vector.reduction <xor>, %p : vector<16xi1> into i1
  %min = vector.reduction <minsi>, %p : vector<16xi1> into i1
  return %some, %every, %parity, %min : i1, i1, i1, i1
}

// -----

// A predicate wider than any/all read (32 lanes): bytes, reduced by maximum.
// CHECK-LABEL: func.func @wide_predicate_reduction
// CHECK-SAME: (%[[P:.*]]: vector<64xi1>)
// CHECK-NOT: genx.any
// CHECK: arith.extui %[[P]] : vector<64xi1> to vector<64xi8>
// CHECK: arith.maxui %{{.*}}, %{{.*}} : vector<32xi8>
// CHECK: %[[LOW:.*]] = genx.rdregion %{{.*}} : vector<1xi8>, i16 -> i8
// CHECK: %[[R:.*]] = arith.trunci %[[LOW]] : i8 to i1
// CHECK: return %[[R]]
func.func @wide_predicate_reduction(%p: vector<64xi1>) -> i1 {
  %some = vector.reduction <or>, %p : vector<64xi1> into i1
  return %some : i1
}

// -----

// A shuffle up by one lane, its vacated lane zeroed by a select under a
// constant mask, added to the vector (a scan step): the select joins the
// shuffle (lane 0 reads the splat). XeLP adds the shuffle's runs where they
// are, lane 0 included (x + 0.0 is not x for x = -0.0); other devices add
// once after a copy, the run being one element off its register offset.
// CHECK-LABEL: func.func @shifted_sum
// CHECK-SAME: (%[[V:.*]]: vector<16xf32>)
// CHECK-NOT: arith.select
// CHECK: %[[Z:.*]] = genx.rdregion %{{.*}}[%{{.*}}] <0, 1, 0> parent_width 0 : vector<16xf32>, i16 -> vector<1xf32>
// CHECK: %[[W:.*]] = genx.wrregion %[[Z]]
// CHECK: %[[PIECE:.*]] = genx.rdregion %[[V]][%{{.*}}] <0, 15, 1> parent_width 0 : vector<16xf32>, i16 -> vector<15xf32>
// CHECK: %[[S:.*]] = genx.wrregion %[[PIECE]] into %[[W]]
// CHECK: arith.addf %[[V]], %[[S]] : vector<16xf32>
// XELP-LABEL: func.func @shifted_sum
// XELP-SAME: (%[[V:.*]]: vector<16xf32>)
// XELP-DAG: %[[C0:.*]] = arith.constant 0 : i16
// XELP-DAG: %[[C4:.*]] = arith.constant 4 : i16
// XELP-DAG: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<1xf32>
// XELP: %[[L0:.*]] = genx.rdregion %[[V]][%[[C0]]] <0, 1, 1> parent_width 0 : vector<16xf32>, i16 -> vector<1xf32>
// XELP: %[[A0:.*]] = arith.addf %[[L0]], %[[ZERO]] : vector<1xf32>
// XELP: %[[R0:.*]] = genx.wrregion %[[A0]] into %{{.*}}[%[[C0]]] <0, 1, 1>
// XELP: %[[OWN:.*]] = genx.rdregion %[[V]][%[[C4]]] <0, 15, 1> parent_width 0 : vector<16xf32>, i16 -> vector<15xf32>
// XELP: %[[SHIFTED:.*]] = genx.rdregion %[[V]][%[[C0]]] <0, 15, 1> parent_width 0 : vector<16xf32>, i16 -> vector<15xf32>
// XELP: %[[A1:.*]] = arith.addf %[[OWN]], %[[SHIFTED]] : vector<15xf32>
// XELP: %[[R:.*]] = genx.wrregion %[[A1]] into %[[R0]][%[[C4]]] <0, 15, 1>
// XELP: return %[[R]]
func.func @shifted_sum(%v: vector<16xf32>) -> vector<16xf32> {
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %valid = arith.constant dense<[false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]> : vector<16xi1>
  %s = vector.shuffle %v, %v [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] : vector<16xf32>, vector<16xf32>
  %z = arith.select %valid, %s, %zero : vector<16xi1>, vector<16xf32>
  %r = arith.addf %v, %z : vector<16xf32>
  return %r : vector<16xf32>
}

// -----

// The splat on the select's true side; its lanes (INT_MIN into maxsi) fold
// away on XeLP.
// CHECK-LABEL: func.func @invalid_lanes_true
// CHECK-NOT: arith.select
// CHECK: arith.maxsi %{{.*}}, %{{.*}} : vector<16xi32>
// XELP-LABEL: func.func @invalid_lanes_true
// XELP-SAME: (%[[V:.*]]: vector<16xi32>, %[[W:.*]]: vector<16xi32>)
// XELP: %[[HEAD:.*]] = genx.rdregion %[[W]][%{{.*}}] <0, 2, 1> parent_width 0 : vector<16xi32>, i16 -> vector<2xi32>
// XELP: genx.wrregion %[[HEAD]]
// XELP: %[[OWN:.*]] = genx.rdregion %[[W]][%{{.*}}] <0, 14, 1> parent_width 0 : vector<16xi32>, i16 -> vector<14xi32>
// XELP: %[[SHIFTED:.*]] = genx.rdregion %[[V]][%{{.*}}] <0, 14, 1> parent_width 0 : vector<16xi32>, i16 -> vector<14xi32>
// XELP: arith.maxsi %[[OWN]], %[[SHIFTED]] : vector<14xi32>
// XELP-NOT: arith.maxsi
func.func @invalid_lanes_true(%v: vector<16xi32>, %w: vector<16xi32>) -> vector<16xi32> {
  %lowest = arith.constant dense<-2147483648> : vector<16xi32>
  %invalid = arith.constant dense<[true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : vector<16xi1>
  %s = vector.shuffle %v, %v [0, 1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] : vector<16xi32>, vector<16xi32>
  %z = arith.select %invalid, %lowest, %s : vector<16xi1>, vector<16xi32>
  %r = arith.maxsi %w, %z : vector<16xi32>
  return %r : vector<16xi32>
}

// -----

// Runs 64 bytes from where they are written stay at their register offset:
// split on every device.
// CHECK-LABEL: func.func @swapped_halves
// CHECK-SAME: (%[[V:.*]]: vector<32xi32>, %[[W:.*]]: vector<32xi32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i16
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : i16
// CHECK: %[[W0:.*]] = genx.rdregion %[[W]][%[[C0]]] <0, 16, 1>
// CHECK: %[[V1:.*]] = genx.rdregion %[[V]][%[[C64]]] <0, 16, 1>
// CHECK: %[[S0:.*]] = arith.addi %[[W0]], %[[V1]] : vector<16xi32>
// CHECK: %[[R0:.*]] = genx.wrregion %[[S0]] into %{{.*}}[%[[C0]]] <0, 16, 1>
// CHECK: %[[W1:.*]] = genx.rdregion %[[W]][%[[C64]]] <0, 16, 1>
// CHECK: %[[V0:.*]] = genx.rdregion %[[V]][%[[C0]]] <0, 16, 1>
// CHECK: %[[S1:.*]] = arith.addi %[[W1]], %[[V0]] : vector<16xi32>
// CHECK: %[[R:.*]] = genx.wrregion %[[S1]] into %[[R0]][%[[C64]]] <0, 16, 1>
// CHECK: return %[[R]]
func.func @swapped_halves(%v: vector<32xi32>, %w: vector<32xi32>) -> vector<32xi32> {
  %s = vector.shuffle %v, %v [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<32xi32>, vector<32xi32>
  %r = arith.addi %w, %s : vector<32xi32>
  return %r : vector<32xi32>
}

// -----

// A shuffle with another use is copied anyway, and a divide is not one
// instruction: both keep the whole-vector op.
// XELP-LABEL: func.func @shuffle_kept
// XELP: genx.wrregion
// XELP: %[[S:.*]] = genx.wrregion
// XELP: arith.mulf %{{.*}}, %[[S]] : vector<16xf32>
// XELP: return
func.func @shuffle_kept(%v: vector<16xf32>, %w: vector<16xf32>) -> (vector<16xf32>, vector<16xf32>) {
  %s = vector.shuffle %v, %v [8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7] : vector<16xf32>, vector<16xf32>
  %r = arith.mulf %w, %s : vector<16xf32>
  return %r, %s : vector<16xf32>, vector<16xf32>
}

// XELP-LABEL: func.func @not_one_instruction
// XELP: genx.wrregion
// XELP: %[[S:.*]] = genx.wrregion
// XELP: arith.divf %{{.*}}, %[[S]] : vector<16xf32>
// XELP: return
func.func @not_one_instruction(%v: vector<16xf32>, %w: vector<16xf32>) -> vector<16xf32> {
  %s = vector.shuffle %v, %v [8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7] : vector<16xf32>, vector<16xf32>
  %r = arith.divf %w, %s : vector<16xf32>
  return %r : vector<16xf32>
}

// -----

// An fma whose operands are assembled from the fields of two loads (the
// lanes' 4x2 tiles after packing): each 16-element half of every operand is
// one region of one load, so the fma is two, reading those regions, and the
// second fma, on the first's halves, splits the same way.
// CHECK-LABEL: func.func @assembled_operands
// CHECK-SAME: (%[[P:.*]]: vector<16xi32>, %{{.*}}: vector<16xf32>, %[[C:.*]]: vector<32xf32>)
// CHECK: %[[A0:.*]] = genx.rdregion %[[P]][%[[C0_I16:.*]]] <0, 8, 1> parent_width 0 : vector<16xi32>, i16 -> vector<16xi32>
// CHECK: %[[A0F:.*]] = vector.bitcast %[[A0]] : vector<16xi32> to vector<16xf32>
// CHECK: %[[C0:.*]] = genx.rdregion %[[C]][%[[C0_I16]]] <0, 16, 1> parent_width 0 : vector<32xf32>, i16 -> vector<16xf32>
// CHECK: %[[F0:.*]] = vector.fma %[[A0F]], %{{.*}}, %[[C0]] : vector<16xf32>
// CHECK: %[[A1:.*]] = genx.rdregion %[[P]][%[[C32_I16:.*]]] <0, 8, 1> parent_width 0 : vector<16xi32>, i16 -> vector<16xi32>
// CHECK: %[[A1F:.*]] = vector.bitcast %[[A1]] : vector<16xi32> to vector<16xf32>
// CHECK: %[[F1:.*]] = vector.fma %[[A1F]], %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK: %[[G0:.*]] = vector.fma %[[F0]], %[[F0]], %[[F0]] : vector<16xf32>
// CHECK: genx.wrregion %[[G0]]
// CHECK: %[[G1:.*]] = vector.fma %[[F1]], %[[F1]], %[[F1]] : vector<16xf32>
// CHECK: genx.wrregion %[[G1]]
// CHECK-NOT: vector.fma
// CHECK: return
func.func @assembled_operands(%p: vector<16xi32>, %q: vector<16xf32>, %c: vector<32xf32>) -> vector<32xf32> {
  %pf = vector.bitcast %p : vector<16xi32> to vector<16xf32>
  %lo = vector.extract_strided_slice %pf {offsets = [0], sizes = [8], strides = [1]} : vector<16xf32> to vector<8xf32>
  %hi = vector.extract_strided_slice %pf {offsets = [8], sizes = [8], strides = [1]} : vector<16xf32> to vector<8xf32>
  %u = ub.poison : vector<32xf32>
  %i0 = vector.insert_strided_slice %lo, %u {offsets = [0], strides = [1]} : vector<8xf32> into vector<32xf32>
  %i1 = vector.insert_strided_slice %lo, %i0 {offsets = [8], strides = [1]} : vector<8xf32> into vector<32xf32>
  %i2 = vector.insert_strided_slice %hi, %i1 {offsets = [16], strides = [1]} : vector<8xf32> into vector<32xf32>
  %a = vector.insert_strided_slice %hi, %i2 {offsets = [24], strides = [1]} : vector<8xf32> into vector<32xf32>
  %b = vector.shuffle %q, %q [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<16xf32>, vector<16xf32>
  %f = vector.fma %a, %b, %c : vector<32xf32>
  %g = vector.fma %f, %f, %f : vector<32xf32>
  return %g : vector<32xf32>
}

// -----

// A conversion of an operand assembled from two computed halves splits the
// same way, in pieces of 64 bytes of its wider type (16 floats), so that
// each piece converts the half that computed it: no copy of the halves
// into one vector first.
// CHECK-LABEL: func.func @assembled_conversion
// CHECK-SAME: (%[[X:.*]]: vector<16xf32>, %[[Y:.*]]: vector<16xf32>)
// CHECK-DAG: %[[A:.*]] = arith.mulf %[[X]], %[[X]] : vector<16xf32>
// CHECK-DAG: %[[B:.*]] = arith.mulf %[[Y]], %[[Y]] : vector<16xf32>
// CHECK: %[[LO:.*]] = arith.fptosi %[[A]] : vector<16xf32> to vector<16xi8>
// CHECK: genx.wrregion %[[LO]]
// CHECK: %[[HI:.*]] = arith.fptosi %[[B]] : vector<16xf32> to vector<16xi8>
// CHECK: genx.wrregion %[[HI]]
// CHECK-NOT: arith.fptosi
// CHECK: return
func.func @assembled_conversion(%x: vector<16xf32>, %y: vector<16xf32>) -> vector<32xi8> {
  %a = arith.mulf %x, %x : vector<16xf32>
  %b = arith.mulf %y, %y : vector<16xf32>
  %u = ub.poison : vector<32xf32>
  %i0 = vector.insert_strided_slice %a, %u {offsets = [0], strides = [1]} : vector<16xf32> into vector<32xf32>
  %v = vector.insert_strided_slice %b, %i0 {offsets = [16], strides = [1]} : vector<16xf32> into vector<32xf32>
  %q = arith.fptosi %v : vector<32xf32> to vector<32xi8>
  return %q : vector<32xi8>
}

// -----

// An extension of truncations stays whole: split, the backend would see
// each piece's truncation and extension (bytes gathered in dwords) and mask
// them.
// CHECK-LABEL: func.func @assembled_extension
// CHECK: arith.extui %{{.*}} : vector<32xi8> to vector<32xi32>
// CHECK-NOT: arith.extui
func.func @assembled_extension(%x: vector<16xi32>, %y: vector<16xi32>) -> vector<32xi32> {
  %a = arith.trunci %x : vector<16xi32> to vector<16xi8>
  %b = arith.trunci %y : vector<16xi32> to vector<16xi8>
  %u = ub.poison : vector<32xi8>
  %i0 = vector.insert_strided_slice %a, %u {offsets = [0], strides = [1]} : vector<16xi8> into vector<32xi8>
  %v = vector.insert_strided_slice %b, %i0 {offsets = [16], strides = [1]} : vector<16xi8> into vector<32xi8>
  %e = arith.extui %v : vector<32xi8> to vector<32xi32>
  return %e : vector<32xi32>
}

// -----

// An extension of pieces that are not truncations (bytes a region of a
// dword field) splits as the other elementwise ops do.
// CHECK-LABEL: func.func @assembled_byte_extension
// CHECK: arith.extsi %{{.*}} : vector<16xi8> to vector<16xi32>
// CHECK: arith.extsi %{{.*}} : vector<16xi8> to vector<16xi32>
// CHECK-NOT: arith.extsi
func.func @assembled_byte_extension(%x: vector<16xi8>, %y: vector<16xi8>) -> vector<32xi32> {
  %a = arith.addi %x, %x : vector<16xi8>
  %b = arith.addi %y, %y : vector<16xi8>
  %u = ub.poison : vector<32xi8>
  %i0 = vector.insert_strided_slice %a, %u {offsets = [0], strides = [1]} : vector<16xi8> into vector<32xi8>
  %v = vector.insert_strided_slice %b, %i0 {offsets = [16], strides = [1]} : vector<16xi8> into vector<32xi8>
  %e = arith.extsi %v : vector<32xi8> to vector<32xi32>
  return %e : vector<32xi32>
}

// -----

// A half that mixes two vectors is not one region: the op stays whole.
// CHECK-LABEL: func.func @mixed_piece
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<32xf32>
// CHECK-NOT: arith.addf
func.func @mixed_piece(%p: vector<8xf32>, %q: vector<8xf32>, %c: vector<32xf32>) -> vector<32xf32> {
  %u = ub.poison : vector<32xf32>
  %i0 = vector.insert_strided_slice %p, %u {offsets = [0], strides = [1]} : vector<8xf32> into vector<32xf32>
  %i1 = vector.insert_strided_slice %q, %i0 {offsets = [8], strides = [1]} : vector<8xf32> into vector<32xf32>
  %i2 = vector.insert_strided_slice %p, %i1 {offsets = [16], strides = [1]} : vector<8xf32> into vector<32xf32>
  %a = vector.insert_strided_slice %q, %i2 {offsets = [24], strides = [1]} : vector<8xf32> into vector<32xf32>
  %s = arith.addf %a, %c : vector<32xf32>
  return %s : vector<32xf32>
}
