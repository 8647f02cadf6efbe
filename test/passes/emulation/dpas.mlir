// dpas2 on the host: systolic depth 8, repeat count 1, 8 columns. A
// (src2) packs one row of 8 dwords, B (src1) 8 dword rows of 8 columns
// (VNNI); dst[c] = acc[c] + sum over the 32 (int8) or 16 (fp16) products.
// Expected values by hand.
// RUN: %genx-run %s | FileCheck %s

func.func @main() {
  %acc = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
  // Column c of B holds bytes equal to c.
  %b = arith.constant dense<[0, 16843009, 33686018, 50529027, 67372036, 84215045, 101058054, 117901063, 0, 16843009, 33686018, 50529027, 67372036, 84215045, 101058054, 117901063, 0, 16843009, 33686018, 50529027, 67372036, 84215045, 101058054, 117901063, 0, 16843009, 33686018, 50529027, 67372036, 84215045, 101058054, 117901063, 0, 16843009, 33686018, 50529027, 67372036, 84215045, 101058054, 117901063, 0, 16843009, 33686018, 50529027, 67372036, 84215045, 101058054, 117901063, 0, 16843009, 33686018, 50529027, 67372036, 84215045, 101058054, 117901063, 0, 16843009, 33686018, 50529027, 67372036, 84215045, 101058054, 117901063]> : vector<64xi32>

  // u8 x u8, A bytes all 1: dst[c] = c + 32 * c = 33 * c.
  // CHECK: ( 0, 33, 66, 99, 132, 165, 198, 231 )
  %ones = arith.constant dense<16843009> : vector<8xi32>
  %d0 = genx.dpas2 %acc, %b, %ones {src1_precision = u8, src2_precision = u8, systolic_depth = 8, repeat_count = 1, dst_signed = 1, src0_signed = 1} : (vector<8xi32>, vector<64xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %d0 : vector<8xi32>

  // s8 A with all bytes -1 times u8 B: dst[c] = c - 32 * c = -31 * c.
  // CHECK: ( 0, -31, -62, -93, -124, -155, -186, -217 )
  %minus = arith.constant dense<-1> : vector<8xi32>
  %d1 = genx.dpas2 %acc, %b, %minus {src1_precision = u8, src2_precision = s8, systolic_depth = 8, repeat_count = 1, dst_signed = 1, src0_signed = 1} : (vector<8xi32>, vector<64xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %d1 : vector<8xi32>

  // hf16: A halves 1.0 (0x3C00), B halves 0.5 (0x3800); 16 products of 0.5.
  // CHECK: ( 8, 9, 10, 11, 12, 13, 14, 15 )
  %facc = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : vector<8xf32>
  %ha = arith.constant dense<1006648320> : vector<8xi32>
  %hb = arith.constant dense<939538432> : vector<64xi32>
  %d2 = genx.dpas2 %facc, %hb, %ha {src1_precision = hf16, src2_precision = hf16, systolic_depth = 8, repeat_count = 1, dst_signed = 1, src0_signed = 1} : (vector<8xf32>, vector<64xi32>, vector<8xi32>) -> vector<8xf32>
  vector.print %d2 : vector<8xf32>
  return
}
