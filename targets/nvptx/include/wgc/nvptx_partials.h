/* NVIDIA target: the partials hook (partials.h), folded by warp shuffles. */
#ifndef WGC_NVPTX_PARTIALS_H
#define WGC_NVPTX_PARTIALS_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/* Defined out of line in lib/wgc/partials.cl, with partials.h's contract. */
#define __WGC_PARTIALS_DECLS(T)                                                \
  _WGC_OVERLOAD T __wgc_partials_reduce_add(const __local T *, uint);          \
  _WGC_OVERLOAD T __wgc_partials_reduce_min(const __local T *, uint);          \
  _WGC_OVERLOAD T __wgc_partials_reduce_max(const __local T *, uint);          \
  _WGC_OVERLOAD T __wgc_partials_prefix_add(const __local T *, uint);          \
  _WGC_OVERLOAD T __wgc_partials_prefix_min(const __local T *, uint);          \
  _WGC_OVERLOAD T __wgc_partials_prefix_max(const __local T *, uint);
__WGC_EACH_TYPE(__WGC_PARTIALS_DECLS)
#undef __WGC_PARTIALS_DECLS

#endif
