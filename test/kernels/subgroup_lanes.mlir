// Subgroups of 32 work items exchanging values, as CUDA-style warp code is
// written: genx-vectorize-work-items makes a subgroup the 32 lanes of one
// GenX thread (groups of 64 in x: two subgroups per group), and the
// reference runs subgroups of 32 (SUBGROUP-SIZE below).
// - @warp_sums: per subgroup, the sum of its 32 inputs by a gpu.shuffle xor
//   butterfly (16, 8, 4, 2, 1), which leaves it in every lane, and by a
//   gpu.shuffle down tree, which leaves it in lane 0; lane 0 writes both.
// - @shuffles: per work item, shuffle xor 5, down 3, up 7 and idx 9 over
//   width 32, and xor 8 / down 4 over width 16 (lanes 16-31 invalid), each
//   value with its valid bit; a shuffle of a value the lanes share.
// - @reductions: gpu.subgroup_reduce add over the subgroup, maxsi over
//   clusters of 4 lanes 2 apart, minsi over clusters of 8, add on f32 of
//   integers (exact in any order); gpu.lane_id, subgroup_id,
//   num_subgroups, subgroup_size.
// - @row_guard: a reduction and a shuffle-down tree (offsets `16 >> k` of a
//   loop) under a branch on the subgroup's row that every lane takes (one
//   row per subgroup, 2 rows): lane 0 writes the tree's sum, the others the
//   reduction's.
// - @while_offsets: the CUDA `for (off = 16; off > 0; off /= 2)` loops (an
//   scf.while halving the offset) of shfl_xor and shfl_down, and shfl_idx
//   from a lane the kernel gets as an argument (7).
// - @dynamic_group: a butterfly in a kernel launched with a group size known
//   only when the launch runs (64), which the launch checks to be a
//   multiple of 32.
// SUBGROUP-SIZE: 32
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
//
// Inputs: in[i] = (i * 7) mod 23 - 11 for i < 128 (-11, -4, 3, 10, -6, 1,
// 8, -8, -1, 6, ...). Sums of in[0..31], in[32..63], in[64..95],
// in[96..127]:
// CHECK: sums: ( -8, 7, -1, -9 )
// CHECK: trees: ( -8, 7, -1, -9 )
// Lane 0: xor 5 -> in[5], down 3 -> in[3], up 7 invalid, idx 9 -> in[9],
// xor 8 / down 4 over 16 -> in[8] / in[4]; lane 5: xor 5 -> in[0];
// lane 20: up 7 -> in[13] = 11, the width-16 ones invalid.
// CHECK: item 0: ( 1, 1, 10, 1, 0, 0, 6, 1, -1, 1, -6, 1, 0 )
// CHECK: item 5: ( -11, 1,
// CHECK: item 20: ( -7, 1, -11, 1, 11, 1, 6, 1, 0, 0, 0, 0, 0 )
// Lane 0: sum -8, max of lanes 0, 2, 4, 6 (-11, 3, -6, 8), min of lanes
// 0-7, the f32 sum; lane 0 of subgroup 0 of 2, 32 lanes. Lane 1: max of
// lanes 1, 3, 5, 7 (-4, 10, 1, -8).
// CHECK: reduce 0: ( -8, 8, -11, -8, 0, 0, 2, 32 )
// CHECK: reduce 1: ( -8, 10, -11, -8, 1, 0, 2, 32 )
// CHECK: reduce 33: ( 7, {{.*}}, 1, 1, 2, 32 )
// CHECK: guard 0: ( -8, -8,
// CHECK: guard 1: ( 7, 7,
// Lane 0: xor and down sums of subgroup 0, in[7] = -8; lane 31: the xor
// sum; lane 1 of subgroup 1: its xor sum, in[32 + 7].
// CHECK: while 0: ( -8, -8, -8 )
// CHECK: while 31: ( -8,
// CHECK: while 33: ( 7, {{.*}}, 9 )
// CHECK: dynamic: ( -8, 7 )
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @warp_sums(%in: memref<128xi32>, %sums: memref<4xi32>, %trees: memref<4xi32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %w = arith.constant 32 : i32
      %i = gpu.global_id x
      %lane = gpu.lane_id
      %v = memref.load %in[%i] : memref<128xi32>
      %o16 = arith.constant 16 : i32
      %o8 = arith.constant 8 : i32
      %o4 = arith.constant 4 : i32
      %o2 = arith.constant 2 : i32
      %o1 = arith.constant 1 : i32
      %x16, %xv16 = gpu.shuffle xor %v, %o16, %w : i32
      %a16 = arith.addi %v, %x16 : i32
      %x8, %xv8 = gpu.shuffle xor %a16, %o8, %w : i32
      %a8 = arith.addi %a16, %x8 : i32
      %x4, %xv4 = gpu.shuffle xor %a8, %o4, %w : i32
      %a4 = arith.addi %a8, %x4 : i32
      %x2, %xv2 = gpu.shuffle xor %a4, %o2, %w : i32
      %a2 = arith.addi %a4, %x2 : i32
      %x1, %xv1 = gpu.shuffle xor %a2, %o1, %w : i32
      %a1 = arith.addi %a2, %x1 : i32
      %d16, %dv16 = gpu.shuffle down %v, %o16, %w : i32
      %t16 = arith.addi %v, %d16 : i32
      %d8, %dv8 = gpu.shuffle down %t16, %o8, %w : i32
      %t8 = arith.addi %t16, %d8 : i32
      %d4, %dv4 = gpu.shuffle down %t8, %o4, %w : i32
      %t4 = arith.addi %t8, %d4 : i32
      %d2, %dv2 = gpu.shuffle down %t4, %o2, %w : i32
      %t2 = arith.addi %t4, %d2 : i32
      %d1, %dv1 = gpu.shuffle down %t2, %o1, %w : i32
      %t1 = arith.addi %t2, %d1 : i32
      %first = arith.cmpi eq, %lane, %c0 : index
      scf.if %first {
        %g = arith.divui %i, %c32 : index
        memref.store %a1, %sums[%g] : memref<4xi32>
        memref.store %t1, %trees[%g] : memref<4xi32>
      }
      gpu.return
    }
    gpu.func @shuffles(%in: memref<128xi32>, %out: memref<128x13xi32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<128xi32>
      %w32 = arith.constant 32 : i32
      %w16 = arith.constant 16 : i32
      %o3 = arith.constant 3 : i32
      %o4 = arith.constant 4 : i32
      %o5 = arith.constant 5 : i32
      %o7 = arith.constant 7 : i32
      %o8 = arith.constant 8 : i32
      %o9 = arith.constant 9 : i32
      %x, %xv = gpu.shuffle xor %v, %o5, %w32 : i32
      %d, %dv = gpu.shuffle down %v, %o3, %w32 : i32
      %u, %uv = gpu.shuffle up %v, %o7, %w32 : i32
      %k, %kv = gpu.shuffle idx %v, %o9, %w32 : i32
      %x16, %xv16 = gpu.shuffle xor %v, %o8, %w16 : i32
      %d16, %dv16 = gpu.shuffle down %v, %o4, %w16 : i32
      %b = gpu.block_id x
      %bi = arith.index_cast %b : index to i32
      %sb, %sbv = gpu.shuffle xor %bi, %o5, %w32 : i32
      %zero = arith.constant 0 : i32
      // A value whose source is invalid is unspecified: 0 is printed.
      %dz = arith.select %dv, %d, %zero : i32
      %uz = arith.select %uv, %u, %zero : i32
      %x16z = arith.select %xv16, %x16, %zero : i32
      %d16z = arith.select %dv16, %d16, %zero : i32
      %xb = arith.extui %xv : i1 to i32
      %db = arith.extui %dv : i1 to i32
      %ub = arith.extui %uv : i1 to i32
      %kb = arith.extui %kv : i1 to i32
      %xb16 = arith.extui %xv16 : i1 to i32
      %db16 = arith.extui %dv16 : i1 to i32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %c10 = arith.constant 10 : index
      %c11 = arith.constant 11 : index
      %c12 = arith.constant 12 : index
      memref.store %x, %out[%i, %c0] : memref<128x13xi32>
      memref.store %xb, %out[%i, %c1] : memref<128x13xi32>
      memref.store %dz, %out[%i, %c2] : memref<128x13xi32>
      memref.store %db, %out[%i, %c3] : memref<128x13xi32>
      memref.store %uz, %out[%i, %c4] : memref<128x13xi32>
      memref.store %ub, %out[%i, %c5] : memref<128x13xi32>
      memref.store %k, %out[%i, %c6] : memref<128x13xi32>
      memref.store %kb, %out[%i, %c7] : memref<128x13xi32>
      memref.store %x16z, %out[%i, %c8] : memref<128x13xi32>
      memref.store %xb16, %out[%i, %c9] : memref<128x13xi32>
      memref.store %d16z, %out[%i, %c10] : memref<128x13xi32>
      memref.store %db16, %out[%i, %c11] : memref<128x13xi32>
      memref.store %sb, %out[%i, %c12] : memref<128x13xi32>
      gpu.return
    }
    gpu.func @reductions(%in: memref<128xi32>, %out: memref<128x8xi32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<128xi32>
      %sum = gpu.subgroup_reduce add %v : (i32) -> i32
      %max = gpu.subgroup_reduce maxsi %v cluster(size = 4, stride = 2) : (i32) -> i32
      %min = gpu.subgroup_reduce minsi %v cluster(size = 8) : (i32) -> i32
      %f = arith.sitofp %v : i32 to f32
      %fs = gpu.subgroup_reduce add %f : (f32) -> f32
      %fsi = arith.fptosi %fs : f32 to i32
      %lane = gpu.lane_id
      %sg = gpu.subgroup_id : index
      %ns = gpu.num_subgroups : index
      %sz = gpu.subgroup_size : index
      %lanei = arith.index_cast %lane : index to i32
      %sgi = arith.index_cast %sg : index to i32
      %nsi = arith.index_cast %ns : index to i32
      %szi = arith.index_cast %sz : index to i32
      %row = vector.from_elements %sum, %max, %min, %fsi, %lanei, %sgi, %nsi, %szi : vector<8xi32>
      %c0 = arith.constant 0 : index
      vector.store %row, %out[%i, %c0] : memref<128x8xi32>, vector<8xi32>
      gpu.return
    }
    gpu.func @row_guard(%in: memref<128xi32>, %rows: index, %out: memref<64xi32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c32 = arith.constant 32 : index
      %w = arith.constant 32 : i32
      %o16 = arith.constant 16 : i32
      %i = gpu.global_id x
      %row = arith.divui %i, %c32 : index
      %ok = arith.cmpi ult, %row, %rows : index
      scf.if %ok {
        %v = memref.load %in[%i] : memref<128xi32>
        %s = gpu.subgroup_reduce add %v : (i32) -> i32
        %t = scf.for %k = %c0 to %c5 step %c1 iter_args(%acc = %v) -> (i32) {
          %k32 = arith.index_cast %k : index to i32
          %off = arith.shrui %o16, %k32 : i32
          %d, %dv = gpu.shuffle down %acc, %off, %w : i32
          %a = arith.addi %acc, %d : i32
          scf.yield %a : i32
        }
        %lane = gpu.lane_id
        %first = arith.cmpi eq, %lane, %c0 : index
        %both = arith.select %first, %t, %s : i32
        memref.store %both, %out[%i] : memref<64xi32>
      }
      gpu.return
    }
    gpu.func @while_offsets(%in: memref<128xi32>, %from: i32, %out: memref<64x3xi32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %o16 = arith.constant 16 : i32
      %w = arith.constant 32 : i32
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<128xi32>
      // for (off = 16; off > 0; off /= 2) v += shfl_xor(v, off)
      %r:2 = scf.while (%off = %o16, %x = %v) : (i32, i32) -> (i32, i32) {
        %go = arith.cmpi sgt, %off, %zero : i32
        scf.condition(%go) %off, %x : i32, i32
      } do {
      ^bb0(%off: i32, %x: i32):
        %s, %sv = gpu.shuffle xor %x, %off, %w : i32
        %a = arith.addi %x, %s : i32
        %h = arith.shrui %off, %one : i32
        scf.yield %h, %a : i32, i32
      }
      // The same with shfl_down: lane 0 has the sum.
      %d:2 = scf.while (%off = %o16, %x = %v) : (i32, i32) -> (i32, i32) {
        %go = arith.cmpi sgt, %off, %zero : i32
        scf.condition(%go) %off, %x : i32, i32
      } do {
      ^bb0(%off: i32, %x: i32):
        %s, %sv = gpu.shuffle down %x, %off, %w : i32
        %a = arith.addi %x, %s : i32
        %h = arith.shrui %off, %one : i32
        scf.yield %h, %a : i32, i32
      }
      // A lane chosen when the kernel runs.
      %k, %kv = gpu.shuffle idx %v, %from, %w : i32
      memref.store %r#1, %out[%i, %c0] : memref<64x3xi32>
      memref.store %d#1, %out[%i, %c1] : memref<64x3xi32>
      memref.store %k, %out[%i, %c2] : memref<64x3xi32>
      gpu.return
    }
    gpu.func @dynamic_group(%in: memref<128xi32>, %sums: memref<2xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %w = arith.constant 32 : i32
      %i = gpu.global_id x
      %lane = gpu.lane_id
      %v = memref.load %in[%i] : memref<128xi32>
      %o16 = arith.constant 16 : i32
      %o8 = arith.constant 8 : i32
      %o4 = arith.constant 4 : i32
      %o2 = arith.constant 2 : i32
      %o1 = arith.constant 1 : i32
      %x16, %xv16 = gpu.shuffle xor %v, %o16, %w : i32
      %a16 = arith.addi %v, %x16 : i32
      %x8, %xv8 = gpu.shuffle xor %a16, %o8, %w : i32
      %a8 = arith.addi %a16, %x8 : i32
      %x4, %xv4 = gpu.shuffle xor %a8, %o4, %w : i32
      %a4 = arith.addi %a8, %x4 : i32
      %x2, %xv2 = gpu.shuffle xor %a4, %o2, %w : i32
      %a2 = arith.addi %a4, %x2 : i32
      %x1, %xv1 = gpu.shuffle xor %a2, %o1, %w : i32
      %a1 = arith.addi %a2, %x1 : i32
      %first = arith.cmpi eq, %lane, %c0 : index
      scf.if %first {
        %g = arith.divui %i, %c32 : index
        memref.store %a1, %sums[%g] : memref<2xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %in = memref.alloc() : memref<128xi32>
    %c7 = arith.constant 7 : i32
    %c11 = arith.constant 11 : i32
    %c23 = arith.constant 23 : i32
    scf.for %i = %c0 to %c128 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %m = arith.muli %ii, %c7 : i32
      %r = arith.remui %m, %c23 : i32
      %s = arith.subi %r, %c11 : i32
      memref.store %s, %in[%i] : memref<128xi32>
    }
    %sums = memref.alloc() : memref<4xi32>
    %trees = memref.alloc() : memref<4xi32>
    %sh = memref.alloc() : memref<128x13xi32>
    %red = memref.alloc() : memref<128x8xi32>
    %dyn = memref.alloc() : memref<2xi32>
    gpu.launch_func @kernels::@warp_sums blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<128xi32>, %sums : memref<4xi32>, %trees : memref<4xi32>)
    gpu.launch_func @kernels::@shuffles blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<128xi32>, %sh : memref<128x13xi32>)
    gpu.launch_func @kernels::@reductions blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<128xi32>, %red : memref<128x8xi32>)
    // A group size the host computes: 64, from the output's size.
    %n = memref.dim %dyn, %c0 : memref<2xi32>
    %group = arith.muli %n, %c32 : index
    gpu.launch_func @kernels::@dynamic_group blocks in (%c1, %c1, %c1) threads in (%group, %c1, %c1)
        args(%in : memref<128xi32>, %dyn : memref<2xi32>)
    %vs = vector.load %sums[%c0] : memref<4xi32>, vector<4xi32>
    vector.print str "sums: "
    vector.print %vs : vector<4xi32>
    %vt = vector.load %trees[%c0] : memref<4xi32>, vector<4xi32>
    vector.print str "trees: "
    vector.print %vt : vector<4xi32>
    scf.for %i = %c0 to %c128 step %c1 {
      %row = vector.load %sh[%i, %c0] : memref<128x13xi32>, vector<13xi32>
      vector.print str "item "
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %row : vector<13xi32>
    }
    scf.for %i = %c0 to %c128 step %c1 {
      %row = vector.load %red[%i, %c0] : memref<128x8xi32>, vector<8xi32>
      vector.print str "reduce "
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %row : vector<8xi32>
    }
    %guard = memref.alloc() : memref<64xi32>
    gpu.launch_func @kernels::@row_guard blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<128xi32>, %c2 : index, %guard : memref<64xi32>)
    %vg0 = vector.load %guard[%c0] : memref<64xi32>, vector<32xi32>
    vector.print str "guard 0: "
    vector.print %vg0 : vector<32xi32>
    %vg1 = vector.load %guard[%c32] : memref<64xi32>, vector<32xi32>
    vector.print str "guard 1: "
    vector.print %vg1 : vector<32xi32>
    %wo = memref.alloc() : memref<64x3xi32>
    %from = arith.constant 7 : i32
    gpu.launch_func @kernels::@while_offsets blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<128xi32>, %from : i32, %wo : memref<64x3xi32>)
    %c31 = arith.constant 31 : index
    %c33 = arith.constant 33 : index
    %w0 = vector.load %wo[%c0, %c0] : memref<64x3xi32>, vector<3xi32>
    vector.print str "while 0: "
    vector.print %w0 : vector<3xi32>
    %w31 = vector.load %wo[%c31, %c0] : memref<64x3xi32>, vector<3xi32>
    vector.print str "while 31: "
    vector.print %w31 : vector<3xi32>
    %w33 = vector.load %wo[%c33, %c0] : memref<64x3xi32>, vector<3xi32>
    vector.print str "while 33: "
    vector.print %w33 : vector<3xi32>
    %vd = vector.load %dyn[%c0] : memref<2xi32>, vector<2xi32>
    vector.print str "dynamic: "
    vector.print %vd : vector<2xi32>
    return
  }
}
