//===- Misc.td -----------------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_MISC_TD
#define GENX_INTRINSICS_MISC_TD

def GenX_AllocaOp : GenX_IntrinsicOp<"alloca", "None"> {
  let summary = "allocate thread-private stack memory, returning its offset";
  let arguments = (ins Arg<GenX_AnyType, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_OutputOp : GenX_IntrinsicOp<"output", "None"> {
  let summary = "write values to the kernel output (CM internal)";
  let arguments = (ins Arg<GenX_VarArgs, "">:$args);
  let results = (outs);
}

def GenX_Output1Op : GenX_IntrinsicOp<"output.1", "None"> {
  let summary = "write one value to the kernel output (CM internal)";
  let arguments = (ins Arg<GenX_AnyType, "">:$arg0);
  let results = (outs);
}

def GenX_PrintBufferOp : GenX_IntrinsicOp<"print.buffer", "None"> {
  let summary = "address of the printf buffer";
  let arguments = (ins);
  let results = (outs Res<GenX_Long, "">:$res);
}

def GenX_PrintFormatIndexOp : GenX_IntrinsicOp<"print.format.index", "NoMem"> {
  let summary = "index of a printf format string";
  let arguments = (ins Arg<GenX_AnyPtr, "">:$arg0);
  let results = (outs Res<GenX_Int, "">:$res);
}

def GenX_VloadOp : GenX_IntrinsicOp<"vload", "None"> {
  let summary = "load a vector through a pointer, kept by the optimizer";
  let arguments = (ins Arg<GenX_AnyPtr, "">:$arg0);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_VstoreOp : GenX_IntrinsicOp<"vstore", "None"> {
  let summary = "store a vector through a pointer, kept by the optimizer";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1);
  let results = (outs);
}

#endif // GENX_INTRINSICS_MISC_TD
