// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Sub-group target: the sub-group collectives over cl_khr_subgroups. */
#include <wgc/keys.h>
#include <wgc/ops.h>
#include <wgc/sg.h>

/* Integers, and float and double add scans: the native collectives. */
#define __WGC_NATIVE_SCANS(T, OP)                                              \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_scan_inclusive_##OP(T x) {                 \
    return sub_group_scan_inclusive_##OP(x);                                   \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_scan_exclusive_##OP(T x) {                 \
    return sub_group_scan_exclusive_##OP(x);                                   \
  }
#define __WGC_NATIVE(T, OP)                                                    \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_reduce_##OP(T x) {                         \
    return sub_group_reduce_##OP(x);                                           \
  }                                                                            \
  __WGC_NATIVE_SCANS(T, OP)
#define __WGC_NATIVE_OP(OP, IDENTITY, FN, T) __WGC_NATIVE(T, OP)
#define __WGC_NATIVE_ALL(T) __WGC_EACH_SUB_GROUP_OP(__WGC_NATIVE_OP, T)
__WGC_EACH_INTEGER_TYPE(__WGC_NATIVE_ALL)

/*
 * Float and double add: a native reduction may fill the lanes a partial
 * sub-group lacks with +0.0, and a native scan may start from +0.0 (Intel's
 * CPU runtime does both), which turns a sum of -0.0 alone into +0.0. A zero
 * sum is -0.0 exactly when every input it adds is -0.0, which an integer
 * min scan of "is -0.0" tells each lane. Every collective here is reached by
 * the whole sub-group; only the selects differ by lane. The exclusive scan
 * gives lane 0 the identity, +0.0.
 */
#define __WGC_FP_ADD(T, AS_U, NEG_ZERO)                                        \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_reduce_add(T x) {                          \
    T r = sub_group_reduce_add(x);                                             \
    if (r == 0 && sub_group_all(AS_U(x) == NEG_ZERO))                          \
      r = -(T)0;                                                               \
    return r;                                                                  \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_scan_inclusive_add(T x) {                  \
    T r = sub_group_scan_inclusive_add(x);                                     \
    uint neg = sub_group_scan_inclusive_min((uint)(AS_U(x) == NEG_ZERO));      \
    return r == 0 && neg ? -(T)0 : r;                                          \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_scan_exclusive_add(T x) {                  \
    T r = sub_group_scan_exclusive_add(x);                                     \
    uint neg = sub_group_scan_exclusive_min((uint)(AS_U(x) == NEG_ZERO));      \
    return get_sub_group_local_id() == 0 ? (T)0 : r == 0 && neg ? -(T)0 : r;   \
  }
__WGC_FP_ADD(float, as_uint, 0x80000000u)
__WGC_FP_ADD(double, as_ulong, 0x8000000000000000ul)

/*
 * Float and double min and max: the native ones leave NaN and the order of
 * -0.0 and +0.0 unspecified, so they run on keys (keys.h). In the
 * exclusive scan lane 0 gets the identity (the native scan gives it the
 * NaN key); a later lane after NaNs alone gets a NaN, as the fold of its
 * prefix.
 */
#define __WGC_KEYED(T, U, OP, ID)                                              \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_reduce_##OP(T x) {                         \
    return __wgc_unkey(sub_group_reduce_##OP(__wgc_key_##OP(x)), x);           \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_scan_inclusive_##OP(T x) {                 \
    return __wgc_unkey(sub_group_scan_inclusive_##OP(__wgc_key_##OP(x)), x);   \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_scan_exclusive_##OP(T x) {                 \
    U k = sub_group_scan_exclusive_##OP(__wgc_key_##OP(x));                    \
    return get_sub_group_local_id() == 0 ? (T)(ID) : __wgc_unkey(k, x);        \
  }
__WGC_KEYED(float, uint, min, INFINITY)
__WGC_KEYED(float, uint, max, -INFINITY)
__WGC_KEYED(double, ulong, min, INFINITY)
__WGC_KEYED(double, ulong, max, -INFINITY)

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
