//===- VideoAnalytics.td -------------------------*- tablegen -*-===//
//
// TODO family description.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_VIDEOANALYTICS_TD
#define GENX_INTRINSICS_VIDEOANALYTICS_TD

def GenX_Va1dConvolveHorizontalOp : GenX_IntrinsicOp<"va.1d.convolve.horizontal", "ReadMem"> {
  let summary = "video analytics: horizontal 1D convolution";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Va1dConvolveVerticalOp : GenX_IntrinsicOp<"va.1d.convolve.vertical", "ReadMem"> {
  let summary = "video analytics: vertical 1D convolution";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Va1pixelConvolveOp : GenX_IntrinsicOp<"va.1pixel.convolve", "ReadMem"> {
  let summary = "video analytics: single-pixel convolution";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4, Arg<GenX_AnyInt, "">:$arg5);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_Va1pixelConvolve1x1modeOp : GenX_IntrinsicOp<"va.1pixel.convolve.1x1mode", "ReadMem"> {
  let summary = "video analytics: single-pixel convolution in 1x1 mode";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_VaBoolCentroidOp : GenX_IntrinsicOp<"va.bool.centroid", "ReadMem"> {
  let summary = "video analytics: boolean centroid";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Float, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Char, "">:$arg3, Arg<GenX_Char, "">:$arg4);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_VaCentroidOp : GenX_IntrinsicOp<"va.centroid", "ReadMem"> {
  let summary = "video analytics: centroid";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Float, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Char, "">:$arg3);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_VaConvolve2dOp : GenX_IntrinsicOp<"va.convolve2d", "ReadMem"> {
  let summary = "video analytics: 2D convolution";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_VaCorrelationSearchOp : GenX_IntrinsicOp<"va.correlation.search", "ReadMem"> {
  let summary = "video analytics: correlation search";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Float, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_Float, "">:$arg4, Arg<GenX_Char, "">:$arg5, Arg<GenX_Char, "">:$arg6, Arg<GenX_Char, "">:$arg7, Arg<GenX_Char, "">:$arg8);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_VaDilateOp : GenX_IntrinsicOp<"va.dilate", "ReadMem"> {
  let summary = "video analytics: dilation";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_VaErodeOp : GenX_IntrinsicOp<"va.erode", "ReadMem"> {
  let summary = "video analytics: erosion";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_VaFloodFillOp : GenX_IntrinsicOp<"va.flood.fill", "ReadMem"> {
  let summary = "video analytics: flood fill";
  let arguments = (ins Arg<GenX_ImmChar, "">:$arg0, Arg<GenX_AnyInt, "">:$arg1, Arg<GenX_Short, "">:$arg2, Arg<GenX_Short, "">:$arg3, Arg<GenX_Short, "">:$arg4);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_VaHdc1dConvolveHorizontalOp : GenX_IntrinsicOp<"va.hdc.1d.convolve.horizontal", "None"> {
  let summary = "video analytics: horizontal 1D convolution, written straight to a surface";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4, Arg<GenX_Int, "">:$arg5, Arg<GenX_Short, "">:$arg6, Arg<GenX_Short, "">:$arg7);
  let results = (outs);
}

def GenX_VaHdc1dConvolveVerticalOp : GenX_IntrinsicOp<"va.hdc.1d.convolve.vertical", "None"> {
  let summary = "video analytics: vertical 1D convolution, written straight to a surface";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4, Arg<GenX_Int, "">:$arg5, Arg<GenX_Short, "">:$arg6, Arg<GenX_Short, "">:$arg7);
  let results = (outs);
}

def GenX_VaHdc1pixelConvolveOp : GenX_IntrinsicOp<"va.hdc.1pixel.convolve", "None"> {
  let summary = "video analytics: single-pixel convolution, written straight to a surface";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4, Arg<GenX_AnyInt, "">:$arg5, Arg<GenX_Int, "">:$arg6, Arg<GenX_Short, "">:$arg7, Arg<GenX_Short, "">:$arg8);
  let results = (outs);
}

def GenX_VaHdcConvolve2dOp : GenX_IntrinsicOp<"va.hdc.convolve2d", "None"> {
  let summary = "video analytics: 2D convolution, written straight to a surface";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4, Arg<GenX_Int, "">:$arg5, Arg<GenX_Short, "">:$arg6, Arg<GenX_Short, "">:$arg7);
  let results = (outs);
}

def GenX_VaHdcDilateOp : GenX_IntrinsicOp<"va.hdc.dilate", "None"> {
  let summary = "video analytics: dilation, written straight to a surface";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_Short, "">:$arg5, Arg<GenX_Short, "">:$arg6);
  let results = (outs);
}

def GenX_VaHdcErodeOp : GenX_IntrinsicOp<"va.hdc.erode", "None"> {
  let summary = "video analytics: erosion, written straight to a surface";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_Short, "">:$arg5, Arg<GenX_Short, "">:$arg6);
  let results = (outs);
}

def GenX_VaHdcLbpCorrelationOp : GenX_IntrinsicOp<"va.hdc.lbp.correlation", "None"> {
  let summary = "video analytics: local binary pattern correlation, written straight to a surface";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Float, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Short, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_Short, "">:$arg5, Arg<GenX_Short, "">:$arg6);
  let results = (outs);
}

def GenX_VaHdcLbpCreationOp : GenX_IntrinsicOp<"va.hdc.lbp.creation", "None"> {
  let summary = "video analytics: local binary pattern creation, written straight to a surface";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Float, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_ImmInt, "">:$arg3, Arg<GenX_Int, "">:$arg4, Arg<GenX_Short, "">:$arg5, Arg<GenX_Short, "">:$arg6);
  let results = (outs);
}

def GenX_VaHdcMinmaxFilterOp : GenX_IntrinsicOp<"va.hdc.minmax.filter", "None"> {
  let summary = "video analytics: min/max filter, written straight to a surface";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4, Arg<GenX_ImmInt, "">:$arg5, Arg<GenX_Int, "">:$arg6, Arg<GenX_Short, "">:$arg7, Arg<GenX_Short, "">:$arg8);
  let results = (outs);
}

def GenX_VaLbpCorrelationOp : GenX_IntrinsicOp<"va.lbp.correlation", "ReadMem"> {
  let summary = "video analytics: local binary pattern correlation";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Float, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Short, "">:$arg3);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_VaLbpCreationOp : GenX_IntrinsicOp<"va.lbp.creation", "ReadMem"> {
  let summary = "video analytics: local binary pattern creation";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Float, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_ImmInt, "">:$arg3);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_VaMinmaxOp : GenX_IntrinsicOp<"va.minmax", "ReadMem"> {
  let summary = "video analytics: minimum and maximum";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Float, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Int, "">:$arg3);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

def GenX_VaMinmaxFilterOp : GenX_IntrinsicOp<"va.minmax.filter", "ReadMem"> {
  let summary = "video analytics: min/max filter";
  let arguments = (ins Arg<GenX_Int, "">:$arg0, Arg<GenX_Int, "">:$arg1, Arg<GenX_Float, "">:$arg2, Arg<GenX_Float, "">:$arg3, Arg<GenX_ImmInt, "">:$arg4, Arg<GenX_ImmInt, "">:$arg5, Arg<GenX_Int, "">:$arg6);
  let results = (outs Res<GenX_AnyInt, "">:$res);
}

#endif // GENX_INTRINSICS_VIDEOANALYTICS_TD
