// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: each work-group collective's algorithm. */
#ifndef WGC_NVPTX_ALGORITHM_H
#define WGC_NVPTX_ALGORITHM_H

#include <wgc/nvptx.h>

/*
 * Type x operator x work-group size n -> algorithm (lib/wgc/work_group_*.inc):
 *  - keyed: float and half min and max reduces, half min and max scans run
 *    as the uint collective of their keys (nvptx_keys.h), the scans raked
 *    where half scans are;
 *  - raked (rake.h, with rake_policy.h's choices): where
 *    __WGC_NVPTX_RAKE_REDUCE or __WGC_NVPTX_RAKE_SCAN(n, bytes, fp, minmax)
 *    holds for a type of `bytes` bytes (fp: floating-point) and operator
 *    (minmax: min or max); floating-point min and max count as integer
 *    operators (they run on keys or on PTX min and max);
 *  - otherwise the sub-group composition (compose.h) over the warp-shuffle
 *    partials hook (partials.h).
 * A run-time n rakes only 64-bit types, half and float add-like reduces: a
 * 32-bit integer warp collective is a few instructions (redux.sync), so
 * warp 0's serial fold over a run-time segment costs more than the other
 * warps save. A constant n (WGC_NVPTX_SIZE_KNOWN) unrolls the raking loops
 * and drops the other composition, so it rakes more. No work-group of 64
 * items or fewer is raked.
 */
#define __WGC_NVPTX_REDUCE_KEYED(fp, minmax, bytes)                            \
  ((fp) && (minmax) && (bytes) < 8)
#define __WGC_NVPTX_SCAN_KEYED(fp, minmax, bytes)                              \
  ((fp) && (minmax) && (bytes) == 2)

#define __WGC_NVPTX_RAKE_REDUCE(n, bytes, fp, minmax)                          \
  (((n) > 64 && (n) <= __WGC_NVPTX_RAKE_MAX(bytes, fp, minmax, 256, 512)) ||   \
   (WGC_NVPTX_SIZE_KNOWN(n) && (n) > 64 && (n) <= 1024 &&                      \
    ((bytes) == 8 || ((fp) && !(minmax)))))
#define __WGC_NVPTX_RAKE_SCAN(n, bytes, fp, minmax)                            \
  (((n) > ((fp) && !(minmax) ? 128 : 64) &&                                    \
    (n) <= __WGC_NVPTX_RAKE_MAX(bytes, fp, minmax, 0, 0)) ||                   \
   (WGC_NVPTX_SIZE_KNOWN(n) && (n) > ((bytes) == 2 ? 96 : 128) && (n) <= 512))
/* The largest raked work-group of a run-time size: 512 for 64-bit types,
 * f32 for float add and mul, h16 for half, none for 32-bit integers. */
#define __WGC_NVPTX_RAKE_MAX(bytes, fp, minmax, f32, h16)                      \
  ((bytes) == 8 ? 512 : (bytes) == 2 ? (h16) : (fp) && !(minmax) ? (f32) : 0)

#endif
