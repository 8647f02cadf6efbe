// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(genx-launch-on-host)' | FileCheck %s

// A launch of an SVM kernel: the kernels leave their gpu.module; the
// dispatch globals are created once; gpu.alloc/memcpy/dealloc become memref
// ops on the host and gpu.wait goes; the memref is passed as its aligned
// pointer, the index operand cast to the kernel's i32, and the size the
// kernel's genx.memref_metadata asks for appended; the group count and size
// are stored once, then the group loops (z outermost, x innermost: bounds
// 1, 2, 4) store the group id, and the thread loops (1, 1, 2) the local id
// before each call.
// CHECK-LABEL: module {
// CHECK-DAG: memref.global "public" @__genx_group_id : memref<3xi32> = dense<0>
// CHECK-DAG: memref.global "public" @__genx_local_id : memref<3xi32> = dense<0>
// CHECK-DAG: memref.global "public" @__genx_local_size : memref<3xi32> = dense<0>
// CHECK-DAG: memref.global "public" @__genx_group_count : memref<3xi32> = dense<0>
// CHECK-DAG: memref.global "public" @__genx_surfaces : memref<256xi64> = dense<0>
// CHECK-NOT: gpu.module
// CHECK: llvm.func @svm(%{{.*}}: i64, %{{.*}}: i32, %{{.*}}: i64)
// CHECK: func.func @main(%[[HOST:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[BUF:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK: memref.copy %[[HOST]], %[[BUF]] : memref<?xf32> to memref<?xf32>
// CHECK: %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[BUF]]
// CHECK: %[[P64:.*]] = arith.index_cast %[[PTR]] : index to i64
// CHECK: %[[N32:.*]] = arith.index_cast %[[N]] : index to i32
// CHECK: %{{.*}}, %{{.*}}, %[[SIZE:.*]], %{{.*}} = memref.extract_strided_metadata %[[BUF]]
// CHECK: %[[SIZE64:.*]] = arith.index_cast %[[SIZE]] : index to i64
// CHECK: %[[COUNT:.*]] = memref.get_global @__genx_group_count
// CHECK: %[[GX:.*]] = arith.index_cast %[[C4]] : index to i32
// CHECK: memref.store %[[GX]], %[[COUNT]][%{{.*}}]
// CHECK: %[[LSIZE:.*]] = memref.get_global @__genx_local_size
// CHECK: scf.for %[[Z:.*]] = %{{.*}} to %[[C1]]
// CHECK-NEXT: scf.for %[[Y:.*]] = %{{.*}} to %[[C2]]
// CHECK-NEXT: scf.for %[[X:.*]] = %{{.*}} to %[[C4]]
// CHECK-NEXT: %[[GID:.*]] = memref.get_global @__genx_group_id
// CHECK-NEXT: %[[X32:.*]] = arith.index_cast %[[X]] : index to i32
// CHECK-NEXT: %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT: memref.store %[[X32]], %[[GID]][%[[I0]]]
// CHECK: arith.index_cast %[[Z]] : index to i32
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[C1]]
// CHECK-NEXT: scf.for %{{.*}} = %{{.*}} to %[[C1]]
// CHECK-NEXT: scf.for %{{.*}} = %{{.*}} to %[[C2]]
// CHECK-NEXT: memref.get_global @__genx_local_id
// CHECK: llvm.call @svm(%[[P64]], %[[N32]], %[[SIZE64]]) : (i64, i32, i64) -> ()
// CHECK: memref.copy %[[BUF]], %[[HOST]]
// CHECK-NEXT: memref.dealloc %[[BUF]]
// CHECK-NEXT: return
// CHECK-NOT: gpu.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @svm(%p: i64, %n: i32, %d0: i64) attributes {gpu.kernel, genx.kernel = #genx.kernel<arg_kinds = [0, 0, 0], arg_descs = ["svmptr_t", "", ""]>, genx.memref_metadata = [array<i64: 0, 0, 0>]} {
      llvm.return
    }
  }
  func.func @main(%host: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %buf = gpu.alloc (%n) : memref<?xf32>
    gpu.memcpy %buf, %host : memref<?xf32>, memref<?xf32>
    gpu.launch_func @kernels::@svm blocks in (%c4, %c2, %c1) threads in (%c2, %c1, %c1) args(%buf : memref<?xf32>, %n : index)
    gpu.memcpy %host, %buf : memref<?xf32>, memref<?xf32>
    gpu.dealloc %buf : memref<?xf32>
    gpu.wait
    return
  }
}

// -----

// Surfaces: each memref argument of kind 2 is the index of its position,
// with its pointer stored at that index of __genx_surfaces; a kernel with
// shared local memory gets a host buffer of slm_size bytes as surface 254,
// freed after the launch.
// CHECK-LABEL: module {
// CHECK: func.func @main(%[[A:.*]]: memref<8xi32>, %[[B:.*]]: memref<4xf32>)
// CHECK: %[[SURF:.*]] = memref.get_global @__genx_surfaces : memref<256xi64>
// CHECK: %[[SLM:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK: %[[SLMPTR:.*]] = memref.extract_aligned_pointer_as_index %[[SLM]]
// CHECK: %[[SLM64:.*]] = arith.index_cast %[[SLMPTR]] : index to i64
// CHECK: %[[C254:.*]] = arith.constant 254 : index
// CHECK: memref.store %[[SLM64]], %[[SURF]][%[[C254]]] : memref<256xi64>
// CHECK: %[[AP:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK: %[[A64:.*]] = arith.index_cast %[[AP]] : index to i64
// CHECK: %[[I0:.*]] = arith.constant 0 : index
// CHECK: memref.store %[[A64]], %[[SURF]][%[[I0]]]
// CHECK: %[[BT0:.*]] = arith.constant 0 : i32
// CHECK: %[[BP:.*]] = memref.extract_aligned_pointer_as_index %[[B]]
// CHECK: %[[B64:.*]] = arith.index_cast %[[BP]] : index to i64
// CHECK: %[[I1:.*]] = arith.constant 1 : index
// CHECK: memref.store %[[B64]], %[[SURF]][%[[I1]]]
// CHECK: %[[BT1:.*]] = arith.constant 1 : i32
// CHECK: llvm.call @surf(%[[BT0]], %[[BT1]], %{{.*}}) : (i32, i32, f32) -> ()
// CHECK: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %[[SLM]] : memref<128xi8>
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @surf(%a: i32, %b: i32, %x: f32) attributes {gpu.kernel, genx.kernel = #genx.kernel<arg_kinds = [2, 2, 0], arg_descs = ["buffer_t", "buffer_t", ""], slm_size = 128>} {
      llvm.return
    }
  }
  func.func @main(%a: memref<8xi32>, %b: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %x = arith.constant 2.5 : f32
    gpu.launch_func @kernels::@surf blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<8xi32>, %b : memref<4xf32>, %x : f32)
    return
  }
}

// -----

// Asynchronous forms run in program order; their tokens go.
// CHECK-LABEL: func.func @async_ops(
// CHECK-SAME: %[[N:.*]]: index)
// CHECK-NEXT: %[[BUF:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.dealloc %[[BUF]] : memref<?xf32>
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  func.func @async_ops(%n: index) {
    %t = gpu.wait async
    %buf, %t2 = gpu.alloc async [%t] (%n) : memref<?xf32>
    %t3 = gpu.dealloc async [%t2] %buf : memref<?xf32>
    gpu.wait [%t3]
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func private @keep(!gpu.async.token)
  func.func @main() {
    %t = gpu.wait async
    // expected-error @+1 {{'func.call' op uses a GPU async token, which has no meaning once launches run on the host}}
    func.call @keep(%t) : (!gpu.async.token) -> ()
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @main(%m: memref<8xi32>, %v: i32) {
    // expected-error @+1 {{'gpu.memset' op is not supported on the host; fill the buffer with a loop}}
    gpu.memset %m, %v : memref<8xi32>, i32
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op launches @kernels::@k, which is not a kernel genx-lower lowered (run genx-lower on the program first)}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @k() attributes {gpu.kernel} {
      llvm.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op launches @kernels::@k, which has no genx.kernel attribute}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @k(%p: i64) attributes {gpu.kernel, genx.kernel = #genx.kernel<arg_kinds = [0], arg_descs = ["svmptr_t"]>} {
      llvm.return
    }
  }
  func.func @main(%m: memref<8xi32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op passes more arguments than @kernels::@k takes}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<8xi32>, %c1 : index)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @k(%p: i64, %q: i64) attributes {gpu.kernel, genx.kernel = #genx.kernel<arg_kinds = [0, 0], arg_descs = ["svmptr_t", "svmptr_t"]>} {
      llvm.return
    }
  }
  func.func @main(%m: memref<8xi32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op passes 1 arguments after the GenX ABI, but @kernels::@k takes 2}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<8xi32>)
    return
  }
}

// -----

// Metadata of a dimension the memref does not have: an error, not a crash.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @k(%p: i64, %d: i64) attributes {gpu.kernel, genx.kernel = #genx.kernel<arg_kinds = [0, 0], arg_descs = ["svmptr_t", ""]>, genx.memref_metadata = [array<i64: 0, 0, 3>]} {
      llvm.return
    }
  }
  func.func @main(%m: memref<8xi32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op cannot pass the metadata [0, 0, 3] @kernels::@k takes: no such memref operand or dimension}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<8xi32>)
    return
  }
}

// -----

// Metadata of an operand that is not a memref.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @k(%x: i32, %d: i64) attributes {gpu.kernel, genx.kernel = #genx.kernel<>, genx.memref_metadata = [array<i64: 0, 1, 0>]} {
      llvm.return
    }
  }
  func.func @main(%m: memref<8xi32>, %x: i32) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op cannot pass the metadata [0, 1, 0] @kernels::@k takes}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : i32)
    return
  }
}

// -----

// A kernel named like a host function is renamed as it leaves its module
// (its launches follow); one named like its own gpu.module (as
// gpu-kernel-outlining names them) keeps its name.
// CHECK-LABEL: llvm.func @kernels_main_0()
// CHECK-LABEL: llvm.func @main_kernel()
// CHECK-LABEL: func.func @main()
// CHECK: llvm.call @kernels_main_0()
// CHECK: llvm.call @main_kernel()
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @main() attributes {gpu.kernel, genx.kernel = #genx.kernel<>} {
      llvm.return
    }
  }
  gpu.module @main_kernel {
    llvm.func @main_kernel() attributes {gpu.kernel, genx.kernel = #genx.kernel<>} {
      llvm.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@main blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @main_kernel::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// A kernel that waits at a barrier (through a function it calls): its
// arguments are packed into a stack slot at the host function's entry, an
// item function unpacks them and calls the kernel, and each group runs
// through the host runtime, which sets the local id itself; barriers (and
// the wait half of a split barrier) call the runtime; a kernel without a
// barrier keeps its thread loops.
// CHECK-LABEL: module {
// CHECK: llvm.func @wait()
// CHECK-NEXT: llvm.call @genx_host_barrier() : () -> ()
// CHECK-NEXT: genx.sbarrier {mode = signal}
// CHECK-NEXT: llvm.call @genx_host_barrier() : () -> ()
// CHECK: llvm.func @meet(%{{.*}}: i64, %{{.*}}: i32)
// CHECK-NEXT: llvm.call @wait()
// CHECK: llvm.func @alone(%{{.*}}: i32)
// CHECK: func.func @main(%[[BUF:.*]]: memref<16xf32>, %[[N:.*]]: i32)
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(i64, i32)>
// CHECK: %[[P64:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK: %[[F0:.*]] = llvm.getelementptr %[[SLOT]][0, 0]
// CHECK-NEXT: llvm.store %[[P64]], %[[F0]] : i64, !llvm.ptr
// CHECK-NEXT: %[[F1:.*]] = llvm.getelementptr %[[SLOT]][0, 1]
// CHECK-NEXT: llvm.store %[[N]], %[[F1]] : i32, !llvm.ptr
// CHECK-NEXT: %[[ITEM:.*]] = llvm.mlir.addressof @meet.item : !llvm.ptr
// CHECK: %[[LID:.*]] = llvm.inttoptr
// CHECK: %[[NX:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK: scf.for
// CHECK-NEXT: scf.for
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.get_global @__genx_group_id
// CHECK-NOT: scf.for
// CHECK: llvm.call @genx_host_run_group(%[[ITEM]], %[[SLOT]], %[[NX]], %{{.*}}, %{{.*}}, %[[LID]])
// CHECK: scf.for
// CHECK: memref.get_global @__genx_local_id
// CHECK: llvm.call @alone(%[[N]])
// CHECK: llvm.func @meet.item(%[[CTX:.*]]: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64)
// CHECK-NEXT: %[[G0:.*]] = llvm.getelementptr %[[CTX]][0, 0]
// CHECK-NEXT: %[[A0:.*]] = llvm.load %[[G0]] : !llvm.ptr -> i64
// CHECK-NEXT: %[[G1:.*]] = llvm.getelementptr %[[CTX]][0, 1]
// CHECK-NEXT: %[[A1:.*]] = llvm.load %[[G1]] : !llvm.ptr -> i32
// CHECK-NEXT: llvm.call @meet(%[[A0]], %[[A1]])
// CHECK: llvm.func @genx_host_run_group(!llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr)
// CHECK: llvm.func @genx_host_barrier()
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @wait() {
      genx.barrier
      genx.sbarrier {mode = signal} : () -> ()
      genx.sbarrier {mode = wait} : () -> ()
      llvm.return
    }
    llvm.func @meet(%p: i64, %n: i32) attributes {gpu.kernel, genx.kernel = #genx.kernel<arg_kinds = [0, 0], arg_descs = ["svmptr_t", ""]>} {
      llvm.call @wait() : () -> ()
      llvm.return
    }
    llvm.func @alone(%n: i32) attributes {gpu.kernel, genx.kernel = #genx.kernel<arg_kinds = [0], arg_descs = [""]>} {
      llvm.return
    }
  }
  func.func @main(%buf: memref<16xf32>, %n: i32) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @kernels::@meet blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1) args(%buf : memref<16xf32>, %n : i32)
    gpu.launch_func @kernels::@alone blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1) args(%n : i32)
    return
  }
}
