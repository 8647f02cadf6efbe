// math.powf, math.atan2, math.log/log2/log10 and math.sin/cos per work item on
// the cases C's libm defines exactly and approximations tend to miss:
// negative bases with integer exponents (pow(-2, 3) = -8, pow(-0, -1) =
// -inf), pow(x, 0) = pow(1, y) = 1 with NaN and infinities, a finite
// negative base with a non-integer exponent (NaN), atan2 on signed zeros
// and infinities (its sign is y's), logarithms of subnormals, and sin/cos
// of arguments up to 1e9, where a one-step reduction by pi/2 breaks down.
// 16 work items a kernel (packed), f32 and f16 for pow and atan2.
// TOLERANCE: ulp 4 rel 1e-5 abs 1e-6
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @binary(%x: memref<16xf32>, %y: memref<16xf32>, %pow: memref<16xf32>, %atan: memref<16xf32>,
                     %hpow: memref<16xf16>, %hatan: memref<16xf16>) kernel {
      %i = gpu.global_id x
      %a = memref.load %x[%i] : memref<16xf32>
      %b = memref.load %y[%i] : memref<16xf32>
      %p = math.powf %a, %b : f32
      memref.store %p, %pow[%i] : memref<16xf32>
      %t = math.atan2 %a, %b : f32
      memref.store %t, %atan[%i] : memref<16xf32>
      %ha = arith.truncf %a : f32 to f16
      %hb = arith.truncf %b : f32 to f16
      %hp = math.powf %ha, %hb : f16
      memref.store %hp, %hpow[%i] : memref<16xf16>
      %ht = math.atan2 %ha, %hb : f16
      memref.store %ht, %hatan[%i] : memref<16xf16>
      gpu.return
    }
    gpu.func @unary(%x: memref<16xf32>, %s: memref<16xf32>, %ln: memref<16xf32>, %lg: memref<16xf32>,
                    %sn: memref<16xf32>, %cs: memref<16xf32>, %l10: memref<16xf32>) kernel {
      %i = gpu.global_id x
      %a = memref.load %x[%i] : memref<16xf32>
      %l = math.log %a : f32
      memref.store %l, %ln[%i] : memref<16xf32>
      %l2 = math.log2 %a : f32
      memref.store %l2, %lg[%i] : memref<16xf32>
      %t10 = math.log10 %a : f32
      memref.store %t10, %l10[%i] : memref<16xf32>
      %v = memref.load %s[%i] : memref<16xf32>
      %sv = math.sin %v : f32
      memref.store %sv, %sn[%i] : memref<16xf32>
      %cv = math.cos %v : f32
      memref.store %cv, %cs[%i] : memref<16xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %x = memref.alloc() : memref<16xf32>
    %y = memref.alloc() : memref<16xf32>
    %tx = arith.constant dense<[0.0, 1.0, 0x7F800000, -2.0, -2.0, -0.0, -0.0, 0xFF800000, -1.0, -8.0, 1.0, 0x7FC00000, -0.0, 0.0, -1.0, 2.5]> : vector<16xf32>
    %ty = arith.constant dense<[0.0, 0x7F800000, 0.0, 3.0, 2.0, -1.0, 3.0, 3.0, 0xFF800000, 0.5, 0x7FC00000, 0.0, -0.0, -1.0, -0.0, -3.0]> : vector<16xf32>
    vector.store %tx, %x[%c0] : memref<16xf32>, vector<16xf32>
    vector.store %ty, %y[%c0] : memref<16xf32>, vector<16xf32>
    %pow = memref.alloc() : memref<16xf32>
    %atan = memref.alloc() : memref<16xf32>
    %hpow = memref.alloc() : memref<16xf16>
    %hatan = memref.alloc() : memref<16xf16>
    gpu.launch_func @kernels::@binary blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%x : memref<16xf32>, %y : memref<16xf32>, %pow : memref<16xf32>, %atan : memref<16xf32>,
             %hpow : memref<16xf16>, %hatan : memref<16xf16>)
    %u = memref.alloc() : memref<16xf32>
    %s = memref.alloc() : memref<16xf32>
    %tu = arith.constant dense<[1.17549435E-38, 1.0E-38, 1.0E-40, 1.4E-45, 0.0, 1.0, 2.0, 1.0E-30, 5.0E-39, 3.0E-42, 0x7F800000, 1.0E+30, 8.0E-39, 2.0E-44, 0.5, 1.0E+10]> : vector<16xf32>
    %ts = arith.constant dense<[1.0E+7, 1.0E+8, 1.5E+8, 1.0E+9, -1.0E+9, 123456.0, -98765.4, 3.0E+6, 0.0, -0.0, 1.0, -2.5, 33.3, 1.0E+5, 4.0E+8, -7.0E+7]> : vector<16xf32>
    vector.store %tu, %u[%c0] : memref<16xf32>, vector<16xf32>
    vector.store %ts, %s[%c0] : memref<16xf32>, vector<16xf32>
    %ln = memref.alloc() : memref<16xf32>
    %lg = memref.alloc() : memref<16xf32>
    %sn = memref.alloc() : memref<16xf32>
    %cs = memref.alloc() : memref<16xf32>
    %l10 = memref.alloc() : memref<16xf32>
    gpu.launch_func @kernels::@unary blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%u : memref<16xf32>, %s : memref<16xf32>, %ln : memref<16xf32>, %lg : memref<16xf32>,
             %sn : memref<16xf32>, %cs : memref<16xf32>, %l10 : memref<16xf32>)
    %r0 = vector.load %pow[%c0] : memref<16xf32>, vector<16xf32>
    vector.print %r0 : vector<16xf32>
    %r1 = vector.load %atan[%c0] : memref<16xf32>, vector<16xf32>
    vector.print %r1 : vector<16xf32>
    %r2 = vector.load %hpow[%c0] : memref<16xf16>, vector<16xf16>
    %r2f = arith.extf %r2 : vector<16xf16> to vector<16xf32>
    vector.print %r2f : vector<16xf32>
    %r3 = vector.load %hatan[%c0] : memref<16xf16>, vector<16xf16>
    %r3f = arith.extf %r3 : vector<16xf16> to vector<16xf32>
    vector.print %r3f : vector<16xf32>
    %r4 = vector.load %ln[%c0] : memref<16xf32>, vector<16xf32>
    vector.print %r4 : vector<16xf32>
    %r5 = vector.load %lg[%c0] : memref<16xf32>, vector<16xf32>
    vector.print %r5 : vector<16xf32>
    %r6 = vector.load %sn[%c0] : memref<16xf32>, vector<16xf32>
    vector.print %r6 : vector<16xf32>
    %r7 = vector.load %cs[%c0] : memref<16xf32>, vector<16xf32>
    vector.print %r7 : vector<16xf32>
    %r8 = vector.load %l10[%c0] : memref<16xf32>, vector<16xf32>
    vector.print %r8 : vector<16xf32>
    return
  }
}
