// Atomic accumulation from 4 blocks x 8 threads: each thread scans 16 f32
// values (scalar memref.load), accumulates their sum into a per-bucket f32 by
// memref.atomic_rmw addf (values are multiples of 0.25 summing well inside
// f32's exact range), counts positives by atomic addi on i32, tracks the
// maximum i32 key by maxs and the minimum f32 by minimumf, and ANDs a mask.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @acc(%x: memref<512xf32>, %fsum: memref<4xf32>, %cnt: memref<4xi32>, %mx: memref<1xi32>, %mn: memref<1xf32>, %msk: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %g0 = arith.muli %b, %bd : index
      %g = arith.addi %g0, %t : index
      %base = arith.muli %g, %c16 : index
      %bucket = arith.remui %g, %c4 : index
      %zf = arith.constant 0.0 : f32
      %zi = arith.constant 0 : i32
      %big = arith.constant 1.0e30 : f32
      %r:3 = scf.for %i = %c0 to %c16 step %c1 iter_args(%s = %zf, %n = %zi, %m = %big) -> (f32, i32, f32) {
        %k = arith.addi %base, %i : index
        %v = memref.load %x[%k] : memref<512xf32>
        %s2 = arith.addf %s, %v : f32
        %pos = arith.cmpf ogt, %v, %zf : f32
        %one = arith.extui %pos : i1 to i32
        %n2 = arith.addi %n, %one : i32
        %m2 = arith.minimumf %m, %v : f32
        scf.yield %s2, %n2, %m2 : f32, i32, f32
      }
      %o0 = memref.atomic_rmw addf %r#0, %fsum[%bucket] : (f32, memref<4xf32>) -> f32
      %o1 = memref.atomic_rmw addi %r#1, %cnt[%bucket] : (i32, memref<4xi32>) -> i32
      %key = arith.fptosi %r#0 : f32 to i32
      %o2 = memref.atomic_rmw maxs %key, %mx[%c0] : (i32, memref<1xi32>) -> i32
      %o3 = memref.atomic_rmw minimumf %r#2, %mn[%c0] : (f32, memref<1xf32>) -> f32
      %gi = arith.index_cast %g : index to i32
      %c31 = arith.constant 31 : i32
      %gm = arith.andi %gi, %c31 : i32
      %bit = arith.constant 1 : i32
      %sh = arith.shli %bit, %gm : i32
      %all = arith.constant -1 : i32
      %nm = arith.xori %sh, %all : i32
      %o4 = memref.atomic_rmw andi %nm, %msk[%c0] : (i32, memref<1xi32>) -> i32
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c512 = arith.constant 512 : index
    %x = memref.alloc() : memref<512xf32>
    %fsum = memref.alloc() : memref<4xf32>
    %cnt = memref.alloc() : memref<4xi32>
    %mx = memref.alloc() : memref<1xi32>
    %mn = memref.alloc() : memref<1xf32>
    %msk = memref.alloc() : memref<1xi32>
    scf.for %i = %c0 to %c512 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %c13 = arith.constant 13 : i32
      %m = arith.muli %ii, %c13 : i32
      %c97 = arith.constant 97 : i32
      %r = arith.remui %m, %c97 : i32
      %c40 = arith.constant 40 : i32
      %s = arith.subi %r, %c40 : i32
      %f = arith.sitofp %s : i32 to f32
      %q = arith.constant 0.25 : f32
      %v = arith.mulf %f, %q : f32
      memref.store %v, %x[%i] : memref<512xf32>
    }
    %zf = arith.constant 0.0 : f32
    %zi = arith.constant 0 : i32
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %zf, %fsum[%i] : memref<4xf32>
      memref.store %zi, %cnt[%i] : memref<4xi32>
    }
    %minint = arith.constant -2147483648 : i32
    memref.store %minint, %mx[%c0] : memref<1xi32>
    %inf = arith.constant 0x7F800000 : f32
    memref.store %inf, %mn[%c0] : memref<1xf32>
    %all = arith.constant -1 : i32
    memref.store %all, %msk[%c0] : memref<1xi32>
    gpu.launch_func @kernels::@acc blocks in (%c4, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%x : memref<512xf32>, %fsum : memref<4xf32>, %cnt : memref<4xi32>, %mx : memref<1xi32>, %mn : memref<1xf32>, %msk : memref<1xi32>)
    %a = vector.load %fsum[%c0] : memref<4xf32>, vector<4xf32>
    vector.print str "fsum: "
    vector.print %a : vector<4xf32>
    %b = vector.load %cnt[%c0] : memref<4xi32>, vector<4xi32>
    vector.print str "cnt: "
    vector.print %b : vector<4xi32>
    %m1 = memref.load %mx[%c0] : memref<1xi32>
    vector.print str "max: "
    vector.print %m1 : i32
    %m2 = memref.load %mn[%c0] : memref<1xf32>
    vector.print str "min: "
    vector.print %m2 : f32
    %m3 = memref.load %msk[%c0] : memref<1xi32>
    vector.print str "mask: "
    vector.print %m3 : i32
    return
  }
}
