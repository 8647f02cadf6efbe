// The verifiers of table-generated ops: LSC messages, dpas2, SVM gather and
// scatter (the rules the GenX language reference states for them).
// RUN: %genx-opt %s -split-input-file -verify-diagnostics

llvm.func @lsc_subopcode(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{subopcode (arg1) must be 0 (LSC_LOAD), got 1}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load_strided, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_cache_load(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{L1/L3 cache controls (arg2, arg3) = (3, 3) are not a combination the hardware has for loads}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = writeback, l3_cache = writeback, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_cache_store(%p: vector<8xi1>, %o: vector<8xi64>, %d: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{L1/L3 cache controls (arg2, arg3) = (2, 2) are not a combination the hardware has for stores}}
  genx.lsc.store.stateless %p, %o, %d, %s {subopcode = store, l1_cache = cached, l3_cache = cached, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi64>, vector<8xi32>, i32) -> ()
  llvm.return
}

// -----

llvm.func @lsc_data_size(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{data size (arg6) must be 1 (u8), 2 (u16), 3 (u32), 4 (u64), 5 (u8u32), 6 (u16u32) or 7 (u16u32h), got 0}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = 0, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_vector_size(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{vector size (arg7) must encode 1, 2, 3, 4, 8, 16, 32 or 64 elements (1 to 8), got 9}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = 9, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_transpose(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{data order (arg8) must be 1 (non-transposed) or 2 (transposed), got 0}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = 0, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_transpose_size(%p: vector<1xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{a transposed message moves u32 or u64 data (arg6 = 3 or 4), got data size 1}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u8, vector_size = v1, data_order = transposed, channel_mask = none} : (vector<1xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_transpose_lanes(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{a transposed message has one lane: the predicate (arg0) must have 1 element}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_predicate_type(%p: vector<8xi32>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{predicate (arg0) must be i1 or a vector of i1, got 'vector<8xi32>'}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi32>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_lanes(%p: vector<64xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{predicate (arg0) has 64 lanes; LSC messages have at most 32}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<64xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @dpas2_precision(%c: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{precisions (arg3, arg4) must be PrecisionType values (3-12, 14, 15), got 13 and 8}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 13, arg4 = 8, arg5 = 8, arg6 = 8, arg7 = 0, arg8 = 0} : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @dpas2_depth(%c: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{systolic depth (arg5) must be 8, got 4}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 8, arg4 = 8, arg5 = 4, arg6 = 8, arg7 = 0, arg8 = 0} : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @dpas2_repeat(%c: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{repeat count (arg6) must be in [1, 8], got 9}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 8, arg4 = 8, arg5 = 8, arg6 = 9, arg7 = 0, arg8 = 0} : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @dpas2_sign(%c: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{signedness flags (arg7, arg8) must be 0 or 1}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 8, arg4 = 8, arg5 = 8, arg6 = 8, arg7 = 0, arg8 = 2} : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @gather_addresses(%p: vector<8xi1>, %a: vector<4xi64>, %old: vector<8xi32>) {
  // expected-error @+1 {{addresses (arg2) must be vector<8xi64> or vector<16xi64>, got 'vector<4xi64>'}}
  %0 = genx.svm.gather %p, %a, %old {arg1 = 0} : (vector<8xi1>, vector<4xi64>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @gather_predicate(%p: vector<16xi1>, %a: vector<8xi64>, %old: vector<8xi32>) {
  // expected-error @+1 {{predicate (arg0) must be vector<8xi1>, got 'vector<16xi1>'}}
  %0 = genx.svm.gather %p, %a, %old {arg1 = 0} : (vector<16xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @gather_blocks(%p: vector<8xi1>, %a: vector<8xi64>, %old: vector<8xi32>) {
  // expected-error @+1 {{log2 of the number of blocks (arg1) must be 0 to 3, got 4}}
  %0 = genx.svm.gather %p, %a, %old {arg1 = 4} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @gather_element(%p: vector<8xi1>, %a: vector<8xi64>, %old: vector<8xi16>) {
  // expected-error @+1 {{data elements must be i8 (1-byte blocks), i32/f32 (4-byte) or i64/f64 (8-byte), got 'i16'}}
  %0 = genx.svm.gather %p, %a, %old {arg1 = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi16>) -> vector<8xi16>
  llvm.return
}

// -----

llvm.func @gather_count(%p: vector<8xi1>, %a: vector<8xi64>, %old: vector<8xi32>) {
  // expected-error @+1 {{data must have 16 elements (addresses x blocks), got 'vector<8xi32>'}}
  %0 = genx.svm.gather %p, %a, %old {arg1 = 1} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @scatter_bytes(%p: vector<8xi1>, %a: vector<8xi64>, %d: vector<8xi8>) {
  // expected-error @+1 {{data must have 32 elements (addresses x blocks), got 'vector<8xi8>'}}
  genx.svm.scatter %p, %a, %d {arg1 = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi8>) -> ()
  llvm.return
}

// -----

llvm.func @lsc_store_subopcode(%p: vector<8xi1>, %o: vector<8xi64>, %d: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{subopcode (arg1) must be 4 (LSC_STORE), got 0}}
  genx.lsc.store.stateless %p, %o, %d, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi64>, vector<8xi32>, i32) -> ()
  llvm.return
}

// -----

llvm.func @dpas2_columns(%c: vector<24xf32>, %b: vector<64xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{result has 24 elements: it must be 8 (repeat count) rows of 8 or 16}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 8, arg4 = 8, arg5 = 8, arg6 = 8, arg7 = 0, arg8 = 0} : (vector<24xf32>, vector<64xi32>, vector<64xi32>) -> vector<24xf32>
  llvm.return
}

// -----

llvm.func @dpas2_a_shape(%c: vector<64xi32>, %b: vector<64xi32>, %a: vector<32xi32>) {
  // expected-error @+1 {{A (arg2) must hold 64 dwords (repeat count x systolic depth), got 'vector<32xi32>'}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 8, arg4 = 8, arg5 = 8, arg6 = 8, arg7 = 0, arg8 = 0} : (vector<64xi32>, vector<64xi32>, vector<32xi32>) -> vector<64xi32>
  llvm.return
}

// -----

llvm.func @dpas2_b_shape(%c: vector<8xi32>, %b: vector<128xi8>, %a: vector<8xi32>) {
  // expected-error @+1 {{B (arg1) must hold 64 dwords (systolic depth x 8 columns), got 'vector<128xi8>'}}
  %0 = genx.dpas2 %c, %b, %a {arg3 = 8, arg4 = 8, arg5 = 8, arg6 = 1, arg7 = 0, arg8 = 0} : (vector<8xi32>, vector<128xi8>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}
