/* Conformance kernels: every collective over type T, alone and combined. */
#ifdef WGC_TEST_HALF
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/* Element of this work-item: work-groups are contiguous, in group order. */
static size_t item(void) {
  size_t groups_x = get_num_groups(0), groups_y = get_num_groups(1);
  size_t group = (get_group_id(2) * groups_y + get_group_id(1)) * groups_x +
                 get_group_id(0);
  size_t lsize = get_local_size(0) * get_local_size(1) * get_local_size(2);
  size_t lid = (get_local_id(2) * get_local_size(1) + get_local_id(1)) *
                   get_local_size(0) +
               get_local_id(0);
  return group * lsize + lid;
}

#define ONE(FN)                                                                \
  __kernel void k_##FN(__global const T *in, __global T *out) {                \
    size_t i = item();                                                         \
    out[i] = work_group_##FN(in[i]);                                           \
  }
ONE(reduce_add)
ONE(reduce_min)
ONE(reduce_max)
ONE(scan_inclusive_add)
ONE(scan_inclusive_min)
ONE(scan_inclusive_max)
ONE(scan_exclusive_add)
ONE(scan_exclusive_min)
ONE(scan_exclusive_max)

/* All nine collectives back to back on the same value; output plane p holds
 * collective p in the order reduce, inclusive scan, exclusive scan, each as
 * add, min, max. */
__kernel void k_all(__global const T *in, __global T *out, uint n) {
  size_t i = item();
  T x = in[i];
  out[i] = work_group_reduce_add(x);
  out[n + i] = work_group_reduce_min(x);
  out[2 * n + i] = work_group_reduce_max(x);
  out[3 * n + i] = work_group_scan_inclusive_add(x);
  out[4 * n + i] = work_group_scan_inclusive_min(x);
  out[5 * n + i] = work_group_scan_inclusive_max(x);
  out[6 * n + i] = work_group_scan_exclusive_add(x);
  out[7 * n + i] = work_group_scan_exclusive_min(x);
  out[8 * n + i] = work_group_scan_exclusive_max(x);
}

/* Four different collectives back to back on the same value; outputs are
 * four planes of n elements. */
__kernel void k_mixed(__global const T *in, __global T *out, uint n) {
  size_t i = item();
  T x = in[i];
  out[i] = work_group_reduce_add(x);
  out[n + i] = work_group_scan_inclusive_max(x);
  out[2 * n + i] = work_group_scan_exclusive_add(x);
  out[3 * n + i] = work_group_reduce_min(x);
}

/* The same collective twice in a row on the same value. */
__kernel void k_twice(__global const T *in, __global T *out, uint n) {
  size_t i = item();
  T x = in[i];
  T a = work_group_scan_exclusive_min(x);
  T b = work_group_scan_exclusive_min(x);
  out[i] = a;
  out[n + i] = b;
}

/* A loop of reductions and scans over `rounds` planes of input. */
__kernel void k_loop(__global const T *in, __global T *out, uint n,
                     uint rounds) {
  size_t i = item();
  for (uint r = 0; r < rounds; ++r) {
    out[2 * r * n + i] = work_group_reduce_max(in[r * n + i]);
    out[(2 * r + 1) * n + i] = work_group_scan_inclusive_add(in[r * n + i]);
  }
}
