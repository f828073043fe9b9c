// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Portable target: the work-group broadcast is the sub-group broadcast. */
#include <wgc/sg.h>
#include <wgc/work_group.h>

/* The work-group is one sub-group (subgroup/subgroup.cl), whose broadcast
 * publishes the value in the result slot between two barriers
 * (sg_collectives.cl). */
#define __WGC_BROADCAST(T)                                                     \
  _WGC_OVERLOAD _WGC_WG_IMPL T __wgc_work_group_broadcast(T x, uint src) {     \
    return __wgc_sg_broadcast(x, src);                                         \
  }
__WGC_EACH_TYPE(__WGC_BROADCAST)
