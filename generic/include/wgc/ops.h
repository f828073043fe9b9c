/* The binary operators and identities of the collectives, per type. */
#ifndef WGC_OPS_H
#define WGC_OPS_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/* Integer add wraps: signed values are added as unsigned. */
_WGC_OVERLOAD _WGC_INLINE int __wgc_add(int a, int b) {
  return as_int(as_uint(a) + as_uint(b));
}
_WGC_OVERLOAD _WGC_INLINE uint __wgc_add(uint a, uint b) { return a + b; }
_WGC_OVERLOAD _WGC_INLINE long __wgc_add(long a, long b) {
  return as_long(as_ulong(a) + as_ulong(b));
}
_WGC_OVERLOAD _WGC_INLINE ulong __wgc_add(ulong a, ulong b) { return a + b; }
_WGC_OVERLOAD _WGC_INLINE float __wgc_add(float a, float b) { return a + b; }
_WGC_OVERLOAD _WGC_INLINE double __wgc_add(double a, double b) { return a + b; }

#define __WGC_INT_MINMAX(T)                                                    \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_min(T a, T b) { return b < a ? b : a; }    \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_max(T a, T b) { return b > a ? b : a; }
__WGC_INT_MINMAX(int)
__WGC_INT_MINMAX(uint)
__WGC_INT_MINMAX(long)
__WGC_INT_MINMAX(ulong)
#undef __WGC_INT_MINMAX

/*
 * Floating-point min and max, the same on every target:
 *  - a NaN operand is ignored (as fmin/fmax): the result is NaN only when
 *    both operands are NaN;
 *  - -0.0 orders below +0.0: min(-0.0, +0.0) = -0.0, max(-0.0, +0.0) = +0.0.
 * With these rules min and max are associative and commutative, so every
 * combination order gives the same value.
 * For equal operands, OR-ing the bits gives the negative zero for min and
 * AND-ing gives the positive zero for max; equal non-zero values are
 * bit-identical. Plain compares keep the library free of calls to fmin/fmax.
 */
#define __WGC_FP_MINMAX(T, U, AS_T, AS_U)                                      \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_min(T a, T b) {                            \
    if (a == b)                                                                \
      return AS_T((U)(AS_U(a) | AS_U(b)));                                     \
    return b < a || a != a ? b : a;                                            \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_max(T a, T b) {                            \
    if (a == b)                                                                \
      return AS_T((U)(AS_U(a) & AS_U(b)));                                     \
    return b > a || a != a ? b : a;                                            \
  }
#ifdef cl_khr_fp16
_WGC_OVERLOAD _WGC_INLINE half __wgc_add(half a, half b) { return a + b; }
#endif

/*
 * A target with min/max instructions that follow these rules (or can be made
 * to cheaply) defines WGC_TARGET_FP_MINMAX and provides them in
 * <wgc/target_fp_minmax.h>.
 */
#ifdef WGC_TARGET_FP_MINMAX
#include <wgc/target_fp_minmax.h>
#else
__WGC_FP_MINMAX(float, uint, as_float, as_uint)
__WGC_FP_MINMAX(double, ulong, as_double, as_ulong)
#ifdef cl_khr_fp16
__WGC_FP_MINMAX(half, ushort, as_half, as_ushort)
#endif
#endif
#undef __WGC_FP_MINMAX

#endif
