/* NVIDIA target: floating-point min and max on min.f and max.f (ops.h). */
#ifndef WGC_TARGET_FP_MINMAX_H
#define WGC_TARGET_FP_MINMAX_H

#include <wgc/defs.h>

/*
 * PTX min and max return the other operand where one is NaN and a NaN only
 * where both are, as ops.h requires; they do not order -0.0 below +0.0, so
 * equal operands take the bitwise OR (min) or AND (max) as in ops.h. These
 * compile to a compare, a logic op, min/max and a select, where the compare
 * form of ops.h takes two compares, a NaN test and two selects more.
 */
#define __WGC_NVPTX_FP_MINMAX(T, U, AS_T, AS_U, FMIN, FMAX)                    \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_min(T a, T b) {                            \
    return a == b ? AS_T((U)(AS_U(a) | AS_U(b))) : FMIN(a, b);                 \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_max(T a, T b) {                            \
    return a == b ? AS_T((U)(AS_U(a) & AS_U(b))) : FMAX(a, b);                 \
  }

__WGC_NVPTX_FP_MINMAX(float, uint, as_float, as_uint, __builtin_fminf,
                      __builtin_fmaxf)
__WGC_NVPTX_FP_MINMAX(double, ulong, as_double, as_ulong, __builtin_fmin,
                      __builtin_fmax)
#ifdef cl_khr_fp16
__WGC_NVPTX_FP_MINMAX(half, ushort, as_half, as_ushort, __builtin_fminf16,
                      __builtin_fmaxf16)
#endif
#undef __WGC_NVPTX_FP_MINMAX

#endif
