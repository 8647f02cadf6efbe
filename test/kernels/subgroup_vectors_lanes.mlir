// Subgroups of 32 lanes (genx-lower packs 64 work items of a group of 64 at
// most 32 a thread when they exchange lanes) with what the CPU reference
// has no model for: gpu.subgroup_reduce of a work item's vector<2xi32>
// (each element over the subgroup, and max over clusters of 4), and
// gpu.shuffle by offsets each lane computes (idx from (lane * 5 + 3) & 31,
// xor by lane & 7, down by lane % 3 over a width of 16, whose invalid lanes
// print 0). x = (37 i mod 101) - 50 for work item i; the expected values
// are these formulas in a few lines of Python, subgroup s being work items
// 32 s .. 32 s + 31.
// RUN: %kernel-genx %s | FileCheck %s
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// CHECK: red0_a: ( -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14, -14 )
// CHECK: red0_b: ( -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1 )
// CHECK: red1_a: ( 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496, 496 )
// CHECK: red1_b: ( 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520, 1520 )
// CHECK: cmax0_a: ( 24, 24, 24, 24, 34, 34, 34, 34, 44, 44, 44, 44, 27, 27, 27, 27, 47, 47, 47, 47, 20, 20, 20, 20, 40, 40, 40, 40, 50, 50, 50, 50 )
// CHECK: cmax0_b: ( 33, 33, 33, 33, 43, 43, 43, 43, 26, 26, 26, 26, 36, 36, 36, 36, 46, 46, 46, 46, 29, 29, 29, 29, 39, 39, 39, 39, 49, 49, 49, 49 )
// CHECK: cmax1_a: ( 50, 50, 50, 50, 30, 30, 30, 30, 47, 47, 47, 47, 37, 37, 37, 37, 27, 27, 27, 27, 44, 44, 44, 44, 34, 34, 34, 34, 24, 24, 24, 24 )
// CHECK: cmax1_b: ( 41, 41, 41, 41, 31, 31, 31, 31, 48, 48, 48, 48, 38, 38, 38, 38, 18, 18, 18, 18, 45, 45, 45, 45, 25, 25, 25, 25, 42, 42, 42, 42 )
// CHECK: sidx_a: ( -40, 44, 27, 10, -7, -24, -13, -30, -47, 37, 20, 3, -14, -3, -20, -37, 47, 30, 13, 24, 7, -10, -27, -44, 40, -50, 34, 17, 0, -17, -34, 50 )
// CHECK: sidx_b: ( 33, 16, -1, -18, -35, 49, -41, 43, 26, 9, -8, -25, -42, -31, -48, 36, 19, 2, -15, -4, -21, -38, 46, 29, 12, 23, 6, -11, -28, -45, 39, 22 )
// CHECK: sxor_a: ( -50, -50, -50, -50, -50, -50, -50, -50, 44, 44, 44, 44, 44, 44, 44, 44, 37, 37, 37, 37, 37, 37, 37, 37, 30, 30, 30, 30, 30, 30, 30, 30 )
// CHECK: sxor_b: ( 23, 23, 23, 23, 23, 23, 23, 23, 16, 16, 16, 16, 16, 16, 16, 16, 9, 9, 9, 9, 9, 9, 9, 9, 2, 2, 2, 2, 2, 2, 2, 2 )
// CHECK: sdown_a: ( -50, 24, -3, -40, 34, 7, -30, 44, 17, -20, -47, 27, -10, -37, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK: sdown_b: ( 23, -4, -31, 33, 6, -21, 43, 16, -11, -48, 26, -1, -38, 36, 0, -28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK: vdown_a: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK: vdown_b: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @lanes(%in: memref<64xi32>, %out: memref<8x64xi32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %i = gpu.thread_id x
      %x = memref.load %in[%i] : memref<64xi32>
      %ii = arith.index_cast %i : index to i32
      %v = vector.from_elements %x, %ii : vector<2xi32>
      %r = gpu.subgroup_reduce add %v : (vector<2xi32>) -> vector<2xi32>
      %r0 = vector.extract %r[0] : i32 from vector<2xi32>
      %r1 = vector.extract %r[1] : i32 from vector<2xi32>
      memref.store %r0, %out[%c0, %i] : memref<8x64xi32>
      memref.store %r1, %out[%c1, %i] : memref<8x64xi32>
      %z = arith.constant 0 : i32
      %nx = arith.subi %z, %x : i32
      %u = vector.from_elements %x, %nx : vector<2xi32>
      %m = gpu.subgroup_reduce maxsi %u cluster(size = 4) : (vector<2xi32>) -> vector<2xi32>
      %m0 = vector.extract %m[0] : i32 from vector<2xi32>
      %m1 = vector.extract %m[1] : i32 from vector<2xi32>
      memref.store %m0, %out[%c2, %i] : memref<8x64xi32>
      memref.store %m1, %out[%c3, %i] : memref<8x64xi32>
      %lane = gpu.lane_id
      %l = arith.index_cast %lane : index to i32
      %five = arith.constant 5 : i32
      %three = arith.constant 3 : i32
      %seven = arith.constant 7 : i32
      %mask = arith.constant 31 : i32
      %w32 = arith.constant 32 : i32
      %w16 = arith.constant 16 : i32
      %l5 = arith.muli %l, %five : i32
      %l53 = arith.addi %l5, %three : i32
      %src = arith.andi %l53, %mask : i32
      %s1, %ok1 = gpu.shuffle idx %x, %src, %w32 : i32
      memref.store %s1, %out[%c4, %i] : memref<8x64xi32>
      %xo = arith.andi %l, %seven : i32
      %s2, %ok2 = gpu.shuffle xor %x, %xo, %w32 : i32
      memref.store %s2, %out[%c5, %i] : memref<8x64xi32>
      %do = arith.remui %l, %three : i32
      %s3, %ok3 = gpu.shuffle down %x, %do, %w16 : i32
      %s3v = arith.select %ok3, %s3, %z : i32
      %ok3i = arith.extui %ok3 : i1 to i32
      memref.store %s3v, %out[%c6, %i] : memref<8x64xi32>
      memref.store %ok3i, %out[%c7, %i] : memref<8x64xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c37 = arith.constant 37 : i32
    %c101 = arith.constant 101 : i32
    %c50 = arith.constant 50 : i32
    %in = memref.alloc() : memref<64xi32>
    scf.for %k = %c0 to %c64 step %c1 {
      %ki = arith.index_cast %k : index to i32
      %a = arith.muli %ki, %c37 : i32
      %b = arith.remsi %a, %c101 : i32
      %v = arith.subi %b, %c50 : i32
      memref.store %v, %in[%k] : memref<64xi32>
    }
    %out = memref.alloc() : memref<8x64xi32>
    %cR0 = arith.constant 0 : index
    %cR1 = arith.constant 1 : index
    %cR2 = arith.constant 2 : index
    %cR3 = arith.constant 3 : index
    %cR4 = arith.constant 4 : index
    %cR5 = arith.constant 5 : index
    %cR6 = arith.constant 6 : index
    %cR7 = arith.constant 7 : index
    gpu.launch_func @kernels::@lanes blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<64xi32>, %out : memref<8x64xi32>)
    vector.print str "red0_a: "
    %p_red0_a = vector.load %out[%cR0, %c0] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_red0_a : vector<32xi32>
    vector.print str "red0_b: "
    %p_red0_b = vector.load %out[%cR0, %c32] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_red0_b : vector<32xi32>
    vector.print str "red1_a: "
    %p_red1_a = vector.load %out[%cR1, %c0] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_red1_a : vector<32xi32>
    vector.print str "red1_b: "
    %p_red1_b = vector.load %out[%cR1, %c32] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_red1_b : vector<32xi32>
    vector.print str "cmax0_a: "
    %p_cmax0_a = vector.load %out[%cR2, %c0] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_cmax0_a : vector<32xi32>
    vector.print str "cmax0_b: "
    %p_cmax0_b = vector.load %out[%cR2, %c32] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_cmax0_b : vector<32xi32>
    vector.print str "cmax1_a: "
    %p_cmax1_a = vector.load %out[%cR3, %c0] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_cmax1_a : vector<32xi32>
    vector.print str "cmax1_b: "
    %p_cmax1_b = vector.load %out[%cR3, %c32] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_cmax1_b : vector<32xi32>
    vector.print str "sidx_a: "
    %p_sidx_a = vector.load %out[%cR4, %c0] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_sidx_a : vector<32xi32>
    vector.print str "sidx_b: "
    %p_sidx_b = vector.load %out[%cR4, %c32] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_sidx_b : vector<32xi32>
    vector.print str "sxor_a: "
    %p_sxor_a = vector.load %out[%cR5, %c0] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_sxor_a : vector<32xi32>
    vector.print str "sxor_b: "
    %p_sxor_b = vector.load %out[%cR5, %c32] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_sxor_b : vector<32xi32>
    vector.print str "sdown_a: "
    %p_sdown_a = vector.load %out[%cR6, %c0] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_sdown_a : vector<32xi32>
    vector.print str "sdown_b: "
    %p_sdown_b = vector.load %out[%cR6, %c32] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_sdown_b : vector<32xi32>
    vector.print str "vdown_a: "
    %p_vdown_a = vector.load %out[%cR7, %c0] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_vdown_a : vector<32xi32>
    vector.print str "vdown_b: "
    %p_vdown_b = vector.load %out[%cR7, %c32] : memref<8x64xi32>, vector<32xi32>
    vector.print %p_vdown_b : vector<32xi32>
    memref.dealloc %in : memref<64xi32>
    memref.dealloc %out : memref<8x64xi32>
    return
  }
}
