// The same gather in OpenCL C, one work item per element.
// codequality: elements-per-item=1
__kernel void gather_simt(__global const float *in, __global const int *idx,
                          __global float *out, ulong n) {
  size_t i = get_global_id(0);
  if (i < n)
    out[i] = in[idx[i]];
}
