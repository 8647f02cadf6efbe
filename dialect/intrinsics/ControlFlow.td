//===- ControlFlow.td ----------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_CONTROLFLOW_TD
#define GENX_INTRINSICS_CONTROLFLOW_TD

def GenX_AllOp : GenX_IntrinsicOp<"all", "NoMem"> {
  let summary = "whether every element of a predicate is set";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0);
  let results = (outs Res<GenX_Bool, "">:$res);
}

def GenX_AnyOp : GenX_IntrinsicOp<"any", "NoMem"> {
  let summary = "whether any element of a predicate is set";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0);
  let results = (outs Res<GenX_Bool, "">:$res);
}

def GenX_ConstantpredOp : GenX_IntrinsicOp<"constantpred", "NoMem"> {
  let summary = "materialize a predicate constant";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_FaddrOp : GenX_IntrinsicOp<"faddr", "NoMem"> {
  let summary = "take the address of a function";
  let arguments = (ins Arg<GenX_AnyType, "">:$arg0);
  let results = (outs Res<GenX_Long, "">:$res);
}

def GenX_JumpTableOp : GenX_IntrinsicOp<"jump.table", "NoMem"> {
  let summary = "select a target from a jump table by index";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_VarArgs, "">:$args);
  let results = (outs Res<GenX_AnyPtr, "">:$res);
}

def GenX_RdpredregionOp : GenX_IntrinsicOp<"rdpredregion", "NoMem"> {
  let summary = "read a region of a predicate vector";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_Int, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SimdcfAnyOp : GenX_IntrinsicOp<"simdcf.any", "None"> {
  let summary = "whether any lane of a SIMD control-flow mask is set";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0);
  let results = (outs Res<GenX_Bool, "">:$res);
}

def GenX_SimdcfGetEmOp : GenX_IntrinsicOp<"simdcf.get.em", "WriteMem,SideEffects"> {
  let summary = "read the execution mask";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SimdcfGotoOp : GenX_IntrinsicOp<"simdcf.goto", "NoMem"> {
  let summary = "SIMD control-flow goto: update execution and resume masks";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<1>, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res0, Res<GenX_AnyVector, "">:$res1, Res<GenX_Bool, "">:$res2);
}

def GenX_SimdcfJoinOp : GenX_IntrinsicOp<"simdcf.join", "None"> {
  let summary = "SIMD control-flow join: merge resume mask into the execution mask";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1);
  let results = (outs Res<GenX_AnyVector, "">:$res0, Res<GenX_Bool, "">:$res1);
}

def GenX_SimdcfPredicateOp : GenX_IntrinsicOp<"simdcf.predicate", "None"> {
  let summary = "predicate a value by the execution mask";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SimdcfRemaskOp : GenX_IntrinsicOp<"simdcf.remask", "WriteMem,SideEffects"> {
  let summary = "recompute the execution mask";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_Int, "">:$arg1);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SimdcfSavemaskOp : GenX_IntrinsicOp<"simdcf.savemask", "WriteMem,SideEffects"> {
  let summary = "save the execution mask";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0);
  let results = (outs Res<GenX_Int, "">:$res);
}

def GenX_SimdcfUnmaskOp : GenX_IntrinsicOp<"simdcf.unmask", "WriteMem,SideEffects"> {
  let summary = "enable all lanes, saving the mask";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_ImmInt, "">:$arg1);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UnmaskBeginOp : GenX_IntrinsicOp<"unmask.begin", "WriteMem,SideEffects"> {
  let summary = "begin a region with all lanes enabled";
  let arguments = (ins);
  let results = (outs Res<GenX_Int, "">:$res);
}

def GenX_UnmaskEndOp : GenX_IntrinsicOp<"unmask.end", "WriteMem,SideEffects"> {
  let summary = "end a region with all lanes enabled";
  let arguments = (ins Arg<GenX_Int, "">:$arg0);
  let results = (outs);
}

def GenX_WrconstregionOp : GenX_IntrinsicOp<"wrconstregion", "NoMem"> {
  let summary = "write a region of constants into a vector";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_AnyVector, "">:$arg1, Arg<GenX_ImmInt, "">:$arg2, Arg<GenX_ImmInt, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4, Arg<GenX_AnyInt, "">:$arg5, Arg<GenX_ImmInt, "">:$arg6, Arg<GenX_AnyInt, "">:$arg7);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_WrpredpredregionOp : GenX_IntrinsicOp<"wrpredpredregion", "NoMem"> {
  let summary = "write a predicate region under a predicate";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_WrpredregionOp : GenX_IntrinsicOp<"wrpredregion", "NoMem"> {
  let summary = "write a region of a predicate vector";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_Int, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

#endif // GENX_INTRINSICS_CONTROLFLOW_TD
