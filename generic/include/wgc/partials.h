// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Folding the per-sub-group partials: the hook and its default. */
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
 * publishes p, by every work-item of a sub-group (the prefix only by
 * sub-groups with id > 0). This header defines them as the serial fold of
 * fold.inc, inlined; a target with a hook of its own replaces it.
 */
#include <wgc/fold.h>

#define __WGC_BODY <wgc/partials_fold.inc>
#include <wgc/gentype.inc>

#endif
