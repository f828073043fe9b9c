/* NVIDIA target: which work-groups the raking composition serves (rake.h). */
#ifndef WGC_TARGET_RAKE_H
#define WGC_TARGET_RAKE_H

#include <wgc/nvptx.h>

/*
 * Chosen from K1 on an H100 (bench/results/nvidia-s3-step2-*: each cell
 * timed raked and not raked in one run), raking where it was faster:
 *  - 64-bit types from 65 to 512 items (1.1-1.8x for reduce and min/max
 *    scans from 96 items; slower at 64), the add scan of double from 129;
 *  - half add from 65 (reduce) or 97 (scan) to 512 items;
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
  ((n) > 64 && (n) <= __WGC_NVPTX_RAKE_MAX(bytes, fp, 256))
#define WGC_RAKE_SCAN(n, bytes, fp)                                            \
  ((n) > __WGC_NVPTX_RAKE_SCAN_MIN(bytes, fp) &&                               \
   (n) <= __WGC_NVPTX_RAKE_MAX(bytes, fp, 0))
/* The largest raked work-group: 512 but for 32-bit types (float: f32). */
#define __WGC_NVPTX_RAKE_MAX(bytes, fp, f32)                                   \
  ((bytes) != 4 ? 512 : (fp) ? (f32) : 0)
#define __WGC_NVPTX_RAKE_SCAN_MIN(bytes, fp)                                   \
  ((bytes) == 2 ? 96 : (fp) ? 128 : 64)
#define WGC_RAKE_ALL_SG 0

#endif
