// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* work_group_any and work_group_all over the internal layer. */
#include <wgc/opencl.h>

_WGC_OVERLOAD _WGC_OPENCL_ATTRS int work_group_any(int predicate) {
  return __wgc_work_group_any(predicate);
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS int work_group_all(int predicate) {
  return __wgc_work_group_all(predicate);
}
