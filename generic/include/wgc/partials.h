/* Folding the per-sub-group partials: a hook a target may specialize. */
#ifndef WGC_PARTIALS_H
#define WGC_PARTIALS_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * __wgc_partials_reduce_<op>(p, m): p[0] op ... op p[m-1] for the m =
 * __wgc_sg_count() partials of the work-group; every work-item gets the same
 * bits. It returns after a barrier past which nothing reads the partials
 * (only a result slot past them, sg.h), so the next collective may write
 * them at once. __wgc_partials_prefix_<op>(p, id): p[0] op ... op p[id-1] for
 * the caller's sub-group id >= 1. Both are called after a barrier that
 * publishes p, by every work-item of a sub-group (the prefix only by sub-groups
 * with id > 0). By default they are the serial fold of fold.inc, inlined; a
 * target built with WGC_TARGET_PARTIALS defines them itself.
 */
#ifdef WGC_TARGET_PARTIALS

#define __WGC_PARTIALS_DECLS(T)                                                \
  _WGC_OVERLOAD T __wgc_partials_reduce_add(const __local T *, uint);          \
  _WGC_OVERLOAD T __wgc_partials_reduce_min(const __local T *, uint);          \
  _WGC_OVERLOAD T __wgc_partials_reduce_max(const __local T *, uint);          \
  _WGC_OVERLOAD T __wgc_partials_prefix_add(const __local T *, uint);          \
  _WGC_OVERLOAD T __wgc_partials_prefix_min(const __local T *, uint);          \
  _WGC_OVERLOAD T __wgc_partials_prefix_max(const __local T *, uint);

__WGC_EACH_TYPE(__WGC_PARTIALS_DECLS)

#undef __WGC_PARTIALS_DECLS

#else

#include <wgc/fold.h>

#define __WGC_BODY <wgc/partials_fold.inc>
#include <wgc/gentype.inc>

#endif

#endif
