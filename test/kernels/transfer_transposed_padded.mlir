// Transposing, padded transfers on a dynamic 2-D memref: each block b reads a
// 4x8 tile of the transposed input starting at column 8b (rows of A past the
// end are padded with -1) via a permutation map, scales it, transposes back
// with vector.transpose and writes with a masked transfer_write.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
#tr = affine_map<(d0, d1) -> (d1, d0)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tr(%a: memref<?x?xf32>, %o: memref<?x?xf32>, %s: memref<?x4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %b = gpu.block_id x
      %r0 = arith.muli %b, %c8 : index
      %pad = arith.constant -1.0 : f32
      // rows r0.. r0+7 of A, columns 0..3 -> vector<4x8> (column-major)
      %v = vector.transfer_read %a[%r0, %c0], %pad {permutation_map = #tr} : memref<?x?xf32>, vector<4x8xf32>
      %two = arith.constant dense<2.0> : vector<4x8xf32>
      %w = arith.mulf %v, %two : vector<4x8xf32>
      %t = vector.transpose %w, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
      %n = memref.dim %a, %c0 : memref<?x?xf32>
      %rem = arith.subi %n, %r0 : index
      %c4 = arith.constant 4 : index
      %m = vector.create_mask %rem, %c4 : vector<8x4xi1>
      vector.transfer_write %t, %o[%r0, %c0], %m : vector<8x4xf32>, memref<?x?xf32>
      // column sums of the (padded) tile
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %cs = vector.multi_reduction <add>, %w, %zero [1] : vector<4x8xf32> to vector<4xf32>
      vector.transfer_write %cs, %s[%b, %c0] {in_bounds = [true]} : vector<4xf32>, memref<?x4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %n = arith.constant 13 : index
    %a = memref.alloc(%n, %c4) : memref<?x?xf32>
    %o = memref.alloc(%n, %c4) : memref<?x?xf32>
    %s = memref.alloc(%c2) : memref<?x4xf32>
    %z = arith.constant 0.0 : f32
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %k = arith.muli %i, %c4 : index
        %l = arith.addi %k, %j : index
        %li = arith.index_cast %l : index to i32
        %f = arith.sitofp %li : i32 to f32
        %h = arith.constant 0.25 : f32
        %g = arith.mulf %f, %h : f32
        memref.store %g, %a[%i, %j] : memref<?x?xf32>
        memref.store %z, %o[%i, %j] : memref<?x?xf32>
      }
    }
    gpu.launch_func @kernels::@tr blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<?x?xf32>, %o : memref<?x?xf32>, %s : memref<?x4xf32>)
    scf.for %i = %c0 to %n step %c1 {
      %v = vector.transfer_read %o[%i, %c0], %z : memref<?x?xf32>, vector<4xf32>
      vector.print %v : vector<4xf32>
    }
    scf.for %i = %c0 to %c2 step %c1 {
      %v = vector.load %s[%i, %c0] : memref<?x4xf32>, vector<4xf32>
      vector.print str "colsum: "
      vector.print %v : vector<4xf32>
    }
    return
  }
}
