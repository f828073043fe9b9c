// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the values the sub-group collectives work on, per operator. */
#ifndef WGC_NVPTX_KEYS_H
#define WGC_NVPTX_KEYS_H

#include <wgc/keys.h>

/*
 * __wgc_nvptx_enc_<op>(x): the value a keyed collective works on, the key of
 * keys.h for float and half min and max, x itself otherwise;
 * __wgc_nvptx_dec(k, x): the result of type typeof(x) for that value k.
 * Keyed are the collectives nvptx_algorithm.h names: the float and half
 * min and max reduces (redux.sync reduces a warp's 32-bit keys in one
 * instruction) and the half min and max scans (one integer min or max a
 * step, where half takes compares). The others take the values: PTX min
 * and max (fp_minmax.h) cost what the integer ones do, and keys add an
 * encode and a decode.
 */
#define __WGC_NVPTX_ENC_SELF(T, OP)                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_enc_##OP(T x) { return x; }
#define __WGC_NVPTX_ENC_0(T)                                                   \
  __WGC_NVPTX_ENC_SELF(T, min)                                                 \
  __WGC_NVPTX_ENC_SELF(T, max)                                                 \
  __WGC_NVPTX_ENC_SELF(T, and)                                                 \
  __WGC_NVPTX_ENC_SELF(T, or)                                                  \
  __WGC_NVPTX_ENC_SELF(T, xor)
#define __WGC_NVPTX_ENC_KEYS(T)                                                \
  _WGC_OVERLOAD _WGC_INLINE __typeof__(__wgc_key((T)0)) __wgc_nvptx_enc_min(   \
      T x) {                                                                   \
    return __wgc_key_min(x);                                                   \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE __typeof__(__wgc_key((T)0)) __wgc_nvptx_enc_max(   \
      T x) {                                                                   \
    return __wgc_key_max(x);                                                   \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_dec(__typeof__(__wgc_key((T)0)) k,   \
                                              T x) {                           \
    return __wgc_unkey(k, x);                                                  \
  }
#define __WGC_NVPTX_ENC_1_2 __WGC_NVPTX_ENC_KEYS
#define __WGC_NVPTX_ENC_1_4 __WGC_NVPTX_ENC_KEYS
#define __WGC_NVPTX_ENC_1_8(T)                                                 \
  __WGC_NVPTX_ENC_SELF(T, min) __WGC_NVPTX_ENC_SELF(T, max)
#define __WGC_NVPTX_ENC_0_4 __WGC_NVPTX_ENC_0
#define __WGC_NVPTX_ENC_0_8 __WGC_NVPTX_ENC_0
#define __WGC_NVPTX_ENC_ROW(ARG, T, MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST) \
  __WGC_NVPTX_ENC_SELF(T, add)                                                 \
  __WGC_NVPTX_ENC_SELF(T, mul)                                                 \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_dec(T k, T x) { return k; }          \
  __WGC_NVPTX_ENC_##IS_FP##_##BYTES(T)
__WGC_TYPES(__WGC_NVPTX_ENC_ROW, ~)

#undef __WGC_NVPTX_ENC_SELF
#undef __WGC_NVPTX_ENC_0
#undef __WGC_NVPTX_ENC_KEYS
#undef __WGC_NVPTX_ENC_1_2
#undef __WGC_NVPTX_ENC_1_4
#undef __WGC_NVPTX_ENC_1_8
#undef __WGC_NVPTX_ENC_0_4
#undef __WGC_NVPTX_ENC_0_8
#undef __WGC_NVPTX_ENC_ROW

#endif
