// Elementwise math on f16 data with f32 compute: each of 4 threads of 2
// blocks processes 8 elements: exp, log, sqrt, tanh, erf, powf, absf, fpowi,
// cmpf/select, minimumf/maxnumf, results stored back as f16 and f32.
// TOLERANCE: rel 2e-3 abs 1e-3
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @m(%x: memref<64xf16>, %o16: memref<8x64xf16>, %o32: memref<2x64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %g0 = arith.muli %b, %bd : index
      %g = arith.addi %g0, %t : index
      %i = arith.muli %g, %c8 : index
      %h = vector.load %x[%i] : memref<64xf16>, vector<8xf16>
      %v = arith.extf %h : vector<8xf16> to vector<8xf32>
      %a = math.absf %v : vector<8xf32>
      %e = math.exp %v : vector<8xf32>
      %one = arith.constant dense<1.0> : vector<8xf32>
      %a1 = arith.addf %a, %one : vector<8xf32>
      %l = math.log %a1 : vector<8xf32>
      %s = math.sqrt %a : vector<8xf32>
      %th = math.tanh %v : vector<8xf32>
      %er = math.erf %v : vector<8xf32>
      %p15 = arith.constant dense<1.5> : vector<8xf32>
      %pw = math.powf %a1, %p15 : vector<8xf32>
      %c3i = arith.constant 3 : i32
      %e0 = vector.extract %v[0] : f32 from vector<8xf32>
      %p0 = math.fpowi %e0, %c3i : f32, i32
      %cube = vector.insert %p0, %v [0] : f32 into vector<8xf32>
      %zero = arith.constant dense<0.0> : vector<8xf32>
      %neg = arith.cmpf olt, %v, %zero : vector<8xf32>
      %relu = arith.select %neg, %zero, %v : vector<8xi1>, vector<8xf32>
      %lo = arith.constant dense<-1.0> : vector<8xf32>
      %hi = arith.constant dense<1.0> : vector<8xf32>
      %c1v = arith.maxnumf %v, %lo : vector<8xf32>
      %clamp = arith.minimumf %c1v, %hi : vector<8xf32>
      %r0 = arith.truncf %e : vector<8xf32> to vector<8xf16>
      %r1 = arith.truncf %l : vector<8xf32> to vector<8xf16>
      %r2 = arith.truncf %s : vector<8xf32> to vector<8xf16>
      %r3 = arith.truncf %th : vector<8xf32> to vector<8xf16>
      %r4 = arith.truncf %er : vector<8xf32> to vector<8xf16>
      %r5 = arith.truncf %pw : vector<8xf32> to vector<8xf16>
      %r6 = arith.truncf %cube : vector<8xf32> to vector<8xf16>
      %r7 = arith.truncf %relu : vector<8xf32> to vector<8xf16>
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      vector.store %r0, %o16[%c0, %i] : memref<8x64xf16>, vector<8xf16>
      vector.store %r1, %o16[%c1, %i] : memref<8x64xf16>, vector<8xf16>
      vector.store %r2, %o16[%c2, %i] : memref<8x64xf16>, vector<8xf16>
      vector.store %r3, %o16[%c3, %i] : memref<8x64xf16>, vector<8xf16>
      vector.store %r4, %o16[%c4, %i] : memref<8x64xf16>, vector<8xf16>
      vector.store %r5, %o16[%c5, %i] : memref<8x64xf16>, vector<8xf16>
      vector.store %r6, %o16[%c6, %i] : memref<8x64xf16>, vector<8xf16>
      vector.store %r7, %o16[%c7, %i] : memref<8x64xf16>, vector<8xf16>
      vector.store %clamp, %o32[%c0, %i] : memref<2x64xf32>, vector<8xf32>
      %sum = arith.addf %th, %er : vector<8xf32>
      vector.store %sum, %o32[%c1, %i] : memref<2x64xf32>, vector<8xf32>
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
    %c64 = arith.constant 64 : index
    %x = memref.alloc() : memref<64xf16>
    %o16 = memref.alloc() : memref<8x64xf16>
    %o32 = memref.alloc() : memref<2x64xf32>
    scf.for %i = %c0 to %c64 step %c1 {
      // x = (i - 32) / 8
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %c32f = arith.constant 32.0 : f32
      %d = arith.subf %f, %c32f : f32
      %s = arith.constant 0.125 : f32
      %v = arith.mulf %d, %s : f32
      %h = arith.truncf %v : f32 to f16
      memref.store %h, %x[%i] : memref<64xf16>
    }
    gpu.launch_func @kernels::@m blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%x : memref<64xf16>, %o16 : memref<8x64xf16>, %o32 : memref<2x64xf32>)
    scf.for %r = %c0 to %c8 step %c1 {
      scf.for %i = %c0 to %c64 step %c16 {
        %v = vector.load %o16[%r, %i] : memref<8x64xf16>, vector<16xf16>
        vector.print %v : vector<16xf16>
      }
    }
    scf.for %r = %c0 to %c2 step %c1 {
      scf.for %i = %c0 to %c64 step %c16 {
        %v = vector.load %o32[%r, %i] : memref<2x64xf32>, vector<16xf32>
        vector.print %v : vector<16xf32>
      }
    }
    return
  }
}
