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

// A lane-range mask (lane numbers below a bound known to lie in [0, 32])
// over 4-byte elements is compared as bytes: the predicate's constant is the
// offsets' steps, one constant vector for both.
// CHECK-LABEL: func.func @lane_range_bytes
// CHECK-DAG: %[[LO:.*]] = arith.constant dense<[0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60]> : vector<16xi32>
// CHECK-DAG: %[[HI:.*]] = arith.constant dense<[64, 68, 72, 76, 80, 84, 88, 92, 96, 100, 104, 108, 112, 116, 120, 124]> : vector<16xi32>
// CHECK-DAG: arith.constant dense<[0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60]> : vector<16xindex>
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[END:.*]] = arith.muli %{{.*}}, %[[C4]] : i32
// CHECK: %[[ENDS:.*]] = vector.broadcast %[[END]] : i32 to vector<16xi32>
// CHECK: arith.cmpi sgt, %[[ENDS]], %[[LO]] : vector<16xi32>
// CHECK: %[[ENDS2:.*]] = vector.broadcast %[[END]] : i32 to vector<16xi32>
// CHECK: arith.cmpi sgt, %[[ENDS2]], %[[HI]] : vector<16xi32>
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

// Scalar accesses: one enabled lane of an 8-lane message.
// CHECK-LABEL: func.func @scalar
// CHECK: genx.svm.gather %{{.*}}, %{{.*}}, %{{.*}} {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
// CHECK: genx.svm.scatter %{{.*}} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> ()
func.func @scalar(%m: memref<?xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<?xf32>
  memref.store %0, %m[%i] : memref<?xf32>
  return
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
