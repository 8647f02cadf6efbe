// SAXPY written per work item with a bounds check, the way SIMT kernels
// usually are: no known group size (the kernel is launched from outside the
// module), the global id written out as block_id * block_dim + thread_id.
// genx-vectorize-work-items runs 64 work items per GenX thread for a
// launcher that divides the group size by genx.work_items_per_thread; the
// bounds check becomes a count of lanes computed once in 32 bits.
// codequality: elements-per-thread=1
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @saxpy_simt(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %xv = memref.load %x[%i] : memref<?xf32>
        %yv = memref.load %y[%i] : memref<?xf32>
        %r = math.fma %a, %xv, %yv : f32
        memref.store %r, %y[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}
