// svm.gather / svm.scatter with every block size and count, 8 and 16
// lanes, partial predicates. The buffer holds bytes 0..127; lanes are 8
// bytes apart. Expected values: a model of the reference (Python, not the emulator) (blocks of 4 and 8
// bytes block by block, every lane's first block first; bytes lane by lane
// in 4-byte slots, 8 for 8 blocks; disabled lanes keep the old value).
// RUN: %genx-run %s | FileCheck %s

func.func @main() {
  %buf = memref.alloc() : memref<128xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  scf.for %i = %c0 to %c128 step %c1 {
    %v = arith.index_cast %i : index to i8
    memref.store %v, %buf[%i] : memref<128xi8>
  }
  %p = memref.extract_aligned_pointer_as_index %buf : memref<128xi8> -> index
  %p64 = arith.index_cast %p : index to i64
  %base = vector.broadcast %p64 : i64 to vector<8xi64>
  %steps = arith.constant dense<[0, 8, 16, 24, 32, 40, 48, 56]> : vector<8xi64>
  %addr = arith.addi %base, %steps : vector<8xi64>
  %all = arith.constant dense<true> : vector<8xi1>
  %part = arith.constant dense<[true, false, true, true, false, true, true, false]> : vector<8xi1>

  // i32, 1 block(s), lanes 1, 4 and 7 disabled.
  // CHECK: ( 50462976, -1, 319951120, 454695192, -1, 724183336, 858927408, -1 )
  %old0 = arith.constant dense<-1> : vector<8xi32>
  %g0 = genx.svm.gather %part, %addr, %old0 {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  vector.print %g0 : vector<8xi32>

  // i32, 2 block(s), lanes 1, 4 and 7 disabled.
  // CHECK: ( 50462976, -1, 319951120, 454695192, -1, 724183336, 858927408, -1, 117835012, -1, 387323156, 522067228, -1, 791555372, 926299444, -1 )
  %old1 = arith.constant dense<-1> : vector<16xi32>
  %g1 = genx.svm.gather %part, %addr, %old1 {log2_num_blocks = 1} : (vector<8xi1>, vector<8xi64>, vector<16xi32>) -> vector<16xi32>
  vector.print %g1 : vector<16xi32>

  // i32, 4 block(s), lanes 1, 4 and 7 disabled.
  // CHECK: ( 50462976, -1, 319951120, 454695192, -1, 724183336, 858927408, -1, 117835012, -1, 387323156, 522067228, -1, 791555372, 926299444, -1, 185207048, -1, 454695192, 589439264, -1, 858927408, 993671480, -1, 252579084, -1, 522067228, 656811300, -1, 926299444, 1061043516, -1 )
  %old2 = arith.constant dense<-1> : vector<32xi32>
  %g2 = genx.svm.gather %part, %addr, %old2 {log2_num_blocks = 2} : (vector<8xi1>, vector<8xi64>, vector<32xi32>) -> vector<32xi32>
  vector.print %g2 : vector<32xi32>

  // i32, 8 block(s), lanes 1, 4 and 7 disabled.
  // CHECK: ( 50462976, -1, 319951120, 454695192, -1, 724183336, 858927408, -1, 117835012, -1, 387323156, 522067228, -1, 791555372, 926299444, -1, 185207048, -1, 454695192, 589439264, -1, 858927408, 993671480, -1, 252579084, -1, 522067228, 656811300, -1, 926299444, 1061043516, -1, 319951120, -1, 589439264, 724183336, -1, 993671480, 1128415552, -1, 387323156, -1, 656811300, 791555372, -1, 1061043516, 1195787588, -1, 454695192, -1, 724183336, 858927408, -1, 1128415552, 1263159624, -1, 522067228, -1, 791555372, 926299444, -1, 1195787588, 1330531660, -1 )
  %old3 = arith.constant dense<-1> : vector<64xi32>
  %g3 = genx.svm.gather %part, %addr, %old3 {log2_num_blocks = 3} : (vector<8xi1>, vector<8xi64>, vector<64xi32>) -> vector<64xi32>
  vector.print %g3 : vector<64xi32>

  // i64, 1 block(s).
  // CHECK: ( 506097522914230528, 1084818905618843912, 1663540288323457296, 2242261671028070680, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216 )
  %lold0 = arith.constant dense<-1> : vector<8xi64>
  %l0 = genx.svm.gather %all, %addr, %lold0 {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi64>) -> vector<8xi64>
  vector.print %l0 : vector<8xi64>

  // i64, 2 block(s).
  // CHECK: ( 506097522914230528, 1084818905618843912, 1663540288323457296, 2242261671028070680, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216, 1084818905618843912, 1663540288323457296, 2242261671028070680, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216, 5135868584551137600 )
  %lold1 = arith.constant dense<-1> : vector<16xi64>
  %l1 = genx.svm.gather %all, %addr, %lold1 {log2_num_blocks = 1} : (vector<8xi1>, vector<8xi64>, vector<16xi64>) -> vector<16xi64>
  vector.print %l1 : vector<16xi64>

  // i64, 4 block(s).
  // CHECK: ( 506097522914230528, 1084818905618843912, 1663540288323457296, 2242261671028070680, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216, 1084818905618843912, 1663540288323457296, 2242261671028070680, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216, 5135868584551137600, 1663540288323457296, 2242261671028070680, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216, 5135868584551137600, 5714589967255750984, 2242261671028070680, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216, 5135868584551137600, 5714589967255750984, 6293311349960364368 )
  %lold2 = arith.constant dense<-1> : vector<32xi64>
  %l2 = genx.svm.gather %all, %addr, %lold2 {log2_num_blocks = 2} : (vector<8xi1>, vector<8xi64>, vector<32xi64>) -> vector<32xi64>
  vector.print %l2 : vector<32xi64>

  // i64, 8 block(s).
  // CHECK: ( 506097522914230528, 1084818905618843912, 1663540288323457296, 2242261671028070680, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216, 1084818905618843912, 1663540288323457296, 2242261671028070680, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216, 5135868584551137600, 1663540288323457296, 2242261671028070680, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216, 5135868584551137600, 5714589967255750984, 2242261671028070680, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216, 5135868584551137600, 5714589967255750984, 6293311349960364368, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216, 5135868584551137600, 5714589967255750984, 6293311349960364368, 6872032732664977752, 3399704436437297448, 3978425819141910832, 4557147201846524216, 5135868584551137600, 5714589967255750984, 6293311349960364368, 6872032732664977752, 7450754115369591136, 3978425819141910832, 4557147201846524216, 5135868584551137600, 5714589967255750984, 6293311349960364368, 6872032732664977752, 7450754115369591136, 8029475498074204520, 4557147201846524216, 5135868584551137600, 5714589967255750984, 6293311349960364368, 6872032732664977752, 7450754115369591136, 8029475498074204520, 8608196880778817904 )
  %lold3 = arith.constant dense<-1> : vector<64xi64>
  %l3 = genx.svm.gather %all, %addr, %lold3 {log2_num_blocks = 3} : (vector<8xi1>, vector<8xi64>, vector<64xi64>) -> vector<64xi64>
  vector.print %l3 : vector<64xi64>

  // i8, 1 byte(s) per lane.
  // CHECK: ( 0, -1, -1, -1, -1, -1, -1, -1, 16, -1, -1, -1, 24, -1, -1, -1, -1, -1, -1, -1, 40, -1, -1, -1, 48, -1, -1, -1, -1, -1, -1, -1 )
  %bold0 = arith.constant dense<-1> : vector<32xi8>
  %b0 = genx.svm.gather %part, %addr, %bold0 {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<32xi8>) -> vector<32xi8>
  vector.print %b0 : vector<32xi8>

  // i8, 2 byte(s) per lane.
  // CHECK: ( 0, 1, -1, -1, -1, -1, -1, -1, 16, 17, -1, -1, 24, 25, -1, -1, -1, -1, -1, -1, 40, 41, -1, -1, 48, 49, -1, -1, -1, -1, -1, -1 )
  %bold1 = arith.constant dense<-1> : vector<32xi8>
  %b1 = genx.svm.gather %part, %addr, %bold1 {log2_num_blocks = 1} : (vector<8xi1>, vector<8xi64>, vector<32xi8>) -> vector<32xi8>
  vector.print %b1 : vector<32xi8>

  // i8, 4 byte(s) per lane.
  // CHECK: ( 0, 1, 2, 3, -1, -1, -1, -1, 16, 17, 18, 19, 24, 25, 26, 27, -1, -1, -1, -1, 40, 41, 42, 43, 48, 49, 50, 51, -1, -1, -1, -1 )
  %bold2 = arith.constant dense<-1> : vector<32xi8>
  %b2 = genx.svm.gather %part, %addr, %bold2 {log2_num_blocks = 2} : (vector<8xi1>, vector<8xi64>, vector<32xi8>) -> vector<32xi8>
  vector.print %b2 : vector<32xi8>

  // i8, 8 byte(s) per lane.
  // CHECK: ( 0, 1, 2, 3, 4, 5, 6, 7, -1, -1, -1, -1, -1, -1, -1, -1, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, -1, -1, -1, -1, -1, -1, -1, -1, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, -1, -1, -1, -1, -1, -1, -1, -1 )
  %bold3 = arith.constant dense<-1> : vector<64xi8>
  %b3 = genx.svm.gather %part, %addr, %bold3 {log2_num_blocks = 3} : (vector<8xi1>, vector<8xi64>, vector<64xi8>) -> vector<64xi8>
  vector.print %b3 : vector<64xi8>

  // f32 and f64 blocks move the same bytes (printed as their bits).
  // CHECK: ( 50462976, 0, 319951120, 454695192, 0, 724183336, 858927408, 0, 117835012, 0, 387323156, 522067228, 0, 791555372, 926299444, 0 )
  %fold = arith.constant dense<0.0> : vector<16xf32>
  %f = genx.svm.gather %part, %addr, %fold {log2_num_blocks = 1} : (vector<8xi1>, vector<8xi64>, vector<16xf32>) -> vector<16xf32>
  %fbits = arith.bitcast %f : vector<16xf32> to vector<16xi32>
  vector.print %fbits : vector<16xi32>
  // CHECK: ( 506097522914230528, 1084818905618843912, 1663540288323457296, 2242261671028070680, 2820983053732684064, 3399704436437297448, 3978425819141910832, 4557147201846524216 )
  %dold = arith.constant dense<0.0> : vector<8xf64>
  %d = genx.svm.gather %all, %addr, %dold {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xf64>) -> vector<8xf64>
  %dbits = arith.bitcast %d : vector<8xf64> to vector<8xi64>
  vector.print %dbits : vector<8xi64>

  // 16 lanes 4 bytes apart, odd lanes disabled.
  %base16 = vector.broadcast %p64 : i64 to vector<16xi64>
  %steps16 = arith.constant dense<[0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60]> : vector<16xi64>
  %addr16 = arith.addi %base16, %steps16 : vector<16xi64>
  %even = arith.constant dense<[true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false]> : vector<16xi1>
  %old16 = arith.constant dense<7> : vector<16xi32>
  // CHECK: ( 50462976, 7, 185207048, 7, 319951120, 7, 454695192, 7, 589439264, 7, 724183336, 7, 858927408, 7, 993671480, 7 )
  %g16 = genx.svm.gather %even, %addr16, %old16 {log2_num_blocks = 0} : (vector<16xi1>, vector<16xi64>, vector<16xi32>) -> vector<16xi32>
  vector.print %g16 : vector<16xi32>

  // Scatters into a zeroed buffer of 128 bytes, printed as bytes.
  %out = memref.alloc() : memref<128xi8>
  %zeros = arith.constant dense<0> : vector<128xi8>
  %q = memref.extract_aligned_pointer_as_index %out : memref<128xi8> -> index
  %q64 = arith.index_cast %q : index to i64
  %obase = vector.broadcast %q64 : i64 to vector<8xi64>
  %oaddr = arith.addi %obase, %steps : vector<8xi64>

  // scatter i32, 2 block(s), lanes 1, 4 and 7 disabled.
  // CHECK: ( 4, 3, 2, 1, -124, -125, -126, -127, 0, 0, 0, 0, 0, 0, 0, 0, 36, 35, 34, 33, -92, -93, -94, -95, 52, 51, 50, 49, -76, -77, -78, -79, 0, 0, 0, 0, 0, 0, 0, 0, 84, 83, 82, 81, -44, -45, -46, -47, 100, 99, 98, 97, -28, -29, -30, -31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.store %zeros, %out[%c0] : memref<128xi8>, vector<128xi8>
  %sd0 = arith.constant dense<[16909060, 286397204, 555885348, 825373492, 1094861636, 1364349780, 1633837924, 1903326068, -2122153084, -1852664940, -1583176796, -1313688652, -1044200508, -774712364, -505224220, -235736076]> : vector<16xi32>
  genx.svm.scatter %part, %oaddr, %sd0 {log2_num_blocks = 1} : (vector<8xi1>, vector<8xi64>, vector<16xi32>) -> ()
  %m0 = vector.load %out[%c0] : memref<128xi8>, vector<128xi8>
  vector.print %m0 : vector<128xi8>

  // scatter i64, 1 block(s), lanes 1, 4 and 7 disabled.
  // CHECK: ( 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 24, 21, 18, 15, 12, 9, 6, 3, 32, 28, 24, 20, 16, 12, 8, 4, 0, 0, 0, 0, 0, 0, 0, 0, 48, 42, 36, 30, 24, 18, 12, 6, 56, 49, 42, 35, 28, 21, 14, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.store %zeros, %out[%c0] : memref<128xi8>, vector<128xi8>
  %sd1 = arith.constant dense<[72623859790382856, 145247719580765712, 217871579371148568, 290495439161531424, 363119298951914280, 435743158742297136, 508367018532679992, 580990878323062848]> : vector<8xi64>
  genx.svm.scatter %part, %oaddr, %sd1 {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi64>) -> ()
  %m1 = vector.load %out[%c0] : memref<128xi8>, vector<128xi8>
  vector.print %m1 : vector<128xi8>

  // scatter i8, 2 block(s), lanes 1, 4 and 7 disabled.
  // CHECK: ( 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10, 0, 0, 0, 0, 0, 0, 13, 14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 22, 0, 0, 0, 0, 0, 0, 25, 26, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.store %zeros, %out[%c0] : memref<128xi8>, vector<128xi8>
  %sd2 = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]> : vector<32xi8>
  genx.svm.scatter %part, %oaddr, %sd2 {log2_num_blocks = 1} : (vector<8xi1>, vector<8xi64>, vector<32xi8>) -> ()
  %m2 = vector.load %out[%c0] : memref<128xi8>, vector<128xi8>
  vector.print %m2 : vector<128xi8>

  // scatter i8, 8 block(s), lanes 1, 4 and 7 disabled.
  // CHECK: ( 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0, 0, 0, 0, 0, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 0, 0, 0, 0, 0, 0, 0, 0, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.store %zeros, %out[%c0] : memref<128xi8>, vector<128xi8>
  %sd3 = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64]> : vector<64xi8>
  genx.svm.scatter %part, %oaddr, %sd3 {log2_num_blocks = 3} : (vector<8xi1>, vector<8xi64>, vector<64xi8>) -> ()
  %m3 = vector.load %out[%c0] : memref<128xi8>, vector<128xi8>
  vector.print %m3 : vector<128xi8>

  memref.dealloc %out : memref<128xi8>
  memref.dealloc %buf : memref<128xi8>
  return
}
