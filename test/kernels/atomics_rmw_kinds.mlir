// memref.atomic_rmw of every kind on global memory from 4 blocks x 32
// threads (128 threads, all hitting the same few words, results
// independent of the order): addf, maximumf, minimumf on f32 (values are
// multiples of 1/8: sums exact in any order); addi, maxs, mins, maxu, minu,
// andi, ori, xori on i32; assign on i32 and f32 where every thread writes
// its own word (and one word all threads assign the same value); and a
// histogram of 1000 i32 keys into 16 bins with
// atomic addi (grid-strided loop, no barrier), checked by a count of all
// keys. The old values returned are not printed (they depend on the order).
// (memref.generic_atomic_rmw is not here: the reference pipeline's
// finalize-memref-to-llvm leaves it unlowered.)
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rmw(%fv: memref<128xf32>, %iv: memref<128xi32>, %facc: memref<4xf32>, %iacc: memref<8xi32>,
                  %fown: memref<128xf32>, %iown: memref<129xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c128 = arith.constant 128 : index
      %g = gpu.global_id x
      %f = memref.load %fv[%g] : memref<128xf32>
      %i = memref.load %iv[%g] : memref<128xi32>
      %r0 = memref.atomic_rmw addf %f, %facc[%c0] : (f32, memref<4xf32>) -> f32
      %r1 = memref.atomic_rmw maximumf %f, %facc[%c1] : (f32, memref<4xf32>) -> f32
      %r2 = memref.atomic_rmw minimumf %f, %facc[%c2] : (f32, memref<4xf32>) -> f32
      %r3 = memref.atomic_rmw addi %i, %iacc[%c0] : (i32, memref<8xi32>) -> i32
      %r4 = memref.atomic_rmw maxs %i, %iacc[%c1] : (i32, memref<8xi32>) -> i32
      %r5 = memref.atomic_rmw mins %i, %iacc[%c2] : (i32, memref<8xi32>) -> i32
      %r6 = memref.atomic_rmw maxu %i, %iacc[%c3] : (i32, memref<8xi32>) -> i32
      %r7 = memref.atomic_rmw minu %i, %iacc[%c4] : (i32, memref<8xi32>) -> i32
      %r8 = memref.atomic_rmw andi %i, %iacc[%c5] : (i32, memref<8xi32>) -> i32
      %r9 = memref.atomic_rmw ori %i, %iacc[%c6] : (i32, memref<8xi32>) -> i32
      %r10 = memref.atomic_rmw xori %i, %iacc[%c7] : (i32, memref<8xi32>) -> i32
      // assign: each thread its own word (f32 and i32), and word 128 of
      // %iown gets the same value from every thread
      %fs = arith.negf %f : f32
      %r11 = memref.atomic_rmw assign %fs, %fown[%g] : (f32, memref<128xf32>) -> f32
      %gi = arith.index_cast %g : index to i32
      %r12 = memref.atomic_rmw assign %gi, %iown[%g] : (i32, memref<129xi32>) -> i32
      %k = arith.constant 777 : i32
      %r13 = memref.atomic_rmw assign %k, %iown[%c128] : (i32, memref<129xi32>) -> i32
      gpu.return
    }
    gpu.func @hist(%keys: memref<1000xi32>, %bins: memref<16xi32>, %total: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1000 = arith.constant 1000 : index
      %g = gpu.global_id x
      %bd = gpu.block_dim x
      %gd = gpu.grid_dim x
      %stride = arith.muli %bd, %gd : index
      %one = arith.constant 1 : i32
      scf.for %i = %g to %c1000 step %stride {
        %k = memref.load %keys[%i] : memref<1000xi32>
        %m = arith.constant 15 : i32
        %bin = arith.andi %k, %m : i32
        %bi = arith.index_cast %bin : i32 to index
        %o = memref.atomic_rmw addi %one, %bins[%bi] : (i32, memref<16xi32>) -> i32
        %t = memref.atomic_rmw addi %k, %total[%c0] : (i32, memref<1xi32>) -> i32
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
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c129 = arith.constant 129 : index
    %c1000 = arith.constant 1000 : index
    %fv = memref.alloc() : memref<128xf32>
    %iv = memref.alloc() : memref<128xi32>
    %facc = memref.alloc() : memref<4xf32>
    %iacc = memref.alloc() : memref<8xi32>
    %fown = memref.alloc() : memref<128xf32>
    %iown = memref.alloc() : memref<129xi32>
    %keys = memref.alloc() : memref<1000xi32>
    %bins = memref.alloc() : memref<16xi32>
    %total = memref.alloc() : memref<1xi32>
    // fv[g] = ((37 g) mod 101 - 50) / 8;
    // iv[g] = (g * 2654435761) (wrapping i32: both signs, large unsigned)
    scf.for %g = %c0 to %c128 step %c1 {
      %gi = arith.index_cast %g : index to i32
      %c37 = arith.constant 37 : i32
      %c101 = arith.constant 101 : i32
      %c50 = arith.constant 50 : i32
      %p = arith.muli %gi, %c37 : i32
      %q = arith.remui %p, %c101 : i32
      %d = arith.subi %q, %c50 : i32
      %fd = arith.sitofp %d : i32 to f32
      %e = arith.constant 0.125 : f32
      %fx = arith.mulf %fd, %e : f32
      memref.store %fx, %fv[%g] : memref<128xf32>
      %h = arith.constant -1640531535 : i32
      %iv0 = arith.muli %gi, %h : i32
      memref.store %iv0, %iv[%g] : memref<128xi32>
      %z = arith.constant 0.0 : f32
      memref.store %z, %fown[%g] : memref<128xf32>
    }
    // keys[i] = (i * i + 3 i) mod 1009
    scf.for %i = %c0 to %c1000 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %sq = arith.muli %ii, %ii : i32
      %c3i = arith.constant 3 : i32
      %t = arith.muli %ii, %c3i : i32
      %s = arith.addi %sq, %t : i32
      %c1009 = arith.constant 1009 : i32
      %k = arith.remui %s, %c1009 : i32
      memref.store %k, %keys[%i] : memref<1000xi32>
    }
    %zf = arith.constant 0.0 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %pinf = arith.constant 0x7F800000 : f32
    memref.store %zf, %facc[%c0] : memref<4xf32>
    memref.store %ninf, %facc[%c1] : memref<4xf32>
    memref.store %pinf, %facc[%c2] : memref<4xf32>
    memref.store %zf, %facc[%c3] : memref<4xf32>
    %z = arith.constant 0 : i32
    %imin = arith.constant -2147483648 : i32
    %imax = arith.constant 2147483647 : i32
    %ones = arith.constant -1 : i32
    %pat = arith.constant 1431655765 : i32
    memref.store %z, %iacc[%c0] : memref<8xi32>
    memref.store %imin, %iacc[%c1] : memref<8xi32>
    memref.store %imax, %iacc[%c2] : memref<8xi32>
    memref.store %z, %iacc[%c3] : memref<8xi32>
    memref.store %ones, %iacc[%c4] : memref<8xi32>
    memref.store %ones, %iacc[%c5] : memref<8xi32>
    memref.store %z, %iacc[%c6] : memref<8xi32>
    memref.store %pat, %iacc[%c7] : memref<8xi32>
    scf.for %g = %c0 to %c129 step %c1 {
      %m = arith.constant -5 : i32
      memref.store %m, %iown[%g] : memref<129xi32>
    }
    scf.for %b = %c0 to %c16 step %c1 {
      memref.store %z, %bins[%b] : memref<16xi32>
    }
    memref.store %z, %total[%c0] : memref<1xi32>
    gpu.launch_func @kernels::@rmw blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%fv : memref<128xf32>, %iv : memref<128xi32>, %facc : memref<4xf32>, %iacc : memref<8xi32>,
             %fown : memref<128xf32>, %iown : memref<129xi32>)
    gpu.launch_func @kernels::@hist blocks in (%c3, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%keys : memref<1000xi32>, %bins : memref<16xi32>, %total : memref<1xi32>)
    %pf = vector.load %facc[%c0] : memref<4xf32>, vector<4xf32>
    vector.print str "addf maximumf minimumf (untouched): "
    vector.print %pf : vector<4xf32>
    %pfb = vector.bitcast %pf : vector<4xf32> to vector<4xi32>
    vector.print str "bits f32: "
    vector.print %pfb : vector<4xi32>
    %pi = vector.load %iacc[%c0] : memref<8xi32>, vector<8xi32>
    vector.print str "addi maxs mins maxu minu andi ori xori: "
    vector.print %pi : vector<8xi32>
    %po = vector.load %fown[%c0] : memref<128xf32>, vector<128xf32>
    %pob = vector.bitcast %po : vector<128xf32> to vector<128xi32>
    vector.print str "bits f32: assign own: "
    vector.print %pob : vector<128xi32>
    %pio = vector.load %iown[%c0] : memref<129xi32>, vector<129xi32>
    vector.print str "assign own i32 + shared: "
    vector.print %pio : vector<129xi32>
    %ph = vector.load %bins[%c0] : memref<16xi32>, vector<16xi32>
    vector.print str "histogram: "
    vector.print %ph : vector<16xi32>
    %pt = vector.load %total[%c0] : memref<1xi32>, vector<1xi32>
    vector.print str "key total: "
    vector.print %pt : vector<1xi32>
    return
  }
}
