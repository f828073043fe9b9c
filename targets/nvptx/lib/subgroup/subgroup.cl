// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: sub-groups are warps of 32 consecutive local linear ids. */
#include <wgc/nvptx.h>

/*
 * A block's warps hold consecutive thread indices, x fastest, which is the
 * OpenCL local linear id; only the last warp of a work-group can be partial.
 */
_WGC_DEF uint __wgc_sg_max_size(void) { return WGC_NVPTX_WARP; }

/* A work-group of whole warps has no partial warp: tested first, so that
 * the size folds where the work-group size is a compile-time constant
 * (reqd_work_group_size), which a bound on the sub-group id cannot give. */
_WGC_DEF uint __wgc_sg_size(void) {
  uint n = __wgc_wg_size();
  uint rest = n - __wgc_sg_id() * WGC_NVPTX_WARP;
  if (n % WGC_NVPTX_WARP == 0)
    return WGC_NVPTX_WARP;
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
