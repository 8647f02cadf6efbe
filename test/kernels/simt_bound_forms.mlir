// Element-wise kernels written per work item whose bounds checks are
// spelled in different ways (i < n unsigned, n > i signed, i <= n - 1 signed,
// i >= start unsigned with i < n signed and an else branch, start <= i with
// n - 1 >= i unsigned), n not a multiple of 32. @bounds has no
// known_block_size and is launched with group sizes known only at run time
// (64, 40, 48); @bounds_known declares known_block_size = 64 and uses
// gpu.global_id.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bounds(%x: memref<?xi32>, %out: memref<5x?xi32>, %n: index,
                     %start: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      // i < n, unsigned
      %p0 = arith.cmpi ult, %i, %n : index
      scf.if %p0 {
        %v = memref.load %x[%i] : memref<?xi32>
        %c7 = arith.constant 7 : i32
        %r = arith.addi %v, %c7 : i32
        memref.store %r, %out[%c0, %i] : memref<5x?xi32>
      }
      // n > i, signed
      %p1 = arith.cmpi sgt, %n, %i : index
      scf.if %p1 {
        %v = memref.load %x[%i] : memref<?xi32>
        %r = arith.muli %v, %v : i32
        memref.store %r, %out[%c1, %i] : memref<5x?xi32>
      }
      // i <= n - 1, signed
      %nm1 = arith.subi %n, %c1 : index
      %p2 = arith.cmpi sle, %i, %nm1 : index
      scf.if %p2 {
        %v = memref.load %x[%i] : memref<?xi32>
        %z = arith.constant 0 : i32
        %r = arith.subi %z, %v : i32
        memref.store %r, %out[%c2, %i] : memref<5x?xi32>
      }
      // i >= start (unsigned) and i < n (signed), with an else branch
      %p3a = arith.cmpi uge, %i, %start : index
      %p3b = arith.cmpi slt, %i, %n : index
      %p3 = arith.andi %p3a, %p3b : i1
      scf.if %p3 {
        %v = memref.load %x[%i] : memref<?xi32>
        %k = arith.constant 21845 : i32
        %r = arith.xori %v, %k : i32
        memref.store %r, %out[%c3, %i] : memref<5x?xi32>
      } else {
        %ii = arith.index_cast %i : index to i32
        %m = arith.constant -1000 : i32
        %r = arith.subi %m, %ii : i32
        memref.store %r, %out[%c3, %i] : memref<5x?xi32>
      }
      // start <= i (signed) and n - 1 >= i (unsigned)
      %p4a = arith.cmpi sle, %start, %i : index
      %p4b = arith.cmpi uge, %nm1, %i : index
      %p4 = arith.andi %p4a, %p4b : i1
      %v4 = scf.if %p4 -> (i32) {
        %v = memref.load %x[%i] : memref<?xi32>
        %s = arith.index_cast %start : index to i32
        %r = arith.subi %v, %s : i32
        scf.yield %r : i32
      } else {
        %r = arith.constant 12345 : i32
        scf.yield %r : i32
      }
      memref.store %v4, %out[%c4, %i] : memref<5x?xi32>
      gpu.return
    }
    gpu.func @bounds_known(%x: memref<?xi32>, %out: memref<5x?xi32>, %n: index,
                           %start: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %i = gpu.global_id x
      %p0 = arith.cmpi ult, %i, %n : index
      scf.if %p0 {
        %v = memref.load %x[%i] : memref<?xi32>
        %c7 = arith.constant 7 : i32
        %r = arith.addi %v, %c7 : i32
        memref.store %r, %out[%c0, %i] : memref<5x?xi32>
      }
      %p1 = arith.cmpi sgt, %n, %i : index
      scf.if %p1 {
        %v = memref.load %x[%i] : memref<?xi32>
        %r = arith.muli %v, %v : i32
        memref.store %r, %out[%c1, %i] : memref<5x?xi32>
      }
      %nm1 = arith.subi %n, %c1 : index
      %p2 = arith.cmpi sle, %i, %nm1 : index
      scf.if %p2 {
        %v = memref.load %x[%i] : memref<?xi32>
        %z = arith.constant 0 : i32
        %r = arith.subi %z, %v : i32
        memref.store %r, %out[%c2, %i] : memref<5x?xi32>
      }
      %p3a = arith.cmpi uge, %i, %start : index
      %p3b = arith.cmpi slt, %i, %n : index
      %p3 = arith.andi %p3a, %p3b : i1
      scf.if %p3 {
        %v = memref.load %x[%i] : memref<?xi32>
        %k = arith.constant 21845 : i32
        %r = arith.xori %v, %k : i32
        memref.store %r, %out[%c3, %i] : memref<5x?xi32>
      } else {
        %ii = arith.index_cast %i : index to i32
        %m = arith.constant -1000 : i32
        %r = arith.subi %m, %ii : i32
        memref.store %r, %out[%c3, %i] : memref<5x?xi32>
      }
      %p4a = arith.cmpi sle, %start, %i : index
      %p4b = arith.cmpi uge, %nm1, %i : index
      %p4 = arith.andi %p4a, %p4b : i1
      %v4 = scf.if %p4 -> (i32) {
        %v = memref.load %x[%i] : memref<?xi32>
        %s = arith.index_cast %start : index to i32
        %r = arith.subi %v, %s : i32
        scf.yield %r : i32
      } else {
        %r = arith.constant 12345 : i32
        scf.yield %r : i32
      }
      memref.store %v4, %out[%c4, %i] : memref<5x?xi32>
      gpu.return
    }
  }
  func.func @fill(%out: memref<5x?xi32>, %len: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %sent = arith.constant -7 : i32
    scf.for %r = %c0 to %c5 step %c1 {
      scf.for %i = %c0 to %len step %c1 {
        memref.store %sent, %out[%r, %i] : memref<5x?xi32>
      }
    }
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c40 = arith.constant 40 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c96 = arith.constant 96 : index
    %c120 = arith.constant 120 : index
    %c128 = arith.constant 128 : index
    %c192 = arith.constant 192 : index
    %sent = arith.constant -7 : i32
    %s64 = memref.alloc(%c64) : memref<?xi8>
    %s40 = memref.alloc(%c40) : memref<?xi8>
    %s48 = memref.alloc(%c48) : memref<?xi8>
    %n64 = memref.dim %s64, %c0 : memref<?xi8>
    %n40 = memref.dim %s40, %c0 : memref<?xi8>
    %n48 = memref.dim %s48, %c0 : memref<?xi8>
    %x = memref.alloc(%c192) : memref<?xi32>
    scf.for %i = %c0 to %c192 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %k = arith.constant 7919 : i32
      %a = arith.muli %ii, %k : i32
      %c20 = arith.constant 20 : i32
      %b = arith.shli %ii, %c20 : i32
      %v0 = arith.xori %a, %b : i32
      %off = arith.constant 12345 : i32
      %v = arith.subi %v0, %off : i32
      memref.store %v, %x[%i] : memref<?xi32>
    }
    %imin = arith.constant -2147483648 : i32
    %imax = arith.constant 2147483647 : i32
    %m1 = arith.constant -1 : i32
    %z = arith.constant 0 : i32
    memref.store %imin, %x[%c0] : memref<?xi32>
    memref.store %imax, %x[%c1] : memref<?xi32>
    memref.store %m1, %x[%c2] : memref<?xi32>
    memref.store %z, %x[%c3] : memref<?xi32>
    %c99 = arith.constant 99 : index
    %c100 = arith.constant 100 : index
    memref.store %imin, %x[%c99] : memref<?xi32>
    memref.store %imax, %x[%c100] : memref<?xi32>
    %o1 = memref.alloc(%c128) : memref<5x?xi32>
    %o2 = memref.alloc(%c120) : memref<5x?xi32>
    %o3 = memref.alloc(%c96) : memref<5x?xi32>
    %o4 = memref.alloc(%c192) : memref<5x?xi32>
    %c144 = arith.constant 144 : index
    %o5 = memref.alloc(%c144) : memref<5x?xi32>
    call @fill(%o1, %c128) : (memref<5x?xi32>, index) -> ()
    call @fill(%o2, %c120) : (memref<5x?xi32>, index) -> ()
    call @fill(%o3, %c96) : (memref<5x?xi32>, index) -> ()
    call @fill(%o4, %c192) : (memref<5x?xi32>, index) -> ()
    call @fill(%o5, %c144) : (memref<5x?xi32>, index) -> ()
    %na = arith.constant 100 : index
    %sa = arith.constant 37 : index
    gpu.launch_func @kernels::@bounds blocks in (%c2, %c1, %c1) threads in (%n64, %c1, %c1)
        args(%x : memref<?xi32>, %o1 : memref<5x?xi32>, %na : index, %sa : index)
    %nb = arith.constant 101 : index
    %sb = arith.constant 5 : index
    gpu.launch_func @kernels::@bounds blocks in (%c3, %c1, %c1) threads in (%n40, %c1, %c1)
        args(%x : memref<?xi32>, %o2 : memref<5x?xi32>, %nb : index, %sb : index)
    %nc = arith.constant 1 : index
    %sc = arith.constant 0 : index
    gpu.launch_func @kernels::@bounds blocks in (%c2, %c1, %c1) threads in (%n48, %c1, %c1)
        args(%x : memref<?xi32>, %o3 : memref<5x?xi32>, %nc : index, %sc : index)
    %nd = arith.constant 161 : index
    %sd = arith.constant 33 : index
    gpu.launch_func @kernels::@bounds_known blocks in (%c3, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<?xi32>, %o4 : memref<5x?xi32>, %nd : index, %sd : index)
    %ne = arith.constant 95 : index
    %se = arith.constant 64 : index
    gpu.launch_func @kernels::@bounds blocks in (%c3, %c1, %c1) threads in (%n48, %c1, %c1)
        args(%x : memref<?xi32>, %o5 : memref<5x?xi32>, %ne : index, %se : index)
    %v1 = vector.transfer_read %o1[%c0, %c0], %sent : memref<5x?xi32>, vector<5x128xi32>
    vector.print str "o1: "
    vector.print %v1 : vector<5x128xi32>
    %v2 = vector.transfer_read %o2[%c0, %c0], %sent : memref<5x?xi32>, vector<5x120xi32>
    vector.print str "o2: "
    vector.print %v2 : vector<5x120xi32>
    %v3 = vector.transfer_read %o3[%c0, %c0], %sent : memref<5x?xi32>, vector<5x96xi32>
    vector.print str "o3: "
    vector.print %v3 : vector<5x96xi32>
    %v4 = vector.transfer_read %o4[%c0, %c0], %sent : memref<5x?xi32>, vector<5x192xi32>
    vector.print str "o4: "
    vector.print %v4 : vector<5x192xi32>
    %v5 = vector.transfer_read %o5[%c0, %c0], %sent : memref<5x?xi32>, vector<5x144xi32>
    vector.print str "o5: "
    vector.print %v5 : vector<5x144xi32>
    memref.dealloc %s64 : memref<?xi8>
    memref.dealloc %s40 : memref<?xi8>
    memref.dealloc %s48 : memref<?xi8>
    memref.dealloc %x : memref<?xi32>
    memref.dealloc %o1 : memref<5x?xi32>
    memref.dealloc %o2 : memref<5x?xi32>
    memref.dealloc %o3 : memref<5x?xi32>
    memref.dealloc %o4 : memref<5x?xi32>
    memref.dealloc %o5 : memref<5x?xi32>
    return
  }
}
