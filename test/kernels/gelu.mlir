// GELU on 69 values (masked tail: 16-element chunks, one block per chunk, the
// last chunk 5 elements long): the exact form 0.5 x (1 + erf(x / sqrt 2)) in
// f32, the tanh approximation 0.5 x (1 + tanh(sqrt(2 / pi) (x + 0.044715 x^3)))
// in f32 and in f64. x = (i - 32) * 0.1875 for i < 64 (-6 .. 5.8125), then
// -0, inf, -inf, NaN, 1. gelu(-inf) is -inf * 0 = NaN in both forms.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// TOLERANCE: rel 1e-5 abs 1e-7
// Hand-computed: gelu(1) = 0.5 (1 + erf(0.707107)) = 0.841345 (tanh form
// 0.841192), gelu(3) = 1.5 (1 + erf(2.12132)) = 2.99595 (tanh form 2.99636),
// gelu(-0) = -0, gelu(inf) = inf; at x = -6 the f64 tanh form gives
// -8.43965e-11 (f32 cancels to -0; the absolute tolerance covers such tails).
// CHECK: erf f32: (
// CHECK-SAME: 2.99595,
// CHECK-SAME: , -0, inf, {{-?}}nan, {{-?}}nan, 0.841345 )
// CHECK-NEXT: tanh f32: (
// CHECK-SAME: 2.99636,
// CHECK-SAME: , -0, inf, {{-?}}nan, {{-?}}nan, 0.841192 )
// CHECK-NEXT: tanh f64: ( -8.43965e-11,
// CHECK-SAME: , -0, inf, {{-?}}nan, {{-?}}nan, 0.841192 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gelu_erf(%x: memref<?xf32>, %y: memref<?xf32>) kernel {
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %i = arith.muli %b, %c16 : index
      %pad = arith.constant 0.0 : f32
      %v = vector.transfer_read %x[%i], %pad : memref<?xf32>, vector<16xf32>
      %rsqrt2 = arith.constant dense<0.707106781> : vector<16xf32>
      %half = arith.constant dense<0.5> : vector<16xf32>
      %one = arith.constant dense<1.0> : vector<16xf32>
      %s = arith.mulf %v, %rsqrt2 : vector<16xf32>
      %e = math.erf %s : vector<16xf32>
      %e1 = arith.addf %e, %one : vector<16xf32>
      %hx = arith.mulf %v, %half : vector<16xf32>
      %r = arith.mulf %hx, %e1 : vector<16xf32>
      vector.transfer_write %r, %y[%i] : vector<16xf32>, memref<?xf32>
      gpu.return
    }
    gpu.func @gelu_tanh(%x: memref<?xf32>, %y: memref<?xf32>) kernel {
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %i = arith.muli %b, %c16 : index
      %pad = arith.constant 0.0 : f32
      %v = vector.transfer_read %x[%i], %pad : memref<?xf32>, vector<16xf32>
      %k = arith.constant dense<0.797884561> : vector<16xf32>
      %c = arith.constant dense<0.044715> : vector<16xf32>
      %half = arith.constant dense<0.5> : vector<16xf32>
      %one = arith.constant dense<1.0> : vector<16xf32>
      %x2 = arith.mulf %v, %v : vector<16xf32>
      %x3 = arith.mulf %x2, %v : vector<16xf32>
      %cx3 = arith.mulf %x3, %c : vector<16xf32>
      %in = arith.addf %v, %cx3 : vector<16xf32>
      %ink = arith.mulf %in, %k : vector<16xf32>
      %t = math.tanh %ink : vector<16xf32>
      %t1 = arith.addf %t, %one : vector<16xf32>
      %hx = arith.mulf %v, %half : vector<16xf32>
      %r = arith.mulf %hx, %t1 : vector<16xf32>
      vector.transfer_write %r, %y[%i] : vector<16xf32>, memref<?xf32>
      gpu.return
    }
    gpu.func @gelu_tanh_f64(%x: memref<?xf64>, %y: memref<?xf64>) kernel {
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %i = arith.muli %b, %c16 : index
      %pad = arith.constant 0.0 : f64
      %v = vector.transfer_read %x[%i], %pad : memref<?xf64>, vector<16xf64>
      %k = arith.constant dense<0.79788456080286541> : vector<16xf64>
      %c = arith.constant dense<0.044715> : vector<16xf64>
      %half = arith.constant dense<0.5> : vector<16xf64>
      %one = arith.constant dense<1.0> : vector<16xf64>
      %x2 = arith.mulf %v, %v : vector<16xf64>
      %x3 = arith.mulf %x2, %v : vector<16xf64>
      %cx3 = arith.mulf %x3, %c : vector<16xf64>
      %in = arith.addf %v, %cx3 : vector<16xf64>
      %ink = arith.mulf %in, %k : vector<16xf64>
      %t = math.tanh %ink : vector<16xf64>
      %t1 = arith.addf %t, %one : vector<16xf64>
      %hx = arith.mulf %v, %half : vector<16xf64>
      %r = arith.mulf %hx, %t1 : vector<16xf64>
      vector.transfer_write %r, %y[%i] : vector<16xf64>, memref<?xf64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %n = arith.constant 69 : index
    %step = arith.constant 0.1875 : f32
    %x = memref.alloc(%n) : memref<?xf32>
    %y = memref.alloc(%n) : memref<?xf32>
    %y2 = memref.alloc(%n) : memref<?xf32>
    %xd = memref.alloc(%n) : memref<?xf64>
    %yd = memref.alloc(%n) : memref<?xf64>
    scf.for %i = %c0 to %c64 step %c1 {
      %d = arith.subi %i, %c32 : index
      %di = arith.index_cast %d : index to i32
      %df = arith.sitofp %di : i32 to f32
      %v = arith.mulf %df, %step : f32
      memref.store %v, %x[%i] : memref<?xf32>
    }
    %tail = arith.constant dense<[-0.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0]> : vector<5xf32>
    vector.store %tail, %x[%c64] : memref<?xf32>, vector<5xf32>
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %x[%i] : memref<?xf32>
      %w = arith.extf %v : f32 to f64
      memref.store %w, %xd[%i] : memref<?xf64>
    }
    // ceil(69 / 16) = 5 blocks
    gpu.launch_func @kernels::@gelu_erf blocks in (%c5, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<?xf32>, %y : memref<?xf32>)
    gpu.launch_func @kernels::@gelu_tanh blocks in (%c5, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<?xf32>, %y2 : memref<?xf32>)
    gpu.launch_func @kernels::@gelu_tanh_f64 blocks in (%c5, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%xd : memref<?xf64>, %yd : memref<?xf64>)
    %pad = arith.constant 0.0 : f32
    %padd = arith.constant 0.0 : f64
    %r1 = vector.transfer_read %y[%c0], %pad : memref<?xf32>, vector<69xf32>
    %r2 = vector.transfer_read %y2[%c0], %pad : memref<?xf32>, vector<69xf32>
    %r3 = vector.transfer_read %yd[%c0], %padd : memref<?xf64>, vector<69xf64>
    vector.print str "erf f32: "
    vector.print %r1 : vector<69xf32>
    vector.print str "tanh f32: "
    vector.print %r2 : vector<69xf32>
    vector.print str "tanh f64: "
    vector.print %r3 : vector<69xf64>
    return
  }
}
