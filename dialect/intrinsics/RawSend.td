//===- RawSend.td --------------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_RAWSEND_TD
#define GENX_INTRINSICS_RAWSEND_TD

def GenX_RawSendOp : GenX_IntrinsicOp<"raw.send", "NoWillReturn,SideEffects"> {
  let summary = "raw message send with a result";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_ImmInt, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_AnyVector, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_RawSendNoresultOp : GenX_IntrinsicOp<"raw.send.noresult", "NoWillReturn,SideEffects"> {
  let summary = "raw message send without a result";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_ImmInt, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_AnyVector, "">:$arg4);
  let results = (outs);
}

def GenX_RawSend2Op : GenX_IntrinsicOp<"raw.send2", "NoWillReturn"> {
  let summary = "raw message send with explicit lengths, with a result";
  let arguments = (ins Arg<GenX_Char, "">:$arg0, Arg<GenX_Char, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2, Arg<GenX_Char, "">:$arg3, Arg<GenX_Char, "">:$arg4, Arg<GenX_Char, "">:$arg5, Arg<GenX_Int, "">:$arg6, Arg<GenX_Int, "">:$arg7, Arg<GenX_AnyVector, "">:$arg8, Arg<GenX_SameAs<0>, "">:$arg9);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_RawSend2NoresultOp : GenX_IntrinsicOp<"raw.send2.noresult", "NoWillReturn"> {
  let summary = "raw message send with explicit lengths, no result";
  let arguments = (ins Arg<GenX_Char, "">:$arg0, Arg<GenX_Char, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2, Arg<GenX_Char, "">:$arg3, Arg<GenX_Char, "">:$arg4, Arg<GenX_Int, "">:$arg5, Arg<GenX_Int, "">:$arg6, Arg<GenX_AnyVector, "">:$arg7);
  let results = (outs);
}

def GenX_RawSendgOp : GenX_IntrinsicOp<"raw.sendg", "NoWillReturn,SideEffects", "Xe3P+"> {
  let summary = "raw gateway-style send with descriptors in registers";
  let inVCIntrinsics011 = 0;
  let arguments = (ins Arg<GenX_Short, "">:$arg0, Arg<GenX_Bool, "">:$arg1, Arg<GenX_Bool, "">:$arg2, Arg<GenX_Char, "">:$arg3, Arg<GenX_AnyInt, "">:$arg4, Arg<GenX_AnyVector, "">:$arg5, Arg<GenX_Short, "">:$arg6, Arg<GenX_AnyVector, "">:$arg7, Arg<GenX_Short, "">:$arg8, Arg<GenX_Long, "">:$arg9, Arg<GenX_Long, "">:$arg10, Arg<GenX_Long, "">:$arg11, Arg<GenX_SameAs<0>, "">:$arg12);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_RawSendsOp : GenX_IntrinsicOp<"raw.sends", "NoWillReturn"> {
  let summary = "raw split send with a result";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_Char, "">:$arg2, Arg<GenX_ImmInt, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_AnyVector, "">:$arg5, Arg<GenX_AnyVector, "">:$arg6, Arg<GenX_SameAs<0>, "">:$arg7);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_RawSendsNoresultOp : GenX_IntrinsicOp<"raw.sends.noresult", "NoWillReturn"> {
  let summary = "raw split send without a result";
  let arguments = (ins Arg<GenX_ImmInt, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_Char, "">:$arg2, Arg<GenX_Int, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_AnyVector, "">:$arg5, Arg<GenX_AnyVector, "">:$arg6);
  let results = (outs);
}

def GenX_RawSends2Op : GenX_IntrinsicOp<"raw.sends2", "NoWillReturn"> {
  let summary = "raw split send with explicit lengths, with a result";
  let arguments = (ins Arg<GenX_Char, "">:$arg0, Arg<GenX_Char, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2, Arg<GenX_Char, "">:$arg3, Arg<GenX_Char, "">:$arg4, Arg<GenX_Char, "">:$arg5, Arg<GenX_Char, "">:$arg6, Arg<GenX_Int, "">:$arg7, Arg<GenX_Int, "">:$arg8, Arg<GenX_AnyVector, "">:$arg9, Arg<GenX_AnyVector, "">:$arg10, Arg<GenX_SameAs<0>, "">:$arg11);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_RawSends2NoresultOp : GenX_IntrinsicOp<"raw.sends2.noresult", "NoWillReturn"> {
  let summary = "raw split send with explicit lengths, no result";
  let arguments = (ins Arg<GenX_Char, "">:$arg0, Arg<GenX_Char, "">:$arg1, Arg<GenX_AnyVector, "">:$arg2, Arg<GenX_Char, "">:$arg3, Arg<GenX_Char, "">:$arg4, Arg<GenX_Char, "">:$arg5, Arg<GenX_Int, "">:$arg6, Arg<GenX_Int, "">:$arg7, Arg<GenX_AnyVector, "">:$arg8, Arg<GenX_AnyVector, "">:$arg9);
  let results = (outs);
}

#endif // GENX_INTRINSICS_RAWSEND_TD
