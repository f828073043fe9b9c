// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Emulated target: the choices of the raking composition (rake.h). */
#ifndef WGC_RAKE_POLICY_H
#define WGC_RAKE_POLICY_H

#include <wgc/emu.h>

/*
 * The emulation exists to run the GPU code on a CPU, so the raked scans and
 * reduces take each rule of rake.inc for some sizes: exact segments where n
 * is no multiple of 64, power-of-two ones where it is (192 and 384 items
 * round 6 and 12 up to 8 and 16); common rows where n / 32 is odd (33-63,
 * 96-127, ...), the lanes' own counts where it is even; results in a second
 * array (the rake_out scratch) for 4-byte types, over the items for the
 * others, so that a kernel mixing types runs both; kept segments where
 * n / 16 is odd (16-31, 48-63, ... items). Every choice is a compile-time
 * constant: PoCL replicates the code after a barrier under a run-time
 * condition. The emulated sub-group collectives use work-group barriers, so
 * every sub-group calls them.
 */
__local void *__wgc_local_rake(void);
__local void *__wgc_local_rake_out(void);

static _WGC_INLINE bool __wgc_rake_all_sg(void) { return true; }

static _WGC_INLINE bool __wgc_rake_exact(uint n) { return n % 64 != 0; }

static _WGC_INLINE bool __wgc_rake_keep(uint n, uint k, bool incl, uint bytes,
                                        bool fp, bool minmax) {
  return (n >> 4) & 1;
}

static _WGC_INLINE bool __wgc_rake_common_rows(uint n, uint bytes) {
  return (n >> 5) & 1;
}

static _WGC_INLINE __local void *__wgc_rake_array(uint n, uint bytes) {
  return __wgc_local_rake();
}

static _WGC_INLINE bool __wgc_rake_apart(uint n, uint bytes) {
  return bytes == 4;
}

static _WGC_INLINE __local void *__wgc_rake_results(uint n, uint bytes) {
  return __wgc_local_rake_out();
}

#endif
