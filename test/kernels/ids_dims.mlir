// gpu.block_id / gpu.thread_id / gpu.block_dim / gpu.grid_dim (x, y, z) and
// gpu.global_id x on a 3-D launch: grid 3x2x2, blocks 2x3x1 (72 threads).
// Each thread writes a record of 13 i64 at its linear position
// ((bz gy + by) gx + bx) (bdx bdy bdz) + (tz bdy + ty) bdx + tx.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: record 0 is block (0,0,0) thread (0,0,0); record 7 is block
// (1,0,0), thread (1,0,0): global x = 1 * 2 + 1 = 3; record 71 is block
// (2,1,1), thread (1,2,0): global x = 2 * 2 + 1 = 5.
// CHECK: 0: ( 0, 0, 0, 0, 0, 0, 2, 3, 1, 3, 2, 2, 0 )
// CHECK: 7: ( 1, 0, 0, 1, 0, 0, 2, 3, 1, 3, 2, 2, 3 )
// CHECK: 71: ( 2, 1, 1, 1, 2, 0, 2, 3, 1, 3, 2, 2, 5 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ids(%out: memref<72x13xi64>) kernel {
      %c0 = arith.constant 0 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bz = gpu.block_id z
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %dz = gpu.block_dim z
      %gx = gpu.grid_dim x
      %gy = gpu.grid_dim y
      %gz = gpu.grid_dim z
      %gid = gpu.global_id x
      %r = vector.from_elements %bx, %by, %bz, %tx, %ty, %tz, %dx, %dy, %dz, %gx, %gy, %gz, %gid : vector<13xindex>
      %r64 = arith.index_cast %r : vector<13xindex> to vector<13xi64>
      %b1 = arith.muli %bz, %gy : index
      %b2 = arith.addi %b1, %by : index
      %b3 = arith.muli %b2, %gx : index
      %blk = arith.addi %b3, %bx : index
      %dxy = arith.muli %dx, %dy : index
      %size = arith.muli %dxy, %dz : index
      %t1 = arith.muli %tz, %dy : index
      %t2 = arith.addi %t1, %ty : index
      %t3 = arith.muli %t2, %dx : index
      %thr = arith.addi %t3, %tx : index
      %l0 = arith.muli %blk, %size : index
      %l = arith.addi %l0, %thr : index
      vector.store %r64, %out[%l, %c0] : memref<72x13xi64>, vector<13xi64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c72 = arith.constant 72 : index
    %out = memref.alloc() : memref<72x13xi64>
    gpu.launch_func @kernels::@ids blocks in (%c3, %c2, %c2) threads in (%c2, %c3, %c1)
        args(%out : memref<72x13xi64>)
    scf.for %i = %c0 to %c72 step %c1 {
      %v = vector.load %out[%i, %c0] : memref<72x13xi64>, vector<13xi64>
      vector.print %i : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %v : vector<13xi64>
    }
    return
  }
}
