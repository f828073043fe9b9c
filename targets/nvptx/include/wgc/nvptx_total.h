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
 * sub_group_reduce.inc without its broadcast; the rest take the warp reduce
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

#undef __WGC_NVPTX_TOTAL
#undef __WGC_NVPTX_TOTAL_TREE
#undef __WGC_NVPTX_TOTALS_INT
#undef __WGC_NVPTX_TOTALS_FP

#endif
