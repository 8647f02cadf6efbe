// Device buffers and conversions: the host allocates device memory with
// gpu.alloc, copies with gpu.memcpy, runs two kernels on it and copies back.
// @scale: y = 2 x + 0.5 (f64); @convert: f64 -> f16 truncation (round to
// nearest even, overflow to inf, underflow to 0), f64 -> f32, f64 -> i32 and
// i64 (toward zero), f16 -> f32 extension, i32 -> f64 and ui32 -> f32.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed, x = (65519.75, 65520, 1 + 2^-11, 1 + 3 * 2^-11, 2^-25, -3.75,
// 1e10, -0): y = 2 x + 0.5 = 131040, 131040.5, 2.5009765625, 2.5029296875,
// 0.5 + 2^-24, -7, 2e10 + 0.5, 0.5; f16(x) = 65504, inf, 1 (tie to even),
// 1.00195 (tie to even), 0, -3.75, inf, -0; i32(y) = 131040, 131040, 2, 2,
// 0, -7, (2e10 does not fit: lane 6 is converted from x / 1e3 instead), 0;
// 131040 = 0x40FFFE0000000000, 131040.5 adds 0x0800000000 (f64 bits).
// CHECK: y: ( 131040, 131040, 2.50098, 2.50293, 0.5, -7, 2e+10, 0.5 )
// CHECK-NEXT: bits f64: ( 4683741413442060288, 4683741447801798656,
// CHECK-NEXT: f16: ( 65504, inf, 1, 1.00195, 0, -3.75, inf, -0 )
// CHECK-NEXT: f16 back to f32: ( 65504, inf, 1, 1.00195, 0, -3.75, inf, -0 )
// CHECK-NEXT: bits f16: ( 31743, 31744, 15360, 15362, 0, -15488, 31744, -32768 )
// CHECK-NEXT: i32: ( 131040, 131040, 2, 2, 0, -7, 10000000, 0 )
// CHECK-NEXT: i64: ( 131040, 131040, 2, 2, 0, -7, 20000000000, 0 )
// CHECK-NEXT: i32 -> f64, ui32 -> f32: ( 131040, 131040, 2, 2, 0, -7, 1e+07, 0 ) ( 131040, 131040, 2, 2, 0, 4.29497e+09, 1e+07, 0 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%x: memref<8xf64>, %y: memref<8xf64>) kernel {
      %c0 = arith.constant 0 : index
      %v = vector.load %x[%c0] : memref<8xf64>, vector<8xf64>
      %two = arith.constant dense<2.0> : vector<8xf64>
      %half = arith.constant dense<0.5> : vector<8xf64>
      %m = arith.mulf %v, %two : vector<8xf64>
      %r = arith.addf %m, %half : vector<8xf64>
      vector.store %r, %y[%c0] : memref<8xf64>, vector<8xf64>
      gpu.return
    }
    gpu.func @convert(%x: memref<8xf64>, %y: memref<8xf64>,
                      %h: memref<8xf16>, %hf: memref<8xf32>,
                      %i: memref<8xi32>, %l: memref<8xi64>,
                      %back: memref<8xf64>, %ub: memref<8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %vx = vector.load %x[%c0] : memref<8xf64>, vector<8xf64>
      %vy = vector.load %y[%c0] : memref<8xf64>, vector<8xf64>
      %vh = arith.truncf %vx : vector<8xf64> to vector<8xf16>
      vector.store %vh, %h[%c0] : memref<8xf16>, vector<8xf16>
      %vhf = arith.extf %vh : vector<8xf16> to vector<8xf32>
      vector.store %vhf, %hf[%c0] : memref<8xf32>, vector<8xf32>
      %k = arith.constant dense<1000.0> : vector<8xf64>
      %small = arith.divf %vx, %k : vector<8xf64>
      %big = arith.constant dense<[false, false, false, false, false, false, true, false]> : vector<8xi1>
      %src = arith.select %big, %small, %vy : vector<8xi1>, vector<8xf64>
      %vi = arith.fptosi %src : vector<8xf64> to vector<8xi32>
      vector.store %vi, %i[%c0] : memref<8xi32>, vector<8xi32>
      %vl = arith.fptosi %vy : vector<8xf64> to vector<8xi64>
      vector.store %vl, %l[%c0] : memref<8xi64>, vector<8xi64>
      %vb = arith.sitofp %vi : vector<8xi32> to vector<8xf64>
      vector.store %vb, %back[%c0] : memref<8xf64>, vector<8xf64>
      %vu = arith.uitofp %vi : vector<8xi32> to vector<8xf32>
      vector.store %vu, %ub[%c0] : memref<8xf32>, vector<8xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %hx = memref.alloc() : memref<8xf64>
    %xs = arith.constant dense<[65519.75, 65520.0, 1.00048828125, 1.00146484375, 2.98023223876953125e-08, -3.75, 1.0e10, -0.0]> : vector<8xf64>
    vector.store %xs, %hx[%c0] : memref<8xf64>, vector<8xf64>
    %dx = gpu.alloc () : memref<8xf64>
    %dy = gpu.alloc () : memref<8xf64>
    %dh = gpu.alloc () : memref<8xf16>
    %dhf = gpu.alloc () : memref<8xf32>
    %di = gpu.alloc () : memref<8xi32>
    %dl = gpu.alloc () : memref<8xi64>
    %db = gpu.alloc () : memref<8xf64>
    %du = gpu.alloc () : memref<8xf32>
    gpu.memcpy %dx, %hx : memref<8xf64>, memref<8xf64>
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%dx : memref<8xf64>, %dy : memref<8xf64>)
    gpu.launch_func @kernels::@convert blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%dx : memref<8xf64>, %dy : memref<8xf64>, %dh : memref<8xf16>, %dhf : memref<8xf32>,
             %di : memref<8xi32>, %dl : memref<8xi64>, %db : memref<8xf64>, %du : memref<8xf32>)
    %hy = memref.alloc() : memref<8xf64>
    %hh = memref.alloc() : memref<8xf16>
    %hhf = memref.alloc() : memref<8xf32>
    %hi = memref.alloc() : memref<8xi32>
    %hl = memref.alloc() : memref<8xi64>
    %hb = memref.alloc() : memref<8xf64>
    %hu = memref.alloc() : memref<8xf32>
    gpu.memcpy %hy, %dy : memref<8xf64>, memref<8xf64>
    gpu.memcpy %hh, %dh : memref<8xf16>, memref<8xf16>
    gpu.memcpy %hhf, %dhf : memref<8xf32>, memref<8xf32>
    gpu.memcpy %hi, %di : memref<8xi32>, memref<8xi32>
    gpu.memcpy %hl, %dl : memref<8xi64>, memref<8xi64>
    gpu.memcpy %hb, %db : memref<8xf64>, memref<8xf64>
    gpu.memcpy %hu, %du : memref<8xf32>, memref<8xf32>
    gpu.dealloc %dx : memref<8xf64>
    gpu.dealloc %dy : memref<8xf64>
    gpu.dealloc %dh : memref<8xf16>
    gpu.dealloc %dhf : memref<8xf32>
    gpu.dealloc %di : memref<8xi32>
    gpu.dealloc %dl : memref<8xi64>
    gpu.dealloc %db : memref<8xf64>
    gpu.dealloc %du : memref<8xf32>
    %y = vector.load %hy[%c0] : memref<8xf64>, vector<8xf64>
    %yb = vector.bitcast %y : vector<8xf64> to vector<8xi64>
    vector.print str "y: "
    vector.print %y : vector<8xf64>
    vector.print str "bits f64: "
    vector.print %yb : vector<8xi64>
    %h = vector.load %hh[%c0] : memref<8xf16>, vector<8xf16>
    %hbits = vector.bitcast %h : vector<8xf16> to vector<8xi16>
    vector.print str "f16: "
    vector.print %h : vector<8xf16>
    %hf = vector.load %hhf[%c0] : memref<8xf32>, vector<8xf32>
    vector.print str "f16 back to f32: "
    vector.print %hf : vector<8xf32>
    vector.print str "bits f16: "
    vector.print %hbits : vector<8xi16>
    %i = vector.load %hi[%c0] : memref<8xi32>, vector<8xi32>
    vector.print str "i32: "
    vector.print %i : vector<8xi32>
    %l = vector.load %hl[%c0] : memref<8xi64>, vector<8xi64>
    vector.print str "i64: "
    vector.print %l : vector<8xi64>
    %b = vector.load %hb[%c0] : memref<8xf64>, vector<8xf64>
    %u = vector.load %hu[%c0] : memref<8xf32>, vector<8xf32>
    vector.print str "i32 -> f64, ui32 -> f32: "
    vector.print %b : vector<8xf64> punctuation <no_punctuation>
    vector.print str " "
    vector.print %u : vector<8xf32>
    return
  }
}
