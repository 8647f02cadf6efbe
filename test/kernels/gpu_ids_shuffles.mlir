// gpu dialect queries and subgroup ops of width 1 on a 2x2 grid of 4x2
// blocks: gpu.lane_id, gpu.subgroup_id, gpu.num_subgroups, gpu.subgroup_size,
// gpu.global_id x / y, gpu.shuffle xor / down / idx / up with width 1 (offset
// 0: valid, value = own value; offset 1: only the valid bit is printed),
// gpu.subgroup_reduce add / maxsi with cluster(size = 1) and a plain f32
// subgroup_reduce minnumf. A second kernel (one thread per block, 3 blocks)
// goes through i32 and f16 workgroup attributions and gpu.barrier: fill,
// barrier, read back reversed, barrier, overwrite, barrier, read again.
// The groups are 4 work items wide in x: genx-vectorize-work-items packs 4
// per thread, a subgroup of 4 (a row of the block), which the reference
// runs too (SUBGROUP-SIZE); the second kernel stays one work item per thread.
// SUBGROUP-SIZE: 4
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ids(%out: memref<32x20xi32>, %fo: memref<32xf32>) kernel {
      %c0 = arith.constant 0 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %gx = gpu.grid_dim x
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      // linear record: ((by gx + bx) dy + ty) dx + tx
      %r0 = arith.muli %by, %gx : index
      %r1 = arith.addi %r0, %bx : index
      %r2 = arith.muli %r1, %dy : index
      %r3 = arith.addi %r2, %ty : index
      %r4 = arith.muli %r3, %dx : index
      %rec = arith.addi %r4, %tx : index
      %lane = gpu.lane_id
      %sgid = gpu.subgroup_id : index
      %nsg = gpu.num_subgroups : index
      %sgs = gpu.subgroup_size : index
      %glx = gpu.global_id x
      %gly = gpu.global_id y
      %v = arith.index_cast %rec : index to i32
      %k = arith.constant 1000 : i32
      %val = arith.addi %v, %k : i32
      %w1 = arith.constant 1 : i32
      %o0 = arith.constant 0 : i32
      %o1 = arith.constant 1 : i32
      %sx0, %vx0 = gpu.shuffle xor %val, %o0, %w1 : i32
      %sx1, %vx1 = gpu.shuffle xor %val, %o1, %w1 : i32
      %sd0, %vd0 = gpu.shuffle down %val, %o0, %w1 : i32
      %sd1, %vd1 = gpu.shuffle down %val, %o1, %w1 : i32
      %si0, %vi0 = gpu.shuffle idx %val, %o0, %w1 : i32
      %si1, %vi1 = gpu.shuffle idx %val, %o1, %w1 : i32
      %su1, %vu1 = gpu.shuffle up %val, %o1, %w1 : i32
      %red = gpu.subgroup_reduce add %val cluster(size = 1) : (i32) -> i32
      %neg = arith.subi %o0, %val : i32
      %rmx = gpu.subgroup_reduce maxsi %neg cluster(size = 1) : (i32) -> i32
      %vxi = arith.extui %vx0 : i1 to i32
      %vx1i = arith.extui %vx1 : i1 to i32
      %vdi = arith.extui %vd0 : i1 to i32
      %vd1i = arith.extui %vd1 : i1 to i32
      %vii = arith.extui %vi0 : i1 to i32
      %vi1i = arith.extui %vi1 : i1 to i32
      %vu1i = arith.extui %vu1 : i1 to i32
      %ids = vector.from_elements %lane, %sgid, %nsg, %sgs, %glx, %gly : vector<6xindex>
      %idsi = arith.index_cast %ids : vector<6xindex> to vector<6xi32>
      %sh = vector.from_elements %sx0, %vxi, %vx1i, %sd0, %vdi, %vd1i, %si0, %vii, %vi1i, %vu1i : vector<10xi32>
      %sgs32 = arith.index_cast %sgs : index to i32
      %full = vector.shuffle %idsi, %sh [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<6xi32>, vector<10xi32>
      vector.store %full, %out[%rec, %c0] : memref<32x20xi32>, vector<16xi32>
      %c16 = arith.constant 16 : index
      %tail = vector.from_elements %red, %rmx, %vu1i, %sgs32 : vector<4xi32>
      vector.store %tail, %out[%rec, %c16] : memref<32x20xi32>, vector<4xi32>
      %f = arith.sitofp %val : i32 to f32
      %fr = gpu.subgroup_reduce minnumf %f : (f32) -> f32
      memref.store %fr, %fo[%rec] : memref<32xf32>
      gpu.return
    }
    gpu.func @wg(%oi: memref<3x16xi32>, %oh: memref<3x16xf16>)
        workgroup(%wi: memref<16xi32, #gpu.address_space<workgroup>>, %wh: memref<16xf16, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c15 = arith.constant 15 : index
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %bi = arith.index_cast %b : index to i32
      %hundred = arith.constant 100 : i32
      %base = arith.muli %bi, %hundred : i32
      scf.for %j = %c0 to %c16 step %c1 {
        %ji = arith.index_cast %j : index to i32
        %v = arith.subi %base, %ji : i32
        memref.store %v, %wi[%j] : memref<16xi32, #gpu.address_space<workgroup>>
        %h = arith.sitofp %v : i32 to f16
        %q = arith.constant 0.125 : f16
        %hq = arith.mulf %h, %q : f16
        memref.store %hq, %wh[%j] : memref<16xf16, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %vi = vector.load %wi[%c0] : memref<16xi32, #gpu.address_space<workgroup>>, vector<16xi32>
      %vh = vector.load %wh[%c0] : memref<16xf16, #gpu.address_space<workgroup>>, vector<16xf16>
      gpu.barrier
      scf.for %j = %c0 to %c16 step %c1 {
        %r = arith.subi %c15, %j : index
        %e = vector.extract %vi[%j] : i32 from vector<16xi32>
        %e2 = arith.muli %e, %e : i32
        memref.store %e2, %wi[%r] : memref<16xi32, #gpu.address_space<workgroup>>
        %h = vector.extract %vh[%j] : f16 from vector<16xf16>
        %hn = arith.negf %h : f16
        memref.store %hn, %wh[%r] : memref<16xf16, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %wi2 = vector.load %wi[%c0] : memref<16xi32, #gpu.address_space<workgroup>>, vector<16xi32>
      %wh2 = vector.load %wh[%c0] : memref<16xf16, #gpu.address_space<workgroup>>, vector<16xf16>
      %sum = arith.addi %wi2, %vi : vector<16xi32>
      vector.store %sum, %oi[%b, %c0] : memref<3x16xi32>, vector<16xi32>
      vector.store %wh2, %oh[%b, %c0] : memref<3x16xf16>, vector<16xf16>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %out = memref.alloc() : memref<32x20xi32>
    %fo = memref.alloc() : memref<32xf32>
    %oi = memref.alloc() : memref<3x16xi32>
    %oh = memref.alloc() : memref<3x16xf16>
    gpu.launch_func @kernels::@ids blocks in (%c2, %c2, %c1) threads in (%c4, %c2, %c1)
        args(%out : memref<32x20xi32>, %fo : memref<32xf32>)
    gpu.launch_func @kernels::@wg blocks in (%c3, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%oi : memref<3x16xi32>, %oh : memref<3x16xf16>)
    scf.for %i = %c0 to %c32 step %c1 {
      %v = vector.load %out[%i, %c0] : memref<32x20xi32>, vector<20xi32>
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %v : vector<20xi32>
    }
    %f = vector.load %fo[%c0] : memref<32xf32>, vector<32xf32>
    vector.print str "minnumf: "
    vector.print %f : vector<32xf32>
    scf.for %i = %c0 to %c3 step %c1 {
      %v = vector.load %oi[%i, %c0] : memref<3x16xi32>, vector<16xi32>
      vector.print str "wg i32: "
      vector.print %v : vector<16xi32>
      %h = vector.load %oh[%i, %c0] : memref<3x16xf16>, vector<16xf16>
      %hb = vector.bitcast %h : vector<16xf16> to vector<16xi16>
      vector.print str "bits f16: wg "
      vector.print %hb : vector<16xi16>
    }
    return
  }
}
