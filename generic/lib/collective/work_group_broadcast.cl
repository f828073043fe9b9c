// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* __wgc_work_group_broadcast: the source stores, barrier, all read. */
#include <wgc/sg.h>
#include <wgc/work_group.h>

/*
 * The source work-item stores its value in the first partial, an entry
 * area, before the first barrier; every work-item reads it between the two
 * barriers, so after the last barrier nothing is read (the scratch rule of
 * sg.h) and a next collective may write the partials at once.
 */
#define __WGC_BROADCAST(T)                                                     \
  _WGC_OVERLOAD _WGC_WG_IMPL T __wgc_work_group_broadcast(T x, uint src) {     \
    __local T *p = (__local T *)__wgc_local_partials();                        \
    if (__wgc_wg_linear_id() == src)                                           \
      p[0] = x;                                                                \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    T r = p[0];                                                                \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    return r;                                                                  \
  }
__WGC_EACH_TYPE(__WGC_BROADCAST)
