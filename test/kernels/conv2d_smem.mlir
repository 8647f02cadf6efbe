// 3x3 convolution (cross-correlation) of a 20x20 f32 image, CUDA style with
// a shared-memory tile and halo: 8x8-thread blocks on a 3x3 grid (24x24
// threads, the ones past the image store nothing). Each block stages a
// 10x10 tile (its 8x8 outputs plus a one-pixel halo) in a workgroup
// attribution: the 64 threads stride over the 100 tile cells (linear id,
// step 64), cells outside the image are 0 (zero padding), barrier, then every
// in-range thread sums the 9 weighted neighbours from workgroup memory.
// The 3x3 weights come in as a memref argument. Small integers: exact.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// img[y][x] = ((3y + 5x) mod 11) - 5, w = [[1, 2, 1], [0, -1, 0], [-2, 3, -1]],
// out[y][x] = sum_{a,b} w[a][b] img[y + a - 1][x + b - 1] (0 outside).
// Computed by a few lines of Python: rows 0, 10, 19 and the sum of all (5).
// CHECK: row 0: ( -4, 16, -22, 17, -21, 18, -20, 8, 14, -13, 15, -12, 16, -22, 17, -21, 18, -20, 8, 13 )
// CHECK-NEXT: row 10: ( -13, 17, 21, -8, 18, -11, 15, -25, 12, -28, 9, -20, 17, 21, -8, 18, -11, 15, -25, 7 )
// CHECK-NEXT: row 19: ( 12, 5, 9, 2, 6, -1, -8, -4, -11, -7, -3, 12, 5, 9, 2, 6, -1, -8, -4, -6 )
// CHECK-NEXT: sum: 5

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @conv3x3(%img: memref<20x20xf32>, %w: memref<3x3xf32>, %out: memref<20x20xf32>)
        workgroup(%tile: memref<10x10xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %c10 = arith.constant 10 : index
      %c20 = arith.constant 20 : index
      %c64 = arith.constant 64 : index
      %c100 = arith.constant 100 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %ox = arith.muli %bx, %c8 : index
      %oy = arith.muli %by, %c8 : index
      %tyw = arith.muli %ty, %c8 : index
      %lin = arith.addi %tyw, %tx : index
      %zero = arith.constant 0.0 : f32
      scf.for %idx = %lin to %c100 step %c64 {
        %ly = arith.divui %idx, %c10 : index
        %lx = arith.remui %idx, %c10 : index
        // global coordinate = origin + local - 1, as signed index
        %gy0 = arith.addi %oy, %ly : index
        %gx0 = arith.addi %ox, %lx : index
        %gy = arith.subi %gy0, %c1 : index
        %gx = arith.subi %gx0, %c1 : index
        %y0 = arith.cmpi sge, %gy, %c0 : index
        %y1 = arith.cmpi slt, %gy, %c20 : index
        %x0 = arith.cmpi sge, %gx, %c0 : index
        %x1 = arith.cmpi slt, %gx, %c20 : index
        %iny = arith.andi %y0, %y1 : i1
        %inx = arith.andi %x0, %x1 : i1
        %in = arith.andi %iny, %inx : i1
        %v = scf.if %in -> (f32) {
          %l = memref.load %img[%gy, %gx] : memref<20x20xf32>
          scf.yield %l : f32
        } else {
          scf.yield %zero : f32
        }
        memref.store %v, %tile[%ly, %lx] : memref<10x10xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %row = arith.addi %oy, %ty : index
      %col = arith.addi %ox, %tx : index
      %rin = arith.cmpi ult, %row, %c20 : index
      %cin = arith.cmpi ult, %col, %c20 : index
      %inb = arith.andi %rin, %cin : i1
      scf.if %inb {
        %acc = scf.for %a = %c0 to %c3 step %c1 iter_args(%s0 = %zero) -> (f32) {
          %s1 = scf.for %b = %c0 to %c3 step %c1 iter_args(%s = %s0) -> (f32) {
            %py = arith.addi %ty, %a : index
            %px = arith.addi %tx, %b : index
            %p = memref.load %tile[%py, %px] : memref<10x10xf32, #gpu.address_space<workgroup>>
            %wv = memref.load %w[%a, %b] : memref<3x3xf32>
            %m = arith.mulf %wv, %p : f32
            %n = arith.addf %s, %m : f32
            scf.yield %n : f32
          }
          scf.yield %s1 : f32
        }
        memref.store %acc, %out[%row, %col] : memref<20x20xf32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    %c11 = arith.constant 11 : index
    %c19 = arith.constant 19 : index
    %c20 = arith.constant 20 : index
    %img = memref.alloc() : memref<20x20xf32>
    %w = memref.alloc() : memref<3x3xf32>
    %out = memref.alloc() : memref<20x20xf32>
    %i5 = arith.constant 5 : i32
    scf.for %y = %c0 to %c20 step %c1 {
      scf.for %x = %c0 to %c20 step %c1 {
        %y3 = arith.muli %y, %c3 : index
        %x5 = arith.muli %x, %c5 : index
        %s = arith.addi %y3, %x5 : index
        %r = arith.remui %s, %c11 : index
        %ri = arith.index_cast %r : index to i32
        %v = arith.subi %ri, %i5 : i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %img[%y, %x] : memref<20x20xf32>
      }
    }
    %wv = arith.constant dense<[[1.0, 2.0, 1.0], [0.0, -1.0, 0.0], [-2.0, 3.0, -1.0]]> : vector<3x3xf32>
    vector.transfer_write %wv, %w[%c0, %c0] : vector<3x3xf32>, memref<3x3xf32>
    gpu.launch_func @kernels::@conv3x3 blocks in (%c3, %c3, %c1) threads in (%c8, %c8, %c1)
        args(%img : memref<20x20xf32>, %w : memref<3x3xf32>, %out : memref<20x20xf32>)
    %r0 = vector.load %out[%c0, %c0] : memref<20x20xf32>, vector<20xf32>
    vector.print str "row 0: "
    vector.print %r0 : vector<20xf32>
    %r10 = vector.load %out[%c10, %c0] : memref<20x20xf32>, vector<20xf32>
    vector.print str "row 10: "
    vector.print %r10 : vector<20xf32>
    %r19 = vector.load %out[%c19, %c0] : memref<20x20xf32>, vector<20xf32>
    vector.print str "row 19: "
    vector.print %r19 : vector<20xf32>
    %fz = arith.constant 0.0 : f32
    %sum = scf.for %i = %c0 to %c20 step %c1 iter_args(%t = %fz) -> (f32) {
      %row = vector.load %out[%i, %c0] : memref<20x20xf32>, vector<20xf32>
      %rs = vector.reduction <add>, %row, %t : vector<20xf32> into f32
      scf.yield %rs : f32
    }
    vector.print str "sum: "
    vector.print %sum : f32
    scf.for %i = %c0 to %c20 step %c1 {
      %row = vector.load %out[%i, %c0] : memref<20x20xf32>, vector<20xf32>
      %bits = vector.bitcast %row : vector<20xf32> to vector<20xi32>
      vector.print str "bits f32: "
      vector.print %bits : vector<20xi32>
    }
    memref.dealloc %img : memref<20x20xf32>
    memref.dealloc %w : memref<3x3xf32>
    memref.dealloc %out : memref<20x20xf32>
    return
  }
}
