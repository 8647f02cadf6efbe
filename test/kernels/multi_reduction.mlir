// vector.multi_reduction over n-D vectors, several kinds, dimensions and
// element types: a 2x4x8 i32 block (maxsi over dims [0, 2], add over [2],
// minui over [1], xor over all dims to a scalar), a 4x8 f32 tile (minimumf
// and maximumf over rows, with a NaN in row 2 and -0 / +0 as the largest
// values of row 0; maxnumf over columns ignores the NaN), an 8x16 i16 tile
// (and, or over columns), a 4x4 i64 tile (minsi over rows, mul over columns:
// wraps around).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed (a model of the same formulas; sums and products wrap):
// CHECK: maxsi [0, 2]: ( 10, 11, 11, 2147483647 )
// CHECK-NEXT: add [2]: ( ( -17, 2, -2, -2147483643 ), ( 3, -1, -2147483647, -9 ) )
// CHECK-NEXT: minui [1], p = 0, r < 4: ( 0, 4, 9, 3 )
// CHECK-NEXT: minui [1], p = 1, r >= 4: ( 0, 4, 9, 2 )
// CHECK-NEXT: xor all: 4
// CHECK-NEXT: minimumf [1], maximumf [1]: ( -7, -3, nan, 5, 0, 0.5, nan, 8.5 )
// CHECK-NEXT: bits f32: ( -1059061760, -1069547520, 2143289344, 1084227584, 0, 1056964608, 2143289344, 1091043328 )
// CHECK-NEXT: maxnumf [0]: ( 5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5 )
// CHECK-NEXT: and [0]: ( 0, 256, 512, {{.*}}, 3840 )
// CHECK-NEXT: or [0]: ( 28703, 28959, {{.*}}, 32575 )
// CHECK-NEXT: minsi [1]: ( 1, -999999999999, -1999999999999, -2999999999999 )
// CHECK-NEXT: mul [0]: ( -135936604259639295, 1171412031422873624, -3723739067736891287, -2729973849580125928 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @multi(%a: memref<2x4x8xi32>, %f: memref<4x8xf32>, %h: memref<8x16xi16>, %l: memref<4x4xi64>,
                    %oa: memref<4x4xi32>, %oa2: memref<2x4xi32>, %ox: memref<1xi32>,
                    %of: memref<3x8xf32>, %oh: memref<2x16xi16>, %ol: memref<2x4xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %pi = arith.constant 0 : i32
      %va = vector.transfer_read %a[%c0, %c0, %c0], %pi {in_bounds = [true, true, true]}
          : memref<2x4x8xi32>, vector<2x4x8xi32>
      %imin = arith.constant dense<-2147483648> : vector<4xi32>
      %mx = vector.multi_reduction <maxsi>, %va, %imin [0, 2] : vector<2x4x8xi32> to vector<4xi32>
      vector.store %mx, %oa[%c0, %c0] : memref<4x4xi32>, vector<4xi32>
      %z24 = arith.constant dense<0> : vector<2x4xi32>
      %sum = vector.multi_reduction <add>, %va, %z24 [2] : vector<2x4x8xi32> to vector<2x4xi32>
      vector.transfer_write %sum, %oa2[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xi32>, memref<2x4xi32>
      %umax = arith.constant dense<-1> : vector<2x8xi32>
      %mu = vector.multi_reduction <minui>, %va, %umax [1] : vector<2x4x8xi32> to vector<2x8xi32>
      %mu0 = vector.extract %mu[0] : vector<8xi32> from vector<2x8xi32>
      %mu0h = vector.extract_strided_slice %mu0 {offsets = [0], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
      vector.store %mu0h, %oa[%c1, %c0] : memref<4x4xi32>, vector<4xi32>
      %mu1 = vector.extract %mu[1] : vector<8xi32> from vector<2x8xi32>
      %mu1h = vector.extract_strided_slice %mu1 {offsets = [4], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
      vector.store %mu1h, %oa[%c2, %c0] : memref<4x4xi32>, vector<4xi32>
      %x = vector.multi_reduction <xor>, %va, %pi [0, 1, 2] : vector<2x4x8xi32> to i32
      memref.store %x, %ox[%c0] : memref<1xi32>
      %pf = arith.constant 0.0 : f32
      %vf = vector.transfer_read %f[%c0, %c0], %pf {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
      %pinf = arith.constant dense<0x7F800000> : vector<4xf32>
      %ninf = arith.constant dense<0xFF800000> : vector<4xf32>
      %ninf8 = arith.constant dense<0xFF800000> : vector<8xf32>
      %fmin = vector.multi_reduction <minimumf>, %vf, %pinf [1] : vector<4x8xf32> to vector<4xf32>
      %fmax = vector.multi_reduction <maximumf>, %vf, %ninf [1] : vector<4x8xf32> to vector<4xf32>
      %fcol = vector.multi_reduction <maxnumf>, %vf, %ninf8 [0] : vector<4x8xf32> to vector<8xf32>
      %both = vector.shuffle %fmin, %fmax [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>, vector<4xf32>
      %fz = arith.constant dense<0.0> : vector<2x8xf32>
      %fres0 = vector.insert %both, %fz[0] : vector<8xf32> into vector<2x8xf32>
      %fres = vector.insert %fcol, %fres0[1] : vector<8xf32> into vector<2x8xf32>
      vector.transfer_write %fres, %of[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, memref<3x8xf32>
      %ph = arith.constant 0 : i16
      %vh = vector.transfer_read %h[%c0, %c0], %ph {in_bounds = [true, true]} : memref<8x16xi16>, vector<8x16xi16>
      %ones = arith.constant dense<-1> : vector<16xi16>
      %zeros = arith.constant dense<0> : vector<16xi16>
      %hand = vector.multi_reduction <and>, %vh, %ones [0] : vector<8x16xi16> to vector<16xi16>
      %hor = vector.multi_reduction <or>, %vh, %zeros [0] : vector<8x16xi16> to vector<16xi16>
      vector.store %hand, %oh[%c0, %c0] : memref<2x16xi16>, vector<16xi16>
      vector.store %hor, %oh[%c1, %c0] : memref<2x16xi16>, vector<16xi16>
      %pl = arith.constant 0 : i64
      %vl = vector.transfer_read %l[%c0, %c0], %pl {in_bounds = [true, true]} : memref<4x4xi64>, vector<4x4xi64>
      %lmax = arith.constant dense<9223372036854775807> : vector<4xi64>
      %lone = arith.constant dense<1> : vector<4xi64>
      %lmin = vector.multi_reduction <minsi>, %vl, %lmax [1] : vector<4x4xi64> to vector<4xi64>
      %lmul = vector.multi_reduction <mul>, %vl, %lone [0] : vector<4x4xi64> to vector<4xi64>
      vector.store %lmin, %ol[%c0, %c0] : memref<2x4xi64>, vector<4xi64>
      vector.store %lmul, %ol[%c1, %c0] : memref<2x4xi64>, vector<4xi64>
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
    %c16 = arith.constant 16 : index
    %a = memref.alloc() : memref<2x4x8xi32>
    // a[p][q][r] = (37 p + 11 q + 5 r) mod 23 - 11; a[1][2][3] = INT_MIN, a[0][3][7] = INT_MAX
    scf.for %p = %c0 to %c2 step %c1 {
      scf.for %q = %c0 to %c4 step %c1 {
        scf.for %r = %c0 to %c8 step %c1 {
          %c37 = arith.constant 37 : index
          %c11 = arith.constant 11 : index
          %c23 = arith.constant 23 : index
          %x = arith.muli %p, %c37 : index
          %y = arith.muli %q, %c11 : index
          %z = arith.muli %r, %c5 : index
          %xy = arith.addi %x, %y : index
          %s = arith.addi %xy, %z : index
          %m = arith.remui %s, %c23 : index
          %v = arith.subi %m, %c11 : index
          %vi = arith.index_cast %v : index to i32
          memref.store %vi, %a[%p, %q, %r] : memref<2x4x8xi32>
        }
      }
    }
    %imin = arith.constant -2147483648 : i32
    %imax = arith.constant 2147483647 : i32
    memref.store %imin, %a[%c1, %c2, %c3] : memref<2x4x8xi32>
    memref.store %imax, %a[%c0, %c3, %c7] : memref<2x4x8xi32>
    // f[i][j] = (8 i + j) / 2 - 7; f[2][5] = NaN, f[0][6] = +0, f[0][7] = -0
    %f = memref.alloc() : memref<4x8xf32>
    %half = arith.constant 0.5 : f32
    %seven = arith.constant 7.0 : f32
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %x = arith.muli %i, %c8 : index
        %s = arith.addi %x, %j : index
        %si = arith.index_cast %s : index to i32
        %sf = arith.sitofp %si : i32 to f32
        %h = arith.mulf %sf, %half : f32
        %v = arith.subf %h, %seven : f32
        memref.store %v, %f[%i, %j] : memref<4x8xf32>
      }
    }
    %nan = arith.constant 0x7FC00000 : f32
    %pz = arith.constant 0.0 : f32
    %nz = arith.constant -0.0 : f32
    memref.store %nan, %f[%c2, %c5] : memref<4x8xf32>
    memref.store %pz, %f[%c0, %c6] : memref<4x8xf32>
    memref.store %nz, %f[%c0, %c7] : memref<4x8xf32>
    // h[i][j] = trunc(4099 i + 257 j) : i16
    %h = memref.alloc() : memref<8x16xi16>
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        %c4099 = arith.constant 4099 : index
        %c257 = arith.constant 257 : index
        %x = arith.muli %i, %c4099 : index
        %y = arith.muli %j, %c257 : index
        %s = arith.addi %x, %y : index
        %si = arith.index_cast %s : index to i32
        %v = arith.trunci %si : i32 to i16
        memref.store %v, %h[%i, %j] : memref<8x16xi16>
      }
    }
    // l[i][j] = (j - i) * 10^12 + i * j + 1
    %l = memref.alloc() : memref<4x4xi64>
    %e12 = arith.constant 1000000000000 : i64
    %one = arith.constant 1 : i64
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %i64 = arith.index_cast %i : index to i64
        %j64 = arith.index_cast %j : index to i64
        %d = arith.subi %j64, %i64 : i64
        %x = arith.muli %d, %e12 : i64
        %ij = arith.muli %i64, %j64 : i64
        %s = arith.addi %x, %ij : i64
        %v = arith.addi %s, %one : i64
        memref.store %v, %l[%i, %j] : memref<4x4xi64>
      }
    }
    %oa = memref.alloc() : memref<4x4xi32>
    %oa2 = memref.alloc() : memref<2x4xi32>
    %ox = memref.alloc() : memref<1xi32>
    %of = memref.alloc() : memref<3x8xf32>
    %oh = memref.alloc() : memref<2x16xi16>
    %ol = memref.alloc() : memref<2x4xi64>
    gpu.launch_func @kernels::@multi blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<2x4x8xi32>, %f : memref<4x8xf32>, %h : memref<8x16xi16>, %l : memref<4x4xi64>,
             %oa : memref<4x4xi32>, %oa2 : memref<2x4xi32>, %ox : memref<1xi32>,
             %of : memref<3x8xf32>, %oh : memref<2x16xi16>, %ol : memref<2x4xi64>)
    %r0 = vector.load %oa[%c0, %c0] : memref<4x4xi32>, vector<4xi32>
    vector.print str "maxsi [0, 2]: "
    vector.print %r0 : vector<4xi32>
    %r1 = vector.transfer_read %oa2[%c0, %c0], %imin : memref<2x4xi32>, vector<2x4xi32>
    vector.print str "add [2]: "
    vector.print %r1 : vector<2x4xi32>
    %r2 = vector.load %oa[%c1, %c0] : memref<4x4xi32>, vector<4xi32>
    %r3 = vector.load %oa[%c2, %c0] : memref<4x4xi32>, vector<4xi32>
    vector.print str "minui [1], p = 0, r < 4: "
    vector.print %r2 : vector<4xi32>
    vector.print str "minui [1], p = 1, r >= 4: "
    vector.print %r3 : vector<4xi32>
    %r4 = memref.load %ox[%c0] : memref<1xi32>
    vector.print str "xor all: "
    vector.print %r4 : i32
    %r5 = vector.load %of[%c0, %c0] : memref<3x8xf32>, vector<8xf32>
    %r5b = vector.bitcast %r5 : vector<8xf32> to vector<8xi32>
    vector.print str "minimumf [1], maximumf [1]: "
    vector.print %r5 : vector<8xf32>
    vector.print str "bits f32: "
    vector.print %r5b : vector<8xi32>
    %r6 = vector.load %of[%c1, %c0] : memref<3x8xf32>, vector<8xf32>
    vector.print str "maxnumf [0]: "
    vector.print %r6 : vector<8xf32>
    %r7 = vector.load %oh[%c0, %c0] : memref<2x16xi16>, vector<16xi16>
    %r8 = vector.load %oh[%c1, %c0] : memref<2x16xi16>, vector<16xi16>
    vector.print str "and [0]: "
    vector.print %r7 : vector<16xi16>
    vector.print str "or [0]: "
    vector.print %r8 : vector<16xi16>
    %r9 = vector.load %ol[%c0, %c0] : memref<2x4xi64>, vector<4xi64>
    %r10 = vector.load %ol[%c1, %c0] : memref<2x4xi64>, vector<4xi64>
    vector.print str "minsi [1]: "
    vector.print %r9 : vector<4xi64>
    vector.print str "mul [0]: "
    vector.print %r10 : vector<4xi64>
    return
  }
}
