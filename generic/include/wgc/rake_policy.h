// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The choices of the raking composition (rake.h): the plainest ones. */
#ifndef WGC_RAKE_POLICY_H
#define WGC_RAKE_POLICY_H

/*
 * Each is asked for a work-group of n items of a type of `bytes` bytes and
 * must be work-group uniform; a target replaces this file to choose
 * otherwise. They are expressions, so that a constant choice is folded
 * where the collective is compiled:
 *  - __WGC_RAKE_ALL_SG: whether every sub-group calls the sub-group
 *    collectives (where they use work-group barriers), not sub-group 0
 *    alone;
 *  - __WGC_RAKE_EXACT(n): whether the scan takes exact segments rather than
 *    power-of-two ones (rake.inc);
 *  - __WGC_RAKE_KEEP(n, k, incl, bytes, fp, minmax): whether the scan
 *    (incl: inclusive) of a type (fp: floating-point) and operator (minmax:
 *    min or max), in segments of k items, keeps each segment in a private
 *    array between its fold and its rewrite rather than loading it twice;
 *    taken only where k is at most __WGC_RAKE_KEEP_MAX, and worth it where
 *    k is a compile-time constant, so that the array becomes registers;
 *  - __WGC_RAKE_COMMON_ROWS(n, bytes): whether the reduce folds the rows
 *    that all lanes of sub-group 0 have in one loop and the partial row
 *    apart (rake.inc);
 *  - __WGC_RAKE_ARRAY(n, bytes): the array, __wgc_local_rake() or a larger
 *    scratch of the target's own; the total stays in __wgc_local_rake();
 *  - __WGC_RAKE_APART(n, bytes) and __WGC_RAKE_RESULTS(n, bytes): whether
 *    the scan writes its results into a second array, as large as the first
 *    and apart from it and from the total, and that array. Then the scan
 *    ends at its second barrier; otherwise a third follows, under the
 *    negated condition, so the condition should be a compile-time constant
 *    on a runtime that replicates the code after a conditional barrier
 *    (PoCL).
 */
#define __WGC_RAKE_ALL_SG 1
#define __WGC_RAKE_EXACT(n) 0
#define __WGC_RAKE_KEEP(n, k, incl, bytes, fp, minmax) 0
#define __WGC_RAKE_COMMON_ROWS(n, bytes) 0
#define __WGC_RAKE_ARRAY(n, bytes) __wgc_local_rake()
#define __WGC_RAKE_APART(n, bytes) 0
#define __WGC_RAKE_RESULTS(n, bytes) __wgc_local_rake()

#endif
