// Reductions across a work group with gpu.all_reduce, in the shape of
// upstream's mlir/test/Integration/GPU/CUDA/all-reduce-*.mlir tests: a
// 2-D/3-D block whose threads each contribute one value, every thread
// writing the group's result (so the output also shows that all threads
// agree). add on f32 over an 8x4x2 block, maxsi / and / or on i32 and a
// reduction region (xor) over a 13x3 block, in two groups.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: f32 values lin / 2 (lin = 0..63): the sum is 2016 / 2 =
// 1008 (exact in f32 in any order). i32 values v = 3 * lin + 7 * group - 20
// (lin = 0..38): maxsi = 3 * 38 + 7 * g - 20 = 94 (g 0), 101 (g 1).
// CHECK: f32 add: ( 1008, 1008, 1008, 1008 )
// CHECK: i32 max: ( 94, 94, 101, 101 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sum(%out: memref<64xf32>) kernel {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %zy = arith.muli %tz, %c4 : index
      %row = arith.addi %zy, %ty : index
      %r8 = arith.muli %row, %c8 : index
      %lin = arith.addi %r8, %tx : index
      %li = arith.index_cast %lin : index to i32
      %lf = arith.sitofp %li : i32 to f32
      %half = arith.constant 0.5 : f32
      %v = arith.mulf %lf, %half : f32
      %s = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
      memref.store %s, %out[%lin] : memref<64xf32>
      gpu.return
    }

    gpu.func @ints(%out: memref<2x39x4xi32>) kernel {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %g = gpu.block_id x
      %c13 = arith.constant 13 : index
      %r = arith.muli %ty, %c13 : index
      %lin = arith.addi %r, %tx : index
      %li = arith.index_cast %lin : index to i32
      %gi = arith.index_cast %g : index to i32
      %c3 = arith.constant 3 : i32
      %c7 = arith.constant 7 : i32
      %c20 = arith.constant 20 : i32
      %a = arith.muli %li, %c3 : i32
      %b = arith.muli %gi, %c7 : i32
      %ab = arith.addi %a, %b : i32
      %v = arith.subi %ab, %c20 : i32
      %max = gpu.all_reduce maxsi %v uniform {} : (i32) -> (i32)
      %and = gpu.all_reduce and %v {} : (i32) -> (i32)
      %or = gpu.all_reduce or %v {} : (i32) -> (i32)
      %xor = gpu.all_reduce %v {
      ^bb(%lhs : i32, %rhs : i32):
        %x = arith.xori %lhs, %rhs : i32
        gpu.yield %x : i32
      } : (i32) -> (i32)
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3i = arith.constant 3 : index
      memref.store %max, %out[%g, %lin, %c0] : memref<2x39x4xi32>
      memref.store %and, %out[%g, %lin, %c1] : memref<2x39x4xi32>
      memref.store %or, %out[%g, %lin, %c2] : memref<2x39x4xi32>
      memref.store %xor, %out[%g, %lin, %c3i] : memref<2x39x4xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c13 = arith.constant 13 : index
    %c21 = arith.constant 21 : index
    %c38 = arith.constant 38 : index
    %c63 = arith.constant 63 : index
    %f = memref.alloc() : memref<64xf32>
    gpu.launch_func @kernels::@sum blocks in (%c1, %c1, %c1)
        threads in (%c8, %c4, %c2) args(%f : memref<64xf32>)
    %f0 = memref.load %f[%c0] : memref<64xf32>
    %f1 = memref.load %f[%c21] : memref<64xf32>
    %f2 = memref.load %f[%c38] : memref<64xf32>
    %f3 = memref.load %f[%c63] : memref<64xf32>
    %fv0 = vector.from_elements %f0, %f1, %f2, %f3 : vector<4xf32>
    vector.print str "f32 add: "
    vector.print %fv0 : vector<4xf32>

    %i = memref.alloc() : memref<2x39x4xi32>
    gpu.launch_func @kernels::@ints blocks in (%c2, %c1, %c1)
        threads in (%c13, %c3, %c1) args(%i : memref<2x39x4xi32>)
    %m0 = memref.load %i[%c0, %c0, %c0] : memref<2x39x4xi32>
    %m1 = memref.load %i[%c0, %c38, %c0] : memref<2x39x4xi32>
    %m2 = memref.load %i[%c1, %c0, %c0] : memref<2x39x4xi32>
    %m3 = memref.load %i[%c1, %c21, %c0] : memref<2x39x4xi32>
    %mv = vector.from_elements %m0, %m1, %m2, %m3 : vector<4xi32>
    vector.print str "i32 max: "
    vector.print %mv : vector<4xi32>
    scf.for %g = %c0 to %c2 step %c1 {
      scf.for %t = %c0 to %c38 step %c13 {
        %z = arith.constant 0 : i32
        %row = vector.transfer_read %i[%g, %t, %c0], %z : memref<2x39x4xi32>, vector<4xi32>
        vector.print str "i32 max/and/or/xor: "
        vector.print %row : vector<4xi32>
      }
    }
    memref.dealloc %f : memref<64xf32>
    memref.dealloc %i : memref<2x39x4xi32>
    return
  }
}
