// Inclusive prefix sums of 200 i32, one 64-element segment per group of 64
// work items (4 groups, 56 work items idle in the last), Hillis-Steele in
// workgroup memory:
//  - @scan_db with a double buffer (read one half, write the other, one
//    barrier per step);
//  - @scan_rbw with one buffer (read, barrier, write, barrier), the
//    offset doubling in an scf.while until it reaches the group size.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// Written by a helper who had not read genx-vectorize-work-items, as SIMT
// scans are written; both kernels are packed 64 work items per thread
// (@scan_rbw since scf.while loops the lanes leave together are kept).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower)' | FileCheck %s --check-prefix=PACKED
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// PACKED-DAG: llvm.func @scan_db({{.*}}genx.work_items_per_thread = 64 : i32
// PACKED-DAG: llvm.func @scan_rbw({{.*}}genx.work_items_per_thread = 64 : i32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scan_db(%in: memref<200xi32>, %out: memref<200xi32>, %n: index)
        workgroup(%buf: memref<2x64xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c6 = arith.constant 6 : index
      %tid = gpu.thread_id x
      %gid = gpu.global_id x
      %zero = arith.constant 0 : i32
      %inb = arith.cmpi ult, %gid, %n : index
      %x = scf.if %inb -> (i32) {
        %v = memref.load %in[%gid] : memref<200xi32>
        scf.yield %v : i32
      } else {
        scf.yield %zero : i32
      }
      memref.store %x, %buf[%c0, %tid] : memref<2x64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %level = %c0 to %c6 step %c1 {
        %d = arith.shli %c1, %level : index
        %src = arith.remui %level, %c2 : index
        %dst = arith.subi %c1, %src : index
        %v = memref.load %buf[%src, %tid] : memref<2x64xi32, #gpu.address_space<workgroup>>
        %has = arith.cmpi uge, %tid, %d : index
        %r = scf.if %has -> (i32) {
          %o = arith.subi %tid, %d : index
          %w = memref.load %buf[%src, %o] : memref<2x64xi32, #gpu.address_space<workgroup>>
          %s = arith.addi %v, %w : i32
          scf.yield %s : i32
        } else {
          scf.yield %v : i32
        }
        memref.store %r, %buf[%dst, %tid] : memref<2x64xi32, #gpu.address_space<workgroup>>
        gpu.barrier
      }
      scf.if %inb {
        %v = memref.load %buf[%c0, %tid] : memref<2x64xi32, #gpu.address_space<workgroup>>
        memref.store %v, %out[%gid] : memref<200xi32>
      }
      gpu.return
    }

    gpu.func @scan_rbw(%in: memref<200xi32>, %out: memref<200xi32>, %n: index)
        workgroup(%buf: memref<64xi32, #gpu.address_space<workgroup>>) kernel {
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %gid = arith.addi %base, %tid : index
      %zero = arith.constant 0 : i32
      %inb = arith.cmpi ult, %gid, %n : index
      %x = scf.if %inb -> (i32) {
        %v = memref.load %in[%gid] : memref<200xi32>
        scf.yield %v : i32
      } else {
        scf.yield %zero : i32
      }
      memref.store %x, %buf[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %dend = scf.while (%d = %c1) : (index) -> index {
        %more = arith.cmpi ult, %d, %bdim : index
        scf.condition(%more) %d : index
      } do {
      ^bb0(%d: index):
        %v = memref.load %buf[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
        %has = arith.cmpi uge, %tid, %d : index
        %r = scf.if %has -> (i32) {
          %o = arith.subi %tid, %d : index
          %w = memref.load %buf[%o] : memref<64xi32, #gpu.address_space<workgroup>>
          %s = arith.addi %v, %w : i32
          scf.yield %s : i32
        } else {
          scf.yield %v : i32
        }
        gpu.barrier
        memref.store %r, %buf[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %d2 = arith.muli %d, %c2 : index
        scf.yield %d2 : index
      }
      scf.if %inb {
        %v = memref.load %buf[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
        memref.store %v, %out[%gid] : memref<200xi32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c200 = arith.constant 200 : index
    %in = memref.alloc() : memref<200xi32>
    %out = memref.alloc() : memref<200xi32>
    %sent = arith.constant -12345 : i32
    scf.for %i = %c0 to %c200 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %c17 = arith.constant 17 : i32
      %c23 = arith.constant 23 : i32
      %c11 = arith.constant 11 : i32
      %a = arith.muli %ii, %c17 : i32
      %b = arith.remui %a, %c23 : i32
      %v = arith.subi %b, %c11 : i32
      memref.store %v, %in[%i] : memref<200xi32>
      memref.store %sent, %out[%i] : memref<200xi32>
    }
    gpu.launch_func @kernels::@scan_db blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<200xi32>, %out : memref<200xi32>, %c200 : index)
    %v1 = vector.load %out[%c0] : memref<200xi32>, vector<200xi32>
    vector.print str "db: "
    vector.print %v1 : vector<200xi32>
    scf.for %i = %c0 to %c200 step %c1 {
      memref.store %sent, %out[%i] : memref<200xi32>
    }
    gpu.launch_func @kernels::@scan_rbw blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<200xi32>, %out : memref<200xi32>, %c200 : index)
    %v2 = vector.load %out[%c0] : memref<200xi32>, vector<200xi32>
    vector.print str "rbw: "
    vector.print %v2 : vector<200xi32>
    memref.dealloc %in : memref<200xi32>
    memref.dealloc %out : memref<200xi32>
    return
  }
}
