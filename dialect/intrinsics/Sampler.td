//===- Sampler.td --------------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_SAMPLER_TD
#define GENX_INTRINSICS_SAMPLER_TD

def GenX_X3dLoadOp : GenX_IntrinsicOp<"3d.load", "ReadMem"> {
  let summary = "load texels from a 3D sampler surface without filtering";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_ImmInt, "">:$arg2, Arg<GenX_Short, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_AnyVector, "">:$arg5, Arg<GenX_AnyVector, "">:$arg6, Arg<GenX_AnyVector, "">:$arg7, Arg<GenX_AnyVector, "">:$arg8, Arg<GenX_AnyVector, "">:$arg9, Arg<GenX_AnyVector, "">:$arg10, Arg<GenX_AnyVector, "">:$arg11, Arg<GenX_AnyVector, "">:$arg12, Arg<GenX_AnyVector, "">:$arg13, Arg<GenX_AnyVector, "">:$arg14, Arg<GenX_AnyVector, "">:$arg15, Arg<GenX_AnyVector, "">:$arg16, Arg<GenX_AnyVector, "">:$arg17, Arg<GenX_AnyVector, "">:$arg18, Arg<GenX_AnyVector, "">:$arg19);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_X3dSampleOp : GenX_IntrinsicOp<"3d.sample", "ReadMem"> {
  let summary = "sample a 3D-pipeline surface through a sampler with filtering";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_ImmInt, "">:$arg2, Arg<GenX_Short, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_Int, "">:$arg5, Arg<GenX_AnyVector, "">:$arg6, Arg<GenX_AnyVector, "">:$arg7, Arg<GenX_AnyVector, "">:$arg8, Arg<GenX_AnyVector, "">:$arg9, Arg<GenX_AnyVector, "">:$arg10, Arg<GenX_AnyVector, "">:$arg11, Arg<GenX_AnyVector, "">:$arg12, Arg<GenX_AnyVector, "">:$arg13, Arg<GenX_AnyVector, "">:$arg14, Arg<GenX_AnyVector, "">:$arg15, Arg<GenX_AnyVector, "">:$arg16, Arg<GenX_AnyVector, "">:$arg17, Arg<GenX_AnyVector, "">:$arg18, Arg<GenX_AnyVector, "">:$arg19, Arg<GenX_AnyVector, "">:$arg20);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_AvsOp : GenX_IntrinsicOp<"avs", "ReadMem"> {
  let summary = "adaptive video scaler sampling";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_Float, "">:$arg4, Arg<GenX_Float, "">:$arg5, Arg<GenX_Float, "">:$arg6, Arg<GenX_Float, "">:$arg7, Arg<GenX_Int, "">:$arg8, Arg<GenX_Int, "">:$arg9, Arg<GenX_ImmInt, "">:$arg10, Arg<GenX_Float, "">:$arg11, Arg<GenX_ImmInt, "">:$arg12, Arg<GenX_Char, "">:$arg13);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_LoadOp : GenX_IntrinsicOp<"load", "ReadMem"> {
  let summary = "load from a surface at given coordinates (media)";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<1>, "">:$arg3, Arg<GenX_SameAs<1>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SampleOp : GenX_IntrinsicOp<"sample", "ReadMem"> {
  let summary = "sample a surface through a sampler (media)";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_AnyFloat, "">:$arg3, Arg<GenX_SameAs<1>, "">:$arg4, Arg<GenX_SameAs<1>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SampleUnormOp : GenX_IntrinsicOp<"sample.unorm", "ReadMem"> {
  let summary = "sample a surface with unnormalized coordinates (media)";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_Float, "">:$arg4, Arg<GenX_Float, "">:$arg5, Arg<GenX_Float, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

#endif // GENX_INTRINSICS_SAMPLER_TD
