// The verifiers of table-generated ops: LSC messages, dpas2, SVM gather and
// scatter (the rules the GenX language reference states for them).
// RUN: %genx-opt %s -split-input-file -verify-diagnostics

llvm.func @lsc_subopcode(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{subopcode (arg1) must be 0 (LSC_LOAD), got 1}}
  %0 = genx.lsc.load.bti %p, %o, %s {arg1 = 1 : i8, arg2 = 0 : i8, arg3 = 0 : i8, arg4 = 1 : i16, arg5 = 0 : i32, arg6 = 3 : i8, arg7 = 1 : i8, arg8 = 1 : i8, arg9 = 0 : i8} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_cache_load(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{L1/L3 cache controls (arg2, arg3) = (3, 3) are not a combination the hardware has for loads}}
  %0 = genx.lsc.load.bti %p, %o, %s {arg1 = 0 : i8, arg2 = 3 : i8, arg3 = 3 : i8, arg4 = 1 : i16, arg5 = 0 : i32, arg6 = 3 : i8, arg7 = 1 : i8, arg8 = 1 : i8, arg9 = 0 : i8} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_cache_store(%p: vector<8xi1>, %o: vector<8xi64>, %d: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{L1/L3 cache controls (arg2, arg3) = (2, 2) are not a combination the hardware has for stores}}
  genx.lsc.store.stateless %p, %o, %d, %s {arg1 = 4 : i8, arg2 = 2 : i8, arg3 = 2 : i8, arg4 = 1 : i16, arg5 = 0 : i32, arg6 = 3 : i8, arg7 = 1 : i8, arg8 = 1 : i8, arg9 = 0 : i8} : (vector<8xi1>, vector<8xi64>, vector<8xi32>, i32) -> ()
  llvm.return
}

// -----

llvm.func @lsc_data_size(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{data size (arg6) must be 1 (u8), 2 (u16), 3 (u32), 4 (u64), 5 (u8u32), 6 (u16u32) or 7 (u16u32h), got 0}}
  %0 = genx.lsc.load.bti %p, %o, %s {arg1 = 0 : i8, arg2 = 0 : i8, arg3 = 0 : i8, arg4 = 1 : i16, arg5 = 0 : i32, arg6 = 0 : i8, arg7 = 1 : i8, arg8 = 1 : i8, arg9 = 0 : i8} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_vector_size(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{vector size (arg7) must encode 1, 2, 3, 4, 8, 16, 32 or 64 elements (1 to 8), got 9}}
  %0 = genx.lsc.load.bti %p, %o, %s {arg1 = 0 : i8, arg2 = 0 : i8, arg3 = 0 : i8, arg4 = 1 : i16, arg5 = 0 : i32, arg6 = 3 : i8, arg7 = 9 : i8, arg8 = 1 : i8, arg9 = 0 : i8} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_transpose(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{data order (arg8) must be 1 (non-transposed) or 2 (transposed), got 0}}
  %0 = genx.lsc.load.bti %p, %o, %s {arg1 = 0 : i8, arg2 = 0 : i8, arg3 = 0 : i8, arg4 = 1 : i16, arg5 = 0 : i32, arg6 = 3 : i8, arg7 = 1 : i8, arg8 = 0 : i8, arg9 = 0 : i8} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_transpose_size(%p: vector<1xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{a transposed message moves u32 or u64 data (arg6 = 3 or 4), got data size 1}}
  %0 = genx.lsc.load.bti %p, %o, %s {arg1 = 0 : i8, arg2 = 0 : i8, arg3 = 0 : i8, arg4 = 1 : i16, arg5 = 0 : i32, arg6 = 1 : i8, arg7 = 1 : i8, arg8 = 2 : i8, arg9 = 0 : i8} : (vector<1xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_transpose_lanes(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{a transposed message has one lane: the predicate (arg0) must have 1 element}}
  %0 = genx.lsc.load.bti %p, %o, %s {arg1 = 0 : i8, arg2 = 0 : i8, arg3 = 0 : i8, arg4 = 1 : i16, arg5 = 0 : i32, arg6 = 3 : i8, arg7 = 1 : i8, arg8 = 2 : i8, arg9 = 0 : i8} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_predicate_type(%p: vector<8xi32>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{predicate (arg0) must be i1 or a vector of i1, got 'vector<8xi32>'}}
  %0 = genx.lsc.load.bti %p, %o, %s {arg1 = 0 : i8, arg2 = 0 : i8, arg3 = 0 : i8, arg4 = 1 : i16, arg5 = 0 : i32, arg6 = 3 : i8, arg7 = 1 : i8, arg8 = 1 : i8, arg9 = 0 : i8} : (vector<8xi32>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_lanes(%p: vector<64xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{predicate (arg0) has 64 lanes; LSC messages have at most 32}}
  %0 = genx.lsc.load.bti %p, %o, %s {arg1 = 0 : i8, arg2 = 0 : i8, arg3 = 0 : i8, arg4 = 1 : i16, arg5 = 0 : i32, arg6 = 3 : i8, arg7 = 1 : i8, arg8 = 1 : i8, arg9 = 0 : i8} : (vector<64xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @dpas2_precision(%c: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{precisions (arg3, arg4) must be PrecisionType values (3-12, 14, 15), got 13 and 8}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 13 : i32, arg4 = 8 : i32, arg5 = 8 : i32, arg6 = 8 : i32, arg7 = 0 : i32, arg8 = 0 : i32} : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @dpas2_depth(%c: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{systolic depth (arg5) must be 8, got 4}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 8 : i32, arg4 = 8 : i32, arg5 = 4 : i32, arg6 = 8 : i32, arg7 = 0 : i32, arg8 = 0 : i32} : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @dpas2_repeat(%c: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{repeat count (arg6) must be in [1, 8], got 9}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 8 : i32, arg4 = 8 : i32, arg5 = 8 : i32, arg6 = 9 : i32, arg7 = 0 : i32, arg8 = 0 : i32} : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @dpas2_sign(%c: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{signedness flags (arg7, arg8) must be 0 or 1}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 8 : i32, arg4 = 8 : i32, arg5 = 8 : i32, arg6 = 8 : i32, arg7 = 0 : i32, arg8 = 2 : i32} : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @gather_addresses(%p: vector<8xi1>, %a: vector<8xi16>, %old: vector<8xi32>) {
  // expected-error @+1 {{addresses (argument 2) must be a vector of i64 or i32, got 'vector<8xi16>'}}
  %0 = genx.svm.gather %p, %a, %old {arg1 = 0 : i32} : (vector<8xi1>, vector<8xi16>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @gather_predicate(%p: vector<16xi1>, %a: vector<8xi64>, %old: vector<8xi32>) {
  // expected-error @+1 {{predicate (argument 0) must be vector<8xi1>, got 'vector<16xi1>'}}
  %0 = genx.svm.gather %p, %a, %old {arg1 = 0 : i32} : (vector<16xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @gather_blocks(%p: vector<8xi1>, %a: vector<8xi64>, %old: vector<8xi32>) {
  // expected-error @+1 {{log2 of the number of blocks (argument 1) must be 0 to 3, got 4}}
  %0 = genx.svm.gather %p, %a, %old {arg1 = 4 : i32} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @gather_element(%p: vector<8xi1>, %a: vector<8xi64>, %old: vector<8xi1>) {
  // expected-error @+1 {{data elements must be 1, 2, 4 or 8 bytes, got 'i1'}}
  %0 = genx.svm.gather %p, %a, %old {arg1 = 0 : i32} : (vector<8xi1>, vector<8xi64>, vector<8xi1>) -> vector<8xi1>
  llvm.return
}

// -----

llvm.func @gather_count(%p: vector<8xi1>, %a: vector<8xi64>, %old: vector<8xi32>) {
  // expected-error @+1 {{data must have 16 elements (8 addresses x 2 per address), got 'vector<8xi32>'}}
  %0 = genx.svm.gather %p, %a, %old {arg1 = 1 : i32} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @scatter_bytes(%p: vector<8xi1>, %a: vector<8xi64>, %d: vector<8xi8>) {
  // expected-error @+1 {{data must have 32 elements (8 addresses x 4 per address), got 'vector<8xi8>'}}
  genx.svm.scatter %p, %a, %d {arg1 = 0 : i32} : (vector<8xi1>, vector<8xi64>, vector<8xi8>) -> ()
  llvm.return
}

// -----

llvm.func @scatter_words(%p: vector<8xi1>, %a: vector<8xi64>, %d: vector<8xi16>) {
  // expected-error @+1 {{data must have 16 elements (8 addresses x 2 per address), got 'vector<8xi16>'}}
  genx.svm.scatter %p, %a, %d {arg1 = 0 : i32} : (vector<8xi1>, vector<8xi64>, vector<8xi16>) -> ()
  llvm.return
}

// -----

llvm.func @lsc_store_subopcode(%p: vector<8xi1>, %o: vector<8xi64>, %d: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{subopcode (arg1) must be 4 (LSC_STORE), got 0}}
  genx.lsc.store.stateless %p, %o, %d, %s {arg1 = 0 : i8, arg2 = 0 : i8, arg3 = 0 : i8, arg4 = 1 : i16, arg5 = 0 : i32, arg6 = 3 : i8, arg7 = 1 : i8, arg8 = 1 : i8, arg9 = 0 : i8} : (vector<8xi1>, vector<8xi64>, vector<8xi32>, i32) -> ()
  llvm.return
}

// -----

llvm.func @dpas2_columns(%c: vector<24xf32>, %b: vector<64xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{result has 24 elements: it must be 8 (repeat count) rows of 8 or 16}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 8 : i32, arg4 = 8 : i32, arg5 = 8 : i32, arg6 = 8 : i32, arg7 = 0 : i32, arg8 = 0 : i32} : (vector<24xf32>, vector<64xi32>, vector<64xi32>) -> vector<24xf32>
  llvm.return
}

// -----

llvm.func @dpas2_a_shape(%c: vector<64xi32>, %b: vector<64xi32>, %a: vector<32xi32>) {
  // expected-error @+1 {{A (arg2) must hold 64 dwords (repeat count x systolic depth), got 'vector<32xi32>'}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 8 : i32, arg4 = 8 : i32, arg5 = 8 : i32, arg6 = 8 : i32, arg7 = 0 : i32, arg8 = 0 : i32} : (vector<64xi32>, vector<64xi32>, vector<32xi32>) -> vector<64xi32>
  llvm.return
}

// -----

llvm.func @dpas2_b_shape(%c: vector<8xi32>, %b: vector<128xi8>, %a: vector<8xi32>) {
  // expected-error @+1 {{B (arg1) must hold 64 dwords (systolic depth x 8 columns), got 'vector<128xi8>'}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 8 : i32, arg4 = 8 : i32, arg5 = 8 : i32, arg6 = 1 : i32, arg7 = 0 : i32, arg8 = 0 : i32} : (vector<8xi32>, vector<128xi8>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}
