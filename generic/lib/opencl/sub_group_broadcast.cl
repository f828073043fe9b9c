/* sub_group_broadcast of every scalar type over the internal layer. */
#include <wgc/opencl.h>
#include <wgc/sub_group.h>

#define __WGC_BROADCAST(T)                                                     \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_broadcast(T x, uint lane) {      \
    return __wgc_sg_broadcast(x, lane);                                        \
  }
__WGC_EACH_TYPE(__WGC_BROADCAST)
