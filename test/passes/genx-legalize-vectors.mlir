// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(genx-legalize-vectors)' | FileCheck %s

// After the pass only 1-D vectors remain, in function signatures too; a
// shape cast between two shapes of the same elements vanishes.
// CHECK-LABEL: func.func @shape_cast
// CHECK-SAME: (%[[V:.*]]: vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: return %[[V]] : vector<8xf32>
func.func @shape_cast(%v: vector<2x4xf32>) -> vector<8xf32> {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

// Elementwise ops on n-D vectors are the same op on the flat vector.
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[A:.*]]: vector<8xf32>, %[[B:.*]]: vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : vector<8xf32>
// CHECK-NEXT: return %[[S]]
func.func @elementwise(%a: vector<2x4xf32>, %b: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = arith.addf %a, %b : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// A 2x3 transpose is one shuffle of the 6 row-major elements: element (i, j)
// of the result is element 3 j + i of the source.
// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[V:.*]]: vector<6xi32>) -> vector<6xi32>
// CHECK-NEXT: %[[T:.*]] = vector.shuffle %[[V]], %[[V]] [0, 3, 1, 4, 2, 5] : vector<6xi32>, vector<6xi32>
// CHECK-NEXT: return %[[T]]
func.func @transpose(%v: vector<2x3xi32>) -> vector<3x2xi32> {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  return %0 : vector<3x2xi32>
}

// -----

// A row broadcast to two rows: the row written at elements 0-3 and 4-7.
// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>) -> vector<8xf32>
// CHECK: %[[W0:.*]] = vector.shuffle %[[V]], %[[V]] [0, 1, 2, 3, -1, -1, -1, -1]
// CHECK: %[[R0:.*]] = vector.shuffle %{{.*}}, %[[W0]] [8, 9, 10, 11, 4, 5, 6, 7] : vector<8xf32>, vector<8xf32>
// CHECK: %[[W1:.*]] = vector.shuffle %[[V]], %[[V]] [0, 1, 2, 3, -1, -1, -1, -1]
// CHECK: %[[R1:.*]] = vector.shuffle %[[R0]], %[[W1]] [0, 1, 2, 3, 8, 9, 10, 11] : vector<8xf32>, vector<8xf32>
// CHECK: return %[[R1]] : vector<8xf32>
func.func @broadcast(%v: vector<4xf32>) -> vector<2x4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// A reduction of every dimension is one 1-D vector.reduction of the flat
// vector (which convert-vector-to-genx makes a region tree).
// CHECK-LABEL: func.func @multi_reduction_all
// CHECK-SAME: (%[[V:.*]]: vector<8xf32>, %[[ACC:.*]]: f32)
// CHECK-NEXT: %[[R:.*]] = vector.reduction <add>, %[[V]], %[[ACC]] : vector<8xf32> into f32
// CHECK-NEXT: return %[[R]]
func.func @multi_reduction_all(%v: vector<2x4xf32>, %acc: f32) -> f32 {
  %0 = vector.multi_reduction <add>, %v, %acc [0, 1] : vector<2x4xf32> to f32
  return %0 : f32
}

// -----

// A float sum of the rows of a 2x4 matrix, in order: the transposed
// matrix's columns (elements 0, 4 | 1, 5 | 2, 6 | 3, 7) added to the
// accumulator one after another.
// CHECK-LABEL: func.func @multi_reduction_rows
// CHECK-SAME: (%[[V:.*]]: vector<8xf32>, %[[ACC:.*]]: vector<2xf32>) -> vector<2xf32>
// CHECK: %[[T:.*]] = vector.shuffle %[[V]], %[[V]] [0, 4, 1, 5, 2, 6, 3, 7]
// CHECK: %[[C0:.*]] = vector.shuffle %[[T]], %[[T]] [0, 1]
// CHECK: %[[S0:.*]] = arith.addf %[[C0]], %[[ACC]] : vector<2xf32>
// CHECK: %[[C1:.*]] = vector.shuffle %[[T]], %[[T]] [2, 3]
// CHECK: %[[S1:.*]] = arith.addf %[[C1]], %[[S0]]
// CHECK: %[[C2:.*]] = vector.shuffle %[[T]], %[[T]] [4, 5]
// CHECK: %[[S2:.*]] = arith.addf %[[C2]], %[[S1]]
// CHECK: %[[C3:.*]] = vector.shuffle %[[T]], %[[T]] [6, 7]
// CHECK: %[[S3:.*]] = arith.addf %[[C3]], %[[S2]]
// CHECK: return %[[S3]] : vector<2xf32>
func.func @multi_reduction_rows(%v: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// Integer sums do not depend on the order: the rows of a 2x4 matrix as a
// tree over the whole matrix, low and high halves of both rows at once.
// CHECK-LABEL: func.func @multi_reduction_rows_tree
// CHECK-SAME: (%[[V:.*]]: vector<8xi32>, %[[ACC:.*]]: vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT: %[[L1:.*]] = vector.shuffle %[[V]], %[[V]] [0, 1, 4, 5]
// CHECK-NEXT: %[[H1:.*]] = vector.shuffle %[[V]], %[[V]] [2, 3, 6, 7]
// CHECK-NEXT: %[[S1:.*]] = arith.addi %[[L1]], %[[H1]] : vector<4xi32>
// CHECK-NEXT: %[[L2:.*]] = vector.shuffle %[[S1]], %[[S1]] [0, 2]
// CHECK-NEXT: %[[H2:.*]] = vector.shuffle %[[S1]], %[[S1]] [1, 3]
// CHECK-NEXT: %[[S2:.*]] = arith.addi %[[L2]], %[[H2]] : vector<2xi32>
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[S2]], %[[ACC]] : vector<2xi32>
// CHECK-NEXT: return %[[R]]
func.func @multi_reduction_rows_tree(%v: vector<2x4xi32>, %acc: vector<2xi32>) -> vector<2xi32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xi32> to vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

// Float maxima neither: rows of odd width 3 leave their last column for
// the end of the tree.
// CHECK-LABEL: func.func @multi_reduction_rows_odd
// CHECK-SAME: (%[[V:.*]]: vector<6xf32>, %[[ACC:.*]]: vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: %[[LAST:.*]] = vector.shuffle %[[V]], %[[V]] [2, 5]
// CHECK-NEXT: %[[L:.*]] = vector.shuffle %[[V]], %[[V]] [0, 3]
// CHECK-NEXT: %[[H:.*]] = vector.shuffle %[[V]], %[[V]] [1, 4]
// CHECK-NEXT: %[[M:.*]] = arith.maxnumf %[[L]], %[[H]] : vector<2xf32>
// CHECK-NEXT: %[[M2:.*]] = arith.maxnumf %[[M]], %[[LAST]] : vector<2xf32>
// CHECK-NEXT: %[[R:.*]] = arith.maxnumf %[[M2]], %[[ACC]] : vector<2xf32>
// CHECK-NEXT: return %[[R]]
func.func @multi_reduction_rows_odd(%v: vector<2x3xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <maxnumf>, %v, %acc [1] : vector<2x3xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// 64-bit elements take the tree too: genx-legalize-regions later reads
// the 2-D regions of its halves a row at a time where IGC needs that.
// CHECK-LABEL: func.func @multi_reduction_rows_i64
// CHECK-SAME: (%[[V:.*]]: vector<8xi64>, %[[ACC:.*]]: vector<2xi64>) -> vector<2xi64>
// CHECK-NEXT: %[[L:.*]] = vector.shuffle %[[V]], %[[V]] [0, 1, 4, 5]
// CHECK-NEXT: %[[H:.*]] = vector.shuffle %[[V]], %[[V]] [2, 3, 6, 7]
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[L]], %[[H]] : vector<4xi64>
// CHECK-NEXT: %[[L2:.*]] = vector.shuffle %[[S]], %[[S]] [0, 2]
// CHECK-NEXT: %[[H2:.*]] = vector.shuffle %[[S]], %[[S]] [1, 3]
// CHECK-NEXT: %[[S2:.*]] = arith.addi %[[L2]], %[[H2]] : vector<2xi64>
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[S2]], %[[ACC]] : vector<2xi64>
// CHECK-NEXT: return %[[R]]
func.func @multi_reduction_rows_i64(%v: vector<2x4xi64>, %acc: vector<2xi64>) -> vector<2xi64> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xi64> to vector<2xi64>
  return %0 : vector<2xi64>
}

// -----

// An integer matrix-vector product whose rows run along the sum: the
// elementwise product with the vector repeated for each row, then the
// rows' tree; the matrix may be either operand.
// CHECK-LABEL: func.func @matvec_int
// CHECK-SAME: (%[[A:.*]]: vector<8xi32>, %[[X:.*]]: vector<4xi32>, %[[ACC:.*]]: vector<2xi32>)
// CHECK-NEXT: %[[XX:.*]] = vector.shuffle %[[X]], %[[X]] [0, 1, 2, 3, 0, 1, 2, 3]
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[A]], %[[XX]] : vector<8xi32>
// CHECK-NEXT: vector.shuffle %[[P]], %[[P]] [0, 1, 4, 5]
// CHECK-NOT: vector.contract
// CHECK-LABEL: func.func @vecmat_int_rhs_matrix
// CHECK: arith.muli
// CHECK-NOT: vector.contract
#mat = affine_map<(i, k) -> (i, k)>
#vec = affine_map<(i, k) -> (k)>
#out = affine_map<(i, k) -> (i)>
func.func @matvec_int(%a: vector<2x4xi32>, %x: vector<4xi32>, %acc: vector<2xi32>) -> vector<2xi32> {
  %0 = vector.contract {indexing_maps = [#mat, #vec, #out], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %x, %acc : vector<2x4xi32>, vector<4xi32> into vector<2xi32>
  return %0 : vector<2xi32>
}
func.func @vecmat_int_rhs_matrix(%a: vector<2x4xi32>, %x: vector<4xi32>, %acc: vector<2xi32>) -> vector<2xi32> {
  %0 = vector.contract {indexing_maps = [#vec, #mat, #out], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %x, %a, %acc : vector<4xi32>, vector<2x4xi32> into vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

// C += A B for 2x2 matrices: one outer product per k, each a single
// multiply-add over the whole of C: column k of A (row k of A transposed)
// broadcast along the rows, [a0k a0k a1k a1k], times row k of B repeated
// for every row, [bk0 bk1 bk0 bk1].
// CHECK-LABEL: func.func @contract
// CHECK-SAME: (%[[A:.*]]: vector<4xf32>, %[[B:.*]]: vector<4xf32>, %[[C:.*]]: vector<4xf32>) -> vector<4xf32>
// CHECK: %[[AT:.*]] = vector.shuffle %[[A]], %[[A]] [0, 2, 1, 3]
// CHECK: %[[A0:.*]] = vector.shuffle %[[AT]], %[[AT]] [0, 1]
// CHECK: %[[B0:.*]] = vector.shuffle %[[B]], %[[B]] [0, 1]
// CHECK: %[[X0:.*]] = vector.shuffle %[[A0]], %[[A0]] [0, 0, 1, 1]
// CHECK: %[[Y0:.*]] = vector.shuffle %[[B0]], %[[B0]] [0, 1, 0, 1]
// CHECK: %[[R0:.*]] = vector.fma %[[X0]], %[[Y0]], %[[C]] : vector<4xf32>
// CHECK: %[[A1:.*]] = vector.shuffle %[[AT]], %[[AT]] [2, 3]
// CHECK: %[[B1:.*]] = vector.shuffle %[[B]], %[[B]] [2, 3]
// CHECK: %[[X1:.*]] = vector.shuffle %[[A1]], %[[A1]] [0, 0, 1, 1]
// CHECK: %[[Y1:.*]] = vector.shuffle %[[B1]], %[[B1]] [0, 1, 0, 1]
// CHECK: %[[R1:.*]] = vector.fma %[[X1]], %[[Y1]], %[[R0]] : vector<4xf32>
// CHECK: return %[[R1]]
// CHECK-NOT: vector.contract
#lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#rhs = affine_map<(d0, d1, d2) -> (d2, d1)>
#acc = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @contract(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// -----

// An integer outer product: multiply, then add the accumulator.
// CHECK-LABEL: func.func @outerproduct_int
// CHECK-SAME: (%[[A:.*]]: vector<2xi32>, %[[B:.*]]: vector<3xi32>, %[[C:.*]]: vector<6xi32>)
// CHECK: %[[X:.*]] = vector.shuffle %[[A]], %[[A]] [0, 0, 0, 1, 1, 1]
// CHECK: %[[Y:.*]] = vector.shuffle %[[B]], %[[B]] [0, 1, 2, 0, 1, 2]
// CHECK: %[[P:.*]] = arith.muli %[[X]], %[[Y]] : vector<6xi32>
// CHECK: %[[R:.*]] = arith.addi %[[P]], %[[C]] : vector<6xi32>
// CHECK: return %[[R]]
func.func @outerproduct_int(%a: vector<2xi32>, %b: vector<3xi32>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<2xi32>, vector<3xi32>
  return %0 : vector<2x3xi32>
}

// -----

// Other kinds combine the product with the accumulator; no accumulator, no
// combination.
// CHECK-LABEL: func.func @outerproduct_max
// CHECK: %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: arith.maximumf %[[P]], %{{.*}} : vector<4xf32>
// CHECK-LABEL: func.func @outerproduct_no_acc
// CHECK: %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK-NEXT: return %[[P]]
func.func @outerproduct_max(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maximumf>} : vector<2xf32>, vector<2xf32>
  return %0 : vector<2x2xf32>
}
func.func @outerproduct_no_acc(%a: vector<2xf32>, %b: vector<2xf32>) -> vector<2x2xf32> {
  %0 = vector.outerproduct %a, %b : vector<2xf32>, vector<2xf32>
  return %0 : vector<2x2xf32>
}

// -----

// At most 128 lanes a multiply-add: 3 rows of 64 are two groups, rows 0-1
// and row 2 (where the repeated rhs is the rhs itself).
// CHECK-LABEL: func.func @outerproduct_groups
// CHECK-SAME: (%[[A:.*]]: vector<3xf32>, %[[B:.*]]: vector<64xf32>, %[[C:.*]]: vector<192xf32>)
// CHECK: %[[C01:.*]] = vector.extract_strided_slice %[[C]] {offsets = [0], sizes = [128], strides = [1]}
// CHECK: %[[R01:.*]] = vector.fma %{{.*}}, %{{.*}}, %[[C01]] : vector<128xf32>
// CHECK: %[[S01:.*]] = vector.insert_strided_slice %[[R01]], %{{.*}} {offsets = [0], strides = [1]}
// CHECK: %[[X2:.*]] = vector.shuffle %[[A]], %[[A]] [2, 2,
// CHECK: %[[C2:.*]] = vector.extract_strided_slice %[[C]] {offsets = [128], sizes = [64], strides = [1]}
// CHECK: %[[R2:.*]] = vector.fma %[[X2]], %[[B]], %[[C2]] : vector<64xf32>
// CHECK: %[[S:.*]] = vector.insert_strided_slice %[[R2]], %[[S01]] {offsets = [128], strides = [1]}
// CHECK: return %[[S]]
func.func @outerproduct_groups(%a: vector<3xf32>, %b: vector<64xf32>, %c: vector<3x64xf32>) -> vector<3x64xf32> {
  %0 = vector.outerproduct %a, %b, %c : vector<3xf32>, vector<64xf32>
  return %0 : vector<3x64xf32>
}

// -----

// A masked outer product is upstream's: row by row, each row's lanes
// selected by its row of the mask.
// CHECK-LABEL: func.func @outerproduct_masked
// CHECK-COUNT-2: arith.select %{{.*}} : vector<2xi1>, vector<2xf32>
func.func @outerproduct_masked(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2x2xf32>, %m: vector<2x2xi1>) -> vector<2x2xf32> {
  %0 = vector.mask %m { vector.outerproduct %a, %b, %c : vector<2xf32>, vector<2xf32> } : vector<2x2xi1> -> vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// -----

// A reduction of index elements is the same reduction in i64 (exact for
// every kind: sign extension keeps both orders and the low bits).
// CHECK-LABEL: func.func @reduce_index
// CHECK-SAME: (%[[V:.*]]: vector<16xindex>, %[[ACC:.*]]: index)
// CHECK: %[[W:.*]] = arith.index_cast %[[V]] : vector<16xindex> to vector<16xi64>
// CHECK: %[[R:.*]] = vector.reduction <minui>, %[[W]] : vector<16xi64> into i64
// CHECK: %[[MIN:.*]] = arith.index_cast %[[R]] : i64 to index
// CHECK: %[[W2:.*]] = arith.index_cast %[[V]] : vector<16xindex> to vector<16xi64>
// CHECK: %[[A:.*]] = arith.index_cast %[[ACC]] : index to i64
// CHECK: %[[S:.*]] = vector.reduction <add>, %[[W2]], %[[A]] : vector<16xi64> into i64
// CHECK: %[[SUM:.*]] = arith.index_cast %[[S]] : i64 to index
// CHECK: return %[[MIN]], %[[SUM]]
func.func @reduce_index(%v: vector<16xindex>, %acc: index) -> (index, index) {
  %0 = vector.reduction <minui>, %v : vector<16xindex> into index
  %1 = vector.reduction <add>, %v, %acc : vector<16xindex> into index
  return %0, %1 : index, index
}

// -----

// Two whole rows of a row-major 4x8 matrix are contiguous: one 16-element
// load of the collapsed memref at row i times 8.
// CHECK: #[[ROW8:.*]] = affine_map<()[s0] -> (s0 * 8)>
// CHECK-LABEL: func.func @read_contiguous
// CHECK-SAME: (%[[M:.*]]: memref<4x8xf32>, %[[I:.*]]: index) -> vector<16xf32>
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[M]] {{\[\[}}0, 1]] : memref<4x8xf32> into memref<32xf32>
// CHECK: %[[OFF:.*]] = affine.apply #[[ROW8]]()[%[[I]]]
// CHECK: %[[R:.*]] = vector.load %[[FLAT]][%[[OFF]]] : memref<32xf32>, vector<16xf32>
// CHECK: return %[[R]]
func.func @read_contiguous(%m: memref<4x8xf32>, %i: index) -> vector<2x8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %c0], %p {in_bounds = [true, true]} : memref<4x8xf32>, vector<2x8xf32>
  return %0 : vector<2x8xf32>
}

// -----

// Half rows of a 4x16 matrix are not contiguous: one 8-element load per
// row (rows i and i + 1), each written into its half of the 16 elements.
// CHECK: #[[NEXT:.*]] = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @read_rows
// CHECK-SAME: (%[[M:.*]]: memref<4x16xf32>, %[[I:.*]]: index) -> vector<16xf32>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[R0:.*]] = vector.load %[[M]][%[[I]], %[[C0]]] : memref<4x16xf32>, vector<8xf32>
// CHECK: %[[W0:.*]] = vector.shuffle %[[R0]], %[[R0]] [0, 1, 2, 3, 4, 5, 6, 7, -1, -1, -1, -1, -1, -1, -1, -1]
// CHECK: %[[P0:.*]] = vector.shuffle %{{.*}}, %[[W0]] [16, 17, 18, 19, 20, 21, 22, 23, 8, 9, 10, 11, 12, 13, 14, 15]
// CHECK: %[[I1:.*]] = affine.apply #[[NEXT]]()[%[[I]]]
// CHECK: %[[R1:.*]] = vector.load %[[M]][%[[I1]], %[[C0]]] : memref<4x16xf32>, vector<8xf32>
// CHECK: %[[W1:.*]] = vector.shuffle %[[R1]], %[[R1]] [0, 1, 2, 3, 4, 5, 6, 7, -1, -1, -1, -1, -1, -1, -1, -1]
// CHECK: %[[P1:.*]] = vector.shuffle %[[P0]], %[[W1]] [0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23]
// CHECK: return %[[P1]] : vector<16xf32>
func.func @read_rows(%m: memref<4x16xf32>, %i: index) -> vector<2x8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %c0], %p {in_bounds = [true, true]} : memref<4x16xf32>, vector<2x8xf32>
  return %0 : vector<2x8xf32>
}

// -----

// The same for a write: elements 0-7 to row i, 8-15 to row i + 1.
// CHECK-LABEL: func.func @write_rows
// CHECK-SAME: (%[[M:.*]]: memref<4x16xf32>, %[[I:.*]]: index, %[[V:.*]]: vector<16xf32>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[L:.*]] = vector.shuffle %[[V]], %[[V]] [0, 1, 2, 3, 4, 5, 6, 7] : vector<16xf32>, vector<16xf32>
// CHECK: vector.store %[[L]], %[[M]][%[[I]], %[[C0]]] : memref<4x16xf32>, vector<8xf32>
// CHECK: %[[I1:.*]] = affine.apply #{{.*}}()[%[[I]]]
// CHECK: %[[H:.*]] = vector.shuffle %[[V]], %[[V]] [8, 9, 10, 11, 12, 13, 14, 15] : vector<16xf32>, vector<16xf32>
// CHECK: vector.store %[[H]], %[[M]][%[[I1]], %[[C0]]] : memref<4x16xf32>, vector<8xf32>
func.func @write_rows(%m: memref<4x16xf32>, %i: index, %v: vector<2x8xf32>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, memref<4x16xf32>
  return
}

// -----

// An out-of-bounds read: a mask of the lanes below the memref's size minus
// the index, and the padding as pass-through.
// CHECK-LABEL: func.func @read_out_of_bounds
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[I:.*]]: index) -> vector<8xf32>
// CHECK-DAG: %[[PAD:.*]] = arith.constant dense<7.000000e+00> : vector<8xf32>
// CHECK-DAG: %[[LANES:.*]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
// CHECK: %[[DIM:.*]] = memref.dim %[[M]], %{{.*}} : memref<?xf32>
// CHECK: %[[LEFT:.*]] = arith.subi %[[DIM]], %[[I]] : index
// CHECK: %[[LEFT32:.*]] = arith.index_cast %[[LEFT]] : index to i32
// CHECK: %[[SPLAT:.*]] = vector.broadcast %[[LEFT32]] : i32 to vector<8xi32>
// CHECK: %[[MASK:.*]] = arith.cmpi sgt, %[[SPLAT]], %[[LANES]] : vector<8xi32>
// CHECK: %[[R:.*]] = vector.maskedload %[[M]][%[[I]]], %[[MASK]], %[[PAD]] : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK: return %[[R]]
func.func @read_out_of_bounds(%m: memref<?xf32>, %i: index) -> vector<8xf32> {
  %p = arith.constant 7.0 : f32
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

// A masked in-bounds read is a maskedload with the padding as pass-through.
// CHECK-LABEL: func.func @read_masked
// CHECK-SAME: (%[[M:.*]]: memref<16xi32>, %[[I:.*]]: index, %[[MASK:.*]]: vector<8xi1>)
// CHECK: %[[PAD:.*]] = arith.constant dense<-1> : vector<8xi32>
// CHECK: vector.maskedload %[[M]][%[[I]]], %[[MASK]], %[[PAD]] : memref<16xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
func.func @read_masked(%m: memref<16xi32>, %i: index, %mask: vector<8xi1>) -> vector<8xi32> {
  %p = arith.constant -1 : i32
  %0 = vector.transfer_read %m[%i], %p, %mask {in_bounds = [true]} : memref<16xi32>, vector<8xi32>
  return %0 : vector<8xi32>
}

// -----

// An out-of-bounds write is a maskedstore under the same mask.
// CHECK-LABEL: func.func @write_out_of_bounds
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[I:.*]]: index, %[[V:.*]]: vector<8xf32>)
// CHECK: %[[DIM:.*]] = memref.dim %[[M]]
// CHECK: %[[LEFT:.*]] = arith.subi %[[DIM]], %[[I]] : index
// CHECK: %[[MASK:.*]] = arith.cmpi sgt
// CHECK: vector.maskedstore %[[M]][%[[I]]], %[[MASK]], %[[V]] : memref<?xf32>, vector<8xi1>, vector<8xf32>
func.func @write_out_of_bounds(%m: memref<?xf32>, %i: index, %v: vector<8xf32>) {
  vector.transfer_write %v, %m[%i] : vector<8xf32>, memref<?xf32>
  return
}

// -----

// A 2-D masked write out of bounds in both dimensions: each row is a
// maskedstore whose mask also holds the row's bound.
// CHECK-LABEL: func.func @write_2d_masked
// CHECK-COUNT-2: vector.maskedstore %{{.*}} : memref<?x?xf16>, vector<4xi1>, vector<4xf16>
// CHECK-NOT: vector.transfer_write
func.func @write_2d_masked(%m: memref<?x?xf16>, %i: index, %j: index, %v: vector<2x4xf16>) {
  vector.transfer_write %v, %m[%i, %j] : vector<2x4xf16>, memref<?x?xf16>
  return
}

// -----

// A read with a transposing permutation map: two 4-element row loads, then
// the shuffle that transposes the 2x4 block to 4x2.
// CHECK-LABEL: func.func @read_transposed
// CHECK-SAME: (%[[M:.*]]: memref<8x8xf32>) -> vector<8xf32>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: vector.load %[[M]][%[[C0]], %[[C0]]] : memref<8x8xf32>, vector<4xf32>
// CHECK: vector.load %[[M]][%[[C1]], %[[C0]]] : memref<8x8xf32>, vector<4xf32>
// CHECK: %[[T:.*]] = vector.shuffle %[[B:.*]], %[[B]] [0, 4, 1, 5, 2, 6, 3, 7] : vector<8xf32>, vector<8xf32>
// CHECK: return %[[T]]
func.func @read_transposed(%m: memref<8x8xf32>) -> vector<4x2xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c0], %p {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<8x8xf32>, vector<4x2xf32>
  return %0 : vector<4x2xf32>
}

// -----

// A tile read only to be transposed, whose columns a region cannot hold
// (rows 64 bytes apart): one gather per column, the rows' elements a row
// stride apart (16 here, or the dynamic stride), column c at the lanes of
// column 0 plus c. Rows that another op also reads stay rows; a tile within
// one operand (2x4, 20 bytes a column) is transposed in registers.
// CHECK-LABEL: func.func @transposed_tile
// CHECK-SAME: (%[[M:.*]]: memref<?x16xf32>, %[[I:.*]]: index)
// CHECK-DAG: %[[COL0:.*]] = arith.constant dense<[0, 16, 32, 48, 64, 80, 96, 112]> : vector<8xindex>
// CHECK-DAG: %[[COL1:.*]] = arith.constant dense<[1, 17, 33, 49, 65, 81, 97, 113]> : vector<8xindex>
// CHECK-DAG: %[[COL15:.*]] = arith.constant dense<[15, 31, 47, 63, 79, 95, 111, 127]> : vector<8xindex>
// CHECK: vector.gather %[[M]][%[[I]], %{{.*}}] [%[[COL0]]]
// CHECK: vector.gather %[[M]][%[[I]], %{{.*}}] [%[[COL1]]]
// CHECK-COUNT-13: vector.gather
// CHECK: vector.gather %[[M]][%[[I]], %{{.*}}] [%[[COL15]]]
// CHECK-NOT: vector.gather
// CHECK-NOT: vector.load
// CHECK: return
func.func @transposed_tile(%m: memref<?x16xf32>, %i: index) -> vector<16x8xf32> {
  %c0 = arith.constant 0 : index
  %t = vector.load %m[%i, %c0] : memref<?x16xf32>, vector<8x16xf32>
  %r = vector.transpose %t, [1, 0] : vector<8x16xf32> to vector<16x8xf32>
  return %r : vector<16x8xf32>
}

// CHECK-LABEL: func.func @transposed_dynamic
// CHECK-SAME: (%[[M:.*]]: memref<?x?xi32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK: %{{.*}}, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[M]]
// CHECK: %[[STRIDE:.*]] = vector.broadcast %[[STRIDES]]#0 : index to vector<8xindex>
// CHECK: %[[COL0:.*]] = arith.muli %[[STRIDE]], %{{.*}} : vector<8xindex>
// CHECK: vector.gather %[[M]][%[[I]], %[[J]]] [%[[COL0]]]
// CHECK: %[[COL1:.*]] = arith.addi %[[COL0]], %{{.*}} : vector<8xindex>
// CHECK: vector.gather %[[M]][%[[I]], %[[J]]] [%[[COL1]]]
// CHECK-COUNT-6: vector.gather
// CHECK-NOT: vector.gather
func.func @transposed_dynamic(%m: memref<?x?xi32>, %i: index, %j: index) -> vector<8x8xi32> {
  %p = arith.constant 0 : i32
  %t = vector.transfer_read %m[%i, %j], %p {in_bounds = [true, true]} : memref<?x?xi32>, vector<8x8xi32>
  %r = vector.transpose %t, [1, 0] : vector<8x8xi32> to vector<8x8xi32>
  return %r : vector<8x8xi32>
}

// CHECK-LABEL: func.func @transposed_shared
// CHECK-NOT: vector.gather
// CHECK: vector.load
func.func @transposed_shared(%m: memref<?x16xf32>, %i: index) -> (vector<16x8xf32>, vector<8x16xf32>) {
  %c0 = arith.constant 0 : index
  %t = vector.load %m[%i, %c0] : memref<?x16xf32>, vector<8x16xf32>
  %r = vector.transpose %t, [1, 0] : vector<8x16xf32> to vector<16x8xf32>
  return %r, %t : vector<16x8xf32>, vector<8x16xf32>
}

// CHECK-LABEL: func.func @transposed_small
// CHECK-NOT: vector.gather
// CHECK: vector.load
func.func @transposed_small(%m: memref<?x4xf32>, %i: index) -> vector<4x2xf32> {
  %c0 = arith.constant 0 : index
  %t = vector.load %m[%i, %c0] : memref<?x4xf32>, vector<2x4xf32>
  %r = vector.transpose %t, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return %r : vector<4x2xf32>
}

// -----

// A transposed broadcast is the broadcast of its source in the transposed
// place: each row's scale along the row (a stride-0 region per row), no
// transpose shuffle of the broadcast copy. A transpose that reorders the
// source's own dimensions stays a transpose.
// CHECK-LABEL: func.func @transposed_broadcast
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>)
// CHECK: %[[E0:.*]] = vector.extract %[[V]][0] : f32 from vector<4xf32>
// CHECK: vector.broadcast %[[E0]] : f32 to vector<8xf32>
// CHECK: %[[E1:.*]] = vector.extract %[[V]][1] : f32 from vector<4xf32>
// CHECK: vector.broadcast %[[E1]] : f32 to vector<8xf32>
// CHECK: %[[E3:.*]] = vector.extract %[[V]][3] : f32 from vector<4xf32>
// CHECK: vector.broadcast %[[E3]] : f32 to vector<8xf32>
// CHECK-NOT: vector.extract
// CHECK: return
func.func @transposed_broadcast(%v: vector<4xf32>) -> vector<4x8xf32> {
  %b = vector.broadcast %v : vector<4xf32> to vector<8x4xf32>
  %t = vector.transpose %b, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
  return %t : vector<4x8xf32>
}

// CHECK-LABEL: func.func @transposed_broadcast_reordered
// CHECK: vector.insert %{{.*}} [0] : f32 into vector<12xf32>
// CHECK: vector.insert %{{.*}} [6] : f32 into vector<12xf32>
// CHECK: vector.insert %{{.*}} [3] : f32 into vector<12xf32>
func.func @transposed_broadcast_reordered(%v: vector<2x2xf32>) -> vector<2x2x3xf32> {
  %b = vector.broadcast %v : vector<2x2xf32> to vector<3x2x2xf32>
  %t = vector.transpose %b, [2, 1, 0] : vector<3x2x2xf32> to vector<2x2x3xf32>
  return %t : vector<2x2x3xf32>
}

// -----

// A read that broadcasts one element (permutation map to 0) is a scalar
// load and a broadcast: the 0-D read the map's lowering leaves has no
// message of its own.
// CHECK-LABEL: func.func @read_broadcast_element
// CHECK-SAME: (%[[M:.*]]: memref<?x?xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK: %[[E:.*]] = memref.load %[[M]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK: %[[B:.*]] = vector.broadcast %[[E]] : f32 to vector<4xf32>
// CHECK: return %[[B]]
func.func @read_broadcast_element(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// A row read whose elements are extracted one by one stays one read.
// CHECK-LABEL: func.func @read_then_extracts
// CHECK: vector.load %{{.*}} : memref<?xf32>, vector<16xf32>
// CHECK-NOT: memref.load
func.func @read_then_extracts(%m: memref<?xf32>, %i: index) -> (f32, f32) {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<?xf32>, vector<16xf32>
  %a = vector.extract %v[0] : f32 from vector<16xf32>
  %b = vector.extract %v[9] : f32 from vector<16xf32>
  return %a, %b : f32, f32
}

// -----

// A column of a row-major matrix is one gather of elements a row stride
// (8) apart, lanes 0 to 7 times 8 from the column's first element; out of
// bounds, the lanes past the rows left are masked off.
// CHECK-LABEL: func.func @read_column
// CHECK-SAME: (%[[M:.*]]: memref<8x8xf32>, %[[J:.*]]: index) -> vector<8xf32>
// CHECK-NOT: scf.for
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[OFFS:.*]] = arith.constant dense<[0, 8, 16, 24, 32, 40, 48, 56]> : vector<8xindex>
// CHECK-DAG: %[[ALL:.*]] = arith.constant dense<true> : vector<8xi1>
// CHECK-DAG: %[[PAD:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK: %[[G:.*]] = vector.gather %[[M]][%[[C0]], %[[J]]] [%[[OFFS]]], %[[ALL]], %[[PAD]] : memref<8x8xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK: return %[[G]]
func.func @read_column(%m: memref<8x8xf32>, %j: index) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %j], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<8x8xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

// CHECK-LABEL: func.func @write_column_out_of_bounds
// CHECK-SAME: (%[[M:.*]]: memref<?x8xf32>, %[[I:.*]]: index, %[[J:.*]]: index, %[[V:.*]]: vector<8xf32>)
// CHECK-NOT: scf.for
// CHECK: %[[DIM:.*]] = memref.dim %[[M]], %{{.*}} : memref<?x8xf32>
// CHECK: %[[LEFT:.*]] = arith.subi %[[DIM]], %[[I]] : index
// CHECK: %[[MASK:.*]] = arith.cmpi sgt
// CHECK: vector.scatter %[[M]][%[[I]], %[[J]]] [%{{.*}}], %[[MASK]], %[[V]] : memref<?x8xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32>
func.func @write_column_out_of_bounds(%m: memref<?x8xf32>, %i: index, %j: index, %v: vector<8xf32>) {
  vector.transfer_write %v, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<8xf32>, memref<?x8xf32>
  return
}

// -----

// A 2-D gather: one 1-D gather per row of indices, mask and pass-through.
// CHECK-LABEL: func.func @gather_2d
// CHECK-SAME: (%[[M:.*]]: memref<64xf32>, %[[IDX:.*]]: vector<8xindex>, %[[MASK:.*]]: vector<8xi1>, %[[PASS:.*]]: vector<8xf32>) -> vector<8xf32>
// CHECK: %[[I0:.*]] = vector.shuffle %[[IDX]], %[[IDX]] [0, 1, 2, 3]
// CHECK: %[[M0:.*]] = vector.shuffle %[[MASK]], %[[MASK]] [0, 1, 2, 3]
// CHECK: %[[P0:.*]] = vector.shuffle %[[PASS]], %[[PASS]] [0, 1, 2, 3]
// CHECK: vector.gather %[[M]][%{{.*}}] [%[[I0]]], %[[M0]], %[[P0]] : memref<64xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: %[[I1:.*]] = vector.shuffle %[[IDX]], %[[IDX]] [4, 5, 6, 7]
// CHECK: %[[M1:.*]] = vector.shuffle %[[MASK]], %[[MASK]] [4, 5, 6, 7]
// CHECK: %[[P1:.*]] = vector.shuffle %[[PASS]], %[[PASS]] [4, 5, 6, 7]
// CHECK: vector.gather %[[M]][%{{.*}}] [%[[I1]]], %[[M1]], %[[P1]]
func.func @gather_2d(%m: memref<64xf32>, %idx: vector<2x4xindex>, %mask: vector<2x4xi1>, %pass: vector<2x4xf32>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %m[%c0][%idx], %mask, %pass : memref<64xf32>, vector<2x4xindex>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// A 1-D maskedload is already what convert-memory-to-genx takes.
// CHECK-LABEL: func.func @maskedload
// CHECK-SAME: (%[[M:.*]]: memref<16xf32>, %[[I:.*]]: index, %[[MASK:.*]]: vector<8xi1>, %[[PASS:.*]]: vector<8xf32>)
// CHECK-NEXT: %[[R:.*]] = vector.maskedload %[[M]][%[[I]]], %[[MASK]], %[[PASS]] : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: return %[[R]]
func.func @maskedload(%m: memref<16xf32>, %i: index, %mask: vector<8xi1>, %pass: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.maskedload %m[%i], %mask, %pass : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

// n-D vectors carried by loops are linearized with the loop.
// CHECK-LABEL: func.func @loop
// CHECK-SAME: (%[[V:.*]]: vector<8xf32>, %[[N:.*]]: index) -> vector<8xf32>
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[V]]) -> (vector<8xf32>) {
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[V]] : vector<8xf32>
// CHECK-NEXT: scf.yield %[[S]] : vector<8xf32>
// CHECK: return %[[R]]
func.func @loop(%v: vector<2x4xf32>, %n: index) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> vector<2x4xf32> {
    %s = arith.addf %acc, %v : vector<2x4xf32>
    scf.yield %s : vector<2x4xf32>
  }
  return %r : vector<2x4xf32>
}

// -----

// Row 1 of a 3x4 vector is elements 4 to 7.
// CHECK-LABEL: func.func @extract_row
// CHECK-SAME: (%[[V:.*]]: vector<12xi32>) -> vector<4xi32>
// CHECK-NEXT: %[[R:.*]] = vector.shuffle %[[V]], %[[V]] [4, 5, 6, 7] : vector<12xi32>, vector<12xi32>
// CHECK-NEXT: return %[[R]]
func.func @extract_row(%v: vector<3x4xi32>) -> vector<4xi32> {
  %0 = vector.extract %v[1] : vector<4xi32> from vector<3x4xi32>
  return %0 : vector<4xi32>
}

// -----

// A mask of the first n lanes: lanes compared with n as 32-bit integers.
// CHECK-LABEL: func.func @create_mask
// CHECK-SAME: (%[[N:.*]]: index) -> vector<8xi1>
// CHECK: %[[LANES:.*]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
// CHECK: %[[N32:.*]] = arith.index_cast %[[N]] : index to i32
// CHECK: %[[SPLAT:.*]] = vector.broadcast %[[N32]] : i32 to vector<8xi32>
// CHECK: %[[M:.*]] = arith.cmpi sgt, %[[SPLAT]], %[[LANES]] : vector<8xi32>
// CHECK: return %[[M]]
func.func @create_mask(%n: index) -> vector<8xi1> {
  %0 = vector.create_mask %n : vector<8xi1>
  return %0 : vector<8xi1>
}

// -----

// An n-D interleave: one 1-D interleave per row, each a shuffle of its two
// rows alternating.
// CHECK-LABEL: func.func @interleave_2d
// CHECK-SAME: (%[[A:.*]]: vector<4xf32>, %[[B:.*]]: vector<4xf32>) -> vector<8xf32>
// CHECK-DAG: %[[A0:.*]] = vector.shuffle %[[A]], %[[A]] [0, 1]
// CHECK-DAG: %[[B0:.*]] = vector.shuffle %[[B]], %[[B]] [0, 1]
// CHECK-DAG: vector.shuffle %[[A0]], %[[B0]] [0, 2, 1, 3] : vector<2xf32>, vector<2xf32>
// CHECK-DAG: %[[A1:.*]] = vector.shuffle %[[A]], %[[A]] [2, 3]
// CHECK-DAG: %[[B1:.*]] = vector.shuffle %[[B]], %[[B]] [2, 3]
// CHECK-DAG: vector.shuffle %[[A1]], %[[B1]] [0, 2, 1, 3] : vector<2xf32>, vector<2xf32>
// CHECK-NOT: vector.interleave
// CHECK: return
func.func @interleave_2d(%a: vector<2x2xf32>, %b: vector<2x2xf32>) -> vector<2x4xf32> {
  %0 = vector.interleave %a, %b : vector<2x2xf32> -> vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// n-D masked loads and stores are the masked n-D transfers they are: rows of
// 1-D masked accesses, the pass-through selected where the mask is off.
// CHECK-LABEL: func.func @maskedload_2d
// CHECK-COUNT-4: vector.maskedload %{{.*}} : memref<8x16xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<64xi1>, vector<64xf32>
func.func @maskedload_2d(%a: memref<8x16xf32>, %n: index, %p: vector<4x16xf32>) -> vector<4x16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %m = vector.create_mask %c4, %n : vector<4x16xi1>
  %v = vector.maskedload %a[%c0, %c0], %m, %p : memref<8x16xf32>, vector<4x16xi1>, vector<4x16xf32> into vector<4x16xf32>
  return %v : vector<4x16xf32>
}

// -----

// CHECK-LABEL: func.func @maskedstore_2d
// CHECK-COUNT-2: vector.maskedstore %{{.*}} : memref<8x16xf32>, vector<16xi1>, vector<16xf32>
// CHECK-NOT: vector.maskedstore
func.func @maskedstore_2d(%a: memref<8x16xf32>, %m: vector<2x16xi1>, %v: vector<2x16xf32>) {
  %c0 = arith.constant 0 : index
  vector.maskedstore %a[%c0, %c0], %m, %v : memref<8x16xf32>, vector<2x16xi1>, vector<2x16xf32>
  return
}

// -----

// Expanding loads and compressing stores are a gather and a scatter at the
// exclusive prefix count of the mask.
// CHECK-LABEL: func.func @expandload
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[I:.*]]: index, %[[M:.*]]: vector<8xi1>, %[[P:.*]]: vector<8xf32>)
// CHECK: arith.extui %[[M]] : vector<8xi1> to vector<8xi32>
// CHECK: %[[OFF:.*]] = arith.index_cast %{{.*}} : vector<8xi32> to vector<8xindex>
// CHECK: vector.gather %[[A]][%[[I]]] [%[[OFF]]], %[[M]], %[[P]]
func.func @expandload(%a: memref<?xf32>, %i: index, %m: vector<8xi1>, %p: vector<8xf32>) -> vector<8xf32> {
  %v = vector.expandload %a[%i], %m, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %v : vector<8xf32>
}

// -----

// CHECK-LABEL: func.func @compressstore
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[I:.*]]: index, %[[M:.*]]: vector<8xi1>, %[[V:.*]]: vector<8xf32>)
// CHECK: %[[OFF:.*]] = arith.index_cast %{{.*}} : vector<8xi32> to vector<8xindex>
// CHECK: vector.scatter %[[A]][%[[I]]] [%[[OFF]]], %[[M]], %[[V]]
func.func @compressstore(%a: memref<?xf32>, %i: index, %m: vector<8xi1>, %v: vector<8xf32>) {
  vector.compressstore %a[%i], %m, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

// memref.copy: a loop nest of 1-D transfers along the innermost dimension,
// whole rows when they are static and short (12 f16 here), masked chunks of
// 16 otherwise (the last chunk of a dynamic row reads and writes only what
// is in bounds).
// CHECK-LABEL: func.func @copy_rows
// CHECK-SAME: (%[[A:.*]]: memref<4x12xf16>, %[[B:.*]]: memref<4x12xf16>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[ROW:.*]] = vector.load %[[A]][%[[I]], %[[J]]] : memref<4x12xf16>, vector<12xf16>
// CHECK: vector.store %[[ROW]], %[[B]][%[[I]], %[[J]]] : memref<4x12xf16>, vector<12xf16>
// CHECK-NOT: memref.copy
// CHECK-LABEL: func.func @copy_dynamic
// CHECK: %[[C16:.*]] = arith.constant 16 : index
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %[[C16]] {
// CHECK: %[[V:.*]] = vector.maskedload %{{.*}}[%[[K]]], %{{.*}}, %{{.*}} : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK: vector.maskedstore %{{.*}}[%[[K]]], %{{.*}}, %[[V]] : memref<?xf32>, vector<16xi1>, vector<16xf32>
// CHECK-NOT: memref.copy
func.func @copy_rows(%a: memref<4x12xf16>, %b: memref<4x12xf16>) {
  memref.copy %a, %b : memref<4x12xf16> to memref<4x12xf16>
  return
}
func.func @copy_dynamic(%a: memref<?xf32>, %b: memref<?xf32>) {
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  return
}

// -----

// memref.dim at a run-time index: a select among the dimensions (kernel
// arguments have no shape to index at run time); static ones fold.
// CHECK-LABEL: func.func @dim_dynamic_index
// CHECK-SAME: (%[[M:.*]]: memref<4x?xf32>, %[[D:.*]]: index)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[N:.*]] = memref.dim %[[M]], %[[C1]] : memref<4x?xf32>
// CHECK: %[[IS0:.*]] = arith.cmpi eq, %[[D]], %[[C0]] : index
// CHECK: %[[R:.*]] = arith.select %[[IS0]], %[[C4]], %[[N]] : index
// CHECK: return %[[R]]
func.func @dim_dynamic_index(%m: memref<4x?xf32>, %d: index) -> index {
  %0 = memref.dim %m, %d : memref<4x?xf32>
  return %0 : index
}

// -----

// A masked reduction reduces the vector with its masked-off lanes replaced
// by the kind's neutral value (-0 for a float sum, -inf for maximumf,
// INT_MAX for minsi); an accumulator stays an accumulator.
// CHECK-LABEL: func.func @masked_reductions
// CHECK-SAME: (%[[V:.*]]: vector<16xf32>, %[[I:.*]]: vector<8xi32>, %[[M:.*]]: vector<16xi1>, %[[N:.*]]: vector<8xi1>, %[[ACC:.*]]: f32)
// CHECK-DAG: %[[NZ:.*]] = arith.constant dense<-0.000000e+00> : vector<16xf32>
// CHECK-DAG: %[[NINF:.*]] = arith.constant dense<0xFF800000> : vector<16xf32>
// CHECK-DAG: %[[IMAX:.*]] = arith.constant dense<2147483647> : vector<8xi32>
// CHECK-DAG: %[[S0:.*]] = arith.select %[[M]], %[[V]], %[[NZ]]
// CHECK-DAG: vector.reduction <add>, %[[S0]] : vector<16xf32> into f32
// CHECK-DAG: %[[S1:.*]] = arith.select %[[M]], %[[V]], %[[NINF]]
// CHECK-DAG: vector.reduction <maximumf>, %[[S1]], %[[ACC]] : vector<16xf32> into f32
// CHECK-DAG: %[[S2:.*]] = arith.select %[[N]], %[[I]], %[[IMAX]]
// CHECK-DAG: vector.reduction <minsi>, %[[S2]] : vector<8xi32> into i32
// CHECK-NOT: vector.mask
func.func @masked_reductions(%v: vector<16xf32>, %i: vector<8xi32>, %m: vector<16xi1>, %n: vector<8xi1>, %acc: f32) -> (f32, f32, i32) {
  %s = vector.mask %m { vector.reduction <add>, %v : vector<16xf32> into f32 } : vector<16xi1> -> f32
  %x = vector.mask %m { vector.reduction <maximumf>, %v, %acc : vector<16xf32> into f32 } : vector<16xi1> -> f32
  %y = vector.mask %n { vector.reduction <minsi>, %i : vector<8xi32> into i32 } : vector<8xi1> -> i32
  return %s, %x, %y : f32, f32, i32
}

// -----

// memref.transpose becomes a reinterpret_cast of the source's buffer with
// permuted sizes and strides; memref.dim of a view becomes the size of its
// strided metadata (which expand-strided-metadata resolves).
// CHECK-LABEL: func.func @transpose_and_dims
// CHECK: %[[BASE:.*]], %[[OFF:.*]], %[[SIZES:.*]]:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %arg0
// CHECK: %[[T:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [16, 6], strides: [1, 16]
// CHECK: memref.load %[[T]]
// CHECK: %[[C:.*]] = memref.collapse_shape %arg1
// CHECK: %{{.*}}, %{{.*}}, %[[N:.*]], %{{.*}} = memref.extract_strided_metadata %[[C]]
// CHECK-NOT: memref.dim
// CHECK: return %{{.*}}, %[[N]]
func.func @transpose_and_dims(%m: memref<6x16xf32>, %d: memref<?x?xf32>, %i: index) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<6x16xf32> to memref<16x6xf32, strided<[1, 16]>>
  %v = memref.load %t[%i, %c0] : memref<16x6xf32, strided<[1, 16]>>
  %flat = memref.collapse_shape %d [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %n = memref.dim %flat, %c0 : memref<?xf32>
  return %v, %n : f32, index
}
