// A transpose written per work item through a 16x17 workgroup tile, 16x16
// groups (the CUDA sample's shape): each work item stores one element of
// its group's tile, waits at the barrier, and writes the element of the
// transposed tile. genx-vectorize-work-items packs a row of the group as
// lanes and runs several rows in each thread, with one barrier for them.
// codequality: elements-per-thread=1
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose_tile_2d(%in: memref<1024x1024xf32>, %out: memref<1024x1024xf32>)
        workgroup(%tile: memref<16x17xf32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 16, 16, 1>} {
      %c16 = arith.constant 16 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %x0 = arith.muli %bx, %c16 : index
      %y0 = arith.muli %by, %c16 : index
      %x = arith.addi %x0, %tx : index
      %y = arith.addi %y0, %ty : index
      %v = memref.load %in[%y, %x] : memref<1024x1024xf32>
      memref.store %v, %tile[%ty, %tx] : memref<16x17xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %ox = arith.addi %y0, %tx : index
      %oy = arith.addi %x0, %ty : index
      %t = memref.load %tile[%tx, %ty] : memref<16x17xf32, #gpu.address_space<workgroup>>
      memref.store %t, %out[%oy, %ox] : memref<1024x1024xf32>
      gpu.return
    }
  }
}
