// Classic CUDA shared-memory tiled matmul C = A * B (f32, 32x48 * 48x32)
// with TILE = 16: a 2x2 grid of 16x16-thread blocks, one C element per
// thread, an scf.for over the 3 k-tiles; each iteration every thread loads
// one element of the A tile and one of the B tile into two workgroup
// attributions, barrier, 16-term dot product from workgroup memory
// (accumulator carried by the inner scf.for), barrier before the next tile
// is loaded. Values are small integers: the sums are exact in any order.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// A[i][k] = ((i + 2k) mod 7) - 3, B[k][j] = ((3k + j) mod 5) - 2;
// C[i][j] = sum_k A[i][k] B[k][j] (k = 0..47), computed by a few lines of
// Python over the same formulas: C[0][0..7] = 5, -7, -4, -1, 7, 5, -7, -4;
// C[31][24..31] = 7, -1, -4, -7, 5, 7, -1, -4; trace = 13; sum of all = 7.
// CHECK: c0: ( 5, -7, -4, -1, 7, 5, -7, -4 )
// CHECK-NEXT: c31: ( 7, -1, -4, -7, 5, 7, -1, -4 )
// CHECK-NEXT: trace: 13
// CHECK-NEXT: sum: 7

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul(%A: memref<32x48xf32>, %B: memref<48x32xf32>, %C: memref<32x32xf32>)
        workgroup(%As: memref<16x16xf32, #gpu.address_space<workgroup>>,
                  %Bs: memref<16x16xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c48 = arith.constant 48 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %rb = arith.muli %by, %c16 : index
      %cb = arith.muli %bx, %c16 : index
      %row = arith.addi %rb, %ty : index
      %col = arith.addi %cb, %tx : index
      %zero = arith.constant 0.0 : f32
      %acc = scf.for %kt = %c0 to %c48 step %c16 iter_args(%a0 = %zero) -> (f32) {
        %ak = arith.addi %kt, %tx : index
        %bk = arith.addi %kt, %ty : index
        %av = memref.load %A[%row, %ak] : memref<32x48xf32>
        %bv = memref.load %B[%bk, %col] : memref<48x32xf32>
        memref.store %av, %As[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        memref.store %bv, %Bs[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %s = scf.for %k = %c0 to %c16 step %c1 iter_args(%a1 = %a0) -> (f32) {
          %x = memref.load %As[%ty, %k] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %y = memref.load %Bs[%k, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %p = arith.mulf %x, %y : f32
          %n = arith.addf %a1, %p : f32
          scf.yield %n : f32
        }
        gpu.barrier
        scf.yield %s : f32
      }
      memref.store %acc, %C[%row, %col] : memref<32x32xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c16 = arith.constant 16 : index
    %c24 = arith.constant 24 : index
    %c31 = arith.constant 31 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %A = memref.alloc() : memref<32x48xf32>
    %B = memref.alloc() : memref<48x32xf32>
    %C = memref.alloc() : memref<32x32xf32>
    %i2 = arith.constant 2 : i32
    %i3 = arith.constant 3 : i32
    scf.for %i = %c0 to %c32 step %c1 {
      scf.for %k = %c0 to %c48 step %c1 {
        %k2 = arith.muli %k, %c2 : index
        %s = arith.addi %i, %k2 : index
        %m = arith.remui %s, %c7 : index
        %mi = arith.index_cast %m : index to i32
        %v = arith.subi %mi, %i3 : i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %A[%i, %k] : memref<32x48xf32>
      }
    }
    scf.for %k = %c0 to %c48 step %c1 {
      scf.for %j = %c0 to %c32 step %c1 {
        %k3 = arith.muli %k, %c3 : index
        %s = arith.addi %k3, %j : index
        %m = arith.remui %s, %c5 : index
        %mi = arith.index_cast %m : index to i32
        %v = arith.subi %mi, %i2 : i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %B[%k, %j] : memref<48x32xf32>
      }
    }
    gpu.launch_func @kernels::@matmul blocks in (%c2, %c2, %c1) threads in (%c16, %c16, %c1)
        args(%A : memref<32x48xf32>, %B : memref<48x32xf32>, %C : memref<32x32xf32>)
    %r0 = vector.load %C[%c0, %c0] : memref<32x32xf32>, vector<8xf32>
    vector.print str "c0: "
    vector.print %r0 : vector<8xf32>
    %r31 = vector.load %C[%c31, %c24] : memref<32x32xf32>, vector<8xf32>
    vector.print str "c31: "
    vector.print %r31 : vector<8xf32>
    %fz = arith.constant 0.0 : f32
    %tr = scf.for %i = %c0 to %c32 step %c1 iter_args(%t = %fz) -> (f32) {
      %d = memref.load %C[%i, %i] : memref<32x32xf32>
      %n = arith.addf %t, %d : f32
      scf.yield %n : f32
    }
    vector.print str "trace: "
    vector.print %tr : f32
    %sum = scf.for %i = %c0 to %c32 step %c1 iter_args(%t = %fz) -> (f32) {
      %row = vector.load %C[%i, %c0] : memref<32x32xf32>, vector<32xf32>
      %rs = vector.reduction <add>, %row, %t : vector<32xf32> into f32
      scf.yield %rs : f32
    }
    vector.print str "sum: "
    vector.print %sum : f32
    // Every row as bit patterns, so the comparison covers all of C.
    scf.for %i = %c0 to %c32 step %c1 {
      %row = vector.load %C[%i, %c0] : memref<32x32xf32>, vector<32xf32>
      %bits = vector.bitcast %row : vector<32xf32> to vector<32xi32>
      vector.print str "bits f32: "
      vector.print %bits : vector<32xi32>
    }
    memref.dealloc %A : memref<32x48xf32>
    memref.dealloc %B : memref<48x32xf32>
    memref.dealloc %C : memref<32x32xf32>
    return
  }
}
