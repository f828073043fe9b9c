// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD emulation: DPP moves (v_mov_b32_dpp, as llvm.amdgcn.update.dpp). */
#include "amdemu.h"

#define DPP_INVALID (-1)
#define DPP_ILLEGAL (-2)

/*
 * The source lane of `lane` for a DPP_CTRL value, DPP_INVALID where the
 * pattern has none (out of the row or wave), DPP_ILLEGAL for a control the
 * family lacks. Vega ISA, "VOP_DPP" microcode format, DPP_CTRL enumeration
 * (gfx8/9: wave shifts and row_bcast); RDNA2 ISA, "DPP16" (gfx10+: no wave
 * shifts or row_bcast, adds row_share and row_xmask).
 */
#if WGC_AMD_FAMILY >= WGC_AMD_GFX9
static int dpp_source(uint ctrl, uint lane) {
  uint row_base = lane & ~15u, in_row = lane & 15u, k = ctrl & 15u;
  if (ctrl <= 0xff)
    return (lane & ~3u) | ((ctrl >> (2 * (lane & 3u))) & 3u);
  if (ctrl > 0x100 && ctrl <= 0x10f)
    return in_row + k < 16 ? (int)(lane + k) : DPP_INVALID;
  if (ctrl > 0x110 && ctrl <= 0x11f)
    return in_row >= k ? (int)(lane - k) : DPP_INVALID;
  if (ctrl > 0x120 && ctrl <= 0x12f)
    return row_base | ((in_row - k) & 15u);
  if (ctrl == WGC_DPP_ROW_MIRROR)
    return row_base | (15u - in_row);
  if (ctrl == WGC_DPP_ROW_HALF_MIRROR)
    return (lane & ~7u) | (7u - (lane & 7u));
#if WGC_AMD_FAMILY < WGC_AMD_GFX10
  switch (ctrl) {
  case WGC_DPP_WAVE_SHL1:
    return lane + 1 < WGC_AMDEMU_WAVE ? (int)(lane + 1) : DPP_INVALID;
  case WGC_DPP_WAVE_ROL1:
    return (lane + 1) % WGC_AMDEMU_WAVE;
  case WGC_DPP_WAVE_SHR1:
    return lane > 0 ? (int)(lane - 1) : DPP_INVALID;
  case WGC_DPP_WAVE_ROR1:
    return (lane + WGC_AMDEMU_WAVE - 1) % WGC_AMDEMU_WAVE;
  case WGC_DPP_ROW_BCAST15:
    return lane >= 16 ? (int)(row_base - 1) : DPP_INVALID;
  case WGC_DPP_ROW_BCAST31:
    return lane >= 32 ? 31 : DPP_INVALID;
  }
#else
  if (ctrl >= 0x150 && ctrl <= 0x15f)
    return row_base | k;
  if (ctrl >= 0x160 && ctrl <= 0x16f)
    return row_base | (in_row ^ k);
#endif
  return DPP_ILLEGAL;
}
#endif

/*
 * A lane whose row is off in row_mask or whose bank (4 lanes) is off in
 * bank_mask is not written and keeps `old`. A source that is out of range or
 * inactive (EXEC) is invalid: bound_ctrl reads it as 0, else the lane is not
 * written. Vega ISA, "VOP_DPP" field descriptions (ROW_MASK, BANK_MASK,
 * BOUND_CTRL); RDNA2 ISA, "DPP16".
 */
uint __wgc_amd_update_dpp(uint old, uint src, uint ctrl, uint row_mask,
                          uint bank_mask, bool bound_ctrl) {
#if WGC_AMD_FAMILY < WGC_AMD_GFX9
  return WGC_AMDEMU_POISON; /* gfx7 has no DPP */
#else
  __local uint *wave = __wgc_amdemu_publish(src);
  uint lane = __wgc_amd_lane_id();
  int s = dpp_source(ctrl, lane);
  if (s == DPP_ILLEGAL)
    return WGC_AMDEMU_POISON;
  if (!((row_mask >> (lane >> 4)) & 1u) ||
      !((bank_mask >> ((lane >> 2) & 3u)) & 1u))
    return old;
  if (s == DPP_INVALID || (uint)s >= __wgc_sg_size())
    return bound_ctrl ? 0u : old;
  return wave[s];
#endif
}
