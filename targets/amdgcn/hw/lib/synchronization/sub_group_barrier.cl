// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD target: the sub-group barrier of a wavefront. */
#include <wgc/sub_group.h>

/*
 * A wavefront runs in lockstep: the barrier is a fence at the scope asked
 * (the wavefront's at least) and a wave barrier, which keeps the compiler
 * from moving memory accesses across it.
 */
_WGC_DEF void __wgc_sg_barrier(cl_mem_fence_flags flags, memory_scope scope) {
  if (flags != 0 && scope == memory_scope_work_group)
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  else if (flags != 0 && (scope == memory_scope_device ||
                          scope == memory_scope_all_svm_devices))
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent");
  else if (flags != 0)
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "wavefront");
  __builtin_amdgcn_wave_barrier();
}
