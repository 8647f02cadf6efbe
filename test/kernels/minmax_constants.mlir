// arith.maximumf / arith.minimumf of a lane's value and a constant (a ReLU's
// max with +0, a clamp to [-0, 2.5]), which convert-arith-to-genx lowers to
// one unordered compare and one select where the constant is not a NaN nor
// the zero that loses a tie (-0 in a max, +0 in a min), and to the general
// NaN and signed-zero rules otherwise. 16 lanes of one work item:
// 1, -1, NaN, -NaN (sign kept), +0, -0, inf, -inf, 2.5, 3, -3, 0.5, smallest denormal,
// -smallest denormal, 2.5, 7.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed (bits as signed integers: +0 = 0, -0 = -2147483648):
// max(x, +0): 1, 0, nan, nan, 0, 0 (+0 wins the tie), inf, 0, 2.5, 3, 0,
// 0.5, denormal, 0, 2.5, 7; min(x, 2.5): 1, -1, nan, nan, 0, -0, 2.5, -inf,
// 2.5, 2.5, -3, 0.5, ...; max(x, -0): the +0 lane stays +0.
// CHECK: relu: ( 1, 0, nan, -nan, 0, 0, inf, 0, 2.5, 3, 0, 0.5, 1.4013e-45, 0, 2.5, 7 )
// CHECK-NEXT: relu bits: ( 1065353216, 0, {{-?[0-9]+}}, {{-?[0-9]+}}, 0, 0, 2139095040, 0, 1075838976, 1077936128, 0, 1056964608, 1, 0, 1075838976, 1088421888 )
// CHECK-NEXT: min 2.5: ( 1, -1, nan, -nan, 0, -0, 2.5, -inf, 2.5, 2.5, -3, 0.5, 1.4013e-45, -1.4013e-45, 2.5, 2.5 )
// CHECK-NEXT: max -0 bits: ( 1065353216, -2147483648, {{-?[0-9]+}}, {{-?[0-9]+}}, 0, -2147483648, 2139095040, -2147483648,
// CHECK-NEXT: min +0 bits: ( 0, -1082130432, {{-?[0-9]+}}, {{-?[0-9]+}}, 0, -2147483648, 0, -8388608,
// LOWER-LABEL: llvm.func @clamps
// LOWER: llvm.fcmp "ugt"
// LOWER: llvm.fcmp "ult"
// LOWER-COUNT-2: llvm.fcmp "ord"

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @clamps(%x: memref<16xf32>, %out: memref<4x16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %v = vector.load %x[%c0] : memref<16xf32>, vector<16xf32>
      %pz = arith.constant dense<0.0> : vector<16xf32>
      %nz = arith.constant dense<-0.0> : vector<16xf32>
      %hi = arith.constant dense<2.5> : vector<16xf32>
      %relu = arith.maximumf %v, %pz : vector<16xf32>
      %lo = arith.minimumf %hi, %v : vector<16xf32>
      %mz = arith.maximumf %nz, %v : vector<16xf32>
      %mp = arith.minimumf %v, %pz : vector<16xf32>
      vector.store %relu, %out[%c0, %c0] : memref<4x16xf32>, vector<16xf32>
      vector.store %lo, %out[%c1, %c0] : memref<4x16xf32>, vector<16xf32>
      vector.store %mz, %out[%c2, %c0] : memref<4x16xf32>, vector<16xf32>
      vector.store %mp, %out[%c3, %c0] : memref<4x16xf32>, vector<16xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %x = memref.alloc() : memref<16xf32>
    %out = memref.alloc() : memref<4x16xf32>
    %bits = arith.constant dense<[1065353216, -1082130432, 2143289344, -4194304, 0, -2147483648, 2139095040, -8388608, 1075838976, 1077936128, -1069547520, 1056964608, 1, -2147483647, 1075838976, 1088421888]> : vector<16xi32>
    %vals = arith.bitcast %bits : vector<16xi32> to vector<16xf32>
    vector.store %vals, %x[%c0] : memref<16xf32>, vector<16xf32>
    gpu.launch_func @kernels::@clamps blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<16xf32>, %out : memref<4x16xf32>)
    %r = vector.load %out[%c0, %c0] : memref<4x16xf32>, vector<16xf32>
    %rb = arith.bitcast %r : vector<16xf32> to vector<16xi32>
    vector.print str "relu: "
    vector.print %r : vector<16xf32>
    vector.print str "relu bits: "
    vector.print %rb : vector<16xi32>
    %l = vector.load %out[%c1, %c0] : memref<4x16xf32>, vector<16xf32>
    vector.print str "min 2.5: "
    vector.print %l : vector<16xf32>
    %m = vector.load %out[%c2, %c0] : memref<4x16xf32>, vector<16xf32>
    %mb = arith.bitcast %m : vector<16xf32> to vector<16xi32>
    vector.print str "max -0 bits: "
    vector.print %mb : vector<16xi32>
    %p = vector.load %out[%c3, %c0] : memref<4x16xf32>, vector<16xf32>
    %pb = arith.bitcast %p : vector<16xf32> to vector<16xi32>
    vector.print str "min +0 bits: "
    vector.print %pb : vector<16xi32>
    return
  }
}
