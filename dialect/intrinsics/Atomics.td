//===- Atomics.td - Atomic messages of the legacy dataport -*- tablegen -*-===//
//
// The atomic messages of the dataport before LSC (the reference restricts
// them to platforms before Xe2), in five families:
//   dword.atomic.<op>     a buffer surface, byte offsets, an old value for
//                         disabled lanes;
//   dword.atomic2.<op>    the same without the old value, on a binding-table
//                         surface or (.predef.surface) a predefined surface;
//   untyped.atomic.<op>   a buffer surface, a global offset plus per-lane
//                         offsets, both in dwords;
//   typed.atomic.<op>     the pixels of an image, at (u, v, r, lod);
//   svm.atomic.<op>       shared virtual memory, 64-bit addresses.
// The operation is part of the mnemonic. Each one is described once below
// (GenX_AtomicOperation: what the element becomes, how many sources it
// takes); each family is one class, whose argument layout follows the
// operation's source count (none for inc/dec, `src0`/`src1` for the
// compares, `src` otherwise), instantiated by a foreach over the operations
// the family has.
//
// The surface kinds and the surface, predicate and old-value arguments
// defined first are shared with the other legacy dataport messages
// (Dataport.td and SVM.td, included after this file).
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_ATOMICS_TD
#define GENX_INTRINSICS_ATOMICS_TD

//===----------------------------------------------------------------------===//
// Surfaces, predicate and old value of the legacy dataport messages
//===----------------------------------------------------------------------===//

def GenX_SurfaceIndexArg : Arg<GenX_Int,
    "the surface: a binding-table index; 254 is shared local memory, 255 "
    "global memory (stateless)">;
def GenX_PredefSurfaceArg : Arg<GenX_AnyPtr,
    "the surface: a predefined surface variable (a global such as "
    "`@llvm.vc.predef.var.bss`) whose surface-state offset "
    "`llvm.genx.write.predef.surface` has set (bindless access)">;

def GenX_LegacyPredArg : Arg<GenX_AnyVector,
    "which lanes take part: one i1 per lane">;
def GenX_LegacyPassthruArg : Arg<GenX_SameAs<0>,
    "the result of the lanes the predicate disables">;

/// How a legacy message names its surface, and the mnemonic and def-name
/// suffixes that go with it.
class GenX_LegacySurface<string suffix, string defSuffix, Arg surfaceArg,
                         string description> {
  string mnemonicSuffix = suffix;
  string nameSuffix = defSuffix;
  Arg arg = surfaceArg;
  string what = description;
}
def GenX_BTISurface : GenX_LegacySurface<"", "", GenX_SurfaceIndexArg,
                                         "a surface">;
def GenX_PredefSurface : GenX_LegacySurface<".predef.surface",
    "PredefSurface", GenX_PredefSurfaceArg, "a predefined surface">;

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

/// One atomic operation: its mnemonic component, the words of the summary,
/// how many sources it takes (0, 1: `src`, 2: `src0` and `src1`), whether it
/// works on floats, and what the element (`old`) becomes.
class GenX_AtomicOperation<string mnemonic, string description, int sourceCount,
                           bit float, string result> {
  string name = mnemonic;
  string defName = !toupper(!substr(mnemonic, 0, 1)) # !substr(mnemonic, 1);
  string what = description;
  int sources = sourceCount;
  bit isFloat = float;
  string effect = result;
}

def GenX_AtomicAdd : GenX_AtomicOperation<"add", "add", 1, 0,
    "`old + src`, wrapping around">;
def GenX_AtomicSub : GenX_AtomicOperation<"sub", "subtract", 1, 0,
    "`old - src`, wrapping around">;
def GenX_AtomicMin : GenX_AtomicOperation<"min", "unsigned minimum", 1, 0,
    "the smaller of `old` and `src` as unsigned integers">;
def GenX_AtomicMax : GenX_AtomicOperation<"max", "unsigned maximum", 1, 0,
    "the larger of `old` and `src` as unsigned integers">;
def GenX_AtomicImin : GenX_AtomicOperation<"imin", "signed minimum", 1, 0,
    "the smaller of `old` and `src` as signed integers">;
def GenX_AtomicImax : GenX_AtomicOperation<"imax", "signed maximum", 1, 0,
    "the larger of `old` and `src` as signed integers">;
def GenX_AtomicXchg : GenX_AtomicOperation<"xchg", "exchange", 1, 0,
    "`src`">;
def GenX_AtomicAnd : GenX_AtomicOperation<"and", "bitwise and", 1, 0,
    "`old & src`">;
def GenX_AtomicOr : GenX_AtomicOperation<"or", "bitwise or", 1, 0,
    "`old | src`">;
def GenX_AtomicXor : GenX_AtomicOperation<"xor", "bitwise xor", 1, 0,
    "`old ^ src`">;
def GenX_AtomicInc : GenX_AtomicOperation<"inc", "increment", 0, 0,
    "`old + 1`, wrapping around">;
def GenX_AtomicDec : GenX_AtomicOperation<"dec", "decrement", 0, 0,
    "`old - 1`, wrapping around">;
def GenX_AtomicCmpxchg : GenX_AtomicOperation<"cmpxchg",
    "compare and exchange", 2, 0,
    "`src0` where `old` equals `src1` and stays `old` elsewhere">;
def GenX_AtomicFadd : GenX_AtomicOperation<"fadd", "float add", 1, 1,
    "`old + src`">;
def GenX_AtomicFsub : GenX_AtomicOperation<"fsub", "float subtract", 1, 1,
    "`old - src`">;
def GenX_AtomicFmin : GenX_AtomicOperation<"fmin", "float minimum", 1, 1,
    "the smaller of `old` and `src`">;
def GenX_AtomicFmax : GenX_AtomicOperation<"fmax", "float maximum", 1, 1,
    "the larger of `old` and `src`">;
def GenX_AtomicFcmpwr : GenX_AtomicOperation<"fcmpwr",
    "float compare and write", 2, 1,
    "`src0` where `old` equals `src1` as a float and stays `old` elsewhere">;

/// The operations of every family; fmin, fmax and fcmpwr, which all but
/// untyped.atomic add; fadd and fsub, which dword and typed atomics add.
defvar GenX_IntegerAtomics = [GenX_AtomicAdd, GenX_AtomicSub, GenX_AtomicMin,
    GenX_AtomicMax, GenX_AtomicImin, GenX_AtomicImax, GenX_AtomicXchg,
    GenX_AtomicAnd, GenX_AtomicOr, GenX_AtomicXor, GenX_AtomicInc,
    GenX_AtomicDec, GenX_AtomicCmpxchg];
defvar GenX_FloatAtomics = [GenX_AtomicFmin, GenX_AtomicFmax,
                            GenX_AtomicFcmpwr];
defvar GenX_FloatAddAtomics = [GenX_AtomicFadd, GenX_AtomicFsub];

//===----------------------------------------------------------------------===//
// Arguments shared by the families
//===----------------------------------------------------------------------===//

def GenX_AtomicSrcArg : Arg<GenX_SameAs<0>, "the operand of each lane">;
def GenX_AtomicSrc0Arg : Arg<GenX_SameAs<0>,
    "per lane, the value written where the comparison holds (see above)">;
def GenX_AtomicSrc1Arg : Arg<GenX_SameAs<0>,
    "per lane, the value the element is compared with (see above)">;

/// An atomic message of the legacy dataport applying `operation`: the
/// summary, the result and the sources the operation takes, and the
/// paragraph saying what the element becomes.
class GenX_LegacyAtomicOp<string mnemonic, GenX_AtomicOperation operation,
                          string where>
    : GenX_IntrinsicOp<mnemonic, "NoWillReturn", "-Xe2"> {
  let summary = "atomic " # operation.what # " on " # where;
  dag sources = !cond(
      !eq(operation.sources, 0) : (ins),
      !eq(operation.sources, 1) : (ins GenX_AtomicSrcArg:$src),
      true : (ins GenX_AtomicSrc0Arg:$src0, GenX_AtomicSrc1Arg:$src1));
  string operationDoc = "\n    The element `old` becomes " # operation.effect
      # "." # !if(!eq(operation.sources, 2), [{ The reference does
    not say which source is the compared value; this is the reading IGC
    makes when it translates dword and SVM cmpxchg to LSC atomics.}], "")
      # "\n";
  let results = (outs Res<GenX_AnyVector,
                          "each lane's element before the operation">:$data);
}

//===----------------------------------------------------------------------===//
// dword.atomic, dword.atomic2: buffer surface, byte offsets
//===----------------------------------------------------------------------===//

/// dword.atomic.<op> (with `passthru`) and dword.atomic2.<op> (without);
/// dword.atomic2 also exists on a predefined surface. On a binding-table
/// surface the offsets of inc, dec and cmpxchg are not overloaded: they have
/// the result's type.
class GenX_DwordAtomicOp<GenX_AtomicOperation operation, bit withPassthru,
                         GenX_LegacySurface surface>
    : GenX_LegacyAtomicOp<"dword.atomic" # !if(withPassthru, "", "2") # "."
                              # operation.name # surface.mnemonicSuffix,
                          operation, surface.what> {
  let doc = [{
    Each enabled lane atomically updates the element at its byte offset in
    the surface and returns the value the element held before. 1, 8 or 16
    lanes of }] # !if(operation.isFloat, "f32", "i32") # [{.
  }] # operationDoc;
  defvar offsetsType = !if(!and(!eq(surface, GenX_BTISurface),
                                !or(!eq(operation, GenX_AtomicInc),
                                    !eq(operation, GenX_AtomicDec),
                                    !eq(operation, GenX_AtomicCmpxchg))),
                           GenX_SameAs<0>, GenX_AnyInt);
  let arguments = !con(
      (ins GenX_LegacyPredArg:$pred, surface.arg:$surface,
           Arg<offsetsType, "per-lane offset in bytes from the surface "
               "start; i32 lanes">:$offsets),
      sources,
      !if(withPassthru, (ins GenX_LegacyPassthruArg:$passthru), (ins)));
}

foreach operation = !listconcat(GenX_IntegerAtomics, GenX_FloatAtomics,
                                GenX_FloatAddAtomics) in {
  def GenX_DwordAtomic # operation.defName # Op
      : GenX_DwordAtomicOp<operation, 1, GenX_BTISurface>;
  foreach surface = [GenX_BTISurface, GenX_PredefSurface] in
    def GenX_DwordAtomic2 # operation.defName # surface.nameSuffix # Op
        : GenX_DwordAtomicOp<operation, 0, surface>;
}

//===----------------------------------------------------------------------===//
// untyped.atomic: buffer surface, dword offsets
//===----------------------------------------------------------------------===//

class GenX_UntypedAtomicOp<GenX_AtomicOperation operation>
    : GenX_LegacyAtomicOp<"untyped.atomic." # operation.name, operation,
                          "a surface, at dword offsets"> {
  let doc = [{
    Each enabled lane atomically updates the i32 element at `global_offset`
    plus its offset, both counted in dwords from the surface start, and
    returns the value the element held before. 8 or 16 lanes.
  }] # operationDoc;
  let arguments = !con(
      (ins GenX_LegacyPredArg:$pred, GenX_SurfaceIndexArg:$surface,
           Arg<GenX_Int, "dwords added to every lane's offset">:$global_offset,
           Arg<GenX_SameAs<0>, "per-lane offset in dwords">:$offsets),
      sources, (ins GenX_LegacyPassthruArg:$passthru));
}

foreach operation = GenX_IntegerAtomics in
  def GenX_UntypedAtomic # operation.defName # Op
      : GenX_UntypedAtomicOp<operation>;

//===----------------------------------------------------------------------===//
// typed.atomic: pixels of an image
//===----------------------------------------------------------------------===//

class GenX_TypedAtomicOp<GenX_AtomicOperation operation>
    : GenX_LegacyAtomicOp<"typed.atomic." # operation.name, operation,
                          "a typed surface"> {
  let doc = [{
    Each enabled lane atomically updates the pixel at its coordinates in
    the image, a 32-bit element, and returns the value it held before.
    8 lanes (in practice) of }] # !if(operation.isFloat, "f32", "i32") # [{.
    Coordinates the image does not have (`v`, `r`, `lod`) may be constant 0.
  }] # operationDoc;
  let arguments = !con(
      (ins GenX_LegacyPredArg:$pred,
           Arg<GenX_Int, "the image: a binding-table index">:$surface),
      sources,
      (ins Arg<GenX_AnyInt, "per-lane U (x) pixel coordinate, i32">:$u,
           Arg<GenX_SameAs<2>, "per-lane V (y) pixel coordinate">:$v,
           Arg<GenX_SameAs<2>, "per-lane R (z, or array index) pixel "
               "coordinate">:$r,
           Arg<GenX_SameAs<2>, "per-lane level of detail">:$lod));
}

foreach operation = !listconcat(GenX_IntegerAtomics, GenX_FloatAtomics,
                                GenX_FloatAddAtomics) in
  def GenX_TypedAtomic # operation.defName # Op
      : GenX_TypedAtomicOp<operation>;

//===----------------------------------------------------------------------===//
// svm.atomic: shared virtual memory
//===----------------------------------------------------------------------===//

class GenX_SvmAtomicOp<GenX_AtomicOperation operation>
    : GenX_LegacyAtomicOp<"svm.atomic." # operation.name, operation,
                          "shared virtual memory"> {
  let doc = [{
    Each enabled lane atomically updates the element at its address and
    returns the value the element held before. 1, 2, 4 or 8 lanes of
    }] # !if(operation.isFloat, "f32", "i32 or i64") # [{.
  }] # operationDoc;
  let arguments = !con(
      (ins GenX_LegacyPredArg:$pred,
           Arg<GenX_AnyInt, "per-lane address in bytes, i64">:$addresses),
      sources, (ins GenX_LegacyPassthruArg:$passthru));
}

foreach operation = !listconcat(GenX_IntegerAtomics, GenX_FloatAtomics) in
  def GenX_SvmAtomic # operation.defName # Op : GenX_SvmAtomicOp<operation>;

#endif // GENX_INTRINSICS_ATOMICS_TD
