// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Kernels for check_reqd_size.sh: ATTR256, ATTR3D, ATTR1000, ATTR1024 and
 * ATTRBIG are either reqd_work_group_size attributes or nothing (-D). */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

/* Called by a sized and an unsized kernel: keeps its %ntid read. */
__attribute__((noinline)) uint shared_size(void) {
  return (uint)get_local_size(0);
}

/* Called by two kernels of different sizes: keeps its %ntid read. */
__attribute__((noinline)) uint two_sizes(void) {
  return (uint)get_local_size(0);
}

/* Called by red256 only: folded with it. */
__attribute__((noinline)) uint only_sized(void) {
  return (uint)get_local_size(0) * 3u;
}

ATTR256 kernel void red256(global int *io, global double *d) {
  size_t g = get_global_id(0);
  io[g] = work_group_reduce_add(io[g]) + shared_size() + only_sized() +
          two_sizes();
  d[g] = work_group_scan_inclusive_add(d[g]) +
         work_group_scan_exclusive_add(d[g]);
}

ATTR3D kernel void red3d(global int *io) {
  size_t g = get_global_id(0) + get_global_id(1) * 64 +
             get_global_id(2) * 256;
  io[g] = work_group_reduce_add(io[g]) + (int)get_local_linear_id() +
          two_sizes();
}

kernel void plain(global int *io, global double *d) {
  size_t g = get_global_id(0);
  io[g] = work_group_reduce_add(io[g]) + shared_size();
  d[g] = work_group_scan_inclusive_add(d[g]) +
         work_group_scan_exclusive_add(d[g]);
}

/* A kernel applying one collective F to io in place. */
#define IN_PLACE(ATTR, NAME, T, F)                                             \
  ATTR kernel void NAME(global T *io) {                                        \
    size_t g = get_global_id(0);                                               \
    io[g] = F(io[g]);                                                          \
  }

/* A size no CUDA block can have: left alone. */
IN_PLACE(ATTRBIG, too_big, int, work_group_reduce_add)

/* An int scan: raked only where the size is a compile-time constant. */
IN_PLACE(ATTR256, scan256, int, work_group_scan_inclusive_add)

/* A long reduce of 1024 items: raked in the larger array only where the
 * size is a compile-time constant. */
IN_PLACE(ATTR1024, red1024, long, work_group_reduce_add)

/* The same at 1000 items, no multiple of the warp: the rows common to all
 * lanes unroll, the partial row apart. */
IN_PLACE(ATTR1000, red1000, long, work_group_reduce_add)

/* A half min scan of 128 items, on integer keys: raked, by half's rule,
 * only where the size is a compile-time constant. */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
IN_PLACE(ATTR128, hmin128, half, work_group_scan_exclusive_min)
