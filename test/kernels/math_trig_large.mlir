// sin, cos and tan of f32 arguments from 1e5 to FLT_MAX: random magnitudes
// 2^17 .. 2^127, the floats nearest large multiples of pi/2 (whose reduced
// arguments are tiny, so every bit of the reduction counts), and edge
// values (2^23 and just below, 1e10, 1e22, FLT_MAX, negatives). Beyond
// 2^23 the reduction is Payne-Hanek's (x times the bits of 2/pi, exact);
// Cody-Waite's f32 parts of pi/2 lost the reduced argument from 1e10 on.
// 48 work items, packed. Expected values: Python's math module (the C
// library's correctly reduced double functions) on the same floats,
// rounded to f32; the CPU reference is the C library's float functions.
// TOLERANCE: ulp 4
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// CHECK: sin0: ( 0.819654, -0.91812, 0.054089, -0.896533, -0.071527, -0.415826, 0.987426, -0.691481, 0.987467, -0.988652, 0.71944, -0.897569, 0.827995, 0.2092, -0.832262, -0.997119 )
// CHECK: sin1: ( 0.833596, -0.999054, 0.987027, 0.247296, 0.188016, 0.86543, 0.59347, -0.664805, 0.33165, -0.546569, -0.0504249, 0.979025, -0.734082, -0.521877, 0.791163, 0.960413 )
// CHECK: sin2: ( -0.432248, 0.811658, -0.487506, -0.996738, -0.990055, -0.411784, -0.617454, 0.849134, -0.398178, -0.998992, -0.623246, 0.83189, -0.8424, 0.503957, 0.860354, -0.575223 )
// CHECK: cos0: ( 0.572859, -0.396302, -0.998536, -0.442977, 0.997439, 0.909444, -0.158083, -0.722395, 0.157826, 0.150225, -0.694555, -0.440873, -0.560735, 0.977873, -0.554383, -0.0758486 )
// CHECK: cos1: ( -0.552374, 0.0434755, -0.160557, -0.96894, -0.982166, -0.50103, -0.804856, 0.747016, -0.943402, -0.837414, 0.998728, 0.203742, 0.679061, 0.853021, -0.611605, -0.278581 )
// CHECK: cos2: ( -0.901755, -0.584133, 0.87312, -0.0807073, -0.14068, 0.911282, 0.786607, 0.528178, -0.917308, 0.0448832, -0.782026, -0.554941, 0.538853, -0.863728, 0.509696, 0.817997 )
// CHECK: tan0: ( 1.43081, 2.31672, -0.0541683, 2.02388, -0.0717107, -0.457231, -6.24624, 0.957207, 6.25667, -6.58116, -1.03583, 2.03589, -1.47663, 0.213934, 1.50124, 13.1462 )
// CHECK: tan1: ( -1.50911, -22.9797, -6.14752, -0.255224, -0.19143, -1.7273, -0.737362, -0.889948, -0.351547, 0.652687, -0.0504892, 4.80521, -1.08102, -0.611798, -1.29359, -3.44752 )
// CHECK: tan2: ( 0.479341, -1.38951, -0.55835, 12.35, 7.03762, -0.451873, -0.784959, 1.60767, 0.434072, -22.2576, 0.796963, -1.49906, -1.56332, -0.583467, 1.68797, -0.703209 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @trig(%in: memref<48xf32>, %out: memref<3x48xf32>) kernel
        attributes {known_block_size = array<i32: 48, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %i = gpu.thread_id x
      %x = memref.load %in[%i] : memref<48xf32>
      %s = math.sin %x : f32
      %c = math.cos %x : f32
      %t = math.tan %x : f32
      memref.store %s, %out[%c0, %i] : memref<3x48xf32>
      memref.store %c, %out[%c1, %i] : memref<3x48xf32>
      memref.store %t, %out[%c2, %i] : memref<3x48xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %v = arith.constant dense<[173517.40625, 1206752.875, 13849042.0, 17992496.0, 1649140736.0, 11731178496.0, 1163282087936.0, 1697221691047936.0, 1.196151003276116e+18, 2.6446095786058973e+19, 1.26306238151875e+21, 1.3185911366720802e+24, 1.7634693312012917e+27, 2.3158101398045012e+30, 1.458778329288568e+33, 1.6259634512381405e+36, 1.3844670369284132e+38, 3.3138550823070626e+38, 15707965.0, 193925472.0, 1686629760.0, 1570796339200.0, 1570796375900160.0, 1.5707962643598593e+20, 1.5707962898614922e+25, 1.5707963052829703e+30, 1.5707963666964019e+35, 1.9912209619086185e+30, 9.999999778196308e+21, 3.4028234663852886e+38, -1.0000000150474662e+30, -123456792.0, -8388608.0, 8388607.5, 10000000000.0, -3.300000016188736e+37, -2.97906314915121e+22, -4726929873698816.0, -2301459693568.0, -5671761739776.0, -2.441314244862748e+29, -3.3970130021874326e+33, -3.741871352553705e+29, -442254728626176.0, -2.7183133872934602e+28, -1.3564738936359795e+29, -1193004878528512.0, -7.409885908624123e+27]> : vector<48xf32>
    %in = memref.alloc() : memref<48xf32>
    vector.store %v, %in[%c0] : memref<48xf32>, vector<48xf32>
    %out = memref.alloc() : memref<3x48xf32>
    gpu.launch_func @kernels::@trig blocks in (%c1, %c1, %c1) threads in (%c48, %c1, %c1)
        args(%in : memref<48xf32>, %out : memref<3x48xf32>)
    vector.print str "sin0: "
    %sin0 = vector.load %out[%c0, %c0] : memref<3x48xf32>, vector<16xf32>
    vector.print %sin0 : vector<16xf32>
    vector.print str "sin1: "
    %sin1 = vector.load %out[%c0, %c16] : memref<3x48xf32>, vector<16xf32>
    vector.print %sin1 : vector<16xf32>
    vector.print str "sin2: "
    %sin2 = vector.load %out[%c0, %c32] : memref<3x48xf32>, vector<16xf32>
    vector.print %sin2 : vector<16xf32>
    vector.print str "cos0: "
    %cos0 = vector.load %out[%c1, %c0] : memref<3x48xf32>, vector<16xf32>
    vector.print %cos0 : vector<16xf32>
    vector.print str "cos1: "
    %cos1 = vector.load %out[%c1, %c16] : memref<3x48xf32>, vector<16xf32>
    vector.print %cos1 : vector<16xf32>
    vector.print str "cos2: "
    %cos2 = vector.load %out[%c1, %c32] : memref<3x48xf32>, vector<16xf32>
    vector.print %cos2 : vector<16xf32>
    vector.print str "tan0: "
    %tan0 = vector.load %out[%c2, %c0] : memref<3x48xf32>, vector<16xf32>
    vector.print %tan0 : vector<16xf32>
    vector.print str "tan1: "
    %tan1 = vector.load %out[%c2, %c16] : memref<3x48xf32>, vector<16xf32>
    vector.print %tan1 : vector<16xf32>
    vector.print str "tan2: "
    %tan2 = vector.load %out[%c2, %c32] : memref<3x48xf32>, vector<16xf32>
    vector.print %tan2 : vector<16xf32>
    memref.dealloc %in : memref<48xf32>
    memref.dealloc %out : memref<3x48xf32>
    return
  }
}
