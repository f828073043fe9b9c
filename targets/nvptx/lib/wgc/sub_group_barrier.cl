/* NVIDIA target: the sub-group barrier is bar.warp.sync. */
#include <wgc/nvptx.h>
#include <wgc/sub_group.h>

/*
 * bar.warp.sync waits for the warp's lanes and orders the memory accesses
 * of the lanes it waits for; a wider scope adds the fence of that scope
 * first.
 */
_WGC_DEF void __wgc_sg_barrier(cl_mem_fence_flags flags, memory_scope scope) {
  if (flags != 0 && scope == memory_scope_work_group)
    __nvvm_membar_cta();
  else if (flags != 0 && (scope == memory_scope_device ||
                          scope == memory_scope_all_svm_devices))
    __nvvm_membar_gl();
  __nvvm_bar_warp_sync(__wgc_nvptx_member_mask());
}
