//===- Sampler.td - Sampler, 3D sampler and AVS messages ---*- tablegen -*-===//
//
// Reads through the sampling engine: the media sampler's LOAD, SAMPLE and
// SAMPLE_UNORM, the 3D sampler's sample and load messages (whose payload is
// a list of up to 15 per-lane operands laid out by the sub-opcode), and the
// adaptive video scaler (AVS). A message names its sampler state by an index
// into the sampler table and its surface by a binding-table index; those two
// arguments, defined here, are shared with the video-analytics messages
// (VideoAnalytics.td).
//
// The channel masks stay plain immediates: bits 0-3 select the R, G, B and A
// channels (a set bit reads the channel, as in vISA), and SAMPLE_UNORM carries
// its output format in bits 4-5 of the same byte. The mode immediates (3D
// sub-opcodes, AVS output format and execution mode) are plain immediates too:
// the reference gives no values for them; the meanings list vISA's.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_SAMPLER_TD
#define GENX_INTRINSICS_SAMPLER_TD

//===----------------------------------------------------------------------===//
// Arguments shared by the sampler and video-analytics messages
//===----------------------------------------------------------------------===//

def GenX_SamplerArg : Arg<GenX_Int,
    "the sampler state: an index into the sampler table">;
def GenX_SamplerSurfaceArg : Arg<GenX_Int,
    "the surface read: a binding-table index">;
def GenX_SamplerChannelMaskArg : Arg<GenX_ImmInt,
    "channels read per pixel: bit 0 R, 1 G, 2 B, 3 A (a set bit reads the "
    "channel; at least one)">;

//===----------------------------------------------------------------------===//
// Media sampler: LOAD, SAMPLE, SAMPLE_UNORM
//===----------------------------------------------------------------------===//

def GenX_LoadOp : GenX_IntrinsicOp<"load", "ReadMem"> {
  let summary = "load pixels from a surface at integer coordinates (media "
                "sampler LOAD)";
  let doc = [{
    Reads the enabled channels of the pixel at each lane's (u, v, r)
    coordinates through the sampler, without filtering. 8 or 16 lanes; the
    result holds the enabled channels one after the other, each with one
    element per lane.
  }];
  let arguments = (ins GenX_SamplerChannelMaskArg:$channel_mask,
      GenX_SamplerSurfaceArg:$surface,
      Arg<GenX_AnyInt, "per-lane U (x) pixel address, unnormalized; 8 or 16 "
          "lanes">:$u,
      Arg<GenX_SameAs<1>, "per-lane V (y) pixel address">:$v,
      Arg<GenX_SameAs<1>, "per-lane R (z or array index) pixel "
          "address">:$r);
  let results = (outs Res<GenX_AnyVector, "the channels read, channel by "
                          "channel; i32 or float elements, lanes times "
                          "enabled channels of them (32 for SIMD8 before "
                          "BDW)">:$data);
}

def GenX_SampleOp : GenX_IntrinsicOp<"sample", "ReadMem"> {
  let summary = "sample a surface through a sampler (media sampler SAMPLE)";
  let doc = [{
    Samples the surface at each lane's normalized (u, v, r) coordinates with
    the filtering of the sampler state and returns the enabled channels. 8
    or 16 lanes; the result holds the enabled channels one after the other,
    each with one element per lane.
  }];
  let arguments = (ins GenX_SamplerChannelMaskArg:$channel_mask,
      GenX_SamplerArg:$sampler, GenX_SamplerSurfaceArg:$surface,
      Arg<GenX_AnyFloat, "per-lane normalized U (x) coordinate; 8 or 16 "
          "lanes">:$u,
      Arg<GenX_SameAs<1>, "per-lane normalized V (y) coordinate">:$v,
      Arg<GenX_SameAs<1>, "per-lane normalized R (z) coordinate">:$r);
  let results = (outs Res<GenX_AnyVector, "the channels read, channel by "
                          "channel; i32 or float elements, lanes times "
                          "enabled channels of them (32 for SIMD8 before "
                          "BDW)">:$data);
}

def GenX_SampleUnormOp : GenX_IntrinsicOp<"sample.unorm", "ReadMem"> {
  let summary = "sample a block of a UNORM surface (media sampler "
                "SAMPLE_UNORM)";
  let doc = [{
    Samples a block of pixels of a UNORM surface: pixel 0 at (u, v), the
    next ones `delta_u` and `delta_v` apart. The execution mask does not
    apply. The result holds the enabled channels one after the other.
  }];
  let arguments = (ins
      Arg<GenX_ImmInt, "bits 0-3: channels read (bit 0 R, 1 G, 2 B, 3 A; at "
          "least one); bits 4-5: output format (0 16-bit full, 1 16-bit "
          "chroma-downsampled, 2 8-bit full, 3 8-bit "
          "chroma-downsampled)">:$channel_mask,
      GenX_SamplerArg:$sampler, GenX_SamplerSurfaceArg:$surface,
      Arg<GenX_Float, "normalized x coordinate of pixel 0">:$u,
      Arg<GenX_Float, "normalized y coordinate of pixel 0">:$v,
      Arg<GenX_Float, "x coordinate step from one pixel to the next">:$delta_u,
      Arg<GenX_Float, "y coordinate step from one row to the next">:$delta_v);
  let results = (outs Res<GenX_AnyVector, "the channels read: 32 i16 per "
                          "enabled channel">:$data);
}

//===----------------------------------------------------------------------===//
// 3D sampler
//===----------------------------------------------------------------------===//

/// 3d.sample and 3d.load: operation, predicate, channels, texel offsets,
/// the state (`state`: sampler and surface, or the surface alone), then 15
/// payload operands whose meaning the operation fixes.
class GenX_3DSamplerOp<string verb, dag state, string opExamples>
    : GenX_IntrinsicOp<"3d." # verb, "ReadMem"> {
  let arguments = !con((ins
      Arg<GenX_ImmInt, "the 3D sampler operation, as vISA encodes it: bits "
          "0-4 the operation (" # opExamples # "), bit 5 pixel null mask, "
          "bit 6 CPS LOD compensation, bit 7 non-uniform sampler "
          "state">:$opcode,
      Arg<GenX_AnyVector, "lanes that take part, one i1 per lane; its width "
          "is the execution size (8 or 16)">:$pred,
      GenX_SamplerChannelMaskArg:$channel_mask,
      Arg<GenX_Short, "texel offsets added to the coordinates (aoffimmi), "
          "4-bit signed each: bits 0-3 r, 4-7 v, 8-11 u">:$texel_offsets),
      state,
      !dag(ins, !foreach(i, !range(15), Arg<GenX_AnyVector,
               "payload operand " # i # ": one element per lane, its meaning "
               "fixed by the operation; undef when unused">),
           !foreach(i, !range(15), "payload" # i)));
  let results = (outs Res<GenX_AnyVector, "the enabled channels, channel by "
                          "channel, one element per lane">:$data);
}

def GenX_X3dSampleOp
    : GenX_3DSamplerOp<"sample",
          (ins GenX_SamplerArg:$sampler, GenX_SamplerSurfaceArg:$surface),
          "sample, sample_b, sample_l, sample_c, sample_d, sample_lz..."> {
  let summary = "sample a 3D-pipeline surface through a sampler with "
                "filtering";
  let doc = [{
    Issues a 3D sampler message: the operation in `opcode` reads the enabled
    channels at each enabled lane's coordinates, computing the level of
    detail, bias, reference comparison or gradients as it requires. The
    payload operands, f32 or f16 vectors, carry the per-lane parameters in
    the order vISA's 3D_SAMPLE gives for the operation (sample: u, v, r, ai;
    sample_l: lod, u, v, r, ai; sample_c: ref, u, v, r, ai...); trailing
    unused ones are undef and read as 0.
  }];
}

def GenX_X3dLoadOp
    : GenX_3DSamplerOp<"load", (ins GenX_SamplerSurfaceArg:$surface),
          "ld, ld_lz, ld2dms_w, ld_mcs"> {
  let summary = "load texels from a 3D sampler surface without filtering";
  let doc = [{
    Issues a 3D sampler load: each enabled lane reads the enabled channels of
    the texel at its integer address, with no sampler state and no
    filtering. The payload operands carry the per-lane parameters in the
    order vISA's 3D_LOAD gives for the operation (ld: u, v, lod, r; ld_lz:
    u, v, r; ld_mcs: u, v, r, lod...); trailing unused ones are undef and
    read as 0.
  }];
}

//===----------------------------------------------------------------------===//
// Adaptive video scaler
//===----------------------------------------------------------------------===//

def GenX_AvsOp : GenX_IntrinsicOp<"avs", "ReadMem"> {
  let summary = "adaptive video scaler sampling";
  let doc = [{
    Reads a block of pixels through the adaptive video scaler (sample_8x8):
    pixel 0 at (u, v), the others `delta_u`/`delta_v` apart, the steps
    themselves changing by `u2d`/`v2d` per pixel for non-linear scaling.
    What is returned depends on `channel_mask`, `output_format`,
    `exec_mode` and whether the sampler state enables output shuffle. The
    execution mask does not apply.
  }];
  let arguments = (ins GenX_SamplerChannelMaskArg:$channel_mask,
      GenX_SamplerArg:$sampler, GenX_SamplerSurfaceArg:$surface,
      Arg<GenX_Float, "normalized x coordinate of pixel 0 of the group">:$u,
      Arg<GenX_Float, "normalized y coordinate of pixel 0 of the group">:$v,
      Arg<GenX_Float, "x coordinate step between adjacent pixels">:$delta_u,
      Arg<GenX_Float, "y coordinate step between adjacent pixels">:$delta_v,
      Arg<GenX_Float, "change of `delta_u` from one pixel to the next along "
          "x">:$u2d,
      Arg<GenX_Int, "group of messages the hardware may reorder together; "
          "they must share surface, sampler and coordinates">:$group_id,
      Arg<GenX_Int, "which 16x4 block of the group this is, counted down "
          "from pixel 0 in rows of 4">:$vertical_block_number,
      Arg<GenX_ImmInt, "output format (vISA: 0 16-bit full, 1 16-bit "
          "chroma-downsampled, 2 8-bit full, 3 8-bit "
          "chroma-downsampled)">:$output_format,
      Arg<GenX_Float, "change of `delta_v` from one pixel to the next along "
          "y">:$v2d,
      Arg<GenX_ImmInt, "pixels returned (vISA: 0 16x4, 1 8x4, 2 16x8, 3 "
          "4x4)">:$exec_mode,
      Arg<GenX_Char, "image enhancement filter (IEF) bypass control, in bit "
          "0">:$ief_bypass);
  let results = (outs Res<GenX_AnyVector, "the pixels read, channel by "
                          "channel">:$data);
}

#endif // GENX_INTRINSICS_SAMPLER_TD
