// A work item's vector read and written at positions known only at run
// time (vector.extract / vector.insert with a dynamic index), in a loop:
// an 8-bin histogram of 16 samples per work item, counted in a
// vector<8xi32>; and a read of a constant vector at a position the work
// items share. Packed, each is compares with each element's position and
// selects.
//   @histogram: under i < n, bins[8i..8i+8) counts (x[16i + s] * 5 + s) & 7
//     over s < 16; pick[i] = (11, 22, ..., 88)[n & 7] + bins[8i + (i & 7)].
// 2 groups of 64 work items, n = 100, x[j] = (j * j) mod 97. Printed:
// bins of items 0, 1 and 99, and pick[0..8), pick[96..104) (past n: -1).
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// LOWER-LABEL: llvm.func @histogram
// LOWER-SAME: genx.work_items_per_thread = 
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @histogram(%x: memref<?xi32>, %bins: memref<?xi32>, %pick: memref<?xi32>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c7 = arith.constant 7 : index
        %c8 = arith.constant 8 : index
        %c16 = arith.constant 16 : index
        %five = arith.constant 5 : i32
        %seven = arith.constant 7 : i32
        %one = arith.constant 1 : i32
        %zero = arith.constant dense<0> : vector<8xi32>
        %base = arith.muli %i, %c16 : index
        %counts = scf.for %s = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> (vector<8xi32>) {
          %at = arith.addi %base, %s : index
          %v = memref.load %x[%at] : memref<?xi32>
          %v5 = arith.muli %v, %five : i32
          %si = arith.index_cast %s : index to i32
          %w = arith.addi %v5, %si : i32
          %b = arith.andi %w, %seven : i32
          %bi = arith.index_cast %b : i32 to index
          %c = vector.extract %acc[%bi] : i32 from vector<8xi32>
          %c1v = arith.addi %c, %one : i32
          %next = vector.insert %c1v, %acc[%bi] : i32 into vector<8xi32>
          scf.yield %next : vector<8xi32>
        }
        %out = arith.muli %i, %c8 : index
        vector.store %counts, %bins[%out] : memref<?xi32>, vector<8xi32>
        %table = arith.constant dense<[11, 22, 33, 44, 55, 66, 77, 88]> : vector<8xi32>
        %nk = arith.andi %n, %c7 : index
        %t = vector.extract %table[%nk] : i32 from vector<8xi32>
        %ik = arith.andi %i, %c7 : index
        %own = vector.extract %counts[%ik] : i32 from vector<8xi32>
        %p = arith.addi %t, %own : i32
        memref.store %p, %pick[%i] : memref<?xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c96 = arith.constant 96 : index
    %c97 = arith.constant 97 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %c792 = arith.constant 792 : index
    %c1024 = arith.constant 1024 : index
    %c1600 = arith.constant 1600 : index
    %x = memref.alloc(%c1600) : memref<?xi32>
    %bins = memref.alloc(%c1024) : memref<?xi32>
    %pick = memref.alloc(%c128) : memref<?xi32>
    %none = arith.constant -1 : i32
    scf.for %j = %c0 to %c1600 step %c1 {
      %sq = arith.muli %j, %j : index
      %m = arith.remui %sq, %c97 : index
      %mi = arith.index_cast %m : index to i32
      memref.store %mi, %x[%j] : memref<?xi32>
    }
    scf.for %j = %c0 to %c1024 step %c1 {
      memref.store %none, %bins[%j] : memref<?xi32>
    }
    scf.for %j = %c0 to %c128 step %c1 {
      memref.store %none, %pick[%j] : memref<?xi32>
    }
    gpu.launch_func @kernels::@histogram blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<?xi32>, %bins : memref<?xi32>, %pick : memref<?xi32>, %c100 : index)
    %b0 = vector.load %bins[%c0] : memref<?xi32>, vector<8xi32>
    vector.print %b0 : vector<8xi32>
    %b1 = vector.load %bins[%c8] : memref<?xi32>, vector<8xi32>
    vector.print %b1 : vector<8xi32>
    %b99 = vector.load %bins[%c792] : memref<?xi32>, vector<8xi32>
    vector.print %b99 : vector<8xi32>
    %p0 = vector.load %pick[%c0] : memref<?xi32>, vector<8xi32>
    vector.print %p0 : vector<8xi32>
    %p1 = vector.load %pick[%c96] : memref<?xi32>, vector<8xi32>
    vector.print %p1 : vector<8xi32>
    memref.dealloc %x : memref<?xi32>
    memref.dealloc %bins : memref<?xi32>
    memref.dealloc %pick : memref<?xi32>
    return
  }
}
