// SAXPY over shared virtual memory: y[i] = alpha * x[i] + y[i]. x and y are
// SVM addresses (svmptr_t, passed as i64); each thread group handles 16
// floats (64 bytes) with SVM block loads and stores.
module attributes {genx.target = #genx.target<"tgllp">} {
  llvm.func @saxpy(%alpha: f32, %x: i64, %y: i64) attributes {
      genx.kernel = #genx.kernel<arg_kinds = [0, 0, 0],
                                 arg_descs = ["", "svmptr_t", "svmptr_t"]>} {
    %group = genx.group.id.x : i32
    %group64 = llvm.zext %group : i32 to i64
    %bytes = llvm.mlir.constant(64 : i64) : i64
    %offset = llvm.mul %group64, %bytes : i64
    %xaddr = llvm.add %x, %offset : i64
    %yaddr = llvm.add %y, %offset : i64
    %xv = genx.svm.block.ld %xaddr : i64 -> vector<16xf32>
    %yv = genx.svm.block.ld %yaddr : i64 -> vector<16xf32>
    // Broadcast alpha with a stride-0 region.
    %undef = llvm.mlir.undef : vector<1xf32>
    %zero = llvm.mlir.constant(0 : i64) : i64
    %alpha1 = llvm.insertelement %alpha, %undef[%zero : i64] : vector<1xf32>
    %zoff = llvm.mlir.constant(0 : i16) : i16
    %alphav = genx.rdregion %alpha1[%zoff] <0, 16, 0> parent_width 0
        : vector<1xf32>, i16 -> vector<16xf32>
    %ax = llvm.fmul %alphav, %xv : vector<16xf32>
    %r = llvm.fadd %ax, %yv : vector<16xf32>
    genx.svm.block.st %r, %yaddr : vector<16xf32>, i64
    llvm.return
  }
}
