//===- Arithmetic.td -----------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_ARITHMETIC_TD
#define GENX_INTRINSICS_ARITHMETIC_TD

def GenX_AbsiOp : GenX_IntrinsicOp<"absi", "NoMem"> {
  let summary = "integer absolute value (source modifier)";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Add3Op : GenX_IntrinsicOp<"add3", "NoMem"> {
  let summary = "add three integers in one instruction";
  // Measured: IGC 1.0.12504 prints "INVALID opcode" on XeLP yet succeeds.
  let backendPlatforms = "XeHP+";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<1>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Add3cOp : GenX_IntrinsicOp<"add3c", "NoMem"> {
  let summary = "add three integers, returning sum and carry";
  // Measured: IGC 1.0.12504 prints "INVALID opcode" on XeLP yet succeeds.
  let backendPlatforms = "XeHP+";
  let inVCIntrinsics011 = 0;
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<1>, "">:$arg2, Arg<GenX_SameAs<1>, "">:$arg3);
  let results = (outs Res<GenX_AnyInt, "">:$res0, Res<GenX_IntVector, "">:$res1);
}

def GenX_AddcOp : GenX_IntrinsicOp<"addc", "NoMem"> {
  let summary = "add with carry out: (sum, carry)";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res0, Res<GenX_AnyInt, "">:$res1);
}

def GenX_Dp2Op : GenX_IntrinsicOp<"dp2", "NoMem"> {
  let summary = "two-element dot product per group of four";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_Dp3Op : GenX_IntrinsicOp<"dp3", "NoMem"> {
  let summary = "three-element dot product per group of four";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_Dp4Op : GenX_IntrinsicOp<"dp4", "NoMem"> {
  let summary = "four-element dot product per group of four";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_DphOp : GenX_IntrinsicOp<"dph", "NoMem"> {
  let summary = "homogeneous dot product per group of four";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_LineOp : GenX_IntrinsicOp<"line", "NoMem"> {
  let summary = "linear equation p*x + q per group of four";
  let arguments = (ins Arg<GenX_Vec<4, GenX_Float, "float4">, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_LrpOp : GenX_IntrinsicOp<"lrp", "NoMem"> {
  let summary = "linear interpolation between two values";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_PlnOp : GenX_IntrinsicOp<"pln", "NoMem"> {
  let summary = "plane equation evaluation for pixel shading";
  let arguments = (ins Arg<GenX_Vec<4, GenX_Float, "float4">, "">:$arg0, Arg<GenX_AnyFloat, "">:$arg1);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_SimadOp : GenX_IntrinsicOp<"simad", "NoMem"> {
  let summary = "signed multiply-add, returning high and low halves";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res0, Res<GenX_AnyInt, "">:$res1);
}

def GenX_SmadwOp : GenX_IntrinsicOp<"smadw", "NoMem"> {
  let summary = "signed multiply-add to a double-width result";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<1>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SmulhOp : GenX_IntrinsicOp<"smulh", "NoMem"> {
  let summary = "high half of a signed multiply";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Ssad2Op : GenX_IntrinsicOp<"ssad2", "NoMem"> {
  let summary = "signed sum of absolute differences of pairs";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Ssadd3SatOp : GenX_IntrinsicOp<"ssadd3.sat", "NoMem"> {
  let summary = "add of three, signed result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<1>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SsavgOp : GenX_IntrinsicOp<"ssavg", "NoMem"> {
  let summary = "average, signed result, signed operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SsavgSatOp : GenX_IntrinsicOp<"ssavg.sat", "NoMem"> {
  let summary = "average, signed result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Ssdp4aOp : GenX_IntrinsicOp<"ssdp4a", "NoMem"> {
  let summary = "4-way byte dot product accumulate, signed result, signed operands";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_Ssdp4aSatOp : GenX_IntrinsicOp<"ssdp4a.sat", "NoMem"> {
  let summary = "4-way byte dot product accumulate, signed result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SsmadOp : GenX_IntrinsicOp<"ssmad", "NoMem"> {
  let summary = "multiply-add, signed result, signed operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SsmadSatOp : GenX_IntrinsicOp<"ssmad.sat", "NoMem"> {
  let summary = "multiply-add, signed result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SsmulOp : GenX_IntrinsicOp<"ssmul", "NoMem"> {
  let summary = "multiply, signed result, signed operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SsmulSatOp : GenX_IntrinsicOp<"ssmul.sat", "NoMem"> {
  let summary = "multiply, signed result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Sssad2addOp : GenX_IntrinsicOp<"sssad2add", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, signed result, signed operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Sssad2addSatOp : GenX_IntrinsicOp<"sssad2add.sat", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, signed result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SsshlOp : GenX_IntrinsicOp<"ssshl", "NoMem"> {
  let summary = "shift left, signed result, signed operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SsshlSatOp : GenX_IntrinsicOp<"ssshl.sat", "NoMem"> {
  let summary = "shift left, signed result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Suadd3SatOp : GenX_IntrinsicOp<"suadd3.sat", "NoMem"> {
  let summary = "add of three, signed result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<1>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SuavgOp : GenX_IntrinsicOp<"suavg", "NoMem"> {
  let summary = "average, signed result, unsigned operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SuavgSatOp : GenX_IntrinsicOp<"suavg.sat", "NoMem"> {
  let summary = "average, signed result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SubbOp : GenX_IntrinsicOp<"subb", "NoMem"> {
  let summary = "subtract with borrow out: (difference, borrow)";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res0, Res<GenX_AnyInt, "">:$res1);
}

def GenX_Sudp4aOp : GenX_IntrinsicOp<"sudp4a", "NoMem"> {
  let summary = "4-way byte dot product accumulate, signed result, unsigned operands";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_Sudp4aSatOp : GenX_IntrinsicOp<"sudp4a.sat", "NoMem"> {
  let summary = "4-way byte dot product accumulate, signed result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SumadOp : GenX_IntrinsicOp<"sumad", "NoMem"> {
  let summary = "multiply-add, signed result, unsigned operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SumadSatOp : GenX_IntrinsicOp<"sumad.sat", "NoMem"> {
  let summary = "multiply-add, signed result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SumulOp : GenX_IntrinsicOp<"sumul", "NoMem"> {
  let summary = "multiply, signed result, unsigned operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SumulSatOp : GenX_IntrinsicOp<"sumul.sat", "NoMem"> {
  let summary = "multiply, signed result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Susad2addOp : GenX_IntrinsicOp<"susad2add", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, signed result, unsigned operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Susad2addSatOp : GenX_IntrinsicOp<"susad2add.sat", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, signed result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SushlOp : GenX_IntrinsicOp<"sushl", "NoMem"> {
  let summary = "shift left, signed result, unsigned operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SushlSatOp : GenX_IntrinsicOp<"sushl.sat", "NoMem"> {
  let summary = "shift left, signed result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UimadOp : GenX_IntrinsicOp<"uimad", "NoMem"> {
  let summary = "unsigned multiply-add, returning high and low halves";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res0, Res<GenX_AnyInt, "">:$res1);
}

def GenX_UmadwOp : GenX_IntrinsicOp<"umadw", "NoMem"> {
  let summary = "unsigned multiply-add to a double-width result";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<1>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UmulhOp : GenX_IntrinsicOp<"umulh", "NoMem"> {
  let summary = "high half of an unsigned multiply";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Usad2Op : GenX_IntrinsicOp<"usad2", "NoMem"> {
  let summary = "unsigned sum of absolute differences of pairs";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Usadd3SatOp : GenX_IntrinsicOp<"usadd3.sat", "NoMem"> {
  let summary = "add of three, unsigned result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<1>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UsavgOp : GenX_IntrinsicOp<"usavg", "NoMem"> {
  let summary = "average, unsigned result, signed operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UsavgSatOp : GenX_IntrinsicOp<"usavg.sat", "NoMem"> {
  let summary = "average, unsigned result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Usdp4aOp : GenX_IntrinsicOp<"usdp4a", "NoMem"> {
  let summary = "4-way byte dot product accumulate, unsigned result, signed operands";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_Usdp4aSatOp : GenX_IntrinsicOp<"usdp4a.sat", "NoMem"> {
  let summary = "4-way byte dot product accumulate, unsigned result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UsmadOp : GenX_IntrinsicOp<"usmad", "NoMem"> {
  let summary = "multiply-add, unsigned result, signed operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UsmadSatOp : GenX_IntrinsicOp<"usmad.sat", "NoMem"> {
  let summary = "multiply-add, unsigned result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UsmulOp : GenX_IntrinsicOp<"usmul", "NoMem"> {
  let summary = "multiply, unsigned result, signed operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UsmulSatOp : GenX_IntrinsicOp<"usmul.sat", "NoMem"> {
  let summary = "multiply, unsigned result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Ussad2addOp : GenX_IntrinsicOp<"ussad2add", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, unsigned result, signed operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Ussad2addSatOp : GenX_IntrinsicOp<"ussad2add.sat", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, unsigned result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UsshlOp : GenX_IntrinsicOp<"usshl", "NoMem"> {
  let summary = "shift left, unsigned result, signed operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UsshlSatOp : GenX_IntrinsicOp<"usshl.sat", "NoMem"> {
  let summary = "shift left, unsigned result, signed operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Uuadd3SatOp : GenX_IntrinsicOp<"uuadd3.sat", "NoMem"> {
  let summary = "add of three, unsigned result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<1>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UuavgOp : GenX_IntrinsicOp<"uuavg", "NoMem"> {
  let summary = "average, unsigned result, unsigned operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UuavgSatOp : GenX_IntrinsicOp<"uuavg.sat", "NoMem"> {
  let summary = "average, unsigned result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Uudp4aOp : GenX_IntrinsicOp<"uudp4a", "NoMem"> {
  let summary = "4-way byte dot product accumulate, unsigned result, unsigned operands";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_Uudp4aSatOp : GenX_IntrinsicOp<"uudp4a.sat", "NoMem"> {
  let summary = "4-way byte dot product accumulate, unsigned result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UumadOp : GenX_IntrinsicOp<"uumad", "NoMem"> {
  let summary = "multiply-add, unsigned result, unsigned operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UumadSatOp : GenX_IntrinsicOp<"uumad.sat", "NoMem"> {
  let summary = "multiply-add, unsigned result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UumulOp : GenX_IntrinsicOp<"uumul", "NoMem"> {
  let summary = "multiply, unsigned result, unsigned operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UumulSatOp : GenX_IntrinsicOp<"uumul.sat", "NoMem"> {
  let summary = "multiply, unsigned result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Uusad2addOp : GenX_IntrinsicOp<"uusad2add", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, unsigned result, unsigned operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Uusad2addSatOp : GenX_IntrinsicOp<"uusad2add.sat", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, unsigned result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UushlOp : GenX_IntrinsicOp<"uushl", "NoMem"> {
  let summary = "shift left, unsigned result, unsigned operands";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UushlSatOp : GenX_IntrinsicOp<"uushl.sat", "NoMem"> {
  let summary = "shift left, unsigned result, unsigned operands, saturated";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

#endif // GENX_INTRINSICS_ARITHMETIC_TD
