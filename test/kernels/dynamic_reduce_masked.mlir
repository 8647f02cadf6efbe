// Reduction of a dynamically sized memref<?xf32> (n = 0, 1, 15, 16, 17, 100,
// 37): one thread walks full chunks of 16 with an scf.for carrying three
// vector accumulators (sum, maximumf, sum of squares) and a negative count,
// then loads the tail (n mod 16 elements) with vector.maskedload under a
// vector.create_mask, once with 0 and once with -inf as pass-through, and
// reduces with vector.reduction add / maximumf. memref.dim gives n. Values
// are multiples of 1/4 whose sums are exact; element 5 is NaN when n = 37
// (the maximum and the sums become NaN).
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce(%x: memref<?xf32>, %out: memref<8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %n = memref.dim %x, %c0 : memref<?xf32>
      %chunks = arith.floordivsi %n, %c16 : index
      %full = arith.muli %chunks, %c16 : index
      %zero = arith.constant dense<0.0> : vector<16xf32>
      %ninf = arith.constant dense<0xFF800000> : vector<16xf32>
      %zi = arith.constant 0 : i32
      %r:4 = scf.for %i = %c0 to %full step %c16 iter_args(%s = %zero, %m = %ninf, %q = %zero, %neg = %zi)
          -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, i32) {
        %v = vector.load %x[%i] : memref<?xf32>, vector<16xf32>
        %s2 = arith.addf %s, %v : vector<16xf32>
        %m2 = arith.maximumf %m, %v : vector<16xf32>
        %sq = arith.mulf %v, %v : vector<16xf32>
        %q2 = arith.addf %q, %sq : vector<16xf32>
        %lt = arith.cmpf olt, %v, %zero : vector<16xf32>
        %li = arith.extui %lt : vector<16xi1> to vector<16xi32>
        %cnt = vector.reduction <add>, %li, %neg : vector<16xi32> into i32
        scf.yield %s2, %m2, %q2, %cnt : vector<16xf32>, vector<16xf32>, vector<16xf32>, i32
      }
      %rem = arith.subi %n, %full : index
      %mask = vector.create_mask %rem : vector<16xi1>
      %t0 = vector.maskedload %x[%full], %mask, %zero : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
      %tm = vector.maskedload %x[%full], %mask, %ninf : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
      %s3 = arith.addf %r#0, %t0 : vector<16xf32>
      %m3 = arith.maximumf %r#1, %tm : vector<16xf32>
      %sq = arith.mulf %t0, %t0 : vector<16xf32>
      %q3 = arith.addf %r#2, %sq : vector<16xf32>
      %lt = arith.cmpf olt, %t0, %zero : vector<16xf32>
      %li = arith.extui %lt : vector<16xi1> to vector<16xi32>
      %cnt = vector.reduction <add>, %li, %r#3 : vector<16xi32> into i32
      %sum = vector.reduction <add>, %s3 : vector<16xf32> into f32
      %max = vector.reduction <maximumf>, %m3 : vector<16xf32> into f32
      %ssq = vector.reduction <add>, %q3 : vector<16xf32> into f32
      %cf = arith.sitofp %cnt : i32 to f32
      %ni = arith.index_cast %n : index to i32
      %nf = arith.sitofp %ni : i32 to f32
      %fi = arith.index_cast %full : index to i32
      %ff = arith.sitofp %fi : i32 to f32
      %tail0 = vector.extract %t0[0] : f32 from vector<16xf32>
      %tail15 = vector.extract %tm[15] : f32 from vector<16xf32>
      %res = vector.from_elements %sum, %max, %ssq, %cf, %nf, %ff, %tail0, %tail15 : vector<8xf32>
      vector.store %res, %out[%c0] : memref<8xf32>, vector<8xf32>
      gpu.return
    }
  }
  func.func @run(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c37 = arith.constant 37 : index
    %x = memref.alloc(%n) : memref<?xf32>
    %out = memref.alloc() : memref<8xf32>
    // x[k] = (k * 5 mod 13) / 4 - 1.5 + k / 8
    scf.for %k = %c0 to %n step %c1 {
      %ki = arith.index_cast %k : index to i32
      %c5i = arith.constant 5 : i32
      %c13 = arith.constant 13 : i32
      %m = arith.muli %ki, %c5i : i32
      %r = arith.remui %m, %c13 : i32
      %rf = arith.sitofp %r : i32 to f32
      %kf = arith.sitofp %ki : i32 to f32
      %q = arith.constant 0.25 : f32
      %e = arith.constant 0.125 : f32
      %h = arith.constant 1.5 : f32
      %a = arith.mulf %rf, %q : f32
      %b = arith.subf %a, %h : f32
      %c = arith.mulf %kf, %e : f32
      %v = arith.subf %b, %c : f32
      memref.store %v, %x[%k] : memref<?xf32>
    }
    %is37 = arith.cmpi eq, %n, %c37 : index
    scf.if %is37 {
      %nan = arith.constant 0x7FC00000 : f32
      memref.store %nan, %x[%c5] : memref<?xf32>
    }
    gpu.launch_func @kernels::@reduce blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<?xf32>, %out : memref<8xf32>)
    %v = vector.load %out[%c0] : memref<8xf32>, vector<8xf32>
    vector.print str "n = "
    vector.print %n : index
    vector.print %v : vector<8xf32>
    memref.dealloc %x : memref<?xf32>
    memref.dealloc %out : memref<8xf32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c17 = arith.constant 17 : index
    %c100 = arith.constant 100 : index
    %c37 = arith.constant 37 : index
    func.call @run(%c0) : (index) -> ()
    func.call @run(%c1) : (index) -> ()
    func.call @run(%c15) : (index) -> ()
    func.call @run(%c16) : (index) -> ()
    func.call @run(%c17) : (index) -> ()
    func.call @run(%c100) : (index) -> ()
    func.call @run(%c37) : (index) -> ()
    return
  }
}
