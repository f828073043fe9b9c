// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Sub-group reduce, scans and broadcast built from 32-bit lane shuffles. */
#include <wgc/ops.h>
#include <wgc/sg.h>
#include <wgc/shfl.h>
#include <wgc/shfl_excl.h>

#define __WGC_BODY <sg_collectives.inc>
#include <wgc/gentype.inc>

#define __WGC_BCAST(T)                                                         \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_broadcast(T x, uint lane) {                \
    return __wgc_shfl_idx(x, lane);                                            \
  }
__WGC_EACH_TYPE(__WGC_BCAST)
