// A program in the style of upstream's SYCL integration tests: buffers from
// gpu.alloc host_shared filled by the host, an asynchronous launch with a
// wait, asynchronous deallocation, printMemrefI64. c[i][j] = a + b with
// a[i][j] = 2^32 * i + j and b[i][j] = 10 * j.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add2d(%a: memref<4x3xi64>, %b: memref<4x3xi64>,
                    %c: memref<4x3xi64>) kernel {
      %i = gpu.block_id x
      %j = gpu.block_id y
      %x = memref.load %a[%i, %j] : memref<4x3xi64>
      %y = memref.load %b[%i, %j] : memref<4x3xi64>
      %s = arith.addi %x, %y : i64
      memref.store %s, %c[%i, %j] : memref<4x3xi64>
      gpu.return
    }
  }

  func.func private @printMemrefI64(memref<*xi64>)

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %shift = arith.constant 32 : i64
    %ten = arith.constant 10 : i64
    %a = gpu.alloc host_shared () : memref<4x3xi64>
    %b = gpu.alloc host_shared () : memref<4x3xi64>
    %c = gpu.alloc host_shared () : memref<4x3xi64>
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        %i64 = arith.index_cast %i : index to i64
        %j64 = arith.index_cast %j : index to i64
        %hi = arith.shli %i64, %shift : i64
        %av = arith.addi %hi, %j64 : i64
        %bv = arith.muli %j64, %ten : i64
        memref.store %av, %a[%i, %j] : memref<4x3xi64>
        memref.store %bv, %b[%i, %j] : memref<4x3xi64>
      }
    }
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@add2d
        blocks in (%c4, %c3, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4x3xi64>, %b : memref<4x3xi64>, %c : memref<4x3xi64>)
    gpu.wait [%t1]
    %out = memref.alloc() : memref<4x3xi64>
    memref.copy %c, %out : memref<4x3xi64> to memref<4x3xi64>
    %t2 = gpu.wait async
    %t3 = gpu.dealloc async [%t2] %a : memref<4x3xi64>
    %t4 = gpu.dealloc async [%t3] %b : memref<4x3xi64>
    %t5 = gpu.dealloc async [%t4] %c : memref<4x3xi64>
    gpu.wait [%t5]
    %cast = memref.cast %out : memref<4x3xi64> to memref<*xi64>
    func.call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
    memref.dealloc %out : memref<4x3xi64>
    return
  }
}
