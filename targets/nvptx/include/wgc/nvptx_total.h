// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: a warp's total, valid at least in its first lane. */
#ifndef WGC_NVPTX_TOTAL_H
#define WGC_NVPTX_TOTAL_H

#include <wgc/nvptx.h>
#include <wgc/nvptx_steps.h>
#include <wgc/sg.h>

/*
 * __wgc_nvptx_total_<op>(x): the warp's total, valid at least in lane 0,
 * for the partials of the work-group reduce and of the partials hook.
 * Floating-point add and mul and double min and max take the tree of
 * sg_reduce.inc without its broadcast; the rest take the warp reduce
 * (redux.sync for 32-bit integer add, min, max, and, or and xor and the
 * keys of float and half min and max on sm_80; the 64-bit integer
 * butterfly, as many steps as the tree).
 */
#define __WGC_NVPTX_TOTAL(T, OP)                                               \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_total_##OP(T x) {         \
    return __wgc_sg_reduce_##OP(x);                                            \
  }
#define __WGC_NVPTX_TOTAL_TREE(T, OP)                                          \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_total_##OP(T x) {         \
    for (uint d = WGC_NVPTX_WARP >> 1; d > 0; d >>= 1)                         \
      x = __wgc_nvptx_down_##OP(x, d);                                         \
    return x;                                                                  \
  }
#define __WGC_NVPTX_TOTALS_INT(T)                                              \
  __WGC_NVPTX_TOTAL(T, add)                                                    \
  __WGC_NVPTX_TOTAL(T, min)                                                    \
  __WGC_NVPTX_TOTAL(T, max)                                                    \
  __WGC_NVPTX_TOTAL(T, mul)                                                    \
  __WGC_NVPTX_TOTAL(T, and)                                                    \
  __WGC_NVPTX_TOTAL(T, or)                                                     \
  __WGC_NVPTX_TOTAL(T, xor)
#define __WGC_NVPTX_TOTALS_FP(T, MINMAX)                                       \
  __WGC_NVPTX_TOTAL_TREE(T, add)                                               \
  MINMAX(T, min)                                                               \
  MINMAX(T, max)                                                               \
  __WGC_NVPTX_TOTAL_TREE(T, mul)
__WGC_NVPTX_TOTALS_INT(int)
__WGC_NVPTX_TOTALS_INT(uint)
__WGC_NVPTX_TOTALS_INT(long)
__WGC_NVPTX_TOTALS_INT(ulong)
__WGC_NVPTX_TOTALS_FP(float, __WGC_NVPTX_TOTAL)
__WGC_NVPTX_TOTALS_FP(double, __WGC_NVPTX_TOTAL_TREE)
#ifdef cl_khr_fp16
__WGC_NVPTX_TOTALS_FP(half, __WGC_NVPTX_TOTAL)
#endif

/*
 * __wgc_nvptx_first_<op>(x): the same for sub-group 0 of the raking
 * composition and the warps of the sub-group composition of the work-group
 * reduce (rake.h's WGC_RAKE_SG_TOTAL, compose_reduce.inc's
 * WGC_COMPOSE_SG_TOTAL), but the warp reduce, broadcast included, for half
 * add and mul: with a run-time work-group size the tree without the
 * broadcast measured 0.68-0.80x as fast for half add at 128-1024 items
 * (the code around it differs; not separated), and taken only where the
 * size is a constant still 0.96-0.97x at 96-512, against 1.02-1.13x in the
 * float and double reduces.
 */
#define __WGC_NVPTX_FIRST(T, OP)                                               \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_first_##OP(T x) {         \
    return __wgc_nvptx_total_##OP(x);                                          \
  }
#define __WGC_NVPTX_FIRST_SG(T, OP)                                            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_first_##OP(T x) {         \
    return __wgc_sg_reduce_##OP(x);                                            \
  }
#define __WGC_NVPTX_FIRSTS(T, ADD)                                             \
  ADD(T, add)                                                                  \
  __WGC_NVPTX_FIRST(T, min)                                                    \
  __WGC_NVPTX_FIRST(T, max)                                                    \
  ADD(T, mul)
#define __WGC_NVPTX_FIRSTS_BITWISE(T)                                          \
  __WGC_NVPTX_FIRSTS(T, __WGC_NVPTX_FIRST)                                     \
  __WGC_NVPTX_FIRST(T, and)                                                    \
  __WGC_NVPTX_FIRST(T, or)                                                     \
  __WGC_NVPTX_FIRST(T, xor)
__WGC_NVPTX_FIRSTS_BITWISE(int)
__WGC_NVPTX_FIRSTS_BITWISE(uint)
__WGC_NVPTX_FIRSTS_BITWISE(long)
__WGC_NVPTX_FIRSTS_BITWISE(ulong)
__WGC_NVPTX_FIRSTS(float, __WGC_NVPTX_FIRST)
__WGC_NVPTX_FIRSTS(double, __WGC_NVPTX_FIRST)
#ifdef cl_khr_fp16
__WGC_NVPTX_FIRSTS(half, __WGC_NVPTX_FIRST_SG)
#endif

#undef __WGC_NVPTX_FIRST
#undef __WGC_NVPTX_FIRST_SG
#undef __WGC_NVPTX_FIRSTS
#undef __WGC_NVPTX_FIRSTS_BITWISE
#undef __WGC_NVPTX_TOTAL
#undef __WGC_NVPTX_TOTAL_TREE
#undef __WGC_NVPTX_TOTALS_INT
#undef __WGC_NVPTX_TOTALS_FP

#endif
