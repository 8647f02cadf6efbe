// The same transpose in OpenCL C through a 16x17 local tile, 16x16 groups.
// codequality: elements-per-item=1
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void transpose_tile_2d(__global const float *in, __global float *out) {
  __local float tile[16][17];
  int tx = get_local_id(0), ty = get_local_id(1);
  int x0 = get_group_id(0) * 16, y0 = get_group_id(1) * 16;
  tile[ty][tx] = in[(y0 + ty) * 1024 + x0 + tx];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[(x0 + ty) * 1024 + y0 + tx] = tile[tx][ty];
}
