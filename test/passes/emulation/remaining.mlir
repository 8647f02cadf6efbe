// The emulated ops not exercised by the other executable tests: max,
// abs, exact and approximate square roots and division, ids of every
// dimension, sizes, barrier and fence, unaligned SVM loads, and oword
// messages on a surface (surface 3 is the host buffer set in the table).
// RUN: %genx-run %s | FileCheck %s

memref.global "public" @__genx_group_id : memref<3xi32> = dense<[4, 5, 6]>
memref.global "public" @__genx_local_id : memref<3xi32> = dense<[1, 2, 3]>
memref.global "public" @__genx_local_size : memref<3xi32> = dense<[8, 1, 1]>
memref.global "public" @__genx_group_count : memref<3xi32> = dense<[16, 2, 1]>
memref.global "public" @__genx_surfaces : memref<256xi64> = dense<0>

func.func @main() {
  %p = arith.constant dense<[-1, 5]> : vector<2xi32>
  %q = arith.constant dense<[3, 2]> : vector<2xi32>
  // CHECK: ( 3, 5 )
  %smax = genx.smax %p, %q : vector<2xi32> -> vector<2xi32>
  vector.print %smax : vector<2xi32>
  // 0xFFFFFFFF is the unsigned maximum.
  // CHECK: ( -1, 5 )
  %umax = genx.umax %p, %q : vector<2xi32> -> vector<2xi32>
  vector.print %umax : vector<2xi32>
  // CHECK: ( 1, 5 )
  %absi = genx.absi %p : (vector<2xi32>) -> vector<2xi32>
  vector.print %absi : vector<2xi32>
  %f = arith.constant dense<[-2.5, 16.0]> : vector<2xf32>
  // CHECK: ( 2.5, 16 )
  %absf = genx.absf %f : (vector<2xf32>) -> vector<2xf32>
  vector.print %absf : vector<2xf32>
  %sixteen = arith.constant dense<[16.0, 0.25]> : vector<2xf32>
  // CHECK: ( 4, 0.5 )
  // CHECK: ( 0.25, 2 )
  // CHECK: ( 4, 0.5 )
  %sq = genx.ieee.sqrt %sixteen : (vector<2xf32>) -> vector<2xf32>
  %rs = genx.rsqrt %sixteen : (vector<2xf32>) -> vector<2xf32>
  vector.print %sq : vector<2xf32>
  vector.print %rs : vector<2xf32>
  %div = genx.ieee.div %sixteen, %sq : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  vector.print %div : vector<2xf32>

  // Ids and sizes come from the dispatch globals.
  // CHECK: 4
  // CHECK: 5
  // CHECK: 6
  // CHECK: ( 1, 2, 3 )
  // CHECK: ( 8, 1, 1 )
  // CHECK: ( 16, 2, 1 )
  %gx = genx.group.id.x : i32
  %gy = genx.group.id.y : i32
  %gz = genx.group.id.z : i32
  vector.print %gx : i32
  vector.print %gy : i32
  vector.print %gz : i32
  %lid = genx.local.id : vector<3xi32>
  %lsz = genx.local.size : () -> vector<3xi32>
  %cnt = genx.group.count : () -> vector<3xi32>
  vector.print %lid : vector<3xi32>
  vector.print %lsz : vector<3xi32>
  vector.print %cnt : vector<3xi32>
  // One thread at a time: barrier and fence order nothing.
  genx.barrier
  genx.fence {mask = 33} : () -> ()

  // A host buffer as surface 3 and as SVM memory.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %buf = memref.alloc() {alignment = 64 : i64} : memref<32xi32>
  scf.for %i = %c0 to %c32 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %buf[%i] : memref<32xi32>
  }
  %ptr = memref.extract_aligned_pointer_as_index %buf : memref<32xi32> -> index
  %base = arith.index_cast %ptr : index to i64
  %table = memref.get_global @__genx_surfaces : memref<256xi64>
  %c3 = arith.constant 3 : index
  memref.store %base, %table[%c3] : memref<256xi64>
  %s3 = arith.constant 3 : i32
  // Oword 1 = bytes 16..31 = elements 4..7.
  // CHECK: ( 4, 5, 6, 7 )
  %one = arith.constant 1 : i32
  %ow = genx.oword.ld %s3[%one] modified 0 : vector<4xi32>
  vector.print %ow : vector<4xi32>
  // Byte offset 8 = element 2, only dword-aligned.
  // CHECK: ( 2, 3, 4, 5 )
  %eight = arith.constant 8 : i32
  %un = genx.oword.ld.unaligned %s3, %eight {is_modified = 0} : (i32, i32) -> vector<4xi32>
  vector.print %un : vector<4xi32>
  // Write it to oword 2 (elements 8..11) and read back through SVM,
  // unaligned, at element 7.
  %two = arith.constant 2 : i32
  genx.oword.st %un, %s3[%two] : vector<4xi32>
  %c28 = arith.constant 28 : i64
  %addr = arith.addi %base, %c28 : i64
  // CHECK: ( 7, 2, 3, 4, 5, 12, 13, 14 )
  %svm = genx.svm.block.ld.unaligned %addr : (i64) -> vector<8xi32>
  vector.print %svm : vector<8xi32>
  memref.dealloc %buf : memref<32xi32>
  return
}
