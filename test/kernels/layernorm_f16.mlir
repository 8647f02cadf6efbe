// Layer norm over rows of 32 f16 values with f32 compute: mean and variance
// by vector.reduction (with acc) over two 16-wide halves in an scf.for with
// vector iter_args, rsqrt(var + eps), gamma/beta as f16, output f16; plus a
// GELU(tanh approx) and a row max of |y| (absf, maximumf). One block per row
// (dynamic row count from memref.dim), 1 thread; a grid-stride loop over rows
// using gpu.grid_dim covers more rows than blocks.
// TOLERANCE: rel 4e-3 abs 2e-3
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ln(%x: memref<?x32xf16>, %gamma: memref<32xf16>, %beta: memref<32xf16>, %y: memref<?x32xf16>, %stats: memref<?x3xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %b = gpu.block_id x
      %gd = gpu.grid_dim x
      %n = memref.dim %x, %c0 : memref<?x32xf16>
      scf.for %r = %b to %n step %gd {
        %zv = arith.constant dense<0.0> : vector<16xf32>
        %s:2 = scf.for %j = %c0 to %c32 step %c16 iter_args(%sum = %zv, %sq = %zv) -> (vector<16xf32>, vector<16xf32>) {
          %h = vector.load %x[%r, %j] : memref<?x32xf16>, vector<16xf16>
          %f = arith.extf %h : vector<16xf16> to vector<16xf32>
          %s1 = arith.addf %sum, %f : vector<16xf32>
          %q1 = vector.fma %f, %f, %sq : vector<16xf32>
          scf.yield %s1, %q1 : vector<16xf32>, vector<16xf32>
        }
        %zero = arith.constant 0.0 : f32
        %tot = vector.reduction <add>, %s#0, %zero : vector<16xf32> into f32
        %tsq = vector.reduction <add>, %s#1, %zero : vector<16xf32> into f32
        %inv = arith.constant 0.03125 : f32
        %mean = arith.mulf %tot, %inv : f32
        %ex2 = arith.mulf %tsq, %inv : f32
        %m2 = arith.mulf %mean, %mean : f32
        %var = arith.subf %ex2, %m2 : f32
        %eps = arith.constant 1.0e-5 : f32
        %ve = arith.addf %var, %eps : f32
        %rs = math.rsqrt %ve : f32
        %mv = vector.broadcast %mean : f32 to vector<16xf32>
        %rv = vector.broadcast %rs : f32 to vector<16xf32>
        %ninf = arith.constant 0xFF800000 : f32
        %amax = scf.for %j = %c0 to %c32 step %c16 iter_args(%am = %ninf) -> f32 {
          %h = vector.load %x[%r, %j] : memref<?x32xf16>, vector<16xf16>
          %f = arith.extf %h : vector<16xf16> to vector<16xf32>
          %g = vector.load %gamma[%j] : memref<32xf16>, vector<16xf16>
          %bt = vector.load %beta[%j] : memref<32xf16>, vector<16xf16>
          %gf = arith.extf %g : vector<16xf16> to vector<16xf32>
          %bf = arith.extf %bt : vector<16xf16> to vector<16xf32>
          %d = arith.subf %f, %mv : vector<16xf32>
          %nrm = arith.mulf %d, %rv : vector<16xf32>
          %o = vector.fma %nrm, %gf, %bf : vector<16xf32>
          // gelu tanh: 0.5 o (1 + tanh(0.79788456 (o + 0.044715 o^3)))
          %o3 = arith.mulf %o, %o : vector<16xf32>
          %o3b = arith.mulf %o3, %o : vector<16xf32>
          %k1 = arith.constant dense<0.044715> : vector<16xf32>
          %in0 = vector.fma %o3b, %k1, %o : vector<16xf32>
          %k2 = arith.constant dense<0.7978845608> : vector<16xf32>
          %in1 = arith.mulf %in0, %k2 : vector<16xf32>
          %th = math.tanh %in1 : vector<16xf32>
          %one = arith.constant dense<1.0> : vector<16xf32>
          %half = arith.constant dense<0.5> : vector<16xf32>
          %t1 = arith.addf %th, %one : vector<16xf32>
          %t2 = arith.mulf %t1, %half : vector<16xf32>
          %gl = arith.mulf %o, %t2 : vector<16xf32>
          %gh = arith.truncf %gl : vector<16xf32> to vector<16xf16>
          vector.store %gh, %y[%r, %j] : memref<?x32xf16>, vector<16xf16>
          %ab = math.absf %o : vector<16xf32>
          %mm = vector.reduction <maximumf>, %ab, %am : vector<16xf32> into f32
          scf.yield %mm : f32
        }
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        memref.store %mean, %stats[%r, %c0] : memref<?x3xf32>
        memref.store %var, %stats[%r, %c1] : memref<?x3xf32>
        memref.store %amax, %stats[%r, %c2] : memref<?x3xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %n = arith.constant 5 : index
    %x = memref.alloc(%n) : memref<?x32xf16>
    %y = memref.alloc(%n) : memref<?x32xf16>
    %st = memref.alloc(%n) : memref<?x3xf32>
    %g = memref.alloc() : memref<32xf16>
    %bt = memref.alloc() : memref<32xf16>
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %c32 step %c1 {
        %p = arith.muli %i, %c32 : index
        %q = arith.addi %p, %j : index
        %qi = arith.index_cast %q : index to i32
        %c37 = arith.constant 37 : i32
        %m = arith.muli %qi, %c37 : i32
        %c53 = arith.constant 53 : i32
        %r = arith.remui %m, %c53 : i32
        %f = arith.sitofp %r : i32 to f32
        %ii = arith.index_cast %i : index to i32
        %fi = arith.sitofp %ii : i32 to f32
        %sc = arith.constant 0.125 : f32
        %fv = arith.mulf %f, %sc : f32
        %fw = arith.addf %fv, %fi : f32
        %h = arith.truncf %fw : f32 to f16
        memref.store %h, %x[%i, %j] : memref<?x32xf16>
      }
    }
    scf.for %j = %c0 to %c32 step %c1 {
      %ji = arith.index_cast %j : index to i32
      %f = arith.sitofp %ji : i32 to f32
      %s = arith.constant 0.03125 : f32
      %gv0 = arith.mulf %f, %s : f32
      %one = arith.constant 0.5 : f32
      %gv = arith.addf %gv0, %one : f32
      %gh = arith.truncf %gv : f32 to f16
      memref.store %gh, %g[%j] : memref<32xf16>
      %bv0 = arith.subf %one, %gv0 : f32
      %bh = arith.truncf %bv0 : f32 to f16
      memref.store %bh, %bt[%j] : memref<32xf16>
    }
    %c2 = arith.constant 2 : index
    gpu.launch_func @kernels::@ln blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<?x32xf16>, %g : memref<32xf16>, %bt : memref<32xf16>, %y : memref<?x32xf16>, %st : memref<?x3xf32>)
    scf.for %i = %c0 to %n step %c1 {
      %v = vector.load %y[%i, %c0] : memref<?x32xf16>, vector<32xf16>
      vector.print str "y: "
      vector.print %v : vector<32xf16>
      %s = vector.load %st[%i, %c0] : memref<?x3xf32>, vector<3xf32>
      vector.print str "stats: "
      vector.print %s : vector<3xf32>
    }
    return
  }
}
