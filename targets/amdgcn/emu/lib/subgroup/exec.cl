// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD emulation: EXEC, the active lanes, and v_cmp's lane mask. */
#include "amdemu.h"
#include <wgc/sg_mask.h>

/* One byte per work-item: its activity, as __wgc_emu_set_active set it. */
__local void *__wgc_local_amdemu_active(void);
/* Two 32-bit slots per work-item (slot s of item i at s * 4096 + i). */
__local void *__wgc_local_amdemu_share(void);

/*
 * The emulation runs every wave operation as a work-group step and cannot
 * see divergence: each work-item declares its activity (sg_mask.h). Every
 * operation that writes starts with a barrier, which keeps the previous
 * operation's readers ahead of this one's writers.
 */
void __wgc_emu_set_active(int active) {
  __local uchar *flags = (__local uchar *)__wgc_local_amdemu_active();
  barrier(CLK_LOCAL_MEM_FENCE);
  flags[__wgc_wg_linear_id()] = active != 0;
}

ulong __wgc_amd_read_exec(void) {
  __local uchar *flags = (__local uchar *)__wgc_local_amdemu_active();
  __local uchar *wave = flags + __wgc_sg_id() * WGC_AMDEMU_WAVE;
  barrier(CLK_LOCAL_MEM_FENCE);
  ulong mask = 0ul;
  for (uint l = 0; l < __wgc_sg_size(); ++l)
    mask |= (ulong)(wave[l] != 0) << l;
  return mask;
}

/* sg_mask.cl's sharing: the slots of the caller's wave are its values. */
void __wgc_amdemu_share_slot(uint x, uint slot) {
  __local uint *share = (__local uint *)__wgc_local_amdemu_share();
  barrier(CLK_LOCAL_MEM_FENCE);
  share[slot * WGC_AMDEMU_MAX_WG_SIZE + __wgc_wg_linear_id()] = x;
  barrier(CLK_LOCAL_MEM_FENCE);
}

uint __wgc_amdemu_shared(uint lane, uint slot) {
  __local uint *share = (__local uint *)__wgc_local_amdemu_share();
  uint base = __wgc_sg_id() * WGC_AMDEMU_WAVE;
  lane %= WGC_AMDEMU_WAVE;
  return lane < __wgc_sg_size()
             ? share[slot * WGC_AMDEMU_MAX_WG_SIZE + base + lane]
             : WGC_AMDEMU_POISON;
}

/* The lanes of EXEC whose p is not 0. */
ulong __wgc_amd_ballot(int p) {
  ulong exec = __wgc_amd_read_exec();
  __wgc_amdemu_share_slot(p != 0, 0u);
  ulong mask = 0ul;
  for (uint l = 0; l < __wgc_sg_size(); ++l)
    mask |= (ulong)__wgc_amdemu_shared(l, 0u) << l;
  return mask & exec;
}
