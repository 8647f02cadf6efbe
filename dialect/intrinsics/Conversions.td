//===- Conversions.td ----------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_CONVERSIONS_TD
#define GENX_INTRINSICS_CONVERSIONS_TD

def GenX_X4bitDownconvertOp : GenX_IntrinsicOp<"4bit.downconvert", "NoMem", "Xe3P+"> {
  let summary = "pack three values into 4-bit elements";
  let inVCIntrinsics011 = 0;
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_ImmChar, "">:$arg3, Arg<GenX_ImmChar, "">:$arg4, Arg<GenX_ImmChar, "">:$arg5);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_AddAddrOp : GenX_IntrinsicOp<"add.addr", "NoMem"> {
  let summary = "add to an address register value";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_BfCvtOp : GenX_IntrinsicOp<"bf.cvt", "NoMem"> {
  let summary = "convert between bfloat16 and float";
  let arguments = (ins Arg<GenX_AnyFloat, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_BiasedRoundingBf8Op : GenX_IntrinsicOp<"biased.rounding.bf8", "NoMem", "Xe3+"> {
  let summary = "round to bf8 with a random bias";
  let inVCIntrinsics011 = 0;
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_BiasedRoundingHf8Op : GenX_IntrinsicOp<"biased.rounding.hf8", "NoMem", "Xe3P+"> {
  let summary = "round to hf8 with a random bias";
  let inVCIntrinsics011 = 0;
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_ConstantfOp : GenX_IntrinsicOp<"constantf", "NoMem"> {
  let summary = "materialize a float constant in a register";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_ConstantiOp : GenX_IntrinsicOp<"constanti", "NoMem"> {
  let summary = "materialize an integer constant in a register";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_ConvertOp : GenX_IntrinsicOp<"convert", "NoMem"> {
  let summary = "copy an integer value, marking a conversion point for the backend";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_ConvertAddrOp : GenX_IntrinsicOp<"convert.addr", "NoMem"> {
  let summary = "convert a value to an address register with an offset";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_Short, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_FptosiSatOp : GenX_IntrinsicOp<"fptosi.sat", "NoMem"> {
  let summary = "float to signed integer with saturation";
  let arguments = (ins Arg<GenX_AnyFloat, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_FptouiSatOp : GenX_IntrinsicOp<"fptoui.sat", "NoMem"> {
  let summary = "float to unsigned integer with saturation";
  let arguments = (ins Arg<GenX_AnyFloat, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Hf8CvtOp : GenX_IntrinsicOp<"hf8.cvt", "NoMem", "Xe3+"> {
  let summary = "convert between hf8 and half";
  let inVCIntrinsics011 = 0;
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_Packed4bitUpconvertLutOp : GenX_IntrinsicOp<"packed.4bit.upconvert.lut", "NoMem", "Xe3P+"> {
  let summary = "expand packed 4-bit values through a lookup table";
  let inVCIntrinsics011 = 0;
  let arguments = (ins Arg<GenX_Vec<16, GenX_Int, "int16">, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_QfCvtOp : GenX_IntrinsicOp<"qf.cvt", "NoMem", "Xe3+"> {
  let summary = "convert between quarter-float and half";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SrndOp : GenX_IntrinsicOp<"srnd", "NoMem"> {
  let summary = "stochastic rounding to a narrower float";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SstruncSatOp : GenX_IntrinsicOp<"sstrunc.sat", "NoMem"> {
  let summary = "truncation, signed result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SutruncSatOp : GenX_IntrinsicOp<"sutrunc.sat", "NoMem"> {
  let summary = "truncation, signed result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Tf32CvtOp : GenX_IntrinsicOp<"tf32.cvt", "NoMem"> {
  let summary = "convert float to tf32";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UstruncSatOp : GenX_IntrinsicOp<"ustrunc.sat", "NoMem"> {
  let summary = "truncation, unsigned result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UutruncSatOp : GenX_IntrinsicOp<"uutrunc.sat", "NoMem"> {
  let summary = "truncation, unsigned result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

#endif // GENX_INTRINSICS_CONVERSIONS_TD
