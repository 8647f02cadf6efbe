// 5-point stencil y[i] = x[i-2] + 2 x[i-1] + 3 x[i] + 2 x[i+1] + x[i+2] over
// the interior of n = 132 elements, 16 outputs per thread (2 blocks x 4
// threads): the five vector.loads start at unaligned offsets i - 2 .. i + 2
// (i = 2 + 16 k). f32 data (x[i] = (i mod 7) / 4: exact) and i16 data
// (x[i] = 1000 (i mod 5) - 2000) in the same kernel.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: y[2] = (0 + 2 * 0.25 + 3 * 0.5 + 2 * 0.75 + 1) = 4.5,
// y[3] = (0.25 + 1 + 2.25 + 2 + 1.25) = 6.75; i16: y[2] = -2000 - 2000 + 0 +
// 2000 + 2000 = 0, y[3] = -1000 + 0 + 3000 + 4000 - 2000 = 4000; y[129] =
// x[127..131] = (1, 2, 3, 4, 5) mod 7 / 4: (1 + 4 + 9 + 8 + 5) / 4 = 6.75.
// CHECK: f32: ( 4.5, 6.75,
// CHECK: f32: ( {{.*}}, 6.75 )
// CHECK: i16: ( 0, 4000,

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stencil(%x: memref<132xf32>, %y: memref<132xf32>, %xi: memref<132xi16>, %yi: memref<132xi16>) kernel {
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %g0 = arith.muli %b, %bd : index
      %g = arith.addi %g0, %t : index
      %o = arith.muli %g, %c16 : index
      %i = arith.addi %o, %c2 : index
      %im2 = arith.subi %i, %c2 : index
      %im1 = arith.subi %i, %c1 : index
      %ip1 = arith.addi %i, %c1 : index
      %ip2 = arith.addi %i, %c2 : index
      %a = vector.load %x[%im2] : memref<132xf32>, vector<16xf32>
      %bb = vector.load %x[%im1] : memref<132xf32>, vector<16xf32>
      %c = vector.load %x[%i] : memref<132xf32>, vector<16xf32>
      %d = vector.load %x[%ip1] : memref<132xf32>, vector<16xf32>
      %e = vector.load %x[%ip2] : memref<132xf32>, vector<16xf32>
      %two = arith.constant dense<2.0> : vector<16xf32>
      %three = arith.constant dense<3.0> : vector<16xf32>
      %ae = arith.addf %a, %e : vector<16xf32>
      %bd2 = arith.addf %bb, %d : vector<16xf32>
      %bd22 = arith.mulf %bd2, %two : vector<16xf32>
      %c3 = arith.mulf %c, %three : vector<16xf32>
      %s1 = arith.addf %ae, %bd22 : vector<16xf32>
      %s = arith.addf %s1, %c3 : vector<16xf32>
      vector.store %s, %y[%i] : memref<132xf32>, vector<16xf32>
      %ai = vector.load %xi[%im2] : memref<132xi16>, vector<16xi16>
      %bi = vector.load %xi[%im1] : memref<132xi16>, vector<16xi16>
      %ci = vector.load %xi[%i] : memref<132xi16>, vector<16xi16>
      %di = vector.load %xi[%ip1] : memref<132xi16>, vector<16xi16>
      %ei = vector.load %xi[%ip2] : memref<132xi16>, vector<16xi16>
      %twoi = arith.constant dense<2> : vector<16xi16>
      %threei = arith.constant dense<3> : vector<16xi16>
      %aei = arith.addi %ai, %ei : vector<16xi16>
      %bdi = arith.addi %bi, %di : vector<16xi16>
      %bdi2 = arith.muli %bdi, %twoi : vector<16xi16>
      %ci3 = arith.muli %ci, %threei : vector<16xi16>
      %si1 = arith.addi %aei, %bdi2 : vector<16xi16>
      %si = arith.addi %si1, %ci3 : vector<16xi16>
      vector.store %si, %yi[%i] : memref<132xi16>, vector<16xi16>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c16 = arith.constant 16 : index
    %c130 = arith.constant 130 : index
    %c132 = arith.constant 132 : index
    %quarter = arith.constant 0.25 : f32
    %k1000 = arith.constant 1000 : i16
    %k2000 = arith.constant 2000 : i16
    %x = memref.alloc() : memref<132xf32>
    %y = memref.alloc() : memref<132xf32>
    %xi = memref.alloc() : memref<132xi16>
    %yi = memref.alloc() : memref<132xi16>
    scf.for %i = %c0 to %c132 step %c1 {
      %m = arith.remui %i, %c7 : index
      %mi = arith.index_cast %m : index to i32
      %mf = arith.sitofp %mi : i32 to f32
      %v = arith.mulf %mf, %quarter : f32
      memref.store %v, %x[%i] : memref<132xf32>
      %m5 = arith.remui %i, %c5 : index
      %m5i = arith.index_cast %m5 : index to i32
      %m16 = arith.trunci %m5i : i32 to i16
      %p = arith.muli %m16, %k1000 : i16
      %q = arith.subi %p, %k2000 : i16
      memref.store %q, %xi[%i] : memref<132xi16>
    }
    gpu.launch_func @kernels::@stencil blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%x : memref<132xf32>, %y : memref<132xf32>, %xi : memref<132xi16>, %yi : memref<132xi16>)
    scf.for %i = %c2 to %c130 step %c16 {
      %v = vector.load %y[%i] : memref<132xf32>, vector<16xf32>
      vector.print str "f32: "
      vector.print %v : vector<16xf32>
    }
    scf.for %i = %c2 to %c130 step %c16 {
      %v = vector.load %yi[%i] : memref<132xi16>, vector<16xi16>
      vector.print str "i16: "
      vector.print %v : vector<16xi16>
    }
    return
  }
}
