// One kernel per intrinsic family that Debian's IGC supports on tgllp (XeLP)
// and dg2 (XeHPG); each reads its inputs from and writes its results to
// surfaces, so that nothing is dead. families.test compiles them.
module {
  // ALU, bit ops, saturating / mixed-type arithmetic, math, conversions.
  llvm.func @alu(%in: i32, %out: i32) attributes {
      genx.kernel = #genx.kernel<arg_kinds = [2, 2], arg_descs = ["buffer_t", "buffer_t"]>} {
    %zero = llvm.mlir.constant(0 : i32) : i32
    %x = genx.oword.ld %in[%zero] modified 0 : vector<8xi32>
    %f = genx.oword.ld %in[%zero] modified 0 : vector<8xf32>
    %cbit = genx.cbit %x : (vector<8xi32>) -> vector<8xi32>
    %rev = genx.bfrev %cbit : (vector<8xi32>) -> vector<8xi32>
    %rol = genx.rol %rev, %x : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %sat = genx.ssadd.sat %rol, %x : vector<8xi32> -> vector<8xi32>
    %max = genx.smax %sat, %x : vector<8xi32> -> vector<8xi32>
    %mul = genx.uumul.sat %max, %x : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %sqrt = genx.sqrt %f : (vector<8xf32>) -> vector<8xf32>
    %sin = genx.sin %sqrt : (vector<8xf32>) -> vector<8xf32>
    %inv = genx.inv %sin : (vector<8xf32>) -> vector<8xf32>
    %rnd = genx.rndd %inv : (vector<8xf32>) -> vector<8xf32>
    %cvt = genx.fptosi.sat %rnd : (vector<8xf32>) -> vector<8xi32>
    %sum = llvm.add %mul, %cvt : vector<8xi32>
    genx.oword.st %sum, %out[%zero] : vector<8xi32>
    llvm.return
  }

  // Legacy dataport: scaled gather/scatter and a dword atomic.
  llvm.func @dataport(%buf: i32) attributes {
      genx.kernel = #genx.kernel<arg_kinds = [2], arg_descs = ["buffer_t"]>} {
    %zero = llvm.mlir.constant(0 : i32) : i32
    %offsets = llvm.mlir.constant(dense<[0, 4, 8, 12, 16, 20, 24, 28]> : vector<8xi32>) : vector<8xi32>
    %pred = llvm.mlir.constant(dense<true> : vector<8xi1>) : vector<8xi1>
    %old = llvm.mlir.undef : vector<8xi32>
    %g = genx.gather.scaled %pred, %buf, %zero, %offsets, %old {log2_num_blocks = 2, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %a = genx.dword.atomic.add %pred, %buf, %offsets, %g, %old : (vector<8xi1>, i32, vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    genx.scatter.scaled %pred, %buf, %zero, %offsets, %a {log2_num_blocks = 2, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> ()
    llvm.return
  }

  // SVM: gather, atomic, scatter through 64-bit addresses.
  llvm.func @svm(%base: i64) attributes {
      genx.kernel = #genx.kernel<arg_kinds = [0], arg_descs = ["svmptr_t"]>} {
    %stride = llvm.mlir.constant(dense<[0, 4, 8, 12, 16, 20, 24, 28]> : vector<8xi64>) : vector<8xi64>
    %b0 = llvm.mlir.undef : vector<1xi64>
    %i0 = llvm.mlir.constant(0 : i64) : i64
    %b1 = llvm.insertelement %base, %b0[%i0 : i64] : vector<1xi64>
    %o = llvm.mlir.constant(0 : i16) : i16
    %bases = genx.rdregion %b1[%o] <0, 8, 0> parent_width 0 : vector<1xi64>, i16 -> vector<8xi64>
    %addr = llvm.add %bases, %stride : vector<8xi64>
    %pred = llvm.mlir.constant(dense<true> : vector<8xi1>) : vector<8xi1>
    %old = llvm.mlir.undef : vector<8xi32>
    %g = genx.svm.gather %pred, %addr, %old {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
    %a = genx.svm.atomic.add %pred, %addr, %g, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    genx.svm.scatter %pred, %addr, %a {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> ()
    llvm.return
  }

  // Ids, barrier, fence, predicates.
  llvm.func @sync(%out: i32) attributes {
      genx.kernel = #genx.kernel<arg_kinds = [2], arg_descs = ["buffer_t"]>} {
    %lid = genx.local.id : vector<3xi32>
    %gid = genx.group.id.y : i32
    genx.barrier
    genx.fence {mask = 33} : () -> ()
    %o = llvm.mlir.constant(0 : i16) : i16
    %x = genx.rdregion %lid[%o] <0, 1, 0> parent_width 0 : vector<3xi32>, i16 -> i32
    %sum = llvm.add %x, %gid : i32
    %v0 = llvm.mlir.undef : vector<4xi32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %v = llvm.insertelement %sum, %v0[%i0 : i32] : vector<4xi32>
    genx.oword.st %v, %out[%i0] : vector<4xi32>
    llvm.return
  }
}
