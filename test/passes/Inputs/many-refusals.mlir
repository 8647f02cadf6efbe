// Three refusals for a max-errors of two.
gpu.module @bounded {
  gpu.func @k(%x: f32) kernel {
    %0 = arith.remf %x, %x : f32
    %1 = arith.remf %x, %x : f32
    %2 = arith.remf %x, %x : f32
    gpu.return
  }
}
