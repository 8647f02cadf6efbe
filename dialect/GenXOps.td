//===- GenXOps.td - GenX operations ------------------------*- tablegen -*-===//
//
// The hand-refined ops: regions, saturation, mixed-type min/max, ids,
// barrier and block memory messages get meaningful operand names, readable
// assembly and verifiers for the rules the backend relies on. Every other
// intrinsic is an entry of GenXIntrinsics.td. Both use GenX_IntrinsicOp, so
// translation, import and the target check treat them alike.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_OPS_TD
#define GENX_OPS_TD

include "dialect/GenXOpBase.td"
include "dialect/GenXAttrs.td"

/// The integer-or-float slot of an int/float intrinsic pair; pointers go
/// with the integers (IGC's passes move vectors of pointers by regions).
def GenX_AnyIntOrFloat : GenX_OverloadedType<
    "::mlir::genx::isIntOrIntVector($_self) || "
    "::mlir::genx::isFloatOrFloatVector($_self) || "
    "::mlir::genx::isPtrOrPtrVector($_self)",
    "GenX integer, float or pointer, scalar or vector", "anyint|anyfloat">;

//===----------------------------------------------------------------------===//
// Regions
//===----------------------------------------------------------------------===//

def GenX_VStrideArg : Arg<GenX_ImmInt,
    "elements from the start of one row to the start of the next">;
def GenX_WidthArg : Arg<GenX_ImmInt, "elements per row (positive)">;
/// rdregion and wrregion also take width 0, as IGC 1.0.12504 does.
def GenX_RegionWidthArg : Arg<GenX_ImmInt,
    "elements per row; 0 reads as one row holding the whole region, and then "
    "needs vstride 0 (IGC's reading)">;
def GenX_StrideArg : Arg<GenX_ImmInt,
    "elements from one element of a row to the next">;
def GenX_RegionOffsetArg : Arg<GenX_AnyInt,
    "where the region starts, in bytes: an i16, or a vector of i16 with one "
    "start per row (multi-indirect); a multiple of the element size">;
def GenX_ParentWidthArg : Arg<GenX_OptionalImm<GenX_ImmInt>,
    "for a variable offset, a promise that no row crosses a multiple of "
    "this many elements; 0, or left out (undef in LLVM IR, as CM emits it), "
    "for none">;

def GenX_RdRegionOp : GenX_IntrinsicOp<"rdregion", "NoMem"> {
  let summary = "read a region of a vector";
  let doc = [{
    Reads `width`-element rows out of `src`: element `i` of the result is
    element `offset / sizeof(elt) + (i / width) * vstride + (i % width) *
    stride` of `src`. The result may be a scalar for a one-element region.

    ```mlir
    %r = genx.rdregion %v[%off] <8, 4, 1> parent_width 0
        : vector<32xi32>, i16 -> vector<8xi32>
    ```
  }];
  let floatIntrinsicName = "llvm.genx.rdregionf";
  let intrinsicName = "llvm.genx.rdregioni";
  let arguments = (ins
      Arg<GenX_AnyVector, "the vector the region is read from">:$src,
      GenX_VStrideArg:$vstride, GenX_RegionWidthArg:$width, GenX_StrideArg:$stride,
      GenX_RegionOffsetArg:$offset, GenX_ParentWidthArg:$parent_width);
  let results = (outs Res<GenX_AnyIntOrFloat,
      "the elements of the region, row after row">:$result);
  let assemblyFormat = [{
    $src `[` $offset `]` `<` $vstride `,` $width `,` $stride `>`
    (`parent_width` $parent_width^)? attr-dict `:` type($src) `,`
    type($offset) `->` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

/// The result of wrregion: a vector, or a scalar for a one-element region
/// (IGC 1.0.12504 compiles wrregioni.i32.i32).
def GenX_AnyVectorOrScalar : GenX_OverloadedType<
    "::mlir::genx::isGenXType($_self) && "
    "!::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)",
    "GenX vector or scalar", "anyvector">;

def GenX_WrRegionOp : GenX_IntrinsicOp<"wrregion", "NoMem", "",
                                       [AllTypesMatch<["dst", "result"]>]> {
  let summary = "write a region of a vector";
  let doc = [{
    Returns `dst` with the elements of the region (same layout as
    `genx.rdregion`) replaced by `src`, where `mask` is set. `dst` may be a
    scalar for a one-element region.

    ```mlir
    %w = genx.wrregion %new into %v[%off] <0, 4, 1> parent_width 0
        mask %true : vector<4xf32>, vector<16xf32>, i16, i1
    ```
  }];
  let floatIntrinsicName = "llvm.genx.wrregionf";
  let intrinsicName = "llvm.genx.wrregioni";
  let arguments = (ins
      Arg<GenX_SameAs<0>, "the vector written into (a scalar for a "
          "one-element region)">:$dst,
      Arg<GenX_AnyIntOrFloat, "the new elements of the region, row after "
          "row">:$src,
      GenX_VStrideArg:$vstride, GenX_RegionWidthArg:$width, GenX_StrideArg:$stride,
      GenX_RegionOffsetArg:$offset, GenX_ParentWidthArg:$parent_width,
      Arg<GenX_AnyInt, "which elements of `src` are written: a vector of "
          "i1 as wide as `src`, or a constant i1, true for all and false "
          "for none">:$mask);
  let results = (outs Res<GenX_AnyVectorOrScalar, "`dst` with the region "
                          "written">:$result);
  let assemblyFormat = [{
    $src `into` $dst `[` $offset `]` `<` $vstride `,` $width `,` $stride `>`
    (`parent_width` $parent_width^)? `mask` $mask attr-dict `:` type($src)
    `,` type($dst) `,` type($offset) `,` type($mask)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Saturation, mixed-signedness arithmetic, min/max
//===----------------------------------------------------------------------===//

def GenX_SatOp : GenX_IntrinsicOp<"sat", "NoMem", "",
                                  [AllTypesMatch<["src", "result"]>]> {
  let summary = "clamp a float to [0, 1]";
  let doc = [{
    Clamps each element to [0, 1] (the hardware's saturation modifier); a
    NaN becomes 0.
  }];
  let arguments = (ins Arg<GenX_SameAs<0>, "the value to clamp">:$src);
  let results = (outs Res<GenX_AnyFloat, "`src` clamped to [0, 1]; NaN "
                          "becomes 0">:$result);
  let assemblyFormat = "$src attr-dict `:` type($result)";
}

/// Saturating add; the two letters give result and operand signedness.
class GenX_AddSatOp<string mnemonic, string meaning>
    : GenX_IntrinsicOp<mnemonic, "NoMem", "",
                       [AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "saturating add, " # meaning;
  let doc = [{
    Adds `lhs` and `rhs` in infinite precision and saturates the sum into
    the result type. Result and operands may have different integer widths
    but the same number of elements.
  }];
  let arguments = (ins Arg<GenX_AnyInt, "first addend">:$lhs,
                       Arg<GenX_SameAs<1>, "second addend">:$rhs);
  let results = (outs Res<GenX_AnyInt, "the saturated sum">:$result);
  let assemblyFormat =
      "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
  let hasVerifier = 1;
}

def GenX_SSAddSatOp : GenX_AddSatOp<"ssadd.sat", "signed result, signed operands">;
def GenX_SUAddSatOp : GenX_AddSatOp<"suadd.sat", "signed result, unsigned operands">;
def GenX_USAddSatOp : GenX_AddSatOp<"usadd.sat", "unsigned result, signed operands">;
def GenX_UUAddSatOp : GenX_AddSatOp<"uuadd.sat", "unsigned result, unsigned operands">;

/// Min/max; result and operands may differ in width (not in element count).
class GenX_MinMaxOp<string mnemonic, Type type, string meaning>
    : GenX_IntrinsicOp<mnemonic, "NoMem", "",
                       [AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = meaning;
  let doc = [{
    Compares `lhs` and `rhs` element by element in the operand type and
    returns the selected element converted to the result type, which may
    differ in width (not in element count).
  }];
  let arguments = (ins Arg<type, "first operand">:$lhs,
                       Arg<GenX_SameAs<1>, "second operand">:$rhs);
  let results = (outs Res<type, "the selected operand">:$result);
  let assemblyFormat =
      "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
  let hasVerifier = 1;
}

def GenX_SMinOp : GenX_MinMaxOp<"smin", GenX_AnyInt, "signed minimum">;
def GenX_SMaxOp : GenX_MinMaxOp<"smax", GenX_AnyInt, "signed maximum">;
def GenX_UMinOp : GenX_MinMaxOp<"umin", GenX_AnyInt, "unsigned minimum">;
def GenX_UMaxOp : GenX_MinMaxOp<"umax", GenX_AnyInt, "unsigned maximum">;
def GenX_FMinOp : GenX_MinMaxOp<"fmin", GenX_AnyFloat,
    "float minimum; a NaN operand yields the other operand">;
def GenX_FMaxOp : GenX_MinMaxOp<"fmax", GenX_AnyFloat,
    "float maximum; a NaN operand yields the other operand">;

//===----------------------------------------------------------------------===//
// Thread ids and synchronization
//===----------------------------------------------------------------------===//

class GenX_GroupIdOp<string dim>
    : GenX_IntrinsicOp<"group.id." # dim, "NoMem"> {
  let summary = "thread-group id in dimension " # dim;
  let doc = [{
    The index of the thread's group in the dispatch along one dimension.
  }];
  let results = (outs Res<GenX_Int, "the group index">:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}
def GenX_GroupIdXOp : GenX_GroupIdOp<"x">;
def GenX_GroupIdYOp : GenX_GroupIdOp<"y">;
def GenX_GroupIdZOp : GenX_GroupIdOp<"z">;

def GenX_LocalIdOp : GenX_IntrinsicOp<"local.id", "NoMem"> {
  let summary = "thread id within the group, as a vector<3xi32> (x, y, z)";
  let doc = [{
    The index of the thread within its group, per dimension.
  }];
  let results = (outs Res<GenX_AnyVector, "the local id: x, y, z">:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def GenX_BarrierOp : GenX_IntrinsicOp<"barrier", "Convergent"> {
  let summary = "wait until every thread of the group reaches the barrier";
  let doc = [{
    Signals the group's barrier and waits until every thread of the group
    has signalled it; memory accesses are not ordered by it (use a fence).
  }];
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Block memory messages
//===----------------------------------------------------------------------===//

def GenX_OWordLdOp : GenX_IntrinsicOp<"oword.ld", "ReadMem", "-Xe2"> {
  let summary = "block load of 1, 2, 4 or 8 owords from a surface";
  let doc = [{
    Loads 16, 32, 64 or 128 consecutive bytes from a buffer surface at an
    oword-aligned offset. A result of fewer than 16 bytes (which IGC also
    compiles) gets the low bytes of one oword.
  }];
  let arguments = (ins
      Arg<GenX_ImmInt, "1 to read the modified-data copy of the surface "
          "(media), 0 otherwise">:$is_modified,
      Arg<GenX_Int, "the surface: a binding-table index">:$surface,
      Arg<GenX_Int, "where to read, in owords (16 bytes) from the surface "
          "start">:$offset);
  let results = (outs Res<GenX_AnyVector, "the data read: 16, 32, 64 or "
                          "128 bytes, or less of one oword">:$result);
  let assemblyFormat = [{
    $surface `[` $offset `]` `modified` $is_modified attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
}

def GenX_OWordStOp : GenX_IntrinsicOp<"oword.st", "None", "-Xe2"> {
  let summary = "block store of 1, 2, 4 or 8 owords to a surface";
  let doc = [{
    Stores 16, 32, 64 or 128 consecutive bytes to a buffer surface at an
    oword-aligned offset. Data of fewer than 16 bytes, or an i1 mask (which
    IGC also compiles), is written as one whole oword: the bytes beyond it
    are overwritten with undefined values.
  }];
  let arguments = (ins
      Arg<GenX_Int, "the surface: a binding-table index">:$surface,
      Arg<GenX_Int, "where to write, in owords (16 bytes) from the surface "
          "start">:$offset,
      Arg<GenX_AnyVector, "the data: 16, 32, 64 or 128 bytes, or less of one "
          "oword">:$data);
  let assemblyFormat = [{
    $data `,` $surface `[` $offset `]` attr-dict `:` type($data)
  }];
  let hasVerifier = 1;
}

def GenX_SVMBlockLdOp : GenX_IntrinsicOp<"svm.block.ld", "ReadMem", "-Xe2"> {
  let summary = "oword-aligned block load through a shared virtual address";
  let doc = [{
    Loads 16, 32, 64 or 128 consecutive bytes from a 16-byte aligned shared
    virtual memory address.
  }];
  let arguments = (ins Arg<GenX_AnyInt, "the address: i32 or i64, 16-byte "
                           "aligned">:$address);
  let results = (outs Res<GenX_AnyVector, "the data read: 16, 32, 64 or "
                          "128 bytes, or less of one oword">:$result);
  let assemblyFormat = "$address attr-dict `:` type($address) `->` type($result)";
  let hasVerifier = 1;
}

def GenX_SVMBlockStOp : GenX_IntrinsicOp<"svm.block.st", "None", "-Xe2"> {
  let summary = "oword-aligned block store through a shared virtual address";
  let doc = [{
    Stores 16, 32, 64 or 128 consecutive bytes to a 16-byte aligned shared
    virtual memory address.
  }];
  let arguments = (ins
      Arg<GenX_AnyInt, "the address: i32 or i64, 16-byte aligned">:$address,
      Arg<GenX_AnyVector, "the data: 16, 32, 64 or 128 bytes">:$data);
  let assemblyFormat =
      "$data `,` $address attr-dict `:` type($data) `,` type($address)";
  let hasVerifier = 1;
}

include "dialect/intrinsics/Arithmetic.td"
include "dialect/intrinsics/Atomics.td"
include "dialect/intrinsics/BitManipulation.td"
include "dialect/intrinsics/ControlFlow.td"
include "dialect/intrinsics/Conversions.td"
include "dialect/intrinsics/Dataport.td"
include "dialect/intrinsics/LSC.td"
include "dialect/intrinsics/Math.td"
include "dialect/intrinsics/Matrix.td"
include "dialect/intrinsics/Misc.td"
include "dialect/intrinsics/RawSend.td"
include "dialect/intrinsics/Registers.td"
include "dialect/intrinsics/SVM.td"
include "dialect/intrinsics/Sampler.td"
include "dialect/intrinsics/Synchronization.td"
include "dialect/intrinsics/VideoAnalytics.td"

#endif // GENX_OPS_TD
