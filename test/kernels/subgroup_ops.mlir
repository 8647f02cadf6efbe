// Subgroup operations, in the model where a subgroup is one work item (a
// GenX thread): gpu.subgroup_reduce (add, mul, minsi, maxnumf, and, or, xor,
// on scalars and a vector; uniform and clustered forms), gpu.shuffle xor /
// down / up / idx with offset 0 (valid) and offset 1 (not valid in a
// subgroup of one: only the valid bit is printed, the value is undefined),
// gpu.lane_id and gpu.subgroup_size. 2 blocks x 2 threads; each thread writes
// its results. genx-lower{work-items-per-thread=1} keeps each work item a
// GenX thread of its own, as SYCL ESIMD kernels are (by default two work
// items of a group would share a thread and make a subgroup of two).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: env GENX_LOWER_OPTIONS=work-items-per-thread=1 %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && env GENX_LOWER_OPTIONS=work-items-per-thread=1 %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: thread g (0..3) has x = 10 g - 7 (i32), y = 1.5 g (f32):
// every reduction over one lane is the lane's value; valid bits = 1, 0 for
// each shuffle kind; lane 0, subgroup size 1.
// CHECK: thread 0: ( -7, -7, -7, -7, -7, -7, -7, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0 )
// CHECK-NEXT: f32: ( 0, 0, 0, 0, 0, 0 )
// CHECK: thread 3: ( 23, 23, 23, 23, 23, 23, 23, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0 )
// CHECK-NEXT: f32: ( 4.5, 4.5, 4.5, 4.5, 4.5, 4.5 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @subgroups(%oi: memref<4x17xi32>, %of: memref<4x6xf32>) kernel {
      %c0 = arith.constant 0 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %g0 = arith.muli %b, %bd : index
      %g = arith.addi %g0, %t : index
      %gi = arith.index_cast %g : index to i32
      %ten = arith.constant 10 : i32
      %seven = arith.constant 7 : i32
      %x10 = arith.muli %gi, %ten : i32
      %x = arith.subi %x10, %seven : i32
      %gf = arith.sitofp %gi : i32 to f32
      %onehalf = arith.constant 1.5 : f32
      %y = arith.mulf %gf, %onehalf : f32
      %r1 = gpu.subgroup_reduce add %x : (i32) -> i32
      %r2 = gpu.subgroup_reduce mul %x uniform : (i32) -> i32
      %r3 = gpu.subgroup_reduce minsi %x : (i32) -> i32
      %r4 = gpu.subgroup_reduce and %x : (i32) -> i32
      %r5 = gpu.subgroup_reduce or %x cluster(size = 1) : (i32) -> i32
      %r6 = gpu.subgroup_reduce xor %x : (i32) -> i32
      %yv = vector.broadcast %y : f32 to vector<2xf32>
      %r7 = gpu.subgroup_reduce maxnumf %yv : (vector<2xf32>) -> vector<2xf32>
      %r8 = gpu.subgroup_reduce add %y : (f32) -> f32
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %w = gpu.subgroup_size : index
      %wi = arith.index_cast %w : index to i32
      %s1, %v1 = gpu.shuffle xor %x, %zero, %wi : i32
      %s2, %v2 = gpu.shuffle xor %x, %one, %wi : i32
      %s3, %v3 = gpu.shuffle down %y, %zero, %wi : f32
      %s4, %v4 = gpu.shuffle down %y, %one, %wi : f32
      %s5, %v5 = gpu.shuffle up %x, %zero, %wi : i32
      %s6, %v6 = gpu.shuffle up %x, %one, %wi : i32
      %s7, %v7 = gpu.shuffle idx %y, %zero, %wi : f32
      %s8, %v8 = gpu.shuffle idx %y, %one, %wi : f32
      %lane = gpu.lane_id
      %lanei = arith.index_cast %lane : index to i32
      %vs = vector.from_elements %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8 : vector<8xi1>
      %vsi = arith.extui %vs : vector<8xi1> to vector<8xi32>
      %head = vector.from_elements %r1, %r2, %r3, %r4, %r5, %r6, %s1, %lanei, %wi : vector<9xi32>
      vector.store %head, %oi[%g, %c0] : memref<4x17xi32>, vector<9xi32>
      %c9 = arith.constant 9 : index
      vector.store %vsi, %oi[%g, %c9] : memref<4x17xi32>, vector<8xi32>
      %e0 = vector.extract %r7[0] : f32 from vector<2xf32>
      %e1 = vector.extract %r7[1] : f32 from vector<2xf32>
      %fs = vector.from_elements %e0, %e1, %r8, %s3, %s7, %y : vector<6xf32>
      vector.store %fs, %of[%g, %c0] : memref<4x6xf32>, vector<6xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %oi = memref.alloc() : memref<4x17xi32>
    %of = memref.alloc() : memref<4x6xf32>
    gpu.launch_func @kernels::@subgroups blocks in (%c2, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%oi : memref<4x17xi32>, %of : memref<4x6xf32>)
    scf.for %g = %c0 to %c4 step %c1 {
      %v = vector.load %oi[%g, %c0] : memref<4x17xi32>, vector<17xi32>
      %f = vector.load %of[%g, %c0] : memref<4x6xf32>, vector<6xf32>
      vector.print str "thread "
      vector.print %g : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %v : vector<17xi32>
      vector.print str "f32: "
      vector.print %f : vector<6xf32>
    }
    return
  }
}
