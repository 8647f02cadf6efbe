// Vector add over three surfaces (buffer_t): each thread group adds 16
// consecutive i32 elements, c[i] = a[i] + b[i], with oword block messages.
//
//   mlir-opt --load-dialect-plugin=GenXPlugin.so vadd.mlir  (verify)
//   LD_PRELOAD=GenXPlugin.so mlir-translate --genx-mlir-to-llvmir vadd.mlir
//   scripts/genx-ocloc vadd.ll --device tgllp --device dg2
module attributes {genx.target = #genx.target<"tgllp">} {
  llvm.func @vadd(%a: i32, %b: i32, %c: i32) attributes {
      genx.kernel = #genx.kernel<arg_kinds = [2, 2, 2],
                                 arg_descs = ["buffer_t", "buffer_t", "buffer_t"]>} {
    // 16 x i32 = 64 bytes = 4 owords per group.
    %group = genx.group.id.x : i32
    %four = llvm.mlir.constant(4 : i32) : i32
    %offset = llvm.mul %group, %four : i32
    %x = genx.oword.ld %a[%offset] modified 0 : vector<16xi32>
    %y = genx.oword.ld %b[%offset] modified 0 : vector<16xi32>
    %sum = llvm.add %x, %y : vector<16xi32>
    genx.oword.st %sum, %c[%offset] : vector<16xi32>
    llvm.return
  }
}
