// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: a warp's exclusive scan from its inclusive one. */
#ifndef WGC_SG_EXCL_H
#define WGC_SG_EXCL_H

#include <wgc/ops.h>
#include <wgc/sg.h>
#include <wgc/shfl_excl.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * __wgc_nvptx_excl_<op>(s, x, id), sg_excl.h's __WGC_SG_EXCL(op): the
 * exclusive scan from the inclusive
 * one s and the input x. Integer add subtracts (wrapping, exact) and xor takes
 * s ^ x (its own inverse); everything else moves s up one lane, lane 0
 * taking the identity id (shfl_excl.h).
 */
#define __WGC_EXCL_SHIFT(T, OP)                                                \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_excl_##OP(T s, T x,       \
                                                               T id) {         \
    return __wgc_shfl_excl_##OP(s, x, id);                                     \
  }
#define __WGC_EXCL_INVERSE(T, OP, INVERSE)                                     \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_excl_##OP(T s, T x,       \
                                                               T id) {         \
    return INVERSE;                                                            \
  }
#define __WGC_EXCL_INT(T, U)                                                   \
  __WGC_EXCL_INVERSE(T, add, as_##T((U)s - (U)x))                              \
  __WGC_EXCL_SHIFT(T, min)                                                     \
  __WGC_EXCL_SHIFT(T, max)                                                     \
  __WGC_EXCL_SHIFT(T, mul)                                                     \
  __WGC_EXCL_SHIFT(T, and)                                                     \
  __WGC_EXCL_SHIFT(T, or)                                                      \
  __WGC_EXCL_INVERSE(T, xor, s ^ x)
#define __WGC_EXCL_FP(T)                                                       \
  __WGC_EXCL_SHIFT(T, add)                                                     \
  __WGC_EXCL_SHIFT(T, min)                                                     \
  __WGC_EXCL_SHIFT(T, max)                                                     \
  __WGC_EXCL_SHIFT(T, mul)
__WGC_EXCL_INT(int, uint)
__WGC_EXCL_INT(uint, uint)
__WGC_EXCL_INT(long, ulong)
__WGC_EXCL_INT(ulong, ulong)
__WGC_EXCL_FP(float)
__WGC_EXCL_FP(double)
#ifdef cl_khr_fp16
__WGC_EXCL_FP(half)
#endif
#undef __WGC_EXCL_SHIFT
#undef __WGC_EXCL_INVERSE
#undef __WGC_EXCL_INT
#undef __WGC_EXCL_FP

#define __WGC_SG_EXCL(op) _WGC_XCAT(__wgc_nvptx_excl_, op)

#endif
