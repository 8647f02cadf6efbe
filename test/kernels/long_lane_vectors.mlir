// Work items of vector<16xf32> of their own under a bounds check, which
// genx-vectorize-work-items keeps element by element (fields gathered and
// scattered 4 at a time per 16 lanes):
//   @long16: under `i < n`, a, b at 16i: o[16i] = maxnumf((a * b + a) - b, a);
//   @long16_div: under `i < n`, o[16i] = a / b (8 lanes: a division's
//     temporaries);
// 2 groups of 64 work items, n = 77: rows from 77 on keep -99. a[j] = j / 8
// - 40, b[j] = 3 - j / 64 (never 0 on the rows printed). Printed: rows 0,
// 45, 76, 77 and 127 of each output.
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @long16(%a: memref<?xf32>, %b: memref<?xf32>, %o: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c16 = arith.constant 16 : index
        %at = arith.muli %i, %c16 : index
        %x = vector.load %a[%at] : memref<?xf32>, vector<16xf32>
        %y = vector.load %b[%at] : memref<?xf32>, vector<16xf32>
        %p = arith.mulf %x, %y : vector<16xf32>
        %q = arith.addf %p, %x : vector<16xf32>
        %r = arith.subf %q, %y : vector<16xf32>
        %m = arith.maxnumf %r, %x : vector<16xf32>
        vector.store %m, %o[%at] : memref<?xf32>, vector<16xf32>
      }
      gpu.return
    }
    gpu.func @long16_div(%a: memref<?xf32>, %b: memref<?xf32>, %o: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c16 = arith.constant 16 : index
        %at = arith.muli %i, %c16 : index
        %x = vector.load %a[%at] : memref<?xf32>, vector<16xf32>
        %y = vector.load %b[%at] : memref<?xf32>, vector<16xf32>
        %d = arith.divf %x, %y : vector<16xf32>
        vector.store %d, %o[%at] : memref<?xf32>, vector<16xf32>
      }
      gpu.return
    }
  }
  func.func @print_rows(%o: memref<?xf32>) {
    %rows = memref.alloc() : memref<5xindex>
    %list = arith.constant dense<[0, 45, 76, 77, 127]> : vector<5xindex>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    vector.store %list, %rows[%c0] : memref<5xindex>, vector<5xindex>
    scf.for %k = %c0 to %c5 step %c1 {
      %r = memref.load %rows[%k] : memref<5xindex>
      %at = arith.muli %r, %c16 : index
      %v = vector.load %o[%at] : memref<?xf32>, vector<16xf32>
      vector.print %v : vector<16xf32>
    }
    memref.dealloc %rows : memref<5xindex>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c77 = arith.constant 77 : index
    %size = arith.constant 2048 : index
    %a = memref.alloc(%size) : memref<?xf32>
    %b = memref.alloc(%size) : memref<?xf32>
    %o = memref.alloc(%size) : memref<?xf32>
    %od = memref.alloc(%size) : memref<?xf32>
    %eighth = arith.constant 0.125 : f32
    %forty = arith.constant 40.0 : f32
    %three = arith.constant 3.0 : f32
    %sixtyfourth = arith.constant 0.015625 : f32
    %none = arith.constant -99.0 : f32
    scf.for %j = %c0 to %size step %c1 {
      %ji = arith.index_cast %j : index to i32
      %jf = arith.sitofp %ji : i32 to f32
      %s = arith.mulf %jf, %eighth : f32
      %x = arith.subf %s, %forty : f32
      memref.store %x, %a[%j] : memref<?xf32>
      %t = arith.mulf %jf, %sixtyfourth : f32
      %y = arith.subf %three, %t : f32
      memref.store %y, %b[%j] : memref<?xf32>
      memref.store %none, %o[%j] : memref<?xf32>
      memref.store %none, %od[%j] : memref<?xf32>
    }
    gpu.launch_func @kernels::@long16 blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<?xf32>, %b : memref<?xf32>, %o : memref<?xf32>, %c77 : index)
    gpu.launch_func @kernels::@long16_div blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<?xf32>, %b : memref<?xf32>, %od : memref<?xf32>, %c77 : index)
    call @print_rows(%o) : (memref<?xf32>) -> ()
    call @print_rows(%od) : (memref<?xf32>) -> ()
    memref.dealloc %a : memref<?xf32>
    memref.dealloc %b : memref<?xf32>
    memref.dealloc %o : memref<?xf32>
    memref.dealloc %od : memref<?xf32>
    return
  }
}
