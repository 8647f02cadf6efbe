// N-body accelerations, GPU Gems 3 ch. 31 style (CUDA nbody sample): 32
// bodies as float4 (x, y, z, mass), 4 blocks of 8 threads, one body per
// thread. The positions are walked in 4 tiles of 8: every thread copies one
// body (a vector<4xf32>) of the tile into a workgroup attribution, barrier,
// the thread accumulates the 8 interactions from workgroup memory
// (a += m_j r_ij / (|r_ij|^2 + eps^2)^(3/2), with math.rsqrt and softening
// eps^2 = 0.01, accumulators carried by the scf.for loops), barrier before
// the next tile. Accelerations are stored structure-of-arrays (3x32).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: ulp 4 rel 1e-5
// x_i = ((7 i mod 11) - 5) * 0.5, y_i = ((5 i + 3 mod 13) - 6) * 0.25,
// z_i = ((3 i + 1 mod 7) - 3) * 0.75, m_i = 1 + (i mod 3). Computed by a few
// lines of Python emulating f32 (rsqrt as 1 / sqrt), same summation order:
// CHECK: ax 0..7: ( 6.02136, -0.971013, 1.17039, -5.68579, 0.950038, 3.43145, -4.08174, 0.72091 )
// CHECK-NEXT: ay 8..15: ( 1.80989, -2.21878, 5.3782, -0.201106, -4.1806, 2.74783, -1.11409, 5.74306 )
// CHECK-NEXT: az 24..31: ( 0.325369, -3.67586, 2.00418, -3.48398, 1.4502, -2.65037, 3.00655, -1.37717 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @nbody(%pos: memref<32x4xf32>, %acc: memref<3x32xf32>)
        workgroup(%tile: memref<8x4xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %me = vector.load %pos[%i, %c0] : memref<32x4xf32>, vector<4xf32>
      %xi = vector.extract %me[0] : f32 from vector<4xf32>
      %yi = vector.extract %me[1] : f32 from vector<4xf32>
      %zi = vector.extract %me[2] : f32 from vector<4xf32>
      %eps2 = arith.constant 0.01 : f32
      %zero = arith.constant 0.0 : f32
      %a:3 = scf.for %t = %c0 to %c32 step %c8
          iter_args(%ax0 = %zero, %ay0 = %zero, %az0 = %zero) -> (f32, f32, f32) {
        %j = arith.addi %t, %tid : index
        %pj = vector.load %pos[%j, %c0] : memref<32x4xf32>, vector<4xf32>
        vector.store %pj, %tile[%tid, %c0] : memref<8x4xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        gpu.barrier
        %r:3 = scf.for %k = %c0 to %c8 step %c1
            iter_args(%ax = %ax0, %ay = %ay0, %az = %az0) -> (f32, f32, f32) {
          %xj = memref.load %tile[%k, %c0] : memref<8x4xf32, #gpu.address_space<workgroup>>
          %yj = memref.load %tile[%k, %c1] : memref<8x4xf32, #gpu.address_space<workgroup>>
          %zj = memref.load %tile[%k, %c2] : memref<8x4xf32, #gpu.address_space<workgroup>>
          %mj = memref.load %tile[%k, %c3] : memref<8x4xf32, #gpu.address_space<workgroup>>
          %dx = arith.subf %xj, %xi : f32
          %dy = arith.subf %yj, %yi : f32
          %dz = arith.subf %zj, %zi : f32
          %dx2 = arith.mulf %dx, %dx : f32
          %dy2 = arith.mulf %dy, %dy : f32
          %dz2 = arith.mulf %dz, %dz : f32
          %s1 = arith.addf %dx2, %dy2 : f32
          %s2 = arith.addf %s1, %dz2 : f32
          %d2 = arith.addf %s2, %eps2 : f32
          %inv = math.rsqrt %d2 : f32
          %inv2 = arith.mulf %inv, %inv : f32
          %inv3 = arith.mulf %inv2, %inv : f32
          %s = arith.mulf %mj, %inv3 : f32
          %fx = arith.mulf %dx, %s : f32
          %fy = arith.mulf %dy, %s : f32
          %fz = arith.mulf %dz, %s : f32
          %nx = arith.addf %ax, %fx : f32
          %ny = arith.addf %ay, %fy : f32
          %nz = arith.addf %az, %fz : f32
          scf.yield %nx, %ny, %nz : f32, f32, f32
        }
        gpu.barrier
        scf.yield %r#0, %r#1, %r#2 : f32, f32, f32
      }
      memref.store %a#0, %acc[%c0, %i] : memref<3x32xf32>
      memref.store %a#1, %acc[%c1, %i] : memref<3x32xf32>
      memref.store %a#2, %acc[%c2, %i] : memref<3x32xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c11 = arith.constant 11 : index
    %c13 = arith.constant 13 : index
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %pos = memref.alloc() : memref<32x4xf32>
    %acc = memref.alloc() : memref<3x32xf32>
    %i3 = arith.constant 3 : i32
    %i5 = arith.constant 5 : i32
    %i6 = arith.constant 6 : i32
    %half = arith.constant 0.5 : f32
    %quarter = arith.constant 0.25 : f32
    %tq = arith.constant 0.75 : f32
    %one = arith.constant 1.0 : f32
    scf.for %i = %c0 to %c32 step %c1 {
      %i7 = arith.muli %i, %c7 : index
      %rx = arith.remui %i7, %c11 : index
      %rxi = arith.index_cast %rx : index to i32
      %vx = arith.subi %rxi, %i5 : i32
      %fx = arith.sitofp %vx : i32 to f32
      %x = arith.mulf %fx, %half : f32
      %i5x = arith.muli %i, %c5 : index
      %i5p = arith.addi %i5x, %c3 : index
      %ry = arith.remui %i5p, %c13 : index
      %ryi = arith.index_cast %ry : index to i32
      %vy = arith.subi %ryi, %i6 : i32
      %fy = arith.sitofp %vy : i32 to f32
      %y = arith.mulf %fy, %quarter : f32
      %i3x = arith.muli %i, %c3 : index
      %i3p = arith.addi %i3x, %c1 : index
      %rz = arith.remui %i3p, %c7 : index
      %rzi = arith.index_cast %rz : index to i32
      %vz = arith.subi %rzi, %i3 : i32
      %fz = arith.sitofp %vz : i32 to f32
      %z = arith.mulf %fz, %tq : f32
      %rm = arith.remui %i, %c3 : index
      %rmi = arith.index_cast %rm : index to i32
      %fm = arith.sitofp %rmi : i32 to f32
      %m = arith.addf %fm, %one : f32
      memref.store %x, %pos[%i, %c0] : memref<32x4xf32>
      memref.store %y, %pos[%i, %c1] : memref<32x4xf32>
      memref.store %z, %pos[%i, %c2] : memref<32x4xf32>
      memref.store %m, %pos[%i, %c3] : memref<32x4xf32>
    }
    gpu.launch_func @kernels::@nbody blocks in (%c4, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%pos : memref<32x4xf32>, %acc : memref<3x32xf32>)
    %ax = vector.load %acc[%c0, %c0] : memref<3x32xf32>, vector<8xf32>
    vector.print str "ax 0..7: "
    vector.print %ax : vector<8xf32>
    %ay = vector.load %acc[%c1, %c8] : memref<3x32xf32>, vector<8xf32>
    vector.print str "ay 8..15: "
    vector.print %ay : vector<8xf32>
    %az = vector.load %acc[%c2, %c24] : memref<3x32xf32>, vector<8xf32>
    vector.print str "az 24..31: "
    vector.print %az : vector<8xf32>
    scf.for %d = %c0 to %c3 step %c1 {
      %row = vector.load %acc[%d, %c0] : memref<3x32xf32>, vector<32xf32>
      %bits = vector.bitcast %row : vector<32xf32> to vector<32xi32>
      vector.print str "bits f32: "
      vector.print %bits : vector<32xi32>
    }
    memref.dealloc %pos : memref<32x4xf32>
    memref.dealloc %acc : memref<3x32xf32>
    return
  }
}
