// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* sub_group_non_uniform_broadcast and sub_group_broadcast_first. */
#include <wgc/opencl.h>
#include <wgc/sg_mask.h>
#include <wgc/sub_group.h>

/* Scalars, then vectors component by component; `lane` is an active lane,
 * the same in every active lane, as cl_khr_subgroup_ballot requires. */
#define __WGC_NU_BCAST(ARG, T, MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST)      \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_non_uniform_broadcast(           \
      T x, uint lane) {                                                        \
    return __wgc_sg_fetch(x, lane, __wgc_sg_active());                         \
  }                                                                            \
  __WGC_NU_BCAST_VEC(T, 2)                                                     \
  __WGC_NU_BCAST_VEC(T, 3)                                                     \
  __WGC_NU_BCAST_VEC(T, 4)                                                     \
  __WGC_NU_BCAST_VEC(T, 8)                                                     \
  __WGC_NU_BCAST_VEC(T, 16)                                                    \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_broadcast_first(T x) {           \
    ulong active = __wgc_sg_active();                                          \
    return __wgc_sg_fetch(x, __wgc_sg_first_lane(active), active);             \
  }
#define __WGC_NU_BCAST_VEC(T, N)                                               \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS _WGC_XCAT(T, N)                              \
      sub_group_non_uniform_broadcast(_WGC_XCAT(T, N) x, uint lane) {          \
    ulong active = __wgc_sg_active();                                          \
    _WGC_XCAT(T, N) r;                                                         \
    for (uint i = 0; i < N; ++i)                                               \
      r[i] = __wgc_sg_fetch(x[i], lane, active);                               \
    return r;                                                                  \
  }
__WGC_SG_TYPES(__WGC_NU_BCAST, ~)
