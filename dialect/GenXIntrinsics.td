//===- GenXIntrinsics.td - The vc-intrinsics table ---------*- tablegen -*-===//
//
// One entry per `llvm.genx.*` intrinsic not refined in GenXOps.td. An entry
// is the whole description of its intrinsic: the mnemonic is the name after
// `llvm.genx.`; operands, immediates (attributes) and results follow the
// intrinsic's arguments `argN` and results in order, typed with the
// signature vocabulary of GenXDialect.td; the strings are the reference
// memory attributes and platform restriction. Adding an intrinsic is adding
// an entry here.
//
// Arguments the language reference requires to be constant are immediates.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_TD
#define GENX_INTRINSICS_TD

def GenX_X3dLoadOp : GenX_IntrinsicOp<"3d.load", "ReadMem"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyVector:$arg1, GenX_ImmInt:$arg2, GenX_Short:$arg3, GenX_Int:$arg4, GenX_AnyVector:$arg5, GenX_AnyVector:$arg6, GenX_AnyVector:$arg7, GenX_AnyVector:$arg8, GenX_AnyVector:$arg9, GenX_AnyVector:$arg10, GenX_AnyVector:$arg11, GenX_AnyVector:$arg12, GenX_AnyVector:$arg13, GenX_AnyVector:$arg14, GenX_AnyVector:$arg15, GenX_AnyVector:$arg16, GenX_AnyVector:$arg17, GenX_AnyVector:$arg18, GenX_AnyVector:$arg19);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_X3dSampleOp : GenX_IntrinsicOp<"3d.sample", "ReadMem"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyVector:$arg1, GenX_ImmInt:$arg2, GenX_Short:$arg3, GenX_Int:$arg4, GenX_Int:$arg5, GenX_AnyVector:$arg6, GenX_AnyVector:$arg7, GenX_AnyVector:$arg8, GenX_AnyVector:$arg9, GenX_AnyVector:$arg10, GenX_AnyVector:$arg11, GenX_AnyVector:$arg12, GenX_AnyVector:$arg13, GenX_AnyVector:$arg14, GenX_AnyVector:$arg15, GenX_AnyVector:$arg16, GenX_AnyVector:$arg17, GenX_AnyVector:$arg18, GenX_AnyVector:$arg19, GenX_AnyVector:$arg20);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_X4bitDownconvertOp : GenX_IntrinsicOp<"4bit.downconvert", "NoMem", "Xe3P+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2, GenX_ImmChar:$arg3, GenX_ImmChar:$arg4, GenX_ImmChar:$arg5);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_AbsfOp : GenX_IntrinsicOp<"absf", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_AbsiOp : GenX_IntrinsicOp<"absi", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_AddAddrOp : GenX_IntrinsicOp<"add.addr", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Add3Op : GenX_IntrinsicOp<"add3", "NoMem"> {
  // Measured: IGC 1.0.12504 prints "INVALID opcode" on XeLP yet succeeds.
  let backendPlatforms = "XeHP+";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Add3cOp : GenX_IntrinsicOp<"add3c", "NoMem"> {
  // Measured: IGC 1.0.12504 prints "INVALID opcode" on XeLP yet succeeds.
  let backendPlatforms = "XeHP+";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2, GenX_SameAs<1>:$arg3);
  let results = (outs GenX_AnyInt:$res0, GenX_IntVector:$res1);
}

def GenX_AddcOp : GenX_IntrinsicOp<"addc", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyInt:$res0, GenX_AnyInt:$res1);
}

def GenX_AddressConvertOp : GenX_IntrinsicOp<"address.convert", "NoMem"> {
  let arguments = (ins GenX_AnyPtr:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_AllOp : GenX_IntrinsicOp<"all", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_Bool:$res);
}

def GenX_AllocaOp : GenX_IntrinsicOp<"alloca", "None"> {
  let arguments = (ins GenX_AnyType:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_AnyOp : GenX_IntrinsicOp<"any", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_Bool:$res);
}

def GenX_AvsOp : GenX_IntrinsicOp<"avs", "ReadMem"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_Float:$arg3, GenX_Float:$arg4, GenX_Float:$arg5, GenX_Float:$arg6, GenX_Float:$arg7, GenX_Int:$arg8, GenX_Int:$arg9, GenX_ImmInt:$arg10, GenX_Float:$arg11, GenX_ImmInt:$arg12, GenX_Char:$arg13);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_BdpasOp : GenX_IntrinsicOp<"bdpas", "NoMem", "Xe3P+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2, GenX_AnyVector:$arg3, GenX_AnyVector:$arg4, GenX_Int:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_Int:$arg8);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_BfCvtOp : GenX_IntrinsicOp<"bf.cvt", "NoMem"> {
  let arguments = (ins GenX_AnyFloat:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_BfiOp : GenX_IntrinsicOp<"bfi", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_BfnOp : GenX_IntrinsicOp<"bfn", "NoMem"> {
  // Measured: IGC 1.0.12504 prints "INVALID opcode" on XeLP yet succeeds.
  let backendPlatforms = "XeHP+";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2, GenX_ImmChar:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_BfrevOp : GenX_IntrinsicOp<"bfrev", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_BiasedRoundingBf8Op : GenX_IntrinsicOp<"biased.rounding.bf8", "NoMem", "Xe3+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_BiasedRoundingHf8Op : GenX_IntrinsicOp<"biased.rounding.hf8", "NoMem", "Xe3P+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_CacheFlushOp : GenX_IntrinsicOp<"cache.flush", "None"> {
  let arguments = (ins);
  let results = (outs);
}

def GenX_CbitOp : GenX_IntrinsicOp<"cbit", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Ce0Op : GenX_IntrinsicOp<"ce0", "ReadMem"> {
  let arguments = (ins);
  let results = (outs GenX_Int:$res);
}

def GenX_ConstantfOp : GenX_IntrinsicOp<"constantf", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_ConstantiOp : GenX_IntrinsicOp<"constanti", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_ConstantpredOp : GenX_IntrinsicOp<"constantpred", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_ConvertOp : GenX_IntrinsicOp<"convert", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_ConvertAddrOp : GenX_IntrinsicOp<"convert.addr", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_Short:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_CosOp : GenX_IntrinsicOp<"cos", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_Dp2Op : GenX_IntrinsicOp<"dp2", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_Dp3Op : GenX_IntrinsicOp<"dp3", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_Dp4Op : GenX_IntrinsicOp<"dp4", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_DpasOp : GenX_IntrinsicOp<"dpas", "NoMem", "XeHP+,~XeLPG,~XeHPCVG"> {
  // The operation info is encoded in the instruction: a constant.
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2, GenX_ImmInt:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DpasNosrc0Op : GenX_IntrinsicOp<"dpas.nosrc0", "NoMem", "XeHP+,~XeLPG,~XeHPCVG"> {
  // The operation info is encoded in the instruction: a constant.
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_ImmInt:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Dpas2Op : GenX_IntrinsicOp<"dpas2", "NoMem", "XeHP+,~XeLPG,~XeHPCVG"> {
  // Precisions, depth, repeat count and signedness are encoded in the
  // instruction: constants.
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2, GenX_ImmInt:$arg3, GenX_ImmInt:$arg4, GenX_ImmInt:$arg5, GenX_ImmInt:$arg6, GenX_ImmInt:$arg7, GenX_ImmInt:$arg8);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DpaswOp : GenX_IntrinsicOp<"dpasw", "NoMem", "XeHP,XeHPG,XeLPGPlus"> {
  // The operation info is encoded in the instruction: a constant.
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2, GenX_ImmInt:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DpaswNosrc0Op : GenX_IntrinsicOp<"dpasw.nosrc0", "NoMem", "XeHP,XeHPG,XeLPGPlus"> {
  // The operation info is encoded in the instruction: a constant.
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_ImmInt:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DphOp : GenX_IntrinsicOp<"dph", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_DummyMovOp : GenX_IntrinsicOp<"dummy.mov", "None"> {
  let arguments = (ins GenX_Short:$arg0);
  let results = (outs);
}

def GenX_DwordAtomicAddOp : GenX_IntrinsicOp<"dword.atomic.add", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicAndOp : GenX_IntrinsicOp<"dword.atomic.and", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicCmpxchgOp : GenX_IntrinsicOp<"dword.atomic.cmpxchg", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicDecOp : GenX_IntrinsicOp<"dword.atomic.dec", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicFaddOp : GenX_IntrinsicOp<"dword.atomic.fadd", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicFcmpwrOp : GenX_IntrinsicOp<"dword.atomic.fcmpwr", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicFmaxOp : GenX_IntrinsicOp<"dword.atomic.fmax", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicFminOp : GenX_IntrinsicOp<"dword.atomic.fmin", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicFsubOp : GenX_IntrinsicOp<"dword.atomic.fsub", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicImaxOp : GenX_IntrinsicOp<"dword.atomic.imax", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicIminOp : GenX_IntrinsicOp<"dword.atomic.imin", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicIncOp : GenX_IntrinsicOp<"dword.atomic.inc", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicMaxOp : GenX_IntrinsicOp<"dword.atomic.max", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicMinOp : GenX_IntrinsicOp<"dword.atomic.min", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicOrOp : GenX_IntrinsicOp<"dword.atomic.or", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicSubOp : GenX_IntrinsicOp<"dword.atomic.sub", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicXchgOp : GenX_IntrinsicOp<"dword.atomic.xchg", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicXorOp : GenX_IntrinsicOp<"dword.atomic.xor", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2AddOp : GenX_IntrinsicOp<"dword.atomic2.add", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2AddPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.add.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2AndOp : GenX_IntrinsicOp<"dword.atomic2.and", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2AndPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.and.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2CmpxchgOp : GenX_IntrinsicOp<"dword.atomic2.cmpxchg", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2CmpxchgPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.cmpxchg.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2DecOp : GenX_IntrinsicOp<"dword.atomic2.dec", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2DecPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.dec.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FaddOp : GenX_IntrinsicOp<"dword.atomic2.fadd", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FaddPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fadd.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FcmpwrOp : GenX_IntrinsicOp<"dword.atomic2.fcmpwr", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FcmpwrPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fcmpwr.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FmaxOp : GenX_IntrinsicOp<"dword.atomic2.fmax", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FmaxPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fmax.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FminOp : GenX_IntrinsicOp<"dword.atomic2.fmin", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FminPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fmin.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FsubOp : GenX_IntrinsicOp<"dword.atomic2.fsub", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FsubPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fsub.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2ImaxOp : GenX_IntrinsicOp<"dword.atomic2.imax", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2ImaxPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.imax.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2IminOp : GenX_IntrinsicOp<"dword.atomic2.imin", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2IminPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.imin.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2IncOp : GenX_IntrinsicOp<"dword.atomic2.inc", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2IncPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.inc.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2MaxOp : GenX_IntrinsicOp<"dword.atomic2.max", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2MaxPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.max.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2MinOp : GenX_IntrinsicOp<"dword.atomic2.min", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2MinPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.min.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2OrOp : GenX_IntrinsicOp<"dword.atomic2.or", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2OrPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.or.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2SubOp : GenX_IntrinsicOp<"dword.atomic2.sub", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2SubPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.sub.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2XchgOp : GenX_IntrinsicOp<"dword.atomic2.xchg", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2XchgPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.xchg.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2XorOp : GenX_IntrinsicOp<"dword.atomic2.xor", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2XorPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.xor.predef.surface", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_ExpOp : GenX_IntrinsicOp<"exp", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_FaddrOp : GenX_IntrinsicOp<"faddr", "NoMem"> {
  let arguments = (ins GenX_AnyType:$arg0);
  let results = (outs GenX_Long:$res);
}

def GenX_FblOp : GenX_IntrinsicOp<"fbl", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_FenceOp : GenX_IntrinsicOp<"fence", "None"> {
  let arguments = (ins GenX_ImmChar:$arg0);
  let results = (outs);
}

def GenX_FptosiSatOp : GenX_IntrinsicOp<"fptosi.sat", "NoMem"> {
  let arguments = (ins GenX_AnyFloat:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_FptouiSatOp : GenX_IntrinsicOp<"fptoui.sat", "NoMem"> {
  let arguments = (ins GenX_AnyFloat:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_FrcOp : GenX_IntrinsicOp<"frc", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_GaddrOp : GenX_IntrinsicOp<"gaddr", "NoMem"> {
  let arguments = (ins GenX_AnyPtr:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_GatherMaskedScaled2Op : GenX_IntrinsicOp<"gather.masked.scaled2", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_ImmShort:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_AnyInt:$arg4, GenX_AnyVector:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_GatherMaskedScaled2PredefSurfaceOp : GenX_IntrinsicOp<"gather.masked.scaled2.predef.surface", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Short:$arg1, GenX_AnyPtr:$arg2, GenX_Int:$arg3, GenX_AnyInt:$arg4, GenX_AnyVector:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_GatherPrivateOp : GenX_IntrinsicOp<"gather.private", "ReadMem"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_GatherScaledOp : GenX_IntrinsicOp<"gather.scaled", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_AnyInt:$arg5, GenX_SameAs<0>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_GatherScaled2Op : GenX_IntrinsicOp<"gather.scaled2", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_ImmShort:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_AnyInt:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Gather4MaskedScaled2Op : GenX_IntrinsicOp<"gather4.masked.scaled2", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_ImmShort:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_AnyInt:$arg4, GenX_AnyVector:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Gather4MaskedScaled2PredefSurfaceOp : GenX_IntrinsicOp<"gather4.masked.scaled2.predef.surface", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Short:$arg1, GenX_AnyPtr:$arg2, GenX_Int:$arg3, GenX_AnyInt:$arg4, GenX_AnyVector:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Gather4ScaledOp : GenX_IntrinsicOp<"gather4.scaled", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_AnyInt:$arg5, GenX_SameAs<0>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Gather4Scaled2Op : GenX_IntrinsicOp<"gather4.scaled2", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_ImmShort:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_AnyInt:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Gather4TypedOp : GenX_IntrinsicOp<"gather4.typed", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyVector:$arg1, GenX_Int:$arg2, GenX_AnyVector:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<0>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_GetColorOp : GenX_IntrinsicOp<"get.color", "NoMem"> {
  let arguments = (ins);
  let results = (outs GenX_Short:$res);
}

def GenX_GetHwidOp : GenX_IntrinsicOp<"get.hwid", "NoMem"> {
  let arguments = (ins);
  let results = (outs GenX_Int:$res);
}

def GenX_GetScoreboardBtiOp : GenX_IntrinsicOp<"get.scoreboard.bti", "NoMem"> {
  let arguments = (ins);
  let results = (outs GenX_Int:$res);
}

def GenX_GetScoreboardDeltasOp : GenX_IntrinsicOp<"get.scoreboard.deltas", "NoMem"> {
  let arguments = (ins);
  let results = (outs GenX_Vec<16, GenX_Char, "char16">:$res);
}

def GenX_GetScoreboardDepcntOp : GenX_IntrinsicOp<"get.scoreboard.depcnt", "NoMem"> {
  let arguments = (ins);
  let results = (outs GenX_Int:$res);
}

def GenX_GroupCountOp : GenX_IntrinsicOp<"group.count", "NoMem"> {
  let arguments = (ins);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Hf8CvtOp : GenX_IntrinsicOp<"hf8.cvt", "NoMem", "Xe3+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_IeeeDivOp : GenX_IntrinsicOp<"ieee.div", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_IeeeSqrtOp : GenX_IntrinsicOp<"ieee.sqrt", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_InvOp : GenX_IntrinsicOp<"inv", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_JumpTableOp : GenX_IntrinsicOp<"jump.table", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_VarArgs:$args);
  let results = (outs GenX_AnyPtr:$res);
}

def GenX_LaneIdOp : GenX_IntrinsicOp<"lane.id", "NoMem"> {
  let arguments = (ins);
  let results = (outs GenX_Int:$res);
}

def GenX_LfsrOp : GenX_IntrinsicOp<"lfsr", "NoMem", "Xe3P+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_Char:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_LineOp : GenX_IntrinsicOp<"line", "NoMem"> {
  let arguments = (ins GenX_Vec<4, GenX_Float, "float4">:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_LoadOp : GenX_IntrinsicOp<"load", "ReadMem"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<1>:$arg3, GenX_SameAs<1>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LocalId16Op : GenX_IntrinsicOp<"local.id16", "NoMem"> {
  let arguments = (ins);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LocalSizeOp : GenX_IntrinsicOp<"local.size", "NoMem"> {
  let arguments = (ins);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LogOp : GenX_IntrinsicOp<"log", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_LrpOp : GenX_IntrinsicOp<"lrp", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_LscAtomicBindlessOp : GenX_IntrinsicOp<"lsc.atomic.bindless", "NoWillReturn"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_Int:$arg10, GenX_AnyVector:$arg11, GenX_SameAs<0>:$arg12, GenX_SameAs<0>:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscAtomicBtiOp : GenX_IntrinsicOp<"lsc.atomic.bti", "NoWillReturn"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_Int:$arg10, GenX_AnyVector:$arg11, GenX_SameAs<0>:$arg12, GenX_SameAs<0>:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscAtomicSlmOp : GenX_IntrinsicOp<"lsc.atomic.slm", "NoWillReturn"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_Int:$arg10, GenX_AnyVector:$arg11, GenX_SameAs<0>:$arg12, GenX_SameAs<0>:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscAtomicStatelessOp : GenX_IntrinsicOp<"lsc.atomic.stateless", "NoWillReturn"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_Int:$arg10, GenX_AnyVector:$arg11, GenX_SameAs<0>:$arg12, GenX_SameAs<0>:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscFenceOp : GenX_IntrinsicOp<"lsc.fence", "None"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3);
  let results = (outs);
}

def GenX_LscLoad2dUgmDescOp : GenX_IntrinsicOp<"lsc.load.2d.ugm.desc", "ReadMem", "XeHPC+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Bool:$arg0, GenX_AnyVector:$arg1, GenX_Char:$arg2, GenX_Short:$arg3, GenX_Short:$arg4, GenX_Vec<16, GenX_Int, "int16">:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_SameAs<0>:$arg8);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoad2dUgmDescTransposeOp : GenX_IntrinsicOp<"lsc.load.2d.ugm.desc.transpose", "ReadMem", "XeHPC+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Bool:$arg0, GenX_AnyVector:$arg1, GenX_Char:$arg2, GenX_Short:$arg3, GenX_Short:$arg4, GenX_Vec<16, GenX_Int, "int16">:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_SameAs<0>:$arg8);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoad2dUgmDescVnniOp : GenX_IntrinsicOp<"lsc.load.2d.ugm.desc.vnni", "ReadMem", "XeHPC+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Bool:$arg0, GenX_AnyVector:$arg1, GenX_Char:$arg2, GenX_Short:$arg3, GenX_Short:$arg4, GenX_Vec<16, GenX_Int, "int16">:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_SameAs<0>:$arg8);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadBindlessOp : GenX_IntrinsicOp<"lsc.load.bindless", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadBtiOp : GenX_IntrinsicOp<"lsc.load.bti", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeBindlessOp : GenX_IntrinsicOp<"lsc.load.merge.bindless", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeBtiOp : GenX_IntrinsicOp<"lsc.load.merge.bti", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeQuadBindlessOp : GenX_IntrinsicOp<"lsc.load.merge.quad.bindless", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeQuadBtiOp : GenX_IntrinsicOp<"lsc.load.merge.quad.bti", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeQuadSlmOp : GenX_IntrinsicOp<"lsc.load.merge.quad.slm", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeQuadStatelessOp : GenX_IntrinsicOp<"lsc.load.merge.quad.stateless", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeQuadTypedBtiOp : GenX_IntrinsicOp<"lsc.load.merge.quad.typed.bti", "ReadMem", "Xe2+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Int:$arg4, GenX_AnyVector:$arg5, GenX_SameAs<2>:$arg6, GenX_SameAs<2>:$arg7, GenX_SameAs<2>:$arg8, GenX_SameAs<0>:$arg9);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeSlmOp : GenX_IntrinsicOp<"lsc.load.merge.slm", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeStatelessOp : GenX_IntrinsicOp<"lsc.load.merge.stateless", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadQuadBindlessOp : GenX_IntrinsicOp<"lsc.load.quad.bindless", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadQuadBtiOp : GenX_IntrinsicOp<"lsc.load.quad.bti", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadQuadSlmOp : GenX_IntrinsicOp<"lsc.load.quad.slm", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadQuadStatelessOp : GenX_IntrinsicOp<"lsc.load.quad.stateless", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadSlmOp : GenX_IntrinsicOp<"lsc.load.slm", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadStatelessOp : GenX_IntrinsicOp<"lsc.load.stateless", "ReadMem"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoad2dStatelessOp : GenX_IntrinsicOp<"lsc.load2d.stateless", "ReadMem"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Char:$arg5, GenX_Short:$arg6, GenX_Short:$arg7, GenX_Char:$arg8, GenX_AnyInt:$arg9, GenX_Int:$arg10, GenX_Int:$arg11, GenX_Int:$arg12, GenX_Int:$arg13, GenX_Int:$arg14);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoad2dTypedBtiOp : GenX_IntrinsicOp<"lsc.load2d.typed.bti", "ReadMem", "Xe2+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_Int:$arg5, GenX_Int:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscPrefetch2dUgmDescOp : GenX_IntrinsicOp<"lsc.prefetch.2d.ugm.desc", "SideEffects", "XeHPC+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Bool:$arg0, GenX_AnyVector:$arg1, GenX_Char:$arg2, GenX_Short:$arg3, GenX_Short:$arg4, GenX_Vec<16, GenX_Int, "int16">:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_AnyVector:$arg8);
  let results = (outs);
}

def GenX_LscPrefetchBindlessOp : GenX_IntrinsicOp<"lsc.prefetch.bindless", "None"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs);
}

def GenX_LscPrefetchBtiOp : GenX_IntrinsicOp<"lsc.prefetch.bti", "None"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs);
}

def GenX_LscPrefetchQuadTypedBtiOp : GenX_IntrinsicOp<"lsc.prefetch.quad.typed.bti", "None", "Xe2+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Int:$arg4, GenX_AnyVector:$arg5, GenX_SameAs<1>:$arg6, GenX_SameAs<1>:$arg7, GenX_SameAs<1>:$arg8);
  let results = (outs);
}

def GenX_LscPrefetchSlmOp : GenX_IntrinsicOp<"lsc.prefetch.slm", "None"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs);
}

def GenX_LscPrefetchStatelessOp : GenX_IntrinsicOp<"lsc.prefetch.stateless", "None"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs);
}

def GenX_LscPrefetch2dStatelessOp : GenX_IntrinsicOp<"lsc.prefetch2d.stateless", "None"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Char:$arg5, GenX_Short:$arg6, GenX_Short:$arg7, GenX_Char:$arg8, GenX_AnyInt:$arg9, GenX_Int:$arg10, GenX_Int:$arg11, GenX_Int:$arg12, GenX_Int:$arg13, GenX_Int:$arg14);
  let results = (outs);
}

def GenX_LscPrefetch2dTypedBtiOp : GenX_IntrinsicOp<"lsc.prefetch2d.typed.bti", "ReadMem", "Xe2+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_Int:$arg5, GenX_Int:$arg6);
  let results = (outs);
}

def GenX_LscStore2dUgmDescOp : GenX_IntrinsicOp<"lsc.store.2d.ugm.desc", "WriteMem", "XeHPC+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Bool:$arg0, GenX_AnyVector:$arg1, GenX_Char:$arg2, GenX_Short:$arg3, GenX_Short:$arg4, GenX_Vec<16, GenX_Int, "int16">:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_AnyVector:$arg8);
  let results = (outs);
}

def GenX_LscStoreBindlessOp : GenX_IntrinsicOp<"lsc.store.bindless", "None"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreBtiOp : GenX_IntrinsicOp<"lsc.store.bti", "None"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreQuadBindlessOp : GenX_IntrinsicOp<"lsc.store.quad.bindless", "None"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreQuadBtiOp : GenX_IntrinsicOp<"lsc.store.quad.bti", "None"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreQuadSlmOp : GenX_IntrinsicOp<"lsc.store.quad.slm", "None"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreQuadStatelessOp : GenX_IntrinsicOp<"lsc.store.quad.stateless", "None"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreQuadTypedBtiOp : GenX_IntrinsicOp<"lsc.store.quad.typed.bti", "WriteMem", "Xe2+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Int:$arg4, GenX_AnyVector:$arg5, GenX_SameAs<1>:$arg6, GenX_SameAs<1>:$arg7, GenX_SameAs<1>:$arg8, GenX_AnyVector:$arg9);
  let results = (outs);
}

def GenX_LscStoreSlmOp : GenX_IntrinsicOp<"lsc.store.slm", "None"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreStatelessOp : GenX_IntrinsicOp<"lsc.store.stateless", "None"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStore2dStatelessOp : GenX_IntrinsicOp<"lsc.store2d.stateless", "None"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Char:$arg5, GenX_Short:$arg6, GenX_Short:$arg7, GenX_Char:$arg8, GenX_AnyInt:$arg9, GenX_Int:$arg10, GenX_Int:$arg11, GenX_Int:$arg12, GenX_Int:$arg13, GenX_Int:$arg14, GenX_AnyVector:$arg15);
  let results = (outs);
}

def GenX_LscStore2dTypedBtiOp : GenX_IntrinsicOp<"lsc.store2d.typed.bti", "WriteMem", "Xe2+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_Int:$arg5, GenX_Int:$arg6, GenX_AnyVector:$arg7);
  let results = (outs);
}

def GenX_LscXatomicBindlessOp : GenX_IntrinsicOp<"lsc.xatomic.bindless", "NoWillReturn"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyVector:$arg10, GenX_SameAs<0>:$arg11, GenX_SameAs<0>:$arg12, GenX_Int:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscXatomicBtiOp : GenX_IntrinsicOp<"lsc.xatomic.bti", "NoWillReturn"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyVector:$arg10, GenX_SameAs<0>:$arg11, GenX_SameAs<0>:$arg12, GenX_Int:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscXatomicSlmOp : GenX_IntrinsicOp<"lsc.xatomic.slm", "NoWillReturn"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyVector:$arg10, GenX_SameAs<0>:$arg11, GenX_SameAs<0>:$arg12, GenX_Int:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscXatomicStatelessOp : GenX_IntrinsicOp<"lsc.xatomic.stateless", "NoWillReturn"> {
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyVector:$arg10, GenX_SameAs<0>:$arg11, GenX_SameAs<0>:$arg12, GenX_Int:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LzdOp : GenX_IntrinsicOp<"lzd", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_MediaLdOp : GenX_IntrinsicOp<"media.ld", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_Int:$arg1, GenX_ImmInt:$arg2, GenX_ImmInt:$arg3, GenX_Int:$arg4, GenX_Int:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_MediaStOp : GenX_IntrinsicOp<"media.st", "None", "-Xe2"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_Int:$arg1, GenX_ImmInt:$arg2, GenX_ImmInt:$arg3, GenX_Int:$arg4, GenX_Int:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_MxfpLinearizeOp : GenX_IntrinsicOp<"mxfp.linearize", "NoMem", "Xe3P+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_MxfpReduce32x32Op : GenX_IntrinsicOp<"mxfp.reduce.32x32", "NoMem", "Xe3P+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_NbarrierOp : GenX_IntrinsicOp<"nbarrier", "SideEffects", "XeHPC+"> {
  let arguments = (ins GenX_ImmChar:$arg0, GenX_Char:$arg1, GenX_Char:$arg2);
  let results = (outs);
}

def GenX_NbarrierArriveOp : GenX_IntrinsicOp<"nbarrier.arrive", "SideEffects", "XeHPC+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3);
  let results = (outs);
}

def GenX_OutputOp : GenX_IntrinsicOp<"output", "None"> {
  let arguments = (ins GenX_VarArgs:$args);
  let results = (outs);
}

def GenX_Output1Op : GenX_IntrinsicOp<"output.1", "None"> {
  let arguments = (ins GenX_AnyType:$arg0);
  let results = (outs);
}

def GenX_OwordLdPredefSurfaceOp : GenX_IntrinsicOp<"oword.ld.predef.surface", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_Int:$arg0, GenX_AnyPtr:$arg1, GenX_Int:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_OwordLdUnalignedOp : GenX_IntrinsicOp<"oword.ld.unaligned", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_Int:$arg1, GenX_Int:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_OwordLdUnalignedPredefSurfaceOp : GenX_IntrinsicOp<"oword.ld.unaligned.predef.surface", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_Int:$arg0, GenX_AnyPtr:$arg1, GenX_Int:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_OwordStPredefSurfaceOp : GenX_IntrinsicOp<"oword.st.predef.surface", "None", "-Xe2"> {
  let arguments = (ins GenX_AnyPtr:$arg0, GenX_Int:$arg1, GenX_AnyVector:$arg2);
  let results = (outs);
}

def GenX_Packed4bitUpconvertLutOp : GenX_IntrinsicOp<"packed.4bit.upconvert.lut", "NoMem", "Xe3P+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Vec<16, GenX_Int, "int16">:$arg0, GenX_AnyInt:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_PlnOp : GenX_IntrinsicOp<"pln", "NoMem"> {
  let arguments = (ins GenX_Vec<4, GenX_Float, "float4">:$arg0, GenX_AnyFloat:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_PowOp : GenX_IntrinsicOp<"pow", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_PredefinedSurfaceOp : GenX_IntrinsicOp<"predefined.surface", "NoMem"> {
  let arguments = (ins GenX_Int:$arg0);
  let results = (outs GenX_Int:$res);
}

def GenX_PrintBufferOp : GenX_IntrinsicOp<"print.buffer", "None"> {
  let arguments = (ins);
  let results = (outs GenX_Long:$res);
}

def GenX_PrintFormatIndexOp : GenX_IntrinsicOp<"print.format.index", "NoMem"> {
  let arguments = (ins GenX_AnyPtr:$arg0);
  let results = (outs GenX_Int:$res);
}

def GenX_QfCvtOp : GenX_IntrinsicOp<"qf.cvt", "NoMem", "Xe3+"> {
  let arguments = (ins GenX_AnyVector:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_R0Op : GenX_IntrinsicOp<"r0", "ReadMem"> {
  let arguments = (ins);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_RawSendOp : GenX_IntrinsicOp<"raw.send", "NoWillReturn,SideEffects"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyInt:$arg1, GenX_ImmInt:$arg2, GenX_Int:$arg3, GenX_AnyVector:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_RawSendNoresultOp : GenX_IntrinsicOp<"raw.send.noresult", "NoWillReturn,SideEffects"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyInt:$arg1, GenX_ImmInt:$arg2, GenX_Int:$arg3, GenX_AnyVector:$arg4);
  let results = (outs);
}

def GenX_RawSend2Op : GenX_IntrinsicOp<"raw.send2", "NoWillReturn"> {
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_AnyVector:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Char:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_AnyVector:$arg8, GenX_SameAs<0>:$arg9);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_RawSend2NoresultOp : GenX_IntrinsicOp<"raw.send2.noresult", "NoWillReturn"> {
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_AnyVector:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Int:$arg5, GenX_Int:$arg6, GenX_AnyVector:$arg7);
  let results = (outs);
}

def GenX_RawSendgOp : GenX_IntrinsicOp<"raw.sendg", "NoWillReturn,SideEffects", "Xe3P+"> {
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Short:$arg0, GenX_Bool:$arg1, GenX_Bool:$arg2, GenX_Char:$arg3, GenX_AnyInt:$arg4, GenX_AnyVector:$arg5, GenX_Short:$arg6, GenX_AnyVector:$arg7, GenX_Short:$arg8, GenX_Long:$arg9, GenX_Long:$arg10, GenX_Long:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_RawSendsOp : GenX_IntrinsicOp<"raw.sends", "NoWillReturn"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyInt:$arg1, GenX_Char:$arg2, GenX_ImmInt:$arg3, GenX_Int:$arg4, GenX_AnyVector:$arg5, GenX_AnyVector:$arg6, GenX_SameAs<0>:$arg7);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_RawSendsNoresultOp : GenX_IntrinsicOp<"raw.sends.noresult", "NoWillReturn"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyInt:$arg1, GenX_Char:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_AnyVector:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_RawSends2Op : GenX_IntrinsicOp<"raw.sends2", "NoWillReturn"> {
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_AnyVector:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Char:$arg5, GenX_Char:$arg6, GenX_Int:$arg7, GenX_Int:$arg8, GenX_AnyVector:$arg9, GenX_AnyVector:$arg10, GenX_SameAs<0>:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_RawSends2NoresultOp : GenX_IntrinsicOp<"raw.sends2.noresult", "NoWillReturn"> {
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_AnyVector:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Char:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_AnyVector:$arg8, GenX_AnyVector:$arg9);
  let results = (outs);
}

def GenX_RdpredregionOp : GenX_IntrinsicOp<"rdpredregion", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_Int:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_ReadPredefRegOp : GenX_IntrinsicOp<"read.predef.reg", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_AnyType:$arg1);
  let results = (outs GenX_AnyType:$res);
}

def GenX_RnddOp : GenX_IntrinsicOp<"rndd", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_RndeOp : GenX_IntrinsicOp<"rnde", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_RnduOp : GenX_IntrinsicOp<"rndu", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_RndzOp : GenX_IntrinsicOp<"rndz", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_RolOp : GenX_IntrinsicOp<"rol", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_RorOp : GenX_IntrinsicOp<"ror", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_RsqrtOp : GenX_IntrinsicOp<"rsqrt", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_SampleOp : GenX_IntrinsicOp<"sample", "ReadMem"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_AnyFloat:$arg3, GenX_SameAs<1>:$arg4, GenX_SameAs<1>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SampleUnormOp : GenX_IntrinsicOp<"sample.unorm", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_Float:$arg3, GenX_Float:$arg4, GenX_Float:$arg5, GenX_Float:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SbarrierOp : GenX_IntrinsicOp<"sbarrier", "Convergent"> {
  let arguments = (ins GenX_ImmChar:$arg0);
  let results = (outs);
}

def GenX_SbfeOp : GenX_IntrinsicOp<"sbfe", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_ScatterPrivateOp : GenX_IntrinsicOp<"scatter.private", "None"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_AnyVector:$arg3);
  let results = (outs);
}

def GenX_ScatterScaledOp : GenX_IntrinsicOp<"scatter.scaled", "None", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_AnyInt:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_ScatterScaledPredefSurfaceOp : GenX_IntrinsicOp<"scatter.scaled.predef.surface", "None", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Short:$arg2, GenX_AnyPtr:$arg3, GenX_Int:$arg4, GenX_AnyInt:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_Scatter4ScaledOp : GenX_IntrinsicOp<"scatter4.scaled", "None", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_AnyInt:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_Scatter4ScaledPredefSurfaceOp : GenX_IntrinsicOp<"scatter4.scaled.predef.surface", "None", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Short:$arg2, GenX_AnyPtr:$arg3, GenX_Int:$arg4, GenX_AnyInt:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_Scatter4TypedOp : GenX_IntrinsicOp<"scatter4.typed", "None", "-Xe2"> {
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyVector:$arg1, GenX_Int:$arg2, GenX_AnyVector:$arg3, GenX_SameAs<1>:$arg4, GenX_SameAs<1>:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_SetPauseOp : GenX_IntrinsicOp<"set.pause", "None"> {
  let arguments = (ins GenX_Short:$arg0);
  let results = (outs);
}

def GenX_SetSr02Op : GenX_IntrinsicOp<"set.sr0.2", "None"> {
  let arguments = (ins GenX_Int:$arg0);
  let results = (outs);
}

def GenX_SfbhOp : GenX_IntrinsicOp<"sfbh", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SimadOp : GenX_IntrinsicOp<"simad", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res0, GenX_AnyInt:$res1);
}

def GenX_SimdcfAnyOp : GenX_IntrinsicOp<"simdcf.any", "None"> {
  let arguments = (ins GenX_AnyVector:$arg0);
  let results = (outs GenX_Bool:$res);
}

def GenX_SimdcfGetEmOp : GenX_IntrinsicOp<"simdcf.get.em", "WriteMem,SideEffects"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SimdcfGotoOp : GenX_IntrinsicOp<"simdcf.goto", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyVector:$res0, GenX_AnyVector:$res1, GenX_Bool:$res2);
}

def GenX_SimdcfJoinOp : GenX_IntrinsicOp<"simdcf.join", "None"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_AnyVector:$arg1);
  let results = (outs GenX_AnyVector:$res0, GenX_Bool:$res1);
}

def GenX_SimdcfPredicateOp : GenX_IntrinsicOp<"simdcf.predicate", "None"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SimdcfRemaskOp : GenX_IntrinsicOp<"simdcf.remask", "WriteMem,SideEffects"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_Int:$arg1);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SimdcfSavemaskOp : GenX_IntrinsicOp<"simdcf.savemask", "WriteMem,SideEffects"> {
  let arguments = (ins GenX_AnyVector:$arg0);
  let results = (outs GenX_Int:$res);
}

def GenX_SimdcfUnmaskOp : GenX_IntrinsicOp<"simdcf.unmask", "WriteMem,SideEffects"> {
  let arguments = (ins GenX_Int:$arg0, GenX_ImmInt:$arg1);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SinOp : GenX_IntrinsicOp<"sin", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_SlmInitOp : GenX_IntrinsicOp<"slm.init", "None"> {
  let arguments = (ins GenX_Int:$arg0);
  let results = (outs);
}

def GenX_SmadwOp : GenX_IntrinsicOp<"smadw", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SmulhOp : GenX_IntrinsicOp<"smulh", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SqrtOp : GenX_IntrinsicOp<"sqrt", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_Sr0Op : GenX_IntrinsicOp<"sr0", "ReadMem"> {
  let arguments = (ins);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SrndOp : GenX_IntrinsicOp<"srnd", "NoMem"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Ssad2Op : GenX_IntrinsicOp<"ssad2", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Ssadd3SatOp : GenX_IntrinsicOp<"ssadd3.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsavgOp : GenX_IntrinsicOp<"ssavg", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsavgSatOp : GenX_IntrinsicOp<"ssavg.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Ssdp4aOp : GenX_IntrinsicOp<"ssdp4a", "NoMem"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Ssdp4aSatOp : GenX_IntrinsicOp<"ssdp4a.sat", "NoMem"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SsmadOp : GenX_IntrinsicOp<"ssmad", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsmadSatOp : GenX_IntrinsicOp<"ssmad.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsmulOp : GenX_IntrinsicOp<"ssmul", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsmulSatOp : GenX_IntrinsicOp<"ssmul.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Sssad2addOp : GenX_IntrinsicOp<"sssad2add", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Sssad2addSatOp : GenX_IntrinsicOp<"sssad2add.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsshlOp : GenX_IntrinsicOp<"ssshl", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsshlSatOp : GenX_IntrinsicOp<"ssshl.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SstruncSatOp : GenX_IntrinsicOp<"sstrunc.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Suadd3SatOp : GenX_IntrinsicOp<"suadd3.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SuavgOp : GenX_IntrinsicOp<"suavg", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SuavgSatOp : GenX_IntrinsicOp<"suavg.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SubbOp : GenX_IntrinsicOp<"subb", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyInt:$res0, GenX_AnyInt:$res1);
}

def GenX_Sudp4aOp : GenX_IntrinsicOp<"sudp4a", "NoMem"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Sudp4aSatOp : GenX_IntrinsicOp<"sudp4a.sat", "NoMem"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SumadOp : GenX_IntrinsicOp<"sumad", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SumadSatOp : GenX_IntrinsicOp<"sumad.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SumulOp : GenX_IntrinsicOp<"sumul", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SumulSatOp : GenX_IntrinsicOp<"sumul.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Susad2addOp : GenX_IntrinsicOp<"susad2add", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Susad2addSatOp : GenX_IntrinsicOp<"susad2add.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SushlOp : GenX_IntrinsicOp<"sushl", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SushlSatOp : GenX_IntrinsicOp<"sushl.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SutruncSatOp : GenX_IntrinsicOp<"sutrunc.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SvmAtomicAddOp : GenX_IntrinsicOp<"svm.atomic.add", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicAndOp : GenX_IntrinsicOp<"svm.atomic.and", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicCmpxchgOp : GenX_IntrinsicOp<"svm.atomic.cmpxchg", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicDecOp : GenX_IntrinsicOp<"svm.atomic.dec", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicFcmpwrOp : GenX_IntrinsicOp<"svm.atomic.fcmpwr", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicFmaxOp : GenX_IntrinsicOp<"svm.atomic.fmax", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicFminOp : GenX_IntrinsicOp<"svm.atomic.fmin", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicImaxOp : GenX_IntrinsicOp<"svm.atomic.imax", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicIminOp : GenX_IntrinsicOp<"svm.atomic.imin", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicIncOp : GenX_IntrinsicOp<"svm.atomic.inc", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicMaxOp : GenX_IntrinsicOp<"svm.atomic.max", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicMinOp : GenX_IntrinsicOp<"svm.atomic.min", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicOrOp : GenX_IntrinsicOp<"svm.atomic.or", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicSubOp : GenX_IntrinsicOp<"svm.atomic.sub", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicXchgOp : GenX_IntrinsicOp<"svm.atomic.xchg", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicXorOp : GenX_IntrinsicOp<"svm.atomic.xor", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmBlockLdUnalignedOp : GenX_IntrinsicOp<"svm.block.ld.unaligned", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmGatherOp : GenX_IntrinsicOp<"svm.gather", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmGather4ScaledOp : GenX_IntrinsicOp<"svm.gather4.scaled", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_Long:$arg3, GenX_AnyInt:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmScatterOp : GenX_IntrinsicOp<"svm.scatter", "None", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_AnyInt:$arg2, GenX_AnyVector:$arg3);
  let results = (outs);
}

def GenX_SvmScatter4ScaledOp : GenX_IntrinsicOp<"svm.scatter4.scaled", "None", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_Long:$arg3, GenX_AnyInt:$arg4, GenX_AnyVector:$arg5);
  let results = (outs);
}

def GenX_Tf32CvtOp : GenX_IntrinsicOp<"tf32.cvt", "NoMem"> {
  let arguments = (ins GenX_AnyVector:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_ThreadXOp : GenX_IntrinsicOp<"thread.x", "NoMem"> {
  let arguments = (ins);
  let results = (outs GenX_Short:$res);
}

def GenX_ThreadYOp : GenX_IntrinsicOp<"thread.y", "NoMem"> {
  let arguments = (ins);
  let results = (outs GenX_Short:$res);
}

def GenX_TimestampOp : GenX_IntrinsicOp<"timestamp", "None"> {
  let arguments = (ins);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_TransposeLdOp : GenX_IntrinsicOp<"transpose.ld", "ReadMem", "-Xe2"> {
  let arguments = (ins GenX_Int:$arg0, GenX_ImmInt:$arg1, GenX_Int:$arg2, GenX_Int:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicAddOp : GenX_IntrinsicOp<"typed.atomic.add", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicAndOp : GenX_IntrinsicOp<"typed.atomic.and", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicCmpxchgOp : GenX_IntrinsicOp<"typed.atomic.cmpxchg", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3, GenX_AnyInt:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6, GenX_SameAs<2>:$arg7);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicDecOp : GenX_IntrinsicOp<"typed.atomic.dec", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<2>:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicFaddOp : GenX_IntrinsicOp<"typed.atomic.fadd", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicFcmpwrOp : GenX_IntrinsicOp<"typed.atomic.fcmpwr", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3, GenX_AnyInt:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6, GenX_SameAs<2>:$arg7);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicFmaxOp : GenX_IntrinsicOp<"typed.atomic.fmax", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicFminOp : GenX_IntrinsicOp<"typed.atomic.fmin", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicFsubOp : GenX_IntrinsicOp<"typed.atomic.fsub", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicImaxOp : GenX_IntrinsicOp<"typed.atomic.imax", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicIminOp : GenX_IntrinsicOp<"typed.atomic.imin", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicIncOp : GenX_IntrinsicOp<"typed.atomic.inc", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<2>:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicMaxOp : GenX_IntrinsicOp<"typed.atomic.max", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicMinOp : GenX_IntrinsicOp<"typed.atomic.min", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicOrOp : GenX_IntrinsicOp<"typed.atomic.or", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicSubOp : GenX_IntrinsicOp<"typed.atomic.sub", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicXchgOp : GenX_IntrinsicOp<"typed.atomic.xchg", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicXorOp : GenX_IntrinsicOp<"typed.atomic.xor", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UbfeOp : GenX_IntrinsicOp<"ubfe", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UfbhOp : GenX_IntrinsicOp<"ufbh", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UimadOp : GenX_IntrinsicOp<"uimad", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res0, GenX_AnyInt:$res1);
}

def GenX_UmadwOp : GenX_IntrinsicOp<"umadw", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UmulhOp : GenX_IntrinsicOp<"umulh", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UnmaskBeginOp : GenX_IntrinsicOp<"unmask.begin", "WriteMem,SideEffects"> {
  let arguments = (ins);
  let results = (outs GenX_Int:$res);
}

def GenX_UnmaskEndOp : GenX_IntrinsicOp<"unmask.end", "WriteMem,SideEffects"> {
  let arguments = (ins GenX_Int:$arg0);
  let results = (outs);
}

def GenX_UntypedAtomicAddOp : GenX_IntrinsicOp<"untyped.atomic.add", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicAndOp : GenX_IntrinsicOp<"untyped.atomic.and", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicCmpxchgOp : GenX_IntrinsicOp<"untyped.atomic.cmpxchg", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5, GenX_SameAs<0>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicDecOp : GenX_IntrinsicOp<"untyped.atomic.dec", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicImaxOp : GenX_IntrinsicOp<"untyped.atomic.imax", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicIminOp : GenX_IntrinsicOp<"untyped.atomic.imin", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicIncOp : GenX_IntrinsicOp<"untyped.atomic.inc", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicMaxOp : GenX_IntrinsicOp<"untyped.atomic.max", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicMinOp : GenX_IntrinsicOp<"untyped.atomic.min", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicOrOp : GenX_IntrinsicOp<"untyped.atomic.or", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicSubOp : GenX_IntrinsicOp<"untyped.atomic.sub", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicXchgOp : GenX_IntrinsicOp<"untyped.atomic.xchg", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicXorOp : GenX_IntrinsicOp<"untyped.atomic.xor", "NoWillReturn", "-Xe2"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Usad2Op : GenX_IntrinsicOp<"usad2", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Usadd3SatOp : GenX_IntrinsicOp<"usadd3.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsavgOp : GenX_IntrinsicOp<"usavg", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsavgSatOp : GenX_IntrinsicOp<"usavg.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Usdp4aOp : GenX_IntrinsicOp<"usdp4a", "NoMem"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Usdp4aSatOp : GenX_IntrinsicOp<"usdp4a.sat", "NoMem"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UsmadOp : GenX_IntrinsicOp<"usmad", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsmadSatOp : GenX_IntrinsicOp<"usmad.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsmulOp : GenX_IntrinsicOp<"usmul", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsmulSatOp : GenX_IntrinsicOp<"usmul.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Ussad2addOp : GenX_IntrinsicOp<"ussad2add", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Ussad2addSatOp : GenX_IntrinsicOp<"ussad2add.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsshlOp : GenX_IntrinsicOp<"usshl", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsshlSatOp : GenX_IntrinsicOp<"usshl.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UstruncSatOp : GenX_IntrinsicOp<"ustrunc.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Uuadd3SatOp : GenX_IntrinsicOp<"uuadd3.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UuavgOp : GenX_IntrinsicOp<"uuavg", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UuavgSatOp : GenX_IntrinsicOp<"uuavg.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Uudp4aOp : GenX_IntrinsicOp<"uudp4a", "NoMem"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Uudp4aSatOp : GenX_IntrinsicOp<"uudp4a.sat", "NoMem"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UumadOp : GenX_IntrinsicOp<"uumad", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UumadSatOp : GenX_IntrinsicOp<"uumad.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UumulOp : GenX_IntrinsicOp<"uumul", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UumulSatOp : GenX_IntrinsicOp<"uumul.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Uusad2addOp : GenX_IntrinsicOp<"uusad2add", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Uusad2addSatOp : GenX_IntrinsicOp<"uusad2add.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UushlOp : GenX_IntrinsicOp<"uushl", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UushlSatOp : GenX_IntrinsicOp<"uushl.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UutruncSatOp : GenX_IntrinsicOp<"uutrunc.sat", "NoMem"> {
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Va1dConvolveHorizontalOp : GenX_IntrinsicOp<"va.1d.convolve.horizontal", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Va1dConvolveVerticalOp : GenX_IntrinsicOp<"va.1d.convolve.vertical", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Va1pixelConvolveOp : GenX_IntrinsicOp<"va.1pixel.convolve", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_AnyInt:$arg5);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Va1pixelConvolve1x1modeOp : GenX_IntrinsicOp<"va.1pixel.convolve.1x1mode", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaBoolCentroidOp : GenX_IntrinsicOp<"va.bool.centroid", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_Char:$arg3, GenX_Char:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaCentroidOp : GenX_IntrinsicOp<"va.centroid", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_Char:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaConvolve2dOp : GenX_IntrinsicOp<"va.convolve2d", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaCorrelationSearchOp : GenX_IntrinsicOp<"va.correlation.search", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_Float:$arg4, GenX_Char:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaDilateOp : GenX_IntrinsicOp<"va.dilate", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaErodeOp : GenX_IntrinsicOp<"va.erode", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaFloodFillOp : GenX_IntrinsicOp<"va.flood.fill", "ReadMem"> {
  let arguments = (ins GenX_ImmChar:$arg0, GenX_AnyInt:$arg1, GenX_Short:$arg2, GenX_Short:$arg3, GenX_Short:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaHdc1dConvolveHorizontalOp : GenX_IntrinsicOp<"va.hdc.1d.convolve.horizontal", "None"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_Int:$arg5, GenX_Short:$arg6, GenX_Short:$arg7);
  let results = (outs);
}

def GenX_VaHdc1dConvolveVerticalOp : GenX_IntrinsicOp<"va.hdc.1d.convolve.vertical", "None"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_Int:$arg5, GenX_Short:$arg6, GenX_Short:$arg7);
  let results = (outs);
}

def GenX_VaHdc1pixelConvolveOp : GenX_IntrinsicOp<"va.hdc.1pixel.convolve", "None"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_AnyInt:$arg5, GenX_Int:$arg6, GenX_Short:$arg7, GenX_Short:$arg8);
  let results = (outs);
}

def GenX_VaHdcConvolve2dOp : GenX_IntrinsicOp<"va.hdc.convolve2d", "None"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_Int:$arg5, GenX_Short:$arg6, GenX_Short:$arg7);
  let results = (outs);
}

def GenX_VaHdcDilateOp : GenX_IntrinsicOp<"va.hdc.dilate", "None"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_Int:$arg4, GenX_Short:$arg5, GenX_Short:$arg6);
  let results = (outs);
}

def GenX_VaHdcErodeOp : GenX_IntrinsicOp<"va.hdc.erode", "None"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_Int:$arg4, GenX_Short:$arg5, GenX_Short:$arg6);
  let results = (outs);
}

def GenX_VaHdcLbpCorrelationOp : GenX_IntrinsicOp<"va.hdc.lbp.correlation", "None"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_Short:$arg3, GenX_Int:$arg4, GenX_Short:$arg5, GenX_Short:$arg6);
  let results = (outs);
}

def GenX_VaHdcLbpCreationOp : GenX_IntrinsicOp<"va.hdc.lbp.creation", "None"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_ImmInt:$arg3, GenX_Int:$arg4, GenX_Short:$arg5, GenX_Short:$arg6);
  let results = (outs);
}

def GenX_VaHdcMinmaxFilterOp : GenX_IntrinsicOp<"va.hdc.minmax.filter", "None"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_ImmInt:$arg5, GenX_Int:$arg6, GenX_Short:$arg7, GenX_Short:$arg8);
  let results = (outs);
}

def GenX_VaLbpCorrelationOp : GenX_IntrinsicOp<"va.lbp.correlation", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_Short:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaLbpCreationOp : GenX_IntrinsicOp<"va.lbp.creation", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_ImmInt:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaMinmaxOp : GenX_IntrinsicOp<"va.minmax", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_Int:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaMinmaxFilterOp : GenX_IntrinsicOp<"va.minmax.filter", "ReadMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_ImmInt:$arg5, GenX_Int:$arg6);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VloadOp : GenX_IntrinsicOp<"vload", "None"> {
  let arguments = (ins GenX_AnyPtr:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_VstoreOp : GenX_IntrinsicOp<"vstore", "None"> {
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1);
  let results = (outs);
}

def GenX_WaitOp : GenX_IntrinsicOp<"wait", "None"> {
  let arguments = (ins GenX_Char:$arg0);
  let results = (outs);
}

def GenX_WrconstregionOp : GenX_IntrinsicOp<"wrconstregion", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_AnyVector:$arg1, GenX_ImmInt:$arg2, GenX_ImmInt:$arg3, GenX_ImmInt:$arg4, GenX_AnyInt:$arg5, GenX_ImmInt:$arg6, GenX_AnyInt:$arg7);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_WritePredefRegOp : GenX_IntrinsicOp<"write.predef.reg", "WriteMem"> {
  let arguments = (ins GenX_Int:$arg0, GenX_AnyType:$arg1);
  let results = (outs GenX_AnyType:$res);
}

def GenX_WritePredefSurfaceOp : GenX_IntrinsicOp<"write.predef.surface", "WriteMem"> {
  let arguments = (ins GenX_AnyPtr:$arg0, GenX_Int:$arg1);
  let results = (outs);
}

def GenX_WrpredpredregionOp : GenX_IntrinsicOp<"wrpredpredregion", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_AnyInt:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_WrpredregionOp : GenX_IntrinsicOp<"wrpredregion", "NoMem"> {
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_AnyInt:$arg1, GenX_Int:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_YieldOp : GenX_IntrinsicOp<"yield", "None"> {
  let arguments = (ins);
  let results = (outs);
}

#endif // GENX_INTRINSICS_TD
