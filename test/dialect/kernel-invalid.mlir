// Every rule of the GenX kernel ABI and target attributes.
// RUN: %genx-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'genx.kernel' is only valid on an llvm.func (or, before lowering, a function)}}
module attributes {genx.kernel = #genx.kernel<>} {}

// -----

// expected-error @+1 {{'genx.kernel' must be a #genx.kernel attribute}}
llvm.func @k() attributes {genx.kernel = 1 : i32} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op is a GenX kernel and must have a body}}
llvm.func @k() attributes {genx.kernel = #genx.kernel<>}

// -----

// expected-error @+1 {{'llvm.func' op is a GenX kernel and must return void}}
llvm.func @k() -> i32 attributes {genx.kernel = #genx.kernel<>} {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error @+1 {{'llvm.func' op is a GenX kernel and cannot be variadic}}
llvm.func @k(%a: i32, ...) attributes {genx.kernel = #genx.kernel<>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op is a GenX kernel and must have external linkage to be exported, not internal}}
llvm.func internal @k() attributes {genx.kernel = #genx.kernel<>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op has a genx.kernel that lists 3 arg_kinds, more than the 2 arguments}}
llvm.func @k(%a: i32, %b: i32) attributes {genx.kernel = #genx.kernel<arg_kinds = [2, 2, 2]>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op has a genx.kernel that lists 2 arg_descs, more than the 1 arguments}}
llvm.func @k(%a: i32) attributes {genx.kernel = #genx.kernel<arg_descs = ["buffer_t", "buffer_t"]>} {
  llvm.return
}

// -----

// expected-error @+1 {{argument I/O kind must be 0 (normal), 1 (input), 2 (output), 3 (in/out) or 4 (fixed), got 7}}
llvm.func @k(%a: i32) attributes {genx.kernel = #genx.kernel<io_kinds = [7]>} {
  llvm.return
}

// -----

// expected-error @+1 {{argument kind must be 0 (general), 1 (sampler), 2 (surface) or 3 (VME), got -1}}
llvm.func @k(%a: i32) attributes {genx.kernel = #genx.kernel<arg_kinds = [-1]>} {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op kernel argument #1 has type 'i128', which GenX does not support}}
llvm.func @k(%a: i32, %b: i128) attributes {genx.kernel = #genx.kernel<>} {
  llvm.return
}

// -----

llvm.func @k(%a: i32) attributes {genx.kernel = #genx.kernel<>} {
  // expected-error @+1 {{'llvm.zext' op produces a value of type 'i128', which GenX does not support in kernels}}
  %0 = llvm.zext %a : i32 to i128
  llvm.return
}

// -----

// expected-error @+1 {{'genx.target' must be a #genx.target attribute}}
module attributes {genx.target = "tgllp"} {}

// -----

llvm.func @f() attributes {genx.target = #genx.target<"tgllp">} {
  // expected-error @-1 {{'genx.target' is only valid on a builtin.module}}
  llvm.return
}

// -----

// expected-error @+1 {{unknown GenX device 'gen99' (expected an ocloc device name such as skl, icllp, tgllp, dg2, acm-g10, pvc, lnl, bmg)}}
module attributes {genx.target = #genx.target<"gen99">} {}

// -----

// expected-error @+1 {{'genx.kernel_order' must be an array of kernel symbols on a builtin.module}}
module attributes {genx.kernel_order = ["a"]} {}

// -----

// expected-error @+1 {{'genx.kernel_order' names @f, which is not a kernel of the module}}
module attributes {genx.kernel_order = [@f]} {
  llvm.func @f() {
    llvm.return
  }
}

// -----

// expected-error @+1 {{'genx.kernel_order' names @k twice}}
module attributes {genx.kernel_order = [@k, @k]} {
  llvm.func @k() attributes {genx.kernel = #genx.kernel<>} {
    llvm.return
  }
}

// -----

// expected-error @+1 {{unknown GenX attribute 'genx.unknown'}}
module attributes {genx.unknown = 1 : i32} {}

// -----

// expected-error @+1 {{'genx.memory' must be "svm" or "surface"}}
module attributes {genx.memory = "auto"} {}

// -----

// expected-error @+1 {{'genx.work_items_per_thread' must be a positive i32 on a kernel function}}
func.func @packed() attributes {genx.work_items_per_thread = 0 : i32} {
  return
}

// -----

// expected-error @+1 {{'genx.work_items_per_thread' must be a positive i32 on a kernel function}}
module attributes {genx.work_items_per_thread = 16 : i32} {}

// -----

// expected-error @+1 {{'genx.rows_per_thread' must be a positive i32 on a kernel function}}
func.func @rows() attributes {genx.rows_per_thread = 2 : i64} {
  return
}

// -----

func.func @lane_atomics_on_if(%c: i1) {
  // expected-error @+1 {{'genx.lane_atomics' must be a unit attribute on an scf.for}}
  scf.if %c {
  } {genx.lane_atomics}
  return
}

// -----

func.func @lane_atomics_value() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'genx.lane_atomics' must be a unit attribute on an scf.for}}
  scf.for %i = %c0 to %c1 step %c1 {
  } {genx.lane_atomics = 1 : i32}
  return
}
