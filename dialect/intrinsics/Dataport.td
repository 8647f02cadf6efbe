//===- Dataport.td - Messages of the legacy dataport -------*- tablegen -*-===//
//
// The load and store messages of the dataport before LSC (the reference
// restricts all but the private ones to platforms before Xe2):
//   gather/scatter.scaled...     1, 2 or 4 bytes per lane of a buffer;
//   gather4/scatter4.scaled...   1 to 4 dword channels per lane of a buffer;
//   gather4/scatter4.typed       1 to 4 channels of image pixels;
//   oword.ld.unaligned, oword.ld/st.predef.surface
//                                blocks of 1, 2, 4 or 8 owords (16 bytes);
//   media.ld/st                  2D blocks of a media surface;
//   transpose.ld                 a 2D block, transposed;
//   gather/scatter.private       thread-private memory (CM internal).
// The scaled messages come in four forms (a predicate and an old value; no
// predicate; the predicate last and no old value; stores), one class each;
// a foreach over the element kinds (bytes, channels) and the surfaces
// (binding table, predefined; Atomics.td) makes the defs.
//
// Channel masks. The gather4/scatter4 messages, here and in SVM.td, take
// the channels they move as a 4-bit mask: bit 0 R (channel 0, the first
// dword of an element or pixel), bit 1 G, bit 2 B, bit 3 A; a set bit
// enables its channel, and a mask must enable at least one. The reference
// says so for the typed messages; for the scaled ones its text calls the
// mask the channels *not* to move, but the producers (CM's CM_R_ENABLE = 1
// ..., ESIMD's rgba_channel_mask) and IGC (vISA takes an enabling mask; the
// translation to LSC counts the set bits as the channels moved) all use set
// bits as enabling, and so does GenX_RGBAChannelMask. Data of several
// channels is laid out channel by channel: every lane's first enabled
// channel, then every lane's second, and so on.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_DATAPORT_TD
#define GENX_INTRINSICS_DATAPORT_TD

//===----------------------------------------------------------------------===//
// Encodings
//===----------------------------------------------------------------------===//

/// The letters of the channels a mask enables, in R, G, B, A order.
class GenX_RGBALetters<int mask> {
  string str = !if(!and(mask, 1), "r", "") # !if(!and(mask, 2), "g", "")
               # !if(!and(mask, 4), "b", "") # !if(!and(mask, 8), "a", "");
}

/// A gather4/scatter4 channel mask, written as the letters of the enabled
/// channels (`r`, `rg`, `ga`, `rgba`...); see the notes above.
def GenX_RGBAChannelMask : GenX_I32EnumImm<"RGBAChannelMask",
    "enabled channels (bit 0 R, bit 1 G, bit 2 B, bit 3 A)",
    !foreach(mask, !range(1, 16),
             GenX_I32Case<"mask_" # GenX_RGBALetters<mask>.str, mask,
                          GenX_RGBALetters<mask>.str>)>;

//===----------------------------------------------------------------------===//
// Arguments shared by the messages
//===----------------------------------------------------------------------===//

def GenX_ChannelMaskArg : Arg<GenX_RGBAChannelMask,
    "the channels each lane moves, a set bit enabling its channel">;
def GenX_ScaleArg : Arg<GenX_ImmShort,
    "scale of the offsets: 0, offsets in bytes (the value producers pass)">;
def GenX_GlobalOffsetArg : Arg<GenX_Int, "bytes added to every lane's offset">;
def GenX_ByteOffsetsArg : Arg<GenX_AnyInt,
    "per-lane offset in bytes from the surface start; i32 lanes">;

/// The paragraph of the scaled messages that take a channel mask.
def GenX_ScaledChannelMaskDoc {
  string text = [{
    A set bit of `channel_mask` enables its channel, as CM, ESIMD and IGC
    use it; the reference's text describes the opposite polarity.
  }];
}

//===----------------------------------------------------------------------===//
// Scaled messages: gather/scatter, gather4/scatter4
//===----------------------------------------------------------------------===//

/// What a scaled message moves per lane: 1, 2 or 4 bytes (gather, scatter)
/// or 1 to 4 dword channels (gather4, scatter4). `selector` is the
/// immediate that chooses it; the paragraphs say how a lane reads or
/// writes.
class GenX_ScaledElements<string mnemonicPart, dag selectorArg,
                          string description, string load, string store> {
  string name = mnemonicPart;
  dag selector = selectorArg;
  string what = description;
  string loadDoc = load;
  string storeDoc = store;
}

def GenX_ScaledBytes : GenX_ScaledElements<"",
    (ins Arg<GenX_ImmInt, "log2 of the one-byte blocks each lane moves: 0, 1 "
             "or 2 for 1, 2 or 4 bytes">:$log2_num_blocks),
    "1, 2 or 4 bytes per lane", [{
    Each enabled lane reads 2^`log2_num_blocks` bytes at `global_offset` plus
    its offset into the low bytes of its element of the result (i32 or
    f32); the other bytes are undefined. Up to 32 lanes, a power of two.
  }], [{
    Each enabled lane writes the low 2^`log2_num_blocks` bytes of its
    element of `data` (i32 or f32) at `global_offset` plus its offset. Up to
    32 lanes, a power of two.
  }]>;

def GenX_ScaledChannels : GenX_ScaledElements<"4",
    (ins GenX_ChannelMaskArg:$channel_mask), "1 to 4 channels per lane",
    !strconcat([{
    Each enabled lane reads the enabled channels of the element at
    `global_offset` plus its offset (consecutive dwords, R first); the
    result (i32 or f32) holds them channel by channel. 8 or 16 lanes.
  }], GenX_ScaledChannelMaskDoc.text),
    !strconcat([{
    Each enabled lane writes the enabled channels of the element at
    `global_offset` plus its offset (consecutive dwords, R first), from
    `data` (i32 or f32) laid out channel by channel. 8 or 16 lanes; the
    reference requires the channels to be contiguous from R.
  }], GenX_ScaledChannelMaskDoc.text)>;

/// The verifier of a scaled or typed message: its lanes, selector and
/// data agree (verifyScaledLaneData); `pred` is the C++ of its predicate,
/// if any, and `lanes` of the per-lane operand that gives the lane count.
class GenX_ScaledVerifier<string pred, string lanes = "getOffsets()"> {
  string body = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::genx::verifyScaledLaneData(*this, }] # lanes # [{,
                                                getData().getType(), }]
      # pred # [{);
    }
  }];
}

/// gather[4].scaled: a predicate first and an old value for disabled lanes.
class GenX_ScaledGatherOp<GenX_ScaledElements elements>
    : GenX_IntrinsicOp<"gather" # elements.name # ".scaled", "ReadMem",
                       "-Xe2"> {
  let summary = "gather of " # elements.what # " from a surface";
  let doc = elements.loadDoc;
  let arguments = !con((ins GenX_LegacyPredArg:$pred), elements.selector,
      (ins GenX_ScaleArg:$scale, GenX_SurfaceIndexArg:$surface,
           GenX_GlobalOffsetArg:$global_offset, GenX_ByteOffsetsArg:$offsets,
           GenX_LegacyPassthruArg:$passthru));
  let results = (outs Res<GenX_AnyVector, "the data read">:$data);
  let hasVerifier = 1;
  let extraClassDefinition = GenX_ScaledVerifier<"getPred()">.body;
}

/// gather[4].scaled2: every lane enabled (a predicate applies through the
/// write of the result, not to the message).
class GenX_ScaledGather2Op<GenX_ScaledElements elements>
    : GenX_IntrinsicOp<"gather" # elements.name # ".scaled2", "ReadMem",
                       "-Xe2"> {
  let summary = "gather of " # elements.what # " from a surface, all lanes "
                # "enabled";
  let doc = elements.loadDoc # [{
    Every lane is enabled: this form leaves the predicate and the old value
    to the region write that consumes the result.
  }];
  let arguments = !con(elements.selector,
      (ins GenX_ScaleArg:$scale, GenX_SurfaceIndexArg:$surface,
           GenX_GlobalOffsetArg:$global_offset, GenX_ByteOffsetsArg:$offsets));
  let results = (outs Res<GenX_AnyVector, "the data read">:$data);
  let hasVerifier = 1;
  let extraClassDefinition = GenX_ScaledVerifier<"::mlir::Value()">.body;
}

/// gather[4].masked.scaled2[.predef.surface]: the predicate last, no old
/// value.
class GenX_MaskedScaledGather2Op<GenX_ScaledElements elements,
                                 GenX_LegacySurface surface>
    : GenX_IntrinsicOp<"gather" # elements.name # ".masked.scaled2"
                           # surface.mnemonicSuffix, "ReadMem", "-Xe2"> {
  let summary = "predicated gather of " # elements.what # " from "
                # surface.what;
  let doc = elements.loadDoc # [{
    The result is undefined in the lanes the predicate disables.
  }];
  let arguments = !con(elements.selector,
      (ins GenX_ScaleArg:$scale, surface.arg:$surface,
           GenX_GlobalOffsetArg:$global_offset, GenX_ByteOffsetsArg:$offsets,
           GenX_LegacyPredArg:$pred));
  let results = (outs Res<GenX_AnyVector, "the data read">:$data);
  let hasVerifier = 1;
  let extraClassDefinition = GenX_ScaledVerifier<"getPred()">.body;
}

/// scatter[4].scaled[.predef.surface].
class GenX_ScaledScatterOp<GenX_ScaledElements elements,
                           GenX_LegacySurface surface>
    : GenX_IntrinsicOp<"scatter" # elements.name # ".scaled"
                           # surface.mnemonicSuffix, "None", "-Xe2"> {
  let summary = "scatter of " # elements.what # " to " # surface.what;
  let doc = elements.storeDoc;
  let arguments = !con((ins GenX_LegacyPredArg:$pred), elements.selector,
      (ins GenX_ScaleArg:$scale, surface.arg:$surface,
           GenX_GlobalOffsetArg:$global_offset, GenX_ByteOffsetsArg:$offsets,
           Arg<GenX_AnyVector, "the data to write">:$data));
  let hasVerifier = 1;
  let extraClassDefinition = GenX_ScaledVerifier<"getPred()">.body;
}

foreach elements = [GenX_ScaledBytes, GenX_ScaledChannels] in {
  def GenX_Gather # elements.name # ScaledOp
      : GenX_ScaledGatherOp<elements>;
  def GenX_Gather # elements.name # Scaled2Op
      : GenX_ScaledGather2Op<elements>;
  foreach surface = [GenX_BTISurface, GenX_PredefSurface] in {
    def GenX_Gather # elements.name # MaskedScaled2 # surface.nameSuffix # Op
        : GenX_MaskedScaledGather2Op<elements, surface>;
    def GenX_Scatter # elements.name # Scaled # surface.nameSuffix # Op
        : GenX_ScaledScatterOp<elements, surface>;
  }
}

//===----------------------------------------------------------------------===//
// Typed messages: channels of image pixels
//===----------------------------------------------------------------------===//

def GenX_ImageArg : Arg<GenX_Int, "the image: a binding-table index">;

def GenX_Gather4TypedOp : GenX_IntrinsicOp<"gather4.typed", "ReadMem", "-Xe2"> {
  let summary = "gather of 1 to 4 channels per lane from image pixels";
  let doc = [{
    Each enabled lane reads the enabled channels of the pixel at its
    coordinates; the result (i32 or f32) holds them channel by channel, and
    keeps `passthru` in the lanes the predicate disables. 8 or 16 lanes
    (the backend splits 16 into two messages of 8).
  }];
  let arguments = (ins GenX_ChannelMaskArg:$channel_mask,
      GenX_LegacyPredArg:$pred, GenX_ImageArg:$surface,
      Arg<GenX_AnyVector, "per-lane U (x) pixel coordinate, i32">:$u,
      Arg<GenX_SameAs<2>, "per-lane V (y) pixel coordinate">:$v,
      Arg<GenX_SameAs<2>, "per-lane R (z, or array index) pixel "
          "coordinate">:$r,
      GenX_LegacyPassthruArg:$passthru);
  let results = (outs Res<GenX_AnyVector, "the channels read">:$data);
  let hasVerifier = 1;
  let extraClassDefinition = GenX_ScaledVerifier<"getPred()", "getU()">.body;
}

def GenX_Scatter4TypedOp : GenX_IntrinsicOp<"scatter4.typed", "None", "-Xe2"> {
  let summary = "scatter of 1 to 4 channels per lane to image pixels";
  let doc = [{
    Each enabled lane writes the enabled channels of the pixel at its
    coordinates, from `data` (i32 or f32) laid out channel by channel. 8 or
    16 lanes (the backend splits 16 into two messages of 8).
  }];
  let arguments = (ins GenX_ChannelMaskArg:$channel_mask,
      GenX_LegacyPredArg:$pred, GenX_ImageArg:$surface,
      Arg<GenX_AnyVector, "per-lane U (x) pixel coordinate, i32">:$u,
      Arg<GenX_SameAs<1>, "per-lane V (y) pixel coordinate">:$v,
      Arg<GenX_SameAs<1>, "per-lane R (z, or array index) pixel "
          "coordinate">:$r,
      Arg<GenX_AnyVector, "the channels to write">:$data);
  let hasVerifier = 1;
  let extraClassDefinition = GenX_ScaledVerifier<"getPred()", "getU()">.body;
}

//===----------------------------------------------------------------------===//
// Oword block messages
//===----------------------------------------------------------------------===//

/// oword.ld[.unaligned][.predef.surface] (oword.ld itself is in GenXOps.td).
class GenX_OwordLoadOp<bit unaligned, GenX_LegacySurface surface>
    : GenX_IntrinsicOp<"oword.ld" # !if(unaligned, ".unaligned", "")
                           # surface.mnemonicSuffix, "ReadMem", "-Xe2"> {
  let summary = !if(unaligned, "dword-aligned ", "")
                # "block load of 1, 2, 4 or 8 owords from " # surface.what;
  let doc = [{
    Loads 16, 32, 64 or 128 consecutive bytes, the size of the result,
    from the surface at }] # !if(unaligned,
        "a dword-aligned byte offset.", "an oword-aligned offset.") # [{
    A result of fewer than 16 bytes gets the low bytes of one oword.
  }];
  let arguments = (ins
      Arg<GenX_ImmInt, "1 to read the modified-data copy of the surface "
          "(media), 0 otherwise">:$is_modified,
      surface.arg:$surface,
      Arg<GenX_Int, !if(unaligned,
          "where to read, in bytes from the surface start (a multiple of 4)",
          "where to read, in owords (16 bytes) from the surface "
          "start")>:$offset);
  let results = (outs Res<GenX_AnyVector, "the data read: 16, 32, 64 or "
                          "128 bytes">:$data);
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      if (getIsModified() < 0 || getIsModified() > 1)
        return emitOpError() << "is_modified must be 0 or 1, got "
                             << getIsModified();
      return ::mlir::genx::verifySurfaceOWordBlock(*this, getType(),
                                                   "result");
    }
  }];
}

def GenX_OwordLdPredefSurfaceOp : GenX_OwordLoadOp<0, GenX_PredefSurface>;
def GenX_OwordLdUnalignedOp : GenX_OwordLoadOp<1, GenX_BTISurface>;
def GenX_OwordLdUnalignedPredefSurfaceOp
    : GenX_OwordLoadOp<1, GenX_PredefSurface>;

def GenX_OwordStPredefSurfaceOp
    : GenX_IntrinsicOp<"oword.st.predef.surface", "None", "-Xe2"> {
  let summary = "block store of 1, 2, 4 or 8 owords to a predefined surface";
  let doc = [{
    Stores 16, 32, 64 or 128 consecutive bytes to a predefined surface at
    an oword-aligned offset. Data of fewer than 16 bytes, or an i1 mask, is
    written as one whole oword: the bytes beyond it get undefined values.
  }];
  let arguments = (ins GenX_PredefSurfaceArg:$surface,
      Arg<GenX_Int, "where to write, in owords (16 bytes) from the surface "
          "start">:$offset,
      Arg<GenX_AnyVector, "the data: 16, 32, 64 or 128 bytes">:$data);
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::genx::verifySurfaceOWordBlock(
          *this, getData().getType(), "data");
    }
  }];
}

//===----------------------------------------------------------------------===//
// Media block messages
//===----------------------------------------------------------------------===//

def GenX_MediaSurfaceArg : Arg<GenX_Int,
    "the media surface (a 2D image): a binding-table index">;
def GenX_MediaPlaneArg : Arg<GenX_ImmInt,
    "the plane of a planar surface format, 0 to 3: 0 for the first (e.g. "
    "Y of NV12), 1 for the second (its UV)">;
def GenX_MediaBlockWidthArg : Arg<GenX_ImmInt,
    "bytes per row of the block: 1 to 64 (32 before BDW); the number of "
    "rows follows from the data size">;
def GenX_MediaXArg : Arg<GenX_Int, "x of the block's top-left corner, in "
                                   "bytes">;
def GenX_MediaYArg : Arg<GenX_Int, "y of the block's top-left corner, in "
                                   "rows">;

def GenX_MediaLdOp : GenX_IntrinsicOp<"media.ld", "ReadMem", "-Xe2"> {
  let hasVerifier = 1;
  let summary = "read a 2D block from a media surface";
  let doc = [{
    Reads a block of `block_width` bytes by as many rows as the result
    holds. Each row takes the block width rounded up to a power of two (at
    least 4 bytes) in the result, which is at most 256 bytes.
  }];
  let arguments = (ins
      Arg<GenX_ImmInt, "vISA's MEDIA_LD modifier: 0 none, 1 modified, 2 top "
          "field, 3 bottom field, 4 modified top field, 5 modified bottom "
          "field">:$modifier,
      GenX_MediaSurfaceArg:$surface, GenX_MediaPlaneArg:$plane,
      GenX_MediaBlockWidthArg:$block_width, GenX_MediaXArg:$x,
      GenX_MediaYArg:$y);
  let results = (outs Res<GenX_AnyVector, "the block, row after row">:$data);
}

def GenX_MediaStOp : GenX_IntrinsicOp<"media.st", "None", "-Xe2"> {
  let hasVerifier = 1;
  let summary = "write a 2D block to a media surface";
  let doc = [{
    Writes a block of `block_width` bytes by as many rows as `data` holds,
    laid out as `media.ld` returns it (rows padded to a power of two of at
    least 4 bytes; at most 256 bytes).
  }];
  let arguments = (ins
      Arg<GenX_ImmInt, "vISA's MEDIA_ST modifier: 0 none, 2 top field, 3 "
          "bottom field">:$modifier,
      GenX_MediaSurfaceArg:$surface, GenX_MediaPlaneArg:$plane,
      GenX_MediaBlockWidthArg:$block_width, GenX_MediaXArg:$x,
      GenX_MediaYArg:$y,
      Arg<GenX_AnyVector, "the block, row after row">:$data);
}

def GenX_TransposeLdOp : GenX_IntrinsicOp<"transpose.ld", "ReadMem", "-Xe2"> {
  let summary = "read a 2D block from a media surface, transposed";
  let doc = [{
    Reads a block of 1, 2, 4 or 8 dwords by 1, 2, 4 or 8 rows and returns
    it transposed. The block is 2^`log2_block_width` dwords wide; its height
    follows from the size of the result, a multiple of the width.
  }];
  let arguments = (ins GenX_MediaSurfaceArg:$surface,
      Arg<GenX_ImmInt, "log2 of the block width in dwords: 0 to 3 for 1, 2, "
          "4 or 8">:$log2_block_width,
      Arg<GenX_Int, "x offset of the block in the surface (the reference "
          "gives no unit)">:$x,
      Arg<GenX_Int, "y offset of the block in the surface">:$y);
  let results = (outs Res<GenX_AnyVector,
                          "the block, transposed; i32 or f32">:$data);
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      int64_t log2Width = getLog2BlockWidth();
      if (log2Width < 0 || log2Width > 3)
        return emitOpError() << "log2_block_width must be 0 to 3 (1 to 8 "
                                "dwords), got " << log2Width;
      auto type = ::llvm::cast<::mlir::VectorType>(getType());
      if (type.getElementType().getIntOrFloatBitWidth() != 32)
        return emitOpError() << "reads dwords: its result " << type
                             << " must have 32-bit elements (i32 or f32)";
      int64_t width = int64_t(1) << log2Width;
      int64_t rows = type.getNumElements() / width;
      if (type.getNumElements() % width != 0 || rows > 8 ||
          !::llvm::isPowerOf2_64(rows))
        return emitOpError()
               << "result " << type << " is not a block " << width
               << " dwords wide of 1, 2, 4 or 8 rows";
      return ::mlir::success();
    }
  }];
}

//===----------------------------------------------------------------------===//
// Thread-private memory (CM internal)
//===----------------------------------------------------------------------===//

def GenX_PrivateBaseArg : Arg<GenX_AnyPtr, "the start of the private array">;
def GenX_PrivateOffsetsArg : Arg<GenX_AnyInt,
    "per-lane offset in elements from `base`; i32 lanes">;

def GenX_GatherPrivateOp : GenX_IntrinsicOp<"gather.private", "ReadMem"> {
  let summary = "gather from thread-private memory through a pointer";
  let doc = [{
    Each enabled lane reads the element at `base` plus its offset; the
    lanes the predicate disables keep `passthru`. 1, 8 or 16 lanes. Internal
    to the CM compiler: the backend lowers it, no vISA instruction has this
    form.
  }];
  let arguments = (ins GenX_LegacyPredArg:$pred, GenX_PrivateBaseArg:$base,
      GenX_PrivateOffsetsArg:$offsets, GenX_LegacyPassthruArg:$passthru);
  let results = (outs Res<GenX_AnyVector, "the elements read">:$data);
}

def GenX_ScatterPrivateOp : GenX_IntrinsicOp<"scatter.private", "None"> {
  let summary = "scatter to thread-private memory through a pointer";
  let doc = [{
    Each enabled lane writes its element of `data` at `base` plus its
    offset. 1, 8 or 16 lanes. Internal to the CM compiler: the backend
    lowers it, no vISA instruction has this form.
  }];
  let arguments = (ins GenX_LegacyPredArg:$pred, GenX_PrivateBaseArg:$base,
      GenX_PrivateOffsetsArg:$offsets,
      Arg<GenX_AnyVector, "the elements to write: the first one per "
          "lane are used">:$data);
}

#endif // GENX_INTRINSICS_DATAPORT_TD
