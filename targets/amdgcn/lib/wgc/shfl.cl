/* AMD target: the four 32-bit lane shuffles over ds_bpermute. */
#include <wgc/amd_xlane.h>
#include <wgc/sg.h>
#include <wgc/shfl.h>

/*
 * ds_bpermute reads the lane of its byte address / 4 (modulo the wave
 * size). gfx7 has no ds_bpermute: every lane's value comes in turn through
 * v_readlane (a uniform lane, the loop the same in every wave of the
 * work-group for the emulation). A source lane outside the sub-group's
 * active lanes gives the caller's own value, as shfl.h requires.
 */
static _WGC_CONVERGENT_INLINE uint amd_shuffle(uint x, uint src) {
#if WGC_AMD_FAMILY == 7
  uint y = x;
  for (uint lane = 0; lane < __wgc_amd_wave_size(); ++lane) {
    uint v = __wgc_amd_readlane(x, lane);
    y = src == lane ? v : y;
  }
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
