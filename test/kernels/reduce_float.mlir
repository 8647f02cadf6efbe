// vector.reduction of every float kind (add, mul, minimumf, maximumf,
// minnumf, maxnumf) over f16 x 16, f32 x 8 and f64 x 4: one kernel per type,
// one block per row. Row 0: ordinary values; row 1: one NaN (add, mul,
// minimumf, maximumf give NaN; minnumf, maxnumf ignore it); row 2: -0 as the
// smallest value; row 3: only signed zeros (add: +0, mul: the sign of the
// count of -0s, minimumf -0, maximumf +0; minnumf and maxnumf may return either
// zero, so the host prints only the first 4 results of row 3).
// Every value is exact in any summation order, so the tolerance is exact.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: f32 row 0 sums to 1.25, multiplies to 72 (min -8, max 4);
// f16 row 0 adds 4 more ones and a pair of -1s (5.25, 72); f64 row 0:
// 1023.625, -384. Row 2 of f32: 30.75 and -0 * positives = -0.
// CHECK: f16: ( 5.25, 72, -8, 4, -8, 4 )
// CHECK-NEXT: bits f16: ( 17728, 21632, -14336, 17408, -14336, 17408 )
// CHECK-NEXT: f16: ( nan, nan, nan, nan, -6, 7 )
// CHECK: f16 zeros: ( 0, 0, -0, 0 )
// CHECK: f32: ( 1.25, 72, -8, 4, -8, 4 )
// CHECK-NEXT: bits f32: ( 1067450368, 1116733440, -1056964608, 1082130432, -1056964608, 1082130432 )
// CHECK-NEXT: f32: ( nan, nan, nan, nan, -6, 7 )
// CHECK-NEXT: bits f32:
// CHECK-NEXT: f32: ( 30.75, -0, -0, 16, -0, 16 )
// CHECK-NEXT: bits f32: ( 1106640896, -2147483648, -2147483648, 1098907648, -2147483648, 1098907648 )
// CHECK-NEXT: f32 zeros: ( 0, -0, -0, 0 )
// CHECK: f64: ( 1023.62, -384, -2, 1024, -2, 1024 )
// CHECK-NEXT: bits f64: ( 4652215116538839040,
// CHECK: f64: ( 5.5, -0, -0, 3, -0, 3 )
// CHECK: f64 zeros: ( 0, -0, -0, 0 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce_f16(%in: memref<4x16xf16>, %out: memref<4x6xf16>) kernel {
      %c0 = arith.constant 0 : index
      %b = gpu.block_id x
      %v = vector.load %in[%b, %c0] : memref<4x16xf16>, vector<16xf16>
      %add = vector.reduction <add>, %v : vector<16xf16> into f16
      %mul = vector.reduction <mul>, %v : vector<16xf16> into f16
      %minimumf = vector.reduction <minimumf>, %v : vector<16xf16> into f16
      %maximumf = vector.reduction <maximumf>, %v : vector<16xf16> into f16
      %minnumf = vector.reduction <minnumf>, %v : vector<16xf16> into f16
      %maxnumf = vector.reduction <maxnumf>, %v : vector<16xf16> into f16
      %r = vector.from_elements %add, %mul, %minimumf, %maximumf, %minnumf, %maxnumf : vector<6xf16>
      vector.store %r, %out[%b, %c0] : memref<4x6xf16>, vector<6xf16>
      gpu.return
    }
    gpu.func @reduce_f32(%in: memref<4x8xf32>, %out: memref<4x6xf32>) kernel {
      %c0 = arith.constant 0 : index
      %b = gpu.block_id x
      %v = vector.load %in[%b, %c0] : memref<4x8xf32>, vector<8xf32>
      %add = vector.reduction <add>, %v : vector<8xf32> into f32
      %mul = vector.reduction <mul>, %v : vector<8xf32> into f32
      %minimumf = vector.reduction <minimumf>, %v : vector<8xf32> into f32
      %maximumf = vector.reduction <maximumf>, %v : vector<8xf32> into f32
      %minnumf = vector.reduction <minnumf>, %v : vector<8xf32> into f32
      %maxnumf = vector.reduction <maxnumf>, %v : vector<8xf32> into f32
      %r = vector.from_elements %add, %mul, %minimumf, %maximumf, %minnumf, %maxnumf : vector<6xf32>
      vector.store %r, %out[%b, %c0] : memref<4x6xf32>, vector<6xf32>
      gpu.return
    }
    gpu.func @reduce_f64(%in: memref<4x4xf64>, %out: memref<4x6xf64>) kernel {
      %c0 = arith.constant 0 : index
      %b = gpu.block_id x
      %v = vector.load %in[%b, %c0] : memref<4x4xf64>, vector<4xf64>
      %add = vector.reduction <add>, %v : vector<4xf64> into f64
      %mul = vector.reduction <mul>, %v : vector<4xf64> into f64
      %minimumf = vector.reduction <minimumf>, %v : vector<4xf64> into f64
      %maximumf = vector.reduction <maximumf>, %v : vector<4xf64> into f64
      %minnumf = vector.reduction <minnumf>, %v : vector<4xf64> into f64
      %maxnumf = vector.reduction <maxnumf>, %v : vector<4xf64> into f64
      %r = vector.from_elements %add, %mul, %minimumf, %maximumf, %minnumf, %maxnumf : vector<6xf64>
      vector.store %r, %out[%b, %c0] : memref<4x6xf64>, vector<6xf64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %in_f16 = memref.alloc() : memref<4x16xf16>
    %out_f16 = memref.alloc() : memref<4x6xf16>
    %v_f16_0 = arith.constant dense<[1.5, -2.0, 4.0, 0.25, -8.0, 3.0, 0.5, 2.0, 1.0, 1.0, 1.0, 1.0, -1.0, -1.0, 1.0, 1.0]> : vector<16xf16>
    vector.store %v_f16_0, %in_f16[%c0, %c0] : memref<4x16xf16>, vector<16xf16>
    %v_f16_1 = arith.constant dense<[1.0, 0x7E00, 2.0, -3.0, 4.0, 5.0, -6.0, 7.0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]> : vector<16xf16>
    vector.store %v_f16_1, %in_f16[%c1, %c0] : memref<4x16xf16>, vector<16xf16>
    %v_f16_2 = arith.constant dense<[-0.0, 1.0, 2.0, 0.5, 0.25, 8.0, 16.0, 3.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]> : vector<16xf16>
    vector.store %v_f16_2, %in_f16[%c2, %c0] : memref<4x16xf16>, vector<16xf16>
    %v_f16_3 = arith.constant dense<[0.0, -0.0, -0.0, 0.0, 0.0, -0.0, 0.0, 0.0, 0.0, -0.0, -0.0, 0.0, 0.0, -0.0, 0.0, 0.0]> : vector<16xf16>
    vector.store %v_f16_3, %in_f16[%c3, %c0] : memref<4x16xf16>, vector<16xf16>
    gpu.launch_func @kernels::@reduce_f16 blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in_f16 : memref<4x16xf16>, %out_f16 : memref<4x6xf16>)
    scf.for %i = %c0 to %c3 step %c1 {
      %r = vector.load %out_f16[%i, %c0] : memref<4x6xf16>, vector<6xf16>
      vector.print str "f16: "
      vector.print %r : vector<6xf16>
      %rb = vector.bitcast %r : vector<6xf16> to vector<6xi16>
      vector.print str "bits f16: "
      vector.print %rb : vector<6xi16>
    }
    %z_f16 = vector.load %out_f16[%c3, %c0] : memref<4x6xf16>, vector<4xf16>
    %zb_f16 = vector.bitcast %z_f16 : vector<4xf16> to vector<4xi16>
    vector.print str "f16 zeros: "
    vector.print %z_f16 : vector<4xf16>
    vector.print str "bits f16: "
    vector.print %zb_f16 : vector<4xi16>
    %in_f32 = memref.alloc() : memref<4x8xf32>
    %out_f32 = memref.alloc() : memref<4x6xf32>
    %v_f32_0 = arith.constant dense<[1.5, -2.0, 4.0, 0.25, -8.0, 3.0, 0.5, 2.0]> : vector<8xf32>
    vector.store %v_f32_0, %in_f32[%c0, %c0] : memref<4x8xf32>, vector<8xf32>
    %v_f32_1 = arith.constant dense<[1.0, 0x7FC00000, 2.0, -3.0, 4.0, 5.0, -6.0, 7.0]> : vector<8xf32>
    vector.store %v_f32_1, %in_f32[%c1, %c0] : memref<4x8xf32>, vector<8xf32>
    %v_f32_2 = arith.constant dense<[-0.0, 1.0, 2.0, 0.5, 0.25, 8.0, 16.0, 3.0]> : vector<8xf32>
    vector.store %v_f32_2, %in_f32[%c2, %c0] : memref<4x8xf32>, vector<8xf32>
    %v_f32_3 = arith.constant dense<[0.0, -0.0, -0.0, 0.0, 0.0, -0.0, 0.0, 0.0]> : vector<8xf32>
    vector.store %v_f32_3, %in_f32[%c3, %c0] : memref<4x8xf32>, vector<8xf32>
    gpu.launch_func @kernels::@reduce_f32 blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in_f32 : memref<4x8xf32>, %out_f32 : memref<4x6xf32>)
    scf.for %i = %c0 to %c3 step %c1 {
      %r = vector.load %out_f32[%i, %c0] : memref<4x6xf32>, vector<6xf32>
      vector.print str "f32: "
      vector.print %r : vector<6xf32>
      %rb = vector.bitcast %r : vector<6xf32> to vector<6xi32>
      vector.print str "bits f32: "
      vector.print %rb : vector<6xi32>
    }
    %z_f32 = vector.load %out_f32[%c3, %c0] : memref<4x6xf32>, vector<4xf32>
    %zb_f32 = vector.bitcast %z_f32 : vector<4xf32> to vector<4xi32>
    vector.print str "f32 zeros: "
    vector.print %z_f32 : vector<4xf32>
    vector.print str "bits f32: "
    vector.print %zb_f32 : vector<4xi32>
    %in_f64 = memref.alloc() : memref<4x4xf64>
    %out_f64 = memref.alloc() : memref<4x6xf64>
    %v_f64_0 = arith.constant dense<[1.5, -2.0, 1024.0, 0.125]> : vector<4xf64>
    vector.store %v_f64_0, %in_f64[%c0, %c0] : memref<4x4xf64>, vector<4xf64>
    %v_f64_1 = arith.constant dense<[0x7FF8000000000000, 1.0, -1.0, 2.0]> : vector<4xf64>
    vector.store %v_f64_1, %in_f64[%c1, %c0] : memref<4x4xf64>, vector<4xf64>
    %v_f64_2 = arith.constant dense<[-0.0, 2.0, 3.0, 0.5]> : vector<4xf64>
    vector.store %v_f64_2, %in_f64[%c2, %c0] : memref<4x4xf64>, vector<4xf64>
    %v_f64_3 = arith.constant dense<[0.0, -0.0, -0.0, -0.0]> : vector<4xf64>
    vector.store %v_f64_3, %in_f64[%c3, %c0] : memref<4x4xf64>, vector<4xf64>
    gpu.launch_func @kernels::@reduce_f64 blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in_f64 : memref<4x4xf64>, %out_f64 : memref<4x6xf64>)
    scf.for %i = %c0 to %c3 step %c1 {
      %r = vector.load %out_f64[%i, %c0] : memref<4x6xf64>, vector<6xf64>
      vector.print str "f64: "
      vector.print %r : vector<6xf64>
      %rb = vector.bitcast %r : vector<6xf64> to vector<6xi64>
      vector.print str "bits f64: "
      vector.print %rb : vector<6xi64>
    }
    %z_f64 = vector.load %out_f64[%c3, %c0] : memref<4x6xf64>, vector<4xf64>
    %zb_f64 = vector.bitcast %z_f64 : vector<4xf64> to vector<4xi64>
    vector.print str "f64 zeros: "
    vector.print %z_f64 : vector<4xf64>
    vector.print str "bits f64: "
    vector.print %zb_f64 : vector<4xi64>
    return
  }
}
