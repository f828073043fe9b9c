// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Sub-group broadcast of vectors, one scalar broadcast per element. */
#include <wgc/sub_group.h>

#define __WGC_BCAST_VECTOR(T)                                                  \
  _WGC_OVERLOAD _WGC_DEF T##2 __wgc_sg_broadcast(T##2 x, uint lane) {          \
    return (T##2)(__wgc_sg_broadcast(x.s0, lane),                              \
                  __wgc_sg_broadcast(x.s1, lane));                             \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T##3 __wgc_sg_broadcast(T##3 x, uint lane) {          \
    return (T##3)(__wgc_sg_broadcast(x.s01, lane),                             \
                  __wgc_sg_broadcast(x.s2, lane));                             \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T##4 __wgc_sg_broadcast(T##4 x, uint lane) {          \
    return (T##4)(__wgc_sg_broadcast(x.lo, lane),                              \
                  __wgc_sg_broadcast(x.hi, lane));                             \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T##8 __wgc_sg_broadcast(T##8 x, uint lane) {          \
    return (T##8)(__wgc_sg_broadcast(x.lo, lane),                              \
                  __wgc_sg_broadcast(x.hi, lane));                             \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T##16 __wgc_sg_broadcast(T##16 x, uint lane) {        \
    return (T##16)(__wgc_sg_broadcast(x.lo, lane),                             \
                   __wgc_sg_broadcast(x.hi, lane));                            \
  }
__WGC_EACH_SG_TYPE(__WGC_BCAST_VECTOR)
