// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* sub_group_rotate and sub_group_clustered_rotate (cl_khr_subgroup_rotate). */
#include <wgc/opencl.h>
#include <wgc/sub_group_rotate.h>

#define __WGC_ROTATES(T)                                                       \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_rotate(T x, int delta) {         \
    return __wgc_sg_rotate(x, delta);                                          \
  }                                                                            \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_clustered_rotate(                \
      T x, int delta, uint clustersize) {                                      \
    return __wgc_sg_clustered_rotate(x, delta, clustersize);                   \
  }
__WGC_EACH_SG_TYPE(__WGC_ROTATES)
