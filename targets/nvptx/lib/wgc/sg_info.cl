/* NVIDIA target: sub-groups are warps of 32 consecutive local linear ids. */
#include <wgc/nvptx.h>

/*
 * A block's warps hold consecutive thread indices, x fastest, which is the
 * OpenCL local linear id; only the last warp of a work-group can be partial.
 */
_WGC_DEF uint __wgc_sg_max_size(void) { return WGC_NVPTX_WARP; }

_WGC_DEF uint __wgc_sg_size(void) {
  uint rest = __wgc_wg_size() - __wgc_sg_id() * WGC_NVPTX_WARP;
  return rest < WGC_NVPTX_WARP ? rest : WGC_NVPTX_WARP;
}

_WGC_DEF uint __wgc_sg_count(void) {
  return (__wgc_wg_size() + WGC_NVPTX_WARP - 1) / WGC_NVPTX_WARP;
}

_WGC_DEF uint __wgc_sg_id(void) {
  return __wgc_wg_linear_id() / WGC_NVPTX_WARP;
}

_WGC_DEF uint __wgc_sg_lane(void) {
  return __wgc_wg_linear_id() % WGC_NVPTX_WARP;
}
