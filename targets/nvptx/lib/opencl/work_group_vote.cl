/* NVIDIA target: work_group_any and work_group_all, always inlined. */

/*
 * Inlined into every caller, as work_group_reduce.cl says. Overloadable as
 * the default header declares them, so that they define the built-ins
 * (_Z14work_group_anyi): without the attribute, clang takes a definition of
 * the same name for a separate C function, work_group_any.
 */
#define _WGC_OPENCL_ATTRS _WGC_DEF_INLINE
#include <wgc/opencl.h>

_WGC_OVERLOAD _WGC_OPENCL_ATTRS int work_group_any(int predicate) {
  return __wgc_work_group_any(predicate);
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS int work_group_all(int predicate) {
  return __wgc_work_group_all(predicate);
}
