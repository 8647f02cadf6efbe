// A kernel over a grid of 4 work-groups, dispatched by a host loop that sets
// the group id global before each call; SVM block loads/stores and a
// gather/scatter on a host buffer (its address is the SVM pointer).
// RUN: %genx-run %s | FileCheck %s

memref.global "public" @__genx_group_id : memref<3xi32> = dense<0>

// Each group doubles its 4 elements and adds its id; lanes 0 and 2 of the
// next 8 elements (through a gather and a scatter) get +1000.
func.func @kernel(%buf: i64) {
  %g = genx.group.id.x : i32
  %g64 = arith.extui %g : i32 to i64
  %c16 = arith.constant 16 : i64
  %off = arith.muli %g64, %c16 : i64
  %addr = arith.addi %buf, %off : i64
  %v = genx.svm.block.ld %addr : i64 -> vector<4xi32>
  %gv = vector.broadcast %g : i32 to vector<4xi32>
  %twice = arith.addi %v, %v : vector<4xi32>
  %r = arith.addi %twice, %gv : vector<4xi32>
  genx.svm.block.st %r, %addr : vector<4xi32>, i64
  return
}

func.func @main() {
  %buf = memref.alloc() : memref<24xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c24 = arith.constant 24 : index
  scf.for %i = %c0 to %c24 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %buf[%i] : memref<24xi32>
  }
  %p = memref.extract_aligned_pointer_as_index %buf : memref<24xi32> -> index
  %base = arith.index_cast %p : index to i64
  // The dispatch loop.
  %ids = memref.get_global @__genx_group_id : memref<3xi32>
  scf.for %g = %c0 to %c4 step %c1 {
    %g32 = arith.index_cast %g : index to i32
    memref.store %g32, %ids[%c0] : memref<3xi32>
    func.call @kernel(%base) : (i64) -> ()
  }
  // Elements 0..15: 2 * i + i / 4.
  // CHECK: ( 0, 2, 4, 6, 9, 11, 13, 15, 18, 20, 22, 24, 27, 29, 31, 33 )
  %out = vector.load %buf[%c0] : memref<24xi32>, vector<16xi32>
  vector.print %out : vector<16xi32>

  // Gather lanes 0..7 at elements 16..23 under a mask, add 1000, scatter.
  %lanes = arith.constant dense<[64, 68, 72, 76, 80, 84, 88, 92]> : vector<8xi64>
  %bases = vector.broadcast %base : i64 to vector<8xi64>
  %addrs = arith.addi %bases, %lanes : vector<8xi64>
  %mask = arith.constant dense<[true, false, true, false, true, false, true, false]> : vector<8xi1>
  %old = arith.constant dense<-1> : vector<8xi32>
  // Disabled lanes keep the old value (-1).
  // CHECK: ( 16, -1, 18, -1, 20, -1, 22, -1 )
  %g = genx.svm.gather %mask, %addrs, %old {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  vector.print %g : vector<8xi32>
  %k = arith.constant dense<1000> : vector<8xi32>
  %s = arith.addi %g, %k : vector<8xi32>
  genx.svm.scatter %mask, %addrs, %s {log2_num_blocks = 0} : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> ()
  // CHECK: ( 1016, 17, 1018, 19, 1020, 21, 1022, 23 )
  %c16 = arith.constant 16 : index
  %tail = vector.load %buf[%c16] : memref<24xi32>, vector<8xi32>
  vector.print %tail : vector<8xi32>
  memref.dealloc %buf : memref<24xi32>
  return
}
