// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Emulated target: sub-group geometry for WGC_EMU_WIDTH-lane sub-groups. */
#include <wgc/emu.h>

_WGC_DEF uint __wgc_sg_max_size(void) { return WGC_EMU_WIDTH; }

_WGC_DEF uint __wgc_sg_size(void) {
  uint rest = __wgc_wg_size() - __wgc_sg_id() * WGC_EMU_WIDTH;
  return rest < WGC_EMU_WIDTH ? rest : WGC_EMU_WIDTH;
}

_WGC_DEF uint __wgc_sg_count(void) {
  return (__wgc_wg_size() + WGC_EMU_WIDTH - 1) / WGC_EMU_WIDTH;
}

_WGC_DEF uint __wgc_sg_id(void) { return __wgc_wg_linear_id() / WGC_EMU_WIDTH; }

_WGC_DEF uint __wgc_sg_lane(void) {
  return __wgc_wg_linear_id() % WGC_EMU_WIDTH;
}
