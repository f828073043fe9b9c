// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* sub_group_barrier, with and without a memory scope. */
#include <wgc/opencl.h>
#include <wgc/sub_group.h>

_WGC_OVERLOAD _WGC_OPENCL_ATTRS void
sub_group_barrier(cl_mem_fence_flags flags) {
  __wgc_sg_barrier(flags, memory_scope_sub_group);
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS void sub_group_barrier(cl_mem_fence_flags flags,
                                                       memory_scope scope) {
  __wgc_sg_barrier(flags, scope);
}
