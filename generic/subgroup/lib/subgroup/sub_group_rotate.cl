// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Sub-group rotations of every type, as shuffles from a computed lane. */
#include <wgc/sub_group_rotate.h>

/*
 * The source lane of a rotation by delta over m lanes. Where m is a power
 * of two (always so but for a work-group smaller than the width) the low
 * bits of the unsigned sum are the remainder, negative deltas included;
 * otherwise delta is first reduced to [0, m).
 */
static _WGC_INLINE uint rotate_source(uint lane, int delta, uint m) {
  if ((m & (m - 1)) == 0)
    return (lane + (uint)delta) & (m - 1);
  uint d = delta < 0 ? m - 1 - (uint)(-(delta + 1)) % m : (uint)delta % m;
  uint s = lane + d;
  return s < m ? s : s - m;
}

#define __WGC_ROTATE(T)                                                        \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_rotate(T x, int delta) {                   \
    uint src =                                                                 \
        rotate_source(__wgc_sg_lane(), delta, __wgc_sg_dispatch_max_size());   \
    return __wgc_sg_shuffle(x, src);                                           \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_clustered_rotate(T x, int delta, uint c) { \
    uint lane = __wgc_sg_lane();                                               \
    return __wgc_sg_shuffle(x, (lane & ~(c - 1)) |                             \
                                   ((lane + (uint)delta) & (c - 1)));          \
  }
__WGC_EACH_SG_TYPE(__WGC_ROTATE)
