// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the four 32-bit lane shuffles over shfl.sync. */
#include <wgc/nvptx.h>
#include <wgc/shfl.h>

/*
 * The member mask names exactly the warp's active lanes. The clamp operand
 * (c) bounds the source lane: shfl.sync copies the caller's own value when
 * the source passes the bound, so with a bound of size - 1 for idx, down and
 * bfly (and 0, the bottom, for up) no inactive lane is ever read. The
 * hardware takes only the low five bits of the lane operand; operands of 32
 * or more select the caller's own value, as shfl.h requires.
 */
_WGC_DEF uint __wgc_shfl_idx_u32(uint x, uint src) {
  uint n = __wgc_sg_size();
  uint y = __nvvm_shfl_sync_idx_i32(__wgc_nvptx_member_mask(), x, src, n - 1);
  return src < WGC_NVPTX_WARP ? y : x;
}

_WGC_DEF uint __wgc_shfl_up_u32(uint x, uint delta) {
  uint y = __nvvm_shfl_sync_up_i32(__wgc_nvptx_member_mask(), x, delta, 0);
  return delta < WGC_NVPTX_WARP ? y : x;
}

_WGC_DEF uint __wgc_shfl_down_u32(uint x, uint delta) {
  uint n = __wgc_sg_size();
  uint y =
      __nvvm_shfl_sync_down_i32(__wgc_nvptx_member_mask(), x, delta, n - 1);
  return delta < WGC_NVPTX_WARP ? y : x;
}

_WGC_DEF uint __wgc_shfl_xor_u32(uint x, uint mask) {
  uint n = __wgc_sg_size();
  uint y = __nvvm_shfl_sync_bfly_i32(__wgc_nvptx_member_mask(), x, mask, n - 1);
  return mask < WGC_NVPTX_WARP ? y : x;
}
