// Threads that each own a vector and pass it around the block through
// workgroup memory, one step per scf.for iteration with two barriers per
// step (after the store, and before the next store overwrites the slot):
// (1) 16 threads with a vector<4xf32> each, vector.store / vector.load on a
// 1-D workgroup memref<64xf32> at 4 tid; at step k a thread holds the
// vector of thread (tid + k) mod 16 and accumulates (k + 1) times it (order
// sensitive); 2 blocks. (2) 8 threads with a vector<8xi16> each on a 2-D
// workgroup memref<8x8xi16> (row tid), rotating the other way (the
// vector of thread tid - 1); acc = 3 acc + held wraps in i16; after 8 steps
// every thread holds its own vector again, which it writes back too.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// f32: x[b][t][l] = 64 b + 4 t + l; thread t of block b ends with
// sum_k (k + 1) x[b][(t + k) mod 16][l], k = 0..15 (by Python: thread 0 of
// block 0 = 5440, 5576, 5712, 5848; thread 15 = 4960, 5096, 5232, 5368;
// block 1 adds 64 * 136 = 8704).
// i16: y[t][l] = trunc(1000 (8 t + l) + 7); acc after 8 steps (Python):
// CHECK: f32 b0 t0: ( 5440, 5576, 5712, 5848 )
// CHECK: f32 b0 t15: ( 4960, 5096, 5232, 5368 )
// CHECK-NEXT: f32 b1 t0: ( 14144, 14280, 14416, 14552 )
// CHECK: i16 t0: ( 1712, 4912, 8112, 11312, 14512, 17712, 20912, 24112 )
// CHECK: i16 t7: ( 24752, 27952, 31152, -31184, -27984, -24784, -21584, -18384 )
// CHECK-NEXT: i16 own back: 1

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rotate_f32(%x: memref<2x16x4xf32>, %y: memref<2x16x4xf32>)
        workgroup(%slots: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %tid = gpu.thread_id x
      %b = gpu.block_id x
      %mine = vector.load %x[%b, %tid, %c0] : memref<2x16x4xf32>, vector<4xf32>
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %me = arith.muli %tid, %c4 : index
      %t1 = arith.addi %tid, %c1 : index
      %next = arith.remui %t1, %c16 : index
      %from = arith.muli %next, %c4 : index
      %res:2 = scf.for %k = %c0 to %c16 step %c1 iter_args(%held = %mine, %acc = %zero)
          -> (vector<4xf32>, vector<4xf32>) {
        %ki = arith.index_cast %k : index to i32
        %kf = arith.sitofp %ki : i32 to f32
        %one = arith.constant 1.0 : f32
        %w = arith.addf %kf, %one : f32
        %wv = vector.broadcast %w : f32 to vector<4xf32>
        %acc2 = vector.fma %wv, %held, %acc : vector<4xf32>
        vector.store %held, %slots[%me] : memref<64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        gpu.barrier
        %got = vector.load %slots[%from] : memref<64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        gpu.barrier
        scf.yield %got, %acc2 : vector<4xf32>, vector<4xf32>
      }
      vector.store %res#1, %y[%b, %tid, %c0] : memref<2x16x4xf32>, vector<4xf32>
      gpu.return
    }

    gpu.func @rotate_i16(%x: memref<8x8xi16>, %y: memref<8x8xi16>, %back: memref<8x8xi16>)
        workgroup(%slots: memref<8x8xi16, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %tid = gpu.thread_id x
      %mine = vector.load %x[%tid, %c0] : memref<8x8xi16>, vector<8xi16>
      %zero = arith.constant dense<0> : vector<8xi16>
      %three = arith.constant dense<3> : vector<8xi16>
      %t7 = arith.addi %tid, %c7 : index
      %prev = arith.remui %t7, %c8 : index
      %res:2 = scf.for %k = %c0 to %c8 step %c1 iter_args(%held = %mine, %acc = %zero)
          -> (vector<8xi16>, vector<8xi16>) {
        %a3 = arith.muli %acc, %three : vector<8xi16>
        %acc2 = arith.addi %a3, %held : vector<8xi16>
        vector.store %held, %slots[%tid, %c0] : memref<8x8xi16, #gpu.address_space<workgroup>>, vector<8xi16>
        gpu.barrier
        %got = vector.load %slots[%prev, %c0] : memref<8x8xi16, #gpu.address_space<workgroup>>, vector<8xi16>
        gpu.barrier
        scf.yield %got, %acc2 : vector<8xi16>, vector<8xi16>
      }
      vector.store %res#1, %y[%tid, %c0] : memref<8x8xi16>, vector<8xi16>
      vector.store %res#0, %back[%tid, %c0] : memref<8x8xi16>, vector<8xi16>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c1000 = arith.constant 1000 : index
    %x = memref.alloc() : memref<2x16x4xf32>
    %y = memref.alloc() : memref<2x16x4xf32>
    scf.for %b = %c0 to %c2 step %c1 {
      scf.for %t = %c0 to %c16 step %c1 {
        scf.for %l = %c0 to %c4 step %c1 {
          %b64 = arith.muli %b, %c64 : index
          %t4 = arith.muli %t, %c4 : index
          %s0 = arith.addi %b64, %t4 : index
          %s = arith.addi %s0, %l : index
          %si = arith.index_cast %s : index to i32
          %f = arith.sitofp %si : i32 to f32
          memref.store %f, %x[%b, %t, %l] : memref<2x16x4xf32>
        }
      }
    }
    gpu.launch_func @kernels::@rotate_f32 blocks in (%c2, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%x : memref<2x16x4xf32>, %y : memref<2x16x4xf32>)
    %y00 = vector.load %y[%c0, %c0, %c0] : memref<2x16x4xf32>, vector<4xf32>
    vector.print str "f32 b0 t0: "
    vector.print %y00 : vector<4xf32>
    scf.for %t = %c1 to %c15 step %c1 {
      %v = vector.load %y[%c0, %t, %c0] : memref<2x16x4xf32>, vector<4xf32>
      vector.print str "f32 b0: "
      vector.print %v : vector<4xf32>
    }
    %y015 = vector.load %y[%c0, %c15, %c0] : memref<2x16x4xf32>, vector<4xf32>
    vector.print str "f32 b0 t15: "
    vector.print %y015 : vector<4xf32>
    %y10 = vector.load %y[%c1, %c0, %c0] : memref<2x16x4xf32>, vector<4xf32>
    vector.print str "f32 b1 t0: "
    vector.print %y10 : vector<4xf32>
    scf.for %t = %c1 to %c16 step %c1 {
      %v = vector.load %y[%c1, %t, %c0] : memref<2x16x4xf32>, vector<4xf32>
      vector.print str "f32 b1: "
      vector.print %v : vector<4xf32>
    }

    %a = memref.alloc() : memref<8x8xi16>
    %r = memref.alloc() : memref<8x8xi16>
    %bk = memref.alloc() : memref<8x8xi16>
    %seven = arith.constant 7 : i32
    scf.for %t = %c0 to %c8 step %c1 {
      scf.for %l = %c0 to %c8 step %c1 {
        %t8 = arith.muli %t, %c8 : index
        %s = arith.addi %t8, %l : index
        %k = arith.muli %s, %c1000 : index
        %ki = arith.index_cast %k : index to i32
        %v32 = arith.addi %ki, %seven : i32
        %v = arith.trunci %v32 : i32 to i16
        memref.store %v, %a[%t, %l] : memref<8x8xi16>
      }
    }
    gpu.launch_func @kernels::@rotate_i16 blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%a : memref<8x8xi16>, %r : memref<8x8xi16>, %bk : memref<8x8xi16>)
    %r0 = vector.load %r[%c0, %c0] : memref<8x8xi16>, vector<8xi16>
    vector.print str "i16 t0: "
    vector.print %r0 : vector<8xi16>
    scf.for %t = %c1 to %c7 step %c1 {
      %v = vector.load %r[%t, %c0] : memref<8x8xi16>, vector<8xi16>
      vector.print str "i16: "
      vector.print %v : vector<8xi16>
    }
    %r7 = vector.load %r[%c7, %c0] : memref<8x8xi16>, vector<8xi16>
    vector.print str "i16 t7: "
    vector.print %r7 : vector<8xi16>
    %true = arith.constant true
    %same = scf.for %t = %c0 to %c8 step %c1 iter_args(%ok = %true) -> (i1) {
      %u = vector.load %a[%t, %c0] : memref<8x8xi16>, vector<8xi16>
      %w = vector.load %bk[%t, %c0] : memref<8x8xi16>, vector<8xi16>
      %eq = arith.cmpi eq, %u, %w : vector<8xi16>
      %all = vector.reduction <and>, %eq : vector<8xi1> into i1
      %n = arith.andi %ok, %all : i1
      scf.yield %n : i1
    }
    vector.print str "i16 own back: "
    vector.print %same : i1
    memref.dealloc %x : memref<2x16x4xf32>
    memref.dealloc %y : memref<2x16x4xf32>
    memref.dealloc %a : memref<8x8xi16>
    memref.dealloc %r : memref<8x8xi16>
    memref.dealloc %bk : memref<8x8xi16>
    return
  }
}
