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
 *  __wgc_sg_active()         the mask of the active lanes (the caller's own
 *                            bit is always set);
 *  __wgc_sg_ballot_mask(p, a)  the mask of the active lanes whose p is
 *                            non-zero, `a` being __wgc_sg_active();
 *  __wgc_sg_read_u32(x, l, a)  the x of lane l, for every active caller
 *                            with the same l and a = __wgc_sg_active();
 *                            where l is an inactive lane the value is
 *                            unspecified;
 *  __wgc_sg_read_steps(a)    how many times the callers of a lane-by-lane
 *                            loop over the active mask `a` call
 *                            __wgc_sg_read_u32: popcount(a) on the GPUs;
 *                            the width on the emulated targets, whose
 *                            reads are work-group barriers that every
 *                            work-item must reach alike.
 *
 * On the GPUs these follow the hardware (NVIDIA: activemask and the
 * *.sync instructions over it; AMD: EXEC, v_cmp and v_readlane) and may be
 * called in divergent control flow. The emulated targets run every
 * sub-group function as a work-group step and cannot see divergence: there
 * the caller declares its activity with __wgc_emu_set_active (below) and
 * then every work-item of the work-group calls the function, as the
 * calling rule of sg.h requires; the results of inactive lanes are
 * meaningless.
 */
ulong __wgc_sg_active(void);
ulong __wgc_sg_ballot_mask(int predicate, ulong active);
uint __wgc_sg_read_u32(uint x, uint lane, ulong active);
uint __wgc_sg_read_steps(ulong active);

/*
 * Emulated targets only, for tests: every work-item of the work-group calls
 * it with its activity for the non-uniform calls that follow, until the
 * next call. The GPU libraries do not define it.
 */
void __wgc_emu_set_active(int active);

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/* The value x of lane `lane`, by the width of its type: 32-bit reads. */
#define __WGC_SG_READ_SMALL(T, U)                                              \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_sg_read(T x, uint lane,         \
                                                       ulong active) {         \
    return _WGC_XCAT(as_, T)(                                                  \
        (U)__wgc_sg_read_u32((uint)_WGC_XCAT(as_, U)(x), lane, active));       \
  }
#define __WGC_SG_READ_4(T)                                                     \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_sg_read(T x, uint lane,         \
                                                       ulong active) {         \
    return _WGC_XCAT(as_, T)(__wgc_sg_read_u32(as_uint(x), lane, active));     \
  }
#define __WGC_SG_READ_8(T)                                                     \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_sg_read(T x, uint lane,         \
                                                       ulong active) {         \
    uint2 v = as_uint2(x);                                                     \
    return _WGC_XCAT(as_, T)((uint2)(__wgc_sg_read_u32(v.s0, lane, active),    \
                                     __wgc_sg_read_u32(v.s1, lane, active)));  \
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
