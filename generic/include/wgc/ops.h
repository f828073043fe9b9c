// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The binary operators of the collectives, per type of the table. */
#ifndef WGC_OPS_H
#define WGC_OPS_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * Integer add and mul wrap: values are combined as their unsigned twins
 * (those narrower than int promoted, and truncated back). Integer min and
 * max compare; and, or and xor are bitwise.
 */
#define __WGC_INT_OPS(T, U)                                                    \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_add(T a, T b) {                            \
    return _WGC_XCAT(as_,                                                      \
                     T)((U)(_WGC_XCAT(as_, U)(a) + _WGC_XCAT(as_, U)(b)));     \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_mul(T a, T b) {                            \
    return _WGC_XCAT(as_,                                                      \
                     T)((U)(_WGC_XCAT(as_, U)(a) * _WGC_XCAT(as_, U)(b)));     \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_min(T a, T b) { return b < a ? b : a; }    \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_max(T a, T b) { return b > a ? b : a; }    \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_and(T a, T b) { return a & b; }            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_or(T a, T b) { return a | b; }             \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_xor(T a, T b) { return a ^ b; }

/*
 * Floating-point min and max, the same on every target:
 *  - a NaN operand is ignored (as fmin/fmax): the result is NaN only when
 *    both operands are NaN;
 *  - -0.0 orders below +0.0: min(-0.0, +0.0) = -0.0, max(-0.0, +0.0) = +0.0.
 * With these rules min and max are associative and commutative, so every
 * combination order gives the same value (NaN payloads aside).
 * __WGC_FP_MINMAX_COMPARE(T, U) defines them by compares: for equal
 * operands, OR-ing the bits gives the negative zero for min and AND-ing
 * gives the positive zero for max; equal non-zero values are bit-identical.
 * Plain compares keep the library free of calls to fmin/fmax.
 * fp_minmax.h picks them per type: a target with instructions of exactly
 * these results replaces it.
 */
#define __WGC_FP_MINMAX_COMPARE(T, U)                                          \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_min(T a, T b) {                            \
    if (a == b)                                                                \
      return _WGC_XCAT(as_,                                                    \
                       T)((U)(_WGC_XCAT(as_, U)(a) | _WGC_XCAT(as_, U)(b)));   \
    return b < a || a != a ? b : a;                                            \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_max(T a, T b) {                            \
    if (a == b)                                                                \
      return _WGC_XCAT(as_,                                                    \
                       T)((U)(_WGC_XCAT(as_, U)(a) & _WGC_XCAT(as_, U)(b)));   \
    return b > a || a != a ? b : a;                                            \
  }
#include <wgc/fp_minmax.h>

#define __WGC_FP_OPS(T, U)                                                     \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_add(T a, T b) { return a + b; }            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_mul(T a, T b) { return a * b; }            \
  __WGC_FP_MINMAX(T, U)

#define __WGC_OPS_ROW(ARG, T, MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST)       \
  _WGC_XCAT(__WGC_OPS_, IS_FP)(T, U)
#define __WGC_OPS_0 __WGC_INT_OPS
#define __WGC_OPS_1 __WGC_FP_OPS
__WGC_SG_TYPES(__WGC_OPS_ROW, ~)

#undef __WGC_INT_OPS
#undef __WGC_FP_OPS
#undef __WGC_FP_MINMAX
#undef __WGC_FP_MINMAX_COMPARE
#undef __WGC_OPS_ROW
#undef __WGC_OPS_0
#undef __WGC_OPS_1

#endif
