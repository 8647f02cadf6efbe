// Every mixed-signedness mul/mad/avg/shl/add3 variant, on i8 values (add3:
// the same values as i16, the operand widths it has). A shift takes the low
// 5 bits of its count and shifts exactly before the result type applies.
// Expected values come from a model of the language reference's
// definitions (operands read with the operand signedness, computed
// exactly, then clamped with .sat or wrapped), not from the emulator.
// Unsigned results are zero-extended before printing.
// RUN: %genx-run %s | FileCheck %s

func.func @main() {
  %a = arith.constant dense<[100, -7, 7, -128]> : vector<4xi8>
  %b = arith.constant dense<[2, -8, 8, 1]> : vector<4xi8>
  %c = arith.constant dense<[100, -100, 0, -1]> : vector<4xi8>
  // add3 takes i16 or i32 operands: the same values as i16.
  %a16 = arith.extsi %a : vector<4xi8> to vector<4xi16>
  %b16 = arith.extsi %b : vector<4xi8> to vector<4xi16>
  %c16 = arith.extsi %c : vector<4xi8> to vector<4xi16>
  // ssmul
  // CHECK: ( -56, 56, 56, -128 )
  %r1 = genx.ssmul %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r1 : vector<4xi8>
  // ssmul.sat
  // CHECK: ( 127, 56, 56, -128 )
  %r2 = genx.ssmul.sat %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r2 : vector<4xi8>
  // ssmad
  // CHECK: ( 44, -44, 56, 127 )
  %r3 = genx.ssmad %a, %b, %c : (vector<4xi8>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r3 : vector<4xi8>
  // ssmad.sat
  // CHECK: ( 127, -44, 56, -128 )
  %r4 = genx.ssmad.sat %a, %b, %c : (vector<4xi8>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r4 : vector<4xi8>
  // ssavg
  // CHECK: ( 51, -7, 8, -63 )
  %r5 = genx.ssavg %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r5 : vector<4xi8>
  // ssavg.sat
  // CHECK: ( 51, -7, 8, -63 )
  %r6 = genx.ssavg.sat %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r6 : vector<4xi8>
  // ssshl
  // CHECK: ( -112, 0, 0, 0 )
  %r7 = genx.ssshl %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r7 : vector<4xi8>
  // ssshl.sat
  // CHECK: ( 127, -128, 127, -128 )
  %r8 = genx.ssshl.sat %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r8 : vector<4xi8>
  // ssadd3.sat
  // CHECK: ( 127, -115, 15, -128 )
  %r9 = genx.ssadd3.sat %a16, %b16, %c16 : (vector<4xi16>, vector<4xi16>, vector<4xi16>) -> vector<4xi8>
  vector.print %r9 : vector<4xi8>
  // sumul
  // CHECK: ( -56, 56, 56, -128 )
  %r10 = genx.sumul %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r10 : vector<4xi8>
  // sumul.sat
  // CHECK: ( 127, 127, 56, 127 )
  %r11 = genx.sumul.sat %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r11 : vector<4xi8>
  // sumad
  // CHECK: ( 44, -44, 56, 127 )
  %r12 = genx.sumad %a, %b, %c : (vector<4xi8>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r12 : vector<4xi8>
  // sumad.sat
  // CHECK: ( 127, 127, 56, 127 )
  %r13 = genx.sumad.sat %a, %b, %c : (vector<4xi8>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r13 : vector<4xi8>
  // suavg
  // CHECK: ( 51, -7, 8, 65 )
  %r14 = genx.suavg %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r14 : vector<4xi8>
  // suavg.sat
  // CHECK: ( 51, 127, 8, 65 )
  %r15 = genx.suavg.sat %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r15 : vector<4xi8>
  // sushl
  // CHECK: ( -112, 0, 0, 0 )
  %r16 = genx.sushl %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r16 : vector<4xi8>
  // sushl.sat
  // CHECK: ( 127, 127, 127, 127 )
  %r17 = genx.sushl.sat %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %r17 : vector<4xi8>
  // suadd3.sat
  // CHECK: ( 127, 127, 15, 127 )
  %r18 = genx.suadd3.sat %a16, %b16, %c16 : (vector<4xi16>, vector<4xi16>, vector<4xi16>) -> vector<4xi8>
  vector.print %r18 : vector<4xi8>
  // usmul
  // CHECK: ( 200, 56, 56, 128 )
  %r19 = genx.usmul %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w19 = arith.extui %r19 : vector<4xi8> to vector<4xi32>
  vector.print %w19 : vector<4xi32>
  // usmul.sat
  // CHECK: ( 200, 56, 56, 0 )
  %r20 = genx.usmul.sat %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w20 = arith.extui %r20 : vector<4xi8> to vector<4xi32>
  vector.print %w20 : vector<4xi32>
  // usmad
  // CHECK: ( 44, 212, 56, 127 )
  %r21 = genx.usmad %a, %b, %c : (vector<4xi8>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w21 = arith.extui %r21 : vector<4xi8> to vector<4xi32>
  vector.print %w21 : vector<4xi32>
  // usmad.sat
  // CHECK: ( 255, 212, 56, 127 )
  %r22 = genx.usmad.sat %a, %b, %c : (vector<4xi8>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w22 = arith.extui %r22 : vector<4xi8> to vector<4xi32>
  vector.print %w22 : vector<4xi32>
  // usavg
  // CHECK: ( 51, 249, 8, 193 )
  %r23 = genx.usavg %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w23 = arith.extui %r23 : vector<4xi8> to vector<4xi32>
  vector.print %w23 : vector<4xi32>
  // usavg.sat
  // CHECK: ( 51, 0, 8, 0 )
  %r24 = genx.usavg.sat %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w24 = arith.extui %r24 : vector<4xi8> to vector<4xi32>
  vector.print %w24 : vector<4xi32>
  // usshl
  // CHECK: ( 144, 0, 0, 0 )
  %r25 = genx.usshl %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w25 = arith.extui %r25 : vector<4xi8> to vector<4xi32>
  vector.print %w25 : vector<4xi32>
  // usshl.sat
  // CHECK: ( 255, 0, 255, 0 )
  %r26 = genx.usshl.sat %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w26 = arith.extui %r26 : vector<4xi8> to vector<4xi32>
  vector.print %w26 : vector<4xi32>
  // usadd3.sat
  // CHECK: ( 202, 0, 15, 0 )
  %r27 = genx.usadd3.sat %a16, %b16, %c16 : (vector<4xi16>, vector<4xi16>, vector<4xi16>) -> vector<4xi8>
  %w27 = arith.extui %r27 : vector<4xi8> to vector<4xi32>
  vector.print %w27 : vector<4xi32>
  // uumul
  // CHECK: ( 200, 56, 56, 128 )
  %r28 = genx.uumul %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w28 = arith.extui %r28 : vector<4xi8> to vector<4xi32>
  vector.print %w28 : vector<4xi32>
  // uumul.sat
  // CHECK: ( 200, 255, 56, 128 )
  %r29 = genx.uumul.sat %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w29 = arith.extui %r29 : vector<4xi8> to vector<4xi32>
  vector.print %w29 : vector<4xi32>
  // uumad
  // CHECK: ( 44, 212, 56, 127 )
  %r30 = genx.uumad %a, %b, %c : (vector<4xi8>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w30 = arith.extui %r30 : vector<4xi8> to vector<4xi32>
  vector.print %w30 : vector<4xi32>
  // uumad.sat
  // CHECK: ( 255, 255, 56, 255 )
  %r31 = genx.uumad.sat %a, %b, %c : (vector<4xi8>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w31 = arith.extui %r31 : vector<4xi8> to vector<4xi32>
  vector.print %w31 : vector<4xi32>
  // uuavg
  // CHECK: ( 51, 249, 8, 65 )
  %r32 = genx.uuavg %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w32 = arith.extui %r32 : vector<4xi8> to vector<4xi32>
  vector.print %w32 : vector<4xi32>
  // uuavg.sat
  // CHECK: ( 51, 249, 8, 65 )
  %r33 = genx.uuavg.sat %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w33 = arith.extui %r33 : vector<4xi8> to vector<4xi32>
  vector.print %w33 : vector<4xi32>
  // uushl
  // CHECK: ( 144, 0, 0, 0 )
  %r34 = genx.uushl %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w34 = arith.extui %r34 : vector<4xi8> to vector<4xi32>
  vector.print %w34 : vector<4xi32>
  // uushl.sat
  // CHECK: ( 255, 255, 255, 255 )
  %r35 = genx.uushl.sat %a, %b : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %w35 = arith.extui %r35 : vector<4xi8> to vector<4xi32>
  vector.print %w35 : vector<4xi32>
  // uuadd3.sat
  // CHECK: ( 202, 255, 15, 255 )
  %r36 = genx.uuadd3.sat %a16, %b16, %c16 : (vector<4xi16>, vector<4xi16>, vector<4xi16>) -> vector<4xi8>
  %w36 = arith.extui %r36 : vector<4xi8> to vector<4xi32>
  vector.print %w36 : vector<4xi32>
  return
}
