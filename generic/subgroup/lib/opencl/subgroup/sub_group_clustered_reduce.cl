// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* sub_group_clustered_reduce_<op> (cl_khr_subgroup_clustered_reduce). */
#include <wgc/opencl.h>
#include <wgc/sub_group.h>

#define __WGC_CLUSTERED(OP, IDENTITY, FN, T)                                   \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_clustered_reduce_##OP(           \
      T x, uint clustersize) {                                                 \
    return __wgc_sg_clustered_reduce_##OP(x, clustersize);                     \
  }
#define __WGC_ARITH(T) __WGC_EACH_OP(__WGC_CLUSTERED, T)
#define __WGC_BITWISE(T) __WGC_EACH_INTEGER_OP(__WGC_CLUSTERED, T)
__WGC_EACH_SG_TYPE(__WGC_ARITH)
__WGC_EACH_SG_INTEGER(__WGC_BITWISE)
__WGC_EACH_LOGICAL_OP(__WGC_CLUSTERED, int)
