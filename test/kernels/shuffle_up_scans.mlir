// Inclusive scans within subgroups of 32 work items, the Hillis-Steele way
// CUDA warp code writes them: log2(width) steps of gpu.shuffle up by 1, 2,
// 4, ..., each adding (or combining) the shuffled value where the shuffle
// reports it valid and an identity (arith.select on the valid bit) where
// not. genx-vectorize-work-items packs a subgroup into one thread; each
// step is then a shift of the thread's lanes.
// - @scan_f32: sums over segments of 32 (offsets 1 .. 16). Every lane
//   adds 0.0 where its source is invalid, so a lane whose input is -0.0
//   and that has no valid source (lane 0) gets -0.0 + 0.0 = +0.0.
// - @running_max: maxsi scans over the first 16 lanes of each subgroup
//   (width 16, offsets 1 .. 8), INT_MIN where the source is invalid: lanes
//   16-31, past the shuffles' width, have no valid source and keep theirs.
// - @shifted_products: one step by 3, multiplied by 1.0 where invalid.
// The elementwise ops take the shuffle's runs as regions (any offset on
// XeLP: device=tgllp; only where the run stays at its register offset,
// else shifted copies, for other devices): both routes are checked.
// SUBGROUP-SIZE: 32
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: env GENX_LOWER_OPTIONS=device=tgllp %kernel-genx %s > %t.tgllp.out
// RUN: %kernel-compare %s %t.ref.out %t.tgllp.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// RUN: %if genx-backend %{ rm -rf %t.t && env GENX_LOWER_OPTIONS=device=tgllp %kernel-compile %s %t.t tgllp && %kernel-check-asm %t.t tgllp %}
//
// Inputs: x[i] = ((5 i) mod 13) - 6 as f32 for i < 64, except x[0] =
// x[32] = -0.0 (lanes 0 of both subgroups) and x[45] = -0.0 (a lane with
// valid sources); k[i] = ((7 i) mod 23) - 11 for i < 64, k[3] = INT_MIN,
// k[20] = INT_MAX.
// Scan of subgroup 0: +0 (bits 0), then x[1..] = -1, 4, -4, 1, 6, -2, 3 ...
// running sums -1, 3, -1, 0, 6, 4, 7.
// CHECK: bits f32: ( 0, -1082130432, 1077936128, -1082130432, 0, 1086324736, 1082130432, 1088421888,
// Subgroup 1 starts at x[32] = -0.0: lane 32 prints +0 too.
// CHECK: bits f32: ( 0, 
// Running maxima of segment 0 (k[0..15] = -11, -4, 3, INT_MIN, -6, 1, 8,
// -8, -1, 6, -10, -3, 4, 11, -7, 0): -11, -4, 3, 3, 3, 3, 8, ..., 11.
// CHECK: max 0: ( -11, -4, 3, 3, 3, 3, 8, 8, 8, 8, 8, 8, 8, 11, 11, 11 )
// Lanes 16-31 as they are (k[16..20] = 9, -7, 0, 7, INT_MAX).
// CHECK: max 1: ( 9, -7, 0, 7, 2147483647, -2,
// Products x[i] * x[i - 3] within segments, 1.0 * x[i] for lanes 0-2:
// lanes 0-5 of subgroup 0: -0, -1, 4, -4 * -0 = +0, 1 * -1 = -1, 6 * 4 = 24.
// CHECK: products: ( -0, -1, 4, 0, -1, 24,
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scan_f32(%x: memref<64xf32>, %out: memref<64xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %v0 = memref.load %x[%i] : memref<64xf32>
      %w = arith.constant 32 : i32
      %zero = arith.constant 0.0 : f32
      %o1 = arith.constant 1 : i32
      %o2 = arith.constant 2 : i32
      %o4 = arith.constant 4 : i32
      %o8 = arith.constant 8 : i32
      %o16 = arith.constant 16 : i32
      %u1, %p1 = gpu.shuffle up %v0, %o1, %w : f32
      %s1 = arith.select %p1, %u1, %zero : f32
      %v1 = arith.addf %v0, %s1 : f32
      %u2, %p2 = gpu.shuffle up %v1, %o2, %w : f32
      %s2 = arith.select %p2, %u2, %zero : f32
      %v2 = arith.addf %v1, %s2 : f32
      %u4, %p4 = gpu.shuffle up %v2, %o4, %w : f32
      %s4 = arith.select %p4, %u4, %zero : f32
      %v4 = arith.addf %s4, %v2 : f32
      %u8, %p8 = gpu.shuffle up %v4, %o8, %w : f32
      %s8 = arith.select %p8, %u8, %zero : f32
      %v8 = arith.addf %v4, %s8 : f32
      %u16, %p16 = gpu.shuffle up %v8, %o16, %w : f32
      %s16 = arith.select %p16, %u16, %zero : f32
      %v16 = arith.addf %v8, %s16 : f32
      memref.store %v16, %out[%i] : memref<64xf32>
      gpu.return
    }
    gpu.func @running_max(%k: memref<64xi32>, %out: memref<64xi32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %v0 = memref.load %k[%i] : memref<64xi32>
      %w = arith.constant 16 : i32
      %lowest = arith.constant -2147483648 : i32
      %o1 = arith.constant 1 : i32
      %o2 = arith.constant 2 : i32
      %o4 = arith.constant 4 : i32
      %o8 = arith.constant 8 : i32
      %u1, %p1 = gpu.shuffle up %v0, %o1, %w : i32
      %s1 = arith.select %p1, %u1, %lowest : i32
      %v1 = arith.maxsi %v0, %s1 : i32
      %u2, %p2 = gpu.shuffle up %v1, %o2, %w : i32
      %s2 = arith.select %p2, %u2, %lowest : i32
      %v2 = arith.maxsi %v1, %s2 : i32
      %u4, %p4 = gpu.shuffle up %v2, %o4, %w : i32
      %s4 = arith.select %p4, %u4, %lowest : i32
      %v4 = arith.maxsi %v2, %s4 : i32
      %u8, %p8 = gpu.shuffle up %v4, %o8, %w : i32
      %s8 = arith.select %p8, %u8, %lowest : i32
      %v8 = arith.maxsi %v4, %s8 : i32
      memref.store %v8, %out[%i] : memref<64xi32>
      gpu.return
    }
    gpu.func @shifted_products(%x: memref<64xf32>, %out: memref<64xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %x[%i] : memref<64xf32>
      %w = arith.constant 32 : i32
      %one = arith.constant 1.0 : f32
      %o3 = arith.constant 3 : i32
      %u, %p = gpu.shuffle up %v, %o3, %w : f32
      %s = arith.select %p, %u, %one : f32
      %r = arith.mulf %v, %s : f32
      memref.store %r, %out[%i] : memref<64xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c16 = arith.constant 16 : index
    %c20 = arith.constant 20 : index
    %c32 = arith.constant 32 : index
    %c45 = arith.constant 45 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c5 = arith.constant 5 : i32
    %c6 = arith.constant 6 : i32
    %c7 = arith.constant 7 : i32
    %c11 = arith.constant 11 : i32
    %c13 = arith.constant 13 : i32
    %c23 = arith.constant 23 : i32
    %x = memref.alloc() : memref<64xf32>
    %k = memref.alloc() : memref<64xi32>
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %m = arith.muli %ii, %c5 : i32
      %r = arith.remui %m, %c13 : i32
      %s = arith.subi %r, %c6 : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %x[%i] : memref<64xf32>
      %m7 = arith.muli %ii, %c7 : i32
      %r7 = arith.remui %m7, %c23 : i32
      %s7 = arith.subi %r7, %c11 : i32
      memref.store %s7, %k[%i] : memref<64xi32>
    }
    %nzero = arith.constant -0.0 : f32
    memref.store %nzero, %x[%c0] : memref<64xf32>
    memref.store %nzero, %x[%c32] : memref<64xf32>
    memref.store %nzero, %x[%c45] : memref<64xf32>
    %imin = arith.constant -2147483648 : i32
    %imax = arith.constant 2147483647 : i32
    memref.store %imin, %k[%c3] : memref<64xi32>
    memref.store %imax, %k[%c20] : memref<64xi32>
    %sums = memref.alloc() : memref<64xf32>
    %maxima = memref.alloc() : memref<64xi32>
    %products = memref.alloc() : memref<64xf32>
    gpu.launch_func @kernels::@scan_f32 blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<64xf32>, %sums : memref<64xf32>)
    gpu.launch_func @kernels::@running_max blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%k : memref<64xi32>, %maxima : memref<64xi32>)
    gpu.launch_func @kernels::@shifted_products blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<64xf32>, %products : memref<64xf32>)
    %s0 = vector.load %sums[%c0] : memref<64xf32>, vector<32xf32>
    %s1 = vector.load %sums[%c32] : memref<64xf32>, vector<32xf32>
    %b0 = vector.bitcast %s0 : vector<32xf32> to vector<32xi32>
    %b1 = vector.bitcast %s1 : vector<32xf32> to vector<32xi32>
    vector.print str "bits f32: "
    vector.print %b0 : vector<32xi32>
    vector.print str "bits f32: "
    vector.print %b1 : vector<32xi32>
    scf.for %seg = %c0 to %c64 step %c16 {
      %row = vector.load %maxima[%seg] : memref<64xi32>, vector<16xi32>
      %n = arith.divui %seg, %c16 : index
      vector.print str "max "
      vector.print %n : index punctuation <no_punctuation>
      vector.print str ": "
      vector.print %row : vector<16xi32>
    }
    %p0 = vector.load %products[%c0] : memref<64xf32>, vector<32xf32>
    %p1 = vector.load %products[%c32] : memref<64xf32>, vector<32xf32>
    vector.print str "products: "
    vector.print %p0 : vector<32xf32>
    vector.print str "products: "
    vector.print %p1 : vector<32xf32>
    %pb = vector.bitcast %p0 : vector<32xf32> to vector<32xi32>
    vector.print str "bits f32: "
    vector.print %pb : vector<32xi32>
    memref.dealloc %x : memref<64xf32>
    memref.dealloc %k : memref<64xi32>
    memref.dealloc %sums : memref<64xf32>
    memref.dealloc %maxima : memref<64xi32>
    memref.dealloc %products : memref<64xf32>
    return
  }
}
