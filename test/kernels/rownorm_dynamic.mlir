// Row softmax and layer norm on memref<?x?xf32> with dynamic sizes: one
// thread per row (block id x), rows longer than a vector (37 and 100
// columns) walked by an scf.for over 16-wide chunks whose tail is read by
// vector.transfer_read with padding (-inf for the max, 0 elsewhere, no
// explicit mask) and written by an out-of-bounds transfer_write.
//  - softmax: max reduction (vector.reduction maximumf carried in
//    iter_args), exp(x - max), sum, division by the sum; rows with a large
//    offset (x + 80), all equal, and one -inf entry;
//  - layer norm: mean, variance (mean of squared deviations), math.rsqrt
//    of (var + 1e-5), (x - mean) * rstd * gamma[j] + beta[j] with gamma and
//    beta of the dynamic row length (memref<?xf32>).
// Launches: softmax 5 x 37 and 3 x 100, layer norm 4 x 37 and 2 x 100
// (host buffers are static and memref.cast to dynamic shapes).
// TOLERANCE: rel 1e-5 abs 1e-6
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @softmax(%x: memref<?x?xf32>, %y: memref<?x?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %r = gpu.block_id x
      %n = memref.dim %x, %c1 : memref<?x?xf32>
      %ninf = arith.constant 0xFF800000 : f32
      %zero = arith.constant 0.0 : f32
      %mx = scf.for %j = %c0 to %n step %c16 iter_args(%m = %ninf) -> (f32) {
        %v = vector.transfer_read %x[%r, %j], %ninf : memref<?x?xf32>, vector<16xf32>
        %m2 = vector.reduction <maximumf>, %v, %m : vector<16xf32> into f32
        scf.yield %m2 : f32
      }
      %mb = vector.broadcast %mx : f32 to vector<16xf32>
      %sum = scf.for %j = %c0 to %n step %c16 iter_args(%s = %zero) -> (f32) {
        %v = vector.transfer_read %x[%r, %j], %ninf : memref<?x?xf32>, vector<16xf32>
        %d = arith.subf %v, %mb : vector<16xf32>
        %e = math.exp %d : vector<16xf32>
        %s2 = vector.reduction <add>, %e, %s : vector<16xf32> into f32
        scf.yield %s2 : f32
      }
      %sb = vector.broadcast %sum : f32 to vector<16xf32>
      scf.for %j = %c0 to %n step %c16 {
        %v = vector.transfer_read %x[%r, %j], %ninf : memref<?x?xf32>, vector<16xf32>
        %d = arith.subf %v, %mb : vector<16xf32>
        %e = math.exp %d : vector<16xf32>
        %q = arith.divf %e, %sb : vector<16xf32>
        vector.transfer_write %q, %y[%r, %j] : vector<16xf32>, memref<?x?xf32>
      }
      gpu.return
    }
    gpu.func @layernorm(%x: memref<?x?xf32>, %gamma: memref<?xf32>, %beta: memref<?xf32>, %y: memref<?x?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %r = gpu.block_id x
      %n = memref.dim %x, %c1 : memref<?x?xf32>
      %ni = arith.index_cast %n : index to i32
      %nf = arith.sitofp %ni : i32 to f32
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %j = %c0 to %n step %c16 iter_args(%s = %zero) -> (f32) {
        %v = vector.transfer_read %x[%r, %j], %zero : memref<?x?xf32>, vector<16xf32>
        %s2 = vector.reduction <add>, %v, %s : vector<16xf32> into f32
        scf.yield %s2 : f32
      }
      %mean = arith.divf %sum, %nf : f32
      %mb = vector.broadcast %mean : f32 to vector<16xf32>
      %ss = scf.for %j = %c0 to %n step %c16 iter_args(%s = %zero) -> (f32) {
        %v = vector.transfer_read %x[%r, %j], %mean : memref<?x?xf32>, vector<16xf32>
        %d = arith.subf %v, %mb : vector<16xf32>
        %d2 = arith.mulf %d, %d : vector<16xf32>
        %s2 = vector.reduction <add>, %d2, %s : vector<16xf32> into f32
        scf.yield %s2 : f32
      }
      %var = arith.divf %ss, %nf : f32
      %eps = arith.constant 1.0e-5 : f32
      %ve = arith.addf %var, %eps : f32
      %rstd = math.rsqrt %ve : f32
      %rb = vector.broadcast %rstd : f32 to vector<16xf32>
      scf.for %j = %c0 to %n step %c16 {
        %v = vector.transfer_read %x[%r, %j], %zero : memref<?x?xf32>, vector<16xf32>
        %g = vector.transfer_read %gamma[%j], %zero : memref<?xf32>, vector<16xf32>
        %b = vector.transfer_read %beta[%j], %zero : memref<?xf32>, vector<16xf32>
        %d = arith.subf %v, %mb : vector<16xf32>
        %nrm = arith.mulf %d, %rb : vector<16xf32>
        %o = vector.fma %nrm, %g, %b : vector<16xf32>
        vector.transfer_write %o, %y[%r, %j] : vector<16xf32>, memref<?x?xf32>
      }
      gpu.return
    }
  }
  // x[r][j] = ((13 r + 7 j) mod 23 - 11) / 4,
  // plus 80 on row 1, constant 2.5 on row 2, -inf at column 5 of row 3.
  func.func @fill(%x: memref<?x?xf32>, %special: i1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.dim %x, %c0 : memref<?x?xf32>
    %n = memref.dim %x, %c1 : memref<?x?xf32>
    scf.for %r = %c0 to %m step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %ri = arith.index_cast %r : index to i32
        %ji = arith.index_cast %j : index to i32
        %c13 = arith.constant 13 : i32
        %c7 = arith.constant 7 : i32
        %c23 = arith.constant 23 : i32
        %c11 = arith.constant 11 : i32
        %a = arith.muli %ri, %c13 : i32
        %b = arith.muli %ji, %c7 : i32
        %s = arith.addi %a, %b : i32
        %q = arith.remui %s, %c23 : i32
        %d = arith.subi %q, %c11 : i32
        %f = arith.sitofp %d : i32 to f32
        %k = arith.constant 0.25 : f32
        %v0 = arith.mulf %f, %k : f32
        %one = arith.constant 1 : i32
        %two = arith.constant 2 : i32
        %three = arith.constant 3 : i32
        %five = arith.constant 5 : i32
        %is1 = arith.cmpi eq, %ri, %one : i32
        %is2 = arith.cmpi eq, %ri, %two : i32
        %is3 = arith.cmpi eq, %ri, %three : i32
        %j5 = arith.cmpi eq, %ji, %five : i32
        %is35a = arith.andi %is3, %j5 : i1
        %is35 = arith.andi %is35a, %special : i1
        %off = arith.constant 80.0 : f32
        %v1a = arith.addf %v0, %off : f32
        %v1 = arith.select %is1, %v1a, %v0 : f32
        %cst = arith.constant 2.5 : f32
        %v2 = arith.select %is2, %cst, %v1 : f32
        %ninf = arith.constant 0xFF800000 : f32
        %v3 = arith.select %is35, %ninf, %v2 : f32
        memref.store %v3, %x[%r, %j] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @print_rows(%y: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %m = memref.dim %y, %c0 : memref<?x?xf32>
    %n = memref.dim %y, %c1 : memref<?x?xf32>
    %pad = arith.constant 0.0 : f32
    scf.for %r = %c0 to %m step %c1 {
      scf.for %j = %c0 to %n step %c16 {
        %v = vector.transfer_read %y[%r, %j], %pad : memref<?x?xf32>, vector<16xf32>
        vector.print str "row chunk: "
        vector.print %v : vector<16xf32>
      }
    }
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c37 = arith.constant 37 : index
    %c100 = arith.constant 100 : index
    %true = arith.constant true
    %false = arith.constant false
    %a = memref.alloc() : memref<5x37xf32>
    %b = memref.alloc() : memref<3x100xf32>
    %ya = memref.alloc() : memref<5x37xf32>
    %yb = memref.alloc() : memref<3x100xf32>
    %g = memref.alloc() : memref<100xf32>
    %be = memref.alloc() : memref<100xf32>
    %ad = memref.cast %a : memref<5x37xf32> to memref<?x?xf32>
    %bd = memref.cast %b : memref<3x100xf32> to memref<?x?xf32>
    %yad = memref.cast %ya : memref<5x37xf32> to memref<?x?xf32>
    %ybd = memref.cast %yb : memref<3x100xf32> to memref<?x?xf32>
    // gamma[j] = 1 + j / 64, beta[j] = j / 8 - 2
    scf.for %j = %c0 to %c100 step %c1 {
      %ji = arith.index_cast %j : index to i32
      %jf = arith.sitofp %ji : i32 to f32
      %k1 = arith.constant 0.015625 : f32
      %k2 = arith.constant 0.125 : f32
      %one = arith.constant 1.0 : f32
      %two = arith.constant 2.0 : f32
      %g0 = arith.mulf %jf, %k1 : f32
      %gv = arith.addf %g0, %one : f32
      memref.store %gv, %g[%j] : memref<100xf32>
      %b0 = arith.mulf %jf, %k2 : f32
      %bv = arith.subf %b0, %two : f32
      memref.store %bv, %be[%j] : memref<100xf32>
    }
    %gd = memref.alloc(%c37) : memref<?xf32>
    %bed = memref.alloc(%c37) : memref<?xf32>
    scf.for %j = %c0 to %c37 step %c1 {
      %gv = memref.load %g[%j] : memref<100xf32>
      memref.store %gv, %gd[%j] : memref<?xf32>
      %bv = memref.load %be[%j] : memref<100xf32>
      memref.store %bv, %bed[%j] : memref<?xf32>
    }
    %gfull = memref.cast %g : memref<100xf32> to memref<?xf32>
    %befull = memref.cast %be : memref<100xf32> to memref<?xf32>
    call @fill(%ad, %true) : (memref<?x?xf32>, i1) -> ()
    call @fill(%bd, %true) : (memref<?x?xf32>, i1) -> ()
    gpu.launch_func @kernels::@softmax blocks in (%c5, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%ad : memref<?x?xf32>, %yad : memref<?x?xf32>)
    gpu.launch_func @kernels::@softmax blocks in (%c3, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%bd : memref<?x?xf32>, %ybd : memref<?x?xf32>)
    vector.print str "softmax 5 x 37\n"
    call @print_rows(%yad) : (memref<?x?xf32>) -> ()
    vector.print str "softmax 3 x 100\n"
    call @print_rows(%ybd) : (memref<?x?xf32>) -> ()
    call @fill(%ad, %false) : (memref<?x?xf32>, i1) -> ()
    call @fill(%bd, %false) : (memref<?x?xf32>, i1) -> ()
    gpu.launch_func @kernels::@layernorm blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%ad : memref<?x?xf32>, %gd : memref<?xf32>, %bed : memref<?xf32>, %yad : memref<?x?xf32>)
    gpu.launch_func @kernels::@layernorm blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%bd : memref<?x?xf32>, %gfull : memref<?xf32>, %befull : memref<?xf32>, %ybd : memref<?x?xf32>)
    vector.print str "layernorm 4 x 37\n"
    call @print_rows(%yad) : (memref<?x?xf32>) -> ()
    vector.print str "layernorm 2 x 100\n"
    call @print_rows(%ybd) : (memref<?x?xf32>) -> ()
    return
  }
}
