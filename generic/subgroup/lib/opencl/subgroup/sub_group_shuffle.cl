// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* sub_group_shuffle and sub_group_shuffle_xor (cl_khr_subgroup_shuffle). */
#include <wgc/opencl.h>
#include <wgc/sub_group.h>

#define __WGC_SHUFFLES(T)                                                      \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_shuffle(T x, uint index) {       \
    return __wgc_sg_shuffle(x, index);                                         \
  }                                                                            \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_shuffle_xor(T x, uint mask) {    \
    return __wgc_sg_shuffle_xor(x, mask);                                      \
  }
__WGC_EACH_SG_TYPE(__WGC_SHUFFLES)
