// arith.remf, which genx-lower computes only through genx-soft-f64.
gpu.module @remf {
  gpu.func @k(%x: f32) kernel {
    // expected-error @+1 {{'arith.remf' op cannot be compiled for GenX: GenX has no floating-point remainder (IGC fails on frem) and genx-soft-f64, which computes it, is off: drop soft-f64=false, or compute x - trunc(x / y) * y if an inexact remainder suffices}}
    %0 = arith.remf %x, %x : f32
    gpu.return
  }
}
