// Hyperbolic functions and their inverses, cbrt of subnormals and the
// float classes, each on the arguments where their textbook formulas fail:
// sinh and asinh of tiny x (where e^x - e^-x and log(x + sqrt(x^2 + 1))
// give 0), sinh and cosh from 88.7 (where e^x overflows but the result
// does not), asinh of large and negative x, acosh near 1 and beyond 2^12,
// atanh near 0 and +-1, cbrt of subnormals (read as the smallest normal by
// the logarithm), isnan/isinf/isfinite/isnormal (llvm.is.fpclass, which IGC
// lacks). f32 per work item (16 work items, packed), f16 as vectors.
// Expected values: Python's math module in double precision, rounded to
// f32 / f16 (acosh and atanh outside their domains NaN).
// TOLERANCE: ulp 4
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// CHECK: sinh: ( -0, 1e-20, 1e-05, 0.30452, -0.758584, 2.12928, -10.0179, 11013.2, 1.62188e+09, 5.34324e+12, 1.66299e+38, -3.03018e+38, inf, inf, -inf, {{-?}}nan )
// CHECK: cosh: ( 1, 1, 1, 1.04534, 1.25517, 2.35241, 10.0677, 11013.2, 1.62188e+09, 5.34324e+12, 1.66299e+38, 3.03018e+38, inf, inf, inf, {{-?}}nan )
// CHECK: asinh: ( -0, 1e-20, 1e-05, 0.295673, -0.652667, 1.19476, -1.81845, 2.99822, 3.78015, 4.09462, 5.17844, -5.18518, 69.7707, inf, -inf, {{-?}}nan )
// CHECK: acosh: ( 0, 0.0141432, 0.962424, 1.31696, 1.5668, 5.29829, 9.21034, 89.29, {{-?}}nan, {{-?}}nan, inf, {{-?}}nan, 0.693147, 3.68825, 9.01116, {{-?}}nan )
// CHECK: atanh: ( 0, 1e-30, 1e-05, 0.255413, -0.549306, 0.972955, -2.64665, inf, -inf, {{-?}}nan, {{-?}}nan, 3.80021, -0.100335, 0.549173, 0.549306, -0 )
// CHECK: cbrt: ( 1.11903e-15, -4.64158e-14, 1e-13, 2.15443e-13, -2.27019e-13, 1.35719e-14, 2, -3, 0, -0, inf, {{-?}}nan, 1.11903e-15, 0, 6.69433e+12, -1e-10 )
// CHECK: isnan: ( 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0 )
// CHECK: isinf: ( 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK: isfinite: ( 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1 )
// CHECK: isnormal: ( 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 1, 1, 0, 1, 1 )
// CHECK: h_sinh: ( -0, 0.000100017, 0.520996, -3.62695, 74.1875, 29936, -33152, inf, inf, {{-?}}nan, 0.0010004, -0.304688, 10.0156, 548.5, 18160, -1.1748 )
// CHECK: h_cosh: ( 1, 1, 1.12793, 3.76172, 74.1875, 29936, 33152, inf, inf, {{-?}}nan, 1, 1.04492, 10.0703, 548.5, 18160, 1.54297 )
// CHECK: h_asinh: ( -0, 0.000100017, 0.481201, -1.44336, 2.3125, 3.09375, -3.10156, 11.7812, inf, {{-?}}nan, 0.0010004, -0.295654, 1.81836, 2.64453, 3.04688, -0.881348 )
// CHECK: h_atanh: ( -0, 0.000100017, 0.549316, {{-?}}nan, {{-?}}nan, {{-?}}nan, {{-?}}nan, {{-?}}nan, {{-?}}nan, {{-?}}nan, 0.0010004, -0.30957, {{-?}}nan, {{-?}}nan, {{-?}}nan, -inf )
// CHECK: h_isinf: ( 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hyperbolic(%px: memref<16xf32>, %pa: memref<16xf32>, %pt: memref<16xf32>, %pc: memref<16xf32>, %pk: memref<16xf32>, %o: memref<6x16xf32>, %ok: memref<4x16xi32>) kernel {
      %i = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %x = memref.load %px[%i] : memref<16xf32>
      %a = memref.load %pa[%i] : memref<16xf32>
      %t = memref.load %pt[%i] : memref<16xf32>
      %c = memref.load %pc[%i] : memref<16xf32>
      %k = memref.load %pk[%i] : memref<16xf32>
      %r0 = math.sinh %x : f32
      memref.store %r0, %o[%c0, %i] : memref<6x16xf32>
      %r1 = math.cosh %x : f32
      memref.store %r1, %o[%c1, %i] : memref<6x16xf32>
      %r2 = math.asinh %x : f32
      memref.store %r2, %o[%c2, %i] : memref<6x16xf32>
      %r3 = math.acosh %a : f32
      memref.store %r3, %o[%c3, %i] : memref<6x16xf32>
      %r4 = math.atanh %t : f32
      memref.store %r4, %o[%c4, %i] : memref<6x16xf32>
      %r5 = math.cbrt %c : f32
      memref.store %r5, %o[%c5, %i] : memref<6x16xf32>
      %b0 = math.isnan %k : f32
      %e0 = arith.extui %b0 : i1 to i32
      memref.store %e0, %ok[%c0, %i] : memref<4x16xi32>
      %b1 = math.isinf %k : f32
      %e1 = arith.extui %b1 : i1 to i32
      memref.store %e1, %ok[%c1, %i] : memref<4x16xi32>
      %b2 = math.isfinite %k : f32
      %e2 = arith.extui %b2 : i1 to i32
      memref.store %e2, %ok[%c2, %i] : memref<4x16xi32>
      %b3 = math.isnormal %k : f32
      %e3 = arith.extui %b3 : i1 to i32
      memref.store %e3, %ok[%c3, %i] : memref<4x16xi32>
      gpu.return
    }

    gpu.func @hyperbolic_f16(%ph: memref<16xf16>, %o: memref<4x16xf16>, %ok: memref<16xi16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %h = vector.load %ph[%c0] : memref<16xf16>, vector<16xf16>
      %r0 = math.sinh %h : vector<16xf16>
      vector.store %r0, %o[%c0, %c0] : memref<4x16xf16>, vector<16xf16>
      %r1 = math.cosh %h : vector<16xf16>
      vector.store %r1, %o[%c1, %c0] : memref<4x16xf16>, vector<16xf16>
      %r2 = math.asinh %h : vector<16xf16>
      vector.store %r2, %o[%c2, %c0] : memref<4x16xf16>, vector<16xf16>
      %r3 = math.atanh %h : vector<16xf16>
      vector.store %r3, %o[%c3, %c0] : memref<4x16xf16>, vector<16xf16>
      %b = math.isinf %h : vector<16xf16>
      %e = arith.extui %b : vector<16xi1> to vector<16xi16>
      vector.store %e, %ok[%c0] : memref<16xi16>, vector<16xi16>
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
    %c16 = arith.constant 16 : index
    %vX = arith.constant dense<[-0.0, 9.999999682655225e-21, 9.999999747378752e-06, 0.30000001192092896, -0.699999988079071, 1.5, -3.0, 10.0, 21.899999618530273, 30.0, 88.69999694824219, -89.30000305175781, 1.0000000150474662e+30, 0x7F800000, 0xFF800000, 0x7FC00000]> : vector<16xf32>
    %mX = memref.alloc() : memref<16xf32>
    vector.store %vX, %mX[%c0] : memref<16xf32>, vector<16xf32>
    %vA = arith.constant dense<[1.0, 1.000100016593933, 1.5, 2.0, 2.5, 100.0, 5000.0, 3.0000000054977558e+38, 0.5, 0xFF800000, 0x7F800000, 0x7FC00000, 1.25, 20.0, 4097.0, -1.0]> : vector<16xf32>
    %mA = memref.alloc() : memref<16xf32>
    vector.store %vA, %mA[%c0] : memref<16xf32>, vector<16xf32>
    %vT = arith.constant dense<[0.0, 1.0000000031710769e-30, 9.999999747378752e-06, 0.25, -0.5, 0.75, -0.9900000095367432, 1.0, -1.0, 1.5, 0x7FC00000, 0.9990000128746033, -0.10000000149011612, 0.4999000132083893, 0.5, -0.0]> : vector<16xf32>
    %mT = memref.alloc() : memref<16xf32>
    vector.store %vT, %mT[%c0] : memref<16xf32>, vector<16xf32>
    %vC = arith.constant dense<[1.401298464324817e-45, -9.99994610111476e-41, 1.0000002153053333e-39, 9.999999350456404e-39, -1.1699999996735163e-38, 2.4999164603554737e-42, 8.0, -27.0, 0.0, -0.0, 0x7F800000, 0x7FC00000, 1.401298464324817e-45, 0.0, 3.0000000054977558e+38, -1.0000000031710769e-30]> : vector<16xf32>
    %mC = memref.alloc() : memref<16xf32>
    vector.store %vC, %mC[%c0] : memref<16xf32>, vector<16xf32>
    %vK = arith.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, 9.99994610111476e-41, 1.1754943508222875e-38, 3.0000000054977558e+38, -1.5, 1.401298464324817e-45, -1.1754942106924411e-38, 65504.0, 5.999999848427251e-05, 0xFFC00000, 1.0, -2.0000000102211272e-38]> : vector<16xf32>
    %mK = memref.alloc() : memref<16xf32>
    vector.store %vK, %mK[%c0] : memref<16xf32>, vector<16xf32>
    %vH = arith.constant dense<[-0.0, 0.00010001659393310547, 0.5, -2.0, 5.0, 11.0, -11.1015625, 65504.0, 0x7C00, 0x7E00, 0.0010004043579101562, -0.300048828125, 3.0, 7.0, 10.5, -1.0]> : vector<16xf16>
    %mH = memref.alloc() : memref<16xf16>
    vector.store %vH, %mH[%c0] : memref<16xf16>, vector<16xf16>
    %o = memref.alloc() : memref<6x16xf32>
    %ok = memref.alloc() : memref<4x16xi32>
    %oh = memref.alloc() : memref<4x16xf16>
    %okh = memref.alloc() : memref<16xi16>
    gpu.launch_func @kernels::@hyperbolic blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%mX : memref<16xf32>, %mA : memref<16xf32>, %mT : memref<16xf32>, %mC : memref<16xf32>, %mK : memref<16xf32>, %o : memref<6x16xf32>, %ok : memref<4x16xi32>)
    gpu.launch_func @kernels::@hyperbolic_f16 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%mH : memref<16xf16>, %oh : memref<4x16xf16>, %okh : memref<16xi16>)
    %p_sinh = vector.load %o[%c0, %c0] : memref<6x16xf32>, vector<16xf32>
    %p_cosh = vector.load %o[%c1, %c0] : memref<6x16xf32>, vector<16xf32>
    %p_asinh = vector.load %o[%c2, %c0] : memref<6x16xf32>, vector<16xf32>
    %p_acosh = vector.load %o[%c3, %c0] : memref<6x16xf32>, vector<16xf32>
    %p_atanh = vector.load %o[%c4, %c0] : memref<6x16xf32>, vector<16xf32>
    %p_cbrt = vector.load %o[%c5, %c0] : memref<6x16xf32>, vector<16xf32>
    %p_isnan = vector.load %ok[%c0, %c0] : memref<4x16xi32>, vector<16xi32>
    %p_isinf = vector.load %ok[%c1, %c0] : memref<4x16xi32>, vector<16xi32>
    %p_isfinite = vector.load %ok[%c2, %c0] : memref<4x16xi32>, vector<16xi32>
    %p_isnormal = vector.load %ok[%c3, %c0] : memref<4x16xi32>, vector<16xi32>
    %p_h_sinh = vector.load %oh[%c0, %c0] : memref<4x16xf16>, vector<16xf16>
    %p_h_cosh = vector.load %oh[%c1, %c0] : memref<4x16xf16>, vector<16xf16>
    %p_h_asinh = vector.load %oh[%c2, %c0] : memref<4x16xf16>, vector<16xf16>
    %p_h_atanh = vector.load %oh[%c3, %c0] : memref<4x16xf16>, vector<16xf16>
    %p_h_isinf = vector.load %okh[%c0] : memref<16xi16>, vector<16xi16>
    vector.print str "sinh: "
    vector.print %p_sinh : vector<16xf32>
    vector.print str "cosh: "
    vector.print %p_cosh : vector<16xf32>
    vector.print str "asinh: "
    vector.print %p_asinh : vector<16xf32>
    vector.print str "acosh: "
    vector.print %p_acosh : vector<16xf32>
    vector.print str "atanh: "
    vector.print %p_atanh : vector<16xf32>
    vector.print str "cbrt: "
    vector.print %p_cbrt : vector<16xf32>
    vector.print str "isnan: "
    vector.print %p_isnan : vector<16xi32>
    vector.print str "isinf: "
    vector.print %p_isinf : vector<16xi32>
    vector.print str "isfinite: "
    vector.print %p_isfinite : vector<16xi32>
    vector.print str "isnormal: "
    vector.print %p_isnormal : vector<16xi32>
    vector.print str "h_sinh: "
    vector.print %p_h_sinh : vector<16xf16>
    vector.print str "h_cosh: "
    vector.print %p_h_cosh : vector<16xf16>
    vector.print str "h_asinh: "
    vector.print %p_h_asinh : vector<16xf16>
    vector.print str "h_atanh: "
    vector.print %p_h_atanh : vector<16xf16>
    vector.print str "h_isinf: "
    vector.print %p_h_isinf : vector<16xi16>
    return
  }
}
