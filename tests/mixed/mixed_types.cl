// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Collectives of different element types back to back, without barriers. */

/* Element of this work-item: work-groups are contiguous, in group order. */
static size_t item(void) {
  size_t group = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) *
                     get_num_groups(0) +
                 get_group_id(0);
  size_t lsize = get_local_size(0) * get_local_size(1) * get_local_size(2);
  size_t lid = (get_local_id(2) * get_local_size(1) + get_local_id(1)) *
                   get_local_size(0) +
               get_local_id(0);
  return group * lsize + lid;
}

/* A 4-byte scan, an 8-byte reduce, a 4-byte scan, an 8-byte scan and a
 * 4-byte reduce of the first result: each collective's scratch stores can
 * meet the bytes that the previous one of another size still reads. */
__kernel void mixed_types(__global const int *in, __global int *a,
                          __global long *b, __global uint *c,
                          __global double *d, __global int *e) {
  size_t i = item();
  int x = in[i];
  int sa = work_group_scan_inclusive_add(x);
  long sb = work_group_reduce_add((long)x * 3);
  uint sc = work_group_scan_exclusive_max((uint)x ^ 0x55u);
  double sd = work_group_scan_inclusive_add((double)(x & 1023));
  int se = work_group_reduce_min(sa);
  a[i] = sa;
  b[i] = sb;
  c[i] = sc;
  d[i] = sd;
  e[i] = se;
}
