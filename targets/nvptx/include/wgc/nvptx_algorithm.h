// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: each work-group collective's algorithm. */
#ifndef WGC_NVPTX_ALGORITHM_H
#define WGC_NVPTX_ALGORITHM_H

#include <wgc/nvptx.h>

/*
 * Type x operator x work-group size n -> algorithm
 * (lib/collective/work_group_*.inc), for a type of `bytes` bytes (fp:
 * floating-point) and an operator (minmax: min or max); floating-point min and
 * max count as integer operators where they are raked (they run on keys or on
 * PTX min and max):
 *  - keyed, where __wgc_nvptx_reduce_keyed or __wgc_nvptx_scan_keyed holds:
 *    float and half min and max reduces, half min and max scans run as the
 *    uint collective of their keys (nvptx_keys.h), the scans raked where
 *    half add scans are;
 *  - raked (rake.h, with rake_policy.h's choices), where
 *    __wgc_nvptx_rake_reduce or __wgc_nvptx_rake_scan holds;
 *  - otherwise the sub-group composition (compose.h) over the warp-shuffle
 *    partials hook (partials.h).
 * A run-time n rakes only 64-bit types, half and float add-like reduces: a
 * 32-bit integer warp collective is a few instructions (redux.sync), so
 * warp 0's serial fold over a run-time segment costs more than the other
 * warps save. A constant n (__wgc_nvptx_size_known) unrolls the raking
 * loops and drops the other composition, so it rakes more. No work-group of
 * 64 items or fewer is raked.
 */
static _WGC_INLINE bool __wgc_nvptx_reduce_keyed(uint bytes, bool fp,
                                                 bool minmax) {
  return fp && minmax && bytes < 8;
}

static _WGC_INLINE bool __wgc_nvptx_scan_keyed(uint bytes, bool fp,
                                               bool minmax) {
  return fp && minmax && bytes == 2;
}

/* The largest raked work-group of a run-time size: 512 for 64-bit types,
 * f32 for float add and mul, h16 for half, none for 32-bit integers. */
static _WGC_INLINE uint __wgc_nvptx_rake_max(uint bytes, bool fp, bool minmax,
                                             uint f32, uint h16) {
  return bytes == 8 ? 512 : bytes == 2 ? h16 : fp && !minmax ? f32 : 0;
}

static _WGC_INLINE bool __wgc_nvptx_rake_reduce(uint n, uint bytes, bool fp,
                                                bool minmax) {
  return (n > 64 && n <= __wgc_nvptx_rake_max(bytes, fp, minmax, 256, 512)) ||
         (__wgc_nvptx_size_known(n) && n > 64 && n <= 1024 &&
          (bytes == 8 || (fp && !minmax)));
}

/* excl: an exclusive scan; a declared size rakes double exclusive add scans
 * from 65 items, as the other 64-bit scans. */
static _WGC_INLINE bool __wgc_nvptx_rake_scan(uint n, uint bytes, bool fp,
                                              bool minmax, bool excl) {
  bool rake65 =
      !fp || minmax || (excl && bytes == 8 && __wgc_nvptx_size_known(n));
  return (n > (rake65 ? 64 : 128) &&
          n <= __wgc_nvptx_rake_max(bytes, fp, minmax, 0, 0)) ||
         (__wgc_nvptx_size_known(n) && n > (bytes == 2 ? 96 : 128) && n <= 512);
}

#endif
