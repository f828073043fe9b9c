/* Sub-group target: the sub-group collectives over cl_khr_subgroups. */
#include <wgc/ops.h>
#include <wgc/sg.h>
#include <wgc/sg_key.h>

/* Integers, and float and double add: the native collectives. */
#define __WGC_NATIVE(T, OP)                                                    \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_reduce_##OP(T x) {                         \
    return sub_group_reduce_##OP(x);                                           \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_scan_inclusive_##OP(T x) {                 \
    return sub_group_scan_inclusive_##OP(x);                                   \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_scan_exclusive_##OP(T x) {                 \
    return sub_group_scan_exclusive_##OP(x);                                   \
  }
#define __WGC_NATIVE_ALL(T)                                                    \
  __WGC_NATIVE(T, add) __WGC_NATIVE(T, min) __WGC_NATIVE(T, max)
__WGC_NATIVE_ALL(int)
__WGC_NATIVE_ALL(uint)
__WGC_NATIVE_ALL(long)
__WGC_NATIVE_ALL(ulong)
__WGC_NATIVE(float, add)
__WGC_NATIVE(double, add)

/*
 * Float and double min and max: the native ones leave NaN and the order of
 * -0.0 and +0.0 unspecified, so they run on keys (sg_key.h). The exclusive
 * scan bounds its key by the identity's: lane 0, and a lane after NaNs
 * alone, get the identity rather than a NaN.
 */
#define __WGC_KEYED(T, U, OP, NAN_KEY, ID)                                     \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_reduce_##OP(T x) {                         \
    return __wgc_unkey(sub_group_reduce_##OP(__wgc_key(x, (U)NAN_KEY)));       \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_scan_inclusive_##OP(T x) {                 \
    return __wgc_unkey(                                                        \
        sub_group_scan_inclusive_##OP(__wgc_key(x, (U)NAN_KEY)));              \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_scan_exclusive_##OP(T x) {                 \
    U k = sub_group_scan_exclusive_##OP(__wgc_key(x, (U)NAN_KEY));             \
    return __wgc_unkey(__wgc_##OP(k, __wgc_key((T)ID, (U)NAN_KEY)));           \
  }
__WGC_KEYED(float, uint, min, UINT_MAX, INFINITY)
__WGC_KEYED(float, uint, max, 0, -INFINITY)
__WGC_KEYED(double, ulong, min, ULONG_MAX, INFINITY)
__WGC_KEYED(double, ulong, max, 0, -INFINITY)

#define __WGC_BCAST(T)                                                         \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_broadcast(T x, uint lane) {                \
    return sub_group_broadcast(x, lane);                                       \
  }
__WGC_BCAST(int)
__WGC_BCAST(uint)
__WGC_BCAST(long)
__WGC_BCAST(ulong)
__WGC_BCAST(float)
__WGC_BCAST(double)
