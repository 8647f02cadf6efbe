//===- Registers.td ------------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_REGISTERS_TD
#define GENX_INTRINSICS_REGISTERS_TD

def GenX_Ce0Op : GenX_IntrinsicOp<"ce0", "ReadMem"> {
  let summary = "read the channel enable register";
  let arguments = (ins);
  let results = (outs Res<GenX_Int, "">:$res);
}

def GenX_DummyMovOp : GenX_IntrinsicOp<"dummy.mov", "None"> {
  let summary = "a move the backend keeps, for scheduling";
  let arguments = (ins Arg<GenX_Short, "">:$arg0);
  let results = (outs);
}

def GenX_GetColorOp : GenX_IntrinsicOp<"get.color", "NoMem"> {
  let summary = "read the color field of the thread payload";
  let arguments = (ins);
  let results = (outs Res<GenX_Short, "">:$res);
}

def GenX_GetHwidOp : GenX_IntrinsicOp<"get.hwid", "NoMem"> {
  let summary = "read the hardware thread id";
  let arguments = (ins);
  let results = (outs Res<GenX_Int, "">:$res);
}

def GenX_GetScoreboardBtiOp : GenX_IntrinsicOp<"get.scoreboard.bti", "NoMem"> {
  let summary = "read the scoreboard binding table index";
  let arguments = (ins);
  let results = (outs Res<GenX_Int, "">:$res);
}

def GenX_GetScoreboardDeltasOp : GenX_IntrinsicOp<"get.scoreboard.deltas", "NoMem"> {
  let summary = "read the scoreboard dependency deltas";
  let arguments = (ins);
  let results = (outs Res<GenX_Vec<16, GenX_Char, "char16">, "">:$res);
}

def GenX_GetScoreboardDepcntOp : GenX_IntrinsicOp<"get.scoreboard.depcnt", "NoMem"> {
  let summary = "read the scoreboard dependency count";
  let arguments = (ins);
  let results = (outs Res<GenX_Int, "">:$res);
}

def GenX_GroupCountOp : GenX_IntrinsicOp<"group.count", "NoMem"> {
  let summary = "number of thread groups in each dimension";
  let arguments = (ins);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_LaneIdOp : GenX_IntrinsicOp<"lane.id", "NoMem"> {
  let summary = "SIMT lane id of the work item";
  let arguments = (ins);
  let results = (outs Res<GenX_Int, "">:$res);
}

def GenX_LocalId16Op : GenX_IntrinsicOp<"local.id16", "NoMem"> {
  let summary = "thread id within the group as 16-bit values";
  let arguments = (ins);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_LocalSizeOp : GenX_IntrinsicOp<"local.size", "NoMem"> {
  let summary = "thread-group size in each dimension";
  let arguments = (ins);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_PredefinedSurfaceOp : GenX_IntrinsicOp<"predefined.surface", "NoMem"> {
  let summary = "handle of a predefined surface (stateless, SLM, stack, scratch)";
  let arguments = (ins Arg<GenX_Int, "">:$arg0);
  let results = (outs Res<GenX_Int, "">:$res);
}

def GenX_R0Op : GenX_IntrinsicOp<"r0", "ReadMem"> {
  let summary = "read the r0 thread payload register";
  let arguments = (ins);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_ReadPredefRegOp : GenX_IntrinsicOp<"read.predef.reg", "ReadMem"> {
  let summary = "read a predefined (architectural) register";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_AnyType, "">:$arg1);
  let results = (outs Res<GenX_AnyType, "">:$res);
}

def GenX_SetSr02Op : GenX_IntrinsicOp<"set.sr0.2", "None"> {
  let summary = "write the sr0.2 state register";
  let arguments = (ins Arg<GenX_Int, "">:$arg0);
  let results = (outs);
}

def GenX_Sr0Op : GenX_IntrinsicOp<"sr0", "ReadMem"> {
  let summary = "read the sr0 state register";
  let arguments = (ins);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_ThreadXOp : GenX_IntrinsicOp<"thread.x", "NoMem"> {
  let summary = "x coordinate of the thread (media walker)";
  let arguments = (ins);
  let results = (outs Res<GenX_Short, "">:$res);
}

def GenX_ThreadYOp : GenX_IntrinsicOp<"thread.y", "NoMem"> {
  let summary = "y coordinate of the thread (media walker)";
  let arguments = (ins);
  let results = (outs Res<GenX_Short, "">:$res);
}

def GenX_TimestampOp : GenX_IntrinsicOp<"timestamp", "None"> {
  let summary = "read the timestamp counter";
  let arguments = (ins);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_WritePredefRegOp : GenX_IntrinsicOp<"write.predef.reg", "WriteMem"> {
  let summary = "write a predefined (architectural) register";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_AnyType, "">:$arg1);
  let results = (outs Res<GenX_AnyType, "">:$res);
}

def GenX_WritePredefSurfaceOp : GenX_IntrinsicOp<"write.predef.surface", "WriteMem"> {
  let summary = "set a predefined surface";
  let arguments = (ins Arg<GenX_AnyPtr, "">:$arg0, Arg<GenX_Int, "">:$arg1);
  let results = (outs);
}

#endif // GENX_INTRINSICS_REGISTERS_TD
