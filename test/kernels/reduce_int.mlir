// vector.reduction of every integer kind (add, mul, minsi, maxsi, minui,
// maxui, and, or, xor) over i8 x 16, i16 x 16, i32 x 8 and i64 x 4: one
// kernel per type, one block per row of data. Row 0 holds the extreme values
// of the type (add and mul wrap around), row 1 -1s or ones with one
// exception, row 2 ascending values (or more -1s). Results are one row of 9
// per input row, in the order above.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed (wrapping sums and products, unsigned order for minui/maxui):
// CHECK: i8: ( 69, 0, -128, 127, 0, -1, 0, -1, -11 )
// CHECK-NEXT: i8: ( -12, -3, -1, 3, 3, -1, 3, -1, -4 )
// CHECK-NEXT: i8: ( -120, 0, 1, 16, 1, 16, 0, 31, 16 )
// CHECK-NEXT: i16: ( 311, 0, -32768, 32767, 0, -1, 0, -1, 267 )
// CHECK: i16: ( 136, -32768, 1, 16, 1, 16, 0, 31, 16 )
// CHECK-NEXT: i32: ( 131074, 0, -2147483648, 2147483647, 0, -1, 0, -1, 2 )
// CHECK-NEXT: i32: ( 77, 9699690, 2, 19, 2, 19, 0, 31, 7 )
// CHECK: i64: ( -2, 0, -9223372036854775808, 9223372036854775807, 0, -1, 0, -1, 0 )
// CHECK-NEXT: i64: ( 1099511627781, -115448720916480, -5, 1099511627776, 3, -5, 0, -1, -1099511627777 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce_i8(%in: memref<3x16xi8>, %out: memref<3x9xi8>) kernel {
      %c0 = arith.constant 0 : index
      %b = gpu.block_id x
      %v = vector.load %in[%b, %c0] : memref<3x16xi8>, vector<16xi8>
      %add = vector.reduction <add>, %v : vector<16xi8> into i8
      %mul = vector.reduction <mul>, %v : vector<16xi8> into i8
      %minsi = vector.reduction <minsi>, %v : vector<16xi8> into i8
      %maxsi = vector.reduction <maxsi>, %v : vector<16xi8> into i8
      %minui = vector.reduction <minui>, %v : vector<16xi8> into i8
      %maxui = vector.reduction <maxui>, %v : vector<16xi8> into i8
      %and = vector.reduction <and>, %v : vector<16xi8> into i8
      %or = vector.reduction <or>, %v : vector<16xi8> into i8
      %xor = vector.reduction <xor>, %v : vector<16xi8> into i8
      %r = vector.from_elements %add, %mul, %minsi, %maxsi, %minui, %maxui, %and, %or, %xor : vector<9xi8>
      vector.store %r, %out[%b, %c0] : memref<3x9xi8>, vector<9xi8>
      gpu.return
    }
    gpu.func @reduce_i16(%in: memref<3x16xi16>, %out: memref<3x9xi16>) kernel {
      %c0 = arith.constant 0 : index
      %b = gpu.block_id x
      %v = vector.load %in[%b, %c0] : memref<3x16xi16>, vector<16xi16>
      %add = vector.reduction <add>, %v : vector<16xi16> into i16
      %mul = vector.reduction <mul>, %v : vector<16xi16> into i16
      %minsi = vector.reduction <minsi>, %v : vector<16xi16> into i16
      %maxsi = vector.reduction <maxsi>, %v : vector<16xi16> into i16
      %minui = vector.reduction <minui>, %v : vector<16xi16> into i16
      %maxui = vector.reduction <maxui>, %v : vector<16xi16> into i16
      %and = vector.reduction <and>, %v : vector<16xi16> into i16
      %or = vector.reduction <or>, %v : vector<16xi16> into i16
      %xor = vector.reduction <xor>, %v : vector<16xi16> into i16
      %r = vector.from_elements %add, %mul, %minsi, %maxsi, %minui, %maxui, %and, %or, %xor : vector<9xi16>
      vector.store %r, %out[%b, %c0] : memref<3x9xi16>, vector<9xi16>
      gpu.return
    }
    gpu.func @reduce_i32(%in: memref<3x8xi32>, %out: memref<3x9xi32>) kernel {
      %c0 = arith.constant 0 : index
      %b = gpu.block_id x
      %v = vector.load %in[%b, %c0] : memref<3x8xi32>, vector<8xi32>
      %add = vector.reduction <add>, %v : vector<8xi32> into i32
      %mul = vector.reduction <mul>, %v : vector<8xi32> into i32
      %minsi = vector.reduction <minsi>, %v : vector<8xi32> into i32
      %maxsi = vector.reduction <maxsi>, %v : vector<8xi32> into i32
      %minui = vector.reduction <minui>, %v : vector<8xi32> into i32
      %maxui = vector.reduction <maxui>, %v : vector<8xi32> into i32
      %and = vector.reduction <and>, %v : vector<8xi32> into i32
      %or = vector.reduction <or>, %v : vector<8xi32> into i32
      %xor = vector.reduction <xor>, %v : vector<8xi32> into i32
      %r = vector.from_elements %add, %mul, %minsi, %maxsi, %minui, %maxui, %and, %or, %xor : vector<9xi32>
      vector.store %r, %out[%b, %c0] : memref<3x9xi32>, vector<9xi32>
      gpu.return
    }
    gpu.func @reduce_i64(%in: memref<3x4xi64>, %out: memref<3x9xi64>) kernel {
      %c0 = arith.constant 0 : index
      %b = gpu.block_id x
      %v = vector.load %in[%b, %c0] : memref<3x4xi64>, vector<4xi64>
      %add = vector.reduction <add>, %v : vector<4xi64> into i64
      %mul = vector.reduction <mul>, %v : vector<4xi64> into i64
      %minsi = vector.reduction <minsi>, %v : vector<4xi64> into i64
      %maxsi = vector.reduction <maxsi>, %v : vector<4xi64> into i64
      %minui = vector.reduction <minui>, %v : vector<4xi64> into i64
      %maxui = vector.reduction <maxui>, %v : vector<4xi64> into i64
      %and = vector.reduction <and>, %v : vector<4xi64> into i64
      %or = vector.reduction <or>, %v : vector<4xi64> into i64
      %xor = vector.reduction <xor>, %v : vector<4xi64> into i64
      %r = vector.from_elements %add, %mul, %minsi, %maxsi, %minui, %maxui, %and, %or, %xor : vector<9xi64>
      vector.store %r, %out[%b, %c0] : memref<3x9xi64>, vector<9xi64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %in_i8 = memref.alloc() : memref<3x16xi8>
    %out_i8 = memref.alloc() : memref<3x9xi8>
    %v_i8_0 = arith.constant dense<[-128, 127, -1, 0, 1, 2, 3, -3, 5, 6, 7, 8, 9, 10, 11, 12]> : vector<16xi8>
    vector.store %v_i8_0, %in_i8[%c0, %c0] : memref<3x16xi8>, vector<16xi8>
    %v_i8_1 = arith.constant dense<[-1, -1, -1, -1, -1, -1, -1, 3, -1, -1, -1, -1, -1, -1, -1, -1]> : vector<16xi8>
    vector.store %v_i8_1, %in_i8[%c1, %c0] : memref<3x16xi8>, vector<16xi8>
    %v_i8_2 = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : vector<16xi8>
    vector.store %v_i8_2, %in_i8[%c2, %c0] : memref<3x16xi8>, vector<16xi8>
    gpu.launch_func @kernels::@reduce_i8 blocks in (%c3, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in_i8 : memref<3x16xi8>, %out_i8 : memref<3x9xi8>)
    scf.for %i = %c0 to %c3 step %c1 {
      %r = vector.load %out_i8[%i, %c0] : memref<3x9xi8>, vector<9xi8>
      vector.print str "i8: "
      vector.print %r : vector<9xi8>
    }
    %in_i16 = memref.alloc() : memref<3x16xi16>
    %out_i16 = memref.alloc() : memref<3x9xi16>
    %v_i16_0 = arith.constant dense<[-32768, 32767, -1, 0, 1, 2, 255, 256, -256, 1000, -1000, 7, 9, 11, 13, 15]> : vector<16xi16>
    vector.store %v_i16_0, %in_i16[%c0, %c0] : memref<3x16xi16>, vector<16xi16>
    %v_i16_1 = arith.constant dense<[1, 1, 1, 1, 1, -2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]> : vector<16xi16>
    vector.store %v_i16_1, %in_i16[%c1, %c0] : memref<3x16xi16>, vector<16xi16>
    %v_i16_2 = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : vector<16xi16>
    vector.store %v_i16_2, %in_i16[%c2, %c0] : memref<3x16xi16>, vector<16xi16>
    gpu.launch_func @kernels::@reduce_i16 blocks in (%c3, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in_i16 : memref<3x16xi16>, %out_i16 : memref<3x9xi16>)
    scf.for %i = %c0 to %c3 step %c1 {
      %r = vector.load %out_i16[%i, %c0] : memref<3x9xi16>, vector<9xi16>
      vector.print str "i16: "
      vector.print %r : vector<9xi16>
    }
    %in_i32 = memref.alloc() : memref<3x8xi32>
    %out_i32 = memref.alloc() : memref<3x9xi32>
    %v_i32_0 = arith.constant dense<[-2147483648, 2147483647, -1, 0, 1, 65536, 65536, 3]> : vector<8xi32>
    vector.store %v_i32_0, %in_i32[%c0, %c0] : memref<3x8xi32>, vector<8xi32>
    %v_i32_1 = arith.constant dense<[2, 3, 5, 7, 11, 13, 17, 19]> : vector<8xi32>
    vector.store %v_i32_1, %in_i32[%c1, %c0] : memref<3x8xi32>, vector<8xi32>
    %v_i32_2 = arith.constant dense<[-1, -1, -1, -1, -1, -1, -1, -1]> : vector<8xi32>
    vector.store %v_i32_2, %in_i32[%c2, %c0] : memref<3x8xi32>, vector<8xi32>
    gpu.launch_func @kernels::@reduce_i32 blocks in (%c3, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in_i32 : memref<3x8xi32>, %out_i32 : memref<3x9xi32>)
    scf.for %i = %c0 to %c3 step %c1 {
      %r = vector.load %out_i32[%i, %c0] : memref<3x9xi32>, vector<9xi32>
      vector.print str "i32: "
      vector.print %r : vector<9xi32>
    }
    %in_i64 = memref.alloc() : memref<3x4xi64>
    %out_i64 = memref.alloc() : memref<3x9xi64>
    %v_i64_0 = arith.constant dense<[-9223372036854775808, 9223372036854775807, -1, 0]> : vector<4xi64>
    vector.store %v_i64_0, %in_i64[%c0, %c0] : memref<3x4xi64>, vector<4xi64>
    %v_i64_1 = arith.constant dense<[1099511627776, 3, -5, 7]> : vector<4xi64>
    vector.store %v_i64_1, %in_i64[%c1, %c0] : memref<3x4xi64>, vector<4xi64>
    %v_i64_2 = arith.constant dense<[4294967296, 4294967296, 1, -1]> : vector<4xi64>
    vector.store %v_i64_2, %in_i64[%c2, %c0] : memref<3x4xi64>, vector<4xi64>
    gpu.launch_func @kernels::@reduce_i64 blocks in (%c3, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in_i64 : memref<3x4xi64>, %out_i64 : memref<3x9xi64>)
    scf.for %i = %c0 to %c3 step %c1 {
      %r = vector.load %out_i64[%i, %c0] : memref<3x9xi64>, vector<9xi64>
      vector.print str "i64: "
      vector.print %r : vector<9xi64>
    }
    return
  }
}
