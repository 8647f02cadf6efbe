// A packed kernel's products and sums: those that both allow contraction
// (`contract`, or `fast`, which includes it) become one fma; the others stay
// a product and a sum.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @contracted(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32) kernel {
      %i = gpu.global_id x
      %v = memref.load %x[%i] : memref<?xf32>
      %w = memref.load %y[%i] : memref<?xf32>
      %p = arith.mulf %a, %v fastmath<contract> : f32
      %s = arith.addf %p, %w fastmath<fast> : f32
      memref.store %s, %y[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @strict(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32) kernel {
      %i = gpu.global_id x
      %v = memref.load %x[%i] : memref<?xf32>
      %w = memref.load %y[%i] : memref<?xf32>
      %p = arith.mulf %a, %v fastmath<contract> : f32
      %s = arith.addf %p, %w : f32
      memref.store %s, %y[%i] : memref<?xf32>
      gpu.return
    }
  }
}
