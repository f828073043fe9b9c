// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD target: the active-lane contract over EXEC, v_cmp and v_readlane. */
#include <wgc/amd_xlane.h>
#include <wgc/sg_mask.h>

/* The lanes of the wavefront: EXEC's high half is not a wave32 lane. */
static _WGC_INLINE ulong wave_lanes(void) {
  return __wgc_amd_wave_size() == 64u ? ~0ul : 0xfffffffful;
}

_WGC_DEF ulong __wgc_sg_active(void) {
  return __wgc_amd_read_exec() & wave_lanes();
}

_WGC_DEF ulong __wgc_sg_ballot_mask(int predicate, ulong active) {
  return __wgc_amd_ballot(predicate) & active;
}

#ifdef WGC_AMD_EMU
/*
 * The emulation shares through local memory (exec.cl), as the emu target:
 * a lane-by-lane loop of emulated v_readlane would be a work-group step per
 * lane.
 */
void __wgc_amdemu_share_slot(uint x, uint slot);
uint __wgc_amdemu_shared(uint lane, uint slot);

_WGC_DEF void __wgc_sg_share_u32(uint x, uint slot) {
  __wgc_amdemu_share_slot(x, slot);
}

_WGC_DEF uint __wgc_sg_read_u32(uint x, uint lane, uint slot, ulong active) {
  return __wgc_amdemu_shared(lane, slot);
}
#else
/* The reads of the generic code take lanes that are the same in every
 * active lane: v_readlane's scalar operand. */
_WGC_DEF void __wgc_sg_share_u32(uint x, uint slot) {}

_WGC_DEF uint __wgc_sg_read_u32(uint x, uint lane, uint slot, ulong active) {
  return __wgc_amd_readlane(x, lane);
}
#endif
