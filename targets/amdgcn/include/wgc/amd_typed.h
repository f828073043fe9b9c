// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Cross-lane moves of every collective type over the 32-bit operations. */
#ifndef WGC_AMD_TYPED_H
#define WGC_AMD_TYPED_H

#include <wgc/amd_xlane.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * A value moves as its low 32-bit part and, for 64-bit types, its high part:
 * two 32-bit moves with the same controls. half moves in the low 16 bits.
 * __wgc_amd_join(tag, lo, hi) rebuilds a value of the type of `tag`.
 */
#define __WGC_AMD_SPLIT_4(T, U)                                                \
  _WGC_OVERLOAD _WGC_INLINE uint __wgc_amd_lo(T x) { return as_uint(x); }      \
  _WGC_OVERLOAD _WGC_INLINE uint __wgc_amd_hi(T x) { return 0u; }              \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_join(T tag, uint lo, uint hi) {        \
    return _WGC_XCAT(as_, T)(lo);                                              \
  }
#define __WGC_AMD_SPLIT_8(T, U)                                                \
  _WGC_OVERLOAD _WGC_INLINE uint __wgc_amd_lo(T x) { return as_uint2(x).s0; }  \
  _WGC_OVERLOAD _WGC_INLINE uint __wgc_amd_hi(T x) { return as_uint2(x).s1; }  \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_join(T tag, uint lo, uint hi) {        \
    return _WGC_XCAT(as_, T)((uint2)(lo, hi));                                 \
  }
#define __WGC_AMD_SPLIT_2(T, U)                                                \
  _WGC_OVERLOAD _WGC_INLINE uint __wgc_amd_lo(T x) {                           \
    return _WGC_XCAT(as_, U)(x);                                               \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE uint __wgc_amd_hi(T x) { return 0u; }              \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_join(T tag, uint lo, uint hi) {        \
    return _WGC_XCAT(as_, T)((U)lo);                                           \
  }
#define __WGC_AMD_SPLIT_ROW(ARG, T, MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST) \
  __WGC_AMD_SPLIT_##BYTES(T, U)
__WGC_TYPES(__WGC_AMD_SPLIT_ROW, ~)
#undef __WGC_AMD_SPLIT_4
#undef __WGC_AMD_SPLIT_8
#undef __WGC_AMD_SPLIT_2
#undef __WGC_AMD_SPLIT_ROW

#define __WGC_AMD_IS64(x) (sizeof(x) == 8)

/* DPP move of `src` with `old` for lanes that are not written. */
#define __wgc_amd_dpp(old, src, ctrl, row_mask, bank_mask, bound_ctrl)         \
  __wgc_amd_join((src),                                                        \
                 __wgc_amd_update_dpp(__wgc_amd_lo(old), __wgc_amd_lo(src),    \
                                      ctrl, row_mask, bank_mask, bound_ctrl),  \
                 __WGC_AMD_IS64(src)                                           \
                     ? __wgc_amd_update_dpp(__wgc_amd_hi(old),                 \
                                            __wgc_amd_hi(src), ctrl, row_mask, \
                                            bank_mask, bound_ctrl)             \
                     : 0u)

/* v_permlanex16_b32: lane i of a row reads lane sel[i] of the partner row. */
#define __wgc_amd_permx16(old, src, sel_lo, sel_hi)                            \
  __wgc_amd_join((src),                                                        \
                 __wgc_amd_permlanex16(__wgc_amd_lo(old), __wgc_amd_lo(src),   \
                                       sel_lo, sel_hi, false, false),          \
                 __WGC_AMD_IS64(src)                                           \
                     ? __wgc_amd_permlanex16(__wgc_amd_hi(old),                \
                                             __wgc_amd_hi(src), sel_lo,        \
                                             sel_hi, false, false)             \
                     : 0u)

/* ds_swizzle_b32 with an immediate pattern. */
#define __wgc_amd_swizzle(src, pattern)                                        \
  __wgc_amd_join((src), __wgc_amd_ds_swizzle(__wgc_amd_lo(src), pattern),      \
                 __WGC_AMD_IS64(src)                                           \
                     ? __wgc_amd_ds_swizzle(__wgc_amd_hi(src), pattern)        \
                     : 0u)

/* v_readlane_b32 of a uniform lane: the value in a scalar register. */
#define __wgc_amd_read(src, lane)                                              \
  __wgc_amd_join(                                                              \
      (src), __wgc_amd_readlane(__wgc_amd_lo(src), lane),                      \
      __WGC_AMD_IS64(src) ? __wgc_amd_readlane(__wgc_amd_hi(src), lane) : 0u)

#endif
