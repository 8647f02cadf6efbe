// Reductions of a row per work item, rows too long to pack 8 work items
// element by element: genx-vectorize-work-items keeps the lanes' rows side
// by side (4 or 2 work items per thread) and reduces them as one tree of
// halves, and lanes that read consecutive rows load them as one block.
// - @row_dots: out[r] = sum_k a[r][k] * b[r][k] on memref<?x64xf32>, a
//   reassociating add; the products are multiples of 1/8 whose sums are
//   exact in any order.
// - @row_maxima: out[r] = max(floor, max_k x[64 r + k]) on a 1-D i32 buffer
//   (vector.reduction maxsi with an accumulator).
// - @row_minima: out[r] = minnumf over the 64 floats of row r, read by an
//   in-bounds vector.transfer_read of memref<16x64xf32>.
// - @masked_rows: rows of memref<?x32xf32> read and written by transfers
//   under vector.create_mask %n (n = 20, padding 7): y[r][j] = 2 x[r][j]
//   for j < n (the rest of y keeps -1), and all[r] = the whole doubled
//   vector, padding included (14 past n).
// Inputs: a[i] = ((7 i) mod 23 - 11) / 4 and b[i] = ((5 i) mod 17 - 8) / 2
// over the flattened rows; x[i] = (13 i) mod 101 - 50; floor = 49;
// w[i] = ((13 i) mod 1009 - 500) / 2.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree exactly.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @row_dots(%a: memref<?x64xf32>, %b: memref<?x64xf32>, %out: memref<?xf32>) kernel {
      %r = gpu.global_id x
      %c0 = arith.constant 0 : index
      %x = vector.load %a[%r, %c0] : memref<?x64xf32>, vector<64xf32>
      %y = vector.load %b[%r, %c0] : memref<?x64xf32>, vector<64xf32>
      %p = arith.mulf %x, %y : vector<64xf32>
      %s = vector.reduction <add>, %p fastmath<reassoc> : vector<64xf32> into f32
      memref.store %s, %out[%r] : memref<?xf32>
      gpu.return
    }
    gpu.func @row_maxima(%x: memref<?xi32>, %out: memref<?xi32>, %floor: i32) kernel {
      %r = gpu.global_id x
      %c64 = arith.constant 64 : index
      %at = arith.muli %r, %c64 : index
      %v = vector.load %x[%at] : memref<?xi32>, vector<64xi32>
      %m = vector.reduction <maxsi>, %v, %floor : vector<64xi32> into i32
      memref.store %m, %out[%r] : memref<?xi32>
      gpu.return
    }
    gpu.func @masked_rows(%x: memref<?x32xf32>, %y: memref<?x32xf32>, %all: memref<?x32xf32>, %n: index) kernel {
      %r = gpu.global_id x
      %c0 = arith.constant 0 : index
      %pad = arith.constant 7.0 : f32
      %mask = vector.create_mask %n : vector<32xi1>
      %v = vector.transfer_read %x[%r, %c0], %pad, %mask {in_bounds = [true]} : memref<?x32xf32>, vector<32xf32>
      %w = arith.addf %v, %v : vector<32xf32>
      vector.transfer_write %w, %y[%r, %c0], %mask {in_bounds = [true]} : vector<32xf32>, memref<?x32xf32>
      vector.store %w, %all[%r, %c0] : memref<?x32xf32>, vector<32xf32>
      gpu.return
    }
    gpu.func @row_minima(%x: memref<16x64xf32>, %out: memref<16xf32>) kernel {
      %r = gpu.global_id x
      %c0 = arith.constant 0 : index
      %pad = arith.constant 0.0 : f32
      %v = vector.transfer_read %x[%r, %c0], %pad {in_bounds = [true]} : memref<16x64xf32>, vector<64xf32>
      %m = vector.reduction <minnumf>, %v : vector<64xf32> into f32
      memref.store %m, %out[%r] : memref<16xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c1024 = arith.constant 1024 : index
    %c5 = arith.constant 5 : i32
    %c7 = arith.constant 7 : i32
    %c8i = arith.constant 8 : i32
    %c11 = arith.constant 11 : i32
    %c13 = arith.constant 13 : i32
    %c17 = arith.constant 17 : i32
    %c23 = arith.constant 23 : i32
    %c50 = arith.constant 50 : i32
    %c101 = arith.constant 101 : i32
    %c500 = arith.constant 500 : i32
    %c1009 = arith.constant 1009 : i32
    %quarter = arith.constant 0.25 : f32
    %half = arith.constant 0.5 : f32
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %x = memref.alloc() : memref<1024xi32>
    %w = memref.alloc() : memref<1024xf32>
    scf.for %i = %c0 to %c1024 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %s7 = arith.muli %ii, %c7 : i32
      %r7 = arith.remui %s7, %c23 : i32
      %d7 = arith.subi %r7, %c11 : i32
      %f7 = arith.sitofp %d7 : i32 to f32
      %va = arith.mulf %f7, %quarter : f32
      memref.store %va, %a[%i] : memref<1024xf32>
      %s5 = arith.muli %ii, %c5 : i32
      %r5 = arith.remui %s5, %c17 : i32
      %d5 = arith.subi %r5, %c8i : i32
      %f5 = arith.sitofp %d5 : i32 to f32
      %vb = arith.mulf %f5, %half : f32
      memref.store %vb, %b[%i] : memref<1024xf32>
      %s13 = arith.muli %ii, %c13 : i32
      %r13 = arith.remui %s13, %c101 : i32
      %vx = arith.subi %r13, %c50 : i32
      memref.store %vx, %x[%i] : memref<1024xi32>
      %rw = arith.remui %s13, %c1009 : i32
      %dw = arith.subi %rw, %c500 : i32
      %fw = arith.sitofp %dw : i32 to f32
      %vw = arith.mulf %fw, %half : f32
      memref.store %vw, %w[%i] : memref<1024xf32>
    }
    %a2 = memref.expand_shape %a [[0, 1]] output_shape [16, 64] : memref<1024xf32> into memref<16x64xf32>
    %b2 = memref.expand_shape %b [[0, 1]] output_shape [16, 64] : memref<1024xf32> into memref<16x64xf32>
    %ad = memref.cast %a2 : memref<16x64xf32> to memref<?x64xf32>
    %bd = memref.cast %b2 : memref<16x64xf32> to memref<?x64xf32>
    %xd = memref.cast %x : memref<1024xi32> to memref<?xi32>
    %w2 = memref.expand_shape %w [[0, 1]] output_shape [16, 64] : memref<1024xf32> into memref<16x64xf32>
    %dots = memref.alloc() : memref<16xf32>
    %maxima = memref.alloc() : memref<16xi32>
    %minima = memref.alloc() : memref<16xf32>
    %dotsd = memref.cast %dots : memref<16xf32> to memref<?xf32>
    %maximad = memref.cast %maxima : memref<16xi32> to memref<?xi32>
    %floor = arith.constant 49 : i32
    gpu.launch_func @kernels::@row_dots blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%ad : memref<?x64xf32>, %bd : memref<?x64xf32>, %dotsd : memref<?xf32>)
    gpu.launch_func @kernels::@row_maxima blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%xd : memref<?xi32>, %maximad : memref<?xi32>, %floor : i32)
    gpu.launch_func @kernels::@row_minima blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%w2 : memref<16x64xf32>, %minima : memref<16xf32>)
    %y = memref.alloc() : memref<512xf32>
    %c512 = arith.constant 512 : index
    %minus = arith.constant -1.0 : f32
    scf.for %i = %c0 to %c512 step %c1 {
      memref.store %minus, %y[%i] : memref<512xf32>
    }
    %all = memref.alloc() : memref<512xf32>
    %xflat = memref.alloc() : memref<512xf32>
    scf.for %i = %c0 to %c512 step %c1 {
      %e = memref.load %a[%i] : memref<1024xf32>
      memref.store %e, %xflat[%i] : memref<512xf32>
    }
    %xc = memref.expand_shape %xflat [[0, 1]] output_shape [16, 32] : memref<512xf32> into memref<16x32xf32>
    %xdd = memref.cast %xc : memref<16x32xf32> to memref<?x32xf32>
    %y2 = memref.expand_shape %y [[0, 1]] output_shape [16, 32] : memref<512xf32> into memref<16x32xf32>
    %yd = memref.cast %y2 : memref<16x32xf32> to memref<?x32xf32>
    %all2 = memref.expand_shape %all [[0, 1]] output_shape [16, 32] : memref<512xf32> into memref<16x32xf32>
    %alld = memref.cast %all2 : memref<16x32xf32> to memref<?x32xf32>
    %c20 = arith.constant 20 : index
    gpu.launch_func @kernels::@masked_rows blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%xdd : memref<?x32xf32>, %yd : memref<?x32xf32>, %alld : memref<?x32xf32>, %c20 : index)
    %vy = vector.load %y[%c0] : memref<512xf32>, vector<512xf32>
    vector.print str "masked: "
    vector.print %vy : vector<512xf32>
    %va = vector.load %all[%c0] : memref<512xf32>, vector<512xf32>
    vector.print str "all: "
    vector.print %va : vector<512xf32>
    %vd = vector.load %dots[%c0] : memref<16xf32>, vector<16xf32>
    vector.print str "dots: "
    vector.print %vd : vector<16xf32>
    %vm = vector.load %maxima[%c0] : memref<16xi32>, vector<16xi32>
    vector.print str "maxima: "
    vector.print %vm : vector<16xi32>
    %vn = vector.load %minima[%c0] : memref<16xf32>, vector<16xf32>
    vector.print str "minima: "
    vector.print %vn : vector<16xf32>
    return
  }
}
