// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* sub_group_broadcast of every scalar and vector type. */
#include <wgc/opencl.h>
#include <wgc/sub_group.h>

#define __WGC_BROADCAST(T)                                                     \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_broadcast(T x, uint lane) {      \
    return __wgc_sg_broadcast(x, lane);                                        \
  }
#define __WGC_BROADCASTS(T)                                                    \
  __WGC_BROADCAST(T)                                                           \
  __WGC_BROADCAST(T##2)                                                        \
  __WGC_BROADCAST(T##3)                                                        \
  __WGC_BROADCAST(T##4)                                                        \
  __WGC_BROADCAST(T##8) __WGC_BROADCAST(T##16)
__WGC_EACH_SG_TYPE(__WGC_BROADCASTS)
