// OpenCL C baseline of examples/upstream/vadd.mlir: one work item per element.
// codequality: elements-per-item=1
__kernel void vadd(__global const int *a, __global const int *b,
                   __global int *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
