// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: a warp's total, valid at least in its first lane. */
#ifndef WGC_SG_TOTAL_H
#define WGC_SG_TOTAL_H

#include <wgc/nvptx_total.h>

/*
 * __wgc_nvptx_first_<op>(x), generic/include/wgc/sg_total.h's
 * __WGC_SG_TOTAL(op): the tree of nvptx_total.h without its broadcast, but
 * the warp reduce, broadcast included, for half add and mul, whose tree
 * without the broadcast was slower.
 */
#define __WGC_SG_TOTAL(T, OP)                                                  \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_first_##OP(T x) {         \
    return __wgc_nvptx_total_##OP(x);                                          \
  }
#define __WGC_SG_TOTAL_REDUCE(T, OP)                                           \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_first_##OP(T x) {         \
    return __wgc_sg_reduce_##OP(x);                                            \
  }
#define __WGC_SG_TOTALS(T, ADD)                                                \
  ADD(T, add)                                                                  \
  __WGC_SG_TOTAL(T, min)                                                       \
  __WGC_SG_TOTAL(T, max)                                                       \
  ADD(T, mul)
#define __WGC_SG_TOTALS_BITWISE(T)                                             \
  __WGC_SG_TOTALS(T, __WGC_SG_TOTAL)                                           \
  __WGC_SG_TOTAL(T, and)                                                       \
  __WGC_SG_TOTAL(T, or)                                                        \
  __WGC_SG_TOTAL(T, xor)
__WGC_SG_TOTALS_BITWISE(int)
__WGC_SG_TOTALS_BITWISE(uint)
__WGC_SG_TOTALS_BITWISE(long)
__WGC_SG_TOTALS_BITWISE(ulong)
__WGC_SG_TOTALS(float, __WGC_SG_TOTAL)
__WGC_SG_TOTALS(double, __WGC_SG_TOTAL)
#ifdef cl_khr_fp16
__WGC_SG_TOTALS(half, __WGC_SG_TOTAL_REDUCE)
#endif

#undef __WGC_SG_TOTAL
#undef __WGC_SG_TOTAL_REDUCE
#undef __WGC_SG_TOTALS
#undef __WGC_SG_TOTALS_BITWISE

#define __WGC_SG_TOTAL(op) _WGC_XCAT(__wgc_nvptx_first_, op)

#endif
