// Sparse-style kernels: (1) a CSR-like gather: y[i] = sum over 8 slots of
// val[i, s] * x[col[i, s]] with vector.gather (masked by col >= 0, pass
// through 0) and an f32 vector.reduction; (2) stream compaction: keep the
// elements of a row > threshold with vector.compressstore, then
// vector.expandload them back into a zeroed vector; (3) a permutation via
// vector.scatter with indices from vector.step (reversed, i16 data).
// One block per row, 1 thread.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @spmv(%val: memref<4x8xf32>, %col: memref<4x8xi32>, %x: memref<32xf32>, %y: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %i = gpu.block_id x
      %v = vector.load %val[%i, %c0] : memref<4x8xf32>, vector<8xf32>
      %c = vector.load %col[%i, %c0] : memref<4x8xi32>, vector<8xi32>
      %z = arith.constant dense<0> : vector<8xi32>
      %m = arith.cmpi sge, %c, %z : vector<8xi32>
      %pass = arith.constant dense<0.0> : vector<8xf32>
      %g = vector.gather %x[%c0] [%c], %m, %pass : memref<32xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
      %p = arith.mulf %v, %g : vector<8xf32>
      %s = vector.reduction <add>, %p : vector<8xf32> into f32
      memref.store %s, %y[%i] : memref<4xf32>
      gpu.return
    }
    gpu.func @compact(%a: memref<4x16xi32>, %out: memref<4x16xi32>, %back: memref<4x16xi32>, %n: memref<4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %i = gpu.block_id x
      %v = vector.load %a[%i, %c0] : memref<4x16xi32>, vector<16xi32>
      %th = arith.constant dense<10> : vector<16xi32>
      %m = arith.cmpi sgt, %v, %th : vector<16xi32>
      vector.compressstore %out[%i, %c0], %m, %v : memref<4x16xi32>, vector<16xi1>, vector<16xi32>
      %ones = arith.constant dense<1> : vector<16xi32>
      %zs = arith.constant dense<0> : vector<16xi32>
      %cnt = arith.select %m, %ones, %zs : vector<16xi1>, vector<16xi32>
      %k = vector.reduction <add>, %cnt : vector<16xi32> into i32
      memref.store %k, %n[%i] : memref<4xi32>
      %pass = arith.constant dense<-1> : vector<16xi32>
      %e = vector.expandload %out[%i, %c0], %m, %pass : memref<4x16xi32>, vector<16xi1>, vector<16xi32> into vector<16xi32>
      vector.store %e, %back[%i, %c0] : memref<4x16xi32>, vector<16xi32>
      gpu.return
    }
    gpu.func @reverse(%a: memref<64xi16>, %o: memref<64xi16>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %base = arith.muli %b, %c16 : index
      %v = vector.load %a[%base] : memref<64xi16>, vector<16xi16>
      %st = vector.step : vector<16xindex>
      %c63 = arith.constant 63 : index
      %top = arith.subi %c63, %base : index
      %tv = vector.broadcast %top : index to vector<16xindex>
      %idx = arith.subi %tv, %st : vector<16xindex>
      %all = arith.constant dense<true> : vector<16xi1>
      vector.scatter %o[%c0] [%idx], %all, %v : memref<64xi16>, vector<16xindex>, vector<16xi1>, vector<16xi16>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %val = memref.alloc() : memref<4x8xf32>
    %col = memref.alloc() : memref<4x8xi32>
    %x = memref.alloc() : memref<32xf32>
    %y = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c32 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %h = arith.constant 0.5 : f32
      %v = arith.mulf %f, %h : f32
      memref.store %v, %x[%i] : memref<32xf32>
    }
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %s = %c0 to %c8 step %c1 {
        %a = arith.muli %i, %c8 : index
        %b = arith.addi %a, %s : index
        %bi = arith.index_cast %b : index to i32
        %c11 = arith.constant 11 : i32
        %m = arith.muli %bi, %c11 : i32
        %c37 = arith.constant 37 : i32
        %r = arith.remui %m, %c37 : i32
        %c32i = arith.constant 32 : i32
        %big = arith.cmpi sge, %r, %c32i : i32
        %neg = arith.constant -1 : i32
        %cc = arith.select %big, %neg, %r : i32
        memref.store %cc, %col[%i, %s] : memref<4x8xi32>
        %c3 = arith.constant 3 : i32
        %vr = arith.remui %bi, %c3 : i32
        %one = arith.constant 1 : i32
        %vv = arith.subi %vr, %one : i32
        %vf = arith.sitofp %vv : i32 to f32
        %b2 = arith.constant 2.0 : f32
        %vx = arith.addf %vf, %b2 : f32
        memref.store %vx, %val[%i, %s] : memref<4x8xf32>
      }
    }
    gpu.launch_func @kernels::@spmv blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%val : memref<4x8xf32>, %col : memref<4x8xi32>, %x : memref<32xf32>, %y : memref<4xf32>)
    %yv = vector.load %y[%c0] : memref<4xf32>, vector<4xf32>
    vector.print str "y: "
    vector.print %yv : vector<4xf32>
    %a = memref.alloc() : memref<4x16xi32>
    %out = memref.alloc() : memref<4x16xi32>
    %back = memref.alloc() : memref<4x16xi32>
    %n = memref.alloc() : memref<4xi32>
    %z = arith.constant 0 : i32
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        %p = arith.muli %i, %c16 : index
        %q = arith.addi %p, %j : index
        %qi = arith.index_cast %q : index to i32
        %c29 = arith.constant 29 : i32
        %m = arith.muli %qi, %c29 : i32
        %c23 = arith.constant 23 : i32
        %r = arith.remui %m, %c23 : i32
        memref.store %r, %a[%i, %j] : memref<4x16xi32>
        memref.store %z, %out[%i, %j] : memref<4x16xi32>
      }
    }
    gpu.launch_func @kernels::@compact blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4x16xi32>, %out : memref<4x16xi32>, %back : memref<4x16xi32>, %n : memref<4xi32>)
    scf.for %i = %c0 to %c4 step %c1 {
      %v = vector.load %out[%i, %c0] : memref<4x16xi32>, vector<16xi32>
      vector.print str "compact: "
      vector.print %v : vector<16xi32>
      %w = vector.load %back[%i, %c0] : memref<4x16xi32>, vector<16xi32>
      vector.print str "expand: "
      vector.print %w : vector<16xi32>
    }
    %nv = vector.load %n[%c0] : memref<4xi32>, vector<4xi32>
    vector.print str "n: "
    vector.print %nv : vector<4xi32>
    %s16 = memref.alloc() : memref<64xi16>
    %o16 = memref.alloc() : memref<64xi16>
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i16
      %k = arith.constant 1000 : i16
      %v = arith.muli %ii, %k : i16
      memref.store %v, %s16[%i] : memref<64xi16>
    }
    gpu.launch_func @kernels::@reverse blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%s16 : memref<64xi16>, %o16 : memref<64xi16>)
    scf.for %i = %c0 to %c64 step %c16 {
      %v = vector.load %o16[%i] : memref<64xi16>, vector<16xi16>
      vector.print str "rev: "
      vector.print %v : vector<16xi16>
    }
    return
  }
}
