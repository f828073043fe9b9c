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
 * fold of p: -0 for add (x + -0.0 is x, bit for bit, for every x), p[0] for
 * min and max, which are idempotent.
 */
#define __WGC_NVPTX_PADS(T)                                                    \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_pad_add(const __local T *p) {        \
    return -(T)0;                                                              \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_pad_min(const __local T *p) {        \
    return p[0];                                                               \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_pad_max(const __local T *p) {        \
    return p[0];                                                               \
  }
__WGC_EACH_TYPE(__WGC_NVPTX_PADS)
#undef __WGC_NVPTX_PADS

/*
 * __wgc_nvptx_total_<op>(x): the warp's total, valid at least in lane 0.
 * Floating-point add takes the tree of sg_reduce.inc without its broadcast;
 * the rest take the warp reduce (redux.sync for 32-bit integers and the
 * keys of float and half min and max on sm_80).
 */
#define __WGC_NVPTX_TOTAL(T, OP)                                               \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_total_##OP(T x) {         \
    return __wgc_sg_reduce_##OP(x);                                            \
  }
#define __WGC_NVPTX_TOTAL_TREE(T)                                              \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_total_add(T x) {          \
    for (uint d = WGC_NVPTX_WARP >> 1; d > 0; d >>= 1)                         \
      x = __wgc_nvptx_down_add(x, d);                                          \
    return x;                                                                  \
  }
#define __WGC_NVPTX_TOTALS_INT(T)                                              \
  __WGC_NVPTX_TOTAL(T, add) __WGC_NVPTX_TOTAL(T, min) __WGC_NVPTX_TOTAL(T, max)
#define __WGC_NVPTX_TOTALS_FP(T)                                               \
  __WGC_NVPTX_TOTAL_TREE(T)                                                    \
  __WGC_NVPTX_TOTAL(T, min) __WGC_NVPTX_TOTAL(T, max)
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
