//===- Conversions.td - Type conversions -------------------*- tablegen -*-===//
//
// Conversions between value types: float to integer and integer to narrower
// integer with saturation (the trunc.sat family has the ss/su/us/uu
// variants defined in Arithmetic.td); conversions to and from the reduced
// precision floats of the matrix engines (bf16, tf32, bf8, hf8, 4-bit
// e2m1/int4), with stochastic or biased rounding; and the backend-internal
// markers that load constants and move values between register categories
// (general and address registers). The 4-bit downconversion's encodings are
// enum immediates, defined once here.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_CONVERSIONS_TD
#define GENX_INTRINSICS_CONVERSIONS_TD

//===----------------------------------------------------------------------===//
// Encodings
//===----------------------------------------------------------------------===//

def GenX_DownconvertType : GenX_I8EnumImm<"DownconvertType",
    "4-bit downconversion", [
    GenX_I8Case<"bf16_to_e2m1", 1>, GenX_I8Case<"bf16_to_int4", 2>,
    GenX_I8Case<"f16_to_e2m1", 4>, GenX_I8Case<"f16_to_int4", 5>]>;

/// Where the 4-bit results go in each 32-bit result element: into bytes 0
/// and 2 (`even`) or 1 and 3 (`odd`), the other two bytes being zero; and
/// which values share a byte (`by_source`: the two halves of one source
/// element, src0's in the first byte and src1's in the second; `by_half`:
/// the same half of src0 (low nibble) and src1 (high nibble), low halves in
/// the first byte).
def GenX_DownconvertPacking : GenX_I8EnumImm<"DownconvertPacking",
    "4-bit result packing", [
    GenX_I8Case<"even_by_source", 0>, GenX_I8Case<"even_by_half", 1>,
    GenX_I8Case<"odd_by_source", 2>, GenX_I8Case<"odd_by_half", 3>]>;

def GenX_DownconvertRounding : GenX_I8EnumImm<"DownconvertRounding",
    "4-bit downconversion rounding", [
    GenX_I8Case<"biased", 0>, GenX_I8Case<"nearest_even", 1>]>;

//===----------------------------------------------------------------------===//
// Saturating conversions to integers
//===----------------------------------------------------------------------===//

/// fptosi.sat, fptoui.sat; `sign` is GenX_Signed or GenX_Unsigned
/// (Arithmetic.td).
class GenX_FpToIntSatOp<GenX_Sign sign>
    : GenX_IntrinsicOp<"fpto" # sign.prefix # "i.sat", "NoMem"> {
  let summary = "float to " # sign.word # " integer with saturation";
  let doc = [{
    Converts each element of `src0` to an integer of the result's
    element type, rounding toward zero; values outside that type's
    }] # sign.word # [{ range become its nearest bound.
  }];
  let arguments = (ins Arg<GenX_AnyFloat, "the floats to convert, scalar "
                           "or vector">:$src0);
  let results = (outs Res<GenX_AnyInt, sign.word # " integers, as many as "
                          "`src0` has">:$result);
}

foreach sign = [GenX_Signed, GenX_Unsigned] in
  def GenX_Fpto # sign.prefix # iSatOp : GenX_FpToIntSatOp<sign>;

/// sstrunc.sat, sutrunc.sat, ustrunc.sat, uutrunc.sat: the signedness
/// variants are those of Arithmetic.td.
class GenX_TruncSatOp<GenX_Signedness sg>
    : GenX_IntrinsicOp<sg.prefix # "trunc.sat", "NoMem"> {
  let summary = "truncation, " # sg.result # " result, " # sg.operands
                # " operand, saturated";
  let doc = [{
    Converts each element of `src0`, read as }] # sg.operands # [{, to the
    result's element type, read as }] # sg.result # [{; values outside its
    range become its nearest bound. The result may be narrower or wider
    than `src0`, with as many elements.
  }];
  let arguments = (ins Arg<GenX_AnyInt, "the integers to convert, read as "
                           # sg.operands>:$src0);
  let results = (outs Res<GenX_AnyInt, sg.result # " integers, as many as "
                          "`src0` has">:$result);
}

foreach sg = GenX_AllSignedness in
  def GenX_ # sg.defPrefix # truncSatOp : GenX_TruncSatOp<sg>;

//===----------------------------------------------------------------------===//
// Reduced-precision floats
//===----------------------------------------------------------------------===//

def GenX_BfCvtOp : GenX_IntrinsicOp<"bf.cvt", "NoMem"> {
  let summary = "convert between bfloat16 and float";
  let doc = [{
    Converts float elements to bfloat16, or bfloat16 elements to float.
    bfloat16 values are carried in `half`-typed vectors: a float source
    gives a half-typed result and a half-typed source a float result.
  }];
  let arguments = (ins Arg<GenX_AnyFloat, "float values, or bfloat16 values "
                           "in a half type">:$src0);
  let results = (outs Res<GenX_AnyFloat, "bfloat16 values in a half type "
                          "(from float), or floats (from bfloat16); as many "
                          "as `src0` has">:$result);
}

def GenX_Tf32CvtOp : GenX_IntrinsicOp<"tf32.cvt", "NoMem"> {
  let summary = "convert float to tf32";
  let doc = [{
    Rounds each float element to tensorfloat32 (8-bit exponent, 10-bit
    mantissa) and returns its 32-bit pattern as an unsigned integer.
  }];
  let arguments = (ins Arg<GenX_AnyVector, "float values (the reference "
                           "also names half)">:$src0);
  let results = (outs Res<GenX_AnyVector, "the tf32 values, one i32 "
                          "(unsigned) per element">:$result);
}

/// qf.cvt and hf8.cvt: 8-bit floats, carried in i8, to and from half.
class GenX_Fp8CvtOp<string mnemonic, string format, string layout>
    : GenX_IntrinsicOp<mnemonic, "NoMem", "Xe3+"> {
  let summary = "convert between " # format # " and half";
  let doc = [{
    Converts each element between half and the 8-bit float format
    }] # format # " (" # layout # [{), which is carried in i8: a half source
    gives an i8 result, an i8 source a half result.
  }];
  let arguments = (ins Arg<GenX_AnyVector, "half values, or " # format
                           # " values as i8">:$src0);
  let results = (outs Res<GenX_AnyVector, format # " values as i8 (from "
                          "half), or halves (from i8); as many as `src0` "
                          "has">:$result);
}

/// `qf` (quarter float) is the backend's name for bf8.
def GenX_QfCvtOp : GenX_Fp8CvtOp<"qf.cvt", "bf8", "e5m2">;
def GenX_Hf8CvtOp : GenX_Fp8CvtOp<"hf8.cvt", "hf8", "e4m3"> {
  let inVCIntrinsics011 = 0;
}

def GenX_SrndOp : GenX_IntrinsicOp<"srnd", "NoMem"> {
  let summary = "stochastic rounding to a narrower float";
  let doc = [{
    Rounds each element of `src0` to the next narrower float, float to
    half or half to bf8, using the matching element of `bias` as random
    bits so that the rounding direction is chosen stochastically.
  }];
  let arguments = (ins
      Arg<GenX_AnyVector, "float or half values to round">:$src0,
      Arg<GenX_AnyVector, "random bits per element, same type as "
          "`src0`">:$bias);
  let results = (outs Res<GenX_AnyVector, "half values (from float) or bf8 "
                          "values as i8 (from half)">:$result);
}

/// biased.rounding.bf8 and biased.rounding.hf8.
class GenX_BiasedRoundingOp<string format, string layout, string sources,
                            string platform>
    : GenX_IntrinsicOp<"biased.rounding." # format, "NoMem", platform> {
  let summary = "round to " # format # " with a random bias";
  let inVCIntrinsics011 = 0;
  let doc = [{
    Rounds each element of `src0` to the 8-bit float format
    }] # format # " (" # layout # [{), using the matching byte of `bias`
    as the rounding bias; random bias bytes give stochastic rounding.
  }];
  let arguments = (ins Arg<GenX_AnyVector, sources # " values">:$src0,
      Arg<GenX_SameAs<0>, "bias per element: i8, same type as the "
          "result">:$bias);
  let results = (outs Res<GenX_AnyInt, "the " # format # " values as i8, "
                          "as many as `src0` has">:$result);
}

foreach f = [["bf8", "Bf8", "e5m2", "half", "Xe3+"],
             ["hf8", "Hf8", "e4m3", "half or bfloat16 (bf16 or i16)",
              "Xe3P+"]] in
  def GenX_BiasedRounding # f[1] # Op
      : GenX_BiasedRoundingOp<f[0], f[2], f[3], f[4]>;

def GenX_X4bitDownconvertOp
    : GenX_IntrinsicOp<"4bit.downconvert", "NoMem", "Xe3P+"> {
  let summary = "convert 16-bit floats to packed 4-bit values";
  let doc = [{
    Converts the 16-bit bfloat16 or half values of `src0` and `src1`, two
    per 32-bit element, to 4-bit e2m1 floats or int4 integers, and packs
    them into the result as `packing` says. With biased rounding, each
    value is rounded with a bias from `bias`: its low 16 bits for values
    that land in a low nibble, its high 16 bits for a high nibble.
  }];
  let inVCIntrinsics011 = 0;
  let arguments = (ins
      Arg<GenX_SameAs<0>, "first source: two 16-bit values per i32 "
          "element">:$src0,
      Arg<GenX_SameAs<0>, "second source, same layout">:$src1,
      Arg<GenX_SameAs<0>, "rounding bias, two 16-bit halves per i32 "
          "element; ignored with `nearest_even`">:$bias,
      Arg<GenX_DownconvertType, "source format and 4-bit format">:$conversion,
      Arg<GenX_DownconvertPacking, "where the 4-bit values go in each "
          "result element (see the enum)">:$packing,
      Arg<GenX_DownconvertRounding, "how values are rounded">:$rounding);
  let results = (outs Res<GenX_AnyInt, "the packed 4-bit values: i32 "
                          "elements, as many as `src0` has">:$result);
}

def GenX_Packed4bitUpconvertLutOp
    : GenX_IntrinsicOp<"packed.4bit.upconvert.lut", "NoMem", "Xe3P+"> {
  let summary = "expand packed 4-bit values through a lookup table";
  let doc = [{
    Expands the 4-bit codes packed in each element of `src0` by looking
    each code up in the 16-entry table `lut`, giving one 32-bit element
    per element of `src0`. The reference does not document the exact
    packing.
  }];
  let inVCIntrinsics011 = 0;
  let arguments = (ins
      Arg<GenX_Vec<16, GenX_Int, "int16">, "the table: 16 i32 entries, "
          "indexed by a 4-bit code">:$lut,
      Arg<GenX_AnyInt, "packed 4-bit codes: i8 or i16 elements">:$src0);
  let results = (outs Res<GenX_AnyInt, "i32 elements, one per element of "
                          "`src0`">:$result);
}

//===----------------------------------------------------------------------===//
// Backend-internal markers
//===----------------------------------------------------------------------===//

/// constanti, constantf: the backend's constant materialization.
class GenX_ConstantOp<string suffix, Type type, string what>
    : GenX_IntrinsicOp<"constant" # suffix, "NoMem"> {
  let summary = "materialize " # what # " constant in a register";
  let doc = [{
    Copies a constant into a register and returns it, so that later
    passes do not fold the constant back into the instruction using it.
    Inserted by the GenX backend's lowering.
  }];
  let arguments = (ins Arg<GenX_SameAs<0>, "the constant: scalar or vector, "
                           "not i1">:$value);
  let results = (outs Res<type, "the constant, in a register">:$result);
}

def GenX_ConstantiOp : GenX_ConstantOp<"i", GenX_AnyInt, "an integer">;
def GenX_ConstantfOp : GenX_ConstantOp<"f", GenX_AnyFloat, "a float">;

def GenX_ConvertOp : GenX_IntrinsicOp<"convert", "NoMem"> {
  let summary = "copy an integer value, marking a conversion point for the "
                "backend";
  let doc = [{
    Returns `src0` unchanged. The backend inserts it where a value moves
    between register categories other than address registers (or is
    copied within a non-general category); the categories are implied by
    the value's other uses.
  }];
  let arguments = (ins Arg<GenX_SameAs<0>, "the value: i32 or a vector of "
                           "i32">:$src0);
  let results = (outs Res<GenX_AnyInt, "`src0`, in its new "
                          "category">:$result);
}

def GenX_ConvertAddrOp : GenX_IntrinsicOp<"convert.addr", "NoMem"> {
  let summary = "convert a value to an address register with an offset";
  let doc = [{
    Moves a general-register value into an address register to serve as
    the variable index of a region access, adding the constant `offset`.
    Inserted by the backend, which may later adjust the offset to keep
    the address inside the register it points into.
  }];
  let arguments = (ins
      Arg<GenX_SameAs<0>, "the index: i16 or a vector of i16">:$src0,
      Arg<GenX_ImmShort, "constant added to the index">:$offset);
  let results = (outs Res<GenX_AnyInt, "the address, same type as "
                          "`src0`">:$result);
}

def GenX_AddAddrOp : GenX_IntrinsicOp<"add.addr", "NoMem"> {
  let summary = "add to an address register value";
  let doc = [{
    Adds `offset` to an address-register value. The backend turns a
    constant add whose result indexes a region into this op, so that the
    add happens in the address register.
  }];
  let arguments = (ins
      Arg<GenX_AnyInt, "the address register value: i16 or a vector of "
          "i16">:$address,
      Arg<GenX_SameAs<0>, "amount added: i16 or a vector of i16, same type "
          "as the result">:$offset);
  let results = (outs Res<GenX_AnyInt, "the new address">:$result);
}

#endif // GENX_INTRINSICS_CONVERSIONS_TD
