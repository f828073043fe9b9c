// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Emulated target: sub-groups of WGC_EMU_WIDTH lanes over local memory. */
#ifndef WGC_EMU_H
#define WGC_EMU_H

#include <wgc/sg.h>

#ifndef WGC_EMU_WIDTH
#error "WGC_EMU_WIDTH (32 or 64) must be defined when building the emu target"
#endif

/* WGC_EMU_MAX_WG_SIZE, defined by the build: the largest work-group the
 * emulated targets serve (PoCL's maximum), which sizes their scratch. */

/* One 32-bit exchange slot per work-item, WGC_EMU_MAX_WG_SIZE of them. */
__local void *__wgc_local_emu_xchg(void);

#endif
