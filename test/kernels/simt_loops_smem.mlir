// Kernels written per work item whose loops and memory go beyond plain
// element-wise code; genx-vectorize-work-items packs them:
//  - @spmv, a CSR matrix-vector product, one row per work item: the row's
//    loop runs from row_ptr[i] to row_ptr[i + 1], bounds each lane loads for
//    itself (rows of 0 to 9 entries); the loop runs until the longest row of
//    the thread is done, each lane masked off after its own row;
//  - @block_sum, a grid-stride loop (each work item starts at its global id
//    and steps by the whole grid) into workgroup memory, then a tree
//    reduction with a barrier after each level; launched with 64 and with 32
//    work items per group, so 32 work items share a thread and the group
//    size comes from the launch, not from a constant;
//  - @shifted, a loop whose lower bound is the lane (a lane-dependent start
//    with a uniform end) and a barrier between writing and reading back
//    workgroup memory in reverse.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower)' | FileCheck %s --check-prefix=PACKED
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// PACKED-DAG: llvm.func @spmv({{.*}}genx.work_items_per_thread = 16 : i32
// PACKED-DAG: llvm.func @block_sum({{.*}}genx.work_items_per_thread = 32 : i32
// PACKED-DAG: llvm.func @shifted({{.*}}genx.work_items_per_thread = 64 : i32
// PACKED-DAG: gpu.launch_func{{ +}}@kernels::@spmv blocks in ({{.*}}) threads in (%c1{{(_[0-9]+)?}}, %c1
// PACKED-DAG: gpu.launch_func{{ +}}@kernels::@block_sum blocks in ({{.*}}) threads in (%c2{{(_[0-9]+)?}}, %c1
// PACKED-DAG: gpu.launch_func{{ +}}@kernels::@block_sum blocks in ({{.*}}) threads in (%c1{{(_[0-9]+)?}}, %c1
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @spmv(%row_ptr: memref<41xindex>, %cols: memref<200xindex>,
                   %vals: memref<200xf32>, %x: memref<50xf32>,
                   %y: memref<40xf32>, %rows: index) kernel {
      %i = gpu.global_id x
      %in = arith.cmpi ult, %i, %rows : index
      scf.if %in {
        %c1 = arith.constant 1 : index
        %lo = memref.load %row_ptr[%i] : memref<41xindex>
        %i1 = arith.addi %i, %c1 : index
        %hi = memref.load %row_ptr[%i1] : memref<41xindex>
        %zero = arith.constant 0.0 : f32
        %dot = scf.for %k = %lo to %hi step %c1 iter_args(%acc = %zero) -> (f32) {
          %col = memref.load %cols[%k] : memref<200xindex>
          %a = memref.load %vals[%k] : memref<200xf32>
          %b = memref.load %x[%col] : memref<50xf32>
          %p = arith.mulf %a, %b : f32
          %s = arith.addf %acc, %p : f32
          scf.yield %s : f32
        }
        memref.store %dot, %y[%i] : memref<40xf32>
      }
      gpu.return
    }

    gpu.func @block_sum(%in: memref<1000xi32>, %n: index, %out: memref<4xi32>)
        workgroup(%part: memref<64xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim x
      %start = gpu.global_id x
      %stride = arith.muli %gdim, %bdim : index
      %zero = arith.constant 0 : i32
      %mine = scf.for %j = %start to %n step %stride iter_args(%acc = %zero) -> (i32) {
        %v = memref.load %in[%j] : memref<1000xi32>
        %jj = arith.index_cast %j : index to i32
        %c3 = arith.constant 3 : i32
        %w = arith.remui %jj, %c3 : i32
        %t = arith.muli %v, %w : i32
        %s = arith.addi %acc, %t : i32
        scf.yield %s : i32
      }
      memref.store %mine, %part[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %half = arith.divui %bdim, %c2 : index
      %c6 = arith.constant 6 : index
      scf.for %level = %c0 to %c6 step %c1 {
        %s = arith.shrui %half, %level : index
        %active = arith.cmpi ult, %tid, %s : index
        scf.if %active {
          %o = arith.addi %tid, %s : index
          %a = memref.load %part[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
          %b = memref.load %part[%o] : memref<64xi32, #gpu.address_space<workgroup>>
          %sum = arith.addi %a, %b : i32
          memref.store %sum, %part[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %r = memref.load %part[%c0] : memref<64xi32, #gpu.address_space<workgroup>>
        memref.store %r, %out[%bid] : memref<4xi32>
      }
      gpu.return
    }

    gpu.func @shifted(%in: memref<64xi32>, %out: memref<64xi32>, %n: index)
        workgroup(%tile: memref<64xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c63 = arith.constant 63 : index
      %tid = gpu.thread_id x
      %c4 = arith.constant 4 : index
      // Work item t adds in[t], in[t + 4], ... up to n.
      %zero = arith.constant 0 : i32
      %sum = scf.for %j = %tid to %n step %c4 iter_args(%acc = %zero) -> (i32) {
        %v = memref.load %in[%j] : memref<64xi32>
        %s = arith.addi %acc, %v : i32
        scf.yield %s : i32
      }
      memref.store %sum, %tile[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %mirror = arith.subi %c63, %tid : index
      %r = memref.load %tile[%mirror] : memref<64xi32, #gpu.address_space<workgroup>>
      memref.store %r, %out[%tid] : memref<64xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c40 = arith.constant 40 : index
    %c50 = arith.constant 50 : index
    %c64 = arith.constant 64 : index
    %c200 = arith.constant 200 : index
    %c1000 = arith.constant 1000 : index
    // CSR: row r has (r * 7) mod 10 entries, columns (r * 3 + 5 * e) mod 50.
    %row_ptr = memref.alloc() : memref<41xindex>
    %cols = memref.alloc() : memref<200xindex>
    %vals = memref.alloc() : memref<200xf32>
    %x = memref.alloc() : memref<50xf32>
    %y = memref.alloc() : memref<40xf32>
    %sentf = arith.constant -1.0 : f32
    scf.for %e = %c0 to %c200 step %c1 {
      memref.store %c0, %cols[%e] : memref<200xindex>
      memref.store %sentf, %vals[%e] : memref<200xf32>
    }
    memref.store %c0, %row_ptr[%c0] : memref<41xindex>
    %c7 = arith.constant 7 : index
    %c5 = arith.constant 5 : index
    scf.for %r = %c0 to %c40 step %c1 {
      %lo = memref.load %row_ptr[%r] : memref<41xindex>
      %rr = arith.muli %r, %c7 : index
      %len = arith.remui %rr, %c10 : index
      %hi = arith.addi %lo, %len : index
      %r1 = arith.addi %r, %c1 : index
      memref.store %hi, %row_ptr[%r1] : memref<41xindex>
      scf.for %e = %c0 to %len step %c1 {
        %k = arith.addi %lo, %e : index
        %r3 = arith.muli %r, %c3 : index
        %e5 = arith.muli %e, %c5 : index
        %cs = arith.addi %r3, %e5 : index
        %col = arith.remui %cs, %c50 : index
        memref.store %col, %cols[%k] : memref<200xindex>
        %ki = arith.index_cast %k : index to i32
        %kf = arith.sitofp %ki : i32 to f32
        %q = arith.constant 0.25 : f32
        %v = arith.mulf %kf, %q : f32
        memref.store %v, %vals[%k] : memref<200xf32>
      }
      memref.store %sentf, %y[%r] : memref<40xf32>
    }
    scf.for %c = %c0 to %c50 step %c1 {
      %ci = arith.index_cast %c : index to i32
      %cf = arith.sitofp %ci : i32 to f32
      %h = arith.constant 0.5 : f32
      %o = arith.constant -3.0 : f32
      %m = arith.mulf %cf, %h : f32
      %v = arith.addf %m, %o : f32
      memref.store %v, %x[%c] : memref<50xf32>
    }
    // 37 of the 48 work items have a row.
    %rows = arith.constant 37 : index
    gpu.launch_func @kernels::@spmv blocks in (%c3, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%row_ptr : memref<41xindex>, %cols : memref<200xindex>, %vals : memref<200xf32>,
             %x : memref<50xf32>, %y : memref<40xf32>, %rows : index)
    %yv = vector.load %y[%c0] : memref<40xf32>, vector<40xf32>
    vector.print str "y: "
    vector.print %yv : vector<40xf32>

    %in = memref.alloc() : memref<1000xi32>
    %out = memref.alloc() : memref<4xi32>
    scf.for %i = %c0 to %c1000 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %c13 = arith.constant 13 : i32
      %c29 = arith.constant 29 : i32
      %a = arith.muli %ii, %c13 : i32
      %b = arith.remui %a, %c29 : i32
      %c14 = arith.constant 14 : i32
      %v = arith.subi %b, %c14 : i32
      memref.store %v, %in[%i] : memref<1000xi32>
    }
    %sent = arith.constant -99 : i32
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %sent, %out[%i] : memref<4xi32>
    }
    %n1 = arith.constant 999 : index
    gpu.launch_func @kernels::@block_sum blocks in (%c3, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<1000xi32>, %n1 : index, %out : memref<4xi32>)
    %o1 = vector.load %out[%c0] : memref<4xi32>, vector<4xi32>
    vector.print str "sums 3x64: "
    vector.print %o1 : vector<4xi32>
    %n2 = arith.constant 77 : index
    gpu.launch_func @kernels::@block_sum blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<1000xi32>, %n2 : index, %out : memref<4xi32>)
    %o2 = vector.load %out[%c0] : memref<4xi32>, vector<4xi32>
    vector.print str "sums 2x32: "
    vector.print %o2 : vector<4xi32>

    %sin = memref.alloc() : memref<64xi32>
    %sout = memref.alloc() : memref<64xi32>
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %c5i = arith.constant 5 : i32
      %v = arith.muli %ii, %c5i : i32
      memref.store %v, %sin[%i] : memref<64xi32>
    }
    %n3 = arith.constant 50 : index
    gpu.launch_func @kernels::@shifted blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%sin : memref<64xi32>, %sout : memref<64xi32>, %n3 : index)
    %sv = vector.load %sout[%c0] : memref<64xi32>, vector<64xi32>
    vector.print str "shifted: "
    vector.print %sv : vector<64xi32>

    memref.dealloc %row_ptr : memref<41xindex>
    memref.dealloc %cols : memref<200xindex>
    memref.dealloc %vals : memref<200xf32>
    memref.dealloc %x : memref<50xf32>
    memref.dealloc %y : memref<40xf32>
    memref.dealloc %in : memref<1000xi32>
    memref.dealloc %out : memref<4xi32>
    memref.dealloc %sin : memref<64xi32>
    memref.dealloc %sout : memref<64xi32>
    return
  }
}
