// Integer corner cases, 16 lanes per op read from memory: divsi, remsi,
// ceildivsi, floordivsi, divui, remui, ceildivui with every sign
// combination and INT_MAX / INT_MIN / -INT_MAX dividends (no division by 0,
// no INT_MIN / -1); mulsi_extended / mului_extended low and high halves;
// extui and extsi of i1 compare vectors; trunci i32 -> i8; shli / shrsi /
// shrui on i8 (counts 0..7) and i16 (counts 0..15) vectors; i64 divsi,
// remsi, floordivsi, ceildivsi, mulsi_extended and trunci i64 -> i16 with
// INT64_MAX / INT64_MIN; scalar index-dialect arithmetic in an scf.for
// (ceildivs, floordivs, divs, rems, shl, shrs, maxs, mins) on index values
// from index.casts, results index_cast to i64.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Computed by a few lines of Python (truncating / floor / ceil division,
// two's complement wrapping) over the same inputs:
// CHECK: divsi: ( 3, -3, -3, 3, 0, 0, 0, 1073741823, -715827882, 3, -3, -14, -14, 1, -1, 536870911 )
// CHECK-NEXT: remsi: ( 1, -1, 1, -1, 0, 1, -1, 1, -2, 1, -1, 2, -2, 0, 0, -3 )
// CHECK-NEXT: ceildivsi: ( 4, -3, -3, 4, 0, 1, 0, 1073741824, -715827882, 4, -3, -14, -14, 1, -1, 536870912 )
// CHECK-NEXT: floordivsi: ( 3, -4, -4, 3, 0, 0, -1, 1073741823, -715827883, 3, -4, -15, -15, 1, -1, 536870911 )
// CHECK-NEXT: divui: ( 3, 2147483644, 0, 0, 0, 0, 1431655765, 1073741823, 715827882, 3, 1073741820, 0, 613566742, 1, 858993458, 0 )
// CHECK-NEXT: remui: ( 1, 1, 7, -7, 0, 1, 0, 1, 2, 1, 3, 100, 2, 0, 1, -2147483647 )
// CHECK-NEXT: ceildivui: ( 4, 2147483645, 1, 1, 0, 1, 1431655765, 1073741824, 715827883, 4, 1073741821, 1, 613566743, 1, 858993459, 1 )
// CHECK-NEXT: mulsi_lo: ( 14, -14, -14, 14, 0, 3, -3, -2, -2147483648, 52, -52, -700, -700, 25, -25, -4 )
// CHECK-NEXT: mulsi_hi: ( 0, -1, -1, 0, 0, 0, -1, 0, -2, 0, -1, -1, -1, 0, -1, 1 )
// CHECK-NEXT: mului_lo: ( 14, -14, -14, 14, 0, 3, -3, -2, -2147483648, 52, -52, -700, -700, 25, -25, -4 )
// CHECK-NEXT: mului_hi: ( 0, 1, 6, -9, 0, 0, 2, 0, 1, 0, 3, 99, 6, 0, 4, 2147483646 )
// CHECK-NEXT: ult_extui: ( 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1 )
// CHECK-NEXT: slt_extsi: ( 0, -1, 0, -1, -1, -1, -1, 0, -1, 0, -1, 0, -1, 0, -1, -1 )
// CHECK-NEXT: trunc8: ( 7, -7, 7, -7, 0, 1, -1, -1, 0, 13, -13, 100, -100, 5, -5, 1 )
// CHECK-NEXT: shl8: ( -128, -2, -4, 8, 48, -96, -128, 0, 0, -64, -32, 16, -104, 84, 84, 64 )
// CHECK-NEXT: shrsi8: ( -128, -1, 31, 0, -5, 2, -2, 0, -1, -1, 3, 0, -10, 21, -43, 64 )
// CHECK-NEXT: shrui8: ( -128, 127, 31, 0, 11, 2, 2, 0, 1, 3, 3, 0, 22, 21, 85, 64 )
// CHECK-NEXT: shl16: ( -32768, -2, -8, 32, -7296, -22016, 20480, 0, 0, -16384, -4096, 1024, -14592, 21824, -21856, 1024 )
// CHECK-NEXT: shrsi16: ( -32768, -1, 4095, 0, -97, 42, -11, 0, -1, -1, 7, 0, -49, 341, -1366, 64 )
// CHECK-NEXT: shrui16: ( -32768, 32767, 4095, 0, 415, 42, 21, 0, 1, 3, 7, 0, 207, 341, 2730, 64 )
// CHECK-NEXT: divsi64: ( 1317624576693539401, -1024819115206086200, 76923076923, -123456789012 )
// CHECK-NEXT: remsi64: ( 0, -8, -8, 345 )
// CHECK-NEXT: floordivsi64: ( 1317624576693539401, -1024819115206086201, 76923076923, -123456789013 )
// CHECK-NEXT: ceildivsi64: ( 1317624576693539401, -1024819115206086200, 76923076924, -123456789012 )
// CHECK-NEXT: mulsi64_hi: ( 3, -5, 0, -1 )
// CHECK-NEXT: mulsi64_lo: ( 9223372036854775801, -9223372036854775808, 13000000000091, -123456789012345000 )
// CHECK-NEXT: trunc16_of_64: ( -1, 0, -4103, -8327 )
// CHECK-NEXT: index_ceildivs: ( -3, -3, 0, -14 )
// CHECK-NEXT: index_floordivs: ( -4, -4, -1, -15 )
// CHECK-NEXT: index_divs: ( -3, -3, 0, -14 )
// CHECK-NEXT: index_rems: ( -2, 2, -1, 2 )
// CHECK-NEXT: index_shl3: ( -136, 136, -8, 800 )
// CHECK-NEXT: index_shrs2: ( -5, 4, -1, 25 )
// CHECK-NEXT: index_maxs_mins: ( 4983, 16995, 2999, 99993 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @int32(%pa: memref<16xi32>, %pb: memref<16xi32>, %o: memref<14x16xi32>) kernel {
      %c0 = arith.constant 0 : index
      %a = vector.load %pa[%c0] : memref<16xi32>, vector<16xi32>
      %b = vector.load %pb[%c0] : memref<16xi32>, vector<16xi32>
      %r0 = arith.divsi %a, %b : vector<16xi32>
      %r1 = arith.remsi %a, %b : vector<16xi32>
      %r2 = arith.ceildivsi %a, %b : vector<16xi32>
      %r3 = arith.floordivsi %a, %b : vector<16xi32>
      %r4 = arith.divui %a, %b : vector<16xi32>
      %r5 = arith.remui %a, %b : vector<16xi32>
      %r6 = arith.ceildivui %a, %b : vector<16xi32>
      %r7, %r8 = arith.mulsi_extended %a, %b : vector<16xi32>
      %r9, %r10 = arith.mului_extended %a, %b : vector<16xi32>
      %ult = arith.cmpi ult, %a, %b : vector<16xi32>
      %r11 = arith.extui %ult : vector<16xi1> to vector<16xi32>
      %slt = arith.cmpi slt, %a, %b : vector<16xi32>
      %r12 = arith.extsi %slt : vector<16xi1> to vector<16xi32>
      %t8 = arith.trunci %a : vector<16xi32> to vector<16xi8>
      %r13 = arith.extsi %t8 : vector<16xi8> to vector<16xi32>
      %k0 = arith.constant 0 : index
      vector.store %r0, %o[%k0, %c0] : memref<14x16xi32>, vector<16xi32>
      %k1 = arith.constant 1 : index
      vector.store %r1, %o[%k1, %c0] : memref<14x16xi32>, vector<16xi32>
      %k2 = arith.constant 2 : index
      vector.store %r2, %o[%k2, %c0] : memref<14x16xi32>, vector<16xi32>
      %k3 = arith.constant 3 : index
      vector.store %r3, %o[%k3, %c0] : memref<14x16xi32>, vector<16xi32>
      %k4 = arith.constant 4 : index
      vector.store %r4, %o[%k4, %c0] : memref<14x16xi32>, vector<16xi32>
      %k5 = arith.constant 5 : index
      vector.store %r5, %o[%k5, %c0] : memref<14x16xi32>, vector<16xi32>
      %k6 = arith.constant 6 : index
      vector.store %r6, %o[%k6, %c0] : memref<14x16xi32>, vector<16xi32>
      %k7 = arith.constant 7 : index
      vector.store %r7, %o[%k7, %c0] : memref<14x16xi32>, vector<16xi32>
      %k8 = arith.constant 8 : index
      vector.store %r8, %o[%k8, %c0] : memref<14x16xi32>, vector<16xi32>
      %k9 = arith.constant 9 : index
      vector.store %r9, %o[%k9, %c0] : memref<14x16xi32>, vector<16xi32>
      %k10 = arith.constant 10 : index
      vector.store %r10, %o[%k10, %c0] : memref<14x16xi32>, vector<16xi32>
      %k11 = arith.constant 11 : index
      vector.store %r11, %o[%k11, %c0] : memref<14x16xi32>, vector<16xi32>
      %k12 = arith.constant 12 : index
      vector.store %r12, %o[%k12, %c0] : memref<14x16xi32>, vector<16xi32>
      %k13 = arith.constant 13 : index
      vector.store %r13, %o[%k13, %c0] : memref<14x16xi32>, vector<16xi32>
      gpu.return
    }

    gpu.func @narrow(%x8: memref<2x16xi8>, %o8: memref<3x16xi8>, %x16: memref<2x16xi16>, %o16: memref<3x16xi16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %v8 = vector.load %x8[%c0, %c0] : memref<2x16xi8>, vector<16xi8>
      %s8 = vector.load %x8[%c1, %c0] : memref<2x16xi8>, vector<16xi8>
      %a8 = arith.shli %v8, %s8 : vector<16xi8>
      %b8 = arith.shrsi %v8, %s8 : vector<16xi8>
      %d8 = arith.shrui %v8, %s8 : vector<16xi8>
      vector.store %a8, %o8[%c0, %c0] : memref<3x16xi8>, vector<16xi8>
      vector.store %b8, %o8[%c1, %c0] : memref<3x16xi8>, vector<16xi8>
      vector.store %d8, %o8[%c2, %c0] : memref<3x16xi8>, vector<16xi8>
      %v16 = vector.load %x16[%c0, %c0] : memref<2x16xi16>, vector<16xi16>
      %s16 = vector.load %x16[%c1, %c0] : memref<2x16xi16>, vector<16xi16>
      %a16 = arith.shli %v16, %s16 : vector<16xi16>
      %b16 = arith.shrsi %v16, %s16 : vector<16xi16>
      %d16 = arith.shrui %v16, %s16 : vector<16xi16>
      vector.store %a16, %o16[%c0, %c0] : memref<3x16xi16>, vector<16xi16>
      vector.store %b16, %o16[%c1, %c0] : memref<3x16xi16>, vector<16xi16>
      vector.store %d16, %o16[%c2, %c0] : memref<3x16xi16>, vector<16xi16>
      gpu.return
    }

    gpu.func @wide(%ab: memref<2x4xi64>, %o64: memref<7x4xi64>, %pq: memref<2x4xi32>, %oi: memref<7x4xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %a = vector.load %ab[%c0, %c0] : memref<2x4xi64>, vector<4xi64>
      %b = vector.load %ab[%c1, %c0] : memref<2x4xi64>, vector<4xi64>
      %q0 = arith.divsi %a, %b : vector<4xi64>
      %q1 = arith.remsi %a, %b : vector<4xi64>
      %q2 = arith.floordivsi %a, %b : vector<4xi64>
      %q3 = arith.ceildivsi %a, %b : vector<4xi64>
      %lo, %hi = arith.mulsi_extended %a, %b : vector<4xi64>
      %t16 = arith.trunci %a : vector<4xi64> to vector<4xi16>
      %q6 = arith.extsi %t16 : vector<4xi16> to vector<4xi64>
      vector.store %q0, %o64[%c0, %c0] : memref<7x4xi64>, vector<4xi64>
      vector.store %q1, %o64[%c1, %c0] : memref<7x4xi64>, vector<4xi64>
      vector.store %q2, %o64[%c2, %c0] : memref<7x4xi64>, vector<4xi64>
      vector.store %q3, %o64[%c3, %c0] : memref<7x4xi64>, vector<4xi64>
      vector.store %hi, %o64[%c4, %c0] : memref<7x4xi64>, vector<4xi64>
      vector.store %lo, %o64[%c5, %c0] : memref<7x4xi64>, vector<4xi64>
      vector.store %q6, %o64[%c6, %c0] : memref<7x4xi64>, vector<4xi64>
      scf.for %i = %c0 to %c4 step %c1 {
        %pi = memref.load %pq[%c0, %i] : memref<2x4xi32>
        %qi = memref.load %pq[%c1, %i] : memref<2x4xi32>
        %p = index.casts %pi : i32 to index
        %q = index.casts %qi : i32 to index
        %e0 = index.ceildivs %p, %q
        %e1 = index.floordivs %p, %q
        %e2 = index.divs %p, %q
        %e3 = index.rems %p, %q
        %k3 = index.constant 3
        %k2 = index.constant 2
        %k1000 = index.constant 1000
        %e4 = index.shl %p, %k3
        %e5 = index.shrs %p, %k2
        %mx = index.maxs %p, %q
        %mn = index.mins %p, %q
        %mx1 = index.mul %mx, %k1000
        %e6 = index.add %mx1, %mn
        %w0 = arith.index_cast %e0 : index to i64
        %w1 = arith.index_cast %e1 : index to i64
        %w2 = arith.index_cast %e2 : index to i64
        %w3 = arith.index_cast %e3 : index to i64
        %w4 = arith.index_cast %e4 : index to i64
        %w5 = arith.index_cast %e5 : index to i64
        %w6 = arith.index_cast %e6 : index to i64
        memref.store %w0, %oi[%c0, %i] : memref<7x4xi64>
        memref.store %w1, %oi[%c1, %i] : memref<7x4xi64>
        memref.store %w2, %oi[%c2, %i] : memref<7x4xi64>
        memref.store %w3, %oi[%c3, %i] : memref<7x4xi64>
        memref.store %w4, %oi[%c4, %i] : memref<7x4xi64>
        memref.store %w5, %oi[%c5, %i] : memref<7x4xi64>
        memref.store %w6, %oi[%c6, %i] : memref<7x4xi64>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c9 = arith.constant 9 : index
    %c10 = arith.constant 10 : index
    %c11 = arith.constant 11 : index
    %c12 = arith.constant 12 : index
    %c13 = arith.constant 13 : index
    %pa = memref.alloc() : memref<16xi32>
    %pb = memref.alloc() : memref<16xi32>
    %o = memref.alloc() : memref<14x16xi32>
    %x8 = memref.alloc() : memref<2x16xi8>
    %o8 = memref.alloc() : memref<3x16xi8>
    %x16 = memref.alloc() : memref<2x16xi16>
    %o16 = memref.alloc() : memref<3x16xi16>
    %ab = memref.alloc() : memref<2x4xi64>
    %o64 = memref.alloc() : memref<7x4xi64>
    %pq = memref.alloc() : memref<2x4xi32>
    %oi = memref.alloc() : memref<7x4xi64>
    %va = arith.constant dense<[7, -7, 7, -7, 0, 1, -1, 2147483647, -2147483648, 13, -13, 100, -100, 5, -5, -2147483647]> : vector<16xi32>
    %vb = arith.constant dense<[2, 2, -2, -2, 3, 3, 3, 2, 3, 4, 4, -7, 7, 5, 5, -4]> : vector<16xi32>
    vector.store %va, %pa[%c0] : memref<16xi32>, vector<16xi32>
    vector.store %vb, %pb[%c0] : memref<16xi32>, vector<16xi32>
    // i8 values: the 8 edge values twice; counts 0..7 then 7..0
    %e8 = arith.constant dense<[-128, -1, 127, 1, -77, 85, -86, 64]> : vector<8xi8>
    %e16 = arith.constant dense<[-32768, -1, 32767, 1, -12345, 21845, -21846, 256]> : vector<8xi16>
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    scf.for %i = %c0 to %c16 step %c1 {
      %j = arith.remui %i, %c8 : index
      %v = vector.extract %e8[%j] : i8 from vector<8xi8>
      memref.store %v, %x8[%c0, %i] : memref<2x16xi8>
      %w = vector.extract %e16[%j] : i16 from vector<8xi16>
      memref.store %w, %x16[%c0, %i] : memref<2x16xi16>
      // i8 count: i < 8 ? i : 15 - i
      %lt = arith.cmpi ult, %i, %c8 : index
      %c15 = arith.constant 15 : index
      %r = arith.subi %c15, %i : index
      %cnt = arith.select %lt, %i, %r : index
      %cnt8 = arith.index_cast %cnt : index to i8
      memref.store %cnt8, %x8[%c1, %i] : memref<2x16xi8>
    }
    %s16 = arith.constant dense<[0, 1, 3, 5, 7, 9, 11, 13, 15, 14, 12, 10, 8, 6, 4, 2]> : vector<16xi16>
    vector.store %s16, %x16[%c1, %c0] : memref<2x16xi16>, vector<16xi16>
    %a64 = arith.constant dense<[9223372036854775807, -9223372036854775808, -1000000000007, 123456789012345]> : vector<4xi64>
    %b64 = arith.constant dense<[7, 9, -13, -1000]> : vector<4xi64>
    vector.store %a64, %ab[%c0, %c0] : memref<2x4xi64>, vector<4xi64>
    vector.store %b64, %ab[%c1, %c0] : memref<2x4xi64>, vector<4xi64>
    %p4 = arith.constant dense<[-17, 17, -1, 100]> : vector<4xi32>
    %q4 = arith.constant dense<[5, -5, 3, -7]> : vector<4xi32>
    vector.store %p4, %pq[%c0, %c0] : memref<2x4xi32>, vector<4xi32>
    vector.store %q4, %pq[%c1, %c0] : memref<2x4xi32>, vector<4xi32>
    gpu.launch_func @kernels::@int32 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%pa : memref<16xi32>, %pb : memref<16xi32>, %o : memref<14x16xi32>)
    gpu.launch_func @kernels::@narrow blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x8 : memref<2x16xi8>, %o8 : memref<3x16xi8>, %x16 : memref<2x16xi16>, %o16 : memref<3x16xi16>)
    gpu.launch_func @kernels::@wide blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%ab : memref<2x4xi64>, %o64 : memref<7x4xi64>, %pq : memref<2x4xi32>, %oi : memref<7x4xi64>)
    %o_0 = vector.load %o[%c0, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "divsi: "
    vector.print %o_0 : vector<16xi32>
    %o_1 = vector.load %o[%c1, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "remsi: "
    vector.print %o_1 : vector<16xi32>
    %o_2 = vector.load %o[%c2, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "ceildivsi: "
    vector.print %o_2 : vector<16xi32>
    %o_3 = vector.load %o[%c3, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "floordivsi: "
    vector.print %o_3 : vector<16xi32>
    %o_4 = vector.load %o[%c4, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "divui: "
    vector.print %o_4 : vector<16xi32>
    %o_5 = vector.load %o[%c5, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "remui: "
    vector.print %o_5 : vector<16xi32>
    %o_6 = vector.load %o[%c6, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "ceildivui: "
    vector.print %o_6 : vector<16xi32>
    %o_7 = vector.load %o[%c7, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "mulsi_lo: "
    vector.print %o_7 : vector<16xi32>
    %o_8 = vector.load %o[%c8, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "mulsi_hi: "
    vector.print %o_8 : vector<16xi32>
    %o_9 = vector.load %o[%c9, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "mului_lo: "
    vector.print %o_9 : vector<16xi32>
    %o_10 = vector.load %o[%c10, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "mului_hi: "
    vector.print %o_10 : vector<16xi32>
    %o_11 = vector.load %o[%c11, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "ult_extui: "
    vector.print %o_11 : vector<16xi32>
    %o_12 = vector.load %o[%c12, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "slt_extsi: "
    vector.print %o_12 : vector<16xi32>
    %o_13 = vector.load %o[%c13, %c0] : memref<14x16xi32>, vector<16xi32>
    vector.print str "trunc8: "
    vector.print %o_13 : vector<16xi32>
    %o8_0 = vector.load %o8[%c0, %c0] : memref<3x16xi8>, vector<16xi8>
    vector.print str "shl8: "
    vector.print %o8_0 : vector<16xi8>
    %o8_1 = vector.load %o8[%c1, %c0] : memref<3x16xi8>, vector<16xi8>
    vector.print str "shrsi8: "
    vector.print %o8_1 : vector<16xi8>
    %o8_2 = vector.load %o8[%c2, %c0] : memref<3x16xi8>, vector<16xi8>
    vector.print str "shrui8: "
    vector.print %o8_2 : vector<16xi8>
    %o16_0 = vector.load %o16[%c0, %c0] : memref<3x16xi16>, vector<16xi16>
    vector.print str "shl16: "
    vector.print %o16_0 : vector<16xi16>
    %o16_1 = vector.load %o16[%c1, %c0] : memref<3x16xi16>, vector<16xi16>
    vector.print str "shrsi16: "
    vector.print %o16_1 : vector<16xi16>
    %o16_2 = vector.load %o16[%c2, %c0] : memref<3x16xi16>, vector<16xi16>
    vector.print str "shrui16: "
    vector.print %o16_2 : vector<16xi16>
    %o64_0 = vector.load %o64[%c0, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "divsi64: "
    vector.print %o64_0 : vector<4xi64>
    %o64_1 = vector.load %o64[%c1, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "remsi64: "
    vector.print %o64_1 : vector<4xi64>
    %o64_2 = vector.load %o64[%c2, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "floordivsi64: "
    vector.print %o64_2 : vector<4xi64>
    %o64_3 = vector.load %o64[%c3, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "ceildivsi64: "
    vector.print %o64_3 : vector<4xi64>
    %o64_4 = vector.load %o64[%c4, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "mulsi64_hi: "
    vector.print %o64_4 : vector<4xi64>
    %o64_5 = vector.load %o64[%c5, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "mulsi64_lo: "
    vector.print %o64_5 : vector<4xi64>
    %o64_6 = vector.load %o64[%c6, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "trunc16_of_64: "
    vector.print %o64_6 : vector<4xi64>
    %oi_0 = vector.load %oi[%c0, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "index_ceildivs: "
    vector.print %oi_0 : vector<4xi64>
    %oi_1 = vector.load %oi[%c1, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "index_floordivs: "
    vector.print %oi_1 : vector<4xi64>
    %oi_2 = vector.load %oi[%c2, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "index_divs: "
    vector.print %oi_2 : vector<4xi64>
    %oi_3 = vector.load %oi[%c3, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "index_rems: "
    vector.print %oi_3 : vector<4xi64>
    %oi_4 = vector.load %oi[%c4, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "index_shl3: "
    vector.print %oi_4 : vector<4xi64>
    %oi_5 = vector.load %oi[%c5, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "index_shrs2: "
    vector.print %oi_5 : vector<4xi64>
    %oi_6 = vector.load %oi[%c6, %c0] : memref<7x4xi64>, vector<4xi64>
    vector.print str "index_maxs_mins: "
    vector.print %oi_6 : vector<4xi64>
    memref.dealloc %pa : memref<16xi32>
    memref.dealloc %pb : memref<16xi32>
    memref.dealloc %o : memref<14x16xi32>
    memref.dealloc %x8 : memref<2x16xi8>
    memref.dealloc %o8 : memref<3x16xi8>
    memref.dealloc %x16 : memref<2x16xi16>
    memref.dealloc %o16 : memref<3x16xi16>
    memref.dealloc %ab : memref<2x4xi64>
    memref.dealloc %o64 : memref<7x4xi64>
    memref.dealloc %pq : memref<2x4xi32>
    memref.dealloc %oi : memref<7x4xi64>
    return
  }
}
