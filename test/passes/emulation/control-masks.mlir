// SIMD control-flow masks, function addresses and jump tables on the host.
// Expected values from the language reference's definitions:
//   goto: NewEM = OldEM & (SimdCond one-extended to 32 lanes),
//         NewRM = OldRM | (OldEM & ~SimdCond), BranchCond = !any(NewEM[0:n]);
//   join: NewEM = OldEM | (RM zero-extended), BranchCond = !any(NewEM[0:n]);
//   savemask: the execution mask as an i32, bit i for lane i; unmask and
//   remask: the execution mask those bits give; get.em: the mask itself.
// The masks come in as function arguments, so that the code that runs is
// the emulation, not what the folders make of it.
// RUN: %genx-run %s | FileCheck %s

func.func private @masks(%em: vector<32xi1>, %rm: vector<8xi1>,
                         %cond: vector<8xi1>, %none: vector<8xi1>) {
  %g:3 = genx.simdcf.goto %em, %rm, %cond : (vector<32xi1>, vector<8xi1>, vector<8xi1>) -> (vector<32xi1>, vector<8xi1>, i1)
  // Lanes 0-7 keep the condition, lanes 8-31 (not in the goto) stay enabled.
  // CHECK: ( 1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 )
  vector.print %g#0 : vector<32xi1>
  // CHECK-NEXT: ( 0, 1, 0, 0, 1, 1, 0, 1 )
  vector.print %g#1 : vector<8xi1>
  // CHECK-NEXT: 0
  vector.print %g#2 : i1

  // The join re-enables the lanes the goto disabled.
  %j:2 = genx.simdcf.join %g#0, %g#1 : (vector<32xi1>, vector<8xi1>) -> (vector<32xi1>, i1)
  // CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 )
  vector.print %j#0 : vector<32xi1>
  // CHECK-NEXT: 0
  vector.print %j#1 : i1

  // A goto no lane takes: every lane of the goto leaves, BranchCond is set;
  // a join with an empty resume mask keeps them disabled and says so.
  %n:3 = genx.simdcf.goto %em, %rm, %none : (vector<32xi1>, vector<8xi1>, vector<8xi1>) -> (vector<32xi1>, vector<8xi1>, i1)
  // CHECK-NEXT: ( 1, 1, 1, 1, 1, 1, 1, 1 )
  vector.print %n#1 : vector<8xi1>
  // CHECK-NEXT: 1
  vector.print %n#2 : i1
  %nj:2 = genx.simdcf.join %n#0, %rm : (vector<32xi1>, vector<8xi1>) -> (vector<32xi1>, i1)
  // CHECK-NEXT: 1
  vector.print %nj#1 : i1

  // Lanes 0-7 = 0b01001101, lanes 8-31 set: 0xFFFFFF4D.
  %saved = genx.simdcf.savemask %g#0 : (vector<32xi1>) -> i32
  // CHECK-NEXT: -179
  vector.print %saved : i32
  %un = genx.simdcf.unmask %saved {new_mask = 6} : (i32) -> vector<32xi1>
  // CHECK-NEXT: ( 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
  vector.print %un : vector<32xi1>
  %re = genx.simdcf.remask %un, %saved : (vector<32xi1>, i32) -> vector<32xi1>
  %reword = genx.simdcf.savemask %re : (vector<32xi1>) -> i32
  // CHECK-NEXT: -179
  vector.print %reword : i32
  %em2 = genx.simdcf.get.em %re : (vector<32xi1>) -> vector<32xi1>
  %same = arith.cmpi eq, %em2, %g#0 : vector<32xi1>
  %all = vector.reduction <and>, %same : vector<32xi1> into i1
  // CHECK-NEXT: 1
  vector.print %all : i1
  return
}

llvm.mlir.global internal @a(1 : i32) : i32
llvm.mlir.global internal @b(2 : i32) : i32
llvm.mlir.global internal @c(3 : i32) : i32

// jump.table picks the target at the index; faddr and address.convert give
// a pointer's address.
func.func private @addresses(%index: i32) {
  %a = llvm.mlir.addressof @a : !llvm.ptr
  %b = llvm.mlir.addressof @b : !llvm.ptr
  %c = llvm.mlir.addressof @c : !llvm.ptr
  %t = genx.jump.table %index, %a, %b, %c : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.ptr
  %v = llvm.load %t : !llvm.ptr -> i32
  // CHECK-NEXT: 3
  vector.print %v : i32
  %fa = genx.faddr %b : (!llvm.ptr) -> i64
  %ca = genx.address.convert %c : (!llvm.ptr) -> i64
  %bi = llvm.ptrtoint %b : !llvm.ptr to i64
  %ci = llvm.ptrtoint %c : !llvm.ptr to i64
  %fok = arith.cmpi eq, %fa, %bi : i64
  %cok = arith.cmpi eq, %ca, %ci : i64
  %nz = arith.cmpi ne, %fa, %ca : i64
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  vector.print %fok : i1
  vector.print %cok : i1
  vector.print %nz : i1
  return
}

func.func @main() {
  %em = arith.constant dense<true> : vector<32xi1>
  %rm = arith.constant dense<false> : vector<8xi1>
  %cond = arith.constant dense<[true, false, true, true, false, false, true, false]> : vector<8xi1>
  %none = arith.constant dense<false> : vector<8xi1>
  func.call @masks(%em, %rm, %cond, %none) : (vector<32xi1>, vector<8xi1>, vector<8xi1>, vector<8xi1>) -> ()
  %two = arith.constant 2 : i32
  func.call @addresses(%two) : (i32) -> ()
  return
}
