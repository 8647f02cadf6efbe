// A kernel written with the affine dialect: loops, index maps, loads,
// stores and vector loads of affine form.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale_rows(%a: memref<64x32xf32>, %b: memref<64x32xf32>) kernel {
      %row = gpu.block_id x
      affine.for %j = 0 to 32 step 16 {
        %v = affine.vector_load %a[%row, %j] : memref<64x32xf32>, vector<16xf32>
        %w = arith.mulf %v, %v : vector<16xf32>
        affine.vector_store %w, %b[%row, %j] : memref<64x32xf32>, vector<16xf32>
      }
      affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%row) {
        %x = affine.load %a[%row - 1, 0] : memref<64x32xf32>
        affine.store %x, %b[%row, 0] : memref<64x32xf32>
      }
      gpu.return
    }
  }
}
