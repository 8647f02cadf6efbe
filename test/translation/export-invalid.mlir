// A declaration that contradicts the intrinsic's signature is an error.
// RUN: not %genx-translate --genx-mlir-to-llvmir %s 2>&1 | FileCheck %s
// CHECK: error: 'genx.group.id.x' op needs llvm.genx.group.id.x of type i32 (), but the module declares it as i64 ()
llvm.func @llvm.genx.group.id.x() -> i64
llvm.func @f() -> i32 {
  %0 = genx.group.id.x : i32
  llvm.return %0 : i32
}
