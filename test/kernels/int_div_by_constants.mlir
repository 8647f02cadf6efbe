// Integer division and remainder of i32 by constants, signed and unsigned,
// over 64 values with the edges (0, +-1, INT_MIN, INT_MAX, -1 as unsigned
// 2^32 - 1, multiples of the divisors and their neighbours): 3, 7, -7, 10,
// 641, 2^31 - 1 and INT_MIN signed; 7 (a 33-bit magic number), 10, 1000,
// 2^31 + 1, 6 (a pre-shift) and 2^31 - 1 unsigned; floor and ceiling
// divisions. On dg2, which has no integer divide unit, convert-arith-to-genx
// multiplies by magic numbers (genx.smulh / genx.umulh); the results must be
// the CPU's, bit for bit.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: env GENX_LOWER_OPTIONS=device=dg2 %kernel-genx %s > %t.dg2.out
// RUN: %kernel-compare %s %t.ref.out %t.dg2.out
// RUN: %if genx-backend %{ rm -rf %t.d && env GENX_LOWER_OPTIONS=device=dg2 %kernel-compile %s %t.d dg2 && %kernel-check-asm %t.d dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @divide(%x: memref<64xi32>, %o: memref<24x64xi32>) kernel {
      %t = gpu.thread_id x
      %c16 = arith.constant 16 : index
      %i = arith.muli %t, %c16 : index
      %v = vector.load %x[%i] : memref<64xi32>, vector<16xi32>
      %d0 = arith.constant dense<3> : vector<16xi32>
      %r0 = arith.divsi %v, %d0 : vector<16xi32>
      %k0 = arith.constant 0 : index
      vector.store %r0, %o[%k0, %i] : memref<24x64xi32>, vector<16xi32>
      %d1 = arith.constant dense<7> : vector<16xi32>
      %r1 = arith.divsi %v, %d1 : vector<16xi32>
      %k1 = arith.constant 1 : index
      vector.store %r1, %o[%k1, %i] : memref<24x64xi32>, vector<16xi32>
      %d2 = arith.constant dense<-7> : vector<16xi32>
      %r2 = arith.divsi %v, %d2 : vector<16xi32>
      %k2 = arith.constant 2 : index
      vector.store %r2, %o[%k2, %i] : memref<24x64xi32>, vector<16xi32>
      %d3 = arith.constant dense<10> : vector<16xi32>
      %r3 = arith.divsi %v, %d3 : vector<16xi32>
      %k3 = arith.constant 3 : index
      vector.store %r3, %o[%k3, %i] : memref<24x64xi32>, vector<16xi32>
      %d4 = arith.constant dense<641> : vector<16xi32>
      %r4 = arith.divsi %v, %d4 : vector<16xi32>
      %k4 = arith.constant 4 : index
      vector.store %r4, %o[%k4, %i] : memref<24x64xi32>, vector<16xi32>
      %d5 = arith.constant dense<2147483647> : vector<16xi32>
      %r5 = arith.divsi %v, %d5 : vector<16xi32>
      %k5 = arith.constant 5 : index
      vector.store %r5, %o[%k5, %i] : memref<24x64xi32>, vector<16xi32>
      %d6 = arith.constant dense<-2147483648> : vector<16xi32>
      %r6 = arith.divsi %v, %d6 : vector<16xi32>
      %k6 = arith.constant 6 : index
      vector.store %r6, %o[%k6, %i] : memref<24x64xi32>, vector<16xi32>
      %d7 = arith.constant dense<3> : vector<16xi32>
      %r7 = arith.remsi %v, %d7 : vector<16xi32>
      %k7 = arith.constant 7 : index
      vector.store %r7, %o[%k7, %i] : memref<24x64xi32>, vector<16xi32>
      %d8 = arith.constant dense<-7> : vector<16xi32>
      %r8 = arith.remsi %v, %d8 : vector<16xi32>
      %k8 = arith.constant 8 : index
      vector.store %r8, %o[%k8, %i] : memref<24x64xi32>, vector<16xi32>
      %d9 = arith.constant dense<641> : vector<16xi32>
      %r9 = arith.remsi %v, %d9 : vector<16xi32>
      %k9 = arith.constant 9 : index
      vector.store %r9, %o[%k9, %i] : memref<24x64xi32>, vector<16xi32>
      %d10 = arith.constant dense<-2147483648> : vector<16xi32>
      %r10 = arith.remsi %v, %d10 : vector<16xi32>
      %k10 = arith.constant 10 : index
      vector.store %r10, %o[%k10, %i] : memref<24x64xi32>, vector<16xi32>
      %d11 = arith.constant dense<7> : vector<16xi32>
      %r11 = arith.divui %v, %d11 : vector<16xi32>
      %k11 = arith.constant 11 : index
      vector.store %r11, %o[%k11, %i] : memref<24x64xi32>, vector<16xi32>
      %d12 = arith.constant dense<10> : vector<16xi32>
      %r12 = arith.divui %v, %d12 : vector<16xi32>
      %k12 = arith.constant 12 : index
      vector.store %r12, %o[%k12, %i] : memref<24x64xi32>, vector<16xi32>
      %d13 = arith.constant dense<1000> : vector<16xi32>
      %r13 = arith.divui %v, %d13 : vector<16xi32>
      %k13 = arith.constant 13 : index
      vector.store %r13, %o[%k13, %i] : memref<24x64xi32>, vector<16xi32>
      %d14 = arith.constant dense<-2147483647> : vector<16xi32>
      %r14 = arith.divui %v, %d14 : vector<16xi32>
      %k14 = arith.constant 14 : index
      vector.store %r14, %o[%k14, %i] : memref<24x64xi32>, vector<16xi32>
      %d15 = arith.constant dense<6> : vector<16xi32>
      %r15 = arith.divui %v, %d15 : vector<16xi32>
      %k15 = arith.constant 15 : index
      vector.store %r15, %o[%k15, %i] : memref<24x64xi32>, vector<16xi32>
      %d16 = arith.constant dense<2147483647> : vector<16xi32>
      %r16 = arith.divui %v, %d16 : vector<16xi32>
      %k16 = arith.constant 16 : index
      vector.store %r16, %o[%k16, %i] : memref<24x64xi32>, vector<16xi32>
      %d17 = arith.constant dense<7> : vector<16xi32>
      %r17 = arith.remui %v, %d17 : vector<16xi32>
      %k17 = arith.constant 17 : index
      vector.store %r17, %o[%k17, %i] : memref<24x64xi32>, vector<16xi32>
      %d18 = arith.constant dense<10> : vector<16xi32>
      %r18 = arith.remui %v, %d18 : vector<16xi32>
      %k18 = arith.constant 18 : index
      vector.store %r18, %o[%k18, %i] : memref<24x64xi32>, vector<16xi32>
      %d19 = arith.constant dense<-2147483647> : vector<16xi32>
      %r19 = arith.remui %v, %d19 : vector<16xi32>
      %k19 = arith.constant 19 : index
      vector.store %r19, %o[%k19, %i] : memref<24x64xi32>, vector<16xi32>
      %d20 = arith.constant dense<6> : vector<16xi32>
      %r20 = arith.remui %v, %d20 : vector<16xi32>
      %k20 = arith.constant 20 : index
      vector.store %r20, %o[%k20, %i] : memref<24x64xi32>, vector<16xi32>
      %d21 = arith.constant dense<1000> : vector<16xi32>
      %r21 = arith.remui %v, %d21 : vector<16xi32>
      %k21 = arith.constant 21 : index
      vector.store %r21, %o[%k21, %i] : memref<24x64xi32>, vector<16xi32>
      %d22 = arith.constant dense<-7> : vector<16xi32>
      %r22 = arith.floordivsi %v, %d22 : vector<16xi32>
      %k22 = arith.constant 22 : index
      vector.store %r22, %o[%k22, %i] : memref<24x64xi32>, vector<16xi32>
      %d23 = arith.constant dense<10> : vector<16xi32>
      %r23 = arith.ceildivsi %v, %d23 : vector<16xi32>
      %k23 = arith.constant 23 : index
      vector.store %r23, %o[%k23, %i] : memref<24x64xi32>, vector<16xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %cn = arith.constant 24 : index
    %x = memref.alloc() : memref<64xi32>
    %o = memref.alloc() : memref<24x64xi32>
    %m = arith.constant 2654435761 : i32
    %s = arith.constant 7 : i32
    scf.for %i = %c0 to %c64 step %c1 {
      // Spread values: (i * 2654435761) >> 7, arithmetic.
      %ii = arith.index_cast %i : index to i32
      %p = arith.muli %ii, %m : i32
      %v = arith.shrsi %p, %s : i32
      memref.store %v, %x[%i] : memref<64xi32>
    }
    // Edges and multiples of the divisors and their neighbours.
    %edges = arith.constant dense<[0, 1, -1, -2147483648, 2147483647, -2147483647, 2147483646, 6, 7, 8, -7, -8, -6, 20, 21, 999, 1000, 1001, 640, 641, 642, -641, -642, 30, 2147483645, -2147483646, 1073741824, -1073741824, 4294, 13, 14, -14]> : vector<32xi32>
    vector.store %edges, %x[%c0] : memref<64xi32>, vector<32xi32>
    gpu.launch_func @kernels::@divide blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%x : memref<64xi32>, %o : memref<24x64xi32>)
    scf.for %i = %c0 to %c64 step %c16 {
      %v = vector.load %x[%i] : memref<64xi32>, vector<16xi32>
      vector.print str "x: "
      vector.print %v : vector<16xi32>
      scf.for %r = %c0 to %cn step %c1 {
        %q = vector.load %o[%r, %i] : memref<24x64xi32>, vector<16xi32>
        vector.print %q : vector<16xi32>
      }
    }
    return
  }
}
