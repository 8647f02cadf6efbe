// Narrow element types in memory without any alignment attribute, at odd
// element offsets: f16, i8 and i16 vectors loaded and stored at offsets 1, 3,
// 5 .. (byte addresses not multiples of the vector size), an i8 2-D
// memref<5x7xi8> read as 3x5 tiles at (1, 1) and (2, 2), and i8 -> i16 / f16
// conversions between them. One thread per block, 3 blocks; block b works at
// element offset 2 b + 1.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: h[i] = i / 8 (f16), c[i] = i - 20 (i8), s[i] = 1000 - 3 i:
// block b: out_h[o + k] = h[o + k] * 2 + 1 (o = 2 b + 1), out_s[o + k] =
// s[o + k] + c[o + k]; elements 0 and 13 .. 15 (past 5 + 8) stay -1; the sum
// of m[r][c] = 7 r + c over the 3x5 tile at (o, o) (zero-padded out of
// bounds) wraps to i8: at (1, 1) 15 * 17 = 255 -> -1, at (3, 3) 232 -> -24,
// at (5, 5) nothing is in bounds -> 0.
// CHECK: f16: ( -1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 3.25, 3.5, 3.75, 4, -1, -1, -1 )
// CHECK-NEXT: i16: ( -1, 978, 976, 974, 972, 970, 968, 966, 964, 962, 960, 958, 956, -1, -1, -1 )
// CHECK-NEXT: tile sums: ( -1, -24, 0 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @narrow(%h: memref<16xf16>, %c: memref<16xi8>, %s: memref<16xi16>, %m: memref<5x7xi8>,
                     %oh: memref<16xf16>, %os: memref<16xi16>, %ot: memref<3xi8>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %b = gpu.block_id x
      %b2 = arith.muli %b, %c2 : index
      %o = arith.addi %b2, %c1 : index
      %vh = vector.load %h[%o] : memref<16xf16>, vector<8xf16>
      %two = arith.constant dense<2.0> : vector<8xf16>
      %one = arith.constant dense<1.0> : vector<8xf16>
      %r = math.fma %vh, %two, %one : vector<8xf16>
      vector.store %r, %oh[%o] : memref<16xf16>, vector<8xf16>
      %vc = vector.load %c[%o] : memref<16xi8>, vector<8xi8>
      %vs = vector.load %s[%o] : memref<16xi16>, vector<8xi16>
      %vc16 = arith.extsi %vc : vector<8xi8> to vector<8xi16>
      %sum = arith.addi %vs, %vc16 : vector<8xi16>
      vector.store %sum, %os[%o] : memref<16xi16>, vector<8xi16>
      %pad = arith.constant 0 : i8
      %t = vector.transfer_read %m[%o, %o], %pad : memref<5x7xi8>, vector<3x5xi8>
      %z = arith.constant 0 : i8
      %ts = vector.multi_reduction <add>, %t, %z [0, 1] : vector<3x5xi8> to i8
      memref.store %ts, %ot[%b] : memref<3xi8>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c16 = arith.constant 16 : index
    %eighth = arith.constant 0.125 : f16
    %h = memref.alloc() : memref<16xf16>
    %c = memref.alloc() : memref<16xi8>
    %s = memref.alloc() : memref<16xi16>
    %oh = memref.alloc() : memref<16xf16>
    %os = memref.alloc() : memref<16xi16>
    %m1h = arith.constant -1.0 : f16
    %m1s = arith.constant -1 : i16
    scf.for %i = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f16
      %v = arith.mulf %f, %eighth : f16
      memref.store %v, %h[%i] : memref<16xf16>
      %twenty = arith.constant 20 : i32
      %ci = arith.subi %ii, %twenty : i32
      %c8 = arith.trunci %ci : i32 to i8
      memref.store %c8, %c[%i] : memref<16xi8>
      %three = arith.constant 3 : i32
      %k1000 = arith.constant 1000 : i32
      %t3 = arith.muli %ii, %three : i32
      %sv = arith.subi %k1000, %t3 : i32
      %s16 = arith.trunci %sv : i32 to i16
      memref.store %s16, %s[%i] : memref<16xi16>
      memref.store %m1h, %oh[%i] : memref<16xf16>
      memref.store %m1s, %os[%i] : memref<16xi16>
    }
    %m = memref.alloc() : memref<5x7xi8>
    scf.for %r = %c0 to %c5 step %c1 {
      scf.for %q = %c0 to %c7 step %c1 {
        %r7 = arith.muli %r, %c7 : index
        %v = arith.addi %r7, %q : index
        %vi = arith.index_cast %v : index to i32
        %v8 = arith.trunci %vi : i32 to i8
        memref.store %v8, %m[%r, %q] : memref<5x7xi8>
      }
    }
    %ot = memref.alloc() : memref<3xi8>
    gpu.launch_func @kernels::@narrow blocks in (%c3, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%h : memref<16xf16>, %c : memref<16xi8>, %s : memref<16xi16>, %m : memref<5x7xi8>,
             %oh : memref<16xf16>, %os : memref<16xi16>, %ot : memref<3xi8>)
    %a = vector.load %oh[%c0] : memref<16xf16>, vector<16xf16>
    %b = vector.load %os[%c0] : memref<16xi16>, vector<16xi16>
    %t = vector.load %ot[%c0] : memref<3xi8>, vector<3xi8>
    vector.print str "f16: "
    vector.print %a : vector<16xf16>
    vector.print str "i16: "
    vector.print %b : vector<16xi16>
    vector.print str "tile sums: "
    vector.print %t : vector<3xi8>
    return
  }
}
