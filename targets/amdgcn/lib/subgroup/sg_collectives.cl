// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD target: sub-group collectives on wavefronts, per ISA family. */
#include <wgc/amd_dpp.h>
#include <wgc/amd_ident.h>
#include <wgc/amd_typed.h>
#include <wgc/ops.h>
#include <wgc/sg.h>

#ifndef WGC_AMD_FAMILY
#error "WGC_AMD_FAMILY (7, 9 or 10) must be defined for the AMD target"
#endif

/* The last lane of the lower wave half that a wave64 step may read: lane 31
 * when it is active, else the last active lane (whose value no lane uses). */
_WGC_INLINE uint __wgc_amd_lane31_or_last(void) {
  uint last = __wgc_sg_size() - 1;
  return last < 31 ? last : 31;
}

#define __WGC_BODY <sg_scan.inc>
#include <wgc/gentype.inc>

#define __WGC_BODY <sg_reduce_scan.inc>
#include <wgc/gentype.inc>

/* v_readlane of a lane the caller passes uniformly over the wavefront. */
#define __WGC_BCAST(T)                                                         \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_broadcast(T x, uint lane) {                \
    uint src = __wgc_amd_readfirstlane(lane);                                  \
    return __wgc_amd_read(x, src);                                             \
  }
__WGC_EACH_TYPE(__WGC_BCAST)
