/* NVIDIA target: floating-point min and max as integer min and max of keys. */
#ifndef WGC_NVPTX_KEYS_H
#define WGC_NVPTX_KEYS_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * The key of a floating-point value is an unsigned integer of its width:
 * the bits with the sign bit set for a positive value, all bits flipped for
 * a negative one. Keys compare as unsigned integers the way the values order
 * under ops.h, -0.0 below +0.0. A NaN takes the largest key for min and the
 * smallest for max, so it loses to every number, and a key left from NaNs
 * alone decodes to a NaN. Integer min and max of keys are thus the
 * floating-point min and max of ops.h, bit for bit except NaN payloads, at
 * one instruction a step (redux.sync for a whole 32-bit reduce) instead of a
 * compare, a logic op, a min and a select.
 *
 * __wgc_nvptx_enc_<op>(x): the value the sub-group collectives work on (the
 * key for floating-point min and max, x itself otherwise);
 * __wgc_nvptx_dec(k, x): the result of type typeof(x) for that value k.
 * (The flips are selects, not an arithmetic shift masked with ~sign: LLVM 15
 * turns that shift-and-mask into a 64-bit bfe.u64 that drops the mask.)
 */
#define __WGC_NVPTX_KEYS(T, K, SIGN, ALL, BITS, FROM_BITS)                     \
  _WGC_OVERLOAD _WGC_INLINE K __wgc_nvptx_key(T x) {                           \
    K b = BITS(x);                                                             \
    return b ^ ((b & (K)SIGN) ? (K)ALL : (K)SIGN);                             \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE K __wgc_nvptx_enc_min(T x) {                       \
    return x != x ? (K)ALL : __wgc_nvptx_key(x);                               \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE K __wgc_nvptx_enc_max(T x) {                       \
    return x != x ? (K)0 : __wgc_nvptx_key(x);                                 \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_dec(K k, T x) {                      \
    return FROM_BITS(k ^ ((k & (K)SIGN) ? (K)SIGN : (K)ALL));                  \
  }

#define __WGC_NVPTX_HALF_BITS(x) ((uint)as_ushort(x))
#define __WGC_NVPTX_HALF_FROM_BITS(k) as_half((ushort)(k))
__WGC_NVPTX_KEYS(float, uint, 0x80000000u, 0xffffffffu, as_uint, as_float)
__WGC_NVPTX_KEYS(double, ulong, 0x8000000000000000ul, 0xfffffffffffffffful,
                 as_ulong, as_double)
#ifdef cl_khr_fp16
/* half keys are the 16 bits zero-extended to uint (redux.sync is 32-bit). */
__WGC_NVPTX_KEYS(half, uint, 0x8000u, 0xffffu, __WGC_NVPTX_HALF_BITS,
                 __WGC_NVPTX_HALF_FROM_BITS)
#endif

/* Every other type and operator works on x itself. */
#define __WGC_NVPTX_PLAIN(T)                                                   \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_enc_add(T x) { return x; }           \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_dec(T k, T x) { return k; }
#define __WGC_NVPTX_PLAIN_MINMAX(T)                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_enc_min(T x) { return x; }           \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_enc_max(T x) { return x; }
__WGC_EACH_TYPE(__WGC_NVPTX_PLAIN)
__WGC_NVPTX_PLAIN_MINMAX(int)
__WGC_NVPTX_PLAIN_MINMAX(uint)
__WGC_NVPTX_PLAIN_MINMAX(long)
__WGC_NVPTX_PLAIN_MINMAX(ulong)

#undef __WGC_NVPTX_KEYS
#undef __WGC_NVPTX_HALF_BITS
#undef __WGC_NVPTX_HALF_FROM_BITS
#undef __WGC_NVPTX_PLAIN
#undef __WGC_NVPTX_PLAIN_MINMAX

#endif
