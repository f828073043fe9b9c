/* The OpenCL C names of the collectives, over the internal layer. */
#ifndef WGC_OPENCL_H
#define WGC_OPENCL_H

#include <wgc/work_group.h>

/*
 * __WGC_OPENCL_NAMES(C, T, ATTRS): work_group_<C>_add, _min and _max of type
 * T with the attributes ATTRS, each returning __wgc_work_group_<C>_<op>(x).
 * generic/lib/opencl/ gives them _WGC_DEF and leaves inlining them to the
 * compiler; a target that needs them inlined into every caller gives them
 * _WGC_DEF_INLINE in its replacements of those files.
 */
#define _WGC_DEF_INLINE __attribute__((always_inline, convergent))
#define __WGC_OPENCL_NAMES(C, T, ATTRS)                                        \
  _WGC_OVERLOAD ATTRS T work_group_##C##_add(T x) {                            \
    return __wgc_work_group_##C##_add(x);                                      \
  }                                                                            \
  _WGC_OVERLOAD ATTRS T work_group_##C##_min(T x) {                            \
    return __wgc_work_group_##C##_min(x);                                      \
  }                                                                            \
  _WGC_OVERLOAD ATTRS T work_group_##C##_max(T x) {                            \
    return __wgc_work_group_##C##_max(x);                                      \
  }

#endif
