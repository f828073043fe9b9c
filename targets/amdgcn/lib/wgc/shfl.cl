/* AMD target: the four 32-bit lane shuffles over ds_bpermute. */
#include <wgc/amd_xlane.h>
#include <wgc/sg.h>
#include <wgc/shfl.h>

/*
 * ds_bpermute reads the lane of its byte address / 4 (modulo the wave
 * size); a source lane outside the sub-group's active lanes gives the
 * caller's own value, as shfl.h requires.
 */
static _WGC_CONVERGENT_INLINE uint amd_shuffle(uint x, uint src) {
  uint y = __wgc_amd_ds_bpermute(src << 2, x);
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
