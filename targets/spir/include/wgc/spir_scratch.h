/* Portable target: the work-group-wide scratch array. */
#ifndef WGC_SPIR_SCRATCH_H
#define WGC_SPIR_SCRATCH_H

#include <wgc/sg.h>

/* The largest work-group the portable target serves (PoCL's maximum). */
#define WGC_SPIR_MAX_WG_SIZE 4096

/* (WGC_SPIR_MAX_WG_SIZE + 1) 8-byte slots, 16-byte aligned. */
__local void *__wgc_local_spir_scratch(void);

#endif
