// Integer division and remainder of i32 vectors by a runtime divisor that
// all work items share (a kernel argument), signed and unsigned, over 64
// dividends with the edges (0, 1, small values, 2^16 - 1..2^16 + 1,
// INT_MAX, INT_MIN, INT_MIN + 1, 2^32 - 7, 2^32 - 2, 2^32 - 1 as unsigned)
// and 44 scattered ones (j * 0x9E3779B9), one launch per divisor: 1, 2, 3,
// 7, 10, 641, 1000, 65535, 65536, 99991, 0x12345678, INT_MAX, 2^31 (INT_MIN
// signed), 2^32 - 2 and 2^32 - 1 unsigned, and -2, -7 and -1000 signed (no
// -1: INT_MIN / -1 overflows). On dg2, which has no integer divide unit,
// convert-arith-to-genx divides by the divisor's float reciprocal, computed
// once, in two steps and a correction; the results must be the CPU's, bit
// for bit.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: env GENX_LOWER_OPTIONS=device=dg2 %kernel-genx %s > %t.dg2.out
// RUN: %kernel-compare %s %t.ref.out %t.dg2.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=dg2})' | FileCheck %s --check-prefix=DG2
// RUN: %if genx-backend %{ rm -rf %t.d && env GENX_LOWER_OPTIONS=device=dg2 %kernel-compile %s %t.d dg2 && %kernel-check-asm %t.d dg2 %}
// DG2-LABEL: llvm.func @unsigned_divide
// DG2-COUNT-1: genx.inv
// DG2-NOT: genx.inv
// DG2-NOT: llvm.udiv
// DG2-NOT: llvm.urem
// DG2: llvm.return
// DG2-LABEL: llvm.func @signed_divide
// DG2-COUNT-1: genx.inv
// DG2-NOT: genx.inv
// DG2-NOT: llvm.sdiv
// DG2-NOT: llvm.srem
// DG2: llvm.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @unsigned_divide(%x: memref<64xi32>, %o: memref<2x64xi32>, %d: i32) kernel {
      %t = gpu.thread_id x
      %c16 = arith.constant 16 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %i = arith.muli %t, %c16 : index
      %v = vector.load %x[%i] : memref<64xi32>, vector<16xi32>
      %ds = vector.broadcast %d : i32 to vector<16xi32>
      %q = arith.divui %v, %ds : vector<16xi32>
      %r = arith.remui %v, %ds : vector<16xi32>
      vector.store %q, %o[%c0, %i] : memref<2x64xi32>, vector<16xi32>
      vector.store %r, %o[%c1, %i] : memref<2x64xi32>, vector<16xi32>
      gpu.return
    }
    gpu.func @signed_divide(%x: memref<64xi32>, %o: memref<2x64xi32>, %d: i32) kernel {
      %t = gpu.thread_id x
      %c16 = arith.constant 16 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %i = arith.muli %t, %c16 : index
      %v = vector.load %x[%i] : memref<64xi32>, vector<16xi32>
      %ds = vector.broadcast %d : i32 to vector<16xi32>
      %q = arith.divsi %v, %ds : vector<16xi32>
      %r = arith.remsi %v, %ds : vector<16xi32>
      vector.store %q, %o[%c0, %i] : memref<2x64xi32>, vector<16xi32>
      vector.store %r, %o[%c1, %i] : memref<2x64xi32>, vector<16xi32>
      gpu.return
    }
  }
  func.func @show(%o: memref<2x64xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %q = vector.load %o[%c0, %c0] : memref<2x64xi32>, vector<64xi32>
    vector.print %q : vector<64xi32>
    %r = vector.load %o[%c1, %c0] : memref<2x64xi32>, vector<64xi32>
    vector.print %r : vector<64xi32>
    return
  }
  func.func @run_unsigned(%x: memref<64xi32>, %d: i32) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %o = memref.alloc() : memref<2x64xi32>
    gpu.launch_func @kernels::@unsigned_divide blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%x : memref<64xi32>, %o : memref<2x64xi32>, %d : i32)
    func.call @show(%o) : (memref<2x64xi32>) -> ()
    memref.dealloc %o : memref<2x64xi32>
    return
  }
  func.func @run_signed(%x: memref<64xi32>, %d: i32) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %o = memref.alloc() : memref<2x64xi32>
    gpu.launch_func @kernels::@signed_divide blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%x : memref<64xi32>, %o : memref<2x64xi32>, %d : i32)
    func.call @show(%o) : (memref<2x64xi32>) -> ()
    memref.dealloc %o : memref<2x64xi32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c20 = arith.constant 20 : index
    %c64 = arith.constant 64 : index
    %x = memref.alloc() : memref<64xi32>
    %golden = arith.constant -1640531527 : i32
    scf.for %j = %c0 to %c64 step %c1 {
      %ji = arith.index_cast %j : index to i32
      %v = arith.muli %ji, %golden : i32
      memref.store %v, %x[%j] : memref<64xi32>
    }
    %edges = arith.constant dense<[0, 1, 2, 3, 6, 7, 8, 9, 999, 1000, 1001, 65535, 65536, 65537, 2147483647, -2147483648]> : vector<16xi32>
    vector.store %edges, %x[%c0] : memref<64xi32>, vector<16xi32>
    %more = arith.constant dense<[-2147483647, -7, -2, -1]> : vector<4xi32>
    vector.store %more, %x[%c16] : memref<64xi32>, vector<4xi32>
    %u = arith.constant dense<[1, 2, 3, 7, 10, 641, 1000, 65535, 65536, 99991, 305419896, 2147483647, -2147483648, -2, -1]> : vector<15xi32>
    %nu = arith.constant 15 : index
    scf.for %k = %c0 to %nu step %c1 {
      %d = vector.extract %u[%k] : i32 from vector<15xi32>
      func.call @run_unsigned(%x, %d) : (memref<64xi32>, i32) -> ()
    }
    %s = arith.constant dense<[1, 2, 3, 7, 10, 641, 1000, 65535, 65536, 99991, 305419896, 2147483647, -2147483648, -2, -7, -1000]> : vector<16xi32>
    scf.for %k = %c0 to %c16 step %c1 {
      %d = vector.extract %s[%k] : i32 from vector<16xi32>
      func.call @run_signed(%x, %d) : (memref<64xi32>, i32) -> ()
    }
    memref.dealloc %x : memref<64xi32>
    return
  }
}
