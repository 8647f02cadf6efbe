// OpenCL C baseline of examples/upstream/blur.mlir: 3x3 box blur, `in` has
// rows of width + 2 elements; one work item per output element, the sum
// taken in the same order.
// codequality: elements-per-item=1
__kernel void blur(__global const float *in, __global float *out, int width) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  int pitch = width + 2;
  const __global float *r0 = in + y * pitch + x;
  const __global float *r1 = r0 + pitch;
  const __global float *r2 = r1 + pitch;
  float s = r0[0] + r0[1] + r0[2] + r1[0] + r1[1] + r1[2] + r2[0] + r2[1] + r2[2];
  out[y * width + x] = s * 0.111111112f;
}
