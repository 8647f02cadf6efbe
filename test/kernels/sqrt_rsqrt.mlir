// math.sqrt and math.rsqrt: rows of an 8x16 f32 matrix normalized to unit
// length (sum of squares by vector.reduction, one rsqrt per row broadcast
// over it; 2 blocks x 4 threads, a row each), and both functions elementwise
// on edge values in f32, f16 and f64: 0, -0, -1 (NaN), inf, 4, 2, the smallest
// denormal, 1e-4 (sqrt(-0) = -0, rsqrt(0) = inf, rsqrt(-0) = -inf, rsqrt(inf) = 0).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: ulp 2
// Hand-computed: row r is (r + 1) * (1, 2, ..., 16) (norm (r + 1) sqrt(1496)),
// so every normalized row is j / sqrt(1496): 0.0258544 .. 0.413670;
// sqrt(2) = 1.41421, rsqrt(2) = 0.707107, sqrt(1e-4) = 0.01, rsqrt(1e-4) = 100;
// f16: 1e-4 is 1.00017e-4, its sqrt rounds to 0.0100021; sqrt(2^-24) = 2^-12.
// CHECK: unit row: ( 0.0258544, 0.0517088, {{.*}}, 0.41367 )
// CHECK-COUNT-7: unit row: ( 0.0258544, 0.0517088, {{.*}}, 0.41367 )
// CHECK: sqrt f32: ( 0, -0, {{-?}}nan, inf, 2, 1.41421, 3.74339e-23, 0.01 )
// CHECK: rsqrt f32: ( inf, -inf, {{-?}}nan, 0, 0.5, 0.707107, 2.67137e+22, 100 )
// CHECK: sqrt f16: ( 0, -0, {{-?}}nan, inf, 2, 1.41406, 0.000244141, 0.0100021 )
// CHECK: sqrt f64: ( 0, -0, {{-?}}nan, inf, 2, 1.41421, 2.22276e-162, 0.01 )
// CHECK: rsqrt f64: ( inf, -inf, {{-?}}nan, 0, 0.5, 0.707107, 4.49891e+161, 100 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @normalize(%m: memref<8x16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %r0 = arith.muli %b, %bd : index
      %r = arith.addi %r0, %t : index
      %v = vector.load %m[%r, %c0] : memref<8x16xf32>, vector<16xf32>
      %sq = arith.mulf %v, %v : vector<16xf32>
      %ss = vector.reduction <add>, %sq : vector<16xf32> into f32
      %inv = math.rsqrt %ss : f32
      %invv = vector.broadcast %inv : f32 to vector<16xf32>
      %u = arith.mulf %v, %invv : vector<16xf32>
      vector.store %u, %m[%r, %c0] : memref<8x16xf32>, vector<16xf32>
      gpu.return
    }
    gpu.func @edges(%f: memref<3x8xf32>, %h: memref<2x8xf16>, %d: memref<3x8xf64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %vf = vector.load %f[%c0, %c0] : memref<3x8xf32>, vector<8xf32>
      %sf = math.sqrt %vf : vector<8xf32>
      %rf = math.rsqrt %vf : vector<8xf32>
      vector.store %sf, %f[%c1, %c0] : memref<3x8xf32>, vector<8xf32>
      vector.store %rf, %f[%c2, %c0] : memref<3x8xf32>, vector<8xf32>
      %vh = vector.load %h[%c0, %c0] : memref<2x8xf16>, vector<8xf16>
      %sh = math.sqrt %vh : vector<8xf16>
      vector.store %sh, %h[%c1, %c0] : memref<2x8xf16>, vector<8xf16>
      %vd = vector.load %d[%c0, %c0] : memref<3x8xf64>, vector<8xf64>
      %sd = math.sqrt %vd : vector<8xf64>
      %rd = math.rsqrt %vd : vector<8xf64>
      vector.store %sd, %d[%c1, %c0] : memref<3x8xf64>, vector<8xf64>
      vector.store %rd, %d[%c2, %c0] : memref<3x8xf64>, vector<8xf64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %m = memref.alloc() : memref<8x16xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        %i1 = arith.addi %i, %c1 : index
        %j1 = arith.addi %j, %c1 : index
        %p = arith.muli %i1, %j1 : index
        %pi = arith.index_cast %p : index to i32
        %pf = arith.sitofp %pi : i32 to f32
        memref.store %pf, %m[%i, %j] : memref<8x16xf32>
      }
    }
    %f = memref.alloc() : memref<3x8xf32>
    %h = memref.alloc() : memref<2x8xf16>
    %d = memref.alloc() : memref<3x8xf64>
    %ef = arith.constant dense<[0.0, -0.0, -1.0, 0x7F800000, 4.0, 2.0, 0x00000001, 1.0e-4]> : vector<8xf32>
    %eh = arith.constant dense<[0.0, -0.0, -1.0, 0x7C00, 4.0, 2.0, 0x0001, 1.0e-4]> : vector<8xf16>
    %ed = arith.constant dense<[0.0, -0.0, -1.0, 0x7FF0000000000000, 4.0, 2.0, 0x0000000000000001, 1.0e-4]> : vector<8xf64>
    vector.store %ef, %f[%c0, %c0] : memref<3x8xf32>, vector<8xf32>
    vector.store %eh, %h[%c0, %c0] : memref<2x8xf16>, vector<8xf16>
    vector.store %ed, %d[%c0, %c0] : memref<3x8xf64>, vector<8xf64>
    gpu.launch_func @kernels::@normalize blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%m : memref<8x16xf32>)
    gpu.launch_func @kernels::@edges blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%f : memref<3x8xf32>, %h : memref<2x8xf16>, %d : memref<3x8xf64>)
    scf.for %i = %c0 to %c8 step %c1 {
      %v = vector.load %m[%i, %c0] : memref<8x16xf32>, vector<16xf32>
      %vb = vector.bitcast %v : vector<16xf32> to vector<16xi32>
      vector.print str "unit row: "
      vector.print %v : vector<16xf32>
      vector.print str "bits f32: "
      vector.print %vb : vector<16xi32>
    }
    %s1 = vector.load %f[%c1, %c0] : memref<3x8xf32>, vector<8xf32>
    %s2 = vector.load %f[%c2, %c0] : memref<3x8xf32>, vector<8xf32>
    %b1 = vector.bitcast %s1 : vector<8xf32> to vector<8xi32>
    %b2 = vector.bitcast %s2 : vector<8xf32> to vector<8xi32>
    vector.print str "sqrt f32: "
    vector.print %s1 : vector<8xf32>
    vector.print str "bits f32: "
    vector.print %b1 : vector<8xi32>
    vector.print str "rsqrt f32: "
    vector.print %s2 : vector<8xf32>
    vector.print str "bits f32: "
    vector.print %b2 : vector<8xi32>
    %s3 = vector.load %h[%c1, %c0] : memref<2x8xf16>, vector<8xf16>
    %b3 = vector.bitcast %s3 : vector<8xf16> to vector<8xi16>
    vector.print str "sqrt f16: "
    vector.print %s3 : vector<8xf16>
    vector.print str "bits f16: "
    vector.print %b3 : vector<8xi16>
    %s4 = vector.load %d[%c1, %c0] : memref<3x8xf64>, vector<8xf64>
    %s5 = vector.load %d[%c2, %c0] : memref<3x8xf64>, vector<8xf64>
    %b4 = vector.bitcast %s4 : vector<8xf64> to vector<8xi64>
    %b5 = vector.bitcast %s5 : vector<8xf64> to vector<8xi64>
    vector.print str "sqrt f64: "
    vector.print %s4 : vector<8xf64>
    vector.print str "bits f64: "
    vector.print %b4 : vector<8xi64>
    vector.print str "rsqrt f64: "
    vector.print %s5 : vector<8xf64>
    vector.print str "bits f64: "
    vector.print %b5 : vector<8xi64>
    return
  }
}
