// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* One kernel per collective, operator and type, for the AMD instruction
 * counts. */
#include <wgc/work_group_uniform_arithmetic.h>

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define ONE(FN, T)                                                             \
  __kernel void FN##_##T(__global T *io) {                                     \
    size_t i = get_global_id(0);                                               \
    io[i] = work_group_##FN(io[i]);                                            \
  }
#define OPERATOR(OP, T)                                                        \
  ONE(reduce_##OP, T)                                                          \
  ONE(scan_inclusive_##OP, T)                                                  \
  ONE(scan_exclusive_##OP, T)
/* add, min, max and mul exist for every type; and, or, xor for integers. */
#define ALL(T)                                                                 \
  OPERATOR(add, T) OPERATOR(min, T) OPERATOR(max, T) OPERATOR(mul, T)
#define BITWISE(T) OPERATOR(and, T) OPERATOR(or, T) OPERATOR(xor, T)
ALL(int)
ALL(uint)
ALL(long)
ALL(ulong)
ALL(float)
ALL(double)
ALL(half)
BITWISE(int)
BITWISE(uint)
BITWISE(long)
BITWISE(ulong)
