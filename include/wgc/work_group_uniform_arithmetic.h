// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Declarations of the cl_khr_work_group_uniform_arithmetic functions. */
#ifndef WGC_WORK_GROUP_UNIFORM_ARITHMETIC_H
#define WGC_WORK_GROUP_UNIFORM_ARITHMETIC_H

/*
 * Include it (#include <wgc/work_group_uniform_arithmetic.h>, or -include on
 * the command line) to call work_group_{reduce,scan_inclusive,scan_exclusive}
 * of mul (int, uint, long, ulong, float, double, half), and, or, xor (int,
 * uint, long, ulong) and logical_and, logical_or, logical_xor (int), which
 * clang-15's opencl-c.h does not declare; the declarations match in
 * attributes and parameters what a newer clang might declare, so both may be
 * seen. half needs cl_khr_fp16, which this header enables where the compiler
 * supports it (as clang's opencl-c-base.h does), and double cl_khr_fp64 or
 * __opencl_c_fp64.
 *
 * Only the extension macro is defined here. The feature macro
 * __opencl_c_work_group_collective_functions belongs to the compiler: it
 * states that the device has all work-group functions (broadcast, any, all
 * and the add/min/max collectives too), and opencl-c.h has already read it
 * before any included header can define it, so defining it here would claim
 * declarations that never appear.
 */
#ifndef cl_khr_work_group_uniform_arithmetic
#define cl_khr_work_group_uniform_arithmetic 1
#endif

#define WGC_UA_FN __attribute__((overloadable, convergent))
#define WGC_UA_DECLARE_OP(T, OP)                                               \
  T WGC_UA_FN work_group_reduce_##OP(T);                                       \
  T WGC_UA_FN work_group_scan_inclusive_##OP(T);                               \
  T WGC_UA_FN work_group_scan_exclusive_##OP(T);
#define WGC_UA_DECLARE_INTEGER(T)                                              \
  WGC_UA_DECLARE_OP(T, mul)                                                    \
  WGC_UA_DECLARE_OP(T, and)                                                    \
  WGC_UA_DECLARE_OP(T, or)                                                     \
  WGC_UA_DECLARE_OP(T, xor)

WGC_UA_DECLARE_INTEGER(int)
WGC_UA_DECLARE_INTEGER(uint)
WGC_UA_DECLARE_INTEGER(long)
WGC_UA_DECLARE_INTEGER(ulong)
WGC_UA_DECLARE_OP(int, logical_and)
WGC_UA_DECLARE_OP(int, logical_or)
WGC_UA_DECLARE_OP(int, logical_xor)
WGC_UA_DECLARE_OP(float, mul)
#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)
WGC_UA_DECLARE_OP(double, mul)
#endif
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
WGC_UA_DECLARE_OP(half, mul)
#endif

#undef WGC_UA_DECLARE_INTEGER
#undef WGC_UA_DECLARE_OP
#undef WGC_UA_FN

#endif
