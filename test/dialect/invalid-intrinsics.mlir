// The verifiers of table-generated ops: LSC messages, dpas2, SVM gather and
// scatter, the element widths of the integer ALU families (the rules the
// GenX language reference states for them).
// RUN: %genx-opt %s -split-input-file -verify-diagnostics

llvm.func @lsc_subopcode(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{subopcode must be load, got load_strided}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load_strided, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_cache_load(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{cache controls l1_cache = writeback, l3_cache = writeback are not a combination the hardware has for loads}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = writeback, l3_cache = writeback, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_cache_store(%p: vector<8xi1>, %o: vector<8xi64>, %d: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{cache controls l1_cache = cached, l3_cache = cached are not a combination the hardware has for stores}}
  genx.lsc.store.stateless %p, %o, %d, %s {subopcode = store, l1_cache = cached, l3_cache = cached, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi64>, vector<8xi32>, i32) -> ()
  llvm.return
}

// -----

llvm.func @lsc_data_size(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // An invalid enum value (only the generic form can spell one) names the
  // allowed cases.
  // expected-error @+1 {{attribute 'data_size' failed to satisfy constraint: LSC data size (u8 = 1, u16 = 2, u32 = 3, u64 = 4, u8u32 = 5, u16u32 = 6, u16u32h = 7)}}
  %0 = "genx.lsc.load.bti"(%p, %o, %s) <{subopcode = 0 : i8, l1_cache = 0 : i8, l3_cache = 0 : i8, addr_scale = 1 : i16, imm_offset = 0 : i32, data_size = 0 : i8, vector_size = 1 : i8, data_order = 1 : i8, channel_mask = 0 : i8}> : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_vector_size(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{attribute 'vector_size' failed to satisfy constraint: LSC elements per address (v1 = 1, v2 = 2, v3 = 3, v4 = 4, v8 = 5, v16 = 6, v32 = 7, v64 = 8)}}
  %0 = "genx.lsc.load.bti"(%p, %o, %s) <{subopcode = 0 : i8, l1_cache = 0 : i8, l3_cache = 0 : i8, addr_scale = 1 : i16, imm_offset = 0 : i32, data_size = 3 : i8, vector_size = 9 : i8, data_order = 1 : i8, channel_mask = 0 : i8}> : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_transpose(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // Measured: data order 0 makes IGC abort.
  // expected-error @+1 {{attribute 'data_order' failed to satisfy constraint: LSC data order (non_transposed = 1, transposed = 2)}}
  %0 = "genx.lsc.load.bti"(%p, %o, %s) <{subopcode = 0 : i8, l1_cache = 0 : i8, l3_cache = 0 : i8, addr_scale = 1 : i16, imm_offset = 0 : i32, data_size = 3 : i8, vector_size = 1 : i8, data_order = 0 : i8, channel_mask = 0 : i8}> : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_transpose_size(%p: vector<1xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{a transposed message moves u32 or u64 data, not u8}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u8, vector_size = v1, data_order = transposed, channel_mask = none} : (vector<1xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_transpose_lanes(%p: vector<8xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{a transposed message has one lane: the predicate must have 1 element}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_predicate_type(%p: vector<8xi32>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{predicate must be i1 or a vector of i1, got 'vector<8xi32>'}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi32>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_lanes(%p: vector<64xi1>, %o: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{predicate has 64 lanes; LSC messages have at most 32}}
  %0 = genx.lsc.load.bti %p, %o, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<64xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @dpas2_precision(%c: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{attribute 'src1_precision' failed to satisfy constraint: DPAS element precision (u2 = 3, s2 = 4, u4 = 5, s4 = 6, u8 = 7, s8 = 8, bf16 = 9, hf16 = 10, bf8 = 11, tf32 = 12, hf8 = 14, e2m1 = 15)}}
  %0 = "genx.dpas2"(%c, %b, %a) <{src1_precision = 13 : i32, src2_precision = 8 : i32, systolic_depth = 8 : i32, repeat_count = 8 : i32, dst_signed = 0 : i32, src0_signed = 0 : i32}> : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @dpas2_depth(%c: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{systolic_depth must be 8, got 4}}
  %0 = genx.dpas2 %c, %b, %a {src1_precision = s8, src2_precision = s8, systolic_depth = 4, repeat_count = 8, dst_signed = 0, src0_signed = 0} : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @dpas2_repeat(%c: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{repeat_count must be in [1, 8], got 9}}
  %0 = genx.dpas2 %c, %b, %a {src1_precision = s8, src2_precision = s8, systolic_depth = 8, repeat_count = 9, dst_signed = 0, src0_signed = 0} : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @dpas2_sign(%c: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{dst_signed and src0_signed must be 0 or 1}}
  %0 = genx.dpas2 %c, %b, %a {src1_precision = s8, src2_precision = s8, systolic_depth = 8, repeat_count = 8, dst_signed = 0, src0_signed = 2} : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @gather_addresses(%p: vector<8xi1>, %a: vector<8xi16>, %old: vector<8xi32>) {
  // expected-error @+1 {{addresses must be a vector of i64, i32 or pointers, got 'vector<8xi16>'}}
  %0 = genx.svm.gather %p, %a, %old {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi16>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @gather_predicate(%p: vector<16xi1>, %a: vector<8xi64>, %old: vector<8xi32>) {
  // expected-error @+1 {{predicate must be vector<8xi1>, got 'vector<16xi1>'}}
  %0 = genx.svm.gather %p, %a, %old {log2_num_blocks = 0} : (vector<16xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @gather_blocks(%p: vector<8xi1>, %a: vector<8xi64>, %old: vector<8xi32>) {
  // expected-error @+1 {{log2_num_blocks must be 0 to 3, got 4}}
  %0 = genx.svm.gather %p, %a, %old {log2_num_blocks = 4} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @gather_element(%p: vector<8xi1>, %a: vector<8xi64>, %old: vector<8xi1>) {
  // expected-error @+1 {{data elements must be 1, 2, 4 or 8 bytes, got 'i1'}}
  %0 = genx.svm.gather %p, %a, %old {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi1>) -> vector<8xi1>
  llvm.return
}

// -----

llvm.func @gather_count(%p: vector<8xi1>, %a: vector<8xi64>, %old: vector<8xi32>) {
  // expected-error @+1 {{data must have 16 elements (8 addresses x 2 per address), got 'vector<8xi32>'}}
  %0 = genx.svm.gather %p, %a, %old {log2_num_blocks = 1} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @scatter_bytes(%p: vector<8xi1>, %a: vector<8xi64>, %d: vector<8xi8>) {
  // expected-error @+1 {{data must have 32 elements (8 addresses x 4 per address), got 'vector<8xi8>'}}
  genx.svm.scatter %p, %a, %d {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi8>) -> ()
  llvm.return
}

// -----

llvm.func @scatter_words(%p: vector<8xi1>, %a: vector<8xi64>, %d: vector<8xi16>) {
  // expected-error @+1 {{data must have 16 elements (8 addresses x 2 per address), got 'vector<8xi16>'}}
  genx.svm.scatter %p, %a, %d {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi16>) -> ()
  llvm.return
}

// -----

llvm.func @lsc_store_subopcode(%p: vector<8xi1>, %o: vector<8xi64>, %d: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{subopcode must be store, got load}}
  genx.lsc.store.stateless %p, %o, %d, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi64>, vector<8xi32>, i32) -> ()
  llvm.return
}

// -----

llvm.func @dpas2_columns(%c: vector<24xf32>, %b: vector<64xi32>, %a: vector<64xi32>) {
  // expected-error @+1 {{result has 24 elements: it must be 8 (repeat_count) rows of 8 or 16}}
  %0 = genx.dpas2 %c, %b, %a {src1_precision = s8, src2_precision = s8, systolic_depth = 8, repeat_count = 8, dst_signed = 0, src0_signed = 0} : (vector<24xf32>, vector<64xi32>, vector<64xi32>) -> vector<24xf32>
  llvm.return
}

// -----

llvm.func @dpas2_a_shape(%c: vector<64xi32>, %b: vector<64xi32>, %a: vector<32xi32>) {
  // expected-error @+1 {{src2 (A) must hold 64 dwords (repeat_count x systolic_depth), got 'vector<32xi32>'}}
  %0 = genx.dpas2 %c, %b, %a {src1_precision = s8, src2_precision = s8, systolic_depth = 8, repeat_count = 8, dst_signed = 0, src0_signed = 0} : (vector<64xi32>, vector<64xi32>, vector<32xi32>) -> vector<64xi32>
  llvm.return
}

// -----

llvm.func @dpas2_b_shape(%c: vector<8xi32>, %b: vector<128xi8>, %a: vector<8xi32>) {
  // expected-error @+1 {{src1 (B) must hold 64 dwords (systolic_depth x 8 columns), got 'vector<128xi8>'}}
  %0 = genx.dpas2 %c, %b, %a {src1_precision = s8, src2_precision = s8, systolic_depth = 8, repeat_count = 1, dst_signed = 0, src0_signed = 0} : (vector<8xi32>, vector<128xi8>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

// Quad messages move lanes x enabled channels elements (xz: 2 per lane).
llvm.func @lsc_quad_channels(%p: vector<8xi1>, %o: vector<8xi64>, %s: i32) {
  // expected-error @+1 {{8 lanes x 2 enabled channels move 16 elements, but the data 'vector<8xi32>' has 8: make them agree}}
  %0 = genx.lsc.load.quad.stateless %p, %o, %s {subopcode = load_quad, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = xz} : (vector<8xi1>, vector<8xi64>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_quad_store_channels(%p: vector<8xi1>, %o: vector<8xi64>, %d: vector<16xi32>, %s: i32) {
  // expected-error @+1 {{8 lanes x 3 enabled channels move 24 elements, but the data 'vector<16xi32>' has 16}}
  genx.lsc.store.quad.stateless %p, %o, %d, %s {subopcode = store_quad, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = xyw} : (vector<8xi1>, vector<8xi64>, vector<16xi32>, i32) -> ()
  llvm.return
}

// -----

llvm.func @lsc_quad_no_channel(%p: vector<8xi1>, %o: vector<8xi64>, %s: i32) {
  // expected-error @+1 {{channel_mask = none moves no data: enable at least one of x, y, z, w}}
  %0 = genx.lsc.load.quad.stateless %p, %o, %s {subopcode = load_quad, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi64>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @lsc_quad_addresses(%p: vector<8xi1>, %o: vector<16xi64>, %s: i32) {
  // expected-error @+1 {{has 8 predicate lanes but 16 addresses: give one address per lane}}
  %0 = genx.lsc.load.quad.stateless %p, %o, %s {subopcode = load_quad, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = x} : (vector<8xi1>, vector<16xi64>, i32) -> vector<8xi32>
  llvm.return
}

// -----

// Atomics: one element per lane.
llvm.func @lsc_atomic_lanes(%p: vector<8xi1>, %s: i32, %o: vector<8xi64>, %x: vector<16xi32>) {
  // expected-error @+1 {{8 lanes x 1 element move 8 elements, but the data 'vector<16xi32>' has 16: make them agree}}
  %0 = genx.lsc.atomic.stateless %p, %s, %o, %x, %x, %x {subopcode = atomic_iadd, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, data_order = non_transposed, vector_size = v1, channel_mask = none} : (vector<8xi1>, i32, vector<8xi64>, vector<16xi32>, vector<16xi32>, vector<16xi32>) -> vector<16xi32>
  llvm.return
}

// -----

llvm.func @lsc_xatomic_vector_size(%p: vector<8xi1>, %o: vector<8xi32>, %x: vector<16xi32>, %s: i32) {
  // expected-error @+1 {{an atomic operates on one element per address: vector_size must be v1}}
  %0 = genx.lsc.xatomic.bti %p, %o, %x, %x, %s, %x {subopcode = atomic_iadd, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v2, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, vector<16xi32>, vector<16xi32>, i32, vector<16xi32>) -> vector<16xi32>
  llvm.return
}

// -----

// The rounding ops take the reference's `float` only: IGC aborts on half
// (measured on tgllp and dg2); genx-lower rounds f16 in f32.
llvm.func @rnd_half(%h: vector<16xf16>) -> vector<16xf16> {
  // expected-error @+1 {{'genx.rndz' op result #0 must be f32 or vector of f32, but got 'vector<16xf16>'}}
  %0 = genx.rndz %h : (vector<16xf16>) -> vector<16xf16>
  llvm.return %0 : vector<16xf16>
}

// -----

// Scaled dataport messages: what the reference allows per lane and lane
// count, with the data agreeing (the backend trusts the encoding).
llvm.func @scaled_blocks(%p: vector<8xi1>, %s: i32, %o: vector<8xi32>, %d: vector<8xi32>) {
  // expected-error @+1 {{log2_num_blocks must be 0, 1 or 2 (1, 2 or 4 bytes per lane), got 3}}
  %0 = genx.gather.scaled %p, %s, %s, %o, %d {log2_num_blocks = 3, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @scaled_data(%p: vector<8xi1>, %s: i32, %o: vector<8xi32>, %d: vector<16xi32>) {
  // expected-error @+1 {{8 lanes x 1 element move 8 elements, but the data 'vector<16xi32>' has 16: make them agree}}
  genx.scatter.scaled %p, %s, %s, %o, %d {log2_num_blocks = 2, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<16xi32>) -> ()
  llvm.return
}

// -----

llvm.func @scaled_dwords(%s: i32, %o: vector<8xi32>) {
  // expected-error @+1 {{moves dwords: its data 'vector<8xi16>' must have 32-bit elements (i32 or f32)}}
  %0 = genx.gather.scaled2 %s, %s, %o {log2_num_blocks = 1, scale = 0} : (i32, i32, vector<8xi32>) -> vector<8xi16>
  llvm.return
}

// -----

llvm.func @scaled_pred(%p: vector<16xi1>, %s: i32, %o: vector<8xi32>, %d: vector<8xi32>) {
  // expected-error @+1 {{has 16 predicate lanes but the message has 8 lanes: give one predicate bit per lane}}
  %0 = genx.gather.scaled %p, %s, %s, %o, %d {log2_num_blocks = 2, scale = 0} : (vector<16xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @scaled4_channels(%p: vector<8xi1>, %s: i32, %o: vector<8xi32>) {
  // expected-error @+1 {{8 lanes x 2 enabled channels move 16 elements, but the data 'vector<24xf32>' has 24: make them agree}}
  %0 = genx.gather4.masked.scaled2 %s, %s, %o, %p {channel_mask = rg, scale = 0} : (i32, i32, vector<8xi32>, vector<8xi1>) -> vector<24xf32>
  llvm.return
}

// -----

llvm.func @svm_scaled4_channels(%p: vector<8xi1>, %a: i64, %o: vector<8xi64>, %d: vector<8xi32>) {
  // expected-error @+1 {{8 lanes x 3 enabled channels move 24 elements, but the data 'vector<8xi32>' has 8: make them agree}}
  genx.svm.scatter4.scaled %p, %a, %o, %d {channel_mask = rgb, scale = 0} : (vector<8xi1>, i64, vector<8xi64>, vector<8xi32>) -> ()
  llvm.return
}

// -----

llvm.func @svm_scaled4_pred(%p: vector<16xi1>, %a: i64, %o: vector<8xi64>, %d: vector<8xf32>) {
  // expected-error @+1 {{has 16 predicate lanes but the message has 8 lanes: give one predicate bit per lane}}
  %0 = genx.svm.gather4.scaled %p, %a, %o, %d {channel_mask = r, scale = 0} : (vector<16xi1>, i64, vector<8xi64>, vector<8xf32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @typed_channels(%p: vector<8xi1>, %s: i32, %u: vector<8xi32>, %d: vector<16xf32>) {
  // expected-error @+1 {{8 lanes x 4 enabled channels move 32 elements, but the data 'vector<16xf32>' has 16: make them agree}}
  %0 = genx.gather4.typed %p, %s, %u, %u, %u, %d {channel_mask = rgba} : (vector<8xi1>, i32, vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<16xf32>) -> vector<16xf32>
  llvm.return
}

// -----

llvm.func @typed_dwords(%p: vector<8xi1>, %s: i32, %u: vector<8xi32>, %d: vector<8xi16>) {
  // expected-error @+1 {{moves dwords: its data 'vector<8xi16>' must have 32-bit elements (i32 or f32)}}
  genx.scatter4.typed %p, %s, %u, %u, %u, %d {channel_mask = r} : (vector<8xi1>, i32, vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi16>) -> ()
  llvm.return
}

// -----

// Block messages of the intrinsic table move 1, 2, 4 or 8 owords, like the
// refined oword.ld / svm.block.ld.
llvm.func @oword_unaligned_size(%s: i32, %o: i32) {
  // expected-error @+1 {{result 'vector<6xi32>' is 24 bytes; an oword block message moves 16, 32, 64 or 128 bytes}}
  %0 = genx.oword.ld.unaligned %s, %o {is_modified = 0} : (i32, i32) -> vector<6xi32>
  llvm.return
}

// -----

llvm.func @oword_predef_modified(%s: !llvm.ptr, %o: i32) {
  // expected-error @+1 {{is_modified must be 0 or 1, got 2}}
  %0 = genx.oword.ld.predef.surface %s, %o {is_modified = 2} : (!llvm.ptr, i32) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @oword_st_predef_size(%s: !llvm.ptr, %o: i32, %d: vector<64xi32>) {
  // expected-error @+1 {{data 'vector<64xi32>' is 256 bytes; an oword block message moves 16, 32, 64 or 128 bytes}}
  genx.oword.st.predef.surface %s, %o, %d : (!llvm.ptr, i32, vector<64xi32>) -> ()
  llvm.return
}

// -----

llvm.func @svm_unaligned_size(%a: i64) {
  // expected-error @+1 {{result 'vector<2xi32>' is 8 bytes; an oword block message moves 16, 32, 64 or 128 bytes}}
  %0 = genx.svm.block.ld.unaligned %a : (i64) -> vector<2xi32>
  llvm.return
}

// -----

llvm.func @transpose_width(%s: i32, %x: i32) {
  // expected-error @+1 {{log2_block_width must be 0 to 3 (1 to 8 dwords), got 4}}
  %0 = genx.transpose.ld %s, %x, %x {log2_block_width = 4} : (i32, i32, i32) -> vector<16xi32>
  llvm.return
}

// -----

llvm.func @transpose_rows(%s: i32, %x: i32) {
  // expected-error @+1 {{result 'vector<12xf32>' is not a block 4 dwords wide of 1, 2, 4 or 8 rows}}
  %0 = genx.transpose.ld %s, %x, %x {log2_block_width = 2} : (i32, i32, i32) -> vector<12xf32>
  llvm.return
}

// -----

llvm.func @transpose_dwords(%s: i32, %x: i32) {
  // expected-error @+1 {{reads dwords: its result 'vector<8xi16>' must have 32-bit elements (i32 or f32)}}
  %0 = genx.transpose.ld %s, %x, %x {log2_block_width = 1} : (i32, i32, i32) -> vector<8xi16>
  llvm.return
}

// -----

// The element widths the reference gives the integer ALU families.
llvm.func @mul_i64_operands(%a: vector<2xi64>) {
  // expected-error @+1 {{operand #0 must be GenX integer or vector of integers of 8, 16, 32 bits}}
  %0 = genx.ssmul %a, %a : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
  llvm.return
}

// -----

llvm.func @avg_i64_result(%a: vector<2xi32>) {
  // expected-error @+1 {{result #0 must be GenX integer or vector of integers of 8, 16, 32 bits}}
  %0 = genx.uuavg %a, %a : (vector<2xi32>, vector<2xi32>) -> vector<2xi64>
  llvm.return
}

// -----

llvm.func @mad_i64_operands(%a: vector<2xi64>, %c: vector<2xi32>) {
  // expected-error @+1 {{operand #0 must be GenX integer or vector of integers of 8, 16, 32 bits}}
  %0 = genx.ssmad.sat %a, %a, %c : (vector<2xi64>, vector<2xi64>, vector<2xi32>) -> vector<2xi32>
  llvm.return
}

// -----

llvm.func @add3_i8_operands(%a: vector<2xi8>) {
  // expected-error @+1 {{operand #0 must be GenX integer or vector of integers of 16, 32 bits}}
  %0 = genx.add3 %a, %a, %a : (vector<2xi8>, vector<2xi8>, vector<2xi8>) -> vector<2xi8>
  llvm.return
}

// -----

llvm.func @add3_sat_i64_operands(%a: vector<2xi64>) {
  // expected-error @+1 {{operand #0 must be GenX integer or vector of integers of 16, 32 bits}}
  %0 = genx.ssadd3.sat %a, %a, %a : (vector<2xi64>, vector<2xi64>, vector<2xi64>) -> vector<2xi32>
  llvm.return
}

// -----

llvm.func @addc_i16(%a: vector<2xi16>) {
  // expected-error @+1 {{result #0 must be GenX integer or vector of integers of 32, 64 bits}}
  %c:2 = genx.addc %a, %a : (vector<2xi16>, vector<2xi16>) -> (vector<2xi16>, vector<2xi16>)
  llvm.return
}

// -----

llvm.func @subb_i8(%a: vector<2xi8>) {
  // expected-error @+1 {{result #0 must be GenX integer or vector of integers of 32, 64 bits}}
  %c:2 = genx.subb %a, %a : (vector<2xi8>, vector<2xi8>) -> (vector<2xi8>, vector<2xi8>)
  llvm.return
}

// -----

llvm.func @sad2_i16_operands(%a: vector<4xi16>) {
  // expected-error @+1 {{operand #0 must be GenX integer or vector of integers of 8 bits}}
  %0 = genx.usad2 %a, %a : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @sad2add_i32_result(%a: vector<4xi8>, %c: vector<4xi32>) {
  // expected-error @+1 {{result #0 must be GenX integer or vector of integers of 16 bits}}
  %0 = genx.sssad2add %a, %a, %c : (vector<4xi8>, vector<4xi8>, vector<4xi32>) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @mulh_i16(%a: vector<2xi16>) {
  // expected-error @+1 {{operand #0 must be GenX integer or vector of integers of 32 bits}}
  %0 = genx.smulh %a, %a : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
  llvm.return
}

// -----

llvm.func @imad_i64(%a: vector<2xi64>) {
  // expected-error @+1 {{result #0 must be GenX integer or vector of integers of 32 bits}}
  %h, %l = genx.uimad %a, %a, %a : (vector<2xi64>, vector<2xi64>, vector<2xi64>) -> (vector<2xi64>, vector<2xi64>)
  llvm.return
}

// -----

llvm.func @madw_i16(%a: vector<8xi16>) {
  // expected-error @+1 {{operand #0 must be GenX integer or vector of integers of 32 bits}}
  %0 = genx.smadw %a, %a, %a : (vector<8xi16>, vector<8xi16>, vector<8xi16>) -> vector<16xi32>
  llvm.return
}
