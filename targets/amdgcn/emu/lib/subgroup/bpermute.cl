// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD emulation: ds_bpermute_b32 (gfx8+). */
#include "amdemu.h"

/*
 * Each lane reads the lane byte_address / 4 of the wavefront; a disabled
 * source lane reads 0 (Vega ISA, DS opcode DS_BPERMUTE_B32). On gfx10+ in
 * wave64 the lane index only reaches the caller's own 32-lane half (RDNA2
 * ISA, DS_BPERMUTE_B32). gfx7 has no such instruction: poison.
 */
uint __wgc_amd_ds_bpermute(uint byte_address, uint src) {
#if WGC_AMD_FAMILY < WGC_AMD_GFX9
  return WGC_AMDEMU_POISON;
#else
  __local uint *wave = __wgc_amdemu_publish(src);
  uint s = (byte_address >> 2) % WGC_AMDEMU_WAVE;
#if WGC_AMD_FAMILY >= WGC_AMD_GFX10
  s = (__wgc_amd_lane_id() & ~31u) | (s & 31u);
#endif
  return s < __wgc_sg_size() ? wave[s] : 0u;
#endif
}
