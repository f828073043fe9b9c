// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* sub_group_shuffle_up and _down (cl_khr_subgroup_shuffle_relative). */
#include <wgc/opencl.h>
#include <wgc/sub_group.h>

#define __WGC_SHUFFLES(T)                                                      \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_shuffle_up(T x, uint delta) {    \
    return __wgc_sg_shuffle_up(x, delta);                                      \
  }                                                                            \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_shuffle_down(T x, uint delta) {  \
    return __wgc_sg_shuffle_down(x, delta);                                    \
  }
__WGC_EACH_SG_TYPE(__WGC_SHUFFLES)
