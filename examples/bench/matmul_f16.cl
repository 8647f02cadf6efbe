// OpenCL C baseline of matmul_f16.mlir: C = A * B with half inputs (the
// Khronos cl_khr_fp16 extension) and float accumulation; one work item per
// element of C, a loop over k.
// codequality: elements-per-item=1 trips=64
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void matmul_f16(__global const half *a, __global const half *b,
                         __global float *c, int m, int n, int k) {
  int col = get_global_id(0);
  int row = get_global_id(1);
  float sum = 0.0f;
  for (int i = 0; i < k; ++i)
    sum += (float)a[row * k + i] * (float)b[i * n + col];
  c[row * n + col] = sum;
}
