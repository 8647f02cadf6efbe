// RUN: %genx-opt %s -p 'builtin.module(convert-vector-to-genx)' -split-input-file | FileCheck %s
// RUN: %genx-opt %s -p 'builtin.module(convert-vector-to-genx{memory=surface})' -split-input-file | FileCheck %s --check-prefix=SURFACE

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
func.func @shuffles(%a: vector<16xi32>, %b: vector<16xi32>) -> (vector<8xi32>, vector<16xi32>, vector<4xi32>) {
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
  return %0, %1, %2 : vector<8xi32>, vector<16xi32>, vector<4xi32>
}

// -----

// Shuffles that are not regions stay: mixing both operands, or no pattern.
// CHECK-LABEL: func.func @not_regions
// CHECK-COUNT-2: vector.shuffle
// CHECK-NOT: genx.
func.func @not_regions(%a: vector<4xi32>, %b: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %0 = vector.shuffle %a, %b [0, 4, 1, 5] : vector<4xi32>, vector<4xi32>
  %1 = vector.shuffle %a, %b [0, 1, 3, 2] : vector<4xi32>, vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi32>
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

// SVM: the aligned pointer plus the linear byte offset; 64 bytes with
// 64-byte alignment is an aligned block load, without it a dword-aligned
// one; a 64-byte store needs alignment >= 16.
// CHECK-LABEL: func.func @svm_blocks
// SURFACE-LABEL: func.func @svm_blocks
func.func @svm_blocks(%m: memref<?xf32>, %i: index) {
  // CHECK: %[[P:.*]] = memref.extract_aligned_pointer_as_index %{{.*}} : memref<?xf32> -> index
  // CHECK: %[[BASE:.*]] = arith.index_cast %[[P]] : index to i64
  // CHECK: %[[ADDR:.*]] = arith.addi %[[BASE]], %{{.*}} : i64
  // CHECK: genx.svm.block.ld %[[ADDR]] : i64 -> vector<16xf32>
  // SURFACE: %[[P:.*]] = memref.extract_aligned_pointer_as_index %{{.*}} : memref<?xf32> -> index
  // SURFACE: %[[SURF:.*]] = arith.index_cast %[[P]] : index to i32
  // SURFACE: genx.oword.ld.unaligned %[[SURF]], %{{.*}} {is_modified = 0} : (i32, i32) -> vector<16xf32>
  %0 = vector.load %m[%i] {alignment = 64} : memref<?xf32>, vector<16xf32>
  // CHECK: genx.svm.block.ld.unaligned %{{.*}} : (i64) -> vector<16xf32>
  %1 = vector.load %m[%i] : memref<?xf32>, vector<16xf32>
  // CHECK: genx.svm.block.st %{{.*}}, %{{.*}} : vector<16xf32>, i64
  // SURFACE: %[[OW:.*]] = arith.divui %{{.*}}, %{{.*}} : index
  // SURFACE: genx.oword.st %{{.*}}, %{{.*}}[%{{.*}}] : vector<16xf32>
  %sum = arith.addf %0, %1 : vector<16xf32>
  vector.store %sum, %m[%i] {alignment = 16} : memref<?xf32>, vector<16xf32>
  return
}

// -----

// Unaligned stores and non-block sizes: 16-lane (or 8-lane) gathers and
// scatters, chunked through regions.
// CHECK-LABEL: func.func @gather_scatter
// SURFACE-LABEL: func.func @gather_scatter
func.func @gather_scatter(%m: memref<?xi32>, %i: index) {
  // 24 elements: three 8-lane gathers written into the result.
  // CHECK-COUNT-3: genx.svm.gather %{{.*}}, %{{.*}}, %{{.*}} {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  // SURFACE-COUNT-3: genx.gather.scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {log2_num_blocks = 2, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  %0 = vector.load %m[%i] : memref<?xi32>, vector<24xi32>
  // 16 elements without alignment: one 16-lane scatter.
  // CHECK: genx.svm.scatter %{{.*}}, %{{.*}}, %{{.*}} {log2_num_blocks = 0} : (vector<16xi1>, vector<16xi64>, vector<16xi32>) -> ()
  // SURFACE: genx.scatter.scaled
  %1 = vector.extract_strided_slice %0 {offsets = [0], sizes = [16], strides = [1]} : vector<24xi32> to vector<16xi32>
  vector.store %1, %m[%i] : memref<?xi32>, vector<16xi32>
  return
}

// -----

// 2-D memrefs with static strides are linearized; plain transfers are loads.
// CHECK-LABEL: func.func @strided_2d
// CHECK-SAME: (%{{.*}}: memref<8x32xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: %[[ROW:.*]] = arith.muli %[[I]], %[[C32]] : index
// CHECK: arith.addi %[[ROW]], %[[J]] : index
// CHECK: genx.svm.block.ld.unaligned
func.func @strided_2d(%m: memref<8x32xf32>, %i: index, %j: index) -> vector<8xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true]} : memref<8x32xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

// Left alone: i8 elements without alignment (no message fits), dynamic
// strides, and out-of-bounds transfers.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: genx.
// CHECK: vector.load %{{.*}} : memref<?xi8>, vector<16xi8>
// CHECK: vector.load %{{.*}} : memref<?x?xf32, strided<[?, 1]>>, vector<8xf32>
// CHECK: vector.transfer_read
func.func @left_alone(%a: memref<?xi8>, %b: memref<?x?xf32, strided<[?, 1]>>, %c: memref<?xf32>, %i: index) -> (vector<16xi8>, vector<8xf32>, vector<8xf32>) {
  %0 = vector.load %a[%i] : memref<?xi8>, vector<16xi8>
  %1 = vector.load %b[%i, %i] : memref<?x?xf32, strided<[?, 1]>>, vector<8xf32>
  %pad = arith.constant 0.0 : f32
  %2 = vector.transfer_read %c[%i], %pad : memref<?xf32>, vector<8xf32>
  return %0, %1, %2 : vector<16xi8>, vector<8xf32>, vector<8xf32>
}

// -----

// CHECK-LABEL: func.func @bad_option
func.func @bad_option() {
  return
}
// RUN: not %genx-opt %s -p 'builtin.module(convert-vector-to-genx{memory=texture})' -split-input-file 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: convert-vector-to-genx: memory must be svm or surface, not 'texture'
