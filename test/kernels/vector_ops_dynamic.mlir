// Vector ops a kernel author writes by hand, one block per 16-lane row:
// vector.extract / vector.insert of elements at DYNAMIC positions (read from
// memory), scalar and 2-D vector.broadcast (LLVM 22 has no vector.splat any
// more) with rows replaced and extracted, vector.create_mask of a dynamic
// size (0, 7, 16, 11) and 1-D / 2-D vector.constant_mask in selects,
// vector.from_elements, vector.shuffle of two vectors, vector.reduction
// maxnumf (NaN lanes) / minsi / xor, vector.fma, vector.interleave /
// deinterleave, vector.step.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vops(%f: memref<4x16xf32>, %g: memref<4x16xf32>, %n: memref<4x16xi32>, %pos: memref<4x2xindex>,
                   %of: memref<4x5x16xf32>, %oi: memref<4x6x16xi32>, %os: memref<4x8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %b = gpu.block_id x
      %v = vector.load %f[%b, %c0] : memref<4x16xf32>, vector<16xf32>
      %w = vector.load %g[%b, %c0] : memref<4x16xf32>, vector<16xf32>
      %iv = vector.load %n[%b, %c0] : memref<4x16xi32>, vector<16xi32>
      %p = memref.load %pos[%b, %c0] : memref<4x2xindex>
      %m = memref.load %pos[%b, %c1] : memref<4x2xindex>
      // dynamic extract / insert
      %e = vector.extract %v[%p] : f32 from vector<16xf32>
      %ie = vector.extract %iv[%p] : i32 from vector<16xi32>
      %q = arith.subi %c5, %p : index
      %qq = arith.andi %q, %c3 : index
      %sp = vector.broadcast %e : f32 to vector<16xf32>
      %fm = vector.fma %v, %sp, %w : vector<16xf32>
      %ins = vector.insert %e, %w [%qq] : f32 into vector<16xf32>
      // 2-D broadcast, row insert / extract (static: upstream's vector-to-llvm
      // crashes on a dynamic row position of a 2-D vector)
      %bc = vector.broadcast %iv : vector<16xi32> to vector<4x16xi32>
      %st = vector.step : vector<16xindex>
      %sti = arith.index_cast %st : vector<16xindex> to vector<16xi32>
      %bc2 = vector.insert %sti, %bc [1] : vector<16xi32> into vector<4x16xi32>
      %cm2 = vector.constant_mask [2, 5] : vector<4x16xi1>
      %neg = arith.constant dense<-7> : vector<4x16xi32>
      %sel2 = arith.select %cm2, %bc2, %neg : vector<4x16xi1>, vector<4x16xi32>
      %rowq = vector.extract %sel2[0] : vector<16xi32> from vector<4x16xi32>
      %row1 = vector.extract %sel2[1] : vector<16xi32> from vector<4x16xi32>
      // dynamic mask and constant mask
      %dm = vector.create_mask %m : vector<16xi1>
      %msel = arith.select %dm, %v, %w : vector<16xi1>, vector<16xf32>
      %cm = vector.constant_mask [5] : vector<16xi1>
      %ispl = vector.broadcast %ie : i32 to vector<16xi32>
      %csel = arith.select %cm, %iv, %ispl : vector<16xi1>, vector<16xi32>
      // shuffle, interleave
      %sh = vector.shuffle %v, %w [15, 0, 16, 31, 3, 19, 8, 24, 1, 17, 2, 18, 14, 30, 7, 23] : vector<16xf32>, vector<16xf32>
      %lo, %hi = vector.deinterleave %iv : vector<16xi32> -> vector<8xi32>
      %il = vector.interleave %hi, %lo : vector<8xi32> -> vector<16xi32>
      %stadd = arith.addi %il, %sti : vector<16xi32>
      // reductions, from_elements
      %rmax = vector.reduction <maxnumf>, %v : vector<16xf32> into f32
      %rmin = vector.reduction <minsi>, %iv : vector<16xi32> into i32
      %rx = vector.reduction <xor>, %iv : vector<16xi32> into i32
      %rminf = arith.sitofp %rmin : i32 to f32
      %rxf = arith.sitofp %rx : i32 to f32
      %pi = arith.index_cast %p : index to i32
      %pf = arith.sitofp %pi : i32 to f32
      %mi = arith.index_cast %m : index to i32
      %mf = arith.sitofp %mi : i32 to f32
      %fe = vector.from_elements %rmax, %rminf, %rxf, %e, %pf, %mf, %rmax, %e : vector<8xf32>
      vector.store %fe, %os[%b, %c0] : memref<4x8xf32>, vector<8xf32>
      vector.store %fm, %of[%b, %c0, %c0] : memref<4x5x16xf32>, vector<16xf32>
      vector.store %ins, %of[%b, %c1, %c0] : memref<4x5x16xf32>, vector<16xf32>
      vector.store %msel, %of[%b, %c2, %c0] : memref<4x5x16xf32>, vector<16xf32>
      vector.store %sh, %of[%b, %c3, %c0] : memref<4x5x16xf32>, vector<16xf32>
      vector.store %sp, %of[%b, %c4, %c0] : memref<4x5x16xf32>, vector<16xf32>
      vector.store %rowq, %oi[%b, %c0, %c0] : memref<4x6x16xi32>, vector<16xi32>
      vector.store %row1, %oi[%b, %c1, %c0] : memref<4x6x16xi32>, vector<16xi32>
      vector.store %csel, %oi[%b, %c2, %c0] : memref<4x6x16xi32>, vector<16xi32>
      vector.store %il, %oi[%b, %c3, %c0] : memref<4x6x16xi32>, vector<16xi32>
      vector.store %stadd, %oi[%b, %c4, %c0] : memref<4x6x16xi32>, vector<16xi32>
      %dmi = arith.extui %dm : vector<16xi1> to vector<16xi32>
      vector.store %dmi, %oi[%b, %c5, %c0] : memref<4x6x16xi32>, vector<16xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    %f = memref.alloc() : memref<4x16xf32>
    %g = memref.alloc() : memref<4x16xf32>
    %n = memref.alloc() : memref<4x16xi32>
    %pos = memref.alloc() : memref<4x2xindex>
    %of = memref.alloc() : memref<4x5x16xf32>
    %oi = memref.alloc() : memref<4x6x16xi32>
    %os = memref.alloc() : memref<4x8xf32>
    // f[i][j] = (j - 7) / 2 + i / 4 (NaN at (1, 3), (3, 0); -0 at (2, 1)),
    // g[i][j] = 3 - j / 4 - i, n[i][j] = (j * 2654435761 + i * 40503) as i32
    // (wraps: large positive and negative values; INT_MIN at (2, 5)).
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %ji = arith.index_cast %j : index to i32
        %if = arith.sitofp %ii : i32 to f32
        %jf = arith.sitofp %ji : i32 to f32
        %half = arith.constant 0.5 : f32
        %quarter = arith.constant 0.25 : f32
        %seven = arith.constant 7.0 : f32
        %three = arith.constant 3.0 : f32
        %a0 = arith.subf %jf, %seven : f32
        %a1 = arith.mulf %a0, %half : f32
        %a2 = arith.mulf %if, %quarter : f32
        %fv = arith.addf %a1, %a2 : f32
        memref.store %fv, %f[%i, %j] : memref<4x16xf32>
        %b0 = arith.mulf %jf, %quarter : f32
        %b1 = arith.subf %three, %b0 : f32
        %gv = arith.subf %b1, %if : f32
        memref.store %gv, %g[%i, %j] : memref<4x16xf32>
        %k1 = arith.constant -1640531535 : i32
        %k2 = arith.constant 40503 : i32
        %n0 = arith.muli %ji, %k1 : i32
        %n1 = arith.muli %ii, %k2 : i32
        %nv = arith.addi %n0, %n1 : i32
        memref.store %nv, %n[%i, %j] : memref<4x16xi32>
      }
    }
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %nan = arith.constant 0x7FC00000 : f32
    %nz = arith.constant -0.0 : f32
    %imin = arith.constant -2147483648 : i32
    memref.store %nan, %f[%c1, %c3] : memref<4x16xf32>
    memref.store %nan, %f[%c3, %c0] : memref<4x16xf32>
    memref.store %nz, %f[%c2, %c1] : memref<4x16xf32>
    memref.store %imin, %n[%c2, %c5] : memref<4x16xi32>
    // (extract position, mask size) per block: (0, 0), (7, 7), (15, 16), (1, 11)
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %c15 = arith.constant 15 : index
    memref.store %c0, %pos[%c0, %c0] : memref<4x2xindex>
    memref.store %c0, %pos[%c0, %c1] : memref<4x2xindex>
    memref.store %c7, %pos[%c1, %c0] : memref<4x2xindex>
    memref.store %c7, %pos[%c1, %c1] : memref<4x2xindex>
    memref.store %c15, %pos[%c2, %c0] : memref<4x2xindex>
    memref.store %c16, %pos[%c2, %c1] : memref<4x2xindex>
    memref.store %c1, %pos[%c3, %c0] : memref<4x2xindex>
    memref.store %c11, %pos[%c3, %c1] : memref<4x2xindex>
    gpu.launch_func @kernels::@vops blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%f : memref<4x16xf32>, %g : memref<4x16xf32>, %n : memref<4x16xi32>, %pos : memref<4x2xindex>,
             %of : memref<4x5x16xf32>, %oi : memref<4x6x16xi32>, %os : memref<4x8xf32>)
    %c6 = arith.constant 6 : index
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %k = %c0 to %c5 step %c1 {
        %v = vector.load %of[%i, %k, %c0] : memref<4x5x16xf32>, vector<16xf32>
        vector.print str "f: "
        vector.print %v : vector<16xf32>
      }
      scf.for %k = %c0 to %c6 step %c1 {
        %v = vector.load %oi[%i, %k, %c0] : memref<4x6x16xi32>, vector<16xi32>
        vector.print str "i: "
        vector.print %v : vector<16xi32>
      }
      %s = vector.load %os[%i, %c0] : memref<4x8xf32>, vector<8xf32>
      vector.print str "s: "
      vector.print %s : vector<8xf32>
    }
    return
  }
}
