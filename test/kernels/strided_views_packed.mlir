// Work items that read and write through views whose innermost stride is
// not 1, packed many to a GenX thread: a column of a matrix taken with a
// run-time column index (strided<[8], offset: ?>) under a bounds check,
// stride-2 reads and stride-3 writes of 1-D subviews, a strided memref
// passed as the kernel argument (stride 2 from a host subview), and a
// work item's vector<4xi32> read down a column (which keeps the kernel one
// work item a thread). Consecutive work items are a stride apart there:
// the lanes gather and scatter, they do not read consecutive elements.
// 100 work items in blocks of 64, 93 of them in bounds.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @column(%a: memref<128x8xi32>, %out: memref<128xi32>, %c: index, %n: index) kernel {
      %i = gpu.global_id x
      %col = memref.subview %a[0, %c] [128, 1] [1, 1] : memref<128x8xi32> to memref<128xi32, strided<[8], offset: ?>>
      %ok = arith.cmpi ult, %i, %n : index
      scf.if %ok {
        %v = memref.load %col[%i] : memref<128xi32, strided<[8], offset: ?>>
        memref.store %v, %out[%i] : memref<128xi32>
      }
      gpu.return
    }
    gpu.func @strides(%a: memref<256xi32>, %out: memref<128xi32>, %wide: memref<400xi32>, %n: index) kernel {
      %i = gpu.global_id x
      %ok = arith.cmpi ult, %i, %n : index
      scf.if %ok {
        %s = memref.subview %a[0] [128] [2] : memref<256xi32> to memref<128xi32, strided<[2]>>
        %v = memref.load %s[%i] : memref<128xi32, strided<[2]>>
        memref.store %v, %out[%i] : memref<128xi32>
        %d = memref.subview %wide[1] [128] [3] : memref<400xi32> to memref<128xi32, strided<[3], offset: 1>>
        %c7 = arith.constant 7 : i32
        %w = arith.muli %v, %c7 : i32
        memref.store %w, %d[%i] : memref<128xi32, strided<[3], offset: 1>>
      }
      gpu.return
    }
    gpu.func @strided_arg(%s: memref<128xi32, strided<[2], offset: 1>>, %out: memref<128xi32>, %n: index) kernel {
      %i = gpu.global_id x
      %ok = arith.cmpi ult, %i, %n : index
      scf.if %ok {
        %v = memref.load %s[%i] : memref<128xi32, strided<[2], offset: 1>>
        memref.store %v, %out[%i] : memref<128xi32>
      }
      gpu.return
    }
    gpu.func @column_vectors(%a: memref<128x8xi32>, %out: memref<32x4xi32>) kernel {
      %i = gpu.global_id x
      %c4 = arith.constant 4 : index
      %c32 = arith.constant 32 : index
      %ok = arith.cmpi ult, %i, %c32 : index
      scf.if %ok {
        %col = memref.subview %a[0, 5] [128, 1] [1, 1] : memref<128x8xi32> to memref<128xi32, strided<[8], offset: 5>>
        %b = arith.muli %i, %c4 : index
        %pad = arith.constant -5 : i32
        %v = vector.transfer_read %col[%b], %pad {in_bounds = [true]} : memref<128xi32, strided<[8], offset: 5>>, vector<4xi32>
        %c0 = arith.constant 0 : index
        vector.transfer_write %v, %out[%i, %c0] {in_bounds = [true]} : vector<4xi32>, memref<32x4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c400 = arith.constant 400 : index
    %m1 = arith.constant -1 : i32
    %k10 = arith.constant 10 : i32
    %a = memref.alloc() : memref<128x8xi32>
    scf.for %r = %c0 to %c128 step %c1 {
      scf.for %c = %c0 to %c8 step %c1 {
        %ri = arith.index_cast %r : index to i32
        %ci = arith.index_cast %c : index to i32
        %x = arith.muli %ri, %k10 : i32
        %y = arith.addi %x, %ci : i32
        memref.store %y, %a[%r, %c] : memref<128x8xi32>
      }
    }
    %flat = memref.alloc() : memref<256xi32>
    scf.for %i = %c0 to %c256 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %neg = arith.subi %ii, %k10 : i32
      memref.store %neg, %flat[%i] : memref<256xi32>
    }
    %col = memref.alloc() : memref<128xi32>
    %half = memref.alloc() : memref<128xi32>
    %arg = memref.alloc() : memref<128xi32>
    %wide = memref.alloc() : memref<400xi32>
    %vecs = memref.alloc() : memref<32x4xi32>
    scf.for %i = %c0 to %c128 step %c1 {
      memref.store %m1, %col[%i] : memref<128xi32>
      memref.store %m1, %half[%i] : memref<128xi32>
      memref.store %m1, %arg[%i] : memref<128xi32>
    }
    scf.for %i = %c0 to %c400 step %c1 {
      memref.store %m1, %wide[%i] : memref<400xi32>
    }
    %n = arith.constant 93 : index
    gpu.launch_func @kernels::@column blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<128x8xi32>, %col : memref<128xi32>, %c3 : index, %n : index)
    gpu.launch_func @kernels::@strides blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%flat : memref<256xi32>, %half : memref<128xi32>, %wide : memref<400xi32>, %n : index)
    %odd = memref.subview %flat[1] [128] [2] : memref<256xi32> to memref<128xi32, strided<[2], offset: 1>>
    gpu.launch_func @kernels::@strided_arg blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%odd : memref<128xi32, strided<[2], offset: 1>>, %arg : memref<128xi32>, %n : index)
    gpu.launch_func @kernels::@column_vectors blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<128x8xi32>, %vecs : memref<32x4xi32>)
    scf.for %i = %c0 to %c128 step %c8 {
      %v1 = vector.load %col[%i] : memref<128xi32>, vector<8xi32>
      vector.print %v1 : vector<8xi32>
      %v2 = vector.load %half[%i] : memref<128xi32>, vector<8xi32>
      vector.print %v2 : vector<8xi32>
      %v3 = vector.load %arg[%i] : memref<128xi32>, vector<8xi32>
      vector.print %v3 : vector<8xi32>
    }
    scf.for %i = %c0 to %c400 step %c8 {
      %v = vector.load %wide[%i] : memref<400xi32>, vector<8xi32>
      vector.print %v : vector<8xi32>
    }
    scf.for %i = %c0 to %c32 step %c1 {
      %v = vector.load %vecs[%i, %c0] : memref<32x4xi32>, vector<4xi32>
      vector.print %v : vector<4xi32>
    }
    return
  }
}
