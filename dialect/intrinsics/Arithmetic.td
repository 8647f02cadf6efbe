//===- Arithmetic.td - Integer and float ALU operations ----*- tablegen -*-===//
//
// The computing ALU intrinsics: integer absolute value; three-way add and
// add/subtract with carry or borrow out; the integer families whose result
// and operands differ in signedness (ss, su, us, uu x add3.sat, avg, mul,
// mad, shl, sad2add, dp4a, with and without saturation; their truncation
// sibling trunc.sat is in Conversions.td); the signed/unsigned pairs (sad2,
// imad, madw, mulh); and the float operations of the 3D pipeline that work
// on groups of four elements (dp2, dp3, dp4, dph, line, pln) and linear
// interpolation. Each argument layout is one class; the signedness and
// saturation variants of a family come from `foreach`.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_ARITHMETIC_TD
#define GENX_INTRINSICS_ARITHMETIC_TD

//===----------------------------------------------------------------------===//
// Signedness variants
//===----------------------------------------------------------------------===//

/// A variant of the mixed-signedness families, named by the two letters
/// that start its mnemonic: the first gives the signedness of the result,
/// the second that of the operands (`su`: signed result computed from
/// unsigned operands). Conversions.td uses these too.
class GenX_Signedness<string letters> {
  string prefix = letters;
  /// The prefix as it starts a def name: `Su`.
  string defPrefix = !toupper(!substr(letters, 0, 1)) # !substr(letters, 1);
  string result = !if(!eq(!substr(letters, 0, 1), "s"), "signed", "unsigned");
  string operands = !if(!eq(!substr(letters, 1, 1), "s"), "signed",
                        "unsigned");
  /// The variant in words, as summaries end.
  string meaning = result # " result, " # operands # " operands";
}
def GenX_SignedFromSigned : GenX_Signedness<"ss">;
def GenX_SignedFromUnsigned : GenX_Signedness<"su">;
def GenX_UnsignedFromSigned : GenX_Signedness<"us">;
def GenX_UnsignedFromUnsigned : GenX_Signedness<"uu">;
defvar GenX_AllSignedness = [GenX_SignedFromSigned, GenX_SignedFromUnsigned,
                             GenX_UnsignedFromSigned,
                             GenX_UnsignedFromUnsigned];

/// The operation of a mixed-signedness family: its mnemonic stem, the words
/// of its summary, what it computes, which values the operand signedness
/// applies to, and the meaning of each operand.
class GenX_MixedKind<string stem, string words, string computation,
                     string signedValues, list<string> operandMeanings,
                     Type operandTy = GenX_AnyInt,
                     Type resultTy = GenX_AnyInt> {
  /// The types the reference allows `src0` and the result.
  Type operandType = operandTy;
  Type resultType = resultTy;
  string name = stem;
  string summary = words;
  string what = computation;
  string readAs = signedValues;
  list<string> operands = operandMeanings;
}

/// The closing sentences of a mixed-signedness op's documentation: how the
/// operands are read and how the exact value reaches the result type.
class GenX_MixedResultText<GenX_Signedness sg, GenX_MixedKind kind,
                           bit sat> {
  string text = "\n    " # kind.readAs # " are read as " # sg.operands
      # " integers.\n    The value is computed exactly, then "
      # !if(sat, "clamped to the range of the " # sg.result
                 # " result\n    type.",
            "wrapped to the result type (its low\n    bits are kept, read as "
            # sg.result # ").");
}

/// `<variant><stem>[.sat]`, whose def is GenX_<Variant><stem>[Sat]Op.
class GenX_MixedOp<GenX_Signedness sg, GenX_MixedKind kind, bit sat>
    : GenX_IntrinsicOp<sg.prefix # kind.name # !if(sat, ".sat", ""),
                       "NoMem"> {
  let summary = kind.summary # ", " # sg.meaning
                # !if(sat, ", saturated", "");
  let doc = kind.what # GenX_MixedResultText<sg, kind, sat>.text # "\n";
}

//===----------------------------------------------------------------------===//
// Absolute value, add3, add with carry, subtract with borrow
//===----------------------------------------------------------------------===//

def GenX_AbsiOp : GenX_IntrinsicOp<"absi", "NoMem"> {
  let summary = "integer absolute value (source modifier)";
  let doc = [{
    Returns the absolute value of each element. The backend folds it into
    the instruction that uses it as the `(abs)` source modifier; the most
    negative value, whose absolute value does not fit, is returned
    unchanged.
  }];
  let arguments = (ins Arg<GenX_SameAs<0>, "integer value, scalar or "
                           "vector">:$src0);
  let results = (outs Res<GenX_AnyInt, "the absolute value of each element, same "
                          "type as `src0`">:$result);
}

def GenX_Add3Op : GenX_IntrinsicOp<"add3", "NoMem"> {
  let summary = "add three integers in one instruction";
  let doc = [{
    Adds `src0`, `src1` and `src2` element by element in one instruction;
    the sum wraps to the result type.
  }];
  // Measured: IGC 1.0.12504 prints "INVALID opcode" on XeLP yet succeeds.
  let backendPlatforms = "XeHP+";
  let arguments = (ins
      Arg<GenX_AnyIntOf<[16, 32]>, "first addend: i16 or i32 elements">:$src0,
      Arg<GenX_SameAs<1>, "second addend, same type as `src0`">:$src1,
      Arg<GenX_SameAs<1>, "third addend, same type as `src0`">:$src2);
  let results = (outs Res<GenX_AnyInt, "the sum, as many elements as the "
                          "operands">:$result);
}

def GenX_Add3cOp : GenX_IntrinsicOp<"add3c", "NoMem"> {
  let summary = "add three integers, returning carry and sum";
  let doc = [{
    Adds three 32-bit integers element by element and returns, separately,
    whether each sum overflowed 32 bits and its low 32 bits; the backend
    uses it for the high words of 64-bit additions.
  }];
  // Measured: IGC 1.0.12504 prints "INVALID opcode" on XeLP yet succeeds.
  let backendPlatforms = "XeHP+";
  // Three addends, as vc-intrinsics 0.11 and IGC's own tests have it; the
  // newest definitions' generator drops the word `intvector` of the result
  // and so reads a fourth (scripts/check-reference.py lists this erratum).
  let arguments = (ins
      Arg<GenX_SameAs<1>, "first addend: i32 elements, the type of "
          "`sum`">:$src0,
      Arg<GenX_SameAs<1>, "second addend, same type">:$src1,
      Arg<GenX_SameAs<1>, "third addend, same type">:$src2);
  let results = (outs
      Res<GenX_AnyInt, "whether each sum overflowed 32 bits; the backend's "
          "form is a vector of i1">:$carry,
      Res<GenX_AnyInt, "the low 32 bits of each sum">:$sum);
}

/// addc and subb: two 32-bit operands (or 64-bit ones, which IGC's
/// lowering splits into 32-bit halves), a pair of results whose first is the
/// carry or borrow (the reference's `{carry, add}` / `{borrow, sub}`).
class GenX_CarryOp<string mnemonic> : GenX_IntrinsicOp<mnemonic, "NoMem"> {
  let arguments = (ins
      Arg<GenX_SameAs<0>, "first operand: i32 (or i64) elements, read as "
          "unsigned">:$src0,
      Arg<GenX_SameAs<0>, "second operand, same type as `src0`">:$src1);
}

def GenX_AddcOp : GenX_CarryOp<"addc"> {
  let summary = "add with carry out: (carry, sum)";
  let doc = [{
    Adds `src0` and `src1` as unsigned integers of their width (32 bits,
    or 64) and returns, per element, the carry out of the top bit (first
    result) and the wrapped sum (second result).
  }];
  let results = (outs
      Res<GenX_AnyIntOf<[32, 64]>, "1 where the unsigned sum overflowed the "
          "element width, else 0; same type as the operands">:$carry,
      Res<GenX_AnyInt, "`src0 + src1` modulo 2^width">:$sum);
}

def GenX_SubbOp : GenX_CarryOp<"subb"> {
  let summary = "subtract with borrow out: (borrow, difference)";
  let doc = [{
    Subtracts `src1` from `src0` as unsigned integers of their width (32
    bits, or 64) and returns, per element, the borrow (first result) and
    the wrapped difference (second result).
  }];
  let results = (outs
      Res<GenX_AnyIntOf<[32, 64]>, "1 where `src1` is greater than `src0` "
          "(unsigned), else 0; same type as the operands">:$borrow,
      Res<GenX_AnyInt, "`src0 - src1` modulo 2^width">:$difference);
}

//===----------------------------------------------------------------------===//
// Mixed-signedness families
//===----------------------------------------------------------------------===//

def GenX_MixedAvg : GenX_MixedKind<"avg", "average", [{
    Averages `src0` and `src1` element by element, rounding halves up:
    `(src0 + src1 + 1) >> 1` without intermediate overflow. Neither side
    may have 64-bit elements.}], "The operands",
    ["first value to average: integer elements of 8 to 32 bits",
     "second value to average, same type as `src0`"],
    GenX_AnyIntTo32, GenX_AnyIntTo32>;

def GenX_MixedMul : GenX_MixedKind<"mul", "multiply", [{
    Multiplies `src0` by `src1` element by element. The operands have at
    most 32-bit elements; the result may be wider (up to 64 bits) or
    narrower, with as many elements.}], "The operands",
    ["multiplicand: integer elements of 8 to 32 bits",
     "multiplier, same type as `src0`"], GenX_AnyIntTo32>;

def GenX_MixedShl : GenX_MixedKind<"shl", "shift left", [{
    Shifts each element of `src0` left by the matching element of `src1`.
    Only the low bits of the amount count (it is taken modulo the element
    width for 32- and 64-bit operands). 64-bit operands and results are
    allowed.}], "The operands",
    ["value shifted: integer elements, up to 64 bits",
     "shift amount per element, same type as `src0`"]>;

def GenX_MixedMad : GenX_MixedKind<"mad", "multiply-add", [{
    Computes `src0 * src1 + src2` element by element. `src2` has the
    result's type and is read with the result's signedness.}],
    "`src0` and `src1`",
    ["multiplicand: integer elements of 8 to 32 bits",
     "multiplier, same type as `src0`",
     "addend, same type as the result"], GenX_AnyIntTo32>;

def GenX_MixedSad2add : GenX_MixedKind<"sad2add",
    "pairwise absolute-difference sum, accumulated", [{
    Adds to `src2` the sums of absolute differences of the bytes of `src0`
    and `src1`, taken two adjacent bytes at a time (bytes 2i and 2i + 1).
    The reference does not state which result element receives which
    pair.}], "The bytes of `src0` and `src1`",
    ["bytes: i8 elements, an even number of them",
     "bytes compared with `src0`, same type as `src0`",
     "accumulator: i16 elements, same type as the result"],
    GenX_AnyIntOf<[8]>, GenX_AnyIntOf<[16]>>;

def GenX_MixedAdd3 : GenX_MixedKind<"add3", "add of three", [{
    Adds `src0`, `src1` and `src2` element by element in one
    instruction.}], "The operands",
    ["first addend: i16 or i32 elements",
     "second addend, same type as `src0`",
     "third addend, same type as `src0`"], GenX_AnyIntOf<[16, 32]>>;

def GenX_MixedDp4a : GenX_MixedKind<"dp4a",
    "4-way byte dot product accumulate", [{
    Reads each 32-bit element of `src1` and `src2` as four bytes,
    multiplies the bytes of the same position, sums the four products and
    adds the matching element of `src0`.}],
    "The bytes of `src1` and `src2`",
    ["accumulator: one 32-bit integer per dot product",
     "four bytes per 32-bit element",
     "four bytes per 32-bit element, multiplied with those of `src1`"]>;

/// avg, mul, shl: `src0 op src1`; the result may differ from the operands
/// in width, not in element count.
class GenX_MixedBinaryOp<GenX_Signedness sg, GenX_MixedKind kind, bit sat>
    : GenX_MixedOp<sg, kind, sat> {
  let arguments = (ins
      Arg<kind.operandType, kind.operands[0] # "; read as "
          # sg.operands>:$src0,
      Arg<GenX_SameAs<1>, kind.operands[1]>:$src1);
  let results = (outs Res<kind.resultType, sg.result # " integers, as "
                          "many as `src0` has">:$result);
}

/// mad, sad2add: two operands and an accumulator of the result's type.
class GenX_MixedAccumulateOp<GenX_Signedness sg, GenX_MixedKind kind,
                             bit sat>
    : GenX_MixedOp<sg, kind, sat> {
  let arguments = (ins
      Arg<kind.operandType, kind.operands[0] # "; read as "
          # sg.operands>:$src0,
      Arg<GenX_SameAs<1>, kind.operands[1]>:$src1,
      Arg<GenX_SameAs<0>, kind.operands[2]>:$src2);
  let results = (outs Res<kind.resultType, sg.result # " integers, as "
                          "many as `src0` has">:$result);
}

/// add3.sat: three operands of one type (saturating only).
class GenX_MixedAdd3Op<GenX_Signedness sg, GenX_MixedKind kind, bit sat>
    : GenX_MixedOp<sg, kind, sat> {
  let arguments = (ins
      Arg<kind.operandType, kind.operands[0] # "; read as "
          # sg.operands>:$src0,
      Arg<GenX_SameAs<1>, kind.operands[1]>:$src1,
      Arg<GenX_SameAs<1>, kind.operands[2]>:$src2);
  let results = (outs Res<kind.resultType, sg.result # " integers, as "
                          "many as `src0` has">:$result);
}

/// dp4a: three independently typed vectors of 32-bit elements.
class GenX_MixedDp4aOp<GenX_Signedness sg, GenX_MixedKind kind, bit sat>
    : GenX_MixedOp<sg, kind, sat> {
  let arguments = (ins Arg<GenX_AnyVector, kind.operands[0]>:$src0,
      Arg<GenX_AnyVector, kind.operands[1] # "; read as "
          # sg.operands>:$src1,
      Arg<GenX_AnyVector, kind.operands[2] # "; read as "
          # sg.operands>:$src2);
  let results = (outs Res<GenX_AnyVector, sg.result # " 32-bit integers, "
                          "one per element of `src0`">:$result);
}

foreach sg = GenX_AllSignedness in {
  foreach sat = [0, 1] in {
    defvar satName = !if(sat, "Sat", "");
    foreach kind = [GenX_MixedAvg, GenX_MixedMul, GenX_MixedShl] in
      def GenX_ # sg.defPrefix # kind.name # satName # Op
          : GenX_MixedBinaryOp<sg, kind, sat>;
    foreach kind = [GenX_MixedMad, GenX_MixedSad2add] in
      def GenX_ # sg.defPrefix # kind.name # satName # Op
          : GenX_MixedAccumulateOp<sg, kind, sat>;
    def GenX_ # sg.defPrefix # dp4a # satName # Op
        : GenX_MixedDp4aOp<sg, GenX_MixedDp4a, sat>;
  }
  def GenX_ # sg.defPrefix # add3Sat # Op
      : GenX_MixedAdd3Op<sg, GenX_MixedAdd3, 1>;
}

//===----------------------------------------------------------------------===//
// Signed/unsigned pairs
//===----------------------------------------------------------------------===//

/// A variant of the signed/unsigned pairs: the mnemonic's first letter
/// gives the signedness of operands and result alike.
class GenX_Sign<string letter> {
  string prefix = letter;
  string defPrefix = !toupper(letter);
  string word = !if(!eq(letter, "s"), "signed", "unsigned");
}
def GenX_Signed : GenX_Sign<"s">;
def GenX_Unsigned : GenX_Sign<"u">;

/// ssad2, usad2.
class GenX_Sad2Op<GenX_Sign sign>
    : GenX_IntrinsicOp<sign.prefix # "sad2", "NoMem"> {
  let summary = sign.word # " sum of absolute differences of pairs";
  let doc = [{
    Sums the absolute differences of the bytes of `src0` and `src1` two
    adjacent bytes at a time (bytes 2i and 2i + 1), giving 16-bit results.
    The reference does not state which result element receives which
    pair.
  }];
  let arguments = (ins
      Arg<GenX_AnyIntOf<[8]>, "bytes, read as " # sign.word # ": i8 elements, an "
          "even number of them">:$src0,
      Arg<GenX_SameAs<1>, "bytes compared with `src0`, same type as `src0`">:$src1);
  let results = (outs Res<GenX_AnyIntOf<[16]>, "the " # sign.word # " sums: i16 "
                          "elements">:$result);
}

/// simad, uimad: the 64-bit value of a 32-bit multiply-add, in two halves.
class GenX_ImadOp<GenX_Sign sign>
    : GenX_IntrinsicOp<sign.prefix # "imad", "NoMem"> {
  let summary = sign.word # " multiply-add, returning high and low halves";
  let doc = [{
    Computes `src0 * src1 + src2` element by element from 32-bit operands
    without losing bits and returns the 64-bit value as two results: its
    high 32 bits first, then its low 32 bits.
  }];
  let arguments = (ins
      Arg<GenX_SameAs<0>, "multiplicand: i32 elements, read as "
          # sign.word>:$src0,
      Arg<GenX_SameAs<0>, "multiplier, same type as `src0`">:$src1,
      Arg<GenX_SameAs<0>, "addend, same type as `src0`">:$src2);
  let results = (outs
      Res<GenX_AnyIntOf<[32]>, "the high 32 bits of each value">:$hi,
      Res<GenX_AnyInt, "the low 32 bits of each value, same type as "
          "`hi`">:$lo);
}

/// smadw, umadw: the same 64-bit value as one result split by halves.
class GenX_MadwOp<GenX_Sign sign>
    : GenX_IntrinsicOp<sign.prefix # "madw", "NoMem"> {
  let summary = sign.word # " multiply-add to a double-width result";
  let doc = [{
    Computes `src0 * src1 + src2` element by element from 32-bit operands
    without losing bits. The result holds the low 32 bits of every
    element first and the high 32 bits after them, each half starting at
    a register boundary (so the result is two registers' worth of i32).
    The reference documents only the imad form.
  }];
  let arguments = (ins
      Arg<GenX_AnyIntOf<[32]>, "multiplicand: i32 elements, read as "
          # sign.word>:$src0,
      Arg<GenX_SameAs<1>, "multiplier, same type as `src0`">:$src1,
      Arg<GenX_SameAs<1>, "addend, same type as `src0`">:$src2);
  let results = (outs Res<GenX_AnyIntOf<[32]>, "i32 elements: the low halves, then, "
                          "from the next register on, the high "
                          "halves">:$result);
}

/// smulh, umulh.
class GenX_MulhOp<GenX_Sign sign>
    : GenX_IntrinsicOp<sign.prefix # "mulh", "NoMem"> {
  let summary = "high half of " # !if(!eq(sign.prefix, "s"), "a", "an")
                # " " # sign.word # " multiply";
  let doc = [{
    Multiplies `src0` by `src1` element by element and returns the high
    32 bits of each 64-bit product.
  }];
  let arguments = (ins
      Arg<GenX_AnyIntOf<[32]>, "multiplicand: i32 elements, read as "
          # sign.word>:$src0,
      Arg<GenX_SameAs<1>, "multiplier, same type as `src0`">:$src1);
  let results = (outs Res<GenX_AnyInt, "the high halves of the products, "
                          "same type as `src0`">:$result);
}

foreach sign = [GenX_Signed, GenX_Unsigned] in {
  def GenX_ # sign.defPrefix # sad2Op : GenX_Sad2Op<sign>;
  def GenX_ # sign.defPrefix # imadOp : GenX_ImadOp<sign>;
  def GenX_ # sign.defPrefix # madwOp : GenX_MadwOp<sign>;
  def GenX_ # sign.defPrefix # mulhOp : GenX_MulhOp<sign>;
}

//===----------------------------------------------------------------------===//
// Float operations on groups of four elements, linear interpolation
//===----------------------------------------------------------------------===//

/// dp2, dp3, dp4, dph: a dot product within each group of four elements,
/// written to all four elements of the group.
class GenX_DotProductOp<string mnemonic, string summaryText,
                        string formula>
    : GenX_IntrinsicOp<mnemonic, "NoMem"> {
  let summary = summaryText;
  let doc = [{
    Splits `src0` and `src1` into groups of four consecutive elements
    (x, y, z, w). Every element of a group's result holds, for that
    group, }] # formula # [{.
  }];
  let arguments = (ins
      Arg<GenX_SameAs<0>, "first vector: floats, a multiple of 4 "
          "elements">:$src0,
      Arg<GenX_SameAs<0>, "second vector, same type as `src0`">:$src1);
  let results = (outs Res<GenX_AnyFloat, "the dot product of each group, "
                          "repeated four times">:$result);
}

foreach dp = [["dp2", "two-element dot product per group of four",
               "`src0.x * src1.x + src0.y * src1.y`"],
              ["dp3", "three-element dot product per group of four",
               "the dot product of x, y and z"],
              ["dp4", "four-element dot product per group of four",
               "the dot product of all four elements"],
              ["dph", "homogeneous dot product per group of four",
               "the dot product of x, y and z plus `src1.w`"]] in
  def GenX_ # !toupper(!substr(dp[0], 0, 1)) # !substr(dp[0], 1) # Op
      : GenX_DotProductOp<dp[0], dp[1], dp[2]>;

def GenX_LineOp : GenX_IntrinsicOp<"line", "NoMem"> {
  let summary = "linear equation p*x + q per group of four";
  let doc = [{
    Evaluates the line `p * x + q` at every element `x` of `src1`, with `p`
    element 0 and `q` element 3 of `src0`.
  }];
  let arguments = (ins
      Arg<GenX_Vec<4, GenX_Float, "float4">, "coefficients: p in element "
          "0, q in element 3 (elements 1 and 2 unused)">:$src0,
      Arg<GenX_SameAs<0>, "the points x: floats, a multiple of 4 "
          "elements, same type as the result">:$src1);
  let results = (outs Res<GenX_AnyFloat, "p * x + q for each x">:$result);
}

def GenX_LrpOp : GenX_IntrinsicOp<"lrp", "NoMem"> {
  let summary = "linear interpolation between two values";
  let doc = [{
    Interpolates between `src2` and `src1` with the weight `src0`:
    `src0 * src1 + (1 - src0) * src2`, element by element.
  }];
  let arguments = (ins
      Arg<GenX_SameAs<0>, "weight of `src1` (that of `src2` is 1 - weight): "
          "floats, a multiple of 4 elements">:$src0,
      Arg<GenX_SameAs<0>, "value at weight 1, same type as `src0`">:$src1,
      Arg<GenX_SameAs<0>, "value at weight 0, same type as `src0`">:$src2);
  let results = (outs Res<GenX_AnyFloat, "the interpolated values">:$result);
}

def GenX_PlnOp : GenX_IntrinsicOp<"pln", "NoMem"> {
  let summary = "plane equation evaluation for pixel shading";
  let doc = [{
    Evaluates the plane `a * u + b * v + c` at pixel coordinates (u, v),
    with `a`, `b` and `c` elements 0, 1 and 3 of `src0`. `src1` holds the
    coordinates as for the hardware's `pln`: in each group of 16 elements,
    8 u values then the 8 matching v values; the result has one element
    per (u, v) pair.
  }];
  let arguments = (ins
      Arg<GenX_Vec<4, GenX_Float, "float4">, "plane coefficients: a "
          "(u), b (v), unused, c (constant)">:$src0,
      Arg<GenX_AnyFloat, "coordinates: floats, a multiple of 16 elements, "
          "8 u values then 8 v values per group of 16">:$src1);
  let results = (outs Res<GenX_AnyFloat, "the plane's value at each pixel: "
                          "half as many elements as `src1`">:$result);
}

#endif // GENX_INTRINSICS_ARITHMETIC_TD
