// 8x8 transpose of an i32 tile through a region: each work-group reads one
// 64-element tile, transposes it with a vector.shuffle that
// convert-vector-to-genx turns into a <1, 8, 8> region, and writes it back.
// codequality: elements-per-thread=64
module {
  func.func @transpose(%in: memref<?xi32>, %out: memref<?xi32>)
      attributes {genx.kernel = #genx.kernel<>} {
    %group = gpu.block_id x
    %c64 = arith.constant 64 : index
    %base = arith.muli %group, %c64 : index
    %tile = vector.load %in[%base] : memref<?xi32>, vector<64xi32>
    %t = vector.shuffle %tile, %tile [0, 8, 16, 24, 32, 40, 48, 56,
                                      1, 9, 17, 25, 33, 41, 49, 57,
                                      2, 10, 18, 26, 34, 42, 50, 58,
                                      3, 11, 19, 27, 35, 43, 51, 59,
                                      4, 12, 20, 28, 36, 44, 52, 60,
                                      5, 13, 21, 29, 37, 45, 53, 61,
                                      6, 14, 22, 30, 38, 46, 54, 62,
                                      7, 15, 23, 31, 39, 47, 55, 63] : vector<64xi32>, vector<64xi32>
    vector.store %t, %out[%base] : memref<?xi32>, vector<64xi32>
    return
  }
}
