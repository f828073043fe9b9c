// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Collectives inside helpers with external linkage, as a program split over
 * several files has them; one calls the other, both serve two kernels. */
#include "programs.h"

int ext_reduce_max(int x) { return work_group_reduce_max(x); }

ulong ext_scan(ulong x, int y, __global int *max_y) {
  *max_y = ext_reduce_max(y);
  return work_group_scan_inclusive_add(x);
}

__kernel void extern_a(KERNEL_ARGS) {
  size_t i = item();
  OUT(int, 0) = ext_reduce_max(IN(int, 0));
  OUT(ulong, 1) = ext_scan(IN(ulong, 1), IN(int, 2), &OUT(int, 2));
}

__kernel void extern_b(KERNEL_ARGS) {
  size_t i = item();
  OUT(ulong, 0) = ext_scan(IN(ulong, 0), IN(int, 1), &OUT(int, 1));
}
