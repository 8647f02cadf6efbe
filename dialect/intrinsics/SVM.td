//===- SVM.td ------------------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_SVM_TD
#define GENX_INTRINSICS_SVM_TD

def GenX_AddressConvertOp : GenX_IntrinsicOp<"address.convert", "NoMem"> {
  let summary = "convert a pointer to an integer address";
  let arguments = (ins Arg<GenX_AnyPtr, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_GaddrOp : GenX_IntrinsicOp<"gaddr", "NoMem"> {
  let summary = "take the address of a global variable";
  let arguments = (ins Arg<GenX_AnyPtr, "">:$arg0);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_SvmBlockLdUnalignedOp : GenX_IntrinsicOp<"svm.block.ld.unaligned", "ReadMem", "-Xe2"> {
  let summary = "dword-aligned block load through a shared virtual address";
  let arguments = (ins Arg<GenX_AnyInt, "">:$arg0);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmGatherOp : GenX_IntrinsicOp<"svm.gather", "ReadMem", "-Xe2"> {
  let hasVerifier = 1;
  let summary = "gather blocks through shared virtual addresses";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_ImmInt, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_SameAs<0>, "">:$arg3);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmGather4ScaledOp : GenX_IntrinsicOp<"svm.gather4.scaled", "ReadMem", "-Xe2"> {
  let summary = "gather channels through scaled shared virtual addresses";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_ImmInt, "">:$arg1, Arg<GenX_ImmShort, "">:$arg2, Arg<GenX_Long, "">:$arg3, Arg<GenX_AnyInt, "">:$arg4, Arg<GenX_SameAs<0>, "">:$arg5);
  let results = (outs Res<GenX_AnyVector, "">:$res);
}

def GenX_SvmScatterOp : GenX_IntrinsicOp<"svm.scatter", "None", "-Xe2"> {
  let hasVerifier = 1;
  let summary = "scatter blocks through shared virtual addresses";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_ImmInt, "">:$arg1, Arg<GenX_AnyInt, "">:$arg2, Arg<GenX_AnyVector, "">:$arg3);
  let results = (outs);
}

def GenX_SvmScatter4ScaledOp : GenX_IntrinsicOp<"svm.scatter4.scaled", "None", "-Xe2"> {
  let summary = "scatter channels through scaled shared virtual addresses";
  let arguments = (ins Arg<GenX_AnyVector, "">:$arg0, Arg<GenX_ImmInt, "">:$arg1, Arg<GenX_ImmShort, "">:$arg2, Arg<GenX_Long, "">:$arg3, Arg<GenX_AnyInt, "">:$arg4, Arg<GenX_AnyVector, "">:$arg5);
  let results = (outs);
}

#endif // GENX_INTRINSICS_SVM_TD
