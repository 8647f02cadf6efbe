// A private array too large for the register file: refused at the alloca.
func.func @k(%a: memref<?xf32>) attributes {genx.kernel = #genx.kernel<>} {
  %c0 = arith.constant 0 : index
  %big = memref.alloca() : memref<2048xf32>
  %0 = memref.load %a[%c0] : memref<?xf32>
  memref.store %0, %big[%c0] : memref<2048xf32>
  %1 = memref.load %big[%c0] : memref<2048xf32>
  memref.store %1, %a[%c0] : memref<?xf32>
  return
}
