// 2-D vector shuffling: load a 4x16 f32 tile, shape_cast to 4x4x4 and reduce
// over the middle dim (vector.multi_reduction <maximumf>), extract a 2x8
// strided slice, insert it into a zero 4x16 at [2, 8] (insert_strided_slice),
// 2-D transpose + multi_reduction <add> over dim 0, vector.extract of a row
// and vector.insert; i32 per-row min via multi_reduction <minsi> with an acc.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<8x16xf32>, %ai: memref<8x16xi32>, %o1: memref<2x4x4xf32>, %o2: memref<2x4x16xf32>, %o3: memref<2x16xf32>, %o4: memref<2x4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %b = gpu.block_id x
      %r0 = arith.muli %b, %c4 : index
      %c0f = arith.constant 0.0 : f32
      %v = vector.transfer_read %a[%r0, %c0], %c0f {in_bounds = [true, true]} : memref<8x16xf32>, vector<4x16xf32>
      %s = vector.shape_cast %v : vector<4x16xf32> to vector<4x4x4xf32>
      %ninf = arith.constant dense<0xFF800000> : vector<4x4xf32>
      %mx = vector.multi_reduction <maximumf>, %s, %ninf [1] : vector<4x4x4xf32> to vector<4x4xf32>
      vector.transfer_write %mx, %o1[%b, %c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, memref<2x4x4xf32>
      %sl = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 8], strides = [1, 1]} : vector<4x16xf32> to vector<2x8xf32>
      %z = arith.constant dense<0.0> : vector<4x16xf32>
      %ins = vector.insert_strided_slice %sl, %z {offsets = [2, 8], strides = [1, 1]} : vector<2x8xf32> into vector<4x16xf32>
      %row0 = vector.extract %v[0] : vector<16xf32> from vector<4x16xf32>
      %neg = arith.negf %row0 : vector<16xf32>
      %ins2 = vector.insert %neg, %ins [0] : vector<16xf32> into vector<4x16xf32>
      vector.transfer_write %ins2, %o2[%b, %c0, %c0] {in_bounds = [true, true]} : vector<4x16xf32>, memref<2x4x16xf32>
      %t = vector.transpose %v, [1, 0] : vector<4x16xf32> to vector<16x4xf32>
      %z16 = arith.constant dense<1.0> : vector<16xf32>
      %cs = vector.multi_reduction <add>, %t, %z16 [1] : vector<16x4xf32> to vector<16xf32>
      vector.store %cs, %o3[%b, %c0] : memref<2x16xf32>, vector<16xf32>
      %vi = vector.load %ai[%r0, %c0] : memref<8x16xi32>, vector<16xi32>
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %r1 = arith.addi %r0, %c1 : index
      %r2 = arith.addi %r0, %c2 : index
      %r3 = arith.addi %r0, %c3 : index
      %vi1 = vector.load %ai[%r1, %c0] : memref<8x16xi32>, vector<16xi32>
      %vi2 = vector.load %ai[%r2, %c0] : memref<8x16xi32>, vector<16xi32>
      %vi3 = vector.load %ai[%r3, %c0] : memref<8x16xi32>, vector<16xi32>
      %m0 = vector.broadcast %vi : vector<16xi32> to vector<4x16xi32>
      %m1 = vector.insert %vi1, %m0 [1] : vector<16xi32> into vector<4x16xi32>
      %m2 = vector.insert %vi2, %m1 [2] : vector<16xi32> into vector<4x16xi32>
      %m3 = vector.insert %vi3, %m2 [3] : vector<16xi32> into vector<4x16xi32>
      %acc = arith.constant dense<[50, 0, -100, 1000]> : vector<4xi32>
      %mn = vector.multi_reduction <minsi>, %m3, %acc [1] : vector<4x16xi32> to vector<4xi32>
      vector.store %mn, %o4[%b, %c0] : memref<2x4xi32>, vector<4xi32>
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
    %a = memref.alloc() : memref<8x16xf32>
    %ai = memref.alloc() : memref<8x16xi32>
    %o1 = memref.alloc() : memref<2x4x4xf32>
    %o2 = memref.alloc() : memref<2x4x16xf32>
    %o3 = memref.alloc() : memref<2x16xf32>
    %o4 = memref.alloc() : memref<2x4xi32>
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        %p = arith.muli %i, %c16 : index
        %q = arith.addi %p, %j : index
        %qi = arith.index_cast %q : index to i32
        %c45 = arith.constant 45 : i32
        %m = arith.muli %qi, %c45 : i32
        %c61 = arith.constant 61 : i32
        %r = arith.remui %m, %c61 : i32
        %c30 = arith.constant 30 : i32
        %s = arith.subi %r, %c30 : i32
        memref.store %s, %ai[%i, %j] : memref<8x16xi32>
        %f = arith.sitofp %s : i32 to f32
        %h = arith.constant 0.5 : f32
        %fv = arith.mulf %f, %h : f32
        memref.store %fv, %a[%i, %j] : memref<8x16xf32>
      }
    }
    gpu.launch_func @kernels::@k blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<8x16xf32>, %ai : memref<8x16xi32>, %o1 : memref<2x4x4xf32>, %o2 : memref<2x4x16xf32>, %o3 : memref<2x16xf32>, %o4 : memref<2x4xi32>)
    scf.for %b = %c0 to %c2 step %c1 {
      scf.for %i = %c0 to %c4 step %c1 {
        %v = vector.load %o1[%b, %i, %c0] : memref<2x4x4xf32>, vector<4xf32>
        vector.print str "max: "
        vector.print %v : vector<4xf32>
        %w = vector.load %o2[%b, %i, %c0] : memref<2x4x16xf32>, vector<16xf32>
        vector.print str "ins: "
        vector.print %w : vector<16xf32>
      }
      %x = vector.load %o3[%b, %c0] : memref<2x16xf32>, vector<16xf32>
      vector.print str "colsum: "
      vector.print %x : vector<16xf32>
      %y = vector.load %o4[%b, %c0] : memref<2x4xi32>, vector<4xi32>
      vector.print str "min: "
      vector.print %y : vector<4xi32>
    }
    return
  }
}
