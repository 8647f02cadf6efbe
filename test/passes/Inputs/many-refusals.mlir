// Three refusals for a max-errors of two.
gpu.module @bounded {
  gpu.func @k(%x: f64) kernel {
    %0 = math.atan %x : f64
    %1 = math.atan %x : f64
    %2 = math.atan %x : f64
    gpu.return
  }
}
