// 2-D kernels written per work item (thread_id x/y, block_id x/y,
// block_dim x/y) with bounds checks on rows and columns: a transpose
// out[col, row] = in[row, col] with known_block_size = 32x4 launched 32x4,
// the same transpose without known_block_size launched with a group x size
// known only at run time (48 x 2, and 64 x 1), and a matrix add whose checks
// are spelled rows > row (signed) and col <= cols - 1 (signed) with an else
// branch for rows past the last column, launched 64 x 1 (run time) and 32x4.
// Grids are computed from the matrix's dynamic sizes.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose(%in: memref<?x?xi32>, %out: memref<?x?xi32>,
                        %rows: index, %cols: index) kernel
        attributes {known_block_size = array<i32: 32, 4, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %c32 = arith.constant 32 : index
      %c4 = arith.constant 4 : index
      %x0 = arith.muli %bx, %c32 : index
      %col = arith.addi %x0, %tx : index
      %y0 = arith.muli %by, %c4 : index
      %row = arith.addi %y0, %ty : index
      %okr = arith.cmpi ult, %row, %rows : index
      %okc = arith.cmpi ult, %col, %cols : index
      %ok = arith.andi %okr, %okc : i1
      scf.if %ok {
        %v = memref.load %in[%row, %col] : memref<?x?xi32>
        memref.store %v, %out[%col, %row] : memref<?x?xi32>
      }
      gpu.return
    }
    gpu.func @transpose_dyn(%in: memref<?x?xi32>, %out: memref<?x?xi32>,
                            %rows: index, %cols: index) kernel {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %x0 = arith.muli %bx, %dx : index
      %col = arith.addi %x0, %tx : index
      %y0 = arith.muli %by, %dy : index
      %row = arith.addi %y0, %ty : index
      %okr = arith.cmpi slt, %row, %rows : index
      scf.if %okr {
        %okc = arith.cmpi slt, %col, %cols : index
        scf.if %okc {
          %v = memref.load %in[%row, %col] : memref<?x?xi32>
          memref.store %v, %out[%col, %row] : memref<?x?xi32>
        }
      }
      gpu.return
    }
    gpu.func @add2d(%a: memref<?x?xi32>, %b: memref<?x?xi32>, %c: memref<?x?xi32>,
                    %edge: memref<?xi32>, %rows: index, %cols: index) kernel {
      %c1 = arith.constant 1 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %x0 = arith.muli %bx, %dx : index
      %col = arith.addi %x0, %tx : index
      %y0 = arith.muli %by, %dy : index
      %row = arith.addi %y0, %ty : index
      %okr = arith.cmpi sgt, %rows, %row : index
      %cm1 = arith.subi %cols, %c1 : index
      %okc = arith.cmpi sle, %col, %cm1 : index
      scf.if %okr {
        scf.if %okc {
          %u = memref.load %a[%row, %col] : memref<?x?xi32>
          %v = memref.load %b[%row, %col] : memref<?x?xi32>
          %k = arith.constant 3 : i32
          %w = arith.muli %v, %k : i32
          %s = arith.addi %u, %w : i32
          memref.store %s, %c[%row, %col] : memref<?x?xi32>
        } else {
          // the first work item past the last column records its row
          %first = arith.cmpi eq, %col, %cols : index
          scf.if %first {
            %r = arith.index_cast %row : index to i32
            %t = arith.index_cast %tx : index to i32
            %k = arith.constant 1000 : i32
            %rk = arith.muli %r, %k : i32
            %e = arith.addi %rk, %t : i32
            memref.store %e, %edge[%row] : memref<?xi32>
          }
        }
      }
      gpu.return
    }
  }
  func.func @fill2(%m: memref<?x?xi32>, %v: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = memref.dim %m, %c0 : memref<?x?xi32>
    %cc = memref.dim %m, %c1 : memref<?x?xi32>
    scf.for %i = %c0 to %r step %c1 {
      scf.for %j = %c0 to %cc step %c1 {
        memref.store %v, %m[%i, %j] : memref<?x?xi32>
      }
    }
    return
  }
  func.func @fill1(%m: memref<?xi32>, %v: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = memref.dim %m, %c0 : memref<?xi32>
    scf.for %i = %c0 to %r step %c1 {
      memref.store %v, %m[%i] : memref<?xi32>
    }
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %sent = arith.constant -7 : i32
    %s48 = memref.alloc(%c48) : memref<?xi8>
    %s64 = memref.alloc(%c64) : memref<?xi8>
    %n48 = memref.dim %s48, %c0 : memref<?xi8>
    %n64 = memref.dim %s64, %c0 : memref<?xi8>
    %R = arith.constant 37 : index
    %C = arith.constant 70 : index
    %a = memref.alloc(%R, %C) : memref<?x?xi32>
    %b = memref.alloc(%R, %C) : memref<?x?xi32>
    scf.for %i = %c0 to %R step %c1 {
      scf.for %j = %c0 to %C step %c1 {
        %ii = arith.index_cast %i : index to i32
        %jj = arith.index_cast %j : index to i32
        %k = arith.constant 1000 : i32
        %p = arith.muli %ii, %k : i32
        %q = arith.subi %p, %jj : i32
        memref.store %q, %a[%i, %j] : memref<?x?xi32>
        %k2 = arith.constant 7 : i32
        %x = arith.muli %jj, %k2 : i32
        %y = arith.xori %x, %ii : i32
        %c50 = arith.constant 50 : i32
        %z = arith.subi %y, %c50 : i32
        memref.store %z, %b[%i, %j] : memref<?x?xi32>
      }
    }
    %imin = arith.constant -2147483648 : i32
    %imax = arith.constant 2147483647 : i32
    %c36 = arith.constant 36 : index
    %c69 = arith.constant 69 : index
    memref.store %imax, %a[%c0, %c0] : memref<?x?xi32>
    memref.store %imax, %b[%c0, %c0] : memref<?x?xi32>
    memref.store %imin, %a[%c36, %c69] : memref<?x?xi32>
    memref.store %imin, %b[%c36, %c69] : memref<?x?xi32>
    %rows = memref.dim %a, %c0 : memref<?x?xi32>
    %cols = memref.dim %a, %c1 : memref<?x?xi32>
    %t1 = memref.alloc(%cols, %rows) : memref<?x?xi32>
    %t2 = memref.alloc(%cols, %rows) : memref<?x?xi32>
    %t3 = memref.alloc(%cols, %rows) : memref<?x?xi32>
    %s1 = memref.alloc(%rows, %cols) : memref<?x?xi32>
    %s2 = memref.alloc(%rows, %cols) : memref<?x?xi32>
    %e1 = memref.alloc(%rows) : memref<?xi32>
    %e2 = memref.alloc(%rows) : memref<?xi32>
    call @fill2(%t1, %sent) : (memref<?x?xi32>, i32) -> ()
    call @fill2(%t2, %sent) : (memref<?x?xi32>, i32) -> ()
    call @fill2(%t3, %sent) : (memref<?x?xi32>, i32) -> ()
    call @fill2(%s1, %sent) : (memref<?x?xi32>, i32) -> ()
    call @fill2(%s2, %sent) : (memref<?x?xi32>, i32) -> ()
    call @fill1(%e1, %sent) : (memref<?xi32>, i32) -> ()
    call @fill1(%e2, %sent) : (memref<?xi32>, i32) -> ()
    // 32 x 4 constant groups
    %gx1 = arith.ceildivui %cols, %c32 : index
    %gy1 = arith.ceildivui %rows, %c4 : index
    gpu.launch_func @kernels::@transpose blocks in (%gx1, %gy1, %c1) threads in (%c32, %c4, %c1)
        args(%a : memref<?x?xi32>, %t1 : memref<?x?xi32>, %rows : index, %cols : index)
    // 48 x 2, x known at run time
    %gx2 = arith.ceildivui %cols, %n48 : index
    %gy2 = arith.ceildivui %rows, %c2 : index
    gpu.launch_func @kernels::@transpose_dyn blocks in (%gx2, %gy2, %c1) threads in (%n48, %c2, %c1)
        args(%a : memref<?x?xi32>, %t2 : memref<?x?xi32>, %rows : index, %cols : index)
    // 64 x 1, x known at run time
    %gx3 = arith.ceildivui %cols, %n64 : index
    gpu.launch_func @kernels::@transpose_dyn blocks in (%gx3, %rows, %c1) threads in (%n64, %c1, %c1)
        args(%b : memref<?x?xi32>, %t3 : memref<?x?xi32>, %rows : index, %cols : index)
    gpu.launch_func @kernels::@add2d blocks in (%gx3, %rows, %c1) threads in (%n64, %c1, %c1)
        args(%a : memref<?x?xi32>, %b : memref<?x?xi32>, %s1 : memref<?x?xi32>,
             %e1 : memref<?xi32>, %rows : index, %cols : index)
    gpu.launch_func @kernels::@add2d blocks in (%gx1, %gy1, %c1) threads in (%c32, %c4, %c1)
        args(%b : memref<?x?xi32>, %a : memref<?x?xi32>, %s2 : memref<?x?xi32>,
             %e2 : memref<?xi32>, %rows : index, %cols : index)
    %v1 = vector.transfer_read %t1[%c0, %c0], %sent : memref<?x?xi32>, vector<70x37xi32>
    vector.print str "t1: "
    vector.print %v1 : vector<70x37xi32>
    %v2 = vector.transfer_read %t2[%c0, %c0], %sent : memref<?x?xi32>, vector<70x37xi32>
    vector.print str "t2: "
    vector.print %v2 : vector<70x37xi32>
    %v3 = vector.transfer_read %t3[%c0, %c0], %sent : memref<?x?xi32>, vector<70x37xi32>
    vector.print str "t3: "
    vector.print %v3 : vector<70x37xi32>
    %v4 = vector.transfer_read %s1[%c0, %c0], %sent : memref<?x?xi32>, vector<37x70xi32>
    vector.print str "s1: "
    vector.print %v4 : vector<37x70xi32>
    %v5 = vector.transfer_read %s2[%c0, %c0], %sent : memref<?x?xi32>, vector<37x70xi32>
    vector.print str "s2: "
    vector.print %v5 : vector<37x70xi32>
    %v6 = vector.transfer_read %e1[%c0], %sent : memref<?xi32>, vector<37xi32>
    vector.print str "e1: "
    vector.print %v6 : vector<37xi32>
    %v7 = vector.transfer_read %e2[%c0], %sent : memref<?xi32>, vector<37xi32>
    vector.print str "e2: "
    vector.print %v7 : vector<37xi32>
    memref.dealloc %s48 : memref<?xi8>
    memref.dealloc %s64 : memref<?xi8>
    memref.dealloc %a : memref<?x?xi32>
    memref.dealloc %b : memref<?x?xi32>
    memref.dealloc %t1 : memref<?x?xi32>
    memref.dealloc %t2 : memref<?x?xi32>
    memref.dealloc %t3 : memref<?x?xi32>
    memref.dealloc %s1 : memref<?x?xi32>
    memref.dealloc %s2 : memref<?x?xi32>
    memref.dealloc %e1 : memref<?xi32>
    memref.dealloc %e2 : memref<?xi32>
    return
  }
}
