// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Portable target: 16-lane vectors of each type and their lane-wise ops. */
#ifndef WGC_SPIR_LANES_H
#define WGC_SPIR_LANES_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * The one-pass collectives (one_pass_lanes.inc) fold and scan their entry
 * array 16 elements at a time, so that a CPU runtime runs them as SIMD
 * code. __wgc_lanes_<T> is T's 16-lane vector aligned as T (loads and
 * stores at any element), and __wgc_lanes_<op>(a, b) applies ops.h's
 * operator lane by lane with ops.h's exact semantics: integer add and mul
 * wrap, floating-point min and max ignore a NaN operand and order -0.0
 * below +0.0.
 */
#define __WGC_LANES_INT(T, U)                                                  \
  typedef T __wgc_lanes_##T                                                    \
      __attribute__((ext_vector_type(16), aligned(sizeof(T))));                \
  _WGC_OVERLOAD _WGC_INLINE __wgc_lanes_##T __wgc_lanes_add(                   \
      __wgc_lanes_##T a, __wgc_lanes_##T b) {                                  \
    return _WGC_XCAT(as_,                                                      \
                     _WGC_XCAT(T, 16))(_WGC_XCAT(as_, _WGC_XCAT(U, 16))(a) +   \
                                       _WGC_XCAT(as_, _WGC_XCAT(U, 16))(b));   \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE __wgc_lanes_##T __wgc_lanes_mul(                   \
      __wgc_lanes_##T a, __wgc_lanes_##T b) {                                  \
    return _WGC_XCAT(as_,                                                      \
                     _WGC_XCAT(T, 16))(_WGC_XCAT(as_, _WGC_XCAT(U, 16))(a) *   \
                                       _WGC_XCAT(as_, _WGC_XCAT(U, 16))(b));   \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE __wgc_lanes_##T __wgc_lanes_min(                   \
      __wgc_lanes_##T a, __wgc_lanes_##T b) {                                  \
    return b < a ? b : a;                                                      \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE __wgc_lanes_##T __wgc_lanes_max(                   \
      __wgc_lanes_##T a, __wgc_lanes_##T b) {                                  \
    return b > a ? b : a;                                                      \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE __wgc_lanes_##T __wgc_lanes_and(                   \
      __wgc_lanes_##T a, __wgc_lanes_##T b) {                                  \
    return a & b;                                                              \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE __wgc_lanes_##T __wgc_lanes_or(                    \
      __wgc_lanes_##T a, __wgc_lanes_##T b) {                                  \
    return a | b;                                                              \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE __wgc_lanes_##T __wgc_lanes_xor(                   \
      __wgc_lanes_##T a, __wgc_lanes_##T b) {                                  \
    return a ^ b;                                                              \
  }

/* min and max as ops.h: equal lanes OR (min) or AND (max) their bits. */
#define __WGC_LANES_FP(T, U)                                                   \
  typedef T __wgc_lanes_##T                                                    \
      __attribute__((ext_vector_type(16), aligned(sizeof(T))));                \
  _WGC_OVERLOAD _WGC_INLINE __wgc_lanes_##T __wgc_lanes_add(                   \
      __wgc_lanes_##T a, __wgc_lanes_##T b) {                                  \
    return a + b;                                                              \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE __wgc_lanes_##T __wgc_lanes_mul(                   \
      __wgc_lanes_##T a, __wgc_lanes_##T b) {                                  \
    return a * b;                                                              \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE __wgc_lanes_##T __wgc_lanes_min(                   \
      __wgc_lanes_##T a, __wgc_lanes_##T b) {                                  \
    __wgc_lanes_##T r = b < a || a != a ? b : a;                               \
    return a == b ? _WGC_XCAT(as_, _WGC_XCAT(T, 16))(                          \
                        _WGC_XCAT(as_, _WGC_XCAT(U, 16))(a) |                  \
                        _WGC_XCAT(as_, _WGC_XCAT(U, 16))(b))                   \
                  : r;                                                         \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE __wgc_lanes_##T __wgc_lanes_max(                   \
      __wgc_lanes_##T a, __wgc_lanes_##T b) {                                  \
    __wgc_lanes_##T r = b > a || a != a ? b : a;                               \
    return a == b ? _WGC_XCAT(as_, _WGC_XCAT(T, 16))(                          \
                        _WGC_XCAT(as_, _WGC_XCAT(U, 16))(a) &                  \
                        _WGC_XCAT(as_, _WGC_XCAT(U, 16))(b))                   \
                  : r;                                                         \
  }

/* A floating-point pad per operator: op(pad, x) is x for every x, NaNs and
 * zeros of either sign included (one_pass_lanes.inc). */
#define __WGC_LANES_FP_PAD_add (-0.0)
#define __WGC_LANES_FP_PAD_mul 1.0
#define __WGC_LANES_FP_PAD_min NAN
#define __WGC_LANES_FP_PAD_max NAN

#define __WGC_LANES_ROW(ARG, T, MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST)     \
  _WGC_XCAT(__WGC_LANES_, IS_FP)(T, U)
#define __WGC_LANES_0 __WGC_LANES_INT
#define __WGC_LANES_1 __WGC_LANES_FP
__WGC_TYPES(__WGC_LANES_ROW, ~)

#undef __WGC_LANES_INT
#undef __WGC_LANES_FP
#undef __WGC_LANES_ROW
#undef __WGC_LANES_0
#undef __WGC_LANES_1

#endif
