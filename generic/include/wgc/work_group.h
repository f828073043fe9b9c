/* The internal layer: the work-group collectives the OpenCL C names wrap. */
#ifndef WGC_WORK_GROUP_H
#define WGC_WORK_GROUP_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * __wgc_work_group_<collective>_<op>(x), for every type of types.def: the
 * work-group reduce and scans with the semantics of the OpenCL C built-in
 * named without the prefix, under the same calling rules. generic/lib/wgc/
 * defines them over the sub-group composition (compose.h); a target that
 * composes them otherwise replaces those files (cmake/WgcLibrary.cmake).
 * generic/lib/opencl/ defines the OpenCL C names over them (opencl.h).
 *
 * _WGC_WG_IMPL marks their definitions: each is inlined into its OpenCL C
 * name when the library is linked, so that the two layers cost nothing.
 */
#define _WGC_WG_IMPL __attribute__((always_inline, convergent))

#define __WGC_WG_DECLS(T)                                                      \
  _WGC_OVERLOAD T __wgc_work_group_reduce_add(T);                              \
  _WGC_OVERLOAD T __wgc_work_group_reduce_min(T);                              \
  _WGC_OVERLOAD T __wgc_work_group_reduce_max(T);                              \
  _WGC_OVERLOAD T __wgc_work_group_scan_inclusive_add(T);                      \
  _WGC_OVERLOAD T __wgc_work_group_scan_inclusive_min(T);                      \
  _WGC_OVERLOAD T __wgc_work_group_scan_inclusive_max(T);                      \
  _WGC_OVERLOAD T __wgc_work_group_scan_exclusive_add(T);                      \
  _WGC_OVERLOAD T __wgc_work_group_scan_exclusive_min(T);                      \
  _WGC_OVERLOAD T __wgc_work_group_scan_exclusive_max(T);
__WGC_EACH_TYPE(__WGC_WG_DECLS)
#undef __WGC_WG_DECLS

#endif
