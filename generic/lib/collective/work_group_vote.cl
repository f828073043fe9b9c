// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* __wgc_work_group_any and _all: the uint max and min of the predicates. */
#include <wgc/work_group.h>

/* 1 where any (every) work-item's predicate is non-zero, else 0. */
_WGC_WG_IMPL int __wgc_work_group_any(int predicate) {
  return (int)__wgc_work_group_reduce_max((uint)(predicate != 0));
}

_WGC_WG_IMPL int __wgc_work_group_all(int predicate) {
  return (int)__wgc_work_group_reduce_min((uint)(predicate != 0));
}
