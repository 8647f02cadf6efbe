// A whole GPU program in upstream dialects, in the shape of
// mlir/test/Integration/GPU, written for a GPU: host buffers are copied to
// device buffers (gpu.alloc, gpu.memcpy) and back; the kernel takes a scalar
// and dynamically sized memrefs and guards its tail with memref.dim. It
// computes y = 2 * x + y over 40 elements in groups of 16 (the last group
// is partial) and prints y (y[i] = 3 * i).
//
//   On a GPU (see README, "From a GPU program to a launch"):
//     genx-lower, genx-launch-args, genx-attach-target{chip=dg2},
//     gpu-module-to-binary, then upstream's host lowering
//     (gpu-async-region, gpu-to-llvm, ...),
//     --genx-host-to-llvmir, linked with libGenXGPURuntime.so.
//   On the CPU: mlir-opt ... -p 'builtin.module(genx-lower)' | scripts/genx-run -
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @saxpy(%alpha: f32, %x: memref<?xf32>, %y: memref<?xf32>)
        kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %group = gpu.block_id x
      %base = arith.muli %group, %c16 : index
      %n = memref.dim %x, %c0 : memref<?xf32>
      %left = arith.subi %n, %base : index
      %mask = vector.create_mask %left : vector<16xi1>
      %pad = arith.constant dense<0.0> : vector<16xf32>
      %xv = vector.maskedload %x[%base], %mask, %pad
          : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
      %yv = vector.maskedload %y[%base], %mask, %pad
          : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
      %a = vector.broadcast %alpha : f32 to vector<16xf32>
      %r = vector.fma %a, %xv, %yv : vector<16xf32>
      vector.maskedstore %y[%base], %mask, %r
          : memref<?xf32>, vector<16xi1>, vector<16xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %n = arith.constant 40 : index
    %alpha = arith.constant 2.0 : f32
    %x = memref.alloc(%n) : memref<?xf32>
    %y = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %v = arith.index_cast %i : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %x[%i] : memref<?xf32>
      memref.store %f, %y[%i] : memref<?xf32>
    }
    %dx = gpu.alloc (%n) : memref<?xf32>
    %dy = gpu.alloc (%n) : memref<?xf32>
    gpu.memcpy %dx, %x : memref<?xf32>, memref<?xf32>
    gpu.memcpy %dy, %y : memref<?xf32>, memref<?xf32>
    gpu.launch_func @kernels::@saxpy blocks in (%c3, %c1, %c1)
        threads in (%c1, %c1, %c1)
        args(%alpha : f32, %dx : memref<?xf32>, %dy : memref<?xf32>)
    gpu.memcpy %y, %dy : memref<?xf32>, memref<?xf32>
    %head = vector.load %y[%c0] : memref<?xf32>, vector<8xf32>
    %c32 = arith.constant 32 : index
    %tail = vector.load %y[%c32] : memref<?xf32>, vector<8xf32>
    vector.print %head : vector<8xf32>
    vector.print %tail : vector<8xf32>
    gpu.dealloc %dx : memref<?xf32>
    gpu.dealloc %dy : memref<?xf32>
    memref.dealloc %x : memref<?xf32>
    memref.dealloc %y : memref<?xf32>
    return
  }
}
