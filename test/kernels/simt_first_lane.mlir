// A block reduction through workgroup memory written per work item:
// each work item stores its value, a tree reduction with a barrier per level,
// and only thread 0 writes the block's result (if tid == 0: out[bid] =
// part[0]); thread 0 also sums part serially after the barrier (a loop inside
// the tid == 0 branch). @block_red has no known_block_size and is launched
// with group sizes known only at run time (64, 32, 48); @block_red_known
// declares known_block_size = 64. @lane3: thread 3 alone writes a value to
// workgroup memory and to a per-block slot, the others write per-lane values;
// after a barrier every lane reads the value thread 3 wrote.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @block_red(%in: memref<?xi32>, %n: index, %out: memref<?xi32>,
                        %out2: memref<?xi32>)
        workgroup(%part: memref<64xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c7 = arith.constant 7 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %in_range = arith.cmpi ult, %i, %n : index
      %v = scf.if %in_range -> (i32) {
        %x = memref.load %in[%i] : memref<?xi32>
        scf.yield %x : i32
      } else {
        %z = arith.constant 0 : i32
        scf.yield %z : i32
      }
      memref.store %v, %part[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %first = arith.cmpi eq, %tid, %c0 : index
      %serial = scf.if %first -> (i32) {
        %z = arith.constant 0 : i32
        %s = scf.for %k = %c0 to %bdim step %c1 iter_args(%acc = %z) -> (i32) {
          %p = memref.load %part[%k] : memref<64xi32, #gpu.address_space<workgroup>>
          %a = arith.addi %acc, %p : i32
          scf.yield %a : i32
        }
        scf.yield %s : i32
      } else {
        %z = arith.constant -1 : i32
        scf.yield %z : i32
      }
      gpu.barrier
      %half = arith.divui %bdim, %c2 : index
      scf.for %level = %c0 to %c7 step %c1 {
        %s = arith.shrui %half, %level : index
        %act = arith.cmpi ult, %tid, %s : index
        scf.if %act {
          %j = arith.addi %tid, %s : index
          %a = memref.load %part[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
          %b = memref.load %part[%j] : memref<64xi32, #gpu.address_space<workgroup>>
          %c = arith.addi %a, %b : i32
          memref.store %c, %part[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      scf.if %first {
        %r = memref.load %part[%c0] : memref<64xi32, #gpu.address_space<workgroup>>
        memref.store %r, %out[%bid] : memref<?xi32>
        memref.store %serial, %out2[%bid] : memref<?xi32>
      }
      gpu.return
    }
    gpu.func @block_red_known(%in: memref<?xi32>, %n: index, %out: memref<?xi32>)
        workgroup(%part: memref<64xi32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c32 = arith.constant 32 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %i = gpu.global_id x
      %in_range = arith.cmpi ult, %i, %n : index
      %v = scf.if %in_range -> (i32) {
        %x = memref.load %in[%i] : memref<?xi32>
        scf.yield %x : i32
      } else {
        %z = arith.constant 0 : i32
        scf.yield %z : i32
      }
      memref.store %v, %part[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %fin = scf.while (%s = %c32) : (index) -> index {
        %more = arith.cmpi ugt, %s, %c0 : index
        scf.condition(%more) %s : index
      } do {
      ^bb0(%s: index):
        %act = arith.cmpi ult, %tid, %s : index
        scf.if %act {
          %j = arith.addi %tid, %s : index
          %a = memref.load %part[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
          %b = memref.load %part[%j] : memref<64xi32, #gpu.address_space<workgroup>>
          %c = arith.maxsi %a, %b : i32
          memref.store %c, %part[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %s2 = arith.divui %s, %c2 : index
        scf.yield %s2 : index
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %r = memref.load %part[%c0] : memref<64xi32, #gpu.address_space<workgroup>>
        memref.store %r, %out[%bid] : memref<?xi32>
      }
      gpu.return
    }
    gpu.func @lane3(%in: memref<?xi32>, %out: memref<?xi32>, %slot: memref<?xi32>)
        workgroup(%sh: memref<1xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %gid = gpu.global_id x
      %x = memref.load %in[%gid] : memref<?xi32>
      %g32 = arith.index_cast %gid : index to i32
      %is3 = arith.cmpi eq, %tid, %c3 : index
      scf.if %is3 {
        %c3i = arith.constant 3 : i32
        %t = arith.muli %x, %c3i : i32
        memref.store %t, %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
        memref.store %g32, %slot[%bid] : memref<?xi32>
      }
      %not3 = arith.cmpi ne, %tid, %c3 : index
      scf.if %not3 {
        %c2i = arith.constant 2 : i32
        %t = arith.muli %g32, %c2i : i32
        %c5 = arith.constant 5 : i32
        %u = arith.subi %t, %c5 : i32
        %w = arith.xori %u, %x : i32
        memref.store %w, %out[%gid] : memref<?xi32>
      }
      gpu.barrier
      %b = memref.load %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      %o = memref.load %out[%gid] : memref<?xi32>
      %r = scf.if %not3 -> (i32) {
        %s = arith.addi %o, %b : i32
        scf.yield %s : i32
      } else {
        %z = arith.constant 0 : i32
        %s = arith.subi %z, %b : i32
        scf.yield %s : i32
      }
      gpu.barrier
      memref.store %r, %out[%gid] : memref<?xi32>
      gpu.return
    }
  }
  func.func @fill(%b: memref<?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %len = memref.dim %b, %c0 : memref<?xi32>
    %sent = arith.constant -7 : i32
    scf.for %i = %c0 to %len step %c1 {
      memref.store %sent, %b[%i] : memref<?xi32>
    }
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c40 = arith.constant 40 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %sent = arith.constant -7 : i32
    %s64 = memref.alloc(%c64) : memref<?xi8>
    %s32 = memref.alloc(%c32) : memref<?xi8>
    %s48 = memref.alloc(%c48) : memref<?xi8>
    %s40 = memref.alloc(%c40) : memref<?xi8>
    %n64 = memref.dim %s64, %c0 : memref<?xi8>
    %n32 = memref.dim %s32, %c0 : memref<?xi8>
    %n48 = memref.dim %s48, %c0 : memref<?xi8>
    %n40 = memref.dim %s40, %c0 : memref<?xi8>
    %in = memref.alloc(%c256) : memref<?xi32>
    scf.for %i = %c0 to %c256 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %k = arith.constant 37 : i32
      %a = arith.muli %ii, %k : i32
      %c101 = arith.constant 101 : i32
      %b = arith.remui %a, %c101 : i32
      %c50 = arith.constant 50 : i32
      %v = arith.subi %b, %c50 : i32
      memref.store %v, %in[%i] : memref<?xi32>
    }
    %imin = arith.constant -2147483648 : i32
    %imax = arith.constant 2147483647 : i32
    %c70 = arith.constant 70 : index
    %c71 = arith.constant 71 : index
    memref.store %imax, %in[%c70] : memref<?xi32>
    memref.store %imax, %in[%c71] : memref<?xi32>
    memref.store %imin, %in[%c3] : memref<?xi32>
    %r1 = memref.alloc(%c8) : memref<?xi32>
    %q1 = memref.alloc(%c8) : memref<?xi32>
    %r2 = memref.alloc(%c8) : memref<?xi32>
    %q2 = memref.alloc(%c8) : memref<?xi32>
    %r3 = memref.alloc(%c8) : memref<?xi32>
    %q3 = memref.alloc(%c8) : memref<?xi32>
    %r4 = memref.alloc(%c8) : memref<?xi32>
    %l1 = memref.alloc(%c256) : memref<?xi32>
    %l2 = memref.alloc(%c256) : memref<?xi32>
    %l3 = memref.alloc(%c256) : memref<?xi32>
    %f1 = memref.alloc(%c8) : memref<?xi32>
    %f2 = memref.alloc(%c8) : memref<?xi32>
    %f3 = memref.alloc(%c8) : memref<?xi32>
    call @fill(%r1) : (memref<?xi32>) -> ()
    call @fill(%q1) : (memref<?xi32>) -> ()
    call @fill(%r2) : (memref<?xi32>) -> ()
    call @fill(%q2) : (memref<?xi32>) -> ()
    call @fill(%r3) : (memref<?xi32>) -> ()
    call @fill(%q3) : (memref<?xi32>) -> ()
    call @fill(%r4) : (memref<?xi32>) -> ()
    call @fill(%l1) : (memref<?xi32>) -> ()
    call @fill(%l2) : (memref<?xi32>) -> ()
    call @fill(%l3) : (memref<?xi32>) -> ()
    call @fill(%f1) : (memref<?xi32>) -> ()
    call @fill(%f2) : (memref<?xi32>) -> ()
    call @fill(%f3) : (memref<?xi32>) -> ()
    %na = arith.constant 200 : index
    gpu.launch_func @kernels::@block_red blocks in (%c4, %c1, %c1) threads in (%n64, %c1, %c1)
        args(%in : memref<?xi32>, %na : index, %r1 : memref<?xi32>, %q1 : memref<?xi32>)
    %nb = arith.constant 77 : index
    gpu.launch_func @kernels::@block_red blocks in (%c3, %c1, %c1) threads in (%n32, %c1, %c1)
        args(%in : memref<?xi32>, %nb : index, %r2 : memref<?xi32>, %q2 : memref<?xi32>)
    %nc = arith.constant 250 : index
    gpu.launch_func @kernels::@block_red blocks in (%c4, %c1, %c1) threads in (%n48, %c1, %c1)
        args(%in : memref<?xi32>, %nc : index, %r3 : memref<?xi32>, %q3 : memref<?xi32>)
    %nd = arith.constant 150 : index
    gpu.launch_func @kernels::@block_red_known blocks in (%c3, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<?xi32>, %nd : index, %r4 : memref<?xi32>)
    gpu.launch_func @kernels::@lane3 blocks in (%c4, %c1, %c1) threads in (%n64, %c1, %c1)
        args(%in : memref<?xi32>, %l1 : memref<?xi32>, %f1 : memref<?xi32>)
    gpu.launch_func @kernels::@lane3 blocks in (%c3, %c1, %c1) threads in (%n40, %c1, %c1)
        args(%in : memref<?xi32>, %l2 : memref<?xi32>, %f2 : memref<?xi32>)
    gpu.launch_func @kernels::@lane3 blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<?xi32>, %l3 : memref<?xi32>, %f3 : memref<?xi32>)
    %v1 = vector.transfer_read %r1[%c0], %sent : memref<?xi32>, vector<8xi32>
    vector.print str "r1: "
    vector.print %v1 : vector<8xi32>
    %w1 = vector.transfer_read %q1[%c0], %sent : memref<?xi32>, vector<8xi32>
    vector.print str "q1: "
    vector.print %w1 : vector<8xi32>
    %v2 = vector.transfer_read %r2[%c0], %sent : memref<?xi32>, vector<8xi32>
    vector.print str "r2: "
    vector.print %v2 : vector<8xi32>
    %w2 = vector.transfer_read %q2[%c0], %sent : memref<?xi32>, vector<8xi32>
    vector.print str "q2: "
    vector.print %w2 : vector<8xi32>
    %v3 = vector.transfer_read %r3[%c0], %sent : memref<?xi32>, vector<8xi32>
    vector.print str "r3: "
    vector.print %v3 : vector<8xi32>
    %w3 = vector.transfer_read %q3[%c0], %sent : memref<?xi32>, vector<8xi32>
    vector.print str "q3: "
    vector.print %w3 : vector<8xi32>
    %v4 = vector.transfer_read %r4[%c0], %sent : memref<?xi32>, vector<8xi32>
    vector.print str "r4: "
    vector.print %v4 : vector<8xi32>
    %x1 = vector.transfer_read %l1[%c0], %sent : memref<?xi32>, vector<256xi32>
    vector.print str "l1: "
    vector.print %x1 : vector<256xi32>
    %x2 = vector.transfer_read %l2[%c0], %sent : memref<?xi32>, vector<256xi32>
    vector.print str "l2: "
    vector.print %x2 : vector<256xi32>
    %x3 = vector.transfer_read %l3[%c0], %sent : memref<?xi32>, vector<256xi32>
    vector.print str "l3: "
    vector.print %x3 : vector<256xi32>
    %y1 = vector.transfer_read %f1[%c0], %sent : memref<?xi32>, vector<8xi32>
    vector.print str "f1: "
    vector.print %y1 : vector<8xi32>
    %y2 = vector.transfer_read %f2[%c0], %sent : memref<?xi32>, vector<8xi32>
    vector.print str "f2: "
    vector.print %y2 : vector<8xi32>
    %y3 = vector.transfer_read %f3[%c0], %sent : memref<?xi32>, vector<8xi32>
    vector.print str "f3: "
    vector.print %y3 : vector<8xi32>
    memref.dealloc %s64 : memref<?xi8>
    memref.dealloc %s32 : memref<?xi8>
    memref.dealloc %s48 : memref<?xi8>
    memref.dealloc %s40 : memref<?xi8>
    memref.dealloc %in : memref<?xi32>
    memref.dealloc %r1 : memref<?xi32>
    memref.dealloc %q1 : memref<?xi32>
    memref.dealloc %r2 : memref<?xi32>
    memref.dealloc %q2 : memref<?xi32>
    memref.dealloc %r3 : memref<?xi32>
    memref.dealloc %q3 : memref<?xi32>
    memref.dealloc %r4 : memref<?xi32>
    memref.dealloc %l1 : memref<?xi32>
    memref.dealloc %l2 : memref<?xi32>
    memref.dealloc %l3 : memref<?xi32>
    memref.dealloc %f1 : memref<?xi32>
    memref.dealloc %f2 : memref<?xi32>
    memref.dealloc %f3 : memref<?xi32>
    return
  }
}
