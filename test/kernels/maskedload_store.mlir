// vector.maskedload / vector.maskedstore with masks of several origins:
//  - @bytes: i8 data of length 37, 16 per block (3 blocks): the tail mask from
//    vector.create_mask, then a data-dependent store mask (x > 0): y = 3 x
//    (wrapping) where x > 0, y keeps 0 elsewhere; masked-off lanes of the load
//    take the pass-through -1 (never stored);
//  - @wide: 4 threads, thread t loads 8 i16 of row t of a 4x16 matrix from
//    column 4 with vector.constant_mask [5] (pass-through 0); thread 0 also
//    loads i64 where odd (pass-through 7) and stores 2 x where even, and
//    negates the negative f64 (NaN compares false: left alone).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: x[i] = trunc(29 i - 100): x[0] = -100 (y 0), x[4] = 16 (y 48),
// x[5] = 45 (y 135 -> -121), x[6] = 74 (y 222 -> -34), x[8] = -124 (wraps
// from 132: y 0), x[36] = 944 mod 256 = -80 (y 0); i16 row t, column 4 + j = 100 t + 4 + j for j < 5, else 0;
// i64 l[k] = k - 5 (odd: load, else pass 7), stored 2 l[k] at even k only.
// CHECK: bytes: ( 0, 0, 0, 0, 48, -121, -34, 53, 0, 0, 0, 0, 0, 63, -106, -19 )
// CHECK-NEXT: bytes: ( 68, 0, 0, 0, 0, 0, 78, -91, -4, 83, 0, 0, 0, 0, 6, 93 )
// CHECK-NEXT: bytes: ( -76, 11, 98, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: i16: ( 4, 5, 6, 7, 8, 0, 0, 0 )
// CHECK-NEXT: i16: ( 104, 105, 106, 107, 108, 0, 0, 0 )
// CHECK: i16: ( 304, 305, 306, 307, 308, 0, 0, 0 )
// CHECK-NEXT: i64 loaded: ( -5, 7, -3, 7, -1, 7, 1, 7, 3, 7, 5, 7, 7, 7, 9, 7 )
// CHECK-NEXT: i64 stored: ( 9, -8, 9, -4, 9, 0, 9, 4, 9, 8, 9, 12, 9, 16, 9, 20 )
// CHECK-NEXT: f64: ( 9, 2.5, 9, 9, 0.125, 9, 1e+300, 9, 9, 9, 9, 9, 9, 9, 9, 7 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bytes(%x: memref<?xi8>, %y: memref<?xi8>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %i = arith.muli %b, %c16 : index
      %n = memref.dim %x, %c0 : memref<?xi8>
      %rem = arith.subi %n, %i : index
      %m = vector.create_mask %rem : vector<16xi1>
      %pass = arith.constant dense<-1> : vector<16xi8>
      %v = vector.maskedload %x[%i], %m, %pass : memref<?xi8>, vector<16xi1>, vector<16xi8> into vector<16xi8>
      %three = arith.constant dense<3> : vector<16xi8>
      %t = arith.muli %v, %three : vector<16xi8>
      %zero = arith.constant dense<0> : vector<16xi8>
      %pos = arith.cmpi sgt, %v, %zero : vector<16xi8>
      %m2 = arith.andi %m, %pos : vector<16xi1>
      vector.maskedstore %y[%i], %m2, %t : memref<?xi8>, vector<16xi1>, vector<16xi8>
      gpu.return
    }
    gpu.func @wide(%a: memref<4x16xi16>, %l: memref<16xi64>, %d: memref<16xf64>,
                   %oa: memref<4x8xi16>, %ol: memref<2x16xi64>, %od: memref<16xf64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %t = gpu.thread_id x
      %mk = vector.constant_mask [5] : vector<8xi1>
      %pa = arith.constant dense<0> : vector<8xi16>
      %va = vector.maskedload %a[%t, %c4], %mk, %pa : memref<4x16xi16>, vector<8xi1>, vector<8xi16> into vector<8xi16>
      vector.store %va, %oa[%t, %c0] : memref<4x8xi16>, vector<8xi16>
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %vl = vector.load %l[%c0] : memref<16xi64>, vector<16xi64>
        %one = arith.constant dense<1> : vector<16xi64>
        %low = arith.andi %vl, %one : vector<16xi64>
        %odd = arith.cmpi eq, %low, %one : vector<16xi64>
        %pl = arith.constant dense<7> : vector<16xi64>
        %ld = vector.maskedload %l[%c0], %odd, %pl : memref<16xi64>, vector<16xi1>, vector<16xi64> into vector<16xi64>
        vector.store %ld, %ol[%c0, %c0] : memref<2x16xi64>, vector<16xi64>
        %true = arith.constant dense<true> : vector<16xi1>
        %even = arith.xori %odd, %true : vector<16xi1>
        %twice = arith.addi %vl, %vl : vector<16xi64>
        vector.maskedstore %ol[%c1, %c0], %even, %twice : memref<2x16xi64>, vector<16xi1>, vector<16xi64>
        %vd = vector.load %d[%c0] : memref<16xf64>, vector<16xf64>
        %zd = arith.constant dense<0.0> : vector<16xf64>
        %neg = arith.cmpf olt, %vd, %zd : vector<16xf64>
        %ldd = vector.maskedload %d[%c0], %neg, %zd : memref<16xf64>, vector<16xi1>, vector<16xf64> into vector<16xf64>
        %abs = arith.negf %ldd : vector<16xf64>
        vector.maskedstore %od[%c0], %neg, %abs : memref<16xf64>, vector<16xi1>, vector<16xf64>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %n = arith.constant 37 : index
    %c29 = arith.constant 29 : index
    %c100 = arith.constant 100 : index
    %x = memref.alloc(%n) : memref<?xi8>
    %y = memref.alloc(%n) : memref<?xi8>
    %z8 = arith.constant 0 : i8
    scf.for %i = %c0 to %n step %c1 {
      %p = arith.muli %i, %c29 : index
      %q = arith.subi %p, %c100 : index
      %qi = arith.index_cast %q : index to i32
      %q8 = arith.trunci %qi : i32 to i8
      memref.store %q8, %x[%i] : memref<?xi8>
      memref.store %z8, %y[%i] : memref<?xi8>
    }
    %a = memref.alloc() : memref<4x16xi16>
    scf.for %r = %c0 to %c4 step %c1 {
      scf.for %c = %c0 to %c16 step %c1 {
        %r100 = arith.muli %r, %c100 : index
        %v = arith.addi %r100, %c : index
        %vi = arith.index_cast %v : index to i32
        %v16 = arith.trunci %vi : i32 to i16
        memref.store %v16, %a[%r, %c] : memref<4x16xi16>
      }
    }
    %l = memref.alloc() : memref<16xi64>
    %ol = memref.alloc() : memref<2x16xi64>
    %nine = arith.constant 9 : i64
    %five = arith.constant 5 : i64
    scf.for %k = %c0 to %c16 step %c1 {
      %k64 = arith.index_cast %k : index to i64
      %v = arith.subi %k64, %five : i64
      memref.store %v, %l[%k] : memref<16xi64>
      memref.store %nine, %ol[%c1, %k] : memref<2x16xi64>
    }
    %d = memref.alloc() : memref<16xf64>
    %od = memref.alloc() : memref<16xf64>
    %dv = arith.constant dense<[1.0, -2.5, 0.0, -0.0, -0.125, 3.0, -1.0e300, 0x7FF8000000000000, 0x7FF0000000000000, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, -7.0]> : vector<16xf64>
    vector.store %dv, %d[%c0] : memref<16xf64>, vector<16xf64>
    %nines = arith.constant dense<9.0> : vector<16xf64>
    vector.store %nines, %od[%c0] : memref<16xf64>, vector<16xf64>
    %oa = memref.alloc() : memref<4x8xi16>
    gpu.launch_func @kernels::@bytes blocks in (%c3, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<?xi8>, %y : memref<?xi8>)
    gpu.launch_func @kernels::@wide blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%a : memref<4x16xi16>, %l : memref<16xi64>, %d : memref<16xf64>,
             %oa : memref<4x8xi16>, %ol : memref<2x16xi64>, %od : memref<16xf64>)
    %p8 = arith.constant 0 : i8
    scf.for %i = %c0 to %n step %c16 {
      %v = vector.transfer_read %y[%i], %p8 : memref<?xi8>, vector<16xi8>
      vector.print str "bytes: "
      vector.print %v : vector<16xi8>
    }
    scf.for %r = %c0 to %c4 step %c1 {
      %v = vector.load %oa[%r, %c0] : memref<4x8xi16>, vector<8xi16>
      vector.print str "i16: "
      vector.print %v : vector<8xi16>
    }
    %l0 = vector.load %ol[%c0, %c0] : memref<2x16xi64>, vector<16xi64>
    %l1 = vector.load %ol[%c1, %c0] : memref<2x16xi64>, vector<16xi64>
    vector.print str "i64 loaded: "
    vector.print %l0 : vector<16xi64>
    vector.print str "i64 stored: "
    vector.print %l1 : vector<16xi64>
    %dd = vector.load %od[%c0] : memref<16xf64>, vector<16xf64>
    %db = vector.bitcast %dd : vector<16xf64> to vector<16xi64>
    vector.print str "f64: "
    vector.print %dd : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %db : vector<16xi64>
    return
  }
}
