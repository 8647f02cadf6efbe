// RUN: %genx-opt %s -p 'builtin.module(convert-math-to-genx)' | FileCheck %s
// RUN: %genx-opt %s -p 'builtin.module(convert-math-to-genx{allow-approximate=true})' | FileCheck %s --check-prefix=APPROX

// CHECK-LABEL: func.func @exact
// APPROX-LABEL: func.func @exact
func.func @exact(%x: vector<8xf32>, %h: vector<16xf16>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<16xf16>) {
  // CHECK: genx.rndd %{{.*}} : (vector<8xf32>) -> vector<8xf32>
  %0 = math.floor %x : vector<8xf32>
  // CHECK: genx.rndu
  %1 = math.ceil %x : vector<8xf32>
  // CHECK: genx.rndz
  %2 = math.trunc %x : vector<8xf32>
  // CHECK: genx.rnde
  %3 = math.roundeven %x : vector<8xf32>
  // Correctly rounded by default, the fast unit when approximation is allowed.
  // CHECK: genx.ieee.sqrt %{{.*}} : (vector<8xf32>) -> vector<8xf32>
  // APPROX: genx.sqrt %{{.*}} : (vector<8xf32>) -> vector<8xf32>
  %4 = math.sqrt %x : vector<8xf32>
  // CHECK: genx.absf %{{.*}} : (vector<16xf16>) -> vector<16xf16>
  %5 = math.absf %h : vector<16xf16>
  return %0, %1, %2, %3, %4, %5 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<16xf16>
}

// CHECK-LABEL: func.func @approximate
// APPROX-LABEL: func.func @approximate
func.func @approximate(%x: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  // Without afn or the option these stay with upstream.
  // CHECK: math.sin %{{.*}} : vector<8xf32>
  // APPROX: genx.sin
  %0 = math.sin %x : vector<8xf32>
  // With afn they use the hardware.
  // CHECK: genx.cos
  %1 = math.cos %x fastmath<afn> : vector<8xf32>
  // CHECK: genx.exp
  %2 = math.exp2 %x fastmath<afn> : vector<8xf32>
  // CHECK: genx.log
  %3 = math.log2 %x fastmath<fast> : vector<8xf32>
  // CHECK: genx.rsqrt
  %4 = math.rsqrt %x fastmath<afn> : vector<8xf32>
  // CHECK: genx.pow %{{.*}}, %{{.*}} : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  %5 = math.powf %x, %x fastmath<afn> : vector<8xf32>
  // CHECK: genx.sqrt
  %6 = math.sqrt %x fastmath<afn> : vector<8xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>
}

// f64 and math without a GenX counterpart stay with upstream.
// CHECK-LABEL: func.func @left_alone
// CHECK: math.floor %{{.*}} : vector<4xf64>
// CHECK: math.tanh
// CHECK: math.exp %
// APPROX-LABEL: func.func @left_alone
// APPROX: math.floor %{{.*}} : vector<4xf64>
func.func @left_alone(%d: vector<4xf64>, %x: vector<8xf32>) -> (vector<4xf64>, vector<8xf32>, vector<8xf32>) {
  %0 = math.floor %d : vector<4xf64>
  %1 = math.tanh %x fastmath<afn> : vector<8xf32>
  %2 = math.exp %x fastmath<afn> : vector<8xf32>
  return %0, %1, %2 : vector<4xf64>, vector<8xf32>, vector<8xf32>
}
