// Kernels of 2-D groups narrower in x than a thread's lanes, whose threads
// also run several work items of y (genx-vectorize-work-items, runRows):
//  - @laplace: a 5-point Laplacian of a 34x34 grid into 32x32, groups of
//    16x16 (16 lanes in x, 8 rows a thread): the rows above and below one
//    row are the rows of its neighbours;
//  - @ids: groups of 16x4 launched 2x3, each work item writing its ids
//    (thread_id y, block_dim y, global_id y, block_id y * block_dim y +
//    thread_id y) and, in rows past 5 (an scf.if on a row's own id), a
//    second record;
//  - @barrier: groups of 16x4 that exchange values through workgroup memory
//    and a gpu.barrier at the kernel's top level (one barrier for the rows);
//  - @loop_barrier: the same exchange in an scf.for of a run-time trip
//    count (2) with the barriers inside, run one row a thread (each row's
//    loop would run in turn).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: in[y][x] = x * x + y * y * y (integers as floats), whose
// Laplacian at output row y (input row y + 1) is 2 + 6 (y + 1): 8 in row
// 0, 194 in row 31 (elements 992-1023); ids at (x, y) = (17, 2): block
// (1, 0), thread (1, 2): 2, 4, 2, 2, 0; at (5, 9): block (0, 2), thread
// (5, 1): 1, 4, 9, 9, 9 + 100 (y > 5); barrier at (30, 3): thread (14, 3)
// reads what thread (1, 0) stored: 1, and row 0; loop: two exchanges give
// each work item its own tx back.
// CHECK: laplace 0: ( 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8 )
// CHECK: laplace 1008: ( 194, 194, 194, 194, 194, 194, 194, 194, 194, 194, 194, 194, 194, 194, 194, 194 )
// CHECK: ids 2 17: ( 2, 4, 2, 2, 0 )
// CHECK: barrier 3 30: ( 1, 0 )
// CHECK: loop 3 30: ( 14, 3 )
// CHECK: ids 9 5: ( 1, 4, 9, 9, 109 )
// LOWER-LABEL: llvm.func @laplace
// LOWER-SAME: genx.rows_per_thread = 8 : i32, genx.work_items_per_thread = 16 : i32
// LOWER-LABEL: llvm.func @ids
// LOWER-SAME: genx.rows_per_thread = 4 : i32, genx.work_items_per_thread = 16 : i32
// LOWER-LABEL: llvm.func @barrier
// LOWER-SAME: genx.rows_per_thread = 4 : i32, genx.work_items_per_thread = 16 : i32
// LOWER-LABEL: llvm.func @loop_barrier
// LOWER-NOT: genx.rows_per_thread
// LOWER-SAME: genx.work_items_per_thread = 16 : i32

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @laplace(%in: memref<34x34xf32>, %out: memref<32x32xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %x1 = arith.addi %x, %c1 : index
      %y1 = arith.addi %y, %c1 : index
      %x2 = arith.addi %x, %c2 : index
      %y2 = arith.addi %y, %c2 : index
      %c = memref.load %in[%y1, %x1] : memref<34x34xf32>
      %n = memref.load %in[%y, %x1] : memref<34x34xf32>
      %s = memref.load %in[%y2, %x1] : memref<34x34xf32>
      %w = memref.load %in[%y1, %x] : memref<34x34xf32>
      %e = memref.load %in[%y1, %x2] : memref<34x34xf32>
      %four = arith.constant 4.0 : f32
      %ns = arith.addf %n, %s : f32
      %we = arith.addf %w, %e : f32
      %sum = arith.addf %ns, %we : f32
      %c4 = arith.mulf %c, %four : f32
      %r = arith.subf %sum, %c4 : f32
      memref.store %r, %out[%y, %x] : memref<32x32xf32>
      gpu.return
    }
    gpu.func @ids(%out: memref<12x32x5xi32>) kernel {
      %c5 = arith.constant 5 : index
      %c100 = arith.constant 100 : index
      %x = gpu.global_id x
      %ty = gpu.thread_id y
      %dy = gpu.block_dim y
      %by = gpu.block_id y
      %gy = gpu.global_id y
      %start = arith.muli %by, %dy : index
      %y = arith.addi %start, %ty : index
      %v = vector.from_elements %ty, %dy, %gy, %y, %y : vector<5xindex>
      %late = arith.cmpi ugt, %y, %c5 : index
      %w = scf.if %late -> (vector<5xindex>) {
        %t = arith.addi %y, %c100 : index
        %u = vector.insert %t, %v [4] : index into vector<5xindex>
        scf.yield %u : vector<5xindex>
      } else {
        %zero = arith.constant 0 : index
        %u = vector.insert %zero, %v [4] : index into vector<5xindex>
        scf.yield %u : vector<5xindex>
      }
      %w32 = arith.index_cast %w : vector<5xindex> to vector<5xi32>
      %c0 = arith.constant 0 : index
      vector.store %w32, %out[%y, %x, %c0] : memref<12x32x5xi32>, vector<5xi32>
      gpu.return
    }
    gpu.func @barrier(%out: memref<12x32x2xi32>)
        workgroup(%tile: memref<4x16xi32, #gpu.address_space<workgroup>>) kernel {
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c16 = arith.constant 16 : index
      %c15 = arith.constant 15 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %x = gpu.global_id x
      %y = gpu.global_id y
      %tx32 = arith.index_cast %tx : index to i32
      memref.store %tx32, %tile[%ty, %tx] : memref<4x16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %ox = arith.subi %c15, %tx : index
      %oy = arith.subi %c3, %ty : index
      %a = memref.load %tile[%oy, %ox] : memref<4x16xi32, #gpu.address_space<workgroup>>
      %ty32 = arith.index_cast %oy : index to i32
      %v = vector.from_elements %a, %ty32 : vector<2xi32>
      %c0 = arith.constant 0 : index
      vector.store %v, %out[%y, %x, %c0] : memref<12x32x2xi32>, vector<2xi32>
      gpu.return
    }
    gpu.func @loop_barrier(%out: memref<12x32x2xi32>, %trips: index)
        workgroup(%tile: memref<4x16xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c15 = arith.constant 15 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %x = gpu.global_id x
      %y = gpu.global_id y
      %ox = arith.subi %c15, %tx : index
      %oy = arith.subi %c3, %ty : index
      %tx32 = arith.index_cast %tx : index to i32
      %v0 = arith.constant dense<0> : vector<2xi32>
      %r = scf.for %k = %c0 to %trips step %c1 iter_args(%acc = %tx32) -> (i32) {
        memref.store %acc, %tile[%ty, %tx] : memref<4x16xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %a = memref.load %tile[%oy, %ox] : memref<4x16xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        scf.yield %a : i32
      }
      %ty32 = arith.index_cast %ty : index to i32
      %v = vector.from_elements %r, %ty32 : vector<2xi32>
      vector.store %v, %out[%y, %x, %c0] : memref<12x32x2xi32>, vector<2xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c34 = arith.constant 34 : index
    %in = memref.alloc() : memref<34x34xf32>
    %out = memref.alloc() : memref<32x32xf32>
    scf.for %y = %c0 to %c34 step %c1 {
      scf.for %x = %c0 to %c34 step %c1 {
        %xx = arith.muli %x, %x : index
        %yy = arith.muli %y, %y : index
        %y3 = arith.muli %yy, %y : index
        %v = arith.addi %xx, %y3 : index
        %vi = arith.index_cast %v : index to i32
        %vf = arith.sitofp %vi : i32 to f32
        memref.store %vf, %in[%y, %x] : memref<34x34xf32>
      }
    }
    %ids = memref.alloc() : memref<12x32x5xi32>
    %bar = memref.alloc() : memref<12x32x2xi32>
    %loop = memref.alloc() : memref<12x32x2xi32>
    gpu.launch_func @kernels::@laplace blocks in (%c2, %c2, %c1) threads in (%c16, %c16, %c1)
        args(%in : memref<34x34xf32>, %out : memref<32x32xf32>)
    gpu.launch_func @kernels::@ids blocks in (%c2, %c3, %c1) threads in (%c16, %c4, %c1)
        args(%ids : memref<12x32x5xi32>)
    gpu.launch_func @kernels::@barrier blocks in (%c2, %c3, %c1) threads in (%c16, %c4, %c1)
        args(%bar : memref<12x32x2xi32>)
    gpu.launch_func @kernels::@loop_barrier blocks in (%c2, %c3, %c1) threads in (%c16, %c4, %c1)
        args(%loop : memref<12x32x2xi32>, %c2 : index)
    %flat = memref.collapse_shape %out [[0, 1]] : memref<32x32xf32> into memref<1024xf32>
    scf.for %i = %c0 to %c32 step %c1 {
      %at = arith.muli %i, %c32 : index
      scf.for %j = %c0 to %c32 step %c16 {
        %k = arith.addi %at, %j : index
        %v = vector.load %flat[%k] : memref<1024xf32>, vector<16xf32>
        vector.print str "laplace "
        vector.print %k : index punctuation <no_punctuation>
        vector.print str ": "
        vector.print %v : vector<16xf32>
      }
    }
    scf.for %y = %c0 to %c12 step %c1 {
      scf.for %x = %c0 to %c32 step %c1 {
        %v = vector.load %ids[%y, %x, %c0] : memref<12x32x5xi32>, vector<5xi32>
        vector.print str "ids "
        vector.print %y : index punctuation <no_punctuation>
        vector.print str " "
        vector.print %x : index punctuation <no_punctuation>
        vector.print str ": "
        vector.print %v : vector<5xi32>
        %b = vector.load %bar[%y, %x, %c0] : memref<12x32x2xi32>, vector<2xi32>
        vector.print str "barrier "
        vector.print %y : index punctuation <no_punctuation>
        vector.print str " "
        vector.print %x : index punctuation <no_punctuation>
        vector.print str ": "
        vector.print %b : vector<2xi32>
        %l = vector.load %loop[%y, %x, %c0] : memref<12x32x2xi32>, vector<2xi32>
        vector.print str "loop "
        vector.print %y : index punctuation <no_punctuation>
        vector.print str " "
        vector.print %x : index punctuation <no_punctuation>
        vector.print str ": "
        vector.print %l : vector<2xi32>
      }
    }
    return
  }
}
