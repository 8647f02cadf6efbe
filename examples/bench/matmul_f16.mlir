// Tiled matrix multiply with f16 inputs and f32 accumulation, C = A * B
// (A: M x K, B: K x N, C: M x N, row-major): each thread computes one 8x8
// tile of C, stepping k by 16 with an 8x16 tile of A and a 16x8 tile of B
// combined by vector.contract (the dpas shape of XeHPG: 8 rows, 8 columns,
// depth 16 for f16).
// codequality: elements-per-thread=64 trips=4
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul_f16(%a: memref<?x?xf16>, %b: memref<?x?xf16>, %c: memref<?x?xf32>) kernel {
      %tx = gpu.block_id x
      %ty = gpu.block_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %f0 = arith.constant 0.0 : f16
      %k = memref.dim %a, %c1 : memref<?x?xf16>
      %col = arith.muli %tx, %c8 : index
      %row = arith.muli %ty, %c8 : index
      %zero = arith.constant dense<0.0> : vector<8x8xf32>
      %acc = scf.for %kk = %c0 to %k step %c16 iter_args(%sum = %zero) -> (vector<8x8xf32>) {
        %at = vector.transfer_read %a[%row, %kk], %f0 {in_bounds = [true, true]} : memref<?x?xf16>, vector<8x16xf16>
        %bt = vector.transfer_read %b[%kk, %col], %f0 {in_bounds = [true, true]} : memref<?x?xf16>, vector<16x8xf16>
        %ae = arith.extf %at : vector<8x16xf16> to vector<8x16xf32>
        %be = arith.extf %bt : vector<16x8xf16> to vector<16x8xf32>
        %s = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                               affine_map<(i, j, k) -> (k, j)>,
                                               affine_map<(i, j, k) -> (i, j)>],
                              iterator_types = ["parallel", "parallel", "reduction"],
                              kind = #vector.kind<add>}
               %ae, %be, %sum : vector<8x16xf32>, vector<16x8xf32> into vector<8x8xf32>
        scf.yield %s : vector<8x8xf32>
      }
      vector.transfer_write %acc, %c[%row, %col] {in_bounds = [true, true]} : vector<8x8xf32>, memref<?x?xf32>
      gpu.return
    }
  }
}
