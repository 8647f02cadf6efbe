// The same sum in OpenCL C: a grid-stride loop, then a tree in local memory.
// codequality: elements-per-item=4 trips=4
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void reduce_simt(__global const float *in, __global float *out, int n) {
  __local float part[256];
  int tid = get_local_id(0);
  float acc = 0.0f;
  for (int j = get_global_id(0); j < n; j += get_global_size(0))
    acc += in[j];
  part[tid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = 128; s > 0; s >>= 1) {
    if (tid < s)
      part[tid] += part[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    out[get_group_id(0)] = part[0];
}
