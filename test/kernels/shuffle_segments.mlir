// CUDA-style shuffles over segments of 16 lanes of a 32-lane subgroup
// (`width` 16): each segment sums its 16 inputs with a gpu.shuffle xor
// butterfly (8, 4, 2, 1) and a gpu.shuffle down tree, and the first lane of
// each segment writes both sums, the first lane of the second segment too.
// The op leaves the values of lanes past the width unspecified (and their
// valid bits false); genx-vectorize-work-items shuffles each segment on
// its own, as CUDA does, and so does the reference (SUBGROUP-SIZE below).
// A second kernel writes, per work item, xor 4 over width 8 with its valid
// bit: valid only in the first 8 lanes, the value its segment's.
// SUBGROUP-SIZE: 32
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
//
// Inputs: in[i] = (i * 7) mod 23 - 11; sums of in[16 s .. 16 s + 15]:
// CHECK: xor: ( -3, -5, -7, 14, -11, 10, 8, -17 )
// CHECK: down: ( -3, -5, -7, 14, -11, 10, 8, -17 )
// Lanes 0-15 (value, valid): lane 0 in[4] = -6, lane 4 in[0] = -11, valid;
// lane 8 (the second segment of 8) in[12] = 4, lane 12 in[8] = -1, not
// valid.
// CHECK: lanes: ( -6, 1, 1, 1, 8, 1, -8, 1, -11, 1, -4, 1, 3, 1, 10, 1, 4, 0, 11, 0, -5, 0, 2, 0, -1, 0, 6, 0, -10, 0, -3, 0 )
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @segment_sums(%in: memref<128xf32>, %xs: memref<8xf32>, %ds: memref<8xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %g = gpu.global_id x
      %v = memref.load %in[%g] : memref<128xf32>
      %w = arith.constant 16 : i32
      %o8 = arith.constant 8 : i32
      %o4 = arith.constant 4 : i32
      %o2 = arith.constant 2 : i32
      %o1 = arith.constant 1 : i32
      %x8, %p8 = gpu.shuffle xor %v, %o8, %w : f32
      %a8 = arith.addf %v, %x8 : f32
      %x4, %p4 = gpu.shuffle xor %a8, %o4, %w : f32
      %a4 = arith.addf %a8, %x4 : f32
      %x2, %p2 = gpu.shuffle xor %a4, %o2, %w : f32
      %a2 = arith.addf %a4, %x2 : f32
      %x1, %p1 = gpu.shuffle xor %a2, %o1, %w : f32
      %a1 = arith.addf %a2, %x1 : f32
      %d8, %q8 = gpu.shuffle down %v, %o8, %w : f32
      %t8 = arith.addf %v, %d8 : f32
      %d4, %q4 = gpu.shuffle down %t8, %o4, %w : f32
      %t4 = arith.addf %t8, %d4 : f32
      %d2, %q2 = gpu.shuffle down %t4, %o2, %w : f32
      %t2 = arith.addf %t4, %d2 : f32
      %d1, %q1 = gpu.shuffle down %t2, %o1, %w : f32
      %t1 = arith.addf %t2, %d1 : f32
      %c0 = arith.constant 0 : index
      %c15 = arith.constant 15 : index
      %c16 = arith.constant 16 : index
      %own = arith.andi %g, %c15 : index
      %first = arith.cmpi eq, %own, %c0 : index
      scf.if %first {
        %s = arith.divui %g, %c16 : index
        memref.store %a1, %xs[%s] : memref<8xf32>
        memref.store %t1, %ds[%s] : memref<8xf32>
      }
      gpu.return
    }
    gpu.func @lanes(%in: memref<128xf32>, %out: memref<64x2xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %g = gpu.global_id x
      %v = memref.load %in[%g] : memref<128xf32>
      %w = arith.constant 8 : i32
      %o4 = arith.constant 4 : i32
      %x, %ok = gpu.shuffle xor %v, %o4, %w : f32
      %okf = arith.uitofp %ok : i1 to f32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      memref.store %x, %out[%g, %c0] : memref<64x2xf32>
      memref.store %okf, %out[%g, %c1] : memref<64x2xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %in = memref.alloc() : memref<128xf32>
    %c7 = arith.constant 7 : i32
    %c11 = arith.constant 11 : i32
    %c23 = arith.constant 23 : i32
    scf.for %i = %c0 to %c128 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %m = arith.muli %ii, %c7 : i32
      %r = arith.remui %m, %c23 : i32
      %s = arith.subi %r, %c11 : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %in[%i] : memref<128xf32>
    }
    %xs = memref.alloc() : memref<8xf32>
    %ds = memref.alloc() : memref<8xf32>
    %out = memref.alloc() : memref<64x2xf32>
    gpu.launch_func @kernels::@segment_sums blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<128xf32>, %xs : memref<8xf32>, %ds : memref<8xf32>)
    gpu.launch_func @kernels::@lanes blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<128xf32>, %out : memref<64x2xf32>)
    %vx = vector.load %xs[%c0] : memref<8xf32>, vector<8xf32>
    %vd = vector.load %ds[%c0] : memref<8xf32>, vector<8xf32>
    vector.print str "xor: "
    vector.print %vx : vector<8xf32>
    vector.print str "down: "
    vector.print %vd : vector<8xf32>
    %flat = memref.collapse_shape %out [[0, 1]] : memref<64x2xf32> into memref<128xf32>
    %lanes = vector.load %flat[%c0] : memref<128xf32>, vector<32xf32>
    vector.print str "lanes: "
    vector.print %lanes : vector<32xf32>
    return
  }
}
