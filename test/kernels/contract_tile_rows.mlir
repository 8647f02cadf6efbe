// Each work item computes 4 rows of y = A x with one vector.contract of its
// own 4 x 16 tile of A (a 2-D vector.transfer_read) and x, the way a
// matrix-vector product is tiled per thread; genx-lower lowers the tile to
// 1-D and packs 32 work items into a thread (128 rows). Two groups of 32
// work items over 256 rows, and a second kernel whose tiles of 2 x 8 start
// at a dynamic column `c` and accumulate into y (maps (i, k) -> (i, k),
// (k), (i), the accumulator loaded). A[r][k] = ((3 r + 5 k) mod 11) - 5,
// x[k] = k / 4 - 2: every product and sum is a multiple of 1/4 below 2^10,
// exact in any order.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
#rows = affine_map<(i, k) -> (i, k)>
#cols = affine_map<(i, k) -> (k)>
#out = affine_map<(i, k) -> (i)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tiles(%a: memref<256x16xf32>, %x: memref<16xf32>, %y: memref<256xf32>) kernel {
      %t = gpu.global_id x
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %pad = arith.constant 0.0 : f32
      %row = arith.muli %t, %c4 : index
      %tile = vector.transfer_read %a[%row, %c0], %pad {in_bounds = [true, true]} : memref<256x16xf32>, vector<4x16xf32>
      %xv = vector.load %x[%c0] : memref<16xf32>, vector<16xf32>
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %r = vector.contract {indexing_maps = [#rows, #cols, #out], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %tile, %xv, %zero : vector<4x16xf32>, vector<16xf32> into vector<4xf32>
      vector.store %r, %y[%row] : memref<256xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @accumulate(%a: memref<256x16xf32>, %x: memref<16xf32>, %y: memref<256xf32>, %c: index) kernel {
      %t = gpu.global_id x
      %c2 = arith.constant 2 : index
      %pad = arith.constant 0.0 : f32
      %row = arith.muli %t, %c2 : index
      %tile = vector.transfer_read %a[%row, %c], %pad {in_bounds = [true, true]} : memref<256x16xf32>, vector<2x8xf32>
      %xv = vector.load %x[%c] : memref<16xf32>, vector<8xf32>
      %acc = vector.load %y[%row] : memref<256xf32>, vector<2xf32>
      %r = vector.contract {indexing_maps = [#rows, #cols, #out], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %tile, %xv, %acc : vector<2x8xf32>, vector<8xf32> into vector<2xf32>
      vector.store %r, %y[%row] : memref<256xf32>, vector<2xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %a = memref.alloc() : memref<256x16xf32>
    %x = memref.alloc() : memref<16xf32>
    %y = memref.alloc() : memref<256xf32>
    %c3i = arith.constant 3 : i32
    %c5i = arith.constant 5 : i32
    %c11i = arith.constant 11 : i32
    %quarter = arith.constant 0.25 : f32
    %two = arith.constant 2.0 : f32
    scf.for %r = %c0 to %c256 step %c1 {
      scf.for %k = %c0 to %c16 step %c1 {
        %ri = arith.index_cast %r : index to i32
        %ki = arith.index_cast %k : index to i32
        %t0 = arith.muli %ri, %c3i : i32
        %t1 = arith.muli %ki, %c5i : i32
        %t2 = arith.addi %t0, %t1 : i32
        %t3 = arith.remui %t2, %c11i : i32
        %t4 = arith.subi %t3, %c5i : i32
        %f = arith.sitofp %t4 : i32 to f32
        memref.store %f, %a[%r, %k] : memref<256x16xf32>
      }
    }
    scf.for %k = %c0 to %c16 step %c1 {
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %q = arith.mulf %kf, %quarter : f32
      %v = arith.subf %q, %two : f32
      memref.store %v, %x[%k] : memref<16xf32>
    }
    gpu.launch_func @kernels::@tiles blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<256x16xf32>, %x : memref<16xf32>, %y : memref<256xf32>)
    gpu.launch_func @kernels::@accumulate blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<256x16xf32>, %x : memref<16xf32>, %y : memref<256xf32>, %c5 : index)
    scf.for %r = %c0 to %c256 step %c16 {
      %v = vector.load %y[%r] : memref<256xf32>, vector<16xf32>
      vector.print %v : vector<16xf32>
    }
    return
  }
}
