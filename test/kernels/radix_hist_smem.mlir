// Radix-sort digit histogram, CUDA style (the counting pass of an LSD radix
// sort): 180 i32 keys, 3 blocks of 64 threads (threads past the end do not
// count). Threads 0..15 clear a 16-bucket workgroup histogram, barrier,
// every thread takes the 4-bit digit (key >> shift) & 15 (logical shift,
// shift = 4 passed as an i32 kernel argument) and bumps its bucket with
// memref.atomic_rmw addi, barrier, thread 0 then runs an exclusive prefix
// over the 16 buckets (accumulator carried by scf.for) and writes the
// block's bucket offsets while threads 0..15 write the block's counts.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// key[i] = 37 i^2 + 11 i - 3000 (i32), except key[7] = INT_MIN,
// key[100] = INT_MAX, key[150] = -1. Computed by a few lines of Python:
// CHECK: counts 0: ( 4, 5, 4, 2, 4, 4, 3, 2, 3, 4, 3, 6, 6, 3, 5, 6 )
// CHECK-NEXT: offsets 0: ( 0, 4, 9, 13, 15, 19, 23, 26, 28, 31, 35, 38, 44, 50, 53, 58 )
// CHECK-NEXT: counts 1: ( 5, 4, 3, 0, 2, 6, 2, 2, 5, 3, 5, 8, 4, 3, 5, 7 )
// CHECK-NEXT: offsets 1: ( 0, 5, 9, 12, 12, 14, 20, 22, 24, 29, 32, 37, 45, 49, 52, 57 )
// CHECK-NEXT: counts 2: ( 1, 4, 3, 5, 6, 2, 4, 4, 2, 5, 2, 2, 4, 2, 3, 3 )
// CHECK-NEXT: offsets 2: ( 0, 1, 5, 8, 13, 19, 21, 25, 29, 31, 36, 38, 40, 44, 46, 49 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @radix_hist(%keys: memref<180xi32>, %shift: i32, %counts: memref<3x16xi32>,
                         %offsets: memref<3x16xi32>)
        workgroup(%hist: memref<16xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c180 = arith.constant 180 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %mask = arith.constant 15 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %g = arith.addi %base, %tid : index
      %lo = arith.cmpi ult, %tid, %c16 : index
      scf.if %lo {
        memref.store %zero, %hist[%tid] : memref<16xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %inb = arith.cmpi ult, %g, %c180 : index
      scf.if %inb {
        %k = memref.load %keys[%g] : memref<180xi32>
        %s = arith.shrui %k, %shift : i32
        %d = arith.andi %s, %mask : i32
        %di = arith.index_cast %d : i32 to index
        %old = memref.atomic_rmw addi %one, %hist[%di] : (i32, memref<16xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      scf.if %lo {
        %n = memref.load %hist[%tid] : memref<16xi32, #gpu.address_space<workgroup>>
        memref.store %n, %counts[%bid, %tid] : memref<3x16xi32>
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %total = scf.for %b = %c0 to %c16 step %c1 iter_args(%run = %zero) -> (i32) {
          memref.store %run, %offsets[%bid, %b] : memref<3x16xi32>
          %n = memref.load %hist[%b] : memref<16xi32, #gpu.address_space<workgroup>>
          %next = arith.addi %run, %n : i32
          scf.yield %next : i32
        }
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c64 = arith.constant 64 : index
    %c100 = arith.constant 100 : index
    %c150 = arith.constant 150 : index
    %c180 = arith.constant 180 : index
    %keys = memref.alloc() : memref<180xi32>
    %counts = memref.alloc() : memref<3x16xi32>
    %offsets = memref.alloc() : memref<3x16xi32>
    %i11 = arith.constant 11 : i32
    %i37 = arith.constant 37 : i32
    %i3000 = arith.constant 3000 : i32
    scf.for %i = %c0 to %c180 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %sq = arith.muli %ii, %ii : i32
      %a = arith.muli %sq, %i37 : i32
      %b = arith.muli %ii, %i11 : i32
      %s = arith.addi %a, %b : i32
      %v = arith.subi %s, %i3000 : i32
      memref.store %v, %keys[%i] : memref<180xi32>
    }
    %imin = arith.constant -2147483648 : i32
    %imax = arith.constant 2147483647 : i32
    %m1 = arith.constant -1 : i32
    memref.store %imin, %keys[%c7] : memref<180xi32>
    memref.store %imax, %keys[%c100] : memref<180xi32>
    memref.store %m1, %keys[%c150] : memref<180xi32>
    %shift = arith.constant 4 : i32
    gpu.launch_func @kernels::@radix_hist blocks in (%c3, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%keys : memref<180xi32>, %shift : i32, %counts : memref<3x16xi32>,
             %offsets : memref<3x16xi32>)
    scf.for %b = %c0 to %c3 step %c1 {
      %bi = arith.index_cast %b : index to i64
      %cv = vector.load %counts[%b, %c0] : memref<3x16xi32>, vector<16xi32>
      vector.print str "counts "
      vector.print %bi : i64 punctuation <no_punctuation>
      vector.print str ": "
      vector.print %cv : vector<16xi32>
      %ov = vector.load %offsets[%b, %c0] : memref<3x16xi32>, vector<16xi32>
      vector.print str "offsets "
      vector.print %bi : i64 punctuation <no_punctuation>
      vector.print str ": "
      vector.print %ov : vector<16xi32>
    }
    memref.dealloc %keys : memref<180xi32>
    memref.dealloc %counts : memref<3x16xi32>
    memref.dealloc %offsets : memref<3x16xi32>
    return
  }
}
