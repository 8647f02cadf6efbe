// Divisions of a work item's vector by runtime divisors under a bounds
// guard: once work items are packed, the lanes the guard excludes must not
// divide by what they hold (a shared unsigned divisor that is 0 becomes 1,
// a per-element signed divisor is 1 in the excluded lanes).
//   @divide: under 4 x < n, with v = a[4x..4x+4), u = v / d (unsigned,
//     d = broadcast(%d)) and f = (-7, -5, 4, 9) + d,
//     q[4x..4x+4) = (u % f) + (v / f) (signed).
// 2 groups of 16 work items, n = 100 (work items 0-24 inside),
// a[j] = 37 j - 1000, %d = 3.
// Printed: q[0..8), q[92..100) (the last work items inside), and
// q[100..108), which keeps its -1.
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: env GENX_LOWER_OPTIONS=device=dg2 %kernel-genx %s > %t.dg2.out
// RUN: %kernel-compare %s %t.ref.out %t.dg2.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=dg2})' | FileCheck %s --check-prefix=DG2
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// On dg2 (no integer divide unit) each register of lanes of the unsigned
// division divides by one element of the work item's divisor, which all
// lanes share: by its reciprocal, one per register (convert-arith-to-genx).
// DG2-LABEL: llvm.func @divide
// DG2-COUNT-4: genx.inv
// DG2-NOT: genx.inv
// DG2-NOT: llvm.udiv
// DG2: llvm.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @divide(%a: memref<?xi32>, %q: memref<?xi32>, %d: i32, %n: index) kernel {
      %x = gpu.global_id x
      %c4 = arith.constant 4 : index
      %base = arith.muli %x, %c4 : index
      %inside = arith.cmpi ult, %base, %n : index
      scf.if %inside {
        %v = vector.load %a[%base] : memref<?xi32>, vector<4xi32>
        %dv = vector.broadcast %d : i32 to vector<4xi32>
        %u = arith.divui %v, %dv : vector<4xi32>
        %e = arith.constant dense<[-7, -5, 4, 9]> : vector<4xi32>
        %f = arith.addi %e, %dv : vector<4xi32>
        %r = arith.remsi %u, %f : vector<4xi32>
        %s = arith.divsi %v, %f : vector<4xi32>
        %o = arith.addi %r, %s : vector<4xi32>
        vector.store %o, %q[%base] : memref<?xi32>, vector<4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c92 = arith.constant 92 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %a = memref.alloc(%c128) : memref<?xi32>
    %q = memref.alloc(%c128) : memref<?xi32>
    %k = arith.constant 37 : i32
    %off = arith.constant 1000 : i32
    %none = arith.constant -1 : i32
    %three = arith.constant 3 : i32
    scf.for %j = %c0 to %c128 step %c1 {
      %ji = arith.index_cast %j : index to i32
      %m = arith.muli %ji, %k : i32
      %v = arith.subi %m, %off : i32
      memref.store %v, %a[%j] : memref<?xi32>
      memref.store %none, %q[%j] : memref<?xi32>
    }
    gpu.launch_func @kernels::@divide blocks in (%c2, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%a : memref<?xi32>, %q : memref<?xi32>, %three : i32, %c100 : index)
    %v0 = vector.load %q[%c0] : memref<?xi32>, vector<8xi32>
    vector.print %v0 : vector<8xi32>
    %v1 = vector.load %q[%c92] : memref<?xi32>, vector<8xi32>
    vector.print %v1 : vector<8xi32>
    %v2 = vector.load %q[%c100] : memref<?xi32>, vector<8xi32>
    vector.print %v2 : vector<8xi32>
    memref.dealloc %a : memref<?xi32>
    memref.dealloc %q : memref<?xi32>
    return
  }
}
