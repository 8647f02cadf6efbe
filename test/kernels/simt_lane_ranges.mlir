// A kernel written per work item with no known group size, launched with
// group sizes known only when the program runs: 64 (3 groups), which
// genx-vectorize-work-items runs 64 work items to a thread (at most 64, the
// RUN lines' option: its default, 128, divides neither launch), and 40, which
// 64 does not divide, so that launch runs the kernel's copy left one work
// item per thread. Each work item records which of its comparisons with
// shared bounds hold: <, <=, >, >= with the id on either side, signed and
// unsigned, against bounds inside the range, past it and negative (the
// packed kernel computes them as lane counts, vector.create_mask), == and
// !=; and work item lo alone writes a flag (a branch the packed kernel runs
// once if the lane is in its thread).
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: env GENX_LOWER_OPTIONS=work-items-per-thread=64 %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{work-items-per-thread=64})' | FileCheck %s --check-prefix=PACKED
// RUN: %if genx-backend %{ rm -rf %t.c && env GENX_LOWER_OPTIONS=work-items-per-thread=64 %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// PACKED: llvm.func @ranges({{.*}}genx.work_items_per_thread = 64 : i32
// PACKED: llvm.func @ranges_per_work_item(
// PACKED-NOT: work_items_per_thread
// PACKED: scf.if
// PACKED: gpu.launch_func{{ +}}@kernels::@ranges blocks
// PACKED: } else {
// PACKED: gpu.launch_func{{ +}}@kernels::@ranges_per_work_item blocks
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ranges(%out: memref<?xi32>, %lo: index, %hi: index, %neg: index,
                     %flag: memref<?xi32>) kernel {
      %i = gpu.global_id x
      %zero = arith.constant 0 : i32
      %c1 = arith.constant 1 : index
      %j = arith.addi %i, %c1 : index
      %t0 = arith.cmpi slt, %i, %hi : index
      %t1 = arith.cmpi ule, %j, %hi : index
      %t2 = arith.cmpi sgt, %i, %lo : index
      %t3 = arith.cmpi uge, %i, %lo : index
      %t4 = arith.cmpi sgt, %hi, %j : index
      %t5 = arith.cmpi ule, %lo, %i : index
      %t6 = arith.cmpi sgt, %i, %neg : index
      %t7 = arith.cmpi ugt, %i, %neg : index
      %t8 = arith.cmpi sle, %neg, %j : index
      %t9 = arith.cmpi ult, %j, %neg : index
      %t10 = arith.cmpi eq, %i, %lo : index
      %t11 = arith.cmpi ne, %hi, %j : index
      // Only work item lo writes the flag: once, if its lane is in the thread.
      scf.if %t10 {
        %c0 = arith.constant 0 : index
        %seen = arith.index_cast %hi : index to i32
        memref.store %seen, %flag[%c0] : memref<?xi32>
      }
      %sum = scf.for %k = %c1 to %c1 step %c1 iter_args(%acc = %zero) -> (i32) {
        scf.yield %acc : i32
      }
      %b0 = arith.extui %t0 : i1 to i32
      %b1 = arith.extui %t1 : i1 to i32
      %b2 = arith.extui %t2 : i1 to i32
      %b3 = arith.extui %t3 : i1 to i32
      %b4 = arith.extui %t4 : i1 to i32
      %b5 = arith.extui %t5 : i1 to i32
      %b6 = arith.extui %t6 : i1 to i32
      %b7 = arith.extui %t7 : i1 to i32
      %b8 = arith.extui %t8 : i1 to i32
      %b9 = arith.extui %t9 : i1 to i32
      %b10 = arith.extui %t10 : i1 to i32
      %b11 = arith.extui %t11 : i1 to i32
      %v0 = arith.constant 1 : i32
      %v1 = arith.constant 2 : i32
      %v2 = arith.constant 4 : i32
      %v3 = arith.constant 8 : i32
      %v4 = arith.constant 16 : i32
      %v5 = arith.constant 32 : i32
      %v6 = arith.constant 64 : i32
      %v7 = arith.constant 128 : i32
      %v8 = arith.constant 256 : i32
      %v9 = arith.constant 512 : i32
      %v10 = arith.constant 1024 : i32
      %v11 = arith.constant 2048 : i32
      %m0 = arith.muli %b0, %v0 : i32
      %m1 = arith.muli %b1, %v1 : i32
      %m2 = arith.muli %b2, %v2 : i32
      %m3 = arith.muli %b3, %v3 : i32
      %m4 = arith.muli %b4, %v4 : i32
      %m5 = arith.muli %b5, %v5 : i32
      %m6 = arith.muli %b6, %v6 : i32
      %m7 = arith.muli %b7, %v7 : i32
      %m8 = arith.muli %b8, %v8 : i32
      %m9 = arith.muli %b9, %v9 : i32
      %m10 = arith.muli %b10, %v10 : i32
      %m11 = arith.muli %b11, %v11 : i32
      %s0 = arith.addi %m0, %m1 : i32
      %s1 = arith.addi %s0, %m2 : i32
      %s2 = arith.addi %s1, %m3 : i32
      %s3 = arith.addi %s2, %m4 : i32
      %s4 = arith.addi %s3, %m5 : i32
      %s5 = arith.addi %s4, %m6 : i32
      %s6 = arith.addi %s5, %m7 : i32
      %s7 = arith.addi %s6, %m8 : i32
      %s8 = arith.addi %s7, %m9 : i32
      %s9a = arith.addi %s8, %m10 : i32
      %s9b = arith.addi %s9a, %m11 : i32
      %s9 = arith.addi %s9b, %sum : i32
      memref.store %s9, %out[%i] : memref<?xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c40 = arith.constant 40 : index
    %c64 = arith.constant 64 : index
    %c192 = arith.constant 192 : index
    %sent = arith.constant -1 : i32
    // Group sizes the program knows only when it runs: buffer sizes.
    %sizes64 = memref.alloc(%c64) : memref<?xi8>
    %sizes40 = memref.alloc(%c40) : memref<?xi8>
    %n64 = memref.dim %sizes64, %c0 : memref<?xi8>
    %n40 = memref.dim %sizes40, %c0 : memref<?xi8>
    %out = memref.alloc(%c192) : memref<?xi32>
    %few = memref.alloc(%c40) : memref<?xi32>
    %c2 = arith.constant 2 : index
    %flag = memref.alloc(%c2) : memref<?xi32>
    %flag2 = memref.alloc(%c2) : memref<?xi32>
    scf.for %i = %c0 to %c2 step %c1 {
      memref.store %sent, %flag[%i] : memref<?xi32>
      memref.store %sent, %flag2[%i] : memref<?xi32>
    }
    scf.for %i = %c0 to %c192 step %c1 {
      memref.store %sent, %out[%i] : memref<?xi32>
    }
    scf.for %i = %c0 to %c40 step %c1 {
      memref.store %sent, %few[%i] : memref<?xi32>
    }
    %lo = arith.constant 37 : index
    %hi = arith.constant 150 : index
    %neg = arith.constant -5 : index
    gpu.launch_func @kernels::@ranges blocks in (%c3, %c1, %c1) threads in (%n64, %c1, %c1)
        args(%out : memref<?xi32>, %lo : index, %hi : index, %neg : index,
             %flag : memref<?xi32>)
    %lo2 = arith.constant 3 : index
    %hi2 = arith.constant 33 : index
    gpu.launch_func @kernels::@ranges blocks in (%c1, %c1, %c1) threads in (%n40, %c1, %c1)
        args(%few : memref<?xi32>, %lo2 : index, %hi2 : index, %neg : index,
             %flag2 : memref<?xi32>)
    %ov = vector.transfer_read %out[%c0], %sent : memref<?xi32>, vector<192xi32>
    vector.print str "out: "
    vector.print %ov : vector<192xi32>
    %fv = vector.transfer_read %few[%c0], %sent : memref<?xi32>, vector<40xi32>
    vector.print str "few: "
    vector.print %fv : vector<40xi32>
    %gv = vector.transfer_read %flag[%c0], %sent : memref<?xi32>, vector<2xi32>
    vector.print str "flag: "
    vector.print %gv : vector<2xi32>
    %gv2 = vector.transfer_read %flag2[%c0], %sent : memref<?xi32>, vector<2xi32>
    vector.print str "flag2: "
    vector.print %gv2 : vector<2xi32>
    memref.dealloc %flag : memref<?xi32>
    memref.dealloc %flag2 : memref<?xi32>
    memref.dealloc %sizes64 : memref<?xi8>
    memref.dealloc %sizes40 : memref<?xi8>
    memref.dealloc %out : memref<?xi32>
    memref.dealloc %few : memref<?xi32>
    return
  }
}
