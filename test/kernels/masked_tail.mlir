// y = a * x + y over dynamic lengths n = 1000, 1, 15, 16, 17, 33 (one launch
// each), 16 elements at a time with out-of-bounds vector.transfer_read /
// transfer_write (the tail of any length is masked). Blocks of 4 threads, one
// 16-chunk per thread, ceil(n / 64) blocks. x and y are f32, plus an i32 copy
// (z = 3 * w - n). y and z are subviews of length n of buffers 16 longer
// filled with a sentinel: the sentinel after the end must survive.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: x[i] = i, y[i] = 1 - i / 2, a = 0.5: the result is 1 everywhere,
// the f32 sum is n; w[i] = i, z = 3 i - n sums to 3 n (n - 1) / 2 - n^2;
// the sentinel element n is -7 (f32) and 777 (i32).
// CHECK: n = 1000: sum 1000, first 1, last 1, after -7, i32 sum 498500, last 1997, after 777
// CHECK-NEXT: n = 1: sum 1, first 1, last 1, after -7, i32 sum -1, last -1, after 777
// CHECK-NEXT: n = 15: sum 15, first 1, last 1, after -7, i32 sum 90, last 27, after 777
// CHECK-NEXT: n = 16: sum 16, first 1, last 1, after -7, i32 sum 104, last 29, after 777
// CHECK-NEXT: n = 17: sum 17, first 1, last 1, after -7, i32 sum 119, last 31, after 777
// CHECK-NEXT: n = 33: sum 33, first 1, last 1, after -7, i32 sum 495, last 63, after 777

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @axpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32, strided<[1]>>,
                   %w: memref<?xi32>, %z: memref<?xi32, strided<[1]>>) kernel {
      %c16 = arith.constant 16 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bd = gpu.block_dim x
      %b0 = arith.muli %b, %bd : index
      %chunk = arith.addi %b0, %t : index
      %i = arith.muli %chunk, %c16 : index
      %pad = arith.constant 0.0 : f32
      %vx = vector.transfer_read %x[%i], %pad : memref<?xf32>, vector<16xf32>
      %vy = vector.transfer_read %y[%i], %pad : memref<?xf32, strided<[1]>>, vector<16xf32>
      %va = vector.broadcast %a : f32 to vector<16xf32>
      %ax = arith.mulf %va, %vx : vector<16xf32>
      %r = arith.addf %ax, %vy : vector<16xf32>
      vector.transfer_write %r, %y[%i] : vector<16xf32>, memref<?xf32, strided<[1]>>
      %padi = arith.constant -1 : i32
      %vw = vector.transfer_read %w[%i], %padi : memref<?xi32>, vector<16xi32>
      %c0 = arith.constant 0 : index
      %n = memref.dim %w, %c0 : memref<?xi32>
      %ni = arith.index_cast %n : index to i32
      %vn = vector.broadcast %ni : i32 to vector<16xi32>
      %three = arith.constant dense<3> : vector<16xi32>
      %w3 = arith.muli %vw, %three : vector<16xi32>
      %vz = arith.subi %w3, %vn : vector<16xi32>
      vector.transfer_write %vz, %z[%i] : vector<16xi32>, memref<?xi32, strided<[1]>>
      gpu.return
    }
  }

  func.func @run(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c63 = arith.constant 63 : index
    %c64 = arith.constant 64 : index
    %c4 = arith.constant 4 : index
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %sentinel = arith.constant -7.0 : f32
    %isentinel = arith.constant 777 : i32
    %m = arith.addi %n, %c16 : index
    %x = memref.alloc(%n) : memref<?xf32>
    %ybuf = memref.alloc(%m) : memref<?xf32>
    %w = memref.alloc(%n) : memref<?xi32>
    %zbuf = memref.alloc(%m) : memref<?xi32>
    scf.for %i = %c0 to %m step %c1 {
      memref.store %sentinel, %ybuf[%i] : memref<?xf32>
      memref.store %isentinel, %zbuf[%i] : memref<?xi32>
    }
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %x[%i] : memref<?xf32>
      %h = arith.mulf %f, %half : f32
      %yv = arith.subf %one, %h : f32
      memref.store %yv, %ybuf[%i] : memref<?xf32>
      memref.store %ii, %w[%i] : memref<?xi32>
    }
    %y = memref.subview %ybuf[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
    %z = memref.subview %zbuf[0] [%n] [1] : memref<?xi32> to memref<?xi32, strided<[1]>>
    %n63 = arith.addi %n, %c63 : index
    %blocks = arith.divui %n63, %c64 : index
    gpu.launch_func @kernels::@axpy blocks in (%blocks, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%half : f32, %x : memref<?xf32>, %y : memref<?xf32, strided<[1]>>,
             %w : memref<?xi32>, %z : memref<?xi32, strided<[1]>>)
    %zero = arith.constant 0.0 : f32
    %izero = arith.constant 0 : i32
    %s:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %iacc = %izero) -> (f32, i32) {
      %v = memref.load %ybuf[%i] : memref<?xf32>
      %iv = memref.load %zbuf[%i] : memref<?xi32>
      %a2 = arith.addf %acc, %v : f32
      %i2 = arith.addi %iacc, %iv : i32
      scf.yield %a2, %i2 : f32, i32
    }
    %last = arith.subi %n, %c1 : index
    %first = memref.load %ybuf[%c0] : memref<?xf32>
    %lastv = memref.load %ybuf[%last] : memref<?xf32>
    %after = memref.load %ybuf[%n] : memref<?xf32>
    %ilast = memref.load %zbuf[%last] : memref<?xi32>
    %iafter = memref.load %zbuf[%n] : memref<?xi32>
    vector.print str "n = "
    vector.print %n : index punctuation <no_punctuation>
    vector.print str ": sum "
    vector.print %s#0 : f32 punctuation <no_punctuation>
    vector.print str ", first "
    vector.print %first : f32 punctuation <no_punctuation>
    vector.print str ", last "
    vector.print %lastv : f32 punctuation <no_punctuation>
    vector.print str ", after "
    vector.print %after : f32 punctuation <no_punctuation>
    vector.print str ", i32 sum "
    vector.print %s#1 : i32 punctuation <no_punctuation>
    vector.print str ", last "
    vector.print %ilast : i32 punctuation <no_punctuation>
    vector.print str ", after "
    vector.print %iafter : i32
    memref.dealloc %x : memref<?xf32>
    memref.dealloc %ybuf : memref<?xf32>
    memref.dealloc %w : memref<?xi32>
    memref.dealloc %zbuf : memref<?xi32>
    return
  }

  func.func @main() {
    %sizes = arith.constant dense<[1000, 1, 15, 16, 17, 33]> : vector<6xindex>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    scf.for %k = %c0 to %c6 step %c1 {
      %n = vector.extract %sizes[%k] : index from vector<6xindex>
      func.call @run(%n) : (index) -> ()
    }
    return
  }
}
