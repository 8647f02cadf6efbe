// vector.bitcast between element types of every width: f32 <-> i32 (NaN,
// infinities, -0, a denormal), a 2-D f16 tile as i16 and as packed i32 pairs
// (bitcast of the innermost dimension), i8 x 4 -> i32, i64 -> i32 x 2,
// f64 -> i64, and back. Bit patterns are printed (little-endian packing:
// element 0 goes to the low bits).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed from IEEE encodings: 1.0f = 0x3F800000, -0 = 0x80000000,
// qNaN 0x7FC00000, -2.5 = 0xC0200000, FLT_MAX = 0x7F7FFFFF; f16 1.0 = 0x3C00,
// -2 = 0xC000 (pair [1.0, -2.0] = 0xC0003C00 = -1073726464); i8 [-128, 0, 0,
// -128] = 0x80000080; [1, 2, 3, 4] = 0x04030201; -0.1 = 0xBFB999999999999A.
// CHECK: f32 as i32: ( 1065353216, -2147483648, 2143289344, 2139095040, -8388608, 1, -1071644672, 2139095039 )
// CHECK-NEXT: f16 as i16: ( 15360, -16384, 14336, 31743, -32768, 31744, 1, 32256 )
// CHECK-NEXT: f16 as i16: ( 0, 15360, 16384, 16896, 17408, 17664, 17920, 18176 )
// CHECK-NEXT: f16 pairs as i32: ( -1073726464,
// CHECK-NEXT: f16 pairs as i32: ( 1006632960,
// CHECK-NEXT: i8 x 4 as i32: ( 1, -1, -2147483520, 67305985 )
// CHECK-NEXT: i64 as i32 x 2: ( 1, 0, -1, -1, 0, 1, 0, -2147483648 )
// CHECK-NEXT: f64 as i64: ( 4607182418800017408, -4631501856787818086 )
// CHECK-NEXT: bits f32: ( 1065353217, -2147483647, 2143289345, 2139095041, -8388607, 2, -1071644671, 2139095040 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @casts(%f: memref<8xf32>, %h: memref<2x8xf16>, %b: memref<16xi8>, %l: memref<4xi64>,
                    %d: memref<2xf64>, %oi: memref<8xi32>, %oh: memref<2x8xi16>, %oh2: memref<2x4xi32>,
                    %ob: memref<4xi32>, %ol: memref<8xi32>, %od: memref<2xi64>, %of: memref<8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %fv = vector.load %f[%c0] : memref<8xf32>, vector<8xf32>
      %fi = vector.bitcast %fv : vector<8xf32> to vector<8xi32>
      vector.store %fi, %oi[%c0] : memref<8xi32>, vector<8xi32>
      // back: i32 + 1 reinterpreted as f32 (next float up, or a NaN payload)
      %one = arith.constant dense<1> : vector<8xi32>
      %fi1 = arith.addi %fi, %one : vector<8xi32>
      %ff = vector.bitcast %fi1 : vector<8xi32> to vector<8xf32>
      vector.store %ff, %of[%c0] : memref<8xf32>, vector<8xf32>
      %padh = arith.constant 0.0 : f16
      %hv = vector.transfer_read %h[%c0, %c0], %padh {in_bounds = [true, true]} : memref<2x8xf16>, vector<2x8xf16>
      %hi = vector.bitcast %hv : vector<2x8xf16> to vector<2x8xi16>
      vector.transfer_write %hi, %oh[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xi16>, memref<2x8xi16>
      %hp = vector.bitcast %hv : vector<2x8xf16> to vector<2x4xi32>
      vector.transfer_write %hp, %oh2[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xi32>, memref<2x4xi32>
      %bv = vector.load %b[%c0] : memref<16xi8>, vector<16xi8>
      %bp = vector.bitcast %bv : vector<16xi8> to vector<4xi32>
      vector.store %bp, %ob[%c0] : memref<4xi32>, vector<4xi32>
      %lv = vector.load %l[%c0] : memref<4xi64>, vector<4xi64>
      %lp = vector.bitcast %lv : vector<4xi64> to vector<8xi32>
      vector.store %lp, %ol[%c0] : memref<8xi32>, vector<8xi32>
      %dv = vector.load %d[%c0] : memref<2xf64>, vector<2xf64>
      %dp = vector.bitcast %dv : vector<2xf64> to vector<2xi64>
      vector.store %dp, %od[%c0] : memref<2xi64>, vector<2xi64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = memref.alloc() : memref<8xf32>
    %fv = arith.constant dense<[1.0, -0.0, 0x7FC00000, 0x7F800000, 0xFF800000, 1.0e-45, -2.5, 3.40282347e+38]> : vector<8xf32>
    vector.store %fv, %f[%c0] : memref<8xf32>, vector<8xf32>
    %h = memref.alloc() : memref<2x8xf16>
    %h0 = arith.constant dense<[1.0, -2.0, 0.5, 65504.0, -0.0, 0x7C00, 0x0001, 0x7E00]> : vector<8xf16>
    %h1 = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : vector<8xf16>
    vector.store %h0, %h[%c0, %c0] : memref<2x8xf16>, vector<8xf16>
    vector.store %h1, %h[%c1, %c0] : memref<2x8xf16>, vector<8xf16>
    %b = memref.alloc() : memref<16xi8>
    %bv = arith.constant dense<[1, 0, 0, 0, -1, -1, -1, -1, -128, 0, 0, -128, 1, 2, 3, 4]> : vector<16xi8>
    vector.store %bv, %b[%c0] : memref<16xi8>, vector<16xi8>
    %l = memref.alloc() : memref<4xi64>
    %lv = arith.constant dense<[1, -1, 4294967296, -9223372036854775808]> : vector<4xi64>
    vector.store %lv, %l[%c0] : memref<4xi64>, vector<4xi64>
    %d = memref.alloc() : memref<2xf64>
    %dv = arith.constant dense<[1.0, -0.1]> : vector<2xf64>
    vector.store %dv, %d[%c0] : memref<2xf64>, vector<2xf64>
    %oi = memref.alloc() : memref<8xi32>
    %oh = memref.alloc() : memref<2x8xi16>
    %oh2 = memref.alloc() : memref<2x4xi32>
    %ob = memref.alloc() : memref<4xi32>
    %ol = memref.alloc() : memref<8xi32>
    %od = memref.alloc() : memref<2xi64>
    %of = memref.alloc() : memref<8xf32>
    gpu.launch_func @kernels::@casts blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%f : memref<8xf32>, %h : memref<2x8xf16>, %b : memref<16xi8>, %l : memref<4xi64>,
             %d : memref<2xf64>, %oi : memref<8xi32>, %oh : memref<2x8xi16>,
             %oh2 : memref<2x4xi32>, %ob : memref<4xi32>, %ol : memref<8xi32>,
             %od : memref<2xi64>, %of : memref<8xf32>)
    %v1 = vector.load %oi[%c0] : memref<8xi32>, vector<8xi32>
    vector.print str "f32 as i32: "
    vector.print %v1 : vector<8xi32>
    %v2 = vector.load %oh[%c0, %c0] : memref<2x8xi16>, vector<8xi16>
    %v3 = vector.load %oh[%c1, %c0] : memref<2x8xi16>, vector<8xi16>
    vector.print str "f16 as i16: "
    vector.print %v2 : vector<8xi16>
    vector.print str "f16 as i16: "
    vector.print %v3 : vector<8xi16>
    %v4 = vector.load %oh2[%c0, %c0] : memref<2x4xi32>, vector<4xi32>
    %v5 = vector.load %oh2[%c1, %c0] : memref<2x4xi32>, vector<4xi32>
    vector.print str "f16 pairs as i32: "
    vector.print %v4 : vector<4xi32>
    vector.print str "f16 pairs as i32: "
    vector.print %v5 : vector<4xi32>
    %v6 = vector.load %ob[%c0] : memref<4xi32>, vector<4xi32>
    vector.print str "i8 x 4 as i32: "
    vector.print %v6 : vector<4xi32>
    %v7 = vector.load %ol[%c0] : memref<8xi32>, vector<8xi32>
    vector.print str "i64 as i32 x 2: "
    vector.print %v7 : vector<8xi32>
    %v8 = vector.load %od[%c0] : memref<2xi64>, vector<2xi64>
    vector.print str "f64 as i64: "
    vector.print %v8 : vector<2xi64>
    %v9 = vector.load %of[%c0] : memref<8xf32>, vector<8xf32>
    %v9b = vector.bitcast %v9 : vector<8xf32> to vector<8xi32>
    vector.print str "bits f32: "
    vector.print %v9b : vector<8xi32>
    return
  }
}
