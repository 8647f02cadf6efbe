// Per-work-item code mixing i32 and index: the id is index_cast to
// i32, the bounds check compares in i32 (signed, and unsigned against an
// i8 value zero-extended), an index computed in i32 ((g * 7 + 3) % n) is cast
// back to index for a load; f16 and i8 loads are converted to f32 (extf,
// sitofp, uitofp) and combined with arith.select on float and integer
// comparisons; results stored as f32, i32, i8 (trunci) and f16 (truncf).
// @mixed has no known_block_size (launched with 64 and 40 known only at run
// time, and 32 as a constant); @mixed_f16 (known_block_size = 32) works on
// f16 directly: maximumf, addf, a NaN test (cmpf uno) with select, a
// reversed index computed in i32. Edge values: f16 NaN, +-inf, -0, +-65504,
// the smallest subnormal; i8 -128, 127, -1, 0.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mixed(%a: memref<?xf16>, %b: memref<?xi8>, %outf: memref<?xf32>,
                    %outi: memref<2x?xi32>, %out8: memref<?xi8>,
                    %outh: memref<?xf16>, %n: i32) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %gid = arith.addi %base, %tid : index
      %g = arith.index_cast %gid : index to i32
      %in = arith.cmpi slt, %g, %n : i32
      scf.if %in {
        %h = memref.load %a[%gid] : memref<?xf16>
        %f = arith.extf %h : f16 to f32
        %c = memref.load %b[%gid] : memref<?xi8>
        %ci = arith.extsi %c : i8 to i32
        %cu = arith.extui %c : i8 to i32
        %cf = arith.sitofp %ci : i32 to f32
        %cuf = arith.uitofp %c : i8 to f32
        %gt = arith.cmpf ogt, %f, %cf : f32
        %half = arith.constant 0.5 : f32
        %cf2 = arith.mulf %cf, %half : f32
        %r = arith.select %gt, %f, %cf2 : f32
        %gf = arith.sitofp %g : i32 to f32
        %r2 = arith.addf %r, %gf : f32
        %r3 = arith.subf %r2, %cuf : f32
        memref.store %r3, %outf[%gid] : memref<?xf32>
        // i32 index arithmetic, back to index
        %c7 = arith.constant 7 : i32
        %c3 = arith.constant 3 : i32
        %g7 = arith.muli %g, %c7 : i32
        %g73 = arith.addi %g7, %c3 : i32
        %j32 = arith.remsi %g73, %n : i32
        %j = arith.index_cast %j32 : i32 to index
        %d = memref.load %b[%j] : memref<?xi8>
        %di = arith.extsi %d : i8 to i32
        %zero = arith.constant 0 : i32
        %neg = arith.cmpi slt, %ci, %zero : i32
        %cg = arith.muli %ci, %g : i32
        %v = arith.select %neg, %cu, %cg : i32
        %w = arith.addi %v, %di : i32
        memref.store %w, %outi[%c0, %gid] : memref<2x?xi32>
        // unsigned compare of the id with the zero-extended byte
        %lt = arith.cmpi ult, %g, %cu : i32
        %ju = arith.index_castui %j32 : i32 to index
        %jj = arith.addi %ju, %gid : index
        %jj32 = arith.index_cast %jj : index to i32
        %x = arith.select %lt, %jj32, %di : i32
        memref.store %x, %outi[%c1, %gid] : memref<2x?xi32>
        // narrow stores
        %t = arith.addi %w, %g : i32
        %t8 = arith.trunci %t : i32 to i8
        memref.store %t8, %out8[%gid] : memref<?xi8>
        %s = arith.addf %f, %cf : f32
        %sh = arith.truncf %s : f32 to f16
        memref.store %sh, %outh[%gid] : memref<?xf16>
      }
      gpu.return
    }
    gpu.func @mixed_f16(%a: memref<?xf16>, %out: memref<3x?xf16>, %n: i32) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %gid = gpu.global_id x
      %g = arith.index_cast %gid : index to i32
      %in = arith.cmpi sgt, %n, %g : i32
      scf.if %in {
        %one = arith.constant 1 : i32
        %nm1 = arith.subi %n, %one : i32
        %r32 = arith.subi %nm1, %g : i32
        %r = arith.index_cast %r32 : i32 to index
        %x = memref.load %a[%gid] : memref<?xf16>
        %y = memref.load %a[%r] : memref<?xf16>
        %m = arith.maximumf %x, %y : f16
        memref.store %m, %out[%c0, %gid] : memref<3x?xf16>
        %s = arith.addf %x, %y : f16
        %nan = arith.cmpf uno, %s, %s : f16
        %z = arith.constant -1.5 : f16
        %q = arith.select %nan, %z, %s : f16
        memref.store %q, %out[%c1, %gid] : memref<3x?xf16>
        %lt = arith.cmpf olt, %x, %y : f16
        %p = arith.mulf %x, %y : f16
        %u = arith.select %lt, %p, %x : f16
        memref.store %u, %out[%c2, %gid] : memref<3x?xf16>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c32 = arith.constant 32 : index
    %c40 = arith.constant 40 : index
    %c64 = arith.constant 64 : index
    %c160 = arith.constant 160 : index
    %c192 = arith.constant 192 : index
    %s64 = memref.alloc(%c64) : memref<?xi8>
    %s40 = memref.alloc(%c40) : memref<?xi8>
    %n64 = memref.dim %s64, %c0 : memref<?xi8>
    %n40 = memref.dim %s40, %c0 : memref<?xi8>
    %a = memref.alloc(%c192) : memref<?xf16>
    %b = memref.alloc(%c192) : memref<?xi8>
    scf.for %i = %c0 to %c192 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %k = arith.constant 13 : i32
      %p = arith.muli %ii, %k : i32
      %k41 = arith.constant 41 : i32
      %q = arith.remui %p, %k41 : i32
      %k20 = arith.constant 20 : i32
      %v = arith.subi %q, %k20 : i32
      %vf = arith.sitofp %v : i32 to f32
      %sc = arith.constant 0.375 : f32
      %w = arith.mulf %vf, %sc : f32
      %h = arith.truncf %w : f32 to f16
      memref.store %h, %a[%i] : memref<?xf16>
      %k37 = arith.constant 37 : i32
      %e = arith.muli %ii, %k37 : i32
      %e8 = arith.trunci %e : i32 to i8
      memref.store %e8, %b[%i] : memref<?xi8>
    }
    %nan = arith.constant 0x7E00 : f16
    %inf = arith.constant 0x7C00 : f16
    %ninf = arith.constant 0xFC00 : f16
    %nz = arith.constant 0x8000 : f16
    %big = arith.constant 0x7BFF : f16
    %sub = arith.constant 0x0001 : f16
    %nbig = arith.constant 0xFBFF : f16
    memref.store %nan, %a[%c0] : memref<?xf16>
    memref.store %inf, %a[%c1] : memref<?xf16>
    memref.store %ninf, %a[%c2] : memref<?xf16>
    memref.store %nz, %a[%c3] : memref<?xf16>
    memref.store %big, %a[%c4] : memref<?xf16>
    memref.store %sub, %a[%c5] : memref<?xf16>
    memref.store %nbig, %a[%c6] : memref<?xf16>
    %c140 = arith.constant 140 : index
    %c141 = arith.constant 141 : index
    memref.store %big, %a[%c140] : memref<?xf16>
    memref.store %nan, %a[%c141] : memref<?xf16>
    %i8min = arith.constant -128 : i8
    %i8max = arith.constant 127 : i8
    %i8m1 = arith.constant -1 : i8
    %i8z = arith.constant 0 : i8
    memref.store %i8min, %b[%c0] : memref<?xi8>
    memref.store %i8max, %b[%c1] : memref<?xi8>
    memref.store %i8m1, %b[%c2] : memref<?xi8>
    memref.store %i8z, %b[%c3] : memref<?xi8>
    memref.store %i8min, %b[%c4] : memref<?xi8>
    memref.store %i8max, %b[%c5] : memref<?xi8>
    memref.store %i8min, %b[%c140] : memref<?xi8>
    %fs = arith.constant -7.0 : f32
    %is = arith.constant -7 : i32
    %bs = arith.constant -7 : i8
    %hs = arith.constant -7.0 : f16
    // three launches of @mixed
    %of1 = memref.alloc(%c192) : memref<?xf32>
    %oi1 = memref.alloc(%c192) : memref<2x?xi32>
    %o81 = memref.alloc(%c192) : memref<?xi8>
    %oh1 = memref.alloc(%c192) : memref<?xf16>
    %of2 = memref.alloc(%c160) : memref<?xf32>
    %oi2 = memref.alloc(%c160) : memref<2x?xi32>
    %o82 = memref.alloc(%c160) : memref<?xi8>
    %oh2 = memref.alloc(%c160) : memref<?xf16>
    %of3 = memref.alloc(%c160) : memref<?xf32>
    %oi3 = memref.alloc(%c160) : memref<2x?xi32>
    %o83 = memref.alloc(%c160) : memref<?xi8>
    %oh3 = memref.alloc(%c160) : memref<?xf16>
    %om = memref.alloc(%c160) : memref<3x?xf16>
    scf.for %i = %c0 to %c192 step %c1 {
      memref.store %fs, %of1[%i] : memref<?xf32>
      memref.store %is, %oi1[%c0, %i] : memref<2x?xi32>
      memref.store %is, %oi1[%c1, %i] : memref<2x?xi32>
      memref.store %bs, %o81[%i] : memref<?xi8>
      memref.store %hs, %oh1[%i] : memref<?xf16>
    }
    scf.for %i = %c0 to %c160 step %c1 {
      memref.store %fs, %of2[%i] : memref<?xf32>
      memref.store %is, %oi2[%c0, %i] : memref<2x?xi32>
      memref.store %is, %oi2[%c1, %i] : memref<2x?xi32>
      memref.store %bs, %o82[%i] : memref<?xi8>
      memref.store %hs, %oh2[%i] : memref<?xf16>
      memref.store %fs, %of3[%i] : memref<?xf32>
      memref.store %is, %oi3[%c0, %i] : memref<2x?xi32>
      memref.store %is, %oi3[%c1, %i] : memref<2x?xi32>
      memref.store %bs, %o83[%i] : memref<?xi8>
      memref.store %hs, %oh3[%i] : memref<?xf16>
      memref.store %hs, %om[%c0, %i] : memref<3x?xf16>
      memref.store %hs, %om[%c1, %i] : memref<3x?xf16>
      memref.store %hs, %om[%c2, %i] : memref<3x?xf16>
    }
    %n1 = arith.constant 150 : i32
    gpu.launch_func @kernels::@mixed blocks in (%c3, %c1, %c1) threads in (%n64, %c1, %c1)
        args(%a : memref<?xf16>, %b : memref<?xi8>, %of1 : memref<?xf32>,
             %oi1 : memref<2x?xi32>, %o81 : memref<?xi8>, %oh1 : memref<?xf16>, %n1 : i32)
    %n2 = arith.constant 155 : i32
    gpu.launch_func @kernels::@mixed blocks in (%c4, %c1, %c1) threads in (%n40, %c1, %c1)
        args(%a : memref<?xf16>, %b : memref<?xi8>, %of2 : memref<?xf32>,
             %oi2 : memref<2x?xi32>, %o82 : memref<?xi8>, %oh2 : memref<?xf16>, %n2 : i32)
    %n3 = arith.constant 143 : i32
    gpu.launch_func @kernels::@mixed blocks in (%c5, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<?xf16>, %b : memref<?xi8>, %of3 : memref<?xf32>,
             %oi3 : memref<2x?xi32>, %o83 : memref<?xi8>, %oh3 : memref<?xf16>, %n3 : i32)
    %n4 = arith.constant 147 : i32
    gpu.launch_func @kernels::@mixed_f16 blocks in (%c5, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<?xf16>, %om : memref<3x?xf16>, %n4 : i32)
    %pf1 = vector.transfer_read %of1[%c0], %fs : memref<?xf32>, vector<192xf32>
    %bf1 = vector.bitcast %pf1 : vector<192xf32> to vector<192xi32>
    vector.print str "bits f32: of1: "
    vector.print %bf1 : vector<192xi32>
    %pi1 = vector.transfer_read %oi1[%c0, %c0], %is : memref<2x?xi32>, vector<2x192xi32>
    vector.print str "oi1: "
    vector.print %pi1 : vector<2x192xi32>
    %p81 = vector.transfer_read %o81[%c0], %bs : memref<?xi8>, vector<192xi8>
    vector.print str "o81: "
    vector.print %p81 : vector<192xi8>
    %ph1 = vector.transfer_read %oh1[%c0], %hs : memref<?xf16>, vector<192xf16>
    %bh1 = vector.bitcast %ph1 : vector<192xf16> to vector<192xi16>
    vector.print str "bits f16: oh1: "
    vector.print %bh1 : vector<192xi16>
    %pf2 = vector.transfer_read %of2[%c0], %fs : memref<?xf32>, vector<160xf32>
    %bf2 = vector.bitcast %pf2 : vector<160xf32> to vector<160xi32>
    vector.print str "bits f32: of2: "
    vector.print %bf2 : vector<160xi32>
    %pi2 = vector.transfer_read %oi2[%c0, %c0], %is : memref<2x?xi32>, vector<2x160xi32>
    vector.print str "oi2: "
    vector.print %pi2 : vector<2x160xi32>
    %p82 = vector.transfer_read %o82[%c0], %bs : memref<?xi8>, vector<160xi8>
    vector.print str "o82: "
    vector.print %p82 : vector<160xi8>
    %ph2 = vector.transfer_read %oh2[%c0], %hs : memref<?xf16>, vector<160xf16>
    %bh2 = vector.bitcast %ph2 : vector<160xf16> to vector<160xi16>
    vector.print str "bits f16: oh2: "
    vector.print %bh2 : vector<160xi16>
    %pf3 = vector.transfer_read %of3[%c0], %fs : memref<?xf32>, vector<160xf32>
    %bf3 = vector.bitcast %pf3 : vector<160xf32> to vector<160xi32>
    vector.print str "bits f32: of3: "
    vector.print %bf3 : vector<160xi32>
    %pi3 = vector.transfer_read %oi3[%c0, %c0], %is : memref<2x?xi32>, vector<2x160xi32>
    vector.print str "oi3: "
    vector.print %pi3 : vector<2x160xi32>
    %p83 = vector.transfer_read %o83[%c0], %bs : memref<?xi8>, vector<160xi8>
    vector.print str "o83: "
    vector.print %p83 : vector<160xi8>
    %ph3 = vector.transfer_read %oh3[%c0], %hs : memref<?xf16>, vector<160xf16>
    %bh3 = vector.bitcast %ph3 : vector<160xf16> to vector<160xi16>
    vector.print str "bits f16: oh3: "
    vector.print %bh3 : vector<160xi16>
    scf.for %r = %c0 to %c3 step %c1 {
      %pm = vector.transfer_read %om[%r, %c0], %hs : memref<3x?xf16>, vector<160xf16>
      %bm = vector.bitcast %pm : vector<160xf16> to vector<160xi16>
      vector.print str "bits f16: om: "
      vector.print %bm : vector<160xi16>
    }
    memref.dealloc %s64 : memref<?xi8>
    memref.dealloc %s40 : memref<?xi8>
    memref.dealloc %a : memref<?xf16>
    memref.dealloc %b : memref<?xi8>
    memref.dealloc %of1 : memref<?xf32>
    memref.dealloc %oi1 : memref<2x?xi32>
    memref.dealloc %o81 : memref<?xi8>
    memref.dealloc %oh1 : memref<?xf16>
    memref.dealloc %of2 : memref<?xf32>
    memref.dealloc %oi2 : memref<2x?xi32>
    memref.dealloc %o82 : memref<?xi8>
    memref.dealloc %oh2 : memref<?xf16>
    memref.dealloc %of3 : memref<?xf32>
    memref.dealloc %oi3 : memref<2x?xi32>
    memref.dealloc %o83 : memref<?xi8>
    memref.dealloc %oh3 : memref<?xf16>
    memref.dealloc %om : memref<3x?xf16>
    return
  }
}
