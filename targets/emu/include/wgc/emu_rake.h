// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Emulated target: the raking composition's parameters (rake.h). */
#ifndef WGC_EMU_RAKE_H
#define WGC_EMU_RAKE_H

#include <wgc/emu.h>

/*
 * Up to WGC_EMU_MAX_WG_SIZE (4096) items of up to 8 bytes: the array
 * (rake.h) takes at most (4096 + 32 + 128) * 8 = 34048 bytes; the total
 * follows, so the scratch is 34056 bytes (CMakeLists.txt). The emulated
 * sub-group collectives use work-group barriers, so every sub-group calls
 * them. The emulation exists to run the GPU code on a CPU, so the scan
 * takes each segment rule of rake.inc for some sizes: exact segments where
 * n is no multiple of 64, power-of-two ones where it is (192 and 384 items
 * round 6 and 12 up to 8 and 16); and each row rule of its reduce for some
 * sizes with a partial row: common rows where n / 32 is odd (33-63,
 * 96-127, ...), the lanes' own counts where it is even; and the scans of
 * 4-byte types write their results into a second array (WGC_RAKE_APART,
 * the rake_out scratch, as large as the first), the others over their
 * items, so that a kernel mixing types runs both; and the scans keep their
 * segments in a private array (WGC_RAKE_KEEP) where n / 16 is odd (16-31,
 * 48-63, ... items) and segments are at most 16 items long. The choice is a
 * compile-time constant: PoCL replicates the code after a barrier under a
 * run-time condition, and a kernel of 14 scans under such conditions did
 * not finish compiling.
 */
#define WGC_RAKE_TOTAL 34048u
#define WGC_RAKE_ALL_SG 1
#define WGC_RAKE_EXACT(n) ((n) % 64 != 0)
#define WGC_RAKE_KEEP(n, k, incl) (((n) >> 4) & 1)
#define WGC_RAKE_KEEP_MAX 16
#define WGC_RAKE_COMMON_ROWS(n, bytes) (((n) >> 5) & 1)
#define WGC_RAKE_ARRAY(n, bytes) __wgc_local_rake()
#define WGC_RAKE_APART(n, bytes) ((bytes) == 4)
#define WGC_RAKE_RESULTS(n, bytes) __wgc_local_rake_out()
__local void *__wgc_local_rake_out(void);

#include <wgc/rake.h>

#endif
