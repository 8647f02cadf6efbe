// Inclusive prefix sum inside a block, CUDA style (Hillis-Steele with a
// double buffer, GPU Gems 3 ch. 39 "naive" scan): 128 threads per block,
// one i32 per thread, a 2x128 workgroup attribution indexed by the ping-pong
// buffer number (pout = 1 - pout each step), seven steps (offset 1 .. 64)
// each ending with gpu.barrier; threads past the end of the array (n = 350,
// 3 blocks) contribute 0 and store nothing. The last thread writes the
// block total; a second kernel adds the totals of the preceding blocks to
// every element (the full scan of the array). Edge values: x[5] = INT_MAX
// and x[200] = INT_MIN, so partial sums wrap around (i32 addition modulo
// 2^32).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// x[i] = ((37 i) mod 101) - 50, except x[5] = 2147483647, x[200] = -2147483648.
// Computed by a few lines of Python over the same formulas (wrapping to i32):
// totals 2147483534, -2147483597, 25; block scan of 0..49; full scan of 300..349.
// CHECK: totals: ( 2147483534, -2147483597, 25 )
// CHECK-NEXT: block scan 0: ( -50, -63, -39, -79, -82, 2147483565, 2147483535, 2147483542, 2147483586, 2147483566, 2147483583, 2147483536, 2147483526, 2147483553, 2147483516, 2147483516, 2147483553, 2147483526, 2147483536, 2147483583, 2147483566, 2147483586, 2147483542, 2147483535, 2147483565, 2147483531, 2147483534, 2147483574, 2147483550, 2147483563, 2147483613, 2147483599, 2147483622, 2147483581, 2147483577, 2147483610, 2147483579, 2147483585, 2147483628, 2147483607, 2147483623, 2147483575, 2147483564, 2147483590, 2147483552, 2147483551, 2147483587, 2147483559, 2147483568, 2147483614 )
// CHECK: full scan 6: ( -3, -26, -12, -62, -75, -51, -91, -94, -60, -90, -83, -39, -59, -42, -89, -99, -72, -109, -109, -72, -99, -89, -42, -59, -39, -83, -90, -60, -94, -91, -51, -75, -62, -12, -26, -3, -44, -48, -15, -46, -40, 3, -18, -2, -50, -61, -35, -73, -74, -38 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @block_scan(%x: memref<350xi32>, %y: memref<350xi32>, %tot: memref<3xi32>)
        workgroup(%temp: memref<2x128xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %c127 = arith.constant 127 : index
      %c350 = arith.constant 350 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %g = arith.addi %base, %tid : index
      %inb = arith.cmpi ult, %g, %c350 : index
      %v = scf.if %inb -> (i32) {
        %l = memref.load %x[%g] : memref<350xi32>
        scf.yield %l : i32
      } else {
        %z = arith.constant 0 : i32
        scf.yield %z : i32
      }
      memref.store %v, %temp[%c0, %tid] : memref<2x128xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %pfinal = scf.for %d = %c0 to %c7 step %c1 iter_args(%pout0 = %c0) -> (index) {
        %offset = arith.shli %c1, %d : index
        %pout = arith.subi %c1, %pout0 : index
        %pin = arith.subi %c1, %pout : index
        %me = memref.load %temp[%pin, %tid] : memref<2x128xi32, #gpu.address_space<workgroup>>
        %has = arith.cmpi uge, %tid, %offset : index
        %nv = scf.if %has -> (i32) {
          %o = arith.subi %tid, %offset : index
          %other = memref.load %temp[%pin, %o] : memref<2x128xi32, #gpu.address_space<workgroup>>
          %s = arith.addi %me, %other : i32
          scf.yield %s : i32
        } else {
          scf.yield %me : i32
        }
        memref.store %nv, %temp[%pout, %tid] : memref<2x128xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        scf.yield %pout : index
      }
      %r = memref.load %temp[%pfinal, %tid] : memref<2x128xi32, #gpu.address_space<workgroup>>
      scf.if %inb {
        memref.store %r, %y[%g] : memref<350xi32>
      }
      %last = arith.cmpi eq, %tid, %c127 : index
      scf.if %last {
        memref.store %r, %tot[%bid] : memref<3xi32>
      }
      gpu.return
    }

    gpu.func @add_offsets(%y: memref<350xi32>, %tot: memref<3xi32>, %full: memref<350xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c350 = arith.constant 350 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %g = arith.addi %base, %tid : index
      %zero = arith.constant 0 : i32
      %off = scf.for %b = %c0 to %bid step %c1 iter_args(%a = %zero) -> (i32) {
        %t = memref.load %tot[%b] : memref<3xi32>
        %n = arith.addi %a, %t : i32
        scf.yield %n : i32
      }
      %inb = arith.cmpi ult, %g, %c350 : index
      scf.if %inb {
        %v = memref.load %y[%g] : memref<350xi32>
        %s = arith.addi %v, %off : i32
        memref.store %s, %full[%g] : memref<350xi32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c37 = arith.constant 37 : index
    %c50 = arith.constant 50 : index
    %c101 = arith.constant 101 : index
    %c128 = arith.constant 128 : index
    %c200 = arith.constant 200 : index
    %c350 = arith.constant 350 : index
    %x = memref.alloc() : memref<350xi32>
    %y = memref.alloc() : memref<350xi32>
    %full = memref.alloc() : memref<350xi32>
    %tot = memref.alloc() : memref<3xi32>
    %i50 = arith.constant 50 : i32
    scf.for %i = %c0 to %c350 step %c1 {
      %m = arith.muli %i, %c37 : index
      %r = arith.remui %m, %c101 : index
      %ri = arith.index_cast %r : index to i32
      %v = arith.subi %ri, %i50 : i32
      memref.store %v, %x[%i] : memref<350xi32>
    }
    %imax = arith.constant 2147483647 : i32
    %imin = arith.constant -2147483648 : i32
    memref.store %imax, %x[%c5] : memref<350xi32>
    memref.store %imin, %x[%c200] : memref<350xi32>
    gpu.launch_func @kernels::@block_scan blocks in (%c3, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%x : memref<350xi32>, %y : memref<350xi32>, %tot : memref<3xi32>)
    gpu.launch_func @kernels::@add_offsets blocks in (%c3, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%y : memref<350xi32>, %tot : memref<3xi32>, %full : memref<350xi32>)
    %z = arith.constant 0 : i32
    %t = vector.transfer_read %tot[%c0], %z : memref<3xi32>, vector<3xi32>
    vector.print str "totals: "
    vector.print %t : vector<3xi32>
    scf.for %i = %c0 to %c350 step %c50 {
      %k = arith.divui %i, %c50 : index
      %ki = arith.index_cast %k : index to i64
      %row = vector.load %y[%i] : memref<350xi32>, vector<50xi32>
      vector.print str "block scan "
      vector.print %ki : i64 punctuation <no_punctuation>
      vector.print str ": "
      vector.print %row : vector<50xi32>
    }
    scf.for %i = %c0 to %c350 step %c50 {
      %k = arith.divui %i, %c50 : index
      %ki = arith.index_cast %k : index to i64
      %row = vector.load %full[%i] : memref<350xi32>, vector<50xi32>
      vector.print str "full scan "
      vector.print %ki : i64 punctuation <no_punctuation>
      vector.print str ": "
      vector.print %row : vector<50xi32>
    }
    memref.dealloc %x : memref<350xi32>
    memref.dealloc %y : memref<350xi32>
    memref.dealloc %full : memref<350xi32>
    memref.dealloc %tot : memref<3xi32>
    return
  }
}
