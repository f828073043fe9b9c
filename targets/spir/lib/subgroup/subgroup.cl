// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Portable target: the whole work-group is one sub-group. */
#include <wgc/sg.h>

_WGC_DEF uint __wgc_sg_max_size(void) { return __wgc_wg_size(); }
_WGC_DEF uint __wgc_sg_size(void) { return __wgc_wg_size(); }
_WGC_DEF uint __wgc_sg_count(void) { return 1; }
_WGC_DEF uint __wgc_sg_id(void) { return 0; }
_WGC_DEF uint __wgc_sg_lane(void) { return __wgc_wg_linear_id(); }
