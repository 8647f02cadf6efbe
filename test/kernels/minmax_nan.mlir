// Elementwise float min/max with the IEEE special cases, for f32, f16 and
// f64 (threads 0, 1, 2 of one block, each on one type): arith.maximumf and
// arith.minimumf propagate NaN and order -0 < +0; arith.maxnumf and
// arith.minnumf return the other operand when one is NaN (pairs whose
// operands are +0 and -0 are left out for them: either zero may be returned).
// Lanes: (1, 2), (-1, -2), (NaN, 3), (2, NaN), (NaN, NaN), (-0, +0), (+0, -0),
// (-0, -0), (+0, +0), (inf, 5), (-inf, 5), (3, -inf), (-5, inf),
// (smallest denormal, 0), (-7, -7), (NaN, -0); for the num variants lanes 5
// and 6 are (NaN, -0) and (+0, NaN).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed (bits as signed integers: f32 -0 = -2147483648, qNaN =
// 2143289344; f16 -0 = -32768, qNaN = 32256, -inf = -1024):
// CHECK: f32 maximumf: ( 2, -1, nan, nan, nan, 0, 0, -0, 0, inf, 5, 3, inf, 1.4013e-45, -7, nan )
// CHECK-NEXT: bits f32: ( 1073741824, -1082130432, 2143289344, 2143289344, 2143289344, 0, 0, -2147483648, 0, 2139095040, 1084227584, 1077936128, 2139095040, 1, -1059061760, 2143289344 )
// CHECK-NEXT: f32 minimumf: ( 1, -2, nan, nan, nan, -0, -0, -0, 0, 5, -inf, -inf, -5, 0, -7, nan )
// CHECK-NEXT: bits f32: ( 1065353216, -1073741824, 2143289344, 2143289344, 2143289344, -2147483648, -2147483648, -2147483648, 0, 1084227584, -8388608, -8388608, -1063256064, 0, -1059061760, 2143289344 )
// CHECK-NEXT: f32 maxnumf: ( 2, -1, 3, 2, nan, -0, 0, -0, 0, inf, 5, 3, inf, 1.4013e-45, -7, -0 )
// CHECK-NEXT: bits f32:
// CHECK-NEXT: f32 minnumf: ( 1, -2, 3, 2, nan, -0, 0, -0, 0, 5, -inf, -inf, -5, 0, -7, -0 )
// CHECK-NEXT: bits f32:
// CHECK-NEXT: f16 maximumf: ( 2, -1, nan, nan, nan, 0, 0, -0, 0, inf, 5, 3, inf, 5.96046e-08, -7, nan )
// CHECK-NEXT: bits f16: ( 16384, -17408, 32256, 32256, 32256, 0, 0, -32768, 0, 31744, 17664, 16896, 31744, 1, -14592, 32256 )
// CHECK-NEXT: f16 minimumf: ( 1, -2, nan, nan, nan, -0, -0, -0, 0, 5, -inf, -inf, -5, 0, -7, nan )
// CHECK-NEXT: bits f16: ( 15360, -16384, 32256, 32256, 32256, -32768, -32768, -32768, 0, 17664, -1024, -1024, -15104, 0, -14592, 32256 )
// CHECK: f64 maximumf: ( 2, -1, nan, nan, nan, 0, 0, -0, 0, inf, 5, 3, inf, 4.94066e-324, -7, nan )
// CHECK: f64 minnumf: ( 1, -2, 3, 2, nan, -0, 0, -0, 0, 5, -inf, -inf, -5, 0, -7, -0 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @minmax(%f: memref<4x16xf32>, %h: memref<4x16xf16>, %d: memref<4x16xf64>,
                     %of: memref<4x16xf32>, %oh: memref<4x16xf16>, %od: memref<4x16xf64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %t = gpu.thread_id x
      scf.index_switch %t
      case 0 {
        %a = vector.load %f[%c0, %c0] : memref<4x16xf32>, vector<16xf32>
        %b = vector.load %f[%c1, %c0] : memref<4x16xf32>, vector<16xf32>
        %c = vector.load %f[%c2, %c0] : memref<4x16xf32>, vector<16xf32>
        %dd = vector.load %f[%c3, %c0] : memref<4x16xf32>, vector<16xf32>
        %mx = arith.maximumf %a, %b : vector<16xf32>
        %mn = arith.minimumf %a, %b : vector<16xf32>
        %mxn = arith.maxnumf %c, %dd : vector<16xf32>
        %mnn = arith.minnumf %c, %dd : vector<16xf32>
        vector.store %mx, %of[%c0, %c0] : memref<4x16xf32>, vector<16xf32>
        vector.store %mn, %of[%c1, %c0] : memref<4x16xf32>, vector<16xf32>
        vector.store %mxn, %of[%c2, %c0] : memref<4x16xf32>, vector<16xf32>
        vector.store %mnn, %of[%c3, %c0] : memref<4x16xf32>, vector<16xf32>
        scf.yield
      }
      case 1 {
        %a = vector.load %h[%c0, %c0] : memref<4x16xf16>, vector<16xf16>
        %b = vector.load %h[%c1, %c0] : memref<4x16xf16>, vector<16xf16>
        %c = vector.load %h[%c2, %c0] : memref<4x16xf16>, vector<16xf16>
        %dd = vector.load %h[%c3, %c0] : memref<4x16xf16>, vector<16xf16>
        %mx = arith.maximumf %a, %b : vector<16xf16>
        %mn = arith.minimumf %a, %b : vector<16xf16>
        %mxn = arith.maxnumf %c, %dd : vector<16xf16>
        %mnn = arith.minnumf %c, %dd : vector<16xf16>
        vector.store %mx, %oh[%c0, %c0] : memref<4x16xf16>, vector<16xf16>
        vector.store %mn, %oh[%c1, %c0] : memref<4x16xf16>, vector<16xf16>
        vector.store %mxn, %oh[%c2, %c0] : memref<4x16xf16>, vector<16xf16>
        vector.store %mnn, %oh[%c3, %c0] : memref<4x16xf16>, vector<16xf16>
        scf.yield
      }
      case 2 {
        %a = vector.load %d[%c0, %c0] : memref<4x16xf64>, vector<16xf64>
        %b = vector.load %d[%c1, %c0] : memref<4x16xf64>, vector<16xf64>
        %c = vector.load %d[%c2, %c0] : memref<4x16xf64>, vector<16xf64>
        %dd = vector.load %d[%c3, %c0] : memref<4x16xf64>, vector<16xf64>
        %mx = arith.maximumf %a, %b : vector<16xf64>
        %mn = arith.minimumf %a, %b : vector<16xf64>
        %mxn = arith.maxnumf %c, %dd : vector<16xf64>
        %mnn = arith.minnumf %c, %dd : vector<16xf64>
        vector.store %mx, %od[%c0, %c0] : memref<4x16xf64>, vector<16xf64>
        vector.store %mn, %od[%c1, %c0] : memref<4x16xf64>, vector<16xf64>
        vector.store %mxn, %od[%c2, %c0] : memref<4x16xf64>, vector<16xf64>
        vector.store %mnn, %od[%c3, %c0] : memref<4x16xf64>, vector<16xf64>
        scf.yield
      }
      default {
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %in_f32 = memref.alloc() : memref<4x16xf32>
    %out_f32 = memref.alloc() : memref<4x16xf32>
    %v_f32_0 = arith.constant dense<[1.0, -1.0, 0x7FC00000, 2.0, 0x7FC00000, -0.0, 0.0, -0.0, 0.0, 0x7F800000, 0xFF800000, 3.0, -5.0, 0x00000001, -7.0, 0x7FC00000]> : vector<16xf32>
    vector.store %v_f32_0, %in_f32[%c0, %c0] : memref<4x16xf32>, vector<16xf32>
    %v_f32_1 = arith.constant dense<[2.0, -2.0, 3.0, 0x7FC00000, 0x7FC00000, 0.0, -0.0, -0.0, 0.0, 5.0, 5.0, 0xFF800000, 0x7F800000, 0.0, -7.0, -0.0]> : vector<16xf32>
    vector.store %v_f32_1, %in_f32[%c1, %c0] : memref<4x16xf32>, vector<16xf32>
    %v_f32_2 = arith.constant dense<[1.0, -1.0, 0x7FC00000, 2.0, 0x7FC00000, 0x7FC00000, 0.0, -0.0, 0.0, 0x7F800000, 0xFF800000, 3.0, -5.0, 0x00000001, -7.0, 0x7FC00000]> : vector<16xf32>
    vector.store %v_f32_2, %in_f32[%c2, %c0] : memref<4x16xf32>, vector<16xf32>
    %v_f32_3 = arith.constant dense<[2.0, -2.0, 3.0, 0x7FC00000, 0x7FC00000, -0.0, 0x7FC00000, -0.0, 0.0, 5.0, 5.0, 0xFF800000, 0x7F800000, 0.0, -7.0, -0.0]> : vector<16xf32>
    vector.store %v_f32_3, %in_f32[%c3, %c0] : memref<4x16xf32>, vector<16xf32>
    %in_f16 = memref.alloc() : memref<4x16xf16>
    %out_f16 = memref.alloc() : memref<4x16xf16>
    %v_f16_0 = arith.constant dense<[1.0, -1.0, 0x7E00, 2.0, 0x7E00, -0.0, 0.0, -0.0, 0.0, 0x7C00, 0xFC00, 3.0, -5.0, 0x0001, -7.0, 0x7E00]> : vector<16xf16>
    vector.store %v_f16_0, %in_f16[%c0, %c0] : memref<4x16xf16>, vector<16xf16>
    %v_f16_1 = arith.constant dense<[2.0, -2.0, 3.0, 0x7E00, 0x7E00, 0.0, -0.0, -0.0, 0.0, 5.0, 5.0, 0xFC00, 0x7C00, 0.0, -7.0, -0.0]> : vector<16xf16>
    vector.store %v_f16_1, %in_f16[%c1, %c0] : memref<4x16xf16>, vector<16xf16>
    %v_f16_2 = arith.constant dense<[1.0, -1.0, 0x7E00, 2.0, 0x7E00, 0x7E00, 0.0, -0.0, 0.0, 0x7C00, 0xFC00, 3.0, -5.0, 0x0001, -7.0, 0x7E00]> : vector<16xf16>
    vector.store %v_f16_2, %in_f16[%c2, %c0] : memref<4x16xf16>, vector<16xf16>
    %v_f16_3 = arith.constant dense<[2.0, -2.0, 3.0, 0x7E00, 0x7E00, -0.0, 0x7E00, -0.0, 0.0, 5.0, 5.0, 0xFC00, 0x7C00, 0.0, -7.0, -0.0]> : vector<16xf16>
    vector.store %v_f16_3, %in_f16[%c3, %c0] : memref<4x16xf16>, vector<16xf16>
    %in_f64 = memref.alloc() : memref<4x16xf64>
    %out_f64 = memref.alloc() : memref<4x16xf64>
    %v_f64_0 = arith.constant dense<[1.0, -1.0, 0x7FF8000000000000, 2.0, 0x7FF8000000000000, -0.0, 0.0, -0.0, 0.0, 0x7FF0000000000000, 0xFFF0000000000000, 3.0, -5.0, 0x0000000000000001, -7.0, 0x7FF8000000000000]> : vector<16xf64>
    vector.store %v_f64_0, %in_f64[%c0, %c0] : memref<4x16xf64>, vector<16xf64>
    %v_f64_1 = arith.constant dense<[2.0, -2.0, 3.0, 0x7FF8000000000000, 0x7FF8000000000000, 0.0, -0.0, -0.0, 0.0, 5.0, 5.0, 0xFFF0000000000000, 0x7FF0000000000000, 0.0, -7.0, -0.0]> : vector<16xf64>
    vector.store %v_f64_1, %in_f64[%c1, %c0] : memref<4x16xf64>, vector<16xf64>
    %v_f64_2 = arith.constant dense<[1.0, -1.0, 0x7FF8000000000000, 2.0, 0x7FF8000000000000, 0x7FF8000000000000, 0.0, -0.0, 0.0, 0x7FF0000000000000, 0xFFF0000000000000, 3.0, -5.0, 0x0000000000000001, -7.0, 0x7FF8000000000000]> : vector<16xf64>
    vector.store %v_f64_2, %in_f64[%c2, %c0] : memref<4x16xf64>, vector<16xf64>
    %v_f64_3 = arith.constant dense<[2.0, -2.0, 3.0, 0x7FF8000000000000, 0x7FF8000000000000, -0.0, 0x7FF8000000000000, -0.0, 0.0, 5.0, 5.0, 0xFFF0000000000000, 0x7FF0000000000000, 0.0, -7.0, -0.0]> : vector<16xf64>
    vector.store %v_f64_3, %in_f64[%c3, %c0] : memref<4x16xf64>, vector<16xf64>
    gpu.launch_func @kernels::@minmax blocks in (%c1, %c1, %c1) threads in (%c3, %c1, %c1)
        args(%in_f32 : memref<4x16xf32>, %in_f16 : memref<4x16xf16>, %in_f64 : memref<4x16xf64>,
             %out_f32 : memref<4x16xf32>, %out_f16 : memref<4x16xf16>, %out_f64 : memref<4x16xf64>)
    %r_f32_0 = vector.load %out_f32[%c0, %c0] : memref<4x16xf32>, vector<16xf32>
    %b_f32_0 = vector.bitcast %r_f32_0 : vector<16xf32> to vector<16xi32>
    vector.print str "f32 maximumf: "
    vector.print %r_f32_0 : vector<16xf32>
    vector.print str "bits f32: "
    vector.print %b_f32_0 : vector<16xi32>
    %r_f32_1 = vector.load %out_f32[%c1, %c0] : memref<4x16xf32>, vector<16xf32>
    %b_f32_1 = vector.bitcast %r_f32_1 : vector<16xf32> to vector<16xi32>
    vector.print str "f32 minimumf: "
    vector.print %r_f32_1 : vector<16xf32>
    vector.print str "bits f32: "
    vector.print %b_f32_1 : vector<16xi32>
    %r_f32_2 = vector.load %out_f32[%c2, %c0] : memref<4x16xf32>, vector<16xf32>
    %b_f32_2 = vector.bitcast %r_f32_2 : vector<16xf32> to vector<16xi32>
    vector.print str "f32 maxnumf: "
    vector.print %r_f32_2 : vector<16xf32>
    vector.print str "bits f32: "
    vector.print %b_f32_2 : vector<16xi32>
    %r_f32_3 = vector.load %out_f32[%c3, %c0] : memref<4x16xf32>, vector<16xf32>
    %b_f32_3 = vector.bitcast %r_f32_3 : vector<16xf32> to vector<16xi32>
    vector.print str "f32 minnumf: "
    vector.print %r_f32_3 : vector<16xf32>
    vector.print str "bits f32: "
    vector.print %b_f32_3 : vector<16xi32>
    %r_f16_0 = vector.load %out_f16[%c0, %c0] : memref<4x16xf16>, vector<16xf16>
    %b_f16_0 = vector.bitcast %r_f16_0 : vector<16xf16> to vector<16xi16>
    vector.print str "f16 maximumf: "
    vector.print %r_f16_0 : vector<16xf16>
    vector.print str "bits f16: "
    vector.print %b_f16_0 : vector<16xi16>
    %r_f16_1 = vector.load %out_f16[%c1, %c0] : memref<4x16xf16>, vector<16xf16>
    %b_f16_1 = vector.bitcast %r_f16_1 : vector<16xf16> to vector<16xi16>
    vector.print str "f16 minimumf: "
    vector.print %r_f16_1 : vector<16xf16>
    vector.print str "bits f16: "
    vector.print %b_f16_1 : vector<16xi16>
    %r_f16_2 = vector.load %out_f16[%c2, %c0] : memref<4x16xf16>, vector<16xf16>
    %b_f16_2 = vector.bitcast %r_f16_2 : vector<16xf16> to vector<16xi16>
    vector.print str "f16 maxnumf: "
    vector.print %r_f16_2 : vector<16xf16>
    vector.print str "bits f16: "
    vector.print %b_f16_2 : vector<16xi16>
    %r_f16_3 = vector.load %out_f16[%c3, %c0] : memref<4x16xf16>, vector<16xf16>
    %b_f16_3 = vector.bitcast %r_f16_3 : vector<16xf16> to vector<16xi16>
    vector.print str "f16 minnumf: "
    vector.print %r_f16_3 : vector<16xf16>
    vector.print str "bits f16: "
    vector.print %b_f16_3 : vector<16xi16>
    %r_f64_0 = vector.load %out_f64[%c0, %c0] : memref<4x16xf64>, vector<16xf64>
    %b_f64_0 = vector.bitcast %r_f64_0 : vector<16xf64> to vector<16xi64>
    vector.print str "f64 maximumf: "
    vector.print %r_f64_0 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %b_f64_0 : vector<16xi64>
    %r_f64_1 = vector.load %out_f64[%c1, %c0] : memref<4x16xf64>, vector<16xf64>
    %b_f64_1 = vector.bitcast %r_f64_1 : vector<16xf64> to vector<16xi64>
    vector.print str "f64 minimumf: "
    vector.print %r_f64_1 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %b_f64_1 : vector<16xi64>
    %r_f64_2 = vector.load %out_f64[%c2, %c0] : memref<4x16xf64>, vector<16xf64>
    %b_f64_2 = vector.bitcast %r_f64_2 : vector<16xf64> to vector<16xi64>
    vector.print str "f64 maxnumf: "
    vector.print %r_f64_2 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %b_f64_2 : vector<16xi64>
    %r_f64_3 = vector.load %out_f64[%c3, %c0] : memref<4x16xf64>, vector<16xf64>
    %b_f64_3 = vector.bitcast %r_f64_3 : vector<16xf64> to vector<16xi64>
    vector.print str "f64 minnumf: "
    vector.print %r_f64_3 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %b_f64_3 : vector<16xi64>
    return
  }
}
