// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: sub-group broadcast by an indexed shuffle. */
#include <wgc/nvptx.h>
#include <wgc/shfl.h>

#define __WGC_BCAST(T)                                                         \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_broadcast(T x, uint lane) {                \
    return __wgc_shfl_idx(x, lane);                                            \
  }
__WGC_EACH_TYPE(__WGC_BCAST)
