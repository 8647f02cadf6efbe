// Vector add written per work item, as SIMT kernels are (one i32 element per
// work item, scalar memref.load/store), with a known group size of 256:
// genx-lower's genx-vectorize-work-items runs 64 work items per GenX thread.
// codequality: elements-per-thread=1
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vadd_simt(%a: memref<?xi32>, %b: memref<?xi32>, %c: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xi32>
      %y = memref.load %b[%i] : memref<?xi32>
      %sum = arith.addi %x, %y : i32
      memref.store %sum, %c[%i] : memref<?xi32>
      gpu.return
    }
  }
}
