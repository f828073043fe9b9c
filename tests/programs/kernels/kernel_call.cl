// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A kernel calling another kernel, with collectives in both; the callees
 * are launched on their own too. */
#include "programs.h"

/* noinline keeps the kernel call in the module. */
__attribute__((noinline)) __kernel void callee(KERNEL_ARGS) {
  size_t i = item();
  OUT(long, 0) = work_group_scan_exclusive_add(IN(long, 0));
}

__kernel void caller(KERNEL_ARGS) {
  size_t i = item();
  int m = work_group_reduce_max(IN(int, 1));
  callee(in, out, n, seed);
  OUT(int, 1) = m;
  OUT(uint, 2) = work_group_scan_inclusive_min(IN(uint, 2));
}

/* Left to the compiler to inline. */
__kernel void callee_inline(KERNEL_ARGS) {
  size_t i = item();
  OUT(double, 0) = work_group_reduce_add(IN(double, 0));
}

__kernel void caller_inline(KERNEL_ARGS) {
  size_t i = item();
  half h = work_group_scan_exclusive_max(IN(half, 1));
  callee_inline(in, out, n, seed);
  OUT(half, 1) = h;
}
