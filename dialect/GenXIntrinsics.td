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
  let summary = "load texels from a 3D sampler surface without filtering";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyVector:$arg1, GenX_ImmInt:$arg2, GenX_Short:$arg3, GenX_Int:$arg4, GenX_AnyVector:$arg5, GenX_AnyVector:$arg6, GenX_AnyVector:$arg7, GenX_AnyVector:$arg8, GenX_AnyVector:$arg9, GenX_AnyVector:$arg10, GenX_AnyVector:$arg11, GenX_AnyVector:$arg12, GenX_AnyVector:$arg13, GenX_AnyVector:$arg14, GenX_AnyVector:$arg15, GenX_AnyVector:$arg16, GenX_AnyVector:$arg17, GenX_AnyVector:$arg18, GenX_AnyVector:$arg19);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_X3dSampleOp : GenX_IntrinsicOp<"3d.sample", "ReadMem"> {
  let summary = "sample a 3D-pipeline surface through a sampler with filtering";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyVector:$arg1, GenX_ImmInt:$arg2, GenX_Short:$arg3, GenX_Int:$arg4, GenX_Int:$arg5, GenX_AnyVector:$arg6, GenX_AnyVector:$arg7, GenX_AnyVector:$arg8, GenX_AnyVector:$arg9, GenX_AnyVector:$arg10, GenX_AnyVector:$arg11, GenX_AnyVector:$arg12, GenX_AnyVector:$arg13, GenX_AnyVector:$arg14, GenX_AnyVector:$arg15, GenX_AnyVector:$arg16, GenX_AnyVector:$arg17, GenX_AnyVector:$arg18, GenX_AnyVector:$arg19, GenX_AnyVector:$arg20);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_X4bitDownconvertOp : GenX_IntrinsicOp<"4bit.downconvert", "NoMem", "Xe3P+"> {
  let summary = "pack three values into 4-bit elements";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2, GenX_ImmChar:$arg3, GenX_ImmChar:$arg4, GenX_ImmChar:$arg5);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_AbsfOp : GenX_IntrinsicOp<"absf", "NoMem"> {
  let summary = "float absolute value (source modifier)";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_AbsiOp : GenX_IntrinsicOp<"absi", "NoMem"> {
  let summary = "integer absolute value (source modifier)";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_AddAddrOp : GenX_IntrinsicOp<"add.addr", "NoMem"> {
  let summary = "add to an address register value";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Add3Op : GenX_IntrinsicOp<"add3", "NoMem"> {
  let summary = "add three integers in one instruction";
  // Measured: IGC 1.0.12504 prints "INVALID opcode" on XeLP yet succeeds.
  let backendPlatforms = "XeHP+";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Add3cOp : GenX_IntrinsicOp<"add3c", "NoMem"> {
  let summary = "add three integers, returning carry and sum";
  // Measured: IGC 1.0.12504 prints "INVALID opcode" on XeLP yet succeeds.
  let backendPlatforms = "XeHP+";
  // Three operands, as vc-intrinsics 0.11 and IGC's own tests have it; the
  // newest definitions' generator drops the word `intvector` and so reads
  // a fourth (scripts/check-reference.py lists this erratum).
  let arguments = (ins GenX_SameAs<1>:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res0, GenX_AnyInt:$res1);
}

def GenX_AddcOp : GenX_IntrinsicOp<"addc", "NoMem"> {
  let summary = "add with carry out: (sum, carry)";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyInt:$res0, GenX_AnyInt:$res1);
}

def GenX_AddressConvertOp : GenX_IntrinsicOp<"address.convert", "NoMem"> {
  let summary = "convert a pointer to an integer address";
  let arguments = (ins GenX_AnyPtr:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_AllOp : GenX_IntrinsicOp<"all", "NoMem"> {
  let summary = "whether every element of a predicate is set";
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_Bool:$res);
}

def GenX_AllocaOp : GenX_IntrinsicOp<"alloca", "None"> {
  let summary = "allocate thread-private stack memory, returning its offset";
  let arguments = (ins GenX_AnyType:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_AnyOp : GenX_IntrinsicOp<"any", "NoMem"> {
  let summary = "whether any element of a predicate is set";
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_Bool:$res);
}

def GenX_AvsOp : GenX_IntrinsicOp<"avs", "ReadMem"> {
  let summary = "adaptive video scaler sampling";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_Float:$arg3, GenX_Float:$arg4, GenX_Float:$arg5, GenX_Float:$arg6, GenX_Float:$arg7, GenX_Int:$arg8, GenX_Int:$arg9, GenX_ImmInt:$arg10, GenX_Float:$arg11, GenX_ImmInt:$arg12, GenX_Char:$arg13);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_BdpasOp : GenX_IntrinsicOp<"bdpas", "NoMem", "Xe3P+"> {
  let summary = "block-scaled dot product accumulate systolic";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2, GenX_AnyVector:$arg3, GenX_AnyVector:$arg4, GenX_Int:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_Int:$arg8);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_BfCvtOp : GenX_IntrinsicOp<"bf.cvt", "NoMem"> {
  let summary = "convert between bfloat16 and float";
  let arguments = (ins GenX_AnyFloat:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_BfiOp : GenX_IntrinsicOp<"bfi", "NoMem"> {
  let summary = "bit field insert";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_BfnOp : GenX_IntrinsicOp<"bfn", "NoMem"> {
  let summary = "arbitrary three-input boolean function (lookup table)";
  // Measured: IGC 1.0.12504 prints "INVALID opcode" on XeLP yet succeeds.
  let backendPlatforms = "XeHP+";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2, GenX_ImmChar:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_BfrevOp : GenX_IntrinsicOp<"bfrev", "NoMem"> {
  let summary = "reverse the bits of each element";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_BiasedRoundingBf8Op : GenX_IntrinsicOp<"biased.rounding.bf8", "NoMem", "Xe3+"> {
  let summary = "round to bf8 with a random bias";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_BiasedRoundingHf8Op : GenX_IntrinsicOp<"biased.rounding.hf8", "NoMem", "Xe3P+"> {
  let summary = "round to hf8 with a random bias";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_CacheFlushOp : GenX_IntrinsicOp<"cache.flush", "None"> {
  let summary = "flush the data cache";
  let arguments = (ins);
  let results = (outs);
}

def GenX_CbitOp : GenX_IntrinsicOp<"cbit", "NoMem"> {
  let summary = "count set bits of each element";
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Ce0Op : GenX_IntrinsicOp<"ce0", "ReadMem"> {
  let summary = "read the channel enable register";
  let arguments = (ins);
  let results = (outs GenX_Int:$res);
}

def GenX_ConstantfOp : GenX_IntrinsicOp<"constantf", "NoMem"> {
  let summary = "materialize a float constant in a register";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_ConstantiOp : GenX_IntrinsicOp<"constanti", "NoMem"> {
  let summary = "materialize an integer constant in a register";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_ConstantpredOp : GenX_IntrinsicOp<"constantpred", "NoMem"> {
  let summary = "materialize a predicate constant";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_ConvertOp : GenX_IntrinsicOp<"convert", "NoMem"> {
  let summary = "copy an integer value, marking a conversion point for the backend";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_ConvertAddrOp : GenX_IntrinsicOp<"convert.addr", "NoMem"> {
  let summary = "convert a value to an address register with an offset";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_Short:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_CosOp : GenX_IntrinsicOp<"cos", "NoMem"> {
  let summary = "cosine (hardware precision)";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_Dp2Op : GenX_IntrinsicOp<"dp2", "NoMem"> {
  let summary = "two-element dot product per group of four";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_Dp3Op : GenX_IntrinsicOp<"dp3", "NoMem"> {
  let summary = "three-element dot product per group of four";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_Dp4Op : GenX_IntrinsicOp<"dp4", "NoMem"> {
  let summary = "four-element dot product per group of four";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_DpasOp : GenX_IntrinsicOp<"dpas", "NoMem", "XeHP+,~XeLPG,~XeHPCVG"> {
  let summary = "dot product accumulate systolic: acc + A x B";
  // The operation info is encoded in the instruction: a constant.
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2, GenX_ImmInt:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DpasNosrc0Op : GenX_IntrinsicOp<"dpas.nosrc0", "NoMem", "XeHP+,~XeLPG,~XeHPCVG"> {
  let summary = "dot product accumulate systolic without accumulator input";
  // The operation info is encoded in the instruction: a constant.
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_ImmInt:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Dpas2Op : GenX_IntrinsicOp<"dpas2", "NoMem", "XeHP+,~XeLPG,~XeHPCVG"> {
  let hasVerifier = 1;
  let summary = "dot product accumulate systolic with explicit precisions, depth and repeat count";
  // Precisions, depth, repeat count and signedness are encoded in the
  // instruction: constants.
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2, GenX_ImmInt:$arg3, GenX_ImmInt:$arg4, GenX_ImmInt:$arg5, GenX_ImmInt:$arg6, GenX_ImmInt:$arg7, GenX_ImmInt:$arg8);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DpaswOp : GenX_IntrinsicOp<"dpasw", "NoMem", "XeHP,XeHPG,XeLPGPlus"> {
  let summary = "wide dot product accumulate systolic sharing operands across thread pairs";
  // The operation info is encoded in the instruction: a constant.
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2, GenX_ImmInt:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DpaswNosrc0Op : GenX_IntrinsicOp<"dpasw.nosrc0", "NoMem", "XeHP,XeHPG,XeLPGPlus"> {
  let summary = "wide dot product accumulate systolic without accumulator input";
  // The operation info is encoded in the instruction: a constant.
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_ImmInt:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DphOp : GenX_IntrinsicOp<"dph", "NoMem"> {
  let summary = "homogeneous dot product per group of four";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_DummyMovOp : GenX_IntrinsicOp<"dummy.mov", "None"> {
  let summary = "a move the backend keeps, for scheduling";
  let arguments = (ins GenX_Short:$arg0);
  let results = (outs);
}

def GenX_DwordAtomicAddOp : GenX_IntrinsicOp<"dword.atomic.add", "NoWillReturn", "-Xe2"> {
  let summary = "atomic add on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicAndOp : GenX_IntrinsicOp<"dword.atomic.and", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise and on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicCmpxchgOp : GenX_IntrinsicOp<"dword.atomic.cmpxchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic compare and exchange on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicDecOp : GenX_IntrinsicOp<"dword.atomic.dec", "NoWillReturn", "-Xe2"> {
  let summary = "atomic decrement on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicFaddOp : GenX_IntrinsicOp<"dword.atomic.fadd", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float add on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicFcmpwrOp : GenX_IntrinsicOp<"dword.atomic.fcmpwr", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float compare and write on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicFmaxOp : GenX_IntrinsicOp<"dword.atomic.fmax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float maximum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicFminOp : GenX_IntrinsicOp<"dword.atomic.fmin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float minimum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicFsubOp : GenX_IntrinsicOp<"dword.atomic.fsub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float subtract on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicImaxOp : GenX_IntrinsicOp<"dword.atomic.imax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed maximum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicIminOp : GenX_IntrinsicOp<"dword.atomic.imin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed minimum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicIncOp : GenX_IntrinsicOp<"dword.atomic.inc", "NoWillReturn", "-Xe2"> {
  let summary = "atomic increment on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicMaxOp : GenX_IntrinsicOp<"dword.atomic.max", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned maximum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicMinOp : GenX_IntrinsicOp<"dword.atomic.min", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned minimum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicOrOp : GenX_IntrinsicOp<"dword.atomic.or", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise or on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicSubOp : GenX_IntrinsicOp<"dword.atomic.sub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic subtract on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicXchgOp : GenX_IntrinsicOp<"dword.atomic.xchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic exchange on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomicXorOp : GenX_IntrinsicOp<"dword.atomic.xor", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise xor on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2AddOp : GenX_IntrinsicOp<"dword.atomic2.add", "NoWillReturn", "-Xe2"> {
  let summary = "atomic add on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2AddPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.add.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic add on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2AndOp : GenX_IntrinsicOp<"dword.atomic2.and", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise and on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2AndPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.and.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise and on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2CmpxchgOp : GenX_IntrinsicOp<"dword.atomic2.cmpxchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic compare and exchange on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2CmpxchgPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.cmpxchg.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic compare and exchange on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2DecOp : GenX_IntrinsicOp<"dword.atomic2.dec", "NoWillReturn", "-Xe2"> {
  let summary = "atomic decrement on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2DecPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.dec.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic decrement on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FaddOp : GenX_IntrinsicOp<"dword.atomic2.fadd", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float add on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FaddPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fadd.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float add on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FcmpwrOp : GenX_IntrinsicOp<"dword.atomic2.fcmpwr", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float compare and write on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FcmpwrPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fcmpwr.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float compare and write on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FmaxOp : GenX_IntrinsicOp<"dword.atomic2.fmax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float maximum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FmaxPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fmax.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float maximum on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FminOp : GenX_IntrinsicOp<"dword.atomic2.fmin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float minimum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FminPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fmin.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float minimum on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FsubOp : GenX_IntrinsicOp<"dword.atomic2.fsub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float subtract on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2FsubPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.fsub.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float subtract on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2ImaxOp : GenX_IntrinsicOp<"dword.atomic2.imax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed maximum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2ImaxPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.imax.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed maximum on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2IminOp : GenX_IntrinsicOp<"dword.atomic2.imin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed minimum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2IminPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.imin.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed minimum on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2IncOp : GenX_IntrinsicOp<"dword.atomic2.inc", "NoWillReturn", "-Xe2"> {
  let summary = "atomic increment on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2IncPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.inc.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic increment on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2MaxOp : GenX_IntrinsicOp<"dword.atomic2.max", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned maximum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2MaxPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.max.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned maximum on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2MinOp : GenX_IntrinsicOp<"dword.atomic2.min", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned minimum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2MinPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.min.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned minimum on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2OrOp : GenX_IntrinsicOp<"dword.atomic2.or", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise or on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2OrPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.or.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise or on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2SubOp : GenX_IntrinsicOp<"dword.atomic2.sub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic subtract on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2SubPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.sub.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic subtract on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2XchgOp : GenX_IntrinsicOp<"dword.atomic2.xchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic exchange on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2XchgPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.xchg.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic exchange on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2XorOp : GenX_IntrinsicOp<"dword.atomic2.xor", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise xor on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_DwordAtomic2XorPredefSurfaceOp : GenX_IntrinsicOp<"dword.atomic2.xor.predef.surface", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise xor on a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_ExpOp : GenX_IntrinsicOp<"exp", "NoMem"> {
  let summary = "base-2 exponential (hardware precision)";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_FaddrOp : GenX_IntrinsicOp<"faddr", "NoMem"> {
  let summary = "take the address of a function";
  let arguments = (ins GenX_AnyType:$arg0);
  let results = (outs GenX_Long:$res);
}

def GenX_FblOp : GenX_IntrinsicOp<"fbl", "NoMem"> {
  let summary = "find the lowest set bit of each element";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_FenceOp : GenX_IntrinsicOp<"fence", "None"> {
  let summary = "memory fence with the given flags";
  let arguments = (ins GenX_ImmChar:$arg0);
  let results = (outs);
}

def GenX_FptosiSatOp : GenX_IntrinsicOp<"fptosi.sat", "NoMem"> {
  let summary = "float to signed integer with saturation";
  let arguments = (ins GenX_AnyFloat:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_FptouiSatOp : GenX_IntrinsicOp<"fptoui.sat", "NoMem"> {
  let summary = "float to unsigned integer with saturation";
  let arguments = (ins GenX_AnyFloat:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_FrcOp : GenX_IntrinsicOp<"frc", "NoMem"> {
  let summary = "fractional part of each element";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_GaddrOp : GenX_IntrinsicOp<"gaddr", "NoMem"> {
  let summary = "take the address of a global variable";
  let arguments = (ins GenX_AnyPtr:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_GatherMaskedScaled2Op : GenX_IntrinsicOp<"gather.masked.scaled2", "ReadMem", "-Xe2"> {
  let summary = "masked gather of scaled elements from a surface";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_ImmShort:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_AnyInt:$arg4, GenX_AnyVector:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_GatherMaskedScaled2PredefSurfaceOp : GenX_IntrinsicOp<"gather.masked.scaled2.predef.surface", "ReadMem", "-Xe2"> {
  let summary = "masked gather of scaled elements from a predefined surface";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_ImmShort:$arg1, GenX_AnyPtr:$arg2, GenX_Int:$arg3, GenX_AnyInt:$arg4, GenX_AnyVector:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_GatherPrivateOp : GenX_IntrinsicOp<"gather.private", "ReadMem"> {
  let summary = "gather from thread-private memory through a pointer";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_GatherScaledOp : GenX_IntrinsicOp<"gather.scaled", "ReadMem", "-Xe2"> {
  let summary = "gather scaled elements from a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_AnyInt:$arg5, GenX_SameAs<0>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_GatherScaled2Op : GenX_IntrinsicOp<"gather.scaled2", "ReadMem", "-Xe2"> {
  let summary = "gather scaled elements from a surface (no old value)";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_ImmShort:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_AnyInt:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Gather4MaskedScaled2Op : GenX_IntrinsicOp<"gather4.masked.scaled2", "ReadMem", "-Xe2"> {
  let summary = "masked gather of channels from a surface";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_ImmShort:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_AnyInt:$arg4, GenX_AnyVector:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Gather4MaskedScaled2PredefSurfaceOp : GenX_IntrinsicOp<"gather4.masked.scaled2.predef.surface", "ReadMem", "-Xe2"> {
  let summary = "masked gather of channels from a predefined surface";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_ImmShort:$arg1, GenX_AnyPtr:$arg2, GenX_Int:$arg3, GenX_AnyInt:$arg4, GenX_AnyVector:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Gather4ScaledOp : GenX_IntrinsicOp<"gather4.scaled", "ReadMem", "-Xe2"> {
  let summary = "gather channels of scaled elements from a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_AnyInt:$arg5, GenX_SameAs<0>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Gather4Scaled2Op : GenX_IntrinsicOp<"gather4.scaled2", "ReadMem", "-Xe2"> {
  let summary = "gather channels from a surface (no old value)";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_ImmShort:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_AnyInt:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Gather4TypedOp : GenX_IntrinsicOp<"gather4.typed", "ReadMem", "-Xe2"> {
  let summary = "gather channels from a typed surface";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyVector:$arg1, GenX_Int:$arg2, GenX_AnyVector:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<0>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_GetColorOp : GenX_IntrinsicOp<"get.color", "NoMem"> {
  let summary = "read the color field of the thread payload";
  let arguments = (ins);
  let results = (outs GenX_Short:$res);
}

def GenX_GetHwidOp : GenX_IntrinsicOp<"get.hwid", "NoMem"> {
  let summary = "read the hardware thread id";
  let arguments = (ins);
  let results = (outs GenX_Int:$res);
}

def GenX_GetScoreboardBtiOp : GenX_IntrinsicOp<"get.scoreboard.bti", "NoMem"> {
  let summary = "read the scoreboard binding table index";
  let cmRuntimeOnly = 1;
  let arguments = (ins);
  let results = (outs GenX_Int:$res);
}

def GenX_GetScoreboardDeltasOp : GenX_IntrinsicOp<"get.scoreboard.deltas", "NoMem"> {
  let summary = "read the scoreboard dependency deltas";
  let cmRuntimeOnly = 1;
  let arguments = (ins);
  let results = (outs GenX_Vec<16, GenX_Char, "char16">:$res);
}

def GenX_GetScoreboardDepcntOp : GenX_IntrinsicOp<"get.scoreboard.depcnt", "NoMem"> {
  let summary = "read the scoreboard dependency count";
  let cmRuntimeOnly = 1;
  let arguments = (ins);
  let results = (outs GenX_Int:$res);
}

def GenX_GroupCountOp : GenX_IntrinsicOp<"group.count", "NoMem"> {
  let summary = "number of thread groups in each dimension";
  let arguments = (ins);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Hf8CvtOp : GenX_IntrinsicOp<"hf8.cvt", "NoMem", "Xe3+"> {
  let summary = "convert between hf8 and half";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_IeeeDivOp : GenX_IntrinsicOp<"ieee.div", "NoMem"> {
  let summary = "IEEE-correct float division";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_IeeeSqrtOp : GenX_IntrinsicOp<"ieee.sqrt", "NoMem"> {
  let summary = "IEEE-correct square root";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_InvOp : GenX_IntrinsicOp<"inv", "NoMem"> {
  let summary = "reciprocal (hardware precision)";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_JumpTableOp : GenX_IntrinsicOp<"jump.table", "NoMem"> {
  let summary = "select a target from a jump table by index";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_VarArgs:$args);
  let results = (outs GenX_AnyPtr:$res);
}

def GenX_LaneIdOp : GenX_IntrinsicOp<"lane.id", "NoMem"> {
  let summary = "SIMT lane id of the work item";
  let arguments = (ins);
  let results = (outs GenX_Int:$res);
}

def GenX_LfsrOp : GenX_IntrinsicOp<"lfsr", "NoMem", "Xe3P+"> {
  let summary = "step a linear feedback shift register";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_Char:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_LineOp : GenX_IntrinsicOp<"line", "NoMem"> {
  let summary = "linear equation p*x + q per group of four";
  let arguments = (ins GenX_Vec<4, GenX_Float, "float4">:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_LoadOp : GenX_IntrinsicOp<"load", "ReadMem"> {
  let summary = "load from a surface at given coordinates (media)";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<1>:$arg3, GenX_SameAs<1>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LocalId16Op : GenX_IntrinsicOp<"local.id16", "NoMem"> {
  let summary = "thread id within the group as 16-bit values";
  let arguments = (ins);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LocalSizeOp : GenX_IntrinsicOp<"local.size", "NoMem"> {
  let summary = "thread-group size in each dimension";
  let arguments = (ins);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LogOp : GenX_IntrinsicOp<"log", "NoMem"> {
  let summary = "base-2 logarithm (hardware precision)";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_LrpOp : GenX_IntrinsicOp<"lrp", "NoMem"> {
  let summary = "linear interpolation between two values";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_LscAtomicBindlessOp : GenX_IntrinsicOp<"lsc.atomic.bindless", "NoWillReturn"> {
  let summary = "LSC atomic operation on a bindless surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_Int:$arg10, GenX_AnyVector:$arg11, GenX_SameAs<0>:$arg12, GenX_SameAs<0>:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscAtomicBtiOp : GenX_IntrinsicOp<"lsc.atomic.bti", "NoWillReturn"> {
  let summary = "LSC atomic operation on a binding-table surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_Int:$arg10, GenX_AnyVector:$arg11, GenX_SameAs<0>:$arg12, GenX_SameAs<0>:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscAtomicSlmOp : GenX_IntrinsicOp<"lsc.atomic.slm", "NoWillReturn"> {
  let summary = "LSC atomic operation on shared local memory";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_Int:$arg10, GenX_AnyVector:$arg11, GenX_SameAs<0>:$arg12, GenX_SameAs<0>:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscAtomicStatelessOp : GenX_IntrinsicOp<"lsc.atomic.stateless", "NoWillReturn"> {
  let summary = "LSC atomic operation on global memory (stateless)";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_Int:$arg10, GenX_AnyVector:$arg11, GenX_SameAs<0>:$arg12, GenX_SameAs<0>:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscFenceOp : GenX_IntrinsicOp<"lsc.fence", "None"> {
  let summary = "LSC memory fence for a given memory port and scope";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3);
  let results = (outs);
}

def GenX_LscLoad2dUgmDescOp : GenX_IntrinsicOp<"lsc.load.2d.ugm.desc", "ReadMem", "XeHPC+"> {
  let summary = "LSC 2D block load from global memory through a 2D block descriptor";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Bool:$arg0, GenX_AnyVector:$arg1, GenX_Char:$arg2, GenX_Short:$arg3, GenX_Short:$arg4, GenX_Vec<16, GenX_Int, "int16">:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_SameAs<0>:$arg8);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoad2dUgmDescTransposeOp : GenX_IntrinsicOp<"lsc.load.2d.ugm.desc.transpose", "ReadMem", "XeHPC+"> {
  let summary = "LSC 2D block load from global memory through a 2D block descriptor, transposed";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Bool:$arg0, GenX_AnyVector:$arg1, GenX_Char:$arg2, GenX_Short:$arg3, GenX_Short:$arg4, GenX_Vec<16, GenX_Int, "int16">:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_SameAs<0>:$arg8);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoad2dUgmDescVnniOp : GenX_IntrinsicOp<"lsc.load.2d.ugm.desc.vnni", "ReadMem", "XeHPC+"> {
  let summary = "LSC 2D block load from global memory through a 2D block descriptor, VNNI-packed";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Bool:$arg0, GenX_AnyVector:$arg1, GenX_Char:$arg2, GenX_Short:$arg3, GenX_Short:$arg4, GenX_Vec<16, GenX_Int, "int16">:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_SameAs<0>:$arg8);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadBindlessOp : GenX_IntrinsicOp<"lsc.load.bindless", "ReadMem", "", [GenX_LSCLoadMessage]> {
  let summary = "LSC load from a bindless surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadBtiOp : GenX_IntrinsicOp<"lsc.load.bti", "ReadMem", "", [GenX_LSCLoadMessage]> {
  let summary = "LSC load from a binding-table surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeBindlessOp : GenX_IntrinsicOp<"lsc.load.merge.bindless", "ReadMem", "", [GenX_LSCLoadMessage]> {
  let summary = "LSC load from a bindless surface, merging into an old value";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeBtiOp : GenX_IntrinsicOp<"lsc.load.merge.bti", "ReadMem", "", [GenX_LSCLoadMessage]> {
  let summary = "LSC load from a binding-table surface, merging into an old value";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeQuadBindlessOp : GenX_IntrinsicOp<"lsc.load.merge.quad.bindless", "ReadMem"> {
  let summary = "LSC per-channel (quad) load from a bindless surface, merging into an old value";
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeQuadBtiOp : GenX_IntrinsicOp<"lsc.load.merge.quad.bti", "ReadMem"> {
  let summary = "LSC per-channel (quad) load from a binding-table surface, merging into an old value";
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeQuadSlmOp : GenX_IntrinsicOp<"lsc.load.merge.quad.slm", "ReadMem"> {
  let summary = "LSC per-channel (quad) load from shared local memory, merging into an old value";
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeQuadStatelessOp : GenX_IntrinsicOp<"lsc.load.merge.quad.stateless", "ReadMem"> {
  let summary = "LSC per-channel (quad) load from global memory (stateless), merging into an old value";
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeQuadTypedBtiOp : GenX_IntrinsicOp<"lsc.load.merge.quad.typed.bti", "ReadMem", "Xe2+"> {
  let summary = "LSC per-channel (quad) load from a typed binding-table surface, merging into an old value";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Int:$arg4, GenX_AnyVector:$arg5, GenX_SameAs<2>:$arg6, GenX_SameAs<2>:$arg7, GenX_SameAs<2>:$arg8, GenX_SameAs<0>:$arg9);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeSlmOp : GenX_IntrinsicOp<"lsc.load.merge.slm", "ReadMem", "", [GenX_LSCLoadMessage]> {
  let summary = "LSC load from shared local memory, merging into an old value";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadMergeStatelessOp : GenX_IntrinsicOp<"lsc.load.merge.stateless", "ReadMem", "", [GenX_LSCLoadMessage]> {
  let summary = "LSC load from global memory (stateless), merging into an old value";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadQuadBindlessOp : GenX_IntrinsicOp<"lsc.load.quad.bindless", "ReadMem"> {
  let summary = "LSC per-channel (quad) load from a bindless surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadQuadBtiOp : GenX_IntrinsicOp<"lsc.load.quad.bti", "ReadMem"> {
  let summary = "LSC per-channel (quad) load from a binding-table surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadQuadSlmOp : GenX_IntrinsicOp<"lsc.load.quad.slm", "ReadMem"> {
  let summary = "LSC per-channel (quad) load from shared local memory";
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadQuadStatelessOp : GenX_IntrinsicOp<"lsc.load.quad.stateless", "ReadMem"> {
  let summary = "LSC per-channel (quad) load from global memory (stateless)";
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadSlmOp : GenX_IntrinsicOp<"lsc.load.slm", "ReadMem", "", [GenX_LSCLoadMessage]> {
  let summary = "LSC load from shared local memory";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoadStatelessOp : GenX_IntrinsicOp<"lsc.load.stateless", "ReadMem", "", [GenX_LSCLoadMessage]> {
  let summary = "LSC load from global memory (stateless)";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoad2dStatelessOp : GenX_IntrinsicOp<"lsc.load2d.stateless", "ReadMem"> {
  let summary = "LSC 2D block load on global memory (stateless)";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Char:$arg5, GenX_Short:$arg6, GenX_Short:$arg7, GenX_Char:$arg8, GenX_AnyInt:$arg9, GenX_Int:$arg10, GenX_Int:$arg11, GenX_Int:$arg12, GenX_Int:$arg13, GenX_Int:$arg14);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscLoad2dTypedBtiOp : GenX_IntrinsicOp<"lsc.load2d.typed.bti", "ReadMem", "Xe2+"> {
  let summary = "LSC 2D block load on a typed binding-table surface";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_Int:$arg5, GenX_Int:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_LscPrefetch2dUgmDescOp : GenX_IntrinsicOp<"lsc.prefetch.2d.ugm.desc", "SideEffects", "XeHPC+"> {
  let summary = "LSC 2D block prefetch from global memory through a 2D block descriptor";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Bool:$arg0, GenX_AnyVector:$arg1, GenX_Char:$arg2, GenX_Short:$arg3, GenX_Short:$arg4, GenX_Vec<16, GenX_Int, "int16">:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_AnyVector:$arg8);
  let results = (outs);
}

def GenX_LscPrefetchBindlessOp : GenX_IntrinsicOp<"lsc.prefetch.bindless", "None", "", [GenX_LSCLoadMessage]> {
  let summary = "LSC prefetch from a bindless surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs);
}

def GenX_LscPrefetchBtiOp : GenX_IntrinsicOp<"lsc.prefetch.bti", "None", "", [GenX_LSCLoadMessage]> {
  let summary = "LSC prefetch from a binding-table surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs);
}

def GenX_LscPrefetchQuadTypedBtiOp : GenX_IntrinsicOp<"lsc.prefetch.quad.typed.bti", "None", "Xe2+"> {
  let summary = "LSC per-channel (quad) prefetch from a typed binding-table surface";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Int:$arg4, GenX_AnyVector:$arg5, GenX_SameAs<1>:$arg6, GenX_SameAs<1>:$arg7, GenX_SameAs<1>:$arg8);
  let results = (outs);
}

def GenX_LscPrefetchSlmOp : GenX_IntrinsicOp<"lsc.prefetch.slm", "None", "", [GenX_LSCLoadMessage]> {
  let summary = "LSC prefetch from shared local memory";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs);
}

def GenX_LscPrefetchStatelessOp : GenX_IntrinsicOp<"lsc.prefetch.stateless", "None", "", [GenX_LSCLoadMessage]> {
  let summary = "LSC prefetch from global memory (stateless)";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_Int:$arg11);
  let results = (outs);
}

def GenX_LscPrefetch2dStatelessOp : GenX_IntrinsicOp<"lsc.prefetch2d.stateless", "None"> {
  let summary = "LSC 2D block prefetch on global memory (stateless)";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Char:$arg5, GenX_Short:$arg6, GenX_Short:$arg7, GenX_Char:$arg8, GenX_AnyInt:$arg9, GenX_Int:$arg10, GenX_Int:$arg11, GenX_Int:$arg12, GenX_Int:$arg13, GenX_Int:$arg14);
  let results = (outs);
}

def GenX_LscPrefetch2dTypedBtiOp : GenX_IntrinsicOp<"lsc.prefetch2d.typed.bti", "ReadMem", "Xe2+"> {
  let summary = "LSC 2D block prefetch on a typed binding-table surface";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_Int:$arg5, GenX_Int:$arg6);
  let results = (outs);
}

def GenX_LscStore2dUgmDescOp : GenX_IntrinsicOp<"lsc.store.2d.ugm.desc", "WriteMem", "XeHPC+"> {
  let summary = "LSC 2D block store to global memory through a 2D block descriptor";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Bool:$arg0, GenX_AnyVector:$arg1, GenX_Char:$arg2, GenX_Short:$arg3, GenX_Short:$arg4, GenX_Vec<16, GenX_Int, "int16">:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_AnyVector:$arg8);
  let results = (outs);
}

def GenX_LscStoreBindlessOp : GenX_IntrinsicOp<"lsc.store.bindless", "None", "", [GenX_LSCStoreMessage]> {
  let summary = "LSC store to a bindless surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreBtiOp : GenX_IntrinsicOp<"lsc.store.bti", "None", "", [GenX_LSCStoreMessage]> {
  let summary = "LSC store to a binding-table surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreQuadBindlessOp : GenX_IntrinsicOp<"lsc.store.quad.bindless", "None"> {
  let summary = "LSC per-channel (quad) store to a bindless surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreQuadBtiOp : GenX_IntrinsicOp<"lsc.store.quad.bti", "None"> {
  let summary = "LSC per-channel (quad) store to a binding-table surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreQuadSlmOp : GenX_IntrinsicOp<"lsc.store.quad.slm", "None"> {
  let summary = "LSC per-channel (quad) store to shared local memory";
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreQuadStatelessOp : GenX_IntrinsicOp<"lsc.store.quad.stateless", "None"> {
  let summary = "LSC per-channel (quad) store to global memory (stateless)";
  let arguments = (ins GenX_AnyType:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Short:$arg4, GenX_Int:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8, GenX_Char:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreQuadTypedBtiOp : GenX_IntrinsicOp<"lsc.store.quad.typed.bti", "WriteMem", "Xe2+"> {
  let summary = "LSC per-channel (quad) store to a typed binding-table surface";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Int:$arg4, GenX_AnyVector:$arg5, GenX_SameAs<1>:$arg6, GenX_SameAs<1>:$arg7, GenX_SameAs<1>:$arg8, GenX_AnyVector:$arg9);
  let results = (outs);
}

def GenX_LscStoreSlmOp : GenX_IntrinsicOp<"lsc.store.slm", "None", "", [GenX_LSCStoreMessage]> {
  let summary = "LSC store to shared local memory";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStoreStatelessOp : GenX_IntrinsicOp<"lsc.store.stateless", "None", "", [GenX_LSCStoreMessage]> {
  let summary = "LSC store to global memory (stateless)";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyType:$arg10, GenX_AnyVector:$arg11, GenX_Int:$arg12);
  let results = (outs);
}

def GenX_LscStore2dStatelessOp : GenX_IntrinsicOp<"lsc.store2d.stateless", "None"> {
  let summary = "LSC 2D block store on global memory (stateless)";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Char:$arg5, GenX_Short:$arg6, GenX_Short:$arg7, GenX_Char:$arg8, GenX_AnyInt:$arg9, GenX_Int:$arg10, GenX_Int:$arg11, GenX_Int:$arg12, GenX_Int:$arg13, GenX_Int:$arg14, GenX_AnyVector:$arg15);
  let results = (outs);
}

def GenX_LscStore2dTypedBtiOp : GenX_IntrinsicOp<"lsc.store2d.typed.bti", "WriteMem", "Xe2+"> {
  let summary = "LSC 2D block store on a typed binding-table surface";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_Int:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_Int:$arg5, GenX_Int:$arg6, GenX_AnyVector:$arg7);
  let results = (outs);
}

def GenX_LscXatomicBindlessOp : GenX_IntrinsicOp<"lsc.xatomic.bindless", "NoWillReturn"> {
  let summary = "LSC atomic operation (extended operands) on a bindless surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyVector:$arg10, GenX_SameAs<0>:$arg11, GenX_SameAs<0>:$arg12, GenX_Int:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscXatomicBtiOp : GenX_IntrinsicOp<"lsc.xatomic.bti", "NoWillReturn"> {
  let summary = "LSC atomic operation (extended operands) on a binding-table surface";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyVector:$arg10, GenX_SameAs<0>:$arg11, GenX_SameAs<0>:$arg12, GenX_Int:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscXatomicSlmOp : GenX_IntrinsicOp<"lsc.xatomic.slm", "NoWillReturn"> {
  let summary = "LSC atomic operation (extended operands) on shared local memory";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyVector:$arg10, GenX_SameAs<0>:$arg11, GenX_SameAs<0>:$arg12, GenX_Int:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LscXatomicStatelessOp : GenX_IntrinsicOp<"lsc.xatomic.stateless", "NoWillReturn"> {
  let summary = "LSC atomic operation (extended operands) on global memory (stateless)";
  let arguments = (ins GenX_AnyType:$arg0, GenX_ImmChar:$arg1, GenX_ImmChar:$arg2, GenX_ImmChar:$arg3, GenX_ImmShort:$arg4, GenX_ImmInt:$arg5, GenX_ImmChar:$arg6, GenX_ImmChar:$arg7, GenX_ImmChar:$arg8, GenX_ImmChar:$arg9, GenX_AnyVector:$arg10, GenX_SameAs<0>:$arg11, GenX_SameAs<0>:$arg12, GenX_Int:$arg13, GenX_SameAs<0>:$arg14);
  let results = (outs GenX_AnyType:$res);
}

def GenX_LzdOp : GenX_IntrinsicOp<"lzd", "NoMem"> {
  let summary = "count leading zeros of each element";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_MediaLdOp : GenX_IntrinsicOp<"media.ld", "ReadMem", "-Xe2"> {
  let summary = "read a 2D block from a media surface";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_Int:$arg1, GenX_ImmInt:$arg2, GenX_ImmInt:$arg3, GenX_Int:$arg4, GenX_Int:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_MediaStOp : GenX_IntrinsicOp<"media.st", "None", "-Xe2"> {
  let summary = "write a 2D block to a media surface";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_Int:$arg1, GenX_ImmInt:$arg2, GenX_ImmInt:$arg3, GenX_Int:$arg4, GenX_Int:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_MxfpLinearizeOp : GenX_IntrinsicOp<"mxfp.linearize", "NoMem", "Xe3P+"> {
  let summary = "linearize an MX floating-point tile";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_MxfpReduce32x32Op : GenX_IntrinsicOp<"mxfp.reduce.32x32", "NoMem", "Xe3P+"> {
  let summary = "reduce a 32x32 MX floating-point tile";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_AnyVector:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_NbarrierOp : GenX_IntrinsicOp<"nbarrier", "SideEffects", "XeHPC+"> {
  let summary = "signal or wait on a named barrier";
  let arguments = (ins GenX_ImmChar:$arg0, GenX_Char:$arg1, GenX_Char:$arg2);
  let results = (outs);
}

def GenX_NbarrierArriveOp : GenX_IntrinsicOp<"nbarrier.arrive", "SideEffects", "XeHPC+"> {
  let summary = "arrive at a named barrier";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_Char:$arg2, GenX_Char:$arg3);
  let results = (outs);
}

def GenX_OutputOp : GenX_IntrinsicOp<"output", "None"> {
  let summary = "write values to the kernel output (CM internal)";
  let arguments = (ins GenX_VarArgs:$args);
  let results = (outs);
}

def GenX_Output1Op : GenX_IntrinsicOp<"output.1", "None"> {
  let summary = "write one value to the kernel output (CM internal)";
  let arguments = (ins GenX_AnyType:$arg0);
  let results = (outs);
}

def GenX_OwordLdPredefSurfaceOp : GenX_IntrinsicOp<"oword.ld.predef.surface", "ReadMem", "-Xe2"> {
  let summary = "oword block load from a predefined surface";
  let arguments = (ins GenX_Int:$arg0, GenX_AnyPtr:$arg1, GenX_Int:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_OwordLdUnalignedOp : GenX_IntrinsicOp<"oword.ld.unaligned", "ReadMem", "-Xe2"> {
  let summary = "dword-aligned oword block load from a surface";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_Int:$arg1, GenX_Int:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_OwordLdUnalignedPredefSurfaceOp : GenX_IntrinsicOp<"oword.ld.unaligned.predef.surface", "ReadMem", "-Xe2"> {
  let summary = "dword-aligned oword block load from a predefined surface";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyPtr:$arg1, GenX_Int:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_OwordStPredefSurfaceOp : GenX_IntrinsicOp<"oword.st.predef.surface", "None", "-Xe2"> {
  let summary = "oword block store to a predefined surface";
  let arguments = (ins GenX_AnyPtr:$arg0, GenX_Int:$arg1, GenX_AnyVector:$arg2);
  let results = (outs);
}

def GenX_Packed4bitUpconvertLutOp : GenX_IntrinsicOp<"packed.4bit.upconvert.lut", "NoMem", "Xe3P+"> {
  let summary = "expand packed 4-bit values through a lookup table";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Vec<16, GenX_Int, "int16">:$arg0, GenX_AnyInt:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_PlnOp : GenX_IntrinsicOp<"pln", "NoMem"> {
  let summary = "plane equation evaluation for pixel shading";
  let arguments = (ins GenX_Vec<4, GenX_Float, "float4">:$arg0, GenX_AnyFloat:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_PowOp : GenX_IntrinsicOp<"pow", "NoMem"> {
  let summary = "power (hardware precision)";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_PredefinedSurfaceOp : GenX_IntrinsicOp<"predefined.surface", "NoMem"> {
  let summary = "handle of a predefined surface (stateless, SLM, stack, scratch)";
  let arguments = (ins GenX_Int:$arg0);
  let results = (outs GenX_Int:$res);
}

def GenX_PrintBufferOp : GenX_IntrinsicOp<"print.buffer", "None"> {
  let summary = "address of the printf buffer";
  let arguments = (ins);
  let results = (outs GenX_Long:$res);
}

def GenX_PrintFormatIndexOp : GenX_IntrinsicOp<"print.format.index", "NoMem"> {
  let summary = "index of a printf format string";
  let arguments = (ins GenX_AnyPtr:$arg0);
  let results = (outs GenX_Int:$res);
}

def GenX_QfCvtOp : GenX_IntrinsicOp<"qf.cvt", "NoMem", "Xe3+"> {
  let summary = "convert between quarter-float and half";
  let arguments = (ins GenX_AnyVector:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_R0Op : GenX_IntrinsicOp<"r0", "ReadMem"> {
  let summary = "read the r0 thread payload register";
  let arguments = (ins);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_RawSendOp : GenX_IntrinsicOp<"raw.send", "NoWillReturn,SideEffects"> {
  let summary = "raw message send with a result";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyInt:$arg1, GenX_ImmInt:$arg2, GenX_Int:$arg3, GenX_AnyVector:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_RawSendNoresultOp : GenX_IntrinsicOp<"raw.send.noresult", "NoWillReturn,SideEffects"> {
  let summary = "raw message send without a result";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyInt:$arg1, GenX_ImmInt:$arg2, GenX_Int:$arg3, GenX_AnyVector:$arg4);
  let results = (outs);
}

def GenX_RawSend2Op : GenX_IntrinsicOp<"raw.send2", "NoWillReturn"> {
  let summary = "raw message send with explicit lengths, with a result";
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_AnyVector:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Char:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_AnyVector:$arg8, GenX_SameAs<0>:$arg9);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_RawSend2NoresultOp : GenX_IntrinsicOp<"raw.send2.noresult", "NoWillReturn"> {
  let summary = "raw message send with explicit lengths, no result";
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_AnyVector:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Int:$arg5, GenX_Int:$arg6, GenX_AnyVector:$arg7);
  let results = (outs);
}

def GenX_RawSendgOp : GenX_IntrinsicOp<"raw.sendg", "NoWillReturn,SideEffects", "Xe3P+"> {
  let summary = "raw gateway-style send with descriptors in registers";
  let inVCIntrinsics011 = 0;
  let arguments = (ins GenX_Short:$arg0, GenX_Bool:$arg1, GenX_Bool:$arg2, GenX_Char:$arg3, GenX_AnyInt:$arg4, GenX_AnyVector:$arg5, GenX_Short:$arg6, GenX_AnyVector:$arg7, GenX_Short:$arg8, GenX_Long:$arg9, GenX_Long:$arg10, GenX_Long:$arg11, GenX_SameAs<0>:$arg12);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_RawSendsOp : GenX_IntrinsicOp<"raw.sends", "NoWillReturn"> {
  let summary = "raw split send with a result";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyInt:$arg1, GenX_Char:$arg2, GenX_ImmInt:$arg3, GenX_Int:$arg4, GenX_AnyVector:$arg5, GenX_AnyVector:$arg6, GenX_SameAs<0>:$arg7);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_RawSendsNoresultOp : GenX_IntrinsicOp<"raw.sends.noresult", "NoWillReturn"> {
  let summary = "raw split send without a result";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyInt:$arg1, GenX_Char:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_AnyVector:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_RawSends2Op : GenX_IntrinsicOp<"raw.sends2", "NoWillReturn"> {
  let summary = "raw split send with explicit lengths, with a result";
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_AnyVector:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Char:$arg5, GenX_Char:$arg6, GenX_Int:$arg7, GenX_Int:$arg8, GenX_AnyVector:$arg9, GenX_AnyVector:$arg10, GenX_SameAs<0>:$arg11);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_RawSends2NoresultOp : GenX_IntrinsicOp<"raw.sends2.noresult", "NoWillReturn"> {
  let summary = "raw split send with explicit lengths, no result";
  let arguments = (ins GenX_Char:$arg0, GenX_Char:$arg1, GenX_AnyVector:$arg2, GenX_Char:$arg3, GenX_Char:$arg4, GenX_Char:$arg5, GenX_Int:$arg6, GenX_Int:$arg7, GenX_AnyVector:$arg8, GenX_AnyVector:$arg9);
  let results = (outs);
}

def GenX_RdpredregionOp : GenX_IntrinsicOp<"rdpredregion", "NoMem"> {
  let summary = "read a region of a predicate vector";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_Int:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_ReadPredefRegOp : GenX_IntrinsicOp<"read.predef.reg", "ReadMem"> {
  let summary = "read a predefined (architectural) register";
  let arguments = (ins GenX_Int:$arg0, GenX_AnyType:$arg1);
  let results = (outs GenX_AnyType:$res);
}

def GenX_RnddOp : GenX_IntrinsicOp<"rndd", "NoMem"> {
  let summary = "round toward negative infinity";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_RndeOp : GenX_IntrinsicOp<"rnde", "NoMem"> {
  let summary = "round to nearest even";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_RnduOp : GenX_IntrinsicOp<"rndu", "NoMem"> {
  let summary = "round toward positive infinity";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_RndzOp : GenX_IntrinsicOp<"rndz", "NoMem"> {
  let summary = "round toward zero";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_RolOp : GenX_IntrinsicOp<"rol", "NoMem"> {
  let summary = "rotate left";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_RorOp : GenX_IntrinsicOp<"ror", "NoMem"> {
  let summary = "rotate right";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_RsqrtOp : GenX_IntrinsicOp<"rsqrt", "NoMem"> {
  let summary = "reciprocal square root (hardware precision)";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_SampleOp : GenX_IntrinsicOp<"sample", "ReadMem"> {
  let summary = "sample a surface through a sampler (media)";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_AnyFloat:$arg3, GenX_SameAs<1>:$arg4, GenX_SameAs<1>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SampleUnormOp : GenX_IntrinsicOp<"sample.unorm", "ReadMem"> {
  let summary = "sample a surface with unnormalized coordinates (media)";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_Float:$arg3, GenX_Float:$arg4, GenX_Float:$arg5, GenX_Float:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SbarrierOp : GenX_IntrinsicOp<"sbarrier", "Convergent"> {
  let summary = "split barrier: signal or wait";
  let arguments = (ins GenX_ImmChar:$arg0);
  let results = (outs);
}

def GenX_SbfeOp : GenX_IntrinsicOp<"sbfe", "NoMem"> {
  let summary = "signed bit field extract";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_ScatterPrivateOp : GenX_IntrinsicOp<"scatter.private", "None"> {
  let summary = "scatter to thread-private memory through a pointer";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1, GenX_AnyInt:$arg2, GenX_AnyVector:$arg3);
  let results = (outs);
}

def GenX_ScatterScaledOp : GenX_IntrinsicOp<"scatter.scaled", "None", "-Xe2"> {
  let summary = "scatter scaled elements to a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_AnyInt:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_ScatterScaledPredefSurfaceOp : GenX_IntrinsicOp<"scatter.scaled.predef.surface", "None", "-Xe2"> {
  let summary = "scatter scaled elements to a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_AnyPtr:$arg3, GenX_Int:$arg4, GenX_AnyInt:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_Scatter4ScaledOp : GenX_IntrinsicOp<"scatter4.scaled", "None", "-Xe2"> {
  let summary = "scatter channels of scaled elements to a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_Int:$arg3, GenX_Int:$arg4, GenX_AnyInt:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_Scatter4ScaledPredefSurfaceOp : GenX_IntrinsicOp<"scatter4.scaled.predef.surface", "None", "-Xe2"> {
  let summary = "scatter channels to a predefined surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_AnyPtr:$arg3, GenX_Int:$arg4, GenX_AnyInt:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_Scatter4TypedOp : GenX_IntrinsicOp<"scatter4.typed", "None", "-Xe2"> {
  let summary = "scatter channels to a typed surface";
  let arguments = (ins GenX_ImmInt:$arg0, GenX_AnyVector:$arg1, GenX_Int:$arg2, GenX_AnyVector:$arg3, GenX_SameAs<1>:$arg4, GenX_SameAs<1>:$arg5, GenX_AnyVector:$arg6);
  let results = (outs);
}

def GenX_SetPauseOp : GenX_IntrinsicOp<"set.pause", "None"> {
  let summary = "pause the thread for a number of cycles";
  let arguments = (ins GenX_Short:$arg0);
  let results = (outs);
}

def GenX_SetSr02Op : GenX_IntrinsicOp<"set.sr0.2", "None"> {
  let summary = "write the sr0.2 state register";
  let arguments = (ins GenX_Int:$arg0);
  let results = (outs);
}

def GenX_SfbhOp : GenX_IntrinsicOp<"sfbh", "NoMem"> {
  let summary = "find the highest bit differing from the sign bit";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SimadOp : GenX_IntrinsicOp<"simad", "NoMem"> {
  let summary = "signed multiply-add, returning high and low halves";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res0, GenX_AnyInt:$res1);
}

def GenX_SimdcfAnyOp : GenX_IntrinsicOp<"simdcf.any", "None"> {
  let summary = "whether any lane of a SIMD control-flow mask is set";
  let arguments = (ins GenX_AnyVector:$arg0);
  let results = (outs GenX_Bool:$res);
}

def GenX_SimdcfGetEmOp : GenX_IntrinsicOp<"simdcf.get.em", "WriteMem,SideEffects"> {
  let summary = "read the execution mask";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SimdcfGotoOp : GenX_IntrinsicOp<"simdcf.goto", "NoMem"> {
  let summary = "SIMD control-flow goto: update execution and resume masks";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyVector:$res0, GenX_AnyVector:$res1, GenX_Bool:$res2);
}

def GenX_SimdcfJoinOp : GenX_IntrinsicOp<"simdcf.join", "None"> {
  let summary = "SIMD control-flow join: merge resume mask into the execution mask";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_AnyVector:$arg1);
  let results = (outs GenX_AnyVector:$res0, GenX_Bool:$res1);
}

def GenX_SimdcfPredicateOp : GenX_IntrinsicOp<"simdcf.predicate", "None"> {
  let summary = "predicate a value by the execution mask";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SimdcfRemaskOp : GenX_IntrinsicOp<"simdcf.remask", "WriteMem,SideEffects"> {
  let summary = "recompute the execution mask";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_Int:$arg1);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SimdcfSavemaskOp : GenX_IntrinsicOp<"simdcf.savemask", "WriteMem,SideEffects"> {
  let summary = "save the execution mask";
  let arguments = (ins GenX_AnyVector:$arg0);
  let results = (outs GenX_Int:$res);
}

def GenX_SimdcfUnmaskOp : GenX_IntrinsicOp<"simdcf.unmask", "WriteMem,SideEffects"> {
  let summary = "enable all lanes, saving the mask";
  let arguments = (ins GenX_Int:$arg0, GenX_ImmInt:$arg1);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SinOp : GenX_IntrinsicOp<"sin", "NoMem"> {
  let summary = "sine (hardware precision)";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_SlmInitOp : GenX_IntrinsicOp<"slm.init", "None"> {
  let summary = "set the shared local memory size of the kernel";
  let arguments = (ins GenX_Int:$arg0);
  let results = (outs);
}

def GenX_SmadwOp : GenX_IntrinsicOp<"smadw", "NoMem"> {
  let summary = "signed multiply-add to a double-width result";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SmulhOp : GenX_IntrinsicOp<"smulh", "NoMem"> {
  let summary = "high half of a signed multiply";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SqrtOp : GenX_IntrinsicOp<"sqrt", "NoMem"> {
  let summary = "square root (hardware precision)";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyFloat:$res);
}

def GenX_Sr0Op : GenX_IntrinsicOp<"sr0", "ReadMem"> {
  let summary = "read the sr0 state register";
  let arguments = (ins);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SrndOp : GenX_IntrinsicOp<"srnd", "NoMem"> {
  let summary = "stochastic rounding to a narrower float";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Ssad2Op : GenX_IntrinsicOp<"ssad2", "NoMem"> {
  let summary = "signed sum of absolute differences of pairs";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Ssadd3SatOp : GenX_IntrinsicOp<"ssadd3.sat", "NoMem"> {
  let summary = "add of three, signed result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsavgOp : GenX_IntrinsicOp<"ssavg", "NoMem"> {
  let summary = "average, signed result, signed operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsavgSatOp : GenX_IntrinsicOp<"ssavg.sat", "NoMem"> {
  let summary = "average, signed result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Ssdp4aOp : GenX_IntrinsicOp<"ssdp4a", "NoMem"> {
  let summary = "4-way byte dot product accumulate, signed result, signed operands";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Ssdp4aSatOp : GenX_IntrinsicOp<"ssdp4a.sat", "NoMem"> {
  let summary = "4-way byte dot product accumulate, signed result, signed operands, saturated";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SsmadOp : GenX_IntrinsicOp<"ssmad", "NoMem"> {
  let summary = "multiply-add, signed result, signed operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsmadSatOp : GenX_IntrinsicOp<"ssmad.sat", "NoMem"> {
  let summary = "multiply-add, signed result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsmulOp : GenX_IntrinsicOp<"ssmul", "NoMem"> {
  let summary = "multiply, signed result, signed operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsmulSatOp : GenX_IntrinsicOp<"ssmul.sat", "NoMem"> {
  let summary = "multiply, signed result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Sssad2addOp : GenX_IntrinsicOp<"sssad2add", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, signed result, signed operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Sssad2addSatOp : GenX_IntrinsicOp<"sssad2add.sat", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, signed result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsshlOp : GenX_IntrinsicOp<"ssshl", "NoMem"> {
  let summary = "shift left, signed result, signed operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SsshlSatOp : GenX_IntrinsicOp<"ssshl.sat", "NoMem"> {
  let summary = "shift left, signed result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SstruncSatOp : GenX_IntrinsicOp<"sstrunc.sat", "NoMem"> {
  let summary = "truncation, signed result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Suadd3SatOp : GenX_IntrinsicOp<"suadd3.sat", "NoMem"> {
  let summary = "add of three, signed result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SuavgOp : GenX_IntrinsicOp<"suavg", "NoMem"> {
  let summary = "average, signed result, unsigned operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SuavgSatOp : GenX_IntrinsicOp<"suavg.sat", "NoMem"> {
  let summary = "average, signed result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SubbOp : GenX_IntrinsicOp<"subb", "NoMem"> {
  let summary = "subtract with borrow out: (difference, borrow)";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1);
  let results = (outs GenX_AnyInt:$res0, GenX_AnyInt:$res1);
}

def GenX_Sudp4aOp : GenX_IntrinsicOp<"sudp4a", "NoMem"> {
  let summary = "4-way byte dot product accumulate, signed result, unsigned operands";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Sudp4aSatOp : GenX_IntrinsicOp<"sudp4a.sat", "NoMem"> {
  let summary = "4-way byte dot product accumulate, signed result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SumadOp : GenX_IntrinsicOp<"sumad", "NoMem"> {
  let summary = "multiply-add, signed result, unsigned operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SumadSatOp : GenX_IntrinsicOp<"sumad.sat", "NoMem"> {
  let summary = "multiply-add, signed result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SumulOp : GenX_IntrinsicOp<"sumul", "NoMem"> {
  let summary = "multiply, signed result, unsigned operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SumulSatOp : GenX_IntrinsicOp<"sumul.sat", "NoMem"> {
  let summary = "multiply, signed result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Susad2addOp : GenX_IntrinsicOp<"susad2add", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, signed result, unsigned operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Susad2addSatOp : GenX_IntrinsicOp<"susad2add.sat", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, signed result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SushlOp : GenX_IntrinsicOp<"sushl", "NoMem"> {
  let summary = "shift left, signed result, unsigned operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SushlSatOp : GenX_IntrinsicOp<"sushl.sat", "NoMem"> {
  let summary = "shift left, signed result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SutruncSatOp : GenX_IntrinsicOp<"sutrunc.sat", "NoMem"> {
  let summary = "truncation, signed result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_SvmAtomicAddOp : GenX_IntrinsicOp<"svm.atomic.add", "NoWillReturn", "-Xe2"> {
  let summary = "atomic add on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicAndOp : GenX_IntrinsicOp<"svm.atomic.and", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise and on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicCmpxchgOp : GenX_IntrinsicOp<"svm.atomic.cmpxchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic compare and exchange on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicDecOp : GenX_IntrinsicOp<"svm.atomic.dec", "NoWillReturn", "-Xe2"> {
  let summary = "atomic decrement on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicFcmpwrOp : GenX_IntrinsicOp<"svm.atomic.fcmpwr", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float compare and write on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicFmaxOp : GenX_IntrinsicOp<"svm.atomic.fmax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float maximum on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicFminOp : GenX_IntrinsicOp<"svm.atomic.fmin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float minimum on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicImaxOp : GenX_IntrinsicOp<"svm.atomic.imax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed maximum on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicIminOp : GenX_IntrinsicOp<"svm.atomic.imin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed minimum on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicIncOp : GenX_IntrinsicOp<"svm.atomic.inc", "NoWillReturn", "-Xe2"> {
  let summary = "atomic increment on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicMaxOp : GenX_IntrinsicOp<"svm.atomic.max", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned maximum on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicMinOp : GenX_IntrinsicOp<"svm.atomic.min", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned minimum on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicOrOp : GenX_IntrinsicOp<"svm.atomic.or", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise or on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicSubOp : GenX_IntrinsicOp<"svm.atomic.sub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic subtract on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicXchgOp : GenX_IntrinsicOp<"svm.atomic.xchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic exchange on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmAtomicXorOp : GenX_IntrinsicOp<"svm.atomic.xor", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise xor on shared virtual memory";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyInt:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmBlockLdUnalignedOp : GenX_IntrinsicOp<"svm.block.ld.unaligned", "ReadMem", "-Xe2"> {
  let summary = "dword-aligned block load through a shared virtual address";
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmGatherOp : GenX_IntrinsicOp<"svm.gather", "ReadMem", "-Xe2"> {
  let hasVerifier = 1;
  let summary = "gather blocks through shared virtual addresses";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmGather4ScaledOp : GenX_IntrinsicOp<"svm.gather4.scaled", "ReadMem", "-Xe2"> {
  let summary = "gather channels through scaled shared virtual addresses";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_Long:$arg3, GenX_AnyInt:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_SvmScatterOp : GenX_IntrinsicOp<"svm.scatter", "None", "-Xe2"> {
  let hasVerifier = 1;
  let summary = "scatter blocks through shared virtual addresses";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_AnyInt:$arg2, GenX_AnyVector:$arg3);
  let results = (outs);
}

def GenX_SvmScatter4ScaledOp : GenX_IntrinsicOp<"svm.scatter4.scaled", "None", "-Xe2"> {
  let summary = "scatter channels through scaled shared virtual addresses";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_ImmInt:$arg1, GenX_ImmShort:$arg2, GenX_Long:$arg3, GenX_AnyInt:$arg4, GenX_AnyVector:$arg5);
  let results = (outs);
}

def GenX_Tf32CvtOp : GenX_IntrinsicOp<"tf32.cvt", "NoMem"> {
  let summary = "convert float to tf32";
  let arguments = (ins GenX_AnyVector:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_ThreadXOp : GenX_IntrinsicOp<"thread.x", "NoMem"> {
  let summary = "x coordinate of the thread (media walker)";
  let arguments = (ins);
  let results = (outs GenX_Short:$res);
}

def GenX_ThreadYOp : GenX_IntrinsicOp<"thread.y", "NoMem"> {
  let summary = "y coordinate of the thread (media walker)";
  let arguments = (ins);
  let results = (outs GenX_Short:$res);
}

def GenX_TimestampOp : GenX_IntrinsicOp<"timestamp", "None"> {
  let summary = "read the timestamp counter";
  let arguments = (ins);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_TransposeLdOp : GenX_IntrinsicOp<"transpose.ld", "ReadMem", "-Xe2"> {
  let summary = "load a transposed block (media)";
  let arguments = (ins GenX_Int:$arg0, GenX_ImmInt:$arg1, GenX_Int:$arg2, GenX_Int:$arg3);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicAddOp : GenX_IntrinsicOp<"typed.atomic.add", "NoWillReturn", "-Xe2"> {
  let summary = "atomic add on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicAndOp : GenX_IntrinsicOp<"typed.atomic.and", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise and on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicCmpxchgOp : GenX_IntrinsicOp<"typed.atomic.cmpxchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic compare and exchange on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3, GenX_AnyInt:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6, GenX_SameAs<2>:$arg7);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicDecOp : GenX_IntrinsicOp<"typed.atomic.dec", "NoWillReturn", "-Xe2"> {
  let summary = "atomic decrement on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<2>:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicFaddOp : GenX_IntrinsicOp<"typed.atomic.fadd", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float add on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicFcmpwrOp : GenX_IntrinsicOp<"typed.atomic.fcmpwr", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float compare and write on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_SameAs<0>:$arg3, GenX_AnyInt:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6, GenX_SameAs<2>:$arg7);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicFmaxOp : GenX_IntrinsicOp<"typed.atomic.fmax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float maximum on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicFminOp : GenX_IntrinsicOp<"typed.atomic.fmin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float minimum on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicFsubOp : GenX_IntrinsicOp<"typed.atomic.fsub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic float subtract on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicImaxOp : GenX_IntrinsicOp<"typed.atomic.imax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed maximum on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicIminOp : GenX_IntrinsicOp<"typed.atomic.imin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed minimum on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicIncOp : GenX_IntrinsicOp<"typed.atomic.inc", "NoWillReturn", "-Xe2"> {
  let summary = "atomic increment on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_AnyInt:$arg2, GenX_SameAs<2>:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicMaxOp : GenX_IntrinsicOp<"typed.atomic.max", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned maximum on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicMinOp : GenX_IntrinsicOp<"typed.atomic.min", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned minimum on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicOrOp : GenX_IntrinsicOp<"typed.atomic.or", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise or on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicSubOp : GenX_IntrinsicOp<"typed.atomic.sub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic subtract on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicXchgOp : GenX_IntrinsicOp<"typed.atomic.xchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic exchange on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_TypedAtomicXorOp : GenX_IntrinsicOp<"typed.atomic.xor", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise xor on a typed surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_SameAs<0>:$arg2, GenX_AnyInt:$arg3, GenX_SameAs<2>:$arg4, GenX_SameAs<2>:$arg5, GenX_SameAs<2>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UbfeOp : GenX_IntrinsicOp<"ubfe", "NoMem"> {
  let summary = "unsigned bit field extract";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UfbhOp : GenX_IntrinsicOp<"ufbh", "NoMem"> {
  let summary = "find the highest set bit";
  let arguments = (ins GenX_SameAs<0>:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UimadOp : GenX_IntrinsicOp<"uimad", "NoMem"> {
  let summary = "unsigned multiply-add, returning high and low halves";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_SameAs<0>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res0, GenX_AnyInt:$res1);
}

def GenX_UmadwOp : GenX_IntrinsicOp<"umadw", "NoMem"> {
  let summary = "unsigned multiply-add to a double-width result";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UmulhOp : GenX_IntrinsicOp<"umulh", "NoMem"> {
  let summary = "high half of an unsigned multiply";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UnmaskBeginOp : GenX_IntrinsicOp<"unmask.begin", "WriteMem,SideEffects"> {
  let summary = "begin a region with all lanes enabled";
  let arguments = (ins);
  let results = (outs GenX_Int:$res);
}

def GenX_UnmaskEndOp : GenX_IntrinsicOp<"unmask.end", "WriteMem,SideEffects"> {
  let summary = "end a region with all lanes enabled";
  let arguments = (ins GenX_Int:$arg0);
  let results = (outs);
}

def GenX_UntypedAtomicAddOp : GenX_IntrinsicOp<"untyped.atomic.add", "NoWillReturn", "-Xe2"> {
  let summary = "atomic add on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicAndOp : GenX_IntrinsicOp<"untyped.atomic.and", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise and on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicCmpxchgOp : GenX_IntrinsicOp<"untyped.atomic.cmpxchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic compare and exchange on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5, GenX_SameAs<0>:$arg6);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicDecOp : GenX_IntrinsicOp<"untyped.atomic.dec", "NoWillReturn", "-Xe2"> {
  let summary = "atomic decrement on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicImaxOp : GenX_IntrinsicOp<"untyped.atomic.imax", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed maximum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicIminOp : GenX_IntrinsicOp<"untyped.atomic.imin", "NoWillReturn", "-Xe2"> {
  let summary = "atomic signed minimum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicIncOp : GenX_IntrinsicOp<"untyped.atomic.inc", "NoWillReturn", "-Xe2"> {
  let summary = "atomic increment on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicMaxOp : GenX_IntrinsicOp<"untyped.atomic.max", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned maximum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicMinOp : GenX_IntrinsicOp<"untyped.atomic.min", "NoWillReturn", "-Xe2"> {
  let summary = "atomic unsigned minimum on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicOrOp : GenX_IntrinsicOp<"untyped.atomic.or", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise or on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicSubOp : GenX_IntrinsicOp<"untyped.atomic.sub", "NoWillReturn", "-Xe2"> {
  let summary = "atomic subtract on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicXchgOp : GenX_IntrinsicOp<"untyped.atomic.xchg", "NoWillReturn", "-Xe2"> {
  let summary = "atomic exchange on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UntypedAtomicXorOp : GenX_IntrinsicOp<"untyped.atomic.xor", "NoWillReturn", "-Xe2"> {
  let summary = "atomic bitwise xor on a surface";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_Int:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3, GenX_SameAs<0>:$arg4, GenX_SameAs<0>:$arg5);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Usad2Op : GenX_IntrinsicOp<"usad2", "NoMem"> {
  let summary = "unsigned sum of absolute differences of pairs";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Usadd3SatOp : GenX_IntrinsicOp<"usadd3.sat", "NoMem"> {
  let summary = "add of three, unsigned result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsavgOp : GenX_IntrinsicOp<"usavg", "NoMem"> {
  let summary = "average, unsigned result, signed operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsavgSatOp : GenX_IntrinsicOp<"usavg.sat", "NoMem"> {
  let summary = "average, unsigned result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Usdp4aOp : GenX_IntrinsicOp<"usdp4a", "NoMem"> {
  let summary = "4-way byte dot product accumulate, unsigned result, signed operands";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Usdp4aSatOp : GenX_IntrinsicOp<"usdp4a.sat", "NoMem"> {
  let summary = "4-way byte dot product accumulate, unsigned result, signed operands, saturated";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UsmadOp : GenX_IntrinsicOp<"usmad", "NoMem"> {
  let summary = "multiply-add, unsigned result, signed operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsmadSatOp : GenX_IntrinsicOp<"usmad.sat", "NoMem"> {
  let summary = "multiply-add, unsigned result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsmulOp : GenX_IntrinsicOp<"usmul", "NoMem"> {
  let summary = "multiply, unsigned result, signed operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsmulSatOp : GenX_IntrinsicOp<"usmul.sat", "NoMem"> {
  let summary = "multiply, unsigned result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Ussad2addOp : GenX_IntrinsicOp<"ussad2add", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, unsigned result, signed operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Ussad2addSatOp : GenX_IntrinsicOp<"ussad2add.sat", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, unsigned result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsshlOp : GenX_IntrinsicOp<"usshl", "NoMem"> {
  let summary = "shift left, unsigned result, signed operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UsshlSatOp : GenX_IntrinsicOp<"usshl.sat", "NoMem"> {
  let summary = "shift left, unsigned result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UstruncSatOp : GenX_IntrinsicOp<"ustrunc.sat", "NoMem"> {
  let summary = "truncation, unsigned result, signed operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Uuadd3SatOp : GenX_IntrinsicOp<"uuadd3.sat", "NoMem"> {
  let summary = "add of three, unsigned result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<1>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UuavgOp : GenX_IntrinsicOp<"uuavg", "NoMem"> {
  let summary = "average, unsigned result, unsigned operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UuavgSatOp : GenX_IntrinsicOp<"uuavg.sat", "NoMem"> {
  let summary = "average, unsigned result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Uudp4aOp : GenX_IntrinsicOp<"uudp4a", "NoMem"> {
  let summary = "4-way byte dot product accumulate, unsigned result, unsigned operands";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_Uudp4aSatOp : GenX_IntrinsicOp<"uudp4a.sat", "NoMem"> {
  let summary = "4-way byte dot product accumulate, unsigned result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyVector:$arg1, GenX_AnyVector:$arg2);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_UumadOp : GenX_IntrinsicOp<"uumad", "NoMem"> {
  let summary = "multiply-add, unsigned result, unsigned operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UumadSatOp : GenX_IntrinsicOp<"uumad.sat", "NoMem"> {
  let summary = "multiply-add, unsigned result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UumulOp : GenX_IntrinsicOp<"uumul", "NoMem"> {
  let summary = "multiply, unsigned result, unsigned operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UumulSatOp : GenX_IntrinsicOp<"uumul.sat", "NoMem"> {
  let summary = "multiply, unsigned result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Uusad2addOp : GenX_IntrinsicOp<"uusad2add", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, unsigned result, unsigned operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Uusad2addSatOp : GenX_IntrinsicOp<"uusad2add.sat", "NoMem"> {
  let summary = "pairwise absolute-difference sum, accumulated, unsigned result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1, GenX_SameAs<0>:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UushlOp : GenX_IntrinsicOp<"uushl", "NoMem"> {
  let summary = "shift left, unsigned result, unsigned operands";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UushlSatOp : GenX_IntrinsicOp<"uushl.sat", "NoMem"> {
  let summary = "shift left, unsigned result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0, GenX_SameAs<1>:$arg1);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_UutruncSatOp : GenX_IntrinsicOp<"uutrunc.sat", "NoMem"> {
  let summary = "truncation, unsigned result, unsigned operands, saturated";
  let arguments = (ins GenX_AnyInt:$arg0);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Va1dConvolveHorizontalOp : GenX_IntrinsicOp<"va.1d.convolve.horizontal", "ReadMem"> {
  let summary = "video analytics: horizontal 1D convolution";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Va1dConvolveVerticalOp : GenX_IntrinsicOp<"va.1d.convolve.vertical", "ReadMem"> {
  let summary = "video analytics: vertical 1D convolution";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Va1pixelConvolveOp : GenX_IntrinsicOp<"va.1pixel.convolve", "ReadMem"> {
  let summary = "video analytics: single-pixel convolution";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_AnyInt:$arg5);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_Va1pixelConvolve1x1modeOp : GenX_IntrinsicOp<"va.1pixel.convolve.1x1mode", "ReadMem"> {
  let summary = "video analytics: single-pixel convolution in 1x1 mode";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaBoolCentroidOp : GenX_IntrinsicOp<"va.bool.centroid", "ReadMem"> {
  let summary = "video analytics: boolean centroid";
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_Char:$arg3, GenX_Char:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaCentroidOp : GenX_IntrinsicOp<"va.centroid", "ReadMem"> {
  let summary = "video analytics: centroid";
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_Char:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaConvolve2dOp : GenX_IntrinsicOp<"va.convolve2d", "ReadMem"> {
  let summary = "video analytics: 2D convolution";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaCorrelationSearchOp : GenX_IntrinsicOp<"va.correlation.search", "ReadMem"> {
  let summary = "video analytics: correlation search";
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_Float:$arg4, GenX_Char:$arg5, GenX_Char:$arg6, GenX_Char:$arg7, GenX_Char:$arg8);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaDilateOp : GenX_IntrinsicOp<"va.dilate", "ReadMem"> {
  let summary = "video analytics: dilation";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaErodeOp : GenX_IntrinsicOp<"va.erode", "ReadMem"> {
  let summary = "video analytics: erosion";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaFloodFillOp : GenX_IntrinsicOp<"va.flood.fill", "ReadMem"> {
  let summary = "video analytics: flood fill";
  let arguments = (ins GenX_ImmChar:$arg0, GenX_AnyInt:$arg1, GenX_Short:$arg2, GenX_Short:$arg3, GenX_Short:$arg4);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaHdc1dConvolveHorizontalOp : GenX_IntrinsicOp<"va.hdc.1d.convolve.horizontal", "None"> {
  let summary = "video analytics: horizontal 1D convolution, written straight to a surface";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_Int:$arg5, GenX_Short:$arg6, GenX_Short:$arg7);
  let results = (outs);
}

def GenX_VaHdc1dConvolveVerticalOp : GenX_IntrinsicOp<"va.hdc.1d.convolve.vertical", "None"> {
  let summary = "video analytics: vertical 1D convolution, written straight to a surface";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_Int:$arg5, GenX_Short:$arg6, GenX_Short:$arg7);
  let results = (outs);
}

def GenX_VaHdc1pixelConvolveOp : GenX_IntrinsicOp<"va.hdc.1pixel.convolve", "None"> {
  let summary = "video analytics: single-pixel convolution, written straight to a surface";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_AnyInt:$arg5, GenX_Int:$arg6, GenX_Short:$arg7, GenX_Short:$arg8);
  let results = (outs);
}

def GenX_VaHdcConvolve2dOp : GenX_IntrinsicOp<"va.hdc.convolve2d", "None"> {
  let summary = "video analytics: 2D convolution, written straight to a surface";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_Int:$arg5, GenX_Short:$arg6, GenX_Short:$arg7);
  let results = (outs);
}

def GenX_VaHdcDilateOp : GenX_IntrinsicOp<"va.hdc.dilate", "None"> {
  let summary = "video analytics: dilation, written straight to a surface";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_Int:$arg4, GenX_Short:$arg5, GenX_Short:$arg6);
  let results = (outs);
}

def GenX_VaHdcErodeOp : GenX_IntrinsicOp<"va.hdc.erode", "None"> {
  let summary = "video analytics: erosion, written straight to a surface";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_Int:$arg4, GenX_Short:$arg5, GenX_Short:$arg6);
  let results = (outs);
}

def GenX_VaHdcLbpCorrelationOp : GenX_IntrinsicOp<"va.hdc.lbp.correlation", "None"> {
  let summary = "video analytics: local binary pattern correlation, written straight to a surface";
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_Short:$arg3, GenX_Int:$arg4, GenX_Short:$arg5, GenX_Short:$arg6);
  let results = (outs);
}

def GenX_VaHdcLbpCreationOp : GenX_IntrinsicOp<"va.hdc.lbp.creation", "None"> {
  let summary = "video analytics: local binary pattern creation, written straight to a surface";
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_ImmInt:$arg3, GenX_Int:$arg4, GenX_Short:$arg5, GenX_Short:$arg6);
  let results = (outs);
}

def GenX_VaHdcMinmaxFilterOp : GenX_IntrinsicOp<"va.hdc.minmax.filter", "None"> {
  let summary = "video analytics: min/max filter, written straight to a surface";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_ImmInt:$arg5, GenX_Int:$arg6, GenX_Short:$arg7, GenX_Short:$arg8);
  let results = (outs);
}

def GenX_VaLbpCorrelationOp : GenX_IntrinsicOp<"va.lbp.correlation", "ReadMem"> {
  let summary = "video analytics: local binary pattern correlation";
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_Short:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaLbpCreationOp : GenX_IntrinsicOp<"va.lbp.creation", "ReadMem"> {
  let summary = "video analytics: local binary pattern creation";
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_ImmInt:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaMinmaxOp : GenX_IntrinsicOp<"va.minmax", "ReadMem"> {
  let summary = "video analytics: minimum and maximum";
  let arguments = (ins GenX_Int:$arg0, GenX_Float:$arg1, GenX_Float:$arg2, GenX_Int:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VaMinmaxFilterOp : GenX_IntrinsicOp<"va.minmax.filter", "ReadMem"> {
  let summary = "video analytics: min/max filter";
  let arguments = (ins GenX_Int:$arg0, GenX_Int:$arg1, GenX_Float:$arg2, GenX_Float:$arg3, GenX_ImmInt:$arg4, GenX_ImmInt:$arg5, GenX_Int:$arg6);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_VloadOp : GenX_IntrinsicOp<"vload", "None"> {
  let summary = "load a vector through a pointer, kept by the optimizer";
  let arguments = (ins GenX_AnyPtr:$arg0);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_VstoreOp : GenX_IntrinsicOp<"vstore", "None"> {
  let summary = "store a vector through a pointer, kept by the optimizer";
  let arguments = (ins GenX_AnyVector:$arg0, GenX_AnyPtr:$arg1);
  let results = (outs);
}

def GenX_WaitOp : GenX_IntrinsicOp<"wait", "None"> {
  let summary = "wait on a notification register";
  let arguments = (ins GenX_Char:$arg0);
  let results = (outs);
}

def GenX_WrconstregionOp : GenX_IntrinsicOp<"wrconstregion", "NoMem"> {
  let summary = "write a region of constants into a vector";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_AnyVector:$arg1, GenX_ImmInt:$arg2, GenX_ImmInt:$arg3, GenX_ImmInt:$arg4, GenX_AnyInt:$arg5, GenX_ImmInt:$arg6, GenX_AnyInt:$arg7);
  let results = (outs GenX_AnyVector:$res);
}

def GenX_WritePredefRegOp : GenX_IntrinsicOp<"write.predef.reg", "WriteMem"> {
  let summary = "write a predefined (architectural) register";
  let arguments = (ins GenX_Int:$arg0, GenX_AnyType:$arg1);
  let results = (outs GenX_AnyType:$res);
}

def GenX_WritePredefSurfaceOp : GenX_IntrinsicOp<"write.predef.surface", "WriteMem"> {
  let summary = "set a predefined surface";
  let arguments = (ins GenX_AnyPtr:$arg0, GenX_Int:$arg1);
  let results = (outs);
}

def GenX_WrpredpredregionOp : GenX_IntrinsicOp<"wrpredpredregion", "NoMem"> {
  let summary = "write a predicate region under a predicate";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_AnyInt:$arg1, GenX_Int:$arg2, GenX_SameAs<0>:$arg3);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_WrpredregionOp : GenX_IntrinsicOp<"wrpredregion", "NoMem"> {
  let summary = "write a region of a predicate vector";
  let arguments = (ins GenX_SameAs<0>:$arg0, GenX_AnyInt:$arg1, GenX_Int:$arg2);
  let results = (outs GenX_AnyInt:$res);
}

def GenX_YieldOp : GenX_IntrinsicOp<"yield", "None"> {
  let summary = "yield the thread to others";
  let arguments = (ins);
  let results = (outs);
}

#endif // GENX_INTRINSICS_TD
