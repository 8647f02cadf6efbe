// Kernels written per work item whose work items compute with small
// vectors of their own (float4 style): genx-vectorize-work-items runs W of
// them per GenX thread, each lane's vector k consecutive elements of one
// vector of W * k (W * k at most 256).
//  - @add4: vector<4xf32> loads and stores at 4 * i (the lanes' vectors are
//    consecutive: one load of 256 elements), fma with a shared vector;
//  - @rows: under a bounds check, a vector<4xi32> read at 8 * i (a gather),
//    its sum (vector.reduction), element 2 (vector.extract), element 1
//    replaced by the lane's id (vector.insert), a lane scalar broadcast to a
//    vector, a select of vectors on the lane's condition, an in-bounds
//    transfer_write of the result; launched with a group size known only
//    when the program runs;
//  - @tails: transfer_read/transfer_write that may run past the end (no
//    in_bounds), of consecutive vectors at 4 * i and of vectors 5 apart
//    (gathers and scatters), over 250 elements: the elements past the end
//    read the padding and are not written.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower)' | FileCheck %s --check-prefix=PACKED
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// PACKED: llvm.func @add4({{.*}}genx.work_items_per_thread = 64 : i32
// PACKED: llvm.func @rows({{.*}}genx.work_items_per_thread = 64 : i32
// PACKED: llvm.func @tails({{.*}}genx.work_items_per_thread = 64 : i32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add4(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %c4 = arith.constant 4 : index
      %at = arith.muli %i, %c4 : index
      %x = vector.load %a[%at] : memref<?xf32>, vector<4xf32>
      %y = vector.load %b[%at] : memref<?xf32>, vector<4xf32>
      %w = arith.constant dense<[0.5, -1.0, 2.0, 0.25]> : vector<4xf32>
      %r = vector.fma %x, %w, %y : vector<4xf32>
      vector.store %r, %c[%at] : memref<?xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @rows(%m: memref<?xi32>, %out: memref<?xi32>, %sums: memref<?xi32>,
                   %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c8 = arith.constant 8 : index
        %c4 = arith.constant 4 : index
        %at = arith.muli %i, %c8 : index
        %v = vector.load %m[%at] : memref<?xi32>, vector<4xi32>
        %zero = arith.constant 0 : i32
        %s = vector.reduction <add>, %v, %zero : vector<4xi32> into i32
        %e = vector.extract %v[2] : i32 from vector<4xi32>
        %i32 = arith.index_cast %i : index to i32
        %put = vector.insert %i32, %v[1] : i32 into vector<4xi32>
        %spread = vector.broadcast %e : i32 to vector<4xi32>
        %odd = arith.andi %i32, %e : i32
        %c1 = arith.constant 1 : i32
        %isOdd = arith.cmpi eq, %odd, %c1 : i32
        %pick = arith.select %isOdd, %put, %spread : vector<4xi32>
        %o = arith.muli %i, %c4 : index
        vector.transfer_write %pick, %out[%o] {in_bounds = [true]} : vector<4xi32>, memref<?xi32>
        memref.store %s, %sums[%i] : memref<?xi32>
      }
      gpu.return
    }
    gpu.func @tails(%x: memref<?xf32>, %y: memref<?xf32>, %z: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %pad = arith.constant -1.5 : f32
      %at = arith.muli %i, %c4 : index
      %v = vector.transfer_read %x[%at], %pad : memref<?xf32>, vector<4xf32>
      %two = arith.constant dense<2.0> : vector<4xf32>
      %w = arith.mulf %v, %two : vector<4xf32>
      vector.transfer_write %w, %y[%at] : vector<4xf32>, memref<?xf32>
      %apart = arith.muli %i, %c5 : index
      %u = vector.transfer_read %x[%apart], %pad : memref<?xf32>, vector<4xf32>
      vector.transfer_write %u, %z[%apart] : vector<4xf32>, memref<?xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %sent_f = arith.constant -7.0 : f32
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c100 = arith.constant 100 : index
    %c400 = arith.constant 400 : index
    %c800 = arith.constant 800 : index
    %a = memref.alloc(%c256) : memref<?xf32>
    %b = memref.alloc(%c256) : memref<?xf32>
    %c = memref.alloc(%c256) : memref<?xf32>
    scf.for %i = %c0 to %c256 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %g = arith.constant 0.125 : f32
      %h = arith.mulf %f, %g : f32
      memref.store %f, %a[%i] : memref<?xf32>
      memref.store %h, %b[%i] : memref<?xf32>
    }
    gpu.launch_func @kernels::@add4 blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<?xf32>, %b : memref<?xf32>, %c : memref<?xf32>)
    %m = memref.alloc(%c800) : memref<?xi32>
    %out = memref.alloc(%c400) : memref<?xi32>
    %sums = memref.alloc(%c100) : memref<?xi32>
    %sent = arith.constant -7 : i32
    scf.for %i = %c0 to %c800 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %c13 = arith.constant 13 : i32
      %c5 = arith.constant 5 : i32
      %p = arith.muli %ii, %c13 : i32
      %q = arith.remui %p, %c5 : i32
      memref.store %q, %m[%i] : memref<?xi32>
    }
    scf.for %i = %c0 to %c400 step %c1 {
      memref.store %sent, %out[%i] : memref<?xi32>
    }
    scf.for %i = %c0 to %c100 step %c1 {
      memref.store %sent, %sums[%i] : memref<?xi32>
    }
    // 2 groups of 64 work items (a size the program knows when it runs)
    // over 90 rows: 38 work items idle.
    %sizes = memref.alloc(%c64) : memref<?xi8>
    %items = memref.dim %sizes, %c0 : memref<?xi8>
    %n = arith.constant 90 : index
    gpu.launch_func @kernels::@rows blocks in (%c2, %c1, %c1) threads in (%items, %c1, %c1)
        args(%m : memref<?xi32>, %out : memref<?xi32>, %sums : memref<?xi32>, %n : index)
    %c250 = arith.constant 250 : index
    %x = memref.alloc(%c250) : memref<?xf32>
    %y = memref.alloc(%c250) : memref<?xf32>
    %z = memref.alloc(%c250) : memref<?xf32>
    scf.for %i = %c0 to %c250 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %x[%i] : memref<?xf32>
      memref.store %sent_f, %y[%i] : memref<?xf32>
      memref.store %sent_f, %z[%i] : memref<?xf32>
    }
    gpu.launch_func @kernels::@tails blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<?xf32>, %y : memref<?xf32>, %z : memref<?xf32>)
    %yv = vector.transfer_read %y[%c0], %sent_f : memref<?xf32>, vector<250xf32>
    vector.print str "y: "
    vector.print %yv : vector<250xf32>
    %zv = vector.transfer_read %z[%c0], %sent_f : memref<?xf32>, vector<250xf32>
    vector.print str "z: "
    vector.print %zv : vector<250xf32>
    memref.dealloc %x : memref<?xf32>
    memref.dealloc %y : memref<?xf32>
    memref.dealloc %z : memref<?xf32>
    %cv = vector.transfer_read %c[%c0], %sent_f : memref<?xf32>, vector<256xf32>
    vector.print str "c: "
    vector.print %cv : vector<256xf32>
    %ov = vector.transfer_read %out[%c0], %sent : memref<?xi32>, vector<400xi32>
    vector.print str "out: "
    vector.print %ov : vector<400xi32>
    %sv = vector.transfer_read %sums[%c0], %sent : memref<?xi32>, vector<100xi32>
    vector.print str "sums: "
    vector.print %sv : vector<100xi32>
    memref.dealloc %a : memref<?xf32>
    memref.dealloc %b : memref<?xf32>
    memref.dealloc %c : memref<?xf32>
    memref.dealloc %m : memref<?xi32>
    memref.dealloc %out : memref<?xi32>
    memref.dealloc %sums : memref<?xi32>
    memref.dealloc %sizes : memref<?xi8>
    return
  }
}
