// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Sub-group target: the sub-group ids and sizes from cl_khr_subgroups. */
#include <wgc/sg.h>

_WGC_DEF uint __wgc_sg_max_size(void) { return get_max_sub_group_size(); }
_WGC_DEF uint __wgc_sg_size(void) { return get_sub_group_size(); }
_WGC_DEF uint __wgc_sg_count(void) { return get_num_sub_groups(); }
_WGC_DEF uint __wgc_sg_id(void) { return get_sub_group_id(); }
_WGC_DEF uint __wgc_sg_lane(void) { return get_sub_group_local_id(); }
