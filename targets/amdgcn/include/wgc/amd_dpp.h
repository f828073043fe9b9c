// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* DPP control encodings and the ISA families that accept them. */
#ifndef WGC_AMD_DPP_H
#define WGC_AMD_DPP_H

/* DPP_CTRL field values (Vega ISA and RDNA2 ISA, DPP_CTRL enumeration). */
#define WGC_DPP_QUAD_PERM(a, b, c, d) ((a) | (b) << 2 | (c) << 4 | (d) << 6)
#define WGC_DPP_QUAD_PERM_ID 0xe4
#define WGC_DPP_ROW_SHL(n) (0x100 + (n))
#define WGC_DPP_ROW_SHR(n) (0x110 + (n))
#define WGC_DPP_ROW_ROR(n) (0x120 + (n))
#define WGC_DPP_WAVE_SHL1 0x130 /* gfx8/9 only */
#define WGC_DPP_WAVE_ROL1 0x134 /* gfx8/9 only */
#define WGC_DPP_WAVE_SHR1 0x138 /* gfx8/9 only */
#define WGC_DPP_WAVE_ROR1 0x13c /* gfx8/9 only */
#define WGC_DPP_ROW_MIRROR 0x140
#define WGC_DPP_ROW_HALF_MIRROR 0x141
#define WGC_DPP_ROW_BCAST15 0x142          /* gfx8/9 only */
#define WGC_DPP_ROW_BCAST31 0x143          /* gfx8/9 only */
#define WGC_DPP_ROW_SHARE(n) (0x150 + (n)) /* gfx10+ only */
#define WGC_DPP_ROW_XMASK(n) (0x160 + (n)) /* gfx10+ only */

/* ds_swizzle_b32 offset patterns (DS_SWIZZLE_B32, offset[15] selects). */
#define WGC_SWIZZLE_BITMASK(and_mask, or_mask, xor_mask)                       \
  ((and_mask) | (or_mask) << 5 | (xor_mask) << 10)
#define WGC_SWIZZLE_QUAD_PERM(a, b, c, d)                                      \
  (0x8000 | (a) | (b) << 2 | (c) << 4 | (d) << 6)

/* The ISA families, one library each (README.md). */
#define WGC_AMD_GFX7 7
#define WGC_AMD_GFX9 9
#define WGC_AMD_GFX10 10

#endif
