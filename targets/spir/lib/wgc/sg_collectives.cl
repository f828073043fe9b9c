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
#define __WGC_BODY <one_pass_scan.inc>
#include <wgc/gentype.inc>
#define __WGC_BODY <one_pass.inc>
#else
#define __WGC_BODY <sg_collectives.inc>
#endif
#include <wgc/gentype.inc>

/* Lane `lane` publishes its value in the result slot, between two barriers
 * (the scratch rule of sg.h). */
#define __WGC_BCAST(T)                                                         \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_broadcast(T x, uint lane) {                \
    __local ulong *s = (__local ulong *)__wgc_local_spir_scratch();            \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    if (__wgc_wg_linear_id() == lane)                                          \
      s[WGC_SPIR_RESULT] = __wgc_spir_to_slot(x);                              \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    return __wgc_spir_from_slot(x, s[WGC_SPIR_RESULT]);                        \
  }
__WGC_EACH_TYPE(__WGC_BCAST)
