// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The raking work-group composition over a block-sized array, inlined. */
#ifndef WGC_RAKE_H
#define WGC_RAKE_H

#include <wgc/ops.h>
#include <wgc/rake_policy.h>
#include <wgc/sg.h>
#include <wgc/sg_total.h>

/*
 * __wgc_rake_reduce_<op>(x) and __wgc_rake_scan_<op>(x, inclusive): the
 * work-group collectives over an array of the work-group's items (rake.inc),
 * for a target that takes them for some or all work-groups in its
 * replacements of generic/lib/collective/work_group_*.cl. The target provides,
 * beside the sub-group contract, the scratch SCRATCH rake=<bytes>, reached
 * by __wgc_local_rake(): the array of the largest work-group n it rakes,
 * n + W + max(W, k) items of up to 8 bytes for a sub-group width W and k
 * the scan's segment length (rake.inc), then, at byte offset WGC_RAKE_TOTAL
 * (a definition of the build), one value of up to 8 bytes. Its choices
 * within the algorithm are the functions of rake_policy.h, which declares
 * __wgc_local_rake().
 */

/* The longest segment a scan may keep in a private array (rake_policy.h):
 * a macro, being the length of that array. */
#define __WGC_RAKE_KEEP_MAX 16

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

#define __WGC_BODY <wgc/rake.inc>
#include <wgc/gentype.inc>

#endif
