// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD target: sub-groups are wavefronts, of the width the GPU runs. */
#include <wgc/amd_xlane.h>
#include <wgc/sg.h>

/*
 * Work-items fill wavefronts in local linear id order, so wavefront k holds
 * ids [k * width, (k + 1) * width) and only the last one can be partial.
 */
_WGC_DEF uint __wgc_sg_max_size(void) { return __wgc_amd_wave_size(); }

_WGC_DEF uint __wgc_sg_id(void) {
  return __wgc_wg_linear_id() / __wgc_amd_wave_size();
}

_WGC_DEF uint __wgc_sg_lane(void) { return __wgc_amd_lane_id(); }

_WGC_DEF uint __wgc_sg_count(void) {
  uint width = __wgc_amd_wave_size();
  return (__wgc_wg_size() + width - 1) / width;
}

_WGC_DEF uint __wgc_sg_size(void) {
  uint width = __wgc_amd_wave_size();
  uint rest = __wgc_wg_size() - __wgc_sg_id() * width;
  return rest < width ? rest : width;
}
