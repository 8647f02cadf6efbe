// A gather written per work item: out[i] = in[idx[i]] under a bounds check,
// with gpu.global_id and no known group size. The index load is contiguous
// across the lanes (a vector load), the data load a gather.
// codequality: elements-per-thread=1
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gather_simt(%in: memref<?xf32>, %idx: memref<?xi32>, %out: memref<?xf32>,
                          %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %k32 = memref.load %idx[%i] : memref<?xi32>
        %k = arith.index_cast %k32 : i32 to index
        %v = memref.load %in[%k] : memref<?xf32>
        memref.store %v, %out[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}
