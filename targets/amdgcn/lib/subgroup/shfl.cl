// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD target: the four 32-bit lane shuffles (ds_bpermute, v_readlane). */
#include <wgc/amd_xlane.h>
#include <wgc/sg.h>
#include <wgc/shfl.h>

#if WGC_AMD_FAMILY != 9
/* The value of lane `src`, read from every lane in turn by v_readlane (a
 * uniform lane; the loop is the same in every wave of the work-group, as
 * the emulation needs). */
static _WGC_CONVERGENT_INLINE uint amd_read_each(uint x, uint src) {
  uint y = x;
  for (uint lane = 0; lane < __wgc_amd_wave_size(); ++lane) {
    uint v = __wgc_amd_readlane(x, lane);
    y = src == lane ? v : y;
  }
  return y;
}
#endif

/*
 * ds_bpermute reads the lane of its byte address / 4, on gfx8 and gfx9 in
 * the whole wave but on gfx10+ within the caller's 32-lane half: a wave64
 * of gfx10 (like gfx7, which has no ds_bpermute) reads every lane in turn.
 * A source lane outside the sub-group's active lanes gives the caller's own
 * value, as shfl.h requires.
 */
static _WGC_CONVERGENT_INLINE uint amd_shuffle(uint x, uint src) {
#if WGC_AMD_FAMILY == 7
  uint y = amd_read_each(x, src);
#elif WGC_AMD_FAMILY == 10
  uint y = __wgc_amd_wave_size() == 64 ? amd_read_each(x, src)
                                       : __wgc_amd_ds_bpermute(src << 2, x);
#else
  uint y = __wgc_amd_ds_bpermute(src << 2, x);
#endif
  return src < __wgc_sg_size() ? y : x;
}

_WGC_DEF uint __wgc_shfl_idx_u32(uint x, uint src) {
  return amd_shuffle(x, src);
}

_WGC_DEF uint __wgc_shfl_up_u32(uint x, uint delta) {
  return amd_shuffle(x, __wgc_sg_lane() - delta);
}

_WGC_DEF uint __wgc_shfl_down_u32(uint x, uint delta) {
  return amd_shuffle(x, __wgc_sg_lane() + delta);
}

_WGC_DEF uint __wgc_shfl_xor_u32(uint x, uint mask) {
  return amd_shuffle(x, __wgc_sg_lane() ^ mask);
}
