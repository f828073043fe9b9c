// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the partials hook, folded by warp shuffles. */
#include <wgc/nvptx.h>
#include <wgc/nvptx_steps.h>
#include <wgc/nvptx_total.h>
#include <wgc/ops.h>
#include <wgc/partials.h>
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

#define __WGC_BODY <nvptx_partials.inc>
#include <wgc/gentype.inc>
