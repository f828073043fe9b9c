// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the sub-group barrier is bar.warp.sync. */
#include <wgc/nvptx.h>
#include <wgc/sub_group.h>

/*
 * bar.warp.sync waits for the lanes of its mask and orders their memory
 * accesses; a wider scope adds the fence of that scope first. The mask
 * names the sub-group's lanes exactly (a partial last warp's too): a
 * sub-group barrier is rare enough not to need the constant full mask of
 * the collectives (nvptx.h).
 */
_WGC_DEF void __wgc_sg_barrier(cl_mem_fence_flags flags, memory_scope scope) {
  if (flags != 0 && scope == memory_scope_work_group)
    __nvvm_membar_cta();
  else if (flags != 0 && (scope == memory_scope_device ||
                          scope == memory_scope_all_svm_devices))
    __nvvm_membar_gl();
  uint size = __wgc_sg_size();
  __nvvm_bar_warp_sync(size < WGC_NVPTX_WARP ? (1u << size) - 1u : ~0u);
}
