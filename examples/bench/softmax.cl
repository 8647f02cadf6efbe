// OpenCL C baseline of softmax.mlir: one work item per row of n floats
// (n = 64 in the benchmark), three passes over the row: the maximum, the
// exponentials (stored) and their sum, the normalization.
// codequality: elements-per-item=64 trips=64
__kernel void softmax(__global const float *in, __global float *out, int n) {
  size_t r = get_global_id(0);
  const __global float *x = in + r * n;
  __global float *y = out + r * n;
  float m = x[0];
  for (int j = 1; j < n; ++j)
    m = fmax(m, x[j]);
  float s = 0.0f;
  for (int j = 0; j < n; ++j) {
    float e = exp(x[j] - m);
    y[j] = e;
    s += e;
  }
  for (int j = 0; j < n; ++j)
    y[j] = y[j] / s;
}
