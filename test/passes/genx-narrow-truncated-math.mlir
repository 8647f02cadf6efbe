// RUN: %genx-opt %s -split-input-file -p 'builtin.module(genx-narrow-truncated-math,cse)' | FileCheck %s

// An index computed in i64 from a 32-bit id and a 64-bit argument, used
// only as a 32-bit offset: the whole computation moves to i32, overflow
// flags dropped, the zero extension gone.

// CHECK-LABEL: llvm.func @offset
// CHECK-SAME: (%[[ID:.*]]: i32, %[[N:.*]]: i64)
// CHECK-DAG: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-DAG: %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-DAG: %[[NT:.*]] = llvm.trunc %[[N]] : i64 to i32
// CHECK: %[[M:.*]] = llvm.mul %[[ID]], %[[NT]] : i32
// CHECK: %[[A:.*]] = llvm.add %[[M]], %[[C3]] : i32
// CHECK: %[[S:.*]] = llvm.shl %[[A]], %[[C4]] : i32
// CHECK: llvm.return %[[S]] : i32
llvm.func @offset(%id: i32, %n: i64) -> i32 {
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %wide = llvm.zext %id : i32 to i64
  %m = llvm.mul %wide, %n overflow<nsw> : i64
  %a = llvm.add %m, %c3 overflow<nsw, nuw> : i64
  %s = llvm.shl %a, %c4 : i64
  %t = llvm.trunc %s : i64 to i32
  llvm.return %t : i32
}

// -----

// Bitwise operations, subtraction and selects narrow too; a sign extension
// from i16 becomes one to i32, one from i32 disappears.

// CHECK-LABEL: llvm.func @bitwise
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: i16, %[[B:.*]]: i32, %[[X:.*]]: i64)
// CHECK: %[[AE:.*]] = llvm.sext %[[A]] : i16 to i32
// CHECK: %[[AND:.*]] = llvm.and %[[AE]], %[[B]] : i32
// CHECK: %[[XT:.*]] = llvm.trunc %[[X]] : i64 to i32
// CHECK: %[[OR:.*]] = llvm.or %[[AND]], %[[XT]] : i32
// CHECK: %[[XOR:.*]] = llvm.xor %[[OR]], %[[B]] : i32
// CHECK: %[[SUB:.*]] = llvm.sub %[[XOR]], %[[XT]] : i32
// CHECK: %[[SEL:.*]] = llvm.select %[[C]], %[[SUB]], %[[B]] : i1, i32
// CHECK: llvm.return %[[SEL]] : i32
llvm.func @bitwise(%c: i1, %a: i16, %b: i32, %x: i64) -> i32 {
  %ae = llvm.sext %a : i16 to i64
  %be = llvm.sext %b : i32 to i64
  %and = llvm.and %ae, %be : i64
  %or = llvm.or %and, %x : i64
  %xor = llvm.xor %or, %be : i64
  %sub = llvm.sub %xor, %x : i64
  %sel = llvm.select %c, %sub, %be : i1, i64
  %t = llvm.trunc %sel : i64 to i32
  llvm.return %t : i32
}

// -----

// A vector of lane offsets: the splat of a scalar base plus constant
// strides, truncated, becomes a splat of the truncated base plus i32
// constants.

// CHECK-LABEL: llvm.func @lanes
// CHECK-SAME: (%[[BASE:.*]]: i64)
// CHECK-DAG: %[[P:.*]] = llvm.mlir.poison : vector<4xi32>
// CHECK-DAG: %[[STRIDES:.*]] = llvm.mlir.constant(dense<[0, 64, 128, 192]> : vector<4xi32>) : vector<4xi32>
// CHECK-DAG: %[[BT:.*]] = llvm.trunc %[[BASE]] : i64 to i32
// CHECK: %[[INS:.*]] = llvm.insertelement %[[BT]], %[[P]]
// CHECK: %[[SPLAT:.*]] = llvm.shufflevector %[[INS]], %[[P]] [0, 0, 0, 0] : vector<4xi32>
// CHECK: %[[SUM:.*]] = llvm.add %[[SPLAT]], %[[STRIDES]] : vector<4xi32>
// CHECK: llvm.return %[[SUM]] : vector<4xi32>
llvm.func @lanes(%base: i64) -> vector<4xi32> {
  %p = llvm.mlir.poison : vector<4xi64>
  %zero = llvm.mlir.constant(0 : i32) : i32
  %strides = llvm.mlir.constant(dense<[0, 64, 128, 192]> : vector<4xindex>) : vector<4xi64>
  %ins = llvm.insertelement %base, %p[%zero : i32] : vector<4xi64>
  %splat = llvm.shufflevector %ins, %p [0, 0, 0, 0] : vector<4xi64>
  %sum = llvm.add %splat, %strides : vector<4xi64>
  %t = llvm.trunc %sum : vector<4xi64> to vector<4xi32>
  llvm.return %t : vector<4xi32>
}

// -----

// Not narrowed: right shifts, divisions and a left shift by 32 or more
// (poison in i32) depend on the high bits; a wide value with a use that is
// not a trunc keeps its wide computation (narrowing would add a copy, not
// remove the emulated i64 one).

// CHECK-LABEL: llvm.func @kept
// CHECK: %[[SHR:.*]] = llvm.lshr %{{.*}}, %{{.*}} : i64
// CHECK: llvm.trunc %[[SHR]] : i64 to i32
// CHECK: %[[DIV:.*]] = llvm.udiv %{{.*}}, %{{.*}} : i64
// CHECK: llvm.trunc %[[DIV]] : i64 to i32
// CHECK: %[[SHL:.*]] = llvm.shl %{{.*}}, %{{.*}} : i64
// CHECK: llvm.trunc %[[SHL]] : i64 to i32
// CHECK: %[[WIDE:.*]] = llvm.add %{{.*}}, %{{.*}} : i64
// CHECK: %[[T:.*]] = llvm.trunc %[[WIDE]] : i64 to i32
// CHECK: llvm.call @use(%[[WIDE]], %{{.*}}, %{{.*}}, %{{.*}}, %[[T]])
llvm.func @use(i64, i32, i32, i32, i32)
llvm.func @kept(%x: i64, %y: i64) {
  %c32 = llvm.mlir.constant(32 : i64) : i64
  %shr = llvm.lshr %x, %y : i64
  %a = llvm.trunc %shr : i64 to i32
  %div = llvm.udiv %x, %y : i64
  %b = llvm.trunc %div : i64 to i32
  %shl = llvm.shl %x, %c32 : i64
  %c = llvm.trunc %shl : i64 to i32
  %wide = llvm.add %x, %y : i64
  %d = llvm.trunc %wide : i64 to i32
  llvm.call @use(%wide, %a, %b, %c, %d) : (i64, i32, i32, i32, i32) -> ()
  llvm.return
}

// -----

// Row offsets of an unrolled loop, each the previous one plus the pitch and
// each scaled to a byte offset: every value in the chain has a non-trunc
// user (the next row) until that user is narrowed, so the whole chain moves
// to i32 only as its users do (the pass revisits an operation when its
// users change).

// CHECK-LABEL: llvm.func @rows
// CHECK-NOT: i64
// CHECK: %[[R0:.*]] = llvm.add %{{.*}}, %{{.*}} : i32
// CHECK: %[[R1:.*]] = llvm.add %[[R0]], %{{.*}} : i32
// CHECK: %[[R2:.*]] = llvm.add %[[R1]], %{{.*}} : i32
// CHECK: %[[R3:.*]] = llvm.add %[[R2]], %{{.*}} : i32
// CHECK: llvm.call @offsets
llvm.func @offsets(i32, i32, i32, i32)
llvm.func @rows(%base: i32, %pitch: i32) {
  %c4 = llvm.mlir.constant(4 : index) : i64
  %b = llvm.zext %base : i32 to i64
  %p = llvm.zext %pitch : i32 to i64
  %r0 = llvm.add %b, %p : i64
  %r1 = llvm.add %r0, %p : i64
  %r2 = llvm.add %r1, %p : i64
  %r3 = llvm.add %r2, %p : i64
  %o0 = llvm.mul %r0, %c4 : i64
  %o1 = llvm.mul %r1, %c4 : i64
  %o2 = llvm.mul %r2, %c4 : i64
  %o3 = llvm.mul %r3, %c4 : i64
  %t0 = llvm.trunc %o0 : i64 to i32
  %t1 = llvm.trunc %o1 : i64 to i32
  %t2 = llvm.trunc %o2 : i64 to i32
  %t3 = llvm.trunc %o3 : i64 to i32
  llvm.call @offsets(%t0, %t1, %t2, %t3) : (i32, i32, i32, i32) -> ()
  llvm.return
}

// -----

// A 64-bit value clamped to 32 bits and truncated is decided on its high
// word: one compare and a select, not an emulated 64-bit min.
// CHECK-LABEL: llvm.func @clamp_unsigned
// CHECK-SAME: (%[[X:.*]]: i64)
// CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-DAG: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-DAG: %[[MAX:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK: %[[SHR:.*]] = llvm.lshr %[[X]], %[[C32]] : i64
// CHECK: %[[HI:.*]] = llvm.trunc %[[SHR]] : i64 to i32
// CHECK: %[[IN:.*]] = llvm.icmp "eq" %[[HI]], %[[ZERO]] : i32
// CHECK: %[[LO:.*]] = llvm.trunc %[[X]] : i64 to i32
// CHECK: %[[R:.*]] = llvm.select %[[IN]], %[[LO]], %[[MAX]] : i1, i32
// CHECK-NOT: llvm.intr.umin
// CHECK: llvm.return %[[R]]
llvm.func @clamp_unsigned(%x: i64) -> i32 {
  %max = llvm.mlir.constant(4294967295 : i64) : i64
  %m = llvm.intr.umin(%x, %max) : (i64, i64) -> i64
  %t = llvm.trunc %m : i64 to i32
  llvm.return %t : i32
}

// -----

// A smaller bound keeps a 32-bit min on the low word.
// CHECK-LABEL: llvm.func @clamp_unsigned_small
// CHECK-SAME: (%[[X:.*]]: i64)
// CHECK-DAG: %[[C100:.*]] = llvm.mlir.constant(100 : i32) : i32
// CHECK: %[[LO:.*]] = llvm.trunc %[[X]] : i64 to i32
// CHECK: %[[MIN:.*]] = llvm.intr.umin(%[[LO]], %[[C100]]) : (i32, i32) -> i32
// CHECK: llvm.select %{{.*}}, %[[MIN]], %[[C100]] : i1, i32
llvm.func @clamp_unsigned_small(%x: i64) -> i32 {
  %c100 = llvm.mlir.constant(100 : i64) : i64
  %m = llvm.intr.umin(%x, %c100) : (i64, i64) -> i64
  %t = llvm.trunc %m : i64 to i32
  llvm.return %t : i32
}

// -----

// Signed clamps to [0 or -1, H]: a negative high word gives the low end.
// CHECK-LABEL: llvm.func @clamp_signed
// CHECK-SAME: (%[[X:.*]]: i64)
// CHECK-DAG: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-DAG: %[[MINUS1:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-DAG: %[[MOST:.*]] = llvm.mlir.constant(-2 : i32) : i32
// CHECK: %[[SHR:.*]] = llvm.lshr %[[X]], %{{.*}} : i64
// CHECK: %[[HI:.*]] = llvm.trunc %[[SHR]] : i64 to i32
// CHECK: %[[IN:.*]] = llvm.icmp "eq" %[[HI]], %[[ZERO]] : i32
// CHECK: %[[LO:.*]] = llvm.trunc %[[X]] : i64 to i32
// CHECK: %[[MIN:.*]] = llvm.intr.umin(%[[LO]], %[[MOST]]) : (i32, i32) -> i32
// CHECK: %[[NEG:.*]] = llvm.icmp "slt" %[[HI]], %[[ZERO]] : i32
// CHECK: %[[OUT:.*]] = llvm.select %[[NEG]], %[[MINUS1]], %[[MOST]] : i1, i32
// CHECK: llvm.select %[[IN]], %[[MIN]], %[[OUT]] : i1, i32
// CHECK-NOT: llvm.intr.smin
// CHECK-NOT: llvm.intr.smax
llvm.func @clamp_signed(%x: i64) -> i32 {
  %lo = llvm.mlir.constant(-1 : i64) : i64
  %hi = llvm.mlir.constant(4294967294 : i64) : i64
  %a = llvm.intr.smax(%x, %lo) : (i64, i64) -> i64
  %b = llvm.intr.smin(%a, %hi) : (i64, i64) -> i64
  %t = llvm.trunc %b : i64 to i32
  llvm.return %t : i32
}

// -----

// Clamps that do not fit the narrow type, or without a low end, stay.
// CHECK-LABEL: llvm.func @clamp_kept
// CHECK: llvm.intr.umin(%{{.*}}, %{{.*}}) : (i64, i64) -> i64
// CHECK: llvm.intr.smin(%{{.*}}, %{{.*}}) : (i64, i64) -> i64
// CHECK: llvm.intr.smax(%{{.*}}, %{{.*}}) : (i64, i64) -> i64
// CHECK: llvm.intr.smin(%{{.*}}, %{{.*}}) : (i64, i64) -> i64
llvm.func @clamp_kept(%x: i64) -> i32 {
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %c10 = llvm.mlir.constant(10 : i64) : i64
  %cm5 = llvm.mlir.constant(-5 : i64) : i64
  %u = llvm.intr.umin(%x, %big) : (i64, i64) -> i64
  %tu = llvm.trunc %u : i64 to i32
  %s = llvm.intr.smin(%x, %c10) : (i64, i64) -> i64
  %ts = llvm.trunc %s : i64 to i32
  %a = llvm.intr.smax(%x, %cm5) : (i64, i64) -> i64
  %b = llvm.intr.smin(%a, %c10) : (i64, i64) -> i64
  %tb = llvm.trunc %b : i64 to i32
  %r0 = llvm.add %tu, %ts : i32
  %r1 = llvm.add %r0, %tb : i32
  llvm.return %r1 : i32
}
