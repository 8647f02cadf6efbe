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
