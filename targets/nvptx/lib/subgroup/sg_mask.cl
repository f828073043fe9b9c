// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the active-lane contract over activemask and *.sync. */
#include <wgc/nvptx.h>
#include <wgc/sg_mask.h>

/*
 * The active lanes are activemask's: the warp's threads executing the call
 * together. Every vote and shuffle of a non-uniform function names that
 * mask, never the full warp, so that it waits for no thread that does not
 * reach it. clang-15 has no builtin for activemask: inline assembly, which
 * clang makes convergent in OpenCL C.
 */
_WGC_DEF ulong __wgc_sg_active(void) {
  uint mask;
  __asm volatile("activemask.b32 %0;" : "=r"(mask));
  return mask;
}

_WGC_DEF ulong __wgc_sg_ballot_mask(int predicate, ulong active) {
  return __nvvm_vote_ballot_sync((uint)active, predicate != 0);
}

/* A read is a shuffle of x itself: nothing to share. */
_WGC_DEF void __wgc_sg_share_u32(uint x, uint slot) {}

_WGC_DEF uint __wgc_sg_read_u32(uint x, uint lane, uint slot, ulong active) {
  return __nvvm_shfl_sync_idx_i32((uint)active, x, lane, WGC_NVPTX_WARP - 1);
}
