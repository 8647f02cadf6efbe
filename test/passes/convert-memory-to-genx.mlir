// RUN: %genx-opt %s -p 'builtin.module(convert-memory-to-genx{memory=svm})' -split-input-file -verify-diagnostics | FileCheck %s
// RUN: %genx-opt %s -p 'builtin.module(convert-memory-to-genx)' -split-input-file -verify-diagnostics | FileCheck %s --check-prefix=SURFACE

// SVM: the aligned pointer plus the linear byte offset; 64 bytes with
// 64-byte alignment is an aligned block load, without it a dword-aligned
// one; a 64-byte store needs alignment >= 16. Data moves as integers.
// Surfaces: the same in owords (offset / 16) or unaligned bytes.
// CHECK-LABEL: func.func @svm_blocks
// SURFACE-LABEL: func.func @svm_blocks
func.func @svm_blocks(%m: memref<?xf32>, %i: index) {
  // CHECK: %[[P:.*]] = memref.extract_aligned_pointer_as_index %{{.*}} : memref<?xf32> -> index
  // CHECK: %[[BYTES:.*]] = arith.muli %{{.*}}, %c4 : index
  // CHECK: %[[BASE:.*]] = arith.index_cast %[[P]] : index to i64
  // CHECK: %[[OFF:.*]] = arith.index_cast %[[BYTES]] : index to i64
  // CHECK: %[[ADDR:.*]] = arith.addi %[[BASE]], %[[OFF]] : i64
  // CHECK: %[[L:.*]] = genx.svm.block.ld %[[ADDR]] : i64 -> vector<16xi32>
  // CHECK: vector.bitcast %[[L]] : vector<16xi32> to vector<16xf32>
  // SURFACE: %[[P:.*]] = memref.extract_aligned_pointer_as_index %{{.*}} : memref<?xf32> -> index
  // SURFACE: %[[SURF:.*]] = arith.index_cast %[[P]] : index to i32
  // SURFACE: %[[OW:.*]] = arith.shrui %{{.*}}, %c4_i32 : i32
  // SURFACE: genx.oword.ld %[[SURF]][%[[OW]]] modified 0 : vector<16xi32>
  %0 = vector.load %m[%i] {alignment = 64} : memref<?xf32>, vector<16xf32>
  // CHECK: genx.svm.block.ld.unaligned %{{.*}} : (i64) -> vector<16xi32>
  // SURFACE: genx.oword.ld.unaligned %{{.*}}, %{{.*}} {is_modified = 0} : (i32, i32) -> vector<16xi32>
  %1 = vector.load %m[%i] : memref<?xf32>, vector<16xf32>
  // CHECK: genx.svm.block.st %{{.*}}, %{{.*}} : vector<16xi32>, i64
  // SURFACE: genx.oword.st %{{.*}}, %{{.*}}[%{{.*}}] : vector<16xi32>
  %sum = arith.addf %0, %1 : vector<16xf32>
  vector.store %sum, %m[%i] {alignment = 16} : memref<?xf32>, vector<16xf32>
  return
}

// -----

// An exact quotient keeps what is left of its dividend's alignment: (x *
// 64) / 16 is a multiple of 4 elements, 16 bytes, an oword store; (x * 64)
// / 32 is one of 2, 8 bytes, a scatter.
// SURFACE-LABEL: func.func @quotient_rows
// SURFACE: genx.oword.st %{{.*}} : vector<4xi32>
// SURFACE: genx.scatter.scaled
func.func @quotient_rows(%m: memref<?xf32>, %x: index, %v: vector<4xf32>) {
  %c64 = arith.constant 64 : index
  %c16 = arith.constant 16 : index
  %c5 = arith.constant 5 : index
  %a = arith.muli %x, %c64 : index
  %i = arith.divui %a, %c16 : index
  vector.store %v, %m[%i] : memref<?xf32>, vector<4xf32>
  %j = arith.shrui %a, %c5 : index
  vector.store %v, %m[%j] : memref<?xf32>, vector<4xf32>
  return
}

// -----

// A flattened n-D transfer's row start (affine.apply of the row times the
// row length) keeps the alignment of its terms: 64 elements a row is an
// aligned block load and store; (s0 * 64 + 3) is a dword-aligned one.
// CHECK-LABEL: func.func @affine_rows
// CHECK: genx.svm.block.ld %{{.*}} : i64 -> vector<16xi32>
// CHECK: genx.svm.block.st
// CHECK: genx.svm.block.ld.unaligned
// SURFACE-LABEL: func.func @affine_rows
// SURFACE: genx.oword.ld %{{.*}} modified 0 : vector<16xi32>
// SURFACE: genx.oword.st
// SURFACE: genx.oword.ld.unaligned
func.func @affine_rows(%m: memref<?x64xf32>, %row: index) -> vector<16xf32> {
  %flat = memref.collapse_shape %m [[0, 1]] : memref<?x64xf32> into memref<?xf32>
  %i = affine.apply affine_map<()[s0] -> (s0 * 64)>()[%row]
  %v = vector.load %flat[%i] : memref<?xf32>, vector<16xf32>
  vector.store %v, %flat[%i] : memref<?xf32>, vector<16xf32>
  %j = affine.apply affine_map<(d0) -> (d0 * 64 + 3)>(%row)
  %w = vector.load %flat[%j] : memref<?xf32>, vector<16xf32>
  return %w : vector<16xf32>
}

// -----

// A 24-element load is a 64-byte block and a 32-byte block; an unaligned
// 16-element store is a 16-lane scatter.
// CHECK-LABEL: func.func @gather_scatter
// SURFACE-LABEL: func.func @gather_scatter
func.func @gather_scatter(%m: memref<?xi32>, %i: index) -> vector<24xi32> {
  // CHECK: genx.svm.block.ld.unaligned %{{.*}} : (i64) -> vector<16xi32>
  // CHECK: genx.svm.block.ld.unaligned %{{.*}} : (i64) -> vector<8xi32>
  // SURFACE: genx.oword.ld.unaligned %{{.*}}, %{{.*}} {is_modified = 0} : (i32, i32) -> vector<16xi32>
  %0 = vector.load %m[%i] : memref<?xi32>, vector<24xi32>
  // CHECK: genx.svm.scatter %{{.*}}, %{{.*}}, %{{.*}} {log2_num_blocks = 0} : (vector<16xi1>, vector<16xi64>, vector<16xi32>) -> ()
  // SURFACE: genx.scatter.scaled
  %1 = vector.extract_strided_slice %0 {offsets = [0], sizes = [16], strides = [1]} : vector<24xi32> to vector<16xi32>
  vector.store %1, %m[%i] : memref<?xi32>, vector<16xi32>
  return %0 : vector<24xi32>
}

// -----

// 256 aligned bytes: two 128-byte blocks, the second 128 bytes further.
// CHECK-LABEL: func.func @big
// CHECK: %[[B0:.*]] = genx.svm.block.ld %{{.*}} : i64 -> vector<32xi32>
// CHECK: vector.insert_strided_slice %[[B0]], %{{.*}} {offsets = [0], strides = [1]}
// CHECK: arith.addi %{{.*}}, %c128 : index
// CHECK: %[[B1:.*]] = genx.svm.block.ld %{{.*}} : i64 -> vector<32xi32>
// CHECK: vector.insert_strided_slice %[[B1]], %{{.*}} {offsets = [32], strides = [1]}
func.func @big(%m: memref<?xf32>, %i: index) -> vector<64xf32> {
  %0 = vector.load %m[%i] {alignment = 64} : memref<?xf32>, vector<64xf32>
  return %0 : vector<64xf32>
}

// -----

// Masked accesses: the mask is the predicate; disabled lanes keep the
// pass-through value.
// CHECK-LABEL: func.func @masked
// CHECK-SAME: %[[MASK:[^:]*]]: vector<16xi1>
// CHECK: %[[G:.*]] = genx.svm.gather %[[MASK]], %{{.*}}, %{{.*}} {log2_num_blocks = 0} : (vector<16xi1>, vector<16xi64>, vector<16xi32>) -> vector<16xi32>
// CHECK: %[[SEL:.*]] = arith.select %[[MASK]], %[[G]], %{{.*}} : vector<16xi1>, vector<16xi32>
// CHECK: genx.svm.scatter %[[MASK]], %{{.*}}, %[[SEL]]
func.func @masked(%m: memref<?xf32>, %i: index, %mask: vector<16xi1>, %pass: vector<16xf32>) -> vector<16xf32> {
  %0 = vector.maskedload %m[%i], %mask, %pass : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%i], %mask, %0 : memref<?xf32>, vector<16xi1>, vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

// The disabled lanes of a masked load that only lane-wise math and a store
// under the same mask read are never observed: no pass-through moves in.
// CHECK-LABEL: func.func @masked_unobserved
// CHECK-NOT: arith.select
// CHECK: genx.svm.scatter
func.func @masked_unobserved(%m: memref<?xf32>, %i: index, %mask: vector<16xi1>, %a: vector<16xf32>) {
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %0 = vector.maskedload %m[%i], %mask, %zero : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %1 = arith.mulf %0, %a : vector<16xf32>
  %2 = math.fma %1, %a, %0 : vector<16xf32>
  vector.maskedstore %m[%i], %mask, %2 : memref<?xf32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

// Stored under another mask, or divided by (a disabled lane could trap),
// the pass-through stays.
// CHECK-LABEL: func.func @masked_observed
// CHECK: arith.select
// CHECK: genx.svm.scatter
// CHECK: arith.select
// CHECK: arith.divsi
func.func @masked_observed(%m: memref<?xf32>, %k: memref<?xi32>, %i: index, %mask: vector<16xi1>, %other: vector<16xi1>) -> vector<16xi32> {
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %one = arith.constant dense<1> : vector<16xi32>
  %0 = vector.maskedload %m[%i], %mask, %zero : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%i], %other, %0 : memref<?xf32>, vector<16xi1>, vector<16xf32>
  %1 = vector.maskedload %k[%i], %mask, %one : memref<?xi32>, vector<16xi1>, vector<16xi32> into vector<16xi32>
  %2 = arith.divsi %one, %1 : vector<16xi32>
  return %2 : vector<16xi32>
}

// -----

// Indices loaded under a mask that index a gather under the same mask, and
// the gathered values stored under it: neither needs its pass-through.
// CHECK-LABEL: func.func @gather_unobserved
// CHECK-NOT: arith.select
// CHECK: genx.svm.scatter
func.func @gather_unobserved(%in: memref<?xf32>, %idx: memref<?xi32>, %out: memref<?xf32>, %i: index, %mask: vector<16xi1>) {
  %c0 = arith.constant 0 : index
  %zi = arith.constant dense<0> : vector<16xi32>
  %zf = arith.constant dense<0.0> : vector<16xf32>
  %k = vector.maskedload %idx[%i], %mask, %zi : memref<?xi32>, vector<16xi1>, vector<16xi32> into vector<16xi32>
  %v = vector.gather %in[%c0][%k], %mask, %zf : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %out[%i], %mask, %v : memref<?xf32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

// A gather in a loop at a column the loop steps plus the lanes' row starts
// (lanes in rows of their own): the column is scaled to bytes as a scalar
// and the row starts, which the loop does not change, on their own, so
// that the product of the lanes leaves the loop.
// CHECK-LABEL: func.func @loop_column
// SURFACE-LABEL: func.func @loop_column
// SURFACE: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// SURFACE: %[[STARTS:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<16xindex>
// SURFACE: %[[COLUMN:.*]] = arith.muli %[[J]], %c4 : index
// SURFACE: %[[LANES:.*]] = arith.muli %[[STARTS]], %{{.*}} : vector<16xindex>
// SURFACE: %[[SHARED:.*]] = vector.broadcast %[[COLUMN]] : index to vector<16xindex>
// SURFACE: %[[BYTES:.*]] = arith.addi %[[SHARED]], %[[LANES]] : vector<16xindex>
// SURFACE: %[[WORDS:.*]] = arith.index_cast %[[BYTES]] : vector<16xindex> to vector<16xi32>
// SURFACE: genx.gather.scaled %{{.*}}, %{{.*}}, %{{.*}}, %[[WORDS]]
func.func @loop_column(%m: memref<?x?xf32>, %rows: vector<16xindex>, %n: index, %mask: vector<16xi1>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> (vector<16xf32>) {
    %jv = vector.broadcast %j : index to vector<16xindex>
    %colsv = vector.broadcast %cols : index to vector<16xindex>
    %starts = arith.muli %rows, %colsv : vector<16xindex>
    %at = arith.addi %jv, %starts : vector<16xindex>
    %v = vector.gather %m[%c0, %c0] [%at], %mask, %zero : memref<?x?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    %s = arith.addf %acc, %v : vector<16xf32>
    scf.yield %s : vector<16xf32>
  }
  return %r : vector<16xf32>
}

// -----

// A lane-range mask (lane numbers below a bound known to lie in [0, 32])
// over 4-byte elements is compared as bytes: the predicate's constant is the
// offsets' steps, one constant vector for both. The second message's
// predicate compares the bound less its first byte (64), and its offsets
// add 64 to the start: every message shares the one constant.
// CHECK-LABEL: func.func @lane_range_bytes
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : i32
// CHECK-DAG: %[[C64X:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[STEPS:.*]] = arith.constant dense<[0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60]> : vector<16xindex>
// CHECK-DAG: %[[LO:.*]] = arith.constant dense<[0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60]> : vector<16xi32>
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NOT: arith.constant dense<[64,
// CHECK: %[[END:.*]] = arith.muli %{{.*}}, %[[C4]] : i32
// CHECK: %[[START:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK: %[[ENDS:.*]] = vector.broadcast %[[END]] : i32 to vector<16xi32>
// CHECK: arith.cmpi sgt, %[[ENDS]], %[[LO]] : vector<16xi32>
// CHECK: %[[REST:.*]] = arith.subi %[[END]], %[[C64]] : i32
// CHECK: %[[RESTS:.*]] = vector.broadcast %[[REST]] : i32 to vector<16xi32>
// CHECK: arith.cmpi sgt, %[[RESTS]], %[[LO]] : vector<16xi32>
// CHECK: %[[SECOND:.*]] = arith.addi %[[START]], %[[C64X]] : index
// CHECK: %[[SECONDS:.*]] = vector.broadcast %[[SECOND]] : index to vector<16xindex>
// CHECK: arith.addi %[[SECONDS]], %[[STEPS]] : vector<16xindex>
func.func @lane_range_bytes(%m: memref<?xf32>, %i: index, %n: i32) {
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>
  %c0 = arith.constant 0 : i32
  %c32 = arith.constant 32 : i32
  %in = arith.cmpi sgt, %n, %c0 : i32
  %most = arith.minui %n, %c32 : i32
  %count = arith.select %in, %most, %c0 : i32
  %bound = vector.broadcast %count : i32 to vector<32xi32>
  %mask = arith.cmpi sgt, %bound, %lanes : vector<32xi32>
  %zero = arith.constant dense<0.0> : vector<32xf32>
  %0 = vector.maskedload %m[%i], %mask, %zero : memref<?xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
  %1 = arith.addf %0, %0 : vector<32xf32>
  vector.maskedstore %m[%i], %mask, %1 : memref<?xf32>, vector<32xi1>, vector<32xf32>
  return
}

// -----

// A lane range whose bound is at most 16 (a tree level `tid < 16` of
// threads of 32 lanes, `16 - 32 * thread`): the 16-lane messages of lanes
// 16-31 are never enabled and are not sent; the others keep their mask.
// The lanes no message reads are zeros (poison where defined lanes meet
// them in a register is an undefined value to IGC, which warns).
// CHECK-LABEL: func.func @lane_range_known
// CHECK: %[[ZEROS:.*]] = arith.constant dense<0> : vector<16xi32>
// CHECK: %[[PART:.*]] = arith.cmpi sgt, %{{.*}}, %{{.*}} : vector<16xi32>
// CHECK: %[[LOW:.*]] = genx.svm.gather %[[PART]]
// CHECK: %[[LOWS:.*]] = vector.insert_strided_slice %[[LOW]], %{{.*}} {offsets = [0], strides = [1]}
// CHECK: vector.insert_strided_slice %[[ZEROS]], %[[LOWS]] {offsets = [16], strides = [1]}
// CHECK-NOT: genx.svm.gather
// CHECK: genx.svm.scatter
// CHECK-NOT: genx.svm.scatter
// CHECK: return
func.func @lane_range_known(%m: memref<?xf32>, %i: index, %t: i32) {
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>
  %c7 = arith.constant 7 : i32
  %c16 = arith.constant 16 : i32
  %c32 = arith.constant 32 : i32
  %thread = arith.minui %t, %c7 : i32
  %first = arith.muli %thread, %c32 : i32
  %count = arith.subi %c16, %first : i32
  %bound = vector.broadcast %count : i32 to vector<32xi32>
  %mask = arith.cmpi sgt, %bound, %lanes : vector<32xi32>
  %zero = arith.constant dense<0.0> : vector<32xf32>
  %0 = vector.maskedload %m[%i], %mask, %zero : memref<?xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
  %1 = arith.addf %0, %0 : vector<32xf32>
  vector.maskedstore %m[%i], %mask, %1 : memref<?xf32>, vector<32xi1>, vector<32xf32>
  return
}

// -----

// A gather whose mask leaves a message's lanes all off: not sent, and its
// lanes are zeros too (the pass-through is poison), as for a load.
// CHECK-LABEL: func.func @gather_unread
// CHECK: %[[ZEROS:.*]] = arith.constant dense<0> : vector<16xi32>
// CHECK: %[[LOW:.*]] = genx.svm.gather
// CHECK: %[[LOWS:.*]] = vector.insert_strided_slice %[[LOW]], %{{.*}} {offsets = [0], strides = [1]}
// CHECK: vector.insert_strided_slice %[[ZEROS]], %[[LOWS]] {offsets = [16], strides = [1]}
// CHECK-NOT: genx.svm.gather
func.func @gather_unread(%m: memref<?xf32>, %idx: vector<32xi32>) -> vector<32xf32> {
  %c0 = arith.constant 0 : index
  %mask = arith.constant dense<[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : vector<32xi1>
  %p = ub.poison : vector<32xf32>
  %0 = vector.gather %m[%c0][%idx], %mask, %p : memref<?xf32>, vector<32xi32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
  return %0 : vector<32xf32>
}

// A bound of at least 16: lanes 0-15 are always enabled.
// CHECK-LABEL: func.func @lane_range_at_least
// CHECK: %[[ALL:.*]] = arith.constant dense<true> : vector<16xi1>
// CHECK: genx.svm.gather %[[ALL]]
// CHECK: %[[HIGH:.*]] = arith.cmpi sgt, %{{.*}}, %{{.*}} : vector<16xi32>
// CHECK: genx.svm.gather %[[HIGH]]
func.func @lane_range_at_least(%m: memref<?xf32>, %i: index, %t: i32) -> vector<32xf32> {
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>
  %c16 = arith.constant 16 : i32
  %more = arith.minui %t, %c16 : i32
  %count = arith.addi %more, %c16 : i32
  %bound = vector.broadcast %count : i32 to vector<32xi32>
  %mask = arith.cmpi sgt, %bound, %lanes : vector<32xi32>
  %zero = arith.constant dense<0.0> : vector<32xf32>
  %0 = vector.maskedload %m[%i], %mask, %zero : memref<?xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
  return %0 : vector<32xf32>
}
// -----

// A bound of unknown range could overflow as bytes: lane numbers stay.
// CHECK-LABEL: func.func @lane_range_unbounded
// CHECK: arith.cmpi sgt, %{{.*}}, %{{.*}} : vector<16xi32>
// CHECK-NOT: arith.muli %{{.*}} : i32
func.func @lane_range_unbounded(%m: memref<?xf32>, %i: index, %n: i32) {
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>
  %bound = vector.broadcast %n : i32 to vector<16xi32>
  %mask = arith.cmpi sgt, %bound, %lanes : vector<16xi32>
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %0 = vector.maskedload %m[%i], %mask, %zero : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%i], %mask, %0 : memref<?xf32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

// The bound's range comes from a min with a constant at the end of a long
// chain of casts (a count of whole vectors, as a tail check of packed work
// items computes it): a constant costs no depth, so the range is known and
// the second message compares the bound less 16 with lanes 0-15.
// CHECK-LABEL: func.func @lane_range_deep
// CHECK-NOT: arith.constant dense<[16,
// CHECK: %[[REST:.*]] = arith.subi %{{.*}}, %{{.*}} : i32
// CHECK: %[[RESTS:.*]] = vector.broadcast %[[REST]] : i32 to vector<16xi32>
// CHECK: arith.cmpi sgt, %[[RESTS]], %{{.*}} : vector<16xi32>
func.func @lane_range_deep(%m: memref<?xi32>, %i: index, %t: i32) -> vector<32xi32> {
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c8 = arith.constant 8 : i32
  %whole = arith.minui %t, %c3 : i32
  %0 = arith.addi %whole, %c1 : i32
  %1 = arith.index_castui %0 : i32 to index
  %2 = arith.index_cast %1 : index to i32
  %3 = arith.index_castui %2 : i32 to index
  %4 = arith.index_cast %3 : index to i32
  %5 = arith.index_castui %4 : i32 to index
  %6 = arith.index_cast %5 : index to i32
  %7 = arith.muli %6, %c8 : i32
  %count = arith.addi %7, %c1 : i32
  %bound = vector.broadcast %count : i32 to vector<32xi32>
  %mask = arith.cmpi sgt, %bound, %lanes : vector<32xi32>
  %zero = ub.poison : vector<32xi32>
  %v = vector.maskedload %m[%i], %mask, %zero : memref<?xi32>, vector<32xi1>, vector<32xi32> into vector<32xi32>
  return %v : vector<32xi32>
}

// -----

// Lanes between two bounds (lo <= lane < hi, a bounds check of a kernel
// that skips its first element): each message's predicate is the and of
// the two comparisons of its own lanes, not the whole mask cut as bytes.
// The high bound's range is unknown, so its second comparison keeps the
// constant of lanes 16-31 (hi - 16 could wrap); the low bound's is known.
// CHECK-LABEL: func.func @lane_between
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : i32
// CHECK-DAG: %[[UPPER:.*]] = arith.constant dense<[16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<16xi32>
// CHECK-DAG: %[[LANES:.*]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>
// CHECK-NOT: arith.extui
// CHECK: %[[HI1:.*]] = arith.cmpi sgt, %{{.*}}, %[[LANES]] : vector<16xi32>
// CHECK: %[[LO1:.*]] = arith.cmpi sgt, %{{.*}}, %[[LANES]] : vector<16xi32>
// CHECK: %[[NOTLO1:.*]] = arith.xori %[[LO1]], %{{.*}} : vector<16xi1>
// CHECK: %[[IN1:.*]] = arith.andi %[[HI1]], %[[NOTLO1]] : vector<16xi1>
// CHECK: genx.svm.gather %[[IN1]]
// CHECK: %[[HI2:.*]] = arith.cmpi sgt, %{{.*}}, %[[UPPER]] : vector<16xi32>
// CHECK: %[[REST:.*]] = arith.subi %{{.*}}, %[[C16]] : i32
// CHECK: %[[RESTS:.*]] = vector.broadcast %[[REST]] : i32 to vector<16xi32>
// CHECK: %[[LO2:.*]] = arith.cmpi sgt, %[[RESTS]], %[[LANES]] : vector<16xi32>
// CHECK: %[[NOTLO2:.*]] = arith.xori %[[LO2]], %{{.*}} : vector<16xi1>
// CHECK: %[[IN2:.*]] = arith.andi %[[HI2]], %[[NOTLO2]] : vector<16xi1>
// CHECK: genx.svm.gather %[[IN2]]
// CHECK-NOT: arith.extui
// CHECK: return
func.func @lane_between(%m: memref<?xf32>, %i: index, %n: i32, %t: i32) -> vector<32xf32> {
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>
  %true = arith.constant dense<true> : vector<32xi1>
  %c1 = arith.constant 1 : i32
  %low = arith.minui %t, %c1 : i32
  %his = vector.broadcast %n : i32 to vector<32xi32>
  %below = arith.cmpi sgt, %his, %lanes : vector<32xi32>
  %los = vector.broadcast %low : i32 to vector<32xi32>
  %under = arith.cmpi sgt, %los, %lanes : vector<32xi32>
  %from = arith.xori %under, %true : vector<32xi1>
  %mask = arith.andi %below, %from : vector<32xi1>
  %zero = arith.constant dense<0.0> : vector<32xf32>
  %0 = vector.maskedload %m[%i], %mask, %zero : memref<?xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
  return %0 : vector<32xf32>
}

// -----

// Booleans are a byte each in memory (as LLVM stores i1): widened to bytes
// before a store, narrowed after a load.
// CHECK-LABEL: func.func @booleans
// CHECK: %[[BYTES:.*]] = arith.extui %{{.*}} : vector<16xi1> to vector<16xi8>
// CHECK: genx.svm.block.st
// CHECK: %[[LOADED:.*]] = vector.bitcast %{{.*}} : vector<4xi32> to vector<16xi8>
// CHECK: arith.trunci %[[LOADED]] : vector<16xi8> to vector<16xi1>
func.func @booleans(%m: memref<?xi1>, %v: vector<16xi1>) -> vector<16xi1> {
  %c0 = arith.constant 0 : index
  vector.store %v, %m[%c0] {alignment = 16} : memref<?xi1>, vector<16xi1>
  %0 = vector.load %m[%c0] : memref<?xi1>, vector<16xi1>
  return %0 : vector<16xi1>
}

// -----

// Scalar accesses: one enabled lane of an 8-lane message, whose disabled
// lanes share its address (a broadcast, no vector of steps).
// CHECK-LABEL: func.func @scalar
// CHECK-NOT: dense<[0, 4
// CHECK: genx.svm.gather %{{.*}}, %{{.*}}, %{{.*}} {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
// CHECK-NOT: dense<[0, 4
// CHECK: genx.svm.scatter %{{.*}} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> ()
// SURFACE-LABEL: func.func @scalar
// SURFACE: %[[OFF:.*]] = vector.broadcast %{{.*}} : index to vector<8xindex>
// SURFACE: %[[AT:.*]] = arith.index_cast %[[OFF]] : vector<8xindex> to vector<8xi32>
// SURFACE: genx.gather.scaled %{{.*}}, %{{.*}}, %{{.*}}, %[[AT]]
func.func @scalar(%m: memref<?xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<?xf32>
  memref.store %0, %m[%i] : memref<?xf32>
  return
}

// -----

// Scalar loads of one memref a constant number of elements apart (the taps
// of a 3x3 filter) share their messages: elements 0 to 8 as one 9-element
// load (a block of 8 and one lane, the buffer being 64-byte aligned), each
// load an element of it.
// CHECK-LABEL: func.func @scalar_neighbours
// CHECK: genx.svm.block.ld %{{.*}} : i64 -> vector<8xi32>
// CHECK: genx.svm.gather
// CHECK-NOT: genx.svm
// CHECK: %[[ALL:.*]] = vector.bitcast %{{.*}} : vector<9xi32> to vector<9xf32>
// CHECK-DAG: vector.extract %[[ALL]][0]
// CHECK-DAG: vector.extract %[[ALL]][5]
// CHECK-DAG: vector.extract %[[ALL]][8]
// CHECK-DAG: vector.extract %[[ALL]][1]
// CHECK-NOT: genx.svm
// CHECK: return
func.func @scalar_neighbours(%w: memref<3x3xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.load %w[%c0, %c0] : memref<3x3xf32>
  %b = memref.load %w[%c1, %c2] : memref<3x3xf32>
  %c = memref.load %w[%c2, %c2] : memref<3x3xf32>
  %d = memref.load %w[%c0, %c1] : memref<3x3xf32>
  %s0 = arith.addf %a, %b : f32
  %s1 = arith.addf %s0, %c : f32
  %s2 = arith.addf %s1, %d : f32
  return %s2 : f32
}

// -----

// Fields i + 2, i, i + 1 of a dynamic buffer: one 3-lane gather from the
// lowest, built where the first load was.
// CHECK-LABEL: func.func @scalar_fields
// CHECK-SAME: (%[[M:.*]]: memref<?xi32>, %[[I:.*]]: index)
// CHECK-DAG: %[[LANES:.*]] = arith.constant dense<[true, true, true, false, false, false, false, false]> : vector<8xi1>
// CHECK-DAG: %[[BACK:.*]] = arith.constant -8 : index
// CHECK: %[[I2:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK: %[[BYTES:.*]] = arith.muli %[[I2]], %{{.*}} : index
// CHECK: arith.addi %[[BYTES]], %[[BACK]] : index
// CHECK: %[[V:.*]] = genx.svm.gather %[[LANES]]
// CHECK-NOT: genx.svm
// CHECK-DAG: vector.extract %[[V]][2]
// CHECK-DAG: vector.extract %[[V]][0]
// CHECK-DAG: vector.extract %[[V]][1]
func.func @scalar_fields(%m: memref<?xi32>, %i: index) -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %j = arith.addi %i, %c2 : index
  %k = arith.addi %i, %c1 : index
  %a = memref.load %m[%j] : memref<?xi32>
  %b = memref.load %m[%i] : memref<?xi32>
  %c = memref.load %m[%k] : memref<?xi32>
  %s0 = arith.addi %a, %b : i32
  %s1 = arith.muli %s0, %c : i32
  return %s1 : i32
}

// -----

// One-element masked loads under the same mask (uniform loads of a packed
// kernel) too: the mask repeated over the span, each pass-through value at
// its element.
// CHECK-LABEL: func.func @scalar_masked_neighbours
// CHECK-SAME: (%[[W:.*]]: memref<4xf32>, %[[M:.*]]: vector<1xi1>, %[[P:.*]]: vector<1xf32>)
// CHECK: %[[MASK:.*]] = vector.broadcast %[[M]] : vector<1xi1> to vector<3xi1>
// CHECK: vector.insert_strided_slice %[[P]], %{{.*}} {offsets = [2], strides = [1]} : vector<1xf32> into vector<3xf32>
// CHECK: genx.svm.gather
// CHECK-NOT: genx.svm
// CHECK: %[[ALL:.*]] = vector.bitcast %{{.*}} : vector<3xi32> to vector<3xf32>
// CHECK-DAG: vector.extract_strided_slice %[[ALL]] {offsets = [0], sizes = [1], strides = [1]}
// CHECK-DAG: vector.extract_strided_slice %[[ALL]] {offsets = [2], sizes = [1], strides = [1]}
func.func @scalar_masked_neighbours(%w: memref<4xf32>, %m: vector<1xi1>, %p: vector<1xf32>) -> vector<1xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %pz = ub.poison : vector<1xf32>
  %a = vector.maskedload %w[%c0], %m, %pz : memref<4xf32>, vector<1xi1>, vector<1xf32> into vector<1xf32>
  %b = vector.maskedload %w[%c2], %m, %p : memref<4xf32>, vector<1xi1>, vector<1xf32> into vector<1xf32>
  %s = arith.addf %a, %b : vector<1xf32>
  return %s : vector<1xf32>
}

// -----

// Loads 16 or more elements apart, or with a write between them, keep
// their own messages.
// CHECK-LABEL: func.func @scalar_apart
// CHECK-COUNT-2: genx.svm.gather
// CHECK: genx.svm.scatter
// CHECK: genx.svm.gather
// CHECK-NOT: genx.svm
// CHECK: return
func.func @scalar_apart(%m: memref<?xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %a = memref.load %m[%c0] : memref<?xi32>
  %b = memref.load %m[%c16] : memref<?xi32>
  memref.store %v, %m[%c1] : memref<?xi32>
  %c = memref.load %m[%c1] : memref<?xi32>
  %s0 = arith.addi %a, %b : i32
  %s1 = arith.addi %s0, %c : i32
  return %s1 : i32
}

// -----

// Masked loads of one lane range (lanes below %count) a few elements apart
// (a stencil's taps over packed work items) are one masked load of the 18
// elements they span, each a slice of it: its lanes are on below
// min(%count, 16) + 2, none when %count enables none.
// CHECK-LABEL: func.func @window
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[I:.*]]: index, %[[COUNT:.*]]: i32)
// CHECK-DAG: %[[SPAN:.*]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : vector<18xi32>
// CHECK: %[[LOW:.*]] = arith.minsi %[[COUNT]], %c16_i32 : i32
// CHECK: %[[ANY:.*]] = arith.cmpi sgt, %[[COUNT]], %c0_i32 : i32
// CHECK: %[[WIDE:.*]] = arith.addi %[[LOW]], %c2_i32 : i32
// CHECK: %[[END:.*]] = arith.select %[[ANY]], %[[WIDE]], %c0_i32 : i32
// CHECK: %[[ENDS:.*]] = vector.broadcast %[[END]] : i32 to vector<18xi32>
// CHECK: arith.cmpi sgt, %[[ENDS]], %[[SPAN]] : vector<18xi32>
// CHECK: arith.muli %[[I]], %c4 : index
// CHECK-COUNT-2: genx.svm.gather
// CHECK-NOT: genx.svm
// CHECK: %[[ALL:.*]] = vector.bitcast %{{.*}} : vector<18xi32> to vector<18xf32>
// CHECK-DAG: %[[X2:.*]] = vector.extract_strided_slice %[[ALL]] {offsets = [2], sizes = [16], strides = [1]}
// CHECK-DAG: %[[X0:.*]] = vector.extract_strided_slice %[[ALL]] {offsets = [0], sizes = [16], strides = [1]}
// CHECK-DAG: %[[X1:.*]] = vector.extract_strided_slice %[[ALL]] {offsets = [1], sizes = [16], strides = [1]}
// CHECK: %[[S:.*]] = arith.addf %[[X0]], %[[X1]]
// CHECK: arith.addf %[[S]], %[[X2]]
func.func @window(%m: memref<?xf32>, %i: index, %count: i32) -> vector<16xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>
  %b = vector.broadcast %count : i32 to vector<16xi32>
  %mask = arith.cmpi slt, %lanes, %b : vector<16xi32>
  %p = ub.poison : vector<16xf32>
  %i1 = arith.addi %i, %c1 : index
  %i2 = arith.addi %i, %c2 : index
  %x2 = vector.maskedload %m[%i2], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %x0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %x1 = vector.maskedload %m[%i1], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %s = arith.addf %x0, %x1 : vector<16xf32>
  %t = arith.addf %s, %x2 : vector<16xf32>
  return %t : vector<16xf32>
}

// -----

// Not one window: a pass-through that is not poison, a mask that is not a
// lane range, a load more than 16 elements from the lowest, and one after
// a write keep their own gathers (one each, 16 lanes).
// CHECK-LABEL: func.func @no_window
// CHECK-COUNT-2: genx.svm.gather
// CHECK: genx.svm.scatter
// CHECK: genx.svm.gather
// CHECK-NOT: genx.svm
// CHECK-LABEL: func.func @no_window_masks
// CHECK-COUNT-4: genx.svm.gather {{.*}} -> vector<16xi32>
// CHECK-NOT: genx.svm
// A lane range of i8 byte numbers (lane * 4) that widening by 16 lanes
// would take past 127 is left alone too.
// CHECK-LABEL: func.func @no_window_narrow
// CHECK-COUNT-2: genx.svm.gather {{.*}} -> vector<16xi32>
// CHECK-NOT: genx.svm
func.func @no_window(%m: memref<?xf32>, %i: index, %count: i32, %v: vector<16xf32>) -> vector<16xf32> {
  %c1 = arith.constant 1 : index
  %c17 = arith.constant 17 : index
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>
  %b = vector.broadcast %count : i32 to vector<16xi32>
  %mask = arith.cmpi slt, %lanes, %b : vector<16xi32>
  %p = ub.poison : vector<16xf32>
  %i1 = arith.addi %i, %c1 : index
  %i17 = arith.addi %i, %c17 : index
  %x0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %x17 = vector.maskedload %m[%i17], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%i], %mask, %v : memref<?xf32>, vector<16xi1>, vector<16xf32>
  %x1 = vector.maskedload %m[%i1], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %s = arith.addf %x0, %x1 : vector<16xf32>
  %t = arith.addf %s, %x17 : vector<16xf32>
  return %t : vector<16xf32>
}
func.func @no_window_masks(%m: memref<?xf32>, %i: index, %mask: vector<16xi1>, %count: i32, %v: vector<16xf32>) -> vector<16xf32> {
  %c1 = arith.constant 1 : index
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>
  %b = vector.broadcast %count : i32 to vector<16xi32>
  %range = arith.cmpi slt, %lanes, %b : vector<16xi32>
  %p = ub.poison : vector<16xf32>
  %i1 = arith.addi %i, %c1 : index
  %x0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %x1 = vector.maskedload %m[%i1], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %y0 = vector.maskedload %m[%i], %range, %v : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %y1 = vector.maskedload %m[%i1], %range, %v : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %s = arith.addf %x0, %x1 : vector<16xf32>
  %t = arith.addf %y0, %y1 : vector<16xf32>
  %u = arith.addf %s, %t : vector<16xf32>
  return %u : vector<16xf32>
}
func.func @no_window_narrow(%m: memref<?xf32>, %i: index, %bytes: i8) -> vector<16xf32> {
  %c1 = arith.constant 1 : index
  %lanes = arith.constant dense<[0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60]> : vector<16xi8>
  %b = vector.broadcast %bytes : i8 to vector<16xi8>
  %mask = arith.cmpi slt, %lanes, %b : vector<16xi8>
  %p = ub.poison : vector<16xf32>
  %i1 = arith.addi %i, %c1 : index
  %x0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %x1 = vector.maskedload %m[%i1], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %s = arith.addf %x0, %x1 : vector<16xf32>
  return %s : vector<16xf32>
}

// -----

// Lanes between two bounds (a stencil's interior, lo <= lane < hi), the
// taps at i - 1, i and i + 1: one masked load of the 66 elements they span.
// Both bounds are clamped to the 64 lanes, so an empty range stays empty,
// and the span's lanes run from lo up to hi + 2. Five messages, not twelve.
// CHECK-LABEL: func.func @window_between
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[I:.*]]: index, %[[LO:.*]]: i32, %[[HI:.*]]: i32)
// CHECK: %[[START:.*]] = arith.subi %[[I]], %c1 : index
// CHECK: %[[LO64:.*]] = arith.minsi %[[LO]], %c64_i32 : i32
// CHECK: %[[FIRST:.*]] = arith.maxsi %[[LO64]], %c0_i32 : i32
// CHECK: %[[HI64:.*]] = arith.minsi %[[HI]], %c64_i32 : i32
// CHECK: %[[LAST:.*]] = arith.maxsi %[[HI64]], %c0_i32 : i32
// CHECK: %[[ANY:.*]] = arith.cmpi ugt, %[[LAST]], %[[FIRST]] : i32
// CHECK: %[[WIDE:.*]] = arith.addi %[[LAST]], %c2_i32 : i32
// CHECK: %[[END:.*]] = arith.select %[[ANY]], %[[WIDE]], %c0_i32 : i32
// CHECK: arith.muli %[[START]], %c4 : index
// CHECK: %[[FIRSTS:.*]] = vector.broadcast %[[FIRST]] : i32 to vector<16xi32>
// CHECK: arith.cmpi sle, %[[FIRSTS]]
// CHECK: %[[ENDS:.*]] = vector.broadcast %[[END]] : i32 to vector<16xi32>
// CHECK: arith.cmpi sgt, %[[ENDS]]
// CHECK-COUNT-4: genx.svm.gather {{.*}} -> vector<16xi32>
// CHECK: genx.svm.gather {{.*}} -> vector<8xi32>
// CHECK-NOT: genx.svm.gather
// CHECK: %[[ALL:.*]] = vector.bitcast %{{.*}} : vector<66xi32> to vector<66xf32>
// CHECK-DAG: vector.extract_strided_slice %[[ALL]] {offsets = [0], sizes = [64], strides = [1]}
// CHECK-DAG: vector.extract_strided_slice %[[ALL]] {offsets = [1], sizes = [64], strides = [1]}
// CHECK-DAG: vector.extract_strided_slice %[[ALL]] {offsets = [2], sizes = [64], strides = [1]}
func.func @window_between(%m: memref<?xf32>, %i: index, %lo: i32, %hi: i32) -> vector<64xf32> {
  %c1 = arith.constant 1 : index
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]> : vector<64xi32>
  %true = arith.constant dense<true> : vector<64xi1>
  %los = vector.broadcast %lo : i32 to vector<64xi32>
  %under = arith.cmpi sgt, %los, %lanes : vector<64xi32>
  %from = arith.xori %under, %true : vector<64xi1>
  %his = vector.broadcast %hi : i32 to vector<64xi32>
  %below = arith.cmpi sgt, %his, %lanes : vector<64xi32>
  %mask = arith.andi %from, %below : vector<64xi1>
  %p = ub.poison : vector<64xf32>
  %im1 = arith.subi %i, %c1 : index
  %ip1 = arith.addi %i, %c1 : index
  %l = vector.maskedload %m[%im1], %mask, %p : memref<?xf32>, vector<64xi1>, vector<64xf32> into vector<64xf32>
  %c = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<64xi1>, vector<64xf32> into vector<64xf32>
  %r = vector.maskedload %m[%ip1], %mask, %p : memref<?xf32>, vector<64xi1>, vector<64xf32> into vector<64xf32>
  %s = arith.addf %l, %c : vector<64xf32>
  %t = arith.addf %s, %r : vector<64xf32>
  return %t : vector<64xf32>
}

// -----

// The same taps over 32 lanes: one window would save three of six
// messages, no more than its members, and costs the clamps and a second
// comparison per message more; each load keeps its own two gathers.
// CHECK-LABEL: func.func @no_window_between
// CHECK-NOT: arith.maxsi
// CHECK-COUNT-6: genx.svm.gather {{.*}} -> vector<16xi32>
// CHECK-NOT: genx.svm.gather
func.func @no_window_between(%m: memref<?xf32>, %i: index, %lo: i32, %hi: i32) -> vector<32xf32> {
  %c1 = arith.constant 1 : index
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>
  %true = arith.constant dense<true> : vector<32xi1>
  %los = vector.broadcast %lo : i32 to vector<32xi32>
  %under = arith.cmpi sgt, %los, %lanes : vector<32xi32>
  %from = arith.xori %under, %true : vector<32xi1>
  %his = vector.broadcast %hi : i32 to vector<32xi32>
  %below = arith.cmpi sgt, %his, %lanes : vector<32xi32>
  %mask = arith.andi %from, %below : vector<32xi1>
  %p = ub.poison : vector<32xf32>
  %im1 = arith.subi %i, %c1 : index
  %ip1 = arith.addi %i, %c1 : index
  %l = vector.maskedload %m[%im1], %mask, %p : memref<?xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
  %c = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
  %r = vector.maskedload %m[%ip1], %mask, %p : memref<?xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
  %s = arith.addf %l, %c : vector<32xf32>
  %t = arith.addf %s, %r : vector<32xf32>
  return %t : vector<32xf32>
}

// -----

// Bytes and halves under a lane range of whole dwords (16 bytes per chunk,
// bounds checked per chunk), dword aligned: the same access as dwords
// under the range divided by 4 (2 for halves), one 16-lane message where
// bytes would take four and halves two.
// CHECK-LABEL: func.func @dword_chunks
// CHECK-SAME: (%[[M:.*]]: memref<?xi8>, %[[O:.*]]: memref<?xf16>, %[[I:.*]]: index, %[[CHUNKS:.*]]: i32, %[[V:.*]]: vector<32xf16>)
// CHECK: %[[BYTES:.*]] = arith.muli %[[CHUNKS]], %c16_i32 : i32
// CHECK: %[[WORDS:.*]] = arith.shrsi %[[BYTES]], %c2_i32 : i32
// CHECK: %[[ENDS:.*]] = vector.broadcast %[[WORDS]] : i32 to vector<16xi32>
// CHECK: %[[PRED:.*]] = arith.cmpi sgt, %[[ENDS]], %{{.*}} : vector<16xi32>
// CHECK: %[[GOT:.*]] = genx.svm.gather %[[PRED]], %{{.*}}, %{{.*}} {log2_num_blocks = 0} : (vector<16xi1>, vector<16xi64>, vector<16xi32>) -> vector<16xi32>
// CHECK: vector.bitcast %[[GOT]] : vector<16xi32> to vector<64xi8>
// CHECK: %[[HALVES:.*]] = arith.muli %[[CHUNKS]], %c8_i32 : i32
// CHECK: arith.shrsi %[[HALVES]], %c1_i32 : i32
// CHECK: %[[DATA:.*]] = vector.bitcast %[[V]] : vector<32xf16> to vector<16xi32>
// CHECK: genx.svm.scatter %{{.*}}, %{{.*}}, %[[DATA]] {log2_num_blocks = 0} : (vector<16xi1>, vector<16xi64>, vector<16xi32>) -> ()
// CHECK-NOT: genx.svm
// A bound that is not known to be a whole number of dwords keeps the byte
// lanes: two messages of 16 bytes.
// CHECK-LABEL: func.func @byte_lanes
// CHECK-COUNT-2: genx.svm.gather {{.*}} -> vector<64xi8>
// CHECK-NOT: genx.svm
func.func @dword_chunks(%m: memref<?xi8>, %o: memref<?xf16>, %i: index, %chunks: i32, %v: vector<32xf16>) -> vector<64xi8> {
  %c16 = arith.constant 16 : index
  %c16_i32 = arith.constant 16 : i32
  %c8_i32 = arith.constant 8 : i32
  %off = arith.muli %i, %c16 : index
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]> : vector<64xi32>
  %bytes = arith.muli %chunks, %c16_i32 : i32
  %b = vector.broadcast %bytes : i32 to vector<64xi32>
  %mask = arith.cmpi sgt, %b, %lanes : vector<64xi32>
  %p = ub.poison : vector<64xi8>
  %0 = vector.maskedload %m[%off], %mask, %p : memref<?xi8>, vector<64xi1>, vector<64xi8> into vector<64xi8>
  %halves = arith.muli %chunks, %c8_i32 : i32
  %lanes32 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>
  %h = vector.broadcast %halves : i32 to vector<32xi32>
  %hmask = arith.cmpi slt, %lanes32, %h : vector<32xi32>
  vector.maskedstore %o[%off], %hmask, %v : memref<?xf16>, vector<32xi1>, vector<32xf16>
  return %0 : vector<64xi8>
}
func.func @byte_lanes(%m: memref<?xi8>, %i: index, %count: i32) -> vector<32xi8> {
  %c16 = arith.constant 16 : index
  %off = arith.muli %i, %c16 : index
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>
  %b = vector.broadcast %count : i32 to vector<32xi32>
  %mask = arith.cmpi sgt, %b, %lanes : vector<32xi32>
  %p = ub.poison : vector<32xi8>
  %0 = vector.maskedload %m[%off], %mask, %p : memref<?xi8>, vector<32xi1>, vector<32xi8> into vector<32xi8>
  return %0 : vector<32xi8>
}

// -----

// A lane range whose bound is a whole number of 16-lane messages (16
// floats per work item, bounds checked per chunk): each message's lanes are
// all on or all off, one comparison of the bound with the message's first
// lane, not of the lanes with a moved bound.
// CHECK-LABEL: func.func @whole_messages
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[I:.*]]: index, %[[CHUNKS:.*]]: i32)
// CHECK-DAG: %[[AT16:.*]] = arith.constant dense<16> : vector<16xi32>
// CHECK-DAG: %[[AT0:.*]] = arith.constant dense<0> : vector<16xi32>
// CHECK: %[[BOUND:.*]] = arith.muli %[[CHUNKS]], %c16_i32 : i32
// CHECK-NOT: arith.subi
// CHECK: %[[BOUNDS:.*]] = vector.broadcast %[[BOUND]] : i32 to vector<16xi32>
// CHECK: %[[FIRST:.*]] = arith.cmpi sgt, %[[BOUNDS]], %[[AT0]] : vector<16xi32>
// CHECK: genx.svm.gather %[[FIRST]]
// CHECK: %[[SECOND:.*]] = arith.cmpi sgt, %{{.*}}, %[[AT16]] : vector<16xi32>
// CHECK: genx.svm.gather %[[SECOND]]
func.func @whole_messages(%m: memref<?xf32>, %i: index, %chunks: i32) -> vector<32xf32> {
  %c16_i32 = arith.constant 16 : i32
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>
  %bound = arith.muli %chunks, %c16_i32 : i32
  %b = vector.broadcast %bound : i32 to vector<32xi32>
  %mask = arith.cmpi slt, %lanes, %b : vector<32xi32>
  %p = ub.poison : vector<32xf32>
  %0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
  return %0 : vector<32xf32>
}

// -----

// The rows next to row y (y - 1, y + 1) of a dynamic stride: y * stride
// minus or plus the stride, so that the three rows share one product.
// CHECK-LABEL: func.func @neighbour_rows
// CHECK-SAME: (%[[M:.*]]: memref<?x?xf32>, %[[Y:.*]]: index, %[[X:.*]]: index)
// CHECK: %{{.*}}, %{{.*}}, %{{.*}}:2, %[[S:.*]]:2 = memref.extract_strided_metadata %[[M]]
// CHECK: %[[ROW:.*]] = arith.muli %[[Y]], %[[S]]#0 : index
// CHECK: %[[UP:.*]] = arith.subi %[[ROW]], %[[S]]#0 : index
// CHECK: arith.addi %[[UP]], %[[X]] : index
// CHECK: %{{.*}}, %{{.*}}, %{{.*}}:2, %[[S2:.*]]:2 = memref.extract_strided_metadata %[[M]]
// CHECK: %[[ROW2:.*]] = arith.muli %[[Y]], %[[S2]]#0 : index
// CHECK: %[[DOWN:.*]] = arith.addi %[[ROW2]], %[[S2]]#0 : index
// CHECK: arith.addi %[[DOWN]], %[[X]] : index
// CHECK: %{{.*}}, %{{.*}}, %{{.*}}:2, %[[S3:.*]]:2 = memref.extract_strided_metadata %[[M]]
// CHECK: %[[ROW3:.*]] = arith.muli %[[Y]], %[[S3]]#0 : index
// CHECK: arith.addi %[[ROW3]], %[[X]] : index
func.func @neighbour_rows(%m: memref<?x?xf32>, %y: index, %x: index) -> f32 {
  %c1 = arith.constant 1 : index
  %up = arith.subi %y, %c1 : index
  %down = arith.addi %y, %c1 : index
  %a = memref.load %m[%up, %x] : memref<?x?xf32>
  %b = memref.load %m[%down, %x] : memref<?x?xf32>
  %c = memref.load %m[%y, %x] : memref<?x?xf32>
  %s = arith.addf %a, %b : f32
  %t = arith.addf %s, %c : f32
  return %t : f32
}

// -----

// A lane range and-ed with a condition of the whole thread (a bound of
// another dimension, broadcast): the range with its bound 0 where the
// condition fails, so the message's predicate is one comparison, not the
// and of a broadcast flag.
// CHECK-LABEL: func.func @thread_condition
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[I:.*]]: index, %[[N:.*]]: i32, %[[IN:.*]]: i1)
// CHECK: %[[BOUND:.*]] = arith.select %[[IN]], %[[N]], %c0_i32 : i32
// CHECK-NOT: arith.andi
// CHECK: %[[BOUNDS:.*]] = vector.broadcast %[[BOUND]] : i32 to vector<16xi32>
// CHECK: %[[PRED:.*]] = arith.cmpi sgt, %[[BOUNDS]], %{{.*}} : vector<16xi32>
// CHECK-NOT: arith.andi
// CHECK: genx.svm.gather %[[PRED]]
func.func @thread_condition(%m: memref<?xf32>, %i: index, %n: i32, %inside: i1) -> vector<16xf32> {
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>
  %b = vector.broadcast %n : i32 to vector<16xi32>
  %range = arith.cmpi slt, %lanes, %b : vector<16xi32>
  %all = vector.broadcast %inside : i1 to vector<16xi1>
  %mask = arith.andi %all, %range : vector<16xi1>
  %p = ub.poison : vector<16xf32>
  %0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

// Two upper bounds of one lane range (a chunk's and the buffer's) are one
// range below the lower of the two: one comparison per message, not two
// and their and.
// CHECK-LABEL: func.func @two_bounds
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[I:.*]]: index, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK: %[[LOW:.*]] = arith.minsi %[[B]], %[[A]] : i32
// CHECK-NOT: arith.andi
// CHECK: %[[LOWS:.*]] = vector.broadcast %[[LOW]] : i32 to vector<16xi32>
// CHECK: %[[PRED:.*]] = arith.cmpi sgt, %[[LOWS]], %{{.*}} : vector<16xi32>
// CHECK-NOT: arith.andi
// CHECK: genx.svm.gather %[[PRED]]
func.func @two_bounds(%m: memref<?xf32>, %i: index, %a: i32, %b: i32) -> vector<16xf32> {
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>
  %as = vector.broadcast %a : i32 to vector<16xi32>
  %below_a = arith.cmpi slt, %lanes, %as : vector<16xi32>
  %bs = vector.broadcast %b : i32 to vector<16xi32>
  %below_b = arith.cmpi sgt, %bs, %lanes : vector<16xi32>
  %mask = arith.andi %below_a, %below_b : vector<16xi1>
  %p = ub.poison : vector<16xf32>
  %0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

// Indexed gathers scale the indices to bytes.
// CHECK-LABEL: func.func @gather
// CHECK: %[[IDX:.*]] = arith.index_cast %{{.*}} : vector<16xi32> to vector<16xindex>
// CHECK: arith.muli %[[IDX]], %{{.*}} : vector<16xindex>
// CHECK: genx.svm.gather
func.func @gather(%m: memref<?xf32>, %idx: vector<16xi32>, %mask: vector<16xi1>, %pass: vector<16xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %m[%c0][%idx], %mask, %pass : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

// A 4-lane gather pads its message to 8 lanes. With every lane of the mask
// on, the pass-through is never taken: no select. With a lane off, the
// select keeps the pass-through in that lane.
// CHECK-LABEL: func.func @gather_all_on
// CHECK: genx.svm.gather
// CHECK-NOT: arith.select
// CHECK: return
// CHECK-LABEL: func.func @gather_one_off
// CHECK: %[[G:.*]] = genx.svm.gather
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<8xi1>, vector<8xi32>
func.func @gather_all_on(%m: memref<?xf32>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[0, 64, 128, 192]> : vector<4xindex>
  %on = arith.constant dense<true> : vector<4xi1>
  %0 = vector.gather %m[%c0][%idx], %on, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @gather_one_off(%m: memref<?xf32>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[0, 64, 128, 192]> : vector<4xindex>
  %on = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %0 = vector.gather %m[%c0][%idx], %on, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// Workgroup memory is the SLM surface (254) with 32-bit offsets.
// CHECK-LABEL: func.func @slm
// CHECK: %[[C254:.*]] = arith.constant 254 : i32
// CHECK: genx.gather.scaled %{{.*}}, %[[C254]], %{{.*}}, %{{.*}}, %{{.*}} {log2_num_blocks = 2, scale = 0} : (vector<16xi1>, i32, i32, vector<16xi32>, vector<16xi32>) -> vector<16xi32>
func.func @slm(%w: memref<64xf32, #gpu.address_space<workgroup>>, %i: index) -> vector<16xf32> {
  %0 = vector.load %w[%i] : memref<64xf32, #gpu.address_space<workgroup>>, vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

// Atomics with a GenX message become one-lane atomic messages.
// CHECK-LABEL: func.func @atomic
// CHECK: %[[OLD:.*]] = genx.svm.atomic.add %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (vector<1xi1>, vector<1xi64>, vector<1xi32>, vector<1xi32>) -> vector<1xi32>
// CHECK: vector.extract %[[OLD]][0] : i32 from vector<1xi32>
func.func @atomic(%m: memref<?xi32>, %i: index, %v: i32) -> i32 {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<?xi32>) -> i32
  return %0 : i32
}

// -----

// Byte elements: 16-lane byte gathers (each lane a dword of which the low
// byte counts), dynamic strides from the memref's metadata.
// CHECK-LABEL: func.func @bytes_and_strides
// CHECK: %[[G:.*]] = genx.svm.gather %{{.*}}, %{{.*}}, %{{.*}} {log2_num_blocks = 0} : (vector<16xi1>, vector<16xi64>, vector<64xi8>) -> vector<64xi8>
// CHECK: %[[W:.*]] = vector.bitcast %[[G]] : vector<64xi8> to vector<16xi32>
// CHECK: arith.trunci %[[W]] : vector<16xi32> to vector<16xi8>
// CHECK: %{{.*}}, %{{.*}}, %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata
// CHECK: arith.muli %{{.*}}, %[[STRIDES]]#0 : index
// CHECK: genx.svm.block.ld.unaligned %{{.*}} : (i64) -> vector<8xi32>
func.func @bytes_and_strides(%a: memref<?xi8>, %b: memref<?x?xf32, strided<[?, 1]>>, %i: index) -> (vector<16xi8>, vector<8xf32>) {
  %0 = vector.load %a[%i] : memref<?xi8>, vector<16xi8>
  %1 = vector.load %b[%i, %i] : memref<?x?xf32, strided<[?, 1]>>, vector<8xf32>
  return %0, %1 : vector<16xi8>, vector<8xf32>
}

// -----

// CHECK-LABEL: func.func @bad_option
func.func @bad_option() {
  return
}
// RUN: not %genx-opt %s -p 'builtin.module(convert-memory-to-genx{memory=texture})' -split-input-file 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: convert-memory-to-genx: memory must be svm, surface or auto, not 'texture'
// RUN: not %genx-opt %s -p 'builtin.module(convert-memory-to-genx{buffer-alignment=48})' -split-input-file 2>&1 | FileCheck %s --check-prefix=ALIGN
// ALIGN: convert-memory-to-genx: buffer-alignment must be a power of two, not 48

// -----

// f32 exchange (assign) and add have no message: a compare-and-swap loop on
// the element's bits (the loop's scf ops come with the pass).
// CHECK-LABEL: func.func @atomic_cas_f32
// CHECK-COUNT-2: scf.while
// CHECK-NOT: memref.atomic_rmw
// SURFACE-LABEL: func.func @atomic_cas_f32
// SURFACE: scf.while
// SURFACE: genx.dword.atomic.cmpxchg
// SURFACE: scf.condition
// SURFACE: scf.while
// SURFACE: arith.addf
// SURFACE: genx.dword.atomic.cmpxchg
func.func @atomic_cas_f32(%m: memref<?xf32>, %i: index, %v: f32) -> (f32, f32) {
  %0 = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<?xf32>) -> f32
  %1 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<?xf32>) -> f32
  return %0, %1 : f32, f32
}

// -----

// Gathers of the fields of the lanes' structs (X, X + 1, X + 2, X + 4) from
// the same base under the same mask: the run X .. X + 2 is one gather of
// three channels per 16 lanes, X + 4 a gather of its own. A gather of X + 1
// with its own pass-through takes the channel's words and its own
// pass-through. A store between gathers ends the run: X + 3 after it is
// read again.
// CHECK-LABEL: func.func @fields
// CHECK: %[[RGB:.*]] = genx.svm.gather4.scaled %[[M:[^,]*]], %{{.*}}, %{{.*}}, %{{.*}} {channel_mask = rgb, scale = 0} : (vector<16xi1>, i64, vector<16xi64>, vector<48xi32>) -> vector<48xi32>
// CHECK-DAG: vector.extract_strided_slice %[[RGB]] {offsets = [0], sizes = [16], strides = [1]}
// CHECK-DAG: vector.extract_strided_slice %[[RGB]] {offsets = [16], sizes = [16], strides = [1]}
// CHECK-DAG: vector.extract_strided_slice %[[RGB]] {offsets = [32], sizes = [16], strides = [1]}
// CHECK: genx.svm.gather %[[M]], %{{.*}} {log2_num_blocks = 0}
// CHECK: genx.svm.scatter
// CHECK: genx.svm.gather %[[M]], %{{.*}} {log2_num_blocks = 0}
// CHECK-NOT: genx.svm.gather
// SURFACE-LABEL: func.func @fields
// SURFACE: genx.gather4.scaled %{{.*}} {channel_mask = rgb, scale = 0} : (vector<16xi1>, i32, i32, vector<16xi32>, vector<48xi32>) -> vector<48xi32>
// SURFACE-COUNT-3: genx.gather.scaled
// SURFACE-NOT: genx.gather
func.func @fields(%in: memref<?xf32>, %x: vector<16xindex>, %m: vector<16xi1>,
                  %pad: vector<16xf32>)
    -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>,
        vector<16xf32>, vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant dense<1> : vector<16xindex>
  %c2 = arith.constant dense<2> : vector<16xindex>
  %c3 = arith.constant dense<3> : vector<16xindex>
  %c4 = arith.constant dense<4> : vector<16xindex>
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %x1 = arith.addi %x, %c1 : vector<16xindex>
  %x2 = arith.addi %c2, %x : vector<16xindex>
  %x3 = arith.addi %x, %c3 : vector<16xindex>
  %x4 = arith.addi %x, %c4 : vector<16xindex>
  %a = vector.gather %in[%c0] [%x2], %m, %zero : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %b = vector.gather %in[%c0] [%x], %m, %zero : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %c = vector.gather %in[%c0] [%x1], %m, %zero : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %d = vector.gather %in[%c0] [%x1], %m, %pad : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %e = vector.gather %in[%c0] [%x4], %m, %zero : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.scatter %in[%c0] [%x3], %m, %a : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  %f = vector.gather %in[%c0] [%x3], %m, %zero : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return %a, %b, %c, %d, %e, %f : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>
}

// -----

// Gathers at constant lanes that differ by a constant (the columns of a
// tile, lanes a row of 16 apart, which the folders made constants of X + c)
// are fields too: columns 0-3 one gather of four channels; constants that
// differ by other than a splat stay gathers of their own. Likewise for
// scatters whose lanes are further apart than their fields.
// CHECK-LABEL: func.func @constant_fields
// CHECK: genx.svm.gather4.scaled %{{.*}} {channel_mask = rgba, scale = 0} : (vector<16xi1>, i64, vector<16xi64>, vector<64xi32>) -> vector<64xi32>
// CHECK-COUNT-1: genx.svm.gather %{{.*}} {log2_num_blocks = 0}
// CHECK-NOT: genx.svm.gather
// CHECK: genx.svm.scatter4.scaled %{{.*}} {channel_mask = rg, scale = 0}
// CHECK-NOT: genx.svm.scatter
// SURFACE-LABEL: func.func @constant_fields
// SURFACE: genx.gather4.scaled %{{.*}} {channel_mask = rgba, scale = 0}
// SURFACE: genx.scatter4.scaled %{{.*}} {channel_mask = rg, scale = 0}
func.func @constant_fields(%in: memref<?xf32>, %m: vector<16xi1>, %v: vector<16xf32>)
    -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>,
        vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %l0 = arith.constant dense<[0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240]> : vector<16xindex>
  %l1 = arith.constant dense<[1, 17, 33, 49, 65, 81, 97, 113, 129, 145, 161, 177, 193, 209, 225, 241]> : vector<16xindex>
  %l2 = arith.constant dense<[2, 18, 34, 50, 66, 82, 98, 114, 130, 146, 162, 178, 194, 210, 226, 242]> : vector<16xindex>
  %l3 = arith.constant dense<[3, 19, 35, 51, 67, 83, 99, 115, 131, 147, 163, 179, 195, 211, 227, 243]> : vector<16xindex>
  %other = arith.constant dense<[4, 21, 36, 52, 68, 84, 100, 116, 132, 148, 164, 180, 196, 212, 228, 244]> : vector<16xindex>
  %a = vector.gather %in[%c0] [%l0], %m, %zero : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %b = vector.gather %in[%c0] [%l1], %m, %zero : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %c = vector.gather %in[%c0] [%l2], %m, %zero : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %d = vector.gather %in[%c0] [%l3], %m, %zero : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %e = vector.gather %in[%c0] [%other], %m, %zero : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.scatter %in[%c0] [%l0], %m, %v : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  vector.scatter %in[%c0] [%l1], %m, %v : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  return %a, %b, %c, %d, %e : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>
}

// -----

// Gathers of halves X + c of records of 16 halves (X even, poison
// pass-throughs) are read as the dwords that hold them: halves 0-3 and 5 are
// three dwords (half 4, unrequested, is read with half 5: an aligned dword
// holding an element in bounds is in bounds), one gather of three channels,
// each dword's halves its even and odd elements; half 12, alone in its dword
// and away from the others, is a gather of halves. Scatters of halves 0 and
// 1 are one dword field (the lanes' records do not meet).
// CHECK-LABEL: func.func @half_pairs
// CHECK: %[[W:.*]] = genx.svm.gather4.scaled %{{.*}} {channel_mask = rgb, scale = 0} : (vector<16xi1>, i64, vector<16xi64>, vector<48xi32>) -> vector<48xi32>
// CHECK: %[[D0:.*]] = vector.extract_strided_slice %[[W]] {offsets = [0], sizes = [16], strides = [1]}
// CHECK: %[[D2:.*]] = vector.extract_strided_slice %[[W]] {offsets = [32], sizes = [16], strides = [1]}
// CHECK: %[[H0:.*]] = vector.bitcast %[[D0]] : vector<16xi32> to vector<32xf16>
// CHECK: vector.shuffle %[[H0]], %[[H0]] [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]
// CHECK: vector.shuffle %[[H0]], %[[H0]] [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31]
// CHECK: %[[H2:.*]] = vector.bitcast %[[D2]] : vector<16xi32> to vector<32xf16>
// CHECK-NOT: vector.shuffle %[[H2]], %[[H2]] [0,
// CHECK: vector.shuffle %[[H2]], %[[H2]] [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31]
// CHECK-NOT: vector.shuffle %[[H2]]
// CHECK: genx.svm.gather %{{.*}} {log2_num_blocks = 1}
// CHECK-NOT: genx.svm.gather
// CHECK: %[[BOTH:.*]] = vector.shuffle %{{.*}}, %{{.*}} [0, 16, 1, 17, 2, 18,
// CHECK: vector.bitcast %[[BOTH]] : vector<32xf16> to vector<16xi32>
// CHECK: genx.svm.scatter4.scaled %{{.*}} {channel_mask = r, scale = 0}
// CHECK-NOT: genx.svm.scatter
// SURFACE-LABEL: func.func @half_pairs
// SURFACE: genx.gather4.scaled %{{.*}} {channel_mask = rgb, scale = 0}
// SURFACE: genx.scatter4.scaled %{{.*}} {channel_mask = r, scale = 0}
func.func @half_pairs(%in: memref<?xf16>, %first: index, %m: vector<16xi1>,
                      %v: vector<16xf16>)
    -> (vector<16xf16>, vector<16xf16>, vector<16xf16>, vector<16xf16>, vector<16xf16>, vector<16xf16>) {
  %c0 = arith.constant 0 : index
  %step = vector.step : vector<16xindex>
  %base = vector.broadcast %first : index to vector<16xindex>
  %x = arith.addi %base, %step : vector<16xindex>
  %sixteen = arith.constant dense<16> : vector<16xindex>
  %c1 = arith.constant dense<1> : vector<16xindex>
  %c2 = arith.constant dense<2> : vector<16xindex>
  %c3 = arith.constant dense<3> : vector<16xindex>
  %c5 = arith.constant dense<5> : vector<16xindex>
  %c12 = arith.constant dense<12> : vector<16xindex>
  %p = ub.poison : vector<16xf16>
  %r = arith.muli %x, %sixteen : vector<16xindex>
  %r1 = arith.addi %r, %c1 : vector<16xindex>
  %r2 = arith.addi %r, %c2 : vector<16xindex>
  %r3 = arith.addi %r, %c3 : vector<16xindex>
  %r5 = arith.addi %r, %c5 : vector<16xindex>
  %r12 = arith.addi %r, %c12 : vector<16xindex>
  %a = vector.gather %in[%c0] [%r], %m, %p : memref<?xf16>, vector<16xindex>, vector<16xi1>, vector<16xf16> into vector<16xf16>
  %b = vector.gather %in[%c0] [%r1], %m, %p : memref<?xf16>, vector<16xindex>, vector<16xi1>, vector<16xf16> into vector<16xf16>
  %c = vector.gather %in[%c0] [%r2], %m, %p : memref<?xf16>, vector<16xindex>, vector<16xi1>, vector<16xf16> into vector<16xf16>
  %d = vector.gather %in[%c0] [%r3], %m, %p : memref<?xf16>, vector<16xindex>, vector<16xi1>, vector<16xf16> into vector<16xf16>
  %e = vector.gather %in[%c0] [%r5], %m, %p : memref<?xf16>, vector<16xindex>, vector<16xi1>, vector<16xf16> into vector<16xf16>
  %f = vector.gather %in[%c0] [%r12], %m, %p : memref<?xf16>, vector<16xindex>, vector<16xi1>, vector<16xf16> into vector<16xf16>
  vector.scatter %in[%c0] [%r], %m, %v : memref<?xf16>, vector<16xindex>, vector<16xi1>, vector<16xf16>
  vector.scatter %in[%c0] [%r1], %m, %a : memref<?xf16>, vector<16xindex>, vector<16xi1>, vector<16xf16>
  return %a, %b, %c, %d, %e, %f : vector<16xf16>, vector<16xf16>, vector<16xf16>, vector<16xf16>, vector<16xf16>, vector<16xf16>
}

// -----

// Gathers of bytes 1-3 of records of 4 bytes (an RGB pixel after its alpha)
// read the whole dword, from byte 0; the scatters of bytes 0-2 stay apart
// (writing byte 3 would change memory no lane wrote).
// CHECK-LABEL: func.func @byte_triples
// CHECK: %[[W:.*]] = genx.svm.gather4.scaled %{{.*}} {channel_mask = r, scale = 0} : (vector<16xi1>, i64, vector<16xi64>, vector<16xi32>) -> vector<16xi32>
// CHECK: %[[B:.*]] = vector.bitcast %[[W]] : vector<16xi32> to vector<64xi8>
// CHECK: vector.shuffle %[[B]], %[[B]] [1, 5, 9, 13, 17,
// CHECK: vector.shuffle %[[B]], %[[B]] [2, 6, 10, 14, 18,
// CHECK: vector.shuffle %[[B]], %[[B]] [3, 7, 11, 15, 19,
// CHECK-NOT: genx.svm.gather
// CHECK-COUNT-3: genx.svm.scatter %{{.*}} {log2_num_blocks = 0}
// CHECK-NOT: genx.svm.scatter
func.func @byte_triples(%in: memref<?xi8>, %out: memref<?xi8>, %first: index, %m: vector<16xi1>)
    -> (vector<16xi8>, vector<16xi8>, vector<16xi8>) {
  %c0 = arith.constant 0 : index
  %step = vector.step : vector<16xindex>
  %base = vector.broadcast %first : index to vector<16xindex>
  %x = arith.addi %base, %step : vector<16xindex>
  %four = arith.constant dense<4> : vector<16xindex>
  %c1 = arith.constant dense<1> : vector<16xindex>
  %c2 = arith.constant dense<2> : vector<16xindex>
  %c3 = arith.constant dense<3> : vector<16xindex>
  %p = ub.poison : vector<16xi8>
  %r = arith.muli %x, %four : vector<16xindex>
  %r1 = arith.addi %r, %c1 : vector<16xindex>
  %r2 = arith.addi %r, %c2 : vector<16xindex>
  %r3 = arith.addi %r, %c3 : vector<16xindex>
  %b = vector.gather %in[%c0] [%r1], %m, %p : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8> into vector<16xi8>
  %c = vector.gather %in[%c0] [%r2], %m, %p : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8> into vector<16xi8>
  %d = vector.gather %in[%c0] [%r3], %m, %p : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8> into vector<16xi8>
  vector.scatter %out[%c0] [%r], %m, %d : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8>
  vector.scatter %out[%c0] [%r1], %m, %c : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8>
  vector.scatter %out[%c0] [%r2], %m, %b : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8>
  return %b, %c, %d : vector<16xi8>, vector<16xi8>, vector<16xi8>
}

// -----

// Gathers of bytes X + c of records of 4 bytes (X a multiple of 4, poison
// pass-throughs) are one dword field, each byte every 4th byte of the
// channel; scatters of the 4 bytes one dword field, the bytes interleaved.
// CHECK-LABEL: func.func @byte_quads
// CHECK: %[[W:.*]] = genx.svm.gather4.scaled %{{.*}} {channel_mask = r, scale = 0} : (vector<16xi1>, i64, vector<16xi64>, vector<16xi32>) -> vector<16xi32>
// CHECK: %[[B:.*]] = vector.bitcast %[[W]] : vector<16xi32> to vector<64xi8>
// CHECK: vector.shuffle %[[B]], %[[B]] [0, 4, 8, 12, 16,
// CHECK: vector.shuffle %[[B]], %[[B]] [3, 7, 11, 15, 19,
// CHECK-NOT: genx.svm.gather
// CHECK: %[[LO:.*]] = vector.shuffle %{{.*}}, %{{.*}} [0, 16, 1, 17,
// CHECK: %[[HI:.*]] = vector.shuffle %{{.*}}, %{{.*}} [0, 16, 1, 17,
// CHECK: %[[ALL:.*]] = vector.shuffle %[[LO]], %[[HI]] [0, 1, 32, 33, 2, 3, 34, 35,
// CHECK: vector.bitcast %[[ALL]] : vector<64xi8> to vector<16xi32>
// CHECK: genx.svm.scatter4.scaled %{{.*}} {channel_mask = r, scale = 0}
// CHECK-NOT: genx.svm.scatter
// SURFACE-LABEL: func.func @byte_quads
// SURFACE: genx.gather4.scaled %{{.*}} {channel_mask = r, scale = 0}
// SURFACE: genx.scatter4.scaled %{{.*}} {channel_mask = r, scale = 0}
func.func @byte_quads(%in: memref<?xi8>, %out: memref<?xi8>, %first: index, %m: vector<16xi1>)
    -> (vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>) {
  %c0 = arith.constant 0 : index
  %step = vector.step : vector<16xindex>
  %base = vector.broadcast %first : index to vector<16xindex>
  %x = arith.addi %base, %step : vector<16xindex>
  %four = arith.constant dense<4> : vector<16xindex>
  %c1 = arith.constant dense<1> : vector<16xindex>
  %c2 = arith.constant dense<2> : vector<16xindex>
  %c3 = arith.constant dense<3> : vector<16xindex>
  %p = ub.poison : vector<16xi8>
  %r = arith.muli %x, %four : vector<16xindex>
  %r1 = arith.addi %r, %c1 : vector<16xindex>
  %r2 = arith.addi %r, %c2 : vector<16xindex>
  %r3 = arith.addi %r, %c3 : vector<16xindex>
  %a = vector.gather %in[%c0] [%r], %m, %p : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8> into vector<16xi8>
  %b = vector.gather %in[%c0] [%r1], %m, %p : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8> into vector<16xi8>
  %c = vector.gather %in[%c0] [%r2], %m, %p : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8> into vector<16xi8>
  %d = vector.gather %in[%c0] [%r3], %m, %p : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8> into vector<16xi8>
  vector.scatter %out[%c0] [%r], %m, %d : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8>
  vector.scatter %out[%c0] [%r1], %m, %c : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8>
  vector.scatter %out[%c0] [%r2], %m, %b : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8>
  vector.scatter %out[%c0] [%r3], %m, %a : memref<?xi8>, vector<16xindex>, vector<16xi1>, vector<16xi8>
  return %a, %b, %c, %d : vector<16xi8>, vector<16xi8>, vector<16xi8>, vector<16xi8>
}

// -----

// Neighbouring gathers of 16-bit elements whose lanes may start at an odd
// half (and whose pass-throughs are not poison), or under different masks,
// stay gathers of their own.
// CHECK-LABEL: func.func @not_fields
// CHECK-NOT: gather4
// CHECK-COUNT-4: genx.svm.gather
// SURFACE-LABEL: func.func @not_fields
// SURFACE-NOT: gather4
// SURFACE-COUNT-4: genx.gather.scaled
func.func @not_fields(%in: memref<?xf16>, %words: memref<?xi32>,
                      %x: vector<16xindex>, %m: vector<16xi1>,
                      %n: vector<16xi1>)
    -> (vector<16xf16>, vector<16xf16>, vector<16xi32>, vector<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant dense<1> : vector<16xindex>
  %half = arith.constant dense<0.0> : vector<16xf16>
  %word = arith.constant dense<0> : vector<16xi32>
  %x1 = arith.addi %x, %c1 : vector<16xindex>
  %a = vector.gather %in[%c0] [%x], %m, %half : memref<?xf16>, vector<16xindex>, vector<16xi1>, vector<16xf16> into vector<16xf16>
  %b = vector.gather %in[%c0] [%x1], %m, %half : memref<?xf16>, vector<16xindex>, vector<16xi1>, vector<16xf16> into vector<16xf16>
  %c = vector.gather %words[%c0] [%x], %m, %word : memref<?xi32>, vector<16xindex>, vector<16xi1>, vector<16xi32> into vector<16xi32>
  %d = vector.gather %words[%c0] [%x1], %n, %word : memref<?xi32>, vector<16xindex>, vector<16xi1>, vector<16xi32> into vector<16xi32>
  return %a, %b, %c, %d : vector<16xf16>, vector<16xf16>, vector<16xi32>, vector<16xi32>
}

// -----

// The 41 fields of a lane's record read one after another (an unrolled
// loop): ten gathers of four channels and one of a single field, however
// the rewrite driver visits them.
// CHECK-LABEL: func.func @record
// CHECK-COUNT-10: genx.svm.gather4.scaled %{{.*}} {channel_mask = rgba, scale = 0}
// CHECK-NOT: gather4
// CHECK: genx.svm.gather %
// CHECK-NOT: gather
func.func @record(%in: memref<?xf32>, %x: vector<8xindex>, %m: vector<8xi1>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant dense<0.0> : vector<8xf32>
  %g0 = vector.gather %in[%c0] [%x], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s0 = arith.addf %zero, %g0 : vector<8xf32>
  %k1 = arith.constant dense<1> : vector<8xindex>
  %x1 = arith.addi %x, %k1 : vector<8xindex>
  %g1 = vector.gather %in[%c0] [%x1], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s1 = arith.addf %s0, %g1 : vector<8xf32>
  %k2 = arith.constant dense<2> : vector<8xindex>
  %x2 = arith.addi %x, %k2 : vector<8xindex>
  %g2 = vector.gather %in[%c0] [%x2], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s2 = arith.addf %s1, %g2 : vector<8xf32>
  %k3 = arith.constant dense<3> : vector<8xindex>
  %x3 = arith.addi %x, %k3 : vector<8xindex>
  %g3 = vector.gather %in[%c0] [%x3], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s3 = arith.addf %s2, %g3 : vector<8xf32>
  %k4 = arith.constant dense<4> : vector<8xindex>
  %x4 = arith.addi %x, %k4 : vector<8xindex>
  %g4 = vector.gather %in[%c0] [%x4], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s4 = arith.addf %s3, %g4 : vector<8xf32>
  %k5 = arith.constant dense<5> : vector<8xindex>
  %x5 = arith.addi %x, %k5 : vector<8xindex>
  %g5 = vector.gather %in[%c0] [%x5], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s5 = arith.addf %s4, %g5 : vector<8xf32>
  %k6 = arith.constant dense<6> : vector<8xindex>
  %x6 = arith.addi %x, %k6 : vector<8xindex>
  %g6 = vector.gather %in[%c0] [%x6], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s6 = arith.addf %s5, %g6 : vector<8xf32>
  %k7 = arith.constant dense<7> : vector<8xindex>
  %x7 = arith.addi %x, %k7 : vector<8xindex>
  %g7 = vector.gather %in[%c0] [%x7], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s7 = arith.addf %s6, %g7 : vector<8xf32>
  %k8 = arith.constant dense<8> : vector<8xindex>
  %x8 = arith.addi %x, %k8 : vector<8xindex>
  %g8 = vector.gather %in[%c0] [%x8], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s8 = arith.addf %s7, %g8 : vector<8xf32>
  %k9 = arith.constant dense<9> : vector<8xindex>
  %x9 = arith.addi %x, %k9 : vector<8xindex>
  %g9 = vector.gather %in[%c0] [%x9], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s9 = arith.addf %s8, %g9 : vector<8xf32>
  %k10 = arith.constant dense<10> : vector<8xindex>
  %x10 = arith.addi %x, %k10 : vector<8xindex>
  %g10 = vector.gather %in[%c0] [%x10], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s10 = arith.addf %s9, %g10 : vector<8xf32>
  %k11 = arith.constant dense<11> : vector<8xindex>
  %x11 = arith.addi %x, %k11 : vector<8xindex>
  %g11 = vector.gather %in[%c0] [%x11], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s11 = arith.addf %s10, %g11 : vector<8xf32>
  %k12 = arith.constant dense<12> : vector<8xindex>
  %x12 = arith.addi %x, %k12 : vector<8xindex>
  %g12 = vector.gather %in[%c0] [%x12], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s12 = arith.addf %s11, %g12 : vector<8xf32>
  %k13 = arith.constant dense<13> : vector<8xindex>
  %x13 = arith.addi %x, %k13 : vector<8xindex>
  %g13 = vector.gather %in[%c0] [%x13], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s13 = arith.addf %s12, %g13 : vector<8xf32>
  %k14 = arith.constant dense<14> : vector<8xindex>
  %x14 = arith.addi %x, %k14 : vector<8xindex>
  %g14 = vector.gather %in[%c0] [%x14], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s14 = arith.addf %s13, %g14 : vector<8xf32>
  %k15 = arith.constant dense<15> : vector<8xindex>
  %x15 = arith.addi %x, %k15 : vector<8xindex>
  %g15 = vector.gather %in[%c0] [%x15], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s15 = arith.addf %s14, %g15 : vector<8xf32>
  %k16 = arith.constant dense<16> : vector<8xindex>
  %x16 = arith.addi %x, %k16 : vector<8xindex>
  %g16 = vector.gather %in[%c0] [%x16], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s16 = arith.addf %s15, %g16 : vector<8xf32>
  %k17 = arith.constant dense<17> : vector<8xindex>
  %x17 = arith.addi %x, %k17 : vector<8xindex>
  %g17 = vector.gather %in[%c0] [%x17], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s17 = arith.addf %s16, %g17 : vector<8xf32>
  %k18 = arith.constant dense<18> : vector<8xindex>
  %x18 = arith.addi %x, %k18 : vector<8xindex>
  %g18 = vector.gather %in[%c0] [%x18], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s18 = arith.addf %s17, %g18 : vector<8xf32>
  %k19 = arith.constant dense<19> : vector<8xindex>
  %x19 = arith.addi %x, %k19 : vector<8xindex>
  %g19 = vector.gather %in[%c0] [%x19], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s19 = arith.addf %s18, %g19 : vector<8xf32>
  %k20 = arith.constant dense<20> : vector<8xindex>
  %x20 = arith.addi %x, %k20 : vector<8xindex>
  %g20 = vector.gather %in[%c0] [%x20], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s20 = arith.addf %s19, %g20 : vector<8xf32>
  %k21 = arith.constant dense<21> : vector<8xindex>
  %x21 = arith.addi %x, %k21 : vector<8xindex>
  %g21 = vector.gather %in[%c0] [%x21], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s21 = arith.addf %s20, %g21 : vector<8xf32>
  %k22 = arith.constant dense<22> : vector<8xindex>
  %x22 = arith.addi %x, %k22 : vector<8xindex>
  %g22 = vector.gather %in[%c0] [%x22], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s22 = arith.addf %s21, %g22 : vector<8xf32>
  %k23 = arith.constant dense<23> : vector<8xindex>
  %x23 = arith.addi %x, %k23 : vector<8xindex>
  %g23 = vector.gather %in[%c0] [%x23], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s23 = arith.addf %s22, %g23 : vector<8xf32>
  %k24 = arith.constant dense<24> : vector<8xindex>
  %x24 = arith.addi %x, %k24 : vector<8xindex>
  %g24 = vector.gather %in[%c0] [%x24], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s24 = arith.addf %s23, %g24 : vector<8xf32>
  %k25 = arith.constant dense<25> : vector<8xindex>
  %x25 = arith.addi %x, %k25 : vector<8xindex>
  %g25 = vector.gather %in[%c0] [%x25], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s25 = arith.addf %s24, %g25 : vector<8xf32>
  %k26 = arith.constant dense<26> : vector<8xindex>
  %x26 = arith.addi %x, %k26 : vector<8xindex>
  %g26 = vector.gather %in[%c0] [%x26], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s26 = arith.addf %s25, %g26 : vector<8xf32>
  %k27 = arith.constant dense<27> : vector<8xindex>
  %x27 = arith.addi %x, %k27 : vector<8xindex>
  %g27 = vector.gather %in[%c0] [%x27], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s27 = arith.addf %s26, %g27 : vector<8xf32>
  %k28 = arith.constant dense<28> : vector<8xindex>
  %x28 = arith.addi %x, %k28 : vector<8xindex>
  %g28 = vector.gather %in[%c0] [%x28], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s28 = arith.addf %s27, %g28 : vector<8xf32>
  %k29 = arith.constant dense<29> : vector<8xindex>
  %x29 = arith.addi %x, %k29 : vector<8xindex>
  %g29 = vector.gather %in[%c0] [%x29], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s29 = arith.addf %s28, %g29 : vector<8xf32>
  %k30 = arith.constant dense<30> : vector<8xindex>
  %x30 = arith.addi %x, %k30 : vector<8xindex>
  %g30 = vector.gather %in[%c0] [%x30], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s30 = arith.addf %s29, %g30 : vector<8xf32>
  %k31 = arith.constant dense<31> : vector<8xindex>
  %x31 = arith.addi %x, %k31 : vector<8xindex>
  %g31 = vector.gather %in[%c0] [%x31], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s31 = arith.addf %s30, %g31 : vector<8xf32>
  %k32 = arith.constant dense<32> : vector<8xindex>
  %x32 = arith.addi %x, %k32 : vector<8xindex>
  %g32 = vector.gather %in[%c0] [%x32], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s32 = arith.addf %s31, %g32 : vector<8xf32>
  %k33 = arith.constant dense<33> : vector<8xindex>
  %x33 = arith.addi %x, %k33 : vector<8xindex>
  %g33 = vector.gather %in[%c0] [%x33], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s33 = arith.addf %s32, %g33 : vector<8xf32>
  %k34 = arith.constant dense<34> : vector<8xindex>
  %x34 = arith.addi %x, %k34 : vector<8xindex>
  %g34 = vector.gather %in[%c0] [%x34], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s34 = arith.addf %s33, %g34 : vector<8xf32>
  %k35 = arith.constant dense<35> : vector<8xindex>
  %x35 = arith.addi %x, %k35 : vector<8xindex>
  %g35 = vector.gather %in[%c0] [%x35], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s35 = arith.addf %s34, %g35 : vector<8xf32>
  %k36 = arith.constant dense<36> : vector<8xindex>
  %x36 = arith.addi %x, %k36 : vector<8xindex>
  %g36 = vector.gather %in[%c0] [%x36], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s36 = arith.addf %s35, %g36 : vector<8xf32>
  %k37 = arith.constant dense<37> : vector<8xindex>
  %x37 = arith.addi %x, %k37 : vector<8xindex>
  %g37 = vector.gather %in[%c0] [%x37], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s37 = arith.addf %s36, %g37 : vector<8xf32>
  %k38 = arith.constant dense<38> : vector<8xindex>
  %x38 = arith.addi %x, %k38 : vector<8xindex>
  %g38 = vector.gather %in[%c0] [%x38], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s38 = arith.addf %s37, %g38 : vector<8xf32>
  %k39 = arith.constant dense<39> : vector<8xindex>
  %x39 = arith.addi %x, %k39 : vector<8xindex>
  %g39 = vector.gather %in[%c0] [%x39], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s39 = arith.addf %s38, %g39 : vector<8xf32>
  %k40 = arith.constant dense<40> : vector<8xindex>
  %x40 = arith.addi %x, %k40 : vector<8xindex>
  %g40 = vector.gather %in[%c0] [%x40], %m, %zero : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s40 = arith.addf %s39, %g40 : vector<8xf32>
  return %s40 : vector<8xf32>
}

// -----

// Scatters of the fields of the lanes' records (2 * lane + c): the lanes'
// records do not meet, so the writes are one scatter of two channels per
// 16 lanes, at the last of them. Of two scatters to the same field the
// later one's data is what is written.
// CHECK-LABEL: func.func @store_fields
// CHECK-SAME: %[[A:[^:]*]]: vector<16xf32>, %[[B:[^:]*]]: vector<16xf32>, %[[C:[^:]*]]: vector<16xf32>
// CHECK: %[[AW:.*]] = vector.bitcast %[[A]] : vector<16xf32> to vector<16xi32>
// CHECK: %[[CW:.*]] = vector.bitcast %[[C]] : vector<16xf32> to vector<16xi32>
// CHECK: %[[D0:.*]] = vector.insert_strided_slice %[[AW]], %{{.*}} {offsets = [0], strides = [1]} : vector<16xi32> into vector<32xi32>
// CHECK: %[[D1:.*]] = vector.insert_strided_slice %[[CW]], %[[D0]] {offsets = [16], strides = [1]} : vector<16xi32> into vector<32xi32>
// CHECK: genx.svm.scatter4.scaled %{{.*}}, %{{.*}}, %[[D1]] {channel_mask = rg, scale = 0}
// CHECK-NOT: genx.svm.scatter
// CHECK: return
func.func @store_fields(%out: memref<?xf32>, %m: vector<16xi1>,
                        %a: vector<16xf32>, %b: vector<16xf32>,
                        %c: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %two = arith.constant dense<2> : vector<16xindex>
  %one = arith.constant dense<1> : vector<16xindex>
  %lanes = vector.step : vector<16xindex>
  %x = arith.muli %lanes, %two : vector<16xindex>
  %x1 = arith.addi %x, %one : vector<16xindex>
  vector.scatter %out[%c0] [%x], %m, %a : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  vector.scatter %out[%c0] [%x1], %m, %b : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  vector.scatter %out[%c0] [%x1], %m, %c : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  return
}

// -----

// Scatters that stay apart: lanes one apart would overwrite each other's
// second field (the order of the writes matters), lanes nobody bounds may
// meet, and a load between two scatters must see the first.
// CHECK-LABEL: func.func @store_apart
// CHECK-NOT: scatter4
// CHECK-COUNT-2: genx.svm.scatter %
// CHECK: genx.svm.scatter %
// CHECK: genx.svm.gather
// CHECK: genx.svm.scatter %
// CHECK-NOT: scatter4
// CHECK-COUNT-2: genx.svm.scatter %
func.func @store_apart(%out: memref<?xf32>, %m: vector<16xi1>,
                       %a: vector<16xf32>, %y: vector<16xindex>)
    -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant dense<1> : vector<16xindex>
  %two = arith.constant dense<2> : vector<16xindex>
  %lanes = vector.step : vector<16xindex>
  %l1 = arith.addi %lanes, %one : vector<16xindex>
  vector.scatter %out[%c0] [%lanes], %m, %a : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  vector.scatter %out[%c0] [%l1], %m, %a : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  %x = arith.muli %lanes, %two : vector<16xindex>
  %x1 = arith.addi %x, %one : vector<16xindex>
  vector.scatter %out[%c0] [%x], %m, %a : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  %r = vector.gather %out[%c0] [%x1], %m, %a : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.scatter %out[%c0] [%x1], %m, %a : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  %y1 = arith.addi %y, %one : vector<16xindex>
  vector.scatter %out[%c0] [%y], %m, %a : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  vector.scatter %out[%c0] [%y1], %m, %a : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  return %r : vector<16xf32>
}

// -----

// Offsets that only address, a shared scalar plus a constant per lane
// (4 * (s + lane)): one scalar byte offset and a constant vector of bytes,
// not a product per lane. Offsets the code uses otherwise (returned) are
// scaled lane by lane.
// CHECK-LABEL: func.func @uniform_offsets
// CHECK-SAME: %[[S:[^:]*]]: index
// CHECK: %[[BYTES:.*]] = arith.constant dense<[0, 16, 32, 48, 64, 80, 96, 112]> : vector<8xindex>
// CHECK: %[[FOUR:.*]] = arith.muli %[[S]], %c4{{.*}} : index
// CHECK: %[[FIRST:.*]] = arith.muli %[[FOUR]], %c4{{.*}} : index
// CHECK: %[[STARTS:.*]] = vector.broadcast %[[FIRST]] : index to vector<8xindex>
// CHECK: %[[OFFSETS:.*]] = arith.addi %[[STARTS]], %[[BYTES]] : vector<8xindex>
// CHECK: %[[WIDE:.*]] = arith.index_cast %[[OFFSETS]] : vector<8xindex> to vector<8xi64>
// CHECK: %[[ADDRESSES:.*]] = arith.addi %{{.*}}, %[[WIDE]] : vector<8xi64>
// CHECK: genx.svm.gather %{{.*}}, %[[ADDRESSES]]
// CHECK-LABEL: func.func @shared_offsets
// CHECK: %[[X:.*]] = arith.muli %{{.*}}, %[[FOURS:.*]] : vector<8xindex>
// CHECK: %[[SCALED:.*]] = arith.muli %[[X]], %[[FOURS]] : vector<8xindex>
// CHECK: arith.index_cast %[[SCALED]] : vector<8xindex> to vector<8xi64>
// CHECK: genx.svm.gather
func.func @uniform_offsets(%in: memref<?xf32>, %s: index) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %m = arith.constant dense<true> : vector<8xi1>
  %pad = ub.poison : vector<8xf32>
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xindex>
  %four = arith.constant dense<4> : vector<8xindex>
  %sv = vector.broadcast %s : index to vector<8xindex>
  %at = arith.addi %sv, %lanes : vector<8xindex>
  %x = arith.muli %at, %four : vector<8xindex>
  %a = vector.gather %in[%c0] [%x], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %a : vector<8xf32>
}
func.func @shared_offsets(%in: memref<?xf32>, %s: index)
    -> (vector<8xf32>, vector<8xindex>) {
  %c0 = arith.constant 0 : index
  %m = arith.constant dense<true> : vector<8xi1>
  %pad = ub.poison : vector<8xf32>
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xindex>
  %four = arith.constant dense<4> : vector<8xindex>
  %sv = vector.broadcast %s : index to vector<8xindex>
  %at = arith.addi %sv, %lanes : vector<8xindex>
  %x = arith.muli %at, %four : vector<8xindex>
  %a = vector.gather %in[%c0] [%x], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %a, %x : vector<8xf32>, vector<8xindex>
}

// -----

// Lanes that take their rows from a vector of rows (a shuffle spreads a
// step of 2 rows, 4 elements each): the scalar is still shared, the rows'
// constants follow the shuffle.
// CHECK-LABEL: func.func @spread_offsets
// CHECK-SAME: %[[S:[^:]*]]: index
// CHECK: %[[BYTES:.*]] = arith.constant dense<[0, 4, 8, 12, 256, 260, 264, 268]> : vector<8xindex>
// CHECK: %[[ROW:.*]] = arith.muli %[[S]], %c64{{.*}} : index
// CHECK: %[[FIRST:.*]] = arith.muli %[[ROW]], %c4{{.*}} : index
// CHECK: %[[STARTS:.*]] = vector.broadcast %[[FIRST]] : index to vector<8xindex>
// CHECK: arith.addi %[[STARTS]], %[[BYTES]] : vector<8xindex>
// CHECK: genx.svm.gather
func.func @spread_offsets(%in: memref<?xf32>, %s: index) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %m = arith.constant dense<true> : vector<8xi1>
  %pad = ub.poison : vector<8xf32>
  %step = vector.step : vector<2xindex>
  %sv = vector.broadcast %s : index to vector<2xindex>
  %rows = arith.addi %sv, %step : vector<2xindex>
  %c64 = arith.constant dense<64> : vector<2xindex>
  %starts = arith.muli %rows, %c64 : vector<2xindex>
  %spread = vector.shuffle %starts, %starts [0, 0, 0, 0, 1, 1, 1, 1] : vector<2xindex>, vector<2xindex>
  %within = arith.constant dense<[0, 1, 2, 3, 0, 1, 2, 3]> : vector<8xindex>
  %x = arith.addi %spread, %within : vector<8xindex>
  %a = vector.gather %in[%c0] [%x], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %a : vector<8xf32>
}

// -----

// Lanes a constant apart (bytes 3 apart: the r, g, b of 32 pixels): each
// message's offsets are its first lane's in the scalar plus one constant
// vector of steps, which all the messages (two per field, three fields)
// share, not a constant vector per message.
// CHECK-LABEL: func.func @strided_fields
// CHECK-NOT: arith.constant dense<[{{[1-9]}}
// CHECK: %[[STEPS:.*]] = arith.constant dense<[0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45]> : vector<16xindex>
// CHECK-NOT: arith.constant dense<[{{[1-9]}}
// CHECK: arith.addi %{{.*}}, %[[STEPS]] : vector<16xindex>
// CHECK: %[[FIRST:.*]] = arith.addi %{{.*}}, %c48 : index
// CHECK: %[[STARTS:.*]] = vector.broadcast %[[FIRST]] : index to vector<16xindex>
// CHECK: arith.addi %[[STARTS]], %[[STEPS]] : vector<16xindex>
// CHECK-COUNT-4: arith.addi %{{.*}}, %[[STEPS]] : vector<16xindex>
func.func @strided_fields(%in: memref<?xi8>, %s: index) -> (vector<32xi8>, vector<32xi8>, vector<32xi8>) {
  %c0 = arith.constant 0 : index
  %m = arith.constant dense<true> : vector<32xi1>
  %pad = ub.poison : vector<32xi8>
  %step = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xindex>
  %three = arith.constant dense<3> : vector<32xindex>
  %one = arith.constant dense<1> : vector<32xindex>
  %two = arith.constant dense<2> : vector<32xindex>
  %sv = vector.broadcast %s : index to vector<32xindex>
  %at = arith.addi %sv, %step : vector<32xindex>
  %r = arith.muli %at, %three : vector<32xindex>
  %g = arith.addi %r, %one : vector<32xindex>
  %b = arith.addi %r, %two : vector<32xindex>
  %x = vector.gather %in[%c0] [%r], %m, %pad : memref<?xi8>, vector<32xindex>, vector<32xi1>, vector<32xi8> into vector<32xi8>
  %y = vector.gather %in[%c0] [%g], %m, %pad : memref<?xi8>, vector<32xindex>, vector<32xi1>, vector<32xi8> into vector<32xi8>
  %z = vector.gather %in[%c0] [%b], %m, %pad : memref<?xi8>, vector<32xindex>, vector<32xi1>, vector<32xi8> into vector<32xi8>
  return %x, %y, %z : vector<32xi8>, vector<32xi8>, vector<32xi8>
}

// -----

// Fields at X, X + 1 and (X + 1) + 1, (X + 1) + 2 (a lane's vector at X + 1
// read a field at a time; upstream folds no sums of vector constants): the
// offsets of one X, one message of four channels.
// CHECK-LABEL: func.func @chained_offsets
// CHECK: genx.svm.gather4.scaled {{.*}} {channel_mask = rgba, scale = 0}
// CHECK-NOT: genx.svm.gather
// CHECK: return
func.func @chained_offsets(%in: memref<?xf32>, %x: vector<8xindex>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %m = arith.constant dense<true> : vector<8xi1>
  %pad = ub.poison : vector<8xf32>
  %one = arith.constant dense<1> : vector<8xindex>
  %two = arith.constant dense<2> : vector<8xindex>
  %x1 = arith.addi %x, %one : vector<8xindex>
  %x2 = arith.addi %x1, %one : vector<8xindex>
  %x3 = arith.addi %two, %x1 : vector<8xindex>
  %a = vector.gather %in[%c0] [%x], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %b = vector.gather %in[%c0] [%x1], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %c = vector.gather %in[%c0] [%x2], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %d = vector.gather %in[%c0] [%x3], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %a, %b, %c, %d : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>
}

// -----

// Fields of a record 8 dwords long, two messages per 16 lanes: their
// lanes' offsets are the same scaled vector (one after CSE); the second
// message's field bytes go to its scalar address, not to every lane. Each
// message is sent where the first of its fields was read (the second after
// the sums of the first four fields).
// CHECK-LABEL: func.func @two_messages
// CHECK: %[[X:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<8xindex>
// CHECK: %[[BASE:.*]] = memref.extract_aligned_pointer_as_index
// CHECK: %[[BYTES:.*]] = arith.muli %[[X]], %[[FOURS:.*]] : vector<8xindex>
// CHECK: %[[BASE64:.*]] = arith.index_cast %[[BASE]] : index to i64
// CHECK: %[[WIDE:.*]] = arith.index_cast %[[BYTES]] : vector<8xindex> to vector<8xi64>
// CHECK: genx.svm.gather4.scaled %{{.*}}, %[[BASE64]], %[[WIDE]], %{{.*}} {channel_mask = rgba, scale = 0}
// CHECK-COUNT-3: arith.addf %{{.*}} : vector<8xf32>
// CHECK: %[[BYTES4:.*]] = arith.muli %[[X]], %[[FOURS]] : vector<8xindex>
// CHECK: %[[SHIFTED:.*]] = arith.addi %[[BASE]], %c16 : index
// CHECK: %[[SHIFTED64:.*]] = arith.index_cast %[[SHIFTED]] : index to i64
// CHECK: %[[WIDE4:.*]] = arith.index_cast %[[BYTES4]] : vector<8xindex> to vector<8xi64>
// CHECK: genx.svm.gather4.scaled %{{.*}}, %[[SHIFTED64]], %[[WIDE4]], %{{.*}} {channel_mask = rgba, scale = 0}
func.func @two_messages(%in: memref<?xf32>, %s: index) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %m = arith.constant dense<true> : vector<8xi1>
  %pad = ub.poison : vector<8xf32>
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xindex>
  %eight = arith.constant dense<8> : vector<8xindex>
  %sv = vector.broadcast %s : index to vector<8xindex>
  %at = arith.addi %sv, %lanes : vector<8xindex>
  %x = arith.muli %at, %eight : vector<8xindex>
  %sum0 = vector.gather %in[%c0] [%x], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %k1 = arith.constant dense<1> : vector<8xindex>
  %x1 = arith.addi %x, %k1 : vector<8xindex>
  %g1 = vector.gather %in[%c0] [%x1], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %sum1 = arith.addf %sum0, %g1 : vector<8xf32>
  %k2 = arith.constant dense<2> : vector<8xindex>
  %x2 = arith.addi %x, %k2 : vector<8xindex>
  %g2 = vector.gather %in[%c0] [%x2], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %sum2 = arith.addf %sum1, %g2 : vector<8xf32>
  %k3 = arith.constant dense<3> : vector<8xindex>
  %x3 = arith.addi %x, %k3 : vector<8xindex>
  %g3 = vector.gather %in[%c0] [%x3], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %sum3 = arith.addf %sum2, %g3 : vector<8xf32>
  %k4 = arith.constant dense<4> : vector<8xindex>
  %x4 = arith.addi %x, %k4 : vector<8xindex>
  %g4 = vector.gather %in[%c0] [%x4], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %sum4 = arith.addf %sum3, %g4 : vector<8xf32>
  %k5 = arith.constant dense<5> : vector<8xindex>
  %x5 = arith.addi %x, %k5 : vector<8xindex>
  %g5 = vector.gather %in[%c0] [%x5], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %sum5 = arith.addf %sum4, %g5 : vector<8xf32>
  %k6 = arith.constant dense<6> : vector<8xindex>
  %x6 = arith.addi %x, %k6 : vector<8xindex>
  %g6 = vector.gather %in[%c0] [%x6], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %sum6 = arith.addf %sum5, %g6 : vector<8xf32>
  %k7 = arith.constant dense<7> : vector<8xindex>
  %x7 = arith.addi %x, %k7 : vector<8xindex>
  %g7 = vector.gather %in[%c0] [%x7], %m, %pad : memref<?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %sum7 = arith.addf %sum6, %g7 : vector<8xf32>
  return %sum7 : vector<8xf32>
}

// -----

// A gather or scatter indexes its memref's innermost dimension: through a
// view whose innermost stride is not 1, the lanes' elements are the index
// vector times that stride (a constant, or the view's own stride) apart,
// from the aligned pointer of the memref the view shares it with.
// CHECK-LABEL: func.func @strided_lanes
// CHECK-SAME: (%[[M:.*]]: memref<64x8xf32>, %{{.*}}: index, %[[IDX:.*]]: vector<16xi32>, %[[D:.*]]: memref<?xf32, strided<[?], offset: ?>>
// CHECK-DAG: %[[EIGHT:.*]] = arith.constant dense<8> : vector<16xi32>
// CHECK: memref.extract_aligned_pointer_as_index %[[M]] : memref<64x8xf32> -> index
// CHECK: arith.muli %[[IDX]], %[[EIGHT]] : vector<16xi32>
// CHECK: genx.svm.gather
// CHECK: memref.extract_strided_metadata %[[D]]
// CHECK: %{{.*}}, %[[STRIDE:[a-z0-9_]+]] = memref.extract_strided_metadata %[[D]]
// CHECK: %[[S32:.*]] = arith.index_cast %[[STRIDE]] : index to i32
// CHECK: %[[STRIDES:.*]] = vector.broadcast %[[S32]] : i32 to vector<16xi32>
// CHECK: arith.muli %[[IDX]], %[[STRIDES]] : vector<16xi32>
// CHECK: genx.svm.scatter
func.func @strided_lanes(%m: memref<64x8xf32>, %c: index, %idx: vector<16xi32>, %d: memref<?xf32, strided<[?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %mask = arith.constant dense<true> : vector<16xi1>
  %pass = arith.constant dense<0.0> : vector<16xf32>
  %col = memref.subview %m[0, %c] [64, 1] [1, 1] : memref<64x8xf32> to memref<64xf32, strided<[8], offset: ?>>
  %v = vector.gather %col[%c0][%idx], %mask, %pass : memref<64xf32, strided<[8], offset: ?>>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.scatter %d[%c0][%idx], %mask, %v : memref<?xf32, strided<[?], offset: ?>>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

// The loop over the lanes of an atomic update (genx.lane_atomics, as
// genx-vectorize-work-items builds it) is one atomic message per 16 lanes:
// each lane's address and value, its mask element as its predicate, and
// the old values 0 where masked. A kind without a message (a float add)
// is a loop of compare-and-swap messages of the lanes still waiting (16 a
// message), each from the value it last saw, while any lane waits; an
// unmarked loop stays a loop, one lane at a time.
// CHECK-LABEL: func.func @lane_atomics
// CHECK-SAME: (%[[M:.*]]: memref<?xi32>, %[[AT:.*]]: vector<32xindex>, %[[ON:.*]]: vector<32xi1>, %[[V:.*]]: vector<32xi32>
// CHECK-NOT: scf.for
// CHECK: %[[V0:.*]] = vector.extract_strided_slice %[[V]] {offsets = [0], sizes = [16], strides = [1]}
// CHECK: genx.svm.atomic.add %{{.*}}, %{{.*}}, %[[V0]], %{{.*}} : (vector<16xi1>, vector<16xi64>, vector<16xi32>, vector<16xi32>) -> vector<16xi32>
// CHECK: %[[V1:.*]] = vector.extract_strided_slice %[[V]] {offsets = [16], sizes = [16], strides = [1]}
// CHECK: genx.svm.atomic.add %{{.*}}, %{{.*}}, %[[V1]], %{{.*}} : (vector<16xi1>, vector<16xi64>, vector<16xi32>, vector<16xi32>) -> vector<16xi32>
// CHECK: %[[OLDS:.*]] = arith.select %[[ON]], %{{.*}}, %{{.*}} : vector<32xi1>, vector<32xi32>
// CHECK: genx.svm.gather
// CHECK: scf.while (%[[CUR:.*]] = %{{.*}}, %[[WAIT:.*]] = %{{.*}}, %{{.*}} = %{{.*}}) : (vector<32xf32>, vector<32xi1>, vector<32xf32>)
// CHECK: %[[ANY:.*]] = vector.reduction <or>, %[[WAIT]] : vector<32xi1> into i1
// CHECK: scf.condition(%[[ANY]])
// CHECK: %[[SUM:.*]] = arith.addf
// CHECK: genx.svm.atomic.cmpxchg %{{.*}} : (vector<16xi1>, vector<16xi64>, vector<16xi32>, vector<16xi32>, vector<16xi32>) -> vector<16xi32>
// CHECK: genx.svm.atomic.cmpxchg %{{.*}} : (vector<16xi1>, vector<16xi64>, vector<16xi32>, vector<16xi32>, vector<16xi32>) -> vector<16xi32>
// CHECK: %[[SWAPPED:.*]] = arith.cmpi eq
// CHECK: arith.select %[[SWAPPED]]
// CHECK: scf.yield
// CHECK: scf.for
// CHECK: genx.svm.atomic.add {{.*}} -> vector<1xi32>
// CHECK: return %[[OLDS]]
// SURFACE-LABEL: func.func @lane_atomics
// SURFACE: genx.dword.atomic.add {{.*}} : (vector<16xi1>, i32, vector<16xi32>, vector<16xi32>, vector<16xi32>) -> vector<16xi32>
// SURFACE: genx.dword.atomic.add {{.*}} : (vector<16xi1>, i32, vector<16xi32>, vector<16xi32>, vector<16xi32>) -> vector<16xi32>
// SURFACE: scf.while
// SURFACE: genx.dword.atomic.cmpxchg {{.*}} : (vector<16xi1>, i32, vector<16xi32>, vector<16xi32>, vector<16xi32>, vector<16xi32>) -> vector<16xi32>
func.func @lane_atomics(%m: memref<?xi32>, %at: vector<32xindex>, %on: vector<32xi1>, %v: vector<32xi32>, %f: memref<?xf32>, %fv: vector<32xf32>) -> vector<32xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0 : i32
  %init = arith.constant dense<0> : vector<32xi32>
  %olds = scf.for %l = %c0 to %c32 step %c1 iter_args(%acc = %init) -> (vector<32xi32>) {
    %e = vector.extract %on[%l] : i1 from vector<32xi1>
    %old = scf.if %e -> (i32) {
      %i = vector.extract %at[%l] : index from vector<32xindex>
      %x = vector.extract %v[%l] : i32 from vector<32xi32>
      %t = memref.atomic_rmw addi %x, %m[%i] : (i32, memref<?xi32>) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %zero : i32
    }
    %next = vector.insert %old, %acc[%l] : i32 into vector<32xi32>
    scf.yield %next : vector<32xi32>
  } {genx.lane_atomics}
  scf.for %l = %c0 to %c32 step %c1 {
    %i = vector.extract %at[%l] : index from vector<32xindex>
    %x = vector.extract %fv[%l] : f32 from vector<32xf32>
    %t = memref.atomic_rmw addf %x, %f[%i] : (f32, memref<?xf32>) -> f32
  } {genx.lane_atomics}
  scf.for %l = %c0 to %c32 step %c1 {
    %i = vector.extract %at[%l] : index from vector<32xindex>
    %x = vector.extract %v[%l] : i32 from vector<32xi32>
    %t = memref.atomic_rmw addi %x, %m[%i] : (i32, memref<?xi32>) -> i32
  }
  return %olds : vector<32xi32>
}

// -----

// Under a known mask the loop of compare-and-swap messages sends none for
// lanes the mask never enables (16 to 31), and compares defined values
// only: lanes off the mask start from 0, and a disabled lane of a message
// sees the value it expected.
// CHECK-LABEL: func.func @lane_swaps_masked
// CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<32xf32>
// CHECK: %[[FIRST:.*]] = genx.svm.gather %{{.*}}, %{{.*}}, %[[PASS:.*]] :
// CHECK: scf.while
// CHECK: scf.condition
// CHECK: %[[EXPECTED:.*]] = vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [16], strides = [1]} : vector<32xi32> to vector<16xi32>
// CHECK: genx.svm.atomic.cmpxchg %{{.*}}, %{{.*}}, %{{.*}}, %[[EXPECTED]], %[[EXPECTED]] :
// CHECK-NOT: genx.svm.atomic.cmpxchg
// CHECK: scf.yield
func.func @lane_swaps_masked(%f: memref<?xf32>, %at: vector<32xindex>, %fv: vector<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %on = arith.constant dense<[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : vector<32xi1>
  scf.for %l = %c0 to %c32 step %c1 {
    %e = vector.extract %on[%l] : i1 from vector<32xi1>
    scf.if %e {
      %i = vector.extract %at[%l] : index from vector<32xindex>
      %x = vector.extract %fv[%l] : f32 from vector<32xf32>
      %t = memref.atomic_rmw addf %x, %f[%i] : (f32, memref<?xf32>) -> f32
    }
  } {genx.lane_atomics}
  return
}

// -----

// Gathers and scatters of fields X + c of the lanes' records, c too far
// apart for one message (a write between them): each address is X * e plus
// the scalar c * e, X * e shared, not (X + c) * e for each field.
// CHECK-LABEL: func.func @record_fields
// CHECK-DAG: %[[C20:.*]] = arith.constant dense<20> : vector<16xindex>
// CHECK-DAG: %[[C24:.*]] = arith.constant dense<24> : vector<16xindex>
// CHECK: %[[X8:.*]] = arith.muli %arg2, %{{.*}} : vector<16xindex>
// CHECK: %[[B5:.*]] = arith.muli %[[X8]], %{{.*}} : vector<16xindex>
// CHECK-NEXT: arith.addi %[[B5]], %[[C20]] : vector<16xindex>
// CHECK: genx.svm.gather
// CHECK: genx.svm.scatter
// CHECK: %[[B6:.*]] = arith.muli %[[X8]], %{{.*}} : vector<16xindex>
// CHECK-NEXT: arith.addi %[[B6]], %[[C24]] : vector<16xindex>
// CHECK: genx.svm.gather
func.func @record_fields(%in: memref<?xi32>, %out: memref<?xi32>, %x: vector<16xindex>, %m: vector<16xi1>) -> (vector<16xi32>, vector<16xi32>) {
  %c0 = arith.constant 0 : index
  %eight = arith.constant dense<8> : vector<16xindex>
  %c5 = arith.constant dense<5> : vector<16xindex>
  %c6 = arith.constant dense<6> : vector<16xindex>
  %p = ub.poison : vector<16xi32>
  %r = arith.muli %x, %eight : vector<16xindex>
  %r5 = arith.addi %r, %c5 : vector<16xindex>
  %r6 = arith.addi %r, %c6 : vector<16xindex>
  %a = vector.gather %in[%c0] [%r5], %m, %p : memref<?xi32>, vector<16xindex>, vector<16xi1>, vector<16xi32> into vector<16xi32>
  vector.scatter %out[%c0] [%r5], %m, %a : memref<?xi32>, vector<16xindex>, vector<16xi1>, vector<16xi32>
  %b = vector.gather %in[%c0] [%r6], %m, %p : memref<?xi32>, vector<16xindex>, vector<16xi1>, vector<16xi32> into vector<16xi32>
  return %a, %b : vector<16xi32>, vector<16xi32>
}
