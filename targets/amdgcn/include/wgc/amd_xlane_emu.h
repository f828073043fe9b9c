// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The AMD layer's cross-lane operations, emulated over local memory. */
#ifndef WGC_AMD_XLANE_EMU_H
#define WGC_AMD_XLANE_EMU_H

#include <wgc/defs.h>

/*
 * Lane-exact models of the instructions (targets/amdgcn/emu/), with the
 * controls as run-time arguments. Like every emulated sub-group operation
 * they use work-group barriers: callers follow the calling rule of sg.h.
 */
uint __wgc_amd_update_dpp(uint old, uint src, uint ctrl, uint row_mask,
                          uint bank_mask, bool bound_ctrl);
uint __wgc_amd_permlanex16(uint old, uint src, uint sel_lo, uint sel_hi,
                           bool fetch_inactive, bool bound_ctrl);
uint __wgc_amd_ds_swizzle(uint src, uint pattern);
uint __wgc_amd_ds_bpermute(uint byte_address, uint src);
uint __wgc_amd_readlane(uint src, uint lane);
uint __wgc_amd_readfirstlane(uint src);
ulong __wgc_amd_read_exec(void);
ulong __wgc_amd_ballot(int p);
uint __wgc_amd_lane_id(void);
uint __wgc_amd_wave_size(void);

#endif
