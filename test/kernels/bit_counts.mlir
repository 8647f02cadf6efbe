// Bit counts and integer absolute value on every integer width: math.ctlz,
// math.cttz, math.ctpop and math.absi of i8, i16, i32 and i64 lanes,
// including 0, all ones, the lowest and highest bits and the most negative
// value (whose absolute value wraps to itself).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Expected values computed independently (Python bit arithmetic).
// CHECK: i8 ctlz: ( 8, 0, 7, 0, 3, 1, 0, 4 )
// CHECK-NEXT: i8 cttz: ( 8, 0, 0, 7, 0, 0, 1, 3 )
// CHECK-NEXT: i8 ctpop: ( 0, 8, 1, 1, 2, 7, 4, 1 )
// CHECK-NEXT: i8 absi: ( 0, 1, 1, -128, 17, 127, 86, 8 )
// CHECK-NEXT: i16 ctlz: ( 16, 0, 15, 0, 11, 2, 0, 12 )
// CHECK-NEXT: i16 cttz: ( 16, 0, 0, 15, 0, 0, 1, 3 )
// CHECK-NEXT: i32 ctlz: ( 32, 0, 31, 0, 27, 2, 0, 28 )
// CHECK-NEXT: i32 cttz: ( 32, 0, 0, 31, 0, 0, 16, 3 )
// CHECK-NEXT: i32 ctpop: ( 0, 32, 1, 1, 2, 30, 16, 1 )
// CHECK-NEXT: i64 ctlz: ( 64, 0, 63, 0, 59, 1, 0, 28 )
// CHECK-NEXT: i64 cttz: ( 64, 0, 0, 63, 0, 0, 32, 35 )
// CHECK-NEXT: i64 ctpop: ( 0, 64, 1, 1, 2, 63, 32, 1 )
// CHECK-NEXT: i64 absi: ( 0, 1, 1, -9223372036854775808, 17, 9223372036854775807, 4294967296, 34359738368 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @counts(%b: memref<8xi8>, %h: memref<8xi16>, %w: memref<8xi32>, %l: memref<8xi64>,
                     %ob: memref<4x8xi8>, %oh: memref<2x8xi16>, %ow: memref<3x8xi32>, %ol: memref<4x8xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %bv = vector.load %b[%c0] : memref<8xi8>, vector<8xi8>
      %b0 = math.ctlz %bv : vector<8xi8>
      %b1 = math.cttz %bv : vector<8xi8>
      %b2 = math.ctpop %bv : vector<8xi8>
      %b3 = math.absi %bv : vector<8xi8>
      vector.store %b0, %ob[%c0, %c0] : memref<4x8xi8>, vector<8xi8>
      vector.store %b1, %ob[%c1, %c0] : memref<4x8xi8>, vector<8xi8>
      vector.store %b2, %ob[%c2, %c0] : memref<4x8xi8>, vector<8xi8>
      vector.store %b3, %ob[%c3, %c0] : memref<4x8xi8>, vector<8xi8>
      %hv = vector.load %h[%c0] : memref<8xi16>, vector<8xi16>
      %h0 = math.ctlz %hv : vector<8xi16>
      %h1 = math.cttz %hv : vector<8xi16>
      vector.store %h0, %oh[%c0, %c0] : memref<2x8xi16>, vector<8xi16>
      vector.store %h1, %oh[%c1, %c0] : memref<2x8xi16>, vector<8xi16>
      %wv = vector.load %w[%c0] : memref<8xi32>, vector<8xi32>
      %w0 = math.ctlz %wv : vector<8xi32>
      %w1 = math.cttz %wv : vector<8xi32>
      %w2 = math.ctpop %wv : vector<8xi32>
      vector.store %w0, %ow[%c0, %c0] : memref<3x8xi32>, vector<8xi32>
      vector.store %w1, %ow[%c1, %c0] : memref<3x8xi32>, vector<8xi32>
      vector.store %w2, %ow[%c2, %c0] : memref<3x8xi32>, vector<8xi32>
      %lv = vector.load %l[%c0] : memref<8xi64>, vector<8xi64>
      %l0 = math.ctlz %lv : vector<8xi64>
      %l1 = math.cttz %lv : vector<8xi64>
      %l2 = math.ctpop %lv : vector<8xi64>
      %l3 = math.absi %lv : vector<8xi64>
      vector.store %l0, %ol[%c0, %c0] : memref<4x8xi64>, vector<8xi64>
      vector.store %l1, %ol[%c1, %c0] : memref<4x8xi64>, vector<8xi64>
      vector.store %l2, %ol[%c2, %c0] : memref<4x8xi64>, vector<8xi64>
      vector.store %l3, %ol[%c3, %c0] : memref<4x8xi64>, vector<8xi64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %b = memref.alloc() : memref<8xi8>
    %bv = arith.constant dense<[0, -1, 1, -128, 17, 127, -86, 8]> : vector<8xi8>
    vector.store %bv, %b[%c0] : memref<8xi8>, vector<8xi8>
    %h = memref.alloc() : memref<8xi16>
    %hv = arith.constant dense<[0, -1, 1, -32768, 17, 16383, -86, 8]> : vector<8xi16>
    vector.store %hv, %h[%c0] : memref<8xi16>, vector<8xi16>
    %w = memref.alloc() : memref<8xi32>
    %wv = arith.constant dense<[0, -1, 1, -2147483648, 17, 1073741823, -65536, 8]> : vector<8xi32>
    vector.store %wv, %w[%c0] : memref<8xi32>, vector<8xi32>
    %l = memref.alloc() : memref<8xi64>
    %lv = arith.constant dense<[0, -1, 1, -9223372036854775808, 17, 9223372036854775807, -4294967296, 34359738368]> : vector<8xi64>
    vector.store %lv, %l[%c0] : memref<8xi64>, vector<8xi64>
    %ob = memref.alloc() : memref<4x8xi8>
    %oh = memref.alloc() : memref<2x8xi16>
    %ow = memref.alloc() : memref<3x8xi32>
    %ol = memref.alloc() : memref<4x8xi64>
    gpu.launch_func @kernels::@counts blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%b : memref<8xi8>, %h : memref<8xi16>, %w : memref<8xi32>, %l : memref<8xi64>,
             %ob : memref<4x8xi8>, %oh : memref<2x8xi16>, %ow : memref<3x8xi32>, %ol : memref<4x8xi64>)
    %r0 = vector.load %ob[%c0, %c0] : memref<4x8xi8>, vector<8xi8>
    vector.print str "i8 ctlz: "
    vector.print %r0 : vector<8xi8>
    %r1 = vector.load %ob[%c1, %c0] : memref<4x8xi8>, vector<8xi8>
    vector.print str "i8 cttz: "
    vector.print %r1 : vector<8xi8>
    %r2 = vector.load %ob[%c2, %c0] : memref<4x8xi8>, vector<8xi8>
    vector.print str "i8 ctpop: "
    vector.print %r2 : vector<8xi8>
    %r3 = vector.load %ob[%c3, %c0] : memref<4x8xi8>, vector<8xi8>
    vector.print str "i8 absi: "
    vector.print %r3 : vector<8xi8>
    %r4 = vector.load %oh[%c0, %c0] : memref<2x8xi16>, vector<8xi16>
    vector.print str "i16 ctlz: "
    vector.print %r4 : vector<8xi16>
    %r5 = vector.load %oh[%c1, %c0] : memref<2x8xi16>, vector<8xi16>
    vector.print str "i16 cttz: "
    vector.print %r5 : vector<8xi16>
    %r6 = vector.load %ow[%c0, %c0] : memref<3x8xi32>, vector<8xi32>
    vector.print str "i32 ctlz: "
    vector.print %r6 : vector<8xi32>
    %r7 = vector.load %ow[%c1, %c0] : memref<3x8xi32>, vector<8xi32>
    vector.print str "i32 cttz: "
    vector.print %r7 : vector<8xi32>
    %r8 = vector.load %ow[%c2, %c0] : memref<3x8xi32>, vector<8xi32>
    vector.print str "i32 ctpop: "
    vector.print %r8 : vector<8xi32>
    %r9 = vector.load %ol[%c0, %c0] : memref<4x8xi64>, vector<8xi64>
    vector.print str "i64 ctlz: "
    vector.print %r9 : vector<8xi64>
    %r10 = vector.load %ol[%c1, %c0] : memref<4x8xi64>, vector<8xi64>
    vector.print str "i64 cttz: "
    vector.print %r10 : vector<8xi64>
    %r11 = vector.load %ol[%c2, %c0] : memref<4x8xi64>, vector<8xi64>
    vector.print str "i64 ctpop: "
    vector.print %r11 : vector<8xi64>
    %r12 = vector.load %ol[%c3, %c0] : memref<4x8xi64>, vector<8xi64>
    vector.print str "i64 absi: "
    vector.print %r12 : vector<8xi64>
    return
  }
}
