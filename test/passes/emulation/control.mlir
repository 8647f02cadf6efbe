// Synchronization, scheduling, cache and output ops have no effect on the
// host (one thread runs at a time on the host's memory): memory written
// before them reads back unchanged and values are untouched. local.id16
// reads the local id global as i16; write.predef.surface stores a surface
// index into a predefined surface variable, which the predefined-surface
// messages then read; gaddr is the host address of a global; simdcf.any
// reduces a predicate. Expected values by hand.
// RUN: %genx-run %s | FileCheck %s

memref.global "public" @__genx_local_id : memref<3xi32> = dense<[3, 5, 7]>
memref.global "public" @__genx_surfaces : memref<256xi64> = dense<0>
llvm.mlir.global internal @var(0 : i32) : i32
llvm.mlir.global internal @data(dense<[10, 20, 30, 40]> : vector<4xi32>) : vector<4xi32>

func.func @main() {
  %buf = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  vector.store %v, %buf[%c0] : memref<4xi32>, vector<4xi32>
  %i8 = arith.constant 1 : i8
  %i16 = arith.constant 100 : i16
  %i32 = arith.constant 4096 : i32
  genx.sbarrier {mode = signal} : () -> ()
  genx.sbarrier {mode = wait} : () -> ()
  genx.nbarrier %i8, %i8 {mode = signal} : (i8, i8) -> ()
  genx.nbarrier.arrive %i8, %i8, %i8, %i8 : (i8, i8, i8, i8) -> ()
  genx.cache.flush : () -> ()
  genx.wait %i8 : (i8) -> ()
  genx.yield : () -> ()
  genx.set.pause %i16 : (i16) -> ()
  genx.dummy.mov %i16 : (i16) -> ()
  genx.output %i32 : (i32) -> ()
  genx.output.1 %v : (vector<4xi32>) -> ()
  genx.slm.init %i32 : (i32) -> ()
  // CHECK: ( 1, 2, 3, 4 )
  %r = vector.load %buf[%c0] : memref<4xi32>, vector<4xi32>
  vector.print %r : vector<4xi32>

  // CHECK: ( 3, 5, 7 )
  %lid = genx.local.id16 : () -> vector<3xi16>
  vector.print %lid : vector<3xi16>

  // Surface 9 is %buf; the variable names it once written.
  %table = memref.get_global @__genx_surfaces : memref<256xi64>
  %p = memref.extract_aligned_pointer_as_index %buf : memref<4xi32> -> index
  %p64 = arith.index_cast %p : index to i64
  %c9 = arith.constant 9 : index
  memref.store %p64, %table[%c9] : memref<256xi64>
  %var = llvm.mlir.addressof @var : !llvm.ptr
  %nine = arith.constant 9 : i32
  genx.write.predef.surface %var, %nine : (!llvm.ptr, i32) -> ()
  %zero = arith.constant 0 : i32
  // CHECK: ( 1, 2, 3, 4 )
  %ow = genx.oword.ld.predef.surface %var, %zero {is_modified = 0} : (!llvm.ptr, i32) -> vector<4xi32>
  vector.print %ow : vector<4xi32>

  // gaddr: the global's host address (the same as llvm.ptrtoint).
  %g = llvm.mlir.addressof @data : !llvm.ptr
  %ga = genx.gaddr %g : (!llvm.ptr) -> i64
  %gi = llvm.ptrtoint %g : !llvm.ptr to i64
  %same = arith.cmpi eq, %ga, %gi : i64
  // CHECK: 1
  vector.print %same : i1

  // simdcf.any: true if any lane is set.
  %none = arith.constant dense<false> : vector<8xi1>
  %one = arith.constant dense<[false, false, false, true, false, false, false, false]> : vector<8xi1>
  %a0 = genx.simdcf.any %none : (vector<8xi1>) -> i1
  %a1 = genx.simdcf.any %one : (vector<8xi1>) -> i1
  // CHECK: 0
  // CHECK: 1
  vector.print %a0 : i1
  vector.print %a1 : i1
  return
}
