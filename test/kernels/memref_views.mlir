// memref views inside kernels: a 6x8 i32 matrix viewed through
// memref.subview (interior 4x6 window with strides), memref.collapse_shape
// (flat 48), memref.expand_shape (3x2x8), memref.reinterpret_cast (a 8x6
// "reshape" of the same bytes) and a strided subview (every other column).
// Thread t of 4 computes row t of several derived outputs with scalar
// memref.load/store loops and scf.for iter_args.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @views(%m: memref<6x8xi32>, %o: memref<4x8xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c6 = arith.constant 6 : index
      %c8 = arith.constant 8 : index
      %t = gpu.thread_id x
      // interior window rows 1..4, cols 1..6
      %w = memref.subview %m[1, 1] [4, 6] [1, 1] : memref<6x8xi32> to memref<4x6xi32, strided<[8, 1], offset: 9>>
      %z = arith.constant 0 : i32
      %rs = scf.for %j = %c0 to %c6 step %c1 iter_args(%acc = %z) -> i32 {
        %e = memref.load %w[%t, %j] : memref<4x6xi32, strided<[8, 1], offset: 9>>
        %a = arith.addi %acc, %e : i32
        scf.yield %a : i32
      }
      memref.store %rs, %o[%t, %c0] : memref<4x8xi32>
      // every other column: cols 0,2,4,6 of row t+2
      %sv = memref.subview %m[2, 0] [4, 4] [1, 2] : memref<6x8xi32> to memref<4x4xi32, strided<[8, 2], offset: 16>>
      %v = vector.transfer_read %sv[%t, %c0], %z {in_bounds = [true]} : memref<4x4xi32, strided<[8, 2], offset: 16>>, vector<4xi32>
      %mx = vector.reduction <maxsi>, %v : vector<4xi32> into i32
      memref.store %mx, %o[%t, %c1] : memref<4x8xi32>
      // flat view: element 11 t + 3
      %f = memref.collapse_shape %m [[0, 1]] : memref<6x8xi32> into memref<48xi32>
      %c11 = arith.constant 11 : index
      %k0 = arith.muli %t, %c11 : index
      %k = arith.addi %k0, %c3 : index
      %fe = memref.load %f[%k] : memref<48xi32>
      memref.store %fe, %o[%t, %c2] : memref<4x8xi32>
      // 3x2x8 view: [t mod 3, 1, 7 - t]
      %x = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 2, 8] : memref<6x8xi32> into memref<3x2x8xi32>
      %tm = arith.remui %t, %c3 : index
      %c7 = arith.constant 7 : index
      %tc = arith.subi %c7, %t : index
      %xe = memref.load %x[%tm, %c1, %tc] : memref<3x2x8xi32>
      memref.store %xe, %o[%t, %c3] : memref<4x8xi32>
      // reinterpret as 8x6, row t + 4 as a vector, dot with (1, -1, 1, -1, 1, -1)
      %r = memref.reinterpret_cast %m to offset: [0], sizes: [8, 6], strides: [6, 1] : memref<6x8xi32> to memref<8x6xi32>
      %t4 = arith.addi %t, %c4 : index
      %rv = vector.load %r[%t4, %c0] : memref<8x6xi32>, vector<6xi32>
      %alt = arith.constant dense<[1, -1, 1, -1, 1, -1]> : vector<6xi32>
      %pr = arith.muli %rv, %alt : vector<6xi32>
      %acc3 = arith.constant 1000 : i32
      %dot = vector.reduction <add>, %pr, %acc3 : vector<6xi32> into i32
      memref.store %dot, %o[%t, %c4] : memref<4x8xi32>
      // subview of subview with dynamic offset: window [t, t+1] 2x2 sum
      %ss = memref.subview %w[%t, %t] [1, 2] [1, 1] : memref<4x6xi32, strided<[8, 1], offset: 9>> to memref<2xi32, strided<[1], offset: ?>>
      %s0 = memref.load %ss[%c0] : memref<2xi32, strided<[1], offset: ?>>
      %s1 = memref.load %ss[%c1] : memref<2xi32, strided<[1], offset: ?>>
      %sm = arith.subi %s1, %s0 : i32
      memref.store %sm, %o[%t, %c6] : memref<4x8xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %m = memref.alloc() : memref<6x8xi32>
    %o = memref.alloc() : memref<4x8xi32>
    %z = arith.constant 0 : i32
    scf.for %i = %c0 to %c6 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %a = arith.muli %i, %c8 : index
        %b = arith.addi %a, %j : index
        %bi = arith.index_cast %b : index to i32
        %sq = arith.muli %bi, %bi : i32
        %c37 = arith.constant 37 : i32
        %v = arith.remsi %sq, %c37 : i32
        %c10 = arith.constant 10 : i32
        %vv = arith.subi %v, %c10 : i32
        memref.store %vv, %m[%i, %j] : memref<6x8xi32>
      }
    }
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        memref.store %z, %o[%i, %j] : memref<4x8xi32>
      }
    }
    gpu.launch_func @kernels::@views blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%m : memref<6x8xi32>, %o : memref<4x8xi32>)
    scf.for %i = %c0 to %c6 step %c1 {
      %v = vector.load %m[%i, %c0] : memref<6x8xi32>, vector<8xi32>
      vector.print str "m: "
      vector.print %v : vector<8xi32>
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %v = vector.load %o[%i, %c0] : memref<4x8xi32>, vector<8xi32>
      vector.print str "o: "
      vector.print %v : vector<8xi32>
    }
    return
  }
}
