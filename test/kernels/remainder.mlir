// arith.remf (C's fmod: the remainder of x / y truncated toward zero, with
// the sign of x, exact): phases i * 0.37 wrapped into [0, 2 pi) for 64 f32
// elements (2 blocks x 2 threads, 16 each), and edge pairs in f32, f16 and
// f64 (one thread): (5.5, 2), (-5.5, 2), a large quotient (1e10, 3) (f16:
// (60000, 7)), (inf, 2), (3, 0), (3, inf), (-0, 1), (7, -2), (NaN, 1) and
// (3 x, 2 x) of the smallest denormal x.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: 1e10 = 3 * 3333333333 + 1; 60000 = 7 * 8571 + 3.
// CHECK: wrapped: ( 0, 0.37, 0.74, {{.*}} )
// CHECK-COUNT-3: wrapped: (
// CHECK: fmod f32: ( 1.5, -1.5, 1, {{-?}}nan, {{-?}}nan, 3, -0, 1, {{-?}}nan, 1.4013e-45 )
// CHECK: fmod f16: ( 1.5, -1.5, 3, {{-?}}nan, {{-?}}nan, 3, -0, 1, {{-?}}nan, 5.96046e-08 )
// CHECK: fmod f64: ( 1.5, -1.5, 1, {{-?}}nan, {{-?}}nan, 3, -0, 1, {{-?}}nan, 4.94066e-324 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @wrap(%p: memref<64xf32>) kernel {
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %r0 = arith.muli %b, %bd : index
      %r = arith.addi %r0, %t : index
      %i = arith.muli %r, %c16 : index
      %v = vector.load %p[%i] : memref<64xf32>, vector<16xf32>
      %twopi = arith.constant dense<6.28318548> : vector<16xf32>
      %w = arith.remf %v, %twopi : vector<16xf32>
      vector.store %w, %p[%i] : memref<64xf32>, vector<16xf32>
      gpu.return
    }
    gpu.func @edges(%f: memref<3x10xf32>, %h: memref<3x10xf16>, %d: memref<3x10xf64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %xf = vector.load %f[%c0, %c0] : memref<3x10xf32>, vector<10xf32>
      %yf = vector.load %f[%c1, %c0] : memref<3x10xf32>, vector<10xf32>
      %rf = arith.remf %xf, %yf : vector<10xf32>
      vector.store %rf, %f[%c2, %c0] : memref<3x10xf32>, vector<10xf32>
      %xh = vector.load %h[%c0, %c0] : memref<3x10xf16>, vector<10xf16>
      %yh = vector.load %h[%c1, %c0] : memref<3x10xf16>, vector<10xf16>
      %rh = arith.remf %xh, %yh : vector<10xf16>
      vector.store %rh, %h[%c2, %c0] : memref<3x10xf16>, vector<10xf16>
      // f64 in scalars, element by element.
      %c10 = arith.constant 10 : index
      scf.for %e = %c0 to %c10 step %c1 {
        %x = memref.load %d[%c0, %e] : memref<3x10xf64>
        %y = memref.load %d[%c1, %e] : memref<3x10xf64>
        %rd = arith.remf %x, %y : f64
        memref.store %rd, %d[%c2, %e] : memref<3x10xf64>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %p = memref.alloc() : memref<64xf32>
    %step = arith.constant 0.37 : f32
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %x = arith.mulf %fi, %step : f32
      memref.store %x, %p[%i] : memref<64xf32>
    }
    %f = memref.alloc() : memref<3x10xf32>
    %h = memref.alloc() : memref<3x10xf16>
    %d = memref.alloc() : memref<3x10xf64>
    %xf = arith.constant dense<[5.5, -5.5, 1.0e10, 0x7F800000, 3.0, 3.0, -0.0, 7.0, 0x7FC00000, 0x00000003]> : vector<10xf32>
    %yf = arith.constant dense<[2.0, 2.0, 3.0, 2.0, 0.0, 0x7F800000, 1.0, -2.0, 1.0, 0x00000002]> : vector<10xf32>
    %xh = arith.constant dense<[5.5, -5.5, 60000.0, 0x7C00, 3.0, 3.0, -0.0, 7.0, 0x7E00, 0x0003]> : vector<10xf16>
    %yh = arith.constant dense<[2.0, 2.0, 7.0, 2.0, 0.0, 0x7C00, 1.0, -2.0, 1.0, 0x0002]> : vector<10xf16>
    %xd = arith.constant dense<[5.5, -5.5, 1.0e10, 0x7FF0000000000000, 3.0, 3.0, -0.0, 7.0, 0x7FF8000000000000, 0x0000000000000003]> : vector<10xf64>
    %yd = arith.constant dense<[2.0, 2.0, 3.0, 2.0, 0.0, 0x7FF0000000000000, 1.0, -2.0, 1.0, 0x0000000000000002]> : vector<10xf64>
    vector.store %xf, %f[%c0, %c0] : memref<3x10xf32>, vector<10xf32>
    vector.store %yf, %f[%c1, %c0] : memref<3x10xf32>, vector<10xf32>
    vector.store %xh, %h[%c0, %c0] : memref<3x10xf16>, vector<10xf16>
    vector.store %yh, %h[%c1, %c0] : memref<3x10xf16>, vector<10xf16>
    vector.store %xd, %d[%c0, %c0] : memref<3x10xf64>, vector<10xf64>
    vector.store %yd, %d[%c1, %c0] : memref<3x10xf64>, vector<10xf64>
    gpu.launch_func @kernels::@wrap blocks in (%c2, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%p : memref<64xf32>)
    gpu.launch_func @kernels::@edges blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%f : memref<3x10xf32>, %h : memref<3x10xf16>, %d : memref<3x10xf64>)
    scf.for %i = %c0 to %c64 step %c16 {
      %v = vector.load %p[%i] : memref<64xf32>, vector<16xf32>
      %vb = vector.bitcast %v : vector<16xf32> to vector<16xi32>
      vector.print str "wrapped: "
      vector.print %v : vector<16xf32>
      vector.print str "bits f32: "
      vector.print %vb : vector<16xi32>
    }
    %rf = vector.load %f[%c2, %c0] : memref<3x10xf32>, vector<10xf32>
    %bf = vector.bitcast %rf : vector<10xf32> to vector<10xi32>
    vector.print str "fmod f32: "
    vector.print %rf : vector<10xf32>
    vector.print str "bits f32: "
    vector.print %bf : vector<10xi32>
    %rh = vector.load %h[%c2, %c0] : memref<3x10xf16>, vector<10xf16>
    %bh = vector.bitcast %rh : vector<10xf16> to vector<10xi16>
    vector.print str "fmod f16: "
    vector.print %rh : vector<10xf16>
    vector.print str "bits f16: "
    vector.print %bh : vector<10xi16>
    %rd = vector.load %d[%c2, %c0] : memref<3x10xf64>, vector<10xf64>
    %bd = vector.bitcast %rd : vector<10xf64> to vector<10xi64>
    vector.print str "fmod f64: "
    vector.print %rd : vector<10xf64>
    vector.print str "bits f64: "
    vector.print %bd : vector<10xi64>
    return
  }
}
