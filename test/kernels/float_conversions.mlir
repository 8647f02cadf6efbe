// Float conversions and rounding, one thread per kernel, as bit patterns:
//  - arith.truncf f32 -> f16 and f32 -> bf16 on edge rows (ties to even at
//    1 + half an ulp, overflow to inf at the halfway point above the largest
//    finite value, subnormal results and ties between subnormals, -0, inf,
//    quiet NaN and a NaN whose payload is only in the low bits, which a
//    truncating conversion would turn into inf) and on 64-value sweeps
//    (quarter-ulp steps across the f16 min-normal boundary and across 1.0 in
//    bf16) filled by an scf loop;
//  - arith.extf bf16 -> f32 of bf16 bit patterns (subnormals, inf, NaN);
//  - arith.fptosi / fptoui from f32 and from f16 to i8, i16, i32, i64 with
//    values in range (extremes of each type, fractions, -0);
//  - arith.sitofp / uitofp from i8, i16, i32, i64 to f32 and to f16
//    (rounding ties, overflow to inf in f16, unsigned reading of negatives);
//  - arith.bitcast f32 <-> i32 (vector and scalar);
//  - math.round, floor, ceil, trunc, roundeven on f32 and f16 rows: halfway
//    cases, -0 results, values past the integral threshold, inf, NaN.
// The f32 -> bf16 row has no subnormal f32 inputs: the CPU reference's
// __truncsfbf2 flushes them to zero where IEEE rounding (and the GenX route)
// gives the nearest bf16 subnormal; it has the smallest normals and ties
// between them instead.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @trunc(%t: memref<16xf32>, %bt: memref<16xf32>, %sh: memref<64xf32>, %sb: memref<64xf32>,
                    %eb: memref<16xbf16>, %oh: memref<5x16xf16>, %ob: memref<5x16xbf16>, %oe: memref<16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %v = vector.load %t[%c0] : memref<16xf32>, vector<16xf32>
      %h = arith.truncf %v : vector<16xf32> to vector<16xf16>
      vector.store %h, %oh[%c0, %c0] : memref<5x16xf16>, vector<16xf16>
      %w = vector.load %bt[%c0] : memref<16xf32>, vector<16xf32>
      %b = arith.truncf %w : vector<16xf32> to vector<16xbf16>
      vector.store %b, %ob[%c0, %c0] : memref<5x16xbf16>, vector<16xbf16>
      scf.for %r = %c0 to %c4 step %c1 {
        %o = arith.muli %r, %c16 : index
        %row = arith.addi %r, %c1 : index
        %x = vector.load %sh[%o] : memref<64xf32>, vector<16xf32>
        %xh = arith.truncf %x : vector<16xf32> to vector<16xf16>
        vector.store %xh, %oh[%row, %c0] : memref<5x16xf16>, vector<16xf16>
        %y = vector.load %sb[%o] : memref<64xf32>, vector<16xf32>
        %yb = arith.truncf %y : vector<16xf32> to vector<16xbf16>
        vector.store %yb, %ob[%row, %c0] : memref<5x16xbf16>, vector<16xbf16>
      }
      %e = vector.load %eb[%c0] : memref<16xbf16>, vector<16xbf16>
      %ef = arith.extf %e : vector<16xbf16> to vector<16xf32>
      vector.store %ef, %oe[%c0] : memref<16xf32>, vector<16xf32>
      gpu.return
    }
    gpu.func @fp2int(%fs: memref<8x8xf32>, %fh: memref<8x8xf16>, %o8: memref<4x8xi8>, %o16: memref<4x8xi16>,
                     %o32: memref<4x8xi32>, %o64: memref<4x8xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %s_i8 = vector.load %fs[%c0, %c0] : memref<8x8xf32>, vector<8xf32>
      %u_i8 = vector.load %fs[%c1, %c0] : memref<8x8xf32>, vector<8xf32>
      %hs_i8 = vector.load %fh[%c0, %c0] : memref<8x8xf16>, vector<8xf16>
      %hu_i8 = vector.load %fh[%c1, %c0] : memref<8x8xf16>, vector<8xf16>
      %a_i8 = arith.fptosi %s_i8 : vector<8xf32> to vector<8xi8>
      %b_i8 = arith.fptosi %hs_i8 : vector<8xf16> to vector<8xi8>
      %c_i8 = arith.fptoui %u_i8 : vector<8xf32> to vector<8xi8>
      %d_i8 = arith.fptoui %hu_i8 : vector<8xf16> to vector<8xi8>
      vector.store %a_i8, %o8[%c0, %c0] : memref<4x8xi8>, vector<8xi8>
      vector.store %b_i8, %o8[%c1, %c0] : memref<4x8xi8>, vector<8xi8>
      vector.store %c_i8, %o8[%c2, %c0] : memref<4x8xi8>, vector<8xi8>
      vector.store %d_i8, %o8[%c3, %c0] : memref<4x8xi8>, vector<8xi8>
      %s_i16 = vector.load %fs[%c2, %c0] : memref<8x8xf32>, vector<8xf32>
      %u_i16 = vector.load %fs[%c3, %c0] : memref<8x8xf32>, vector<8xf32>
      %hs_i16 = vector.load %fh[%c2, %c0] : memref<8x8xf16>, vector<8xf16>
      %hu_i16 = vector.load %fh[%c3, %c0] : memref<8x8xf16>, vector<8xf16>
      %a_i16 = arith.fptosi %s_i16 : vector<8xf32> to vector<8xi16>
      %b_i16 = arith.fptosi %hs_i16 : vector<8xf16> to vector<8xi16>
      %c_i16 = arith.fptoui %u_i16 : vector<8xf32> to vector<8xi16>
      %d_i16 = arith.fptoui %hu_i16 : vector<8xf16> to vector<8xi16>
      vector.store %a_i16, %o16[%c0, %c0] : memref<4x8xi16>, vector<8xi16>
      vector.store %b_i16, %o16[%c1, %c0] : memref<4x8xi16>, vector<8xi16>
      vector.store %c_i16, %o16[%c2, %c0] : memref<4x8xi16>, vector<8xi16>
      vector.store %d_i16, %o16[%c3, %c0] : memref<4x8xi16>, vector<8xi16>
      %s_i32 = vector.load %fs[%c4, %c0] : memref<8x8xf32>, vector<8xf32>
      %u_i32 = vector.load %fs[%c5, %c0] : memref<8x8xf32>, vector<8xf32>
      %hs_i32 = vector.load %fh[%c4, %c0] : memref<8x8xf16>, vector<8xf16>
      %hu_i32 = vector.load %fh[%c5, %c0] : memref<8x8xf16>, vector<8xf16>
      %a_i32 = arith.fptosi %s_i32 : vector<8xf32> to vector<8xi32>
      %b_i32 = arith.fptosi %hs_i32 : vector<8xf16> to vector<8xi32>
      %c_i32 = arith.fptoui %u_i32 : vector<8xf32> to vector<8xi32>
      %d_i32 = arith.fptoui %hu_i32 : vector<8xf16> to vector<8xi32>
      vector.store %a_i32, %o32[%c0, %c0] : memref<4x8xi32>, vector<8xi32>
      vector.store %b_i32, %o32[%c1, %c0] : memref<4x8xi32>, vector<8xi32>
      vector.store %c_i32, %o32[%c2, %c0] : memref<4x8xi32>, vector<8xi32>
      vector.store %d_i32, %o32[%c3, %c0] : memref<4x8xi32>, vector<8xi32>
      %s_i64 = vector.load %fs[%c6, %c0] : memref<8x8xf32>, vector<8xf32>
      %u_i64 = vector.load %fs[%c7, %c0] : memref<8x8xf32>, vector<8xf32>
      %hs_i64 = vector.load %fh[%c6, %c0] : memref<8x8xf16>, vector<8xf16>
      %hu_i64 = vector.load %fh[%c7, %c0] : memref<8x8xf16>, vector<8xf16>
      %a_i64 = arith.fptosi %s_i64 : vector<8xf32> to vector<8xi64>
      %b_i64 = arith.fptosi %hs_i64 : vector<8xf16> to vector<8xi64>
      %c_i64 = arith.fptoui %u_i64 : vector<8xf32> to vector<8xi64>
      %d_i64 = arith.fptoui %hu_i64 : vector<8xf16> to vector<8xi64>
      vector.store %a_i64, %o64[%c0, %c0] : memref<4x8xi64>, vector<8xi64>
      vector.store %b_i64, %o64[%c1, %c0] : memref<4x8xi64>, vector<8xi64>
      vector.store %c_i64, %o64[%c2, %c0] : memref<4x8xi64>, vector<8xi64>
      vector.store %d_i64, %o64[%c3, %c0] : memref<4x8xi64>, vector<8xi64>
      gpu.return
    }
    gpu.func @int2fp(%i8: memref<8xi8>, %i16: memref<8xi16>, %i32: memref<8xi32>, %i64: memref<8xi64>,
                     %of: memref<4x2x8xf32>, %oh: memref<4x2x8xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %x_i8 = vector.load %i8[%c0] : memref<8xi8>, vector<8xi8>
      %sf_i8 = arith.sitofp %x_i8 : vector<8xi8> to vector<8xf32>
      %uf_i8 = arith.uitofp %x_i8 : vector<8xi8> to vector<8xf32>
      %sh_i8 = arith.sitofp %x_i8 : vector<8xi8> to vector<8xf16>
      %uh_i8 = arith.uitofp %x_i8 : vector<8xi8> to vector<8xf16>
      vector.store %sf_i8, %of[%c0, %c0, %c0] : memref<4x2x8xf32>, vector<8xf32>
      vector.store %uf_i8, %of[%c0, %c1, %c0] : memref<4x2x8xf32>, vector<8xf32>
      vector.store %sh_i8, %oh[%c0, %c0, %c0] : memref<4x2x8xf16>, vector<8xf16>
      vector.store %uh_i8, %oh[%c0, %c1, %c0] : memref<4x2x8xf16>, vector<8xf16>
      %x_i16 = vector.load %i16[%c0] : memref<8xi16>, vector<8xi16>
      %sf_i16 = arith.sitofp %x_i16 : vector<8xi16> to vector<8xf32>
      %uf_i16 = arith.uitofp %x_i16 : vector<8xi16> to vector<8xf32>
      %sh_i16 = arith.sitofp %x_i16 : vector<8xi16> to vector<8xf16>
      %uh_i16 = arith.uitofp %x_i16 : vector<8xi16> to vector<8xf16>
      vector.store %sf_i16, %of[%c1, %c0, %c0] : memref<4x2x8xf32>, vector<8xf32>
      vector.store %uf_i16, %of[%c1, %c1, %c0] : memref<4x2x8xf32>, vector<8xf32>
      vector.store %sh_i16, %oh[%c1, %c0, %c0] : memref<4x2x8xf16>, vector<8xf16>
      vector.store %uh_i16, %oh[%c1, %c1, %c0] : memref<4x2x8xf16>, vector<8xf16>
      %x_i32 = vector.load %i32[%c0] : memref<8xi32>, vector<8xi32>
      %sf_i32 = arith.sitofp %x_i32 : vector<8xi32> to vector<8xf32>
      %uf_i32 = arith.uitofp %x_i32 : vector<8xi32> to vector<8xf32>
      %sh_i32 = arith.sitofp %x_i32 : vector<8xi32> to vector<8xf16>
      %uh_i32 = arith.uitofp %x_i32 : vector<8xi32> to vector<8xf16>
      vector.store %sf_i32, %of[%c2, %c0, %c0] : memref<4x2x8xf32>, vector<8xf32>
      vector.store %uf_i32, %of[%c2, %c1, %c0] : memref<4x2x8xf32>, vector<8xf32>
      vector.store %sh_i32, %oh[%c2, %c0, %c0] : memref<4x2x8xf16>, vector<8xf16>
      vector.store %uh_i32, %oh[%c2, %c1, %c0] : memref<4x2x8xf16>, vector<8xf16>
      %x_i64 = vector.load %i64[%c0] : memref<8xi64>, vector<8xi64>
      %sf_i64 = arith.sitofp %x_i64 : vector<8xi64> to vector<8xf32>
      %uf_i64 = arith.uitofp %x_i64 : vector<8xi64> to vector<8xf32>
      %sh_i64 = arith.sitofp %x_i64 : vector<8xi64> to vector<8xf16>
      %uh_i64 = arith.uitofp %x_i64 : vector<8xi64> to vector<8xf16>
      vector.store %sf_i64, %of[%c3, %c0, %c0] : memref<4x2x8xf32>, vector<8xf32>
      vector.store %uf_i64, %of[%c3, %c1, %c0] : memref<4x2x8xf32>, vector<8xf32>
      vector.store %sh_i64, %oh[%c3, %c0, %c0] : memref<4x2x8xf16>, vector<8xf16>
      vector.store %uh_i64, %oh[%c3, %c1, %c0] : memref<4x2x8xf16>, vector<8xf16>
      gpu.return
    }
    gpu.func @casts(%t: memref<16xf32>, %bi: memref<16xi32>, %bf: memref<16xf32>, %sc: memref<2xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %v = vector.load %t[%c0] : memref<16xf32>, vector<16xf32>
      %three = arith.constant dense<3.0> : vector<16xf32>
      %p = arith.mulf %v, %three : vector<16xf32>
      %i = arith.bitcast %p : vector<16xf32> to vector<16xi32>
      %one = arith.constant dense<1> : vector<16xi32>
      %i1 = arith.addi %i, %one : vector<16xi32>
      vector.store %i1, %bi[%c0] : memref<16xi32>, vector<16xi32>
      %f = arith.bitcast %i1 : vector<16xi32> to vector<16xf32>
      vector.store %f, %bf[%c0] : memref<16xf32>, vector<16xf32>
      %s = memref.load %t[%c1] : memref<16xf32>
      %si = arith.bitcast %s : f32 to i32
      %m = arith.constant 0x7FFFFF : i32
      %mant = arith.andi %si, %m : i32
      memref.store %mant, %sc[%c0] : memref<2xi32>
      %k = arith.constant 1069547520 : i32
      %kf = arith.bitcast %k : i32 to f32
      %kk = arith.addf %kf, %s : f32
      %kb = arith.bitcast %kk : f32 to i32
      memref.store %kb, %sc[%c1] : memref<2xi32>
      gpu.return
    }
    gpu.func @rounding(%r: memref<16xf32>, %rh: memref<16xf16>, %of: memref<5x16xf32>, %oh: memref<5x16xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %x = vector.load %r[%c0] : memref<16xf32>, vector<16xf32>
      %y = vector.load %rh[%c0] : memref<16xf16>, vector<16xf16>
      %f_round = math.round %x : vector<16xf32>
      vector.store %f_round, %of[%c0, %c0] : memref<5x16xf32>, vector<16xf32>
      %h_round = math.round %y : vector<16xf16>
      vector.store %h_round, %oh[%c0, %c0] : memref<5x16xf16>, vector<16xf16>
      %f_floor = math.floor %x : vector<16xf32>
      vector.store %f_floor, %of[%c1, %c0] : memref<5x16xf32>, vector<16xf32>
      %h_floor = math.floor %y : vector<16xf16>
      vector.store %h_floor, %oh[%c1, %c0] : memref<5x16xf16>, vector<16xf16>
      %f_ceil = math.ceil %x : vector<16xf32>
      vector.store %f_ceil, %of[%c2, %c0] : memref<5x16xf32>, vector<16xf32>
      %h_ceil = math.ceil %y : vector<16xf16>
      vector.store %h_ceil, %oh[%c2, %c0] : memref<5x16xf16>, vector<16xf16>
      %f_trunc = math.trunc %x : vector<16xf32>
      vector.store %f_trunc, %of[%c3, %c0] : memref<5x16xf32>, vector<16xf32>
      %h_trunc = math.trunc %y : vector<16xf16>
      vector.store %h_trunc, %oh[%c3, %c0] : memref<5x16xf16>, vector<16xf16>
      %f_roundeven = math.roundeven %x : vector<16xf32>
      vector.store %f_roundeven, %of[%c4, %c0] : memref<5x16xf32>, vector<16xf32>
      %h_roundeven = math.roundeven %y : vector<16xf16>
      vector.store %h_roundeven, %oh[%c4, %c0] : memref<5x16xf16>, vector<16xf16>
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
    %c64 = arith.constant 64 : index
    %t = memref.alloc() : memref<16xf32>
    %bt = memref.alloc() : memref<16xf32>
    %sh = memref.alloc() : memref<64xf32>
    %sb = memref.alloc() : memref<64xf32>
    %eb = memref.alloc() : memref<16xbf16>
    %oh = memref.alloc() : memref<5x16xf16>
    %ob = memref.alloc() : memref<5x16xbf16>
    %oe = memref.alloc() : memref<16xf32>
    %fs = memref.alloc() : memref<8x8xf32>
    %fh = memref.alloc() : memref<8x8xf16>
    %o8 = memref.alloc() : memref<4x8xi8>
    %o16 = memref.alloc() : memref<4x8xi16>
    %o32 = memref.alloc() : memref<4x8xi32>
    %o64 = memref.alloc() : memref<4x8xi64>
    %i8 = memref.alloc() : memref<8xi8>
    %i16 = memref.alloc() : memref<8xi16>
    %i32 = memref.alloc() : memref<8xi32>
    %i64 = memref.alloc() : memref<8xi64>
    %ofp = memref.alloc() : memref<4x2x8xf32>
    %ohp = memref.alloc() : memref<4x2x8xf16>
    %bi = memref.alloc() : memref<16xi32>
    %bf = memref.alloc() : memref<16xf32>
    %sc = memref.alloc() : memref<2xi32>
    %r = memref.alloc() : memref<16xf32>
    %rh = memref.alloc() : memref<16xf16>
    %orf = memref.alloc() : memref<5x16xf32>
    %orh = memref.alloc() : memref<5x16xf16>
    %tb = arith.constant dense<[1065353216, 1065357312, 1065365504, 1199562752, 1199566847, 1199566848, 1200142336, -947341312, 864026624, 855638016, 859832320, 868220928, -2147483648, 2139095040, 2139095041, 947896320]> : vector<16xi32>
    %tv = vector.bitcast %tb : vector<16xi32> to vector<16xf32>
    vector.store %tv, %t[%c0] : memref<16xf32>, vector<16xf32>
    %bb = arith.constant dense<[1065353216, 1065385984, 1065451520, 1065385985, 2139095039, 2139029504, 2139062271, 2139062272, 8388608, 8388609, 8421376, 8486912, -2147483648, -8388608, 2143289344, 2139095041]> : vector<16xi32>
    %bv = vector.bitcast %bb : vector<16xi32> to vector<16xf32>
    vector.store %bv, %bt[%c0] : memref<16xf32>, vector<16xf32>
    %ebb = arith.constant dense<[16256, 32639, 1, -32767, 32640, -128, 32704, -32768, 0, 16457, -15625, 128, 127, 15360, 32641, 4660]> : vector<16xi16>
    %ebv = vector.bitcast %ebb : vector<16xi16> to vector<16xbf16>
    vector.store %ebv, %eb[%c0] : memref<16xbf16>, vector<16xbf16>
    // sweeps: f32 bits 0x387FC000 + k * 0x1000 (quarter f16 ulps around the
    // smallest normal f16) and 0x3F7F0000 + k * 0x4000 (quarter bf16 ulps
    // across 1.0)
    scf.for %k = %c0 to %c64 step %c1 {
      %ki = arith.index_cast %k : index to i32
      %s1 = arith.constant 4096 : i32
      %b1 = arith.constant 947896320 : i32
      %m1 = arith.muli %ki, %s1 : i32
      %x1 = arith.addi %b1, %m1 : i32
      %f1 = arith.bitcast %x1 : i32 to f32
      memref.store %f1, %sh[%k] : memref<64xf32>
      %s2 = arith.constant 16384 : i32
      %b2 = arith.constant 1065287680 : i32
      %m2 = arith.muli %ki, %s2 : i32
      %x2 = arith.addi %b2, %m2 : i32
      %f2 = arith.bitcast %x2 : i32 to f32
      memref.store %f2, %sb[%k] : memref<64xf32>
    }
    %fsb0 = arith.constant dense<[-1023351194, -1023410176, -1077936128, -1090519040, -2147483648, 1063675494, 1123876864, 1124072161]> : vector<8xi32>
    %fsv0 = vector.bitcast %fsb0 : vector<8xi32> to vector<8xf32>
    vector.store %fsv0, %fs[%c0, %c0] : memref<8x8xf32>, vector<8xf32>
    %fhb0 = arith.constant dense<[-10240, -10248, -16896, -18432, -32768, 14848, 22504, 22526]> : vector<8xi16>
    %fhv0 = vector.bitcast %fhb0 : vector<8xi16> to vector<8xf16>
    vector.store %fhv0, %fh[%c0, %c0] : memref<8x8xf16>, vector<8xf16>
    %fsb1 = arith.constant dense<[0, 1056964608, 1069547520, 1132389990, 1132455526, 1124073472, 1124007936, 228737632]> : vector<8xi32>
    %fsv1 = vector.bitcast %fsb1 : vector<8xi32> to vector<8xf32>
    vector.store %fsv1, %fs[%c1, %c0] : memref<8x8xf32>, vector<8xf32>
    %fhb1 = arith.constant dense<[0, 14336, 15872, 23106, 23543, 23551, 22528, 22078]> : vector<8xi16>
    %fhv1 = vector.bitcast %fhb1 : vector<8xi16> to vector<8xf16>
    vector.store %fhv1, %fh[%c1, %c0] : memref<8x8xf16>, vector<8xf16>
    %fsb2 = arith.constant dense<[-956301082, 1191182285, -1074580685, 1072902963, 1120468992, -1027014656, 0, 1178658478]> : vector<8xi32>
    %fsv2 = vector.bitcast %fsb2 : vector<8xi32> to vector<8xf32>
    vector.store %fsv2, %fs[%c2, %c0] : memref<8x8xf32>, vector<8xf32>
    %fhb2 = arith.constant dense<[-2048, 30719, -16896, 15872, 22088, -10680, 0, 29191]> : vector<8xi16>
    %fhv2 = vector.bitcast %fhb2 : vector<8xi16> to vector<8xf16>
    vector.store %fhv2, %fh[%c2, %c0] : memref<8x8xf16>, vector<8xf16>
    %fsb3 = arith.constant dense<[1199570918, 1191182336, 1193033856, 1050253722, 1069547520, 1199570560, 1132429312, 1148850176]> : vector<8xi32>
    %fsv3 = vector.bitcast %fsb3 : vector<8xi32> to vector<8xf32>
    vector.store %fsv3, %fs[%c3, %c0] : memref<8x8xf32>, vector<8xf32>
    %fhb3 = arith.constant dense<[31743, 30720, 30946, 14336, 15872, 31728, 23548, 25552]> : vector<8xi16>
    %fhv3 = vector.bitcast %fhb3 : vector<8xi16> to vector<8xf16>
    vector.store %fhv3, %fh[%c3, %c0] : memref<8x8xf16>, vector<8xf16>
    %fsb4 = arith.constant dense<[-822083584, 1325400063, -1077936128, 1258291199, 1065336439, -1082147209, 1315859240, -831624408]> : vector<8xi32>
    %fsv4 = vector.bitcast %fsb4 : vector<8xi32> to vector<8xf32>
    vector.store %fsv4, %fs[%c4, %c0] : memref<8x8xf32>, vector<8xf32>
    %fhb4 = arith.constant dense<[-1025, 31743, -16896, 16640, 15358, -17410, 25553, -6144]> : vector<8xi16>
    %fhv4 = vector.bitcast %fhb4 : vector<8xi16> to vector<8xf16>
    vector.store %fhv4, %fh[%c4, %c0] : memref<8x8xf16>, vector<8xf16>
    %fsb5 = arith.constant dense<[1333788671, 1325400064, 1328730206, 1056964608, 1258291199, 1065353216, 1206984805, 1199571008]> : vector<8xi32>
    %fsv5 = vector.bitcast %fsb5 : vector<8xi32> to vector<8xf32>
    vector.store %fsv5, %fs[%c5, %c0] : memref<8x8xf32>, vector<8xf32>
    %fhb5 = arith.constant dense<[31743, 14336, 15872, 16640, 15358, 30720, 25553, 26624]> : vector<8xi16>
    %fhv5 = vector.bitcast %fhb5 : vector<8xi16> to vector<8xf16>
    vector.store %fhv5, %fh[%c5, %c0] : memref<8x8xf16>, vector<8xf16>
    %fsb6 = arith.constant dense<[-553648128, 1593835519, 1566444395, -581039253, 1333788672, -813694976, 1056964608, -1090519040]> : vector<8xi32>
    %fsv6 = vector.bitcast %fsb6 : vector<8xi32> to vector<8xf32>
    vector.store %fsv6, %fs[%c6, %c0] : memref<8x8xf32>, vector<8xf32>
    %fhb6 = arith.constant dense<[-1025, 31743, -16896, 16640, 15358, -17410, 25553, -6144]> : vector<8xi16>
    %fhv6 = vector.bitcast %fhb6 : vector<8xi16> to vector<8xf16>
    vector.store %fhv6, %fh[%c6, %c0] : memref<8x8xf16>, vector<8xf16>
    %fsb7 = arith.constant dense<[1602224127, 1593835520, 1594541859, 1056964608, 1333788672, 1065353216, 1080033280, 981668463]> : vector<8xi32>
    %fsv7 = vector.bitcast %fsb7 : vector<8xi32> to vector<8xf32>
    vector.store %fsv7, %fs[%c7, %c0] : memref<8x8xf32>, vector<8xf32>
    %fhb7 = arith.constant dense<[31743, 14336, 15872, 16640, 15358, 30720, 25553, 26624]> : vector<8xi16>
    %fhv7 = vector.bitcast %fhb7 : vector<8xi16> to vector<8xf16>
    vector.store %fhv7, %fh[%c7, %c0] : memref<8x8xf16>, vector<8xf16>
    %iv_i8 = arith.constant dense<[-128, 127, -1, 0, 1, 100, -100, 64]> : vector<8xi8>
    vector.store %iv_i8, %i8[%c0] : memref<8xi8>, vector<8xi8>
    %iv_i16 = arith.constant dense<[32767, -32768, 2049, 2051, 4097, 4098, -17, -16]> : vector<8xi16>
    vector.store %iv_i16, %i16[%c0] : memref<8xi16>, vector<8xi16>
    %iv_i32 = arith.constant dense<[16777217, 16777219, 2147483647, -2147483648, -1, 65519, 65520, -65520]> : vector<8xi32>
    vector.store %iv_i32, %i32[%c0] : memref<8xi32>, vector<8xi32>
    %iv_i64 = arith.constant dense<[9223372036854775807, -9223372036854775808, 9007199254740993, 16777217, -1, -9223371487098961920, -9223371487098961919, 2049]> : vector<8xi64>
    vector.store %iv_i64, %i64[%c0] : memref<8xi64>, vector<8xi64>
    %rb = arith.constant dense<[-1071644672, -1077936128, -1090519040, -2147483648, 1056964608, 1069547520, 1075838976, 1056964607, -1090519041, 1258291201, 1249902593, -1097229926, 1900671690, -8388608, 2143289344, 1060320051]> : vector<16xi32>
    %rv = vector.bitcast %rb : vector<16xi32> to vector<16xf32>
    vector.store %rv, %r[%c0] : memref<16xf32>, vector<16xf32>
    %rhb = arith.constant dense<[-16128, -16896, -18432, -32768, 14336, 15872, 16640, 14335, -18433, 25599, 24574, 24570, -19251, 31743, -1024, 32256]> : vector<16xi16>
    %rhv = vector.bitcast %rhb : vector<16xi16> to vector<16xf16>
    vector.store %rhv, %rh[%c0] : memref<16xf16>, vector<16xf16>
    gpu.launch_func @kernels::@trunc blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%t : memref<16xf32>, %bt : memref<16xf32>, %sh : memref<64xf32>, %sb : memref<64xf32>,
             %eb : memref<16xbf16>, %oh : memref<5x16xf16>, %ob : memref<5x16xbf16>, %oe : memref<16xf32>)
    gpu.launch_func @kernels::@fp2int blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%fs : memref<8x8xf32>, %fh : memref<8x8xf16>, %o8 : memref<4x8xi8>, %o16 : memref<4x8xi16>,
             %o32 : memref<4x8xi32>, %o64 : memref<4x8xi64>)
    gpu.launch_func @kernels::@int2fp blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%i8 : memref<8xi8>, %i16 : memref<8xi16>, %i32 : memref<8xi32>, %i64 : memref<8xi64>,
             %ofp : memref<4x2x8xf32>, %ohp : memref<4x2x8xf16>)
    gpu.launch_func @kernels::@casts blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%t : memref<16xf32>, %bi : memref<16xi32>, %bf : memref<16xf32>, %sc : memref<2xi32>)
    gpu.launch_func @kernels::@rounding blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%r : memref<16xf32>, %rh : memref<16xf16>, %orf : memref<5x16xf32>, %orh : memref<5x16xf16>)
    %ph0 = vector.load %oh[%c0, %c0] : memref<5x16xf16>, vector<16xf16>
    %phb0 = vector.bitcast %ph0 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: truncf 0: "
    vector.print %phb0 : vector<16xi16>
    %pb0 = vector.load %ob[%c0, %c0] : memref<5x16xbf16>, vector<16xbf16>
    %pbb0 = vector.bitcast %pb0 : vector<16xbf16> to vector<16xi16>
    vector.print str "bits bf16: truncf 0: "
    vector.print %pbb0 : vector<16xi16>
    %ph1 = vector.load %oh[%c1, %c0] : memref<5x16xf16>, vector<16xf16>
    %phb1 = vector.bitcast %ph1 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: truncf 1: "
    vector.print %phb1 : vector<16xi16>
    %pb1 = vector.load %ob[%c1, %c0] : memref<5x16xbf16>, vector<16xbf16>
    %pbb1 = vector.bitcast %pb1 : vector<16xbf16> to vector<16xi16>
    vector.print str "bits bf16: truncf 1: "
    vector.print %pbb1 : vector<16xi16>
    %ph2 = vector.load %oh[%c2, %c0] : memref<5x16xf16>, vector<16xf16>
    %phb2 = vector.bitcast %ph2 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: truncf 2: "
    vector.print %phb2 : vector<16xi16>
    %pb2 = vector.load %ob[%c2, %c0] : memref<5x16xbf16>, vector<16xbf16>
    %pbb2 = vector.bitcast %pb2 : vector<16xbf16> to vector<16xi16>
    vector.print str "bits bf16: truncf 2: "
    vector.print %pbb2 : vector<16xi16>
    %ph3 = vector.load %oh[%c3, %c0] : memref<5x16xf16>, vector<16xf16>
    %phb3 = vector.bitcast %ph3 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: truncf 3: "
    vector.print %phb3 : vector<16xi16>
    %pb3 = vector.load %ob[%c3, %c0] : memref<5x16xbf16>, vector<16xbf16>
    %pbb3 = vector.bitcast %pb3 : vector<16xbf16> to vector<16xi16>
    vector.print str "bits bf16: truncf 3: "
    vector.print %pbb3 : vector<16xi16>
    %ph4 = vector.load %oh[%c4, %c0] : memref<5x16xf16>, vector<16xf16>
    %phb4 = vector.bitcast %ph4 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: truncf 4: "
    vector.print %phb4 : vector<16xi16>
    %pb4 = vector.load %ob[%c4, %c0] : memref<5x16xbf16>, vector<16xbf16>
    %pbb4 = vector.bitcast %pb4 : vector<16xbf16> to vector<16xi16>
    vector.print str "bits bf16: truncf 4: "
    vector.print %pbb4 : vector<16xi16>
    %pe = vector.load %oe[%c0] : memref<16xf32>, vector<16xf32>
    %peb = vector.bitcast %pe : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: extf bf16: "
    vector.print %peb : vector<16xi32>
    %pi_i8_0 = vector.load %o8[%c0, %c0] : memref<4x8xi8>, vector<8xi8>
    vector.print str "fptosi f32 -> i8: "
    vector.print %pi_i8_0 : vector<8xi8>
    %pi_i8_1 = vector.load %o8[%c1, %c0] : memref<4x8xi8>, vector<8xi8>
    vector.print str "fptosi f16 -> i8: "
    vector.print %pi_i8_1 : vector<8xi8>
    %pi_i8_2 = vector.load %o8[%c2, %c0] : memref<4x8xi8>, vector<8xi8>
    vector.print str "fptoui f32 -> i8: "
    vector.print %pi_i8_2 : vector<8xi8>
    %pi_i8_3 = vector.load %o8[%c3, %c0] : memref<4x8xi8>, vector<8xi8>
    vector.print str "fptoui f16 -> i8: "
    vector.print %pi_i8_3 : vector<8xi8>
    %pi_i16_0 = vector.load %o16[%c0, %c0] : memref<4x8xi16>, vector<8xi16>
    vector.print str "fptosi f32 -> i16: "
    vector.print %pi_i16_0 : vector<8xi16>
    %pi_i16_1 = vector.load %o16[%c1, %c0] : memref<4x8xi16>, vector<8xi16>
    vector.print str "fptosi f16 -> i16: "
    vector.print %pi_i16_1 : vector<8xi16>
    %pi_i16_2 = vector.load %o16[%c2, %c0] : memref<4x8xi16>, vector<8xi16>
    vector.print str "fptoui f32 -> i16: "
    vector.print %pi_i16_2 : vector<8xi16>
    %pi_i16_3 = vector.load %o16[%c3, %c0] : memref<4x8xi16>, vector<8xi16>
    vector.print str "fptoui f16 -> i16: "
    vector.print %pi_i16_3 : vector<8xi16>
    %pi_i32_0 = vector.load %o32[%c0, %c0] : memref<4x8xi32>, vector<8xi32>
    vector.print str "fptosi f32 -> i32: "
    vector.print %pi_i32_0 : vector<8xi32>
    %pi_i32_1 = vector.load %o32[%c1, %c0] : memref<4x8xi32>, vector<8xi32>
    vector.print str "fptosi f16 -> i32: "
    vector.print %pi_i32_1 : vector<8xi32>
    %pi_i32_2 = vector.load %o32[%c2, %c0] : memref<4x8xi32>, vector<8xi32>
    vector.print str "fptoui f32 -> i32: "
    vector.print %pi_i32_2 : vector<8xi32>
    %pi_i32_3 = vector.load %o32[%c3, %c0] : memref<4x8xi32>, vector<8xi32>
    vector.print str "fptoui f16 -> i32: "
    vector.print %pi_i32_3 : vector<8xi32>
    %pi_i64_0 = vector.load %o64[%c0, %c0] : memref<4x8xi64>, vector<8xi64>
    vector.print str "fptosi f32 -> i64: "
    vector.print %pi_i64_0 : vector<8xi64>
    %pi_i64_1 = vector.load %o64[%c1, %c0] : memref<4x8xi64>, vector<8xi64>
    vector.print str "fptosi f16 -> i64: "
    vector.print %pi_i64_1 : vector<8xi64>
    %pi_i64_2 = vector.load %o64[%c2, %c0] : memref<4x8xi64>, vector<8xi64>
    vector.print str "fptoui f32 -> i64: "
    vector.print %pi_i64_2 : vector<8xi64>
    %pi_i64_3 = vector.load %o64[%c3, %c0] : memref<4x8xi64>, vector<8xi64>
    vector.print str "fptoui f16 -> i64: "
    vector.print %pi_i64_3 : vector<8xi64>
    %pf_0_0 = vector.load %ofp[%c0, %c0, %c0] : memref<4x2x8xf32>, vector<8xf32>
    %pfb_0_0 = vector.bitcast %pf_0_0 : vector<8xf32> to vector<8xi32>
    vector.print str "bits f32: sitofp i8: "
    vector.print %pfb_0_0 : vector<8xi32>
    %ph_0_0 = vector.load %ohp[%c0, %c0, %c0] : memref<4x2x8xf16>, vector<8xf16>
    %phb_0_0 = vector.bitcast %ph_0_0 : vector<8xf16> to vector<8xi16>
    vector.print str "bits f16: sitofp i8: "
    vector.print %phb_0_0 : vector<8xi16>
    %pf_0_1 = vector.load %ofp[%c0, %c1, %c0] : memref<4x2x8xf32>, vector<8xf32>
    %pfb_0_1 = vector.bitcast %pf_0_1 : vector<8xf32> to vector<8xi32>
    vector.print str "bits f32: uitofp i8: "
    vector.print %pfb_0_1 : vector<8xi32>
    %ph_0_1 = vector.load %ohp[%c0, %c1, %c0] : memref<4x2x8xf16>, vector<8xf16>
    %phb_0_1 = vector.bitcast %ph_0_1 : vector<8xf16> to vector<8xi16>
    vector.print str "bits f16: uitofp i8: "
    vector.print %phb_0_1 : vector<8xi16>
    %pf_1_0 = vector.load %ofp[%c1, %c0, %c0] : memref<4x2x8xf32>, vector<8xf32>
    %pfb_1_0 = vector.bitcast %pf_1_0 : vector<8xf32> to vector<8xi32>
    vector.print str "bits f32: sitofp i16: "
    vector.print %pfb_1_0 : vector<8xi32>
    %ph_1_0 = vector.load %ohp[%c1, %c0, %c0] : memref<4x2x8xf16>, vector<8xf16>
    %phb_1_0 = vector.bitcast %ph_1_0 : vector<8xf16> to vector<8xi16>
    vector.print str "bits f16: sitofp i16: "
    vector.print %phb_1_0 : vector<8xi16>
    %pf_1_1 = vector.load %ofp[%c1, %c1, %c0] : memref<4x2x8xf32>, vector<8xf32>
    %pfb_1_1 = vector.bitcast %pf_1_1 : vector<8xf32> to vector<8xi32>
    vector.print str "bits f32: uitofp i16: "
    vector.print %pfb_1_1 : vector<8xi32>
    %ph_1_1 = vector.load %ohp[%c1, %c1, %c0] : memref<4x2x8xf16>, vector<8xf16>
    %phb_1_1 = vector.bitcast %ph_1_1 : vector<8xf16> to vector<8xi16>
    vector.print str "bits f16: uitofp i16: "
    vector.print %phb_1_1 : vector<8xi16>
    %pf_2_0 = vector.load %ofp[%c2, %c0, %c0] : memref<4x2x8xf32>, vector<8xf32>
    %pfb_2_0 = vector.bitcast %pf_2_0 : vector<8xf32> to vector<8xi32>
    vector.print str "bits f32: sitofp i32: "
    vector.print %pfb_2_0 : vector<8xi32>
    %ph_2_0 = vector.load %ohp[%c2, %c0, %c0] : memref<4x2x8xf16>, vector<8xf16>
    %phb_2_0 = vector.bitcast %ph_2_0 : vector<8xf16> to vector<8xi16>
    vector.print str "bits f16: sitofp i32: "
    vector.print %phb_2_0 : vector<8xi16>
    %pf_2_1 = vector.load %ofp[%c2, %c1, %c0] : memref<4x2x8xf32>, vector<8xf32>
    %pfb_2_1 = vector.bitcast %pf_2_1 : vector<8xf32> to vector<8xi32>
    vector.print str "bits f32: uitofp i32: "
    vector.print %pfb_2_1 : vector<8xi32>
    %ph_2_1 = vector.load %ohp[%c2, %c1, %c0] : memref<4x2x8xf16>, vector<8xf16>
    %phb_2_1 = vector.bitcast %ph_2_1 : vector<8xf16> to vector<8xi16>
    vector.print str "bits f16: uitofp i32: "
    vector.print %phb_2_1 : vector<8xi16>
    %pf_3_0 = vector.load %ofp[%c3, %c0, %c0] : memref<4x2x8xf32>, vector<8xf32>
    %pfb_3_0 = vector.bitcast %pf_3_0 : vector<8xf32> to vector<8xi32>
    vector.print str "bits f32: sitofp i64: "
    vector.print %pfb_3_0 : vector<8xi32>
    %ph_3_0 = vector.load %ohp[%c3, %c0, %c0] : memref<4x2x8xf16>, vector<8xf16>
    %phb_3_0 = vector.bitcast %ph_3_0 : vector<8xf16> to vector<8xi16>
    vector.print str "bits f16: sitofp i64: "
    vector.print %phb_3_0 : vector<8xi16>
    %pf_3_1 = vector.load %ofp[%c3, %c1, %c0] : memref<4x2x8xf32>, vector<8xf32>
    %pfb_3_1 = vector.bitcast %pf_3_1 : vector<8xf32> to vector<8xi32>
    vector.print str "bits f32: uitofp i64: "
    vector.print %pfb_3_1 : vector<8xi32>
    %ph_3_1 = vector.load %ohp[%c3, %c1, %c0] : memref<4x2x8xf16>, vector<8xf16>
    %phb_3_1 = vector.bitcast %ph_3_1 : vector<8xf16> to vector<8xi16>
    vector.print str "bits f16: uitofp i64: "
    vector.print %phb_3_1 : vector<8xi16>
    %pbi = vector.load %bi[%c0] : memref<16xi32>, vector<16xi32>
    vector.print str "bitcast f32 -> i32 (+1): "
    vector.print %pbi : vector<16xi32>
    %pbf = vector.load %bf[%c0] : memref<16xf32>, vector<16xf32>
    %pbfb = vector.bitcast %pbf : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: bitcast i32 -> f32: "
    vector.print %pbfb : vector<16xi32>
    %psc = vector.load %sc[%c0] : memref<2xi32>, vector<2xi32>
    vector.print str "scalar bitcasts: "
    vector.print %psc : vector<2xi32>
    %prf0 = vector.load %orf[%c0, %c0] : memref<5x16xf32>, vector<16xf32>
    %prfb0 = vector.bitcast %prf0 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: round: "
    vector.print %prfb0 : vector<16xi32>
    %prh0 = vector.load %orh[%c0, %c0] : memref<5x16xf16>, vector<16xf16>
    %prhb0 = vector.bitcast %prh0 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: round: "
    vector.print %prhb0 : vector<16xi16>
    %prf1 = vector.load %orf[%c1, %c0] : memref<5x16xf32>, vector<16xf32>
    %prfb1 = vector.bitcast %prf1 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: floor: "
    vector.print %prfb1 : vector<16xi32>
    %prh1 = vector.load %orh[%c1, %c0] : memref<5x16xf16>, vector<16xf16>
    %prhb1 = vector.bitcast %prh1 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: floor: "
    vector.print %prhb1 : vector<16xi16>
    %prf2 = vector.load %orf[%c2, %c0] : memref<5x16xf32>, vector<16xf32>
    %prfb2 = vector.bitcast %prf2 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: ceil: "
    vector.print %prfb2 : vector<16xi32>
    %prh2 = vector.load %orh[%c2, %c0] : memref<5x16xf16>, vector<16xf16>
    %prhb2 = vector.bitcast %prh2 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: ceil: "
    vector.print %prhb2 : vector<16xi16>
    %prf3 = vector.load %orf[%c3, %c0] : memref<5x16xf32>, vector<16xf32>
    %prfb3 = vector.bitcast %prf3 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: trunc: "
    vector.print %prfb3 : vector<16xi32>
    %prh3 = vector.load %orh[%c3, %c0] : memref<5x16xf16>, vector<16xf16>
    %prhb3 = vector.bitcast %prh3 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: trunc: "
    vector.print %prhb3 : vector<16xi16>
    %prf4 = vector.load %orf[%c4, %c0] : memref<5x16xf32>, vector<16xf32>
    %prfb4 = vector.bitcast %prf4 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: roundeven: "
    vector.print %prfb4 : vector<16xi32>
    %prh4 = vector.load %orh[%c4, %c0] : memref<5x16xf16>, vector<16xf16>
    %prhb4 = vector.bitcast %prh4 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: roundeven: "
    vector.print %prhb4 : vector<16xi16>
    return
  }
}
