// Dynamically shaped memrefs (memref<?x?xf32>, memref<?x?xi16>): the kernel
// reads the shape with memref.dim, processes a 4x8 tile per block with
// out-of-bounds 2-D transfers, and computes y = x * (r + 1) + c (f32) and
// z = w - rows * cols (i16). The host computes the grid from the shape
// (ceil-div) for two shapes, 5x13 and 9x3, launching the same kernel.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: x[r][c] = r - c, so y[r][c] = (r - c)(r + 1) + c; w = 10 r + c,
// z = 10 r + c - rows * cols: 5x13: y row 0 = -c + c = 0, z row 0 = c - 65;
// y row 4 = (4 - c) 5 + c = 20 - 4 c, z row 4 = 40 + c - 65; 9x3: y row 8 =
// (8 - c) 9 + c, z row 8 = 80 + c - 27.
// CHECK: shape 5 x 13
// CHECK-NEXT: y: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: z: ( -65, -64, -63, {{.*}}, -53 )
// CHECK: y: ( 20, 16, 12, 8, 4, 0, -4, -8, -12, -16, -20, -24, -28 )
// CHECK-NEXT: z: ( -25, -24, {{.*}}, -13 )
// CHECK: shape 9 x 3
// CHECK: y: ( 72, 64, 56 )
// CHECK: z: ( 53, 54, 55 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%x: memref<?x?xf32>, %y: memref<?x?xf32>, %w: memref<?x?xi16>, %z: memref<?x?xi16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %rows = memref.dim %x, %c0 : memref<?x?xf32>
      %cols = memref.dim %x, %c1 : memref<?x?xf32>
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %r = arith.muli %by, %c4 : index
      %c = arith.muli %bx, %c8 : index
      %pad = arith.constant 0.0 : f32
      %t = vector.transfer_read %x[%r, %c], %pad : memref<?x?xf32>, vector<4x8xf32>
      %rs = vector.step : vector<4xindex>
      %rb = vector.broadcast %r : index to vector<4xindex>
      %one = arith.constant dense<1> : vector<4xindex>
      %r1 = arith.addi %rs, %rb : vector<4xindex>
      %r2 = arith.addi %r1, %one : vector<4xindex>
      %ri = arith.index_cast %r2 : vector<4xindex> to vector<4xi32>
      %rf = arith.sitofp %ri : vector<4xi32> to vector<4xf32>
      %rf2 = vector.shape_cast %rf : vector<4xf32> to vector<4x1xf32>
      %rfb = vector.broadcast %rf2 : vector<4x1xf32> to vector<4x8xf32>
      %cs = vector.step : vector<8xindex>
      %cb = vector.broadcast %c : index to vector<8xindex>
      %cc = arith.addi %cs, %cb : vector<8xindex>
      %ci = arith.index_cast %cc : vector<8xindex> to vector<8xi32>
      %cf = arith.sitofp %ci : vector<8xi32> to vector<8xf32>
      %cfb = vector.broadcast %cf : vector<8xf32> to vector<4x8xf32>
      %p = arith.mulf %t, %rfb : vector<4x8xf32>
      %s = arith.addf %p, %cfb : vector<4x8xf32>
      vector.transfer_write %s, %y[%r, %c] : vector<4x8xf32>, memref<?x?xf32>
      %padi = arith.constant 0 : i16
      %ti = vector.transfer_read %w[%r, %c], %padi : memref<?x?xi16>, vector<4x8xi16>
      %n = arith.muli %rows, %cols : index
      %ni = arith.index_cast %n : index to i16
      %nb = vector.broadcast %ni : i16 to vector<4x8xi16>
      %zi = arith.subi %ti, %nb : vector<4x8xi16>
      vector.transfer_write %zi, %z[%r, %c] : vector<4x8xi16>, memref<?x?xi16>
      gpu.return
    }
  }

  func.func @run(%rows: index, %cols: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    %x = memref.alloc(%rows, %cols) : memref<?x?xf32>
    %y = memref.alloc(%rows, %cols) : memref<?x?xf32>
    %w = memref.alloc(%rows, %cols) : memref<?x?xi16>
    %z = memref.alloc(%rows, %cols) : memref<?x?xi16>
    scf.for %r = %c0 to %rows step %c1 {
      scf.for %c = %c0 to %cols step %c1 {
        %d = arith.subi %r, %c : index
        %di = arith.index_cast %d : index to i32
        %df = arith.sitofp %di : i32 to f32
        memref.store %df, %x[%r, %c] : memref<?x?xf32>
        %r10 = arith.muli %r, %c10 : index
        %v = arith.addi %r10, %c : index
        %vi = arith.index_cast %v : index to i16
        memref.store %vi, %w[%r, %c] : memref<?x?xi16>
      }
    }
    %cols7 = arith.addi %cols, %c7 : index
    %gx = arith.divui %cols7, %c8 : index
    %rows3 = arith.addi %rows, %c3 : index
    %gy = arith.divui %rows3, %c4 : index
    gpu.launch_func @kernels::@scale blocks in (%gx, %gy, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<?x?xf32>, %y : memref<?x?xf32>, %w : memref<?x?xi16>, %z : memref<?x?xi16>)
    vector.print str "shape "
    vector.print %rows : index punctuation <no_punctuation>
    vector.print str " x "
    vector.print %cols : index
    scf.for %r = %c0 to %rows step %c1 {
      vector.print str "y: ( "
      scf.for %c = %c0 to %cols step %c1 {
        %v = memref.load %y[%r, %c] : memref<?x?xf32>
        %first = arith.cmpi eq, %c, %c0 : index
        scf.if %first {
        } else {
          vector.print str ", "
        }
        vector.print %v : f32 punctuation <no_punctuation>
      }
      vector.print str " )\n"
      vector.print str "z: ( "
      scf.for %c = %c0 to %cols step %c1 {
        %v = memref.load %z[%r, %c] : memref<?x?xi16>
        %first = arith.cmpi eq, %c, %c0 : index
        scf.if %first {
        } else {
          vector.print str ", "
        }
        vector.print %v : i16 punctuation <no_punctuation>
      }
      vector.print str " )\n"
    }
    return
  }

  func.func @main() {
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c9 = arith.constant 9 : index
    %c13 = arith.constant 13 : index
    func.call @run(%c5, %c13) : (index, index) -> ()
    func.call @run(%c9, %c3) : (index, index) -> ()
    return
  }
}
