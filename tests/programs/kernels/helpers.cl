// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Collectives inside static helper functions: a helper kept as a call, a
 * helper calling a helper, helpers called from two kernels. */
#include "programs.h"

/* noinline keeps the calls in the module: wgc-link must handle them. */
static __attribute__((noinline)) long scan_long(long x) {
  return work_group_scan_exclusive_add(x);
}

/* Calls a helper between collectives of its own. */
static __attribute__((noinline)) int max_and_scan(int x, long y,
                                                  __global long *scanned) {
  int m = work_group_reduce_max(x);
  *scanned = scan_long(y);
  return m;
}

/* Left to the compiler to inline. */
static float min_float(float x) { return work_group_scan_inclusive_min(x); }

__kernel void helpers_a(KERNEL_ARGS) {
  size_t i = item();
  OUT(int, 0) = max_and_scan(IN(int, 0), IN(long, 1), &OUT(long, 1));
  OUT(float, 2) = min_float(IN(float, 2));
}

__kernel void helpers_b(KERNEL_ARGS) {
  size_t i = item();
  OUT(long, 0) = scan_long(IN(long, 0));
  OUT(float, 1) = min_float(IN(float, 1));
  OUT(uint, 2) = work_group_reduce_add(IN(uint, 2));
  OUT(int, 3) = max_and_scan(IN(int, 3), IN(long, 4), &OUT(long, 4));
}
