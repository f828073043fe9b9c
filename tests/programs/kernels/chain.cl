// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Collectives of several element types back to back, each on values derived
 * from one input, the last on the result of the first. */
#include "programs.h"

__kernel void chain(KERNEL_ARGS) {
  size_t i = item();
  int x = IN(int, 0);
  int a = work_group_scan_inclusive_add(x);
  long b = work_group_reduce_add((long)x * 3);
  uint c = work_group_scan_exclusive_max((uint)x ^ 0x55u);
  double d = work_group_scan_inclusive_add((double)(x & 1023));
  int e = work_group_reduce_min(a);
  OUT(int, 0) = a;
  OUT(long, 1) = b;
  OUT(uint, 2) = c;
  OUT(double, 3) = d;
  OUT(int, 4) = e;
}

/* The other types: float, half and ulong inputs, and a float sum of small
 * integers derived from the ulong input. */
__kernel void chain_fp(KERNEL_ARGS) {
  size_t i = item();
  ulong z = IN(ulong, 2);
  float f = work_group_scan_inclusive_min(IN(float, 0));
  half h = work_group_reduce_max(IN(half, 1));
  ulong u = work_group_scan_exclusive_add(z);
  float s = work_group_reduce_add((float)(uint)(z & 255));
  OUT(float, 0) = f;
  OUT(half, 1) = h;
  OUT(ulong, 2) = u;
  OUT(float, 3) = s;
}
