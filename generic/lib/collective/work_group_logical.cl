// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* __wgc_work_group_<collective>_logical_<op> over the uint collectives. */
#include <wgc/work_group.h>

/*
 * A logical operator is the uint collective of its FN (cmake/wgc_types.txt:
 * the bitwise and, or or xor) over the truth values (uint)(x != 0), which
 * FN combines into 0 or 1. The exception is the first work-item of an
 * exclusive scan, which gets FN's identity: the logical operator's identity
 * in every bit, all ones for and (logical_and's 1) and 0 for or and xor.
 * __WGC_LOGICAL_FIRST(IDENTITY), the mask of an exclusive scan's result,
 * keeps the low bit where the logical identity is 1 and is all ones (folded
 * away) where it is 0.
 */
#define __WGC_LOGICAL_FIRST(IDENTITY)                                          \
  (__WGC_IDENTITY(IDENTITY, uint, 0u, UINT_MAX) ? 1u : ~0u)
#define __WGC_LOGICAL_ALL(IDENTITY) ~0u

#define __WGC_LOGICAL(OP, IDENTITY, FN, C, MASK)                               \
  _WGC_WG_IMPL int __wgc_work_group_##C##_##OP(int x) {                        \
    return (int)(__wgc_work_group_##C##_##FN((uint)(x != 0)) &                 \
                 MASK(IDENTITY));                                              \
  }
__WGC_EACH_LOGICAL_OP(__WGC_LOGICAL, reduce, __WGC_LOGICAL_ALL)
__WGC_EACH_LOGICAL_OP(__WGC_LOGICAL, scan_inclusive, __WGC_LOGICAL_ALL)
__WGC_EACH_LOGICAL_OP(__WGC_LOGICAL, scan_exclusive, __WGC_LOGICAL_FIRST)
