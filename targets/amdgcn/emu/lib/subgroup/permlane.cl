// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD emulation: v_permlanex16_b32 (gfx10+). */
#include "amdemu.h"

/*
 * Lane i of a row reads lane sel[i] of the other row of its pair (rows 0-1,
 * 2-3), sel[i] being nibble i of {sel_hi, sel_lo}. An inactive source is
 * fetched anyway with fetch_inactive (a stale register: poison here); else
 * bound_ctrl reads it as 0, or the lane keeps `old`. RDNA2 ISA, VOP3
 * opcode V_PERMLANEX16_B32 and the FI / BOUND_CTRL descriptions of DPP16.
 */
uint __wgc_amd_permlanex16(uint old, uint src, uint sel_lo, uint sel_hi,
                           bool fetch_inactive, bool bound_ctrl) {
#if WGC_AMD_FAMILY < WGC_AMD_GFX10
  return WGC_AMDEMU_POISON;
#else
  __local uint *wave = __wgc_amdemu_publish(src);
  uint lane = __wgc_amd_lane_id();
  uint i = lane & 15u;
  uint sel = (i < 8 ? sel_lo >> (4 * i) : sel_hi >> (4 * (i - 8))) & 15u;
  uint s = ((lane & ~15u) ^ 16u) | sel;
  if (s >= __wgc_sg_size())
    return fetch_inactive ? WGC_AMDEMU_POISON : bound_ctrl ? 0u : old;
  return wave[s];
#endif
}
