// Reductions within segments of a subgroup whose result one lane of each
// segment writes, the usual end of warp code; genx-vectorize-work-items
// packs them wider than a subgroup (their shuffles stay within segments),
// and genx-narrow-lanes computes only the lanes the stores read (a
// halving tree instead of the butterfly).
// - @segment_sums: f32 sums of 16 inputs by a gpu.shuffle xor butterfly (8,
//   4, 2, 1, width 16); the lane with `i % 16 == 0` writes sums[i / 16],
//   converted to i32.
// - @segment_max: maxima of 8 inputs by a gpu.shuffle down tree (4, 2, 1,
//   width 8); lane `i % 8 == 0` writes maxima[i / 8].
// - @warp_reduce: gpu.subgroup_reduce add and xor over subgroups of 32
//   (two per thread at 64 lanes); lane 0 of each (gpu.lane_id) writes them
//   with the subgroup's size to reduced[i / 32].
// - @upsample: out[i] = 2 * in[i / 4], lanes that read the same elements
//   (one load of the range, then shuffled to the lanes); the work items
//   with `i % 8 == 3` also write their id to marks[i / 8].
// SUBGROUP-SIZE: 32
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
//
// Inputs: in[i] = (i * 7) mod 23 - 11 for i < 256.
// CHECK: sums: ( -3, -5, -7, 14, -11, 10, 8, -17, 4, 2, 0, -2, -4, 17, -8, -10 )
// CHECK: maxima: ( 10, 11, 9, 10, 11, 7, 10, 11, 7, 10, 11, 10, 8, 11, 10, 8, 11, 10, 11, 9, 10, 11, 9, 10, 11, 9, 10, 11, 7, 10, 11, 7 )
// Sums and xors of in[32 s .. 32 s + 31]:
// CHECK: reduced: ( -8, 0, 32, 7, -1, 32, -1, -1, 32, -9, 9, 32, 6, -8, 32, -2, -6, 32, 13, -7, 32, -18, 12, 32 )
// CHECK: upsampled: ( -22, -22, -22, -22, -8, -8, -8, -8, 6, 6, 6, 6, 20, 20, 20, 20,
// CHECK: marks: ( 3, 11, 19, 27, 35, 43, 51, 59, 67, 75, 83, 91, 99, 107, 115, 123, 131, 139, 147, 155, 163, 171, 179, 187, 195, 203, 211, 219, 227, 235, 243, 251 )
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @segment_sums(%in: memref<256xi32>, %sums: memref<16xi32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %x = memref.load %in[%i] : memref<256xi32>
      %v = arith.sitofp %x : i32 to f32
      %w = arith.constant 16 : i32
      %o8 = arith.constant 8 : i32
      %o4 = arith.constant 4 : i32
      %o2 = arith.constant 2 : i32
      %o1 = arith.constant 1 : i32
      %s8, %p8 = gpu.shuffle xor %v, %o8, %w : f32
      %a8 = arith.addf %v, %s8 : f32
      %s4, %p4 = gpu.shuffle xor %a8, %o4, %w : f32
      %a4 = arith.addf %a8, %s4 : f32
      %s2, %p2 = gpu.shuffle xor %a4, %o2, %w : f32
      %a2 = arith.addf %a4, %s2 : f32
      %s1, %p1 = gpu.shuffle xor %a2, %o1, %w : f32
      %a1 = arith.addf %a2, %s1 : f32
      %c0 = arith.constant 0 : index
      %c15 = arith.constant 15 : index
      %c16 = arith.constant 16 : index
      %lane = arith.remui %i, %c16 : index
      %first = arith.cmpi eq, %lane, %c0 : index
      scf.if %first {
        %seg = arith.divui %i, %c16 : index
        %r = arith.fptosi %a1 : f32 to i32
        memref.store %r, %sums[%seg] : memref<16xi32>
      }
      gpu.return
    }
    gpu.func @segment_max(%in: memref<256xi32>, %maxima: memref<32xi32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<256xi32>
      %w = arith.constant 8 : i32
      %o4 = arith.constant 4 : i32
      %o2 = arith.constant 2 : i32
      %o1 = arith.constant 1 : i32
      %d4, %p4 = gpu.shuffle down %v, %o4, %w : i32
      %m4 = arith.maxsi %v, %d4 : i32
      %d2, %p2 = gpu.shuffle down %m4, %o2, %w : i32
      %m2 = arith.maxsi %m4, %d2 : i32
      %d1, %p1 = gpu.shuffle down %m2, %o1, %w : i32
      %m1 = arith.maxsi %m2, %d1 : i32
      %c0 = arith.constant 0 : index
      %c7 = arith.constant 7 : index
      %c3 = arith.constant 3 : index
      %lane = arith.andi %i, %c7 : index
      %first = arith.cmpi eq, %lane, %c0 : index
      scf.if %first {
        %seg = arith.shrui %i, %c3 : index
        memref.store %m1, %maxima[%seg] : memref<32xi32>
      }
      gpu.return
    }
    gpu.func @warp_reduce(%in: memref<256xi32>, %reduced: memref<8x3xi32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<256xi32>
      %sum = gpu.subgroup_reduce add %v : (i32) -> i32
      %x = gpu.subgroup_reduce xor %v : (i32) -> i32
      %lane = gpu.lane_id
      %size = gpu.subgroup_size : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c32 = arith.constant 32 : index
      %first = arith.cmpi eq, %lane, %c0 : index
      scf.if %first {
        %s = arith.divui %i, %c32 : index
        %n = arith.index_cast %size : index to i32
        memref.store %sum, %reduced[%s, %c0] : memref<8x3xi32>
        memref.store %x, %reduced[%s, %c1] : memref<8x3xi32>
        memref.store %n, %reduced[%s, %c2] : memref<8x3xi32>
      }
      gpu.return
    }
    gpu.func @upsample(%in: memref<256xi32>, %out: memref<256xi32>, %marks: memref<32xi32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %src = arith.divui %i, %c4 : index
      %x = memref.load %in[%src] : memref<256xi32>
      %y = arith.addi %x, %x : i32
      memref.store %y, %out[%i] : memref<256xi32>
      %lane = arith.remui %i, %c8 : index
      %mark = arith.cmpi eq, %lane, %c3 : index
      scf.if %mark {
        %k = arith.divui %i, %c8 : index
        %id = arith.index_cast %i : index to i32
        memref.store %id, %marks[%k] : memref<32xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %in = memref.alloc() : memref<256xi32>
    %c7 = arith.constant 7 : i32
    %c11 = arith.constant 11 : i32
    %c23 = arith.constant 23 : i32
    scf.for %i = %c0 to %c256 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %m = arith.muli %ii, %c7 : i32
      %r = arith.remui %m, %c23 : i32
      %s = arith.subi %r, %c11 : i32
      memref.store %s, %in[%i] : memref<256xi32>
    }
    %sums = memref.alloc() : memref<16xi32>
    %maxima = memref.alloc() : memref<32xi32>
    %out = memref.alloc() : memref<256xi32>
    %marks = memref.alloc() : memref<32xi32>
    %reduced = memref.alloc() : memref<8x3xi32>
    gpu.launch_func @kernels::@warp_reduce blocks in (%c2, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%in : memref<256xi32>, %reduced : memref<8x3xi32>)
    gpu.launch_func @kernels::@segment_sums blocks in (%c2, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%in : memref<256xi32>, %sums : memref<16xi32>)
    gpu.launch_func @kernels::@segment_max blocks in (%c2, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%in : memref<256xi32>, %maxima : memref<32xi32>)
    gpu.launch_func @kernels::@upsample blocks in (%c2, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%in : memref<256xi32>, %out : memref<256xi32>, %marks : memref<32xi32>)
    %vs = vector.load %sums[%c0] : memref<16xi32>, vector<16xi32>
    vector.print str "sums: "
    vector.print %vs : vector<16xi32>
    %vm = vector.load %maxima[%c0] : memref<32xi32>, vector<32xi32>
    vector.print str "maxima: "
    vector.print %vm : vector<32xi32>
    %flat = memref.collapse_shape %reduced [[0, 1]] : memref<8x3xi32> into memref<24xi32>
    %vr = vector.load %flat[%c0] : memref<24xi32>, vector<24xi32>
    vector.print str "reduced: "
    vector.print %vr : vector<24xi32>
    %vu = vector.load %out[%c0] : memref<256xi32>, vector<256xi32>
    vector.print str "upsampled: "
    vector.print %vu : vector<256xi32>
    %vk = vector.load %marks[%c0] : memref<32xi32>, vector<32xi32>
    vector.print str "marks: "
    vector.print %vk : vector<32xi32>
    return
  }
}
