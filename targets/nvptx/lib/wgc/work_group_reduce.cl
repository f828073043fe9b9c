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

/*
 * The 64-bit integer min and max reduces of 64 items, a size known to the
 * compiler, rake (those of double's keys included): warp 1 only stores,
 * waits and loads, where the composition has both warps run the shuffle
 * tree, and a group of two warps is short of issue slots rather than of
 * latency when the device holds many. Bitwise & keeps the constant
 * operands from -Wconstant-logical-operand.
 */
#define __WGC_NVPTX_RAKE_REDUCE_KNOWN(n, bytes, fp, minmax)                    \
  (WGC_NVPTX_SIZE_KNOWN(n) & ((n) == 64) & ((bytes) == 8) & !(fp) & (minmax))

#define __WGC_BODY <work_group_reduce.inc>
#include <wgc/gentype.inc>
