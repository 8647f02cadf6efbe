// Integer arithmetic on i8 / i16 / i32 / i64 vectors and index math: signed
// floor division / remainder by negative and positive divisors, ceildivui,
// shifts, saturating clamp of i32 into i8 (maxsi/minsi + trunci), i16
// widening multiply (extsi -> muli -> shrsi), i64 mul-high by mulsi_extended,
// and affine.apply for the element offset. One thread per 16-element chunk.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
#off = affine_map<(b, t)[s] -> ((b * s + t) * 16)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ints(%x: memref<64xi32>, %o8: memref<64xi8>, %o16: memref<64xi16>, %o32: memref<4x64xi32>, %o64: memref<2x64xi64>, %oi: memref<4x4xindex>) kernel {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %i = affine.apply #off(%b, %t)[%bd]
      %v = vector.load %x[%i] : memref<64xi32>, vector<16xi32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %d7 = arith.constant dense<-7> : vector<16xi32>
      %fd = arith.floordivsi %v, %d7 : vector<16xi32>
      %d5 = arith.constant dense<5> : vector<16xi32>
      %rm = arith.remsi %v, %d5 : vector<16xi32>
      %cd = arith.ceildivui %v, %d5 : vector<16xi32>
      %cs = arith.ceildivsi %v, %d7 : vector<16xi32>
      vector.store %fd, %o32[%c0, %i] : memref<4x64xi32>, vector<16xi32>
      vector.store %rm, %o32[%c1, %i] : memref<4x64xi32>, vector<16xi32>
      vector.store %cd, %o32[%c2, %i] : memref<4x64xi32>, vector<16xi32>
      %sh3 = arith.constant dense<3> : vector<16xi32>
      %shl = arith.shli %v, %sh3 : vector<16xi32>
      %shr = arith.shrui %shl, %sh3 : vector<16xi32>
      %x2 = arith.xori %shr, %cs : vector<16xi32>
      vector.store %x2, %o32[%c3, %i] : memref<4x64xi32>, vector<16xi32>
      // saturate to i8
      %lo = arith.constant dense<-128> : vector<16xi32>
      %hi = arith.constant dense<127> : vector<16xi32>
      %s1 = arith.maxsi %v, %lo : vector<16xi32>
      %s2 = arith.minsi %s1, %hi : vector<16xi32>
      %b8 = arith.trunci %s2 : vector<16xi32> to vector<16xi8>
      vector.store %b8, %o8[%i] : memref<64xi8>, vector<16xi8>
      // i16 q-format multiply: (a * b) >> 8 with a = trunc(v), b = 300
      %h = arith.trunci %v : vector<16xi32> to vector<16xi16>
      %hb = arith.constant dense<300> : vector<16xi16>
      %he = arith.extsi %h : vector<16xi16> to vector<16xi32>
      %hbe = arith.extsi %hb : vector<16xi16> to vector<16xi32>
      %hp = arith.muli %he, %hbe : vector<16xi32>
      %s8 = arith.constant dense<8> : vector<16xi32>
      %hs = arith.shrsi %hp, %s8 : vector<16xi32>
      %hr = arith.trunci %hs : vector<16xi32> to vector<16xi16>
      vector.store %hr, %o16[%i] : memref<64xi16>, vector<16xi16>
      // i64: square scaled, and mulsi_extended high part
      %l = arith.extsi %v : vector<16xi32> to vector<16xi64>
      %big = arith.constant dense<3037000499> : vector<16xi64>
      %lo64, %hi64 = arith.mulsi_extended %l, %big : vector<16xi64>
      vector.store %lo64, %o64[%c0, %i] : memref<2x64xi64>, vector<16xi64>
      %ul = arith.extui %v : vector<16xi32> to vector<16xi64>
      %mx = arith.maxui %ul, %hi64 : vector<16xi64>
      vector.store %mx, %o64[%c1, %i] : memref<2x64xi64>, vector<16xi64>
      // index arithmetic
      %g = arith.addi %i, %t : index
      %cm3 = arith.constant -3 : index
      %gn = arith.subi %cm3, %g : index
      %f1 = arith.floordivsi %gn, %c2 : index
      %r1 = arith.remsi %gn, %c3 : index
      %q1 = arith.ceildivui %g, %c3 : index
      %m1 = arith.maxsi %f1, %r1 : index
      %lin = arith.muli %b, %bd : index
      %row = arith.addi %lin, %t : index
      memref.store %f1, %oi[%row, %c0] : memref<4x4xindex>
      memref.store %r1, %oi[%row, %c1] : memref<4x4xindex>
      memref.store %q1, %oi[%row, %c2] : memref<4x4xindex>
      memref.store %m1, %oi[%row, %c3] : memref<4x4xindex>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %x = memref.alloc() : memref<64xi32>
    %o8 = memref.alloc() : memref<64xi8>
    %o16 = memref.alloc() : memref<64xi16>
    %o32 = memref.alloc() : memref<4x64xi32>
    %o64 = memref.alloc() : memref<2x64xi64>
    %oi = memref.alloc() : memref<4x4xindex>
    %m = arith.constant 2654435761 : i32
    scf.for %i = %c0 to %c64 step %c1 {
      // x = (i * 2654435761) >> 20 (signed), plus edge values
      %ii = arith.index_cast %i : index to i32
      %p = arith.muli %ii, %m : i32
      %s = arith.constant 20 : i32
      %v = arith.shrsi %p, %s : i32
      memref.store %v, %x[%i] : memref<64xi32>
    }
    %e0 = arith.constant -2147483648 : i32
    %e1 = arith.constant 2147483647 : i32
    %e2 = arith.constant -1 : i32
    %c5 = arith.constant 5 : index
    %c9 = arith.constant 9 : index
    memref.store %e0, %x[%c1] : memref<64xi32>
    memref.store %e1, %x[%c5] : memref<64xi32>
    memref.store %e2, %x[%c9] : memref<64xi32>
    gpu.launch_func @kernels::@ints blocks in (%c2, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%x : memref<64xi32>, %o8 : memref<64xi8>, %o16 : memref<64xi16>, %o32 : memref<4x64xi32>, %o64 : memref<2x64xi64>, %oi : memref<4x4xindex>)
    scf.for %i = %c0 to %c64 step %c16 {
      %v = vector.load %x[%i] : memref<64xi32>, vector<16xi32>
      vector.print str "x: "
      vector.print %v : vector<16xi32>
      %a = vector.load %o8[%i] : memref<64xi8>, vector<16xi8>
      vector.print str "i8: "
      vector.print %a : vector<16xi8>
      %b = vector.load %o16[%i] : memref<64xi16>, vector<16xi16>
      vector.print str "i16: "
      vector.print %b : vector<16xi16>
      scf.for %r = %c0 to %c4 step %c1 {
        %c = vector.load %o32[%r, %i] : memref<4x64xi32>, vector<16xi32>
        vector.print str "i32: "
        vector.print %c : vector<16xi32>
      }
      scf.for %r = %c0 to %c2 step %c1 {
        %c = vector.load %o64[%r, %i] : memref<2x64xi64>, vector<16xi64>
        vector.print str "i64: "
        vector.print %c : vector<16xi64>
      }
    }
    scf.for %r = %c0 to %c4 step %c1 {
      %c = vector.load %oi[%r, %c0] : memref<4x4xindex>, vector<4xindex>
      vector.print str "idx: "
      vector.print %c : vector<4xindex>
    }
    return
  }
}
