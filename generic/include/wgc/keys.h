// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Floating-point min and max as unsigned integer min and max of keys. */
#ifndef WGC_KEYS_H
#define WGC_KEYS_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * The key of a floating-point value is an unsigned integer: its bits with
 * the sign bit set for a positive value, all bits flipped for a negative
 * one. Keys compare as unsigned integers the way the values order under
 * ops.h, -0.0 below +0.0. A NaN takes the largest key for min and 0 for
 * max, so that it loses to every number, and a key left from NaNs alone
 * decodes to a NaN. Integer min and max of keys (a target's native integer
 * collectives) are thus the floating-point min and max of ops.h, bit for
 * bit except NaN payloads.
 *
 *   __wgc_key_min(x), __wgc_key_max(x)  the key of x for min, for max;
 *   __wgc_unkey(k, x)                   the value of type typeof(x) of k.
 *
 * Keys are 32 bits for 2- and 4-byte types (the 16 bits of a half
 * zero-extended, as 32-bit integer collectives take them) and 64 bits for
 * 8-byte types. The flips are selects, not an arithmetic shift masked with
 * the sign: LLVM 15's NVPTX back end turns that shift-and-mask into a
 * 64-bit bfe.u64 that drops the mask.
 */
#define __WGC_KEYS(T, U, K, SIGN, ALL)                                         \
  _WGC_OVERLOAD _WGC_INLINE K __wgc_key(T x) {                                 \
    K b = (K)_WGC_XCAT(as_, U)(x);                                             \
    return b ^ ((b & (K)SIGN) ? (K)ALL : (K)SIGN);                             \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE K __wgc_key_min(T x) {                             \
    return x != x ? (K)ALL : __wgc_key(x);                                     \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE K __wgc_key_max(T x) {                             \
    return x != x ? (K)0 : __wgc_key(x);                                       \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_unkey(K k, T x) {                          \
    return _WGC_XCAT(as_, T)((U)(k ^ ((k & (K)SIGN) ? (K)SIGN : (K)ALL)));     \
  }

#define __WGC_KEYS_4(T, U) __WGC_KEYS(T, U, uint, 0x80000000u, 0xffffffffu)
#define __WGC_KEYS_8(T, U)                                                     \
  __WGC_KEYS(T, U, ulong, 0x8000000000000000ul, 0xfffffffffffffffful)
#define __WGC_KEYS_2(T, U) __WGC_KEYS(T, U, uint, 0x8000u, 0xffffu)
/* Integer types have no keys. */
#define __WGC_KEYS_ROW_0(T, U, BYTES)
#define __WGC_KEYS_ROW_1(T, U, BYTES) __WGC_KEYS_##BYTES(T, U)
#define __WGC_KEYS_ROW(ARG, T, MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST)      \
  __WGC_KEYS_ROW_##IS_FP(T, U, BYTES)
__WGC_TYPES(__WGC_KEYS_ROW, ~)

#undef __WGC_KEYS
#undef __WGC_KEYS_4
#undef __WGC_KEYS_8
#undef __WGC_KEYS_2
#undef __WGC_KEYS_ROW_0
#undef __WGC_KEYS_ROW_1
#undef __WGC_KEYS_ROW

#endif
