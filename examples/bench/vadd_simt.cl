// OpenCL C baseline of examples/bench/vadd_simt.mlir: one work item per
// element.
// codequality: elements-per-item=1
__kernel void vadd_simt(__global const int *a, __global const int *b,
                        __global int *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
