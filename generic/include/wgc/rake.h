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
 *  - WGC_RAKE_REDUCE(n, bytes, fp) and WGC_RAKE_SCAN(n, bytes, fp):
 *    work-group-uniform conditions, true when the reduce or scan of a
 *    work-group of n items of a type of that many bytes (fp: a
 *    floating-point type) is raked (and then fits the scratch); other
 *    work-groups take the sub-group composition;
 *  - WGC_RAKE_ALL_SG: 1 where sub-group collectives must be reached by every
 *    work-item (the emulated targets), 0 where sub-group 0 may call them
 *    alone (warps).
 */
/*
 * The collectives hold both compositions where the raking one is built in;
 * they are inlined into every caller, so that a kernel calling one several
 * times does not get a call (an out-of-line call costs more than the
 * collective on NVIDIA GPUs).
 */
#ifdef WGC_RAKING
#define _WGC_COLLECTIVE _WGC_DEF __attribute__((always_inline))
#else
#define _WGC_COLLECTIVE _WGC_DEF
#endif

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
