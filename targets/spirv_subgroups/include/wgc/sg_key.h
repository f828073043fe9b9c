/* Sub-group target: floats as unsigned keys that order as wgc's min/max. */
#ifndef WGC_SG_KEY_H
#define WGC_SG_KEY_H

#include <wgc/defs.h>

/*
 * The key of a non-NaN value orders as the value, with -0.0 below +0.0:
 * a negative value's key is its inverted bits, a positive value's key has
 * the sign bit set. A NaN takes the key `nan_key`: the largest key for min
 * and 0 for max, so that it loses to every other value. Both decode to a NaN,
 * so a reduction of NaNs alone gives a NaN.
 */
#define __WGC_KEY(T, U, AS_U, AS_T, SIGN)                                      \
  _WGC_OVERLOAD _WGC_INLINE U __wgc_key(T x, U nan_key) {                      \
    U u = AS_U(x);                                                             \
    if (x != x)                                                                \
      return nan_key;                                                          \
    return (u & SIGN) ? ~u : (u | SIGN);                                       \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_unkey(U k) {                                                   \
    return AS_T((U)((k & SIGN) ? (k & ~SIGN) : ~k));                           \
  }
__WGC_KEY(float, uint, as_uint, as_float, 0x80000000u)
__WGC_KEY(double, ulong, as_ulong, as_double, 0x8000000000000000ul)
#undef __WGC_KEY

#endif
