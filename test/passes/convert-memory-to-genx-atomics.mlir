// Atomics without a GenX message for their element in their memory are
// reported at the user's op, with what to do; nothing is left half-built.
// RUN: %genx-opt %s -p 'builtin.module(convert-memory-to-genx{memory=surface})' -split-input-file -verify-diagnostics
// RUN: not %genx-opt %s -p 'builtin.module(convert-memory-to-genx{memory=svm})' -split-input-file 2>/dev/null | FileCheck %s --check-prefix=SVM
// RUN: not %genx-opt %s -p 'builtin.module(convert-memory-to-genx{memory=svm})' -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=SVM-ERR

// Buffers (memory=surface) have 32-bit atomics only.
// memory=auto (the default) takes SVM for the module, as a 64-bit atomic
// works on global memory.
// RUN: not %genx-opt %s -p 'builtin.module(convert-memory-to-genx)' -split-input-file 2>/dev/null | FileCheck %s --check-prefixes=AUTO,SVM
// AUTO: module attributes {genx.memory = "svm"}
// SVM-LABEL: func.func @i64_in_buffer
// SVM: genx.svm.atomic.add {{.*}} -> vector<1xi64>
func.func @i64_in_buffer(%m: memref<?xi64>, %i: index, %v: i64) -> i64 {
  // expected-error @+1 {{'memref.atomic_rmw' op on 'i64' elements has no GenX message here: buffers (memory=surface) have 32-bit atomics only; use 32-bit elements, or memory=auto or memory=svm for 64-bit atomics on global memory}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i64, memref<?xi64>) -> i64
  return %0 : i64
}

// -----

// Workgroup memory (SLM) too, whatever the option.
// SVM-ERR: error: 'memref.generic_atomic_rmw' op on 'i64' elements has no GenX message: workgroup memory (SLM) has 32-bit atomics only
func.func @i64_in_slm(%m: memref<4xi64, #gpu.address_space<workgroup>>, %i: index) -> i64 {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op on 'i64' elements has no GenX message: workgroup memory (SLM) has 32-bit atomics only; use 32-bit elements}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xi64, #gpu.address_space<workgroup>> {
  ^bb0(%old: i64):
    %c1 = arith.constant 1 : i64
    %new = arith.addi %old, %c1 : i64
    memref.atomic_yield %new : i64
  }
  return %0 : i64
}

// -----

// No memory has 16-bit atomics.
// SVM-ERR: error: 'memref.atomic_rmw' op on 'i16' elements has no GenX message: GenX atomics take 32- or 64-bit elements
func.func @i16(%m: memref<?xi16>, %i: index, %v: i16) -> i16 {
  // expected-error @+1 {{'memref.atomic_rmw' op on 'i16' elements has no GenX message: GenX atomics take 32- or 64-bit elements}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i16, memref<?xi16>) -> i16
  return %0 : i16
}
