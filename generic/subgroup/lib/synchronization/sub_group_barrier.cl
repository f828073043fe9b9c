// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Sub-group barrier of the targets whose sub-groups are work-group steps. */
#include <wgc/sub_group.h>

/*
 * Where sub-group functions are reached by the whole work-group (the
 * emulated sub-groups), a work-group barrier waits for the sub-group and
 * orders memory at work-group scope; a CPU runtime's memory is coherent at
 * every wider scope.
 */
_WGC_DEF void __wgc_sg_barrier(cl_mem_fence_flags flags, memory_scope scope) {
  barrier(flags);
}
