//===- Matrix.td - Systolic matrix multiply (DPAS) ---------*- tablegen -*-===//
//
// The matrix engine's dot-product-accumulate-systolic instructions and the
// helpers of block-scaled (MX) formats. A DPAS computes
// `result = acc + A x B` on one thread's registers, where
//   * B (`src1`, the "weights") is systolic_depth x N dwords, each dword
//     packing consecutive-k elements of one column (VNNI layout);
//   * A (`src2`, the "activation") is repeat_count x systolic_depth dwords,
//     row after row, each dword packing consecutive-k elements of one row;
//   * acc and the result are repeat_count x N elements, row after row;
//   * N, the execution size, is 8 (XeHP, XeHPG, XeLPG+) or 16 (XeHPC on);
//     K, the reduction length, is systolic_depth times the elements one
//     dword holds (ops per channel).
// Element precisions, systolic depth and repeat count are encoded in the
// instruction, so they are immediates: packed into one `info` word by
// `dpas`/`dpasw`, separate immediates for `dpas2`.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_MATRIX_TD
#define GENX_INTRINSICS_MATRIX_TD

//===----------------------------------------------------------------------===//
// Encodings
//===----------------------------------------------------------------------===//

/// Element precision of a DPAS source, numbered as vISA's GenPrecision,
/// which the backend reads and real producers (ESIMD, CM) emit. The language
/// reference's PrecisionType table lists the integer ones with signedness
/// the other way round (s2 = 3, u2 = 4...); the backend follows vISA.
def GenX_DPASPrecision : GenX_I32EnumImm<"DPASPrecision",
    "DPAS element precision", [
    GenX_I32Case<"u2", 3>, GenX_I32Case<"s2", 4>, GenX_I32Case<"u4", 5>,
    GenX_I32Case<"s4", 6>, GenX_I32Case<"u8", 7>, GenX_I32Case<"s8", 8>,
    GenX_I32Case<"bf16", 9>, GenX_I32Case<"hf16", 10>,
    GenX_I32Case<"bf8", 11>, GenX_I32Case<"tf32", 12>,
    GenX_I32Case<"hf8", 14>, GenX_I32Case<"e2m1", 15>]>;

//===----------------------------------------------------------------------===//
// Arguments shared by the ops
//===----------------------------------------------------------------------===//

def GenX_DpasSrc1Arg : Arg<GenX_AnyVector,
    "B, the weights: systolic_depth rows of N dwords, each dword packing "
    "consecutive-k elements of one column (VNNI)">;
def GenX_DpasSrc2Arg : Arg<GenX_AnyVector,
    "A, the activation: repeat_count rows of systolic_depth dwords of "
    "packed elements">;
def GenX_DpasInfoArg : Arg<GenX_ImmInt,
    "the operation, packed: bits 0-7 precision of src1, bits 8-15 "
    "precision of src2 (vISA numbering: u2 = 3, s2 = 4, u4 = 5, s4 = 6, "
    "u8 = 7, s8 = 8, bf16 = 9, hf16 = 10, tf32 = 12), bits 16-23 systolic "
    "depth, bits 24-31 repeat count">;
def GenX_DpasSystolicDepthArg : Arg<GenX_ImmInt,
    "systolic depth: dwords of A per row and rows of B; must be 8">;

//===----------------------------------------------------------------------===//
// DPAS with a packed operation word
//===----------------------------------------------------------------------===//

/// dpas, dpas.nosrc0, dpasw, dpasw.nosrc0: the operation in one immediate.
/// `wide`: the dpasw form, which shares A across a pair of fused EUs;
/// `acc`: whether there is an accumulator input.
class GenX_DpasPackedOp<bit wide, bit acc>
    : GenX_IntrinsicOp<"dpas" # !if(wide, "w", "") # !if(acc, "", ".nosrc0"),
                       "NoMem", !if(wide, "XeHP,XeHPG,XeLPGPlus",
                                    "XeHP+,~XeLPG,~XeHPCVG")> {
  let summary = !if(wide, "wide dot product accumulate systolic sharing "
                          "operands across thread pairs",
                          "dot product accumulate systolic")
                # !if(acc, !if(wide, "", ": acc + A x B"),
                      " without accumulator input");
  let doc = "\n    Multiplies A (`src2`) by B (`src1`) on the matrix engine"
      # !if(acc, " and adds the accumulator `acc`", " (no accumulator)")
      # ". The precisions, systolic depth and repeat count come packed in "
      # "`info`, as the ESIMD headers pack them; the language reference "
      # "leaves the layout unspecified."
      # !if(wide, " This is the wide form of EU-fused XeHP-class devices: "
          # "the two threads of a fused pair each hold half of A's registers "
          # "(the first half on the first EU) and share them, so threads "
          # "must come in pairs.", "")
      # "\n";
  let arguments = !con(!if(acc, (ins Arg<GenX_SameAs<0>, "the accumulator, "
                                "repeat_count rows of N elements">:$acc),
                           (ins)),
                       (ins GenX_DpasSrc1Arg:$src1, GenX_DpasSrc2Arg:$src2,
                            GenX_DpasInfoArg:$info));
  let results = (outs Res<GenX_AnyVector, !if(acc, "acc + A x B", "A x B")
                          # ", repeat_count rows of N elements">:$result);
}

foreach wide = [0, 1] in
  foreach acc = [1, 0] in
    def GenX_Dpas # !if(wide, "w", "") # !if(acc, "", "Nosrc0") # Op
        : GenX_DpasPackedOp<wide, acc>;

//===----------------------------------------------------------------------===//
// DPAS with separate immediates
//===----------------------------------------------------------------------===//

def GenX_Dpas2Op : GenX_IntrinsicOp<"dpas2", "NoMem", "XeHP+,~XeLPG,~XeHPCVG"> {
  let hasVerifier = 1;
  let summary = "dot product accumulate systolic with explicit precisions, "
                "depth and repeat count";
  // Precisions, depth, repeat count and signedness are encoded in the
  // instruction: constants.
  let doc = [{
    Computes `acc + A x B` on the matrix engine, with A = `src2` and
    B = `src1`: `result[r][c] = acc[r][c] + sum over k of A[r][k] * B[k][c]`
    for `r < repeat_count` and `c < N`, N (8 or 16) being the result's
    elements per row. Each dword of A and B packs `32 / bits` elements of
    its precision; integer precisions accumulate in 32-bit integers, float
    ones in f32. The verifier checks the precisions, the depth (8), the
    repeat count (1 to 8) and the shapes the two imply.

    The precisions are numbered as vISA (and the backend, ESIMD and CM)
    number them: 7 is u8 and 8 is s8; the language reference's table has
    the integer signedness the other way round.
  }];
  let arguments = (ins
      Arg<GenX_AnyVector, "the accumulator, repeat_count rows of N "
          "elements">:$acc,
      GenX_DpasSrc1Arg:$src1, GenX_DpasSrc2Arg:$src2,
      Arg<GenX_DPASPrecision, "element precision of src1 (B)">:$src1_precision,
      Arg<GenX_DPASPrecision, "element precision of src2 (A)">:$src2_precision,
      GenX_DpasSystolicDepthArg:$systolic_depth,
      Arg<GenX_ImmInt, "repeat count: rows of A and of the result, 1 to "
          "8">:$repeat_count,
      Arg<GenX_ImmInt, "whether integer results are signed: 0 unsigned, 1 "
          "signed">:$dst_signed,
      Arg<GenX_ImmInt, "whether the integer accumulator is signed: 0 "
          "unsigned, 1 signed">:$src0_signed);
  let results = (outs Res<GenX_AnyVector, "acc + A x B, repeat_count rows "
                                          "of N elements">:$result);
}

def GenX_BdpasOp : GenX_IntrinsicOp<"bdpas", "NoMem", "Xe3P+"> {
  let summary = "block-scaled dot product accumulate systolic";
  let inVCIntrinsics011 = 0;
  let doc = [{
    Computes `acc + A x B` like `genx.dpas2`, with every block of A and B
    multiplied by its scale factor (E8M0: a power of two) on the way: the
    MX block-scaled formats. N (execution size) is 16, the repeat count and
    systolic depth are 8. Sources are hf16 or bf16 (2 per dword), bf8 or
    hf8 (4 per dword, mixable) or e2m1 (8 per dword); the accumulator and
    the result are f32, or hf16 / bf16 matching the sources (i16 may stand
    for bf16). Each source has one scale per column (B) or row (A), two
    for e2m1.
  }];
  let arguments = (ins
      Arg<GenX_AnyVector, "the accumulator, repeat_count x N elements (f32, "
          "hf16 or bf16)">:$acc,
      Arg<GenX_AnyVector, "B, systolic_depth x N dwords of packed "
          "elements">:$src1,
      Arg<GenX_AnyVector, "A, repeat_count x systolic_depth dwords of "
          "packed elements">:$src2,
      Arg<GenX_AnyVector, "block scales of B, E8M0 bytes: N of them, 2N for "
          "e2m1">:$src1_scale,
      Arg<GenX_AnyVector, "block scales of A, E8M0 bytes: repeat_count of "
          "them, twice as many for e2m1">:$src2_scale,
      Arg<GenX_Int, "element precision of B, a `genx.dpas2` precision value "
          "(bf16, hf16, bf8, hf8 or e2m1)">:$src1_precision,
      Arg<GenX_Int, "element precision of A, a `genx.dpas2` precision value "
          "(bf16, hf16, bf8, hf8 or e2m1)">:$src2_precision,
      GenX_DpasSystolicDepthArg:$systolic_depth,
      Arg<GenX_ImmInt, "repeat count: rows of A and of the result; must be "
          "8">:$repeat_count);
  let results = (outs Res<GenX_AnyVector, "acc + A x B, repeat_count x N "
                                          "elements">:$result);
}

//===----------------------------------------------------------------------===//
// MX block-scale helpers
//===----------------------------------------------------------------------===//

def GenX_MxfpReduce32x32Op
    : GenX_IntrinsicOp<"mxfp.reduce.32x32", "NoMem", "Xe3P+"> {
  let summary = "reduce a 32x32 MX floating-point tile";
  let inVCIntrinsics011 = 0;
  let doc = [{
    Reduces every row of a 32 x 32 matrix of 16-bit values to the largest
    absolute value in it, the basis of the row's block scale. The 32
    results come in bit-reversed row order: element `i` belongs to the row
    whose 5-bit index is `i` reversed (0, 16, 8, 24, 4, ...).
  }];
  let arguments = (ins Arg<GenX_AnyVector, "the matrix, 32 rows of 32 "
      "elements: vector<1024xi16>, vector<1024xbf16> or vector<1024xf16>"
      >:$matrix);
  let results = (outs Res<GenX_AnyVector, "the 32 row maxima, of the "
      "matrix's element type, in bit-reversed row order">:$result);
}

def GenX_MxfpLinearizeOp
    : GenX_IntrinsicOp<"mxfp.linearize", "NoMem", "Xe3P+"> {
  let summary = "linearize an MX floating-point tile";
  let inVCIntrinsics011 = 0;
  let doc = [{
    Linearizes the 32 block-scale values `genx.mxfp.reduce.32x32` returns,
    putting them in the order of a linear 32 x 1 vector.
  }];
  let arguments = (ins Arg<GenX_SameAs<0>, "the 32 reduced values: "
      "vector<32xi16>, vector<32xbf16> or vector<32xf16>">:$scales);
  let results = (outs Res<GenX_AnyVector, "the values in linear "
                                          "order">:$result);
}

#endif // GENX_INTRINSICS_MATRIX_TD
