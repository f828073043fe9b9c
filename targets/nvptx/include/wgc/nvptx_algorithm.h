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
 * 64 items or fewer is raked. A constant n of a shape that is not folded
 * (a branch of __WGC_NVPTX_DISPATCH) rakes reduces only up to 512 items:
 * 64-bit ones for the run-time size's array (rake_policy.h), the others
 * because, without the folded shape's bound on the block (.reqntid), ptxas
 * gives the float and half add reduces of 1024 items, 31 rows unrolled,
 * 48 registers (21 and 28 where declared).
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
         (__wgc_nvptx_size_known(n) && n > 64 &&
          n <= (__wgc_nvptx_shape_known() ? 1024 : 512) &&
          (bytes == 8 || (fp && !minmax)));
}

static _WGC_INLINE bool __wgc_nvptx_rake_scan(uint n, uint bytes, bool fp,
                                              bool minmax) {
  return (n > (fp && !minmax ? 128 : 64) &&
          n <= __wgc_nvptx_rake_max(bytes, fp, minmax, 0, 0)) ||
         (__wgc_nvptx_size_known(n) && n > (bytes == 2 ? 96 : 128) && n <= 512);
}

/*
 * The run-time size's dispatch: where the compiler does not know n, each
 * collective branches on n, uniformly, to its form for a constant n for the
 * sizes __wgc_nvptx_dispatch names, and to its run-time form otherwise, so
 * that the common sizes run the code a kernel declaring them gets (their
 * choices above and in rake_policy.h fold, the loops unroll), but for the
 * scratch that only a folded shape allocates (__wgc_nvptx_shape_known).
 * Each form is inlined into every caller of a collective: the sizes are the
 * powers of two from 64 to 1024 (the common work-group sizes) that the
 * build's WGC_NVPTX_DISPATCH names, a mask of size / 64 (CMake
 * WGC_NVPTX_DISPATCH: 31 names all five; 0, the default, none, and a
 * run-time size takes its one form). Every form a kernel holds counts in
 * its registers. Where the
 * shape is folded the dispatch is left out, so that a declared size
 * compiles to the code it compiled to without it. The test is of the shape,
 * not of __wgc_nvptx_size_known(n): GVN would give the forms' own tests of
 * n that test's answer (no) in the branches; of the shape, it gives them
 * the right one.
 */
#ifndef WGC_NVPTX_DISPATCH
#define WGC_NVPTX_DISPATCH 0
#endif
static _WGC_INLINE bool __wgc_nvptx_dispatch(uint size, uint bytes, bool fp,
                                             bool minmax) {
  return (WGC_NVPTX_DISPATCH & (size / 64u)) != 0;
}

/* In the body of a collective of n items: returns FORM, an expression
 * reading the work-group size, from the branch of a dispatched size. The
 * branch states that the local linear id is below S, as a folded shape's
 * bounds on %tid do, so that the form drops the code of the sub-groups it
 * does not have. */
#define __WGC_NVPTX_DISPATCH_SIZE(n, S, bytes, fp, minmax, FORM)               \
  if (__wgc_nvptx_dispatch(S, bytes, fp, minmax) && (n) == (S)) {              \
    uint __wgc_lid = __wgc_wg_linear_id();                                     \
    __builtin_assume(__wgc_lid < (S));                                         \
    return FORM;                                                               \
  }
#define __WGC_NVPTX_DISPATCH(n, bytes, fp, minmax, FORM)                       \
  do {                                                                         \
    if (!__wgc_nvptx_shape_known()) {                                          \
      __WGC_NVPTX_DISPATCH_SIZE(n, 64u, bytes, fp, minmax, FORM)               \
      __WGC_NVPTX_DISPATCH_SIZE(n, 128u, bytes, fp, minmax, FORM)              \
      __WGC_NVPTX_DISPATCH_SIZE(n, 256u, bytes, fp, minmax, FORM)              \
      __WGC_NVPTX_DISPATCH_SIZE(n, 512u, bytes, fp, minmax, FORM)              \
      __WGC_NVPTX_DISPATCH_SIZE(n, 1024u, bytes, fp, minmax, FORM)             \
    }                                                                          \
  } while (0)

#endif
