// OpenCL C baseline of examples/upstream/transpose.mlir: each 64-element
// tile is an 8x8 matrix transposed in place; one work item per element.
// codequality: elements-per-item=1
__kernel void transpose(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  size_t tile = i / 64, r = (i / 8) % 8, c = i % 8;
  out[i] = in[tile * 64 + c * 8 + r];
}
