// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the choices of the raking composition (rake.h). */
#ifndef WGC_RAKE_POLICY_H
#define WGC_RAKE_POLICY_H

#include <wgc/nvptx.h>

/*
 * Warps need no barrier in their collectives, so sub-group 0 rakes alone.
 * Where the work-group size n is a constant (__wgc_nvptx_size_known):
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
__local void *__wgc_local_rake(void);
__local void *__wgc_local_rake_large(void);
__local void *__wgc_local_rake_out(void);

static _WGC_INLINE bool __wgc_rake_all_sg(void) { return false; }

static _WGC_INLINE bool __wgc_rake_exact(uint n) {
  return __wgc_nvptx_size_known(n);
}

/* Segments of 5-8 items: all but the exclusive double min and max scans.
 * Segments of 9-16 items: 32-bit integers, float but its min and max, half
 * but its inclusive add and mul. */
static _WGC_INLINE bool __wgc_rake_keep(uint n, uint k, bool incl, uint bytes,
                                        bool fp, bool minmax) {
  bool keep8 = incl || !(fp && minmax && bytes == 8);
  bool keep16 = bytes == 4   ? !(fp && minmax)
                : bytes == 2 ? !incl || minmax
                             : false;
  return __wgc_nvptx_size_known(n) && (k <= 4 || (k <= 8 ? keep8 : keep16));
}

static _WGC_INLINE bool __wgc_rake_common_rows(uint n, uint bytes) {
  return __wgc_nvptx_size_known(n) || bytes < 8;
}

static _WGC_INLINE __local void *__wgc_rake_array(uint n, uint bytes) {
  return __wgc_nvptx_size_known(n) && n > 512 && bytes == 8
             ? __wgc_local_rake_large()
             : __wgc_local_rake();
}

static _WGC_INLINE bool __wgc_rake_apart(uint n, uint bytes) {
  return __wgc_nvptx_size_known(n) && n <= 256;
}

static _WGC_INLINE __local void *__wgc_rake_results(uint n, uint bytes) {
  return __wgc_local_rake_out();
}

#endif
