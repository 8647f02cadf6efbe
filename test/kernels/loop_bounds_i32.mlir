// Rows summed in chunks of 16 from 0 while below an i32 kernel argument
// `n`, which genx-lower counts on an unsigned i32 up to max(n, 0); the
// chunk past the row's 40 elements is masked: out[t] = sum of b[t][j] for
// j < min(16 * ceil(n / 16), 40), with b[t][j] = t * 100 + j - 7, for n =
// 40 (two whole chunks and a tail of 8), 32 (two whole chunks), 5 (one
// whole chunk), 0 and -3 (no trip). Integer sums: exact. Row 0:
// 40 * -7 + 780 = 500, 32 * -7 + 496 = 272, 16 * -7 + 120 = 8; row t adds
// 100 t per element: 4000 t, 3200 t, 1600 t.
// CHECK: ( 500, 4500, 8500, 12500 )
// CHECK-NEXT: ( 272, 3472, 6672, 9872 )
// CHECK-NEXT: ( 8, 1608, 3208, 4808 )
// CHECK-NEXT: ( 0, 0, 0, 0 )
// CHECK-NEXT: ( 0, 0, 0, 0 )
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s < %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sums(%b: memref<4x40xi32>, %out: memref<4xi32>, %n: i32) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %pad = arith.constant 0 : i32
      %zero = arith.constant dense<0> : vector<16xi32>
      %upper = arith.index_cast %n : i32 to index
      %sum = scf.for %j = %c0 to %upper step %c16 iter_args(%acc = %zero) -> (vector<16xi32>) {
        %v = vector.transfer_read %b[%t, %j], %pad : memref<4x40xi32>, vector<16xi32>
        %a = arith.addi %acc, %v : vector<16xi32>
        scf.yield %a : vector<16xi32>
      }
      %s = vector.reduction <add>, %sum : vector<16xi32> into i32
      memref.store %s, %out[%t] : memref<4xi32>
      gpu.return
    }
  }
  func.func @run(%b: memref<4x40xi32>, %out: memref<4xi32>, %n: i32) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@sums blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%b : memref<4x40xi32>, %out : memref<4xi32>, %n : i32)
    %c0 = arith.constant 0 : index
    %v = vector.load %out[%c0] : memref<4xi32>, vector<4xi32>
    vector.print %v : vector<4xi32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c40 = arith.constant 40 : index
    %c100 = arith.constant 100 : i32
    %c7 = arith.constant 7 : i32
    %b = memref.alloc() : memref<4x40xi32>
    %out = memref.alloc() : memref<4xi32>
    scf.for %t = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c40 step %c1 {
        %tt = arith.index_cast %t : index to i32
        %jj = arith.index_cast %j : index to i32
        %h = arith.muli %tt, %c100 : i32
        %hj = arith.addi %h, %jj : i32
        %v = arith.subi %hj, %c7 : i32
        memref.store %v, %b[%t, %j] : memref<4x40xi32>
      }
    }
    %n40 = arith.constant 40 : i32
    %n32 = arith.constant 32 : i32
    %n5 = arith.constant 5 : i32
    %n0 = arith.constant 0 : i32
    %nneg = arith.constant -3 : i32
    func.call @run(%b, %out, %n40) : (memref<4x40xi32>, memref<4xi32>, i32) -> ()
    func.call @run(%b, %out, %n32) : (memref<4x40xi32>, memref<4xi32>, i32) -> ()
    func.call @run(%b, %out, %n5) : (memref<4x40xi32>, memref<4xi32>, i32) -> ()
    func.call @run(%b, %out, %n0) : (memref<4x40xi32>, memref<4xi32>, i32) -> ()
    func.call @run(%b, %out, %nneg) : (memref<4x40xi32>, memref<4xi32>, i32) -> ()
    return
  }
}
