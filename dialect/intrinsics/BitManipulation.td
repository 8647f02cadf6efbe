//===- BitManipulation.td - Bit manipulation ---------------*- tablegen -*-===//
//
// Element-wise integer bit operations: bit-field insert and extract, bit
// reversal, population count, finding the lowest or highest set bit,
// leading-zero count, rotates, the three-input boolean function (a lookup
// table applied bit by bit) and the linear feedback shift register step.
// Each op works lane by lane on scalars or vectors; most take and return
// 32-bit integers (`i32` or vectors of `i32`), rotates and `bfn` also other
// widths.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_BITMANIPULATION_TD
#define GENX_INTRINSICS_BITMANIPULATION_TD

//===----------------------------------------------------------------------===//
// Encodings
//===----------------------------------------------------------------------===//

/// How `lfsr` splits each 32-bit lane: one 32-bit register, two 16-bit
/// registers or four 8-bit registers stepped independently.
def GenX_LFSRMode : GenX_I8EnumImm<"LFSRMode", "LFSR register width", [
    GenX_I8Case<"b32", 0>, GenX_I8Case<"b16x2", 1>, GenX_I8Case<"b8x4", 2>]>;

//===----------------------------------------------------------------------===//
// Arguments shared by the ops
//===----------------------------------------------------------------------===//

def GenX_BitWidthArg : Arg<GenX_SameAs<0>,
    "bits in the field, per lane (only the low 5 bits count)">;
def GenX_BitOffsetArg : Arg<GenX_SameAs<0>,
    "position of the field's lowest bit, per lane (only the low 5 bits "
    "count)">;

//===----------------------------------------------------------------------===//
// One input
//===----------------------------------------------------------------------===//

/// `result = f(src0)` in every lane, `src0` of the result's type (32-bit
/// integers). `value` names f(src0), `note` adds what is particular.
class GenX_BitUnaryOp<string mnemonic, string what, string value,
                      string note>
    : GenX_IntrinsicOp<mnemonic, "NoMem"> {
  let summary = what;
  let doc = "\n    Computes " # value # " in every lane of `src0`, a 32-bit "
            # "integer or vector of them. " # note # "\n";
  let arguments = (ins Arg<GenX_SameAs<0>, "the input, of the result's "
                                           "type">:$src0);
  let results = (outs Res<GenX_AnyInt, value # ", per lane">:$result);
}

// [def name, mnemonic, summary, f(src0), note]
foreach op = [
    ["Bfrev", "bfrev", "reverse the bits of each element",
     "the bits of the lane in reverse order", "Bit 0 goes to bit 31."],
    ["Fbl", "fbl", "find the lowest set bit of each element",
     "the index of the lowest set bit",
     "A lane of 0 gives all ones (0xFFFFFFFF)."],
    ["Lzd", "lzd", "count leading zeros of each element",
     "the number of leading zero bits", "A lane of 0 gives 32."],
    ["Ufbh", "ufbh", "find the highest set bit",
     "the number of zero bits above the highest set bit",
     "The lane is unsigned; a lane of 0 gives all ones (0xFFFFFFFF)."],
    ["Sfbh", "sfbh", "find the highest bit differing from the sign bit",
     "the number of leading bits equal to the sign bit",
     "The lane is signed: leading zeros are counted for a non-negative lane, "
     "leading ones for a negative one; 0 and -1 give all ones "
     "(0xFFFFFFFF)."]] in
  def GenX_ # op[0] # Op : GenX_BitUnaryOp<op[1], op[2], op[3], op[4]>;

def GenX_CbitOp : GenX_IntrinsicOp<"cbit", "NoMem"> {
  let summary = "count set bits of each element";
  let doc = [{
    Counts the set bits of every lane of `src0`, an integer of any width or
    a vector of them; the result has as many lanes, of 32-bit integers.
  }];
  let arguments = (ins Arg<GenX_AnyInt, "the input">:$src0);
  let results = (outs Res<GenX_AnyInt, "the number of set bits, per "
                                       "lane">:$result);
}

//===----------------------------------------------------------------------===//
// Bit fields
//===----------------------------------------------------------------------===//

def GenX_BfiOp : GenX_IntrinsicOp<"bfi", "NoMem"> {
  let summary = "bit field insert";
  let doc = [{
    In every lane, replaces the `width` bits of `base` starting at bit
    `offset` with the low `width` bits of `value`:
    `mask = ((1 << width) - 1) << offset`,
    `result = ((value << offset) & mask) | (base & ~mask)`.
    All operands are 32-bit integers (or vectors of them) of the result's
    type.
  }];
  let arguments = (ins GenX_BitWidthArg:$width, GenX_BitOffsetArg:$offset,
      Arg<GenX_SameAs<0>, "the bits to insert, taken from bit 0 up">:$value,
      Arg<GenX_SameAs<0>, "the value the field is inserted into">:$base);
  let results = (outs Res<GenX_AnyInt, "`base` with the field replaced, per "
                                       "lane">:$result);
}

/// sbfe / ubfe: the field, sign- or zero-extended.
foreach op = [["Sbfe", "sbfe", "signed", "sign-extended from its top bit"],
              ["Ubfe", "ubfe", "unsigned", "zero-extended"]] in
  def GenX_ # op[0] # Op : GenX_IntrinsicOp<op[1], "NoMem"> {
    let summary = op[2] # " bit field extract";
    let doc = "\n    In every lane, extracts the `width` bits of `value` "
              # "starting at bit `offset`, " # op[3] # " to 32 bits. All "
              # "operands are 32-bit integers (or vectors of them) of the "
              # "result's type.\n";
    let arguments = (ins GenX_BitWidthArg:$width, GenX_BitOffsetArg:$offset,
        Arg<GenX_SameAs<0>, "the value the field is taken from">:$value);
    let results = (outs Res<GenX_AnyInt, "the field, " # op[3] # ", per "
                                         "lane">:$result);
  }

//===----------------------------------------------------------------------===//
// Rotates
//===----------------------------------------------------------------------===//

foreach op = [["Rol", "rol", "left", "higher"],
              ["Ror", "ror", "right", "lower"]] in
  def GenX_ # op[0] # Op : GenX_IntrinsicOp<op[1], "NoMem"> {
    let summary = "rotate " # op[2];
    let doc = "\n    Rotates every lane of `src0` " # op[2] # " by `src1` "
              # "bits: bits move toward " # op[3] # " positions and those "
              # "shifted out come back at the other end. Lanes are integers "
              # "of any width including 64 bits; the result has as many "
              # "lanes, of any integer type.\n";
    let arguments = (ins Arg<GenX_AnyInt, "the value to rotate">:$src0,
        Arg<GenX_SameAs<1>, "the rotate amount in bits, per lane (modulo "
            "the element width)">:$src1);
    let results = (outs Res<GenX_AnyInt, "the rotated value, per "
                                         "lane">:$result);
  }

//===----------------------------------------------------------------------===//
// Boolean function and LFSR
//===----------------------------------------------------------------------===//

def GenX_BfnOp : GenX_IntrinsicOp<"bfn", "NoMem"> {
  let summary = "arbitrary three-input boolean function (lookup table)";
  // Measured: IGC 1.0.12504 prints "INVALID opcode" on XeLP yet succeeds.
  let backendPlatforms = "XeHP+";
  let doc = [{
    Applies an arbitrary boolean function of three inputs to every bit of
    every lane: bit `i` of the result is bit `s0 + 2 * s1 + 4 * s2` of
    `lut`, where `s0`, `s1`, `s2` are bit `i` of `src0`, `src1`, `src2`.
    For example `lut = 0x80` computes the and of the three inputs and
    `lut = 0x96` their exclusive or. Lanes are 16- or 32-bit integers.
  }];
  let arguments = (ins Arg<GenX_AnyInt, "first input">:$src0,
      Arg<GenX_SameAs<1>, "second input">:$src1,
      Arg<GenX_SameAs<1>, "third input">:$src2,
      Arg<GenX_ImmChar, "the function's truth table: bit n is the result "
          "for inputs (src0, src1, src2) = (n & 1, n >> 1 & 1, n >> 2)">:$lut);
  let results = (outs Res<GenX_AnyInt, "the function applied bit by bit, "
                                       "per lane">:$result);
}

def GenX_LfsrOp : GenX_IntrinsicOp<"lfsr", "NoMem", "Xe3P+"> {
  let summary = "step a linear feedback shift register";
  let inVCIntrinsics011 = 0;
  let doc = [{
    Advances a linear feedback shift register, a source of pseudo-random
    numbers, by one step in every lane: from the state `seed` and the
    feedback taps `polynomial` it returns the next state. `mode` splits each
    32-bit lane into one, two or four registers stepped independently.
  }];
  let arguments = (ins
      Arg<GenX_SameAs<0>, "the current state, per lane (i32 lanes)">:$seed,
      Arg<GenX_SameAs<0>, "the feedback polynomial (tap mask), per "
          "lane">:$polynomial,
      Arg<GenX_LFSRMode, "b32: one 32-bit register per lane; b16x2: two "
          "16-bit ones; b8x4: four 8-bit ones">:$mode);
  let results = (outs Res<GenX_AnyInt, "the next state, per lane">:$result);
}

#endif // GENX_INTRINSICS_BITMANIPULATION_TD
