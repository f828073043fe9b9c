// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* __wgc_work_group_<collective>_logical_<op> over the uint collectives. */
#include <wgc/work_group.h>

/*
 * Over the truth values t = (x != 0) as uint: logical and is their min,
 * logical or their max, logical xor the low bit of their (wrapping) sum.
 * The results are 0 or 1; an exclusive scan's first work-item gets the
 * identity of the logical operator: the uint min's identity UINT_MAX
 * becomes 1 (logical and), the max's and the sum's 0 stay 0.
 */
#define __WGC_LOGICAL(C)                                                       \
  _WGC_WG_IMPL int __wgc_work_group_##C##_logical_and(int x) {                 \
    return __wgc_work_group_##C##_min((uint)(x != 0)) != 0;                    \
  }                                                                            \
  _WGC_WG_IMPL int __wgc_work_group_##C##_logical_or(int x) {                  \
    return (int)__wgc_work_group_##C##_max((uint)(x != 0));                    \
  }                                                                            \
  _WGC_WG_IMPL int __wgc_work_group_##C##_logical_xor(int x) {                 \
    return (int)(__wgc_work_group_##C##_add((uint)(x != 0)) & 1u);             \
  }
__WGC_LOGICAL(reduce)
__WGC_LOGICAL(scan_inclusive)
__WGC_LOGICAL(scan_exclusive)
