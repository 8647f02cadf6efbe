// 2-D slices of an i64 tile (the left and right halves of its rows, a
// column pair) combined with add, xor, a compare and minsi: the slices are
// 2-D regions of 64-bit elements, which IGC cannot compile on XeLP
// (genx-legalize-regions reads them a row at a time there). Values cross
// the 32-bit halves, so a wrong half shows.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// a[r][c] = (r * 4 + c) * 2^32 + 3 - 7 * c; a model of the same formulas:
// CHECK: add: ( 8589934584, 17179869162, 42949672952, 51539607530, 77309411320, 85899345898, 111669149688, 120259084266 )
// CHECK-NEXT: xor: ( 4294967295, 4294967305, 4294967295, 4294967305, 4294967295, 4294967305, 4294967295, 4294967305 )
// CHECK-NEXT: min: ( 3, 4294967292, 17179869187, 21474836476, 34359738371, 38654705660, 51539607555, 55834574844 )
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @slices(%a: memref<4x4xi64>, %o: memref<3x4x2xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %p = arith.constant 0 : i64
      %v = vector.transfer_read %a[%c0, %c0], %p {in_bounds = [true, true]} : memref<4x4xi64>, vector<4x4xi64>
      %l = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [4, 2], strides = [1, 1]} : vector<4x4xi64> to vector<4x2xi64>
      %h = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [4, 2], strides = [1, 1]} : vector<4x4xi64> to vector<4x2xi64>
      %m = vector.extract_strided_slice %v {offsets = [0, 1], sizes = [4, 2], strides = [1, 1]} : vector<4x4xi64> to vector<4x2xi64>
      %sum = arith.addi %l, %h : vector<4x2xi64>
      %x = arith.xori %l, %m : vector<4x2xi64>
      %lt = arith.cmpi slt, %m, %l : vector<4x2xi64>
      %min = arith.select %lt, %m, %l : vector<4x2xi1>, vector<4x2xi64>
      vector.transfer_write %sum, %o[%c0, %c0, %c0] {in_bounds = [true, true]} : vector<4x2xi64>, memref<3x4x2xi64>
      vector.transfer_write %x, %o[%c1, %c0, %c0] {in_bounds = [true, true]} : vector<4x2xi64>, memref<3x4x2xi64>
      vector.transfer_write %min, %o[%c2, %c0, %c0] {in_bounds = [true, true]} : vector<4x2xi64>, memref<3x4x2xi64>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %a = memref.alloc() : memref<4x4xi64>
    scf.for %r = %c0 to %c4 step %c1 {
      scf.for %c = %c0 to %c4 step %c1 {
        %r4 = arith.muli %r, %c4 : index
        %i = arith.addi %r4, %c : index
        %i64 = arith.index_cast %i : index to i64
        %c64 = arith.index_cast %c : index to i64
        %k32 = arith.constant 32 : i64
        %hi = arith.shli %i64, %k32 : i64
        %k7 = arith.constant 7 : i64
        %k3 = arith.constant 3 : i64
        %s = arith.muli %c64, %k7 : i64
        %lo = arith.subi %k3, %s : i64
        %val = arith.addi %hi, %lo : i64
        memref.store %val, %a[%r, %c] : memref<4x4xi64>
      }
    }
    %o = memref.alloc() : memref<3x4x2xi64>
    gpu.launch_func @kernels::@slices blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4x4xi64>, %o : memref<3x4x2xi64>)
    %flat = memref.collapse_shape %o [[0, 1, 2]] : memref<3x4x2xi64> into memref<24xi64>
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %s = vector.load %flat[%c0] : memref<24xi64>, vector<8xi64>
    %x = vector.load %flat[%c8] : memref<24xi64>, vector<8xi64>
    %m = vector.load %flat[%c16] : memref<24xi64>, vector<8xi64>
    vector.print str "add: "
    vector.print %s : vector<8xi64>
    vector.print str "xor: "
    vector.print %x : vector<8xi64>
    vector.print str "min: "
    vector.print %m : vector<8xi64>
    memref.dealloc %a : memref<4x4xi64>
    memref.dealloc %o : memref<3x4x2xi64>
    return
  }
}
