// SVM atomics on a host buffer: enabled lanes return the value before their
// update, in lane order; disabled lanes return the old operand.
// RUN: %genx-run %s | FileCheck %s

func.func @main() {
  %buf = memref.alloc() : memref<8xi32>
  %init = arith.constant dense<[10, 20, 30, 40, 50, 60, 70, 80]> : vector<8xi32>
  %c0 = arith.constant 0 : index
  vector.store %init, %buf[%c0] : memref<8xi32>, vector<8xi32>
  %p = memref.extract_aligned_pointer_as_index %buf : memref<8xi32> -> index
  %base64 = arith.index_cast %p : index to i64
  %base = vector.broadcast %base64 : i64 to vector<8xi64>
  %offsets = arith.constant dense<[0, 4, 8, 12, 16, 20, 24, 28]> : vector<8xi64>
  %addr = arith.addi %base, %offsets : vector<8xi64>
  %old = arith.constant dense<-1> : vector<8xi32>
  %half = arith.constant dense<[true, true, true, true, false, false, false, false]> : vector<8xi1>
  %src = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : vector<8xi32>

  // add on lanes 0..3.
  // CHECK: ( 10, 20, 30, 40, -1, -1, -1, -1 )
  // CHECK: ( 11, 22, 33, 44, 50, 60, 70, 80 )
  %r0 = genx.svm.atomic.add %half, %addr, %src, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %r0 : vector<8xi32>
  %m0 = vector.load %buf[%c0] : memref<8xi32>, vector<8xi32>
  vector.print %m0 : vector<8xi32>

  // Two lanes on element 0 see each other: 11 -> 16 -> 21.
  %same = arith.constant dense<0> : vector<8xi64>
  %a0 = arith.addi %base, %same : vector<8xi64>
  %two = arith.constant dense<[true, true, false, false, false, false, false, false]> : vector<8xi1>
  %five = arith.constant dense<5> : vector<8xi32>
  // CHECK: ( 11, 16, -1, -1, -1, -1, -1, -1 )
  %r1 = genx.svm.atomic.add %two, %a0, %five, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %r1 : vector<8xi32>

  // xchg, inc, signed and unsigned max on all lanes.
  %all = arith.constant dense<true> : vector<8xi1>
  %neg = arith.constant dense<[-5, 100, -5, 100, -5, 100, -5, 100]> : vector<8xi32>
  // CHECK: ( 21, 22, 33, 44, 50, 60, 70, 80 )
  %r2 = genx.svm.atomic.xchg %all, %addr, %neg, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  vector.print %r2 : vector<8xi32>
  // CHECK: ( -5, 100, -5, 100, -5, 100, -5, 100 )
  %r3 = genx.svm.atomic.inc %all, %addr, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>) -> vector<8xi32>
  vector.print %r3 : vector<8xi32>
  // Memory now -4, 101, ...; imax with 0 keeps 101 and raises -4 to 0;
  // unsigned max with 0 keeps both (-4 is huge unsigned).
  %zero = arith.constant dense<0> : vector<8xi32>
  %r4 = genx.svm.atomic.imax %all, %addr, %zero, %old : (vector<8xi1>, vector<8xi64>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  // CHECK: ( 0, 101, 0, 101, 0, 101, 0, 101 )
  %m4 = vector.load %buf[%c0] : memref<8xi32>, vector<8xi32>
  vector.print %m4 : vector<8xi32>
  memref.dealloc %buf : memref<8xi32>
  return
}
