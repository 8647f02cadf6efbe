// RUN: %genx-opt %s -split-input-file -p 'builtin.module(gpu.module(genx-inline-into-kernels))' | FileCheck %s

// A call directly in a kernel's body (which upstream's inliner leaves) is
// inlined, and so is the call its body brings (a second round); the
// memref argument is the kernel's own. Calls inside scf regions are left
// to upstream's inliner.
// CHECK-LABEL: gpu.func @k
// CHECK-NOT: func.call @load
// CHECK-NOT: func.call @clamp
// CHECK: %[[OK:.*]] = arith.cmpi ult
// CHECK: scf.if %[[OK]]
// CHECK: memref.load %arg0
// CHECK: arith.maximumf
// CHECK: scf.if
// CHECK-NEXT: func.call @clamp
// CHECK: gpu.return
gpu.module @kernels {
  func.func @clamp(%x: f32) -> f32 {
    %z = arith.constant 0.0 : f32
    %m = arith.maximumf %x, %z : f32
    return %m : f32
  }
  func.func @load(%in: memref<16xf32>, %i: index) -> f32 {
    %c16 = arith.constant 16 : index
    %ok = arith.cmpi ult, %i, %c16 : index
    %v = scf.if %ok -> (f32) {
      %l = memref.load %in[%i] : memref<16xf32>
      scf.yield %l : f32
    } else {
      %z = arith.constant 0.0 : f32
      scf.yield %z : f32
    }
    %c = func.call @clamp(%v) : (f32) -> f32
    return %c : f32
  }
  gpu.func @k(%in: memref<16xf32>, %out: memref<16xf32>, %b: i1) kernel {
    %t = gpu.thread_id x
    %v = func.call @load(%in, %t) : (memref<16xf32>, index) -> f32
    %w = scf.if %b -> (f32) {
      %c = func.call @clamp(%v) : (f32) -> f32
      scf.yield %c : f32
    } else {
      scf.yield %v : f32
    }
    memref.store %w, %out[%t] : memref<16xf32>
    gpu.return
  }
}

// -----

// A recursive helper is not inlined: the call stays for the later stages.
// CHECK-LABEL: gpu.func @rec
// CHECK: func.call @down
gpu.module @kernels {
  func.func @down(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %stop = arith.cmpi sle, %n, %c0 : i32
    %r = scf.if %stop -> (i32) {
      scf.yield %c0 : i32
    } else {
      %m = arith.subi %n, %c1 : i32
      %d = func.call @down(%m) : (i32) -> i32
      scf.yield %d : i32
    }
    return %r : i32
  }
  gpu.func @rec(%n: i32, %out: memref<1xi32>) kernel {
    %r = func.call @down(%n) : (i32) -> i32
    %c0 = arith.constant 0 : index
    memref.store %r, %out[%c0] : memref<1xi32>
    gpu.return
  }
}
