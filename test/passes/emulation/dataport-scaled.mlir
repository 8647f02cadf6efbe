// The scaled gathers and scatters (bytes and channels) on a binding-table
// surface (2) and on shared local memory (surface 254, whose base is
// element 254 of __genx_surfaces like any surface), their SVM channel
// forms, and oword block messages on shared local memory. Surface 2 holds
// bytes k, SLM bytes 3k + 1. Expected values: a model of the reference (Python, not the emulator)
// (bytes land in the low bytes of each 32-bit lane, zero-extended; channels
// are consecutive dwords from R, laid out channel by channel; lanes the
// predicate disables keep the old value, or read 0 in the forms without
// one).
// RUN: %genx-run %s | FileCheck %s

memref.global "public" @__genx_surfaces : memref<256xi64> = dense<0>

func.func @fill(%m: memref<128xi8>, %mul: i8, %add: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  scf.for %i = %c0 to %c128 step %c1 {
    %k = arith.index_cast %i : index to i8
    %t = arith.muli %k, %mul : i8
    %v = arith.addi %t, %add : i8
    memref.store %v, %m[%i] : memref<128xi8>
  }
  return
}

func.func @bind(%m: memref<128xi8>, %slot: index) -> i64 {
  %table = memref.get_global @__genx_surfaces : memref<256xi64>
  %p = memref.extract_aligned_pointer_as_index %m : memref<128xi8> -> index
  %p64 = arith.index_cast %p : index to i64
  memref.store %p64, %table[%slot] : memref<256xi64>
  return %p64 : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c254 = arith.constant 254 : index
  %one = arith.constant 1 : i8
  %zero8 = arith.constant 0 : i8
  %three = arith.constant 3 : i8
  %a = memref.alloc() : memref<128xi8>
  %slm = memref.alloc() : memref<128xi8>
  call @fill(%a, %one, %zero8) : (memref<128xi8>, i8, i8) -> ()
  call @fill(%slm, %three, %one) : (memref<128xi8>, i8, i8) -> ()
  %abase = call @bind(%a, %c2) : (memref<128xi8>, index) -> i64
  %sbase = call @bind(%slm, %c254) : (memref<128xi8>, index) -> i64
  %s2 = arith.constant 2 : i32
  %s254 = arith.constant 254 : i32
  %go = arith.constant 4 : i32
  %offs = arith.constant dense<[0, 3, 8, 12, 17, 20, 33, 40]> : vector<8xi32>
  %part = arith.constant dense<[true, false, true, true, false, true, true, false]> : vector<8xi1>
  %old = arith.constant dense<-1> : vector<8xi32>
  %zeros = arith.constant dense<0> : vector<128xi8>

  // gather.scaled, surface 2, 1 byte(s) per lane at 4 + offset.
  // CHECK: ( 4, -1, 12, 16, -1, 24, 37, -1 )
  %g2_0 = genx.gather.scaled %part, %s2, %go, %offs, %old {log2_num_blocks = 0, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %g2_0 : vector<8xi32>

  // gather.scaled, surface 2, 2 byte(s) per lane at 4 + offset.
  // CHECK: ( 1284, -1, 3340, 4368, -1, 6424, 9765, -1 )
  %g2_1 = genx.gather.scaled %part, %s2, %go, %offs, %old {log2_num_blocks = 1, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %g2_1 : vector<8xi32>

  // gather.scaled, surface 2, 4 byte(s) per lane at 4 + offset.
  // CHECK: ( 117835012, -1, 252579084, 319951120, -1, 454695192, 673654309, -1 )
  %g2_2 = genx.gather.scaled %part, %s2, %go, %offs, %old {log2_num_blocks = 2, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %g2_2 : vector<8xi32>

  // gather.scaled, surface 254, 1 byte(s) per lane at 4 + offset.
  // CHECK: ( 13, -1, 37, 49, -1, 73, 112, -1 )
  %g254_0 = genx.gather.scaled %part, %s254, %go, %offs, %old {log2_num_blocks = 0, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %g254_0 : vector<8xi32>

  // gather.scaled, surface 254, 2 byte(s) per lane at 4 + offset.
  // CHECK: ( 4109, -1, 10277, 13361, -1, 19529, 29552, -1 )
  %g254_1 = genx.gather.scaled %part, %s254, %go, %offs, %old {log2_num_blocks = 1, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %g254_1 : vector<8xi32>

  // gather.scaled, surface 254, 4 byte(s) per lane at 4 + offset.
  // CHECK: ( 370348045, -1, 774580261, 976696369, -1, 1380928585, 2037805936, -1 )
  %g254_2 = genx.gather.scaled %part, %s254, %go, %offs, %old {log2_num_blocks = 2, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %g254_2 : vector<8xi32>

  // gather.scaled2 (every lane) and gather.masked.scaled2 (disabled lanes
  // read 0), 2 bytes, on SLM.
  // CHECK: ( 4109, 6422, 10277, 13361, 17216, 19529, 29552, 34949 )
  %h0 = genx.gather.scaled2 %s254, %go, %offs {log2_num_blocks = 1, scale = 0} : (i32, i32, vector<8xi32>) -> vector<8xi32>
  vector.print %h0 : vector<8xi32>
  // CHECK: ( 4109, 0, 10277, 13361, 0, 19529, 29552, 0 )
  %h1 = genx.gather.masked.scaled2 %s254, %go, %offs, %part {log2_num_blocks = 1, scale = 0} : (i32, i32, vector<8xi32>, vector<8xi1>) -> vector<8xi32>
  vector.print %h1 : vector<8xi32>
  // A float result takes the same bits.
  // CHECK: ( 117835012, 0, 252579084, 319951120, 0, 454695192, 673654309, 0 )
  %fold = arith.constant dense<0.0> : vector<8xf32>
  %h2 = genx.gather.scaled %part, %s2, %go, %offs, %fold {log2_num_blocks = 2, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  %h2b = arith.bitcast %h2 : vector<8xf32> to vector<8xi32>
  vector.print %h2b : vector<8xi32>

  %coffs = arith.constant dense<[0, 16, 32, 48, 64, 80, 96, 108]> : vector<8xi32>
  %go0 = arith.constant 0 : i32

  // gather4.scaled, surface 2, channels rg.
  // CHECK: ( 50462976, -1, 589439264, 858927408, -1, 1397903696, 1667391840, -1, 117835012, -1, 656811300, 926299444, -1, 1465275732, 1734763876, -1 )
  %c4old_2_rg = arith.constant dense<-1> : vector<16xi32>
  %c4_2_rg = genx.gather4.scaled %part, %s2, %go0, %coffs, %c4old_2_rg {channel_mask = rg, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<16xi32>) -> vector<16xi32>
  vector.print %c4_2_rg : vector<16xi32>

  // gather4.scaled, surface 2, channels ga.
  // CHECK: ( 117835012, -1, 656811300, 926299444, -1, 1465275732, 1734763876, -1, 252579084, -1, 791555372, 1061043516, -1, 1600019804, 1869507948, -1 )
  %c4old_2_ga = arith.constant dense<-1> : vector<16xi32>
  %c4_2_ga = genx.gather4.scaled %part, %s2, %go0, %coffs, %c4old_2_ga {channel_mask = ga, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<16xi32>) -> vector<16xi32>
  vector.print %c4_2_ga : vector<16xi32>

  // gather4.scaled, surface 2, channels rgba.
  // CHECK: ( 50462976, -1, 589439264, 858927408, -1, 1397903696, 1667391840, -1, 117835012, -1, 656811300, 926299444, -1, 1465275732, 1734763876, -1, 185207048, -1, 724183336, 993671480, -1, 1532647768, 1802135912, -1, 252579084, -1, 791555372, 1061043516, -1, 1600019804, 1869507948, -1 )
  %c4old_2_rgba = arith.constant dense<-1> : vector<32xi32>
  %c4_2_rgba = genx.gather4.scaled %part, %s2, %go0, %coffs, %c4old_2_rgba {channel_mask = rgba, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<32xi32>) -> vector<32xi32>
  vector.print %c4_2_rgba : vector<32xi32>

  // gather4.scaled, surface 254, channels rg.
  // CHECK: ( 168231937, -1, 1785160801, -1701342063, -1, -84413199, 707208225, -1, 370348045, -1, 1987276909, -1499225955, -1, 100860157, 909324333, -1 )
  %c4old_254_rg = arith.constant dense<-1> : vector<16xi32>
  %c4_254_rg = genx.gather4.scaled %part, %s254, %go0, %coffs, %c4old_254_rg {channel_mask = rg, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<16xi32>) -> vector<16xi32>
  vector.print %c4_254_rg : vector<16xi32>

  // gather4.scaled, surface 254, channels ga.
  // CHECK: ( 370348045, -1, 1987276909, -1499225955, -1, 100860157, 909324333, -1, 774580261, -1, -1903458171, -1094993739, -1, 505092117, 1313556549, -1 )
  %c4old_254_ga = arith.constant dense<-1> : vector<16xi32>
  %c4_254_ga = genx.gather4.scaled %part, %s254, %go0, %coffs, %c4old_254_ga {channel_mask = ga, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<16xi32>) -> vector<16xi32>
  vector.print %c4_254_ga : vector<16xi32>

  // gather4.scaled, surface 254, channels rgba.
  // CHECK: ( 168231937, -1, 1785160801, -1701342063, -1, -84413199, 707208225, -1, 370348045, -1, 1987276909, -1499225955, -1, 100860157, 909324333, -1, 572464153, -1, -2105574279, -1297109847, -1, 302976009, 1111440441, -1, 774580261, -1, -1903458171, -1094993739, -1, 505092117, 1313556549, -1 )
  %c4old_254_rgba = arith.constant dense<-1> : vector<32xi32>
  %c4_254_rgba = genx.gather4.scaled %part, %s254, %go0, %coffs, %c4old_254_rgba {channel_mask = rgba, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<32xi32>) -> vector<32xi32>
  vector.print %c4_254_rgba : vector<32xi32>

  // gather4.scaled2 and gather4.masked.scaled2, channel b, on SLM.
  // CHECK: ( 572464153, 1380928585, -2105574279, -1297109847, -488645415, 302976009, 1111440441, 1717788765 )
  %c5 = genx.gather4.scaled2 %s254, %go0, %coffs {channel_mask = b, scale = 0} : (i32, i32, vector<8xi32>) -> vector<8xi32>
  vector.print %c5 : vector<8xi32>
  // CHECK: ( 572464153, 0, -2105574279, -1297109847, 0, 302976009, 1111440441, 0 )
  %c6 = genx.gather4.masked.scaled2 %s254, %go0, %coffs, %part {channel_mask = b, scale = 0} : (i32, i32, vector<8xi32>, vector<8xi1>) -> vector<8xi32>
  vector.print %c6 : vector<8xi32>

  // svm.gather4.scaled: the global offset is the buffer's address.
  %soffs = arith.constant dense<[0, 16, 32, 48, 64, 80, 96, 108]> : vector<8xi64>
  // CHECK: ( 50462976, -1, 589439264, 858927408, -1, 1397903696, 1667391840, -1, 185207048, -1, 724183336, 993671480, -1, 1532647768, 1802135912, -1 )
  %sv_old = arith.constant dense<-1> : vector<16xi32>
  %sv = genx.svm.gather4.scaled %part, %abase, %soffs, %sv_old {channel_mask = rb, scale = 0} : (vector<8xi1>, i64, vector<8xi64>, vector<16xi32>) -> vector<16xi32>
  vector.print %sv : vector<16xi32>

  // scatter.scaled to SLM, 1 byte(s) per lane (SLM re-filled first).
  // CHECK: ( 1, 4, 7, 10, 68, 16, 19, 22, 25, 28, 31, 34, -52, 40, 43, 46, 16, 52, 55, 58, 61, 64, 67, 70, -104, 76, 79, 82, 85, 88, 91, 94, 97, 100, 103, 106, 109, -36, 115, 118, 121, 124, 127, -126, -123, -120, -117, -114, -111, -108, -105, -102, -99, -96, -93, -90, -87, -84, -81, -78, -75, -72, -69, -66, -63, -60, -57, -54, -51, -48, -45, -42, -39, -36, -33, -30, -27, -24, -21, -18, -15, -12, -9, -6, -3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 66, 69, 72, 75, 78, 81, 84, 87, 90, 93, 96, 99, 102, 105, 108, 111, 114, 117, 120, 123, 126 )
  call @fill(%slm, %three, %one) : (memref<128xi8>, i8, i8) -> ()
  %sd0 = arith.constant dense<[287454020, 574908040, 862362060, 1149816080, 1437270100, 1724724120, 2012178140, -1995335136]> : vector<8xi32>
  genx.scatter.scaled %part, %s254, %go, %offs, %sd0 {log2_num_blocks = 0, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> ()
  %sm0 = vector.load %slm[%c0] : memref<128xi8>, vector<128xi8>
  vector.print %sm0 : vector<128xi8>

  // scatter.scaled to SLM, 2 byte(s) per lane (SLM re-filled first).
  // CHECK: ( 1, 4, 7, 10, 68, 51, 19, 22, 25, 28, 31, 34, -52, -103, 43, 46, 16, -51, 55, 58, 61, 64, 67, 70, -104, 51, 79, 82, 85, 88, 91, 94, 97, 100, 103, 106, 109, -36, 102, 118, 121, 124, 127, -126, -123, -120, -117, -114, -111, -108, -105, -102, -99, -96, -93, -90, -87, -84, -81, -78, -75, -72, -69, -66, -63, -60, -57, -54, -51, -48, -45, -42, -39, -36, -33, -30, -27, -24, -21, -18, -15, -12, -9, -6, -3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 66, 69, 72, 75, 78, 81, 84, 87, 90, 93, 96, 99, 102, 105, 108, 111, 114, 117, 120, 123, 126 )
  call @fill(%slm, %three, %one) : (memref<128xi8>, i8, i8) -> ()
  %sd1 = arith.constant dense<[287454020, 574908040, 862362060, 1149816080, 1437270100, 1724724120, 2012178140, -1995335136]> : vector<8xi32>
  genx.scatter.scaled %part, %s254, %go, %offs, %sd1 {log2_num_blocks = 1, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> ()
  %sm1 = vector.load %slm[%c0] : memref<128xi8>, vector<128xi8>
  vector.print %sm1 : vector<128xi8>

  // scatter.scaled to SLM, 4 byte(s) per lane (SLM re-filled first).
  // CHECK: ( 1, 4, 7, 10, 68, 51, 34, 17, 25, 28, 31, 34, -52, -103, 102, 51, 16, -51, -120, 68, 61, 64, 67, 70, -104, 51, -51, 102, 85, 88, 91, 94, 97, 100, 103, 106, 109, -36, 102, -17, 119, 124, 127, -126, -123, -120, -117, -114, -111, -108, -105, -102, -99, -96, -93, -90, -87, -84, -81, -78, -75, -72, -69, -66, -63, -60, -57, -54, -51, -48, -45, -42, -39, -36, -33, -30, -27, -24, -21, -18, -15, -12, -9, -6, -3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 66, 69, 72, 75, 78, 81, 84, 87, 90, 93, 96, 99, 102, 105, 108, 111, 114, 117, 120, 123, 126 )
  call @fill(%slm, %three, %one) : (memref<128xi8>, i8, i8) -> ()
  %sd2 = arith.constant dense<[287454020, 574908040, 862362060, 1149816080, 1437270100, 1724724120, 2012178140, -1995335136]> : vector<8xi32>
  genx.scatter.scaled %part, %s254, %go, %offs, %sd2 {log2_num_blocks = 2, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<8xi32>) -> ()
  %sm2 = vector.load %slm[%c0] : memref<128xi8>, vector<128xi8>
  vector.print %sm2 : vector<128xi8>

  // scatter4.scaled to surface 2 (zeroed first), channels rg.
  // CHECK: ( 1, 1, 1, 1, 9, 9, 9, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 11, 11, 11, 11, 0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 12, 12, 12, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 6, 6, 6, 14, 14, 14, 14, 0, 0, 0, 0, 0, 0, 0, 0, 7, 7, 7, 7, 15, 15, 15, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.store %zeros, %a[%c0] : memref<128xi8>, vector<128xi8>
  %cd = arith.constant dense<[16843009, 33686018, 50529027, 67372036, 84215045, 101058054, 117901063, 134744072, 151587081, 168430090, 185273099, 202116108, 218959117, 235802126, 252645135, 269488144]> : vector<16xi32>
  genx.scatter4.scaled %part, %s2, %go0, %coffs, %cd {channel_mask = rg, scale = 0} : (vector<8xi1>, i32, i32, vector<8xi32>, vector<16xi32>) -> ()
  %am = vector.load %a[%c0] : memref<128xi8>, vector<128xi8>
  vector.print %am : vector<128xi8>

  // svm.scatter4.scaled, channel a.
  // CHECK: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 6, 6, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.store %zeros, %a[%c0] : memref<128xi8>, vector<128xi8>
  %cd8 = vector.extract_strided_slice %cd {offsets = [0], sizes = [8], strides = [1]} : vector<16xi32> to vector<8xi32>
  genx.svm.scatter4.scaled %part, %abase, %soffs, %cd8 {channel_mask = a, scale = 0} : (vector<8xi1>, i64, vector<8xi64>, vector<8xi32>) -> ()
  %am2 = vector.load %a[%c0] : memref<128xi8>, vector<128xi8>
  vector.print %am2 : vector<128xi8>

  // oword block messages on SLM: oword 2 (bytes 32..63), 12 bytes in
  // (unaligned), and a store of oword 1.
  call @fill(%slm, %three, %one) : (memref<128xi8>, i8, i8) -> ()
  %o2 = arith.constant 2 : i32
  // CHECK: ( 1785160801, 1987276909, -2105574279, -1903458171, -1701342063, -1499225955, -1297109847, -1094993739 )
  %ow = genx.oword.ld %s254[%o2] modified 0 : vector<8xi32>
  vector.print %ow : vector<8xi32>
  %o12 = arith.constant 12 : i32
  // CHECK: ( 774580261, 976696369, 1178812477, 1380928585 )
  %ou = genx.oword.ld.unaligned %s254, %o12 {is_modified = 0} : (i32, i32) -> vector<4xi32>
  vector.print %ou : vector<4xi32>
  %o1 = arith.constant 1 : i32
  %od = arith.constant dense<[-1, -2, -3, -4]> : vector<4xi32>

  // CHECK: ( 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, -1, -1, -1, -1, -2, -1, -1, -1, -3, -1, -1, -1, -4, -1, -1, -1, 97, 100, 103, 106, 109, 112, 115, 118, 121, 124, 127, -126, -123, -120, -117, -114, -111, -108, -105, -102, -99, -96, -93, -90, -87, -84, -81, -78, -75, -72, -69, -66, -63, -60, -57, -54, -51, -48, -45, -42, -39, -36, -33, -30, -27, -24, -21, -18, -15, -12, -9, -6, -3, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 66, 69, 72, 75, 78, 81, 84, 87, 90, 93, 96, 99, 102, 105, 108, 111, 114, 117, 120, 123, 126 )
  genx.oword.st %od, %s254[%o1] : vector<4xi32>
  %sm = vector.load %slm[%c0] : memref<128xi8>, vector<128xi8>
  vector.print %sm : vector<128xi8>
  memref.dealloc %a : memref<128xi8>
  memref.dealloc %slm : memref<128xi8>
  return
}
