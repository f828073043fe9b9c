// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Emulated target: the active-lane contract over declared activity. */
#include <wgc/emu.h>
#include <wgc/sg_mask.h>

/* One byte per work-item: its activity, as __wgc_emu_set_active set it. */
__local void *__wgc_local_emu_active(void);
/* Two 32-bit slots per work-item (slot s of item i at s * WGC_EMU_MAX_WG_SIZE + i). */
__local void *__wgc_local_emu_share(void);

/*
 * The emulation runs every sub-group operation as a work-group step and
 * cannot see divergence: each work-item declares its activity (sg_mask.h).
 * Every operation that writes starts with a barrier, which keeps the
 * previous operation's readers ahead of this one's writers.
 */
_WGC_DEF void __wgc_emu_set_active(int active) {
  __local uchar *flags = (__local uchar *)__wgc_local_emu_active();
  barrier(CLK_LOCAL_MEM_FENCE);
  flags[__wgc_wg_linear_id()] = active != 0;
}

_WGC_DEF ulong __wgc_sg_active(void) {
  __local uchar *flags = (__local uchar *)__wgc_local_emu_active();
  uint base = __wgc_sg_id() * WGC_EMU_WIDTH;
  barrier(CLK_LOCAL_MEM_FENCE);
  ulong mask = 0ul;
  for (uint l = 0; l < __wgc_sg_size(); ++l)
    mask |= (ulong)(flags[base + l] != 0) << l;
  return mask;
}

_WGC_DEF void __wgc_sg_share_u32(uint x, uint slot) {
  __local uint *share = (__local uint *)__wgc_local_emu_share();
  barrier(CLK_LOCAL_MEM_FENCE);
  share[slot * WGC_EMU_MAX_WG_SIZE + __wgc_wg_linear_id()] = x;
  barrier(CLK_LOCAL_MEM_FENCE);
}

_WGC_DEF uint __wgc_sg_read_u32(uint x, uint lane, uint slot, ulong active) {
  __local uint *share = (__local uint *)__wgc_local_emu_share();
  uint base = __wgc_sg_id() * WGC_EMU_WIDTH;
  return lane < __wgc_sg_size()
             ? share[slot * WGC_EMU_MAX_WG_SIZE + base + lane]
             : x;
}

_WGC_DEF ulong __wgc_sg_ballot_mask(int predicate, ulong active) {
  __wgc_sg_share_u32(predicate != 0, 0u);
  ulong mask = 0ul;
  for (uint l = 0; l < __wgc_sg_size(); ++l)
    mask |= (ulong)__wgc_sg_read_u32(0u, l, 0u, active) << l;
  return mask & active;
}
