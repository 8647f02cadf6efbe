// f64 in a gpu kernel (soft-f64.test, genx-lower-f64.test): add, mul, div
// and sqrt on vectors of 8 doubles from and to global memory.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @dsolve(%a: memref<?xf64>, %b: memref<?xf64>, %c: memref<?xf64>, %s: f64) kernel {
      %group = gpu.block_id x
      %c8 = arith.constant 8 : index
      %base = arith.muli %group, %c8 : index
      %x = vector.load %a[%base] : memref<?xf64>, vector<8xf64>
      %y = vector.load %b[%base] : memref<?xf64>, vector<8xf64>
      %sv = vector.broadcast %s : f64 to vector<8xf64>
      %sum = arith.addf %x, %y : vector<8xf64>
      %prod = arith.mulf %sum, %sv : vector<8xf64>
      %quot = arith.divf %prod, %y : vector<8xf64>
      %root = math.sqrt %quot : vector<8xf64>
      vector.store %root, %c[%base] : memref<?xf64>, vector<8xf64>
      gpu.return
    }
  }
}
