// A sum written per work item, the way SIMT reductions are written: a
// grid-stride loop (each work item starts at its global id and steps by the
// grid), then a tree in workgroup memory with a barrier per level and work
// item 0 writing the group's sum; known group size 256.
// genx-vectorize-work-items runs 64 work items per GenX thread (the loop
// becomes an scf.while that runs while any lane is in range).
// codequality: elements-per-thread=4 trips=4
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce_simt(%in: memref<?xf32>, %out: memref<?xf32>)
        workgroup(%part: memref<256xf32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %n = memref.dim %in, %c0 : memref<?xf32>
      %gdim = gpu.grid_dim x
      %start = gpu.global_id x
      %stride = arith.muli %gdim, %bdim : index
      %zero = arith.constant 0.0 : f32
      %mine = scf.for %j = %start to %n step %stride iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %in[%j] : memref<?xf32>
        %s = arith.addf %acc, %v : f32
        scf.yield %s : f32
      }
      memref.store %mine, %part[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %half = arith.divui %bdim, %c2 : index
      scf.for %level = %c0 to %c8 step %c1 {
        %s = arith.shrui %half, %level : index
        %active = arith.cmpi ult, %tid, %s : index
        scf.if %active {
          %o = arith.addi %tid, %s : index
          %a = memref.load %part[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
          %b = memref.load %part[%o] : memref<256xf32, #gpu.address_space<workgroup>>
          %sum = arith.addf %a, %b : f32
          memref.store %sum, %part[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %r = memref.load %part[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %r, %out[%bid] : memref<?xf32>
      }
      gpu.return
    }
  }
}
