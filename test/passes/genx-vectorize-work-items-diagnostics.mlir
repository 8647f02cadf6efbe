// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(genx-vectorize-work-items)'

// A kernel with subgroup ops left one work item per thread has subgroups of
// one work item: said at the kernel, with the op that kept it unpacked (a
// shuffle over 32 lanes in groups of 16).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-warning @+1 {{runs one work item per GenX thread, so its subgroups are of one work item (gpu.subgroup_size is 1)}}
    gpu.func @too_wide(%in: memref<?xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 16, 1, 1>} {
      %i = gpu.global_id x
      %w = arith.constant 32 : i32
      %o = arith.constant 16 : i32
      %v = memref.load %in[%i] : memref<?xf32>
      // expected-note @+1 {{this op kept the work items from being packed into the lanes of a thread}}
      %x, %xv = gpu.shuffle xor %v, %o, %w : f32
      memref.store %x, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// A kernel the rules do not take at all (private memory): the warning
// alone.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-warning @+1 {{its subgroups are of one work item}}
    gpu.func @private_sum(%out: memref<?xf32>) private(%p: memref<4xf32, #gpu.address_space<private>>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %i = gpu.global_id x
      %c0 = arith.constant 0 : index
      %v = memref.load %out[%i] : memref<?xf32>
      memref.store %v, %p[%c0] : memref<4xf32, #gpu.address_space<private>>
      %w = memref.load %p[%c0] : memref<4xf32, #gpu.address_space<private>>
      %s = gpu.subgroup_reduce add %w : (f32) -> f32
      memref.store %s, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// Groups of one work item have subgroups of one anyway: no warning.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @single(%out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 1, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %out[%i] : memref<?xf32>
      %s = gpu.subgroup_reduce add %v : (f32) -> f32
      memref.store %s, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// The copy kept one work item per thread for launches of sizes W does not
// divide has subgroups of one on purpose: no warning.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sum(%out: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %out[%i] : memref<?xf32>
      %s = gpu.subgroup_reduce add %v : (f32) -> f32
      memref.store %s, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @host(%out: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@sum blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
        args(%out : memref<?xf32>)
    return
  }
}
