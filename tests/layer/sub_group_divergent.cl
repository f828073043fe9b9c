// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Sub-group functions that only some of a work-group's sub-groups reach,
 * which cl_khr_subgroups allows (every work-item of a sub-group reaches
 * them), for sub_group_divergent_app.c: sub-group 0 reverses its values
 * through a sub_group_barrier, in local or in global memory, and the even
 * sub-groups sum theirs; the others negate theirs. Every work-item writes
 * its sub-group id, local id and size to geo. */
#define SLOTS 256 /* work-items of the largest work-group the app runs */

kernel void local_barrier(global const int *in, global int *geo,
                          global int *out) {
  local int tmp[SLOTS];
  size_t gid = get_global_id(0);
  int size = get_sub_group_size(), lane = get_sub_group_local_id();
  geo[3 * gid] = get_sub_group_id();
  geo[3 * gid + 1] = lane;
  geo[3 * gid + 2] = size;
  if (get_sub_group_id() == 0) {
    tmp[lane] = in[gid];
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
    out[gid] = tmp[size - 1 - lane];
  } else {
    out[gid] = -in[gid];
  }
}

/* tmp holds get_max_sub_group_size() ints per work-group. */
kernel void global_barrier(global const int *in, global int *geo,
                           global int *out, global int *tmp) {
  size_t gid = get_global_id(0);
  int size = get_sub_group_size(), lane = get_sub_group_local_id();
  size_t base = get_group_id(0) * get_max_sub_group_size();
  geo[3 * gid] = get_sub_group_id();
  geo[3 * gid + 1] = lane;
  geo[3 * gid + 2] = size;
  if (get_sub_group_id() == 0) {
    tmp[base + lane] = in[gid];
    sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
    out[gid] = tmp[base + size - 1 - lane];
  } else {
    out[gid] = -in[gid];
  }
}

kernel void even_reduce(global const int *in, global int *geo,
                        global int *out) {
  size_t gid = get_global_id(0);
  geo[3 * gid] = get_sub_group_id();
  geo[3 * gid + 1] = get_sub_group_local_id();
  geo[3 * gid + 2] = get_sub_group_size();
  if (get_sub_group_id() % 2 == 0)
    out[gid] = sub_group_reduce_add(in[gid]);
  else
    out[gid] = -in[gid];
}
