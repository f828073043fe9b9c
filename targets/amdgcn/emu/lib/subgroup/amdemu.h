// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD emulation: the wavefront state the emulated instructions share. */
#ifndef WGC_AMDEMU_H
#define WGC_AMDEMU_H

#include <wgc/amd_dpp.h>
#include <wgc/amd_xlane.h>
#include <wgc/sg.h>

#if !defined(WGC_AMDEMU_WAVE) || !defined(WGC_AMD_FAMILY)
#error "WGC_AMDEMU_WAVE (32 or 64) and WGC_AMD_FAMILY must be defined"
#endif

/* The largest work-group the emulation serves (PoCL's maximum). */
#define WGC_AMDEMU_MAX_WG_SIZE 4096

/*
 * What an instruction returns where the hardware gives no defined value: a
 * lane reading the stale register of an inactive lane, or a control the
 * emulated ISA family does not have. Not a NaN in any width, so that the
 * NaN-ignoring min and max of ops.h cannot hide it.
 */
#define WGC_AMDEMU_POISON 0xdeadbeefu

/* One 32-bit slot per work-item, WGC_AMDEMU_MAX_WG_SIZE of them. */
__local void *__wgc_local_amdemu_xchg(void);

/*
 * Every lane of the work-group publishes `x` in its slot; returns the slots
 * of the caller's wavefront. The exec mask of the wavefront is its active
 * lanes, [0, __wgc_sg_size()): the last wavefront of a work-group whose size
 * is not a multiple of the width is partial. The first barrier keeps the
 * previous operation's readers ahead of this one's writers.
 */
static _WGC_CONVERGENT_INLINE __local uint *__wgc_amdemu_publish(uint x) {
  __local uint *xchg = (__local uint *)__wgc_local_amdemu_xchg();
  __local uint *wave = xchg + __wgc_sg_id() * WGC_AMDEMU_WAVE;
  barrier(CLK_LOCAL_MEM_FENCE);
  wave[__wgc_amd_lane_id()] = x;
  barrier(CLK_LOCAL_MEM_FENCE);
  return wave;
}

#endif
