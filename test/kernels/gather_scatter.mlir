// vector.gather and vector.scatter:
//  - @lookup: a table of 64 f32 read at 32 computed indices (2 blocks x 2
//    threads, 8 lanes each); negative indices are masked off and give the
//    pass-through -1;
//  - @permute: i64 data scattered to out[perm[i]] = 10 in[i] with every fifth
//    lane masked off (those out elements keep -9);
//  - @reverse_rows: an f16 8x8 matrix, each row gathered in reverse order
//    through a 2-D base (indices along the innermost dimension), and the i16
//    row sums of a gather with 2-D index vectors.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: table[k] = k^2 / 2, idx[i] = (13 i) mod 64, negated for
// i mod 7 = 3: lookup[0] = 0, [1] = 13^2 / 2 = 84.5, [2] = 26^2 / 2 = 338,
// [3] = -1 (masked), [4] = 52^2 / 2 = 1352, [5] = 65 mod 64 = 1 -> 0.5; perm[i] = (5 i) mod 32
// (a permutation): out[5i mod 32] = 10 (i + 100) except i mod 5 = 4
// (out[6] = -9: i = 14; out[1] = 1130: i = 13).
// m[r][c] = 8 r + c: reversed row r = 8 r + 7 .. 8 r; i16 gathers
// [c, 7 - c] of row r as a 2x4 index vector: sum 4 (16 r + 7).
// CHECK: lookup: ( 0, 84.5, 338, -1, 1352, 0.5, 98, 364.5 )
// CHECK: permuted: ( 1000, 1130, 1260, 1070, 1200, 1010, -9, 1270, {{.*}}, 1060, -9 )
// CHECK: reversed: ( 7, 6, 5, 4, 3, 2, 1, 0 )
// CHECK: reversed: ( 63, 62, 61, 60, 59, 58, 57, 56 )
// CHECK: pair sums: ( 28, 92, 156, 220, 284, 348, 412, 476 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @lookup(%table: memref<64xf32>, %idx: memref<32xi32>, %out: memref<32xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %g0 = arith.muli %b, %bd : index
      %g = arith.addi %g0, %t : index
      %i = arith.muli %g, %c8 : index
      %vi = vector.load %idx[%i] : memref<32xi32>, vector<8xi32>
      %z = arith.constant dense<0> : vector<8xi32>
      %valid = arith.cmpi sge, %vi, %z : vector<8xi32>
      %pass = arith.constant dense<-1.0> : vector<8xf32>
      %v = vector.gather %table[%c0] [%vi], %valid, %pass
          : memref<64xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
      vector.store %v, %out[%i] : memref<32xf32>, vector<8xf32>
      gpu.return
    }
    gpu.func @permute(%in: memref<32xi64>, %perm: memref<32xindex>, %out: memref<32xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %i = arith.muli %b, %c16 : index
      %v = vector.load %in[%i] : memref<32xi64>, vector<16xi64>
      %ten = arith.constant dense<10> : vector<16xi64>
      %v10 = arith.muli %v, %ten : vector<16xi64>
      %p = vector.load %perm[%i] : memref<32xindex>, vector<16xindex>
      %mask = arith.constant dense<[true, true, true, true, false, true, true, true, true, false,
                                    true, true, true, true, false, true]> : vector<16xi1>
      %shift = arith.constant dense<1> : vector<16xi1>
      // lanes i with (i mod 5) = 4, counted from the start of the array (block 1 starts at 16)
      %b1 = arith.cmpi eq, %b, %c0 : index
      %m1 = arith.constant dense<[true, true, true, false, true, true, true, true, false, true,
                                  true, true, true, false, true, true]> : vector<16xi1>
      %m = arith.select %b1, %mask, %m1 : vector<16xi1>
      vector.scatter %out[%c0] [%p], %m, %v10 : memref<32xi64>, vector<16xindex>, vector<16xi1>, vector<16xi64>
      gpu.return
    }
    gpu.func @reverse_rows(%m: memref<8x8xf16>, %mi: memref<8x8xi16>, %out: memref<8x8xf16>, %sums: memref<8xi16>) kernel {
      %c0 = arith.constant 0 : index
      %r = gpu.thread_id x
      %rev = arith.constant dense<[7, 6, 5, 4, 3, 2, 1, 0]> : vector<8xindex>
      %all = arith.constant dense<true> : vector<8xi1>
      %pass = arith.constant dense<0.0> : vector<8xf16>
      %v = vector.gather %m[%r, %c0] [%rev], %all, %pass
          : memref<8x8xf16>, vector<8xindex>, vector<8xi1>, vector<8xf16> into vector<8xf16>
      vector.store %v, %out[%r, %c0] : memref<8x8xf16>, vector<8xf16>
      %pairs = arith.constant dense<[[0, 7, 1, 6], [2, 5, 3, 4]]> : vector<2x4xindex>
      %all2 = arith.constant dense<true> : vector<2x4xi1>
      %pass2 = arith.constant dense<0> : vector<2x4xi16>
      %g = vector.gather %mi[%r, %c0] [%pairs], %all2, %pass2
          : memref<8x8xi16>, vector<2x4xindex>, vector<2x4xi1>, vector<2x4xi16> into vector<2x4xi16>
      %z = arith.constant 0 : i16
      %s = vector.multi_reduction <add>, %g, %z [0, 1] : vector<2x4xi16> to i16
      memref.store %s, %sums[%r] : memref<8xi16>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c13 = arith.constant 13 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c100 = arith.constant 100 : index
    %half = arith.constant 0.5 : f32
    %table = memref.alloc() : memref<64xf32>
    scf.for %k = %c0 to %c64 step %c1 {
      %kk = arith.muli %k, %k : index
      %ki = arith.index_cast %kk : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %v = arith.mulf %kf, %half : f32
      memref.store %v, %table[%k] : memref<64xf32>
    }
    %idx = memref.alloc() : memref<32xi32>
    %in = memref.alloc() : memref<32xi64>
    %perm = memref.alloc() : memref<32xindex>
    %out = memref.alloc() : memref<32xi64>
    %m9 = arith.constant -9 : i64
    scf.for %i = %c0 to %c32 step %c1 {
      %p = arith.muli %i, %c13 : index
      %q = arith.remui %p, %c64 : index
      %qi = arith.index_cast %q : index to i32
      %r7 = arith.remui %i, %c7 : index
      %neg = arith.cmpi eq, %r7, %c3 : index
      %zero = arith.constant 0 : i32
      %nq = arith.subi %zero, %qi : i32
      %one = arith.constant 1 : i32
      %nq1 = arith.subi %nq, %one : i32
      %v = arith.select %neg, %nq1, %qi : i32
      memref.store %v, %idx[%i] : memref<32xi32>
      %i100 = arith.addi %i, %c100 : index
      %i64 = arith.index_cast %i100 : index to i64
      memref.store %i64, %in[%i] : memref<32xi64>
      %p5 = arith.muli %i, %c5 : index
      %pp = arith.remui %p5, %c32 : index
      memref.store %pp, %perm[%i] : memref<32xindex>
      memref.store %m9, %out[%i] : memref<32xi64>
    }
    %lk = memref.alloc() : memref<32xf32>
    %m = memref.alloc() : memref<8x8xf16>
    %mi = memref.alloc() : memref<8x8xi16>
    scf.for %r = %c0 to %c8 step %c1 {
      scf.for %c = %c0 to %c8 step %c1 {
        %r8 = arith.muli %r, %c8 : index
        %v = arith.addi %r8, %c : index
        %vi = arith.index_cast %v : index to i32
        %vf = arith.sitofp %vi : i32 to f16
        %v16 = arith.trunci %vi : i32 to i16
        memref.store %vf, %m[%r, %c] : memref<8x8xf16>
        memref.store %v16, %mi[%r, %c] : memref<8x8xi16>
      }
    }
    %rv = memref.alloc() : memref<8x8xf16>
    %sums = memref.alloc() : memref<8xi16>
    gpu.launch_func @kernels::@lookup blocks in (%c2, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%table : memref<64xf32>, %idx : memref<32xi32>, %lk : memref<32xf32>)
    gpu.launch_func @kernels::@permute blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<32xi64>, %perm : memref<32xindex>, %out : memref<32xi64>)
    gpu.launch_func @kernels::@reverse_rows blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%m : memref<8x8xf16>, %mi : memref<8x8xi16>, %rv : memref<8x8xf16>, %sums : memref<8xi16>)
    scf.for %i = %c0 to %c32 step %c8 {
      %v = vector.load %lk[%i] : memref<32xf32>, vector<8xf32>
      vector.print str "lookup: "
      vector.print %v : vector<8xf32>
    }
    %o = vector.load %out[%c0] : memref<32xi64>, vector<32xi64>
    vector.print str "permuted: "
    vector.print %o : vector<32xi64>
    scf.for %r = %c0 to %c8 step %c1 {
      %v = vector.load %rv[%r, %c0] : memref<8x8xf16>, vector<8xf16>
      vector.print str "reversed: "
      vector.print %v : vector<8xf16>
    }
    %s = vector.load %sums[%c0] : memref<8xi16>, vector<8xi16>
    vector.print str "pair sums: "
    vector.print %s : vector<8xi16>
    return
  }
}
