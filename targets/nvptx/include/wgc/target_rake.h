/* NVIDIA target: which work-groups the raking composition serves (rake.h). */
#ifndef WGC_TARGET_RAKE_H
#define WGC_TARGET_RAKE_H

#include <wgc/nvptx.h>

/*
 * Chosen from K1 on an H100 (bench/results/nvidia-s3-step2-*: each cell
 * timed raked and not raked in one run), raking where it was faster:
 *  - 64-bit types from 65 to 512 items (1.1-1.8x for reduce and min/max
 *    scans from 96 items; slower at 64), the add scan of double from 129;
 *  - half add reduce from 65 to 512 items (half scans are not raked: no
 *    K1 cell met with them, half scan_exclusive_add at 1024 fell from 1.03
 *    to 0.98, and both paths in one scan took half K3's scan from 20 to 38
 *    registers, halving its resident blocks at 1000/1024 items:
 *    bench/results/nvidia-s3-step3-rake);
 *  - float add reduce from 65 to 256 items (1.02-1.29x).
 * 32-bit integer collectives (and the float and half min/max ones, which
 * run on 32-bit integer keys) are not raked: their warp reduce and scan
 * are cheap (redux.sync), and warp 0's serial fold costs more than the
 * other warps save (0.44-0.93x at 64-1024 items).
 * The array then takes at most (512 + 32 + 32) * 8 = 4608 bytes (rake.h);
 * the total follows, so the scratch is 4616 bytes (CMakeLists.txt).
 */
#define WGC_RAKE_TOTAL 4608u
#define WGC_RAKE_REDUCE(n, bytes, fp)                                          \
  ((n) > 64 && (n) <= __WGC_NVPTX_RAKE_MAX(bytes, fp, 256, 512))
#define WGC_RAKE_SCAN(n, bytes, fp)                                            \
  ((n) > __WGC_NVPTX_RAKE_SCAN_MIN(bytes, fp) &&                               \
   (n) <= __WGC_NVPTX_RAKE_MAX(bytes, fp, 0, 0))
/* The largest raked work-group: 512 for 64-bit types, f32 for float, h16
 * for half, none for 32-bit integers. */
#define __WGC_NVPTX_RAKE_MAX(bytes, fp, f32, h16)                              \
  ((bytes) == 8 ? 512 : (bytes) == 2 ? (h16) : (fp) ? (f32) : 0)
#define __WGC_NVPTX_RAKE_SCAN_MIN(bytes, fp) ((fp) ? 128 : 64)
#define WGC_RAKE_ALL_SG 0

#endif
