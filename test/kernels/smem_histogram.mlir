// Per-block histogram in workgroup memory, CUDA style: 5 blocks of 48
// threads; threads 0..31 clear the block's 32 bins (a count bin and a
// "largest value seen" bin, two workgroup attributions), barrier, a
// grid-stride loop over n = 1000 inputs adds 1 to the bin of each value with
// memref.atomic_rmw addi on the workgroup memref (and maxs into the max bin),
// barrier, then threads 0..31 merge their block's bin into the global
// histogram with atomic_rmw addi / maxs on global memory (skipping empty
// bins). Values -20 .. 272 are clamped to 0 .. 255; bin = clamped / 8.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// v[i] = ((7 i^2 + 3 i) mod 293) - 20. Computed by a few lines of Python over
// the same formulas (counts sum to 1000; max bin keeps the unclamped value,
// INT_MIN if a bin were empty; none is):
// CHECK: counts: ( 101, 25, 20, 39, 28, 28, 30, 26, 12, 31, 25, 13, 13, 41, 24, 23, 29, 32, 49, 29, 35, 29, 19, 27, 33, 36, 46, 27, 21, 27, 27, 55 )
// CHECK-NEXT: total: 1000
// CHECK-NEXT: max: ( 5, 14, 21, 30, 39, 45, 55, 62, 66, 79, 84, 95, 102, 111, 118, 125, 135, 143, 151, 159, 166, 174, 183, 191, 198, 207, 215, 222, 227, 239, 247, 263 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @histogram(%v: memref<1000xi32>, %hist: memref<32xi32>, %hmax: memref<32xi32>)
        workgroup(%sh: memref<32xi32, #gpu.address_space<workgroup>>,
                  %sm: memref<32xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c1000 = arith.constant 1000 : index
      %i0 = arith.constant 0 : i32
      %i1 = arith.constant 1 : i32
      %i3 = arith.constant 3 : i32
      %i255 = arith.constant 255 : i32
      %imin = arith.constant -2147483648 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim x
      %owner = arith.cmpi ult, %tid, %c32 : index
      scf.if %owner {
        memref.store %i0, %sh[%tid] : memref<32xi32, #gpu.address_space<workgroup>>
        memref.store %imin, %sm[%tid] : memref<32xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %base = arith.muli %bid, %bdim : index
      %start = arith.addi %base, %tid : index
      %stride = arith.muli %gdim, %bdim : index
      scf.for %i = %start to %c1000 step %stride {
        %x = memref.load %v[%i] : memref<1000xi32>
        %lo = arith.maxsi %x, %i0 : i32
        %cl = arith.minsi %lo, %i255 : i32
        %b = arith.shrui %cl, %i3 : i32
        %bi = arith.index_cast %b : i32 to index
        %old = memref.atomic_rmw addi %i1, %sh[%bi] : (i32, memref<32xi32, #gpu.address_space<workgroup>>) -> i32
        %oldm = memref.atomic_rmw maxs %x, %sm[%bi] : (i32, memref<32xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      scf.if %owner {
        %cnt = memref.load %sh[%tid] : memref<32xi32, #gpu.address_space<workgroup>>
        %nz = arith.cmpi ne, %cnt, %i0 : i32
        scf.if %nz {
          %o = memref.atomic_rmw addi %cnt, %hist[%tid] : (i32, memref<32xi32>) -> i32
          %m = memref.load %sm[%tid] : memref<32xi32, #gpu.address_space<workgroup>>
          %om = memref.atomic_rmw maxs %m, %hmax[%tid] : (i32, memref<32xi32>) -> i32
        }
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c293 = arith.constant 293 : index
    %c1000 = arith.constant 1000 : index
    %v = memref.alloc() : memref<1000xi32>
    %hist = memref.alloc() : memref<32xi32>
    %hmax = memref.alloc() : memref<32xi32>
    %i20 = arith.constant 20 : i32
    scf.for %i = %c0 to %c1000 step %c1 {
      %sq = arith.muli %i, %i : index
      %a = arith.muli %sq, %c7 : index
      %b = arith.muli %i, %c3 : index
      %s = arith.addi %a, %b : index
      %r = arith.remui %s, %c293 : index
      %ri = arith.index_cast %r : index to i32
      %x = arith.subi %ri, %i20 : i32
      memref.store %x, %v[%i] : memref<1000xi32>
    }
    %z = arith.constant 0 : i32
    %imin = arith.constant -2147483648 : i32
    scf.for %i = %c0 to %c32 step %c1 {
      memref.store %z, %hist[%i] : memref<32xi32>
      memref.store %imin, %hmax[%i] : memref<32xi32>
    }
    gpu.launch_func @kernels::@histogram blocks in (%c5, %c1, %c1) threads in (%c48, %c1, %c1)
        args(%v : memref<1000xi32>, %hist : memref<32xi32>, %hmax : memref<32xi32>)
    %h = vector.load %hist[%c0] : memref<32xi32>, vector<32xi32>
    vector.print str "counts: "
    vector.print %h : vector<32xi32>
    %t = vector.reduction <add>, %h : vector<32xi32> into i32
    vector.print str "total: "
    vector.print %t : i32
    %m = vector.load %hmax[%c0] : memref<32xi32>, vector<32xi32>
    vector.print str "max: "
    vector.print %m : vector<32xi32>
    memref.dealloc %v : memref<1000xi32>
    memref.dealloc %hist : memref<32xi32>
    memref.dealloc %hmax : memref<32xi32>
    return
  }
}
