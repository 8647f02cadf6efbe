// A kernel written per work item, as SIMT kernels are, launched with a known
// group size (64 x 1 x 1) over n = 150 elements in 3 groups (42 work items
// idle): genx-vectorize-work-items runs 64 work items per GenX thread. Lanes
// take different paths through:
//  - a bounds check (`scf.if %i < %n`): masked loads and stores;
//  - an if/else with results on a lane value (both sides masked, selected);
//  - a strided read x[2 * (i mod 75)] and a column read m[i mod 10][3]
//    (gathers), a reversed write r[149 - i] (a scatter);
//  - a loop with a uniform trip count carrying a per-lane sum;
//  - a division and a remainder by a lane value that is 0 in some of the
//    lanes the branch excludes;
//  - a store of a uniform value to a uniform address by work item 0 only.
// A second kernel launched with 33 work items per group cannot be packed
// (33 is odd) and runs one work item per thread as before.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower)' | FileCheck %s --check-prefix=PACKED
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// PACKED: llvm.func @lanes({{.*}}genx.work_items_per_thread = 64 : i32
// PACKED: llvm.func @odd(
// PACKED-NOT: work_items_per_thread
// PACKED: gpu.launch_func{{ +}}@kernels::@lanes blocks in ({{.*}}) threads in (%c1{{(_[0-9]+)?}}, %c1
// PACKED: gpu.launch_func{{ +}}@kernels::@odd blocks in ({{.*}}) threads in (%c33{{(_[0-9]+)?}}, %c1
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @lanes(%x: memref<150xi32>, %m: memref<10x4xi32>, %out: memref<150xi32>,
                    %r: memref<150xi32>, %flag: memref<2xi32>, %n: index) kernel {
      %i = gpu.global_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c10 = arith.constant 10 : index
      %c75 = arith.constant 75 : index
      %c149 = arith.constant 149 : index
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %v = memref.load %x[%i] : memref<150xi32>
        %k = arith.remui %i, %c75 : index
        %k2 = arith.muli %k, %c2 : index
        %s = memref.load %x[%k2] : memref<150xi32>
        %row = arith.remui %i, %c10 : index
        %col = memref.load %m[%row, %c3] : memref<10x4xi32>
        %c1i = arith.constant 1 : i32
        %c0i = arith.constant 0 : i32
        %odd = arith.andi %v, %c1i : i32
        %isodd = arith.cmpi ne, %odd, %c0i : i32
        %w = scf.if %isodd -> (i32) {
          // v is odd here: dividing by v is safe only in these lanes.
          %q = arith.divsi %s, %v : i32
          %rm = arith.remsi %s, %v : i32
          %qr = arith.addi %q, %rm : i32
          scf.yield %qr : i32
        } else {
          %d = arith.subi %s, %col : i32
          scf.yield %d : i32
        }
        %sum = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc = %w) -> (i32) {
          %jj = arith.index_cast %j : index to i32
          %t = arith.muli %jj, %v : i32
          %a = arith.addi %acc, %t : i32
          scf.yield %a : i32
        }
        memref.store %sum, %out[%i] : memref<150xi32>
        %ri = arith.subi %c149, %i : index
        memref.store %v, %r[%ri] : memref<150xi32>
        %first = arith.cmpi eq, %i, %c0 : index
        scf.if %first {
          %c77 = arith.constant 77 : i32
          memref.store %c77, %flag[%c0] : memref<2xi32>
        }
      }
      gpu.return
    }
    gpu.func @odd(%out: memref<2xi32>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %last = arith.cmpi eq, %t, %c32 : index
      scf.if %last {
        %v = arith.index_cast %t : index to i32
        %c1 = arith.constant 1 : index
        memref.store %v, %out[%c1] : memref<2xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %c33 = arith.constant 33 : index
    %c64 = arith.constant 64 : index
    %c150 = arith.constant 150 : index
    %x = memref.alloc() : memref<150xi32>
    %m = memref.alloc() : memref<10x4xi32>
    %out = memref.alloc() : memref<150xi32>
    %r = memref.alloc() : memref<150xi32>
    %flag = memref.alloc() : memref<2xi32>
    %sent = arith.constant -9 : i32
    scf.for %i = %c0 to %c150 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %c7 = arith.constant 7 : i32
      %c11 = arith.constant 11 : i32
      %a = arith.muli %ii, %c7 : i32
      %b = arith.remui %a, %c11 : i32
      %c5 = arith.constant 5 : i32
      %v = arith.subi %b, %c5 : i32
      memref.store %v, %x[%i] : memref<150xi32>
      memref.store %sent, %out[%i] : memref<150xi32>
      memref.store %sent, %r[%i] : memref<150xi32>
    }
    scf.for %i = %c0 to %c10 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %jj = arith.index_cast %j : index to i32
        %c4i = arith.constant 4 : i32
        %p = arith.muli %ii, %c4i : i32
        %q = arith.subi %p, %jj : i32
        memref.store %q, %m[%i, %j] : memref<10x4xi32>
      }
    }
    memref.store %sent, %flag[%c0] : memref<2xi32>
    memref.store %sent, %flag[%c1] : memref<2xi32>
    %n = arith.constant 108 : index
    gpu.launch_func @kernels::@lanes blocks in (%c3, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<150xi32>, %m : memref<10x4xi32>, %out : memref<150xi32>,
             %r : memref<150xi32>, %flag : memref<2xi32>, %n : index)
    gpu.launch_func @kernels::@odd blocks in (%c1, %c1, %c1) threads in (%c33, %c1, %c1)
        args(%flag : memref<2xi32>)
    %ov = vector.load %out[%c0] : memref<150xi32>, vector<150xi32>
    vector.print str "out: "
    vector.print %ov : vector<150xi32>
    %rv = vector.load %r[%c0] : memref<150xi32>, vector<150xi32>
    vector.print str "r: "
    vector.print %rv : vector<150xi32>
    %fv = vector.load %flag[%c0] : memref<2xi32>, vector<2xi32>
    vector.print str "flag: "
    vector.print %fv : vector<2xi32>
    memref.dealloc %x : memref<150xi32>
    memref.dealloc %m : memref<10x4xi32>
    memref.dealloc %out : memref<150xi32>
    memref.dealloc %r : memref<150xi32>
    memref.dealloc %flag : memref<2xi32>
    return
  }
}
