// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the work-group reduce of the internal layer. */
#include <wgc/compose.h>
#include <wgc/nvptx_algorithm.h>
#include <wgc/nvptx_keys.h>
#include <wgc/rake.h>
#include <wgc/work_group.h>

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
