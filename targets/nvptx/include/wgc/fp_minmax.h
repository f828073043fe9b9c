// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: floating-point min and max as PTX min and max (ops.h). */
#ifndef WGC_FP_MINMAX_H
#define WGC_FP_MINMAX_H

/*
 * PTX min.f32, max.f32, min.f64 and max.f64 (without .NaN and .ftz) return
 * the other operand where one is NaN, NaN where both are, and order -0.0
 * below +0.0: the rules of ops.h, on every target architecture (PTX ISA,
 * "Floating Point Instructions: min", "max"). Denormals are kept. A double
 * takes 4 SASS instructions on sm_90 (DSETP.MIN or .MAX, two selects, a
 * predicated quieting of a NaN) where the compares took 8 or more. The asm
 * is the instruction itself: llvm.minnum would let LLVM fold the signs of
 * zeros either way. half keeps the compares.
 */
#define __WGC_NVPTX_MINMAX_ASM(T, PTX, C)                                      \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_min(T a, T b) {                            \
    T r;                                                                       \
    __asm__("min." PTX " %0, %1, %2;" : "=" C(r) : C(a), C(b));                \
    return r;                                                                  \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_max(T a, T b) {                            \
    T r;                                                                       \
    __asm__("max." PTX " %0, %1, %2;" : "=" C(r) : C(a), C(b));                \
    return r;                                                                  \
  }
#define __WGC_NVPTX_MINMAX_float(T, U) __WGC_NVPTX_MINMAX_ASM(T, "f32", "f")
#define __WGC_NVPTX_MINMAX_double(T, U) __WGC_NVPTX_MINMAX_ASM(T, "f64", "d")
#define __WGC_NVPTX_MINMAX_half __WGC_FP_MINMAX_COMPARE
#define __WGC_FP_MINMAX(T, U) _WGC_XCAT(__WGC_NVPTX_MINMAX_, T)(T, U)

#endif
