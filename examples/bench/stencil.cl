// OpenCL C baseline of stencil.mlir: 5-point stencil, `in` has rows of
// width + 2 elements; one work item per output element.
// codequality: elements-per-item=1
__kernel void stencil(__global const float *in, __global float *out, int width) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  int pitch = width + 2;
  const __global float *p = in + (y + 1) * pitch + x + 1;
  float n = p[-pitch], s = p[pitch], w = p[-1], e = p[1];
  out[y * width + x] = p[0] * 0.5f + (n + s + w + e) * 0.125f;
}
