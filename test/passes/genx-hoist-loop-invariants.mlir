// RUN: %genx-opt %s -split-input-file -p 'builtin.module(func.func(genx-hoist-loop-invariants))' | FileCheck %s

// The offsets of rows r and r + 1 of a tile in a k-loop, ((k + r) * n + j)
// and ((k + r + 1) * n + j): the parts without k are computed before the
// loop, and each row costs one addition to the k * n both rows share.
// CHECK-LABEL: func.func @rows
// CHECK-SAME: (%[[N:.*]]: index, %[[J:.*]]: index, %[[R:.*]]: index, %[[UB:.*]]: index)
// CHECK-DAG: %[[R1:.*]] = arith.addi %[[R]], %c1
// CHECK-DAG: %[[RN:.*]] = arith.muli %[[R]], %[[N]]
// CHECK-DAG: %[[R1N:.*]] = arith.muli %[[R1]], %[[N]]
// CHECK-DAG: %[[OFF0:.*]] = arith.addi %[[RN]], %[[J]]
// CHECK-DAG: %[[OFF1:.*]] = arith.addi %[[R1N]], %[[J]]
// CHECK: scf.for %[[K:.*]] =
// CHECK: %[[KN0:.*]] = arith.muli %[[K]], %[[N]]
// CHECK: %[[A0:.*]] = arith.addi %[[KN0]], %[[OFF0]]
// CHECK: %[[KN1:.*]] = arith.muli %[[K]], %[[N]]
// CHECK: %[[A1:.*]] = arith.addi %[[KN1]], %[[OFF1]]
// CHECK: func.call @use(%[[A0]], %[[A1]])
func.func private @use(index, index)
func.func @rows(%n: index, %j: index, %r: index, %ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %k = %c0 to %ub step %c16 {
    %kr = arith.addi %k, %r : index
    %row0 = arith.muli %kr, %n : index
    %a0 = arith.addi %row0, %j : index
    %r1 = arith.addi %r, %c1 : index
    %kr1 = arith.addi %k, %r1 : index
    %row1 = arith.muli %kr1, %n : index
    %a1 = arith.addi %row1, %j : index
    func.call @use(%a0, %a1) : (index, index) -> ()
  }
  return
}

// -----

// An invariant factor on the left, an invariant addend on the left: the
// same. Overflow flags do not carry over to the new operations.
// CHECK-LABEL: func.func @commuted
// CHECK-SAME: (%[[C:.*]]: i32, %[[I:.*]]: i32, %[[UB:.*]]: index)
// CHECK: %[[IC:.*]] = arith.muli %[[I]], %[[C]] : i32
// CHECK: scf.for
// CHECK: %[[VC:.*]] = arith.muli %{{.*}}, %[[C]] : i32
// CHECK: %[[S:.*]] = arith.addi %[[VC]], %[[IC]] : i32
// CHECK: func.call @use32(%[[S]])
func.func private @use32(i32)
func.func @commuted(%c: i32, %i: i32, %ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %ub step %c1 {
    %v = arith.index_cast %k : index to i32
    %s = arith.addi %i, %v overflow<nsw> : i32
    %p = arith.muli %c, %s overflow<nsw> : i32
    func.call @use32(%p) : (i32) -> ()
  }
  return
}

// -----

// Nothing to separate: both addends change in the loop, or the factor
// does; vectors are left alone; so is code outside loops.
// CHECK-LABEL: func.func @unchanged
// CHECK: scf.for %[[K:.*]] = {{.*}} iter_args(%[[X:.*]] = %{{.*}}) -> (index)
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[K]], %[[X]]
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[S]], %{{.*}}
// CHECK-NEXT: %[[Q:.*]] = arith.muli %[[S]], %[[K]]
// CHECK: arith.muli %{{.*}}, %{{.*}} : vector<4xindex>
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[T:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: arith.muli %[[T]], %{{.*}} : index
func.func private @usev(vector<4xindex>)
func.func @unchanged(%n: index, %ub: index, %w: vector<4xindex>, %z: vector<4xindex>, %a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %ub step %c1 iter_args(%x = %c0) -> (index) {
    %s = arith.addi %k, %x : index
    %p = arith.muli %s, %n : index
    %q = arith.muli %s, %k : index
    %kv = vector.broadcast %k : index to vector<4xindex>
    %sv = arith.addi %kv, %w : vector<4xindex>
    %v = arith.muli %sv, %z : vector<4xindex>
    func.call @usev(%v) : (vector<4xindex>) -> ()
    %y = arith.addi %p, %q : index
    scf.yield %y : index
  }
  %t = arith.addi %r, %a : index
  %u = arith.muli %t, %b : index
  return %u : index
}

// -----

// Nested loops, innermost first: (i + k) * n in the inner loop leaves i * n
// in the outer loop, which is split again there.
// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%[[N:.*]]: index, %[[M:.*]]: index, %[[UB:.*]]: index)
// CHECK: %[[MN:.*]] = arith.muli %[[M]], %[[N]]
// CHECK: scf.for %[[I:.*]] =
// CHECK: %[[IN:.*]] = arith.muli %[[I]], %[[N]]
// CHECK: %[[OUTER:.*]] = arith.addi %[[IN]], %[[MN]]
// CHECK: scf.for %[[K:.*]] =
// CHECK: %[[KN:.*]] = arith.muli %[[K]], %[[N]]
// CHECK: arith.addi %[[KN]], %[[OUTER]]
func.func @nested(%n: index, %m: index, %ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %ub step %c1 {
    scf.for %k = %c0 to %ub step %c1 {
      %im = arith.addi %i, %m : index
      %s = arith.addi %k, %im : index
      %p = arith.muli %s, %n : index
      func.call @use(%p, %p) : (index, index) -> ()
    }
  }
  return
}
func.func private @use(index, index)
