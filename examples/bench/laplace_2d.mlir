// A 5-point Laplacian written per work item, one interior point each, in
// 16x16 groups (the shape of a CUDA stencil): out[y][x] = n + s + w + e -
// 4 c around in[y + 1][x + 1] of a 1026x1026 grid.
// genx-vectorize-work-items packs the 16 work items of a row as lanes and
// runs 8 rows of the group in each thread (genx.rows_per_thread): a row's
// rows above and below are its neighbours' rows, read once.
// codequality: elements-per-thread=1
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @laplace_2d(%in: memref<1026x1026xf32>, %out: memref<1024x1024xf32>) kernel
        attributes {known_block_size = array<i32: 16, 16, 1>} {
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %x1 = arith.addi %x, %c1 : index
      %y1 = arith.addi %y, %c1 : index
      %x2 = arith.addi %x, %c2 : index
      %y2 = arith.addi %y, %c2 : index
      %c = memref.load %in[%y1, %x1] : memref<1026x1026xf32>
      %n = memref.load %in[%y, %x1] : memref<1026x1026xf32>
      %s = memref.load %in[%y2, %x1] : memref<1026x1026xf32>
      %w = memref.load %in[%y1, %x] : memref<1026x1026xf32>
      %e = memref.load %in[%y1, %x2] : memref<1026x1026xf32>
      %four = arith.constant 4.0 : f32
      %ns = arith.addf %n, %s : f32
      %we = arith.addf %w, %e : f32
      %sum = arith.addf %ns, %we : f32
      %c4 = arith.mulf %c, %four : f32
      %r = arith.subf %sum, %c4 : f32
      memref.store %r, %out[%y, %x] : memref<1024x1024xf32>
      gpu.return
    }
  }
}
