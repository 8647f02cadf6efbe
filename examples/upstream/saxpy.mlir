// SAXPY, y = alpha * x + y, in upstream dialects: a func.func kernel (the
// genx.kernel attribute marks it), 16 floats per work-group.
// codequality: elements-per-thread=16 sweep=32,64
module {
  func.func @saxpy(%alpha: f32, %x: memref<?xf32>, %y: memref<?xf32>)
      attributes {genx.kernel = #genx.kernel<>} {
    %group = gpu.block_id x
    %c16 = arith.constant 16 : index
    %base = arith.muli %group, %c16 : index
    %xv = vector.load %x[%base] : memref<?xf32>, vector<16xf32>
    %yv = vector.load %y[%base] : memref<?xf32>, vector<16xf32>
    %a = vector.broadcast %alpha : f32 to vector<16xf32>
    %ax = arith.mulf %a, %xv : vector<16xf32>
    %r = arith.addf %ax, %yv : vector<16xf32>
    vector.store %r, %y[%base] {alignment = 64} : memref<?xf32>, vector<16xf32>
    return
  }
}
