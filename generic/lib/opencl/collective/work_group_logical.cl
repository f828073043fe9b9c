// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* work_group_<collective>_logical_{and,or,xor} over the internal layer. */
#include <wgc/opencl.h>

#define __WGC_LOGICAL(OP, IDENTITY, FN, C)                                     \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS int work_group_##C##_##OP(int x) {           \
    return __wgc_work_group_##C##_##OP(x);                                     \
  }
#define __WGC_LOGICAL_OPS(C) __WGC_EACH_LOGICAL_OP(__WGC_LOGICAL, C)
__WGC_LOGICAL_OPS(reduce)
__WGC_LOGICAL_OPS(scan_inclusive)
__WGC_LOGICAL_OPS(scan_exclusive)
