// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Defines OpenCL C sub-group collective names over the internal layer. */
#ifndef WGC_SUB_GROUP_NAMES_H
#define WGC_SUB_GROUP_NAMES_H

#include <wgc/opencl.h>
#include <wgc/sub_group.h>

/* sub_group_<C>_<OP>(T) returning __wgc_sg_<C>_<OP>(T). */
#define __WGC_SG_NAME(OP, IDENTITY, FN, C, T)                                  \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_##C##_##OP(T x) {                \
    return __wgc_sg_##C##_##OP(x);                                             \
  }

/* The operators of cl_khr_subgroups: add, min and max. */
#define __WGC_SG_NAMES(C, T) __WGC_EACH_SUB_GROUP_OP(__WGC_SG_NAME, C, T)

#endif
