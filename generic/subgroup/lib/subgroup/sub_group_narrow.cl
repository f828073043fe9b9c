// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Reduce, scans and broadcast of the 8- and 16-bit integers, in 32 bits. */
#include <wgc/sub_group.h>

/*
 * Sums wrap and min and max compare alike in the 32-bit integer of the same
 * signedness, truncated back. Lane 0 of an exclusive scan gets the narrow
 * type's identity, which the 32-bit identity truncated is not (INT_MAX).
 */
#define __WGC_NARROW_OP(OP, IDENTITY, FN, T, W, LOWEST, HIGHEST)               \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_reduce_##OP(T x) {                         \
    return (T)__wgc_sg_reduce_##OP((W)x);                                      \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_scan_inclusive_##OP(T x) {                 \
    return (T)__wgc_sg_scan_inclusive_##OP((W)x);                              \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_scan_exclusive_##OP(T x) {                 \
    T y = (T)__wgc_sg_scan_exclusive_##OP((W)x);                               \
    return __wgc_sg_lane() == 0                                                \
               ? (T)(__WGC_IDENTITY(IDENTITY, T, LOWEST, HIGHEST))             \
               : y;                                                            \
  }
#define __WGC_NARROW(ARG, T, W, LOWEST, HIGHEST)                               \
  __WGC_EACH_SUB_GROUP_OP(__WGC_NARROW_OP, T, W, LOWEST, HIGHEST)              \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_broadcast(T x, uint lane) {                \
    return (T)__wgc_sg_broadcast((W)x, lane);                                  \
  }
__WGC_NARROW_TYPES(__WGC_NARROW, ~)
