/* NVIDIA target: which work-groups the raking composition serves (rake.h). */
#ifndef WGC_NVPTX_RAKE_H
#define WGC_NVPTX_RAKE_H

#include <wgc/nvptx.h>

/*
 * WGC_NVPTX_RAKE_REDUCE(n, bytes, fp) and WGC_NVPTX_RAKE_SCAN(n, bytes, fp):
 * whether the reduce or scan of a work-group of n items of a type of that
 * many bytes (fp: a floating-point type) is raked; a work-group-uniform
 * condition. Raked are the cells where the raking composition measured
 * faster than the sub-group composition on an H100 (bench/RESULTS.md,
 * "NVIDIA: measured causes of the gaps"):
 *  - 64-bit types from 65 to 512 items (the double add scan from 129);
 *  - half add reduce from 65 to 512 items;
 *  - float add reduce from 65 to 256 items.
 * Not raked: 32-bit integers and the float and half min/max collectives,
 * which run on 32-bit integer keys: their warp reduce and scan are a few
 * instructions (redux.sync), so warp 0's serial fold costs more than the
 * other warps save; half scans, where carrying both compositions doubled
 * the registers of a scan kernel; work-groups of 64 items or fewer.
 * The choice depends on the type alone, so mul, and, or and xor follow add
 * of the same type; they were not measured. Raked are then the 64-bit
 * integer collectives and the double mul reduce from 65 to 512 items (the
 * double mul scan from 129), the half mul reduce from 65 to 512 and the
 * float mul reduce from 65 to 256; never 32-bit integers, whose and, or and
 * xor take redux.sync as add does and whose mul takes a shuffle butterfly.
 *
 * The array then takes at most (512 + 32 + 32) * 8 = 4608 bytes (rake.h);
 * the total follows, so the scratch is 4616 bytes (CMakeLists.txt). Warps
 * need no barrier in their collectives, so sub-group 0 rakes alone.
 */
#define WGC_NVPTX_RAKE_REDUCE(n, bytes, fp)                                    \
  ((n) > 64 && (n) <= __WGC_NVPTX_RAKE_MAX(bytes, fp, 256, 512))
#define WGC_NVPTX_RAKE_SCAN(n, bytes, fp)                                      \
  ((n) > __WGC_NVPTX_RAKE_SCAN_MIN(bytes, fp) &&                               \
   (n) <= __WGC_NVPTX_RAKE_MAX(bytes, fp, 0, 0))
/* The largest raked work-group: 512 for 64-bit types, f32 for float, h16
 * for half, none for 32-bit integers. */
#define __WGC_NVPTX_RAKE_MAX(bytes, fp, f32, h16)                              \
  ((bytes) == 8 ? 512 : (bytes) == 2 ? (h16) : (fp) ? (f32) : 0)
#define __WGC_NVPTX_RAKE_SCAN_MIN(bytes, fp) ((fp) ? 128 : 64)

#define WGC_RAKE_TOTAL 4608u
#define WGC_RAKE_ALL_SG 0

#include <wgc/rake.h>

#endif
