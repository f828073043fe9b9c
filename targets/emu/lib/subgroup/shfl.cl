// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Emulated target: lane shuffles through a local-memory exchange array. */
#include <wgc/emu.h>
#include <wgc/shfl.h>

/*
 * Every work-item publishes its value, then reads its source lane's slot.
 * The first barrier keeps the previous shuffle's readers ahead of this
 * shuffle's writers. A source lane outside the sub-group's active lanes
 * (including an unsigned wrap-around below lane 0) yields the caller's own
 * value, as the contract in shfl.h requires.
 */
static _WGC_CONVERGENT_INLINE uint emu_shuffle(uint x, uint src) {
  __local uint *xchg = (__local uint *)__wgc_local_emu_xchg();
  uint base = __wgc_sg_id() * WGC_EMU_WIDTH;
  barrier(CLK_LOCAL_MEM_FENCE);
  xchg[base + __wgc_sg_lane()] = x;
  barrier(CLK_LOCAL_MEM_FENCE);
  return src < __wgc_sg_size() ? xchg[base + src] : x;
}

_WGC_DEF uint __wgc_shfl_idx_u32(uint x, uint src) {
  return emu_shuffle(x, src);
}

_WGC_DEF uint __wgc_shfl_up_u32(uint x, uint delta) {
  return emu_shuffle(x, __wgc_sg_lane() - delta);
}

_WGC_DEF uint __wgc_shfl_down_u32(uint x, uint delta) {
  return emu_shuffle(x, __wgc_sg_lane() + delta);
}

_WGC_DEF uint __wgc_shfl_xor_u32(uint x, uint mask) {
  return emu_shuffle(x, __wgc_sg_lane() ^ mask);
}
