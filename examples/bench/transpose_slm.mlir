// Transposed copy through workgroup memory, out = transpose(in) for an
// n x n float matrix (n a multiple of 16): a work-group of 16 threads moves
// one 16x16 tile; thread t reads row t of the tile into shared local memory,
// waits at the barrier, reads column t of the tile and writes it as row t
// of the transposed tile. The column read (a transfer with a permutation
// map) becomes a loop of 16 one-element SLM reads.
// codequality: elements-per-thread=16 sweep=32 literals=N
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose_slm(%in: memref<?x?xf32>, %out: memref<?x?xf32>)
        workgroup(%tile: memref<16x16xf32, #gpu.address_space<workgroup>>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %f0 = arith.constant 0.0 : f32
      %col = arith.muli %bx, %c16 : index
      %row0 = arith.muli %by, %c16 : index
      %row = arith.addi %row0, %t : index
      %v = vector.load %in[%row, %col] : memref<?x?xf32>, vector<16xf32>
      vector.store %v, %tile[%t, %c0] : memref<16x16xf32, #gpu.address_space<workgroup>>, vector<16xf32>
      gpu.barrier
      %colv = vector.transfer_read %tile[%c0, %t], %f0
          {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>}
          : memref<16x16xf32, #gpu.address_space<workgroup>>, vector<16xf32>
      %orow = arith.addi %col, %t : index
      vector.store %colv, %out[%orow, %row0] : memref<?x?xf32>, vector<16xf32>
      gpu.return
    }
  }
}
