// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* cl_khr_subgroups as an app calls it, for subgroups_app.c: every work-item
 * writes its sub-group geometry and the results of the sub-group functions
 * over its sub-group. Work-items are numbered linearly in the work-group,
 * work-groups in the NDRange. */
#define GEO 6 /* uints of geometry per work-item */

kernel void sub_groups(global const int *a, global const uint *b,
                       global const long *c, global const float *f,
                       global const int *pred, global const uint *pick,
                       global uint *geo, global int *o_int,
                       global uint *o_uint, global long *o_long,
                       global float *o_float, local uint *slots) {
  size_t group = get_group_id(1) * get_num_groups(0) + get_group_id(0);
  size_t lid = get_local_id(1) * get_local_size(0) + get_local_id(0);
  size_t i = group * get_local_size(0) * get_local_size(1) + lid;
  uint size = get_sub_group_size(), max = get_max_sub_group_size();
  uint id = get_sub_group_id(), lane = get_sub_group_local_id();
  geo[GEO * i] = size;
  geo[GEO * i + 1] = max;
  geo[GEO * i + 2] = get_num_sub_groups();
  geo[GEO * i + 3] = get_enqueued_num_sub_groups();
  geo[GEO * i + 4] = id;
  geo[GEO * i + 5] = lane;
  o_int[3 * i] = sub_group_reduce_add(a[i]);
  o_int[3 * i + 1] = sub_group_scan_exclusive_max(a[i]);
  o_int[3 * i + 2] = sub_group_any(pred[i]) + 2 * sub_group_all(pred[i]);
  o_uint[4 * i] = sub_group_reduce_min(b[i]);
  o_uint[4 * i + 1] = sub_group_scan_exclusive_add(b[i]);
  o_uint[4 * i + 2] = sub_group_broadcast(b[i], pick[group] % size);
  o_long[2 * i] = sub_group_reduce_max(c[i]);
  o_long[2 * i + 1] = sub_group_scan_inclusive_add(c[i]);
  o_float[2 * i] = sub_group_reduce_max(f[i]);
  o_float[2 * i + 1] = sub_group_scan_inclusive_min(f[i]);
  /* Each lane reads its successor's slot after the sub-group barrier. */
  slots[id * max + lane] = b[i] ^ 0x5a5a5a5au;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  o_uint[4 * i + 3] = slots[id * max + (lane + 1) % size];
}
