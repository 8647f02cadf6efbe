// Math functions on f32 vectors of 16 and directly on f16 vectors of 16 (no
// widening): powf, rsqrt, sqrt, log, log2, log1p, exp2, expm1, atan, atan2,
// sin, cos, tanh, erf, cbrt, absf, copysign; sin, cos, exp2, log2, rsqrt,
// powf, f16 exp2 and log with fastmath<afn> (on small arguments); scalar
// math.fpowi (f32 and f16) per element, exponents -3..3. (math.ipowi is not
// here: the reference pipeline cannot lower it; vector math.fpowi neither.)
// Edge inputs: -0, 0, 1e-3, 1e-6, large (100, 1000: exp2 / expm1 overflow,
// sin / cos range reduction), negative (log1p(-3.5), log of |x| only),
// f16 65504, a subnormal f16. log1p and expm1 take the [-3, 3] row (the
// reference lowers them to log(1 + x) and exp(x) - 1, inexact near 0).
// Results are printed as bit patterns.
// TOLERANCE: ulp 4 rel 1e-5 abs 1e-6
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mf32(%x: memref<2x16xf32>, %y: memref<2x16xf32>, %o: memref<2x24x16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %v = vector.load %x[%b, %c0] : memref<2x16xf32>, vector<16xf32>
      %s = vector.load %y[%b, %c0] : memref<2x16xf32>, vector<16xf32>
      %a = math.absf %v : vector<16xf32>
      %yy = arith.constant dense<[1.5, -0.5, 2.0, 0.5, 1.5, -0.5, 2.0, 0.5, 3.0, -2.0, 0.25, 1.5, 3.0, -1.0, 0.5, 1.5]> : vector<16xf32>
      %half = arith.constant dense<0.5> : vector<16xf32>
      %r0 = math.powf %a, %yy : vector<16xf32>
      %k0 = arith.constant 0 : index
      vector.store %r0, %o[%b, %k0, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r1 = math.rsqrt %a : vector<16xf32>
      %k1 = arith.constant 1 : index
      vector.store %r1, %o[%b, %k1, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r2 = math.sqrt %a : vector<16xf32>
      %k2 = arith.constant 2 : index
      vector.store %r2, %o[%b, %k2, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r3 = math.log %a : vector<16xf32>
      %k3 = arith.constant 3 : index
      vector.store %r3, %o[%b, %k3, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r4 = math.log2 %a : vector<16xf32>
      %k4 = arith.constant 4 : index
      vector.store %r4, %o[%b, %k4, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r5 = math.log1p %s : vector<16xf32>
      %k5 = arith.constant 5 : index
      vector.store %r5, %o[%b, %k5, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r6 = math.exp2 %v : vector<16xf32>
      %k6 = arith.constant 6 : index
      vector.store %r6, %o[%b, %k6, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r7 = math.expm1 %s : vector<16xf32>
      %k7 = arith.constant 7 : index
      vector.store %r7, %o[%b, %k7, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r8 = math.atan %v : vector<16xf32>
      %k8 = arith.constant 8 : index
      vector.store %r8, %o[%b, %k8, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r9 = math.atan2 %v, %yy : vector<16xf32>
      %k9 = arith.constant 9 : index
      vector.store %r9, %o[%b, %k9, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r10 = math.sin %v : vector<16xf32>
      %k10 = arith.constant 10 : index
      vector.store %r10, %o[%b, %k10, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r11 = math.cos %v : vector<16xf32>
      %k11 = arith.constant 11 : index
      vector.store %r11, %o[%b, %k11, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r12 = math.tanh %v : vector<16xf32>
      %k12 = arith.constant 12 : index
      vector.store %r12, %o[%b, %k12, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r13 = math.erf %v : vector<16xf32>
      %k13 = arith.constant 13 : index
      vector.store %r13, %o[%b, %k13, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r14 = math.cbrt %v : vector<16xf32>
      %k14 = arith.constant 14 : index
      vector.store %r14, %o[%b, %k14, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r15 = math.absf %v : vector<16xf32>
      %k15 = arith.constant 15 : index
      vector.store %r15, %o[%b, %k15, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r16 = math.copysign %yy, %v : vector<16xf32>
      %k16 = arith.constant 16 : index
      vector.store %r16, %o[%b, %k16, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r17 = math.sin %s fastmath<afn> : vector<16xf32>
      %k17 = arith.constant 17 : index
      vector.store %r17, %o[%b, %k17, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r18 = math.cos %s fastmath<afn> : vector<16xf32>
      %k18 = arith.constant 18 : index
      vector.store %r18, %o[%b, %k18, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r19 = math.exp2 %s fastmath<afn> : vector<16xf32>
      %k19 = arith.constant 19 : index
      vector.store %r19, %o[%b, %k19, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r20 = math.log2 %a fastmath<afn> : vector<16xf32>
      %k20 = arith.constant 20 : index
      vector.store %r20, %o[%b, %k20, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r21 = math.rsqrt %a fastmath<afn> : vector<16xf32>
      %k21 = arith.constant 21 : index
      vector.store %r21, %o[%b, %k21, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %r22 = math.powf %a, %half fastmath<afn> : vector<16xf32>
      %k22 = arith.constant 22 : index
      vector.store %r22, %o[%b, %k22, %c0] : memref<2x24x16xf32>, vector<16xf32>
      %kp = arith.constant 23 : index
      scf.for %j = %c0 to %c16 step %c1 {
        %e = memref.load %x[%b, %j] : memref<2x16xf32>
        %jm = arith.index_cast %j : index to i32
        %three = arith.constant 3 : i32
        %seven = arith.constant 7 : i32
        %e3 = arith.muli %jm, %three : i32
        %er = arith.remui %e3, %seven : i32
        %ee = arith.subi %er, %three : i32
        %p = math.fpowi %e, %ee : f32, i32
        memref.store %p, %o[%b, %kp, %j] : memref<2x24x16xf32>
      }
      gpu.return
    }
    gpu.func @mf16(%h: memref<2x16xf16>, %oh: memref<2x15x16xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %v = vector.load %h[%b, %c0] : memref<2x16xf16>, vector<16xf16>
      %a = math.absf %v : vector<16xf16>
      %p = arith.constant dense<[1.5, -0.5, 2.0, 0.5, 1.5, -0.5, 2.0, 0.5, 3.0, -2.0, 0.25, 1.5, 3.0, -1.0, 0.5, 1.5]> : vector<16xf16>
      %r0 = math.sqrt %a : vector<16xf16>
      %k0 = arith.constant 0 : index
      vector.store %r0, %oh[%b, %k0, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r1 = math.rsqrt %a : vector<16xf16>
      %k1 = arith.constant 1 : index
      vector.store %r1, %oh[%b, %k1, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r2 = math.exp2 %v : vector<16xf16>
      %k2 = arith.constant 2 : index
      vector.store %r2, %oh[%b, %k2, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r3 = math.log %a : vector<16xf16>
      %k3 = arith.constant 3 : index
      vector.store %r3, %oh[%b, %k3, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r4 = math.sin %v : vector<16xf16>
      %k4 = arith.constant 4 : index
      vector.store %r4, %oh[%b, %k4, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r5 = math.cos %v : vector<16xf16>
      %k5 = arith.constant 5 : index
      vector.store %r5, %oh[%b, %k5, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r6 = math.tanh %v : vector<16xf16>
      %k6 = arith.constant 6 : index
      vector.store %r6, %oh[%b, %k6, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r7 = math.powf %a, %p : vector<16xf16>
      %k7 = arith.constant 7 : index
      vector.store %r7, %oh[%b, %k7, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r8 = math.absf %v : vector<16xf16>
      %k8 = arith.constant 8 : index
      vector.store %r8, %oh[%b, %k8, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r9 = math.copysign %p, %v : vector<16xf16>
      %k9 = arith.constant 9 : index
      vector.store %r9, %oh[%b, %k9, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r10 = math.erf %v : vector<16xf16>
      %k10 = arith.constant 10 : index
      vector.store %r10, %oh[%b, %k10, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r11 = math.atan %v : vector<16xf16>
      %k11 = arith.constant 11 : index
      vector.store %r11, %oh[%b, %k11, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r12 = math.exp2 %v fastmath<afn> : vector<16xf16>
      %k12 = arith.constant 12 : index
      vector.store %r12, %oh[%b, %k12, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %r13 = math.log %a fastmath<afn> : vector<16xf16>
      %k13 = arith.constant 13 : index
      vector.store %r13, %oh[%b, %k13, %c0] : memref<2x15x16xf16>, vector<16xf16>
      %kp = arith.constant 14 : index
      scf.for %j = %c0 to %c16 step %c1 {
        %e = memref.load %h[%b, %j] : memref<2x16xf16>
        %jm = arith.index_cast %j : index to i32
        %four = arith.constant 4 : i32
        %two = arith.constant 2 : i32
        %er = arith.remui %jm, %four : i32
        %ee = arith.subi %er, %two : i32
        %pw = math.fpowi %e, %ee : f16, i32
        memref.store %pw, %oh[%b, %kp, %j] : memref<2x15x16xf16>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %x = memref.alloc() : memref<2x16xf32>
    %y = memref.alloc() : memref<2x16xf32>
    %h = memref.alloc() : memref<2x16xf16>
    %o = memref.alloc() : memref<2x24x16xf32>
    %oh = memref.alloc() : memref<2x15x16xf16>
    %x0 = arith.constant dense<[-3.5, -2.0, -1.0, -0.5, -0.0, 0.0, 1.0e-3, 0.25, 0.5, 1.0, 1.5, 2.0, 3.0, 10.0, 100.0, 1000.0]> : vector<16xf32>
    %x1 = arith.constant dense<[-100.0, -10.0, -1.0e-3, 0.75, 5.0, 7.5, 20.0, 30.0, 42.0, 60.0, 88.0, 0.125, 1.0e-6, 6.25, 27.0, -8.0]> : vector<16xf32>
    vector.store %x0, %x[%c0, %c0] : memref<2x16xf32>, vector<16xf32>
    vector.store %x1, %x[%c1, %c0] : memref<2x16xf32>, vector<16xf32>
    %h0 = arith.constant dense<[-8.0, -2.5, -1.0, -0.5, -0.0, 0.0, 1.0e-3, 0.25, 0.5, 1.0, 1.5, 2.0, 3.0, 10.0, 15.5, 20.0]> : vector<16xf16>
    %h1 = arith.constant dense<[65504.0, -65504.0, 6.1035156e-05, 1.1920929e-07, -3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 11.0, 12.0, 13.0, 0.1, -0.2]> : vector<16xf16>
    vector.store %h0, %h[%c0, %c0] : memref<2x16xf16>, vector<16xf16>
    vector.store %h1, %h[%c1, %c0] : memref<2x16xf16>, vector<16xf16>
    // y[i][j] = 0.375 j - 3 + 0.1875 i (within [-3, 3]: afn arguments)
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %ji = arith.index_cast %j : index to i32
        %if = arith.sitofp %ii : i32 to f32
        %jf = arith.sitofp %ji : i32 to f32
        %a = arith.constant 0.375 : f32
        %bb = arith.constant 0.1875 : f32
        %t3 = arith.constant 3.0 : f32
        %u = arith.mulf %jf, %a : f32
        %w0 = arith.mulf %if, %bb : f32
        %u2 = arith.addf %u, %w0 : f32
        %yv = arith.subf %u2, %t3 : f32
        memref.store %yv, %y[%i, %j] : memref<2x16xf32>
      }
    }
    gpu.launch_func @kernels::@mf32 blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf32>, %y : memref<2x16xf32>, %o : memref<2x24x16xf32>)
    gpu.launch_func @kernels::@mf16 blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%h : memref<2x16xf16>, %oh : memref<2x15x16xf16>)
    %i0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %v0_0 = vector.load %o[%i0, %c0_0, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_0 = vector.bitcast %v0_0 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: powf 0: "
    vector.print %b0_0 : vector<16xi32>
    %c0_1 = arith.constant 1 : index
    %v0_1 = vector.load %o[%i0, %c0_1, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_1 = vector.bitcast %v0_1 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: rsqrt 0: "
    vector.print %b0_1 : vector<16xi32>
    %c0_2 = arith.constant 2 : index
    %v0_2 = vector.load %o[%i0, %c0_2, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_2 = vector.bitcast %v0_2 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: sqrt 0: "
    vector.print %b0_2 : vector<16xi32>
    %c0_3 = arith.constant 3 : index
    %v0_3 = vector.load %o[%i0, %c0_3, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_3 = vector.bitcast %v0_3 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: log 0: "
    vector.print %b0_3 : vector<16xi32>
    %c0_4 = arith.constant 4 : index
    %v0_4 = vector.load %o[%i0, %c0_4, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_4 = vector.bitcast %v0_4 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: log2 0: "
    vector.print %b0_4 : vector<16xi32>
    %c0_5 = arith.constant 5 : index
    %v0_5 = vector.load %o[%i0, %c0_5, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_5 = vector.bitcast %v0_5 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: log1p 0: "
    vector.print %b0_5 : vector<16xi32>
    %c0_6 = arith.constant 6 : index
    %v0_6 = vector.load %o[%i0, %c0_6, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_6 = vector.bitcast %v0_6 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: exp2 0: "
    vector.print %b0_6 : vector<16xi32>
    %c0_7 = arith.constant 7 : index
    %v0_7 = vector.load %o[%i0, %c0_7, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_7 = vector.bitcast %v0_7 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: expm1 0: "
    vector.print %b0_7 : vector<16xi32>
    %c0_8 = arith.constant 8 : index
    %v0_8 = vector.load %o[%i0, %c0_8, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_8 = vector.bitcast %v0_8 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: atan 0: "
    vector.print %b0_8 : vector<16xi32>
    %c0_9 = arith.constant 9 : index
    %v0_9 = vector.load %o[%i0, %c0_9, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_9 = vector.bitcast %v0_9 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: atan2 0: "
    vector.print %b0_9 : vector<16xi32>
    %c0_10 = arith.constant 10 : index
    %v0_10 = vector.load %o[%i0, %c0_10, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_10 = vector.bitcast %v0_10 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: sin 0: "
    vector.print %b0_10 : vector<16xi32>
    %c0_11 = arith.constant 11 : index
    %v0_11 = vector.load %o[%i0, %c0_11, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_11 = vector.bitcast %v0_11 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: cos 0: "
    vector.print %b0_11 : vector<16xi32>
    %c0_12 = arith.constant 12 : index
    %v0_12 = vector.load %o[%i0, %c0_12, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_12 = vector.bitcast %v0_12 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: tanh 0: "
    vector.print %b0_12 : vector<16xi32>
    %c0_13 = arith.constant 13 : index
    %v0_13 = vector.load %o[%i0, %c0_13, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_13 = vector.bitcast %v0_13 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: erf 0: "
    vector.print %b0_13 : vector<16xi32>
    %c0_14 = arith.constant 14 : index
    %v0_14 = vector.load %o[%i0, %c0_14, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_14 = vector.bitcast %v0_14 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: cbrt 0: "
    vector.print %b0_14 : vector<16xi32>
    %c0_15 = arith.constant 15 : index
    %v0_15 = vector.load %o[%i0, %c0_15, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_15 = vector.bitcast %v0_15 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: absf 0: "
    vector.print %b0_15 : vector<16xi32>
    %c0_16 = arith.constant 16 : index
    %v0_16 = vector.load %o[%i0, %c0_16, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_16 = vector.bitcast %v0_16 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: copysign 0: "
    vector.print %b0_16 : vector<16xi32>
    %c0_17 = arith.constant 17 : index
    %v0_17 = vector.load %o[%i0, %c0_17, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_17 = vector.bitcast %v0_17 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: sin afn 0: "
    vector.print %b0_17 : vector<16xi32>
    %c0_18 = arith.constant 18 : index
    %v0_18 = vector.load %o[%i0, %c0_18, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_18 = vector.bitcast %v0_18 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: cos afn 0: "
    vector.print %b0_18 : vector<16xi32>
    %c0_19 = arith.constant 19 : index
    %v0_19 = vector.load %o[%i0, %c0_19, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_19 = vector.bitcast %v0_19 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: exp2 afn 0: "
    vector.print %b0_19 : vector<16xi32>
    %c0_20 = arith.constant 20 : index
    %v0_20 = vector.load %o[%i0, %c0_20, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_20 = vector.bitcast %v0_20 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: log2 afn 0: "
    vector.print %b0_20 : vector<16xi32>
    %c0_21 = arith.constant 21 : index
    %v0_21 = vector.load %o[%i0, %c0_21, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_21 = vector.bitcast %v0_21 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: rsqrt afn 0: "
    vector.print %b0_21 : vector<16xi32>
    %c0_22 = arith.constant 22 : index
    %v0_22 = vector.load %o[%i0, %c0_22, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_22 = vector.bitcast %v0_22 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: powf afn 0: "
    vector.print %b0_22 : vector<16xi32>
    %c0_23 = arith.constant 23 : index
    %v0_23 = vector.load %o[%i0, %c0_23, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b0_23 = vector.bitcast %v0_23 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: fpowi 0: "
    vector.print %b0_23 : vector<16xi32>
    %i1 = arith.constant 1 : index
    %c1_0 = arith.constant 0 : index
    %v1_0 = vector.load %o[%i1, %c1_0, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_0 = vector.bitcast %v1_0 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: powf 1: "
    vector.print %b1_0 : vector<16xi32>
    %c1_1 = arith.constant 1 : index
    %v1_1 = vector.load %o[%i1, %c1_1, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_1 = vector.bitcast %v1_1 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: rsqrt 1: "
    vector.print %b1_1 : vector<16xi32>
    %c1_2 = arith.constant 2 : index
    %v1_2 = vector.load %o[%i1, %c1_2, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_2 = vector.bitcast %v1_2 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: sqrt 1: "
    vector.print %b1_2 : vector<16xi32>
    %c1_3 = arith.constant 3 : index
    %v1_3 = vector.load %o[%i1, %c1_3, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_3 = vector.bitcast %v1_3 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: log 1: "
    vector.print %b1_3 : vector<16xi32>
    %c1_4 = arith.constant 4 : index
    %v1_4 = vector.load %o[%i1, %c1_4, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_4 = vector.bitcast %v1_4 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: log2 1: "
    vector.print %b1_4 : vector<16xi32>
    %c1_5 = arith.constant 5 : index
    %v1_5 = vector.load %o[%i1, %c1_5, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_5 = vector.bitcast %v1_5 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: log1p 1: "
    vector.print %b1_5 : vector<16xi32>
    %c1_6 = arith.constant 6 : index
    %v1_6 = vector.load %o[%i1, %c1_6, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_6 = vector.bitcast %v1_6 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: exp2 1: "
    vector.print %b1_6 : vector<16xi32>
    %c1_7 = arith.constant 7 : index
    %v1_7 = vector.load %o[%i1, %c1_7, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_7 = vector.bitcast %v1_7 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: expm1 1: "
    vector.print %b1_7 : vector<16xi32>
    %c1_8 = arith.constant 8 : index
    %v1_8 = vector.load %o[%i1, %c1_8, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_8 = vector.bitcast %v1_8 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: atan 1: "
    vector.print %b1_8 : vector<16xi32>
    %c1_9 = arith.constant 9 : index
    %v1_9 = vector.load %o[%i1, %c1_9, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_9 = vector.bitcast %v1_9 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: atan2 1: "
    vector.print %b1_9 : vector<16xi32>
    %c1_10 = arith.constant 10 : index
    %v1_10 = vector.load %o[%i1, %c1_10, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_10 = vector.bitcast %v1_10 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: sin 1: "
    vector.print %b1_10 : vector<16xi32>
    %c1_11 = arith.constant 11 : index
    %v1_11 = vector.load %o[%i1, %c1_11, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_11 = vector.bitcast %v1_11 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: cos 1: "
    vector.print %b1_11 : vector<16xi32>
    %c1_12 = arith.constant 12 : index
    %v1_12 = vector.load %o[%i1, %c1_12, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_12 = vector.bitcast %v1_12 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: tanh 1: "
    vector.print %b1_12 : vector<16xi32>
    %c1_13 = arith.constant 13 : index
    %v1_13 = vector.load %o[%i1, %c1_13, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_13 = vector.bitcast %v1_13 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: erf 1: "
    vector.print %b1_13 : vector<16xi32>
    %c1_14 = arith.constant 14 : index
    %v1_14 = vector.load %o[%i1, %c1_14, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_14 = vector.bitcast %v1_14 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: cbrt 1: "
    vector.print %b1_14 : vector<16xi32>
    %c1_15 = arith.constant 15 : index
    %v1_15 = vector.load %o[%i1, %c1_15, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_15 = vector.bitcast %v1_15 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: absf 1: "
    vector.print %b1_15 : vector<16xi32>
    %c1_16 = arith.constant 16 : index
    %v1_16 = vector.load %o[%i1, %c1_16, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_16 = vector.bitcast %v1_16 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: copysign 1: "
    vector.print %b1_16 : vector<16xi32>
    %c1_17 = arith.constant 17 : index
    %v1_17 = vector.load %o[%i1, %c1_17, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_17 = vector.bitcast %v1_17 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: sin afn 1: "
    vector.print %b1_17 : vector<16xi32>
    %c1_18 = arith.constant 18 : index
    %v1_18 = vector.load %o[%i1, %c1_18, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_18 = vector.bitcast %v1_18 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: cos afn 1: "
    vector.print %b1_18 : vector<16xi32>
    %c1_19 = arith.constant 19 : index
    %v1_19 = vector.load %o[%i1, %c1_19, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_19 = vector.bitcast %v1_19 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: exp2 afn 1: "
    vector.print %b1_19 : vector<16xi32>
    %c1_20 = arith.constant 20 : index
    %v1_20 = vector.load %o[%i1, %c1_20, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_20 = vector.bitcast %v1_20 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: log2 afn 1: "
    vector.print %b1_20 : vector<16xi32>
    %c1_21 = arith.constant 21 : index
    %v1_21 = vector.load %o[%i1, %c1_21, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_21 = vector.bitcast %v1_21 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: rsqrt afn 1: "
    vector.print %b1_21 : vector<16xi32>
    %c1_22 = arith.constant 22 : index
    %v1_22 = vector.load %o[%i1, %c1_22, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_22 = vector.bitcast %v1_22 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: powf afn 1: "
    vector.print %b1_22 : vector<16xi32>
    %c1_23 = arith.constant 23 : index
    %v1_23 = vector.load %o[%i1, %c1_23, %c0] : memref<2x24x16xf32>, vector<16xf32>
    %b1_23 = vector.bitcast %v1_23 : vector<16xf32> to vector<16xi32>
    vector.print str "bits f32: fpowi 1: "
    vector.print %b1_23 : vector<16xi32>
    %hc0_0 = arith.constant 0 : index
    %hv0_0 = vector.load %oh[%i0, %hc0_0, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_0 = vector.bitcast %hv0_0 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: sqrt 0: "
    vector.print %hb0_0 : vector<16xi16>
    %hc0_1 = arith.constant 1 : index
    %hv0_1 = vector.load %oh[%i0, %hc0_1, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_1 = vector.bitcast %hv0_1 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: rsqrt 0: "
    vector.print %hb0_1 : vector<16xi16>
    %hc0_2 = arith.constant 2 : index
    %hv0_2 = vector.load %oh[%i0, %hc0_2, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_2 = vector.bitcast %hv0_2 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: exp2 0: "
    vector.print %hb0_2 : vector<16xi16>
    %hc0_3 = arith.constant 3 : index
    %hv0_3 = vector.load %oh[%i0, %hc0_3, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_3 = vector.bitcast %hv0_3 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: log 0: "
    vector.print %hb0_3 : vector<16xi16>
    %hc0_4 = arith.constant 4 : index
    %hv0_4 = vector.load %oh[%i0, %hc0_4, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_4 = vector.bitcast %hv0_4 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: sin 0: "
    vector.print %hb0_4 : vector<16xi16>
    %hc0_5 = arith.constant 5 : index
    %hv0_5 = vector.load %oh[%i0, %hc0_5, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_5 = vector.bitcast %hv0_5 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: cos 0: "
    vector.print %hb0_5 : vector<16xi16>
    %hc0_6 = arith.constant 6 : index
    %hv0_6 = vector.load %oh[%i0, %hc0_6, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_6 = vector.bitcast %hv0_6 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: tanh 0: "
    vector.print %hb0_6 : vector<16xi16>
    %hc0_7 = arith.constant 7 : index
    %hv0_7 = vector.load %oh[%i0, %hc0_7, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_7 = vector.bitcast %hv0_7 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: powf 0: "
    vector.print %hb0_7 : vector<16xi16>
    %hc0_8 = arith.constant 8 : index
    %hv0_8 = vector.load %oh[%i0, %hc0_8, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_8 = vector.bitcast %hv0_8 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: absf 0: "
    vector.print %hb0_8 : vector<16xi16>
    %hc0_9 = arith.constant 9 : index
    %hv0_9 = vector.load %oh[%i0, %hc0_9, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_9 = vector.bitcast %hv0_9 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: copysign 0: "
    vector.print %hb0_9 : vector<16xi16>
    %hc0_10 = arith.constant 10 : index
    %hv0_10 = vector.load %oh[%i0, %hc0_10, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_10 = vector.bitcast %hv0_10 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: erf 0: "
    vector.print %hb0_10 : vector<16xi16>
    %hc0_11 = arith.constant 11 : index
    %hv0_11 = vector.load %oh[%i0, %hc0_11, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_11 = vector.bitcast %hv0_11 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: atan 0: "
    vector.print %hb0_11 : vector<16xi16>
    %hc0_12 = arith.constant 12 : index
    %hv0_12 = vector.load %oh[%i0, %hc0_12, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_12 = vector.bitcast %hv0_12 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: exp2 afn 0: "
    vector.print %hb0_12 : vector<16xi16>
    %hc0_13 = arith.constant 13 : index
    %hv0_13 = vector.load %oh[%i0, %hc0_13, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_13 = vector.bitcast %hv0_13 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: log afn 0: "
    vector.print %hb0_13 : vector<16xi16>
    %hc0_14 = arith.constant 14 : index
    %hv0_14 = vector.load %oh[%i0, %hc0_14, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb0_14 = vector.bitcast %hv0_14 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: fpowi 0: "
    vector.print %hb0_14 : vector<16xi16>
    %hc1_0 = arith.constant 0 : index
    %hv1_0 = vector.load %oh[%i1, %hc1_0, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_0 = vector.bitcast %hv1_0 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: sqrt 1: "
    vector.print %hb1_0 : vector<16xi16>
    %hc1_1 = arith.constant 1 : index
    %hv1_1 = vector.load %oh[%i1, %hc1_1, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_1 = vector.bitcast %hv1_1 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: rsqrt 1: "
    vector.print %hb1_1 : vector<16xi16>
    %hc1_2 = arith.constant 2 : index
    %hv1_2 = vector.load %oh[%i1, %hc1_2, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_2 = vector.bitcast %hv1_2 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: exp2 1: "
    vector.print %hb1_2 : vector<16xi16>
    %hc1_3 = arith.constant 3 : index
    %hv1_3 = vector.load %oh[%i1, %hc1_3, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_3 = vector.bitcast %hv1_3 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: log 1: "
    vector.print %hb1_3 : vector<16xi16>
    %hc1_4 = arith.constant 4 : index
    %hv1_4 = vector.load %oh[%i1, %hc1_4, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_4 = vector.bitcast %hv1_4 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: sin 1: "
    vector.print %hb1_4 : vector<16xi16>
    %hc1_5 = arith.constant 5 : index
    %hv1_5 = vector.load %oh[%i1, %hc1_5, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_5 = vector.bitcast %hv1_5 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: cos 1: "
    vector.print %hb1_5 : vector<16xi16>
    %hc1_6 = arith.constant 6 : index
    %hv1_6 = vector.load %oh[%i1, %hc1_6, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_6 = vector.bitcast %hv1_6 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: tanh 1: "
    vector.print %hb1_6 : vector<16xi16>
    %hc1_7 = arith.constant 7 : index
    %hv1_7 = vector.load %oh[%i1, %hc1_7, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_7 = vector.bitcast %hv1_7 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: powf 1: "
    vector.print %hb1_7 : vector<16xi16>
    %hc1_8 = arith.constant 8 : index
    %hv1_8 = vector.load %oh[%i1, %hc1_8, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_8 = vector.bitcast %hv1_8 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: absf 1: "
    vector.print %hb1_8 : vector<16xi16>
    %hc1_9 = arith.constant 9 : index
    %hv1_9 = vector.load %oh[%i1, %hc1_9, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_9 = vector.bitcast %hv1_9 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: copysign 1: "
    vector.print %hb1_9 : vector<16xi16>
    %hc1_10 = arith.constant 10 : index
    %hv1_10 = vector.load %oh[%i1, %hc1_10, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_10 = vector.bitcast %hv1_10 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: erf 1: "
    vector.print %hb1_10 : vector<16xi16>
    %hc1_11 = arith.constant 11 : index
    %hv1_11 = vector.load %oh[%i1, %hc1_11, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_11 = vector.bitcast %hv1_11 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: atan 1: "
    vector.print %hb1_11 : vector<16xi16>
    %hc1_12 = arith.constant 12 : index
    %hv1_12 = vector.load %oh[%i1, %hc1_12, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_12 = vector.bitcast %hv1_12 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: exp2 afn 1: "
    vector.print %hb1_12 : vector<16xi16>
    %hc1_13 = arith.constant 13 : index
    %hv1_13 = vector.load %oh[%i1, %hc1_13, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_13 = vector.bitcast %hv1_13 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: log afn 1: "
    vector.print %hb1_13 : vector<16xi16>
    %hc1_14 = arith.constant 14 : index
    %hv1_14 = vector.load %oh[%i1, %hc1_14, %c0] : memref<2x15x16xf16>, vector<16xf16>
    %hb1_14 = vector.bitcast %hv1_14 : vector<16xf16> to vector<16xi16>
    vector.print str "bits f16: fpowi 1: "
    vector.print %hb1_14 : vector<16xi16>
    return
  }
}
