//===- Atomics.td --------------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_ATOMICS_TD
#define GENX_INTRINSICS_ATOMICS_TD

def GenX_DwordAtomicAddOp : GenX_IntrinsicOp<"dword.atomic.add", "NoWillReturn", "-Xe2"> {
  let summary = "atomic add on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicAndOp : GenX_IntrinsicOp<"dword.atomic.and", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise and on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicCmpxchgOp : GenX_IntrinsicOp<"dword.atomic.cmpxchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic compare and exchange on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicDecOp : GenX_IntrinsicOp<"dword.atomic.dec", "NoWillReturn", "-Xe2"> {
  let summary = "atomic decrement on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicFaddOp : GenX_IntrinsicOp<"dword.atomic.fadd", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float add on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicFcmpwrOp : GenX_IntrinsicOp<"dword.atomic.fcmpwr", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float compare and write on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicFmaxOp : GenX_IntrinsicOp<"dword.atomic.fmax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float maximum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicFminOp : GenX_IntrinsicOp<"dword.atomic.fmin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float minimum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicFsubOp : GenX_IntrinsicOp<"dword.atomic.fsub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float subtract on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicImaxOp : GenX_IntrinsicOp<"dword.atomic.imax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed maximum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicIminOp : GenX_IntrinsicOp<"dword.atomic.imin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed minimum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicIncOp : GenX_IntrinsicOp<"dword.atomic.inc", "NoWillReturn", "-Xe2"> {
  let summary = "atomic increment on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicMaxOp : GenX_IntrinsicOp<"dword.atomic.max", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned maximum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicMinOp : GenX_IntrinsicOp<"dword.atomic.min", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned minimum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicOrOp : GenX_IntrinsicOp<"dword.atomic.or", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise or on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicSubOp : GenX_IntrinsicOp<"dword.atomic.sub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic subtract on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicXchgOp : GenX_IntrinsicOp<"dword.atomic.xchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic exchange on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomicXorOp : GenX_IntrinsicOp<"dword.atomic.xor", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise xor on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2AddOp : GenX_IntrinsicOp<"dword.atomic2.add", "NoWillReturn", "-Xe2"> {
  let summary = "atomic add on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2AddPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.add.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic add on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2AndOp : GenX_IntrinsicOp<"dword.atomic2.and", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise and on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2AndPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.and.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise and on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2CmpxchgOp : GenX_IntrinsicOp<"dword.atomic2.cmpxchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic compare and exchange on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2CmpxchgPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.cmpxchg.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic compare and exchange on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2DecOp : GenX_IntrinsicOp<"dword.atomic2.dec", "NoWillReturn", "-Xe2"> {
  let summary = "atomic decrement on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2DecPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.dec.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic decrement on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2FaddOp : GenX_IntrinsicOp<"dword.atomic2.fadd", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float add on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2FaddPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fadd.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float add on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2FcmpwrOp : GenX_IntrinsicOp<"dword.atomic2.fcmpwr", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float compare and write on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2FcmpwrPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fcmpwr.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float compare and write on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2FmaxOp : GenX_IntrinsicOp<"dword.atomic2.fmax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float maximum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2FmaxPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fmax.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float maximum on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2FminOp : GenX_IntrinsicOp<"dword.atomic2.fmin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float minimum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2FminPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fmin.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float minimum on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2FsubOp : GenX_IntrinsicOp<"dword.atomic2.fsub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float subtract on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2FsubPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fsub.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float subtract on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2ImaxOp : GenX_IntrinsicOp<"dword.atomic2.imax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed maximum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2ImaxPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.imax.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed maximum on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2IminOp : GenX_IntrinsicOp<"dword.atomic2.imin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed minimum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2IminPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.imin.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed minimum on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2IncOp : GenX_IntrinsicOp<"dword.atomic2.inc", "NoWillReturn", "-Xe2"> {
  let summary = "atomic increment on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2IncPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.inc.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic increment on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2MaxOp : GenX_IntrinsicOp<"dword.atomic2.max", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned maximum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2MaxPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.max.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned maximum on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2MinOp : GenX_IntrinsicOp<"dword.atomic2.min", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned minimum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2MinPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.min.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned minimum on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2OrOp : GenX_IntrinsicOp<"dword.atomic2.or", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise or on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2OrPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.or.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise or on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2SubOp : GenX_IntrinsicOp<"dword.atomic2.sub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic subtract on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2SubPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.sub.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic subtract on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2XchgOp : GenX_IntrinsicOp<"dword.atomic2.xchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic exchange on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2XchgPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.xchg.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic exchange on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2XorOp : GenX_IntrinsicOp<"dword.atomic2.xor", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise xor on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_DwordAtomic2XorPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.xor.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise xor on a predefined surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyPtr, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicAddOp : GenX_IntrinsicOp<"svm.atomic.add", "NoWillReturn", "-Xe2"> {
  let summary = "atomic add on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicAndOp : GenX_IntrinsicOp<"svm.atomic.and", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise and on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicCmpxchgOp : GenX_IntrinsicOp<"svm.atomic.cmpxchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic compare and exchange on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicDecOp : GenX_IntrinsicOp<"svm.atomic.dec", "NoWillReturn", "-Xe2"> {
  let summary = "atomic decrement on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicFcmpwrOp : GenX_IntrinsicOp<"svm.atomic.fcmpwr", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float compare and write on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicFmaxOp : GenX_IntrinsicOp<"svm.atomic.fmax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float maximum on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicFminOp : GenX_IntrinsicOp<"svm.atomic.fmin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float minimum on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicImaxOp : GenX_IntrinsicOp<"svm.atomic.imax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed maximum on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicIminOp : GenX_IntrinsicOp<"svm.atomic.imin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed minimum on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicIncOp : GenX_IntrinsicOp<"svm.atomic.inc", "NoWillReturn", "-Xe2"> {
  let summary = "atomic increment on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicMaxOp : GenX_IntrinsicOp<"svm.atomic.max", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned maximum on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicMinOp : GenX_IntrinsicOp<"svm.atomic.min", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned minimum on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicOrOp : GenX_IntrinsicOp<"svm.atomic.or", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise or on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicSubOp : GenX_IntrinsicOp<"svm.atomic.sub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic subtract on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicXchgOp : GenX_IntrinsicOp<"svm.atomic.xchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic exchange on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmAtomicXorOp : GenX_IntrinsicOp<"svm.atomic.xor", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise xor on shared virtual memory";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicAddOp : GenX_IntrinsicOp<"typed.atomic.add", "NoWillReturn", "-Xe2"> {
  let summary = "atomic add on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicAndOp : GenX_IntrinsicOp<"typed.atomic.and", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise and on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicCmpxchgOp : GenX_IntrinsicOp<"typed.atomic.cmpxchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic compare and exchange on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_AnyInt, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6, Arg<GenX_SameAs<2>, "">:$arg7);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicDecOp : GenX_IntrinsicOp<"typed.atomic.dec", "NoWillReturn", "-Xe2"> {
  let summary = "atomic decrement on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<2>, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicFaddOp : GenX_IntrinsicOp<"typed.atomic.fadd", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float add on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicFcmpwrOp : GenX_IntrinsicOp<"typed.atomic.fcmpwr", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float compare and write on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_AnyInt, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6, Arg<GenX_SameAs<2>, "">:$arg7);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicFmaxOp : GenX_IntrinsicOp<"typed.atomic.fmax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float maximum on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicFminOp : GenX_IntrinsicOp<"typed.atomic.fmin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float minimum on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicFsubOp : GenX_IntrinsicOp<"typed.atomic.fsub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float subtract on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicImaxOp : GenX_IntrinsicOp<"typed.atomic.imax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed maximum on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicIminOp : GenX_IntrinsicOp<"typed.atomic.imin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed minimum on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicIncOp : GenX_IntrinsicOp<"typed.atomic.inc", "NoWillReturn", "-Xe2"> {
  let summary = "atomic increment on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<2>, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicMaxOp : GenX_IntrinsicOp<"typed.atomic.max", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned maximum on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicMinOp : GenX_IntrinsicOp<"typed.atomic.min", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned minimum on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicOrOp : GenX_IntrinsicOp<"typed.atomic.or", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise or on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicSubOp : GenX_IntrinsicOp<"typed.atomic.sub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic subtract on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicXchgOp : GenX_IntrinsicOp<"typed.atomic.xchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic exchange on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_TypedAtomicXorOp : GenX_IntrinsicOp<"typed.atomic.xor", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise xor on a typed surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_SameAs<0>, "">:$arg2, Arg<GenX_AnyInt, "">:$arg3, Arg<GenX_SameAs<2>, "">:$arg4, Arg<GenX_SameAs<2>, "">:$arg5, Arg<GenX_SameAs<2>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicAddOp : GenX_IntrinsicOp<"untyped.atomic.add", "NoWillReturn", "-Xe2"> {
  let summary = "atomic add on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicAndOp : GenX_IntrinsicOp<"untyped.atomic.and", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise and on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicCmpxchgOp : GenX_IntrinsicOp<"untyped.atomic.cmpxchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic compare and exchange on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5, Arg<GenX_SameAs<0>, "">:$arg6);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicDecOp : GenX_IntrinsicOp<"untyped.atomic.dec", "NoWillReturn", "-Xe2"> {
  let summary = "atomic decrement on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicImaxOp : GenX_IntrinsicOp<"untyped.atomic.imax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed maximum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicIminOp : GenX_IntrinsicOp<"untyped.atomic.imin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed minimum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicIncOp : GenX_IntrinsicOp<"untyped.atomic.inc", "NoWillReturn", "-Xe2"> {
  let summary = "atomic increment on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicMaxOp : GenX_IntrinsicOp<"untyped.atomic.max", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned maximum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicMinOp : GenX_IntrinsicOp<"untyped.atomic.min", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned minimum on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicOrOp : GenX_IntrinsicOp<"untyped.atomic.or", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise or on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicSubOp : GenX_IntrinsicOp<"untyped.atomic.sub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic subtract on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicXchgOp : GenX_IntrinsicOp<"untyped.atomic.xchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic exchange on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_UntypedAtomicXorOp : GenX_IntrinsicOp<"untyped.atomic.xor", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise xor on a surface";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Int, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3, Arg<GenX_SameAs<0>, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

#endif // GENX_INTRINSICS_ATOMICS_TD
