// Packed work items that read constant tables at their own positions:
//   @lookup: under i < n, with v = x[i], out[i] = codes[(7 v) & 15]
//     (a 16-entry i64 memref.global) and grid[v & 3, (v >> 2) & 3] (a 4x4
//     f32 table) added as f32 to the low 20 bits of the code as f32: the
//     lanes gather from the tables in registers (genx-promote-private
//     reads them with one offset per lane).
//   @row_lookup: out[i] = grid[2, x[i] & 3] through a subview of the
//     table's row (a view of a table is not gathered from: left one work
//     item per thread, its loads folded into the table's).
// 2 groups of 64 work items; n = 100, x[j] = (13 j + 5) mod 64; out past n
// keeps -1.
// Printed: out[0..8), out[92..100), out[100..108) of @lookup, then out[0..8)
// of @row_lookup.
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// LOWER-LABEL: llvm.func @lookup
// LOWER-SAME: genx.work_items_per_thread = 
// LOWER: genx.rdregion %{{.*}}[%{{.*}}] <0, 1, 0> parent_width 0 : vector<16xi64>, vector<{{[0-9]+}}xi16>
// LOWER: genx.rdregion %{{.*}}[%{{.*}}] <0, 1, 0> parent_width 0 : vector<16xf32>, vector<{{[0-9]+}}xi16>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" constant @codes : memref<16xi64> = dense<[
        3, 1048583, 77, 999999, 5, 131, 65536, 1, 42, 1000003, 17, 8191,
        524287, 2, 123456, 11]>
    memref.global "private" constant @grid : memref<4x4xf32> = dense<[
        [0.5, 1.5, 2.5, 3.5], [-1.0, -2.0, -3.0, -4.0],
        [10.0, 20.0, 30.0, 40.0], [0.25, 0.75, 1.25, 1.75]]>
    gpu.func @lookup(%x: memref<?xi32>, %out: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c7 = arith.constant 7 : i32
        %c15 = arith.constant 15 : i32
        %c3 = arith.constant 3 : i32
        %c2 = arith.constant 2 : i32
        %low = arith.constant 1048575 : i64
        %v = memref.load %x[%i] : memref<?xi32>
        %v7 = arith.muli %v, %c7 : i32
        %k = arith.andi %v7, %c15 : i32
        %ki = arith.index_cast %k : i32 to index
        %codes = memref.get_global @codes : memref<16xi64>
        %code = memref.load %codes[%ki] : memref<16xi64>
        %r = arith.andi %v, %c3 : i32
        %vs = arith.shrui %v, %c2 : i32
        %c = arith.andi %vs, %c3 : i32
        %ri = arith.index_cast %r : i32 to index
        %ci = arith.index_cast %c : i32 to index
        %grid = memref.get_global @grid : memref<4x4xf32>
        %g = memref.load %grid[%ri, %ci] : memref<4x4xf32>
        %cl = arith.andi %code, %low : i64
        %cf = arith.uitofp %cl : i64 to f32
        %s = arith.addf %cf, %g : f32
        memref.store %s, %out[%i] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @row_lookup(%x: memref<?xi32>, %out: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %c3 = arith.constant 3 : i32
      %grid = memref.get_global @grid : memref<4x4xf32>
      %row = memref.subview %grid[2, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: 8>>
      %v = memref.load %x[%i] : memref<?xi32>
      %c = arith.andi %v, %c3 : i32
      %ci = arith.index_cast %c : i32 to index
      %g = memref.load %row[%ci] : memref<4xf32, strided<[1], offset: 8>>
      memref.store %g, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c13 = arith.constant 13 : index
    %c64 = arith.constant 64 : index
    %c92 = arith.constant 92 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %x = memref.alloc(%c128) : memref<?xi32>
    %out = memref.alloc(%c128) : memref<?xf32>
    %none = arith.constant -1.0 : f32
    scf.for %j = %c0 to %c128 step %c1 {
      %m = arith.muli %j, %c13 : index
      %a = arith.addi %m, %c5 : index
      %r = arith.remui %a, %c64 : index
      %ri = arith.index_cast %r : index to i32
      memref.store %ri, %x[%j] : memref<?xi32>
      memref.store %none, %out[%j] : memref<?xf32>
    }
    gpu.launch_func @kernels::@lookup blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<?xi32>, %out : memref<?xf32>, %c100 : index)
    %v0 = vector.load %out[%c0] : memref<?xf32>, vector<8xf32>
    vector.print %v0 : vector<8xf32>
    %v1 = vector.load %out[%c92] : memref<?xf32>, vector<8xf32>
    vector.print %v1 : vector<8xf32>
    %v2 = vector.load %out[%c100] : memref<?xf32>, vector<8xf32>
    vector.print %v2 : vector<8xf32>
    gpu.launch_func @kernels::@row_lookup blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<?xi32>, %out : memref<?xf32>)
    %r0 = vector.load %out[%c0] : memref<?xf32>, vector<8xf32>
    vector.print %r0 : vector<8xf32>
    memref.dealloc %x : memref<?xi32>
    memref.dealloc %out : memref<?xf32>
    return
  }
}
