// Masking over chunks of 16 with masks from vector.create_mask of the
// run-time remainder, on memref<?xf32> of odd lengths 29 (16 + 13) and 13:
// masked 1-D transfer_read (padding -1) and transfer_write, vector.mask
// regions around vector.reduction (add; maximumf with an accumulator;
// minimumf under a vector.constant_mask [3]); the output buffer holds
// sentinels (-7) past n that the masked write must leave alone. A 2-D
// create_mask with run-time sizes (4x7, then 6x12 over a 5x9 memref, so the
// transfer is also out of bounds) on a 2-D transfer_read (padding 999), a
// vector.mask region around vector.multi_reduction <add> over rows, and a
// constant_mask [4, 3] selecting between the read and read + 1000.
// The transfers take their mask as an operand: the reference pipeline (no
// lower-vector-mask) leaves vector.mask regions around transfers unlowered.
// in[i] = ((7i mod 11) - 5) / 2, a[i][j] = 10i + j - 20.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Computed by a few lines of Python over the same formulas:
// CHECK: n29 out: ( -4.5, 2.5, -1.5, 5.5, 1.5, -2.5, 4.5, 0.5, -3.5, 3.5, -0.5, -4.5, 2.5, -1.5, 5.5, 1.5 )
// CHECK-NEXT: n29 out: ( -2.5, 4.5, 0.5, -3.5, 3.5, -0.5, -4.5, 2.5, -1.5, 5.5, 1.5, -2.5, 4.5, -7, -7, -7 )
// CHECK-NEXT: n29 raw: ( -2.5, 1, -1, 2.5, 0.5, -1.5, 2, 0, -2, 1.5, -0.5, -2.5, 1, -1, 2.5, 0.5 )
// CHECK-NEXT: n29 raw: ( -1.5, 2, 0, -2, 1.5, -0.5, -2.5, 1, -1, 2.5, 0.5, -1.5, 2, -1, -1, -1 )
// CHECK-NEXT: n29 stats: ( 0.5, 2.5, -2.5, 0.5, 2.5, -1.5 )
// CHECK-NEXT: n13 out: ( -4.5, 2.5, -1.5, 5.5, 1.5, -2.5, 4.5, 0.5, -3.5, 3.5, -0.5, -4.5, 2.5, -7, -7, -7 )
// CHECK-NEXT: n13 out: ( -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7 )
// CHECK-NEXT: n13 raw: ( -2.5, 1, -1, 2.5, 0.5, -1.5, 2, 0, -2, 1.5, -0.5, -2.5, 1, -1, -1, -1 )
// CHECK-NEXT: n13 stats: ( -1.5, 2.5, -2.5 )
// CHECK-NEXT: m2d: ( -20, -19, -18, 983, 984, 985, 986, 1999, 1999, 1999, 1999, 1999 )
// CHECK-NEXT: m2d: ( -10, -9, -8, 993, 994, 995, 996, 1999, 1999, 1999, 1999, 1999 )
// CHECK-NEXT: m2d: ( 0, 1, 2, 1003, 1004, 1005, 1006, 1999, 1999, 1999, 1999, 1999 )
// CHECK-NEXT: m2d: ( 10, 11, 12, 1013, 1014, 1015, 1016, 1999, 1999, 1999, 1999, 1999 )
// CHECK-NEXT: m2d: ( 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999 )
// CHECK-NEXT: m2d: ( 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999 )
// CHECK-NEXT: sums: ( -118, -48, 22, 92, 1, 1 )
// CHECK-NEXT: m2d: ( -20, -19, -18, 983, 984, 985, 986, 987, 988, 1999, 1999, 1999 )
// CHECK-NEXT: m2d: ( -10, -9, -8, 993, 994, 995, 996, 997, 998, 1999, 1999, 1999 )
// CHECK-NEXT: m2d: ( 0, 1, 2, 1003, 1004, 1005, 1006, 1007, 1008, 1999, 1999, 1999 )
// CHECK-NEXT: m2d: ( 10, 11, 12, 1013, 1014, 1015, 1016, 1017, 1018, 1999, 1999, 1999 )
// CHECK-NEXT: m2d: ( 1020, 1021, 1022, 1023, 1024, 1025, 1026, 1027, 1028, 1999, 1999, 1999 )
// CHECK-NEXT: m2d: ( 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999, 1999 )
// CHECK-NEXT: sums: ( 2854, 2944, 3034, 3124, 3214, 11989 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mask1d(%in: memref<?xf32>, %out: memref<?xf32>, %raw: memref<?x16xf32>,
                     %stats: memref<?xf32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %base = arith.muli %b, %c16 : index
      %rem = arith.subi %n, %base : index
      %m = vector.create_mask %rem : vector<16xi1>
      %pad = arith.constant -1.0 : f32
      %v = vector.transfer_read %in[%base], %pad, %m : memref<?xf32>, vector<16xf32>
      vector.store %v, %raw[%b, %c0] : memref<?x16xf32>, vector<16xf32>
      %two = arith.constant dense<2.0> : vector<16xf32>
      %half = arith.constant dense<0.5> : vector<16xf32>
      %y = vector.fma %v, %two, %half : vector<16xf32>
      vector.transfer_write %y, %out[%base], %m : vector<16xf32>, memref<?xf32>
      %s = vector.mask %m { vector.reduction <add>, %v : vector<16xf32> into f32 } : vector<16xi1> -> f32
      %acc = arith.constant -100.0 : f32
      %mx = vector.mask %m { vector.reduction <maximumf>, %v, %acc : vector<16xf32> into f32 } : vector<16xi1> -> f32
      %m3 = vector.constant_mask [3] : vector<16xi1>
      %mn = vector.mask %m3 { vector.reduction <minimumf>, %v : vector<16xf32> into f32 } : vector<16xi1> -> f32
      %o = arith.muli %b, %c3 : index
      memref.store %s, %stats[%o] : memref<?xf32>
      %o1 = arith.addi %o, %c1 : index
      memref.store %mx, %stats[%o1] : memref<?xf32>
      %o2 = arith.addi %o, %c2 : index
      memref.store %mn, %stats[%o2] : memref<?xf32>
      gpu.return
    }

    gpu.func @mask2d(%a: memref<?x?xi32>, %o: memref<6x12xi32>, %sums: memref<6xi32>,
                     %rows: index, %cols: index) kernel {
      %c0 = arith.constant 0 : index
      %pad = arith.constant 999 : i32
      %m = vector.create_mask %rows, %cols : vector<6x12xi1>
      %v = vector.transfer_read %a[%c0, %c0], %pad, %m : memref<?x?xi32>, vector<6x12xi32>
      %cm = vector.constant_mask [4, 3] : vector<6x12xi1>
      %k = arith.constant dense<1000> : vector<6x12xi32>
      %vk = arith.addi %v, %k : vector<6x12xi32>
      %sel = arith.select %cm, %v, %vk : vector<6x12xi1>, vector<6x12xi32>
      vector.transfer_write %sel, %o[%c0, %c0] {in_bounds = [true, true]} : vector<6x12xi32>, memref<6x12xi32>
      %acc = arith.constant dense<1> : vector<6xi32>
      %s = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<6x12xi32> to vector<6xi32> }
          : vector<6x12xi1> -> vector<6xi32>
      vector.store %s, %sums[%c0] : memref<6xi32>, vector<6xi32>
      gpu.return
    }
  }

  func.func @fill_in(%buf: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %buf, %c0 : memref<?xf32>
    %c7 = arith.constant 7 : i32
    %c11 = arith.constant 11 : i32
    %c5 = arith.constant 5 : i32
    %h = arith.constant 0.5 : f32
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %t0 = arith.muli %ii, %c7 : i32
      %t1 = arith.remsi %t0, %c11 : i32
      %t2 = arith.subi %t1, %c5 : i32
      %f = arith.sitofp %t2 : i32 to f32
      %g = arith.mulf %f, %h : f32
      memref.store %g, %buf[%i] : memref<?xf32>
    }
    return
  }

  func.func @run1d(%n: index, %label: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %t = arith.addi %n, %c15 : index
    %nb = arith.divui %t, %c16 : index
    %in = memref.alloc(%n) : memref<?xf32>
    call @fill_in(%in) : (memref<?xf32>) -> ()
    %out = memref.alloc(%c32) : memref<?xf32>
    %sent = arith.constant -7.0 : f32
    scf.for %i = %c0 to %c32 step %c1 {
      memref.store %sent, %out[%i] : memref<?xf32>
    }
    %raw = memref.alloc(%nb) : memref<?x16xf32>
    %ns = arith.muli %nb, %c3 : index
    %stats = memref.alloc(%ns) : memref<?xf32>
    gpu.launch_func @kernels::@mask1d blocks in (%nb, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<?xf32>, %out : memref<?xf32>, %raw : memref<?x16xf32>,
             %stats : memref<?xf32>, %n : index)
    %is29 = arith.cmpi eq, %label, %c0 : index
    scf.for %i = %c0 to %c32 step %c16 {
      scf.if %is29 {
        vector.print str "n29 out: "
      } else {
        vector.print str "n13 out: "
      }
      %v = vector.load %out[%i] : memref<?xf32>, vector<16xf32>
      vector.print %v : vector<16xf32>
    }
    scf.for %b = %c0 to %nb step %c1 {
      scf.if %is29 {
        vector.print str "n29 raw: "
      } else {
        vector.print str "n13 raw: "
      }
      %v = vector.load %raw[%b, %c0] : memref<?x16xf32>, vector<16xf32>
      vector.print %v : vector<16xf32>
    }
    scf.if %is29 {
      vector.print str "n29 stats: "
      %v = vector.load %stats[%c0] : memref<?xf32>, vector<6xf32>
      vector.print %v : vector<6xf32>
    } else {
      vector.print str "n13 stats: "
      %v = vector.load %stats[%c0] : memref<?xf32>, vector<3xf32>
      vector.print %v : vector<3xf32>
    }
    memref.dealloc %in : memref<?xf32>
    memref.dealloc %out : memref<?xf32>
    memref.dealloc %raw : memref<?x16xf32>
    memref.dealloc %stats : memref<?xf32>
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c9 = arith.constant 9 : index
    %c12 = arith.constant 12 : index
    %c13 = arith.constant 13 : index
    %c29 = arith.constant 29 : index
    call @run1d(%c29, %c0) : (index, index) -> ()
    call @run1d(%c13, %c1) : (index, index) -> ()
    %a = memref.alloc(%c5, %c9) : memref<?x?xi32>
    %c10i = arith.constant 10 : i32
    %c20i = arith.constant 20 : i32
    scf.for %i = %c0 to %c5 step %c1 {
      scf.for %j = %c0 to %c9 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %ji = arith.index_cast %j : index to i32
        %t0 = arith.muli %ii, %c10i : i32
        %t1 = arith.addi %t0, %ji : i32
        %t2 = arith.subi %t1, %c20i : i32
        memref.store %t2, %a[%i, %j] : memref<?x?xi32>
      }
    }
    %o = memref.alloc() : memref<6x12xi32>
    %s = memref.alloc() : memref<6xi32>
    gpu.launch_func @kernels::@mask2d blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<?x?xi32>, %o : memref<6x12xi32>, %s : memref<6xi32>, %c4 : index, %c7 : index)
    scf.for %i = %c0 to %c6 step %c1 {
      %v = vector.load %o[%i, %c0] : memref<6x12xi32>, vector<12xi32>
      vector.print str "m2d: "
      vector.print %v : vector<12xi32>
    }
    %sv = vector.load %s[%c0] : memref<6xi32>, vector<6xi32>
    vector.print str "sums: "
    vector.print %sv : vector<6xi32>
    gpu.launch_func @kernels::@mask2d blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<?x?xi32>, %o : memref<6x12xi32>, %s : memref<6xi32>, %c6 : index, %c12 : index)
    scf.for %i = %c0 to %c6 step %c1 {
      %v = vector.load %o[%i, %c0] : memref<6x12xi32>, vector<12xi32>
      vector.print str "m2d: "
      vector.print %v : vector<12xi32>
    }
    %sv2 = vector.load %s[%c0] : memref<6xi32>, vector<6xi32>
    vector.print str "sums: "
    vector.print %sv2 : vector<6xi32>
    memref.dealloc %a : memref<?x?xi32>
    memref.dealloc %o : memref<6x12xi32>
    memref.dealloc %s : memref<6xi32>
    return
  }
}
