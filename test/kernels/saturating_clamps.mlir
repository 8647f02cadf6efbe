// Clamps to an integer type's range before a conversion or a truncation,
// which genx-lower computes as saturating conversions and truncations
// (genx.fptosi.sat, genx.fptoui.sat, genx.ustrunc.sat): per work item, on
// values below, at, between and past the bounds of i8, u8 and i16.
//  - q8: roundeven, maximumf -128, minimumf 127, fptosi to i8;
//  - u8: minimumf 255 then maximumf -0.75 (a bound past the range whose
//    conversion, 0, is defined), fptoui;
//  - requant: i32 maxsi 0, minsi 255, trunci to i8 (read unsigned);
//  - h16: f16 minimumf 32767 (32768 in f16, past i16), maximumf -32768,
//    fptosi i16, on values whose clamp is in range (32768 would be
//    poison).
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @clamps(%f: memref<16xf32>, %k: memref<16xi32>, %out: memref<4x16xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %i = gpu.thread_id x
      %x = memref.load %f[%i] : memref<16xf32>
      %lo8 = arith.constant -128.0 : f32
      %hi8 = arith.constant 127.0 : f32
      %r = math.roundeven %x : f32
      %a0 = arith.maximumf %r, %lo8 : f32
      %a1 = arith.minimumf %a0, %hi8 : f32
      %q = arith.fptosi %a1 : f32 to i8
      %qw = arith.extsi %q : i8 to i32
      memref.store %qw, %out[%c0, %i] : memref<4x16xi32>
      %hiu = arith.constant 255.0 : f32
      %lou = arith.constant -0.75 : f32
      %b0 = arith.minimumf %x, %hiu : f32
      %b1 = arith.maximumf %b0, %lou : f32
      %u = arith.fptoui %b1 : f32 to i8
      %uw = arith.extui %u : i8 to i32
      memref.store %uw, %out[%c1, %i] : memref<4x16xi32>
      %n = memref.load %k[%i] : memref<16xi32>
      %zero = arith.constant 0 : i32
      %top = arith.constant 255 : i32
      %m0 = arith.maxsi %n, %zero : i32
      %m1 = arith.minsi %m0, %top : i32
      %t = arith.trunci %m1 : i32 to i8
      %tw = arith.extui %t : i8 to i32
      memref.store %tw, %out[%c2, %i] : memref<4x16xi32>
      %h = arith.truncf %x : f32 to f16
      %hhi = arith.constant 32767.0 : f16
      %hlo = arith.constant -32768.0 : f16
      %h0 = arith.minimumf %h, %hhi : f16
      %h1 = arith.maximumf %h0, %hlo : f16
      %s = arith.fptosi %h1 : f16 to i16
      %sw = arith.extsi %s : i16 to i32
      memref.store %sw, %out[%c3, %i] : memref<4x16xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c16 = arith.constant 16 : index
    %floats = arith.constant dense<[-1.0e9, -60000.0, -128.5, -128.0, -127.6, -0.5, 0.0, 0.4,
                                    2.5, 126.6, 127.4, 127.9, 254.7, 300.0, 1000.5, 32000.0]> : vector<16xf32>
    %ints = arith.constant dense<[-2147483648, -300, -1, 0, 1, 127, 128, 254,
                                  255, 256, 511, 70000, 65535, 65791, -256, 2147483647]> : vector<16xi32>
    %f = memref.alloc() : memref<16xf32>
    %k = memref.alloc() : memref<16xi32>
    vector.store %floats, %f[%c0] : memref<16xf32>, vector<16xf32>
    vector.store %ints, %k[%c0] : memref<16xi32>, vector<16xi32>
    %out = memref.alloc() : memref<4x16xi32>
    gpu.launch_func @kernels::@clamps blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%f : memref<16xf32>, %k : memref<16xi32>, %out : memref<4x16xi32>)
    %r0 = vector.load %out[%c0, %c0] : memref<4x16xi32>, vector<16xi32>
    %r1 = vector.load %out[%c1, %c0] : memref<4x16xi32>, vector<16xi32>
    %r2 = vector.load %out[%c2, %c0] : memref<4x16xi32>, vector<16xi32>
    %r3 = vector.load %out[%c3, %c0] : memref<4x16xi32>, vector<16xi32>
    vector.print %r0 : vector<16xi32>
    vector.print %r1 : vector<16xi32>
    vector.print %r2 : vector<16xi32>
    vector.print %r3 : vector<16xi32>
    memref.dealloc %f : memref<16xf32>
    memref.dealloc %k : memref<16xi32>
    memref.dealloc %out : memref<4x16xi32>
    return
  }
}
