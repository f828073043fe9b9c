// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The scalar types of the non-uniform sub-group functions, with limits. */
#ifndef WGC_SG_NU_TYPES_H
#define WGC_SG_NU_TYPES_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * __WGC_NU_TYPES(M, ARG) expands M(ARG, T, U, IS_FP, LOWEST, HIGHEST) for
 * every scalar type opencl-c.h gives the non-uniform functions (the types
 * of cl_khr_subgroup_extended_types and types.def): U is the unsigned
 * integer type of T's width, IS_FP 1 for a floating-point type.
 */
#define __WGC_NU_TYPES(M, ARG)                                                 \
  M(ARG, char, uchar, 0, CHAR_MIN, CHAR_MAX)                                   \
  M(ARG, uchar, uchar, 0, 0, UCHAR_MAX)                                        \
  M(ARG, short, ushort, 0, SHRT_MIN, SHRT_MAX)                                 \
  M(ARG, ushort, ushort, 0, 0, USHRT_MAX)                                      \
  M(ARG, int, uint, 0, INT_MIN, INT_MAX)                                       \
  M(ARG, uint, uint, 0, 0u, UINT_MAX)                                          \
  M(ARG, long, ulong, 0, LONG_MIN, LONG_MAX)                                   \
  M(ARG, ulong, ulong, 0, 0ul, ULONG_MAX)                                      \
  M(ARG, float, uint, 1, -INFINITY, INFINITY)                                  \
  M(ARG, double, ulong, 1, -INFINITY, INFINITY)                                \
  __WGC_NU_TYPES_HALF(M, ARG)

#ifdef cl_khr_fp16
#define __WGC_NU_TYPES_HALF(M, ARG) M(ARG, half, ushort, 1, -INFINITY, INFINITY)
#else
#define __WGC_NU_TYPES_HALF(M, ARG)
#endif

#endif
