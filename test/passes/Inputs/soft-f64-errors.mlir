// What genx-soft-f64 does not emulate is an error naming the op, at the op
// (genx-soft-f64.mlir runs this with -verify-diagnostics).

func.func @math_function(%x: f64) -> f64 {
  // expected-error @+1 {{'math.atan' op on f64 is not emulated by genx-soft-f64 (compute it in f32, or add fastmath<afn> to accept f32 accuracy)}}
  %y = math.atan %x : f64
  return %y : f64
}

// -----

func.func @rounding_mode(%x: f64) -> f32 {
  // expected-error @+1 {{'arith.truncf' op on f64 is not emulated by genx-soft-f64}}
  %y = arith.truncf %x toward_zero : f64 to f32
  return %y : f32
}

// -----

func.func @wide_integers(%x: f64, %i: i128) -> (i128, f64) {
  // expected-error @+1 {{'arith.fptosi' op on f64 is not emulated by genx-soft-f64}}
  %y = arith.fptosi %x : f64 to i128
  // expected-error @+1 {{'arith.sitofp' op on f64 is not emulated by genx-soft-f64}}
  %z = arith.sitofp %i : i128 to f64
  return %y, %z : i128, f64
}

// -----

func.func @other_formats(%x: f64) -> (f128, f8E5M2) {
  // expected-error @+1 {{'arith.extf' op on f64 is not emulated by genx-soft-f64}}
  %y = arith.extf %x : f64 to f128
  // expected-error @+1 {{'arith.truncf' op on f64 is not emulated by genx-soft-f64}}
  %z = arith.truncf %x : f64 to f8E5M2
  return %y, %z : f128, f8E5M2
}

// -----

func.func @vector_ops(%a: vector<4xf64>, %m: vector<4xi1>, %acc: f64) -> (vector<4x4xf64>, f64) {
  // expected-error @+1 {{'vector.outerproduct' op on f64 is not emulated by genx-soft-f64}}
  %o = vector.outerproduct %a, %a : vector<4xf64>, vector<4xf64>
  // Reported once, not again for the ops inside.
  // expected-error @+1 {{'vector.mask' op on f64 is not emulated by genx-soft-f64}}
  %r = vector.mask %m {
    vector.reduction <add>, %a, %acc : vector<4xf64> into f64
  } : vector<4xi1> -> f64
  return %o, %r : vector<4x4xf64>, f64
}

// -----

func.func @unregistered(%x: f64) -> f64 {
  // expected-error @+1 {{'foo.bar' op on f64 is not emulated by genx-soft-f64}}
  %y = "foo.bar"(%x) : (f64) -> f64
  return %y : f64
}

// -----

func.func @print(%x: f64) {
  // expected-error @+1 {{'vector.print' op on f64 is not emulated by genx-soft-f64}}
  vector.print %x : f64
  return
}
