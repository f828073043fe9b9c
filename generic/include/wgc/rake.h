/* The raking work-group composition over a block-sized array: a target option.
 */
#ifndef WGC_RAKE_H
#define WGC_RAKE_H

#include <wgc/ops.h>
#include <wgc/sg.h>

/*
 * A target that defines WGC_RAKING provides, beside the sub-group contract:
 *  - the scratch (SCRATCH rake=<bytes>, reached by __wgc_local_rake()): the
 *    array of the largest work-group n it rakes, n + W + max(W, k) items
 *    for a sub-group width W and k the scan's segment length (rake.inc),
 *    and, at byte offset WGC_RAKE_TOTAL,
 *    one value of up to 8 bytes;
 * and in <wgc/target_rake.h>:
 *  - WGC_RAKE_TOTAL, that offset;
 *  - WGC_RAKE_FITS(n, bytes): a work-group-uniform condition, true when a
 *    work-group of n items of a type of that many bytes is raked (and then
 *    fits the scratch); other work-groups take the sub-group composition;
 *  - WGC_RAKE_ALL_SG: 1 where sub-group collectives must be reached by every
 *    work-item (the emulated targets), 0 where sub-group 0 may call them
 *    alone (warps).
 */
#ifdef WGC_RAKING

#include <wgc/target_rake.h>

__local void *__wgc_local_rake(void);

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

#define __WGC_BODY <wgc/rake.inc>
#include <wgc/gentype.inc>

#endif

#endif
