// 3x3 box blur of a float image with rows of `width` elements (plus a
// one-pixel border): each work-group computes 16 outputs of one row from
// three 24-element input rows, whose shifted 16-element windows are regions.
// codequality: elements-per-thread=16 sweep=32,64 literals=N,N+8
module {
  func.func @blur(%in: memref<?xf32>, %out: memref<?xf32>, %width: index)
      attributes {genx.kernel = #genx.kernel<>} {
    %x = gpu.block_id x
    %y = gpu.block_id y
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %pitch = arith.addi %width, %c2 : index
    %col = arith.muli %x, %c16 : index
    %row0 = arith.muli %y, %pitch : index
    %r0 = arith.addi %row0, %col : index
    %r1 = arith.addi %r0, %pitch : index
    %r2 = arith.addi %r1, %pitch : index
    %zero = arith.constant dense<0.0> : vector<16xf32>
    %l0 = vector.load %in[%r0] : memref<?xf32>, vector<24xf32>
    %l1 = vector.load %in[%r1] : memref<?xf32>, vector<24xf32>
    %l2 = vector.load %in[%r2] : memref<?xf32>, vector<24xf32>
    %s00 = vector.extract_strided_slice %l0 {offsets = [0], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
    %s01 = vector.extract_strided_slice %l0 {offsets = [1], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
    %s02 = vector.extract_strided_slice %l0 {offsets = [2], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
    %s10 = vector.extract_strided_slice %l1 {offsets = [0], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
    %s11 = vector.extract_strided_slice %l1 {offsets = [1], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
    %s12 = vector.extract_strided_slice %l1 {offsets = [2], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
    %s20 = vector.extract_strided_slice %l2 {offsets = [0], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
    %s21 = vector.extract_strided_slice %l2 {offsets = [1], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
    %s22 = vector.extract_strided_slice %l2 {offsets = [2], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
    %a0 = arith.addf %s00, %s01 : vector<16xf32>
    %a1 = arith.addf %a0, %s02 : vector<16xf32>
    %a2 = arith.addf %a1, %s10 : vector<16xf32>
    %a3 = arith.addf %a2, %s11 : vector<16xf32>
    %a4 = arith.addf %a3, %s12 : vector<16xf32>
    %a5 = arith.addf %a4, %s20 : vector<16xf32>
    %a6 = arith.addf %a5, %s21 : vector<16xf32>
    %a7 = arith.addf %a6, %s22 : vector<16xf32>
    %ninth = arith.constant dense<0.111111112> : vector<16xf32>
    %avg = arith.mulf %a7, %ninth : vector<16xf32>
    %outrow = arith.muli %y, %width : index
    %o = arith.addi %outrow, %col : index
    vector.store %avg, %out[%o] : memref<?xf32>, vector<16xf32>
    return
  }
}
