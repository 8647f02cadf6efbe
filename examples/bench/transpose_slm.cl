// OpenCL C baseline of transpose_slm.mlir: 16x16 work-groups, one work item
// per element, the tile transposed through local memory.
// codequality: elements-per-item=1
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void transpose_slm(__global const float *in, __global float *out, int n) {
  __local float tile[16][16];
  int lx = get_local_id(0), ly = get_local_id(1);
  int bx = get_group_id(0) * 16, by = get_group_id(1) * 16;
  tile[ly][lx] = in[(by + ly) * n + bx + lx];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[(bx + ly) * n + by + lx] = tile[lx][ly];
}
