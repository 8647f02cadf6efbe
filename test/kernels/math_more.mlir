// More math ops. f32 (16 lanes): math.copysign, math.fma (x * y + 0.25,
// one rounding), math.atan2 (all quadrants, signed zeros, infinities),
// math.cbrt, math.erfc (erfc(10) is an f32 denormal), math.log1p and
// math.expm1 on a separate row without tiny or -0 arguments (the reference
// lowers them to log(1 + x) / exp(x) - 1); f16 (16 lanes, no widening in the
// source): copysign, fma, atan2, cbrt, erfc, absf incl. 65504, inf, NaN;
// integers: math.ctlz / cttz / ctpop / absi on i16 and i64 vectors incl. 0,
// -1, INT_MIN, INT_MAX. Float results are printed as decimals and bit patterns.
// (math.ipowi is not here: the reference pipeline cannot lower it, scalar or
// vector.)
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: ulp 4 rel 1e-5 abs 1e-6
// Computed with Python's math module in double precision, rounded to
// f32 / f16 (erfc(10) = 2.09e-45 is 1 or 2 denormal ulps; log1p(-2) any NaN):
// CHECK: copysign: ( 0, -0, -0.001, 2.5, -0.5, 0.5, -1, 1, 3, -3, 10, 10, -1e+30, -inf, inf, nan )
// CHECK: fma: ( 0.25, 0.25, 0.25, -4.75, -0.75, 0.25, -0.75, -0.75, 12.25, 12.25, 5.25, -4.75, -inf, -inf, -inf, nan )
// CHECK: atan2: ( -0, 3.14159, 1.5708, -0.896055, 2.89661, -1.5708, 2.35619, -0.785398, 0.643501, -2.49809, 1.52084, -1.52084, 2.35619, 2.35619, -1.5708, nan )
// CHECK: cbrt: ( -0, 0, 0.1, -1.35721, 0.793701, -0.793701, 1, -1, 1.44225, -1.44225, 2.15443, -2.15443, 1e+10, inf, -inf, nan )
// CHECK: erfc: ( 1, 1, 0.998872, 1.99959, 0.4795, 1.5205, 0.157299, 1.8427, 2.20905e-05, 1.99998, {{(1.4013|2.8026)e-45}}, 2, 0, 0, 2, nan )
// CHECK: log1p: ( -1.38629, -0.693147, -0.287682, 0.223144, 0.405465, 0.693147, 1.09861, 1.38629, 1.79176, 2.3979, -inf, {{-?}}nan, 0, 3.93183, inf, nan )
// CHECK: expm1: ( -0.527633, -0.393469, -0.221199, 0.284025, 0.648721, 1.71828, 6.38906, 19.0855, 147.413, 22025.5, -0.632121, -0.864665, 0, 5.18471e+21, inf, nan )
// CHECK: h_copysign: ( 0, -0.5, 2.5, -1, -3, 3, 65504, -0.0999756, 0.0999756, -1000, 7, 0.0010004, inf, -inf, nan, -2 )
// CHECK: h_fma: ( 0.25, -0.25, -4.75, 0.25, -8.75, -8.75, inf, 0.199951, 0.199951, -inf, -48.75, 0.250977, inf, inf, nan, 0.25 )
// CHECK: h_atan2: ( -0, 2.67773, -0.895996, 1.57031, 2.35547, -0.785156, 1.57031, 2.94336, -0.197388, 1.64062, -0.785156, 0.0010004, 1.57031, -1.57031, nan, 1.57031 )
// CHECK: h_cbrt: ( -0, 0.793457, -1.35742, 1, 1.44238, -1.44238, 40.3125, 0.464111, -0.464111, 10, -1.91309, 0.100037, inf, -inf, nan, 1.25977 )
// CHECK: h_erfc: ( 1, 0.479492, 2, 0.157349, 2.21133e-05, 2, 0, 0.887695, 1.1123, 0, 2, 0.999023, 0, 2, nan, 0.00467682 )
// CHECK: h_absf: ( 0, 0.5, 2.5, 1, 3, 3, 65504, 0.0999756, 0.0999756, 1000, 7, 0.0010004, inf, inf, nan, 2 )
// CHECK: ctlz16: ( 16, 15, 0, 0, 1, 7, 8, 2, 0, 14, 1, 0, 13, 3, 0, 8 )
// CHECK: cttz16: ( 16, 0, 0, 15, 0, 8, 4, 0, 0, 1, 14, 8, 0, 12, 1, 0 )
// CHECK: ctpop16: ( 0, 1, 16, 1, 15, 1, 4, 6, 11, 1, 1, 8, 3, 1, 15, 8 )
// CHECK: absi16: ( 0, 1, 1, -32768, 32767, 256, 240, 12345, 12345, 2, 16384, 256, 7, 4096, 2, 255 )
// CHECK: ctlz64: ( 64, 63, 0, 0, 1, 23, 0, 20 )
// CHECK: cttz64: ( 64, 0, 0, 63, 0, 40, 4, 1 )
// CHECK: ctpop64: ( 0, 1, 64, 1, 63, 1, 32, 27 )
// CHECK: absi64: ( 0, 1, 1, -9223372036854775808, 9223372036854775807, 1099511627776, 1085102592571150096, 12345678901234 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mf32(%px: memref<16xf32>, %py: memref<16xf32>, %pz: memref<16xf32>, %o: memref<7x16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %x = vector.load %px[%c0] : memref<16xf32>, vector<16xf32>
      %y = vector.load %py[%c0] : memref<16xf32>, vector<16xf32>
      %z = vector.load %pz[%c0] : memref<16xf32>, vector<16xf32>
      %q = arith.constant dense<0.25> : vector<16xf32>
      %r0 = math.copysign %x, %y : vector<16xf32>
      %r1 = math.fma %x, %y, %q : vector<16xf32>
      %r2 = math.atan2 %x, %y : vector<16xf32>
      %r3 = math.cbrt %x : vector<16xf32>
      %r4 = math.erfc %x : vector<16xf32>
      %r5 = math.log1p %z : vector<16xf32>
      %r6 = math.expm1 %z : vector<16xf32>
      vector.store %r0, %o[%c0, %c0] : memref<7x16xf32>, vector<16xf32>
      vector.store %r1, %o[%c1, %c0] : memref<7x16xf32>, vector<16xf32>
      vector.store %r2, %o[%c2, %c0] : memref<7x16xf32>, vector<16xf32>
      vector.store %r3, %o[%c3, %c0] : memref<7x16xf32>, vector<16xf32>
      vector.store %r4, %o[%c4, %c0] : memref<7x16xf32>, vector<16xf32>
      vector.store %r5, %o[%c5, %c0] : memref<7x16xf32>, vector<16xf32>
      vector.store %r6, %o[%c6, %c0] : memref<7x16xf32>, vector<16xf32>
      gpu.return
    }

    gpu.func @mf16(%ph: memref<16xf16>, %phy: memref<16xf16>, %o: memref<6x16xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %h = vector.load %ph[%c0] : memref<16xf16>, vector<16xf16>
      %hy = vector.load %phy[%c0] : memref<16xf16>, vector<16xf16>
      %q = arith.constant dense<0.25> : vector<16xf16>
      %r0 = math.copysign %h, %hy : vector<16xf16>
      %r1 = math.fma %h, %hy, %q : vector<16xf16>
      %r2 = math.atan2 %h, %hy : vector<16xf16>
      %r3 = math.cbrt %h : vector<16xf16>
      %r4 = math.erfc %h : vector<16xf16>
      %r5 = math.absf %h : vector<16xf16>
      vector.store %r0, %o[%c0, %c0] : memref<6x16xf16>, vector<16xf16>
      vector.store %r1, %o[%c1, %c0] : memref<6x16xf16>, vector<16xf16>
      vector.store %r2, %o[%c2, %c0] : memref<6x16xf16>, vector<16xf16>
      vector.store %r3, %o[%c3, %c0] : memref<6x16xf16>, vector<16xf16>
      vector.store %r4, %o[%c4, %c0] : memref<6x16xf16>, vector<16xf16>
      vector.store %r5, %o[%c5, %c0] : memref<6x16xf16>, vector<16xf16>
      gpu.return
    }

    gpu.func @mint(%pa: memref<16xi16>, %pb: memref<8xi64>, %o16: memref<4x16xi16>, %o64: memref<4x8xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %a = vector.load %pa[%c0] : memref<16xi16>, vector<16xi16>
      %b = vector.load %pb[%c0] : memref<8xi64>, vector<8xi64>
      %a0 = math.ctlz %a : vector<16xi16>
      %a1 = math.cttz %a : vector<16xi16>
      %a2 = math.ctpop %a : vector<16xi16>
      %a3 = math.absi %a : vector<16xi16>
      vector.store %a0, %o16[%c0, %c0] : memref<4x16xi16>, vector<16xi16>
      vector.store %a1, %o16[%c1, %c0] : memref<4x16xi16>, vector<16xi16>
      vector.store %a2, %o16[%c2, %c0] : memref<4x16xi16>, vector<16xi16>
      vector.store %a3, %o16[%c3, %c0] : memref<4x16xi16>, vector<16xi16>
      %b0 = math.ctlz %b : vector<8xi64>
      %b1 = math.cttz %b : vector<8xi64>
      %b2 = math.ctpop %b : vector<8xi64>
      %b3 = math.absi %b : vector<8xi64>
      vector.store %b0, %o64[%c0, %c0] : memref<4x8xi64>, vector<8xi64>
      vector.store %b1, %o64[%c1, %c0] : memref<4x8xi64>, vector<8xi64>
      vector.store %b2, %o64[%c2, %c0] : memref<4x8xi64>, vector<8xi64>
      vector.store %b3, %o64[%c3, %c0] : memref<4x8xi64>, vector<8xi64>
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
    %c16 = arith.constant 16 : index
    %px = memref.alloc() : memref<16xf32>
    %py = memref.alloc() : memref<16xf32>
    %pz = memref.alloc() : memref<16xf32>
    %o = memref.alloc() : memref<7x16xf32>
    %ph = memref.alloc() : memref<16xf16>
    %phy = memref.alloc() : memref<16xf16>
    %oh = memref.alloc() : memref<6x16xf16>
    %pa = memref.alloc() : memref<16xi16>
    %pb = memref.alloc() : memref<8xi64>
    %o16 = memref.alloc() : memref<4x16xi16>
    %o64 = memref.alloc() : memref<4x8xi64>
    // x: -0, 0, 1e-3, -2.5, 0.5, -0.5, 1, -1, 3, -3, 10, -10, 1e30, inf, -inf, nan
    %vx = arith.constant dense<[-0.0, 0.0, 1.0e-3, -2.5, 0.5, -0.5, 1.0, -1.0, 3.0, -3.0, 10.0, -10.0, 1.0e30, 0x7F800000, 0xFF800000, 0x7FC00000]> : vector<16xf32>
    %vy = arith.constant dense<[1.0, -1.0, -0.0, 2.0, -2.0, 0.0, -1.0, 1.0, 4.0, -4.0, 0.5, 0.5, -1.0e30, 0xFF800000, 1.0, 1.0]> : vector<16xf32>
    %vz = arith.constant dense<[-0.75, -0.5, -0.25, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, -1.0, -2.0, 0.0, 50.0, 0x7F800000, 0x7FC00000]> : vector<16xf32>
    vector.store %vx, %px[%c0] : memref<16xf32>, vector<16xf32>
    vector.store %vy, %py[%c0] : memref<16xf32>, vector<16xf32>
    vector.store %vz, %pz[%c0] : memref<16xf32>, vector<16xf32>
    %vh = arith.constant dense<[-0.0, 0.5, -2.5, 1.0, 3.0, -3.0, 65504.0, 0.1, -0.1, 1000.0, -7.0, 0.001, 0x7C00, 0xFC00, 0x7E00, 2.0]> : vector<16xf16>
    %vhy = arith.constant dense<[1.0, -1.0, 2.0, -0.0, -3.0, 3.0, 2.0, -0.5, 0.5, -70.0, 7.0, 1.0, 1.0, -1.0, 1.0, -0.0]> : vector<16xf16>
    vector.store %vh, %ph[%c0] : memref<16xf16>, vector<16xf16>
    vector.store %vhy, %phy[%c0] : memref<16xf16>, vector<16xf16>
    %va = arith.constant dense<[0, 1, -1, -32768, 32767, 256, 240, 12345, -12345, 2, 16384, -256, 7, 4096, -2, 255]> : vector<16xi16>
    vector.store %va, %pa[%c0] : memref<16xi16>, vector<16xi16>
    %vb = arith.constant dense<[0, 1, -1, -9223372036854775808, 9223372036854775807, 1099511627776, -1085102592571150096, 12345678901234]> : vector<8xi64>
    vector.store %vb, %pb[%c0] : memref<8xi64>, vector<8xi64>
    gpu.launch_func @kernels::@mf32 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%px : memref<16xf32>, %py : memref<16xf32>, %pz : memref<16xf32>, %o : memref<7x16xf32>)
    gpu.launch_func @kernels::@mf16 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%ph : memref<16xf16>, %phy : memref<16xf16>, %oh : memref<6x16xf16>)
    gpu.launch_func @kernels::@mint blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%pa : memref<16xi16>, %pb : memref<8xi64>, %o16 : memref<4x16xi16>, %o64 : memref<4x8xi64>)
    %f0 = vector.load %o[%c0, %c0] : memref<7x16xf32>, vector<16xf32>
    vector.print str "copysign: "
    vector.print %f0 : vector<16xf32>
    %fb0 = vector.bitcast %f0 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: "
    vector.print %fb0 : vector<16xi32>
    %f1 = vector.load %o[%c1, %c0] : memref<7x16xf32>, vector<16xf32>
    vector.print str "fma: "
    vector.print %f1 : vector<16xf32>
    %fb1 = vector.bitcast %f1 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: "
    vector.print %fb1 : vector<16xi32>
    %f2 = vector.load %o[%c2, %c0] : memref<7x16xf32>, vector<16xf32>
    vector.print str "atan2: "
    vector.print %f2 : vector<16xf32>
    %fb2 = vector.bitcast %f2 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: "
    vector.print %fb2 : vector<16xi32>
    %f3 = vector.load %o[%c3, %c0] : memref<7x16xf32>, vector<16xf32>
    vector.print str "cbrt: "
    vector.print %f3 : vector<16xf32>
    %fb3 = vector.bitcast %f3 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: "
    vector.print %fb3 : vector<16xi32>
    %f4 = vector.load %o[%c4, %c0] : memref<7x16xf32>, vector<16xf32>
    vector.print str "erfc: "
    vector.print %f4 : vector<16xf32>
    %fb4 = vector.bitcast %f4 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: "
    vector.print %fb4 : vector<16xi32>
    %f5 = vector.load %o[%c5, %c0] : memref<7x16xf32>, vector<16xf32>
    vector.print str "log1p: "
    vector.print %f5 : vector<16xf32>
    %fb5 = vector.bitcast %f5 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: "
    vector.print %fb5 : vector<16xi32>
    %f6 = vector.load %o[%c6, %c0] : memref<7x16xf32>, vector<16xf32>
    vector.print str "expm1: "
    vector.print %f6 : vector<16xf32>
    %fb6 = vector.bitcast %f6 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: "
    vector.print %fb6 : vector<16xi32>
    %h0 = vector.load %oh[%c0, %c0] : memref<6x16xf16>, vector<16xf16>
    vector.print str "h_copysign: "
    vector.print %h0 : vector<16xf16>
    %hb0 = vector.bitcast %h0 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb0 : vector<16xi16>
    %h1 = vector.load %oh[%c1, %c0] : memref<6x16xf16>, vector<16xf16>
    vector.print str "h_fma: "
    vector.print %h1 : vector<16xf16>
    %hb1 = vector.bitcast %h1 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb1 : vector<16xi16>
    %h2 = vector.load %oh[%c2, %c0] : memref<6x16xf16>, vector<16xf16>
    vector.print str "h_atan2: "
    vector.print %h2 : vector<16xf16>
    %hb2 = vector.bitcast %h2 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb2 : vector<16xi16>
    %h3 = vector.load %oh[%c3, %c0] : memref<6x16xf16>, vector<16xf16>
    vector.print str "h_cbrt: "
    vector.print %h3 : vector<16xf16>
    %hb3 = vector.bitcast %h3 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb3 : vector<16xi16>
    %h4 = vector.load %oh[%c4, %c0] : memref<6x16xf16>, vector<16xf16>
    vector.print str "h_erfc: "
    vector.print %h4 : vector<16xf16>
    %hb4 = vector.bitcast %h4 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb4 : vector<16xi16>
    %h5 = vector.load %oh[%c5, %c0] : memref<6x16xf16>, vector<16xf16>
    vector.print str "h_absf: "
    vector.print %h5 : vector<16xf16>
    %hb5 = vector.bitcast %h5 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb5 : vector<16xi16>
    %s0 = vector.load %o16[%c0, %c0] : memref<4x16xi16>, vector<16xi16>
    vector.print str "ctlz16: "
    vector.print %s0 : vector<16xi16>
    %s1 = vector.load %o16[%c1, %c0] : memref<4x16xi16>, vector<16xi16>
    vector.print str "cttz16: "
    vector.print %s1 : vector<16xi16>
    %s2 = vector.load %o16[%c2, %c0] : memref<4x16xi16>, vector<16xi16>
    vector.print str "ctpop16: "
    vector.print %s2 : vector<16xi16>
    %s3 = vector.load %o16[%c3, %c0] : memref<4x16xi16>, vector<16xi16>
    vector.print str "absi16: "
    vector.print %s3 : vector<16xi16>
    %l0 = vector.load %o64[%c0, %c0] : memref<4x8xi64>, vector<8xi64>
    vector.print str "ctlz64: "
    vector.print %l0 : vector<8xi64>
    %l1 = vector.load %o64[%c1, %c0] : memref<4x8xi64>, vector<8xi64>
    vector.print str "cttz64: "
    vector.print %l1 : vector<8xi64>
    %l2 = vector.load %o64[%c2, %c0] : memref<4x8xi64>, vector<8xi64>
    vector.print str "ctpop64: "
    vector.print %l2 : vector<8xi64>
    %l3 = vector.load %o64[%c3, %c0] : memref<4x8xi64>, vector<8xi64>
    vector.print str "absi64: "
    vector.print %l3 : vector<8xi64>
    memref.dealloc %px : memref<16xf32>
    memref.dealloc %py : memref<16xf32>
    memref.dealloc %pz : memref<16xf32>
    memref.dealloc %o : memref<7x16xf32>
    memref.dealloc %ph : memref<16xf16>
    memref.dealloc %phy : memref<16xf16>
    memref.dealloc %oh : memref<6x16xf16>
    memref.dealloc %pa : memref<16xi16>
    memref.dealloc %pb : memref<8xi64>
    memref.dealloc %o16 : memref<4x16xi16>
    memref.dealloc %o64 : memref<4x8xi64>
    return
  }
}
