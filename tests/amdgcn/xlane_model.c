// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Host model of the AMD cross-lane instructions, from the ISA manuals. */
#include "xlane_model.h"

#define NONE 0xffffffffu

/*
 * DPP as data movement: each source lane pushes its value to the lanes the
 * control names (Vega ISA, VOP_DPP DPP_CTRL table: "row shift left/right",
 * "row rotate right", "wave shift/rotate by 1", "mirror threads within row
 * / half row", "broadcast 15th thread of each row to next row", "broadcast
 * thread 31 to rows 2 and 3"; RDNA2 ISA DPP16: row_share, row_xmask).
 * Fills from[] with the source of every destination lane, NONE where no
 * lane pushes; returns 0 for a control the family does not have.
 */
static int dpp_sources(const struct wave *w, unsigned ctrl, unsigned *from) {
  unsigned n = w->width;
  int gfx9 = w->family == 9, gfx10 = w->family == 10;
  if (!gfx9 && !gfx10)
    return 0;
  for (unsigned d = 0; d < n; ++d)
    from[d] = NONE;
  if (ctrl <= 0xff) {
    for (unsigned d = 0; d < n; ++d)
      from[d] = d / 4 * 4 + ((ctrl >> (2 * (d % 4))) & 3);
    return 1;
  }
  unsigned k = ctrl & 15, group = ctrl & ~15u;
  for (unsigned s = 0; s < n; ++s) {
    unsigned row = s / 16, pos = s % 16;
    if (group == 0x100 && k) {
      if (pos >= k)
        from[s - k] = s;
    } else if (group == 0x110 && k) {
      if (pos + k < 16)
        from[s + k] = s;
    } else if (group == 0x120 && k) {
      from[row * 16 + (pos + k) % 16] = s;
    } else if (ctrl == 0x140) {
      from[row * 16 + 15 - pos] = s;
    } else if (ctrl == 0x141) {
      from[s / 8 * 8 + 7 - s % 8] = s;
    } else if (gfx9 && ctrl == 0x130) {
      if (s > 0)
        from[s - 1] = s;
    } else if (gfx9 && ctrl == 0x134) {
      from[(s + n - 1) % n] = s;
    } else if (gfx9 && ctrl == 0x138) {
      if (s + 1 < n)
        from[s + 1] = s;
    } else if (gfx9 && ctrl == 0x13c) {
      from[(s + 1) % n] = s;
    } else if (gfx9 && ctrl == 0x142) {
      if (pos == 15 && (row + 1) * 16 < n)
        for (unsigned j = 0; j < 16; ++j)
          from[(row + 1) * 16 + j] = s;
    } else if (gfx9 && ctrl == 0x143) {
      if (s == 31)
        for (unsigned d = 32; d < n; ++d)
          from[d] = s;
    } else if (gfx10 && group == 0x150) {
      if (pos == k)
        for (unsigned j = 0; j < 16; ++j)
          from[row * 16 + j] = s;
    } else if (gfx10 && group == 0x160) {
      from[row * 16 + (pos ^ k)] = s;
    } else {
      return 0;
    }
  }
  return 1;
}

/* Masked-off rows and banks keep old; a missing or inactive source keeps
 * old, or reads 0 with bound_ctrl (Vega ISA, VOP_DPP field descriptions). */
uint32_t model_dpp(const struct wave *w, unsigned lane, const uint32_t *src,
                   const uint32_t *old, unsigned ctrl, unsigned row_mask,
                   unsigned bank_mask, int bound_ctrl) {
  unsigned from[64];
  if (!dpp_sources(w, ctrl, from))
    return XLANE_POISON;
  unsigned row = lane / 16, bank = lane % 16 / 4;
  if (!(row_mask & (1u << row)) || !(bank_mask & (1u << bank)))
    return old[lane];
  unsigned s = from[lane];
  if (s == NONE || s >= w->active)
    return bound_ctrl ? 0 : old[lane];
  return src[s];
}

/* RDNA2 ISA, V_PERMLANEX16_B32: lane i of row r reads lane sel[i] of row
 * r ^ 1; FI fetches inactive lanes (stale, so poison), else BOUND_CTRL. */
uint32_t model_permlanex16(const struct wave *w, unsigned lane,
                           const uint32_t *src, const uint32_t *old,
                           uint32_t sel_lo, uint32_t sel_hi, int fetch_inactive,
                           int bound_ctrl) {
  if (w->family < 10)
    return XLANE_POISON;
  uint64_t sel = (uint64_t)sel_hi << 32 | sel_lo;
  unsigned partner_row = lane / 16 ^ 1;
  unsigned s = partner_row * 16 + (unsigned)(sel >> (4 * (lane % 16)) & 15);
  if (s >= w->active)
    return fetch_inactive ? XLANE_POISON : bound_ctrl ? 0 : old[lane];
  return src[s];
}

/* Vega ISA, DS_SWIZZLE_B32: offset[15] quad permute (offset[14:8] zero here)
 * or the and/or/xor bit masks over the lane id within 32 lanes. */
uint32_t model_swizzle(const struct wave *w, unsigned lane, const uint32_t *src,
                       unsigned pattern) {
  unsigned s;
  if (pattern >> 15) {
    if (pattern & 0x7f00)
      return XLANE_POISON;
    unsigned quad = lane & 3;
    s = lane - quad + ((pattern >> (quad * 2)) & 3);
  } else {
    unsigned id = lane % 32;
    unsigned and_mask = pattern & 31, or_mask = (pattern >> 5) & 31;
    unsigned xor_mask = (pattern >> 10) & 31;
    s = lane - id + (((id & and_mask) | or_mask) ^ xor_mask);
  }
  return s < w->active ? src[s] : XLANE_POISON;
}

/* Vega ISA, DS_BPERMUTE_B32 (disabled source lane reads 0); RDNA2 wave64
 * reaches only the caller's 32-lane half; gfx7 lacks it. */
uint32_t model_bpermute(const struct wave *w, unsigned lane,
                        const uint32_t *src, const uint32_t *addr) {
  if (w->family < 9)
    return XLANE_POISON;
  unsigned s = addr[lane] / 4 % w->width;
  if (w->family >= 10 && w->width == 64)
    s = lane / 32 * 32 + s % 32;
  return s < w->active ? src[s] : 0;
}

/* V_READLANE_B32: the lane's register whatever EXEC is (stale: poison). */
uint32_t model_readlane(const struct wave *w, const uint32_t *src,
                        unsigned lane_select) {
  unsigned s = lane_select % w->width;
  return s < w->active ? src[s] : XLANE_POISON;
}
