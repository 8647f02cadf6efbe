// Sum of a float vector: each thread sums 256 consecutive elements (one
// 1 KiB load, a reassociating tree reduction) into one partial sum per
// work-group; out[g] = sum(in[256 g .. 256 g + 255]).
// codequality: elements-per-thread=256
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce(%in: memref<?xf32>, %out: memref<?xf32>) kernel {
      %g = gpu.block_id x
      %c256 = arith.constant 256 : index
      %base = arith.muli %g, %c256 : index
      %v = vector.load %in[%base] : memref<?xf32>, vector<256xf32>
      %s = vector.reduction <add>, %v fastmath<reassoc> : vector<256xf32> into f32
      %sv = vector.broadcast %s : f32 to vector<1xf32>
      vector.store %sv, %out[%g] : memref<?xf32>, vector<1xf32>
      gpu.return
    }
  }
}
