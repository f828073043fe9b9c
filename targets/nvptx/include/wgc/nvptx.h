// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: 32-lane warps, member masks and the architecture switch. */
#ifndef WGC_NVPTX_H
#define WGC_NVPTX_H

#include <wgc/sg.h>

/* Lanes of a warp: the sub-group width on every NVIDIA architecture. */
#define WGC_NVPTX_WARP 32u

/*
 * The byte offset of the result slot of the partials scratch: past one
 * 8-byte partial per warp of a 1024-item block, whatever the type, so that
 * no partial of any type overlaps it (the scratch rule of sg.h). The
 * scratch is WGC_NVPTX_TOTAL + 8 bytes (CMakeLists.txt: partials=264).
 */
#define WGC_NVPTX_TOTAL (8u * WGC_NVPTX_WARP)

/*
 * OpenCL C does not declare __nvvm_reflect. The library keeps its calls
 * (it is built with NVVMReflect disabled); the NVVMReflect pass folds them
 * when a kernel is compiled for a given -march, so one bitcode serves every
 * architecture.
 */
uint __wgc_nvvm_reflect(__constant char *) __asm("__nvvm_reflect");

/*
 * __wgc_nvptx_size_known(n): whether the compiler knows the work-group size
 * n, that is whether the kernel's work-group size was folded into its code
 * (wgc-link --fold-work-group-size). __builtin_constant_p becomes
 * llvm.is.constant of n, which inlining hands the caller's n. The library
 * is optimized without lowering llvm.is.constant (CMakeLists.txt), so the
 * question reaches the kernel's own compile and is answered after the fold.
 */
static _WGC_INLINE bool __wgc_nvptx_size_known(uint n) {
  return __builtin_constant_p(n);
}

/* redux.sync needs sm_80; an sm_70 kernel takes the shuffle path. */
#define WGC_NVPTX_HAS_REDUX (__wgc_nvvm_reflect("__CUDA_ARCH") >= 800)

/*
 * The member mask of every shfl.sync and redux.sync: the whole warp. PTX
 * waits for, and redux.sync reduces over, the non-exited threads of the
 * mask; the lanes past a partial last warp never run, so the full mask
 * names exactly the warp's work-items, as CUB's full-width warps do. A
 * constant full mask also spares the convergence checks ptxas puts before
 * a sync instruction whose mask is computed (MATCH, VOTE, WARPSYNC).
 */
_WGC_INLINE uint __wgc_nvptx_member_mask(void) { return ~0u; }

#endif
