// Histogram with atomics: 4096 keys (a multiplicative hash of the index, top
// 4 bits = bin) counted into 16 bins by memref.atomic_rmw addi from 8 blocks
// x 4 threads (128 keys each, scalar memref.load); the same threads also keep
// an i64 sum (addi), the largest and smallest key (maxs, minu), an OR of
// 1 << bin (ori), and an f32 sum of the bins (addf, integer values: exact in
// any order). The 64-bit atomic makes genx-lower address global memory by
// SVM (memory=auto; buffers have 32-bit atomics only).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed (a model of the hash): key[i] = (i * 2654435761) mod 2^32,
// bin = key >> 28; the bins sum to 4096, key sum as unsigned 64-bit values.
// CHECK: bins: ( 257, 255, 256, 257, 256, 255, 256, 256, 255, 258, 255, 256, 255, 258, 255, 256 )
// CHECK-NEXT: total: 4096
// CHECK-NEXT: key sum: 8796574480384
// CHECK-NEXT: max signed key: 2147101004
// CHECK-NEXT: min unsigned key: 0
// CHECK-NEXT: bin mask: 65535
// CHECK-NEXT: bin sum f32: 30717

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @histogram(%keys: memref<4096xi32>, %bins: memref<16xi32>, %sum: memref<1xi64>,
                        %mx: memref<1xi32>, %mn: memref<1xi32>, %mask: memref<1xi32>, %fsum: memref<1xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c128 = arith.constant 128 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %g0 = arith.muli %b, %bd : index
      %g = arith.addi %g0, %t : index
      %start = arith.muli %g, %c128 : index
      %end = arith.addi %start, %c128 : index
      %one = arith.constant 1 : i32
      %c28 = arith.constant 28 : i32
      scf.for %i = %start to %end step %c1 {
        %k = memref.load %keys[%i] : memref<4096xi32>
        %bin = arith.shrui %k, %c28 : i32
        %bi = arith.index_cast %bin : i32 to index
        %old = memref.atomic_rmw addi %one, %bins[%bi] : (i32, memref<16xi32>) -> i32
        %k64 = arith.extui %k : i32 to i64
        %o2 = memref.atomic_rmw addi %k64, %sum[%c0] : (i64, memref<1xi64>) -> i64
        %o3 = memref.atomic_rmw maxs %k, %mx[%c0] : (i32, memref<1xi32>) -> i32
        %o4 = memref.atomic_rmw minu %k, %mn[%c0] : (i32, memref<1xi32>) -> i32
        %bit = arith.shli %one, %bin : i32
        %o5 = memref.atomic_rmw ori %bit, %mask[%c0] : (i32, memref<1xi32>) -> i32
        %bf = arith.uitofp %bin : i32 to f32
        %o6 = memref.atomic_rmw addf %bf, %fsum[%c0] : (f32, memref<1xf32>) -> f32
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c4096 = arith.constant 4096 : index
    %mul = arith.constant -1640531535 : i32
    %keys = memref.alloc() : memref<4096xi32>
    scf.for %i = %c0 to %c4096 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %k = arith.muli %ii, %mul : i32
      memref.store %k, %keys[%i] : memref<4096xi32>
    }
    %bins = memref.alloc() : memref<16xi32>
    %zero = arith.constant 0 : i32
    scf.for %i = %c0 to %c16 step %c1 {
      memref.store %zero, %bins[%i] : memref<16xi32>
    }
    %sum = memref.alloc() : memref<1xi64>
    %mx = memref.alloc() : memref<1xi32>
    %mn = memref.alloc() : memref<1xi32>
    %mask = memref.alloc() : memref<1xi32>
    %fsum = memref.alloc() : memref<1xf32>
    %z64 = arith.constant 0 : i64
    %imin = arith.constant -2147483648 : i32
    %umax = arith.constant -1 : i32
    %fz = arith.constant 0.0 : f32
    memref.store %z64, %sum[%c0] : memref<1xi64>
    memref.store %imin, %mx[%c0] : memref<1xi32>
    memref.store %umax, %mn[%c0] : memref<1xi32>
    memref.store %zero, %mask[%c0] : memref<1xi32>
    memref.store %fz, %fsum[%c0] : memref<1xf32>
    gpu.launch_func @kernels::@histogram blocks in (%c8, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%keys : memref<4096xi32>, %bins : memref<16xi32>, %sum : memref<1xi64>,
             %mx : memref<1xi32>, %mn : memref<1xi32>, %mask : memref<1xi32>, %fsum : memref<1xf32>)
    %h = vector.load %bins[%c0] : memref<16xi32>, vector<16xi32>
    vector.print str "bins: "
    vector.print %h : vector<16xi32>
    %tot = vector.reduction <add>, %h : vector<16xi32> into i32
    vector.print str "total: "
    vector.print %tot : i32
    %s = memref.load %sum[%c0] : memref<1xi64>
    vector.print str "key sum: "
    vector.print %s : i64
    %m1 = memref.load %mx[%c0] : memref<1xi32>
    vector.print str "max signed key: "
    vector.print %m1 : i32
    %m2 = memref.load %mn[%c0] : memref<1xi32>
    vector.print str "min unsigned key: "
    vector.print %m2 : i32
    %m3 = memref.load %mask[%c0] : memref<1xi32>
    vector.print str "bin mask: "
    vector.print %m3 : i32
    %f = memref.load %fsum[%c0] : memref<1xf32>
    vector.print str "bin sum f32: "
    vector.print %f : f32
    return
  }
}
