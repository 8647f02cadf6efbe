// Families that need XeHP or later (compiled for dg2 by families.test):
// dpas, LSC messages, add3, bfn.
module attributes {genx.target = #genx.target<"dg2">} {
  // u8 x u8 -> i32 dpas, systolic depth 8, repeat count 8, SIMD8: the
  // accumulator is 8x8 i32, B 8x8 dwords, A 8x8 dwords.
  llvm.func @matrix(%c: i32, %b: i32, %a: i32) attributes {
      genx.kernel = #genx.kernel<arg_kinds = [2, 2, 2],
                                 arg_descs = ["buffer_t", "buffer_t", "buffer_t"]>} {
    %zero = llvm.mlir.constant(0 : i32) : i32
    %acc = genx.oword.ld %c[%zero] modified 0 : vector<32xi32>
    %bv = genx.oword.ld %b[%zero] modified 0 : vector<32xi32>
    %av = genx.oword.ld %a[%zero] modified 0 : vector<32xi32>
    %o = llvm.mlir.constant(0 : i16) : i16
    %acc64 = genx.rdregion %acc[%o] <0, 32, 1> parent_width 0 : vector<32xi32>, i16 -> vector<32xi32>
    %undef = llvm.mlir.undef : vector<64xi32>
    %t = llvm.mlir.constant(true) : i1
    %accw = genx.wrregion %acc64 into %undef[%o] <0, 32, 1> parent_width 0 mask %t : vector<32xi32>, vector<64xi32>, i16, i1
    %bw = genx.wrregion %bv into %undef[%o] <0, 32, 1> parent_width 0 mask %t : vector<32xi32>, vector<64xi32>, i16, i1
    %aw = genx.wrregion %av into %undef[%o] <0, 32, 1> parent_width 0 mask %t : vector<32xi32>, vector<64xi32>, i16, i1
    %d = genx.dpas %accw, %bw, %aw {info = 134744072} : (vector<64xi32>, vector<64xi32>, vector<64xi32>) -> vector<64xi32>
    %r = genx.rdregion %d[%o] <0, 32, 1> parent_width 0 : vector<64xi32>, i16 -> vector<32xi32>
    genx.oword.st %r, %c[%zero] : vector<32xi32>
    llvm.return
  }

  // LSC stateless gather and scatter of 16 dwords, add3 and bfn between.
  llvm.func @lsc(%base: i64) attributes {
      genx.kernel = #genx.kernel<arg_kinds = [0], arg_descs = ["svmptr_t"]>} {
    %stride = llvm.mlir.constant(dense<[0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60]> : vector<16xi64>) : vector<16xi64>
    %b0 = llvm.mlir.undef : vector<1xi64>
    %i0 = llvm.mlir.constant(0 : i64) : i64
    %b1 = llvm.insertelement %base, %b0[%i0 : i64] : vector<1xi64>
    %o = llvm.mlir.constant(0 : i16) : i16
    %bases = genx.rdregion %b1[%o] <0, 16, 0> parent_width 0 : vector<1xi64>, i16 -> vector<16xi64>
    %addr = llvm.add %bases, %stride : vector<16xi64>
    %pred = llvm.mlir.constant(dense<true> : vector<16xi1>) : vector<16xi1>
    %s = llvm.mlir.constant(0 : i32) : i32
    %x = genx.lsc.load.stateless %pred, %addr, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<16xi1>, vector<16xi64>, i32) -> vector<16xi32>
    %y = genx.add3 %x, %x, %x : (vector<16xi32>, vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    %z = genx.bfn %y, %x, %x {lut = -106} : (vector<16xi32>, vector<16xi32>, vector<16xi32>) -> vector<16xi32>
    genx.lsc.store.stateless %pred, %addr, %z, %s {subopcode = store, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<16xi1>, vector<16xi64>, vector<16xi32>, i32) -> ()
    llvm.return
  }
}
