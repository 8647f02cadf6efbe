// Stream compaction and expansion: vector.compressstore of the positive i16
// lanes of each 16-lane block (data-dependent mask; count by ctpop of the
// mask bits), vector.expandload of f16 under a constant irregular mask
// (pass-through inf) and under a create_mask tail of 5 (pass-through -2.5),
// vector.scatter of f16 through a permutation (5 l + 3) mod 16 with lanes 7
// and 12 masked off, vector.gather of i8 from a 64-entry table with i32
// indices (13 l + 5 b) mod 64 built from vector.step (lanes l mod 3 == 0
// masked, pass-through -128), then vector.compressstore of the negative
// gathered i8 lanes into a 2-D memref row.
// src[i] = ((29 i) mod 23) - 11 (i16), base[k] = k / 2 - 3 (f16),
// t[i] = 37 i wrapped to i8. Destinations hold sentinels (-1, -1.0, 0).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Computed by a few lines of Python over the same formulas:
// CHECK: compress: ( 1, 7, 2, 8, 3, 9, 4, 10, -1, -1, -1, -1, -1, -1, -1, -1 )
// CHECK-NEXT: compress: ( 5, 11, 6, 1, 7, 2, 8, -1, -1, -1, -1, -1, -1, -1, -1, -1 )
// CHECK-NEXT: counts: ( 8, 7 )
// CHECK-NEXT: expand: ( -1.5, inf, -1, -0.5, inf, inf, 0, inf, 0.5, 1, 1.5, inf, inf, inf, inf, 2 )
// CHECK-NEXT: expand: ( 7, 7.5, 8, 8.5, 9, -2.5, -2.5, -2.5, -2.5, -2.5, -2.5, -2.5, -2.5, -2.5, -2.5, -2.5 )
// CHECK-NEXT: scatter: ( 1, 0, -0.5, -1.5, inf, 1.5, -1, inf, inf, inf, inf, 0.5, inf, -1, 2, -1 )
// CHECK-NEXT: gather: ( -128, -31, -62, -128, -124, 37, -128, -25, -56, -128, 74, 43, -128, -19, -50, -128 )
// CHECK-NEXT: gather: ( -128, -102, 123, -128, 61, -34, -128, -96, -127, -128, 3, -28, -128, -90, -121, -128 )
// CHECK-NEXT: negatives: ( -128, -31, -62, -128, -124, -128, -25, -56, -128, -128, -19, -50, -128, 0, 0, 0 )
// CHECK-NEXT: negatives: ( -128, -102, -128, -34, -128, -96, -127, -128, -28, -128, -90, -121, -128, 0, 0, 0 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @compact(%src: memref<32xi16>, %dst: memref<32xi16>, %cnt: memref<2xi32>) kernel {
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %base = arith.muli %b, %c16 : index
      %v = vector.load %src[%base] : memref<32xi16>, vector<16xi16>
      %z = arith.constant dense<0> : vector<16xi16>
      %m = arith.cmpi sgt, %v, %z : vector<16xi16>
      vector.compressstore %dst[%base], %m, %v : memref<32xi16>, vector<16xi1>, vector<16xi16>
      %bits = vector.bitcast %m : vector<16xi1> to vector<1xi16>
      %pc = math.ctpop %bits : vector<1xi16>
      %n16 = vector.extract %pc[0] : i16 from vector<1xi16>
      %n = arith.extui %n16 : i16 to i32
      memref.store %n, %cnt[%b] : memref<2xi32>
      gpu.return
    }

    gpu.func @expand_scatter(%base: memref<32xf16>, %out: memref<2x16xf16>, %sc: memref<16xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c5 = arith.constant 5 : index
      %c20 = arith.constant 20 : index
      %m1 = arith.constant dense<[true, false, true, true, false, false, true, false,
                                  true, true, true, false, false, false, false, true]> : vector<16xi1>
      %inf = arith.constant dense<0x7C00> : vector<16xf16>
      %e1 = vector.expandload %base[%c3], %m1, %inf : memref<32xf16>, vector<16xi1>, vector<16xf16> into vector<16xf16>
      vector.store %e1, %out[%c0, %c0] : memref<2x16xf16>, vector<16xf16>
      %m2 = vector.create_mask %c5 : vector<16xi1>
      %p2 = arith.constant dense<-2.5> : vector<16xf16>
      %e2 = vector.expandload %base[%c20], %m2, %p2 : memref<32xf16>, vector<16xi1>, vector<16xf16> into vector<16xf16>
      vector.store %e2, %out[%c1, %c0] : memref<2x16xf16>, vector<16xf16>
      %idx = arith.constant dense<[3, 8, 13, 2, 7, 12, 1, 6, 11, 0, 5, 10, 15, 4, 9, 14]> : vector<16xindex>
      %m3 = arith.constant dense<[true, true, true, true, true, true, true, false,
                                  true, true, true, true, false, true, true, true]> : vector<16xi1>
      vector.scatter %sc[%c0][%idx], %m3, %e1 : memref<16xf16>, vector<16xindex>, vector<16xi1>, vector<16xf16>
      gpu.return
    }

    gpu.func @gather_i8(%t: memref<64xi8>, %g: memref<2x16xi8>, %neg: memref<2x16xi8>) kernel {
      %c0 = arith.constant 0 : index
      %b = gpu.block_id x
      %bi = arith.index_cast %b : index to i32
      %st = vector.step : vector<16xindex>
      %l = arith.index_cast %st : vector<16xindex> to vector<16xi32>
      %k13 = arith.constant dense<13> : vector<16xi32>
      %k5 = arith.constant 5 : i32
      %k64 = arith.constant dense<64> : vector<16xi32>
      %k3 = arith.constant dense<3> : vector<16xi32>
      %zero = arith.constant dense<0> : vector<16xi32>
      %off = arith.muli %bi, %k5 : i32
      %offv = vector.broadcast %off : i32 to vector<16xi32>
      %i0 = arith.muli %l, %k13 : vector<16xi32>
      %i1 = arith.addi %i0, %offv : vector<16xi32>
      %idx = arith.remui %i1, %k64 : vector<16xi32>
      %r3 = arith.remui %l, %k3 : vector<16xi32>
      %m = arith.cmpi ne, %r3, %zero : vector<16xi32>
      %pass = arith.constant dense<-128> : vector<16xi8>
      %v = vector.gather %t[%c0][%idx], %m, %pass : memref<64xi8>, vector<16xi32>, vector<16xi1>, vector<16xi8> into vector<16xi8>
      vector.store %v, %g[%b, %c0] : memref<2x16xi8>, vector<16xi8>
      %z8 = arith.constant dense<0> : vector<16xi8>
      %isneg = arith.cmpi slt, %v, %z8 : vector<16xi8>
      vector.compressstore %neg[%b, %c0], %isneg, %v : memref<2x16xi8>, vector<16xi1>, vector<16xi8>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %src = memref.alloc() : memref<32xi16>
    %dst = memref.alloc() : memref<32xi16>
    %cnt = memref.alloc() : memref<2xi32>
    %fb = memref.alloc() : memref<32xf16>
    %fo = memref.alloc() : memref<2x16xf16>
    %sc = memref.alloc() : memref<16xf16>
    %t = memref.alloc() : memref<64xi8>
    %g = memref.alloc() : memref<2x16xi8>
    %neg = memref.alloc() : memref<2x16xi8>
    %m1 = arith.constant -1 : i16
    %c29 = arith.constant 29 : i32
    %c23 = arith.constant 23 : i32
    %c11 = arith.constant 11 : i32
    %c37 = arith.constant 37 : i32
    %c3 = arith.constant 3 : i32
    %half = arith.constant 0.5 : f32
    %three = arith.constant 3.0 : f32
    %fm1 = arith.constant -1.0 : f16
    %z8 = arith.constant 0 : i8
    scf.for %i = %c0 to %c32 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %t0 = arith.muli %ii, %c29 : i32
      %t1 = arith.remsi %t0, %c23 : i32
      %t2 = arith.subi %t1, %c11 : i32
      %t3 = arith.trunci %t2 : i32 to i16
      memref.store %t3, %src[%i] : memref<32xi16>
      memref.store %m1, %dst[%i] : memref<32xi16>
      %f0 = arith.sitofp %ii : i32 to f32
      %f1 = arith.mulf %f0, %half : f32
      %f2 = arith.subf %f1, %three : f32
      %f3 = arith.truncf %f2 : f32 to f16
      memref.store %f3, %fb[%i] : memref<32xf16>
    }
    scf.for %i = %c0 to %c16 step %c1 {
      memref.store %fm1, %sc[%i] : memref<16xf16>
      memref.store %z8, %neg[%c0, %i] : memref<2x16xi8>
      memref.store %z8, %neg[%c1, %i] : memref<2x16xi8>
    }
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %t0 = arith.muli %ii, %c37 : i32
      %t1 = arith.trunci %t0 : i32 to i8
      memref.store %t1, %t[%i] : memref<64xi8>
    }
    gpu.launch_func @kernels::@compact blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%src : memref<32xi16>, %dst : memref<32xi16>, %cnt : memref<2xi32>)
    gpu.launch_func @kernels::@expand_scatter blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%fb : memref<32xf16>, %fo : memref<2x16xf16>, %sc : memref<16xf16>)
    gpu.launch_func @kernels::@gather_i8 blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%t : memref<64xi8>, %g : memref<2x16xi8>, %neg : memref<2x16xi8>)
    scf.for %i = %c0 to %c32 step %c16 {
      %v = vector.load %dst[%i] : memref<32xi16>, vector<16xi16>
      vector.print str "compress: "
      vector.print %v : vector<16xi16>
    }
    %cv = vector.load %cnt[%c0] : memref<2xi32>, vector<2xi32>
    vector.print str "counts: "
    vector.print %cv : vector<2xi32>
    scf.for %r = %c0 to %c2 step %c1 {
      %v = vector.load %fo[%r, %c0] : memref<2x16xf16>, vector<16xf16>
      vector.print str "expand: "
      vector.print %v : vector<16xf16>
    }
    %sv = vector.load %sc[%c0] : memref<16xf16>, vector<16xf16>
    vector.print str "scatter: "
    vector.print %sv : vector<16xf16>
    scf.for %r = %c0 to %c2 step %c1 {
      %v = vector.load %g[%r, %c0] : memref<2x16xi8>, vector<16xi8>
      vector.print str "gather: "
      vector.print %v : vector<16xi8>
    }
    scf.for %r = %c0 to %c2 step %c1 {
      %v = vector.load %neg[%r, %c0] : memref<2x16xi8>, vector<16xi8>
      vector.print str "negatives: "
      vector.print %v : vector<16xi8>
    }
    memref.dealloc %src : memref<32xi16>
    memref.dealloc %dst : memref<32xi16>
    memref.dealloc %cnt : memref<2xi32>
    memref.dealloc %fb : memref<32xf16>
    memref.dealloc %fo : memref<2x16xf16>
    memref.dealloc %sc : memref<16xf16>
    memref.dealloc %t : memref<64xi8>
    memref.dealloc %g : memref<2x16xi8>
    memref.dealloc %neg : memref<2x16xi8>
    return
  }
}
