// What genx-lower computes only through genx-soft-f64: arith.remf, and f64
// math functions without afn.
gpu.module @remf {
  gpu.func @k(%x: f32) kernel {
    // expected-error @+1 {{'arith.remf' op cannot be compiled for GenX: GenX has no floating-point remainder (IGC fails on frem) and genx-soft-f64, which computes it, is off: drop soft-f64=false, or compute x - trunc(x / y) * y if an inexact remainder suffices}}
    %0 = arith.remf %x, %x : f32
    gpu.return
  }
}

// -----

gpu.module @f64_math {
  gpu.func @k(%x: vector<4xf64>) kernel {
    // expected-error @+1 {{'math.exp' op cannot be compiled for GenX: GenX has no double-precision transcendental functions and genx-soft-f64, which computes this one, is off: drop soft-f64=false, or add fastmath<afn> to accept f32 accuracy}}
    %0 = math.exp %x : vector<4xf64>
    gpu.return
  }
}
