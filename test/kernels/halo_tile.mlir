// A 3x3 box sum through a workgroup tile (an attribution) with a halo, as tiled stencils are
// written: each 8x8 group first loads a 10x10 tile whose 100 elements its 64
// work items share, each from its own position l = 8 ty + tx by 64 (one or
// two trips: genx-unroll-small-loops makes them two guarded copies), the
// tile's row and column by divui/remui 10 and the image's clamped to the
// edges; a barrier; then out[y][x] = the sum of the tile's 3x3 around it,
// under x < w and y < h. The group's start (block id times 8) is a work
// item's global id, computed in 32 bits, and so are the rows each thread
// runs.
// Image 21 x 19 (h x w), in[y][x] = (3 y + 5 x) mod 17 - 8; groups of 8x8, 3x3
// of them; out past the image keeps -1.
// Printed: out rows 0, 7, 8, 20 (19 columns each).
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: env GENX_LOWER_OPTIONS=device=dg2 %kernel-genx %s > %t.dg2.out
// RUN: %kernel-compare %s %t.ref.out %t.dg2.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// The tile's loads are unrolled (no loop is left), their divisions by 10
// are 32-bit (multiplications by the magic number), and nothing divides 64-bit.
// LOWER-LABEL: llvm.func @box_halo
// LOWER-NOT: llvm.br
// LOWER-NOT: llvm.udiv {{.*}} : i64
// LOWER-NOT: llvm.urem {{.*}} : i64
// LOWER: llvm.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @box_halo(%in: memref<?x?xf32>, %out: memref<?x?xf32>)
        workgroup(%tile : memref<10x10xf32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 8, 8, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c10 = arith.constant 10 : index
      %c64 = arith.constant 64 : index
      %c100 = arith.constant 100 : index
      %h = memref.dim %in, %c0 : memref<?x?xf32>
      %w = memref.dim %in, %c1 : memref<?x?xf32>
      %hm1 = arith.subi %h, %c1 : index
      %wm1 = arith.subi %w, %c1 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %x0 = arith.muli %bx, %c8 : index
      %y0 = arith.muli %by, %c8 : index
      %row = arith.muli %ty, %c8 : index
      %l = arith.addi %row, %tx : index
      scf.for %i = %l to %c100 step %c64 {
        %ly = arith.divui %i, %c10 : index
        %lx = arith.remui %i, %c10 : index
        %gy1 = arith.addi %y0, %ly : index
        %gx1 = arith.addi %x0, %lx : index
        %gy2 = arith.subi %gy1, %c1 : index
        %gx2 = arith.subi %gx1, %c1 : index
        %gy3 = arith.maxsi %gy2, %c0 : index
        %gx3 = arith.maxsi %gx2, %c0 : index
        %gy = arith.minsi %gy3, %hm1 : index
        %gx = arith.minsi %gx3, %wm1 : index
        %v = memref.load %in[%gy, %gx] : memref<?x?xf32>
        memref.store %v, %tile[%ly, %lx] : memref<10x10xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %x = arith.addi %x0, %tx : index
      %y = arith.addi %y0, %ty : index
      %inx = arith.cmpi ult, %x, %w : index
      %iny = arith.cmpi ult, %y, %h : index
      %ok = arith.andi %inx, %iny : i1
      scf.if %ok {
        %x1 = arith.addi %tx, %c1 : index
        %x2 = arith.addi %tx, %c2 : index
        %y1 = arith.addi %ty, %c1 : index
        %y2 = arith.addi %ty, %c2 : index
        %a00 = memref.load %tile[%ty, %tx] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %a01 = memref.load %tile[%ty, %x1] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %a02 = memref.load %tile[%ty, %x2] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %a10 = memref.load %tile[%y1, %tx] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %a11 = memref.load %tile[%y1, %x1] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %a12 = memref.load %tile[%y1, %x2] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %a20 = memref.load %tile[%y2, %tx] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %a21 = memref.load %tile[%y2, %x1] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %a22 = memref.load %tile[%y2, %x2] : memref<10x10xf32, #gpu.address_space<workgroup>>
        %s0 = arith.addf %a00, %a01 : f32
        %s1 = arith.addf %s0, %a02 : f32
        %s2 = arith.addf %s1, %a10 : f32
        %s3 = arith.addf %s2, %a11 : f32
        %s4 = arith.addf %s3, %a12 : f32
        %s5 = arith.addf %s4, %a20 : f32
        %s6 = arith.addf %s5, %a21 : f32
        %s7 = arith.addf %s6, %a22 : f32
        memref.store %s7, %out[%y, %x] : memref<?x?xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c17 = arith.constant 17 : index
    %c19 = arith.constant 19 : index
    %c20 = arith.constant 20 : index
    %c21 = arith.constant 21 : index
    %eight = arith.constant 8.0 : f32
    %none = arith.constant -1.0 : f32
    %in = memref.alloc(%c21, %c19) : memref<?x?xf32>
    %out = memref.alloc(%c21, %c19) : memref<?x?xf32>
    scf.for %y = %c0 to %c21 step %c1 {
      scf.for %x = %c0 to %c19 step %c1 {
        %y3 = arith.muli %y, %c3 : index
        %x5 = arith.muli %x, %c5 : index
        %s = arith.addi %y3, %x5 : index
        %m = arith.remui %s, %c17 : index
        %mi = arith.index_cast %m : index to i32
        %mf = arith.sitofp %mi : i32 to f32
        %v = arith.subf %mf, %eight : f32
        memref.store %v, %in[%y, %x] : memref<?x?xf32>
        memref.store %none, %out[%y, %x] : memref<?x?xf32>
      }
    }
    gpu.launch_func @kernels::@box_halo blocks in (%c3, %c3, %c1) threads in (%c8, %c8, %c1)
        args(%in : memref<?x?xf32>, %out : memref<?x?xf32>)
    %r0 = vector.transfer_read %out[%c0, %c0], %none : memref<?x?xf32>, vector<19xf32>
    vector.print %r0 : vector<19xf32>
    %r7 = vector.transfer_read %out[%c7, %c0], %none : memref<?x?xf32>, vector<19xf32>
    vector.print %r7 : vector<19xf32>
    %r8 = vector.transfer_read %out[%c8, %c0], %none : memref<?x?xf32>, vector<19xf32>
    vector.print %r8 : vector<19xf32>
    %r20 = vector.transfer_read %out[%c20, %c0], %none : memref<?x?xf32>, vector<19xf32>
    vector.print %r20 : vector<19xf32>
    memref.dealloc %in : memref<?x?xf32>
    memref.dealloc %out : memref<?x?xf32>
    return
  }
}
