/* One kernel per collective and type, for the AMD instruction counts. */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define ONE(FN, T)                                                             \
  __kernel void FN##_##T(__global T *io) {                                     \
    size_t i = get_global_id(0);                                               \
    io[i] = work_group_##FN(io[i]);                                            \
  }
#define ALL(T)                                                                 \
  ONE(reduce_add, T)                                                           \
  ONE(reduce_min, T)                                                           \
  ONE(reduce_max, T)                                                           \
  ONE(scan_inclusive_add, T)                                                   \
  ONE(scan_inclusive_min, T)                                                   \
  ONE(scan_inclusive_max, T)                                                   \
  ONE(scan_exclusive_add, T)                                                   \
  ONE(scan_exclusive_min, T)                                                   \
  ONE(scan_exclusive_max, T)
ALL(int)
ALL(uint)
ALL(long)
ALL(ulong)
ALL(float)
ALL(double)
ALL(half)
