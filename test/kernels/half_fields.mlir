// Work items of 16-bit vectors of their own under a bounds check, kept
// element by element (genx-vectorize-work-items) and moved as dword fields
// where pairs of halves make whole dwords (convert-memory-to-genx):
//   @h8: vector<8xf16> x, y at 8i: y[8i] = fma(x, a, y) (pairs read and
//     written);
//   @h3: vector<3xf16> at 3i: o[3i] = x * 2 (odd lanes' records start at
//     odd halves: halves read and written one field at a time);
//   @s4: vector<4xi16> at 4i, sign-extended: w[4i] = ext(x) * 3 + i (pairs
//     read, dwords written);
//   @q4: vector<4xf32> at 4i quantized to vector<4xi8> (fptosi of a clamp
//     to [-128, 127] of x * 10): a dword of 4 bytes written a lane;
//   @b16: vector<16xi8> at 16i (the bytes @q4 wrote) summed, sign-extended,
//     into t[i]: 4 dwords of bytes read a lane;
//   @g3: bytes 1-3 of the 4-byte records of @q4 loaded one by one (a pixel's
//     colours after its alpha) into u[i] = b1 + 2 b2 + 3 b3: one dword read
//     a lane, byte 0 with them;
// 2 groups of 64 work items, n = 77: the rest keep their -99 (-7 for w, 99
// for the bytes, -5 for t and u). Printed: records 0, 1, 45, 76, 77 and 127 of
// each output.
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// LOWER-LABEL: llvm.func @h8
// LOWER: genx.gather4.scaled {{.*}} {channel_mask = rgba
// LOWER: genx.scatter4.scaled {{.*}} {channel_mask = rgba
// LOWER-LABEL: llvm.func @h3
// LOWER-NOT: genx.gather4.scaled
// LOWER-NOT: genx.scatter4.scaled
// LOWER-LABEL: llvm.func @s4
// LOWER: genx.gather4.scaled {{.*}} {channel_mask = rg,
// LOWER-LABEL: llvm.func @q4
// LOWER: genx.scatter4.scaled {{.*}} {channel_mask = r,
// LOWER-LABEL: llvm.func @b16
// LOWER: genx.gather4.scaled {{.*}} {channel_mask = rgba,
// LOWER-LABEL: llvm.func @g3
// LOWER-NOT: genx.gather.scaled
// LOWER-COUNT-4: genx.gather4.scaled {{.*}} {channel_mask = r,
// LOWER-NOT: genx.gather
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @h8(%x: memref<?xf16>, %y: memref<?xf16>, %a: f16, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c8 = arith.constant 8 : index
        %at = arith.muli %i, %c8 : index
        %u = vector.load %x[%at] : memref<?xf16>, vector<8xf16>
        %v = vector.load %y[%at] : memref<?xf16>, vector<8xf16>
        %s = vector.broadcast %a : f16 to vector<8xf16>
        %r = vector.fma %u, %s, %v : vector<8xf16>
        vector.store %r, %y[%at] : memref<?xf16>, vector<8xf16>
      }
      gpu.return
    }
    gpu.func @h3(%x: memref<?xf16>, %o: memref<?xf16>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c3 = arith.constant 3 : index
        %at = arith.muli %i, %c3 : index
        %u = vector.load %x[%at] : memref<?xf16>, vector<3xf16>
        %r = arith.addf %u, %u : vector<3xf16>
        vector.store %r, %o[%at] : memref<?xf16>, vector<3xf16>
      }
      gpu.return
    }
    gpu.func @s4(%x: memref<?xi16>, %w: memref<?xi32>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c4 = arith.constant 4 : index
        %at = arith.muli %i, %c4 : index
        %u = vector.load %x[%at] : memref<?xi16>, vector<4xi16>
        %e = arith.extsi %u : vector<4xi16> to vector<4xi32>
        %three = arith.constant dense<3> : vector<4xi32>
        %m = arith.muli %e, %three : vector<4xi32>
        %ii = arith.index_cast %i : index to i32
        %b = vector.broadcast %ii : i32 to vector<4xi32>
        %r = arith.addi %m, %b : vector<4xi32>
        vector.store %r, %w[%at] : memref<?xi32>, vector<4xi32>
      }
      gpu.return
    }
    gpu.func @q4(%x: memref<?xf32>, %q: memref<?xi8>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c4 = arith.constant 4 : index
        %at = arith.muli %i, %c4 : index
        %u = vector.load %x[%at] : memref<?xf32>, vector<4xf32>
        %ten = arith.constant dense<10.0> : vector<4xf32>
        %lo = arith.constant dense<-128.0> : vector<4xf32>
        %hi = arith.constant dense<127.0> : vector<4xf32>
        %m = arith.mulf %u, %ten : vector<4xf32>
        %a = arith.maximumf %m, %lo : vector<4xf32>
        %b = arith.minimumf %a, %hi : vector<4xf32>
        %r = arith.fptosi %b : vector<4xf32> to vector<4xi8>
        vector.store %r, %q[%at] : memref<?xi8>, vector<4xi8>
      }
      gpu.return
    }
    gpu.func @b16(%q: memref<?xi8>, %t: memref<?xi32>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c16 = arith.constant 16 : index
        %at = arith.muli %i, %c16 : index
        %u = vector.load %q[%at] : memref<?xi8>, vector<16xi8>
        %e = arith.extsi %u : vector<16xi8> to vector<16xi32>
        %s = vector.reduction <add>, %e : vector<16xi32> into i32
        memref.store %s, %t[%i] : memref<?xi32>
      }
      gpu.return
    }
    gpu.func @g3(%q: memref<?xi8>, %u: memref<?xi32>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        %c3 = arith.constant 3 : index
        %c4 = arith.constant 4 : index
        %at = arith.muli %i, %c4 : index
        %a1 = arith.addi %at, %c1 : index
        %a2 = arith.addi %at, %c2 : index
        %a3 = arith.addi %at, %c3 : index
        %b1 = memref.load %q[%a1] : memref<?xi8>
        %b2 = memref.load %q[%a2] : memref<?xi8>
        %b3 = memref.load %q[%a3] : memref<?xi8>
        %e1 = arith.extsi %b1 : i8 to i32
        %e2 = arith.extsi %b2 : i8 to i32
        %e3 = arith.extsi %b3 : i8 to i32
        %two = arith.constant 2 : i32
        %three = arith.constant 3 : i32
        %m2 = arith.muli %e2, %two : i32
        %m3 = arith.muli %e3, %three : i32
        %s12 = arith.addi %e1, %m2 : i32
        %s = arith.addi %s12, %m3 : i32
        memref.store %s, %u[%i] : memref<?xi32>
      }
      gpu.return
    }
  }
  func.func @print_halves(%o: memref<?xf16>, %k: index) {
    %records = memref.alloc() : memref<6xindex>
    %list = arith.constant dense<[0, 1, 45, 76, 77, 127]> : vector<6xindex>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    vector.store %list, %records[%c0] : memref<6xindex>, vector<6xindex>
    scf.for %r = %c0 to %c6 step %c1 {
      %rec = memref.load %records[%r] : memref<6xindex>
      %at = arith.muli %rec, %k : index
      %v = vector.load %o[%at] : memref<?xf16>, vector<8xf16>
      %f = arith.extf %v : vector<8xf16> to vector<8xf32>
      vector.print %f : vector<8xf32>
    }
    memref.dealloc %records : memref<6xindex>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c77 = arith.constant 77 : index
    %size = arith.constant 1032 : index
    %c2048 = arith.constant 2048 : index
    %x = memref.alloc(%size) : memref<?xf16>
    %y = memref.alloc(%size) : memref<?xf16>
    %o = memref.alloc(%size) : memref<?xf16>
    %s = memref.alloc(%size) : memref<?xi16>
    %w = memref.alloc(%size) : memref<?xi32>
    %xf = memref.alloc(%size) : memref<?xf32>
    %q = memref.alloc(%c2048) : memref<?xi8>
    %t = memref.alloc(%size) : memref<?xi32>
    %u = memref.alloc(%size) : memref<?xi32>
    %bnone = arith.constant 99 : i8
    %tnone = arith.constant -5 : i32
    %tenth = arith.constant 0.37 : f32
    %twenty = arith.constant 20.0 : f32
    scf.for %j = %c0 to %c2048 step %c1 {
      memref.store %bnone, %q[%j] : memref<?xi8>
    }
    %none = arith.constant -99.0 : f16
    %wnone = arith.constant -7 : i32
    %quarter = arith.constant 0.25 : f32
    %five = arith.constant 5.0 : f32
    scf.for %j = %c0 to %size step %c1 {
      %ji = arith.index_cast %j : index to i32
      %jf = arith.sitofp %ji : i32 to f32
      %qf = arith.mulf %jf, %quarter : f32
      %xv = arith.subf %qf, %five : f32
      %xh = arith.truncf %xv : f32 to f16
      memref.store %xh, %x[%j] : memref<?xf16>
      %yv = arith.subf %five, %qf : f32
      %yh = arith.truncf %yv : f32 to f16
      memref.store %yh, %y[%j] : memref<?xf16>
      memref.store %none, %o[%j] : memref<?xf16>
      %c500 = arith.constant 500 : i32
      %sv = arith.subi %ji, %c500 : i32
      %st = arith.trunci %sv : i32 to i16
      memref.store %st, %s[%j] : memref<?xi16>
      memref.store %wnone, %w[%j] : memref<?xi32>
      memref.store %tnone, %t[%j] : memref<?xi32>
      memref.store %tnone, %u[%j] : memref<?xi32>
      %fv = arith.mulf %jf, %tenth : f32
      %fw = arith.subf %fv, %twenty : f32
      memref.store %fw, %xf[%j] : memref<?xf32>
    }
    %a = arith.constant 1.5 : f16
    gpu.launch_func @kernels::@h8 blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<?xf16>, %y : memref<?xf16>, %a : f16, %c77 : index)
    gpu.launch_func @kernels::@h3 blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%x : memref<?xf16>, %o : memref<?xf16>, %c77 : index)
    gpu.launch_func @kernels::@s4 blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%s : memref<?xi16>, %w : memref<?xi32>, %c77 : index)
    gpu.launch_func @kernels::@q4 blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%xf : memref<?xf32>, %q : memref<?xi8>, %c77 : index)
    gpu.launch_func @kernels::@b16 blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%q : memref<?xi8>, %t : memref<?xi32>, %c77 : index)
    gpu.launch_func @kernels::@g3 blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%q : memref<?xi8>, %u : memref<?xi32>, %c77 : index)
    call @print_halves(%y, %c8) : (memref<?xf16>, index) -> ()
    call @print_halves(%o, %c3) : (memref<?xf16>, index) -> ()
    %records = memref.alloc() : memref<6xindex>
    %list = arith.constant dense<[0, 1, 45, 76, 77, 127]> : vector<6xindex>
    vector.store %list, %records[%c0] : memref<6xindex>, vector<6xindex>
    %c6 = arith.constant 6 : index
    scf.for %r = %c0 to %c6 step %c1 {
      %rec = memref.load %records[%r] : memref<6xindex>
      %at = arith.muli %rec, %c4 : index
      %v = vector.load %w[%at] : memref<?xi32>, vector<4xi32>
      vector.print %v : vector<4xi32>
      %qv = vector.load %q[%at] : memref<?xi8>, vector<4xi8>
      %qw = arith.extsi %qv : vector<4xi8> to vector<4xi32>
      vector.print %qw : vector<4xi32>
      %tv = memref.load %t[%rec] : memref<?xi32>
      vector.print %tv : i32
      %uv = memref.load %u[%rec] : memref<?xi32>
      vector.print %uv : i32
    }
    memref.dealloc %records : memref<6xindex>
    memref.dealloc %x : memref<?xf16>
    memref.dealloc %y : memref<?xf16>
    memref.dealloc %o : memref<?xf16>
    memref.dealloc %s : memref<?xi16>
    memref.dealloc %w : memref<?xi32>
    memref.dealloc %xf : memref<?xf32>
    memref.dealloc %q : memref<?xi8>
    memref.dealloc %t : memref<?xi32>
    memref.dealloc %u : memref<?xi32>
    return
  }
}
