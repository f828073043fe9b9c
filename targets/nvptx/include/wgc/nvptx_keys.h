/* NVIDIA target: the values the sub-group collectives work on, per operator. */
#ifndef WGC_NVPTX_KEYS_H
#define WGC_NVPTX_KEYS_H

#include <wgc/keys.h>

/*
 * __wgc_nvptx_enc_<op>(x): the value the collectives work on, the key of
 * keys.h for floating-point min and max (one integer min or max a step,
 * redux.sync for a whole 32-bit reduce, instead of a compare, a logic op, a
 * min and a select), x itself otherwise; __wgc_nvptx_dec(k, x): the result
 * of type typeof(x) for that value k.
 */
#define __WGC_NVPTX_ENC_SELF(T, OP)                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_enc_##OP(T x) { return x; }
#define __WGC_NVPTX_ENC_0(T)                                                   \
  __WGC_NVPTX_ENC_SELF(T, min)                                                 \
  __WGC_NVPTX_ENC_SELF(T, max)                                                 \
  __WGC_NVPTX_ENC_SELF(T, and)                                                 \
  __WGC_NVPTX_ENC_SELF(T, or)                                                  \
  __WGC_NVPTX_ENC_SELF(T, xor)
#define __WGC_NVPTX_ENC_1(T)                                                   \
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
#define __WGC_NVPTX_ENC_ROW(ARG, T, MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST) \
  __WGC_NVPTX_ENC_SELF(T, add)                                                 \
  __WGC_NVPTX_ENC_SELF(T, mul)                                                 \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_nvptx_dec(T k, T x) { return k; }          \
  __WGC_NVPTX_ENC_##IS_FP(T)
__WGC_TYPES(__WGC_NVPTX_ENC_ROW, ~)

#undef __WGC_NVPTX_ENC_SELF
#undef __WGC_NVPTX_ENC_0
#undef __WGC_NVPTX_ENC_1
#undef __WGC_NVPTX_ENC_ROW

#endif
