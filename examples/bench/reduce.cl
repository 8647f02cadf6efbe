// OpenCL C baseline of reduce.mlir: one work item per element, work-groups
// of 256 reduced by the OpenCL 2.0 built-in work_group_reduce_add; out[g] is
// the sum of the group's 256 elements.
// codequality: elements-per-item=1 options=-cl-std=CL2.0
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void reduce(__global const float *in, __global float *out) {
  float s = work_group_reduce_add(in[get_global_id(0)]);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = s;
}
