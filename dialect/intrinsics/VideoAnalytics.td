//===- VideoAnalytics.td - Video-analytics sampler messages -*- tablegen -*-===//
//
// The video-analytics (VA) functions of the media sampler: convolutions,
// erosion and dilation, min/max filters, centroids, local binary patterns,
// correlation search and flood fill. Each reads a block of the surface whose
// top-left pixel is at normalized coordinates (u, v) and returns the
// filtered block; the `va.hdc.*` forms write the block straight to a
// destination surface through the data port instead, and return nothing.
//
// The sampler and surface arguments are those of the sampler messages
// (Sampler.td). The mode immediates are plain immediates: the reference
// gives no values for them (the meanings quote vISA's where they are known).
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_VIDEOANALYTICS_TD
#define GENX_INTRINSICS_VIDEOANALYTICS_TD

//===----------------------------------------------------------------------===//
// Arguments shared by the messages
//===----------------------------------------------------------------------===//

def GenX_VAUArg : Arg<GenX_Float,
    "normalized x coordinate of the block's top-left pixel">;
def GenX_VAVArg : Arg<GenX_Float,
    "normalized y coordinate of the block's top-left pixel">;
def GenX_VAConvolveModeArg : Arg<GenX_ImmInt,
    "block shape (vISA: 0 16x4 pixels, 64 results; 2 16x1, 16 results)">;
def GenX_VAPixelSizeArg : Arg<GenX_ImmInt,
    "size of each pixel written to the destination surface">;
class GenX_VAMinMaxModeArg<Constraint type> : Arg<type,
    "which results (vISA: 0 minimum and maximum, 1 maximum only, 2 minimum "
    "only)">;
def GenX_VALBPModeArg : Arg<GenX_ImmInt,
    "which patterns (vISA: 0 both 3x3 and 5x5, 1 3x3, 2 5x5)">;
def GenX_VADisparityArg : Arg<GenX_Short,
    "horizontal disparity between the two patterns correlated">;

/// The (sampler,) surface and coordinates every sampler-side VA message
/// starts with.
class GenX_VASource<bit withSampler> {
  dag args = !con(!if(withSampler, (ins GenX_SamplerArg:$sampler), (ins)),
                  (ins GenX_SamplerSurfaceArg:$surface,
                       GenX_VAUArg:$u, GenX_VAVArg:$v));
}

/// A VA message. `args` are its arguments up to the destination; the
/// va.hdc.* form (`toSurface`) appends the destination surface and
/// position and has no result, the other form returns the block as `data`.
class GenX_VAOp<string mnemonic, bit toSurface, dag args, string what,
                string result = "">
    : GenX_IntrinsicOp<"va." # !if(toSurface, "hdc.", "") # mnemonic,
                       !if(toSurface, "None", "ReadMem")> {
  let summary = "video analytics: " # what
                # !if(toSurface, ", written straight to a surface", "");
  let arguments = !if(toSurface,
      !con(args, (ins
          Arg<GenX_Int, "the surface written: a binding-table "
              "index">:$dst_surface,
          Arg<GenX_Short, "x of the block's top-left pixel in the destination "
              "surface">:$dst_x,
          Arg<GenX_Short, "y of the block's top-left pixel in the destination "
              "surface">:$dst_y)),
      args);
  let results = !if(toSurface, (outs),
                    (outs Res<GenX_AnyInt, result>:$data));
}

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

foreach hdc = [0, 1] in
  def GenX_Va # !if(hdc, "Hdc", "") # Convolve2dOp
      : GenX_VAOp<"convolve2d", hdc, !con(GenX_VASource<1>.args, (ins
            Arg<GenX_ImmInt, "the return data format and the size of the "
                "input region">:$mode)),
          "2D convolution", "the filtered block: 64 i16 (16x4) or 16 i16 "
          "(16x1), as `mode` says"> {
    let doc = [{
    Convolves the block at (u, v) with the 2D kernel of the sampler state,
    one result per pixel of the block.
    }];
  }

foreach dir = [["horizontal", "Horizontal"], ["vertical", "Vertical"]] in {
  def GenX_Va1dConvolve # dir[1] # Op
      : GenX_VAOp<"1d.convolve." # dir[0], 0, !con(GenX_VASource<1>.args,
            (ins GenX_VAConvolveModeArg:$mode)),
          dir[0] # " 1D convolution", "the filtered block: 64 i16 (16x4) or "
          "16 i16 (16x1)"> {
    let doc = [{
    Convolves the block at (u, v) with the 1D kernel of the sampler state
    along one direction and returns one result per pixel.
    }];
  }
  def GenX_VaHdc1dConvolve # dir[1] # Op
      : GenX_VAOp<"1d.convolve." # dir[0], 1, !con(GenX_VASource<1>.args,
            (ins GenX_VAPixelSizeArg:$pixel_size)),
          dir[0] # " 1D convolution"> {
    let doc = [{
    Convolves the block at (u, v) with the 1D kernel of the sampler state
    along one direction and writes the results to the destination surface.
    }];
  }
}

def GenX_Va1pixelConvolveOp
    : GenX_VAOp<"1pixel.convolve", 0, !con(GenX_VASource<1>.args, (ins
          Arg<GenX_ImmInt, "block shape (vISA: 0 16x4, 2 16x1, 3 1x1)">:$mode,
          Arg<GenX_AnyInt, "the kernel's pixel offsets: a vector of 32 "
              "i16">:$offsets)),
        "single-pixel convolution", "the filtered block: 64 i16 or 16 i16, as "
        "`mode` says"> {
  let doc = [{
    Convolves each pixel of the block at (u, v) with the kernel of the
    sampler state, taking the kernel's pixels at `offsets` from it.
  }];
}

def GenX_VaHdc1pixelConvolveOp
    : GenX_VAOp<"1pixel.convolve", 1, !con(GenX_VASource<1>.args, (ins
          GenX_VAPixelSizeArg:$pixel_size,
          Arg<GenX_AnyInt, "the kernel's pixel offsets: a vector of 32 "
              "i16">:$offsets)),
        "single-pixel convolution"> {
  let doc = [{
    Convolves each pixel of the block at (u, v) with the kernel of the
    sampler state, taking the kernel's pixels at `offsets` from it, and
    writes the results to the destination surface.
  }];
}

def GenX_Va1pixelConvolve1x1modeOp
    : GenX_VAOp<"1pixel.convolve.1x1mode", 0, GenX_VASource<1>.args,
        "single-pixel convolution in 1x1 mode", "the filtered pixel's "
        "results"> {
  let doc = [{
    Single-pixel convolution in 1x1 mode: convolves the one pixel at (u, v)
    with the kernel of the sampler state; there is no offset list.
  }];
}

//===----------------------------------------------------------------------===//
// Erosion and dilation
//===----------------------------------------------------------------------===//

foreach op = [["erode", "Erode", "erosion", "minimum"],
              ["dilate", "Dilate", "dilation", "maximum"]] in {
  def GenX_Va # op[1] # Op
      : GenX_VAOp<op[0], 0, !con(GenX_VASource<1>.args, (ins
            Arg<GenX_ImmInt, "the return data format: the block shape (vISA: "
                "0 64x4, 1 32x4, 2 64x1, 3 32x1)">:$mode)),
          op[2], "the result block, packed in i32 elements"> {
    let doc = [{
    Morphological }] # op[2] # [{ of the block at (u, v) with the structuring
    element of the sampler state: each result is the }] # op[3] # [{ of the
    pixels the element covers.
    }];
  }
  def GenX_VaHdc # op[1] # Op
      : GenX_VAOp<op[0], 1, GenX_VASource<1>.args, op[2]> {
    let doc = [{
    Morphological }] # op[2] # [{ of the block at (u, v) with the structuring
    element of the sampler state, written to the destination surface.
    }];
  }
}

//===----------------------------------------------------------------------===//
// Min/max
//===----------------------------------------------------------------------===//

def GenX_VaMinmaxOp
    : GenX_VAOp<"minmax", 0, !con(GenX_VASource<0>.args,
          (ins GenX_VAMinMaxModeArg<GenX_Int>:$minmax_mode)),
        "minimum and maximum", "the minimum and maximum: 32 i8 or 16 i16, by "
        "the surface format"> {
  let doc = [{
    Returns the minimum and maximum of the pixels of the block at (u, v).
  }];
}

def GenX_VaMinmaxFilterOp
    : GenX_VAOp<"minmax.filter", 0, !con(GenX_VASource<1>.args, (ins
          Arg<GenX_ImmInt, "size of the block filtered (vISA: 0 16x4, 2 16x1, "
              "3 1x1)">:$output_size,
          Arg<GenX_ImmInt, "format of the values returned">:$return_format,
          GenX_VAMinMaxModeArg<GenX_Int>:$minmax_mode)),
        "min/max filter", "the filtered block: i8 or i16 elements, as the "
        "size and format say"> {
  let doc = [{
    Replaces each pixel of the block at (u, v) by the minimum and/or maximum
    of its neighbourhood, the filter size coming from the sampler state.
  }];
}

def GenX_VaHdcMinmaxFilterOp
    : GenX_VAOp<"minmax.filter", 1, !con(GenX_VASource<1>.args, (ins
          Arg<GenX_ImmInt, "format of the values written">:$return_format,
          GenX_VAMinMaxModeArg<GenX_ImmInt>:$minmax_mode)),
        "min/max filter"> {
  let doc = [{
    Replaces each pixel of the block at (u, v) by the minimum and/or maximum
    of its neighbourhood and writes the results to the destination surface.
  }];
}

//===----------------------------------------------------------------------===//
// Centroids
//===----------------------------------------------------------------------===//

/// va.centroid and va.bool.centroid: the reference calls the first argument
/// a sampler index; the backend encodes it as the surface.
def GenX_VACentroidSurfaceArg : Arg<GenX_Int,
    "the surface read: a binding-table index (the reference calls it a "
    "sampler index)">;

def GenX_VaCentroidOp : GenX_VAOp<"centroid", 0, (ins
        GenX_VACentroidSurfaceArg:$surface, GenX_VAUArg:$u, GenX_VAVArg:$v,
        Arg<GenX_Char, "height of the block, in rows">:$v_size),
    "centroid", "the centroid data: 32 i32"> {
  let doc = [{
    Computes the centroid data of the block at (u, v), `v_size` rows high.
  }];
}

def GenX_VaBoolCentroidOp : GenX_VAOp<"bool.centroid", 0, (ins
        GenX_VACentroidSurfaceArg:$surface, GenX_VAUArg:$u, GenX_VAVArg:$v,
        Arg<GenX_Char, "height of the block, in rows">:$v_size,
        Arg<GenX_Char, "width of the block, in pixels">:$h_size),
    "boolean centroid", "the centroid data: 16 i8 or 16 i16, by the "
    "surface format"> {
  let doc = [{
    Computes the centroid data of the set pixels of the binary block at
    (u, v), `v_size` rows by `h_size` pixels.
  }];
}

//===----------------------------------------------------------------------===//
// Local binary patterns and correlation
//===----------------------------------------------------------------------===//

foreach hdc = [0, 1] in {
  def GenX_Va # !if(hdc, "Hdc", "") # LbpCreationOp
      : GenX_VAOp<"lbp.creation", hdc, !con(GenX_VASource<0>.args,
            (ins GenX_VALBPModeArg:$mode)),
          "local binary pattern creation", "the patterns, one byte per pixel "
          "and pattern: 64 i8 for one pattern size, 128 i8 for both"> {
    let doc = [{
    Computes the local binary pattern of each pixel of the block at (u, v):
    one bit per neighbour, from the comparison of the neighbour with the
    pixel.
    }];
  }
  def GenX_Va # !if(hdc, "Hdc", "") # LbpCorrelationOp
      : GenX_VAOp<"lbp.correlation", hdc, !con(GenX_VASource<0>.args,
            (ins GenX_VADisparityArg:$disparity)),
          "local binary pattern correlation", "the correlation of each "
          "pixel: 64 i8"> {
    let doc = [{
    Correlates the local binary patterns of the block at (u, v) with those
    `disparity` pixels away horizontally.
    }];
  }
}

def GenX_VaCorrelationSearchOp : GenX_VAOp<"correlation.search", 0,
    !con(GenX_VASource<0>.args, (ins
        Arg<GenX_Float, "normalized vertical origin of the search "
            "window">:$v_origin,
        Arg<GenX_Float, "normalized horizontal origin of the search "
            "window">:$h_origin,
        Arg<GenX_Char, "width of the block correlated">:$x_size,
        Arg<GenX_Char, "height of the block correlated">:$y_size,
        Arg<GenX_Char, "positions searched along x">:$x_search_size,
        Arg<GenX_Char, "positions searched along y">:$y_search_size)),
    "correlation search", "the correlation at each search position, as "
    "i32"> {
  let doc = [{
    Correlates the block at (u, v) with the blocks at each position of the
    search window and returns the correlation values.
  }];
}

//===----------------------------------------------------------------------===//
// Flood fill
//===----------------------------------------------------------------------===//

def GenX_VaFloodFillOp : GenX_VAOp<"flood.fill", 0, (ins
        Arg<GenX_ImmChar, "1 to fill through 8-connected neighbours "
            "(diagonals too), 0 for 4-connected">:$eight_connected,
        Arg<GenX_AnyInt, "pixel mask along the horizontal direction: 10 "
            "i16">:$horizontal_mask,
        Arg<GenX_Short, "pixel mask along the vertical direction, left "
            "side">:$left_mask,
        Arg<GenX_Short, "pixel mask along the vertical direction, right "
            "side">:$right_mask,
        Arg<GenX_Short, "number of fill iterations">:$loop_count),
    "flood fill", "the filled mask: 8 i16"> {
  let doc = [{
    Runs `loop_count` steps of a flood fill on a binary pixel mask, growing
    it through 4- or 8-connected neighbours within the direction masks, and
    returns the resulting mask.
  }];
}

#endif // GENX_INTRINSICS_VIDEOANALYTICS_TD
