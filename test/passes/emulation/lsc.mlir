// LSC messages on a host buffer holding 0..15 (i32): stateless (addresses
// are host addresses) and binding-table (surface 2 is the buffer), masked,
// merged, transposed, with scale, immediate offset and zero-extending data
// sizes. Expected values by hand from the message's definition.
// RUN: %genx-run %s | FileCheck %s

memref.global "public" @__genx_surfaces : memref<256xi64> = dense<0>

func.func @main() {
  %buf = memref.alloc() {alignment = 64 : i64} : memref<16xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %buf[%i] : memref<16xi32>
  }
  %p = memref.extract_aligned_pointer_as_index %buf : memref<16xi32> -> index
  %base64 = arith.index_cast %p : index to i64
  %base = vector.broadcast %base64 : i64 to vector<8xi64>
  %table = memref.get_global @__genx_surfaces : memref<256xi64>
  %c2 = arith.constant 2 : index
  memref.store %base64, %table[%c2] : memref<256xi64>
  %zero = arith.constant 0 : i32
  %all = arith.constant dense<true> : vector<8xi1>

  // Every other element: addresses base + 8 * lane, u32.
  // CHECK: ( 0, 2, 4, 6, 8, 10, 12, 14 )
  %steps = arith.constant dense<[0, 8, 16, 24, 32, 40, 48, 56]> : vector<8xi64>
  %addr = arith.addi %base, %steps : vector<8xi64>
  %l0 = genx.lsc.load.stateless %all, %addr, %zero {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi64>, i32) -> vector<8xi32>
  vector.print %l0 : vector<8xi32>

  // Merge: disabled lanes keep the merge operand; immediate offset +4.
  // CHECK: ( 1, -1, 5, -1, 9, -1, 13, -1 )
  %alt = arith.constant dense<[true, false, true, false, true, false, true, false]> : vector<8xi1>
  %old = arith.constant dense<-1> : vector<8xi32>
  %l1 = genx.lsc.load.merge.stateless %alt, %addr, %zero, %old {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 4, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi64>, i32, vector<8xi32>) -> vector<8xi32>
  vector.print %l1 : vector<8xi32>

  // Transposed: one lane reads 4 consecutive elements from element 4.
  // CHECK: ( 4, 5, 6, 7 )
  %one = arith.constant dense<true> : vector<1xi1>
  %a16 = arith.constant dense<16> : vector<1xi64>
  %b1 = vector.broadcast %base64 : i64 to vector<1xi64>
  %taddr = arith.addi %b1, %a16 : vector<1xi64>
  %l2 = genx.lsc.load.stateless %one, %taddr, %zero {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v4, data_order = transposed, channel_mask = none} : (vector<1xi1>, vector<1xi64>, i32) -> vector<4xi32>
  vector.print %l2 : vector<4xi32>

  // Binding table, u8u32: byte offset 4 * lane reads the low byte of
  // element lane, zero-extended (the address scale is always 1).
  // CHECK: ( 0, 1, 2, 3, 4, 5, 6, 7 )
  %lanes = arith.constant dense<[0, 4, 8, 12, 16, 20, 24, 28]> : vector<8xi32>
  %s2 = arith.constant 2 : i32
  %l3 = genx.lsc.load.bti %all, %lanes, %s2 {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u8u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
  vector.print %l3 : vector<8xi32>

  // Store 100..107 to the odd elements (lanes 0..7 at 4 + 8 * lane), then
  // read the buffer back.
  // CHECK: ( 0, 100, 2, 101, 4, 102, 6, 103, 8, 104, 10, 105, 12, 106, 14, 107 )
  %vals = arith.constant dense<[100, 101, 102, 103, 104, 105, 106, 107]> : vector<8xi32>
  genx.lsc.store.stateless %all, %addr, %vals, %zero {subopcode = store, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 4, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi64>, vector<8xi32>, i32) -> ()
  %all16 = vector.load %buf[%c0] : memref<16xi32>, vector<16xi32>
  vector.print %all16 : vector<16xi32>

  // A prefetch has no visible effect.
  genx.lsc.prefetch.stateless %all, %addr, %zero {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi64>, i32) -> ()
  memref.dealloc %buf : memref<16xi32>
  return
}
