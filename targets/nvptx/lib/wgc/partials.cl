/* NVIDIA target: the partials hook, folded by warp shuffles. */
#include <wgc/nvptx.h>
#include <wgc/nvptx_partials.h>
#include <wgc/nvptx_steps.h>
#include <wgc/ops.h>
#include <wgc/shfl.h>

/* Up to this many partials (at most 4) a fold by each work-item beats the
 * shuffle tree. */
#define WGC_NVPTX_SERIAL_PARTIALS 4u

/*
 * __wgc_nvptx_pad_<op>(p): what a lane without a partial contributes to the
 * fold of p. The operators that are not idempotent take an identity that
 * leaves every value's bits as they are: -0 for add (x + -0.0 is x, bit for
 * bit, for every x), 1 for mul (x * 1.0 is x), 0 for xor. min and max take
 * p[0], and and or their identity: op(x, x) is x, so any value of the fold
 * serves.
 */
#define __WGC_NVPTX_PAD(T, OP, PAD)                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_pad_##OP(const __local T *p) {       \
    return PAD;                                                                \
  }
#define __WGC_NVPTX_PADS(T)                                                    \
  __WGC_NVPTX_PAD(T, add, -(T)0)                                               \
  __WGC_NVPTX_PAD(T, mul, (T)1)                                                \
  __WGC_NVPTX_PAD(T, min, p[0])                                                \
  __WGC_NVPTX_PAD(T, max, p[0])
#define __WGC_NVPTX_PADS_BITWISE(T)                                            \
  __WGC_NVPTX_PAD(T, and, ~(T)0)                                               \
  __WGC_NVPTX_PAD(T, or, (T)0)                                                 \
  __WGC_NVPTX_PAD(T, xor, (T)0)
__WGC_EACH_TYPE(__WGC_NVPTX_PADS)
__WGC_NVPTX_PADS_BITWISE(int)
__WGC_NVPTX_PADS_BITWISE(uint)
__WGC_NVPTX_PADS_BITWISE(long)
__WGC_NVPTX_PADS_BITWISE(ulong)
#undef __WGC_NVPTX_PAD
#undef __WGC_NVPTX_PADS
#undef __WGC_NVPTX_PADS_BITWISE

/*
 * __wgc_nvptx_total_<op>(x): the warp's total, valid at least in lane 0.
 * Floating-point add and mul take the tree of sg_reduce.inc without its
 * broadcast; the rest take the warp reduce (redux.sync for 32-bit integer
 * add, min, max, and, or and xor and the keys of float and half min and max
 * on sm_80).
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
#define __WGC_NVPTX_TOTALS_FP(T)                                               \
  __WGC_NVPTX_TOTAL_TREE(T, add)                                               \
  __WGC_NVPTX_TOTAL(T, min)                                                    \
  __WGC_NVPTX_TOTAL(T, max)                                                    \
  __WGC_NVPTX_TOTAL_TREE(T, mul)
__WGC_NVPTX_TOTALS_INT(int)
__WGC_NVPTX_TOTALS_INT(uint)
__WGC_NVPTX_TOTALS_INT(long)
__WGC_NVPTX_TOTALS_INT(ulong)
__WGC_NVPTX_TOTALS_FP(float)
__WGC_NVPTX_TOTALS_FP(double)
#ifdef cl_khr_fp16
__WGC_NVPTX_TOTALS_FP(half)
#endif
#undef __WGC_NVPTX_TOTAL
#undef __WGC_NVPTX_TOTAL_TREE
#undef __WGC_NVPTX_TOTALS_INT
#undef __WGC_NVPTX_TOTALS_FP

#define __WGC_BODY <nvptx_partials.inc>
#include <wgc/gentype.inc>
