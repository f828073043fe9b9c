// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the choices of the raking composition (rake.h). */
#ifndef WGC_RAKE_POLICY_H
#define WGC_RAKE_POLICY_H

#include <wgc/nvptx.h>

/*
 * Warps need no barrier in their collectives, so sub-group 0 rakes alone.
 * Where the work-group size n is a constant (WGC_NVPTX_SIZE_KNOWN):
 *  - the scan's segments are exact, so that its loops unroll;
 *  - warp 0 keeps its segments in registers between its fold and its
 *    rewrite, as CUB's raking scan does (the shuffles, inline assembly,
 *    keep LLVM from reusing the first loads), but where the kernel would
 *    then need more than 32 registers: the exclusive double min and max
 *    scans of 5-8 items a segment, and of 9-16 items the 64-bit scans, the
 *    float min and max scans and the inclusive half add and mul scans;
 *  - the reduce folds the rows common to all lanes in one loop, as it does
 *    for types of 4 bytes or fewer;
 *  - 64-bit items past 512 take the rake_large scratch, so that only
 *    kernels declaring such a size allocate it;
 *  - scans up to 256 items write their results into the rake_out scratch
 *    and take two barriers rather than three.
 * The scratch sizes are computed in CMakeLists.txt.
 */
__local void *__wgc_local_rake_large(void);
__local void *__wgc_local_rake_out(void);

#define __WGC_RAKE_ALL_SG 0
#define __WGC_RAKE_EXACT(n) WGC_NVPTX_SIZE_KNOWN(n)
#define __WGC_RAKE_KEEP(n, k, incl, bytes, fp, minmax)                         \
  (WGC_NVPTX_SIZE_KNOWN(n) &&                                                  \
   ((k) <= 4 || ((k) <= 8 ? __WGC_NVPTX_KEEP8(incl, bytes, fp, minmax)         \
                          : __WGC_NVPTX_KEEP16(incl, bytes, fp, minmax))))
/* Segments of 5-8 items: all but the exclusive double min and max scans. */
#define __WGC_NVPTX_KEEP8(incl, bytes, fp, minmax)                             \
  ((incl) || !((fp) && (minmax) && (bytes) == 8))
/* Segments of 9-16 items: 32-bit integers, float but its min and max, half
 * but its inclusive add and mul. */
#define __WGC_NVPTX_KEEP16(incl, bytes, fp, minmax)                            \
  ((bytes) == 4 ? !((fp) && (minmax)) : (bytes) == 2 ? !(incl) || (minmax) : 0)
#define __WGC_RAKE_COMMON_ROWS(n, bytes)                                       \
  (WGC_NVPTX_SIZE_KNOWN(n) || (bytes) < 8)
#define __WGC_RAKE_ARRAY(n, bytes)                                             \
  (WGC_NVPTX_SIZE_KNOWN(n) && (n) > 512 && (bytes) == 8                        \
       ? __wgc_local_rake_large()                                              \
       : __wgc_local_rake())
#define __WGC_RAKE_APART(n, bytes) (WGC_NVPTX_SIZE_KNOWN(n) && (n) <= 256)
#define __WGC_RAKE_RESULTS(n, bytes) __wgc_local_rake_out()

#endif
