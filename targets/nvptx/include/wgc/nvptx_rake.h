// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: which work-groups the raking composition serves (rake.h). */
#ifndef WGC_NVPTX_RAKE_H
#define WGC_NVPTX_RAKE_H

#include <wgc/nvptx.h>
#include <wgc/nvptx_total.h>

/*
 * WGC_NVPTX_RAKE_REDUCE(n, bytes, fp) and WGC_NVPTX_RAKE_SCAN(n, bytes, fp):
 * whether the reduce or scan of a work-group of n items of a type of that
 * many bytes (fp: a floating-point type) is raked; a work-group-uniform
 * condition. n must be a variable: it is also asked whether n is a
 * compile-time constant (WGC_NVPTX_SIZE_KNOWN). Raked are the cells where
 * the raking composition measured faster than the sub-group composition on
 * an H100 (docs/performance.md):
 *  - 64-bit types from 65 to 512 items (the double add scan from 129);
 *  - half add reduce from 65 to 512 items;
 *  - float add reduce from 65 to 256 items;
 *  - where n is a constant, the scans of every type from 129 to 512 items,
 *    the half add and mul scans from 97; and the reduces of 64-bit and
 *    floating-point types from 65 to 1024 items (at 1024 1.21-1.59x, at
 *    1000 1.17-1.61x, float add 1.45x at 512).
 * With a run-time n, 32-bit integers and the float and half min/max
 * collectives, which run on 32-bit integer keys, are not raked: their warp
 * reduce and scan are a few instructions (redux.sync), so warp 0's serial
 * fold, a loop over a run-time segment, costs more than the other warps
 * save; nor half scans, where carrying both compositions doubled the
 * registers of a scan kernel; nor work-groups of 64 items or fewer. With a
 * constant n the raking loops unroll and the other composition is not
 * compiled, and their scans at 256 and 512 items measured 1.1-1.7x faster
 * raked; at 96 and 128 items half add (1.08-1.23x at 128), while the
 * 32-bit ones measured 0.64-0.94x (float and half min/max, which run on
 * 32-bit keys, 1.24-1.27x at 128, int min/max 0.94x).
 *
 * __WGC_NVPTX_RAKE_FP, the fp argument for the collective gentype.inc
 * instantiates: floating-point min and max count as integer ones, as they
 * were measured on integer keys (double min and max run on their values,
 * nvptx_ops.h, whose instructions cost what 64-bit integer ones do; float
 * min and max scans raked from 97 items measured 0.83-0.94x at 128). The
 * half min and max scans, on 32-bit keys, take half's rule
 * (work_group_scan_*.inc): raked from 97 items they measured 1.06-1.27x at
 * 128.
 *
 * The choice depends on the type alone, so mul, and, or and xor follow add
 * of the same type; they were not measured. Raked are then the 64-bit
 * integer collectives and the double mul reduce from 65 to 512 items (the
 * double mul scan from 129), the half mul reduce from 65 to 512 and the
 * float mul reduce from 65 to 256; with a run-time n never 32-bit integers,
 * whose and, or and xor take redux.sync as add does and whose mul takes a
 * shuffle butterfly.
 *
 * WGC_RAKE_COMMON_ROWS (rake.h): the raked reduce folds the rows common to
 * all lanes in one loop where n is a constant (at 1000 items, where the
 * lanes' own counts made the raked reduces 0.79-1.11x the sub-group
 * composition, they are now 1.17-1.61x it), and for types of 4 bytes or
 * fewer: with a run-time n the half add reduce measured 1.04-1.53x as fast
 * and the float add reduce 1.02-1.07x, the 64-bit reduces 0.94-0.98x.
 *
 * WGC_NVPTX_SIZE_KNOWN(n): whether the compiler knows n, that is whether the
 * kernel's work-group size was folded into its code (wgc-link
 * --fold-work-group-size). The library is optimized without lowering
 * llvm.is.constant (CMakeLists.txt), so the question reaches the kernel's
 * own compile and is answered after the fold: false for a size read at run
 * time, true for a folded one. The scan's segments (rake.inc) are exact
 * where it is true, powers of two where it is not.
 *
 * The array (rake.h) of a run-time n takes at most (512 + 32 + 32) * 8 =
 * 4608 bytes; the total follows, so the scratch is 4616 bytes
 * (CMakeLists.txt). Up to 1024 items of 4 bytes or fewer fit there too;
 * 64-bit items past 512 take the 8704-byte rake_large scratch instead,
 * (1024 + 32 + 32) * 8 bytes, chosen only where n is a constant, so that
 * only kernels declaring such a size allocate it (the total stays in the
 * first). Warps need no barrier in their collectives, so sub-group 0 rakes
 * alone.
 *
 * WGC_RAKE_KEEP (rake.h): where n is a constant, warp 0 keeps its segments
 * in registers between its fold and its rewrite, as CUB's raking scan does,
 * rather than loading them again after the warp scan (the shuffles, inline
 * assembly, keep LLVM from reusing the first loads). The declared scans
 * measured 1.04-1.12x as fast at 256 items, the 64-bit ones 1.04-1.09x at
 * 96-128, half add 1.08-1.11x at 128, and at 512 items (16 a segment) the
 * 32-bit integer, float add and half scans 1.05-1.09x. Where K1's kernels
 * then needed more than 32 registers, fewer groups fit an SM, and the
 * segments are loaded twice: the exclusive double min and max scans of 8
 * items a segment (40 registers rather than 28, 0.81x), the half inclusive
 * add of 16 (35, 0.79x) and the 64-bit scans of 16 (48-54); the float min
 * and max of 16 kept a private array in memory (their inline-assembly
 * loops were not unrolled).
 *
 * WGC_RAKE_APART (rake.h): where n is a constant up to 256, the scan
 * writes its results into the rake_out scratch, (256 + 31) * 8 = 2296
 * bytes (CMakeLists.txt), and takes two barriers rather than three. Only
 * kernels declaring such a size allocate it. The declared scans at 96-256
 * items measured 1.00-1.07x as fast with it (64-bit and half 1.02-1.07x at
 * 128), at 512 items 0.94-1.03x (half min and max 0.94x), so 512 keeps
 * the third barrier.
 */
#define WGC_NVPTX_SIZE_KNOWN(n) __builtin_constant_p(n)
#define WGC_NVPTX_RAKE_REDUCE(n, bytes, fp)                                    \
  (((n) > 64 && (n) <= __WGC_NVPTX_RAKE_MAX(bytes, fp, 256, 512)) ||           \
   (WGC_NVPTX_SIZE_KNOWN(n) && (n) > 64 && (n) <= 1024 &&                      \
    ((bytes) == 8 || (fp))))
#define WGC_NVPTX_RAKE_SCAN(n, bytes, fp)                                      \
  (((n) > __WGC_NVPTX_RAKE_SCAN_MIN(bytes, fp) &&                              \
    (n) <= __WGC_NVPTX_RAKE_MAX(bytes, fp, 0, 0)) ||                           \
   (WGC_NVPTX_SIZE_KNOWN(n) && (n) > ((bytes) == 2 ? 96 : 128) && (n) <= 512))
#define __WGC_NVPTX_RAKE_FP (__WGC_T_IS_FP && !__WGC_OP_IS_MINMAX)
/* The largest raked work-group: 512 for 64-bit types, f32 for float, h16
 * for half, none for 32-bit integers. */
#define __WGC_NVPTX_RAKE_MAX(bytes, fp, f32, h16)                              \
  ((bytes) == 8 ? 512 : (bytes) == 2 ? (h16) : (fp) ? (f32) : 0)
#define __WGC_NVPTX_RAKE_SCAN_MIN(bytes, fp) ((fp) ? 128 : 64)

#define WGC_RAKE_TOTAL 4608u
#define WGC_RAKE_SG_TOTAL __wgc_nvptx_first_
#define WGC_RAKE_ALL_SG 0
#define WGC_RAKE_EXACT(n) WGC_NVPTX_SIZE_KNOWN(n)
#define WGC_RAKE_KEEP(n, k, incl)                                              \
  (WGC_NVPTX_SIZE_KNOWN(n) &&                                                  \
   ((k) <= 4 ||                                                                \
    ((k) <= 8 ? __WGC_NVPTX_KEEP8(incl) : __WGC_NVPTX_KEEP16(incl))))
#define WGC_RAKE_KEEP_MAX 16
/* Segments of 5-8 items: all but the exclusive double min and max scans. */
#define __WGC_NVPTX_KEEP8(incl)                                                \
  ((incl) || !(__WGC_T_IS_FP && __WGC_OP_IS_MINMAX && sizeof(__WGC_T) == 8))
/* Segments of 9-16 items: 32-bit integers, float but its min and max, half
 * but its inclusive add (and mul, which follows add). */
#define __WGC_NVPTX_KEEP16(incl)                                               \
  (sizeof(__WGC_T) == 4   ? !(__WGC_T_IS_FP && __WGC_OP_IS_MINMAX)             \
   : sizeof(__WGC_T) == 2 ? !(incl) || __WGC_OP_IS_MINMAX                      \
                          : false)
#define WGC_RAKE_COMMON_ROWS(n, bytes) (WGC_NVPTX_SIZE_KNOWN(n) || (bytes) < 8)
#define WGC_RAKE_ARRAY(n, bytes)                                               \
  (WGC_NVPTX_SIZE_KNOWN(n) && (n) > 512 && (bytes) == 8                        \
       ? __wgc_local_rake_large()                                              \
       : __wgc_local_rake())
__local void *__wgc_local_rake_large(void);
#define WGC_RAKE_APART(n, bytes) (WGC_NVPTX_SIZE_KNOWN(n) && (n) <= 256)
#define WGC_RAKE_RESULTS(n, bytes) __wgc_local_rake_out()
__local void *__wgc_local_rake_out(void);

#include <wgc/rake.h>

#endif
