// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD emulation: v_readlane_b32 and v_readfirstlane_b32. */
#include "amdemu.h"

/*
 * v_readlane reads the register of the lane whatever EXEC says: an inactive
 * lane holds a stale value, poison here. The lane select takes the low bits
 * of the scalar operand. Vega and RDNA2 ISA, V_READLANE_B32.
 */
uint __wgc_amd_readlane(uint src, uint lane) {
  __local uint *wave = __wgc_amdemu_publish(src);
  uint s = lane % WGC_AMDEMU_WAVE;
  return s < __wgc_sg_size() ? wave[s] : WGC_AMDEMU_POISON;
}

/* The first active lane: lane 0, active lanes being a prefix.
 * Vega and RDNA2 ISA, V_READFIRSTLANE_B32. */
uint __wgc_amd_readfirstlane(uint src) { return __wgc_amdemu_publish(src)[0]; }
