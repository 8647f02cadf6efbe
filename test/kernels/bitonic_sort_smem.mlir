// Bitonic sort in shared memory, CUDA-samples style (sortingNetworks'
// bitonicSortShared): 2 blocks of 64 threads, each block sorts its 64 i32
// keys ascending in a workgroup attribution, one key per thread. Nested
// scf.for over log2(k) = 1..6 and over the stride j = k/2 .. 1 (computed
// with shifts), a gpu.barrier after every compare/exchange step; thread t
// pairs with t ^ j, the lower thread of a pair compares and swaps (scf.if)
// in the direction given by t & k. Keys have duplicates and the i32 extremes.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// key[i] = ((73 i + 11) mod 257) - 128, except key[3] = 2147483647,
// key[70] = -2147483648, key[10] = key[20] (= 58). Sorted per block by
// Python's sorted():
// CHECK: block 0: ( -126, -123, -120, -117, -106, -103, -100, -97, -94, -91, -88, -85, -82, -68, -65, -62, -59, -56, -53, -50, -47, -44, -33, -30, -27, -24, -21, -18, -15, -12, -9, 5, 8, 11, 14, 17, 20, 23, 26, 29, 40, 43, 46, 49, 52, 55, 58, 58, 61, 64, 78, 81, 84, 87, 90, 93, 96, 113, 116, 119, 122, 125, 128, 2147483647 )
// CHECK-NEXT: block 1: ( -2147483648, -127, -124, -121, -118, -115, -112, -109, -98, -95, -92, -89, -86, -83, -80, -77, -74, -71, -60, -57, -54, -51, -48, -45, -42, -39, -36, -22, -19, -16, -13, -10, -7, -4, -1, 2, 13, 16, 19, 22, 25, 28, 31, 34, 37, 51, 54, 57, 60, 63, 66, 69, 72, 75, 86, 89, 92, 95, 98, 101, 104, 107, 124, 127 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bitonic_sort(%keys: memref<128xi32>, %out: memref<128xi32>)
        workgroup(%s: memref<64xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %g = arith.addi %base, %tid : index
      %v = memref.load %keys[%g] : memref<128xi32>
      memref.store %v, %s[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %lk = %c1 to %c7 step %c1 {
        %k = arith.shli %c1, %lk : index
        scf.for %lj = %c0 to %lk step %c1 {
          // j = k >> (lj + 1): k/2, k/4, ..., 1
          %sh = arith.addi %lj, %c1 : index
          %j = arith.shrui %k, %sh : index
          %ixj = arith.xori %tid, %j : index
          %upper = arith.cmpi ugt, %ixj, %tid : index
          scf.if %upper {
            %a = memref.load %s[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
            %b = memref.load %s[%ixj] : memref<64xi32, #gpu.address_space<workgroup>>
            %dirbit = arith.andi %tid, %k : index
            %asc = arith.cmpi eq, %dirbit, %c0 : index
            %gt = arith.cmpi sgt, %a, %b : i32
            %lt = arith.cmpi slt, %a, %b : i32
            %swap = arith.select %asc, %gt, %lt : i1
            scf.if %swap {
              memref.store %b, %s[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
              memref.store %a, %s[%ixj] : memref<64xi32, #gpu.address_space<workgroup>>
            }
          }
          gpu.barrier
        }
      }
      %r = memref.load %s[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      memref.store %r, %out[%g] : memref<128xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c10 = arith.constant 10 : index
    %c11 = arith.constant 11 : index
    %c20 = arith.constant 20 : index
    %c64 = arith.constant 64 : index
    %c70 = arith.constant 70 : index
    %c73 = arith.constant 73 : index
    %c128 = arith.constant 128 : index
    %c257 = arith.constant 257 : index
    %keys = memref.alloc() : memref<128xi32>
    %out = memref.alloc() : memref<128xi32>
    %i128 = arith.constant 128 : i32
    scf.for %i = %c0 to %c128 step %c1 {
      %m = arith.muli %i, %c73 : index
      %a = arith.addi %m, %c11 : index
      %r = arith.remui %a, %c257 : index
      %ri = arith.index_cast %r : index to i32
      %v = arith.subi %ri, %i128 : i32
      memref.store %v, %keys[%i] : memref<128xi32>
    }
    %imax = arith.constant 2147483647 : i32
    %imin = arith.constant -2147483648 : i32
    memref.store %imax, %keys[%c3] : memref<128xi32>
    memref.store %imin, %keys[%c70] : memref<128xi32>
    %k20 = memref.load %keys[%c20] : memref<128xi32>
    memref.store %k20, %keys[%c10] : memref<128xi32>
    gpu.launch_func @kernels::@bitonic_sort blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%keys : memref<128xi32>, %out : memref<128xi32>)
    scf.for %b = %c0 to %c2 step %c1 {
      %off = arith.muli %b, %c64 : index
      %bi = arith.index_cast %b : index to i64
      %row = vector.load %out[%off] : memref<128xi32>, vector<64xi32>
      vector.print str "block "
      vector.print %bi : i64 punctuation <no_punctuation>
      vector.print str ": "
      vector.print %row : vector<64xi32>
    }
    memref.dealloc %keys : memref<128xi32>
    memref.dealloc %out : memref<128xi32>
    return
  }
}
