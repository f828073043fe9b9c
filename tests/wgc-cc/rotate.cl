// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A kernel per type calling the cl_khr_subgroup_rotate functions, which
 * opencl-c.h declares where the extension's macro is defined: wgc-cc
 * defines it on every target with sub-groups (check_rotate.sh). */
#ifndef cl_khr_subgroup_rotate
#error cl_khr_subgroup_rotate is not defined
#endif

#define ROTATE(T)                                                              \
  kernel void rotate_##T(global T *p, int delta) {                             \
    size_t i = get_global_id(0);                                               \
    p[i] = sub_group_rotate(p[i], delta) +                                     \
           sub_group_clustered_rotate(p[i], delta, 4u);                        \
  }
ROTATE(char)
ROTATE(uchar)
ROTATE(short)
ROTATE(ushort)
ROTATE(int)
ROTATE(uint)
ROTATE(long)
ROTATE(ulong)
ROTATE(float)
ROTATE(double)
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
ROTATE(half)
#endif
