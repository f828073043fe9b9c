// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Function attribute macros shared by every wgc source file. */
#ifndef WGC_DEFS_H
#define WGC_DEFS_H

#define _WGC_OVERLOAD __attribute__((overloadable))
#define _WGC_DEF __attribute__((convergent))
#define _WGC_INLINE __attribute__((always_inline)) inline
#define _WGC_CONVERGENT_INLINE __attribute__((always_inline, convergent)) inline

#include <wgc/types.h>

/* Expands M(T) for every collective type (cmake/wgc_types.txt). */
#define __WGC_EACH_TYPE(M) __WGC_TYPES(__WGC_EACH_ROW, M)
#define __WGC_EACH_ROW(M, T, ...) M(T)

#define _WGC_CAT(a, b) a##b
#define _WGC_XCAT(a, b) _WGC_CAT(a, b)

#endif
