//===- Synchronization.td ------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_SYNCHRONIZATION_TD
#define GENX_INTRINSICS_SYNCHRONIZATION_TD

def GenX_CacheFlushOp : GenX_IntrinsicOp<"cache.flush", "None"> {
  let summary = "flush the data cache";
  let arguments = (ins);
  let results = (outs);
}

def GenX_FenceOp : GenX_IntrinsicOp<"fence", "None"> {
  let summary = "memory fence with the given flags";
  let arguments = (ins Arg<GenX_ImmChar, "">:$arg0);
  let results = (outs);
}

def GenX_NbarrierOp : GenX_IntrinsicOp<"nbarrier", "SideEffects", "XeHPC+"> {
  let summary = "signal or wait on a named barrier";
  let arguments = (ins Arg<GenX_ImmChar, "">:$arg0, Arg<GenX_Char, "">:$arg1, Arg<GenX_Char, "">:$arg2);
  let results = (outs);
}

def GenX_NbarrierArriveOp : GenX_IntrinsicOp<"nbarrier.arrive", "SideEffects", "XeHPC+"> {
  let summary = "arrive at a named barrier";
  let inVCIntrinsics011 = 0;
  let arguments = (ins Arg<GenX_Char, "">:$arg0, Arg<GenX_Char, "">:$arg1, Arg<GenX_Char, "">:$arg2, Arg<GenX_Char, "">:$arg3);
  let results = (outs);
}

def GenX_SbarrierOp : GenX_IntrinsicOp<"sbarrier", "Convergent"> {
  let summary = "split barrier: signal or wait";
  let arguments = (ins Arg<GenX_ImmChar, "">:$arg0);
  let results = (outs);
}

def GenX_SetPauseOp : GenX_IntrinsicOp<"set.pause", "None"> {
  let summary = "pause the thread for a number of cycles";
  let arguments = (ins Arg<GenX_Short, "">:$arg0);
  let results = (outs);
}

def GenX_SlmInitOp : GenX_IntrinsicOp<"slm.init", "None"> {
  let summary = "set the shared local memory size of the kernel";
  let arguments = (ins Arg<GenX_Int, "">:$arg0);
  let results = (outs);
}

def GenX_WaitOp : GenX_IntrinsicOp<"wait", "None"> {
  let summary = "wait on a notification register";
  let arguments = (ins Arg<GenX_Char, "">:$arg0);
  let results = (outs);
}

def GenX_YieldOp : GenX_IntrinsicOp<"yield", "None"> {
  let summary = "yield the thread to others";
  let arguments = (ins);
  let results = (outs);
}

#endif // GENX_INTRINSICS_SYNCHRONIZATION_TD
