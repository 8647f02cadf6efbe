// 5-point stencil on a float grid with a one-element border: `in` has rows
// of width + 2 elements, `out` rows of width; each thread computes 16
// outputs of one row:
//   out[y][x] = 0.5 * c + 0.125 * (n + s + w + e)
// with c = in[y+1][x+1], n = in[y][x+1], s = in[y+2][x+1], w = in[y+1][x],
// e = in[y+1][x+2]. The centre row is read as 24 elements (64 + 32 bytes),
// up to 6 past the row: the last row of `in` needs that padding (as in
// examples/upstream/blur.mlir).
// codequality: elements-per-thread=16 sweep=32,64 literals=N,N+8
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stencil(%in: memref<?xf32>, %out: memref<?xf32>, %width: index) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c16 = arith.constant 16 : index
      %pitch = arith.addi %width, %c2 : index
      %col = arith.muli %bx, %c16 : index
      %north = arith.muli %by, %pitch : index
      %n0 = arith.addi %north, %col : index
      %n1 = arith.addi %n0, %c1 : index
      %c0 = arith.addi %n0, %pitch : index
      %s0 = arith.addi %c0, %pitch : index
      %s1 = arith.addi %s0, %c1 : index
      %nv = vector.load %in[%n1] : memref<?xf32>, vector<16xf32>
      %row = vector.load %in[%c0] : memref<?xf32>, vector<24xf32>
      %sv = vector.load %in[%s1] : memref<?xf32>, vector<16xf32>
      %w = vector.extract_strided_slice %row {offsets = [0], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
      %c = vector.extract_strided_slice %row {offsets = [1], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
      %e = vector.extract_strided_slice %row {offsets = [2], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
      %a0 = arith.addf %nv, %sv : vector<16xf32>
      %a1 = arith.addf %a0, %w : vector<16xf32>
      %a2 = arith.addf %a1, %e : vector<16xf32>
      %half = arith.constant dense<0.5> : vector<16xf32>
      %eighth = arith.constant dense<0.125> : vector<16xf32>
      %p = arith.mulf %c, %half : vector<16xf32>
      %q = arith.mulf %a2, %eighth : vector<16xf32>
      %r = arith.addf %p, %q : vector<16xf32>
      %orow = arith.muli %by, %width : index
      %o = arith.addi %orow, %col : index
      vector.store %r, %out[%o] : memref<?xf32>, vector<16xf32>
      gpu.return
    }
  }
}
