/* Portable target: work-group-wide collectives over local memory. */
#include <wgc/fold.h>
#include <wgc/spir_scratch.h>

/* Independent chains of work-item 0's scan of the array (blocked.inc). */
#define WGC_SPIR_CHAINS 8

#define __WGC_BODY <blocked.inc>
#include <wgc/gentype.inc>

#define __WGC_BODY <sg_collectives.inc>
#include <wgc/gentype.inc>

#define __WGC_BCAST(T)                                                         \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_broadcast(T x, uint lane) {                \
    __local T *p = (__local T *)__wgc_local_spir_scratch();                    \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    if (__wgc_wg_linear_id() == lane)                                          \
      p[WGC_SPIR_MAX_WG_SIZE] = x;                                             \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    return p[WGC_SPIR_MAX_WG_SIZE];                                            \
  }
__WGC_EACH_TYPE(__WGC_BCAST)
