// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* sub_group_any and sub_group_all over the internal layer. */
#include <wgc/opencl.h>
#include <wgc/sub_group.h>

_WGC_OVERLOAD _WGC_OPENCL_ATTRS int sub_group_any(int predicate) {
  return __wgc_sg_any(predicate);
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS int sub_group_all(int predicate) {
  return __wgc_sg_all(predicate);
}
