// Mixed precision on vectors. f16 (16 lanes): addf, subf, mulf, divf
// (overflow, subnormal results and ties, 0/0, x/-0), maximumf / minimumf
// (NaN, -0 vs +0), negation through arith.bitcast f16 -> i16, xori 0x8000,
// bitcast back (also of inf and NaN), extf f16 -> f32, mulf in f32, truncf
// back (overflow to inf), fptosi f16 -> i32 (truncation toward 0), bitcast
// bits extui'd to i32, sitofp i32 -> f16 (ties to even: 2049, 2051, 4095,
// 8191; 65519 -> 65504, 65520 -> inf). bf16 (8 lanes): addf, mulf (ties,
// overflow), extf bf16 -> f32, truncf f32 -> bf16 (ties, max finite vs inf;
// no f32 denormal input: the reference host converts with avx512_bf16,
// which flushes it to 0). f64 (8 lanes): divf (x/0, overflow, denormal result),
// math.sqrt (of -3, -0, 1e-300), mulf + addf, sitofp / uitofp i64 -> f64
// (2^53 + 1, INT64_MIN / MAX, -1 as unsigned), fptosi f64 -> i64 up to 9.2e18.
// Results are printed as decimals and bit patterns (bf16: bits only).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Computed by a few lines of Python (struct's IEEE half packing, manual
// bf16 round-to-nearest-even, double arithmetic) over the same inputs:
// CHECK: h_add: ( 4, 65504, -65504, 0.199951, 0.5, 0.5, 0, inf, {{-?}}nan, 2048, 0, 3, -5, 1000, 0, 0 )
// CHECK-NEXT: bits f16: ( 17408, 31743, -1025, 12902, 14336, 14336, 0, 31744, 32256, 26624, 0, 16896, -15104, 25552, 0, 0 )
// CHECK-NEXT: h_sub: ( -2, 65504, -65504, 0, -0.5, -0.5, -0, inf, {{-?}}nan, 2047, 0.666016, 3, -10, 1000, 1, 0 )
// CHECK-NEXT: bits f16: ( -16384, 31743, -1025, 0, -18432, -18432, -32768, 31744, 32256, 26623, 14676, 16896, -14080, 25552, 15360, 0 )
// CHECK-NEXT: h_mul: ( 3, inf, 32752, 0.00999451, 3.05176e-05, 0, -0, inf, {{-?}}nan, 2048, -0.110901, -0, -18.75, 1, -0.25, -0 )
// CHECK-NEXT: bits f16: ( 16896, 31744, 30719, 8478, 512, 0, -32768, 31744, 32256, 26624, -20711, -32768, -13136, 15360, -19456, -32768 )
// CHECK-NEXT: h_div: ( 0.333252, 32752, inf, 1, 0.00012207, 1.19209e-07, {{-?}}nan, inf, {{-?}}nan, 2048, -1, -inf, -3, inf, -1, {{-?}}nan )
// CHECK-NEXT: bits f16: ( 13653, 30719, 31744, 15360, 2048, 2, {{-?[0-9]+}}, 31744, 32256, 26624, -17408, -1024, -15872, 31744, -17408, {{-?[0-9]+}} )
// CHECK-NEXT: h_maximumf: ( 3, 65504, -0.5, 0.0999756, 0.5, 0.5, 0, inf, {{-?}}nan, 2048, 0.333008, 3, 2.5, 1000, 0.5, 0 )
// CHECK-NEXT: bits f16: ( 16896, 31743, -18432, 11878, 14336, 14336, 0, 31744, 32256, 26624, 13652, 16896, 16640, 25552, 14336, 0 )
// CHECK-NEXT: h_minimumf: ( 1, 2, -65504, 0.0999756, 6.10352e-05, 5.96046e-08, -0, 1, {{-?}}nan, 1, -0.333008, -0, -7.5, 0.0010004, -0.5, -0 )
// CHECK-NEXT: bits f16: ( 15360, 16384, -1025, 11878, 1024, 1, -32768, 15360, 32256, 15360, -19116, -32768, -14464, 5145, -18432, -32768 )
// CHECK-NEXT: bits f16: ( -17408, -1025, 31743, -20890, -31744, -32767, 0, -1024, -512, -6144, -19116, -15872, 18304, -7216, -18432, -32768 )
// CHECK-NEXT: h_times3: ( 3, inf, -inf, 0.299805, 0.000183105, 1.78814e-07, -0, inf, {{-?}}nan, 6144, 0.999023, 9, -22.5, 3000, 1.5, 0 )
// CHECK-NEXT: fptosi: ( 0, 0, 1, -1, 2, 65504, -65504, 1000, 0, 0, 7, -7, 3, 100, -2048, 0 )
// CHECK-NEXT: abits: ( 15360, 31743, 64511, 11878, 1024, 1, 32768, 31744, 32256, 26624, 13652, 16896, 51072, 25552, 14336, 0 )
// CHECK-NEXT: sitofp: ( 0, 1, -1, 2048, 2052, 65504, inf, -inf, 4096, inf, -3, 1024, 2047, 4096, 8192, 12344 )
// CHECK-NEXT: bits bf16: ( 16256, 16448, -16384, 16026, 17096, 32406, 0, 0 )
// CHECK-NEXT: bits bf16: ( 15232, 15552, -16480, 15524, -16512, 32640, -32768, -15804 )
// CHECK-NEXT: bf_ext: ( 1, 3, -2.5, 0.100098, 100, 9.96921e+37, -0, 7 )
// CHECK-NEXT: bits bf16: ( 16256, 16258, 32639, 32640, 218, -16448, 18304, 16043 )
// CHECK-NEXT: d_div: ( 0.333333, inf, -0.428571, inf, 1e-310, 0.333333, -0, -2.5 )
// CHECK-NEXT: bits f64: ( 4599676419421066581, 9218868437227405312, -4621979960432806181, 9218868437227405312, 20240225330731, 4599676419421066582, -9223372036854775808, -4610560118520545280 )
// CHECK-NEXT: d_sqrt: ( 1, 1.41421, {{-?}}nan, 1e+150, 1e-150, 0.316228, -0, 3.16228 )
// CHECK-NEXT: bits f64: ( 4607182418800017408, 4609047870845172685, {{-?[0-9]+}}, 6850974717710472879, 2362753625475748981, 4599368272914696463, -9223372036854775808, 4614303235046005587 )
// CHECK-NEXT: d_muladd: ( 4, 2, -24, 1e+300, 1e-290, 0.13, -0, -30 )
// CHECK-NEXT: bits f64: ( 4616189618054758400, 4611686018427387904, -4595923419731591168, 9094988921129580675, 268231017196246914, 4593851763903000740, -9223372036854775808, -4594234569871327232 )
// CHECK-NEXT: d_sitofp: ( 0, 1, -1, 9.0072e+15, -9.22337e+18, 9.22337e+18, 1.23457e+08, -42 )
// CHECK-NEXT: bits f64: ( 0, 4607182418800017408, -4616189618054758400, 4845873199050653696, -4332462841530417152, 4890909195324358656, 4728057454347157504, -4592264245034352640 )
// CHECK-NEXT: d_uitofp: ( 0, 1, 1.84467e+19, 9.0072e+15, 9.22337e+18, 9.22337e+18, 1.23457e+08, 1.84467e+19 )
// CHECK-NEXT: bits f64: ( 0, 4607182418800017408, 4895412794951729152, 4845873199050653696, 4890909195324358656, 4890909195324358656, 4728057454347157504, 4895412794951729152 )
// CHECK-NEXT: fptosi64: ( 1, -1, 1000000000000000000, -1000000000000000000, 4500000000000000, 9200000000000000000, -9200000000000000000, 0 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @f16ops(%pa: memref<16xf16>, %pb: memref<16xf16>, %pc: memref<16xf16>, %pn: memref<16xi32>,
                     %o: memref<8x16xf16>, %oi: memref<2x16xi32>, %on: memref<16xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %a = vector.load %pa[%c0] : memref<16xf16>, vector<16xf16>
      %b = vector.load %pb[%c0] : memref<16xf16>, vector<16xf16>
      %r0 = arith.addf %a, %b : vector<16xf16>
      %r1 = arith.subf %a, %b : vector<16xf16>
      %r2 = arith.mulf %a, %b : vector<16xf16>
      %r3 = arith.divf %a, %b : vector<16xf16>
      %r4 = arith.maximumf %a, %b : vector<16xf16>
      %r5 = arith.minimumf %a, %b : vector<16xf16>
      %ab = arith.bitcast %a : vector<16xf16> to vector<16xi16>
      %sign = arith.constant dense<-32768> : vector<16xi16>
      %nb = arith.xori %ab, %sign : vector<16xi16>
      %r6 = arith.bitcast %nb : vector<16xi16> to vector<16xf16>
      %ae = arith.extf %a : vector<16xf16> to vector<16xf32>
      %three = arith.constant dense<3.0> : vector<16xf32>
      %a3 = arith.mulf %ae, %three : vector<16xf32>
      %r7 = arith.truncf %a3 : vector<16xf32> to vector<16xf16>
      vector.store %r0, %o[%c0, %c0] : memref<8x16xf16>, vector<16xf16>
      vector.store %r1, %o[%c1, %c0] : memref<8x16xf16>, vector<16xf16>
      vector.store %r2, %o[%c2, %c0] : memref<8x16xf16>, vector<16xf16>
      vector.store %r3, %o[%c3, %c0] : memref<8x16xf16>, vector<16xf16>
      vector.store %r4, %o[%c4, %c0] : memref<8x16xf16>, vector<16xf16>
      vector.store %r5, %o[%c5, %c0] : memref<8x16xf16>, vector<16xf16>
      vector.store %r6, %o[%c6, %c0] : memref<8x16xf16>, vector<16xf16>
      vector.store %r7, %o[%c7, %c0] : memref<8x16xf16>, vector<16xf16>
      %c = vector.load %pc[%c0] : memref<16xf16>, vector<16xf16>
      %ci = arith.fptosi %c : vector<16xf16> to vector<16xi32>
      vector.store %ci, %oi[%c0, %c0] : memref<2x16xi32>, vector<16xi32>
      %abu = arith.extui %ab : vector<16xi16> to vector<16xi32>
      vector.store %abu, %oi[%c1, %c0] : memref<2x16xi32>, vector<16xi32>
      %n = vector.load %pn[%c0] : memref<16xi32>, vector<16xi32>
      %nf = arith.sitofp %n : vector<16xi32> to vector<16xf16>
      vector.store %nf, %on[%c0] : memref<16xf16>, vector<16xf16>
      gpu.return
    }

    gpu.func @bf16ops(%pa: memref<8xbf16>, %pb: memref<8xbf16>, %pf: memref<8xf32>,
                      %o: memref<3x8xbf16>, %oe: memref<8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %a = vector.load %pa[%c0] : memref<8xbf16>, vector<8xbf16>
      %b = vector.load %pb[%c0] : memref<8xbf16>, vector<8xbf16>
      %s = arith.addf %a, %b : vector<8xbf16>
      %p = arith.mulf %a, %b : vector<8xbf16>
      vector.store %s, %o[%c0, %c0] : memref<3x8xbf16>, vector<8xbf16>
      vector.store %p, %o[%c1, %c0] : memref<3x8xbf16>, vector<8xbf16>
      %ae = arith.extf %a : vector<8xbf16> to vector<8xf32>
      vector.store %ae, %oe[%c0] : memref<8xf32>, vector<8xf32>
      %f = vector.load %pf[%c0] : memref<8xf32>, vector<8xf32>
      %t = arith.truncf %f : vector<8xf32> to vector<8xbf16>
      vector.store %t, %o[%c2, %c0] : memref<3x8xbf16>, vector<8xbf16>
      gpu.return
    }

    gpu.func @f64ops(%px: memref<8xf64>, %py: memref<8xf64>, %pn: memref<8xi64>, %pz: memref<8xf64>,
                     %o: memref<5x8xf64>, %oi: memref<8xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %x = vector.load %px[%c0] : memref<8xf64>, vector<8xf64>
      %y = vector.load %py[%c0] : memref<8xf64>, vector<8xf64>
      %d = arith.divf %x, %y : vector<8xf64>
      %s = math.sqrt %x : vector<8xf64>
      %m = arith.mulf %x, %y : vector<8xf64>
      %ma = arith.addf %m, %x : vector<8xf64>
      %n = vector.load %pn[%c0] : memref<8xi64>, vector<8xi64>
      %si = arith.sitofp %n : vector<8xi64> to vector<8xf64>
      %ui = arith.uitofp %n : vector<8xi64> to vector<8xf64>
      vector.store %d, %o[%c0, %c0] : memref<5x8xf64>, vector<8xf64>
      vector.store %s, %o[%c1, %c0] : memref<5x8xf64>, vector<8xf64>
      vector.store %ma, %o[%c2, %c0] : memref<5x8xf64>, vector<8xf64>
      vector.store %si, %o[%c3, %c0] : memref<5x8xf64>, vector<8xf64>
      vector.store %ui, %o[%c4, %c0] : memref<5x8xf64>, vector<8xf64>
      %z = vector.load %pz[%c0] : memref<8xf64>, vector<8xf64>
      %zi = arith.fptosi %z : vector<8xf64> to vector<8xi64>
      vector.store %zi, %oi[%c0] : memref<8xi64>, vector<8xi64>
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
    %pa = memref.alloc() : memref<16xf16>
    %pb = memref.alloc() : memref<16xf16>
    %pc = memref.alloc() : memref<16xf16>
    %pn = memref.alloc() : memref<16xi32>
    %o = memref.alloc() : memref<8x16xf16>
    %oi = memref.alloc() : memref<2x16xi32>
    %on = memref.alloc() : memref<16xf16>
    %va = arith.constant dense<[1.0, 65504.0, -65504.0, 0.1, 6.103515625e-05, 5.9604644775390625e-08, -0.0, 0x7C00,
                                0x7E00, 2048.0, 0.333, 3.0, -7.5, 1000.0, 0.5, 0.0]> : vector<16xf16>
    %vb = arith.constant dense<[3.0, 2.0, -0.5, 0.1, 0.5, 0.5, 0.0, 1.0,
                                1.0, 1.0, -0.333, -0.0, 2.5, 0.001, -0.5, -0.0]> : vector<16xf16>
    %vc = arith.constant dense<[0.5, -0.5, 1.5, -1.5, 2.5, 65504.0, -65504.0, 1000.5,
                                0.99, -0.99, 7.0, -7.0, 3.75, 100.0, -2049.0, 0.0]> : vector<16xf16>
    vector.store %va, %pa[%c0] : memref<16xf16>, vector<16xf16>
    vector.store %vb, %pb[%c0] : memref<16xf16>, vector<16xf16>
    vector.store %vc, %pc[%c0] : memref<16xf16>, vector<16xf16>
    %vn = arith.constant dense<[0, 1, -1, 2049, 2051, 65519, 65520, -65520, 4097, 100000, -3, 1024, 2047, 4095, 8191, 12345]> : vector<16xi32>
    vector.store %vn, %pn[%c0] : memref<16xi32>, vector<16xi32>
    gpu.launch_func @kernels::@f16ops blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%pa : memref<16xf16>, %pb : memref<16xf16>, %pc : memref<16xf16>, %pn : memref<16xi32>,
             %o : memref<8x16xf16>, %oi : memref<2x16xi32>, %on : memref<16xf16>)
    %h0 = vector.load %o[%c0, %c0] : memref<8x16xf16>, vector<16xf16>
    vector.print str "h_add: "
    vector.print %h0 : vector<16xf16>
    %hb0 = vector.bitcast %h0 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb0 : vector<16xi16>
    %h1 = vector.load %o[%c1, %c0] : memref<8x16xf16>, vector<16xf16>
    vector.print str "h_sub: "
    vector.print %h1 : vector<16xf16>
    %hb1 = vector.bitcast %h1 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb1 : vector<16xi16>
    %h2 = vector.load %o[%c2, %c0] : memref<8x16xf16>, vector<16xf16>
    vector.print str "h_mul: "
    vector.print %h2 : vector<16xf16>
    %hb2 = vector.bitcast %h2 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb2 : vector<16xi16>
    %h3 = vector.load %o[%c3, %c0] : memref<8x16xf16>, vector<16xf16>
    vector.print str "h_div: "
    vector.print %h3 : vector<16xf16>
    %hb3 = vector.bitcast %h3 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb3 : vector<16xi16>
    %h4 = vector.load %o[%c4, %c0] : memref<8x16xf16>, vector<16xf16>
    vector.print str "h_maximumf: "
    vector.print %h4 : vector<16xf16>
    %hb4 = vector.bitcast %h4 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb4 : vector<16xi16>
    %h5 = vector.load %o[%c5, %c0] : memref<8x16xf16>, vector<16xf16>
    vector.print str "h_minimumf: "
    vector.print %h5 : vector<16xf16>
    %hb5 = vector.bitcast %h5 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb5 : vector<16xi16>
    %h6 = vector.load %o[%c6, %c0] : memref<8x16xf16>, vector<16xf16>
    %hb6 = vector.bitcast %h6 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: "
    vector.print %hb6 : vector<16xi16>
    %h7 = vector.load %o[%c7, %c0] : memref<8x16xf16>, vector<16xf16>
    vector.print str "h_times3: "
    vector.print %h7 : vector<16xf16>
    %fi = vector.load %oi[%c0, %c0] : memref<2x16xi32>, vector<16xi32>
    vector.print str "fptosi: "
    vector.print %fi : vector<16xi32>
    %ab = vector.load %oi[%c1, %c0] : memref<2x16xi32>, vector<16xi32>
    vector.print str "abits: "
    vector.print %ab : vector<16xi32>
    %nv = vector.load %on[%c0] : memref<16xf16>, vector<16xf16>
    vector.print str "sitofp: "
    vector.print %nv : vector<16xf16>
    // bf16
    %qa = memref.alloc() : memref<8xbf16>
    %qb = memref.alloc() : memref<8xbf16>
    %qf = memref.alloc() : memref<8xf32>
    %qo = memref.alloc() : memref<3x8xbf16>
    %qe = memref.alloc() : memref<8xf32>
    %ba = arith.constant dense<[1.0, 3.0, -2.5, 0.1, 100.0, 1.0e38, -0.0, 7.0]> : vector<8xbf16>
    %bb = arith.constant dense<[0.00390625, 0.0078125, 0.5, 0.2, -0.01, 10.0, 0.0, -7.0]> : vector<8xbf16>
    %bf = arith.constant dense<[1.00390625, 1.01171875, 3.3961e38, 3.4e38, 2.0e-38, -1.5, 65536.5, 0.333333]> : vector<8xf32>
    vector.store %ba, %qa[%c0] : memref<8xbf16>, vector<8xbf16>
    vector.store %bb, %qb[%c0] : memref<8xbf16>, vector<8xbf16>
    vector.store %bf, %qf[%c0] : memref<8xf32>, vector<8xf32>
    gpu.launch_func @kernels::@bf16ops blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%qa : memref<8xbf16>, %qb : memref<8xbf16>, %qf : memref<8xf32>, %qo : memref<3x8xbf16>, %qe : memref<8xf32>)
    %q0 = vector.load %qo[%c0, %c0] : memref<3x8xbf16>, vector<8xbf16>
    %q0b = vector.bitcast %q0 : vector<8xbf16> to vector<8xi16>
    vector.print str "bits bf16: "
    vector.print %q0b : vector<8xi16>
    %q1 = vector.load %qo[%c1, %c0] : memref<3x8xbf16>, vector<8xbf16>
    %q1b = vector.bitcast %q1 : vector<8xbf16> to vector<8xi16>
    vector.print str "bits bf16: "
    vector.print %q1b : vector<8xi16>
    %qev = vector.load %qe[%c0] : memref<8xf32>, vector<8xf32>
    vector.print str "bf_ext: "
    vector.print %qev : vector<8xf32>
    %q2 = vector.load %qo[%c2, %c0] : memref<3x8xbf16>, vector<8xbf16>
    %q2b = vector.bitcast %q2 : vector<8xbf16> to vector<8xi16>
    vector.print str "bits bf16: "
    vector.print %q2b : vector<8xi16>
    // f64
    %px = memref.alloc() : memref<8xf64>
    %py = memref.alloc() : memref<8xf64>
    %pnn = memref.alloc() : memref<8xi64>
    %pz = memref.alloc() : memref<8xf64>
    %do = memref.alloc() : memref<5x8xf64>
    %doi = memref.alloc() : memref<8xi64>
    %vx = arith.constant dense<[1.0, 2.0, -3.0, 1.0e300, 1.0e-300, 0.1, -0.0, 10.0]> : vector<8xf64>
    %vy = arith.constant dense<[3.0, 0.0, 7.0, 1.0e-10, 1.0e10, 0.3, 5.0, -4.0]> : vector<8xf64>
    %vnn = arith.constant dense<[0, 1, -1, 9007199254740993, -9223372036854775808, 9223372036854775807, 123456789, -42]> : vector<8xi64>
    %vz = arith.constant dense<[1.5, -1.5, 1.0e18, -1.0e18, 4500000000000000.5, 9.2e18, -9.2e18, 0.999]> : vector<8xf64>
    vector.store %vx, %px[%c0] : memref<8xf64>, vector<8xf64>
    vector.store %vy, %py[%c0] : memref<8xf64>, vector<8xf64>
    vector.store %vnn, %pnn[%c0] : memref<8xi64>, vector<8xi64>
    vector.store %vz, %pz[%c0] : memref<8xf64>, vector<8xf64>
    gpu.launch_func @kernels::@f64ops blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%px : memref<8xf64>, %py : memref<8xf64>, %pnn : memref<8xi64>, %pz : memref<8xf64>,
             %do : memref<5x8xf64>, %doi : memref<8xi64>)
    %d0 = vector.load %do[%c0, %c0] : memref<5x8xf64>, vector<8xf64>
    vector.print str "d_div: "
    vector.print %d0 : vector<8xf64>
    %db0 = vector.bitcast %d0 : vector<8xf64> to vector<8xi64>
    vector.print str "bits f64: "
    vector.print %db0 : vector<8xi64>
    %d1 = vector.load %do[%c1, %c0] : memref<5x8xf64>, vector<8xf64>
    vector.print str "d_sqrt: "
    vector.print %d1 : vector<8xf64>
    %db1 = vector.bitcast %d1 : vector<8xf64> to vector<8xi64>
    vector.print str "bits f64: "
    vector.print %db1 : vector<8xi64>
    %d2 = vector.load %do[%c2, %c0] : memref<5x8xf64>, vector<8xf64>
    vector.print str "d_muladd: "
    vector.print %d2 : vector<8xf64>
    %db2 = vector.bitcast %d2 : vector<8xf64> to vector<8xi64>
    vector.print str "bits f64: "
    vector.print %db2 : vector<8xi64>
    %d3 = vector.load %do[%c3, %c0] : memref<5x8xf64>, vector<8xf64>
    vector.print str "d_sitofp: "
    vector.print %d3 : vector<8xf64>
    %db3 = vector.bitcast %d3 : vector<8xf64> to vector<8xi64>
    vector.print str "bits f64: "
    vector.print %db3 : vector<8xi64>
    %d4 = vector.load %do[%c4, %c0] : memref<5x8xf64>, vector<8xf64>
    vector.print str "d_uitofp: "
    vector.print %d4 : vector<8xf64>
    %db4 = vector.bitcast %d4 : vector<8xf64> to vector<8xi64>
    vector.print str "bits f64: "
    vector.print %db4 : vector<8xi64>
    %zi = vector.load %doi[%c0] : memref<8xi64>, vector<8xi64>
    vector.print str "fptosi64: "
    vector.print %zi : vector<8xi64>
    memref.dealloc %pa : memref<16xf16>
    memref.dealloc %pb : memref<16xf16>
    memref.dealloc %pc : memref<16xf16>
    memref.dealloc %pn : memref<16xi32>
    memref.dealloc %o : memref<8x16xf16>
    memref.dealloc %oi : memref<2x16xi32>
    memref.dealloc %on : memref<16xf16>
    memref.dealloc %qa : memref<8xbf16>
    memref.dealloc %qb : memref<8xbf16>
    memref.dealloc %qf : memref<8xf32>
    memref.dealloc %qo : memref<3x8xbf16>
    memref.dealloc %qe : memref<8xf32>
    memref.dealloc %px : memref<8xf64>
    memref.dealloc %py : memref<8xf64>
    memref.dealloc %pnn : memref<8xi64>
    memref.dealloc %pz : memref<8xf64>
    memref.dealloc %do : memref<5x8xf64>
    memref.dealloc %doi : memref<8xi64>
    return
  }
}
