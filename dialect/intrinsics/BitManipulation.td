//===- BitManipulation.td ------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_BITMANIPULATION_TD
#define GENX_INTRINSICS_BITMANIPULATION_TD

def GenX_BfiOp : GenX_IntrinsicOp<"bfi", "NoMem"> {
  let summary = "bit field insert";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_BfnOp : GenX_IntrinsicOp<"bfn", "NoMem"> {
  let summary = "arbitrary three-input boolean function (lookup table)";
  // Measured: IGC 1.0.12504 prints "INVALID opcode" on XeLP yet succeeds.
  let backendPlatforms = "XeHP+";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1, Arg<GenX_SameAs<1>, "">:$arg2, Arg<GenX_ImmChar, "">:$arg3);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_BfrevOp : GenX_IntrinsicOp<"bfrev", "NoMem"> {
  let summary = "reverse the bits of each element";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_CbitOp : GenX_IntrinsicOp<"cbit", "NoMem"> {
  let summary = "count set bits of each element";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_FblOp : GenX_IntrinsicOp<"fbl", "NoMem"> {
  let summary = "find the lowest set bit of each element";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_LfsrOp : GenX_IntrinsicOp<"lfsr", "NoMem", "Xe3P+"> {
  let summary = "step a linear feedback shift register";
  let inVCIntrinsics011 = 0;
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1, Arg<GenX_Char, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_LzdOp : GenX_IntrinsicOp<"lzd", "NoMem"> {
  let summary = "count leading zeros of each element";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_RolOp : GenX_IntrinsicOp<"rol", "NoMem"> {
  let summary = "rotate left";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_RorOp : GenX_IntrinsicOp<"ror", "NoMem"> {
  let summary = "rotate right";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0, Arg<GenX_SameAs<1>, "">:$arg1);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SbfeOp : GenX_IntrinsicOp<"sbfe", "NoMem"> {
  let summary = "signed bit field extract";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SfbhOp : GenX_IntrinsicOp<"sfbh", "NoMem"> {
  let summary = "find the highest bit differing from the sign bit";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UbfeOp : GenX_IntrinsicOp<"ubfe", "NoMem"> {
  let summary = "unsigned bit field extract";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_UfbhOp : GenX_IntrinsicOp<"ufbh", "NoMem"> {
  let summary = "find the highest set bit";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

#endif // GENX_INTRINSICS_BITMANIPULATION_TD
