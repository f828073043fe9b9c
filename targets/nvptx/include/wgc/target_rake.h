/* NVIDIA target: which work-groups the raking composition serves (rake.h). */
#ifndef WGC_TARGET_RAKE_H
#define WGC_TARGET_RAKE_H

#include <wgc/nvptx.h>

/*
 * Work-groups of more than one warp and at most WGC_NVPTX_RAKE_BYTES of
 * items: 1024 items of 32-bit types, 512 of 64-bit ones. The array (rake.h)
 * then takes at most (512 + 32 + 32) * 8 = 4608 bytes; the total follows,
 * so the scratch is 4616 bytes (CMakeLists.txt).
 */
#ifndef WGC_NVPTX_RAKE_BYTES
#define WGC_NVPTX_RAKE_BYTES 4096u
#endif
#define WGC_RAKE_TOTAL 4608u
#define WGC_RAKE_FITS(n, bytes)                                                \
  ((n) > WGC_NVPTX_WARP && (n) * (bytes) <= WGC_NVPTX_RAKE_BYTES)
#define WGC_RAKE_ALL_SG 0

#endif
