// A scalar memref.load on kernel memory: no GenX message is generated for it.
func.func @k(%a: memref<?xf32>, %b: memref<?xf32>) attributes {genx.kernel = #genx.kernel<>} {
  %c0 = arith.constant 0 : index
  %0 = memref.load %a[%c0] : memref<?xf32>
  memref.store %0, %b[%c0] : memref<?xf32>
  return
}
