// Integer edge arithmetic (all well defined: wrap-around, no division by
// zero, shift counts below the width):
//  - arith.muli wrapping on vector<16x i8 / i16 / i32 / i64> (extremes times
//    -1, products just over the range, MIN * MIN);
//  - arith.mulsi_extended / mului_extended on vector<8xi32> (both halves) and
//    arith.addui_extended on vector<8xi32> (sum and carry, printed as i32);
//  - arith.shli / shrsi / shrui on i64 with every shift count 0..63 (eight
//    source values x 64 counts: 8 threads of one block, scalar per element,
//    and the same through vector<16xi64> shifts by a vector of counts);
//  - arith.maxui / minsi (and minui / maxsi) on vector<16xi64> with values
//    that order differently signed and unsigned;
//  - arith.ceildivui (i32 and i64, incl. 0 / d, 2^64 - 1, divisor 2^64 - 1)
//    and arith.remui / divui by the constants 7, 10 and 16 (i32 and i64).
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mul(%a8: memref<2x16xi8>, %a16: memref<2x16xi16>, %a32: memref<2x16xi32>, %a64: memref<2x16xi64>,
                  %o8: memref<16xi8>, %o16: memref<16xi16>, %o32: memref<16xi32>, %o64: memref<16xi64>,
                  %ea: memref<8xi32>, %eb: memref<8xi32>, %ext: memref<6x8xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %x_i8 = vector.load %a8[%c0, %c0] : memref<2x16xi8>, vector<16xi8>
      %y_i8 = vector.load %a8[%c1, %c0] : memref<2x16xi8>, vector<16xi8>
      %p_i8 = arith.muli %x_i8, %y_i8 : vector<16xi8>
      vector.store %p_i8, %o8[%c0] : memref<16xi8>, vector<16xi8>
      %x_i16 = vector.load %a16[%c0, %c0] : memref<2x16xi16>, vector<16xi16>
      %y_i16 = vector.load %a16[%c1, %c0] : memref<2x16xi16>, vector<16xi16>
      %p_i16 = arith.muli %x_i16, %y_i16 : vector<16xi16>
      vector.store %p_i16, %o16[%c0] : memref<16xi16>, vector<16xi16>
      %x_i32 = vector.load %a32[%c0, %c0] : memref<2x16xi32>, vector<16xi32>
      %y_i32 = vector.load %a32[%c1, %c0] : memref<2x16xi32>, vector<16xi32>
      %p_i32 = arith.muli %x_i32, %y_i32 : vector<16xi32>
      vector.store %p_i32, %o32[%c0] : memref<16xi32>, vector<16xi32>
      %x_i64 = vector.load %a64[%c0, %c0] : memref<2x16xi64>, vector<16xi64>
      %y_i64 = vector.load %a64[%c1, %c0] : memref<2x16xi64>, vector<16xi64>
      %p_i64 = arith.muli %x_i64, %y_i64 : vector<16xi64>
      vector.store %p_i64, %o64[%c0] : memref<16xi64>, vector<16xi64>
      %x = vector.load %ea[%c0] : memref<8xi32>, vector<8xi32>
      %y = vector.load %eb[%c0] : memref<8xi32>, vector<8xi32>
      %sl, %sh = arith.mulsi_extended %x, %y : vector<8xi32>
      %ul, %uh = arith.mului_extended %x, %y : vector<8xi32>
      %s, %cy = arith.addui_extended %x, %y : vector<8xi32>, vector<8xi1>
      %cyi = arith.extui %cy : vector<8xi1> to vector<8xi32>
      vector.store %sl, %ext[%c0, %c0] : memref<6x8xi32>, vector<8xi32>
      vector.store %sh, %ext[%c1, %c0] : memref<6x8xi32>, vector<8xi32>
      vector.store %ul, %ext[%c2, %c0] : memref<6x8xi32>, vector<8xi32>
      vector.store %uh, %ext[%c3, %c0] : memref<6x8xi32>, vector<8xi32>
      vector.store %s, %ext[%c4, %c0] : memref<6x8xi32>, vector<8xi32>
      vector.store %cyi, %ext[%c5, %c0] : memref<6x8xi32>, vector<8xi32>
      gpu.return
    }
    // Thread t shifts src[t] by 0..63 (scalar) and by the same counts as
    // four vector<16xi64> (vector shift counts).
    gpu.func @shifts(%src: memref<8xi64>, %sc: memref<3x8x64xi64>, %sv: memref<3x8x64xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %t = gpu.thread_id x
      %v = memref.load %src[%t] : memref<8xi64>
      scf.for %k = %c0 to %c64 step %c1 {
        %n = arith.index_cast %k : index to i64
        %l = arith.shli %v, %n : i64
        %r = arith.shrsi %v, %n : i64
        %u = arith.shrui %v, %n : i64
        memref.store %l, %sc[%c0, %t, %k] : memref<3x8x64xi64>
        memref.store %r, %sc[%c1, %t, %k] : memref<3x8x64xi64>
        memref.store %u, %sc[%c2, %t, %k] : memref<3x8x64xi64>
      }
      %vb = vector.broadcast %v : i64 to vector<16xi64>
      %step = vector.step : vector<16xindex>
      %stepi = arith.index_cast %step : vector<16xindex> to vector<16xi64>
      scf.for %k = %c0 to %c64 step %c16 {
        %ki = arith.index_cast %k : index to i64
        %kb = vector.broadcast %ki : i64 to vector<16xi64>
        %n = arith.addi %stepi, %kb : vector<16xi64>
        %l = arith.shli %vb, %n : vector<16xi64>
        %r = arith.shrsi %vb, %n : vector<16xi64>
        %u = arith.shrui %vb, %n : vector<16xi64>
        vector.store %l, %sv[%c0, %t, %k] : memref<3x8x64xi64>, vector<16xi64>
        vector.store %r, %sv[%c1, %t, %k] : memref<3x8x64xi64>, vector<16xi64>
        vector.store %u, %sv[%c2, %t, %k] : memref<3x8x64xi64>, vector<16xi64>
      }
      gpu.return
    }
    gpu.func @minmax_div(%ua: memref<16xi64>, %ub: memref<16xi64>, %mm: memref<4x16xi64>,
                         %d32: memref<16xi32>, %dv32: memref<16xi32>, %d64: memref<16xi64>, %dv64: memref<16xi64>,
                         %q32: memref<7x16xi32>, %q64: memref<7x16xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %a = vector.load %ua[%c0] : memref<16xi64>, vector<16xi64>
      %b = vector.load %ub[%c0] : memref<16xi64>, vector<16xi64>
      %m0 = arith.maxui %a, %b : vector<16xi64>
      %m1 = arith.minsi %a, %b : vector<16xi64>
      %m2 = arith.minui %a, %b : vector<16xi64>
      %m3 = arith.maxsi %a, %b : vector<16xi64>
      vector.store %m0, %mm[%c0, %c0] : memref<4x16xi64>, vector<16xi64>
      vector.store %m1, %mm[%c1, %c0] : memref<4x16xi64>, vector<16xi64>
      vector.store %m2, %mm[%c2, %c0] : memref<4x16xi64>, vector<16xi64>
      vector.store %m3, %mm[%c3, %c0] : memref<4x16xi64>, vector<16xi64>
      %n_i32 = vector.load %d32[%c0] : memref<16xi32>, vector<16xi32>
      %dd_i32 = vector.load %dv32[%c0] : memref<16xi32>, vector<16xi32>
      %cd_i32 = arith.ceildivui %n_i32, %dd_i32 : vector<16xi32>
      vector.store %cd_i32, %q32[%c0, %c0] : memref<7x16xi32>, vector<16xi32>
      %k7_i32 = arith.constant dense<7> : vector<16xi32>
      %k10_i32 = arith.constant dense<10> : vector<16xi32>
      %k16_i32 = arith.constant dense<16> : vector<16xi32>
      %r7_i32 = arith.remui %n_i32, %k7_i32 : vector<16xi32>
      %r10_i32 = arith.remui %n_i32, %k10_i32 : vector<16xi32>
      %r16_i32 = arith.remui %n_i32, %k16_i32 : vector<16xi32>
      %v7_i32 = arith.divui %n_i32, %k7_i32 : vector<16xi32>
      %v10_i32 = arith.divui %n_i32, %k10_i32 : vector<16xi32>
      %v16_i32 = arith.divui %n_i32, %k16_i32 : vector<16xi32>
      vector.store %r7_i32, %q32[%c1, %c0] : memref<7x16xi32>, vector<16xi32>
      vector.store %r10_i32, %q32[%c2, %c0] : memref<7x16xi32>, vector<16xi32>
      vector.store %r16_i32, %q32[%c3, %c0] : memref<7x16xi32>, vector<16xi32>
      vector.store %v7_i32, %q32[%c4, %c0] : memref<7x16xi32>, vector<16xi32>
      vector.store %v10_i32, %q32[%c5, %c0] : memref<7x16xi32>, vector<16xi32>
      vector.store %v16_i32, %q32[%c6, %c0] : memref<7x16xi32>, vector<16xi32>
      %n_i64 = vector.load %d64[%c0] : memref<16xi64>, vector<16xi64>
      %dd_i64 = vector.load %dv64[%c0] : memref<16xi64>, vector<16xi64>
      %cd_i64 = arith.ceildivui %n_i64, %dd_i64 : vector<16xi64>
      vector.store %cd_i64, %q64[%c0, %c0] : memref<7x16xi64>, vector<16xi64>
      %k7_i64 = arith.constant dense<7> : vector<16xi64>
      %k10_i64 = arith.constant dense<10> : vector<16xi64>
      %k16_i64 = arith.constant dense<16> : vector<16xi64>
      %r7_i64 = arith.remui %n_i64, %k7_i64 : vector<16xi64>
      %r10_i64 = arith.remui %n_i64, %k10_i64 : vector<16xi64>
      %r16_i64 = arith.remui %n_i64, %k16_i64 : vector<16xi64>
      %v7_i64 = arith.divui %n_i64, %k7_i64 : vector<16xi64>
      %v10_i64 = arith.divui %n_i64, %k10_i64 : vector<16xi64>
      %v16_i64 = arith.divui %n_i64, %k16_i64 : vector<16xi64>
      vector.store %r7_i64, %q64[%c1, %c0] : memref<7x16xi64>, vector<16xi64>
      vector.store %r10_i64, %q64[%c2, %c0] : memref<7x16xi64>, vector<16xi64>
      vector.store %r16_i64, %q64[%c3, %c0] : memref<7x16xi64>, vector<16xi64>
      vector.store %v7_i64, %q64[%c4, %c0] : memref<7x16xi64>, vector<16xi64>
      vector.store %v10_i64, %q64[%c5, %c0] : memref<7x16xi64>, vector<16xi64>
      vector.store %v16_i64, %q64[%c6, %c0] : memref<7x16xi64>, vector<16xi64>
      gpu.return
    }
    // Scalar ceildivui / remui by constants per thread (16 threads).
    gpu.func @scalar_div(%d32: memref<16xi32>, %dv32: memref<16xi32>, %d64: memref<16xi64>, %dv64: memref<16xi64>,
                         %s32: memref<4x16xi32>, %s64: memref<4x16xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %t = gpu.thread_id x
      %n_i32 = memref.load %d32[%t] : memref<16xi32>
      %dd_i32 = memref.load %dv32[%t] : memref<16xi32>
      %cd_i32 = arith.ceildivui %n_i32, %dd_i32 : i32
      %k7_i32 = arith.constant 7 : i32
      %k10_i32 = arith.constant 10 : i32
      %k16_i32 = arith.constant 16 : i32
      %r7_i32 = arith.remui %n_i32, %k7_i32 : i32
      %r10_i32 = arith.remui %n_i32, %k10_i32 : i32
      %r16_i32 = arith.remui %n_i32, %k16_i32 : i32
      memref.store %cd_i32, %s32[%c0, %t] : memref<4x16xi32>
      memref.store %r7_i32, %s32[%c1, %t] : memref<4x16xi32>
      memref.store %r10_i32, %s32[%c2, %t] : memref<4x16xi32>
      memref.store %r16_i32, %s32[%c3, %t] : memref<4x16xi32>
      %n_i64 = memref.load %d64[%t] : memref<16xi64>
      %dd_i64 = memref.load %dv64[%t] : memref<16xi64>
      %cd_i64 = arith.ceildivui %n_i64, %dd_i64 : i64
      %k7_i64 = arith.constant 7 : i64
      %k10_i64 = arith.constant 10 : i64
      %k16_i64 = arith.constant 16 : i64
      %r7_i64 = arith.remui %n_i64, %k7_i64 : i64
      %r10_i64 = arith.remui %n_i64, %k10_i64 : i64
      %r16_i64 = arith.remui %n_i64, %k16_i64 : i64
      memref.store %cd_i64, %s64[%c0, %t] : memref<4x16xi64>
      memref.store %r7_i64, %s64[%c1, %t] : memref<4x16xi64>
      memref.store %r10_i64, %s64[%c2, %t] : memref<4x16xi64>
      memref.store %r16_i64, %s64[%c3, %t] : memref<4x16xi64>
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
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %a8 = memref.alloc() : memref<2x16xi8>
    %a16 = memref.alloc() : memref<2x16xi16>
    %a32 = memref.alloc() : memref<2x16xi32>
    %a64 = memref.alloc() : memref<2x16xi64>
    %o8 = memref.alloc() : memref<16xi8>
    %o16 = memref.alloc() : memref<16xi16>
    %o32 = memref.alloc() : memref<16xi32>
    %o64 = memref.alloc() : memref<16xi64>
    %ea = memref.alloc() : memref<8xi32>
    %eb = memref.alloc() : memref<8xi32>
    %ext = memref.alloc() : memref<6x8xi32>
    %src = memref.alloc() : memref<8xi64>
    %sc = memref.alloc() : memref<3x8x64xi64>
    %sv = memref.alloc() : memref<3x8x64xi64>
    %ua = memref.alloc() : memref<16xi64>
    %ub = memref.alloc() : memref<16xi64>
    %mm = memref.alloc() : memref<4x16xi64>
    %d32 = memref.alloc() : memref<16xi32>
    %dv32 = memref.alloc() : memref<16xi32>
    %d64 = memref.alloc() : memref<16xi64>
    %dv64 = memref.alloc() : memref<16xi64>
    %q32 = memref.alloc() : memref<7x16xi32>
    %q64 = memref.alloc() : memref<7x16xi64>
    %s32 = memref.alloc() : memref<4x16xi32>
    %s64 = memref.alloc() : memref<4x16xi64>
    %mi8_0 = arith.constant dense<[127, -128, -1, 0, 1, 16, -16, 100, 15, 64, -64, 85, 3, -3, 127, -128]> : vector<16xi8>
    vector.store %mi8_0, %a8[%c0, %c0] : memref<2x16xi8>, vector<16xi8>
    %mi8_1 = arith.constant dense<[127, -128, -1, 5, 1, 16, 16, 3, 17, 2, 2, 3, -128, -43, -1, -1]> : vector<16xi8>
    vector.store %mi8_1, %a8[%c1, %c0] : memref<2x16xi8>, vector<16xi8>
    %mi16_0 = arith.constant dense<[32767, -32768, -1, 0, 256, -256, 181, 1000, 255, 16384, -16384, 21845, 3, -3, 32767, -32768]> : vector<16xi16>
    vector.store %mi16_0, %a16[%c0, %c0] : memref<2x16xi16>, vector<16xi16>
    %mi16_1 = arith.constant dense<[32767, -32768, -1, 9, 256, 256, 182, 1000, 257, 2, 2, 3, -32768, -10923, -1, -1]> : vector<16xi16>
    vector.store %mi16_1, %a16[%c1, %c0] : memref<2x16xi16>, vector<16xi16>
    %mi32_0 = arith.constant dense<[2147483647, -2147483648, -1, 0, 65536, -65536, 46341, 100000, 65535, 1073741824, -1073741824, 1431655765, 3, -3, 2147483647, -2147483648]> : vector<16xi32>
    vector.store %mi32_0, %a32[%c0, %c0] : memref<2x16xi32>, vector<16xi32>
    %mi32_1 = arith.constant dense<[2147483647, -2147483648, -1, 9, 65536, 65536, 46341, 100000, 65537, 2, 2, 3, -2147483648, -715827883, -1, -1]> : vector<16xi32>
    vector.store %mi32_1, %a32[%c1, %c0] : memref<2x16xi32>, vector<16xi32>
    %mi64_0 = arith.constant dense<[9223372036854775807, -9223372036854775808, -1, 0, 4294967296, -4294967296, 3037000500, 10000000000, 4294967295, 4611686018427387904, -4611686018427387904, 6148914691236517205, 3, -3, 9223372036854775807, -9223372036854775808]> : vector<16xi64>
    vector.store %mi64_0, %a64[%c0, %c0] : memref<2x16xi64>, vector<16xi64>
    %mi64_1 = arith.constant dense<[9223372036854775807, -9223372036854775808, -1, 9, 4294967296, 4294967296, 3037000500, 10000000000, 4294967297, 2, 2, 3, -9223372036854775808, -3074457345618258603, -1, -1]> : vector<16xi64>
    vector.store %mi64_1, %a64[%c1, %c0] : memref<2x16xi64>, vector<16xi64>
    %k_ea = arith.constant dense<[-1, -2147483648, 2147483647, 1, 0, -65536, 12345, -559038737]> : vector<8xi32>
    vector.store %k_ea, %ea[%c0] : memref<8xi32>, vector<8xi32>
    %k_eb = arith.constant dense<[-1, -2147483648, 1, -1, 0, 65536, 54321, -889275714]> : vector<8xi32>
    vector.store %k_eb, %eb[%c0] : memref<8xi32>, vector<8xi32>
    %k_src = arith.constant dense<[1, -1, 81985529216486895, -81985529216486895, 9223372036854775807, -9223372036854775808, 71777214294589695, -12345678901234]> : vector<8xi64>
    vector.store %k_src, %src[%c0] : memref<8xi64>, vector<8xi64>
    %k_ua = arith.constant dense<[0, -1, 9223372036854775807, -9223372036854775808, 1, -2, 12345, -12345, 4294967296, -4294967296, 7, 100, -100, 4611686018427387904, 5, 0]> : vector<16xi64>
    vector.store %k_ua, %ua[%c0] : memref<16xi64>, vector<16xi64>
    %k_ub = arith.constant dense<[-1, 0, -9223372036854775808, 9223372036854775807, -1, 1, -12345, 12345, 4294967297, 4294967296, -7, 99, 100, -4611686018427387904, 5, -9223372036854775808]> : vector<16xi64>
    vector.store %k_ub, %ub[%c0] : memref<16xi64>, vector<16xi64>
    %k_d32 = arith.constant dense<[0, 1, 6, 7, 8, 13, 14, 100, -1, -2147483648, 2147483647, -7, 9, 10, 16, 17]> : vector<16xi32>
    vector.store %k_d32, %d32[%c0] : memref<16xi32>, vector<16xi32>
    %k_dv32 = arith.constant dense<[1, 7, 7, 7, 7, 7, 7, 7, 7, 7, 3, 2, 10, 10, 16, 16]> : vector<16xi32>
    vector.store %k_dv32, %dv32[%c0] : memref<16xi32>, vector<16xi32>
    %k_d64 = arith.constant dense<[0, 1, -1, -9223372036854775808, 9223372036854775807, 1000000000000000001, 99, 100, 101, 7, 15, 16, 17, 4294967296, 4294967297, 12345678901234567]> : vector<16xi64>
    vector.store %k_d64, %d64[%c0] : memref<16xi64>, vector<16xi64>
    %k_dv64 = arith.constant dense<[3, 3, 10, 10, 10, 7, 10, 10, 10, 7, 16, 16, 16, 3, 4294967296, -1]> : vector<16xi64>
    vector.store %k_dv64, %dv64[%c0] : memref<16xi64>, vector<16xi64>
    // sentinel fill of the shift outputs (a missing store would show)
    %sent = arith.constant 4242 : i64
    scf.for %p = %c0 to %c3 step %c1 {
      scf.for %q = %c0 to %c8 step %c1 {
        scf.for %r = %c0 to %c64 step %c1 {
          memref.store %sent, %sc[%p, %q, %r] : memref<3x8x64xi64>
          memref.store %sent, %sv[%p, %q, %r] : memref<3x8x64xi64>
        }
      }
    }
    gpu.launch_func @kernels::@mul blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a8 : memref<2x16xi8>, %a16 : memref<2x16xi16>, %a32 : memref<2x16xi32>, %a64 : memref<2x16xi64>,
             %o8 : memref<16xi8>, %o16 : memref<16xi16>, %o32 : memref<16xi32>, %o64 : memref<16xi64>,
             %ea : memref<8xi32>, %eb : memref<8xi32>, %ext : memref<6x8xi32>)
    gpu.launch_func @kernels::@shifts blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%src : memref<8xi64>, %sc : memref<3x8x64xi64>, %sv : memref<3x8x64xi64>)
    gpu.launch_func @kernels::@minmax_div blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%ua : memref<16xi64>, %ub : memref<16xi64>, %mm : memref<4x16xi64>,
             %d32 : memref<16xi32>, %dv32 : memref<16xi32>, %d64 : memref<16xi64>, %dv64 : memref<16xi64>,
             %q32 : memref<7x16xi32>, %q64 : memref<7x16xi64>)
    gpu.launch_func @kernels::@scalar_div blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%d32 : memref<16xi32>, %dv32 : memref<16xi32>, %d64 : memref<16xi64>, %dv64 : memref<16xi64>,
             %s32 : memref<4x16xi32>, %s64 : memref<4x16xi64>)
    %pm_i8 = vector.load %o8[%c0] : memref<16xi8>, vector<16xi8>
    vector.print str "muli i8: "
    vector.print %pm_i8 : vector<16xi8>
    %pm_i16 = vector.load %o16[%c0] : memref<16xi16>, vector<16xi16>
    vector.print str "muli i16: "
    vector.print %pm_i16 : vector<16xi16>
    %pm_i32 = vector.load %o32[%c0] : memref<16xi32>, vector<16xi32>
    vector.print str "muli i32: "
    vector.print %pm_i32 : vector<16xi32>
    %pm_i64 = vector.load %o64[%c0] : memref<16xi64>, vector<16xi64>
    vector.print str "muli i64: "
    vector.print %pm_i64 : vector<16xi64>
    %pe0 = vector.load %ext[%c0, %c0] : memref<6x8xi32>, vector<8xi32>
    vector.print str "mulsi_extended low: "
    vector.print %pe0 : vector<8xi32>
    %pe1 = vector.load %ext[%c1, %c0] : memref<6x8xi32>, vector<8xi32>
    vector.print str "mulsi_extended high: "
    vector.print %pe1 : vector<8xi32>
    %pe2 = vector.load %ext[%c2, %c0] : memref<6x8xi32>, vector<8xi32>
    vector.print str "mului_extended low: "
    vector.print %pe2 : vector<8xi32>
    %pe3 = vector.load %ext[%c3, %c0] : memref<6x8xi32>, vector<8xi32>
    vector.print str "mului_extended high: "
    vector.print %pe3 : vector<8xi32>
    %pe4 = vector.load %ext[%c4, %c0] : memref<6x8xi32>, vector<8xi32>
    vector.print str "addui_extended sum: "
    vector.print %pe4 : vector<8xi32>
    %pe5 = vector.load %ext[%c5, %c0] : memref<6x8xi32>, vector<8xi32>
    vector.print str "addui_extended carry: "
    vector.print %pe5 : vector<8xi32>
    scf.for %p = %c0 to %c3 step %c1 {
      scf.for %q = %c0 to %c8 step %c1 {
        scf.for %r = %c0 to %c64 step %c16 {
          %x = vector.load %sc[%p, %q, %r] : memref<3x8x64xi64>, vector<16xi64>
          vector.print str "shift scalar: "
          vector.print %x : vector<16xi64>
          %y = vector.load %sv[%p, %q, %r] : memref<3x8x64xi64>, vector<16xi64>
          vector.print str "shift vector: "
          vector.print %y : vector<16xi64>
        }
      }
    }
    %pmm0 = vector.load %mm[%c0, %c0] : memref<4x16xi64>, vector<16xi64>
    vector.print str "maxui i64: "
    vector.print %pmm0 : vector<16xi64>
    %pmm1 = vector.load %mm[%c1, %c0] : memref<4x16xi64>, vector<16xi64>
    vector.print str "minsi i64: "
    vector.print %pmm1 : vector<16xi64>
    %pmm2 = vector.load %mm[%c2, %c0] : memref<4x16xi64>, vector<16xi64>
    vector.print str "minui i64: "
    vector.print %pmm2 : vector<16xi64>
    %pmm3 = vector.load %mm[%c3, %c0] : memref<4x16xi64>, vector<16xi64>
    vector.print str "maxsi i64: "
    vector.print %pmm3 : vector<16xi64>
    %pq_i32_0 = vector.load %q32[%c0, %c0] : memref<7x16xi32>, vector<16xi32>
    vector.print str "ceildivui i32: "
    vector.print %pq_i32_0 : vector<16xi32>
    %pq_i32_1 = vector.load %q32[%c1, %c0] : memref<7x16xi32>, vector<16xi32>
    vector.print str "remui 7 i32: "
    vector.print %pq_i32_1 : vector<16xi32>
    %pq_i32_2 = vector.load %q32[%c2, %c0] : memref<7x16xi32>, vector<16xi32>
    vector.print str "remui 10 i32: "
    vector.print %pq_i32_2 : vector<16xi32>
    %pq_i32_3 = vector.load %q32[%c3, %c0] : memref<7x16xi32>, vector<16xi32>
    vector.print str "remui 16 i32: "
    vector.print %pq_i32_3 : vector<16xi32>
    %pq_i32_4 = vector.load %q32[%c4, %c0] : memref<7x16xi32>, vector<16xi32>
    vector.print str "divui 7 i32: "
    vector.print %pq_i32_4 : vector<16xi32>
    %pq_i32_5 = vector.load %q32[%c5, %c0] : memref<7x16xi32>, vector<16xi32>
    vector.print str "divui 10 i32: "
    vector.print %pq_i32_5 : vector<16xi32>
    %pq_i32_6 = vector.load %q32[%c6, %c0] : memref<7x16xi32>, vector<16xi32>
    vector.print str "divui 16 i32: "
    vector.print %pq_i32_6 : vector<16xi32>
    %pq_i64_0 = vector.load %q64[%c0, %c0] : memref<7x16xi64>, vector<16xi64>
    vector.print str "ceildivui i64: "
    vector.print %pq_i64_0 : vector<16xi64>
    %pq_i64_1 = vector.load %q64[%c1, %c0] : memref<7x16xi64>, vector<16xi64>
    vector.print str "remui 7 i64: "
    vector.print %pq_i64_1 : vector<16xi64>
    %pq_i64_2 = vector.load %q64[%c2, %c0] : memref<7x16xi64>, vector<16xi64>
    vector.print str "remui 10 i64: "
    vector.print %pq_i64_2 : vector<16xi64>
    %pq_i64_3 = vector.load %q64[%c3, %c0] : memref<7x16xi64>, vector<16xi64>
    vector.print str "remui 16 i64: "
    vector.print %pq_i64_3 : vector<16xi64>
    %pq_i64_4 = vector.load %q64[%c4, %c0] : memref<7x16xi64>, vector<16xi64>
    vector.print str "divui 7 i64: "
    vector.print %pq_i64_4 : vector<16xi64>
    %pq_i64_5 = vector.load %q64[%c5, %c0] : memref<7x16xi64>, vector<16xi64>
    vector.print str "divui 10 i64: "
    vector.print %pq_i64_5 : vector<16xi64>
    %pq_i64_6 = vector.load %q64[%c6, %c0] : memref<7x16xi64>, vector<16xi64>
    vector.print str "divui 16 i64: "
    vector.print %pq_i64_6 : vector<16xi64>
    %ps_i32_0 = vector.load %s32[%c0, %c0] : memref<4x16xi32>, vector<16xi32>
    vector.print str "scalar ceildivui i32: "
    vector.print %ps_i32_0 : vector<16xi32>
    %ps_i32_1 = vector.load %s32[%c1, %c0] : memref<4x16xi32>, vector<16xi32>
    vector.print str "scalar remui 7 i32: "
    vector.print %ps_i32_1 : vector<16xi32>
    %ps_i32_2 = vector.load %s32[%c2, %c0] : memref<4x16xi32>, vector<16xi32>
    vector.print str "scalar remui 10 i32: "
    vector.print %ps_i32_2 : vector<16xi32>
    %ps_i32_3 = vector.load %s32[%c3, %c0] : memref<4x16xi32>, vector<16xi32>
    vector.print str "scalar remui 16 i32: "
    vector.print %ps_i32_3 : vector<16xi32>
    %ps_i64_0 = vector.load %s64[%c0, %c0] : memref<4x16xi64>, vector<16xi64>
    vector.print str "scalar ceildivui i64: "
    vector.print %ps_i64_0 : vector<16xi64>
    %ps_i64_1 = vector.load %s64[%c1, %c0] : memref<4x16xi64>, vector<16xi64>
    vector.print str "scalar remui 7 i64: "
    vector.print %ps_i64_1 : vector<16xi64>
    %ps_i64_2 = vector.load %s64[%c2, %c0] : memref<4x16xi64>, vector<16xi64>
    vector.print str "scalar remui 10 i64: "
    vector.print %ps_i64_2 : vector<16xi64>
    %ps_i64_3 = vector.load %s64[%c3, %c0] : memref<4x16xi64>, vector<16xi64>
    vector.print str "scalar remui 16 i64: "
    vector.print %ps_i64_3 : vector<16xi64>
    return
  }
}
