// A workgroup buffer made by memref.alloc inside the kernel (not a
// workgroup attribution): the work items packed into a thread's lanes
// share it with the group's other threads, as through an attribution.
//   @block_sum: each group of 64 sums its x[g] through a memref.alloc'd
//     workgroup buffer of 64 floats, a halving tree with a barrier a level;
//     thread 0 writes the group's sum.
// 2 groups of 64 work items, x[j] = (13 j + 5) mod 64: each group's 64
// values are 0..63 in another order, whose sum is 2016.
// The CPU reference gives each work item a buffer of its own (it runs the
// threads of a group as fibers, and memref.alloc allocates per call), so
// only the GenX route runs, checked against the sums worked out here.
// RUN: %kernel-genx %s > %t.genx.out
// RUN: FileCheck %s --input-file=%t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// CHECK: ( 2016, 2016 )
// LOWER-LABEL: llvm.func @block_sum
// LOWER-SAME: genx.work_items_per_thread = 
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @block_sum(%x: memref<?xi32>, %sums: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c32 = arith.constant 32 : index
      %part = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      %t = gpu.thread_id x
      %g = gpu.global_id x
      %v = memref.load %x[%g] : memref<?xi32>
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %part[%t] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %level = %c0 to %c6 step %c1 {
        %s = arith.shrui %c32, %level : index
        %active = arith.cmpi ult, %t, %s : index
        scf.if %active {
          %o = arith.addi %t, %s : index
          %a = memref.load %part[%t] : memref<64xf32, #gpu.address_space<workgroup>>
          %b = memref.load %part[%o] : memref<64xf32, #gpu.address_space<workgroup>>
          %sum = arith.addf %a, %b : f32
          memref.store %sum, %part[%t] : memref<64xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %b = gpu.block_id x
        %r = memref.load %part[%c0] : memref<64xf32, #gpu.address_space<workgroup>>
        memref.store %r, %sums[%b] : memref<?xf32>
      }
      memref.dealloc %part : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c13 = arith.constant 13 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %x = memref.alloc(%c128) : memref<?xi32>
    %sums = memref.alloc(%c2) : memref<?xf32>
    scf.for %j = %c0 to %c128 step %c1 {
      %m = arith.muli %j, %c13 : index
      %a = arith.addi %m, %c5 : index
      %r = arith.remui %a, %c64 : index
      %ri = arith.index_cast %r : index to i32
      memref.store %ri, %x[%j] : memref<?xi32>
    }
    gpu.launch_func @kernels::@block_sum blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<?xi32>, %sums : memref<?xf32>)
    %s = vector.load %sums[%c0] : memref<?xf32>, vector<2xf32>
    vector.print %s : vector<2xf32>
    memref.dealloc %x : memref<?xi32>
    memref.dealloc %sums : memref<?xf32>
    return
  }
}
