// Three refusals for a max-errors of two.
gpu.module @bounded {
  gpu.func @k(%x: f64) kernel {
    %0 = math.exp %x : f64
    %1 = math.exp %x : f64
    %2 = math.exp %x : f64
    gpu.return
  }
}
