// Structured control flow forms in kernels: an scf.while carrying i32, f32
// and vector<4xf32> (acc = acc / 2 + row; s = sum(acc); until s >= limit or
// 10 iterations; one thread per row, exits after 3 or 10 iterations);
// nested scf.for with vector<8xf32> and vector<8xi32> iter_args whose inner
// body is an scf.if yielding both vectors (add row / +1 on even i + j,
// subtract row / 2 / *2 on odd); scf.parallel in a kernel with two
// scf.reduce regions (maximumf over f32, addi over fptosi(4 v)) and a 2-D
// scf.parallel without reductions; affine.for with affine.if (4 <= i <= 11)
// and else branch, affine.for with step 3 storing through the map 2 i + 1,
// affine.for with iter_args over even indices.
// Values are dyadic: every sum is exact.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Computed by a few lines of Python over the same formulas:
// rows (1, -1, 0.5, 2), (0.25 x4), (-1, 3, -0.5, 4), (2 x4); limits 4, 10, 9, 100;
// X[r][l] = ((7 (8 r + l)) mod 13) - 6; v[i] = ((11 i) mod 16) 0.75 - 5.
// CHECK: while_k: ( 3, 10, 3, 10 )
// CHECK-NEXT: while: ( 4.375, 1.75, -1.75, 0.875, 3.5 )
// CHECK-NEXT: while: ( 1.99805, 0.499512, 0.499512, 0.499512, 0.499512 )
// CHECK-NEXT: while: ( 9.625, -1.75, 5.25, -0.875, 7 )
// CHECK-NEXT: while: ( 15.9844, 3.99609, 3.99609, 3.99609, 3.99609 )
// CHECK-NEXT: nested_f: ( -9, -7.5, 0.5, 2, -9.5, 11.5, 0, 1.5 )
// CHECK-NEXT: nested_i: ( 126, 190, 254, 318, 382, 446, 510, 574 )
// CHECK-NEXT: par_max: 6.25
// CHECK-NEXT: par_sum: 40
// CHECK-NEXT: grid: ( 0, 1, 2, 3, 4, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24 )
// CHECK-NEXT: affine_if: ( 7.5, 6.5, 5.5, 4.5, -7, -5, -3, -1, 1, 3, 5, 7, -4.5, -5.5, -6.5, -7.5 )
// CHECK-NEXT: affine_step: ( 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 6, 0, 0 )
// CHECK-NEXT: affine_sum: -2

#mid = affine_set<(d0) : (d0 - 4 >= 0, -d0 + 11 >= 0)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @while_mixed(%rows: memref<4x4xf32>, %lims: memref<4xf32>, %out: memref<4x5xf32>, %ks: memref<4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %t = gpu.thread_id x
      %row = vector.load %rows[%t, %c0] : memref<4x4xf32>, vector<4xf32>
      %lim = memref.load %lims[%t] : memref<4xf32>
      %k0 = arith.constant 0 : i32
      %s0 = arith.constant 0.0 : f32
      %a0 = arith.constant dense<0.0> : vector<4xf32>
      %ten = arith.constant 10 : i32
      %one = arith.constant 1 : i32
      %half = arith.constant dense<0.5> : vector<4xf32>
      %k, %s, %acc = scf.while (%k = %k0, %s = %s0, %acc = %a0) : (i32, f32, vector<4xf32>) -> (i32, f32, vector<4xf32>) {
        %lt = arith.cmpf olt, %s, %lim : f32
        %more = arith.cmpi slt, %k, %ten : i32
        %go = arith.andi %lt, %more : i1
        scf.condition(%go) %k, %s, %acc : i32, f32, vector<4xf32>
      } do {
      ^bb0(%kk: i32, %ss: f32, %aa: vector<4xf32>):
        %na = vector.fma %aa, %half, %row : vector<4xf32>
        %ns = vector.reduction <add>, %na : vector<4xf32> into f32
        %nk = arith.addi %kk, %one : i32
        scf.yield %nk, %ns, %na : i32, f32, vector<4xf32>
      }
      memref.store %k, %ks[%t] : memref<4xi32>
      memref.store %s, %out[%t, %c0] : memref<4x5xf32>
      vector.store %acc, %out[%t, %c1] : memref<4x5xf32>, vector<4xf32>
      gpu.return
    }

    gpu.func @nested(%x: memref<12x8xf32>, %of: memref<8xf32>, %oi: memref<8xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %fz = arith.constant dense<0.0> : vector<8xf32>
      %st = vector.step : vector<8xindex>
      %iz = arith.index_cast %st : vector<8xindex> to vector<8xi32>
      %ones = arith.constant dense<1> : vector<8xi32>
      %twos = arith.constant dense<2> : vector<8xi32>
      %halfs = arith.constant dense<0.5> : vector<8xf32>
      %A, %B = scf.for %i = %c0 to %c4 step %c1 iter_args(%A0 = %fz, %B0 = %iz) -> (vector<8xf32>, vector<8xi32>) {
        %a, %b = scf.for %j = %c0 to %c3 step %c1 iter_args(%a0 = %A0, %b0 = %B0) -> (vector<8xf32>, vector<8xi32>) {
          %r0 = arith.muli %i, %c3 : index
          %r = arith.addi %r0, %j : index
          %row = vector.load %x[%r, %c0] : memref<12x8xf32>, vector<8xf32>
          %ij = arith.addi %i, %j : index
          %p = arith.remui %ij, %c2 : index
          %even = arith.cmpi eq, %p, %c0 : index
          %na, %nb = scf.if %even -> (vector<8xf32>, vector<8xi32>) {
            %s = arith.addf %a0, %row : vector<8xf32>
            %t = arith.addi %b0, %ones : vector<8xi32>
            scf.yield %s, %t : vector<8xf32>, vector<8xi32>
          } else {
            %h = arith.mulf %row, %halfs : vector<8xf32>
            %s = arith.subf %a0, %h : vector<8xf32>
            %t = arith.muli %b0, %twos : vector<8xi32>
            scf.yield %s, %t : vector<8xf32>, vector<8xi32>
          }
          scf.yield %na, %nb : vector<8xf32>, vector<8xi32>
        }
        scf.yield %a, %b : vector<8xf32>, vector<8xi32>
      }
      vector.store %A, %of[%c0] : memref<8xf32>, vector<8xf32>
      vector.store %B, %oi[%c0] : memref<8xi32>, vector<8xi32>
      gpu.return
    }

    gpu.func @par_affine(%vals: memref<16xf32>, %red: memref<2xf32>, %grid: memref<3x5xi32>,
                         %ain: memref<16xf32>, %y: memref<16xf32>, %z: memref<16xf32>, %sum: memref<1xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c5 = arith.constant 5 : index
      %c16 = arith.constant 16 : index
      %ninf = arith.constant 0xFF800000 : f32
      %zi = arith.constant 0 : i32
      %four = arith.constant 4.0 : f32
      %mx, %sm = scf.parallel (%i) = (%c0) to (%c16) step (%c1) init (%ninf, %zi) -> (f32, i32) {
        %v = memref.load %vals[%i] : memref<16xf32>
        %q = arith.mulf %v, %four : f32
        %qi = arith.fptosi %q : f32 to i32
        scf.reduce(%v, %qi : f32, i32) {
        ^bb0(%l: f32, %r: f32):
          %m = arith.maximumf %l, %r : f32
          scf.reduce.return %m : f32
        }, {
        ^bb0(%l: i32, %r: i32):
          %s = arith.addi %l, %r : i32
          scf.reduce.return %s : i32
        }
      }
      memref.store %mx, %red[%c0] : memref<2xf32>
      %smf = arith.sitofp %sm : i32 to f32
      memref.store %smf, %red[%c1] : memref<2xf32>
      %k10 = arith.constant 10 : index
      scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c5) step (%c1, %c1) {
        %a = arith.muli %i, %k10 : index
        %b = arith.addi %a, %j : index
        %bi = arith.index_cast %b : index to i32
        memref.store %bi, %grid[%i, %j] : memref<3x5xi32>
      }
      %two = arith.constant 2.0 : f32
      affine.for %i = 0 to 16 {
        %x = affine.load %ain[%i] : memref<16xf32>
        affine.if #mid(%i) {
          %d = arith.mulf %x, %two : f32
          affine.store %d, %y[%i] : memref<16xf32>
        } else {
          %n = arith.negf %x : f32
          affine.store %n, %y[%i] : memref<16xf32>
        }
      }
      %f0 = arith.constant 0.0 : f32
      affine.for %i = 0 to 16 {
        affine.store %f0, %z[%i] : memref<16xf32>
      }
      affine.for %i = 0 to 7 step 3 {
        %ii = arith.index_cast %i : index to i32
        %fi = arith.sitofp %ii : i32 to f32
        affine.store %fi, %z[%i * 2 + 1] : memref<16xf32>
      }
      %s = affine.for %i = 0 to 16 step 2 iter_args(%acc = %f0) -> (f32) {
        %v = affine.load %y[%i] : memref<16xf32>
        %a = arith.addf %acc, %v : f32
        affine.yield %a : f32
      }
      affine.store %s, %sum[0] : memref<1xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %rows = memref.alloc() : memref<4x4xf32>
    %lims = memref.alloc() : memref<4xf32>
    %out = memref.alloc() : memref<4x5xf32>
    %ks = memref.alloc() : memref<4xi32>
    %r0 = arith.constant dense<[1.0, -1.0, 0.5, 2.0]> : vector<4xf32>
    %r1 = arith.constant dense<0.25> : vector<4xf32>
    %r2 = arith.constant dense<[-1.0, 3.0, -0.5, 4.0]> : vector<4xf32>
    %r3 = arith.constant dense<2.0> : vector<4xf32>
    %c2 = arith.constant 2 : index
    vector.store %r0, %rows[%c0, %c0] : memref<4x4xf32>, vector<4xf32>
    vector.store %r1, %rows[%c1, %c0] : memref<4x4xf32>, vector<4xf32>
    vector.store %r2, %rows[%c2, %c0] : memref<4x4xf32>, vector<4xf32>
    vector.store %r3, %rows[%c3, %c0] : memref<4x4xf32>, vector<4xf32>
    %lv = arith.constant dense<[4.0, 10.0, 9.0, 100.0]> : vector<4xf32>
    vector.store %lv, %lims[%c0] : memref<4xf32>, vector<4xf32>
    gpu.launch_func @kernels::@while_mixed blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%rows : memref<4x4xf32>, %lims : memref<4xf32>, %out : memref<4x5xf32>, %ks : memref<4xi32>)
    %kv = vector.load %ks[%c0] : memref<4xi32>, vector<4xi32>
    vector.print str "while_k: "
    vector.print %kv : vector<4xi32>
    scf.for %t = %c0 to %c4 step %c1 {
      %w = vector.load %out[%t, %c0] : memref<4x5xf32>, vector<5xf32>
      vector.print str "while: "
      vector.print %w : vector<5xf32>
    }
    // X[r][l] = ((7 (8 r + l)) mod 13) - 6
    %x = memref.alloc() : memref<12x8xf32>
    %k7 = arith.constant 7 : i32
    %k13 = arith.constant 13 : i32
    %k6 = arith.constant 6 : i32
    scf.for %r = %c0 to %c12 step %c1 {
      scf.for %l = %c0 to %c8 step %c1 {
        %a = arith.muli %r, %c8 : index
        %b = arith.addi %a, %l : index
        %bi = arith.index_cast %b : index to i32
        %m = arith.muli %bi, %k7 : i32
        %q = arith.remsi %m, %k13 : i32
        %d = arith.subi %q, %k6 : i32
        %f = arith.sitofp %d : i32 to f32
        memref.store %f, %x[%r, %l] : memref<12x8xf32>
      }
    }
    %of = memref.alloc() : memref<8xf32>
    %oi = memref.alloc() : memref<8xi32>
    gpu.launch_func @kernels::@nested blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<12x8xf32>, %of : memref<8xf32>, %oi : memref<8xi32>)
    %nf = vector.load %of[%c0] : memref<8xf32>, vector<8xf32>
    vector.print str "nested_f: "
    vector.print %nf : vector<8xf32>
    %ni = vector.load %oi[%c0] : memref<8xi32>, vector<8xi32>
    vector.print str "nested_i: "
    vector.print %ni : vector<8xi32>
    // v[i] = ((11 i) mod 16) * 0.75 - 5; ain[i] = i - 7.5
    %vals = memref.alloc() : memref<16xf32>
    %ain = memref.alloc() : memref<16xf32>
    %k11 = arith.constant 11 : i32
    %k16 = arith.constant 16 : i32
    %f075 = arith.constant 0.75 : f32
    %f5 = arith.constant 5.0 : f32
    %f75 = arith.constant 7.5 : f32
    scf.for %i = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %m = arith.muli %ii, %k11 : i32
      %q = arith.remsi %m, %k16 : i32
      %qf = arith.sitofp %q : i32 to f32
      %a = arith.mulf %qf, %f075 : f32
      %v = arith.subf %a, %f5 : f32
      memref.store %v, %vals[%i] : memref<16xf32>
      %fi = arith.sitofp %ii : i32 to f32
      %w = arith.subf %fi, %f75 : f32
      memref.store %w, %ain[%i] : memref<16xf32>
    }
    %red = memref.alloc() : memref<2xf32>
    %grid = memref.alloc() : memref<3x5xi32>
    %y = memref.alloc() : memref<16xf32>
    %z = memref.alloc() : memref<16xf32>
    %sum = memref.alloc() : memref<1xf32>
    gpu.launch_func @kernels::@par_affine blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%vals : memref<16xf32>, %red : memref<2xf32>, %grid : memref<3x5xi32>,
             %ain : memref<16xf32>, %y : memref<16xf32>, %z : memref<16xf32>, %sum : memref<1xf32>)
    %pm = memref.load %red[%c0] : memref<2xf32>
    vector.print str "par_max: "
    vector.print %pm : f32
    %ps = memref.load %red[%c1] : memref<2xf32>
    vector.print str "par_sum: "
    vector.print %ps : f32
    %gc = memref.collapse_shape %grid [[0, 1]] : memref<3x5xi32> into memref<15xi32>
    %gv = vector.load %gc[%c0] : memref<15xi32>, vector<15xi32>
    vector.print str "grid: "
    vector.print %gv : vector<15xi32>
    %yv = vector.load %y[%c0] : memref<16xf32>, vector<16xf32>
    vector.print str "affine_if: "
    vector.print %yv : vector<16xf32>
    %zv = vector.load %z[%c0] : memref<16xf32>, vector<16xf32>
    vector.print str "affine_step: "
    vector.print %zv : vector<16xf32>
    %sv = memref.load %sum[%c0] : memref<1xf32>
    vector.print str "affine_sum: "
    vector.print %sv : f32
    memref.dealloc %rows : memref<4x4xf32>
    memref.dealloc %lims : memref<4xf32>
    memref.dealloc %out : memref<4x5xf32>
    memref.dealloc %ks : memref<4xi32>
    memref.dealloc %x : memref<12x8xf32>
    memref.dealloc %of : memref<8xf32>
    memref.dealloc %oi : memref<8xi32>
    memref.dealloc %vals : memref<16xf32>
    memref.dealloc %ain : memref<16xf32>
    memref.dealloc %red : memref<2xf32>
    memref.dealloc %grid : memref<3x5xi32>
    memref.dealloc %y : memref<16xf32>
    memref.dealloc %z : memref<16xf32>
    memref.dealloc %sum : memref<1xf32>
    return
  }
}
