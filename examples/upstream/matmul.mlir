// Tiled float matrix multiply C = A * B: each work-group computes one 8x8
// tile of C as a sum of outer products over k. A is given transposed (At,
// K x M) so that a column of A is a row of At. The outer product's operands
// are regions: a column broadcast (<1, 8, 0>) and a row repeated
// (<0, 8, 1>).
// codequality: elements-per-thread=64 trips=64 (K = 64 for scripts/codequality.py)
module {
  func.func @matmul(%at: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>,
                    %m: index, %n: index, %k: index)
      attributes {genx.kernel = #genx.kernel<>} {
    %tx = gpu.block_id x
    %ty = gpu.block_id y
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %col = arith.muli %tx, %c8 : index
    %row = arith.muli %ty, %c8 : index
    %zero = arith.constant dense<0.0> : vector<64xf32>
    %acc = scf.for %i = %c0 to %k step %c1 iter_args(%sum = %zero) -> (vector<64xf32>) {
      // A[row .. row+7][i] and B[i][col .. col+7].
      %arow = arith.muli %i, %m : index
      %aoff = arith.addi %arow, %row : index
      %brow = arith.muli %i, %n : index
      %boff = arith.addi %brow, %col : index
      %a = vector.load %at[%aoff] : memref<?xf32>, vector<8xf32>
      %bv = vector.load %b[%boff] : memref<?xf32>, vector<8xf32>
      %acol = vector.shuffle %a, %a [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
                                     2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3,
                                     4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5,
                                     6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7] : vector<8xf32>, vector<8xf32>
      %brep = vector.shuffle %bv, %bv [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
                                       0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
                                       0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
                                       0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7] : vector<8xf32>, vector<8xf32>
      %p = arith.mulf %acol, %brep : vector<64xf32>
      %s = arith.addf %sum, %p : vector<64xf32>
      scf.yield %s : vector<64xf32>
    }
    // Row r of the tile goes to C[row + r][col .. col+7].
    %crow = arith.muli %row, %n : index
    %cbase = arith.addi %crow, %col : index
    %r0 = vector.extract_strided_slice %acc {offsets = [0], sizes = [8], strides = [1]} : vector<64xf32> to vector<8xf32>
    %r1 = vector.extract_strided_slice %acc {offsets = [8], sizes = [8], strides = [1]} : vector<64xf32> to vector<8xf32>
    %r2 = vector.extract_strided_slice %acc {offsets = [16], sizes = [8], strides = [1]} : vector<64xf32> to vector<8xf32>
    %r3 = vector.extract_strided_slice %acc {offsets = [24], sizes = [8], strides = [1]} : vector<64xf32> to vector<8xf32>
    %r4 = vector.extract_strided_slice %acc {offsets = [32], sizes = [8], strides = [1]} : vector<64xf32> to vector<8xf32>
    %r5 = vector.extract_strided_slice %acc {offsets = [40], sizes = [8], strides = [1]} : vector<64xf32> to vector<8xf32>
    %r6 = vector.extract_strided_slice %acc {offsets = [48], sizes = [8], strides = [1]} : vector<64xf32> to vector<8xf32>
    %r7 = vector.extract_strided_slice %acc {offsets = [56], sizes = [8], strides = [1]} : vector<64xf32> to vector<8xf32>
    %o1 = arith.addi %cbase, %n : index
    %o2 = arith.addi %o1, %n : index
    %o3 = arith.addi %o2, %n : index
    %o4 = arith.addi %o3, %n : index
    %o5 = arith.addi %o4, %n : index
    %o6 = arith.addi %o5, %n : index
    %o7 = arith.addi %o6, %n : index
    vector.store %r0, %c[%cbase] : memref<?xf32>, vector<8xf32>
    vector.store %r1, %c[%o1] : memref<?xf32>, vector<8xf32>
    vector.store %r2, %c[%o2] : memref<?xf32>, vector<8xf32>
    vector.store %r3, %c[%o3] : memref<?xf32>, vector<8xf32>
    vector.store %r4, %c[%o4] : memref<?xf32>, vector<8xf32>
    vector.store %r5, %c[%o5] : memref<?xf32>, vector<8xf32>
    vector.store %r6, %c[%o6] : memref<?xf32>, vector<8xf32>
    vector.store %r7, %c[%o7] : memref<?xf32>, vector<8xf32>
    return
  }
}
