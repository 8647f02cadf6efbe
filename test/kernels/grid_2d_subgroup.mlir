// 2-D launch (grid 3x2, block 2x2): each thread computes its global (x, y)
// from block_id/block_dim/thread_id, checks it against gpu.global_id and
// grid_dim, reduces an i64 row of 8 values through vector.reduction and
// gpu.subgroup_reduce add (uniform), a vector<4xf32> through
// gpu.subgroup_reduce maxnumf, gpu.shuffle xor/idx with offset 0 and width =
// subgroup size; scf.if on the diagonal (gx == gy) negates the f32 result.
// Subgroups of one work item, as the reference runs them:
// genx-lower{work-items-per-thread=1} (by default the two work items of a
// row would share a thread and make a subgroup of two).
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: env GENX_LOWER_OPTIONS=work-items-per-thread=1 %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && env GENX_LOWER_OPTIONS=work-items-per-thread=1 %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @g2(%a: memref<6x4x8xi64>, %f: memref<6x4x4xf32>, %oi: memref<6x4x4xi64>, %of: memref<6x4x4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %nx = gpu.grid_dim x
      %ny = gpu.grid_dim y
      %gx0 = arith.muli %bx, %dx : index
      %gx = arith.addi %gx0, %tx : index
      %gy0 = arith.muli %by, %dy : index
      %gy = arith.addi %gy0, %ty : index
      %ggx = gpu.global_id x
      %ggy = gpu.global_id y
      %ex = arith.cmpi eq, %gx, %ggx : index
      %ey = arith.cmpi eq, %gy, %ggy : index
      %ok = arith.andi %ex, %ey : i1
      %tot = arith.muli %nx, %ny : index
      %totd = arith.muli %dx, %dy : index
      %all = arith.muli %tot, %totd : index
      %all64 = arith.index_cast %all : index to i64
      %ok64 = arith.extui %ok : i1 to i64
      %v = vector.load %a[%gx, %gy, %c0] : memref<6x4x8xi64>, vector<8xi64>
      %s = vector.reduction <add>, %v : vector<8xi64> into i64
      %sr = gpu.subgroup_reduce add %s uniform : (i64) -> i64
      %sz = gpu.subgroup_size : index
      %sz32 = arith.index_cast %sz : index to i32
      %z32 = arith.constant 0 : i32
      %s32 = arith.trunci %sr : i64 to i32
      %sh, %valid = gpu.shuffle xor %s32, %z32, %sz32 : i32
      %sh2, %valid2 = gpu.shuffle idx %s32, %z32, %sz32 : i32
      %sh64 = arith.extsi %sh : i32 to i64
      %sh264 = arith.extsi %sh2 : i32 to i64
      %sum2 = arith.addi %sh64, %sh264 : i64
      %vb = arith.andi %valid, %valid2 : i1
      %vb64 = arith.extui %vb : i1 to i64
      %r0 = vector.broadcast %sr : i64 to vector<4xi64>
      %r1 = vector.insert %sum2, %r0 [1] : i64 into vector<4xi64>
      %k = arith.shli %ok64, %all64 : i64
      %k2 = arith.ori %k, %vb64 : i64
      %r2 = vector.insert %k2, %r1 [2] : i64 into vector<4xi64>
      %r3 = vector.insert %all64, %r2 [3] : i64 into vector<4xi64>
      vector.store %r3, %oi[%gx, %gy, %c0] : memref<6x4x4xi64>, vector<4xi64>
      %fv = vector.load %f[%gx, %gy, %c0] : memref<6x4x4xf32>, vector<4xf32>
      %fr = gpu.subgroup_reduce maxnumf %fv uniform : (vector<4xf32>) -> vector<4xf32>
      %diag = arith.cmpi eq, %gx, %gy : index
      %res = scf.if %diag -> vector<4xf32> {
        %n = arith.negf %fr : vector<4xf32>
        scf.yield %n : vector<4xf32>
      } else {
        scf.yield %fr : vector<4xf32>
      }
      vector.store %res, %of[%gx, %gy, %c0] : memref<6x4x4xf32>, vector<4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %a = memref.alloc() : memref<6x4x8xi64>
    %f = memref.alloc() : memref<6x4x4xf32>
    %oi = memref.alloc() : memref<6x4x4xi64>
    %of = memref.alloc() : memref<6x4x4xf32>
    scf.for %i = %c0 to %c6 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %p = arith.muli %i, %c4 : index
          %q = arith.addi %p, %j : index
          %r = arith.muli %q, %c8 : index
          %s = arith.addi %r, %k : index
          %si = arith.index_cast %s : index to i64
          %m = arith.constant 1000000007 : i64
          %v = arith.muli %si, %m : i64
          %h = arith.constant 99999 : i64
          %w = arith.remsi %v, %h : i64
          %big = arith.constant 4294967296 : i64
          %x = arith.addi %w, %big : i64
          memref.store %x, %a[%i, %j, %k] : memref<6x4x8xi64>
        }
        scf.for %k = %c0 to %c4 step %c1 {
          %p = arith.muli %i, %c4 : index
          %q = arith.addi %p, %j : index
          %r = arith.muli %q, %c4 : index
          %s = arith.addi %r, %k : index
          %si = arith.index_cast %s : index to i32
          %c7 = arith.constant 7 : i32
          %m = arith.muli %si, %c7 : i32
          %c19 = arith.constant 19 : i32
          %w = arith.remui %m, %c19 : i32
          %wf = arith.sitofp %w : i32 to f32
          %qq = arith.constant 0.75 : f32
          %ff = arith.mulf %wf, %qq : f32
          memref.store %ff, %f[%i, %j, %k] : memref<6x4x4xf32>
        }
      }
    }
    gpu.launch_func @kernels::@g2 blocks in (%c3, %c2, %c1) threads in (%c2, %c2, %c1)
        args(%a : memref<6x4x8xi64>, %f : memref<6x4x4xf32>, %oi : memref<6x4x4xi64>, %of : memref<6x4x4xf32>)
    scf.for %i = %c0 to %c6 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %v = vector.load %oi[%i, %j, %c0] : memref<6x4x4xi64>, vector<4xi64>
        vector.print str "i: "
        vector.print %v : vector<4xi64>
        %w = vector.load %of[%i, %j, %c0] : memref<6x4x4xf32>, vector<4xf32>
        vector.print str "f: "
        vector.print %w : vector<4xf32>
      }
    }
    return
  }
}
