// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The choices of the raking composition (rake.h): the plainest ones. */
#ifndef WGC_RAKE_POLICY_H
#define WGC_RAKE_POLICY_H

#include <wgc/defs.h>

__local void *__wgc_local_rake(void);

/*
 * Each is asked for a work-group of n items of a type of `bytes` bytes and
 * must be work-group uniform; a target replaces this file to choose
 * otherwise. They are inlined, so that a choice that is constant where the
 * collective is compiled is folded there:
 *  - __wgc_rake_all_sg(): whether every sub-group calls the sub-group
 *    collectives (where they use work-group barriers), not sub-group 0
 *    alone;
 *  - __wgc_rake_exact(n): whether the scan takes exact segments rather than
 *    power-of-two ones (rake.inc);
 *  - __wgc_rake_keep(n, k, incl, bytes, fp, minmax): whether the scan
 *    (incl: inclusive) of a type (fp: floating-point) and operator (minmax:
 *    min or max), in segments of k items, keeps each segment in a private
 *    array between its fold and its rewrite rather than loading it twice;
 *    taken only where k is at most __WGC_RAKE_KEEP_MAX (rake.h), and worth
 *    it where k is a compile-time constant, so that the array becomes
 *    registers;
 *  - __wgc_rake_common_rows(n, bytes): whether the reduce folds the rows
 *    that all lanes of sub-group 0 have in one loop and the partial row
 *    apart (rake.inc);
 *  - __wgc_rake_array(n, bytes): the array, __wgc_local_rake() or a larger
 *    scratch of the target's own; the total stays in __wgc_local_rake();
 *  - __wgc_rake_apart(n, bytes) and __wgc_rake_results(n, bytes): whether
 *    the scan writes its results into a second array, as large as the first
 *    and apart from it and from the total, and that array. Then the scan
 *    ends at its second barrier; otherwise a third follows, under the
 *    negated condition, so the condition should be a compile-time constant
 *    on a runtime that replicates the code after a conditional barrier
 *    (PoCL).
 */
static _WGC_INLINE bool __wgc_rake_all_sg(void) { return true; }

static _WGC_INLINE bool __wgc_rake_exact(uint n) { return false; }

static _WGC_INLINE bool __wgc_rake_keep(uint n, uint k, bool incl, uint bytes,
                                        bool fp, bool minmax) {
  return false;
}

static _WGC_INLINE bool __wgc_rake_common_rows(uint n, uint bytes) {
  return false;
}

static _WGC_INLINE __local void *__wgc_rake_array(uint n, uint bytes) {
  return __wgc_local_rake();
}

static _WGC_INLINE bool __wgc_rake_apart(uint n, uint bytes) { return false; }

static _WGC_INLINE __local void *__wgc_rake_results(uint n, uint bytes) {
  return __wgc_local_rake();
}

#endif
