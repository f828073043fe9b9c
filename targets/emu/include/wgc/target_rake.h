/* Emulated target: every work-group is raked when WGC_RAKING is defined. */
#ifndef WGC_TARGET_RAKE_H
#define WGC_TARGET_RAKE_H

#include <wgc/emu.h>

/*
 * Up to WGC_EMU_MAX_WG_SIZE (4096) items of up to 8 bytes: the array
 * (rake.h) takes at most (4096 + 32 + 128) * 8 = 34048 bytes; the total
 * follows, so the scratch is 34056 bytes (CMakeLists.txt). The emulated
 * sub-group collectives use work-group barriers, so every sub-group calls
 * them. The condition is constant: PoCL sees no branch around barriers.
 */
#define WGC_RAKE_TOTAL 34048u
#define WGC_RAKE_REDUCE(n, bytes, fp) 1
#define WGC_RAKE_SCAN(n, bytes, fp) 1
#define WGC_RAKE_ALL_SG 1

#endif
