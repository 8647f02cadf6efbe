// The same Laplacian in OpenCL C: one work item per point, 16x16 groups.
// codequality: elements-per-item=1
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void laplace_2d(__global const float *in, __global float *out) {
  int x = get_global_id(0), y = get_global_id(1);
  const int p = 1026;
  float c = in[(y + 1) * p + x + 1];
  float n = in[y * p + x + 1], s = in[(y + 2) * p + x + 1];
  float w = in[(y + 1) * p + x], e = in[(y + 1) * p + x + 2];
  out[y * 1024 + x] = (n + s) + (w + e) - 4.0f * c;
}
