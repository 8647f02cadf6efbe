//===- Math.td - Floating-point math -----------------------*- tablegen -*-===//
//
// Element-wise floating-point operations: the absolute-value source
// modifier, the extended math unit's transcendental functions (sine,
// cosine, base-2 exponential and logarithm, reciprocal, square root,
// reciprocal square root, power), which are fast approximations and not
// correctly rounded, their IEEE-correct variants for division and square
// root, the fractional part and the four rounding modes. Every op takes one
// or two values of its result type, scalar or vector, and works lane by
// lane; the table below lists each op once with what it computes.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_MATH_TD
#define GENX_INTRINSICS_MATH_TD

//===----------------------------------------------------------------------===//
// Arguments shared by the ops
//===----------------------------------------------------------------------===//

def GenX_MathSrc0Arg : Arg<GenX_SameAs<0>,
    "the input, of the result's type">;

/// A one-input float op: `result = f(src0)` in every lane. `value` names
/// f(src0), `types` the element types the backend takes, `note` adds what is
/// particular to the op.
class GenX_MathUnaryOp<string mnemonic, string what, string value,
                       string types, string note>
    : GenX_IntrinsicOp<mnemonic, "NoMem"> {
  let summary = what;
  let doc = "\n    Computes " # value # " in every lane; `src0` and the result "
            # "are " # types # ", scalar or vector. " # note # "\n";
  let arguments = (ins GenX_MathSrc0Arg:$src0);
  // Ops the reference gives `float` only take f32.
  let results = (outs Res<!if(!eq(types, "float"), GenX_AnyF32, GenX_AnyFloat),
                          value # " in every lane">:$result);
}

//===----------------------------------------------------------------------===//
// One input
//===----------------------------------------------------------------------===//

// [def name, mnemonic, summary, f(src0), element types, note]
foreach op = [
    ["Absf", "absf", "float absolute value (source modifier)",
     "the absolute value of `src0`", "of any float type",
     "It becomes an abs source modifier of the instruction that uses it."],
    ["Cos", "cos", "cosine (hardware precision)",
     "the cosine of `src0` (radians)", "half or float",
     "The extended math unit approximates it."],
    ["Sin", "sin", "sine (hardware precision)",
     "the sine of `src0` (radians)", "half or float",
     "The extended math unit approximates it."],
    ["Exp", "exp", "base-2 exponential (hardware precision)",
     "2 to the power `src0`", "half or float",
     "The extended math unit approximates it."],
    ["Log", "log", "base-2 logarithm (hardware precision)",
     "the base-2 logarithm of `src0`", "half or float",
     "The extended math unit approximates it."],
    ["Inv", "inv", "reciprocal (hardware precision)",
     "1 / `src0`", "half or float",
     "The extended math unit approximates it."],
    ["Sqrt", "sqrt", "square root (hardware precision)",
     "the square root of `src0`", "half or float",
     "The extended math unit approximates it; `genx.ieee.sqrt` is the "
     "correctly rounded variant."],
    ["Rsqrt", "rsqrt", "reciprocal square root (hardware precision)",
     "1 / sqrt(`src0`)", "half or float",
     "The extended math unit approximates it."],
    ["Frc", "frc", "fractional part of each element",
     "`src0 - floor(src0)`", "float",
     "The result lies in [0, 1)."],
    ["Rndd", "rndd", "round toward negative infinity",
     "the largest integral value not above `src0` (floor)", "float", ""],
    ["Rndu", "rndu", "round toward positive infinity",
     "the smallest integral value not below `src0` (ceil)", "float", ""],
    ["Rnde", "rnde", "round to nearest even",
     "the integral value nearest to `src0` (halfway cases to the even one)",
     "float", ""],
    ["Rndz", "rndz", "round toward zero",
     "`src0` without its fraction (truncation)", "float", ""]] in
  def GenX_ # op[0] # Op
      : GenX_MathUnaryOp<op[1], op[2], op[3], op[4], op[5]>;

/// The IEEE macros of the math unit: measured, IGC 1.0.12504 fails
/// ("VISA builder API call failed") on XeLP (tgllp) and XeHPG (dg2), which
/// lack them, and compiles them for XeHPC (pvc).
defvar GenX_IEEEMacroPlatforms = "-XeLP,XeHPC+";

def GenX_IeeeSqrtOp : GenX_MathUnaryOp<"ieee.sqrt", "IEEE-correct square root",
    "the square root of `src0`", "float or double",
    "It is correctly rounded as IEEE 754 requires; the backend expands it "
    "into a sequence of instructions."> {
  let backendPlatforms = GenX_IEEEMacroPlatforms;
}

//===----------------------------------------------------------------------===//
// Two inputs
//===----------------------------------------------------------------------===//

def GenX_IeeeDivOp : GenX_IntrinsicOp<"ieee.div", "NoMem"> {
  let backendPlatforms = GenX_IEEEMacroPlatforms;
  let summary = "IEEE-correct float division";
  let doc = [{
    Divides `src0` by `src1` in every lane (float or double, scalar or
    vector), correctly rounded as IEEE 754 requires; the backend expands it
    into a sequence of instructions. LLVM's `fdiv` covers ordinary division.
  }];
  let arguments = (ins Arg<GenX_SameAs<0>, "the dividend">:$src0,
                       Arg<GenX_SameAs<0>, "the divisor">:$src1);
  let results = (outs Res<GenX_AnyFloat,
                          "`src0 / src1` in every lane">:$result);
}

def GenX_PowOp : GenX_IntrinsicOp<"pow", "NoMem"> {
  let summary = "power (hardware precision)";
  let doc = [{
    Raises `src0` to the power `src1` in every lane (half or float, scalar
    or vector), approximated by the extended math unit.
  }];
  let arguments = (ins Arg<GenX_SameAs<0>, "the base">:$src0,
                       Arg<GenX_SameAs<0>, "the exponent">:$src1);
  let results = (outs Res<GenX_AnyFloat, "`src0` to the power `src1` in "
                                         "every lane">:$result);
}

#endif // GENX_INTRINSICS_MATH_TD
