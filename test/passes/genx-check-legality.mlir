// RUN: %genx-opt %s -p 'builtin.module(genx-check-legality)' -split-input-file -verify-diagnostics
// The pass runs on any op: on gpu.modules, on functions.
// RUN: %genx-opt %S/Inputs/check-legality-any-op.mlir -verify-diagnostics -p 'builtin.module(gpu.module(genx-check-legality))'
// RUN: not %genx-opt %S/Inputs/check-legality-any-op.mlir -p 'builtin.module(gpu.module(llvm.func(genx-check-legality)))' 2>&1 | FileCheck %s --check-prefix=FUNC
// FUNC-NOT: error: the module has no GenX kernel
// FUNC: check-legality-any-op.mlir:11:12: error: 'arith.addi' is not lowered
// FUNC: check-legality-any-op.mlir:19:12: error: produces 'vector<4xi128>', which GenX does not support
// FUNC-NOT: error: the module has no GenX kernel
// FUNC: check-legality-any-op.mlir:30:12: error: loads through a pointer that is not a static llvm.alloca
// FUNC-NOT: error: the module has no GenX kernel

// A legal module: kernel, internal subroutine, genx ops, alloca'd memory,
// an allowed LLVM intrinsic.
llvm.func internal @helper(%x: f32) -> f32 {
  %0 = llvm.intr.fabs(%x) : (f32) -> f32
  llvm.return %0 : f32
}
llvm.func @k(%a: i64) attributes {genx.kernel = #genx.kernel<>} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x f32 : (i32) -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f32
  %w = llvm.call @helper(%v) : (f32) -> f32
  llvm.store %w, %p : f32, !llvm.ptr
  %g = genx.group.id.x : i32
  llvm.return
}

// -----

// expected-error @+1 {{the module has no GenX kernel (an llvm.func with genx.kernel)}}
module {
  llvm.func internal @f() {
    llvm.return
  }
}

// -----

llvm.func @k(%a: i64, %i: i32) attributes {genx.kernel = #genx.kernel<>} {
  // expected-error @+1 {{'arith.addi' is not lowered: the GenX backend takes only the LLVM dialect and genx}}
  %0 = arith.addi %i, %i : i32
  llvm.return
}

// -----

llvm.func @k(%p: !llvm.ptr) attributes {genx.kernel = #genx.kernel<>} {
  // expected-error @+1 {{loads through a pointer that is not a static llvm.alloca; use genx memory messages}}
  %0 = llvm.load %p : !llvm.ptr -> i32
  // expected-error @+1 {{stores through a pointer that is not a static llvm.alloca; use genx memory messages}}
  llvm.store %0, %p : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @k(%x: f32) attributes {genx.kernel = #genx.kernel<>} {
  // expected-error @+1 {{'llvm.intr.exp' is an LLVM intrinsic the GenX backend does not implement}}
  %0 = llvm.intr.exp(%x) : (f32) -> f32
  // expected-error @+1 {{calls llvm.x86.sse.foo, which the GenX backend does not implement}}
  %1 = llvm.call_intrinsic "llvm.x86.sse.foo"(%x) : (f32) -> f32
  llvm.return
}

// -----

// expected-error @+1 {{is an external function: the GenX backend links nothing}}
llvm.func @puts(!llvm.ptr) -> i32
llvm.func @k(%f: !llvm.ptr) attributes {genx.kernel = #genx.kernel<>} {
  // expected-error @+1 {{is an indirect call, which GenX does not support}}
  %0 = llvm.call %f() : !llvm.ptr, () -> i32
  llvm.return
}

// -----

// Every allowed LLVM intrinsic passes.
llvm.func @k(%x: f32, %i: i32) attributes {genx.kernel = #genx.kernel<>} {
  %0 = llvm.intr.fma(%x, %x, %x) : (f32, f32, f32) -> f32
  %1 = llvm.intr.fmuladd(%x, %x, %x) : (f32, f32, f32) -> f32
  %2 = llvm.intr.sqrt(%x) : (f32) -> f32
  %3 = llvm.intr.ctpop(%i) : (i32) -> i32
  %4 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %5 = "llvm.intr.cttz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %6 = llvm.intr.bitreverse(%i) : (i32) -> i32
  %7 = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
  %8 = llvm.intr.smin(%i, %i) : (i32, i32) -> i32
  %9 = llvm.intr.umax(%i, %i) : (i32, i32) -> i32
  %10 = llvm.intr.umin(%i, %i) : (i32, i32) -> i32
  %11 = llvm.intr.minnum(%x, %x) : (f32, f32) -> f32
  %12 = llvm.intr.maxnum(%x, %x) : (f32, f32) -> f32
  %13 = llvm.intr.floor(%x) : (f32) -> f32
  %14 = llvm.intr.ceil(%x) : (f32) -> f32
  %15 = llvm.intr.trunc(%x) : (f32) -> f32
  %16 = llvm.intr.roundeven(%x) : (f32) -> f32
  llvm.return
}
