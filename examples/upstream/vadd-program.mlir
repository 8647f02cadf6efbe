// A whole GPU program in upstream dialects, in the shape of
// mlir/test/Integration/GPU: host code fills two buffers, launches the
// vadd kernel of its gpu.module on 2 blocks of 16 elements, and prints the
// sums (c[i] = i + i*i).
//
//   To a gpu.binary holding the Gen binary for dg2:
//     mlir-opt ... -p 'builtin.module(genx-lower, genx-attach-target{chip=dg2},
//                      gpu-module-to-binary{format=bin})'
//   On the CPU: mlir-opt ... -p 'builtin.module(genx-lower)' | scripts/genx-run -
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vadd(%a: memref<32xi32>, %b: memref<32xi32>,
                   %c: memref<32xi32>) kernel {
      %group = gpu.block_id x
      %c16 = arith.constant 16 : index
      %base = arith.muli %group, %c16 : index
      %x = vector.load %a[%base] : memref<32xi32>, vector<16xi32>
      %y = vector.load %b[%base] : memref<32xi32>, vector<16xi32>
      %sum = arith.addi %x, %y : vector<16xi32>
      vector.store %sum, %c[%base] : memref<32xi32>, vector<16xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %a = memref.alloc() {alignment = 64} : memref<32xi32>
    %b = memref.alloc() {alignment = 64} : memref<32xi32>
    %c = memref.alloc() {alignment = 64} : memref<32xi32>
    scf.for %i = %c0 to %c32 step %c1 {
      %v = arith.index_cast %i : index to i32
      %sq = arith.muli %v, %v : i32
      memref.store %v, %a[%i] : memref<32xi32>
      memref.store %sq, %b[%i] : memref<32xi32>
    }
    gpu.launch_func @kernels::@vadd blocks in (%c2, %c1, %c1)
        threads in (%c1, %c1, %c1)
        args(%a : memref<32xi32>, %b : memref<32xi32>, %c : memref<32xi32>)
    %lo = vector.load %c[%c0] : memref<32xi32>, vector<16xi32>
    %hi = vector.load %c[%c16] : memref<32xi32>, vector<16xi32>
    vector.print %lo : vector<16xi32>
    vector.print %hi : vector<16xi32>
    memref.dealloc %a : memref<32xi32>
    memref.dealloc %b : memref<32xi32>
    memref.dealloc %c : memref<32xi32>
    return
  }
}
