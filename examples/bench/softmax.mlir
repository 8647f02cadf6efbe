// Row softmax of a matrix with 64-element rows: each thread normalizes one
// row, out[r][j] = exp(x[r][j] - max_j x[r][j]) / sum_j exp(x[r][j] - max).
// math.exp without `afn`: upstream's f32 polynomial, not the hardware's exp.
// codequality: elements-per-thread=64
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @softmax(%in: memref<?x64xf32>, %out: memref<?x64xf32>) kernel {
      %r = gpu.block_id x
      %c0 = arith.constant 0 : index
      %x = vector.load %in[%r, %c0] : memref<?x64xf32>, vector<64xf32>
      %m = vector.reduction <maxnumf>, %x : vector<64xf32> into f32
      %mv = vector.broadcast %m : f32 to vector<64xf32>
      %d = arith.subf %x, %mv : vector<64xf32>
      %e = math.exp %d : vector<64xf32>
      %s = vector.reduction <add>, %e fastmath<reassoc> : vector<64xf32> into f32
      %sv = vector.broadcast %s : f32 to vector<64xf32>
      %y = arith.divf %e, %sv : vector<64xf32>
      vector.store %y, %out[%r, %c0] : memref<?x64xf32>, vector<64xf32>
      gpu.return
    }
  }
}
