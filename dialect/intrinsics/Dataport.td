//===- Dataport.td -------------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_DATAPORT_TD
#define GENX_INTRINSICS_DATAPORT_TD

def GenX_GatherMaskedScaled2Op : GenX_IntrinsicOp<"gather.masked.scaled2", "ReadMem", "-Xe2"> {
  let summary = "masked gather of scaled elements from a surface";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_ImmShort, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_AnyInt, "">:$arg4, Arg<GenX_AnyVector, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_GatherMaskedScaled2PredefSurfaceOp : GenX_IntrinsicOp<"gather.masked.scaled2.predef.surface", "ReadMem", "-Xe2"> {
  let summary = "masked gather of scaled elements from a predefined surface";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_ImmShort, "">:$arg1, Arg<GenX_AnyPtr, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_AnyInt, "">:$arg4, Arg<GenX_AnyVector, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_GatherPrivateOp : GenX_IntrinsicOp<"gather.private", "ReadMem"> {
  let summary = "gather from thread-private memory through a pointer";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_GatherScaledOp : GenX_IntrinsicOp<"gather.scaled", "ReadMem", "-Xe2"> {
  let summary = "gather scaled elements from a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_ImmInt, "">:$arg1, Arg<GenX_ImmShort, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_AnyInt, "">:$arg5, Arg<GenX_SameAs<0>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_GatherScaled2Op : GenX_IntrinsicOp<"gather.scaled2", "ReadMem", "-Xe2"> {
  let summary = "gather scaled elements from a surface (no old value)";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_ImmShort, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_AnyInt, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_Gather4MaskedScaled2Op : GenX_IntrinsicOp<"gather4.masked.scaled2", "ReadMem", "-Xe2"> {
  let summary = "masked gather of channels from a surface";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_ImmShort, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_AnyInt, "">:$arg4, Arg<GenX_AnyVector, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_Gather4MaskedScaled2PredefSurfaceOp : GenX_IntrinsicOp<"gather4.masked.scaled2.predef.surface", "ReadMem", "-Xe2"> {
  let summary = "masked gather of channels from a predefined surface";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_ImmShort, "">:$arg1, Arg<GenX_AnyPtr, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_AnyInt, "">:$arg4, Arg<GenX_AnyVector, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_Gather4ScaledOp : GenX_IntrinsicOp<"gather4.scaled", "ReadMem", "-Xe2"> {
  let summary = "gather channels of scaled elements from a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_ImmInt, "">:$arg1, Arg<GenX_ImmShort, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_AnyInt, "">:$arg5, Arg<GenX_SameAs<0>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_Gather4Scaled2Op : GenX_IntrinsicOp<"gather4.scaled2", "ReadMem", "-Xe2"> {
  let summary = "gather channels from a surface (no old value)";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_ImmShort, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_AnyInt, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_Gather4TypedOp : GenX_IntrinsicOp<"gather4.typed", "ReadMem", "-Xe2"> {
  let summary = "gather channels from a typed surface";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_AnyVector, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<0>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_MediaLdOp : GenX_IntrinsicOp<"media.ld", "ReadMem", "-Xe2"> {
  let summary = "read a 2D block from a media surface";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_ImmInt, "">:$arg2, Arg<GenX_ImmInt, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_Int, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_MediaStOp : GenX_IntrinsicOp<"media.st", "None", "-Xe2"> {
  let summary = "write a 2D block to a media surface";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_ImmInt, "">:$arg2, Arg<GenX_ImmInt, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_Int, "">:$arg5, Arg<GenX_AnyVector, "">:$arg6);
  let results = (outs);
}

def GenX_OwordLdPredefSurfaceOp : GenX_IntrinsicOp<"oword.ld.predef.surface", "ReadMem", "-Xe2"> {
  let summary = "oword block load from a predefined surface";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_Int, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_OwordLdUnalignedOp : GenX_IntrinsicOp<"oword.ld.unaligned", "ReadMem", "-Xe2"> {
  let summary = "dword-aligned oword block load from a surface";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_OwordLdUnalignedPredefSurfaceOp : GenX_IntrinsicOp<"oword.ld.unaligned.predef.surface", "ReadMem", "-Xe2"> {
  let summary = "dword-aligned oword block load from a predefined surface";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_Int, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_OwordStPredefSurfaceOp : GenX_IntrinsicOp<"oword.st.predef.surface", "None", "-Xe2"> {
  let summary = "oword block store to a predefined surface";
  let arguments = (ins Arg<GenX_AnyPtr, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2);
  let results = (outs);
}

def GenX_ScatterPrivateOp : GenX_IntrinsicOp<"scatter.private", "None"> {
  let summary = "scatter to thread-private memory through a pointer";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_AnyVector, "">:$arg3);
  let results = (outs);
}

def GenX_ScatterScaledOp : GenX_IntrinsicOp<"scatter.scaled", "None", "-Xe2"> {
  let summary = "scatter scaled elements to a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_ImmInt, "">:$arg1, Arg<GenX_ImmShort, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_AnyInt, "">:$arg5, Arg<GenX_AnyVector, "">:$arg6);
  let results = (outs);
}

def GenX_ScatterScaledPredefSurfaceOp : GenX_IntrinsicOp<"scatter.scaled.predef.surface", "None", "-Xe2"> {
  let summary = "scatter scaled elements to a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_ImmInt, "">:$arg1, Arg<GenX_ImmShort, "">:$arg2, Arg<GenX_AnyPtr, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_AnyInt, "">:$arg5, Arg<GenX_AnyVector, "">:$arg6);
  let results = (outs);
}

def GenX_Scatter4ScaledOp : GenX_IntrinsicOp<"scatter4.scaled", "None", "-Xe2"> {
  let summary = "scatter channels of scaled elements to a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_ImmInt, "">:$arg1, Arg<GenX_ImmShort, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_AnyInt, "">:$arg5, Arg<GenX_AnyVector, "">:$arg6);
  let results = (outs);
}

def GenX_Scatter4ScaledPredefSurfaceOp : GenX_IntrinsicOp<"scatter4.scaled.predef.surface", "None", "-Xe2"> {
  let summary = "scatter channels to a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_ImmInt, "">:$arg1, Arg<GenX_ImmShort, "">:$arg2, Arg<GenX_AnyPtr, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_AnyInt, "">:$arg5, Arg<GenX_AnyVector, "">:$arg6);
  let results = (outs);
}

def GenX_Scatter4TypedOp : GenX_IntrinsicOp<"scatter4.typed", "None", "-Xe2"> {
  let summary = "scatter channels to a typed surface";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_AnyVector, "">:$arg3, Arg<GenX_SameAs<1>, "">:$arg4, Arg<GenX_SameAs<1>, "">:$arg5, Arg<GenX_AnyVector, "">:$arg6);
  let results = (outs);
}

def GenX_TransposeLdOp : GenX_IntrinsicOp<"transpose.ld", "ReadMem", "-Xe2"> {
  let summary = "load a transposed block (media)";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_ImmInt, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_Int, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

#endif // GENX_INTRINSICS_DATAPORT_TD
