// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Portable target: work-group-wide collectives over local memory. */
#include <wgc/fold.h>
#include <wgc/ops.h>
#include <wgc/spir_scratch.h>

/* Independent chains of work-item 0's scan of a block (blocked.inc). */
#define WGC_SPIR_CHAINS 8

/* Slot i of s as a value of the type being instantiated. */
#define __WGC_SPIR_LD(s, i) __wgc_spir_from_slot((__WGC_T)0, (s)[i])

#define __WGC_BODY <serial.inc>
#include <wgc/gentype.inc>

#define __WGC_BODY <blocked.inc>
#include <wgc/gentype.inc>

#ifdef WGC_SPIR_ONE_PASS
#include <wgc/spir_lanes.h>
#define __WGC_BODY <one_pass_scan.inc>
#include <wgc/gentype.inc>
#define __WGC_BODY <one_pass_lanes.inc>
#include <wgc/gentype.inc>
#define __WGC_BODY <one_pass.inc>
#else
#define __WGC_BODY <sg_collectives.inc>
#endif
#include <wgc/gentype.inc>

/*
 * Lane `lane` publishes its value (the scratch rule of sg.h): a lane of
 * round 0 in its own slot before the first barrier, every work-item reading
 * it before the second; a later lane in slot WGC_SPIR_BLOCK0 (region 1, or
 * the one-pass result array), which no collective writes before its first
 * barrier, between the two barriers, read after them. Storing after the
 * first barrier for lane 0 too gave PoCL 3.1 wrong results for lane 0.
 */
#define __WGC_BCAST(T)                                                         \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_broadcast(T x, uint lane) {                \
    __local ulong *s = (__local ulong *)__wgc_local_spir_scratch();            \
    bool me = __wgc_wg_linear_id() == lane;                                    \
    bool early = lane < WGC_SPIR_BLOCK0;                                       \
    if (early && me)                                                           \
      s[lane] = __wgc_spir_to_slot(x);                                         \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    ulong v = s[early ? lane : 0u];                                            \
    if (!early && me)                                                          \
      s[WGC_SPIR_BLOCK0] = __wgc_spir_to_slot(x);                              \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    return __wgc_spir_from_slot(x, early ? v : s[WGC_SPIR_BLOCK0]);            \
  }
__WGC_EACH_TYPE(__WGC_BCAST)
