// A whole GPU program in upstream dialects (gpu.container_module, host code
// with gpu.alloc/memcpy/launch_func/dealloc) through genx-lower, then run on
// the host by the genx-emulate-host pipeline (genx-launch-on-host,
// genx-emulate, upstream lowering) and stock mlir-runner.
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{memory=svm})' -o %t.lowered.mlir
// RUN: FileCheck %s --check-prefix=LOWERED --input-file=%t.lowered.mlir
// RUN: %genx-opt %t.lowered.mlir -p 'builtin.module(genx-emulate-host)' | FileCheck %s --check-prefix=HOST
// RUN: %genx-run %t.lowered.mlir | FileCheck %s
// With surfaces, each buffer is the binding-table index of its position,
// its address stored there (the masked surface accesses are scaled
// gathers, which genx-emulate does not run: the launch only is checked).
// RUN: %genx-opt %s -p 'builtin.module(genx-lower)' -o %t.surface.mlir
// RUN: FileCheck %s --check-prefix=SURFACE --input-file=%t.surface.mlir
// RUN: %genx-opt %t.surface.mlir -p 'builtin.module(genx-launch-on-host)' | FileCheck %s --check-prefix=SURFACE-HOST
// SURFACE-HOST-COUNT-4: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<256xi64>
// SURFACE-HOST: llvm.call @saxpy(%{{.*}}, %c1_i32, %c2_i32, %c3_i32, %c4_i32, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (f32, i32, i32, i32, i32, i64, i64, i64, i64) -> ()

// genx-lower keeps the gpu.module and the launch of a whole program; the
// kernel takes the SVM pointers, then the sizes its masks read.
// LOWERED: gpu.module @kernels
// LOWERED: llvm.func @saxpy(%{{.*}}: f32, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64)
// LOWERED-SAME: arg_kinds = [0, 0, 0, 0, 0, 0, 0, 0, 0], arg_descs = ["", "svmptr_t", "svmptr_t", "svmptr_t", "svmptr_t", "", "", "", ""]
// LOWERED-SAME: genx.memref_metadata = [array<i64: 1, 0, 0>, array<i64: 2, 0, 0>, array<i64: 3, 0, 0>]
// LOWERED: gpu.launch_func @kernels::@saxpy
// SURFACE: llvm.func @saxpy(%{{.*}}: f32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64)
// SURFACE-SAME: arg_kinds = [0, 2, 2, 2, 2, 0, 0, 0, 0], arg_descs = ["", "buffer_t", "buffer_t", "buffer_t", "buffer_t", "", "", "", ""]

// After the host pipeline, only the LLVM dialect: the kernel is a host
// function called in the dispatch loops.
// HOST-NOT: gpu.
// HOST-NOT: genx.
// HOST: llvm.func @saxpy(
// HOST: llvm.func @main()
// HOST: llvm.call @saxpy(

// 32 lanes over 28 elements: out[i] = 2 i + i * i, the tail masked off (the
// host's -1 stays; read back with padding -1 past the end).
// CHECK: ( 0, 3, 8, 15, 24, 35, 48, 63, 80, 99, 120, 143, 168, 195, 224, 255 )
// CHECK-NEXT: ( 288, 323, 360, 399, 440, 483, 528, 575, 624, 675, 728, 783, -1, -1, -1, -1 )
// The groups and threads the kernel saw (group id * 10 + thread id per
// 8-lane chunk) and the sizes: 2 groups of 2 threads.
// CHECK-NEXT: ( 0, 1, 10, 11 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // out[16 g + 8 t .. +8] = a * x + y on 8 lanes, for group g and thread
    // t, masked at the buffers' sizes; ids[2 g + t] = 10 g + t. The index
    // operand n is passed as the kernel's i64.
    gpu.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %out: memref<?xf32>, %ids: memref<4xi32>, %n: index) kernel {
      %g = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %c8 = arith.constant 8 : index
      %gt = arith.muli %g, %bd : index
      %lin = arith.addi %gt, %t : index
      %base = arith.muli %lin, %c8 : index
      %pad = arith.constant 0.0 : f32
      %xv = vector.transfer_read %x[%base], %pad : memref<?xf32>, vector<8xf32>
      %yv = vector.transfer_read %y[%base], %pad : memref<?xf32>, vector<8xf32>
      %av = vector.broadcast %a : f32 to vector<8xf32>
      %r = vector.fma %av, %xv, %yv : vector<8xf32>
      vector.transfer_write %r, %out[%base] : vector<8xf32>, memref<?xf32>
      %c10 = arith.constant 10 : index
      %g10 = arith.muli %g, %c10 : index
      %id = arith.addi %g10, %t : index
      %id32 = arith.index_cast %id : index to i32
      memref.store %id32, %ids[%lin] : memref<4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %n = arith.constant 28 : index
    %hx = memref.alloc(%n) : memref<?xf32>
    %hy = memref.alloc(%n) : memref<?xf32>
    %hout = memref.alloc(%n) : memref<?xf32>
    %minus = arith.constant -1.0 : f32
    scf.for %i = %c0 to %n step %c1 {
      %i32 = arith.index_cast %i : index to i32
      %f = arith.sitofp %i32 : i32 to f32
      %f2 = arith.mulf %f, %f : f32
      memref.store %f, %hx[%i] : memref<?xf32>
      memref.store %f2, %hy[%i] : memref<?xf32>
      memref.store %minus, %hout[%i] : memref<?xf32>
    }
    %dx = gpu.alloc (%n) : memref<?xf32>
    %dy = gpu.alloc (%n) : memref<?xf32>
    %dout = gpu.alloc (%n) : memref<?xf32>
    gpu.memcpy %dx, %hx : memref<?xf32>, memref<?xf32>
    gpu.memcpy %dy, %hy : memref<?xf32>, memref<?xf32>
    gpu.memcpy %dout, %hout : memref<?xf32>, memref<?xf32>
    %a = arith.constant 2.0 : f32
    %dids = gpu.alloc () : memref<4xi32>
    gpu.launch_func @kernels::@saxpy blocks in (%c2, %c1, %c1) threads in (%c2, %c1, %c1) args(%a : f32, %dx : memref<?xf32>, %dy : memref<?xf32>, %dout : memref<?xf32>, %dids : memref<4xi32>, %n : index)
    gpu.memcpy %hout, %dout : memref<?xf32>, memref<?xf32>
    %hids = memref.alloc() : memref<4xi32>
    gpu.memcpy %hids, %dids : memref<4xi32>, memref<4xi32>
    gpu.dealloc %dids : memref<4xi32>
    gpu.dealloc %dx : memref<?xf32>
    gpu.dealloc %dy : memref<?xf32>
    gpu.dealloc %dout : memref<?xf32>
    %v0 = vector.load %hout[%c0] : memref<?xf32>, vector<16xf32>
    vector.print %v0 : vector<16xf32>
    %c16 = arith.constant 16 : index
    %v1 = vector.transfer_read %hout[%c16], %minus : memref<?xf32>, vector<16xf32>
    vector.print %v1 : vector<16xf32>
    %vi = vector.load %hids[%c0] : memref<4xi32>, vector<4xi32>
    vector.print %vi : vector<4xi32>
    return
  }
}
