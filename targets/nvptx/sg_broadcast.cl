/* NVIDIA target: sub-group broadcast by an indexed shuffle. */
#include <wgc/nvptx.h>
#include <wgc/shfl.h>

#define __WGC_BCAST(T)                                                         \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_broadcast(T x, uint lane) {                \
    return __wgc_shfl_idx(x, lane);                                            \
  }
__WGC_BCAST(int)
__WGC_BCAST(uint)
__WGC_BCAST(long)
__WGC_BCAST(ulong)
__WGC_BCAST(float)
__WGC_BCAST(double)
#ifdef cl_khr_fp16
__WGC_BCAST(half)
#endif
