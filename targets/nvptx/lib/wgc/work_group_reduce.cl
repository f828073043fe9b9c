// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the work-group reduce of the internal layer. */
#include <wgc/compose.h>
#include <wgc/nvptx_algorithm.h>
#include <wgc/nvptx_keys.h>
#include <wgc/rake.h>
#include <wgc/work_group.h>

/*
 * The double min and max reduces of a work-group size known to the compiler
 * run as the ulong reduce of their keys (nvptx_keys.h): a 64-bit integer
 * min or max is two compares and two selects, where min.f64 and max.f64
 * take a compare, two selects, a predicated quieting of a NaN and the moves
 * ptxas adds around it on the path from one step to the next. With a
 * run-time size they keep the values.
 */
#define __WGC_NVPTX_REDUCE_KEYED_KNOWN(fp, minmax, bytes)                      \
  ((fp) && (minmax) && (bytes) == 8)

#define __WGC_BODY <work_group_reduce.inc>
#include <wgc/gentype.inc>
