/* NVIDIA target: the partials hook, folded by warp shuffles. */
#include <wgc/fold.h>
#include <wgc/nvptx.h>
#include <wgc/nvptx_steps.h>
#include <wgc/ops.h>
#include <wgc/partials.h>
#include <wgc/shfl.h>

/* Up to this many partials a serial fold beats the shuffle tree. */
#define WGC_NVPTX_SERIAL_PARTIALS 4u

/* Whether __WGC_T is integral (as in sg_reduce.cl). */
#define __WGC_NVPTX_IS_INTEGER ((__WGC_T)1 / (__WGC_T)2 == (__WGC_T)0)

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

#define __WGC_BODY <nvptx_partials.inc>
#include <wgc/gentype.inc>
