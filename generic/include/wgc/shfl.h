// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* 32-bit lane shuffles, for targets whose sub-group ops are built on them. */
#ifndef WGC_SHFL_H
#define WGC_SHFL_H

#include <wgc/defs.h>

/*
 * A target that builds its sub-group collectives from shuffles provides these
 * four 32-bit primitives. Each returns the value `x` of a source lane of the
 * caller's sub-group; where that source lane is outside [0, __wgc_sg_size())
 * the caller's own `x` comes back.
 *   idx:  source lane `src`
 *   up:   source lane `lane - delta`
 *   down: source lane `lane + delta`
 *   xor:  source lane `lane ^ mask`
 * They follow the same calling rule as the sub-group collectives (sg.h).
 */
uint __wgc_shfl_idx_u32(uint x, uint src);
uint __wgc_shfl_up_u32(uint x, uint delta);
uint __wgc_shfl_down_u32(uint x, uint delta);
uint __wgc_shfl_xor_u32(uint x, uint mask);

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * Typed shuffles, by the width of the type (__WGC_TYPES): 4-byte values move
 * as one 32-bit value, 8-byte values as two 32-bit halves, 2-byte values in
 * the low 16 bits of one.
 */
#define __WGC_SHFL_KINDS(M, T, U)                                              \
  M(idx, T, U) M(up, T, U) M(down, T, U) M(xor, T, U)
#define __WGC_SHFL_4(KIND, T, U)                                               \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_shfl_##KIND(T x, uint a) {      \
    return _WGC_XCAT(as_, T)(__wgc_shfl_##KIND##_u32(as_uint(x), a));          \
  }
#define __WGC_SHFL_8(KIND, T, U)                                               \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_shfl_##KIND(T x, uint a) {      \
    return _WGC_XCAT(as_, T)(__wgc_shfl_##KIND(as_uint2(x), a));               \
  }
#define __WGC_SHFL_2(KIND, T, U)                                               \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_shfl_##KIND(T x, uint a) {      \
    return _WGC_XCAT(as_,                                                      \
                     T)((U)__wgc_shfl_##KIND##_u32(_WGC_XCAT(as_, U)(x), a));  \
  }
#define __WGC_SHFL_UINT2(KIND, T, U)                                           \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE uint2 __wgc_shfl_##KIND(uint2 x,        \
                                                               uint a) {       \
    return (uint2)(__wgc_shfl_##KIND##_u32(x.s0, a),                           \
                   __wgc_shfl_##KIND##_u32(x.s1, a));                          \
  }
#define __WGC_SHFL_ROW(ARG, T, MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST)      \
  __WGC_SHFL_KINDS(__WGC_SHFL_##BYTES, T, U)

__WGC_SHFL_KINDS(__WGC_SHFL_UINT2, uint2, uint2)
__WGC_TYPES(__WGC_SHFL_ROW, ~)

#undef __WGC_SHFL_KINDS
#undef __WGC_SHFL_4
#undef __WGC_SHFL_8
#undef __WGC_SHFL_2
#undef __WGC_SHFL_UINT2
#undef __WGC_SHFL_ROW

#endif
