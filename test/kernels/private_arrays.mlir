// Private arrays per thread (memref.alloca in the kernel body), written and
// read at dynamic indices in loops; 2 blocks x 4 threads, threads never
// share data:
//  - a memref<16xf32> filled at the permuted index (5 i + t) mod 16 from a
//    row of the input, then an in-place inclusive prefix sum (each element
//    reads its predecessor), read back in reverse order, and a lookup at
//    data-dependent indices (the integer part of the input, clamped);
//  - a memref<4x4xi32> filled from the thread's input, squared in place
//    through a second private 4x4 (a 4x4 matrix product with three nested
//    scf.for at dynamic indices), then transposed in place by swapping
//    (i, j) and (j, i) for j > i, and a row selected by the thread id.
// (A private array over 1024 bytes, e.g. memref<512xf32>, is refused by
// genx-lower: see the test report; it is not part of this program.)
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @priv(%x: memref<8x16xf32>, %m: memref<8x16xi32>, %scan: memref<8x16xf32>, %rev: memref<8x16xf32>,
                   %look: memref<8x16xf32>, %sq: memref<8x16xi32>, %row: memref<8x4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c15 = arith.constant 15 : index
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %g0 = arith.muli %b, %bd : index
      %g = arith.addi %g0, %t : index
      %p = memref.alloca() : memref<16xf32>
      scf.for %i = %c0 to %c16 step %c1 {
        %i5 = arith.muli %i, %c5 : index
        %j0 = arith.addi %i5, %t : index
        %j = arith.remui %j0, %c16 : index
        %v = memref.load %x[%g, %i] : memref<8x16xf32>
        memref.store %v, %p[%j] : memref<16xf32>
      }
      scf.for %i = %c1 to %c16 step %c1 {
        %im = arith.subi %i, %c1 : index
        %a = memref.load %p[%im] : memref<16xf32>
        %v = memref.load %p[%i] : memref<16xf32>
        %s = arith.addf %a, %v : f32
        memref.store %s, %p[%i] : memref<16xf32>
      }
      scf.for %i = %c0 to %c16 step %c1 {
        %v = memref.load %p[%i] : memref<16xf32>
        memref.store %v, %scan[%g, %i] : memref<8x16xf32>
        %r = arith.subi %c15, %i : index
        %w = memref.load %p[%r] : memref<16xf32>
        memref.store %w, %rev[%g, %i] : memref<8x16xf32>
        // lookup at clamp(int(x[g][i]) + 8, 0, 15)
        %xv = memref.load %x[%g, %i] : memref<8x16xf32>
        %xi = arith.fptosi %xv : f32 to i32
        %c8i = arith.constant 8 : i32
        %c0i = arith.constant 0 : i32
        %c15i = arith.constant 15 : i32
        %k0 = arith.addi %xi, %c8i : i32
        %k1 = arith.maxsi %k0, %c0i : i32
        %k2 = arith.minsi %k1, %c15i : i32
        %k = arith.index_cast %k2 : i32 to index
        %l = memref.load %p[%k] : memref<16xf32>
        memref.store %l, %look[%g, %i] : memref<8x16xf32>
      }
      %a = memref.alloca() : memref<4x4xi32>
      %s = memref.alloca() : memref<4x4xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        scf.for %j = %c0 to %c4 step %c1 {
          %i4 = arith.muli %i, %c4 : index
          %k = arith.addi %i4, %j : index
          %v = memref.load %m[%g, %k] : memref<8x16xi32>
          memref.store %v, %a[%i, %j] : memref<4x4xi32>
        }
      }
      scf.for %i = %c0 to %c4 step %c1 {
        scf.for %j = %c0 to %c4 step %c1 {
          %z = arith.constant 0 : i32
          %acc = scf.for %k = %c0 to %c4 step %c1 iter_args(%q = %z) -> (i32) {
            %u = memref.load %a[%i, %k] : memref<4x4xi32>
            %v = memref.load %a[%k, %j] : memref<4x4xi32>
            %uv = arith.muli %u, %v : i32
            %q2 = arith.addi %q, %uv : i32
            scf.yield %q2 : i32
          }
          memref.store %acc, %s[%i, %j] : memref<4x4xi32>
        }
      }
      scf.for %i = %c0 to %c4 step %c1 {
        %i1 = arith.addi %i, %c1 : index
        scf.for %j = %i1 to %c4 step %c1 {
          %u = memref.load %s[%i, %j] : memref<4x4xi32>
          %v = memref.load %s[%j, %i] : memref<4x4xi32>
          memref.store %v, %s[%i, %j] : memref<4x4xi32>
          memref.store %u, %s[%j, %i] : memref<4x4xi32>
        }
      }
      scf.for %i = %c0 to %c4 step %c1 {
        scf.for %j = %c0 to %c4 step %c1 {
          %i4 = arith.muli %i, %c4 : index
          %k = arith.addi %i4, %j : index
          %v = memref.load %s[%i, %j] : memref<4x4xi32>
          memref.store %v, %sq[%g, %k] : memref<8x16xi32>
        }
      }
      %tr = arith.remui %t, %c4 : index
      scf.for %j = %c0 to %c4 step %c1 {
        %v = memref.load %s[%tr, %j] : memref<4x4xi32>
        memref.store %v, %row[%g, %j] : memref<8x4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %x = memref.alloc() : memref<8x16xf32>
    %m = memref.alloc() : memref<8x16xi32>
    %scan = memref.alloc() : memref<8x16xf32>
    %rev = memref.alloc() : memref<8x16xf32>
    %look = memref.alloc() : memref<8x16xf32>
    %sq = memref.alloc() : memref<8x16xi32>
    %row = memref.alloc() : memref<8x4xi32>
    // x[g][i] = ((7 g + 3 i) mod 29 - 14) / 2 (values -7 .. 7 by halves:
    // lookups clamp at both ends); m[g][k] = (g * k) mod 11 - 5, and
    // m[7][*] = 46340 - k (products wrap in i32)
    scf.for %g = %c0 to %c8 step %c1 {
      scf.for %i = %c0 to %c16 step %c1 {
        %gi = arith.index_cast %g : index to i32
        %ii = arith.index_cast %i : index to i32
        %c7 = arith.constant 7 : i32
        %c3 = arith.constant 3 : i32
        %c29 = arith.constant 29 : i32
        %c14 = arith.constant 14 : i32
        %a = arith.muli %gi, %c7 : i32
        %b = arith.muli %ii, %c3 : i32
        %s = arith.addi %a, %b : i32
        %r = arith.remui %s, %c29 : i32
        %d = arith.subi %r, %c14 : i32
        %f = arith.sitofp %d : i32 to f32
        %h = arith.constant 0.5 : f32
        %fv = arith.mulf %f, %h : f32
        memref.store %fv, %x[%g, %i] : memref<8x16xf32>
        %p = arith.muli %gi, %ii : i32
        %c11 = arith.constant 11 : i32
        %c5 = arith.constant 5 : i32
        %pr = arith.remui %p, %c11 : i32
        %pv = arith.subi %pr, %c5 : i32
        %c7i = arith.constant 7 : i32
        %last = arith.cmpi eq, %gi, %c7i : i32
        %big = arith.constant 46340 : i32
        %bv = arith.subi %big, %ii : i32
        %mv = arith.select %last, %bv, %pv : i32
        memref.store %mv, %m[%g, %i] : memref<8x16xi32>
      }
    }
    gpu.launch_func @kernels::@priv blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%x : memref<8x16xf32>, %m : memref<8x16xi32>, %scan : memref<8x16xf32>, %rev : memref<8x16xf32>,
             %look : memref<8x16xf32>, %sq : memref<8x16xi32>, %row : memref<8x4xi32>)
    scf.for %g = %c0 to %c8 step %c1 {
      %a = vector.load %scan[%g, %c0] : memref<8x16xf32>, vector<16xf32>
      vector.print str "scan: "
      vector.print %a : vector<16xf32>
      %b = vector.load %rev[%g, %c0] : memref<8x16xf32>, vector<16xf32>
      vector.print str "reversed: "
      vector.print %b : vector<16xf32>
      %c = vector.load %look[%g, %c0] : memref<8x16xf32>, vector<16xf32>
      vector.print str "lookup: "
      vector.print %c : vector<16xf32>
      %d = vector.load %sq[%g, %c0] : memref<8x16xi32>, vector<16xi32>
      vector.print str "square transposed: "
      vector.print %d : vector<16xi32>
      %e = vector.load %row[%g, %c0] : memref<8x4xi32>, vector<4xi32>
      vector.print str "row: "
      vector.print %e : vector<4xi32>
    }
    return
  }
}
