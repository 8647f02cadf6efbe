//===- Math.td -----------------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_MATH_TD
#define GENX_INTRINSICS_MATH_TD

def GenX_AbsfOp : GenX_IntrinsicOp<"absf", "NoMem"> {
  let summary = "float absolute value (source modifier)";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_CosOp : GenX_IntrinsicOp<"cos", "NoMem"> {
  let summary = "cosine (hardware precision)";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_ExpOp : GenX_IntrinsicOp<"exp", "NoMem"> {
  let summary = "base-2 exponential (hardware precision)";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_FrcOp : GenX_IntrinsicOp<"frc", "NoMem"> {
  let summary = "fractional part of each element";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_IeeeDivOp : GenX_IntrinsicOp<"ieee.div", "NoMem"> {
  let summary = "IEEE-correct float division";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_IeeeSqrtOp : GenX_IntrinsicOp<"ieee.sqrt", "NoMem"> {
  let summary = "IEEE-correct square root";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_InvOp : GenX_IntrinsicOp<"inv", "NoMem"> {
  let summary = "reciprocal (hardware precision)";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_LogOp : GenX_IntrinsicOp<"log", "NoMem"> {
  let summary = "base-2 logarithm (hardware precision)";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_PowOp : GenX_IntrinsicOp<"pow", "NoMem"> {
  let summary = "power (hardware precision)";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0, Arg<GenX_SameAs<0>, "">:$arg1);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_RnddOp : GenX_IntrinsicOp<"rndd", "NoMem"> {
  let summary = "round toward negative infinity";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_RndeOp : GenX_IntrinsicOp<"rnde", "NoMem"> {
  let summary = "round to nearest even";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_RnduOp : GenX_IntrinsicOp<"rndu", "NoMem"> {
  let summary = "round toward positive infinity";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_RndzOp : GenX_IntrinsicOp<"rndz", "NoMem"> {
  let summary = "round toward zero";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_RsqrtOp : GenX_IntrinsicOp<"rsqrt", "NoMem"> {
  let summary = "reciprocal square root (hardware precision)";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_SinOp : GenX_IntrinsicOp<"sin", "NoMem"> {
  let summary = "sine (hardware precision)";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

def GenX_SqrtOp : GenX_IntrinsicOp<"sqrt", "NoMem"> {
  let summary = "square root (hardware precision)";
  let arguments = (ins Arg<GenX_SameAs<0>, "">:$arg0);
  let results = (outs Res<GenX_AnyFloat, "">:$res);
}

#endif // GENX_INTRINSICS_MATH_TD
