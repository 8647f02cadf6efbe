//===- Misc.td - Compiler-internal helpers -----------------*- tablegen -*-===//
//
// Intrinsics that are not vISA instructions but carry information from the
// front end (CM, ESIMD) to the backend: thread-private stack allocation,
// loads and stores of pass-by-reference arguments the optimizer must keep,
// the markers of kernel output arguments, and the printf support (buffer
// address, format-string index).
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_MISC_TD
#define GENX_INTRINSICS_MISC_TD

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

def GenX_AllocaOp : GenX_IntrinsicOp<"alloca", "None"> {
  let summary = "allocate thread-private stack memory, returning its offset";
  let doc = [{
    Allocates room for a value of `type_hint`'s type in the thread-private
    stack; no vISA instruction. Returns where the room starts.
  }];
  let arguments = (ins Arg<GenX_AnyType, "a value of the type to allocate; "
                                         "only its type matters">:$type_hint);
  let results = (outs Res<GenX_AnyInt, "offset of the allocation in the "
                                       "stack surface">:$offset);
}

def GenX_VloadOp : GenX_IntrinsicOp<"vload", "None"> {
  let summary = "load a vector through a pointer, kept by the optimizer";
  let doc = [{
    Loads a vector exactly like LLVM's `load`, but LLVM's optimizations do
    not remove or merge it: the front end reads pass-by-reference arguments
    with it.
  }];
  let arguments = (ins Arg<GenX_AnyPtr, "where to load from">:$address);
  let results = (outs Res<GenX_AnyVector, "the vector read">:$data);
}

def GenX_VstoreOp : GenX_IntrinsicOp<"vstore", "None"> {
  let summary = "store a vector through a pointer, kept by the optimizer";
  let doc = [{
    Stores a vector exactly like LLVM's `store`, but LLVM's optimizations
    do not remove or merge it: the front end writes pass-by-reference
    arguments with it.
  }];
  let arguments = (ins Arg<GenX_AnyVector, "the vector to store">:$data,
                       Arg<GenX_AnyPtr, "where to store it">:$address);
}

//===----------------------------------------------------------------------===//
// Output markers
//===----------------------------------------------------------------------===//

def GenX_OutputOp : GenX_IntrinsicOp<"output", "None"> {
  let summary = "write values to the kernel output (CM internal)";
  let doc = [{
    Marks kernel output arguments: it keeps the values live to this point
    and emits no code.
  }];
  let arguments = (ins Arg<GenX_VarArgs, "the output arguments">:$values);
}

def GenX_Output1Op : GenX_IntrinsicOp<"output.1", "None"> {
  let summary = "write one value to the kernel output (CM internal)";
  let doc = [{
    Marks one kernel output argument, like `genx.output` with a single
    value (for SPIR-V, which has no variadic functions): it keeps the value
    live to this point and emits no code.
  }];
  let arguments = (ins Arg<GenX_AnyType, "the output argument">:$value);
}

//===----------------------------------------------------------------------===//
// printf
//===----------------------------------------------------------------------===//

def GenX_PrintBufferOp : GenX_IntrinsicOp<"print.buffer", "None"> {
  let summary = "address of the printf buffer";
  let doc = [{
    Returns the address of the buffer printf output goes to, an implicit
    argument of the kernel.
  }];
  let arguments = (ins);
  let results = (outs Res<GenX_Long, "the buffer's address">:$address);
}

def GenX_PrintFormatIndexOp
    : GenX_IntrinsicOp<"print.format.index", "NoMem"> {
  let summary = "index of a printf format string";
  let doc = [{
    Registers a printf format string with the kernel and returns its
    index, which the printf output records instead of the string.
  }];
  let arguments = (ins Arg<GenX_AnyPtr, "the format string, a constant "
                                        "global string">:$format);
  let results = (outs Res<GenX_Int, "the string's index among the kernel's "
                                    "format strings">:$index);
}

#endif // GENX_INTRINSICS_MISC_TD
