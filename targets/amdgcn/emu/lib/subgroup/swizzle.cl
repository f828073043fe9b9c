// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD emulation: ds_swizzle_b32 (quad-permute and bit-mask modes). */
#include "amdemu.h"

/*
 * offset[15] = 1 with offset[14:8] = 0: quad permute, lane i of each group
 * of 4 reads lane offset[2i+1:2i] of that group. offset[15] = 0: bit-mask
 * mode within each group of 32 lanes, and_mask = offset[4:0], or_mask =
 * offset[9:5], xor_mask = offset[14:10]: the source is
 * ((lane & and_mask) | or_mask) ^ xor_mask. Vega ISA, DS opcode
 * DS_SWIZZLE_B32. The other (gfx9+ FFT and rotate) modes are not emulated,
 * and reading an inactive lane has no defined value: both give poison.
 */
uint __wgc_amd_ds_swizzle(uint src, uint pattern) {
  __local uint *wave = __wgc_amdemu_publish(src);
  uint lane = __wgc_amd_lane_id();
  uint s;
  if (pattern & 0x8000u) {
    if (pattern & 0x7f00u)
      return WGC_AMDEMU_POISON;
    s = (lane & ~3u) | ((pattern >> (2 * (lane & 3u))) & 3u);
  } else {
    uint and_mask = pattern & 31u, or_mask = (pattern >> 5) & 31u;
    uint xor_mask = (pattern >> 10) & 31u;
    s = (lane & ~31u) | (((lane & and_mask) | or_mask) ^ xor_mask);
  }
  return s < __wgc_sg_size() ? wave[s] : WGC_AMDEMU_POISON;
}
