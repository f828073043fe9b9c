// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The active-lane contract: what the non-uniform sub-group functions need. */
#ifndef WGC_SG_MASK_H
#define WGC_SG_MASK_H

#include <wgc/sub_group.h>

/*
 * The non-uniform sub-group functions (cl_khr_subgroup_ballot,
 * cl_khr_subgroup_non_uniform_vote, cl_khr_subgroup_non_uniform_arithmetic)
 * run over the active lanes of the caller's sub-group: those that reach
 * the call together. Lane masks are 64-bit, bit i for lane i; a target of
 * 32-lane sub-groups leaves the high half clear. A target provides:
 *
 *  __wgc_sg_active()           the mask of the active lanes (the caller's
 *                              own bit is always set);
 *  __wgc_sg_ballot_mask(p, a)  the mask of the active lanes whose p is
 *                              non-zero, `a` being __wgc_sg_active();
 *  __wgc_sg_share_u32(x, s)    makes x the caller's value of slot s (0 or
 *                              1) for the reads that follow, until the next
 *                              share of slot s; called by every active lane;
 *  __wgc_sg_read_u32(x, l, s, a)  lane l's value of slot s, for callers
 *                              that shared x in slot s, with a =
 *                              __wgc_sg_active(), l the same active lane
 *                              in every caller (an inactive lane's value is
 *                              unspecified).
 *
 * On the GPUs sharing costs nothing and a read is a cross-lane move of x
 * (NVIDIA: activemask, and shfl.sync and vote.sync over it; AMD: EXEC,
 * v_cmp and v_readlane); the functions may be called in divergent control
 * flow. The emulated targets share through local memory between work-group
 * barriers, and reads are plain loads: they run every sub-group function as
 * a work-group step and cannot see divergence. There the caller declares
 * its activity with __wgc_emu_set_active (below), then every work-item of
 * the work-group calls the function, as the calling rule of sg.h requires;
 * the results of inactive lanes are meaningless.
 */
ulong __wgc_sg_active(void);
ulong __wgc_sg_ballot_mask(int predicate, ulong active);
void __wgc_sg_share_u32(uint x, uint slot);
uint __wgc_sg_read_u32(uint x, uint lane, uint slot, ulong active);

/*
 * Emulated targets only, for tests: every work-item of the work-group calls
 * it with its activity for the non-uniform calls that follow, until the
 * next call. The GPU libraries do not define it.
 */
void __wgc_emu_set_active(int active);

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * __wgc_sg_share(x) and __wgc_sg_read(x, lane, active) by the width of x's
 * type: values of 8 bytes take both slots, smaller ones slot 0.
 */
#define __WGC_SG_READ_SMALL(T, U)                                              \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE void __wgc_sg_share(T x) {              \
    __wgc_sg_share_u32((uint)_WGC_XCAT(as_, U)(x), 0u);                        \
  }                                                                            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_sg_read(T x, uint lane,         \
                                                       ulong active) {         \
    return _WGC_XCAT(as_, T)(                                                  \
        (U)__wgc_sg_read_u32((uint)_WGC_XCAT(as_, U)(x), lane, 0u, active));   \
  }
#define __WGC_SG_READ_4(T)                                                     \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE void __wgc_sg_share(T x) {              \
    __wgc_sg_share_u32(as_uint(x), 0u);                                        \
  }                                                                            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_sg_read(T x, uint lane,         \
                                                       ulong active) {         \
    return _WGC_XCAT(as_, T)(__wgc_sg_read_u32(as_uint(x), lane, 0u, active)); \
  }
#define __WGC_SG_READ_8(T)                                                     \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE void __wgc_sg_share(T x) {              \
    uint2 v = as_uint2(x);                                                     \
    __wgc_sg_share_u32(v.s0, 0u);                                              \
    __wgc_sg_share_u32(v.s1, 1u);                                              \
  }                                                                            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_sg_read(T x, uint lane,         \
                                                       ulong active) {         \
    uint2 v = as_uint2(x);                                                     \
    return _WGC_XCAT(as_,                                                      \
                     T)((uint2)(__wgc_sg_read_u32(v.s0, lane, 0u, active),     \
                                __wgc_sg_read_u32(v.s1, lane, 1u, active)));   \
  }
__WGC_SG_READ_SMALL(char, uchar)
__WGC_SG_READ_SMALL(uchar, uchar)
__WGC_SG_READ_SMALL(short, ushort)
__WGC_SG_READ_SMALL(ushort, ushort)
__WGC_SG_READ_4(int)
__WGC_SG_READ_4(uint)
__WGC_SG_READ_4(float)
__WGC_SG_READ_8(long)
__WGC_SG_READ_8(ulong)
__WGC_SG_READ_8(double)
#ifdef cl_khr_fp16
__WGC_SG_READ_SMALL(half, ushort)
#endif
#undef __WGC_SG_READ_SMALL
#undef __WGC_SG_READ_4
#undef __WGC_SG_READ_8

/* x of lane `lane`, shared and read: a broadcast. */
#define __WGC_SG_FETCH(T)                                                      \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_sg_fetch(T x, uint lane,        \
                                                        ulong active) {        \
    __wgc_sg_share(x);                                                         \
    return __wgc_sg_read(x, lane, active);                                     \
  }
__WGC_SG_FETCH(char)
__WGC_SG_FETCH(uchar)
__WGC_SG_FETCH(short)
__WGC_SG_FETCH(ushort)
__WGC_SG_FETCH(int)
__WGC_SG_FETCH(uint)
__WGC_SG_FETCH(float)
__WGC_SG_FETCH(long)
__WGC_SG_FETCH(ulong)
__WGC_SG_FETCH(double)
#ifdef cl_khr_fp16
__WGC_SG_FETCH(half)
#endif
#undef __WGC_SG_FETCH

/* The lowest lane of the active mask `active` (0 for an empty mask, which
 * only the inactive work-items of the emulated targets see). */
_WGC_INLINE uint __wgc_sg_first_lane(ulong active) {
  return active != 0ul ? (uint)__builtin_ctzl(active) : 0u;
}

/*
 * The lanes the ballot functions consider: those below
 * get_max_sub_group_size(), as cl_khr_subgroup_ballot's masks.
 */
_WGC_INLINE ulong __wgc_sg_lanes_mask(void) {
  uint n = __wgc_sg_dispatch_max_size();
  return n >= 64u ? ~0ul : (1ul << n) - 1ul;
}

#endif
