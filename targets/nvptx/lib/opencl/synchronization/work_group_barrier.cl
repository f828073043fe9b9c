// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: OpenCL 2.0's work_group_barrier, which libclc-15's nvptx
 * library lacks (ptxas: "Unresolved extern function
 * '_Z18work_group_barrierj'"). */
#include <wgc/defs.h>

_WGC_OVERLOAD void work_group_barrier(cl_mem_fence_flags flags) {
  barrier(flags);
}

/* libclc's barrier orders memory for the work-group (bar.sync and
 * membar.cta); a wider scope fences at that scope on both sides, so that
 * what a work-item wrote before the barrier is visible at that scope to the
 * reads after it. */
_WGC_OVERLOAD void work_group_barrier(cl_mem_fence_flags flags,
                                      memory_scope scope) {
  /* memory_scope_all_svm_devices by its value, which OpenCL C 2.0 names
   * but 3.0 only with __opencl_c_atomic_scope_all_devices. */
  int wide = scope == memory_scope_device ||
             scope == (memory_scope)__OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES;
  if (wide)
    atomic_work_item_fence(flags, memory_order_acq_rel, scope);
  barrier(flags);
  if (wide)
    atomic_work_item_fence(flags, memory_order_acq_rel, scope);
}
