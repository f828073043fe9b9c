// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Clustered reductions: a tree in each cluster's first lane, then read. */
#include <wgc/ops.h>
#include <wgc/shfl.h>
#include <wgc/sub_group.h>

/*
 * Step d adds lane + d into every lane that is a multiple of 2d, so after
 * log2(clustersize) steps the cluster's first lane holds its reduction, in
 * an order fixed by the lane numbers alone; a lane past a partial sub-group
 * contributes nothing. The steps are the same in every lane (the shuffles
 * are sub-group steps); only the combining is by lane.
 */
#define __WGC_BODY <sub_group_clustered.inc>
#include <wgc/gentype.inc>

/* 8- and 16-bit integers combine in 32 bits (wrapping, as their own). */
#define __WGC_NARROW_OP(OP, IDENTITY, FN, T, W)                                \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_clustered_reduce_##OP(T x, uint c) {       \
    return (T)__wgc_sg_clustered_reduce_##OP((W)x, c);                         \
  }
#define __WGC_NARROW(T, W)                                                     \
  __WGC_EACH_OP(__WGC_NARROW_OP, T, W)                                         \
  __WGC_EACH_INTEGER_OP(__WGC_NARROW_OP, T, W)
__WGC_EACH_NARROW(__WGC_NARROW)

_WGC_DEF int __wgc_sg_clustered_reduce_logical_and(int p, uint c) {
  return __wgc_sg_clustered_reduce_and((int)(p != 0), c);
}

_WGC_DEF int __wgc_sg_clustered_reduce_logical_or(int p, uint c) {
  return __wgc_sg_clustered_reduce_or((int)(p != 0), c);
}

_WGC_DEF int __wgc_sg_clustered_reduce_logical_xor(int p, uint c) {
  return __wgc_sg_clustered_reduce_xor((int)(p != 0), c);
}
