// OpenCL C baseline of examples/upstream/matmul.mlir (A given transposed,
// At is K x M): one work item per element of C, a loop over k.
// codequality: elements-per-item=1 trips=64
__kernel void matmul(__global const float *at, __global const float *b,
                     __global float *c, int m, int n, int k) {
  int col = get_global_id(0);
  int row = get_global_id(1);
  float sum = 0.0f;
  for (int i = 0; i < k; ++i)
    sum += at[i * m + row] * b[i * n + col];
  c[row * n + col] = sum;
}
