// OpenCL C baseline of examples/upstream/saxpy.mlir: one work item per element.
// codequality: elements-per-item=1
__kernel void saxpy(float alpha, __global const float *x, __global float *y) {
  size_t i = get_global_id(0);
  y[i] = alpha * x[i] + y[i];
}
