// The backend's limits on messages and kernels, each refused by the verifier
// with what to change (issue 14).
// RUN: %genx-opt %s -split-input-file -verify-diagnostics

// LSC: IGC aborts on an address scale other than 1.
llvm.func @lsc_scale(%p: vector<8xi1>, %a: vector<8xi32>, %s: i32) -> vector<8xi32> {
  // expected-error @+1 {{'genx.lsc.load.bti' op addr_scale must be 1, got 4 (the backend has no scaled LSC addresses: multiply the addresses instead)}}
  %d = genx.lsc.load.bti %p, %a, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 4, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return %d : vector<8xi32>
}

// -----

// LSC: a vector size of 2 per lane with 16 lanes moves 32 elements; IGC
// would write 4 registers into a 2-register value.
llvm.func @lsc_vector_size(%p: vector<16xi1>, %a: vector<16xi32>, %s: i32) -> vector<16xi32> {
  // expected-error @+1 {{'genx.lsc.load.bti' op vector_size = v2 with 16 lanes moves 32 elements, but the result 'vector<16xi32>' has 16: make them agree}}
  %d = genx.lsc.load.bti %p, %a, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v2, data_order = non_transposed, channel_mask = none} : (vector<16xi1>, vector<16xi32>, i32) -> vector<16xi32>
  llvm.return %d : vector<16xi32>
}

// -----

llvm.func @lsc_store_vector_size(%p: vector<8xi1>, %a: vector<8xi64>, %d: vector<8xi32>, %s: i32) {
  // expected-error @+1 {{'genx.lsc.store.stateless' op vector_size = v4 with 8 lanes moves 32 elements, but the data 'vector<8xi32>' has 8: make them agree}}
  genx.lsc.store.stateless %p, %a, %d, %s {subopcode = store, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v4, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi64>, vector<8xi32>, i32) -> ()
  llvm.return
}

// -----

llvm.func @lsc_transposed(%p: vector<1xi1>, %a: vector<1xi64>, %s: i32) -> vector<4xi32> {
  // expected-error @+1 {{'genx.lsc.load.stateless' op vector_size = v8 moves 8 elements, but the result 'vector<4xi32>' has 4: make them agree}}
  %d = genx.lsc.load.stateless %p, %a, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v8, data_order = transposed, channel_mask = none} : (vector<1xi1>, vector<1xi64>, i32) -> vector<4xi32>
  llvm.return %d : vector<4xi32>
}

// -----

// The number of lanes is the predicate's width; one address per lane.
llvm.func @lsc_lanes(%p: vector<16xi1>, %a: vector<8xi32>, %s: i32) -> vector<16xi32> {
  // expected-error @+1 {{'genx.lsc.load.bti' op has 16 predicate lanes but 8 addresses: give one address per lane}}
  %d = genx.lsc.load.bti %p, %a, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<16xi1>, vector<8xi32>, i32) -> vector<16xi32>
  llvm.return %d : vector<16xi32>
}

// -----

llvm.func @lsc_data_size(%p: vector<8xi1>, %a: vector<8xi32>, %s: i32) -> vector<8xi32> {
  // expected-error @+1 {{'genx.lsc.load.bti' op data_size = u64 does not fit 32-bit elements of 'vector<8xi32>' (u8/u16: 8/16 or 32 bits, u64: 64 bits, others: 32 bits)}}
  %d = genx.lsc.load.bti %p, %a, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u64, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  llvm.return %d : vector<8xi32>
}

// -----

// media.ld/media.st: immediates IGC aborts on.
llvm.func @media_modifier(%s: i32, %x: i32) -> vector<8xi32> {
  // expected-error @+1 {{'genx.media.ld' op modifier must be one of 0, 1, 2, 3, 4, 5, got 6}}
  %d = genx.media.ld %s, %x, %x {modifier = 6, plane = 0, block_width = 32} : (i32, i32, i32) -> vector<8xi32>
  llvm.return %d : vector<8xi32>
}

// -----

llvm.func @media_plane(%s: i32, %x: i32) -> vector<8xi32> {
  // expected-error @+1 {{'genx.media.ld' op plane must be 0 to 3, got 4}}
  %d = genx.media.ld %s, %x, %x {modifier = 0, plane = 4, block_width = 32} : (i32, i32, i32) -> vector<8xi32>
  llvm.return %d : vector<8xi32>
}

// -----

llvm.func @media_width(%s: i32, %x: i32) -> vector<8xi32> {
  // expected-error @+1 {{'genx.media.ld' op block_width must be 1 to 64 bytes, got 0}}
  %d = genx.media.ld %s, %x, %x {modifier = 0, plane = 0, block_width = 0} : (i32, i32, i32) -> vector<8xi32>
  llvm.return %d : vector<8xi32>
}

// -----

llvm.func @media_height(%s: i32, %x: i32) -> vector<128xi32> {
  // expected-error @+1 {{'genx.media.ld' op result 'vector<128xi32>' is 512 bytes; a block of 32-byte rows takes 32 bytes per row, at most 256 bytes (use a multiple of 32 up to 256, or split the block)}}
  %d = genx.media.ld %s, %x, %x {modifier = 0, plane = 0, block_width = 32} : (i32, i32, i32) -> vector<128xi32>
  llvm.return %d : vector<128xi32>
}

// -----

llvm.func @media_st_modifier(%s: i32, %x: i32, %d: vector<8xi32>) {
  // expected-error @+1 {{'genx.media.st' op modifier must be one of 0, 2, 3, got 1}}
  genx.media.st %s, %x, %x, %d {modifier = 1, plane = 0, block_width = 32} : (i32, i32, i32, vector<8xi32>) -> ()
  llvm.return
}

// -----

// Kernel argument kinds: general, sampler, surface and VME in the low 3
// bits; the bits above mark IGC's implicit arguments, which the dialect
// models (IGC's own passes write them). What ocloc accepts of the kinds is
// genx-verify-target's (test/passes/genx-verify-target-limits.mlir).
// expected-error @+1 {{argument kind must be 0 (general), 1 (sampler), 2 (surface) or 3 (VME), got 12 (bits above the low 3 mark IGC's implicit arguments)}}
llvm.func @kind(%a: i32) attributes {genx.kernel = #genx.kernel<arg_kinds = [12]>} {
  llvm.return
}
