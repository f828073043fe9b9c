// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* work_group_broadcast of 1, 2 and 3 local ids over the internal layer. */
#include <wgc/opencl.h>

/*
 * The local id of the source becomes its local linear id, row-major over
 * x, y, z as sg.h's __wgc_wg_linear_id. The ids are the same in every
 * work-item and within the work-group (OpenCL C), so the sizes are this
 * work-group's own.
 */
#define __WGC_BROADCAST(T)                                                     \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T work_group_broadcast(T a, size_t x) {      \
    return __wgc_work_group_broadcast(a, (uint)x);                             \
  }                                                                            \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T work_group_broadcast(T a, size_t x,        \
                                                         size_t y) {           \
    return __wgc_work_group_broadcast(a, (uint)(y * get_local_size(0) + x));   \
  }                                                                            \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T work_group_broadcast(T a, size_t x,        \
                                                         size_t y, size_t z) { \
    return __wgc_work_group_broadcast(                                         \
        a, (uint)((z * get_local_size(1) + y) * get_local_size(0) + x));       \
  }
__WGC_EACH_TYPE(__WGC_BROADCAST)
