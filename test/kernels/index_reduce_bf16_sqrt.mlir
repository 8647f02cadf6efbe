// Two things users write that once stopped genx-lower or IGC:
// - reductions of index vectors (add, mul, the four minima and maxima, and,
//   or, xor) over 16 indices, negative ones included, so that the signed
//   and unsigned orders differ;
// - square roots and reciprocal square roots of bf16 values, as vectors
//   (vector.load/store) and as scalars (memref.load/store), which GenX
//   computes in f32 and rounds back to bf16.
// TOLERANCE: rel 1e-2 abs 1e-30
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce(%x: memref<16xindex>, %o: memref<10xindex>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %v = vector.load %x[%c0] : memref<16xindex>, vector<16xindex>
      %add = vector.reduction <add>, %v, %c7 : vector<16xindex> into index
      %mul = vector.reduction <mul>, %v : vector<16xindex> into index
      %minsi = vector.reduction <minsi>, %v : vector<16xindex> into index
      %maxsi = vector.reduction <maxsi>, %v : vector<16xindex> into index
      %minui = vector.reduction <minui>, %v : vector<16xindex> into index
      %maxui = vector.reduction <maxui>, %v : vector<16xindex> into index
      %and = vector.reduction <and>, %v : vector<16xindex> into index
      %or = vector.reduction <or>, %v : vector<16xindex> into index
      %xor = vector.reduction <xor>, %v : vector<16xindex> into index
      %lo = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<16xindex> to vector<4xindex>
      %few = vector.reduction <maxui>, %lo : vector<4xindex> into index
      memref.store %add, %o[%c0] : memref<10xindex>
      memref.store %mul, %o[%c1] : memref<10xindex>
      memref.store %minsi, %o[%c2] : memref<10xindex>
      memref.store %maxsi, %o[%c3] : memref<10xindex>
      memref.store %minui, %o[%c4] : memref<10xindex>
      memref.store %maxui, %o[%c5] : memref<10xindex>
      memref.store %and, %o[%c6] : memref<10xindex>
      memref.store %or, %o[%c7] : memref<10xindex>
      memref.store %xor, %o[%c8] : memref<10xindex>
      memref.store %few, %o[%c9] : memref<10xindex>
      gpu.return
    }
    gpu.func @roots(%x: memref<16xbf16>, %s: memref<16xbf16>, %r: memref<16xbf16>) kernel {
      %c0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c5 = arith.constant 5 : index
      %v = vector.load %x[%c0] : memref<16xbf16>, vector<16xbf16>
      %sq = math.sqrt %v : vector<16xbf16>
      %rs = math.rsqrt %v : vector<16xbf16>
      vector.store %sq, %s[%c0] : memref<16xbf16>, vector<16xbf16>
      vector.store %rs, %r[%c0] : memref<16xbf16>, vector<16xbf16>
      // One element again, as a scalar, into a place the vectors left.
      %e = memref.load %x[%c3] : memref<16xbf16>
      %es = math.sqrt %e : bf16
      %er = math.rsqrt %e : bf16
      %sum = arith.addf %es, %er : bf16
      memref.store %sum, %s[%c5] : memref<16xbf16>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c16 = arith.constant 16 : index
    %x = memref.alloc() : memref<16xindex>
    %o = memref.alloc() : memref<10xindex>
    // x[i] = (3 i) mod 23 - 11 for even i, i + 1 for odd i (nonzero
    // products stay small enough to print; some entries are negative).
    scf.for %i = %c0 to %c16 step %c1 {
      %p = arith.muli %i, %c3 : index
      %c23 = arith.constant 23 : index
      %m = arith.remui %p, %c23 : index
      %c11 = arith.constant 11 : index
      %neg = arith.subi %m, %c11 : index
      %c2 = arith.constant 2 : index
      %odd = arith.remui %i, %c2 : index
      %isOdd = arith.cmpi ne, %odd, %c0 : index
      %i1 = arith.addi %i, %c1 : index
      %v = arith.select %isOdd, %i1, %neg : index
      memref.store %v, %x[%i] : memref<16xindex>
    }
    gpu.launch_func @kernels::@reduce blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<16xindex>, %o : memref<10xindex>)
    %c10 = arith.constant 10 : index
    scf.for %i = %c0 to %c10 step %c1 {
      %r = memref.load %o[%i] : memref<10xindex>
      vector.print %r : index
    }
    %b = memref.alloc() : memref<16xbf16>
    %s = memref.alloc() : memref<16xbf16>
    %r = memref.alloc() : memref<16xbf16>
    // Squares, fractions, a denormal-sized value, 0, -0, a negative value
    // (NaN), infinity and bf16's largest finite value.
    %vals = arith.constant dense<[4.0, 2.0, 0.25, 1.0e-3, 9.0e-39, 0.0, -0.0, -4.0,
                                  0x7F80, 3.3895e38, 100.0, 0.5, 7.0, 1.0e20, 1.0e-20, 65536.0]> : vector<16xbf16>
    vector.store %vals, %b[%c0] : memref<16xbf16>, vector<16xbf16>
    gpu.launch_func @kernels::@roots blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%b : memref<16xbf16>, %s : memref<16xbf16>, %r : memref<16xbf16>)
    %sv = vector.load %s[%c0] : memref<16xbf16>, vector<16xbf16>
    %rv = vector.load %r[%c0] : memref<16xbf16>, vector<16xbf16>
    %sf = arith.extf %sv : vector<16xbf16> to vector<16xf32>
    %rf = arith.extf %rv : vector<16xbf16> to vector<16xf32>
    vector.print %sf : vector<16xf32>
    vector.print %rf : vector<16xf32>
    return
  }
}
