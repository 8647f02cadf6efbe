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

/// The integer-or-float slot of an int/float intrinsic pair.
def GenX_AnyIntOrFloat : GenX_OverloadedType<
    "::mlir::genx::isIntOrIntVector($_self) || "
    "::mlir::genx::isFloatOrFloatVector($_self)",
    "GenX integer or float, scalar or vector", "anyint|anyfloat">;

//===----------------------------------------------------------------------===//
// Regions
//===----------------------------------------------------------------------===//

def GenX_RdRegionOp : GenX_IntrinsicOp<"rdregion", "NoMem"> {
  let summary = "read a region of a vector";
  let description = [{
    Reads `width`-element rows out of `src`: element `i` of the result is
    element `offset / sizeof(elt) + (i / width) * vstride + (i % width) *
    stride` of `src`. `offset` is in bytes, an `i16`, or a `vector<Hxi16>`
    with one start offset per row (H = rows) for multi-indirect regions.
    `parent_width` is a promise, used only for a variable offset, that a row
    does not cross a multiple of it; left out (`undef` in LLVM IR, as CM
    emits it) it promises nothing. The result may be a scalar for a
    one-element region.

    Exports to `llvm.genx.rdregioni` or `llvm.genx.rdregionf` by element type.

    ```mlir
    %r = genx.rdregion %v[%off] <8, 4, 1> parent_width 0
        : vector<32xi32>, i16 -> vector<8xi32>
    ```
  }];
  let floatIntrinsicName = "llvm.genx.rdregionf";
  let intrinsicName = "llvm.genx.rdregioni";
  let arguments = (ins GenX_AnyVector:$src, GenX_ImmInt:$vstride,
                   GenX_ImmInt:$width, GenX_ImmInt:$stride,
                   GenX_AnyInt:$offset,
                   GenX_OptionalImm<GenX_ImmInt>:$parent_width);
  let results = (outs GenX_AnyIntOrFloat:$res);
  let assemblyFormat = [{
    $src `[` $offset `]` `<` $vstride `,` $width `,` $stride `>`
    (`parent_width` $parent_width^)? attr-dict `:` type($src) `,`
    type($offset) `->` type($res)
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
                                       [AllTypesMatch<["dst", "res"]>]> {
  let summary = "write a region of a vector";
  let description = [{
    Returns `dst` with the elements of the region (same layout as
    `genx.rdregion`) replaced by `src`, where `mask` is set. `mask` is a
    `vector<Nxi1>` as wide as `src`, or a constant `i1`: true for an
    unconditional write, false for none. `dst` may be a scalar for a
    one-element region.

    Exports to `llvm.genx.wrregioni` or `llvm.genx.wrregionf` by element type.

    ```mlir
    %w = genx.wrregion %new into %v[%off] <0, 4, 1> parent_width 0
        mask %true : vector<4xf32>, vector<16xf32>, i16, i1
    ```
  }];
  let floatIntrinsicName = "llvm.genx.wrregionf";
  let intrinsicName = "llvm.genx.wrregioni";
  let arguments = (ins GenX_SameAs<0>:$dst, GenX_AnyIntOrFloat:$src,
                   GenX_ImmInt:$vstride, GenX_ImmInt:$width,
                   GenX_ImmInt:$stride, GenX_AnyInt:$offset,
                   GenX_OptionalImm<GenX_ImmInt>:$parent_width,
                   GenX_AnyInt:$mask);
  let results = (outs GenX_AnyVectorOrScalar:$res);
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
                                  [AllTypesMatch<["src", "res"]>]> {
  let summary = "clamp a float to [0, 1]";
  let arguments = (ins GenX_SameAs<0>:$src);
  let results = (outs GenX_AnyFloat:$res);
  let assemblyFormat = "$src attr-dict `:` type($res)";
}

/// Saturating add; the two letters give result and operand signedness.
class GenX_AddSatOp<string mnemonic, string meaning>
    : GenX_IntrinsicOp<mnemonic, "NoMem", "",
                       [AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "saturating add, " # meaning;
  let description = [{
    Adds `lhs` and `rhs` in infinite precision and saturates the sum into
    the result type. Result and operands may have different integer widths
    but the same number of elements.
  }];
  let arguments = (ins GenX_AnyInt:$lhs, GenX_SameAs<1>:$rhs);
  let results = (outs GenX_AnyInt:$res);
  let assemblyFormat =
      "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($res)";
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
  let arguments = (ins type:$lhs, GenX_SameAs<1>:$rhs);
  let results = (outs type:$res);
  let assemblyFormat =
      "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($res)";
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
  let results = (outs GenX_Int:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
}
def GenX_GroupIdXOp : GenX_GroupIdOp<"x">;
def GenX_GroupIdYOp : GenX_GroupIdOp<"y">;
def GenX_GroupIdZOp : GenX_GroupIdOp<"z">;

def GenX_LocalIdOp : GenX_IntrinsicOp<"local.id", "NoMem"> {
  let summary = "thread id within the group, as a vector<3xi32> (x, y, z)";
  let results = (outs GenX_AnyVector:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
  let hasVerifier = 1;
}

def GenX_BarrierOp : GenX_IntrinsicOp<"barrier", "Convergent"> {
  let summary = "wait until every thread of the group reaches the barrier";
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Block memory messages
//===----------------------------------------------------------------------===//

def GenX_OWordLdOp : GenX_IntrinsicOp<"oword.ld", "ReadMem", "-Xe2"> {
  let summary = "block load of 1, 2, 4 or 8 owords from a surface";
  let description = [{
    Loads the result (16, 32, 64 or 128 bytes) from surface `surface` at
    `offset` owords (16 bytes). `is_modified` selects the modified-data read.
  }];
  let arguments = (ins GenX_ImmInt:$is_modified, GenX_Int:$surface,
                   GenX_Int:$offset);
  let results = (outs GenX_AnyVector:$res);
  let assemblyFormat = [{
    $surface `[` $offset `]` `modified` $is_modified attr-dict `:` type($res)
  }];
  let hasVerifier = 1;
}

def GenX_OWordStOp : GenX_IntrinsicOp<"oword.st", "None", "-Xe2"> {
  let summary = "block store of 1, 2, 4 or 8 owords to a surface";
  let arguments = (ins GenX_Int:$surface, GenX_Int:$offset,
                   GenX_AnyVector:$data);
  let assemblyFormat = [{
    $data `,` $surface `[` $offset `]` attr-dict `:` type($data)
  }];
  let hasVerifier = 1;
}

def GenX_SVMBlockLdOp : GenX_IntrinsicOp<"svm.block.ld", "ReadMem", "-Xe2"> {
  let summary = "oword-aligned block load through a shared virtual address";
  let description = [{
    Loads the result, whose size must be a power of two from 16 to 128
    bytes, from the 16-byte aligned SVM address `address` (i32 or i64).
  }];
  let arguments = (ins GenX_AnyInt:$address);
  let results = (outs GenX_AnyVector:$res);
  let assemblyFormat = "$address attr-dict `:` type($address) `->` type($res)";
  let hasVerifier = 1;
}

def GenX_SVMBlockStOp : GenX_IntrinsicOp<"svm.block.st", "None", "-Xe2"> {
  let summary = "oword-aligned block store through a shared virtual address";
  let arguments = (ins GenX_AnyInt:$address, GenX_AnyVector:$data);
  let assemblyFormat =
      "$data `,` $address attr-dict `:` type($data) `,` type($address)";
  let hasVerifier = 1;
}

include "dialect/GenXIntrinsics.td"

#endif // GENX_OPS_TD
