// Non-square matrix transpose through a padded workgroup tile, CUDA style
// ("transposeCoalesced" with TILE_DIM 16, 8x8 threads: each thread moves a
// 2x2 set of elements, rows ty and ty + 8, columns tx and tx + 8). The
// matrix (40x24 f32) is not a multiple of the tile: every global load and
// store is behind an scf.if bounds check against memref.dim of the
// memref<?x?xf32> arguments. The same kernel then transposes the 24x40
// result back (grid 3x2 then 2x3 blocks); the host counts the elements of
// the round trip that differ from the input.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: a[i][j] = 24 i + j + 0.5, so row r of the transpose is
// r + 0.5, 24 + r + 0.5, ..., 936 + r + 0.5 (40 values); the output is
// prefilled with -1, which must not survive anywhere.
// CHECK: t row 0: ( 0.5, 24.5, 48.5, 72.5, {{.*}}, 912.5, 936.5 )
// CHECK: t row 15: ( 15.5, 39.5, {{.*}}, 951.5 )
// CHECK-NEXT: t row 16: ( 16.5, 40.5, {{.*}}, 952.5 )
// CHECK: t row 23: ( 23.5, 47.5, {{.*}}, 935.5, 959.5 )
// CHECK-NEXT: leftover -1 in t: 0
// CHECK-NEXT: round trip mismatches: 0

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose(%in: memref<?x?xf32>, %out: memref<?x?xf32>)
        workgroup(%tile: memref<16x17xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %rows = memref.dim %in, %c0 : memref<?x?xf32>
      %cols = memref.dim %in, %c1 : memref<?x?xf32>
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %x0 = arith.muli %bx, %c16 : index
      %y0 = arith.muli %by, %c16 : index
      // Load: tile[j][i] = in[y0 + j][x0 + i].
      scf.for %j = %ty to %c16 step %c8 {
        scf.for %i = %tx to %c16 step %c8 {
          %gy = arith.addi %y0, %j : index
          %gx = arith.addi %x0, %i : index
          %oky = arith.cmpi ult, %gy, %rows : index
          %okx = arith.cmpi ult, %gx, %cols : index
          %ok = arith.andi %oky, %okx : i1
          scf.if %ok {
            %v = memref.load %in[%gy, %gx] : memref<?x?xf32>
            memref.store %v, %tile[%j, %i] : memref<16x17xf32, #gpu.address_space<workgroup>>
          }
        }
      }
      gpu.barrier
      // Store: out[x0 + j][y0 + i] = tile[i][j].
      scf.for %j = %ty to %c16 step %c8 {
        scf.for %i = %tx to %c16 step %c8 {
          %oy = arith.addi %x0, %j : index
          %ox = arith.addi %y0, %i : index
          %oky = arith.cmpi ult, %oy, %cols : index
          %okx = arith.cmpi ult, %ox, %rows : index
          %ok = arith.andi %oky, %okx : i1
          scf.if %ok {
            %v = memref.load %tile[%i, %j] : memref<16x17xf32, #gpu.address_space<workgroup>>
            memref.store %v, %out[%oy, %ox] : memref<?x?xf32>
          }
        }
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %c24 = arith.constant 24 : index
    %c40 = arith.constant 40 : index
    %a = memref.alloc(%c40, %c24) : memref<?x?xf32>
    %t = memref.alloc(%c24, %c40) : memref<?x?xf32>
    %b = memref.alloc(%c40, %c24) : memref<?x?xf32>
    %half = arith.constant 0.5 : f32
    %mone = arith.constant -1.0 : f32
    scf.for %i = %c0 to %c40 step %c1 {
      scf.for %j = %c0 to %c24 step %c1 {
        %k = arith.muli %i, %c24 : index
        %l = arith.addi %k, %j : index
        %li = arith.index_cast %l : index to i32
        %f = arith.sitofp %li : i32 to f32
        %v = arith.addf %f, %half : f32
        memref.store %v, %a[%i, %j] : memref<?x?xf32>
        memref.store %mone, %t[%j, %i] : memref<?x?xf32>
        memref.store %mone, %b[%i, %j] : memref<?x?xf32>
      }
    }
    gpu.launch_func @kernels::@transpose blocks in (%c2, %c3, %c1) threads in (%c8, %c8, %c1)
        args(%a : memref<?x?xf32>, %t : memref<?x?xf32>)
    gpu.launch_func @kernels::@transpose blocks in (%c3, %c2, %c1) threads in (%c8, %c8, %c1)
        args(%t : memref<?x?xf32>, %b : memref<?x?xf32>)
    %pad = arith.constant 0.0 : f32
    %zero = arith.constant 0 : i64
    %left = scf.for %r = %c0 to %c24 step %c1 iter_args(%acc = %zero) -> (i64) {
      %row = vector.transfer_read %t[%r, %c0], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<40xf32>
      %ri = arith.index_cast %r : index to i64
      vector.print str "t row "
      vector.print %ri : i64 punctuation <no_punctuation>
      vector.print str ": "
      vector.print %row : vector<40xf32>
      %m1 = vector.broadcast %mone : f32 to vector<40xf32>
      %eq = arith.cmpf oeq, %row, %m1 : vector<40xf32>
      %eqi = arith.extui %eq : vector<40xi1> to vector<40xi64>
      %n = vector.reduction <add>, %eqi, %acc : vector<40xi64> into i64
      scf.yield %n : i64
    }
    vector.print str "leftover -1 in t: "
    vector.print %left : i64
    %bad = scf.for %r = %c0 to %c40 step %c1 iter_args(%acc = %zero) -> (i64) {
      %x = vector.transfer_read %a[%r, %c0], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<24xf32>
      %y = vector.transfer_read %b[%r, %c0], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<24xf32>
      %ne = arith.cmpf une, %x, %y : vector<24xf32>
      %nei = arith.extui %ne : vector<24xi1> to vector<24xi64>
      %n = vector.reduction <add>, %nei, %acc : vector<24xi64> into i64
      scf.yield %n : i64
    }
    vector.print str "round trip mismatches: "
    vector.print %bad : i64
    memref.dealloc %a : memref<?x?xf32>
    memref.dealloc %t : memref<?x?xf32>
    memref.dealloc %b : memref<?x?xf32>
    return
  }
}
