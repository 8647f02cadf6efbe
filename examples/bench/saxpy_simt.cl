// SAXPY in OpenCL C, one work item per element with a bounds check.
// codequality: elements-per-item=1
__kernel void saxpy_simt(float a, __global const float *x, __global float *y,
                         ulong n) {
  size_t i = get_global_id(0);
  if (i < n)
    y[i] = fma(a, x[i], y[i]);
}
