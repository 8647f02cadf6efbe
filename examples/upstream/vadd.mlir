// Vector add in upstream dialects only: each work-group adds 16 elements.
//   mlir-opt ... -p 'builtin.module(genx-lower)' | mlir-translate --genx-mlir-to-llvmir
// codequality: elements-per-thread=16 sweep=32,64
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vadd(%a: memref<?xi32>, %b: memref<?xi32>, %c: memref<?xi32>) kernel {
      %group = gpu.block_id x
      %c16 = arith.constant 16 : index
      %base = arith.muli %group, %c16 : index
      %x = vector.load %a[%base] {alignment = 64} : memref<?xi32>, vector<16xi32>
      %y = vector.load %b[%base] {alignment = 64} : memref<?xi32>, vector<16xi32>
      %sum = arith.addi %x, %y : vector<16xi32>
      vector.store %sum, %c[%base] {alignment = 64} : memref<?xi32>, vector<16xi32>
      gpu.return
    }
  }
}
