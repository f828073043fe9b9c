// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The AMD layer's cross-lane operations: real builtins or an emulation. */
#ifndef WGC_AMD_XLANE_H
#define WGC_AMD_XLANE_H

#include <wgc/defs.h>

/*
 * The AMD sub-group collectives use only these 32-bit operations, so that the
 * same sources compile onto the hardware (amd_xlane_hw.h) or onto the
 * lane-exact emulation over local memory that PoCL runs (amd_xlane_emu.h).
 *
 *   __wgc_amd_update_dpp(old, src, ctrl, row_mask, bank_mask, bound_ctrl)
 *   __wgc_amd_permlanex16(old, src, sel_lo, sel_hi, fetch_inactive,
 *                         bound_ctrl)
 *   __wgc_amd_ds_swizzle(src, pattern)
 *   __wgc_amd_ds_bpermute(byte_address, src)
 *   __wgc_amd_readlane(src, lane)
 *   __wgc_amd_readfirstlane(src)
 *   __wgc_amd_read_exec() EXEC, the active lanes (64-bit)
 *   __wgc_amd_ballot(p)   the mask of the active lanes whose p is not 0
 *   __wgc_amd_lane_id()   the lane within the wavefront
 *   __wgc_amd_wave_size() the wavefront width, 32 or 64, known only once the
 *                         code is compiled for a GPU and wave mode
 *
 * ctrl, row_mask, bank_mask, bound_ctrl, fetch_inactive and pattern must be
 * integer constant expressions: on the hardware they are instruction fields.
 * The lane of readlane must be uniform over the wavefront.
 */
#ifdef WGC_AMD_EMU
#include <wgc/amd_xlane_emu.h>
#else
#include <wgc/amd_xlane_hw.h>
#endif

#endif
