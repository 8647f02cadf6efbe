//===- LSC.td - Load/store cache (LSC) messages ------------*- tablegen -*-===//
//
// The LSC dataport of XeHPG and later: untyped loads, stores, prefetches and
// atomics on global memory (stateless), binding-table and bindless surfaces
// and shared local memory; per-channel (quad) and typed messages; 2D block
// messages; the LSC fence. The messages share their encodings (cache
// controls, data size, vector size, data order), defined once here as enum
// immediates, and their argument layouts, defined once per layout as a class.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_LSC_TD
#define GENX_INTRINSICS_LSC_TD

//===----------------------------------------------------------------------===//
// Encodings
//===----------------------------------------------------------------------===//

def GenX_LSCOpcode : GenX_I8EnumImm<"LSCOpcode", "LSC operation", [
    GenX_I8Case<"load", 0>, GenX_I8Case<"load_strided", 1>,
    GenX_I8Case<"load_quad", 2>, GenX_I8Case<"load_block2d", 3>,
    GenX_I8Case<"store", 4>, GenX_I8Case<"store_strided", 5>,
    GenX_I8Case<"store_quad", 6>, GenX_I8Case<"store_block2d", 7>,
    GenX_I8Case<"atomic_iinc", 8>, GenX_I8Case<"atomic_idec", 9>,
    GenX_I8Case<"atomic_load", 10>, GenX_I8Case<"atomic_store", 11>,
    GenX_I8Case<"atomic_iadd", 12>, GenX_I8Case<"atomic_isub", 13>,
    GenX_I8Case<"atomic_smin", 14>, GenX_I8Case<"atomic_smax", 15>,
    GenX_I8Case<"atomic_umin", 16>, GenX_I8Case<"atomic_umax", 17>,
    GenX_I8Case<"atomic_icas", 18>, GenX_I8Case<"atomic_fadd", 19>,
    GenX_I8Case<"atomic_fsub", 20>, GenX_I8Case<"atomic_fmin", 21>,
    GenX_I8Case<"atomic_fmax", 22>, GenX_I8Case<"atomic_fcas", 23>,
    GenX_I8Case<"atomic_and", 24>, GenX_I8Case<"atomic_or", 25>,
    GenX_I8Case<"atomic_xor", 26>]>;

def GenX_LSCCache : GenX_I8EnumImm<"LSCCache", "LSC cache control", [
    GenX_I8Case<"default_", 0, "default">, GenX_I8Case<"uncached", 1>,
    GenX_I8Case<"cached", 2>, GenX_I8Case<"writeback", 3>,
    GenX_I8Case<"writethrough", 4>, GenX_I8Case<"streaming", 5>,
    GenX_I8Case<"read_invalidate", 6>, GenX_I8Case<"const_cached", 7>]>;

def GenX_LSCDataSize : GenX_I8EnumImm<"LSCDataSize", "LSC data size", [
    GenX_I8Case<"u8", 1>, GenX_I8Case<"u16", 2>, GenX_I8Case<"u32", 3>,
    GenX_I8Case<"u64", 4>, GenX_I8Case<"u8u32", 5>, GenX_I8Case<"u16u32", 6>,
    GenX_I8Case<"u16u32h", 7>]>;

def GenX_LSCVectorSize : GenX_I8EnumImm<"LSCVectorSize",
    "LSC elements per address", [
    GenX_I8Case<"v1", 1>, GenX_I8Case<"v2", 2>, GenX_I8Case<"v3", 3>,
    GenX_I8Case<"v4", 4>, GenX_I8Case<"v8", 5>, GenX_I8Case<"v16", 6>,
    GenX_I8Case<"v32", 7>, GenX_I8Case<"v64", 8>]>;

def GenX_LSCDataOrder : GenX_I8EnumImm<"LSCDataOrder", "LSC data order", [
    GenX_I8Case<"non_transposed", 1>, GenX_I8Case<"transposed", 2>]>;

/// The channels a quad message moves: any subset of x, y, z, w, written as
/// the letters of the enabled channels (`xyzw`, `xz`...) or `none`.
def GenX_LSCChannelMask : GenX_I8EnumImm<"LSCChannelMask",
    "LSC channel mask", !foreach(mask, !range(16),
        GenX_I8Case<"mask_" # !if(!eq(mask, 0), "none",
            !if(!and(mask, 1), "x", "") # !if(!and(mask, 2), "y", "")
            # !if(!and(mask, 4), "z", "") # !if(!and(mask, 8), "w", "")),
        mask,
        !if(!eq(mask, 0), "none",
            !if(!and(mask, 1), "x", "") # !if(!and(mask, 2), "y", "")
            # !if(!and(mask, 4), "z", "") # !if(!and(mask, 8), "w", ""))>)>;

def GenX_LSCFenceMemory : GenX_I8EnumImm<"LSCFenceMemory",
    "memory an LSC fence orders", [
    GenX_I8Case<"ugm", 0>, GenX_I8Case<"ugml", 1>, GenX_I8Case<"tgm", 2>,
    GenX_I8Case<"slm", 3>]>;

def GenX_LSCFenceOp : GenX_I8EnumImm<"LSCFenceOp",
    "cache operation of an LSC fence", [
    GenX_I8Case<"none", 0>, GenX_I8Case<"evict", 1>,
    GenX_I8Case<"invalidate", 2>, GenX_I8Case<"discard", 3>,
    GenX_I8Case<"clean", 4>, GenX_I8Case<"flush_l3", 5>]>;

def GenX_LSCFenceScope : GenX_I8EnumImm<"LSCFenceScope",
    "scope of an LSC fence", [
    GenX_I8Case<"group", 0>, GenX_I8Case<"local", 1>, GenX_I8Case<"tile", 2>,
    GenX_I8Case<"gpu", 3>, GenX_I8Case<"gpus", 4>,
    GenX_I8Case<"system_release", 5>, GenX_I8Case<"system_acquire", 6>]>;

//===----------------------------------------------------------------------===//
// Arguments shared by the messages
//===----------------------------------------------------------------------===//

def GenX_LSCPredArg : Arg<GenX_AnyType,
    "which address lanes access memory: one i1 per lane (1 to 32 lanes); a "
    "transposed message has one lane">;
def GenX_LSCL1Arg : Arg<GenX_LSCCache, "L1 cache control">;
def GenX_LSCL3Arg : Arg<GenX_LSCCache, "L3 cache control">;
def GenX_LSCScaleArg : Arg<GenX_ImmShort,
    "factor applied to every address; the backend supports only 1">;
def GenX_LSCOffsetArg : Arg<GenX_ImmInt,
    "bytes added to every address">;
def GenX_LSCDataSizeArg : Arg<GenX_LSCDataSize,
    "size of one element in memory, and how it widens into a register "
    "(u8u32, u16u32: zero-extended to 32 bits; u16u32h: into the high half)">;
def GenX_LSCVectorSizeArg : Arg<GenX_LSCVectorSize,
    "consecutive elements per address">;
def GenX_LSCOrderArg : Arg<GenX_LSCDataOrder,
    "non_transposed: elements of one vector position are consecutive in the "
    "register across lanes; transposed: one address, its elements consecutive "
    "(u32 or u64 data only)">;
def GenX_LSCChannelArg : Arg<GenX_LSCChannelMask,
    "channels a quad message moves; ignored by the other messages">;
def GenX_LSCAddressesArg : Arg<GenX_AnyType,
    "per-lane address: the address itself for stateless memory, a byte "
    "offset from the surface or SLM start otherwise; i16, i32 or i64 lanes">;
def GenX_LSCSurfaceArg : Arg<GenX_Int,
    "binding-table index (bti) or surface-state offset (bindless); 0 for "
    "stateless memory and SLM">;

/// The memories an untyped message can address, and their mnemonic suffix.
class GenX_LSCMemory<string suffix, string description> {
  string name = suffix;
  string what = description;
}
def GenX_LSCSLM : GenX_LSCMemory<"slm", "shared local memory">;
def GenX_LSCBTI : GenX_LSCMemory<"bti", "a binding-table surface">;
def GenX_LSCStateless : GenX_LSCMemory<"stateless",
                                       "global memory (stateless)">;
def GenX_LSCBindless : GenX_LSCMemory<"bindless", "a bindless surface">;

/// An LSC message; the LSC dataport exists from XeHPG on (measured: IGC
/// aborts on an LSC message compiled for XeLP). An `addr_scale` immediate
/// must be 1 (GenX_LSCAddressScale).
class GenX_LSCOp<string mnemonic, string memory, string platforms = "",
                 list<Trait> traits = []>
    : GenX_IntrinsicOp<mnemonic, memory, platforms,
                       !listconcat(traits, [GenX_LSCAddressScale])> {
  let backendPlatforms = "XeHPG+";
}

//===----------------------------------------------------------------------===//
// Untyped loads, prefetches and stores
//===----------------------------------------------------------------------===//

/// lsc.load.<memory>, lsc.load.quad.<memory> and their merging forms: the
/// common argument layout, with an optional trailing passthrough value.
class GenX_LSCLoadOp<string kind, GenX_LSCMemory mem, bit merge,
                     list<Trait> traits>
    : GenX_LSCOp<"lsc.load." # !if(merge, "merge.", "") # kind # mem.name,
                 "ReadMem", "", traits> {
  let summary = "LSC " # !if(!empty(kind), "", "per-channel (quad) ")
                # "load from " # mem.what
                # !if(merge, ", keeping an old value in disabled lanes", "");
  let doc = [{
    Each enabled lane reads `vector_size` consecutive elements of
    `data_size` at its address (plus `imm_offset`). The result holds them
    element position by element position across lanes (non-transposed), or
    one lane's elements in order (transposed).
  }] # !if(merge, [{
    Lanes the predicate disables keep the value of `passthru`.
  }], "");
  dag commonArgs = (ins GenX_LSCPredArg:$pred,
      Arg<GenX_LSCOpcode, "the operation: `load`, or `load_quad` for quad "
          "messages">:$subopcode,
      GenX_LSCL1Arg:$l1_cache, GenX_LSCL3Arg:$l3_cache,
      GenX_LSCScaleArg:$addr_scale, GenX_LSCOffsetArg:$imm_offset,
      GenX_LSCDataSizeArg:$data_size, GenX_LSCVectorSizeArg:$vector_size,
      GenX_LSCOrderArg:$data_order, GenX_LSCChannelArg:$channel_mask,
      GenX_LSCAddressesArg:$addresses, GenX_LSCSurfaceArg:$surface);
  let arguments = !if(merge,
      !con(commonArgs, (ins Arg<GenX_SameAs<0>,
                                "the value of disabled lanes">:$passthru)),
      commonArgs);
  let results = (outs Res<GenX_AnyVector, "the elements read">:$data);
  // Quad messages: lanes x enabled channels elements.
  let hasVerifier = !not(!empty(kind));
  let extraClassDefinition = !if(!empty(kind), "", [{
    ::mlir::LogicalResult $cppClass::verify() {
      return ::mlir::genx::verifyLSCLaneData(*this, getPred(), getAddresses(),
                                             getData().getType(),
                                             /*quad=*/true);
    }
  }]);
}

class GenX_LSCPrefetchOp<GenX_LSCMemory mem>
    : GenX_LSCOp<"lsc.prefetch." # mem.name, "None", "",
                 [GenX_LSCLoadMessage]> {
  let summary = "LSC prefetch from " # mem.what;
  let doc = [{
    Brings into the caches what the same `lsc.load` would read, returning
    nothing.
  }];
  let arguments = (ins GenX_LSCPredArg:$pred,
      Arg<GenX_LSCOpcode, "the operation: `load`">:$subopcode,
      GenX_LSCL1Arg:$l1_cache, GenX_LSCL3Arg:$l3_cache,
      GenX_LSCScaleArg:$addr_scale, GenX_LSCOffsetArg:$imm_offset,
      GenX_LSCDataSizeArg:$data_size, GenX_LSCVectorSizeArg:$vector_size,
      GenX_LSCOrderArg:$data_order, GenX_LSCChannelArg:$channel_mask,
      GenX_LSCAddressesArg:$addresses, GenX_LSCSurfaceArg:$surface);
}

class GenX_LSCStoreOp<string kind, GenX_LSCMemory mem, list<Trait> traits>
    : GenX_LSCOp<"lsc.store." # kind # mem.name, "None", "", traits> {
  let summary = "LSC " # !if(!empty(kind), "", "per-channel (quad) ")
                # "store to " # mem.what;
  let doc = [{
    Each enabled lane writes `vector_size` consecutive elements of
    `data_size` at its address (plus `imm_offset`), taken from `data` in
    the layout `lsc.load` returns.
  }];
  let arguments = (ins GenX_LSCPredArg:$pred,
      Arg<GenX_LSCOpcode, "the operation: `store`, or `store_quad` for quad "
          "messages">:$subopcode,
      GenX_LSCL1Arg:$l1_cache, GenX_LSCL3Arg:$l3_cache,
      GenX_LSCScaleArg:$addr_scale, GenX_LSCOffsetArg:$imm_offset,
      GenX_LSCDataSizeArg:$data_size, GenX_LSCVectorSizeArg:$vector_size,
      GenX_LSCOrderArg:$data_order, GenX_LSCChannelArg:$channel_mask,
      GenX_LSCAddressesArg:$addresses,
      Arg<GenX_AnyVector, "the elements to write">:$data,
      GenX_LSCSurfaceArg:$surface);
  let hasVerifier = !not(!empty(kind));
  let extraClassDefinition = !if(!empty(kind), "", [{
    ::mlir::LogicalResult $cppClass::verify() {
      return ::mlir::genx::verifyLSCLaneData(*this, getPred(), getAddresses(),
                                             getData().getType(),
                                             /*quad=*/true);
    }
  }]);
}

foreach mem = [GenX_LSCSLM, GenX_LSCBTI, GenX_LSCStateless,
               GenX_LSCBindless] in {
  defvar name = !subst(" ", "", !toupper(!substr(mem.name, 0, 1))
                                # !substr(mem.name, 1));
  def GenX_LscLoad # name # Op
      : GenX_LSCLoadOp<"", mem, 0, [GenX_LSCLoadMessage]>;
  def GenX_LscLoadMerge # name # Op
      : GenX_LSCLoadOp<"", mem, 1, [GenX_LSCLoadMessage]>;
  def GenX_LscLoadQuad # name # Op : GenX_LSCLoadOp<"quad.", mem, 0, []>;
  def GenX_LscLoadMergeQuad # name # Op : GenX_LSCLoadOp<"quad.", mem, 1, []>;
  def GenX_LscStore # name # Op
      : GenX_LSCStoreOp<"", mem, [GenX_LSCStoreMessage]>;
  def GenX_LscStoreQuad # name # Op : GenX_LSCStoreOp<"quad.", mem, []>;
}
foreach mem = [GenX_LSCSLM, GenX_LSCBTI, GenX_LSCStateless,
               GenX_LSCBindless] in
  def GenX_LscPrefetch # !toupper(!substr(mem.name, 0, 1))
      # !substr(mem.name, 1) # Op : GenX_LSCPrefetchOp<mem>;

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

def GenX_LSCAtomicOpArg : Arg<GenX_LSCOpcode,
    "the atomic operation (`atomic_*`)">;
def GenX_LSCSrc0Arg : Arg<GenX_SameAs<0>,
    "first source per lane (the operand, or the compared value of a "
    "compare-and-swap); undef for operations without one">;
def GenX_LSCSrc1Arg : Arg<GenX_SameAs<0>,
    "second source per lane (the new value of a compare-and-swap); undef "
    "otherwise">;
def GenX_LSCOldArg : Arg<GenX_SameAs<0>,
    "the result of disabled lanes; undef">;

/// lsc.atomic.<memory>: the older layout, with data order before vector
/// size and the surface before the addresses.
class GenX_LSCAtomicOp<GenX_LSCMemory mem>
    : GenX_LSCOp<"lsc.atomic." # mem.name, "NoWillReturn"> {
  let summary = "LSC atomic operation on " # mem.what;
  let doc = [{
    Each enabled lane applies `subopcode` to the element at its address
    with `src0` (and `src1`) and returns the element's previous value. The
    argument layout of the first LSC atomics; `lsc.xatomic` supersedes it.
  }];
  let arguments = (ins GenX_LSCPredArg:$pred, GenX_LSCAtomicOpArg:$subopcode,
      GenX_LSCL1Arg:$l1_cache, GenX_LSCL3Arg:$l3_cache,
      GenX_LSCScaleArg:$addr_scale, GenX_LSCOffsetArg:$imm_offset,
      GenX_LSCDataSizeArg:$data_size, GenX_LSCOrderArg:$data_order,
      GenX_LSCVectorSizeArg:$vector_size, GenX_LSCChannelArg:$channel_mask,
      Arg<GenX_Int, "surface base: binding-table index, surface-state "
          "offset, or 0">:$surface,
      Arg<GenX_AnyVector, "per-lane address or offset">:$addresses,
      GenX_LSCSrc0Arg:$src0, GenX_LSCSrc1Arg:$src1,
      GenX_LSCOldArg:$passthru);
  let results = (outs Res<GenX_AnyType,
                          "each lane's element before the operation">:$data);
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() {
      return ::mlir::genx::verifyLSCLaneData(*this, getPred(), getAddresses(),
                                             getData().getType(),
                                             /*quad=*/false);
    }
  }];
}

/// lsc.xatomic.<memory>: the layout of the other untyped messages.
class GenX_LSCXAtomicOp<GenX_LSCMemory mem>
    : GenX_LSCOp<"lsc.xatomic." # mem.name, "NoWillReturn"> {
  let summary = "LSC atomic operation on " # mem.what;
  let doc = [{
    Each enabled lane applies `subopcode` to the element at its address
    with `src0` (and `src1`) and returns the element's previous value.
  }];
  let arguments = (ins GenX_LSCPredArg:$pred, GenX_LSCAtomicOpArg:$subopcode,
      GenX_LSCL1Arg:$l1_cache, GenX_LSCL3Arg:$l3_cache,
      GenX_LSCScaleArg:$addr_scale, GenX_LSCOffsetArg:$imm_offset,
      GenX_LSCDataSizeArg:$data_size, GenX_LSCVectorSizeArg:$vector_size,
      GenX_LSCOrderArg:$data_order, GenX_LSCChannelArg:$channel_mask,
      Arg<GenX_AnyVector, "per-lane address or offset">:$addresses,
      GenX_LSCSrc0Arg:$src0, GenX_LSCSrc1Arg:$src1,
      GenX_LSCSurfaceArg:$surface, GenX_LSCOldArg:$passthru);
  let results = (outs Res<GenX_AnyType,
                          "each lane's element before the operation">:$data);
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() {
      return ::mlir::genx::verifyLSCLaneData(*this, getPred(), getAddresses(),
                                             getData().getType(),
                                             /*quad=*/false);
    }
  }];
}

foreach mem = [GenX_LSCSLM, GenX_LSCBTI, GenX_LSCStateless,
               GenX_LSCBindless] in {
  defvar name = !toupper(!substr(mem.name, 0, 1)) # !substr(mem.name, 1);
  def GenX_LscAtomic # name # Op : GenX_LSCAtomicOp<mem>;
  def GenX_LscXatomic # name # Op : GenX_LSCXAtomicOp<mem>;
}

//===----------------------------------------------------------------------===//
// Typed (image) messages
//===----------------------------------------------------------------------===//

def GenX_LSCTypedSurfaceArg : Arg<GenX_Int, "the image: a binding-table index">;

/// lsc.{load.merge,prefetch,store}.quad.typed.bti: per-pixel coordinates.
class GenX_LSCQuadTypedOp<string verb, string memory, dag tail,
                          int coordSlot>
    : GenX_LSCOp<"lsc." # verb # ".quad.typed.bti", memory, "Xe2+"> {
  let inVCIntrinsics011 = 0;
  let arguments = !con((ins
      Arg<GenX_AnyVector, "which pixel lanes access the image: one i1 per "
          "lane">:$pred,
      GenX_LSCL1Arg:$l1_cache, GenX_LSCL3Arg:$l3_cache,
      GenX_LSCChannelArg:$channel_mask, GenX_LSCTypedSurfaceArg:$surface,
      Arg<GenX_AnyVector, "per-lane U (x) pixel coordinate">:$u,
      Arg<GenX_SameAs<coordSlot>, "per-lane V (y) pixel coordinate">:$v,
      Arg<GenX_SameAs<coordSlot>, "per-lane R (z, array index) pixel "
          "coordinate">:$r,
      Arg<GenX_SameAs<coordSlot>, "per-lane level of detail">:$lod), tail);
}

def GenX_LscLoadMergeQuadTypedBtiOp
    : GenX_LSCQuadTypedOp<"load.merge", "ReadMem",
          (ins Arg<GenX_SameAs<0>, "the value of disabled lanes and "
                   "channels">:$passthru), 2> {
  let summary = "LSC per-channel load of pixels from an image";
  let doc = [{
    Each enabled lane reads the enabled channels of the pixel at its
    coordinates; the result holds them channel by channel across lanes.
  }];
  let results = (outs Res<GenX_AnyVector, "the channels read">:$data);
}

def GenX_LscPrefetchQuadTypedBtiOp
    : GenX_LSCQuadTypedOp<"prefetch", "None", (ins), 1> {
  let summary = "LSC prefetch of pixels of an image";
  let doc = [{
    Brings into the caches the pixels a typed quad load would read.
  }];
}

def GenX_LscStoreQuadTypedBtiOp
    : GenX_LSCQuadTypedOp<"store", "WriteMem",
          (ins Arg<GenX_AnyVector, "the channels to write, channel by channel "
                   "across lanes">:$data), 1> {
  let summary = "LSC per-channel store of pixels to an image";
  let doc = [{
    Each enabled lane writes the enabled channels of the pixel at its
    coordinates.
  }];
}

/// lsc.{load,prefetch,store}2d.typed.bti: a block of pixels.
class GenX_LSC2DTypedOp<string verb, string memory, dag tail>
    : GenX_LSCOp<"lsc." # verb # "2d.typed.bti", memory, "Xe2+"> {
  let inVCIntrinsics011 = 0;
  let arguments = !con((ins GenX_LSCL1Arg:$l1_cache, GenX_LSCL3Arg:$l3_cache,
      GenX_LSCTypedSurfaceArg:$surface,
      Arg<GenX_ImmInt, "rows of the block">:$block_height,
      Arg<GenX_ImmInt, "bytes per row of the block">:$block_width,
      Arg<GenX_Int, "x of the block's first pixel, in bytes">:$x,
      Arg<GenX_Int, "y of the block's first pixel, in rows">:$y), tail);
}

def GenX_LscLoad2dTypedBtiOp : GenX_LSC2DTypedOp<"load", "ReadMem", (ins)> {
  let summary = "LSC 2D block load from an image";
  let doc = [{
    Reads a block of `block_height` rows of `block_width` bytes at (x, y).
  }];
  let results = (outs Res<GenX_AnyVector, "the block, row after row">:$data);
}

def GenX_LscPrefetch2dTypedBtiOp
    : GenX_LSC2DTypedOp<"prefetch", "ReadMem", (ins)> {
  let summary = "LSC 2D block prefetch from an image";
  let doc = [{
    Brings into the caches the block a 2D typed load would read.
  }];
}

def GenX_LscStore2dTypedBtiOp
    : GenX_LSC2DTypedOp<"store", "WriteMem",
          (ins Arg<GenX_AnyVector, "the block, row after row">:$data)> {
  let summary = "LSC 2D block store to an image";
  let doc = [{
    Writes a block of `block_height` rows of `block_width` bytes at (x, y).
  }];
}

//===----------------------------------------------------------------------===//
// 2D block messages on global memory
//===----------------------------------------------------------------------===//

/// lsc.{load,prefetch,store}2d.stateless: the surface described by
/// arguments.
class GenX_LSC2DStatelessOp<string verb, string memory, dag tail>
    : GenX_LSCOp<"lsc." # verb # "2d.stateless", memory> {
  let arguments = !con((ins
      Arg<GenX_AnyVector, "whether the message runs: one i1">:$pred,
      // Not GenX_LSCCache: real producers encode other values here (seen:
      // 17, 18, 19, 33, 34), which the backend accepts.
      Arg<GenX_ImmChar, "L1 cache control">:$l1_cache,
      Arg<GenX_ImmChar, "L3 cache control">:$l3_cache,
      GenX_LSCDataSizeArg:$data_size, GenX_LSCOrderArg:$data_order,
      Arg<GenX_ImmChar, "blocks side by side along x">:$num_blocks,
      Arg<GenX_ImmShort, "elements per row of a block">:$block_width,
      Arg<GenX_ImmShort, "rows of a block">:$block_height,
      Arg<GenX_ImmChar, "1 to pack the rows in VNNI order on the way">:$vnni,
      Arg<GenX_AnyInt, "the surface's base address">:$base,
      Arg<GenX_Int, "the surface's width in bytes, minus 1">:$width_minus_1,
      Arg<GenX_Int, "the surface's height in rows, minus 1">:$height_minus_1,
      Arg<GenX_Int, "the surface's pitch in bytes, minus 1">:$pitch_minus_1,
      Arg<GenX_Int, "x of the block's first element, in elements">:$x,
      Arg<GenX_Int, "y of the block's first element, in rows">:$y), tail);
}

def GenX_LscLoad2dStatelessOp
    : GenX_LSC2DStatelessOp<"load", "ReadMem", (ins)> {
  let summary = "LSC 2D block load from global memory";
  let doc = [{
    Reads `num_blocks` blocks of `block_height` rows of `block_width`
    elements at (x, y) of a 2D surface in global memory; elements outside
    the surface read as zero.
  }];
  let results = (outs Res<GenX_AnyVector, "the blocks, row after row">:$data);
}

def GenX_LscPrefetch2dStatelessOp
    : GenX_LSC2DStatelessOp<"prefetch", "None", (ins)> {
  let summary = "LSC 2D block prefetch from global memory";
  let doc = [{
    Brings into the caches the blocks a 2D load would read.
  }];
}

def GenX_LscStore2dStatelessOp
    : GenX_LSC2DStatelessOp<"store", "None",
          (ins Arg<GenX_AnyVector, "the block, row after row">:$data)> {
  let summary = "LSC 2D block store to global memory";
  let doc = [{
    Writes a block of `block_height` rows of `block_width` elements at
    (x, y) of a 2D surface in global memory; elements outside the surface
    are not written.
  }];
}

/// lsc.{load,prefetch,store}.2d.ugm.desc*: the surface and block described
/// by a 16-dword block descriptor.
class GenX_LSC2DDescOp<string mnemonic, string memory, dag tail>
    : GenX_LSCOp<mnemonic, memory, "XeHPC+"> {
  let inVCIntrinsics011 = 0;
  let arguments = !con((ins Arg<GenX_Bool, "whether the message runs">:$pred,
      Arg<GenX_AnyVector, "cache controls, one i8 per cache level">:$cache,
      Arg<GenX_ImmChar, "blocks side by side along x">:$num_blocks,
      Arg<GenX_ImmShort, "elements per row of a block">:$block_width,
      Arg<GenX_ImmShort, "rows of a block">:$block_height,
      Arg<GenX_Vec<16, GenX_Int, "int16">, "the block descriptor: base "
          "address (dwords 0-1), width in bytes - 1, height - 1, pitch in "
          "bytes - 1, block start x and y, block shape">:$descriptor,
      Arg<GenX_ImmInt, "elements added to the descriptor's x">:$x_offset,
      Arg<GenX_ImmInt, "rows added to the descriptor's y">:$y_offset), tail);
}

foreach variant = [["", "", ""],
                   [".transpose", "Transpose", ", transposed"],
                   [".vnni", "Vnni", ", packed in VNNI order"]] in
  def GenX_LscLoad2dUgmDesc # variant[1] # Op
      : GenX_LSC2DDescOp<"lsc.load.2d.ugm.desc" # variant[0], "ReadMem",
            (ins Arg<GenX_SameAs<0>, "the result when the predicate is "
                     "false">:$passthru)> {
    let summary = "LSC 2D block load from global memory through a block "
                  "descriptor" # variant[2];
    let doc = [{
      Reads `num_blocks` blocks of `block_height` rows of `block_width`
      elements at the descriptor's position plus the offsets.
    }];
    let results = (outs Res<GenX_AnyVector,
                            "the blocks, row after row">:$data);
  }

def GenX_LscPrefetch2dUgmDescOp
    : GenX_LSC2DDescOp<"lsc.prefetch.2d.ugm.desc", "SideEffects",
          (ins Arg<GenX_AnyVector, "a value of the block's type, which "
                   "gives the element type">:$type_hint)> {
  let summary = "LSC 2D block prefetch through a block descriptor";
  let doc = [{
    Brings into the caches the blocks a descriptor load would read.
  }];
}

def GenX_LscStore2dUgmDescOp
    : GenX_LSC2DDescOp<"lsc.store.2d.ugm.desc", "WriteMem",
          (ins Arg<GenX_AnyVector, "the block, row after row">:$data)> {
  let summary = "LSC 2D block store through a block descriptor";
  let doc = [{
    Writes a block of `block_height` rows of `block_width` elements at the
    descriptor's position plus the offsets.
  }];
}

//===----------------------------------------------------------------------===//
// Fence
//===----------------------------------------------------------------------===//

def GenX_LscFenceOp : GenX_LSCOp<"lsc.fence", "None"> {
  let summary = "LSC memory fence for a given memory port and scope";
  let doc = [{
    Makes the thread's earlier accesses to one memory visible at `scope`
    before its later ones, applying `fence_op` to the caches on the way.
  }];
  let arguments = (ins
      Arg<GenX_AnyVector, "lanes of the message (all enabled)">:$pred,
      Arg<GenX_LSCFenceMemory, "which memory the fence orders">:$memory,
      Arg<GenX_LSCFenceOp, "what the fence does to the caches">:$fence_op,
      Arg<GenX_LSCFenceScope, "how far the accesses become visible">:$scope);
}

#endif // GENX_INTRINSICS_LSC_TD
