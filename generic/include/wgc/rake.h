// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The raking work-group composition over a block-sized array, inlined. */
#ifndef WGC_RAKE_H
#define WGC_RAKE_H

#include <wgc/ops.h>
#include <wgc/sg.h>

/*
 * __wgc_rake_reduce_<op>(x) and __wgc_rake_scan_<op>(x, inclusive): the
 * work-group collectives over an array of the work-group's items (rake.inc),
 * for a target that takes them for some or all work-groups in its
 * replacements of generic/lib/wgc/work_group_*.cl. The target provides,
 * beside the sub-group contract:
 *  - the scratch (SCRATCH rake=<bytes>, reached by __wgc_local_rake()): the
 *    array of the largest work-group n it rakes, n + W + max(W, k) items
 *    for a sub-group width W and k the scan's segment length (rake.inc),
 *    and, at byte offset WGC_RAKE_TOTAL, one value of up to 8 bytes;
 * and defines before including this header:
 *  - WGC_RAKE_TOTAL, that offset;
 *  - WGC_RAKE_ALL_SG: 1 where sub-group collectives must be reached by every
 *    work-item (the emulated targets), 0 where sub-group 0 may call them
 *    alone (warps);
 *  - WGC_RAKE_EXACT(n): whether the scan of a work-group of n items takes
 *    exact segments rather than power-of-two ones (rake.inc), a
 *    work-group-uniform condition;
 *  - WGC_RAKE_KEEP(n, k, incl) and WGC_RAKE_KEEP_MAX: whether the scan
 *    (inclusive or not) of a work-group of n items, in segments of k items,
 *    keeps each segment in a private array of WGC_RAKE_KEEP_MAX items
 *    (taken only where k is at most that) between its fold and its rewrite
 *    rather than loading it twice (rake.inc), a work-group-uniform
 *    condition. Worth it where k is a compile-time constant, so that the
 *    array becomes registers; indexed at run time it lives in private
 *    memory;
 *  - WGC_RAKE_COMMON_ROWS(n, bytes): whether the reduce of a work-group of n
 *    items of a type of that many bytes folds the rows that all lanes of
 *    sub-group 0 have in one loop and the partial row apart (rake.inc), a
 *    work-group-uniform condition;
 *  - WGC_RAKE_ARRAY(n, bytes): the array (a __local pointer) serving a
 *    work-group of n items of a type of that many bytes: __wgc_local_rake(),
 *    or a larger scratch of the target's own where the items need one; the
 *    total always stays in __wgc_local_rake();
 * and may define:
 *  - WGC_RAKE_SG_TOTAL, the name prefix of a function of its own per
 *    operator giving sub-group 0's total in its first lane at least (only
 *    that lane stores it); otherwise the sub-group reduce serves;
 *  - WGC_RAKE_APART(n, bytes) and WGC_RAKE_RESULTS(n, bytes): whether the
 *    scan of a work-group of n items of a type of that many bytes writes its
 *    results into a second array (a work-group-uniform condition), and that
 *    array (a __local pointer, as large as the first and apart from it and
 *    from the total). Then sub-group 0 writes the scan there rather than
 *    over the items, and the scan ends at its second barrier (rake.inc);
 *    otherwise a third barrier follows, under the negated condition, so
 *    the condition should be a compile-time constant on a runtime that
 *    replicates the code after a conditional barrier (PoCL). A null test
 *    cannot serve: a __local array may sit at address 0.
 */
__local void *__wgc_local_rake(void);

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

#define __WGC_BODY <wgc/rake.inc>
#include <wgc/gentype.inc>

#endif
