// f64 sin on a vector and on scalars in one kernel: more emulated code than
// IGC's 4096 predicate variables a kernel hold.
gpu.module @kernels {
  gpu.func @sin_twice(%x: memref<16xf64>, %o: memref<16xf64>, %os: memref<16xf64>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %v = vector.load %x[%c0] : memref<16xf64>, vector<16xf64>
    %r = math.sin %v : vector<16xf64>
    vector.store %r, %o[%c0] : memref<16xf64>, vector<16xf64>
    scf.for %e = %c0 to %c16 step %c1 {
      %s = memref.load %x[%e] : memref<16xf64>
      %rs = math.sin %s : f64
      memref.store %rs, %os[%e] : memref<16xf64>
    }
    gpu.return
  }
}
