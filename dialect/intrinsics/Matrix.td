//===- Matrix.td ---------------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_MATRIX_TD
#define GENX_INTRINSICS_MATRIX_TD

def GenX_BdpasOp : GenX_IntrinsicOp<"bdpas", "NoMem", "Xe3P+"> {
  let summary = "block-scaled dot product accumulate systolic";
  let inVCIntrinsics011 = 0;
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2, Arg<GenX_AnyVector, "">:$arg3, Arg<GenX_AnyVector, "">:$arg4, Arg<GenX_Int, "">:$arg5, Arg<GenX_Int, "">:$arg6, Arg<GenX_Int, "">:$arg7, Arg<GenX_Int, "">:$arg8);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DpasOp : GenX_IntrinsicOp<"dpas", "NoMem", "XeHP+,~XeLPG,~XeHPCVG"> {
  let summary = "dot product accumulate systolic: acc + A x B";
  // The operation info is encoded in the instruction: a constant.
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2, Arg<GenX_ImmInt, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DpasNosrc0Op : GenX_IntrinsicOp<"dpas.nosrc0", "NoMem", "XeHP+,~XeLPG,~XeHPCVG"> {
  let summary = "dot product accumulate systolic without accumulator input";
  // The operation info is encoded in the instruction: a constant.
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_ImmInt, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_Dpas2Op : GenX_IntrinsicOp<"dpas2", "NoMem", "XeHP+,~XeLPG,~XeHPCVG"> {
  let hasVerifier = 1;
  let summary = "dot product accumulate systolic with explicit precisions, depth and repeat count";
  // Precisions, depth, repeat count and signedness are encoded in the
  // instruction: constants.
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2, Arg<GenX_ImmInt, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4, Arg<GenX_ImmInt, "">:$arg5, Arg<GenX_ImmInt, "">:$arg6, Arg<GenX_ImmInt, "">:$arg7, Arg<GenX_ImmInt, "">:$arg8);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DpaswOp : GenX_IntrinsicOp<"dpasw", "NoMem", "XeHP,XeHPG,XeLPGPlus"> {
  let summary = "wide dot product accumulate systolic sharing operands across thread pairs";
  // The operation info is encoded in the instruction: a constant.
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2, Arg<GenX_ImmInt, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DpaswNosrc0Op : GenX_IntrinsicOp<"dpasw.nosrc0", "NoMem", "XeHP,XeHPG,XeLPGPlus"> {
  let summary = "wide dot product accumulate systolic without accumulator input";
  // The operation info is encoded in the instruction: a constant.
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_ImmInt, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_MxfpLinearizeOp : GenX_IntrinsicOp<"mxfp.linearize", "NoMem", "Xe3P+"> {
  let summary = "linearize an MX floating-point tile";
  let inVCIntrinsics011 = 0;
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_MxfpReduce32x32Op : GenX_IntrinsicOp<"mxfp.reduce.32x32", "NoMem", "Xe3P+"> {
  let summary = "reduce a 32x32 MX floating-point tile";
  let inVCIntrinsics011 = 0;
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

#endif // GENX_INTRINSICS_MATRIX_TD
