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

/* Typed shuffles: 64-bit values move as two 32-bit halves, half as 32 bits. */
#define __WGC_SHFL_TYPED(KIND)                                                 \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE uint __wgc_shfl_##KIND(uint x,          \
                                                              uint a) {        \
    return __wgc_shfl_##KIND##_u32(x, a);                                      \
  }                                                                            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE int __wgc_shfl_##KIND(int x, uint a) {  \
    return as_int(__wgc_shfl_##KIND##_u32(as_uint(x), a));                     \
  }                                                                            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE float __wgc_shfl_##KIND(float x,        \
                                                               uint a) {       \
    return as_float(__wgc_shfl_##KIND##_u32(as_uint(x), a));                   \
  }                                                                            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE uint2 __wgc_shfl_##KIND(uint2 x,        \
                                                               uint a) {       \
    return (uint2)(__wgc_shfl_##KIND##_u32(x.s0, a),                           \
                   __wgc_shfl_##KIND##_u32(x.s1, a));                          \
  }                                                                            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE long __wgc_shfl_##KIND(long x,          \
                                                              uint a) {        \
    return as_long(__wgc_shfl_##KIND(as_uint2(x), a));                         \
  }                                                                            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE ulong __wgc_shfl_##KIND(ulong x,        \
                                                               uint a) {       \
    return as_ulong(__wgc_shfl_##KIND(as_uint2(x), a));                        \
  }                                                                            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE double __wgc_shfl_##KIND(double x,      \
                                                                uint a) {      \
    return as_double(__wgc_shfl_##KIND(as_uint2(x), a));                       \
  }                                                                            \
  __WGC_SHFL_HALF(KIND)

#ifdef cl_khr_fp16
#define __WGC_SHFL_HALF(KIND)                                                  \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE half __wgc_shfl_##KIND(half x,          \
                                                              uint a) {        \
    return as_half((ushort)__wgc_shfl_##KIND##_u32(as_ushort(x), a));          \
  }
#else
#define __WGC_SHFL_HALF(KIND)
#endif

__WGC_SHFL_TYPED(idx)
__WGC_SHFL_TYPED(up)
__WGC_SHFL_TYPED(down)
__WGC_SHFL_TYPED(xor)

#undef __WGC_SHFL_TYPED
#undef __WGC_SHFL_HALF

#endif
